### Хани і королі: тексти правил українською (назви на мапі — в окремому
### розділі наприкінці).
###
### Аргументи-назви ($player, $owner, $unit, $target, $province, $place,
### $from, $to, $building, $resource, $general…) — це інші повідомлення
### цього файлу, передані цілими: текст може використовувати їхні атрибути
### (відмінки та інші форми), напр. { $place-in }, { $player-gen }. $units,
### $cost, $refund, $action, $changes, $parts, $rolls, $order, $winners,
### $at, $recruit і $offer приходять готовим текстом, тож стоять у називному
### відмінку. Числа ($count, $turn…) передаються як числа, тому селектори
### множини працюють (one, few, many). Ідентифікатори правил (KK-…, GAP-…,
### AMB-…) не перекладаються.
###
### Атрибути назв у цьому файлі:
### - держави (kk-role-*): .gen, .dat, .acc, .ins, .loc;
### - місця, тобто підпровінції та моря (kk-sub-*): готові звороти
###   з прийменником .in («у Стійбищі Кара-Орду», «на Луках Кара-Орду»), .to
###   («до Стійбища…», «на Луки…»), .from («зі Стійбища…», «з Лук…»); кожне
###   місце мусить їх мати;
### - провінції (kk-province-*) стоять у називному відмінку після слова
###   «провінція»;
### - підрозділи (kk-unit-*): .gen, .acc, .ins і .gender (m, f, n або pl) для
###   узгодження дієслова; кожен підрозділ мусить мати .gender;
### - будівлі (kk-building-*) і сполучення (kk-edge-*): .gen, .acc;
### - ресурси (kk-resource-*): .acc і форми після числівника .one, .one_acc
###   (знахідний: «за 1 їжу»), .few, .many (1 деревина, 2 деревини,
###   5 деревини); кожен ресурс мусить їх мати;
### - стратегічні ресурси (kk-strategic-*): .gen;
### - генерали (kk-general-*): .acc;
### - страйки (kk-value-strike_*): .in (де?); кожен мусить його мати.

## Гра

kk-name = Хани і королі
kk-scenario-four-crowns = Чотири корони: Ханство, Королівство, Імперія і Республіка (4 держави)
kk-scenario-four-crowns-balanced = Чотири корони, вирівняний початок: Королівство в мирі з Імперією і Республікою, його столиці краще захищені (4 держави)
kk-scenario-four-crowns-even = Чотири корони, урівноважений початок: Королівство в мирі з Імперією і Республікою, з двома провінціями Шовкового шляху, його столиці краще захищені (4 держави)

kk-summary =
    Чотири держави — Ханство (Степ), Королівство (Корінні землі), Імперія (Північ) і Республіка (Узбережжя) — змагаються за провінції Чотирьох корон упродовж 48 ходів по два тижні. Остання держава, що ще має провінції, одразу перемагає; після 48-го ходу перемагає держава з найбільшою кількістю провінцій, а за рівності — та, що має найбільше золота (KK-WIN, GAP-47, GAP-51). Раніше перемагає держава, чий таємний набір умов перемоги виконано наприкінці ходу (нижче).

    ## Хід (KK-TURN, 6.1)
    - Події: держави по черзі визначають подію кидком 2к10; наступна за чергою кидає на погоду і Кубик кольору (від GAP-01 до GAP-04).
    - Ресурси: кожна провінція випалого кольору дає стільки ресурсу цього кольору, скільки становить її рівень Багатства; будівлі виробляють щоходу (KK-PROV-03, KK-TURN-08). Ремісничі держави використовують їжу, деревину, камінь, метал і золото; промислові — паливо і матеріали замість деревини й каменю (KK-RES-01).
    - Торгівля і будівництво, у порядку місць за столом: торгівля через порти (к6 : 1) і караван-сараї (к6+2 : 1), вербування в провінціях з потрібними будівлями, будівництво, покращення, поповнення, розміщення генералів (KK-TRADE, KK-REC, KK-BLD).
    - Рух, у порядку Стратегічної ініціативи (к6 + модифікатори): армії переходять з підпровінції до підпровінції відповідно до своєї Швидкості; дороги вдвічі зменшують вартість (GAP-21, GAP-36).

    ## Бій (KK-CMB, 6.2)
    - Вхід до підпровінції, де стоять ворожі підрозділи, починає бій: один твій підрозділ атакує один ворожий; обидва додають к4 до своєї Сили й бонусів; інші підрозділи можуть підтримати атаку половиною своєї Сили.
    - Перемагає більша сума; нічия означає невдалу атаку. Переможений, що програв більше, ніж на свою Мораль, тікає у безладі; переможений відступає. Втрати визначає різниця двох кидків к4 (GAP-35): з Втратами підрозділ б’ється на 2/3, з Важкими втратами — на 1/3, третій удар його знищує.
    - Артилерія, лучники, облогові машини й підтримка прикриті, доки поруч із ними стоять інші підрозділи (KK-CMB-25).
    - Атакований захисник може між сутичками втекти: кожен його підрозділ звідти йде до найближчої вільної субпровінції з місцем, не розбитий, а ворог займає місцевість (KK-CMB-21, AMB-50). Коли ворожі підрозділи входять у провінцію, її власник може закликати її племінних воїнів обраного роду або зберегти це право на потім (KK-REC-23).

    ## Мир і союзи (GAP-44, KK-TURN-10)
    - Кожна пара держав перебуває у війні, мирі або союзі. Мир чи союз пропонують у вікні торгівлі й будівництва однієї держави, а приймають у вікні іншої; війну оголошують у вікні, і вона починається з фазою руху. У мирі жодна не входить у провінції іншої; союзники ділять місцевість, ліміт підрозділів, постачання і притулок.

    ## Утримання землі
    - Провінцію захоплено, коли в ній не лишилося жодного сухопутного підрозділу її власника і не стоїть жоден його незайнятий Замок чи Фортеця (KK-CAP-03, GAP-19).
    - Підрозділи без постачання б’ються з −1 (KK-SUP, GAP-31); генерали дають підрозділам у межах свого Впливу Мораль, рівну своєму Командуванню, і повертають до строю розбиті підрозділи (KK-GENL).

    ## Повітряна війна (KK-AIR)
    - Винищувачі й бомбардувальники стоять на аеродромі, гідролітаки також біля річки, на болотах чи на узбережжі своєї держави (KK-AIR-01, KK-AIR-02). Кожен літак виконує одну місію за хід у межах своєї Швидкості: удар по підрозділу, який не відповідає (KK-AIR-04); бомбардування, де к8 не менше за бомбову вартість літака руйнує будівлю (KK-AIR-10); або переліт на іншу базу.
    - Ворожий винищувач із базою в межах половини своєї Швидкості від цілі перехоплює місію; переможена, місія повертається (KK-AIR-07 до KK-AIR-09). Потім кожен зенітний підрозділ на відстані 1 стріляє раз на хід, і його к6 з 5 або 6 повертає місію (KK-AIR-05, KK-AIR-06).
    - Літаки не займають місця й не утримують землю; база без сухопутних підрозділів переходить до ворога разом із літаками (KK-UNIT-18).

    ## Полонені (KK-POW)
    - Підрозділ, розбитий і знову переможений, або переможений без шляху відступу, потрапляє в полон до супротивника, якщо той має місце в таборі: 4 у таборі для полонених, 3 у трудовому таборі (GAP-41, GAP-42); інакше він гине.
    - У вікні торгівлі й будівництва держава може раз спробувати переманити полоненого (к8 з 1, нейтральний підрозділ 1–2), ліквідувати його, раз на хід перевести до іншого табору або повернути пропозицією (KK-POW-04 до KK-POW-10). Кожен полонений у трудовому таборі дає 1 BM за хід (GAP-43). Зруйнований табір звільняє або передає полонених (KK-POW-09).

    ## Море (KK-NAV)
    - Кораблі стають у гавані своєї держави (прибережній підпровінції з портом, військово-морською базою чи верф’ю, або в приморській столиці провінції) і пливуть з моря до моря, очко руху за крок; місця не займають (KK-REC-12, KK-NAV-06).
    - Флоти, що зустрілися, б’ються, як армії; переможений корабель іде до найближчої своєї гавані в межах Швидкості (KK-NAV-01 до KK-NAV-03). Ворожі кораблі або мінне загородження в кожному морі біля порту блокують його (KK-TRADE-12).
    - Мінний загороджувач у морі ставить загородження; ворожий корабель, що в нього зайде, зазнає Втрат на к6 з 1–2 (GAP-13). Кораблі в гавані, залишеній ворожим сухопутним підрозділам, переходять до них; з військово-морської бази вони виходять у море (KK-UNIT-18).
    - Сухопутні підрозділи сідають на твої кораблі в гавані або з узбережжя заходять у море, де стоять кораблі: транспорт бере 4, ког 2, карака 1, а важка гармата, облогова машина чи танк займає 2. Посадка завершує рух підрозділів і кораблів; наступного ходу вони пливуть разом, а підрозділи можуть висадитися на сусіднє узбережжя (це весь їхній рух), атакуючи там з −2 до Сили, як через річку. Не в шторм. Підрозділи на борту не займають місця, не б’ються і гинуть разом із кораблем (KK-NAV-04, KK-NAV-05, KK-TERR-13).
    - Річкові канонерки набирають у майстернях, що стоять на річці, і там вони з’являються. Вони пливуть за очко руху на крок, лише річкою: до сусідньої підпровінції з річкою або в море поруч із нею і назад. На річці вони б’ються як будь-який інший підрозділ: зупиняють ворога, атакують, обороняються, стріляють на крок і утримують свою провінцію, хоча ніколи її не захоплюють; вони не займають місця і, пливучи вздовж річки, ніколи не платять її −2 (KK-UNIT-20, GAP-26).

    ## Хімічна зброя (KK-CMB-33)
    - Підрозділ із хімічною зброєю заражає підпровінцію, по якій стріляє, яку атакує чи бомбардує: підрозділи вирушають звідти з −1 Швидкості, за вхід платять на 1 більше, обороняються з −1 і зазнають Втрат після кожної фази руху. Дощ, сніг або буря наступного ходу змиває зараження, вітер переносить його далі (KK-CMB-34 до KK-CMB-37).

    ## Карти рішень (KK-GOV-01)
    - Кожна держава таємно тримає карти рішень із трьох колод: Накази (8 карт), Розвідка (6) і Стратегія (6) (KK-GOV-02, KK-GOV-03). На початку вона бере по одній з кожної, у свою чергу кожної нової пори року — одну з колоди на свій вибір, ще одну на подіях 12–14, а карту Стратегії — після здобуття останньої провінції регіону; тримає щонайбільше 5, решту непомітно повертає (GAP-05).
    - Зіграна карта відкрита й повертається, перетасована, до своєї колоди (KK-GOV-04). У твоєму русі: Форсований марш (+1 до Швидкості), Збір (до 2 розбитих підрозділів повертаються до строю). Заздалегідь, на підрозділ, на весь хід: Тримати позиції (+2 до Морального духу під атакою), Воєнне щастя (один раз перекидає к4 у програному бою). У твою чергу торгівлі й будівництва: Шпигунська мережа (бачиш карти суперника, +1 до Ініціативи), Диверсія (к6 з результатом 5–6 знищує будівлю суперника), Підбурювання до повстання, Підбурювання до революції, Реформа, Нова доктрина, Громадські роботи (+1 до задоволення), До зброї (2 безплатні підрозділи піхоти), Нові цілі.

    ## Умови перемоги (KK-GOV-07)
    - На початку кожна держава таємно визначає кидком к6 свій набір умов перемоги (GAP-08): 1 Завойовник — 12 провінцій; 2 Гегемон — усі провінції двох регіонів (Ханство: Степ і Шовковий шлях; Королівство: Корінні землі й Північ; Імперія: Північ і Корінні землі; Республіка: Узбережжя й Шовковий шлях, GAP-45); 3 Будівничий — 4 укріплення, 3 ринки й 10 провінцій; 4 Скарбниця — 40 золота; 5 Воєначальник — 20 ворожих підрозділів, знищених або взятих у полон; 6 Вільний вибір — один із наборів 1–5, обраний таємно.
    - Свій набір і поступ бачиш лише ти, у своїй панелі. Наприкінці кожного ходу перемагає держава, чий набір виконано; якщо таких кілька — та, що має найбільше провінцій, потім найбільше золота (GAP-47). Два регіони Гегемона вважаються його національними провінціями (KK-PROV-06).

    ## Сценарії
    - Перший сценарій, типовий, урівноважує початок за GAP-45. Серед чотирьох комп'ютерів на Чотирьох коронах у запропонованому вигляді Королівство, посередині карти, з трьома сусідами, вигравало 7 партій із 200, з яким би правлінням і доктриною воно не грало. Тут воно починає в мирі з Імперією і Республікою, з двома списниками більше в столиці кожної своєї рідної провінції, і володіє Кухсаром і Меравандом, провінціями Шовкового шляху біля своєї столиці та своєї північної межі, без їхніх партизанів: серед чотирьох комп'ютерів кожна держава виграє від 15 до 42 % партій (400 партій). Другий сценарій — Чотири корони в запропонованому вигляді.

## Держави
## Відмінки: .gen, .dat, .acc, .ins, .loc.

kk-role-khanate = Ханство
    .gen = Ханства
    .dat = Ханству
    .acc = Ханство
    .ins = Ханством
    .loc = Ханстві
kk-role-kingdom = Королівство
    .gen = Королівства
    .dat = Королівству
    .acc = Королівство
    .ins = Королівством
    .loc = Королівстві
kk-role-empire = Імперія
    .gen = Імперії
    .dat = Імперії
    .acc = Імперію
    .ins = Імперією
    .loc = Імперії
kk-role-republic = Республіка
    .gen = Республіки
    .dat = Республіці
    .acc = Республіку
    .ins = Республікою
    .loc = Республіці
kk-role-independent = Незалежні загони
    .gen = незалежних загонів
    .dat = незалежним загонам
    .acc = незалежні загони
    .ins = незалежними загонами
    .loc = незалежних загонах

## Ресурси, кольори, стратегічні ресурси
## Ресурси: .acc і форми після числівника .one, .one_acc, .few, .many.

kk-resource-food = їжа
    .acc = їжу
    .one = їжа
    .one_acc = їжу
    .few = їжі
    .many = їжі
kk-resource-wood = деревина
    .acc = деревину
    .one = деревина
    .one_acc = деревину
    .few = деревини
    .many = деревини
kk-resource-stone = камінь
    .acc = камінь
    .one = камінь
    .one_acc = камінь
    .few = камені
    .many = каменю
kk-resource-fuel = паливо
    .acc = паливо
    .one = паливо
    .one_acc = паливо
    .few = палива
    .many = палива
kk-resource-materials = матеріали
    .acc = матеріали
    .one = матеріал
    .one_acc = матеріал
    .few = матеріали
    .many = матеріалів
kk-resource-metal = метал
    .acc = метал
    .one = метал
    .one_acc = метал
    .few = метали
    .many = металу
kk-resource-gold = золото
    .acc = золото
    .one = золото
    .one_acc = золото
    .few = золота
    .many = золота
kk-resource-unknown = ресурс
    .acc = ресурс
    .one = ресурс
    .one_acc = ресурс
    .few = ресурси
    .many = ресурсів
kk-colour-green = зелений (їжа)
kk-colour-brown = коричневий (деревина або паливо)
kk-colour-grey = сірий (камінь або матеріали)
kk-colour-blue = синій (метал)
kk-colour-yellow = жовтий (золото)
kk-colour-white = білий (кожна держава обирає)
kk-strategic-horses = Коні
    .gen = коней
kk-strategic-saltpetre = Селітра
    .gen = селітри
kk-strategic-coal = Вугілля
    .gen = вугілля
kk-strategic-oil = Нафта
    .gen = нафти
kk-strategic-spices = Прянощі
    .gen = прянощів
kk-strategic-silk = Шовк
    .gen = шовку

## Час, погода, події

kk-season-spring = весна
kk-season-summer = літо
kk-season-autumn = осінь
kk-season-winter = зима
kk-weather-clear = ясно
kk-weather-wind = вітер
kk-weather-rain = дощ
kk-weather-snow = сніг
kk-weather-storm = буря
kk-turn_event-great_plague = Велика чума
kk-turn_event-palace_coup = Палацовий переворот
kk-turn_event-wave_of_unrest = Хвиля заворушень
kk-turn_event-revolutionary_agitation = Революційна агітація
kk-turn_event-brigands = Розбійники
kk-turn_event-drought = Посуха
kk-turn_event-storms_at_sea = Шторми на морі
kk-turn_event-good_harvest = Добрий урожай
kk-turn_event-merchant_caravans = Купецькі каравани
kk-turn_event-quiet_times = Спокійні часи
kk-turn_event-military_reform = Військова реформа
kk-turn_event-spies_abroad = Шпигуни за кордоном
kk-turn_event-statecraft = Державна мудрість
kk-turn_event-gold_vein = Золота жила
kk-turn_event-free_companies = Вільні загони
kk-turn_event-festivities = Гуляння
kk-turn_event-a_star_is_born = Народження зірки
kk-turn_event-doctrinal_debate = Суперечка про доктрину
kk-turn_event-patriotic_fervour = Патріотичне піднесення

## Устрої, доктрини, задоволення

kk-government-feudal_monarchy = феодальна монархія
kk-government-tribal_khanate = племінне ханство
kk-government-merchant_republic = купецька республіка
kk-government-autocracy = самодержавство
kk-doctrine-offensive = наступальна
kk-doctrine-defensive = оборонна
kk-doctrine-mobile = маневрова
kk-doctrine-total_war = тотальна війна
kk-contentment-1 = бунт (1)
kk-contentment-2 = неспокій (2)
kk-contentment-3 = задоволення (3)
kk-contentment-4 = ентузіазм (4)
kk-trait-aggressive = агресивність
kk-trait-stubborn = упертість
kk-trait-logistician = логістика
kk-trait-horse_master = вершницький хист
kk-trait-inspiring = харизма
kk-trait-cautious = обережність

## Підрозділи (назви, фішки)
## Відмінки (.gen, .acc, .ins) і рід (.gender: m, f, n або pl).

kk-unit-militia = ополчення
    .gen = ополчення
    .acc = ополчення
    .ins = ополченням
    .gender = n
kk-unit-armed_inhabitants = озброєні мешканці
    .gen = озброєних мешканців
    .acc = озброєних мешканців
    .ins = озброєними мешканцями
    .gender = pl
kk-unit-spearmen = списники
    .gen = списників
    .acc = списників
    .ins = списниками
    .gender = pl
kk-unit-halberdiers = алебардники
    .gen = алебардників
    .acc = алебардників
    .ins = алебардниками
    .gender = pl
kk-unit-archers = лучники
    .gen = лучників
    .acc = лучників
    .ins = лучниками
    .gender = pl
kk-unit-horse_archers = кінні лучники
    .gen = кінних лучників
    .acc = кінних лучників
    .ins = кінними лучниками
    .gender = pl
kk-unit-light_cavalry = легка кіннота
    .gen = легкої кінноти
    .acc = легку кінноту
    .ins = легкою кіннотою
    .gender = f
kk-unit-heavy_cavalry = важка кіннота
    .gen = важкої кінноти
    .acc = важку кінноту
    .ins = важкою кіннотою
    .gender = f
kk-unit-siege_engine = облогова машина
    .gen = облогової машини
    .acc = облогову машину
    .ins = облоговою машиною
    .gender = f
kk-unit-supply_train = обоз
    .gen = обозу
    .acc = обоз
    .ins = обозом
    .gender = m
kk-unit-sappers = сапери
    .gen = саперів
    .acc = саперів
    .ins = саперами
    .gender = pl
kk-unit-royal_guard = королівська гвардія
    .gen = королівської гвардії
    .acc = королівську гвардію
    .ins = королівською гвардією
    .gender = f
kk-unit-riflemen = стрільці
    .gen = стрільців
    .acc = стрільців
    .ins = стрільцями
    .gender = pl
kk-unit-artillery = артилерія
    .gen = артилерії
    .acc = артилерію
    .ins = артилерією
    .gender = f
kk-unit-heavy_artillery = важка артилерія
    .gen = важкої артилерії
    .acc = важку артилерію
    .ins = важкою артилерією
    .gender = f
kk-unit-aa_artillery = зенітна артилерія
    .gen = зенітної артилерії
    .acc = зенітну артилерію
    .ins = зенітною артилерією
    .gender = f
kk-unit-tanks = танки
    .gen = танків
    .acc = танки
    .ins = танками
    .gender = pl
kk-unit-signals = зв’язківці
    .gen = зв’язківців
    .acc = зв’язківців
    .ins = зв’язківцями
    .gender = pl
kk-unit-airship = дирижабль
    .gen = дирижабля
    .acc = дирижабль
    .ins = дирижаблем
    .gender = m
kk-unit-mercenaries = найманці
    .gen = найманців
    .acc = найманців
    .ins = найманцями
    .gender = pl
kk-unit-bedouins = бедуїни
    .gen = бедуїнів
    .acc = бедуїнів
    .ins = бедуїнами
    .gender = pl
kk-unit-partisans = партизани
    .gen = партизанів
    .acc = партизанів
    .ins = партизанами
    .gender = pl
kk-unit-red_guard = Червона гвардія
    .gen = Червоної гвардії
    .acc = Червону гвардію
    .ins = Червоною гвардією
    .gender = f
kk-unit-fighter = винищувач
    .gen = винищувача
    .acc = винищувач
    .ins = винищувачем
    .gender = m
kk-unit-bomber = бомбардувальник
    .gen = бомбардувальника
    .acc = бомбардувальник
    .ins = бомбардувальником
    .gender = m
kk-unit-seaplane = гідролітак
    .gen = гідролітака
    .acc = гідролітак
    .ins = гідролітаком
    .gender = m
kk-unit-cog = ког
    .gen = кога
    .acc = ког
    .ins = когом
    .gender = m
kk-unit-carrack = карака
    .gen = караки
    .acc = караку
    .ins = каракою
    .gender = f
kk-unit-transport = транспорт
    .gen = транспорту
    .acc = транспорт
    .ins = транспортом
    .gender = m
kk-unit-destroyer = есмінець
    .gen = есмінця
    .acc = есмінець
    .ins = есмінцем
    .gender = m
kk-unit-battleship = лінкор
    .gen = лінкора
    .acc = лінкор
    .ins = лінкором
    .gender = m
kk-unit-river_gunboat = річкова канонерка
    .gen = річкової канонерки
    .acc = річкову канонерку
    .ins = річковою канонеркою
    .gender = f
kk-unit-minelayer = мінний загороджувач
    .gen = мінного загороджувача
    .acc = мінний загороджувач
    .ins = мінним загороджувачем
    .gender = m
kk-unit-unknown = підрозділ
    .gen = підрозділу
    .acc = підрозділ
    .ins = підрозділом
    .gender = m
kk-counter-militia = ОПЛ
kk-counter-armed_inhabitants = ОЗБ
kk-counter-spearmen = СПС
kk-counter-halberdiers = АЛБ
kk-counter-archers = ЛУЧ
kk-counter-horse_archers = КЛУ
kk-counter-light_cavalry = ЛК
kk-counter-heavy_cavalry = ВК
kk-counter-siege_engine = ОБМ
kk-counter-supply_train = ОБЗ
kk-counter-sappers = САП
kk-counter-royal_guard = ГВР
kk-counter-riflemen = СТР
kk-counter-artillery = АРТ
kk-counter-heavy_artillery = ВАР
kk-counter-aa_artillery = ЗЕН
kk-counter-tanks = ТНК
kk-counter-signals = ЗВ
kk-counter-airship = ДИР
kk-counter-mercenaries = НАЙ
kk-counter-bedouins = БЕД
kk-counter-partisans = ПАР
kk-counter-red_guard = ЧГ
kk-counter-fighter = ВИН
kk-counter-bomber = БОМ
kk-counter-seaplane = ГІД
kk-counter-cog = КОГ
kk-counter-carrack = КАР
kk-counter-transport = ТРН
kk-counter-destroyer = ЕСМ
kk-counter-battleship = ЛІН
kk-counter-river_gunboat = КАН
kk-counter-minelayer = МЗ
# $count, $unit, $owner; $state: втрати; $routed: у безладі чи в строю.
kk-counter-title = { $count } × { $unit } { $owner-gen }: { $state }, { $routed }
kk-state-losses_0 = у повному складі
kk-state-losses_1 = з втратами (2/3)
kk-state-losses_2 = з важкими втратами (1/3)
kk-state-routed = у безладі
kk-state-ready = у строю
kk-upgrade-improved_weapons = покращена зброя
kk-upgrade-drill = муштра
kk-upgrade-barding = кінські обладунки
kk-upgrade-chemical_weapons = хімічна зброя
kk-upgrade-long_range_guns = далекобійні гармати

## Будівлі та місцевість
## Будівлі та сполучення: .gen, .acc.

kk-building-farm = ферма
    .gen = ферми
    .acc = ферму
kk-building-mine = шахта
    .gen = шахти
    .acc = шахту
kk-building-quarry = каменоломня
    .gen = каменоломні
    .acc = каменоломню
kk-building-lumber_camp = табір лісорубів
    .gen = табору лісорубів
    .acc = табір лісорубів
kk-building-brickworks = цегельня
    .gen = цегельні
    .acc = цегельню
kk-building-oil_well = нафтова свердловина
    .gen = нафтової свердловини
    .acc = нафтову свердловину
kk-building-manufactory = мануфактура
    .gen = мануфактури
    .acc = мануфактуру
kk-building-market = ринок
    .gen = ринку
    .acc = ринок
kk-building-port = порт
    .gen = порту
    .acc = порт
kk-building-caravanserai = караван-сарай
    .gen = караван-сараю
    .acc = караван-сарай
kk-building-naval_base = військово-морська база
    .gen = військово-морської бази
    .acc = військово-морську базу
kk-building-shipyard = верф
    .gen = верфі
    .acc = верф
kk-building-workshops = майстерні
    .gen = майстерень
    .acc = майстерні
kk-building-barracks = казарми
    .gen = казарм
    .acc = казарми
kk-building-stables = стайні
    .gen = стаєнь
    .acc = стайні
kk-building-armoury = збройня
    .gen = збройні
    .acc = збройню
kk-building-steelworks = сталеливарний завод
    .gen = сталеливарного заводу
    .acc = сталеливарний завод
kk-building-factory = фабрика
    .gen = фабрики
    .acc = фабрику
kk-building-arms_factory = збройовий завод
    .gen = збройового заводу
    .acc = збройовий завод
kk-building-aircraft_factory = авіазавод
    .gen = авіазаводу
    .acc = авіазавод
kk-building-airfield = аеродром
    .gen = аеродрому
    .acc = аеродром
kk-building-depot = склад
    .gen = складу
    .acc = склад
kk-building-logistics_centre = логістичний центр
    .gen = логістичного центру
    .acc = логістичний центр
kk-building-general_staff = генеральний штаб
    .gen = генерального штабу
    .acc = генеральний штаб
kk-building-prisoner_camp = табір для полонених
    .gen = табору для полонених
    .acc = табір для полонених
kk-building-labour_camp = трудовий табір
    .gen = трудового табору
    .acc = трудовий табір
kk-building-castle = замок
    .gen = замку
    .acc = замок
kk-building-fort = форт
    .gen = форту
    .acc = форт
kk-building-fortress = фортеця
    .gen = фортеці
    .acc = фортецю
kk-building-bunker = бойовий бункер
    .gen = бойового бункера
    .acc = бойовий бункер
kk-building-unknown = будівля
    .gen = будівлі
    .acc = будівлю
kk-edge-road = дорога
    .gen = дороги
    .acc = дорогу
kk-edge-railway = залізниця
    .gen = залізниці
    .acc = залізницю
kk-edge-bridge = міст
    .gen = мосту
    .acc = міст
kk-terrain-plains = рівнини
kk-terrain-hills = пагорби
kk-terrain-mountains = гори
kk-terrain-swamp = болота
kk-terrain-desert = пустеля
kk-terrain-forest = ліс
kk-terrain-jungle = джунглі
kk-mark-capital = Столиця провінції: +1 до Сили її захисників, +2 до ліміту підрозділів (KK-CAP-01)
kk-sub-unknown = невідоме місце
    .in = у невідомому місці
    .to = до невідомого місця
    .from = з невідомого місця

## Хід

# $turn, $last; $season; $player; $phase.
kk-turn-label = Хід { $turn } з { $last } ({ $season }): { $player }, { $phase }
kk-turn-over = Хід { $turn }: гру завершено
kk-phase-economy = торгівля і будівництво
kk-phase-movement = рух

## Дії (що, за журналом, було зроблено)

kk-action-pick_colour = Біла грань: обери колір { $colour } (GAP-01)
# $amount одиниць $give за $get у $place (порт або караван-сарай).
kk-action-trade = Обміняй { $amount } { $amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[many] { $give-many }
    } на { $get-acc } { $place-in }
kk-action-recruit = Завербуй { $count } × { $unit } у провінції { $province }
kk-action-build = Збудуй { $building-acc } { $place-in }
kk-action-build_edge = Збудуй { $what-acc } { $from-from } { $to-to }
kk-action-upgrade = Покращ { $unit-acc } { $place-in }: { $upgrade }
kk-action-replenish = Поповни { $unit-acc } { $place-in }
kk-action-disband = Розпусти { $unit-acc } { $place-in }
kk-action-dismantle = Розбери { $building-acc } { $place-in }
kk-action-recruit_general = Найми генерала
kk-action-place_general = Розмісти { $general-acc } { $place-in }
kk-action-withdraw_general = Відклич { $general-acc } до резерву
kk-action-privileges = Надай провінції { $province } феодальні привілеї
kk-action-vassals = Скличи васалів провінції { $province }
kk-action-end_economy = Заверши торгівлю і будівництво
kk-action-recruit_upgraded = { $recruit }, з покращенням за пів ціни: { $upgrade } (KK-UNIT-16)
# Пропозиція іншій державі: кількості й ресурси; можливо, ще й одиниця стратегічного ресурсу.
kk-action-offer = Запропонуй { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $get_amount } { $get_amount ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-01)
kk-action-propose_peace = Запропонуй мир { $player-dat } (GAP-44)
kk-action-propose_alliance = Запропонуй союз { $player-dat } (GAP-44)
kk-action-declare_war = Оголоси війну { $player-dat }: угода скінчиться з початком руху цього ходу (GAP-44)
kk-action-offer_strategic = { $offer } і ще одиницю { $resource-gen }
kk-action-accept = Прийми: { $offer }
kk-action-decline = Відхили або відклич: { $offer }
kk-action-accept_unknown = Пропозиція, якої вже немає
kk-action-reform = Реформа: устрій — { $government }, доктрина — { $doctrine } (GAP-02)
kk-action-bombard = Обстріляй { $building-acc } { $place-in } { $unit-ins } (KK-CMB-31)
kk-action-field_works = Польові роботи: { $unit } { $unit-gender ->
        [pl] будують
       *[other] будує
    } { $what-acc } { $from-from } { $to-to } (GAP-27)
# $units: що рухається («3 × списники, 1 × лучники»).
kk-action-move = Переведи { $units } { $from-from } { $to-to }
kk-action-rail = Перевези { $units } залізницею { $from-from } { $to-to }
kk-action-logistics = Перекинь { $units } { $from-from } { $to-to } через логістичні центри
kk-action-engage = Атакуй { $target-acc } { $owner-gen } { $unit-ins }, підтримка: { $support }
kk-action-withdraw = Перерви бій
kk-action-flee = Тікай з бою (KK-CMB-21)
kk-action-stand = Стій і бийся далі (KK-CMB-21)
kk-action-call_tribes = Скличи племінних воїнів провінції { $province }: { $unit } × { $count } (KK-REC-23)
kk-action-no_tribes = Не скликай племінних воїнів провінції { $province } (KK-REC-23)
kk-action-fire = Обстріляй { $unit-ins } { $target-acc } { $owner-gen } { $place-in }
kk-action-plunder = Пограбуй { $building-acc } { $unit-ins }
kk-action-blow_up = Підірви { $building-acc } { $unit-ins }
kk-action-move_general = Переведи { $general-acc } { $to-to }
kk-action-regroup = Поверни до строю { $unit-acc } { $owner-gen }
kk-action-end_movement = Заверши рух

## Кнопки (що каже вибір, поки його не зроблено)

# $unit у $province: $cost за кожен підрозділ.
kk-choice-recruit = Завербуй { $unit-acc } у провінції { $province }: { $cost } за підрозділ (KK-REC-01)
kk-choice-cost = { $action }: { $cost }
kk-choice-refund = { $action }: повернення { $refund } (KK-REC-32, KK-BLD-05)
kk-choice-port = Торгівля через порт { $place-in }: віддаєш к6 за 1, на { $markets } менше завдяки ринкам (KK-TRADE-05, KK-TRADE-14)
kk-choice-caravanserai = Торгівля через караван-сарай { $place-in }: віддаєш к6+2 за 1, на { $markets } менше завдяки ринкам (KK-TRADE-09, KK-TRADE-14)
kk-choice-odds = { $action } — точний шанс на перемогу: { $percent }%
kk-amount-count = Скільки
kk-amount-give = Віддай
kk-amount-offer = Кількість
kk-amount-get = Натомість
kk-amount-support = Підрозділи підтримки
kk-amount-ask = Скільки натомість
kk-amount-upgrade = Покращення за пів ціни
kk-amount-no_upgrade = немає
kk-amount-strategic = Додатково одиниця стратегічного ресурсу
kk-amount-no_strategic = немає

## Значення

kk-value-number = { $number }
kk-value-nothing = нічого
kk-value-list = { $head }, { $tail }
kk-value-amount = { $count } { $count ->
        [one] { $resource-one }
        [few] { $resource-few }
       *[many] { $resource-many }
    }
kk-value-signed = { $sign }{ $count } { $count ->
        [one] { $resource-one }
        [few] { $resource-few }
       *[many] { $resource-many }
    }
kk-value-units = { $count } × { $unit }
kk-value-part = { $part } { $value }
kk-value-initiative = { $player }: { $die }{ $modifier ->
        [0] {""}
       *[other] {" "}(модифікатор { $modifier })
    }
kk-value-offer = { $from } пропонує { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $get_amount } { $get_amount ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    }
kk-value-offer_peace = { $from } пропонує мир { $to-dat }
kk-value-offer_alliance = { $from } пропонує союз { $to-dat }
kk-value-pact_peace = мир із { $player-ins }
kk-value-pact_alliance = союз із { $player-ins }
kk-value-pact_ending = { $pact } (оголошено війну)
kk-value-at_war_with_all = війна з усіма державами
kk-value-offer_strategic = { $offer } і ще одиницю { $resource-gen }
kk-value-strike_all = усі провінції
    .in = в усіх провінціях
kk-value-strike_national = національні провінції
    .in = у національних провінціях
kk-value-strike_conquered = завойовані провінції
    .in = у завойованих провінціях
kk-part-base = основа
kk-part-terrain = місцевість
kk-part-terrain_bonus = рідна місцевість
kk-part-capital = столиця
kk-part-stronghold = укріплення
kk-part-versus = проти свого роду
kk-part-versus_stronghold = проти укріплень
kk-part-experience = досвід
kk-part-upgrades = покращення
kk-part-doctrine = доктрина
kk-part-saltpetre = селітра
kk-part-general = генерал
kk-part-river = річка
kk-part-snow = сніг
kk-part-unsupplied = без постачання
kk-losses-both = рівні кубики: втрат зазнають обидві сторони
kk-losses-none = кубики різняться на 1: без втрат
kk-losses-lower = кубики різняться на 2: втрат зазнає сторона з меншим кубиком
kk-losses-lower_heavy = кубики різняться на 3: важких втрат зазнає сторона з меншим кубиком

## Події (журнал)

kk-event-turn = Хід { $turn } ({ $season }): { $drawer } кидає { $first } + { $second }: { $event } (GAP-02); на кубику погоди { $die }: { $weather } (GAP-03)
kk-event-colour = На Кубику кольору випадає { $face }: { $colour } (GAP-01)
kk-event-white = На Кубику кольору випадає { $face }: білий, кожна держава обирає свій колір (GAP-01)
kk-event-white_chosen = { $player } обирає колір { $colour }
kk-event-stock = { $player }: { $changes } — { $why }
kk-why-wealth = Багатство провінцій, KK-PROV-03
kk-why-buildings = будівлі, KK-TURN-08
kk-why-growth = зростання, KK-RES-07
kk-why-recruit = вербування, KK-REC-01
kk-why-build = будівництво, KK-BLD
kk-why-upgrade = покращення, KK-UNIT-14
kk-why-replenish = поповнення, GAP-29
kk-why-disband = розпуск підрозділу, KK-REC-32
kk-why-dismantle = розбирання будівлі, KK-BLD-05
kk-why-plunder = грабунок, KK-PLN-02
kk-why-general = генерал, GAP-34
kk-why-logistics = логістика, GAP-22
kk-why-exchange = обмін, KK-TRADE-01
kk-why-event = подія, GAP-02
kk-event-strategic_gained = { $player } отримує одиницю { $resource-gen } з провінції { $province } (KK-RES-12)
kk-event-strategic_spent = { $player } витрачає одиницю { $resource-gen } (KK-RES-14)
kk-event-strategic_given = { $from } передає { $to-dat } одиницю { $resource-gen } (KK-TRADE-03)
kk-event-heated = { $player } спалює на зиму одиницю { $resource-gen } (GAP-04)
kk-event-cold = { $player } не має чим опалювати: цього ходу задоволення рахується на рівень нижче (GAP-04)
kk-event-port_trade = { $player } торгує через порт { $place-in }: на кубику { $die }, курс { $rate } за 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $got } { $got ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-05, KK-TRADE-07)
kk-event-caravan_trade = { $player } торгує через караван-сарай { $place-in }: на кубику { $die }, курс { $rate } за 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $got } { $got ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-09)
kk-event-economy_phase = { $player } торгує і будує
kk-event-movement_phase = { $player } рухає війська
kk-event-economy_done = { $player } завершує торгівлю і будівництво
kk-event-initiative = Стратегічна ініціатива: { $rolls }; порядок руху: { $order } (KK-INIT-02)
kk-event-unit_placed = Новий підрозділ { $owner-gen } { $place-in }: { $unit }
kk-event-moved = { $owner }: { $count ->
        [one] { $count } підрозділ переходить
        [few] { $count } підрозділи переходять
       *[many] { $count } підрозділів переходять
    } { $from-from } { $to-to }
kk-event-moved_rail = { $owner }: { $count ->
        [one] { $count } підрозділ їде
        [few] { $count } підрозділи їдуть
       *[many] { $count } підрозділів їдуть
    } залізницею { $from-from } { $to-to } (KK-BLD-10)
kk-event-moved_logistics = { $owner }: { $count ->
        [one] { $count } підрозділ перекинуто
        [few] { $count } підрозділи перекинуто
       *[many] { $count } підрозділів перекинуто
    } { $from-from } { $to-to } (KK-BLD-16)
kk-event-retreated = { $owner }: { $count ->
        [one] { $count } підрозділ відступає
        [few] { $count } підрозділи відступають
       *[many] { $count } підрозділів відступають
    } { $from-from } { $to-to } (AMB-20)
kk-event-returned = { $owner }: { $count ->
        [one] { $count } підрозділ повертається
        [few] { $count } підрозділи повертаються
       *[many] { $count } підрозділів повертаються
    } { $from-from } { $to-to } (AMB-54)
kk-event-lost_destroyed = Знищено { $unit-acc } { $owner-gen } { $place-in } (GAP-28)
kk-event-lost_trapped = { $owner }: { $unit } не { $unit-gender ->
        [pl] мають куди відступити і пропадають
       *[other] має куди відступити і пропадає
    } { $place-in } (KK-CMB-19)
kk-event-lost_overrun = { $owner }: { $unit }, уже у безладі, { $unit-gender ->
        [pl] знову зазнають поразки і пропадають
       *[other] знову зазнає поразки і пропадає
    } { $place-in } (GAP-28)
kk-event-lost_disbanded = Розпущено { $unit-acc } { $owner-gen } { $place-in } (KK-REC-32)
kk-event-lost_eliminated = { $owner }: { $unit } { $place-in } { $unit-gender ->
        [pl] зникають
       *[other] зникає
    } разом зі своєю державою (KK-WIN-06)
kk-event-lost_no_room = { $owner }: { $unit } не { $unit-gender ->
        [pl] знаходять місця і пропадають
       *[other] знаходить місця і пропадає
    } { $place-in } (AMB-54)
kk-event-loss_level = { $owner }: { $unit } тепер { $unit-gender ->
        [pl] воюють
       *[other] воює
    } { $level }
kk-event-replenished = { $owner }: { $unit } — поповнення, на один рівень втрат менше (GAP-29)
kk-event-routed = { $owner }: { $unit } { $unit-gender ->
        [pl] тікають
       *[other] тікає
    } у безладі (KK-CMB-06)
kk-event-regrouped = { $owner }: { $unit } { $unit-gender ->
        [pl] повертаються
       *[other] повертається
    } до строю (GAP-30)
kk-event-experience = { $owner }: { $unit } { $unit-gender ->
        [pl] здобувають
       *[other] здобуває
    } { $count } { $count ->
        [one] очко
        [few] очки
       *[many] очок
    } досвіду (GAP-38)
kk-event-upgraded = Покращення для { $unit-gen }: { $upgrade } (GAP-32)
kk-event-supply = { $player }: { $count ->
        [one] { $count } підрозділ без постачання
        [few] { $count } підрозділи без постачання
       *[many] { $count } підрозділів без постачання
    } (GAP-31)
kk-event-movement_points = { $count ->
        [one] { $count } підрозділ готовий
        [few] { $count } підрозділи готові
       *[many] { $count } підрозділів готові
    } до руху (GAP-36)
kk-event-plundered = { $owner }: { $unit } — цього ходу грабунок уже здійснено
kk-event-acted = { $owner }: { $unit } — дію в цьому бою вже здійснено
kk-event-built = Збудовано { $building-acc } { $place-in }
kk-event-demolished = Більше немає { $building-gen } { $place-in }
kk-event-edge_built = Збудовано { $what-acc } { $from-from } { $to-to }
kk-event-edge_removed = Більше немає { $what-gen } { $from-from } { $to-to }
kk-event-entered = { $player } вступає до провінції { $province }
kk-event-taken = Провінція { $province } тепер належить { $player-dat } (KK-CAP-03)
kk-event-levy = Провінція { $province } скликає посполите рушення (KK-REC-19)
kk-event-privileged = Провінція { $province } отримує феодальні привілеї (KK-REC-29)
kk-event-battle = Бій { $place-in }: атака { $player-gen } на { $count } { $count ->
        [one] ворожий підрозділ
        [few] ворожі підрозділи
       *[many] ворожих підрозділів
    } (KK-CMB-01)
kk-event-battle_joined = До бою { $count ->
        [one] долучається ще { $count } підрозділ
        [few] долучаються ще { $count } підрозділи
       *[many] долучаються ще { $count } підрозділів
    }
kk-event-battle_begun = Бій починається
kk-event-battle_over = Бій { $place-in } завершено (KK-CMB-11)
kk-event-asked_flee = { $player } може втекти з бою { $place-in } або вистояти (KK-CMB-21, AMB-50)
kk-event-asked_tribes = Ворог вступає до провінції { $province }: { $player } може скликати племінних воїнів (KK-REC-23)
kk-event-fled = { $player } тікає з бою (KK-CMB-21)
kk-event-stood = { $player } стоїть і б'ється далі (KK-CMB-21)
kk-event-tribes_called = { $player } скликає племінних воїнів провінції { $province } (KK-REC-23)
kk-event-tribes_not_called = { $player } не скликає племінних воїнів провінції { $province } (KK-REC-23)
kk-event-answered = Відповідь дано
kk-event-fled_to = { $owner }: { $count ->
        [one] { $count } підрозділ тікає
        [few] { $count } підрозділи тікають
       *[many] { $count } підрозділів тікають
    } { $from-from } { $to-to } (AMB-50)
# Сутичка: підсумок нападника ($parts), підтримка, підсумок цілі.
kk-event-engaged_win = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } від підтримки
    } = { $total } { $unit-gender ->
        [pl] перемагають
       *[other] перемагає
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; перевага не більша за Мораль ({ $morale }): переможений відступає; { $losses } (KK-CMB-05, KK-CMB-07, GAP-35)
kk-event-engaged_rout = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } від підтримки
    } = { $total } { $unit-gender ->
        [pl] розбивають
       *[other] розбиває
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; перевага більша за Мораль ({ $morale }); { $losses } (KK-CMB-06, GAP-35)
kk-event-engaged_repulsed = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } від підтримки
    } = { $total } не { $unit-gender ->
        [pl] можуть
       *[other] може
    } здолати { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total } і { $unit-gender ->
        [pl] відступають
       *[other] відступає
    }, Мораль { $morale }; { $losses } (AMB-21, GAP-35)
kk-event-engaged_repulsed_rout = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } від підтримки
    } = { $total } { $unit-gender ->
        [pl] розбиваються
       *[other] розбивається
    } об { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total } і { $unit-gender ->
        [pl] тікають
       *[other] тікає
    } у безладі, Мораль { $morale }; { $losses } (KK-CMB-06, GAP-35)
kk-event-fire_hits = { $owner }: { $unit } { $unit-gender ->
        [pl] стріляють
       *[other] стріляє
    } (кубик { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } і { $unit-gender ->
        [pl] влучають
       *[other] влучає
    } у { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }, Мораль { $morale }; { $losses } (KK-CMB-29)
kk-event-fire_misses = { $owner }: { $unit } { $unit-gender ->
        [pl] стріляють
       *[other] стріляє
    } (кубик { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } і не { $unit-gender ->
        [pl] влучають
       *[other] влучає
    } у { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }, Мораль { $morale }; { $losses } (KK-CMB-30)
kk-event-bombard_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] обстрілюють
       *[other] обстрілює
    } { $building-acc } { $place-in }: на кубику { $die }, потрібно { $need }: будівлю знищено (KK-CMB-31, KK-CMB-32)
kk-event-bombard_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] обстрілюють
       *[other] обстрілює
    } { $building-acc } { $place-in }: на кубику { $die }, потрібно { $need }: без наслідків (KK-CMB-31, KK-CMB-32)
kk-event-offered = { $offer } (KK-TRADE-01)
kk-event-offer_accepted = Пропозицію прийнято: { $offer } (GAP-44)
kk-event-offer_declined = Пропозицію відхилено: { $offer }
kk-event-offer_withdrawn = Пропозицію відкликано або вона втратила чинність: { $offer }
kk-event-offer_gone = Однієї з пропозицій уже немає
kk-event-pact_peace = { $one } і { $other } укладають мир (GAP-44)
kk-event-pact_alliance = { $one } і { $other } укладають союз (GAP-44)
kk-event-war_declared = { $by } оголошує війну { $on-dat }: угода скінчиться з початком фази руху (GAP-44)
kk-event-pact_ended = { $one } і { $other } знову воюють (GAP-44)
kk-event-parted = { $owner }: { $count ->
        [one] { $count } підрозділ залишає
        [few] { $count } підрозділи залишають
       *[many] { $count } підрозділів залишають
    } землю колишнього союзника: { $from-from } { $to-to } (GAP-44)
kk-event-general_at = { $general } перебуває { $place-in }
kk-event-general_pool = { $general } чекає в резерві активних генералів
kk-event-general_captured = { $general } потрапляє в полон до { $player-gen } (KK-GENL-06)
kk-event-general_dead = { $general } гине (GAP-42)
kk-event-general_experience = { $general } здобуває { $count } { $count ->
        [one] очко
        [few] очки
       *[many] очок
    } досвіду (GAP-34)
kk-event-general_regrouped = { $general } повертає до строю один підрозділ (KK-GENL-10)
kk-event-signals_regrouped = { $owner }: { $unit } { $unit-gender ->
        [pl] повертаються
       *[other] повертається
    } до строю завдяки зв'язку ({ $by }) (KK-GENL-15)
kk-event-strikes = Страйки { $where-in } { $player-gen }: цього ходу вони не дають Багатства (GAP-11)
kk-event-contentment = Задоволення { $player-gen }: тепер { $level } (GAP-12)
kk-event-changed = Новий устрій { $player-gen }: { $government }; доктрина: { $doctrine }
kk-event-eliminated = { $player } втрачає останню провінцію і вибуває з гри (KK-WIN-06)

## Кінець гри

kk-outcome-elimination = Перемога в ході { $turn }: { $winners } — усі інші держави втратили свої провінції (KK-WIN-01)
kk-outcome-turn_limit = Перемога після ходу { $turn }: { $winners } — найбільше провінцій, а потім найбільше золота (GAP-51)

## Бічна панель

kk-panel-game = Гра
kk-panel-turn = Хід
kk-panel-of = { $turn } з { $last }
kk-panel-season = Пора року
kk-panel-event = Подія
kk-panel-weather = Погода
kk-panel-colour = Кубик кольору
kk-panel-acting = Зараз ходить
kk-panel-order = Порядок руху (KK-INIT)
kk-panel-strategic = Стратегічні ресурси
kk-panel-income = Дохід цього ходу
kk-panel-income_value = { $wealth } з Багатства, { $buildings } з будівель
kk-panel-contentment = Задоволення (GAP-10)
kk-panel-government = Устрій
kk-panel-doctrine = Доктрина
kk-panel-relations = Стосунки
kk-panel-generals = Генерали (GAP-34)
kk-panel-generals_value = { $held } з { $limit }
kk-panel-general_value = Командування { $command }, { $trait }, { $at }
kk-panel-general_at = { $place-in }
kk-panel-general_pool = у резерві
kk-panel-general_captured = у полоні { $player-gen }
kk-panel-states = Держави
kk-panel-standing = { $provinces ->
        [one] { $provinces } провінція
        [few] { $provinces } провінції
       *[many] { $provinces } провінцій
    }, { $gold } { $gold ->
        [one] золото
        [few] золота
       *[many] золота
    }
kk-panel-eliminated = поза грою
kk-panel-province = Провінція
kk-panel-region = Регіон (KK-CAP-02)
kk-panel-owner = Власник
kk-panel-wealth = Багатство (KK-PROV-02)
kk-panel-wealth_value = { $colour }, рівень { $level }
kk-panel-terrain = Місцевість (GAP-15)
kk-panel-stacking = Ліміт підрозділів, вартість кроку
kk-panel-stacking_value = { $limit } { $limit ->
        [one] підрозділ
        [few] підрозділи
       *[many] підрозділів
    }, { $move } { $move ->
        [one] очко
        [few] очки
       *[many] очок
    } руху (GAP-16, GAP-15)
kk-panel-building = Будівля
kk-panel-source = Джерело стратегічного ресурсу (GAP-18)
kk-panel-river = Тут тече річка: нею плавають річкові канонерки (GAP-26)
kk-panel-supply = Сюди сягає твоє постачання (KK-SUP)
kk-panel-yes = так
kk-panel-no = ні
kk-panel-units = Підрозділи
# One row of alike units: $count of them, $unit their kind
kk-panel-unit_count = { $count } × { $unit }
# $owner; $strength, $morale, $speed: the kind's numbers; $notes: kk-panel-unit_notes, or nothing for fresh units
kk-panel-unit_brief = { $owner }: сила { $strength }, мораль { $morale }, швидкість { $speed }{ $notes }
kk-panel-unit_fresh = {""}
kk-panel-unit_notes = ; досвід { $xp }, { $state }, { $routed }
kk-panel-trade = Торгівля
kk-panel-markets = Ринки в провінції (KK-TRADE-14)

## Відмови ($rule: ідентифікатор правила)

# $waiting: держава, яка зараз ходить.
# $phase: фаза, до якої це належить (kk-phase-*).
kk-refusal-wrong_phase = Це робиться у фазі «{ $phase }» ({ $rule }).
kk-refusal-pick_colour_first = На Кубику кольору випала біла грань: спершу обери колір, який принесе тобі ресурси в цьому ході ({ $rule }).
kk-refusal-not_used = Твоя держава не використовує цей ресурс ({ $rule }).
kk-refusal-no_trade_left = Цього ходу тут уже не можна торгувати ({ $rule }).
kk-refusal-bad_trade = Запропонуй певну кількість одного ресурсу в обмін на інший ({ $rule }).
kk-refusal-no_white = Біла грань не випала, тож нема з чого обирати ({ $rule }).
kk-refusal-cannot_afford = Бракує ресурсів: сторона, що віддає, і далі має мати все, що віддає, зокрема стратегічні ресурси ({ $rule }).
# $resource: перший ресурс, якого бракує; $need: скільки треба; $have: скільки є.
kk-refusal-short_of = Бракує { $resource-many }: треба { $need }, а в тебе { $have } ({ $rule }).
kk-refusal-needs_building = Бракує потрібної будівлі ({ $rule }).
kk-refusal-not_recruitable = Твоя держава не може вербувати цей підрозділ ({ $rule }).
kk-refusal-capital_barred = Місцевість столиці провінції не допускає цього підрозділу ({ $rule }).
kk-refusal-elite_limit = Держава може мати не більше одного елітного підрозділу ({ $rule }).
# $limit: скільки підрозділів може там стояти; $room: скільки ще вміститься.
kk-refusal-no_room = Немає місця: там може стояти не більше { $limit } { $limit ->
        [one] підрозділу
        [few] підрозділів
       *[many] підрозділів
    }, вміститься ще { $room } ({ $rule }).
kk-refusal-enemy_holds = У столиці провінції стоять ворожі підрозділи: набирати там можна, лише коли їх не залишиться ({ $rule }).
kk-refusal-slot_taken = Тут уже стоїть будівля ({ $rule }).
kk-refusal-bad_place = Це тут збудувати не можна ({ $rule }).
kk-refusal-no_strategic_source = Караван-сараю потрібне джерело стратегічного ресурсу в його провінції ({ $rule }).
kk-refusal-not_own_province = Лише у власних провінціях ({ $rule }).
kk-refusal-enemy_present = У провінції є ворожі підрозділи ({ $rule }).
kk-refusal-no_upgrade = Це покращення не підходить цьому підрозділу або вже в нього є ({ $rule }).
kk-refusal-no_replenish = Цей підрозділ зараз не можна поповнити ({ $rule }).
# $held: скільки генералів має держава; $limit: скільки їх може бути.
kk-refusal-general_limit = Твоя держава може мати не більше { $limit } { $limit ->
        [one] генерала
        [few] генералів
       *[many] генералів
    }, а має вже { $held } ({ $rule }).
kk-refusal-no_generals_left = Усі генерали твоєї держави вже найняті ({ $rule }).
kk-refusal-no_such_general = Такого генерала немає, або він уже рухався цього ходу ({ $rule }).
kk-refusal-no_vassals = Привілеї й васали потребують феодальної монархії та привілейованої провінції ({ $rule }).
kk-refusal-not_a_step = Це не один крок ({ $rule }).
kk-refusal-barred = Ці підрозділи не можуть увійти на цю місцевість ({ $rule }).
kk-refusal-no_such_units = Тут немає стількох підрозділів, здатних рухатися ({ $rule }).
kk-refusal-battle_first = Спершу проведи бій ({ $rule }).
kk-refusal-in_battle = Підрозділи в бою лишаються в ньому ({ $rule }).
kk-refusal-no_battle = Ти не ведеш жодного бою ({ $rule }).
kk-refusal-not_ready = Цей підрозділ уже діяв у цьому бою ({ $rule }).
kk-refusal-covered = Цей підрозділ прикритий, доки лишаються інші підрозділи його сторони ({ $rule }).
# $range: дальність стрільби в підпровінціях (0: немає).
kk-refusal-out_of_range = Поза досяжністю: { $range ->
        [0] цей підрозділ не стріляє на відстань
        [one] цей підрозділ стріляє на { $range } підпровінцію
        [few] цей підрозділ стріляє не далі ніж на { $range } підпровінції
       *[many] цей підрозділ стріляє не далі ніж на { $range } підпровінцій
    } ({ $rule }).
kk-refusal-no_plunder = Тут нічого грабувати, або цього ходу вже грабували ({ $rule }).
kk-refusal-no_demolish = Цей підрозділ не може тут підірвати будівлю ({ $rule }).
kk-refusal-no_rail = Звідси туди залізницею не проїхати ({ $rule }).
kk-refusal-walked_first = Поїздка залізницею має починати рух: ці підрозділи вже зробили крок у цій фазі ({ $rule }).
kk-refusal-no_logistics = Для цього немає з’єднаних логістичних центрів ({ $rule }).
kk-refusal-hostile = Генерал ніколи не заходить у ворожі підрозділи ({ $rule }).
kk-refusal-no_regroup = Жоден генерал зараз не може повернути цей підрозділ до строю ({ $rule }).
kk-refusal-no_reform = Подія цього ходу не дозволяє твоїй державі це змінити ({ $rule }).
kk-refusal-no_bombard = Тут немає ворожої будівлі, яку цей підрозділ міг би обстріляти ({ $rule }).
kk-refusal-bad_input = Немає такого місця чи підрозділу ({ $rule }).
kk-refusal-seats = У «Чотири корони» грають усі чотири держави, у порядку місць за столом.
kk-refusal-unknown_scenario = Невідомий сценарій: { $scenario }

## Підказка: що держава, чия зараз черга, може зробити і чому (задача 19)

kk-guide-pick_colour = На Кубику кольору випала біла грань: обери колір, який принесе тобі ресурси в цьому ході. Кожна твоя провінція цього кольору дасть стільки ресурсу цього кольору, скільки становить її рівень Багатства.
kk-guide-economy = Твоя черга торгувати й будувати: торгуй через свої порти й караван-сараї, вербуй у провінціях з потрібними будівлями, будуй, покращуй і поповнюй підрозділи, розміщуй генералів, розплачуючись ресурсами. Інші держави діють у порядку місць за столом. Коли закінчиш, натисни «{ kk-action-end_economy }».
kk-guide-movement = Твій рух: армії переходять з підпровінції до підпровінції так далеко, як дозволяє їхня Швидкість, а дороги вдвічі зменшують вартість. Вхід до підпровінції, де стоять ворожі підрозділи, починає бій; підрозділи на узбережжі чи в гавані можуть сісти на твої кораблі, а ті, що на борту, — висадитися. Коли закінчиш, натисни «{ kk-action-end_movement }».
kk-guide-movement_air = Твій рух: армії йдуть так далеко, як дозволяє їхня Швидкість, а кожен твій літак на базі може виконати одну місію — удар по підрозділу, бомбардування або переліт на іншу базу. Ворожі винищувачі й зенітні гармати біля цілі можуть перехопити її першими. Коли закінчиш, натисни «{ kk-action-end_movement }».
# $place: підпровінція, за яку точиться бій.
kk-guide-battle = Бій { $place-in }: обери один свій підрозділ, який атакує один ворожий; інші можуть підтримати його половиною своєї Сили. Кожна сторона додає к4, перемагає більша сума, а нічия означає невдалу атаку. Завершити бій можна кнопкою «{ kk-action-withdraw }».
kk-guide-flee = Ворог атакує тебе { $place-in }: між сутичками можна втекти — кожен твій підрозділ звідти йде до найближчої вільної підпровінції з місцем, не розбитий, а поле лишається ворогові — або вистояти й битися далі.
kk-guide-tribes = Ворог вступив до провінції { $province }: можна зараз скликати її племінних воїнів (від одного до трьох підрозділів залежно від будівель, безкоштовно, у столиці провінції) або зберегти це право на потім.

## Генерали (GAP-34: по шість у резерві кожної держави)
## Відмінок: .acc.

kk-general-khanate_0 = Бату-хан
    .acc = Бату-хана
kk-general-khanate_1 = Субедей
    .acc = Субедея
kk-general-khanate_2 = Джебе
    .acc = Джебе
kk-general-khanate_3 = Тогрул
    .acc = Тогрула
kk-general-khanate_4 = Арслан
    .acc = Арслана
kk-general-khanate_5 = Кайду
    .acc = Кайду
kk-general-kingdom_0 = Сер Емері
    .acc = сера Емері
kk-general-kingdom_1 = Сер Роланд
    .acc = сера Роланда
kk-general-kingdom_2 = Леді Ізольда
    .acc = леді Ізольду
kk-general-kingdom_3 = Сер Гаспар
    .acc = сера Гаспара
kk-general-kingdom_4 = Сер Тібо
    .acc = сера Тібо
kk-general-kingdom_5 = Леді Матильда
    .acc = леді Матильду
kk-general-empire_0 = Генерал Волков
    .acc = генерала Волкова
kk-general-empire_1 = Генерал Орлов
    .acc = генерала Орлова
kk-general-empire_2 = Генерал Соколова
    .acc = генерал Соколову
kk-general-empire_3 = Генерал Морозов
    .acc = генерала Морозова
kk-general-empire_4 = Генерал Бєлов
    .acc = генерала Бєлова
kk-general-empire_5 = Генерал Зорін
    .acc = генерала Зоріна
kk-general-republic_0 = Капітан Доріа
    .acc = капітана Доріа
kk-general-republic_1 = Капітан Сфорца
    .acc = капітана Сфорцу
kk-general-republic_2 = Капітан Коллеоні
    .acc = капітана Коллеоні
kk-general-republic_3 = Капітан Вітеллі
    .acc = капітана Вітеллі
kk-general-republic_4 = Капітан Орсіні
    .acc = капітана Орсіні
kk-general-republic_5 = Капітан Гаттамелата
    .acc = капітана Гаттамелату

## Мапа Чотирьох корон (GAP-45)
## Регіони
kk-region-steppe = Степ
kk-region-heartland = Корінні землі
kk-region-north = Північ
kk-region-coast = Узбережжя
kk-region-silk_road = Шовковий шлях

## Провінції
kk-province-p_kara_ordu = Кара-Орду
kk-province-p_altan_tala = Алтан-Тала
kk-province-p_sarybay = Сарибай
kk-province-p_kyzyl_tash = Кизил-Таш
kk-province-p_orman_bel = Орман-Бел
kk-province-p_karakum = Каракум
kk-province-p_valmont = Вальмон
kk-province-p_brenneval = Бренваль
kk-province-p_bellerive = Бельрів
kk-province-p_grisfort = Грізфор
kk-province-p_sombrebois = Сомбрбуа
kk-province-p_hautemarche = Отмарш
kk-province-p_kholmgard = Холмгард
kk-province-p_zaryansk = Зарянськ
kk-province-p_ledmark = Ледмарк
kk-province-p_kamenograd = Кам’яноград
kk-province-p_stalnov = Стальнов
kk-province-p_taigavik = Тайгавік
kk-province-p_serenza = Серенца
kk-province-p_valdora = Вальдора
kk-province-p_porto_alba = Порто-Альба
kk-province-p_monteferro = Монтеферро
kk-province-p_fornacia = Форнація
kk-province-p_selvanera = Сельванера
kk-province-p_meravand = Мераванд
kk-province-p_sogdara = Согдара
kk-province-p_kuhsar = Кухсар
kk-province-p_bandar_zeyn = Бандар-Зейн

## Підпровінції
## Звороти з прийменником: .in (де?), .to (куди?), .from (звідки?).
kk-sub-s_kara_ordu_1 = Стійбище Кара-Орду
    .in = у Стійбищі Кара-Орду
    .to = до Стійбища Кара-Орду
    .from = зі Стійбища Кара-Орду
kk-sub-s_kara_ordu_2 = Луки Кара-Орду
    .in = на Луках Кара-Орду
    .to = на Луки Кара-Орду
    .from = з Лук Кара-Орду
kk-sub-s_kara_ordu_3 = Кургани Кара-Орду
    .in = біля Курганів Кара-Орду
    .to = до Курганів Кара-Орду
    .from = від Курганів Кара-Орду
kk-sub-s_kara_ordu_4 = Ліси Кара-Орду
    .in = у Лісах Кара-Орду
    .to = до Лісів Кара-Орду
    .from = з Лісів Кара-Орду
kk-sub-s_altan_tala_1 = Кінський торг Алтан-Тала
    .in = на Кінському торгу Алтан-Тала
    .to = на Кінський торг Алтан-Тала
    .from = з Кінського торгу Алтан-Тала
kk-sub-s_altan_tala_2 = Степи Алтан-Тала
    .in = у Степах Алтан-Тала
    .to = до Степів Алтан-Тала
    .from = зі Степів Алтан-Тала
kk-sub-s_altan_tala_3 = Піски Алтан-Тала
    .in = на Пісках Алтан-Тала
    .to = на Піски Алтан-Тала
    .from = з Пісків Алтан-Тала
kk-sub-s_sarybay_1 = Гавань Сарибай
    .in = у Гавані Сарибай
    .to = до Гавані Сарибай
    .from = з Гавані Сарибай
kk-sub-s_sarybay_2 = Коса Сарибай
    .in = на Косі Сарибай
    .to = на Косу Сарибай
    .from = з Коси Сарибай
kk-sub-s_kyzyl_tash_1 = Брама Кизил-Таш
    .in = біля Брами Кизил-Таш
    .to = до Брами Кизил-Таш
    .from = від Брами Кизил-Таш
kk-sub-s_kyzyl_tash_2 = Вершини Кизил-Таш
    .in = на Вершинах Кизил-Таш
    .to = на Вершини Кизил-Таш
    .from = з Вершин Кизил-Таш
kk-sub-s_kyzyl_tash_3 = Скелі Кизил-Таш
    .in = на Скелях Кизил-Таш
    .to = на Скелі Кизил-Таш
    .from = зі Скель Кизил-Таш
kk-sub-s_orman_bel_1 = Застава Орман-Бел
    .in = на Заставі Орман-Бел
    .to = на Заставу Орман-Бел
    .from = із Застави Орман-Бел
kk-sub-s_orman_bel_2 = Пуща Орман-Бел
    .in = у Пущі Орман-Бел
    .to = до Пущі Орман-Бел
    .from = з Пущі Орман-Бел
kk-sub-s_karakum_1 = Колодязі Каракум
    .in = біля Колодязів Каракум
    .to = до Колодязів Каракум
    .from = від Колодязів Каракум
kk-sub-s_karakum_2 = Дюни Каракум
    .in = на Дюнах Каракум
    .to = на Дюни Каракум
    .from = з Дюн Каракум
kk-sub-s_karakum_3 = Солончаки Каракум
    .in = на Солончаках Каракум
    .to = на Солончаки Каракум
    .from = із Солончаків Каракум
kk-sub-s_valmont_1 = Замок Вальмон
    .in = у Замку Вальмон
    .to = до Замку Вальмон
    .from = із Замку Вальмон
kk-sub-s_valmont_2 = Поля Вальмон
    .in = на Полях Вальмон
    .to = на Поля Вальмон
    .from = з Полів Вальмон
kk-sub-s_valmont_3 = Пагорби Вальмон
    .in = на Пагорбах Вальмон
    .to = на Пагорби Вальмон
    .from = з Пагорбів Вальмон
kk-sub-s_valmont_4 = Ловища Вальмон
    .in = у Ловищах Вальмон
    .to = до Ловищ Вальмон
    .from = з Ловищ Вальмон
kk-sub-s_brenneval_1 = Торжище Бренваль
    .in = на Торжищі Бренваль
    .to = на Торжище Бренваль
    .from = з Торжища Бренваль
kk-sub-s_brenneval_2 = Фільварки Бренваль
    .in = у Фільварках Бренваль
    .to = до Фільварків Бренваль
    .from = з Фільварків Бренваль
kk-sub-s_bellerive_1 = Гавань Бельрів
    .in = у Гавані Бельрів
    .to = до Гавані Бельрів
    .from = з Гавані Бельрів
kk-sub-s_bellerive_2 = Висоти Бельрів
    .in = на Висотах Бельрів
    .to = на Висоти Бельрів
    .from = з Висот Бельрів
kk-sub-s_bellerive_3 = Трясовини Бельрів
    .in = на Трясовинах Бельрів
    .to = на Трясовини Бельрів
    .from = з Трясовин Бельрів
kk-sub-s_grisfort_1 = Твердиня Грізфор
    .in = у Твердині Грізфор
    .to = до Твердині Грізфор
    .from = з Твердині Грізфор
kk-sub-s_grisfort_2 = Вершини Грізфор
    .in = на Вершинах Грізфор
    .to = на Вершини Грізфор
    .from = з Вершин Грізфор
kk-sub-s_grisfort_3 = Ліси Грізфор
    .in = у Лісах Грізфор
    .to = до Лісів Грізфор
    .from = з Лісів Грізфор
kk-sub-s_sombrebois_1 = Лісництво Сомбрбуа
    .in = у Лісництві Сомбрбуа
    .to = до Лісництва Сомбрбуа
    .from = з Лісництва Сомбрбуа
kk-sub-s_sombrebois_2 = Пуща Сомбрбуа
    .in = у Пущі Сомбрбуа
    .to = до Пущі Сомбрбуа
    .from = з Пущі Сомбрбуа
kk-sub-s_sombrebois_3 = Кряж Сомбрбуа
    .in = на Кряжі Сомбрбуа
    .to = на Кряж Сомбрбуа
    .from = з Кряжу Сомбрбуа
kk-sub-s_hautemarche_1 = Місто Отмарш
    .in = у Місті Отмарш
    .to = до Міста Отмарш
    .from = з Міста Отмарш
kk-sub-s_hautemarche_2 = Бори Отмарш
    .in = у Борах Отмарш
    .to = до Борів Отмарш
    .from = з Борів Отмарш
kk-sub-s_hautemarche_3 = Болота Отмарш
    .in = на Болотах Отмарш
    .to = на Болота Отмарш
    .from = з Боліт Отмарш
kk-sub-s_kholmgard_1 = Цитадель Холмгард
    .in = у Цитаделі Холмгард
    .to = до Цитаделі Холмгард
    .from = із Цитаделі Холмгард
kk-sub-s_kholmgard_2 = Вершини Холмгард
    .in = на Вершинах Холмгард
    .to = на Вершини Холмгард
    .from = з Вершин Холмгард
kk-sub-s_kholmgard_3 = Тайга Холмгард
    .in = у Тайзі Холмгард
    .to = до Тайги Холмгард
    .from = з Тайги Холмгард
kk-sub-s_kholmgard_4 = Ліси Холмгард
    .in = у Лісах Холмгард
    .to = до Лісів Холмгард
    .from = з Лісів Холмгард
kk-sub-s_zaryansk_1 = Місто Зарянськ
    .in = у Місті Зарянськ
    .to = до Міста Зарянськ
    .from = з Міста Зарянськ
kk-sub-s_zaryansk_2 = Горби Зарянськ
    .in = на Горбах Зарянськ
    .to = на Горби Зарянськ
    .from = з Горбів Зарянськ
kk-sub-s_zaryansk_3 = Вершини Зарянськ
    .in = на Вершинах Зарянськ
    .to = на Вершини Зарянськ
    .from = з Вершин Зарянськ
kk-sub-s_ledmark_1 = Гавань Ледмарк
    .in = у Гавані Ледмарк
    .to = до Гавані Ледмарк
    .from = з Гавані Ледмарк
kk-sub-s_ledmark_2 = Тайга Ледмарк
    .in = у Тайзі Ледмарк
    .to = до Тайги Ледмарк
    .from = з Тайги Ледмарк
kk-sub-s_ledmark_3 = Льодовик Ледмарк
    .in = на Льодовику Ледмарк
    .to = на Льодовик Ледмарк
    .from = з Льодовика Ледмарк
kk-sub-s_kamenograd_1 = Шахти Кам’яноград
    .in = біля Шахт Кам’яноград
    .to = до Шахт Кам’яноград
    .from = від Шахт Кам’яноград
kk-sub-s_kamenograd_2 = Скелі Кам’яноград
    .in = на Скелях Кам’яноград
    .to = на Скелі Кам’яноград
    .from = зі Скель Кам’яноград
kk-sub-s_kamenograd_3 = Кряж Кам’яноград
    .in = на Кряжі Кам’яноград
    .to = на Кряж Кам’яноград
    .from = з Кряжу Кам’яноград
kk-sub-s_stalnov_1 = Заводи Стальнов
    .in = на Заводах Стальнов
    .to = на Заводи Стальнов
    .from = із Заводів Стальнов
kk-sub-s_stalnov_2 = Схили Стальнов
    .in = на Схилах Стальнов
    .to = на Схили Стальнов
    .from = зі Схилів Стальнов
kk-sub-s_stalnov_3 = Шпиль Стальнов
    .in = на Шпилі Стальнов
    .to = на Шпиль Стальнов
    .from = зі Шпиля Стальнов
kk-sub-s_taigavik_1 = Гавань Тайгавік
    .in = у Гавані Тайгавік
    .to = до Гавані Тайгавік
    .from = з Гавані Тайгавік
kk-sub-s_taigavik_2 = Драговина Тайгавік
    .in = на Драговині Тайгавік
    .to = на Драговину Тайгавік
    .from = з Драговини Тайгавік
kk-sub-s_serenza_1 = Форум Серенца
    .in = на Форумі Серенца
    .to = на Форум Серенца
    .from = з Форуму Серенца
kk-sub-s_serenza_2 = Поля Серенца
    .in = на Полях Серенца
    .to = на Поля Серенца
    .from = з Полів Серенца
kk-sub-s_serenza_3 = Горби Серенца
    .in = на Горбах Серенца
    .to = на Горби Серенца
    .from = з Горбів Серенца
kk-sub-s_serenza_4 = Ліси Серенца
    .in = у Лісах Серенца
    .to = до Лісів Серенца
    .from = з Лісів Серенца
kk-sub-s_valdora_1 = Млини Вальдора
    .in = біля Млинів Вальдора
    .to = до Млинів Вальдора
    .from = від Млинів Вальдора
kk-sub-s_valdora_2 = Фільварки Вальдора
    .in = у Фільварках Вальдора
    .to = до Фільварків Вальдора
    .from = з Фільварків Вальдора
kk-sub-s_valdora_3 = Гай Вальдора
    .in = у Гаю Вальдора
    .to = до Гаю Вальдора
    .from = з Гаю Вальдора
kk-sub-s_porto_alba_1 = Пристань Порто-Альба
    .in = на Пристані Порто-Альба
    .to = на Пристань Порто-Альба
    .from = з Пристані Порто-Альба
kk-sub-s_porto_alba_2 = Кручі Порто-Альба
    .in = на Кручах Порто-Альба
    .to = на Кручі Порто-Альба
    .from = з Круч Порто-Альба
kk-sub-s_porto_alba_3 = Лагуна Порто-Альба
    .in = у Лагуні Порто-Альба
    .to = до Лагуни Порто-Альба
    .from = з Лагуни Порто-Альба
kk-sub-s_monteferro_1 = Місто Монтеферро
    .in = у Місті Монтеферро
    .to = до Міста Монтеферро
    .from = з Міста Монтеферро
kk-sub-s_monteferro_2 = Нагір’я Монтеферро
    .in = на Нагір’ї Монтеферро
    .to = на Нагір’я Монтеферро
    .from = з Нагір’я Монтеферро
kk-sub-s_fornacia_1 = Арсенал Форнація
    .in = в Арсеналі Форнація
    .to = до Арсеналу Форнація
    .from = з Арсеналу Форнація
kk-sub-s_fornacia_2 = Висоти Форнація
    .in = на Висотах Форнація
    .to = на Висоти Форнація
    .from = з Висот Форнація
kk-sub-s_fornacia_3 = Рівнина Форнація
    .in = на Рівнині Форнація
    .to = на Рівнину Форнація
    .from = з Рівнини Форнація
kk-sub-s_selvanera_1 = Форпост Сельванера
    .in = у Форпості Сельванера
    .to = до Форпосту Сельванера
    .from = з Форпосту Сельванера
kk-sub-s_selvanera_2 = Мис Сельванера
    .in = на Мисі Сельванера
    .to = на Мис Сельванера
    .from = з Мису Сельванера
kk-sub-s_selvanera_3 = Мангри Сельванера
    .in = у Манграх Сельванера
    .to = до Мангрів Сельванера
    .from = з Мангрів Сельванера
kk-sub-s_meravand_1 = Оаза Мераванд
    .in = в Оазі Мераванд
    .to = до Оази Мераванд
    .from = з Оази Мераванд
kk-sub-s_meravand_2 = Перевал Мераванд
    .in = на Перевалі Мераванд
    .to = на Перевал Мераванд
    .from = з Перевалу Мераванд
kk-sub-s_meravand_3 = Піски Мераванд
    .in = на Пісках Мераванд
    .to = на Піски Мераванд
    .from = з Пісків Мераванд
kk-sub-s_sogdara_1 = Базар Согдара
    .in = на Базарі Согдара
    .to = на Базар Согдара
    .from = з Базару Согдара
kk-sub-s_sogdara_2 = Дюни Согдара
    .in = на Дюнах Согдара
    .to = на Дюни Согдара
    .from = з Дюн Согдара
kk-sub-s_sogdara_3 = Пустища Согдара
    .in = на Пустищах Согдара
    .to = на Пустища Согдара
    .from = з Пустищ Согдара
kk-sub-s_kuhsar_1 = Цитадель Кухсар
    .in = у Цитаделі Кухсар
    .to = до Цитаделі Кухсар
    .from = із Цитаделі Кухсар
kk-sub-s_kuhsar_2 = Передгір’я Кухсар
    .in = у Передгір’ї Кухсар
    .to = до Передгір’я Кухсар
    .from = з Передгір’я Кухсар
kk-sub-s_kuhsar_3 = Червоний кряж Кухсар
    .in = на Червоному кряжі Кухсар
    .to = на Червоний кряж Кухсар
    .from = з Червоного кряжу Кухсар
kk-sub-s_bandar_zeyn_1 = Порт Бандар-Зейн
    .in = у Порту Бандар-Зейн
    .to = до Порту Бандар-Зейн
    .from = з Порту Бандар-Зейн
kk-sub-s_bandar_zeyn_2 = Солеварні Бандар-Зейн
    .in = біля Солеварень Бандар-Зейн
    .to = до Солеварень Бандар-Зейн
    .from = від Солеварень Бандар-Зейн
kk-sub-s_bandar_zeyn_3 = Висоти Бандар-Зейн
    .in = на Висотах Бандар-Зейн
    .to = на Висоти Бандар-Зейн
    .from = з Висот Бандар-Зейн

## Моря
kk-sub-sea_west_1 = Китова протока
    .in = у Китовій протоці
    .to = до Китової протоки
    .from = з Китової протоки
kk-sub-sea_west_2 = Сіра безодня
    .in = у Сірій безодні
    .to = до Сірої безодні
    .from = із Сірої безодні
kk-sub-sea_west_3 = Чаплина затока
    .in = у Чаплиній затоці
    .to = до Чаплиної затоки
    .from = з Чаплиної затоки
kk-sub-sea_west_4 = Західні води
    .in = у Західних водах
    .to = до Західних вод
    .from = із Західних вод
kk-sub-sea_east_1 = Крижана затока
    .in = у Крижаній затоці
    .to = до Крижаної затоки
    .from = з Крижаної затоки
kk-sub-sea_east_2 = Бурштинова безодня
    .in = у Бурштиновій безодні
    .to = до Бурштинової безодні
    .from = з Бурштинової безодні
kk-sub-sea_east_3 = Зейнська затока
    .in = у Зейнській затоці
    .to = до Зейнської затоки
    .from = із Зейнської затоки
kk-sub-sea_east_4 = Пряні води
    .in = у Пряних водах
    .to = до Пряних вод
    .from = з Пряних вод

## Повітряна війна (KK-AIR)

kk-action-air_strike = Атакуй з повітря { $unit-ins } { $target-acc } { $owner-gen } { $place-in } (KK-AIR-04)
kk-action-bomb = Розбомби { $building-acc } { $place-in } { $unit-ins } (будівлю руйнує к8 від { $need } і вище, KK-AIR-10)
kk-action-rebase = Переліт { $unit-gen } на базу { $to-in } (KK-AIR-01)
kk-choice-air_odds = { $action } — шанси: { $percent }% влучити (без втрат, понесених дорогою); { $through }% прорватися крізь винищувачі ({ $fighters }) і зенітні гармати ({ $guns }) (KK-AIR-05…08)
kk-choice-air_odds_clear = { $action } — шанси: { $percent }% влучити; ворожих винищувачів і зенітних гармат поблизу немає (KK-AIR-04…08)
kk-event-flown = { $owner }: { $count ->
        [one] { $count } літак летить
        [few] { $count } літаки летять
       *[many] { $count } літаків летять
    } { $from-from } { $to-to } (KK-AIR-01)
kk-event-strike_hits = { $owner }: { $unit } { $unit-gender ->
        [pl] атакують
       *[other] атакує
    } з повітря (кубик { $die }: { $parts }) = { $total } і { $unit-gender ->
        [pl] влучають
       *[other] влучає
    } у { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; без відповіді (KK-AIR-04)
kk-event-strike_misses = { $owner }: { $unit } { $unit-gender ->
        [pl] атакують
       *[other] атакує
    } з повітря (кубик { $die }: { $parts }) = { $total }, але не { $unit-gender ->
        [pl] влучають
       *[other] влучає
    } у { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; повернення на базу без відповіді (KK-AIR-04)
kk-event-intercept_wins = { $owner }: { $unit } { $unit-gender ->
        [pl] перехоплюють
       *[other] перехоплює
    } (кубик { $die }: { $parts }) = { $total } і { $unit-gender ->
        [pl] перемагають
       *[other] перемагає
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses } (KK-AIR-07, KK-AIR-08)
kk-event-intercept_fails = { $owner }: { $unit } { $unit-gender ->
        [pl] перехоплюють
       *[other] перехоплює
    } (кубик { $die }: { $parts }) = { $total }, але { $target } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total } { $target-gender ->
        [pl] прориваються
       *[other] проривається
    } далі; { $losses } (KK-AIR-08)
kk-event-aa_hits = { $owner }: зенітний вогонь: { $unit } (кубик { $die }: { $parts }) = { $total } { $unit-gender ->
        [pl] влучають
       *[other] влучає
    } у { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; на к6 { $d6 } (5 або 6 повертає місію) (KK-AIR-05, KK-AIR-06)
kk-event-aa_misses = { $owner }: зенітний вогонь: { $unit } (кубик { $die }: { $parts }) = { $total } не { $unit-gender ->
        [pl] влучають
       *[other] влучає
    } у { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; на к6 { $d6 } (5 або 6 повертає місію) (KK-AIR-05, KK-AIR-06)
kk-event-mission_aborted = { $owner }: { $unit } { $unit-gender ->
        [pl] повертаються
       *[other] повертається
    } на базу: місію перервано (KK-AIR-06, KK-AIR-09)
kk-event-bomb_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] бомбардують
       *[other] бомбардує
    } { $building-acc } { $place-in }: на к8 { $die }, потрібно { $need } або більше: будівлю знищено (KK-AIR-10, AMB-62)
kk-event-bomb_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] бомбардують
       *[other] бомбардує
    } { $building-acc } { $place-in }: на к8 { $die }, потрібно { $need } або більше: без наслідків (KK-AIR-10, AMB-62)
kk-event-base_taken = { $player }: { $unit } { $owner-gen } { $place-in } { $unit-gender ->
        [pl] переходять
       *[other] переходить
    } до його рук, бо база не мала захисників (KK-UNIT-18, AMB-44)
kk-refusal-no_mission = Цей літак зараз не може летіти: він має стояти на своїй базі, ще не літати в цей хід і не прибути в ньому ({ $rule }).
kk-refusal-air_range = Поза досяжністю: { $range ->
        [one] цей літак долітає на { $range } підпровінцію від бази
        [few] цей літак долітає не далі ніж на { $range } підпровінції від бази
       *[many] цей літак долітає не далі ніж на { $range } підпровінцій від бази
    } ({ $rule }).
kk-refusal-air_target = Літаки атакують лише винищувачі й зенітні підрозділи ({ $rule }).
kk-refusal-no_bombing = Там немає ворожої будівлі, або цей літак не несе бомб ({ $rule }).
kk-refusal-no_base = Це не ваша база для цього літака: потрібен ваш аеродром (для гідролітака також ваша підпровінція біля річки, на болотах чи на узбережжі) ({ $rule }).
## Полонені й табори (KK-POW, частина 2)
kk-action-win_over = Спробуй переманити полоненого: { $prisoner } (к8: переходить на 1, нейтральний підрозділ на 1–2; одна спроба, KK-POW-06)
kk-action-liquidate = Ліквідуй полоненого: { $prisoner } (KK-POW-05)
kk-action-transfer = Переведи полоненого: { $prisoner } до табору { $place-in } (раз на хід, KK-POW-10)
kk-action-offer_prisoners = Запропонуй { $to-dat } обмін полоненими: передаєш: { $release }, просиш видати: { $ask }; даєш { $give }: { $give_amount }, просиш { $get }: { $get_amount } (KK-POW-04)
kk-action-surrender = Здай у полон: { $prisoner } — до таборів оборонця (KK-POW-08)
kk-value-prisoner = { $unit } { $owner-gen }
kk-value-offer_prisoners = { $offer }; передає: { $release }, просить видати: { $ask } (KK-POW-04)
kk-event-captured = У полон до { $player-gen } потрапляє: { $prisoner }, до табору { $place-in } (KK-POW-01, GAP-42)
kk-event-surrendered = Здається в полон до { $player-gen }: { $prisoner }, табір { $place-in } (KK-POW-08)
kk-event-won_over = Переманено: { $prisoner } (к8 = { $die }, KK-POW-06)
kk-event-not_won_over = Не вдалося переманити: { $prisoner } (к8 = { $die }; більше спроб не буде, KK-POW-06)
kk-event-prisoner_freed = Виходить з полону як підрозділ { $player-gen } { $place-in }: { $prisoner } (AMB-45)
kk-event-liquidated = Полоненого ліквідовано: { $prisoner } (KK-POW-05)
kk-event-prisoner_lost = Пропадає разом із табором: { $prisoner } (KK-POW-09)
kk-event-prisoner_moved = Тепер у полоні { $player-gen }, табір { $place-in }: { $prisoner } (KK-POW-10, KK-POW-09)
kk-event-general_won_over = { $general } переходить на бік { $player-gen } і чекає в його резерві (KK-POW-11)
kk-counter-prisoner = ПОЛ
kk-counter-prisoner_title = { $count } × { $unit } { $owner-gen }, у полоні { $player-gen } (KK-POW-01)
kk-panel-prisoners = Полонені (KK-POW, GAP-41)
kk-panel-prisoners_value = у полоні: { $held }; вільних місць у таборах: { $free } з { $places }
kk-refusal-no_prisoner = Це не полонений твоєї держави ({ $rule }).
kk-refusal-not_theirs = Полоненими обмінюються лише держава, що їх тримає, і держава, якій вони належать, хіба що однією зі сторін є купецька республіка (GAP-06), і лише доки вони ще в полоні, а табір має для них місце ({ $rule }).
kk-refusal-tried_before = Цього полоненого вже намагалися переманити: лише одна спроба ({ $rule }).
kk-refusal-moved_this_turn = Цього полоненого вже переводили цього ходу ({ $rule }).
kk-refusal-camp_full = У цьому таборі немає місця: там { $held } з { $capacity } полонених ({ $rule }).
kk-refusal-no_camp_space = Супротивник не має вільних місць у таборах ({ $rule }).
kk-panel-camp = Табір (GAP-41)
kk-panel-camp_value = зайнято місць: { $held } з { $capacity }
kk-panel-prisoner_value = { $owner }, у полоні { $player-gen }; спроба переманити: { $tried }

## Зараження (KK-CMB-33…37)

kk-part-contaminated = заражена місцевість
kk-mark-contaminated = Заражена місцевість: −1 Швидкості підрозділам, що вирушають звідси, +1 за вхід, −1 Сили в обороні, Втрати наприкінці кожної фази руху; змиває дощ, сніг або буря, переносить вітер (KK-CMB-34, KK-CMB-36)
kk-event-contaminated = Хімічна зброя заражає місцевість { $place-in } (KK-CMB-33)
kk-event-decontaminated = Погода змиває зараження { $place-from } (KK-CMB-36)
kk-event-drifted = Вітер переносить зараження { $from-from } { $to-to } (KK-CMB-36)
kk-event-poisoned = { $owner }: { $unit } на зараженій місцевості { $place-in } { $unit-gender ->
        [pl] зазнають
       *[other] зазнає
    } Втрат (KK-CMB-34)

## Море (KK-NAV, GAP-13)

kk-action-sail = Пливи: { $units } { $from-from } { $to-to } (KK-NAV)
kk-action-sail_river = Пливи річкою: { $units } { $from-from } { $to-to } (GAP-26)
kk-action-lay_mines = Постав мінне загородження { $place-in } { $unit-ins } (GAP-13)
kk-action-sweep = Прибери мінне загородження { $place-from } (GAP-13)
kk-event-mines_laid = { $player } ставить мінне загородження { $place-in }: порти біля нього заблоковані для його ворогів (GAP-13, KK-TRADE-12)
kk-event-mines_swept = { $player } прибирає мінне загородження { $place-from } (GAP-13)
kk-event-mine_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] наскакують
       *[other] наскакує
    } на міну: на к6 { $die }, влучає 1–2 (GAP-13)
kk-event-mine_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] минають
       *[other] минає
    } міни: на к6 { $die }, влучає 1–2 (GAP-13)
kk-refusal-no_harbour = Кораблі стають лише у вашій гавані — прибережній підпровінції з портом, військово-морською базою чи верф’ю, або в приморській столиці провінції — а інакше тримаються моря ({ $rule }).
kk-refusal-no_mines = Тут немає мінного загородження, яке можна прибрати, або вашого мінного загороджувача в морі, що міг би його поставити ({ $rule }).
kk-event-revolution = Революція в провінції { $province } проти влади { $player-gen }: Червона гвардія повстає біля ферм, металургійних заводів, фабрик і верфей (KK-REV-06, GAP-02)
kk-event-liberated = Червона гвардія звільнила провінцію { $province } з-під влади { $player-gen }: вона не належить жодній державі (KK-REV-09, GAP-46)
kk-event-uprising_liberated = Повстання звільнило провінцію { $province } з-під влади { $player-gen }: там не лишилося жодної його сухопутної частини, і вона не належить жодній державі (KK-REV-04, GAP-46)

## Карти рішень (KK-GOV-01…04, GAP-05)

kk-deck-order = колода Наказів
    .gen = колоди Наказів
kk-deck-intelligence = колода Розвідки
    .gen = колоди Розвідки
kk-deck-strategy = колода Стратегії
    .gen = колоди Стратегії
kk-card-forced_march = Форсований марш
kk-card-hold_the_line = Тримати позиції
kk-card-fortune_of_war = Воєнне щастя
kk-card-rally = Збір
kk-card-spy_network = Шпигунська мережа
kk-card-sabotage = Диверсія
kk-card-incite_uprising = Підбурювання до повстання
kk-card-incite_revolution = Підбурювання до революції
kk-card-reform = Реформа
kk-card-new_doctrine = Нова доктрина
kk-card-public_works = Громадські роботи
kk-card-call_to_arms = До зброї
kk-card-new_objectives = Нові цілі
kk-play-forced_march = Форсований марш: { $unit } { $place-in } мають +1 до Швидкості в цій фазі (GAP-05)
kk-play-hold_the_line = Тримати позиції: { $unit } { $place-in } мають +2 до Морального духу, коли їх атакують у цьому ході (GAP-05)
kk-play-fortune_of_war = Воєнне щастя: { $unit } { $place-in } один раз перекидають свій к4 у першому бою, який програли б у цьому ході (GAP-05)
kk-play-rally = Збір: до 2 твоїх розбитих підрозділів у провінції { $province } повертаються до строю (GAP-05, GAP-30)
kk-play-spy_network = Шпигунська мережа: у цьому ході бачиш карти { $player-gen } і маєш +1 до Ініціативи (GAP-05, KK-INIT-04)
kk-play-sabotage = Диверсія: к6 з результатом 5–6 знищує { $building-acc } { $place-in } (GAP-05)
kk-play-incite_uprising = Підбурювання до повстання: повстання в провінції { $province }, яку завоювала держава { $player } (GAP-05, KK-REV-01)
kk-play-incite_revolution = Підбурювання до революції: революція проти влади { $player-gen } (GAP-05, KK-REV-05)
kk-play-reform = Реформа: новий устрій — { $government } (GAP-05, KK-GOV-05)
kk-play-new_doctrine = Нова доктрина: { $doctrine } (GAP-05, KK-GOV-06)
kk-play-public_works = Громадські роботи: національне задоволення +1 (щонайбільше 4; 3 за самодержавства) (GAP-05, GAP-12)
kk-play-call_to_arms = До зброї: 2 безплатні підрозділи — { $unit } — у столицях твоїх провінцій (GAP-05, KK-REC-14)
kk-play-new_objectives = Нові цілі: новий жереб набору умов перемоги таємно (GAP-05, GAP-08)
kk-action-draw_decision = Візьми карту рішення з { $deck-gen } (GAP-05)
kk-action-return_decision = Поверни карту № { $slot } з руки під низ її колоди (ліміт 5 карт, GAP-05)
kk-action-play_decision = Зіграй карту — { $play }
kk-choice-return_decision = Поверни карту «{ $card }» під низ { $deck-gen } (ліміт 5 карт, GAP-05)
kk-event-decision_drawn = { $player } бере карту рішення з { $deck-gen } (GAP-05)
kk-event-decision_due = Нова пора року: { $player } може взяти карту рішення з колоди на свій вибір (GAP-05)
kk-event-decision_returned = { $player } повертає карту рішення під низ { $deck-gen } (GAP-05)
kk-event-decision_played = { $player } грає карту — { $play }
kk-event-deck_shuffled = Закрита { $deck } перетасована (KK-GOV-04, AMB-59)
kk-event-sabotaged = Диверсія: { $building } { $place-in }; к6 показує { $die }, 5–6 знищує (GAP-05)
kk-event-fortune_rerolled = Воєнне щастя: { $unit } ({ $owner }) перекидають к4 і викидають { $die } (GAP-05)
kk-refusal-no_card = Цієї карти немає в твоїй руці, або там немає карти, яку можна повернути ({ $rule }).
kk-refusal-card_target = Цю карту зараз не можна зіграти на це, або вона нічого б не змінила ({ $rule }).
kk-refusal-decisions_first = Спершу візьми карту рішення цієї пори року або поверни карту понад ліміт 5 карт ({ $rule }).
kk-refusal-no_draw = Тобі не належить брати карту, або ця колода порожня ({ $rule }).
kk-panel-hand = Карти рішень (KK-GOV-02)
kk-panel-hand_value = { $count }: { $cards }
kk-panel-draw_due = Належні взяття карт цієї пори року (GAP-05)
kk-panel-spied = Карти { $player-gen } (Шпигунська мережа)
kk-guide-decisions = Нова пора року або забагато карт: перш ніж завершити свою чергу, візьми карту рішення з колоди на свій вибір (Накази, Розвідка чи Стратегія), а маючи понад 5 карт, поверни одну.
## Умови перемоги (KK-GOV-07, GAP-08)

kk-action-choose_objectives = Таємно обрати набір умов перемоги (GAP-08)
kk-choice-choose_objectives = Грати на: { $set } (GAP-08)
kk-event-objectives_drawn = { $player } таємно тягне свій набір умов перемоги (KK-GOV-07, GAP-08)
kk-event-objectives_chosen = { $player } таємно обирає свій набір умов перемоги (GAP-08)
kk-event-kills = { $player }: досі знищено або взято в полон ворожих підрозділів — { $total } (GAP-08)
kk-outcome-objectives = Перемога в ході { $turn }: { $winners } — набір умов перемоги виконано наприкінці ходу (KK-WIN-03, GAP-08, GAP-47)
kk-outcome-achieved = { $player } ({ $set })
kk-panel-objectives = Умови перемоги (KK-GOV-07)
kk-objective-progress_conqueror = Завойовник: провінції { $have } з { $need }
kk-objective-progress_hegemon = Гегемон: провінції обох регіонів { $have } з { $need }
kk-objective-progress_builder = Будівничий: укріплення { $have } з { $need }, ринки { $have2 } з { $need2 }, провінції { $have3 } з { $need3 }
kk-objective-progress_treasury = Скарбниця: золото { $have } з { $need }
kk-objective-progress_warlord = Воєначальник: знищені або полонені ворожі підрозділи { $have } з { $need }
kk-objective-progress_free_choice = Вільний вибір: обери один із наборів 1–5
kk-refusal-no_free_choice = Набір умов перемоги обирає лише держава, якій випав Вільний вибір, і лише один раз: витягнутий набір не змінюють на власний розсуд ({ $rule }).
kk-refusal-not_choosable = Вільний вибір — це один із наборів 1–5: Завойовник, Гегемон, Будівничий, Скарбниця або Воєначальник ({ $rule }).
kk-guide-choose_objectives = Тобі випав Вільний вибір: таємно обери набір умов перемоги, на який граєш, — Завойовник (12 провінцій), Гегемон (твої два регіони), Будівничий (4 укріплення, 3 ринки, 10 провінцій), Скарбниця (40 золота) або Воєначальник (20 ворожих підрозділів). Бачиш його лише ти; доки не обереш, жоден набір для тебе не враховується. Перемагає перша держава, чий набір виконано наприкінці ходу.
## Перевезення військ морем (KK-NAV-04, KK-NAV-05, KK-TERR-13)

kk-action-embark = Посади на кораблі: { $units } { $from-from } { $to-to } (KK-NAV-04)
kk-action-disembark = Висади: { $units } { $from-from } { $to-to } (KK-NAV-05)
kk-event-embarked = { $owner }: { $count ->
        [one] { $count } підрозділ сідає
        [few] { $count } підрозділи сідають
       *[many] { $count } підрозділів сідають
    } на кораблі { $place-in }; вони попливуть з наступного ходу (KK-NAV-04)
kk-event-landed = { $owner }: { $count ->
        [one] { $count } підрозділ висаджується
        [few] { $count } підрозділи висаджуються
       *[many] { $count } підрозділів висаджуються
    } { $from-from } { $to-to } (KK-NAV-05)
kk-event-lost_sunk = Разом із кораблем { $place-in } загинуло: { $unit } { $owner-gen } (KK-NAV-04, GAP-28)
kk-part-landing = висадка
kk-counter-aboard = ⚓
kk-counter-aboard_title = На кораблях { $owner-gen }: { $units } (KK-NAV-04)
kk-panel-aboard = На борту
kk-refusal-no_capacity = Замало місця на борту: підрозділи займають { $need }, кораблі там мають вільних { $free } (важка гармата, облогова машина чи танк займає 2) ({ $rule }).
kk-refusal-storm = У шторм не можна ні садити війська на кораблі, ні висаджувати їх ({ $rule }).
kk-refusal-not_coastal = Війська сідають на кораблі в гавані або з узбережжя біля моря, де стоять кораблі, а висаджуються на узбережжя біля нього чи в гавані, де стоять кораблі ({ $rule }).
kk-refusal-no_ship = У тебе там немає корабля, що перевозить сухопутні війська ({ $rule }).
kk-refusal-aboard = Цей підрозділ на борту корабля: він не може діяти, доки не висадиться ({ $rule }).

## Адмірали (KK-GENL-19…23, AMB-60)

kk-action-board_ship = Зійди на борт як адмірал: { $general }, флагманський корабель { $unit } { $place-in } (KK-GENL-20)
kk-action-go_ashore = Зійди на берег { $place-in }: { $general } (KK-GENL-20)
kk-event-admiral_boards = { $general } сходить на борт як адмірал, флагманський корабель { $unit } { $place-in }: командує кораблями навколо, а у військово-морській базі й сухопутними військами (KK-GENL-19, KK-GENL-23)
kk-event-admiral_ashore = { $general } сходить на берег { $place-in } (KK-GENL-20)
kk-event-admiral_drowned = { $general } гине разом зі своїм флагманом (KK-GENL-21)
kk-refusal-loaded = На цьому кораблі війська чи адмірал: висади їх, перш ніж його розпустити ({ $rule }).
kk-action-call_levy = Скличи посполите рушення провінції { $province }: { $unit-acc } { $place-in } (KK-REC-19)
kk-event-levy_opened = Провінція { $province } може скликати посполите рушення в цю фазу руху (KK-REC-19)
kk-refusal-no_levy = Посполите рушення цієї провінції зараз скликати не можна: право відкривається у фазу руху власника після вторгнення ворога і лише доки не стоїть загін рушення з цієї провінції ({ $rule }).
kk-refusal-levy_choice = Посполите рушення виставляє ополчення або легку піхоту — держави чи регіональну цієї провінції — в укріпленні цієї провінції (замку, форті, фортеці чи бункері) ({ $rule }).
kk-event-ruined = Племінні воїни відбудують { $building-acc } { $place-in }, коли їх розпустять (KK-REC-26)
kk-event-rebuilt = Розпущені племінні воїни безкоштовно відбудовують { $building-acc } { $place-in } (KK-REC-26)
kk-choice-disband_rebuilds = { $action }: розпущені, вони безкоштовно відбудують { $building-acc } { $place-in } (KK-REC-26)

## Грабунок доріг і залізниць (KK-PLN-04, AMB-43); цілі незалежних загонів (KK-NPU-06…08)

kk-action-plunder_loot = Пограбуй { $loot-acc } { $place-in } { $unit-ins }
kk-choice-plunder = Грабуй { $place-in } { $unit-ins } (KK-PLN-04)
kk-amount-loot = Що грабувати
kk-loot-building = будівля
    .acc = будівлю
kk-loot-roads = дороги разом із мостами
    .acc = дороги разом із мостами
kk-loot-tracks = залізничні колії
    .acc = залізничні колії
kk-loot-all = усе: будівля, дороги, колії та мости
    .acc = усе: будівлю, дороги, колії та мости
kk-loot-nothing = { $what } (тут нічого немає)
kk-refusal-no_loot = Тут немає нічого такого для грабунку: до цієї області не підходить жодна дорога, залізниця чи міст обраного виду ({ $rule }).
kk-event-independent_plunder = Незалежні загони ({ $unit }) грабують { $building-acc } { $place-in }; здобич не дістається нікому (KK-NPU-08, GAP-46)
kk-event-independent_loot = Незалежні загони ({ $unit }) вирушають, щоб пограбувати { $building-acc } { $place-in } (KK-NPU-08)
kk-event-independent_attack = Незалежні загони ({ $unit }) виступають проти ворога { $place-in } (KK-NPU-06, KK-NPU-08)
kk-event-independent_position = Незалежні загони ({ $unit }) займають позицію { $place-in } (KK-NPU-07)
kk-refusal-no_river_yard = Річкові канонерки набирають лише в майстернях, що стоять у підпровінції з річкою ({ $rule }).
kk-refusal-river_only = Річкові канонерки плавають лише річками: на крок до сусідньої підпровінції з річкою або в море поруч із нею і назад, ніколи разом із морськими кораблями ({ $rule }).
kk-refusal-flee_or_stand = Ворог тебе атакує: спершу тікай з бою або вистій ({ $rule }).
kk-refusal-not_asked = Тебе ніхто не питав про втечу: оборонця питають між сутичками ({ $rule }).
kk-refusal-tribes_first = Ворог вступив до твоєї провінції: спершу скажи, чи скликаєш її племінних воїнів ({ $rule }).
kk-refusal-no_tribal_call = Племінних воїнів скликають лише тоді, коли ворог вступає до провінції ({ $rule }).
kk-refusal-tribal_kind = Племінні воїни — це міліція, легка кіннота, стрільці, легка піхота або лучники: регіональні підрозділи провінції, якщо вони є, інакше твої власні, з місцем, де стати ({ $rule }).
kk-refusal-no_diplomacy = Цю гру почато за правилами без дипломатії: усі держави й далі воюють ({ $rule }).
kk-refusal-no_pact = Так змінити стосунки зараз не можна: мир укладають під час війни, союз під час війни чи миру, війну оголошують угоді, кожне раз ({ $rule }).
kk-refusal-at_peace = Під час миру твої підрозділи не вступають до провінцій партнера і до підпровінцій, де стоять його підрозділи ({ $rule }).
kk-invariant-elite = { $player } має { $count } елітні підрозділи: щонайбільше один ({ $rule })
kk-invariant-losses = { $unit }: рівень втрат { $level }; третій рівень знищує підрозділ ({ $rule })
kk-invariant-hostile_together = Підрозділи { $one-gen } і { $other-gen } стоять разом { $place-in }, хоча бою там немає ({ $rule })
kk-invariant-contentment = Задоволення { $player-gen } дорівнює { $level }, а не рівню від 1 до 4 ({ $rule })
kk-invariant-resource = { $player } має { $amount } × { $resource }, ресурс, яким не користується ({ $rule })
kk-invariant-camp_not_holders = { $player } тримає полоненого { $place-in }, де немає власного табору ({ $rule })
kk-invariant-camp_full = Табір { $place-in } тримає { $held } полонених при { $places } місцях ({ $rule })
kk-invariant-aboard_astray = { $unit } { $place-in } на кораблі, що не є там кораблем її держави ({ $rule })
kk-invariant-overloaded = { $unit } везе більше, ніж уміщує ({ $rule })
kk-invariant-withdrawn_unchosen = Бій скінчився відходом нападника, хоча ніхто його не обирав, а { $ready } його підрозділів були готові ({ $rule })
kk-invariant-ship_retreat = Розбитий корабель ({ $unit }) відступив на { $steps } кроків, маючи { $left } очок руху ({ $rule })
kk-invariant-flee_not_offered = { $player } обороняється в бою, що триває, і його не спитали про втечу ({ $rule })
kk-invariant-peace_shared = { $one } і { $other }, що живуть у мирі, мають підрозділи { $place-in } ({ $rule })
kk-invariant-peace_entered = Підрозділи { $player-gen } вступили на землю партнера в мирі: { $place } ({ $rule })

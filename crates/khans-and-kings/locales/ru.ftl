### Ханы и короли: тексты правил на русском (названия на карте — в отдельном
### разделе в конце).
###
### Аргументы-названия ($player, $owner, $unit, $target, $province, $place,
### $from, $to, $building, $resource, $general…) — это другие сообщения
### этого файла, переданные целиком: текст может использовать их атрибуты
### (падежи и другие формы), напр. { $place-in }, { $player-gen }. $units,
### $cost, $refund, $action, $changes, $parts, $rolls, $order, $winners,
### $at, $recruit и $offer приходят готовым текстом, поэтому стоят
### в именительном падеже. Числа ($count, $turn…) передаются как числа,
### поэтому селекторы множественного числа работают (one, few, many).
### Идентификаторы правил (KK-…, GAP-…, AMB-…) не переводятся.
###
### Атрибуты названий в этом файле:
### - государства (kk-role-*): .gen, .dat, .acc, .ins, .loc;
### - места, то есть подпровинции и моря (kk-sub-*): готовые обороты
###   с предлогом .in («в Ставке Кара-Орду», «на Лугах Кара-Орду»), .to
###   («в Ставку…», «на Луга…»), .from («из Ставки…», «с Лугов…»); они должны
###   быть у каждого места;
### - провинции (kk-province-*) стоят в именительном падеже после слова
###   «провинция»;
### - подразделения (kk-unit-*): .gen, .acc, .ins и .gender (m, f, n или pl)
###   для согласования глагола и причастия; .gender должен быть у каждого;
### - здания (kk-building-*) и пути (kk-edge-*): .gen, .acc;
### - ресурсы (kk-resource-*): .acc и формы после числительного .one,
###   .one_acc (винительный: «за 1 еду»), .few, .many (1 дерево, 2 дерева,
###   5 дерева); они должны быть у каждого ресурса;
### - стратегические ресурсы (kk-strategic-*): .gen;
### - генералы (kk-general-*): .acc;
### - забастовки (kk-value-strike_*): .in (где?); он должен быть у каждой.

## Игра

kk-name = Ханы и короли
kk-scenario-four-crowns = Четыре короны: Ханство, Королевство, Империя и Республика (4 государства)
kk-scenario-four-crowns-balanced = Четыре короны, выровненное начало: Королевство в мире с Империей и Республикой, его столицы лучше защищены (4 государства)
kk-scenario-four-crowns-even = Четыре короны, уравненное начало: Королевство в мире с Империей и Республикой, с двумя провинциями Шёлкового пути, его столицы лучше защищены (4 государства)

kk-summary =
    Четыре государства — Ханство (Степь), Королевство (Коренные земли), Империя (Север) и Республика (Побережье) — сражаются за провинции Четырёх корон на протяжении 48 ходов по две недели. Последнее государство, у которого ещё есть провинции, сразу побеждает; после 48-го хода побеждает государство с наибольшим числом провинций, а при равенстве — то, у которого больше всего золота (KK-WIN, GAP-47, GAP-51). Раньше побеждает государство, чей тайный набор условий победы выполнен в конце хода (ниже).

    ## Ход (KK-TURN, 6.1)
    - События: государства по очереди определяют событие броском 2к10; следующее по очереди бросает на погоду и Кубик цвета (с GAP-01 по GAP-04).
    - Ресурсы: каждая провинция выпавшего цвета даёт столько ресурса этого цвета, каков её уровень Богатства; здания производят каждый ход (KK-PROV-03, KK-TURN-08). Ремесленные государства используют еду, дерево, камень, металл и золото; промышленные — топливо и материалы вместо дерева и камня (KK-RES-01).
    - Торговля и строительство, в порядке мест за столом: торговля через порты (к6 : 1) и караван-сараи (к6+2 : 1), набор в провинциях с нужными зданиями, строительство, улучшения, пополнение, размещение генералов (KK-TRADE, KK-REC, KK-BLD).
    - Движение, в порядке Стратегической инициативы (к6 + модификаторы): армии переходят из подпровинции в подпровинцию согласно своей Скорости; дороги вдвое снижают стоимость (GAP-21, GAP-36).

    ## Бой (KK-CMB, 6.2)
    - Вход в подпровинцию, где стоят вражеские подразделения, начинает бой: одно твоё подразделение атакует одно вражеское; оба прибавляют к4 к своей Силе и бонусам; другие подразделения могут поддержать атаку половиной своей Силы.
    - Побеждает бо́льшая сумма; ничья означает неудачную атаку. Проигравший, побеждённый с перевесом больше его Морали, бежит в беспорядке; проигравший отступает. Потери определяет разница двух бросков к4 (GAP-35): с Потерями подразделение сражается на 2/3, с Тяжёлыми потерями — на 1/3, третий удар его уничтожает.
    - Артиллерия, лучники, осадные машины и поддержка прикрыты, пока рядом с ними стоят другие подразделения (KK-CMB-25).
    - Атакованный защитник может между схватками бежать: каждое его подразделение оттуда идёт в ближайшую свободную субпровинцию с местом, не разбитым, а враг занимает местность (KK-CMB-21, AMB-50). Когда вражеские подразделения входят в провинцию, её владелец может призвать её племенных воинов выбранного рода или сохранить это право на потом (KK-REC-23).

    ## Мир и союзы (GAP-44, KK-TURN-10)
    - Каждая пара государств находится в войне, мире или союзе. Мир или союз предлагают в окне торговли и строительства одного государства, а принимают в окне другого; войну объявляют в окне, и она начинается с фазой движения. В мире ни одно не входит в провинции другого; союзники делят местность, лимит подразделений, снабжение и убежище.

    ## Удержание земель
    - Провинция захвачена, когда в ней не осталось ни одного сухопутного подразделения её владельца и не стоит ни один его незанятый Замок или Крепость (KK-CAP-03, GAP-19).
    - Подразделения без снабжения сражаются с −1 (KK-SUP, GAP-31); генералы дают подразделениям в пределах своего Влияния Мораль, равную своему Командованию, и возвращают в строй бегущие подразделения (KK-GENL).

    ## Воздушная война (KK-AIR)
    - Истребители и бомбардировщики стоят на аэродроме, гидросамолёты также у реки, на болотах или на побережье своего государства (KK-AIR-01, KK-AIR-02). Каждый самолёт выполняет одну миссию за ход в пределах своей Скорости: удар по подразделению, которое не отвечает (KK-AIR-04); бомбардировку, где к8 не меньше бомбовой ценности самолёта разрушает здание (KK-AIR-10); или перелёт на другую базу.
    - Вражеский истребитель с базой в пределах половины своей Скорости от цели перехватывает миссию; побеждённая, миссия возвращается (KK-AIR-07 до KK-AIR-09). Затем каждое зенитное подразделение на расстоянии 1 стреляет раз за ход, и его к6 с 5 или 6 возвращает миссию (KK-AIR-05, KK-AIR-06).
    - Самолёты не занимают места и не удерживают землю; база без сухопутных подразделений переходит к врагу вместе с самолётами (KK-UNIT-18).

    ## Пленные (KK-POW)
    - Подразделение, разбитое и снова побеждённое, или побеждённое без пути отступления, попадает в плен к противнику, если у того есть место в лагере: 4 в лагере для пленных, 3 в трудовом лагере (GAP-41, GAP-42); иначе оно гибнет.
    - В окне торговли и строительства государство может один раз попытаться переманить пленного (к8 с 1, нейтральное подразделение 1–2), ликвидировать его, раз за ход перевести в другой лагерь или вернуть предложением (KK-POW-04 до KK-POW-10). Каждый пленный в трудовом лагере даёт 1 BM за ход (GAP-43). Разрушенный лагерь освобождает или передаёт пленных (KK-POW-09).

    ## Море (KK-NAV)
    - Корабли стоят в гавани своего государства (прибрежной подпровинции с портом, военно-морской базой или верфью, или в приморской столице провинции) и плывут из моря в море, очко движения за шаг; места не занимают (KK-REC-12, KK-NAV-06).
    - Флоты, которые встретились, сражаются, как армии; побеждённый корабль идёт в ближайшую свою гавань в пределах Скорости (KK-NAV-01 до KK-NAV-03). Вражеские корабли или минное заграждение в каждом море у порта блокируют его (KK-TRADE-12).
    - Минный заградитель в море ставит заграждение; вражеский корабль, вошедший в него, несёт Потери на к6 с 1–2 (GAP-13). Корабли в гавани, оставленной вражеским сухопутным подразделениям, переходят к ним; с военно-морской базы они выходят в море (KK-UNIT-18).
    - Сухопутные подразделения садятся на твои корабли в гавани или с побережья входят в море, где стоят корабли: транспорт берёт 4, ког 2, каракка 1, а тяжёлое орудие, осадная машина или танк занимает 2. Посадка завершает движение подразделений и кораблей; на следующем ходу они плывут вместе, а подразделения могут высадиться на соседнее побережье (это всё их движение), атакуя там с −2 к Силе, как через реку. Не в шторм. Подразделения на борту не занимают места, не сражаются и гибнут вместе с кораблём (KK-NAV-04, KK-NAV-05, KK-TERR-13).
    - Речные канонерки набирают в мастерских, стоящих на реке, и там они появляются. Они плывут по очку движения за шаг, только по реке: в соседнюю подпровинцию с рекой или в море рядом с ней и обратно. На реке они сражаются как любое другое подразделение: останавливают врага, атакуют, обороняются, стреляют на шаг и удерживают свою провинцию, хотя никогда её не захватывают; они не занимают места и, плывя вдоль реки, никогда не платят её −2 (KK-UNIT-20, GAP-26).

    ## Химическое оружие (KK-CMB-33)
    - Подразделение с химическим оружием заражает подпровинцию, по которой стреляет, которую атакует или бомбит: подразделения выходят оттуда с −1 Скорости, платят за вход на 1 больше, обороняются с −1 и несут Потери после каждой фазы движения. Дождь, снег или буря следующего хода смывают заражение, ветер переносит его дальше (KK-CMB-34 до KK-CMB-37).

    ## Карты решений (KK-GOV-01)
    - Каждое государство тайно держит карты решений из трёх колод: Приказы (8 карт), Разведка (6) и Стратегия (6) (KK-GOV-02, KK-GOV-03). В начале оно берёт по одной из каждой, в свою очередь каждого нового времени года — одну из колоды на свой выбор, ещё одну на событиях 12–14, а карту Стратегии — после захвата последней провинции региона; держит не больше 5, остальные незаметно возвращает (GAP-05).
    - Сыгранная карта открыта и возвращается, перетасованная, в свою колоду (KK-GOV-04). В твоём движении: Форсированный марш (+1 к Скорости), Сбор (до 2 расстроенных подразделений возвращаются в строй). Заранее, на подразделение, на весь ход: Держать позиции (+2 к Боевому духу под атакой), Военное счастье (один раз перебрасывает к4 в проигранном бою). В твою очередь торговли и строительства: Шпионская сеть (видишь карты соперника, +1 к Инициативе), Диверсия (к6 с результатом 5–6 уничтожает здание соперника), Подстрекательство к восстанию, Подстрекательство к революции, Реформа, Новая доктрина, Общественные работы (+1 к довольству), К оружию (2 бесплатных подразделения пехоты), Новые цели.

    ## Условия победы (KK-GOV-07)
    - В начале каждое государство тайно определяет броском к6 свой набор условий победы (GAP-08): 1 Завоеватель — 12 провинций; 2 Гегемон — все провинции двух регионов (Ханство: Степь и Шёлковый путь; Королевство: Коренные земли и Север; Империя: Север и Коренные земли; Республика: Побережье и Шёлковый путь, GAP-45); 3 Строитель — 4 укрепления, 3 рынка и 10 провинций; 4 Казна — 40 золота; 5 Полководец — 20 вражеских подразделений, уничтоженных или взятых в плен; 6 Свободный выбор — один из наборов 1–5, выбранный тайно.
    - Свой набор и продвижение видишь только ты, в своей панели. В конце каждого хода побеждает государство, чей набор выполнен; если таких несколько — то, у которого больше всего провинций, затем больше всего золота (GAP-47). Два региона Гегемона считаются его национальными провинциями (KK-PROV-06).

    ## Сценарии
    - Первый сценарий, по умолчанию, уравнивает начало по GAP-45. Среди четырёх компьютеров на Четырёх коронах в предложенном виде Королевство, в середине карты, с тремя соседями, выигрывало 7 партий из 200, с каким бы правлением и доктриной оно ни играло. Здесь оно начинает в мире с Империей и Республикой, с двумя копейщиками больше в столице каждой своей родной провинции, и владеет Кухсаром и Меравандом, провинциями Шёлкового пути у своей столицы и своей северной границы, без их партизан: среди четырёх компьютеров каждое государство выигрывает от 15 до 42 % партий (400 партий). Второй сценарий — Четыре короны в предложенном виде.

## Государства
## Падежи: .gen, .dat, .acc, .ins, .loc.

kk-role-khanate = Ханство
    .gen = Ханства
    .dat = Ханству
    .acc = Ханство
    .ins = Ханством
    .loc = Ханстве
kk-role-kingdom = Королевство
    .gen = Королевства
    .dat = Королевству
    .acc = Королевство
    .ins = Королевством
    .loc = Королевстве
kk-role-empire = Империя
    .gen = Империи
    .dat = Империи
    .acc = Империю
    .ins = Империей
    .loc = Империи
kk-role-republic = Республика
    .gen = Республики
    .dat = Республике
    .acc = Республику
    .ins = Республикой
    .loc = Республике
kk-role-independent = Независимые отряды
    .gen = независимых отрядов
    .dat = независимым отрядам
    .acc = независимые отряды
    .ins = независимыми отрядами
    .loc = независимых отрядах

## Ресурсы, цвета, стратегические ресурсы
## Ресурсы: .acc и формы после числительного .one, .one_acc, .few, .many.

kk-resource-food = еда
    .acc = еду
    .one = еда
    .one_acc = еду
    .few = еды
    .many = еды
kk-resource-wood = дерево
    .acc = дерево
    .one = дерево
    .one_acc = дерево
    .few = дерева
    .many = дерева
kk-resource-stone = камень
    .acc = камень
    .one = камень
    .one_acc = камень
    .few = камня
    .many = камня
kk-resource-fuel = топливо
    .acc = топливо
    .one = топливо
    .one_acc = топливо
    .few = топлива
    .many = топлива
kk-resource-materials = материалы
    .acc = материалы
    .one = материал
    .one_acc = материал
    .few = материала
    .many = материалов
kk-resource-metal = металл
    .acc = металл
    .one = металл
    .one_acc = металл
    .few = металла
    .many = металла
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
    .few = ресурса
    .many = ресурсов
kk-colour-green = зелёный (еда)
kk-colour-brown = коричневый (дерево или топливо)
kk-colour-grey = серый (камень или материалы)
kk-colour-blue = синий (металл)
kk-colour-yellow = жёлтый (золото)
kk-colour-white = белый (каждое государство выбирает)
kk-strategic-horses = Лошади
    .gen = лошадей
kk-strategic-saltpetre = Селитра
    .gen = селитры
kk-strategic-coal = Уголь
    .gen = угля
kk-strategic-oil = Нефть
    .gen = нефти
kk-strategic-spices = Пряности
    .gen = пряностей
kk-strategic-silk = Шёлк
    .gen = шёлка

## Время, погода, события

kk-season-spring = весна
kk-season-summer = лето
kk-season-autumn = осень
kk-season-winter = зима
kk-weather-clear = ясно
kk-weather-wind = ветер
kk-weather-rain = дождь
kk-weather-snow = снег
kk-weather-storm = буря
kk-turn_event-great_plague = Великая чума
kk-turn_event-palace_coup = Дворцовый переворот
kk-turn_event-wave_of_unrest = Волна беспорядков
kk-turn_event-revolutionary_agitation = Революционная агитация
kk-turn_event-brigands = Разбойники
kk-turn_event-drought = Засуха
kk-turn_event-storms_at_sea = Штормы на море
kk-turn_event-good_harvest = Хороший урожай
kk-turn_event-merchant_caravans = Купеческие караваны
kk-turn_event-quiet_times = Спокойные времена
kk-turn_event-military_reform = Военная реформа
kk-turn_event-spies_abroad = Шпионы за границей
kk-turn_event-statecraft = Искусство управления
kk-turn_event-gold_vein = Золотая жила
kk-turn_event-free_companies = Вольные отряды
kk-turn_event-festivities = Празднества
kk-turn_event-a_star_is_born = Рождение звезды
kk-turn_event-doctrinal_debate = Спор о доктрине
kk-turn_event-patriotic_fervour = Патриотический подъём

## Строй, доктрины, довольство

kk-government-feudal_monarchy = феодальная монархия
kk-government-tribal_khanate = племенное ханство
kk-government-merchant_republic = купеческая республика
kk-government-autocracy = самодержавие
kk-doctrine-offensive = наступательная
kk-doctrine-defensive = оборонительная
kk-doctrine-mobile = манёвренная
kk-doctrine-total_war = тотальная война
kk-contentment-1 = бунт (1)
kk-contentment-2 = волнения (2)
kk-contentment-3 = довольство (3)
kk-contentment-4 = воодушевление (4)
kk-trait-aggressive = агрессивность
kk-trait-stubborn = упорство
kk-trait-logistician = логистика
kk-trait-horse_master = искусство верховой езды
kk-trait-inspiring = харизма
kk-trait-cautious = осторожность

## Подразделения (названия, фишки)
## Падежи (.gen, .acc, .ins) и род (.gender: m, f, n или pl).

kk-unit-militia = ополчение
    .gen = ополчения
    .acc = ополчение
    .ins = ополчением
    .gender = n
kk-unit-armed_inhabitants = вооружённые жители
    .gen = вооружённых жителей
    .acc = вооружённых жителей
    .ins = вооружёнными жителями
    .gender = pl
kk-unit-spearmen = копейщики
    .gen = копейщиков
    .acc = копейщиков
    .ins = копейщиками
    .gender = pl
kk-unit-halberdiers = алебардщики
    .gen = алебардщиков
    .acc = алебардщиков
    .ins = алебардщиками
    .gender = pl
kk-unit-archers = лучники
    .gen = лучников
    .acc = лучников
    .ins = лучниками
    .gender = pl
kk-unit-horse_archers = конные лучники
    .gen = конных лучников
    .acc = конных лучников
    .ins = конными лучниками
    .gender = pl
kk-unit-light_cavalry = лёгкая кавалерия
    .gen = лёгкой кавалерии
    .acc = лёгкую кавалерию
    .ins = лёгкой кавалерией
    .gender = f
kk-unit-heavy_cavalry = тяжёлая кавалерия
    .gen = тяжёлой кавалерии
    .acc = тяжёлую кавалерию
    .ins = тяжёлой кавалерией
    .gender = f
kk-unit-siege_engine = осадная машина
    .gen = осадной машины
    .acc = осадную машину
    .ins = осадной машиной
    .gender = f
kk-unit-supply_train = обоз
    .gen = обоза
    .acc = обоз
    .ins = обозом
    .gender = m
kk-unit-sappers = сапёры
    .gen = сапёров
    .acc = сапёров
    .ins = сапёрами
    .gender = pl
kk-unit-royal_guard = королевская гвардия
    .gen = королевской гвардии
    .acc = королевскую гвардию
    .ins = королевской гвардией
    .gender = f
kk-unit-riflemen = стрелки
    .gen = стрелков
    .acc = стрелков
    .ins = стрелками
    .gender = pl
kk-unit-artillery = артиллерия
    .gen = артиллерии
    .acc = артиллерию
    .ins = артиллерией
    .gender = f
kk-unit-heavy_artillery = тяжёлая артиллерия
    .gen = тяжёлой артиллерии
    .acc = тяжёлую артиллерию
    .ins = тяжёлой артиллерией
    .gender = f
kk-unit-aa_artillery = зенитная артиллерия
    .gen = зенитной артиллерии
    .acc = зенитную артиллерию
    .ins = зенитной артиллерией
    .gender = f
kk-unit-tanks = танки
    .gen = танков
    .acc = танки
    .ins = танками
    .gender = pl
kk-unit-signals = связисты
    .gen = связистов
    .acc = связистов
    .ins = связистами
    .gender = pl
kk-unit-airship = дирижабль
    .gen = дирижабля
    .acc = дирижабль
    .ins = дирижаблем
    .gender = m
kk-unit-mercenaries = наёмники
    .gen = наёмников
    .acc = наёмников
    .ins = наёмниками
    .gender = pl
kk-unit-bedouins = бедуины
    .gen = бедуинов
    .acc = бедуинов
    .ins = бедуинами
    .gender = pl
kk-unit-partisans = партизаны
    .gen = партизан
    .acc = партизан
    .ins = партизанами
    .gender = pl
kk-unit-red_guard = Красная гвардия
    .gen = Красной гвардии
    .acc = Красную гвардию
    .ins = Красной гвардией
    .gender = f
kk-unit-fighter = истребитель
    .gen = истребителя
    .acc = истребитель
    .ins = истребителем
    .gender = m
kk-unit-bomber = бомбардировщик
    .gen = бомбардировщика
    .acc = бомбардировщик
    .ins = бомбардировщиком
    .gender = m
kk-unit-seaplane = гидросамолёт
    .gen = гидросамолёта
    .acc = гидросамолёт
    .ins = гидросамолётом
    .gender = m
kk-unit-cog = ког
    .gen = кога
    .acc = ког
    .ins = когом
    .gender = m
kk-unit-carrack = каракка
    .gen = каракки
    .acc = каракку
    .ins = караккой
    .gender = f
kk-unit-transport = транспорт
    .gen = транспорта
    .acc = транспорт
    .ins = транспортом
    .gender = m
kk-unit-destroyer = эсминец
    .gen = эсминца
    .acc = эсминец
    .ins = эсминцем
    .gender = m
kk-unit-battleship = линкор
    .gen = линкора
    .acc = линкор
    .ins = линкором
    .gender = m
kk-unit-river_gunboat = речная канонерка
    .gen = речной канонерки
    .acc = речную канонерку
    .ins = речной канонеркой
    .gender = f
kk-unit-minelayer = минный заградитель
    .gen = минного заградителя
    .acc = минный заградитель
    .ins = минным заградителем
    .gender = m
kk-unit-unknown = подразделение
    .gen = подразделения
    .acc = подразделение
    .ins = подразделением
    .gender = n
kk-counter-militia = ОПЛ
kk-counter-armed_inhabitants = ЖИТ
kk-counter-spearmen = КОП
kk-counter-halberdiers = АЛБ
kk-counter-archers = ЛУЧ
kk-counter-horse_archers = КЛУ
kk-counter-light_cavalry = ЛК
kk-counter-heavy_cavalry = ТК
kk-counter-siege_engine = ОСМ
kk-counter-supply_train = ОБЗ
kk-counter-sappers = САП
kk-counter-royal_guard = ГВР
kk-counter-riflemen = СТР
kk-counter-artillery = АРТ
kk-counter-heavy_artillery = ТАР
kk-counter-aa_artillery = ЗЕН
kk-counter-tanks = ТНК
kk-counter-signals = СВЗ
kk-counter-airship = ДИР
kk-counter-mercenaries = НАЁ
kk-counter-bedouins = БЕД
kk-counter-partisans = ПАР
kk-counter-red_guard = КГ
kk-counter-fighter = ИСТ
kk-counter-bomber = БОМ
kk-counter-seaplane = ГИД
kk-counter-cog = КОГ
kk-counter-carrack = КАР
kk-counter-transport = ТРН
kk-counter-destroyer = ЭСМ
kk-counter-battleship = ЛИН
kk-counter-river_gunboat = КАН
kk-counter-minelayer = МЗ
# $count, $unit, $owner; $state: потери; $routed: в беспорядке или в строю.
kk-counter-title = { $count } × { $unit } { $owner-gen }: { $state }, { $routed }
kk-state-losses_0 = в полном составе
kk-state-losses_1 = с потерями (2/3)
kk-state-losses_2 = с тяжёлыми потерями (1/3)
kk-state-routed = в беспорядке
kk-state-ready = в строю
kk-upgrade-improved_weapons = улучшенное оружие
kk-upgrade-drill = муштра
kk-upgrade-barding = конские доспехи
kk-upgrade-chemical_weapons = химическое оружие
kk-upgrade-long_range_guns = дальнобойные орудия

## Здания и местность
## Здания и пути: .gen, .acc.

kk-building-farm = ферма
    .gen = фермы
    .acc = ферму
kk-building-mine = шахта
    .gen = шахты
    .acc = шахту
kk-building-quarry = каменоломня
    .gen = каменоломни
    .acc = каменоломню
kk-building-lumber_camp = лагерь лесорубов
    .gen = лагеря лесорубов
    .acc = лагерь лесорубов
kk-building-brickworks = кирпичный завод
    .gen = кирпичного завода
    .acc = кирпичный завод
kk-building-oil_well = нефтяная скважина
    .gen = нефтяной скважины
    .acc = нефтяную скважину
kk-building-manufactory = мануфактура
    .gen = мануфактуры
    .acc = мануфактуру
kk-building-market = рынок
    .gen = рынка
    .acc = рынок
kk-building-port = порт
    .gen = порта
    .acc = порт
kk-building-caravanserai = караван-сарай
    .gen = караван-сарая
    .acc = караван-сарай
kk-building-naval_base = военно-морская база
    .gen = военно-морской базы
    .acc = военно-морскую базу
kk-building-shipyard = верфь
    .gen = верфи
    .acc = верфь
kk-building-workshops = мастерские
    .gen = мастерских
    .acc = мастерские
kk-building-barracks = казармы
    .gen = казарм
    .acc = казармы
kk-building-stables = конюшни
    .gen = конюшен
    .acc = конюшни
kk-building-armoury = оружейная
    .gen = оружейной
    .acc = оружейную
kk-building-steelworks = сталелитейный завод
    .gen = сталелитейного завода
    .acc = сталелитейный завод
kk-building-factory = фабрика
    .gen = фабрики
    .acc = фабрику
kk-building-arms_factory = оружейный завод
    .gen = оружейного завода
    .acc = оружейный завод
kk-building-aircraft_factory = авиазавод
    .gen = авиазавода
    .acc = авиазавод
kk-building-airfield = аэродром
    .gen = аэродрома
    .acc = аэродром
kk-building-depot = склад
    .gen = склада
    .acc = склад
kk-building-logistics_centre = логистический центр
    .gen = логистического центра
    .acc = логистический центр
kk-building-general_staff = генеральный штаб
    .gen = генерального штаба
    .acc = генеральный штаб
kk-building-prisoner_camp = лагерь для пленных
    .gen = лагеря для пленных
    .acc = лагерь для пленных
kk-building-labour_camp = трудовой лагерь
    .gen = трудового лагеря
    .acc = трудовой лагерь
kk-building-castle = замок
    .gen = замка
    .acc = замок
kk-building-fort = форт
    .gen = форта
    .acc = форт
kk-building-fortress = крепость
    .gen = крепости
    .acc = крепость
kk-building-bunker = боевой бункер
    .gen = боевого бункера
    .acc = боевой бункер
kk-building-unknown = здание
    .gen = здания
    .acc = здание
kk-edge-road = дорога
    .gen = дороги
    .acc = дорогу
kk-edge-railway = железная дорога
    .gen = железной дороги
    .acc = железную дорогу
kk-edge-bridge = мост
    .gen = моста
    .acc = мост
kk-terrain-plains = равнины
kk-terrain-hills = холмы
kk-terrain-mountains = горы
kk-terrain-swamp = болота
kk-terrain-desert = пустыня
kk-terrain-forest = лес
kk-terrain-jungle = джунгли
kk-mark-capital = Столица провинции: +1 к Силе её защитников, +2 к лимиту подразделений (KK-CAP-01)
kk-sub-unknown = неизвестное место
    .in = в неизвестном месте
    .to = в неизвестное место
    .from = из неизвестного места

## Ход

# $turn, $last; $season; $player; $phase.
kk-turn-label = Ход { $turn } из { $last } ({ $season }): { $player }, { $phase }
kk-turn-over = Ход { $turn }: игра окончена
kk-phase-economy = торговля и строительство
kk-phase-movement = движение

## Действия (что, по журналу, было сделано)

kk-action-pick_colour = Белая грань: выбери { $colour } (GAP-01)
# $amount единиц $give за $get в $place (порт или караван-сарай).
kk-action-trade = Обменяй { $amount } { $amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[many] { $give-many }
    } на { $get-acc } { $place-in }
kk-action-recruit = Набери { $count } × { $unit } в провинции { $province }
kk-action-build = Построй { $building-acc } { $place-in }
kk-action-build_edge = Построй { $what-acc } { $from-from } { $to-to }
kk-action-upgrade = Улучши { $unit-acc } { $place-in }: { $upgrade }
kk-action-replenish = Пополни { $unit-acc } { $place-in }
kk-action-disband = Распусти { $unit-acc } { $place-in }
kk-action-dismantle = Разбери { $building-acc } { $place-in }
kk-action-recruit_general = Найми генерала
kk-action-place_general = Размести { $general-acc } { $place-in }
kk-action-withdraw_general = Отзови { $general-acc } в резерв
kk-action-privileges = Даруй провинции { $province } феодальные привилегии
kk-action-vassals = Созови вассалов провинции { $province }
kk-action-end_economy = Заверши торговлю и строительство
kk-action-recruit_upgraded = { $recruit }, с улучшением за полцены: { $upgrade } (KK-UNIT-16)
# Предложение другому государству: количества и ресурсы; возможно, ещё и единица стратегического ресурса.
kk-action-offer = Предложи { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $get_amount } { $get_amount ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-01)
kk-action-propose_peace = Предложи мир { $player-dat } (GAP-44)
kk-action-propose_alliance = Предложи союз { $player-dat } (GAP-44)
kk-action-declare_war = Объяви войну { $player-dat }: договор кончится с началом движения этого хода (GAP-44)
kk-action-offer_strategic = { $offer } и ещё единицу { $resource-gen }
kk-action-accept = Прими: { $offer }
kk-action-decline = Отклони или отзови: { $offer }
kk-action-accept_unknown = Предложение, которого больше нет
kk-action-reform = Реформа: строй — { $government }, доктрина — { $doctrine } (GAP-02)
kk-action-bombard = Обстреляй { $building-acc } { $place-in } { $unit-ins } (KK-CMB-31)
kk-action-field_works = Полевые работы: { $unit } { $unit-gender ->
        [pl] строят
       *[other] строит
    } { $what-acc } { $from-from } { $to-to } (GAP-27)
# $units: что движется («3 × копейщики, 1 × лучники»).
kk-action-move = Переведи { $units } { $from-from } { $to-to }
kk-action-rail = Перевези { $units } по железной дороге { $from-from } { $to-to }
kk-action-logistics = Перебрось { $units } { $from-from } { $to-to } через логистические центры
kk-action-engage = Атакуй { $target-acc } { $owner-gen } { $unit-ins }, поддержка: { $support }
kk-action-withdraw = Прерви бой
kk-action-flee = Беги из боя (KK-CMB-21)
kk-action-stand = Стой и бейся дальше (KK-CMB-21)
kk-action-call_tribes = Созови племенных воинов провинции { $province }: { $unit } × { $count } (KK-REC-23)
kk-action-no_tribes = Не созывай племенных воинов провинции { $province } (KK-REC-23)
kk-action-fire = Обстреляй { $unit-ins } { $target-acc } { $owner-gen } { $place-in }
kk-action-plunder = Разграбь { $building-acc } { $unit-ins }
kk-action-blow_up = Взорви { $building-acc } { $unit-ins }
kk-action-move_general = Переведи { $general-acc } { $to-to }
kk-action-regroup = Верни в строй { $unit-acc } { $owner-gen }
kk-action-end_movement = Заверши движение

## Кнопки (что говорит выбор, пока он не сделан)

# $unit в $province: $cost за каждое подразделение.
kk-choice-recruit = Набери { $unit-acc } в провинции { $province }: { $cost } за подразделение (KK-REC-01)
kk-choice-cost = { $action }: { $cost }
kk-choice-refund = { $action }: возврат { $refund } (KK-REC-32, KK-BLD-05)
kk-choice-port = Торговля через порт { $place-in }: отдаёшь к6 за 1, на { $markets } меньше благодаря рынкам (KK-TRADE-05, KK-TRADE-14)
kk-choice-caravanserai = Торговля через караван-сарай { $place-in }: отдаёшь к6+2 за 1, на { $markets } меньше благодаря рынкам (KK-TRADE-09, KK-TRADE-14)
kk-choice-odds = { $action } — точный шанс на победу: { $percent } %
kk-amount-count = Сколько
kk-amount-give = Отдай
kk-amount-offer = Количество
kk-amount-get = Взамен
kk-amount-support = Поддерживающие подразделения
kk-amount-ask = Сколько взамен
kk-amount-upgrade = Улучшение за полцены
kk-amount-no_upgrade = нет
kk-amount-strategic = В придачу единица стратегического ресурса
kk-amount-no_strategic = нет

## Значения

kk-value-number = { $number }
kk-value-nothing = ничего
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
       *[other] {" "}(модификатор { $modifier })
    }
kk-value-offer = { $from } предлагает { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $get_amount } { $get_amount ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    }
kk-value-offer_peace = { $from } предлагает мир { $to-dat }
kk-value-offer_alliance = { $from } предлагает союз { $to-dat }
kk-value-pact_peace = мир с { $player-ins }
kk-value-pact_alliance = союз с { $player-ins }
kk-value-pact_ending = { $pact } (объявлена война)
kk-value-at_war_with_all = война со всеми государствами
kk-value-offer_strategic = { $offer } и ещё единицу { $resource-gen }
kk-value-strike_all = все провинции
    .in = во всех провинциях
kk-value-strike_national = национальные провинции
    .in = в национальных провинциях
kk-value-strike_conquered = завоёванные провинции
    .in = в завоёванных провинциях
kk-part-base = основа
kk-part-terrain = местность
kk-part-terrain_bonus = родная местность
kk-part-capital = столица
kk-part-stronghold = укрепления
kk-part-versus = против своего рода
kk-part-versus_stronghold = против укреплений
kk-part-experience = опыт
kk-part-upgrades = улучшения
kk-part-doctrine = доктрина
kk-part-saltpetre = селитра
kk-part-general = генерал
kk-part-river = река
kk-part-snow = снег
kk-part-unsupplied = без снабжения
kk-losses-both = равные кубики: потери несут обе стороны
kk-losses-none = кубики различаются на 1: без потерь
kk-losses-lower = кубики различаются на 2: потери несёт сторона с меньшим кубиком
kk-losses-lower_heavy = кубики различаются на 3: тяжёлые потери несёт сторона с меньшим кубиком

## События (журнал)

kk-event-turn = Ход { $turn } ({ $season }): { $drawer } бросает { $first } + { $second }: { $event } (GAP-02); на кубике погоды { $die }: { $weather } (GAP-03)
kk-event-colour = На Кубике цвета выпадает { $face }: { $colour } (GAP-01)
kk-event-white = На Кубике цвета выпадает { $face }: белый, каждое государство выбирает свой цвет (GAP-01)
kk-event-white_chosen = { $player } выбирает { $colour }
kk-event-stock = { $player }: { $changes } — { $why }
kk-why-wealth = Богатство провинций, KK-PROV-03
kk-why-buildings = здания, KK-TURN-08
kk-why-growth = рост, KK-RES-07
kk-why-recruit = набор, KK-REC-01
kk-why-build = строительство, KK-BLD
kk-why-upgrade = улучшение, KK-UNIT-14
kk-why-replenish = пополнение, GAP-29
kk-why-disband = роспуск подразделения, KK-REC-32
kk-why-dismantle = разборка здания, KK-BLD-05
kk-why-plunder = грабёж, KK-PLN-02
kk-why-general = генерал, GAP-34
kk-why-logistics = логистика, GAP-22
kk-why-exchange = обмен, KK-TRADE-01
kk-why-event = событие, GAP-02
kk-event-strategic_gained = { $player } получает единицу { $resource-gen } из провинции { $province } (KK-RES-12)
kk-event-strategic_spent = { $player } расходует единицу { $resource-gen } (KK-RES-14)
kk-event-strategic_given = { $from } передаёт { $to-dat } единицу { $resource-gen } (KK-TRADE-03)
kk-event-heated = { $player } сжигает на зиму единицу { $resource-gen } (GAP-04)
kk-event-cold = { $player-dat } нечем топить: в этот ход довольство считается на уровень ниже (GAP-04)
kk-event-port_trade = { $player } торгует через порт { $place-in }: на кубике { $die }, курс { $rate } за 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $got } { $got ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-05, KK-TRADE-07)
kk-event-caravan_trade = { $player } торгует через караван-сарай { $place-in }: на кубике { $die }, курс { $rate } за 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } за { $got } { $got ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-09)
kk-event-economy_phase = { $player } торгует и строит
kk-event-movement_phase = { $player } двигает войска
kk-event-economy_done = { $player } завершает торговлю и строительство
kk-event-initiative = Стратегическая инициатива: { $rolls }; порядок движения: { $order } (KK-INIT-02)
kk-event-unit_placed = Новое подразделение { $owner-gen } { $place-in }: { $unit }
kk-event-moved = { $owner }: { $count ->
        [one] { $count } подразделение переходит
        [few] { $count } подразделения переходят
       *[many] { $count } подразделений переходят
    } { $from-from } { $to-to }
kk-event-moved_rail = { $owner }: { $count ->
        [one] { $count } подразделение едет
        [few] { $count } подразделения едут
       *[many] { $count } подразделений едут
    } по железной дороге { $from-from } { $to-to } (KK-BLD-10)
kk-event-moved_logistics = { $owner }: { $count ->
        [one] { $count } подразделение переброшено
        [few] { $count } подразделения переброшены
       *[many] { $count } подразделений переброшено
    } { $from-from } { $to-to } (KK-BLD-16)
kk-event-retreated = { $owner }: { $count ->
        [one] { $count } подразделение отступает
        [few] { $count } подразделения отступают
       *[many] { $count } подразделений отступают
    } { $from-from } { $to-to } (AMB-20)
kk-event-returned = { $owner }: { $count ->
        [one] { $count } подразделение возвращается
        [few] { $count } подразделения возвращаются
       *[many] { $count } подразделений возвращаются
    } { $from-from } { $to-to } (AMB-54)
kk-event-lost_destroyed = { $owner }: { $unit } { $unit-gender ->
        [m] уничтожен
        [f] уничтожена
        [n] уничтожено
       *[pl] уничтожены
    } { $place-in } (GAP-28)
kk-event-lost_trapped = { $owner }: { $unit } не { $unit-gender ->
        [pl] имеют пути к отступлению и гибнут
       *[other] имеет пути к отступлению и гибнет
    } { $place-in } (KK-CMB-19)
kk-event-lost_overrun = { $owner }: { $unit }, уже в беспорядке, { $unit-gender ->
        [pl] снова терпят поражение и гибнут
       *[other] снова терпит поражение и гибнет
    } { $place-in } (GAP-28)
kk-event-lost_disbanded = { $owner }: { $unit } { $place-in } { $unit-gender ->
        [m] распущен
        [f] распущена
        [n] распущено
       *[pl] распущены
    } (KK-REC-32)
kk-event-lost_eliminated = { $owner }: { $unit } { $place-in } { $unit-gender ->
        [pl] исчезают
       *[other] исчезает
    } вместе со своим государством (KK-WIN-06)
kk-event-lost_no_room = { $owner }: { $unit } не { $unit-gender ->
        [pl] находят места и гибнут
       *[other] находит места и гибнет
    } { $place-in } (AMB-54)
kk-event-loss_level = { $owner }: { $unit } теперь { $unit-gender ->
        [pl] сражаются
       *[other] сражается
    } { $level }
kk-event-replenished = { $owner }: { $unit } — пополнение, на один уровень потерь меньше (GAP-29)
kk-event-routed = { $owner }: { $unit } { $unit-gender ->
        [pl] бегут
       *[other] бежит
    } в беспорядке (KK-CMB-06)
kk-event-regrouped = { $owner }: { $unit } { $unit-gender ->
        [pl] возвращаются
       *[other] возвращается
    } в строй (GAP-30)
kk-event-experience = { $owner }: { $unit } { $unit-gender ->
        [pl] получают
       *[other] получает
    } { $count } { $count ->
        [one] очко
        [few] очка
       *[many] очков
    } опыта (GAP-38)
kk-event-upgraded = Улучшение для { $unit-gen }: { $upgrade } (GAP-32)
kk-event-supply = { $player }: { $count ->
        [one] { $count } подразделение без снабжения
        [few] { $count } подразделения без снабжения
       *[many] { $count } подразделений без снабжения
    } (GAP-31)
kk-event-movement_points = { $count ->
        [one] { $count } подразделение готово
        [few] { $count } подразделения готовы
       *[many] { $count } подразделений готовы
    } к движению (GAP-36)
kk-event-plundered = { $owner }: { $unit } — грабёж в этот ход уже совершён
kk-event-acted = { $owner }: { $unit } — действие в этом бою уже совершено
kk-event-built = Завершено строительство { $building-gen } { $place-in }
kk-event-demolished = Больше нет { $building-gen } { $place-in }
kk-event-edge_built = Завершено строительство { $what-gen } { $from-from } { $to-to }
kk-event-edge_removed = Больше нет { $what-gen } { $from-from } { $to-to }
kk-event-entered = { $player } вступает в провинцию { $province }
kk-event-taken = Провинция { $province } теперь принадлежит { $player-dat } (KK-CAP-03)
kk-event-levy = Провинция { $province } созывает ополчение (KK-REC-19)
kk-event-privileged = Провинция { $province } получает феодальные привилегии (KK-REC-29)
kk-event-battle = Бой { $place-in }: атака { $player-gen } на { $count } { $count ->
        [one] вражеское подразделение
        [few] вражеских подразделения
       *[many] вражеских подразделений
    } (KK-CMB-01)
kk-event-battle_joined = К бою { $count ->
        [one] присоединяется ещё { $count } подразделение
        [few] присоединяются ещё { $count } подразделения
       *[many] присоединяются ещё { $count } подразделений
    }
kk-event-battle_begun = Бой начинается
kk-event-battle_over = Бой { $place-in } окончен (KK-CMB-11)
kk-event-asked_flee = { $player } может бежать из боя { $place-in } или выстоять (KK-CMB-21, AMB-50)
kk-event-asked_tribes = Враг вступает в провинцию { $province }: { $player } может созвать племенных воинов (KK-REC-23)
kk-event-fled = { $player } бежит из боя (KK-CMB-21)
kk-event-stood = { $player } стоит и бьётся дальше (KK-CMB-21)
kk-event-tribes_called = { $player } созывает племенных воинов провинции { $province } (KK-REC-23)
kk-event-tribes_not_called = { $player } не созывает племенных воинов провинции { $province } (KK-REC-23)
kk-event-answered = Ответ дан
kk-event-fled_to = { $owner }: { $count ->
        [one] { $count } подразделение бежит
        [few] { $count } подразделения бегут
       *[many] { $count } подразделений бегут
    } { $from-from } { $to-to } (AMB-50)
# Схватка: итог нападающего ($parts), поддержка, итог цели.
kk-event-engaged_win = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } от поддержки
    } = { $total } { $unit-gender ->
        [pl] побеждают
       *[other] побеждает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; перевес не больше Морали ({ $morale }): проигравший отступает; { $losses } (KK-CMB-05, KK-CMB-07, GAP-35)
kk-event-engaged_rout = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } от поддержки
    } = { $total } { $unit-gender ->
        [pl] обращают
       *[other] обращает
    } в бегство { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; перевес больше Морали ({ $morale }); { $losses } (KK-CMB-06, GAP-35)
kk-event-engaged_repulsed = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } от поддержки
    } = { $total } не { $unit-gender ->
        [pl] могут
       *[other] может
    } одолеть { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total } и { $unit-gender ->
        [pl] отступают
       *[other] отступает
    }, Мораль { $morale }; { $losses } (AMB-21, GAP-35)
kk-event-engaged_repulsed_rout = { $owner }: { $unit } (кубик { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } от поддержки
    } = { $total } { $unit-gender ->
        [pl] разбиваются
       *[other] разбивается
    } о { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total } и { $unit-gender ->
        [pl] бегут
       *[other] бежит
    } в беспорядке, Мораль { $morale }; { $losses } (KK-CMB-06, GAP-35)
kk-event-fire_hits = { $owner }: { $unit } { $unit-gender ->
        [pl] стреляют
       *[other] стреляет
    } (кубик { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } и { $unit-gender ->
        [pl] поражают
       *[other] поражает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }, Мораль { $morale }; { $losses } (KK-CMB-29)
kk-event-fire_misses = { $owner }: { $unit } { $unit-gender ->
        [pl] стреляют
       *[other] стреляет
    } (кубик { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } и не { $unit-gender ->
        [pl] попадают
       *[other] попадает
    } в { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }, Мораль { $morale }; { $losses } (KK-CMB-30)
kk-event-bombard_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] обстреливают
       *[other] обстреливает
    } { $building-acc } { $place-in }: на кубике { $die }, нужно { $need }: здание разрушено (KK-CMB-31, KK-CMB-32)
kk-event-bombard_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] обстреливают
       *[other] обстреливает
    } { $building-acc } { $place-in }: на кубике { $die }, нужно { $need }: безрезультатно (KK-CMB-31, KK-CMB-32)
kk-event-offered = { $offer } (KK-TRADE-01)
kk-event-offer_accepted = Предложение принято: { $offer } (GAP-44)
kk-event-offer_declined = Предложение отклонено: { $offer }
kk-event-offer_withdrawn = Предложение отозвано или истекло: { $offer }
kk-event-offer_gone = Одного из предложений больше нет
kk-event-pact_peace = { $one } и { $other } заключают мир (GAP-44)
kk-event-pact_alliance = { $one } и { $other } заключают союз (GAP-44)
kk-event-war_declared = { $by } объявляет войну { $on-dat }: договор кончится с началом фазы движения (GAP-44)
kk-event-pact_ended = { $one } и { $other } снова воюют (GAP-44)
kk-event-parted = { $owner }: { $count ->
        [one] { $count } подразделение покидает
        [few] { $count } подразделения покидают
       *[many] { $count } подразделений покидают
    } землю бывшего союзника: { $from-from } { $to-to } (GAP-44)
kk-event-general_at = { $general } находится { $place-in }
kk-event-general_pool = { $general } ждёт в резерве действующих генералов
kk-event-general_captured = { $general } попадает в плен к { $player-dat } (KK-GENL-06)
kk-event-general_dead = { $general } гибнет (GAP-42)
kk-event-general_experience = { $general } получает { $count } { $count ->
        [one] очко
        [few] очка
       *[many] очков
    } опыта (GAP-34)
kk-event-general_regrouped = { $general } возвращает в строй одно подразделение (KK-GENL-10)
kk-event-signals_regrouped = { $owner }: { $unit } { $unit-gender ->
        [pl] возвращаются
       *[other] возвращается
    } в строй благодаря связи ({ $by }) (KK-GENL-15)
kk-event-strikes = Забастовки { $where-in } { $player-gen }: в этот ход они не дают Богатства (GAP-11)
kk-event-contentment = Довольство { $player-gen }: теперь { $level } (GAP-12)
kk-event-changed = Новый строй { $player-gen }: { $government }; доктрина: { $doctrine }
kk-event-eliminated = { $player } теряет последнюю провинцию и выбывает из игры (KK-WIN-06)

## Конец игры

kk-outcome-elimination = Победа на ходу { $turn }: { $winners } — все остальные государства потеряли свои провинции (KK-WIN-01)
kk-outcome-turn_limit = Победа после хода { $turn }: { $winners } — больше всего провинций, а затем больше всего золота (GAP-51)

## Боковая панель

kk-panel-game = Игра
kk-panel-turn = Ход
kk-panel-of = { $turn } из { $last }
kk-panel-season = Время года
kk-panel-event = Событие
kk-panel-weather = Погода
kk-panel-colour = Кубик цвета
kk-panel-acting = Сейчас ходит
kk-panel-order = Порядок движения (KK-INIT)
kk-panel-strategic = Стратегические ресурсы
kk-panel-income = Доход в этот ход
kk-panel-income_value = { $wealth } от Богатства, { $buildings } от зданий
kk-panel-contentment = Довольство (GAP-10)
kk-panel-government = Строй
kk-panel-doctrine = Доктрина
kk-panel-relations = Отношения
kk-panel-generals = Генералы (GAP-34)
kk-panel-generals_value = { $held } из { $limit }
kk-panel-general_value = Командование { $command }, { $trait }, { $at }
kk-panel-general_at = { $place-in }
kk-panel-general_pool = в резерве
kk-panel-general_captured = в плену у { $player-gen }
kk-panel-states = Государства
kk-panel-standing = { $provinces ->
        [one] { $provinces } провинция
        [few] { $provinces } провинции
       *[many] { $provinces } провинций
    }, { $gold } { $gold ->
        [one] золото
        [few] золота
       *[many] золота
    }
kk-panel-eliminated = вне игры
kk-panel-province = Провинция
kk-panel-region = Регион (KK-CAP-02)
kk-panel-owner = Владелец
kk-panel-wealth = Богатство (KK-PROV-02)
kk-panel-wealth_value = { $colour }, уровень { $level }
kk-panel-terrain = Местность (GAP-15)
kk-panel-stacking = Лимит подразделений, стоимость шага
kk-panel-stacking_value = { $limit } { $limit ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    }, { $move } { $move ->
        [one] очко
        [few] очка
       *[many] очков
    } движения (GAP-16, GAP-15)
kk-panel-building = Здание
kk-panel-source = Источник стратегического ресурса (GAP-18)
kk-panel-river = Здесь течёт река: по ней плавают речные канонерки (GAP-26)
kk-panel-supply = Сюда доходит твоё снабжение (KK-SUP)
kk-panel-yes = да
kk-panel-no = нет
kk-panel-units = Подразделения
# One row of alike units: $count of them, $unit their kind
kk-panel-unit_count = { $count } × { $unit }
# $owner; $strength, $morale, $speed: the kind's numbers; $notes: kk-panel-unit_notes, or nothing for fresh units
kk-panel-unit_brief = { $owner }: сила { $strength }, мораль { $morale }, скорость { $speed }{ $notes }
kk-panel-unit_fresh = {""}
kk-panel-unit_notes = ; опыт { $xp }, { $state }, { $routed }
kk-panel-trade = Торговля
kk-panel-markets = Рынки в провинции (KK-TRADE-14)

## Отказы ($rule: идентификатор правила)

# $waiting: государство, которое сейчас ходит.
# $phase: фаза, к которой это относится (kk-phase-*).
kk-refusal-wrong_phase = Это делается в фазе «{ $phase }» ({ $rule }).
kk-refusal-pick_colour_first = На Кубике цвета выпала белая грань: сначала выбери цвет, который принесёт тебе ресурсы в этом ходу ({ $rule }).
kk-refusal-not_used = Твоё государство не использует этот ресурс ({ $rule }).
kk-refusal-no_trade_left = В этот ход здесь больше нельзя торговать ({ $rule }).
kk-refusal-bad_trade = Предложи сколько-то одного ресурса в обмен на другой ({ $rule }).
kk-refusal-no_white = Белая грань не выпала, так что выбирать нечего ({ $rule }).
kk-refusal-cannot_afford = Не хватает ресурсов: отдающая сторона должна по-прежнему иметь всё, что отдаёт, включая стратегические ресурсы ({ $rule }).
# $resource: первый недостающий ресурс; $need: сколько нужно; $have: сколько есть.
kk-refusal-short_of = Не хватает { $resource-many }: нужно { $need }, а у тебя { $have } ({ $rule }).
kk-refusal-needs_building = Нет нужного здания ({ $rule }).
kk-refusal-not_recruitable = Твоё государство не может набирать это подразделение ({ $rule }).
kk-refusal-capital_barred = Местность столицы провинции не допускает это подразделение ({ $rule }).
kk-refusal-elite_limit = У государства может быть не больше одного элитного подразделения ({ $rule }).
# $limit: сколько подразделений может там стоять; $room: сколько ещё поместится.
kk-refusal-no_room = Нет места: там может стоять не больше { $limit } { $limit ->
        [one] подразделения
        [few] подразделений
       *[many] подразделений
    }, поместится ещё { $room } ({ $rule }).
kk-refusal-enemy_holds = В столице провинции стоят вражеские подразделения: набирать там можно, только когда их не останется ({ $rule }).
kk-refusal-slot_taken = Здесь уже стоит здание ({ $rule }).
kk-refusal-bad_place = Это здесь построить нельзя ({ $rule }).
kk-refusal-no_strategic_source = Караван-сараю нужен источник стратегического ресурса в его провинции ({ $rule }).
kk-refusal-not_own_province = Только в своих провинциях ({ $rule }).
kk-refusal-enemy_present = В провинции есть вражеские подразделения ({ $rule }).
kk-refusal-no_upgrade = Это улучшение не подходит этому подразделению или уже у него есть ({ $rule }).
kk-refusal-no_replenish = Это подразделение сейчас нельзя пополнить ({ $rule }).
# $held: сколько генералов у государства; $limit: сколько их может быть.
kk-refusal-general_limit = У твоего государства может быть не больше { $limit } { $limit ->
        [one] генерала
        [few] генералов
       *[many] генералов
    }, а у него уже { $held } ({ $rule }).
kk-refusal-no_generals_left = Все генералы твоего государства уже наняты ({ $rule }).
kk-refusal-no_such_general = Такого генерала нет, или он уже двигался в этот ход ({ $rule }).
kk-refusal-no_vassals = Привилегии и вассалы требуют феодальной монархии и привилегированной провинции ({ $rule }).
kk-refusal-not_a_step = Это не один шаг ({ $rule }).
kk-refusal-barred = Эти подразделения не могут войти на эту местность ({ $rule }).
kk-refusal-no_such_units = Здесь нет столько подразделений, способных двигаться ({ $rule }).
kk-refusal-battle_first = Сначала проведи бой ({ $rule }).
kk-refusal-in_battle = Подразделения в бою остаются в нём ({ $rule }).
kk-refusal-no_battle = Ты не ведёшь ни одного боя ({ $rule }).
kk-refusal-not_ready = Это подразделение уже действовало в этом бою ({ $rule }).
kk-refusal-covered = Это подразделение прикрыто, пока остаются другие подразделения его стороны ({ $rule }).
# $range: дальность стрельбы в подпровинциях (0: нет).
kk-refusal-out_of_range = Вне досягаемости: { $range ->
        [0] это подразделение не стреляет на расстояние
        [one] это подразделение стреляет на { $range } подпровинцию
        [few] это подразделение стреляет не дальше чем на { $range } подпровинции
       *[many] это подразделение стреляет не дальше чем на { $range } подпровинций
    } ({ $rule }).
kk-refusal-no_plunder = Здесь нечего грабить, или грабёж в этот ход уже был ({ $rule }).
kk-refusal-no_demolish = Это подразделение не может здесь взорвать здание ({ $rule }).
kk-refusal-no_rail = Отсюда туда по железной дороге не проехать ({ $rule }).
kk-refusal-walked_first = Поездка по железной дороге должна начинать движение: эти подразделения уже сделали шаг в этой фазе ({ $rule }).
kk-refusal-no_logistics = Для этого нет связанных логистических центров ({ $rule }).
kk-refusal-hostile = Генерал никогда не заходит во вражеские подразделения ({ $rule }).
kk-refusal-no_regroup = Ни один генерал сейчас не может вернуть это подразделение в строй ({ $rule }).
kk-refusal-no_reform = Событие этого хода не позволяет твоему государству это изменить ({ $rule }).
kk-refusal-no_bombard = Здесь нет вражеского здания, которое это подразделение могло бы обстрелять ({ $rule }).
kk-refusal-bad_input = Нет такого места или подразделения ({ $rule }).
kk-refusal-seats = В «Четыре короны» играют все четыре государства, в порядке мест за столом.
kk-refusal-unknown_scenario = Неизвестный сценарий: { $scenario }

## Подсказка: что государство, чья сейчас очередь, может сделать и почему (задача 19)

kk-guide-pick_colour = На Кубике цвета выпала белая грань: выбери цвет, который принесёт тебе ресурсы в этом ходу. Каждая твоя провинция этого цвета даст столько ресурса этого цвета, каков её уровень Богатства.
kk-guide-economy = Твоя очередь торговать и строить: торгуй через свои порты и караван-сараи, набирай войска в провинциях с нужными зданиями, строй, улучшай и пополняй подразделения, размещай генералов, расплачиваясь ресурсами. Остальные государства ходят в порядке мест за столом. Когда закончишь, нажми «{ kk-action-end_economy }».
kk-guide-movement = Твоё движение: армии переходят из подпровинции в подпровинцию настолько далеко, насколько позволяет их Скорость, а дороги вдвое снижают стоимость. Вход в подпровинцию, где стоят вражеские подразделения, начинает бой; подразделения на побережье или в гавани могут сесть на твои корабли, а те, что на борту, — высадиться. Когда закончишь, нажми «{ kk-action-end_movement }».
kk-guide-movement_air = Твоё движение: армии идут так далеко, как позволяет их Скорость, а каждый твой самолёт на базе может выполнить одну миссию — удар по подразделению, бомбардировку или перелёт на другую базу. Вражеские истребители и зенитные орудия у цели могут перехватить её первыми. Когда закончишь, нажми «{ kk-action-end_movement }».
# $place: подпровинция, за которую идёт бой.
kk-guide-battle = Бой { $place-in }: выбери одно своё подразделение, которое атакует одно вражеское; другие могут поддержать его половиной своей Силы. Каждая сторона прибавляет к4, побеждает бо́льшая сумма, а ничья означает неудачную атаку. Закончить бой можно кнопкой «{ kk-action-withdraw }».
kk-guide-flee = Враг атакует тебя { $place-in }: между схватками можно бежать — каждое твоё подразделение оттуда уходит в ближайшую свободную подпровинцию с местом, не разбитым, а поле остаётся врагу — или выстоять и биться дальше.
kk-guide-tribes = Враг вступил в провинцию { $province }: можно сейчас созвать её племенных воинов (от одного до трёх подразделений по числу зданий, бесплатно, в столице провинции) или сохранить это право на потом.

## Генералы (GAP-34: по шесть в резерве каждого государства)
## Падеж: .acc.

kk-general-khanate_0 = Бату-хан
    .acc = Бату-хана
kk-general-khanate_1 = Субэдэй
    .acc = Субэдэя
kk-general-khanate_2 = Джэбэ
    .acc = Джэбэ
kk-general-khanate_3 = Тогрул
    .acc = Тогрула
kk-general-khanate_4 = Арслан
    .acc = Арслана
kk-general-khanate_5 = Кайду
    .acc = Кайду
kk-general-kingdom_0 = Сэр Эмери
    .acc = сэра Эмери
kk-general-kingdom_1 = Сэр Роланд
    .acc = сэра Роланда
kk-general-kingdom_2 = Леди Изольда
    .acc = леди Изольду
kk-general-kingdom_3 = Сэр Гаспар
    .acc = сэра Гаспара
kk-general-kingdom_4 = Сэр Тибо
    .acc = сэра Тибо
kk-general-kingdom_5 = Леди Матильда
    .acc = леди Матильду
kk-general-empire_0 = Генерал Волков
    .acc = генерала Волкова
kk-general-empire_1 = Генерал Орлов
    .acc = генерала Орлова
kk-general-empire_2 = Генерал Соколова
    .acc = генерал Соколову
kk-general-empire_3 = Генерал Морозов
    .acc = генерала Морозова
kk-general-empire_4 = Генерал Белов
    .acc = генерала Белова
kk-general-empire_5 = Генерал Зорин
    .acc = генерала Зорина
kk-general-republic_0 = Капитан Дориа
    .acc = капитана Дориа
kk-general-republic_1 = Капитан Сфорца
    .acc = капитана Сфорцу
kk-general-republic_2 = Капитан Коллеони
    .acc = капитана Коллеони
kk-general-republic_3 = Капитан Вителли
    .acc = капитана Вителли
kk-general-republic_4 = Капитан Орсини
    .acc = капитана Орсини
kk-general-republic_5 = Капитан Гаттамелата
    .acc = капитана Гаттамелату

## Карта Четырёх корон (GAP-45)
## Регионы
kk-region-steppe = Степь
kk-region-heartland = Коренные земли
kk-region-north = Север
kk-region-coast = Побережье
kk-region-silk_road = Шёлковый путь

## Провинции
kk-province-p_kara_ordu = Кара-Орду
kk-province-p_altan_tala = Алтан-Тала
kk-province-p_sarybay = Сарыбай
kk-province-p_kyzyl_tash = Кызыл-Таш
kk-province-p_orman_bel = Орман-Бель
kk-province-p_karakum = Каракум
kk-province-p_valmont = Вальмон
kk-province-p_brenneval = Бренваль
kk-province-p_bellerive = Бельрив
kk-province-p_grisfort = Гризфор
kk-province-p_sombrebois = Сомбрбуа
kk-province-p_hautemarche = Отмарш
kk-province-p_kholmgard = Холмгард
kk-province-p_zaryansk = Зарянск
kk-province-p_ledmark = Ледмарк
kk-province-p_kamenograd = Каменоград
kk-province-p_stalnov = Стальнов
kk-province-p_taigavik = Тайгавик
kk-province-p_serenza = Серенца
kk-province-p_valdora = Вальдора
kk-province-p_porto_alba = Порто-Альба
kk-province-p_monteferro = Монтеферро
kk-province-p_fornacia = Форнация
kk-province-p_selvanera = Сельванера
kk-province-p_meravand = Мераванд
kk-province-p_sogdara = Согдара
kk-province-p_kuhsar = Кухсар
kk-province-p_bandar_zeyn = Бандар-Зейн

## Подпровинции
## Обороты с предлогом: .in (где?), .to (куда?), .from (откуда?).
kk-sub-s_kara_ordu_1 = Ставка Кара-Орду
    .in = в Ставке Кара-Орду
    .to = в Ставку Кара-Орду
    .from = из Ставки Кара-Орду
kk-sub-s_kara_ordu_2 = Луга Кара-Орду
    .in = на Лугах Кара-Орду
    .to = на Луга Кара-Орду
    .from = с Лугов Кара-Орду
kk-sub-s_kara_ordu_3 = Курганы Кара-Орду
    .in = у Курганов Кара-Орду
    .to = к Курганам Кара-Орду
    .from = от Курганов Кара-Орду
kk-sub-s_kara_ordu_4 = Леса Кара-Орду
    .in = в Лесах Кара-Орду
    .to = в Леса Кара-Орду
    .from = из Лесов Кара-Орду
kk-sub-s_altan_tala_1 = Конская ярмарка Алтан-Тала
    .in = на Конской ярмарке Алтан-Тала
    .to = на Конскую ярмарку Алтан-Тала
    .from = с Конской ярмарки Алтан-Тала
kk-sub-s_altan_tala_2 = Степи Алтан-Тала
    .in = в Степях Алтан-Тала
    .to = в Степи Алтан-Тала
    .from = из Степей Алтан-Тала
kk-sub-s_altan_tala_3 = Пески Алтан-Тала
    .in = в Песках Алтан-Тала
    .to = в Пески Алтан-Тала
    .from = из Песков Алтан-Тала
kk-sub-s_sarybay_1 = Гавань Сарыбай
    .in = в Гавани Сарыбай
    .to = в Гавань Сарыбай
    .from = из Гавани Сарыбай
kk-sub-s_sarybay_2 = Коса Сарыбай
    .in = на Косе Сарыбай
    .to = на Косу Сарыбай
    .from = с Косы Сарыбай
kk-sub-s_kyzyl_tash_1 = Ворота Кызыл-Таш
    .in = у Ворот Кызыл-Таш
    .to = к Воротам Кызыл-Таш
    .from = от Ворот Кызыл-Таш
kk-sub-s_kyzyl_tash_2 = Вершины Кызыл-Таш
    .in = на Вершинах Кызыл-Таш
    .to = на Вершины Кызыл-Таш
    .from = с Вершин Кызыл-Таш
kk-sub-s_kyzyl_tash_3 = Скалы Кызыл-Таш
    .in = на Скалах Кызыл-Таш
    .to = на Скалы Кызыл-Таш
    .from = со Скал Кызыл-Таш
kk-sub-s_orman_bel_1 = Застава Орман-Бель
    .in = на Заставе Орман-Бель
    .to = на Заставу Орман-Бель
    .from = с Заставы Орман-Бель
kk-sub-s_orman_bel_2 = Пуща Орман-Бель
    .in = в Пуще Орман-Бель
    .to = в Пущу Орман-Бель
    .from = из Пущи Орман-Бель
kk-sub-s_karakum_1 = Колодцы Каракум
    .in = у Колодцев Каракум
    .to = к Колодцам Каракум
    .from = от Колодцев Каракум
kk-sub-s_karakum_2 = Барханы Каракум
    .in = в Барханах Каракум
    .to = в Барханы Каракум
    .from = из Барханов Каракум
kk-sub-s_karakum_3 = Солончаки Каракум
    .in = на Солончаках Каракум
    .to = на Солончаки Каракум
    .from = с Солончаков Каракум
kk-sub-s_valmont_1 = Замок Вальмон
    .in = в Замке Вальмон
    .to = в Замок Вальмон
    .from = из Замка Вальмон
kk-sub-s_valmont_2 = Поля Вальмон
    .in = на Полях Вальмон
    .to = на Поля Вальмон
    .from = с Полей Вальмон
kk-sub-s_valmont_3 = Увалы Вальмон
    .in = на Увалах Вальмон
    .to = на Увалы Вальмон
    .from = с Увалов Вальмон
kk-sub-s_valmont_4 = Ловчий лес Вальмон
    .in = в Ловчем лесу Вальмон
    .to = в Ловчий лес Вальмон
    .from = из Ловчего леса Вальмон
kk-sub-s_brenneval_1 = Торжище Бренваль
    .in = на Торжище Бренваль
    .to = на Торжище Бренваль
    .from = с Торжища Бренваль
kk-sub-s_brenneval_2 = Хутора Бренваль
    .in = на Хуторах Бренваль
    .to = на Хутора Бренваль
    .from = с Хуторов Бренваль
kk-sub-s_bellerive_1 = Гавань Бельрив
    .in = в Гавани Бельрив
    .to = в Гавань Бельрив
    .from = из Гавани Бельрив
kk-sub-s_bellerive_2 = Высоты Бельрив
    .in = на Высотах Бельрив
    .to = на Высоты Бельрив
    .from = с Высот Бельрив
kk-sub-s_bellerive_3 = Топи Бельрив
    .in = в Топях Бельрив
    .to = в Топи Бельрив
    .from = из Топей Бельрив
kk-sub-s_grisfort_1 = Твердыня Гризфор
    .in = в Твердыне Гризфор
    .to = в Твердыню Гризфор
    .from = из Твердыни Гризфор
kk-sub-s_grisfort_2 = Вершины Гризфор
    .in = на Вершинах Гризфор
    .to = на Вершины Гризфор
    .from = с Вершин Гризфор
kk-sub-s_grisfort_3 = Леса Гризфор
    .in = в Лесах Гризфор
    .to = в Леса Гризфор
    .from = из Лесов Гризфор
kk-sub-s_sombrebois_1 = Лесничество Сомбрбуа
    .in = в Лесничестве Сомбрбуа
    .to = в Лесничество Сомбрбуа
    .from = из Лесничества Сомбрбуа
kk-sub-s_sombrebois_2 = Пуща Сомбрбуа
    .in = в Пуще Сомбрбуа
    .to = в Пущу Сомбрбуа
    .from = из Пущи Сомбрбуа
kk-sub-s_sombrebois_3 = Кряж Сомбрбуа
    .in = на Кряже Сомбрбуа
    .to = на Кряж Сомбрбуа
    .from = с Кряжа Сомбрбуа
kk-sub-s_hautemarche_1 = Город Отмарш
    .in = в Городе Отмарш
    .to = в Город Отмарш
    .from = из Города Отмарш
kk-sub-s_hautemarche_2 = Боры Отмарш
    .in = в Борах Отмарш
    .to = в Боры Отмарш
    .from = из Боров Отмарш
kk-sub-s_hautemarche_3 = Болота Отмарш
    .in = на Болотах Отмарш
    .to = на Болота Отмарш
    .from = с Болот Отмарш
kk-sub-s_kholmgard_1 = Цитадель Холмгард
    .in = в Цитадели Холмгард
    .to = в Цитадель Холмгард
    .from = из Цитадели Холмгард
kk-sub-s_kholmgard_2 = Вершины Холмгард
    .in = на Вершинах Холмгард
    .to = на Вершины Холмгард
    .from = с Вершин Холмгард
kk-sub-s_kholmgard_3 = Тайга Холмгард
    .in = в Тайге Холмгард
    .to = в Тайгу Холмгард
    .from = из Тайги Холмгард
kk-sub-s_kholmgard_4 = Леса Холмгард
    .in = в Лесах Холмгард
    .to = в Леса Холмгард
    .from = из Лесов Холмгард
kk-sub-s_zaryansk_1 = Город Зарянск
    .in = в Городе Зарянск
    .to = в Город Зарянск
    .from = из Города Зарянск
kk-sub-s_zaryansk_2 = Холмы Зарянск
    .in = на Холмах Зарянск
    .to = на Холмы Зарянск
    .from = с Холмов Зарянск
kk-sub-s_zaryansk_3 = Вершины Зарянск
    .in = на Вершинах Зарянск
    .to = на Вершины Зарянск
    .from = с Вершин Зарянск
kk-sub-s_ledmark_1 = Гавань Ледмарк
    .in = в Гавани Ледмарк
    .to = в Гавань Ледмарк
    .from = из Гавани Ледмарк
kk-sub-s_ledmark_2 = Тайга Ледмарк
    .in = в Тайге Ледмарк
    .to = в Тайгу Ледмарк
    .from = из Тайги Ледмарк
kk-sub-s_ledmark_3 = Ледник Ледмарк
    .in = на Леднике Ледмарк
    .to = на Ледник Ледмарк
    .from = с Ледника Ледмарк
kk-sub-s_kamenograd_1 = Шахты Каменоград
    .in = у Шахт Каменоград
    .to = к Шахтам Каменоград
    .from = от Шахт Каменоград
kk-sub-s_kamenograd_2 = Скалы Каменоград
    .in = на Скалах Каменоград
    .to = на Скалы Каменоград
    .from = со Скал Каменоград
kk-sub-s_kamenograd_3 = Кряж Каменоград
    .in = на Кряже Каменоград
    .to = на Кряж Каменоград
    .from = с Кряжа Каменоград
kk-sub-s_stalnov_1 = Заводы Стальнов
    .in = на Заводах Стальнов
    .to = на Заводы Стальнов
    .from = с Заводов Стальнов
kk-sub-s_stalnov_2 = Склоны Стальнов
    .in = на Склонах Стальнов
    .to = на Склоны Стальнов
    .from = со Склонов Стальнов
kk-sub-s_stalnov_3 = Пик Стальнов
    .in = на Пике Стальнов
    .to = на Пик Стальнов
    .from = с Пика Стальнов
kk-sub-s_taigavik_1 = Гавань Тайгавик
    .in = в Гавани Тайгавик
    .to = в Гавань Тайгавик
    .from = из Гавани Тайгавик
kk-sub-s_taigavik_2 = Трясина Тайгавик
    .in = в Трясине Тайгавик
    .to = в Трясину Тайгавик
    .from = из Трясины Тайгавик
kk-sub-s_serenza_1 = Форум Серенца
    .in = на Форуме Серенца
    .to = на Форум Серенца
    .from = с Форума Серенца
kk-sub-s_serenza_2 = Поля Серенца
    .in = на Полях Серенца
    .to = на Поля Серенца
    .from = с Полей Серенца
kk-sub-s_serenza_3 = Холмы Серенца
    .in = на Холмах Серенца
    .to = на Холмы Серенца
    .from = с Холмов Серенца
kk-sub-s_serenza_4 = Леса Серенца
    .in = в Лесах Серенца
    .to = в Леса Серенца
    .from = из Лесов Серенца
kk-sub-s_valdora_1 = Мельницы Вальдора
    .in = у Мельниц Вальдора
    .to = к Мельницам Вальдора
    .from = от Мельниц Вальдора
kk-sub-s_valdora_2 = Хутора Вальдора
    .in = на Хуторах Вальдора
    .to = на Хутора Вальдора
    .from = с Хуторов Вальдора
kk-sub-s_valdora_3 = Роща Вальдора
    .in = в Роще Вальдора
    .to = в Рощу Вальдора
    .from = из Рощи Вальдора
kk-sub-s_porto_alba_1 = Пристань Порто-Альба
    .in = на Пристани Порто-Альба
    .to = на Пристань Порто-Альба
    .from = с Пристани Порто-Альба
kk-sub-s_porto_alba_2 = Утёсы Порто-Альба
    .in = на Утёсах Порто-Альба
    .to = на Утёсы Порто-Альба
    .from = с Утёсов Порто-Альба
kk-sub-s_porto_alba_3 = Лагуна Порто-Альба
    .in = в Лагуне Порто-Альба
    .to = в Лагуну Порто-Альба
    .from = из Лагуны Порто-Альба
kk-sub-s_monteferro_1 = Город Монтеферро
    .in = в Городе Монтеферро
    .to = в Город Монтеферро
    .from = из Города Монтеферро
kk-sub-s_monteferro_2 = Нагорье Монтеферро
    .in = на Нагорье Монтеферро
    .to = на Нагорье Монтеферро
    .from = с Нагорья Монтеферро
kk-sub-s_fornacia_1 = Арсенал Форнация
    .in = в Арсенале Форнация
    .to = в Арсенал Форнация
    .from = из Арсенала Форнация
kk-sub-s_fornacia_2 = Высоты Форнация
    .in = на Высотах Форнация
    .to = на Высоты Форнация
    .from = с Высот Форнация
kk-sub-s_fornacia_3 = Равнина Форнация
    .in = на Равнине Форнация
    .to = на Равнину Форнация
    .from = с Равнины Форнация
kk-sub-s_selvanera_1 = Форпост Сельванера
    .in = в Форпосте Сельванера
    .to = в Форпост Сельванера
    .from = из Форпоста Сельванера
kk-sub-s_selvanera_2 = Мыс Сельванера
    .in = на Мысе Сельванера
    .to = на Мыс Сельванера
    .from = с Мыса Сельванера
kk-sub-s_selvanera_3 = Мангры Сельванера
    .in = в Манграх Сельванера
    .to = в Мангры Сельванера
    .from = из Мангров Сельванера
kk-sub-s_meravand_1 = Оазис Мераванд
    .in = в Оазисе Мераванд
    .to = в Оазис Мераванд
    .from = из Оазиса Мераванд
kk-sub-s_meravand_2 = Перевал Мераванд
    .in = на Перевале Мераванд
    .to = на Перевал Мераванд
    .from = с Перевала Мераванд
kk-sub-s_meravand_3 = Пески Мераванд
    .in = в Песках Мераванд
    .to = в Пески Мераванд
    .from = из Песков Мераванд
kk-sub-s_sogdara_1 = Базар Согдара
    .in = на Базаре Согдара
    .to = на Базар Согдара
    .from = с Базара Согдара
kk-sub-s_sogdara_2 = Барханы Согдара
    .in = в Барханах Согдара
    .to = в Барханы Согдара
    .from = из Барханов Согдара
kk-sub-s_sogdara_3 = Пустоши Согдара
    .in = на Пустошах Согдара
    .to = на Пустоши Согдара
    .from = с Пустошей Согдара
kk-sub-s_kuhsar_1 = Цитадель Кухсар
    .in = в Цитадели Кухсар
    .to = в Цитадель Кухсар
    .from = из Цитадели Кухсар
kk-sub-s_kuhsar_2 = Предгорья Кухсар
    .in = в Предгорьях Кухсар
    .to = в Предгорья Кухсар
    .from = из Предгорий Кухсар
kk-sub-s_kuhsar_3 = Красный кряж Кухсар
    .in = на Красном кряже Кухсар
    .to = на Красный кряж Кухсар
    .from = с Красного кряжа Кухсар
kk-sub-s_bandar_zeyn_1 = Порт Бандар-Зейн
    .in = в Порту Бандар-Зейн
    .to = в Порт Бандар-Зейн
    .from = из Порта Бандар-Зейн
kk-sub-s_bandar_zeyn_2 = Солеварни Бандар-Зейн
    .in = у Солеварен Бандар-Зейн
    .to = к Солеварням Бандар-Зейн
    .from = от Солеварен Бандар-Зейн
kk-sub-s_bandar_zeyn_3 = Высоты Бандар-Зейн
    .in = на Высотах Бандар-Зейн
    .to = на Высоты Бандар-Зейн
    .from = с Высот Бандар-Зейн

## Моря
kk-sub-sea_west_1 = Китовый пролив
    .in = в Китовом проливе
    .to = в Китовый пролив
    .from = из Китового пролива
kk-sub-sea_west_2 = Серая пучина
    .in = в Серой пучине
    .to = в Серую пучину
    .from = из Серой пучины
kk-sub-sea_west_3 = Цаплин залив
    .in = в Цаплином заливе
    .to = в Цаплин залив
    .from = из Цаплина залива
kk-sub-sea_west_4 = Закатные воды
    .in = в Закатных водах
    .to = в Закатные воды
    .from = из Закатных вод
kk-sub-sea_east_1 = Ледяная губа
    .in = в Ледяной губе
    .to = в Ледяную губу
    .from = из Ледяной губы
kk-sub-sea_east_2 = Янтарная пучина
    .in = в Янтарной пучине
    .to = в Янтарную пучину
    .from = из Янтарной пучины
kk-sub-sea_east_3 = Зейнский залив
    .in = в Зейнском заливе
    .to = в Зейнский залив
    .from = из Зейнского залива
kk-sub-sea_east_4 = Пряные воды
    .in = в Пряных водах
    .to = в Пряные воды
    .from = из Пряных вод

## Воздушная война (KK-AIR)

kk-action-air_strike = Атакуй с воздуха { $unit-ins } { $target-acc } { $owner-gen } { $place-in } (KK-AIR-04)
kk-action-bomb = Разбомби { $building-acc } { $place-in } { $unit-ins } (здание разрушает к8 от { $need } и выше, KK-AIR-10)
kk-action-rebase = Перелёт { $unit-gen } на базу { $to-in } (KK-AIR-01)
kk-choice-air_odds = { $action } — шансы: { $percent }% попасть (без потерь, понесённых по пути); { $through }% прорваться сквозь истребители ({ $fighters }) и зенитные орудия ({ $guns }) (KK-AIR-05…08)
kk-choice-air_odds_clear = { $action } — шансы: { $percent }% попасть; вражеских истребителей и зенитных орудий поблизости нет (KK-AIR-04…08)
kk-event-flown = { $owner }: { $count ->
        [one] { $count } самолёт летит
        [few] { $count } самолёта летят
       *[many] { $count } самолётов летят
    } { $from-from } { $to-to } (KK-AIR-01)
kk-event-strike_hits = { $owner }: { $unit } { $unit-gender ->
        [pl] атакуют
       *[other] атакует
    } с воздуха (кубик { $die }: { $parts }) = { $total } и { $unit-gender ->
        [pl] поражают
       *[other] поражает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; без ответа (KK-AIR-04)
kk-event-strike_misses = { $owner }: { $unit } { $unit-gender ->
        [pl] атакуют
       *[other] атакует
    } с воздуха (кубик { $die }: { $parts }) = { $total }, но не { $unit-gender ->
        [pl] поражают
       *[other] поражает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; возврат на базу без ответа (KK-AIR-04)
kk-event-intercept_wins = { $owner }: { $unit } { $unit-gender ->
        [pl] перехватывают
       *[other] перехватывает
    } (кубик { $die }: { $parts }) = { $total } и { $unit-gender ->
        [pl] побеждают
       *[other] побеждает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses } (KK-AIR-07, KK-AIR-08)
kk-event-intercept_fails = { $owner }: { $unit } { $unit-gender ->
        [pl] перехватывают
       *[other] перехватывает
    } (кубик { $die }: { $parts }) = { $total }, но { $target } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total } { $target-gender ->
        [pl] прорываются
       *[other] прорывается
    } дальше; { $losses } (KK-AIR-08)
kk-event-aa_hits = { $owner }: зенитный огонь: { $unit } (кубик { $die }: { $parts }) = { $total } { $unit-gender ->
        [pl] поражают
       *[other] поражает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; на к6 { $d6 } (5 или 6 возвращает миссию) (KK-AIR-05, KK-AIR-06)
kk-event-aa_misses = { $owner }: зенитный огонь: { $unit } (кубик { $die }: { $parts }) = { $total } не { $unit-gender ->
        [pl] поражают
       *[other] поражает
    } { $target-acc } { $target_owner-gen } (кубик { $target_die }: { $target_parts }) = { $target_total }; { $losses }; на к6 { $d6 } (5 или 6 возвращает миссию) (KK-AIR-05, KK-AIR-06)
kk-event-mission_aborted = { $owner }: { $unit } { $unit-gender ->
        [pl] возвращаются
       *[other] возвращается
    } на базу: миссия прервана (KK-AIR-06, KK-AIR-09)
kk-event-bomb_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] бомбят
       *[other] бомбит
    } { $building-acc } { $place-in }: на к8 { $die }, нужно { $need } или больше: здание разрушено (KK-AIR-10, AMB-62)
kk-event-bomb_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] бомбят
       *[other] бомбит
    } { $building-acc } { $place-in }: на к8 { $die }, нужно { $need } или больше: без последствий (KK-AIR-10, AMB-62)
kk-event-base_taken = { $player }: { $unit } { $owner-gen } { $place-in } { $unit-gender ->
        [pl] переходят
       *[other] переходит
    } в его руки, так как у базы не было защитников (KK-UNIT-18, AMB-44)
kk-refusal-no_mission = Этот самолёт сейчас не может лететь: он должен стоять на своей базе, ещё не летать в этот ход и не прибыть в нём ({ $rule }).
kk-refusal-air_range = Вне досягаемости: { $range ->
        [one] этот самолёт долетает на { $range } подпровинцию от базы
        [few] этот самолёт долетает не дальше чем на { $range } подпровинции от базы
       *[many] этот самолёт долетает не дальше чем на { $range } подпровинций от базы
    } ({ $rule }).
kk-refusal-air_target = Самолёты атакуют только истребители и зенитные подразделения ({ $rule }).
kk-refusal-no_bombing = Там нет вражеского здания, или этот самолёт не несёт бомб ({ $rule }).
kk-refusal-no_base = Это не ваша база для этого самолёта: нужен ваш аэродром (для гидросамолёта также ваша подпровинция у реки, на болотах или на побережье) ({ $rule }).
## Пленные и лагеря (KK-POW, часть 2)
kk-action-win_over = Попробуй переманить пленного: { $prisoner } (к8: переходит на 1, нейтральное подразделение на 1–2; одна попытка, KK-POW-06)
kk-action-liquidate = Ликвидируй пленного: { $prisoner } (KK-POW-05)
kk-action-transfer = Переведи пленного: { $prisoner } в лагерь { $place-in } (раз за ход, KK-POW-10)
kk-action-offer_prisoners = Предложи { $to-dat } обмен пленными: передаёшь: { $release }, просишь выдать: { $ask }; даёшь { $give }: { $give_amount }, просишь { $get }: { $get_amount } (KK-POW-04)
kk-action-surrender = Сдай в плен: { $prisoner } — в лагеря обороняющегося (KK-POW-08)
kk-value-prisoner = { $unit } { $owner-gen }
kk-value-offer_prisoners = { $offer }; передаёт: { $release }, просит выдать: { $ask } (KK-POW-04)
kk-event-captured = В плен к { $player-dat } попадает: { $prisoner }, в лагерь { $place-in } (KK-POW-01, GAP-42)
kk-event-surrendered = Сдаётся в плен к { $player-dat }: { $prisoner }, лагерь { $place-in } (KK-POW-08)
kk-event-won_over = Переманен: { $prisoner } (к8 = { $die }, KK-POW-06)
kk-event-not_won_over = Переманить не удалось: { $prisoner } (к8 = { $die }; больше попыток не будет, KK-POW-06)
kk-event-prisoner_freed = Выходит из плена как подразделение { $player-gen } { $place-in }: { $prisoner } (AMB-45)
kk-event-liquidated = Пленный ликвидирован: { $prisoner } (KK-POW-05)
kk-event-prisoner_lost = Пропадает вместе с лагерем: { $prisoner } (KK-POW-09)
kk-event-prisoner_moved = Теперь в плену у { $player-gen }, лагерь { $place-in }: { $prisoner } (KK-POW-10, KK-POW-09)
kk-event-general_won_over = { $general } переходит на сторону { $player-gen } и ждёт в его резерве (KK-POW-11)
kk-counter-prisoner = ПЛН
kk-counter-prisoner_title = { $count } × { $unit } { $owner-gen }, в плену у { $player-gen } (KK-POW-01)
kk-panel-prisoners = Пленные (KK-POW, GAP-41)
kk-panel-prisoners_value = в плену: { $held }; свободных мест в лагерях: { $free } из { $places }
kk-refusal-no_prisoner = Это не пленный твоего государства ({ $rule }).
kk-refusal-not_theirs = Пленными обмениваются только государство, которое их держит, и государство, которому они принадлежат, если только одна из сторон не купеческая республика (GAP-06), и лишь пока они ещё в плену, а в лагере есть для них место ({ $rule }).
kk-refusal-tried_before = Этого пленного уже пытались переманить: только одна попытка ({ $rule }).
kk-refusal-moved_this_turn = Этого пленного уже переводили в этом ходу ({ $rule }).
kk-refusal-camp_full = В этом лагере нет места: там { $held } из { $capacity } пленных ({ $rule }).
kk-refusal-no_camp_space = У противника нет свободных мест в лагерях ({ $rule }).
kk-panel-camp = Лагерь (GAP-41)
kk-panel-camp_value = занято мест: { $held } из { $capacity }
kk-panel-prisoner_value = { $owner }, в плену у { $player-gen }; попытка переманить: { $tried }

## Заражение (KK-CMB-33…37)

kk-part-contaminated = заражённая местность
kk-mark-contaminated = Заражённая местность: −1 Скорости подразделениям, выходящим отсюда, +1 за вход, −1 Силы в обороне, Потери в конце каждой фазы движения; смывается дождём, снегом или бурей, переносится ветром (KK-CMB-34, KK-CMB-36)
kk-event-contaminated = Химическое оружие заражает местность { $place-in } (KK-CMB-33)
kk-event-decontaminated = Погода смывает заражение { $place-from } (KK-CMB-36)
kk-event-drifted = Ветер переносит заражение { $from-from } { $to-to } (KK-CMB-36)
kk-event-poisoned = { $owner }: { $unit } на заражённой местности { $place-in } { $unit-gender ->
        [pl] несут
       *[other] несёт
    } Потери (KK-CMB-34)

## Море (KK-NAV, GAP-13)

kk-action-sail = Плыви: { $units } { $from-from } { $to-to } (KK-NAV)
kk-action-sail_river = Плыви по реке: { $units } { $from-from } { $to-to } (GAP-26)
kk-action-lay_mines = Поставь минное заграждение { $place-in } { $unit-ins } (GAP-13)
kk-action-sweep = Убери минное заграждение { $place-from } (GAP-13)
kk-event-mines_laid = { $player } ставит минное заграждение { $place-in }: порты у него заблокированы для его врагов (GAP-13, KK-TRADE-12)
kk-event-mines_swept = { $player } убирает минное заграждение { $place-from } (GAP-13)
kk-event-mine_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] подрываются
       *[other] подрывается
    } на мине: на к6 { $die }, попадает 1–2 (GAP-13)
kk-event-mine_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] минуют
       *[other] минует
    } мины: на к6 { $die }, попадает 1–2 (GAP-13)
kk-refusal-no_harbour = Корабли стоят только в вашей гавани — прибрежной подпровинции с портом, военно-морской базой или верфью, или в приморской столице провинции — а иначе держатся моря ({ $rule }).
kk-refusal-no_mines = Здесь нет минного заграждения, которое можно убрать, или вашего минного заградителя в море, который мог бы его поставить ({ $rule }).
kk-event-revolution = Революция в провинции { $province } против власти { $player-gen }: Красная гвардия поднимается у ферм, сталелитейных заводов, фабрик и верфей (KK-REV-06, GAP-02)
kk-event-liberated = Красная гвардия освободила провинцию { $province } из-под власти { $player-gen }: она не принадлежит ни одному государству (KK-REV-09, GAP-46)
kk-event-uprising_liberated = Восстание освободило провинцию { $province } из-под власти { $player-gen }: там не осталось ни одной его сухопутной части, и она не принадлежит ни одному государству (KK-REV-04, GAP-46)

## Карты решений (KK-GOV-01…04, GAP-05)

kk-deck-order = колода Приказов
    .gen = колоды Приказов
kk-deck-intelligence = колода Разведки
    .gen = колоды Разведки
kk-deck-strategy = колода Стратегии
    .gen = колоды Стратегии
kk-card-forced_march = Форсированный марш
kk-card-hold_the_line = Держать позиции
kk-card-fortune_of_war = Военное счастье
kk-card-rally = Сбор
kk-card-spy_network = Шпионская сеть
kk-card-sabotage = Диверсия
kk-card-incite_uprising = Подстрекательство к восстанию
kk-card-incite_revolution = Подстрекательство к революции
kk-card-reform = Реформа
kk-card-new_doctrine = Новая доктрина
kk-card-public_works = Общественные работы
kk-card-call_to_arms = К оружию
kk-card-new_objectives = Новые цели
kk-play-forced_march = Форсированный марш: { $unit } { $place-in } получают +1 к Скорости в этой фазе (GAP-05)
kk-play-hold_the_line = Держать позиции: { $unit } { $place-in } получают +2 к Боевому духу, когда их атакуют в этом ходу (GAP-05)
kk-play-fortune_of_war = Военное счастье: { $unit } { $place-in } один раз перебрасывают свой к4 в первом бою, который проиграли бы в этом ходу (GAP-05)
kk-play-rally = Сбор: до 2 твоих расстроенных подразделений в провинции { $province } возвращаются в строй (GAP-05, GAP-30)
kk-play-spy_network = Шпионская сеть: в этом ходу видишь карты { $player-gen } и получаешь +1 к Инициативе (GAP-05, KK-INIT-04)
kk-play-sabotage = Диверсия: к6 с результатом 5–6 уничтожает { $building-acc } { $place-in } (GAP-05)
kk-play-incite_uprising = Подстрекательство к восстанию: восстание в провинции { $province }, завоёванной государством { $player } (GAP-05, KK-REV-01)
kk-play-incite_revolution = Подстрекательство к революции: революция против власти { $player-gen } (GAP-05, KK-REV-05)
kk-play-reform = Реформа: новый строй — { $government } (GAP-05, KK-GOV-05)
kk-play-new_doctrine = Новая доктрина: { $doctrine } (GAP-05, KK-GOV-06)
kk-play-public_works = Общественные работы: национальное довольство +1 (не выше 4; 3 при самодержавии) (GAP-05, GAP-12)
kk-play-call_to_arms = К оружию: 2 бесплатных подразделения — { $unit } — в столицах твоих провинций (GAP-05, KK-REC-14)
kk-play-new_objectives = Новые цели: новый жребий набора условий победы втайне (GAP-05, GAP-08)
kk-action-draw_decision = Возьми карту решения из { $deck-gen } (GAP-05)
kk-action-return_decision = Верни карту № { $slot } из руки под низ её колоды (предел 5 карт, GAP-05)
kk-action-play_decision = Сыграй карту — { $play }
kk-choice-return_decision = Верни карту «{ $card }» под низ { $deck-gen } (предел 5 карт, GAP-05)
kk-event-decision_drawn = { $player } берёт карту решения из { $deck-gen } (GAP-05)
kk-event-decision_due = Новое время года: { $player } может взять карту решения из колоды на свой выбор (GAP-05)
kk-event-decision_returned = { $player } возвращает карту решения под низ { $deck-gen } (GAP-05)
kk-event-decision_played = { $player } играет карту — { $play }
kk-event-deck_shuffled = Закрытая { $deck } перетасована (KK-GOV-04, AMB-59)
kk-event-sabotaged = Диверсия: { $building } { $place-in }; к6 показывает { $die }, 5–6 уничтожает (GAP-05)
kk-event-fortune_rerolled = Военное счастье: { $unit } ({ $owner }) перебрасывают к4 и выбрасывают { $die } (GAP-05)
kk-refusal-no_card = Этой карты нет у тебя в руке, или там нет карты, которую можно вернуть ({ $rule }).
kk-refusal-card_target = Эту карту сейчас нельзя сыграть на это, или она ничего бы не изменила ({ $rule }).
kk-refusal-decisions_first = Сначала возьми карту решения этого времени года или верни карту сверх предела в 5 карт ({ $rule }).
kk-refusal-no_draw = Тебе не положено брать карту, или эта колода пуста ({ $rule }).
kk-panel-hand = Карты решений (KK-GOV-02)
kk-panel-hand_value = { $count }: { $cards }
kk-panel-draw_due = Положенные взятия карт в это время года (GAP-05)
kk-panel-spied = Карты { $player-gen } (Шпионская сеть)
kk-guide-decisions = Новое время года или слишком много карт: прежде чем завершить свою очередь, возьми карту решения из колоды на свой выбор (Приказы, Разведка или Стратегия), а имея больше 5 карт, верни одну.
## Условия победы (KK-GOV-07, GAP-08)

kk-action-choose_objectives = Тайно выбрать набор условий победы (GAP-08)
kk-choice-choose_objectives = Играть на: { $set } (GAP-08)
kk-event-objectives_drawn = { $player } тайно тянет свой набор условий победы (KK-GOV-07, GAP-08)
kk-event-objectives_chosen = { $player } тайно выбирает свой набор условий победы (GAP-08)
kk-event-kills = { $player }: пока уничтожено или взято в плен вражеских подразделений — { $total } (GAP-08)
kk-outcome-objectives = Победа на ходу { $turn }: { $winners } — набор условий победы выполнен в конце хода (KK-WIN-03, GAP-08, GAP-47)
kk-outcome-achieved = { $player } ({ $set })
kk-panel-objectives = Условия победы (KK-GOV-07)
kk-objective-progress_conqueror = Завоеватель: провинции { $have } из { $need }
kk-objective-progress_hegemon = Гегемон: провинции обоих регионов { $have } из { $need }
kk-objective-progress_builder = Строитель: укрепления { $have } из { $need }, рынки { $have2 } из { $need2 }, провинции { $have3 } из { $need3 }
kk-objective-progress_treasury = Казна: золото { $have } из { $need }
kk-objective-progress_warlord = Полководец: уничтоженные или пленённые вражеские подразделения { $have } из { $need }
kk-objective-progress_free_choice = Свободный выбор: выбери один из наборов 1–5
kk-refusal-no_free_choice = Набор условий победы выбирает только государство, которому выпал Свободный выбор, и только один раз: вытянутый набор не меняют по своему желанию ({ $rule }).
kk-refusal-not_choosable = Свободный выбор — это один из наборов 1–5: Завоеватель, Гегемон, Строитель, Казна или Полководец ({ $rule }).
kk-guide-choose_objectives = Тебе выпал Свободный выбор: тайно выбери набор условий победы, на который играешь, — Завоеватель (12 провинций), Гегемон (твои два региона), Строитель (4 укрепления, 3 рынка, 10 провинций), Казна (40 золота) или Полководец (20 вражеских подразделений). Видишь его только ты; пока не выберешь, ни один набор для тебя не засчитывается. Побеждает первое государство, чей набор выполнен в конце хода.
## Перевозка войск морем (KK-NAV-04, KK-NAV-05, KK-TERR-13)

kk-action-embark = Посади на корабли: { $units } { $from-from } { $to-to } (KK-NAV-04)
kk-action-disembark = Высади: { $units } { $from-from } { $to-to } (KK-NAV-05)
kk-event-embarked = { $owner }: { $count ->
        [one] { $count } подразделение садится
        [few] { $count } подразделения садятся
       *[many] { $count } подразделений садятся
    } на корабли { $place-in }; они поплывут со следующего хода (KK-NAV-04)
kk-event-landed = { $owner }: { $count ->
        [one] { $count } подразделение высаживается
        [few] { $count } подразделения высаживаются
       *[many] { $count } подразделений высаживаются
    } { $from-from } { $to-to } (KK-NAV-05)
kk-event-lost_sunk = { $owner }: { $unit } { $unit-gender ->
        [m] погиб
        [f] погибла
        [n] погибло
       *[pl] погибли
    } вместе со своим кораблём { $place-in } (KK-NAV-04, GAP-28)
kk-part-landing = высадка
kk-counter-aboard = ⚓
kk-counter-aboard_title = На кораблях { $owner-gen }: { $units } (KK-NAV-04)
kk-panel-aboard = На борту
kk-refusal-no_capacity = Мало места на борту: подразделения занимают { $need }, у кораблей там свободно { $free } (тяжёлое орудие, осадная машина или танк занимает 2) ({ $rule }).
kk-refusal-storm = В шторм нельзя ни сажать войска на корабли, ни высаживать их ({ $rule }).
kk-refusal-not_coastal = Войска садятся на корабли в гавани или с побережья у моря, где стоят корабли, а высаживаются на побережье у него или в гавани, где стоят корабли ({ $rule }).
kk-refusal-no_ship = У тебя там нет корабля, перевозящего сухопутные войска ({ $rule }).
kk-refusal-aboard = Это подразделение на борту корабля: оно не может действовать, пока не высадится ({ $rule }).

## Адмиралы (KK-GENL-19…23, AMB-60)

kk-action-board_ship = Поднимись на борт как адмирал: { $general }, флагманский корабль { $unit } { $place-in } (KK-GENL-20)
kk-action-go_ashore = Сойди на берег { $place-in }: { $general } (KK-GENL-20)
kk-event-admiral_boards = { $general } поднимается на борт как адмирал, флагманский корабль { $unit } { $place-in }: командует кораблями вокруг, а на военно-морской базе и сухопутными войсками (KK-GENL-19, KK-GENL-23)
kk-event-admiral_ashore = { $general } сходит на берег { $place-in } (KK-GENL-20)
kk-event-admiral_drowned = { $general } гибнет вместе со своим флагманом (KK-GENL-21)
kk-refusal-loaded = На этом корабле войска или адмирал: высади их, прежде чем его распустить ({ $rule }).
kk-action-call_levy = Созови ополчение провинции { $province }: { $unit-acc } { $place-in } (KK-REC-19)
kk-event-levy_opened = Провинция { $province } может созвать ополчение в эту фазу движения (KK-REC-19)
kk-refusal-no_levy = Ополчение этой провинции сейчас созвать нельзя: право открывается в фазу движения владельца после вторжения врага и только пока не стоит отряд ополчения этой провинции ({ $rule }).
kk-refusal-levy_choice = Ополчение выставляет ополчение или лёгкую пехоту — государства или региональную этой провинции — в укреплении этой провинции (замке, форте, крепости или бункере) ({ $rule }).
kk-event-ruined = Племенные воины восстановят { $building-acc } { $place-in }, когда их распустят (KK-REC-26)
kk-event-rebuilt = Распущенные племенные воины бесплатно восстанавливают { $building-acc } { $place-in } (KK-REC-26)
kk-choice-disband_rebuilds = { $action }: распущенные, они бесплатно восстановят { $building-acc } { $place-in } (KK-REC-26)

## Грабёж дорог и железных дорог (KK-PLN-04, AMB-43); цели независимых отрядов (KK-NPU-06…08)

kk-action-plunder_loot = Разграбь { $loot-acc } { $place-in } { $unit-ins }
kk-choice-plunder = Грабь { $place-in } { $unit-ins } (KK-PLN-04)
kk-amount-loot = Что грабить
kk-loot-building = здание
    .acc = здание
kk-loot-roads = дороги вместе с мостами
    .acc = дороги вместе с мостами
kk-loot-tracks = железнодорожные пути
    .acc = железнодорожные пути
kk-loot-all = всё: здание, дороги, пути и мосты
    .acc = всё: здание, дороги, пути и мосты
kk-loot-nothing = { $what } (здесь ничего нет)
kk-refusal-no_loot = Здесь нечего грабить из выбранного: к этой области не подходит ни одна дорога, железная дорога или мост такого рода ({ $rule }).
kk-event-independent_plunder = Независимые отряды ({ $unit }) грабят { $building-acc } { $place-in }; добыча не достаётся никому (KK-NPU-08, GAP-46)
kk-event-independent_loot = Независимые отряды ({ $unit }) выступают, чтобы разграбить { $building-acc } { $place-in } (KK-NPU-08)
kk-event-independent_attack = Независимые отряды ({ $unit }) выступают против врага { $place-in } (KK-NPU-06, KK-NPU-08)
kk-event-independent_position = Независимые отряды ({ $unit }) занимают позицию { $place-in } (KK-NPU-07)
kk-refusal-no_river_yard = Речные канонерки набирают только в мастерских, стоящих в подпровинции с рекой ({ $rule }).
kk-refusal-river_only = Речные канонерки плавают только по рекам: на шаг в соседнюю подпровинцию с рекой или в море рядом с ней и обратно, никогда вместе с морскими кораблями ({ $rule }).
kk-refusal-flee_or_stand = Враг тебя атакует: сначала беги из боя или выстой ({ $rule }).
kk-refusal-not_asked = Тебя никто не спрашивал о бегстве: обороняющегося спрашивают между схватками ({ $rule }).
kk-refusal-tribes_first = Враг вступил в твою провинцию: сначала скажи, созываешь ли ты её племенных воинов ({ $rule }).
kk-refusal-no_tribal_call = Племенных воинов созывают только тогда, когда враг вступает в провинцию ({ $rule }).
kk-refusal-tribal_kind = Племенные воины — это ополчение, лёгкая кавалерия, стрелки, лёгкая пехота или лучники: региональные подразделения провинции, если они есть, иначе твои собственные, с местом, где встать ({ $rule }).
kk-refusal-no_diplomacy = Эта игра начата по правилам без дипломатии: все государства остаются в войне ({ $rule }).
kk-refusal-no_pact = Так изменить отношения сейчас нельзя: мир заключают во время войны, союз во время войны или мира, войну объявляют договору, каждое один раз ({ $rule }).
kk-refusal-at_peace = Во время мира твои подразделения не вступают в провинции партнёра и в подпровинции, где стоят его подразделения ({ $rule }).
kk-invariant-elite = { $player } имеет { $count } элитных подразделения: не больше одного ({ $rule })
kk-invariant-losses = { $unit }: уровень потерь { $level }; третий уровень уничтожает подразделение ({ $rule })
kk-invariant-hostile_together = Подразделения { $one-gen } и { $other-gen } стоят вместе { $place-in }, хотя боя там нет ({ $rule })
kk-invariant-contentment = Довольство { $player-gen } равно { $level }, а не уровню от 1 до 4 ({ $rule })
kk-invariant-resource = { $player } имеет { $amount } × { $resource }, ресурс, которым не пользуется ({ $rule })
kk-invariant-camp_not_holders = { $player } держит пленного { $place-in }, где нет своего лагеря ({ $rule })
kk-invariant-camp_full = Лагерь { $place-in } держит { $held } пленных при { $places } местах ({ $rule })
kk-invariant-aboard_astray = { $unit } { $place-in } на корабле, который там не корабль её государства ({ $rule })
kk-invariant-overloaded = { $unit } везёт больше, чем вмещает ({ $rule })
kk-invariant-withdrawn_unchosen = Бой закончился отходом нападающего, хотя никто его не выбирал, а { $ready } его подразделений были готовы ({ $rule })
kk-invariant-ship_retreat = Разбитый корабль ({ $unit }) отступил на { $steps } шагов, имея { $left } очков движения ({ $rule })
kk-invariant-flee_not_offered = { $player } обороняется в продолжающемся бою, и его не спросили о бегстве ({ $rule })
kk-invariant-peace_shared = { $one } и { $other }, живущие в мире, имеют подразделения { $place-in } ({ $rule })
kk-invariant-peace_entered = Подразделения { $player-gen } вступили на землю партнёра в мире: { $place } ({ $rule })

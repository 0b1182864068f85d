### Потоп 1655: тексти системи для гравців українською.
###
### Аргументи, що є назвами ($nation, $land, $unit, $army, $level,
### $phase…), — це інші повідомлення цього файлу, передані цілими. Текст
### може вжити їхні атрибути (відмінки та інші форми) лише там, де код
### передає назву як ключ: так є з державами, воєводствами, рівнями
### результату, фазами й порами року. Армії та гарнізони ($unit, $army,
### $from і $to під час переміщення ПС, $target, $parent, $slot) і сторони
### у вердиктах ($a і $b у dc-verdict-*, dc-report-draw і
### dc-action-enter_result, $winner, $loser) приходять готовим текстом,
### тож завжди стоять у називному відмінку. Числа ($ps, $points, $count…)
### передаються як числа, тож селектори множини працюють (one, few, many).
### Ідентифікатори правил (DC-…, GAP-…) не перекладаються.
###
### Атрибути назв у цьому файлі:
### - держави (dc-role-*): .gen, .dat, .acc, .ins, .loc і .gender
###   (f = Корона, Швеція…; pl = Кримські татари, Козаки) для узгодження
###   дієслова, а також .with — «із/зі + орудний» («із Короною», «зі Швецією»);
### - воєводства (dc-region-*): .gen, .acc, .loc і готові звороти з
###   прийменником: .in («у Кракові», «на Волині»), .to («до Кракова»,
###   «на Волинь»), .from («з Кракова», «з Волині»). Кожне воєводство
###   мусить мати .in, .to і .from.
###
### ПС — пункти сили (1 ПС = 1 підставка на столі).

## Гра та її сценарії

dc-name = Потоп 1655
dc-scenario-mixed = Потоп 1655: битви на столі або обчислені комп’ютером (7 держав)
dc-scenario-tabletop = Потоп 1655: кожна битва на столі (7 держав)
dc-scenario-auto = Потоп 1655: кожну битву обчислює комп’ютер (7 держав)
dc-scenario-earned = Потоп 1655: битви на столі або обчислені комп’ютером, татарам платять лише здобутими балами (7 держав)

# Стислі правила, що показуються перед грою (абзаци розділено порожніми рядками)
dc-rules_summary =
    Сім держав ведуть війни Потопу з липня 1655 до червня 1660 року: Корона, Литва, Швеція, Московія, Кримські татари, Туреччина й Козаки. Хід — це три місяці; усі держави грають кожну фазу одночасно й таємно, а фаза закривається, коли її завершать усі держави (DC-TURN-1, DC-TURN-2).

    ## Фаза 1: рух і реорганізація (DC-REORG, DC-MOVE, DC-TRE-8)
    - Армія переходить до сусіднього воєводства; татарський чамбул без ясиру — аж на два (DC-MOVE-1, DC-MOVE-2). У власному воєводстві вона може натомість сховатися у фортеці або відпочивати (DC-MOVE-4); армія у фортеці може лише вийти з неї (DC-MOVE-3).
    - Пункти сили (ПС) переходять між вашими арміями в одному воєводстві, а також між армією й гарнізоном вашого воєводства; названі в правилах армії виділяють нові (DC-REORG-1–3). Спершу реорганізація: наказ руху блокує армію (DC-REORG-5).
    - Лише тоді витрачають дукати: рекрути — 10 за ПС, ресурси — по 5, у кожному воєводстві раз на хід, мораль — 100 за пункт (DC-TRE-9–11).

    ## Фаза 2: накази й плани (DC-ORD, DC-PLAN)
    - Проти ворожих армій: атакувати деякі чи всі або стати в оборону; якщо обидві сторони чекають, битви немає (DC-ORD-1, DC-DEF-2).
    - У ворожому воєводстві: штурмувати чи облягати фортецю (щонайменше 60 ПС, ніколи не татари) або брати ясир (Туреччина й татари, 1 одиниця за 10 ПС) (DC-STORM-1, DC-SIEGE-1, DC-YAS-1). Обложені армії можуть проривати облогу (DC-BRK-1).
    - План кожної армії: лишитися чи відступити після тактичної поразки, куди відступати, що робити після перемоги (DC-PLAN-1–7).
    - Союзи пропонують, приймають і розривають у фазах 2 і 3, а діють вони з кінця ходу; татарам платять балами (DC-DIP-1–3).

    ## Фаза 3: результати битв (DC-RES, DC-AUTO, GAP-10)
    - Одна сторона вносить результат (тактичну, стратегічну чи історичну перемогу або нічию) і знищені та втеклі підставки; друга підтверджує його або видаляє й вносить свій (DC-RES-6). Утекла підставка — це половина ПС, у шведів — цілий ПС (DC-RES-4).
    - Сторона, яка не може виставити навіть найменшого роз’їзду, одразу програє і втрачає всі ПС (DC-AUTO-1–5); фортеця виставляє вдвічі більше підставок, ніж має ПС.
    - Без мініатюр битву вирішує комп’ютер кидками кубиків (GAP-10), залежно від обраного сценарію.

    ## Фаза 4: обчислення (DC-CALC-1)
    - Втрати: поразка ×2, ×3 або ×4; оборона фортеці зменшує їх удвічі; штурм подвоює (крім Швеції); чисельна перевага ворога додає до 100% (для Корони на стовпчик менше, крім боїв зі Швецією); вимушений відступ, якого не можна здійснити, подвоює (DC-LOSS-1–8, DC-SUP-1–3).
    - Бали: втрати кожної сторони стають балами іншої (DC-PTS-1, 2); захоплення воєводства — 10, втрати обложених — 1 за ПС, доставлений ясир — 2 за одиницю (DC-CAPT-3, DC-SIEGEPTS-2, DC-DELIV-3).
    - Облога з другого ходу коштує обложеним 10% за хід; воєводство, чиї оборонці впали до 0, захоплено (DC-SIEGE-2, DC-CAPT-1).
    - Армії, що відпочивали, поповнюються; козаки під час першого вступу до воєводства отримують стільки ПС, скільки в ньому ресурсів, а за захоплення — 50 ПС (DC-REPL-1, DC-COS-1, 2).
    - На початку наступного ходу: мораль змінюється після битв, захоплень, грабунку й доставлення ясиру минулого ходу (DC-MOR-3–7); скарбниця збирає 5 дукатів за кожні повні 5 ресурсів необложених воєводств і платить за утримання 20% ресурсів та 10% (або 1%) ПС (DC-TRE-1–7); воєводство дає 100 балів, а 25 — якщо в ньому стоїть ворожа армія (DC-PROV-1).

    ## Перемога (GAP-6)
    - Після 20-го ходу (квітень–червень 1660) перемагає держава, чий рахунок найбільше зріс понад її норму; рахунок — це здобуті бали плюс бали за воєводства (DC-SCORE-1).
    - Норми: Корона −1250, Литва −450, Швеція +1000, Московія +100, Кримські татари −150, Туреччина +450, Козаки +600. Джерело рахує лише приріст; у 300 кампаніях, де комп'ютер грав за всі держави, тоді вирішував початковий стан: Швеція вигравала понад половину, Корона, Литва й татари — жодного разу. Відносно своєї норми кожна держава перемагає приблизно однаково часто.

## Держави
## Відмінки й рід (.gender: f або pl), бо в журналі держава буває підметом;
## .with — «із/зі + орудний». Кожна держава мусить мати .gender і .with.

dc-role-ron = Корона
    .gen = Корони
    .dat = Короні
    .acc = Корону
    .ins = Короною
    .loc = Короні
    .gender = f
    .with = із Короною
dc-role-swe = Швеція
    .gen = Швеції
    .dat = Швеції
    .acc = Швецію
    .ins = Швецією
    .loc = Швеції
    .gender = f
    .with = зі Швецією
dc-role-mos = Московія
    .gen = Московії
    .dat = Московії
    .acc = Московію
    .ins = Московією
    .loc = Московії
    .gender = f
    .with = із Московією
dc-role-tat = Кримські татари
    .gen = кримських татар
    .dat = кримським татарам
    .acc = кримських татар
    .ins = кримськими татарами
    .loc = кримських татарах
    .gender = pl
    .with = із кримськими татарами
dc-role-tur = Туреччина
    .gen = Туреччини
    .dat = Туреччині
    .acc = Туреччину
    .ins = Туреччиною
    .loc = Туреччині
    .gender = f
    .with = із Туреччиною
dc-role-cos = Козаки
    .gen = козаків
    .dat = козакам
    .acc = козаків
    .ins = козаками
    .loc = козаках
    .gender = pl
    .with = із козаками
dc-role-lit = Литва
    .gen = Литви
    .dat = Литві
    .acc = Литву
    .ins = Литвою
    .loc = Литві
    .gender = f
    .with = із Литвою

## Армії (DC-ARMY-1)

dc-army-RON_CROWN_1 = 1-ша армія Корони
dc-army-RON_CROWN_2 = 2-га армія Корони
dc-army-RON_UKRAINE_1 = 1-ша армія України
dc-army-RON_UKRAINE_2 = 2-га армія України
dc-army-SWE_ROYAL_1 = 1-ша королівська армія
dc-army-SWE_ROYAL_2 = 2-га королівська армія
dc-army-SWE_ROYAL_3 = 3-тя королівська армія
dc-army-SWE_LIVONIA_1 = 1-ша лівонська армія
dc-army-SWE_LIVONIA_2 = 2-га лівонська армія
dc-army-SWE_TRANSYLVANIA = Трансильванська армія
dc-army-SWE_PRUSSIA = Прусська армія
dc-army-MOS_MAIN = Царська головна армія
dc-army-MOS_LIVONIA = Царська лівонська армія
dc-army-MOS_SOUTH = Царська південна армія
dc-army-MOS_RESERVE = Царська резервна армія
dc-army-TAT_BEY = Чамбул бея
dc-army-TAT_NUREDDIN = Чамбул нуреддина
dc-army-TAT_NOGAI = Ногайський чамбул
dc-army-TUR_MAIN = Османська головна армія
dc-army-TUR_NORTH = Османська північна армія
dc-army-TUR_RESERVE = Османська резервна армія
dc-army-COS_MAIN = Козацька головна армія
dc-army-COS_COVER = Козацька армія прикриття
dc-army-COS_ZHDANOVYCH = Армія Ждановича
dc-army-LIT_1 = 1-ша армія Литви
dc-army-LIT_2 = 2-га армія Литви
dc-army-LIT_3 = 3-тя армія Литви

## Воєводства (GAP-1)
## Відмінки (.gen, .acc, .loc) і звороти з прийменником: .in (де?),
## .to (куди?), .from (звідки?).

dc-region-west_pomerania = Західне Помор’я
    .gen = Західного Помор’я
    .acc = Західне Помор’я
    .loc = Західному Помор’ї
    .in = у Західному Помор’ї
    .to = до Західного Помор’я
    .from = із Західного Помор’я
dc-region-pomeranian = Помор’я (Гданськ)
    .gen = Помор’я (Гданськ)
    .acc = Помор’я (Гданськ)
    .loc = Помор’ї (Гданськ)
    .in = у Помор’ї (Гданськ)
    .to = до Помор’я (Гданськ)
    .from = з Помор’я (Гданськ)
dc-region-malbork = Мальборк
    .gen = Мальборка
    .acc = Мальборк
    .loc = Мальборку
    .in = у Мальборку
    .to = до Мальборка
    .from = з Мальборка
dc-region-chelmno = Хелмно
    .gen = Хелмно
    .acc = Хелмно
    .loc = Хелмно
    .in = у Хелмно
    .to = до Хелмно
    .from = з Хелмно
dc-region-ducal_prussia = Герцогська Пруссія
    .gen = Герцогської Пруссії
    .acc = Герцогську Пруссію
    .loc = Герцогській Пруссії
    .in = у Герцогській Пруссії
    .to = до Герцогської Пруссії
    .from = з Герцогської Пруссії
dc-region-poznan = Познань
    .gen = Познані
    .acc = Познань
    .loc = Познані
    .in = у Познані
    .to = до Познані
    .from = з Познані
dc-region-kalisz = Каліш
    .gen = Каліша
    .acc = Каліш
    .loc = Каліші
    .in = у Каліші
    .to = до Каліша
    .from = з Каліша
dc-region-kuyavia = Куявія
    .gen = Куявії
    .acc = Куявію
    .loc = Куявії
    .in = у Куявії
    .to = до Куявії
    .from = з Куявії
dc-region-sieradz_leczyca = Серадз і Ленчиця
    .gen = Серадза й Ленчиці
    .acc = Серадз і Ленчицю
    .loc = Серадзі й Ленчиці
    .in = у Серадзі й Ленчиці
    .to = до Серадза й Ленчиці
    .from = із Серадза й Ленчиці
dc-region-masovia = Мазовія
    .gen = Мазовії
    .acc = Мазовію
    .loc = Мазовії
    .in = у Мазовії
    .to = до Мазовії
    .from = з Мазовії
dc-region-podlasie = Підляшшя
    .gen = Підляшшя
    .acc = Підляшшя
    .loc = Підляшші
    .in = на Підляшші
    .to = на Підляшшя
    .from = з Підляшшя
dc-region-krakow = Краків
    .gen = Кракова
    .acc = Краків
    .loc = Кракові
    .in = у Кракові
    .to = до Кракова
    .from = з Кракова
dc-region-sandomierz = Сандомир
    .gen = Сандомира
    .acc = Сандомир
    .loc = Сандомирі
    .in = у Сандомирі
    .to = до Сандомира
    .from = із Сандомира
dc-region-lublin = Люблін
    .gen = Любліна
    .acc = Люблін
    .loc = Любліні
    .in = у Любліні
    .to = до Любліна
    .from = з Любліна
dc-region-ruthenian = Русь (Львів)
    .gen = Русі (Львів)
    .acc = Русь (Львів)
    .loc = Русі (Львів)
    .in = на Русі (Львів)
    .to = на Русь (Львів)
    .from = з Русі (Львів)
dc-region-belz = Белз
    .gen = Белза
    .acc = Белз
    .loc = Белзі
    .in = у Белзі
    .to = до Белза
    .from = з Белза
dc-region-volhynia = Волинь
    .gen = Волині
    .acc = Волинь
    .loc = Волині
    .in = на Волині
    .to = на Волинь
    .from = з Волині
dc-region-podolia = Поділля
    .gen = Поділля
    .acc = Поділля
    .loc = Поділлі
    .in = на Поділлі
    .to = на Поділля
    .from = з Поділля
dc-region-braclaw = Брацлав
    .gen = Брацлава
    .acc = Брацлав
    .loc = Брацлаві
    .in = у Брацлаві
    .to = до Брацлава
    .from = з Брацлава
dc-region-kiev = Київ
    .gen = Києва
    .acc = Київ
    .loc = Києві
    .in = у Києві
    .to = до Києва
    .from = з Києва
dc-region-chernihiv = Чернігів
    .gen = Чернігова
    .acc = Чернігів
    .loc = Чернігові
    .in = у Чернігові
    .to = до Чернігова
    .from = з Чернігова
dc-region-zaporizhia = Запоріжжя
    .gen = Запоріжжя
    .acc = Запоріжжя
    .loc = Запоріжжі
    .in = на Запоріжжі
    .to = на Запоріжжя
    .from = із Запоріжжя
dc-region-wilno = Вільно
    .gen = Вільна
    .acc = Вільно
    .loc = Вільні
    .in = у Вільні
    .to = до Вільна
    .from = з Вільна
dc-region-troki = Троки
    .gen = Трок
    .acc = Троки
    .loc = Троках
    .in = у Троках
    .to = до Трок
    .from = з Трок
dc-region-samogitia = Жмудь
    .gen = Жмуді
    .acc = Жмудь
    .loc = Жмуді
    .in = на Жмуді
    .to = на Жмудь
    .from = із Жмуді
dc-region-nowogrodek = Новогрудок
    .gen = Новогрудка
    .acc = Новогрудок
    .loc = Новогрудку
    .in = у Новогрудку
    .to = до Новогрудка
    .from = з Новогрудка
dc-region-brest_lit = Берестя
    .gen = Берестя
    .acc = Берестя
    .loc = Бересті
    .in = у Бересті
    .to = до Берестя
    .from = з Берестя
dc-region-minsk = Мінськ
    .gen = Мінська
    .acc = Мінськ
    .loc = Мінську
    .in = у Мінську
    .to = до Мінська
    .from = з Мінська
dc-region-vitebsk = Вітебськ
    .gen = Вітебська
    .acc = Вітебськ
    .loc = Вітебську
    .in = у Вітебську
    .to = до Вітебська
    .from = з Вітебська
dc-region-polotsk = Полоцьк
    .gen = Полоцька
    .acc = Полоцьк
    .loc = Полоцьку
    .in = у Полоцьку
    .to = до Полоцька
    .from = з Полоцька
dc-region-mstislavl = Мстиславль
    .gen = Мстиславля
    .acc = Мстиславль
    .loc = Мстиславлі
    .in = у Мстиславлі
    .to = до Мстиславля
    .from = з Мстиславля
dc-region-smolensk = Смоленськ
    .gen = Смоленська
    .acc = Смоленськ
    .loc = Смоленську
    .in = у Смоленську
    .to = до Смоленська
    .from = зі Смоленська
dc-region-swedish_livonia = Шведська Лівонія (Рига)
    .gen = Шведської Лівонії (Рига)
    .acc = Шведську Лівонію (Рига)
    .loc = Шведській Лівонії (Рига)
    .in = у Шведській Лівонії (Рига)
    .to = до Шведської Лівонії (Рига)
    .from = зі Шведської Лівонії (Рига)
dc-region-estonia = Естонія
    .gen = Естонії
    .acc = Естонію
    .loc = Естонії
    .in = в Естонії
    .to = до Естонії
    .from = з Естонії
dc-region-inflanty_voiv = Польська Лівонія
    .gen = Польської Лівонії
    .acc = Польську Лівонію
    .loc = Польській Лівонії
    .in = у Польській Лівонії
    .to = до Польської Лівонії
    .from = з Польської Лівонії
dc-region-courland = Курляндія
    .gen = Курляндії
    .acc = Курляндію
    .loc = Курляндії
    .in = у Курляндії
    .to = до Курляндії
    .from = з Курляндії
dc-region-moscow = Москва
    .gen = Москви
    .acc = Москву
    .loc = Москві
    .in = у Москві
    .to = до Москви
    .from = з Москви
dc-region-novgorod = Новгород
    .gen = Новгорода
    .acc = Новгород
    .loc = Новгороді
    .in = у Новгороді
    .to = до Новгорода
    .from = з Новгорода
dc-region-pskov = Псков
    .gen = Пскова
    .acc = Псков
    .loc = Пскові
    .in = у Пскові
    .to = до Пскова
    .from = з Пскова
dc-region-kursk = Курськ
    .gen = Курська
    .acc = Курськ
    .loc = Курську
    .in = у Курську
    .to = до Курська
    .from = з Курська
dc-region-crimea = Крим
    .gen = Криму
    .acc = Крим
    .loc = Криму
    .in = у Криму
    .to = до Криму
    .from = з Криму
dc-region-moldavia = Молдавія
    .gen = Молдавії
    .acc = Молдавію
    .loc = Молдавії
    .in = у Молдавії
    .to = до Молдавії
    .from = з Молдавії
dc-region-yedisan = Єдисан
    .gen = Єдисану
    .acc = Єдисан
    .loc = Єдисані
    .in = в Єдисані
    .to = до Єдисану
    .from = з Єдисану
dc-region-budjak = Буджак
    .gen = Буджака
    .acc = Буджак
    .loc = Буджаку
    .in = у Буджаку
    .to = до Буджака
    .from = з Буджака

## Регіони, до яких належать воєводства

dc-area-pomerania = Помор’я
dc-area-prussia = Пруссія
dc-area-greater_poland = Великопольща
dc-area-masovia = Мазовія
dc-area-lesser_poland = Малопольща
dc-area-ruthenia = Русь
dc-area-ukraine = Україна
dc-area-zaporizhia = Запоріжжя
dc-area-lithuania = Литва
dc-area-livonia = Лівонія
dc-area-muscovy = Московія
dc-area-crimea = Крим
dc-area-ottoman = Османські землі

## Календар і фази (GAP-6, DC-TURN-1)

dc-season-0 = січ–бер
dc-season-1 = квіт–черв
dc-season-2 = лип–вер
dc-season-3 = жовт–груд
# $turn, $last: числа; $season: пора (dc-season-*); $year: рік; $phase: фаза (dc-phase-*)
dc-turn_label = { $season } { $year }, хід { $turn } з { $last }: { $phase }
dc-phase-movement = рух і реорганізація
dc-phase-orders = накази й плани битв
dc-phase-results = результати битв
dc-phase-over = кампанію завершено

# Рівень результату, у формі, узгодженій зі словом «перемога» (тактична перемога)
dc-level-tactical = тактична
dc-level-strategic = стратегічна
dc-level-historical = історична

## Відмови: чому дію не дозволено

dc-refuse-phase_ended = Ваша держава вже завершила цю фазу: наступна почнеться, коли її завершать усі держави.
# $phase: фаза, до якої це належить (dc-phase-*).
dc-refuse-wrong_phase = Це робиться у фазі «{ $phase }».
dc-refuse-results_computed = У цій кампанії результати не вводять: кожну битву обчислює комп’ютер, щойно накази розкрито.
dc-refuse-not_your_army = Це не ваша армія.
# $cost: ціна; $have: дукати в скарбниці.
dc-refuse-ducats = Це коштує { $cost ->
        [one] { $cost } дукат
        [few] { $cost } дукати
       *[many] { $cost } дукатів
    }, а у вашій скарбниці { $have } (з порожньою скарбницею нічого не купують).
dc-refuse-already_ordered = Ця армія вже має наказ руху: спершу реорганізація, потім наказ.
dc-refuse-under_siege = Обложені війська не можуть реорганізовуватися.
dc-refuse-bad_transfer = ПС переходять лише між вашими арміями в одному воєводстві, а до гарнізону чи з нього — лише у власному воєводстві.
# $most: скільки ПС є.
dc-refuse-too_many = Стільки ПС немає: тут щонайбільше { $most } ПС (армія зберігає щонайменше 1).
dc-refuse-bad_split = Нову армію виділяють лише армії, названі в правилах, і лише ту, якої ще немає; кожна зберігає щонайменше 1 ПС.
dc-refuse-not_adjacent = Це воєводство поза досяжністю: один крок, а для чамбулу без ясиру — два.
dc-refuse-in_fortress = Армія у фортеці цього ходу може лише вийти з неї.
dc-refuse-not_own_land = Лише у власному воєводстві.
dc-refuse-no_fortress = У цьому воєводстві немає фортеці.
dc-refuse-besieged = Фортецю обложено: натомість прорвіть облогу у фазі 2.
dc-refuse-recruit_site = Рекрути приєднуються до армії у власному воєводстві, яке не перебуває в облозі.
dc-refuse-investment = Інвестують у власні воєводства, у кожне раз на хід (татари не інвестують).
# $most: скільки моралі ще можна купити.
dc-refuse-morale_full = Мораль не може перевищити 100%: можна докупити щонайбільше { $most }%.
dc-refuse-zero = Виберіть щонайменше 1.
dc-refuse-order_unavailable = Ця армія не може отримати тут такий наказ.
# $need: скільки треба ПС; $have: ПС армії.
dc-refuse-too_weak = Для штурму чи облоги потрібно щонайменше { $need } ПС, а ця армія має { $have } ПС.
dc-refuse-tatars = Татари не штурмують і не облягають.
dc-refuse-no_yasyr = Ясир беруть лише Туреччина й татари.
dc-refuse-bad_target = Атакувати можна лише ворожі армії в полі цього воєводства.
dc-refuse-bad_retreat = Відступати можна до сусіднього воєводства — власного чи союзника — або до власної фортеці тут.
dc-refuse-diplomacy_phase = Союзи пропонують, приймають і розривають у фазах 2 і 3.
dc-refuse-diplomacy = Такої пропозиції чи союзу немає, або він уже є.
dc-refuse-payment = Татарам треба запропонувати щонайменше 1 бал; нікому іншому не платять.
# $most: скільки платник може заплатити зараз.
dc-refuse-payment_above_score = Народ може заплатити татарам щонайбільше свій рахунок: зараз це { $most ->
        [one] { $most } бал
        [few] { $most } бали
       *[many] { $most } балів
    }.
dc-refuse-not_your_battle = Це не ваша битва, або її результат уже підтверджено.
dc-refuse-cannot_confirm = Результат підтверджує лише сторона, яка його не вносила.
dc-refuse-no_resolver = У цій кампанії кожну битву обчислює комп’ютер, щойно накази розкрито.
dc-refuse-results_open = Спершу внесіть і підтвердьте результати всіх своїх битв.
# $scenario: запитаний ідентифікатор
dc-refuse-unknown_scenario = Сценарію Потопу «{ $scenario }» немає.
dc-refuse-seats = Потоп потребує семи місць, по одному на державу, у визначеному порядку.

## Дії: кнопки й записи в журналі

# $ps: число; $from, $to: армія чи гарнізон (готовий текст, називний відмінок)
dc-action-transfer = Перемістити { $ps } ПС: { $from } → { $to }
# $parent, $slot: армії (називний відмінок); $ps: число
dc-action-split = Поділ: { $parent } → { $slot } ({ $ps } ПС)
# $army: армія; $what: рух (dc-move-*)
dc-action-move = { $army }: { $what }
# $land: воєводство
dc-move-to = марш { $land-to }
dc-move-enter = укриття у фортеці
dc-move-leave = вихід із фортеці
dc-move-rest = відпочинок
# $army; $ps, $cost: числа
dc-action-recruit = { $army }: набір { $ps } ПС ({ $cost ->
        [one] { $cost } дукат
        [few] { $cost } дукати
       *[many] { $cost } дукатів
    })
# $land; $n, $cost: числа
dc-action-invest = Інвестиція { $land-in }: +{ $n ->
        [one] { $n } ресурс
        [few] { $n } ресурси
       *[many] { $n } ресурсів
    } ({ $cost ->
        [one] { $cost } дукат
        [few] { $cost } дукати
       *[many] { $cost } дукатів
    })
# $pct, $cost: числа
dc-action-morale = Підняти мораль на { $pct }% ({ $cost ->
        [one] { $cost } дукат
        [few] { $cost } дукати
       *[many] { $cost } дукатів
    })
# $army; $order: наказ (dc-order-*)
dc-action-command = { $army }: { $order }
# $count: скільки армій; $target: перша з них (називний відмінок)
dc-order-attack = { $count ->
        [1] атака: { $target }
        [one] атака на { $count } армію
        [few] атака на { $count } армії
       *[many] атака на { $count } армій
    }
dc-order-defend = оборонна позиція
dc-order-storm = штурм фортеці
dc-order-siege = облога фортеці
dc-order-yasyr = узяття ясиру
dc-order-break = прорив облоги
dc-action-stay = { $army }: після тактичної поразки лишатися на місці
dc-action-no_stay = { $army }: після тактичної поразки відступати
dc-action-retreat_to = { $army }: відступ { $land-to }
dc-action-retreat_fortress = { $army }: відступ до фортеці
# $plan: план (dc-plan-*)
dc-action-after_victory = { $army }, після перемоги: { $plan }
dc-plan-stay = лишитися в полі
dc-plan-siege = почати облогу
dc-plan-yasyr = узяти ясир
# $nation; $points: бали, запропоновані татарам (0 між іншими державами)
dc-action-propose = { $points ->
        [0] Запропонувати союз { $nation-dat }
        [one] Запропонувати союз { $nation-dat } за { $points } бал
        [few] Запропонувати союз { $nation-dat } за { $points } бали
       *[many] Запропонувати союз { $nation-dat } за { $points } балів
    }
dc-action-accept = Прийняти союз { $nation-with }
dc-action-withdraw = Відкликати пропозицію для { $nation-gen }
dc-action-break = Розірвати союз { $nation-with }
# $battle: число; $verdict: вердикт (dc-verdict-*); $a, $b: держави сторін (називний відмінок); $da, $fa, $db, $fb: знищені й утеклі підставки
dc-action-enter_result = Битва { $battle }: { $verdict }; { $a } — знищено: { $da }, утекло: { $fa }; { $b } — знищено: { $db }, утекло: { $fb }
dc-action-resolve = Битва { $battle }: доручити комп’ютерові
# $verdict: вердикт (dc-verdict-*) або тире
dc-action-confirm = Битва { $battle }: підтвердити ({ $verdict })
# $phase: фаза (dc-phase-*)
dc-action-end_phase = Завершити фазу: { $phase }

# $a, $b: держави обох сторін (називний відмінок); $level: рівень (dc-level-*)
dc-verdict-draw = нічия: { $a } — { $b }
dc-verdict-a_wins = { $level } перемога — переможець: { $a }, переможений: { $b }
dc-verdict-b_wins = { $level } перемога — переможець: { $b }, переможений: { $a }
dc-side-a = сторона А
dc-side-b = сторона Б

## Журнал

# $nation
dc-event-phase_ended = { $nation } { $nation-gender ->
        [pl] завершили
       *[other] завершила
    } фазу
dc-event-confirmed = Результат битви { $battle } підтверджено
dc-event-entered = Результат битви { $battle } внесено, чекаємо на другу сторону
# $from, $to: держави
dc-event-proposed = { $from } { $from-gender ->
        [pl] пропонують
       *[other] пропонує
    } союз { $to-dat } ({ $points ->
        [one] { $points } бал
        [few] { $points } бали
       *[many] { $points } балів
    })
dc-event-accepted = { $to } { $to-gender ->
        [pl] приймають
       *[other] приймає
    } союз { $from-with } (з наступного ходу)
dc-event-withdrawn = { $from } { $from-gender ->
        [pl] відкликають
       *[other] відкликає
    } пропозицію для { $to-gen }
dc-event-break = { $from } { $from-gender ->
        [pl] розривають
       *[other] розриває
    } союз { $to-with } (наприкінці ходу)
dc-event-prussia = Пруссія вступає у війну
dc-event-tsar = Гнів царя
dc-event-radnot = Радноцький договір
dc-event-jihad = Джихад

## Рядки підсумку фази; $rule: ідентифікатор правила, $text: рядок
dc-report-line = { $rule }: { $text }
# $unit: армія (називний відмінок); $from, $to: воєводства
dc-report-moved = { $unit } рушає { $from-from } { $to-to }
dc-report-entered_fortress = { $unit } ховається у фортеці
dc-report-left_fortress = { $unit } виходить із фортеці
dc-report-rests = { $unit } відпочиває
# $na, $nb: чисельність кожної сторони (DC-SUP-2)
dc-report-battle = Битва { $battle } { $land-in }: { $a } ({ $na }) проти { $b-gen } ({ $nb })
dc-report-auto_defeat = Битва { $battle }: одна зі сторін не може виставити навіть найменшого роз’їзду, результат автоматичний
# $a, $b: кубики, залишені кожною стороною; $effa, $effb: ефективні сили; $d: різниця результатів
dc-report-resolved = Битву { $battle } вирішено: кубики { $a } проти { $b }, сили { $effa } проти { $effb }, різниця рахунку D = { $d } (GAP-10: менше 2 в будь-який бік — нічия, 2–3 тактична, 4–6 стратегічна, 7 і більше історична)
# $winner, $loser: держави (називний відмінок); $level: рівень (dc-level-*); $land
dc-report-victory = Битва { $land-in }: { $level } перемога — переможець: { $winner }, переможений: { $loser }
dc-report-draw = Битва { $land-in }: нічия, { $a } — { $b }
# $entered: її частка у втратах, внесених за її сторону; $strength: її ПС перед битвою
dc-report-unit_share = { $unit } ({ $strength } ПС): частка у внесених втратах: { $entered }
# $by: множник або відсоток; $before, $after: втрати
dc-loss-result = поразка ×{ $by }: { $before } → { $after }
dc-loss-fortress = оборона фортеці, половина: { $before } → { $after }
dc-loss-storm = штурм ×2: { $before } → { $after }
dc-loss-superiority = чисельна перевага ворога +{ $by }%: { $before } → { $after }
dc-loss-superiority_ron = чисельна перевага ворога, для Корони на стовпчик менше, +{ $by }%: { $before } → { $after }
dc-loss-no_retreat_field = відступ неможливий, у полі ×2: { $before } → { $after }
dc-loss-no_retreat_fortress_s = відступ із фортеці неможливий, стратегічна поразка ×1,5: { $before } → { $after }
dc-loss-no_retreat_fortress_h = відступ із фортеці неможливий, історична поразка ×2: { $before } → { $after }
dc-loss-cap = не більше за наявні { $by } ПС: { $before } → { $after }
dc-report-unit_removed = { $unit } втрачає { $removed } ПС
dc-report-individual = Індивідуальні бали командувача, { $nation }: { $points }
dc-report-national = Бали держави, { $nation }: { $points }
dc-report-yasyr_lost = { $unit } втрачає { $n ->
        [one] { $n } одиницю ясиру
        [few] { $n } одиниці ясиру
       *[many] { $n } одиниць ясиру
    }
dc-report-destroyed = { $unit } припиняє існування
dc-report-retreat = { $unit } відступає { $land-to }
dc-report-retreat_fortress = { $unit } відступає до фортеці
# $previous: держава, що втратила воєводство; $loot: дукати
dc-report-capture = { $nation } { $nation-gender ->
        [pl] відбирають
       *[other] відбирає
    } { $land-acc } у { $previous-gen }: +10 балів, { $loot ->
        [one] { $loot } дукат
        [few] { $loot } дукати
       *[many] { $loot } дукатів
    } здобичі
dc-report-tatar_helper = Татари допомогли здобути { $land-acc }: +25 балів, 10 дукатів
dc-report-cossack_capture = { $unit } отримує 50 ПС за здобуття воєводства
dc-report-yasyr_taken = { $unit } бере { $n ->
        [one] { $n } одиницю ясиру
        [few] { $n } одиниці ясиру
       *[many] { $n } одиниць ясиру
    } { $land-in }
dc-report-siege_begins = { $unit } починає облогу фортеці { $land-in }
dc-report-attrition = { $unit } втрачає { $n } ПС через облогу
dc-report-siege_points = { $nation } { $nation-gender ->
        [pl] отримують
       *[other] отримує
    } { $n ->
        [one] { $n } бал
        [few] { $n } бали
       *[many] { $n } балів
    } за облогу фортеці { $land-in }
dc-report-delivered = { $unit } доставляє { $n ->
        [one] { $n } одиницю ясиру
        [few] { $n } одиниці ясиру
       *[many] { $n } одиниць ясиру
    }: +{ $points ->
        [one] { $points } бал
        [few] { $points } бали
       *[many] { $points } балів
    }, { $ducats ->
        [one] { $ducats } дукат
        [few] { $ducats } дукати
       *[many] { $ducats } дукатів
    }
dc-report-replenished = { $unit } відновлює під час відпочинку { $n } ПС
dc-report-cossack_bonus = { $unit } отримує { $n } ПС, увійшовши { $land-to }
dc-report-alliance_broken = Союз { $a-gen } і { $b-gen } розірвано
dc-report-alliance_made = { $a } і { $b } укладають союз
dc-report-tatar_payment = { $payer } { $payer-gender ->
        [pl] платять
       *[other] платить
    } татарам { $points ->
        [one] { $points } бал
        [few] { $points } бали
       *[many] { $points } балів
    }
dc-report-province_points = { $nation }: { $points ->
        [one] { $points } бал
        [few] { $points } бали
       *[many] { $points } балів
    } за воєводства
dc-report-event = Подія: { $event }
dc-report-army_arrives = { $unit } виступає в поле { $land-in }
# $reasons: ідентифікатори правил зі змінами
dc-report-morale = Мораль { $nation-gen }: { $before }% → { $after }% ({ $reasons })
dc-report-treasuries = Кожна скарбниця збирає податки й сплачує утримання; кожен народ бачить свій баланс лише у власній панелі (GAP-23)

## Мапа

# $land
dc-unit-garrison = гарнізон { $land-gen }
dc-unit-garrison_here = гарнізон
dc-counter-army = АРМ
dc-counter-in_fortress = ФОРТ
dc-counter-garrison = ГАР
# What a counter's code stands for, in the map's legend.
dc-counter-army-legend = армія в полі, під нею її очки сили (PS)
dc-counter-in_fortress-legend = армія у власній фортеці
dc-counter-garrison-legend = залога фортеці землі
# $army (називний відмінок); $nation; $ps, $yasyr: числа; $where: dc-where-*; $besieging: dc-counter-besieging або dc-counter-empty
dc-army_row = { $ps } ПС, { $where }{ $yasyr ->
        [0] {""}
        [one] , веде { $yasyr } одиницю ясиру
        [few] , веде { $yasyr } одиниці ясиру
       *[many] , веде { $yasyr } одиниць ясиру
    }{ $besieging }
dc-counter-title = { $army } ({ $nation }): { $ps } ПС, { $where }{ $yasyr ->
        [0] {""}
        [one] , веде { $yasyr } одиницю ясиру
        [few] , веде { $yasyr } одиниці ясиру
       *[many] , веде { $yasyr } одиниць ясиру
    }{ $besieging }
dc-counter-besieging = , облягає
dc-counter-empty = {""}
dc-counter-garrison_title = Гарнізон { $land-gen }: { $ps } ПС
dc-where-field = у полі
dc-where-fortress = у фортеці
dc-mark-fortress = Фортеця
# $turn: хід облоги
dc-mark-siege = Облога, хід { $turn }

## Панелі

dc-value = { $v }
dc-yes = так
dc-no = ні
dc-used = уже використано
dc-panel-nations = Держави в цій фазі
dc-status-done = готово
dc-status-acting = ще діє
dc-panel-standings = Рейтинг (рахунок; приріст від початку; норма; понад неї)
# $score: рахунок; $gain: приріст від початку; $par: норма держави (GAP-6); $beyond: ± понад норму
dc-standing = { $score } ({ $gain ->
    [0] ±0
   *[other] { $gain }
}; норма { $par }; { $beyond })
dc-row-morale = Мораль (DC-MOR-2)
dc-morale_value = { $morale }%, модифікатор на столі { $modifier }
dc-row-ducats = Дукати
dc-row-income = Дохід із воєводств (DC-TRE-2)
dc-row-loot = Здобич і ясир (DC-TRE-3, 4)
dc-row-land_upkeep = Утримання воєводств (DC-TRE-5)
dc-row-army_upkeep = Утримання армій (DC-TRE-6)
dc-row-balance = Останній баланс (DC-TRE-1)
dc-row-next_balance = Наступний баланс, якщо нічого не зміниться
dc-next_balance = { $income } + { $loot } − { $lands } − { $armies } = { $total ->
        [one] { $total } дукат
        [few] { $total } дукати
       *[many] { $total } дукатів
    }
dc-row-points = Бали (DC-SCORE-1)
dc-row-province_points = Бали за воєводства (DC-PROV-1)
dc-row-individual = Індивідуальні бали (DC-PTS-1)
dc-row-allies = Союзники
dc-count_list = { $count }
dc-row-ally = Союзник
# $battle: число; $land
dc-panel-battle = Битва { $battle }, { $land }
dc-row-side_a = Сторона А
dc-row-side_b = Сторона Б
# $unit (називний відмінок); $ps; $role: dc-role_in_battle-*
dc-fighter = { $unit }: { $ps } ПС, наказ: { $role }
dc-role_in_battle-attack = атака
dc-role_in_battle-defensive = оборонна позиція
dc-role_in_battle-fortress = оборона фортеці
dc-role_in_battle-storm = штурм
dc-role_in_battle-break = прорив облоги
dc-row-numbers = Чисельність (DC-SUP-2), підставки для виставлення (DC-AUTO-4)
dc-numbers = { $n }; { $fieldable ->
        [one] { $fieldable } підставка
        [few] { $fieldable } підставки
       *[many] { $fieldable } підставок
    }, потрібно щонайменше { $min }
dc-row-morale_modifier = Модифікатор моралі (DC-MOR-2)
dc-modifier = { $nation }: { $modifier }
dc-row-privilege = Привілей (DC-DEF-1)
dc-privilege-weaker = обороняється й слабший: може перекинути кубики сценарію
dc-privilege-stronger = обороняється й сильніший: суперник перекидає один кубик
dc-privilege-fortress = фортеця: удвічі більше підставок, удвічі менші втрати (DC-FORT-1)
dc-row-result = Результат
dc-result-empty = ще не внесено
# $nation: хто його вніс; $verdict: вердикт (dc-verdict-*)
dc-result-pending = внесено ({ $nation }), чекає на підтвердження: { $verdict }
dc-result-confirmed = підтверджено: { $verdict }
dc-panel-diplomacy = Дипломатія
dc-row-alliance = Союз
dc-row-proposal = Пропозиція
dc-row-accepted = Прийнято, з наступного ходу
dc-row-breaking = Розривається наприкінці ходу
dc-pair = { $a } і { $b }
dc-proposal = { $from } → { $to } ({ $points ->
        [one] { $points } бал
        [few] { $points } бали
       *[many] { $points } балів
    })
dc-row-region = Регіон
dc-row-owner = Власник
dc-row-fortress = Фортеця
dc-row-garrison = Гарнізон (ПС)
dc-row-resources = Ресурси (зараз / максимум)
dc-resources = { $now } / { $max }
dc-row-land_income = Дукати за хід (DC-TRE-2)
dc-row-yasyr_here = Ясир, який можна взяти (DC-MAP-3)
dc-row-cossack_bonus = Козацький бонус при вступі (DC-COS-1)
dc-row-siege = Хід облоги (DC-SIEGE-4)
dc-row-order = Наказ
dc-row-rest_gain = Поповнення під час відпочинку тут (DC-REPL-1)

## Кількості, які вибирає гравець

dc-amount-ps = ПС
dc-amount-recruit = ПС для набору (по 10 дукатів)
dc-amount-invest = Ресурси (по 5 дукатів)
dc-amount-morale = Пункти моралі (по 100 дукатів)
dc-amount-points = Бали для татар
# $nation: the side, by its nation with the most PS
dc-amount-destroyed = { $nation }: знищені підставки
dc-amount-fled = { $nation }: утеклі підставки

## Кінець


# $nation: переможець; $gain: приріст його рахунку; $par: його норма; $beyond: приріст понад норму
dc-outcome = { $nation } { $nation-gender ->
        [pl] перемагають у кампанії: їхній рахунок зріс на { $gain }, на { $beyond } понад їхню норму { $par }.
       *[other] перемагає в кампанії: її рахунок зріс на { $gain }, на { $beyond } понад її норму { $par }.
    }

## Buttons of actions with amounts: the fields give the numbers
dc-choice-transfer = Перемістити ПС: { $from } → { $to }
dc-choice-split = Поділ: { $parent } → { $slot }
dc-choice-recruit = { $army }: набір ПС
dc-choice-invest = Інвестиція { $land-in }
dc-choice-morale = Підняти мораль
dc-choice-propose = Запропонувати союз { $nation-dat } за бали
dc-choice-enter_result = Битва { $battle }: { $verdict }; введіть втрачені підставки

## Підказка: що держава біля екрана може зробити зараз і чому (задача 19)

# Фаза 1. $ducats: скарбниця держави.
dc-guide-movement = Фаза 1, таємно: спершу передайте пункти сили (ПС) між своїми арміями й гарнізонами, тоді дайте кожній армії один наказ — марш до сусіднього воєводства, укриття у фортеці або відпочинок. Лише тепер витрачають дукати (у вас { $ducats ->
        [one] { $ducats } дукат
        [few] { $ducats } дукати
       *[many] { $ducats } дукатів
    }): на рекрутів, ресурси й мораль. Коли закінчите, завершіть фазу; інші побачать ваші пересування, лише коли її завершать усі держави.
dc-guide-orders = Фаза 2, таємно: армія перед ворожими арміями атакує їх або стає в оборону; у ворожому воєводстві вона може штурмувати чи облягати фортецю. Визначте кожній армії план на випадок поразки й перемоги, пропонуйте союзи чи відповідайте на пропозиції. Коли закінчите, завершіть фазу; накази розкриються, коли її завершать усі держави.
dc-guide-results_enter = Фаза 3: внесіть результат своєї битви, як вона пройшла на столі, — хто переміг і як, скільки підставок кожна сторона втратила і скільки в неї втекло, — або доручіть її комп’ютерові. Інша сторона тоді підтвердить ваш результат або внесе свій.
dc-guide-results_confirm = Фаза 3: інша сторона внесла результат битви, у якій ви брали участь. Підтвердьте його, якщо він збігається з тим, що було на столі, або внесіть замість нього свій.
dc-guide-results_done = Фаза 3: кожна ваша битва вже має результат. Завершіть фазу; коли її завершать усі держави, буде обчислено втрати, бали, облоги й захоплення цього ходу.

## Issue 37: battle commanders and comments (DC-RES-5), confirmation and
## the deadline (DC-RES-6, GAP-17), locked plans (DC-PLAN-1), the land panel

# $most: the bases that side could field
dc-refuse-too_many_losses = Втрачено більше підставок, ніж ця сторона мала на столі (її PS, у фортеці вдвічі більше): щонайбільше { $most }.
dc-refuse-fortress_besieged = Фортецю обложено: жодна армія не може до неї увійти.
dc-refuse-plan_locked = Наказ цій армії вже віддано, і він заблокував план: план задають перед наказом.
dc-refuse-order_given = Ця армія вже має наказ на цей хід.
dc-refuse-awaiting_answer = Ваш результат чекає на другу сторону: вона його підтвердить або внесе свій.
dc-refuse-deadline_due = Результат цієї битви вносили стільки разів, скільки можна ({ $most }): підтвердьте результат другої сторони або покладіться на термін.
dc-refuse-no_dispute = Термін вирішує лише спірний результат: спершу підтвердьте цей або внесіть свій.
dc-refuse-bad_commander = Назвіть командувача з народу на цьому боці битви.
dc-refuse-bad_name = Ім’я від 1 до 40 знаків, якого народ ще не називав; щонайбільше 12 осіб на народ.
dc-refuse-long_comment = Коментар може мати щонайбільше 200 знаків.
dc-refuse-earlier_rules = Цю кампанію почато за ранішими правилами «Потопу», у яких немає командувачів битв, коментарів і термінів.
dc-report-deadline_resolver = Минув термін спірного результату битви { $battle }: її вирішує комп’ютер, і його результат чинний
dc-report-deadline_draw = Минув термін спірного результату битви { $battle }: сторони не погодили результат, тож це нічия без втрат
dc-report-individual_person = Індивідуальні бали: { $person }: { $points }
dc-report-comment = Коментар: { $comment }
dc-person-chief = головнокомандувач, { $nation }
dc-person-named = { $name } ({ $nation })
dc-action-deadline = Битва { $battle }: хай вирішить термін
dc-action-name_commander = Новий командувач битв: { $name }
dc-choice-name_commander = Назвати командувача битв
dc-action-resolve_entry = Битва { $battle }: внести результат, обчислений комп’ютером (друга сторона його підтверджує)
dc-event-confirmed_by = Результат битви { $battle } підтверджено; стороною командував(ла): { $person }
dc-event-entered_by = Результат битви { $battle } внесено, чекаємо на другу сторону; командував(ла): { $person }; коментар: { $comment }
dc-event-deadline_draw = Битва { $battle }: нічия без втрат (термін)
dc-event-person_named = { $nation }: новий командувач битв { $name }
dc-amount-commander = Командував(ла)
dc-amount-name = Ім’я
dc-amount-comment = Коментар (необов’язковий)
dc-panel-persons = Командувачі битв (індивідуальні бали, DC-PTS-1)
dc-row-commander_a = Стороною A командував(ла)
dc-row-commander_b = Стороною B командував(ла)
dc-row-comment = Коментар
dc-row-entries = Внесені результати (GAP-17)
dc-entries = { $n } з { $most }
dc-row-movement = Наказ руху
dc-row-plan = План після битви (DC-PLAN-1)
dc-plan_summary = залишитися після тактичної поразки: { $stay }; відступ: { $retreat }; після перемоги: { $victory }
dc-retreat-to = { $land-to }
dc-retreat-fortress = до фортеці
dc-retreat-default = куди визначать правила (GAP-19)
dc-onlooker = глядач
dc-invariant-morale = DC-MOR-1: { $nation } має мораль { $morale }, понад 100
dc-invariant-strength = GAP-18: { $army } стоїть на мапі з 0 PS
dc-invariant-fortress = GAP-14: { $army } у фортеці, якої воєводство не має або яка не належить її народу
dc-invariant-yasyr = DC-YAS-1: { $army } несе ясир, який беруть лише турки й татари
dc-invariant-besieging = DC-SIEGE-6: { $army } облягає, але вона всередині або воєводство не в облозі чи не вороже
dc-invariant-siege = DC-SIEGE-6: { $land } в облозі, хоч жодна армія його не облягає
dc-invariant-resources = DC-MAP-4: { $land } має більше ресурсів, ніж максимум
dc-invariant-snapshot = GAP-9: прихований стан таємних фаз зберігається поза ними або його в них бракує
dc-invariant-treasury = GAP-23: { $viewer } бачить скарбницю: { $nation }
dc-invariant-orders = GAP-9: { $viewer } бачить накази чи рухи цієї фази: { $nation }
dc-invariant-entries = GAP-17: битва { $battle } має більше внесень, ніж дозволяє термін
dc-invariant-consent = DC-RES-6: результат битви { $battle } чинний без слова другої сторони й без терміну
dc-invariant-done = DC-RES-7: { $nation } завершив(ла) фазу 3 з відкритим результатом
dc-invariant-province = DC-PROV-1: бали за воєводства ({ $nation }) не відповідають його воєводствам
dc-invariant-individual = DC-PTS-1: індивідуальні бали всіх народів у сумі не дають нуля
dc-invariant-persons = DC-PTS-1: індивідуальні бали осіб ({ $nation }) не збігаються з балами народу

## Issue 36: what a land offers a newcomer that is not possible now, and why.
dc-panel-not_now = Зараз не можна
dc-not_now-march = Похід до іншої землі
dc-not_now-recruit = Набір
dc-not_now-storm = Штурм фортеці
dc-value-refused = { $reason } ({ $rule })

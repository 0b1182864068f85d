### «Потоп 1655»: тексты системы для игроков, на русском языке.
###
### Аргументы-названия ($nation, $land, $unit, $army, $level, $phase…) —
### это другие сообщения этого файла, передаваемые целиком. Текст может
### использовать их атрибуты (падежи и другие формы) только там, где код
### передаёт название как ключ: так обстоит дело с державами, воеводствами,
### уровнями результата, фазами и сезонами. Армии и гарнизоны ($unit,
### $army, $from и $to при перемещении ПС, $target, $parent, $slot) и
### стороны в вердиктах ($a и $b в dc-verdict-*, dc-report-draw и
### dc-action-enter_result, $winner, $loser) приходят готовым текстом,
### поэтому всегда стоят в именительном падеже. Числа ($ps, $points,
### $count…) передаются числами, поэтому селекторы множественного числа
### работают (one, few, many). Идентификаторы правил (DC-…, GAP-…) не
### переводятся.
###
### Атрибуты названий в этом файле:
### - державы (dc-role-*): .gen, .dat, .acc, .ins, .loc и .gender
###   (f = Корона, Швеция…; n = Московское царство; pl = Крымские татары,
###   Казаки) для согласования глагола, а также .with — «с/со + творительный»
###   («с Короной», «со Швецией»);
### - воеводства (dc-region-*): .gen, .acc, .loc и готовые обороты с
###   предлогом: .in («в Кракове», «на Волыни»), .to («в Краков»,
###   «на Волынь»), .from («из Кракова», «с Волыни»). У каждого воеводства
###   должны быть .in, .to и .from.
###
### ПС — пункты силы (1 ПС = 1 подставка на столе).

## Игра и её сценарии

dc-name = Потоп 1655
dc-scenario-mixed = Потоп 1655: битвы на столе или расчёт компьютером (7 держав)
dc-scenario-tabletop = Потоп 1655: все битвы на столе (7 держав)
dc-scenario-auto = Потоп 1655: все битвы рассчитывает компьютер (7 держав)
dc-scenario-earned = Потоп 1655: битвы на столе или расчёт компьютером, татарам платят только заработанными очками (7 держав)

# Краткие правила, показываемые перед игрой (абзацы разделены пустыми строками)
dc-rules_summary =
    Семь держав ведут войны Потопа с июля 1655 по июнь 1660 года: Корона, Литва, Швеция, Московское царство, Крымские татары, Турция и Казаки. Ход — это три месяца; все державы играют каждую фазу одновременно и тайно, а фаза закрывается, когда её завершат все державы (DC-TURN-1, DC-TURN-2).

    ## Фаза 1: движение и реорганизация (DC-REORG, DC-MOVE, DC-TRE-8)
    - Армия идёт в соседнее воеводство; татарский чамбул без ясыря — до двух (DC-MOVE-1, DC-MOVE-2). В своём воеводстве она может вместо этого укрыться в крепости или отдыхать (DC-MOVE-4); армия в крепости может только выйти из неё (DC-MOVE-3).
    - Пункты силы (ПС) передаются между вашими армиями в одном воеводстве, а также между армией и гарнизоном вашего воеводства; названные в правилах армии выделяют новые (DC-REORG-1—3). Сначала реорганизация: приказ на движение блокирует армию (DC-REORG-5).
    - Только тогда тратят дукаты: рекруты — 10 за ПС, ресурсы — по 5, в каждом воеводстве раз за ход, мораль — 100 за пункт (DC-TRE-9—11).

    ## Фаза 2: приказы и планы (DC-ORD, DC-PLAN)
    - Против вражеских армий: атаковать некоторые или все либо занять оборонительную позицию; если обе стороны ждут, битвы нет (DC-ORD-1, DC-DEF-2).
    - Во вражеском воеводстве: штурмовать или осаждать крепость (не менее 60 ПС, татары — никогда) либо брать ясырь (Турция и татары, 1 единица за 10 ПС) (DC-STORM-1, DC-SIEGE-1, DC-YAS-1). Осаждённые армии могут прорывать осаду (DC-BRK-1).
    - План каждой армии: остаться или отступить после тактического поражения, куда отступать, что делать после победы (DC-PLAN-1—7).
    - Союзы предлагают, принимают и разрывают в фазах 2 и 3, а действуют они с конца хода; татарам платят очками (DC-DIP-1—3).

    ## Фаза 3: результаты сражений (DC-RES, DC-AUTO, GAP-10)
    - Одна сторона вводит результат (тактическую, стратегическую или историческую победу либо ничью) и уничтоженные и бежавшие подставки; другая подтверждает его или удаляет и вводит свой (DC-RES-6). Бежавшая подставка — это половина ПС, у шведов — целый ПС (DC-RES-4).
    - Сторона, которая не может выставить даже минимальный разъезд, сразу проигрывает и теряет все ПС (DC-AUTO-1—5); крепость выставляет вдвое больше подставок, чем у неё ПС.
    - Без миниатюр битву решает компьютер бросками кубиков (GAP-10), в зависимости от выбранного сценария.

    ## Фаза 4: расчёт (DC-CALC-1)
    - Потери: поражение ×2, ×3 или ×4; оборона крепости уменьшает их вдвое; штурм удваивает (кроме Швеции); численное превосходство врага добавляет до 100 % (для Короны на столбец меньше, кроме боёв со Швецией); вынужденное отступление, которое невозможно выполнить, удваивает (DC-LOSS-1—8, DC-SUP-1—3).
    - Очки: потери каждой стороны становятся очками другой (DC-PTS-1, 2); взятие воеводства — 10, потери осаждённых — 1 за ПС, доставленный ясырь — 2 за единицу (DC-CAPT-3, DC-SIEGEPTS-2, DC-DELIV-3).
    - Осада со второго хода стоит осаждённым 10 % за ход; воеводство, чьи защитники сократились до 0, захвачено (DC-SIEGE-2, DC-CAPT-1).
    - Отдыхавшие армии пополняются; казаки при первом входе в воеводство получают столько ПС, сколько в нём ресурсов, а за захват — 50 ПС (DC-REPL-1, DC-COS-1, 2).
    - В начале следующего хода: мораль меняется после битв, захватов, грабежа и доставки ясыря прошлого хода (DC-MOR-3—7); казна собирает 5 дукатов за каждые полные 5 ресурсов неосаждённых воеводств и платит за содержание 20 % ресурсов и 10 % (или 1 %) ПС (DC-TRE-1—7); воеводство даёт 100 очков, а 25 — если в нём стоит вражеская армия (DC-PROV-1).

    ## Победа (GAP-6)
    - После 20-го хода (апрель–июнь 1660) побеждает держава, чей счёт больше всего вырос сверх её нормы; счёт — это заработанные очки плюс очки за воеводства (DC-SCORE-1).
    - Нормы: Корона −1250, Литва −450, Швеция +1000, Московское царство +100, Крымские татары −150, Турция +450, Казаки +600. Источник считает только прирост; в 300 кампаниях, где компьютер играл за все державы, тогда решало начальное положение: Швеция выигрывала больше половины, Корона, Литва и татары — ни разу. Относительно своей нормы каждая держава побеждает примерно одинаково часто.

## Державы
## Падежи и род (.gender: f, n или pl), потому что в журнале держава бывает
## подлежащим; .with — «с/со + творительный». У каждой державы должны быть
## .gender и .with.

dc-role-ron = Корона
    .gen = Короны
    .dat = Короне
    .acc = Корону
    .ins = Короной
    .loc = Короне
    .gender = f
    .with = с Короной
dc-role-swe = Швеция
    .gen = Швеции
    .dat = Швеции
    .acc = Швецию
    .ins = Швецией
    .loc = Швеции
    .gender = f
    .with = со Швецией
dc-role-mos = Московское царство
    .gen = Московского царства
    .dat = Московскому царству
    .acc = Московское царство
    .ins = Московским царством
    .loc = Московском царстве
    .gender = n
    .with = с Московским царством
dc-role-tat = Крымские татары
    .gen = крымских татар
    .dat = крымским татарам
    .acc = крымских татар
    .ins = крымскими татарами
    .loc = крымских татарах
    .gender = pl
    .with = с крымскими татарами
dc-role-tur = Турция
    .gen = Турции
    .dat = Турции
    .acc = Турцию
    .ins = Турцией
    .loc = Турции
    .gender = f
    .with = с Турцией
dc-role-cos = Казаки
    .gen = казаков
    .dat = казакам
    .acc = казаков
    .ins = казаками
    .loc = казаках
    .gender = pl
    .with = с казаками
dc-role-lit = Литва
    .gen = Литвы
    .dat = Литве
    .acc = Литву
    .ins = Литвой
    .loc = Литве
    .gender = f
    .with = с Литвой

## Армии (DC-ARMY-1)

dc-army-RON_CROWN_1 = 1-я армия Короны
dc-army-RON_CROWN_2 = 2-я армия Короны
dc-army-RON_UKRAINE_1 = 1-я армия Украины
dc-army-RON_UKRAINE_2 = 2-я армия Украины
dc-army-SWE_ROYAL_1 = 1-я королевская армия
dc-army-SWE_ROYAL_2 = 2-я королевская армия
dc-army-SWE_ROYAL_3 = 3-я королевская армия
dc-army-SWE_LIVONIA_1 = 1-я ливонская армия
dc-army-SWE_LIVONIA_2 = 2-я ливонская армия
dc-army-SWE_TRANSYLVANIA = Трансильванская армия
dc-army-SWE_PRUSSIA = Прусская армия
dc-army-MOS_MAIN = Царская главная армия
dc-army-MOS_LIVONIA = Царская ливонская армия
dc-army-MOS_SOUTH = Царская южная армия
dc-army-MOS_RESERVE = Царская резервная армия
dc-army-TAT_BEY = Чамбул бея
dc-army-TAT_NUREDDIN = Чамбул нуреддина
dc-army-TAT_NOGAI = Ногайский чамбул
dc-army-TUR_MAIN = Османская главная армия
dc-army-TUR_NORTH = Османская северная армия
dc-army-TUR_RESERVE = Османская резервная армия
dc-army-COS_MAIN = Казачья главная армия
dc-army-COS_COVER = Казачья армия прикрытия
dc-army-COS_ZHDANOVYCH = Армия Ждановича
dc-army-LIT_1 = 1-я армия Литвы
dc-army-LIT_2 = 2-я армия Литвы
dc-army-LIT_3 = 3-я армия Литвы

## Воеводства (GAP-1)
## Падежи (.gen, .acc, .loc) и обороты с предлогом: .in (где?), .to (куда?),
## .from (откуда?).

dc-region-west_pomerania = Западное Поморье
    .gen = Западного Поморья
    .acc = Западное Поморье
    .loc = Западном Поморье
    .in = в Западном Поморье
    .to = в Западное Поморье
    .from = из Западного Поморья
dc-region-pomeranian = Поморье (Гданьск)
    .gen = Поморья (Гданьск)
    .acc = Поморье (Гданьск)
    .loc = Поморье (Гданьск)
    .in = в Поморье (Гданьск)
    .to = в Поморье (Гданьск)
    .from = из Поморья (Гданьск)
dc-region-malbork = Мальборк
    .gen = Мальборка
    .acc = Мальборк
    .loc = Мальборке
    .in = в Мальборке
    .to = в Мальборк
    .from = из Мальборка
dc-region-chelmno = Хелмно
    .gen = Хелмно
    .acc = Хелмно
    .loc = Хелмно
    .in = в Хелмно
    .to = в Хелмно
    .from = из Хелмно
dc-region-ducal_prussia = Прусское герцогство
    .gen = Прусского герцогства
    .acc = Прусское герцогство
    .loc = Прусском герцогстве
    .in = в Прусском герцогстве
    .to = в Прусское герцогство
    .from = из Прусского герцогства
dc-region-poznan = Познань
    .gen = Познани
    .acc = Познань
    .loc = Познани
    .in = в Познани
    .to = в Познань
    .from = из Познани
dc-region-kalisz = Калиш
    .gen = Калиша
    .acc = Калиш
    .loc = Калише
    .in = в Калише
    .to = в Калиш
    .from = из Калиша
dc-region-kuyavia = Куявия
    .gen = Куявии
    .acc = Куявию
    .loc = Куявии
    .in = в Куявии
    .to = в Куявию
    .from = из Куявии
dc-region-sieradz_leczyca = Серадз и Ленчица
    .gen = Серадза и Ленчицы
    .acc = Серадз и Ленчицу
    .loc = Серадзе и Ленчице
    .in = в Серадзе и Ленчице
    .to = в Серадз и Ленчицу
    .from = из Серадза и Ленчицы
dc-region-masovia = Мазовия
    .gen = Мазовии
    .acc = Мазовию
    .loc = Мазовии
    .in = в Мазовии
    .to = в Мазовию
    .from = из Мазовии
dc-region-podlasie = Подляшье
    .gen = Подляшья
    .acc = Подляшье
    .loc = Подляшье
    .in = в Подляшье
    .to = в Подляшье
    .from = из Подляшья
dc-region-krakow = Краков
    .gen = Кракова
    .acc = Краков
    .loc = Кракове
    .in = в Кракове
    .to = в Краков
    .from = из Кракова
dc-region-sandomierz = Сандомир
    .gen = Сандомира
    .acc = Сандомир
    .loc = Сандомире
    .in = в Сандомире
    .to = в Сандомир
    .from = из Сандомира
dc-region-lublin = Люблин
    .gen = Люблина
    .acc = Люблин
    .loc = Люблине
    .in = в Люблине
    .to = в Люблин
    .from = из Люблина
dc-region-ruthenian = Русь (Львов)
    .gen = Руси (Львов)
    .acc = Русь (Львов)
    .loc = Руси (Львов)
    .in = на Руси (Львов)
    .to = на Русь (Львов)
    .from = с Руси (Львов)
dc-region-belz = Белз
    .gen = Белза
    .acc = Белз
    .loc = Белзе
    .in = в Белзе
    .to = в Белз
    .from = из Белза
dc-region-volhynia = Волынь
    .gen = Волыни
    .acc = Волынь
    .loc = Волыни
    .in = на Волыни
    .to = на Волынь
    .from = с Волыни
dc-region-podolia = Подолье
    .gen = Подолья
    .acc = Подолье
    .loc = Подолье
    .in = в Подолье
    .to = в Подолье
    .from = из Подолья
dc-region-braclaw = Брацлав
    .gen = Брацлава
    .acc = Брацлав
    .loc = Брацлаве
    .in = в Брацлаве
    .to = в Брацлав
    .from = из Брацлава
dc-region-kiev = Киев
    .gen = Киева
    .acc = Киев
    .loc = Киеве
    .in = в Киеве
    .to = в Киев
    .from = из Киева
dc-region-chernihiv = Чернигов
    .gen = Чернигова
    .acc = Чернигов
    .loc = Чернигове
    .in = в Чернигове
    .to = в Чернигов
    .from = из Чернигова
dc-region-zaporizhia = Запорожье
    .gen = Запорожья
    .acc = Запорожье
    .loc = Запорожье
    .in = в Запорожье
    .to = в Запорожье
    .from = из Запорожья
dc-region-wilno = Вильно
    .gen = Вильно
    .acc = Вильно
    .loc = Вильно
    .in = в Вильно
    .to = в Вильно
    .from = из Вильно
dc-region-troki = Троки
    .gen = Трок
    .acc = Троки
    .loc = Троках
    .in = в Троках
    .to = в Троки
    .from = из Трок
dc-region-samogitia = Жемайтия
    .gen = Жемайтии
    .acc = Жемайтию
    .loc = Жемайтии
    .in = в Жемайтии
    .to = в Жемайтию
    .from = из Жемайтии
dc-region-nowogrodek = Новогрудок
    .gen = Новогрудка
    .acc = Новогрудок
    .loc = Новогрудке
    .in = в Новогрудке
    .to = в Новогрудок
    .from = из Новогрудка
dc-region-brest_lit = Брест
    .gen = Бреста
    .acc = Брест
    .loc = Бресте
    .in = в Бресте
    .to = в Брест
    .from = из Бреста
dc-region-minsk = Минск
    .gen = Минска
    .acc = Минск
    .loc = Минске
    .in = в Минске
    .to = в Минск
    .from = из Минска
dc-region-vitebsk = Витебск
    .gen = Витебска
    .acc = Витебск
    .loc = Витебске
    .in = в Витебске
    .to = в Витебск
    .from = из Витебска
dc-region-polotsk = Полоцк
    .gen = Полоцка
    .acc = Полоцк
    .loc = Полоцке
    .in = в Полоцке
    .to = в Полоцк
    .from = из Полоцка
dc-region-mstislavl = Мстиславль
    .gen = Мстиславля
    .acc = Мстиславль
    .loc = Мстиславле
    .in = в Мстиславле
    .to = в Мстиславль
    .from = из Мстиславля
dc-region-smolensk = Смоленск
    .gen = Смоленска
    .acc = Смоленск
    .loc = Смоленске
    .in = в Смоленске
    .to = в Смоленск
    .from = из Смоленска
dc-region-swedish_livonia = Шведская Ливония (Рига)
    .gen = Шведской Ливонии (Рига)
    .acc = Шведскую Ливонию (Рига)
    .loc = Шведской Ливонии (Рига)
    .in = в Шведской Ливонии (Рига)
    .to = в Шведскую Ливонию (Рига)
    .from = из Шведской Ливонии (Рига)
dc-region-estonia = Эстония
    .gen = Эстонии
    .acc = Эстонию
    .loc = Эстонии
    .in = в Эстонии
    .to = в Эстонию
    .from = из Эстонии
dc-region-inflanty_voiv = Польская Ливония
    .gen = Польской Ливонии
    .acc = Польскую Ливонию
    .loc = Польской Ливонии
    .in = в Польской Ливонии
    .to = в Польскую Ливонию
    .from = из Польской Ливонии
dc-region-courland = Курляндия
    .gen = Курляндии
    .acc = Курляндию
    .loc = Курляндии
    .in = в Курляндии
    .to = в Курляндию
    .from = из Курляндии
dc-region-moscow = Москва
    .gen = Москвы
    .acc = Москву
    .loc = Москве
    .in = в Москве
    .to = в Москву
    .from = из Москвы
dc-region-novgorod = Новгород
    .gen = Новгорода
    .acc = Новгород
    .loc = Новгороде
    .in = в Новгороде
    .to = в Новгород
    .from = из Новгорода
dc-region-pskov = Псков
    .gen = Пскова
    .acc = Псков
    .loc = Пскове
    .in = в Пскове
    .to = в Псков
    .from = из Пскова
dc-region-kursk = Курск
    .gen = Курска
    .acc = Курск
    .loc = Курске
    .in = в Курске
    .to = в Курск
    .from = из Курска
dc-region-crimea = Крым
    .gen = Крыма
    .acc = Крым
    .loc = Крыму
    .in = в Крыму
    .to = в Крым
    .from = из Крыма
dc-region-moldavia = Молдавия
    .gen = Молдавии
    .acc = Молдавию
    .loc = Молдавии
    .in = в Молдавии
    .to = в Молдавию
    .from = из Молдавии
dc-region-yedisan = Едисан
    .gen = Едисана
    .acc = Едисан
    .loc = Едисане
    .in = в Едисане
    .to = в Едисан
    .from = из Едисана
dc-region-budjak = Буджак
    .gen = Буджака
    .acc = Буджак
    .loc = Буджаке
    .in = в Буджаке
    .to = в Буджак
    .from = из Буджака

## Регионы, к которым относятся воеводства

dc-area-pomerania = Поморье
dc-area-prussia = Пруссия
dc-area-greater_poland = Великая Польша
dc-area-masovia = Мазовия
dc-area-lesser_poland = Малая Польша
dc-area-ruthenia = Русь
dc-area-ukraine = Украина
dc-area-zaporizhia = Запорожье
dc-area-lithuania = Литва
dc-area-livonia = Ливония
dc-area-muscovy = Московское царство
dc-area-crimea = Крым
dc-area-ottoman = Османские земли

## Календарь и фазы (GAP-6, DC-TURN-1)

dc-season-0 = янв–мар
dc-season-1 = апр–июн
dc-season-2 = июл–сен
dc-season-3 = окт–дек
# $turn, $last: числа; $season: сезон (dc-season-*); $year: год; $phase: фаза (dc-phase-*)
dc-turn_label = { $season } { $year }, ход { $turn } из { $last }: { $phase }
dc-phase-movement = движение и реорганизация
dc-phase-orders = приказы и планы сражений
dc-phase-results = результаты сражений
dc-phase-over = кампания окончена

# Уровень результата, в форме, согласованной со словом «победа» (тактическая победа)
dc-level-tactical = тактическая
dc-level-strategic = стратегическая
dc-level-historical = историческая

## Отказы: почему действие не разрешено

dc-refuse-phase_ended = Ваша держава уже завершила эту фазу: следующая начнётся, когда её завершат все державы.
# $phase: фаза, к которой это относится (dc-phase-*).
dc-refuse-wrong_phase = Это делается в фазе «{ $phase }».
dc-refuse-results_computed = В этой кампании результаты не вводятся: каждую битву рассчитывает компьютер, как только приказы раскрыты.
dc-refuse-not_your_army = Это не ваша армия.
# $cost: цена; $have: дукаты в казне.
dc-refuse-ducats = Это стоит { $cost ->
        [one] { $cost } дукат
        [few] { $cost } дуката
       *[many] { $cost } дукатов
    }, а в вашей казне { $have } (при пустой казне ничего не покупается).
dc-refuse-already_ordered = У этой армии уже есть приказ на движение: сначала реорганизация, потом приказ.
dc-refuse-under_siege = Осаждённые войска не могут реорганизоваться.
dc-refuse-bad_transfer = ПС передаются только между вашими армиями в одном воеводстве, а в гарнизон или из него — только в своём воеводстве.
# $most: сколько ПС есть.
dc-refuse-too_many = Столько ПС нет: здесь не больше { $most } ПС (у армии остаётся не меньше 1).
dc-refuse-bad_split = Новую армию выделяют только армии, названные в правилах, и только ту, которой ещё нет; у каждой остаётся не меньше 1 ПС.
dc-refuse-not_adjacent = Это воеводство вне досягаемости: один шаг, а для чамбула без ясыря — два.
dc-refuse-in_fortress = Армия в крепости в этом ходу может только выйти из неё.
dc-refuse-not_own_land = Только в своём воеводстве.
dc-refuse-no_fortress = В этом воеводстве нет крепости.
dc-refuse-besieged = Крепость в осаде: вместо этого прорывайте осаду в фазе 2.
dc-refuse-recruit_site = Рекруты присоединяются к армии в своём воеводстве, которое не в осаде.
dc-refuse-investment = Вкладывать можно в свои воеводства, в каждое раз за ход (татары не вкладывают).
# $most: сколько морали ещё можно купить.
dc-refuse-morale_full = Мораль не может превышать 100 %: можно докупить не больше { $most } %.
dc-refuse-zero = Выберите не меньше 1.
dc-refuse-order_unavailable = Эта армия не может получить здесь такой приказ.
# $need: сколько нужно ПС; $have: ПС армии.
dc-refuse-too_weak = Для штурма или осады нужно не меньше { $need } ПС, а у этой армии { $have } ПС.
dc-refuse-tatars = Татары не штурмуют и не осаждают.
dc-refuse-no_yasyr = Ясырь берут только Турция и татары.
dc-refuse-bad_target = Атаковать можно только вражеские армии в поле этого воеводства.
dc-refuse-bad_retreat = Отступать можно в соседнее воеводство, своё или союзника, либо в свою крепость здесь.
dc-refuse-diplomacy_phase = Союзы предлагают, принимают и разрывают в фазах 2 и 3.
dc-refuse-diplomacy = Такого предложения или союза нет, либо он уже заключён.
dc-refuse-payment = Татарам нужно предложить не меньше 1 очка; больше никому не платят.
# $most: сколько плательщик может заплатить сейчас.
dc-refuse-payment_above_score = Народ может заплатить татарам не больше своего счёта: сейчас это { $most ->
        [one] { $most } очко
        [few] { $most } очка
       *[many] { $most } очков
    }.
dc-refuse-not_your_battle = Это не ваша битва, или её результат уже подтверждён.
dc-refuse-cannot_confirm = Результат подтверждает только сторона, которая его не вводила.
dc-refuse-no_resolver = В этой кампании каждую битву рассчитывает компьютер, как только приказы раскрыты.
dc-refuse-results_open = Сначала введите и подтвердите результаты всех своих битв.
# $scenario: запрошенный идентификатор
dc-refuse-unknown_scenario = Сценария «Потопа» «{ $scenario }» нет.
dc-refuse-seats = Для «Потопа» нужны семь мест, по одному на державу, в установленном порядке.

## Действия: кнопки и записи в журнале

# $ps: число; $from, $to: армия или гарнизон (готовый текст, именительный падеж)
dc-action-transfer = Переместить { $ps } ПС: { $from } → { $to }
# $parent, $slot: армии (именительный падеж); $ps: число
dc-action-split = Разделение: { $parent } → { $slot } ({ $ps } ПС)
# $army: армия; $what: движение (dc-move-*)
dc-action-move = { $army }: { $what }
# $land: воеводство
dc-move-to = марш { $land-to }
dc-move-enter = укрытие в крепости
dc-move-leave = выход из крепости
dc-move-rest = отдых
# $army; $ps, $cost: числа
dc-action-recruit = { $army }: набор { $ps } ПС ({ $cost ->
        [one] { $cost } дукат
        [few] { $cost } дуката
       *[many] { $cost } дукатов
    })
# $land; $n, $cost: числа
dc-action-invest = Вложение { $land-in }: +{ $n ->
        [one] { $n } ресурс
        [few] { $n } ресурса
       *[many] { $n } ресурсов
    } ({ $cost ->
        [one] { $cost } дукат
        [few] { $cost } дуката
       *[many] { $cost } дукатов
    })
# $pct, $cost: числа
dc-action-morale = Поднять мораль на { $pct } % ({ $cost ->
        [one] { $cost } дукат
        [few] { $cost } дуката
       *[many] { $cost } дукатов
    })
# $army; $order: приказ (dc-order-*)
dc-action-command = { $army }: { $order }
# $count: сколько армий; $target: первая из них (именительный падеж)
dc-order-attack = { $count ->
        [1] атака: { $target }
        [one] атака на { $count } армию
        [few] атака на { $count } армии
       *[many] атака на { $count } армий
    }
dc-order-defend = оборонительная позиция
dc-order-storm = штурм крепости
dc-order-siege = осада крепости
dc-order-yasyr = взятие ясыря
dc-order-break = прорыв осады
dc-action-stay = { $army }: после тактического поражения оставаться на месте
dc-action-no_stay = { $army }: после тактического поражения отступать
dc-action-retreat_to = { $army }: отступление { $land-to }
dc-action-retreat_fortress = { $army }: отступление в крепость
# $plan: план (dc-plan-*)
dc-action-after_victory = { $army }, после победы: { $plan }
dc-plan-stay = остаться в поле
dc-plan-siege = начать осаду
dc-plan-yasyr = взять ясырь
# $nation; $points: очки, предлагаемые татарам (0 между другими державами)
dc-action-propose = { $points ->
        [0] Предложить союз { $nation-dat }
        [one] Предложить союз { $nation-dat } за { $points } очко
        [few] Предложить союз { $nation-dat } за { $points } очка
       *[many] Предложить союз { $nation-dat } за { $points } очков
    }
dc-action-accept = Принять союз { $nation-with }
dc-action-withdraw = Отозвать предложение для { $nation-gen }
dc-action-break = Разорвать союз { $nation-with }
# $battle: число; $verdict: вердикт (dc-verdict-*); $a, $b: державы сторон (именительный падеж); $da, $fa, $db, $fb: уничтоженные и бежавшие подставки
dc-action-enter_result = Битва { $battle }: { $verdict }; { $a } — уничтожено: { $da }, бежало: { $fa }; { $b } — уничтожено: { $db }, бежало: { $fb }
dc-action-resolve = Битва { $battle }: поручить расчёт компьютеру
# $verdict: вердикт (dc-verdict-*) или тире
dc-action-confirm = Битва { $battle }: подтвердить ({ $verdict })
# $phase: фаза (dc-phase-*)
dc-action-end_phase = Завершить фазу: { $phase }

# $a, $b: державы обеих сторон (именительный падеж); $level: уровень (dc-level-*)
dc-verdict-draw = ничья: { $a } — { $b }
dc-verdict-a_wins = { $level } победа — победитель: { $a }, побеждённый: { $b }
dc-verdict-b_wins = { $level } победа — победитель: { $b }, побеждённый: { $a }
dc-side-a = сторона А
dc-side-b = сторона Б

## Журнал

# $nation
dc-event-phase_ended = { $nation } { $nation-gender ->
        [pl] завершили
        [n] завершило
       *[other] завершила
    } фазу
dc-event-confirmed = Результат битвы { $battle } подтверждён
dc-event-entered = Результат битвы { $battle } введён, ожидается другая сторона
# $from, $to: державы
dc-event-proposed = { $from } { $from-gender ->
        [pl] предлагают
       *[other] предлагает
    } союз { $to-dat } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    })
dc-event-accepted = { $to } { $to-gender ->
        [pl] принимают
       *[other] принимает
    } союз { $from-with } (со следующего хода)
dc-event-withdrawn = { $from } { $from-gender ->
        [pl] отзывают
       *[other] отзывает
    } предложение для { $to-gen }
dc-event-break = { $from } { $from-gender ->
        [pl] разрывают
       *[other] разрывает
    } союз { $to-with } (в конце хода)
dc-event-prussia = Пруссия вступает в войну
dc-event-tsar = Гнев царя
dc-event-radnot = Радноцкий договор
dc-event-jihad = Джихад

## Строки итогов фазы; $rule: идентификатор правила, $text: строка
dc-report-line = { $rule }: { $text }
# $unit: армия (именительный падеж); $from, $to: воеводства
dc-report-moved = { $unit } идёт { $from-from } { $to-to }
dc-report-entered_fortress = { $unit } укрывается в крепости
dc-report-left_fortress = { $unit } выходит из крепости
dc-report-rests = { $unit } отдыхает
# $na, $nb: численность каждой стороны (DC-SUP-2)
dc-report-battle = Битва { $battle } { $land-in }: { $a } ({ $na }) против { $b-gen } ({ $nb })
dc-report-auto_defeat = Битва { $battle }: одна из сторон не может выставить даже минимальный разъезд, результат автоматический
# $a, $b: кубики, оставленные каждой стороной; $effa, $effb: эффективные силы; $d: разница результатов
dc-report-resolved = Битва { $battle } рассчитана: кубики { $a } против { $b }, силы { $effa } против { $effb }, разница счёта D = { $d } (GAP-10: меньше 2 в любую сторону — ничья, 2–3 тактическая, 4–6 стратегическая, 7 и больше историческая)
# $winner, $loser: державы (именительный падеж); $level: уровень (dc-level-*); $land
dc-report-victory = Битва { $land-in }: { $level } победа — победитель: { $winner }, побеждённый: { $loser }
dc-report-draw = Битва { $land-in }: ничья, { $a } — { $b }
# $entered: её доля потерь, введённых за её сторону; $strength: её ПС до битвы
dc-report-unit_share = { $unit } ({ $strength } ПС): доля введённых потерь: { $entered }
# $by: множитель или процент; $before, $after: потери
dc-loss-result = поражение ×{ $by }: { $before } → { $after }
dc-loss-fortress = оборона крепости, половина: { $before } → { $after }
dc-loss-storm = штурм ×2: { $before } → { $after }
dc-loss-superiority = численное превосходство врага +{ $by } %: { $before } → { $after }
dc-loss-superiority_ron = численное превосходство врага, для Короны на столбец меньше, +{ $by } %: { $before } → { $after }
dc-loss-no_retreat_field = отступление невозможно, в поле ×2: { $before } → { $after }
dc-loss-no_retreat_fortress_s = отступление из крепости невозможно, стратегическое поражение ×1,5: { $before } → { $after }
dc-loss-no_retreat_fortress_h = отступление из крепости невозможно, историческое поражение ×2: { $before } → { $after }
dc-loss-cap = не больше имеющихся { $by } ПС: { $before } → { $after }
dc-report-unit_removed = { $unit } теряет { $removed } ПС
dc-report-individual = Личные очки командующего, { $nation }: { $points }
dc-report-national = Очки державы, { $nation }: { $points }
dc-report-yasyr_lost = { $unit } теряет { $n ->
        [one] { $n } единицу ясыря
        [few] { $n } единицы ясыря
       *[many] { $n } единиц ясыря
    }
dc-report-destroyed = { $unit } прекращает существование
dc-report-retreat = { $unit } отступает { $land-to }
dc-report-retreat_fortress = { $unit } отступает в крепость
# $previous: держава, потерявшая воеводство; $loot: дукаты
dc-report-capture = { $nation } { $nation-gender ->
        [pl] отнимают
       *[other] отнимает
    } у { $previous-gen } { $land-acc }: +10 очков, { $loot ->
        [one] { $loot } дукат
        [few] { $loot } дуката
       *[many] { $loot } дукатов
    } добычи
dc-report-tatar_helper = Татары помогли взять { $land-acc }: +25 очков, 10 дукатов
dc-report-cossack_capture = { $unit } получает 50 ПС за взятие воеводства
dc-report-yasyr_taken = { $unit } берёт { $n ->
        [one] { $n } единицу ясыря
        [few] { $n } единицы ясыря
       *[many] { $n } единиц ясыря
    } { $land-in }
dc-report-siege_begins = { $unit } начинает осаду крепости { $land-in }
dc-report-attrition = { $unit } теряет { $n } ПС от осады
dc-report-siege_points = { $nation } { $nation-gender ->
        [pl] получают
       *[other] получает
    } { $n ->
        [one] { $n } очко
        [few] { $n } очка
       *[many] { $n } очков
    } за осаду крепости { $land-in }
dc-report-delivered = { $unit } доставляет { $n ->
        [one] { $n } единицу ясыря
        [few] { $n } единицы ясыря
       *[many] { $n } единиц ясыря
    }: +{ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }, { $ducats ->
        [one] { $ducats } дукат
        [few] { $ducats } дуката
       *[many] { $ducats } дукатов
    }
dc-report-replenished = { $unit } восстанавливает на отдыхе { $n } ПС
dc-report-cossack_bonus = { $unit } получает { $n } ПС, войдя { $land-to }
dc-report-alliance_broken = Союз { $a-gen } и { $b-gen } разорван
dc-report-alliance_made = { $a } и { $b } заключают союз
dc-report-tatar_payment = { $payer } { $payer-gender ->
        [pl] платят
       *[other] платит
    } татарам { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
dc-report-province_points = { $nation }: { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } за воеводства
dc-report-event = Событие: { $event }
dc-report-army_arrives = { $unit } выступает в поле { $land-in }
# $reasons: идентификаторы правил с изменениями
dc-report-morale = Мораль { $nation-gen }: { $before } % → { $after } % ({ $reasons })
dc-report-treasuries = Каждая казна собирает налоги и платит за содержание; каждый народ видит свой баланс только в своей панели (GAP-23)

## Карта

# $land
dc-unit-garrison = гарнизон { $land-gen }
dc-unit-garrison_here = гарнизон
dc-counter-army = АРМ
dc-counter-in_fortress = КРЕП
dc-counter-garrison = ГАР
# What a counter's code stands for, in the map's legend.
dc-counter-army-legend = армия в поле, под ней её очки силы (PS)
dc-counter-in_fortress-legend = армия в собственной крепости
dc-counter-garrison-legend = гарнизон крепости земли
# $army (именительный падеж); $nation; $ps, $yasyr: числа; $where: dc-where-*; $besieging: dc-counter-besieging или dc-counter-empty
dc-army_row = { $ps } ПС, { $where }{ $yasyr ->
        [0] {""}
        [one] , ведёт { $yasyr } единицу ясыря
        [few] , ведёт { $yasyr } единицы ясыря
       *[many] , ведёт { $yasyr } единиц ясыря
    }{ $besieging }
dc-counter-title = { $army } ({ $nation }): { $ps } ПС, { $where }{ $yasyr ->
        [0] {""}
        [one] , ведёт { $yasyr } единицу ясыря
        [few] , ведёт { $yasyr } единицы ясыря
       *[many] , ведёт { $yasyr } единиц ясыря
    }{ $besieging }
dc-counter-besieging = , ведёт осаду
dc-counter-empty = {""}
dc-counter-garrison_title = Гарнизон { $land-gen }: { $ps } ПС
dc-where-field = в поле
dc-where-fortress = в крепости
dc-mark-fortress = Крепость
# $turn: ход осады
dc-mark-siege = Осада, ход { $turn }

## Панели

dc-value = { $v }
dc-yes = да
dc-no = нет
dc-used = уже использован
dc-panel-nations = Державы в этой фазе
dc-status-done = готово
dc-status-acting = ещё действует
dc-panel-standings = Рейтинг (счёт; прирост с начала; норма; сверх неё)
# $score: счёт; $gain: прирост с начала; $par: норма державы (GAP-6); $beyond: ± сверх нормы
dc-standing = { $score } ({ $gain ->
    [0] ±0
   *[other] { $gain }
}; норма { $par }; { $beyond })
dc-row-morale = Мораль (DC-MOR-2)
dc-morale_value = { $morale } %, модификатор на столе { $modifier }
dc-row-ducats = Дукаты
dc-row-income = Доход с воеводств (DC-TRE-2)
dc-row-loot = Добыча и ясырь (DC-TRE-3, 4)
dc-row-land_upkeep = Содержание воеводств (DC-TRE-5)
dc-row-army_upkeep = Содержание армий (DC-TRE-6)
dc-row-balance = Последний баланс (DC-TRE-1)
dc-row-next_balance = Следующий баланс, если ничего не изменится
dc-next_balance = { $income } + { $loot } − { $lands } − { $armies } = { $total ->
        [one] { $total } дукат
        [few] { $total } дуката
       *[many] { $total } дукатов
    }
dc-row-points = Очки (DC-SCORE-1)
dc-row-province_points = Очки за воеводства (DC-PROV-1)
dc-row-individual = Личные очки (DC-PTS-1)
dc-row-allies = Союзники
dc-count_list = { $count }
dc-row-ally = Союзник
# $battle: число; $land
dc-panel-battle = Битва { $battle }, { $land }
dc-row-side_a = Сторона А
dc-row-side_b = Сторона Б
# $unit (именительный падеж); $ps; $role: dc-role_in_battle-*
dc-fighter = { $unit }: { $ps } ПС, приказ: { $role }
dc-role_in_battle-attack = атака
dc-role_in_battle-defensive = оборонительная позиция
dc-role_in_battle-fortress = оборона крепости
dc-role_in_battle-storm = штурм
dc-role_in_battle-break = прорыв осады
dc-row-numbers = Численность (DC-SUP-2), подставки для выставления (DC-AUTO-4)
dc-numbers = { $n }; { $fieldable ->
        [one] { $fieldable } подставка
        [few] { $fieldable } подставки
       *[many] { $fieldable } подставок
    }, нужно не меньше { $min }
dc-row-morale_modifier = Модификатор морали (DC-MOR-2)
dc-modifier = { $nation }: { $modifier }
dc-row-privilege = Привилегия (DC-DEF-1)
dc-privilege-weaker = обороняется и слабее: может перебросить кубики сценария
dc-privilege-stronger = обороняется и сильнее: противник перебрасывает один кубик
dc-privilege-fortress = крепость: вдвое больше подставок, вдвое меньше потери (DC-FORT-1)
dc-row-result = Результат
dc-result-empty = ещё не введён
# $nation: кто его ввёл; $verdict: вердикт (dc-verdict-*)
dc-result-pending = введён ({ $nation }), ожидает подтверждения: { $verdict }
dc-result-confirmed = подтверждён: { $verdict }
dc-panel-diplomacy = Дипломатия
dc-row-alliance = Союз
dc-row-proposal = Предложение
dc-row-accepted = Принято, со следующего хода
dc-row-breaking = Разрывается в конце хода
dc-pair = { $a } и { $b }
dc-proposal = { $from } → { $to } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    })
dc-row-region = Регион
dc-row-owner = Владелец
dc-row-fortress = Крепость
dc-row-garrison = Гарнизон (ПС)
dc-row-resources = Ресурсы (сейчас / максимум)
dc-resources = { $now } / { $max }
dc-row-land_income = Дукаты за ход (DC-TRE-2)
dc-row-yasyr_here = Ясырь, который можно взять (DC-MAP-3)
dc-row-cossack_bonus = Казачий бонус при входе (DC-COS-1)
dc-row-siege = Ход осады (DC-SIEGE-4)
dc-row-order = Приказ
dc-row-rest_gain = Пополнение на отдыхе здесь (DC-REPL-1)

## Количества, которые выбирает игрок

dc-amount-ps = ПС
dc-amount-recruit = ПС для набора (по 10 дукатов)
dc-amount-invest = Ресурсы (по 5 дукатов)
dc-amount-morale = Пункты морали (по 100 дукатов)
dc-amount-points = Очки для татар
# $nation: the side, by its nation with the most PS
dc-amount-destroyed = { $nation }: уничтоженные подставки
dc-amount-fled = { $nation }: бежавшие подставки

## Конец


# $nation: победитель; $gain: прирост его счёта; $par: его норма; $beyond: прирост сверх нормы
dc-outcome = { $nation } { $nation-gender ->
        [pl] побеждают в кампании: их счёт вырос на { $gain }, на { $beyond } сверх их нормы { $par }.
        [n] побеждает в кампании: его счёт вырос на { $gain }, на { $beyond } сверх его нормы { $par }.
       *[other] побеждает в кампании: её счёт вырос на { $gain }, на { $beyond } сверх её нормы { $par }.
    }

## Buttons of actions with amounts: the fields give the numbers
dc-choice-transfer = Переместить ПС: { $from } → { $to }
dc-choice-split = Разделение: { $parent } → { $slot }
dc-choice-recruit = { $army }: набор ПС
dc-choice-invest = Вложение { $land-in }
dc-choice-morale = Поднять мораль
dc-choice-propose = Предложить союз { $nation-dat } за очки
dc-choice-enter_result = Битва { $battle }: { $verdict }; введите потерянные подставки

## Подсказка: что держава у экрана может сделать сейчас и почему (задача 19)

# Фаза 1. $ducats: казна державы.
dc-guide-movement = Фаза 1, тайно: сначала передайте пункты силы (ПС) между своими армиями и гарнизонами, затем дайте каждой армии один приказ — марш в соседнее воеводство, укрытие в крепости или отдых. Только сейчас тратят дукаты (у вас { $ducats ->
        [one] { $ducats } дукат
        [few] { $ducats } дуката
       *[many] { $ducats } дукатов
    }): на рекрутов, ресурсы и мораль. Когда закончите, завершите фазу; другие увидят ваши передвижения, только когда её завершат все державы.
dc-guide-orders = Фаза 2, тайно: армия перед вражескими армиями атакует их или занимает оборонительную позицию; во вражеском воеводстве она может штурмовать или осаждать крепость. Задайте каждой армии план на случай поражения и победы, предлагайте союзы или отвечайте на предложения. Когда закончите, завершите фазу; приказы раскроются, когда её завершат все державы.
dc-guide-results_enter = Фаза 3: введите результат своей битвы, как она прошла на столе, — кто победил и как, сколько подставок каждая сторона потеряла и сколько у неё бежало, — или поручите расчёт компьютеру. Другая сторона затем подтвердит ваш результат или введёт свой.
dc-guide-results_confirm = Фаза 3: другая сторона ввела результат битвы, в которой вы участвовали. Подтвердите его, если он совпадает с тем, что было на столе, или введите вместо него свой.
dc-guide-results_done = Фаза 3: у каждой вашей битвы уже есть результат. Завершите фазу; когда её завершат все державы, будут рассчитаны потери, очки, осады и захваты этого хода.

## Issue 37: battle commanders and comments (DC-RES-5), confirmation and
## the deadline (DC-RES-6, GAP-17), locked plans (DC-PLAN-1), the land panel

# $most: the bases that side could field
dc-refuse-too_many_losses = Потеряно больше подставок, чем было у этой стороны на столе (её PS, в крепости вдвое больше): не более { $most }.
dc-refuse-fortress_besieged = Крепость в осаде: никакая армия не может в неё войти.
dc-refuse-plan_locked = Приказ этой армии уже отдан и закрепил план: план задают до приказа.
dc-refuse-order_given = У этой армии уже есть приказ на этот ход.
dc-refuse-awaiting_answer = Ваш результат ждёт другую сторону: она его подтвердит или введёт свой.
dc-refuse-deadline_due = Результат этой битвы вводили столько раз, сколько можно ({ $most }): подтвердите результат другой стороны или положитесь на срок.
dc-refuse-no_dispute = Срок решает только спорный результат: сначала подтвердите этот или введите свой.
dc-refuse-bad_commander = Назовите командующего из народа на этой стороне битвы.
dc-refuse-bad_name = Имя от 1 до 40 знаков, которое народ ещё не называл; не более 12 человек на народ.
dc-refuse-long_comment = Комментарий может содержать не более 200 знаков.
dc-refuse-earlier_rules = Эта кампания начата по прежним правилам «Потопа», где нет командующих битвами, комментариев и сроков.
dc-report-deadline_resolver = Истёк срок спорного результата битвы { $battle }: её решает компьютер, и его результат остаётся в силе
dc-report-deadline_draw = Истёк срок спорного результата битвы { $battle }: стороны не согласовали результат, поэтому это ничья без потерь
dc-report-individual_person = Личные очки: { $person }: { $points }
dc-report-comment = Комментарий: { $comment }
dc-person-chief = главнокомандующий, { $nation }
dc-person-named = { $name } ({ $nation })
dc-action-deadline = Битва { $battle }: пусть решит срок
dc-action-name_commander = Новый командующий битвами: { $name }
dc-choice-name_commander = Назвать командующего битвами
dc-action-resolve_entry = Битва { $battle }: ввести результат, рассчитанный компьютером (другая сторона его подтверждает)
dc-event-confirmed_by = Результат битвы { $battle } подтверждён; стороной командовал(а): { $person }
dc-event-entered_by = Результат битвы { $battle } введён, ожидается другая сторона; командовал(а): { $person }; комментарий: { $comment }
dc-event-deadline_draw = Битва { $battle }: ничья без потерь (срок)
dc-event-person_named = { $nation }: новый командующий битвами { $name }
dc-amount-commander = Командовал(а)
dc-amount-name = Имя
dc-amount-comment = Комментарий (необязательный)
dc-panel-persons = Командующие битвами (личные очки, DC-PTS-1)
dc-row-commander_a = Стороной A командовал(а)
dc-row-commander_b = Стороной B командовал(а)
dc-row-comment = Комментарий
dc-row-entries = Введённые результаты (GAP-17)
dc-entries = { $n } из { $most }
dc-row-movement = Приказ на движение
dc-row-plan = План после битвы (DC-PLAN-1)
dc-plan_summary = остаться после тактического поражения: { $stay }; отступление: { $retreat }; после победы: { $victory }
dc-retreat-to = { $land-to }
dc-retreat-fortress = в крепость
dc-retreat-default = куда укажут правила (GAP-19)
dc-onlooker = зритель
dc-invariant-morale = DC-MOR-1: у { $nation-gen } мораль { $morale }, выше 100
dc-invariant-strength = GAP-18: { $army } стоит на карте с 0 PS
dc-invariant-fortress = GAP-14: { $army } в крепости, которой у воеводства нет или которая не принадлежит её народу
dc-invariant-yasyr = DC-YAS-1: { $army } несёт ясырь, который берут только турки и татары
dc-invariant-besieging = DC-SIEGE-6: { $army } осаждает, но находится внутри, или воеводство не в осаде либо не враждебно
dc-invariant-siege = DC-SIEGE-6: { $land } в осаде, хотя ни одна армия его не осаждает
dc-invariant-resources = DC-MAP-4: у { $land-gen } больше ресурсов, чем максимум
dc-invariant-snapshot = GAP-9: скрытое состояние тайных фаз хранится вне их или отсутствует в них
dc-invariant-treasury = GAP-23: { $viewer } видит казну: { $nation }
dc-invariant-orders = GAP-9: { $viewer } видит приказы или перемещения этой фазы: { $nation }
dc-invariant-entries = GAP-17: у битвы { $battle } больше вводов, чем допускает срок
dc-invariant-consent = DC-RES-6: результат битвы { $battle } в силе без слова другой стороны и без срока
dc-invariant-done = DC-RES-7: { $nation } завершил(а) фазу 3 с открытым результатом
dc-invariant-province = DC-PROV-1: очки за воеводства ({ $nation }) не соответствуют его воеводствам
dc-invariant-individual = DC-PTS-1: личные очки всех народов в сумме не дают нуля
dc-invariant-persons = DC-PTS-1: личные очки лиц ({ $nation }) не совпадают с очками народа

## Issue 36: what a land offers a newcomer that is not possible now, and why.
dc-panel-not_now = Сейчас нельзя
dc-not_now-march = Поход в другую землю
dc-not_now-recruit = Набор
dc-not_now-storm = Штурм крепости
dc-value-refused = { $reason } ({ $rule })

### World War 1939: тексти системи для гравців українською.
###
### Ключі в коді Rust пишуться через крапку (`ww.action.buy`), а тут — через
### дефіс (`ww-action-buy`). Аргументи мають імена; аргумент, який сам є
### назвою (регіон, підрозділ, сторона…), приносить і відмінкові форми свого
### повідомлення, напр. `{ $region-loc }`, коли повідомлення регіону має
### атрибут `.loc`. Числа передаються як числа, тож селектори множини
### працюють.
###
### Атрибути назв у цьому файлі:
### - регіони й морські зони: .gen, .acc, .loc, .ins;
### - нейтральні країни: .gen, .dat, .ins і .gender (f, m, pl);
### - сторони: .gen, .dat, .acc, .ins і .gender (f, m, pl);
### - переможці: .gender (f, m, pl, none);
### - підрозділи: .acc і форми для лічби .one, .few, .many;
### - ресурси: .gen; пори року: .gen.
### Називний відмінок назви підрозділу, сторони чи пори року пишеться з
### великої літери (він стоїть на початку речення або окремо), а непрямі
### відмінки — з малої, крім власних назв.

## Гра та довідка з правил (на стартовому екрані)

ww-name = Світова війна 1939
ww-summary =
    Три сторони — Вісь, СРСР і Союзники — борються за Європу, Північну Африку та Близький Схід від осені 1939 до літа 1945 року; кожен хід — це одна пора року. Нейтральні країни обороняються, але ніколи не нападають.

    ## Нульовий хід (WW-1 – WW-4)
    - Кожна сторона таємно купує підрозділи на подвійний дохід Людських ресурсів (ЛР) і Виробництва (В): Вісь — 26 ЛР / 24 В, СРСР — 20 ЛР / 24 В, Союзники — 22 ЛР / 18 В.
    - Сухопутні й повітряні підрозділи з’являються у власних регіонах, кораблі — у морях біля власного узбережжя.
    - Початкове Постачання (П): Вісь — 12, СРСР — 16, Союзники — 16. Коли всі завершать закупівлю, покупки розкриваються.

    ## Кожен хід (WW-G3)
    - Дохід: +1 ЛР за кожен регіон, +3 В за кожен діючий завод (◆), +3 П за кожну діючу нафтову свердловину (▲), а також договори з Іраном (+1 П для СРСР і для Союзників).
    - Закупівля: таємна й одночасна, за накопичені ресурси.
    - Ініціатива (WW-19): кожна сторона таємно обирає РАНІШЕ або ПІЗНІШЕ; усі, хто обрав РАНІШЕ, діють перед тими, хто обрав ПІЗНІШЕ, а черговість сторін з однаковим вибором визначає кидок к100 (найвищий діє першим).
    - Дії: у свою чергу сторона віддає накази на атаки, бомбардування, вільне полювання винищувачів, морські атаки, десанти, торговельні рейси й перебазування. Кожен підрозділ за хід виконує лише одне завдання (WW-12).
    - Кінець ходу: ескадри ворогуючих сторін б’ються в кожному спільному морі (WW-16); перевіряються умови перемоги.

    ## Підрозділи (WW-38)
    - Піхотна дивізія: сухопутний бій 1к6 · ціна 3 ЛР, 1 В · 1 П, коли вступає в бій.
    - Танкова дивізія: сухопутний бій 2к6 · 1 ЛР, 3 В · 2 П.
    - Бомбардувальний полк: дальність 2; уражає заводи й нафтові свердловини на 4–6, знищує дивізію чи ескадру на 6, торговельний флот — на 4–6 · 1 ЛР, 3 В · 2 П.
    - Винищувальний полк: дальність 2; знищує бомбардувальники й винищувачі на 4–6; винищувачі прикриття перехоплюють бомбардувальники, що пролітають повз (WW-14) · 1 ЛР, 3 В · 2 П.
    - Ескадра: морський бій 1к6, влучання на 4–6; атакує кожен ворожий корабель, що проходить повз (WW-15) · 1 ЛР, 3 В · 2 П.
    - Торговельний флот: рейс до краю мапи в Атлантиці дає +1 В або П; рейс до узбережжя нейтральної країни, з якою укладено договір, привозить договірні товари цього ходу; або перевозить 3 одиниці ресурсів · 3 В.

    ## Бої (WW-17, WW-G6)
    - Нападник обирає регіон; підрозділи в ньому обороняються автоматично. Першими б’ють бомбардувальники (6 знищує дивізію).
    - Кожна сторона підсумовує кидки своїх дивізій. Більша сума перемагає; за нічиєї регіон утримує оборонець (WW-AMB-3). Усі дивізії переможеної сторони розформовуються.
    - Підрозділ без Постачання не може активно атакувати чи оборонятися (WW-25); проте він поділяє долю своєї сторони.
    - Для десанту потрібна одна ескадра на кожну дивізію, а висаджуватися під вогнем може лише піхота (WW-20).

    ## Нейтральні країни (WW-6 – WW-10)
    - Кожен нейтральний регіон має 3 піхотні дивізії і власні 6 П, але не має доходу. Напад на країну назавжди робить її ворожою до вас.

    ## Перемога (WW-G14)
    - Сторона, яка наприкінці ходу утримує Берлін, Москву й Лондон, негайно перемагає.
    - Інакше після літа 1945 року: 1 очко за регіон, 2 — за завод чи нафтову свердловину, 5 — за ворожу столицю. Перемагає сторона з найбільшою кількістю очок.

## Сценарій

ww-scenario-europe-1939 = Європа, осінь 1939

## Назви регіонів (спершу суходіл, потім морські зони)

ww-region-berlin = Берлін
    .gen = Берліна
    .acc = Берлін
    .loc = Берліні
    .ins = Берліном
ww-region-hamburg = Гамбург
    .gen = Гамбурга
    .acc = Гамбург
    .loc = Гамбурзі
    .ins = Гамбургом
ww-region-ruhr = Ессен
    .gen = Ессена
    .acc = Ессен
    .loc = Ессені
    .ins = Ессеном
ww-region-munich = Мюнхен
    .gen = Мюнхена
    .acc = Мюнхен
    .loc = Мюнхені
    .ins = Мюнхеном
ww-region-konigsberg = Кенігсберг
    .gen = Кенігсберга
    .acc = Кенігсберг
    .loc = Кенігсберзі
    .ins = Кенігсбергом
ww-region-breslau = Бреслау
    .gen = Бреслау
    .acc = Бреслау
    .loc = Бреслау
    .ins = Бреслау
ww-region-prague = Прага
    .gen = Праги
    .acc = Прагу
    .loc = Празі
    .ins = Прагою
ww-region-vienna = Відень
    .gen = Відня
    .acc = Відень
    .loc = Відні
    .ins = Віднем
ww-region-milan = Мілан
    .gen = Мілана
    .acc = Мілан
    .loc = Мілані
    .ins = Міланом
ww-region-rome = Рим
    .gen = Рима
    .acc = Рим
    .loc = Римі
    .ins = Римом
ww-region-naples = Неаполь
    .gen = Неаполя
    .acc = Неаполь
    .loc = Неаполі
    .ins = Неаполем
ww-region-tripoli = Триполі
    .gen = Триполі
    .acc = Триполі
    .loc = Триполі
    .ins = Триполі
ww-region-tirana = Тирана
    .gen = Тирани
    .acc = Тирану
    .loc = Тирані
    .ins = Тираною
ww-region-moscow = Москва
    .gen = Москви
    .acc = Москву
    .loc = Москві
    .ins = Москвою
ww-region-leningrad = Ленінград
    .gen = Ленінграда
    .acc = Ленінград
    .loc = Ленінграді
    .ins = Ленінградом
ww-region-murmansk = Мурманськ
    .gen = Мурманська
    .acc = Мурманськ
    .loc = Мурманську
    .ins = Мурманськом
ww-region-minsk = Мінськ
    .gen = Мінська
    .acc = Мінськ
    .loc = Мінську
    .ins = Мінськом
ww-region-kiev = Київ
    .gen = Києва
    .acc = Київ
    .loc = Києві
    .ins = Києвом
ww-region-kharkov = Харків
    .gen = Харкова
    .acc = Харків
    .loc = Харкові
    .ins = Харковом
ww-region-odessa = Одеса
    .gen = Одеси
    .acc = Одесу
    .loc = Одесі
    .ins = Одесою
ww-region-stalingrad = Сталінград
    .gen = Сталінграда
    .acc = Сталінград
    .loc = Сталінграді
    .ins = Сталінградом
ww-region-baku = Баку
    .gen = Баку
    .acc = Баку
    .loc = Баку
    .ins = Баку
ww-region-sverdlovsk = Свердловськ
    .gen = Свердловська
    .acc = Свердловськ
    .loc = Свердловську
    .ins = Свердловськом
ww-region-london = Лондон
    .gen = Лондона
    .acc = Лондон
    .loc = Лондоні
    .ins = Лондоном
ww-region-birmingham = Бірмінгем
    .gen = Бірмінгема
    .acc = Бірмінгем
    .loc = Бірмінгемі
    .ins = Бірмінгемом
ww-region-glasgow = Глазго
    .gen = Глазго
    .acc = Глазго
    .loc = Глазго
    .ins = Глазго
ww-region-paris = Париж
    .gen = Парижа
    .acc = Париж
    .loc = Парижі
    .ins = Парижем
ww-region-marseille = Марсель
    .gen = Марселя
    .acc = Марсель
    .loc = Марселі
    .ins = Марселем
ww-region-algiers = Алжир
    .gen = Алжира
    .acc = Алжир
    .loc = Алжирі
    .ins = Алжиром
ww-region-tunis = Туніс
    .gen = Туніса
    .acc = Туніс
    .loc = Тунісі
    .ins = Тунісом
ww-region-cairo = Каїр
    .gen = Каїра
    .acc = Каїр
    .loc = Каїрі
    .ins = Каїром
ww-region-jerusalem = Єрусалим
    .gen = Єрусалима
    .acc = Єрусалим
    .loc = Єрусалимі
    .ins = Єрусалимом
ww-region-damascus = Дамаск
    .gen = Дамаска
    .acc = Дамаск
    .loc = Дамаску
    .ins = Дамаском
ww-region-baghdad = Багдад
    .gen = Багдада
    .acc = Багдад
    .loc = Багдаді
    .ins = Багдадом
ww-region-warsaw = Варшава
    .gen = Варшави
    .acc = Варшаву
    .loc = Варшаві
    .ins = Варшавою
ww-region-lwow = Львів
    .gen = Львова
    .acc = Львів
    .loc = Львові
    .ins = Львовом
ww-region-riga = Рига
    .gen = Риги
    .acc = Ригу
    .loc = Ризі
    .ins = Ригою
ww-region-helsinki = Гельсінкі
    .gen = Гельсінкі
    .acc = Гельсінкі
    .loc = Гельсінкі
    .ins = Гельсінкі
ww-region-stockholm = Стокгольм
    .gen = Стокгольма
    .acc = Стокгольм
    .loc = Стокгольмі
    .ins = Стокгольмом
ww-region-oslo = Осло
    .gen = Осло
    .acc = Осло
    .loc = Осло
    .ins = Осло
ww-region-copenhagen = Копенгаген
    .gen = Копенгагена
    .acc = Копенгаген
    .loc = Копенгагені
    .ins = Копенгагеном
ww-region-amsterdam = Амстердам
    .gen = Амстердама
    .acc = Амстердам
    .loc = Амстердамі
    .ins = Амстердамом
ww-region-brussels = Брюссель
    .gen = Брюсселя
    .acc = Брюссель
    .loc = Брюсселі
    .ins = Брюсселем
ww-region-bern = Берн
    .gen = Берна
    .acc = Берн
    .loc = Берні
    .ins = Берном
ww-region-madrid = Мадрид
    .gen = Мадрида
    .acc = Мадрид
    .loc = Мадриді
    .ins = Мадридом
ww-region-lisbon = Лісабон
    .gen = Лісабона
    .acc = Лісабон
    .loc = Лісабоні
    .ins = Лісабоном
ww-region-dublin = Дублін
    .gen = Дубліна
    .acc = Дублін
    .loc = Дубліні
    .ins = Дубліном
ww-region-budapest = Будапешт
    .gen = Будапешта
    .acc = Будапешт
    .loc = Будапешті
    .ins = Будапештом
ww-region-bucharest = Бухарест
    .gen = Бухареста
    .acc = Бухарест
    .loc = Бухаресті
    .ins = Бухарестом
ww-region-belgrade = Белград
    .gen = Белграда
    .acc = Белград
    .loc = Белграді
    .ins = Белградом
ww-region-sofia = Софія
    .gen = Софії
    .acc = Софію
    .loc = Софії
    .ins = Софією
ww-region-athens = Афіни
    .gen = Афін
    .acc = Афіни
    .loc = Афінах
    .ins = Афінами
ww-region-istanbul = Стамбул
    .gen = Стамбула
    .acc = Стамбул
    .loc = Стамбулі
    .ins = Стамбулом
ww-region-ankara = Анкара
    .gen = Анкари
    .acc = Анкару
    .loc = Анкарі
    .ins = Анкарою
ww-region-tehran = Тегеран
    .gen = Тегерана
    .acc = Тегеран
    .loc = Тегерані
    .ins = Тегераном
ww-region-north_atlantic = Північна Атлантика
    .gen = Північної Атлантики
    .acc = Північну Атлантику
    .loc = Північній Атлантиці
    .ins = Північною Атлантикою
ww-region-south_atlantic = Південна Атлантика
    .gen = Південної Атлантики
    .acc = Південну Атлантику
    .loc = Південній Атлантиці
    .ins = Південною Атлантикою
ww-region-norwegian_sea = Норвезьке море
    .gen = Норвезького моря
    .acc = Норвезьке море
    .loc = Норвезькому морі
    .ins = Норвезьким морем
ww-region-barents_sea = Баренцове море
    .gen = Баренцового моря
    .acc = Баренцове море
    .loc = Баренцовому морі
    .ins = Баренцовим морем
ww-region-north_sea = Північне море
    .gen = Північного моря
    .acc = Північне море
    .loc = Північному морі
    .ins = Північним морем
ww-region-english_channel = Ла-Манш
    .gen = Ла-Маншу
    .acc = Ла-Манш
    .loc = Ла-Манші
    .ins = Ла-Маншем
ww-region-bay_of_biscay = Біскайська затока
    .gen = Біскайської затоки
    .acc = Біскайську затоку
    .loc = Біскайській затоці
    .ins = Біскайською затокою
ww-region-baltic_sea = Балтійське море
    .gen = Балтійського моря
    .acc = Балтійське море
    .loc = Балтійському морі
    .ins = Балтійським морем
ww-region-western_med = Західне Середземномор’я
    .gen = Західного Середземномор’я
    .acc = Західне Середземномор’я
    .loc = Західному Середземномор’ї
    .ins = Західним Середземномор’ям
ww-region-central_med = Центральне Середземномор’я
    .gen = Центрального Середземномор’я
    .acc = Центральне Середземномор’я
    .loc = Центральному Середземномор’ї
    .ins = Центральним Середземномор’ям
ww-region-adriatic_sea = Адріатичне море
    .gen = Адріатичного моря
    .acc = Адріатичне море
    .loc = Адріатичному морі
    .ins = Адріатичним морем
ww-region-eastern_med = Східне Середземномор’я
    .gen = Східного Середземномор’я
    .acc = Східне Середземномор’я
    .loc = Східному Середземномор’ї
    .ins = Східним Середземномор’ям
ww-region-aegean_sea = Егейське море
    .gen = Егейського моря
    .acc = Егейське море
    .loc = Егейському морі
    .ins = Егейським морем
ww-region-black_sea = Чорне море
    .gen = Чорного моря
    .acc = Чорне море
    .loc = Чорному морі
    .ins = Чорним морем
ww-region-caspian_sea = Каспійське море
    .gen = Каспійського моря
    .acc = Каспійське море
    .loc = Каспійському морі
    .ins = Каспійським морем
ww-region-unknown = Невідоме місце
    .gen = невідомого місця
    .acc = невідоме місце
    .loc = невідомому місці
    .ins = невідомим місцем

## Назви нейтральних країн

ww-country-poland = Польща
    .gen = Польщі
    .dat = Польщі
    .ins = Польщею
    .gender = f
ww-country-baltic_states = Країни Балтії
    .gen = Країн Балтії
    .dat = Країнам Балтії
    .ins = Країнами Балтії
    .gender = pl
ww-country-finland = Фінляндія
    .gen = Фінляндії
    .dat = Фінляндії
    .ins = Фінляндією
    .gender = f
ww-country-sweden = Швеція
    .gen = Швеції
    .dat = Швеції
    .ins = Швецією
    .gender = f
ww-country-norway = Норвегія
    .gen = Норвегії
    .dat = Норвегії
    .ins = Норвегією
    .gender = f
ww-country-denmark = Данія
    .gen = Данії
    .dat = Данії
    .ins = Данією
    .gender = f
ww-country-netherlands = Нідерланди
    .gen = Нідерландів
    .dat = Нідерландам
    .ins = Нідерландами
    .gender = pl
ww-country-belgium = Бельгія
    .gen = Бельгії
    .dat = Бельгії
    .ins = Бельгією
    .gender = f
ww-country-switzerland = Швейцарія
    .gen = Швейцарії
    .dat = Швейцарії
    .ins = Швейцарією
    .gender = f
ww-country-spain = Іспанія
    .gen = Іспанії
    .dat = Іспанії
    .ins = Іспанією
    .gender = f
ww-country-portugal = Португалія
    .gen = Португалії
    .dat = Португалії
    .ins = Португалією
    .gender = f
ww-country-ireland = Ірландія
    .gen = Ірландії
    .dat = Ірландії
    .ins = Ірландією
    .gender = f
ww-country-hungary = Угорщина
    .gen = Угорщини
    .dat = Угорщині
    .ins = Угорщиною
    .gender = f
ww-country-romania = Румунія
    .gen = Румунії
    .dat = Румунії
    .ins = Румунією
    .gender = f
ww-country-yugoslavia = Югославія
    .gen = Югославії
    .dat = Югославії
    .ins = Югославією
    .gender = f
ww-country-bulgaria = Болгарія
    .gen = Болгарії
    .dat = Болгарії
    .ins = Болгарією
    .gender = f
ww-country-greece = Греція
    .gen = Греції
    .dat = Греції
    .ins = Грецією
    .gender = f
ww-country-turkey = Туреччина
    .gen = Туреччини
    .dat = Туреччині
    .ins = Туреччиною
    .gender = f
ww-country-iran = Іран
    .gen = Ірану
    .dat = Іранові
    .ins = Іраном
    .gender = m
ww-country-unknown = Нейтральна країна
    .gen = нейтральної країни
    .dat = нейтральній країні
    .ins = нейтральною країною
    .gender = f

## Назви сторін, підрозділів, ресурсів, вибору ініціативи, пір року, фаз і завдань підрозділів

ww-faction-axis = Вісь
    .gen = Осі
    .dat = Осі
    .acc = Вісь
    .ins = Віссю
    .gender = f
ww-faction-ussr = СРСР
    .gen = СРСР
    .dat = СРСР
    .acc = СРСР
    .ins = СРСР
    .gender = m
ww-faction-allies = Союзники
    .gen = Союзників
    .dat = Союзникам
    .acc = Союзників
    .ins = Союзниками
    .gender = pl
ww-faction-neutral = Нейтральна країна
    .gen = нейтральної країни
    .dat = нейтральній країні
    .acc = нейтральну країну
    .ins = нейтральною країною
    .gender = f
ww-unit-infantry = Піхотна дивізія
    .acc = піхотну дивізію
    .one = піхотна дивізія
    .few = піхотні дивізії
    .many = піхотних дивізій
ww-unit-tank = Танкова дивізія
    .acc = танкову дивізію
    .one = танкова дивізія
    .few = танкові дивізії
    .many = танкових дивізій
ww-unit-bomber = Бомбардувальний полк
    .acc = бомбардувальний полк
    .one = бомбардувальний полк
    .few = бомбардувальні полки
    .many = бомбардувальних полків
ww-unit-fighter = Винищувальний полк
    .acc = винищувальний полк
    .one = винищувальний полк
    .few = винищувальні полки
    .many = винищувальних полків
ww-unit-navy = Ескадра
    .acc = ескадру
    .one = ескадра
    .few = ескадри
    .many = ескадр
ww-unit-merchant = Торговельний флот
    .acc = торговельний флот
    .one = торговельний флот
    .few = торговельні флоти
    .many = торговельних флотів
ww-unit-unknown = Підрозділ
    .acc = підрозділ
    .one = підрозділ
    .few = підрозділи
    .many = підрозділів
ww-good-production = Виробництво
    .gen = Виробництва
ww-good-supply = Постачання
    .gen = Постачання
ww-timing-sooner = РАНІШЕ
ww-timing-later = ПІЗНІШЕ
ww-season-autumn = Осінь
    .gen = осені
ww-season-winter = Зима
    .gen = зими
ww-season-spring = Весна
    .gen = весни
ww-season-summer = Літо
    .gen = літа
ww-phase-purchase = таємна закупівля
ww-phase-initiative = дипломатія та ініціатива
ww-phase-action = дії
ww-phase-over = кінець гри
ww-task-idle = у готовності
ww-task-ordered = наказ на атаку
ww-task-committed = в обороні
ww-task-covering = прикриття з повітря
ww-task-spent = задіяно

## Хід

# Нульовий хід, хід закупівлі. $phase: назва фази.
ww-turn-zero = Нульовий хід — { $phase }
# $season: назва пори року; $year: «1940» або «1939/40» узимку; $phase: назва фази.
ww-turn-label = { $season } { $year } р. — { $phase }

## Мапа: особливості регіонів (підказки) і фішки підрозділів

ww-mark-factory = Завод: +3 до Виробництва щоходу
ww-mark-oil = Нафтова свердловина: +3 до Постачання щоходу
ww-mark-capital = Столиця
ww-mark-damaged = Пошкоджено: наступного ходу нічого не виробляє
ww-mark-edge = Край мапи: сюди прибуває імпорт торговельного флоту
# Фішка на мапі. $faction: назва сторони (або нейтральної країни); $unit: назва підрозділу (форми для лічби); $count: кількість підрозділів.
ww-counter-title = { $faction }: { $count ->
        [one] { $count } { $unit-one }
        [few] { $count } { $unit-few }
       *[many] { $count } { $unit-many }
    }
# Один підрозділ на панелі регіону. $faction: назва сторони; $unit: назва підрозділу.
ww-counter-unit = { $unit } { $faction-gen }

## Бічні панелі

ww-panel-game = Гра
ww-panel-turn = Хід
ww-panel-phase = Фаза
ww-panel-order = Порядок дій
# Порядок дій, коли ще мають діяти одна, дві чи три сторони. $first, $second, $third: назви сторін по черзі.
ww-panel-order-1 = { $first }
ww-panel-order-2 = Порядок дій: { $first }, потім { $second }
ww-panel-order-3 = Порядок дій: { $first }, { $second }, потім { $third }
ww-panel-order_list-1 = { $first }
ww-panel-order_list-2 = { $first }, потім { $second }
ww-panel-order_list-3 = { $first }, { $second }, потім { $third }
ww-panel-waiting = Очікуємо ходу
ww-panel-stock = Запас
ww-panel-income = Дохід за хід
ww-panel-score = Переможні очки
ww-panel-budget = Залишок на закупівлю
ww-panel-pending = Куплено (таємно)
# Куплений, але ще не розкритий підрозділ. $unit: назва підрозділу; $region: де він з’явиться.
ww-panel-bought = { $unit } у { $region-loc }
ww-panel-initiative = Ваш вибір ініціативи
ww-panel-status = Стан
ww-panel-eliminated = поза грою
# $manpower, $production, $supply: кількість Людських ресурсів (ЛР), Виробництва (В) і Постачання (П).
ww-panel-resources = { $manpower } ЛР, { $production } В, { $supply } П
# Окреме число (очки, нейтральна піхота, нейтральне Постачання).
ww-panel-number = { $number }
ww-panel-diplomacy = Війна і мир
# Дві сторони, чию війну чи мир показує рядок. $first, $second: назви сторін.
ww-panel-pair = { $first } – { $second }
ww-panel-war = війна
ww-panel-peace = мир
ww-panel-result = Підсумковий рахунок
ww-panel-owner = Власник
ww-panel-feature = Особливість
ww-panel-garrison = Нейтральна піхота
ww-panel-reserve = Постачання поза обороною (WW-G5)
ww-panel-intercept = Перехоплювачі спершу стріляють по (WW-G7)
ww-panel-neutral_supply = Нейтральне Постачання
ww-panel-paid = Постачання оплачено
ww-panel-unpaid = Постачання не оплачено
# Стан підрозділу на панелі регіону. $task: що він робить (у готовності, задіяно…); $paid: «Постачання оплачено» або «Постачання не оплачено».
ww-panel-unit_state = { $task }, { $paid }

## Точні шанси наказаної атаки, на панелі цілі
ww-panel-odds_land = Точні шанси атаки (WW-17, WW-14, WW-34, WW-AMB-3)
ww-panel-odds_bombing = Точні шанси бомбардування (WW-14, WW-30, WW-34)
ww-panel-odds_sweep = Точні шанси винищувального рейду (WW-35, WW-G7)
ww-panel-odds_naval = Точні шанси атаки на кораблі (WW-36, WW-34, WW-G8)
ww-panel-odds_dice = Кубики наземного бою (піхота 1к6, танки 2к6)
ww-panel-odds_bombers = Бомбардувальники, що минуть перехоплювачів
ww-panel-odds_strikes = Дивізії, знищені бомбардувальниками (кожна 6)
ww-panel-odds_capture = Шанс захопити регіон
ww-panel-odds_not_counted = Не враховано
ww-panel-odds_damage = Шанс пошкодити об'єкт
ww-panel-odds_kills = Збиті ворожі літаки
ww-panel-odds_losses = Власні втрати
ww-panel-odds_sunk = Потоплені ворожі кораблі
ww-panel-odds_all_sunk = Шанс потопити всі
# $attack, $defence: кількість кубиків.
ww-value-against = { $attack } проти { $defence }; нічия утримує регіон
ww-value-percent = { $percent }%
# $expected: очікуване число з одним знаком після коми; $count: скільки щонайбільше.
ww-value-expected_of = очікується { $expected } з { $count }
ww-value-theirs_yours = { $theirs } ворожих, { $yours } своїх (очікується)
ww-value-sea_fire = вогонь по десанту під час переправи морем (WW-G8)

## Дії (кнопки й журнал)
## $unit: назва підрозділу; $place: регіон чи морська зона, де стоїть цей
## підрозділ; $target: регіон, який атакують чи обороняють; $destination:
## куди йде підрозділ чи вантаж; $manpower, $production, $supply: кількість
## Людських ресурсів (ЛР), Виробництва (В) і Постачання (П).

# $region: де з’явиться підрозділ; $manpower, $production: його ціна.
ww-action-buy = Купити { $unit-acc } у { $region-loc } — { $manpower } ЛР, { $production } В
ww-action-buy_many = Купити { $count ->
        [one] { $count } { $unit-one }
        [few] { $count } { $unit-few }
       *[many] { $count } { $unit-many }
    } у { $region-loc } — { $manpower } ЛР, { $production } В
ww-choice-buy = Купити { $unit-acc } у { $region-loc } — за одиницю { $manpower } ЛР, { $production } В
ww-amount-count = Скільки
ww-action-finish_purchase = Завершити закупівлю
# $timing: РАНІШЕ або ПІЗНІШЕ.
ww-action-initiative = Обрати { $timing }
ww-action-defend = Призначити { $unit-acc } у { $place-loc } до оборони { $target-gen }
ww-action-cover = Винищувальний полк у { $place-loc }: прикрити { $target-acc } з повітря
# $supply: Постачання, яке підрозділ витрачає, коли вступає в бій.
ww-action-order = Направити { $unit-acc } у { $place-loc } в атаку на { $target-acc } — { $supply } од. Постачання, якщо вступить у бій
ww-action-unorder = Відкликати { $unit-acc } у { $place-loc } з атаки на { $target-acc }
# $count: скільки підрозділів уже направлено проти цілі.
ww-action-launch = Атакувати { $target-acc } (направлено { $count ->
        [one] { $count } підрозділ
        [few] { $count } підрозділи
       *[many] { $count } підрозділів
    })
# $count: скільки підрозділів уже направлено проти цілі.
ww-action-bomb = Бомбардувати об’єкт у { $target-loc } (направлено { $count ->
        [one] { $count } підрозділ
        [few] { $count } підрозділи
       *[many] { $count } підрозділів
    })
# $count: скільки підрозділів уже направлено проти цілі.
ww-action-sweep = Вільне полювання винищувачів над { $target-ins } (направлено { $count ->
        [one] { $count } підрозділ
        [few] { $count } підрозділи
       *[many] { $count } підрозділів
    })
# $count: скільки підрозділів уже направлено проти цілі.
ww-action-naval_attack = Атакувати кораблі у { $target-loc } (направлено { $count ->
        [one] { $count } підрозділ
        [few] { $count } підрозділи
       *[many] { $count } підрозділів
    })
ww-action-rebase = Перебазувати { $unit-acc } у { $place-loc } до { $destination-gen }
# $place: де стоїть торговельний флот; $edge: морська зона на краю мапи; $good: Виробництво або Постачання.
ww-action-voyage = Торговельний флот у { $place-loc }: рейс до { $edge-gen } для імпорту { $good-gen }
ww-action-transport = Торговельний флот у { $place-loc }: перевезти { $manpower } ЛР, { $production } В, { $supply } П до { $destination-gen }
# $place: де стоїть торговельний флот; $sea: морська зона біля узбережжя продавця; $country: нейтральна країна, яка продає.
ww-action-trade_voyage = Торговельний флот у { $place-loc }: торговий рейс до { $sea-gen }, щоб забрати договірні товари { $country-gen }
ww-action-transfer = Відправити суходолом { $manpower } ЛР, { $production } В, { $supply } П до { $destination-gen }
ww-choice-transfer = Відправити ресурси суходолом до { $destination-gen }
ww-choice-transport = Торговельний флот у { $place-loc }: перевезти ресурси (разом щонайбільше { $hold }) до { $destination-gen }
# Кнопка атаки: текст дії та точні шанси. $percent: напр. 62.3;
# $kills, $losses, $sunk: очікувані числа з одним знаком після коми.
ww-choice-launch = { ww-action-launch } — точні шанси: { $percent }% захопити
ww-choice-bomb = { ww-action-bomb } — точні шанси: { $percent }% пошкодити
ww-choice-sweep = { ww-action-sweep } — очікується: { $kills } з { $targets } ворожих літаків збито, { $losses } своїх
ww-choice-naval_attack = { ww-action-naval_attack } — очікується: { $sunk } з { $ships } кораблів потоплено, { $losses } свого флоту втрачено
ww-amount-manpower = Людські ресурси (ЛР)
ww-amount-production = Виробництво (В)
ww-amount-supply = Постачання (П)
# $faction: ворожа сторона.
ww-action-offer_peace = Запропонувати мир { $faction-dat }
# $country: нейтральна країна; $manpower, $production, $supply: плата за хід; $quantity: скільки $good (Виробництва чи Постачання) вона продає за хід.
ww-action-offer_trade = Запропонувати { $country-dat } { $manpower } ЛР, { $production } В, { $supply } П щоходу за { $quantity } од. { $good-gen } щоходу
ww-choice-offer_trade = Запропонувати { $country-dat } угоду: { $good } щоходу, по { $price } інших ресурсів за одиницю
ww-amount-quantity = Одиниць щоходу
ww-action-end_slot = Завершити свої дії в цьому ході
# $supply: Постачання, яке не витрачається на оборону.
ww-action-keep_supply = Постійний наказ: зберігати { $supply } П поза обороною (WW-G5)
ww-choice-keep_supply = Постійний наказ: Постачання поза обороною — оборонців оплачують, лише поки запас не менший за цю кількість (WW-G5)
ww-amount-reserve = Збережене Постачання
# $target: ww-intercept-bombers або ww-intercept-escorts.
ww-action-intercept_first = Постійний наказ: перехоплювачі спершу стріляють по цілі: { $target } (WW-G7)
ww-intercept-bombers = бомбардувальники
ww-intercept-escorts = винищувачі супроводу

## Журнал: події
## $faction: назва сторони; $unit: назва підрозділу; $region: назва регіону
## чи морської зони; $manpower, $production, $supply: кількість Людських
## ресурсів (ЛР), Виробництва (В) і Постачання (П).

ww-event-bought = { $faction } { $faction-gender ->
        [pl] купують
       *[other] купує
    } { $unit-acc } у { $region-loc } (таємно)
ww-event-purchase_finished = { $faction } { $faction-gender ->
        [f] завершила
        [pl] завершили
       *[m] завершив
    } закупівлю
# $count: скільки підрозділів купили всі сторони.
ww-event-purchases_revealed = Усі закупівлі розкрито: { $count ->
        [one] на поле бою виходить { $count } новий підрозділ
        [few] на поле бою виходять { $count } нові підрозділи
       *[many] на поле бою виходять { $count } нових підрозділів
    }
# $turn: номер ходу; $season: назва пори року; $year: «1940» або «1939/40» узимку.
ww-event-turn_began = Хід { $turn }: початок { $season-gen } { $year }
ww-event-income = { $faction } { $faction-gender ->
        [pl] отримують
       *[other] отримує
    } { $manpower } ЛР, { $production } В і { $supply } П
# $phase: назва фази.
ww-event-phase_began = Фаза: { $phase }
ww-event-initiative_chosen = { $faction } { $faction-gender ->
        [f] зробила
        [pl] зробили
       *[m] зробив
    } вибір ініціативи
# $count: скільки сторін обрали РАНІШЕ (від 0 до 3).
ww-event-initiative_revealed = Вибір ініціативи розкрито: РАНІШЕ { $count ->
        [one] обрала { $count } сторона
        [few] обрали { $count } сторони
       *[many] обрали { $count } сторін
    }
# $roll: результат кидка к100.
ww-event-initiative_rolled = { $faction } { $faction-gender ->
        [pl] викидають
       *[other] викидає
    } { $roll } на ініціативу
# $place: де стоїть підрозділ; $task: що він тепер робить (у готовності, наказ на атаку…).
ww-event-task_set = { $unit } у { $place-loc }: { $task }
# $amount: сплачене Постачання.
ww-event-supply_paid = Сплачено Постачання за { $unit-acc }: { $amount }
# $place: де стоїть підрозділ.
ww-event-unsupplied = { $unit } у { $place-loc } не має Постачання й не кидає кубиків
ww-event-held_back = { $unit } у { $place-loc }: без оплати (Постачання збережене поза обороною), без кидка кубиків
# $supply: Постачання поза обороною; $target: по чому перехоплювачі стріляють спершу.
ww-event-defence_orders = { $faction }: накази оборони — збережено { $supply } П, перехоплювачі спершу стріляють по цілі: { $target }; спершу втрачаються: { $units }; спершу топляться: { $ships }
# $region: нейтральний регіон; $count: скільки його піхотних дивізій б’ються.
ww-event-neutral_paid = Нейтральний гарнізон { $region-gen } витрачає Постачання на { $count ->
        [one] { $count } піхотну дивізію
        [few] { $count } піхотні дивізії
       *[many] { $count } піхотних дивізій
    }
# $destination: куди прибуває підрозділ.
ww-event-unit_moved = { $unit } переміщується до { $destination-gen }
ww-event-unit_lost = { $faction } { $faction-gender ->
        [pl] втрачають
       *[other] втрачає
    } { $unit-acc } у { $region-loc }
# $count: скільки нейтральних піхотних дивізій втрачено.
ww-event-garrison_lost = У { $region-loc } втрачено { $count ->
        [one] { $count } нейтральну піхотну дивізію
        [few] { $count } нейтральні піхотні дивізії
       *[many] { $count } нейтральних піхотних дивізій
    }
# $attacker, $defender: назви сторін.
ww-event-war = { $attacker } { $attacker-gender ->
        [pl] атакують
       *[other] атакує
    } { $defender-acc }: відтепер між ними війна
# $faction: сторона, що пропонує мир; $enemy: сторона, якій його пропонують.
ww-event-peace_offered = { $faction } { $faction-gender ->
        [pl] пропонують
       *[other] пропонує
    } мир { $enemy-dat }
# $first, $second: назви сторін.
ww-event-peace_made = { $first } і { $second } укладають мир
# $country: назва нейтральної країни.
ww-event-neutral_hostile = { $country } відтепер { $country-gender ->
        [pl] ворожі
        [m] ворожий
       *[f] ворожа
    } до { $faction-gen }
# $faction: сторона-покупець; $country: нейтральна країна, що продавала.
ww-event-treaty_ended = Торговельний договір між { $faction-ins } і { $country-ins } припинено
# $faction: покупець; $country: нейтральна країна; $quantity: скільки $good (Виробництва чи Постачання) вона продає за хід; $manpower, $production, $supply: ціна за хід.
ww-event-treaty_signed = { $faction } і { $country } укладають договір: { $quantity } од. { $good-gen } щоходу за { $manpower } ЛР, { $production } В, { $supply } П
# $region: регіон, за який бій; $attacker: сторона, що нападає; $defender: сторона, що обороняється (або нейтральна країна); $attack, $defence: суми кидків сторін.
ww-event-battle_won = { $attacker } { $attacker-gender ->
        [pl] виграють
       *[other] виграє
    } бій за { $region-acc } проти { $defender-gen }, { $attack } : { $defence } (WW-17: більша сума здобуває регіон; переможені дивізії розформовуються)
# $region: регіон, за який бій; $attacker: сторона, що нападає; $defender: сторона, що обороняється (або нейтральна країна); $attack, $defence: суми кидків сторін.
ww-event-battle_lost = { $defender } { $defender-gender ->
        [pl] утримують
       *[other] утримує
    } { $region-acc } проти { $attacker-gen }, { $defence } : { $attack } (WW-17, WW-AMB-3: оборонець утримує регіон, якщо нападник не викине більше; переможені дивізії розформовуються)
# $faction: сторона, що захоплює регіон; $former_owner: сторона (або нейтральна країна), яка його утримувала.
ww-event-captured = { $faction } { $faction-gender ->
        [pl] відбирають
       *[other] відбирає
    } { $region-acc } у { $former_owner-gen }
ww-event-damaged = Об’єкт у { $region-loc } пошкоджено
# $good: Виробництво або Постачання.
ww-event-imported = { $faction } { $faction-gender ->
        [pl] імпортують
       *[other] імпортує
    } торговельним флотом 1 од. { $good-gen }
# $quantity: скільки $good (Виробництва чи Постачання); $country: нейтральна країна, що його продала.
ww-event-trade_delivered = { $faction } { $faction-gender ->
        [pl] отримують
       *[other] отримує
    } від { $country-gen } торговельним флотом { $quantity } од. { $good-gen }
# $destination: регіон, куди надіслано ресурси.
ww-event-sent = { $faction } { $faction-gender ->
        [pl] відправляють
       *[other] відправляє
    } { $manpower } ЛР, { $production } В і { $supply } П до { $destination-gen }
ww-event-received = { $faction } { $faction-gender ->
        [pl] отримують
       *[other] отримує
    } { $manpower } ЛР, { $production } В і { $supply } П
# $region: нейтральний регіон, що отримує допомогу.
ww-event-aid = Допомога для { $region-gen }: { $manpower } ЛР, { $production } В і { $supply } П
ww-event-neutral_raised = У { $region-loc } сформовано нову піхотну дивізію
ww-event-eliminated = { $faction } { $faction-gender ->
        [f] вибула
        [pl] вибули
       *[m] вибув
    } з гри

## Журнал: кидки кубиків у бою
## $faction: назва сторони, що стріляє (або нейтральної країни); $region: де
## стріляють; $dice: випалі значення, напр. «4, 6, 2»; $hits: кількість влучань.

ww-fire-interception = Винищувачі { $faction-gen } перехоплюють над { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-escort = Винищувачі супроводу { $faction-gen } відкривають вогонь над { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-strike = Бомбардувальники { $faction-gen } завдають удару в бою за { $region-acc }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-sweep = Винищувачі { $faction-gen } ведуть бій над { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-naval = { $faction } { $faction-gender ->
        [pl] атакують
       *[other] атакує
    } кораблі у { $region-loc }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-passing = { $faction } { $faction-gender ->
        [pl] обстрілюють
       *[other] обстрілює
    } кораблі, що проходять через { $region-acc }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-zone_battle = Ескадри { $faction-gen } ведуть бій у { $region-loc }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }
ww-fire-bombing = { $faction } { $faction-gender ->
        [pl] бомбардують
       *[other] бомбардує
    } { $region-acc }: { $dice } — { $hits ->
        [one] { $hits } влучання
        [few] { $hits } влучання
       *[many] { $hits } влучань
    }

## Кінець гри
## $winners: сторони-переможниці (одна з назв ww-winners-* нижче);
## $axis_points, $ussr_points, $allies_points: переможні очки кожної сторони.

ww-outcome-sudden_death = { $winners } { $winners-gender ->
        [pl] утримують усі три столиці й негайно перемагають
       *[other] утримує всі три столиці й негайно перемагає
    } (очки: Вісь — { $axis_points }, СРСР — { $ussr_points }, Союзники — { $allies_points })
ww-outcome-points = { $winners } { $winners-gender ->
        [pl] перемагають
        [none] не перемагає
       *[other] перемагає
    } за переможними очками: Вісь — { $axis_points }, СРСР — { $ussr_points }, Союзники — { $allies_points }
ww-outcome-last_standing = { $winners-gender ->
        [none] У грі не залишилося жодної сторони
        [pl] { $winners } — останні сторони, що залишилися в грі
       *[other] { $winners } — остання сторона, що залишилася в грі
    } (очки: Вісь — { $axis_points }, СРСР — { $ussr_points }, Союзники — { $allies_points })
ww-winners-axis = Вісь
    .gender = f
ww-winners-ussr = СРСР
    .gender = m
ww-winners-allies = Союзники
    .gender = pl
ww-winners-axis_ussr = Вісь і СРСР
    .gender = pl
ww-winners-axis_allies = Вісь і Союзники
    .gender = pl
ww-winners-ussr_allies = СРСР і Союзники
    .gender = pl
ww-winners-axis_ussr_allies = Усі три сторони
    .gender = pl
ww-winners-none = Ніхто
    .gender = none

## Відмови: чому дію не дозволено

# $waiting: the power the game waits for.
# $able: which units can, one of ww-refusal-able-*.
ww-refusal-able-merchant = ресурси возять і по імпорт ходять лише торговельні флоти
ww-refusal-able-cover = прикриття дають лише винищувальні полки
ww-refusal-able-defend = в оборону стають лише піхота, танки та бомбардувальники
ww-refusal-able-attack = піхота й танки атакують суходіл, винищувачі — сухопутні регіони, бомбардувальники — суходіл або море, флот — морські зони та висадки; торговельні флоти не атакують ніколи
ww-refusal-wrong_phase = Це робиться у фазі «{ $phase }».
ww-refusal-over_budget = Ця покупка коштує { $cost_mp } ЛР і { $cost_p } В, а у вас залишилося { $left_mp } ЛР і { $left_p } В.
ww-refusal-no_units = Купіть хоча б один підрозділ.
ww-refusal-bad_placement = Нові підрозділи з’являються у власних регіонах, а кораблі — у морях біля власного узбережжя (і не там, де стоїть ворожа ескадра).
ww-refusal-already_done = Ви вже завершили цю фазу.
ww-refusal-not_your_unit = Це не ваш підрозділ.
ww-refusal-unit_busy = Цей підрозділ уже діяв або задіяний у цьому ході: кожен підрозділ за хід виконує лише одне завдання.
ww-refusal-out_of_range = Ціль поза дальністю дії: цей підрозділ сягає щонайбільше на { $reach ->
        [one] { $reach } крок
        [few] { $reach } кроки
       *[many] { $reach } кроків
    } (сусідній регіон чи морська зона — 1 крок).
ww-refusal-wrong_unit = Підрозділ цього типу не може цього зробити: { $able }.
ww-refusal-bad_target = Це неприпустима ціль: атакують ворожі регіони та морські зони, обороняють і перебазовуються лише у власні регіони, а перевезення має везти щонайменше 1 одиницю ресурсів.
ww-refusal-nothing_ordered = Проти цієї цілі не направлено жодного придатного підрозділу: спершу направте підрозділи проти неї, потім віддайте наказ.
ww-refusal-need_escort = Для десанту потрібна одна ескадра на кожну дивізію, і всі вони мають вирушати разом із моря, що прилягає до дивізій.
ww-refusal-tanks_under_fire = Висаджуватися під вогнем може лише піхота; танки висаджуються тільки у власних регіонах.
ww-refusal-no_supply = Бракує Постачання.
ww-refusal-no_facility = Там немає ні заводу, ні нафтової свердловини.
ww-refusal-no_ships = Там немає ворожих кораблів.
ww-refusal-no_route = Туди немає шляху.
ww-refusal-cargo_too_large = Торговельний флот перевозить щонайбільше 3 одиниці ресурсів.
ww-refusal-not_enough = У вашому запасі стільки немає: потрібно { $need_mp } ЛР, { $need_p } В і { $need_s } П, а є { $have_mp } ЛР, { $have_p } В і { $have_s } П.
ww-refusal-not_edge = Імпортний рейс має досягти краю мапи в Північній або Південній Атлантиці.
ww-refusal-bad_peace = Ви не воюєте з цією стороною або вже запропонували їй мир.
ww-refusal-bad_recipient = Цей одержувач не може отримувати від вас ресурси.
ww-refusal-seats = Для «Світової війни» потрібно рівно три сторони: Вісь, СРСР і Союзники, саме в такому порядку.
ww-refusal-trade_refused = Нейтральна країна відхиляє пропозицію: їй більше нічого продати або плата нижча за її ціну — 2 одиниці інших ресурсів за одиницю товару.
ww-refusal-no_treaty = Цього ходу немає договору з цією нейтральною країною, товари за яким треба забрати морем: договору немає, його товари надходять суходолом або вже прибули цього ходу.
ww-refusal-not_their_coast = Торговельний флот має вирушити до морської зони біля узбережжя нейтральної країни, яка продає товари.
# $scenario: ідентифікатор сценарію, який було запитано.
ww-refusal-unknown_scenario = Невідомий сценарій: { $scenario }.

## Короткі написи на фішках мапи (три літери)
ww-short-infantry = ПІХ
ww-short-tank = ТНК
ww-short-bomber = БОМ
ww-short-fighter = ВИН
ww-short-navy = ФЛТ
ww-short-merchant = ТОР

## Diplomacy step, trade terms, loss and sinking orders (WW-G3, WW-G6, WW-G8, WW-G11, WW-G12)
ww-scenario-europe-1939-at-war = Європа, осінь 1939: Вісь і Союзники воюють з 1-го ходу (історичний варіант)
ww-action-offer_trade_terms = Запропонувати { $country-dat } { $manpower } ЛР, { $production } В, { $supply } П щоходу за { $quantity } од. { $good-gen } щоходу, на { $turns } { $turns ->
        [one] хід
        [few] ходи
       *[other] ходів
    }; зобов'язання: { $pledge }
ww-action-declare_war = Оголосити війну: { $faction } (WW-G12)
ww-action-losses_first = Постійний наказ: де ви обираєте втрати, спершу втрачаються: { $units } (WW-G6, WW-G8)
ww-action-sink_first = Постійний наказ: ваш флот і бомбардувальники спершу топлять: { $ships } (WW-G8)
ww-losses-infantry = піхота
ww-losses-tanks = танки
ww-sink-by_arm = те, у що кожен рід військ влучає найкраще (флот: бойові кораблі, бомбардувальники: торговельні флоти)
ww-sink-warships = бойові кораблі
ww-sink-merchants = торговельні флоти
ww-pledge-none = немає
ww-pledge-protection = гарантія захисту
ww-pledge-territory = обіцянка території
ww-amount-turns = На скільки ходів
ww-amount-pledge = Зобов'язання (лише слова: автоматична нейтральна країна його не враховує, WW-G11)
ww-event-treaty_signed_terms = { $faction } і { $country } укладають договір: { $quantity } од. { $good-gen } щоходу за { $manpower } ЛР, { $production } В, { $supply } П, на { $turns } { $turns ->
        [one] хід
        [few] ходи
       *[other] ходів
    }; зобов'язання: { $pledge }
ww-event-treaty_expired = Строк договору між { $faction-ins } і { $country-ins } минув (WW-G11)
ww-event-war_declared = { $attacker } { $attacker-gender ->
        [pl] оголошують
       *[other] оголошує
    } війну: { $defender } (WW-G12)
ww-panel-losses = Спершу втрачаються, де ви обираєте (WW-G6, WW-G8)
ww-panel-sink = Спершу топлять ваш флот і бомбардувальники (WW-G8)
ww-panel-treaty = Договір (WW-G11)
ww-panel-treaty_terms = { $quantity } од. { $good-gen } щоходу: { $country }, за { $manpower } ЛР, { $production } В, { $supply } П; до: { $season } { $year } (ще { $left }); зобов'язання: { $pledge }
ww-refusal-bad_terms = Договір діє від одного ходу до кінця гри, а зобов'язання — немає, захист або територія (WW-G11).
ww-refusal-bad_war = Оголосити війну можна лише іншій стороні, яка ще в грі й перебуває з вами в мирі (WW-G12).

## Підказка: що сторона біля екрана може зробити зараз і чому (задача 19)

# Таємна закупівля нульового ходу. $mp, $p: Людські ресурси (ЛР) і Виробництво (В), які залишилося витратити.
ww-guide-purchase_zero = Нульовий хід: таємно купіть свою початкову армію; на закупівлю залишилося { $mp } ЛР і { $p } В. Сухопутні й повітряні підрозділи з’являються у власних регіонах, кораблі — у морях біля власного узбережжя; ніхто не побачить ваших покупок, доки всі сторони не завершать закупівлю. Коли закінчите, натисніть «{ ww-action-finish_purchase }».
# Таємна закупівля ходу. $mp, $p: Людські ресурси (ЛР) і Виробництво (В), які залишилося витратити.
ww-guide-purchase = Таємна закупівля: витратьте накопичене (залишилося { $mp } ЛР і { $p } В) на нові підрозділи у власних регіонах, кораблі — у морях біля власного узбережжя. Інші сторони не побачать ваших покупок, доки всі не завершать закупівлю. Коли закінчите, натисніть «{ ww-action-finish_purchase }».
ww-guide-initiative = Таємно оберіть { ww-timing-sooner } або { ww-timing-later }: усі, хто обрав { ww-timing-sooner }, діють перед усіма, хто обрав { ww-timing-later }, а черговість тих, хто обрав однаково, визначає кидок к100. Перед цим можна запропонувати мир, запропонувати нейтральній країні торговельний договір, оголосити війну й віддати постійні накази для своєї оборони; ваш вибір завершує для вас цю фазу.
# Черга сторони у фазі дій. $supply: Постачання (П) в її запасі.
ww-guide-action = Ваші дії: направте підрозділи в атаку на ціль, а тоді почніть атаку, бомбардування, вільне полювання чи морську атаку; можна також перебазовувати підрозділи, відправляти торговельні флоти й пересилати ресурси. Кожен підрозділ за хід виконує лише одне завдання, а ті, що вступають у бій, витрачають Постачання (у вас { $supply } П). Коли закінчите, натисніть «{ ww-action-end_slot }».

## Issue 36: what a region offers a newcomer that is not possible now, and why.
ww-panel-not_now = Зараз не можна
ww-not_now-buy = Купівля підрозділів тут
ww-not_now-units = Атака або перебазування цими підрозділами
ww-not_now-attack = Атака
ww-value-refused = { $reason } ({ $rule })

## Правила, які мають виконуватися після кожної дії (порушення — помилка гри, а не гравця)
ww-invariant-unit_twice = WW-12: дві частини мають той самий номер { $unit }
ww-invariant-unit_number = WW-12: номер частини не менший за наступний, що видається, { $next }
ww-invariant-base = WW-2: сторона { $faction } має частину { $unit } з базою в регіоні { $region }, який не є її власною базою
ww-invariant-owned_garrison = WW-6: регіон { $region } має власника-сторону, але все ще нейтральний гарнізон
ww-invariant-garrison_paid = WW-8: регіон { $region } оплатив більше свого гарнізону, ніж має
ww-invariant-damaged = WW-30: регіон { $region } пошкоджений, хоча в ньому немає ні заводу, ні нафтової свердловини
ww-invariant-wars = WW-G12: список воєн називає пару двічі або сторону у війні сама з собою
ww-invariant-pending = WW-G13: сторона { $faction } має відкладені покупки поза фазою покупок
ww-invariant-overspent = WW-1: відкладені покупки сторони { $faction } коштують більше за її запас
ww-invariant-eliminated = WW-G15: сторона { $faction } вибула, але тримає регіони або частини
ww-invariant-ordered = WW-12: частина { $unit } сторони { $faction } у регіоні { $region } має наказ атакувати поза ходом своєї сторони
ww-invariant-over = WW-G14: гру закінчено без результату, або вона має результат і триває
ww-invariant-nobody = WW-G3: гру не закінчено, але ходити нікому

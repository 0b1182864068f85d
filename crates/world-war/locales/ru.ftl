### «Мировая война 1939»: тексты системы для игроков, на русском языке.
###
### В коде Rust ключи пишутся через точки (`ww.action.buy`), здесь — через
### дефисы (`ww-action-buy`). Аргументы именованные; аргумент, который сам
### является названием (область, подразделение, держава…), приносит и
### падежи своего сообщения, например `{ $region-loc }`, если у сообщения
### области есть атрибут `.loc`. Числа передаются числами, поэтому
### селекторы множественного числа работают (one, few, many).
###
### Атрибуты названий в этом файле:
### - области: .gen, .acc, .ins, .loc и .v — предлог «в» или «во»
###   («во Львове», «во Львов»), пишется как `{ $region-v } { $region-loc }`;
### - нейтральные страны: .gen, .dat, .acc, .ins, .loc и .gender (m, f, pl);
### - державы: .gen, .dat, .acc, .ins, .loc и .gender (m, f, pl) для
###   согласования глагола («Ось покупает», «Союзники покупают»,
###   «СССР завершил», «Ось завершила»);
### - подразделения: .gen, .acc и формы счёта .one, .few, .many
###   («1 пехотная дивизия», «2 пехотные дивизии», «5 пехотных дивизий»);
### - ресурсы: .gen («3 ед. снабжения»);
### - победители: .number (sg, pl, none) для согласования глагола.

## Игра и краткие правила (на начальном экране)

ww-name = Мировая война 1939
ww-summary =
    Три державы — Ось, СССР и Союзники — сражаются за Европу, Северную Африку и Ближний Восток с осени 1939 по лето 1945 года; один ход — один сезон. Нейтральные страны обороняются, но никогда не нападают.

    ## Нулевой ход (WW-1 — WW-4)
    - Каждая держава тайно покупает подразделения на свой удвоенный доход людских ресурсов и производства: Ось — 26 ЛР / 24 П, СССР — 20 ЛР / 24 П, Союзники — 22 ЛР / 18 П.
    - Сухопутные и авиационные подразделения выставляются в своих областях, корабли — в морях у своих берегов.
    - Начальное снабжение: Ось — 12, СССР — 16, Союзники — 16. Когда все сделали покупки, они раскрываются.

    ## Каждый ход (WW-G3)
    - Доход: +1 ЛР за каждую область, +3 П за каждый действующий завод (◆), +3 С за каждый действующий нефтепромысел (▲), а также поставки по договорам с Ираном (+1 С для СССР и для Союзников).
    - Закупка: тайно и одновременно, из накопленных запасов.
    - Инициатива (WW-19): каждая держава тайно выбирает РАНЬШЕ или ПОЗЖЕ; все выбравшие РАНЬШЕ действуют прежде всех выбравших ПОЗЖЕ, а среди выбравших одинаково порядок решает бросок к100 (первым ходит выбросивший больше).
    - Действия: в свою очередь держава отдаёт приказы на атаки, бомбардировки, свободную охоту истребителей, морские атаки, десанты, рейсы торгового флота и перебазирование. Каждое подразделение выполняет одно действие за ход (WW-12).
    - Конец хода: флоты воюющих держав вступают в бой в каждом море, где они встретились (WW-16); проверяется победа.

    ## Подразделения (WW-38)
    - Пехотная дивизия: сухопутный бой 1к6 · стоит 3 ЛР, 1 П · 1 С, когда вступает в бой.
    - Танковая дивизия: сухопутный бой 2к6 · 1 ЛР, 3 П · 2 С.
    - Бомбардировочный полк: радиус 2; поражает заводы и нефтепромыслы на 4–6, уничтожает дивизию или эскадру на 6, торговый флот — на 4–6 · 1 ЛР, 3 П · 2 С.
    - Истребительный полк: радиус 2; уничтожает бомбардировщики и истребители на 4–6; истребители прикрытия перехватывают пролетающие бомбардировщики (WW-14) · 1 ЛР, 3 П · 2 С.
    - Эскадра: морской бой 1к6, попадание на 4–6; атакует каждый вражеский корабль, проходящий мимо (WW-15) · 1 ЛР, 3 П · 2 С.
    - Торговый флот: рейс к атлантическому краю карты приносит +1 П или С; рейс к берегу нейтральной страны, с которой у вас договор, доставляет товары по договору за этот ход; либо перевозит 3 единицы ресурсов · 3 П.

    ## Сражения (WW-17, WW-G6)
    - Атакующие называют область; подразделения в ней обороняются автоматически. Первыми бьют бомбардировщики (6 уничтожает дивизию).
    - Каждая сторона складывает кубики своих дивизий. Побеждает бо́льшая сумма; при равенстве область удерживает обороняющийся (WW-AMB-3). Все дивизии проигравшей стороны расформировываются.
    - Подразделение без снабжения не может атаковать или активно обороняться (WW-25), но разделяет судьбу своей стороны.
    - Для десанта нужна одна эскадра на каждую дивизию; под огнём может высаживаться только пехота (WW-20).

    ## Нейтральные страны (WW-6 — WW-10)
    - В каждой нейтральной области — 3 пехотные дивизии и 6 единиц собственного снабжения; дохода нет. Нападение на страну навсегда делает её враждебной вам.

    ## Победа (WW-G14)
    - Держава, удерживающая Берлин, Москву и Лондон в конце хода, сразу побеждает.
    - Иначе после лета 1945 года: 1 очко за область, 2 — за завод или нефтепромысел, 5 — за вражескую столицу. Побеждает набравший больше всего очков.

## Сценарий

ww-scenario-europe-1939 = Европа, осень 1939

## Названия областей (сначала сухопутные области, затем морские зоны)

ww-region-berlin = Берлин
    .gen = Берлина
    .acc = Берлин
    .ins = Берлином
    .loc = Берлине
    .v = в
ww-region-hamburg = Гамбург
    .gen = Гамбурга
    .acc = Гамбург
    .ins = Гамбургом
    .loc = Гамбурге
    .v = в
ww-region-ruhr = Эссен
    .gen = Эссена
    .acc = Эссен
    .ins = Эссеном
    .loc = Эссене
    .v = в
ww-region-munich = Мюнхен
    .gen = Мюнхена
    .acc = Мюнхен
    .ins = Мюнхеном
    .loc = Мюнхене
    .v = в
ww-region-konigsberg = Кёнигсберг
    .gen = Кёнигсберга
    .acc = Кёнигсберг
    .ins = Кёнигсбергом
    .loc = Кёнигсберге
    .v = в
ww-region-breslau = Бреслау
    .gen = Бреслау
    .acc = Бреслау
    .ins = Бреслау
    .loc = Бреслау
    .v = в
ww-region-prague = Прага
    .gen = Праги
    .acc = Прагу
    .ins = Прагой
    .loc = Праге
    .v = в
ww-region-vienna = Вена
    .gen = Вены
    .acc = Вену
    .ins = Веной
    .loc = Вене
    .v = в
ww-region-milan = Милан
    .gen = Милана
    .acc = Милан
    .ins = Миланом
    .loc = Милане
    .v = в
ww-region-rome = Рим
    .gen = Рима
    .acc = Рим
    .ins = Римом
    .loc = Риме
    .v = в
ww-region-naples = Неаполь
    .gen = Неаполя
    .acc = Неаполь
    .ins = Неаполем
    .loc = Неаполе
    .v = в
ww-region-tripoli = Триполи
    .gen = Триполи
    .acc = Триполи
    .ins = Триполи
    .loc = Триполи
    .v = в
ww-region-tirana = Тирана
    .gen = Тираны
    .acc = Тирану
    .ins = Тираной
    .loc = Тиране
    .v = в
ww-region-moscow = Москва
    .gen = Москвы
    .acc = Москву
    .ins = Москвой
    .loc = Москве
    .v = в
ww-region-leningrad = Ленинград
    .gen = Ленинграда
    .acc = Ленинград
    .ins = Ленинградом
    .loc = Ленинграде
    .v = в
ww-region-murmansk = Мурманск
    .gen = Мурманска
    .acc = Мурманск
    .ins = Мурманском
    .loc = Мурманске
    .v = в
ww-region-minsk = Минск
    .gen = Минска
    .acc = Минск
    .ins = Минском
    .loc = Минске
    .v = в
ww-region-kiev = Киев
    .gen = Киева
    .acc = Киев
    .ins = Киевом
    .loc = Киеве
    .v = в
ww-region-kharkov = Харьков
    .gen = Харькова
    .acc = Харьков
    .ins = Харьковом
    .loc = Харькове
    .v = в
ww-region-odessa = Одесса
    .gen = Одессы
    .acc = Одессу
    .ins = Одессой
    .loc = Одессе
    .v = в
ww-region-stalingrad = Сталинград
    .gen = Сталинграда
    .acc = Сталинград
    .ins = Сталинградом
    .loc = Сталинграде
    .v = в
ww-region-baku = Баку
    .gen = Баку
    .acc = Баку
    .ins = Баку
    .loc = Баку
    .v = в
ww-region-sverdlovsk = Свердловск
    .gen = Свердловска
    .acc = Свердловск
    .ins = Свердловском
    .loc = Свердловске
    .v = в
ww-region-london = Лондон
    .gen = Лондона
    .acc = Лондон
    .ins = Лондоном
    .loc = Лондоне
    .v = в
ww-region-birmingham = Бирмингем
    .gen = Бирмингема
    .acc = Бирмингем
    .ins = Бирмингемом
    .loc = Бирмингеме
    .v = в
ww-region-glasgow = Глазго
    .gen = Глазго
    .acc = Глазго
    .ins = Глазго
    .loc = Глазго
    .v = в
ww-region-paris = Париж
    .gen = Парижа
    .acc = Париж
    .ins = Парижем
    .loc = Париже
    .v = в
ww-region-marseille = Марсель
    .gen = Марселя
    .acc = Марсель
    .ins = Марселем
    .loc = Марселе
    .v = в
ww-region-algiers = Алжир
    .gen = Алжира
    .acc = Алжир
    .ins = Алжиром
    .loc = Алжире
    .v = в
ww-region-tunis = Тунис
    .gen = Туниса
    .acc = Тунис
    .ins = Тунисом
    .loc = Тунисе
    .v = в
ww-region-cairo = Каир
    .gen = Каира
    .acc = Каир
    .ins = Каиром
    .loc = Каире
    .v = в
ww-region-jerusalem = Иерусалим
    .gen = Иерусалима
    .acc = Иерусалим
    .ins = Иерусалимом
    .loc = Иерусалиме
    .v = в
ww-region-damascus = Дамаск
    .gen = Дамаска
    .acc = Дамаск
    .ins = Дамаском
    .loc = Дамаске
    .v = в
ww-region-baghdad = Багдад
    .gen = Багдада
    .acc = Багдад
    .ins = Багдадом
    .loc = Багдаде
    .v = в
ww-region-warsaw = Варшава
    .gen = Варшавы
    .acc = Варшаву
    .ins = Варшавой
    .loc = Варшаве
    .v = в
ww-region-lwow = Львов
    .gen = Львова
    .acc = Львов
    .ins = Львовом
    .loc = Львове
    .v = во
ww-region-riga = Рига
    .gen = Риги
    .acc = Ригу
    .ins = Ригой
    .loc = Риге
    .v = в
ww-region-helsinki = Хельсинки
    .gen = Хельсинки
    .acc = Хельсинки
    .ins = Хельсинки
    .loc = Хельсинки
    .v = в
ww-region-stockholm = Стокгольм
    .gen = Стокгольма
    .acc = Стокгольм
    .ins = Стокгольмом
    .loc = Стокгольме
    .v = в
ww-region-oslo = Осло
    .gen = Осло
    .acc = Осло
    .ins = Осло
    .loc = Осло
    .v = в
ww-region-copenhagen = Копенгаген
    .gen = Копенгагена
    .acc = Копенгаген
    .ins = Копенгагеном
    .loc = Копенгагене
    .v = в
ww-region-amsterdam = Амстердам
    .gen = Амстердама
    .acc = Амстердам
    .ins = Амстердамом
    .loc = Амстердаме
    .v = в
ww-region-brussels = Брюссель
    .gen = Брюсселя
    .acc = Брюссель
    .ins = Брюсселем
    .loc = Брюсселе
    .v = в
ww-region-bern = Берн
    .gen = Берна
    .acc = Берн
    .ins = Берном
    .loc = Берне
    .v = в
ww-region-madrid = Мадрид
    .gen = Мадрида
    .acc = Мадрид
    .ins = Мадридом
    .loc = Мадриде
    .v = в
ww-region-lisbon = Лиссабон
    .gen = Лиссабона
    .acc = Лиссабон
    .ins = Лиссабоном
    .loc = Лиссабоне
    .v = в
ww-region-dublin = Дублин
    .gen = Дублина
    .acc = Дублин
    .ins = Дублином
    .loc = Дублине
    .v = в
ww-region-budapest = Будапешт
    .gen = Будапешта
    .acc = Будапешт
    .ins = Будапештом
    .loc = Будапеште
    .v = в
ww-region-bucharest = Бухарест
    .gen = Бухареста
    .acc = Бухарест
    .ins = Бухарестом
    .loc = Бухаресте
    .v = в
ww-region-belgrade = Белград
    .gen = Белграда
    .acc = Белград
    .ins = Белградом
    .loc = Белграде
    .v = в
ww-region-sofia = София
    .gen = Софии
    .acc = Софию
    .ins = Софией
    .loc = Софии
    .v = в
ww-region-athens = Афины
    .gen = Афин
    .acc = Афины
    .ins = Афинами
    .loc = Афинах
    .v = в
ww-region-istanbul = Стамбул
    .gen = Стамбула
    .acc = Стамбул
    .ins = Стамбулом
    .loc = Стамбуле
    .v = в
ww-region-ankara = Анкара
    .gen = Анкары
    .acc = Анкару
    .ins = Анкарой
    .loc = Анкаре
    .v = в
ww-region-tehran = Тегеран
    .gen = Тегерана
    .acc = Тегеран
    .ins = Тегераном
    .loc = Тегеране
    .v = в
ww-region-north_atlantic = Северная Атлантика
    .gen = Северной Атлантики
    .acc = Северную Атлантику
    .ins = Северной Атлантикой
    .loc = Северной Атлантике
    .v = в
ww-region-south_atlantic = Южная Атлантика
    .gen = Южной Атлантики
    .acc = Южную Атлантику
    .ins = Южной Атлантикой
    .loc = Южной Атлантике
    .v = в
ww-region-norwegian_sea = Норвежское море
    .gen = Норвежского моря
    .acc = Норвежское море
    .ins = Норвежским морем
    .loc = Норвежском море
    .v = в
ww-region-barents_sea = Баренцево море
    .gen = Баренцева моря
    .acc = Баренцево море
    .ins = Баренцевым морем
    .loc = Баренцевом море
    .v = в
ww-region-north_sea = Северное море
    .gen = Северного моря
    .acc = Северное море
    .ins = Северным морем
    .loc = Северном море
    .v = в
ww-region-english_channel = Ла-Манш
    .gen = Ла-Манша
    .acc = Ла-Манш
    .ins = Ла-Маншем
    .loc = Ла-Манше
    .v = в
ww-region-bay_of_biscay = Бискайский залив
    .gen = Бискайского залива
    .acc = Бискайский залив
    .ins = Бискайским заливом
    .loc = Бискайском заливе
    .v = в
ww-region-baltic_sea = Балтийское море
    .gen = Балтийского моря
    .acc = Балтийское море
    .ins = Балтийским морем
    .loc = Балтийском море
    .v = в
ww-region-western_med = Западное Средиземноморье
    .gen = Западного Средиземноморья
    .acc = Западное Средиземноморье
    .ins = Западным Средиземноморьем
    .loc = Западном Средиземноморье
    .v = в
ww-region-central_med = Центральное Средиземноморье
    .gen = Центрального Средиземноморья
    .acc = Центральное Средиземноморье
    .ins = Центральным Средиземноморьем
    .loc = Центральном Средиземноморье
    .v = в
ww-region-adriatic_sea = Адриатическое море
    .gen = Адриатического моря
    .acc = Адриатическое море
    .ins = Адриатическим морем
    .loc = Адриатическом море
    .v = в
ww-region-eastern_med = Восточное Средиземноморье
    .gen = Восточного Средиземноморья
    .acc = Восточное Средиземноморье
    .ins = Восточным Средиземноморьем
    .loc = Восточном Средиземноморье
    .v = в
ww-region-aegean_sea = Эгейское море
    .gen = Эгейского моря
    .acc = Эгейское море
    .ins = Эгейским морем
    .loc = Эгейском море
    .v = в
ww-region-black_sea = Чёрное море
    .gen = Чёрного моря
    .acc = Чёрное море
    .ins = Чёрным морем
    .loc = Чёрном море
    .v = в
ww-region-caspian_sea = Каспийское море
    .gen = Каспийского моря
    .acc = Каспийское море
    .ins = Каспийским морем
    .loc = Каспийском море
    .v = в
ww-region-unknown = неизвестное место
    .gen = неизвестного места
    .acc = неизвестное место
    .ins = неизвестным местом
    .loc = неизвестном месте
    .v = в

## Названия нейтральных стран

ww-country-poland = Польша
    .gen = Польши
    .dat = Польше
    .acc = Польшу
    .ins = Польшей
    .loc = Польше
    .gender = f
ww-country-baltic_states = Прибалтика
    .gen = Прибалтики
    .dat = Прибалтике
    .acc = Прибалтику
    .ins = Прибалтикой
    .loc = Прибалтике
    .gender = f
ww-country-finland = Финляндия
    .gen = Финляндии
    .dat = Финляндии
    .acc = Финляндию
    .ins = Финляндией
    .loc = Финляндии
    .gender = f
ww-country-sweden = Швеция
    .gen = Швеции
    .dat = Швеции
    .acc = Швецию
    .ins = Швецией
    .loc = Швеции
    .gender = f
ww-country-norway = Норвегия
    .gen = Норвегии
    .dat = Норвегии
    .acc = Норвегию
    .ins = Норвегией
    .loc = Норвегии
    .gender = f
ww-country-denmark = Дания
    .gen = Дании
    .dat = Дании
    .acc = Данию
    .ins = Данией
    .loc = Дании
    .gender = f
ww-country-netherlands = Нидерланды
    .gen = Нидерландов
    .dat = Нидерландам
    .acc = Нидерланды
    .ins = Нидерландами
    .loc = Нидерландах
    .gender = pl
ww-country-belgium = Бельгия
    .gen = Бельгии
    .dat = Бельгии
    .acc = Бельгию
    .ins = Бельгией
    .loc = Бельгии
    .gender = f
ww-country-switzerland = Швейцария
    .gen = Швейцарии
    .dat = Швейцарии
    .acc = Швейцарию
    .ins = Швейцарией
    .loc = Швейцарии
    .gender = f
ww-country-spain = Испания
    .gen = Испании
    .dat = Испании
    .acc = Испанию
    .ins = Испанией
    .loc = Испании
    .gender = f
ww-country-portugal = Португалия
    .gen = Португалии
    .dat = Португалии
    .acc = Португалию
    .ins = Португалией
    .loc = Португалии
    .gender = f
ww-country-ireland = Ирландия
    .gen = Ирландии
    .dat = Ирландии
    .acc = Ирландию
    .ins = Ирландией
    .loc = Ирландии
    .gender = f
ww-country-hungary = Венгрия
    .gen = Венгрии
    .dat = Венгрии
    .acc = Венгрию
    .ins = Венгрией
    .loc = Венгрии
    .gender = f
ww-country-romania = Румыния
    .gen = Румынии
    .dat = Румынии
    .acc = Румынию
    .ins = Румынией
    .loc = Румынии
    .gender = f
ww-country-yugoslavia = Югославия
    .gen = Югославии
    .dat = Югославии
    .acc = Югославию
    .ins = Югославией
    .loc = Югославии
    .gender = f
ww-country-bulgaria = Болгария
    .gen = Болгарии
    .dat = Болгарии
    .acc = Болгарию
    .ins = Болгарией
    .loc = Болгарии
    .gender = f
ww-country-greece = Греция
    .gen = Греции
    .dat = Греции
    .acc = Грецию
    .ins = Грецией
    .loc = Греции
    .gender = f
ww-country-turkey = Турция
    .gen = Турции
    .dat = Турции
    .acc = Турцию
    .ins = Турцией
    .loc = Турции
    .gender = f
ww-country-iran = Иран
    .gen = Ирана
    .dat = Ирану
    .acc = Иран
    .ins = Ираном
    .loc = Иране
    .gender = m
ww-country-unknown = нейтральная страна
    .gen = нейтральной страны
    .dat = нейтральной стране
    .acc = нейтральную страну
    .ins = нейтральной страной
    .loc = нейтральной стране
    .gender = f

## Названия держав, подразделений, ресурсов, очерёдности, сезонов, фаз и задач подразделений

ww-faction-axis = Ось
    .gen = Оси
    .dat = Оси
    .acc = Ось
    .ins = Осью
    .loc = Оси
    .gender = f
ww-faction-ussr = СССР
    .gen = СССР
    .dat = СССР
    .acc = СССР
    .ins = СССР
    .loc = СССР
    .gender = m
ww-faction-allies = Союзники
    .gen = Союзников
    .dat = Союзникам
    .acc = Союзников
    .ins = Союзниками
    .loc = Союзниках
    .gender = pl
ww-faction-neutral = Нейтральная страна
    .gen = нейтральной страны
    .dat = нейтральной стране
    .acc = нейтральную страну
    .ins = нейтральной страной
    .loc = нейтральной стране
    .gender = f
ww-unit-infantry = пехотная дивизия
    .gen = пехотной дивизии
    .acc = пехотную дивизию
    .one = пехотная дивизия
    .few = пехотные дивизии
    .many = пехотных дивизий
ww-unit-tank = танковая дивизия
    .gen = танковой дивизии
    .acc = танковую дивизию
    .one = танковая дивизия
    .few = танковые дивизии
    .many = танковых дивизий
ww-unit-bomber = бомбардировочный полк
    .gen = бомбардировочного полка
    .acc = бомбардировочный полк
    .one = бомбардировочный полк
    .few = бомбардировочных полка
    .many = бомбардировочных полков
ww-unit-fighter = истребительный полк
    .gen = истребительного полка
    .acc = истребительный полк
    .one = истребительный полк
    .few = истребительных полка
    .many = истребительных полков
ww-unit-navy = эскадра
    .gen = эскадры
    .acc = эскадру
    .one = эскадра
    .few = эскадры
    .many = эскадр
ww-unit-merchant = торговый флот
    .gen = торгового флота
    .acc = торговый флот
    .one = торговый флот
    .few = торговых флота
    .many = торговых флотов
ww-unit-unknown = подразделение
    .gen = подразделения
    .acc = подразделение
    .one = подразделение
    .few = подразделения
    .many = подразделений
ww-good-production = производство
    .gen = производства
ww-good-supply = снабжение
    .gen = снабжения
ww-timing-sooner = РАНЬШЕ
ww-timing-later = ПОЗЖЕ
ww-season-autumn = Осень
ww-season-winter = Зима
ww-season-spring = Весна
ww-season-summer = Лето
ww-phase-purchase = тайная закупка
ww-phase-initiative = дипломатия и инициатива
ww-phase-action = действия
ww-phase-over = игра окончена
ww-task-idle = в резерве
ww-task-ordered = приказ на атаку
ww-task-committed = в обороне
ww-task-covering = воздушное прикрытие
ww-task-spent = действие выполнено

## Ход

# Нулевой ход, ход закупки. $phase: название фазы.
ww-turn-zero = Нулевой ход — { $phase }
# $season: название сезона; $year: «1940» или «1939/40» зимой; $phase: название фазы.
ww-turn-label = { $season } { $year } г. — { $phase }

## Карта: особенности областей (всплывающие подсказки) и фишки подразделений

ww-mark-factory = Завод: +3 производства за ход
ww-mark-oil = Нефтепромысел: +3 снабжения за ход
ww-mark-capital = Столица
ww-mark-damaged = Объект повреждён: в следующий ход ничего не производит
ww-mark-edge = Край карты: сюда прибывает импорт торгового флота
# Фишка на карте. $faction: название державы (или «Нейтральная страна»); $unit: название подразделения (в форме счёта); $count: число подразделений.
ww-counter-title = { $faction }: { $count } { $count ->
        [one] { $unit-one }
        [few] { $unit-few }
       *[many] { $unit-many }
    }
# Одно подразделение на панели области. $faction: название державы; $unit: название подразделения.
ww-counter-unit = { $faction }: { $unit }

## Боковые панели

ww-panel-game = Игра
ww-panel-turn = Ход
ww-panel-phase = Фаза
ww-panel-order = Порядок хода
# Порядок хода, когда действовать осталось одной, двум или трём державам. $first, $second, $third: названия держав по порядку.
ww-panel-order-1 = { $first }
ww-panel-order-2 = Порядок хода: { $first }, затем { $second }
ww-panel-order-3 = Порядок хода: { $first }, { $second }, затем { $third }
ww-panel-order_list-1 = { $first }
ww-panel-order_list-2 = { $first }, затем { $second }
ww-panel-order_list-3 = { $first }, { $second }, затем { $third }
ww-panel-waiting = Ожидается ход
ww-panel-stock = Запасы
ww-panel-income = Доход за ход
ww-panel-score = Победные очки
ww-panel-budget = Осталось на закупку
ww-panel-pending = Куплено (тайно)
# Купленное, но ещё не раскрытое подразделение. $unit: название подразделения; $region: где оно появится.
ww-panel-bought = { $region }: { $unit }
ww-panel-initiative = Ваша очерёдность
ww-panel-status = Статус
ww-panel-eliminated = вне игры
# $manpower, $production, $supply: количество людских ресурсов (ЛР), производства (П) и снабжения (С).
ww-panel-resources = { $manpower } ЛР, { $production } П, { $supply } С
# Просто число (очки, нейтральная пехота, нейтральное снабжение).
ww-panel-number = { $number }
ww-panel-diplomacy = Война и мир
# Две державы, войну или мир между которыми показывает строка. $first, $second: названия держав.
ww-panel-pair = { $first } – { $second }
ww-panel-war = война
ww-panel-peace = мир
ww-panel-result = Итоговый счёт
ww-panel-owner = Владелец
ww-panel-feature = Объект
ww-panel-garrison = Нейтральная пехота
ww-panel-reserve = Снабжение вне обороны (WW-G5)
ww-panel-intercept = Перехватчики сначала стреляют по (WW-G7)
ww-panel-neutral_supply = Снабжение нейтральной страны
ww-panel-paid = снабжение оплачено
ww-panel-unpaid = снабжение не оплачено
# Состояние подразделения на панели области. $task: что оно делает (в резерве, действие выполнено…); $paid: «снабжение оплачено» или «снабжение не оплачено».
ww-panel-unit_state = { $task }, { $paid }

## Точные шансы назначенной атаки, на панели цели
ww-panel-odds_land = Точные шансы атаки (WW-17, WW-14, WW-34, WW-AMB-3)
ww-panel-odds_bombing = Точные шансы бомбардировки (WW-14, WW-30, WW-34)
ww-panel-odds_sweep = Точные шансы истребительного рейда (WW-35, WW-G7)
ww-panel-odds_naval = Точные шансы атаки на корабли (WW-36, WW-34, WW-G8)
ww-panel-odds_dice = Кубики наземного боя (пехота 1к6, танки 2к6)
ww-panel-odds_bombers = Бомбардировщики, прошедшие перехватчиков
ww-panel-odds_strikes = Дивизии, уничтоженные бомбардировщиками (каждая 6)
ww-panel-odds_capture = Шанс захватить регион
ww-panel-odds_not_counted = Не учтено
ww-panel-odds_damage = Шанс повредить объект
ww-panel-odds_kills = Сбитые вражеские самолёты
ww-panel-odds_losses = Свои потери
ww-panel-odds_sunk = Потопленные вражеские корабли
ww-panel-odds_all_sunk = Шанс потопить все
# $attack, $defence: число кубиков.
ww-value-against = { $attack } против { $defence }; ничья удерживает регион
ww-value-percent = { $percent }%
# $expected: ожидаемое число с одним знаком после запятой; $count: сколько самое большее.
ww-value-expected_of = ожидается { $expected } из { $count }
ww-value-theirs_yours = { $theirs } вражеских, { $yours } своих (ожидается)
ww-value-sea_fire = огонь по десанту во время переправы морем (WW-G8)

## Действия (кнопки и журнал)
## $unit: название подразделения; $place: область или морская зона, где
## оно стоит; $target: атакуемая или обороняемая область; $destination:
## куда идёт подразделение или груз; $manpower, $production, $supply:
## количество людских ресурсов (ЛР), производства (П) и снабжения (С).

# $region: где появится подразделение; $manpower, $production: его цена.
ww-action-buy = Купить { $unit-acc } { $region-v } { $region-loc } — { $manpower } ЛР, { $production } П
ww-action-buy_many = Купить { $count } { $count ->
        [one] { $unit-one }
        [few] { $unit-few }
       *[many] { $unit-many }
    } { $region-v } { $region-loc } — { $manpower } ЛР, { $production } П
ww-choice-buy = Купить { $unit-acc } { $region-v } { $region-loc } — за единицу { $manpower } ЛР, { $production } П
ww-amount-count = Сколько
ww-action-finish_purchase = Завершить закупку
# $timing: РАНЬШЕ или ПОЗЖЕ.
ww-action-initiative = Выбрать { $timing }
ww-action-defend = Выделить { $unit-acc } { $place-v } { $place-loc } для обороны { $target-gen }
ww-action-cover = Прикрыть { $target-acc } истребительным полком из { $place-gen }
# $supply: снабжение, которое подразделение тратит в бою.
ww-action-order = Направить { $unit-acc } из { $place-gen } в атаку на { $target-acc } — { $supply } ед. снабжения в бою
ww-action-unorder = Отозвать из атаки на { $target-acc } { $unit-acc } { $place-v } { $place-loc }
# $count: сколько подразделений уже назначено против цели.
ww-action-launch = Атаковать { $target-acc } (назначено: { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    })
# $count: сколько подразделений уже назначено против цели.
ww-action-bomb = Бомбить объект { $target-v } { $target-loc } (назначено: { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    })
# $count: сколько подразделений уже назначено против цели.
ww-action-sweep = Свободная охота истребителей над { $target-ins } (назначено: { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    })
# $count: сколько подразделений уже назначено против цели.
ww-action-naval_attack = Атаковать корабли { $target-v } { $target-loc } (назначено: { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    })
ww-action-rebase = Перебросить { $unit-acc } из { $place-gen } { $destination-v } { $destination-acc }
# $place: где стоит торговый флот; $edge: морская зона у края карты; $good: производство или снабжение.
ww-action-voyage = Торговый флот { $place-v } { $place-loc }: импортный рейс { $edge-v } { $edge-acc } (груз: { $good })
ww-action-transport = Торговый флот { $place-v } { $place-loc }: перевезти { $manpower } ЛР, { $production } П, { $supply } С { $destination-v } { $destination-acc }
# $place: где стоит торговый флот; $sea: морская зона у берега продавца; $country: нейтральная страна-продавец.
ww-action-trade_voyage = Торговый флот { $place-v } { $place-loc }: торговый рейс { $sea-v } { $sea-acc } за товарами по договору из { $country-gen }
ww-action-transfer = Отправить { $manpower } ЛР, { $production } П, { $supply } С по суше { $destination-v } { $destination-acc }
ww-choice-transfer = Отправить ресурсы по суше { $destination-v } { $destination-acc }
ww-choice-transport = Торговый флот { $place-v } { $place-loc }: перевезти ресурсы (всего не больше { $hold }) { $destination-v } { $destination-acc }
# Кнопка атаки: текст действия и точные шансы. $percent: напр. 62.3;
# $kills, $losses, $sunk: ожидаемые числа с одним знаком после запятой.
ww-choice-launch = { ww-action-launch } — точные шансы: { $percent }% захватить
ww-choice-bomb = { ww-action-bomb } — точные шансы: { $percent }% повредить
ww-choice-sweep = { ww-action-sweep } — ожидается: { $kills } из { $targets } вражеских самолётов сбито, { $losses } своих
ww-choice-naval_attack = { ww-action-naval_attack } — ожидается: { $sunk } из { $ships } кораблей потоплено, { $losses } своего флота потеряно
ww-amount-manpower = Людские ресурсы (ЛР)
ww-amount-production = Производство (П)
ww-amount-supply = Снабжение (С)
# $faction: вражеская держава.
ww-action-offer_peace = Предложить мир { $faction-dat }
# $country: нейтральная страна; $manpower, $production, $supply: плата за ход; $quantity: сколько $good (производства или снабжения) она продаёт за ход.
ww-action-offer_trade = Предложить { $country-dat } { $manpower } ЛР, { $production } П, { $supply } С за ход в обмен на { $quantity } ед. { $good-gen } за ход
ww-choice-offer_trade = Предложить { $country-dat } договор: { $good } каждый ход, по { $price } других ресурсов за единицу
ww-amount-quantity = Единиц за ход
ww-action-end_slot = Завершить свои действия в этом ходу
# $supply: Снабжение, которое не тратится на оборону.
ww-action-keep_supply = Постоянный приказ: сохранять { $supply } С вне обороны (WW-G5)
ww-choice-keep_supply = Постоянный приказ: Снабжение вне обороны — обороняющихся оплачивают, только пока запас не меньше этого количества (WW-G5)
ww-amount-reserve = Сохраняемое Снабжение
# $target: ww-intercept-bombers или ww-intercept-escorts.
ww-action-intercept_first = Постоянный приказ: перехватчики сначала стреляют по цели: { $target } (WW-G7)
ww-intercept-bombers = бомбардировщики
ww-intercept-escorts = истребители сопровождения

## Журнал: события
## $faction: название державы; $unit: название подразделения; $region:
## название области или морской зоны; $manpower, $production, $supply:
## количество людских ресурсов (ЛР), производства (П) и снабжения (С).

ww-event-bought = { $faction } { $faction-gender ->
        [pl] покупают
       *[other] покупает
    } { $unit-acc } { $region-v } { $region-loc } (тайно)
ww-event-purchase_finished = { $faction } { $faction-gender ->
        [f] завершила
        [pl] завершили
       *[m] завершил
    } закупку
# $count: число подразделений, купленных всеми державами.
ww-event-purchases_revealed = Все закупки раскрыты: { $count ->
        [one] в строй вступает { $count } новое подразделение
        [few] в строй вступают { $count } новых подразделения
       *[many] в строй вступают { $count } новых подразделений
    }
# $turn: номер хода; $season: название сезона; $year: «1940» или «1939/40» зимой.
ww-event-turn_began = Начинается ход { $turn }: { $season } { $year }
ww-event-income = { $faction } { $faction-gender ->
        [pl] получают
       *[other] получает
    } { $manpower } ЛР, { $production } П и { $supply } С
# $phase: название фазы.
ww-event-phase_began = Фаза: { $phase }
ww-event-initiative_chosen = { $faction } { $faction-gender ->
        [f] выбрала
        [pl] выбрали
       *[m] выбрал
    } очерёдность
# $count: сколько держав выбрали РАНЬШЕ (от 0 до 3).
ww-event-initiative_revealed = Очерёдность раскрыта: РАНЬШЕ { $count ->
        [one] выбрала { $count } держава
        [few] выбрали { $count } державы
       *[many] выбрали { $count } держав
    }
# $roll: результат броска к100.
ww-event-initiative_rolled = { $faction } { $faction-gender ->
        [pl] выбрасывают
       *[other] выбрасывает
    } { $roll } на инициативу
# $place: где стоит подразделение; $task: что оно теперь делает (в резерве, приказ на атаку…).
ww-event-task_set = { $place }: { $unit } — { $task }
# $amount: оплаченное снабжение.
ww-event-supply_paid = Оплачено снабжение { $unit-gen }: { $amount } ед.
# $place: где стоит подразделение.
ww-event-unsupplied = Нет снабжения: { $unit } { $place-v } { $place-loc } не бросает кубики
ww-event-held_back = Без оплаты (Снабжение сохраняется вне обороны): { $unit } { $place-v } { $place-loc } не бросает кубики
# $supply: Снабжение вне обороны; $target: по чему перехватчики стреляют сначала.
ww-event-defence_orders = { $faction }: приказы обороны — сохранено { $supply } С, перехватчики сначала стреляют по цели: { $target }; сначала теряются: { $units }; сначала топятся: { $ships }
# $region: нейтральная область; $count: сколько её пехотных дивизий вступает в бой.
ww-event-neutral_paid = { $region }: снабжение израсходовано на { $count } { $count ->
        [one] пехотную дивизию
        [few] пехотные дивизии
       *[many] пехотных дивизий
    }
# $destination: куда прибывает подразделение.
ww-event-unit_moved = Переброска: { $unit } { $destination-v } { $destination-acc }
ww-event-unit_lost = { $faction } { $faction-gender ->
        [pl] теряют
       *[other] теряет
    } { $unit-acc } { $region-v } { $region-loc }
# $count: сколько нейтральных пехотных дивизий потеряно.
ww-event-garrison_lost = { $region }: { $count ->
        [one] потеряна { $count } нейтральная пехотная дивизия
        [few] потеряны { $count } нейтральные пехотные дивизии
       *[many] потеряно { $count } нейтральных пехотных дивизий
    }
# $attacker, $defender: названия держав.
ww-event-war = { $attacker } { $attacker-gender ->
        [pl] нападают
       *[other] нападает
    } на { $defender-acc }: отныне они в состоянии войны
# $faction: держава, предлагающая мир; $enemy: держава, которой его предлагают.
ww-event-peace_offered = { $faction } { $faction-gender ->
        [pl] предлагают
       *[other] предлагает
    } мир { $enemy-dat }
# $first, $second: названия держав.
ww-event-peace_made = { $first } и { $second } заключают мир
# $country: название нейтральной страны.
ww-event-neutral_hostile = { $country } отныне { $country-gender ->
        [f] враждебна
        [pl] враждебны
       *[m] враждебен
    } { $faction-dat }
# $faction: держава-покупатель; $country: нейтральная страна-продавец.
ww-event-treaty_ended = Торговый договор между { $faction-ins } и { $country-ins } прекратил действие
# $faction: покупатель; $country: нейтральная страна; $quantity: сколько $good (производства или снабжения) она продаёт за ход; $manpower, $production, $supply: цена за ход.
ww-event-treaty_signed = { $faction } и { $country } заключают договор: { $quantity } ед. { $good-gen } за ход в обмен на { $manpower } ЛР, { $production } П, { $supply } С
# $region: область, за которую шёл бой; $attacker: атакующая держава; $defender: обороняющаяся держава (или нейтральная страна); $attack, $defence: сумма кубиков каждой стороны.
ww-event-battle_won = { $attacker } { $attacker-gender ->
        [pl] побеждают
       *[other] побеждает
    } { $defender-acc } в битве за { $region-acc } со счётом { $attack }:{ $defence } (WW-17: область достаётся стороне с большей суммой; дивизии проигравших расформировываются)
# $region: область, за которую шёл бой; $attacker: атакующая держава; $defender: обороняющаяся держава (или нейтральная страна); $attack, $defence: сумма кубиков каждой стороны.
ww-event-battle_lost = { $defender } { $defender-gender ->
        [pl] удерживают
       *[other] удерживает
    } { $region-acc } против { $attacker-gen } со счётом { $defence }:{ $attack } (WW-17, WW-AMB-3: обороняющийся удерживает область, если атакующий не выбросил больше; дивизии проигравших расформировываются)
# $faction: держава, захватившая область; $former_owner: держава (или нейтральная страна), которая её удерживала.
ww-event-captured = { $faction } { $faction-gender ->
        [pl] захватывают
       *[other] захватывает
    } { $region-acc } у { $former_owner-gen }
ww-event-damaged = Объект { $region-v } { $region-loc } повреждён
# $good: производство или снабжение.
ww-event-imported = { $faction } { $faction-gender ->
        [pl] ввозят
       *[other] ввозит
    } торговым флотом 1 ед. { $good-gen }
# $quantity: сколько $good (производства или снабжения); $country: нейтральная страна-продавец.
ww-event-trade_delivered = { $faction } { $faction-gender ->
        [pl] получают
       *[other] получает
    } торговым флотом { $quantity } ед. { $good-gen } из { $country-gen }
# $destination: область, куда отправлены ресурсы.
ww-event-sent = { $faction } { $faction-gender ->
        [pl] отправляют
       *[other] отправляет
    } { $manpower } ЛР, { $production } П и { $supply } С { $destination-v } { $destination-acc }
ww-event-received = { $faction } { $faction-gender ->
        [pl] получают
       *[other] получает
    } { $manpower } ЛР, { $production } П и { $supply } С
# $region: нейтральная область, получающая помощь.
ww-event-aid = { $region }: получена помощь — { $manpower } ЛР, { $production } П и { $supply } С
ww-event-neutral_raised = { $region }: сформирована новая пехотная дивизия
ww-event-eliminated = { $faction } { $faction-gender ->
        [f] выбыла
        [pl] выбыли
       *[m] выбыл
    } из игры

## Журнал: броски кубиков в бою
## $faction: название стреляющей державы (или нейтральной страны); $region:
## где идёт огонь; $dice: выпавшие грани, например «4, 6, 2»; $hits: число попаданий.

ww-fire-interception = Истребители { $faction-gen } перехватывают противника над { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-escort = Истребители сопровождения { $faction-gen } ведут огонь над { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-strike = Бомбардировщики { $faction-gen } наносят удар по войскам { $region-v } { $region-loc }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-sweep = Истребители { $faction-gen } ведут воздушный бой над { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-naval = { $faction } { $faction-gender ->
        [pl] атакуют
       *[other] атакует
    } корабли { $region-v } { $region-loc }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-passing = { $faction } { $faction-gender ->
        [pl] обстреливают
       *[other] обстреливает
    } проходящие корабли { $region-v } { $region-loc }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-zone_battle = Флот { $faction-gen } ведёт бой { $region-v } { $region-loc }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }
ww-fire-bombing = { $faction } { $faction-gender ->
        [pl] бомбят
       *[other] бомбит
    } { $region-acc }: { $dice } — { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    }

## Конец игры
## $winners: победившие державы (одно из названий ww-winners-* ниже, с атрибутом
## .number: sg — одна держава, pl — несколько, none — никто);
## $axis_points, $ussr_points, $allies_points: победные очки каждой державы.

ww-outcome-sudden_death = { $winners-number ->
        [sg] { $winners } удерживает все три столицы и сразу побеждает
        [none] { $winners } не удерживает все три столицы
       *[pl] { $winners } удерживают все три столицы и сразу побеждают
    } (очки: Ось { $axis_points }, СССР { $ussr_points }, Союзники { $allies_points })
ww-outcome-points = { $winners-number ->
        [sg] { $winners } побеждает
        [none] { $winners } не побеждает
       *[pl] { $winners } побеждают
    } по победным очкам: Ось { $axis_points }, СССР { $ussr_points }, Союзники { $allies_points }
ww-outcome-last_standing = { $winners-number ->
        [sg] { $winners } — последняя держава, оставшаяся в игре
        [none] { $winners } не остался в игре
       *[pl] { $winners } — последние державы, оставшиеся в игре
    } (очки: Ось { $axis_points }, СССР { $ussr_points }, Союзники { $allies_points })
ww-winners-axis = Ось
    .number = sg
ww-winners-ussr = СССР
    .number = sg
ww-winners-allies = Союзники
    .number = pl
ww-winners-axis_ussr = Ось и СССР
    .number = pl
ww-winners-axis_allies = Ось и Союзники
    .number = pl
ww-winners-ussr_allies = СССР и Союзники
    .number = pl
ww-winners-axis_ussr_allies = Все три державы
    .number = pl
ww-winners-none = Никто
    .number = none

## Отказы: почему действие недопустимо

# $waiting: the power the game waits for.
# $able: which units can, one of ww-refusal-able-*.
ww-refusal-able-merchant = ресурсы возят и за импортом ходят только торговые флоты
ww-refusal-able-cover = прикрытие дают только истребительные полки
ww-refusal-able-defend = в оборону встают только пехота, танки и бомбардировщики
ww-refusal-able-attack = пехота и танки атакуют сушу, истребители — сухопутные области, бомбардировщики — сушу или море, флот — морские зоны и высадки; торговые флоты не атакуют никогда
ww-refusal-wrong_phase = Это делается в фазе «{ $phase }».
ww-refusal-over_budget = Эта покупка стоит { $cost_mp } ЛР и { $cost_p } П, а у вас осталось { $left_mp } ЛР и { $left_p } П.
ww-refusal-no_units = Купите хотя бы одно подразделение.
ww-refusal-bad_placement = Новые подразделения выставляются в своих областях, а корабли — в морях у своего побережья (и не там, где стоит вражеская эскадра).
ww-refusal-already_done = Вы уже завершили эту фазу.
ww-refusal-not_your_unit = Это подразделение не ваше.
ww-refusal-unit_busy = Это подразделение уже действовало или задействовано в этом ходу: каждое подразделение выполняет одно действие за ход.
ww-refusal-out_of_range = Цель вне радиуса действия: это подразделение достаёт не дальше чем на { $reach ->
        [one] { $reach } шаг
        [few] { $reach } шага
       *[many] { $reach } шагов
    } (соседняя область или морская зона — 1 шаг).
ww-refusal-wrong_unit = Подразделения этого типа так действовать не могут: { $able }.
ww-refusal-bad_target = Это недопустимая цель: атакуют вражеские области и морские зоны, обороняют и перебазируются только в свои области, а перевозка должна везти хотя бы 1 единицу ресурсов.
ww-refusal-nothing_ordered = Против этой цели не назначено подходящих подразделений: сначала назначьте их против неё, затем отдайте приказ.
ww-refusal-need_escort = Для десанта нужна одна эскадра на каждую дивизию, и все они должны идти вместе из моря, прилегающего к области дивизий.
ww-refusal-tanks_under_fire = Под огнём может высаживаться только пехота; танки высаживаются только в своих областях.
ww-refusal-no_supply = Не хватает снабжения.
ww-refusal-no_facility = Здесь нет ни завода, ни нефтепромысла.
ww-refusal-no_ships = Здесь нет вражеских кораблей.
ww-refusal-no_route = Туда нет пути.
ww-refusal-cargo_too_large = Торговый флот перевозит не больше 3 единиц ресурсов.
ww-refusal-not_enough = У вас нет столько в запасах: нужно { $need_mp } ЛР, { $need_p } П и { $need_s } С, а есть { $have_mp } ЛР, { $have_p } П и { $have_s } С.
ww-refusal-not_edge = Импорт должен дойти до края карты в Северной или Южной Атлантике.
ww-refusal-bad_peace = Вы не воюете с этой державой или уже предложили ей мир.
ww-refusal-bad_recipient = Этот получатель не может принимать от вас ресурсы.
ww-refusal-seats = Для «Мировой войны» нужны ровно три стороны: Ось, СССР и Союзники, именно в этом порядке.
ww-refusal-trade_refused = Нейтральная страна отклоняет предложение: ей больше нечего продать, или плата ниже её цены — 2 единицы других ресурсов за единицу товара.
ww-refusal-no_treaty = В этом ходу нет договора с этой нейтральной страной, товары по которому ждут доставки морем: договора нет, его товары идут по суше или уже прибыли в этом ходу.
ww-refusal-not_their_coast = Торговый флот должен идти в морскую зону у побережья нейтральной страны, которая продаёт товары.
# $scenario: запрошенный идентификатор сценария.
ww-refusal-unknown_scenario = Неизвестный сценарий: { $scenario }.

## Короткие надписи на фишках карты (три буквы)
ww-short-infantry = ПЕХ
ww-short-tank = ТНК
ww-short-bomber = БОМ
ww-short-fighter = ИСТ
ww-short-navy = ФЛТ
ww-short-merchant = ТОР

## Diplomacy step, trade terms, loss and sinking orders (WW-G3, WW-G6, WW-G8, WW-G11, WW-G12)
ww-scenario-europe-1939-at-war = Европа, осень 1939: Ось и Союзники воюют с 1-го хода (исторический вариант)
ww-action-offer_trade_terms = Предложить { $country-dat } { $manpower } ЛР, { $production } П, { $supply } С за ход в обмен на { $quantity } ед. { $good-gen } за ход, на { $turns } { $turns ->
        [one] ход
        [few] хода
       *[other] ходов
    }; обязательство: { $pledge }
ww-action-declare_war = Объявить войну: { $faction } (WW-G12)
ww-action-losses_first = Постоянный приказ: где вы выбираете потери, сначала теряются: { $units } (WW-G6, WW-G8)
ww-action-sink_first = Постоянный приказ: ваш флот и бомбардировщики сначала топят: { $ships } (WW-G8)
ww-losses-infantry = пехота
ww-losses-tanks = танки
ww-sink-by_arm = то, во что каждый род войск попадает лучше всего (флот: боевые корабли, бомбардировщики: торговые флоты)
ww-sink-warships = боевые корабли
ww-sink-merchants = торговые флоты
ww-pledge-none = нет
ww-pledge-protection = гарантия защиты
ww-pledge-territory = обещание территории
ww-amount-turns = На сколько ходов
ww-amount-pledge = Обязательство (только слова: автоматическая нейтральная страна его не учитывает, WW-G11)
ww-event-treaty_signed_terms = { $faction } и { $country } заключают договор: { $quantity } ед. { $good-gen } за ход в обмен на { $manpower } ЛР, { $production } П, { $supply } С, на { $turns } { $turns ->
        [one] ход
        [few] хода
       *[other] ходов
    }; обязательство: { $pledge }
ww-event-treaty_expired = Срок договора между { $faction-ins } и { $country-ins } истёк (WW-G11)
ww-event-war_declared = { $attacker } { $attacker-gender ->
        [pl] объявляют
       *[other] объявляет
    } войну: { $defender } (WW-G12)
ww-panel-losses = Сначала теряются, где вы выбираете (WW-G6, WW-G8)
ww-panel-sink = Сначала топят ваш флот и бомбардировщики (WW-G8)
ww-panel-treaty = Договор (WW-G11)
ww-panel-treaty_terms = { $quantity } ед. { $good-gen } за ход: { $country }, за { $manpower } ЛР, { $production } П, { $supply } С; до: { $season } { $year } (ещё { $left }); обязательство: { $pledge }
ww-refusal-bad_terms = Договор действует от одного хода до конца игры, а обязательство — нет, защита или территория (WW-G11).
ww-refusal-bad_war = Объявить войну можно только другой державе, которая ещё в игре и находится с вами в мире (WW-G12).

## Подсказка: что держава у экрана может сделать сейчас и почему (задача 19)

# Тайная закупка нулевого хода. $mp, $p: людские ресурсы (ЛР) и производство (П), которые осталось потратить.
ww-guide-purchase_zero = Нулевой ход: тайно купите свою начальную армию; на закупку осталось { $mp } ЛР и { $p } П. Сухопутные и авиационные подразделения выставляются в своих областях, корабли — в морях у своих берегов; никто не увидит ваших покупок, пока все державы не завершат закупку. Когда закончите, нажмите «{ ww-action-finish_purchase }».
# Тайная закупка хода. $mp, $p: людские ресурсы (ЛР) и производство (П), которые осталось потратить.
ww-guide-purchase = Тайная закупка: потратьте накопленное (осталось { $mp } ЛР и { $p } П) на новые подразделения в своих областях, корабли — в морях у своих берегов. Другие державы не увидят ваших покупок, пока все не завершат закупку. Когда закончите, нажмите «{ ww-action-finish_purchase }».
ww-guide-initiative = Тайно выберите { ww-timing-sooner } или { ww-timing-later }: все выбравшие { ww-timing-sooner } действуют прежде всех выбравших { ww-timing-later }, а среди выбравших одинаково порядок решает бросок к100. До этого вы можете предложить мир, предложить нейтральной стране торговый договор, объявить войну и отдать постоянные приказы для своей обороны; ваш выбор завершает для вас эту фазу.
# Очередь державы в фазе действий. $supply: снабжение (С) в её запасах.
ww-guide-action = Ваши действия: направьте подразделения в атаку на цель, затем начните атаку, бомбардировку, свободную охоту или морскую атаку; можно также перебрасывать подразделения, отправлять торговые флоты и пересылать ресурсы. Каждое подразделение выполняет одно действие за ход, а вступающие в бой расходуют снабжение (у вас { $supply } С). Когда закончите, нажмите «{ ww-action-end_slot }».

## Issue 36: what a region offers a newcomer that is not possible now, and why.
ww-panel-not_now = Сейчас нельзя
ww-not_now-buy = Покупка подразделений здесь
ww-not_now-units = Атака или переброска этими подразделениями
ww-not_now-attack = Атака
ww-value-refused = { $reason } ({ $rule })

## Правила, которые должны выполняться после каждого действия (нарушение — ошибка игры, а не игрока)
ww-invariant-unit_twice = WW-12: у двух частей один номер { $unit }
ww-invariant-unit_number = WW-12: номер части не меньше следующего выдаваемого, { $next }
ww-invariant-base = WW-2: у стороны { $faction } часть { $unit } базируется в регионе { $region }, который не её собственная база
ww-invariant-owned_garrison = WW-6: у региона { $region } есть владелец-сторона, но всё ещё нейтральный гарнизон
ww-invariant-garrison_paid = WW-8: регион { $region } оплатил больше своего гарнизона, чем у него есть
ww-invariant-damaged = WW-30: регион { $region } повреждён, хотя в нём нет ни завода, ни нефтевышки
ww-invariant-wars = WW-G12: список войн называет пару дважды или сторону в войне сама с собой
ww-invariant-pending = WW-G13: у стороны { $faction } есть отложенные покупки вне фазы покупок
ww-invariant-overspent = WW-1: отложенные покупки стороны { $faction } стоят больше её запаса
ww-invariant-eliminated = WW-G15: сторона { $faction } выбыла, но держит регионы или части
ww-invariant-ordered = WW-12: часть { $unit } стороны { $faction } в регионе { $region } получила приказ атаковать вне хода своей стороны
ww-invariant-over = WW-G14: игра окончена без результата или имеет результат и продолжается
ww-invariant-nobody = WW-G3: игра не окончена, но ходить некому

### Королевства Теней: тексты для игроков на русском.
###
### Аргументы-названия ($faction, $owner, $lord, $vassal, $unit, $item,
### $place, $city, $from, $to, $kard, $stage, $why) — это другие сообщения
### этого файла, переданные целиком: текст может использовать их атрибуты
### (падежи и другие формы), напр. { $place-in }, { $faction-gen }. $action
### приходит готовым текстом. Числа ($count, $supplies…) передаются как
### числа, поэтому селекторы множественного числа работают (one, few, many).
### Идентификаторы правил (SR-…) не переводятся.
###
### Атрибуты названий в этом файле:
### - королевства и нейтральные силы (sr-faction-*): .gen, .dat, .acc, .ins, .loc;
### - карды (sr-kard-*): .gen, .dat, .acc, .ins, .loc;
### - места (sr-region-*): .gen, .acc, .loc и готовые обороты с предлогом:
###   .in («в Кердурине», «на Холмах племён»), .to («в Кердурин»), .from
###   («из Кердурина», «с Холмов племён»). У каждого места должны быть .gen,
###   .acc, .in, .to и .from;
### - подразделения (sr-unit-*): .gen, .dat, .acc и .gender (m, f, n или pl)
###   для согласования глагола; они должны быть у каждого подразделения;
### - причины (sr-why-*): .spent («за что» платит королевство) и .gained
###   («откуда» получает), оба с предлогом; у каждой причины должны быть оба.
###
### Кард — титул правителя королевства: кард, карда, карду, кардом.

## Игра

sr-name = Королевства Теней
sr-scenario-shadow-realms = Королевства Теней: пять королевств, великаны и пираты (2–5 игроков)

# Краткие правила с их идентификаторами (абзацы разделены пустыми строками)
sr-summary =
    Пять королевств, каждое из которых носит имя своей столицы и возглавляется своим кардом, шестнадцать раундов сражаются за города Королевств Теней. Побеждает влияние: в конце раунда побеждает королевство, у которого не меньше 25 очков влияния, которое всё ещё удерживает свою столицу, чей правитель на свободе и которое не служит никакому сюзерену; после 16-го раунда побеждает то, у кого их больше всего (SR-G7, SR-27).

    ## Раунд (SR-G3)
    - В нечётных раундах, начиная с третьего, великаны нападают на город, на который укажет кубик (1 Кердурин, 2 Минеур, 3 Хайльброн, 4 Ломен, 5 Ротстайн, 6 Мальмо); нейтральные города они не трогают (SR-29—SR-31). В чётных раундах, начиная с четвёртого, пираты грабят Остиус (SR-36).
    - Фаза снабжения: 2 припаса за каждый город и 1 за удержание собственной столицы; 1 очко влияния за каждый город; вассалы платят дань — не больше половины числа своих городов (SR-G4, SR-G5, SR-44).
    - Затем ход каждого королевства, а очерёдность каждый раунд сдвигается на одно место: выкуп карда, восстание, набор войск, затем движение, осады, штурмы и битвы (SR-G3).

    ## Движение (SR-6—SR-12, SR-G10)
    - Шаг до 5 подразделений стоит 1 припас, а каждые следующие 5 подразделений — ещё 1; болота и земли диких племён стоят вдвое дороже; в Страну великанов и Непроходимые топи входить нельзя никогда (SR-6, SR-8, SR-9).
    - Выход из города — это шаг; вход в собственный город из его окрестностей бесплатен. По морю платят только корабли; корабль перевозит 2 подразделения (SR-2, SR-7, SR-10).
    - Каждое подразделение делает не больше 3 шагов за ход. Вход на территорию, где стоит вражеская армия, останавливает вас, и битва происходит ещё до конца вашего хода; одновременно могут войти армии с двух территорий (SR-12, SR-G10).

    ## Осады и штурмы (SR-13—SR-18, SR-G11)
    - Осаду начинают из окрестностей города (1 припас), когда ваша армия вместе с кардом сильнее гарнизона, его карда и стен: укреплённые города удваивают силу защитников (SR-5, SR-13).
    - Штурмуют в один из следующих ходов (1 припас); катапульты считаются за 3. Защитники, разбитые за стенами, отступают в крепость, и город держится; следующий штурм стен уже не встретит. Каждый год осады, начиная со второго, убивает одного защитника; осаждающие, которые слабее обороны, должны снять осаду (SR-14—SR-17, SR-G11).
    - Другая армия может атаковать осаждающих вместе с гарнизоном, но без его стен (SR-18).

    ## Битва (SR-19—SR-23)
    - Каждая сторона наносит столько потерь, сколько составляет (сила подразделений + кард + стены + бросок кубика) ÷ 4 с округлением вниз. Обе стороны несут потери одновременно, затем побеждает бо́льшая оставшаяся сила; ничья — в пользу защитника (SR-19—SR-21).
    - Проигравший отступает; если отступать некуда, он попадает в плен. Пленные подразделения выкупаются по 1 припасу за каждое согласно постоянному приказу; пленный кард — за 5 припасов и 5 очков влияния в начале вашего хода (SR-22—SR-26).
    - Владельцы выбирают: куда отступает разбитое войско (в собственный город на этой земле или на соседнюю землю без врагов), куда идут выкупленные подразделения и кард, когда столица не может их принять, а постоянным приказом — какие роды подразделений терять первыми в бою и при осаде (SR-G9, SR-15).

    ## Вассалы (SR-40—SR-45)
    - Удерживайте столицу королевства, пока его кард в плену, и оно станет вашим вассалом: его правитель возвращается с 3 отрядами, а королевство платит вам дань. Вассал, у которого больше городов, чем у его сюзерена, может восстать (SR-40—SR-44).

## Королевства, их карды, нейтральные силы
## Падежи: .gen, .dat, .acc, .ins, .loc.

sr-faction-kerdurin = Кердурин
    .gen = Кердурина
    .dat = Кердурину
    .acc = Кердурин
    .ins = Кердурином
    .loc = Кердурине
sr-faction-heilbron = Хайльброн
    .gen = Хайльброна
    .dat = Хайльброну
    .acc = Хайльброн
    .ins = Хайльброном
    .loc = Хайльброне
sr-faction-rudern = Рудерн
    .gen = Рудерна
    .dat = Рудерну
    .acc = Рудерн
    .ins = Рудерном
    .loc = Рудерне
sr-faction-lake_city = Озёрный Город
    .gen = Озёрного Города
    .dat = Озёрному Городу
    .acc = Озёрный Город
    .ins = Озёрным Городом
    .loc = Озёрном Городе
sr-faction-malmo = Мальмо
    .gen = Мальмо
    .dat = Мальмо
    .acc = Мальмо
    .ins = Мальмо
    .loc = Мальмо
sr-faction-neutral = нейтральные силы
    .gen = нейтральных сил
    .dat = нейтральным силам
    .acc = нейтральные силы
    .ins = нейтральными силами
    .loc = нейтральных силах
sr-kard-robert = Роберт
    .gen = Роберта
    .dat = Роберту
    .acc = Роберта
    .ins = Робертом
    .loc = Роберте
sr-kard-rim = Рим
    .gen = Рима
    .dat = Риму
    .acc = Рима
    .ins = Римом
    .loc = Риме
sr-kard-kalame = Каламе
    .gen = Каламе
    .dat = Каламе
    .acc = Каламе
    .ins = Каламе
    .loc = Каламе
sr-kard-petros = Петрос
    .gen = Петроса
    .dat = Петросу
    .acc = Петроса
    .ins = Петросом
    .loc = Петросе
sr-kard-jaromir = Яромир
    .gen = Яромира
    .dat = Яромиру
    .acc = Яромира
    .ins = Яромиром
    .loc = Яромире

## Места: открытые земли краёв, моря, города
## Падежи (.gen, .acc, .loc) и обороты с предлогом: .in (где?), .to (куда?),
## .from (откуда?).

sr-region-giants_land = Страна великанов
    .gen = Страны великанов
    .acc = Страну великанов
    .loc = Стране великанов
    .in = в Стране великанов
    .to = в Страну великанов
    .from = из Страны великанов
sr-region-kerdurin = Владения Кердурина
    .gen = Владений Кердурина
    .acc = Владения Кердурина
    .loc = Владениях Кердурина
    .in = во Владениях Кердурина
    .to = во Владения Кердурина
    .from = из Владений Кердурина
sr-region-mineur = Владения Минеура
    .gen = Владений Минеура
    .acc = Владения Минеура
    .loc = Владениях Минеура
    .in = во Владениях Минеура
    .to = во Владения Минеура
    .from = из Владений Минеура
sr-region-heilbron = Владения Хайльброна
    .gen = Владений Хайльброна
    .acc = Владения Хайльброна
    .loc = Владениях Хайльброна
    .in = во Владениях Хайльброна
    .to = во Владения Хайльброна
    .from = из Владений Хайльброна
sr-region-wild_hills = Холмы племён
    .gen = Холмов племён
    .acc = Холмы племён
    .loc = Холмах племён
    .in = на Холмах племён
    .to = на Холмы племён
    .from = с Холмов племён
sr-region-lomen = Владения Ломена
    .gen = Владений Ломена
    .acc = Владения Ломена
    .loc = Владениях Ломена
    .in = во Владениях Ломена
    .to = во Владения Ломена
    .from = из Владений Ломена
sr-region-rotstain = Владения Ротстайна
    .gen = Владений Ротстайна
    .acc = Владения Ротстайна
    .loc = Владениях Ротстайна
    .in = во Владениях Ротстайна
    .to = во Владения Ротстайна
    .from = из Владений Ротстайна
sr-region-rudern = Владения Рудерна
    .gen = Владений Рудерна
    .acc = Владения Рудерна
    .loc = Владениях Рудерна
    .in = во Владениях Рудерна
    .to = во Владения Рудерна
    .from = из Владений Рудерна
sr-region-lake_city = Владения Озёрного Города
    .gen = Владений Озёрного Города
    .acc = Владения Озёрного Города
    .loc = Владениях Озёрного Города
    .in = во Владениях Озёрного Города
    .to = во Владения Озёрного Города
    .from = из Владений Озёрного Города
sr-region-shadow_lands = Земли Теней
    .gen = Земель Теней
    .acc = Земли Теней
    .loc = Землях Теней
    .in = в Землях Теней
    .to = в Земли Теней
    .from = из Земель Теней
sr-region-malmo = Владения Мальмо
    .gen = Владений Мальмо
    .acc = Владения Мальмо
    .loc = Владениях Мальмо
    .in = во Владениях Мальмо
    .to = во Владения Мальмо
    .from = из Владений Мальмо
sr-region-wild_forest = Лес племён
    .gen = Леса племён
    .acc = Лес племён
    .loc = Лесе племён
    .in = в Лесу племён
    .to = в Лес племён
    .from = из Леса племён
sr-region-heran = Владения Херана
    .gen = Владений Херана
    .acc = Владения Херана
    .loc = Владениях Херана
    .in = во Владениях Херана
    .to = во Владения Херана
    .from = из Владений Херана
sr-region-zlatka = Владения Златки
    .gen = Владений Златки
    .acc = Владения Златки
    .loc = Владениях Златки
    .in = во Владениях Златки
    .to = во Владения Златки
    .from = из Владений Златки
sr-region-impassable_swamps = Непроходимые топи
    .gen = Непроходимых топей
    .acc = Непроходимые топи
    .loc = Непроходимых топях
    .in = в Непроходимых топях
    .to = в Непроходимые топи
    .from = из Непроходимых топей
sr-region-ostius = Владения Остиуса
    .gen = Владений Остиуса
    .acc = Владения Остиуса
    .loc = Владениях Остиуса
    .in = во Владениях Остиуса
    .to = во Владения Остиуса
    .from = из Владений Остиуса
sr-region-baria = Топи Барии
    .gen = Топей Барии
    .acc = Топи Барии
    .loc = Топях Барии
    .in = в Топях Барии
    .to = в Топи Барии
    .from = из Топей Барии
sr-region-west_sea = Западное море
    .gen = Западного моря
    .acc = Западное море
    .loc = Западном море
    .in = в Западном море
    .to = в Западное море
    .from = из Западного моря
sr-region-south_sea = Южное море
    .gen = Южного моря
    .acc = Южное море
    .loc = Южном море
    .in = в Южном море
    .to = в Южное море
    .from = из Южного моря
sr-region-city_kerdurin = Кердурин
    .gen = Кердурина
    .acc = Кердурин
    .loc = Кердурине
    .in = в Кердурине
    .to = в Кердурин
    .from = из Кердурина
sr-region-city_mineur = Минеур
    .gen = Минеура
    .acc = Минеур
    .loc = Минеуре
    .in = в Минеуре
    .to = в Минеур
    .from = из Минеура
sr-region-city_heilbron = Хайльброн
    .gen = Хайльброна
    .acc = Хайльброн
    .loc = Хайльброне
    .in = в Хайльброне
    .to = в Хайльброн
    .from = из Хайльброна
sr-region-city_lomen = Ломен
    .gen = Ломена
    .acc = Ломен
    .loc = Ломене
    .in = в Ломене
    .to = в Ломен
    .from = из Ломена
sr-region-city_rotstain = Ротстайн
    .gen = Ротстайна
    .acc = Ротстайн
    .loc = Ротстайне
    .in = в Ротстайне
    .to = в Ротстайн
    .from = из Ротстайна
sr-region-city_rudern = Рудерн
    .gen = Рудерна
    .acc = Рудерн
    .loc = Рудерне
    .in = в Рудерне
    .to = в Рудерн
    .from = из Рудерна
sr-region-city_lake_city = Озёрный Город
    .gen = Озёрного Города
    .acc = Озёрный Город
    .loc = Озёрном Городе
    .in = в Озёрном Городе
    .to = в Озёрный Город
    .from = из Озёрного Города
sr-region-city_malmo = Мальмо
    .gen = Мальмо
    .acc = Мальмо
    .loc = Мальмо
    .in = в Мальмо
    .to = в Мальмо
    .from = из Мальмо
sr-region-city_heran = Херан
    .gen = Херана
    .acc = Херан
    .loc = Херане
    .in = в Херане
    .to = в Херан
    .from = из Херана
sr-region-city_zlatka = Златка
    .gen = Златки
    .acc = Златку
    .loc = Златке
    .in = в Златке
    .to = в Златку
    .from = из Златки
sr-region-city_ostius = Остиус
    .gen = Остиуса
    .acc = Остиус
    .loc = Остиусе
    .in = в Остиусе
    .to = в Остиус
    .from = из Остиуса
sr-region-city_baria = Бария
    .gen = Барии
    .acc = Барию
    .loc = Барии
    .in = в Барии
    .to = в Барию
    .from = из Барии
sr-region-unknown = неизвестное место
    .gen = неизвестного места
    .acc = неизвестное место
    .loc = неизвестном месте
    .in = в неизвестном месте
    .to = в неизвестное место
    .from = из неизвестного места

## Подразделения и набор
## Падежи (.gen, .dat, .acc) и род (.gender: m, f, n или pl).

sr-unit-troop = отряд
    .gen = отряда
    .dat = отряду
    .acc = отряд
    .gender = m
sr-unit-fanatic = фанатик
    .gen = фанатика
    .dat = фанатику
    .acc = фанатика
    .gender = m
sr-unit-shadow = тень
    .gen = тени
    .dat = тени
    .acc = тень
    .gender = f
sr-unit-catapult = катапульта
    .gen = катапульты
    .dat = катапульте
    .acc = катапульту
    .gender = f
sr-unit-ship = корабль
    .gen = корабля
    .dat = кораблю
    .acc = корабль
    .gender = m
sr-unit-ruler = правитель
    .gen = правителя
    .dat = правителю
    .acc = правителя
    .gender = m
sr-unit-unknown = подразделение
    .gen = подразделения
    .dat = подразделению
    .acc = подразделение
    .gender = n
# Фишки: короткая надпись на каждой.
sr-counter-troop = ОТР
sr-counter-fanatic = ФАН
sr-counter-shadow = ТЕНЬ
sr-counter-catapult = КАТ
sr-counter-ship = КОР
sr-counter-ruler = КАРД
# $count: сколько; $unit: что; $owner: чьё; $swords: у скольких из них огненный меч.
sr-counter-title = { $count } × { $unit } { $owner-gen }{ $swords ->
        [0] {""}
       *[other] , с огненным мечом: { $swords }
    }
sr-item-troop = отряд
sr-item-ship = корабль
sr-item-catapult = катапульта
sr-item-sword = огненный меч
sr-item-fanatic = фанатик
sr-item-shadow = тень

## Ход

# $round: раунд; $last: последний раунд; $faction: чей ход; $stage: этап хода.
sr-turn-label = Раунд { $round } из { $last }: { $faction }, { $stage }
sr-turn-over = Раунд { $round }: игра окончена
sr-stage-start = выкуп и восстание
sr-stage-recruit = набор войск
sr-stage-campaign = поход

## Действия

sr-action-ransom_kard = Выкупить { $kard-acc }: 5 припасов и до 5 очков влияния (SR-24)
sr-action-revolt = Восстать против { $lord-gen } (SR-43)
# $count: сколько; $item: что; $place: где.
sr-action-recruit = Набор { $place-in }: { $count } × { $item }
# $count: перемещаемые подразделения.
sr-action-move = Переместить { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    } { $from-from } { $to-to }
# $swords: огненные мечи, которые несут перемещаемые подразделения (SR-G8).
sr-action-move_swords = Переместить { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    }, из них { $swords } с { $swords ->
        [one] огненным мечом
        [few] огненными мечами
       *[many] огненными мечами
    }, { $from-from } { $to-to }
sr-action-besiege = Осадить { $city-acc } (SR-13)
sr-action-storm = Штурмовать { $city-acc } (SR-17)
sr-action-sortie = Вылазка { $city-from } против осаждающих (SR-G15)
sr-action-attack = Дать бой { $place-in } (SR-21)
sr-action-keep = Постоянный приказ: выкупать пленных, сохраняя { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    } (SR-23)
sr-action-tribute_on = Постоянный приказ: требовать дань со своих вассалов (SR-44)
sr-action-tribute_off = Постоянный приказ: не требовать дани (SR-44)
sr-action-end_turn = Завершить ход
# $cost: припасы за единицу.
sr-choice-recruit = Набор { $place-in }: { $item }, { $cost ->
        [one] { $cost } припас
        [few] { $cost } припаса
       *[many] { $cost } припасов
    } за единицу (SR-G6)
sr-choice-move = Поход { $from-from } { $to-to }: 1 припас за каждые 5 подразделений (SR-6)
sr-choice-march_double = Поход { $from-from } { $to-to }: 2 припаса за каждые 5 подразделений на болотах и в землях диких племён (SR-6, SR-8)
sr-choice-leave = Выход { $from-from } { $to-to }: 1 припас за каждые 5 подразделений (SR-6, SR-7)
sr-choice-enter = Вход { $to-to } { $from-from }: бесплатно (SR-7)
sr-choice-sail = Плавание { $from-from } { $to-to }: 1 припас за каждые 5 кораблей, каждый корабль перевозит 2 подразделения (SR-2, SR-10)
sr-choice-land = Высадка { $from-from } { $to-to }: корабли платят 1 припас за каждые 5 (SR-10)
sr-choice-keep = Постоянный приказ: припасы, сохраняемые при выкупе пленных (SR-23)
# $ours, $theirs: силы, которые сравнивает SR-13.
sr-choice-besiege = Осадить { $city-acc }: { $ours } против { $theirs } (SR-13)
# $action: действие; $percent: точный шанс на победу.
sr-choice-odds = { $action } — точный шанс на победу: { $percent } %
sr-amount-count = Сколько
sr-amount-keep = Сохраняемые припасы
sr-amount-troop = Отряды
sr-amount-fanatic = Фанатики
sr-amount-shadow = Тени
sr-amount-catapult = Катапульты
sr-amount-ship = Корабли
sr-amount-ruler = Кард
sr-amount-swords = из них с огненными мечами

## Журнал

sr-event-round = Начинается раунд { $round }
sr-event-turn = Ход { $faction-gen }
sr-event-stage = { $stage }
# $supplies, $influence: количества; $why: за что (.spent) или откуда (.gained).
sr-event-spent = { $faction } платит { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    }{ $influence ->
        [0] {""}
       *[other] {" "}и { $influence } { $influence ->
            [one] очко влияния
            [few] очка влияния
           *[many] очков влияния
        }
    } { $why-spent }
sr-event-gained = { $faction } получает { $supplies ->
        [0] {""}
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    }{ $supplies ->
        [0] {""}
       *[other] { $influence ->
            [0] {""}
           *[other] {" "}и{" "}
        }
    }{ $influence ->
        [0] {""}
        [one] { $influence } очко влияния
        [few] { $influence } очка влияния
       *[many] { $influence } очков влияния
    } { $why-gained }
sr-why-move = движение (SR-6)
    .spent = за движение (SR-6)
    .gained = от движения (SR-6)
sr-why-siege = осада (SR-13)
    .spent = за осаду (SR-13)
    .gained = от осады (SR-13)
sr-why-storm = штурм (SR-17)
    .spent = за штурм (SR-17)
    .gained = от штурма (SR-17)
sr-why-sortie = вылазка (SR-G15)
    .spent = за вылазку (SR-G15)
    .gained = от вылазки (SR-G15)
sr-why-recruit = набор войск (SR-G6)
    .spent = за набор войск (SR-G6)
    .gained = от набора войск (SR-G6)
sr-why-ransom = выкуп пленных (SR-23)
    .spent = за выкуп пленных (SR-23)
    .gained = от выкупа пленных (SR-23)
sr-why-ransom_received = выкуп за пленных (SR-23)
    .spent = в качестве выкупа за пленных (SR-23)
    .gained = в качестве выкупа за пленных (SR-23)
sr-why-kard_ransom = выкуп карда (SR-24, SR-26)
    .spent = за выкуп карда (SR-24, SR-26)
    .gained = от выкупа карда (SR-24, SR-26)
sr-why-kard_ransom_received = выкуп за карда (SR-25)
    .spent = в качестве выкупа за карда (SR-25)
    .gained = в качестве выкупа за карда (SR-25)
sr-why-income = свои города (SR-G4, SR-G5)
    .spent = за свои города (SR-G4, SR-G5)
    .gained = со своих городов (SR-G4, SR-G5)
sr-why-tribute = дань сюзерену (SR-44)
    .spent = в качестве дани сюзерену (SR-44)
    .gained = с дани сюзерену (SR-44)
sr-why-tribute_received = дань от вассала (SR-44)
    .spent = в качестве дани от вассала (SR-44)
    .gained = в качестве дани от вассала (SR-44)
sr-why-giants = победа над великанами (SR-35)
    .spent = за победу над великанами (SR-35)
    .gained = за победу над великанами (SR-35)
# $store: оставшиеся припасы.
sr-event-store = { $city } откладывает { $store ->
        [one] { $store } припас
        [few] { $store } припаса
       *[many] { $store } припасов
    } на следующие отряды (SR-G6)
sr-event-raised = Набрано { $place-in }: { $count } × { $item }
sr-event-placed = Новое подразделение { $owner-gen } { $place-in }: { $unit }
sr-event-moved = { $owner }: { $count ->
        [one] { $count } подразделение переходит
        [few] { $count } подразделения переходят
       *[many] { $count } подразделений переходят
    } { $from-from } { $to-to }
sr-event-moved_stop = { $owner }: { $count ->
        [one] { $count } подразделение переходит
        [few] { $count } подразделения переходят
       *[many] { $count } подразделений переходят
    } { $from-from } { $to-to } и { $count ->
        [one] останавливается
        [few] останавливаются
       *[many] останавливаются
    } там (SR-G10)
sr-event-lost_battle = Битва { $place-in } уносит { $unit-acc } { $owner-gen }
sr-event-lost_captured = В плен { $place-in } { $unit-gender ->
        [pl] попадают
       *[other] попадает
    } { $unit } { $owner-gen }, без выкупа (SR-23)
sr-event-lost_attrition = Осада { $place-gen } уносит { $unit-acc } { $owner-gen } (SR-15)
sr-event-lost_overrun = Падение { $place-gen } уносит { $unit-acc } { $owner-gen } (SR-34, SR-39)
sr-event-lost_drowned = { $unit-gender ->
        [pl] Тонут
       *[other] Тонет
    } { $unit } { $owner-gen } вместе с кораблями, которые { $unit-gender ->
        [pl] их
        [f] её
       *[other] его
    } везли, у берегов { $place-gen } (SR-G10)
sr-event-ransomed = { $count ->
        [one] { $count } выкупленное подразделение возвращается
        [few] { $count } выкупленных подразделения возвращаются
       *[many] { $count } выкупленных подразделений возвращаются
    } { $place-to } (SR-23)
sr-event-unit_taken = Смена стороны { $place-in }: { $unit } { $unit-gender ->
        [pl] переходят
       *[other] переходит
    } на сторону { $owner-gen } (SR-14)
sr-event-sword = Огненный меч { $place-in } достаётся { $unit-dat } (SR-G8)
sr-event-sword_dropped = Огненный меч выпадает из рук { $unit-gen } { $place-in } (SR-G8)
sr-event-engaged = Вражеская армия стоит { $place-in }: будет битва (SR-G10)
sr-event-engagement_over = Битва { $place-in } окончена
sr-event-siege_begun = { $faction } начинает осаду { $city-gen } (SR-13)
sr-event-siege_broken = Осада { $city-gen } прорвана: осаждающие слабее обороны (SR-14)
sr-event-siege_relieved = Осада { $city-gen } снята: осаждающие разбиты (SR-18)
sr-event-siege_taken = Осада { $city-gen } окончена: город взят (SR-16)
sr-event-siege_giants = Осада { $city-gen } окончена: город захватили великаны (SR-G15)
sr-event-siege_left = Осада { $city-gen } окончена: осаждающие ушли
sr-event-stormed = Начинается штурм { $city-gen } (SR-17)
sr-event-walls_lost = Защитники { $city-gen } отступают в крепость: город держится, но теряет стены (SR-G11)
sr-event-walls_restored = Штурм крепости { $city-gen } провалился: у города снова есть стены (SR-G11)
sr-event-city_taken = { $city } теперь принадлежит { $owner-dat }
sr-battle-field = Битва { $place-in }
sr-battle-relief = Снятие осады { $place-gen }: гарнизон сражается бок о бок с подмогой, без своих стен (SR-18)
sr-battle-storm = Штурм { $place-gen } (SR-17)
sr-battle-fortress = Штурм крепости { $place-gen }: без стен (SR-G11)
sr-battle-sortie = Вылазка { $place-from }: гарнизон сражается без своих стен (SR-G15)
sr-battle-naval = Морская битва { $place-in }: сражаются только корабли (SR-G10)
# Расчёт стороны: $bs сила подразделений; $kard её кард; $walls оборона города; $strength сумма; $die кубик; $value нанесённые потери.
sr-event-attacker = Атакующий ({ $owner }): подразделения { $bs } + кард { $kard } = { $strength }; кубик { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] нанесённая потеря
        [few] нанесённые потери
       *[many] нанесённых потерь
    } (SR-19)
sr-event-defender = Защитник ({ $owner }): подразделения { $bs } + кард { $kard } + стены { $walls } = { $strength }; кубик { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] нанесённая потеря
        [few] нанесённые потери
       *[many] нанесённых потерь
    } (SR-20)
# $attacker, $defender: оставшиеся силы.
sr-event-attacker_wins = Оставшаяся сила { $attacker } против { $defender }: побеждает атакующий (SR-21)
sr-event-defender_wins = Оставшаяся сила { $attacker } против { $defender }: защитник устоял (SR-21: ничья — в пользу защитника)
sr-event-giants_come = Идут великаны: на кубике { $die }, они нападают на { $city-acc } (SR-29, SR-30)
sr-event-giants_spare = На кубике великанов { $die }: { $city } принадлежит нейтральным силам, поэтому в этом раунде великаны не приходят (SR-31)
# Бой с великаном: великан (5) бросает $giant_die и наносит $giant_hits; защитники ($bs) бросают $die и наносят $hits; остаётся $giant_left и $left.
sr-event-giant_wins = Великан (5, кубик { $giant_die }) наносит { $giant_hits }; защитники ({ $bs }, кубик { $die }) наносят { $hits }; остаётся { $giant_left } против { $left }: великан захватывает { $city-acc }, и город переходит к нейтральным силам с двумя нейтральными отрядами (SR-33, SR-34)
sr-event-giant_loses = Великан (5, кубик { $giant_die }) наносит { $giant_hits }; защитники ({ $bs }, кубик { $die }) наносят { $hits }; остаётся { $giant_left } против { $left }: { $city } отбивает нападение, великан уходит (SR-33, SR-35)
# Набег пиратов: их сила, сила гарнизона Остиуса и стены, потери и оставшиеся силы.
sr-event-pirates_take = Пираты ({ $strength }) нападают на Остиус ({ $bs } + стены { $walls }): наносят { $pirate_hits }, получают { $hits }; остаётся { $pirates_left } против { $left }: Остиус переходит в руки пиратов (SR-37—SR-39)
sr-event-pirates_beaten = Пираты ({ $strength }) нападают на Остиус ({ $bs } + стены { $walls }): наносят { $pirate_hits }, получают { $hits }; остаётся { $pirates_left } против { $left }: Остиус отбивает набег (SR-37—SR-39)
sr-event-no_raid = Остиус принадлежит нейтральным силам: в этом раунде пираты не нападают (SR-G14)
sr-event-kard_captured = { $kard } попадает в плен к { $owner-dat } { $place-in } (SR-22, SR-23)
sr-event-kard_freed = { $kard } снова на свободе
sr-event-vassal = { $vassal } становится вассалом { $lord-gen } (SR-40, SR-41)
sr-event-revolted = { $vassal } восстаёт и выходит из-под власти своего сюзерена (SR-43)
# $keep: припасы, сохраняемые при выкупе.
sr-event-orders = Приказы { $faction-gen }: выкупать пленных, сохраняя { $keep ->
        [one] { $keep } припас
        [few] { $keep } припаса
       *[many] { $keep } припасов
    }; дань не требовать
sr-event-orders_tribute = Приказы { $faction-gen }: выкупать пленных, сохраняя { $keep ->
        [one] { $keep } припас
        [few] { $keep } припаса
       *[many] { $keep } припасов
    }; требовать дань с вассалов

## Конец игры

sr-outcome-won = { $faction } побеждает в раунде { $round }, имея { $influence ->
        [one] { $influence } очко влияния
        [few] { $influence } очка влияния
       *[many] { $influence } очков влияния
    } (SR-G7)
sr-outcome-shared = { $count ->
        [one] { $count } королевство делит
        [few] { $count } королевства делят
       *[many] { $count } королевств делят
    } победу в раунде { $round } (SR-G7)
sr-outcome-draw = Ни одно королевство не может победить: ничья в раунде { $round } (SR-G7, SR-27)

## Обозначения на карте

sr-mark-walls = Укреплённый город, его защитники считаются вдвойне (SR-5)
sr-mark-fortress = Защитники удерживают крепость, стены потеряны (SR-G11)
sr-mark-open = Открытый город (SR-4)
sr-mark-capital = Столица (SR-G2)
sr-mark-siege = Осада: { $faction } (SR-13)

## Панели

sr-panel-number = { $number }
sr-panel-percent = { $percent } %
sr-panel-game = Игра
sr-panel-round = Раунд
sr-panel-of = { $round } из { $last }
sr-panel-acting = Сейчас ходит
sr-panel-next_giants = Следующий приход великанов (SR-29)
sr-panel-next_pirates = Следующий набег пиратов (SR-36)
sr-panel-never = не раньше конца игры
sr-panel-supplies = Припасы
sr-panel-influence = Очки влияния (25 — победа, SR-G7)
sr-panel-cities = Города
sr-panel-income = Каждая фаза снабжения (SR-G4, SR-G5)
sr-panel-income_value = { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    } и { $influence ->
        [one] { $influence } очко влияния
        [few] { $influence } очка влияния
       *[many] { $influence } очков влияния
    } с { $cities } { $cities ->
        [one] города
        [few] городов
       *[many] городов
    }
sr-panel-kard = Кард
sr-panel-kard_free = { $kard }, на свободе
sr-panel-kard_captive = { $kard }, в плену у { $owner-gen } { $place-in }: выкупите его в начале своего хода (SR-24)
sr-panel-kard_gone = нет
sr-panel-lord = Сюзерен (SR-42)
sr-panel-tribute_owed = Причитающаяся дань (SR-44)
sr-panel-vassal = Вассал
sr-panel-keep = Припасы, сохраняемые при выкупе (SR-23)
sr-panel-tribute = Требовать дань (SR-44)
sr-panel-revolt = Может восстать (SR-43)
sr-panel-yes = да
sr-panel-no = нет
sr-panel-realms = Королевства
sr-panel-standing = { $influence ->
        [one] { $influence } очко влияния
        [few] { $influence } очка влияния
       *[many] { $influence } очков влияния
    }, { $cities ->
        [one] { $cities } город
        [few] { $cities } города
       *[many] { $cities } городов
    }
sr-panel-standing_ineligible = { $influence ->
        [one] { $influence } очко влияния
        [few] { $influence } очка влияния
       *[many] { $influence } очков влияния
    }, { $cities ->
        [one] { $cities } город
        [few] { $cities } города
       *[many] { $cities } городов
    }: сейчас не может победить (SR-27, SR-G7)
sr-panel-owner = Владелец
sr-panel-city = Город
sr-panel-fortified = укреплённый: защитники считаются вдвойне (SR-5)
sr-panel-open = открытый (SR-4)
sr-panel-defence = Оборона (SR-13)
sr-panel-defence_value = подразделения { $bs } + кард { $kard } + стены { $walls } = { $strength }
sr-panel-siege = Осада
sr-panel-siege_value = осаждает { $faction } с раунда { $round }, год осады: { $year } (SR-15)
sr-panel-port = Порт
sr-panel-terrain = Местность
sr-panel-double_cost = вход стоит вдвое дороже (SR-8)
sr-panel-impassable = непроходимая (SR-9)
sr-panel-army = Армия { $owner-gen }
sr-panel-army_value = { $units } { $units ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    }: сила { $bs } + кард { $kard }
sr-panel-odds = Точные шансы битвы (SR-19—SR-21)
sr-panel-odds_strength = Сила
sr-panel-odds_pair = { $ours } против { $theirs }
sr-panel-odds_win = Шанс на победу
sr-panel-odds_losses = Ваши ожидаемые потери
sr-panel-odds_kills = Ожидаемые потери врага

## Отказы ($rule: идентификатор правила)

sr-refusal-game_over = Игра окончена.
sr-refusal-not_your_turn = Сейчас не ваш ход.
# $waiting: королевство, которое сейчас ходит.
sr-refusal-waiting_for = Сейчас не ваш ход: ходит { $waiting }.
# $stage: этап, к которому это относится (sr-stage-*).
sr-refusal-wrong_stage = Это относится к этапу «{ $stage }», который в этом ходу уже прошёл: в ходе сначала выкуп и восстание, потом набор войск, а затем поход ({ $rule }).
sr-refusal-no_ransom = Ваш кард не в плену, так что выкупать некого ({ $rule }).
# $cost: цена выкупа; $have: ваши припасы.
sr-refusal-ransom_cost = Выкуп стоит { $cost ->
        [one] { $cost } припас
        [few] { $cost } припаса
       *[many] { $cost } припасов
    }, а у вас { $have } ({ $rule }).
sr-refusal-no_city_for_kard = У вас нет ни одного города, куда мог бы вернуться ваш кард ({ $rule }).
sr-refusal-no_revolt = Восстать может только вассал, у которого больше городов, чем у его сюзерена ({ $rule }).
sr-refusal-bad_recruit_place = Подразделения набирают в собственном городе, который не в осаде, корабли — в порту, фанатиков и теней — в Землях Теней, пока вы их удерживаете ({ $rule }).
sr-refusal-too_many_items = Город набирает не больше 2 единиц за ход ({ $rule }).
sr-refusal-no_carrier = Огненному мечу нужен отряд, фанатик или тень без меча ({ $rule }).
# $cost: цена; $have: ваши припасы.
sr-refusal-no_supplies = Это стоит { $cost ->
        [one] { $cost } припас
        [few] { $cost } припаса
       *[many] { $cost } припасов
    }, а у вас { $have } ({ $rule }).
sr-refusal-not_a_step = Это не один шаг ({ $rule }).
sr-refusal-impassable = На эту землю нельзя войти ({ $rule }).
sr-refusal-no_such_units = В армии нет таких подразделений с оставшимися шагами ({ $rule }).
sr-refusal-ships_only = Плавают только корабли, а армия выходит в море из портового города ({ $rule }).
# $need: сколько нужно кораблей; $ships: сколько их там у вас.
sr-refusal-too_few_ships = Слишком мало кораблей: каждый перевозит 2 подразделения, так что нужно { $need ->
        [one] { $need } корабль
        [few] { $need } корабля
       *[many] { $need } кораблей
    }, а у вас там { $ships } ({ $rule }).
sr-refusal-hostile_city = В город другого королевства можно войти только штурмом ({ $rule }).
sr-refusal-besieged = Осаждённый город нельзя ни покинуть, ни войти в него ({ $rule }).
sr-refusal-lords_city = Вассал и его сюзерен никогда не входят в города друг друга ({ $rule }).
sr-refusal-third_source = Одновременно могут войти армии не более чем с двух территорий ({ $rule }).
sr-refusal-battle_pending = Сначала должна состояться битва там, куда вошли ваши армии ({ $rule }).
sr-refusal-no_battle = Там не с кем сражаться ({ $rule }).
sr-refusal-not_in_field = Ваша армия должна стоять в окрестностях города ({ $rule }).
sr-refusal-too_weak = Осаждающие должны быть сильнее обороны города ({ $rule }).
sr-refusal-already_besieged = Город уже в осаде ({ $rule }).
sr-refusal-not_bordering = Ваше королевство не граничит с территорией этого города ({ $rule }).
sr-refusal-not_enemy_city = Это не город другого королевства или нейтральных сил ({ $rule }).
sr-refusal-not_besieged_long = Штурмовать можно только город, который вы осаждаете с одного из прошлых ходов ({ $rule }).
sr-refusal-stormed_already = Этот город уже штурмовали в этом ходу ({ $rule }).
sr-refusal-no_garrison = Там нет вашего осаждённого гарнизона ({ $rule }).
sr-refusal-attack_lord = Вассал никогда не нападает на своего сюзерена ({ $rule }).
sr-refusal-bad_order = Значение постоянного приказа вне допустимых пределов ({ $rule }).
sr-refusal-bad_place = Неизвестное место ({ $rule }).
sr-refusal-unknown_scenario = Неизвестный сценарий: { $scenario }.
sr-refusal-seats = В «Королевства Теней» играют от 2 до 5 королевств, занимающих места по порядку.

## Подсказка: что королевство, чей сейчас ход, может сделать и почему (задача 19)

# $supplies: припасы королевства.
sr-guide-ransom = Ваш кард в плену: сейчас, в начале хода, его можно выкупить за 5 припасов и до 5 очков влияния (у вас { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    }). Как только вы начнёте набор войск или движение, выкуп отложится до следующего хода.
sr-guide-revolt = Вы служите сюзерену, но у вас больше городов, чем у него: сейчас, в начале хода, можно поднять восстание. Иначе продолжайте ход: набор войск, затем движение, осады и битвы.
# $supplies: припасы королевства.
sr-guide-recruit = Ваш ход: сначала наберите отряды и другие подразделения в своих городах, расплачиваясь припасами (у вас { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    }). Затем двигайте армии, осаждайте и штурмуйте города, давайте бои; как только армия двинулась, набор войск в этом ходу окончен. Когда закончите, нажмите «{ sr-action-end_turn }».
# $supplies: припасы королевства.
sr-guide-campaign = Поход: двигайте армии (шаг стоит 1 припас за каждые 5 подразделений), осаждайте город из его окрестностей и штурмуйте его в один из следующих ходов. У вас { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаса
       *[many] { $supplies } припасов
    }. Когда закончите, нажмите «{ sr-action-end_turn }».
sr-guide-battle = Ваша армия вошла на территорию, где стоит вражеская армия: битва должна состояться до конца вашего хода. Дайте бой там (у каждого варианта указаны точные шансы); перед этим к ней ещё может присоединиться другая ваша армия.

## Правила 2: выбор владельцев (SR-G9) и правила, которые должны соблюдаться после каждого действия

# $kard: кард; $place: город, куда он возвращается.
sr-action-ransom_kard_to = Выкупить { $kard-acc } { $place-to }: 5 припасов и до 5 очков влияния (SR-24, SR-G9)
# $count: ожидающие подразделения; $place: куда они идут.
sr-action-withdraw = Отвести { $count } { $count ->
        [one] подразделение
        [few] подразделения
       *[many] подразделений
    } { $place-to } (SR-22, SR-G9)
sr-action-place = Отправить { $count } { $count ->
        [one] выкупленное подразделение
        [few] выкупленных подразделения
       *[many] выкупленных подразделений
    } { $place-to } (SR-23, SR-G9)
# $unit: род подразделения.
sr-action-lose_first = Постоянный приказ: первыми терять подразделения рода «{ $unit }» (SR-G9, SR-15)
sr-event-siege_peace = Осада { $city-gen } окончена: сюзерен и вассал живут в мире (SR-42, SR-45)
# $faction: кто выбирает; $count: подразделения; $place: где они ждут.
sr-event-withdraw_awaited = { $faction } выбирает, куда отвести { $count } { $count ->
        [one] разбитое подразделение
        [few] разбитых подразделения
       *[many] разбитых подразделений
    } { $place-from } (SR-22, SR-G9)
sr-event-place_awaited = { $faction } выбирает, куда пойдут { $count } { $count ->
        [one] выкупленное подразделение
        [few] выкупленных подразделения
       *[many] выкупленных подразделений
    } { $place-from } (SR-23, SR-G9)
sr-event-chosen = { $faction } выбирает: { $place } (SR-G9)
# $first … $fifth: роды подразделений в порядке, в котором королевство их теряет.
sr-event-loss_order = { $faction } теряет подразделения в таком порядке: { $first }, { $second }, { $third }, { $fourth }, { $fifth } (SR-G9, SR-15)
sr-panel-losses = Подразделения, теряемые первыми (SR-G9, SR-15)
sr-panel-loss_order = сначала { $first }, затем { $second }, { $third }, { $fourth }, в конце { $fifth }
sr-panel-waiting = Ожидаем
sr-panel-waiting_value = выбора { $faction-gen }: куда пойдут его подразделения (SR-G9)
sr-refusal-choice_first = Сначала выберите, куда пойдут ваши подразделения ({ $rule }).
sr-refusal-not_a_choice = Такого выбора сейчас нет ({ $rule }).
sr-guide-choice = Ваши разбитые или выкупленные подразделения ждут: выберите, куда они пойдут. Каждое место — отдельный выбор; игра продолжится, как только вы выберете (SR-G9).
sr-invariant-peace_siege = SR-42: { $faction } осаждает город { $city }, принадлежащий { $owner-dat }, с которым живёт в мире
sr-invariant-no_besiegers = SR-G15: город { $city } в осаде, хотя на его земле нет осаждающих
sr-invariant-weak_siege = SR-14: осада { $city-gen } продолжается с силой { $ours } против { $theirs }
sr-invariant-empty_fortress = SR-16: в крепости { $city-gen } нет защитников, и всё же { $owner } удерживает город
sr-invariant-foe_in_city = SR-G10: подразделения { $faction-gen } стоят в городе { $city }, принадлежащем { $owner-dat }
sr-invariant-impassable = SR-9: подразделения стоят { $place-in }
sr-invariant-overloaded = SR-2: у { $riders } подразделений { $owner-gen } { $place-in } лишь { $ships } кораблей
sr-invariant-foes_together = SR-21: враждебные армии { $first-gen } и { $second-gen } стоят вместе { $place-in }, а боя не будет
sr-invariant-kard_count = SR-24: { $kard } на карте { $count } раз, а должен быть { $expected }
sr-invariant-neutral_captor = SR-25: { $kard } удерживается нейтральными силами { $place-in }, которое им не принадлежит
sr-invariant-vassal_chain = SR-G16: { $vassal } служит { $lord-dat }, который сам вассал или то же королевство
sr-invariant-nobody = SR-G3: игра не окончена, а ни одно королевство не ходит
sr-invariant-stuck = SR-G3: { $faction } не может ни завершить ход, ни дать бои, которые должен дать
sr-invariant-step_not_offered = SR-6: { $unit } может пойти { $from-from } { $to-to }, но ни одного перемещения не предложено

### Королівства Тіней: тексти для гравців українською.
###
### Аргументи, що є назвами ($faction, $owner, $lord, $vassal, $unit,
### $item, $place, $city, $from, $to, $kard, $stage, $why), — це інші
### повідомлення цього файлу, передані цілими: текст може вжити їхні
### атрибути (відмінки та інші форми), напр. { $place-in }, { $faction-gen }.
### $action приходить готовим текстом. Числа ($count, $supplies…)
### передаються як числа, тож селектори множини працюють (one, few, many).
### Ідентифікатори правил (SR-…) не перекладаються.
###
### Атрибути назв у цьому файлі:
### - королівства й нейтральні сили (sr-faction-*): .gen, .dat, .acc, .ins, .loc;
### - карди (sr-kard-*): .gen, .dat, .acc, .ins, .loc;
### - місця (sr-region-*): .gen, .acc, .loc і готові звороти з
###   прийменником: .in («у Кердуріні», «на Пагорбах племен»), .to («до
###   Кердуріна»), .from («з Кердуріна», «зі Златки»). Кожне місце мусить
###   мати .gen, .acc, .in, .to і .from;
### - підрозділи (sr-unit-*): .gen, .dat, .acc і .gender (m, f або pl) для
###   узгодження дієслова; кожен підрозділ мусить їх мати;
### - причини (sr-why-*): .spent («за що» платить королівство) і .gained
###   («звідки» отримує), обидва з прийменником; кожна причина мусить мати обидва.
###
### Кард — титул правителя королівства: кард, карда, кардові, кардом.

## Гра

sr-name = Королівства Тіней
sr-scenario-shadow-realms = Королівства Тіней: п’ять королівств, велетні й пірати (2–5 гравців)
sr-scenario-shadow-realms-balanced = Королівства Тіней з Озерним Містом на двох містах, Златка нейтральна (2–5 гравців)
sr-scenario-shadow-realms-score = Королівства Тіней, SR-AMB-1 прочитано як рахунок: перемагає вищий кидок на втрати
sr-scenario-shadow-realms-pirate-die = Королівства Тіней, SR-AMB-5 прочитано інакше: пірати й Остіус кидають кубик, обложені порти не рахуються
sr-scenario-shadow-realms-pirate-fleet = Королівства Тіней, SR-AMB-6 прочитано інакше: корабель за кожен уцілілий бал BS піратів
sr-scenario-shadow-realms-long-years = Королівства Тіней, SR-AMB-7 прочитано інакше: рік облоги — це два раунди
sr-scenario-shadow-realms-open-entry = Королівства Тіней, SR-AMB-9 прочитано інакше: армії входять на область із будь-якої кількості областей

# Стислі правила з їхніми ідентифікаторами (абзаци розділені порожніми рядками)
sr-summary =
    П’ять королівств, кожне з яких назване на честь своєї столиці й очолюване своїм кардом, шістнадцять раундів воюють за міста Королівств Тіней. Перемагає вплив: наприкінці раунду перемагає королівство, яке має щонайменше 25 балів впливу, досі утримує свою столицю, має правителя на волі й не служить жодному сюзеренові; після 16-го раунду перемагає те, що має їх найбільше (SR-G7, SR-27).

    ## Раунд (SR-G3)
    - У непарних раундах, починаючи з третього, велетні нападають на місто, яке вкаже кубик (1 Кердурін, 2 Мінеур, 3 Гайльброн, 4 Ломен, 5 Ротстайн, 6 Мальмо); нейтральні міста вони оминають (SR-29–SR-31). У парних раундах, починаючи з четвертого, пірати грабують Остіус (SR-36).
    - Фаза постачання: 2 припаси за кожне місто й 1 за утримання власної столиці; 1 бал впливу за кожне місто; васали платять данину — щонайбільше половину кількості своїх міст (SR-G4, SR-G5, SR-44).
    - Далі хід кожного королівства, а черговість щораунду зсувається на одне місце: викуп карда, повстання, набір війська, потім рух, облоги, штурми й битви (SR-G3).

    ## Рух (SR-6–SR-12, SR-G10)
    - Крок до 5 підрозділів коштує 1 припас, а кожні наступні 5 підрозділів — ще 1; болота й землі диких племен коштують удвічі більше; до Країни велетнів і Непрохідних боліт не можна вступити ніколи (SR-6, SR-8, SR-9).
    - Вихід із міста — це крок; вхід до власного міста з його околиць безплатний. Морем платять лише кораблі; корабель перевозить 2 підрозділи (SR-2, SR-7, SR-10).
    - Кожен підрозділ робить щонайбільше 3 кроки за хід. Вхід на територію, де стоїть ворожа армія, вас зупиняє, і битва відбувається ще до кінця вашого ходу; одночасно можуть увійти армії з двох територій (SR-12, SR-G10).

    ## Облоги та штурми (SR-13–SR-18, SR-G11)
    - Облогу починають з околиць міста (1 припас), коли ваша армія разом із кардом сильніша за гарнізон, його карда й мури: укріплені міста подвоюють силу захисників (SR-5, SR-13).
    - Штурмують у пізнішому ході (1 припас); катапульти рахуються за 3. Захисники, розбиті за мурами, відступають до фортеці, і місто тримається; наступний штурм уже не зустрічає мурів. Кожен рік облоги, починаючи з другого, вбиває одного захисника; облогове військо, слабше за оборону, мусить зняти облогу (SR-14–SR-17, SR-G11).
    - Інша армія може напасти на облогове військо разом із гарнізоном, але без його мурів (SR-18).

    ## Битва (SR-19–SR-23)
    - Кожна сторона завдає стільки втрат, скільки становить (сила підрозділів + кард + мури + кидок кубика) ÷ 4 з округленням униз. Обидві сторони зазнають утрат одночасно, потім перемагає більша сила, що лишилася; нічия — на користь захисника (SR-19–SR-21).
    - Переможений відступає; якщо відступати нікуди, він потрапляє в полон. Полонені підрозділи викуповують по 1 припасу за кожен згідно з постійним наказом; полоненого карда — за 5 припасів і 5 балів впливу на початку вашого ходу (SR-22–SR-26).
    - Власники обирають: куди відступає розбите військо (до власного міста на цій землі або на сусідню землю без ворогів), куди йдуть викуплені підрозділи й кард, коли столиця не може їх прийняти, а постійним наказом — які роди підрозділів втрачати першими в бою та в облозі (SR-G9, SR-15).

    ## Васали (SR-40–SR-45)
    - Утримуйте столицю королівства, поки його кард у полоні, і воно стане вашим васалом: його правитель повертається з 3 загонами, а королівство платить вам данину. Васал, що має більше міст, ніж його сюзерен, може повстати (SR-40–SR-44).

    ## Сценарії
    - Перший сценарій — початок SR-G2 у запропонованому вигляді. Другий дає Озерному Місту на початку два міста, а Златка нейтральна з двома загонами: з трьома містами й жодним у таблиці велетнів Озерне Місто перемагає гравців, які його не чіпають, хоч і не серед комп’ютерів. Решта грають початком SR-G2 з іншим прочитанням однієї неясності джерела (SR-AMB-1, 5, 6, 7, 9), а всі інші прочитання — рекомендовані.

## Королівства, їхні карди, нейтральні сили
## Відмінки: .gen, .dat, .acc, .ins, .loc.

sr-faction-kerdurin = Кердурін
    .gen = Кердуріна
    .dat = Кердуріну
    .acc = Кердурін
    .ins = Кердуріном
    .loc = Кердуріні
sr-faction-heilbron = Гайльброн
    .gen = Гайльброна
    .dat = Гайльброну
    .acc = Гайльброн
    .ins = Гайльброном
    .loc = Гайльброні
sr-faction-rudern = Рудерн
    .gen = Рудерна
    .dat = Рудерну
    .acc = Рудерн
    .ins = Рудерном
    .loc = Рудерні
sr-faction-lake_city = Озерне Місто
    .gen = Озерного Міста
    .dat = Озерному Місту
    .acc = Озерне Місто
    .ins = Озерним Містом
    .loc = Озерному Місті
sr-faction-malmo = Мальмо
    .gen = Мальмо
    .dat = Мальмо
    .acc = Мальмо
    .ins = Мальмо
    .loc = Мальмо
sr-faction-neutral = нейтральні сили
    .gen = нейтральних сил
    .dat = нейтральним силам
    .acc = нейтральні сили
    .ins = нейтральними силами
    .loc = нейтральних силах
sr-kard-robert = Роберт
    .gen = Роберта
    .dat = Робертові
    .acc = Роберта
    .ins = Робертом
    .loc = Робертові
sr-kard-rim = Рім
    .gen = Ріма
    .dat = Рімові
    .acc = Ріма
    .ins = Рімом
    .loc = Рімові
sr-kard-kalame = Каламе
    .gen = Каламе
    .dat = Каламе
    .acc = Каламе
    .ins = Каламе
    .loc = Каламе
sr-kard-petros = Петрос
    .gen = Петроса
    .dat = Петросові
    .acc = Петроса
    .ins = Петросом
    .loc = Петросові
sr-kard-jaromir = Яромир
    .gen = Яромира
    .dat = Яромирові
    .acc = Яромира
    .ins = Яромиром
    .loc = Яромирові

## Місця: відкриті землі країв, моря, міста
## Відмінки (.gen, .acc, .loc) і звороти з прийменником: .in (де?), .to (куди?),
## .from (звідки?).

sr-region-giants_land = Країна велетнів
    .gen = Країни велетнів
    .acc = Країну велетнів
    .loc = Країні велетнів
    .in = у Країні велетнів
    .to = до Країни велетнів
    .from = з Країни велетнів
sr-region-kerdurin = Володіння Кердуріна
    .gen = Володінь Кердуріна
    .acc = Володіння Кердуріна
    .loc = Володіннях Кердуріна
    .in = у Володіннях Кердуріна
    .to = до Володінь Кердуріна
    .from = з Володінь Кердуріна
sr-region-mineur = Володіння Мінеура
    .gen = Володінь Мінеура
    .acc = Володіння Мінеура
    .loc = Володіннях Мінеура
    .in = у Володіннях Мінеура
    .to = до Володінь Мінеура
    .from = з Володінь Мінеура
sr-region-heilbron = Володіння Гайльброна
    .gen = Володінь Гайльброна
    .acc = Володіння Гайльброна
    .loc = Володіннях Гайльброна
    .in = у Володіннях Гайльброна
    .to = до Володінь Гайльброна
    .from = з Володінь Гайльброна
sr-region-wild_hills = Пагорби племен
    .gen = Пагорбів племен
    .acc = Пагорби племен
    .loc = Пагорбах племен
    .in = на Пагорбах племен
    .to = на Пагорби племен
    .from = з Пагорбів племен
sr-region-lomen = Володіння Ломена
    .gen = Володінь Ломена
    .acc = Володіння Ломена
    .loc = Володіннях Ломена
    .in = у Володіннях Ломена
    .to = до Володінь Ломена
    .from = з Володінь Ломена
sr-region-rotstain = Володіння Ротстайна
    .gen = Володінь Ротстайна
    .acc = Володіння Ротстайна
    .loc = Володіннях Ротстайна
    .in = у Володіннях Ротстайна
    .to = до Володінь Ротстайна
    .from = з Володінь Ротстайна
sr-region-rudern = Володіння Рудерна
    .gen = Володінь Рудерна
    .acc = Володіння Рудерна
    .loc = Володіннях Рудерна
    .in = у Володіннях Рудерна
    .to = до Володінь Рудерна
    .from = з Володінь Рудерна
sr-region-lake_city = Володіння Озерного Міста
    .gen = Володінь Озерного Міста
    .acc = Володіння Озерного Міста
    .loc = Володіннях Озерного Міста
    .in = у Володіннях Озерного Міста
    .to = до Володінь Озерного Міста
    .from = з Володінь Озерного Міста
sr-region-shadow_lands = Землі Тіней
    .gen = Земель Тіней
    .acc = Землі Тіней
    .loc = Землях Тіней
    .in = у Землях Тіней
    .to = до Земель Тіней
    .from = із Земель Тіней
sr-region-malmo = Володіння Мальмо
    .gen = Володінь Мальмо
    .acc = Володіння Мальмо
    .loc = Володіннях Мальмо
    .in = у Володіннях Мальмо
    .to = до Володінь Мальмо
    .from = з Володінь Мальмо
sr-region-wild_forest = Ліс племен
    .gen = Лісу племен
    .acc = Ліс племен
    .loc = Лісі племен
    .in = у Лісі племен
    .to = до Лісу племен
    .from = з Лісу племен
sr-region-heran = Володіння Герана
    .gen = Володінь Герана
    .acc = Володіння Герана
    .loc = Володіннях Герана
    .in = у Володіннях Герана
    .to = до Володінь Герана
    .from = з Володінь Герана
sr-region-zlatka = Володіння Златки
    .gen = Володінь Златки
    .acc = Володіння Златки
    .loc = Володіннях Златки
    .in = у Володіннях Златки
    .to = до Володінь Златки
    .from = з Володінь Златки
sr-region-impassable_swamps = Непрохідні болота
    .gen = Непрохідних боліт
    .acc = Непрохідні болота
    .loc = Непрохідних болотах
    .in = у Непрохідних болотах
    .to = до Непрохідних боліт
    .from = з Непрохідних боліт
sr-region-ostius = Володіння Остіуса
    .gen = Володінь Остіуса
    .acc = Володіння Остіуса
    .loc = Володіннях Остіуса
    .in = у Володіннях Остіуса
    .to = до Володінь Остіуса
    .from = з Володінь Остіуса
sr-region-baria = Болота Барії
    .gen = Боліт Барії
    .acc = Болота Барії
    .loc = Болотах Барії
    .in = у Болотах Барії
    .to = до Боліт Барії
    .from = з Боліт Барії
sr-region-west_sea = Західне море
    .gen = Західного моря
    .acc = Західне море
    .loc = Західному морі
    .in = у Західному морі
    .to = до Західного моря
    .from = із Західного моря
sr-region-south_sea = Південне море
    .gen = Південного моря
    .acc = Південне море
    .loc = Південному морі
    .in = у Південному морі
    .to = до Південного моря
    .from = з Південного моря
sr-region-city_kerdurin = Кердурін
    .gen = Кердуріна
    .acc = Кердурін
    .loc = Кердуріні
    .in = у Кердуріні
    .to = до Кердуріна
    .from = з Кердуріна
sr-region-city_mineur = Мінеур
    .gen = Мінеура
    .acc = Мінеур
    .loc = Мінеурі
    .in = у Мінеурі
    .to = до Мінеура
    .from = з Мінеура
sr-region-city_heilbron = Гайльброн
    .gen = Гайльброна
    .acc = Гайльброн
    .loc = Гайльброні
    .in = у Гайльброні
    .to = до Гайльброна
    .from = з Гайльброна
sr-region-city_lomen = Ломен
    .gen = Ломена
    .acc = Ломен
    .loc = Ломені
    .in = у Ломені
    .to = до Ломена
    .from = з Ломена
sr-region-city_rotstain = Ротстайн
    .gen = Ротстайна
    .acc = Ротстайн
    .loc = Ротстайні
    .in = у Ротстайні
    .to = до Ротстайна
    .from = з Ротстайна
sr-region-city_rudern = Рудерн
    .gen = Рудерна
    .acc = Рудерн
    .loc = Рудерні
    .in = у Рудерні
    .to = до Рудерна
    .from = з Рудерна
sr-region-city_lake_city = Озерне Місто
    .gen = Озерного Міста
    .acc = Озерне Місто
    .loc = Озерному Місті
    .in = в Озерному Місті
    .to = до Озерного Міста
    .from = з Озерного Міста
sr-region-city_malmo = Мальмо
    .gen = Мальмо
    .acc = Мальмо
    .loc = Мальмо
    .in = у Мальмо
    .to = до Мальмо
    .from = з Мальмо
sr-region-city_heran = Геран
    .gen = Герана
    .acc = Геран
    .loc = Герані
    .in = у Герані
    .to = до Герана
    .from = з Герана
sr-region-city_zlatka = Златка
    .gen = Златки
    .acc = Златку
    .loc = Златці
    .in = у Златці
    .to = до Златки
    .from = зі Златки
sr-region-city_ostius = Остіус
    .gen = Остіуса
    .acc = Остіус
    .loc = Остіусі
    .in = в Остіусі
    .to = до Остіуса
    .from = з Остіуса
sr-region-city_baria = Барія
    .gen = Барії
    .acc = Барію
    .loc = Барії
    .in = у Барії
    .to = до Барії
    .from = з Барії
sr-region-unknown = невідоме місце
    .gen = невідомого місця
    .acc = невідоме місце
    .loc = невідомому місці
    .in = у невідомому місці
    .to = до невідомого місця
    .from = з невідомого місця

## Підрозділи й набір
## Відмінки (.gen, .dat, .acc) і рід (.gender: m, f або pl).

sr-unit-troop = загін
    .gen = загону
    .dat = загону
    .acc = загін
    .gender = m
sr-unit-fanatic = фанатик
    .gen = фанатика
    .dat = фанатикові
    .acc = фанатика
    .gender = m
sr-unit-shadow = тінь
    .gen = тіні
    .dat = тіні
    .acc = тінь
    .gender = f
sr-unit-catapult = катапульта
    .gen = катапульти
    .dat = катапульті
    .acc = катапульту
    .gender = f
sr-unit-ship = корабель
    .gen = корабля
    .dat = кораблю
    .acc = корабель
    .gender = m
sr-unit-ruler = правитель
    .gen = правителя
    .dat = правителеві
    .acc = правителя
    .gender = m
sr-unit-unknown = підрозділ
    .gen = підрозділу
    .dat = підрозділу
    .acc = підрозділ
    .gender = m
# Фішки: короткий напис на кожній.
sr-counter-troop = ЗАГ
sr-counter-fanatic = ФАН
sr-counter-shadow = ТІНЬ
sr-counter-catapult = КАТ
sr-counter-ship = КОР
sr-counter-ruler = КАРД
# $count: скільки; $unit: що; $owner: чиє; $swords: скільки з них мають вогняний меч.
sr-counter-title = { $count } × { $unit } { $owner-gen }{ $swords ->
        [0] {""}
       *[other] , з вогняним мечем: { $swords }
    }
sr-item-troop = загін
sr-item-ship = корабель
sr-item-catapult = катапульта
sr-item-sword = вогняний меч
sr-item-fanatic = фанатик
sr-item-shadow = тінь

## Хід

# $round: раунд; $last: останній раунд; $faction: чий хід; $stage: етап ходу.
sr-turn-label = Раунд { $round } з { $last }: { $faction }, { $stage }
sr-turn-over = Раунд { $round }: гру закінчено
sr-stage-start = викуп і повстання
sr-stage-recruit = набір війська
sr-stage-campaign = похід

## Дії

sr-action-ransom_kard = Викупити { $kard-acc }: 5 припасів і до 5 балів впливу (SR-24)
sr-action-revolt = Повстати проти { $lord-gen } (SR-43)
# $count: скільки; $item: що; $place: де.
sr-action-recruit = Набір { $place-in }: { $count } × { $item }
# $count: підрозділи, що переміщуються.
sr-action-move = Перемістити { $count } { $count ->
        [one] підрозділ
        [few] підрозділи
       *[many] підрозділів
    } { $from-from } { $to-to }
# $swords: вогняні мечі, які несуть підрозділи, що переміщуються (SR-G8).
sr-action-move_swords = Перемістити { $count } { $count ->
        [one] підрозділ
        [few] підрозділи
       *[many] підрозділів
    }, серед них { $swords } з { $swords ->
        [one] вогняним мечем
        [few] вогняними мечами
       *[many] вогняними мечами
    }, { $from-from } { $to-to }
sr-action-besiege = Обложити { $city-acc } (SR-13)
sr-action-storm = Штурмувати { $city-acc } (SR-17)
sr-action-sortie = Вилазка { $city-from } проти облогового війська (SR-G15)
sr-action-attack = Дати бій { $place-in } (SR-21)
sr-action-keep = Постійний наказ: викуповувати полонених, зберігаючи { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    } (SR-23)
sr-action-tribute_on = Постійний наказ: вимагати данину від своїх васалів (SR-44)
sr-action-tribute_off = Постійний наказ: не вимагати данини (SR-44)
sr-action-end_turn = Завершити хід
# $cost: припаси за одиницю.
sr-choice-recruit = Набір { $place-in }: { $item }, { $cost ->
        [one] { $cost } припас
        [few] { $cost } припаси
       *[many] { $cost } припасів
    } за одиницю (SR-G6)
sr-choice-move = Похід { $from-from } { $to-to }: 1 припас за кожні 5 підрозділів (SR-6)
sr-choice-march_double = Похід { $from-from } { $to-to }: 2 припаси за кожні 5 підрозділів на болотах і в землях диких племен (SR-6, SR-8)
sr-choice-leave = Вихід { $from-from } { $to-to }: 1 припас за кожні 5 підрозділів (SR-6, SR-7)
sr-choice-enter = Вхід { $to-to } { $from-from }: безплатно (SR-7)
sr-choice-sail = Плавання { $from-from } { $to-to }: 1 припас за кожні 5 кораблів, кожен корабель перевозить 2 підрозділи (SR-2, SR-10)
sr-choice-land = Висадка { $from-from } { $to-to }: кораблі платять 1 припас за кожні 5 (SR-10)
sr-choice-keep = Постійний наказ: припаси, що зберігаються під час викупу полонених (SR-23)
# $ours, $theirs: сили, які порівнює SR-13.
sr-choice-besiege = Обложити { $city-acc }: { $ours } проти { $theirs } (SR-13)
# $action: дія; $percent: точний шанс на перемогу.
sr-choice-odds = { $action } — точний шанс на перемогу: { $percent }%
sr-amount-count = Скільки
sr-amount-keep = Припаси, що зберігаються
sr-amount-troop = Загони
sr-amount-fanatic = Фанатики
sr-amount-shadow = Тіні
sr-amount-catapult = Катапульти
sr-amount-ship = Кораблі
sr-amount-ruler = Кард
sr-amount-swords = з них із вогняними мечами

## Журнал

sr-event-round = Починається раунд { $round }
sr-event-turn = Хід { $faction-gen }
sr-event-stage = { $stage }
# $supplies, $influence: кількості; $why: за що (.spent) або звідки (.gained).
sr-event-spent = { $faction } платить { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    }{ $influence ->
        [0] {""}
       *[other] {" "}і { $influence } { $influence ->
            [one] бал впливу
            [few] бали впливу
           *[many] балів впливу
        }
    } { $why-spent }
sr-event-gained = { $faction } отримує { $supplies ->
        [0] {""}
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    }{ $supplies ->
        [0] {""}
       *[other] { $influence ->
            [0] {""}
           *[other] {" "}і{" "}
        }
    }{ $influence ->
        [0] {""}
        [one] { $influence } бал впливу
        [few] { $influence } бали впливу
       *[many] { $influence } балів впливу
    } { $why-gained }
sr-why-move = рух (SR-6)
    .spent = за рух (SR-6)
    .gained = від руху (SR-6)
sr-why-siege = облога (SR-13)
    .spent = за облогу (SR-13)
    .gained = від облоги (SR-13)
sr-why-storm = штурм (SR-17)
    .spent = за штурм (SR-17)
    .gained = від штурму (SR-17)
sr-why-sortie = вилазка (SR-G15)
    .spent = за вилазку (SR-G15)
    .gained = від вилазки (SR-G15)
sr-why-recruit = набір війська (SR-G6)
    .spent = за набір війська (SR-G6)
    .gained = від набору війська (SR-G6)
sr-why-ransom = викуп полонених (SR-23)
    .spent = за викуп полонених (SR-23)
    .gained = від викупу полонених (SR-23)
sr-why-ransom_received = викуп за полонених (SR-23)
    .spent = як викуп за полонених (SR-23)
    .gained = як викуп за полонених (SR-23)
sr-why-kard_ransom = викуп карда (SR-24, SR-26)
    .spent = за викуп карда (SR-24, SR-26)
    .gained = від викупу карда (SR-24, SR-26)
sr-why-kard_ransom_received = викуп за карда (SR-25)
    .spent = як викуп за карда (SR-25)
    .gained = як викуп за карда (SR-25)
sr-why-income = свої міста (SR-G4, SR-G5)
    .spent = за свої міста (SR-G4, SR-G5)
    .gained = зі своїх міст (SR-G4, SR-G5)
sr-why-tribute = данина сюзеренові (SR-44)
    .spent = як данину сюзеренові (SR-44)
    .gained = з данини сюзеренові (SR-44)
sr-why-tribute_received = данина від васала (SR-44)
    .spent = як данину від васала (SR-44)
    .gained = як данину від васала (SR-44)
sr-why-giants = перемога над велетнями (SR-35)
    .spent = за перемогу над велетнями (SR-35)
    .gained = за перемогу над велетнями (SR-35)
# $store: припаси, що залишилися.
sr-event-store = { $city } відкладає { $store ->
        [one] { $store } припас
        [few] { $store } припаси
       *[many] { $store } припасів
    } на наступні загони (SR-G6)
sr-event-raised = Набрано { $place-in }: { $count } × { $item }
sr-event-placed = Новий підрозділ { $owner-gen } { $place-in }: { $unit }
sr-event-moved = { $owner }: { $count ->
        [one] { $count } підрозділ переходить
        [few] { $count } підрозділи переходять
       *[many] { $count } підрозділів переходять
    } { $from-from } { $to-to }
sr-event-moved_stop = { $owner }: { $count ->
        [one] { $count } підрозділ переходить
        [few] { $count } підрозділи переходять
       *[many] { $count } підрозділів переходять
    } { $from-from } { $to-to } і { $count ->
        [one] зупиняється
        [few] зупиняються
       *[many] зупиняються
    } там (SR-G10)
sr-event-lost_battle = Битва { $place-in } забирає { $unit-acc } { $owner-gen }
sr-event-lost_captured = У полон { $place-in } { $unit-gender ->
        [pl] потрапляють
       *[other] потрапляє
    } { $unit } { $owner-gen }, без викупу (SR-23)
sr-event-lost_attrition = Облога { $place-gen } забирає { $unit-acc } { $owner-gen } (SR-15)
sr-event-lost_overrun = Падіння { $place-gen } забирає { $unit-acc } { $owner-gen } (SR-34, SR-39)
sr-event-lost_drowned = { $unit-gender ->
        [pl] Тонуть
       *[other] Тоне
    } { $unit } { $owner-gen } разом із кораблями, що { $unit-gender ->
        [pl] їх
        [f] її
       *[other] його
    } везли, біля берегів { $place-gen } (SR-G10)
sr-event-ransomed = { $count ->
        [one] { $count } викуплений підрозділ повертається
        [few] { $count } викуплені підрозділи повертаються
       *[many] { $count } викуплених підрозділів повертаються
    } { $place-to } (SR-23)
sr-event-unit_taken = Зміна сторони { $place-in }: { $unit } { $unit-gender ->
        [pl] переходять
       *[other] переходить
    } на бік { $owner-gen } (SR-14)
sr-event-sword = Вогняний меч { $place-in } дістається { $unit-dat } (SR-G8)
sr-event-sword_dropped = Вогняний меч випадає з рук { $unit-gen } { $place-in } (SR-G8)
sr-event-engaged = Ворожа армія стоїть { $place-in }: буде битва (SR-G10)
sr-event-engagement_over = Битва { $place-in } закінчилася
sr-event-siege_begun = { $faction } бере в облогу { $city-acc } (SR-13)
sr-event-siege_broken = Облогу { $city-gen } прорвано: облогове військо слабше за оборону (SR-14)
sr-event-siege_relieved = Облогу { $city-gen } знято: облогове військо розбите (SR-18)
sr-event-siege_taken = Облога { $city-gen } скінчилася: місто взято (SR-16)
sr-event-siege_giants = Облога { $city-gen } скінчилася: місто захопили велетні (SR-G15)
sr-event-siege_left = Облога { $city-gen } скінчилася: облогове військо відійшло
sr-event-stormed = Починається штурм { $city-gen } (SR-17)
sr-event-walls_lost = Захисники { $city-gen } відступають до фортеці: місто тримається, але втрачає мури (SR-G11)
sr-event-walls_restored = Штурм фортеці { $city-gen } провалився: місто знову має мури (SR-G11)
sr-event-city_taken = { $city } тепер належить { $owner-dat }
sr-battle-field = Битва { $place-in }
sr-battle-relief = Деблокада { $place-gen }: гарнізон б’ється пліч-о-пліч із визволителями, без своїх мурів (SR-18)
sr-battle-storm = Штурм { $place-gen } (SR-17)
sr-battle-fortress = Штурм фортеці { $place-gen }: без мурів (SR-G11)
sr-battle-sortie = Вилазка { $place-from }: гарнізон б’ється без своїх мурів (SR-G15)
sr-battle-naval = Морська битва { $place-in }: б’ються лише кораблі (SR-G10)
# Розрахунок сторони: $bs сила підрозділів; $kard її кард; $walls оборона міста; $strength сума; $die кубик; $value завдані втрати.
sr-event-attacker = Нападник ({ $owner }): підрозділи { $bs } + кард { $kard } = { $strength }; кубик { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] завдана втрата
        [few] завдані втрати
       *[many] завданих втрат
    } (SR-19)
sr-event-defender = Захисник ({ $owner }): підрозділи { $bs } + кард { $kard } + мури { $walls } = { $strength }; кубик { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] завдана втрата
        [few] завдані втрати
       *[many] завданих втрат
    } (SR-20)
# $attacker, $defender: сили, що лишилися.
sr-event-attacker_wins = Залишок сили { $attacker } проти { $defender }: перемагає нападник (SR-21)
sr-event-defender_wins = Залишок сили { $attacker } проти { $defender }: захисник вистояв (SR-21: нічия — на користь захисника)
sr-event-giants_come = Ідуть велетні: на кубику { $die }, вони нападають на { $city-acc } (SR-29, SR-30)
sr-event-giants_spare = На кубику велетнів { $die }: { $city } належить нейтральним силам, тож цього раунду велетні не приходять (SR-31)
# Бій із велетнем: велетень (5) кидає $giant_die і завдає $giant_hits; захисники ($bs) кидають $die і завдають $hits; лишається $giant_left і $left.
sr-event-giant_wins = Велетень (5, кубик { $giant_die }) завдає { $giant_hits }; захисники ({ $bs }, кубик { $die }) завдають { $hits }; залишок { $giant_left } проти { $left }: велетень захоплює { $city-acc }, і місто переходить до нейтральних сил із двома нейтральними загонами (SR-33, SR-34)
sr-event-giant_loses = Велетень (5, кубик { $giant_die }) завдає { $giant_hits }; захисники ({ $bs }, кубик { $die }) завдають { $hits }; залишок { $giant_left } проти { $left }: { $city } відбиває напад, велетень зникає (SR-33, SR-35)
# Набіг піратів: їхня сила, сила гарнізону Остіуса й мури, втрати й сили, що лишилися.
sr-event-pirates_take = Пірати ({ $strength }) нападають на Остіус ({ $bs } + мури { $walls }): завдають { $pirate_hits }, зазнають { $hits }; залишок { $pirates_left } проти { $left }: Остіус потрапляє до рук піратів (SR-37–SR-39)
sr-event-pirates_beaten = Пірати ({ $strength }) нападають на Остіус ({ $bs } + мури { $walls }): завдають { $pirate_hits }, зазнають { $hits }; залишок { $pirates_left } проти { $left }: Остіус відбиває набіг (SR-37–SR-39)
sr-event-no_raid = Остіус належить нейтральним силам: цього раунду пірати не нападають (SR-G14)
sr-event-kard_captured = { $kard } потрапляє в полон до { $owner-gen } { $place-in } (SR-22, SR-23)
sr-event-kard_freed = { $kard } знову на волі
sr-event-vassal = { $vassal } стає васалом { $lord-gen } (SR-40, SR-41)
sr-event-revolted = { $vassal } повстає й виходить з-під влади свого сюзерена (SR-43)
sr-event-released = { $vassal } знову вільне: його сюзерен сам став васалом, а васал не має васалів (SR-G16)
# $keep: припаси, що зберігаються під час викупу.
sr-event-orders = Накази { $faction-gen }: викуповувати полонених, зберігаючи { $keep ->
        [one] { $keep } припас
        [few] { $keep } припаси
       *[many] { $keep } припасів
    }; данини не вимагати
sr-event-orders_tribute = Накази { $faction-gen }: викуповувати полонених, зберігаючи { $keep ->
        [one] { $keep } припас
        [few] { $keep } припаси
       *[many] { $keep } припасів
    }; вимагати данину від васалів

## Кінець гри

sr-outcome-won = { $faction } перемагає в раунді { $round }, маючи { $influence ->
        [one] { $influence } бал впливу
        [few] { $influence } бали впливу
       *[many] { $influence } балів впливу
    } (SR-G7)
sr-outcome-shared = { $count ->
        [one] { $count } королівство ділить
        [few] { $count } королівства ділять
       *[many] { $count } королівств ділять
    } перемогу в раунді { $round } (SR-G7)
sr-outcome-draw = Жодне королівство не може перемогти: нічия в раунді { $round } (SR-G7, SR-27)

## Позначки на мапі

sr-mark-walls = Укріплене місто, його захисники рахуються вдвічі (SR-5)
sr-mark-fortress = Захисники утримують фортецю, мури втрачено (SR-G11)
sr-mark-open = Відкрите місто (SR-4)
sr-mark-capital = Столиця (SR-G2)
sr-mark-siege = Облога: { $faction } (SR-13)

## Панелі

sr-panel-number = { $number }
sr-panel-percent = { $percent }%
sr-panel-game = Гра
sr-panel-round = Раунд
sr-panel-of = { $round } з { $last }
sr-panel-acting = Зараз ходить
sr-panel-next_giants = Наступний прихід велетнів (SR-29)
sr-panel-next_pirates = Наступний набіг піратів (SR-36)
sr-panel-never = не раніше кінця гри
sr-panel-supplies = Припаси
sr-panel-influence = Бали впливу (25 — перемога, SR-G7)
sr-panel-cities = Міста
sr-panel-income = Кожна фаза постачання (SR-G4, SR-G5)
sr-panel-income_value = { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    } і { $influence ->
        [one] { $influence } бал впливу
        [few] { $influence } бали впливу
       *[many] { $influence } балів впливу
    } з { $cities } { $cities ->
        [one] міста
        [few] міст
       *[many] міст
    }
sr-panel-kard = Кард
sr-panel-kard_free = { $kard }, на волі
sr-panel-kard_captive = { $kard }, у полоні { $owner-gen } { $place-in }: викупіть його на початку свого ходу (SR-24)
sr-panel-kard_gone = немає
sr-panel-lord = Сюзерен (SR-42)
sr-panel-tribute_owed = Належна данина (SR-44)
sr-panel-vassal = Васал
sr-panel-keep = Припаси, що зберігаються під час викупу (SR-23)
sr-panel-tribute = Вимагати данину (SR-44)
sr-panel-revolt = Може повстати (SR-43)
sr-panel-yes = так
sr-panel-no = ні
sr-panel-realms = Королівства
sr-panel-standing = { $influence ->
        [one] { $influence } бал впливу
        [few] { $influence } бали впливу
       *[many] { $influence } балів впливу
    }, { $cities ->
        [one] { $cities } місто
        [few] { $cities } міста
       *[many] { $cities } міст
    }
sr-panel-standing_ineligible = { $influence ->
        [one] { $influence } бал впливу
        [few] { $influence } бали впливу
       *[many] { $influence } балів впливу
    }, { $cities ->
        [one] { $cities } місто
        [few] { $cities } міста
       *[many] { $cities } міст
    }: зараз не може перемогти (SR-27, SR-G7)
sr-panel-owner = Власник
sr-panel-city = Місто
sr-panel-fortified = укріплене: захисники рахуються вдвічі (SR-5)
sr-panel-open = відкрите (SR-4)
sr-panel-defence = Оборона (SR-13)
sr-panel-defence_value = підрозділи { $bs } + кард { $kard } + мури { $walls } = { $strength }
sr-panel-siege = Облога
sr-panel-siege_value = облягає { $faction } з раунду { $round }, рік облоги: { $year } (SR-15)
sr-panel-port = Порт
sr-panel-terrain = Місцевість
sr-panel-double_cost = вхід коштує вдвічі більше (SR-8)
sr-panel-impassable = непрохідна (SR-9)
sr-panel-army = Армія { $owner-gen }
sr-panel-army_value = { $units } { $units ->
        [one] підрозділ
        [few] підрозділи
       *[many] підрозділів
    }: сила { $bs } + кард { $kard }
sr-panel-odds = Точні шанси битви (SR-19–SR-21)
sr-panel-odds_strength = Сила
sr-panel-odds_pair = { $ours } проти { $theirs }
sr-panel-odds_win = Шанс на перемогу
sr-panel-odds_losses = Ваші очікувані втрати
sr-panel-odds_kills = Очікувані втрати ворога

## Відмови ($rule: ідентифікатор правила)

sr-refusal-game_over = Гру закінчено.
sr-refusal-not_your_turn = Зараз не ваш хід.
# $waiting: королівство, яке зараз ходить.
sr-refusal-waiting_for = Зараз не ваш хід: ходить { $waiting }.
# $stage: етап, до якого це належить (sr-stage-*).
sr-refusal-wrong_stage = Це належить до етапу «{ $stage }», який у цьому ході вже минув: у ході спершу викуп і повстання, потім набір війська, а тоді похід ({ $rule }).
sr-refusal-no_ransom = Ваш кард не в полоні, тож викуповувати нікого ({ $rule }).
# $cost: ціна викупу; $have: ваші припаси.
sr-refusal-ransom_cost = Викуп коштує { $cost ->
        [one] { $cost } припас
        [few] { $cost } припаси
       *[many] { $cost } припасів
    }, а у вас { $have } ({ $rule }).
sr-refusal-no_city_for_kard = У вас немає жодного міста, куди міг би повернутися ваш кард ({ $rule }).
sr-refusal-no_revolt = Повстати може лише васал, що має більше міст, ніж його сюзерен ({ $rule }).
sr-refusal-bad_recruit_place = Підрозділи набирають у власному місті, яке не в облозі, кораблі — у порту, фанатиків і тіні — у Землях Тіней, поки ви їх утримуєте ({ $rule }).
sr-refusal-too_many_items = Місто набирає щонайбільше 2 одиниці за хід ({ $rule }).
sr-refusal-no_carrier = Вогняний меч потребує загону, фанатика або тіні без меча ({ $rule }).
# $cost: ціна; $have: ваші припаси.
sr-refusal-no_supplies = Це коштує { $cost ->
        [one] { $cost } припас
        [few] { $cost } припаси
       *[many] { $cost } припасів
    }, а у вас { $have } ({ $rule }).
sr-refusal-not_a_step = Це не один крок ({ $rule }).
sr-refusal-impassable = На цю землю вступити не можна ({ $rule }).
sr-refusal-no_such_units = В армії немає таких підрозділів, яким лишилися кроки ({ $rule }).
sr-refusal-ships_only = Плавають лише кораблі, а армія виходить у море з портового міста ({ $rule }).
# $need: скільки треба кораблів; $ships: скільки їх там у вас.
sr-refusal-too_few_ships = Замало кораблів: кожен перевозить 2 підрозділи, тож треба { $need ->
        [one] { $need } корабель
        [few] { $need } кораблі
       *[many] { $need } кораблів
    }, а у вас там { $ships } ({ $rule }).
sr-refusal-hostile_city = До міста іншого королівства можна ввійти лише штурмом ({ $rule }).
sr-refusal-besieged = Обложене місто не можна ні покинути, ні ввійти до нього ({ $rule }).
sr-refusal-lords_city = Васал і його сюзерен ніколи не входять до міст одне одного ({ $rule }).
sr-refusal-third_source = Одночасно можуть увійти армії щонайбільше з двох територій ({ $rule }).
sr-refusal-battle_pending = Спершу має відбутися битва там, куди ввійшли ваші армії ({ $rule }).
sr-refusal-no_battle = Там немає з ким битися ({ $rule }).
sr-refusal-not_in_field = Ваша армія мусить стояти в околицях міста ({ $rule }).
sr-refusal-too_weak = Облогове військо має бути сильнішим за оборону міста ({ $rule }).
sr-refusal-already_besieged = Місто вже в облозі ({ $rule }).
sr-refusal-not_bordering = Ваше королівство не межує з територією цього міста ({ $rule }).
sr-refusal-not_enemy_city = Це не місто іншого королівства чи нейтральних сил ({ $rule }).
sr-refusal-not_besieged_long = Штурмувати можна лише місто, яке ви облягаєте з якогось попереднього ходу ({ $rule }).
sr-refusal-stormed_already = Це місто вже штурмували цього ходу ({ $rule }).
sr-refusal-no_garrison = Там немає вашого обложеного гарнізону ({ $rule }).
sr-refusal-attack_lord = Васал ніколи не нападає на свого сюзерена ({ $rule }).
sr-refusal-bad_order = Значення постійного наказу поза допустимими межами ({ $rule }).
sr-refusal-bad_place = Невідоме місце ({ $rule }).
sr-refusal-unknown_scenario = Невідомий сценарій: { $scenario }.
sr-refusal-seats = У «Королівства Тіней» грають від 2 до 5 королівств, що сідають за стіл у своєму порядку.

## Підказка: що королівство, чий зараз хід, може зробити і чому (задача 19)

# $supplies: припаси королівства.
sr-guide-ransom = Ваш кард у полоні: зараз, на початку ходу, його можна викупити за 5 припасів і до 5 балів впливу (у вас { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    }). Щойно ви почнете набір війська чи рух, викуп відкладеться до наступного ходу.
sr-guide-revolt = Ви служите сюзеренові, але маєте більше міст, ніж він: зараз, на початку ходу, можна підняти повстання. Інакше продовжуйте хід: набір війська, потім рух, облоги й битви.
# $supplies: припаси королівства.
sr-guide-recruit = Ваш хід: спершу наберіть загони та інші підрозділи у своїх містах, розплачуючись припасами (у вас { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    }). Потім рухайте армії, облягайте й штурмуйте міста, давайте бої; щойно армія рушила, набір війська в цьому ході завершено. Коли закінчите, натисніть «{ sr-action-end_turn }».
# $supplies: припаси королівства.
sr-guide-campaign = Похід: рухайте армії (крок коштує 1 припас за кожні 5 підрозділів), облягайте місто з його околиць і штурмуйте його в одному з наступних ходів. У вас { $supplies ->
        [one] { $supplies } припас
        [few] { $supplies } припаси
       *[many] { $supplies } припасів
    }. Коли закінчите, натисніть «{ sr-action-end_turn }».
sr-guide-battle = Ваша армія ввійшла на територію, де стоїть ворожа армія: битва має відбутися до кінця вашого ходу. Дайте бій там (біля кожного варіанта вказано точні шанси); перед цим до неї ще може приєднатися інша ваша армія.

## Правила 2: вибір власників (SR-G9) і правила, що мають виконуватися після кожної дії

# $kard: кард; $place: місто, куди він повертається.
sr-action-ransom_kard_to = Викупити { $kard-acc } { $place-to }: 5 припасів і до 5 балів впливу (SR-24, SR-G9)
# $count: підрозділи, що чекають; $place: куди вони йдуть.
sr-action-withdraw = Відвести { $count } { $count ->
        [one] підрозділ
        [few] підрозділи
       *[many] підрозділів
    } { $place-to } (SR-22, SR-G9)
sr-action-place = Відправити { $count } { $count ->
        [one] викуплений підрозділ
        [few] викуплені підрозділи
       *[many] викуплених підрозділів
    } { $place-to } (SR-23, SR-G9)
# $unit: рід підрозділу.
sr-action-lose_first = Постійний наказ: першими втрачати підрозділи роду «{ $unit }» (SR-G9, SR-15)
sr-event-siege_peace = Облога { $city-gen } скінчилася: сюзерен і васал живуть у мирі (SR-42, SR-45)
# $faction: хто обирає; $count: підрозділи; $place: де вони чекають.
sr-event-withdraw_awaited = { $faction } обирає, куди відвести { $count } { $count ->
        [one] розбитий підрозділ
        [few] розбиті підрозділи
       *[many] розбитих підрозділів
    } { $place-from } (SR-22, SR-G9)
sr-event-place_awaited = { $faction } обирає, куди підуть { $count } { $count ->
        [one] викуплений підрозділ
        [few] викуплені підрозділи
       *[many] викуплених підрозділів
    } { $place-from } (SR-23, SR-G9)
sr-event-chosen = { $faction } обирає: { $place } (SR-G9)
# $first … $fifth: роди підрозділів у порядку, в якому королівство їх втрачає.
sr-event-loss_order = { $faction } втрачає підрозділи в такому порядку: { $first }, { $second }, { $third }, { $fourth }, { $fifth } (SR-G9, SR-15)
sr-panel-losses = Підрозділи, що втрачаються першими (SR-G9, SR-15)
sr-panel-loss_order = спершу { $first }, потім { $second }, { $third }, { $fourth }, наостанок { $fifth }
sr-panel-waiting = Очікуємо
sr-panel-waiting_value = вибору { $faction-gen }: куди підуть його підрозділи (SR-G9)
sr-refusal-choice_first = Спершу оберіть, куди підуть ваші підрозділи ({ $rule }).
sr-refusal-not_a_choice = Такого вибору зараз немає ({ $rule }).
sr-guide-choice = Ваші розбиті або викуплені підрозділи чекають: оберіть, куди вони підуть. Кожне місце — окремий вибір; гра продовжиться, щойно ви оберете (SR-G9).
sr-invariant-peace_siege = SR-42: { $faction } облягає місто { $city }, що належить { $owner-dat }, з яким живе в мирі
sr-invariant-no_besiegers = SR-G15: місто { $city } в облозі, хоча на його землі немає облогового війська
sr-invariant-weak_siege = SR-14: облога { $city-gen } триває з силою { $ours } проти { $theirs }
sr-invariant-empty_fortress = SR-16: фортеця { $city-gen } не має оборонців, а проте { $owner } утримує місто
sr-invariant-foe_in_city = SR-G10: підрозділи { $faction-gen } стоять у місті { $city }, що належить { $owner-dat }
sr-invariant-impassable = SR-9: підрозділи стоять { $place-in }
sr-invariant-overloaded = SR-2: { $riders } підрозділів { $owner-gen } { $place-in } мають лише { $ships } кораблів
sr-invariant-foes_together = SR-21: ворожі армії { $first-gen } і { $second-gen } стоять разом { $place-in }, а бою не буде
sr-invariant-kard_count = SR-24: { $kard } на мапі { $count } разів, а має бути { $expected }
sr-invariant-neutral_captor = SR-25: { $kard } утримують нейтральні сили { $place-in }, яке їм не належить
sr-invariant-vassal_chain = SR-G16: { $vassal } служить { $lord-dat }, який сам є васалом або тим самим королівством
sr-invariant-nobody = SR-G3: гра не скінчилася, а жодне королівство не має ходу
sr-invariant-stuck = SR-G3: { $faction } не може ні завершити хід, ні дати бої, які мусить дати
sr-invariant-step_not_offered = SR-6: { $unit } може піти { $from-from } { $to-to }, але жодного переміщення не запропоновано

## Issue 36: what a place offers a newcomer that is not possible now, and why.
sr-panel-not_now = Зараз не можна
sr-not_now-recruit = Набір
sr-not_now-move = Переміщення
sr-not_now-besiege = Облога
sr-not_now-storm = Штурм

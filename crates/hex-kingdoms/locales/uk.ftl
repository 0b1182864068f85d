### Hex Kingdoms: українські повідомлення.
###
### Аргументи, що називають щось ($player, $hex, $unit, $structure, $side,
### $token…), — це інші повідомлення цього файлу, передані цілком: переклад
### бере їхні відмінкові форми з атрибутів ($hex-gen, $unit-acc…). Числа
### ($count, $gold, $dice…) — числа Fluent, тож до них застосовні форми
### множини (one, few, many).
###
### Атрибути назв:
### - гекси (hk-region-*): .gen, .loc, а також .in («у Блекфорді» / «в Істворті»)
###   і .from («з Блекфорда» / «із Саутворта» / «зі Стоунвіка») з уже
###   узгодженим прийменником;
### - загони (hk-unit-*): .gen, .acc, .dat, .gender (pl / f / m) і .one,
###   .few, .many для лічби («1 загін лучників», «2 галери»);
### - споруди (hk-struct-*): .gen, .acc, .dat;
### - сторони битви (hk-side-*): .gen; жетони (hk-token-*): .acc і .one
###   (однина, називний); форми правління (hk-gov-*): .acc; релігії
###   (hk-religion-*): .gen; технології (hk-tech-*): .acc.
### Назви королівств (hk-role-*) завжди стоять у називному відмінку.

## Гра та її сценарії

hk-name = Гексові королівства
hk-scenario-four-realms = Чотири володіння (3–4 гравці, 169 гексів)
# scenarios kept for games begun on the first edition of the maps
hk-scenario-four-realms-first_map = Чотири володіння, перша мапа (3–4 гравці, 169 гексів)
hk-scenario-two-kingdoms = Два королівства (2 гравці, 127 гексів)
hk-scenario-two-kingdoms-first_map = Два королівства, перша мапа (2 гравці, 127 гексів)

# Стислі правила, що показуються перед грою (абзаци розділено порожніми рядками)
hk-rules_summary =
    Від двох до чотирьох королівств змагаються на мапі з гексів упродовж 12 раундів. Кожного свого ходу ви відновлюєте сили (знімаєте з кожного загону по одному кубику виснаження й поповнюєте запас до 3 кубиків дій), збираєте золото (2 за кожне місто, 1 за кожен загін селян на своїй території, але не більше 3 з провінції, 1 за кожен ринок) і витрачаєте кубики дій (G-5): маневруєте військом (а потім атакуєте, G-6), набираєте загони в місті чи замку, будуєте міста, замки, мури, частоколи та будівлі, досліджуєте технологію або змінюєте форму правління.

    У битвах кубиків не кидають. Спершу оборонець може відреагувати, підвівши до оборони невиснажені війська поблизу цілі (HK-5). Обидві сторони кладуть жетони в один мішечок: активний загін (той, що дістає до ворога) дає жетон кольору свого власника і ще стільки, скільки становить його бонус сили, неактивний загін дає нейтральний жетон; крім того, гравці можуть додати кубики дій і досвіду (HK-13). Нападник тягне від 1 жетона до числа своєї відваги (це кількість його загонів, плюс 1 за требушет і 1 за Облогову вежу під час облоги); якщо він витягнув менше, ніж становить відвага оборонця, оборонець може дотягнути жетони до цього числа (HK-36, HK-38). Тактика й Регулярне військо дозволяють своєму власникові витягти ще раз (HK-42). Кожен витягнутий жетон вашого кольору — це одне пошкодження ворогові; пошкодження розподіляють гекс за гексом у порядку знищення: повністю пошкоджені споруди, мури на лінії атаки, загони, будівлі, а тоді місто чи замок (HK-50). Пошкодження споруд позначають чорними кубиками, що лишаються на них. Обидві сторони знімають утрати одночасно; утрачена будівля повертається на дошку власника як будівля того типу, який він обере (HK-75). Якщо нападник переміг і атакований гекс спорожнів, одне сусіднє нападне військо може туди просунутися (G-21).

    За теократії можна навернути ворожий загін (HK-30), а за демократії — відновити втрачений (HK-58), якщо пройти перевірку: витягніть стільки жетонів, яка її складність; перевірку пройдено, якщо серед них є хоча б один ваш і жодного ворожого; загін тоді стає на вільний сусідній гекс (G-15). Замки підвищують ліміт угруповання. Місто приносить 3 переможні очки, замок — 2, будівля — 1, технологія — 1, реліквія — 2, досягнення — 3; гравець, який наприкінці раунду єдиний зберіг за собою місто, негайно перемагає.

## Королівства гравців (за кольором)

hk-role-blue = Синій
hk-role-gold = Золотий
hk-role-green = Зелений
hk-role-red = Червоний

## Відмови: чому дія недозволена (G-…, HK-… — номери правил)

hk-refusal-already_done = Ви вже зробили це цього ходу (G-5).
hk-refusal-already_owned = У вас це вже є (G-17, G-18).
hk-refusal-bad_draw = Зараз не можна витягти стільки жетонів (HK-36, HK-38).
hk-refusal-bad_fabian = Фабіанська тактика не може скинути стільки жетонів (HK-80).
hk-refusal-bad_landing = Загін можна поставити лише на дозволений сусідній гекс: такий, куди він може увійти, без ворожих загонів і споруд і з місцем ще для одного загону (G-15).
hk-refusal-bad_reaction = Це військо не може зреагувати, рушивши туди (G-7).
hk-refusal-bad_site = Там цього не можна збудувати (G-12).
hk-refusal-bad_target = У цільовому гексі мають бути фішки рівно одного іншого гравця (G-6).
hk-refusal-cannot_destroy = Лишилося замало пошкоджень, щоб це знищити (HK-53).
hk-refusal-cannot_reach = Військо не може дістатися туди за цей маневр (G-6).
hk-refusal-bad_split = Під час поділу щонайменше один підрозділ залишається і щонайменше один рушає, і жодного типу не залишається більше, ніж має військо (HK-85).
hk-refusal-exhausted = Це військо виснажене (HK-87).
hk-refusal-formation_full = Угруповання перевищило б ваш ліміт (HK-8).
hk-refusal-need_workshop = Для цього загону потрібна майстерня в місті (G-11).
hk-refusal-no_action_dice = У вас не лишилося кубиків дій (G-5).
hk-refusal-no_supply = На вашому планшеті не лишилося жодної такої фішки (G-4).
hk-refusal-not_drawn = Не витягнуто жодного жетона цього кольору (HK-43).
hk-refusal-not_enough_gold = Це коштує { $cost ->
        [one] { $cost } золотий
        [few] { $cost } золоті
       *[many] { $cost } золотих
    }, а у вас лише { $have } (G-10).
hk-refusal-not_participant = Це не ворожий учасник цієї битви (HK-49).
hk-refusal-not_recruit_site = Там не можна набрати цей загін (G-11).
hk-refusal-not_your_army = У вас там немає війська (G-6).
hk-refusal-nothing_to_repair = Там нічого лагодити або поруч ворог (G-24).
hk-refusal-out_of_reach = Жодне ваше військо не дістає до цього гекса (G-6).
hk-refusal-priority = Спершу треба знищити дещо інше на цьому гексі (HK-50).
hk-refusal-recruit_limit = У цьому місті чи замку цього ходу вже набрано всі дозволені загони (G-11).
hk-refusal-roles = Кожна сторона повинна мати свій колір: червоний, синій, зелений або золотий (G-4).
# $seats: скільки гравців запитано; $min_seats, $max_seats: найменша й
# найбільша кількість гравців, на яку розраховано сценарій
hk-refusal-seats = Цей сценарій розраховано на кількість гравців від { $min_seats } до { $max_seats }, а не { $seats } (G-4).
hk-refusal-stack_full = На одному гексі може стояти щонайбільше 5 загонів одного гравця (G-9).
hk-refusal-tech_unavailable = Ця технологія зараз недоступна (G-18).
hk-refusal-too_many_dice = У вас немає стільки кубиків (HK-13).
# $scenario: ідентифікатор сценарію, як його подано (не перекладається)
hk-refusal-unknown_scenario = Невідомий сценарій { $scenario }.
hk-refusal-wrong_step = Це стосується етапу «{ $step }» (HK-4).

## Підпис ходу: «Раунд 3 — Червоний: дії»

# $player: королівство, що ходить; $step: одне з повідомлень hk-step-*
hk-turn = Раунд { $round } — { $player }: { $step }
hk-step-actions = дії
hk-step-advance = наступ після перемоги
hk-step-after_manoeuvre = після маневру
hk-step-battle = битва

## Дії, які може обрати гравець
## ($hex, $from, $to, $target: назви гексів; $unit, $structure: тип загону
## чи споруди, напр. «лучники», «мур»)

hk-action-advance = Просунутися { $from-from } до { $target-gen }
hk-action-assign_gone = Розподілити пошкодження
hk-action-assign_structure = Пошкодити { $structure-acc } { $hex-in }
hk-action-assign_unit = Знищити { $unit-acc } { $hex-in }
# $target: гекс, який атакують; $win_percent, $unharmed_percent: відсотки
# з одним знаком після коми (62,5) — шанс знищити всіх оборонців і шанс
# нічого не втратити
hk-action-attack = Атакувати { $target } (до підготовки мішечка: { $win_percent }% — знищити всіх оборонців, { $unharmed_percent }% — нічого не втратити)
# $cost: золото
hk-action-build = Збудувати { $structure-acc } { $hex-in } ({ $cost ->
        [one] { $cost } золотий
        [few] { $cost } золоті
       *[many] { $cost } золотих
    })
# $structure: мур або частокіл; $edge: номер (0–5) сторони гекса, на якій
# його зводять
hk-action-build_segment = Збудувати { $structure-acc } { $hex-in } на стороні, зверненій до гекса { $toward }
hk-action-build_segment_border = Збудувати { $structure-acc } { $hex-in } на стороні біля краю мапи
hk-action-convert_gone = Спробувати навернути
hk-action-convert_structure = Спробувати навернути { $structure-acc } { $hex-in }
hk-action-convert_unit = Спробувати навернути { $unit-acc } { $hex-in }
# $count: скільки жетонів витягти
hk-action-draw = Витягти з мішечка { $count ->
        [one] { $count } жетон
        [few] { $count } жетони
       *[many] { $count } жетонів
    }
hk-action-end_manoeuvre = Завершити маневр
hk-action-end_turn = Завершити хід
# $from: де стоїть військо, що приєднується; $to: куди воно рушає
hk-action-join = Приєднати до угруповання військо { $from-in }; воно рушає до { $to-gen }
hk-action-keep = Залишити витягнуте
# $unit: тип наверненого чи відновленого загону; $hex: гекс, на який його ставлять (G-15)
hk-action-land_converted = Поставити навернений загін ({ $unit }) { $hex-in }
hk-action-land_gone = Поставити загін { $hex-in }
hk-action-land_recovered = Поставити відновлений загін ({ $unit }) { $hex-in }
hk-action-manoeuvre = Маневрувати { $from-from } до { $to-gen }
hk-action-manoeuvre_split = Маневрувати { $from-from } до { $to-gen }, залишивши селян
# $count: підрозділи, що залишаються на $from (HK-85).
hk-action-split = Розділити військо: { $count ->
        [one] { $count } підрозділ залишається
        [few] { $count } підрозділи залишаються
       *[many] { $count } підрозділів залишаються
    } { $from-from }, решта маневрує до { $to-gen } (HK-85)
hk-choice-split = Розділити військо: частина маневрує { $from-from } до { $to-gen } (HK-85)
# $percent: exact chance in % with one decimal; $dealt, $taken: expected damage; $count: tokens to draw; $extra: tokens the defender may still draw
hk-choice-draw = { hk-action-draw } — точні шанси: { $percent }% знищити всіх учасників ворога; очікувані пошкодження: завдані { $dealt }, отримані { $taken }
hk-choice-draw_extend = { hk-choice-draw }; потім оборонець може дотягнути ще до { $extra } (HK-38), не враховано
hk-choice-stop = { hk-action-stop } — з уже витягнутим: { $percent }% знищити всіх учасників ворога; пошкодження: завдані { $dealt }, отримані { $taken }
hk-choice-stop_extend = { hk-choice-stop }; потім оборонець може дотягнути ще до { $extra } (HK-38), не враховано
# $unit: тип підрозділу, напр. «списники».
hk-amount-leave = Залишаються: { $unit }
hk-action-no_reaction = Без (подальшої) реакції
# $action_dice, $experience_dice: кубики, які кладуть у мішечок;
# $omitted_dice: кубики оборони, яких туди не кладуть; $fabian_discard:
# скільки жетонів кожної сторони скидає Фабіанська тактика
hk-action-prepare = Підготуватися: додати { $action_dice ->
        [one] { $action_dice } кубик дії
        [few] { $action_dice } кубики дій
       *[many] { $action_dice } кубиків дій
    } і { $experience_dice ->
        [one] { $experience_dice } кубик досвіду
        [few] { $experience_dice } кубики досвіду
       *[many] { $experience_dice } кубиків досвіду
    }, не класти { $omitted_dice ->
        [one] { $omitted_dice } кубик оборони
        [few] { $omitted_dice } кубики оборони
       *[many] { $omitted_dice } кубиків оборони
    }, Фабіанська тактика: { $fabian_discard }
hk-action-react = Реакція: перевести військо { $from-from } до { $to-gen }
# $unit: тип утраченого загону; $hex: де його втрачено
hk-action-recover = Спробувати відновити { $unit-acc }, { $unit-gender ->
        [pl] утрачених
        [f] утрачену
       *[m] утрачений
    } { $hex-in }
hk-action-recover_gone = Спробувати відновити
# $was: the lost building's type on the map; $kind: the type it returns as
hk-action-return_building = Утрачена будівля ({ $was }) повертається на твою дошку як: { $kind } (HK-75)
# $cost: золото
hk-action-recruit = Набрати { $unit-acc } { $hex-in } ({ $cost ->
        [one] { $cost } золотий
        [few] { $cost } золоті
       *[many] { $cost } золотих
    })
hk-action-reform = Змінити форму правління на { $government-acc }
# $token: вид жетона (hk-token-*)
hk-action-regular_army = Регулярне військо: відкласти { $token-acc } і витягти ще раз
hk-action-repair_gone = Полагодити
hk-action-repair_structure = Полагодити { $structure-acc } { $hex-in }
hk-action-repair_unit = Полагодити { $unit-acc } { $hex-in }
# $tech: технологія (hk-tech-*)
hk-action-research = Дослідити { $tech-acc }
hk-action-skip_check = Не робити (більше) перевірок
# $hex: де військо лишається
hk-action-stand = Маневрувати на місці { $hex-in }
hk-action-stop = Припинити витягування
hk-action-tactics = Тактика: витягти жетони всієї сутички наново

## Журнал гри
## ($player: назва королівства; $side: нападник або оборонець (hk-side-*);
## $hex: назва гекса; $unit, $structure: тип загону чи споруди)

hk-event-achievement = { $player } здобуває досягнення «{ $achievement }»
hk-event-advance = Переможці можуть просунутися до { $hex-gen }
# $damage: кількість пошкоджень
hk-event-assigned_gone = Розподілено { $damage ->
        [one] { $damage } пошкодження
        [few] { $damage } пошкодження
       *[many] { $damage } пошкоджень
    }
hk-event-assigned_structure = { $damage ->
        [one] { $damage } пошкодження
        [few] { $damage } пошкодження
       *[many] { $damage } пошкоджень
    } завдано { $structure-dat } { $hex-in }
hk-event-assigned_unit = { $damage ->
        [one] { $damage } пошкодження
        [few] { $damage } пошкодження
       *[many] { $damage } пошкоджень
    } завдано { $unit-dat } { $hex-in }
# $attacker, $defender: назви королівств; $target: гекс, який атакують
hk-event-battle = { $attacker } атакує { $target } (його утримує { $defender })
hk-event-battle_drawn = Битва закінчується без переможця
hk-event-battle_won = Битва закінчується перемогою { $side-gen }
hk-event-built = Збудовано { $structure-acc } { $hex-in }
# $check: вид перевірки (hk-word-conversion або hk-word-recovery);
# $difficulty: її складність; $drawn: скільки жетонів витягнуто; $result:
# hk-word-passed або hk-word-failed
hk-event-check = { $side } робить перевірку { $check } зі складністю { $difficulty }: витягує { $drawn ->
        [one] { $drawn } жетон
        [few] { $drawn } жетони
       *[many] { $drawn } жетонів
    } — { $result }
hk-event-converted = Загін навернено: { $hex-in } { $unit-gender ->
        [pl] з’являються нові
        [f] з’являється нова
       *[m] з’являється новий
    } { $unit }
# $attacker_damage, $defender_damage: пошкодження, яких завдає кожна сторона
hk-event-damage = Пошкодження: нападник завдає { $attacker_damage }, оборонець — { $defender_damage }
# $token: вид витягнутого жетона (hk-token-*)
hk-event-drawn = { $side } витягує { $token-acc }
# $units: кількість загонів; $dice: скільки кубиків виснаження отримує кожен
hk-event-exhausted = { $units ->
        [1] { $units } загін отримує { $dice ->
            [one] { $dice } кубик виснаження
            [few] { $dice } кубики виснаження
           *[many] { $dice } кубиків виснаження
        }
        [one] { $units } загін отримує по { $dice ->
            [one] { $dice } кубику виснаження
            [few] { $dice } кубики виснаження
           *[many] { $dice } кубиків виснаження
        }
        [few] { $units } загони отримують по { $dice ->
            [one] { $dice } кубику виснаження
            [few] { $dice } кубики виснаження
           *[many] { $dice } кубиків виснаження
        }
       *[many] { $units } загонів отримують по { $dice ->
            [one] { $dice } кубику виснаження
            [few] { $dice } кубики виснаження
           *[many] { $dice } кубиків виснаження
        }
    }
hk-event-experience = { $player } отримує { $dice ->
        [one] { $dice } кубик досвіду
        [few] { $dice } кубики досвіду
       *[many] { $dice } кубиків досвіду
    }
# $count: скільки жетонів кожної сторони скинуто
hk-event-fabian = Фабіанська тактика скидає по { $count ->
        [one] { $count } жетону
        [few] { $count } жетони
       *[many] { $count } жетонів
    } кожної сторони
hk-event-game_over = Гру завершено
# $player: хто обирає; $unit: тип загону; $hex: гекс, біля якого його ставлять (G-15)
hk-event-landing = { $player } обирає, де біля { $hex-gen } стане загін: { $unit } (G-15)
# $units, $structures: фішки, зняті з мапи; $damaged: споруди, які
# пошкоджено, але які ще стоять
hk-event-losses = Знято втрати: { $units ->
        [one] { $units } загін
        [few] { $units } загони
       *[many] { $units } загонів
    }, { $structures ->
        [one] { $structures } споруду
        [few] { $structures } споруди
       *[many] { $structures } споруд
    }; пошкоджено { $damaged ->
        [one] { $damaged } споруду
        [few] { $damaged } споруди
       *[many] { $damaged } споруд
    }
hk-event-manoeuvre_ended = Маневр завершено
hk-event-manoeuvred = Військо готове до атаки
# $units: кількість загонів, що рушають
hk-event-moved = { $units ->
        [one] { $units } загін рушає
        [few] { $units } загони рушають
       *[many] { $units } загонів рушають
    } до { $hex-gen }
hk-event-other = —
hk-event-out = { $player } вибуває з гри
hk-event-paid = { $player } витрачає { $gold ->
        [one] { $gold } золотий
        [few] { $gold } золоті
       *[many] { $gold } золотих
    } і { $dice ->
        [one] { $dice } кубик дії
        [few] { $dice } кубики дій
       *[many] { $dice } кубиків дій
    }
# $own: жетони кольору сторони; $neutral: нейтральні жетони
hk-event-prepared = { $side } кладе в мішечок { $own ->
        [one] { $own } власний
        [few] { $own } власні
       *[many] { $own } власних
    } і { $neutral ->
        [one] { $neutral } нейтральний жетон
        [few] { $neutral } нейтральні жетони
       *[many] { $neutral } нейтральних жетонів
    }
# $units: кількість загонів, що реагують; $hex: куди вони рушають
hk-event-reacted = { $units ->
        [one] { $units } загін оборонця реагує й рушає
        [few] { $units } загони оборонця реагують і рушають
       *[many] { $units } загонів оборонця реагують і рушають
    } до { $hex-gen }
hk-event-recovered = Відновлено { $unit-acc } { $hex-in }
hk-event-building_returned = { $player }: утрачена будівля ({ $was }) повертається на дошку як: { $kind } (HK-75)
hk-event-reformed = { $player } запроваджує { $government-acc }
# $religion: релігія, якій належить реліквія (hk-religion-*)
hk-event-relic = { $player } забирає реліквію { $religion-gen }
hk-event-repaired = Маркери пошкоджень знято
hk-event-researched = { $player } досліджує { $tech-acc }
# $token: вид жетона (hk-token-*)
hk-event-returned = Відкладений { $token-one } повертається в мішечок
hk-event-set_aside = { $side } відкладає { $token-acc }
# $side: сторона, що вирішує; $step: етап битви (hk-bstep-*)
hk-event-step = { $side }: { $step }
hk-event-tactics = { $side } застосовує Тактику й витягує наново
hk-event-turn_ended = Наступним ходить { $player }
# $gold: зібраний дохід
hk-event-turn_started = { $player } починає раунд { $round } і збирає { $gold ->
        [one] { $gold } золотий
        [few] { $gold } золоті
       *[many] { $gold } золотих
    }
hk-event-unit_placed = Виставлено { $unit-acc } { $hex-in }
hk-event-unit_removed = Загін знято з мапи
hk-event-wasted = Решта пошкоджень { $side-gen } нічого не може знищити

## Кінець гри

# $winners: королівства-переможці через кому; $points: переможні очки
# кожного королівства через « / »
hk-outcome-points = Перемога за очками: { $winner } (очки: { $points })
hk-outcome-points_shared = { $count ->
    [one] Перемогу за очками ділить { $count } королівство (очки: { $points })
    [few] Перемогу за очками ділять { $count } королівства (очки: { $points })
   *[many] Перемогу за очками ділять { $count } королівств (очки: { $points })
}
hk-outcome-sudden_death = { $winner } — останнє королівство, що має місто (очки: { $points })

## Бічна панель і відомості про гекс: назви рядків

hk-panel-action_dice = Кубики дій
hk-panel-buildings = Будівлі на дошці
hk-panel-active = Ходить
hk-panel-bag = Мішечок
hk-panel-battle = Битва
hk-panel-damage = Нерозподілені пошкодження
hk-panel-draw = Витягнуто жетонів
hk-panel-experience = Кубики досвіду
hk-panel-formation = Ліміт угруповання
hk-panel-gold = Золото
hk-panel-government = Форма правління
hk-panel-hits = Очікувані пошкодження
hk-panel-needed = Потрібно пошкоджень
hk-panel-odds = Шанси атаки на цей гекс до підготовки мішечка
hk-panel-odds_basis = Що враховано
hk-panel-points = Переможні очки
hk-panel-province = Провінція
hk-panel-relic = Реліквія
hk-panel-religion = Державна релігія
hk-panel-road = Дорога
hk-panel-round = Раунд
hk-panel-siege = Облога
hk-panel-step = Етап
hk-panel-target = Ціль
hk-panel-techs = Технології
hk-panel-terrain = Місцевість
hk-panel-turn = Хід
hk-panel-unharmed = Нічого не втратити
hk-panel-win = Знищити всіх оборонців

## Бічна панель і відомості про гекс: значення

# $value: число як є
hk-value = { $value }
# скільки жетонів у мішечку за прогнозом атаки
hk-value-bag = нападника { $attacker_tokens }, оборонця { $defender_tokens }, нейтральних { $neutral_tokens }
# building pieces of each type still on the personal board
hk-value-buildings = { hk-building-market } { $market }, { hk-building-barracks } { $barracks }, { hk-building-workshop } { $workshop }, { hk-building-temple } { $temple }
# скільки пошкоджень кожній стороні лишилося розподілити
hk-value-damage = нападник { $attacker_damage }, оборонець { $defender_damage }
# $dealt, $taken: очікувані пошкодження з одним знаком після коми
hk-value-expect = завдані { $dealt }; отримані { $taken }
# нейтральні жетони в мішечку й витягнуті з нього
hk-value-neutral = { $in_bag } у мішечку, { $drawn } витягнуто
# what the odds before preparation count and leave out
hk-value-odds_basis = один жетон за загін і його бонус (HK-11…HK-20), нападник тягне на всю свою відвагу (HK-40). Ще невідоме, тож не враховане: необов'язкові кубики, реакції (HK-5), дотягування оборонця (HK-38), перевірки й повторні витягування. Коли мішечок готовий, кожна кнопка витягування показує свої точні шанси.
# напр. раунд: «3 з 12»
hk-value-of = { $value } з { $total }
# $percent: відсоток з одним знаком після коми
hk-value-percent = { $percent }%
# $province: номер провінції; $religion: її релігія
hk-value-province = провінція { $province } ({ $religion })
# $owner: королівство, якому належить мур; $edge: сторона гекса (0–5)
hk-value-segment = { $owner }, сторона до гекса { $toward }
hk-value-segment_border = { $owner }, сторона біля краю мапи
# жетони однієї сторони: у мішечку, витягнуті і скільки вона може витягти
hk-value-side = { $in_bag } у мішечку, { $drawn } витягнуто, відвага { $courage }
# $owner: королівство-власник; $durability, $max_durability: скільки
# лишилося міцності споруди і скільки її було
hk-value-structure = { $owner }, міцність { $durability } з { $max_durability }
# $owner: королівство-власник; $exhaustion: кубики виснаження на загоні
hk-value-unit = { $owner }, { $exhaustion ->
        [one] { $exhaustion } кубик виснаження
        [few] { $exhaustion } кубики виснаження
       *[many] { $exhaustion } кубиків виснаження
    }

## Мапа: підписи позначок і фішок загонів

# $player: власник; $count: загони одного типу на гексі; $unit: тип
# (форми лічби — атрибути .one, .few, .many повідомлень hk-unit-*)
hk-counter = { $player }: { $count ->
        [one] { $count } { $unit-one }
        [few] { $count } { $unit-few }
       *[many] { $count } { $unit-many }
    }
hk-mark-barracks = Казарма
hk-mark-castle = Замок
hk-mark-city = Місто
hk-mark-damaged = Пошкоджено
hk-mark-forest = Ліс
hk-mark-hill = Пагорби
hk-mark-market = Ринок
hk-mark-mountain = Гори
hk-mark-palisade = Частокіл
hk-mark-relic = Реліквія на святому місці
hk-mark-road = Дорога
hk-mark-temple = Храм
hk-mark-walls = Мур
hk-mark-water = Вода
hk-mark-workshop = Майстерня

## Назви, що вживаються в інших повідомленнях

hk-ach-builder = Будівничий
hk-ach-scholar = Книжник
hk-ach-steadfast = Непохитний
hk-ach-warlike = Войовничий
hk-bstep-assign = розподіл утрат
hk-bstep-convert = навернення
hk-bstep-draw = витягування жетонів
hk-bstep-land = розміщення загону
hk-bstep-post_draw = повторне витягування
hk-bstep-prepare = підготовка мішечка
hk-bstep-react = реакція
hk-bstep-recover = відновлення
hk-bstep-return_buildings = повернення втрачених будівель
hk-building-barracks = Казарма
hk-building-market = Ринок
hk-building-temple = Храм
hk-building-workshop = Майстерня
hk-gov-democracy = Демократія
    .acc = демократію
hk-gov-monarchy = Монархія
    .acc = монархію
hk-gov-theocracy = Теократія
    .acc = теократію
hk-religion-christianity = Християнство
    .gen = християнства
hk-religion-islam = Іслам
    .gen = ісламу
hk-religion-paganism = Язичництво
    .gen = язичництва
hk-side-attacker = Нападник
    .gen = нападника
hk-side-defender = Оборонець
    .gen = оборонця
hk-struct-barracks = казарма
    .gen = казарми
    .acc = казарму
    .dat = казармі
hk-struct-castle = замок
    .gen = замку
    .acc = замок
    .dat = замку
hk-struct-city = місто
    .gen = міста
    .acc = місто
    .dat = місту
hk-struct-market = ринок
    .gen = ринку
    .acc = ринок
    .dat = ринку
hk-struct-palisade = частокіл
    .gen = частоколу
    .acc = частокіл
    .dat = частоколу
hk-struct-temple = храм
    .gen = храму
    .acc = храм
    .dat = храму
hk-struct-walls = мур
    .gen = муру
    .acc = мур
    .dat = муру
hk-struct-workshop = майстерня
    .gen = майстерні
    .acc = майстерню
    .dat = майстерні
hk-tech-drill = Муштра
    .acc = Муштру
hk-tech-fabian_tactics = Фабіанська тактика
    .acc = Фабіанську тактику
hk-tech-field_medicine = Польова медицина
    .acc = Польову медицину
hk-tech-regular_army = Регулярне військо
    .acc = Регулярне військо
hk-tech-siege_tower = Облогова вежа
    .acc = Облогову вежу
hk-tech-tactics = Тактика
    .acc = Тактику
hk-terrain-forest = ліс
hk-terrain-hills = пагорби
hk-terrain-mountains = гори
hk-terrain-plains = рівнини
hk-terrain-water = вода
hk-token-attacker = жетон нападника
    .acc = жетон нападника
    .one = жетон нападника
hk-token-defender = жетон оборонця
    .acc = жетон оборонця
    .one = жетон оборонця
hk-token-neutral = Нейтральні жетони
    .acc = нейтральний жетон
    .one = нейтральний жетон
hk-unit-archers = лучники
    .gen = лучників
    .acc = лучників
    .dat = лучникам
    .gender = pl
    .one = загін лучників
    .few = загони лучників
    .many = загонів лучників
hk-unit-cavalry = кіннота
    .gen = кінноти
    .acc = кінноту
    .dat = кінноті
    .gender = f
    .one = загін кінноти
    .few = загони кінноти
    .many = загонів кінноти
hk-unit-galley = галера
    .gen = галери
    .acc = галеру
    .dat = галері
    .gender = f
    .one = галера
    .few = галери
    .many = галер
hk-unit-peasants = селяни
    .gen = селян
    .acc = селян
    .dat = селянам
    .gender = pl
    .one = загін селян
    .few = загони селян
    .many = загонів селян
hk-unit-spearmen = списники
    .gen = списників
    .acc = списників
    .dat = списникам
    .gender = pl
    .one = загін списників
    .few = загони списників
    .many = загонів списників
hk-unit-swordsmen = мечники
    .gen = мечників
    .acc = мечників
    .dat = мечникам
    .gender = pl
    .one = загін мечників
    .few = загони мечників
    .many = загонів мечників
hk-unit-trebuchet = требушет
    .gen = требушета
    .acc = требушет
    .dat = требушету
    .gender = m
    .one = требушет
    .few = требушети
    .many = требушетів
hk-word-conversion = навернення
hk-word-failed = невдача
hk-word-no = ні
hk-word-on_site = на святому місці
hk-word-passed = успіх
hk-word-recovery = відновлення
hk-word-yes = так

## Назви гексів: вигадані англійські назви, передані кирилицею за єдиною
## схемою (перша частина + закінчення: Black- → Блек-, -ford → -форд,
## -ley → -лі, -bury → -бері…; назви на -лі, -бі, -бері не відмінюються).
## Атрибути: .gen, .loc, .in (з прийменником у/в), .from (з/із/зі).

hk-region-h_-1_-1 = Істворт
    .gen = Істворта
    .loc = Істворті
    .in = в Істворті
    .from = з Істворта
hk-region-h_-1_-2 = Фенторп
    .gen = Фенторпа
    .loc = Фенторпі
    .in = у Фенторпі
    .from = з Фенторпа
hk-region-h_-1_-3 = Барвік
    .gen = Барвіка
    .loc = Барвіку
    .in = у Барвіку
    .from = з Барвіка
hk-region-h_-1_-4 = Блекфорд
    .gen = Блекфорда
    .loc = Блекфорді
    .in = у Блекфорді
    .from = з Блекфорда
hk-region-h_-1_-5 = Саутворт
    .gen = Саутворта
    .loc = Саутворті
    .in = у Саутворті
    .from = із Саутворта
hk-region-h_-1_-6 = Фенфілд
    .gen = Фенфілда
    .loc = Фенфілді
    .in = у Фенфілді
    .from = з Фенфілда
hk-region-h_-1_0 = Блектон
    .gen = Блектона
    .loc = Блектоні
    .in = у Блектоні
    .from = з Блектона
hk-region-h_-1_1 = Елмторп
    .gen = Елмторпа
    .loc = Елмторпі
    .in = в Елмторпі
    .from = з Елмторпа
hk-region-h_-1_2 = Данбі
    .gen = Данбі
    .loc = Данбі
    .in = у Данбі
    .from = з Данбі
hk-region-h_-1_3 = Лонгмір
    .gen = Лонгміра
    .loc = Лонгмірі
    .in = у Лонгмірі
    .from = з Лонгміра
hk-region-h_-1_4 = Ренвелл
    .gen = Ренвелла
    .loc = Ренвеллі
    .in = у Ренвеллі
    .from = з Ренвелла
hk-region-h_-1_5 = Кроутон
    .gen = Кроутона
    .loc = Кроутоні
    .in = у Кроутоні
    .from = з Кроутона
hk-region-h_-1_6 = Кроувелл
    .gen = Кроувелла
    .loc = Кроувеллі
    .in = у Кроувеллі
    .from = з Кроувелла
hk-region-h_-1_7 = Фенлі
    .gen = Фенлі
    .loc = Фенлі
    .in = у Фенлі
    .from = з Фенлі
hk-region-h_-2_-1 = Ренгем
    .gen = Ренгема
    .loc = Ренгемі
    .in = у Ренгемі
    .from = з Ренгема
hk-region-h_-2_-2 = Вайтвік
    .gen = Вайтвіка
    .loc = Вайтвіку
    .in = у Вайтвіку
    .from = з Вайтвіка
hk-region-h_-2_-3 = Лонгком
    .gen = Лонгкома
    .loc = Лонгкомі
    .in = у Лонгкомі
    .from = з Лонгкома
hk-region-h_-2_-4 = Вестлі
    .gen = Вестлі
    .loc = Вестлі
    .in = у Вестлі
    .from = з Вестлі
hk-region-h_-2_-5 = Оквелл
    .gen = Оквелла
    .loc = Оквеллі
    .in = в Оквеллі
    .from = з Оквелла
hk-region-h_-2_0 = Ешком
    .gen = Ешкома
    .loc = Ешкомі
    .in = в Ешкомі
    .from = з Ешкома
hk-region-h_-2_1 = Гейзелвелл
    .gen = Гейзелвелла
    .loc = Гейзелвеллі
    .in = у Гейзелвеллі
    .from = з Гейзелвелла
hk-region-h_-2_2 = Ренвік
    .gen = Ренвіка
    .loc = Ренвіку
    .in = у Ренвіку
    .from = з Ренвіка
hk-region-h_-2_3 = Квінсторп
    .gen = Квінсторпа
    .loc = Квінсторпі
    .in = у Квінсторпі
    .from = з Квінсторпа
hk-region-h_-2_4 = Бремлі
    .gen = Бремлі
    .loc = Бремлі
    .in = у Бремлі
    .from = з Бремлі
hk-region-h_-2_5 = Глентон
    .gen = Глентона
    .loc = Глентоні
    .in = у Глентоні
    .from = з Глентона
hk-region-h_-2_6 = Ешторп
    .gen = Ешторпа
    .loc = Ешторпі
    .in = в Ешторпі
    .from = з Ешторпа
hk-region-h_-2_7 = Айронгем
    .gen = Айронгема
    .loc = Айронгемі
    .in = в Айронгемі
    .from = з Айронгема
hk-region-h_-3_-1 = Рукбері
    .gen = Рукбері
    .loc = Рукбері
    .in = у Рукбері
    .from = з Рукбері
hk-region-h_-3_-2 = Данфорд
    .gen = Данфорда
    .loc = Данфорді
    .in = у Данфорді
    .from = з Данфорда
hk-region-h_-3_-3 = Гарторп
    .gen = Гарторпа
    .loc = Гарторпі
    .in = у Гарторпі
    .from = з Гарторпа
hk-region-h_-3_-4 = Окмір
    .gen = Окміра
    .loc = Окмірі
    .in = в Окмірі
    .from = з Окміра
hk-region-h_-3_0 = Бруквелл
    .gen = Бруквелла
    .loc = Бруквеллі
    .in = у Бруквеллі
    .from = з Бруквелла
hk-region-h_-3_1 = Фентон
    .gen = Фентона
    .loc = Фентоні
    .in = у Фентоні
    .from = з Фентона
hk-region-h_-3_2 = Історп
    .gen = Історпа
    .loc = Історпі
    .in = в Історпі
    .from = з Історпа
hk-region-h_-3_3 = Лонгбері
    .gen = Лонгбері
    .loc = Лонгбері
    .in = у Лонгбері
    .from = з Лонгбері
hk-region-h_-3_4 = Юфорд
    .gen = Юфорда
    .loc = Юфорді
    .in = в Юфорді
    .from = з Юфорда
hk-region-h_-3_5 = Торнвелл
    .gen = Торнвелла
    .loc = Торнвеллі
    .in = у Торнвеллі
    .from = з Торнвелла
hk-region-h_-3_6 = Моссторп
    .gen = Моссторпа
    .loc = Моссторпі
    .in = у Моссторпі
    .from = з Моссторпа
hk-region-h_-3_7 = Берчворт
    .gen = Берчворта
    .loc = Берчворті
    .in = у Берчворті
    .from = з Берчворта
hk-region-h_-4_-1 = Дантон
    .gen = Дантона
    .loc = Дантоні
    .in = у Дантоні
    .from = з Дантона
hk-region-h_-4_-2 = Стоунвік
    .gen = Стоунвіка
    .loc = Стоунвіку
    .in = у Стоунвіку
    .from = зі Стоунвіка
hk-region-h_-4_-3 = Фервелл
    .gen = Фервелла
    .loc = Фервеллі
    .in = у Фервеллі
    .from = з Фервелла
hk-region-h_-4_0 = Данлі
    .gen = Данлі
    .loc = Данлі
    .in = у Данлі
    .from = з Данлі
hk-region-h_-4_1 = Квінсбері
    .gen = Квінсбері
    .loc = Квінсбері
    .in = у Квінсбері
    .from = з Квінсбері
hk-region-h_-4_2 = Брембері
    .gen = Брембері
    .loc = Брембері
    .in = у Брембері
    .from = з Брембері
hk-region-h_-4_3 = Лонгфорд
    .gen = Лонгфорда
    .loc = Лонгфорді
    .in = у Лонгфорді
    .from = з Лонгфорда
hk-region-h_-4_4 = Фенгем
    .gen = Фенгема
    .loc = Фенгемі
    .in = у Фенгемі
    .from = з Фенгема
hk-region-h_-4_5 = Марлбі
    .gen = Марлбі
    .loc = Марлбі
    .in = у Марлбі
    .from = з Марлбі
hk-region-h_-4_6 = Грейстед
    .gen = Грейстеда
    .loc = Грейстеді
    .in = у Грейстеді
    .from = з Грейстеда
hk-region-h_-4_7 = Елмфілд
    .gen = Елмфілда
    .loc = Елмфілді
    .in = в Елмфілді
    .from = з Елмфілда
hk-region-h_-5_-1 = Істфорд
    .gen = Істфорда
    .loc = Істфорді
    .in = в Істфорді
    .from = з Істфорда
hk-region-h_-5_-2 = Гейлгем
    .gen = Гейлгема
    .loc = Гейлгемі
    .in = у Гейлгемі
    .from = з Гейлгема
hk-region-h_-5_0 = Фростон
    .gen = Фростона
    .loc = Фростоні
    .in = у Фростоні
    .from = з Фростона
hk-region-h_-5_1 = Міллвік
    .gen = Міллвіка
    .loc = Міллвіку
    .in = у Міллвіку
    .from = з Міллвіка
hk-region-h_-5_2 = Солтмір
    .gen = Солтміра
    .loc = Солтмірі
    .in = у Солтмірі
    .from = із Солтміра
hk-region-h_-5_3 = Гартвелл
    .gen = Гартвелла
    .loc = Гартвеллі
    .in = у Гартвеллі
    .from = з Гартвелла
hk-region-h_-5_4 = Вестон
    .gen = Вестона
    .loc = Вестоні
    .in = у Вестоні
    .from = з Вестона
hk-region-h_-5_5 = Вестком
    .gen = Весткома
    .loc = Весткомі
    .in = у Весткомі
    .from = з Весткома
hk-region-h_-5_6 = Гленбі
    .gen = Гленбі
    .loc = Гленбі
    .in = у Гленбі
    .from = з Гленбі
hk-region-h_-5_7 = Дейлторп
    .gen = Дейлторпа
    .loc = Дейлторпі
    .in = у Дейлторпі
    .from = з Дейлторпа
hk-region-h_-6_-1 = Гартмір
    .gen = Гартміра
    .loc = Гартмірі
    .in = у Гартмірі
    .from = з Гартміра
hk-region-h_-6_0 = Пайкбі
    .gen = Пайкбі
    .loc = Пайкбі
    .in = у Пайкбі
    .from = з Пайкбі
hk-region-h_-6_1 = Гартвік
    .gen = Гартвіка
    .loc = Гартвіку
    .in = у Гартвіку
    .from = з Гартвіка
hk-region-h_-6_2 = Солтвік
    .gen = Солтвіка
    .loc = Солтвіку
    .in = у Солтвіку
    .from = із Солтвіка
hk-region-h_-6_3 = Гартлі
    .gen = Гартлі
    .loc = Гартлі
    .in = у Гартлі
    .from = з Гартлі
hk-region-h_-6_4 = Фроствік
    .gen = Фроствіка
    .loc = Фроствіку
    .in = у Фроствіку
    .from = з Фроствіка
hk-region-h_-6_5 = Бремторп
    .gen = Бремторпа
    .loc = Бремторпі
    .in = у Бремторпі
    .from = з Бремторпа
hk-region-h_-6_6 = Юбі
    .gen = Юбі
    .loc = Юбі
    .in = в Юбі
    .from = з Юбі
hk-region-h_-6_7 = Редворт
    .gen = Редворта
    .loc = Редворті
    .in = у Редворті
    .from = з Редворта
hk-region-h_-7_0 = Гейзелком
    .gen = Гейзелкома
    .loc = Гейзелкомі
    .in = у Гейзелкомі
    .from = з Гейзелкома
hk-region-h_-7_1 = Ренторп
    .gen = Ренторпа
    .loc = Ренторпі
    .in = у Ренторпі
    .from = з Ренторпа
hk-region-h_-7_2 = Моссвік
    .gen = Моссвіка
    .loc = Моссвіку
    .in = у Моссвіку
    .from = з Моссвіка
hk-region-h_-7_3 = Блеклі
    .gen = Блеклі
    .loc = Блеклі
    .in = у Блеклі
    .from = з Блеклі
hk-region-h_-7_4 = Дейлі
    .gen = Дейлі
    .loc = Дейлі
    .in = у Дейлі
    .from = з Дейлі
hk-region-h_-7_5 = Оклі
    .gen = Оклі
    .loc = Оклі
    .in = в Оклі
    .from = з Оклі
hk-region-h_-7_6 = Гленвік
    .gen = Гленвіка
    .loc = Гленвіку
    .in = у Гленвіку
    .from = з Гленвіка
hk-region-h_-7_7 = Берчлі
    .gen = Берчлі
    .loc = Берчлі
    .in = у Берчлі
    .from = з Берчлі
hk-region-h_0_-1 = Бармір
    .gen = Барміра
    .loc = Бармірі
    .in = у Бармірі
    .from = з Барміра
hk-region-h_0_-2 = Гейзелі
    .gen = Гейзелі
    .loc = Гейзелі
    .in = у Гейзелі
    .from = з Гейзелі
hk-region-h_0_-3 = Гартстед
    .gen = Гартстеда
    .loc = Гартстеді
    .in = у Гартстеді
    .from = з Гартстеда
hk-region-h_0_-4 = Саутком
    .gen = Сауткома
    .loc = Сауткомі
    .in = у Сауткомі
    .from = із Сауткома
hk-region-h_0_-5 = Рашторп
    .gen = Рашторпа
    .loc = Рашторпі
    .in = у Рашторпі
    .from = з Рашторпа
hk-region-h_0_-6 = Рашфорд
    .gen = Рашфорда
    .loc = Рашфорді
    .in = у Рашфорді
    .from = з Рашфорда
hk-region-h_0_-7 = Кроувік
    .gen = Кроувіка
    .loc = Кроувіку
    .in = у Кроувіку
    .from = з Кроувіка
hk-region-h_0_0 = Югем
    .gen = Югема
    .loc = Югемі
    .in = в Югемі
    .from = з Югема
hk-region-h_0_1 = Торнтон
    .gen = Торнтона
    .loc = Торнтоні
    .in = у Торнтоні
    .from = з Торнтона
hk-region-h_0_2 = Ешлі
    .gen = Ешлі
    .loc = Ешлі
    .in = в Ешлі
    .from = з Ешлі
hk-region-h_0_3 = Пайктон
    .gen = Пайктона
    .loc = Пайктоні
    .in = у Пайктоні
    .from = з Пайктона
hk-region-h_0_4 = Ювік
    .gen = Ювіка
    .loc = Ювіку
    .in = в Ювіку
    .from = з Ювіка
hk-region-h_0_5 = Елмворт
    .gen = Елмворта
    .loc = Елмворті
    .in = в Елмворті
    .from = з Елмворта
hk-region-h_0_6 = Барворт
    .gen = Барворта
    .loc = Барворті
    .in = у Барворті
    .from = з Барворта
hk-region-h_0_7 = Фенвелл
    .gen = Фенвелла
    .loc = Фенвеллі
    .in = у Фенвеллі
    .from = з Фенвелла
hk-region-h_1_-1 = Данвік
    .gen = Данвіка
    .loc = Данвіку
    .in = у Данвіку
    .from = з Данвіка
hk-region-h_1_-2 = Дангем
    .gen = Дангема
    .loc = Дангемі
    .in = у Дангемі
    .from = з Дангема
hk-region-h_1_-3 = Дірвелл
    .gen = Дірвелла
    .loc = Дірвеллі
    .in = у Дірвеллі
    .from = з Дірвелла
hk-region-h_1_-4 = Гленгем
    .gen = Гленгема
    .loc = Гленгемі
    .in = у Гленгемі
    .from = з Гленгема
hk-region-h_1_-5 = Торнфілд
    .gen = Торнфілда
    .loc = Торнфілді
    .in = у Торнфілді
    .from = з Торнфілда
hk-region-h_1_-6 = Вулфворт
    .gen = Вулфворта
    .loc = Вулфворті
    .in = у Вулфворті
    .from = з Вулфворта
hk-region-h_1_-7 = Ларкторп
    .gen = Ларкторпа
    .loc = Ларкторпі
    .in = у Ларкторпі
    .from = з Ларкторпа
hk-region-h_1_0 = Солтстед
    .gen = Солтстеда
    .loc = Солтстеді
    .in = у Солтстеді
    .from = із Солтстеда
hk-region-h_1_1 = Ферком
    .gen = Феркома
    .loc = Феркомі
    .in = у Феркомі
    .from = з Феркома
hk-region-h_1_2 = Айронстед
    .gen = Айронстеда
    .loc = Айронстеді
    .in = в Айронстеді
    .from = з Айронстеда
hk-region-h_1_3 = Ренворт
    .gen = Ренворта
    .loc = Ренворті
    .in = у Ренворті
    .from = з Ренворта
hk-region-h_1_4 = Юлі
    .gen = Юлі
    .loc = Юлі
    .in = в Юлі
    .from = з Юлі
hk-region-h_1_5 = Рейвенфорд
    .gen = Рейвенфорда
    .loc = Рейвенфорді
    .in = у Рейвенфорді
    .from = з Рейвенфорда
hk-region-h_1_6 = Колдгем
    .gen = Колдгема
    .loc = Колдгемі
    .in = у Колдгемі
    .from = з Колдгема
hk-region-h_2_-1 = Гейлбері
    .gen = Гейлбері
    .loc = Гейлбері
    .in = у Гейлбері
    .from = з Гейлбері
hk-region-h_2_-2 = Нортфорд
    .gen = Нортфорда
    .loc = Нортфорді
    .in = у Нортфорді
    .from = з Нортфорда
hk-region-h_2_-3 = Голдлі
    .gen = Голдлі
    .loc = Голдлі
    .in = у Голдлі
    .from = з Голдлі
hk-region-h_2_-4 = Гартон
    .gen = Гартона
    .loc = Гартоні
    .in = у Гартоні
    .from = з Гартона
hk-region-h_2_-5 = Оквік
    .gen = Оквіка
    .loc = Оквіку
    .in = в Оквіку
    .from = з Оквіка
hk-region-h_2_-6 = Фростмір
    .gen = Фростміра
    .loc = Фростмірі
    .in = у Фростмірі
    .from = з Фростміра
hk-region-h_2_-7 = Олдерфорд
    .gen = Олдерфорда
    .loc = Олдерфорді
    .in = в Олдерфорді
    .from = з Олдерфорда
hk-region-h_2_0 = Ешбері
    .gen = Ешбері
    .loc = Ешбері
    .in = в Ешбері
    .from = з Ешбері
hk-region-h_2_1 = Голліфорд
    .gen = Голліфорда
    .loc = Голліфорді
    .in = у Голліфорді
    .from = з Голліфорда
hk-region-h_2_2 = Колдворт
    .gen = Колдворта
    .loc = Колдворті
    .in = у Колдворті
    .from = з Колдворта
hk-region-h_2_3 = Кінгсторп
    .gen = Кінгсторпа
    .loc = Кінгсторпі
    .in = у Кінгсторпі
    .from = з Кінгсторпа
hk-region-h_2_4 = Блекбі
    .gen = Блекбі
    .loc = Блекбі
    .in = у Блекбі
    .from = з Блекбі
hk-region-h_2_5 = Торнвік
    .gen = Торнвіка
    .loc = Торнвіку
    .in = у Торнвіку
    .from = з Торнвіка
hk-region-h_3_-1 = Барвелл
    .gen = Барвелла
    .loc = Барвеллі
    .in = у Барвеллі
    .from = з Барвелла
hk-region-h_3_-2 = Ренком
    .gen = Ренкома
    .loc = Ренкомі
    .in = у Ренкомі
    .from = з Ренкома
hk-region-h_3_-3 = Берчком
    .gen = Берчкома
    .loc = Берчкомі
    .in = у Берчкомі
    .from = з Берчкома
hk-region-h_3_-4 = Рейвентон
    .gen = Рейвентона
    .loc = Рейвентоні
    .in = у Рейвентоні
    .from = з Рейвентона
hk-region-h_3_-5 = Ештон
    .gen = Ештона
    .loc = Ештоні
    .in = в Ештоні
    .from = з Ештона
hk-region-h_3_-6 = Лонглі
    .gen = Лонглі
    .loc = Лонглі
    .in = у Лонглі
    .from = з Лонглі
hk-region-h_3_-7 = Бруквік
    .gen = Бруквіка
    .loc = Бруквіку
    .in = у Бруквіку
    .from = з Бруквіка
hk-region-h_3_0 = Рашвік
    .gen = Рашвіка
    .loc = Рашвіку
    .in = у Рашвіку
    .from = з Рашвіка
hk-region-h_3_1 = Фермір
    .gen = Ферміра
    .loc = Фермірі
    .in = у Фермірі
    .from = з Ферміра
hk-region-h_3_2 = Гленбері
    .gen = Гленбері
    .loc = Гленбері
    .in = у Гленбері
    .from = з Гленбері
hk-region-h_3_3 = Фербі
    .gen = Фербі
    .loc = Фербі
    .in = у Фербі
    .from = з Фербі
hk-region-h_3_4 = Елмвелл
    .gen = Елмвелла
    .loc = Елмвеллі
    .in = в Елмвеллі
    .from = з Елмвелла
hk-region-h_4_-1 = Грейвік
    .gen = Грейвіка
    .loc = Грейвіку
    .in = у Грейвіку
    .from = з Грейвіка
hk-region-h_4_-2 = Міллком
    .gen = Міллкома
    .loc = Міллкомі
    .in = у Міллкомі
    .from = з Міллкома
hk-region-h_4_-3 = Ларкфорд
    .gen = Ларкфорда
    .loc = Ларкфорді
    .in = у Ларкфорді
    .from = з Ларкфорда
hk-region-h_4_-4 = Нортворт
    .gen = Нортворта
    .loc = Нортворті
    .in = у Нортворті
    .from = з Нортворта
hk-region-h_4_-5 = Барбі
    .gen = Барбі
    .loc = Барбі
    .in = у Барбі
    .from = з Барбі
hk-region-h_4_-6 = Блеквелл
    .gen = Блеквелла
    .loc = Блеквеллі
    .in = у Блеквеллі
    .from = з Блеквелла
hk-region-h_4_-7 = Марлвелл
    .gen = Марлвелла
    .loc = Марлвеллі
    .in = у Марлвеллі
    .from = з Марлвелла
hk-region-h_4_0 = Гейлфорд
    .gen = Гейлфорда
    .loc = Гейлфорді
    .in = у Гейлфорді
    .from = з Гейлфорда
hk-region-h_4_1 = Колдторп
    .gen = Колдторпа
    .loc = Колдторпі
    .in = у Колдторпі
    .from = з Колдторпа
hk-region-h_4_2 = Моссворт
    .gen = Моссворта
    .loc = Моссворті
    .in = у Моссворті
    .from = з Моссворта
hk-region-h_4_3 = Рейвенфілд
    .gen = Рейвенфілда
    .loc = Рейвенфілді
    .in = у Рейвенфілді
    .from = з Рейвенфілда
hk-region-h_5_-1 = Марлі
    .gen = Марлі
    .loc = Марлі
    .in = у Марлі
    .from = з Марлі
hk-region-h_5_-2 = Стоунфілд
    .gen = Стоунфілда
    .loc = Стоунфілді
    .in = у Стоунфілді
    .from = зі Стоунфілда
hk-region-h_5_-3 = Ютон
    .gen = Ютона
    .loc = Ютоні
    .in = в Ютоні
    .from = з Ютона
hk-region-h_5_-4 = Гартворт
    .gen = Гартворта
    .loc = Гартворті
    .in = у Гартворті
    .from = з Гартворта
hk-region-h_5_-5 = Істмір
    .gen = Істміра
    .loc = Істмірі
    .in = в Істмірі
    .from = з Істміра
hk-region-h_5_-6 = Фергем
    .gen = Фергема
    .loc = Фергемі
    .in = у Фергемі
    .from = з Фергема
hk-region-h_5_-7 = Фростфорд
    .gen = Фростфорда
    .loc = Фростфорді
    .in = у Фростфорді
    .from = з Фростфорда
hk-region-h_5_0 = Рашгем
    .gen = Рашгема
    .loc = Рашгемі
    .in = у Рашгемі
    .from = з Рашгема
hk-region-h_5_1 = Квінсвік
    .gen = Квінсвіка
    .loc = Квінсвіку
    .in = у Квінсвіку
    .from = з Квінсвіка
hk-region-h_5_2 = Елмір
    .gen = Елміра
    .loc = Елмірі
    .in = в Елмірі
    .from = з Елміра
hk-region-h_6_-1 = Рукстед
    .gen = Рукстеда
    .loc = Рукстеді
    .in = у Рукстеді
    .from = з Рукстеда
hk-region-h_6_-2 = Вулфком
    .gen = Вулфкома
    .loc = Вулфкомі
    .in = у Вулфкомі
    .from = з Вулфкома
hk-region-h_6_-3 = Берчтон
    .gen = Берчтона
    .loc = Берчтоні
    .in = у Берчтоні
    .from = з Берчтона
hk-region-h_6_-4 = Барфілд
    .gen = Барфілда
    .loc = Барфілді
    .in = у Барфілді
    .from = з Барфілда
hk-region-h_6_-5 = Рейвенгем
    .gen = Рейвенгема
    .loc = Рейвенгемі
    .in = у Рейвенгемі
    .from = з Рейвенгема
hk-region-h_6_-6 = Грейворт
    .gen = Грейворта
    .loc = Грейворті
    .in = у Грейворті
    .from = з Грейворта
hk-region-h_6_-7 = Гленстед
    .gen = Гленстеда
    .loc = Гленстеді
    .in = у Гленстеді
    .from = з Гленстеда
hk-region-h_6_0 = Фенмір
    .gen = Фенміра
    .loc = Фенмірі
    .in = у Фенмірі
    .from = з Фенміра
hk-region-h_6_1 = Гейлі
    .gen = Гейлі
    .loc = Гейлі
    .in = у Гейлі
    .from = з Гейлі
hk-region-h_7_-1 = Бремвік
    .gen = Бремвіка
    .loc = Бремвіку
    .in = у Бремвіку
    .from = з Бремвіка
hk-region-h_7_-2 = Сауторп
    .gen = Сауторпа
    .loc = Сауторпі
    .in = у Сауторпі
    .from = із Сауторпа
hk-region-h_7_-3 = Міллбері
    .gen = Міллбері
    .loc = Міллбері
    .in = у Міллбері
    .from = з Міллбері
hk-region-h_7_-4 = Квінстед
    .gen = Квінстеда
    .loc = Квінстеді
    .in = у Квінстеді
    .from = з Квінстеда
hk-region-h_7_-5 = Гейлком
    .gen = Гейлкома
    .loc = Гейлкомі
    .in = у Гейлкомі
    .from = з Гейлкома
hk-region-h_7_-6 = Елмтон
    .gen = Елмтона
    .loc = Елмтоні
    .in = в Елмтоні
    .from = з Елмтона
hk-region-h_7_-7 = Нортлі
    .gen = Нортлі
    .loc = Нортлі
    .in = у Нортлі
    .from = з Нортлі
hk-region-h_7_0 = Свонбері
    .gen = Свонбері
    .loc = Свонбері
    .in = у Свонбері
    .from = зі Свонбері

## Короткі написи на фішках мапи (три літери)
hk-short-peasants = СЕЛ
hk-short-spearmen = СПС
hk-short-swordsmen = МЕЧ
hk-short-cavalry = КІН
hk-short-archers = ЛУЧ
hk-short-trebuchet = ТРБ
hk-short-galley = ГАЛ

## Підказка: що гравець, який вирішує, може зробити зараз і чому (задача 19)

# Дії ходу. $dice: кубики дій, що залишилися в запасі; $gold: золото королівства.
hk-guide-actions = Ваш хід: у вас { $dice ->
        [one] { $dice } кубик дії
        [few] { $dice } кубики дій
       *[many] { $dice } кубиків дій
    } і { $gold ->
        [one] { $gold } золотий
        [few] { $gold } золоті
       *[many] { $gold } золотих
    }. Кожна дія коштує одного кубика: маневр військом (а потім атака), набір загонів, будівництво, дослідження технології або зміна форми правління. Коли закінчите, натисніть «{ hk-action-end_turn }»; збережені кубики ще можна додати до битв.
hk-guide-after_manoeuvre = Ваше військо здійснило маневр. Тепер можна оголосити одну атаку на гекс, де стоять сили лише одного іншого гравця і куди дістає ваше військо, або приєднати до угруповання інші війська; натисніть «{ hk-action-end_manoeuvre }», щоб на цьому зупинитися.
hk-guide-react = На вас напали. Поки мішечок не наповнено, можна відреагувати: підвести до оборони невиснажені війська поблизу цілі в межах ліміту угруповання або обрати «{ hk-action-no_reaction }».
hk-guide-prepare = Підготуйте свою частину мішечка: ваші загони дають свої жетони в будь-якому разі; можна додати кубики дій і досвіду, не класти свої кубики оборони або скинути жетони Фабіанською тактикою.
hk-guide-convert = Теократія дозволяє спробувати навернути ворожий загін цієї битви: перевірка витягає жетони з мішечка й пройдена, якщо серед них є хоча б один ваш і жодного ворожого. Можна й не робити перевірки.
hk-guide-draw = Витягніть жетони з мішечка — від одного до числа вашої відваги: кожен жетон вашого кольору — одне пошкодження ворогові, кожен його — одне вам. Біля кожного варіанта вказано точні шанси.
hk-guide-draw_more = Нападник витягнув менше жетонів, ніж ваша відвага: можна дотягнути ще до цього числа або зупинитися. Кожен жетон вашого кольору — одне пошкодження ворогові.
hk-guide-redraw = Ваші технології дозволяють витягти ще раз: Тактика повертає в мішечок усе витягнуте й тягне наново, Регулярне військо міняє один витягнутий жетон на інший. Якщо результат влаштовує, залиште витягнуте.
hk-guide-assign = Розподіліть завдані пошкодження: знищуйте ворожі об’єкти гекс за гексом у порядку знищення — повністю пошкоджені споруди, мури на лінії атаки, загони, будівлі, а тоді місто чи замок. Незнищена споруда зберігає пошкодження.
hk-guide-recover = Демократія дозволяє спробувати відновити загін, утрачений у цій битві: перевірка витягає жетони з мішечка й пройдена, якщо серед них є хоча б один ваш і жодного ворожого. Можна й не робити перевірки.
hk-guide-return_buildings = У цій битві ви втратили будівлі: вкажіть, якою була кожна з них, і вона повернеться на вашу дошку як будівля цього типу.
hk-guide-land = Перевірку пройдено: оберіть сусідній гекс, куди стане загін, — такий, куди він може увійти і де немає ворожих загонів і споруд.
hk-guide-advance = Перемога: атакований гекс спорожнів, і одне нападне військо поруч із ним може безкоштовно туди просунутися. Натисніть «{ hk-action-end_manoeuvre }», щоб залишитися на місці.

## What cannot be done at a hex now, and why (issue 36)
hk-panel-not_now = Зараз не можна
hk-not_now-recruit = Набір
hk-not_now-manoeuvre = Маневр
hk-not_now-attack = Атака
hk-value-attack_there = виберіть гекс ворога: атаку пропонують там, з її шансами (G-6)

## Правила, які мають виконуватися після кожної дії (порушення — помилка гри, а не гравця)
hk-invariant-shared_hex = G-9: на гексі { $hex } стоять загони двох гравців
hk-invariant-stack = G-9: на гексі { $hex } стоїть { $count } загонів, більше п'яти
hk-invariant-unit_terrain = G-2: загін «{ $unit }» стоїть на гексі { $hex }, де бути не може
hk-invariant-structure_terrain = G-2: споруда «{ $structure }» стоїть на гексі { $hex }, де будувати не можна
hk-invariant-damage = HK-56: споруда «{ $structure }» на гексі { $hex } має { $damage } пошкоджень, скільки витримує, і все ж стоїть
hk-invariant-edge_twice = G-12: на одній стороні гекса { $hex } два мури або два частоколи
hk-invariant-two_cities = G-12: у провінції гекса { $hex } більше одного міста
hk-invariant-building_city = G-12: будівля на гексі { $hex } стоїть без міста свого власника
hk-invariant-buildings = G-12: у місті на гексі { $hex } більше трьох будівель або дві одного виду
hk-invariant-action_dice = G-5: гравець { $player } має більше трьох кубиків дій: { $dice }
hk-invariant-out = G-25: гравець { $player } вибув із гри, але має загони на мапі
hk-invariant-nobody = G-5: гру не закінчено, але вирішувати нікому з гравців, що в ній лишилися

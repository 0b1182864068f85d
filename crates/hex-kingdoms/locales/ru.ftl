### Hex Kingdoms: русские сообщения.
###
### Аргументы-названия ($player, $hex, $unit, $structure, $side, $token…) —
### это другие сообщения этого файла, передаваемые целиком: перевод берёт их
### падежи и прочие атрибуты ($hex-loc, $unit-acc, $unit-gender…), если они
### заданы у названия. Числа ($count, $gold, $dice…) — числа Fluent, поэтому
### на них работают селекторы множественного числа (one, few, many).
###
### Падежи и атрибуты названий:
### - гексы (hk-region-*): .gen, .loc (винительный совпадает с именительным);
### - королевства (hk-role-*): .gen, .dat, .acc, .ins, .loc; глаголы при них
###   во множественном числе («Красные атакуют»);
### - отряды (hk-unit-*): .gen, .dat, .acc, .ins, .gender (pl, f, m) и формы
###   счёта .one, .few, .many;
### - постройки (hk-struct-*): .gen, .dat, .acc, .gender (pl, f, m);
### - жетоны (hk-token-*): .acc и .one (один жетон в именительном падеже);
### - стороны битвы (hk-side-*): .nom, .gen, .acc (со строчной буквы, для
###   середины предложения);
### - формы правления (hk-gov-*): .acc; религии (hk-religion-*): .gen;
###   виды проверок (hk-word-conversion, hk-word-recovery): .gen.

## Игра и её сценарии

hk-name = Королевства на гексах
hk-scenario-four-realms = Четыре королевства (3–4 игрока, 169 гексов)
# scenarios kept for games begun on the first edition of the maps
hk-scenario-four-realms-first_map = Четыре королевства, первая карта (3–4 игрока, 169 гексов)
hk-scenario-two-kingdoms = Два королевства (2 игрока, 127 гексов)
hk-scenario-two-kingdoms-first_map = Два королевства, первая карта (2 игрока, 127 гексов)

# Краткие правила, показываемые перед игрой (абзацы разделены пустыми строками)
hk-rules_summary =
    От двух до четырёх королевств 12 раундов борются за карту из гексов. В свой ход вы восстанавливаете силы (снимаете по одному кубику усталости с каждого отряда и пополняете запас до 3 кубиков действий), собираете золото (2 за каждый город, 1 за каждый отряд крестьян на своей земле, но не больше 3 с одной провинции, 1 за каждый рынок) и тратите кубики действий (G-5): совершаете манёвр войском (и затем атакуете, G-6), нанимаете отряды в городе или замке, строите города, замки, стены, частоколы и здания, изучаете технологию или меняете форму правления.

    В битвах кубики не бросают. Сначала защитник может ответить манёвром, подведя к обороне неизмотанные войска рядом с целью (HK-5). Каждая сторона кладёт жетоны в один общий мешок: активный отряд (тот, что достаёт до врага) даёт жетон цвета своего владельца и ещё столько, каков его бонус силы, неактивный отряд даёт нейтральный жетон; кроме того, игроки могут добавить кубики действий и опыта (HK-13). Атакующий тянет от 1 жетона до числа, равного своей отваге (это число его отрядов, плюс 1 за требушет и 1 за «Осадную башню» при осаде); если он вытянул меньше, чем отвага защитника, защитник может дотянуть жетоны до этого числа (HK-36, HK-38). «Тактика» и «Регулярное войско» позволяют своему владельцу тянуть заново (HK-42). Каждый вытянутый жетон вашего цвета — единица урона противнику; урон распределяется гекс за гексом в порядке уничтожения: полностью повреждённые постройки, стены на линии атаки, отряды, здания, затем город или замок (HK-50). Постройки сохраняют полученный урон на чёрных кубиках. Обе стороны снимают потери одновременно; потерянное здание возвращается на планшет владельца как здание того вида, который он выберет (HK-75). Если атакующий победил и атакованный гекс опустел, одно соседнее атакующее войско может в него продвинуться (G-21).

    Теократия обращает вражеский отряд в свою веру (HK-30), а демократия возвращает свой потерянный отряд (HK-58), если пройдена проверка: вытяните столько жетонов, какова её сложность; проверка пройдена, если среди них есть хотя бы один ваш жетон и ни одного вражеского; отряд затем ставится на свободный соседний гекс (G-15). Замки повышают предел строя. Город приносит 3 победных очка, замок — 2, здание — 1, технология — 1, реликвия — 2, достижение — 3; игрок, который в конце раунда остался единственным владельцем города, сразу побеждает.

## Королевства игроков (по цвету)

hk-role-blue = Синие
    .gen = Синих
    .dat = Синим
    .acc = Синих
    .ins = Синими
    .loc = Синих
hk-role-gold = Золотые
    .gen = Золотых
    .dat = Золотым
    .acc = Золотых
    .ins = Золотыми
    .loc = Золотых
hk-role-green = Зелёные
    .gen = Зелёных
    .dat = Зелёным
    .acc = Зелёных
    .ins = Зелёными
    .loc = Зелёных
hk-role-red = Красные
    .gen = Красных
    .dat = Красным
    .acc = Красных
    .ins = Красными
    .loc = Красных

## Отказы: почему действие недопустимо (G-…, HK-… — номера правил)

hk-refusal-already_done = Вы уже сделали это в этот ход (G-5).
hk-refusal-already_owned = У вас это уже есть (G-17, G-18).
hk-refusal-bad_draw = Сейчас нельзя вытянуть столько жетонов (HK-36, HK-38).
hk-refusal-bad_fabian = «Фабиева тактика» не может сбросить столько жетонов (HK-80).
hk-refusal-bad_landing = Отряд можно поставить только на допустимый соседний гекс: такой, куда он может войти, без вражеских отрядов и сооружений и с местом ещё для одного отряда (G-15).
hk-refusal-bad_reaction = Это войско не может совершить туда ответный манёвр (G-7).
hk-refusal-bad_site = Здесь это строить нельзя (G-12).
hk-refusal-bad_target = На целевом гексе должны стоять фигуры ровно одного другого игрока (G-6).
hk-refusal-cannot_destroy = Оставшегося урона не хватит, чтобы это уничтожить (HK-53).
hk-refusal-cannot_reach = Войско не может дойти туда за этот манёвр (G-6).
hk-refusal-bad_split = При разделении хотя бы одно подразделение остаётся и хотя бы одно выступает, и ни одного типа не остаётся больше, чем есть в войске (HK-85).
hk-refusal-exhausted = Это войско измотано (HK-87).
hk-refusal-formation_full = Строй превысит ваш предел (HK-8).
hk-refusal-need_workshop = Для этого отряда в городе нужна мастерская (G-11).
hk-refusal-no_action_dice = У вас не осталось кубиков действий (G-5).
hk-refusal-no_supply = Таких фигур у вас в запасе больше нет (G-4).
hk-refusal-not_drawn = Вытянутых жетонов этого цвета нет (HK-43).
hk-refusal-not_enough_gold = Это стоит { $cost ->
        [one] { $cost } золотой
        [few] { $cost } золотых
       *[many] { $cost } золотых
    }, а у вас только { $have } (G-10).
hk-refusal-not_participant = Это не вражеский участник этой битвы (HK-49).
hk-refusal-not_recruit_site = Здесь этот отряд нанять нельзя (G-11).
hk-refusal-not_your_army = У вас там нет войска (G-6).
hk-refusal-nothing_to_repair = Здесь нечего чинить, или рядом стоит враг (G-24).
hk-refusal-out_of_reach = Ни одно ваше войско не достаёт до этого гекса (G-6).
hk-refusal-priority = Сначала нужно уничтожить на этом гексе кое-что другое (HK-50).
hk-refusal-recruit_limit = Этот город или замок уже нанял в этот ход всё, что мог (G-11).
hk-refusal-roles = У каждой стороны должен быть свой цвет: красный, синий, зелёный или золотой (G-4).
# $seats: сколько игроков запрошено; $min_seats, $max_seats: наименьшее и
# наибольшее число игроков в сценарии
hk-refusal-seats = В этом сценарии играют от { $min_seats } до { $max_seats } игроков, а не { $seats } (G-4).
hk-refusal-stack_full = На одном гексе может стоять не больше 5 отрядов одного игрока (G-9).
hk-refusal-tech_unavailable = Эта технология сейчас недоступна (G-18).
hk-refusal-too_many_dice = У вас нет столько кубиков (HK-13).
# $scenario: идентификатор сценария как есть (не переводится)
hk-refusal-unknown_scenario = Неизвестный сценарий { $scenario }.
hk-refusal-wrong_step = Это относится к этапу «{ $step }» (HK-4).

## Метка хода: «Раунд 3 — Красные: действия»

# $player: королевство, которое ходит; $step: одно из сообщений hk-step-*
hk-turn = Раунд { $round } — { $player }: { $step }
hk-step-actions = действия
hk-step-advance = продвижение после победы
hk-step-after_manoeuvre = после манёвра
hk-step-battle = битва

## Действия на выбор игрока
## ($hex, $from, $to, $target: названия гексов; $unit, $structure: вид
## отряда или постройки, например «лучники», «стена»)

hk-action-advance = Продвинуться из { $from-gen } в { $target }
hk-action-assign_gone = Распределить урон
hk-action-assign_structure = Повредить { $structure-acc } в { $hex-loc }
hk-action-assign_unit = Уничтожить { $unit-acc } в { $hex-loc }
# $target: атакуемый гекс; $win_percent, $unharmed_percent: проценты с одним
# знаком после запятой (62,5) — шанс уничтожить всех защитников и шанс
# ничего не потерять
hk-action-attack = Атаковать { $target } (до подготовки мешка: { $win_percent } % — уничтожить всех защитников, { $unharmed_percent } % — ничего не потерять)
# $cost: золото
hk-action-build = Построить { $structure-acc } в { $hex-loc } ({ $cost ->
        [one] { $cost } золотой
        [few] { $cost } золотых
       *[many] { $cost } золотых
    })
# $structure: стена или частокол; $edge: номер (0–5) стороны гекса, на
# которой она строится
hk-action-build_segment = Построить { $structure-acc } на стороне гекса { $hex }, обращённой к гексу { $toward }
hk-action-build_segment_border = Построить { $structure-acc } на стороне гекса { $hex } у края карты
hk-action-convert_gone = Попытаться обратить
hk-action-convert_structure = Попытаться обратить { $structure-acc } в { $hex-loc }
hk-action-convert_unit = Попытаться обратить { $unit-acc } в { $hex-loc }
# $count: сколько жетонов вытянуть
hk-action-draw = Вытянуть из мешка { $count ->
        [one] { $count } жетон
        [few] { $count } жетона
       *[many] { $count } жетонов
    }
hk-action-end_manoeuvre = Завершить манёвр
hk-action-end_turn = Завершить ход
# $from: где стоит присоединяемое войско; $to: куда оно идёт
hk-action-join = Добавить в строй войско из { $from-gen } с переходом в { $to }
hk-action-keep = Оставить вытянутое
# $unit: вид обращённого или возвращённого отряда; $hex: гекс, на который его ставят (G-15)
hk-action-land_converted = Поставить обращённый отряд ({ $unit }) в { $hex-loc }
hk-action-land_gone = Поставить отряд в { $hex-loc }
hk-action-land_recovered = Поставить возвращённый отряд ({ $unit }) в { $hex-loc }
hk-action-manoeuvre = Манёвр из { $from-gen } в { $to }
hk-action-manoeuvre_split = Манёвр из { $from-gen } в { $to }, оставив крестьян
# $count: подразделения, остающиеся на $from (HK-85).
hk-action-split = Разделить войско: { $count ->
        [one] { $count } подразделение остаётся
        [few] { $count } подразделения остаются
       *[many] { $count } подразделений остаются
    } (поле { $from }), остальные идут в { $to } (HK-85)
hk-choice-split = Разделить войско: часть идёт из { $from-gen } в { $to } (HK-85)
# $percent: exact chance in % with one decimal; $dealt, $taken: expected damage; $count: tokens to draw; $extra: tokens the defender may still draw
hk-choice-draw = { hk-action-draw } — точные шансы: { $percent } % уничтожить всех участников противника; ожидаемый урон: нанести { $dealt }, получить { $taken }
hk-choice-draw_extend = { hk-choice-draw }; затем защитник может дотянуть ещё до { $extra } (HK-38), не учтено
hk-choice-stop = { hk-action-stop } — с уже вытянутым: { $percent } % уничтожить всех участников противника; урон: нанести { $dealt }, получить { $taken }
hk-choice-stop_extend = { hk-choice-stop }; затем защитник может дотянуть ещё до { $extra } (HK-38), не учтено
# $unit: тип подразделения, напр. «копейщики».
hk-amount-leave = Остаются: { $unit }
hk-action-no_reaction = Без (новых) ответных манёвров
# $action_dice, $experience_dice: кубики, добавляемые в мешок; $omitted_dice:
# кубики обороны, которые в него не кладут; $fabian_discard: сколько жетонов
# каждой стороны сбрасывает «Фабиева тактика»
hk-action-prepare = Подготовка: добавить { $action_dice ->
        [one] { $action_dice } кубик действия
        [few] { $action_dice } кубика действий
       *[many] { $action_dice } кубиков действий
    } и { $experience_dice ->
        [one] { $experience_dice } кубик опыта
        [few] { $experience_dice } кубика опыта
       *[many] { $experience_dice } кубиков опыта
    }, не класть { $omitted_dice ->
        [one] { $omitted_dice } кубик обороны
        [few] { $omitted_dice } кубика обороны
       *[many] { $omitted_dice } кубиков обороны
    }, «Фабиева тактика»: { $fabian_discard }
hk-action-react = Ответный манёвр: перевести войско из { $from-gen } в { $to }
# $unit: вид потерянного отряда; $hex: где он потерян
hk-action-recover = Попытаться вернуть { $unit-acc }, { $unit-gender ->
        [f] потерянную
        [m] потерянный
       *[pl] потерянных
    } в { $hex-loc }
hk-action-recover_gone = Попытаться вернуть
# $was: the lost building's type on the map; $kind: the type it returns as
hk-action-return_building = Потерянное здание ({ $was }) возвращается на твой планшет как: { $kind } (HK-75)
# $cost: золото
hk-action-recruit = Нанять { $unit-acc } в { $hex-loc } ({ $cost ->
        [one] { $cost } золотой
        [few] { $cost } золотых
       *[many] { $cost } золотых
    })
hk-action-reform = Сменить форму правления на { $government-acc }
# $token: вид жетона (hk-token-*)
hk-action-regular_army = «Регулярное войско»: отложить { $token-acc } и тянуть заново
hk-action-repair_gone = Починить
hk-action-repair_structure = Починить { $structure-acc } в { $hex-loc }
hk-action-repair_unit = Починить { $unit-acc } в { $hex-loc }
# $tech: технология (hk-tech-*)
hk-action-research = Изучить технологию «{ $tech }»
hk-action-skip_check = Без (новых) проверок
# $hex: где остаётся войско
hk-action-stand = Манёвр на месте в { $hex-loc }
hk-action-stop = Больше не тянуть
hk-action-tactics = «Тактика»: заново вытянуть все жетоны схватки

## Журнал игры
## ($player: название королевства; $side: атакующий или защитник (hk-side-*);
## $hex: название гекса; $unit, $structure: вид отряда или постройки)

hk-event-achievement = { $player } получают достижение «{ $achievement }»
hk-event-advance = Победители могут войти в { $hex }
# $damage: единицы урона
hk-event-assigned_gone = Урон { $damage } распределён
hk-event-assigned_structure = Урон { $damage } нанесён { $structure-dat } в { $hex-loc }
hk-event-assigned_unit = Урон { $damage } нанесён { $unit-dat } в { $hex-loc }
# $attacker, $defender: названия королевств; $target: атакуемый гекс
hk-event-battle = { $attacker } атакуют { $defender-acc } в { $target-loc }
hk-event-battle_drawn = Битва окончена без победителя
hk-event-battle_won = Битва окончена: побеждает { $side-nom }
hk-event-built = В { $hex-loc } { $structure-gender ->
        [f] построена
        [m] построен
       *[pl] построены
    } { $structure }
# $check: вид проверки (hk-word-conversion или hk-word-recovery);
# $difficulty: её сложность; $drawn: вытянуто жетонов; $result: hk-word-passed
# или hk-word-failed
hk-event-check = { $side } проводит проверку { $check-gen } со сложностью { $difficulty }: { $drawn ->
        [one] вытянут { $drawn } жетон
        [few] вытянуто { $drawn } жетона
       *[many] вытянуто { $drawn } жетонов
    } — { $result }
hk-event-converted = Отряд обращён: в { $hex-loc } { $unit-gender ->
        [f] появляется новая
        [m] появляется новый
       *[pl] появляются новые
    } { $unit }
# $attacker_damage, $defender_damage: урон, наносимый каждой стороной
hk-event-damage = Урон: атакующий наносит { $attacker_damage }, защитник — { $defender_damage }
# $token: вид вытянутого жетона (hk-token-*)
hk-event-drawn = { $side } тянет { $token-acc }
# $units: число отрядов; $dice: сколько кубиков усталости получает каждый
hk-event-exhausted = { $units ->
        [one] { $units } отряд получает
        [few] { $units } отряда получают
       *[many] { $units } отрядов получают
    } по { $dice ->
        [one] { $dice } кубику усталости
        [few] { $dice } кубика усталости
       *[many] { $dice } кубиков усталости
    }
hk-event-experience = { $player } получают { $dice ->
        [one] { $dice } кубик опыта
        [few] { $dice } кубика опыта
       *[many] { $dice } кубиков опыта
    }
# $count: сколько жетонов каждой стороны сброшено
hk-event-fabian = «Фабиева тактика» сбрасывает по { $count ->
        [one] { $count } жетону
        [few] { $count } жетона
       *[many] { $count } жетонов
    } каждой стороны
hk-event-game_over = Игра окончена
# $player: кто выбирает; $unit: вид отряда; $hex: гекс, возле которого его ставят (G-15)
hk-event-landing = { $player } выбирают, где возле { $hex-gen } встанет отряд: { $unit } (G-15)
# $units, $structures: фигуры, снятые с карты; $damaged: постройки,
# которые повреждены, но ещё стоят
hk-event-losses = Потери сняты с карты: { $units ->
        [one] { $units } отряд
        [few] { $units } отряда
       *[many] { $units } отрядов
    }, { $structures ->
        [one] { $structures } постройка
        [few] { $structures } постройки
       *[many] { $structures } построек
    }; { $damaged ->
        [one] повреждена { $damaged } постройка
        [few] повреждены { $damaged } постройки
       *[many] повреждено { $damaged } построек
    }
hk-event-manoeuvre_ended = Манёвр окончен
hk-event-manoeuvred = Войско готово к атаке
# $units: число перемещающихся отрядов
hk-event-moved = { $units ->
        [one] { $units } отряд перемещается
        [few] { $units } отряда перемещаются
       *[many] { $units } отрядов перемещаются
    } в { $hex }
hk-event-other = —
hk-event-out = { $player } выбывают из игры
hk-event-paid = { $player } платят { $gold ->
        [one] { $gold } золотой
        [few] { $gold } золотых
       *[many] { $gold } золотых
    } и { $dice ->
        [one] { $dice } кубик действия
        [few] { $dice } кубика действий
       *[many] { $dice } кубиков действий
    }
# $own: жетоны цвета стороны; $neutral: нейтральные жетоны
hk-event-prepared = { $side } кладёт в мешок жетоны: своих — { $own }, нейтральных — { $neutral }
# $units: число отвечающих отрядов; $hex: куда они идут
hk-event-reacted = { $units ->
        [one] { $units } отряд защитника выдвигается
        [few] { $units } отряда защитника выдвигаются
       *[many] { $units } отрядов защитника выдвигаются
    } в { $hex }
hk-event-recovered = В { $hex-loc } { $unit-gender ->
        [f] возвращена
        [m] возвращён
       *[pl] возвращены
    } { $unit }
hk-event-building_returned = { $player }: потерянное здание ({ $was }) возвращается на планшет как: { $kind } (HK-75)
hk-event-reformed = { $player } устанавливают { $government-acc }
# $religion: религия, чья это реликвия (hk-religion-*)
hk-event-relic = { $player } забирают реликвию { $religion-gen }
hk-event-repaired = Маркеры урона сняты
hk-event-researched = { $player } изучают технологию «{ $tech }»
# $token: вид жетона (hk-token-*)
hk-event-returned = Отложенный { $token-one } возвращается в мешок
hk-event-set_aside = { $side } откладывает { $token-acc }
# $side: решающая сторона; $step: этап битвы (hk-bstep-*)
hk-event-step = { $side }: { $step }
hk-event-tactics = { $side } применяет «Тактику» и тянет заново
hk-event-turn_ended = Теперь ходят { $player }
# $gold: собранный доход
hk-event-turn_started = { $player } начинают раунд { $round } и собирают { $gold ->
        [one] { $gold } золотой
        [few] { $gold } золотых
       *[many] { $gold } золотых
    }
hk-event-unit_placed = В { $hex-loc } { $unit-gender ->
        [f] выставлена
        [m] выставлен
       *[pl] выставлены
    } { $unit }
hk-event-unit_removed = Отряд уходит с карты
hk-event-wasted = Оставшийся урон { $side-gen } ничего не может уничтожить

## Конец игры

# $winners: королевства-победители через запятую; $points: победные очки
# всех королевств через « / »
hk-outcome-points = Победа по победным очкам: { $winner } (очки: { $points })
hk-outcome-points_shared = { $count ->
    [one] Победу по очкам делит { $count } королевство (очки: { $points })
    [few] Победу по очкам делят { $count } королевства (очки: { $points })
   *[many] Победу по очкам делят { $count } королевств (очки: { $points })
}
hk-outcome-sudden_death = { $winner } — последнее королевство с городом (очки: { $points })

## Боковая панель и сведения о гексе: названия строк

hk-panel-action_dice = Кубики действий
hk-panel-buildings = Здания на планшете
hk-panel-active = Ходит
hk-panel-bag = Мешок
hk-panel-battle = Битва
hk-panel-damage = Нераспределённый урон
hk-panel-draw = Вытягивается жетонов
hk-panel-experience = Кубики опыта
hk-panel-formation = Предел строя
hk-panel-gold = Золото
hk-panel-government = Форма правления
hk-panel-hits = Ожидаемый урон
hk-panel-needed = Нужно урона
hk-panel-odds = Шансы атаки на этот гекс до подготовки мешка
hk-panel-odds_basis = Что учтено
hk-panel-points = Победные очки
hk-panel-province = Провинция
hk-panel-relic = Реликвия
hk-panel-religion = Государственная религия
hk-panel-road = Дорога
hk-panel-round = Раунд
hk-panel-siege = Осада
hk-panel-step = Этап
hk-panel-target = Цель
hk-panel-techs = Технологии
hk-panel-terrain = Местность
hk-panel-turn = Ход
hk-panel-unharmed = Ничего не потерять
hk-panel-win = Уничтожить всех защитников

## Боковая панель и сведения о гексе: значения

# $value: число как есть
hk-value = { $value }
# число жетонов в мешке по прогнозу атаки
hk-value-bag = атакующего { $attacker_tokens }, защитника { $defender_tokens }, нейтральных { $neutral_tokens }
# building pieces of each type still on the personal board
hk-value-buildings = { hk-building-market } { $market }, { hk-building-barracks } { $barracks }, { hk-building-workshop } { $workshop }, { hk-building-temple } { $temple }
# урон, который каждой стороне осталось распределить
hk-value-damage = атакующий { $attacker_damage }, защитник { $defender_damage }
# $dealt, $taken: ожидаемый урон с одним знаком после запятой
hk-value-expect = нанести { $dealt }; получить { $taken }
# нейтральные жетоны в мешке и вытянутые из него
hk-value-neutral = в мешке { $in_bag }, вытянуто { $drawn }
# what the odds before preparation count and leave out
hk-value-odds_basis = один жетон за отряд и его бонус (HK-11…HK-20), нападающий тянет на всю свою отвагу (HK-40). Ещё неизвестное и потому не учтённое: необязательные кубики, реакции (HK-5), дотягивание защитника (HK-38), проверки и повторные вытягивания. Когда мешок готов, каждая кнопка вытягивания показывает свои точные шансы.
# например раунд: «3 из 12»
hk-value-of = { $value } из { $total }
# $percent: процент с одним знаком после запятой
hk-value-percent = { $percent } %
# $province: номер провинции; $religion: её религия
hk-value-province = провинция { $province } ({ $religion })
# $owner: королевство, которому принадлежит стена; $edge: сторона гекса (0–5)
hk-value-segment = { $owner }, сторона к гексу { $toward }
hk-value-segment_border = { $owner }, сторона у края карты
# жетоны одной стороны: в мешке, вытянуто и сколько она может вытянуть
hk-value-side = в мешке { $in_bag }, вытянуто { $drawn }, отвага { $courage }
# $owner: королевство-владелец; $durability, $max_durability: оставшаяся
# прочность постройки и полная
hk-value-structure = { $owner }, прочность { $durability } из { $max_durability }
# $owner: королевство-владелец; $exhaustion: кубики усталости на отряде
hk-value-unit = { $owner }, { $exhaustion ->
        [one] { $exhaustion } кубик усталости
        [few] { $exhaustion } кубика усталости
       *[many] { $exhaustion } кубиков усталости
    }

## Карта: подписи значков и фишек отрядов

# $player: владелец; $count: отряды одного вида на гексе; $unit: вид
hk-counter = { $player }: { $count } { $count ->
        [one] { $unit-one }
        [few] { $unit-few }
       *[many] { $unit-many }
    }
hk-mark-barracks = Казармы
hk-mark-castle = Замок
hk-mark-city = Город
hk-mark-damaged = Повреждено
hk-mark-forest = Лес
hk-mark-hill = Холмы
hk-mark-market = Рынок
hk-mark-mountain = Горы
hk-mark-palisade = Частокол
hk-mark-relic = Реликвия на своём святом месте
hk-mark-road = Дорога
hk-mark-temple = Храм
hk-mark-walls = Стена
hk-mark-water = Вода
hk-mark-workshop = Мастерская

## Названия, используемые внутри других сообщений

hk-ach-builder = Зодчий
hk-ach-scholar = Книжник
hk-ach-steadfast = Несокрушимый
hk-ach-warlike = Воинственный
hk-bstep-assign = распределение потерь
hk-bstep-convert = обращение
hk-bstep-draw = вытягивание жетонов
hk-bstep-land = размещение отряда
hk-bstep-post_draw = повторное вытягивание
hk-bstep-prepare = подготовка мешка
hk-bstep-react = ответный манёвр
hk-bstep-recover = возвращение
hk-bstep-return_buildings = возвращение потерянных зданий
hk-building-barracks = Казармы
hk-building-market = Рынок
hk-building-temple = Храм
hk-building-workshop = Мастерская
hk-gov-democracy = демократия
    .acc = демократию
hk-gov-monarchy = монархия
    .acc = монархию
hk-gov-theocracy = теократия
    .acc = теократию
hk-religion-christianity = христианство
    .gen = христианства
hk-religion-islam = ислам
    .gen = ислама
hk-religion-paganism = язычество
    .gen = язычества
hk-side-attacker = Атакующий
    .nom = атакующий
    .gen = атакующего
    .acc = атакующего
hk-side-defender = Защитник
    .nom = защитник
    .gen = защитника
    .acc = защитника
hk-struct-barracks = казармы
    .gen = казарм
    .dat = казармам
    .acc = казармы
    .gender = pl
hk-struct-castle = замок
    .gen = замка
    .dat = замку
    .acc = замок
    .gender = m
hk-struct-city = город
    .gen = города
    .dat = городу
    .acc = город
    .gender = m
hk-struct-market = рынок
    .gen = рынка
    .dat = рынку
    .acc = рынок
    .gender = m
hk-struct-palisade = частокол
    .gen = частокола
    .dat = частоколу
    .acc = частокол
    .gender = m
hk-struct-temple = храм
    .gen = храма
    .dat = храму
    .acc = храм
    .gender = m
hk-struct-walls = стена
    .gen = стены
    .dat = стене
    .acc = стену
    .gender = f
hk-struct-workshop = мастерская
    .gen = мастерской
    .dat = мастерской
    .acc = мастерскую
    .gender = f
hk-tech-drill = Муштра
hk-tech-fabian_tactics = Фабиева тактика
hk-tech-field_medicine = Полевые лекари
hk-tech-regular_army = Регулярное войско
hk-tech-siege_tower = Осадная башня
hk-tech-tactics = Тактика
hk-terrain-forest = лес
hk-terrain-hills = холмы
hk-terrain-mountains = горы
hk-terrain-plains = равнины
hk-terrain-water = вода
hk-token-attacker = жетон атакующего
    .acc = жетон атакующего
    .one = жетон атакующего
hk-token-defender = жетон защитника
    .acc = жетон защитника
    .one = жетон защитника
hk-token-neutral = Нейтральные жетоны
    .acc = нейтральный жетон
    .one = нейтральный жетон
hk-unit-archers = лучники
    .gen = лучников
    .dat = лучникам
    .acc = лучников
    .ins = лучниками
    .gender = pl
    .one = лучник
    .few = лучника
    .many = лучников
hk-unit-cavalry = всадники
    .gen = всадников
    .dat = всадникам
    .acc = всадников
    .ins = всадниками
    .gender = pl
    .one = всадник
    .few = всадника
    .many = всадников
hk-unit-galley = галера
    .gen = галеры
    .dat = галере
    .acc = галеру
    .ins = галерой
    .gender = f
    .one = галера
    .few = галеры
    .many = галер
hk-unit-peasants = крестьяне
    .gen = крестьян
    .dat = крестьянам
    .acc = крестьян
    .ins = крестьянами
    .gender = pl
    .one = крестьянин
    .few = крестьянина
    .many = крестьян
hk-unit-spearmen = копейщики
    .gen = копейщиков
    .dat = копейщикам
    .acc = копейщиков
    .ins = копейщиками
    .gender = pl
    .one = копейщик
    .few = копейщика
    .many = копейщиков
hk-unit-swordsmen = мечники
    .gen = мечников
    .dat = мечникам
    .acc = мечников
    .ins = мечниками
    .gender = pl
    .one = мечник
    .few = мечника
    .many = мечников
hk-unit-trebuchet = требушет
    .gen = требушета
    .dat = требушету
    .acc = требушет
    .ins = требушетом
    .gender = m
    .one = требушет
    .few = требушета
    .many = требушетов
hk-word-conversion = обращение
    .gen = обращения
hk-word-failed = провал
hk-word-no = нет
hk-word-on_site = на своём святом месте
hk-word-passed = успех
hk-word-recovery = возвращение
    .gen = возвращения
hk-word-yes = да

## Названия гексов: английские созданы tools/hexnames/names.mjs; здесь они
## переданы кириллицей по единым правилам (Ash — Эш, -worth — -ворт, -wick —
## -вик, -ley — -ли, -by — -би, -bury — -бери…). Названия на согласный
## склоняются как существительные мужского рода, на -и не склоняются.

hk-region-h_-1_-1 = Истворт
    .gen = Истворта
    .loc = Истворте
hk-region-h_-1_-2 = Фенторп
    .gen = Фенторпа
    .loc = Фенторпе
hk-region-h_-1_-3 = Барвик
    .gen = Барвика
    .loc = Барвике
hk-region-h_-1_-4 = Блэкфорд
    .gen = Блэкфорда
    .loc = Блэкфорде
hk-region-h_-1_-5 = Саутворт
    .gen = Саутворта
    .loc = Саутворте
hk-region-h_-1_-6 = Фенфилд
    .gen = Фенфилда
    .loc = Фенфилде
hk-region-h_-1_0 = Блэктон
    .gen = Блэктона
    .loc = Блэктоне
hk-region-h_-1_1 = Элмторп
    .gen = Элмторпа
    .loc = Элмторпе
hk-region-h_-1_2 = Данби
    .gen = Данби
    .loc = Данби
hk-region-h_-1_3 = Лонгмир
    .gen = Лонгмира
    .loc = Лонгмире
hk-region-h_-1_4 = Ренвелл
    .gen = Ренвелла
    .loc = Ренвелле
hk-region-h_-1_5 = Кроутон
    .gen = Кроутона
    .loc = Кроутоне
hk-region-h_-1_6 = Кроувелл
    .gen = Кроувелла
    .loc = Кроувелле
hk-region-h_-1_7 = Фенли
    .gen = Фенли
    .loc = Фенли
hk-region-h_-2_-1 = Ренхэм
    .gen = Ренхэма
    .loc = Ренхэме
hk-region-h_-2_-2 = Уайтвик
    .gen = Уайтвика
    .loc = Уайтвике
hk-region-h_-2_-3 = Лонгкомб
    .gen = Лонгкомба
    .loc = Лонгкомбе
hk-region-h_-2_-4 = Уэстли
    .gen = Уэстли
    .loc = Уэстли
hk-region-h_-2_-5 = Оуквелл
    .gen = Оуквелла
    .loc = Оуквелле
hk-region-h_-2_0 = Эшкомб
    .gen = Эшкомба
    .loc = Эшкомбе
hk-region-h_-2_1 = Хейзелвелл
    .gen = Хейзелвелла
    .loc = Хейзелвелле
hk-region-h_-2_2 = Ренвик
    .gen = Ренвика
    .loc = Ренвике
hk-region-h_-2_3 = Куинсторп
    .gen = Куинсторпа
    .loc = Куинсторпе
hk-region-h_-2_4 = Брэмли
    .gen = Брэмли
    .loc = Брэмли
hk-region-h_-2_5 = Глентон
    .gen = Глентона
    .loc = Глентоне
hk-region-h_-2_6 = Эшторп
    .gen = Эшторпа
    .loc = Эшторпе
hk-region-h_-2_7 = Айронхэм
    .gen = Айронхэма
    .loc = Айронхэме
hk-region-h_-3_-1 = Рукбери
    .gen = Рукбери
    .loc = Рукбери
hk-region-h_-3_-2 = Данфорд
    .gen = Данфорда
    .loc = Данфорде
hk-region-h_-3_-3 = Хартторп
    .gen = Хартторпа
    .loc = Хартторпе
hk-region-h_-3_-4 = Оукмир
    .gen = Оукмира
    .loc = Оукмире
hk-region-h_-3_0 = Бруквелл
    .gen = Бруквелла
    .loc = Бруквелле
hk-region-h_-3_1 = Фентон
    .gen = Фентона
    .loc = Фентоне
hk-region-h_-3_2 = Истторп
    .gen = Истторпа
    .loc = Истторпе
hk-region-h_-3_3 = Лонгбери
    .gen = Лонгбери
    .loc = Лонгбери
hk-region-h_-3_4 = Юфорд
    .gen = Юфорда
    .loc = Юфорде
hk-region-h_-3_5 = Торнвелл
    .gen = Торнвелла
    .loc = Торнвелле
hk-region-h_-3_6 = Моссторп
    .gen = Моссторпа
    .loc = Моссторпе
hk-region-h_-3_7 = Бёрчворт
    .gen = Бёрчворта
    .loc = Бёрчворте
hk-region-h_-4_-1 = Дантон
    .gen = Дантона
    .loc = Дантоне
hk-region-h_-4_-2 = Стоунвик
    .gen = Стоунвика
    .loc = Стоунвике
hk-region-h_-4_-3 = Фэрвелл
    .gen = Фэрвелла
    .loc = Фэрвелле
hk-region-h_-4_0 = Данли
    .gen = Данли
    .loc = Данли
hk-region-h_-4_1 = Куинсбери
    .gen = Куинсбери
    .loc = Куинсбери
hk-region-h_-4_2 = Брэмбери
    .gen = Брэмбери
    .loc = Брэмбери
hk-region-h_-4_3 = Лонгфорд
    .gen = Лонгфорда
    .loc = Лонгфорде
hk-region-h_-4_4 = Фенхэм
    .gen = Фенхэма
    .loc = Фенхэме
hk-region-h_-4_5 = Марлби
    .gen = Марлби
    .loc = Марлби
hk-region-h_-4_6 = Грейстед
    .gen = Грейстеда
    .loc = Грейстеде
hk-region-h_-4_7 = Элмфилд
    .gen = Элмфилда
    .loc = Элмфилде
hk-region-h_-5_-1 = Истфорд
    .gen = Истфорда
    .loc = Истфорде
hk-region-h_-5_-2 = Хейлхэм
    .gen = Хейлхэма
    .loc = Хейлхэме
hk-region-h_-5_0 = Фросттон
    .gen = Фросттона
    .loc = Фросттоне
hk-region-h_-5_1 = Миллвик
    .gen = Миллвика
    .loc = Миллвике
hk-region-h_-5_2 = Солтмир
    .gen = Солтмира
    .loc = Солтмире
hk-region-h_-5_3 = Хартвелл
    .gen = Хартвелла
    .loc = Хартвелле
hk-region-h_-5_4 = Уэсттон
    .gen = Уэсттона
    .loc = Уэсттоне
hk-region-h_-5_5 = Уэсткомб
    .gen = Уэсткомба
    .loc = Уэсткомбе
hk-region-h_-5_6 = Гленби
    .gen = Гленби
    .loc = Гленби
hk-region-h_-5_7 = Дейлторп
    .gen = Дейлторпа
    .loc = Дейлторпе
hk-region-h_-6_-1 = Хартмир
    .gen = Хартмира
    .loc = Хартмире
hk-region-h_-6_0 = Пайкби
    .gen = Пайкби
    .loc = Пайкби
hk-region-h_-6_1 = Хартвик
    .gen = Хартвика
    .loc = Хартвике
hk-region-h_-6_2 = Солтвик
    .gen = Солтвика
    .loc = Солтвике
hk-region-h_-6_3 = Хартли
    .gen = Хартли
    .loc = Хартли
hk-region-h_-6_4 = Фроствик
    .gen = Фроствика
    .loc = Фроствике
hk-region-h_-6_5 = Брэмторп
    .gen = Брэмторпа
    .loc = Брэмторпе
hk-region-h_-6_6 = Юби
    .gen = Юби
    .loc = Юби
hk-region-h_-6_7 = Редворт
    .gen = Редворта
    .loc = Редворте
hk-region-h_-7_0 = Хейзелкомб
    .gen = Хейзелкомба
    .loc = Хейзелкомбе
hk-region-h_-7_1 = Ренторп
    .gen = Ренторпа
    .loc = Ренторпе
hk-region-h_-7_2 = Моссвик
    .gen = Моссвика
    .loc = Моссвике
hk-region-h_-7_3 = Блэкли
    .gen = Блэкли
    .loc = Блэкли
hk-region-h_-7_4 = Дейлли
    .gen = Дейлли
    .loc = Дейлли
hk-region-h_-7_5 = Оукли
    .gen = Оукли
    .loc = Оукли
hk-region-h_-7_6 = Гленвик
    .gen = Гленвика
    .loc = Гленвике
hk-region-h_-7_7 = Бёрчли
    .gen = Бёрчли
    .loc = Бёрчли
hk-region-h_0_-1 = Бармир
    .gen = Бармира
    .loc = Бармире
hk-region-h_0_-2 = Хейзелли
    .gen = Хейзелли
    .loc = Хейзелли
hk-region-h_0_-3 = Хартстед
    .gen = Хартстеда
    .loc = Хартстеде
hk-region-h_0_-4 = Сауткомб
    .gen = Сауткомба
    .loc = Сауткомбе
hk-region-h_0_-5 = Рашторп
    .gen = Рашторпа
    .loc = Рашторпе
hk-region-h_0_-6 = Рашфорд
    .gen = Рашфорда
    .loc = Рашфорде
hk-region-h_0_-7 = Кроувик
    .gen = Кроувика
    .loc = Кроувике
hk-region-h_0_0 = Юхэм
    .gen = Юхэма
    .loc = Юхэме
hk-region-h_0_1 = Торнтон
    .gen = Торнтона
    .loc = Торнтоне
hk-region-h_0_2 = Эшли
    .gen = Эшли
    .loc = Эшли
hk-region-h_0_3 = Пайктон
    .gen = Пайктона
    .loc = Пайктоне
hk-region-h_0_4 = Ювик
    .gen = Ювика
    .loc = Ювике
hk-region-h_0_5 = Элмворт
    .gen = Элмворта
    .loc = Элмворте
hk-region-h_0_6 = Барворт
    .gen = Барворта
    .loc = Барворте
hk-region-h_0_7 = Фенвелл
    .gen = Фенвелла
    .loc = Фенвелле
hk-region-h_1_-1 = Данвик
    .gen = Данвика
    .loc = Данвике
hk-region-h_1_-2 = Данхэм
    .gen = Данхэма
    .loc = Данхэме
hk-region-h_1_-3 = Дирвелл
    .gen = Дирвелла
    .loc = Дирвелле
hk-region-h_1_-4 = Гленхэм
    .gen = Гленхэма
    .loc = Гленхэме
hk-region-h_1_-5 = Торнфилд
    .gen = Торнфилда
    .loc = Торнфилде
hk-region-h_1_-6 = Вулфворт
    .gen = Вулфворта
    .loc = Вулфворте
hk-region-h_1_-7 = Ларкторп
    .gen = Ларкторпа
    .loc = Ларкторпе
hk-region-h_1_0 = Солтстед
    .gen = Солтстеда
    .loc = Солтстеде
hk-region-h_1_1 = Фэркомб
    .gen = Фэркомба
    .loc = Фэркомбе
hk-region-h_1_2 = Айронстед
    .gen = Айронстеда
    .loc = Айронстеде
hk-region-h_1_3 = Ренворт
    .gen = Ренворта
    .loc = Ренворте
hk-region-h_1_4 = Юли
    .gen = Юли
    .loc = Юли
hk-region-h_1_5 = Рейвенфорд
    .gen = Рейвенфорда
    .loc = Рейвенфорде
hk-region-h_1_6 = Колдхэм
    .gen = Колдхэма
    .loc = Колдхэме
hk-region-h_2_-1 = Хейлбери
    .gen = Хейлбери
    .loc = Хейлбери
hk-region-h_2_-2 = Нортфорд
    .gen = Нортфорда
    .loc = Нортфорде
hk-region-h_2_-3 = Голдли
    .gen = Голдли
    .loc = Голдли
hk-region-h_2_-4 = Харттон
    .gen = Харттона
    .loc = Харттоне
hk-region-h_2_-5 = Оуквик
    .gen = Оуквика
    .loc = Оуквике
hk-region-h_2_-6 = Фростмир
    .gen = Фростмира
    .loc = Фростмире
hk-region-h_2_-7 = Олдерфорд
    .gen = Олдерфорда
    .loc = Олдерфорде
hk-region-h_2_0 = Эшбери
    .gen = Эшбери
    .loc = Эшбери
hk-region-h_2_1 = Холлифорд
    .gen = Холлифорда
    .loc = Холлифорде
hk-region-h_2_2 = Колдворт
    .gen = Колдворта
    .loc = Колдворте
hk-region-h_2_3 = Кингсторп
    .gen = Кингсторпа
    .loc = Кингсторпе
hk-region-h_2_4 = Блэкби
    .gen = Блэкби
    .loc = Блэкби
hk-region-h_2_5 = Торнвик
    .gen = Торнвика
    .loc = Торнвике
hk-region-h_3_-1 = Барвелл
    .gen = Барвелла
    .loc = Барвелле
hk-region-h_3_-2 = Ренкомб
    .gen = Ренкомба
    .loc = Ренкомбе
hk-region-h_3_-3 = Бёрчкомб
    .gen = Бёрчкомба
    .loc = Бёрчкомбе
hk-region-h_3_-4 = Рейвентон
    .gen = Рейвентона
    .loc = Рейвентоне
hk-region-h_3_-5 = Эштон
    .gen = Эштона
    .loc = Эштоне
hk-region-h_3_-6 = Лонгли
    .gen = Лонгли
    .loc = Лонгли
hk-region-h_3_-7 = Бруквик
    .gen = Бруквика
    .loc = Бруквике
hk-region-h_3_0 = Рашвик
    .gen = Рашвика
    .loc = Рашвике
hk-region-h_3_1 = Фэрмир
    .gen = Фэрмира
    .loc = Фэрмире
hk-region-h_3_2 = Гленбери
    .gen = Гленбери
    .loc = Гленбери
hk-region-h_3_3 = Фэрби
    .gen = Фэрби
    .loc = Фэрби
hk-region-h_3_4 = Элмвелл
    .gen = Элмвелла
    .loc = Элмвелле
hk-region-h_4_-1 = Грейвик
    .gen = Грейвика
    .loc = Грейвике
hk-region-h_4_-2 = Миллкомб
    .gen = Миллкомба
    .loc = Миллкомбе
hk-region-h_4_-3 = Ларкфорд
    .gen = Ларкфорда
    .loc = Ларкфорде
hk-region-h_4_-4 = Нортворт
    .gen = Нортворта
    .loc = Нортворте
hk-region-h_4_-5 = Барби
    .gen = Барби
    .loc = Барби
hk-region-h_4_-6 = Блэквелл
    .gen = Блэквелла
    .loc = Блэквелле
hk-region-h_4_-7 = Марлвелл
    .gen = Марлвелла
    .loc = Марлвелле
hk-region-h_4_0 = Хейлфорд
    .gen = Хейлфорда
    .loc = Хейлфорде
hk-region-h_4_1 = Колдторп
    .gen = Колдторпа
    .loc = Колдторпе
hk-region-h_4_2 = Моссворт
    .gen = Моссворта
    .loc = Моссворте
hk-region-h_4_3 = Рейвенфилд
    .gen = Рейвенфилда
    .loc = Рейвенфилде
hk-region-h_5_-1 = Марлли
    .gen = Марлли
    .loc = Марлли
hk-region-h_5_-2 = Стоунфилд
    .gen = Стоунфилда
    .loc = Стоунфилде
hk-region-h_5_-3 = Ютон
    .gen = Ютона
    .loc = Ютоне
hk-region-h_5_-4 = Хартворт
    .gen = Хартворта
    .loc = Хартворте
hk-region-h_5_-5 = Истмир
    .gen = Истмира
    .loc = Истмире
hk-region-h_5_-6 = Фэрхэм
    .gen = Фэрхэма
    .loc = Фэрхэме
hk-region-h_5_-7 = Фростфорд
    .gen = Фростфорда
    .loc = Фростфорде
hk-region-h_5_0 = Рашхэм
    .gen = Рашхэма
    .loc = Рашхэме
hk-region-h_5_1 = Куинсвик
    .gen = Куинсвика
    .loc = Куинсвике
hk-region-h_5_2 = Элммир
    .gen = Элммира
    .loc = Элммире
hk-region-h_6_-1 = Рукстед
    .gen = Рукстеда
    .loc = Рукстеде
hk-region-h_6_-2 = Вулфкомб
    .gen = Вулфкомба
    .loc = Вулфкомбе
hk-region-h_6_-3 = Бёрчтон
    .gen = Бёрчтона
    .loc = Бёрчтоне
hk-region-h_6_-4 = Барфилд
    .gen = Барфилда
    .loc = Барфилде
hk-region-h_6_-5 = Рейвенхэм
    .gen = Рейвенхэма
    .loc = Рейвенхэме
hk-region-h_6_-6 = Грейворт
    .gen = Грейворта
    .loc = Грейворте
hk-region-h_6_-7 = Гленстед
    .gen = Гленстеда
    .loc = Гленстеде
hk-region-h_6_0 = Фенмир
    .gen = Фенмира
    .loc = Фенмире
hk-region-h_6_1 = Хейлли
    .gen = Хейлли
    .loc = Хейлли
hk-region-h_7_-1 = Брэмвик
    .gen = Брэмвика
    .loc = Брэмвике
hk-region-h_7_-2 = Саутторп
    .gen = Саутторпа
    .loc = Саутторпе
hk-region-h_7_-3 = Миллбери
    .gen = Миллбери
    .loc = Миллбери
hk-region-h_7_-4 = Куинсстед
    .gen = Куинсстеда
    .loc = Куинсстеде
hk-region-h_7_-5 = Хейлкомб
    .gen = Хейлкомба
    .loc = Хейлкомбе
hk-region-h_7_-6 = Элмтон
    .gen = Элмтона
    .loc = Элмтоне
hk-region-h_7_-7 = Нортли
    .gen = Нортли
    .loc = Нортли
hk-region-h_7_0 = Суонбери
    .gen = Суонбери
    .loc = Суонбери

## Короткие надписи на фишках карты (три буквы)
hk-short-peasants = КРС
hk-short-spearmen = КОП
hk-short-swordsmen = МЕЧ
hk-short-cavalry = ВСД
hk-short-archers = ЛУЧ
hk-short-trebuchet = ТРБ
hk-short-galley = ГАЛ

## Подсказка: что решающий игрок может сделать сейчас и почему (задача 19)

# Действия хода. $dice: кубики действий, оставшиеся в запасе; $gold: золото королевства.
hk-guide-actions = Ваш ход: у вас { $dice ->
        [one] { $dice } кубик действия
        [few] { $dice } кубика действий
       *[many] { $dice } кубиков действий
    } и { $gold ->
        [one] { $gold } золотой
        [few] { $gold } золотых
       *[many] { $gold } золотых
    }. Каждое действие стоит одного кубика: манёвр войском (и затем атака), найм, строительство, изучение технологии или смена формы правления. Когда закончите, нажмите «{ hk-action-end_turn }»; оставшиеся кубики ещё можно добавить в битвы.
hk-guide-after_manoeuvre = Ваше войско совершило манёвр. Теперь можно объявить одну атаку на гекс, где стоят силы только одного другого игрока и куда достаёт ваше войско, или присоединить к строю другие войска; нажмите «{ hk-action-end_manoeuvre }», чтобы на этом остановиться.
hk-guide-react = На вас напали. Пока мешок не наполнен, можно ответить манёвром: подвести к обороне неизмотанные войска рядом с целью в пределах строя или выбрать «{ hk-action-no_reaction }».
hk-guide-prepare = Подготовьте свою часть мешка: ваши отряды дают свои жетоны в любом случае; можно добавить кубики действий и опыта, не класть свои кубики обороны или сбросить жетоны Фабиевой тактикой.
hk-guide-convert = Теократия позволяет попытаться обратить в свою веру вражеский отряд этой битвы: проверка тянет жетоны из мешка и пройдена, если среди них есть хотя бы один ваш и ни одного вражеского. Можно и не проходить проверку.
hk-guide-draw = Тяните жетоны из мешка — от одного до числа, равного вашей отваге: каждый жетон вашего цвета — единица урона противнику, каждый его — единица урона вам. У каждого варианта указаны точные шансы.
hk-guide-draw_more = Атакующий вытянул меньше жетонов, чем ваша отвага: можно дотянуть ещё до этого числа или остановиться. Каждый жетон вашего цвета — единица урона противнику.
hk-guide-redraw = Ваши технологии позволяют тянуть заново: «Тактика» возвращает в мешок всё вытянутое и тянет снова, «Регулярное войско» меняет один вытянутый жетон на другой. Если результат устраивает, оставьте вытянутое.
hk-guide-assign = Распределите нанесённый урон: уничтожайте вражеские объекты гекс за гексом в порядке уничтожения — полностью повреждённые постройки, стены на линии атаки, отряды, здания, затем город или замок. Неуничтоженная постройка сохраняет урон.
hk-guide-recover = Демократия позволяет попытаться вернуть отряд, потерянный в этой битве: проверка тянет жетоны из мешка и пройдена, если среди них есть хотя бы один ваш и ни одного вражеского. Можно и не проходить проверку.
hk-guide-return_buildings = В этой битве вы потеряли здания: укажите, каким было каждое из них, и оно вернётся на ваш планшет как здание этого вида.
hk-guide-land = Проверка пройдена: выберите соседний гекс, куда встанет отряд, — такой, куда он может войти и где нет вражеских отрядов и сооружений.
hk-guide-advance = Победа: атакованный гекс опустел, и одно атакующее войско рядом с ним может бесплатно в него продвинуться. Нажмите «{ hk-action-end_manoeuvre }», чтобы остаться на месте.

## What cannot be done at a hex now, and why (issue 36)
hk-panel-not_now = Сейчас нельзя
hk-not_now-recruit = Набор
hk-not_now-manoeuvre = Манёвр
hk-not_now-attack = Атака
hk-value-attack_there = выберите гекс врага: атака предлагается там, с её шансами (G-6)

## Правила, которые должны выполняться после каждого действия (нарушение — ошибка игры, а не игрока)
hk-invariant-shared_hex = G-9: на гексе { $hex } стоят отряды двух игроков
hk-invariant-stack = G-9: на гексе { $hex } стоит { $count } отрядов, больше пяти
hk-invariant-unit_terrain = G-2: отряд «{ $unit }» стоит на гексе { $hex }, где быть не может
hk-invariant-structure_terrain = G-2: постройка «{ $structure }» стоит на гексе { $hex }, где строить нельзя
hk-invariant-damage = HK-56: постройка «{ $structure }» на гексе { $hex } несёт { $damage } повреждений, сколько выдерживает, и всё же стоит
hk-invariant-edge_twice = G-12: на одной стороне гекса { $hex } две стены или два частокола
hk-invariant-two_cities = G-12: в провинции гекса { $hex } больше одного города
hk-invariant-building_city = G-12: здание на гексе { $hex } стоит без города своего владельца
hk-invariant-buildings = G-12: в городе на гексе { $hex } больше трёх зданий или два одного вида
hk-invariant-action_dice = G-5: у игрока { $player } больше трёх кубиков действий: { $dice }
hk-invariant-out = G-25: игрок { $player } выбыл из игры, но у него есть отряды на карте
hk-invariant-nobody = G-5: игра не окончена, но решать некому из оставшихся в ней игроков

### Hex Kingdoms: the English messages.
###
### Arguments that name something ($player, $hex, $unit, $structure, $side,
### $token…) are other messages of this file, passed whole: a translation may
### use their grammatical cases ($hex-loc, $unit-acc…) when the named message
### has those attributes. Numbers ($count, $gold, $dice…) are Fluent numbers,
### so plural selectors work on them.

## The game and its scenarios

hk-name = Hex Kingdoms
hk-scenario-four-realms = Four Realms (3-4 players, 169 hexes)
# scenarios kept for games begun on the first edition of the maps
hk-scenario-four-realms-first_map = Four Realms, first map (3-4 players, 169 hexes)
hk-scenario-two-kingdoms = Two Kingdoms (2 players, 127 hexes)
hk-scenario-two-kingdoms-first_map = Two Kingdoms, first map (2 players, 127 hexes)

# The rules in short, shown before a game (paragraphs separated by blank lines)
hk-rules_summary =
    Two to four kingdoms compete on a map of hexes for 12 rounds. Each turn you refresh (remove one exhaustion die from each unit, reset your pool to 3 action dice), collect gold (2 per city, 1 per peasants unit in your territory up to 3 per province, 1 per Market) and spend action dice (G-5): manoeuvre an army (and then attack, G-6), recruit at a city or castle, build cities, castles, walls, palisades and buildings, research a technology or change your government.

    Battles use no rolled dice. The defender may first react, moving unexhausted armies near the target into the defence (HK-5). Each side puts tokens into one bag: an active unit (one that reaches an enemy) gives a token in its owner's colour plus its strength bonus, an inactive unit gives a neutral token, and players may add action and experience dice (HK-13). The attacker draws from 1 up to its courage (its number of units, plus 1 for a trebuchet and 1 for Siege Tower in a siege); if it draws fewer than the defender's courage, the defender may draw more up to that total (HK-36, HK-38). Tactics and Regular Army let their owner redraw (HK-42). Every drawn token of your colour is one damage to the enemy, assigned hex by hex in the destruction priority: fully damaged structures, walls on the line of attack, units, buildings, then the city or castle (HK-50). Structures keep black damage dice. Both sides remove losses at once; a lost building returns to its owner's board as the type the owner chooses (HK-75). If the attacker wins and the target hex is left empty, one adjacent attacking army may move in (G-21).

    Theocracy converts an enemy unit (HK-30) and Democracy recovers a lost one (HK-58) by passing a check: draw that many tokens; you pass with at least one of your own and none of the enemy's, and the unit is placed on a free hex next to it (G-15). Castles raise your formation limit. Cities score 3, castles 2, buildings 1, technologies 1, relics 2 and achievements 3 victory points; a player who alone keeps a city at the end of a round wins at once.

## The players' kingdoms (by colour)

hk-role-blue = Blue
hk-role-gold = Gold
hk-role-green = Green
hk-role-red = Red

## Refusals: why an action is not allowed (G-…, HK-… are rule numbers)

hk-refusal-already_done = You have already done that this turn (G-5).
hk-refusal-already_owned = You already have that (G-17, G-18).
hk-refusal-bad_draw = You may not draw that many tokens now (HK-36, HK-38).
hk-refusal-bad_fabian = Fabian Tactics cannot discard that many tokens (HK-80).
hk-refusal-bad_landing = The unit can only land on a legal hex next to it: one it may enter, with no enemy unit or structure, and room in the stack (G-15).
hk-refusal-bad_reaction = That army cannot react there (G-7).
hk-refusal-bad_site = That cannot be built there (G-12).
hk-refusal-bad_target = The target must hold pieces of exactly one other player (G-6).
hk-refusal-cannot_destroy = Too little damage is left to destroy that (HK-53).
hk-refusal-cannot_reach = The army cannot get there this manoeuvre (G-6).
hk-refusal-bad_split = A split leaves at least one unit behind and moves at least one, and no more of a kind than the army has (HK-85).
hk-refusal-exhausted = That army is exhausted (HK-87).
hk-refusal-formation_full = The formation would exceed your limit (HK-8).
hk-refusal-need_workshop = That unit needs a Workshop in the city (G-11).
hk-refusal-no_action_dice = You have no action dice left (G-5).
hk-refusal-no_supply = None of those pieces are left on your board (G-4).
hk-refusal-not_drawn = No drawn token of that colour (HK-43).
hk-refusal-not_enough_gold = That costs { $cost } gold and you have { $have } (G-10).
hk-refusal-not_participant = That is not an enemy participant of this battle (HK-49).
hk-refusal-not_recruit_site = You cannot recruit that unit there (G-11).
hk-refusal-not_your_army = You have no army there (G-6).
hk-refusal-nothing_to_repair = Nothing to repair there, or an enemy is adjacent (G-24).
hk-refusal-out_of_reach = None of your armies reaches that hex (G-6).
hk-refusal-priority = Something on that hex must be destroyed first (HK-50).
hk-refusal-recruit_limit = That city or castle has recruited all it may this turn (G-11).
hk-refusal-roles = Each seat needs a different role: red, blue, green or gold (G-4).
# $seats: the number of players asked for; $min_seats, $max_seats: the
# fewest and most players the scenario seats
hk-refusal-seats = This scenario seats { $min_seats } to { $max_seats } players, not { $seats } (G-4).
hk-refusal-stack_full = At most 5 units of one player may stand on a hex (G-9).
hk-refusal-tech_unavailable = That technology is not available now (G-18).
hk-refusal-too_many_dice = You do not have that many dice (HK-13).
# $scenario: the scenario id as given (not translated)
hk-refusal-unknown_scenario = Unknown scenario { $scenario }.
hk-refusal-wrong_step = That belongs to the “{ $step }” step (HK-4).

## The turn label: "Round 3 - Red: actions"

# $player: the kingdom to move; $step: one of the hk-step-* messages
hk-turn = Round { $round } - { $player }: { $step }
hk-step-actions = actions
hk-step-advance = advance after victory
hk-step-after_manoeuvre = after a manoeuvre
hk-step-battle = battle

## Actions a player may choose
## ($hex, $from, $to, $target: hex names; $unit, $structure: the type of a
## unit or structure, e.g. "archers", "wall")

hk-action-advance = Advance from { $from } into { $target }
hk-action-assign_gone = Assign damage
hk-action-assign_structure = Damage the { $structure } at { $hex }
hk-action-assign_unit = Destroy the { $unit } at { $hex }
# $target: the hex attacked; $win_percent, $unharmed_percent: percentages
# with one decimal (62.5), the chance of destroying every defender and the
# chance of losing nothing
hk-action-attack = Attack { $target } (before the bag is prepared: { $win_percent }% to destroy every defender, { $unharmed_percent }% to lose nothing)
# $cost: gold
hk-action-build = Build a { $structure } at { $hex } ({ $cost } gold)
# $structure: a wall or palisade; $toward: the hex across the side (none at the map's edge)
hk-action-build_segment = Build a { $structure } on the side of { $hex } toward { $toward }
hk-action-build_segment_border = Build a { $structure } on the side of { $hex } at the map's edge
hk-action-convert_gone = Try to convert
hk-action-convert_structure = Try to convert the { $structure } at { $hex }
hk-action-convert_unit = Try to convert the { $unit } at { $hex }
# $count: the number of tokens to draw
hk-action-draw = Draw { $count } from the bag
hk-action-end_manoeuvre = End the manoeuvre
hk-action-end_turn = End the turn
# $from: where the joining army stands; $to: where it moves
hk-action-join = Add the army at { $from } to the formation, moving to { $to }
hk-action-keep = Keep the draw
# $unit: the type of the converted or recovered unit; $hex: the hex it is placed on (G-15)
hk-action-land_converted = Place the converted { $unit } at { $hex }
hk-action-land_gone = Place the unit at { $hex }
hk-action-land_recovered = Place the recovered { $unit } at { $hex }
hk-action-manoeuvre = Manoeuvre from { $from } to { $to }
hk-action-manoeuvre_split = Manoeuvre from { $from } to { $to }, leaving the peasants
# $count: units that stay in $from (HK-85).
hk-action-split = Split the army: { $count ->
        [one] { $count } unit stays
       *[other] { $count } units stay
    } in { $from }, the rest manoeuvre to { $to } (HK-85)
hk-choice-split = Split the army: part of it manoeuvres from { $from } to { $to } (HK-85)
# $percent: exact chance in % with one decimal; $dealt, $taken: expected damage; $count: tokens to draw; $extra: tokens the defender may still draw
hk-choice-draw = { hk-action-draw } — exact odds: { $percent }% to destroy every enemy participant; expected damage { $dealt } dealt, { $taken } taken
hk-choice-draw_extend = { hk-choice-draw }; the defender may then draw up to { $extra } more (HK-38), not counted
hk-choice-stop = { hk-action-stop } — as drawn so far: { $percent }% to destroy every enemy participant; damage { $dealt } dealt, { $taken } taken
hk-choice-stop_extend = { hk-choice-stop }; the defender may then draw up to { $extra } more (HK-38), not counted
# $unit: a unit type, e.g. "spearmen".
hk-amount-leave = Staying: { $unit }
hk-action-no_reaction = No (more) reaction
# $action_dice, $experience_dice: dice put into the bag; $omitted_dice:
# defence dice left out of it; $fabian_discard: tokens of each side that Fabian
# Tactics discards
hk-action-prepare = Put your units' tokens in the bag{ $action_dice ->
        [0] {""}
        [one] , with { $action_dice } action die
       *[other] , with { $action_dice } action dice
    }{ $experience_dice ->
        [0] {""}
        [one] { $action_dice ->
            [0] , with
           *[other] {" "}and
        } { $experience_dice } experience die
       *[other] { $action_dice ->
            [0] , with
           *[other] {" "}and
        } { $experience_dice } experience dice
    }{ $omitted_dice ->
        [0] {""}
        [one] , leaving out your defence die
       *[other] , leaving out your { $omitted_dice } defence dice
    }{ $fabian_discard ->
        [0] {""}
        [one] ; Fabian Tactics discards { $fabian_discard } token of each side
       *[other] ; Fabian Tactics discards { $fabian_discard } tokens of each side
    }
hk-action-react = React: move the army at { $from } to { $to }
# $unit: the type of the unit lost; $hex: where it was lost
hk-action-recover = Try to recover the { $unit } lost at { $hex }
hk-action-recover_gone = Try to recover
# $was: the lost building's type on the map; $kind: the type it returns as
hk-action-return_building = Return the lost { $was } to your board as: { $kind } (HK-75)
# $cost: gold
hk-action-recruit = Recruit { $unit } at { $hex } ({ $cost } gold)
hk-action-reform = Change government to { $government }
# $token: the kind of token (hk-token-*)
hk-action-regular_army = Regular Army: set aside { $token-one } and redraw it
hk-action-repair_gone = Repair
hk-action-repair_structure = Repair the { $structure } at { $hex }
hk-action-repair_unit = Repair { $unit } at { $hex }
# $tech: a technology (hk-tech-*)
hk-action-research = Research { $tech }
hk-action-skip_check = Make no (more) checks
# $hex: where the army stays
hk-action-stand = Manoeuvre in place at { $hex }
hk-action-stop = Stop drawing
hk-action-tactics = Tactics: redraw the whole clash

## The game log
## ($player: a kingdom's name; $side: Attacker or Defender (hk-side-*);
## $hex: a hex name; $unit, $structure: the type of a unit or structure)

hk-event-achievement = { $player } accomplishes { $achievement }
hk-event-advance = The victors may advance into { $hex }
# $damage: points of damage
hk-event-assigned_gone = { $damage } damage assigned
hk-event-assigned_structure = { $damage } damage to the { $structure } at { $hex }
hk-event-assigned_unit = { $damage } damage to the { $unit } at { $hex }
# $attacker, $defender: kingdoms' names; $target: the hex attacked
hk-event-battle = { $attacker } attacks { $target }, held by { $defender }
hk-event-battle_drawn = The battle ends with no winner
hk-event-battle_won = The battle ends: the { $side } wins
hk-event-built = A { $structure } is built at { $hex }
# $check: the kind of check (hk-word-conversion or hk-word-recovery);
# $difficulty: its number; $drawn: tokens drawn; $result: hk-word-passed or
# hk-word-failed
hk-event-check = { $side } makes a { $check } check { $difficulty }: draws { $drawn ->
        [one] { $drawn } token
       *[other] { $drawn } tokens
    } and { $result }
hk-event-converted = A unit is converted: a new { $unit } appears at { $hex }
# $attacker_damage, $defender_damage: damage each side deals
hk-event-damage = Damage: attacker deals { $attacker_damage }, defender deals { $defender_damage }
# $token: the kind of token drawn (hk-token-*)
hk-event-drawn = { $side } draws { $token-one }
# $units: number of units; $dice: exhaustion dice each receives
hk-event-exhausted = { $units ->
        [one] { $units } unit receives
       *[other] { $units } units receive
    } { $dice ->
        [one] { $dice } exhaustion die
       *[other] { $dice } exhaustion dice
    }
hk-event-experience = { $player } gains { $dice ->
        [one] { $dice } experience die
       *[other] { $dice } experience dice
    }
# $count: tokens discarded of each side
hk-event-fabian = Fabian Tactics discards { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    } of each side
hk-event-game_over = The game is over
# $player: who chooses; $unit: the unit's type; $hex: the hex it lands next to (G-15)
hk-event-landing = { $player } chooses a hex next to { $hex } for the { $unit } (G-15)
# $units, $structures: pieces removed from the map; $damaged: structures
# that were damaged but still stand
hk-event-losses = Losses removed: { $units ->
        [one] { $units } unit
       *[other] { $units } units
    }, { $structures ->
        [one] { $structures } structure
       *[other] { $structures } structures
    }; { $damaged ->
        [one] { $damaged } structure
       *[other] { $damaged } structures
    } damaged
hk-event-manoeuvre_ended = The manoeuvre ends
hk-event-manoeuvred = The army stands ready to attack
# $units: the number of units that move
hk-event-moved = { $units ->
        [one] { $units } unit moves
       *[other] { $units } units move
    } to { $hex }
hk-event-other = -
hk-event-out = { $player } is eliminated
hk-event-paid = { $player } pays { $gold } gold and { $dice ->
        [one] { $dice } action die
       *[other] { $dice } action dice
    }
# $own: tokens of the side's colour; $neutral: neutral tokens
hk-event-prepared = { $side } puts { $own } own and { $neutral ->
        [one] { $neutral } neutral token
       *[other] { $neutral } neutral tokens
    } into the bag
# $units: the number of units that react; $hex: where they move
hk-event-reacted = { $units ->
        [one] { $units } defending unit reacts
       *[other] { $units } defending units react
    } to { $hex }
hk-event-recovered = A { $unit } is recovered at { $hex }
hk-event-building_returned = { $player } returns a lost { $was } to the board as: { $kind } (HK-75)
hk-event-reformed = { $player } adopts { $government }
# $religion: the religion whose relic it is (hk-religion-*)
hk-event-relic = { $player } takes the relic of { $religion }
hk-event-repaired = Damage markers are removed
hk-event-researched = { $player } researches { $tech }
# $token: the kind of token (hk-token-*)
hk-event-returned = The set-aside { $token } goes back into the bag
hk-event-set_aside = { $side } sets aside { $token-one }
# $side: the side to decide; $step: the battle step (hk-bstep-*)
hk-event-step = { $side }: { $step }
hk-event-tactics = { $side } uses Tactics and redraws
hk-event-turn_ended = { $player } is next
# $gold: the income collected
hk-event-turn_started = { $player } begins round { $round } and collects { $gold } gold
hk-event-unit_placed = A { $unit } unit enters play at { $hex }
hk-event-unit_removed = A unit leaves the map
hk-event-wasted = The { $side }'s remaining damage cannot destroy anything

## The end of the game

# $winners: the winning kingdoms, separated by commas; $points: every
# kingdom's victory points, separated by " / "
# $winner: a kingdom's name; $points: every kingdom's victory points, e.g. "12 / 9 / 7"
hk-outcome-points = Winner on victory points: { $winner } (points { $points })
# $count: how many kingdoms tie for first place even after the tie-breaks
hk-outcome-points_shared = { $count } kingdoms share the victory on points (points { $points })
hk-outcome-sudden_death = { $winner } is the last kingdom with a city (points { $points })

## The side panel and a hex's details: row labels

hk-panel-action_dice = Action dice
hk-panel-buildings = Buildings on the board
hk-panel-active = Player to move
hk-panel-bag = Bag
hk-panel-battle = Battle
hk-panel-damage = Damage left to assign
hk-panel-draw = Tokens drawn
hk-panel-experience = Experience dice
hk-panel-formation = Formation limit
hk-panel-gold = Gold
hk-panel-government = Government
hk-panel-hits = Expected damage
hk-panel-needed = Damage needed
hk-panel-odds = Odds of attacking here, before the bag is prepared
hk-panel-odds_basis = What is counted
hk-panel-points = Victory points
hk-panel-province = Province
hk-panel-relic = Relic
hk-panel-religion = State religion
hk-panel-road = Road
hk-panel-round = Round
hk-panel-siege = Siege
hk-panel-step = Step
hk-panel-target = Target
hk-panel-techs = Technologies
hk-panel-terrain = Terrain
hk-panel-turn = Turn
hk-panel-unharmed = Lose nothing
hk-panel-win = Destroy every defender

## The side panel and a hex's details: values

# $value: a number shown as it is
hk-value = { $value }
# token counts in the bag of the attack forecast
hk-value-bag = { $attacker_tokens } attacker, { $defender_tokens } defender, { $neutral_tokens } neutral
# building pieces of each type still on the personal board
hk-value-buildings = { hk-building-market } { $market }, { hk-building-barracks } { $barracks }, { hk-building-workshop } { $workshop }, { hk-building-temple } { $temple }
# damage each side has left to assign
hk-value-damage = attacker { $attacker_damage }, defender { $defender_damage }
# $dealt, $taken: expected damage, with one decimal
hk-value-expect = { $dealt } dealt, { $taken } taken
# neutral tokens in the bag and drawn from it
hk-value-neutral = { $in_bag } in bag, { $drawn } drawn
# what the odds before preparation count and leave out
hk-value-odds_basis = one token per unit and its bonus (HK-11…HK-20), the attacker drawing its whole courage (HK-40). Not known yet, so not counted: optional dice, reactions (HK-5), the defender's extra draw (HK-38), checks and redraws. Once the bag is prepared, each draw button shows its exact odds.
# e.g. the round: "3 of 12"
hk-value-of = { $value } of { $total }
# $percent: a percentage with one decimal
hk-value-percent = { $percent }%
# $province: the province's number; $religion: its religion
hk-value-province = province { $province } ({ $religion })
# $owner: the kingdom that owns the wall; $toward: the hex across the side (none at the map's edge)
hk-value-segment = { $owner }, the side toward { $toward }
hk-value-segment_border = { $owner }, the side at the map's edge
# one side's tokens: in the bag, drawn, and how many it may draw
hk-value-side = { $in_bag } in bag, { $drawn } drawn, courage { $courage }
# $owner: the owning kingdom; $durability, $max_durability: what is left of
# the structure's durability, and all of it
hk-value-structure = { $owner }, durability { $durability } of { $max_durability }
# $owner: the owning kingdom; $exhaustion: exhaustion dice on the unit
hk-value-unit = { $owner }, { $exhaustion ->
        [one] { $exhaustion } exhaustion die
       *[other] { $exhaustion } exhaustion dice
    }

## The map: titles of marks and unit counters

# $player: the owner; $count: units of one type on the hex; $unit: the type
hk-counter = { $player }: { $count } { $unit }
hk-mark-barracks = Barracks
hk-mark-castle = Castle
hk-mark-city = City
hk-mark-damaged = Damaged
hk-mark-forest = Forest
hk-mark-hill = Hills
hk-mark-market = Market
hk-mark-mountain = Mountains
hk-mark-palisade = Palisade
hk-mark-relic = Relic on its holy site
hk-mark-road = Road
hk-mark-temple = Temple
hk-mark-walls = Wall
hk-mark-water = Water
hk-mark-workshop = Workshop

## Names used inside other messages

hk-ach-builder = Builder
hk-ach-scholar = Scholar
hk-ach-steadfast = Steadfast
hk-ach-warlike = Warlike
hk-bstep-assign = assigning losses
hk-bstep-convert = conversion
hk-bstep-draw = drawing
hk-bstep-land = placing the unit
hk-bstep-post_draw = redraws
hk-bstep-prepare = bag preparation
hk-bstep-react = reaction
hk-bstep-recover = recovery
hk-bstep-return_buildings = returning the lost buildings
hk-building-barracks = Barracks
hk-building-market = Market
hk-building-temple = Temple
hk-building-workshop = Workshop
hk-gov-democracy = Democracy
hk-gov-monarchy = Monarchy
hk-gov-theocracy = Theocracy
hk-religion-christianity = Christianity
hk-religion-islam = Islam
hk-religion-paganism = Paganism
hk-side-attacker = Attacker
hk-side-defender = Defender
hk-struct-barracks = barracks
hk-struct-castle = castle
hk-struct-city = city
hk-struct-market = market
hk-struct-palisade = palisade
hk-struct-temple = temple
hk-struct-walls = wall
hk-struct-workshop = workshop
hk-tech-drill = Drill
hk-tech-fabian_tactics = Fabian Tactics
hk-tech-field_medicine = Field Medicine
hk-tech-regular_army = Regular Army
hk-tech-siege_tower = Siege Tower
hk-tech-tactics = Tactics
hk-terrain-forest = forest
hk-terrain-hills = hills
hk-terrain-mountains = mountains
hk-terrain-plains = plains
hk-terrain-water = water
hk-token-attacker = attacker's token
    .one = an attacker's token
hk-token-defender = defender's token
    .one = a defender's token
hk-token-neutral = Neutral tokens
    .one = a neutral token
hk-unit-archers = archers
hk-unit-cavalry = cavalry
hk-unit-galley = galley
hk-unit-peasants = peasants
hk-unit-spearmen = spearmen
hk-unit-swordsmen = swordsmen
hk-unit-trebuchet = trebuchet
hk-word-conversion = conversion
hk-word-failed = failed
hk-word-no = no
hk-word-on_site = on its holy site
hk-word-passed = passed
hk-word-recovery = recovery
hk-word-yes = yes

## Hex names: written by tools/hexnames/names.mjs (run it again rather than
## editing them by hand)

hk-region-h_-1_-1 = Eastworth
hk-region-h_-1_-2 = Fenthorpe
hk-region-h_-1_-3 = Barwick
hk-region-h_-1_-4 = Blackford
hk-region-h_-1_-5 = Southworth
hk-region-h_-1_-6 = Fenfield
hk-region-h_-1_0 = Blackton
hk-region-h_-1_1 = Elmthorpe
hk-region-h_-1_2 = Dunby
hk-region-h_-1_3 = Longmere
hk-region-h_-1_4 = Wrenwell
hk-region-h_-1_5 = Crowton
hk-region-h_-1_6 = Crowwell
hk-region-h_-1_7 = Fenley
hk-region-h_-2_-1 = Wrenham
hk-region-h_-2_-2 = Whitewick
hk-region-h_-2_-3 = Longcombe
hk-region-h_-2_-4 = Westley
hk-region-h_-2_-5 = Oakwell
hk-region-h_-2_0 = Ashcombe
hk-region-h_-2_1 = Hazelwell
hk-region-h_-2_2 = Wrenwick
hk-region-h_-2_3 = Queensthorpe
hk-region-h_-2_4 = Bramley
hk-region-h_-2_5 = Glenton
hk-region-h_-2_6 = Ashthorpe
hk-region-h_-2_7 = Ironham
hk-region-h_-3_-1 = Rookbury
hk-region-h_-3_-2 = Dunford
hk-region-h_-3_-3 = Hartthorpe
hk-region-h_-3_-4 = Oakmere
hk-region-h_-3_0 = Brookwell
hk-region-h_-3_1 = Fenton
hk-region-h_-3_2 = Eastthorpe
hk-region-h_-3_3 = Longbury
hk-region-h_-3_4 = Yewford
hk-region-h_-3_5 = Thornwell
hk-region-h_-3_6 = Mossthorpe
hk-region-h_-3_7 = Birchworth
hk-region-h_-4_-1 = Dunton
hk-region-h_-4_-2 = Stonewick
hk-region-h_-4_-3 = Fairwell
hk-region-h_-4_0 = Dunley
hk-region-h_-4_1 = Queensbury
hk-region-h_-4_2 = Brambury
hk-region-h_-4_3 = Longford
hk-region-h_-4_4 = Fenham
hk-region-h_-4_5 = Marlby
hk-region-h_-4_6 = Greystead
hk-region-h_-4_7 = Elmfield
hk-region-h_-5_-1 = Eastford
hk-region-h_-5_-2 = Haleham
hk-region-h_-5_0 = Frostton
hk-region-h_-5_1 = Millwick
hk-region-h_-5_2 = Saltmere
hk-region-h_-5_3 = Hartwell
hk-region-h_-5_4 = Westton
hk-region-h_-5_5 = Westcombe
hk-region-h_-5_6 = Glenby
hk-region-h_-5_7 = Dalethorpe
hk-region-h_-6_-1 = Hartmere
hk-region-h_-6_0 = Pikeby
hk-region-h_-6_1 = Hartwick
hk-region-h_-6_2 = Saltwick
hk-region-h_-6_3 = Hartley
hk-region-h_-6_4 = Frostwick
hk-region-h_-6_5 = Bramthorpe
hk-region-h_-6_6 = Yewby
hk-region-h_-6_7 = Redworth
hk-region-h_-7_0 = Hazelcombe
hk-region-h_-7_1 = Wrenthorpe
hk-region-h_-7_2 = Mosswick
hk-region-h_-7_3 = Blackley
hk-region-h_-7_4 = Daleley
hk-region-h_-7_5 = Oakley
hk-region-h_-7_6 = Glenwick
hk-region-h_-7_7 = Birchley
hk-region-h_0_-1 = Barmere
hk-region-h_0_-2 = Hazelley
hk-region-h_0_-3 = Hartstead
hk-region-h_0_-4 = Southcombe
hk-region-h_0_-5 = Rushthorpe
hk-region-h_0_-6 = Rushford
hk-region-h_0_-7 = Crowwick
hk-region-h_0_0 = Yewham
hk-region-h_0_1 = Thornton
hk-region-h_0_2 = Ashley
hk-region-h_0_3 = Piketon
hk-region-h_0_4 = Yewwick
hk-region-h_0_5 = Elmworth
hk-region-h_0_6 = Barworth
hk-region-h_0_7 = Fenwell
hk-region-h_1_-1 = Dunwick
hk-region-h_1_-2 = Dunham
hk-region-h_1_-3 = Deerwell
hk-region-h_1_-4 = Glenham
hk-region-h_1_-5 = Thornfield
hk-region-h_1_-6 = Wolfworth
hk-region-h_1_-7 = Larkthorpe
hk-region-h_1_0 = Saltstead
hk-region-h_1_1 = Faircombe
hk-region-h_1_2 = Ironstead
hk-region-h_1_3 = Wrenworth
hk-region-h_1_4 = Yewley
hk-region-h_1_5 = Ravenford
hk-region-h_1_6 = Coldham
hk-region-h_2_-1 = Halebury
hk-region-h_2_-2 = Northford
hk-region-h_2_-3 = Goldley
hk-region-h_2_-4 = Hartton
hk-region-h_2_-5 = Oakwick
hk-region-h_2_-6 = Frostmere
hk-region-h_2_-7 = Alderford
hk-region-h_2_0 = Ashbury
hk-region-h_2_1 = Hollyford
hk-region-h_2_2 = Coldworth
hk-region-h_2_3 = Kingsthorpe
hk-region-h_2_4 = Blackby
hk-region-h_2_5 = Thornwick
hk-region-h_3_-1 = Barwell
hk-region-h_3_-2 = Wrencombe
hk-region-h_3_-3 = Birchcombe
hk-region-h_3_-4 = Raventon
hk-region-h_3_-5 = Ashton
hk-region-h_3_-6 = Longley
hk-region-h_3_-7 = Brookwick
hk-region-h_3_0 = Rushwick
hk-region-h_3_1 = Fairmere
hk-region-h_3_2 = Glenbury
hk-region-h_3_3 = Fairby
hk-region-h_3_4 = Elmwell
hk-region-h_4_-1 = Greywick
hk-region-h_4_-2 = Millcombe
hk-region-h_4_-3 = Larkford
hk-region-h_4_-4 = Northworth
hk-region-h_4_-5 = Barby
hk-region-h_4_-6 = Blackwell
hk-region-h_4_-7 = Marlwell
hk-region-h_4_0 = Haleford
hk-region-h_4_1 = Coldthorpe
hk-region-h_4_2 = Mossworth
hk-region-h_4_3 = Ravenfield
hk-region-h_5_-1 = Marlley
hk-region-h_5_-2 = Stonefield
hk-region-h_5_-3 = Yewton
hk-region-h_5_-4 = Hartworth
hk-region-h_5_-5 = Eastmere
hk-region-h_5_-6 = Fairham
hk-region-h_5_-7 = Frostford
hk-region-h_5_0 = Rushham
hk-region-h_5_1 = Queenswick
hk-region-h_5_2 = Elmmere
hk-region-h_6_-1 = Rookstead
hk-region-h_6_-2 = Wolfcombe
hk-region-h_6_-3 = Birchton
hk-region-h_6_-4 = Barfield
hk-region-h_6_-5 = Ravenham
hk-region-h_6_-6 = Greyworth
hk-region-h_6_-7 = Glenstead
hk-region-h_6_0 = Fenmere
hk-region-h_6_1 = Haleley
hk-region-h_7_-1 = Bramwick
hk-region-h_7_-2 = Souththorpe
hk-region-h_7_-3 = Millbury
hk-region-h_7_-4 = Queensstead
hk-region-h_7_-5 = Halecombe
hk-region-h_7_-6 = Elmton
hk-region-h_7_-7 = Northley
hk-region-h_7_0 = Swanbury

## Short labels on the map's counters (three letters)
hk-short-peasants = PEA
hk-short-spearmen = SPR
hk-short-swordsmen = SWD
hk-short-cavalry = CAV
hk-short-archers = ARC
hk-short-trebuchet = TRB
hk-short-galley = GAL

## The guide: what the player to decide can do now and why (issue 19)

# The turn's actions. $dice: action dice left in the pool; $gold: the kingdom's gold.
hk-guide-actions = Your turn: you have { $dice ->
        [one] { $dice } action die
       *[other] { $dice } action dice
    } and { $gold } gold. Each action costs one die: manoeuvre an army (and then attack), recruit, build, research a technology or change your government. Press “{ hk-action-end_turn }” when you are done; dice you keep can still be added to battles.
hk-guide-after_manoeuvre = Your army has moved. You may now declare one attack on a hex held by a single other player that your army reaches, or add more armies to the formation; press “{ hk-action-end_manoeuvre }” to stop here.
hk-guide-react = You are attacked. Before the bag is filled you may react: move unexhausted armies near the target into the defence, within your formation limit, or choose “{ hk-action-no_reaction }”.
hk-guide-prepare = Prepare your part of the bag: your units give their tokens anyway; you may add action and experience dice, leave out your defence dice, or discard tokens with Fabian Tactics.
hk-guide-convert = Theocracy lets you try to convert an enemy unit of this battle: the check draws tokens from the bag and passes with at least one of yours and none of the enemy's. You may also make no check.
hk-guide-draw = Draw from the bag, from one token up to your courage: each token of your colour is one damage to the enemy, each of theirs one to you. Every choice shows its exact odds.
hk-guide-draw_more = The attacker drew fewer tokens than your courage: you may draw more, up to that total, or stop. Each token of your colour is one damage to the enemy.
hk-guide-redraw = Your technologies let you redraw: Tactics puts the whole draw back and draws again, Regular Army swaps one drawn token for another. Keep the draw if you like it.
hk-guide-assign = Assign the damage you dealt: destroy enemy pieces hex by hex in the destruction priority — fully damaged structures, walls on the line of attack, units, buildings, then the city or castle. A structure you do not destroy keeps the damage.
hk-guide-recover = Democracy lets you try to recover a unit you lost in this battle: the check draws tokens from the bag and passes with at least one of yours and none of the enemy's. You may also make no check.
hk-guide-return_buildings = You lost buildings in this battle: say which type each one was, and it goes back to your board as that type.
hk-guide-land = Your check passed: choose the neighbouring hex where the unit is placed, one it may enter with no enemy piece on it.
hk-guide-advance = Victory: the target hex is empty, so one attacking army next to it may move in for free. Press “{ hk-action-end_manoeuvre }” to stay where you are.

## What cannot be done at a hex now, and why (issue 36)
hk-panel-not_now = Not possible now
hk-not_now-recruit = Recruit
hk-not_now-manoeuvre = Manoeuvre
hk-not_now-attack = Attack
hk-value-attack_there = choose the enemy's hex: an attack is offered there, with its odds (G-6)

## The rules that must hold after every action (a broken one is a fault of the game, never of a player)
hk-invariant-shared_hex = G-9: units of two players share { $hex }
hk-invariant-stack = G-9: { $count } units stand on { $hex }, more than five
hk-invariant-unit_terrain = G-2: a { $unit } stands on { $hex }, where it cannot be
hk-invariant-structure_terrain = G-2: a { $structure } stands on { $hex }, where nothing can be built
hk-invariant-damage = HK-56: a { $structure } on { $hex } carries { $damage } damage, as much as it can take, yet stands
hk-invariant-edge_twice = G-12: one side of { $hex } carries two walls or palisades
hk-invariant-two_cities = G-12: the province of { $hex } has more than one city
hk-invariant-building_city = G-12: a building on { $hex } stands without its owner's city
hk-invariant-buildings = G-12: the city on { $hex } holds more than three buildings or two of one type
hk-invariant-action_dice = G-5: { $player } has { $dice } action dice, more than three
hk-invariant-out = G-25: { $player } is out of the game yet has units on the map
hk-invariant-nobody = G-5: the game is not over, yet no player in it is to decide

### Shadow Realms: the English messages.
###
### Arguments that name something ($faction, $owner, $unit, $item, $place,
### $city, $kard…) are other messages of this file, passed whole: a
### translation may use their grammatical cases ($place-loc, $faction-gen…)
### when the named message has those attributes. Numbers ($count,
### $supplies…) are Fluent numbers, so plural selectors work on them. Rule
### ids (SR-…) are never translated.

## The game

sr-name = Shadow Realms
sr-scenario-shadow-realms-even = The Shadow Realms, evened: each realm wins its share (2–5 players)
sr-scenario-shadow-realms-fair = The Shadow Realms, evened for the first computers (2–5 players)
sr-scenario-shadow-realms = The Shadow Realms: five realms, the giants and the pirates (2–5 players)
sr-scenario-shadow-realms-balanced = The Shadow Realms with Lake City on two cities, Zlatka neutral (2–5 players)
sr-scenario-shadow-realms-score = The Shadow Realms, SR-AMB-1 read as a score: the greater casualty roll wins
sr-scenario-shadow-realms-pirate-die = The Shadow Realms, SR-AMB-5 read otherwise: the pirates and Ostius throw a die, besieged ports do not count
sr-scenario-shadow-realms-pirate-fleet = The Shadow Realms, SR-AMB-6 read otherwise: a ship for every surviving pirate BS
sr-scenario-shadow-realms-long-years = The Shadow Realms, SR-AMB-7 read otherwise: a year of siege is two rounds
sr-scenario-shadow-realms-open-entry = The Shadow Realms, SR-AMB-9 read otherwise: armies enter one area from any number of areas

# The rules in short, with their ids (paragraphs separated by blank lines)
sr-summary =
    Five realms, each named after its capital and led by its kard, fight over the cities of the Shadow Realms for sixteen rounds. Influence wins: at the end of a round a realm with 25 influence or more that still holds its capital, keeps its ruler free and serves no lord wins; after round 16 the one with the most (SR-G7, SR-27).

    ## A round (SR-G3)
    - In odd rounds from the third the giants strike a city the die names (1 Kerdurin, 2 Mineur, 3 Heilbron, 4 Lomen, 5 Rotstain, 6 Malmo); neutral cities are spared (SR-29 to SR-31). In even rounds from the fourth the pirates raid Ostius (SR-36).
    - Supply phase: 2 supplies a city and 1 for holding your capital; 1 influence a city; vassals pay tribute, up to half their cities (SR-G4, SR-G5, SR-44).
    - Then each realm's turn, the order turning one place each round: ransom your kard, revolt, recruit, then move, besiege, storm and fight (SR-G3).

    ## Moving (SR-6 to SR-12, SR-G10)
    - A step for up to 5 units costs 1 supply, another for every 5 more; swamps and the wild tribes' lands cost double; the Giants' Land and the Impassable Swamps are never entered (SR-6, SR-8, SR-9).
    - Leaving a city is a step; entering your own city from its field is free. By sea only the ships pay; a ship carries 2 units (SR-2, SR-7, SR-10).
    - Each unit takes at most 3 steps a turn. Entering a field where a hostile army stands stops you, and the battle follows before your turn ends; armies from two areas may enter at one moment (SR-12, SR-G10).

    ## Sieges and storms (SR-13 to SR-18, SR-G11)
    - Lay siege from the city's field (1 supply) when your army and kard are stronger than the garrison, its kard and its walls: fortified cities double their defenders' strength (SR-5, SR-13).
    - Storm in a later turn (1 supply); catapults count 3. Beaten behind walls, defenders withdraw into the fortress and the city holds; the next storm meets no walls. Each year of siege from the second kills a defender; besiegers weaker than the defence must lift the siege (SR-14 to SR-17, SR-G11).
    - Another army may attack the besiegers, with the garrison beside it but without its walls (SR-18).

    ## Battle (SR-19 to SR-23)
    - Each side: (units' strength + kard + walls + a die) ÷ 4, rounded down, is the casualties it deals. Both sides lose at once, then the greater remaining strength wins; a tie is the defender's (SR-19 to SR-21).
    - The loser withdraws; with nowhere to go it is captured. Captured units are ransomed at 1 supply each by your standing order; a captured kard for 5 supplies and 5 influence at the start of your turn (SR-22 to SR-26).
    - The owners choose: where a beaten army withdraws (its own city there, or a neighbouring field free of foes), where ransomed units and a kard go when the capital cannot take them, and, by a standing order, which kinds of units they give up first in battle and to a siege (SR-G9, SR-15).

    ## Vassals (SR-40 to SR-45)
    - Hold a realm's capital while its kard is a captive and it becomes your vassal: its ruler returns with 3 troops, and it pays you tribute. A vassal with more cities than its lord may revolt (SR-40 to SR-44).

    ## Scenarios
    - The first scenario, the default, evens SR-G2’s start. The giants’ die names two cities each of Heilbron and Kerdurin, one each of Rudern and Malmo, none of Lake City: among five computers on SR-G2’s start Heilbron won 7 games in 100 and Rudern hardly ever, Malmo 38. Here every realm holds two cities: Rudern its capital and Heran, with 3 troops (in the middle of the map, its second city on the giants’ table, its neighbours and the giants took its cities), Lake City its capital, with 3 troops, and Zlatka; Rotstain is neutral with 3 troops, Mineur holds 5, Malmo’s capital 3 and Ostius 2; among five computers every realm wins between 16 and 29 games in 100. Games begun on the start evened for the first computers play on. The second scenario is SR-G2’s start as proposed. The third starts Lake City on two cities, Zlatka neutral with two troops: with three, and none on the giants’ table, Lake City wins against players who leave it alone, though not among computers. The others play SR-G2’s start with another reading of an ambiguity of the source (SR-AMB-1, 5, 6, 7, 9), all other readings as recommended.

## The realms, their kards, the neutrals

sr-faction-kerdurin = Kerdurin
    .number = one
sr-faction-heilbron = Heilbron
    .number = one
sr-faction-rudern = Rudern
    .number = one
sr-faction-lake_city = Lake City
    .number = one
sr-faction-malmo = Malmo
    .number = one
sr-faction-neutral = the neutrals
    .number = plural
sr-kard-robert = Robert
sr-kard-rim = Rim
sr-kard-kalame = Kalamé
sr-kard-petros = Petros
sr-kard-jaromir = Jaromír

## Places: the regions' open country, the seas, the cities

sr-region-giants_land = Giants' Land
sr-region-kerdurin = Kerdurin lands
sr-region-mineur = Mineur lands
sr-region-heilbron = Heilbron lands
sr-region-wild_hills = Tribal Hills
sr-region-lomen = Lomen lands
sr-region-rotstain = Rotstain lands
sr-region-rudern = Rudern lands
sr-region-lake_city = Lake City lands
sr-region-shadow_lands = Shadow Lands
sr-region-malmo = Malmo lands
sr-region-wild_forest = Tribal Forest
sr-region-heran = Heran lands
sr-region-zlatka = Zlatka lands
sr-region-impassable_swamps = Impassable Swamps
sr-region-ostius = Ostius lands
sr-region-baria = Baria swamps
sr-region-west_sea = Western Sea
sr-region-south_sea = Southern Sea
sr-region-city_kerdurin = Kerdurin
sr-region-city_mineur = Mineur
sr-region-city_heilbron = Heilbron
sr-region-city_lomen = Lomen
sr-region-city_rotstain = Rotstain
sr-region-city_rudern = Rudern
sr-region-city_lake_city = Lake City
sr-region-city_malmo = Malmo
sr-region-city_heran = Heran
sr-region-city_zlatka = Zlatka
sr-region-city_ostius = Ostius
sr-region-city_baria = Baria
sr-region-unknown = an unknown place

## Units and items

sr-unit-troop = troop
sr-unit-fanatic = fanatic
sr-unit-shadow = shadow
sr-unit-catapult = catapult
sr-unit-ship = ship
sr-unit-ruler = ruler
sr-unit-unknown = unit
# Counters: a short label each.
sr-counter-troop = TRP
sr-counter-fanatic = FAN
sr-counter-shadow = SHD
sr-counter-catapult = CAT
sr-counter-ship = SHIP
sr-counter-ruler = KARD
# $count: how many; $unit: what; $owner: whose; $swords: how many carry a fire sword.
sr-counter-title = { $count } × { $unit } of { $owner }{ $swords ->
        [0] {""}
       *[other] , { $swords } with a fire sword
    }
sr-item-troop = troop
sr-item-ship = ship
sr-item-catapult = catapult
sr-item-sword = fire sword
sr-item-fanatic = fanatic
sr-item-shadow = shadow

## The turn

# $round: the round; $last: the last round; $faction: whose turn; $stage: where in it.
sr-turn-label = Round { $round } of { $last }: { $faction }, { $stage }
sr-turn-over = Round { $round }: the game is over
sr-stage-start = ransom and revolt
sr-stage-recruit = recruiting
sr-stage-campaign = campaign

## Actions

sr-action-ransom_kard = Ransom { $kard }: 5 supplies and up to 5 influence (SR-24)
sr-action-revolt = Revolt against { $lord } (SR-43)
# $count: how many; $item: what; $place: where.
sr-action-recruit = Raise { $count } × { $item } in { $place }
# $count: units moving.
sr-action-move = Move { $count } { $count ->
        [one] unit
       *[other] units
    } from { $from } to { $to }
# $swords: the fire swords carried by the moving units (SR-G8).
sr-action-move_swords = Move { $count } { $count ->
        [one] unit
       *[other] units
    }, { $swords } with { $swords ->
        [one] a fire sword,
       *[other] fire swords,
    } from { $from } to { $to }
sr-action-besiege = Lay siege to { $city } (SR-13)
sr-action-storm = Storm { $city } (SR-17)
sr-action-sortie = Sally out of { $city } against its besiegers (SR-G15)
sr-action-attack = Fight at { $place } (SR-21)
sr-action-keep = Standing order: ransom captured units, keeping at least { $supplies } { $supplies ->
        [one] supply
       *[other] supplies
    } (SR-23)
sr-action-tribute_on = Standing order: demand tribute of your vassals (SR-44)
sr-action-tribute_off = Standing order: demand no tribute (SR-44)
sr-action-end_turn = End your turn
# $cost: supplies each.
sr-choice-recruit = Raise { $item } in { $place }: { $cost } supplies each (SR-G6)
sr-choice-move = March from { $from } to { $to }: 1 supply for every 5 units (SR-6)
sr-choice-march_double = March from { $from } to { $to }: 2 supplies for every 5 units in swamps and wild lands (SR-6, SR-8)
sr-choice-leave = Leave { $from } for { $to }: 1 supply for every 5 units (SR-6, SR-7)
sr-choice-enter = Enter { $to } from { $from }: free (SR-7)
sr-choice-sail = Sail from { $from } to { $to }: 1 supply for every 5 ships, each ship carrying 2 units (SR-2, SR-10)
sr-choice-land = Land from { $from } on { $to }: the ships pay 1 supply for every 5 (SR-10)
sr-choice-keep = Standing order: supplies kept when ransoming captured units (SR-23)
# $ours, $theirs: the strengths SR-13 compares.
sr-choice-besiege = Lay siege to { $city }: { $ours } against { $theirs } (SR-13)
# $action: the action; $percent: the exact chance of winning.
sr-choice-odds = { $action } — exact odds: { $percent }% to win
sr-amount-count = How many
sr-amount-keep = Supplies kept
# $unit: the kind of unit.
sr-amount-troop = Troops
sr-amount-fanatic = Fanatics
sr-amount-shadow = Shadows
sr-amount-catapult = Catapults
sr-amount-ship = Ships
sr-amount-ruler = The kard
sr-amount-swords = of which with fire swords

## The log

sr-event-round = Round { $round } begins
sr-event-turn = { $faction }'s turn
sr-event-stage = { $stage }
# $supplies, $influence: amounts; $why: what for.
sr-event-spent = { $faction } { $faction-number ->
        [plural] pay
       *[other] pays
    } { $supplies } { $supplies ->
        [one] supply
       *[other] supplies
    }{ $influence ->
        [0] {""}
       *[other] {" "}and { $influence } influence
    } for { $why }
sr-event-gained = { $faction } { $faction-number ->
        [plural] gain
       *[other] gains
    } { $supplies ->
        [0] { $influence } influence
       *[other] { $influence ->
            [0] { $supplies } { $supplies ->
                [one] supply
               *[other] supplies
            }
           *[other] { $supplies } { $supplies ->
                [one] supply
               *[other] supplies
            } and { $influence } influence
        }
    } from { $why }
sr-why-move = a move (SR-6)
sr-why-siege = a siege (SR-13)
sr-why-storm = a storm (SR-17)
sr-why-sortie = a sortie (SR-G15)
sr-why-recruit = recruits (SR-G6)
sr-why-ransom = captured units' ransom (SR-23)
sr-why-ransom_received = captives' ransom (SR-23)
sr-why-kard_ransom = a kard's ransom (SR-24, SR-26)
sr-why-kard_ransom_received = a kard's ransom (SR-25)
sr-why-income = its cities (SR-G4, SR-G5)
sr-why-tribute = tribute to its lord (SR-44)
sr-why-tribute_received = its vassal's tribute (SR-44)
sr-why-giants = beating the giants (SR-35)
# $store: supplies left.
sr-event-store = { $city } keeps { $store } { $store ->
        [one] supply
       *[other] supplies
    } for its next troops (SR-G6)
sr-event-raised = { $count } × { $item } raised in { $place }
sr-event-placed = A { $unit } of { $owner } { $owner-number ->
        [plural] appear
       *[other] appears
    } in { $place }
sr-event-moved = { $owner }: { $count } { $count ->
        [one] unit moves
       *[other] units move
    } from { $from } to { $to }
sr-event-moved_stop = { $owner }: { $count } { $count ->
        [one] unit moves
       *[other] units move
    } from { $from } to { $to } and { $count ->
        [one] stops
       *[other] stop
    } there (SR-G10)
sr-event-lost_battle = A { $unit } of { $owner } { $owner-number ->
        [plural] fall
       *[other] falls
    } in { $place }
sr-event-lost_captured = A { $unit } of { $owner } { $owner-number ->
        [plural] are
       *[other] is
    } captured in { $place } and not ransomed (SR-23)
sr-event-lost_attrition = The siege kills a { $unit } of { $owner } in { $place } (SR-15)
sr-event-lost_overrun = A { $unit } of { $owner } { $owner-number ->
        [plural] are
       *[other] is
    } lost with { $place } (SR-34, SR-39)
sr-event-lost_drowned = A { $unit } of { $owner } { $owner-number ->
        [plural] go
       *[other] goes
    } down with its ships near { $place } (SR-G10)
sr-event-ransomed = { $count } ransomed { $count ->
        [one] unit returns
       *[other] units return
    } to { $place } (SR-23)
sr-event-unit_taken = A { $unit } passes to { $owner } in { $place } (SR-14)
sr-event-sword = A { $unit } in { $place } takes up a fire sword (SR-G8)
sr-event-sword_dropped = A { $unit } in { $place } drops its fire sword (SR-G8)
sr-event-engaged = A hostile army stands in { $place }: the battle follows (SR-G10)
sr-event-engagement_over = The battle at { $place } is over
sr-event-siege_begun = { $faction } { $faction-number ->
        [plural] lay
       *[other] lays
    } siege to { $city } (SR-13)
sr-event-siege_broken = The siege of { $city } is broken: the besiegers are weaker than the defence (SR-14)
sr-event-siege_relieved = The siege of { $city } is lifted: the besiegers were beaten (SR-18)
sr-event-siege_taken = The siege of { $city } ends: the city is taken (SR-16)
sr-event-siege_giants = The siege of { $city } ends: the giants took it (SR-G15)
sr-event-siege_left = The siege of { $city } ends: its besiegers left
sr-event-stormed = A storm on { $city } begins (SR-17)
sr-event-walls_lost = The defenders of { $city } withdraw into the fortress: the city holds, its walls are lost (SR-G11)
sr-event-walls_restored = The storm on the fortress of { $city } fails: the city has its walls again (SR-G11)
sr-event-city_taken = { $city } now belongs to { $owner }
sr-battle-field = Battle in { $place }
sr-battle-relief = Relief battle in { $place }: the garrison fights beside its relievers, without its walls (SR-18)
sr-battle-storm = Storm on { $place } (SR-17)
sr-battle-fortress = Storm on the fortress of { $place }: no walls (SR-G11)
sr-battle-sortie = Sortie from { $place }: the garrison fights without its walls (SR-G15)
sr-battle-naval = Sea battle in { $place }: ships only (SR-G10)
# A side's breakdown: $bs units' strength; $kard its kard; $walls the city's defence; $strength the sum; $die the die; $value the casualties dealt.
sr-event-attacker = Attacker { $owner }: units { $bs } + kard { $kard } = { $strength }; die { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] casualty
       *[other] casualties
    } dealt (SR-19)
sr-event-defender = Defender { $owner }: units { $bs } + kard { $kard } + walls { $walls } = { $strength }; die { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] casualty
       *[other] casualties
    } dealt (SR-20)
# $attacker, $defender: the remaining strengths.
sr-event-attacker_wins = Remaining strength { $attacker } against { $defender }: the attacker wins (SR-21)
sr-event-defender_wins = Remaining strength { $attacker } against { $defender }: the defender holds (SR-21: a tie is the defender's)
sr-event-giants_come = The giants come: the die shows { $die }, they strike { $city } (SR-29, SR-30)
sr-event-giants_spare = The giants' die shows { $die }: { $city } is neutral, they do not come this round (SR-31)
# The giants' battle: the giant (5) throws $giant_die and deals $giant_hits; the defenders ($bs) throw $die and deal $hits; remaining $giant_left and $left.
sr-event-giant_wins = The giant (5, die { $giant_die }) deals { $giant_hits }; the defenders ({ $bs }, die { $die }) deal { $hits }; remaining { $giant_left } against { $left }: the giant takes { $city }, which becomes neutral with two neutral troops (SR-33, SR-34)
sr-event-giant_loses = The giant (5, die { $giant_die }) deals { $giant_hits }; the defenders ({ $bs }, die { $die }) deal { $hits }; remaining { $giant_left } against { $left }: { $city } holds, the giant is gone (SR-33, SR-35)
# The pirates' raid: their strength, Ostius' garrison BS and walls, casualties and remaining strengths.
sr-event-pirates_take = The pirates ({ $strength }) raid Ostius ({ $bs } + walls { $walls }): they deal { $pirate_hits }, take { $hits }; remaining { $pirates_left } against { $left }: Ostius falls to the pirates (SR-37 to SR-39)
sr-event-pirates_beaten = The pirates ({ $strength }) raid Ostius ({ $bs } + walls { $walls }): they deal { $pirate_hits }, take { $hits }; remaining { $pirates_left } against { $left }: Ostius holds (SR-37 to SR-39)
sr-event-no_raid = Ostius is neutral: the pirates do not raid this round (SR-G14)
sr-event-kard_captured = { $kard } is captured and held by { $owner } in { $place } (SR-22, SR-23)
sr-event-kard_freed = { $kard } is free again
sr-event-vassal = { $vassal } { $vassal-number ->
        [plural] fall
       *[other] falls
    } into vassalage under { $lord } (SR-40, SR-41)
sr-event-revolted = { $vassal } { $vassal-number ->
        [plural] revolt
       *[other] revolts
    } and breaks away from its lord (SR-43)
sr-event-released = { $vassal } { $vassal-number ->
        [plural] are
       *[other] is
    } free again: its lord has fallen into vassalage, and a vassal has no vassals (SR-G16)
# $keep: supplies kept from ransoms.
sr-event-orders = { $faction } { $faction-number ->
        [plural] order
       *[other] orders
    }: ransom captured units, keeping at least { $keep } { $keep ->
        [one] supply
       *[other] supplies
    }; no tribute demanded
sr-event-orders_tribute = { $faction } { $faction-number ->
        [plural] order
       *[other] orders
    }: ransom captured units, keeping at least { $keep } { $keep ->
        [one] supply
       *[other] supplies
    }; tribute demanded of vassals

## The end

sr-outcome-won = { $faction } { $faction-number ->
        [plural] win
       *[other] wins
    } with { $influence } influence in round { $round } (SR-G7)
sr-outcome-shared = { $count } realms share the victory in round { $round } (SR-G7)
sr-outcome-draw = No realm can win: a draw in round { $round } (SR-G7, SR-27)

## The map's symbols

sr-mark-walls = A fortified city, its defenders count twice (SR-5)
sr-mark-fortress = The defenders hold the fortress: the walls are lost (SR-G11)
sr-mark-open = An open city (SR-4)
sr-mark-capital = A capital (SR-G2)
sr-mark-siege = Besieged by { $faction } (SR-13)

## The panels

sr-panel-number = { $number }
sr-panel-percent = { $percent }%
sr-panel-game = Game
sr-panel-round = Round
sr-panel-of = { $round } of { $last }
sr-panel-acting = To play
sr-panel-next_giants = Giants next come (SR-29)
sr-panel-next_pirates = Pirates next raid (SR-36)
sr-panel-never = not before the end
sr-panel-supplies = Supplies
sr-panel-influence = Influence (25 wins, SR-G7)
sr-panel-cities = Cities
sr-panel-income = Each supply phase (SR-G4, SR-G5)
sr-panel-income_value = { $supplies } supplies and { $influence } influence from { $cities } { $cities ->
        [one] city
       *[other] cities
    }
sr-panel-kard = Kard
sr-panel-kard_free = { $kard }, free
sr-panel-kard_captive = { $kard }, held by { $owner } in { $place }: ransom him at the start of your turn (SR-24)
sr-panel-kard_gone = none
sr-panel-lord = Lord (SR-42)
sr-panel-tribute_owed = Tribute owed (SR-44)
sr-panel-vassal = Vassal
sr-panel-keep = Supplies kept from ransoms (SR-23)
sr-panel-tribute = Tribute demanded (SR-44)
sr-panel-revolt = May revolt (SR-43)
sr-panel-yes = yes
sr-panel-no = no
sr-panel-realms = The realms
sr-panel-standing = { $influence } influence, { $cities } { $cities ->
        [one] city
       *[other] cities
    }
sr-panel-standing_ineligible = { $influence } influence, { $cities } { $cities ->
        [one] city
       *[other] cities
    }: cannot win now (SR-27, SR-G7)
sr-panel-owner = Owner
sr-panel-city = City
sr-panel-fortified = fortified: defenders count twice (SR-5)
sr-panel-open = open (SR-4)
sr-panel-defence = Defence (SR-13)
sr-panel-defence_value = units { $bs } + kard { $kard } + walls { $walls } = { $strength }
sr-panel-siege = Siege
sr-panel-siege_value = by { $faction } since round { $round }, year { $year } (SR-15)
sr-panel-port = Port
sr-panel-terrain = Terrain
sr-panel-double_cost = entering costs double (SR-8)
sr-panel-impassable = impassable (SR-9)
sr-panel-army = Army of { $owner }
sr-panel-army_value = { $units } { $units ->
        [one] unit
       *[other] units
    }: strength { $bs } + kard { $kard }
sr-panel-odds = Exact odds of the battle (SR-19 to SR-21)
sr-panel-odds_strength = Strength
sr-panel-odds_pair = { $ours } against { $theirs }
sr-panel-odds_win = Chance to win
sr-panel-odds_losses = Your expected losses
sr-panel-odds_kills = The enemy's expected losses

## Refusals ($rule: the rule id)

# $waiting: the realm that acts now.
# $stage: the stage it belongs to, one of sr-stage-*.
sr-refusal-wrong_stage = That belongs to the “{ $stage }” stage, which this turn has passed: ransom and revolt come first in a turn, then recruiting, then the campaign ({ $rule }).
sr-refusal-no_ransom = Your kard is not held captive: there is no one to ransom ({ $rule }).
# $cost: what the ransom costs; $have: your supplies.
sr-refusal-ransom_cost = The ransom costs { $cost ->
        [one] { $cost } supply
       *[other] { $cost } supplies
    } and you have { $have } ({ $rule }).
sr-refusal-no_city_for_kard = You own no city to receive your kard ({ $rule }).
sr-refusal-no_revolt = Only a vassal with more cities than its lord may revolt ({ $rule }).
sr-refusal-bad_recruit_place = Raise units in a city of yours that is not besieged, ships in a port, fanatics and shadows in the Shadow Lands while you hold them ({ $rule }).
sr-refusal-too_many_items = A city raises at most 2 items a turn ({ $rule }).
sr-refusal-no_carrier = A fire sword needs a troop, a fanatic or a shadow without one ({ $rule }).
# $cost: what it costs; $have: your supplies.
sr-refusal-no_supplies = That costs { $cost ->
        [one] { $cost } supply
       *[other] { $cost } supplies
    } and you have { $have } ({ $rule }).
sr-refusal-not_a_step = That is not one step ({ $rule }).
sr-refusal-impassable = That land cannot be entered ({ $rule }).
sr-refusal-no_such_units = The army has no such units with steps left ({ $rule }).
sr-refusal-ships_only = Only ships sail, and an army puts to sea from a port city ({ $rule }).
# $need: the ships it takes; $ships: the ships there.
sr-refusal-too_few_ships = Too few ships: each carries 2 units, so this takes { $need ->
        [one] { $need } ship
       *[other] { $need } ships
    } and you have { $ships } there ({ $rule }).
sr-refusal-hostile_city = Another realm's city is entered only by storming it ({ $rule }).
sr-refusal-besieged = A besieged city is neither left nor entered ({ $rule }).
sr-refusal-lords_city = A vassal and its lord never enter each other's cities ({ $rule }).
sr-refusal-third_source = Armies from at most two areas may enter at one moment ({ $rule }).
sr-refusal-battle_pending = A battle follows first where your armies entered ({ $rule }).
sr-refusal-no_battle = There is no battle to fight there ({ $rule }).
sr-refusal-not_in_field = Your army must stand in the city's field ({ $rule }).
sr-refusal-too_weak = The besiegers must be stronger than the city's defence ({ $rule }).
sr-refusal-already_besieged = The city is besieged already ({ $rule }).
sr-refusal-not_bordering = Your realm does not border that city's area ({ $rule }).
sr-refusal-not_enemy_city = That is not a city of another realm or of the neutrals ({ $rule }).
sr-refusal-not_besieged_long = Storm only a city you have besieged since an earlier turn ({ $rule }).
sr-refusal-stormed_already = That city was stormed this turn already ({ $rule }).
sr-refusal-no_garrison = No besieged garrison of yours is there ({ $rule }).
sr-refusal-attack_lord = A vassal never attacks its lord ({ $rule }).
sr-refusal-bad_order = The standing order is out of range ({ $rule }).
sr-refusal-bad_place = Unknown place ({ $rule }).
sr-refusal-unknown_scenario = Unknown scenario: { $scenario }.
sr-refusal-seats = Shadow Realms is played by 2 to 5 realms, seated in their order.

## The guide: what the realm whose turn it is can do now and why (issue 19)

# $supplies: the realm's supplies.
sr-guide-ransom = Your kard is a captive: you may ransom your kard now, at the start of your turn, for 5 supplies and up to 5 influence (you have { $supplies ->
        [one] { $supplies } supply
       *[other] { $supplies } supplies
    }). Once you recruit or move, the ransom waits for your next turn.
sr-guide-revolt = You serve a lord but hold more cities than your lord does: you may revolt now, at the start of your turn. Otherwise carry on with your turn: recruit, then move, besiege and fight.
# $supplies: the realm's supplies.
sr-guide-recruit = Your turn: first raise troops and other units in your cities, paying in supplies (you have { $supplies ->
        [one] { $supplies } supply
       *[other] { $supplies } supplies
    }). Then move, lay sieges, storm cities and fight; once an army moves, recruiting is over for this turn. Press “{ sr-action-end_turn }” when you are done.
# $supplies: the realm's supplies.
sr-guide-campaign = Campaign: move your armies (a step costs 1 supply for every 5 units), lay siege to a city from its field and storm it in a later turn. You have { $supplies ->
        [one] { $supplies } supply
       *[other] { $supplies } supplies
    }. Press “{ sr-action-end_turn }” when you are done.
sr-guide-battle = Your army entered a field where a hostile army stands: the battle must be fought before your turn can end. Fight it there (each choice shows its exact odds); another of your armies may still march in first to join it.

## Rules 2: the owners' choices (SR-G9), and the rules that must hold after every action

# $kard: the kard; $place: the city he returns to.
sr-action-ransom_kard_to = Ransom { $kard } into { $place }: 5 supplies and up to 5 influence (SR-24, SR-G9)
# $count: the units waiting; $place: where they go.
sr-action-withdraw = Withdraw { $count } { $count ->
        [one] unit
       *[other] units
    } to { $place } (SR-22, SR-G9)
sr-action-place = Send { $count } ransomed { $count ->
        [one] unit
       *[other] units
    } to { $place } (SR-23, SR-G9)
# $unit: a kind of unit.
sr-action-lose_first = Standing order: give up units of the kind “{ $unit }” first (SR-G9, SR-15)
sr-event-siege_peace = The siege of { $city } ends: lord and vassal are at peace (SR-42, SR-45)
# $faction: who chooses; $count: the units; $place: where they wait.
sr-event-withdraw_awaited = { $faction } { $faction-number ->
        [plural] choose
       *[other] chooses
    } where its { $count } beaten { $count ->
        [one] unit
       *[other] units
    } in { $place } withdraw (SR-22, SR-G9)
sr-event-place_awaited = { $faction } { $faction-number ->
        [plural] choose
       *[other] chooses
    } where its { $count } ransomed { $count ->
        [one] unit
       *[other] units
    } from { $place } go (SR-23, SR-G9)
sr-event-chosen = { $faction } { $faction-number ->
        [plural] choose
       *[other] chooses
    } { $place } (SR-G9)
# $first … $fifth: the kinds of units in the order the realm gives them up.
sr-event-loss_order = { $faction } { $faction-number ->
        [plural] give
       *[other] gives
    } up its units in this order: { $first }, { $second }, { $third }, { $fourth }, { $fifth } (SR-G9, SR-15)
sr-panel-losses = Units given up first (SR-G9, SR-15)
sr-panel-loss_order = first { $first }, then { $second }, { $third }, { $fourth }, last { $fifth }
sr-panel-waiting = Waiting for
sr-panel-waiting_value = { $faction } to choose where its units go (SR-G9)
sr-refusal-choice_first = First choose where your units go ({ $rule }).
sr-refusal-not_a_choice = There is no such choice to make ({ $rule }).
sr-guide-choice = Your beaten or ransomed units wait for you: choose where they go. Each place is one choice; play goes on when you have chosen (SR-G9).
sr-invariant-peace_siege = SR-42: { $faction } { $faction-number ->
        [plural] besiege
       *[other] besieges
    } { $city } of { $owner }, with whom it is at peace
sr-invariant-no_besiegers = SR-G15: { $city } is besieged with no besieger in its field
sr-invariant-weak_siege = SR-14: the siege of { $city } stands with { $ours } against { $theirs }
sr-invariant-empty_fortress = SR-16: the fortress of { $city } has no defender, yet { $owner } { $owner-number ->
        [plural] keep
       *[other] keeps
    } the city
sr-invariant-foe_in_city = SR-G10: units of { $faction } stand inside { $city } of { $owner }
sr-invariant-impassable = SR-9: units stand in { $place }
sr-invariant-overloaded = SR-2: { $riders } units of { $owner } at { $place } have only { $ships } ships
sr-invariant-foes_together = SR-21: hostile armies of { $first } and { $second } share { $place } with no battle to come
sr-invariant-kard_count = SR-24: { $kard } is on the map { $count } times, not { $expected }
sr-invariant-neutral_captor = SR-25: { $kard } is held by the neutrals in { $place }, which they do not hold
sr-invariant-vassal_chain = SR-G16: { $vassal } { $vassal-number ->
        [plural] serve
       *[other] serves
    } { $lord }, who is itself a vassal or the same realm
sr-invariant-nobody = SR-G3: the game is not over, yet no realm is to act
sr-invariant-stuck = SR-G3: { $faction } can neither end its turn nor fight the battles it must
sr-invariant-step_not_offered = SR-6: a { $unit } may step from { $from } to { $to }, but no move is offered

## Issue 36: what a place offers a newcomer that is not possible now, and why.
sr-panel-not_now = Not possible now
sr-not_now-recruit = Raise units
sr-not_now-move = Move
sr-not_now-besiege = Lay siege
sr-not_now-storm = Storm

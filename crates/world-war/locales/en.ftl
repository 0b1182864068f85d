### World War 1939: the system's player-facing texts in English.
###
### Keys are written with dots in the Rust code (`ww.action.buy`) and with
### hyphens here (`ww-action-buy`). Arguments are named; an argument that is
### itself a name (a region, a unit, a power…) also brings the grammatical
### cases of its message, e.g. `{ $region-loc }` when the region's message
### has a `.loc` attribute. Numbers are passed as numbers, so plural
### selectors work.

## The game and its rules reference (shown on the start screen)

ww-name = World War 1939
ww-summary =
    Three powers — the Axis, the USSR and the Allies — contest Europe, North Africa and the Middle East from Autumn 1939 to Summer 1945, one season per turn. Neutral countries defend themselves but never attack.

    ## Turn zero (WW-1 to WW-4)
    - Each power secretly buys units with twice its income of Manpower and Production: Axis 26 MP / 24 P, USSR 20 MP / 24 P, Allies 22 MP / 18 P.
    - Land and air units go into your own regions, ships into seas next to your coasts.
    - Starting Supply: Axis 12, USSR 16, Allies 16. When everyone has bought, the purchases are revealed.

    ## Each turn (WW-G3)
    - Income: +1 Manpower per region, +3 Production per working factory (◆), +3 Supply per working oil well (▲), plus the Iran treaties (+1 Supply for the USSR and the Allies).
    - Purchase: secret and simultaneous, from what you have saved.
    - Initiative (WW-19): each power secretly chooses SOONER or LATER; every SOONER power acts before every LATER one, and d100 orders powers that chose alike (highest first).
    - Actions: in its slot a power orders attacks, bombing, fighter sweeps, naval attacks, landings, merchant voyages and rebasing. Every unit does one thing per turn (WW-12).
    - End of turn: fleets at war fight in every shared sea (WW-16); victory is checked.

    ## Units (WW-38)
    - Infantry division: land battle 1d6 · costs 3 MP, 1 P · 1 Supply when it fights.
    - Tank division: land battle 2d6 · 1 MP, 3 P · 2 Supply.
    - Bomber regiment: range 2; bombs factories and oil wells on 4–6, kills a division or a navy on 6, a merchant on 4–6 · 1 MP, 3 P · 2 Supply.
    - Fighter regiment: range 2; destroys bombers and fighters on 4–6; covering fighters intercept bombers flying through (WW-14) · 1 MP, 3 P · 2 Supply.
    - Navy: naval combat 1d6, hits on 4–6; attacks every hostile ship sailing past (WW-15) · 1 MP, 3 P · 2 Supply.
    - Merchant fleet: a voyage to the Atlantic edge brings +1 Production or Supply; a voyage to the coast of a neutral you have a treaty with brings that turn's treaty goods; or carries 3 resources · 3 P.

    ## Battles (WW-17, WW-G6)
    - Attackers name a region; units inside it defend automatically. Bombers strike first (a 6 kills a division).
    - Each side adds up its divisions' dice. The higher total wins; the defender holds a tie (WW-AMB-3). All losing divisions are disbanded.
    - A unit without Supply cannot attack or defend actively (WW-25); it still shares its side's fate.
    - Landings need one navy per division, and only infantry may land under fire (WW-20).

    ## Neutrals (WW-6 to WW-10)
    - Each neutral region has 3 infantry and 6 Supply of its own, with no income. Attacking a country makes it hostile to you for good.

    ## Victory (WW-G14)
    - Holding Berlin, Moscow and London at the end of a turn wins at once.
    - Otherwise, after Summer 1945: 1 point per region, 2 per factory or oil well, 5 per enemy capital. The most points win.

## Scenario

ww-scenario-europe-1939 = Europe, Autumn 1939

## Names of regions (land regions, then sea zones)

ww-region-berlin = Berlin
ww-region-hamburg = Hamburg
ww-region-ruhr = Essen
ww-region-munich = Munich
ww-region-konigsberg = Königsberg
ww-region-breslau = Breslau
ww-region-prague = Prague
ww-region-vienna = Vienna
ww-region-milan = Milan
ww-region-rome = Rome
ww-region-naples = Naples
ww-region-tripoli = Tripoli
ww-region-tirana = Tirana
ww-region-moscow = Moscow
ww-region-leningrad = Leningrad
ww-region-murmansk = Murmansk
ww-region-minsk = Minsk
ww-region-kiev = Kiev
ww-region-kharkov = Kharkov
ww-region-odessa = Odessa
ww-region-stalingrad = Stalingrad
ww-region-baku = Baku
ww-region-sverdlovsk = Sverdlovsk
ww-region-london = London
ww-region-birmingham = Birmingham
ww-region-glasgow = Glasgow
ww-region-paris = Paris
ww-region-marseille = Marseille
ww-region-algiers = Algiers
ww-region-tunis = Tunis
ww-region-cairo = Cairo
ww-region-jerusalem = Jerusalem
ww-region-damascus = Damascus
ww-region-baghdad = Baghdad
ww-region-warsaw = Warsaw
ww-region-lwow = Lwów
ww-region-riga = Riga
ww-region-helsinki = Helsinki
ww-region-stockholm = Stockholm
ww-region-oslo = Oslo
ww-region-copenhagen = Copenhagen
ww-region-amsterdam = Amsterdam
ww-region-brussels = Brussels
ww-region-bern = Bern
ww-region-madrid = Madrid
ww-region-lisbon = Lisbon
ww-region-dublin = Dublin
ww-region-budapest = Budapest
ww-region-bucharest = Bucharest
ww-region-belgrade = Belgrade
ww-region-sofia = Sofia
ww-region-athens = Athens
ww-region-istanbul = Istanbul
ww-region-ankara = Ankara
ww-region-tehran = Tehran
ww-region-north_atlantic = North Atlantic
ww-region-south_atlantic = South Atlantic
ww-region-norwegian_sea = Norwegian Sea
ww-region-barents_sea = Barents Sea
ww-region-north_sea = North Sea
ww-region-english_channel = English Channel
ww-region-bay_of_biscay = Bay of Biscay
ww-region-baltic_sea = Baltic Sea
ww-region-western_med = Western Mediterranean
ww-region-central_med = Central Mediterranean
ww-region-adriatic_sea = Adriatic Sea
ww-region-eastern_med = Eastern Mediterranean
ww-region-aegean_sea = Aegean Sea
ww-region-black_sea = Black Sea
ww-region-caspian_sea = Caspian Sea
ww-region-unknown = an unknown place

## Names of neutral countries

ww-country-poland = Poland
ww-country-baltic_states = Baltic States
ww-country-finland = Finland
ww-country-sweden = Sweden
ww-country-norway = Norway
ww-country-denmark = Denmark
ww-country-netherlands = Netherlands
ww-country-belgium = Belgium
ww-country-switzerland = Switzerland
ww-country-spain = Spain
ww-country-portugal = Portugal
ww-country-ireland = Ireland
ww-country-hungary = Hungary
ww-country-romania = Romania
ww-country-yugoslavia = Yugoslavia
ww-country-bulgaria = Bulgaria
ww-country-greece = Greece
ww-country-turkey = Turkey
ww-country-iran = Iran
ww-country-unknown = a neutral country

## Names of powers, units, goods, timings, seasons, phases and unit tasks

ww-faction-axis = Axis
    .number = one
ww-faction-ussr = USSR
    .number = one
ww-faction-allies = Allies
    .number = plural
ww-faction-neutral = Neutral
    .number = one
ww-unit-infantry = infantry division
ww-unit-tank = tank division
ww-unit-bomber = bomber regiment
ww-unit-fighter = fighter regiment
ww-unit-navy = navy
ww-unit-merchant = merchant fleet
ww-unit-unknown = a unit
ww-good-production = Production
ww-good-supply = Supply
ww-timing-sooner = SOONER
ww-timing-later = LATER
ww-season-autumn = Autumn
ww-season-winter = Winter
ww-season-spring = Spring
ww-season-summer = Summer
ww-phase-purchase = secret purchase
ww-phase-initiative = diplomacy and initiative
ww-phase-action = actions
ww-phase-over = game over
ww-task-idle = ready
ww-task-ordered = ordered to attack
ww-task-committed = committed to defence
ww-task-covering = flying cover
ww-task-spent = spent

## The turn

# Turn zero, the buying turn. $phase: the phase's name.
ww-turn-zero = Turn zero — { $phase }
# $season: the season's name; $year: "1940", or "1939/40" in winter; $phase: the phase's name.
ww-turn-label = { $season } { $year } — { $phase }

## The map: region features (hover titles) and unit counters

ww-mark-factory = Factory: +3 Production per turn
ww-mark-oil = Oil well: +3 Supply per turn
ww-mark-capital = Capital
ww-mark-damaged = Damaged: produces nothing next turn
ww-mark-edge = Map edge: merchant imports arrive here
# A counter on the map. $faction: the power's name (or Neutral); $unit: the unit's name; $count: how many units.
ww-counter-title = { $faction } { $unit } × { $count }
# One unit in the region panel. $faction: the power's name; $unit: the unit's name.
ww-counter-unit = { $faction } { $unit }

## Side panels

ww-panel-game = Game
ww-panel-turn = Turn
ww-panel-phase = Phase
ww-panel-order = Order of play
# The order of play with one, two or three powers still to act. $first, $second, $third: the powers' names, in order.
ww-panel-order-1 = { $first }
ww-panel-order-2 = Order of play: { $first }, then { $second }
ww-panel-order-3 = Order of play: { $first }, { $second }, then { $third }
ww-panel-order_list-1 = { $first }
ww-panel-order_list-2 = { $first }, then { $second }
ww-panel-order_list-3 = { $first }, { $second }, then { $third }
ww-panel-waiting = Waiting for
ww-panel-stock = Stock
ww-panel-income = Income per turn
ww-panel-score = Victory points
ww-panel-budget = Left to spend
ww-panel-pending = Bought (secret)
# A unit bought but not revealed yet. $unit: the unit's name; $region: where it will appear.
ww-panel-bought = { $unit } in { $region }
ww-panel-initiative = Your timing
ww-panel-status = Status
ww-panel-eliminated = eliminated
# $manpower, $production, $supply: amounts of Manpower (MP), Production (P) and Supply (S).
ww-panel-resources = { $manpower } MP, { $production } P, { $supply } S
# A number on its own (points, neutral infantry, neutral Supply).
ww-panel-number = { $number }
ww-panel-diplomacy = War and peace
# Two powers whose war or peace the row shows. $first, $second: the powers' names.
ww-panel-pair = { $first } – { $second }
ww-panel-war = at war
ww-panel-peace = at peace
ww-panel-result = Final score
ww-panel-owner = Owner
ww-panel-feature = Feature
ww-panel-garrison = Neutral infantry
ww-panel-reserve = Supply kept from defence (WW-G5)
ww-panel-intercept = Interceptors fire first at (WW-G7)
ww-panel-neutral_supply = Neutral Supply
ww-panel-paid = Supply paid
ww-panel-unpaid = Supply not paid
# A unit's state in the region panel. $task: what it is doing (ready, spent…); $paid: "Supply paid" or "Supply not paid".
ww-panel-unit_state = { $task }, { $paid }

## Exact odds of an ordered attack, in the target's panel
ww-panel-odds_land = Exact odds of the attack (WW-17, WW-14, WW-34, WW-AMB-3)
ww-panel-odds_bombing = Exact odds of the bombing (WW-14, WW-30, WW-34)
ww-panel-odds_sweep = Exact odds of the sweep (WW-35, WW-G7)
ww-panel-odds_naval = Exact odds of the naval attack (WW-36, WW-34, WW-G8)
ww-panel-odds_dice = Land dice (infantry 1d6, tank 2d6)
ww-panel-odds_bombers = Bombers past the interceptors
ww-panel-odds_strikes = Divisions lost to bombers (a 6 each)
ww-panel-odds_capture = Chance to take the region
ww-panel-odds_not_counted = Not counted
ww-panel-odds_damage = Chance to damage the facility
ww-panel-odds_kills = Enemy aircraft shot down
ww-panel-odds_losses = Your losses
ww-panel-odds_sunk = Enemy ships sunk
ww-panel-odds_all_sunk = Chance to sink them all
# $attack, $defence: numbers of dice.
ww-value-against = { $attack } against { $defence }; a tie holds the region
ww-value-percent = { $percent }%
# $expected: an expected number with one decimal; $count: how many could be.
ww-value-expected_of = { $expected } of { $count } expected
ww-value-theirs_yours = { $theirs } theirs, { $yours } yours (expected)
ww-value-sea_fire = fire on the landing's crossing at sea (WW-G8)

## Actions (buttons and the log)
## $unit: a unit's name; $place: the region or sea zone where that unit
## stands; $target: the region attacked or defended; $destination: where a
## unit or cargo goes; $manpower, $production, $supply: amounts of
## Manpower (MP), Production (P) and Supply (S).

# $region: where the unit will appear; $manpower, $production: its price.
ww-action-buy = Buy one { $unit } in { $region } — { $manpower } MP, { $production } P
ww-action-buy_many = Buy { $count } × { $unit } in { $region } — { $manpower } MP, { $production } P
ww-choice-buy = Buy { $unit } in { $region } — { $manpower } MP, { $production } P each
ww-amount-count = How many
ww-action-finish_purchase = Finish buying
# $timing: SOONER or LATER.
ww-action-initiative = Choose { $timing }
ww-action-defend = { $unit } in { $place }: stand ready to defend { $target }
ww-action-cover = Fighter in { $place }: cover { $target }
# $supply: the Supply the unit costs when it fights.
ww-action-order = Order the { $unit } in { $place } against { $target } — { $supply } Supply when it fights
ww-action-unorder = Withdraw the { $unit } in { $place } from the attack on { $target }
# $count: the number of units ordered against the target so far.
ww-action-launch = Attack { $target } ({ $count ->
        [one] { $count } unit
       *[other] { $count } units
    } ordered)
# $count: the number of units ordered against the target so far.
ww-action-bomb = Bomb the facility in { $target } ({ $count ->
        [one] { $count } unit
       *[other] { $count } units
    } ordered)
# $count: the number of units ordered against the target so far.
ww-action-sweep = Fighter sweep over { $target } ({ $count ->
        [one] { $count } unit
       *[other] { $count } units
    } ordered)
# $count: the number of units ordered against the target so far.
ww-action-naval_attack = Attack the ships in { $target } ({ $count ->
        [one] { $count } unit
       *[other] { $count } units
    } ordered)
ww-action-rebase = Move the { $unit } from { $place } to { $destination }
# $place: where the merchant fleet is; $edge: the map-edge sea zone; $good: Production or Supply.
ww-action-voyage = Merchant fleet in { $place }: import voyage to { $edge } for { $good }
ww-action-transport = Merchant fleet in { $place }: carry { $manpower } MP, { $production } P, { $supply } S to { $destination }
# $place: where the merchant fleet is; $sea: the sea zone on the seller's coast; $country: the neutral that sells.
ww-action-trade_voyage = Merchant fleet in { $place }: trade voyage to { $sea } to collect the treaty goods of { $country }
ww-action-transfer = Send { $manpower } MP, { $production } P, { $supply } S over land to { $destination }
ww-choice-transfer = Send resources over land to { $destination }
ww-choice-transport = Merchant fleet in { $place }: carry resources (at most { $hold } in all) to { $destination }
# An attack's button: the action's text and its exact odds. $percent: e.g. 62.3;
# $kills, $losses, $sunk: expected numbers with one decimal, e.g. 1.5.
ww-choice-launch = { ww-action-launch } — exact odds: { $percent }% to take it
ww-choice-bomb = { ww-action-bomb } — exact odds: { $percent }% to damage it
ww-choice-sweep = { ww-action-sweep } — expected: { $kills } of { $targets } enemy aircraft down, { $losses } of yours
ww-choice-naval_attack = { ww-action-naval_attack } — expected: { $sunk } of { $ships } ships sunk, { $losses } of your navy lost
ww-amount-manpower = Manpower (MP)
ww-amount-production = Production (P)
ww-amount-supply = Supply (S)
# $faction: the enemy power.
ww-action-offer_peace = Offer peace to { $faction }
# $country: the neutral; $manpower, $production, $supply: the payment per turn; $quantity: how much of $good (Production or Supply) it sells per turn.
ww-action-offer_trade = Offer { $country } { $manpower } MP, { $production } P, { $supply } S per turn for { $quantity } { $good } per turn
ww-choice-offer_trade = Offer { $country } a treaty: { $good } each turn, at { $price } of other resources a unit
ww-amount-quantity = Units a turn
ww-action-end_slot = End your actions for this turn
# $supply: Supply the stock keeps from defence.
ww-action-keep_supply = Standing order: keep { $supply } Supply from defence (WW-G5)
ww-choice-keep_supply = Standing order: Supply kept from defence — defenders are paid only while the stock stays at or above it (WW-G5)
ww-amount-reserve = Supply kept
# $target: ww-intercept-bombers or ww-intercept-escorts.
ww-action-intercept_first = Standing order: interceptors fire at { $target } first (WW-G7)
ww-intercept-bombers = bombers
ww-intercept-escorts = escorting fighters

## Log: events
## $faction: a power's name; $unit: a unit's name; $region: a region's or
## sea zone's name; $manpower, $production, $supply: amounts of Manpower
## (MP), Production (P) and Supply (S).

ww-event-bought = { $faction } { $faction-number ->
        [plural] buy
       *[other] buys
    } one { $unit } in { $region } (secret)
ww-event-purchase_finished = { $faction } { $faction-number ->
        [plural] have
       *[other] has
    } finished buying
# $count: the number of units bought by all powers.
ww-event-purchases_revealed = All purchases are revealed: { $count ->
        [one] { $count } new unit takes
       *[other] { $count } new units take
    } the field
# $turn: the turn's number; $season: the season's name; $year: "1940", or "1939/40" in winter.
ww-event-turn_began = Turn { $turn }: { $season } { $year } begins
ww-event-income = { $faction } { $faction-number ->
        [plural] collect
       *[other] collects
    } { $manpower } MP, { $production } P and { $supply } S
# $phase: the phase's name.
ww-event-phase_began = Phase: { $phase }
ww-event-initiative_chosen = { $faction } { $faction-number ->
        [plural] have chosen their
       *[other] has chosen its
    } timing
# $count: how many powers chose SOONER (0 to 3).
ww-event-initiative_revealed = Timings revealed: { $count } chose SOONER
# $roll: the d100 result.
ww-event-initiative_rolled = { $faction } { $faction-number ->
        [plural] roll
       *[other] rolls
    } { $roll } for initiative
# $place: where the unit is; $task: what it does now (ready, ordered to attack…).
ww-event-task_set = { $unit } in { $place }: { $task }
# $amount: the Supply paid.
ww-event-supply_paid = Supply paid for one { $unit }: { $amount }
# $place: where the unit is.
ww-event-unsupplied = One { $unit } in { $place } has no Supply and cannot roll
ww-event-held_back = One { $unit } in { $place } is not paid for (Supply kept from defence) and does not roll
# $supply: Supply kept from defence; $target: what interceptors fire at first; $units: which divisions are lost first; $ships: which ships are sunk first.
ww-event-defence_orders = { $faction } { $faction-number ->
        [plural] order their
       *[other] orders its
    } defence: { $supply } Supply kept; interceptors fire at { $target } first; losses: { $units } first; ships sunk first: { $ships }
# $region: the neutral region; $count: its infantry that fight.
ww-event-neutral_paid = { $region } spends Supply for { $count } infantry
# $destination: where the unit arrives.
ww-event-unit_moved = One { $unit } moves to { $destination }
ww-event-unit_lost = { $faction } { $faction-number ->
        [plural] lose
       *[other] loses
    } one { $unit } in { $region }
# $count: how many neutral infantry were lost.
ww-event-garrison_lost = { $count } neutral infantry lost in { $region }
# $attacker, $defender: the powers' names.
ww-event-war = { $attacker } { $attacker-number ->
        [plural] attack
       *[other] attacks
    } { $defender }: they are now at war
# $faction: the power offering peace; $enemy: the power it offers it to.
ww-event-peace_offered = { $faction } { $faction-number ->
        [plural] offer
       *[other] offers
    } peace to { $enemy }
# $first, $second: the powers' names.
ww-event-peace_made = { $first } and { $second } make peace
# $country: the neutral country's name.
ww-event-neutral_hostile = { $country } is now hostile to { $faction }
# $faction: the buying power; $country: the neutral that sold.
ww-event-treaty_ended = A trade treaty between { $faction } and { $country } has ended
# $faction: the buyer; $country: the neutral; $quantity: how much of $good (Production or Supply) it sells per turn; $manpower, $production, $supply: the price per turn.
ww-event-treaty_signed = { $faction } { $faction-number ->
        [plural] sign
       *[other] signs
    } a treaty with { $country }: { $quantity } { $good } per turn for { $manpower } MP, { $production } P, { $supply } S
# $region: the region fought over; $attacker: the attacking power; $defender: the defending power (or Neutral); $attack, $defence: each side's dice total.
ww-event-battle_won = { $attacker } { $attacker-number ->
        [plural] win
       *[other] wins
    } the battle for { $region } against { $defender }, { $attack } to { $defence } (WW-17: the higher total takes the region; the losers are disbanded)
# $region: the region fought over; $attacker: the attacking power; $defender: the defending power (or Neutral); $attack, $defence: each side's dice total.
ww-event-battle_lost = { $defender } { $defender-number ->
        [plural] hold
       *[other] holds
    } { $region } against { $attacker }, { $defence } to { $attack } (WW-17, WW-AMB-3: the defender holds unless the attacker rolls higher; the losers are disbanded)
# $faction: the power that takes the region; $former_owner: the power (or Neutral) that held it.
ww-event-captured = { $faction } { $faction-number ->
        [plural] capture
       *[other] captures
    } { $region } from { $former_owner }
ww-event-damaged = The facility in { $region } is damaged
# $good: Production or Supply.
ww-event-imported = { $faction } { $faction-number ->
        [plural] import
       *[other] imports
    } 1 { $good } by merchant fleet
# $quantity: how much of $good (Production or Supply); $country: the neutral that sold it.
ww-event-trade_delivered = { $faction } { $faction-number ->
        [plural] receive
       *[other] receives
    } { $quantity } { $good } from { $country } by merchant fleet
# $destination: the region the resources are sent to.
ww-event-sent = { $faction } { $faction-number ->
        [plural] send
       *[other] sends
    } { $manpower } MP, { $production } P and { $supply } S towards { $destination }
ww-event-received = { $faction } { $faction-number ->
        [plural] receive
       *[other] receives
    } { $manpower } MP, { $production } P and { $supply } S
# $region: the neutral region that receives the aid.
ww-event-aid = { $region } receives aid: { $manpower } MP, { $production } P and { $supply } S
ww-event-neutral_raised = { $region } raises a new infantry division
ww-event-eliminated = { $faction } { $faction-number ->
        [plural] have
       *[other] has
    } been eliminated

## Log: dice thrown in combat
## $faction: the firing power's name (or Neutral); $region: where they fire;
## $dice: the faces thrown, e.g. "4, 6, 2"; $hits: the number of hits.

ww-fire-interception = { $faction } fighters intercept over { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-escort = { $faction } escorts fire over { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-strike = { $faction } bombers strike at { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-sweep = { $faction } fighters fight over { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-naval = { $faction } { $faction-number ->
        [plural] attack
       *[other] attacks
    } ships in { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-passing = { $faction } { $faction-number ->
        [plural] fire
       *[other] fires
    } at passing ships in { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-zone_battle = { $faction } navy fights in { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
ww-fire-bombing = { $faction } { $faction-number ->
        [plural] bomb
       *[other] bombs
    } { $region }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }

## The end of the game
## $winners: the winning powers (one of the ww-winners-* names below);
## $axis_points, $ussr_points, $allies_points: each power's victory points.

ww-outcome-sudden_death = { $winners } hold all three capitals and win at once (points: Axis { $axis_points }, USSR { $ussr_points }, Allies { $allies_points })
ww-outcome-points = { $winners } win on victory points: Axis { $axis_points }, USSR { $ussr_points }, Allies { $allies_points }
ww-outcome-last_standing = { $winners } are the last power standing (points: Axis { $axis_points }, USSR { $ussr_points }, Allies { $allies_points })
ww-winners-axis = The Axis
ww-winners-ussr = The USSR
ww-winners-allies = The Allies
ww-winners-axis_ussr = The Axis and the USSR
ww-winners-axis_allies = The Axis and the Allies
ww-winners-ussr_allies = The USSR and the Allies
ww-winners-axis_ussr_allies = All three powers
ww-winners-none = Nobody

## Refusals: why an action is not allowed

# $waiting: the power the game waits for.
# $able: which units can, one of ww-refusal-able-*.
ww-refusal-able-merchant = only merchant fleets carry resources and sail for imports
ww-refusal-able-cover = only fighter regiments give cover
ww-refusal-able-defend = only infantry, tanks and bombers stand in defence
ww-refusal-able-attack = infantry and tanks attack land, fighters land regions, bombers land or sea, navies sea zones and landings; merchant fleets never attack
ww-refusal-wrong_phase = That is done in the “{ $phase }” phase.
ww-refusal-over_budget = That purchase costs { $cost_mp } MP and { $cost_p } P; you have { $left_mp } MP and { $left_p } P left.
ww-refusal-no_units = Buy at least one unit.
ww-refusal-bad_placement = New units go in your own regions, and ships in seas next to your own coast (not where an enemy navy is).
ww-refusal-already_done = You have already finished this phase.
ww-refusal-not_your_unit = That unit is not yours.
ww-refusal-unit_busy = That unit has already acted or is committed this turn: each unit does one thing per turn.
ww-refusal-out_of_range = The target is out of range: this unit reaches at most { $reach ->
        [one] { $reach } step
       *[other] { $reach } steps
    } (a neighbouring region or sea zone is 1 step away).
ww-refusal-wrong_unit = That kind of unit cannot do that: { $able }.
ww-refusal-bad_target = That is not a valid target: attack enemy regions and sea zones, defend and rebase to your own regions, and ship at least 1 unit of resources.
ww-refusal-nothing_ordered = No suitable units are ordered against that target: order units against it first, then give the command.
ww-refusal-need_escort = A landing needs one navy per division, all sailing together from a sea next to the divisions.
ww-refusal-tanks_under_fire = Only infantry may land under fire; tanks may land only in your own regions.
ww-refusal-no_supply = Not enough Supply.
ww-refusal-no_facility = There is no factory or oil well there.
ww-refusal-no_ships = There are no enemy ships there.
ww-refusal-no_route = There is no route to get there.
ww-refusal-cargo_too_large = A merchant fleet carries at most 3 units of resources.
ww-refusal-not_enough = You do not have that much in stock: it takes { $need_mp } MP, { $need_p } P and { $need_s } S, and you have { $have_mp } MP, { $have_p } P and { $have_s } S.
ww-refusal-not_edge = Imports must reach the North or South Atlantic map edge.
ww-refusal-bad_peace = You are not at war with them, or you have already offered peace.
ww-refusal-bad_recipient = That recipient cannot receive resources from you.
ww-refusal-seats = World War needs exactly three seats: Axis, USSR and Allies, in that order.
ww-refusal-trade_refused = The neutral turns the offer down: it has nothing more to sell, or the payment is below its price of 2 units of other resources per unit.
ww-refusal-no_treaty = No treaty with that neutral is waiting for delivery by sea this turn: there is no treaty, its goods come over land, or they have already arrived this turn.
ww-refusal-not_their_coast = The merchant fleet must sail to a sea zone next to the coast of the neutral that sells the goods.
# $scenario: the scenario id that was asked for.
ww-refusal-unknown_scenario = Unknown scenario: { $scenario }.

## Short labels on the map's counters (three letters)
ww-short-infantry = INF
ww-short-tank = TNK
ww-short-bomber = BMB
ww-short-fighter = FTR
ww-short-navy = NAV
ww-short-merchant = MER

## Diplomacy step, trade terms, loss and sinking orders (WW-G3, WW-G6, WW-G8, WW-G11, WW-G12)
ww-scenario-europe-1939-at-war = Europe, Autumn 1939: Axis and Allies at war from turn 1 (historical option)
# $country: the neutral; $manpower, $production, $supply: the payment per turn; $quantity: how much of $good it sells per turn; $turns: for how many turns; $pledge: the pledge given (or none).
ww-action-offer_trade_terms = Offer { $country } { $manpower } MP, { $production } P, { $supply } S per turn for { $quantity } { $good } per turn, for { $turns } { $turns ->
        [one] turn
       *[other] turns
    }; pledge: { $pledge }
# $faction: the power war is declared on.
ww-action-declare_war = Declare war on { $faction } (WW-G12)
# $units: ww-losses-infantry or ww-losses-tanks.
ww-action-losses_first = Standing order: where you choose your losses, lose { $units } first (WW-G6, WW-G8)
# $ships: ww-sink-by_arm, ww-sink-warships or ww-sink-merchants.
ww-action-sink_first = Standing order: your navy and bombers sink { $ships } first (WW-G8)
ww-losses-infantry = infantry
ww-losses-tanks = tanks
ww-sink-by_arm = what each arm hits best (navy: warships, bombers: merchant fleets)
ww-sink-warships = warships
ww-sink-merchants = merchant fleets
ww-pledge-none = none
ww-pledge-protection = a guarantee of protection
ww-pledge-territory = a promise of territory
ww-amount-turns = For how many turns
ww-amount-pledge = Pledge (words only: an automated neutral counts it for nothing, WW-G11)
# $faction: the buyer; $country: the neutral; $quantity: how much of $good per turn; $manpower, $production, $supply: the price per turn; $turns: for how many turns; $pledge: the pledge given.
ww-event-treaty_signed_terms = { $faction } { $faction-number ->
        [plural] sign
       *[other] signs
    } a treaty with { $country }: { $quantity } { $good } per turn for { $manpower } MP, { $production } P, { $supply } S, for { $turns } { $turns ->
        [one] turn
       *[other] turns
    }; pledge: { $pledge }
# $faction: the buyer; $country: the neutral.
ww-event-treaty_expired = The treaty between { $faction } and { $country } has run its turns (WW-G11)
# $attacker: the power declaring war; $defender: the power it declares war on.
ww-event-war_declared = { $attacker } { $attacker-number ->
        [plural] declare
       *[other] declares
    } war on { $defender } (WW-G12)
ww-panel-losses = Divisions lost first where you choose (WW-G6, WW-G8)
ww-panel-sink = Ships your navy and bombers sink first (WW-G8)
ww-panel-treaty = Treaty (WW-G11)
# $quantity: how much of $good a turn; $country: the seller; $manpower, $production, $supply: the price a turn; $season, $year: its last turn; $left: turns still to run; $pledge: the pledge given.
ww-panel-treaty_terms = { $quantity } { $good } a turn from { $country } for { $manpower } MP, { $production } P, { $supply } S; until { $season } { $year } ({ $left } more); pledge: { $pledge }
ww-refusal-bad_terms = A treaty runs from one turn up to the end of the game, and its pledge is none, protection or territory (WW-G11).
ww-refusal-bad_war = War can be declared only on another power that is still in the game and at peace with you (WW-G12).

## The guide: what the power at the screen can do now and why (issue 19)

# Turn zero's secret purchase. $mp, $p: the Manpower (MP) and Production (P) left to spend.
ww-guide-purchase_zero = Turn zero: buy your starting army in secret, with { $mp } MP and { $p } P left to spend. Land and air units go into your own regions, ships into seas off your coasts; nobody sees what you buy until every power has finished. Press “{ ww-action-finish_purchase }” when you are done.
# A turn's secret purchase. $mp, $p: the Manpower (MP) and Production (P) left to spend.
ww-guide-purchase = Secret purchase: spend what you have saved ({ $mp } MP and { $p } P left) on new units in your own regions, ships in seas off your coasts. The other powers cannot see what you buy until all have finished. Press “{ ww-action-finish_purchase }” when you are done.
ww-guide-initiative = Choose { ww-timing-sooner } or { ww-timing-later } in secret: every power that chose { ww-timing-sooner } acts before every one that chose { ww-timing-later }, and a d100 orders those that chose alike. Before that you may offer peace, offer a neutral a trade treaty, declare war and give standing orders for your defence; your choice ends the phase for you.
# The power's own slot of the action phase. $supply: the Supply (S) in its stock.
ww-guide-action = Your actions: order units against a target, then launch the attack, bombing, sweep or naval attack; you may also rebase units, send merchant fleets and move resources. Each unit does one thing per turn, and units that fight use Supply (you have { $supply } S). Press “{ ww-action-end_slot }” when you are done.

## Issue 36: what a region offers a newcomer that is not possible now, and why.
ww-panel-not_now = Not possible now
ww-not_now-buy = Buy units here
ww-not_now-units = Attack or move with these units
ww-not_now-attack = Attack
ww-value-refused = { $reason } ({ $rule })

## The rules that must hold after every action (a broken one is a fault of the game, never of a player)
ww-invariant-unit_twice = WW-12: two units share the number { $unit }
ww-invariant-unit_number = WW-12: a unit's number is not below the next one to give, { $next }
ww-invariant-base = WW-2: { $faction } has a { $unit } based in { $region }, which is not a base of its own
ww-invariant-owned_garrison = WW-6: { $region } has a faction for its owner and still a neutral garrison
ww-invariant-garrison_paid = WW-8: { $region } has paid more of its garrison than it has
ww-invariant-damaged = WW-30: { $region } is damaged, with no factory or oil well to damage
ww-invariant-wars = WW-G12: the list of wars names a pair twice, or a faction at war with itself
ww-invariant-pending = WW-G13: { $faction } has purchases pending outside the purchase phase
ww-invariant-overspent = WW-1: { $faction }'s pending purchases cost more than its stock
ww-invariant-eliminated = WW-G15: { $faction } is eliminated yet holds regions or units
ww-invariant-ordered = WW-12: { $faction }'s { $unit } in { $region } is ordered to attack outside its faction's slot
ww-invariant-over = WW-G14: the game is over without a result, or has a result and goes on
ww-invariant-nobody = WW-G3: the game is not over, yet no faction is to act

### Khans & Kings: the English messages of the rules (the map's names
### follow in their own section).
###
### Arguments that name something ($player, $unit, $province, $place,
### $building, $resource…) are other messages of this file, passed whole:
### a translation may use their grammatical cases ($place-loc…) when the
### named message has those attributes. Numbers ($count, $turn…) are
### Fluent numbers. Rule ids (KK-…, GAP-…, AMB-…) are never translated.

## The game

kk-name = Khans & Kings
kk-scenario-four-crowns = Four Crowns: the Khanate, the Kingdom, the Empire and the Republic (4 states)
kk-scenario-four-crowns-balanced = Four Crowns, balanced start: the Kingdom at peace with the Empire and the Republic, its capitals better held (4 states)
kk-scenario-four-crowns-even = Four Crowns, evened start: the Kingdom at peace with the Empire and the Republic, holding two provinces of the Silk Road, its capitals better held (4 states)

kk-summary =
    Four states — the Khanate of the Steppe, the Kingdom of the Heartland, the Empire of the North and the Republic of the Coast — fight over the provinces of Four Crowns for 48 turns of two weeks. The last state with provinces wins at once; after turn 48 the state with the most provinces wins, then the one with the most gold (KK-WIN, GAP-47, GAP-51). Before that, a state whose secret set of victory conditions holds at the end of a turn wins (below).

    ## A turn (KK-TURN, 6.1)
    - Events: a state draws the event on 2d10 (in turn); the next rolls the weather and the Colour Die (GAP-01 to GAP-04).
    - Resources: every province of the colour rolled yields its Wealth level in that colour's resource; buildings produce every turn (KK-PROV-03, KK-TURN-08). Craft states use food, wood, stone, metal and gold; industrial states fuel and materials instead of wood and stone (KK-RES-01).
    - Trade and building, in seat order: trade through ports (d6 : 1) and caravanserais (d6+2 : 1), recruit in provinces with the right buildings, build, upgrade, replenish, place generals (KK-TRADE, KK-REC, KK-BLD).
    - Movement, in order of Strategic Initiative (d6 + modifiers): armies step from sub-province to sub-province by their Speed; roads halve the cost (GAP-21, GAP-36).

    ## Battle (KK-CMB, 6.2)
    - Entering a sub-province where hostile units stand opens a battle: one of your units attacks one enemy unit; both add a d4 to their Strength and bonuses; other units may support with half their Strength.
    - The higher total wins; a tie fails. A loser beaten by more than its Morale is routed; the loser withdraws. The difference of the two d4 decides losses (GAP-35): Losses fight at 2/3, Heavy Losses at 1/3, a third blow destroys.
    - Artillery, archers, siege engines and support are covered while other units stand with them (KK-CMB-25).
    - Attacked, a defender may flee between engagements: each of its units there goes to the nearest free sub-province with room, not routed, and the enemy holds the ground (KK-CMB-21, AMB-50). When enemy units cross into a province, its owner may call the province's tribal warriors, of a kind it chooses, or keep the right for a later crossing (KK-REC-23).

    ## Peace and alliances (GAP-44, KK-TURN-10)
    - Each pair of states is at war, at peace or allied. Peace or an alliance is proposed in one state's trade and building window and accepted in the other's; war is declared in a window and begins with the movement phase. At peace neither enters the other's provinces; allies share ground, stacking, supply and refuge.

    ## Holding the land
    - A province is taken when none of its owner's land units remain in it and no Castle or Fortress of his stands unoccupied (KK-CAP-03, GAP-19).
    - Units out of supply fight at −1 (KK-SUP, GAP-31); generals give their Command as Morale to units in their Influence and regroup routed ones (KK-GENL).

    ## The air war (KK-AIR)
    - Fighters and bombers stand at an Airfield, seaplanes also on a river, swamp or coast of their state (KK-AIR-01, KK-AIR-02). Each flies one mission a turn within its Speed: a strike on a unit, which gets no reply (KK-AIR-04); a bombing raid, where a d8 of at least the aircraft's bombing value destroys the building (KK-AIR-10); or a flight to another base.
    - An enemy fighter based within half its Speed of the target meets the mission first; beaten, the mission turns back (KK-AIR-07 to KK-AIR-09). Each anti-aircraft unit within 1 step then fires once a turn, and its d6 of 5 or 6 turns the mission back (KK-AIR-05, KK-AIR-06).
    - Aircraft take no room and hold no ground; a base left without land units is taken with its aircraft (KK-UNIT-18).

    ## Prisoners (KK-POW)
    - A unit routed and beaten again, or beaten with nowhere to retreat, becomes its opponent's prisoner if that state has room in a camp: 4 in a prisoner camp, 3 in a labour camp (GAP-41, GAP-42); otherwise it is lost.
    - In the trade and building window a holder may try once to win a prisoner over (a d8 of 1, or 1–2 for a neutral unit), liquidate it, move it to another camp once a turn, or return it by an offer (KK-POW-04 to KK-POW-10). Each prisoner in a labour camp yields 1 BM a turn (GAP-43). A camp destroyed frees or hands on its prisoners (KK-POW-09).

    ## The sea (KK-NAV)
    - Ships dock in a harbour of their state's (a coastal sub-province with a Port, Naval Base or Shipyard, or a coastal province capital) and sail from sea to sea, a movement point a step; they take no room (KK-REC-12, KK-NAV-06).
    - Fleets that meet fight as armies do; a beaten ship makes for its nearest harbour within its Speed (KK-NAV-01 to KK-NAV-03). Hostile ships or a mine barrier in every sea a port borders blockade it (KK-TRADE-12).
    - A minelayer at sea lays a barrier; an enemy ship entering it suffers Losses on a d6 of 1–2 (GAP-13). Ships in a harbour left to hostile land units are taken; at a Naval Base they put to sea (KK-UNIT-18).
    - Land units board your ships in a harbour, or step from a coast into the sea where they are: a transport carries 4, a cog 2, a carrack 1, and a heavy gun, siege engine or tank takes 2. Boarding ends the units' and the ships' move; next turn they sail together, and the units may land on a neighbouring coast as their whole move, attacking there at −2 Strength as across a river. Not in a storm. Units aboard take no room, do not fight and are lost if their ship is (KK-NAV-04, KK-NAV-05, KK-TERR-13).
    - River gunboats are recruited at workshops standing on a river and appear there. They sail a movement point a step, only by river: to a river sub-province next to theirs, or into the sea next to it and back. On a river they fight like any other unit: they stop enemies, attack, defend, fire one step away and keep their province, though they never take one; they take no room and, sailing along the river, never pay its −2 (KK-UNIT-20, GAP-26).

    ## Chemical weapons (KK-CMB-33)
    - A unit with chemical weapons contaminates the sub-province it fires at, attacks or bombs: there units start with −1 Speed, pay 1 more to enter, defend at −1 and suffer Losses after each movement phase. Rain, snow or a storm of a later turn washes it away; wind carries it next door (KK-CMB-34 to KK-CMB-37).

    ## Decision cards (KK-GOV-01)
    - Each state holds secret Decision cards from three decks: Order (8 cards), Intelligence (6) and Strategy (6) (KK-GOV-02, KK-GOV-03). It draws one from each at the start, one from a deck of its choice in its window of each new season, one more on events 12 to 14, and a Strategy card on taking the last province of a region; it keeps 5 at most and returns the rest unseen (GAP-05).
    - A card played is public and is shuffled back into its deck (KK-GOV-04). In your movement: Forced March (+1 Speed), Rally (up to 2 routed units regroup). Beforehand, on a unit, for the turn: Hold the Line (+2 Morale when attacked), Fortune of War (re-roll its d4 once in an engagement it would lose). In your trade and building window: Spy Network (see a rival's hand, +1 Initiative), Sabotage (a d6 of 5–6 destroys a rival's building), Incite Uprising, Incite Revolution, Reform, New Doctrine, Public Works (+1 contentment), Call to Arms (2 free infantry units), New Objectives.

    ## Victory conditions (KK-GOV-07)
    - At the start each state draws a secret set of victory conditions with a d6 (GAP-08): 1 Conqueror — own 12 provinces; 2 Hegemon — own every province of two regions (the Khanate: the Steppe and the Silk Road; the Kingdom: the Heartland and the North; the Empire: the North and the Heartland; the Republic: the Coast and the Silk Road, GAP-45); 3 Builder — 4 Strongholds, 3 Markets and 10 provinces; 4 Treasury — 40 gold; 5 Warlord — 20 enemy units destroyed or taken prisoner; 6 Free choice — pick one of 1–5 in secret.
    - Only you see your set and how far you are, in your panel. At the end of each turn a state whose set holds wins; if several do, the one with the most provinces, then the most gold (GAP-47). A Hegemon's two regions count as its national provinces (KK-PROV-06).

    ## Scenarios
    - The first scenario, the default, evens GAP-45's start. Among four computers on Four Crowns as proposed the Kingdom, in the middle of the map with three neighbours, won 7 games in 200 whatever government and doctrine it played. Here it starts at peace with the Empire and the Republic, with two more spearmen in the capital of each of its home provinces, and holds Kuhsar and Meravand, the provinces of the Silk Road next to its capital and its northern border, without their partisans: among four computers every state wins between 15 and 42 % of games (400 games). The second scenario is Four Crowns as proposed.

## The states

kk-role-khanate = Khanate
    .number = one
kk-role-kingdom = Kingdom
    .number = one
kk-role-empire = Empire
    .number = one
kk-role-republic = Republic
    .number = one
kk-role-independent = Independents
    .number = plural

## Resources, colours, strategic resources

kk-resource-food = food
kk-resource-wood = wood
kk-resource-stone = stone
kk-resource-fuel = fuel
kk-resource-materials = materials
kk-resource-metal = metal
kk-resource-gold = gold
kk-resource-unknown = a resource
kk-colour-green = green (food)
kk-colour-brown = brown (wood or fuel)
kk-colour-grey = grey (stone or materials)
kk-colour-blue = blue (metal)
kk-colour-yellow = yellow (gold)
kk-colour-white = white (each state picks)
kk-strategic-horses = Horses
kk-strategic-saltpetre = Saltpetre
kk-strategic-coal = Coal
kk-strategic-oil = Oil
kk-strategic-spices = Spices
kk-strategic-silk = Silk

## Time, weather, events

kk-season-spring = spring
kk-season-summer = summer
kk-season-autumn = autumn
kk-season-winter = winter
kk-weather-clear = clear
kk-weather-wind = wind
kk-weather-rain = rain
kk-weather-snow = snow
kk-weather-storm = storm
kk-turn_event-great_plague = Great Plague
kk-turn_event-palace_coup = Palace Coup
kk-turn_event-wave_of_unrest = Wave of Unrest
kk-turn_event-revolutionary_agitation = Revolutionary Agitation
kk-turn_event-brigands = Brigands
kk-turn_event-drought = Drought
kk-turn_event-storms_at_sea = Storms at Sea
kk-turn_event-good_harvest = Good Harvest
kk-turn_event-merchant_caravans = Merchant Caravans
kk-turn_event-quiet_times = Quiet Times
kk-turn_event-military_reform = Military Reform
kk-turn_event-spies_abroad = Spies Abroad
kk-turn_event-statecraft = Statecraft
kk-turn_event-gold_vein = Gold Vein
kk-turn_event-free_companies = Free Companies
kk-turn_event-festivities = Festivities
kk-turn_event-a_star_is_born = A Star Is Born
kk-turn_event-doctrinal_debate = Doctrinal Debate
kk-turn_event-patriotic_fervour = Patriotic Fervour

## Governments, doctrines, contentment

kk-government-feudal_monarchy = feudal monarchy
kk-government-tribal_khanate = tribal khanate
kk-government-merchant_republic = merchant republic
kk-government-autocracy = autocracy
kk-doctrine-offensive = offensive
kk-doctrine-defensive = defensive
kk-doctrine-mobile = mobile
kk-doctrine-total_war = total war
kk-contentment-1 = rebellious (1)
kk-contentment-2 = restless (2)
kk-contentment-3 = content (3)
kk-contentment-4 = enthusiastic (4)
kk-trait-aggressive = aggressive
kk-trait-stubborn = stubborn
kk-trait-logistician = logistician
kk-trait-horse_master = horse master
kk-trait-inspiring = inspiring
kk-trait-cautious = cautious

## Units (names, counters)

kk-unit-militia = militia
kk-unit-armed_inhabitants = armed inhabitants
kk-unit-spearmen = spearmen
kk-unit-halberdiers = halberdiers
kk-unit-archers = archers
kk-unit-horse_archers = horse archers
kk-unit-light_cavalry = light cavalry
kk-unit-heavy_cavalry = heavy cavalry
kk-unit-siege_engine = siege engine
kk-unit-supply_train = supply train
kk-unit-sappers = sappers
kk-unit-royal_guard = royal guard
kk-unit-riflemen = riflemen
kk-unit-artillery = artillery
kk-unit-heavy_artillery = heavy artillery
kk-unit-aa_artillery = anti-aircraft artillery
kk-unit-tanks = tanks
kk-unit-signals = signals
kk-unit-airship = airship
kk-unit-mercenaries = mercenaries
kk-unit-bedouins = Bedouins
kk-unit-partisans = partisans
kk-unit-red_guard = Red Guard
kk-unit-fighter = fighter
kk-unit-bomber = bomber
kk-unit-seaplane = seaplane
kk-unit-cog = cog
kk-unit-carrack = carrack
kk-unit-transport = transport
kk-unit-destroyer = destroyer
kk-unit-battleship = battleship
kk-unit-river_gunboat = river gunboat
kk-unit-minelayer = minelayer
kk-unit-unknown = unit
kk-counter-militia = MIL
kk-counter-armed_inhabitants = ARM
kk-counter-spearmen = SPR
kk-counter-halberdiers = HAL
kk-counter-archers = ARC
kk-counter-horse_archers = HAR
kk-counter-light_cavalry = LCV
kk-counter-heavy_cavalry = HCV
kk-counter-siege_engine = SGE
kk-counter-supply_train = SUP
kk-counter-sappers = SAP
kk-counter-royal_guard = GRD
kk-counter-riflemen = RFL
kk-counter-artillery = ART
kk-counter-heavy_artillery = HVA
kk-counter-aa_artillery = AA
kk-counter-tanks = TNK
kk-counter-signals = SIG
kk-counter-airship = AIR
kk-counter-mercenaries = MRC
kk-counter-bedouins = BED
kk-counter-partisans = PRT
kk-counter-red_guard = RED
kk-counter-fighter = FTR
kk-counter-bomber = BMB
kk-counter-seaplane = SPL
kk-counter-cog = COG
kk-counter-carrack = CRK
kk-counter-transport = TRN
kk-counter-destroyer = DST
kk-counter-battleship = BTL
kk-counter-river_gunboat = GBT
kk-counter-minelayer = MIN
# $count, $unit, $owner; $state: the losses; $routed: routed or ready.
kk-counter-title = { $count } × { $unit } of { $owner }: { $state }, { $routed }
kk-state-losses_0 = at full strength
kk-state-losses_1 = with losses (2/3)
kk-state-losses_2 = with heavy losses (1/3)
kk-state-routed = routed
kk-state-ready = in order
kk-upgrade-improved_weapons = improved weapons
kk-upgrade-drill = drill
kk-upgrade-barding = barding
kk-upgrade-chemical_weapons = chemical weapons
kk-upgrade-long_range_guns = long-range guns

## Buildings and terrain

kk-building-farm = farm
kk-building-mine = mine
kk-building-quarry = quarry
kk-building-lumber_camp = lumber camp
kk-building-brickworks = brickworks
kk-building-oil_well = oil well
kk-building-manufactory = manufactory
kk-building-market = market
kk-building-port = port
kk-building-caravanserai = caravanserai
kk-building-naval_base = naval base
kk-building-shipyard = shipyard
kk-building-workshops = workshops
kk-building-barracks = barracks
kk-building-stables = stables
kk-building-armoury = armoury
kk-building-steelworks = steelworks
kk-building-factory = factory
kk-building-arms_factory = arms factory
kk-building-aircraft_factory = aircraft factory
kk-building-airfield = airfield
kk-building-depot = depot
kk-building-logistics_centre = logistics centre
kk-building-general_staff = general staff
kk-building-prisoner_camp = prisoner camp
kk-building-labour_camp = labour camp
kk-building-castle = castle
kk-building-fort = fort
kk-building-fortress = fortress
kk-building-bunker = combat bunker
kk-building-unknown = a building
kk-edge-road = a road
kk-edge-railway = a railway
kk-edge-bridge = a bridge
kk-terrain-plains = plains
kk-terrain-hills = hills
kk-terrain-mountains = mountains
kk-terrain-swamp = swamp
kk-terrain-desert = desert
kk-terrain-forest = forest
kk-terrain-jungle = jungle
kk-mark-capital = The province capital: +1 Strength to its defenders, +2 to its stacking limit (KK-CAP-01)
kk-sub-unknown = an unknown place

## The turn

# $turn, $last; $season; $player; $phase.
kk-turn-label = Turn { $turn } of { $last } ({ $season }): { $player }, { $phase }
kk-turn-over = Turn { $turn }: the game is over
kk-phase-economy = trade and building
kk-phase-movement = movement

## Actions (what the log says was done)

kk-action-pick_colour = Take { $colour } for the White face (GAP-01)
# $amount of $give for $get at $place (a port or a caravanserai).
kk-action-trade = Trade { $amount } { $give } for { $get } at { $place }
kk-action-recruit = Recruit { $count } × { $unit } in { $province }
kk-action-build = Build { $building } in { $place }
kk-action-build_edge = Build { $what } between { $from } and { $to }
kk-action-upgrade = Fit { $upgrade } to the { $unit } in { $place }
kk-action-replenish = Replenish the { $unit } in { $place }
kk-action-disband = Disband the { $unit } in { $place }
kk-action-dismantle = Dismantle the { $building } in { $place }
kk-action-recruit_general = Recruit a general
kk-action-place_general = Place { $general } in { $place }
kk-action-withdraw_general = Withdraw { $general } to the pool
kk-action-privileges = Grant feudal privileges to { $province }
kk-action-vassals = Call the vassals of { $province }
kk-action-end_economy = End trade and building
kk-action-recruit_upgraded = { $recruit }, with { $upgrade } at half price (KK-UNIT-16)
# An offer to another state: amounts and resources; perhaps a strategic unit along.
kk-action-offer = Offer { $to } { $give_amount } { $give } for { $get_amount } { $get } (KK-TRADE-01)
kk-action-propose_peace = Propose peace to { $player } (GAP-44)
kk-action-propose_alliance = Propose an alliance to { $player } (GAP-44)
kk-action-declare_war = Declare war on { $player }: the pact ends as this turn's movement begins (GAP-44)
kk-action-offer_strategic = { $offer }, and a unit of { $resource }
kk-action-accept = Accept: { $offer }
kk-action-decline = Decline or withdraw: { $offer }
kk-action-accept_unknown = An offer no longer there
kk-action-reform = Take the { $government } and the { $doctrine } doctrine (GAP-02)
kk-action-bombard = Bombard the { $building } in { $place } with the { $unit } (KK-CMB-31)
kk-action-field_works = Field works by the { $unit }: { $what } between { $from } and { $to } (GAP-27)
# $units: what moves ("3 × spearmen, 1 × archers").
kk-action-move = Move { $units } from { $from } to { $to }
kk-action-rail = Ride { $units } by rail from { $from } to { $to }
kk-action-logistics = Carry { $units } from { $from } to { $to } between logistics centres
kk-action-engage = Attack the { $target } of { $owner } with the { $unit }, { $support } supporting
kk-action-withdraw = Call off the battle
kk-action-flee = Flee the battle (KK-CMB-21)
kk-action-stand = Stand and fight on (KK-CMB-21)
kk-action-call_tribes = Call the tribal warriors of { $province }: { $unit } × { $count } (KK-REC-23)
kk-action-no_tribes = Do not call the tribal warriors of { $province } (KK-REC-23)
kk-action-fire = Fire with the { $unit } on the { $target } of { $owner } in { $place }
kk-action-plunder = Plunder the { $building } with the { $unit }
kk-action-blow_up = Blow up the { $building } with the { $unit }
kk-action-move_general = Move { $general } to { $to }
kk-action-regroup = Regroup the routed { $unit } of { $owner }
kk-action-end_movement = End your movement

## Buttons (what a choice says before it is taken)

# $unit in $province: $cost each.
kk-choice-recruit = Recruit { $unit } in { $province }: { $cost } each (KK-REC-01)
kk-choice-cost = { $action }: { $cost }
kk-choice-refund = { $action }: { $refund } back (KK-REC-32, KK-BLD-05)
kk-choice-port = Trade at the port of { $place }: give d6 for 1, { $markets } less for its markets (KK-TRADE-05, KK-TRADE-14)
kk-choice-caravanserai = Trade at the caravanserai of { $place }: give d6+2 for 1, { $markets } less for its markets (KK-TRADE-09, KK-TRADE-14)
kk-choice-odds = { $action } — exact odds: { $percent }% to win
kk-amount-count = How many
kk-amount-give = Give
kk-amount-offer = How much
kk-amount-get = For
kk-amount-support = Supporting units
kk-amount-ask = How much in return
kk-amount-upgrade = Upgrade at half price
kk-amount-no_upgrade = none
kk-amount-strategic = A strategic unit along
kk-amount-no_strategic = none

## Values

kk-value-number = { $number }
kk-value-nothing = nothing
kk-value-list = { $head }, { $tail }
kk-value-amount = { $count } { $resource }
kk-value-signed = { $sign }{ $count } { $resource }
kk-value-units = { $count } × { $unit }
kk-value-part = { $part } { $value }
kk-value-initiative = { $player } { $die }{ $modifier ->
        [0] {""}
       *[other] {" "}({ $modifier })
    }
kk-value-offer = { $from } { $from-number ->
        [plural] offer
       *[other] offers
    } { $to } { $give_amount } { $give } for { $get_amount } { $get }
kk-value-offer_peace = { $from } proposes peace to { $to }
kk-value-offer_alliance = { $from } proposes an alliance to { $to }
kk-value-pact_peace = at peace with { $player }
kk-value-pact_alliance = allied with { $player }
kk-value-pact_ending = { $pact } (war declared)
kk-value-at_war_with_all = at war with every state
kk-value-offer_strategic = { $offer }, and a unit of { $resource }
kk-value-strike_all = all its provinces
kk-value-strike_national = its national provinces
kk-value-strike_conquered = its conquered provinces
kk-part-base = base
kk-part-terrain = terrain
kk-part-terrain_bonus = its own ground
kk-part-capital = capital
kk-part-stronghold = stronghold
kk-part-versus = against its kind
kk-part-versus_stronghold = against strongholds
kk-part-experience = experience
kk-part-upgrades = upgrades
kk-part-doctrine = doctrine
kk-part-saltpetre = saltpetre
kk-part-general = general
kk-part-river = river
kk-part-snow = snow
kk-part-unsupplied = out of supply
kk-losses-both = equal dice: both take losses
kk-losses-none = dice one apart: no losses
kk-losses-lower = dice two apart: the lower die takes losses
kk-losses-lower_heavy = dice three apart: the lower die takes heavy losses

## Events (the log)

kk-event-turn = Turn { $turn } ({ $season }): { $drawer } { $drawer-number ->
        [plural] draw
       *[other] draws
    } { $first } + { $second }: { $event } (GAP-02); the weather die shows { $die }: { $weather } (GAP-03)
kk-event-colour = The Colour Die shows { $face }: { $colour } (GAP-01)
kk-event-white = The Colour Die shows { $face }: white, each state picks its colour (GAP-01)
kk-event-white_chosen = { $player } { $player-number ->
        [plural] take
       *[other] takes
    } { $colour }
kk-event-stock = { $player }: { $changes } ({ $why })
kk-why-wealth = Wealth of its provinces, KK-PROV-03
kk-why-buildings = its buildings, KK-TURN-08
kk-why-growth = growth, KK-RES-07
kk-why-recruit = recruitment, KK-REC-01
kk-why-build = building, KK-BLD
kk-why-upgrade = an upgrade, KK-UNIT-14
kk-why-replenish = replenishment, GAP-29
kk-why-disband = disbanding, KK-REC-32
kk-why-dismantle = dismantling, KK-BLD-05
kk-why-plunder = plunder, KK-PLN-02
kk-why-general = a general, GAP-34
kk-why-logistics = logistics, GAP-22
kk-why-exchange = a trade, KK-TRADE-01
kk-why-event = the event, GAP-02
kk-event-strategic_gained = { $player } { $player-number ->
        [plural] receive
       *[other] receives
    } a unit of { $resource } from { $province } (KK-RES-12)
kk-event-strategic_spent = { $player } { $player-number ->
        [plural] use
       *[other] uses
    } up a unit of { $resource } (KK-RES-14)
kk-event-strategic_given = { $from } { $from-number ->
        [plural] give
       *[other] gives
    } a unit of { $resource } to { $to } (KK-TRADE-03)
kk-event-heated = { $player } { $player-number ->
        [plural] burn
       *[other] burns
    } a unit of { $resource } for the winter (GAP-04)
kk-event-cold = { $player } { $player-number ->
        [plural] have
       *[other] has
    } nothing to heat with: its contentment counts one lower this turn (GAP-04)
kk-event-port_trade = { $player } { $player-number ->
        [plural] trade
       *[other] trades
    } at the port of { $place }: the die shows { $die }, { $rate } for 1; { $gave } { $give } for { $got } { $get } (KK-TRADE-05, KK-TRADE-07)
kk-event-caravan_trade = { $player } { $player-number ->
        [plural] trade
       *[other] trades
    } at the caravanserai of { $place }: the die shows { $die }, { $rate } for 1; { $gave } { $give } for { $got } { $get } (KK-TRADE-09)
kk-event-economy_phase = { $player } { $player-number ->
        [plural] trade
       *[other] trades
    } and builds
kk-event-movement_phase = { $player } { $player-number ->
        [plural] move
       *[other] moves
    }
kk-event-economy_done = { $player } { $player-number ->
        [plural] have
       *[other] has
    } finished trading and building
kk-event-initiative = Strategic Initiative: { $rolls }; order of movement: { $order } (KK-INIT-02)
kk-event-unit_placed = { $owner }: new { $unit } in { $place }
kk-event-moved = { $owner }: { $count ->
        [one] 1 unit moves
       *[other] { $count } units move
    } from { $from } to { $to }
kk-event-moved_rail = { $owner }: { $count ->
        [one] 1 unit rides
       *[other] { $count } units ride
    } the railway from { $from } to { $to } (KK-BLD-10)
kk-event-moved_logistics = { $owner }: { $count ->
        [one] 1 unit is carried
       *[other] { $count } units are carried
    } from { $from } to { $to } (KK-BLD-16)
kk-event-retreated = { $owner }: { $count ->
        [one] 1 unit retreats
       *[other] { $count } units retreat
    } from { $from } to { $to } (AMB-20)
kk-event-returned = { $owner }: { $count ->
        [one] 1 unit goes back
       *[other] { $count } units go back
    } from { $from } to { $to } (AMB-54)
kk-event-lost_destroyed = { $owner } { $owner-number ->
        [plural] lose
       *[other] loses
    } { $unit } in { $place }: destroyed (GAP-28)
kk-event-lost_trapped = { $owner } { $owner-number ->
        [plural] lose
       *[other] loses
    } { $unit } in { $place }: nowhere to retreat (KK-CMB-19)
kk-event-lost_overrun = { $owner } { $owner-number ->
        [plural] lose
       *[other] loses
    } { $unit } in { $place }: routed and beaten again (GAP-28)
kk-event-lost_disbanded = { $owner } { $owner-number ->
        [plural] disband
       *[other] disbands
    } { $unit } in { $place } (KK-REC-32)
kk-event-lost_eliminated = { $owner } { $owner-number ->
        [plural] lose
       *[other] loses
    } { $unit } in { $place } with its last province (KK-WIN-06)
kk-event-lost_no_room = { $owner } { $owner-number ->
        [plural] lose
       *[other] loses
    } { $unit } in { $place }: no room to go back to (AMB-54)
kk-event-loss_level = { $owner }: { $unit } now { $level }
kk-event-replenished = { $owner }: { $unit } replenished, one level of losses less (GAP-29)
kk-event-routed = { $owner }: { $unit } routed (KK-CMB-06)
kk-event-regrouped = { $owner }: { $unit } regrouped (GAP-30)
kk-event-experience = { $owner }: { $unit } +{ $count } experience (GAP-38)
kk-event-upgraded = Upgrade: { $upgrade } for the { $unit } (GAP-32)
kk-event-supply = { $player }: { $count ->
        [one] 1 unit is out of supply
       *[other] { $count } units are out of supply
    } (GAP-31)
kk-event-movement_points = { $count } units ready to move (GAP-36)
kk-event-plundered = { $owner }: the { $unit } already plundered this turn
kk-event-acted = { $owner }: { $unit } acted
kk-event-built = Built: { $building } in { $place }
kk-event-demolished = Gone: the { $building } in { $place }
kk-event-edge_built = { $what } is built between { $from } and { $to }
kk-event-edge_removed = { $what } between { $from } and { $to } is gone
kk-event-entered = { $player } { $player-number ->
        [plural] enter
       *[other] enters
    } { $province }
kk-event-taken = { $province } now belongs to { $player } (KK-CAP-03)
kk-event-levy = The levy of { $province } is called (KK-REC-19)
kk-event-privileged = { $province } receives feudal privileges (KK-REC-29)
kk-event-battle = Battle in { $place }: { $player } { $player-number ->
        [plural] attack
       *[other] attacks
    } { $count } enemy units (KK-CMB-01)
kk-event-battle_joined = { $count } more units join the battle
kk-event-battle_begun = The battle begins
kk-event-battle_over = The battle in { $place } is over (KK-CMB-11)
kk-event-asked_flee = { $player } may flee the battle in { $place } or stand (KK-CMB-21, AMB-50)
kk-event-asked_tribes = Enemies cross into { $province }: { $player } may call its tribal warriors (KK-REC-23)
kk-event-fled = { $player } flees the battle (KK-CMB-21)
kk-event-stood = { $player } stands and fights on (KK-CMB-21)
kk-event-tribes_called = { $player } calls the tribal warriors of { $province } (KK-REC-23)
kk-event-tribes_not_called = { $player } does not call the tribal warriors of { $province } (KK-REC-23)
kk-event-answered = The question is answered
kk-event-fled_to = { $owner }: { $count ->
        [one] 1 unit flees
       *[other] { $count } units flee
    } from { $from } to { $to } (AMB-50)
# An engagement: the attacker's count ($parts), supporters, the target's count.
kk-event-engaged_win = { $unit } ({ $owner }, die { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}with { $support } from its supporters
    } = { $total } beats { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }; not by more than its Morale { $morale }: it withdraws; { $losses } (KK-CMB-05, KK-CMB-07, GAP-35)
kk-event-engaged_rout = { $unit } ({ $owner }, die { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}with { $support } from its supporters
    } = { $total } routs { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }, beaten by more than its Morale { $morale }; { $losses } (KK-CMB-06, GAP-35)
kk-event-engaged_repulsed = { $unit } ({ $owner }, die { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}with { $support } from its supporters
    } = { $total } fails against { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total } and falls back, Morale { $morale }; { $losses } (AMB-21, GAP-35)
kk-event-engaged_repulsed_rout = { $unit } ({ $owner }, die { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}with { $support } from its supporters
    } = { $total } is thrown back and routed by { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }, Morale { $morale }; { $losses } (KK-CMB-06, GAP-35)
kk-event-fire_hits = { $unit } ({ $owner }) fire (die { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } and hits { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }, Morale { $morale }; { $losses } (KK-CMB-29)
kk-event-fire_misses = { $unit } ({ $owner }) fire (die { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } and misses { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }, Morale { $morale }; { $losses } (KK-CMB-30)
kk-event-bombard_hit = { $unit } ({ $owner }) bombard the { $building } in { $place }: the die shows { $die }, { $need } needed: destroyed (KK-CMB-31, KK-CMB-32)
kk-event-bombard_miss = { $unit } ({ $owner }) bombard the { $building } in { $place }: the die shows { $die }, { $need } needed: no effect (KK-CMB-31, KK-CMB-32)
kk-event-offered = { $offer } (KK-TRADE-01)
kk-event-offer_accepted = Accepted: { $offer } (GAP-44)
kk-event-offer_declined = Declined: { $offer }
kk-event-offer_withdrawn = Withdrawn or lapsed: { $offer }
kk-event-offer_gone = An offer is gone
kk-event-pact_peace = { $one } and { $other } make peace (GAP-44)
kk-event-pact_alliance = { $one } and { $other } make an alliance (GAP-44)
kk-event-war_declared = { $by } declares war on { $on }: their pact ends as the movement phase begins (GAP-44)
kk-event-pact_ended = { $one } and { $other } are at war again (GAP-44)
kk-event-parted = { $owner }: { $count ->
        [one] 1 unit leaves
       *[other] { $count } units leave
    } { $from } for { $to }, its former ally's ground (GAP-44)
kk-event-general_at = { $general } is in { $place }
kk-event-general_pool = { $general } is in the pool of active generals
kk-event-general_captured = { $general } is captured by { $player } (KK-GENL-06)
kk-event-general_dead = { $general } falls (GAP-42)
kk-event-general_experience = { $general } gains { $count } experience (GAP-34)
kk-event-general_regrouped = { $general } regroups a routed unit (KK-GENL-10)
kk-event-signals_regrouped = { $owner }: { $unit } regrouped by { $by } (KK-GENL-15)
kk-event-strikes = Strikes in { $where } of { $player }: no Wealth from them this turn (GAP-11)
kk-event-contentment = The contentment of { $player } { $player-number ->
        [plural] are
       *[other] is
    } now { $level } (GAP-12)
kk-event-changed = { $player } now has { $government } and the { $doctrine } doctrine
kk-event-eliminated = { $player } { $player-number ->
        [plural] have
       *[other] has
    } lost its last province and is out of the game (KK-WIN-06)

## The end

kk-outcome-elimination = Victory in turn { $turn }: { $winners } — every other state has lost its provinces (KK-WIN-01)
kk-outcome-turn_limit = Victory after turn { $turn }: { $winners } — the most provinces, then the most gold (GAP-51)

## The side panel

kk-panel-game = Game
kk-panel-turn = Turn
kk-panel-of = { $turn } of { $last }
kk-panel-season = Season
kk-panel-event = Event
kk-panel-weather = Weather
kk-panel-colour = Colour Die
kk-panel-acting = To play
kk-panel-order = Order of movement (KK-INIT)
kk-panel-strategic = Strategic resources
kk-panel-income = Income this turn
kk-panel-income_value = { $wealth } from Wealth, { $buildings } from buildings
kk-panel-contentment = Contentment (GAP-10)
kk-panel-government = Government
kk-panel-doctrine = Doctrine
kk-panel-relations = Relations
kk-panel-generals = Generals (GAP-34)
kk-panel-generals_value = { $held } of { $limit }
kk-panel-general_value = Command { $command }, { $trait }, { $at }
kk-panel-general_at = in { $place }
kk-panel-general_pool = in the pool
kk-panel-general_captured = captured by { $player }
kk-panel-states = The states
kk-panel-standing = { $provinces ->
        [one] 1 province
       *[other] { $provinces } provinces
    }, { $gold } gold
kk-panel-eliminated = out of the game
kk-panel-province = Province
kk-panel-region = Region (KK-CAP-02)
kk-panel-owner = Owner
kk-panel-wealth = Wealth (KK-PROV-02)
kk-panel-wealth_value = { $colour }, level { $level }
kk-panel-terrain = Terrain (GAP-15)
kk-panel-stacking = Units at most, step cost
kk-panel-stacking_value = { $limit } units, { $move } movement points (GAP-16, GAP-15)
kk-panel-building = Building
kk-panel-source = Strategic source (GAP-18)
kk-panel-river = A river runs here: river gunboats sail it (GAP-26)
kk-panel-supply = Your supply reaches it (KK-SUP)
kk-panel-yes = yes
kk-panel-no = no
kk-panel-units = Units
# One row of alike units: $count of them, $unit their kind
kk-panel-unit_count = { $count } × { $unit }
# $owner; $strength, $morale, $speed: the kind's numbers; $notes: kk-panel-unit_notes, or nothing for fresh units
kk-panel-unit_brief = { $owner }: strength { $strength }, morale { $morale }, speed { $speed }{ $notes }
kk-panel-unit_fresh = {""}
kk-panel-unit_notes = ; experience { $xp }, { $state }, { $routed }
kk-panel-trade = Trade
kk-panel-markets = Markets in the province (KK-TRADE-14)

## Refusals ($rule: the rule id)

# $waiting: the state that acts now.
# $phase: the phase it belongs to, one of kk-phase-*.
kk-refusal-wrong_phase = That is done in the “{ $phase }” phase ({ $rule }).
kk-refusal-pick_colour_first = The Colour Die came up White: first pick the colour you are paid for this turn ({ $rule }).
kk-refusal-not_used = Your state does not use that resource ({ $rule }).
kk-refusal-no_trade_left = No trade left there this turn ({ $rule }).
kk-refusal-bad_trade = Offer some of one resource for another ({ $rule }).
kk-refusal-no_white = There is no white face to choose a colour for ({ $rule }).
kk-refusal-cannot_afford = Not enough resources: the side that gives must still hold all it gives, strategic resources included ({ $rule }).
# $resource: the first resource that falls short; $need: what it takes; $have: what you have.
kk-refusal-short_of = Not enough { $resource }: that takes { $need } and you have { $have } ({ $rule }).
kk-refusal-needs_building = A required building is missing ({ $rule }).
kk-refusal-not_recruitable = Your state cannot recruit that unit ({ $rule }).
kk-refusal-capital_barred = The province capital's terrain bars that unit ({ $rule }).
kk-refusal-elite_limit = A state has at most one elite unit ({ $rule }).
# $limit: the units that may stand there; $room: how many more fit.
kk-refusal-no_room = No room there: at most { $limit ->
        [one] { $limit } unit stands
       *[other] { $limit } units stand
    } there, and { $room } more fit ({ $rule }).
kk-refusal-enemy_holds = Enemy units stand in the province capital: recruits gather there only once none remain ({ $rule }).
kk-refusal-slot_taken = A building already stands there ({ $rule }).
kk-refusal-bad_place = That cannot be built there ({ $rule }).
kk-refusal-no_strategic_source = A caravanserai needs a strategic source in its province ({ $rule }).
kk-refusal-not_own_province = Only in your own provinces ({ $rule }).
kk-refusal-enemy_present = Enemy units are in the province ({ $rule }).
kk-refusal-no_upgrade = That upgrade does not fit that unit, or it has it ({ $rule }).
kk-refusal-no_replenish = That unit cannot be replenished now ({ $rule }).
# $held: the generals the state has; $limit: the most it may have.
kk-refusal-general_limit = Your state may have at most { $limit ->
        [one] { $limit } general
       *[other] { $limit } generals
    } and has { $held } ({ $rule }).
kk-refusal-no_generals_left = Every general of your state is already recruited ({ $rule }).
kk-refusal-no_such_general = No such general, or he has moved this turn ({ $rule }).
kk-refusal-no_vassals = Privileges and vassals need a feudal monarchy and a privileged province ({ $rule }).
kk-refusal-not_a_step = That is not one step ({ $rule }).
kk-refusal-barred = Those units cannot enter that terrain ({ $rule }).
kk-refusal-no_such_units = Not that many units there able to move ({ $rule }).
kk-refusal-battle_first = Fight the battle first ({ $rule }).
kk-refusal-in_battle = Units in a battle stay in it ({ $rule }).
kk-refusal-no_battle = There is no battle of yours to fight ({ $rule }).
kk-refusal-not_ready = That unit has acted in this battle ({ $rule }).
kk-refusal-covered = That unit is covered while others of its side remain ({ $rule }).
# $range: how far the unit fires, in sub-provinces (0: not at all).
kk-refusal-out_of_range = Out of range: { $range ->
        [0] this unit does not fire at a distance
        [one] this unit fires { $range } sub-province away
       *[other] this unit fires up to { $range } sub-provinces away
    } ({ $rule }).
kk-refusal-no_plunder = Nothing to plunder, or plundered this turn ({ $rule }).
kk-refusal-no_demolish = That unit cannot blow up a building here ({ $rule }).
kk-refusal-no_rail = Not by rail from there to there ({ $rule }).
kk-refusal-walked_first = A rail journey must begin the move: these units have already stepped this phase ({ $rule }).
kk-refusal-no_logistics = No joined logistics centres for that ({ $rule }).
kk-refusal-hostile = A general never walks into enemy units ({ $rule }).
kk-refusal-no_regroup = No general can regroup that unit now ({ $rule }).
kk-refusal-no_reform = The event of this turn does not let your state change that ({ $rule }).
kk-refusal-no_bombard = No enemy building this unit can bombard there ({ $rule }).
kk-refusal-bad_input = No such place or unit ({ $rule }).
kk-refusal-seats = Four Crowns is played by all four states, in seat order.
kk-refusal-unknown_scenario = Unknown scenario: { $scenario }

## The guide: what the state whose window or movement it is can do now and why (issue 19)

kk-guide-pick_colour = The Colour Die came up White: pick the colour you are paid for this turn. Each of your provinces of that colour yields its Wealth in that colour's resource.
kk-guide-economy = Your trade and building window: trade through your ports and caravanserais, recruit in provinces with the right buildings, build, upgrade and replenish units and place generals, paying in resources. The other states take their windows in seat order. Press “{ kk-action-end_economy }” when you are done.
kk-guide-movement = Your movement: armies step from sub-province to sub-province as far as their Speed allows, and roads halve the cost. Entering a sub-province where hostile units stand opens a battle; units on a coast or in a harbour may board your ships, and those aboard may land. Press “{ kk-action-end_movement }” when you are done.
kk-guide-movement_air = Your movement: armies step by their Speed, and each of your aircraft at its base may fly one mission — a strike on a unit, a bombing raid, or a flight to another base. Enemy fighters and anti-aircraft guns near the target may meet it first. Press “{ kk-action-end_movement }” when you are done.
# $place: the sub-province fought over.
kk-guide-battle = Battle in { $place }: pick one of your units to attack one enemy unit; others may support it with half their Strength. Each side adds a d4 and the higher total wins, a tie counting as a failed attack. Press “{ kk-action-withdraw }” to break off.
kk-guide-flee = The enemy attacks you in { $place }: between engagements you may flee — your units there each go to the nearest free sub-province with room, not routed, and the enemy holds the ground — or stand and fight on.
kk-guide-tribes = Enemy units have crossed into { $province }: you may call its tribal warriors now (one to three units by the buildings there, free, in the province capital), or keep the right for a later crossing.

## Generals (GAP-34: six in each state's pool)

kk-general-khanate_0 = Batu Khan
kk-general-khanate_1 = Subutai
kk-general-khanate_2 = Jebe
kk-general-khanate_3 = Toghrul
kk-general-khanate_4 = Arslan
kk-general-khanate_5 = Kaidu
kk-general-kingdom_0 = Sir Aimery
kk-general-kingdom_1 = Sir Roland
kk-general-kingdom_2 = Lady Isolde
kk-general-kingdom_3 = Sir Gaspard
kk-general-kingdom_4 = Sir Thibault
kk-general-kingdom_5 = Lady Mathilde
kk-general-empire_0 = General Volkov
kk-general-empire_1 = General Orlov
kk-general-empire_2 = General Sokolova
kk-general-empire_3 = General Morozov
kk-general-empire_4 = General Belov
kk-general-empire_5 = General Zorin
kk-general-republic_0 = Captain Doria
kk-general-republic_1 = Captain Sforza
kk-general-republic_2 = Captain Colleoni
kk-general-republic_3 = Captain Vitelli
kk-general-republic_4 = Captain Orsini
kk-general-republic_5 = Captain Gattamelata

## The map of Four Crowns (GAP-45)
## Regions
kk-region-steppe = The Steppe
kk-region-heartland = The Heartland
kk-region-north = The North
kk-region-coast = The Coast
kk-region-silk_road = The Silk Road

## Provinces
kk-province-p_kara_ordu = Kara Ordu
kk-province-p_altan_tala = Altan Tala
kk-province-p_sarybay = Sarybay
kk-province-p_kyzyl_tash = Kyzyl Tash
kk-province-p_orman_bel = Orman Bel
kk-province-p_karakum = Karakum
kk-province-p_valmont = Valmont
kk-province-p_brenneval = Brenneval
kk-province-p_bellerive = Bellerive
kk-province-p_grisfort = Grisfort
kk-province-p_sombrebois = Sombrebois
kk-province-p_hautemarche = Hautemarche
kk-province-p_kholmgard = Kholmgard
kk-province-p_zaryansk = Zaryansk
kk-province-p_ledmark = Ledmark
kk-province-p_kamenograd = Kamenograd
kk-province-p_stalnov = Stalnov
kk-province-p_taigavik = Taigavik
kk-province-p_serenza = Serenza
kk-province-p_valdora = Valdora
kk-province-p_porto_alba = Porto Alba
kk-province-p_monteferro = Monteferro
kk-province-p_fornacia = Fornacia
kk-province-p_selvanera = Selvanera
kk-province-p_meravand = Meravand
kk-province-p_sogdara = Sogdara
kk-province-p_kuhsar = Kuhsar
kk-province-p_bandar_zeyn = Bandar Zeyn

## Sub-provinces
kk-sub-s_kara_ordu_1 = Kara Ordu Camp
kk-sub-s_kara_ordu_2 = Kara Ordu Meadows
kk-sub-s_kara_ordu_3 = Kara Ordu Barrows
kk-sub-s_kara_ordu_4 = Kara Ordu Woods
kk-sub-s_altan_tala_1 = Altan Tala Horse Fair
kk-sub-s_altan_tala_2 = Altan Tala Grasslands
kk-sub-s_altan_tala_3 = Altan Tala Sands
kk-sub-s_sarybay_1 = Sarybay Harbour
kk-sub-s_sarybay_2 = Sarybay Sandspit
kk-sub-s_kyzyl_tash_1 = Kyzyl Tash Gate
kk-sub-s_kyzyl_tash_2 = Kyzyl Tash Peaks
kk-sub-s_kyzyl_tash_3 = Kyzyl Tash Crags
kk-sub-s_orman_bel_1 = Orman Bel Post
kk-sub-s_orman_bel_2 = Orman Bel Forest
kk-sub-s_karakum_1 = Karakum Wells
kk-sub-s_karakum_2 = Karakum Dunes
kk-sub-s_karakum_3 = Karakum Salt Flats
kk-sub-s_valmont_1 = Valmont Castle
kk-sub-s_valmont_2 = Valmont Fields
kk-sub-s_valmont_3 = Valmont Downs
kk-sub-s_valmont_4 = Valmont Chase
kk-sub-s_brenneval_1 = Brenneval Market
kk-sub-s_brenneval_2 = Brenneval Farms
kk-sub-s_bellerive_1 = Bellerive Harbour
kk-sub-s_bellerive_2 = Bellerive Heights
kk-sub-s_bellerive_3 = Bellerive Fens
kk-sub-s_grisfort_1 = Grisfort Keep
kk-sub-s_grisfort_2 = Grisfort Peaks
kk-sub-s_grisfort_3 = Grisfort Woods
kk-sub-s_sombrebois_1 = Sombrebois Lodge
kk-sub-s_sombrebois_2 = Sombrebois Forest
kk-sub-s_sombrebois_3 = Sombrebois Ridge
kk-sub-s_hautemarche_1 = Hautemarche Town
kk-sub-s_hautemarche_2 = Hautemarche Pines
kk-sub-s_hautemarche_3 = Hautemarche Marsh
kk-sub-s_kholmgard_1 = Kholmgard Citadel
kk-sub-s_kholmgard_2 = Kholmgard Peaks
kk-sub-s_kholmgard_3 = Kholmgard Taiga
kk-sub-s_kholmgard_4 = Kholmgard Woods
kk-sub-s_zaryansk_1 = Zaryansk Town
kk-sub-s_zaryansk_2 = Zaryansk Hills
kk-sub-s_zaryansk_3 = Zaryansk Peaks
kk-sub-s_ledmark_1 = Ledmark Harbour
kk-sub-s_ledmark_2 = Ledmark Taiga
kk-sub-s_ledmark_3 = Ledmark Glacier
kk-sub-s_kamenograd_1 = Kamenograd Pits
kk-sub-s_kamenograd_2 = Kamenograd Crags
kk-sub-s_kamenograd_3 = Kamenograd Ridge
kk-sub-s_stalnov_1 = Stalnov Ironworks
kk-sub-s_stalnov_2 = Stalnov Slopes
kk-sub-s_stalnov_3 = Stalnov Summit
kk-sub-s_taigavik_1 = Taigavik Harbour
kk-sub-s_taigavik_2 = Taigavik Bog
kk-sub-s_serenza_1 = Serenza Forum
kk-sub-s_serenza_2 = Serenza Fields
kk-sub-s_serenza_3 = Serenza Hills
kk-sub-s_serenza_4 = Serenza Woods
kk-sub-s_valdora_1 = Valdora Mills
kk-sub-s_valdora_2 = Valdora Farms
kk-sub-s_valdora_3 = Valdora Coppice
kk-sub-s_porto_alba_1 = Porto Alba Harbour
kk-sub-s_porto_alba_2 = Porto Alba Cliffs
kk-sub-s_porto_alba_3 = Porto Alba Lagoon
kk-sub-s_monteferro_1 = Monteferro Town
kk-sub-s_monteferro_2 = Monteferro Highlands
kk-sub-s_fornacia_1 = Fornacia Arsenal
kk-sub-s_fornacia_2 = Fornacia Heights
kk-sub-s_fornacia_3 = Fornacia Plain
kk-sub-s_selvanera_1 = Selvanera Outpost
kk-sub-s_selvanera_2 = Selvanera Cape
kk-sub-s_selvanera_3 = Selvanera Mangroves
kk-sub-s_meravand_1 = Meravand Oasis
kk-sub-s_meravand_2 = Meravand Pass
kk-sub-s_meravand_3 = Meravand Sands
kk-sub-s_sogdara_1 = Sogdara Bazaar
kk-sub-s_sogdara_2 = Sogdara Dunes
kk-sub-s_sogdara_3 = Sogdara Wastes
kk-sub-s_kuhsar_1 = Kuhsar Citadel
kk-sub-s_kuhsar_2 = Kuhsar Foothills
kk-sub-s_kuhsar_3 = Kuhsar Red Ridge
kk-sub-s_bandar_zeyn_1 = Bandar Zeyn Port
kk-sub-s_bandar_zeyn_2 = Bandar Zeyn Salt Pans
kk-sub-s_bandar_zeyn_3 = Bandar Zeyn Heights

## Seas
kk-sub-sea_west_1 = Whale Sound
kk-sub-sea_west_2 = Grey Deep
kk-sub-sea_west_3 = Heron Bay
kk-sub-sea_west_4 = Sunset Reach
kk-sub-sea_east_1 = Ice Bight
kk-sub-sea_east_2 = Amber Deep
kk-sub-sea_east_3 = Gulf of Zeyn
kk-sub-sea_east_4 = Spice Waters

## The air war (KK-AIR)

kk-action-air_strike = Air strike with the { $unit } on the { $target } of { $owner } in { $place } (KK-AIR-04)
kk-action-bomb = Bomb the { $building } in { $place } with the { $unit } (a d8 of { $need } or more destroys it, KK-AIR-10)
kk-action-rebase = Fly the { $unit } to the base in { $to } (KK-AIR-01)
kk-choice-air_odds = { $action } — odds: { $percent }% to hit (losses taken on the way not counted); { $through }% to get past { $fighters ->
        [one] { $fighters } fighter
       *[other] { $fighters } fighters
    } and { $guns ->
        [one] { $guns } anti-aircraft gun
       *[other] { $guns } anti-aircraft guns
    } (KK-AIR-05…08)
kk-choice-air_odds_clear = { $action } — odds: { $percent }% to hit; no enemy fighter or anti-aircraft gun in reach (KK-AIR-04…08)
kk-event-flown = { $owner }: { $count ->
        [one] 1 aircraft flies
       *[other] { $count } aircraft fly
    } from { $from } to { $to } (KK-AIR-01)
kk-event-strike_hits = Air strike: { $unit } ({ $owner }, die { $die }: { $parts }) = { $total } hits { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }; { $losses }; no reply (KK-AIR-04)
kk-event-strike_misses = Air strike: { $unit } ({ $owner }, die { $die }: { $parts }) = { $total } misses { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }; { $losses }; back to base with no reply (KK-AIR-04)
kk-event-intercept_wins = Interception: { $unit } ({ $owner }, die { $die }: { $parts }) = { $total } beats { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }; { $losses } (KK-AIR-07, KK-AIR-08)
kk-event-intercept_fails = Interception: { $unit } ({ $owner }, die { $die }: { $parts }) = { $total } fails against { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }, which flies on; { $losses } (KK-AIR-08)
kk-event-aa_hits = Anti-aircraft fire: { $unit } ({ $owner }, die { $die }: { $parts }) = { $total } hits { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }; { $losses }; the d6 shows { $d6 } (5 or 6 turns the mission back) (KK-AIR-05, KK-AIR-06)
kk-event-aa_misses = Anti-aircraft fire: { $unit } ({ $owner }, die { $die }: { $parts }) = { $total } misses { $target } ({ $target_owner }, die { $target_die }: { $target_parts }) = { $target_total }; { $losses }; the d6 shows { $d6 } (5 or 6 turns the mission back) (KK-AIR-05, KK-AIR-06)
kk-event-mission_aborted = Mission aborted: { $unit } ({ $owner }) back to base (KK-AIR-06, KK-AIR-09)
kk-event-bomb_hit = Bombing raid by { $unit } ({ $owner }) on the { $building } in { $place }: the d8 shows { $die }, { $need } or more needed: destroyed (KK-AIR-10, AMB-62)
kk-event-bomb_miss = Bombing raid by { $unit } ({ $owner }) on the { $building } in { $place }: the d8 shows { $die }, { $need } or more needed: no effect (KK-AIR-10, AMB-62)
kk-event-base_taken = Taken by { $player }: { $unit } ({ $owner }) in { $place }, a base left with no defenders (KK-UNIT-18, AMB-44)
kk-refusal-no_mission = This aircraft cannot fly now: it must stand at its base, not have flown this turn, and not have arrived this turn ({ $rule }).
kk-refusal-air_range = Out of range: this aircraft reaches at most { $range ->
        [one] { $range } step
       *[other] { $range } steps
    } from its base ({ $rule }).
kk-refusal-air_target = Only fighters and anti-aircraft units attack aircraft ({ $rule }).
kk-refusal-no_bombing = No enemy building there, or this aircraft carries no bombs ({ $rule }).
kk-refusal-no_base = That is no base of yours for this aircraft: it needs your Airfield (a seaplane also a river, swamp or coastal sub-province of yours) ({ $rule }).
## Prisoners and camps (KK-POW, part 2)
kk-action-win_over = Try to win over { $prisoner } (a d8: joins on 1, a neutral unit on 1–2; one attempt, KK-POW-06)
kk-action-liquidate = Liquidate { $prisoner } (KK-POW-05)
kk-action-transfer = Move { $prisoner } to the camp in { $place } (once a turn, KK-POW-10)
kk-action-offer_prisoners = Offer { $to } a prisoner deal: hand over { $release }, ask for { $ask }, give { $give_amount } { $give }, ask { $get_amount } { $get } (KK-POW-04)
kk-action-surrender = Surrender { $prisoner } to the defender's camps (KK-POW-08)
kk-value-prisoner = { $unit } of { $owner }
kk-value-offer_prisoners = { $offer }; hands over { $release }, asks for { $ask } (KK-POW-04)
kk-event-captured = { $prisoner } is taken prisoner by { $player } and held in the camp in { $place } (KK-POW-01, GAP-42)
kk-event-surrendered = { $prisoner } surrenders to { $player } and is held in the camp in { $place } (KK-POW-08)
kk-event-won_over = { $prisoner } is won over on a d8 of { $die } (KK-POW-06)
kk-event-not_won_over = { $prisoner } is not won over: the d8 shows { $die } (KK-POW-06; no further attempt)
kk-event-prisoner_freed = { $prisoner } leaves captivity as a unit of { $player } in { $place } (AMB-45)
kk-event-liquidated = { $prisoner } is liquidated (KK-POW-05)
kk-event-prisoner_lost = { $prisoner } is lost with its camp (KK-POW-09)
kk-event-prisoner_moved = { $prisoner } is now held by { $player } in the camp in { $place } (KK-POW-10, KK-POW-09)
kk-event-general_won_over = { $general } is won over and joins the pool of { $player } (KK-POW-11)
kk-counter-prisoner = POW
kk-counter-prisoner_title = { $count } × { $unit } of { $owner }, prisoners of { $player } (KK-POW-01)
kk-panel-prisoners = Prisoners (KK-POW, GAP-41)
kk-panel-prisoners_value = { $held } held; { $free } of { $places } camp places free
kk-refusal-no_prisoner = That is not a prisoner your state holds ({ $rule }).
kk-refusal-not_theirs = Prisoners are exchanged only between the state holding them and the state they belong to, unless one side is a merchant republic (GAP-06), and only while they are still held and a camp has room for them ({ $rule }).
kk-refusal-tried_before = A win-over was already tried for this prisoner: one attempt only ({ $rule }).
kk-refusal-moved_this_turn = This prisoner was already transferred this turn ({ $rule }).
kk-refusal-camp_full = No room in that camp: it holds { $held } of { $capacity } ({ $rule }).
kk-refusal-no_camp_space = The enemy has no free place in his camps ({ $rule }).
kk-panel-camp = Camp (GAP-41)
kk-panel-camp_value = { $held } of { $capacity } places taken
kk-panel-prisoner_value = of { $owner }, held by { $player }; win-over tried: { $tried }

## Contamination (KK-CMB-33…37)

kk-part-contaminated = contaminated ground
kk-mark-contaminated = Contaminated ground: −1 Speed to units starting there, +1 to enter, −1 Strength defending, Losses at the end of each movement phase; washed away by rain, snow or storm, carried by wind (KK-CMB-34, KK-CMB-36)
kk-event-contaminated = Chemical weapons contaminate { $place } (KK-CMB-33)
kk-event-decontaminated = The weather washes the contamination from { $place } (KK-CMB-36)
kk-event-drifted = The wind carries the contamination from { $from } to { $to } (KK-CMB-36)
kk-event-poisoned = Losses to { $unit } ({ $owner }) on contaminated ground in { $place } (KK-CMB-34)

## The sea (KK-NAV, GAP-13)

kk-action-sail = Sail { $units } from { $from } to { $to } (KK-NAV)
kk-action-sail_river = Sail { $units } by river from { $from } to { $to } (GAP-26)
kk-action-lay_mines = Lay a mine barrier in { $place } with the { $unit } (GAP-13)
kk-action-sweep = Clear the mine barrier in { $place } (GAP-13)
kk-event-mines_laid = { $player } { $player-number ->
        [plural] lay
       *[other] lays
    } a mine barrier in { $place }: ports on it are blockaded to its enemies (GAP-13, KK-TRADE-12)
kk-event-mines_swept = { $player } { $player-number ->
        [plural] clear
       *[other] clears
    } the mine barrier in { $place } (GAP-13)
kk-event-mine_hit = A mine struck by { $unit } ({ $owner }): the d6 shows { $die }, 1–2 hits (GAP-13)
kk-event-mine_miss = Mines passed by { $unit } ({ $owner }): the d6 shows { $die }, 1–2 hits (GAP-13)
kk-refusal-no_harbour = Ships dock only in a harbour of yours — a coastal sub-province with a Port, Naval Base or Shipyard, or a coastal province capital — and otherwise keep to the sea ({ $rule }).
kk-refusal-no_mines = No mine barrier to clear there, or no minelayer of yours at sea able to lay one ({ $rule }).
kk-event-revolution = Revolution in { $province } against { $player }: the Red Guard rise at its farms, steelworks, factories and shipyards (KK-REV-06, GAP-02)
kk-event-liberated = The Red Guard have liberated { $province } from { $player }: it belongs to no state (KK-REV-09, GAP-46)
kk-event-uprising_liberated = The uprising has liberated { $province } from { $player }: none of its land units remain there, and it belongs to no state (KK-REV-04, GAP-46)

## Decision cards (KK-GOV-01…04, GAP-05)

kk-deck-order = the Order deck
kk-deck-intelligence = the Intelligence deck
kk-deck-strategy = the Strategy deck
kk-card-forced_march = Forced March
kk-card-hold_the_line = Hold the Line
kk-card-fortune_of_war = Fortune of War
kk-card-rally = Rally
kk-card-spy_network = Spy Network
kk-card-sabotage = Sabotage
kk-card-incite_uprising = Incite Uprising
kk-card-incite_revolution = Incite Revolution
kk-card-reform = Reform
kk-card-new_doctrine = New Doctrine
kk-card-public_works = Public Works
kk-card-call_to_arms = Call to Arms
kk-card-new_objectives = New Objectives
kk-play-forced_march = Forced March: the { $unit } in { $place } get +1 Speed this phase (GAP-05)
kk-play-hold_the_line = Hold the Line: the { $unit } in { $place } get +2 Morale whenever attacked this turn (GAP-05)
kk-play-fortune_of_war = Fortune of War: the { $unit } in { $place } re-roll their own d4 once in the first engagement they would lose this turn (GAP-05)
kk-play-rally = Rally: up to 2 of your routed units in { $province } regroup (GAP-05, GAP-30)
kk-play-spy_network = Spy Network: see the hand of { $player } this turn and get +1 Initiative (GAP-05, KK-INIT-04)
kk-play-sabotage = Sabotage: a d6 of 5–6 destroys the { $building } in { $place } (GAP-05)
kk-play-incite_uprising = Incite Uprising: an uprising in { $province }, conquered by { $player } (GAP-05, KK-REV-01)
kk-play-incite_revolution = Incite Revolution: a revolution against { $player } (GAP-05, KK-REV-05)
kk-play-reform = Reform: take the { $government } as your government (GAP-05, KK-GOV-05)
kk-play-new_doctrine = New Doctrine: take the { $doctrine } doctrine (GAP-05, KK-GOV-06)
kk-play-public_works = Public Works: national contentment +1 (at most 4; 3 under an Autocracy) (GAP-05, GAP-12)
kk-play-call_to_arms = Call to Arms: 2 free { $unit } in your province capitals (GAP-05, KK-REC-14)
kk-play-new_objectives = New Objectives: re-draw your set of victory conditions in secret (GAP-05, GAP-08)
kk-action-draw_decision = Draw a Decision card from { $deck } (GAP-05)
kk-action-return_decision = Return card number { $slot } of the hand to the bottom of its deck (hand limit 5, GAP-05)
kk-action-play_decision = Play { $play }
kk-choice-return_decision = Return { $card } to the bottom of { $deck } (hand limit 5, GAP-05)
kk-event-decision_drawn = { $player } { $player-number ->
        [plural] draw
       *[other] draws
    } a Decision card from { $deck } (GAP-05)
kk-event-decision_due = A new season: { $player } may draw a Decision card from a deck of its choice (GAP-05)
kk-event-decision_returned = { $player } { $player-number ->
        [plural] return
       *[other] returns
    } a Decision card to the bottom of { $deck } (GAP-05)
kk-event-decision_played = { $player } { $player-number ->
        [plural] play
       *[other] plays
    } { $play }
kk-event-deck_shuffled = { $deck } is shuffled face down (KK-GOV-04, AMB-59)
kk-event-sabotaged = Sabotage of the { $building } in { $place }: the d6 shows { $die }, 5–6 destroys it (GAP-05)
kk-event-fortune_rerolled = Fortune of War: { $unit } ({ $owner }) re-roll their d4 and throw { $die } (GAP-05)
kk-refusal-no_card = That card is not in your hand, or there is no card there to return ({ $rule }).
kk-refusal-card_target = That card cannot be played on that now, or it would change nothing ({ $rule }).
kk-refusal-decisions_first = First draw your Decision card of the season, or return a card over the hand limit of 5 ({ $rule }).
kk-refusal-no_draw = No draw is owed to you, or that deck is empty ({ $rule }).
kk-panel-hand = Decision cards (KK-GOV-02)
kk-panel-hand_value = { $count }: { $cards }
kk-panel-draw_due = Season's draws owed (GAP-05)
kk-panel-spied = Hand of { $player } (Spy Network)
kk-guide-decisions = A new season, or too many cards: draw your Decision card from the deck of your choice (Order, Intelligence or Strategy), and holding more than 5 return one, before you end your window.
## Victory conditions (KK-GOV-07, GAP-08)

kk-action-choose_objectives = Choose a set of victory conditions in secret (GAP-08)
kk-choice-choose_objectives = Play for { $set } (GAP-08)
kk-event-objectives_drawn = { $player } { $player-number ->
        [plural] draw
       *[other] draws
    } its set of victory conditions in secret (KK-GOV-07, GAP-08)
kk-event-objectives_chosen = { $player } { $player-number ->
        [plural] choose
       *[other] chooses
    } its set of victory conditions in secret (GAP-08)
kk-event-kills = { $player }: enemy units eliminated so far — { $total } (GAP-08)
kk-outcome-objectives = Victory in turn { $turn }: { $winners } — a set of victory conditions held at the end of the turn (KK-WIN-03, GAP-08, GAP-47)
kk-outcome-achieved = { $player } ({ $set })
kk-panel-objectives = Victory conditions (KK-GOV-07)
kk-objective-progress_conqueror = Conqueror: provinces { $have } of { $need }
kk-objective-progress_hegemon = Hegemon: provinces of the two regions { $have } of { $need }
kk-objective-progress_builder = Builder: Strongholds { $have } of { $need }, Markets { $have2 } of { $need2 }, provinces { $have3 } of { $need3 }
kk-objective-progress_treasury = Treasury: gold { $have } of { $need }
kk-objective-progress_warlord = Warlord: enemy units eliminated { $have } of { $need }
kk-objective-progress_free_choice = Free choice: choose one of the sets 1–5
kk-refusal-no_free_choice = Only a state that drew Free choice chooses its set of victory conditions, and only once: a drawn set is not changed at will ({ $rule }).
kk-refusal-not_choosable = Free choice picks one of the sets 1–5: Conqueror, Hegemon, Builder, Treasury or Warlord ({ $rule }).
kk-guide-choose_objectives = You drew Free choice: choose, in secret, the set of victory conditions you play for — Conqueror (12 provinces), Hegemon (your two regions), Builder (4 Strongholds, 3 Markets, 10 provinces), Treasury (40 gold) or Warlord (20 enemy units). Only you see it; until you choose, no set counts for you. The first state whose set holds at the end of a turn wins.
## Carrying land units by sea (KK-NAV-04, KK-NAV-05, KK-TERR-13)

kk-action-embark = Board ships: { $units } from { $from } onto the ships in { $to } (KK-NAV-04)
kk-action-disembark = Land { $units } from the ships in { $from } on { $to } (KK-NAV-05)
kk-event-embarked = { $owner }: { $count ->
        [one] 1 unit boards
       *[other] { $count } units board
    } the ships in { $place }; they sail from next turn (KK-NAV-04)
kk-event-landed = { $owner }: { $count ->
        [one] 1 unit lands
       *[other] { $count } units land
    } from { $from } on { $to } (KK-NAV-05)
kk-event-lost_sunk = { $owner } { $owner-number ->
        [plural] lose
       *[other] loses
    } { $unit } in { $place }: it goes down with its ship (KK-NAV-04, GAP-28)
kk-part-landing = landing
kk-counter-aboard = ⚓
kk-counter-aboard_title = Aboard the ships of { $owner }: { $units } (KK-NAV-04)
kk-panel-aboard = Aboard
kk-refusal-no_capacity = Not enough room aboard: the units take { $need }, the ships there have { $free } free (a heavy gun, siege engine or tank takes 2) ({ $rule }).
kk-refusal-storm = No embarking or disembarking in a storm ({ $rule }).
kk-refusal-not_coastal = Units board from a harbour or a coast next to the ships' sea, and land on a coast next to it or in the harbour where the ships are ({ $rule }).
kk-refusal-no_ship = No ship of yours there that carries land units ({ $rule }).
kk-refusal-aboard = That unit is aboard a ship: it cannot act until it lands ({ $rule }).

## Admirals (KK-GENL-19…23, AMB-60)

kk-action-board_ship = { $general } boards the { $unit } in { $place } as his flagship: an admiral (KK-GENL-20)
kk-action-go_ashore = { $general } goes ashore in { $place } (KK-GENL-20)
kk-event-admiral_boards = { $general } boards the { $unit } in { $place }: as an admiral he commands the ships around it, and land units too in a Naval Base (KK-GENL-19, KK-GENL-23)
kk-event-admiral_ashore = { $general } goes ashore in { $place } (KK-GENL-20)
kk-event-admiral_drowned = { $general } goes down with his flagship (KK-GENL-21)
kk-refusal-loaded = Units or an admiral are aboard that ship: land them before disbanding it ({ $rule }).
kk-action-call_levy = Call the levy of { $province }: { $unit } in { $place } (KK-REC-19)
kk-event-levy_opened = The levy of { $province } may be called in this movement phase (KK-REC-19)
kk-refusal-no_levy = No levy of that province can be called now: it opens in the owner's movement phase after enemy units have entered, while no levy unit of the province stands ({ $rule }).
kk-refusal-levy_choice = A levy raises militia or light infantry — the state's own or the province's regional ones — in a stronghold of the province (castle, fort, fortress or bunker) ({ $rule }).
kk-event-ruined = The tribal warriors will rebuild the { $building } in { $place } when they are sent home (KK-REC-26)
kk-event-rebuilt = Tribal warriors sent home rebuild the { $building } in { $place }, free (KK-REC-26)
kk-choice-disband_rebuilds = { $action }: sent home, they rebuild the { $building } in { $place }, free (KK-REC-26)

## Plundering roads and railways (KK-PLN-04, AMB-43); independent units' aims (KK-NPU-06…08)

kk-action-plunder_loot = Plunder { $loot } in { $place } with the { $unit }
kk-choice-plunder = Plunder in { $place } with the { $unit } (KK-PLN-04)
kk-amount-loot = What to plunder
kk-loot-building = the building
kk-loot-roads = the roads, with their bridges
kk-loot-tracks = the railway tracks
kk-loot-all = everything: the building, roads, tracks and bridges
kk-loot-nothing = { $what } (nothing here)
kk-refusal-no_loot = Nothing of that kind to plunder here: no road, railway or bridge of the kind chosen touches this sub-province ({ $rule }).
kk-event-independent_plunder = Independents ({ $unit }) plunder the { $building } in { $place }, for nobody's gain (KK-NPU-08, GAP-46)
kk-event-independent_loot = Independents ({ $unit }) set out to plunder the { $building } in { $place } (KK-NPU-08)
kk-event-independent_attack = Independents ({ $unit }) march on the enemy in { $place } (KK-NPU-06, KK-NPU-08)
kk-event-independent_position = Independents ({ $unit }) take up a position in { $place } (KK-NPU-07)
kk-refusal-no_river_yard = River gunboats are recruited only at workshops standing in a sub-province with a river ({ $rule }).
kk-refusal-river_only = River gunboats sail, and only by river: one step to a river sub-province next to theirs, or into the sea next to it and back, never together with seagoing ships ({ $rule }).
kk-refusal-flee_or_stand = The enemy attacks you: flee the battle or stand, before anything else ({ $rule }).
kk-refusal-not_asked = Nobody asked you whether to flee: a defender is asked between engagements ({ $rule }).
kk-refusal-tribes_first = Enemy units have crossed into your province: say first whether you call its tribal warriors ({ $rule }).
kk-refusal-no_tribal_call = Tribal warriors are called only as enemy units cross into the province ({ $rule }).
kk-refusal-tribal_kind = Tribal warriors are Militia, Light Cavalry, Riflemen, Light Infantry or Archers: the province's regional units where it has them, else your own, with room to stand ({ $rule }).
kk-refusal-no_diplomacy = This game was begun under rules without diplomacy: every state stays at war ({ $rule }).
kk-refusal-no_pact = No such change of relations now: peace is made at war, an alliance at war or at peace, war declared on a pact, once each ({ $rule }).
kk-refusal-at_peace = At peace, your units never enter the partner's provinces nor sub-provinces where its units stand ({ $rule }).
kk-invariant-elite = { $player } owns { $count } Elite units: at most one ({ $rule })
kk-invariant-losses = { $unit } has loss level { $level }: a third level destroys a unit ({ $rule })
kk-invariant-hostile_together = Units of { $one } and { $other } stand together in { $place } with no battle there ({ $rule })
kk-invariant-contentment = { $player }'s contentment is { $level }, not a level from 1 to 4 ({ $rule })
kk-invariant-resource = { $player } holds { $amount } { $resource }, a resource it does not use ({ $rule })
kk-invariant-camp_not_holders = { $player } holds a prisoner in { $place }, which is no camp of its own ({ $rule })
kk-invariant-camp_full = The camp in { $place } holds { $held } prisoners with { $places } places ({ $rule })
kk-invariant-aboard_astray = { $unit } in { $place } is aboard a ship that is not its state's there ({ $rule })
kk-invariant-overloaded = A { $unit } carries more than its capacity ({ $rule })
kk-invariant-withdrawn_unchosen = A battle ended with the attacker going back though nobody chose it and { $ready } of its units were ready ({ $rule })
kk-invariant-ship_retreat = A beaten { $unit } retreated { $steps } steps with { $left } movement points left ({ $rule })
kk-invariant-flee_not_offered = { $player } defends in a battle that goes on and was not asked whether to flee ({ $rule })
kk-invariant-peace_shared = { $one } and { $other }, at peace, both have units in { $place } ({ $rule })
kk-invariant-peace_entered = { $player }'s units entered { $place }, a peace partner's ground ({ $rule })

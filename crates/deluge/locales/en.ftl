### The Deluge 1655: the English messages.
###
### Arguments that name something ($nation, $land, $unit, $army, $level,
### $phase…) are other messages of this file, passed whole: a translation
### may use their grammatical cases ($land-loc, $nation-gen…) when the named
### message has those attributes. Numbers ($ps, $points, $count…) are Fluent
### numbers, so plural selectors work on them. Rule ids (DC-…, GAP-…) are
### never translated.

## The game and its scenarios

dc-name = The Deluge 1655
dc-scenario-mixed = The Deluge 1655: tabletop or computed battles (7 nations)
dc-scenario-tabletop = The Deluge 1655: every battle on the tabletop (7 nations)
dc-scenario-auto = The Deluge 1655: every battle computed (7 nations)
dc-scenario-earned = The Deluge 1655: tabletop or computed battles, the Tatars paid only from points won (7 nations)

# The rules in short, shown before a game (paragraphs separated by blank lines)
dc-rules_summary =
    Seven nations fight the wars of the Deluge, July 1655 to June 1660: the Crown, Lithuania, Sweden, Muscovy, the Crimean Tatars, Turkey and the Cossacks. A turn is three months; all nations play each phase at once and in secret, and a phase closes when every nation has ended it (DC-TURN-1, DC-TURN-2).

    ## Phase 1: movement and reorganisation (DC-REORG, DC-MOVE, DC-TRE-8)
    - An army marches to a neighbouring land; a Tatar chambul without yasyr up to two (DC-MOVE-1, DC-MOVE-2). In its own land it may instead hide in the fortress or rest (DC-MOVE-4); an army in a fortress can only leave it (DC-MOVE-3).
    - Strength points (PS) move between your armies in one land, and between an army and the garrison of your own land; named armies split (DC-REORG-1 to 3). Reorganise first: an army's movement order locks it (DC-REORG-5).
    - The only time ducats are spent: recruits 10 a PS, resources 5 each once per land a turn, morale 100 a point (DC-TRE-9 to 11).

    ## Phase 2: orders and plans (DC-ORD, DC-PLAN)
    - Facing hostile armies: attack some or all of them, or take a defensive posture; if both sides wait there is no battle (DC-ORD-1, DC-DEF-2).
    - In an enemy land: storm or besiege the fortress (60 PS at least, never the Tatars), or take yasyr (Turkey and the Tatars, 1 per 10 PS) (DC-STORM-1, DC-SIEGE-1, DC-YAS-1). Besieged armies may break out (DC-BRK-1).
    - Each army's plan: stay or retreat after a tactical defeat, where to retreat, what to do after a victory (DC-PLAN-1 to 7).
    - Alliances are proposed, accepted and broken in phases 2 and 3 and take effect at the end of the turn; the Tatars are paid in points (DC-DIP-1 to 3).

    ## Phase 3: battle results (DC-RES, DC-AUTO, GAP-10)
    - One side enters the result (tactical, strategic or historical victory, or a draw) and the bases destroyed and fled; the other confirms, or deletes it and enters its own (DC-RES-6). A fled base is half a PS, a whole one for the Swedes (DC-RES-4).
    - A side that cannot field a minimal raid loses at once, with all its PS (DC-AUTO-1 to 5); a fortress fields twice its PS.
    - Without miniatures the computer resolves a battle with dice (GAP-10), as chosen with the scenario.

    ## Phase 4: computation (DC-CALC-1)
    - Losses: defeat ×2, ×3 or ×4; fortress defence halves; storming doubles (not for Sweden); the enemy's superiority adds up to 100% (one column less for the Crown, except against Sweden); a forced retreat that cannot be made doubles (DC-LOSS-1 to 8, DC-SUP-1 to 3).
    - Points: each side's losses become the other's points (DC-PTS-1, 2); captures 10, siege losses 1 a PS, delivered yasyr 2 each (DC-CAPT-3, DC-SIEGEPTS-2, DC-DELIV-3).
    - Sieges cost the besieged 10% a turn from the second turn; a land whose defenders fall to 0 is captured (DC-SIEGE-2, DC-CAPT-1).
    - Rested armies replenish, Cossacks gain a land's resources on first entry and 50 PS for a capture (DC-REPL-1, DC-COS-1, 2).
    - At the start of the next turn: morale moves with last turn's battles, captures, plunder and deliveries (DC-MOR-3 to 7); the treasury collects 5 ducats per 5 resources of lands not besieged and pays 20% of resources and 10% (or 1%) of PS in upkeep (DC-TRE-1 to 7); lands give 100 points, 25 with an enemy army in them (DC-PROV-1).

    ## Victory (GAP-6)
    - After turn 20 (April–June 1660) the nation whose score grew most beyond its par wins; the score is the points won plus the points for lands (DC-SCORE-1).
    - The pars: the Crown −1,250, Lithuania −450, Sweden +1,000, Muscovy +100, the Crimean Tatars −150, Turkey +450, the Cossacks +600. The source ranks by the growth alone; in 300 campaigns with the computer in every seat the start then decided them: Sweden won more than half, the Crown, Lithuania and the Tatars none. Measured against its par, every nation wins about as often.

## The nations

dc-role-ron = the Crown
    .number = one
dc-role-swe = Sweden
    .number = one
dc-role-mos = Muscovy
    .number = one
dc-role-tat = the Crimean Tatars
    .number = plural
dc-role-tur = Turkey
    .number = one
dc-role-cos = the Cossacks
    .number = plural
dc-role-lit = Lithuania
    .number = one

## The armies (DC-ARMY-1)

dc-army-RON_CROWN_1 = 1st Crown Army
dc-army-RON_CROWN_2 = 2nd Crown Army
dc-army-RON_UKRAINE_1 = 1st Army of Ukraine
dc-army-RON_UKRAINE_2 = 2nd Army of Ukraine
dc-army-SWE_ROYAL_1 = 1st Royal Army
dc-army-SWE_ROYAL_2 = 2nd Royal Army
dc-army-SWE_ROYAL_3 = 3rd Royal Army
dc-army-SWE_LIVONIA_1 = 1st Army of Livonia
dc-army-SWE_LIVONIA_2 = 2nd Army of Livonia
dc-army-SWE_TRANSYLVANIA = Army of Transylvania
dc-army-SWE_PRUSSIA = Army of Prussia
dc-army-MOS_MAIN = Tsar's Main Army
dc-army-MOS_LIVONIA = Tsar's Army of Livonia
dc-army-MOS_SOUTH = Tsar's Southern Army
dc-army-MOS_RESERVE = Tsar's Reserve Army
dc-army-TAT_BEY = The Bey's Chambul
dc-army-TAT_NUREDDIN = The Nureddin's Chambul
dc-army-TAT_NOGAI = Nogai Chambul
dc-army-TUR_MAIN = Ottoman Main Army
dc-army-TUR_NORTH = Ottoman Northern Army
dc-army-TUR_RESERVE = Ottoman Reserve Army
dc-army-COS_MAIN = Cossack Main Army
dc-army-COS_COVER = Cossack Covering Army
dc-army-COS_ZHDANOVYCH = Zhdanovych's Army
dc-army-LIT_1 = 1st Army of Lithuania
dc-army-LIT_2 = 2nd Army of Lithuania
dc-army-LIT_3 = 3rd Army of Lithuania

## The lands (GAP-1)

dc-region-west_pomerania = West Pomerania
dc-region-pomeranian = Pomerania (Danzig)
dc-region-malbork = Malbork
dc-region-chelmno = Chełmno
dc-region-ducal_prussia = Ducal Prussia
dc-region-poznan = Poznań
dc-region-kalisz = Kalisz
dc-region-kuyavia = Kuyavia
dc-region-sieradz_leczyca = Sieradz and Łęczyca
dc-region-masovia = Masovia
dc-region-podlasie = Podlasie
dc-region-krakow = Kraków
dc-region-sandomierz = Sandomierz
dc-region-lublin = Lublin
dc-region-ruthenian = Ruthenia (Lwów)
dc-region-belz = Bełz
dc-region-volhynia = Volhynia
dc-region-podolia = Podolia
dc-region-braclaw = Bracław
dc-region-kiev = Kyiv
dc-region-chernihiv = Chernihiv
dc-region-zaporizhia = Zaporizhia
dc-region-wilno = Vilnius
dc-region-troki = Trakai
dc-region-samogitia = Samogitia
dc-region-nowogrodek = Nowogródek
dc-region-brest_lit = Brest
dc-region-minsk = Minsk
dc-region-vitebsk = Vitebsk
dc-region-polotsk = Polotsk
dc-region-mstislavl = Mstislavl
dc-region-smolensk = Smolensk
dc-region-swedish_livonia = Swedish Livonia (Riga)
dc-region-estonia = Estonia
dc-region-inflanty_voiv = Polish Livonia
dc-region-courland = Courland
dc-region-moscow = Moscow
dc-region-novgorod = Novgorod
dc-region-pskov = Pskov
dc-region-kursk = Kursk
dc-region-crimea = Crimea
dc-region-moldavia = Moldavia
dc-region-yedisan = Yedisan
dc-region-budjak = Budjak

## The regions lands belong to

dc-area-pomerania = Pomerania
dc-area-prussia = Prussia
dc-area-greater_poland = Greater Poland
dc-area-masovia = Masovia
dc-area-lesser_poland = Lesser Poland
dc-area-ruthenia = Ruthenia
dc-area-ukraine = Ukraine
dc-area-zaporizhia = Zaporizhia
dc-area-lithuania = Lithuania
dc-area-livonia = Livonia
dc-area-muscovy = Muscovy
dc-area-crimea = Crimea
dc-area-ottoman = the Ottoman lands

## The calendar and phases (GAP-6, DC-TURN-1)

dc-season-0 = Jan–Mar
dc-season-1 = Apr–Jun
dc-season-2 = Jul–Sep
dc-season-3 = Oct–Dec
# $turn, $last: numbers; $season: a dc-season message; $year: a number; $phase: a dc-phase message
dc-turn_label = { $season } { $year }, turn { $turn } of { $last }: { $phase }
dc-phase-movement = movement and reorganisation
dc-phase-orders = orders and battle plans
dc-phase-results = battle results
dc-phase-over = the campaign is over

dc-level-tactical = tactical
dc-level-strategic = strategic
dc-level-historical = historical

## Refusals: why an action is not allowed

dc-refuse-phase_ended = Your nation has already ended this phase: the next begins when every nation has ended it.
# $phase: the phase it belongs to, one of dc-phase-*.
dc-refuse-wrong_phase = That is done in the “{ $phase }” phase.
dc-refuse-results_computed = In this campaign no result is entered: every battle is computed when the orders are revealed.
dc-refuse-not_your_army = That is not one of your armies.
# $cost: what it costs; $have: the ducats in the treasury.
dc-refuse-ducats = That costs { $cost ->
        [one] { $cost } ducat
       *[other] { $cost } ducats
    } and your treasury holds { $have } (nothing is bought while it is empty).
dc-refuse-already_ordered = This army has its movement order: reorganise first, then give the order.
dc-refuse-under_siege = Forces under siege cannot reorganise.
dc-refuse-bad_transfer = PS move only between your own armies in one land, and to or from the garrison only in your own land.
# $most: the PS there are.
dc-refuse-too_many = More PS than there are: at most { $most } PS here (an army keeps at least 1).
dc-refuse-bad_split = Only the armies named in the rules split, into their own free slot, each keeping at least 1 PS.
dc-refuse-not_adjacent = That land is out of reach: one step, or two for a chambul without yasyr.
dc-refuse-in_fortress = An army in a fortress can only leave it this turn.
dc-refuse-not_own_land = Only in your own land.
dc-refuse-no_fortress = This land has no fortress.
dc-refuse-besieged = The fortress is besieged: break out in phase 2 instead.
dc-refuse-recruit_site = Recruits join an army in your own land that is not under siege.
dc-refuse-investment = You invest in your own lands, once per land a turn (the Tatars do not invest).
# $most: the morale that can still be bought.
dc-refuse-morale_full = Morale cannot go above 100%: you can buy at most { $most }% more.
dc-refuse-zero = Choose at least 1.
dc-refuse-order_unavailable = That order is not available to this army here.
# $need: the PS it takes; $have: the army's PS.
dc-refuse-too_weak = A storm or a siege needs at least { $need } PS; this army has { $have } PS.
dc-refuse-tatars = The Tatars neither storm nor besiege.
dc-refuse-no_yasyr = Only Turkey and the Tatars take yasyr.
dc-refuse-bad_target = Attack only hostile armies in the field of this land.
dc-refuse-bad_retreat = Retreat to a neighbouring land of yours or an ally's, or into your own fortress here.
dc-refuse-diplomacy_phase = Alliances are proposed, accepted and broken in phases 2 and 3.
dc-refuse-diplomacy = There is no such proposal or alliance, or one already stands.
dc-refuse-payment = The Tatars must be offered at least 1 point; no one else is paid.
# $most: the most the payer can pay now.
dc-refuse-payment_above_score = A nation pays the Tatars at most its score: { $most ->
        [one] { $most } point
       *[other] { $most } points
    } now.
dc-refuse-not_your_battle = Not a battle of yours, or its result is confirmed already.
dc-refuse-cannot_confirm = Only the side that did not enter the result confirms it.
dc-refuse-no_resolver = In this campaign every battle is computed when the orders are revealed.
dc-refuse-results_open = Enter and confirm the results of all your battles first.
# $scenario: the id asked for
dc-refuse-unknown_scenario = There is no Deluge scenario “{ $scenario }”.
dc-refuse-seats = The Deluge is played by seven seats, one per nation, in order.

## Actions, as buttons and log lines read

# $ps: a number; $from, $to: an army or a garrison
dc-action-transfer = Move { $ps } PS from { $from } to { $to }
# $parent, $slot: armies; $ps: a number
dc-action-split = Split { $slot } off { $parent } with { $ps } PS
# $army: an army; $what: a dc-move message
dc-action-move = { $army }: { $what }
# $land: a land
dc-move-to = march to { $land }
dc-move-enter = hide in the fortress
dc-move-leave = leave the fortress
dc-move-rest = rest
# $army; $ps, $cost: numbers
dc-action-recruit = Recruit { $ps } PS for { $army } ({ $cost } ducats)
# $land; $n, $cost: numbers
dc-action-invest = Invest in { $land }: +{ $n } resources ({ $cost } ducats)
# $pct, $cost: numbers
dc-action-morale = Raise morale by { $pct }% ({ $cost } ducats)
# $army; $order: a dc-order message
dc-action-command = { $army }: { $order }
# $count: how many armies; $target: the first of them
dc-order-attack = { $count ->
    [one] attack { $target }
   *[other] attack { $count } armies
}
dc-order-defend = defensive posture
dc-order-storm = storm the fortress
dc-order-siege = besiege the fortress
dc-order-yasyr = take yasyr
dc-order-break = break out of the siege
dc-action-stay = { $army }: stay in place after a tactical defeat
dc-action-no_stay = { $army }: retreat after a tactical defeat
dc-action-retreat_to = { $army }: retreat to { $land }
dc-action-retreat_fortress = { $army }: retreat into the fortress
# $plan: a dc-plan message
dc-action-after_victory = { $army }, after a victory: { $plan }
dc-plan-stay = stay in the field
dc-plan-siege = begin a siege
dc-plan-yasyr = take yasyr
# $nation; $points: points offered to the Tatars (0 between other nations)
dc-action-propose = { $points ->
    [0] Propose an alliance to { $nation }
   *[other] Propose an alliance to { $nation } for { $points } points
}
dc-action-accept = Accept the alliance of { $nation }
dc-action-withdraw = Withdraw the proposal to { $nation }
dc-action-break = Break the alliance with { $nation }
# $battle: a number; $verdict: a dc-verdict message; $a, $b: the sides' nations; $da, $fa, $db, $fb: bases destroyed and fled
dc-action-enter_result = Battle { $battle }: { $verdict }; { $a } lost { $da } destroyed, { $fa } fled; { $b } { $db } destroyed, { $fb } fled
dc-action-resolve = Battle { $battle }: let the computer resolve it
# $verdict: a dc-verdict message, or a dash
dc-action-confirm = Battle { $battle }: confirm ({ $verdict })
# $phase: a dc-phase message
dc-action-end_phase = End { $phase }

# $a, $b: the two sides' nations; $level: a dc-level message
dc-verdict-draw = draw between { $a } and { $b }
dc-verdict-a_wins = { $level } victory of { $a } over { $b }
dc-verdict-b_wins = { $level } victory of { $b } over { $a }
dc-side-a = side A
dc-side-b = side B

## Log lines

# $nation
dc-event-phase_ended = { $nation } ended the phase
dc-event-confirmed = Result of battle { $battle } confirmed
dc-event-entered = Result of battle { $battle } entered, waiting for the other side
# $from, $to: nations
dc-event-proposed = { $from } { $from-number ->
        [plural] propose
       *[other] proposes
    } an alliance to { $to } ({ $points } points)
dc-event-accepted = { $to } { $to-number ->
        [plural] accept
       *[other] accepts
    } the alliance of { $from } (from the next turn)
dc-event-withdrawn = { $from } { $from-number ->
        [plural] withdraw their
       *[other] withdraws its
    } proposal to { $to }
dc-event-break = { $from } { $from-number ->
        [plural] break
       *[other] breaks
    } the alliance with { $to } (at the end of the turn)
dc-event-prussia = Prussia joins the war
dc-event-tsar = The Wrath of the Tsar
dc-event-radnot = The Treaty of Radnot
dc-event-jihad = Jihad

## Phase breakdown lines; $rule: a rule id, $text: the line
dc-report-line = { $rule }: { $text }
dc-report-moved = { $unit } marches from { $from } to { $to }
dc-report-entered_fortress = { $unit } hides in the fortress
dc-report-left_fortress = { $unit } leaves the fortress
dc-report-rests = { $unit } rests
# $na, $nb: each side's numbers (DC-SUP-2)
dc-report-battle = Battle { $battle } in { $land }: { $a } ({ $na }) against { $b } ({ $nb })
dc-report-auto_defeat = Battle { $battle }: a side cannot field a minimal raid, an automatic result
# $a, $b: dice kept by each side; $effa, $effb: effective strengths; $d: the score difference
dc-report-resolved = Battle { $battle } resolved: dice { $a } against { $b }, strengths { $effa } against { $effb }, score difference D = { $d } (GAP-10: under 2 either way a draw, 2–3 tactical, 4–6 strategic, 7 or more historical)
# $winner, $loser: nations; $level: a dc-level message; $land
dc-report-victory = In { $land }: { $level } victory of { $winner } over { $loser }
dc-report-draw = In { $land }: draw between { $a } and { $b }
# $entered: its share of its side's losses; $strength: its PS before the battle
dc-report-unit_share = { $unit } ({ $strength } PS): { $entered } entered
# $by: the multiplier or percentage; $before, $after: losses
dc-loss-result = defeat ×{ $by }: { $before } → { $after }
dc-loss-fortress = fortress defence, half: { $before } → { $after }
dc-loss-storm = storming ×2: { $before } → { $after }
dc-loss-superiority = enemy superiority +{ $by }%: { $before } → { $after }
dc-loss-superiority_ron = enemy superiority, one column less for the Crown, +{ $by }%: { $before } → { $after }
dc-loss-no_retreat_field = could not retreat, in the field ×2: { $before } → { $after }
dc-loss-no_retreat_fortress_s = could not retreat from the fortress, strategic ×1.5: { $before } → { $after }
dc-loss-no_retreat_fortress_h = could not retreat from the fortress, historical ×2: { $before } → { $after }
dc-loss-cap = no more than its { $by } PS: { $before } → { $after }
dc-report-unit_removed = { $unit } loses { $removed } PS
dc-report-individual = Individual points of the commander, { $nation }: { $points }
dc-report-national = National points, { $nation }: { $points }
dc-report-yasyr_lost = { $unit } loses { $n } yasyr
dc-report-destroyed = { $unit } is destroyed
dc-report-retreat = { $unit } retreats to { $land }
dc-report-retreat_fortress = { $unit } retreats into the fortress
# $previous: the nation that lost it; $loot: ducats
dc-report-capture = { $nation } { $nation-number ->
        [plural] capture
       *[other] captures
    } { $land } from { $previous }: +10 points, { $loot } ducats of loot
dc-report-tatar_helper = The Tatars helped take { $land }: +25 points, 10 ducats
dc-report-cossack_capture = { $unit } gains 50 PS for the capture
dc-report-yasyr_taken = { $unit } takes { $n } yasyr in { $land }
dc-report-siege_begins = { $unit } begins the siege of { $land }
dc-report-attrition = { $unit } loses { $n } PS to the siege
dc-report-siege_points = { $nation } { $nation-number ->
        [plural] gain
       *[other] gains
    } { $n } points from the siege of { $land }
dc-report-delivered = { $unit } delivers { $n } yasyr: +{ $points } points, { $ducats } ducats
dc-report-replenished = { $unit } regains { $n } PS at rest
dc-report-cossack_bonus = { $unit } gains { $n } PS entering { $land }
dc-report-alliance_broken = The alliance of { $a } and { $b } is broken
dc-report-alliance_made = { $a } and { $b } are allied
dc-report-tatar_payment = { $payer } { $payer-number ->
        [plural] pay
       *[other] pays
    } the Tatars { $points } points
dc-report-province_points = { $nation }: { $points } points for lands
dc-report-event = Event: { $event }
dc-report-army_arrives = { $unit } takes the field in { $land }
# $reasons: rule ids with their changes
dc-report-morale = Morale of { $nation }: { $before }% → { $after }% ({ $reasons })
dc-report-treasuries = Every treasury collects its taxes and pays its upkeep; each nation reads its own balance in its panel (GAP-23)

## The map

# $land
dc-unit-garrison = Garrison of { $land }
dc-unit-garrison_here = the garrison
dc-counter-army = ARM
dc-counter-in_fortress = FORT
dc-counter-garrison = GAR
# What a counter's code stands for, in the map's legend.
dc-counter-army-legend = an army in the field, its strength points (PS) below
dc-counter-in_fortress-legend = an army inside its own fortress
dc-counter-garrison-legend = the garrison of the land's fortress
# $army; $nation; $ps, $yasyr: numbers; $where: a dc-where message; $besieging: a dc-counter message
# An army in a land's panel, beside its name
dc-army_row = { $ps } PS, { $where }{ $yasyr ->
    [0] {""}
   *[other] , carrying { $yasyr } yasyr
}{ $besieging }
dc-counter-title = { $army } ({ $nation }): { $ps } PS, { $where }{ $yasyr ->
    [0] {""}
   *[other] , carrying { $yasyr } yasyr
}{ $besieging }
dc-counter-besieging = , besieging
dc-counter-empty = {""}
dc-counter-garrison_title = Garrison of { $land }: { $ps } PS
dc-where-field = in the field
dc-where-fortress = in the fortress
dc-mark-fortress = Fortress
# $turn: the siege turn
dc-mark-siege = Under siege, turn { $turn }

## Panels

dc-value = { $v }
dc-yes = yes
dc-no = no
dc-used = taken already
dc-panel-nations = Nations this phase
dc-status-done = done
dc-status-acting = still acting
dc-panel-standings = Standings (score; gain since the start; par; beyond it)
# $score: the score; $gain: its growth since the start; $par: the nation's par (GAP-6); $beyond: the growth beyond it, signed
dc-standing = { $score } ({ $gain ->
    [0] ±0
   *[other] { $gain }
}; par { $par }; { $beyond })
dc-row-morale = Morale (DC-MOR-2)
dc-morale_value = { $morale }%, modifier on the tabletop { $modifier }
dc-row-ducats = Ducats
dc-row-income = Income from lands (DC-TRE-2)
dc-row-loot = Loot and yasyr (DC-TRE-3, 4)
dc-row-land_upkeep = Upkeep of lands (DC-TRE-5)
dc-row-army_upkeep = Upkeep of armies (DC-TRE-6)
dc-row-balance = Last balance (DC-TRE-1)
dc-row-next_balance = Next balance, if nothing changes
dc-next_balance = { $income } + { $loot } − { $lands } − { $armies } = { $total }
dc-row-points = Points (DC-SCORE-1)
dc-row-province_points = Points for lands (DC-PROV-1)
dc-row-individual = Individual points (DC-PTS-1)
dc-row-allies = Allies
dc-count_list = { $count }
dc-row-ally = Ally
# $battle: a number; $land
dc-panel-battle = Battle { $battle }, { $land }
dc-row-side_a = Side A
dc-row-side_b = Side B
# $unit; $ps; $role: a dc-role_in_battle message
dc-fighter = { $unit }: { $ps } PS, { $role }
dc-role_in_battle-attack = attacking
dc-role_in_battle-defensive = defensive posture
dc-role_in_battle-fortress = fortress defence
dc-role_in_battle-storm = storming
dc-role_in_battle-break = breaking out
dc-row-numbers = Numbers (DC-SUP-2), bases to field (DC-AUTO-4)
dc-numbers = { $n }; { $fieldable } bases, at least { $min } needed
dc-row-morale_modifier = Morale modifier (DC-MOR-2)
dc-modifier = { $nation }: { $modifier }
dc-row-privilege = Privilege (DC-DEF-1)
dc-privilege-weaker = defending and weaker: may reroll the scenario dice
dc-privilege-stronger = defending and stronger: the opponent rerolls one die
dc-privilege-fortress = fortress: twice the bases, half the losses (DC-FORT-1)
dc-row-result = Result
dc-result-empty = not entered yet
# $nation: who entered it; $verdict: a dc-verdict message
dc-result-pending = entered by { $nation }, waiting for confirmation: { $verdict }
dc-result-confirmed = confirmed: { $verdict }
dc-panel-diplomacy = Diplomacy
dc-row-alliance = Alliance
dc-row-proposal = Proposal
dc-row-accepted = Accepted, from the next turn
dc-row-breaking = Broken at the end of the turn
dc-pair = { $a } and { $b }
dc-proposal = { $from } to { $to } ({ $points } points)
dc-row-region = Region
dc-row-owner = Owner
dc-row-fortress = Fortress
dc-row-garrison = Garrison (PS)
dc-row-resources = Resources (now / most)
dc-resources = { $now } / { $max }
dc-row-land_income = Ducats a turn (DC-TRE-2)
dc-row-yasyr_here = Yasyr to take (DC-MAP-3)
dc-row-cossack_bonus = Cossack bonus on entry (DC-COS-1)
dc-row-siege = Siege turn (DC-SIEGE-4)
dc-row-order = Order
dc-row-rest_gain = Regained at rest here (DC-REPL-1)

## Amounts a player chooses

dc-amount-ps = PS
dc-amount-recruit = PS to recruit (10 ducats each)
dc-amount-invest = Resources (5 ducats each)
dc-amount-morale = Morale points (100 ducats each)
dc-amount-points = Points for the Tatars
# $nation: the side, by its nation with the most PS
dc-amount-destroyed = { $nation }: bases destroyed
dc-amount-fled = { $nation }: bases fled

## The end


# $nation: the winner; $gain: its score's growth; $par: its par; $beyond: the growth beyond the par
dc-outcome = { $nation } { $nation-number ->
        [plural] win the campaign: their score grew by { $gain }, { $beyond } beyond their par of { $par }.
       *[other] wins the campaign: its score grew by { $gain }, { $beyond } beyond its par of { $par }.
    }

## Buttons of actions with amounts: the fields give the numbers
dc-choice-transfer = Move PS from { $from } to { $to }
dc-choice-split = Split { $slot } off { $parent }
dc-choice-recruit = Recruit PS for { $army }
dc-choice-invest = Invest in { $land }
dc-choice-morale = Raise morale
dc-choice-propose = Propose an alliance to { $nation } for points
dc-choice-enter_result = Battle { $battle }: { $verdict }; enter the bases lost

## The guide: what the nation at the screen can do now and why (issue 19)

# Phase 1. $ducats: the nation's treasury.
dc-guide-movement = Phase 1, in secret: first move strength points (PS) between your armies and garrisons, then give each army one order — march to a neighbouring land, hide in its fortress or rest. It is the only time to spend ducats (you have { $ducats ->
        [one] { $ducats } ducat
       *[other] { $ducats } ducats
    }): on recruits, resources and morale. End the phase when you are done; the others see your moves only when every nation has ended it.
dc-guide-orders = Phase 2, in secret: an army facing hostile armies attacks them or takes a defensive posture; in an enemy land it may storm or besiege the fortress. Give each army its plan for a defeat and for a victory, and propose or answer alliances. End the phase when you are done; the orders are revealed when every nation has.
dc-guide-results_enter = Phase 3: enter the result of your battle as it was fought on the tabletop — who won and how, and the bases each side lost and saw flee — or let the computer resolve it. The other side then confirms your result or enters its own.
dc-guide-results_confirm = Phase 3: the other side has entered the result of a battle you fought. Confirm it if it is what happened on the tabletop, or enter your own instead.
dc-guide-results_done = Phase 3: every battle of yours has its result. End the phase; when every nation has, the turn's losses, points, sieges and captures are computed.

## Issue 37: battle commanders and comments (DC-RES-5), confirmation and
## the deadline (DC-RES-6, GAP-17), locked plans (DC-PLAN-1), the land panel

# $most: the bases that side could field
dc-refuse-too_many_losses = More bases lost than that side had on the table (its PS, twice in a fortress): at most { $most }.
dc-refuse-fortress_besieged = The fortress is besieged: no army can get into it.
dc-refuse-plan_locked = This army's order is given, and it locked the plan: set the plan before the order.
dc-refuse-order_given = This army has its order for this turn.
dc-refuse-awaiting_answer = Your result waits for the other side: it confirms it or enters its own.
dc-refuse-deadline_due = This battle's result was entered as often as it may be ({ $most }): confirm the other side's or let the deadline decide.
dc-refuse-no_dispute = The deadline decides only a disputed result: confirm this one or enter your own first.
dc-refuse-bad_commander = Name a commander of a nation on this side of the battle.
dc-refuse-bad_name = A name of 1 to 40 characters that the nation has not named yet; at most 12 persons a nation.
dc-refuse-long_comment = A comment of at most 200 characters.
dc-refuse-earlier_rules = This campaign was begun under earlier rules of The Deluge, which name no battle commanders, take no comments and keep no deadlines.
dc-report-deadline_resolver = The deadline passed on the disputed result of battle { $battle }: the computer resolves it, and its result stands
dc-report-deadline_draw = The deadline passed on the disputed result of battle { $battle }: no result was agreed, so it is a draw with no losses
dc-report-individual_person = Individual points of { $person }: { $points }
dc-report-comment = Comment: { $comment }
dc-person-chief = the commander-in-chief of { $nation }
dc-person-named = { $name } ({ $nation })
dc-action-deadline = Battle { $battle }: let the deadline decide
dc-action-name_commander = Name { $name } a battle commander
dc-choice-name_commander = Name a battle commander
dc-action-resolve_entry = Battle { $battle }: enter the computer's result (the other side confirms it)
dc-event-confirmed_by = Result of battle { $battle } confirmed; the side commanded by { $person }
dc-event-entered_by = Result of battle { $battle } entered, waiting for the other side; commanded by { $person }; comment: { $comment }
dc-event-deadline_draw = Battle { $battle }: a draw with no losses (the deadline)
dc-event-person_named = { $nation } { $nation-number ->
        [plural] name { $name } to command their
       *[other] names { $name } to command its
    } battles
dc-amount-commander = Commanded by
dc-amount-name = Name
dc-amount-comment = Comment (optional)
dc-panel-persons = Battle commanders (individual points, DC-PTS-1)
dc-row-commander_a = Side A commanded by
dc-row-commander_b = Side B commanded by
dc-row-comment = Comment
dc-row-entries = Results entered (GAP-17)
dc-entries = { $n } of { $most }
dc-row-movement = Movement order
dc-row-plan = Plan after the battle (DC-PLAN-1)
dc-plan_summary = stay after a tactical defeat: { $stay }; retreat: { $retreat }; after a victory: { $victory }
dc-retreat-to = to { $land }
dc-retreat-fortress = into the fortress
dc-retreat-default = where the rules choose (GAP-19)
dc-onlooker = an onlooker
dc-invariant-morale = DC-MOR-1: { $nation } { $nation-number ->
        [plural] have
       *[other] has
    } morale { $morale }, above 100
dc-invariant-strength = GAP-18: { $army } stands on the map with 0 PS
dc-invariant-fortress = GAP-14: { $army } is inside a fortress its land has not, or not its nation's
dc-invariant-yasyr = DC-YAS-1: { $army } carries yasyr, which only the Turks and the Tatars take
dc-invariant-besieging = DC-SIEGE-6: { $army } besieges, but is inside, or its land is not under siege, or not hostile
dc-invariant-siege = DC-SIEGE-6: { $land } is under siege with no army besieging it
dc-invariant-resources = DC-MAP-4: { $land } has more resources than its maximum
dc-invariant-snapshot = GAP-9: the hidden state of the secret phases is kept outside them, or missing in them
dc-invariant-treasury = GAP-23: { $viewer } would read the treasury of { $nation }
dc-invariant-orders = GAP-9: { $viewer } would read this phase's orders or moves of { $nation }
dc-invariant-entries = GAP-17: battle { $battle } took more results than the deadline allows
dc-invariant-consent = DC-RES-6: the result of battle { $battle } stands without the other side's word or a deadline
dc-invariant-done = DC-RES-7: { $nation } ended phase 3 with a result open
dc-invariant-province = DC-PROV-1: the province points of { $nation } are not those of its lands
dc-invariant-individual = DC-PTS-1: the individual points of all nations do not add up to nothing
dc-invariant-persons = DC-PTS-1: the individual points of the persons of { $nation } are not the nation's

## Issue 36: what a land offers a newcomer that is not possible now, and why.
dc-panel-not_now = Not possible now
dc-not_now-march = March to another land
dc-not_now-recruit = Recruit
dc-not_now-storm = Storm the fortress
dc-value-refused = { $reason } ({ $rule })

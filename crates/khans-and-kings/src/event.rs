//! Events: every change to the state is one of these, applied by `apply`
//! and told in the log (`describe`).

use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::Resource;
use crate::data::tables::{Colour, Doctrine, Government, LossResult, Strategic, Weather};
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::state::{Battle, Captive, Finish, GeneralAt, Phase, State, Unit};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// Why a stockpile changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// KK-PROV-03 — Wealth of provinces of the colour rolled.
    Wealth,
    /// KK-TURN-08b — building production.
    Buildings,
    /// KK-RES-07 — a growth modifier.
    Growth,
    /// KK-REC-01 — recruitment.
    Recruit,
    /// KK-BLD — building.
    Build,
    /// KK-UNIT-14 — an upgrade.
    Upgrade,
    /// GAP-29 — replenishing losses.
    Replenish,
    /// KK-REC-32 — a disband refund.
    Disband,
    /// KK-BLD-05 — a dismantling refund.
    Dismantle,
    /// KK-PLN — plunder.
    Plunder,
    /// GAP-34 — a general's recruitment.
    General,
    /// GAP-22 — a logistics transfer.
    Logistics,
    /// KK-TRADE-01 — a trade between states.
    Exchange,
    /// GAP-02 — an event.
    Event,
}

/// Why a unit left the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loss {
    /// GAP-28 — a third level of losses.
    Destroyed,
    /// KK-CMB-19 — it could not retreat.
    Trapped,
    /// GAP-42 — routed and beaten again.
    Overrun,
    /// KK-REC-32 — disbanded by its owner.
    Disbanded,
    /// KK-WIN-06 — its state was eliminated.
    Eliminated,
    /// AMB-54 — no room after the battle.
    NoRoom,
    /// KK-NAV-04, GAP-28 EMBARKED — aboard a ship that was sunk or taken.
    Sunk,
}

/// Which way a unit travelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Travel {
    /// On foot (or hoof), step by step.
    March,
    /// KK-BLD-10 — by rail.
    Rail,
    /// KK-BLD-16 — between logistics centres.
    Logistics,
    /// KK-CMB-07, AMB-20 — a retreat after losing.
    Retreat,
    /// AMB-54 — back to its starting position after a battle.
    Return,
    /// KK-AIR-01 — an aircraft flew to another base.
    Flight,
    /// KK-CMB-21, AMB-50 — a defender fled the battle (not routed).
    Fled,
    /// GAP-44 — a state that broke its alliance leaves the sub-provinces
    /// it shared with its former ally.
    Parted,
    /// KK-NAV-04, KK-NAV-05 — land units went ashore from their ships (the
    /// whole move).
    Landing,
}

/// One side of an engagement, as it was counted (KK-CMB-23, 6.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    /// The unit.
    pub unit: UnitId,
    /// Its d4.
    pub die: u8,
    /// Each part of its value: base, terrain, type, experience… with the
    /// rule that gives it (a translation key's last part) and the amount.
    pub parts: Vec<(String, i32)>,
    /// Its total.
    pub total: i32,
}

/// An engagement's outcome (KK-CMB-05…KK-CMB-07, GAP-35).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engagement {
    /// The attacking unit's count.
    pub attack: Count,
    /// Each supporter and what it adds (KK-CMB-14).
    pub support: Vec<(UnitId, i32)>,
    /// The target's count.
    pub defence: Count,
    /// The attacker won (ties fail, AMB-21).
    pub attacker_wins: bool,
    /// The loser's Morale, which the difference is held against.
    pub morale: i32,
    /// The loser is routed (KK-CMB-06).
    pub rout: bool,
    /// GAP-35 — the loss table's result.
    pub losses: LossResult,
}

/// An event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// KK-TURN-03…06 — a turn begins: the drawer's 2d10 and the weather.
    TurnBegan {
        /// The turn.
        turn: u32,
        /// Who drew the event (AMB-01).
        drawer: Player,
        /// The two d10 (GAP-02: summed).
        event: (u8, u8),
        /// The weather die and the weather it gives this season (GAP-03, GAP-04).
        weather: (u8, Weather),
    },
    /// KK-TURN-07 — the Colour Die (none: White, each state picks).
    ColourRolled {
        /// The face.
        face: u8,
        /// Its colour.
        colour: Option<Colour>,
    },
    /// GAP-01 — a state picks its colour when White is rolled.
    WhiteChosen {
        /// The state.
        player: Player,
        /// The colour.
        colour: Colour,
    },
    /// A stockpile changes.
    Stock {
        /// Whose.
        player: Player,
        /// The changes by resource.
        changes: Vec<(Resource, i64)>,
        /// Why.
        why: Why,
    },
    /// KK-RES-12, AMB-67 — a strategic unit is received from its source.
    StrategicGained {
        /// Who.
        player: Player,
        /// What.
        resource: Strategic,
        /// From which source.
        source: ProvinceId,
    },
    /// KK-RES-14 — a strategic unit is used up (it regenerates).
    StrategicSpent {
        /// Whose.
        player: Player,
        /// What.
        resource: Strategic,
    },
    /// GAP-04 — an industrial state heats in winter (a Coal or Oil unit is
    /// used up) or goes cold (contentment one lower this turn).
    Heating {
        /// Who.
        player: Player,
        /// What it burned, if anything.
        burned: Option<Strategic>,
    },
    /// KK-TRADE-03 — a strategic unit changes hands.
    StrategicGiven {
        /// From.
        from: Player,
        /// To.
        to: Player,
        /// What.
        resource: Strategic,
    },
    /// KK-TRADE-05…14 — a port or caravanserai trade.
    Traded {
        /// Who.
        player: Player,
        /// The port or caravanserai.
        at: RegionId,
        /// A caravanserai (else a port).
        caravanserai: bool,
        /// The die.
        die: u8,
        /// The rate: give this many for one.
        rate: u32,
        /// Given.
        gave: (Resource, u32),
        /// Received.
        got: (Resource, u32),
    },
    /// The phase or whose turn in it changes.
    PhaseSet {
        /// The phase.
        phase: Phase,
        /// The slot.
        slot: u32,
    },
    /// AMB-53 — a state's economy window is over.
    EconomyDone {
        /// Who.
        player: Player,
    },
    /// KK-INIT-02, AMB-03 — the Strategic Initiative rolls and the order.
    Initiative {
        /// Each state's die and modifier (re-rolls included, in order).
        rolls: Vec<(Player, u8, i32)>,
        /// The movement order.
        order: Vec<Player>,
    },
    /// A unit appears.
    UnitPlaced {
        /// The unit.
        unit: Unit,
    },
    /// Units move.
    UnitsMoved {
        /// Which.
        units: Vec<UnitId>,
        /// From.
        from: RegionId,
        /// To.
        to: RegionId,
        /// How.
        travel: Travel,
        /// Movement points spent, in half points.
        cost: u8,
        /// GAP-03 — units that pay rain's point on this step (one more).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        rain: Vec<UnitId>,
    },
    /// A unit leaves the map.
    UnitRemoved {
        /// Which.
        unit: UnitId,
        /// Why.
        why: Loss,
    },
    /// GAP-28 — a unit's loss level changes (0–2).
    LossLevel {
        /// Which.
        unit: UnitId,
        /// Its new level.
        level: u8,
    },
    /// GAP-29 — a unit is replenished: one level of losses less, once a turn.
    Replenished {
        /// Which.
        unit: UnitId,
    },
    /// GAP-28, GAP-30 — a unit is routed, or regrouped.
    Routed {
        /// Which.
        unit: UnitId,
        /// Routed (else regrouped).
        routed: bool,
    },
    /// GAP-38 — experience points.
    Experience {
        /// Which.
        unit: UnitId,
        /// Points gained.
        gained: u32,
    },
    /// GAP-32 — an upgrade fitted.
    Upgraded {
        /// Which.
        unit: UnitId,
        /// The upgrade.
        upgrade: crate::data::upgrades::Upgrade,
        /// KK-REC-32, AMB-63 (rules 4) — what was paid for it after the
        /// unit's recruitment, counted in the unit's disband refund (rules
        /// 1–3 left it out; an upgrade fitted at recruitment is in the
        /// recruitment's price).
        #[serde(default, skip_serializing_if = "is_empty_stock")]
        paid: crate::data::resources::Stock,
    },
    /// GAP-31 — supply checked for a state's units: these are cut off.
    Supply {
        /// Whose.
        player: Player,
        /// The units out of supply.
        unsupplied: Vec<UnitId>,
    },
    /// GAP-36 — a state's movement phase begins: movement points.
    MovementPoints {
        /// Each unit's points, in half points, and whether rain will cost
        /// it a point off the roads (GAP-03).
        units: Vec<(UnitId, u8, bool)>,
    },
    /// KK-PLN-03 — a unit has plundered (or blown up) this turn.
    Plundered {
        /// Which.
        unit: UnitId,
    },
    /// A unit's action is used (attack, support, fire, plunder; GAP-29).
    Acted {
        /// Which.
        unit: UnitId,
    },
    /// KK-BLD — a building is erected.
    Built {
        /// Where.
        at: RegionId,
        /// What.
        building: Building,
    },
    /// A building is gone (dismantled, plundered, blown up, bombarded).
    Demolished {
        /// Where.
        at: RegionId,
        /// What.
        building: Building,
    },
    /// An edge building is erected.
    EdgeBuilt {
        /// The edge.
        edge: usize,
        /// What.
        what: EdgeBuilding,
    },
    /// An edge building is gone.
    EdgeRemoved {
        /// The edge.
        edge: usize,
        /// What.
        what: EdgeBuilding,
    },
    /// AMB-19 — hostile land units cross into a province (the first to
    /// enter takes it when its defenders are gone; a levy is due).
    ProvinceEntered {
        /// Which.
        province: ProvinceId,
        /// By whom.
        by: Player,
    },
    /// KK-CAP-03, AMB-19 — a province changes hands.
    ProvinceTaken {
        /// Which.
        province: ProvinceId,
        /// Its new owner.
        by: Owner,
    },
    /// KK-REC-19 — the levy right is used or lapses.
    LevyUsed {
        /// Where.
        province: ProvinceId,
    },
    /// KK-REC-29 — feudal privileges are granted.
    Privileged {
        /// Where.
        province: ProvinceId,
    },
    /// KK-CMB-01 — a battle begins where the attacker entered.
    BattleOpened {
        /// The battle.
        battle: Battle,
    },
    /// More attacking units enter the battle's sub-province.
    BattleJoined {
        /// The unit and where it came from.
        units: Vec<(UnitId, RegionId)>,
    },
    /// The attacker declares the battle (no more units may join).
    BattleBegun,
    /// KK-CMB-03…07 — an engagement is fought.
    Engaged {
        /// How it was counted and came out.
        engagement: Engagement,
    },
    /// KK-CMB-28…30, AMB-28 — ranged fire.
    Fired {
        /// How it was counted and came out.
        engagement: Engagement,
    },
    /// KK-CMB-31, KK-CMB-32 — a building is bombarded.
    Bombarded {
        /// The firing unit.
        unit: UnitId,
        /// Where.
        at: RegionId,
        /// Its die (a d4, a d8 at a Stronghold).
        die: u8,
        /// The target is a Stronghold.
        stronghold: bool,
    },
    /// KK-CMB-11 — the battle is over.
    BattleClosed,
    /// GAP-44 — two states make peace or an alliance (at once).
    PactMade {
        /// One.
        a: Player,
        /// The other.
        b: Player,
        /// Peace or alliance.
        relation: crate::diplomacy::Relation,
    },
    /// GAP-44 — a state declares war on its partner: the pact ends as this
    /// turn's movement phase begins.
    WarDeclared {
        /// Who declares it.
        by: Player,
        /// On whom.
        on: Player,
    },
    /// GAP-44 — a pact ends in war.
    PactEnded {
        /// One.
        a: Player,
        /// The other.
        b: Player,
    },
    /// Rules 4 — a state is asked a question it answers at once (`Ask`).
    Asked {
        /// The question.
        ask: crate::state::Ask,
    },
    /// Rules 4 — the first question asked is answered: flee or stand
    /// (KK-CMB-21), tribal warriors called or not (KK-REC-23).
    Answered {
        /// Yes: the defender flees, the warriors are called.
        yes: bool,
    },
    /// KK-GENL-04 — a general is recruited, placed, moved or withdrawn.
    GeneralMoved {
        /// Whose.
        player: Player,
        /// His number.
        number: u8,
        /// Where he is now.
        at: GeneralAt,
    },
    /// GAP-34 — a general's experience.
    GeneralExperience {
        /// Whose.
        player: Player,
        /// His number.
        number: u8,
        /// Points gained.
        gained: u32,
    },
    /// KK-GENL-10 — a general regroups a unit (counts against his Command).
    GeneralRegrouped {
        /// Whose.
        player: Player,
        /// His number.
        number: u8,
    },
    /// KK-TRADE-01 — an offer is made.
    Offered {
        /// The offer.
        offer: crate::state::Offer,
    },
    /// An offer is accepted: the goods change hands at once (GAP-44).
    OfferAccepted {
        /// Its place in the list.
        index: usize,
    },
    /// An offer is declined, withdrawn or lapses.
    OfferClosed {
        /// Its place in the list.
        index: usize,
        /// Declined by the other state (else withdrawn or lapsed).
        declined: bool,
    },
    /// GAP-11 — this turn's strikes: in national provinces, in conquered ones.
    Strikes {
        /// Whose.
        player: Player,
        /// National provinces on strike.
        national: bool,
        /// Conquered provinces on strike.
        conquered: bool,
    },
    /// GAP-10, GAP-12 — national contentment changes.
    Contentment {
        /// Whose.
        player: Player,
        /// The new level.
        level: u8,
    },
    /// GAP-06, GAP-07 — a government or a doctrine changes.
    Changed {
        /// Whose.
        player: Player,
        /// The new government.
        government: Government,
        /// The new doctrine.
        doctrine: Doctrine,
    },
    /// KK-WIN-06 — a state loses its last province.
    Eliminated {
        /// Who.
        player: Player,
    },
    /// The game ends.
    GameOver {
        /// How.
        finish: Finish,
    },
    /// KK-AIR-07, KK-AIR-08, AMB-49 — a fighter meets an enemy aircraft's
    /// mission (the fighter is the attacker).
    Intercepted {
        /// How it was counted and came out.
        engagement: Engagement,
    },
    /// KK-AIR-05, KK-AIR-06, AMB-69 — an anti-aircraft unit fires on an
    /// aircraft on its mission, and rolls the d6 that may turn it back.
    AntiAircraft {
        /// How it was counted and came out (the gun is the attacker).
        engagement: Engagement,
        /// The d6: 5 or 6 turns the mission back.
        die: u8,
    },
    /// KK-AIR-06, KK-AIR-09 — an aircraft's mission is turned back.
    MissionAborted {
        /// The aircraft.
        unit: UnitId,
    },
    /// KK-AIR-10, AMB-62 — a bombing raid on a building.
    Bombed {
        /// The aircraft.
        unit: UnitId,
        /// The building's sub-province.
        at: RegionId,
        /// The d8.
        die: u8,
        /// The aircraft's bombing value: the least that destroys.
        need: u8,
    },
    /// KK-UNIT-18, AMB-44 — an aircraft at a base the enemy holds changes sides.
    BaseTaken {
        /// The aircraft.
        unit: UnitId,
        /// Its new owner.
        by: Player,
    },
    /// KK-POW-01, GAP-42 — a unit is taken prisoner into a camp.
    Captured {
        /// Which.
        unit: UnitId,
        /// By whom.
        by: Player,
        /// The camp's sub-province (GAP-41: the nearest with room).
        camp: RegionId,
        /// KK-POW-08 — surrendered by its own state.
        surrendered: bool,
    },
    /// KK-POW-06, KK-POW-11 — a win-over is tried (once ever).
    WinOverRolled {
        /// The prisoner.
        prisoner: Captive,
        /// The d8.
        die: u8,
        /// It joins the holder.
        joined: bool,
    },
    /// KK-POW-04, KK-POW-06, KK-POW-09, AMB-45 — a prisoner leaves its camp
    /// for the map, fresh, as `owner`'s unit.
    PrisonerFreed {
        /// Which.
        unit: UnitId,
        /// Whose unit it is now.
        owner: Player,
        /// Where it appears.
        at: RegionId,
    },
    /// KK-POW-05, KK-POW-09 — a prisoner is gone: liquidated, or lost with its camp.
    PrisonerLost {
        /// Which.
        unit: UnitId,
        /// Liquidated by its holder (else lost with its camp).
        liquidated: bool,
    },
    /// KK-POW-10, KK-POW-07, KK-POW-09 — a prisoner goes to a camp (perhaps
    /// another holder's).
    PrisonerMoved {
        /// Which.
        unit: UnitId,
        /// Who holds it now.
        holder: Player,
        /// The camp.
        camp: RegionId,
        /// A transfer by its holder (counts against once a turn).
        transfer: bool,
    },
    /// KK-POW-11, AMB-46 — a captured general won over joins his captor's
    /// pool in the place of one of its unrecruited generals.
    GeneralWonOver {
        /// His state.
        player: Player,
        /// His number.
        number: u8,
        /// The captor.
        by: Player,
        /// The captor's unrecruited general whose place he takes.
        slot: u8,
    },
    /// KK-CMB-33, AMB-29 (1) — a contamination marker is laid.
    Contaminated {
        /// Where.
        at: RegionId,
    },
    /// KK-CMB-36 — rain, snow or a storm washes a marker away.
    Decontaminated {
        /// Where.
        at: RegionId,
    },
    /// KK-CMB-36 — the wind carries a marker to a neighbouring sub-province.
    Drifted {
        /// From where.
        from: RegionId,
        /// To where.
        to: RegionId,
    },
    /// KK-CMB-34, AMB-29 (4) — a unit on contaminated ground suffers Losses.
    Poisoned {
        /// The unit.
        unit: UnitId,
    },
    /// GAP-13 — a mine barrier is laid.
    MinesLaid {
        /// Where.
        at: RegionId,
        /// Whose.
        by: Player,
    },
    /// GAP-13 — a mine barrier is cleared.
    MinesSwept {
        /// Where.
        at: RegionId,
        /// By whom.
        by: Player,
    },
    /// GAP-13 — a ship in an enemy barrier rolls its d6 (1–2: Losses).
    MineStruck {
        /// The ship.
        unit: UnitId,
        /// The d6.
        die: u8,
    },
    /// KK-REV-05, KK-REV-06, AMB-37 — a revolution breaks out in a province
    /// of `player` (its Red Guard follow, placed one by one).
    Revolution {
        /// The state.
        player: Player,
        /// Where.
        province: ProvinceId,
    },
    /// KK-REV-09, GAP-46 — the Red Guard liberated a province of `player`:
    /// it belongs to no state.
    Liberated {
        /// The state that lost it.
        player: Player,
        /// Which.
        province: ProvinceId,
    },
    /// KK-REV-04, GAP-46 — an uprising liberated a province of `player`:
    /// no land unit of that state remained there (from rules 3 on); it
    /// belongs to no state.
    UprisingLiberated {
        /// The state that lost it.
        player: Player,
        /// Which.
        province: ProvinceId,
    },
    /// GAP-05 — a state takes the top card of a deck into its hand (which
    /// card is told to nobody: the hand is secret, KK-GOV-02).
    DecisionDrawn {
        /// Who.
        player: Player,
        /// From which deck.
        deck: crate::decisions::Deck,
        /// The season's draw of its choice (one fewer owed).
        chosen: bool,
    },
    /// GAP-05 — a season begins: the state owes itself a draw.
    DecisionDue {
        /// Who.
        player: Player,
    },
    /// GAP-05, AMB-58 — a card goes back to the bottom of its deck (over the
    /// hand limit, or its state eliminated), named by its place in the hand.
    DecisionReturned {
        /// Whose.
        player: Player,
        /// Its place in the hand.
        slot: u8,
    },
    /// KK-GOV-01, KK-GOV-04 — a card is played (public) and goes back to its deck.
    DecisionPlayed {
        /// Who.
        player: Player,
        /// The card.
        card: crate::decisions::Card,
        /// On what.
        on: crate::decisions::Target,
    },
    /// KK-GOV-04, AMB-59 — a deck is shuffled face down.
    DeckShuffled {
        /// Which.
        deck: crate::decisions::Deck,
        /// Its new order (secret, KK-GOV-02).
        order: Vec<crate::decisions::Card>,
        /// The hidden stream after the shuffle.
        stream: u64,
    },
    /// GAP-05 Sabotage — its d6 (5–6 destroys the building).
    Sabotaged {
        /// The building's sub-province.
        at: RegionId,
        /// The d6.
        die: u8,
    },
    /// GAP-05 Fortune of War — a unit re-rolls its own d4 (the card is spent).
    FortuneRerolled {
        /// The unit.
        unit: UnitId,
        /// The new d4.
        die: u8,
    },
    /// KK-GOV-07, GAP-08 — a state's set of victory conditions, drawn with a
    /// d6 or chosen (FREE CHOICE); secret: its text never names the set.
    ObjectivesSet {
        /// Whose.
        player: Player,
        /// The set.
        set: crate::objectives::Objective,
        /// Chosen (FREE CHOICE) rather than drawn.
        chosen: bool,
    },
    /// GAP-08 WARLORD, GAP-12 — a state eliminated an enemy unit: its count.
    Kills {
        /// Whose.
        player: Player,
        /// Enemy units it has eliminated since the start.
        total: u32,
    },
    /// KK-NAV-04 — land units go aboard ships at `at` from `from`: their
    /// move and the ships' end (loading takes the turn).
    Embarked {
        /// Each unit and the ship that takes it.
        loads: Vec<(UnitId, UnitId)>,
        /// Where they stood.
        from: RegionId,
        /// Where the ships are (a harbour, or the sea next to `from`).
        at: RegionId,
    },
    /// KK-GENL-20, KK-GENL-21 — a general boards his flagship (`flagship`
    /// and `at` set), an admiral goes ashore at `at` (no flagship), or dies
    /// with his flagship (neither).
    Admiral {
        /// His state.
        player: Player,
        /// His number.
        number: u8,
        /// The ship he is aboard.
        flagship: Option<UnitId>,
        /// Where he is.
        at: Option<RegionId>,
    },
    /// KK-GENL-15 — a Communications unit regroups a routed unit in its
    /// range (counts against its `COM n` this turn).
    SignalsRegrouped {
        /// The Communications unit.
        by: UnitId,
        /// The unit regrouped.
        unit: UnitId,
    },
    /// KK-REC-19, AMB-16 — the levy of a province may be called in this
    /// movement phase of its owner.
    LevyOpened {
        /// The province.
        province: ProvinceId,
    },
    /// KK-REC-26 — an enemy removed a building of a province whose tribal
    /// warriors stand: noted for them to rebuild.
    Ruined {
        /// Where.
        at: RegionId,
        /// What.
        building: Building,
    },
    /// KK-REC-26 — a tribal warrior sent home rebuilds a noted building, free.
    Rebuilt {
        /// Where.
        at: RegionId,
        /// What.
        building: Building,
    },
    /// KK-NPU-06…08, GAP-46 — what an independent unit sets out to do in
    /// the independent step (rules 2 on; the march and the plunder follow).
    Independent {
        /// The unit.
        unit: UnitId,
        /// What for.
        aim: crate::aims::Aim,
        /// The sub-province it aims at.
        at: RegionId,
    },
}

/// Applies an event to the state.
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::TurnBegan { turn, weather, event, .. } => begin_turn(s, *turn, weather.1, event.0 + event.1),
        Event::ColourRolled { colour, .. } => s.colour = *colour,
        Event::WhiteChosen { player, colour } => s.players[player.index()].white = Some(*colour),
        Event::Stock { player, changes, .. } => {
            let stock = &mut s.players[player.index()].stock;
            for &(r, n) in changes {
                let v = i64::from(stock.get(r)) + n;
                stock.0[r.index()] = u32::try_from(v.max(0)).unwrap_or(u32::MAX);
            }
        }
        Event::StrategicGained { player, resource, source } => {
            s.players[player.index()].strategic.push((*resource, *source));
        }
        Event::StrategicSpent { player, resource } => take_strategic(s, *player, *resource),
        Event::Heating { player, burned } => {
            if let Some(r) = burned {
                take_strategic(s, *player, *r);
            }
            s.players[player.index()].cold = burned.is_none();
        }
        Event::StrategicGiven { from, to, resource } => {
            if let Some(i) = s.players[from.index()].strategic.iter().position(|(r, _)| r == resource) {
                let unit = s.players[from.index()].strategic.remove(i);
                s.players[to.index()].strategic.push(unit);
            }
        }
        Event::Traded { player, at, caravanserai, gave, got, .. } => {
            let ps = &mut s.players[player.index()];
            if *caravanserai {
                ps.caravan_trades += 1;
            } else {
                ps.ports_used.push(*at);
            }
            ps.stock.take(gave.0, gave.1);
            ps.stock.add(got.0, got.1);
        }
        Event::PhaseSet { phase, slot } => {
            s.phase = *phase;
            s.slot = *slot;
        }
        Event::EconomyDone { player } => {
            let ps = &mut s.players[player.index()];
            ps.done = true;
            // GAP-05: a draw owed with every deck empty lapses.
            ps.due = 0;
        }
        Event::Initiative { order, .. } => s.order.clone_from(order),
        Event::UnitPlaced { unit } => {
            // KK-REC-26: warriors called anew note ruins afresh.
            if let Some(crate::state::Origin::Tribal(province)) = unit.origin
                && let Some(p) = s.provinces.get_mut(province.index())
            {
                p.ruins.clear();
            }
            s.next_unit = s.next_unit.max(unit.id.0 + 1);
            let at = s.units.partition_point(|u| u.id < unit.id);
            s.units.insert(at, unit.clone());
        }
        Event::UnitsMoved { units, to, travel, cost, rain, .. } => {
            for u in s.units.iter_mut().filter(|u| units.contains(&u.id)) {
                u.at = *to;
                match travel {
                    Travel::March => {
                        let wet = rain.contains(&u.id);
                        u.mp = u.mp.saturating_sub(*cost + if wet { 2 } else { 0 });
                        u.rain &= !wet;
                        u.moved = true;
                        u.acted = true;
                    }
                    Travel::Rail | Travel::Logistics => {
                        u.mp = 0;
                        u.moved = true;
                        u.acted = true;
                    }
                    Travel::Retreat | Travel::Return | Travel::Flight | Travel::Fled | Travel::Parted => u.mp = 0,
                    Travel::Landing => {
                        u.aboard = None;
                        u.mp = 0;
                        u.moved = true;
                        u.acted = true;
                    }
                }
            }
            // KK-NAV-04, KK-GENL-20: units and admirals aboard go where their ship goes.
            for u in s.units.iter_mut().filter(|u| u.aboard.is_some_and(|ship| units.contains(&ship))) {
                u.at = *to;
            }
            for g in s.players.iter_mut().flat_map(|p| &mut p.generals) {
                if g.flagship.is_some_and(|ship| units.contains(&ship)) {
                    g.at = GeneralAt::Map(*to);
                }
            }
        }
        Event::Independent { .. } => {}
        Event::Admiral { player, number, flagship, at } => with_general(s, *player, *number, |g| {
            g.flagship = *flagship;
            g.at = at.map_or(GeneralAt::Dead, GeneralAt::Map);
            g.moved = true;
        }),
        Event::Embarked { loads, at, .. } => {
            for &(unit, ship) in loads {
                with_unit(s, unit, |u| {
                    u.aboard = Some(ship);
                    u.at = *at;
                    u.mp = 0;
                    u.moved = true;
                    u.acted = true;
                });
                with_unit(s, ship, |u| u.mp = 0);
            }
        }
        Event::UnitRemoved { unit, why } => {
            let owner = s.units.iter().find(|u| u.id == *unit).and_then(|u| u.owner);
            if let (Some(p), Loss::Destroyed | Loss::Trapped | Loss::Overrun | Loss::NoRoom | Loss::Sunk) = (owner, why)
            {
                s.players[p.index()].lost_this_turn += 1;
            }
            s.units.retain(|u| u.id != *unit);
        }
        Event::LossLevel { unit, level } => with_unit(s, *unit, |u| u.losses = *level),
        Event::Replenished { unit } => with_unit(s, *unit, |u| {
            u.losses = u.losses.saturating_sub(1);
            u.replenished = true;
        }),
        Event::Routed { unit, routed } => with_unit(s, *unit, |u| u.routed = *routed),
        Event::Experience { unit, gained } => with_unit(s, *unit, |u| u.xp += gained),
        Event::Upgraded { unit, upgrade, paid } => with_unit(s, *unit, |u| {
            u.upgrades.push(*upgrade);
            for (r, n) in paid.amounts() {
                u.paid.add(r, n);
            }
        }),
        Event::Supply { player, unsupplied } => {
            for u in s.units.iter_mut().filter(|u| u.owner == Some(*player)) {
                u.unsupplied = unsupplied.contains(&u.id);
            }
        }
        Event::MovementPoints { units } => {
            // AMB-49: a fighter intercepts once in each state's movement phase.
            for u in &mut s.units {
                u.intercepted = false;
            }
            for &(id, mp, rain) in units {
                with_unit(s, id, |u| {
                    u.mp = mp;
                    u.rain = rain;
                    u.moved = false;
                    u.acted = false;
                });
            }
        }
        Event::Plundered { unit } => with_unit(s, *unit, |u| {
            u.plundered = true;
            u.acted = true;
        }),
        Event::Acted { unit } => {
            let armour_acts_again = s.rules >= 2;
            with_unit(s, *unit, |u| {
                u.acted = true;
                u.mp = crate::movement::points_after_acting(u, armour_acts_again);
            });
        }
        Event::Built { at, building } => set_building(s, *at, Some(*building)),
        Event::Demolished { at, .. } => set_building(s, *at, None),
        Event::EdgeBuilt { edge, what } => set_edge(s, *edge, *what, true),
        Event::EdgeRemoved { edge, what } => set_edge(s, *edge, *what, false),
        Event::ProvinceEntered { province, by } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.entered_by = p.entered_by.or(Some(*by));
                p.levy_due = p.owner.is_some();
            }
        }
        Event::Liberated { province, .. } | Event::UprisingLiberated { province, .. } => {
            apply(s, &Event::ProvinceTaken { province: *province, by: None })
        }
        Event::Revolution { .. } => {}
        Event::ProvinceTaken { province, by } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.owner = *by;
                p.entered_by = None;
                p.levy_due = false;
                p.levy_open = false;
                p.privileged = false;
            }
        }
        Event::LevyUsed { province } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.levy_due = false;
                p.levy_open = false;
            }
        }
        Event::Ruined { at, building } => {
            if let Some(p) = crate::map::map().province_of(*at).and_then(|pr| s.provinces.get_mut(pr.index())) {
                p.ruins.push((*at, *building));
            }
        }
        Event::Rebuilt { at, building } => {
            set_building(s, *at, Some(*building));
            if let Some(p) = crate::map::map().province_of(*at).and_then(|pr| s.provinces.get_mut(pr.index())) {
                p.ruins.retain(|r| r != &(*at, *building));
            }
        }
        Event::LevyOpened { province } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.levy_due = false;
                p.levy_open = true;
            }
        }
        Event::Privileged { province } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.privileged = true;
            }
        }
        Event::BattleOpened { battle } => s.battle = Some(battle.clone()),
        Event::BattleJoined { units } => {
            if let Some(b) = s.battle.as_mut() {
                b.attackers.extend(units.iter().copied());
            }
        }
        Event::BattleBegun => {
            if let Some(b) = s.battle.as_mut() {
                b.begun = true;
            }
        }
        Event::Engaged { engagement } => {
            if let Some(b) = s.battle.as_mut() {
                b.begun = true;
                b.acted.push(engagement.attack.unit);
                b.acted.extend(engagement.support.iter().map(|(id, _)| *id));
            }
        }
        Event::Fired { engagement } => with_unit(s, engagement.attack.unit, |u| {
            u.acted = true;
            u.mp = 0;
        }),
        Event::Bombarded { .. } => {}
        Event::BattleClosed => {
            s.battle = None;
            // KK-CMB-21: a battle over leaves nobody to flee from it.
            s.asks.retain(|a| !matches!(a, crate::state::Ask::Flee(_)));
        }
        Event::Asked { ask } => s.asks.push(*ask),
        Event::PactMade { a, b, relation } => {
            let (a, b) = if a.index() <= b.index() { (*a, *b) } else { (*b, *a) };
            s.pacts.retain(|x| !(x.a == a && x.b == b));
            s.pacts.push(crate::diplomacy::Pact { a, b, relation: *relation, since: s.turn, ending: None });
        }
        Event::WarDeclared { by, on } => {
            for x in &mut s.pacts {
                if (x.a == *by && x.b == *on) || (x.a == *on && x.b == *by) {
                    x.ending = Some(*by);
                }
            }
        }
        Event::PactEnded { a, b } => s.pacts.retain(|x| !((x.a == *a && x.b == *b) || (x.a == *b && x.b == *a))),
        Event::Answered { .. } => {
            if !s.asks.is_empty() {
                s.asks.remove(0);
            }
        }
        Event::GeneralMoved { player, number, at } => with_general(s, *player, *number, |g| {
            g.flagship = None;
            g.moved = !matches!(at, GeneralAt::Captured(_));
            // KK-POW-06: each captivity has its one win-over attempt.
            g.tried &= !matches!(at, GeneralAt::Captured(_));
            g.at = *at;
        }),
        Event::GeneralExperience { player, number, gained } => with_general(s, *player, *number, |g| g.xp += gained),
        Event::GeneralRegrouped { player, number } => with_general(s, *player, *number, |g| g.regrouped += 1),
        Event::SignalsRegrouped { by, unit } => {
            with_unit(s, *by, |c| c.regrouped = c.regrouped.saturating_add(1));
            with_unit(s, *unit, |u| u.routed = false);
        }
        Event::Contentment { player, level } => s.players[player.index()].contentment = *level,
        Event::Strikes { player, national, conquered } => s.players[player.index()].strikes = (*national, *conquered),
        Event::Changed { player, government, doctrine } => {
            let p = &mut s.players[player.index()];
            p.government = *government;
            p.doctrine = *doctrine;
            p.changed = true;
        }
        Event::Offered { offer } => s.offers.push(offer.clone()),
        Event::OfferAccepted { index } => {
            if *index < s.offers.len() {
                let o = s.offers.remove(*index);
                let (from, to) = (o.from.index(), o.to.index());
                s.players[from].stock.take(o.give.0, o.give.1);
                s.players[to].stock.add(o.give.0, o.give.1);
                s.players[to].stock.take(o.get.0, o.get.1);
                s.players[from].stock.add(o.get.0, o.get.1);
                if let Some(r) = o.strategic
                    && let Some(i) = s.players[from].strategic.iter().position(|(x, _)| *x == r)
                {
                    let unit = s.players[from].strategic.remove(i);
                    s.players[to].strategic.push(unit);
                }
            }
        }
        Event::OfferClosed { index, .. } => {
            if *index < s.offers.len() {
                s.offers.remove(*index);
            }
        }
        Event::Eliminated { player } => s.players[player.index()].eliminated = true,
        Event::GameOver { finish } => s.finish = Some(finish.clone()),
        Event::ObjectivesSet { player, set, .. } => crate::objectives::apply(s, *player, *set),
        Event::Kills { player, total } => s.players[player.index()].kills = *total,
        Event::Intercepted { engagement } => with_unit(s, engagement.attack.unit, |u| u.intercepted = true),
        Event::AntiAircraft { engagement, .. } => with_unit(s, engagement.attack.unit, |u| u.aa_fired = true),
        Event::MissionAborted { .. } | Event::Bombed { .. } | Event::Poisoned { .. } | Event::MineStruck { .. } => {}
        Event::MinesLaid { at, by } => {
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.mines = Some(*by);
            }
        }
        Event::MinesSwept { at, .. } => {
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.mines = None;
            }
        }
        Event::Contaminated { at } => {
            let turn = s.turn;
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.contaminated = Some(turn);
            }
        }
        Event::Decontaminated { at } => {
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.contaminated = None;
            }
        }
        Event::Drifted { from, to } => {
            let laid = s.subs.get_mut(from.index()).and_then(|x| x.contaminated.take());
            if let Some(x) = s.subs.get_mut(to.index()) {
                x.contaminated = x.contaminated.min(laid).or(laid);
            }
        }
        Event::BaseTaken { unit, by } => {
            let rules = s.rules;
            with_unit(s, *unit, |u| {
                u.owner = Some(*by);
                u.fresh = true;
                // AMB-63 (rules 4): a unit taken cost its new owner nothing.
                if rules >= 4 {
                    u.paid = crate::data::resources::Stock::default();
                }
            });
        }
        Event::Captured { .. }
        | Event::WinOverRolled { .. }
        | Event::PrisonerFreed { .. }
        | Event::PrisonerLost { .. }
        | Event::PrisonerMoved { .. }
        | Event::GeneralWonOver { .. } => crate::prisoners::apply(s, e),
        Event::DecisionDrawn { player, deck, chosen } => {
            let card = s.decks.get_mut(deck.index()).and_then(|d| (!d.is_empty()).then(|| d.remove(0)));
            let ps = &mut s.players[player.index()];
            ps.hand.extend(card);
            if *chosen {
                ps.due = ps.due.saturating_sub(1);
            }
        }
        Event::DecisionDue { player } => s.players[player.index()].due += 1,
        Event::DecisionReturned { player, slot } => {
            let hand = &mut s.players[player.index()].hand;
            if usize::from(*slot) < hand.len() {
                let card = hand.remove(usize::from(*slot));
                if let Some(d) = s.decks.get_mut(card.deck().index()) {
                    d.push(card);
                }
            }
        }
        Event::DecisionPlayed { player, card, on } => crate::decisions::apply_played(s, *player, *card, *on),
        Event::DeckShuffled { deck, order, stream } => {
            if let Some(d) = s.decks.get_mut(deck.index()) {
                d.clone_from(order);
            }
            s.shuffle = *stream;
        }
        Event::Sabotaged { .. } => {}
        Event::FortuneRerolled { unit, .. } => with_unit(s, *unit, |u| u.fortune = false),
    }
}

/// A new turn: per-turn marks cleared, the event and the weather kept.
fn begin_turn(s: &mut State, turn: u32, weather: Weather, event: u8) {
    s.turn = turn;
    s.weather = weather;
    s.event = event;
    s.colour = None;
    for p in &mut s.players {
        p.ports_used.clear();
        p.caravan_trades = 0;
        p.white = None;
        p.cold = false;
        p.strikes = (false, false);
        p.changed = false;
        p.done = false;
        p.lost_this_turn = 0;
        p.spying = None;
        for g in &mut p.generals {
            g.moved = false;
            g.regrouped = 0;
        }
    }
    for x in &mut s.prisoners {
        x.moved = false;
    }
    for u in &mut s.units {
        u.fresh = false;
        u.plundered = false;
        u.replenished = false;
        u.mp = 0;
        u.acted = false;
        u.moved = false;
        u.aa_fired = false;
        u.regrouped = 0;
        u.hold = false;
        u.fortune = false;
    }
}

fn take_strategic(s: &mut State, player: Player, resource: Strategic) {
    let list = &mut s.players[player.index()].strategic;
    if let Some(i) = list.iter().position(|(r, _)| *r == resource) {
        list.remove(i);
    }
}

fn with_unit(s: &mut State, id: UnitId, f: impl FnOnce(&mut Unit)) {
    if let Ok(i) = s.units.binary_search_by_key(&id, |u| u.id) {
        f(&mut s.units[i]);
    }
}

fn with_general(s: &mut State, player: Player, number: u8, f: impl FnOnce(&mut crate::state::General)) {
    if let Some(g) = s.players[player.index()].generals.iter_mut().find(|g| g.number == number) {
        f(g);
    }
}

fn set_building(s: &mut State, at: RegionId, building: Option<Building>) {
    if let Some(sub) = s.subs.get_mut(at.index()) {
        sub.building = building;
    }
}

fn set_edge(s: &mut State, edge: usize, what: EdgeBuilding, on: bool) {
    if let Some(e) = s.edges.get_mut(edge) {
        match what {
            EdgeBuilding::Road => e.road = on,
            EdgeBuilding::Railway => e.railway = on,
            EdgeBuilding::Bridge => e.bridge = on,
        }
    }
}

fn is_empty_stock(s: &crate::data::resources::Stock) -> bool {
    s.total() == 0
}

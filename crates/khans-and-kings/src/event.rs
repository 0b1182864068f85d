//! Events: every change to the state is one of these, applied by `apply`
//! and told in the log (`describe`).

use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::Resource;
use crate::data::tables::{Colour, Doctrine, Government, LossResult, Strategic, Weather};
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::state::{Battle, Captive, Finish, GeneralAt, Phase, Unit};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// What an independent unit does in the log (`Event::Independent`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Aim {
    /// KK-NPU-08 — it plunders the building at `at` for nobody.
    Plunder,
    /// KK-NPU-08 — it marches towards the building at `at`.
    Loot,
    /// KK-NPU-06 — it marches towards the players' units at `at`.
    Attack,
    /// KK-NPU-07 — it takes up its position at `at`.
    Position,
}

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
        /// The state whose stockpile it is.
        player: Player,
        /// The changes by resource.
        changes: Vec<(Resource, i64)>,
        /// Why.
        why: Why,
    },
    /// KK-RES-12, AMB-67 — a strategic unit is received from its source.
    StrategicGained {
        /// The state that receives it.
        player: Player,
        /// The strategic resource received.
        resource: Strategic,
        /// From which source.
        source: ProvinceId,
    },
    /// KK-RES-14 — a strategic unit is used up (it regenerates).
    StrategicSpent {
        /// The state that uses it.
        player: Player,
        /// The strategic resource used up.
        resource: Strategic,
    },
    /// GAP-04 — an industrial state heats in winter (a Coal or Oil unit is
    /// used up) or goes cold (contentment one lower this turn).
    Heating {
        /// The industrial state that heats or goes cold.
        player: Player,
        /// What it burned, if anything.
        burned: Option<Strategic>,
    },
    /// KK-TRADE-03 — a strategic unit changes hands.
    StrategicGiven {
        /// The state that gives it.
        from: Player,
        /// The state that receives it.
        to: Player,
        /// The strategic resource given.
        resource: Strategic,
    },
    /// KK-TRADE-05…14 — a port or caravanserai trade.
    Traded {
        /// The state that trades.
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
        /// The state whose window closes.
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
        /// The units that move, together.
        units: Vec<UnitId>,
        /// The sub-province they leave.
        from: RegionId,
        /// The sub-province they enter.
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
        /// The unit removed.
        unit: UnitId,
        /// Why.
        why: Loss,
    },
    /// GAP-28 — a unit's loss level changes (0–2).
    LossLevel {
        /// The unit whose losses change.
        unit: UnitId,
        /// Its new level.
        level: u8,
    },
    /// GAP-29 — a unit is replenished: one level of losses less, once a turn.
    Replenished {
        /// The unit replenished.
        unit: UnitId,
    },
    /// GAP-28, GAP-30 — a unit is routed, or regrouped.
    Routed {
        /// The unit routed or regrouped.
        unit: UnitId,
        /// Routed (else regrouped).
        routed: bool,
    },
    /// GAP-38 — experience points.
    Experience {
        /// The unit that gains them.
        unit: UnitId,
        /// Points gained.
        gained: u32,
    },
    /// GAP-32 — an upgrade fitted.
    Upgraded {
        /// The unit that receives it.
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
        /// The state whose supply is checked.
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
        /// The unit that plundered.
        unit: UnitId,
    },
    /// A unit's action is used (attack, support, fire, plunder; GAP-29).
    Acted {
        /// The unit whose action is used.
        unit: UnitId,
    },
    /// KK-BLD — a building is erected.
    Built {
        /// The sub-province where it stands.
        at: RegionId,
        /// The building erected.
        building: Building,
    },
    /// A building is gone (dismantled, plundered, blown up, bombarded).
    Demolished {
        /// The sub-province that loses it.
        at: RegionId,
        /// The building gone.
        building: Building,
    },
    /// An edge building is erected.
    EdgeBuilt {
        /// The edge.
        edge: usize,
        /// The road, railway or bridge built.
        what: EdgeBuilding,
    },
    /// An edge building is gone.
    EdgeRemoved {
        /// The edge.
        edge: usize,
        /// The road, railway or bridge gone.
        what: EdgeBuilding,
    },
    /// AMB-19 — hostile land units cross into a province (the first to
    /// enter takes it when its defenders are gone; a levy is due).
    ProvinceEntered {
        /// The province entered.
        province: ProvinceId,
        /// By whom.
        by: Player,
    },
    /// KK-CAP-03, AMB-19 — a province changes hands.
    ProvinceTaken {
        /// The province taken.
        province: ProvinceId,
        /// Its new owner.
        by: Owner,
    },
    /// KK-REC-19 — the levy right is used or lapses.
    LevyUsed {
        /// The province whose levy right it is.
        province: ProvinceId,
    },
    /// KK-REC-29 — feudal privileges are granted.
    Privileged {
        /// The province granted them.
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
        /// The sub-province whose building is hit.
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
        relation: crate::relations::Relation,
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
        /// The state he serves.
        player: Player,
        /// His number.
        number: u8,
        /// Where he is now.
        at: GeneralAt,
    },
    /// GAP-34 — a general's experience.
    GeneralExperience {
        /// The state he serves.
        player: Player,
        /// His number.
        number: u8,
        /// Points gained.
        gained: u32,
    },
    /// KK-GENL-10 — a general regroups a unit (counts against his Command).
    GeneralRegrouped {
        /// The state he serves.
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
        /// The state whose provinces strike.
        player: Player,
        /// National provinces on strike.
        national: bool,
        /// Conquered provinces on strike.
        conquered: bool,
    },
    /// GAP-10, GAP-12 — national contentment changes.
    Contentment {
        /// The state whose contentment changes.
        player: Player,
        /// The new level.
        level: u8,
    },
    /// GAP-06, GAP-07 — a government or a doctrine changes.
    Changed {
        /// The state that changes it.
        player: Player,
        /// The new government.
        government: Government,
        /// The new doctrine.
        doctrine: Doctrine,
    },
    /// KK-WIN-06 — a state loses its last province.
    Eliminated {
        /// The state eliminated.
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
        /// The unit taken.
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
        /// The prisoner freed.
        unit: UnitId,
        /// Whose unit it is now.
        owner: Player,
        /// Where it appears.
        at: RegionId,
    },
    /// KK-POW-05, KK-POW-09 — a prisoner is gone: liquidated, or lost with its camp.
    PrisonerLost {
        /// The prisoner lost.
        unit: UnitId,
        /// Liquidated by its holder (else lost with its camp).
        liquidated: bool,
    },
    /// KK-POW-10, KK-POW-07, KK-POW-09 — a prisoner goes to a camp (perhaps
    /// another holder's).
    PrisonerMoved {
        /// The prisoner moved.
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
        /// The sub-province contaminated.
        at: RegionId,
    },
    /// KK-CMB-36 — rain, snow or a storm washes a marker away.
    Decontaminated {
        /// The sub-province washed clean.
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
        /// The sea mined.
        at: RegionId,
        /// The state whose minelayer laid it.
        by: Player,
    },
    /// GAP-13 — a mine barrier is cleared.
    MinesSwept {
        /// The sea cleared.
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
        /// The province where it breaks out.
        province: ProvinceId,
    },
    /// KK-REV-09, GAP-46 — the Red Guard liberated a province of `player`:
    /// it belongs to no state.
    Liberated {
        /// The state that lost it.
        player: Player,
        /// The province liberated.
        province: ProvinceId,
    },
    /// KK-REV-04, GAP-46 — an uprising liberated a province of `player`:
    /// no land unit of that state remained there (from rules 3 on); it
    /// belongs to no state.
    UprisingLiberated {
        /// The state that lost it.
        player: Player,
        /// The province liberated.
        province: ProvinceId,
    },
    /// GAP-05 — a state takes the top card of a deck into its hand (which
    /// card is told to nobody: the hand is secret, KK-GOV-02).
    DecisionDrawn {
        /// The state that draws.
        player: Player,
        /// From which deck.
        deck: crate::cards::Deck,
        /// The season's draw of its choice (one fewer owed).
        chosen: bool,
    },
    /// GAP-05 — a season begins: the state owes itself a draw.
    DecisionDue {
        /// The state that owes itself a draw.
        player: Player,
    },
    /// GAP-05, AMB-58 — a card goes back to the bottom of its deck (over the
    /// hand limit, or its state eliminated), named by its place in the hand.
    DecisionReturned {
        /// The state whose hand it leaves.
        player: Player,
        /// Its place in the hand.
        slot: u8,
    },
    /// KK-GOV-01, KK-GOV-04 — a card is played (public) and goes back to its deck.
    DecisionPlayed {
        /// The state that plays it.
        player: Player,
        /// The card.
        card: crate::cards::Card,
        /// On what.
        on: crate::cards::Target,
    },
    /// KK-GOV-04, AMB-59 — a deck is shuffled face down.
    DeckShuffled {
        /// The deck shuffled.
        deck: crate::cards::Deck,
        /// Its new order (secret, KK-GOV-02).
        order: Vec<crate::cards::Card>,
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
        /// The state whose set it is.
        player: Player,
        /// The set.
        set: crate::objective::Objective,
        /// Chosen (FREE CHOICE) rather than drawn.
        chosen: bool,
    },
    /// GAP-08 WARLORD, GAP-12 — a state eliminated an enemy unit: its count.
    Kills {
        /// The state that eliminated the unit.
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
        /// The sub-province that lost it.
        at: RegionId,
        /// The building to rebuild.
        building: Building,
    },
    /// KK-REC-26 — a tribal warrior sent home rebuilds a noted building, free.
    Rebuilt {
        /// The sub-province where it stands again.
        at: RegionId,
        /// The building rebuilt.
        building: Building,
    },
    /// KK-NPU-06…08, GAP-46 — what an independent unit sets out to do in
    /// the independent step (rules 2 on; the march and the plunder follow).
    Independent {
        /// The unit.
        unit: UnitId,
        /// What for.
        aim: Aim,
        /// The sub-province it aims at.
        at: RegionId,
    },
}

fn is_empty_stock(s: &crate::data::resources::Stock) -> bool {
    s.total() == 0
}

//! The whole game state of Khans & Kings, as every rule reads it.

use crate::data::resources::Stock;
use crate::data::tables::{Colour, Doctrine, Government, Strategic, Trait, Weather};
use crate::data::units::Kind;
use crate::ids::{Owner, Player, ProvinceId, UnitId};
pub use crate::phase::Phase;
use engine::board::RegionId;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// GAP-51 — the turn limit of Four Crowns (two years).
pub const LAST_TURN: u32 = 48;

/// A unit on the map (KK-UNIT-22, KK-UNIT-23).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Its number.
    pub id: UnitId,
    /// Its template.
    pub kind: Kind,
    /// Its owner (none: independent).
    pub owner: Owner,
    /// Its sub-province.
    pub at: RegionId,
    /// GAP-28 — 0 none, 1 Losses, 2 Heavy Losses (one number: they exclude
    /// each other, KK-UNIT-09; a unit's other States are the flags below).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub losses: u8,
    /// GAP-28 — Routed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub routed: bool,
    /// GAP-28 — recruited or received this turn: it cannot move (KK-REC-08).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fresh: bool,
    /// GAP-31 — out of supply since the last check: −1 Strength and −1
    /// Morale in combat, no replenishment (KK-SUP-01).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unsupplied: bool,
    /// Experience points (KK-XP-04).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub xp: u32,
    /// Upgrades it carries (GAP-32).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub upgrades: Vec<crate::data::upgrades::Upgrade>,
    /// Movement points left this phase, in half points (GAP-21).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub mp: u8,
    /// It moved, attacked, supported, fired or plundered this phase (GAP-29, GAP-30).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub acted: bool,
    /// GAP-03 — rain will cost it a point on its first step off the roads.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rain: bool,
    /// It took a step this phase (a unit that has not may always take one, GAP-36).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moved: bool,
    /// It plundered this turn (KK-PLN-03).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub plundered: bool,
    /// It was replenished this turn (GAP-29: once a turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub replenished: bool,
    /// What was paid for it and its upgrades (AMB-63: refunds are half of it).
    #[serde(default, skip_serializing_if = "is_empty_stock")]
    pub paid: Stock,
    /// KK-AIR-05, AMB-69 — an anti-aircraft unit that fired this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aa_fired: bool,
    /// AMB-49 — a fighter that intercepted in this movement phase.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub intercepted: bool,
    /// Where it came from: a levy, tribal warriors or vassals of a province.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<Origin>,
    /// GAP-05 Hold the Line — +2 Morale as a target this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hold: bool,
    /// GAP-05 Fortune of War — its d4 re-rolled once in a lost engagement this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fortune: bool,
    /// KK-NAV-04, GAP-28 EMBARKED — the ship of its state's that carries it:
    /// it stands where the ship is, but no rule counts it there (it does not
    /// stack, fight, hold or defend) until it lands (`transport`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aboard: Option<UnitId>,
    /// KK-GENL-15 — routed units this Communications unit regrouped this turn.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub regrouped: u8,
}

/// Why a free unit exists (KK-REC-21, KK-REC-27, KK-REC-31).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Raised by a levy of this province.
    Levy(ProvinceId),
    /// Tribal warriors of this province.
    Tribal(ProvinceId),
    /// Vassals of this province.
    Vassal(ProvinceId),
    /// Red Guard of a revolution against this state (KK-REV-06).
    Revolution(Player),
    /// KK-REV-02, AMB-36 — risen in an uprising against this state (from
    /// rules 2 on: they attack before they plunder, KK-REV-04).
    Uprising(Player),
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)]
const fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)]
const fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)]
const fn no_strikes(s: &(bool, bool)) -> bool {
    !s.0 && !s.1
}

fn is_empty_stock(s: &Stock) -> bool {
    s.total() == 0
}

/// A general (KK-GENL, GAP-34): not a unit (KK-GENL-05) — no statistics of
/// a unit, no combat, no place in the stacking limit, no hold on a province.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct General {
    /// His number in his state's pool (names are `kk.general.<player>_<n>`).
    pub number: u8,
    /// His base Command.
    pub command: u32,
    /// His trait.
    pub trait_: Trait,
    /// His general-experience points.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub xp: u32,
    /// Where he is.
    pub at: GeneralAt,
    /// He moved between the map and the pool, or on the map, this turn (KK-GENL-07).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moved: bool,
    /// Routed units he regrouped this turn (his Command is the most).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub regrouped: u32,
    /// KK-POW-11 — a win-over was tried while he was captured (once ever).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tried: bool,
    /// KK-GENL-20 — the ship he is aboard as an admiral (he stands where it is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flagship: Option<UnitId>,
}

/// Where a general is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GeneralAt {
    /// Not yet recruited.
    Unrecruited,
    /// In the pool of active generals, off the map.
    Pool,
    /// On the map.
    Map(RegionId),
    /// Captured by a state (KK-GENL-06).
    Captured(Player),
    /// Dead: caught by independent units, who take no prisoners (GAP-42).
    Dead,
}

/// A state's treasury, government and generals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// A person or the computer plays it.
    pub seated: bool,
    /// Its stockpile (KK-RES-06).
    pub stock: Stock,
    /// Strategic-resource units it holds, by resource and source province (AMB-67).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strategic: Vec<(Strategic, ProvinceId)>,
    /// Its government (KK-GOV-05).
    pub government: Government,
    /// Its doctrine (KK-GOV-06).
    pub doctrine: Doctrine,
    /// Its national contentment, 1–4 (GAP-10).
    pub contentment: u8,
    /// Its generals, recruited or not (GAP-34).
    pub generals: Vec<General>,
    /// Its national provinces (KK-PROV-06).
    pub national: Vec<ProvinceId>,
    /// Enemy units it destroyed or captured (GAP-12, GAP-08).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub kills: u32,
    /// Its units lost this turn (GAP-12: three or more cost contentment).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub lost_this_turn: u32,
    /// KK-TRADE-08 — the ports it traded through this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ports_used: Vec<RegionId>,
    /// KK-TRADE-10 — caravanserai trades made this turn.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub caravan_trades: u32,
    /// GAP-11 — this turn's strikes: national provinces, conquered ones.
    #[serde(default, skip_serializing_if = "no_strikes")]
    pub strikes: (bool, bool),
    /// GAP-04 — an industrial state that did not heat this winter turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cold: bool,
    /// GAP-01 — the colour it chose when the Colour Die shows White.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<Colour>,
    /// GAP-02 — it changed its government or doctrine on this turn's event.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub changed: bool,
    /// Its economy window is over this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub done: bool,
    /// Out of the game (KK-WIN-06).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
    /// KK-GOV-02 — its Decision cards, in the order drawn (secret, see `view`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hand: Vec<crate::cards::Card>,
    /// GAP-05 — season draws owed, from a deck of its choice.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub due: u8,
    /// GAP-05 Spy Network — the rival whose hand it sees this turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spying: Option<Player>,
    /// KK-GOV-07, GAP-08 — its secret set of victory conditions (none in a
    /// game saved before the sets: it plays by the old victory rules).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub objectives: Option<crate::objective::Objective>,
}

/// A province's changing state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceState {
    /// Its owner (none: unowned, like the Silk Road at the start).
    pub owner: Owner,
    /// KK-REC-29 — feudal privileges granted: no Wealth income, vassals may be called.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub privileged: bool,
    /// KK-REC-18 — hostile units crossed into it: a levy is due to its owner.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub levy_due: bool,
    /// KK-REC-19, AMB-16 — the levy may be called in its owner's current
    /// movement phase (rules 2: `levy`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub levy_open: bool,
    /// KK-REC-26, AMB-17 — buildings enemies removed here while its tribal
    /// warriors stood, to be rebuilt as they are disbanded (`tribal`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ruins: Vec<(RegionId, crate::data::buildings::Building)>,
    /// AMB-19 — the hostile state whose land unit entered first (it takes
    /// the province when the last defender is gone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered_by: Option<Player>,
}

/// A sub-province's changing state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubState {
    /// Its building (KK-BLD-01: one). It has no owner of its own: it serves
    /// whoever owns the province (KK-BLD-04, KK-CAP-05; "controls the
    /// province", GAP-19, is read in `movement::settle`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub building: Option<crate::data::buildings::Building>,
    /// KK-CMB-33, AMB-29 — contaminated ground: the turn the marker was laid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contaminated: Option<u32>,
    /// GAP-13 — a mine barrier at sea, and whose.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mines: Option<crate::ids::Player>,
}

/// An edge's buildings (KK-BLD-08).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EdgeState {
    /// A road.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub road: bool,
    /// A railway.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub railway: bool,
    /// A bridge.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bridge: bool,
}

/// A battle in progress (KK-CMB-01…KK-CMB-11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// The sub-province fought over.
    pub at: RegionId,
    /// The attacking state (none: independent units, GAP-46).
    pub attacker: Owner,
    /// Each attacking unit and the sub-province it came from (its starting
    /// position, and whether it crossed a river or landed, GAP-37).
    pub attackers: Vec<(UnitId, RegionId)>,
    /// Attacking units that have attacked or supported (AMB-23).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub acted: Vec<UnitId>,
    /// The units that were there when it began (the defenders, AMB-13).
    pub defenders: Vec<UnitId>,
    /// It has begun: the attacker declared it (units may no longer join).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub begun: bool,
}

/// How the game ended (KK-WIN, GAP-47, GAP-51).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// The winners (several when a tie is shared); every other state loses
    /// (KK-WIN-05).
    pub winners: Vec<Player>,
    /// Why.
    pub why: FinishWhy,
    /// The turn.
    pub turn: u32,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishWhy {
    /// KK-WIN-01 — every other state lost its last province.
    Elimination,
    /// GAP-51 — the turn limit: the most provinces, then the most GOLD.
    TurnLimit,
    /// KK-WIN-03, GAP-08, GAP-47 — the winners' sets of victory conditions
    /// held at the end of the turn.
    Objectives,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The turn, from 1 (KK-TIME-01: two weeks each).
    pub turn: u32,
    /// Where the turn is.
    pub phase: Phase,
    /// The states in play, in seat order.
    pub seated: Vec<Player>,
    /// KK-INIT-01 — this turn's movement order, by Strategic Initiative.
    pub order: Vec<Player>,
    /// Whose window or movement phase it is: an index into `seated`
    /// (economy) or `order` (movement).
    pub slot: u32,
    /// This turn's weather, as rolled (GAP-03).
    pub weather: Weather,
    /// This turn's event, as the 2d10 read (GAP-02).
    pub event: u8,
    /// This turn's Colour Die (GAP-01; none for White).
    pub colour: Option<Colour>,
    /// Per state, in [`Player::ALL`] order.
    pub players: Vec<PlayerState>,
    /// Per province, in map order.
    pub provinces: Vec<ProvinceState>,
    /// Per board region, in map order.
    pub subs: Vec<SubState>,
    /// Per edge, in map order.
    pub edges: Vec<EdgeState>,
    /// Every unit, ordered by id.
    pub units: Vec<Unit>,
    /// The next unit id.
    pub next_unit: u32,
    /// The battle being fought.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battle: Option<Battle>,
    /// KK-TRADE-01, GAP-44 — offers between states awaiting an answer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<Offer>,
    /// Set when the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finish: Option<Finish>,
    /// KK-POW-01 — units held in camps: off the map, counted nowhere as units.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prisoners: Vec<Prisoner>,
    /// KK-GOV-03 — the Order, Intelligence and Strategy decks, top card
    /// first (secret, see `view`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decks: Vec<Vec<crate::cards::Card>>,
    /// GAP-05 — the hidden stream that shuffles the decks (see `decisions`).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub shuffle: u64,
    /// The rules version the game was begun under ([`crate::RULES`]); not
    /// written for version 1, so its states hash as they always did.
    #[serde(default = "first_rules", skip_serializing_if = "is_first_rules")]
    pub rules: u32,
    /// Rules 4 — states asked a question in another state's movement phase,
    /// in order: the first answers before anything else goes on (see
    /// [`Ask`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asks: Vec<Ask>,
    /// GAP-44 (rules 4) — the pairs of states at peace or in alliance; every
    /// other pair is at war (`diplomacy`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pacts: Vec<crate::relations::Pact>,
    /// What the last action did that the invariants check and the state
    /// after it no longer shows (`invariants`): not part of the game, never
    /// saved, hashed or compared.
    #[serde(skip)]
    pub trail: Trail,
}

/// Notes the rules' code leaves while an action is carried out, for the
/// invariants (`crate::invariants`) to check once it is done; cleared as
/// each action begins. Two trails always compare equal: they are no part
/// of the game's state.
#[derive(Clone, Debug, Default)]
pub struct Trail(pub Vec<Note>);

impl PartialEq for Trail {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Trail {}

/// One note of the [`Trail`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// KK-CMB-10, KK-CMB-21 — the attacking side went back to its starting
    /// positions: by its own choice, or with this many units still ready.
    Withdrawn {
        /// The attacker chose it (`Action::Withdraw`).
        chosen: bool,
        /// Attacking units ready to act when it happened.
        ready: usize,
    },
    /// KK-NAV-03 — a beaten ship retreated `steps` sea steps, having
    /// `left` movement points (whole steps) when it was beaten.
    ShipRetreat {
        /// The ship.
        unit: UnitId,
        /// Steps from where it was beaten to where it went.
        steps: u32,
        /// Whole movement points it had left.
        left: u32,
    },
    /// KK-CMB-21, AMB-50 — an engagement left the battle going.
    BattleGoesOn,
    /// GAP-44 — units of a state stepped into a sub-province.
    Entered {
        /// The state whose units stepped in.
        player: Player,
        /// The sub-province entered.
        at: RegionId,
        /// Whether a peace partner held that ground as they stepped in
        /// (`diplomacy::barred` then: the province may fall to a partner
        /// whose units stood there too by the end of the step, which is
        /// no entering of the partner's ground).
        barred: bool,
    },
}

/// Rules 4 — a question a state answers at once, in another state's
/// movement phase, where the rules give it a choice at that moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// KK-CMB-21, AMB-50 — a defending state, between two engagements of
    /// the battle: flee (`Action::Withdraw`) or stand (`Action::Stand`).
    Flee(Player),
    /// KK-REC-23, AMB-17 — hostile units crossed into its province, whose
    /// tribal warriors it may call (`Action::CallTribes`) or not
    /// (`Action::NoTribes`), before any battle there.
    Tribes(Player, ProvinceId),
}

impl Ask {
    /// The state that answers.
    #[must_use]
    pub const fn player(self) -> Player {
        match self {
            Self::Flee(p) | Self::Tribes(p, _) => p,
        }
    }
}

/// Rules version 1, for states that do not say.
const fn first_rules() -> u32 {
    1
}

#[allow(clippy::trivially_copy_pass_by_ref)]
const fn is_first_rules(n: &u32) -> bool {
    *n == 1
}

/// KK-POW-01, GAP-41 — a unit held in a camp: its owner has lost control of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prisoner {
    /// The unit as it was taken (`owner` is still the state it belongs to).
    pub unit: Unit,
    /// The state holding it.
    pub holder: Player,
    /// The camp's sub-province.
    pub camp: RegionId,
    /// KK-POW-06 — a win-over was tried (one attempt ever).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tried: bool,
    /// KK-POW-10 — transferred this turn (once per turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moved: bool,
}

/// KK-POW-04, KK-POW-11, AMB-46 — a prisoner as an action names it: a unit
/// in a camp, or a captured general (state and number), exchanged and won
/// over under the same rules (KK-GENL-09).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Captive {
    /// A unit in a camp.
    Unit(UnitId),
    /// A captured general of this state, by number.
    General(Player, u8),
}

/// KK-TRADE-01, KK-TRADE-03, GAP-44 — an offer from one state to another:
/// resources (and perhaps a strategic unit) for resources, all at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    /// Who offers.
    pub from: Player,
    /// To whom.
    pub to: Player,
    /// What is given, and how much.
    pub give: (crate::data::resources::Resource, u32),
    /// A strategic unit given along.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategic: Option<Strategic>,
    /// What is asked, and how much.
    pub get: (crate::data::resources::Resource, u32),
    /// KK-POW-04 — a prisoner of the offerer's, of the other state, returned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub release: Option<Captive>,
    /// KK-POW-04 — a prisoner of the other state's, of the offerer, asked back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<Captive>,
    /// The turn it was made (it lapses after the next turn's economy window).
    pub turn: u32,
    /// GAP-44 (rules 4) — a proposal of peace or alliance, made at once on
    /// acceptance (then there is nothing else in the offer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pact: Option<crate::relations::Relation>,
}

impl State {
    /// A state's data.
    #[must_use]
    pub fn player(&self, p: Player) -> &PlayerState {
        &self.players[p.index()]
    }

    /// A province's data.
    #[must_use]
    pub fn province(&self, p: ProvinceId) -> &ProvinceState {
        &self.provinces[p.index().min(self.provinces.len().saturating_sub(1))]
    }

    /// A province's owner.
    #[must_use]
    pub fn owner(&self, p: ProvinceId) -> Owner {
        self.provinces.get(p.index()).and_then(|x| x.owner)
    }

    /// The owner of the province a sub-province is in.
    #[must_use]
    pub fn owner_at(&self, r: RegionId) -> Owner {
        crate::map::map().province_of(r).and_then(|p| self.owner(p))
    }

    /// Whose window or movement phase it is.
    #[must_use]
    pub fn acting(&self) -> Option<Player> {
        if self.finish.is_some() {
            return None;
        }
        if let Some(ask) = self.asks.first() {
            return Some(ask.player());
        }
        let list = match self.phase {
            Phase::Economy => &self.seated,
            Phase::Movement => &self.order,
        };
        list.get(usize::try_from(self.slot).ok()?).copied()
    }

    /// A unit by id.
    #[must_use]
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.binary_search_by_key(&id, |u| u.id).ok().map(|i| &self.units[i])
    }

    /// The units at `at` (not those aboard a ship there: GAP-16, GAP-28).
    pub fn units_at(&self, at: RegionId) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |u| u.at == at && u.aboard.is_none())
    }

    /// `owner`'s units at `at`.
    pub fn army(&self, owner: Owner, at: RegionId) -> impl Iterator<Item = &Unit> + '_ {
        self.units_at(at).filter(move |u| u.owner == owner)
    }

    /// GAP-44 — hostile means at war (`diplomacy`): Four Crowns begins with
    /// every pair of states at war; independent units are hostile to everyone.
    #[must_use]
    pub fn hostile(&self, a: Owner, b: Owner) -> bool {
        match (a, b) {
            (Some(x), Some(y)) => {
                x != y
                    && (self.pacts.is_empty()
                        || crate::relations::relation_among(&self.pacts, x, y) == crate::relations::Relation::War)
            }
            _ => true,
        }
    }

    /// The provinces `p` owns.
    pub fn provinces_of(&self, p: Player) -> impl Iterator<Item = ProvinceId> + '_ {
        self.provinces
            .iter()
            .enumerate()
            .filter(move |(_, x)| x.owner == Some(p))
            .filter_map(|(i, _)| u16::try_from(i).ok().map(ProvinceId))
    }

    /// The building in a sub-province.
    #[must_use]
    pub fn building(&self, r: RegionId) -> Option<crate::data::buildings::Building> {
        self.subs.get(r.index()).and_then(|s| s.building)
    }

    /// The states still in the game.
    pub fn in_play(&self) -> impl Iterator<Item = Player> + '_ {
        self.seated.iter().copied().filter(|p| !self.player(*p).eliminated)
    }
}

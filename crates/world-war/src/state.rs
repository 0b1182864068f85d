//! The game state: integers, vectors and ordered maps only (the hash must
//! match natively and in wasm), and small read-only queries on it.

use crate::ids::{CountryId, Faction, Good, Resources, Timing, UnitId, UnitKind};
use crate::map::map;
use engine::board::RegionId;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// Last turn of the game (WW-G3: Summer 1945).
pub const LAST_TURN: u32 = 24;

/// Where the turn is (WW-G3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Secret simultaneous purchase (WW-1, WW-G13).
    Purchase,
    /// Secret SOONER/LATER choice and standing orders (WW-19).
    Initiative,
    /// The slot of `order[slot]` (WW-G3 step 5).
    Action {
        /// Position in the initiative order.
        slot: u32,
    },
    /// The game has ended.
    Over,
}

impl Phase {
    /// The phase's text key, with the phase where the lowest files reach
    /// it (a refusal names the phase it needs) without importing the turn.
    #[must_use]
    pub fn key(self) -> String {
        let id = match self {
            Self::Purchase => "purchase",
            Self::Initiative => "initiative",
            Self::Action { .. } => "action",
            Self::Over => "over",
        };
        format!("ww.phase.{id}")
    }
}

/// What a unit is doing this turn (WW-12: one action per unit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// Uncommitted.
    Idle,
    /// Ordered into a pending attack on a node (not yet launched, undo-able).
    Ordered(RegionId),
    /// Standing or automatic defence commitment to a node (WW-G4).
    Defending(RegionId),
    /// Fighter cover over a land region (WW-14).
    Covering(RegionId),
    /// Has attacked, rebased or sailed: done for the turn.
    Spent,
}

/// One unit on the map. Serialized as a compact array (the state is hashed
/// after every action, so its JSON is kept short).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "UnitRepr", try_from = "UnitRepr")]
pub struct Unit {
    /// Its id, unique for the whole game.
    pub id: UnitId,
    /// Its faction.
    pub faction: Faction,
    /// Its kind.
    pub kind: UnitKind,
    /// Its base: a land region (land, air) or a sea zone (ships).
    pub at: RegionId,
    /// Its task this turn.
    pub task: Task,
    /// Whether it has paid its Supply this turn (WW-G5).
    pub paid: bool,
}

/// The compact form of a [`Unit`]: id, faction, kind, base, task tag, task
/// node, paid.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct UnitRepr(u32, u8, u8, u16, u8, u16, u8);

impl From<Unit> for UnitRepr {
    fn from(u: Unit) -> Self {
        let (tag, node) = match u.task {
            Task::Idle => (0, 0),
            Task::Ordered(r) => (1, r.0),
            Task::Defending(r) => (2, r.0),
            Task::Covering(r) => (3, r.0),
            Task::Spent => (4, 0),
        };
        let kind = UnitKind::ALL.iter().position(|k| *k == u.kind).unwrap_or(0);
        Self(u.id.0, u.faction.index() as u8, kind as u8, u.at.0, tag, node, u8::from(u.paid))
    }
}

impl TryFrom<UnitRepr> for Unit {
    type Error = String;
    fn try_from(r: UnitRepr) -> Result<Self, String> {
        let faction = *Faction::ALL.get(usize::from(r.1)).ok_or("bad faction")?;
        let kind = *UnitKind::ALL.get(usize::from(r.2)).ok_or("bad unit kind")?;
        let node = RegionId(r.5);
        let task = match r.4 {
            0 => Task::Idle,
            1 => Task::Ordered(node),
            2 => Task::Defending(node),
            3 => Task::Covering(node),
            4 => Task::Spent,
            _ => return Err("bad task".to_owned()),
        };
        Ok(Self { id: UnitId(r.0), faction, kind, at: RegionId(r.3), task, paid: r.6 != 0 })
    }
}

/// A unit bought but not yet revealed (WW-1, WW-G13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchase {
    /// The kind of unit bought.
    pub kind: UnitKind,
    /// Where it will be placed (WW-2).
    pub place: RegionId,
}

/// One faction's resources and secret choices.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionState {
    /// Stock of Manpower, Production and Supply (WW-22…26).
    pub stock: Resources,
    /// Secret pending purchases (hidden from others by `view`).
    pub pending: Vec<Purchase>,
    /// Whether it has finished the current simultaneous phase.
    pub done: bool,
    /// Secret initiative choice (hidden until revealed).
    pub timing: Option<Timing>,
    /// Its d100 initiative roll this turn, if it rolled.
    pub initiative_roll: Option<u32>,
    /// WW-G15 — no regions left.
    pub eliminated: bool,
    /// Factions it has offered peace to (WW-G12).
    pub peace_offers: Vec<Faction>,
    /// Its standing orders for defence (WW-G5, WW-G7); left out of saves
    /// while they are the defaults, so older files read and hash the same.
    #[serde(default, skip_serializing_if = "DefenceOrders::is_default")]
    pub defence: DefenceOrders,
}

/// WW-G7 — what interceptors shoot at first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InterceptFirst {
    /// The bombers, then their escorts (the default: bombers do the harm).
    #[default]
    Bombers,
    /// The escorting fighters, then the bombers.
    Escorts,
}

impl InterceptFirst {
    /// Translation key of the choice.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Bombers => "ww.intercept.bombers",
            Self::Escorts => "ww.intercept.escorts",
        }
    }
}

/// WW-G6 step 4, WW-G8 — which of its own divisions a faction loses first
/// when the rules let the owner choose (bomber strikes, carried units
/// beyond their escorts): unpaid units always go before paid ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossesFirst {
    /// Infantry, then tanks (the default: a tank is worth two dice).
    #[default]
    Infantry,
    /// Tanks, then infantry.
    Tanks,
}

impl LossesFirst {
    /// Translation key of the choice.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Infantry => "ww.losses.infantry",
            Self::Tanks => "ww.losses.tanks",
        }
    }

    /// The other choice (the standing order toggles between the two).
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::Infantry => Self::Tanks,
            Self::Tanks => Self::Infantry,
        }
    }
}

/// WW-G8 — which ships a faction's navy and bombers sink first when the
/// rules let the firer choose (passing attacks, naval attacks, zone
/// battles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SinkFirst {
    /// What each arm hits best (the default, and the order of games
    /// before this order existed): navy sinks warships first (they fire
    /// back and escort landings), bombers merchants (4–6, where a warship
    /// needs a 6).
    #[default]
    ByArm,
    /// Warships first, by navy and bombers alike.
    Warships,
    /// Merchants first, by navy and bombers alike.
    Merchants,
}

impl SinkFirst {
    /// Every choice.
    pub const ALL: [Self; 3] = [Self::ByArm, Self::Warships, Self::Merchants];

    /// Translation key of the choice.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::ByArm => "ww.sink.by_arm",
            Self::Warships => "ww.sink.warships",
            Self::Merchants => "ww.sink.merchants",
        }
    }

    /// Whether the navy's hits go to warships before merchants.
    #[must_use]
    pub const fn navy_at_warships(self) -> bool {
        !matches!(self, Self::Merchants)
    }

    /// Whether a bomber's 6 goes to a warship before a merchant.
    #[must_use]
    pub const fn bombers_at_warships(self) -> bool {
        matches!(self, Self::Warships)
    }
}

/// A faction's standing orders for its defence. The rules let the owner
/// decide when an attack comes (WW-G4, WW-G5, WW-G7); a player gives these
/// in advance instead, so nobody is asked in the middle of another power's
/// slot, at the table or by e-mail, and the computer uses the defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenceOrders {
    /// WW-G5 — Supply kept for the faction's own slot: a defender is paid
    /// only if the stock stays at or above this after paying (otherwise it
    /// is passive, as the owner may choose).
    #[serde(default)]
    pub reserve: u32,
    /// WW-G7 — what its interceptors shoot at first.
    #[serde(default)]
    pub intercept: InterceptFirst,
    /// WW-G6, WW-G8 — which of its divisions go first when it chooses
    /// losses (left out while default, so older files hash the same).
    #[serde(default, skip_serializing_if = "is_default")]
    pub losses: LossesFirst,
    /// WW-G8 — which enemy ships its navy and bombers sink first.
    #[serde(default, skip_serializing_if = "is_default")]
    pub sink: SinkFirst,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl DefenceOrders {
    /// Whether these are the orders every faction starts with.
    #[must_use]
    pub fn is_default(&self) -> bool {
        *self == Self::default()
    }
}

/// One land region's changing data (serialized as a compact array).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "RegionRepr", from = "RegionRepr")]
pub struct RegionState {
    /// Owner; `None` is neutral.
    pub owner: Option<Faction>,
    /// Turn in which its facility was last damaged (WW-30, WW-31, WW-G3).
    pub damaged_turn: Option<u32>,
    /// Neutral infantry garrison (WW-6).
    pub garrison: u32,
    /// Neutral regional Supply (WW-8).
    pub supply: u32,
    /// Neutral garrison units already paid this turn (WW-G5).
    pub garrison_paid: u32,
}

/// The compact form of a [`RegionState`].
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct RegionRepr(Option<Faction>, Option<u32>, u32, u32, u32);

impl From<RegionState> for RegionRepr {
    fn from(r: RegionState) -> Self {
        Self(r.owner, r.damaged_turn, r.garrison, r.supply, r.garrison_paid)
    }
}

impl From<RegionRepr> for RegionState {
    fn from(r: RegionRepr) -> Self {
        Self { owner: r.0, damaged_turn: r.1, garrison: r.2, supply: r.3, garrison_paid: r.4 }
    }
}

/// A neutral country's aid account and hostilities (WW-G10).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountryState {
    /// Aid received and not yet turned into infantry.
    pub account: Resources,
    /// Factions that have fought it (permanent).
    pub hostile: Vec<Faction>,
}

/// A standing trade treaty with a neutral (WW-G2, WW-G11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Treaty {
    /// The selling country.
    pub country: CountryId,
    /// The buyer.
    pub buyer: Faction,
    /// The good.
    pub good: Good,
    /// Quantity per turn.
    pub quantity: u32,
    /// Payment per turn to the neutral (nothing for the pre-paid WW-G2 treaties).
    pub price: Resources,
    /// Whether this turn's quantity already arrived by a neutral trade voyage
    /// (WW-G9 point 2); reset each turn.
    #[serde(default)]
    pub shipped: bool,
    /// WW-G11 — the last turn it delivers; `None` until the game ends (the
    /// starting treaties, and offers made before offers had a duration).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<u32>,
    /// WW-G11 — the text pledge that came with the payment (nothing in the
    /// automated mode: it is recorded, and counts for nothing).
    #[serde(default, skip_serializing_if = "is_default")]
    pub pledge: Pledge,
}

/// WW-G11 — a pledge offered with a trade's payment: words, not resources.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pledge {
    /// No pledge.
    #[default]
    None,
    /// A guarantee of protection.
    Protection,
    /// A promise of territory.
    Territory,
}

impl Pledge {
    /// Every pledge, in the order of the offer's field (0, 1, 2).
    pub const ALL: [Self; 3] = [Self::None, Self::Protection, Self::Territory];

    /// Translation key of the pledge.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::None => "ww.pledge.none",
            Self::Protection => "ww.pledge.protection",
            Self::Territory => "ww.pledge.territory",
        }
    }
}

/// WW-G12 — a pair of factions as [`State::wars`] keeps it (`a < b`).
#[must_use]
pub fn war_pair(a: Faction, b: Faction) -> (Faction, Faction) {
    (a.min(b), a.max(b))
}

/// Why the game ended (WW-G14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// One faction holds all three capitals.
    SuddenDeath,
    /// Turn 24 was played: victory points.
    Points,
    /// Only one faction is left (WW-G15).
    LastStanding,
}

/// The result of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// The winners (several on a tie).
    pub winners: Vec<Faction>,
    /// Why.
    pub reason: EndReason,
    /// Victory points per faction (WW-G14).
    pub scores: Vec<u32>,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// 0 for turn zero, then 1…24.
    pub turn: u32,
    /// Phase of the turn.
    pub phase: Phase,
    /// Per faction, in seat order.
    pub factions: Vec<FactionState>,
    /// Per land region, in map order.
    pub regions: Vec<RegionState>,
    /// Per neutral country.
    pub countries: Vec<CountryState>,
    /// All units, ordered by id.
    pub units: Vec<Unit>,
    /// The next unit id.
    pub next_unit: u32,
    /// Pairs at war, each ordered `(a, b)` with `a < b` (WW-G12).
    pub wars: Vec<(Faction, Faction)>,
    /// Initiative order of the current turn (WW-19).
    pub order: Vec<Faction>,
    /// Standing trade treaties (WW-G2).
    pub treaties: Vec<Treaty>,
    /// Set when the game is over.
    pub finish: Option<Finish>,
}

impl State {
    /// A faction's data.
    #[must_use]
    pub fn faction(&self, f: Faction) -> &FactionState {
        &self.factions[f.index()]
    }

    /// A land region's data (`None` for seas).
    #[must_use]
    pub fn region(&self, r: RegionId) -> Option<&RegionState> {
        self.regions.get(r.index()).filter(|_| map().is_land(r))
    }

    /// The owner of a land region (`None`: neutral or a sea).
    #[must_use]
    pub fn owner(&self, r: RegionId) -> Option<Faction> {
        self.region(r).and_then(|s| s.owner)
    }

    /// Whether `r` is a neutral land region.
    #[must_use]
    pub fn is_neutral(&self, r: RegionId) -> bool {
        self.region(r).is_some_and(|s| s.owner.is_none())
    }

    /// A unit by id.
    #[must_use]
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.binary_search_by_key(&id, |u| u.id).ok().map(|i| &self.units[i])
    }

    /// Units at a node.
    pub fn units_at(&self, at: RegionId) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |u| u.at == at)
    }

    /// Units of a faction.
    pub fn units_of(&self, f: Faction) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |u| u.faction == f)
    }

    /// WW-G12 — whether two factions are at war.
    #[must_use]
    pub fn at_war(&self, a: Faction, b: Faction) -> bool {
        a != b && self.wars.contains(&war_pair(a, b))
    }

    /// WW-G10 — whether a neutral country is hostile to a faction.
    #[must_use]
    pub fn hostile_country(&self, c: CountryId, f: Faction) -> bool {
        self.countries.get(c.index()).is_some_and(|s| s.hostile.contains(&f))
    }

    /// The faction whose action slot it is.
    #[must_use]
    pub fn acting(&self) -> Option<Faction> {
        match self.phase {
            Phase::Action { slot } => self.order.get(slot as usize).copied(),
            _ => None,
        }
    }

    /// Regions a faction owns.
    pub fn owned(&self, f: Faction) -> impl Iterator<Item = RegionId> + '_ {
        map().land_ids().filter(move |&r| self.owner(r) == Some(f))
    }

    /// Factions still in the game.
    pub fn alive(&self) -> impl Iterator<Item = Faction> + '_ {
        Faction::ALL.into_iter().filter(|f| !self.faction(*f).eliminated)
    }

    /// Units ordered into the pending attack on `target`.
    pub fn ordered_at(&self, f: Faction, target: RegionId) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |u| u.faction == f && u.task == Task::Ordered(target))
    }

    /// Whether a facility works in the income step of this turn (WW-G3: not
    /// damaged during the previous turn).
    #[must_use]
    pub fn facility_works(&self, r: RegionId) -> bool {
        let damaged = self.region(r).and_then(|s| s.damaged_turn);
        damaged.is_none_or(|t| t + 1 != self.turn)
    }

    /// Whether a facility is shown damaged: hit this turn, so it will produce
    /// nothing at the next income step (WW-30, WW-31).
    #[must_use]
    pub fn is_damaged(&self, r: RegionId) -> bool {
        self.region(r).and_then(|s| s.damaged_turn) == Some(self.turn)
    }
}

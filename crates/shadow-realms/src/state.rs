//! The game state: integers, vectors and small structs only (the hash must
//! match natively and in wasm), and read-only queries on it.

use crate::ids::{Faction, Owner, UnitId, UnitKind};
use crate::map::map;
use crate::options::Options;
use engine::board::RegionId;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// SR-G3 — the default length of a game.
pub const LAST_ROUND: u32 = 16;
/// SR-G10 — the most steps a unit takes in one turn.
pub const STEPS: u8 = 3;

/// One unit on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Its id, unique for the whole game.
    pub id: UnitId,
    /// Its realm, or `None` for a neutral (or pirate) unit.
    pub owner: Owner,
    /// Its kind.
    pub kind: UnitKind,
    /// Where it is: a field, a city or a sea zone.
    pub at: RegionId,
    /// SR-G10 — steps taken this turn (a unit that had to stop has all).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub steps: u8,
    /// SR-G8 — it carries a fire sword.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sword: bool,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// SR-13, SR-G3 — a siege: who besieges and since when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Siege {
    /// The besieging realm.
    pub by: Faction,
    /// The round it began (its first year, SR-AMB-7).
    pub round: u32,
    /// The realms' turn, counted through the game, in which it began
    /// (SR-17: a storm needs an earlier turn of the besieger).
    pub turn: u32,
}

/// A city's changing state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CityState {
    /// The city.
    pub city: RegionId,
    /// Its owner (`None`: neutral).
    pub owner: Owner,
    /// The siege laid to it.
    pub siege: Option<Siege>,
    /// SR-G11 — its defenders withdrew into the fortress: the walls are lost
    /// until a storm on the fortress fails.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub walls_lost: bool,
    /// SR-G6 — items raised there this turn (at most 2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub raised: u8,
    /// SR-G3 — stormed this turn (at most once).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stormed: bool,
    /// SR-G6 — a neutral city's supplies left over from buying troops.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub store: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// Where a realm's kard (its ruler) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KardAt {
    /// On the map, as the ruler unit.
    Free,
    /// SR-24 — held by `by` in `at` (a neutral captor raises troops there).
    Captive {
        /// The captor.
        by: Owner,
        /// The city where he is held.
        at: RegionId,
    },
    /// Not in the game: the realm has no player (SR-G2).
    Gone,
}

/// One realm's treasury, lord and kard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionState {
    /// SR-G2 — a player plays it; an unseated realm's cities are neutral.
    pub seated: bool,
    /// Supplies, the main currency (SR-6, SR-G4).
    pub supplies: u32,
    /// Influence (SR-G5).
    pub influence: u32,
    /// SR-40 — the realm whose vassal it is.
    pub lord: Option<Faction>,
    /// Its kard.
    pub kard: KardAt,
    /// SR-23 — standing order: captured units are ransomed while the
    /// treasury keeps at least this many supplies.
    #[serde(default = "default_keep")]
    pub keep: u32,
    /// SR-44 — standing order: as a lord, demand tribute of its vassals.
    #[serde(default = "yes")]
    pub tribute: bool,
    /// SR-G9, SR-15 — standing order (rules 2): the kinds of units it gives
    /// up first, in battle among the losses of smallest excess and to siege
    /// attrition; empty is [`DEFAULT_LOSSES`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub losses: Vec<UnitKind>,
}

/// SR-G9 — the order units are given up in until a realm gives its own:
/// the cheapest first (SR-G6's prices), as the rules of the first edition
/// chose for every realm.
pub const DEFAULT_LOSSES: [UnitKind; 5] =
    [UnitKind::Troop, UnitKind::Shadow, UnitKind::Fanatic, UnitKind::Catapult, UnitKind::Ship];

impl FactionState {
    /// SR-G9, SR-15 — the kinds in the order the realm gives them up: its
    /// standing order, then the kinds it did not name in the default order.
    #[must_use]
    pub fn loss_order(&self) -> Vec<UnitKind> {
        let mut order = self.losses.clone();
        order.extend(DEFAULT_LOSSES.iter().filter(|k| !self.losses.contains(k)));
        order
    }
}

/// SR-23's standing order by default: ransom captured units while 3
/// supplies stay for moving.
#[must_use]
pub const fn default_keep() -> u32 {
    3
}

const fn yes() -> bool {
    true
}

/// SR-G3 — where a realm is in its own turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// (a) ransom captured kards, (b) declare a revolt.
    Start,
    /// (c) recruit.
    Recruit,
    /// (d) moves, sieges, storms and attacks.
    Campaign,
}

impl Stage {
    /// The stage's text key, beside the stage, where the lowest files reach
    /// it (a refusal names the stage it needs) without importing the
    /// descriptions.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Start => "sr.stage.start",
            Self::Recruit => "sr.stage.recruit",
            Self::Campaign => "sr.stage.campaign",
        }
    }
}

/// SR-12, SR-G10 — a field or sea zone the acting realm entered where a
/// hostile army stands: the battle follows before the turn ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engagement {
    /// The place where the armies met.
    pub at: RegionId,
    /// The places the attackers came from (at most two, SR-AMB-9).
    pub from: Vec<RegionId>,
}

/// SR-22, SR-23, SR-G9, SR-G10, SR-AMB-20 (rules 2) — a choice the owner
/// of beaten or ransomed units makes before play goes on: where they go.
/// The rest of the battle is over; only these units wait, where they were.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The realm that chooses (their owner).
    pub by: Faction,
    /// What is chosen.
    pub kind: Choice,
    /// The units that go.
    pub units: Vec<UnitId>,
    /// Where they wait.
    pub from: RegionId,
    /// Where they may go (at least two; one is taken without asking).
    pub options: Vec<RegionId>,
}

/// What a [`Decision`] chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// SR-22, SR-G9, SR-G10, SR-AMB-20 — where a beaten army withdraws.
    Withdraw,
    /// SR-23, SR-G9 — where ransomed units go when their capital cannot
    /// take them.
    Place,
}

/// How the game ended (SR-G7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// The winners (several when the victory is shared; none for a draw).
    pub winners: Vec<Faction>,
    /// The round it ended in.
    pub round: u32,
    /// Each realm's influence, in seat order.
    pub influence: Vec<u32>,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// SR-G3 — the round, from 1.
    pub round: u32,
    /// This round's turn order (the seated realms, rotated each round).
    pub order: Vec<Faction>,
    /// Whose turn it is: a position in `order`.
    pub slot: u32,
    /// The realms' turns so far, through the game (SR-17).
    pub turn: u32,
    /// Where the acting realm is in its turn.
    pub stage: Stage,
    /// Per realm, in seat order.
    pub factions: Vec<FactionState>,
    /// Per city, in board order.
    pub cities: Vec<CityState>,
    /// Every unit, ordered by id.
    pub units: Vec<Unit>,
    /// The next unit id.
    pub next_unit: u32,
    /// Battles the acting realm must fight before its turn ends.
    pub engaged: Vec<Engagement>,
    /// SR-G6 — fanatics and shadows raised in the Shadow Lands this turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub shadow_raised: u8,
    /// Set when the game is over.
    pub finish: Option<Finish>,
    /// The rules the game was begun under ([`crate::RULES`]); written only
    /// when not the first, so the states of older games hash as before.
    #[serde(default = "first_rules", skip_serializing_if = "is_first_rules")]
    pub rules: u32,
    /// Rules 2 — the owners' choices waiting to be made, first one first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<Decision>,
    /// The readings of the spec's ambiguities its scenario plays with
    /// (`crate::options`); written only when not the recommended ones.
    #[serde(default, skip_serializing_if = "Options::is_default")]
    pub options: Options,
}

const fn first_rules() -> u32 {
    1
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_first_rules(n: &u32) -> bool {
    *n == 1
}

impl State {
    /// A realm's data.
    #[must_use]
    pub fn faction(&self, f: Faction) -> &FactionState {
        &self.factions[f.index()]
    }

    /// The realm whose turn it is.
    #[must_use]
    pub fn acting(&self) -> Option<Faction> {
        if self.finish.is_some() {
            return None;
        }
        self.order.get(self.slot as usize).copied()
    }

    /// The realm that acts now: the one whose choice is pending (rules 2),
    /// else the realm whose turn it is.
    #[must_use]
    pub fn decider(&self) -> Option<Faction> {
        if self.finish.is_some() {
            return None;
        }
        self.pending.first().map(|d| d.by).or_else(|| self.acting())
    }

    /// A city's state.
    #[must_use]
    pub fn city(&self, city: RegionId) -> Option<&CityState> {
        self.cities.iter().find(|c| c.city == city)
    }

    /// A city's owner (`None` for a neutral city, or no city).
    #[must_use]
    pub fn owner(&self, city: RegionId) -> Owner {
        self.city(city).and_then(|c| c.owner)
    }

    /// The cities a realm owns.
    pub fn cities_of(&self, f: Faction) -> impl Iterator<Item = RegionId> + '_ {
        self.cities.iter().filter(move |c| c.owner == Some(f)).map(|c| c.city)
    }

    /// SR-G12 — territory size: the cities a realm owns.
    #[must_use]
    pub fn city_count(&self, f: Faction) -> u32 {
        u32::try_from(self.cities_of(f).count()).unwrap_or(u32::MAX)
    }

    /// A unit by id.
    #[must_use]
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.binary_search_by_key(&id, |u| u.id).ok().map(|i| &self.units[i])
    }

    /// The units at a position.
    pub fn units_at(&self, at: RegionId) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |u| u.at == at)
    }

    /// An owner's units at a position: its army there (SR glossary: all
    /// units of one realm at one position move or fight together).
    pub fn army(&self, owner: Owner, at: RegionId) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |u| u.at == at && u.owner == owner)
    }

    /// SR-G12 — whether two owners fight each other: everybody does, but a
    /// lord and its vassal.
    #[must_use]
    pub fn hostile(&self, a: Owner, b: Owner) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => a != b && self.faction(a).lord != Some(b) && self.faction(b).lord != Some(a),
            (None, None) => false,
            _ => true,
        }
    }

    /// SR-G12 — whether `f` holds a region without a city: only its units
    /// stand there.
    #[must_use]
    pub fn holds(&self, f: Faction, field: RegionId) -> bool {
        let mut here = self.units_at(field).peekable();
        here.peek().is_some() && here.all(|u| u.owner == Some(f))
    }

    /// The owner a field shows: its city's owner, or whoever holds it.
    #[must_use]
    pub fn field_owner(&self, field: RegionId) -> Option<Owner> {
        match map().city_of(field) {
            Some(city) => Some(self.owner(city)),
            None => {
                let first = self.units_at(field).next()?.owner;
                self.units_at(field).all(|u| u.owner == first).then_some(first)
            }
        }
    }

    /// The realm a realm's vassals serve, if it is one.
    #[must_use]
    pub fn lord(&self, f: Faction) -> Option<Faction> {
        self.faction(f).lord
    }

    /// The seated realms still in the game.
    pub fn seated(&self) -> impl Iterator<Item = Faction> + '_ {
        Faction::ALL.into_iter().filter(|f| self.faction(*f).seated)
    }
}

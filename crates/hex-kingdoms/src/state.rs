//! The game state: players, units, structures, relics, the turn and the
//! battle in progress. Integers and ordered collections only.

use crate::bag::{Bag, Side};
use crate::ids::{
    Achievement, BuildingKind, Government, PlayerId, Religion, StructId, StructKind, Tech, UnitId, UnitKind,
};
use crate::map::{Map, map_of};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// G-5 — the game lasts 12 rounds.
pub const LAST_ROUND: u32 = 12;
/// G-5 — action dice each Refresh.
pub const ACTION_DICE: u8 = 3;
/// G-9 — units of one player per hex.
pub const STACK: usize = 5;
/// G-15 — experience dice per card.
pub const MAX_EXPERIENCE: u8 = 6;

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Role id (`red`, …).
    pub role: String,
    /// G-10 gold.
    pub gold: u32,
    /// G-5 action dice in the pool.
    pub action_dice: u8,
    /// G-17 government card.
    pub government: Government,
    /// Experience dice on the government card (HK-67).
    pub experience: u8,
    /// G-18 technologies.
    pub techs: BTreeSet<Tech>,
    /// G-19 state religion.
    pub religion: Religion,
    /// G-25 achievements claimed.
    pub achievements: BTreeSet<Achievement>,
    /// Battles won as defender (Steadfast).
    pub defended: u8,
    /// G-25 elimination.
    pub out: bool,
    /// G-4, HK-75 — the building pieces of each type (in
    /// [`BuildingKind::ALL`] order) the player owns, on the personal board
    /// or the map: 3 each at the start; a lost building goes back as the
    /// type its owner chooses. Absent from files while it is the start's.
    #[serde(default = "starting_buildings", skip_serializing_if = "is_starting_buildings")]
    pub buildings: [u8; 4],
}

const fn first_edition() -> u8 {
    1
}

/// G-15 — the rules edition from which the player chooses where a converted
/// or recovered unit lands ([`State::rules_edition`]).
pub const LANDING_CHOSEN: u8 = 2;
/// The rules edition new games are played by.
pub const CURRENT_RULES: u8 = LANDING_CHOSEN;

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_first_edition(edition: &u8) -> bool {
    *edition == 1
}

/// G-4 — 3 buildings of each type on the personal board.
pub const STARTING_BUILDINGS: [u8; 4] = [3; 4];

const fn starting_buildings() -> [u8; 4] {
    STARTING_BUILDINGS
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_starting_buildings(b: &[u8; 4]) -> bool {
    *b == STARTING_BUILDINGS
}

/// A unit on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Owner.
    pub owner: PlayerId,
    /// Type.
    pub kind: UnitKind,
    /// Hex.
    pub at: RegionId,
    /// G-8 exhaustion dice on it.
    pub exhaustion: u8,
}

/// A structure on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Structure {
    /// Owner.
    pub owner: PlayerId,
    /// Kind (walls carry their edge).
    pub kind: StructKind,
    /// Hex.
    pub at: RegionId,
    /// HK-52 black dice on it.
    pub damage: u8,
}

/// Something damage can be assigned to (HK-49).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    /// A unit.
    Unit(UnitId),
    /// A structure.
    Structure(StructId),
}

/// HK-4 — the step a battle waits in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BattleStep {
    /// HK-5…HK-9: the defender may react.
    React,
    /// HK-10…HK-18: a side prepares its dice.
    Prepare(Side),
    /// HK-30…HK-35: a side may convert (one check per conversion symbol).
    Convert(Side),
    /// HK-36…HK-38: a side draws.
    Draw(Side),
    /// HK-42…HK-44: a side may redraw.
    PostDraw(Side),
    /// HK-48…HK-50: a side assigns the damage it deals.
    Assign(Side),
    /// HK-58…HK-63: a side may recover (one check per recovery symbol).
    Recover(Side),
    /// HK-74, HK-75: the defender says which building each lost one was.
    ReturnBuildings,
    /// G-15 step 6, HK-33: the side whose check passed chooses the legal
    /// hex its unit lands on ([`Battle::landing`]).
    Land(Side),
}

impl BattleStep {
    /// The side deciding in this step (the defender reacts).
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Self::React | Self::ReturnBuildings => Side::Defender,
            Self::Prepare(x)
            | Self::Convert(x)
            | Self::Draw(x)
            | Self::PostDraw(x)
            | Self::Assign(x)
            | Self::Recover(x)
            | Self::Land(x) => x,
        }
    }
}

/// A battle in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// The two players, attacker first.
    pub players: [PlayerId; 2],
    /// The target hex.
    pub target: RegionId,
    /// Hexes of the attacking armies.
    pub attack_hexes: Vec<RegionId>,
    /// Hexes of the defending armies (target first).
    pub defend_hexes: Vec<RegionId>,
    /// Participating units per side (HK-19: fixed after reactions).
    pub units: [Vec<UnitId>; 2],
    /// Participating defender structures (walls only on the line of attack, HK-73).
    pub structures: Vec<StructId>,
    /// Walls on the line of attack ignored by Siege Tower (HK-72, A-10).
    pub ignored: Vec<StructId>,
    /// HK-68 siege.
    pub siege: bool,
    /// Where the battle waits.
    pub step: BattleStep,
    /// The bag.
    pub bag: Bag,
    /// Tokens drawn in the clash.
    pub drawn: Bag,
    /// Tokens drawn by the attacker's own draw (the defender may extend up to its courage).
    pub attacker_drew: u32,
    /// Whether each side has an active unit (HK-25).
    pub active: [bool; 2],
    /// Experience dice each side put in (G-16 cleanup).
    pub experience_in: [u8; 2],
    /// Fabian Tactics tokens chosen per side (HK-80), applied after both prepared.
    pub fabian: [u32; 2],
    /// Tactics used, per side (G-18: once per battle).
    pub tactics_used: [bool; 2],
    /// Regular Army used, per side.
    pub regular_used: [bool; 2],
    /// Damage each side still has to assign.
    pub damage_left: [u32; 2],
    /// Damage assigned to each target so far.
    pub assigned: BTreeMap<Target, u8>,
    /// Units destroyed (for recovery, HK-63): id, kind, hex.
    pub lost: Vec<(UnitId, UnitKind, RegionId)>,
    /// Units converted away.
    pub converted: Vec<UnitId>,
    /// Conversion checks made per side (HK-32).
    pub conversions_used: [u8; 2],
    /// Recovery checks made per side (HK-61).
    pub recoveries_used: [u8; 2],
    /// HK-74, HK-75 — buildings lost in this battle whose owner has not yet
    /// said which building each was.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub buildings_lost: Vec<BuildingKind>,
    /// G-15 step 6 — the unit whose check passed, while its side chooses
    /// where it lands (only in the step [`BattleStep::Land`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub landing: Option<Landing>,
}

/// G-15 step 6, HK-33, HK-62 — a unit that passed its check and waits to
/// Why a check was made (a pending one is kept in the state; events name it too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckKind {
    /// HK-29…HK-35.
    Conversion,
    /// HK-58…HK-63.
    Recovery,
}

/// be placed on a legal hex next to `near`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Landing {
    /// A conversion (the converter's new unit) or a recovery.
    pub check: CheckKind,
    /// The enemy unit converted, or the lost unit recovered.
    pub unit: UnitId,
    /// Its type.
    pub kind: UnitKind,
    /// The hex it lands next to: the converted unit's, or where the lost one fell.
    pub near: RegionId,
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// G-5 phase 3: the active player spends action dice.
    Actions,
    /// G-6: a manoeuvre was made with the armies now on these hexes; the
    /// player may declare one attack.
    AfterManoeuvre(Vec<RegionId>),
    /// A battle.
    Battle(Box<Battle>),
    /// G-21 — the attacker won and may move one adjacent attacking army into the target.
    Advance {
        /// The emptied target hex.
        target: RegionId,
        /// The attacking armies adjacent to it.
        armies: Vec<RegionId>,
    },
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// Winners.
    pub winners: Vec<PlayerId>,
    /// Sudden death (G-25) rather than points.
    pub sudden_death: bool,
    /// Victory points per player.
    pub points: Vec<u32>,
}

/// Per-turn limits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFlags {
    /// G-11 units recruited per hex this turn.
    pub recruited: BTreeMap<RegionId, u8>,
    /// G-12 wall/palisade segments built per hex this turn.
    pub segments: BTreeMap<RegionId, u8>,
    /// G-5 research done.
    pub researched: bool,
    /// G-5 reform done.
    pub reformed: bool,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Whether the 3–4 player map is used.
    pub large: bool,
    /// G-3 — the edition of the map ([`crate::layout`]): new games are
    /// played on the current one; files without the field began on the
    /// first and stay on it.
    #[serde(default = "first_edition", skip_serializing_if = "is_first_edition")]
    pub map_edition: u8,
    /// The edition of the rules the game is played by (set by its
    /// scenario, [`crate::setup::scenario`]): from [`LANDING_CHOSEN`] the
    /// player chooses where a converted or recovered unit lands (G-15);
    /// files without the field began on the first, where it landed on the
    /// first legal hex, and replay so. (Not the save's `rules_version`,
    /// which refuses files of another version.)
    #[serde(default = "first_edition", skip_serializing_if = "is_first_edition")]
    pub rules_edition: u8,
    /// Players in seat order.
    pub players: Vec<Player>,
    /// Units.
    pub units: BTreeMap<UnitId, Unit>,
    /// Structures.
    pub structures: BTreeMap<StructId, Structure>,
    /// Next piece id.
    pub next_id: u32,
    /// G-20 relic holders by religion index (`None`: still on its holy site).
    pub relics: Vec<Option<PlayerId>>,
    /// Round (1…12).
    pub round: u32,
    /// Whose turn.
    pub active: PlayerId,
    /// G-4 — the first player; a round ends before their turn.
    pub first: PlayerId,
    /// Where the turn stands.
    pub step: Step,
    /// Per-turn limits.
    pub flags: TurnFlags,
    /// The end, once reached.
    pub finish: Option<Finish>,
}

impl State {
    /// The map of this game.
    #[must_use]
    pub fn map(&self) -> &'static Map {
        map_of(self.large, self.map_edition)
    }

    /// A player.
    #[must_use]
    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index().min(self.players.len().saturating_sub(1))]
    }

    /// A player's colour (its seat's role), if it is one the game knows.
    #[must_use]
    pub fn colour(&self, p: PlayerId) -> Option<crate::ids::Colour> {
        <crate::ids::Colour as engine::side::Side>::from_id(&self.player(p).role)
    }

    /// All player ids.
    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> + use<> {
        (0..u8::try_from(self.players.len()).unwrap_or(0)).map(PlayerId)
    }

    /// The battle in progress.
    #[must_use]
    pub fn battle(&self) -> Option<&Battle> {
        match &self.step {
            Step::Battle(b) => Some(b),
            _ => None,
        }
    }

    /// The battle in progress, to change.
    pub fn battle_mut(&mut self) -> Option<&mut Battle> {
        match &mut self.step {
            Step::Battle(b) => Some(b),
            _ => None,
        }
    }

    /// Units on a hex.
    pub fn units_at(&self, at: RegionId) -> impl Iterator<Item = (UnitId, &Unit)> + '_ {
        self.units.iter().filter(move |(_, u)| u.at == at).map(|(i, u)| (*i, u))
    }

    /// How many units of each kind stand on a hex, in `UnitKind::ALL` order.
    #[must_use]
    pub fn kinds_at(&self, at: RegionId) -> [u32; 7] {
        let mut counts = [0; 7];
        for (_, u) in self.units_at(at) {
            counts[u.kind.position()] += 1;
        }
        counts
    }

    /// The owner of the units on a hex (G-9: never two players).
    #[must_use]
    pub fn army_owner(&self, at: RegionId) -> Option<PlayerId> {
        self.units_at(at).next().map(|(_, u)| u.owner)
    }

    /// The ids of the units on a hex.
    #[must_use]
    pub fn army(&self, at: RegionId) -> Vec<UnitId> {
        self.units_at(at).map(|(i, _)| i).collect()
    }

    /// G-8 — an army is exhausted if any of its units is.
    #[must_use]
    pub fn exhausted(&self, at: RegionId) -> bool {
        self.units_at(at).any(|(_, u)| u.exhaustion > 0)
    }

    /// Structures on a hex.
    pub fn structures_at(&self, at: RegionId) -> impl Iterator<Item = (StructId, &Structure)> + '_ {
        self.structures.iter().filter(move |(_, s)| s.at == at).map(|(i, s)| (*i, s))
    }

    /// The city or castle on a hex, if any.
    #[must_use]
    pub fn seat_at(&self, at: RegionId) -> Option<(StructId, &Structure)> {
        self.structures_at(at).find(|(_, s)| matches!(s.kind, StructKind::City | StructKind::Castle))
    }

    /// Whether a hex has a structure of this kind (edges ignored) of `owner`.
    #[must_use]
    pub fn has(&self, at: RegionId, owner: PlayerId, kind: StructKind) -> bool {
        self.structures_at(at).any(|(_, s)| s.owner == owner && s.kind.same_type(kind))
    }

    /// Pieces of a structure type `owner` has on the map.
    #[must_use]
    pub fn built(&self, owner: PlayerId, kind: StructKind) -> usize {
        self.structures.values().filter(|s| s.owner == owner && s.kind.same_type(kind)).count()
    }

    /// G-4, HK-75 — the pieces of a structure type `owner` owns, on the
    /// personal board or the map (buildings: by the owner's choices).
    #[must_use]
    pub fn pieces(&self, owner: PlayerId, kind: StructKind) -> usize {
        match kind {
            StructKind::Building(b) => usize::from(self.player(owner).buildings[b.position()]),
            _ => kind.supply(),
        }
    }

    /// Units of a type `owner` has on the map.
    #[must_use]
    pub fn fielded(&self, owner: PlayerId, kind: UnitKind) -> usize {
        self.units.values().filter(|u| u.owner == owner && u.kind == kind).count()
    }

    /// G-9 — maximum formation size: 1 + castles, at most 4.
    #[must_use]
    pub fn formation_limit(&self, p: PlayerId) -> usize {
        (1 + self.built(p, StructKind::Castle)).min(4)
    }

    /// G-3 — whether a hex is in `p`'s territory (a province with its city).
    #[must_use]
    pub fn in_territory(&self, p: PlayerId, at: RegionId) -> bool {
        let m = self.map();
        let prov = m.info(at).province;
        prov != crate::map::NO_PROVINCE
            && self
                .structures
                .values()
                .any(|s| s.owner == p && s.kind == StructKind::City && m.info(s.at).province == prov)
    }

    /// Whether `p` holds any relic (G-20).
    #[must_use]
    pub fn holds_relic(&self, p: PlayerId) -> bool {
        self.relics.contains(&Some(p))
    }

    /// A fresh piece id.
    #[must_use]
    pub const fn peek_id(&self) -> u32 {
        self.next_id
    }
}

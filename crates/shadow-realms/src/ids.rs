//! The realms, their kards, the kinds of units (SR-1, SR-3, SR-G2, SR-G8).

use engine::rules::NameKeys;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// A player's realm, named after its capital (SR-G2), in seat order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// Kerdurin, ruled by Robert.
    Kerdurin,
    /// Heilbron, ruled by Petros.
    Heilbron,
    /// Rudern, ruled by Rim.
    Rudern,
    /// Lake City, ruled by Kalamé.
    LakeCity,
    /// Malmo, ruled by Jaromír.
    Malmo,
}

impl Faction {
    /// Every realm, in seat order (SR-G2's table, SR-G3's base turn order).
    pub const ALL: [Self; 5] = [Self::Kerdurin, Self::Heilbron, Self::Rudern, Self::LakeCity, Self::Malmo];

    /// SR-G2, SR-AMB-10 — its ruler, its only kard and its general.
    #[must_use]
    pub const fn kard(self) -> Kard {
        match self {
            Self::Kerdurin => Kard::Robert,
            Self::Heilbron => Kard::Petros,
            Self::Rudern => Kard::Rim,
            Self::LakeCity => Kard::Kalame,
            Self::Malmo => Kard::Jaromir,
        }
    }
}

impl Side for Faction {
    const IN_SEAT_ORDER: &'static [Self] = &Self::ALL;
    const NAME_KEYS: NameKeys = NameKeys { prefix: "sr", region: "region", role: "faction" };

    /// The role id (also its capital's key).
    fn id(self) -> &'static str {
        match self {
            Self::Kerdurin => "kerdurin",
            Self::Heilbron => "heilbron",
            Self::Rudern => "rudern",
            Self::LakeCity => "lake_city",
            Self::Malmo => "malmo",
        }
    }

    fn colour(self) -> &'static str {
        match self {
            Self::Kerdurin => "#3f6fb0",
            Self::Heilbron => "#b8862b",
            Self::Rudern => "#a8322d",
            Self::LakeCity => "#3f8f7a",
            Self::Malmo => "#7b4f9e",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Who owns a unit, a city or a captive: a realm, or nobody (`None`: the
/// neutrals, the pirates and the cities the giants took).
pub type Owner = Option<Faction>;

/// Translation key of an owner's name.
#[must_use]
pub fn owner_key(owner: Owner) -> String {
    owner.map_or_else(|| "sr.faction.neutral".to_owned(), Faction::key)
}

/// The role id an owner is drawn in.
#[must_use]
pub fn owner_id(owner: Owner) -> &'static str {
    owner.map_or("neutral", Faction::id)
}

/// The named heroes (SR-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kard {
    /// Robert, +3 BS.
    Robert,
    /// Rim, +3 BS.
    Rim,
    /// Kalamé, +1 BS.
    Kalame,
    /// Petros, +1 BS.
    Petros,
    /// Jaromír, +1 BS.
    Jaromir,
}

impl Kard {
    /// SR-3, SR-EX-1 — the kard's bonus to his side's strength.
    #[must_use]
    pub const fn bonus(self) -> u32 {
        match self {
            Self::Robert | Self::Rim => 3,
            Self::Kalame | Self::Petros | Self::Jaromir => 1,
        }
    }

    /// Translation key of his name.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Robert => "sr.kard.robert",
            Self::Rim => "sr.kard.rim",
            Self::Kalame => "sr.kard.kalame",
            Self::Petros => "sr.kard.petros",
            Self::Jaromir => "sr.kard.jaromir",
        }
    }
}

/// A unit's kind (SR-1; the giant exists only in its event, SR-G8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    /// An army "with +1 BS".
    Troop,
    /// Fanatics from the Shadow Lands, +2 BS.
    Fanatic,
    /// A shadow (SR-G8: BS 1).
    Shadow,
    /// A catapult (SR-G8: BS 1, 3 when storming).
    Catapult,
    /// A ship (SR-2: BS 2, carries 2).
    Ship,
    /// A realm's ruler, its kard (SR-G8: BS 0).
    Ruler,
}

impl UnitKind {
    /// Every kind, in the order counters and fields list them.
    pub const ALL: [Self; 6] = [Self::Troop, Self::Fanatic, Self::Shadow, Self::Catapult, Self::Ship, Self::Ruler];

    /// SR-1, SR-2, SR-G8 — combat strength.
    #[must_use]
    pub const fn bs(self) -> u32 {
        match self {
            Self::Troop | Self::Shadow | Self::Catapult => 1,
            Self::Fanatic | Self::Ship => 2,
            Self::Ruler => 0,
        }
    }

    /// SR-G8 — whether it may carry a fire sword.
    #[must_use]
    pub const fn carries_sword(self) -> bool {
        matches!(self, Self::Troop | Self::Fanatic | Self::Shadow)
    }

    /// Its stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Troop => "troop",
            Self::Fanatic => "fanatic",
            Self::Shadow => "shadow",
            Self::Catapult => "catapult",
            Self::Ship => "ship",
            Self::Ruler => "ruler",
        }
    }

    /// Its kind by id.
    #[must_use]
    pub fn of_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Translation key of its name.
    #[must_use]
    pub fn key(self) -> String {
        format!("sr.unit.{}", self.id())
    }

    /// Its position in [`UnitKind::ALL`].
    #[must_use]
    pub const fn position(self) -> usize {
        self as usize
    }
}

/// A unit's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UnitId(pub u32);

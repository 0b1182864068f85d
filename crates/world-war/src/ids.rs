//! Small typed values: factions, unit kinds, ids, resources (WW-21, WW-38).

use engine::rules::NameKeys;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// A playing power (WW glossary: `Faction`). Its index is also its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// The Axis.
    Axis,
    /// The USSR.
    Ussr,
    /// The Allies.
    Allies,
}

impl Faction {
    /// All factions in seat order.
    pub const ALL: [Self; 3] = [Self::Axis, Self::Ussr, Self::Allies];
}

impl Side for Faction {
    const IN_SEAT_ORDER: &'static [Self] = &Self::ALL;
    const NAME_KEYS: NameKeys = NameKeys { prefix: "ww", region: "region", role: "faction" };

    /// Role id: `axis`, `ussr`, `allies`.
    fn id(self) -> &'static str {
        match self {
            Self::Axis => "axis",
            Self::Ussr => "ussr",
            Self::Allies => "allies",
        }
    }

    fn colour(self) -> &'static str {
        match self {
            // Charcoal: a blue-grey Axis read as sea on the map.
            Self::Axis => "#514b45",
            Self::Ussr => "#b03a2e",
            Self::Allies => "#4f7942",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Unit types of WW-38.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    /// Infantry Division (WW-32).
    Infantry,
    /// Tank Division (WW-33).
    Tank,
    /// Bomber Regiment (WW-34).
    Bomber,
    /// Fighter Regiment (WW-35).
    Fighter,
    /// Navy (WW-36).
    Navy,
    /// Merchant Fleet (WW-37).
    Merchant,
}

impl UnitKind {
    /// All kinds in table order.
    pub const ALL: [Self; 6] = [Self::Infantry, Self::Tank, Self::Bomber, Self::Fighter, Self::Navy, Self::Merchant];

    /// WW-38 — purchase cost in Manpower and Production.
    #[must_use]
    pub const fn cost(self) -> Resources {
        match self {
            Self::Infantry => Resources::new(3, 1, 0),
            Self::Tank | Self::Bomber | Self::Fighter | Self::Navy => Resources::new(1, 3, 0),
            Self::Merchant => Resources::new(0, 3, 0),
        }
    }

    /// WW-38, WW-G5 — Supply paid once per active turn (merchants 0, WW-AMB-17).
    #[must_use]
    pub const fn supply(self) -> u32 {
        match self {
            Self::Infantry => 1,
            Self::Merchant => 0,
            _ => 2,
        }
    }

    /// Catalog key of the counter's short label (WW glossary: `INF`, …).
    #[must_use]
    pub fn label_key(self) -> String {
        format!("ww.short.{}", self.id())
    }

    /// Stable id (`infantry`, …).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Infantry => "infantry",
            Self::Tank => "tank",
            Self::Bomber => "bomber",
            Self::Fighter => "fighter",
            Self::Navy => "navy",
            Self::Merchant => "merchant",
        }
    }

    /// Translation key of the unit's name.
    #[must_use]
    pub fn key(self) -> String {
        format!("ww.unit.{}", self.id())
    }

    /// Infantry and tanks.
    #[must_use]
    pub const fn is_land(self) -> bool {
        matches!(self, Self::Infantry | Self::Tank)
    }

    /// Bombers and fighters.
    #[must_use]
    pub const fn is_air(self) -> bool {
        matches!(self, Self::Bomber | Self::Fighter)
    }

    /// Navy and merchants (they stand in sea zones).
    #[must_use]
    pub const fn is_ship(self) -> bool {
        matches!(self, Self::Navy | Self::Merchant)
    }
}

/// A unit's id (never reused in a game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UnitId(pub u32);

/// A neutral country's index in the map's country list (WW-G10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CountryId(pub u8);

impl CountryId {
    /// Index into per-country vectors.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The SOONER/LATER initiative choice (WW-19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Act before every LATER faction.
    Sooner,
    /// Act after every SOONER faction.
    Later,
}

/// A merchant import cargo (WW-27: arms or fuel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Good {
    /// Production (arms).
    Production,
    /// Supply (fuel).
    Supply,
}

/// Manpower, Production and Supply (WW-21).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Resources {
    /// Manpower.
    pub mp: u32,
    /// Production.
    pub p: u32,
    /// Supply.
    pub s: u32,
}

impl Resources {
    /// A bundle.
    #[must_use]
    pub const fn new(mp: u32, p: u32, s: u32) -> Self {
        Self { mp, p, s }
    }

    /// Component-wise sum.
    #[must_use]
    pub const fn plus(self, o: Self) -> Self {
        Self::new(self.mp + o.mp, self.p + o.p, self.s + o.s)
    }

    /// Component-wise difference, saturating at zero.
    #[must_use]
    pub const fn minus(self, o: Self) -> Self {
        Self::new(self.mp.saturating_sub(o.mp), self.p.saturating_sub(o.p), self.s.saturating_sub(o.s))
    }

    /// Whether every component covers `o`'s.
    #[must_use]
    pub const fn covers(self, o: Self) -> bool {
        self.mp >= o.mp && self.p >= o.p && self.s >= o.s
    }

    /// Sum of the three components.
    #[must_use]
    pub const fn total(self) -> u32 {
        self.mp + self.p + self.s
    }

    /// `n` times the bundle.
    #[must_use]
    pub const fn times(self, n: u32) -> Self {
        Self::new(self.mp * n, self.p * n, self.s * n)
    }
}

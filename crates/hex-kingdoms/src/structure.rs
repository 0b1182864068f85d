//! G-12 — structure and building kinds: durability, cost, destruction tier.

use serde::{Deserialize, Serialize};

/// G-12 — building types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BuildingKind {
    /// +1 gold.
    Market,
    /// Recruits cost 1 less.
    Barracks,
    /// Trebuchets and galleys.
    Workshop,
    /// Conversion +1 difficulty against its owner.
    Temple,
}

impl BuildingKind {
    /// All building types.
    pub const ALL: [Self; 4] = [Self::Market, Self::Barracks, Self::Workshop, Self::Temple];

    /// Its place in [`Self::ALL`] (and in a player's `buildings`).
    #[must_use]
    pub const fn position(self) -> usize {
        self as usize
    }

    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Market => "hk.building.market",
            Self::Barracks => "hk.building.barracks",
            Self::Workshop => "hk.building.workshop",
            Self::Temple => "hk.building.temple",
        }
    }
}

/// G-12 — structure kinds. Walls and palisades lie on an edge (0–5, the
/// `hexx` edge direction index) of the hex they belong to (G-23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum StructKind {
    /// Durability 3.
    City,
    /// Durability 4.
    Castle,
    /// Durability 1.
    Building(BuildingKind),
    /// Durability 2, on an edge.
    Wall(u8),
    /// Durability 1, on an edge.
    Palisade(u8),
}

impl StructKind {
    /// HK-46, HK-57, G-12 durability.
    #[must_use]
    pub const fn durability(self) -> u8 {
        match self {
            Self::City => 3,
            Self::Castle => 4,
            Self::Wall(_) => 2,
            Self::Building(_) | Self::Palisade(_) => 1,
        }
    }

    /// G-12 cost in gold.
    #[must_use]
    pub const fn cost(self) -> u32 {
        match self {
            Self::City => 6,
            Self::Castle => 5,
            Self::Building(_) => 3,
            Self::Wall(_) => 2,
            Self::Palisade(_) => 1,
        }
    }

    /// The edge of a wall or palisade.
    #[must_use]
    pub const fn edge(self) -> Option<u8> {
        match self {
            Self::Wall(e) | Self::Palisade(e) => Some(e),
            _ => None,
        }
    }

    /// HK-50 destruction tier of a structure (2 walls, 4 buildings, 5 city/castle).
    #[must_use]
    pub const fn tier(self) -> u8 {
        match self {
            Self::Wall(_) | Self::Palisade(_) => 2,
            Self::Building(_) => 4,
            Self::City | Self::Castle => 5,
        }
    }

    /// G-4 — pieces on the personal board.
    #[must_use]
    pub const fn supply(self) -> usize {
        match self {
            Self::City => 4,
            Self::Castle | Self::Building(_) => 3,
            Self::Wall(_) | Self::Palisade(_) => 8,
        }
    }

    /// Map mark symbol and catalog key suffix.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::City => "city",
            Self::Castle => "castle",
            Self::Building(BuildingKind::Market) => "market",
            Self::Building(BuildingKind::Barracks) => "barracks",
            Self::Building(BuildingKind::Workshop) => "workshop",
            Self::Building(BuildingKind::Temple) => "temple",
            Self::Wall(_) => "walls",
            Self::Palisade(_) => "palisade",
        }
    }

    /// Catalog key.
    #[must_use]
    pub fn key(self) -> String {
        format!("hk.struct.{}", self.id())
    }

    /// Whether two kinds are the same piece type (edges ignored).
    #[must_use]
    pub const fn same_type(self, other: Self) -> bool {
        match (self, other) {
            (Self::Wall(_), Self::Wall(_)) | (Self::Palisade(_), Self::Palisade(_)) => true,
            (Self::City, Self::City) | (Self::Castle, Self::Castle) => true,
            (Self::Building(a), Self::Building(b)) => a as u8 == b as u8,
            _ => false,
        }
    }
}

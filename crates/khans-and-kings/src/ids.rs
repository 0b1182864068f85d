//! The four states of Four Crowns (GAP-45), units and provinces by id.

use crate::data::resources::{Org, Resource};
use crate::data::tables::{Doctrine, Government};
use engine::rules::NameKeys;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// A player's state, in seat order (GAP-45's table; AMB-01).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    /// The Khanate of the Steppe (R1): craft, tribal khanate, mobile.
    Khanate,
    /// The Kingdom of the Heartland (R2): craft, feudal monarchy, defensive.
    Kingdom,
    /// The Empire of the North (R3): industrial, autocracy, offensive.
    Empire,
    /// The Republic of the Coast (R4): industrial, merchant republic, total war.
    Republic,
}

impl Player {
    /// Every state, in seat order.
    pub const ALL: [Self; 4] = [Self::Khanate, Self::Kingdom, Self::Empire, Self::Republic];

    /// GAP-45 — its production organisation.
    #[must_use]
    pub const fn org(self) -> Org {
        match self {
            Self::Khanate | Self::Kingdom => Org::Craft,
            Self::Empire | Self::Republic => Org::Industrial,
        }
    }

    /// The resource a trade's index names for this state (among the five
    /// it uses, KK-RES-03).
    #[must_use]
    pub fn resource(self, index: u8) -> Option<Resource> {
        Resource::of(self.org()).get(usize::from(index)).copied()
    }

    /// GAP-45 — its starting government.
    #[must_use]
    pub const fn government(self) -> Government {
        match self {
            Self::Khanate => Government::TribalKhanate,
            Self::Kingdom => Government::FeudalMonarchy,
            Self::Empire => Government::Autocracy,
            Self::Republic => Government::MerchantRepublic,
        }
    }

    /// GAP-45 — its starting doctrine.
    #[must_use]
    pub const fn doctrine(self) -> Doctrine {
        match self {
            Self::Khanate => Doctrine::Mobile,
            Self::Kingdom => Doctrine::Defensive,
            Self::Empire => Doctrine::Offensive,
            Self::Republic => Doctrine::TotalWar,
        }
    }

    /// AMB-01 — the next seat (the left-hand neighbour), among `seated` ones.
    #[must_use]
    pub fn next(self, seated: &[Self]) -> Self {
        let i = seated.iter().position(|p| *p == self).unwrap_or(0);
        seated.get((i + 1) % seated.len().max(1)).copied().unwrap_or(self)
    }
}

impl Side for Player {
    const IN_SEAT_ORDER: &'static [Self] = &Self::ALL;
    const NAME_KEYS: NameKeys = NameKeys { prefix: "kk", region: "sub", role: "role" };

    fn id(self) -> &'static str {
        match self {
            Self::Khanate => "khanate",
            Self::Kingdom => "kingdom",
            Self::Empire => "empire",
            Self::Republic => "republic",
        }
    }

    fn colour(self) -> &'static str {
        match self {
            Self::Khanate => "#c0872c",
            Self::Kingdom => "#3c6db3",
            Self::Empire => "#8c2f39",
            Self::Republic => "#2f8a6b",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Who a unit or a province belongs to: a player, or nobody (independent
/// units, unowned provinces).
pub type Owner = Option<Player>;

/// Translation key of an owner's name.
#[must_use]
pub fn owner_key(owner: Owner) -> String {
    owner.map_or_else(|| "kk.role.independent".to_owned(), Player::key)
}

/// A unit's number, unique in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UnitId(pub u32);

/// A province's place in the map's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ProvinceId(pub u16);

impl ProvinceId {
    /// Its index.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

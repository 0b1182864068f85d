//! Identifiers and the small closed sets of the game: players, units,
//! structures, terrain, religions, governments, technologies, achievements.

use engine::rules::NameKeys;
use engine::side::Side;
use serde::{Deserialize, Serialize};

pub use crate::structure::{BuildingKind, StructKind};

/// A player's index in seat order (also its seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The index into the player list.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A unit piece on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UnitId(pub u32);

/// A structure piece on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StructId(pub u32);

/// A player's colour: the sides of Hex Kingdoms. Each seat chooses one
/// (its role), so a player's colour is read from the state
/// ([`crate::state::State::colour`]), never from its seat's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Gold.
    Gold,
}

impl Colour {
    /// Every colour, in the order the new-game form offers them.
    pub const ALL: [Self; 4] = [Self::Red, Self::Blue, Self::Green, Self::Gold];
}

impl Side for Colour {
    const IN_SEAT_ORDER: &'static [Self] = &Self::ALL;
    const NAME_KEYS: NameKeys = NameKeys::with_prefix("hk");

    fn id(self) -> &'static str {
        match self {
            Self::Red => "red",
            Self::Blue => "blue",
            Self::Green => "green",
            Self::Gold => "gold",
        }
    }

    fn colour(self) -> &'static str {
        match self {
            Self::Red => "#c0392b",
            Self::Blue => "#2e6fd8",
            Self::Green => "#2e9e4f",
            Self::Gold => "#c9a227",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// G-13 — unit types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum UnitKind {
    /// Non-military, always inactive (HK-20).
    Peasants,
    /// Melee; counter-unit to riders (HK-86).
    Spearmen,
    /// Melee.
    Swordsmen,
    /// Melee rider.
    Cavalry,
    /// Ranged.
    Archers,
    /// Projectile class (HK-41).
    Trebuchet,
    /// Naval; durability 2 (HK-53).
    Galley,
}

/// How far a unit attacks (glossary `RangeClass`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeClass {
    /// Peasants: never active.
    None,
    /// Adjacent land hexes only (HK-22, HK-23).
    Melee,
    /// Archers.
    Ranged,
    /// Trebuchets.
    Projectile,
    /// Galleys (G-22).
    Naval,
}

impl UnitKind {
    /// All unit types.
    pub const ALL: [Self; 7] =
        [Self::Peasants, Self::Spearmen, Self::Swordsmen, Self::Cavalry, Self::Archers, Self::Trebuchet, Self::Galley];

    /// Its place in [`Self::ALL`] (counts by kind are arrays in that order).
    #[must_use]
    pub const fn position(self) -> usize {
        self as usize
    }

    /// Stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Peasants => "peasants",
            Self::Spearmen => "spearmen",
            Self::Swordsmen => "swordsmen",
            Self::Cavalry => "cavalry",
            Self::Archers => "archers",
            Self::Trebuchet => "trebuchet",
            Self::Galley => "galley",
        }
    }

    /// Catalog key of the name.
    #[must_use]
    pub fn key(self) -> String {
        format!("hk.unit.{}", self.id())
    }

    /// Catalog key of the counter's short label (`SPR`, …).
    #[must_use]
    pub fn label_key(self) -> String {
        format!("hk.short.{}", self.id())
    }

    /// HK-21 — every unit but peasants is military.
    #[must_use]
    pub const fn is_military(self) -> bool {
        !matches!(self, Self::Peasants)
    }

    /// Glossary `isRider`.
    #[must_use]
    pub const fn is_rider(self) -> bool {
        matches!(self, Self::Cavalry)
    }

    /// G-13 range class.
    #[must_use]
    pub const fn range_class(self) -> RangeClass {
        match self {
            Self::Peasants => RangeClass::None,
            Self::Spearmen | Self::Swordsmen | Self::Cavalry => RangeClass::Melee,
            Self::Archers => RangeClass::Ranged,
            Self::Trebuchet => RangeClass::Projectile,
            Self::Galley => RangeClass::Naval,
        }
    }

    /// G-13 durability (HK-46, HK-53).
    #[must_use]
    pub const fn durability(self) -> u8 {
        if matches!(self, Self::Galley) { 2 } else { 1 }
    }

    /// G-13 movement points.
    #[must_use]
    pub const fn movement(self) -> u8 {
        match self {
            Self::Trebuchet => 1,
            Self::Cavalry | Self::Galley => 3,
            _ => 2,
        }
    }

    /// G-13 cost in gold.
    #[must_use]
    pub const fn cost(self) -> u32 {
        match self {
            Self::Peasants => 1,
            Self::Spearmen => 2,
            Self::Swordsmen | Self::Archers => 3,
            Self::Cavalry | Self::Galley => 4,
            Self::Trebuchet => 5,
        }
    }

    /// G-4 — the unit supply of each player.
    #[must_use]
    pub const fn supply(self) -> usize {
        match self {
            Self::Cavalry => 4,
            Self::Trebuchet | Self::Galley => 3,
            _ => 6,
        }
    }
}

/// G-2 — terrain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Terrain {
    /// Cost 1.
    Plains,
    /// Cost 2; no cavalry melee bonus.
    Forest,
    /// Cost 2; archers reach 3.
    Hills,
    /// Impassable.
    Mountains,
    /// Galleys only.
    Water,
}

impl Terrain {
    /// Stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Plains => "plains",
            Self::Forest => "forest",
            Self::Hills => "hills",
            Self::Mountains => "mountains",
            Self::Water => "water",
        }
    }

    /// Catalog key.
    #[must_use]
    pub fn key(self) -> String {
        format!("hk.terrain.{}", self.id())
    }

    /// G-2 land movement cost (`None`: impassable to land units).
    #[must_use]
    pub const fn land_cost(self) -> Option<u8> {
        match self {
            Self::Plains => Some(1),
            Self::Forest | Self::Hills => Some(2),
            Self::Mountains | Self::Water => None,
        }
    }
}

/// G-19 — religions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Religion {
    /// Named in the source (E3).
    Christianity,
    /// PROPOSED.
    Islam,
    /// PROPOSED.
    Paganism,
}

impl Religion {
    /// All religions.
    pub const ALL: [Self; 3] = [Self::Christianity, Self::Islam, Self::Paganism];

    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Christianity => "hk.religion.christianity",
            Self::Islam => "hk.religion.islam",
            Self::Paganism => "hk.religion.paganism",
        }
    }
}

/// G-17 — forms of government.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Government {
    /// Starting government; recruits 3.
    Monarchy,
    /// Recovery symbol (HK-77).
    Democracy,
    /// Conversion symbol (HK-78).
    Theocracy,
}

impl Government {
    /// All governments.
    pub const ALL: [Self; 3] = [Self::Monarchy, Self::Democracy, Self::Theocracy];

    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Monarchy => "hk.gov.monarchy",
            Self::Democracy => "hk.gov.democracy",
            Self::Theocracy => "hk.gov.theocracy",
        }
    }
}

/// G-18 — technologies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tech {
    /// HK-42.
    Tactics,
    /// HK-43.
    RegularArmy,
    /// HK-80.
    FabianTactics,
    /// HK-81.
    SiegeTower,
    /// HK-16 formation bonus.
    Drill,
    /// +1 recovery symbol.
    FieldMedicine,
}

impl Tech {
    /// All technologies.
    pub const ALL: [Self; 6] =
        [Self::Tactics, Self::RegularArmy, Self::FabianTactics, Self::SiegeTower, Self::Drill, Self::FieldMedicine];

    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Tactics => "hk.tech.tactics",
            Self::RegularArmy => "hk.tech.regular_army",
            Self::FabianTactics => "hk.tech.fabian_tactics",
            Self::SiegeTower => "hk.tech.siege_tower",
            Self::Drill => "hk.tech.drill",
            Self::FieldMedicine => "hk.tech.field_medicine",
        }
    }
}

/// G-25 — achievements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Achievement {
    /// HK-84: destroy an enemy city.
    Warlike,
    /// 3 cities at once.
    Builder,
    /// 4 technologies.
    Scholar,
    /// Win 2 battles as defender.
    Steadfast,
}

impl Achievement {
    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Warlike => "hk.ach.warlike",
            Self::Builder => "hk.ach.builder",
            Self::Scholar => "hk.ach.scholar",
            Self::Steadfast => "hk.ach.steadfast",
        }
    }
}

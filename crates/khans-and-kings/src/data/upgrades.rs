//! GAP-32 — the List of Upgrades (KK-UNIT-17; GAP-32 assigns each to unit
//! types rather than to one unit): whom each fits, what it needs and costs,
//! what it gives. The Armoury grants the ability to upgrade (KK-UNIT-15).

use super::buildings::Building;
use super::resources::{Cost, Item};
use super::units::{Family, UnitType};
use serde::{Deserialize, Serialize};

/// An upgrade a unit may carry (each at most once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Upgrade {
    /// +1 Strength (any land unit but Support).
    ImprovedWeapons,
    /// +1 Morale (any land unit).
    Drill,
    /// +1 Morale, +1 Strength defending (cavalry, armour).
    Barding,
    /// Chemical weapons (artillery, heavy artillery, bombers).
    ChemicalWeapons,
    /// Range +1 (guns and warships).
    LongRangeGuns,
}

impl Upgrade {
    /// KK-UNIT-17, GAP-32 — every upgrade of the List of Upgrades, in table order.
    pub const ALL: [Self; 5] =
        [Self::ImprovedWeapons, Self::Drill, Self::Barding, Self::ChemicalWeapons, Self::LongRangeGuns];

    /// Its stable id, the end of its name's catalog key (`kk.upgrade.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::ImprovedWeapons => "improved_weapons",
            Self::Drill => "drill",
            Self::Barding => "barding",
            Self::ChemicalWeapons => "chemical_weapons",
            Self::LongRangeGuns => "long_range_guns",
        }
    }

    /// GAP-32 — its cost.
    #[must_use]
    pub const fn cost(self) -> Cost {
        match self {
            Self::ImprovedWeapons => &[(Item::Metal, 1), (Item::Gold, 1)],
            Self::Drill => &[(Item::Food, 1), (Item::Gold, 1)],
            Self::Barding => &[(Item::Metal, 2)],
            Self::ChemicalWeapons => &[(Item::Metal, 2), (Item::Fuel, 1), (Item::Gold, 1)],
            Self::LongRangeGuns => &[(Item::Metal, 2), (Item::Gold, 1)],
        }
    }

    /// GAP-32 — whether a unit of `kind` may carry it.
    #[must_use]
    pub const fn fits(self, kind: UnitType) -> bool {
        let land = kind.is_land();
        match self {
            Self::ImprovedWeapons => land && !matches!(kind, UnitType::Support),
            Self::Drill => land,
            Self::Barding => matches!(kind.family(), Family::Cavalry | Family::Armoured),
            Self::ChemicalWeapons => matches!(kind, UnitType::Artillery | UnitType::HeavyArtillery | UnitType::Bomber),
            Self::LongRangeGuns => matches!(
                kind,
                UnitType::Artillery | UnitType::HeavyArtillery | UnitType::Warship | UnitType::LargeSteelShip
            ),
        }
    }

    /// GAP-32 — the buildings that must stand together in one of the
    /// state's provinces for a unit of `kind` (any one of the lists).
    #[must_use]
    pub const fn requires(self, kind: UnitType) -> &'static [Building] {
        match self {
            Self::ImprovedWeapons => &[Building::Armoury],
            Self::Drill => &[Building::Barracks, Building::Armoury],
            Self::Barding if matches!(kind, UnitType::Armoured) => &[Building::Armoury, Building::Factory],
            Self::Barding => &[Building::Armoury, Building::Stables],
            Self::ChemicalWeapons => &[Building::Factory, Building::ArmsFactory],
            Self::LongRangeGuns if matches!(kind.family(), Family::Naval) => &[Building::Shipyard],
            Self::LongRangeGuns => &[Building::ArmsFactory],
        }
    }

    /// GAP-32 — Strength it gives (`defending`: the unit is the defender).
    #[must_use]
    pub const fn strength(self, defending: bool) -> i32 {
        match self {
            Self::ImprovedWeapons => 1,
            Self::Barding => defending as i32,
            _ => 0,
        }
    }

    /// GAP-32 — Morale it gives.
    #[must_use]
    pub const fn morale(self) -> i32 {
        match self {
            Self::Drill | Self::Barding => 1,
            _ => 0,
        }
    }
}

//! The building table of GAP-20 (the list KK-BLD-18 leaves out): cost,
//! placement, effects, stacking bonus and plunder yield of every building,
//! and the edge buildings.

use super::resources::{Cost, Item};
use super::terrain::Tag;
use serde::{Deserialize, Serialize};

/// A building that stands in a sub-province (KK-BLD-01: one each); every
/// building KK-BLD-20 names is here or an [`EdgeBuilding`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)] // the names are the building table's
pub enum Building {
    Farm,
    Mine,
    Quarry,
    LumberCamp,
    Brickworks,
    OilWell,
    Manufactory,
    Market,
    Port,
    Caravanserai,
    NavalBase,
    Shipyard,
    Workshops,
    Barracks,
    Stables,
    Armoury,
    Steelworks,
    Factory,
    ArmsFactory,
    AircraftFactory,
    Airfield,
    Depot,
    LogisticsCentre,
    GeneralStaff,
    PrisonerCamp,
    LabourCamp,
    Castle,
    Fort,
    Fortress,
    Bunker,
}

/// An edge building (KK-BLD-08: built between sub-provinces).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EdgeBuilding {
    /// A road (GAP-21).
    Road,
    /// A railway (KK-BLD-10).
    Railway,
    /// A bridge on a river edge.
    Bridge,
}

/// Who may build it (GAP-20's Org column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildOrg {
    /// Craft states only.
    Craft,
    /// Industrial states only.
    Industrial,
    /// Both.
    Both,
}

/// Where a building may stand (GAP-20's Terrain column; the GAP-15 table's
/// exclusions apply on top).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Any land sub-province.
    Any,
    /// Any land but swamp.
    NotSwamp,
    /// Any land but swamp or jungle.
    NotSwampOrJungle,
    /// One of these base tags, with no forest, jungle or desert cover.
    OpenBase(&'static [Tag]),
    /// One of these tags anywhere (base or cover).
    AnyOf(&'static [Tag]),
    /// A coastal sub-province, not on these base tags.
    Coastal(&'static [Tag]),
    /// A coastal sub-province on plains or hills.
    CoastalOpen,
    /// Plains, hills or desert base, no forest or jungle cover, never mountains.
    Airfield,
    /// Plains or hills at the end of a railway edge.
    RailHead,
}

/// A row of the building table.
#[derive(Debug)]
pub struct BuildingInfo {
    /// Its id (snake case).
    pub id: &'static str,
    /// Who may build it.
    pub org: BuildOrg,
    /// Its cost.
    pub cost: Cost,
    /// Where it may stand.
    pub placement: Placement,
    /// Resources it produces every resource phase (KK-TURN-08b).
    pub produces: Cost,
    /// Bonus to its sub-province's stacking limit (Strongholds).
    pub stack: u8,
    /// Strength for defenders in its sub-province (Strongholds).
    pub defence: i32,
    /// Its plunder yield.
    pub plunder: Cost,
}

use Item::{Bm, Food, Fuel, Fw, Gold, Materials, Metal, Stone, Wood};
use Placement::{AnyOf, Coastal, CoastalOpen, NotSwamp, NotSwampOrJungle, OpenBase, RailHead};
use Tag::{Desert, Forest, Hills, Jungle, Mountains, Plains, Swamp};

const fn b(
    id: &'static str,
    org: BuildOrg,
    cost: Cost,
    placement: Placement,
    produces: Cost,
    plunder: Cost,
) -> BuildingInfo {
    BuildingInfo { id, org, cost, placement, produces, stack: 0, defence: 0, plunder }
}

const fn stronghold(
    id: &'static str,
    org: BuildOrg,
    cost: Cost,
    placement: Placement,
    (stack, defence): (u8, i32),
    plunder: Cost,
) -> BuildingInfo {
    BuildingInfo { id, org, cost, placement, produces: &[], stack, defence, plunder }
}

const B: BuildOrg = BuildOrg::Both;
const C: BuildOrg = BuildOrg::Craft;
const I: BuildOrg = BuildOrg::Industrial;
const NONE: Cost = &[];

/// GAP-20, in the order of [`Building`].
pub static BUILDINGS: [BuildingInfo; 30] = [
    b("farm", B, &[(Gold, 1), (Bm, 1)], OpenBase(&[Plains, Hills]), &[(Food, 1)], &[(Food, 1), (Bm, 1)]),
    b("mine", B, &[(Gold, 1), (Bm, 2)], AnyOf(&[Hills, Mountains]), &[(Metal, 1)], &[(Metal, 1)]),
    b("quarry", C, &[(Gold, 1), (Wood, 1)], AnyOf(&[Hills, Mountains]), &[(Stone, 1)], &[(Bm, 1)]),
    b("lumber_camp", C, &[(Gold, 1), (Stone, 1)], AnyOf(&[Forest, Jungle]), &[(Wood, 1)], &[(Fw, 1)]),
    b("brickworks", I, &[(Gold, 1), (Fuel, 1)], AnyOf(&[Plains, Hills]), &[(Materials, 1)], &[(Bm, 1)]),
    b("oil_well", I, &[(Gold, 2), (Materials, 1)], AnyOf(&[Plains, Desert, Swamp]), &[(Fuel, 1)], &[(Fw, 1)]),
    b("manufactory", B, &[(Gold, 2), (Bm, 2)], AnyOf(&[Plains, Hills]), NONE, &[(Gold, 1), (Bm, 1)]),
    b("market", B, &[(Gold, 2), (Bm, 1)], NotSwamp, &[(Gold, 1)], &[(Gold, 2)]),
    b("port", B, &[(Gold, 2), (Bm, 2), (Fw, 1)], Coastal(&[Mountains, Swamp]), NONE, &[(Gold, 1), (Bm, 1)]),
    b("caravanserai", B, &[(Gold, 2), (Bm, 1), (Food, 1)], NotSwamp, NONE, &[(Gold, 2)]),
    b("naval_base", B, &[(Gold, 2), (Bm, 2), (Metal, 1)], Coastal(&[Swamp]), NONE, &[(Metal, 1), (Bm, 1)]),
    b("shipyard", I, &[(Gold, 2), (Materials, 2), (Metal, 2)], CoastalOpen, NONE, &[(Metal, 2)]),
    b("workshops", B, &[(Gold, 1), (Fw, 2)], NotSwamp, NONE, &[(Fw, 1)]),
    b("barracks", B, &[(Gold, 1), (Bm, 1), (Fw, 1)], NotSwamp, NONE, &[(Bm, 1)]),
    b("stables", B, &[(Gold, 1), (Food, 1), (Fw, 1)], OpenBase(&[Plains, Hills, Desert]), NONE, &[(Food, 1)]),
    b("armoury", B, &[(Gold, 2), (Metal, 1), (Bm, 1)], NotSwamp, NONE, &[(Metal, 1)]),
    b(
        "steelworks",
        I,
        &[(Gold, 2), (Materials, 2), (Fuel, 1)],
        AnyOf(&[Plains, Hills]),
        &[(Metal, 1)],
        &[(Metal, 1), (Bm, 1)],
    ),
    b("factory", I, &[(Gold, 2), (Materials, 2), (Metal, 1)], AnyOf(&[Plains, Hills]), &[(Materials, 1)], &[(Bm, 2)]),
    b(
        "arms_factory",
        I,
        &[(Gold, 2), (Materials, 2), (Metal, 2)],
        AnyOf(&[Plains, Hills]),
        NONE,
        &[(Metal, 1), (Bm, 1)],
    ),
    b(
        "aircraft_factory",
        I,
        &[(Gold, 3), (Materials, 2), (Metal, 2), (Fuel, 1)],
        AnyOf(&[Plains]),
        NONE,
        &[(Metal, 2)],
    ),
    b("airfield", I, &[(Gold, 1), (Materials, 2), (Fuel, 1)], Placement::Airfield, NONE, &[(Bm, 1), (Fw, 1)]),
    b("depot", B, &[(Gold, 1), (Bm, 1), (Food, 1)], Placement::Any, NONE, &[(Food, 1), (Bm, 1)]),
    b("logistics_centre", I, &[(Gold, 2), (Materials, 2), (Fuel, 1)], RailHead, NONE, &[(Bm, 1), (Fw, 1)]),
    b("general_staff", B, &[(Gold, 3), (Bm, 1)], NotSwampOrJungle, NONE, &[(Gold, 2)]),
    b("prisoner_camp", B, &[(Gold, 1), (Bm, 1), (Fw, 1)], Placement::Any, NONE, &[(Bm, 1)]),
    b("labour_camp", B, &[(Gold, 2), (Bm, 1), (Fw, 1)], Placement::Any, NONE, &[(Bm, 1)]),
    stronghold("castle", C, &[(Gold, 2), (Stone, 3), (Wood, 1)], NotSwamp, (1, 2), &[(Bm, 2)]),
    stronghold("fort", B, &[(Gold, 1), (Bm, 2), (Fw, 1)], Placement::Any, (1, 1), &[(Bm, 1)]),
    stronghold("fortress", B, &[(Gold, 3), (Bm, 4), (Metal, 1)], NotSwamp, (2, 3), &[(Bm, 2), (Metal, 1)]),
    stronghold("bunker", I, &[(Gold, 1), (Materials, 2), (Metal, 1)], Placement::Any, (1, 2), &[(Bm, 1)]),
];

impl Building {
    /// The catalog key of its name (`kk.building.<id>`).
    #[must_use]
    pub fn key(self) -> String {
        format!("kk.building.{}", self.id())
    }
    /// Every building, in table order.
    pub const ALL: [Self; 30] = [
        Self::Farm,
        Self::Mine,
        Self::Quarry,
        Self::LumberCamp,
        Self::Brickworks,
        Self::OilWell,
        Self::Manufactory,
        Self::Market,
        Self::Port,
        Self::Caravanserai,
        Self::NavalBase,
        Self::Shipyard,
        Self::Workshops,
        Self::Barracks,
        Self::Stables,
        Self::Armoury,
        Self::Steelworks,
        Self::Factory,
        Self::ArmsFactory,
        Self::AircraftFactory,
        Self::Airfield,
        Self::Depot,
        Self::LogisticsCentre,
        Self::GeneralStaff,
        Self::PrisonerCamp,
        Self::LabourCamp,
        Self::Castle,
        Self::Fort,
        Self::Fortress,
        Self::Bunker,
    ];

    /// KK-BLD-18, GAP-20 — its row of the building table (effects, cost,
    /// plunder yield, terrain).
    #[must_use]
    pub fn info(self) -> &'static BuildingInfo {
        &BUILDINGS[self as usize]
    }

    /// KK-BLD-14 — a Stronghold: Castle, Fort, Fortress, Combat Bunker.
    #[must_use]
    pub const fn is_stronghold(self) -> bool {
        matches!(self, Self::Castle | Self::Fort | Self::Fortress | Self::Bunker)
    }

    /// KK-SUP-02, KK-BLD-19, GAP-20 — supplies units in its province and the next.
    #[must_use]
    pub const fn supplies(self) -> bool {
        matches!(self, Self::Depot | Self::LogisticsCentre | Self::Castle | Self::Fortress)
    }

    /// GAP-19 — controls the province (Castle, Fortress).
    #[must_use]
    pub const fn controls_province(self) -> bool {
        matches!(self, Self::Castle | Self::Fortress)
    }

    /// GAP-15 — a factory-type building.
    #[must_use]
    pub const fn factory_type(self) -> bool {
        matches!(self, Self::Steelworks | Self::Factory | Self::ArmsFactory | Self::AircraftFactory)
    }

    /// Its stable id, the end of its name's catalog key (`kk.building.<id>`).
    #[must_use]
    pub fn id(self) -> &'static str {
        self.info().id
    }
}

impl EdgeBuilding {
    /// GAP-20 — an edge building's cost per edge.
    #[must_use]
    pub const fn cost(self) -> Cost {
        match self {
            Self::Road => &[(Bm, 1)],
            Self::Railway => &[(Materials, 1), (Metal, 1)],
            Self::Bridge => &[(Bm, 1), (Fw, 1)],
        }
    }

    /// GAP-20 — its plunder yield per edge.
    #[must_use]
    pub const fn plunder(self) -> Cost {
        match self {
            Self::Road | Self::Bridge => &[(Bm, 1)],
            Self::Railway => &[(Metal, 1)],
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.edge.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Road => "road",
            Self::Railway => "railway",
            Self::Bridge => "bridge",
        }
    }
}

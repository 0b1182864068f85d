//! Unit types and their families (GAP-24…GAP-26), the unit table of GAP-33
//! with each template's statistics, cost, required buildings and abilities.

use super::buildings::Building;
use super::resources::{Cost, Item};
use serde::{Deserialize, Serialize};

/// A unit type (GAP-24, GAP-25, GAP-26): every unit's Type (KK-UNIT-02); the
/// lists of land types (KK-UNIT-04), aviation (KK-UNIT-05: fighter, bomber,
/// seaplane) and ships (KK-UNIT-06) the source leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitType {
    /// Militia.
    Militia,
    /// Light infantry.
    LightInfantry,
    /// Heavy infantry.
    HeavyInfantry,
    /// Riflemen.
    Riflemen,
    /// Archers (covered, KK-CMB-25).
    Archers,
    /// Light cavalry.
    LightCavalry,
    /// Heavy cavalry.
    HeavyCavalry,
    /// Artillery (covered).
    Artillery,
    /// Heavy artillery (covered).
    HeavyArtillery,
    /// Anti-aircraft artillery (covered).
    AaArtillery,
    /// Siege engines (covered).
    SiegeEngine,
    /// Support (covered): supply trains, signals, engineers.
    Support,
    /// Armoured.
    Armoured,
    /// Flying (airships).
    Flying,
    /// Elite (at most one per state).
    Elite,
    /// Fighter aircraft.
    Fighter,
    /// Bomber aircraft.
    Bomber,
    /// Seaplane.
    Seaplane,
    /// Transport ship.
    Transport,
    /// Warship.
    Warship,
    /// Large steel ship.
    LargeSteelShip,
    /// River ship.
    RiverShip,
    /// Minelayer.
    Minelayer,
}

/// The family a type belongs to, for "+N vs Cavalry"-style bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Family {
    /// Militia and foot soldiers.
    Infantry,
    /// Light and heavy cavalry.
    Cavalry,
    /// Guns.
    Artillery,
    /// Siege engines.
    Siege,
    /// Support units.
    Support,
    /// Tanks.
    Armoured,
    /// Airships.
    Flying,
    /// The guard.
    Elite,
    /// Aircraft.
    Aviation,
    /// Ships.
    Naval,
}

impl UnitType {
    /// GAP-24 — its family.
    #[must_use]
    pub const fn family(self) -> Family {
        match self {
            Self::Militia | Self::LightInfantry | Self::HeavyInfantry | Self::Riflemen | Self::Archers => {
                Family::Infantry
            }
            Self::LightCavalry | Self::HeavyCavalry => Family::Cavalry,
            Self::Artillery | Self::HeavyArtillery | Self::AaArtillery => Family::Artillery,
            Self::SiegeEngine => Family::Siege,
            Self::Support => Family::Support,
            Self::Armoured => Family::Armoured,
            Self::Flying => Family::Flying,
            Self::Elite => Family::Elite,
            Self::Fighter | Self::Bomber | Self::Seaplane => Family::Aviation,
            Self::Transport | Self::Warship | Self::LargeSteelShip | Self::RiverShip | Self::Minelayer => Family::Naval,
        }
    }

    /// KK-CMB-25 — covered: attacked only when no other types of its side remain.
    #[must_use]
    pub const fn covered(self) -> bool {
        matches!(
            self,
            Self::Archers
                | Self::Artillery
                | Self::HeavyArtillery
                | Self::AaArtillery
                | Self::SiegeEngine
                | Self::Support
        )
    }

    /// KK-CMB-27 — attacks any unit whatever the cover.
    #[must_use]
    pub const fn attacks_any(self) -> bool {
        matches!(self.family(), Family::Cavalry | Family::Armoured | Family::Flying)
    }

    /// A land unit: counted for stacking and for holding provinces
    /// (aircraft, airships and ships are not, KK-TERR-07, AMB-19).
    #[must_use]
    pub const fn is_land(self) -> bool {
        !matches!(self.family(), Family::Aviation | Family::Naval | Family::Flying)
    }
}

/// A land unit that fights for provinces: neither aircraft nor ships
/// (what the computer recruits for its armies).
#[must_use]
pub fn fights_on_land(kind: Kind) -> bool {
    kind.template().kind.is_land()
}

/// A unit's special ability (GAP-27, KK-UNIT-07): those of combat apply by
/// themselves, the others are actions a player takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ability {
    /// `+N vs F`: +N Strength against a unit of family F (KK-UNIT-03).
    Versus(Family, i32),
    /// `TERR(DESERT:+s/+m)`: in desert, +s Strength and +m Morale, and the
    /// desert's penalties ignored (KK-TERR-08).
    Desert(i32, i32),
    /// `+N vs STRONGHOLD` (KK-BLD-14).
    VersusStronghold(i32),
    /// `RNG n`: ranged fire up to n sub-provinces (KK-CMB-28).
    Range(u8),
    /// `BLDFIRE`: may bombard buildings (KK-CMB-31).
    BuildingFire,
    /// `AA` (KK-AIR-03).
    AntiAircraft,
    /// `INT` (KK-AIR-07).
    Intercept,
    /// `BOMB v` (KK-AIR-10).
    Bomb(u8),
    /// `NS`: needs no supply (KK-SUP-06).
    NoSupply,
    /// `DEM`: may blow up buildings (KK-BLD-07).
    Demolish,
    /// `BUILD(ROAD, BRIDGE)`: builds roads and bridges in the field.
    BuildRoads,
    /// `SUP r`: supplies units within r sub-provinces (KK-SUP-05).
    Supply(u8),
    /// `COM n`: extends generals' influence, regroups n units (KK-GENL-14/15).
    Communications(u8),
    /// `CAP n`: carries n units (KK-NAV-04).
    Capacity(u8),
    /// `MINE` (GAP-13).
    Mines,
    /// `NOREC`: never recruited (KK-NPU-04).
    NotRecruited,
    /// `RIVER_ONLY`.
    RiverOnly,
}

/// Who may recruit a template (GAP-23's `org`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Availability {
    /// Craft states only.
    Craft,
    /// Industrial states only.
    Industrial,
    /// Both.
    Both,
    /// Neutral: generally available (GAP-14).
    Neutral,
    /// Regional: from the provinces that list it (GAP-48).
    Regional,
    /// Independent: never a player's.
    Independent,
}

/// A unit template (KK-UNIT-23, GAP-23): the statistics of KK-UNIT-01.
#[derive(Debug)]
pub struct Template {
    /// Its id (snake case; the end of its translation key).
    pub id: &'static str,
    /// Its type.
    pub kind: UnitType,
    /// Who may recruit it.
    pub org: Availability,
    /// Strength, Morale, Speed.
    pub strength: i32,
    /// Morale.
    pub morale: i32,
    /// Speed (movement points; for aircraft, range).
    pub speed: u8,
    /// Its recruitment cost.
    pub cost: Cost,
    /// Buildings that must all stand in the recruiting province.
    pub requires: &'static [Building],
    /// Its abilities.
    pub abilities: &'static [Ability],
    /// Transport space: 2 for heavy guns, siege engines and tanks.
    pub size: u8,
}

impl Template {
    /// Its ranged-fire range, 0 if none.
    #[must_use]
    pub fn range(&self) -> u8 {
        self.abilities.iter().find_map(|a| if let Ability::Range(n) = a { Some(*n) } else { None }).unwrap_or(0)
    }

    /// Its supply radius (supply trains), if any.
    #[must_use]
    pub fn supply_radius(&self) -> Option<u8> {
        self.abilities.iter().find_map(|a| if let Ability::Supply(n) = a { Some(*n) } else { None })
    }

    /// Whether it has `ability` (compared by kind and value).
    #[must_use]
    pub fn has(&self, ability: Ability) -> bool {
        self.abilities.contains(&ability)
    }

    /// KK-NPU-04 — whether players ever recruit it.
    #[must_use]
    pub fn recruitable(&self) -> bool {
        !self.has(Ability::NotRecruited) && !matches!(self.org, Availability::Independent)
    }
}

use Ability::{
    AntiAircraft, Bomb, BuildRoads, BuildingFire, Capacity, Communications, Demolish, Desert, Intercept, Mines,
    NoSupply, NotRecruited, Range, RiverOnly, Supply, Versus, VersusStronghold,
};
use Availability::{Both, Craft, Independent, Industrial, Neutral, Regional};
use Building::{
    AircraftFactory, Airfield, Armoury, ArmsFactory, Barracks, Castle, Depot, Factory, Fortress, GeneralStaff, Market,
    NavalBase, Port, Shipyard, Stables, Steelworks, Workshops,
};
use Item::{Bm, Food, Fuel, Fw, Gold, Materials, Metal, Stone, Wood};

const fn t(
    id: &'static str,
    kind: UnitType,
    org: Availability,
    (strength, morale, speed): (i32, i32, u8),
    cost: Cost,
    requires: &'static [Building],
    abilities: &'static [Ability],
) -> Template {
    let size = match kind {
        UnitType::HeavyArtillery | UnitType::SiegeEngine | UnitType::Armoured => 2,
        _ => 1,
    };
    Template { id, kind, org, strength, morale, speed, cost, requires, abilities, size }
}

/// GAP-33 — the List of Units. Militia, Armed Inhabitants and independent
/// units cost nothing (their refund is 0).
pub static TEMPLATES: [Template; 33] = [
    t("militia", UnitType::Militia, Both, (2, 2, 1), &[], &[], &[NotRecruited]),
    t("armed_inhabitants", UnitType::Militia, Neutral, (2, 1, 1), &[], &[], &[NotRecruited]),
    t(
        "spearmen",
        UnitType::LightInfantry,
        Craft,
        (3, 3, 1),
        &[(Food, 1), (Wood, 1)],
        &[Barracks],
        &[Versus(Family::Cavalry, 2)],
    ),
    t(
        "halberdiers",
        UnitType::HeavyInfantry,
        Craft,
        (4, 4, 1),
        &[(Food, 1), (Wood, 1), (Metal, 1)],
        &[Barracks, Armoury],
        &[Versus(Family::Cavalry, 4)],
    ),
    t("archers", UnitType::Archers, Craft, (3, 2, 1), &[(Food, 1), (Wood, 2)], &[Barracks], &[]),
    t("horse_archers", UnitType::LightCavalry, Craft, (3, 3, 3), &[(Food, 2), (Wood, 1)], &[Stables], &[]),
    t("light_cavalry", UnitType::LightCavalry, Both, (3, 3, 3), &[(Food, 2), (Metal, 1)], &[Stables], &[]),
    t(
        "heavy_cavalry",
        UnitType::HeavyCavalry,
        Both,
        (5, 4, 2),
        &[(Food, 2), (Metal, 2), (Gold, 1)],
        &[Stables, Armoury],
        &[Versus(Family::Infantry, 1)],
    ),
    t(
        "siege_engine",
        UnitType::SiegeEngine,
        Craft,
        (2, 2, 1),
        &[(Wood, 2), (Stone, 1)],
        &[Workshops],
        &[Range(1), VersusStronghold(3)],
    ),
    t("supply_train", UnitType::Support, Both, (1, 1, 1), &[(Food, 2), (Fw, 1)], &[Depot], &[Supply(2)]),
    t(
        "sappers",
        UnitType::Support,
        Both,
        (2, 2, 1),
        &[(Food, 1), (Bm, 1), (Gold, 1)],
        &[Barracks],
        &[Demolish, BuildRoads],
    ),
    t("royal_guard", UnitType::Elite, Both, (6, 6, 1), &[(Food, 2), (Metal, 2), (Gold, 3)], &[Barracks], &[]),
    t("riflemen", UnitType::Riflemen, Both, (4, 3, 1), &[(Food, 1), (Metal, 1), (Gold, 1)], &[Barracks], &[]),
    t(
        "artillery",
        UnitType::Artillery,
        Industrial,
        (4, 2, 1),
        &[(Metal, 1), (Materials, 1), (Gold, 1)],
        &[ArmsFactory],
        &[Range(1)],
    ),
    t(
        "heavy_artillery",
        UnitType::HeavyArtillery,
        Industrial,
        (6, 2, 1),
        &[(Metal, 2), (Materials, 2), (Gold, 1)],
        &[ArmsFactory, Steelworks],
        &[Range(2), BuildingFire, VersusStronghold(2)],
    ),
    t(
        "aa_artillery",
        UnitType::AaArtillery,
        Industrial,
        (3, 2, 1),
        &[(Metal, 1), (Materials, 1)],
        &[ArmsFactory],
        &[AntiAircraft],
    ),
    t(
        "tanks",
        UnitType::Armoured,
        Industrial,
        (7, 4, 3),
        &[(Metal, 2), (Fuel, 2), (Gold, 1)],
        &[Factory, ArmsFactory],
        &[],
    ),
    t(
        "signals",
        UnitType::Support,
        Industrial,
        (1, 2, 2),
        &[(Metal, 1), (Fuel, 1), (Gold, 1)],
        &[GeneralStaff],
        &[Communications(1)],
    ),
    t(
        "airship",
        UnitType::Flying,
        Industrial,
        (3, 2, 3),
        &[(Fuel, 2), (Materials, 1), (Gold, 1)],
        &[AircraftFactory],
        &[Bomb(7)],
    ),
    t("mercenaries", UnitType::LightInfantry, Neutral, (3, 2, 1), &[(Gold, 3)], &[Market], &[]),
    t("bedouins", UnitType::LightCavalry, Regional, (3, 3, 3), &[(Food, 2), (Gold, 1)], &[Stables], &[Desert(2, 2)]),
    t("partisans", UnitType::LightInfantry, Independent, (3, 3, 1), &[], &[], &[NotRecruited, NoSupply]),
    t("red_guard", UnitType::Riflemen, Independent, (3, 3, 1), &[], &[], &[NotRecruited, NoSupply]),
    t(
        "fighter",
        UnitType::Fighter,
        Industrial,
        (4, 3, 4),
        &[(Metal, 2), (Fuel, 1), (Gold, 1)],
        &[AircraftFactory, Airfield],
        &[Intercept],
    ),
    t(
        "bomber",
        UnitType::Bomber,
        Industrial,
        (3, 3, 6),
        &[(Metal, 2), (Fuel, 2), (Gold, 1)],
        &[AircraftFactory, Airfield],
        &[Bomb(6)],
    ),
    t(
        "seaplane",
        UnitType::Seaplane,
        Industrial,
        (2, 2, 4),
        &[(Metal, 1), (Fuel, 1), (Gold, 1)],
        &[AircraftFactory],
        &[Bomb(7)],
    ),
    t("cog", UnitType::Transport, Neutral, (2, 2, 3), &[(Fw, 2), (Gold, 1)], &[Port], &[Capacity(2)]),
    t(
        "carrack",
        UnitType::Warship,
        Craft,
        (4, 3, 3),
        &[(Wood, 3), (Metal, 1), (Gold, 1)],
        &[Port, NavalBase],
        &[Range(1), Capacity(1)],
    ),
    t(
        "transport",
        UnitType::Transport,
        Industrial,
        (1, 2, 3),
        &[(Metal, 1), (Fuel, 1), (Materials, 1)],
        &[Shipyard],
        &[Capacity(4)],
    ),
    t(
        "destroyer",
        UnitType::Warship,
        Industrial,
        (5, 3, 4),
        &[(Metal, 2), (Fuel, 1), (Gold, 1)],
        &[Shipyard, NavalBase],
        &[Range(1), AntiAircraft],
    ),
    t(
        "battleship",
        UnitType::LargeSteelShip,
        Industrial,
        (8, 4, 2),
        &[(Metal, 3), (Fuel, 2), (Gold, 2)],
        &[Shipyard, NavalBase],
        &[Range(2), BuildingFire],
    ),
    t(
        "river_gunboat",
        UnitType::RiverShip,
        Both,
        (3, 2, 2),
        &[(Metal, 1), (Fw, 1), (Gold, 1)],
        &[Workshops],
        &[Range(1), RiverOnly],
    ),
    t("minelayer", UnitType::Minelayer, Industrial, (1, 1, 2), &[(Metal, 1), (Fuel, 1)], &[NavalBase], &[Mines]),
];

/// GAP-33 — the Royal Guard also needs a Castle or a Fortress in the
/// recruiting province (either will do, so it is not in `requires`).
pub const GUARD_STRONGHOLDS: [Building; 2] = [Castle, Fortress];

/// A template by id.
#[must_use]
pub fn template(id: &str) -> Option<&'static Template> {
    TEMPLATES.iter().find(|t| t.id == id)
}

/// GAP-33 — "basic infantry": Spearmen for craft states, Riflemen for industrial.
#[must_use]
pub fn basic_infantry(org: super::resources::Org) -> &'static str {
    match org {
        super::resources::Org::Craft => "spearmen",
        super::resources::Org::Industrial => "riflemen",
    }
}

/// A unit's template, as an index into [`TEMPLATES`]; saved as its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Kind(pub u8);

impl Kind {
    /// The template with this id.
    #[must_use]
    pub fn of(id: &str) -> Option<Self> {
        TEMPLATES.iter().position(|t| t.id == id).and_then(|i| u8::try_from(i).ok()).map(Self)
    }

    /// Its template.
    #[must_use]
    pub fn template(self) -> &'static Template {
        TEMPLATES.get(usize::from(self.0)).unwrap_or(&TEMPLATES[0])
    }

    /// Every kind, in table order.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..TEMPLATES.len()).filter_map(|i| u8::try_from(i).ok()).map(Self)
    }
}

impl Serialize for Kind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.template().id)
    }
}

impl<'de> Deserialize<'de> for Kind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        Self::of(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown unit {id}")))
    }
}

//! Terrain tags (GAP-15, AMB-12): stacking limits (GAP-16), move costs,
//! combat modifiers, units they bar and buildings they exclude — the
//! terrain types of KK-TERR-01.

use super::buildings::Building;
use super::units::{Family, UnitType};
use serde::{Deserialize, Serialize};

/// A terrain tag: one base (plains, hills, mountains, swamp, desert) and
/// optional covers (forest, jungle, desert) make a sub-province's terrain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tag {
    /// Plains.
    Plains,
    /// Hills.
    Hills,
    /// Mountains.
    Mountains,
    /// Swamp.
    Swamp,
    /// Desert (a base, or a cover on mountains).
    Desert,
    /// Forest (a cover).
    Forest,
    /// Jungle (a cover).
    Jungle,
}

/// Which side of a battle a modifier is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The side that moved in (the attacking or supporting unit).
    Attacker,
    /// The side that was there (the target).
    Defender,
}

impl Tag {
    /// Parses a tag of the map file (`PLAINS`, `FOREST`…).
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s.to_ascii_uppercase().as_str() {
            "PLAINS" => Self::Plains,
            "HILLS" => Self::Hills,
            "MOUNTAINS" => Self::Mountains,
            "SWAMP" => Self::Swamp,
            "DESERT" => Self::Desert,
            "FOREST" => Self::Forest,
            "JUNGLE" => Self::Jungle,
            _ => return None,
        })
    }

    /// Its stable id, the end of its name's catalog key (`kk.terrain.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Plains => "plains",
            Self::Hills => "hills",
            Self::Mountains => "mountains",
            Self::Swamp => "swamp",
            Self::Desert => "desert",
            Self::Forest => "forest",
            Self::Jungle => "jungle",
        }
    }

    /// GAP-16 — its stacking limit.
    #[must_use]
    pub const fn stack(self) -> u8 {
        match self {
            Self::Plains => 4,
            Self::Hills | Self::Forest | Self::Desert => 3,
            Self::Mountains | Self::Swamp | Self::Jungle => 2,
        }
    }

    /// GAP-15 — the movement points a step into it costs.
    #[must_use]
    pub const fn move_cost(self) -> u8 {
        match self {
            Self::Plains | Self::Desert => 1,
            Self::Hills | Self::Mountains | Self::Swamp | Self::Forest | Self::Jungle => 2,
        }
    }

    /// GAP-15 — its Strength modifier for a unit of `kind` on `role`'s side.
    #[must_use]
    pub const fn strength(self, kind: UnitType, role: Role) -> i32 {
        let defender = matches!(role, Role::Defender);
        let cavalry = matches!(kind.family(), Family::Cavalry);
        let armoured = matches!(kind.family(), Family::Armoured);
        match self {
            Self::Plains => 0,
            Self::Hills => defender as i32,
            Self::Forest => defender as i32 - (cavalry || armoured) as i32,
            Self::Mountains => 2 * defender as i32 - 2 * cavalry as i32,
            Self::Swamp => -(!defender as i32),
            Self::Desert => -1,
            Self::Jungle => defender as i32 - 1,
        }
    }

    /// GAP-15, KK-TERR-09 — whether a unit of `kind` may never enter it.
    #[must_use]
    pub const fn bars(self, kind: UnitType) -> bool {
        let family = kind.family();
        match self {
            Self::Mountains | Self::Jungle => {
                matches!(kind, UnitType::Armoured | UnitType::HeavyArtillery | UnitType::SiegeEngine)
            }
            Self::Swamp => {
                matches!(family, Family::Cavalry | Family::Armoured | Family::Artillery | Family::Siege | Family::Elite)
            }
            _ => false,
        }
    }

    /// GAP-15, KK-TERR-10 — whether it excludes `building`.
    #[must_use]
    pub const fn excludes(self, building: Building) -> bool {
        use Building as B;
        match self {
            Self::Plains => false,
            Self::Hills => matches!(building, B::AircraftFactory),
            Self::Forest => matches!(building, B::Farm | B::Airfield | B::Stables) || building.factory_type(),
            Self::Mountains => {
                matches!(building, B::Farm | B::Airfield | B::Stables | B::Port) || building.factory_type()
            }
            Self::Swamp => {
                !matches!(building, B::OilWell | B::Fort | B::Bunker | B::Depot | B::PrisonerCamp | B::LabourCamp)
            }
            Self::Desert => matches!(building, B::Farm),
            Self::Jungle => matches!(building, B::Farm | B::Airfield) || building.factory_type(),
        }
    }
}

/// A land sub-province's terrain: its base and covers (AMB-12; KK-TERR-11:
/// a sub-province may have more than one terrain type).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Terrain {
    /// The base tag.
    pub base: Tag,
    /// The covers.
    pub covers: Vec<Tag>,
}

impl Terrain {
    /// Every tag, base first.
    pub fn tags(&self) -> impl Iterator<Item = Tag> + '_ {
        std::iter::once(self.base).chain(self.covers.iter().copied())
    }

    /// Whether it carries `tag`.
    #[must_use]
    pub fn has(&self, tag: Tag) -> bool {
        self.tags().any(|t| t == tag)
    }

    /// AMB-12 — the natural stacking limit: the least over the tags.
    #[must_use]
    pub fn stack(&self) -> u8 {
        self.tags().map(Tag::stack).min().unwrap_or(4)
    }

    /// AMB-12 — the move cost: the most over the tags.
    #[must_use]
    pub fn move_cost(&self) -> u8 {
        self.tags().map(Tag::move_cost).max().unwrap_or(1)
    }

    /// AMB-12 — barred when any tag bars the unit.
    #[must_use]
    pub fn bars(&self, kind: UnitType) -> bool {
        self.tags().any(|t| t.bars(kind))
    }

    /// KK-TERR-01, AMB-12, KK-TERR-08 — the sum of the tags' Strength modifiers; a tag
    /// in `ignores_penalty` gives its bonuses but not its penalties.
    #[must_use]
    pub fn strength(&self, kind: UnitType, role: Role, ignores_penalty: Option<Tag>) -> i32 {
        self.tags()
            .map(|t| {
                let m = t.strength(kind, role);
                if Some(t) == ignores_penalty { m.max(0) } else { m }
            })
            .sum()
    }

    /// KK-TERR-10 — whether any tag excludes `building`.
    #[must_use]
    pub fn excludes(&self, building: Building) -> bool {
        self.tags().any(|t| t.excludes(building))
    }

    /// KK-TIME-07, KK-TIME-08, AMB-52 — snow may fall here: the province is
    /// in the snow zone or this is mountain country, and no desert or
    /// jungle covers it.
    #[must_use]
    pub fn snowy(&self, in_snow_zone: bool) -> bool {
        (in_snow_zone || self.has(Tag::Mountains)) && !self.has(Tag::Desert) && !self.has(Tag::Jungle)
    }
}

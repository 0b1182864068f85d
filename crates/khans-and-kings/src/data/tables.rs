//! The small tables the source announces and leaves out, as the spec's
//! proposed fills give them: the Colour Die (GAP-01), weather (GAP-03),
//! seasons (GAP-04), governments (GAP-06), doctrines (GAP-07), strategic
//! resources (GAP-18), the loss table (GAP-35) and experience (GAP-39).

use super::resources::Item;
use serde::{Deserialize, Serialize};

/// A Wealth colour (KK-PROV-02, GAP-01).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Green: FOOD.
    Green,
    /// Brown: the FW slot.
    Brown,
    /// Grey: the BM slot.
    Grey,
    /// Blue: METAL.
    Blue,
    /// Yellow: GOLD.
    Yellow,
}

impl Colour {
    /// The five colours, in die order.
    pub const ALL: [Self; 5] = [Self::Green, Self::Brown, Self::Grey, Self::Blue, Self::Yellow];

    /// GAP-01, AMB-07 — what a province of this colour yields.
    #[must_use]
    pub const fn item(self) -> Item {
        match self {
            Self::Green => Item::Food,
            Self::Brown => Item::Fw,
            Self::Grey => Item::Bm,
            Self::Blue => Item::Metal,
            Self::Yellow => Item::Gold,
        }
    }

    /// Parses the map file's `GREEN`, `BROWN`…
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.id().eq_ignore_ascii_case(s))
    }

    /// Its stable id, the end of its name's catalog key (`kk.colour.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Green => "green",
            Self::Brown => "brown",
            Self::Grey => "grey",
            Self::Blue => "blue",
            Self::Yellow => "yellow",
        }
    }
}

/// GAP-01, KK-TURN-09 — the Colour Die's face (a d6): a colour, or White (each player picks).
#[must_use]
pub fn colour_die(face: u8) -> Option<Colour> {
    Colour::ALL.get(usize::from(face.saturating_sub(1))).copied()
}

/// The world's weather this turn (GAP-03), with the kinds other rules name
/// (KK-TIME-05: rain, snow, storm, wind).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weather {
    /// Clear.
    Clear,
    /// Wind.
    Wind,
    /// Rain: land units −1 Speed off roads.
    Rain,
    /// Snow (snow zone only; rain elsewhere).
    Snow,
    /// Storm.
    Storm,
}

impl Weather {
    /// GAP-03 — the weather die (d6).
    #[must_use]
    pub const fn of_die(face: u8) -> Self {
        match face {
            0..=2 => Self::Clear,
            3 => Self::Wind,
            4 => Self::Rain,
            5 => Self::Snow,
            _ => Self::Storm,
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.weather.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Clear => "clear",
            Self::Wind => "wind",
            Self::Rain => "rain",
            Self::Snow => "snow",
            Self::Storm => "storm",
        }
    }
}

/// A season (GAP-04).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Season {
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Autumn: Farms +1 FOOD.
    Autumn,
    /// Winter: Farms nothing, industrial states heat.
    Winter,
}

impl Season {
    /// KK-TIME-03, GAP-04 — turns in a season.
    pub const TURNS: u32 = 6;

    /// GAP-04 — the season of turn `turn` (1-based) from spring, turn 1 of
    /// the season (GAP-45's start).
    #[must_use]
    pub const fn of_turn(turn: u32) -> Self {
        match (turn.saturating_sub(1) / Self::TURNS) % 4 {
            0 => Self::Spring,
            1 => Self::Summer,
            2 => Self::Autumn,
            _ => Self::Winter,
        }
    }

    /// GAP-04 — how the season changes the rolled weather.
    #[must_use]
    pub const fn adjust(self, weather: Weather, mountains: bool) -> Weather {
        match (self, weather) {
            (Self::Spring, Weather::Snow) if !mountains => Weather::Rain,
            (Self::Summer, Weather::Snow) => Weather::Clear,
            (Self::Winter, Weather::Rain) => Weather::Snow,
            _ => weather,
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.season.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Spring => "spring",
            Self::Summer => "summer",
            Self::Autumn => "autumn",
            Self::Winter => "winter",
        }
    }
}

/// A form of government (GAP-06).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Government {
    /// Feudal monarchy: vassals; heavy cavalry +1 Morale; −1 GOLD growth; 3 generals.
    FeudalMonarchy,
    /// Tribal khanate: tribal warriors; cavalry 1 cheaper; −1 BM growth; 3 generals.
    TribalKhanate,
    /// Merchant republic: +1 GOLD growth, an extra port trade; −1 IS; 2 generals.
    MerchantRepublic,
    /// Autocracy: +1 IS, a free infantry each season; contentment at most 3; 4 generals.
    Autocracy,
}

impl Government {
    /// GAP-06 — the generals it allows (before the doctrine's modifier).
    #[must_use]
    pub const fn generals(self) -> u32 {
        match self {
            Self::FeudalMonarchy | Self::TribalKhanate => 3,
            Self::MerchantRepublic => 2,
            Self::Autocracy => 4,
        }
    }

    /// GAP-06 — its modifier to Strategic Initiative (KK-INIT-04).
    #[must_use]
    pub const fn initiative(self) -> i32 {
        match self {
            Self::Autocracy => 1,
            Self::MerchantRepublic => -1,
            Self::FeudalMonarchy | Self::TribalKhanate => 0,
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.government.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::FeudalMonarchy => "feudal_monarchy",
            Self::TribalKhanate => "tribal_khanate",
            Self::MerchantRepublic => "merchant_republic",
            Self::Autocracy => "autocracy",
        }
    }
}

/// A war doctrine (GAP-07).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Doctrine {
    /// Offensive: +1 Strength attacking; −1 Morale defending; +1 general.
    Offensive,
    /// Defensive: +1 Strength defending in a Stronghold or capital; levy anywhere; −1 IS.
    Defensive,
    /// Mobile: cavalry and armour +1 Speed; tribal warriors; Strongholds +1 GOLD.
    Mobile,
    /// Total war: cheap replenishment, easier win-over; contentment −1; +1 general.
    TotalWar,
}

impl Doctrine {
    /// GAP-07 — its modifier to the number of generals.
    #[must_use]
    pub const fn generals(self) -> u32 {
        match self {
            Self::Offensive | Self::TotalWar => 1,
            Self::Defensive | Self::Mobile => 0,
        }
    }

    /// GAP-07 — its modifier to Strategic Initiative.
    #[must_use]
    pub const fn initiative(self) -> i32 {
        match self {
            Self::Defensive => -1,
            _ => 0,
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.doctrine.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Offensive => "offensive",
            Self::Defensive => "defensive",
            Self::Mobile => "mobile",
            Self::TotalWar => "total_war",
        }
    }
}

/// A strategic resource (GAP-18, KK-RES-18: the list the source leaves out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strategic {
    /// Horses: cavalry 1 cheaper.
    Horses,
    /// Saltpetre: artillery and siege engines +1 Strength.
    Saltpetre,
    /// Coal: Steelworks +1 METAL; heating.
    Coal,
    /// Oil: armour, aviation and ships +1 Speed; heating.
    Oil,
    /// Spices: contentment +1.
    Spices,
    /// Silk: +1 GOLD growth.
    Silk,
}

impl Strategic {
    /// The catalog key of its name (`kk.strategic.<id>`).
    #[must_use]
    pub fn key(self) -> String {
        format!("kk.strategic.{}", self.id())
    }
    /// Every strategic resource.
    pub const ALL: [Self; 6] = [Self::Horses, Self::Saltpetre, Self::Coal, Self::Oil, Self::Spices, Self::Silk];

    /// GAP-18 — the units each source keeps in play.
    pub const PER_SOURCE: u32 = 2;

    /// Parses the map file's `HORSES`…
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.id().eq_ignore_ascii_case(s))
    }

    /// Its stable id, the end of its name's catalog key (`kk.strategic.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Horses => "horses",
            Self::Saltpetre => "saltpetre",
            Self::Coal => "coal",
            Self::Oil => "oil",
            Self::Spices => "spices",
            Self::Silk => "silk",
        }
    }

    /// GAP-18 — used for winter heating (GAP-04).
    #[must_use]
    pub const fn heats(self) -> bool {
        matches!(self, Self::Coal | Self::Oil)
    }
}

/// What the loss table does to the two units of an engagement (GAP-35).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossResult {
    /// Both units suffer Losses (equal dice).
    Both,
    /// No losses (dice one apart).
    None,
    /// The unit with the lower die suffers Losses (two apart).
    LowerLosses,
    /// The unit with the lower die suffers Heavy Losses (three apart).
    LowerHeavy,
}

/// GAP-35 — the loss table by the difference of the two d4.
#[must_use]
pub const fn loss_table(attacker_die: u8, defender_die: u8) -> LossResult {
    match attacker_die.abs_diff(defender_die) {
        0 => LossResult::Both,
        1 => LossResult::None,
        2 => LossResult::LowerLosses,
        _ => LossResult::LowerHeavy,
    }
}

/// GAP-39, KK-XP-02 — the experience points each of the five levels needs, from level 1.
pub const XP_LEVELS: [u32; 5] = [0, 2, 5, 9, 14];

/// GAP-39, KK-XP-03 — a unit's level (1–5) for its experience points.
#[must_use]
pub fn xp_level(points: u32) -> u32 {
    u32::try_from(XP_LEVELS.iter().filter(|&&need| points >= need).count()).unwrap_or(1).max(1)
}

/// KK-XP-03 — the Strength and Morale a level gives: +1 each per promotion.
#[must_use]
pub fn xp_bonus(points: u32) -> i32 {
    i32::try_from(xp_level(points)).unwrap_or(1) - 1
}

/// GAP-34 — a general's level (1–5) for his general-experience points.
pub const GENERAL_LEVELS: [u32; 5] = [0, 3, 7, 12, 18];

/// GAP-34 — a general's trait (rolled on a d6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trait {
    /// +1 Strength attacking.
    Aggressive,
    /// +1 Strength defending.
    Stubborn,
    /// Influence radius 2.
    Logistician,
    /// Cavalry +1 Speed when starting in his Influence.
    HorseMaster,
    /// +1 Morale on top of Command.
    Inspiring,
    /// −1 Strength attacking, +1 Morale defending.
    Cautious,
}

impl Trait {
    /// GAP-34 — the trait a d6 gives.
    #[must_use]
    pub const fn of_die(face: u8) -> Self {
        match face {
            0 | 1 => Self::Aggressive,
            2 => Self::Stubborn,
            3 => Self::Logistician,
            4 => Self::HorseMaster,
            5 => Self::Inspiring,
            _ => Self::Cautious,
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.trait.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Aggressive => "aggressive",
            Self::Stubborn => "stubborn",
            Self::Logistician => "logistician",
            Self::HorseMaster => "horse_master",
            Self::Inspiring => "inspiring",
            Self::Cautious => "cautious",
        }
    }
}

/// GAP-34 — a random general's base Command from a d6: 1–2 → 1, 3–4 → 2, 5–6 → 3.
#[must_use]
pub const fn command_of_die(face: u8) -> u32 {
    match face {
        0..=2 => 1,
        3 | 4 => 2,
        _ => 3,
    }
}

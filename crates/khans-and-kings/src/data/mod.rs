//! The game's tables as data: resources, terrain, units, buildings and the
//! small tables of the spec's proposed fills. No rule is decided here;
//! the rules read these values.

pub mod buildings;
pub mod resources;
pub mod tables;
pub mod terrain;
pub mod units;
pub mod upgrades;

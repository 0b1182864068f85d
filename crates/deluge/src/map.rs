//! GAP-1, GAP-2 — the 44 lands of 1655: regions, owners, fortresses,
//! garrisons, resources and neighbours, read once from `data/lands.txt`.
//! The drawing is `public/maps/deluge-1655.json` ([`GEOMETRY_PATH`]).

use crate::nation::Nation;
use engine::board::{Board, Link, Outline, RegionId, RegionKind};
use engine::side::Side;
use std::sync::LazyLock;

/// The scenario data (its hash goes into every save).
pub const LANDS_TEXT: &str = include_str!("../data/lands.txt");
/// Where the app finds the map's drawing (made by `tools/mapgen`).
pub const GEOMETRY_PATH: &str = "maps/deluge-1655.json";

/// What GAP-1 says about one land at the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandInfo {
    /// The region it belongs to (`prussia`, `livonia`, …).
    pub region: String,
    /// Owner in summer 1655.
    pub owner: Nation,
    /// Whether it has a fortress (GAP-14).
    pub fortress: bool,
    /// Starting garrison PS.
    pub garrison: u32,
    /// Starting resources (current = maximum).
    pub resources: u32,
}

/// The map: the board and the lands' data.
#[derive(Debug)]
pub struct Map {
    /// The engine board (one region per land, linked by land).
    pub board: Board,
    /// GAP-1 per land, by region id.
    pub lands: Vec<LandInfo>,
}

static MAP: LazyLock<Map> = LazyLock::new(|| build(LANDS_TEXT));

/// The map, built at first use.
#[must_use]
pub fn map() -> &'static Map {
    &MAP
}

/// A land by key; panics only on a typo in the crate's own code or tests.
#[must_use]
pub fn land(key: &str) -> RegionId {
    map().board.find(key).unwrap_or_else(|| panic!("unknown land {key}"))
}

impl Map {
    /// The land's GAP-1 data.
    #[must_use]
    pub fn info(&self, id: RegionId) -> &LandInfo {
        &self.lands[id.index()]
    }

    /// Whether two lands are neighbours (GAP-2).
    #[must_use]
    pub fn adjacent(&self, a: RegionId, b: RegionId) -> bool {
        self.board.touches(a, b, &[Link::Land])
    }

    /// The neighbours of a land.
    pub fn neighbours(&self, id: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(id, &[Link::Land])
    }

    /// Every land id.
    pub fn ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.board.ids()
    }

    /// The key of a land.
    #[must_use]
    pub fn key(&self, id: RegionId) -> &str {
        self.board.key(id)
    }

    /// Steps between two lands.
    #[must_use]
    pub fn distance(&self, a: RegionId, b: RegionId) -> Option<u32> {
        self.board.distance(a, b, &[Link::Land])
    }
}

fn build(text: &str) -> Map {
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('|').map(str::trim).collect())
        .collect();
    let mut board = Board::default();
    let mut lands = Vec::new();
    for row in &rows {
        // The data file is the crate's own; a malformed row is a build error
        // caught by the map tests.
        board.add_region(row[0], RegionKind::Land, Outline::default()).expect("unique land ids");
        lands.push(LandInfo {
            region: row[1].to_owned(),
            owner: Nation::from_id(row[2]).expect("a nation id"),
            fortress: row[3] == "Y",
            garrison: row[4].parse().expect("a garrison"),
            resources: row[5].parse().expect("resources"),
        });
    }
    for row in &rows {
        for other in row[6].split_whitespace() {
            if row[0] < other {
                board.link(row[0], other, Link::Land).expect("known neighbours");
            }
        }
    }
    Map { board, lands }
}

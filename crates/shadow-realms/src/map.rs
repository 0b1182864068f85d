//! SR-G1, SR-G2 — the map of the Shadow Realms: 17 land regions (each with
//! its open field), 2 sea zones, and the 12 cities, each a position of its
//! own inside its field, read once from `data/realms.txt`. The drawing is
//! `public/maps/shadow-realms.json` ([`GEOMETRY_PATH`], made by
//! `tools/mapgen/build-shadow-realms.mjs`).

use crate::ids::{Faction, Owner, UnitKind};
use engine::board::{Board, Link, Outline, RegionId, RegionKind};
use engine::side::Side;
use std::sync::LazyLock;

/// The scenario data (its hash goes into every save).
pub const REALMS_TEXT: &str = include_str!("../data/realms.txt");
/// The balanced start's changes to SR-G2's (issue 38).
pub const BALANCED_TEXT: &str = include_str!("../data/balanced.txt");
/// The balanced scenarios' data: the map and SR-G2's start, then the
/// changes (its hash goes into their saves).
pub const BALANCED_REALMS_TEXT: &str =
    concat!(include_str!("../data/realms.txt"), include_str!("../data/balanced.txt"));
/// The start evened for computers 1 and 2 (issue 40), the default until
/// computer 3: its changes to SR-G2's.
pub const FAIR_TEXT: &str = include_str!("../data/fair.txt");
/// The evened scenario's data: the map and SR-G2's start, then the changes
/// (its hash goes into its saves).
pub const FAIR_REALMS_TEXT: &str = concat!(include_str!("../data/realms.txt"), include_str!("../data/fair.txt"));
/// The start evened for computer 3 (issue 40), the default: its changes
/// to SR-G2's.
pub const EVEN_TEXT: &str = include_str!("../data/even.txt");
/// Its scenario's data: the map and SR-G2's start, then the changes (its
/// hash goes into its saves).
pub const EVEN_REALMS_TEXT: &str = concat!(include_str!("../data/realms.txt"), include_str!("../data/even.txt"));
/// Where the app finds the map's drawing.
pub const GEOMETRY_PATH: &str = "maps/shadow-realms.json";

/// SR-8, SR-9 — what a region's open country is like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terrain {
    /// Ordinary land.
    Plain,
    /// Untamed wild tribes: double supplies to enter (SR-8).
    Wild,
    /// Swamps (the area around Baria): double supplies to enter (SR-8).
    Swamp,
    /// Giants' Land and the Impassable Swamps: never entered (SR-9).
    Impassable,
}

/// What a position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A region's open country (`field:<id>`, SR-G10), with its city if it has one.
    Field {
        /// The city inside it.
        city: Option<RegionId>,
    },
    /// A city (`city:<id>`), inside its field.
    City {
        /// The field around it.
        field: RegionId,
    },
    /// A sea zone.
    Sea,
}

/// One position's data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// What it is.
    pub place: Place,
    /// SR-4, SR-5 — a city with walls (its field and the city both say so).
    pub fortified: bool,
    /// The sea zones a port touches (a port field and its city).
    pub seas: Vec<RegionId>,
    /// The field's terrain (a city's is its field's).
    pub terrain: Terrain,
    /// SR-G2 — a city's owner at the start (fields: whoever starts there).
    pub start: StartOwner,
}

/// Who holds a place at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartOwner {
    /// Nobody (a wild or impassable region).
    Nobody,
    /// The neutrals.
    Neutral,
    /// A realm.
    Realm(Faction),
}

/// A starting force (SR-G2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// The realm or neutral force that starts there.
    pub owner: Owner,
    /// The place where it starts.
    pub at: RegionId,
    /// Its units: each kind and how many.
    pub units: Vec<(UnitKind, u32)>,
}

/// The map: the board, the positions' data and the starting forces.
#[derive(Debug)]
pub struct Map {
    /// The engine board: fields, seas, then cities.
    pub board: Board,
    /// Per position, by region id.
    pub info: Vec<Info>,
    /// SR-G2 — the starting forces.
    pub starts: Vec<Start>,
}

static MAP: LazyLock<Map> = LazyLock::new(|| build(REALMS_TEXT));

/// The map, built at first use.
#[must_use]
pub fn map() -> &'static Map {
    &MAP
}

/// A position by key; panics only on a typo in the crate's own code or tests.
#[must_use]
pub fn pos(key: &str) -> RegionId {
    map().board.find(key).unwrap_or_else(|| panic!("unknown position {key}"))
}

/// A city by its region's key (`kerdurin` → `city_kerdurin`).
#[must_use]
pub fn city(key: &str) -> RegionId {
    pos(&format!("city_{key}"))
}

/// SR-30 — the giants' target table: die 1–6.
pub const GIANT_TABLE: [&str; 6] = ["kerdurin", "mineur", "heilbron", "lomen", "rotstain", "malmo"];
/// SR-36 — the city the pirates raid.
pub const OSTIUS: &str = "ostius";
/// SR-G6 — where fanatics and shadows are raised.
pub const SHADOW_LANDS: &str = "shadow_lands";

impl Map {
    /// A position's data.
    #[must_use]
    pub fn info(&self, id: RegionId) -> &Info {
        &self.info[id.index().min(self.info.len().saturating_sub(1))]
    }

    /// Every position.
    pub fn ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.board.ids()
    }

    /// Every city.
    pub fn cities(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.ids().filter(|&r| self.is_city(r))
    }

    /// Every field.
    pub fn fields(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.ids().filter(|&r| matches!(self.info(r).place, Place::Field { .. }))
    }

    /// Whether `r` is a city.
    #[must_use]
    pub fn is_city(&self, r: RegionId) -> bool {
        matches!(self.info(r).place, Place::City { .. })
    }

    /// Whether `r` is a sea zone.
    #[must_use]
    pub fn is_sea(&self, r: RegionId) -> bool {
        self.info(r).place == Place::Sea
    }

    /// Whether `r` is a field.
    #[must_use]
    pub fn is_field(&self, r: RegionId) -> bool {
        matches!(self.info(r).place, Place::Field { .. })
    }

    /// The field a position stands in (a field is its own; a sea has none).
    #[must_use]
    pub fn field_of(&self, r: RegionId) -> Option<RegionId> {
        match self.info(r).place {
            Place::Field { .. } => Some(r),
            Place::City { field } => Some(field),
            Place::Sea => None,
        }
    }

    /// The city of a region (given its field or the city itself).
    #[must_use]
    pub fn city_of(&self, r: RegionId) -> Option<RegionId> {
        match self.info(r).place {
            Place::Field { city } => city,
            Place::City { .. } => Some(r),
            Place::Sea => None,
        }
    }

    /// SR-G1 — the fields bordering a field.
    pub fn neighbours(&self, field: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(field, &[Link::Land]).filter(|&r| self.is_field(r))
    }

    /// Whether two fields border each other.
    #[must_use]
    pub fn adjacent(&self, a: RegionId, b: RegionId) -> bool {
        self.neighbours(a).any(|r| r == b)
    }

    /// SR-9 — whether a field can be entered at all.
    #[must_use]
    pub fn passable(&self, r: RegionId) -> bool {
        self.info(r).terrain != Terrain::Impassable
    }

    /// A port's sea zones (none for an inland place).
    #[must_use]
    pub fn seas(&self, r: RegionId) -> &[RegionId] {
        &self.info(r).seas
    }

    /// The sea zones next to a sea zone.
    pub fn sea_neighbours(&self, sea: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(sea, &[Link::Sea])
    }

    /// SR-G2 — a realm's capital.
    #[must_use]
    pub fn capital(&self, f: Faction) -> RegionId {
        self.board.find(&format!("city_{}", f.id())).unwrap_or(RegionId(0))
    }

    /// The key of a position.
    #[must_use]
    pub fn key(&self, r: RegionId) -> &str {
        self.board.key(r)
    }

    /// Translation key of a position's name.
    #[must_use]
    pub fn name_key(&self, r: RegionId) -> String {
        format!("sr.region.{}", self.key(r))
    }
}

fn parse_start_owner(s: &str) -> StartOwner {
    match s {
        "none" => StartOwner::Nobody,
        "neutral" => StartOwner::Neutral,
        id => Faction::ALL.into_iter().find(|f| f.id() == id).map_or(StartOwner::Nobody, StartOwner::Realm),
    }
}

fn parse_terrain(s: &str) -> Terrain {
    match s {
        "wild" => Terrain::Wild,
        "swamp" => Terrain::Swamp,
        "impassable" => Terrain::Impassable,
        _ => Terrain::Plain,
    }
}

/// Reads the data file into the board and the positions' data. The file is
/// the crate's own and its test checks every line, so a malformed line is
/// a programming error: it is skipped.
fn build(text: &str) -> Map {
    let lines: Vec<Vec<&str>> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().collect())
        .collect();
    let mut board = Board::default();
    let mut info = Vec::new();
    let fields: Vec<&Vec<&str>> = lines.iter().filter(|l| l[0] == "field" && l.len() >= 7).collect();
    let seas: Vec<&Vec<&str>> = lines.iter().filter(|l| l[0] == "sea").collect();
    for f in &fields {
        let _ = board.add_region(f[1], RegionKind::Land, Outline::default());
    }
    for s in &seas {
        let _ = board.add_region(s[1], RegionKind::Sea, Outline::default());
    }
    let with_city: Vec<&&Vec<&str>> = fields.iter().filter(|f| f[2] == "city").collect();
    for f in &with_city {
        let _ = board.add_region(&format!("city_{}", f[1]), RegionKind::Land, Outline::default());
    }
    let id = |b: &Board, k: &str| b.find(k).unwrap_or(RegionId(0));
    for f in &fields {
        let field = id(&board, f[1]);
        let city = (f[2] == "city").then(|| id(&board, &format!("city_{}", f[1])));
        let ports: Vec<RegionId> =
            if f[4] == "-" { Vec::new() } else { f[4].split(',').map(|s| id(&board, s)).collect() };
        let fortified = f[3] == "yes";
        let terrain = parse_terrain(f[5]);
        let start = parse_start_owner(f[6]);
        info.push(Info { place: Place::Field { city }, fortified, seas: ports.clone(), terrain, start });
        for &sea in &ports {
            let _ = board.link(f[1], board.key(sea).to_owned().as_str(), Link::Coast);
        }
        let _ = field;
    }
    for s in &seas {
        info.push(Info {
            place: Place::Sea,
            fortified: false,
            seas: Vec::new(),
            terrain: Terrain::Plain,
            start: StartOwner::Nobody,
        });
        for other in s.iter().skip(2) {
            let _ = board.link(s[1], other, Link::Sea);
        }
    }
    for f in &with_city {
        let field = id(&board, f[1]);
        let base = info[field.index()].clone();
        info.push(Info { place: Place::City { field }, ..base });
        let city_key = format!("city_{}", f[1]);
        let _ = board.link(&city_key, f[1], Link::Land);
        for sea in info[field.index()].seas.clone() {
            let sea_key = board.key(sea).to_owned();
            let _ = board.link(&city_key, &sea_key, Link::Coast);
        }
    }
    for l in lines.iter().filter(|l| l[0] == "land") {
        let from = l[1].trim_end_matches(':');
        for to in l.iter().skip(2) {
            let _ = board.link(from, to.trim_end_matches(','), Link::Land);
        }
    }
    let starts = starts_of(&board, &lines);
    Map { board, info, starts }
}

/// The `start` lines' forces.
fn starts_of(board: &Board, lines: &[Vec<&str>]) -> Vec<Start> {
    lines
        .iter()
        .filter(|l| l[0] == "start" && l.len() >= 4)
        .filter_map(|l| {
            Some(Start {
                owner: Faction::ALL.into_iter().find(|f| f.id() == l[1]),
                at: board.find(l[2])?,
                units: l[3..]
                    .iter()
                    .filter_map(|u| {
                        let (kind, n) = u.split_once('×')?;
                        Some((UnitKind::of_id(kind)?, n.parse().ok()?))
                    })
                    .collect(),
            })
        })
        .collect()
}

/// A start other than SR-G2's: cities whose first owner changes, and
/// forces that replace those starting at the same position.
#[derive(Debug, Default)]
pub struct Variant {
    /// Cities and their owner at the start.
    pub owners: Vec<(RegionId, StartOwner)>,
    /// Forces replacing the ones at their position.
    pub starts: Vec<Start>,
}

/// Reads a variant of the start (`data/balanced.txt`, `data/fair.txt`,
/// `data/even.txt`).
#[must_use]
pub fn variant(text: &str) -> Variant {
    let m = map();
    let lines: Vec<Vec<&str>> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().collect())
        .filter(|l: &Vec<&str>| !l.is_empty())
        .collect();
    let owners = lines
        .iter()
        .filter(|l| l[0] == "owner" && l.len() >= 3)
        .filter_map(|l| Some((m.board.find(&format!("city_{}", l[1]))?, parse_start_owner(l[2]))))
        .collect();
    Variant { owners, starts: starts_of(&m.board, &lines) }
}

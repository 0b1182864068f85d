//! The map of WW-G1: 55 land regions, 15 sea zones, their links, owners and
//! facilities, read once from `data/europe-1939.txt`. The drawing (outlines)
//! is not part of the rules: it is `public/maps/world-war-europe-1939.json`,
//! which the app fetches when it shows the map ([`GEOMETRY_PATH`]).

use crate::ids::{CountryId, Faction};
use engine::board::{Board, Link, Outline, RegionId, RegionKind};
use engine::side::Side;
use std::sync::LazyLock;

/// The scenario data text (its hash goes into every save).
pub const SCENARIO_TEXT: &str = include_str!("../data/europe-1939.txt");
/// The historical option of WW-G12 (Axis and Allies at war from turn 1):
/// the same map, and a line saying so, so that its saves carry their own
/// scenario hash.
pub const AT_WAR_TEXT: &str = concat!(include_str!("../data/europe-1939.txt"), "war axis allies\n");
/// Where the app finds the map's drawing (produced by `tools/mapgen`).
pub const GEOMETRY_PATH: &str = "maps/world-war-europe-1939.json";
/// "No path" in the distance table.
pub const FAR: u8 = u8::MAX;
/// All link kinds: the combined graph of WW-G1.4.
pub const ALL_LINKS: [Link; 3] = [Link::Land, Link::Coast, Link::Sea];

/// What WW-G1.1 says about one land region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandInfo {
    /// Start owner; `None` is neutral.
    pub start_owner: Option<Faction>,
    /// The neutral country, for neutral regions.
    pub country: Option<CountryId>,
    /// Factory (F, WW-31).
    pub factory: bool,
    /// Oil well (W, WW-30).
    pub well: bool,
    /// Faction capital (C).
    pub capital: bool,
    /// Sea zones it is coastal on.
    pub coasts: Vec<RegionId>,
}

/// The whole map: board plus rule data.
#[derive(Debug)]
pub struct Map {
    /// The engine board (land first, then seas).
    pub board: Board,
    /// Land regions `0..land_count`.
    pub land: Vec<LandInfo>,
    /// Number of land regions (55).
    pub land_count: usize,
    /// Edge flag per sea zone (index `id - land_count`).
    pub edge: Vec<bool>,
    /// Neutral country ids (`poland`, …).
    pub countries: Vec<String>,
    /// Steps on the combined graph between every pair of nodes.
    dist: Vec<Vec<u8>>,
}

/// The map, built at first use.
pub static MAP: LazyLock<Map> = LazyLock::new(|| build(SCENARIO_TEXT));

/// The map.
#[must_use]
pub fn map() -> &'static Map {
    &MAP
}

/// A region id by key; panics only on a typo in the crate's own code or tests.
#[must_use]
pub fn rid(key: &str) -> RegionId {
    map().board.find(key).unwrap_or_else(|| panic!("unknown region {key}"))
}

impl Map {
    /// Whether `id` is a land region.
    #[must_use]
    pub const fn is_land(&self, id: RegionId) -> bool {
        id.index() < self.land_count
    }

    /// Whether `id` is a sea zone.
    #[must_use]
    pub fn is_sea(&self, id: RegionId) -> bool {
        !self.is_land(id) && id.index() < self.board.len()
    }

    /// Whether `id` is a node of this map.
    #[must_use]
    pub fn is_node(&self, id: RegionId) -> bool {
        id.index() < self.board.len()
    }

    /// WW-10 — whether a sea zone is a map-edge zone.
    #[must_use]
    pub fn is_edge(&self, id: RegionId) -> bool {
        self.is_sea(id) && self.edge.get(id.index() - self.land_count).copied().unwrap_or(false)
    }

    /// Rule data of a land region (`None` for seas).
    #[must_use]
    pub fn info(&self, id: RegionId) -> Option<&LandInfo> {
        self.land.get(id.index()).filter(|_| self.is_land(id))
    }

    /// Steps between two nodes on the combined graph (WW-G1.4), `FAR` if none.
    #[must_use]
    pub fn steps(&self, a: RegionId, b: RegionId) -> u8 {
        self.dist.get(a.index()).and_then(|row| row.get(b.index())).copied().unwrap_or(FAR)
    }

    /// Land neighbours (WW-G1.2).
    pub fn land_neighbours(&self, id: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(id, &[Link::Land])
    }

    /// Sea zones a region is coastal on.
    #[must_use]
    pub fn coasts(&self, id: RegionId) -> &[RegionId] {
        self.info(id).map_or(&[], |i| i.coasts.as_slice())
    }

    /// Coastal regions of a sea zone.
    pub fn shores(&self, sea: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(sea, &[Link::Coast])
    }

    /// Adjacent sea zones.
    pub fn sea_neighbours(&self, sea: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(sea, &[Link::Sea])
    }

    /// A shortest sea path between two zones (both included).
    #[must_use]
    pub fn sea_path(&self, from: RegionId, to: RegionId) -> Option<Vec<RegionId>> {
        self.board.path(from, to, &[Link::Sea], |_| true)
    }

    /// Sea steps between two zones.
    #[must_use]
    pub fn sea_steps(&self, from: RegionId, to: RegionId) -> Option<u32> {
        self.board.distance(from, to, &[Link::Sea])
    }

    /// All land region ids.
    pub fn land_ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.board.ids().take(self.land_count)
    }

    /// All sea zone ids.
    pub fn sea_ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.board.ids().skip(self.land_count)
    }

    /// The regions of a neutral country.
    pub fn country_regions(&self, c: CountryId) -> impl Iterator<Item = RegionId> + '_ {
        self.land_ids().filter(move |&r| self.info(r).and_then(|i| i.country) == Some(c))
    }

    /// A country id by name.
    #[must_use]
    pub fn country(&self, name: &str) -> Option<CountryId> {
        self.countries.iter().position(|c| c == name).and_then(|i| u8::try_from(i).ok()).map(CountryId)
    }

    /// The region key.
    #[must_use]
    pub fn key(&self, id: RegionId) -> &str {
        self.board.key(id)
    }

    /// Translation key of a region's or sea's name.
    #[must_use]
    pub fn name_key(&self, id: RegionId) -> String {
        format!("ww.region.{}", self.key(id))
    }
}

/// Parsed lines of the scenario text.
#[derive(Debug, Default)]
struct Lines<'a> {
    regions: Vec<Vec<&'a str>>,
    seas: Vec<Vec<&'a str>>,
    land: Vec<(&'a str, Vec<&'a str>)>,
}

fn parse_lines(text: &str) -> Lines<'_> {
    let mut out = Lines::default();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("region") => out.regions.push(words[1..].to_vec()),
            Some("sea") => out.seas.push(words[1..].to_vec()),
            Some("land") => {
                let rest = line.trim_start_matches("land").trim();
                let (id, list) = rest.split_once(':').unwrap_or((rest, ""));
                let list = list.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
                out.land.push((id.trim(), list));
            }
            _ => {}
        }
    }
    out
}

fn list(word: Option<&&str>) -> Vec<String> {
    match word {
        Some(&"-") | None => Vec::new(),
        Some(w) => w.split(',').map(str::to_owned).collect(),
    }
}

fn owner_of(word: &str) -> Option<Faction> {
    Faction::ALL.into_iter().find(|f| f.id() == word)
}

/// WW-G1 — builds the map from the scenario text. The text
/// is the crate's own, so a malformed line is a bug caught by the map tests;
/// here it is skipped rather than panicking.
fn build(text: &str) -> Map {
    let lines = parse_lines(text);
    let mut board = Board::default();
    let mut countries: Vec<String> = Vec::new();
    let mut land = Vec::new();
    for w in &lines.regions {
        let key = w.first().copied().unwrap_or("?");
        let _ = board.add_region(key, RegionKind::Land, Outline::default());
        let country = match w.get(2).copied() {
            Some("-") | None => None,
            Some(c) => Some(intern(&mut countries, c)),
        };
        let flag = |i: usize, f: &str| w.get(i).copied() == Some(f);
        land.push(LandInfo {
            start_owner: w.get(1).and_then(|o| owner_of(o)),
            country,
            factory: flag(3, "F"),
            well: flag(4, "W"),
            capital: flag(5, "C"),
            coasts: Vec::new(),
        });
    }
    let land_count = land.len();
    let mut edge = Vec::new();
    for w in &lines.seas {
        let key = w.first().copied().unwrap_or("?");
        let _ = board.add_region(key, RegionKind::Sea, Outline::default());
        edge.push(w.get(1).copied() == Some("edge"));
    }
    link_all(&mut board, &lines, &mut land);
    let dist = all_distances(&board);
    Map { board, land, land_count, edge, countries, dist }
}

fn intern(countries: &mut Vec<String>, name: &str) -> CountryId {
    let i = countries.iter().position(|c| c == name).unwrap_or_else(|| {
        countries.push(name.to_owned());
        countries.len() - 1
    });
    CountryId(u8::try_from(i).unwrap_or(u8::MAX))
}

fn link_all(board: &mut Board, lines: &Lines<'_>, land: &mut [LandInfo]) {
    for (i, w) in lines.regions.iter().enumerate() {
        let key = w.first().copied().unwrap_or("?");
        for sea in list(w.get(6)) {
            if board.link(key, &sea, Link::Coast).is_ok()
                && let (Some(info), Some(id)) = (land.get_mut(i), board.find(&sea))
            {
                info.coasts.push(id);
            }
        }
    }
    for w in &lines.seas {
        let key = w.first().copied().unwrap_or("?");
        for other in list(w.get(2)) {
            let _ = board.link(key, &other, Link::Sea);
        }
    }
    for (id, neighbours) in &lines.land {
        for n in neighbours {
            let _ = board.link(id, n, Link::Land);
        }
    }
}

fn all_distances(board: &Board) -> Vec<Vec<u8>> {
    board
        .ids()
        .map(|from| {
            board
                .distances(from, &ALL_LINKS, |_| true)
                .into_iter()
                .map(|d| d.and_then(|d| u8::try_from(d).ok()).unwrap_or(FAR))
                .collect()
        })
        .collect()
}

/// The `coasts=` column of the sea lines, for the consistency test.
#[must_use]
pub fn sea_coasts_column() -> Vec<(String, Vec<String>)> {
    parse_lines(SCENARIO_TEXT)
        .seas
        .iter()
        .map(|w| {
            let coasts = w.iter().find_map(|x| x.strip_prefix("coasts=")).unwrap_or("");
            let list = coasts.split(',').filter(|s| !s.is_empty() && *s != "-").map(str::to_owned).collect();
            (w.first().copied().unwrap_or("?").to_owned(), list)
        })
        .collect()
}

/// The land adjacency lines as written, for the symmetry test.
#[must_use]
pub fn land_lines() -> Vec<(String, Vec<String>)> {
    parse_lines(SCENARIO_TEXT)
        .land
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.iter().map(|s| (*s).to_owned()).collect()))
        .collect()
}

/// The three capitals whose holding wins the war (WW-G14).
#[must_use]
pub fn capitals() -> [RegionId; 3] {
    [rid("berlin"), rid("moscow"), rid("london")]
}

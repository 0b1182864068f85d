//! GAP-45 — the map of Four Crowns, read once from `data/four-crowns.txt`:
//! five regions, 28 provinces of 2–4 sub-provinces (the sub-province is
//! the unit of movement), two seas of four sea sub-provinces, and every
//! edge with its river, road, railway, bridge or strait. The drawing is
//! `public/maps/khans-and-kings.json` (made by
//! `tools/mapgen/build-khans-and-kings.mjs` from the same data file).

use crate::data::tables::{Colour, Strategic};
use crate::data::terrain::{Tag, Terrain};
use crate::data::units::Kind;
use crate::ids::{Player, ProvinceId};
use engine::board::{Board, Link, Outline, RegionId, RegionKind};
use engine::side::Side;
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// The map's data file.
pub const MAP_TEXT: &str = include_str!("../data/four-crowns.txt");
/// The geometry's path under the site root.
pub const GEOMETRY_PATH: &str = "maps/khans-and-kings.json";

/// A region: a named group of provinces (KK-CAP-02).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Its key.
    pub key: String,
    /// The state whose home it is (R5, the Silk Road, is nobody's).
    pub home: Option<Player>,
    /// Its provinces.
    pub provinces: Vec<ProvinceId>,
}

/// A province (KK-PROV-01, KK-PROV-02).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Province {
    /// Its key.
    pub key: String,
    /// Its region's index.
    pub region: usize,
    /// Its Wealth token's colour.
    pub colour: Colour,
    /// Its Wealth level (I–III).
    pub level: u32,
    /// On the snow side of the snow line (KK-TIME-06).
    pub snow: bool,
    /// Its source of a strategic resource (KK-RES-11).
    pub strategic: Option<Strategic>,
    /// The regional units it offers (GAP-48).
    pub regional: Vec<Kind>,
    /// Its sub-provinces.
    pub subs: Vec<RegionId>,
    /// Its capital sub-province (KK-CAP-01).
    pub capital: RegionId,
}

/// A sub-province, land or sea.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sub {
    /// Its province (none at sea).
    pub province: Option<ProvinceId>,
    /// Its terrain (none at sea).
    pub terrain: Option<Terrain>,
    /// The province capital (KK-CAP-01).
    pub capital: bool,
    /// Next to the sea.
    pub coastal: bool,
    /// A river runs through it.
    pub river: bool,
    /// At sea: which sea (`West` or `East`).
    pub sea: Option<String>,
}

/// An edge between two adjacent sub-provinces, as the map starts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// One end.
    pub a: RegionId,
    /// The other end.
    pub b: RegionId,
    /// A river runs along it (KK-TERR-12).
    pub river: bool,
    /// The strait joining the seas.
    pub strait: bool,
    /// A road at the start (GAP-45).
    pub road: bool,
    /// A railway at the start.
    pub railway: bool,
    /// A bridge at the start.
    pub bridge: bool,
}

/// The whole map.
#[derive(Debug)]
pub struct Map {
    /// The board: every sub-province and sea sub-province, linked.
    pub board: Board,
    /// The regions.
    pub regions: Vec<Region>,
    /// The provinces.
    pub provinces: Vec<Province>,
    /// Each state's six home provinces in GAP-45's order.
    pub homes: BTreeMap<Player, Vec<ProvinceId>>,
    /// Each board region's data, by index.
    pub subs: Vec<Sub>,
    /// Every edge.
    pub edges: Vec<Edge>,
    edge_at: BTreeMap<(RegionId, RegionId), usize>,
}

static MAP: LazyLock<Map> = LazyLock::new(|| parse(MAP_TEXT).unwrap_or_else(|e| panic!("data/four-crowns.txt: {e}")));

/// The map (parsed once; the tests check the file).
#[must_use]
pub fn map() -> &'static Map {
    &MAP
}

impl Map {
    /// A sub-province's data.
    #[must_use]
    pub fn sub(&self, r: RegionId) -> &Sub {
        &self.subs[r.index().min(self.subs.len().saturating_sub(1))]
    }

    /// A province's data.
    #[must_use]
    pub fn province(&self, p: ProvinceId) -> &Province {
        &self.provinces[p.index().min(self.provinces.len().saturating_sub(1))]
    }

    /// Every province id.
    pub fn province_ids(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        (0..self.provinces.len()).filter_map(|i| u16::try_from(i).ok()).map(ProvinceId)
    }

    /// The province of a land sub-province.
    #[must_use]
    pub fn province_of(&self, r: RegionId) -> Option<ProvinceId> {
        self.subs.get(r.index()).and_then(|s| s.province)
    }

    /// Whether `r` is at sea.
    #[must_use]
    pub fn is_sea(&self, r: RegionId) -> bool {
        self.subs.get(r.index()).is_some_and(|s| s.sea.is_some())
    }

    /// A land sub-province's terrain.
    #[must_use]
    pub fn terrain(&self, r: RegionId) -> Option<&Terrain> {
        self.subs.get(r.index()).and_then(|s| s.terrain.as_ref())
    }

    /// The edge between `a` and `b`, if they are adjacent.
    #[must_use]
    pub fn edge(&self, a: RegionId, b: RegionId) -> Option<usize> {
        self.edge_at.get(&(a.min(b), a.max(b))).copied()
    }

    /// The land sub-provinces next to `r`.
    pub fn land_neighbours(&self, r: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.neighbours(r, &[Link::Land])
    }

    /// Every sub-province next to `r`, land or sea.
    pub fn neighbours(&self, r: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.board.links(r).iter().map(|(n, _)| *n)
    }

    /// Whether two provinces touch (a sub-province of one next to one of the other).
    #[must_use]
    pub fn provinces_touch(&self, a: ProvinceId, b: ProvinceId) -> bool {
        self.province(a).subs.iter().any(|&s| self.land_neighbours(s).any(|n| self.province_of(n) == Some(b)))
    }

    /// A region's translation key.
    #[must_use]
    pub fn name_key(&self, r: RegionId) -> String {
        format!("kk.sub.{}", self.board.key(r))
    }

    /// A province's translation key.
    #[must_use]
    pub fn province_key(&self, p: ProvinceId) -> String {
        format!("kk.province.{}", self.province(p).key)
    }
}

fn yes(s: &str) -> Result<bool, String> {
    match s {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(format!("expected yes or no, found {s}")),
    }
}

fn list(s: &str) -> Vec<&str> {
    if s == "-" { Vec::new() } else { s.split(',').map(str::trim).filter(|x| !x.is_empty()).collect() }
}

/// Parses the map's data file (grammar in its header comment).
///
/// # Errors
/// The first line that does not follow the grammar, or names what is not there.
pub fn parse(text: &str) -> Result<Map, String> {
    let lines: Vec<(usize, Vec<&str>)> = text
        .lines()
        .enumerate()
        .map(|(n, l)| (n + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty())
        .map(|(n, l)| (n, l.split_whitespace().collect()))
        .collect();
    let of = |word: &'static str| lines.iter().filter(move |(_, l)| l[0] == word);
    let mut regions: Vec<Region> = Vec::new();
    for (n, l) in of("region") {
        let [_, key, home] = l.as_slice() else { return Err(format!("line {n}: region <id> <home>")) };
        let home = if *home == "none" { None } else { Some(Player::from_id(home).ok_or(format!("line {n}: {home}"))?) };
        regions.push(Region { key: (*key).to_owned(), home, provinces: Vec::new() });
    }
    let mut board = Board::default();
    let mut subs: Vec<Sub> = Vec::new();
    let mut provinces: Vec<Province> = Vec::new();
    for (n, l) in of("province") {
        let [_, key, region, colour, level, snow, strategic, regional] = l.as_slice() else {
            return Err(format!("line {n}: province needs 7 fields"));
        };
        let region = regions.iter().position(|r| r.key == *region).ok_or(format!("line {n}: region {region}"))?;
        let strategic = if *strategic == "-" {
            None
        } else {
            Some(Strategic::parse(strategic).ok_or(format!("line {n}: {strategic}"))?)
        };
        let regional = list(regional)
            .into_iter()
            .map(|u| Kind::of(&u.to_ascii_lowercase()).ok_or(format!("line {n}: unit {u}")))
            .collect::<Result<Vec<_>, _>>()?;
        let id = ProvinceId(u16::try_from(provinces.len()).map_err(|e| e.to_string())?);
        regions[region].provinces.push(id);
        provinces.push(Province {
            key: (*key).to_owned(),
            region,
            colour: Colour::parse(colour).ok_or(format!("line {n}: colour {colour}"))?,
            level: level.parse().map_err(|_| format!("line {n}: level {level}"))?,
            snow: yes(snow).map_err(|e| format!("line {n}: {e}"))?,
            strategic,
            regional,
            subs: Vec::new(),
            capital: RegionId(0),
        });
    }
    let keys: Vec<String> = provinces.iter().map(|p| p.key.clone()).collect();
    let province_by_key = |k: &str| keys.iter().position(|p| p == k);
    for (n, l) in of("sub") {
        let [_, key, province, base, covers, capital, coastal, river] = l.as_slice() else {
            return Err(format!("line {n}: sub needs 7 fields"));
        };
        let p = province_by_key(province).ok_or(format!("line {n}: province {province}"))?;
        let id = board
            .add_region(key, RegionKind::SubProvince, Outline::default())
            .map_err(|e| format!("line {n}: {e:?}"))?;
        let terrain = Terrain {
            base: Tag::parse(base).ok_or(format!("line {n}: terrain {base}"))?,
            covers: list(covers)
                .into_iter()
                .map(|c| Tag::parse(c).ok_or(format!("line {n}: cover {c}")))
                .collect::<Result<_, _>>()?,
        };
        let capital = yes(capital).map_err(|e| format!("line {n}: {e}"))?;
        let pid = ProvinceId(u16::try_from(p).map_err(|e| e.to_string())?);
        provinces[p].subs.push(id);
        if capital {
            provinces[p].capital = id;
        }
        subs.push(Sub {
            province: Some(pid),
            terrain: Some(terrain),
            capital,
            coastal: yes(coastal).map_err(|e| format!("line {n}: {e}"))?,
            river: yes(river).map_err(|e| format!("line {n}: {e}"))?,
            sea: None,
        });
    }
    for (n, l) in of("sea") {
        let [_, key, sea] = l.as_slice() else { return Err(format!("line {n}: sea <id> <West|East>")) };
        board.add_region(key, RegionKind::Sea, Outline::default()).map_err(|e| format!("line {n}: {e:?}"))?;
        subs.push(Sub {
            province: None,
            terrain: None,
            capital: false,
            coastal: false,
            river: false,
            sea: Some((*sea).to_owned()),
        });
    }
    let mut edges = Vec::new();
    let mut edge_at = BTreeMap::new();
    for (n, l) in of("edge") {
        let [_, a, b, flags] = l.as_slice() else { return Err(format!("line {n}: edge <a> <b> <flags>")) };
        let (ra, rb) = (board.find(a).ok_or(format!("line {n}: {a}"))?, board.find(b).ok_or(format!("line {n}: {b}"))?);
        let kind = match (subs[ra.index()].sea.is_some(), subs[rb.index()].sea.is_some()) {
            (false, false) => Link::Land,
            (true, true) => Link::Sea,
            _ => Link::Coast,
        };
        board.link(a, b, kind).map_err(|e| format!("line {n}: {e:?}"))?;
        let flags = list(flags);
        let has = |f: &str| flags.contains(&f);
        if edge_at.insert((ra.min(rb), ra.max(rb)), edges.len()).is_some() {
            return Err(format!("line {n}: edge {a} {b} twice"));
        }
        edges.push(Edge {
            a: ra,
            b: rb,
            river: has("river"),
            strait: has("strait"),
            road: has("road"),
            railway: has("railway"),
            bridge: has("bridge"),
        });
    }
    let mut homes = BTreeMap::new();
    for (n, l) in of("home") {
        let player = Player::from_id(l.get(1).copied().unwrap_or("")).ok_or(format!("line {n}: home <player> …"))?;
        let list = l[2..]
            .iter()
            .map(|k| {
                province_by_key(k).and_then(|i| u16::try_from(i).ok()).map(ProvinceId).ok_or(format!("line {n}: {k}"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        homes.insert(player, list);
    }
    Ok(Map { board, regions, provinces, homes, subs, edges, edge_at })
}

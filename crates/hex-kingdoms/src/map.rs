//! G-1…G-3 — the hex maps: a hexagon of radius 6 (127 hexes, 2 players) or
//! 7 (169 hexes, 3–4 players), with terrain, provinces of contiguous hexes,
//! prevalent religions, lakes, roads, start hexes and holy sites. All hex
//! geometry (neighbours, distance, lines, corners) comes from `hexx`.

use crate::ids::{Religion, Terrain};
use crate::layout::{CURRENT_EDITION, holy_sites_and_religions, provinces};
use engine::board::{Board, Link, Outline, RegionId, RegionKind};
use hexx::{EdgeDirection, Hex, HexLayout};
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// Drawn hex size (centre to corner).
pub const HEX_SIZE: f32 = 30.0;
/// No province (water).
pub const NO_PROVINCE: u8 = u8::MAX;

/// What the map says about one hex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HexInfo {
    /// Axial coordinates.
    pub hex: Hex,
    /// G-2 terrain.
    pub terrain: Terrain,
    /// G-3 province index (`NO_PROVINCE` for water).
    pub province: u8,
    /// G-2 road overlay.
    pub road: bool,
    /// A land hex adjacent to water.
    pub coastal: bool,
}

/// G-3 — a province.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Province {
    /// Its printed prevalent religion.
    pub religion: Religion,
    /// Its hexes.
    pub hexes: Vec<RegionId>,
}

/// A whole map.
#[derive(Debug)]
pub struct Map {
    /// The engine board (one region per hex).
    pub board: Board,
    /// Per-region data, by region index.
    pub hexes: Vec<HexInfo>,
    /// Provinces.
    pub provinces: Vec<Province>,
    /// Start hexes, in seat order.
    pub starts: Vec<RegionId>,
    /// Holy sites, one per religion in `Religion::ALL` order (G-20).
    pub holy: Vec<RegionId>,
    index: BTreeMap<(i32, i32), RegionId>,
}

/// The design of one scenario map.
struct Design {
    radius: u32,
    starts: &'static [(i32, i32)],
    lakes: &'static [(i32, i32)],
}

const TWO: Design = Design { radius: 6, starts: &[(0, -5), (0, 5)], lakes: &[(-4, 1), (4, -1)] };
const FOUR: Design =
    Design { radius: 7, starts: &[(0, -6), (0, 6), (6, -3), (-6, 3)], lakes: &[(-3, -1), (3, 1), (4, -6)] };
/// Edition 2 seats the four starts clockwise (G-4: play goes clockwise), so
/// that every player moves right after a neighbour; edition 1 had Blue
/// opposite Red, moving after the player farthest from it.
const FOUR_CLOCKWISE: Design =
    Design { radius: 7, starts: &[(0, -5), (-6, 3), (0, 5), (6, -3)], lakes: &[(-3, -1), (3, 1)] };

/// The 2-player map.
pub static SMALL: LazyLock<Map> = LazyLock::new(|| build(&TWO, CURRENT_EDITION));
/// The 3–4 player map.
pub static LARGE: LazyLock<Map> = LazyLock::new(|| build(&FOUR_CLOCKWISE, CURRENT_EDITION));
/// The first edition's 2-player map (games begun on it).
static FIRST_SMALL: LazyLock<Map> = LazyLock::new(|| build(&TWO, 1));
/// The first edition's 3–4 player map.
static FIRST_LARGE: LazyLock<Map> = LazyLock::new(|| build(&FOUR, 1));

/// The map of a scenario, in the edition new games use.
#[must_use]
pub fn map_for(large: bool) -> &'static Map {
    map_of(large, CURRENT_EDITION)
}

/// The map of a scenario in an edition (see [`crate::layout`]): the hexes,
/// outlines and adjacency are the same; terrain, lakes, provinces, holy
/// sites and roads differ.
#[must_use]
pub fn map_of(large: bool, edition: u8) -> &'static Map {
    match (large, edition >= 2) {
        (false, true) => &SMALL,
        (true, true) => &LARGE,
        (false, false) => &FIRST_SMALL,
        (true, false) => &FIRST_LARGE,
    }
}

/// The side of a hex's outline (`engine::board::Outline::edge_line`: from
/// its corner `side` to the next) that lies on edge `edge` (0–5, the
/// `hexx` edge direction walls carry, G-23): the outline takes `hexx`'s
/// corners in order, whose side `i` faces edge direction `i`.
#[must_use]
pub const fn outline_side(edge: u8) -> u8 {
    edge % 6
}

/// The key of a hex region, e.g. `h_3_-2`.
#[must_use]
pub fn key_of(h: Hex) -> String {
    format!("h_{}_{}", h.x, h.y)
}

fn k(h: Hex) -> (i32, i32) {
    (h.x, h.y)
}

/// Deterministic integer noise for terrain.
fn noise(h: Hex) -> u32 {
    let mut x = (h.x as u32).wrapping_mul(0x9E37_79B1) ^ (h.y as u32).wrapping_mul(0x85EB_CA77);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x % 100
}

/// G-2 — terrain shares: plains ~45 %, forest ~20 %, hills ~15 %,
/// mountains ~8 %, water ~12 % (the lakes). From edition 2 the map is
/// point-symmetric about the centre (a hex and its opposite share terrain
/// and lakes), so that opposite starts find the same ground.
fn terrain(d: &Design, edition: u8, h: Hex) -> Terrain {
    let symmetric = edition >= 2;
    let lake = |(q, r): (i32, i32)| {
        let l = Hex::new(q, r);
        h.distance_to(l) <= 1 || (symmetric && h.distance_to(-l) <= 1)
    };
    let h = if symmetric && (h.x, h.y) < (-h.x, -h.y) { -h } else { h };
    if d.lakes.iter().any(|&l| lake(l)) {
        return Terrain::Water;
    }
    if d.starts.iter().any(|&(q, r)| h.distance_to(Hex::new(q, r)) <= 1) {
        return Terrain::Plains;
    }
    match noise(h) {
        0..50 => Terrain::Plains,
        50..72 => Terrain::Forest,
        72..90 => Terrain::Hills,
        _ => Terrain::Mountains,
    }
}

fn outline(layout: &HexLayout, h: Hex) -> Outline {
    let c = layout.hex_to_world_pos(h);
    let mut path = String::new();
    for (i, p) in layout.hex_corners(h).iter().enumerate() {
        path.push_str(&format!("{}{:.1} {:.1}", if i == 0 { "M" } else { "L" }, p.x, p.y));
    }
    path.push('Z');
    Outline { path, anchor: [c.x, c.y], label: [c.x, c.y + HEX_SIZE * 0.55] }
}

/// What edition 2's layout is generated from (`crate::layout_gen`).
#[cfg(test)]
pub(crate) struct LayoutInputs {
    /// The hexes in board order.
    pub hexes: Vec<Hex>,
    /// Their terrain before roads.
    pub terrain: BTreeMap<(i32, i32), Terrain>,
    /// The starts.
    pub starts: Vec<Hex>,
}

/// Edition 2's layout inputs of a map.
#[cfg(test)]
pub(crate) fn layout_inputs(large: bool) -> LayoutInputs {
    let d = if large { &FOUR_CLOCKWISE } else { &TWO };
    let hexes: Vec<Hex> = Hex::ZERO.range(d.radius).collect();
    let terrain = hexes.iter().map(|&h| (k(h), terrain(d, 2, h))).collect();
    LayoutInputs { hexes, terrain, starts: d.starts.iter().map(|&(q, r)| Hex::new(q, r)).collect() }
}

fn build(d: &Design, edition: u8) -> Map {
    let layout = HexLayout::pointy().with_hex_size(HEX_SIZE);
    let hexes: Vec<Hex> = Hex::ZERO.range(d.radius).collect();
    // Inserted one by one: a collected map adds a sort to the module.
    let mut terr: BTreeMap<(i32, i32), Terrain> = BTreeMap::new();
    for &h in &hexes {
        terr.insert(k(h), terrain(d, edition, h));
    }
    let starts: Vec<Hex> = d.starts.iter().map(|&(q, r)| Hex::new(q, r)).collect();
    let table = crate::layout::edition_2(d.radius > TWO.radius);
    let prov = provinces(edition, &hexes, &|h| terr[&k(h)] != Terrain::Water, table);
    let n_prov = prov.values().max().map_or(0, |m| m + 1);
    let site = |h: Hex| matches!(terr[&k(h)], Terrain::Plains | Terrain::Hills | Terrain::Forest);
    let (holy, religions) = holy_sites_and_religions(edition, &prov, n_prov, &site, &starts, table);
    let religion = |p: usize| religions.get(p).copied().unwrap_or(Religion::Christianity);
    let mut road: BTreeMap<(i32, i32), bool> = BTreeMap::new();
    let mut drawn = String::new();
    for s in &starts {
        for goal in std::iter::once(Hex::ZERO).chain(holy.iter().copied()) {
            let mut before: Option<Hex> = None;
            for h in s.line_to(goal) {
                if terr.get(&k(h)).is_some_and(|t| *t != Terrain::Water) {
                    draw_road(&mut drawn, &layout, before, h);
                    before = Some(h);
                    road.insert(k(h), true);
                    if terr[&k(h)] == Terrain::Mountains {
                        terr.insert(k(h), Terrain::Hills);
                    }
                } else {
                    // Water breaks the course: no road is drawn across it.
                    before = None;
                }
            }
        }
    }
    let mut board = Board::default();
    let mut index = BTreeMap::new();
    let mut infos = Vec::new();
    for &h in &hexes {
        let id = board.add_region(&key_of(h), RegionKind::Hex { q: h.x, r: h.y }, outline(&layout, h));
        let id = id.unwrap_or(RegionId(0));
        index.insert((h.x, h.y), id);
        let water = terr[&k(h)] == Terrain::Water;
        let coastal = !water && h.all_neighbors().iter().any(|n| terr.get(&k(*n)) == Some(&Terrain::Water));
        let province = prov.get(&k(h)).and_then(|&p| u8::try_from(p).ok()).unwrap_or(NO_PROVINCE);
        infos.push(HexInfo { hex: h, terrain: terr[&k(h)], province, road: road.contains_key(&k(h)), coastal });
    }
    for &h in &hexes {
        for n in h.all_neighbors() {
            let (Some(a), Some(b)) = (terr.get(&k(h)), terr.get(&k(n))) else { continue };
            let kind = match (*a == Terrain::Water, *b == Terrain::Water) {
                (false, false) => Link::Land,
                (true, true) => Link::Sea,
                _ => Link::Coast,
            };
            let _ = board.link(&key_of(h), &key_of(n), kind);
        }
    }
    let mut provinces: Vec<Province> =
        (0..n_prov).map(|p| Province { religion: religion(p), hexes: Vec::new() }).collect();
    for (i, info) in infos.iter().enumerate() {
        if let Some(p) = provinces.get_mut(usize::from(info.province)) {
            p.hexes.push(RegionId(u16::try_from(i).unwrap_or(0)));
        }
    }
    board.decor.insert("road".into(), drawn);
    board.view_box = view_box(&board);
    let rid = |h: &Hex| index.get(&(h.x, h.y)).copied().unwrap_or(RegionId(0));
    let starts = starts.iter().map(rid).collect();
    let holy = holy.iter().map(rid).collect();
    Map { board, hexes: infos, provinces, starts, holy, index }
}

/// G-3 — the printed road network, drawn along its courses: a line from
/// the hex `before` on the course to `h` (issue 36: a dash on each road hex
/// did not show where the roads go). A stretch two courses share is drawn
/// once.
fn draw_road(path: &mut String, layout: &HexLayout, before: Option<Hex>, h: Hex) {
    let Some(b) = before else { return };
    let (a, c) = (layout.hex_to_world_pos(b), layout.hex_to_world_pos(h));
    let line = format!("M{:.1} {:.1}L{:.1} {:.1}", a.x, a.y, c.x, c.y);
    let back = format!("M{:.1} {:.1}L{:.1} {:.1}", c.x, c.y, a.x, a.y);
    if !path.contains(&line) && !path.contains(&back) {
        path.push_str(&line);
    }
}

fn view_box(board: &Board) -> [f32; 4] {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for r in board.regions() {
        if let Some([x, y, w, h]) = r.outline.bounds() {
            b = [b[0].min(x), b[1].min(y), b[2].max(x + w), b[3].max(y + h)];
        }
    }
    let m = 12.0;
    [b[0] - m, b[1] - m, b[2] - b[0] + 2.0 * m, b[3] - b[1] + 2.0 * m]
}

impl Map {
    /// Data of a hex.
    #[must_use]
    pub fn info(&self, id: RegionId) -> &HexInfo {
        &self.hexes[id.index().min(self.hexes.len().saturating_sub(1))]
    }

    /// The region at axial coordinates.
    #[must_use]
    pub fn at(&self, q: i32, r: i32) -> Option<RegionId> {
        self.index.get(&(q, r)).copied()
    }

    /// The terrain of a hex.
    #[must_use]
    pub fn terrain(&self, id: RegionId) -> Terrain {
        self.info(id).terrain
    }

    /// Whether a hex is water.
    #[must_use]
    pub fn is_water(&self, id: RegionId) -> bool {
        self.terrain(id) == Terrain::Water
    }

    /// G-1 — hex distance.
    #[must_use]
    pub fn distance(&self, a: RegionId, b: RegionId) -> u32 {
        self.info(a).hex.unsigned_distance_to(self.info(b).hex)
    }

    /// The neighbour across edge `edge` (0–5), if on the map.
    #[must_use]
    pub fn neighbour(&self, id: RegionId, edge: u8) -> Option<RegionId> {
        let n = self.info(id).hex.neighbor(EdgeDirection::ALL_DIRECTIONS[usize::from(edge % 6)]);
        self.at(n.x, n.y)
    }

    /// The edge of `a` that faces the adjacent hex `b`.
    #[must_use]
    pub fn edge_towards(&self, a: RegionId, b: RegionId) -> Option<u8> {
        self.info(a).hex.neighbor_direction(self.info(b).hex).map(EdgeDirection::index)
    }

    /// The hexes adjacent to `id` that are on the map.
    #[must_use]
    pub fn adjacent(&self, id: RegionId) -> Vec<RegionId> {
        (0..6).filter_map(|e| self.neighbour(id, e)).collect()
    }

    /// G-23 — the edges of `target` on the line of attack from `from`: the
    /// edges facing the neighbours of `target` that are one step closer to
    /// `from` (the shared edge when adjacent; the facing edge, or both edges at
    /// a vertex, from 2 hexes away).
    #[must_use]
    pub fn line_edges(&self, from: RegionId, target: RegionId) -> Vec<u8> {
        let d = self.distance(from, target);
        (0..6u8)
            .filter(|&e| self.neighbour(target, e).is_some_and(|n| d > 0 && self.distance(from, n) + 1 == d))
            .collect()
    }

    /// The hexes of a straight line (hexx line drawing), both ends included.
    #[must_use]
    pub fn line(&self, a: RegionId, b: RegionId) -> Vec<RegionId> {
        self.info(a).hex.line_to(self.info(b).hex).filter_map(|h| self.at(h.x, h.y)).collect()
    }

    /// The province of a hex, if land.
    #[must_use]
    pub fn province(&self, id: RegionId) -> Option<&Province> {
        self.provinces.get(usize::from(self.info(id).province))
    }

    /// Region ids in board order.
    pub fn ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.board.ids()
    }
}

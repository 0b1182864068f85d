//! G-1…G-3 — the hex maps: a hexagon of radius 6 (127 hexes, 2 players) or
//! 7 (169 hexes, 3–4 players), with terrain, provinces of contiguous hexes,
//! prevalent religions, lakes, roads, start hexes and holy sites. All hex
//! geometry (neighbours, distance, lines, corners) comes from `hexx`.

use crate::ids::{Religion, Terrain};
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

/// The 2-player map.
pub static SMALL: LazyLock<Map> = LazyLock::new(|| build(&TWO));
/// The 3–4 player map.
pub static LARGE: LazyLock<Map> = LazyLock::new(|| build(&FOUR));

/// The map of a scenario.
#[must_use]
pub fn map_for(large: bool) -> &'static Map {
    if large { &LARGE } else { &SMALL }
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
/// mountains ~8 %, water ~12 % (the lakes).
fn terrain(d: &Design, h: Hex) -> Terrain {
    if d.lakes.iter().any(|&(q, r)| h.distance_to(Hex::new(q, r)) <= 1) {
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

/// G-3 — provinces are the 7-hex "flowers" of the lattice `q + 3r ≡ 0 (mod 7)`,
/// clipped to the land; pieces under 4 hexes join a neighbouring province.
fn provinces(hexes: &[Hex], land: &dyn Fn(Hex) -> bool) -> BTreeMap<(i32, i32), usize> {
    let centre = |h: Hex| h.range(1).find(|c| (c.x + 3 * c.y).rem_euclid(7) == 0).unwrap_or(h);
    let mut ids: BTreeMap<(i32, i32), usize> = BTreeMap::new();
    let mut of: BTreeMap<(i32, i32), usize> = BTreeMap::new();
    for &h in hexes.iter().filter(|&&h| land(h)) {
        let c = centre(h);
        let next = ids.len();
        of.insert(k(h), *ids.entry((c.x, c.y)).or_insert(next));
    }
    for _ in 0..64 {
        let mut size: BTreeMap<usize, usize> = BTreeMap::new();
        for p in of.values() {
            *size.entry(*p).or_default() += 1;
        }
        let Some((&h, &own)) = of.iter().find(|(_, p)| size[p] < 4) else { break };
        let hex = Hex::new(h.0, h.1);
        let members: Vec<(i32, i32)> = of.iter().filter(|(_, p)| **p == own).map(|(k, _)| *k).collect();
        let best = members
            .iter()
            .flat_map(|m| Hex::new(m.0, m.1).all_neighbors())
            .filter_map(|n| of.get(&k(n)).copied())
            .filter(|&p| p != own)
            .min_by_key(|p| (size[p], *p));
        let _ = hex;
        let Some(target) = best else { break };
        for v in of.values_mut() {
            if *v == own {
                *v = target;
            }
        }
    }
    let mut dense: BTreeMap<usize, usize> = BTreeMap::new();
    for &h in hexes {
        if let Some(p) = of.get(&k(h)) {
            let next = dense.len();
            dense.entry(*p).or_insert(next);
        }
    }
    of.into_iter().map(|(h, p)| (h, dense[&p])).collect()
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

fn build(d: &Design) -> Map {
    let layout = HexLayout::pointy().with_hex_size(HEX_SIZE);
    let hexes: Vec<Hex> = Hex::ZERO.range(d.radius).collect();
    let mut terr: BTreeMap<(i32, i32), Terrain> = hexes.iter().map(|&h| (k(h), terrain(d, h))).collect();
    let prov = provinces(&hexes, &|h| terr[&k(h)] != Terrain::Water);
    let n_prov = prov.values().max().map_or(0, |m| m + 1);
    let religion = |p: usize| Religion::ALL[p % 3];
    let starts: Vec<Hex> = d.starts.iter().map(|&(q, r)| Hex::new(q, r)).collect();
    let holy: Vec<Hex> = Religion::ALL
        .iter()
        .map(|&rel| {
            let mut cands: Vec<Hex> = hexes
                .iter()
                .copied()
                .filter(|h| prov.get(&k(*h)).is_some_and(|&p| religion(p) == rel))
                .filter(|h| matches!(terr[&k(*h)], Terrain::Plains | Terrain::Hills | Terrain::Forest))
                .filter(|h| starts.iter().all(|s| s.distance_to(*h) >= 4))
                .collect();
            // Hexes are unique: an unstable sort gives the same order, with less code.
            cands.sort_unstable_by_key(|h| (h.distance_to(Hex::ZERO), h.x, h.y));
            cands.first().copied().unwrap_or(Hex::ZERO)
        })
        .collect();
    let mut road: BTreeMap<(i32, i32), bool> = BTreeMap::new();
    for s in &starts {
        for goal in std::iter::once(Hex::ZERO).chain(holy.iter().copied()) {
            for h in s.line_to(goal) {
                if terr.get(&k(h)).is_some_and(|t| *t != Terrain::Water) {
                    road.insert(k(h), true);
                    if terr[&k(h)] == Terrain::Mountains {
                        terr.insert(k(h), Terrain::Hills);
                    }
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
    board.view_box = view_box(&board);
    let rid = |h: &Hex| index.get(&(h.x, h.y)).copied().unwrap_or(RegionId(0));
    let starts = starts.iter().map(rid).collect();
    let holy = holy.iter().map(rid).collect();
    Map { board, hexes: infos, provinces, starts, holy, index }
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

//! G-3 — how the maps are laid out: terrain symmetry, provinces, holy
//! sites and religions, in the two editions of the maps. The scenario id
//! says which (`two-kingdoms-3`, `four-realms-3` and, with the first rules
//! edition, `two-kingdoms-2`, `four-realms-2`: edition 2; the first
//! edition's `two-kingdoms`, `four-realms` stay for the games begun on
//! them, which replay from their setup and must find the same map).
//!
//! * Edition 1: noise terrain; provinces are the 7-hex "flowers" of a
//!   lattice clipped to the land (4–10 hexes, 17 and 24 of them); religions
//!   go round the provinces; each holy site is its religion's candidate
//!   nearest the centre. The start decided games: with every seat taking
//!   every start (`examples/fairness.rs`, computer players), the 2-player
//!   starts won 433 and 68 of 500 games, the 4-player starts 261, 146, 204
//!   and 401 of 1000.
//! * Edition 2: terrain, lakes, provinces, holy sites and roads are
//!   point-symmetric about the centre, so opposite starts find the same
//!   ground; provinces hold 5–9 contiguous hexes as G-3 says (14 and 20);
//!   the holy sites are chosen together for even reach and their provinces
//!   take their religions. The same measure: 281 and 222 of 500; 200, 300,
//!   257 and 258 of 1000. What is left has no cause found yet in the map
//!   (opposite starts are alike on it, yet won 200 and 257).

use crate::ids::Religion;
use hexx::Hex;
use std::collections::BTreeMap;

/// The edition of the maps new games are played on.
pub const CURRENT_EDITION: u8 = 2;

pub(crate) fn k(h: Hex) -> (i32, i32) {
    (h.x, h.y)
}

/// Edition 2's layout of one map, generated once by `crate::layout_gen`
/// (its test keeps these tables equal to what it generates; the generator
/// is not part of the game's code).
pub struct Edition2 {
    /// Province of each land hex, in board order.
    pub provinces: &'static [u8],
    /// The holy sites, in `Religion::ALL` order.
    pub holy: [(i32, i32); 3],
    /// Each province's religion, an index into `Religion::ALL`.
    pub religions: &'static [u8],
}

/// Province index of each land hex, by the edition's rule.
pub fn provinces(
    edition: u8,
    hexes: &[Hex],
    land: &dyn Fn(Hex) -> bool,
    table: &Edition2,
) -> BTreeMap<(i32, i32), usize> {
    if edition >= 2 {
        // Inserted one by one: a collected map would add a sort to the module.
        let mut of = BTreeMap::new();
        for (&h, &p) in hexes.iter().filter(|&&h| land(h)).zip(table.provinces) {
            of.insert(k(h), usize::from(p));
        }
        return of;
    }
    dense(hexes, flowers(hexes, land))
}

/// Province ids renumbered 0.. in board order.
pub(crate) fn dense(hexes: &[Hex], of: BTreeMap<(i32, i32), usize>) -> BTreeMap<(i32, i32), usize> {
    let mut ids: BTreeMap<usize, usize> = BTreeMap::new();
    for &h in hexes {
        if let Some(p) = of.get(&k(h)) {
            let next = ids.len();
            ids.entry(*p).or_insert(next);
        }
    }
    let mut out = BTreeMap::new();
    for (h, p) in of {
        out.insert(h, ids[&p]);
    }
    out
}

/// Edition 1 — the 7-hex "flowers" of the lattice `q + 3r ≡ 0 (mod 7)`,
/// clipped to the land; pieces under 4 hexes join a neighbouring province.
fn flowers(hexes: &[Hex], land: &dyn Fn(Hex) -> bool) -> BTreeMap<(i32, i32), usize> {
    let centre = |h: Hex| h.range(1).find(|c| (c.x + 3 * c.y).rem_euclid(7) == 0).unwrap_or(h);
    let mut ids: BTreeMap<(i32, i32), usize> = BTreeMap::new();
    let mut of: BTreeMap<(i32, i32), usize> = BTreeMap::new();
    for &h in hexes.iter().filter(|&&h| land(h)) {
        let c = centre(h);
        let next = ids.len();
        of.insert(k(h), *ids.entry((c.x, c.y)).or_insert(next));
    }
    for _ in 0..64 {
        let size = sizes(&of);
        let Some((_, &own)) = of.iter().find(|(_, p)| size[p] < 4) else { break };
        let best = of
            .iter()
            .filter(|(_, p)| **p == own)
            .flat_map(|(m, _)| Hex::new(m.0, m.1).all_neighbors())
            .filter_map(|n| of.get(&k(n)).copied())
            .filter(|&p| p != own)
            .min_by_key(|p| (size[p], *p));
        let Some(target) = best else { break };
        for v in of.values_mut() {
            if *v == own {
                *v = target;
            }
        }
    }
    of
}

pub(crate) fn sizes(of: &BTreeMap<(i32, i32), usize>) -> BTreeMap<usize, usize> {
    let mut size = BTreeMap::new();
    for p in of.values() {
        *size.entry(*p).or_default() += 1;
    }
    size
}

/// G-3's bounds on a province's size.
pub const PROVINCE_SIZES: std::ops::RangeInclusive<usize> = 5..=9;

/// G-3, G-19, G-20 — the holy sites (one per religion, in
/// `Religion::ALL` order, each in a province of its religion, on plains,
/// hills or forest, at least 4 hexes from every start) and each province's
/// prevalent religion.
///
/// * Edition 1: religions go round the provinces in board order; each site
///   is its religion's candidate nearest the centre.
/// * Edition 2: from its table (see `crate::layout_gen` for how they were
///   chosen).
pub fn holy_sites_and_religions(
    edition: u8,
    prov: &BTreeMap<(i32, i32), usize>,
    provinces: usize,
    site: &dyn Fn(Hex) -> bool,
    starts: &[Hex],
    table: &Edition2,
) -> (Vec<Hex>, Vec<Religion>) {
    let candidates = || {
        prov.keys()
            .map(|&(x, y)| Hex::new(x, y))
            .filter(|&h| site(h))
            .filter(|h| starts.iter().all(|s| s.unsigned_distance_to(*h) >= 4))
    };
    if edition < 2 {
        let religion: Vec<Religion> = (0..provinces).map(|p| Religion::ALL[p % 3]).collect();
        let holy = Religion::ALL
            .iter()
            .map(|&rel| {
                candidates()
                    .filter(|h| prov.get(&k(*h)).is_some_and(|&p| religion[p] == rel))
                    .min_by_key(|h| (h.unsigned_distance_to(Hex::ZERO), h.x, h.y))
                    .unwrap_or(Hex::ZERO)
            })
            .collect();
        return (holy, religion);
    }
    let holy = table.holy.iter().map(|&(x, y)| Hex::new(x, y)).collect();
    let religion = table.religions.iter().map(|&r| Religion::ALL[usize::from(r % 3)]).collect();
    (holy, religion)
}

/// Edition 2's tables: the 2-player map, then the 3–4 player map.
const EDITION_2: [Edition2; 2] = [
    Edition2 {
        provinces: &[
            0, 1, 1, 1, 1, 2, 2, 0, 0, 1, 2, 2, 2, 3, 0, 4, 2, 5, 5, 3, 3, 0, 4, 4, 5, 5, 5, 3, 3, 3, 0, 4, 4, 4, 4, 5,
            5, 5, 6, 6, 3, 0, 7, 7, 7, 4, 4, 8, 8, 8, 6, 6, 6, 6, 0, 7, 7, 7, 9, 8, 8, 8, 8, 6, 6, 6, 10, 10, 7, 7, 7,
            9, 11, 8, 8, 12, 12, 12, 10, 10, 10, 10, 9, 11, 11, 11, 12, 12, 12, 10, 10, 9, 11, 11, 12, 12, 13, 10, 9,
            11, 13, 13, 13, 14, 9, 9, 13, 13, 14, 14, 14, 14, 9,
        ],
        holy: [(-2, 0), (0, 0), (2, 0)],
        religions: &[0, 1, 2, 0, 0, 1, 2, 1, 0, 1, 2, 2, 0, 1, 2],
    },
    Edition2 {
        provinces: &[
            0, 0, 0, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 3, 3, 0, 1, 1, 4, 4, 2, 5, 3, 3, 6, 6, 4, 4, 4, 5, 5,
            3, 3, 6, 6, 4, 4, 5, 5, 5, 3, 3, 7, 6, 6, 6, 4, 5, 8, 9, 5, 3, 10, 10, 7, 7, 7, 11, 11, 11, 8, 8, 9, 9, 5,
            10, 10, 10, 10, 7, 7, 11, 11, 11, 8, 8, 9, 9, 9, 9, 12, 10, 10, 7, 7, 11, 11, 11, 8, 8, 8, 9, 9, 13, 12,
            10, 7, 12, 14, 15, 15, 15, 8, 13, 13, 12, 12, 12, 14, 14, 15, 15, 13, 13, 12, 12, 14, 14, 14, 15, 15, 13,
            13, 12, 16, 14, 14, 17, 17, 18, 13, 13, 18, 16, 16, 16, 17, 17, 17, 18, 18, 18, 16, 16, 16, 17, 17, 18, 18,
            18,
        ],
        holy: [(-5, -2), (0, 0), (5, 2)],
        religions: &[0, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 1, 2, 0, 1, 2, 0, 2],
    },
];

/// Edition 2's table of a map.
#[must_use]
pub fn edition_2(large: bool) -> &'static Edition2 {
    &EDITION_2[usize::from(large)]
}

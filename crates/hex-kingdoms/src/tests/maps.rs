//! G-1…G-3 — the two maps.

use crate::HexKingdoms;
use crate::ids::Terrain;
use crate::map::{NO_PROVINCE, map_for};
use engine::board::{Link, RegionKind};
use engine::rules::Rules;

#[test]
fn maps_have_the_proposed_shape() {
    for (large, hexes, starts) in [(false, 127, 2), (true, 169, 4)] {
        let m = map_for(large);
        assert_eq!(m.board.len(), hexes);
        assert_eq!(m.starts.len(), starts);
        for (i, &a) in m.starts.iter().enumerate() {
            assert_eq!(m.terrain(a), Terrain::Plains);
            for &b in &m.starts[i + 1..] {
                assert!(m.distance(a, b) >= 8, "G-3 starts 8 apart");
                assert_ne!(m.info(a).province, m.info(b).province);
            }
        }
        for &h in &m.holy {
            assert!(m.starts.iter().all(|&s| m.distance(s, h) >= 4), "G-3 holy sites");
        }
        let water = m.ids().filter(|&h| m.is_water(h)).count();
        assert!((hexes * 8 / 100..=hexes * 16 / 100).contains(&water), "~12 % water: {water}");
        let sizes: Vec<usize> = m.provinces.iter().map(|p| p.hexes.len()).collect();
        let expect = if large { 16..=26 } else { 10..=20 };
        assert!(expect.contains(&m.provinces.len()), "{} provinces {sizes:?}", m.provinces.len());
        for p in &m.provinces {
            assert!(p.hexes.len() >= 4 && p.hexes.len() <= 12, "province of {}", p.hexes.len());
        }
        for h in m.ids() {
            let info = m.info(h);
            assert_eq!(m.board.key(h), format!("h_{}_{}", info.hex.x, info.hex.y));
            assert!(matches!(m.board.region(h).kind, RegionKind::Hex { .. }));
            assert_eq!(info.province == NO_PROVINCE, m.is_water(h));
            for n in m.adjacent(h) {
                let kind = if m.is_water(h) && m.is_water(n) {
                    Link::Sea
                } else if m.is_water(h) || m.is_water(n) {
                    Link::Coast
                } else {
                    Link::Land
                };
                assert!(m.board.touches(h, n, &[kind]));
            }
            let [x, y, w, hh] = m.board.view_box;
            let [cx, cy] = m.board.region(h).outline.anchor;
            assert!(cx > x && cy > y && cx < x + w && cy < y + hh);
        }
        assert!(m.ids().any(|h| m.info(h).road));
    }
    assert!(HexKingdoms::board("two-kingdoms").is_some() && HexKingdoms::board("x").is_none());
}

/// G-23 — line-of-attack edges: the shared edge; the facing edge; both at a vertex.
#[test]
fn line_of_attack_edges() {
    let m = map_for(false);
    let t = m.at(0, 0).expect("centre");
    assert_eq!(m.line_edges(m.at(1, 0).expect("h"), t).len(), 1);
    assert_eq!(m.line_edges(m.at(2, 0).expect("h"), t).len(), 1);
    assert_eq!(m.line_edges(m.at(1, 1).expect("h"), t).len(), 2);
    let e = m.line_edges(m.at(1, 0).expect("h"), t)[0];
    assert_eq!(m.neighbour(t, e), m.at(1, 0));
}

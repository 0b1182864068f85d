//! G-1…G-3 — the two maps.

use crate::HexKingdoms;
use crate::ids::Religion;
use crate::ids::Terrain;
use crate::layout::PROVINCE_SIZES;
use crate::map::{NO_PROVINCE, map_for, map_of};
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
        // G-3: about 13 and about 18 provinces of 5–9 contiguous hexes.
        let expect = if large { 16..=21 } else { 12..=16 };
        assert!(expect.contains(&m.provinces.len()), "{} provinces {sizes:?}", m.provinces.len());
        for p in &m.provinces {
            assert!(PROVINCE_SIZES.contains(&p.hexes.len()), "G-3: a province of {}", p.hexes.len());
            assert!(contiguous(m, &p.hexes), "G-3: contiguous");
        }
        let religions = Religion::ALL.map(|r| m.provinces.iter().filter(|p| p.religion == r).count());
        assert!(religions.iter().max().unwrap_or(&0) - religions.iter().min().unwrap_or(&0) <= 1, "G-3: even shares");
        for (i, &h) in m.holy.iter().enumerate() {
            assert_eq!(m.province(h).map(|p| p.religion), Some(Religion::ALL[i]), "G-3: in its religion's province");
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

/// Whether hexes form one connected piece.
fn contiguous(m: &crate::map::Map, hexes: &[engine::board::RegionId]) -> bool {
    let Some(&first) = hexes.first() else { return false };
    let mut seen = vec![first];
    let mut todo = vec![first];
    while let Some(h) = todo.pop() {
        for n in m.adjacent(h) {
            if hexes.contains(&n) && !seen.contains(&n) {
                seen.push(n);
                todo.push(n);
            }
        }
    }
    seen.len() == hexes.len()
}

/// Edition 2 (crate::layout) is point-symmetric about the centre: a hex and
/// its opposite share terrain and roads, opposite hexes lie in opposite
/// provinces, the holy sites are their own opposites as a set, and every
/// start's opposite is a start.
#[test]
fn edition_2_maps_are_point_symmetric() {
    for large in [false, true] {
        let m = map_for(large);
        let opposite = |h| {
            let x = m.info(h).hex;
            m.at(-x.x, -x.y).expect("on the map")
        };
        let mut pairs = std::collections::BTreeMap::new();
        for h in m.ids() {
            let o = opposite(h);
            assert_eq!((m.terrain(h), m.info(h).road), (m.terrain(o), m.info(o).road));
            let paired = *pairs.entry(m.info(h).province).or_insert(m.info(o).province);
            assert_eq!(paired, m.info(o).province, "opposite provinces");
        }
        assert!(m.holy.iter().all(|&h| m.holy.contains(&opposite(h))), "holy sites");
        assert!(m.starts.iter().all(|&h| m.starts.contains(&opposite(h))), "starts");
    }
}

/// Edition 1 stays as it was, for the games begun on it: its flower
/// provinces (17 and 24, 4–10 hexes), its holy sites nearest the centre and
/// the corner lake of the 4-player map; a file without the field is on it.
#[test]
fn edition_1_maps_are_kept_for_old_games() {
    let sizes = |m: &crate::map::Map| m.provinces.iter().map(|p| p.hexes.len()).collect::<Vec<_>>();
    let small = map_of(false, 1);
    let large = map_of(true, 1);
    assert_eq!((small.provinces.len(), large.provinces.len()), (17, 24));
    assert!(sizes(small).iter().chain(&sizes(large)).all(|n| (4..=10).contains(n)));
    let key = |m: &crate::map::Map, h| m.board.key(h).to_owned();
    assert_eq!(
        large.starts.iter().map(|&h| key(large, h)).collect::<Vec<_>>(),
        ["h_0_-6", "h_0_6", "h_6_-3", "h_-6_3"]
    );
    assert!(large.is_water(large.at(4, -6).expect("hex")), "the corner lake");
    let s = crate::setup::empty_state(true, &["red", "blue", "gold", "green"]);
    assert_eq!(s.map_edition, crate::layout::CURRENT_EDITION);
    let mut json = serde_json::to_value(&s).expect("json");
    assert_eq!(json["map_edition"], 2);
    json.as_object_mut().expect("object").remove("map_edition");
    let old: crate::state::State = serde_json::from_value(json).expect("an old file");
    assert_eq!(old.map_edition, 1);
    assert!(std::ptr::eq(old.map(), large));
    assert!(serde_json::to_value(&old).expect("json").get("map_edition").is_none(), "old files keep their bytes");
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

/// HK-73, G-23 — a wall on edge `e` of a hex is drawn on the side of the
/// hex's outline it faces: on both maps, for every hex and every edge with a
/// neighbour, the middle of that side is the middle between the two hexes'
/// centres, and the line drawn for it lies inside the hex, along that side.
#[test]
fn g23_a_wall_is_drawn_on_the_side_it_faces() {
    for large in [false, true] {
        let m = crate::map::map_for(large);
        let mut sides = 0;
        for id in m.ids() {
            let o = &m.board.region(id).outline;
            let c = o.corners();
            assert_eq!(c.len(), 6);
            for e in 0..6u8 {
                let Some(n) = m.neighbour(id, e) else { continue };
                let k = usize::from(crate::map::outline_side(e));
                let (p, q) = (c[k], c[(k + 1) % 6]);
                let a = m.board.region(n).outline.anchor;
                let between = [(a[0] + o.anchor[0]) / 2.0, (a[1] + o.anchor[1]) / 2.0];
                let middle = [(p[0] + q[0]) / 2.0, (p[1] + q[1]) / 2.0];
                assert!((middle[0] - between[0]).abs() < 0.2 && (middle[1] - between[1]).abs() < 0.2, "{id:?} {e}");
                let [x1, y1, x2, y2] = o.edge_line(crate::map::outline_side(e)).expect("a side");
                let towards = |x: f32, y: f32| (x - a[0]).hypot(y - a[1]);
                assert!(towards(x1, y1) > towards(p[0], p[1]) && towards(x2, y2) > towards(q[0], q[1]), "inside");
                sides += 1;
            }
        }
        assert!(sides > 600);
    }
}

/// HK-73, G-23, G-4 — each wall and palisade segment is a mark on the side
/// of its hex it stands on, with its owner's role, and is not listed as a
/// symbol of the hex; other structures stay symbols.
#[test]
fn hk73_each_wall_segment_is_a_mark_on_its_side() {
    use crate::ids::{PlayerId, StructKind};
    use crate::setup::{empty_state, place_structure};
    let mut s = empty_state(false, &["red", "blue"]);
    let h = s.map().at(0, 0).expect("centre");
    place_structure(&mut s, PlayerId(0), StructKind::City, h);
    place_structure(&mut s, PlayerId(0), StructKind::Wall(0), h);
    place_structure(&mut s, PlayerId(0), StructKind::Wall(3), h);
    let palisade = place_structure(&mut s, PlayerId(1), StructKind::Palisade(4), h);
    s.structures.get_mut(&palisade).expect("palisade").damage = 1;
    let view = crate::view::map_view(&s, None);
    let marks = &view.iter().find(|v| v.region == Some(h)).expect("the hex").marks;
    let edges: Vec<_> = marks
        .iter()
        .filter_map(|m| Some((m.symbol.as_str(), m.edge?, m.owner.as_deref()?, m.title.key.as_str())))
        .collect();
    assert_eq!(
        edges,
        vec![
            ("walls", 0, "red", "hk.mark.walls"),
            ("walls", 3, "red", "hk.mark.walls"),
            ("palisade", 4, "blue", "hk.mark.palisade")
        ]
    );
    let first_edge = marks.iter().position(|m| m.edge.is_some()).expect("edge marks");
    assert!(marks[first_edge..].iter().all(|m| m.edge.is_some()), "edge marks come after the symbols");
    let symbols: Vec<_> = marks.iter().filter(|m| m.edge.is_none()).map(|m| m.symbol.as_str()).collect();
    assert!(symbols.contains(&"city") && !symbols.contains(&"walls") && !symbols.contains(&"palisade"), "{symbols:?}");
    assert!(symbols.contains(&"damaged"), "a symbol listed after the structures");
    assert!(marks.iter().filter(|m| m.edge.is_none()).all(|m| m.owner.is_none()));
}

/// G-3 — the road network is drawn along its courses: every line joins the
/// centres of two neighbouring road hexes, each stretch once, and every
/// road hex is on a line.
#[test]
fn g3_the_road_network_is_drawn_along_its_courses() {
    for large in [false, true] {
        let m = map_for(large);
        let roads = &m.board.decor["road"];
        let centre = |h| m.board.region(h).outline.anchor.map(|v| format!("{v:.1}")).join(" ");
        let at: std::collections::BTreeMap<String, engine::board::RegionId> = m.ids().map(|h| (centre(h), h)).collect();
        let mut lines = Vec::new();
        for line in roads.split('M').filter(|l| !l.is_empty()) {
            let (a, b) = line.split_once('L').expect("M x y L x y");
            let (a, b) = (at[a], at[b]);
            assert!(m.info(a).road && m.info(b).road, "{line}: both ends are road hexes");
            assert!(m.adjacent(a).contains(&b), "{line}: neighbours");
            assert!(!lines.contains(&(b, a)) && !lines.contains(&(a, b)), "{line}: once");
            lines.push((a, b));
        }
        for h in m.ids().filter(|&h| m.info(h).road) {
            assert!(lines.iter().any(|&(a, b)| a == h || b == h), "road hex {} is on a line", m.board.key(h));
        }
    }
}

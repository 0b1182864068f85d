//! The map data of WW-G1: counts, symmetry, consistency, WW-EX-28 ranges.

use crate::ids::Faction;
use crate::map::{land_lines, map, rid, sea_coasts_column};
use engine::board::Link;

/// WW-G1 — 55 regions, 15 seas, 99 land edges, 13 factories, 5 wells, 3 capitals.
#[test]
fn ww_g1_counts() {
    let m = map();
    assert_eq!(m.land_count, 55);
    assert_eq!(m.sea_ids().count(), 15);
    let edges: usize = m.land_ids().map(|r| m.land_neighbours(r).count()).sum();
    assert_eq!(edges / 2, 99);
    assert_eq!(m.land.iter().filter(|i| i.factory).count(), 13);
    assert_eq!(m.land.iter().filter(|i| i.well).count(), 5);
    assert_eq!(m.land.iter().filter(|i| i.capital).count(), 3);
    assert_eq!(m.sea_ids().filter(|&z| m.is_edge(z)).count(), 2);
}

/// WW-G1 — regions, factories and wells per owner.
#[test]
fn ww_g1_per_owner_counts() {
    let m = map();
    let count = |owner: Option<Faction>, f: &dyn Fn(&crate::map::LandInfo) -> bool| {
        m.land.iter().filter(|i| i.start_owner == owner && f(i)).count()
    };
    let table = [
        (Some(Faction::Axis), 13, 4, 1),
        (Some(Faction::Ussr), 10, 4, 1),
        (Some(Faction::Allies), 11, 3, 1),
        (None, 21, 2, 2),
    ];
    for (owner, regions, factories, wells) in table {
        assert_eq!(count(owner, &|_| true), regions, "{owner:?}");
        assert_eq!(count(owner, &|i| i.factory), factories, "{owner:?}");
        assert_eq!(count(owner, &|i| i.well), wells, "{owner:?}");
    }
    assert_eq!(m.countries.len(), 19, "Poland and Turkey have two regions each");
}

/// WW-G1.2 — the adjacency list is symmetric as written; Dublin has no land neighbour.
#[test]
fn ww_g1_2_land_adjacency_symmetric() {
    let lines = land_lines();
    assert_eq!(lines.len(), 55);
    for (a, list) in &lines {
        for b in list {
            let back = lines.iter().find(|(k, _)| k == b).map(|(_, l)| l.contains(a));
            assert_eq!(back, Some(true), "{a} -> {b}");
        }
    }
    assert_eq!(map().land_neighbours(rid("dublin")).count(), 0);
}

/// WW-G1.1, WW-G1.3 — the coastal columns of both tables agree.
#[test]
fn ww_g1_3_coasts_agree() {
    let m = map();
    for (sea, coasts) in sea_coasts_column() {
        let z = rid(&sea);
        let mut from_regions: Vec<String> = m.shores(z).map(|r| m.key(r).to_owned()).collect();
        let mut listed = coasts.clone();
        from_regions.sort();
        listed.sort();
        assert_eq!(from_regions, listed, "{sea}");
    }
    assert!(m.board.touches(rid("caspian_sea"), rid("baku"), &[Link::Coast]));
    assert_eq!(m.sea_neighbours(rid("caspian_sea")).count(), 0, "the Caspian is enclosed");
}

/// WW-G1 — the map's drawing (fetched by the app, not compiled into the
/// rules) names exactly the 70 nodes of the board, each with an outline.
#[test]
fn ww_g1_geometry_draws_every_node() {
    let text = include_str!("../../../../public/maps/world-war-europe-1939.json");
    let geometry: engine::board::Geometry = serde_json::from_str(text).expect("the geometry file parses");
    let mut board = map().board.clone();
    assert_eq!(board.len(), 70);
    let mut drawn: Vec<&str> = geometry.regions.iter().map(|g| g.id.as_str()).collect();
    let mut nodes: Vec<&str> = map().board.ids().map(|r| map().board.key(r)).collect();
    drawn.sort_unstable();
    nodes.sort_unstable();
    assert_eq!(drawn, nodes);
    board.apply_geometry(&geometry);
    assert!(board.view_box[2] > 0.0);
    for r in board.ids() {
        assert!(!board.region(r).outline.path.is_empty(), "{} has an outline", board.key(r));
    }
}

//! DC-MAP-1 — the map's drawing, fetched by the app and not compiled into
//! the rules: every land outlined, the rivers, and each nation's coat of
//! arms to show who owns a land.

use crate::map::map;
use crate::nation::Nation;
use engine::side::Side;

fn geometry() -> engine::board::Geometry {
    let text = include_str!("../../../../public/maps/deluge-1655.json");
    serde_json::from_str(text).expect("the geometry file parses")
}

#[test]
fn dc_map_1_the_drawing_outlines_every_land_of_gap_1() {
    let geometry = geometry();
    let mut drawn: Vec<&str> = geometry.regions.iter().map(|g| g.id.as_str()).collect();
    let mut lands: Vec<&str> = map().board.ids().map(|r| map().board.key(r)).collect();
    drawn.sort_unstable();
    lands.sort_unstable();
    assert_eq!(lands.len(), 44, "GAP-1");
    assert_eq!(drawn, lands);
    let mut board = map().board.clone();
    board.apply_geometry(&geometry);
    assert!(!board.rivers.is_empty(), "the rivers are drawn");
    for r in board.ids() {
        assert!(!board.region(r).outline.path.is_empty(), "{} has an outline", board.key(r));
    }
}

#[test]
fn dc_map_1_every_nation_has_its_coat_of_arms() {
    let mut board = map().board.clone();
    board.apply_geometry(&geometry());
    assert_eq!(board.emblems.len(), Nation::ALL.len());
    for n in Nation::ALL {
        let svg = board.emblems.get(n.id()).unwrap_or_else(|| panic!("{} has a coat of arms", n.id()));
        assert!(svg.matches("<path ").count() >= 3, "{}: a field, a charge and an outline", n.id());
        assert!(
            svg.ends_with("fill=\"none\" stroke=\"#2b2118\" stroke-width=\"0.9\" stroke-linejoin=\"round\"/>"),
            "{}",
            n.id()
        );
    }
}

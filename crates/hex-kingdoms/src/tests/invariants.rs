//! The invariants of `crate::invariants` (`Rules::invariants`): a new game
//! breaks none; each can fail, shown on a state that breaks it (the same
//! states render their messages in the locale walk). Whole games break none
//! after any action: by the computer in `simulation.rs`, at random in
//! `props.rs`.

use crate::HexKingdoms;
use crate::ids::{PlayerId, StructId, Terrain, UnitId, UnitKind};
use crate::state::{State, Structure, Unit};
use crate::structure::{BuildingKind, StructKind};
use engine::board::RegionId;
use engine::rules::Rules;

/// A four-realm game as set up: it breaks nothing.
pub fn clean() -> State {
    crate::tests::new_game("four-realms-3", 4, "invariants").expect("setup").state().clone()
}

fn add_unit(s: &mut State, owner: PlayerId, kind: UnitKind, at: RegionId) {
    let id = UnitId(s.next_id);
    s.next_id += 1;
    s.units.insert(id, Unit { owner, kind, at, exhaustion: 0 });
}

fn add_structure(s: &mut State, owner: PlayerId, kind: StructKind, at: RegionId) {
    let id = StructId(s.next_id);
    s.next_id += 1;
    s.structures.insert(id, Structure { owner, kind, at, damage: 0 });
}

/// Player 0's first unit's hex, and its first city's.
fn homes(s: &State) -> (RegionId, RegionId) {
    let unit = s.units.values().find(|u| u.owner == PlayerId(0)).map(|u| u.at).expect("a unit");
    let city = s.structures.values().find(|st| st.owner == PlayerId(0) && st.kind == StructKind::City).map(|st| st.at);
    (unit, city.expect("a city"))
}

fn terrain(s: &State, t: Terrain) -> RegionId {
    s.map().ids().find(|&h| s.map().terrain(h) == t).expect("such a hex")
}

/// Each invariant's key, and a state that breaks it.
pub fn broken_scenes() -> Vec<(&'static str, State)> {
    let mut out = Vec::new();
    let mut scene = |key: &'static str, edit: &dyn Fn(&mut State)| {
        let mut s = clean();
        edit(&mut s);
        out.push((key, s));
    };
    scene("hk.invariant.shared_hex", &|s| add_unit(s, PlayerId(1), UnitKind::Spearmen, homes(s).0));
    scene("hk.invariant.stack", &|s| {
        for _ in 0..6 {
            add_unit(s, PlayerId(0), UnitKind::Spearmen, homes(s).0);
        }
    });
    scene("hk.invariant.unit_terrain", &|s| add_unit(s, PlayerId(0), UnitKind::Cavalry, terrain(s, Terrain::Water)));
    scene("hk.invariant.unit_terrain", &|s| add_unit(s, PlayerId(0), UnitKind::Galley, homes(s).0));
    scene("hk.invariant.structure_terrain", &|s| {
        add_structure(s, PlayerId(0), StructKind::Castle, terrain(s, Terrain::Mountains));
    });
    scene("hk.invariant.damage", &|s| {
        let city = homes(s).1;
        s.structures
            .values_mut()
            .filter(|st| st.at == city && st.kind == StructKind::City)
            .for_each(|st| st.damage = 3);
    });
    scene("hk.invariant.edge_twice", &|s| {
        add_structure(s, PlayerId(0), StructKind::Wall(0), homes(s).1);
        add_structure(s, PlayerId(0), StructKind::Palisade(0), homes(s).1);
    });
    scene("hk.invariant.two_cities", &|s| {
        let city = homes(s).1;
        let province = s.map().info(city).province;
        let other = s
            .map()
            .ids()
            .find(|&h| h != city && s.map().info(h).province == province && s.map().terrain(h) == Terrain::Plains)
            .expect("another hex of the province");
        add_structure(s, PlayerId(0), StructKind::City, other);
    });
    scene("hk.invariant.building_city", &|s| {
        let bare = s
            .map()
            .ids()
            .find(|&h| s.map().terrain(h) == Terrain::Plains && s.structures_at(h).next().is_none())
            .expect("a plains hex with nothing built");
        add_structure(s, PlayerId(0), StructKind::Building(BuildingKind::Market), bare);
    });
    scene("hk.invariant.buildings", &|s| {
        for _ in 0..2 {
            add_structure(s, PlayerId(0), StructKind::Building(BuildingKind::Temple), homes(s).1);
        }
    });
    scene("hk.invariant.action_dice", &|s| s.players[0].action_dice = 4);
    scene("hk.invariant.out", &|s| s.players[0].out = true);
    scene("hk.invariant.nobody", &|s| s.active = PlayerId(9));
    out
}

/// A new game breaks none.
#[test]
fn a_new_game_breaks_no_invariant() {
    assert_eq!(HexKingdoms::invariants(&clean()), Vec::new());
    let two = crate::tests::new_game("two-kingdoms-3", 2, "invariants").expect("setup");
    assert_eq!(HexKingdoms::invariants(two.state()), Vec::new());
}

/// G-2, G-5, G-9, G-12, G-22, G-25, HK-46, HK-56 — each invariant can fail:
/// a state that breaks it is found broken, with that rule's message.
#[test]
fn each_invariant_fails_on_a_state_that_breaks_it() {
    for (key, s) in broken_scenes() {
        let broken = HexKingdoms::invariants(&s);
        assert!(broken.iter().any(|t| t.key == key), "{key}: {broken:?}");
    }
}

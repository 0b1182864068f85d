//! Plundering roads and railways (KK-PLN-04, AMB-43): the choice of what
//! is plundered, what each removes, the yield per building removed, the
//! refusals, old saves, and the computer's choice.

use super::{bare, exec, put, sub};
use crate::action::Action;
use crate::ai::Profile;
use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::Resource;
use crate::event::Event;
use crate::ids::{Player, UnitId};
use crate::refusal::Refuse;
use crate::state::{EdgeState, Phase, State};
use engine::dice::Dice;
use engine::refusal::Reason;

fn edge(a: &str, b: &str) -> usize {
    crate::map::map().edge(sub(a), sub(b)).expect("an edge")
}

/// The Kingdom's spearmen in the Empire's Kholmgard citadel, with a Castle
/// there, a road to Ledmark, a road and a bridge over the river to
/// Grisfort, the railway to Kholmgard 4, and a road elsewhere (Kholmgard
/// 2–3) that does not touch it; every other edge bare.
fn scene() -> (State, UnitId) {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    s.edges.iter_mut().for_each(|e| *e = EdgeState::default());
    s.subs[sub("s_kholmgard_1").index()].building = Some(Building::Castle);
    let road = EdgeState { road: true, ..EdgeState::default() };
    s.edges[edge("s_kholmgard_1", "s_ledmark_1")] = road;
    s.edges[edge("s_grisfort_3", "s_kholmgard_1")] = EdgeState { road: true, bridge: true, railway: false };
    s.edges[edge("s_kholmgard_1", "s_kholmgard_4")] = EdgeState { railway: true, ..EdgeState::default() };
    s.edges[edge("s_kholmgard_2", "s_kholmgard_3")] = road;
    let unit = put(&mut s, Some(Player::Kingdom), "spearmen", sub("s_kholmgard_1"), 1)[0];
    (s, unit)
}

fn removed(events: &[Event]) -> Vec<(usize, EdgeBuilding)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::EdgeRemoved { edge, what } => Some((*edge, *what)),
            _ => None,
        })
        .collect()
}

fn stock(s: &State, r: Resource) -> u32 {
    s.player(Player::Kingdom).stock.get(r)
}

/// KK-PLN-04, AMB-43 — "roads" removes both roads touching the citadel and
/// the bridge on the river road, nothing else; 1 BM each, as 3 STONE to
/// the craft Kingdom; the Castle, the railway and the road beyond stay.
#[test]
fn plundering_roads_takes_every_road_touching_and_their_bridges() {
    let (mut s, unit) = scene();
    let events = exec(&mut s, Player::Kingdom, &Action::Plunder { unit, what: 1 }).expect("legal");
    let river = edge("s_grisfort_3", "s_kholmgard_1");
    let mut want = vec![
        (edge("s_kholmgard_1", "s_ledmark_1"), EdgeBuilding::Road),
        (river, EdgeBuilding::Road),
        (river, EdgeBuilding::Bridge),
    ];
    want.sort_unstable();
    assert_eq!(removed(&events), want);
    assert_eq!((stock(&s, Resource::Stone), stock(&s, Resource::Metal)), (23, 20));
    assert_eq!(s.building(sub("s_kholmgard_1")), Some(Building::Castle));
    assert!(s.edges[edge("s_kholmgard_1", "s_kholmgard_4")].railway);
    assert!(s.edges[edge("s_kholmgard_2", "s_kholmgard_3")].road);
    assert!(s.unit(unit).is_some_and(|u| u.plundered && u.xp == 1), "KK-PLN-03 once a turn; 1 PD");
    assert_eq!(exec(&mut s, Player::Kingdom, &Action::Plunder { unit, what: 2 }), Err(Refuse::NoPlunder));
}

/// KK-PLN-04, AMB-43 — "tracks" removes the railway alone: 1 METAL.
#[test]
fn plundering_tracks_takes_the_railway() {
    let (mut s, unit) = scene();
    let events = exec(&mut s, Player::Kingdom, &Action::Plunder { unit, what: 2 }).expect("legal");
    assert_eq!(removed(&events), [(edge("s_kholmgard_1", "s_kholmgard_4"), EdgeBuilding::Railway)]);
    assert_eq!((stock(&s, Resource::Stone), stock(&s, Resource::Metal)), (20, 21));
    assert!(s.edges[edge("s_kholmgard_1", "s_ledmark_1")].road);
}

/// KK-PLN-04, AMB-43 — "all" removes the Castle (2 BM) and the four edge
/// buildings touching (3 BM, 1 METAL) in one action: 5 STONE, 1 METAL;
/// the road not touching the citadel stays.
#[test]
fn plundering_all_takes_the_building_and_every_edge_building() {
    let (mut s, unit) = scene();
    let events = exec(&mut s, Player::Kingdom, &Action::Plunder { unit, what: 3 }).expect("legal");
    assert!(events.contains(&Event::Demolished { at: sub("s_kholmgard_1"), building: Building::Castle }));
    assert_eq!(removed(&events).len(), 4);
    assert_eq!((stock(&s, Resource::Stone), stock(&s, Resource::Metal)), (25, 21));
    assert_eq!(s.building(sub("s_kholmgard_1")), None);
    assert!(s.edges[edge("s_kholmgard_2", "s_kholmgard_3")].road);
    let stocks = events.iter().filter(|e| matches!(e, Event::Stock { .. })).count();
    assert_eq!(stocks, 1, "one payment for the whole plunder");
}

/// KK-PLN-02, KK-PLN-04 — "the building" takes the Castle alone (2 STONE),
/// as every plunder did before the choice.
#[test]
fn plundering_the_building_leaves_the_roads() {
    let (mut s, unit) = scene();
    let events = exec(&mut s, Player::Kingdom, &Action::Plunder { unit, what: 0 }).expect("legal");
    assert!(removed(&events).is_empty());
    assert_eq!(stock(&s, Resource::Stone), 22);
    assert!(s.edges[edge("s_kholmgard_1", "s_ledmark_1")].road);
}

/// KK-PLN-04, KK-PLN-01 — refusals: nothing of that kind touches
/// (`NoLoot`, KK-PLN-04); no building for "the building" (KK-PLN-03); a
/// choice that does not exist; the state's own province; and under rules 1
/// there is no choice.
#[test]
fn plunder_choices_are_refused_where_nothing_of_that_kind_is() {
    let (mut s, unit) = scene();
    s.edges[edge("s_kholmgard_1", "s_kholmgard_4")].railway = false;
    assert_eq!(exec(&mut s.clone(), Player::Kingdom, &Action::Plunder { unit, what: 2 }), Err(Refuse::NoLoot));
    assert_eq!(Refuse::NoLoot.rule(), "KK-PLN-04");
    assert_eq!(exec(&mut s.clone(), Player::Kingdom, &Action::Plunder { unit, what: 4 }), Err(Refuse::BadInput));
    let mut old = s.clone();
    old.rules = 1;
    assert_eq!(exec(&mut old, Player::Kingdom, &Action::Plunder { unit, what: 1 }), Err(Refuse::NoLoot));
    s.subs[sub("s_kholmgard_1").index()].building = None;
    assert_eq!(exec(&mut s.clone(), Player::Kingdom, &Action::Plunder { unit, what: 0 }), Err(Refuse::NoPlunder));
    assert!(exec(&mut s.clone(), Player::Kingdom, &Action::Plunder { unit, what: 3 }).is_ok(), "roads alone");
    s.provinces[super::province("p_kholmgard").index()].owner = Some(Player::Kingdom);
    assert_eq!(exec(&mut s, Player::Kingdom, &Action::Plunder { unit, what: 1 }), Err(Refuse::NoPlunder));
}

/// KK-PLN-04 — one plunder choice with one field of four options where a
/// road or railway touches (starting on "the building" where one stands,
/// on "all" where none does); no field where none touches. Old saves
/// (no field) read as "the building" and are written back the same.
#[test]
fn the_plunder_choice_has_one_field_and_old_saves_read_the_same() {
    use engine::rules::Rules;
    let (mut s, unit) = scene();
    let seat = engine::seat::SeatId(1);
    let plunders = |s: &State| -> Vec<Action> {
        crate::KhansAndKings::legal_actions(s, seat)
            .into_iter()
            .filter(|a| matches!(a, Action::Plunder { .. }))
            .collect()
    };
    assert_eq!(plunders(&s), [Action::Plunder { unit, what: 0 }]);
    let fields = crate::KhansAndKings::action_amounts(&s, seat, &plunders(&s)[0]);
    assert_eq!(fields.len(), 1);
    assert_eq!((fields[0].pointer.as_str(), fields[0].options.len()), ("/Plunder/what", 4));
    s.subs[sub("s_kholmgard_1").index()].building = None;
    assert_eq!(plunders(&s), [Action::Plunder { unit, what: 3 }]);
    s.edges.iter_mut().for_each(|e| *e = EdgeState::default());
    s.subs[sub("s_kholmgard_1").index()].building = Some(Building::Farm);
    assert!(crate::KhansAndKings::action_amounts(&s, seat, &plunders(&s)[0]).is_empty());
    let old = format!(r#"{{"Plunder":{{"unit":{}}}}}"#, unit.0);
    let read: Action = serde_json::from_str(&old).expect("an old plunder");
    assert_eq!(read, Action::Plunder { unit, what: 0 });
    assert_eq!(serde_json::to_string(&read).expect("json"), old);
}

/// KK-PLN-04 — the field's choices say which would take nothing there:
/// with the Castle and the railway gone only "the building" and "the
/// railway tracks" are marked; the list keeps its four places, since the
/// field's number is the choice.
#[test]
fn plunder_choices_that_would_take_nothing_say_so() {
    use engine::rules::Rules;
    let (mut s, unit) = scene();
    let seat = engine::seat::SeatId(1);
    let marked = |s: &State| -> Vec<bool> {
        crate::KhansAndKings::action_amounts(s, seat, &Action::Plunder { unit, what: 0 })[0]
            .options
            .iter()
            .map(|o| o.key == "kk.loot.nothing")
            .collect()
    };
    assert_eq!(marked(&s), [false, false, false, false]);
    s.subs[sub("s_kholmgard_1").index()].building = None;
    s.edges[edge("s_kholmgard_1", "s_kholmgard_4")] = EdgeState::default();
    assert_eq!(marked(&s), [true, false, true, false]);
}

/// KK-PLN-04, AMB-43 (`Profile::lines`) — with no building left, today's
/// computer plunders the railway touching its unit's sub-province, else the
/// roads, but not while one of them leads into its own province (the road
/// over the river to the Kingdom's Grisfort); the previous computer does
/// not plunder there.
#[test]
fn the_computer_plunders_railways_then_roads_where_no_building_is_left() {
    let (mut s, unit) = scene();
    s.subs[sub("s_kholmgard_1").index()].building = None;
    let act =
        |s: &State, profile| crate::ai::computer_action_as(s, Player::Kingdom, &mut Dice::from_seed("ai"), profile);
    assert_eq!(act(&s, Profile::CURRENT), Some(Action::Plunder { unit, what: 2 }));
    assert!(!matches!(act(&s, Profile::VERSION_3), Some(Action::Plunder { .. })));
    s.edges[edge("s_kholmgard_1", "s_kholmgard_4")].railway = false;
    assert!(!matches!(act(&s, Profile::CURRENT), Some(Action::Plunder { .. })), "its own road stays");
    s.edges[edge("s_grisfort_3", "s_kholmgard_1")] = EdgeState::default();
    assert_eq!(act(&s, Profile::CURRENT), Some(Action::Plunder { unit, what: 1 }));
    s.subs[sub("s_kholmgard_1").index()].building = Some(Building::Farm);
    assert_eq!(act(&s, Profile::CURRENT), Some(Action::Plunder { unit, what: 0 }), "a building first");
}

//! Independent units' aims from rules 2 on (KK-NPU-06…08, AMB-36, AMB-47,
//! GAP-46, `aims`): plunder first in a state's province, then attack,
//! then the best position; uprisings attack first; rules 1 keeps the old
//! step.

use super::{bare, province, put, sub};
use crate::aims::Aim;
use crate::data::buildings::Building;
use crate::event::{Event, Travel};
use crate::ids::{Player, UnitId};
use crate::state::{EdgeState, Origin, Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// Four Crowns with no units, buildings or edge buildings, then
/// `buildings` placed.
fn scene(buildings: &[(&str, Building)]) -> State {
    let mut s = bare(Player::Empire, Phase::Movement);
    s.subs.iter_mut().for_each(|x| x.building = None);
    s.edges.iter_mut().for_each(|e| *e = EdgeState::default());
    for &(at, b) in buildings {
        s.subs[sub(at).index()].building = Some(b);
    }
    s
}

fn step(s: &mut State) -> Vec<Event> {
    let mut ev = crate::Ev::default();
    crate::independent::act(s, &mut Dice::from_seed("npu"), &mut ev);
    ev.into_vec()
}

fn at(s: &State, id: UnitId) -> Option<RegionId> {
    s.unit(id).map(|u| u.at)
}

fn moves(events: &[Event]) -> Vec<(RegionId, RegionId, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::UnitsMoved { from, to, travel: Travel::March, cost, .. } => Some((*from, *to, *cost)),
            _ => None,
        })
        .collect()
}

fn engaged(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Engaged { .. }))
}

/// KK-NPU-08, AMB-47, GAP-46 — in the Empire's Kholmgard, Partisans next
/// to the Empire's riflemen first march to the Farm in Kholmgard 4 (plains
/// and forest: 4 half points, their first step) and plunder it for nobody
/// (no stock changes), leaving the riflemen alone; under rules 1 they
/// attack the riflemen and the Farm stays.
#[test]
fn independents_in_a_states_province_plunder_before_they_attack() {
    let mut s = scene(&[("s_kholmgard_4", Building::Farm)]);
    let partisans = put(&mut s, None, "partisans", sub("s_kholmgard_1"), 1)[0];
    put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_2"), 1);
    let mut old = s.clone();
    let events = step(&mut s);
    assert_eq!(moves(&events), [(sub("s_kholmgard_1"), sub("s_kholmgard_4"), 4)]);
    let plunder = Event::Independent { unit: partisans, aim: Aim::Plunder, at: sub("s_kholmgard_4") };
    assert!(events.contains(&plunder), "{events:?}");
    assert!(events.contains(&Event::Demolished { at: sub("s_kholmgard_4"), building: Building::Farm }));
    assert!(!events.iter().any(|e| matches!(e, Event::Stock { .. })), "GAP-46: nobody gains");
    assert!(!engaged(&events));
    assert!(s.unit(partisans).is_some_and(|u| u.plundered));
    old.rules = 1;
    let events = step(&mut old);
    assert!(engaged(&events) && old.building(sub("s_kholmgard_4")) == Some(Building::Farm));
}

/// KK-NPU-08 — "as many buildings as possible": two bands, two buildings;
/// each takes the nearest one left (the first the Farm where it stands,
/// the second the Barracks a step away).
#[test]
fn a_band_spreads_over_the_buildings() {
    let mut s = scene(&[("s_kholmgard_1", Building::Farm), ("s_kholmgard_4", Building::Barracks)]);
    let a = put(&mut s, None, "partisans", sub("s_kholmgard_1"), 1)[0];
    let b = put(&mut s, None, "partisans", sub("s_kholmgard_1"), 1)[0];
    let events = step(&mut s);
    assert!(events.contains(&Event::Independent { unit: a, aim: Aim::Plunder, at: sub("s_kholmgard_1") }));
    assert!(events.contains(&Event::Independent { unit: b, aim: Aim::Plunder, at: sub("s_kholmgard_4") }));
    assert_eq!((at(&s, a), at(&s, b)), (Some(sub("s_kholmgard_1")), Some(sub("s_kholmgard_4"))));
    assert!(s.subs.iter().all(|x| x.building.is_none()));
}

/// KK-NPU-08, KK-NPU-06 — nothing left to plunder, Partisans (Speed 1: 2
/// half points) march on the Empire's riflemen two steps away: by the
/// railway into Kholmgard 4 (1 half point), next to them; the next turn
/// they attack from there.
#[test]
fn with_nothing_to_plunder_they_march_on_the_states_units() {
    let mut s = scene(&[]);
    s.edges[crate::map::map().edge(sub("s_kholmgard_1"), sub("s_kholmgard_4")).expect("edge")].railway = true;
    let partisans = put(&mut s, None, "partisans", sub("s_kholmgard_1"), 1)[0];
    put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_3"), 1);
    let events = step(&mut s);
    assert!(events.contains(&Event::Independent { unit: partisans, aim: Aim::Attack, at: sub("s_kholmgard_3") }));
    assert_eq!(moves(&events), [(sub("s_kholmgard_1"), sub("s_kholmgard_4"), 1)]);
    assert!(!engaged(&events));
    for u in &mut s.units {
        (u.moved, u.acted) = (false, false);
    }
    assert!(engaged(&step(&mut s)), "next to them, they attack");
}

/// KK-NPU-07, AMB-47 — in the Silk Road's Meravand (no state's), Partisans
/// in the desert (defending at 3 − 1) with no player near take the
/// mountains (3 + 2, over the capital's 3 + 1): a first step of 4 half
/// points; there they stay.
#[test]
fn independents_take_the_best_defensive_terrain() {
    let mut s = scene(&[]);
    let partisans = put(&mut s, None, "partisans", sub("s_meravand_3"), 1)[0];
    let events = step(&mut s);
    assert!(events.contains(&Event::Independent { unit: partisans, aim: Aim::Position, at: sub("s_meravand_2") }));
    assert_eq!(moves(&events), [(sub("s_meravand_3"), sub("s_meravand_2"), 4)]);
    assert!(step(&mut s).is_empty(), "the best position: they stay");
}

/// KK-NPU-07, AMB-47 — a Fortress in a province of no state serves the
/// independents holding it (rules 2: +3 as defenders), so they take it
/// over the mountains (3 + 1 + 3 against 3 + 2); under rules 1 it gave
/// them nothing.
#[test]
fn independents_take_a_stronghold_that_serves_them() {
    let mut s = scene(&[("s_meravand_1", Building::Fortress)]);
    let partisans = put(&mut s, None, "partisans", sub("s_meravand_3"), 1)[0];
    let events = step(&mut s);
    assert_eq!(moves(&events), [(sub("s_meravand_3"), sub("s_meravand_1"), 2)]);
    let count = |s: &State| {
        let u = s.unit(partisans).expect("there");
        let role = crate::data::terrain::Role::Defender;
        crate::combat::count(s, u, 0, role, u.at, None, crate::combat::Crossing::Dry).total
    };
    assert_eq!(count(&s), 7);
    s.rules = 1;
    assert_eq!(count(&s), 4);
}

/// AMB-36, KK-REV-04 — Partisans risen against the Empire (rules 2 marks
/// them, `Origin::Uprising`) attack its riflemen before they plunder the
/// Farm; others plunder first (the test above).
#[test]
fn uprisings_attack_before_they_plunder() {
    let mut s = scene(&[("s_kholmgard_4", Building::Farm)]);
    let partisans = put(&mut s, None, "partisans", sub("s_kholmgard_1"), 1)[0];
    if let Some(u) = s.units.iter_mut().find(|u| u.id == partisans) {
        u.origin = Some(Origin::Uprising(Player::Empire));
    }
    put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_2"), 1);
    let events = step(&mut s);
    assert!(engaged(&events));
    assert!(!events.iter().any(|e| matches!(e, Event::Demolished { .. })));
}

/// Partisans risen against the Empire at `at`.
fn uprising_at(s: &mut State, at: &str) -> UnitId {
    let partisans = put(s, None, "partisans", sub(at), 1)[0];
    if let Some(u) = s.units.iter_mut().find(|u| u.id == partisans) {
        u.origin = Some(Origin::Uprising(Player::Empire));
    }
    partisans
}

/// KK-REV-04, GAP-46 — from rules 3 on, an uprising in a province its
/// state has left liberates it before anything else: Kholmgard belongs to
/// no state, and the Farm is not plundered (independents in a province of
/// no state do not plunder, KK-NPU-06). Under rules 2 the province stays
/// the Empire's and the uprising plunders the Farm.
#[test]
fn an_uprising_takes_a_province_its_state_has_left() {
    for rules in [3, 2] {
        let mut s = scene(&[("s_kholmgard_4", Building::Farm)]);
        s.rules = rules;
        assert_eq!(s.owner(province("p_kholmgard")), Some(Player::Empire));
        uprising_at(&mut s, "s_kholmgard_1");
        let events = step(&mut s);
        let liberated = Event::UprisingLiberated { player: Player::Empire, province: province("p_kholmgard") };
        let plundered = events.iter().any(|e| matches!(e, Event::Demolished { .. }));
        if rules == 3 {
            assert!(events.contains(&liberated), "{events:?}");
            assert_eq!(s.owner(province("p_kholmgard")), None);
            assert!(!plundered, "{events:?}");
        } else {
            assert!(!events.contains(&liberated));
            assert_eq!(s.owner(province("p_kholmgard")), Some(Player::Empire));
            assert!(plundered, "{events:?}");
        }
    }
}

/// KK-REV-04, GAP-46 — while one land unit of the state stands in the
/// province it is not liberated; once none does, it is. Another state's
/// units there do not hold it for the Empire.
#[test]
fn an_uprising_takes_its_province_only_when_no_defender_remains() {
    let mut s = scene(&[]);
    let partisans = uprising_at(&mut s, "s_kholmgard_1");
    let defender = put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_3"), 1)[0];
    put(&mut s, Some(Player::Khanate), "riflemen", sub("s_kholmgard_2"), 1);
    let uprising = crate::unrest::uprising_of(&s, partisans);
    assert_eq!(uprising, Some((Origin::Uprising(Player::Empire), province("p_kholmgard"))));
    let mut ev = crate::Ev::default();
    crate::unrest::take_province(&mut s, uprising, &mut ev);
    assert!(ev.into_vec().is_empty());
    assert_eq!(s.owner(province("p_kholmgard")), Some(Player::Empire));
    s.units.retain(|u| u.id != defender);
    let mut ev = crate::Ev::default();
    crate::unrest::take_province(&mut s, uprising, &mut ev);
    assert_eq!(
        ev.into_vec(),
        [Event::UprisingLiberated { player: Player::Empire, province: province("p_kholmgard") },][..]
    );
    assert_eq!(s.owner(province("p_kholmgard")), None);
}

/// AMB-36, KK-REV-02 — an uprising's units remember the state they rose
/// against from rules 2 on; under rules 1 they carry no origin.
#[test]
fn uprising_units_remember_whom_they_rose_against() {
    for (rules, origin) in [(2, Some(Origin::Uprising(Player::Empire))), (1, None)] {
        let mut s = scene(&[]);
        s.rules = rules;
        let mut ev = crate::Ev::default();
        crate::unrest::uprising(&mut s, province("p_kholmgard"), &mut Dice::from_seed("up"), &mut ev);
        assert!(!s.units.is_empty());
        assert!(s.units.iter().all(|u| u.origin == origin && u.owner.is_none()), "rules {rules}");
    }
}

/// GAP-30 — a routed independent unit only regroups, with no player's
/// land unit within one step.
#[test]
fn a_routed_independent_unit_regroups_when_no_player_is_near() {
    let mut s = scene(&[("s_kholmgard_4", Building::Farm)]);
    let partisans = put(&mut s, None, "partisans", sub("s_kholmgard_1"), 1)[0];
    if let Some(u) = s.units.iter_mut().find(|u| u.id == partisans) {
        u.routed = true;
    }
    let mut near = s.clone();
    put(&mut near, Some(Player::Empire), "riflemen", sub("s_kholmgard_2"), 1);
    assert!(step(&mut near).is_empty());
    assert_eq!(step(&mut s), [Event::Routed { unit: partisans, routed: false }]);
}

/// KK-REV-03, GAP-49 (rules 4) — an uprising's units appear only in
/// sub-provinces the state's troops do not occupy: with Empire riflemen in
/// every sub-province of Kholmgard but one, all of them go there (as room
/// allows), none among the riflemen. Rules 3 placed them round the province
/// regardless, beside the riflemen and with no battle (found by the
/// invariant of KK-CMB-01).
#[test]
fn an_uprising_appears_where_the_states_troops_are_not() {
    let subs = crate::map::map().province(province("p_kholmgard")).subs.clone();
    for rules in [4, 3] {
        let mut s = scene(&[]);
        s.rules = rules;
        for &r in &subs[1..] {
            put(&mut s, Some(Player::Empire), "riflemen", r, 1);
        }
        let mut ev = crate::Ev::default();
        crate::unrest::uprising(&mut s, province("p_kholmgard"), &mut Dice::from_seed("up"), &mut ev);
        let risen: Vec<RegionId> = s.units.iter().filter(|u| u.owner.is_none()).map(|u| u.at).collect();
        assert!(!risen.is_empty());
        let among = risen.iter().any(|r| *r != subs[0]);
        assert_eq!(among, rules < 4, "rules {rules}: {risen:?}");
        let together = crate::invariants::broken(&s).iter().any(|t| t.key == "kk.invariant.hostile_together");
        assert_eq!(together, rules < 4);
    }
}

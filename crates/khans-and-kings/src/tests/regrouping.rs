//! Regrouping routed units (KK-UNIT-12, GAP-30): by a general (KK-GENL-10)
//! and by a Communications unit itself (KK-GENL-15).

use super::{bare, exec, put, sub};
use crate::action::Action;
use crate::event::Event;
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{GeneralAt, Phase, State};
use engine::board::RegionId;
use engine::side::Side;

/// The Kingdom in its movement phase with a Signals unit (COM 1) at
/// `at`, no general on the map, and routed riflemen on two sub-provinces next to it and on one two
/// steps away.
fn scene() -> (State, UnitId, [UnitId; 3], RegionId) {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    s.players[Player::Kingdom.index()].generals.iter_mut().for_each(|g| g.at = GeneralAt::Pool);
    let at = sub("s_valmont_2");
    let m = map();
    let near: Vec<RegionId> = m.land_neighbours(at).collect();
    let far = near
        .iter()
        .flat_map(|&n| m.land_neighbours(n))
        .find(|r| *r != at && !near.contains(r))
        .expect("a sub-province two steps away");
    let signals = put(&mut s, Some(Player::Kingdom), "signals", at, 1)[0];
    let routed = [near[0], near[1], far].map(|r| {
        let id = put(&mut s, Some(Player::Kingdom), "riflemen", r, 1)[0];
        s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.routed = true);
        id
    });
    (s, signals, routed, at)
}

fn routed(s: &State, id: UnitId) -> bool {
    s.unit(id).is_some_and(|u| u.routed)
}

/// KK-GENL-15 — a Communications unit regroups, within its range, as many
/// units a turn as its card says (Signals: COM 1); not two steps away.
#[test]
fn kk_genl_15_a_signals_unit_regroups_one_unit_in_its_range_a_turn() {
    let (mut s, signals, [a, b, far], _) = scene();
    assert_eq!(crate::generals::regroupings(s.unit(signals).expect("signals")), 1, "COM 1");
    assert_eq!(exec(&mut s, Player::Kingdom, &Action::Regroup { unit: far }), Err(Refuse::NoRegroup), "out of range");
    let events = exec(&mut s, Player::Kingdom, &Action::Regroup { unit: a }).expect("regrouped by the signals");
    assert_eq!(events, vec![Event::SignalsRegrouped { by: signals, unit: a }]);
    assert!(!routed(&s, a));
    assert_eq!(s.unit(signals).map(|u| u.regrouped), Some(1));
    assert_eq!(exec(&mut s, Player::Kingdom, &Action::Regroup { unit: b }), Err(Refuse::NoRegroup), "COM 1 used");
    // A new turn gives it its regrouping again.
    crate::apply::apply(
        &mut s,
        &Event::TurnBegan {
            turn: 2,
            drawer: Player::Kingdom,
            event: (5, 6),
            weather: (1, crate::data::tables::Weather::Clear),
        },
    );
    assert_eq!(s.unit(signals).map(|u| u.regrouped), Some(0));
}

/// KK-GENL-15 — the Communications unit's regrouping does not use up the
/// general's: with both in reach, the signals go first and the general still
/// regroups the next unit (KK-GENL-10).
#[test]
fn kk_genl_15_the_signals_regroup_without_using_the_generals_command() {
    let (mut s, signals, [a, b, _], at) = scene();
    s.players[Player::Kingdom.index()].generals[0].at = GeneralAt::Map(at);
    exec(&mut s, Player::Kingdom, &Action::Regroup { unit: a }).expect("by the signals");
    assert_eq!(s.player(Player::Kingdom).generals[0].regrouped, 0, "the general's Command untouched");
    let events = exec(&mut s, Player::Kingdom, &Action::Regroup { unit: b }).expect("by the general");
    assert!(events.contains(&Event::GeneralRegrouped { player: Player::Kingdom, number: 0 }));
    assert!(!routed(&s, b));
    assert_eq!(s.unit(signals).map(|u| u.regrouped), Some(1));
}

/// KK-GENL-15 — a game begun under rules 1 keeps its rules: no regrouping
/// by signals, as then.
#[test]
fn kk_genl_15_not_under_rules_1() {
    let (mut s, _, [a, ..], _) = scene();
    s.rules = 1;
    assert_eq!(exec(&mut s, Player::Kingdom, &Action::Regroup { unit: a }), Err(Refuse::NoRegroup));
}

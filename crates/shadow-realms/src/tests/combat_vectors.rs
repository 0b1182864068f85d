//! SR-EX-21…SR-EX-27: the combat formulas, and battles in play.

use super::{bare, count, dice_showing, exec, exec_with, put};
use crate::action::Action;
use crate::combat::{Fighter, Side, battle, casualty_roll};
use crate::event::Event;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{city, pos};
use crate::state::{Engagement, Siege};
use Faction::{Heilbron, Kerdurin};
use UnitKind::{Ruler, Troop};

fn troops(n: u32, first: u32) -> Vec<Fighter> {
    (0..n).map(|i| Fighter::plain(UnitId(first + i), Troop)).collect()
}

/// SR-EX-21, SR-19 — attacker 7 BS, +3 general, die 4: 3.
#[test]
fn sr_ex_21_attackers_roll() {
    let side = Side { units: troops(7, 1), kard: 3, ..Side::default() };
    assert_eq!(casualty_roll(side.strength(), 4), 3);
}

/// SR-EX-22, SR-20, SR-5 — 5 troops in a fortified city with Petros (+1),
/// city defence 5, die 6: 4.
#[test]
fn sr_ex_22_defenders_roll_behind_walls() {
    let side = Side { units: troops(5, 1), kard: 1, walls: true, ..Side::default() };
    assert_eq!((side.city_defence(), casualty_roll(side.strength(), 6)), (5, 4));
}

/// SR-EX-23, SR-20 — 5 troops in an open city, no kard, die 1: 1.
#[test]
fn sr_ex_23_defenders_roll_in_the_open() {
    assert_eq!(casualty_roll(Side { units: troops(5, 1), ..Side::default() }.strength(), 1), 1);
}

/// SR-EX-24, SR-19 — attacker 8, no kard, die 6: 3 (3.5 rounds down).
#[test]
fn sr_ex_24_rounded_down() {
    assert_eq!(casualty_roll(8, 6), 3);
}

/// SR-EX-25, SR-21 — equal remaining strengths: the defender wins.
#[test]
fn sr_ex_25_a_tie_is_the_defenders() {
    let attack = Side { units: troops(4, 1), ..Side::default() };
    let defence = Side { units: troops(4, 10), ..Side::default() };
    let out = battle(&attack, &defence, (3, 3));
    assert_eq!(out.left.0, out.left.1);
    assert!(!out.attacker_wins);
}

/// SR-EX-26, SR-19, SR-21, SR-22, SR-AMB-1 — 8 troops and Robert (die 2)
/// attack 6 troops (die 5) in a field: 3 and 2 casualties; 9 against 3;
/// the attacker holds the field and the defender withdraws with 3 troops.
#[test]
fn sr_ex_26_field_battle() {
    let attack = Side { units: troops(8, 1), kard: 3, ..Side::default() };
    let defence = Side { units: troops(6, 20), ..Side::default() };
    let out = battle(&attack, &defence, (2, 5));
    assert_eq!((out.value, out.left, out.attacker_wins), ((3, 2), (9, 3), true));
    // In play: Kerdurin enters Mineur's lands where Heilbron's 6 troops stand.
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, pos("mineur"), 6);
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 8);
    put(&mut s, Some(Kerdurin), Ruler, pos("kerdurin"), 1);
    let group = crate::action::Group { troop: 8, ruler: 1, ..Default::default() };
    exec(&mut s, Kerdurin, &Action::Move { from: pos("kerdurin"), to: pos("mineur"), group }).expect("the entry");
    assert_eq!(s.engaged, [Engagement { at: pos("mineur"), from: vec![pos("kerdurin")] }]);
    let events = exec_with(&mut s, Kerdurin, &Action::Attack { at: pos("mineur") }, &mut dice_showing(&[2, 5]))
        .expect("a battle");
    assert!(events.contains(&Event::BattleResult { left: (9, 3), attacker_wins: true }), "{events:?}");
    assert_eq!(count(&s, Some(Kerdurin), Troop, pos("mineur")), 6);
    // SR-22, SR-G9: Heilbron chooses among its city and the free fields.
    let d = s.pending.first().expect("Heilbron chooses where to withdraw").clone();
    assert_eq!((d.by, d.units.len()), (Heilbron, 3));
    let options = [city("mineur"), pos("kerdurin"), pos("heilbron"), pos("rotstain")];
    assert_eq!(d.options, options, "its city, and the neighbouring fields but the Giants' Land");
    exec(&mut s, Heilbron, &Action::Withdraw { to: pos("rotstain") }).expect("its choice");
    assert_eq!(count(&s, Some(Heilbron), Troop, pos("mineur")), 0, "the defender left the field");
    assert_eq!(count(&s, Some(Heilbron), Troop, pos("rotstain")), 3, "it withdrew with 3 troops");
}

/// SR-EX-27, SR-17, SR-20, SR-21, SR-23, SR-G11 — 12 troops (die 5) storm 5
/// troops in a fortified city (die 3): 4 and 3 casualties; 9 against 1 + 1
/// walls; the attacker wins, the last defender withdraws into the fortress
/// and the city is not taken; the next storm meets no walls.
#[test]
fn sr_ex_27_storm_and_fortress() {
    let attack = Side { units: troops(12, 1), storming: true, ..Side::default() };
    let defence = Side { units: troops(5, 20), walls: true, ..Side::default() };
    let out = battle(&attack, &defence, (5, 3));
    assert_eq!((out.value, out.left, out.attacker_wins), ((4, 3), (9, 2), true));
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("heilbron"), 5);
    put(&mut s, Some(Kerdurin), Troop, pos("heilbron"), 12);
    s.cities.iter_mut().filter(|c| c.city == city("mineur")).for_each(|c| c.owner = Some(Kerdurin));
    let siege = Siege { by: Kerdurin, round: 1, turn: 0 };
    s.cities.iter_mut().filter(|c| c.city == city("heilbron")).for_each(|c| c.siege = Some(siege));
    let storm = Action::Storm { city: city("heilbron") };
    let events = exec_with(&mut s, Kerdurin, &storm, &mut dice_showing(&[5, 3])).expect("a storm");
    assert!(events.contains(&Event::BattleResult { left: (9, 2), attacker_wins: true }), "{events:?}");
    assert!(events.contains(&Event::WallsLost { city: city("heilbron") }));
    assert_eq!(s.owner(city("heilbron")), Some(Heilbron), "the city holds while defenders remain");
    assert_eq!(count(&s, Some(Heilbron), Troop, city("heilbron")), 1, "in the fortress");
    assert_eq!(crate::siege::defence(&s, city("heilbron")).strength(), 1, "no walls for the next storm");
}

/// SR-19…SR-21 — the storm the browser test plays (`tests/shadow_realms.test.mjs`):
/// 6 troops against 2 in open Mineur win whatever the dice (the attacker
/// keeps 4 to 5, the defender 0 to 1), so the button reads 100.0%.
#[test]
fn six_against_two_in_an_open_city_always_wins() {
    let attack = Side { units: troops(6, 1), storming: true, ..Side::default() };
    let defence = Side { units: troops(2, 20), ..Side::default() };
    let odds = crate::odds::battle(&attack, &defence);
    assert_eq!(engine::odds::percent(engine::odds::per_mille(odds.win)), "100.0");
    for (a, d) in (1..=6).flat_map(|a| (1..=6).map(move |d| (a, d))) {
        let out = battle(&attack, &defence, (a, d));
        assert!(out.attacker_wins && (4..=6).contains(&out.left.0) && out.left.1 <= 1, "{a} {d}: {out:?}");
    }
}

//! SR-EX-13…SR-EX-20: sieges and storms.

use super::{bare, count, exec, put};
use crate::action::Action;
use crate::event::{Event, SiegeEnd};
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::refusal::Refuse;
use crate::state::Siege;
use Faction::{Heilbron, Kerdurin};
use UnitKind::{Catapult, Ruler, Troop};

/// Kerdurin stands in Heilbron's lands with `troops`; Heilbron's fortified
/// city holds 5 troops (defence 10).
fn before_heilbron(troops: u32) -> crate::State {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("heilbron"), 5);
    put(&mut s, Some(Kerdurin), Troop, pos("heilbron"), troops);
    // Kerdurin borders Heilbron's lands through Mineur (SR-G13).
    s.cities.iter_mut().filter(|c| c.city == city("mineur")).for_each(|c| c.owner = Some(Kerdurin));
    s
}

/// SR-EX-13, SR-13 — laying a siege costs 1 supply.
#[test]
fn sr_ex_13_a_siege_costs_one_supply() {
    let mut s = before_heilbron(11);
    let before = s.faction(Kerdurin).supplies;
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("11 > 10");
    assert_eq!(s.faction(Kerdurin).supplies, before - 1);
    assert_eq!(s.city(city("heilbron")).and_then(|c| c.siege).map(|x| x.by), Some(Kerdurin));
}

/// SR-EX-14, SR-EX-15, SR-13, SR-5 — 10 BS against a fortified city's 10
/// may not besiege (10 is not more than 10); 11 may.
#[test]
fn sr_ex_14_15_the_besiegers_must_be_stronger() {
    let mut s = before_heilbron(10);
    assert_eq!(exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).map(|_| ()), Err(Refuse::TooWeak));
    let mut s = before_heilbron(11);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("11 > 10");
}

/// SR-EX-16, SR-13 — 6 BS against an open city's 5 troops may besiege.
#[test]
fn sr_ex_16_an_open_city_is_besieged_by_the_stronger() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("mineur"), 5);
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 6);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("mineur") }).expect("6 > 5");
}

/// Kerdurin lays siege to Heilbron (5 troops, walls: 10) with `troops`
/// and a catapult (1 BS), 11 in all, then marches `away` troops home.
fn besieged_then_marching(troops: u32, away: u32) -> (crate::State, Vec<Event>) {
    let mut s = before_heilbron(troops);
    put(&mut s, Some(Kerdurin), Catapult, pos("heilbron"), 1);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("11 > 10");
    assert_eq!(crate::siege::besiegers(&s, Kerdurin, city("heilbron")).strength(), 11);
    let home = Action::Move {
        from: pos("heilbron"),
        to: pos("mineur"),
        group: crate::action::Group { troop: away, ..Default::default() },
    };
    let events = exec(&mut s, Kerdurin, &home).expect("a march away");
    (s, events)
}

/// SR-EX-17, SR-14 — besiegers falling from 11 to 10 against 10 keep the
/// siege (10 is not below 10).
#[test]
fn sr_ex_17_equal_strength_keeps_the_siege() {
    let (s, events) = besieged_then_marching(10, 1);
    assert_eq!(crate::siege::besiegers(&s, Kerdurin, city("heilbron")).strength(), 10);
    assert!(!events.iter().any(|e| matches!(e, Event::SiegeEnded { .. })));
    assert!(s.city(city("heilbron")).and_then(|c| c.siege).is_some());
}

/// SR-EX-18, SR-14 — besiegers falling to 9 against 10 break off: they stay
/// in the field, their catapult passes to the city's owner.
#[test]
fn sr_ex_18_weaker_besiegers_break_off_and_leave_the_catapult() {
    let (s, events) = besieged_then_marching(10, 2);
    assert!(events.contains(&Event::SiegeEnded { city: city("heilbron"), why: SiegeEnd::Broken }));
    assert_eq!(count(&s, Some(Kerdurin), Troop, pos("heilbron")), 8, "the besiegers stay in the field");
    assert_eq!(count(&s, Some(Heilbron), Catapult, city("heilbron")), 1, "the catapult is the defenders'");
    assert_eq!(count(&s, Some(Kerdurin), Catapult, pos("heilbron")), 0);
}

/// SR-EX-19, SR-17 — a siege begun in the besieger's turn cannot be
/// stormed that turn; in its next turn it can, for 1 supply.
#[test]
fn sr_ex_19_storm_in_a_later_turn() {
    let mut s = before_heilbron(11);
    s.round = 2;
    s.turn = 7;
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("11 > 10");
    assert_eq!(
        exec(&mut s, Kerdurin, &Action::Storm { city: city("heilbron") }).map(|_| ()),
        Err(Refuse::NotBesiegedLong)
    );
    s.round = 3;
    s.turn = 12;
    s.cities.iter_mut().for_each(|c| c.stormed = false);
    let before = s.faction(Kerdurin).supplies;
    exec(&mut s, Kerdurin, &Action::Storm { city: city("heilbron") }).expect("begun in an earlier turn");
    assert_eq!(s.faction(Kerdurin).supplies, before - 1);
    assert_eq!(
        exec(&mut s, Kerdurin, &Action::Storm { city: city("heilbron") }).map(|_| ()),
        Err(Refuse::StormedAlready)
    );
}

/// SR-EX-20, SR-15, SR-G3 — a siege begun in round 2 kills a defender at
/// the end of round 3 and another at the end of round 4, none at the end
/// of round 2.
#[test]
fn sr_ex_20_attrition_from_the_second_year() {
    let mut s = before_heilbron(20);
    s.round = 2;
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("20 > 10");
    assert_eq!(s.city(city("heilbron")).and_then(|c| c.siege), Some(Siege { by: Kerdurin, round: 2, turn: 1 }));
    put(&mut s, Some(Heilbron), Ruler, city("heilbron"), 1);
    let mut defenders = vec![];
    for round in [2, 3, 4] {
        s.round = round;
        let mut ev = crate::Ev::default();
        crate::siege::attrition(&mut s, &mut ev);
        defenders.push(count(&s, Some(Heilbron), Troop, city("heilbron")));
    }
    assert_eq!(defenders, [5, 4, 3]);
    assert_eq!(count(&s, Some(Heilbron), Ruler, city("heilbron")), 1, "the ruler is never the one");
}

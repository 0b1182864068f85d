//! SR-EX-28…SR-EX-32: prisoners and kards.

use super::{bare, count, exec, put};
use crate::action::Action;
use crate::event::Event;
use crate::ids::{Faction, UnitKind};
use crate::map::city;
use crate::refusal::Refuse;
use crate::state::{KardAt, Stage};
use Faction::{Heilbron, Kerdurin};
use UnitKind::{Ruler, Troop};

/// SR-EX-28, SR-23, SR-G9 — 3 units captured in a city battle, their owner
/// pays for 2: −2 supplies, 2 in its capital, +2 to the captor, the third
/// removed.
#[test]
fn sr_ex_28_captured_units_ransomed_as_far_as_paid() {
    let mut s = bare(Kerdurin);
    let captives = put(&mut s, Some(Heilbron), Troop, city("mineur"), 3);
    s.factions[Heilbron.index()].supplies = s.faction(Heilbron).keep + 2;
    let (before_h, before_k) = (s.faction(Heilbron).supplies, s.faction(Kerdurin).supplies);
    let in_capital = count(&s, Some(Heilbron), Troop, city("heilbron"));
    let mut ev = crate::Ev::default();
    crate::battle::capture(&mut s, &captives, Some(Kerdurin), city("mineur"), &mut ev);
    assert_eq!(s.faction(Heilbron).supplies, before_h - 2);
    assert_eq!(s.faction(Kerdurin).supplies, before_k + 2);
    assert_eq!(count(&s, Some(Heilbron), Troop, city("heilbron")), in_capital + 2);
    assert_eq!(s.units.iter().filter(|u| captives.contains(&u.id)).count(), 2, "the third is gone");
}

/// Kerdurin holds Petros captive; Heilbron, at the start of its turn, has
/// `supplies` and `influence`.
fn petros_held(supplies: u32, influence: u32) -> crate::State {
    let mut s = bare(Heilbron);
    s.stage = Stage::Start;
    s.factions[Heilbron.index()].kard = KardAt::Captive { by: Some(Kerdurin), at: city("kerdurin") };
    s.factions[Heilbron.index()].supplies = supplies;
    s.factions[Heilbron.index()].influence = influence;
    s
}

/// SR-EX-29, SR-24, SR-25 — 7 supplies and 8 influence: 2 and 3 left; the
/// captor +5 supplies, +5 influence; Petros back in Heilbron.
#[test]
fn sr_ex_29_kard_ransom() {
    let mut s = petros_held(7, 8);
    let (sk, ik) = (s.faction(Kerdurin).supplies, s.faction(Kerdurin).influence);
    exec(&mut s, Heilbron, &Action::RansomKard).expect("at the start of its turn");
    assert_eq!((s.faction(Heilbron).supplies, s.faction(Heilbron).influence), (2, 3));
    assert_eq!((s.faction(Kerdurin).supplies, s.faction(Kerdurin).influence), (sk + 5, ik + 5));
    assert_eq!(s.faction(Heilbron).kard, KardAt::Free);
    assert_eq!(count(&s, Some(Heilbron), Ruler, city("heilbron")), 1);
}

/// SR-EX-30, SR-26 — 6 supplies and 3 influence: 1 and 0 left; the captor
/// +5 supplies, +3 influence.
#[test]
fn sr_ex_30_short_of_influence() {
    let mut s = petros_held(6, 3);
    let (sk, ik) = (s.faction(Kerdurin).supplies, s.faction(Kerdurin).influence);
    exec(&mut s, Heilbron, &Action::RansomKard).expect("5 supplies are enough");
    assert_eq!((s.faction(Heilbron).supplies, s.faction(Heilbron).influence), (1, 0));
    assert_eq!((s.faction(Kerdurin).supplies, s.faction(Kerdurin).influence), (sk + 5, ik + 3));
}

/// SR-EX-31, SR-24, SR-G9 — 4 supplies: no ransom; nor after the start of the turn.
#[test]
fn sr_ex_31_not_enough_supplies() {
    let mut s = petros_held(4, 8);
    assert_eq!(exec(&mut s, Heilbron, &Action::RansomKard).map(|_| ()), Err(Refuse::NoRansom { short: Some((5, 4)) }));
    let mut s = petros_held(9, 8);
    s.stage = Stage::Campaign;
    assert_eq!(
        exec(&mut s, Heilbron, &Action::RansomKard).map(|_| ()),
        Err(Refuse::WrongStage { stage: Stage::Start })
    );
}

/// SR-EX-32, SR-25, SR-G6 — a neutral captor receiving 5 supplies places 2
/// neutral troops where it holds the kard and keeps 1.
#[test]
fn sr_ex_32_a_neutral_captor_raises_troops() {
    let mut s = petros_held(9, 2);
    s.factions[Heilbron.index()].kard = KardAt::Captive { by: None, at: city("baria") };
    let before = count(&s, None, Troop, city("baria"));
    let events = exec(&mut s, Heilbron, &Action::RansomKard).expect("ransom");
    assert_eq!(count(&s, None, Troop, city("baria")), before + 2);
    assert_eq!(s.city(city("baria")).map(|c| c.store), Some(1));
    assert!(events.contains(&Event::Store { city: city("baria"), store: 1 }));
}

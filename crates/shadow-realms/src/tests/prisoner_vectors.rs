//! SR-EX-28…SR-EX-32: prisoners and kards.

use super::{bare, count, dice_showing, exec, exec_with, pass_to, put};
use crate::action::Action;
use crate::event::Event;
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::refusal::Refuse;
use crate::state::{KardAt, Stage};
use Faction::{Heilbron, Kerdurin};
use UnitKind::{Ruler, Troop};
use engine::side::Side;

/// SR-EX-28, SR-23, SR-G9 — 3 units captured in a city battle, their owner
/// pays for 2: −2 supplies, 2 in its capital, +2 to the captor, the third
/// removed. Played: Heilbron orders its reserve in its turn; Kerdurin (6
/// troops) besieges Mineur (5 troops), and storms it a round later with
/// dice 3 and 1: 2 and 1 casualties, 5 against 3, the 3 survivors captured.
#[test]
fn sr_ex_28_captured_units_ransomed_as_far_as_paid() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("mineur"), 5);
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 6);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("mineur") }).expect("6 against 5");
    pass_to(&mut s, Heilbron);
    // Its income comes in the next supply phase, before Kerdurin's storm.
    let at_storm = s.faction(Heilbron).supplies + crate::economy::income(&s, Heilbron).0;
    exec(&mut s, Heilbron, &Action::KeepSupplies { supplies: at_storm - 2 }).expect("a standing order");
    pass_to(&mut s, Kerdurin);
    assert_eq!(s.faction(Heilbron).supplies, at_storm);
    let (before_h, before_k) = (s.faction(Heilbron).supplies, s.faction(Kerdurin).supplies);
    let in_capital = count(&s, Some(Heilbron), Troop, city("heilbron"));
    let storm = Action::Storm { city: city("mineur") };
    let events = exec_with(&mut s, Kerdurin, &storm, &mut dice_showing(&[3, 1])).expect("a storm");
    assert!(events.contains(&Event::BattleResult { left: (5, 3), attacker_wins: true }), "{events:?}");
    assert_eq!(s.faction(Heilbron).supplies, before_h - 2);
    assert_eq!(s.faction(Kerdurin).supplies, before_k - 1 + 2, "the storm's supply, then the ransom");
    assert_eq!(count(&s, Some(Heilbron), Troop, city("heilbron")), in_capital + 2);
    assert_eq!(s.units.iter().filter(|u| u.owner == Some(Heilbron)).count(), in_capital + 2, "the third is gone");
    assert_eq!(s.owner(city("mineur")), Some(Kerdurin));
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

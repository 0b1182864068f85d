//! The levy (KK-REC-18…21, AMB-16, EX-35): opened at the start of the
//! owner's movement phase, called as a unit of his choice in a Stronghold,
//! lapsed at the phase's end; rules 1 raised Militia at once.

use super::{bare, exec, province, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::units::Kind;
use crate::event::Event;
use crate::ids::Player::Kingdom;
use crate::ids::ProvinceId;
use crate::refusal::Refuse;
use crate::state::{Origin, Phase, State};

fn kind(id: &str) -> Kind {
    Kind::of(id).expect("a unit")
}

/// The Kingdom's movement phase with a castle in Valmont's second
/// sub-province, no other building in Valmont, and Valmont's levy due.
fn scene() -> (State, ProvinceId) {
    let mut s = bare(Kingdom, Phase::Movement);
    let pr = province("p_valmont");
    for r in &crate::map::map().province(pr).subs {
        s.subs[r.index()].building = None;
    }
    s.subs[sub("s_valmont_2").index()].building = Some(Building::Castle);
    s.provinces[pr.index()].levy_due = true;
    (s, pr)
}

fn open(s: &mut State) -> Vec<Event> {
    let mut ev = crate::Ev::default();
    crate::levy::open(s, Kingdom, &mut ev);
    ev.into_vec()
}

fn levies(s: &State, pr: ProvinceId) -> Vec<&crate::state::Unit> {
    s.units.iter().filter(|u| u.origin == Some(Origin::Levy(pr))).collect()
}

/// KK-REC-19, AMB-16 — the levy opens at the start of the movement phase;
/// the player chooses Militia or his organisation's Light Infantry (the
/// Kingdom is Craft: spearmen), in the Stronghold; it comes fresh (KK-REC-20).
#[test]
fn kk_rec_19_amb_16_the_player_chooses_the_levy_unit_in_the_stronghold() {
    let (mut s, pr) = scene();
    assert_eq!(open(&mut s), vec![Event::LevyOpened { province: pr }]);
    assert!(levies(&s, pr).is_empty(), "nothing raised before the choice");
    assert_eq!(crate::levy::kinds(Kingdom, pr), vec![kind("militia"), kind("spearmen")]);
    let choices = crate::levy::choices(&s, Kingdom);
    let castle = sub("s_valmont_2");
    assert_eq!(
        choices,
        vec![
            Action::CallLevy { province: pr, kind: kind("militia"), at: castle },
            Action::CallLevy { province: pr, kind: kind("spearmen"), at: castle },
        ]
    );
    let elsewhere = Action::CallLevy { province: pr, kind: kind("spearmen"), at: sub("s_valmont_1") };
    assert_eq!(exec(&mut s, Kingdom, &elsewhere), Err(Refuse::LevyChoice), "only in the Stronghold");
    let heavy = Action::CallLevy { province: pr, kind: kind("halberdiers"), at: castle };
    assert_eq!(exec(&mut s, Kingdom, &heavy), Err(Refuse::LevyChoice), "no heavy infantry");
    exec(&mut s, Kingdom, &choices[1]).expect("spearmen called");
    let raised = levies(&s, pr);
    assert_eq!(raised.len(), 1);
    assert_eq!((raised[0].kind, raised[0].at, raised[0].fresh), (kind("spearmen"), castle, true), "KK-REC-20");
    assert!(!s.province(pr).levy_open, "used");
}

/// EX-35, KK-REC-21 — while a levy unit of the province stands, an enemy
/// entering again opens no new levy.
#[test]
fn ex_35_one_levy_at_a_time() {
    let (mut s, pr) = scene();
    open(&mut s);
    let call = crate::levy::choices(&s, Kingdom)[0].clone();
    exec(&mut s, Kingdom, &call).expect("called");
    s.provinces[pr.index()].levy_due = true;
    assert_eq!(open(&mut s), vec![Event::LevyUsed { province: pr }], "lapses at once");
    let again = Action::CallLevy { province: pr, kind: kind("militia"), at: sub("s_valmont_2") };
    assert_eq!(exec(&mut s, Kingdom, &again), Err(Refuse::NoLevy));
    assert_eq!(levies(&s, pr).len(), 1);
}

/// KK-REC-19, AMB-16 — a levy not called lapses at the end of the owner's
/// movement phase.
#[test]
fn kk_rec_19_an_uncalled_levy_lapses_with_the_phase() {
    let (mut s, pr) = scene();
    open(&mut s);
    let events = exec(&mut s, Kingdom, &Action::EndMovement).expect("the phase ends");
    assert_eq!(events.first(), Some(&Event::LevyUsed { province: pr }));
    assert!(!s.province(pr).levy_open);
    assert!(levies(&s, pr).is_empty());
}

/// KK-REC-19 — a game begun under rules 1 keeps its levy: Militia at once.
#[test]
fn kk_rec_19_rules_1_raises_militia_at_once() {
    let (mut s, pr) = scene();
    s.rules = 1;
    open(&mut s);
    let raised = levies(&s, pr);
    assert_eq!(raised.len(), 1);
    assert_eq!((raised[0].kind, raised[0].at), (kind("militia"), sub("s_valmont_2")));
    assert!(!s.province(pr).levy_open && !s.province(pr).levy_due);
}

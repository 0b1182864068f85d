//! Issue 36 — a place says what a newcomer looks for there but cannot do
//! now, and why, with the rules' own refusal and its rule id.

use super::{bare, exec, put, seat};
use crate::ShadowRealms;
use crate::action::{Action, Group};
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::state::{STEPS, Siege, Stage, State};
use Faction::{Heilbron, Kerdurin};
use engine::board::RegionId;
use engine::rules::Rules;
use engine::text::Catalog;

fn english() -> Catalog {
    let mut c = Catalog::new("en");
    for (language, source) in engine::LOCALES.iter().chain(crate::LOCALES) {
        if *language == "en" {
            c.add_ftl(source).expect("English Fluent");
        }
    }
    c
}

fn shown(s: &State, r: RegionId, f: Faction) -> Vec<(String, String)> {
    let c = english();
    let render = |t| c.render_checked(t).unwrap_or_else(|(shown, e)| panic!("{shown}: {e:?}"));
    crate::why_not::rows(s, r, f).iter().map(|(a, b)| (render(a), render(b))).collect()
}

fn one(what: &str, why: &str) -> Vec<(String, String)> {
    vec![(what.to_owned(), why.to_owned())]
}

fn offered(s: &State, f: Faction, pick: impl Fn(&Action) -> bool) -> bool {
    crate::legal::legal_actions(s, f).iter().any(pick)
}

/// SR-G3 — recruiting comes before the campaign: while Kerdurin may still
/// raise units its city says nothing; once its army has moved out, the city
/// says why nothing is offered.
#[test]
fn sr_g3_the_city_says_why_it_raises_nothing_once_the_campaign_began() {
    let mut s = bare(Kerdurin);
    s.stage = Stage::Recruit;
    put(&mut s, Some(Kerdurin), UnitKind::Troop, city("kerdurin"), 1);
    let raises = |a: &Action| matches!(a, Action::Recruit { at, .. } if *at == city("kerdurin"));
    assert!(offered(&s, Kerdurin, raises));
    assert!(shown(&s, city("kerdurin"), Kerdurin).is_empty());
    let group = Group { troop: 1, ..Group::default() };
    exec(&mut s, Kerdurin, &Action::Move { from: city("kerdurin"), to: pos("kerdurin"), group }).expect("out");
    assert!(!offered(&s, Kerdurin, raises));
    assert_eq!(
        shown(&s, city("kerdurin"), Kerdurin),
        one(
            "Raise units",
            "That belongs to the “recruiting” stage, which this turn has passed: ransom and revolt come first in a \
             turn, then recruiting, then the campaign (SR-G3)."
        )
    );
    // Another realm's turn: nothing to say to it.
    assert!(shown(&s, city("heilbron"), Heilbron).is_empty());
}

/// SR-6, SR-G10 — an army that has taken all its steps says why it moves
/// no more; SR-G15, SR-G6 — a garrison of a besieged city says why it does
/// not leave, and the city why it raises nothing.
#[test]
fn sr_g10_an_army_without_steps_and_a_besieged_garrison_say_why_they_do_not_move() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Kerdurin), UnitKind::Troop, pos("kerdurin"), 2);
    let moves_from = |r: RegionId| move |a: &Action| matches!(a, Action::Move { from, .. } if *from == r);
    assert!(offered(&s, Kerdurin, moves_from(pos("kerdurin"))));
    assert!(shown(&s, pos("kerdurin"), Kerdurin).is_empty());
    s.units.iter_mut().for_each(|u| u.steps = STEPS);
    assert!(!offered(&s, Kerdurin, moves_from(pos("kerdurin"))));
    assert_eq!(
        shown(&s, pos("kerdurin"), Kerdurin),
        one("Move", "The army has no such units with steps left (SR-G10).")
    );
    let mut s = bare(Heilbron);
    put(&mut s, Some(Heilbron), UnitKind::Troop, city("heilbron"), 5);
    assert!(offered(&s, Heilbron, moves_from(city("heilbron"))));
    if let Some(c) = s.cities.iter_mut().find(|c| c.city == city("heilbron")) {
        c.siege = Some(Siege { by: Kerdurin, round: 1, turn: 0 });
    }
    assert!(!offered(&s, Heilbron, moves_from(city("heilbron"))));
    s.stage = Stage::Recruit;
    assert_eq!(
        shown(&s, city("heilbron"), Heilbron),
        vec![
            (
                "Raise units".to_owned(),
                "Raise units in a city of yours that is not besieged, ships in a port, fanatics and shadows in the \
                 Shadow Lands while you hold them (SR-G6)."
                    .to_owned()
            ),
            ("Move".to_owned(), "A besieged city is neither left nor entered (SR-G15).".to_owned()),
        ]
    );
}

/// SR-13 — 10 BS against Heilbron's defence of 10 may not lay a siege: its
/// city says why; 11 may, and nothing is said. SR-17 — the siege just laid
/// is not stormed in the same turn: the city says so.
#[test]
fn sr_13_sr_17_an_enemy_city_says_why_it_is_neither_besieged_nor_stormed() {
    let before = |troops| {
        let mut s = bare(Kerdurin);
        put(&mut s, Some(Heilbron), UnitKind::Troop, city("heilbron"), 5);
        put(&mut s, Some(Kerdurin), UnitKind::Troop, pos("heilbron"), troops);
        s.cities.iter_mut().filter(|c| c.city == city("mineur")).for_each(|c| c.owner = Some(Kerdurin));
        s
    };
    let besieges = |a: &Action| matches!(a, Action::Besiege { city: c } if *c == city("heilbron"));
    let s = before(10);
    assert!(!offered(&s, Kerdurin, besieges));
    let weak = one("Lay siege", "The besiegers must be stronger than the city's defence (SR-13).");
    assert_eq!(shown(&s, city("heilbron"), Kerdurin), weak);
    assert_eq!(shown(&s, pos("heilbron"), Kerdurin), weak, "the city's field says it too");
    let mut s = before(11);
    assert!(offered(&s, Kerdurin, besieges));
    assert!(shown(&s, city("heilbron"), Kerdurin).is_empty());
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("11 > 10");
    assert_eq!(
        shown(&s, city("heilbron"), Kerdurin),
        one("Storm", "Storm only a city you have besieged since an earlier turn (SR-17).")
    );
}

/// The section reaches the place's panel under its title, for the realm
/// that decides only.
#[test]
fn the_place_panel_has_a_not_possible_now_section_for_the_realm_that_decides() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Kerdurin), UnitKind::Troop, pos("kerdurin"), 1);
    s.units.iter_mut().for_each(|u| u.steps = STEPS);
    let titles = |f: Faction| -> Vec<String> {
        let c = english();
        ShadowRealms::region_panel(&s, pos("kerdurin"), Some(seat(f))).iter().map(|p| c.render(&p.title)).collect()
    };
    assert!(titles(Kerdurin).contains(&"Not possible now".to_owned()));
    assert!(!titles(Heilbron).contains(&"Not possible now".to_owned()));
}

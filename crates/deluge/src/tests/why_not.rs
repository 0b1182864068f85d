//! Issue 36 — a land says what a newcomer looks for there but cannot do
//! now, and why, with the rules' own refusal and its rule id.

use super::{empty, english, put};
use crate::Deluge;
use crate::action::Action;
use crate::army::ArmyId;
use crate::map::land;
use crate::nation::Nation;
use crate::state::{Mode, Movement, Order, Phase, State};
use engine::rules::Rules;
use engine::seat::SeatId;
use engine::side::Side;

fn shown(s: &State, at: &str, n: Nation) -> Vec<(String, String)> {
    let c = english();
    let render = |t| c.render_checked(t).unwrap_or_else(|(shown, e)| panic!("{shown}: {e:?}"));
    crate::why_not::rows(s, land(at), n).iter().map(|(a, b)| (render(a), render(b))).collect()
}

fn one(what: &str, why: &str) -> Vec<(String, String)> {
    vec![(what.to_owned(), why.to_owned())]
}

fn offered(s: &State, n: Nation, pick: impl Fn(&Action) -> bool) -> bool {
    crate::legal::legal_actions(s, n).iter().any(pick)
}

fn marches(id: ArmyId) -> impl Fn(&Action) -> bool {
    move |a| matches!(a, Action::Move { army, movement: Movement::Move(_) } if *army == id)
}

/// DC-MOVE-3 — an army inside its fortress may only leave it this turn:
/// its land says why no march is offered; in the field it marches and
/// nothing is said.
#[test]
fn dc_move_3_an_army_in_its_fortress_says_why_it_does_not_march() {
    let mut s = empty(Mode::Tabletop);
    s.nation_mut(Nation::Ron).ducats = 500;
    let ron = put(&mut s, "RON_CROWN_1", "masovia", 100);
    assert!(offered(&s, Nation::Ron, marches(ron)));
    assert!(shown(&s, "masovia", Nation::Ron).is_empty(), "{:?}", shown(&s, "masovia", Nation::Ron));
    s.armies.get_mut(&ron).expect("there").in_fortress = true;
    assert!(!offered(&s, Nation::Ron, marches(ron)));
    assert_eq!(
        shown(&s, "masovia", Nation::Ron),
        one("March to another land", "An army in a fortress can only leave it this turn. (DC-MOVE-3)")
    );
    // Another nation is told nothing about the Crown's army.
    assert!(shown(&s, "masovia", Nation::Swe).is_empty());
}

/// DC-TRE-9 — recruits join an army in its own land: a Swedish army in
/// the Crown's Poznań says why none is offered; in Swedish Pomerania they
/// are offered and nothing is said. DC-TRE-8 — with an empty treasury the
/// home army says so instead.
#[test]
fn dc_tre_9_an_army_in_foreign_land_says_why_no_recruit_joins_it() {
    let mut s = empty(Mode::Tabletop);
    s.nation_mut(Nation::Swe).ducats = 500;
    let abroad = put(&mut s, "SWE_ROYAL_1", "poznan", 100);
    let home = put(&mut s, "SWE_ROYAL_2", "west_pomerania", 100);
    let recruits = |id: ArmyId| move |a: &Action| matches!(a, Action::Recruit { army, .. } if *army == id);
    assert!(!offered(&s, Nation::Swe, recruits(abroad)));
    assert_eq!(
        shown(&s, "poznan", Nation::Swe),
        one("Recruit", "Recruits join an army in your own land that is not under siege. (DC-TRE-9)")
    );
    assert!(offered(&s, Nation::Swe, recruits(home)));
    assert!(shown(&s, "west_pomerania", Nation::Swe).is_empty());
    s.nation_mut(Nation::Swe).ducats = 0;
    assert!(!offered(&s, Nation::Swe, recruits(home)));
    assert_eq!(
        shown(&s, "west_pomerania", Nation::Swe),
        one(
            "Recruit",
            "That costs 10 ducats and your treasury holds 0 (nothing is bought while it is empty). (DC-TRE-8)"
        )
    );
    // Once Sweden has ended the phase it decides nothing more in it.
    super::act(&mut s, Nation::Swe, &Action::EndPhase(Phase::Movement));
    assert!(shown(&s, "poznan", Nation::Swe).is_empty());
}

/// DC-STORM-1 — a storm needs 60 PS: a weak Swedish army before Poznań
/// says why it is not offered; a strong one is offered it and nothing is
/// said.
#[test]
fn dc_storm_1_a_weak_army_says_why_it_does_not_storm() {
    let mut s = empty(Mode::Tabletop);
    let swe = put(&mut s, "SWE_ROYAL_1", "poznan", 40);
    s.phase = Phase::Orders;
    let storms = |a: &Action| matches!(a, Action::Command { army, order: Order::Storm } if *army == swe);
    assert!(!offered(&s, Nation::Swe, storms));
    assert_eq!(
        shown(&s, "poznan", Nation::Swe),
        one("Storm the fortress", "A storm or a siege needs at least 60 PS; this army has 40 PS. (DC-STORM-1)")
    );
    assert!(shown(&s, "poznan", Nation::Ron).is_empty(), "the Crown's own land");
    s.armies.get_mut(&swe).expect("there").strength = 400;
    assert!(offered(&s, Nation::Swe, storms));
    assert!(shown(&s, "poznan", Nation::Swe).is_empty());
}

/// The section reaches the land's panel under its title, for its nation.
#[test]
fn the_land_panel_has_a_not_possible_now_section_for_its_nation() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "SWE_ROYAL_1", "poznan", 40);
    s.phase = Phase::Orders;
    let titles = |viewer: Option<SeatId>| -> Vec<String> {
        let c = english();
        Deluge::region_panel(&Deluge::view(&s, viewer), land("poznan"), viewer)
            .iter()
            .map(|p| c.render(&p.title))
            .collect()
    };
    let swe = Nation::Swe.seat();
    assert!(titles(Some(swe)).contains(&"Not possible now".to_owned()));
    assert!(!titles(None).contains(&"Not possible now".to_owned()));
}

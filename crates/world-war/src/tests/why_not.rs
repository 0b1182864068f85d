//! Issue 36 — a region says what a newcomer looks for there but cannot do
//! now, and why, with the rules' own refusal and its rule id.

use super::locale::{assert_renders, english};
use super::{add, exec, slot_state, ussr_holds_warsaw};
use crate::Action;
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::state::State;
use crate::tests::new_game;
use Faction::{Allies, Axis, Ussr};
use engine::seat::SeatId;

fn shown(s: &State, region: &str, f: Faction) -> Vec<(String, String)> {
    let c = english();
    let rows = crate::why_not::rows(s, rid(region), f);
    // Each text renders with exactly the arguments its message uses.
    rows.iter().map(|(a, b)| (assert_renders(&c, a, region), assert_renders(&c, b, region))).collect()
}

fn one(what: &str, why: &str) -> Vec<(String, String)> {
    vec![(what.to_owned(), why.to_owned())]
}

fn offered(s: &State, f: Faction, pick: impl Fn(&Action) -> bool) -> bool {
    crate::legal::legal_actions(s, f).iter().any(pick)
}

/// WW-1, WW-G13 — once the budget is spent, Berlin says why it buys no
/// more; before, while divisions are offered there, it says nothing.
#[test]
fn ww_1_an_own_region_says_why_it_buys_nothing_once_the_budget_is_spent() {
    let mut game = new_game("why");
    let buys_in_berlin = |a: &Action| matches!(a, Action::Buy { place, .. } if *place == rid("berlin"));
    assert!(offered(game.state(), Axis, buys_in_berlin));
    assert!(shown(game.state(), "berlin", Axis).is_empty());
    for unit in [UnitKind::Tank, UnitKind::Infantry] {
        let count = crate::check::most_affordable(game.state(), Axis, unit);
        if count == 0 {
            continue;
        }
        game.act(SeatId(0), Action::Buy { unit, place: rid("berlin"), count }).expect("within the budget");
    }
    assert!(!offered(game.state(), Axis, buys_in_berlin), "nothing more to buy");
    assert_eq!(
        shown(game.state(), "berlin", Axis),
        one("Buy units here", "That purchase costs 3 MP and 1 P; you have 18 MP and 0 P left. (WW-1)")
    );
    // Not the Axis's own region, and not the others' business.
    assert!(shown(game.state(), "moscow", Axis).is_empty());
    assert!(shown(game.state(), "berlin", Ussr).is_empty());
    game.act(SeatId(0), Action::FinishPurchase).expect("done buying");
    assert!(shown(game.state(), "berlin", Axis).is_empty(), "the Axis decides nothing more in this phase");
}

/// WW-12 — a division that has attacked is spent: its region says why it
/// is not offered to attack or move again; while it is only ordered (and
/// can be taken back) nothing is said.
#[test]
fn ww_12_a_spent_division_says_why_it_neither_attacks_nor_moves() {
    let mut s = ussr_holds_warsaw(Axis);
    let inf = add(&mut s, Axis, UnitKind::Infantry, "berlin");
    assert!(shown(&s, "berlin", Axis).is_empty(), "idle: attacks and moves are offered");
    exec(&mut s, Axis, &Action::Order { unit: inf, target: rid("warsaw") }).expect("in range");
    assert!(shown(&s, "berlin", Axis).is_empty(), "ordered: taking it back is offered");
    exec(&mut s, Axis, &Action::Launch { target: rid("warsaw") }).expect("launched");
    let at = s.unit(inf).expect("alive").at;
    let name = if at == rid("warsaw") { "warsaw" } else { "berlin" };
    assert!(!offered(
        &s,
        Axis,
        |a| matches!(a, Action::Order { unit, .. } | Action::Rebase { unit, .. } if *unit == inf)
    ));
    assert_eq!(
        shown(&s, name, Axis),
        one(
            "Attack or move with these units",
            "That unit has already acted or is committed this turn: each unit does one thing per turn. (WW-12)"
        )
    );
    // Another faction's slot: nothing to say to it.
    assert!(shown(&s, name, Ussr).is_empty());
}

/// WW-20 — a division ordered to land from the sea without its navy: the
/// target says why no attack is offered; once the navy is ordered too the
/// attack is offered and the line is gone.
#[test]
fn ww_20_a_landing_without_its_escort_says_why_it_cannot_be_launched() {
    let mut s = slot_state(Allies);
    let inf = add(&mut s, Allies, UnitKind::Infantry, "london");
    let navy = add(&mut s, Allies, UnitKind::Navy, "english_channel");
    exec(&mut s, Allies, &Action::Order { unit: inf, target: rid("amsterdam") }).expect("a landing in range");
    assert!(!offered(&s, Allies, |a| matches!(a, Action::Launch { target } if *target == rid("amsterdam"))));
    assert_eq!(
        shown(&s, "amsterdam", Allies),
        one(
            "Attack",
            "A landing needs one navy per division, all sailing together from a sea next to the divisions. (WW-20)"
        )
    );
    exec(&mut s, Allies, &Action::Order { unit: navy, target: rid("amsterdam") }).expect("the escort");
    assert!(offered(&s, Allies, |a| matches!(a, Action::Launch { target } if *target == rid("amsterdam"))));
    assert!(shown(&s, "amsterdam", Allies).is_empty());
}

/// The section reaches the region's panel under its title, for the viewer
/// only.
#[test]
fn the_region_panel_has_a_not_possible_now_section_for_its_viewer() {
    let mut s = slot_state(Allies);
    let inf = add(&mut s, Allies, UnitKind::Infantry, "london");
    add(&mut s, Allies, UnitKind::Navy, "english_channel");
    exec(&mut s, Allies, &Action::Order { unit: inf, target: rid("amsterdam") }).expect("a landing in range");
    let titles = |viewer| -> Vec<String> {
        crate::view::region_panel(&s, rid("amsterdam"), viewer).iter().map(|p| english().render(&p.title)).collect()
    };
    assert!(titles(Some(Allies)).contains(&"Not possible now".to_owned()));
    assert!(!titles(None).contains(&"Not possible now".to_owned()));
    assert!(!titles(Some(Axis)).contains(&"Not possible now".to_owned()));
}

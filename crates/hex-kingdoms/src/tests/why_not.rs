//! Issue 36 — a hex says what a newcomer looks for there but cannot do now,
//! and why, with the rules' own refusal.

use super::{locale::catalog, ok};
use crate::HexKingdoms;
use crate::action::Action;
use crate::bag::Script;
use crate::ids::PlayerId;
use crate::state::State;
use engine::dice::Dice;
use engine::rules::Rules;

fn game() -> (State, PlayerId) {
    let s = HexKingdoms::setup("two-kingdoms-3", &crate::tests::seats(2), &mut Dice::from_seed("why")).expect("setup");
    let p = s.active;
    (s, p)
}

fn shown(s: &State, r: engine::board::RegionId, p: PlayerId) -> Vec<(String, String)> {
    crate::why_not::rows(s, r, p).iter().map(|(a, b)| (catalog().render(a), catalog().render(b))).collect()
}

/// G-9, G-11 — at the start the home army fills its city's hex: the city
/// says why it recruits nothing; once the army has marched out, recruits
/// are offered and the line is gone. G-6 — after the manoeuvre the army's
/// hex says where its attack is chosen.
#[test]
fn g9_g11_the_home_city_says_why_it_recruits_nothing_while_its_army_fills_it() {
    let (mut s, p) = game();
    let home = s.map().starts[p.index()];
    let legal = crate::legal::legal_actions(&s, p);
    assert!(!legal.iter().any(|a| matches!(a, Action::Recruit { at, .. } if *at == home)), "no recruit at home");
    assert_eq!(
        shown(&s, home, p),
        vec![("Recruit".to_owned(), "At most 5 units of one player may stand on a hex (G-9).".to_owned())]
    );
    // Not this player's turn: nothing to say to the other.
    assert!(shown(&s, home, PlayerId(1 - p.0)).is_empty());
    let to = *crate::movement::destinations(&s, p, home).keys().find(|&&h| h != home).expect("somewhere to go");
    let mut sc = Script::default();
    ok(&mut s, p, Action::Manoeuvre { from: home, to, leave_peasants: false }, &mut sc);
    assert_eq!(
        shown(&s, to, p),
        vec![(
            "Attack".to_owned(),
            "choose the enemy's hex: an attack is offered there, with its odds (G-6)".to_owned()
        )]
    );
    ok(&mut s, p, Action::EndManoeuvre, &mut sc);
    let legal = crate::legal::legal_actions(&s, p);
    assert!(legal.iter().any(|a| matches!(a, Action::Recruit { at, .. } if *at == home)), "recruits at home now");
    assert!(shown(&s, home, p).is_empty(), "{:?}", shown(&s, home, p));
    // The army that marched is exhausted (HK-87): it says so.
    assert_eq!(shown(&s, to, p), vec![("Manoeuvre".to_owned(), "That army is exhausted (HK-87).".to_owned())]);
}

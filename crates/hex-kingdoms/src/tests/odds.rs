//! Exact odds against hand-computed hypergeometric cases.

use super::{BLUE, RED};
use crate::bag::{Bag, Ratio, choose, p_at_least, p_exact};
use crate::ids::{Terrain, UnitKind};
use crate::setup::{empty_state, place_unit};

fn r(num: u128, den: u128) -> Ratio {
    Ratio { num, den }
}

fn same(a: Ratio, b: Ratio) -> bool {
    a.num * b.den == b.num * a.den
}

#[test]
fn binomials() {
    assert_eq!((choose(4, 2), choose(10, 3), choose(5, 0), choose(3, 4)), (6, 120, 1, 0));
    assert_eq!(choose(100, 50), 100_891_344_545_564_193_334_812_497_256);
}

/// Bag 2 attacker / 1 defender / 1 neutral, draw 2: the six pairs by hand.
#[test]
fn small_bag_by_hand() {
    let bag = Bag::new(2, 1, 1);
    assert!(same(p_exact(&bag, 2, 2, 0), r(1, 6)));
    assert!(same(p_exact(&bag, 2, 1, 1), r(2, 6)));
    assert!(same(p_exact(&bag, 2, 1, 0), r(2, 6)));
    assert!(same(p_exact(&bag, 2, 0, 1), r(1, 6)));
    assert!(same(p_exact(&bag, 2, 0, 0), r(0, 6)));
    assert!(same(p_at_least(&bag, 2, 1, 0), r(3, 6)));
    assert!(same(p_at_least(&bag, 2, 0, 2), r(6, 6)));
    assert_eq!(p_at_least(&bag, 2, 1, 0).per_mille(), 500);
}

/// TV-1's bag (6 green, 4 purple), draw 3: P(3 green) = C(6,3)/C(10,3) = 1/6;
/// P(at least 2 green) = (15·4 + 20)/120 = 2/3; P(no purple) = 1/6.
#[test]
fn tv_1_bag_odds() {
    let bag = Bag::new(6, 4, 0);
    assert!(same(p_exact(&bag, 3, 3, 0), r(1, 6)));
    assert!(same(p_at_least(&bag, 3, 2, 3), r(2, 3)));
    let mut s = empty_state(false, &["red", "blue"]);
    let m = s.map();
    let open = |h| matches!(m.terrain(h), Terrain::Plains | Terrain::Hills);
    let (a, d) = m
        .ids()
        .filter(|&h| open(h))
        .find_map(|a| m.adjacent(a).into_iter().find(|&b| open(b)).map(|b| (a, b)))
        .expect("pair");
    for _ in 0..3 {
        place_unit(&mut s, RED, UnitKind::Spearmen, a);
    }
    for _ in 0..2 {
        place_unit(&mut s, BLUE, UnitKind::Cavalry, d);
    }
    let f = crate::odds::forecast(&s, RED, &[a], d).expect("forecast");
    assert_eq!((f.bag, f.draw, f.needed), (bag, 3, 2));
    assert_eq!((f.win.per_mille(), f.unharmed.per_mille()), (667, 167));
    assert_eq!((f.hits_milli, f.taken_milli), (1800, 1200));
}

/// HK-25, HK-36…HK-38 — the exact odds of each draw on TV-1's real bag,
/// as the draw buttons show them, and after a first token is drawn.
#[test]
fn draw_odds_on_the_prepared_bag() {
    use crate::bag::{Script, Side, Token};
    use crate::odds::draw_odds;
    use crate::{Action, HexKingdoms};
    use engine::rules::Rules;
    let mut s = empty_state(false, &["red", "blue"]);
    let m = s.map();
    let open = |h| matches!(m.terrain(h), Terrain::Plains | Terrain::Hills);
    let (a, d) = m
        .ids()
        .filter(|&h| open(h))
        .find_map(|a| m.adjacent(a).into_iter().find(|&b| open(b)).map(|b| (a, b)))
        .expect("pair");
    for _ in 0..3 {
        place_unit(&mut s, RED, UnitKind::Spearmen, a);
    }
    for _ in 0..2 {
        place_unit(&mut s, BLUE, UnitKind::Cavalry, d);
    }
    let mut script = Script::new(&[Token::Attacker]);
    let prepare = Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 };
    super::ok(&mut s, RED, Action::Manoeuvre { from: a, to: a, leave_peasants: false }, &mut script);
    super::ok(&mut s, RED, Action::Attack { target: d }, &mut script);
    super::ok(&mut s, BLUE, Action::NoReaction, &mut script);
    super::ok(&mut s, RED, prepare.clone(), &mut script);
    super::ok(&mut s, BLUE, prepare, &mut script);
    let b = s.battle().expect("battle").clone();
    assert_eq!(b.bag, Bag::new(6, 4, 0));
    let three = draw_odds(&s, &b, Side::Attacker, 3);
    assert!(same(three.wipe, r(2, 3)), "at least 2 green of 3: 80/120");
    assert_eq!((three.dealt_milli, three.taken_milli, three.extension), (1800, 1200, 0));
    let one = draw_odds(&s, &b, Side::Attacker, 1);
    assert_eq!((one.wipe.num, one.extension), (0, 1), "1 token cannot destroy 2 cavalry; Blue may draw 1 more");
    let seat = engine::seat::SeatId(0);
    let label = HexKingdoms::choice_label(&s, seat, &Action::DrawTokens(3));
    assert_eq!(label.key, "hk.choice.draw");
    let label = HexKingdoms::choice_label(&s, seat, &Action::DrawTokens(1));
    assert_eq!(label.key, "hk.choice.draw_extend");
    super::ok(&mut s, RED, Action::DrawTokens(1), &mut script);
    let b = s.battle().expect("battle").clone();
    let two = draw_odds(&s, &b, Side::Attacker, 2);
    assert!(same(two.wipe, r(30, 36)), "one more green in 2 of 5 green, 4 purple: 1 − 6/36");
    assert_eq!((two.dealt_milli, two.extension), (1000 + 1111, 0));
    super::ok(&mut s, RED, Action::StopDrawing, &mut script);
    let b = s.battle().expect("battle").clone();
    let blue = draw_odds(&s, &b, Side::Defender, 1);
    assert_eq!((blue.wipe.num, blue.dealt_milli, blue.taken_milli), (0, 444, 1000 + 555));
}

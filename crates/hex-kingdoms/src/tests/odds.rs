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

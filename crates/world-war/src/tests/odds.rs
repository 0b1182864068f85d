//! Exact odds (WW-17, WW-AMB-3, WW-14, WW-G7, WW-34, WW-35, WW-36, WW-G8):
//! hand-computed cases, and forecasts checked against thousands of real
//! launches with different dice (a forecast that left out a step of the
//! attack would miss by many standard errors).

use super::{add, ex_11_sides, ex_22_raid, exec, set_task, slot_state, ussr_holds_warsaw};
use crate::action::Action;
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::odds::{self, Odds};
use crate::state::{State, Task};
use crate::{Ev, execute};
use Faction::{Allies, Axis, Ussr};
use UnitKind::{Bomber, Fighter, Infantry, Merchant, Navy, Tank};
use engine::dice::Dice;
use engine::side::Side;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Executes `a` on copies of `s` with `runs` different dice streams and
/// returns the mean of `measure` over the results.
fn mean_over_runs(s: &State, f: Faction, a: &Action, runs: u32, measure: impl Fn(&State) -> f64) -> f64 {
    let total: f64 = (0..runs)
        .map(|i| {
            let mut t = s.clone();
            execute(&mut t, f, a, &mut Dice::from_seed(&format!("odds {i}")), &mut Ev::default());
            measure(&t)
        })
        .sum();
    total / f64::from(runs)
}

/// WW-EX-11, WW-17, WW-AMB-3 — 3d6 against 3d6: the attacker takes the
/// region in (1 − 4332/46656) / 2 of the cases, ties holding it.
#[test]
fn ww_ex_11_odds_are_three_dice_against_three() {
    let s = ex_11_sides();
    let o = odds::land(&s, Axis, rid("warsaw"));
    assert_eq!((o.attack_dice, o.defence_dice, o.bombers), (3, 3, 0));
    assert!(close(o.capture, (1.0 - 4332.0 / 46656.0) / 2.0), "{}", o.capture);
    assert!(!o.from_sea);
    let shown = odds::of_action(&s, Axis, &Action::Launch { target: rid("warsaw") });
    assert_eq!(shown, Some(Odds::Land(o)));
}

/// WW-17, WW-AMB-3 — one infantry against one: 15 of 36 for the attacker.
#[test]
fn one_die_against_one_wins_fifteen_in_thirty_six() {
    let mut s = ussr_holds_warsaw(Axis);
    add(&mut s, Ussr, Infantry, "warsaw");
    let unit = add(&mut s, Axis, Infantry, "berlin");
    exec(&mut s, Axis, &Action::Order { unit, target: rid("warsaw") }).expect("in range");
    let o = odds::land(&s, Axis, rid("warsaw"));
    assert!(close(o.capture, 15.0 / 36.0), "{}", o.capture);
}

/// WW-17, WW-14, WW-G7, WW-34, WW-AMB-21 — with interceptors and bombers
/// on both sides the forecast matches 6000 real launches (within four
/// standard errors, about 2.6 points).
#[test]
fn land_odds_match_real_battles_with_strikes_and_interception() {
    let mut s = ussr_holds_warsaw(Axis);
    s.factions[Axis.index()].stock.s = 40;
    s.factions[Ussr.index()].stock.s = 40;
    for _ in 0..2 {
        add(&mut s, Ussr, Infantry, "warsaw");
    }
    add(&mut s, Ussr, Tank, "warsaw");
    for _ in 0..2 {
        let b = add(&mut s, Ussr, Bomber, "warsaw");
        set_task(&mut s, b, Task::Defending(rid("warsaw")));
    }
    let cover = add(&mut s, Ussr, Fighter, "warsaw");
    set_task(&mut s, cover, Task::Covering(rid("warsaw")));
    let mut ordered = vec![add(&mut s, Axis, Infantry, "berlin"), add(&mut s, Axis, Tank, "breslau")];
    ordered.extend((0..2).map(|_| add(&mut s, Axis, Infantry, "breslau")));
    ordered.extend((0..4).map(|_| add(&mut s, Axis, Bomber, "berlin")));
    for unit in ordered {
        exec(&mut s, Axis, &Action::Order { unit, target: rid("warsaw") }).expect("in range");
    }
    let o = odds::land(&s, Axis, rid("warsaw"));
    assert_eq!((o.attack_dice, o.defence_dice, o.bombers), (5, 4, 4));
    assert!(close(o.bombers_through, 3.5), "one interceptor downs a bomber half the time");
    let a = Action::Launch { target: rid("warsaw") };
    let runs = 6000;
    let taken = mean_over_runs(&s, Axis, &a, runs, |t| f64::from(u8::from(t.owner(rid("warsaw")) == Some(Axis))));
    let error = (o.capture * (1.0 - o.capture) / f64::from(runs)).sqrt();
    assert!((taken - o.capture).abs() < 4.0 * error, "forecast {} vs {taken} in play", o.capture);
}

/// WW-EX-22, WW-14, WW-G7, WW-34 — two bombers, one interceptor on the way:
/// 1.5 bombers expected through; damage ½ × (1 − ¼) + ½ × (1 − ½) = 0.625.
#[test]
fn ww_ex_22_bombing_odds() {
    let (s, _, _) = ex_22_raid(0);
    let Some(Odds::Bombing(o)) = odds::of_action(&s, Axis, &Action::Bomb { target: rid("london") }) else {
        panic!("a bombing forecast")
    };
    assert_eq!(o.bombers, 2);
    assert!(close(o.through, 1.5) && close(o.damage, 0.625), "{o:?}");
}

/// WW-35, WW-G7 — two fighters sweep one idle enemy fighter: it falls
/// unless both miss (¾), and fires back once (½ a fighter lost).
#[test]
fn sweep_odds() {
    let mut s = slot_state(Axis);
    s.wars.push((Axis, Allies));
    add(&mut s, Allies, Fighter, "london");
    let fighters = [add(&mut s, Axis, Fighter, "hamburg"), add(&mut s, Axis, Fighter, "hamburg")];
    for unit in fighters {
        exec(&mut s, Axis, &Action::Order { unit, target: rid("london") }).expect("in range");
    }
    let Some(Odds::Sweep(o)) = odds::of_action(&s, Axis, &Action::Sweep { target: rid("london") }) else {
        panic!("a sweep forecast")
    };
    assert_eq!((o.fighters, o.targets, o.defenders), (2, 1, 1));
    assert!(close(o.kills, 0.75) && close(o.losses, 0.5), "{o:?}");
}

/// WW-36, WW-34, WW-G8 — navy and bombers against a navy and two
/// merchants: the expected ships sunk and navy lost match 6000 real attacks.
#[test]
fn naval_odds_match_real_attacks() {
    let mut s = slot_state(Allies);
    s.wars.push((Axis, Allies));
    let enemy: Vec<_> = [Navy, Merchant, Merchant].into_iter().map(|k| add(&mut s, Axis, k, "north_sea")).collect();
    let mut ordered: Vec<_> = (0..2).map(|_| add(&mut s, Allies, Navy, "north_sea")).collect();
    ordered.extend((0..3).map(|_| add(&mut s, Allies, Bomber, "london")));
    for unit in ordered.clone() {
        exec(&mut s, Allies, &Action::Order { unit, target: rid("north_sea") }).expect("in range");
    }
    let a = Action::NavalAttack { target: rid("north_sea") };
    let Some(Odds::Naval(o)) = odds::of_action(&s, Allies, &a) else { panic!("a naval forecast") };
    assert_eq!(o.ships, 3);
    let runs = 6000;
    let sunk =
        mean_over_runs(&s, Allies, &a, runs, |t| enemy.iter().filter(|id| t.unit(**id).is_none()).count() as f64);
    let lost = mean_over_runs(&s, Allies, &a, runs, |t| {
        ordered[..2].iter().filter(|id| t.unit(**id).is_none()).count() as f64
    });
    // Counts of at most 3 and 2: their standard deviation is at most 1.5 and 1.
    assert!((sunk - o.sunk).abs() < 4.0 * 1.5 / f64::from(runs).sqrt(), "forecast {} vs {sunk}", o.sunk);
    assert!((lost - o.losses).abs() < 4.0 / f64::from(runs).sqrt(), "forecast {} vs {lost}", o.losses);
    let all =
        mean_over_runs(&s, Allies, &a, runs, |t| f64::from(u8::from(enemy.iter().all(|id| t.unit(*id).is_none()))));
    assert!((all - o.all_sunk).abs() < 4.0 * 0.5 / f64::from(runs).sqrt(), "forecast {} vs {all}", o.all_sunk);
}

/// Orders that are not attacks have no odds.
#[test]
fn only_attacks_have_odds() {
    let s = ex_11_sides();
    assert_eq!(odds::of_action(&s, Axis, &Action::EndSlot), None);
    assert_eq!(odds::of_action(&s, Axis, &Action::Launch { target: rid("paris") }), None, "nothing ordered there");
}

//! The computer player's use of the navy and of fighters (WW-35, WW-36,
//! WW-G7, WW-G8), chosen by the exact odds.

use super::{add, exec, slot_state};
use crate::action::Action;
use crate::ai::computer_action;
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::state::Task;
use Faction::{Allies, Axis};
use UnitKind::{Fighter, Merchant, Navy};
use engine::dice::Dice;

/// Plays the computer's actions for `f` until it ends its slot; returns them.
fn slot_of(s: &mut crate::State, f: Faction) -> Vec<Action> {
    let mut dice = Dice::from_seed("computer");
    let mut taken = Vec::new();
    for _ in 0..200 {
        let a = computer_action(s, f, &mut dice).expect("an action");
        if a == Action::EndSlot {
            break;
        }
        exec(s, f, &a).expect("the computer's actions are legal");
        taken.push(a);
    }
    taken
}

/// WW-36, WW-G8 — two navies next to a zone holding two enemy merchants
/// attack them: both are ordered, then the attack is launched.
#[test]
fn the_computer_attacks_merchants_with_its_navy() {
    let mut s = slot_state(Allies);
    s.wars.push((Axis, Allies));
    for _ in 0..2 {
        add(&mut s, Axis, Merchant, "north_sea");
    }
    let navy = [add(&mut s, Allies, Navy, "english_channel"), add(&mut s, Allies, Navy, "english_channel")];
    let taken = slot_of(&mut s, Allies);
    for unit in navy {
        assert!(taken.contains(&Action::Order { unit, target: rid("north_sea") }), "{taken:?}");
    }
    assert!(taken.contains(&Action::NavalAttack { target: rid("north_sea") }), "{taken:?}");
}

/// WW-35, WW-G7 — three idle fighters sweep a lone enemy bomber in range;
/// a single fighter facing three enemy fighters stays home.
#[test]
fn the_computer_sweeps_when_the_odds_favour_it() {
    let mut s = slot_state(Axis);
    s.wars.push((Axis, Allies));
    add(&mut s, Allies, UnitKind::Bomber, "london");
    let fighters: Vec<_> = (0..3).map(|_| add(&mut s, Axis, Fighter, "hamburg")).collect();
    let taken = slot_of(&mut s, Axis);
    assert!(taken.contains(&Action::Sweep { target: rid("london") }), "{taken:?}");
    assert!(fighters.iter().all(|f| taken.contains(&Action::Order { unit: *f, target: rid("london") })));

    let mut s = slot_state(Axis);
    s.wars.push((Axis, Allies));
    for _ in 0..3 {
        add(&mut s, Allies, Fighter, "london");
    }
    let lone = add(&mut s, Axis, Fighter, "hamburg");
    let taken = slot_of(&mut s, Axis);
    assert!(!taken.iter().any(|a| matches!(a, Action::Sweep { .. })), "{taken:?}");
    assert_ne!(s.unit(lone).map(|u| u.task), Some(Task::Spent), "it did not fly");
}

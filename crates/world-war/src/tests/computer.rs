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
use engine::side::Side;

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

/// WW-7, WW-G10 — at war with the Axis, the USSR aids a neutral that
/// stands between them (Poland): 3 MP and 1 P raise one infantry there.
#[test]
fn the_computer_raises_a_neutral_buffer_against_its_enemy() {
    let mut s = slot_state(crate::ids::Faction::Ussr);
    s.wars.push((Axis, crate::ids::Faction::Ussr));
    s.factions[crate::ids::Faction::Ussr.index()].stock = crate::ids::Resources::new(30, 12, 10);
    let taken = slot_of(&mut s, crate::ids::Faction::Ussr);
    let aid = crate::ids::Resources::new(3, 1, 0);
    let poland = [rid("warsaw"), rid("lwow")];
    assert!(
        taken.iter().any(|a| matches!(a, Action::Transfer { to, cargo } if poland.contains(to) && *cargo == aid)),
        "{taken:?}"
    );
    assert!(poland.iter().any(|&r| s.region(r).is_some_and(|x| x.garrison > crate::neutral::GARRISON)));
}

/// WW-G3 step 3, WW-G11 — the computer makes its trade offers in the
/// diplomacy step, before it chooses its timing.
#[test]
fn the_computer_trades_in_the_diplomacy_step() {
    let mut s = crate::setup::initial_state();
    s.turn = 1;
    s.phase = crate::state::Phase::Initiative;
    let ussr = crate::ids::Faction::Ussr;
    s.factions[ussr.index()].stock = crate::ids::Resources::new(40, 10, 5);
    let first = computer_action(&s, ussr, &mut Dice::from_seed("computer")).expect("an action");
    assert!(matches!(first, Action::OfferTrade { good: crate::ids::Good::Supply, turns: Some(23), .. }), "{first:?}");
    exec(&mut s, ussr, &first).expect("legal");
    assert!(s.treaties.iter().any(|t| t.buyer == ussr && t.price.total() > 0));
}

/// WW-G12 — the USSR and the Allies leave each other alone while the Axis
/// stands, and turn on each other once it is broken.
#[test]
fn the_ussr_and_the_allies_fight_once_the_axis_is_broken() {
    use crate::ai::willing;
    use crate::ids::Faction::Ussr;
    let mut s = slot_state(Ussr);
    s.turn = 12;
    assert!(!willing(&s, Ussr, Some(Allies)));
    s.factions[Axis.index()].eliminated = true;
    assert!(willing(&s, Ussr, Some(Allies)) && willing(&s, Allies, Some(Ussr)));
    s.turn = 8;
    assert!(!willing(&s, Ussr, Some(Allies)), "not before turn 10");
}

/// WW-20, WW-G4 — with infantry in Hamburg and navy in the North Sea, the
/// Axis at war lands on the undefended British coast: an escort and an
/// infantry ordered for each landing, then the attack launched, and London
/// falls.
#[test]
fn the_computer_lands_on_an_enemy_coast() {
    let mut s = slot_state(Axis);
    s.wars.push((Axis, Allies));
    for _ in 0..3 {
        add(&mut s, Axis, UnitKind::Infantry, "hamburg");
    }
    let navy = [add(&mut s, Axis, Navy, "north_sea"), add(&mut s, Axis, Navy, "north_sea")];
    let taken = slot_of(&mut s, Axis);
    let launched: Vec<_> = taken
        .iter()
        .filter_map(|a| match a {
            Action::Launch { target } => Some(*target),
            _ => None,
        })
        .collect();
    assert!(launched.contains(&rid("london")), "{taken:?}");
    for target in &launched {
        let escort = navy.iter().any(|n| taken.contains(&Action::Order { unit: *n, target: *target }));
        assert!(escort, "each landing has its escort: {taken:?}");
    }
    assert_eq!(s.owner(rid("london")), Some(Axis), "{taken:?}");
}

/// WW-G6 step 4 — an attack the land units alone are not sure to win gets
/// the bombers in range to strike the defenders.
#[test]
fn the_computer_sends_bombers_to_strike_in_a_land_battle() {
    let mut s = super::ussr_holds_warsaw(Axis);
    for _ in 0..5 {
        add(&mut s, crate::ids::Faction::Ussr, UnitKind::Infantry, "warsaw");
    }
    // Two tanks in each region next to Warsaw: one may leave the front.
    for at in ["berlin", "breslau", "prague", "berlin", "breslau", "prague"] {
        add(&mut s, Axis, UnitKind::Tank, at);
    }
    let bomber = add(&mut s, Axis, UnitKind::Bomber, "berlin");
    let taken = slot_of(&mut s, Axis);
    assert!(taken.contains(&Action::Order { unit: bomber, target: rid("warsaw") }), "{taken:?}");
    assert!(taken.contains(&Action::Launch { target: rid("warsaw") }), "{taken:?}");
}

/// WW-G4 — in the initiative phase, a division in a quiet region behind a
/// front region the enemy outnumbers is ordered to defend it.
#[test]
fn the_computer_orders_divisions_to_defend_a_threatened_front() {
    let mut s = crate::setup::initial_state();
    s.turn = 1;
    s.phase = crate::state::Phase::Initiative;
    s.wars.push((Axis, crate::ids::Faction::Ussr));
    s.regions[rid("warsaw").index()].owner = Some(Axis);
    for _ in 0..3 {
        add(&mut s, crate::ids::Faction::Ussr, UnitKind::Tank, "minsk");
    }
    s.regions[rid("lwow").index()].owner = Some(crate::ids::Faction::Ussr);
    add(&mut s, crate::ids::Faction::Ussr, UnitKind::Tank, "lwow");
    // Berlin borders only Axis land once Warsaw is Axis: a quiet region.
    let reserve = add(&mut s, Axis, UnitKind::Infantry, "berlin");
    let mut dice = Dice::from_seed("computer");
    let mut defended = false;
    for _ in 0..20 {
        let a = computer_action(&s, Axis, &mut dice).expect("an action");
        if matches!(a, Action::ChooseInitiative(_)) {
            break;
        }
        if let Action::Defend { unit, region } = a {
            let threatened = crate::map::map().land_neighbours(region).any(|n| n == rid("lwow"));
            defended |= unit == reserve && threatened;
        }
        exec(&mut s, Axis, &a).expect("legal");
    }
    assert!(defended, "Berlin's division stands ready for a region a Soviet tank in Lwów threatens");
}

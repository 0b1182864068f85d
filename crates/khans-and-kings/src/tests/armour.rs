//! KK-CMB-18, KK-CMB-22, AMB-23 — Armoured units act again in a battle
//! and move on after it, paying 1 movement point for each act.

use super::{bare, dice_showing, exec_with, put, sub};
use crate::action::Action;
use crate::ids::Player::{Empire, Kingdom};
use crate::state::{Battle, Phase};

/// AMB-23 — tanks with 4 points attack twice (4 → 3 → 2), and KK-CMB-22 —
/// may then step on; riflemen in the same battle have 0 points after one act.
#[test]
fn amb_23_tanks_attack_again_and_move_on() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_grisfort_1");
    let tank = put(&mut s, Some(Kingdom), "tanks", at, 1)[0];
    let rifle = put(&mut s, Some(Kingdom), "riflemen", at, 1)[0];
    let foes = put(&mut s, Some(Empire), "militia", at, 3);
    for u in &mut s.units {
        u.mp = if u.id == tank { 4 } else { u.mp };
    }
    let from = sub("s_grisfort_2");
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: vec![(tank, from), (rifle, from)],
        acted: Vec::new(),
        defenders: foes.clone(),
        begun: false,
    });
    let mp = |s: &crate::state::State, id| s.unit(id).map(|u| u.mp);
    // The attacker's d4 4, the defender's 1: the militia is beaten.
    exec_with(
        &mut s,
        Kingdom,
        &Action::Engage { attacker: tank, target: foes[0], support: 0 },
        &mut dice_showing(&[(4, 4), (4, 1)]),
    )
    .expect("the first attack");
    // KK-CMB-21 (rules 4): between engagements the defender stands.
    exec_with(&mut s, Empire, &Action::Stand, &mut dice_showing(&[])).expect("the Empire stands");
    assert_eq!(mp(&s, tank), Some(3), "the act cost 1 point");
    assert!(crate::battle::ready(&s).contains(&tank), "armour with points left may act again");
    exec_with(
        &mut s,
        Kingdom,
        &Action::Engage { attacker: rifle, target: foes[1], support: 0 },
        &mut dice_showing(&[(4, 4), (4, 1)]),
    )
    .expect("the riflemen attack");
    exec_with(&mut s, Empire, &Action::Stand, &mut dice_showing(&[])).expect("the Empire stands again");
    assert_eq!(mp(&s, rifle), Some(0), "KK-CMB-22: combat ends a foot unit's move");
    assert!(!crate::battle::ready(&s).contains(&rifle), "AMB-23: once per battle for others");
    exec_with(
        &mut s,
        Kingdom,
        &Action::Engage { attacker: tank, target: foes[2], support: 0 },
        &mut dice_showing(&[(4, 4), (4, 1)]),
    )
    .expect("the tanks attack again");
    assert_eq!(mp(&s, tank), Some(2));
    let t = s.unit(tank).expect("the tanks");
    assert!(crate::movement::may_step(t, 1), "KK-CMB-22: armour moves on after combat");
    assert!(!crate::movement::may_step(s.unit(rifle).expect("the riflemen"), 1));
}

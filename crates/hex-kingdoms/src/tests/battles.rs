//! TV-R1…TV-R7 and a siege with walls and a castle.

use super::{BLUE, RED, act, ok};
use crate::bag::{Bag, Script, Side, Token, own_and_no_enemy};
use crate::ids::{StructKind, Terrain, UnitKind};
use crate::prepare::{declare, is_active, strength};
use crate::refusal::Refuse;
use crate::setup::{empty_state, place_structure, place_unit};
use crate::state::{BattleStep, State, Target};
use crate::{Action, Event};
use engine::board::RegionId;

fn state() -> State {
    empty_state(false, &["red", "blue"])
}

fn open(s: &State, h: RegionId) -> bool {
    matches!(s.map().terrain(h), Terrain::Plains | Terrain::Hills)
}

fn pair(s: &State) -> (RegionId, RegionId) {
    let m = s.map();
    m.ids()
        .filter(|&h| open(s, h))
        .find_map(|a| m.adjacent(a).into_iter().find(|&b| open(s, b)).map(|b| (a, b)))
        .expect("pair")
}

/// A battle put straight into the assignment step with `damage` to deal
/// (the attacker assigns first, unless it has nothing to assign).
fn at_assignment(s: &mut State, attackers: Vec<RegionId>, target: RegionId, damage: [u32; 2]) {
    let mut b = declare(s, RED, BLUE, attackers, target);
    b.step = BattleStep::Assign(if damage[0] > 0 { Side::Attacker } else { Side::Defender });
    b.damage_left = damage;
    crate::apply::apply(s, &Event::BattleDeclared(Box::new(b)));
}

/// TV-R1, HK-38 — attacker courage 4, defender 3: after 1 token the
/// defender may draw 0–2 more; after 3 it may draw none.
#[test]
fn tv_r1_defender_extends_up_to_its_courage() {
    for first in [1u8, 3] {
        let mut s = state();
        let (a, d) = pair(&s);
        for _ in 0..4 {
            place_unit(&mut s, RED, UnitKind::Swordsmen, a);
        }
        for _ in 0..3 {
            place_unit(&mut s, BLUE, UnitKind::Swordsmen, d);
        }
        let mut script = Script::new(&[Token::Attacker; 8]);
        ok(&mut s, RED, Action::Manoeuvre { from: a, to: a, leave_peasants: false }, &mut script);
        ok(&mut s, RED, Action::Attack { target: d }, &mut script);
        ok(&mut s, BLUE, Action::NoReaction, &mut script);
        ok(&mut s, RED, Action::Prepare { action_dice: 2, experience: 0, omit_defence: 0, fabian: 0 }, &mut script);
        ok(&mut s, BLUE, Action::Prepare { action_dice: 3, experience: 0, omit_defence: 0, fabian: 0 }, &mut script);
        assert_eq!(act(&mut s, RED, &Action::DrawTokens(5), &mut script).err(), Some(Refuse::BadDraw));
        ok(&mut s, RED, Action::DrawTokens(first), &mut script);
        if first == 1 {
            ok(&mut s, RED, Action::StopDrawing, &mut script);
            let legal = crate::legal::legal_actions(&s, BLUE);
            assert_eq!(legal, vec![Action::DrawTokens(1), Action::DrawTokens(2), Action::StopDrawing]);
            assert_eq!(act(&mut s, BLUE, &Action::DrawTokens(3), &mut script).err(), Some(Refuse::BadDraw));
        } else {
            ok(&mut s, RED, Action::StopDrawing, &mut script);
            assert_ne!(s.battle().map(|b| b.step), Some(BattleStep::Draw(Side::Defender)), "no extension");
        }
    }
}

/// TV-R2, HK-53 — a galley ignores 1 damage (no black die); 2 destroy it.
#[test]
fn tv_r2_galley_ignores_partial_damage() {
    for damage in [1u32, 2] {
        let mut s = state();
        let m = s.map();
        let w = m.ids().find(|&h| m.is_water(h)).expect("water");
        let shore = m.adjacent(w).into_iter().find(|&h| open(&s, h)).expect("shore");
        let galley = place_unit(&mut s, BLUE, UnitKind::Galley, w);
        place_unit(&mut s, RED, UnitKind::Archers, shore);
        at_assignment(&mut s, vec![shore], w, [damage, 0]);
        let mut script = Script::default();
        if damage == 1 {
            assert_eq!(
                act(&mut s, RED, &Action::AssignLoss(Target::Unit(galley)), &mut script).err(),
                Some(Refuse::CannotDestroy)
            );
            crate::battle::advance(&mut s, &mut crate::Ev::default());
            assert!(s.units.contains_key(&galley), "galley unaffected");
        } else {
            ok(&mut s, RED, Action::AssignLoss(Target::Unit(galley)), &mut script);
            assert!(!s.units.contains_key(&galley), "destroyed");
        }
        assert!(s.battle().is_none());
    }
}

/// TV-R3, HK-52, HK-54, HK-74 — an undefended castle: 3 damage leaves 3
/// black dice; 1 more destroys it and it returns to the owner's board.
#[test]
fn tv_r3_castle_takes_damage_over_two_battles() {
    let mut s = state();
    let (a, d) = pair(&s);
    place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    let castle = place_structure(&mut s, BLUE, StructKind::Castle, d);
    let mut script = Script::default();
    at_assignment(&mut s, vec![a], d, [3, 0]);
    ok(&mut s, RED, Action::AssignLoss(Target::Structure(castle)), &mut script);
    assert_eq!(s.structures.get(&castle).map(|c| c.damage), Some(3));
    at_assignment(&mut s, vec![a], d, [1, 0]);
    ok(&mut s, RED, Action::AssignLoss(Target::Structure(castle)), &mut script);
    assert!(!s.structures.contains_key(&castle));
    assert_eq!(s.built(BLUE, StructKind::Castle), 0, "back on the personal board");
}

/// TV-R4, HK-56 — a structure with markers equal to its durability is
/// destroyed even when the attacker draws only neutral tokens.
#[test]
fn tv_r4_fully_damaged_structure_falls_without_damage() {
    let mut s = state();
    let (a, d) = pair(&s);
    place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    place_unit(&mut s, RED, UnitKind::Peasants, a);
    let city = place_structure(&mut s, BLUE, StructKind::City, d);
    s.structures.get_mut(&city).expect("city").damage = 3;
    let mut script = Script::new(&[Token::Neutral]);
    ok(&mut s, RED, Action::Manoeuvre { from: a, to: a, leave_peasants: false }, &mut script);
    ok(&mut s, RED, Action::Attack { target: d }, &mut script);
    ok(&mut s, RED, Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }, &mut script);
    ok(&mut s, BLUE, Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }, &mut script);
    ok(&mut s, RED, Action::DrawTokens(1), &mut script);
    let events = ok(&mut s, RED, Action::StopDrawing, &mut script);
    assert!(events.contains(&Event::DamageSet { damage: [0, 0] }));
    assert!(!s.structures.contains_key(&city), "destroyed at the assign-losses step");
}

/// TV-R5, HK-22, G-13 — swordsmen on the shore cannot hit a galley; archers 2 away can.
#[test]
fn tv_r5_melee_cannot_attack_water() {
    let mut s = state();
    let m = s.map();
    let (w, shore, far) = m
        .ids()
        .filter(|&h| m.is_water(h))
        .find_map(|w| {
            let shore = m.adjacent(w).into_iter().find(|&h| open(&s, h))?;
            let far = m.ids().find(|&h| open(&s, h) && m.distance(h, w) == 2 && h != shore)?;
            Some((w, shore, far))
        })
        .expect("geometry");
    place_unit(&mut s, BLUE, UnitKind::Galley, w);
    let sw = place_unit(&mut s, RED, UnitKind::Swordsmen, shore);
    let ar = place_unit(&mut s, RED, UnitKind::Archers, far);
    let b = declare(&s, RED, BLUE, vec![shore, far], w);
    assert!(!is_active(&s, &b, Side::Attacker, sw), "swordsmen inactive: 1 neutral token");
    assert!(is_active(&s, &b, Side::Attacker, ar), "archers active: 1 attack token");
    s.players[0].techs.insert(crate::ids::Tech::Drill);
    assert_eq!(strength(&s, &b, Side::Attacker), (1, 1, true));
}

/// TV-R6, HK-26, A-2 — the recommended check rule.
#[test]
fn tv_r6_check_pass_rule() {
    let (own, opp, n) = (Token::Attacker, Token::Defender, Token::Neutral);
    assert!(!own_and_no_enemy(&[own, opp], own));
    assert!(!own_and_no_enemy(&[n, n], own));
    assert!(own_and_no_enemy(&[own, n], own));
    assert!(own_and_no_enemy(&[own], own));
    assert!(crate::bag::no_enemy(&[n, n], own), "the swappable alternative (b)");
}

/// TV-R7, HK-69, HK-70 — (a) the garrison ignores the melee bonus; (b) a
/// garrison attacking out does not.
#[test]
fn tv_r7_garrison_and_melee_bonus() {
    let mut s = state();
    let (a, d) = pair(&s);
    place_structure(&mut s, BLUE, StructKind::City, d);
    place_unit(&mut s, BLUE, UnitKind::Spearmen, d);
    for _ in 0..2 {
        place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    }
    let b = declare(&s, RED, BLUE, vec![a], d);
    assert!(b.siege);
    assert_eq!(strength(&s, &b, Side::Attacker).0, 2, "(a) melee bonus suppressed");
    assert_eq!(strength(&s, &b, Side::Defender).0, 1);
    let mut s = state();
    place_structure(&mut s, RED, StructKind::City, a);
    for _ in 0..2 {
        place_unit(&mut s, RED, UnitKind::Swordsmen, a);
        place_unit(&mut s, BLUE, UnitKind::Swordsmen, d);
    }
    let b = declare(&s, RED, BLUE, vec![a], d);
    assert!(!b.siege);
    assert_eq!((strength(&s, &b, Side::Attacker).0, strength(&s, &b, Side::Defender).0), (4, 4), "(b) 4 vs 4");
}

/// HK-46, HK-50, HK-52, HK-68, HK-73 — a siege of a castle behind a wall:
/// the wall (2), then the garrison (1), then the castle keeps a black die.
#[test]
fn siege_damages_walls_then_garrison_then_castle() {
    let mut s = state();
    let (a, d) = pair(&s);
    place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    let castle = place_structure(&mut s, BLUE, StructKind::Castle, d);
    let edge = s.map().edge_towards(d, a).expect("adjacent");
    let wall = place_structure(&mut s, BLUE, StructKind::Wall(edge), d);
    let other = place_structure(&mut s, BLUE, StructKind::Wall((edge + 3) % 6), d);
    let g = place_unit(&mut s, BLUE, UnitKind::Spearmen, d);
    at_assignment(&mut s, vec![a], d, [4, 0]);
    let b = s.battle().expect("battle");
    assert!(
        b.siege && b.structures.contains(&wall) && !b.structures.contains(&other),
        "only the wall on the line (G-23)"
    );
    let mut script = Script::default();
    assert_eq!(act(&mut s, RED, &Action::AssignLoss(Target::Unit(g)), &mut script).err(), Some(Refuse::Priority));
    assert_eq!(
        act(&mut s, RED, &Action::AssignLoss(Target::Structure(castle)), &mut script).err(),
        Some(Refuse::Priority)
    );
    for t in [Target::Structure(wall), Target::Unit(g), Target::Structure(castle)] {
        ok(&mut s, RED, Action::AssignLoss(t), &mut script);
    }
    assert!(!s.structures.contains_key(&wall) && !s.units.contains_key(&g));
    assert_eq!(s.structures.get(&castle).map(|c| c.damage), Some(1));
    assert!(s.structures.contains_key(&other));
    let _ = Bag::default();
}

/// HK-5…HK-9, G-7 — an unexhausted army within 2 hexes may react (1 hex,
/// ending next to the target or in reach of an attacker) if the formation
/// limit allows; an exhausted one may not (HK-7, HK-87).
#[test]
fn g7_reactions() {
    let mut s = state();
    let m = s.map();
    let helper_for = |a: RegionId, d: RegionId| {
        m.ids().find(|&h| {
            let next_to_a = m.adjacent(h).into_iter().any(|n| n != d && open(&s, n) && m.distance(n, a) == 1);
            open(&s, h) && (1..=2).contains(&m.distance(h, d)) && m.distance(h, a) == 2 && next_to_a
        })
    };
    let (a, d, helper) = m
        .ids()
        .filter(|&a| open(&s, a))
        .flat_map(|a| m.adjacent(a).into_iter().filter(|&d| open(&s, d)).map(move |d| (a, d)))
        .find_map(|(a, d)| helper_for(a, d).map(|h| (a, d, h)))
        .expect("a hex near the target, two steps from the attacker, one open step from it");
    place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    let attacked = place_unit(&mut s, BLUE, UnitKind::Swordsmen, d);
    s.units.get_mut(&attacked).expect("unit").exhaustion = 1;
    let far = m.ids().find(|&x| open(&s, x) && m.distance(x, d) >= 5).expect("far");
    place_structure(&mut s, BLUE, StructKind::Castle, far);
    let mut sc = Script::default();
    ok(&mut s, RED, Action::Manoeuvre { from: a, to: a, leave_peasants: false }, &mut sc);
    let mut alone = s.clone();
    for _ in 0..3 {
        place_unit(&mut s, BLUE, UnitKind::Swordsmen, helper);
    }
    ok(&mut s, RED, Action::Attack { target: d }, &mut sc);
    let mut dice = engine::dice::Dice::from_seed("react");
    let choice = crate::ai::computer_action(&s, BLUE, &mut dice).expect("a choice");
    let Action::React { from, to } = choice else { panic!("the computer stands: {choice:?}") };
    assert_eq!(from, helper);
    // Version 1, kept for `soak --versus previous`, never reacted.
    let previous = crate::ai::computer_action_as(&s, BLUE, &mut dice, crate::ai::Profile::PREVIOUS);
    assert_eq!(previous, Some(Action::NoReaction));
    assert!(crate::movement::reaches(&s, UnitKind::Swordsmen, to, a), "it comes within reach of the attacker");
    // With nothing that could join, the exhausted attacked army stands.
    ok(&mut alone, RED, Action::Attack { target: d }, &mut sc);
    assert_ne!(alone.battle().map(|b| b.step), Some(BattleStep::React), "nobody can react");
}

/// HK-65, A-18 — both sides annihilated at once: nobody wins, so neither
/// Monarchy's experience nor a defence won is counted.
#[test]
fn a18_mutual_annihilation_is_nobodys_win() {
    let mut s = state();
    let (a, d) = pair(&s);
    let red = place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    let blue = place_unit(&mut s, BLUE, UnitKind::Swordsmen, d);
    let mut script = Script::default();
    at_assignment(&mut s, vec![a], d, [1, 1]);
    ok(&mut s, RED, Action::AssignLoss(Target::Unit(blue)), &mut script);
    let events = ok(&mut s, BLUE, Action::AssignLoss(Target::Unit(red)), &mut script);
    assert!(events.contains(&Event::BattleEnded { winner: None, experience_back: [0, 0] }));
    assert!(s.units.is_empty(), "removal is simultaneous (HK-47)");
    assert_eq!([s.player(RED).experience, s.player(BLUE).experience], [0, 0]);
    assert_eq!(s.player(BLUE).defended, 0);
}

/// G-20, HK-84 — destroying the city of a player who holds relics takes one
/// of them (only one), with Warlike.
#[test]
fn g20_destroying_a_city_captures_one_relic() {
    let mut s = state();
    let (a, d) = pair(&s);
    place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    let city = place_structure(&mut s, BLUE, StructKind::City, d);
    s.relics = vec![None, Some(BLUE), Some(BLUE)];
    let mut script = Script::default();
    at_assignment(&mut s, vec![a], d, [2, 0]);
    ok(&mut s, RED, Action::AssignLoss(Target::Structure(city)), &mut script);
    assert_eq!(s.structures.get(&city).map(|c| c.damage), Some(2));
    assert_eq!(s.relics, vec![None, Some(BLUE), Some(BLUE)], "no capture while the city stands");
    at_assignment(&mut s, vec![a], d, [1, 0]);
    let events = ok(&mut s, RED, Action::AssignLoss(Target::Structure(city)), &mut script);
    assert!(!s.structures.contains_key(&city));
    assert!(events.contains(&Event::RelicTaken { relic: 1, by: RED }));
    assert_eq!(s.relics, vec![None, Some(RED), Some(BLUE)], "one relic, not both");
    assert!(s.player(RED).achievements.contains(&crate::ids::Achievement::Warlike));
}

/// G-25 — Steadfast: two battles won as the defender, claimed at the end of
/// the defender's turn (one win is not enough).
#[test]
fn g25_steadfast_after_two_defences_won() {
    let mut s = state();
    let (a, d) = pair(&s);
    place_unit(&mut s, BLUE, UnitKind::Swordsmen, d);
    let m = s.map();
    let far: Vec<_> = m.ids().filter(|&h| open(&s, h) && m.distance(h, a) > 3).step_by(5).take(2).collect();
    place_structure(&mut s, RED, StructKind::City, far[0]);
    place_structure(&mut s, BLUE, StructKind::City, far[1]);
    let mut script = Script::default();
    for won in 1..=2 {
        let red = place_unit(&mut s, RED, UnitKind::Swordsmen, a);
        at_assignment(&mut s, vec![a], d, [0, 1]);
        let events = ok(&mut s, BLUE, Action::AssignLoss(Target::Unit(red)), &mut script);
        assert!(events.contains(&Event::BattleEnded { winner: Some(Side::Defender), experience_back: [0, 0] }));
        assert_eq!(s.player(BLUE).defended, won);
        if won == 1 {
            ok(&mut s, RED, Action::EndTurn, &mut script);
            let events = ok(&mut s, BLUE, Action::EndTurn, &mut script);
            assert!(!events.iter().any(|e| matches!(e, Event::AchievementClaimed { .. })), "one defence is not enough");
        }
    }
    ok(&mut s, RED, Action::EndTurn, &mut script);
    let events = ok(&mut s, BLUE, Action::EndTurn, &mut script);
    assert!(
        events.contains(&Event::AchievementClaimed { player: BLUE, achievement: crate::ids::Achievement::Steadfast })
    );
}

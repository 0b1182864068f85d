//! Checks: the conversion difficulty's religion, relic and Temple modifiers
//! (HK-28, G-15, G-20, A-23, A-24), the dice of a side that cannot reach
//! (HK-25, A-4) and Field Medicine's second recovery (HK-61, G-18).

use super::{BLUE, RED, ok};
use crate::bag::{Bag, Script, Side, Token};
use crate::conversion::{conversion_difficulty, recovery_symbols};
use crate::ids::{BuildingKind, Government, Religion, StructKind, Tech, Terrain, UnitKind};
use crate::setup::{empty_state, place_structure, place_unit};
use crate::state::{BattleStep, State, Target};
use crate::{Action, Event};
use Token::{Attacker as G, Defender as P, Neutral as N};
use engine::board::RegionId;

fn state() -> State {
    empty_state(false, &["red", "blue"])
}

fn open(s: &State, h: RegionId) -> bool {
    matches!(s.map().terrain(h), Terrain::Plains | Terrain::Hills)
}

/// A religion other than `r`.
fn other(r: Religion) -> Religion {
    Religion::ALL.into_iter().find(|&x| x != r).expect("three religions")
}

/// HK-28, G-15 step 2, G-20, A-23, A-24 — base 2; −1 in a province of the
/// converter's religion (where the *target* stands); −1 when only the
/// converter holds relics, +1 when only the target's owner does, nothing
/// when both or neither do; +1 for a Temple of the target's owner in the
/// target's province; clamped to 1–3.
#[test]
fn hk28_g15_conversion_difficulty_modifiers() {
    let mut s = state();
    let m = s.map();
    let at = m
        .ids()
        .find(|&h| open(&s, h) && m.province(h).is_some_and(|p| p.hexes.iter().filter(|&&x| open(&s, x)).count() >= 2))
        .expect("a province with two open hexes");
    let province = m.province(at).expect("province").clone();
    let target = place_unit(&mut s, RED, UnitKind::Swordsmen, at);
    let unit = |s: &State| s.units.get(&target).cloned().expect("unit");
    let difficulty = |s: &State| conversion_difficulty(s, BLUE, &unit(s));
    s.players[BLUE.index()].religion = other(province.religion);
    assert_eq!(difficulty(&s), 2, "base");
    s.players[BLUE.index()].religion = province.religion;
    assert_eq!(difficulty(&s), 1, "the target stands in the converter's religion");
    s.players[BLUE.index()].religion = other(province.religion);
    s.relics = vec![Some(BLUE), None, None];
    assert_eq!(difficulty(&s), 1, "only the converter holds a relic: −1");
    s.relics = vec![None, Some(RED), None];
    assert_eq!(difficulty(&s), 3, "only the target's owner holds a relic: +1");
    s.relics = vec![Some(BLUE), Some(RED), None];
    assert_eq!(difficulty(&s), 2, "relics on both sides cancel (E3)");
    let elsewhere = province.hexes.iter().copied().find(|&h| h != at && open(&s, h)).expect("second hex");
    place_structure(&mut s, RED, StructKind::Building(BuildingKind::Temple), elsewhere);
    assert_eq!(difficulty(&s), 3, "a Temple of the target's owner in the province: +1");
    s.relics = vec![None, Some(RED), None];
    assert_eq!(difficulty(&s), 3, "2 + relic + Temple = 4, clamped to 3");
    s.players[BLUE.index()].religion = province.religion;
    s.relics = vec![Some(BLUE), None, None];
    let temple_of_converter = s.map().ids().find(|&h| open(&s, h) && !province.hexes.contains(&h)).expect("hex");
    place_structure(&mut s, BLUE, StructKind::Building(BuildingKind::Temple), temple_of_converter);
    assert_eq!(difficulty(&s), 1, "2 − religion − relic + Temple = 1; the converter's Temple counts for nothing");
}

/// Archers 2 hexes from melee defenders (TV-2's board): the defender has no
/// active unit.
fn ranged_battle(s: &mut State, defenders: usize) -> (RegionId, RegionId, Vec<crate::ids::UnitId>) {
    let m = s.map();
    let (y1, y2) = m
        .ids()
        .filter(|&h| open(s, h))
        .find_map(|y1| {
            let y2 = m.ids().find(|&h| {
                open(s, h) && m.distance(y1, h) == 2 && m.adjacent(h).into_iter().filter(|&n| open(s, n)).count() >= 3
            })?;
            Some((y1, y2))
        })
        .expect("geometry");
    for _ in 0..3 {
        place_unit(s, RED, UnitKind::Archers, y1);
    }
    let sw = (0..defenders).map(|_| place_unit(s, BLUE, UnitKind::Swordsmen, y2)).collect();
    (y1, y2, sw)
}

/// G-15 step 6 — Blue lands the unit of a passed check on the first legal hex offered.
fn land_first(s: &mut State, script: &mut Script) {
    if let Some(BattleStep::Land(_)) = s.battle().map(|b| b.step) {
        let first = crate::legal::legal_actions(s, BLUE).into_iter().next().expect("a legal hex");
        assert!(matches!(first, Action::Land(_)));
        ok(s, BLUE, first, script);
    }
}

fn start(s: &mut State, y1: RegionId, y2: RegionId, blue_action_dice: u8, script: &mut Script) {
    ok(s, RED, Action::Manoeuvre { from: y1, to: y1, leave_peasants: false }, script);
    ok(s, RED, Action::Attack { target: y2 }, script);
    if s.battle().is_some_and(|b| b.step == BattleStep::React) {
        ok(s, BLUE, Action::NoReaction, script);
    }
    ok(s, RED, Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }, script);
    ok(s, BLUE, Action::Prepare { action_dice: blue_action_dice, experience: 0, omit_defence: 0, fabian: 0 }, script);
}

/// HK-25, A-4 — the action die of a side with no active unit deals no
/// damage when drawn, yet it is that side's own die in a check.
#[test]
fn a4_dice_of_a_side_that_cannot_reach() {
    let mut s = state();
    let (y1, y2, sw) = ranged_battle(&mut s, 2);
    s.players[BLUE.index()].government = Government::Democracy;
    let mut script = Script::new(&[G, P, N, P, N]);
    start(&mut s, y1, y2, 2, &mut script);
    let b = s.battle().expect("battle");
    assert_eq!(b.active, [true, false]);
    assert_eq!(b.bag, Bag::new(3, 2, 2), "3 archers; Blue's 2 action dice and 2 defence dice");
    ok(&mut s, RED, Action::DrawTokens(3), &mut script);
    let b = s.battle().expect("battle");
    assert_eq!(b.drawn, Bag::new(1, 1, 1));
    assert_eq!(b.damage_left, [1, 0], "Blue's drawn action die is a blank for damage");
    ok(&mut s, RED, Action::AssignLoss(Target::Unit(sw[0])), &mut script);
    let events = ok(&mut s, BLUE, Action::Recover(sw[0]), &mut script);
    let check = events.iter().find_map(|e| match e {
        Event::CheckMade { drawn, passed, .. } => Some((drawn.clone(), *passed)),
        _ => None,
    });
    assert_eq!(check, Some((vec![P, N], true)), "the same kind of die is Blue's own in the check");
}

/// HK-61, G-18 — Field Medicine adds a recovery symbol: with Democracy, two
/// recovery attempts in one battle; without it, one.
#[test]
fn g18_field_medicine_second_recovery() {
    for medicine in [false, true] {
        let mut s = state();
        let (y1, y2, sw) = ranged_battle(&mut s, 3);
        s.players[BLUE.index()].government = Government::Democracy;
        if medicine {
            s.players[BLUE.index()].techs.insert(Tech::FieldMedicine);
        }
        assert_eq!(recovery_symbols(&s, BLUE), 1 + u8::from(medicine));
        let mut script = Script::new(&[G, G, N, P, N, P, N]);
        start(&mut s, y1, y2, 2, &mut script);
        ok(&mut s, RED, Action::DrawTokens(3), &mut script);
        assert_eq!(s.battle().map(|b| b.damage_left), Some([2, 0]));
        ok(&mut s, RED, Action::AssignLoss(Target::Unit(sw[0])), &mut script);
        ok(&mut s, RED, Action::AssignLoss(Target::Unit(sw[1])), &mut script);
        ok(&mut s, BLUE, Action::Recover(sw[0]), &mut script);
        land_first(&mut s, &mut script);
        let step = s.battle().map(|b| b.step);
        if medicine {
            assert_eq!(step, Some(BattleStep::Recover(Side::Defender)), "a second attempt");
            assert_eq!(crate::legal::legal_actions(&s, BLUE), vec![Action::Recover(sw[1]), Action::SkipCheck]);
            ok(&mut s, BLUE, Action::Recover(sw[1]), &mut script);
            land_first(&mut s, &mut script);
            assert!(s.battle().is_none());
        } else {
            assert!(s.battle().is_none(), "one symbol, one attempt");
        }
        let swordsmen = s.units.values().filter(|u| u.owner == BLUE).count();
        assert_eq!(swordsmen, if medicine { 3 } else { 2 });
    }
}

//! Test vectors WW-EX-11…14, 16, 19…24, 27, 28 (combat, Supply, trade, range).

use super::{add, ex_11_sides, ex_22_raid, exec, slot_state};
use crate::air::{bombing_damages, interception};
use crate::convoy::passing_attack;
use crate::event::Event;
use crate::ids::{Faction, Good, Resources, UnitKind};
use crate::land::{land_battle_result, landing_allowed, strike_hits};
use crate::map::{map, rid};
use crate::naval::naval_round;
use crate::refusal::Refuse;
use crate::state::{InterceptFirst, SinkFirst, Task};
use crate::supply::{affordable, pay_garrison};
use crate::{Action, Ev};
use Faction::{Allies, Axis, Ussr};
use UnitKind::{Bomber, Infantry, Merchant, Navy, Tank};
use engine::side::Side;

/// WW-EX-11, WW-17 — 4 + (6 + 5) = 15 beats 2 + 3 + 6 = 11: the attacker wins.
#[test]
fn ww_ex_11_land_battle_attacker_wins() {
    let r = land_battle_result(&[4, 6, 5], &[2, 3, 6]);
    assert_eq!((r.attack, r.defence, r.attacker_wins), (15, 11, true));
}

/// Executes a legal `a` with the dice stream of `seed`: each seed below was
/// found by search so that its first d6 faces are the example's, in the
/// order the attack throws them.
fn exec_seeded(s: &mut crate::State, f: Faction, a: &Action, seed: &str) -> Vec<Event> {
    crate::check::check(s, f, a).expect("legal");
    let mut ev = Ev::default();
    crate::execute(s, f, a, &mut engine::dice::Dice::from_seed(seed), &mut ev);
    ev.into_vec()
}

/// WW-EX-11, WW-17, WW-13, WW-G5 — in play with the example's faces
/// (seed `ww-ex-0-58825`: 4, 6, 5, then 2, 3, 6): 15 beats 11, Warsaw is
/// taken, its three infantry are disbanded, each side spends 3 Supply.
#[test]
fn ww_ex_11_in_play_with_the_examples_dice() {
    let mut s = ex_11_sides();
    let events = exec_seeded(&mut s, Axis, &Action::Launch { target: rid("warsaw") }, "ww-ex-0-58825");
    let battle = events.iter().find_map(|e| match e {
        Event::LandBattle { attack, defence, attacker_won, .. } => {
            Some((attack.clone(), defence.clone(), *attacker_won))
        }
        _ => None,
    });
    assert_eq!(battle, Some((vec![4, 6, 5], vec![2, 3, 6], true)));
    assert!(events.contains(&Event::GarrisonLost { region: rid("warsaw"), count: 3 }), "all three disbanded");
    assert_eq!(s.owner(rid("warsaw")), Some(Axis));
    assert_eq!(s.region(rid("warsaw")).map(|r| (r.garrison, r.supply)), Some((0, 3)), "the neutral paid 3 × 1");
    assert_eq!(s.faction(Axis).stock.s, 12 - 3, "the attacker paid 1 + 2");
}

/// WW-EX-12, WW-17, WW-G6, WW-AMB-3 — in play: a tank throws 6, 6 against
/// Warsaw's 4, 4, 4 (seed `ww-ex-1-2434`); 12 against 12 holds the region
/// and the tank is disbanded.
#[test]
fn ww_ex_12_in_play_the_tie_holds() {
    let mut s = slot_state(Axis);
    let tank = add(&mut s, Axis, Tank, "breslau");
    exec(&mut s, Axis, &Action::Order { unit: tank, target: rid("warsaw") }).expect("in range");
    let events = exec_seeded(&mut s, Axis, &Action::Launch { target: rid("warsaw") }, "ww-ex-1-2434");
    assert!(events.iter().any(|e| matches!(e,
        Event::LandBattle { attack, defence, attacker_won: false, .. } if attack == &[6, 6] && defence == &[4, 4, 4])));
    assert!(s.unit(tank).is_none(), "the attacking tank is disbanded");
    assert_eq!(s.owner(rid("warsaw")), None);
    assert_eq!(s.region(rid("warsaw")).map(|r| r.garrison), Some(3));
}

/// WW-EX-12, WW-17, WW-G6, WW-AMB-3 — 12 vs 12: the defender holds.
#[test]
fn ww_ex_12_tie_goes_to_defender() {
    let r = land_battle_result(&[6, 6], &[4, 4, 4]);
    assert_eq!((r.attack, r.defence, r.attacker_wins), (12, 12, false));
}

/// WW-EX-13, WW-25, WW-G5 — with 1 Supply only the infantry can attack.
#[test]
fn ww_ex_13_only_the_affordable_unit_attacks() {
    assert_eq!(affordable(1, &[2, 1]), vec![false, true]);
    let mut s = slot_state(Axis);
    s.factions[Axis.index()].stock.s = 1;
    let tank = add(&mut s, Axis, Tank, "berlin");
    let inf = add(&mut s, Axis, Infantry, "breslau");
    for unit in [tank, inf] {
        exec(&mut s, Axis, &Action::Order { unit, target: rid("warsaw") }).expect("in range");
    }
    let events = exec(&mut s, Axis, &Action::Launch { target: rid("warsaw") }).expect("legal");
    assert!(events.contains(&Event::Unsupplied { unit: tank }));
    assert!(events.iter().any(|e| matches!(e, Event::SupplyPaid { unit, .. } if *unit == inf)));
    assert_eq!(s.unit(tank).map(|u| u.task), Some(Task::Idle), "the unpaid tank did not attack");
}

/// WW-EX-14, WW-8, WW-25, WW-G5 — a neutral pays 3 per attacked turn; at 0 it cannot roll.
#[test]
fn ww_ex_14_neutral_supply_runs_out() {
    let mut s = slot_state(Axis);
    let warsaw = rid("warsaw");
    let mut ev = Ev::default();
    for (turn, rolling, left) in [(1, 3, 3), (2, 3, 0), (3, 0, 0)] {
        ev.emit(&mut s, Event::TurnBegan { turn });
        assert_eq!(pay_garrison(&mut s, warsaw, &mut ev), rolling, "turn {turn}");
        assert_eq!(s.region(warsaw).map(|r| r.supply), Some(left));
    }
    assert!(land_battle_result(&[1], &[]).attacker_wins, "any total ≥ 1 captures");
}

/// WW-EX-16, WW-30, WW-31, WW-34 — bombing: 1–3 nothing, 4–6 damaged.
#[test]
fn ww_ex_16_strategic_bombing_faces() {
    for f in 1..=3 {
        assert!(!bombing_damages(&[f]));
    }
    for f in 4..=6 {
        assert!(bombing_damages(&[f]));
    }
    assert!(bombing_damages(&[1, 4, 5]), "further hits add nothing, one suffices");
}

/// WW-EX-19, WW-34 — a bomber kills a land division or a navy only on a 6.
#[test]
fn ww_ex_19_bomber_vs_division_and_navy() {
    assert_eq!(strike_hits(&[6]), 1);
    assert_eq!(strike_hits(&[1, 2, 3, 4, 5]), 0);
    assert_eq!(naval_round((&[], &[6], &[]), 1, 0, 0, SinkFirst::ByArm).navy_sunk, 1);
    assert_eq!(naval_round((&[], &[5], &[]), 1, 0, 0, SinkFirst::ByArm).navy_sunk, 0);
}

/// WW-EX-20, WW-37 — bomber or navy vs merchant: 4–6 sinks, 1–3 misses.
#[test]
fn ww_ex_20_merchants_sink_on_four_to_six() {
    for f in 1..=6u8 {
        let sunk = usize::from(f >= 4);
        assert_eq!(naval_round((&[], &[f], &[]), 0, 1, 0, SinkFirst::ByArm).merchants_sunk, sunk, "bomber {f}");
        assert_eq!(naval_round((&[f], &[], &[]), 0, 1, 1, SinkFirst::ByArm).merchants_sunk, sunk, "navy {f}");
        assert_eq!(passing_attack((&[f], &[]), 0, 1, 0, SinkFirst::ByArm).merchants_sunk, sunk, "passing {f}");
    }
}

/// WW-EX-21, WW-35 — a fighter destroys a bomber or fighter on 4–6.
#[test]
fn ww_ex_21_fighter_hits_on_four_to_six() {
    for f in 1..=6u8 {
        let hit = usize::from(f >= 4);
        assert_eq!(interception(&[f], &[], 1, 0, InterceptFirst::Bombers).bombers_lost, hit);
        assert_eq!(interception(&[1], &[f], 1, 1, InterceptFirst::Bombers).interceptors_lost, hit);
        assert_eq!(interception(&[f], &[], 0, 1, InterceptFirst::Bombers).escorts_lost, hit);
    }
}

/// WW-EX-22, WW-14, WW-34, WW-G7 — 2 bombers, 1 interceptor rolls 5, survivor rolls 4.
#[test]
fn ww_ex_22_interception_then_bombing() {
    let r = interception(&[5], &[], 2, 0, InterceptFirst::Bombers);
    assert_eq!(r.bombers_lost, 1);
    assert!(bombing_damages(&[4]));
}

/// WW-EX-22, WW-14, WW-34, WW-G7 — in play with the example's numbers:
/// the covering fighter (paid, WW-G5) throws 5 and downs a bomber, the
/// survivor throws 4 and damages London's factory (seed `ww-ex-2-16`).
#[test]
fn ww_ex_22_in_play_with_the_examples_dice() {
    use crate::event::FireKind;
    let (mut s, bombers, fighter) = ex_22_raid(0);
    let events = exec_seeded(&mut s, Axis, &Action::Bomb { target: rid("london") }, "ww-ex-2-16");
    assert!(events.iter().any(|e| matches!(e, Event::SupplyPaid { unit, .. } if *unit == fighter)), "WW-G5");
    let fire = |kind: FireKind| {
        events.iter().find_map(|e| match e {
            Event::Fire { kind: k, faces, hits, .. } if *k == kind => Some((faces.clone(), *hits)),
            _ => None,
        })
    };
    assert_eq!(fire(FireKind::Interception), Some((vec![5], 1)));
    assert_eq!(fire(FireKind::Bombing), Some((vec![4], 1)));
    assert_eq!(bombers.iter().filter(|b| s.unit(**b).is_none()).count(), 1, "one bomber destroyed");
    assert!(events.contains(&Event::FacilityDamaged { region: rid("london") }));
    assert!(s.is_damaged(rid("london")));
}

/// WW-EX-23, WW-20, WW-AMB-15 — escorts and tanks under fire.
#[test]
fn ww_ex_23_landing_rules() {
    assert_eq!(landing_allowed(3, 0, 2, false), Err(Refuse::NeedEscort));
    assert_eq!(landing_allowed(3, 0, 3, false), Ok(()));
    assert_eq!(landing_allowed(2, 1, 3, false), Err(Refuse::TanksUnderFire));
    assert_eq!(landing_allowed(2, 1, 3, true), Ok(()));
}

/// WW-EX-23, WW-20 — in play: three infantry with two navy may not land; with three they may.
#[test]
fn ww_ex_23_landing_in_play() {
    let mut s = slot_state(Allies);
    let inf: Vec<_> = (0..3).map(|_| add(&mut s, Allies, Infantry, "london")).collect();
    let navy: Vec<_> = (0..3).map(|_| add(&mut s, Allies, Navy, "english_channel")).collect();
    let target = rid("amsterdam");
    for &unit in inf.iter().chain(&navy[..2]) {
        exec(&mut s, Allies, &Action::Order { unit, target }).expect("in range");
    }
    assert_eq!(exec(&mut s, Allies, &Action::Launch { target }).map(|_| ()), Err(Refuse::NeedEscort));
    exec(&mut s, Allies, &Action::Order { unit: navy[2], target }).expect("in range");
    exec(&mut s, Allies, &Action::Launch { target }).expect("three escorts suffice");
    let tank = add(&mut s, Allies, Tank, "london");
    let r = exec(&mut s, Allies, &Action::Order { unit: tank, target: rid("brussels") });
    assert_eq!(r.map(|_| ()), Err(Refuse::TanksUnderFire));
}

/// WW-EX-24, WW-15, WW-20, WW-G8 — enemy rolls 4; escorts 3 and 6: one each sunk, one infantry lost.
#[test]
fn ww_ex_24_passing_attack_on_a_landing() {
    let r = passing_attack((&[4], &[3, 6]), 2, 0, 2, SinkFirst::ByArm);
    assert_eq!((r.escorts_sunk, r.hostile_sunk, r.carried_lost, r.merchants_sunk), (1, 1, 1, 0));
}

/// WW-EX-27 (a), WW-27, WW-G9 — a merchant reaching the North Atlantic brings +1 P.
#[test]
fn ww_ex_27a_import_voyage_arrives() {
    let mut s = slot_state(Allies);
    let m = add(&mut s, Allies, Merchant, "north_sea");
    let before = s.faction(Allies).stock.p;
    let events =
        exec(&mut s, Allies, &Action::Voyage { unit: m, edge: rid("north_atlantic"), cargo: Good::Production })
            .expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::Imported { .. })));
    assert_eq!(s.faction(Allies).stock.p, before + 1);
    assert_eq!(s.unit(m).map(|u| (u.at, u.task)), Some((rid("north_sea"), Task::Spent)), "back home, spent");
}

/// WW-EX-27 (b), WW-28, WW-37 — a sunk merchant brings nothing and is lost.
#[test]
fn ww_ex_27b_sunk_merchant_brings_nothing() {
    assert_eq!(passing_attack((&[5], &[]), 0, 1, 0, SinkFirst::ByArm).merchants_sunk, 1);
    let mut s = slot_state(Allies);
    s.wars.push((Axis, Allies));
    let m = add(&mut s, Allies, Merchant, "north_sea");
    for _ in 0..30 {
        add(&mut s, Axis, Navy, "north_sea");
    }
    let before = s.faction(Allies).stock.p;
    exec(&mut s, Allies, &Action::Voyage { unit: m, edge: rid("north_atlantic"), cargo: Good::Production })
        .expect("legal");
    assert!(s.unit(m).is_none(), "thirty navies do not all miss");
    assert_eq!(s.faction(Allies).stock.p, before);
}

/// WW-EX-27 (c), WW-22, WW-AMB-9 — Manpower cannot be a trade cargo.
#[test]
fn ww_ex_27c_no_manpower_by_trade() {
    let json = r#"{"Voyage":{"unit":1,"edge":55,"cargo":"manpower"}}"#;
    assert!(serde_json::from_str::<Action>(json).is_err());
    assert!(serde_json::from_str::<Good>(r#""supply""#).is_ok());
}

/// WW-EX-27 (d), WW-37 — 7 Supply to a neutral by sea needs three loads (3 + 3 + 1).
#[test]
fn ww_ex_27d_transport_holds_three() {
    let mut s = slot_state(Allies);
    let m = add(&mut s, Allies, Merchant, "north_sea");
    let too_much = Action::Transport { unit: m, to: rid("oslo"), cargo: Resources::new(0, 0, 4) };
    assert_eq!(exec(&mut s, Allies, &too_much).map(|_| ()), Err(Refuse::CargoTooLarge));
    let load = Action::Transport { unit: m, to: rid("oslo"), cargo: Resources::new(0, 0, 3) };
    exec(&mut s, Allies, &load).expect("three fit");
    assert_eq!(s.region(rid("oslo")).map(|r| r.supply), Some(9));
    assert_eq!(7u32.div_ceil(crate::merchant::HOLD), 3);
}

/// WW-EX-28, WW-34, WW-G1, WW-G4 — a bomber in London reaches 2 steps, not 3.
#[test]
fn ww_ex_28_bomber_range_from_london() {
    let m = map();
    let london = rid("london");
    for near in ["paris", "hamburg", "amsterdam", "brussels", "oslo", "copenhagen"] {
        assert!(m.steps(london, rid(near)) <= 2, "{near}");
    }
    for far in ["ruhr", "berlin"] {
        assert!(m.steps(london, rid(far)) >= 3, "{far}");
    }
    let mut s = slot_state(Allies);
    let b = add(&mut s, Allies, Bomber, "london");
    assert_eq!(
        exec(&mut s, Allies, &Action::Order { unit: b, target: rid("ruhr") }).map(|_| ()),
        Err(Refuse::OutOfRange { reach: 2 })
    );
    exec(&mut s, Allies, &Action::Order { unit: b, target: rid("hamburg") }).expect("in range");
    let _ = Ussr;
}

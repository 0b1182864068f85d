//! Test vectors WW-EX-1…10, 15, 17, 18, 25, 26 (turn zero, income, initiative, calendar).

use super::{exec, slot_state};
use crate::check::budget_left;
use crate::event::Event;
use crate::ids::{Faction, Resources, Timing, UnitKind};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::setup::{initial_state, starting_supply};
use crate::state::Phase;
use crate::turn::{calendar, income, initiative_order, turn_zero_budget};
use crate::{Action, Ev};
use Faction::{Allies, Axis, Ussr};
use UnitKind::{Bomber, Fighter, Infantry, Merchant, Navy, Tank};
use engine::refusal::Reason;

fn buy_all(s: &mut crate::State, f: Faction, list: &[(UnitKind, usize)], place: &str) -> Result<(), Refuse> {
    for &(unit, n) in list {
        for _ in 0..n {
            let place = if unit.is_ship() { rid("north_sea") } else { rid(place) };
            exec(s, f, &Action::Buy { unit, place, count: 1 })?;
        }
    }
    Ok(())
}

/// WW-EX-1, WW-1 — turn-zero budgets.
#[test]
fn ww_ex_1_turn_zero_budgets() {
    let s = initial_state();
    assert_eq!(turn_zero_budget(&s, Ussr), Resources::new(20, 24, 0));
    assert_eq!(turn_zero_budget(&s, Axis), Resources::new(26, 24, 0));
    assert_eq!(turn_zero_budget(&s, Allies), Resources::new(22, 18, 0));
    assert_eq!(budget_left(&s, Axis), Resources::new(26, 24, 12));
}

/// WW-EX-2, WW-3 — starting Supply stocks.
#[test]
fn ww_ex_2_starting_supply() {
    let s = initial_state();
    assert_eq!([Axis, Ussr, Allies].map(starting_supply), [12, 16, 16]);
    assert_eq!([Axis, Ussr, Allies].map(|f| s.faction(f).stock.s), [12, 16, 16]);
}

/// WW-EX-3, WW-EX-4, WW-G1, WW-G2 — per-turn income from the map at start.
#[test]
fn ww_ex_3_4_income_at_start() {
    let s = initial_state();
    assert_eq!(income(&s, Ussr), Resources::new(10, 12, 4));
    assert_eq!(income(&s, Axis), Resources::new(13, 12, 3));
    assert_eq!(income(&s, Allies), Resources::new(11, 9, 4));
}

/// WW-EX-5, WW-1, WW-38 — a legal USSR purchase leaves 0 MP and 1 P.
#[test]
fn ww_ex_5_ussr_purchase_is_legal() {
    let mut s = initial_state();
    let list = [(Infantry, 5), (Tank, 3), (Fighter, 1), (Bomber, 1)];
    buy_all(&mut s, Ussr, &list, "moscow").expect("legal");
    exec(&mut s, Ussr, &Action::Buy { unit: Merchant, place: rid("baltic_sea"), count: 1 }).expect("legal merchant");
    assert_eq!(budget_left(&s, Ussr), Resources::new(0, 1, 16));
}

/// WW-EX-6, WW-1 — seven USSR infantry cost 21 MP > 20.
#[test]
fn ww_ex_6_seven_infantry_over_budget() {
    let mut s = initial_state();
    buy_all(&mut s, Ussr, &[(Infantry, 6)], "moscow").expect("six fit");
    let r = exec(&mut s, Ussr, &Action::Buy { unit: Infantry, place: rid("moscow"), count: 1 });
    let why = Refuse::OverBudget { cost: Resources::new(3, 1, 0), left: Resources::new(2, 18, 16) };
    assert_eq!(r.map(|_| ()), Err(why));
    assert_eq!(why.rule(), "WW-1");
}

/// WW-EX-7, WW-1 — 6 infantry, 4 tanks, 2 bombers fit the Axis budget
/// (MP 18 + 4 + 2 = 24 ≤ 26, P 6 + 12 + 6 = 24 ≤ 24); adding 2 fighters
/// makes P 30 > 24, refused.
#[test]
fn ww_ex_7_axis_purchase_then_fighters_over_budget() {
    let mut s = initial_state();
    buy_all(&mut s, Axis, &[(Infantry, 6), (Tank, 4), (Bomber, 2)], "berlin").expect("legal");
    let spent = s.faction(Axis).pending.iter().fold(Resources::default(), |acc, p| acc.plus(p.kind.cost()));
    assert_eq!((spent.mp, spent.p), (24, 24));
    assert_eq!(budget_left(&s, Axis), Resources::new(2, 0, 12));
    assert_eq!(spent.p + 2 * Fighter.cost().p, 30, "two fighters more");
    let r = exec(&mut s, Axis, &Action::Buy { unit: Fighter, place: rid("berlin"), count: 2 });
    assert_eq!(
        r.map(|_| ()),
        Err(Refuse::OverBudget { cost: Resources::new(2, 6, 0), left: Resources::new(2, 0, 12) }),
        "two fighters cost 2 MP and 6 P; 2 MP and 0 P are left"
    );
}

/// WW-EX-8, WW-1, WW-2 — Allies: 6 infantry, 2 navy, 2 merchants exactly fit 18 P.
#[test]
fn ww_ex_8_allied_purchase_is_legal() {
    let mut s = initial_state();
    buy_all(&mut s, Allies, &[(Infantry, 6), (Navy, 2), (Merchant, 2)], "london").expect("legal");
    assert_eq!(budget_left(&s, Allies), Resources::new(2, 0, 16));
}

/// WW-EX-9, WW-22, WW-G3, WW-AMB-10 — unspent MP carries over: 2 + 10 = 12.
#[test]
fn ww_ex_9_unspent_budget_carries_over() {
    let mut s = initial_state();
    buy_all(&mut s, Ussr, &[(Infantry, 6)], "moscow").expect("18 MP");
    for f in [Axis, Ussr, Allies] {
        exec(&mut s, f, &Action::FinishPurchase).expect("finish");
    }
    assert_eq!(s.turn, 1);
    assert_eq!(s.phase, Phase::Purchase);
    assert_eq!(s.faction(Ussr).stock.mp, 12);
    assert_eq!(s.units_of(Ussr).count(), 6);
}

/// WW-EX-10, WW-6, WW-8 — a neutral region starts with 3 infantry and 6 Supply, no income.
#[test]
fn ww_ex_10_neutral_region_at_start() {
    let s = initial_state();
    let warsaw = s.region(rid("warsaw")).expect("land");
    assert_eq!((warsaw.owner, warsaw.garrison, warsaw.supply), (None, 3, 6));
    assert!(
        crate::map::map().land_ids().filter(|&r| s.is_neutral(r)).all(|r| s.region(r).is_some_and(|x| x.garrison == 3))
    );
}

/// WW-EX-15, WW-22, WW-G15 — Axis takes Warsaw: 14 MP income next turn.
#[test]
fn ww_ex_15_captured_region_adds_manpower() {
    let mut s = initial_state();
    let mut ev = Ev::default();
    ev.emit(&mut s, Event::RegionCaptured { region: rid("warsaw"), by: Axis, from: None });
    assert_eq!(income(&s, Axis).mp, 14);
}

/// WW-EX-17, WW-31, WW-G3 — Kharkov factory bombed in turn 3: 9 P in turn 4, 12 P in turn 5.
#[test]
fn ww_ex_17_factory_damage_and_repair() {
    let mut s = initial_state();
    s.turn = 3;
    let mut ev = Ev::default();
    ev.emit(&mut s, Event::FacilityDamaged { region: rid("kharkov") });
    assert!(s.is_damaged(rid("kharkov")));
    s.turn = 4;
    assert_eq!(income(&s, Ussr).p, 9);
    s.turn = 5;
    assert_eq!(income(&s, Ussr).p, 12);
}

/// WW-EX-18, WW-30, WW-G2, WW-G3 — Baku well bombed in turn 5: 1 S in turn 6 (Iran), 4 S in turn 7.
#[test]
fn ww_ex_18_oil_well_damage_and_repair() {
    let mut s = initial_state();
    s.turn = 5;
    let mut ev = Ev::default();
    ev.emit(&mut s, Event::FacilityDamaged { region: rid("baku") });
    s.turn = 6;
    assert_eq!(income(&s, Ussr).s, 1);
    s.turn = 7;
    assert_eq!(income(&s, Ussr).s, 4);
}

/// WW-EX-25, WW-19, WW-AMB-13 — SOONER before LATER, highest d100 first.
#[test]
fn ww_ex_25_initiative_order() {
    let choices = [(Axis, Timing::Sooner), (Ussr, Timing::Sooner), (Allies, Timing::Later)];
    assert_eq!(initiative_order(&choices, &[(Axis, 37), (Ussr, 82)]), vec![Ussr, Axis, Allies]);
    assert_eq!(crate::turn::order_by_rolls(&[(Axis, 50), (Ussr, 50)]), vec![vec![Axis, Ussr]], "a tie is re-rolled");
}

/// WW-EX-25, WW-19 — in play, only the factions of a group of two or more roll.
#[test]
fn ww_ex_25_lone_later_faction_does_not_roll() {
    let mut s = initial_state();
    s.turn = 1;
    s.phase = Phase::Initiative;
    exec(&mut s, Axis, &Action::ChooseInitiative(Timing::Sooner)).expect("legal");
    exec(&mut s, Allies, &Action::ChooseInitiative(Timing::Later)).expect("legal");
    let events = exec(&mut s, Ussr, &Action::ChooseInitiative(Timing::Sooner)).expect("legal");
    let rolled: Vec<Faction> = events
        .iter()
        .filter_map(|e| if let Event::InitiativeRolled { faction, .. } = e { Some(*faction) } else { None })
        .collect();
    assert!(!rolled.contains(&Allies) && rolled.contains(&Axis) && rolled.contains(&Ussr));
    assert_eq!(s.order.last(), Some(&Allies));
    assert_eq!(s.phase, Phase::Action { slot: 0 });
}

/// WW-EX-26, WW-11, WW-G3 — the calendar.
#[test]
fn ww_ex_26_calendar() {
    let label = |t| {
        let (season, year) = calendar(t);
        format!("{season} {year}")
    };
    assert_eq!(label(1), "autumn 1939");
    assert_eq!(label(2), "winter 1939/40");
    assert_eq!(label(3), "spring 1940");
    assert_eq!(label(4), "summer 1940");
    assert_eq!(label(5), "autumn 1940");
    assert_eq!(label(24), "summer 1945");
    let _ = slot_state;
}

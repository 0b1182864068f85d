//! Issue 37 — orders and refusals as the rules give them: every set of
//! targets an attack may name (DC-ORD-1), plans locked by the order
//! (DC-PLAN-1), the land panel telling a nation its armies' orders and
//! plans, and refusals that cite the rule that forbids (DC-RES-4,
//! DC-MOVE-4). Each test failed on the code before issue 37.

use super::{army, empty, put};
use crate::Deluge;
use crate::action::Action;
use crate::battle::{Losses, Verdict};
use crate::check::check;
use crate::map::land;
use crate::nation::Nation;
use crate::refusal::Refuse;
use crate::state::{AfterVictory, Mode, Movement, Order, Phase, Retreat};
use engine::rules::{Refusal, Rules};
use engine::seat::SeatId;

/// DC-ORD-1 — an attack names "one, several or all" hostile armies: with
/// four in the land every one of the 15 sets is offered (before: the four
/// alone and all four).
#[test]
fn dc_ord_1_every_set_of_targets_is_offered() {
    let mut s = empty(Mode::Tabletop);
    let mos = put(&mut s, "MOS_MAIN", "minsk", 700);
    for code in ["LIT_1", "LIT_2", "LIT_3", "RON_CROWN_1"] {
        put(&mut s, code, "minsk", 50);
    }
    s.phase = Phase::Orders;
    let sets: Vec<Vec<_>> = crate::legal::legal_actions(&s, Nation::Mos)
        .into_iter()
        .filter_map(|a| match a {
            Action::Command { army, order: Order::Attack(t) } if army == mos => Some(t),
            _ => None,
        })
        .collect();
    assert_eq!(sets.len(), 15, "2⁴ − 1 sets");
    assert!(sets.iter().any(|t| *t == vec![army("LIT_1"), army("LIT_3")]), "two of four");
}

/// DC-PLAN-1 — "all plans must be set before the order is confirmed": the
/// order locks the plan, and the order stands (before: both could change
/// after the order).
#[test]
fn dc_plan_1_the_order_locks_the_plan() {
    let mut s = empty(Mode::Tabletop);
    let swe = put(&mut s, "SWE_ROYAL_1", "poznan", 400);
    put(&mut s, "RON_CROWN_2", "poznan", 100);
    s.phase = Phase::Orders;
    let plan = Action::AfterVictory { army: swe, plan: AfterVictory::BeginSiege };
    assert_eq!(check(&s, Nation::Swe, &plan), Ok(()), "a plan before the order");
    let order = Action::Command { army: swe, order: Order::Attack(vec![army("RON_CROWN_2")]) };
    crate::event::apply(&mut s, &crate::event::Event::Commanded { army: swe, order: Order::Defend });
    assert_eq!(check(&s, Nation::Swe, &plan), Err(Refuse::PlanLocked));
    assert_eq!(
        check(&s, Nation::Swe, &Action::RetreatTo { army: swe, target: Retreat::To(land("kalisz")) }),
        Err(Refuse::PlanLocked)
    );
    assert_eq!(
        check(&s, Nation::Swe, &Action::StayAfterTacticalDefeat { army: swe, stay: false }),
        Err(Refuse::PlanLocked)
    );
    assert_eq!(check(&s, Nation::Swe, &order), Err(Refuse::OrderGiven));
    assert_eq!(Refusal::from(Refuse::PlanLocked).rule, "DC-PLAN-1");
    let offered = crate::legal::legal_actions(&s, Nation::Swe);
    assert!(!offered.iter().any(|a| matches!(a, Action::Command { .. } | Action::AfterVictory { .. })));
}

/// DC-MAP-1, GAP-9 — the land panel tells a nation its own army's
/// movement order, order and plan (before: only the phase-2 order), and
/// tells no other nation any of them.
#[test]
fn the_land_panel_shows_an_armys_movement_order_and_plan_to_its_nation_only() {
    let mut s = empty(Mode::Tabletop);
    let id = put(&mut s, "RON_CROWN_1", "masovia", 300);
    s.armies.get_mut(&id).expect("there").movement = Some(Movement::Rest);
    s.armies.get_mut(&id).expect("there").plan.retreat = Some(Retreat::Fortress);
    let rows = |viewer: Option<SeatId>| -> Vec<String> {
        Deluge::region_panel(&Deluge::view(&s, viewer), land("masovia"), viewer)
            .into_iter()
            .flat_map(|section| section.rows.into_iter().map(|(label, _)| label.key))
            .collect()
    };
    let own = rows(Some(SeatId(0)));
    assert!(own.contains(&"dc.row.movement".to_owned()) && own.contains(&"dc.row.plan".to_owned()), "{own:?}");
    let theirs = rows(Some(SeatId(1)));
    assert!(!theirs.contains(&"dc.row.movement".to_owned()) && !theirs.contains(&"dc.row.plan".to_owned()));
}

/// DC-RES-4, DC-AUTO-3 — more bases lost than a side could field is
/// refused with the bases it could field (before: the refusal of moving
/// PS between armies, DC-REORG-1).
#[test]
fn dc_res_4_losses_above_the_bases_on_the_table_are_refused_as_such() {
    let mut s = empty(Mode::Tabletop);
    s.land_mut(land("krakow")).garrison = 20;
    let mos = put(&mut s, "MOS_MAIN", "krakow", 200);
    s.armies.get_mut(&mos).expect("there").order = Some(Order::Storm);
    s.phase = Phase::Orders;
    crate::formation::default_orders(&mut s);
    s.battles = crate::formation::form_battles(&s);
    s.phase = Phase::Results;
    let enter = Action::EnterResult {
        battle: 1,
        verdict: Verdict::Draw,
        losses_0: Losses::default(),
        losses_1: Losses { destroyed: 30, fled: 11 },
        commander: None,
        comment: String::new(),
    };
    let refused = check(&s, Nation::Mos, &enter);
    assert_eq!(refused, Err(Refuse::TooManyLosses { most: 40 }), "the garrison fielded 2 × 20 bases");
    let r = Refusal::from(Refuse::TooManyLosses { most: 40 });
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("DC-RES-4", "dc.refuse.too_many_losses"));
}

/// DC-MOVE-4, GAP-14 — an army in the field of its besieged land cannot
/// enter the fortress, and is told so (before: told to break out, which
/// only an army inside may do).
#[test]
fn dc_move_4_an_army_outside_a_besieged_fortress_is_not_told_to_break_out() {
    let mut s = empty(Mode::Tabletop);
    let ron = put(&mut s, "RON_CROWN_1", "krakow", 100);
    let swe = put(&mut s, "SWE_ROYAL_1", "krakow", 300);
    s.armies.get_mut(&swe).expect("there").besieging = true;
    s.land_mut(land("krakow")).siege = Some(2);
    let r = check(&s, Nation::Ron, &Action::Move { army: ron, movement: Movement::EnterFortress });
    assert_eq!(r, Err(Refuse::FortressBesieged));
    let text = Refusal::from(Refuse::FortressBesieged).text.key;
    assert_eq!(text, "dc.refuse.fortress_besieged");
    // An army inside is the one told to break out (DC-MOVE-3, AMB-37).
    s.armies.get_mut(&ron).expect("there").in_fortress = true;
    assert_eq!(
        check(&s, Nation::Ron, &Action::Move { army: ron, movement: Movement::LeaveFortress }),
        Err(Refuse::Besieged)
    );
}

/// DC-NAT-3, DC-SIEGE-6 (rules 2) — found by the invariants of issue 37 in
/// random play: an alliance that takes effect ends its nations' sieges of
/// each other's lands (before, the Swedes went on besieging an ally).
#[test]
fn an_alliance_lifts_the_allies_sieges() {
    let mut s = empty(Mode::Tabletop);
    let swe = put(&mut s, "SWE_ROYAL_1", "krakow", 300);
    s.armies.get_mut(&swe).expect("there").besieging = true;
    s.land_mut(land("krakow")).siege = Some(2);
    s.proposals.push(crate::state::Proposal { from: Nation::Swe, to: Nation::Ron, points: 0, accepted: true });
    s.phase = Phase::Results;
    let (after, _) = crate::turn::compute_turn(&s);
    assert!(after.allied(Nation::Swe, Nation::Ron));
    assert!(!after.armies[&swe].besieging && after.land(land("krakow")).siege.is_none());
    assert!(crate::invariants::broken(&after).is_empty(), "{:?}", crate::invariants::broken(&after));
}

/// GAP-5 (rules 2) — found by the invariants of issue 37: when Ducal
/// Prussia changes sides, the Swedes besieging it stop, and the Crown's
/// army inside its fortress stands in the field of a Swedish land.
#[test]
fn prussia_changing_sides_ends_its_siege_and_opens_its_fortress() {
    let mut s = empty(Mode::Tabletop);
    let dp = land("ducal_prussia");
    let ron = put(&mut s, "RON_CROWN_1", "ducal_prussia", 50);
    s.armies.get_mut(&ron).expect("there").in_fortress = true;
    let swe = put(&mut s, "SWE_LIVONIA_1", "ducal_prussia", 200);
    s.armies.get_mut(&swe).expect("there").besieging = true;
    s.land_mut(dp).siege = Some(1);
    s.events_due.push(crate::army::CampaignEvent::PrussiaJoinsWar);
    crate::timetable::place_event_armies(&mut s, &mut crate::report::Lines::default());
    assert_eq!(s.land(dp).owner, Nation::Swe);
    assert!(!s.armies[&swe].besieging && !s.armies[&ron].in_fortress);
}

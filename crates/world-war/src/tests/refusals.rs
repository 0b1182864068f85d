//! Refusals carry the rule id and never panic.

use super::{add, exec, slot_state};
use crate::Action;
use crate::WorldWar;
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::tests::{new_game, seats};
use Faction::{Allies, Axis, Ussr};
use engine::dice::Dice;
use engine::refusal::Reason;
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::seat::SeatId;
use engine::side::Side;

/// WW-1 — over budget.
#[test]
fn ww_1_refuses_purchase_over_budget() {
    let mut game = new_game("r");
    for _ in 0..8 {
        let _ = game.act(SeatId(0), Action::Buy { unit: UnitKind::Infantry, place: rid("berlin"), count: 1 });
    }
    let r = game.act(SeatId(0), Action::Buy { unit: UnitKind::Infantry, place: rid("berlin"), count: 1 });
    assert_eq!(r.map(|_| ()).map_err(|r| r.rule), Err("WW-1".to_owned()));
}

/// WW-1 — any number of a kind in one purchase, up to what the budget pays
/// for; none is refused; the choice's field offers exactly that range.
#[test]
fn ww_1_buys_several_units_in_one_action_within_the_budget() {
    let mut game = new_game("r");
    let most = crate::check::most_affordable(game.state(), Axis, UnitKind::Infantry);
    assert!(most >= 2, "the Axis starts with the means for several divisions");
    let buy = |count| Action::Buy { unit: UnitKind::Infantry, place: rid("berlin"), count };
    let amounts = WorldWar::action_amounts(game.state(), SeatId(0), &buy(1));
    assert_eq!((amounts[0].pointer.as_str(), amounts[0].min, amounts[0].max), ("/Buy/count", 1, most));
    assert_eq!(game.act(SeatId(0), buy(0)).map(|_| ()).map_err(|r| r.rule), Err("WW-1".to_owned()), "none");
    assert_eq!(game.act(SeatId(0), buy(most + 1)).map(|_| ()).map_err(|r| r.rule), Err("WW-1".to_owned()));
    game.act(SeatId(0), buy(most)).expect("as many as the budget pays for");
    assert_eq!(game.state().faction(Axis).pending.len(), usize::try_from(most).expect("small"));
    assert_eq!(crate::check::most_affordable(game.state(), Axis, UnitKind::Infantry), 0);
}

/// Logs written before purchases had a count read back as one unit and
/// write out byte for byte as they were, so their signatures still hold.
#[test]
fn a_purchase_without_a_count_is_one_unit_and_serialises_unchanged() {
    let old = r#"{"Buy":{"unit":"infantry","place":3}}"#;
    let action: Action = serde_json::from_str(old).expect("an old purchase");
    assert!(matches!(action, Action::Buy { count: 1, .. }));
    assert_eq!(serde_json::to_string(&action).expect("json"), old);
    let three = Action::Buy { unit: UnitKind::Infantry, place: rid("berlin"), count: 3 };
    assert!(serde_json::to_string(&three).expect("json").contains(r#""count":3"#));
}

/// WW-2 — placement in a foreign region.
#[test]
fn ww_2_refuses_foreign_placement() {
    let mut game = new_game("r");
    let r = game.act(SeatId(0), Action::Buy { unit: UnitKind::Infantry, place: rid("moscow"), count: 1 });
    assert_eq!(r.map(|_| ()).map_err(|r| r.rule), Err("WW-2".to_owned()));
    let r = game.act(SeatId(1), Action::Buy { unit: UnitKind::Navy, place: rid("north_atlantic"), count: 1 });
    assert_eq!(r.map(|_| ()).map_err(|r| r.rule), Err("WW-2".to_owned()));
}

/// WW-G3 — acting out of turn in another faction's slot.
#[test]
fn ww_g3_refuses_acting_out_of_turn() {
    let mut s = slot_state(Axis);
    let u = add(&mut s, Ussr, UnitKind::Infantry, "minsk");
    assert_eq!(
        exec(&mut s, Ussr, &Action::Order { unit: u, target: rid("riga") }).map(|_| ()),
        Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Axis) }))
    );
    assert_eq!(WorldWar::check(&s, SeatId(1), &Action::EndSlot).map_err(|r| r.rule), Err("not-your-turn".to_owned()));
    assert_eq!(
        exec(&mut s, Axis, &Action::FinishPurchase).map(|_| ()),
        Err(Refuse::WrongPhase { phase: crate::state::Phase::Purchase })
    );
}

/// WW-12 — a unit ordered against one target cannot be ordered against another.
#[test]
fn ww_12_refuses_ordering_a_unit_twice() {
    let mut s = slot_state(Axis);
    let u = add(&mut s, Axis, UnitKind::Infantry, "berlin");
    exec(&mut s, Axis, &Action::Order { unit: u, target: rid("warsaw") }).expect("legal");
    let r = exec(&mut s, Axis, &Action::Order { unit: u, target: rid("amsterdam") });
    assert_eq!(r.map(|_| ()), Err(Refuse::UnitBusy));
    assert_eq!(Refuse::UnitBusy.rule(), "WW-12");
    exec(&mut s, Axis, &Action::Order { unit: u, target: rid("warsaw") }).expect("ordering again withdraws");
    exec(&mut s, Axis, &Action::Order { unit: u, target: rid("amsterdam") }).expect("now free");
    let foreign = add(&mut s, Allies, UnitKind::Infantry, "paris");
    assert_eq!(
        exec(&mut s, Axis, &Action::Order { unit: foreign, target: rid("bern") }).map(|_| ()),
        Err(Refuse::NotYourUnit)
    );
}

/// WW-G4 — attacking out of range.
#[test]
fn ww_g4_refuses_attack_out_of_range() {
    let mut s = slot_state(Axis);
    let u = add(&mut s, Axis, UnitKind::Infantry, "munich");
    let r = exec(&mut s, Axis, &Action::Order { unit: u, target: rid("moscow") });
    assert_eq!(r.map(|_| ()), Err(Refuse::OutOfRange { reach: 1 }));
    assert_eq!(Refuse::OutOfRange { reach: 1 }.rule(), "WW-G4");
    let own = exec(&mut s, Axis, &Action::Order { unit: u, target: rid("berlin") });
    assert_eq!(own.map(|_| ()), Err(Refuse::BadTarget));
}

/// WW-20, WW-AMB-15 — tanks may not land under fire.
#[test]
fn ww_20_refuses_tanks_landing_under_fire() {
    let mut s = slot_state(Allies);
    let tank = add(&mut s, Allies, UnitKind::Tank, "london");
    add(&mut s, Allies, UnitKind::Navy, "english_channel");
    let r = WorldWar::check(&s, SeatId(2), &Action::Order { unit: tank, target: rid("amsterdam") });
    assert_eq!(r.map_err(|r| r.rule), Err("WW-20".to_owned()));
}

/// Setup refuses other seat lists.
#[test]
fn setup_refuses_wrong_seats() {
    let mut dice = Dice::from_seed("x");
    let mut wrong = seats();
    wrong.swap(0, 1);
    assert!(WorldWar::setup("europe-1939", &wrong, &mut dice).is_err());
    assert!(WorldWar::setup("europe-1939", &seats()[..2], &mut dice).is_err());
    assert!(WorldWar::setup("mars", &seats(), &mut dice).is_err());
    assert!(WorldWar::setup("europe-1939", &seats(), &mut dice).is_ok());
}

/// Refusals never panic on nonsense ids.
#[test]
fn nonsense_actions_are_refused_not_panicking() {
    let s = slot_state(Axis);
    let bad = engine::board::RegionId(999);
    let unit = crate::ids::UnitId(12345);
    for a in [
        Action::Order { unit, target: bad },
        Action::Launch { target: bad },
        Action::Bomb { target: bad },
        Action::Sweep { target: bad },
        Action::NavalAttack { target: bad },
        Action::Rebase { unit, to: bad },
        Action::Defend { unit, region: bad },
        Action::Cover { unit, region: bad },
        Action::Voyage { unit, edge: bad, cargo: crate::Good::Supply },
        Action::Transfer { to: bad, cargo: crate::Resources::new(0, 0, 1) },
        Action::Buy { unit: UnitKind::Tank, place: bad, count: 1 },
    ] {
        assert!(WorldWar::check(&s, SeatId(0), &a).is_err(), "{a:?}");
    }
}

/// The arguments of a refusal's text, as (name, shown value) pairs; names
/// passed as catalog keys show the key.
fn refusal_args(r: &engine::rules::Refusal) -> Vec<(String, String)> {
    r.text
        .args
        .iter()
        .map(|(name, a)| {
            let shown = match a {
                engine::text::Arg::Plain(v) | engine::text::Arg::Key(v) => v.clone(),
                engine::text::Arg::Text(t) => t.key.clone(),
            };
            (name.clone(), shown)
        })
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|&(n, v)| (n.to_owned(), v.to_owned())).collect()
}

/// WW-1 — the over-budget refusal says what the purchase costs and what is
/// left: seven USSR infantry after six cost 3 MP and 1 P; 2 MP and 18 P are left.
#[test]
fn ww_1_over_budget_says_the_cost_and_what_is_left() {
    let mut s = crate::setup::initial_state();
    for _ in 0..6 {
        exec(&mut s, Ussr, &Action::Buy { unit: UnitKind::Infantry, place: rid("moscow"), count: 1 }).expect("fits");
    }
    let buy = Action::Buy { unit: UnitKind::Infantry, place: rid("moscow"), count: 1 };
    let r = WorldWar::check(&s, Ussr.seat(), &buy).expect_err("over budget");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("WW-1", "ww.refusal.over_budget"));
    assert_eq!(refusal_args(&r), pairs(&[("cost_mp", "3"), ("cost_p", "1"), ("left_mp", "2"), ("left_p", "18")]));
    let three = Action::Buy { unit: UnitKind::Infantry, place: rid("moscow"), count: 3 };
    let r = WorldWar::check(&s, Ussr.seat(), &three).expect_err("over budget");
    assert_eq!(refusal_args(&r), pairs(&[("cost_mp", "9"), ("cost_p", "3"), ("left_mp", "2"), ("left_p", "18")]));
}

/// not-your-turn, WW-G3 — out of turn, the refusal names the power the game
/// waits for; out of phase, the phase the action belongs to.
#[test]
fn ww_g3_refusals_name_whose_turn_and_which_phase() {
    let s = slot_state(Axis);
    let r = WorldWar::check(&s, SeatId(1), &Action::EndSlot).expect_err("Axis slot");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("not-your-turn", "engine.refusal.waiting_for"));
    assert_eq!(refusal_args(&r), pairs(&[("waiting", "ww.faction.axis")]));
    let r = WorldWar::check(&s, SeatId(0), &Action::FinishPurchase).expect_err("not the purchase");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("WW-G3", "ww.refusal.wrong_phase"));
    assert_eq!(refusal_args(&r), pairs(&[("phase", "ww.phase.purchase")]));
    let r = WorldWar::check(&s, SeatId(0), &Action::DeclareWar { on: Ussr }).expect_err("diplomacy is earlier");
    assert_eq!(refusal_args(&r), pairs(&[("phase", "ww.phase.initiative")]));
    let purchase = crate::setup::initial_state();
    let r = WorldWar::check(&purchase, SeatId(0), &Action::EndSlot).expect_err("no slot yet");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("WW-G3", "ww.refusal.wrong_phase"));
    assert_eq!(refusal_args(&r), pairs(&[("phase", "ww.phase.action")]));
}

/// WW-G4, WW-12 — out of range says how far the unit reaches; the wrong unit
/// says which units can.
#[test]
fn ww_g4_range_and_unit_refusals_say_what_would_do() {
    let mut s = slot_state(Axis);
    let inf = add(&mut s, Axis, UnitKind::Infantry, "munich");
    let r = WorldWar::check(&s, SeatId(0), &Action::Order { unit: inf, target: rid("moscow") }).expect_err("far");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("WW-G4", "ww.refusal.out_of_range"));
    assert_eq!(refusal_args(&r), pairs(&[("reach", "1")]));
    let bomber = add(&mut s, Axis, UnitKind::Bomber, "berlin");
    let r = WorldWar::check(&s, SeatId(0), &Action::Order { unit: bomber, target: rid("moscow") }).expect_err("far");
    assert_eq!(refusal_args(&r), pairs(&[("reach", "2")]));
    let r =
        WorldWar::check(&s, SeatId(0), &Action::Cover { unit: inf, region: rid("berlin") }).expect_err("no fighter");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("WW-12", "ww.refusal.wrong_unit"));
    assert_eq!(refusal_args(&r), pairs(&[("able", "ww.refusal.able.cover")]));
}

/// WW-26 — not enough in stock says what it takes and what there is.
#[test]
fn ww_26_not_enough_says_what_it_takes_and_what_there_is() {
    let mut s = slot_state(Axis);
    s.factions[Axis.index()].stock = crate::ids::Resources::new(1, 3, 2);
    let send = Action::Transfer { to: rid("warsaw"), cargo: crate::ids::Resources::new(2, 0, 0) };
    let r = WorldWar::check(&s, SeatId(0), &send).expect_err("too little");
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("WW-26", "ww.refusal.not_enough"));
    assert_eq!(
        refusal_args(&r),
        pairs(&[
            ("need_mp", "2"),
            ("need_p", "0"),
            ("need_s", "0"),
            ("have_mp", "1"),
            ("have_p", "3"),
            ("have_s", "2")
        ])
    );
}

//! The diplomacy step (WW-G3 step 3): trade offers with their terms
//! (WW-G11), war and peace (WW-G12), and the historical option of WW-G12.

use super::exec;
use crate::event::Event;
use crate::ids::{Faction, Good, Resources};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::setup::initial_state;
use crate::state::{Phase, Pledge, State};
use crate::turn::begin_turn;
use crate::{Action, Ev, WorldWar};
use Faction::{Allies, Axis, Ussr};
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::side::Side;

/// Turn 1's initiative phase, where the diplomacy step is.
fn diplomacy_state() -> State {
    let mut s = initial_state();
    s.turn = 1;
    s.phase = Phase::Initiative;
    s
}

fn romanian_oil(turns: Option<u32>, pledge: u32, payment: Resources) -> Action {
    Action::OfferTrade { region: rid("bucharest"), good: Good::Supply, quantity: 3, payment, turns, pledge }
}

/// WW-G3 step 3, WW-G11 — trade is offered in the diplomacy step, for a
/// chosen number of turns: the treaty delivers at the next income steps
/// and ends when its turns have run.
#[test]
fn ww_g11_a_treaty_runs_for_the_turns_offered() {
    let mut s = diplomacy_state();
    let offers = WorldWar::legal_actions(&s, Ussr.seat());
    assert!(offers.iter().any(|a| matches!(a, Action::OfferTrade { turns: Some(23), .. })), "to the end by default");
    exec(&mut s, Ussr, &romanian_oil(Some(2), 0, Resources::new(6, 0, 0))).expect("the neutral accepts");
    let treaty = s.treaties.iter().find(|t| t.buyer == Ussr && t.price.total() > 0).expect("signed");
    assert_eq!(treaty.until, Some(3), "signed in turn 1: delivers at turns 2 and 3");
    let mut ev = Ev::default();
    for turn in [2, 3] {
        let before = s.faction(Ussr).stock.s;
        begin_turn(&mut s, turn, &mut ev);
        assert_eq!(s.faction(Ussr).stock.s, before + 3 + 1 + 3, "turn {turn}: well, Iran, Romania");
    }
    begin_turn(&mut s, 4, &mut ev);
    let events = ev.into_vec();
    assert!(events.iter().any(|e| matches!(e, Event::TreatyExpired { buyer: Ussr, .. })));
    assert!(!s.treaties.iter().any(|t| t.buyer == Ussr && t.price.total() > 0), "the Romanian treaty is over");
}

/// WW-G11 — a pledge is recorded with the treaty and counts for nothing:
/// the payment must still meet the posted price; a duration past the end
/// of the game or an unknown pledge is refused.
#[test]
fn ww_g11_a_pledge_counts_for_nothing() {
    let mut s = diplomacy_state();
    let short = romanian_oil(Some(5), 2, Resources::new(5, 0, 0));
    assert_eq!(exec(&mut s, Ussr, &short).map(|_| ()), Err(Refuse::TradeRefused), "a promise does not pay");
    for bad in [romanian_oil(Some(24), 0, Resources::new(6, 0, 0)), romanian_oil(Some(0), 0, Resources::new(6, 0, 0))] {
        assert_eq!(exec(&mut s, Ussr, &bad).map(|_| ()), Err(Refuse::BadTerms));
    }
    assert_eq!(
        exec(&mut s, Ussr, &romanian_oil(Some(5), 3, Resources::new(6, 0, 0))).map(|_| ()),
        Err(Refuse::BadTerms)
    );
    exec(&mut s, Ussr, &romanian_oil(Some(5), 1, Resources::new(6, 0, 0))).expect("at the posted price");
    let treaty = s.treaties.iter().find(|t| t.buyer == Ussr && t.price.total() > 0).expect("signed");
    assert_eq!(treaty.pledge, Pledge::Protection);
}

/// WW-G3 step 3 — diplomacy belongs to the initiative phase, before the
/// power chooses its timing; the action slot offers none of it.
#[test]
fn ww_g3_diplomacy_comes_before_the_timing() {
    let mut s = diplomacy_state();
    exec(&mut s, Axis, &Action::ChooseInitiative(crate::Timing::Sooner)).expect("legal");
    assert_eq!(
        exec(&mut s, Axis, &Action::DeclareWar { on: Ussr }).map(|_| ()),
        Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Ussr) })),
        "its part of the phase is over"
    );
    let slot = super::slot_state(Ussr);
    let legal = WorldWar::legal_actions(&slot, Ussr.seat());
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::OfferTrade { .. } | Action::OfferPeace { .. } | Action::DeclareWar { .. })),
        "no diplomacy in the action slot"
    );
    let mut slot = slot;
    assert_eq!(
        exec(&mut slot, Ussr, &Action::DeclareWar { on: Axis }).map(|_| ()),
        Err(Refuse::WrongPhase { phase: Phase::Initiative })
    );
}

/// WW-G12 — war may be declared in the diplomacy step on a power at peace;
/// then peace is offered instead, and made when both offer it.
#[test]
fn ww_g12_war_declared_and_peace_made_in_the_diplomacy_step() {
    let mut s = diplomacy_state();
    let legal = WorldWar::legal_actions(&s, Ussr.seat());
    assert!(legal.contains(&Action::DeclareWar { on: Allies }));
    let events = exec(&mut s, Ussr, &Action::DeclareWar { on: Allies }).expect("at peace");
    assert_eq!(events, [Event::WarProclaimed { by: Ussr, on: Allies }]);
    assert!(s.at_war(Allies, Ussr));
    assert_eq!(exec(&mut s, Allies, &Action::DeclareWar { on: Ussr }).map(|_| ()), Err(Refuse::BadWar));
    assert_eq!(exec(&mut s, Allies, &Action::DeclareWar { on: Allies }).map(|_| ()), Err(Refuse::BadWar));
    let legal = WorldWar::legal_actions(&s, Allies.seat());
    assert!(legal.contains(&Action::OfferPeace { with: Ussr }) && !legal.contains(&Action::DeclareWar { on: Ussr }));
    exec(&mut s, Allies, &Action::OfferPeace { with: Ussr }).expect("at war");
    exec(&mut s, Ussr, &Action::OfferPeace { with: Allies }).expect("at war");
    assert!(!s.at_war(Allies, Ussr), "both offered: peace");
}

/// WW-G12 — the historical option: Axis and Allies at war from turn 1, a
/// scenario of its own (its saves carry their own scenario hash).
#[test]
fn ww_g12_historical_option_axis_and_allies_at_war_from_turn_1() {
    let scenarios = WorldWar::scenarios();
    assert_eq!(scenarios.iter().map(|s| s.id).collect::<Vec<_>>(), [crate::SCENARIO, crate::SCENARIO_AT_WAR]);
    assert_ne!(scenarios[0].hash, scenarios[1].hash);
    let seats = super::seats();
    let s = crate::setup::setup(crate::SCENARIO_AT_WAR, &seats).expect("set up");
    assert!(s.at_war(Axis, Allies) && !s.at_war(Axis, Ussr) && !s.at_war(Ussr, Allies));
    let plain = crate::setup::setup(crate::SCENARIO, &seats).expect("set up");
    assert!(plain.wars.is_empty(), "at peace by default (WW-G12)");
}

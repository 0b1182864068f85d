//! The phases as players meet them: everyone acts at once, in secret; the
//! results of a battle are entered by one side and confirmed by the other.

use super::{army, new_game};
use crate::Deluge;
use crate::action::Action;
use crate::battle::{Level, Losses, ResultState, Verdict};
use crate::map::land;
use crate::nation::Nation;
use crate::refusal::Refuse;
use crate::setup::TABLETOP;
use crate::state::{Movement, Order, Phase};
use engine::rules::Rules;
use engine::seat::SeatId;
use engine::side::Side;

fn seat(n: Nation) -> SeatId {
    n.seat()
}

fn end_phase_for_all(game: &mut engine::game::Game<Deluge>) {
    for n in Nation::ALL {
        if !game.state().nation(n).done {
            game.act(seat(n), Action::EndPhase(game.state().phase)).expect("ends");
        }
    }
}

#[test]
fn dc_turn_2_every_nation_acts_at_once_and_the_phase_closes_when_all_have_ended() {
    let mut game = new_game(TABLETOP, "flow");
    assert_eq!(Deluge::to_act(game.state()).len(), 7, "all seven at once");
    game.act(seat(Nation::Swe), Action::EndPhase(game.state().phase)).expect("Sweden ends");
    assert_eq!(Deluge::to_act(game.state()).len(), 6);
    assert_eq!(
        Deluge::check(game.state(), seat(Nation::Swe), &Action::EndPhase(game.state().phase)).map_err(|r| r.rule),
        Err("DC-TURN-2".to_owned())
    );
    end_phase_for_all(&mut game);
    assert_eq!(game.state().phase, Phase::Orders);
}

#[test]
fn gap_9_moves_and_orders_stay_hidden_until_the_phase_closes() {
    let mut game = new_game(TABLETOP, "hidden");
    let main = army("SWE_ROYAL_1");
    let to = land("pomeranian");
    let mv = Action::Move { army: main, movement: Movement::Move(to) };
    game.act(seat(Nation::Swe), mv.clone()).expect("legal");
    game.act(seat(Nation::Swe), Action::Recruit { army: main, ps: 1 }).err();
    let ron_view = Deluge::view(game.state(), Some(seat(Nation::Ron)));
    assert_eq!(ron_view.armies[&main].movement, None, "RON does not see Sweden's order");
    assert!(!Deluge::action_visible(game.state(), seat(Nation::Swe), &mv, Some(seat(Nation::Ron))));
    assert!(Deluge::action_visible(game.state(), seat(Nation::Swe), &mv, Some(seat(Nation::Swe))));
    let swe_view = Deluge::view(game.state(), Some(seat(Nation::Swe)));
    assert_eq!(swe_view.armies[&main].movement, Some(Movement::Move(to)));
    assert_eq!(Deluge::view(game.state(), None).nation(Nation::Swe).ducats, 0, "no treasury shown to a spectator");
    end_phase_for_all(&mut game);
    assert_eq!(game.state().armies[&main].land, to, "DC-MOVE-7: carried out when the phase closes");
    assert!(
        Deluge::action_visible(game.state(), seat(Nation::Swe), &mv, Some(seat(Nation::Ron))),
        "public once the phase closed"
    );
}

#[test]
fn dc_reorg_5_a_movement_order_locks_reorganisation() {
    let mut game = new_game(TABLETOP, "lock");
    let ukr = army("RON_UKRAINE_1");
    game.act(seat(Nation::Ron), Action::Move { army: ukr, movement: Movement::Rest }).expect("rest");
    let split = Action::Split { parent: ukr, slot: army("RON_UKRAINE_2"), ps: 100 };
    assert_eq!(crate::check::check(game.state(), Nation::Ron, &split), Err(Refuse::AlreadyOrdered));
    let mut fresh = new_game(TABLETOP, "split");
    fresh.act(seat(Nation::Ron), split).expect("DC-ARMY-2: the 1st Army of Ukraine splits");
    assert_eq!(fresh.state().armies[&army("RON_UKRAINE_2")].strength, 100);
    assert_eq!(fresh.state().armies[&ukr].strength, 300);
    let bad = Action::Split { parent: army("RON_CROWN_1"), slot: army("RON_UKRAINE_2"), ps: 10 };
    assert_eq!(crate::check::check(fresh.state(), Nation::Ron, &bad), Err(Refuse::BadSplit), "only the named slots");
}

/// A battle in phase 3: the Swedes attack the 2nd Crown Army in Poznań.
fn game_in_phase_3() -> engine::game::Game<Deluge> {
    let mut game = new_game(TABLETOP, "results");
    let main = army("SWE_ROYAL_1");
    game.act(seat(Nation::Swe), Action::Move { army: main, movement: Movement::Move(land("poznan")) }).expect("move");
    end_phase_for_all(&mut game);
    game.act(seat(Nation::Swe), Action::Command { army: main, order: Order::Attack(vec![army("RON_CROWN_2")]) })
        .expect("attack");
    end_phase_for_all(&mut game);
    assert_eq!(game.state().phase, Phase::Results);
    game
}

#[test]
fn dc_res_6_entered_then_replaced_then_confirmed() {
    let mut game = game_in_phase_3();
    let id = game.state().battles[0].id;
    let to_act = Deluge::to_act(game.state());
    assert!(to_act.contains(&seat(Nation::Swe)) && to_act.contains(&seat(Nation::Ron)));
    assert!(!to_act.contains(&seat(Nation::Tat)), "GAP-17: a nation without battles is done");
    let enter = |verdict, a, b| Action::EnterResult {
        battle: id,
        verdict,
        losses_0: Losses { destroyed: a, fled: 0 },
        losses_1: Losses { destroyed: b, fled: 0 },
        commander: None,
        comment: String::new(),
    };
    game.act(seat(Nation::Swe), enter(Verdict::Won(0, Level::Strategic), 5, 20)).expect("Sweden enters");
    assert_eq!(
        Deluge::check(game.state(), seat(Nation::Swe), &Action::Confirm { battle: id, commander: None })
            .map_err(|r| r.rule),
        Err("DC-RES-6".to_owned()),
        "the entering side cannot confirm its own result"
    );
    assert!(!Deluge::to_act(game.state()).contains(&seat(Nation::Swe)), "Sweden waits for the Crown's word");
    game.act(seat(Nation::Ron), enter(Verdict::Won(0, Level::Tactical), 5, 10))
        .expect("RON deletes and enters its own");
    assert!(matches!(game.state().battles[0].result, ResultState::Pending { by: 1, .. }));
    game.act(seat(Nation::Swe), Action::Confirm { battle: id, commander: None }).expect("Sweden confirms");
    assert!(game.state().battles[0].confirmed());
    assert_eq!(
        Deluge::check(game.state(), seat(Nation::Tat), &Action::Confirm { battle: id, commander: None })
            .map_err(|r| r.rule),
        Err("DC-TURN-2".to_owned())
    );
    game.act(seat(Nation::Swe), Action::EndPhase(game.state().phase)).expect("ends");
    game.act(seat(Nation::Ron), Action::EndPhase(game.state().phase)).expect("ends");
    assert_eq!(game.state().turn, 2, "phase 4 ran");
    assert_eq!(
        game.state().armies[&army("RON_CROWN_2")].strength,
        76,
        "tactical: 10×2 = 20; 490 against 100 is the 4–4.99 column, 20% (no RON shift against Sweden) → 24"
    );
}

#[test]
fn dc_res_7_the_phase_ends_only_with_every_result_confirmed() {
    let mut game = game_in_phase_3();
    assert_eq!(
        Deluge::check(game.state(), seat(Nation::Ron), &Action::EndPhase(game.state().phase)).map_err(|r| r.rule),
        Err("DC-RES-7".to_owned())
    );
    let id = game.state().battles[0].id;
    game.act(seat(Nation::Ron), Action::Resolve { battle: id }).expect("the computer's answer, as an entry");
    assert!(
        matches!(game.state().battles[0].result, ResultState::Pending { by: 1, .. }),
        "TABLETOP: the resolver's result waits for the other side"
    );
    assert!(!game.log().last().expect("logged").rolls.is_empty(), "its dice are in the log");
}

/// An action with amounts is offered without the numbers its fields pick;
/// the log line of the same action has them.
#[test]
fn a_choice_with_amounts_reads_without_its_numbers() {
    let game = new_game(TABLETOP, "labels");
    let s = game.state();
    let seat = engine::seat::SeatId(0);
    let transfer = Deluge::legal_actions(s, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Transfer { .. }))
        .expect("the Crown may move PS");
    assert_eq!(Deluge::choice_label(s, seat, &transfer).key, "dc.choice.transfer");
    assert_eq!(Deluge::describe_action(s, &transfer).key, "dc.action.transfer");
    let end = Action::EndPhase(Phase::Movement);
    assert_eq!(Deluge::choice_label(s, seat, &end), Deluge::describe_action(s, &end), "no amounts: the same words");
}

//! Issue 36 — what a person is offered: a march of as many units as fit
//! where the whole army has no room.

use crate::Action;
use crate::KhansAndKings;
use engine::rules::Rules;
use engine::seat::SeatId;

/// KK-TERR-03, GAP-16 — the Khanate's six units at Kara Ordu Camp in turn
/// 1's movement: no neighbour has room for all six, so the computer's list
/// holds no march from there, but a person is offered one of as many as
/// fit, and it is played.
#[test]
fn kk_terr_03_an_army_too_big_for_its_neighbours_is_offered_a_march_of_those_that_fit() {
    let map = crate::map::map();
    let camp = map.board.find("s_kara_ordu_1").expect("Kara Ordu Camp");
    let mut game = crate::setup::new_game_of(crate::setup::SCENARIO, "offered", engine::seat::Controller::Computer)
        .expect("a game");
    let khanate = SeatId(0);
    loop {
        let Some(&seat) = KhansAndKings::to_act(game.state()).first() else { panic!("no one to act") };
        if seat == khanate && game.state().phase == crate::state::Phase::Movement {
            break;
        }
        game.computer_step(seat).expect("the computer acts");
    }
    let p = crate::Player::ALL[0];
    let from_camp = |a: &Action| matches!(a, Action::Move { from, .. } if *from == camp);
    assert_eq!(game.state().units.iter().filter(|u| u.at == camp).count(), 6);
    assert!(!crate::legal::legal_actions(game.state(), p).iter().any(from_camp), "the whole army fits nowhere");
    let offered: Vec<Action> =
        KhansAndKings::legal_actions(game.state(), khanate).into_iter().filter(from_camp).collect();
    assert!(!offered.is_empty(), "a march from the camp is offered");
    for a in &offered {
        let Action::Move { to, group, .. } = a else { unreachable!() };
        let units: u32 = group.iter().filter(|(k, _)| crate::movement::counts(*k)).map(|(_, n)| n).sum();
        assert!(units <= u32::from(crate::movement::room(game.state(), *to, Some(p))), "{a:?} fits");
        assert!(KhansAndKings::check(game.state(), khanate, a).is_ok(), "{a:?}");
    }
    game.act(khanate, offered[0].clone()).expect("the march is played");
}

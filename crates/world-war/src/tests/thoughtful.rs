//! Issue 40 — World War offers the thoughtful computer: a seat set up for
//! it looks ahead (`engine::search`), and each of its choices is still what
//! the computer chooses, so a file by e-mail can show it
//! (`Game::check_computer_seats`).

use crate::WorldWar;
use crate::tests::computer_seats;
use engine::game::{ComputerPlayer, Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatId};

#[test]
fn a_thoughtful_seat_looks_ahead_and_its_choices_pass_the_computer_check() {
    let mut seats = computer_seats();
    seats[0].controller = Controller::ThoughtfulComputer;
    let setup = GameSetup {
        reseed: Vec::new(),
        system: "world-war".to_owned(),
        scenario: crate::SCENARIO.to_owned(),
        seats,
        seed: "thoughtful".to_owned(),
    };
    let mut game = Game::<WorldWar>::new(setup).expect("setup");
    assert!(matches!(game.computer_player_of(SeatId(0)), ComputerPlayer::Thoughtful(_)));
    assert_eq!(game.computer_player_of(SeatId(1)), ComputerPlayer::Current);
    let mut decisions = 0;
    // The opening only: the search is slow in a debug build. Whole games
    // are measured by `soak --versus quick`, the search itself by the
    // engine's tests on its toy system.
    for _ in 0..30 {
        if WorldWar::outcome(game.state()).is_some() {
            break;
        }
        let seat = WorldWar::to_act(game.state())[0];
        decisions += usize::from(seat == SeatId(0));
        game.computer_step(seat).expect("the computer acts");
    }
    assert!(decisions > 5, "{decisions}");
    let report = game.check_computer_seats(&[]).expect("every computer action is the computer's own");
    assert_eq!(report.seats, 3);
    assert!(report.checked > decisions, "{report:?}");
}

//! Issue 40 — Hex Kingdoms offers the thoughtful computer: a seat set up
//! for it looks ahead (`engine::search`), and each of its choices is still
//! what the computer chooses, so a file by e-mail can show it
//! (`Game::check_computer_seats`).

use crate::HexKingdoms;
use crate::tests::seats;
use engine::game::{ComputerPlayer, Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatId};

#[test]
fn a_thoughtful_seat_looks_ahead_and_its_choices_pass_the_computer_check() {
    let mut seats = seats(2);
    seats[0].controller = Controller::ThoughtfulComputer;
    let setup = GameSetup {
        reseed: Vec::new(),
        system: "hex-kingdoms".to_owned(),
        scenario: "two-kingdoms-3".to_owned(),
        seats,
        seed: "thoughtful".to_owned(),
    };
    let mut game = Game::<HexKingdoms>::new(setup).expect("setup");
    assert!(matches!(game.computer_player_of(SeatId(0)), ComputerPlayer::Thoughtful(_)));
    assert_eq!(game.computer_player_of(SeatId(1)), ComputerPlayer::Current);
    let mut decisions = 0;
    // The opening: the search is slow in a debug build. Whole games are
    // measured by `soak --versus quick`, the search itself by the engine's
    // tests on its toy system.
    for _ in 0..24 {
        if HexKingdoms::outcome(game.state()).is_some() {
            break;
        }
        let seat = HexKingdoms::to_act(game.state())[0];
        decisions += usize::from(seat == SeatId(0));
        game.computer_step(seat).expect("the computer acts");
    }
    assert!(decisions > 8, "{decisions}");
    let report = game.check_computer_seats(&[]).expect("every computer action is the computer's own");
    assert_eq!(report.seats, 2);
    assert!(report.checked > decisions, "{report:?}");
}

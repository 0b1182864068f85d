//! Whole games played by the computer (SR-G3, SR-G7): they end and replay.

use super::new_game;
use engine::any::AnyGame;
use engine::seat::Controller;

fn play(players: usize, seed: &str) -> Box<dyn AnyGame> {
    let mut game: Box<dyn AnyGame> = Box::new(new_game(players, seed, Controller::Computer));
    let report = engine::sim::run_computer(game.as_mut(), 20_000, None);
    assert!(!report.stuck, "{seed}: stuck at round {}", report.turn);
    assert_eq!(report.broken, None, "{seed}: an invariant broke");
    assert!(report.finished, "{seed}: not over after {} actions, round {}", report.actions, report.turn);
    game
}

/// SR-G3, SR-G7 — computer-only games of 2 to 5 realms end and replay to
/// the same state.
#[test]
fn computer_games_end_and_replay() {
    for (players, seed) in [(5, "sim-a"), (5, "sim-b"), (4, "sim-c"), (3, "sim-d"), (2, "sim-e")] {
        let game = play(players, seed);
        let json = serde_json::to_string(&game.save("test", engine::save::Metadata::default())).expect("save");
        let file = engine::save::parse(&json).expect("parse");
        let again = engine::save::load::<crate::ShadowRealms>(&file).expect("replays");
        assert_eq!(again.hash(), game.hash(), "{seed}");
        eprintln!("{seed}: {} actions, {:?}", game.log_len(), game.outcome().map(|o| o.winners));
    }
}

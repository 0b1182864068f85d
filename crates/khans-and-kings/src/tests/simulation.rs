//! Whole games played by the computer (KK-TURN, GAP-51): they end and replay.

use super::new_game;
use engine::any::AnyGame;
use engine::seat::Controller;

/// KK-TURN-01, GAP-51 — computer-only games of Four Crowns end by turn 48
/// and replay to the same state.
#[test]
fn computer_games_end_and_replay() {
    for seed in ["sim-a", "sim-b"] {
        let mut game: Box<dyn AnyGame> = Box::new(new_game(seed, Controller::Computer));
        let report = engine::sim::run_computer(game.as_mut(), 200_000, None);
        assert!(!report.stuck, "{seed}: stuck at turn {}", report.turn);
        assert!(report.finished, "{seed}: not over after {} actions, turn {}", report.actions, report.turn);
        let json = serde_json::to_string(&game.save("test", engine::save::Metadata::default())).expect("save");
        let file = engine::save::parse(&json).expect("parse");
        let again = engine::save::load::<crate::KhansAndKings>(&file).expect("replays");
        assert_eq!(again.hash(), game.hash(), "{seed}");
        eprintln!("{seed}: {} actions, {:?}", game.log_len(), game.outcome().map(|o| (o.winners, o.scores)));
    }
}

//! G-5, G-25 — computer-only games end, break no invariant, and their logs
//! replay to the same hash.

use crate::HexKingdoms;
use crate::tests::new_game;
use engine::game::Game;
use engine::sim::run_computer;
use std::time::Instant;

fn play(scenario: &str, players: usize, seed: &str) -> (Game<HexKingdoms>, engine::sim::RunReport) {
    let mut game = new_game(scenario, players, seed).expect("setup");
    let report = run_computer(&mut game, 3000, None);
    (game, report)
}

/// 20 games with different seeds end without panics or stuck seats, and
/// replaying each log reproduces the final hash.
#[test]
fn twenty_computer_games_end_and_replay() {
    let start = Instant::now();
    let mut actions = 0;
    let mut rounds = 0;
    let mut battles = 0;
    let mut sudden = 0;
    for i in 0..20 {
        let (scenario, n) = if i % 4 == 3 { ("four-realms-3", 3 + (i / 4) % 2) } else { ("two-kingdoms-3", 2) };
        let (game, report) = play(scenario, n, &format!("seed-{i}"));
        assert!(!report.stuck, "game {i} stuck at {:?}", game.state().step);
        assert_eq!(report.broken, None, "game {i}: an invariant broke (`crate::invariants`)");
        assert!(report.finished, "game {i} did not finish in 3000 actions: {report:?}");
        assert!(report.actions < 3000);
        actions += report.actions;
        battles += game.log().iter().filter(|e| matches!(e.action, crate::Action::Attack { .. })).count();
        sudden += usize::from(game.state().finish.as_ref().is_some_and(|f| f.sudden_death));
        rounds += report.turn;
        let log: Vec<_> = game.log().iter().map(|e| (e.seat, e.action.clone())).collect();
        let replayed = Game::<HexKingdoms>::replay(game.setup().clone(), log).expect("replays");
        assert_eq!(replayed.hash(), game.hash(), "game {i} replay hash");
    }
    eprintln!(
        "20 games: {rounds} rounds, {actions} actions, {battles} battles, {sudden} sudden deaths, {:?}",
        start.elapsed()
    );
}

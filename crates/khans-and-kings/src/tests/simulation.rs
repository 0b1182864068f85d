//! Whole games played by the computer (KK-TURN, GAP-51): they end and
//! replay, and the computer uses the whole economy, not only the army.

use super::new_game;
use crate::action::Action;
use crate::data::buildings::Building;
use engine::any::AnyGame;
use engine::seat::Controller;

/// KK-TURN-01, GAP-51 — computer-only games of Four Crowns end by turn 48
/// and replay to the same state; across them the computer trades with the
/// market (KK-TRADE-05) and with other states (GAP-44), raises Castles or
/// Fortresses (GAP-19) and depots (KK-SUP-02), builds roads (KK-BLD-08)
/// and moves its generals (KK-GENL-07). At least two games are played;
/// more (up to four) only while a kind has not been seen yet: an offer
/// between states is rare enough (about three a game) that two seeds once
/// showed none after an unrelated change of the computer.
#[test]
fn computer_games_end_and_replay() {
    let mut seen = [0usize; 7];
    for (played, seed) in ["sim-a", "sim-b", "sim-c", "sim-d"].into_iter().enumerate() {
        if played >= 2 && seen.iter().all(|&n| n > 0) {
            break;
        }
        let mut game = new_game(seed, Controller::Computer);
        let report = engine::sim::run_computer(&mut game, 200_000, None);
        assert!(!report.stuck, "{seed}: stuck at turn {}", report.turn);
        // The rules' invariants held after every action (`invariants`).
        assert_eq!(report.broken, None, "{seed}");
        assert!(report.finished, "{seed}: not over after {} actions, turn {}", report.actions, report.turn);
        for entry in game.log() {
            let kind = match &entry.action {
                Action::Trade { .. } => 0,
                Action::Offer { .. } => 1,
                Action::Accept { .. } => 2,
                Action::Build { building: Building::Castle | Building::Fortress, .. } => 3,
                Action::Build { building: Building::Depot, .. } => 4,
                Action::BuildEdge { .. } => 5,
                Action::MoveGeneral { .. } => 6,
                _ => continue,
            };
            seen[kind] += 1;
        }
        let json = serde_json::to_string(&game.save("test", engine::save::Metadata::default())).expect("save");
        let file = engine::save::parse(&json).expect("parse");
        let again = engine::save::load::<crate::KhansAndKings>(&file).expect("replays");
        assert_eq!(again.hash(), game.hash(), "{seed}");
        eprintln!("{seed}: {} actions, {:?}", game.log_len(), game.outcome().map(|o| (o.winners, o.scores)));
    }
    eprintln!("trades, offers, accepted, strongholds, depots, roads, general moves: {seen:?}");
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

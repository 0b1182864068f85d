//! Whole games played by the computer, for tests and the CLI.

use crate::HexKingdoms;
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatConfig};

/// `n` computer seats with the first `n` roles.
#[must_use]
pub fn seats(n: usize) -> Vec<SeatConfig> {
    HexKingdoms::info().seats(n, Controller::Computer)
}

/// A new computer game.
///
/// # Errors
/// The setup's refusal.
pub fn new_game(scenario: &str, players: usize, seed: &str) -> Result<Game<HexKingdoms>, engine::rules::Refusal> {
    Game::new(GameSetup {
        reseed: Vec::new(),
        system: "hex-kingdoms".to_owned(),
        scenario: scenario.to_owned(),
        seats: seats(players),
        seed: seed.to_owned(),
    })
}

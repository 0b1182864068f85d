//! Whole games played by the computer, for tests and the CLI.

use crate::HexKingdoms;
use crate::ids::Colour;
use engine::game::{Game, GameSetup};
use engine::seat::{Controller, SeatConfig};
use engine::side::Side;

/// `n` computer seats with the first `n` roles.
#[must_use]
pub fn seats(n: usize) -> Vec<SeatConfig> {
    Colour::ALL
        .iter()
        .take(n)
        .map(|c| SeatConfig {
            name: c.id().to_owned(),
            role: c.id().to_owned(),
            colour: c.colour().to_owned(),
            controller: Controller::Computer,
        })
        .collect()
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

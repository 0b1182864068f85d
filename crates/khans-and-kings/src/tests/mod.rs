//! Tests; each names the rule ids it covers.

mod simulation;
mod vectors;

use crate::KhansAndKings;
use crate::setup::SCENARIO;
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatConfig};

/// The four states' seats, all played by `controller`.
pub fn seats(controller: Controller) -> Vec<SeatConfig> {
    KhansAndKings::info()
        .roles
        .iter()
        .map(|r| SeatConfig { name: r.id.to_owned(), role: r.id.to_owned(), colour: r.colour.to_owned(), controller })
        .collect()
}

/// A new game of Four Crowns from `seed`.
pub fn new_game(seed: &str, controller: Controller) -> Game<KhansAndKings> {
    let setup = GameSetup {
        reseed: Vec::new(),
        system: "khans-and-kings".to_owned(),
        scenario: SCENARIO.to_owned(),
        seats: seats(controller),
        seed: seed.to_owned(),
    };
    Game::new(setup).expect("the scenario and seats are accepted")
}

//! Whole games played by the computer, for tests, the CLI and benchmarks.

use crate::WorldWar;
use crate::ids::Faction;
use crate::state::Finish;
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatConfig};

/// What a simulated game did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimulationReport {
    /// The last turn reached.
    pub turns: u32,
    /// Actions taken.
    pub actions: usize,
    /// The winners (empty if the game did not end).
    pub winners: Vec<Faction>,
    /// The result, if the game ended.
    pub outcome: Option<Finish>,
    /// Whether the computer ever had no action while a seat was to act.
    pub stuck: bool,
}

/// The three seats (axis, ussr, allies) with one controller.
#[must_use]
pub fn seats(controller: Controller) -> Vec<SeatConfig> {
    WorldWar::info().seats(usize::MAX, controller)
}

/// A new game with the given seed and computer seats.
///
/// # Panics
/// Never for the built-in scenario and seats (setup accepts them).
#[must_use]
pub fn new_game(seed: &str) -> Game<WorldWar> {
    let setup = GameSetup {
        reseed: Vec::new(),
        system: "world-war".to_owned(),
        scenario: crate::SCENARIO.to_owned(),
        seats: seats(Controller::Computer),
        seed: seed.to_owned(),
    };
    Game::new(setup).expect("the built-in scenario and seats are accepted")
}

/// Plays a whole game with the computer in every seat, at most `max_actions`.
#[must_use]
pub fn simulate(seed: &str, max_actions: usize) -> (Game<WorldWar>, SimulationReport) {
    let mut game = new_game(seed);
    let mut stuck = false;
    while game.log().len() < max_actions {
        let Some(&seat) = WorldWar::to_act(game.state()).first() else { break };
        if game.computer_step(seat).is_none() {
            stuck = true;
            break;
        }
    }
    let finish = game.state().finish.clone();
    let report = SimulationReport {
        turns: game.state().turn,
        actions: game.log().len(),
        winners: finish.as_ref().map(|f| f.winners.clone()).unwrap_or_default(),
        outcome: finish,
        stuck,
    };
    (game, report)
}

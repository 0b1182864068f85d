//! Letting the computer play every seat: for `sandtable simulate`, soak tests
//! and benchmarks, on any system.

use crate::any::AnyGame;
use serde::Serialize;

/// How a computer-only run went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RunReport {
    /// Actions taken.
    pub actions: usize,
    /// The turn reached.
    pub turn: u32,
    /// The game has an outcome.
    pub finished: bool,
    /// Some seat to act had no action the rules accepted.
    pub stuck: bool,
}

/// Lets the computer act for whichever seats are to act, until the game ends,
/// `max_actions` actions were taken, or the turn passes `last_turn`.
pub fn run_computer(game: &mut dyn AnyGame, max_actions: usize, last_turn: Option<u32>) -> RunReport {
    let start = game.log_len();
    let mut stuck = false;
    while game.outcome().is_none() && game.log_len() - start < max_actions && last_turn.is_none_or(|t| game.turn() <= t)
    {
        let Some(&seat) = game.to_act().first() else { break };
        if !game.computer_step(seat) {
            stuck = true;
            break;
        }
    }
    RunReport { actions: game.log_len() - start, turn: game.turn(), finished: game.outcome().is_some(), stuck }
}

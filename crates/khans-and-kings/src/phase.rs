//! Where the game is in its turn (KK-TURN-01): a type of the floor below
//! the state, so the cards that say when they are played need not import it.

use serde::{Deserialize, Serialize};

/// Where the game is in its turn (KK-TURN-01, 6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phases 3 and 4 as one window (AMB-53, KK-TURN-12): each state in
    /// seat order trades, recruits and builds (KK-TURN-11) in any order,
    /// then says it is done.
    Economy,
    /// Phase 5 (KK-TURN-13): each state in Strategic Initiative order moves
    /// and fights.
    Movement,
}

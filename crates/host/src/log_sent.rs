//! The log lines the screen already holds, so that a snapshot carries only
//! the lines that changed (issue 35, issue 41).
//!
//! A snapshot's log is every line its viewer may read; late in a long game
//! of Khans & Kings that is 2,467 lines, 2.3 MB of JSON, sent with every
//! action and parsed by the page each time. The module remembers the keys
//! of the lines it last sent ([`AnyGame::log_keys`]), under a number the
//! screen sends back with each request ([`Seating::log_held`]); when the
//! numbers match, the snapshot carries only the lines from the first whose
//! key differs ([`Snapshot::log_from`], made by
//! [`AnyGame::log_lines_from`]), and the screen keeps its own before it
//! ([`Snapshot::join_log`]). Only those lines are made at all: a line's
//! key is the state hash after its first action and whether it is seen.
//!
//! So whatever makes an earlier line read differently (a hand-over to
//! another seat, a secret revealed, a replay's step back) is sent again
//! from there; an undo forgets the keys (an action taken in place of the
//! one undone can leave the same state). A screen that did not take a
//! snapshot (a replay on screen ignores the game's) sends back a number
//! the module no longer holds, and is sent every line.

use crate::message::Snapshot;
#[cfg(doc)]
use crate::seating::Seating;
use engine::any::AnyGame;

/// The keys of the lines last sent, and their number.
#[derive(Debug, Default)]
pub struct LogSent {
    /// The number of the lines last sent (0: none yet).
    id: u64,
    /// Their keys.
    keys: Vec<u64>,
}

impl LogSent {
    /// Fills `snapshot`'s log with `game`'s lines as its viewer reads them,
    /// from the first the screen lacks when it holds (`held`) the lines
    /// last sent, else all of them; and remembers them.
    pub fn fill(&mut self, snapshot: &mut Snapshot, game: &dyn AnyGame, held: u64) {
        let keys = game.log_keys(snapshot.viewer);
        let cut = held != 0 && held == self.id;
        let same = if cut { self.keys.iter().zip(&keys).take_while(|(a, b)| a == b).count() } else { 0 };
        snapshot.log = game.log_lines_from(snapshot.viewer, same);
        self.id += 1;
        snapshot.log_id = self.id;
        snapshot.log_base = if cut { held } else { 0 };
        snapshot.log_from = same;
        self.keys = keys;
    }

    /// Forgets the lines sent: the next snapshot carries every line.
    pub fn forget(&mut self) {
        self.keys.clear();
    }
}

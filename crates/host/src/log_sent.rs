//! The log lines the screen already holds, so that a snapshot carries only
//! the lines that changed (issue 35, issue 41).
//!
//! A snapshot's log is every line its viewer may read; late in a long game
//! of Khans & Kings that is 2,467 lines, 2.3 MB of JSON, sent with every
//! action and parsed by the page each time. The module remembers the lines
//! it last sent, under a number the screen sends back with each request
//! ([`Seating::log_held`]); when the numbers match, the snapshot carries
//! only the lines from the first that differs ([`Snapshot::log_from`]),
//! and the screen keeps its own before it ([`Snapshot::join_log`]).
//!
//! The lines are compared by their content, not by what changed in the
//! game, so whatever makes an earlier line read differently (a hand-over
//! to another seat, a secret revealed, an undo, a replay's step back) is
//! sent again from there. A screen that did not take a snapshot (a replay
//! on screen ignores the game's) sends back a number the module no longer
//! holds, and is sent every line.

use crate::message::{Reply, Snapshot};
use crate::seating::Seating;
use engine::any::LogLine;

/// The lines last sent, and their number.
#[derive(Debug, Default)]
pub struct LogSent {
    /// The number of the lines last sent (0: none yet).
    id: u64,
    /// The lines.
    lines: Vec<LogLine>,
}

impl LogSent {
    /// `reply` with its snapshot's log cut to what `seating`'s screen
    /// lacks: a game's snapshot is cut when the screen holds the lines last
    /// sent; a newly opened game's is whole (the screen starts it afresh),
    /// and either is remembered. Any other reply is as it was.
    pub fn trim(&mut self, reply: Reply, seating: &Seating) -> Reply {
        match reply {
            Reply::Game(mut snapshot) => {
                let held = seating.log_held != 0 && seating.log_held == self.id;
                self.remember(&mut snapshot, held);
                Reply::Game(snapshot)
            }
            Reply::Loaded(mut loaded) => {
                self.remember(&mut loaded.snapshot, false);
                Reply::Loaded(loaded)
            }
            reply => reply,
        }
    }

    /// Numbers the snapshot's lines and remembers them; with `held`, cuts
    /// the lines the screen already holds.
    fn remember(&mut self, snapshot: &mut Snapshot, held: bool) {
        let same = if held { self.lines.iter().zip(&snapshot.log).take_while(|(a, b)| a == b).count() } else { 0 };
        self.id += 1;
        snapshot.log_id = self.id;
        snapshot.log_base = if held { self.id - 1 } else { 0 };
        snapshot.log_from = same;
        let lacked = snapshot.log[same..].to_vec();
        self.lines = std::mem::replace(&mut snapshot.log, lacked);
    }
}

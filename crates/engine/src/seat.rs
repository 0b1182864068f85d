//! Seats: the chairs at the table and who sits in them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat's index in the game's seat list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatId(pub u8);

impl SeatId {
    /// The index into the seat list.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for SeatId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Controller {
    /// A person at this screen (hot-seat) or at the other end of an e-mail.
    #[default]
    Human,
    /// The computer player: the quick one, the system's rule of thumb.
    Computer,
    /// The thoughtful computer player, which looks ahead before it decides
    /// ([`crate::search`]), where the system offers it
    /// ([`crate::rules::Rules::thoughtful_budget`]; elsewhere it plays as the
    /// quick one).
    ThoughtfulComputer,
}

impl Controller {
    /// Whether the computer plays the seat, quick or thoughtful.
    #[must_use]
    pub const fn is_computer(self) -> bool {
        matches!(self, Self::Computer | Self::ThoughtfulComputer)
    }
}

/// One seat as the players set it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    /// The player's name.
    pub name: String,
    /// The system's role for this seat, e.g. `axis`.
    pub role: String,
    /// Owner colour as `#rrggbb`.
    pub colour: String,
    /// Human or computer.
    pub controller: Controller,
}

/// Who acts next at a shared screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextAtTable {
    /// The computer plays this seat now.
    Computer(SeatId),
    /// This person's seat is to act.
    Human(SeatId),
    /// Seats are to act, but none of them is played at this screen (by
    /// e-mail: another player's turn).
    Elsewhere,
    /// Nobody: the game is over.
    Over,
}

/// The seat to play next among `to_act` (of a game seated as `seats`) that
/// are played at this screen (`here`): computer seats first (so they never
/// keep a person waiting in a simultaneous phase), then people in seat
/// order.
#[must_use]
pub fn next_to_play(to_act: Vec<SeatId>, seats: &[SeatConfig], here: impl Fn(SeatId) -> bool) -> NextAtTable {
    if to_act.is_empty() {
        return NextAtTable::Over;
    }
    let is_computer = |s: &SeatId| seats.get(s.index()).is_some_and(|c| c.controller.is_computer());
    let mine: Vec<SeatId> = to_act.into_iter().filter(|&s| here(s)).collect();
    if let Some(&seat) = mine.iter().find(|s| is_computer(s)) {
        NextAtTable::Computer(seat)
    } else if let Some(&seat) = mine.first() {
        NextAtTable::Human(seat)
    } else {
        NextAtTable::Elsewhere
    }
}

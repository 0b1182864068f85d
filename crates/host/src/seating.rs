//! Who sits at the screen, and so whose eyes the screen shows and who may
//! act from it. The app keeps the seating; the module applies it, so one
//! reply has everything the screen draws.

use engine::any::{AnyGame, NextAtTable, next_among, next_at_table};
use engine::board::RegionId;
use engine::seat::{Controller, SeatId};
use serde::{Deserialize, Serialize};

/// The screen's seating.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// The seat whose player confirmed the hand-over and sits here now
    /// (see [`Seating::seated`] for a table with one person).
    pub at_screen: Option<SeatId>,
    /// By e-mail: the seats this player holds, and whether the player is
    /// playing a turn (`false` while only looking at the game). `None`:
    /// every seat is played at this screen.
    pub mail: Option<(Vec<SeatId>, bool)>,
    /// The selected region, whose details the snapshot carries.
    pub region: Option<RegionId>,
    /// The number of the log the screen holds ([`crate::Snapshot::log_id`]),
    /// so that a reply carries only the lines it lacks (0: none).
    #[serde(default)]
    pub log_held: u64,
}

impl Seating {
    /// Who acts next at this screen: computer seats first, then people.
    #[must_use]
    pub fn next(&self, game: &dyn AnyGame) -> NextAtTable {
        match &self.mail {
            None => next_at_table(game),
            Some((seats, true)) => next_among(game, |s| seats.contains(&s)),
            Some(_) if game.to_act().is_empty() => NextAtTable::Over,
            Some(_) => NextAtTable::Elsewhere,
        }
    }

    /// The same seating, only looking at the game (by e-mail, a turn that
    /// waits for the next file's dice: nobody may act from here).
    #[must_use]
    pub fn looking(&self) -> Self {
        let mut seating = self.clone();
        if let Some((_, playing)) = &mut seating.mail {
            *playing = false;
        }
        seating
    }

    /// Who sits at the screen: the seat whose player confirmed the
    /// hand-over; with one person at the table (among the seats played
    /// here), that person's seat, as there is nobody to hide things from.
    #[must_use]
    pub fn seated(&self, game: &dyn AnyGame) -> Option<SeatId> {
        self.at_screen.or_else(|| {
            let seats = &game.setup().seats;
            let people: Vec<SeatId> = (0..seats.len())
                .filter(|&i| seats[i].controller == Controller::Human)
                .filter_map(|i| u8::try_from(i).ok().map(SeatId))
                .filter(|s| self.mail.as_ref().is_none_or(|(here, _)| here.contains(s)))
                .collect();
            if let [only] = people.as_slice() { Some(*only) } else { None }
        })
    }

    /// The seat that must be handed the screen before play goes on.
    #[must_use]
    pub fn handover_to(&self, game: &dyn AnyGame) -> Option<SeatId> {
        match self.next(game) {
            NextAtTable::Human(seat) if self.seated(game) != Some(seat) => Some(seat),
            _ => None,
        }
    }

    /// Whose eyes the screen shows: the seated player, or nobody's secrets
    /// while the screen is being handed over.
    #[must_use]
    pub fn viewer(&self, game: &dyn AnyGame) -> Option<SeatId> {
        if self.handover_to(game).is_some() { None } else { self.seated(game) }
    }

    /// The seat that may act from this screen now.
    #[must_use]
    pub fn acting(&self, game: &dyn AnyGame) -> Option<SeatId> {
        match self.next(game) {
            NextAtTable::Human(seat) if self.seated(game) == Some(seat) => Some(seat),
            _ => None,
        }
    }
}

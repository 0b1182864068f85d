//! Computer seats, checked: every action a seat played by the computer
//! took is the one the computer player chooses at that point, with its own
//! seeded stream ([`Game::computer_rng`]).
//!
//! The computer player is deterministic: given the state and the stream,
//! [`Rules::computer_action`] always answers the same. So whoever receives
//! a game in which someone else's app played the computer seats (play by
//! e-mail: the creator's) can replay each of their decisions and see that
//! the app did not choose for them.
//!
//! Most actions are decided where the log holds them. Orders that were
//! sealed and revealed later (a secret purchase in a simultaneous step) are
//! not: they enter the log when they are revealed, after other seats'
//! actions, but they were decided on the state at the moment they were
//! sealed. Those are checked where they were decided ([`Deferred`]).

use crate::game::{Game, LogEntry};
use crate::rules::{Refusal, Rules};
use crate::seat::{NextAtTable, SeatId, next_to_play};
use crate::text::Text;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Actions one player decided at one point of the game that entered the
/// log later: by e-mail, orders committed sealed at log length
/// `decided_at` and revealed once every seat of the step had committed.
///
/// The player's app played them at its screen the way it plays every
/// turn: whenever one of its computer seats is to act, the computer acts
/// first; otherwise its first person to act ([`next_to_play`] over
/// `seats`). The check plays them again in that order from the state at
/// `decided_at`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deferred {
    /// The log length when they were decided.
    pub decided_at: usize,
    /// Every seat the deciding player plays.
    pub seats: Vec<SeatId>,
    /// Per seat, the log positions of its actions in the order it took
    /// them, or `None` while its orders are still sealed.
    pub orders: Vec<(SeatId, Option<Vec<usize>>)>,
}

/// How the computer seats' actions were checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ComputerCheck {
    /// Seats played by the computer.
    pub seats: usize,
    /// Actions of those seats found to be the computer player's choices.
    pub checked: usize,
    /// Revealed orders of those seats (one list per seat and draft) not
    /// replayed to their end yet: they were decided after orders of
    /// another seat that are still sealed.
    pub waiting: usize,
    /// Actions of those seats that this computer player would not choose,
    /// played by another version of it ([`Rules::computer_version`]):
    /// not checked, since only that version could say.
    pub other_version: usize,
}

/// Why the computer seats' actions are refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerError {
    /// A computer seat's action is not what the computer player chooses.
    Differs {
        /// Its position in the log (from 0).
        index: usize,
        /// The seat.
        seat: SeatId,
        /// The action in the log, as the rules describe it where it was decided.
        logged: Text,
        /// What the computer player chooses there, or `None`: nothing (it
        /// has no action, or it is not to act at that point).
        computer: Option<Text>,
    },
    /// An action decided before it entered the log cannot be played where
    /// it was decided, so the computer's choices decided with it cannot be
    /// checked (no honest app writes such orders).
    Undecidable {
        /// Its position in the log (from 0).
        index: usize,
        /// Its seat.
        seat: SeatId,
        /// Why the rules refuse it there.
        refusal: Refusal,
    },
}

impl<R: Rules> Game<R> {
    /// Checks that every action of a seat played by the computer is the
    /// computer player's choice: replays the log from the setup and, before
    /// each such action, asks the computer what it would do there with its
    /// own stream. Actions in `deferred` are checked where they were decided
    /// instead ([`Deferred`]).
    ///
    /// # Errors
    /// The first action that differs, with both actions' labels.
    pub fn check_computer_seats(&self, deferred: &[Deferred]) -> Result<ComputerCheck, ComputerError> {
        self.check_computer_seats_by(deferred, &|_| R::computer_version())
    }

    /// [`Game::check_computer_seats`] where `played_by` names the version
    /// of the computer player that played the action at each log position:
    /// one it would not choose is refused when that is this version, and
    /// counted as [`ComputerCheck::other_version`] otherwise.
    ///
    /// # Errors
    /// The first action of this version that differs, with both labels.
    pub fn check_computer_seats_by(
        &self,
        deferred: &[Deferred],
        played_by: &dyn Fn(usize) -> u32,
    ) -> Result<ComputerCheck, ComputerError> {
        let computer_seats = (0..self.setup().seats.len()).filter(|&i| self.is_computer(seat_of(i))).count();
        let mut report = ComputerCheck { seats: computer_seats, ..ComputerCheck::default() };
        if computer_seats == 0 {
            return Ok(report);
        }
        let elsewhere: BTreeSet<usize> =
            deferred.iter().flat_map(|d| d.orders.iter().flat_map(|(_, o)| o.iter().flatten().copied())).collect();
        // The setup built this game already, so it cannot be refused now.
        let mut game = Self::new_under(self.setup().clone(), self.rules_version())
            .map_err(|refusal| ComputerError::Undecidable { index: 0, seat: SeatId(0), refusal })?;
        for (index, entry) in self.log().iter().enumerate() {
            for draft in deferred.iter().filter(|d| d.decided_at == index) {
                self.check_draft(&game, draft, played_by, &mut report)?;
            }
            if self.is_computer(entry.seat) && !elsewhere.contains(&index) {
                expect_computer(&game, index, entry, played_by(index), &mut report)?;
            }
            game.act(entry.seat, entry.action.clone()).map_err(|refusal| ComputerError::Undecidable {
                index,
                seat: entry.seat,
                refusal,
            })?;
        }
        for draft in deferred.iter().filter(|d| d.decided_at == self.log().len()) {
            self.check_draft(&game, draft, played_by, &mut report)?;
        }
        Ok(report)
    }

    /// Whether the setup gives `seat` to the computer.
    fn is_computer(&self, seat: SeatId) -> bool {
        self.setup().seats.get(seat.index()).is_some_and(|c| c.controller.is_computer())
    }

    /// Plays a deferred draft again from `at` (the game at its
    /// `decided_at`), in the order the deciding player's app played it,
    /// checking each computer seat's action. Stops where the next seat to
    /// play has orders still sealed: what follows is checked once they are
    /// revealed (counted as waiting).
    fn check_draft(
        &self,
        at: &Self,
        draft: &Deferred,
        played_by: &dyn Fn(usize) -> u32,
        report: &mut ComputerCheck,
    ) -> Result<(), ComputerError> {
        let mut game = at.clone();
        let mut queues: BTreeMap<SeatId, VecDeque<usize>> = BTreeMap::new();
        let mut sealed: BTreeSet<SeatId> = BTreeSet::new();
        for (seat, orders) in &draft.orders {
            match orders {
                Some(list) => queues.entry(*seat).or_default().extend(list.iter().copied()),
                None => {
                    sealed.insert(*seat);
                }
            }
        }
        // Seats that have played all their orders of this draft: the app
        // went on with its other seats.
        let mut finished: BTreeSet<SeatId> = BTreeSet::new();
        loop {
            let here = |s| draft.seats.contains(&s) && !finished.contains(&s);
            let next = next_to_play(R::to_act(game.state()), &game.setup().seats, here);
            let (NextAtTable::Computer(seat) | NextAtTable::Human(seat)) = next else { break };
            if sealed.contains(&seat) {
                break;
            }
            let Some(index) = queues.get_mut(&seat).and_then(VecDeque::pop_front) else {
                finished.insert(seat);
                continue;
            };
            let Some(entry) = self.log().get(index) else { break };
            if self.is_computer(seat) {
                expect_computer(&game, index, entry, played_by(index), report)?;
            }
            game.act(seat, entry.action.clone()).map_err(|refusal| ComputerError::Undecidable {
                index,
                seat,
                refusal,
            })?;
        }
        self.unreached(&game, &queues, !sealed.is_empty(), report)
    }

    /// What is left of a draft's computer orders once it was played again
    /// as far as it goes: nothing; orders waiting behind sealed ones (while
    /// `waiting_for_sealed`); or orders the computer, played in the app's
    /// order, never reached (the first of them is refused: the computer
    /// does not act there). `game` is the draft where it stopped.
    fn unreached(
        &self,
        game: &Self,
        queues: &BTreeMap<SeatId, VecDeque<usize>>,
        waiting_for_sealed: bool,
        report: &mut ComputerCheck,
    ) -> Result<(), ComputerError> {
        let left: BTreeMap<SeatId, &VecDeque<usize>> =
            queues.iter().filter(|(seat, q)| self.is_computer(**seat) && !q.is_empty()).map(|(s, q)| (*s, q)).collect();
        if waiting_for_sealed {
            report.waiting += left.len();
            return Ok(());
        }
        let first = left.iter().filter_map(|(seat, q)| q.front().map(|&i| (i, *seat))).min();
        let Some((index, seat)) = first else { return Ok(()) };
        let logged = self
            .log()
            .get(index)
            .map_or_else(|| Text::key("engine.log.secret_choices"), |e| R::describe_action(game.state(), &e.action));
        Err(ComputerError::Differs { index, seat, logged, computer: None })
    }
}

/// Checks that `entry`, logged at `index` and played by computer player
/// version `version`, is what this computer player chooses in `game` (the
/// game just before it); another version's different choice is counted,
/// not refused.
fn expect_computer<R: Rules>(
    game: &Game<R>,
    index: usize,
    entry: &LogEntry<R>,
    version: u32,
    report: &mut ComputerCheck,
) -> Result<(), ComputerError> {
    let choice = game.computer_choice(entry.seat, game.computer_player_of(entry.seat));
    if choice.as_ref() == Some(&entry.action) {
        report.checked += 1;
        return Ok(());
    }
    if version != R::computer_version() {
        report.other_version += 1;
        return Ok(());
    }
    Err(ComputerError::Differs {
        index,
        seat: entry.seat,
        logged: R::describe_action(game.state(), &entry.action),
        computer: choice.map(|a| R::describe_action(game.state(), &a)),
    })
}

/// The seat at position `index` of the seat list (seats are numbered by a
/// byte; a game never has more).
fn seat_of(index: usize) -> SeatId {
    SeatId(u8::try_from(index).unwrap_or(u8::MAX))
}

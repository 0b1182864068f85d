//! Sealed orders, checked against the rules: by e-mail a player seals the
//! actions the rules keep from the other seats (a secret purchase in a
//! simultaneous step) and reveals them once every seat of the step has
//! sealed its own. A file may seal only that: orders sealed in a step the
//! rules keep public would let a player stop half-way through its turn,
//! after seeing its first rolls, and go on later with fresh dice; orders
//! that leave the seat still to act would let it see the others' orders
//! revealed before it chose.
//!
//! Each sealing is checked where it was decided ([`Deferred`]): the seat
//! acts in secret there ([`Game::acts_in_secret`]); once its orders are
//! revealed, they are played again there in the order the sender's app
//! played them, the first of them must still be hidden from the others at
//! the end (the sender's turn was split there: what came after it is
//! sealed with it, public or not), and every sealing seat's step finished.

use crate::computer::Deferred;
use crate::game::Game;
use crate::refusal::TurnRefusal;
use crate::rules::{Events, Refusal, Rules};
use crate::seat::{NextAtTable, SeatId, next_to_play};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Why sealed orders are refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SealedError {
    /// Orders sealed for `seat` at log length `at`, where the rules keep
    /// nothing it may do secret (a public step), or where it is not to act.
    PublicStep {
        /// The log length where they were sealed.
        at: usize,
        /// The seat.
        seat: SeatId,
    },
    /// The first revealed order of a sealing, at log position `index`, was
    /// not hidden from the other seats where it was sealed: it should have
    /// been played openly.
    PublicOrder {
        /// Its log position.
        index: usize,
        /// Its seat.
        seat: SeatId,
    },
    /// The revealed orders of `seat`, sealed at log length `at`, left it
    /// still to act in that step: sealed orders finish the seat's step.
    Unfinished {
        /// The log length where they were sealed.
        at: usize,
        /// The seat.
        seat: SeatId,
    },
    /// A revealed order cannot be played where it was sealed.
    Unplayable {
        /// Its log position.
        index: usize,
        /// Its seat.
        seat: SeatId,
        /// Why the rules refuse it there.
        refusal: Refusal,
    },
}

impl<R: Rules> Game<R> {
    /// Whether the rules keep `seat`'s next action from the other seats:
    /// it is to act, and some action it may take now is, once taken, hidden
    /// from them ([`Rules::action_visible`] for no viewer). Tried on a copy
    /// of the state, with a copy of the dice.
    #[must_use]
    pub fn acts_in_secret(&self, seat: SeatId) -> bool {
        let state = self.state();
        if R::outcome(state).is_some() || !R::to_act(state).contains(&seat) {
            return false;
        }
        R::legal_actions(state, seat).into_iter().any(|action| {
            if R::check(state, seat, &action).is_err() {
                return false;
            }
            let mut after = state.clone();
            let mut dice = self.dice_copy();
            let mut events = Events::<R>::default();
            R::execute(&mut after, seat, &action, &mut dice, &mut events);
            !R::action_visible(&after, seat, &action, None)
        })
    }

    /// Checks every sealing of `drafts` (each entry that sealed orders,
    /// where it decided them): see the module's text. Drafts with orders
    /// still sealed are checked as far as can be: that their seats act in
    /// secret where they sealed.
    ///
    /// # Errors
    /// The first sealing the rules contradict.
    pub fn check_sealed_orders(&self, drafts: &[Deferred]) -> Result<(), SealedError> {
        if drafts.is_empty() {
            return Ok(());
        }
        let Ok(mut game) = Self::new_under(self.setup().clone(), self.rules_version()) else { return Ok(()) };
        for index in 0..=self.log().len() {
            for draft in drafts.iter().filter(|d| d.decided_at == index) {
                self.check_sealing(&game, draft)?;
            }
            let Some(entry) = self.log().get(index) else { break };
            // The log was built by these rules from this setup: it replays.
            if game.act(entry.seat, entry.action.clone()).is_err() {
                break;
            }
        }
        Ok(())
    }

    /// One sealing, from `at` (the game where it was decided).
    fn check_sealing(&self, at: &Self, draft: &Deferred) -> Result<(), SealedError> {
        for (seat, _) in &draft.orders {
            if !at.acts_in_secret(*seat) {
                return Err(SealedError::PublicStep { at: draft.decided_at, seat: *seat });
            }
        }
        let mut queues: BTreeMap<SeatId, VecDeque<usize>> = BTreeMap::new();
        for (seat, orders) in &draft.orders {
            let Some(list) = orders else { return Ok(()) };
            queues.entry(*seat).or_default().extend(list.iter().copied());
        }
        // Played again in the order the sender's app played them (its
        // computer seats first, then its people in seat order).
        let mut game = at.clone();
        let mut played = Vec::new();
        let mut finished: BTreeSet<SeatId> = BTreeSet::new();
        loop {
            let here = |s| draft.seats.contains(&s) && !finished.contains(&s);
            let next = next_to_play(R::to_act(game.state()), &game.setup().seats, here);
            let (NextAtTable::Computer(seat) | NextAtTable::Human(seat)) = next else { break };
            let Some(index) = queues.get_mut(&seat).and_then(VecDeque::pop_front) else {
                finished.insert(seat);
                continue;
            };
            let Some(entry) = self.log().get(index) else { break };
            game.act(seat, entry.action.clone()).map_err(|refusal| SealedError::Unplayable { index, seat, refusal })?;
            played.push((index, seat));
        }
        if let Some((seat, queue)) = queues.iter().find(|(_, q)| !q.is_empty()) {
            let index = queue.front().copied().unwrap_or(0);
            let refusal = TurnRefusal::<R::Side>::NotYourTurn { waiting: None }.into();
            return Err(SealedError::Unplayable { index, seat: *seat, refusal });
        }
        // The sender's turn was split at its first action still hidden from
        // the others when it ended; what came after it was sealed with it,
        // public or not (a proposal made after a secret order, say), so only
        // that first one must be hidden.
        if let Some(&(index, seat)) = played.first()
            && let Some(entry) = self.log().get(index)
            && R::action_visible(game.state(), seat, &entry.action, None)
        {
            return Err(SealedError::PublicOrder { index, seat });
        }
        let to_act = if R::outcome(game.state()).is_some() { Vec::new() } else { R::to_act(game.state()) };
        match draft.orders.iter().find(|(seat, _)| to_act.contains(seat)) {
            Some((seat, _)) => Err(SealedError::Unfinished { at: draft.decided_at, seat: *seat }),
            None => Ok(()),
        }
    }
}

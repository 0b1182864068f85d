//! Whether the computer plays fair (issue 40): it decides only from what
//! its seat can see.
//!
//! The engine asks the computer in one place ([`Game::computer_choice`]),
//! and there it hands over the seat's view ([`Rules::computer_view`]), never the
//! whole state; the game's dice are not in the state at all. [`check_fair`]
//! shows it over whole games: before every decision it changes what the
//! seat to act may not see (each system says what that is: another seat's
//! treasury, hand, sealed orders) and the dice to come, and finds that the
//! seat's view and the computer's decision stay the same.

use crate::dice::Dice;
use crate::game::{ComputerPlayer, Game, computer_choice_in, state_hash};
use crate::rules::Rules;
use crate::seat::SeatId;

/// Another world the seat to act cannot tell from `state`: what it may not
/// see changed at random, or `None` when nothing is hidden from it now.
pub type Hide<R> = dyn Fn(&<R as Rules>::State, SeatId, &mut Dice) -> Option<<R as Rules>::State>;

/// What [`check_fair`] went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FairnessReport {
    /// Decisions of the computer that were checked.
    pub decisions: usize,
    /// Of those, how many found something hidden from the seat to change.
    pub hidden_changed: usize,
    /// Of those, how many the computer would have decided otherwise had it
    /// read the whole state: how often fairness mattered (a figure for the
    /// notes, not a fault).
    pub would_differ_on_whole_state: usize,
}

/// A decision that depended on what the seat may not see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfair {
    /// The seat's view shows what was changed: the redaction leaks it.
    ViewShowsHidden {
        /// The log's length at that point.
        at: usize,
        /// The seat to act.
        seat: SeatId,
    },
    /// The computer's decision changed with what its seat cannot see.
    DecisionChanged {
        /// The log's length at that point.
        at: usize,
        /// The seat to act.
        seat: SeatId,
        /// Its decision, then with the hidden things changed (debug text).
        decisions: (String, String),
    },
    /// The computer chose, from its view, an action the rules refuse in the
    /// whole state: the view hides something the seat's own choices need.
    ChoiceRefused {
        /// The log's length at that point.
        at: usize,
        /// The seat to act.
        seat: SeatId,
        /// The refused action (debug text).
        action: String,
    },
}

/// Plays `game` with the computer in every seat for up to `actions`
/// actions (or to its end) and, before each decision:
/// - changes what the seat to act cannot see with `hide` (`None`: nothing
///   is hidden from it now) and checks that its view stays the same and
///   that the computer decides the same;
/// - reseeds the dice to come and checks that the computer decides the
///   same.
///
/// # Errors
/// The first decision that was not fair.
pub fn check_fair<R: Rules>(game: &mut Game<R>, actions: usize, hide: &Hide<R>) -> Result<FairnessReport, Unfair> {
    let mut report = FairnessReport::default();
    let mut changes = Dice::from_seed("fairness");
    for _ in 0..actions {
        if R::outcome(game.state()).is_some() {
            break;
        }
        let Some(&seat) = R::to_act(game.state()).first() else { break };
        let at = game.log().len();
        let decision = game.computer_choice(seat, ComputerPlayer::Current);
        let mut redealt = game.clone();
        redealt.reseed_next(format!("other dice {at}"));
        let with_other_dice = redealt.computer_choice(seat, ComputerPlayer::Current);
        if with_other_dice != decision {
            return Err(changed(at, seat, decision.as_ref(), with_other_dice.as_ref()));
        }
        if let Some(changed_state) = hide(game.state(), seat, &mut changes) {
            report.hidden_changed += 1;
            if state_hash(&R::view(&changed_state, Some(seat))) != state_hash(&R::view(game.state(), Some(seat))) {
                return Err(Unfair::ViewShowsHidden { at, seat });
            }
            let unseen =
                computer_choice_in::<R>(&changed_state, seat, &mut game.computer_rng(), ComputerPlayer::Current);
            if unseen != decision {
                return Err(changed(at, seat, decision.as_ref(), unseen.as_ref()));
            }
        }
        if R::computer_action(game.state(), seat, &mut game.computer_rng()) != decision {
            report.would_differ_on_whole_state += 1;
        }
        report.decisions += 1;
        let Some(action) = decision else { break };
        if game.act(seat, action.clone()).is_err() {
            return Err(Unfair::ChoiceRefused { at, seat, action: format!("{action:?}") });
        }
    }
    Ok(report)
}

fn changed<A: std::fmt::Debug>(at: usize, seat: SeatId, was: Option<&A>, now: Option<&A>) -> Unfair {
    Unfair::DecisionChanged { at, seat, decisions: (format!("{was:?}"), format!("{now:?}")) }
}

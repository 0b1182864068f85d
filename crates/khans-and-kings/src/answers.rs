//! Rules 4 — questions a state answers at once in another state's movement
//! phase (`state::Ask`), where the rules give it a choice at that moment:
//! a defending state between two engagements flees or stands (KK-CMB-21,
//! AMB-50; `battle::flee`), a state whose province hostile units crossed
//! into calls its tribal warriors or not (KK-REC-23, AMB-17;
//! `tribal::call`). The first question asked is answered before anything
//! else goes on: the state asked acts (`State::acting`), then the mover
//! again.
//!
//! # Readings
//! * AMB-50 "between engagements": after each engagement of a battle a
//!   state opened that leaves it going (defenders left, attackers ready),
//!   each defending state is asked; not before the first engagement, and
//!   never in an independent unit's assault, which is one engagement.
//! * AMB-17 "at the moment enemy units enter": right after the step that
//!   crossed into the province, before the province's holder is settled
//!   and before any engagement there; nobody is asked in the independent
//!   step (independent units never cross a province's border to enter one).

use crate::Ev;
use crate::action::Action;
use crate::event::Event;
use crate::ids::Player;
use crate::refusal::Refuse;
use crate::state::{Ask, State};

/// The question `p` must answer now, if any.
#[must_use]
pub fn pending(s: &State, p: Player) -> Option<Ask> {
    s.asks.first().copied().filter(|a| a.player() == p)
}

/// The answers offered to `p`'s question.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<Action> {
    match pending(s, p) {
        Some(Ask::Flee(_)) => vec![Action::Stand, Action::Withdraw],
        Some(Ask::Tribes(_, province)) => {
            let mut out: Vec<Action> = crate::tribal::kinds(s, p, province)
                .into_iter()
                .map(|kind| Action::CallTribes { province, kind })
                .collect();
            out.push(Action::NoTribes { province });
            out
        }
        None => Vec::new(),
    }
}

/// Whether `a` answers `ask`, the question before `p`.
///
/// # Errors
/// The question still to answer, or why the warriors cannot be of that kind.
pub fn check(s: &State, p: Player, ask: Ask, a: &Action) -> Result<(), Refuse> {
    match (ask, a) {
        (Ask::Flee(_), Action::Withdraw | Action::Stand) => Ok(()),
        (Ask::Flee(_), _) => Err(Refuse::FleeOrStand),
        (Ask::Tribes(_, asked), Action::CallTribes { province, kind }) if *province == asked => {
            if crate::tribal::kinds(s, p, asked).contains(kind) { Ok(()) } else { Err(Refuse::TribalKind) }
        }
        (Ask::Tribes(_, asked), Action::NoTribes { province }) if *province == asked => Ok(()),
        (Ask::Tribes(..), _) => Err(Refuse::TribesFirst),
    }
}

/// The answer carried out: the question is closed, then the flight, or the
/// warriors and the province's holder settled (held back for the answer).
pub fn execute(s: &mut State, p: Player, a: &Action, ev: &mut Ev) {
    match a {
        Action::Withdraw => {
            ev.emit(s, Event::Answered { yes: true });
            crate::battle::flee(s, p, ev);
        }
        Action::Stand => ev.emit(s, Event::Answered { yes: false }),
        Action::CallTribes { province, kind } => {
            ev.emit(s, Event::Answered { yes: true });
            crate::tribal::call(s, *province, *kind, ev);
            crate::movement::settle(s, ev);
        }
        Action::NoTribes { .. } => {
            ev.emit(s, Event::Answered { yes: false });
            crate::movement::settle(s, ev);
        }
        _ => {}
    }
}

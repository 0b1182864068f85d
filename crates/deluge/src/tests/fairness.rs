//! Issue 40 — the computer decides only from what its nation may see.
//! Hidden from a nation (`view::redact`): the others' treasuries (GAP-23)
//! and, while a simultaneous phase lasts, what the others ordered in it
//! (their armies as they stood when the phase began, DC-MAP-2). Before
//! every decision of whole computer campaigns these are changed, and the
//! dice to come are reseeded; the nation's view and the computer's
//! decision must stay the same.

use super::new_game;
use crate::nation::Nation;
use crate::setup::{MIXED, TABLETOP};
use crate::state::{Phase, State};
use engine::dice::Dice;
use engine::fairness::check_fair;
use engine::seat::SeatId;

/// Another world the nation at `seat` cannot tell from this one: the other
/// nations hold other sums, and in a simultaneous phase their armies stand
/// stronger than when it began.
fn hide(s: &State, seat: SeatId, dice: &mut Dice) -> Option<State> {
    let me = *Nation::ALL.get(seat.index())?;
    let mut other = s.clone();
    for n in Nation::ALL.into_iter().filter(|&n| n != me) {
        let st = other.nation_mut(n);
        st.ducats += 1 + i64::from(dice.die(100, "ducats"));
        st.earned += i64::from(dice.die(20, "earned"));
    }
    if s.snapshot.is_some() && matches!(s.phase, Phase::Movement | Phase::Orders) {
        for (id, army) in &mut other.armies {
            if id.nation() != me {
                army.strength += u32::from(dice.die(50, "strength"));
            }
        }
    }
    Some(other)
}

#[test]
fn the_computer_decides_the_same_whatever_its_nation_cannot_see() {
    for (scenario, seed) in [(MIXED, "fair-1"), (TABLETOP, "fair-2")] {
        let mut game = new_game(scenario, seed);
        let report = check_fair(&mut game, 1_500, &hide).unwrap_or_else(|e| panic!("{seed}: {e:?}"));
        assert!(report.hidden_changed > 500, "{seed}: {report:?}");
        eprintln!("{scenario} {seed}: {report:?}");
    }
}

//! Issue 40 — the computer decides only from what its faction may see.
//! Hidden from a faction (`view::redact`): the others' secret purchases,
//! and their initiative choice while it is being made (WW-1, WW-19).
//! Before every decision of whole computer games these are changed, and
//! the dice to come are reseeded; the faction's view and the computer's
//! decision must stay the same.

use crate::ids::{Faction, Timing, UnitKind};
use crate::state::{Phase, Purchase, State};
use crate::tests::new_game;
use engine::dice::Dice;
use engine::fairness::check_fair;
use engine::seat::SeatId;
use engine::side::Side;

/// Another world the faction at `seat` cannot tell from this one: the
/// other factions bought other things and chose the other timing.
fn hide(s: &State, seat: SeatId, dice: &mut Dice) -> Option<State> {
    let me = Faction::of_seat(seat)?;
    let mut other = s.clone();
    for f in Faction::ALL.into_iter().filter(|&f| f != me) {
        let place = s.units.iter().find(|u| u.faction == f).map(|u| u.at)?;
        let fs = &mut other.factions[f.index()];
        let kind = UnitKind::ALL[dice.pick(6, "kind")];
        fs.pending.push(Purchase { kind, place });
        if s.phase == Phase::Initiative {
            fs.timing = Some(if fs.timing == Some(Timing::Sooner) { Timing::Later } else { Timing::Sooner });
        }
    }
    Some(other)
}

#[test]
fn the_computer_decides_the_same_whatever_its_faction_cannot_see() {
    for seed in ["fair-1", "fair-2"] {
        let mut game = new_game(seed);
        let report = check_fair(&mut game, 1_500, &hide).unwrap_or_else(|e| panic!("{seed}: {e:?}"));
        assert!(report.hidden_changed > 100, "{seed}: {report:?}");
        eprintln!("{seed}: {report:?}");
    }
}

//! The owners' choices (rules 2): where a beaten army withdraws (SR-22,
//! SR-G9, SR-G10, SR-AMB-20) and where ransomed units go when their
//! capital cannot take them (SR-23, SR-G9). With one place to go the units
//! go there; with several, their owner chooses before play goes on (the
//! game waits for its seat, as Hex Kingdoms waits for a reaction), and
//! only those units wait, where they stand: the rest of the battle is over.

use crate::Ev;
use crate::event::Event;
use crate::ids::{Faction, UnitId};
use crate::refusal::Refuse;
use crate::state::{Choice, Decision, State};
use engine::board::RegionId;

/// Sends `f`'s `units` from `from` to one of `options`: at once when there
/// is one, by `f`'s choice when there are several. `false` when there is
/// none (the caller captures, sinks or overruns them).
pub fn send(
    s: &mut State,
    f: Faction,
    kind: Choice,
    (units, from): (Vec<UnitId>, RegionId),
    options: Vec<RegionId>,
    ev: &mut Ev,
) -> bool {
    if units.is_empty() {
        return true;
    }
    match options.as_slice() {
        [] => false,
        [to] => {
            go(s, kind, units, from, *to, ev);
            true
        }
        _ => {
            ev.emit(s, Event::ChoiceAwaited { decision: Decision { by: f, kind, units, from, options } });
            true
        }
    }
}

/// The units go: a withdrawal is a free step that ends their moving
/// (SR-G9), ransomed units are placed (SR-23).
fn go(s: &mut State, kind: Choice, units: Vec<UnitId>, from: RegionId, to: RegionId, ev: &mut Ev) {
    match kind {
        Choice::Withdraw => ev.emit(s, Event::UnitsMoved { units, from, to, stop: true }),
        Choice::Place => ev.emit(s, Event::Ransomed { units, to }),
    }
}

/// Whether `f` may send the units of the first pending choice to `to`.
///
/// # Errors
/// `NotAChoice` when no choice of `kind` waits for `f`, or `to` is not one
/// of its places.
pub fn check(s: &State, f: Faction, kind: Choice, to: RegionId) -> Result<(), Refuse> {
    match s.pending.first() {
        Some(d) if d.by == f && d.kind == kind && d.options.contains(&to) => Ok(()),
        _ => Err(Refuse::NotAChoice),
    }
}

/// Carries out a checked choice: the units still waiting go to `to`.
pub fn decide(s: &mut State, to: RegionId, ev: &mut Ev) {
    let Some(d) = s.pending.first().cloned() else { return };
    let units: Vec<UnitId> = d.units.iter().copied().filter(|&id| s.unit(id).is_some_and(|u| u.at == d.from)).collect();
    ev.emit(s, Event::ChoiceMade { to });
    if !units.is_empty() {
        go(s, d.kind, units, d.from, to, ev);
    }
    if d.kind == Choice::Withdraw {
        // SR-14, SR-G15: besiegers who withdrew no longer besiege.
        crate::movement::siege_left(s, d.by, d.from, ev);
    }
}

/// The units waiting for a choice (they may stand where foes do).
pub fn waiting(s: &State) -> impl Iterator<Item = UnitId> + '_ {
    s.pending.iter().flat_map(|d| d.units.iter().copied())
}

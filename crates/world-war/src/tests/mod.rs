//! Tests; each names the rule ids it covers.

mod computer;
mod defence;
mod examples;
mod examples_combat;
mod locale;
mod map_data;
mod odds;
mod props;
mod refusals;
mod secrecy;
mod simulation;
mod trade;
mod trade_voyage;
mod turn_end;

use crate::event::Event;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::setup::initial_state;
use crate::state::{Phase, State, Task, Unit};
use crate::{Action, Ev};
use engine::dice::Dice;

/// Turn 1, action phase, `acting` first in the order, no units yet.
pub fn slot_state(acting: Faction) -> State {
    let mut s = initial_state();
    s.turn = 1;
    s.phase = Phase::Action { slot: 0 };
    s.order = std::iter::once(acting).chain(Faction::ALL.into_iter().filter(|&f| f != acting)).collect();
    s
}

/// Puts a unit on the map (test set-up only; play uses events).
pub fn add(s: &mut State, faction: Faction, kind: UnitKind, at: &str) -> UnitId {
    let id = UnitId(s.next_unit);
    s.next_unit += 1;
    s.units.push(Unit { id, faction, kind, at: rid(at), task: Task::Idle, paid: false });
    id
}

/// Checks and executes an action with a fixed dice stream.
pub fn exec(s: &mut State, f: Faction, a: &Action) -> Result<Vec<Event>, Refuse> {
    crate::check::check(s, f, a)?;
    let mut ev = Ev::default();
    crate::execute(s, f, a, &mut Dice::from_seed("test"), &mut ev);
    Ok(ev.into_vec())
}

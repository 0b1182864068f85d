//! Tests; each names the rule ids it covers.

mod computer;
mod defence;
mod diplomacy;
mod examples;
mod examples_combat;
mod fairness;
mod invariants;
mod locale;
mod losses;
mod map_data;
mod odds;
mod play;
mod props;
mod refusals;
mod secrecy;
mod simulation;
mod thoughtful;
mod trade;
mod trade_voyage;
mod turn_end;
mod why_not;

use crate::event::Event;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::setup::initial_state;
use crate::state::{Phase, State, Task, Unit};
use crate::{Action, Ev};
use engine::dice::Dice;
use engine::game::Game;
use engine::rules::Rules;
use engine::seat::{Controller, SeatConfig};

/// The three seats (axis, ussr, allies) as the game's form gives them, the
/// computer in each.
pub fn computer_seats() -> Vec<SeatConfig> {
    crate::WorldWar::info().seats(usize::MAX, Controller::Computer)
}

/// A new game of the 1939 scenario from `seed`, the computer in every seat.
pub fn new_game(seed: &str) -> Game<crate::WorldWar> {
    engine::sim::new_game(crate::SCENARIO, computer_seats(), seed).expect("the scenario and seats are accepted")
}

/// Turn 1, action phase, `acting` first in the order, no units yet.
pub fn slot_state(acting: Faction) -> State {
    let mut s = initial_state();
    s.turn = 1;
    s.phase = Phase::Action { slot: 0 };
    s.order = std::iter::once(acting).chain(Faction::ALL.into_iter().filter(|&f| f != acting)).collect();
    s
}

/// The three seats of a game, in role order.
pub fn seats() -> Vec<engine::seat::SeatConfig> {
    ["axis", "ussr", "allies"]
        .iter()
        .map(|role| engine::seat::SeatConfig {
            name: (*role).to_owned(),
            role: (*role).to_owned(),
            colour: "#000000".to_owned(),
            controller: engine::seat::Controller::Human,
        })
        .collect()
}

/// Puts a unit on the map (test set-up only; play uses events).
pub fn add(s: &mut State, faction: Faction, kind: UnitKind, at: &str) -> UnitId {
    let id = UnitId(s.next_unit);
    s.next_unit += 1;
    s.units.push(Unit { id, faction, kind, at: rid(at), task: Task::Idle, paid: false });
    id
}

/// Gives a unit a task (test set-up only).
pub fn set_task(s: &mut State, unit: UnitId, task: Task) {
    s.units.iter_mut().filter(|u| u.id == unit).for_each(|u| u.task = task);
}

/// The Axis at war with the USSR, which holds Warsaw (empty).
pub fn ussr_holds_warsaw(acting: Faction) -> State {
    let mut s = slot_state(acting);
    s.wars.push((Faction::Axis, Faction::Ussr));
    s.regions[crate::map::rid("warsaw").index()].owner = Some(Faction::Ussr);
    s
}

/// WW-EX-11's sides: 1 infantry (Berlin) and 1 tank (Breslau) ordered
/// against Warsaw's three neutral infantry (6 Supply).
pub fn ex_11_sides() -> State {
    let mut s = slot_state(Faction::Axis);
    let inf = add(&mut s, Faction::Axis, UnitKind::Infantry, "berlin");
    let tank = add(&mut s, Faction::Axis, UnitKind::Tank, "breslau");
    for unit in [inf, tank] {
        exec(&mut s, Faction::Axis, &Action::Order { unit, target: rid("warsaw") }).expect("in range");
    }
    s
}

/// WW-EX-22's raid: the Axis at war with the Allies orders 2 bombers from
/// Hamburg (and `escorts` fighters) against London, where an Allied
/// fighter covers. Returns the state, the bombers and the covering fighter.
pub fn ex_22_raid(escorts: usize) -> (State, [UnitId; 2], UnitId) {
    let mut s = slot_state(Faction::Axis);
    s.wars.push((Faction::Axis, Faction::Allies));
    let bombers = [
        add(&mut s, Faction::Axis, UnitKind::Bomber, "hamburg"),
        add(&mut s, Faction::Axis, UnitKind::Bomber, "hamburg"),
    ];
    let fighters: Vec<UnitId> =
        (0..escorts).map(|_| add(&mut s, Faction::Axis, UnitKind::Fighter, "hamburg")).collect();
    let cover = add(&mut s, Faction::Allies, UnitKind::Fighter, "london");
    set_task(&mut s, cover, Task::Covering(rid("london")));
    for unit in bombers.into_iter().chain(fighters) {
        exec(&mut s, Faction::Axis, &Action::Order { unit, target: rid("london") }).expect("in range");
    }
    (s, bombers, cover)
}

/// Checks and executes an action with a fixed dice stream.
pub fn exec(s: &mut State, f: Faction, a: &Action) -> Result<Vec<Event>, Refuse> {
    crate::check::check(s, f, a)?;
    let mut ev = Ev::default();
    crate::execute(s, f, a, &mut Dice::from_seed("test"), &mut ev);
    Ok(ev.into_vec())
}

//! Tests: vectors TV-1…TV-3b and TV-R1…R7, refusals, sieges, odds, maps,
//! locale, whole simulated games and random play.

mod battles;
mod conversion;
mod economy;
mod fairness;
mod invariants;
mod landing;
mod landing_fixture;
mod locale;
mod maps;
mod odds;
mod props;
mod refusals;
mod simulation;
mod split;
mod thoughtful;
mod vectors;
mod why_not;

use crate::HexKingdoms;
use crate::bag::Script;
use crate::ids::PlayerId;
use crate::refusal::Refuse;
use crate::{Action, Ev, Event, State};
use engine::game::Game;
use engine::rules::Rules;
use engine::seat::{Controller, SeatConfig};

/// `n` computer seats with the first `n` roles.
pub fn seats(n: usize) -> Vec<SeatConfig> {
    HexKingdoms::info().seats(n, Controller::Computer)
}

/// A new game of `scenario` with `players` computer seats.
pub fn new_game(scenario: &str, players: usize, seed: &str) -> Result<Game<HexKingdoms>, engine::rules::Refusal> {
    engine::sim::new_game(scenario, seats(players), seed)
}

/// Red and blue in tests.
pub const RED: PlayerId = PlayerId(0);
/// Blue.
pub const BLUE: PlayerId = PlayerId(1);

/// Checks and executes an action with a scripted draw order; the action's
/// label, its events and what the player then sees must render in English.
pub fn act(s: &mut State, p: PlayerId, a: &Action, script: &mut Script) -> Result<Vec<Event>, Refuse> {
    crate::check::check(s, p, a)?;
    locale::assert_renders(&crate::describe::action(s, a));
    let mut ev = Ev::default();
    crate::execute(s, p, a, script, &mut ev);
    let events = ev.into_vec();
    locale::assert_shown(s, &events);
    Ok(events)
}

/// Like [`act`] but the action must be legal.
pub fn ok(s: &mut State, p: PlayerId, a: Action, script: &mut Script) -> Vec<Event> {
    act(s, p, &a, script).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"))
}

/// The region at axial coordinates on the small map.
pub fn hx(s: &State, q: i32, r: i32) -> engine::board::RegionId {
    s.map().at(q, r).unwrap_or_else(|| panic!("no hex {q},{r}"))
}

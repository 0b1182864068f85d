//! The Deluge's tests: every vector of the spec, the phases, refusals,
//! and whole campaigns played by the computer.

mod browser_fixture;
mod campaign;
mod computer;
mod fairness;
mod flow;
mod locale;
mod map_data;
mod orders;
mod ranking;
mod refusals;
mod results;
mod secrecy;
mod vectors_battle;
mod vectors_economy;
mod vectors_resolver;
mod why_not;

use crate::Deluge;
use crate::army::{ARMIES, ArmyId};
use crate::map::land;
use crate::nation::Nation;
use crate::state::{Mode, State};
use engine::game::Game;
use engine::rules::Rules as _;
use engine::seat::{Controller, SeatConfig};

/// The army with code `code`.
pub fn army(code: &str) -> ArmyId {
    ArmyId(u8::try_from(ARMIES.iter().position(|d| d.code == code).expect("an army code")).expect("small"))
}

/// A campaign's first state with no armies on the map.
pub fn empty(mode: Mode) -> State {
    let mut s = crate::setup::initial(mode);
    s.armies.clear();
    s.snapshot = None;
    s
}

/// Puts an army on the map.
pub fn put(s: &mut State, code: &str, at: &str, ps: u32) -> ArmyId {
    let id = army(code);
    s.armies.insert(id, crate::timetable::new_army(land(at), ps));
    id
}

/// Takes `a` for `n` the way a game does: checked (it must pass), then
/// carried out with its events, closing the phase when the last nation
/// ends it (a state built by hand, played by the rules' own code).
pub fn act(s: &mut State, n: Nation, a: &crate::Action) {
    crate::check::check(s, n, a).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"));
    let mut events = crate::Ev::default();
    crate::execute::execute(s, n, a, &mut engine::dice::Dice::from_seed("act"), &mut events);
}

/// Every nation still to act ends the phase (the phase then closes).
pub fn end_phase(s: &mut State) {
    for n in Nation::ALL {
        if !s.nation(n).done {
            act(s, n, &crate::Action::EndPhase(s.phase));
        }
    }
}

/// The English catalog, the engine's messages and The Deluge's, as a
/// player reading English sees them.
pub fn english() -> engine::text::Catalog {
    let mut c = engine::text::Catalog::new("en");
    for (language, source) in engine::LOCALES.iter().chain(crate::LOCALES) {
        if *language == "en" {
            c.add_ftl(source).expect("English Fluent");
        }
    }
    c
}

/// Seven seats, all played by `controller`.
pub fn seats(controller: Controller) -> Vec<SeatConfig> {
    crate::Deluge::info().seats(usize::MAX, controller)
}

/// A new game of a scenario.
pub fn new_game(scenario: &str, seed: &str) -> Game<Deluge> {
    engine::sim::new_game(scenario, seats(Controller::Computer), seed).expect("a new campaign")
}

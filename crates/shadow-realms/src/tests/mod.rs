//! Tests; each names the rule ids it covers.

mod combat_vectors;
mod computer;
mod events_vectors;
mod fairness;
mod faults;
mod found;
mod invariants;
mod locale;
mod movement_vectors;
mod prisoner_vectors;
mod props;
mod refusals;
mod scenarios;
mod siege_vectors;
mod simulation;
mod vassal_vectors;
mod versions;
mod why_not;

use crate::ShadowRealms;
use crate::action::Action;
use crate::event::Event;
use crate::ids::{Faction, Owner, UnitId, UnitKind};
use crate::refusal::Refuse;
use crate::state::{Stage, State, Unit};
use crate::{Ev, setup};
use engine::board::RegionId;
use engine::dice::{Dice, DiceExpr};
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatConfig};
use engine::side::Side;

/// The first `players` realms' seats, all played by `controller`.
pub fn seats(players: usize, controller: Controller) -> Vec<SeatConfig> {
    ShadowRealms::info().seats(players, controller)
}

/// A new game of `players` realms from `seed`.
pub fn new_game(players: usize, seed: &str, controller: Controller) -> Game<ShadowRealms> {
    let setup = GameSetup {
        reseed: Vec::new(),
        system: "shadow-realms".to_owned(),
        scenario: setup::SCENARIO.to_owned(),
        seats: seats(players, controller),
        seed: seed.to_owned(),
    };
    Game::new(setup).expect("the scenario and seats are accepted")
}

/// Round 1, `f`'s turn at its campaign stage, five realms, no unit on the map.
pub fn bare(f: Faction) -> State {
    let mut s = setup::initial(5);
    s.units.clear();
    s.round = 1;
    s.turn = 1;
    s.order = Faction::ALL.to_vec();
    s.slot = u32::try_from(f.index()).unwrap_or(0);
    s.stage = Stage::Campaign;
    s
}

/// Puts `n` units on the map (test set-up only; play uses events).
pub fn put(s: &mut State, owner: Owner, kind: UnitKind, at: RegionId, n: u32) -> Vec<UnitId> {
    (0..n)
        .map(|_| {
            let id = UnitId(s.next_unit);
            s.next_unit += 1;
            s.units.push(Unit { id, owner, kind, at, steps: 0, sword: false });
            id
        })
        .collect()
}

/// Checks and carries out an action with `dice`.
pub fn exec_with(s: &mut State, f: Faction, a: &Action, dice: &mut Dice) -> Result<Vec<Event>, Refuse> {
    crate::check::check(s, f, a)?;
    let mut ev = Ev::default();
    crate::execute(s, f, a, dice, &mut ev);
    Ok(ev.into_vec())
}

/// Checks and carries out an action.
pub fn exec(s: &mut State, f: Faction, a: &Action) -> Result<Vec<Event>, Refuse> {
    exec_with(s, f, a, &mut Dice::from_seed("test"))
}

/// A dice stream whose first d6 throws show `faces` (found by search, so
/// a test states the example's faces, not a seed).
pub fn dice_showing(faces: &[u8]) -> Dice {
    (0..100_000)
        .map(|n| Dice::from_seed(&format!("faces-{n}")))
        .find(|d| {
            let mut probe = d.clone();
            faces.iter().all(|&f| probe.roll(DiceExpr::D6, "probe").faces[0] == f)
        })
        .expect("a stream throwing the faces")
}

/// Ends turns (each realm's in turn, with no choice pending) until it is
/// `f`'s turn.
pub fn pass_to(s: &mut State, f: Faction) {
    for _ in 0..20 {
        if s.acting() == Some(f) {
            return;
        }
        let who = s.acting().expect("a realm acts");
        exec(s, who, &Action::EndTurn).unwrap_or_else(|r| panic!("{who:?} cannot end its turn: {r:?}"));
    }
    panic!("{f:?}'s turn never came");
}

/// The units of `owner` of `kind` at `at`.
pub fn count(s: &State, owner: Owner, kind: UnitKind, at: RegionId) -> usize {
    s.army(owner, at).filter(|u| u.kind == kind).count()
}

/// Whose seat a realm is.
pub fn seat(f: Faction) -> engine::seat::SeatId {
    f.seat()
}

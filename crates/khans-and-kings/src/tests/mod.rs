//! Tests; each names the rule ids it covers.

mod fairness;
mod offered;
mod simulation;
mod vectors;

use crate::KhansAndKings;
use engine::game::Game;
use engine::seat::{Controller, SeatConfig};

/// The four states' seats, all played by `controller`.
pub fn seats(controller: Controller) -> Vec<SeatConfig> {
    crate::setup::seats(controller)
}

/// A new game of Four Crowns from `seed`.
pub fn new_game(seed: &str, controller: Controller) -> Game<KhansAndKings> {
    crate::setup::new_game(seed, controller).expect("the scenario and seats are accepted")
}
mod admirals;
mod air;
pub mod answers;
mod armour;
mod browser_fixture;
mod contamination;
mod decisions;
mod diplomacy;
mod elite;
mod independents;
pub mod invariants;
mod levy;
mod locale;
mod map_data;
mod map_vectors;
mod objectives;
mod played;
mod plunder;
mod prisoner_deals;
pub mod prisoners;
mod props;
mod refusals;
mod regrouping;
mod revolution;
mod rule_ids;
mod rules_checked;
mod rules_checked_war;
mod sea;
pub mod transport;
pub mod tribal;
mod versions;

use crate::action::Action;
use crate::event::Event;
use crate::ids::{Player, ProvinceId, UnitId};
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::side::Side;

/// The sub-province with this key.
pub fn sub(key: &str) -> RegionId {
    crate::map::map().board.find(key).unwrap_or_else(|| panic!("no sub-province {key}"))
}

/// The province with this key.
pub fn province(key: &str) -> ProvinceId {
    let i =
        crate::map::map().provinces.iter().position(|p| p.key == key).unwrap_or_else(|| panic!("no province {key}"));
    ProvinceId(u16::try_from(i).unwrap_or(0))
}

/// Four Crowns before turn 1, with no unit on the map and `p` to act in
/// the phase given, its stockpile generous.
pub fn bare(p: Player, phase: Phase) -> State {
    let mut s = crate::setup::initial(&mut Dice::from_seed("bare"));
    s.units.clear();
    s.turn = 1;
    s.event = 11;
    s.colour = Some(crate::data::tables::Colour::Green);
    s.phase = phase;
    s.order = Player::ALL.to_vec();
    s.slot = u32::try_from(p.index()).unwrap_or(0);
    for ps in &mut s.players {
        ps.stock = crate::data::resources::Stock([20; 7]);
    }
    s
}

/// Puts `n` units of `kind` for `owner` at `at` (test set-up; play uses events).
pub fn put(s: &mut State, owner: Option<Player>, kind: &str, at: RegionId, n: u32) -> Vec<UnitId> {
    let kind = crate::data::units::Kind::of(kind).unwrap_or_else(|| panic!("no unit {kind}"));
    (0..n)
        .map(|_| {
            let mut ev = crate::Ev::default();
            let id = crate::recruit::place_unit(
                s,
                owner,
                kind,
                at,
                None,
                (crate::data::resources::Stock::default(), false),
                &mut ev,
            );
            if let Some(u) = s.units.iter_mut().find(|u| u.id == id) {
                u.mp = 2 * kind.template().speed;
            }
            id
        })
        .collect()
}

/// Checks and carries out an action with `dice`.
pub fn exec_with(s: &mut State, p: Player, a: &Action, dice: &mut Dice) -> Result<Vec<Event>, crate::refusal::Refuse> {
    crate::check::check(s, p, a)?;
    let mut ev = crate::Ev::default();
    crate::execute(s, p, a, dice, &mut ev);
    Ok(ev.into_vec())
}

/// Checks and carries out an action.
pub fn exec(s: &mut State, p: Player, a: &Action) -> Result<Vec<Event>, crate::refusal::Refuse> {
    exec_with(s, p, a, &mut Dice::from_seed("test"))
}

/// A dice stream whose first throws show `faces`, each of its own size
/// (found by search, so a test states the example's faces, not a seed).
pub fn dice_showing(faces: &[(u8, u8)]) -> Dice {
    (0..200_000)
        .map(|n| Dice::from_seed(&format!("faces-{n}")))
        .find(|d| {
            let mut probe = d.clone();
            faces.iter().all(|&(size, face)| probe.die(size, "probe") == face)
        })
        .expect("a stream throwing the faces")
}
mod river;

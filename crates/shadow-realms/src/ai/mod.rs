//! The computer player (version 3; `Profile::PREVIOUS` plays as version
//! 1 did, for `soak --versus previous`). A realm ransoms its kard and revolts
//! when it may, fights the battles its entries opened, raises what its
//! guards lack and what its campaign can afford (`recruit`), sallies out
//! and storms when the exact odds favour it, and lays siege to the cities
//! its armies march on together (`goals`), chosen by what they are worth
//! in the race to 25 influence (`race`), step by step (`march`).
//! `rng` (its own stream) only breaks ties.

mod decide;
pub(crate) mod goals;
pub(crate) mod guard;
mod march;
pub(crate) mod race;
mod recruit;

pub use guard::Guards;

use crate::action::Action;
use crate::check::check;
use crate::ids::Faction;
use crate::map::map;
use crate::state::State;
use engine::board::RegionId;
use engine::dice::Dice;

/// The chance of winning below which it does not fight: a battle is worth
/// an even chance when every turn of the race counts (measured: 0.5 beat
/// 0.6 against random players).
const FIGHT: f64 = 0.5;

/// What this computer does beyond the one before it (`Rules::computer_version`
/// 1): each flag a behaviour version 2 added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// SR-18 — its armies march to relieve its own besieged cities (its
    /// capital above all: without it a realm cannot win, SR-G7).
    pub relief: bool,
    /// SR-27, SR-40 — a battle against an army with a rival's kard is worth
    /// more: captured, he keeps his realm from winning, and his ransom
    /// pays the captor.
    pub kards: bool,
    /// SR-G8 — it raises a catapult (3 BS in a storm) for the walled city
    /// it marches on.
    pub catapults: bool,
    /// What its cities keep at home (version 3: only what the giants and
    /// the pirates call for, and a capital's small guard).
    pub guards: Guards,
    /// What a step of the way costs against a city's worth, which counts
    /// ten a round the city is held (version 3: fifteen, a round and a
    /// half; version 1 broke ties only, so a city three fields beyond a
    /// neutral one next door was as good).
    pub step: i64,
    /// SR-G13 — a city is worth more for the hostile city it would let
    /// the realm border (versions 1 and 2; measured, the far cities it
    /// favoured cost more rounds than they opened).
    pub gateway: bool,
    /// A step is weighed against the strongest army that could strike the
    /// field next turn with the whole march's strength, every army of the
    /// plan heading for the same city (version 3); version 1 weighed the
    /// one army stepping, so two armies each too weak alone never set out.
    pub together: bool,
}

impl Profile {
    /// Today's computer (version 3).
    pub const CURRENT: Self = Self {
        relief: true,
        kards: true,
        catapults: true,
        guards: Guards::LEAN,
        step: 15,
        gateway: false,
        together: true,
    };
    /// The computer before it (version 1).
    pub const PREVIOUS: Self = Self {
        relief: false,
        kards: false,
        catapults: false,
        guards: Guards::FIRST,
        step: 1,
        gateway: true,
        together: false,
    };
}

/// The computer's next action for `f`; always legal, and when nothing is
/// worth doing it ends the turn, so games never get stuck.
#[must_use]
pub fn computer_action(s: &State, f: Faction, rng: &mut Dice) -> Option<Action> {
    computer_action_as(s, f, rng, Profile::CURRENT)
}

/// The computer's next action for `f` as `profile` plays.
#[must_use]
pub fn computer_action_as(s: &State, f: Faction, rng: &mut Dice, profile: Profile) -> Option<Action> {
    if s.decider() != Some(f) {
        return None;
    }
    if !s.pending.is_empty() {
        return decide::choose(s, f).or_else(|| any_legal(s, f));
    }
    let choice = [Action::RansomKard, Action::Revolt]
        .into_iter()
        .find(|a| check(s, f, a).is_ok())
        .or_else(|| s.engaged.first().map(|e| Action::Attack { at: e.at }))
        .or_else(|| recruit::recruit(s, f, profile))
        .or_else(|| favoured(s, f, |city| Action::Sortie { city }))
        .or_else(|| favoured(s, f, |city| Action::Storm { city }))
        .or_else(|| campaign(s, f, rng, profile));
    match choice {
        Some(a) if check(s, f, &a).is_ok() => Some(a),
        _ => Some(Action::EndTurn).filter(|a| check(s, f, a).is_ok()).or_else(|| any_legal(s, f)),
    }
}

/// A last resort: the first legal action (a battle must be fought first).
fn any_legal(s: &State, f: Faction) -> Option<Action> {
    crate::legal::legal_actions(s, f).into_iter().next()
}

/// The first city where `action` is legal and the exact odds favour it
/// (a storm on an empty city always).
fn favoured(s: &State, f: Faction, action: impl Fn(RegionId) -> Action) -> Option<Action> {
    map()
        .cities()
        .map(action)
        .find(|a| check(s, f, a).is_ok() && crate::odds::of_action(s, f, a).is_some_and(|o| o.win >= FIGHT))
}

/// SR-13 — lay siege to a city its armies march on, or where an army that
/// may not march on stands; an army passing by does not stop for a siege,
/// which would hold it there. Else march.
fn campaign(s: &State, f: Faction, rng: &mut Dice, profile: Profile) -> Option<Action> {
    let m = map();
    let plan = goals::plan(s, f, profile);
    let passing = |c: RegionId| plan.iter().any(|&(at, g)| m.city_of(at) == Some(c) && g.city != c);
    plan.iter()
        .map(|(_, g)| g.city)
        .filter(|&c| s.owner(c) != Some(f))
        .chain(m.cities().filter(|&c| !passing(c)))
        .map(|city| Action::Besiege { city })
        .find(|a| check(s, f, a).is_ok())
        .or_else(|| march::march(s, f, &plan, rng, profile))
}

/// Picks among tied best candidates with the computer's own dice.
pub fn pick<T: Clone>(best: &[T], rng: &mut Dice) -> Option<T> {
    match best.len() {
        0 => None,
        1 => best.first().cloned(),
        n => best.get(rng.pick(u8::try_from(n.min(100)).unwrap_or(100), "computer tie-break")).cloned(),
    }
}

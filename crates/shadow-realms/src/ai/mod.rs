//! The computer player. A realm ransoms its kard and revolts when it may,
//! fights the battles its entries opened, raises what its cities lack
//! against the armies next to them, the giants and the pirates, then
//! troops and catapults for its campaign; sallies out and storms when the
//! exact odds favour it, lays the sieges it is strong enough for, and
//! marches on the cities worth the most for the distance (`march`).
//! `rng` (its own stream) only breaks ties.

mod guard;
mod march;

use crate::action::{Action, Item};
use crate::check::check;
use crate::ids::Faction;
use crate::map::{SHADOW_LANDS, map, pos};
use crate::state::{Stage, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// Supplies the computer keeps after recruiting, for moving and sieges.
const RESERVE: u32 = 4;
/// The chance of winning below which it does not fight.
const FIGHT: f64 = 0.6;

/// The computer's next action for `f`; always legal, and when nothing is
/// worth doing it ends the turn, so games never get stuck.
#[must_use]
pub fn computer_action(s: &State, f: Faction, rng: &mut Dice) -> Option<Action> {
    if s.acting() != Some(f) {
        return None;
    }
    let choice = [Action::RansomKard, Action::Revolt]
        .into_iter()
        .find(|a| check(s, f, a).is_ok())
        .or_else(|| s.engaged.first().map(|e| Action::Attack { at: e.at }))
        .or_else(|| recruit(s, f))
        .or_else(|| favoured(s, f, |city| Action::Sortie { city }))
        .or_else(|| favoured(s, f, |city| Action::Storm { city }))
        .or_else(|| besiege(s, f))
        .or_else(|| march::march(s, f, rng));
    match choice {
        Some(a) if check(s, f, &a).is_ok() => Some(a),
        _ => Some(Action::EndTurn).filter(|a| check(s, f, a).is_ok()).or_else(|| any_legal(s, f)),
    }
}

/// A last resort: the first legal action (a battle must be fought first).
fn any_legal(s: &State, f: Faction) -> Option<Action> {
    crate::legal::legal_actions(s, f).into_iter().next()
}

/// SR-G6 — first a troop where a city most lacks its guard; then, with
/// supplies to spare, fanatics while it holds the Shadow Lands, and troops
/// (a catapult for every four, for storms) in the capital; always keeping
/// a reserve.
fn recruit(s: &State, f: Faction) -> Option<Action> {
    if s.stage == Stage::Campaign {
        return None;
    }
    let supplies = s.faction(f).supplies;
    let can = |c: RegionId, item: Item| crate::economy::most(s, f, c, item) > 0;
    let lacking = s.cities_of(f).filter(|&c| can(c, Item::Troop)).max_by_key(|&c| (guard::shortfall(s, f, c), c));
    if let Some(c) = lacking.filter(|&c| guard::shortfall(s, f, c) > 0 && supplies >= 2) {
        return Some(Action::Recruit { at: c, item: Item::Troop, count: 1 });
    }
    if supplies < RESERVE + 2 {
        return None;
    }
    let shadow = pos(SHADOW_LANDS);
    if can(shadow, Item::Fanatic) && supplies >= RESERVE + 3 {
        return Some(Action::Recruit { at: shadow, item: Item::Fanatic, count: 1 });
    }
    let capital = map().capital(f);
    let home = if can(capital, Item::Troop) { capital } else { s.cities_of(f).find(|&c| can(c, Item::Troop))? };
    let units = s.units.iter().filter(|u| u.owner == Some(f));
    let (troops, catapults) = units.fold((0, 0), |(t, c), u| match u.kind {
        crate::ids::UnitKind::Catapult => (t, c + 1),
        crate::ids::UnitKind::Troop => (t + 1, c),
        _ => (t, c),
    });
    let item = if catapults * 4 < troops && supplies >= RESERVE + 3 && can(home, Item::Catapult) {
        Item::Catapult
    } else {
        Item::Troop
    };
    Some(Action::Recruit { at: home, item, count: 1 })
}

/// The first city where `action` is legal and the exact odds favour it
/// (a storm on an empty city always).
fn favoured(s: &State, f: Faction, action: impl Fn(RegionId) -> Action) -> Option<Action> {
    map()
        .cities()
        .map(action)
        .find(|a| check(s, f, a).is_ok() && crate::odds::of_action(s, f, a).is_some_and(|o| o.win >= FIGHT))
}

/// SR-13 — lay siege wherever it is strong enough.
fn besiege(s: &State, f: Faction) -> Option<Action> {
    map().cities().map(|city| Action::Besiege { city }).find(|a| check(s, f, a).is_ok())
}

/// Picks among tied best candidates with the computer's own dice.
pub fn pick<T: Clone>(best: &[T], rng: &mut Dice) -> Option<T> {
    match best.len() {
        0 => None,
        1 => best.first().cloned(),
        n => best.get(rng.pick(u8::try_from(n.min(100)).unwrap_or(100), "computer tie-break")).cloned(),
    }
}

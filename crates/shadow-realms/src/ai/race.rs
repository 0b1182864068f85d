//! The race to 25 influence (SR-G5, SR-G7): when each realm would get
//! there at its present income, who would beat the computer to it, and so
//! what a city is worth taking — more when it slows a realm that would
//! otherwise win first, most when it is that realm's capital (a realm
//! without its capital cannot win, SR-G7).

use crate::economy::{INFLUENCE_PER_CITY, WINNING_INFLUENCE, eligible};
use crate::ids::Faction;
use crate::map::map;
use crate::state::State;
use engine::board::RegionId;
use engine::side::Side;

/// What the capital of the realm that would win first is worth beyond its
/// rounds: taking it stops that realm from winning (SR-G7).
const LEADER_CAPITAL: i64 = 12;

/// Rounds a realm that cannot win counts as away from winning.
pub const NEVER: u32 = 99;

/// SR-G5, SR-G7 — the supply phases `f` needs to reach 25 influence at its
/// present income (0: it has it; [`NEVER`] if it cannot win now).
#[must_use]
pub fn eta(s: &State, f: Faction) -> u32 {
    let fs = s.faction(f);
    let income = INFLUENCE_PER_CITY * s.city_count(f);
    if !eligible(s, f) {
        return NEVER;
    }
    let lacking = WINNING_INFLUENCE.saturating_sub(fs.influence);
    if lacking == 0 {
        0
    } else if income == 0 {
        NEVER
    } else {
        lacking.div_ceil(income).min(NEVER)
    }
}

/// Whether rival `o` would win before `f` (or with it, ahead on
/// influence) if nothing changed: its cities are the ones to take.
#[must_use]
pub fn ahead(s: &State, f: Faction, o: Faction) -> bool {
    let (mine, theirs) = (eta(s, f), eta(s, o));
    let at = |x: Faction| s.faction(x).influence + s.city_count(x) * theirs;
    theirs < NEVER && (theirs < mine || (theirs == mine && (at(o), s.city_count(o)) > (at(f), s.city_count(f))))
}

/// The rival that would win first, if it would beat `f`.
#[must_use]
pub fn leader(s: &State, f: Faction) -> Option<Faction> {
    s.seated()
        .filter(|&o| o != f && ahead(s, f, o))
        .min_by_key(|&o| (eta(s, o), std::cmp::Reverse(s.faction(o).influence), o.index()))
}

/// The round the game would end if nothing changed: when the rival that
/// beats `f` wins, or else when `f` does (SR-G7), at the latest the last.
#[must_use]
pub fn deadline(s: &State, f: Faction) -> u32 {
    let rounds = leader(s, f).map_or_else(|| eta(s, f), |o| eta(s, o));
    (s.round + rounds).min(crate::state::LAST_ROUND)
}

/// How much taking `city` in `turns` of `f`'s turns is worth: a point of
/// influence for every round it is ours before the game would end (SR-G5,
/// SR-G7), as much again when it is taken from the realm that would win
/// first, and far more for that realm's capital: it can no longer win.
/// Any other capital a little more (its realm may become a vassal, SR-40).
#[must_use]
pub fn worth(s: &State, f: Faction, city: RegionId, turns: u32) -> i64 {
    let m = map();
    let left = i64::from(deadline(s, f).saturating_sub(s.round + turns));
    let owner = s.owner(city);
    let capital = owner.is_some_and(|o| m.capital(o) == city);
    let mut value = 1 + left;
    if owner.is_some() && owner == leader(s, f) {
        value += left + if capital { LEADER_CAPITAL } else { 0 };
    } else if capital {
        value += 2;
    }
    value
}

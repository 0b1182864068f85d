//! The computer's transfers (WW-7, WW-9): aid that raises neutral infantry
//! (WW-G10) where a neutral stands between it and an enemy, and Supply for
//! a power fighting the same enemy when that power runs dry.

use crate::action::Action;
use crate::ids::{Faction, Resources};
use crate::map::map;
use crate::neutral::RAISE_COST;
use crate::state::State;
use engine::board::RegionId;

/// Manpower and Production the computer keeps for its own purchases.
const KEEP: Resources = Resources::new(12, 6, 0);
/// A neutral buffer is raised up to this many infantry.
const BUFFER: u32 = 4;

/// One transfer worth sending, if any.
pub fn send(s: &State, f: Faction) -> Option<Action> {
    buffer_aid(s, f).or_else(|| supply_for_ally(s, f))
}

fn enemy_next_to(s: &State, f: Faction, r: RegionId) -> bool {
    map().land_neighbours(r).any(|n| s.owner(n).is_some_and(|o| s.at_war(f, o)))
}

/// WW-7, WW-G10 — 3 MP and 1 P raise one infantry in a neutral region that
/// borders both `f` and an enemy of `f`, while the neutral has fewer than
/// [`BUFFER`] and `f` can spare it: the enemy must fight through it.
fn buffer_aid(s: &State, f: Faction) -> Option<Action> {
    let stock = s.faction(f).stock;
    if !stock.covers(KEEP.plus(RAISE_COST)) {
        return None;
    }
    let m = map();
    m.land_ids()
        .filter(|&r| s.is_neutral(r) && s.region(r).is_some_and(|x| x.garrison < BUFFER))
        .filter(|&r| m.land_neighbours(r).any(|n| s.owner(n) == Some(f)) && enemy_next_to(s, f, r))
        .map(|to| Action::Transfer { to, cargo: RAISE_COST })
        .find(|a| crate::check::check(s, f, a).is_ok())
}

/// WW-7 — 4 Supply to the capital of a power at war with one of `f`'s
/// enemies and at peace with `f`, when it holds under 4 and `f` over 20.
fn supply_for_ally(s: &State, f: Faction) -> Option<Action> {
    if s.faction(f).stock.s <= 20 {
        return None;
    }
    let m = map();
    s.alive()
        .filter(|&o| o != f && !s.at_war(f, o) && s.faction(o).stock.s < 4)
        .filter(|&o| s.alive().any(|e| s.at_war(f, e) && s.at_war(o, e)))
        .filter_map(|o| m.land_ids().find(|&r| m.info(r).is_some_and(|i| i.capital && i.start_owner == Some(o))))
        .map(|to| Action::Transfer { to, cargo: Resources::new(0, 0, 4) })
        .find(|a| crate::check::check(s, f, a).is_ok())
}

//! What the computer raises (SR-G6). Supplies are scarce: a step of five
//! units costs one, twice that into the wild lands (SR-6, SR-8), so it
//! first keeps what this turn's marches, a siege and a storm will cost;
//! then it raises a troop where a city lacks its guard, fanatics while it
//! holds the Shadow Lands (two BS for three supplies, one unit to move),
//! and troops in the city nearest the march worth most.

use super::goals::{Goal, plan, steps};
use super::guard::shortfall;
use super::march::{SIEGE_FUND, sendable};
use crate::action::{Action, Item};
use crate::ids::{Faction, UnitKind};
use crate::map::{SHADOW_LANDS, map, pos};
use crate::state::{Stage, State};
use engine::board::RegionId;

/// What this turn's marches will cost, roughly: each army's groups of
/// five for the steps it takes this turn, one of them doubled (SR-6, SR-8).
fn marching(s: &State, f: Faction, goals: &[(RegionId, Goal)], guards: super::Guards) -> u32 {
    goals
        .iter()
        .map(|&(from, goal)| {
            let units = u32::try_from(sendable(s, f, from, guards).len()).unwrap_or(0);
            let here = map().field_of(from).unwrap_or(from);
            let way = steps(s, f, here, goal.via).unwrap_or(0) + u32::from(map().is_city(from));
            if way == 0 { 0 } else { units.div_ceil(5) * (way.min(3) + 1) }
        })
        .sum::<u32>()
        + SIEGE_FUND
}

/// SR-G6 — the next recruit, or none.
#[must_use]
pub fn recruit(s: &State, f: Faction, profile: super::Profile) -> Option<Action> {
    if s.stage == Stage::Campaign {
        return None;
    }
    let supplies = s.faction(f).supplies;
    let can = |c: RegionId, item: Item| crate::economy::most(s, f, c, item) > 0;
    let goals = plan(s, f, profile);
    let budget = marching(s, f, &goals, profile.guards);
    let spare = supplies.saturating_sub(budget);
    let lacking =
        s.cities_of(f).filter(|&c| can(c, Item::Troop)).max_by_key(|&c| (shortfall(s, f, c, profile.guards), c));
    if let Some(c) = lacking.filter(|&c| shortfall(s, f, c, profile.guards) > 0 && supplies >= Item::Troop.cost()) {
        return Some(Action::Recruit { at: c, item: Item::Troop, count: 1 });
    }
    let shadow = pos(SHADOW_LANDS);
    if can(shadow, Item::Fanatic) && spare >= Item::Fanatic.cost() {
        return Some(Action::Recruit { at: shadow, item: Item::Fanatic, count: 1 });
    }
    if spare < Item::Troop.cost() {
        return None;
    }
    // The city nearest the best march, so that its recruits join it.
    let best = goals.iter().map(|g| g.1).max_by_key(|g| (g.score, std::cmp::Reverse(g.city)));
    let home = s.cities_of(f).filter(|&c| can(c, Item::Troop)).min_by_key(|&c| {
        let d = best.and_then(|g| steps(s, f, map().field_of(c).unwrap_or(c), g.via)).unwrap_or(99);
        (d, c)
    })?;
    // SR-G8, SR-17: a catapult counts 3 in a storm; one for a walled city.
    let walled = best.is_some_and(|g| crate::siege::walls(s, g.city) && s.owner(g.city) != Some(f));
    let has_catapult = s.units.iter().any(|u| u.owner == Some(f) && u.kind == UnitKind::Catapult);
    if profile.catapults && walled && !has_catapult && spare >= Item::Catapult.cost() && can(home, Item::Catapult) {
        return Some(Action::Recruit { at: home, item: Item::Catapult, count: 1 });
    }
    Some(Action::Recruit { at: home, item: Item::Troop, count: 1 })
}

//! The computer's standing Defend orders (WW-G4): a division in a quiet
//! region behind a threatened front region stands ready to defend it.

use super::{defence, strength};
use crate::action::Action;
use crate::ids::Faction;
use crate::map::map;
use crate::state::{State, Task};
use engine::board::RegionId;

/// Doubled expected dice of the enemy divisions next to `r`.
fn threat(s: &State, f: Faction, r: RegionId) -> u32 {
    map()
        .land_neighbours(r)
        .flat_map(|n| s.units_at(n))
        .filter(|u| u.kind.is_land() && s.at_war(f, u.faction))
        .map(|u| strength(u.kind))
        .sum()
}

/// A Defend order for an idle division in a region with no enemy next to
/// it, for the neighbouring own region whose threat most exceeds its
/// defence.
pub fn order(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    let quiet = |r: RegionId| m.land_neighbours(r).all(|n| s.owner(n).is_none_or(|o| o == f || !s.at_war(f, o)));
    let mut best: Option<(u32, Action)> = None;
    for u in s.units_of(f).filter(|u| u.kind.is_land() && u.task == Task::Idle && quiet(u.at)) {
        for r in m.land_neighbours(u.at).filter(|&r| s.owner(r) == Some(f)) {
            let gap = threat(s, f, r).saturating_sub(defence(s, r));
            if gap > 0 && best.as_ref().is_none_or(|(g, _)| gap > *g) {
                best = Some((gap, Action::Defend { unit: u.id, region: r }));
            }
        }
    }
    best.map(|(_, a)| a)
}

//! What the computer builds: what yields every turn; and, since version 2,
//! Castles or Fortresses that hold provinces the enemy is near, depots where its
//! armies go unsupplied, the building a better unit needs, and roads on
//! its largest army's way.

use super::economy::{RESERVE_GOLD, wanted, worth};
use super::war::{goal_steps, largest_army};
use crate::action::Action;
use crate::build::check_build;
use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::Resource;
use crate::data::units::Kind;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::State;
use engine::board::RegionId;

fn gold(s: &State, p: Player) -> u32 {
    s.player(p).stock.get(Resource::Gold)
}

/// Builds what yields every turn, while gold allows.
pub(super) fn build_yield(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if gold(s, p) < RESERVE_GOLD + 3 {
        return None;
    }
    let wanted = [
        Building::Market,
        Building::Farm,
        Building::Mine,
        Building::Quarry,
        Building::LumberCamp,
        Building::Brickworks,
        Building::OilWell,
    ];
    wanted
        .iter()
        .find_map(|b| legal.iter().find(|a| matches!(a, Action::Build { building, .. } if building == b)).cloned())
}

/// Whether hostile land units stand within two steps of `province`.
pub(super) fn threatened(s: &State, p: Player, province: ProvinceId) -> bool {
    let m = map();
    let hostile = |r: RegionId| s.units_at(r).any(|u| crate::movement::counts(u.kind) && s.hostile(u.owner, Some(p)));
    m.province(province)
        .subs
        .iter()
        .any(|&r| hostile(r) || m.land_neighbours(r).any(|n| hostile(n) || m.land_neighbours(n).any(hostile)))
}

/// GAP-19 — whether a Castle or Fortress of its owner holds `province`.
pub(super) fn held_by_stronghold(s: &State, province: ProvinceId) -> bool {
    map().province(province).subs.iter().any(|&r| s.building(r).is_some_and(Building::controls_province))
}

/// KK-BLD-14, GAP-19 — a Castle (or, for an industrial state, a Fortress)
/// in a province of `p` the enemy is near, so that it stays `p`'s while
/// the stronghold stands unoccupied, the armies free to march.
pub(super) fn fortify(s: &State, p: Player) -> Option<Action> {
    if gold(s, p) < RESERVE_GOLD + 4 {
        return None;
    }
    s.provinces_of(p).filter(|&province| !held_by_stronghold(s, province) && threatened(s, p, province)).find_map(
        |province| {
            [Building::Castle, Building::Fortress].into_iter().find_map(|building| {
                let at = free_slot(s, p, province, building)?;
                Some(Action::Build { at, building })
            })
        },
    )
}

/// A free sub-province of `province` where `p` may build `building` now.
fn free_slot(s: &State, p: Player, province: ProvinceId, building: Building) -> Option<RegionId> {
    map().province(province).subs.iter().copied().find(|&at| check_build(s, p, at, building).is_ok())
}

/// KK-SUP-02, GAP-31 — a depot in (or next to) the province where an
/// army of `p` stands unsupplied, so it fights and holds at full strength.
pub(super) fn supply(s: &State, p: Player) -> Option<Action> {
    if gold(s, p) < RESERVE_GOLD + 2 {
        return None;
    }
    let m = map();
    let on = crate::supply::supplied(s, p);
    let mut stranded = vec![false; on.len()];
    for u in s.units.iter().filter(|u| u.owner == Some(p) && crate::supply::needs_supply(u) && !on[u.at.index()]) {
        stranded[u.at.index()] = true;
    }
    m.board.ids().filter(|r| stranded[r.index()]).find_map(|at| {
        let there = m.province_of(at)?;
        let near = s.provinces_of(p).filter(|&q| q == there || m.provinces_touch(q, there));
        near.into_iter()
            .find_map(|q| free_slot(s, p, q, Building::Depot))
            .map(|at| Action::Build { at, building: Building::Depot })
    })
}

/// KK-REC-02 — the one building that would let a province of `p` recruit
/// a unit worth a fifth more than the best it can recruit now.
pub(super) fn unlock(s: &State, p: Player) -> Option<Action> {
    if gold(s, p) < RESERVE_GOLD + 3 {
        return None;
    }
    let now = wanted(s, p).map_or(0, |(_, kind, cost)| worth(kind, &cost));
    s.provinces_of(p)
        .flat_map(|province| Kind::all().map(move |kind| (province, kind)))
        .filter(|&(province, kind)| {
            kind.template().strength >= 3
                && crate::data::units::fights_on_land(kind)
                && crate::recruit::check_kind(s, p, province, kind) == Err(Refuse::NeedsBuilding)
        })
        .filter_map(|(province, kind)| {
            let here = crate::recruit::buildings_in(s, province);
            let missing: Vec<Building> =
                kind.template().requires.iter().copied().filter(|b| !here.contains(b)).collect();
            let [building] = missing[..] else { return None };
            let at = free_slot(s, p, province, building)?;
            let value = worth(kind, &crate::economy::unit_cost(s, p, kind)?);
            Some((value, at, building))
        })
        .filter(|&(value, ..)| value * 5 > now * 6)
        .max_by_key(|&(value, at, _)| (value, std::cmp::Reverse(at)))
        .map(|(_, at, building)| Action::Build { at, building })
}

/// KK-BLD-08, GAP-21 — a road on the next step of `p`'s largest army
/// towards land not its own.
pub(super) fn road(s: &State, p: Player) -> Option<Action> {
    let m = map();
    let from = largest_army(s, p)?;
    let goal = goal_steps(s, p)?;
    let to = m.land_neighbours(from).filter(|n| goal[n.index()] < goal[from.index()]).min()?;
    let edge = m.edge(from, to)?;
    crate::build::check_edge(s, p, edge, EdgeBuilding::Road).ok()?;
    Some(Action::BuildEdge { edge, what: EdgeBuilding::Road })
}

/// Whether `p` may put `building` at `at` once it can pay.
pub(super) fn fits(s: &State, p: Player, at: RegionId, building: Building) -> bool {
    matches!(check_build(s, p, at, building), Ok(_) | Err(Refuse::CannotAfford { .. }))
}

/// KK-REC-02 — the next of `needed` (buildings a unit requires together)
/// to build in `p`'s `province`, and where: every one missing must find a
/// sub-province of its own (KK-BLD-01), or none is begun.
pub(super) fn next_of(s: &State, p: Player, province: ProvinceId, needed: &[Building]) -> Option<(RegionId, Building)> {
    if s.owner(province) != Some(p) {
        return None;
    }
    let here = crate::recruit::buildings_in(s, province);
    let missing: Vec<Building> = needed.iter().copied().filter(|b| !here.contains(b)).collect();
    let subs = &map().province(province).subs;
    let first = *missing.first()?;
    // Each missing building a distinct free sub-province (a few, so tried in turn).
    fn place(s: &State, p: Player, subs: &[RegionId], rest: &[Building], used: &mut Vec<RegionId>) -> bool {
        let Some((&b, more)) = rest.split_first() else { return true };
        for &at in subs {
            if !used.contains(&at) && fits(s, p, at, b) {
                used.push(at);
                if place(s, p, subs, more, used) {
                    return true;
                }
                used.pop();
            }
        }
        false
    }
    let mut used = Vec::new();
    place(s, p, subs, &missing, &mut used).then(|| (used[0], first))
}

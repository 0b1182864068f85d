//! Supply (KK-SUP, GAP-31, AMB-33, AMB-34): depots and their like supply
//! their own province and the next ones along paths free of hostile units;
//! supply trains, themselves supplied, reach two sub-provinces further.

use crate::Ev;
use crate::data::units::Ability;
use crate::event::Event;
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::movement::hostile_here;
use crate::state::State;
use engine::board::RegionId;
use std::collections::VecDeque;

/// The sub-provinces `p` supplies now: the network of its depots
/// (AMB-34) and of its supplied supply trains (AMB-33). KK-SUP-03,
/// KK-SUP-04: a sub-province is supplied only through a chain within a
/// depot's range free of hostile units, so units cut off or out of range are not.
#[must_use]
pub fn supplied(s: &State, p: Player) -> Vec<bool> {
    let m = map();
    let n = m.subs.len();
    let mut on = vec![false; n];
    let blocked = |r: RegionId| hostile_here(s, r, Some(p)) || m.is_sea(r);
    // Depots: their province and the provinces next to it; an ally's
    // depots supply too (GAP-44).
    let holders: Vec<Player> = std::iter::once(p).chain(crate::diplomacy::allies(s, p)).collect();
    let provinces: Vec<crate::ids::ProvinceId> = holders.iter().flat_map(|&q| s.provinces_of(q)).collect();
    for province in provinces {
        for &depot in &m.province(province).subs {
            if !s.building(depot).is_some_and(crate::data::buildings::Building::supplies) || blocked(depot) {
                continue;
            }
            let home = province;
            let within = |r: RegionId| m.province_of(r).is_some_and(|q| q == home || m.provinces_touch(home, q));
            flood(&mut on, depot, u32::MAX, |r| within(r) && !blocked(r));
        }
    }
    // Supply trains extend the network while they stand in it.
    let trains: Vec<(RegionId, u8)> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p))
        .filter_map(|u| u.kind.template().supply_radius().map(|r| (u.at, r)))
        .collect();
    let mut changed = true;
    let mut used = vec![false; trains.len()];
    while changed {
        changed = false;
        for (i, &(at, radius)) in trains.iter().enumerate() {
            if used[i] || !on[at.index()] {
                continue;
            }
            used[i] = true;
            changed = true;
            flood(&mut on, at, u32::from(radius), |r| !blocked(r));
        }
    }
    on
}

/// Marks everything reachable from `from` within `radius` steps through
/// sub-provinces `ok` lets pass.
fn flood(on: &mut [bool], from: RegionId, radius: u32, ok: impl Fn(RegionId) -> bool) {
    let m = map();
    let mut dist = vec![u32::MAX; on.len()];
    let mut queue = VecDeque::from([from]);
    dist[from.index()] = 0;
    on[from.index()] = true;
    while let Some(r) = queue.pop_front() {
        let d = dist[r.index()];
        if d >= radius {
            continue;
        }
        for n in m.land_neighbours(r) {
            if dist[n.index()] == u32::MAX && ok(n) {
                dist[n.index()] = d + 1;
                on[n.index()] = true;
                queue.push_back(n);
            }
        }
    }
}

/// GAP-31, KK-UNIT-13 — whether a unit needs supply: not with `NS`, not aircraft or ships.
#[must_use]
pub fn needs_supply(u: &crate::state::Unit) -> bool {
    let t = u.kind.template();
    // KK-NAV-04 (this crate's reading): units aboard are supplied by their ships.
    t.kind.is_land() && !t.has(Ability::NoSupply) && u.aboard.is_none()
}

/// GAP-31 — the supply check of `p`'s units (at the start of its movement
/// phase, and for a battle's units when it begins).
pub fn check(s: &mut State, p: Player, ev: &mut Ev) {
    let on = supplied(s, p);
    let unsupplied: Vec<UnitId> =
        s.units.iter().filter(|u| u.owner == Some(p) && needs_supply(u) && !on[u.at.index()]).map(|u| u.id).collect();
    let before: Vec<UnitId> = s.units.iter().filter(|u| u.owner == Some(p) && u.unsupplied).map(|u| u.id).collect();
    if unsupplied != before {
        ev.emit(s, Event::Supply { player: p, unsupplied });
    }
}

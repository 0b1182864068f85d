//! Ranges and routes (WW-9, WW-12, WW-20, WW-G4): pure queries on a state.

use crate::ids::{Faction, UnitKind};
use crate::map::{FAR, map};
use crate::state::{State, Task, Unit};
use engine::board::{Link, RegionId};
use std::collections::VecDeque;

/// WW-34, WW-35, WW-AMB-6 — air range in steps on the combined graph.
pub const AIR_RANGE: u8 = 2;
/// WW-G4 — air rebase range.
pub const AIR_REBASE: u8 = 4;
/// WW-G4 — a landing sails along at most this many sea zones.
pub const LANDING_ZONES: u32 = 2;

/// Whether `target` may be attacked by `f` at all: a foreign land region, or
/// a sea zone holding another faction's ships.
#[must_use]
pub fn attackable(s: &State, f: Faction, target: RegionId) -> bool {
    let m = map();
    if m.is_land(target) {
        return s.owner(target) != Some(f);
    }
    m.is_sea(target) && s.units_at(target).any(|u| u.faction != f)
}

/// WW-G4 — the sea zone a landing from `from` onto `target` would start in,
/// given escorts in `zone`: `zone` must touch `from` and lie within one sea
/// step of a zone touching `target` (≤ 2 zones sailed).
#[must_use]
pub fn landing_zone_ok(zone: RegionId, from: RegionId, target: RegionId) -> bool {
    let m = map();
    m.coasts(from).contains(&zone) && escort_reaches(zone, target)
}

/// Whether a navy in `zone` can escort a landing onto `target` (WW-G4).
#[must_use]
pub fn escort_reaches(zone: RegionId, target: RegionId) -> bool {
    let m = map();
    m.coasts(target).iter().any(|&z| z == zone || m.sea_steps(zone, z).is_some_and(|d| d < LANDING_ZONES))
}

/// Whether a land unit at `from` could land on `target` with escorts from
/// any zone touching `from`.
#[must_use]
pub fn landing_possible(from: RegionId, target: RegionId) -> bool {
    map().coasts(from).iter().any(|&z| escort_reaches(z, target))
}

/// The refusal-free range test of WW-G4 for an ORDER of `u` against `target`.
/// Returns `Err(reason)` naming why not.
///
/// # Errors
/// The reason the unit cannot reach or hit the target.
pub fn order_range(u: &Unit, target: RegionId) -> Result<(), crate::refusal::Refuse> {
    use crate::refusal::Refuse;
    let m = map();
    let land_target = m.is_land(target);
    match u.kind {
        UnitKind::Infantry | UnitKind::Tank if land_target => {
            if m.board.touches(u.at, target, &[Link::Land]) {
                Ok(())
            } else if landing_possible(u.at, target) {
                if u.kind == UnitKind::Tank { Err(Refuse::TanksUnderFire) } else { Ok(()) }
            } else {
                Err(Refuse::OutOfRange { reach: 1 })
            }
        }
        UnitKind::Bomber => within(m.steps(u.at, target), AIR_RANGE),
        UnitKind::Fighter if land_target => within(m.steps(u.at, target), AIR_RANGE),
        UnitKind::Navy if land_target => {
            if escort_reaches(u.at, target) {
                Ok(())
            } else {
                Err(Refuse::OutOfRange { reach: u8::try_from(LANDING_ZONES).unwrap_or(u8::MAX) })
            }
        }
        UnitKind::Navy => {
            if u.at == target || m.board.touches(u.at, target, &[Link::Sea]) {
                Ok(())
            } else {
                Err(Refuse::OutOfRange { reach: 1 })
            }
        }
        _ => Err(Refuse::WrongUnit { able: crate::refusal::Able::Attack }),
    }
}

fn within(steps: u8, range: u8) -> Result<(), crate::refusal::Refuse> {
    if steps != FAR && steps <= range { Ok(()) } else { Err(crate::refusal::Refuse::OutOfRange { reach: range }) }
}

/// WW-G4 — own regions reachable from `from` through a chain of own
/// land-adjacent regions.
#[must_use]
pub fn own_land_reach(s: &State, f: Faction, from: RegionId) -> Vec<Option<u32>> {
    map().board.distances(from, &[Link::Land], |r| s.owner(r) == Some(f))
}

/// WW-G4, WW-20 — the idle own navy that could carry a land unit from `from`
/// by sea to own coastal region `to`, with the sea path.
#[must_use]
pub fn sea_lift(s: &State, f: Faction, from: RegionId, to: RegionId) -> Option<(&Unit, Vec<RegionId>)> {
    let m = map();
    m.coasts(from).iter().find_map(|&z| {
        let navy = s.units_at(z).find(|u| u.faction == f && u.kind == UnitKind::Navy && u.task == Task::Idle)?;
        let path = m.coasts(to).iter().filter_map(|&t| m.sea_path(z, t)).min_by_key(Vec::len)?;
        Some((navy, path))
    })
}

/// WW-9 — whether resources can travel over land from `f`'s territory to
/// `to`: a chain of regions owned by `f`, by the recipient, or by neutral
/// countries `f` has never fought.
#[must_use]
pub fn land_route(s: &State, f: Faction, to: RegionId) -> bool {
    let m = map();
    let recipient = s.owner(to);
    let passable = |r: RegionId| {
        let owner = s.owner(r);
        owner == Some(f)
            || (owner.is_some() && owner == recipient)
            || (owner.is_none() && m.info(r).and_then(|i| i.country).is_some_and(|c| !s.hostile_country(c, f)))
    };
    let mut seen = vec![false; m.land_count];
    let mut queue: VecDeque<RegionId> = VecDeque::from([to]);
    if let Some(x) = seen.get_mut(to.index()) {
        *x = true;
    }
    while let Some(at) = queue.pop_front() {
        if s.owner(at) == Some(f) {
            return true;
        }
        for n in m.land_neighbours(at) {
            if !seen[n.index()] && passable(n) {
                seen[n.index()] = true;
                queue.push_back(n);
            }
        }
    }
    false
}

/// A shortest sea path from `zone` to a zone touching land region `to`.
#[must_use]
pub fn path_to_shore(zone: RegionId, to: RegionId) -> Option<Vec<RegionId>> {
    let m = map();
    m.coasts(to).iter().filter_map(|&z| m.sea_path(zone, z)).min_by_key(Vec::len)
}

/// WW-2, WW-G13 — whether `f` may place a new unit of `kind` at `place`.
#[must_use]
pub fn placement_ok(s: &State, f: Faction, kind: UnitKind, place: RegionId) -> bool {
    let m = map();
    if kind.is_ship() {
        m.is_sea(place)
            && m.shores(place).any(|r| s.owner(r) == Some(f))
            && !s.units_at(place).any(|u| u.kind == UnitKind::Navy && s.at_war(u.faction, f))
    } else {
        m.is_land(place) && s.owner(place) == Some(f)
    }
}

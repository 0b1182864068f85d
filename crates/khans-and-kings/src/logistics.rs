//! Logistics centres (KK-BLD-15…17, GAP-22, AMB-35): units are carried
//! between two of a state's centres joined by railways, for fuel by type.

use crate::Ev;
use crate::action::Group;
use crate::data::buildings::Building;
use crate::data::resources::{Resource, Stock};
use crate::data::units::{Family, Kind};
use crate::event::{Event, Travel, Why};
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::movement::{hostile_here, room};
use crate::refusal::Refuse;
use crate::state::State;
use engine::board::RegionId;

/// GAP-22, KK-BLD-17 — what carrying a unit costs by its type, or `None` when it cannot be carried.
#[must_use]
pub fn cost(kind: Kind) -> Option<Stock> {
    let mut c = Stock::default();
    match kind.template().kind.family() {
        Family::Infantry | Family::Support => c.add(Resource::Fuel, 1),
        Family::Cavalry | Family::Elite => {
            c.add(Resource::Fuel, 1);
            c.add(Resource::Food, 1);
        }
        Family::Artillery | Family::Siege => c.add(Resource::Fuel, 2),
        Family::Armoured => c.add(Resource::Fuel, 3),
        Family::Flying | Family::Aviation | Family::Naval => return None,
    }
    Some(c)
}

/// AMB-35 — whether two centres are joined by railways through no hostile units.
fn joined(s: &State, p: Player, from: RegionId, to: RegionId) -> bool {
    let m = map();
    let mut seen = vec![from];
    let mut i = 0;
    while i < seen.len() {
        let r = seen[i];
        i += 1;
        for n in m.land_neighbours(r) {
            let rail = m.edge(r, n).and_then(|e| s.edges.get(e)).is_some_and(|e| e.railway);
            if rail && !seen.contains(&n) && !hostile_here(s, n, Some(p)) {
                seen.push(n);
            }
        }
    }
    seen.contains(&to)
}

/// KK-BLD-15 — the sub-provinces of `p`'s logistics centres (two joined by
/// rail are needed to use them).
#[must_use]
pub fn centres(s: &State, p: Player) -> Vec<RegionId> {
    s.provinces_of(p)
        .flat_map(|pr| map().province(pr).subs.clone())
        .filter(|&r| s.building(r) == Some(Building::LogisticsCentre))
        .collect()
}

/// KK-BLD-16, AMB-35 — whether `p` may carry `group` from the centre at
/// `from` to the one at `to`, and what it costs.
///
/// # Errors
/// The rule it breaks.
pub fn check(
    s: &State,
    p: Player,
    from: RegionId,
    to: RegionId,
    group: &Group,
) -> Result<(Vec<UnitId>, Stock), Refuse> {
    let list = centres(s, p);
    if from == to || !list.contains(&from) || !list.contains(&to) || s.battle.is_some() {
        return Err(Refuse::NoLogistics);
    }
    let m = map();
    let clear = |r: RegionId| {
        m.province_of(r).is_some_and(|pr| !m.province(pr).subs.iter().any(|&x| hostile_here(s, x, Some(p))))
    };
    if !clear(from) || !clear(to) || !joined(s, p, from, to) {
        return Err(Refuse::NoLogistics);
    }
    if crate::diplomacy::barred(s, p, to) {
        return Err(Refuse::AtPeace); // GAP-44: a peace partner's units stand there
    }
    let ids = crate::movement::pick(s, p, from, group, |u| !u.moved && !u.fresh && !u.routed && u.mp > 0)?;
    let mut total = Stock::default();
    for &id in &ids {
        let c = s.unit(id).and_then(|u| cost(u.kind)).ok_or(Refuse::NoLogistics)?;
        for (r, n) in c.amounts() {
            total.add(r, n);
        }
    }
    if usize::from(room(s, to, Some(p))) < ids.len() {
        return Err(crate::movement::no_room(s, to, p));
    }
    if !s.player(p).stock.covers(&total) {
        return Err(crate::refusal::short_of(&total, &s.player(p).stock));
    }
    Ok((ids, total))
}

/// KK-BLD-16 — the units are carried; the move replaces their normal move.
pub fn carry(s: &mut State, p: Player, from: RegionId, to: RegionId, group: &Group, ev: &mut Ev) {
    let Ok((ids, cost)) = check(s, p, from, to, group) else { return };
    crate::economy::pay(s, p, &cost, Why::Logistics, ev);
    ev.emit(
        s,
        Event::UnitsMoved { units: ids.clone(), from, to, travel: Travel::Logistics, cost: 0, rain: Vec::new() },
    );
    crate::movement::entered(s, p, from, to, &ids, ev);
}

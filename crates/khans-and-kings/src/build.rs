//! Buildings (KK-BLD, GAP-20): where each may stand, erecting it, roads,
//! railways and bridges on edges, dismantling (KK-BLD-05/06), plunder
//! (KK-PLN) and blowing up (KK-BLD-07).

use crate::Ev;
use crate::data::buildings::{BuildOrg, Building, EdgeBuilding, Placement};
use crate::data::resources::{Org, Stock, receive, refund, resolve};
use crate::data::terrain::Tag;
use crate::data::units::Ability;
use crate::event::{Event, Why};
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::State;
use engine::board::RegionId;

/// GAP-20, GAP-15, KK-TERR-10, KK-BLD-02 — whether `building` may stand at `r`.
#[must_use]
pub fn placement_ok(s: &State, building: Building, r: RegionId) -> bool {
    let m = map();
    let Some(terrain) = m.terrain(r) else { return false };
    if terrain.excludes(building) {
        return false;
    }
    let sub = m.sub(r);
    let cover = |t: Tag| terrain.covers.contains(&t);
    let open = !cover(Tag::Forest) && !cover(Tag::Jungle) && !cover(Tag::Desert);
    let ok = match building.info().placement {
        Placement::Any => true,
        Placement::NotSwamp => !terrain.has(Tag::Swamp),
        Placement::NotSwampOrJungle => !terrain.has(Tag::Swamp) && !terrain.has(Tag::Jungle),
        Placement::OpenBase(bases) => bases.contains(&terrain.base) && open,
        Placement::AnyOf(tags) => tags.iter().any(|t| terrain.has(*t)),
        Placement::Coastal(not) => sub.coastal && !not.contains(&terrain.base),
        Placement::CoastalOpen => sub.coastal && matches!(terrain.base, Tag::Plains | Tag::Hills),
        Placement::Airfield => {
            matches!(terrain.base, Tag::Plains | Tag::Hills | Tag::Desert)
                && !cover(Tag::Forest)
                && !cover(Tag::Jungle)
                && !terrain.has(Tag::Mountains)
        }
        Placement::RailHead => {
            matches!(terrain.base, Tag::Plains | Tag::Hills)
                && m.land_neighbours(r).any(|n| m.edge(r, n).and_then(|e| s.edges.get(e)).is_some_and(|e| e.railway))
        }
    };
    let manufactory_once = building != Building::Manufactory
        || m.province_of(r)
            .is_none_or(|p| !m.province(p).subs.iter().any(|&x| s.building(x) == Some(Building::Manufactory)));
    let caravan =
        building != Building::Caravanserai || m.province_of(r).is_some_and(|p| m.province(p).strategic.is_some());
    ok && manufactory_once && caravan
}

/// Whether `p`'s organisation may build it (GAP-20's Org column).
#[must_use]
pub fn org_ok(p: Player, building: Building) -> bool {
    match building.info().org {
        BuildOrg::Both => true,
        BuildOrg::Craft => p.org() == Org::Craft,
        BuildOrg::Industrial => p.org() == Org::Industrial,
    }
}

/// KK-BLD-01…02, KK-TRADE-11, GAP-20 — whether `p` may erect `building` at `at`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_build(s: &State, p: Player, at: RegionId, building: Building) -> Result<Stock, Refuse> {
    if s.owner_at(at) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    if !org_ok(p, building) {
        return Err(Refuse::NotUsed);
    }
    if s.building(at).is_some() {
        return Err(Refuse::SlotTaken);
    }
    if building == Building::Caravanserai
        && map().province_of(at).is_none_or(|pr| map().province(pr).strategic.is_none())
    {
        return Err(Refuse::NoStrategicSource);
    }
    if !placement_ok(s, building, at) {
        return Err(Refuse::BadPlace);
    }
    let cost = crate::economy::building_cost(s, p, building).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

/// KK-BLD-08, GAP-20 — whether `p` may build `what` on `edge`: roads and
/// railways between two land sub-provinces (railways never into swamp,
/// only industrial), bridges on rivers, at least one end in its province.
///
/// # Errors
/// The rule that forbids it.
pub fn check_edge(s: &State, p: Player, edge: usize, what: EdgeBuilding) -> Result<Stock, Refuse> {
    let m = map();
    let e = m.edges.get(edge).ok_or(Refuse::BadInput)?;
    let built = s.edges.get(edge).copied().unwrap_or_default();
    if m.is_sea(e.a) || m.is_sea(e.b) {
        return Err(Refuse::BadPlace);
    }
    if s.owner_at(e.a) != Some(p) && s.owner_at(e.b) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    let swamp = |r: RegionId| m.terrain(r).is_some_and(|t| t.has(Tag::Swamp));
    let ok = match what {
        EdgeBuilding::Road => !built.road,
        EdgeBuilding::Railway => !built.railway && !swamp(e.a) && !swamp(e.b),
        EdgeBuilding::Bridge => e.river && !built.bridge,
    };
    if !ok {
        return Err(Refuse::BadPlace);
    }
    let cost = resolve(what.cost(), p.org()).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

/// KK-BLD-05, KK-BLD-06, AMB-42, EX-82/83 — whether `p` may dismantle the
/// building at `at`: its own province, no enemy units there; the refund is
/// half the building's cost, rounded up.
///
/// # Errors
/// The rule that forbids it.
pub fn check_dismantle(s: &State, p: Player, at: RegionId) -> Result<Stock, Refuse> {
    let b = s.building(at).ok_or(Refuse::NoPlunder)?;
    let province = map().province_of(at).ok_or(Refuse::BadInput)?;
    if s.owner(province) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    let enemy = map().province(province).subs.iter().any(|&r| crate::movement::hostile_here(s, r, Some(p)));
    if enemy {
        return Err(Refuse::EnemyPresent);
    }
    Ok(refund(&resolve(b.info().cost, p.org()).unwrap_or_default()))
}

/// KK-PLN-01…03 — whether `unit` may plunder where it stands: a building in
/// an enemy's (or nobody's) province, not routed, once a turn.
///
/// # Errors
/// The rule that forbids it.
pub fn check_plunder(s: &State, p: Player, unit: UnitId) -> Result<(), Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if u.plundered || u.routed || !u.kind.template().kind.is_land() {
        return Err(Refuse::NoPlunder);
    }
    if s.building(u.at).is_none() || s.owner_at(u.at) == Some(p) {
        return Err(Refuse::NoPlunder);
    }
    if s.battle.as_ref().is_some_and(|b| b.at == u.at) {
        return Err(Refuse::InBattle);
    }
    Ok(())
}

/// KK-PLN-02, KK-RES-04, GAP-38 — the building is destroyed, its plunder
/// yield paid in the plunderer's resources, and the unit gains 1 PD.
pub fn plunder(s: &mut State, p: Player, unit: UnitId, ev: &mut Ev) {
    let Some(u) = s.unit(unit) else { return };
    let at = u.at;
    let Some(b) = s.building(at) else { return };
    ev.emit(s, Event::Demolished { at, building: b });
    crate::tribal::note_ruin(s, at, b, ev);
    crate::prisoners::camp_gone(s, at, Some(p), ev);
    let gain = receive(b.info().plunder, p.org());
    crate::economy::receive(s, p, &gain, Why::Plunder, ev);
    ev.emit(s, Event::Plundered { unit });
    crate::battle::experience(s, unit, 1, ev);
}

/// KK-BLD-07, AMB-41 — whether `unit` may blow up its state's building where it stands.
///
/// # Errors
/// The rule that forbids it.
pub fn check_blow_up(s: &State, p: Player, unit: UnitId) -> Result<(), Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if !u.kind.template().has(Ability::Demolish) || u.plundered || u.routed {
        return Err(Refuse::NoDemolish);
    }
    if s.building(u.at).is_none() || s.owner_at(u.at) != Some(p) { Err(Refuse::NoDemolish) } else { Ok(()) }
}

/// KK-BLD-07 — the building is destroyed for its plunder yield, with no PD:
/// plundering one's own building (KK-PLN-07), the unit's plunder of the turn.
pub fn blow_up(s: &mut State, p: Player, unit: UnitId, ev: &mut Ev) {
    let Some(at) = s.unit(unit).map(|u| u.at) else { return };
    let Some(b) = s.building(at) else { return };
    ev.emit(s, Event::Demolished { at, building: b });
    crate::prisoners::camp_gone(s, at, Some(p), ev);
    let gain = receive(b.info().plunder, p.org());
    crate::economy::receive(s, p, &gain, Why::Plunder, ev);
    ev.emit(s, Event::Plundered { unit });
}

/// GAP-27 `BUILD(ROAD, BRIDGE)` — whether sappers may build `what` on an
/// edge from where they stand instead of moving (not moved, not acted),
/// at the normal cost.
///
/// # Errors
/// The rule that forbids it.
pub fn check_field_works(s: &State, p: Player, unit: UnitId, edge: usize, what: EdgeBuilding) -> Result<Stock, Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if !u.kind.template().has(Ability::BuildRoads) || u.moved || u.acted || u.fresh || what == EdgeBuilding::Railway {
        return Err(Refuse::NoDemolish);
    }
    let e = map().edges.get(edge).ok_or(Refuse::BadInput)?;
    if e.a != u.at && e.b != u.at {
        return Err(Refuse::NotAStep);
    }
    let m = map();
    let built = s.edges.get(edge).copied().unwrap_or_default();
    let ok = !m.is_sea(e.a)
        && !m.is_sea(e.b)
        && match what {
            EdgeBuilding::Road => !built.road,
            EdgeBuilding::Bridge => e.river && !built.bridge,
            EdgeBuilding::Railway => false,
        };
    if !ok {
        return Err(Refuse::BadPlace);
    }
    let cost = resolve(what.cost(), p.org()).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

//! The computer's air force (since version 3): an industrial state builds
//! an Airfield and an Aircraft Factory in a home province, keeps a few
//! bombers and fighters, and flies the mission with the best chance each
//! turn — a strike on a unit or a raid on a building, weighed over the
//! enemy's fighters and guns by the exact odds.

use super::economy::{RESERVE_GOLD, trade_for};
use crate::action::Action;
use crate::air::flies;
use crate::data::buildings::Building;
use crate::data::resources::{Org, Resource};
use crate::data::units::Kind;
use crate::ids::{Player, ProvinceId};
use crate::state::State;
use engine::board::RegionId;

/// The least chance of success worth a mission.
const WORTH_FLYING: f64 = 0.3;

/// How many aircraft `p` keeps: one, and one more for every four provinces, at most four.
fn fleet_size(s: &State, p: Player) -> usize {
    (1 + s.provinces_of(p).count() / 4).min(4)
}

/// The economy window: the next building or aircraft of the air force.
pub(super) fn air_force(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if p.org() != Org::Industrial || s.player(p).stock.get(Resource::Gold) < RESERVE_GOLD + 2 {
        return None;
    }
    let own: Vec<Kind> = s.units.iter().filter(|u| u.owner == Some(p) && flies(u.kind)).map(|u| u.kind).collect();
    if own.len() >= fleet_size(s, p) {
        return None;
    }
    let (fighter, bomber, seaplane) = (Kind::of("fighter")?, Kind::of("bomber")?, Kind::of("seaplane")?);
    let next = if own.iter().filter(|k| **k == fighter).count() * 2 < own.len() { fighter } else { bomber };
    // Where no province has room for both an Airfield and an Aircraft
    // Factory, seaplanes need only the factory and a river or a coast.
    for kind in [next, bomber, fighter, seaplane] {
        if let Some(Action::Recruit { province, .. }) =
            legal.iter().find(|a| matches!(a, Action::Recruit { kind: k, .. } if *k == kind))
        {
            return Some(Action::Recruit { province: *province, kind, count: 1, upgrade: 0 });
        }
        if s.provinces_of(p).any(|pr| crate::recruit::check_kind(s, p, pr, kind).is_ok()) {
            return trade_for(s, p, &crate::economy::unit_cost(s, p, kind)?);
        }
    }
    let mut provinces: Vec<ProvinceId> = s.provinces_of(p).collect();
    provinces.sort_by_key(|pr| !s.player(p).national.contains(pr));
    let (at, building) = provinces
        .iter()
        .find_map(|&pr| plan(s, p, pr))
        .or_else(|| provinces.iter().find_map(|&pr| seaplane_plan(s, p, pr, seaplane)))?;
    let build = Action::Build { at, building };
    if legal.contains(&build) { Some(build) } else { trade_for(s, p, &crate::economy::building_cost(s, p, building)?) }
}

/// An Aircraft Factory for seaplanes in `province`: a free slot, and a
/// seaplane base left there (KK-AIR-02).
fn seaplane_plan(s: &State, p: Player, province: ProvinceId, seaplane: Kind) -> Option<(RegionId, Building)> {
    let subs = &crate::map::map().province(province).subs;
    let at = subs.iter().copied().find(|&at| super::works::fits(s, p, at, Building::AircraftFactory))?;
    subs.iter().any(|&r| crate::air::is_base(s, p, seaplane, r)).then_some((at, Building::AircraftFactory))
}

/// The next of the Airfield and Aircraft Factory to build in `province`.
fn plan(s: &State, p: Player, province: ProvinceId) -> Option<(RegionId, Building)> {
    super::works::next_of(s, p, province, &[Building::Airfield, Building::AircraftFactory])
}

/// The movement phase: the mission most likely to succeed, if likely enough.
pub(super) fn mission(s: &State, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| {
            let chance = match a {
                Action::AirStrike { unit, target } => crate::odds::air_strike(s, *unit, *target)?.0,
                Action::Bomb { unit, at } => {
                    let need = crate::air::bombing(s.unit(*unit)?.kind)?;
                    let target = s.units_at(*at).next().map(|t| t.id);
                    let through = target.and_then(|t| crate::odds::air_strike(s, *unit, t)).map_or(1.0, |o| o.1);
                    // Buildings weigh more than a unit's losses.
                    1.5 * through * f64::from(9 - need.min(9)) / 8.0
                }
                _ => return None,
            };
            Some((chance, a))
        })
        .filter(|(chance, _)| *chance >= WORTH_FLYING)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a.clone())
}

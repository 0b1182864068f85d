//! Tribal warriors (KK-REC-22…27, AMB-17): called when hostile units enter
//! a province of a state under a Tribal Khanate or the Mobile doctrine;
//! sent home, they rebuild what the enemy plundered or destroyed there
//! while they stood (KK-REC-26, rules 2).
//!
//! Readings of KK-REC-26 (AMB-17): a building counts when an enemy removed
//! it — plundered (by a state or by independent units), bombed, burned by
//! fire in battle, sabotaged or taken by revolutionaries — in the province
//! while its warriors stood; the note starts afresh when warriors are
//! called. A warrior disbanded in the
//! recruitment and building phase, with no hostile land unit left in the
//! province ("no longer threatened"), rebuilds the first noted building
//! whose sub-province is empty, for free: one building per unit.

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::Stock;
use crate::data::tables::{Doctrine, Government};
use crate::data::units::{Kind, UnitType};
use crate::event::Event;
use crate::ids::{ProvinceId, UnitId};
use crate::map::map;
use crate::movement::{hostile_here, may_enter, room};
use crate::recruit::{buildings_in, place_unit};
use crate::state::{Origin, Phase, State};
use engine::board::RegionId;

/// KK-REC-22…27, AMB-17 — tribal warriors: when hostile units cross into a
/// province of a state under a Tribal Khanate or the Mobile doctrine, it
/// receives 1–3 units by the buildings there (a standing decision: they are
/// free and may be disbanded), in the capital or the nearest sub-province
/// with room — regional ones if the province has them, else its own
/// Light Cavalry; never while warriors of the province exist. Regional
/// units come by tribal warriors and by uprisings (`unrest::uprising`)
/// (KK-NPU-11), and by the levy (`levy::kinds`).
pub fn tribal_warriors(s: &mut State, province: ProvinceId, ev: &mut Ev) {
    let Some(p) = s.owner(province) else { return };
    let ps = s.player(p);
    if ps.government != Government::TribalKhanate && ps.doctrine != Doctrine::Mobile {
        return;
    }
    if standing(s, province) {
        return;
    }
    let n = warriors(buildings_in(s, province).len());
    let allowed = |k: &Kind| {
        matches!(
            k.template().kind,
            UnitType::Militia
                | UnitType::LightCavalry
                | UnitType::Riflemen
                | UnitType::LightInfantry
                | UnitType::Archers
        )
    };
    let regional = map().province(province).regional.iter().copied().find(|k| allowed(k));
    let Some(kind) = regional.or_else(|| Kind::of("light_cavalry")) else { return };
    let m = map();
    let mut places: Vec<RegionId> = m.province(province).subs.clone();
    let capital = m.province(province).capital;
    places.sort_unstable_by_key(|&r| (r != capital, r));
    for _ in 0..n {
        let Some(at) = places
            .iter()
            .copied()
            .find(|&r| may_enter(kind, r) && !hostile_here(s, r, Some(p)) && room(s, r, Some(p)) > 0)
        else {
            break;
        };
        // KK-REC-25, AMB-17: they may move this turn if their state has not moved yet.
        place_unit(s, Some(p), kind, at, Some(Origin::Tribal(province)), (Stock::default(), false), ev);
    }
}

/// KK-REC-24, EX-26…29 — tribal warriors by the buildings in the province
/// (roads, railways and bridges are edges, not counted: KK-BLD-13).
#[must_use]
pub const fn warriors(buildings: usize) -> u32 {
    match buildings {
        0..=2 => 1,
        3 | 4 => 2,
        _ => 3,
    }
}

/// KK-REC-27 — warriors called from `province` still stand.
#[must_use]
pub fn standing(s: &State, province: ProvinceId) -> bool {
    s.units.iter().any(|u| u.origin == Some(Origin::Tribal(province)))
}

/// KK-REC-26, AMB-17 — a building an enemy removed at `at` is noted, to be
/// rebuilt by the warriors of its province, when they stand (rules 2).
pub fn note_ruin(s: &mut State, at: RegionId, building: Building, ev: &mut Ev) {
    if s.rules < 2 {
        return;
    }
    if map().province_of(at).is_some_and(|province| standing(s, province)) {
        ev.emit(s, Event::Ruined { at, building });
    }
}

/// AMB-17 — "no longer threatened": no hostile land unit in the province.
#[must_use]
pub fn threatened(s: &State, province: ProvinceId) -> bool {
    let owner = s.owner(province);
    map().province(province).subs.iter().any(|&r| hostile_here(s, r, owner))
}

/// KK-REC-26, AMB-17 — what disbanding warrior `unit` rebuilds now: in the
/// recruitment and building phase, its province no longer threatened, the
/// first noted building whose sub-province stands empty.
#[must_use]
pub fn rebuilds(s: &State, unit: UnitId) -> Option<(RegionId, Building)> {
    let Some(Origin::Tribal(province)) = s.unit(unit)?.origin else { return None };
    if s.rules < 2 || s.phase != Phase::Economy || threatened(s, province) {
        return None;
    }
    s.province(province).ruins.iter().copied().find(|&(at, _)| s.building(at).is_none())
}

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

/// KK-REC-22, KK-REC-28 — whether the state holding `province` may gather
/// tribal warriors there now: its government or doctrine allows it
/// (GAP-06 Tribal Khanate, GAP-07 Mobile) and none called from the
/// province stand (KK-REC-27).
#[must_use]
pub fn may_call(s: &State, province: ProvinceId) -> bool {
    let Some(p) = s.owner(province) else { return false };
    let ps = s.player(p);
    (ps.government == Government::TribalKhanate || ps.doctrine == Doctrine::Mobile) && !standing(s, province)
}

/// KK-REC-23 — the types tribal warriors may be.
fn allowed(k: Kind) -> bool {
    matches!(
        k.template().kind,
        UnitType::Militia | UnitType::LightCavalry | UnitType::Riflemen | UnitType::LightInfantry | UnitType::Archers
    )
}

/// KK-REC-23, AMB-17 — the kinds `p`'s warriors of `province` may be:
/// regional units of the province of an allowed type where it has any,
/// else `p`'s own templates of those types (its organisation's, both
/// organisations' and the neutral ones), each able to stand somewhere in
/// the province. Regional units come by tribal warriors, by uprisings
/// (`unrest::uprising`) and by the levy (`levy::kinds`) (KK-NPU-11).
#[must_use]
pub fn kinds(s: &State, p: crate::ids::Player, province: ProvinceId) -> Vec<Kind> {
    use crate::data::units::Availability;
    let regional: Vec<Kind> = map().province(province).regional.iter().copied().filter(|&k| allowed(k)).collect();
    let own = || {
        Kind::all()
            .filter(|&k| allowed(k))
            .filter(|k| match k.template().org {
                Availability::Both | Availability::Neutral => true,
                Availability::Craft => p.org() == crate::data::resources::Org::Craft,
                Availability::Industrial => p.org() == crate::data::resources::Org::Industrial,
                Availability::Regional | Availability::Independent => false,
            })
            .collect()
    };
    let list = if regional.is_empty() { own() } else { regional };
    list.into_iter().filter(|&k| place(s, p, province, k).is_some()).collect()
}

/// The kind rules 1–3 always called (and the computer of version 5 calls):
/// the province's first regional unit of an allowed type, else Light
/// Cavalry.
#[must_use]
pub fn first_kind(province: ProvinceId) -> Option<Kind> {
    map().province(province).regional.iter().copied().find(|&k| allowed(k)).or_else(|| Kind::of("light_cavalry"))
}

/// AMB-17 — where the next warrior of `kind` stands: the capital, else the
/// sub-province of the province with room nearest to it (lowest id first),
/// free of hostile units and open to the unit.
fn place(s: &State, p: crate::ids::Player, province: ProvinceId, kind: Kind) -> Option<RegionId> {
    let m = map();
    let capital = m.province(province).capital;
    let mut places: Vec<RegionId> = m.province(province).subs.clone();
    places.sort_unstable_by_key(|&r| (r != capital, r));
    places
        .into_iter()
        .find(|&r| may_enter(kind, r) && !crate::movement::closed(s, r, Some(p)) && room(s, r, Some(p)) > 0)
}

/// KK-REC-22…27, AMB-17 — hostile units crossed into `province`: from
/// rules 4 its state is asked whether to call its tribal warriors
/// (`answers`), and the province's holder is settled after the answer
/// (true: asked); rules 1–3 call them at once, a standing decision (false).
pub fn entered(s: &mut State, province: ProvinceId, ev: &mut Ev) -> bool {
    if s.rules < 4 {
        if may_call(s, province)
            && let Some(kind) = first_kind(province)
        {
            call(s, province, kind, ev);
        }
        return false;
    }
    let Some(p) = s.owner(province) else { return false };
    if !may_call(s, province) || kinds(s, p, province).is_empty() {
        return false;
    }
    ev.emit(s, Event::Asked { ask: crate::state::Ask::Tribes(p, province) });
    true
}

/// KK-REC-24, KK-REC-25 — the warriors called: 1–3 units of `kind` by the
/// buildings in the province, each free where [`place`] finds room (as many
/// as fit). They may move this turn if their state has not moved yet.
pub fn call(s: &mut State, province: ProvinceId, kind: Kind, ev: &mut Ev) {
    let Some(p) = s.owner(province) else { return };
    for _ in 0..warriors(buildings_in(s, province).len()) {
        let Some(at) = place(s, p, province, kind) else { break };
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

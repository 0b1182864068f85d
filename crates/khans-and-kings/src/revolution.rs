//! Revolutions and the Red Guard (KK-REV-05…09, KK-NPU-10, GAP-02 event 5,
//! GAP-46, AMB-37, AMB-66). Readings:
//!
//! - GAP-02 (5): "the most industrial state" is the industrial state in play
//!   with the most revolution buildings ([`breeds`]) standing in the provinces
//!   it owns; ties: the drawer's pick, made for him as a rival before himself,
//!   then a labelled die among the tied (no new action, no wait for a choice).
//!   None with a revolution building: no effect (AMB-37).
//! - KK-REV-06, AMB-37, AMB-66: one of its provinces holding a revolution
//!   building, uniformly by a die; one Red Guard in each such sub-province of
//!   that province where the stacking limit leaves room; where they share a
//!   sub-province with the state's land units they attack at once.
//! - The Red Guard remember the state they rose against (`Origin::Revolution`)
//!   and act in the independent step (GAP-46, KK-NPU-10), one step each, in
//!   order: attack that state's land units in their province (KK-REV-07,
//!   KK-REV-04 1.); plunder its other buildings there, those that are not
//!   revolution buildings, for nobody's gain; each plunder raises one more
//!   Red Guard there if there is room (KK-REV-08); once the province is
//!   theirs, march on the neighbouring province of that state with the most
//!   revolution buildings (GAP-46; ties by a die) and attack its units there
//!   (KK-REV-09). Red Guard never leave for another state's province. A
//!   routed Red Guard only regroups, when no player's land unit is within
//!   one step (GAP-30, as the states' units do at the end of their phase).
//! - Ties: a target is the weakest unit, then the lowest id (as the other
//!   independents pick); a step goes to the first free sub-province in map
//!   order, not GAP-46's highest defence bonus then a die (kept simple).
//! - "Taken" (GAP-46): a province of the state where Red Guard stand and no
//!   land unit of the state remains is liberated: it belongs to no state
//!   (`Event::Liberated`); players take it back from the independents as
//!   any unowned province (AMB-19). No contentment change: GAP-12 names only
//!   captures by a rival.
//! - Bounded: at most [`RED_GUARD_MAX`] Red Guard stand on the map at once;
//!   beyond it plunder raises no more. Plunder destroys a building and
//!   spreading follows one state's provinces, so a revolution burns out; the
//!   turn limit (GAP-51) ends every game anyway.

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::Org;
use crate::data::units::Kind;
use crate::event::{Event, Travel};
use crate::ids::{Player, ProvinceId, UnitId};
use crate::map::map;
use crate::movement::{counts, may_enter, room};
use crate::state::{Origin, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// The most Red Guard on the map at once: two provinces' worth of a large
/// revolution, so that one cannot swallow a state in a few turns.
pub const RED_GUARD_MAX: usize = 12;

/// KK-REV-06 — a revolution building: a Farm, Steelworks, a Factory (Arms
/// and Aircraft Factories too) or a Shipyard.
#[must_use]
pub const fn breeds(b: Building) -> bool {
    matches!(
        b,
        Building::Farm
            | Building::Steelworks
            | Building::Factory
            | Building::ArmsFactory
            | Building::AircraftFactory
            | Building::Shipyard
    )
}

/// The sub-provinces of `province` holding a revolution building (AMB-66).
#[must_use]
pub fn works(s: &State, province: ProvinceId) -> Vec<RegionId> {
    map().province(province).subs.iter().copied().filter(|&r| s.building(r).is_some_and(breeds)).collect()
}

/// A state's revolution buildings (GAP-02 event 5).
fn industry(s: &State, p: Player) -> usize {
    s.provinces_of(p).map(|pr| works(s, pr).len()).sum()
}

fn pick(n: usize, dice: &mut Dice, why: &str) -> Option<usize> {
    (n > 0).then(|| dice.pick(u8::try_from(n.min(100)).unwrap_or(1), why).min(n - 1))
}

/// GAP-02 event 5 — Revolutionary Agitation: a revolution in the industrial
/// state with the most revolution buildings (see the module's readings).
pub fn agitation(s: &mut State, drawer: Player, dice: &mut Dice, ev: &mut Ev) {
    let states: Vec<(Player, usize)> =
        s.in_play().filter(|p| p.org() == Org::Industrial).map(|p| (p, industry(s, p))).collect();
    let Some(best) = states.iter().map(|x| x.1).max().filter(|&n| n > 0) else { return };
    let mut tied: Vec<Player> = states.iter().filter(|x| x.1 == best).map(|x| x.0).collect();
    if tied.len() > 1 {
        tied.retain(|&p| p != drawer);
    }
    if let Some(i) = pick(tied.len(), dice, "GAP-02 Revolutionary Agitation: the state among the tied") {
        revolution(s, tied[i], dice, ev);
    }
}

/// KK-REV-05, KK-REV-06, AMB-37, AMB-66 — a revolution in a random province
/// of `p` holding a revolution building: a Red Guard in each such
/// sub-province there, attacking at once where `p`'s units stand.
pub fn revolution(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    let provinces: Vec<ProvinceId> = s.provinces_of(p).filter(|&pr| !works(s, pr).is_empty()).collect();
    let Some(i) = pick(provinces.len(), dice, "AMB-37 the revolution's province") else { return };
    ev.emit(s, Event::Revolution { player: p, province: provinces[i] });
    let risen: Vec<UnitId> = works(s, provinces[i]).into_iter().filter_map(|r| rise(s, p, r, ev)).collect();
    for id in risen {
        if let Some(t) = target(s, id, p, &[]) {
            crate::independent::assault(s, id, t, dice, ev);
        }
    }
    liberate(s, provinces[i], Origin::Revolution(p), ev);
}

/// A Red Guard against `p` appears at `r` if there is room and the cap allows.
fn rise(s: &mut State, p: Player, r: RegionId, ev: &mut Ev) -> Option<UnitId> {
    let kind = Kind::of("red_guard")?;
    let standing = s.units.iter().filter(|u| u.kind == kind).count();
    // AMB-37 (rules 4): among the state's own units it fights at once; never
    // where another state's units stand (it rises against `p` alone; rules
    // 1–3 let it rise there with no battle, found by the invariant of
    // KK-CMB-01).
    let others = s.rules >= 4
        && s.units_at(r).any(|u| u.owner.is_some_and(|q| q != p) && crate::movement::holds_ground(s, u, r));
    (standing < RED_GUARD_MAX && room(s, r, None) > 0 && may_enter(kind, r) && !others)
        .then(|| crate::recruit::place(s, None, kind, r, Some(Origin::Revolution(p)), ev))
}

/// The state a Red Guard unit rose against, if `id` is one.
#[must_use]
pub fn against(s: &State, id: UnitId) -> Option<Player> {
    match s.unit(id)?.origin {
        Some(Origin::Revolution(p)) => Some(p),
        _ => None,
    }
}

/// KK-REV-07…09, KK-NPU-10, GAP-46 — one Red Guard unit's step.
pub fn act(s: &mut State, id: UnitId, p: Player, dice: &mut Dice, ev: &mut Ev) {
    let m = map();
    let Some(u) = s.unit(id).filter(|_| s.finish.is_none()) else { return };
    if u.routed {
        // GAP-30 — it regroups with no player's land unit within one step.
        let near = std::iter::once(u.at).chain(m.land_neighbours(u.at));
        if !near.flat_map(|r| s.units_at(r)).any(|x| x.owner.is_some() && counts(x.kind)) {
            ev.emit(s, Event::Routed { unit: id, routed: false });
        }
        return;
    }
    let Some(home) = m.province_of(u.at) else { return };
    let subs = &m.province(home).subs;
    liberate(s, home, Origin::Revolution(p), ev);
    let ours = s.owner(home).is_none_or(|q| q == p);
    if let Some(t) = target(s, id, p, subs) {
        crate::independent::assault(s, id, t, dice, ev);
    } else if !(ours && plunder(s, id, p, ev)) {
        let loot: Vec<RegionId> = subs.iter().copied().filter(|&r| ours && spoil(s, r)).collect();
        let goal = if loot.is_empty() { next(s, home, p, dice) } else { loot };
        if let Some(t) = target(s, id, p, &goal) {
            crate::independent::assault(s, id, t, dice, ev);
        } else {
            step(s, id, &goal, ev);
        }
    }
    if let Some(now) = s.unit(id).and_then(|u| m.province_of(u.at)) {
        liberate(s, now, Origin::Revolution(p), ev);
    }
}

/// KK-REV-07 — `p`'s land unit a Red Guard attacks: where it stands, or next
/// to it in `within` (its province, or the one it marches on); the weakest,
/// then the lowest id, among those the cover rule lets it pick.
fn target(s: &State, id: UnitId, p: Player, within: &[RegionId]) -> Option<UnitId> {
    let u = s.unit(id)?;
    let near: Vec<RegionId> = map()
        .land_neighbours(u.at)
        .filter(|r| within.contains(r))
        .chain([u.at])
        .filter(|&r| may_enter(u.kind, r))
        .collect();
    let mut options: Vec<&crate::state::Unit> = s
        .units
        .iter()
        .filter(|t| t.owner == Some(p) && counts(t.kind) && near.contains(&t.at))
        .filter(|t| {
            let defenders: Vec<UnitId> = s.army(t.owner, t.at).filter(|d| counts(d.kind)).map(|d| d.id).collect();
            crate::combat::may_target(s, u, t, &defenders)
        })
        .collect();
    options.sort_unstable_by_key(|t| (t.kind.template().strength, t.id));
    options.first().map(|t| t.id)
}

/// KK-REV-08 — a building the Red Guard plunder at `r`: one that is not a
/// revolution building, with no player's unit there.
fn spoil(s: &State, r: RegionId) -> bool {
    s.building(r).is_some_and(|b| !breeds(b)) && !s.units_at(r).any(|u| u.owner.is_some() && counts(u.kind))
}

/// KK-REV-08, GAP-46 — the unit plunders where it stands, for nobody's
/// gain, and one more Red Guard rises there; whether it did.
fn plunder(s: &mut State, id: UnitId, p: Player, ev: &mut Ev) -> bool {
    let Some(at) = s.unit(id).filter(|u| !u.plundered).map(|u| u.at) else { return false };
    let Some(b) = s.building(at).filter(|_| spoil(s, at)) else { return false };
    ev.emit(s, Event::Demolished { at, building: b });
    crate::tribal::note_ruin(s, at, b, ev);
    crate::prisoners::camp_gone(s, at, None, ev);
    ev.emit(s, Event::Plundered { unit: id });
    rise(s, p, at, ev);
    true
}

/// KK-REV-09, GAP-46 — the sub-provinces of the neighbouring province of
/// `p` with the most revolution buildings (ties by a die), once `home` is
/// no longer `p`'s; else none.
fn next(s: &State, home: ProvinceId, p: Player, dice: &mut Dice) -> Vec<RegionId> {
    let m = map();
    if s.owner(home) == Some(p) {
        return Vec::new();
    }
    let mut near: Vec<ProvinceId> = m
        .province(home)
        .subs
        .iter()
        .flat_map(|&r| m.land_neighbours(r))
        .filter_map(|r| m.province_of(r))
        .filter(|&pr| s.owner(pr) == Some(p))
        .collect();
    near.sort_unstable_by_key(|pr| pr.0);
    near.dedup();
    let best = near.iter().map(|&pr| works(s, pr).len()).max().unwrap_or(0);
    near.retain(|&pr| works(s, pr).len() == best);
    pick(near.len(), dice, "GAP-46 the province the Red Guard march on")
        .map_or_else(Vec::new, |i| m.province(near[i]).subs.clone())
}

/// One step (GAP-46: template Speed 1) into `goal`, or to a sub-province next
/// to it, free of players' units and with room; the first in map order.
fn step(s: &mut State, id: UnitId, goal: &[RegionId], ev: &mut Ev) {
    let m = map();
    let Some(u) = s.unit(id) else { return };
    let (from, kind) = (u.at, u.kind);
    let free = |r: RegionId| {
        may_enter(kind, r) && room(s, r, None) > 0 && !s.units_at(r).any(|x| crate::movement::holds_ground(s, x, r))
    };
    let into = m.land_neighbours(from).filter(|r| goal.contains(r)).find(|&r| free(r));
    let Some(to) = into.or_else(|| {
        let home = m.province_of(from);
        m.land_neighbours(from)
            .filter(|&r| m.province_of(r) == home && m.land_neighbours(r).any(|n| goal.contains(&n)))
            .find(|&r| free(r))
    }) else {
        return;
    };
    ev.emit(s, Event::UnitsMoved { units: vec![id], from, to, travel: Travel::March, cost: 0, rain: Vec::new() });
}

/// GAP-46 — `province` of `p` is liberated once units risen against `p`
/// (`risen`: the Red Guard of a revolution, or an uprising's) stand there
/// and no land unit of `p` does; whether it was.
pub fn liberate(s: &mut State, province: ProvinceId, risen: Origin, ev: &mut Ev) -> bool {
    let (Origin::Revolution(p) | Origin::Uprising(p)) = risen else { return false };
    let subs = &map().province(province).subs;
    let here = |want: &dyn Fn(&crate::state::Unit) -> bool| subs.iter().any(|&r| s.units_at(r).any(want));
    let free = s.owner(province) == Some(p)
        && here(&|u| u.origin == Some(risen))
        && !here(&|u| u.owner == Some(p) && crate::movement::holds_ground(s, u, u.at));
    if free {
        let event = if matches!(risen, Origin::Uprising(_)) {
            Event::UprisingLiberated { player: p, province }
        } else {
            Event::Liberated { player: p, province }
        };
        ev.emit(s, event);
        crate::prisoners::camps_liberated(s, province, ev);
        crate::movement::settle(s, ev);
    }
    free
}

//! Moving troops and characters (SR-6…SR-12, SR-G10): what one step is,
//! what it costs, which units take it, and where they must stop.

use crate::Ev;
use crate::action::Group;
use crate::event::{Event, SiegeEnd, Why};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{Terrain, map};
use crate::refusal::Refuse;
use crate::state::{STEPS, State};
use engine::board::RegionId;

/// SR-6, SR-EX-4 — moving `units` one space costs 1 supply for each
/// started group of five, times the terrain's multiplier (SR-8).
#[must_use]
pub const fn step_cost(units: u32, multiplier: u32) -> u32 {
    units.div_ceil(5) * multiplier
}

/// SR-10, SR-EX-9, SR-EX-10 — by sea only the ships pay, per sea step.
#[must_use]
pub const fn naval_cost(ships: u32) -> u32 {
    ships.div_ceil(5)
}

/// SR-2, SR-10 — the ships `carried` units need: two to a ship.
#[must_use]
pub const fn ships_needed(carried: u32) -> u32 {
    carried.div_ceil(2)
}

/// SR-8 — double supplies into swamps and the wild tribes' lands.
#[must_use]
pub fn terrain_multiplier(to: RegionId) -> u32 {
    match map().info(to).terrain {
        Terrain::Swamp | Terrain::Wild => 2,
        Terrain::Plain | Terrain::Impassable => 1,
    }
}

/// What kind of step a move is (SR-7, SR-G10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// SR-7(a) — out of a city into its own field.
    LeaveCity,
    /// SR-AMB-21 — into one's own city from its field: free.
    EnterCity,
    /// SR-7(c) — a march to a neighbouring field.
    March,
    /// SR-7(b) — at sea: out of a port city, from zone to zone, or into an own port city.
    Sail,
    /// SR-G10 — from the sea onto the field of a port region on it.
    Land,
}

/// SR-7, SR-9, SR-G10, SR-G15, SR-42, SR-45 — the step from `from` to `to`
/// for `f`, or why it is none.
///
/// # Errors
/// Why `from` → `to` is not a step `f` may take.
pub fn step(s: &State, f: Faction, from: RegionId, to: RegionId) -> Result<Step, Refuse> {
    let m = map();
    if from.index() >= m.info.len() || to.index() >= m.info.len() || from == to {
        return Err(Refuse::BadPlace);
    }
    let besieged = |c: RegionId| s.city(c).is_some_and(|c| c.siege.is_some());
    if m.is_city(from) {
        if m.field_of(from) == Some(to) {
            return if besieged(from) { Err(Refuse::Besieged) } else { Ok(Step::LeaveCity) };
        }
        if m.is_sea(to) && m.seas(from).contains(&to) {
            return if besieged(from) { Err(Refuse::Besieged) } else { Ok(Step::Sail) };
        }
        return Err(Refuse::NotAStep);
    }
    if m.is_sea(from) {
        if m.is_sea(to) && m.sea_neighbours(from).any(|z| z == to) {
            return Ok(Step::Sail);
        }
        if m.is_city(to) && m.seas(to).contains(&from) {
            enter_city(s, f, to)?;
            return Ok(Step::Sail);
        }
        if m.is_field(to) && m.seas(to).contains(&from) {
            return Ok(Step::Land);
        }
        return Err(Refuse::NotAStep);
    }
    if m.city_of(from) == Some(to) {
        enter_city(s, f, to)?;
        return Ok(Step::EnterCity);
    }
    if m.is_field(to) && m.adjacent(from, to) {
        return if m.passable(to) { Ok(Step::March) } else { Err(Refuse::Impassable) };
    }
    Err(if m.is_sea(to) { Refuse::ShipsOnly } else { Refuse::NotAStep })
}

/// SR-G10, SR-G15, SR-42, SR-45 — a city is entered only by its owner, and
/// not while besieged; a lord and its vassal never enter each other's.
fn enter_city(s: &State, f: Faction, city: RegionId) -> Result<(), Refuse> {
    match s.owner(city) {
        Some(o) if o == f => {
            if s.city(city).is_some_and(|c| c.siege.is_some()) {
                Err(Refuse::Besieged)
            } else {
                Ok(())
            }
        }
        Some(o) if !s.hostile(Some(o), Some(f)) => Err(Refuse::LordsCity),
        _ => Err(Refuse::HostileCity),
    }
}

/// SR-6, SR-8, SR-10 — what a step of `group` costs.
#[must_use]
pub fn cost(step: Step, to: RegionId, group: &Group) -> u32 {
    match step {
        Step::LeaveCity => step_cost(group.units(), 1),
        Step::March => step_cost(group.units(), terrain_multiplier(to)),
        Step::EnterCity => 0,
        Step::Sail => naval_cost(group.ship),
        Step::Land => naval_cost(ships_needed(group.units())),
    }
}

/// The moves `f`'s army at `from` could make with `group`'s units:
/// SR-2, SR-10 — ships at sea or in a port; carried units within their
/// ships; landing units carried by ships of `f` in that zone.
///
/// # Errors
/// Why the group cannot take this kind of step.
pub fn check_group(s: &State, f: Faction, from: RegionId, step: Step, group: &Group) -> Result<(), Refuse> {
    let count = |ships: bool| {
        u32::try_from(s.army(Some(f), from).filter(|u| (u.kind == UnitKind::Ship) == ships).count()).unwrap_or(0)
    };
    let riders = group.units() - group.ship;
    match step {
        Step::LeaveCity | Step::March | Step::Land | Step::EnterCity if group.ship > 0 => Err(Refuse::ShipsOnly),
        Step::Sail if group.ship < ships_needed(riders) => {
            Err(Refuse::TooFewShips { need: ships_needed(riders), ships: group.ship })
        }
        // Riders left at sea stay on the ships left there (a group asking
        // for more than the army has is refused by `pick`, not here).
        Step::Sail
            if map().is_sea(from)
                && count(false).saturating_sub(riders) > 2 * count(true).saturating_sub(group.ship) =>
        {
            // The ships staying carry the units staying.
            Err(Refuse::TooFewShips {
                need: ships_needed(count(false).saturating_sub(riders)),
                ships: count(true).saturating_sub(group.ship),
            })
        }
        Step::Land if count(true) < ships_needed(riders) => {
            Err(Refuse::TooFewShips { need: ships_needed(riders), ships: count(true) })
        }
        _ => Ok(()),
    }
}

/// SR-G10 — the units of `f` at `from` that make up `group`: of each kind
/// those with the fewest steps taken (steps left), the asked number of
/// carriers with their swords.
///
/// # Errors
/// `NoSuchUnits` when the army lacks them.
pub fn pick(s: &State, f: Faction, from: RegionId, group: &Group) -> Result<Vec<UnitId>, Refuse> {
    if group.units() == 0 {
        return Err(Refuse::NoSuchUnits);
    }
    let mut chosen = Vec::new();
    let mut swords_left = group.swords;
    for kind in UnitKind::ALL {
        let want = group.count(kind) as usize;
        let mut free: Vec<&crate::state::Unit> =
            s.army(Some(f), from).filter(|u| u.kind == kind && u.steps < STEPS).collect();
        free.sort_unstable_by_key(|u| (u.steps, u.id));
        if free.len() < want {
            return Err(Refuse::NoSuchUnits);
        }
        let (armed, bare): (Vec<_>, Vec<_>) = free.into_iter().partition(|u| u.sword);
        let take_armed = (swords_left as usize).min(armed.len()).min(want);
        if want - take_armed > bare.len() {
            return Err(Refuse::NoSuchUnits);
        }
        swords_left -= u32::try_from(take_armed).unwrap_or(0);
        chosen.extend(armed.iter().take(take_armed).map(|u| u.id));
        chosen.extend(bare.iter().take(want - take_armed).map(|u| u.id));
    }
    if swords_left > 0 { Err(Refuse::NoSuchUnits) } else { Ok(chosen) }
}

/// Whether `to` holds an army hostile to `f` (the battle of SR-G10 follows).
#[must_use]
pub fn hostile_army(s: &State, f: Faction, to: RegionId) -> bool {
    s.units_at(to).any(|u| s.hostile(u.owner, Some(f)))
}

/// SR-12, SR-AMB-9 — the units may join a battle about to be fought there
/// only from one of at most two areas.
///
/// # Errors
/// `ThirdSource` for a third area.
pub fn check_source(s: &State, from: RegionId, to: RegionId) -> Result<(), Refuse> {
    match s.engaged.iter().find(|e| e.at == to) {
        // SR-AMB-9's other reading (a scenario's option): no limit.
        _ if s.options.open_entry => Ok(()),
        Some(e) if e.from.len() >= 2 && !e.from.contains(&from) => Err(Refuse::ThirdSource),
        _ => Ok(()),
    }
}

/// Carries out a checked move: pays, moves the units (and the units its
/// ships carry), stops them where SR-G10 says, opens a battle where a
/// hostile army stands, and ends a siege its besiegers left.
pub fn execute(s: &mut State, f: Faction, from: RegionId, to: RegionId, group: &Group, ev: &mut Ev) {
    let Ok(step) = step(s, f, from, to) else { return };
    let Ok(units) = pick(s, f, from, group) else { return };
    let price = cost(step, to, group);
    if price > 0 {
        ev.emit(s, Event::Treasury { faction: f, supplies: -i64::from(price), influence: 0, why: Why::Move });
    }
    let m = map();
    let city_hostile = m.is_field(to) && m.city_of(to).is_some_and(|c| s.hostile(s.owner(c), Some(f)));
    let battle = hostile_army(s, f, to) && step != Step::EnterCity;
    ev.emit(s, Event::UnitsMoved { units, from, to, stop: battle || city_hostile });
    if battle {
        ev.emit(s, Event::Engaged { at: to, from });
    }
    siege_left(s, f, from, ev);
}

/// SR-14, SR-G15 — leaving a field ends the realm's siege of its city when
/// no besieger is left there.
pub fn siege_left(s: &mut State, f: Faction, field: RegionId, ev: &mut Ev) {
    let Some(city) = map().city_of(field) else { return };
    let besieging = s.city(city).and_then(|c| c.siege).is_some_and(|siege| siege.by == f);
    if besieging && s.army(Some(f), field).next().is_none() {
        ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Left });
    }
}

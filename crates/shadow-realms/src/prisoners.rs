//! Prisoners and ransom (SR-23…SR-26, SR-28, SR-G6, SR-G9, SR-AMB-11):
//! captured units ransomed at once by their owner's standing order, kards
//! held and ransomed at the start of their realm's turn, and what a
//! neutral captor does with the supplies it receives.

use crate::Ev;
use crate::event::{Event, Loss, Why};
use crate::ids::{Faction, Owner, UnitId, UnitKind};
use crate::map::map;
use crate::state::{Choice, KardAt, State, Unit};
use engine::board::RegionId;

/// SR-24 — a kard's ransom in supplies.
pub const KARD_SUPPLIES: u32 = 5;
/// SR-24, SR-26 — and in influence, as far as the payer has it.
pub const KARD_INFLUENCE: u32 = 5;
/// SR-23 — a captured unit's ransom.
pub const UNIT_RANSOM: u32 = 1;
/// SR-G6 — what a neutral pays for a troop.
pub const NEUTRAL_TROOP: u32 = 2;

/// Where a captor holds a kard taken at `at`: a realm in its capital (or
/// another city of its own), a neutral in the city of that place (or the
/// first neutral city).
#[must_use]
pub fn holding_place(s: &State, captor: Owner, at: RegionId) -> RegionId {
    let m = map();
    match captor {
        Some(f) => home(s, f).unwrap_or(at),
        None => m
            .city_of(at)
            .filter(|&c| s.owner(c).is_none())
            .or_else(|| s.cities.iter().find(|c| c.owner.is_none()).map(|c| c.city))
            .unwrap_or(at),
    }
}

/// SR-23, SR-G9 — where a realm's ransomed units and kard go: its capital,
/// or another city of its own (not besieged), if it has one.
#[must_use]
pub fn home(s: &State, f: Faction) -> Option<RegionId> {
    let open = |c: RegionId| s.city(c).is_some_and(|c| c.siege.is_none());
    let capital = map().capital(f);
    if s.owner(capital) == Some(f) && open(capital) {
        return Some(capital);
    }
    s.cities_of(f).find(|&c| open(c))
}

/// SR-23, SR-G9, SR-G15 (rules 2) — where `f`'s ransomed units and kard
/// may go: its capital, as the rules say; when it has lost its capital or
/// the capital is besieged (SR-G15: no unit enters a besieged city), any
/// other city of its own not besieged, for it to choose.
#[must_use]
pub fn ransom_places(s: &State, f: Faction) -> Vec<RegionId> {
    let open = |c: RegionId| s.city(c).is_some_and(|c| c.siege.is_none());
    let capital = map().capital(f);
    if s.owner(capital) == Some(f) && open(capital) {
        return vec![capital];
    }
    s.cities_of(f).filter(|&c| open(c)).collect()
}

/// SR-23, SR-G9, SR-AMB-11 — `f` ransoms its captured `units` while its
/// standing order's reserve allows: 1 supply each, paid to the captor;
/// they go to its capital (rules 2: or where it chooses, when its capital
/// cannot take them). The others leave the game.
pub fn ransom_units(s: &mut State, f: Faction, units: &[UnitId], (captor, at): (Owner, RegionId), ev: &mut Ev) {
    if s.rules >= 2 {
        ransom_units_to_choice(s, f, units, (captor, at), ev);
        return;
    }
    let fs = s.faction(f);
    let affordable = fs.supplies.saturating_sub(fs.keep) / UNIT_RANSOM;
    let place = home(s, f);
    let n = if place.is_some() { units.len().min(affordable as usize) } else { 0 };
    let (freed, lost) = units.split_at(n);
    if let Some(to) = place.filter(|_| !freed.is_empty()) {
        let paid = u32::try_from(freed.len()).unwrap_or(0) * UNIT_RANSOM;
        ev.emit(s, Event::Treasury { faction: f, supplies: -i64::from(paid), influence: 0, why: Why::Ransom });
        receive(s, (captor, at), paid, 0, Why::RansomReceived, ev);
        ev.emit(s, Event::Ransomed { units: freed.to_vec(), to });
    }
    for &unit in lost {
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Captured });
    }
}

/// SR-23, SR-G9 (rules 2) — as [`ransom_units`], the ransomed units going
/// to the capital or, when it cannot take them, where `f` chooses.
fn ransom_units_to_choice(s: &mut State, f: Faction, units: &[UnitId], (captor, at): (Owner, RegionId), ev: &mut Ev) {
    let fs = s.faction(f);
    let affordable = fs.supplies.saturating_sub(fs.keep) / UNIT_RANSOM;
    let places = ransom_places(s, f);
    let n = if places.is_empty() { 0 } else { units.len().min(affordable as usize) };
    let (freed, lost) = units.split_at(n);
    if !freed.is_empty() {
        let paid = u32::try_from(freed.len()).unwrap_or(0) * UNIT_RANSOM;
        ev.emit(s, Event::Treasury { faction: f, supplies: -i64::from(paid), influence: 0, why: Why::Ransom });
        receive(s, (captor, at), paid, 0, Why::RansomReceived, ev);
        crate::choices::send(s, f, Choice::Place, (freed.to_vec(), at), places, ev);
    }
    for &unit in lost {
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Captured });
    }
}

/// Rules 2 — a realm takes `city` from the neutrals: a kard they held
/// there is held by the conqueror now, or, taken by his own realm, is free
/// in the city (the neutral captor is gone, so his ransom can no longer
/// raise neutral troops inside a realm's city, SR-25).
pub fn city_falls(s: &mut State, city: RegionId, by: Faction, ev: &mut Ev) {
    for y in Faction::ALL {
        if s.faction(y).kard != (KardAt::Captive { by: None, at: city }) {
            continue;
        }
        if y == by {
            free_kard(s, y, city, ev);
        } else {
            let held = holding_place(s, Some(by), city);
            ev.emit(s, Event::KardCaptured { faction: y, by: Some(by), at: held });
        }
    }
}

/// SR-25 — a captor receives a ransom for captives taken at `at`: a realm
/// into its treasury, a neutral spends the supplies at once on troops
/// where it holds its captives.
pub fn receive(s: &mut State, (captor, at): (Owner, RegionId), supplies: u32, influence: u32, why: Why, ev: &mut Ev) {
    match captor {
        Some(f) => {
            let (supplies, influence) = (i64::from(supplies), i64::from(influence));
            ev.emit(s, Event::Treasury { faction: f, supplies, influence, why });
        }
        None => {
            let city = holding_place(s, None, at);
            if map().is_city(city) {
                neutral_receive(s, city, supplies, ev);
            }
        }
    }
}

/// SR-25, SR-G6, SR-EX-32 — a neutral city receives supplies: with its
/// store it buys troops at 2 each, placed there; the rest stays stored.
pub fn neutral_receive(s: &mut State, city: RegionId, supplies: u32, ev: &mut Ev) {
    let total = s.city(city).map_or(0, |c| c.store) + supplies;
    for _ in 0..total / NEUTRAL_TROOP {
        place(s, None, UnitKind::Troop, city, ev);
    }
    ev.emit(s, Event::Store { city, store: total % NEUTRAL_TROOP });
}

/// Places a new unit.
pub fn place(s: &mut State, owner: Owner, kind: UnitKind, at: RegionId, ev: &mut Ev) -> UnitId {
    let id = UnitId(s.next_unit);
    ev.emit(s, Event::UnitPlaced { unit: Unit { id, owner, kind, at, steps: 0, sword: false } });
    id
}

/// SR-24, SR-G9 — whether `f` may ransom its kard now: captive, 5
/// supplies, a city to receive him.
#[must_use]
pub fn may_ransom_kard(s: &State, f: Faction) -> bool {
    matches!(s.faction(f).kard, KardAt::Captive { .. })
        && s.faction(f).supplies >= KARD_SUPPLIES
        && kard_home(s, f).is_some()
}

/// SR-24, SR-G9 — where a ransomed kard goes unless his realm chooses:
/// its capital (or another own city) under rules 1, and under rules 2 the
/// first of the places it may choose from ([`ransom_places`]).
#[must_use]
pub fn kard_home(s: &State, f: Faction) -> Option<RegionId> {
    if s.rules >= 2 { ransom_places(s, f).first().copied() } else { home(s, f) }
}

/// SR-24…SR-26, SR-28 — `payer` pays the ransom of `f`'s kard to his
/// captor: 5 supplies and up to 5 influence (SR-26: what it has). Returns
/// the influence paid.
pub fn pay_kard_ransom(s: &mut State, payer: Faction, f: Faction, ev: &mut Ev) -> u32 {
    let KardAt::Captive { by, at } = s.faction(f).kard else { return 0 };
    let influence = s.faction(payer).influence.min(KARD_INFLUENCE);
    let (supplies, inf) = (-i64::from(KARD_SUPPLIES), -i64::from(influence));
    ev.emit(s, Event::Treasury { faction: payer, supplies, influence: inf, why: Why::KardRansom });
    match by {
        Some(captor) => receive(s, (Some(captor), at), KARD_SUPPLIES, influence, Why::KardRansomReceived, ev),
        None => neutral_receive(s, at, KARD_SUPPLIES, ev),
    }
    influence
}

/// SR-24, SR-G9 — `f` ransoms its kard: it pays, and its ruler is placed
/// in `to`, or in its capital (or another own city).
pub fn ransom_kard(s: &mut State, f: Faction, to: Option<RegionId>, ev: &mut Ev) {
    let Some(to) = to.or_else(|| kard_home(s, f)) else { return };
    pay_kard_ransom(s, f, f, ev);
    free_kard(s, f, to, ev);
}

/// A kard returns: his ruler unit is placed at `at`.
pub fn free_kard(s: &mut State, f: Faction, at: RegionId, ev: &mut Ev) {
    ev.emit(s, Event::KardFreed { faction: f });
    place(s, Some(f), UnitKind::Ruler, at, ev);
}

//! Merchant operations (WW-27…29, WW-37, WW-G9) and land transfers (WW-7, WW-9).

use crate::convoy::{Convoy, pass_through};
use crate::event::Event;
use crate::ids::{Faction, Good, Resources, UnitId, UnitKind};
use crate::map::map;
use crate::refusal::Refuse;
use crate::refusal::own_unit;
use crate::state::{State, Task};
use crate::{Ev, neutral, reach};
use engine::board::RegionId;
use engine::dice::Dice;

/// WW-37 — a merchant carries at most 3 resource units.
pub const HOLD: u32 = 3;

fn idle_merchant(s: &State, f: Faction, unit: UnitId) -> Result<RegionId, Refuse> {
    let u = own_unit(s, f, unit)?;
    if u.kind != UnitKind::Merchant {
        return Err(Refuse::WrongUnit { able: crate::refusal::Able::Merchant });
    }
    if u.task != Task::Idle {
        return Err(Refuse::UnitBusy);
    }
    Ok(u.at)
}

/// WW-10, WW-27 — an import voyage must head for a map-edge zone it can reach.
///
/// # Errors
/// Why not.
pub fn check_voyage(s: &State, f: Faction, unit: UnitId, edge: RegionId) -> Result<(), Refuse> {
    let at = idle_merchant(s, f, unit)?;
    if !map().is_edge(edge) {
        return Err(Refuse::NotEdge);
    }
    map().sea_path(at, edge).map(|_| ()).ok_or(Refuse::NoRoute)
}

/// WW-27, WW-28, WW-G9 — the merchant sails to the edge, exposed once in
/// every zone of the path (start and edge included); if it arrives, +1 P or
/// S at once; the way back is safe.
pub fn voyage(s: &mut State, f: Faction, unit: UnitId, edge: RegionId, cargo: Good, dice: &mut Dice, ev: &mut Ev) {
    let Some(at) = s.unit(unit).map(|u| u.at) else { return };
    let path = map().sea_path(at, edge).unwrap_or_default();
    let mut convoy = Convoy { merchants: vec![unit], ..Convoy::default() };
    pass_through(s, f, &mut convoy, &path, dice, ev);
    if s.unit(unit).is_some() {
        ev.emit(s, Event::Imported { faction: f, unit, good: cargo });
        ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
    }
}

/// WW-9, WW-G10 — who may receive: another faction's region, or a neutral
/// region of a country the sender has never fought.
fn check_recipient(s: &State, f: Faction, to: RegionId, cargo: Resources) -> Result<(), Refuse> {
    if !map().is_land(to) || s.owner(to) == Some(f) {
        return Err(Refuse::BadRecipient);
    }
    if s.owner(to).is_some_and(|o| s.faction(o).eliminated) {
        return Err(Refuse::BadRecipient);
    }
    let country = map().info(to).and_then(|i| i.country);
    if s.is_neutral(to) && country.is_some_and(|c| s.hostile_country(c, f)) {
        return Err(Refuse::BadRecipient);
    }
    if cargo.total() == 0 {
        return Err(Refuse::BadTarget);
    }
    if !s.faction(f).stock.covers(cargo) {
        return Err(Refuse::NotEnough { need: cargo, have: s.faction(f).stock });
    }
    Ok(())
}

/// WW-29, WW-G9 point 2, WW-G11 — a neutral trade voyage: an idle own
/// merchant sails to a sea zone adjacent to a coastal region of a neutral
/// country whose treaty with the owner still awaits this turn's delivery by
/// sea (no land route, not shipped yet), along a sea path, with the price
/// of the treaty in stock.
///
/// # Errors
/// `NoTreaty` (WW-29), `WrongUnit`/`UnitBusy`/`NotYourUnit` (WW-12),
/// `NotTheirCoast` (WW-G9), `NoRoute` (WW-9), `NotEnough` (WW-26).
pub fn check_trade_voyage(
    s: &State,
    f: Faction,
    unit: UnitId,
    to: RegionId,
    seller: crate::ids::CountryId,
) -> Result<(), Refuse> {
    let at = idle_merchant(s, f, unit)?;
    let t = crate::trade::awaiting_voyage(s, f, seller).ok_or(Refuse::NoTreaty)?;
    if !crate::trade::coast_zones(s, seller).contains(&to) {
        return Err(Refuse::NotTheirCoast);
    }
    if !s.faction(f).stock.covers(t.price) {
        return Err(Refuse::NotEnough { need: t.price, have: s.faction(f).stock });
    }
    map().sea_path(at, to).map(|_| ()).ok_or(Refuse::NoRoute)
}

/// WW-29, WW-G9 point 2, WW-G11, WW-28 — the merchant sails to the
/// seller's coast exposed once in every zone of the path (start and end
/// included), exactly as an import voyage; if it arrives, the turn's price
/// is paid and the treaty quantity is added to the stock at once; the way
/// back is safe. If it is sunk, nothing is delivered and nothing is owed.
pub fn trade_voyage(
    s: &mut State,
    f: Faction,
    unit: UnitId,
    to: RegionId,
    seller: crate::ids::CountryId,
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let Some(at) = s.unit(unit).map(|u| u.at) else { return };
    let path = map().sea_path(at, to).unwrap_or_default();
    let mut convoy = Convoy { merchants: vec![unit], ..Convoy::default() };
    pass_through(s, f, &mut convoy, &path, dice, ev);
    if s.unit(unit).is_some() {
        crate::trade::deliver_by_sea(s, f, unit, seller, ev);
        ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
    }
}

/// WW-37, WW-G9 — a transport carries up to 3 units of own resources to a
/// zone touching the recipient's coast.
///
/// # Errors
/// Why not.
pub fn check_transport(s: &State, f: Faction, unit: UnitId, to: RegionId, cargo: Resources) -> Result<(), Refuse> {
    let at = idle_merchant(s, f, unit)?;
    if cargo.total() > HOLD {
        return Err(Refuse::CargoTooLarge);
    }
    check_recipient(s, f, to, cargo)?;
    reach::path_to_shore(at, to).map(|_| ()).ok_or(Refuse::NoRoute)
}

/// WW-37, WW-G9 — the cargo leaves the stock; if the merchant survives the
/// voyage it is delivered (aid for a neutral, WW-G10); if sunk, it is lost.
pub fn transport(
    s: &mut State,
    f: Faction,
    unit: UnitId,
    to: RegionId,
    cargo: Resources,
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let Some(at) = s.unit(unit).map(|u| u.at) else { return };
    ev.emit(s, Event::ResourcesSent { from: f, to, cargo });
    let path = reach::path_to_shore(at, to).unwrap_or_default();
    let mut convoy = Convoy { merchants: vec![unit], ..Convoy::default() };
    pass_through(s, f, &mut convoy, &path, dice, ev);
    if s.unit(unit).is_some() {
        deliver(s, to, cargo, ev);
        ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
    }
}

fn deliver(s: &mut State, to: RegionId, cargo: Resources, ev: &mut Ev) {
    match s.owner(to) {
        Some(faction) => ev.emit(s, Event::ResourcesReceived { faction, cargo }),
        None => neutral::receive_aid(s, to, cargo, ev),
    }
}

/// WW-7, WW-9 — a transfer over land needs a chain of own, recipient or
/// friendly-neutral regions.
///
/// # Errors
/// Why not.
pub fn check_transfer(s: &State, f: Faction, to: RegionId, cargo: Resources) -> Result<(), Refuse> {
    check_recipient(s, f, to, cargo)?;
    if reach::land_route(s, f, to) { Ok(()) } else { Err(Refuse::NoRoute) }
}

/// WW-7, WW-9 — resources move over land at once.
pub fn transfer(s: &mut State, f: Faction, to: RegionId, cargo: Resources, ev: &mut Ev) {
    ev.emit(s, Event::ResourcesSent { from: f, to, cargo });
    deliver(s, to, cargo, ev);
}

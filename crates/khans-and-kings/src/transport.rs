//! Carrying land units by sea (KK-NAV-04, KK-NAV-05, KK-TERR-13, GAP-26
//! `CAP n`, GAP-28 EMBARKED, GAP-03 storm): land units board ships of their
//! state's, sail with them and land on a coast, attacking with the river's
//! penalty where the enemy holds it.
//!
//! # Where this implementation reads the rules its own way
//! * Boarding (KK-NAV-04, both ways): land units in a harbour of their
//!   state's (`sea::is_harbour`: Port, Naval Base, Shipyard or a coastal
//!   capital) board the ships docked there, or units on any coast step into
//!   the neighbouring sea where the ships are. Each ship carries its `CAP n`
//!   (a cog 2, a carrack 1, a transport 4); a heavy gun, a siege engine or a
//!   tank takes 2 (`Template::size`), any other land unit 1; units do not
//!   split, so the largest are placed first, each in the first ship (by id)
//!   with room.
//! * "Loading takes one turn, and so does unloading": boarding ends the
//!   units' move and the ships' (they sail from the next turn, carrying
//!   them); a unit with any movement left may board. Landing is a unit's
//!   whole move: one that boarded this turn lands from the next; ships that
//!   sailed this turn may land their units that turn. A unit lands from the
//!   sea onto a neighbouring land sub-province, or goes ashore in the
//!   harbour where its ship is docked.
//! * Aboard, units stand where their ship is but no rule counts them there
//!   (GAP-16's SEA row): they take no room, do not fight in sea battles,
//!   do not defend or hold a harbour, cannot be targeted and cannot act
//!   (GAP-28); the ships carry their supply. A ship sunk or taken (also
//!   taken in an undefended harbour, AMB-44) loses the units aboard
//!   (`Loss::Sunk`); a ship that retreats or puts to sea carries them. A
//!   ship with units (or an admiral) aboard is not disbanded: they land first.
//! * Landing where hostile land units stand is an attack (KK-CMB-01) whose
//!   units suffer the river's −2 Strength (GAP-37, KK-TERR-13, KK-CMB-39:
//!   `combat::crossing` gives `Crossing::Landing`). A beaten or withdrawn
//!   landing unit cannot go back aboard: it retreats inland like any other
//!   (AMB-20), or is lost.
//! * No boarding or landing in a Storm (GAP-03 result 6), everywhere.

use crate::Ev;
use crate::action::{Action, Group};
use crate::data::tables::Weather;
use crate::data::units::{Ability, Kind};
use crate::event::{Event, Loss, Travel};
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::movement::{counts, hostile_here, may_enter, may_step, no_room, room};
use crate::refusal::Refuse;
use crate::sea::{is_harbour, is_ship};
use crate::state::{State, Unit};
use engine::board::RegionId;
use engine::side::Side;

/// GAP-26 `CAP n` — how many land units a ship of `kind` carries.
#[must_use]
pub fn capacity(kind: Kind) -> u8 {
    let t = kind.template();
    t.abilities.iter().find_map(|a| if let Ability::Capacity(n) = a { Some(*n) } else { None }).unwrap_or(0)
}

/// The units aboard the ship `ship`.
pub fn cargo(s: &State, ship: UnitId) -> impl Iterator<Item = &Unit> + '_ {
    s.units.iter().filter(move |u| u.aboard == Some(ship))
}

/// KK-NAV-04, KK-GENL-20 — whether units or an admiral are aboard `ship`.
#[must_use]
pub fn loaded(s: &State, ship: UnitId) -> bool {
    cargo(s, ship).next().is_some() || s.players.iter().flat_map(|p| &p.generals).any(|g| g.flagship == Some(ship))
}

/// KK-NAV-04 — the room left aboard a ship.
#[must_use]
pub fn free_room(s: &State, ship: &Unit) -> u8 {
    let used: u32 = cargo(s, ship.id).map(|u| u32::from(u.kind.template().size)).sum();
    u8::try_from(u32::from(capacity(ship.kind)).saturating_sub(used)).unwrap_or(0)
}

/// `p`'s ships at `at` that carry units, by id.
fn carriers(s: &State, p: Player, at: RegionId) -> Vec<&Unit> {
    s.army(Some(p), at).filter(|u| is_ship(u.kind) && capacity(u.kind) > 0).collect()
}

/// GAP-03 (6) — no embarking or disembarking in a storm.
fn calm(s: &State) -> Result<(), Refuse> {
    if s.weather == Weather::Storm { Err(Refuse::Storm) } else { Ok(()) }
}

/// KK-NAV-04 — whether `p` may put `group` from `from` aboard its ships at
/// `to` (`from` itself when a harbour, else the neighbouring sea): each unit
/// and the ship that takes it.
///
/// # Errors
/// The rule it breaks, with the room it needs and the room there is.
pub fn check_embark(
    s: &State,
    p: Player,
    from: RegionId,
    to: RegionId,
    group: &Group,
) -> Result<Vec<(UnitId, UnitId)>, Refuse> {
    let m = map();
    if from.index() >= m.subs.len() || to.index() >= m.subs.len() {
        return Err(Refuse::NotAStep);
    }
    if s.battle.is_some() {
        return Err(Refuse::BattleFirst);
    }
    calm(s)?;
    let in_harbour = from == to && is_harbour(s, p, from);
    let off_coast = !m.is_sea(from) && m.is_sea(to) && m.edge(from, to).is_some();
    if !in_harbour && !off_coast {
        return Err(Refuse::NotCoastal);
    }
    let ids = crate::movement::pick(s, p, from, group, |u| counts(u.kind) && may_step(u, 1))?;
    if crate::diplomacy::barred(s, p, to) {
        return Err(Refuse::AtPeace); // GAP-44: a peace partner's ships are there
    }
    let ships = carriers(s, p, to);
    if ships.is_empty() {
        return Err(Refuse::NoShip);
    }
    load(s, &ids, &ships)
}

/// KK-NAV-04 — the units placed aboard, the largest first, each in the
/// first ship with room.
fn load(s: &State, ids: &[UnitId], ships: &[&Unit]) -> Result<Vec<(UnitId, UnitId)>, Refuse> {
    let mut room: Vec<(UnitId, u8)> = ships.iter().map(|u| (u.id, free_room(s, u))).collect();
    let mut units: Vec<(UnitId, u8)> =
        ids.iter().filter_map(|&id| Some((id, s.unit(id)?.kind.template().size))).collect();
    units.sort_by_key(|&(id, size)| (std::cmp::Reverse(size), id));
    let total = |v: &[(UnitId, u8)]| u8::try_from(v.iter().map(|(_, n)| u32::from(*n)).sum::<u32>()).unwrap_or(u8::MAX);
    let (need, free) = (total(&units), total(&room));
    let mut loads = Vec::new();
    for (unit, size) in units {
        let slot = room.iter_mut().find(|(_, n)| *n >= size).ok_or(Refuse::NoCapacity { need, free })?;
        slot.1 -= size;
        loads.push((unit, slot.0));
    }
    Ok(loads)
}

/// KK-NAV-04 — the units go aboard; their move and the ships' end.
pub fn embark(s: &mut State, from: RegionId, at: RegionId, loads: Vec<(UnitId, UnitId)>, ev: &mut Ev) {
    ev.emit(s, Event::Embarked { loads, from, at });
    crate::movement::settle(s, ev);
}

/// The units of `p` aboard its ships at `from` that `group` stands for
/// (as `movement::pick`, among those aboard).
fn pick_aboard(s: &State, p: Player, from: RegionId, group: &Group) -> Result<Vec<UnitId>, Refuse> {
    if group.iter().all(|(_, n)| *n == 0) {
        return Err(Refuse::NoSuchUnits);
    }
    let mut chosen = Vec::new();
    for &(kind, n) in group {
        let mut here: Vec<&Unit> = s
            .units
            .iter()
            .filter(|u| u.owner == Some(p) && u.at == from && u.aboard.is_some() && u.kind == kind)
            .filter(|u| !u.fresh && !u.routed && !u.moved && u.mp > 0)
            .collect();
        here.sort_unstable_by_key(|u| (u.losses, std::cmp::Reverse(u.xp), u.id));
        if here.len() < usize::try_from(n).unwrap_or(usize::MAX) {
            return Err(Refuse::NoSuchUnits);
        }
        chosen.extend(here.iter().take(usize::try_from(n).unwrap_or(0)).map(|u| u.id));
    }
    Ok(chosen)
}

/// KK-NAV-04, KK-NAV-05 — whether `p` may land `group` from its ships at
/// `from` on `to`: a land sub-province next to the sea, or the harbour
/// where the ships are docked.
///
/// # Errors
/// The rule it breaks.
pub fn check_disembark(
    s: &State,
    p: Player,
    from: RegionId,
    to: RegionId,
    group: &Group,
) -> Result<Vec<UnitId>, Refuse> {
    let m = map();
    if from.index() >= m.subs.len() || to.index() >= m.subs.len() {
        return Err(Refuse::NotAStep);
    }
    if let Some(b) = &s.battle {
        // GAP-36 (3): units may join a battle before its first engagement.
        if b.at != to || b.begun {
            return Err(Refuse::BattleFirst);
        }
    }
    calm(s)?;
    let ashore = if m.is_sea(from) { !m.is_sea(to) && m.edge(from, to).is_some() } else { to == from };
    if !ashore {
        return Err(Refuse::NotCoastal);
    }
    let ids = pick_aboard(s, p, from, group)?;
    if ids.iter().any(|&id| s.unit(id).is_some_and(|u| !may_enter(u.kind, to))) {
        return Err(Refuse::Barred);
    }
    if crate::diplomacy::barred(s, p, to) {
        return Err(Refuse::AtPeace); // GAP-44
    }
    if !hostile_here(s, to, Some(p)) && usize::from(room(s, to, Some(p))) < ids.len() {
        return Err(no_room(s, to, p));
    }
    Ok(ids)
}

/// KK-NAV-05, KK-TERR-13 — the units land: their whole move; where hostile
/// units stand they attack with the landing's penalty (`combat::crossing`).
pub fn disembark(s: &mut State, p: Player, from: RegionId, to: RegionId, ids: Vec<UnitId>, ev: &mut Ev) {
    ev.emit(s, Event::UnitsMoved { units: ids.clone(), from, to, travel: Travel::Landing, cost: 0, rain: Vec::new() });
    crate::movement::entered(s, p, from, to, &ids, ev);
    crate::generals::capture(s, ev);
}

/// GAP-28 EMBARKED, KK-NAV-04 — units aboard a ship that is gone (sunk,
/// taken prisoner) or no longer their state's (taken in harbour) are lost
/// with it.
pub fn cargo_lost(s: &mut State, ev: &mut Ev) {
    let lost: Vec<UnitId> = s
        .units
        .iter()
        .filter(|u| u.aboard.is_some_and(|ship| s.unit(ship).is_none_or(|x| x.owner != u.owner || x.at != u.at)))
        .map(|u| u.id)
        .collect();
    for unit in lost {
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Sunk });
    }
    crate::admirals::drowned(s, ev);
}

/// Whether an action has a unit aboard a ship act or be targeted (GAP-28:
/// embarked units cannot act; only landing and disbanding name them).
#[must_use]
pub fn names_cargo(s: &State, a: &Action) -> bool {
    let aboard = |id: &UnitId| s.unit(*id).is_some_and(|u| u.aboard.is_some());
    match a {
        Action::Fire { unit, target } | Action::AirStrike { unit, target } => aboard(unit) || aboard(target),
        Action::Engage { attacker, target, .. } => aboard(attacker) || aboard(target),
        Action::Upgrade { unit, .. }
        | Action::Replenish { unit }
        | Action::Bombard { unit, .. }
        | Action::FieldWorks { unit, .. }
        | Action::Plunder { unit, .. }
        | Action::BlowUp { unit }
        | Action::Regroup { unit }
        | Action::Surrender { unit }
        | Action::LayMines { unit } => aboard(unit),
        _ => false,
    }
}

/// The land units of `p` at `from` able to board, by kind, as many as the
/// ships at `to` take (the field lets the player take fewer).
fn boarding(s: &State, p: Player, from: RegionId, to: RegionId) -> Group {
    let mut free: u32 = carriers(s, p, to).iter().map(|u| u32::from(free_room(s, u))).sum();
    let mut group: Group = Vec::new();
    for u in s.army(Some(p), from).filter(|u| counts(u.kind) && may_step(u, 1)) {
        let size = u32::from(u.kind.template().size);
        if size > free {
            continue;
        }
        free -= size;
        match group.iter_mut().find(|(k, _)| *k == u.kind) {
            Some(x) => x.1 += 1,
            None => group.push((u.kind, 1)),
        }
    }
    group
}

/// The units of `p` aboard at `from` able to land on `shore`, by kind, as
/// many as fit there.
fn landing(s: &State, p: Player, from: RegionId, shore: RegionId) -> Group {
    let mut fit = if hostile_here(s, shore, Some(p)) { u8::MAX } else { room(s, shore, Some(p)) };
    let mut group: Group = Vec::new();
    let able = |u: &&Unit| !u.fresh && !u.routed && !u.moved && u.mp > 0 && may_enter(u.kind, shore);
    for u in s.units.iter().filter(|u| u.owner == Some(p) && u.at == from && u.aboard.is_some()).filter(able) {
        if fit == 0 {
            break;
        }
        fit -= 1;
        match group.iter_mut().find(|(k, _)| *k == u.kind) {
            Some(x) => x.1 += 1,
            None => group.push((u.kind, 1)),
        }
    }
    group
}

/// KK-NAV-04, KK-NAV-05 — `p`'s choices: board its ships from a harbour or
/// the coast next to them; land the units aboard.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<Action> {
    let m = map();
    let mut at: Vec<RegionId> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && is_ship(u.kind) && capacity(u.kind) > 0)
        .map(|u| u.at)
        .collect();
    at.sort_unstable();
    at.dedup();
    let mut out = Vec::new();
    for &to in &at {
        let shores: Vec<RegionId> =
            if m.is_sea(to) { m.neighbours(to).filter(|&r| !m.is_sea(r)).collect() } else { vec![to] };
        for &from in &shores {
            let group = boarding(s, p, from, to);
            if !group.is_empty() {
                out.push(Action::Embark { from, to, group });
            }
        }
        for shore in shores {
            let group = landing(s, p, to, shore);
            if !group.is_empty() {
                out.push(Action::Disembark { from: to, to: shore, group });
            }
        }
    }
    out
}

/// The units aboard `p`'s (or anyone's) ships at `r`, by owner and kind.
fn aboard_at(s: &State, r: RegionId) -> Vec<(Option<Player>, Kind, u32)> {
    let mut out: Vec<(Option<Player>, Kind, u32)> = Vec::new();
    for u in s.units.iter().filter(|u| u.at == r && u.aboard.is_some()) {
        match out.iter_mut().find(|c| c.0 == u.owner && c.1 == u.kind) {
            Some(c) => c.2 += 1,
            None => out.push((u.owner, u.kind, 1)),
        }
    }
    out
}

fn units_text(list: &[(Option<Player>, Kind, u32)]) -> engine::text::Text {
    let parts = list
        .iter()
        .map(|(_, kind, n)| {
            engine::text::Text::key("kk.value.units")
                .plain("count", *n)
                .name("unit", format!("kk.unit.{}", kind.template().id))
        })
        .collect();
    crate::names::list(parts, "kk.value.nothing")
}

/// GAP-28 EMBARKED — one counter per state for its units aboard at `r`.
#[must_use]
pub fn counters(s: &State, r: RegionId) -> Vec<engine::rules::Counter> {
    let all = aboard_at(s, r);
    let mut owners: Vec<Option<Player>> = all.iter().map(|c| c.0).collect();
    owners.dedup();
    owners
        .into_iter()
        .map(|owner| {
            let mine: Vec<_> = all.iter().copied().filter(|c| c.0 == owner).collect();
            let count = mine.iter().map(|c| c.2).sum();
            engine::rules::Counter {
                owner: owner.map_or("independent", Player::id).to_owned(),
                label: engine::text::Text::key("kk.counter.aboard"),
                count,
                title: engine::text::Text::key("kk.counter.aboard_title")
                    .name("owner", crate::ids::owner_key(owner))
                    .text("units", units_text(&mine)),
            }
        })
        .collect()
}

/// GAP-28 EMBARKED — the region panel's row: the units aboard at `r`.
#[must_use]
pub fn panel_row(s: &State, r: RegionId) -> Option<(engine::text::Text, engine::text::Text)> {
    let all = aboard_at(s, r);
    (!all.is_empty()).then(|| (engine::text::Text::key("kk.panel.aboard"), units_text(&all)))
}

//! The sea (KK-NAV, GAP-13, GAP-26, KK-REC-12, KK-TRADE-12): ships dock in
//! their state's harbours and sail from sea sub-province to sea
//! sub-province; fleets that meet fight as armies do (KK-NAV-01), and a
//! beaten ship makes for home (KK-NAV-03); minelayers lay barriers that
//! blockade ports and hole enemy ships (GAP-13); a harbour left without
//! land units loses its ships (KK-UNIT-18, AMB-44).
//!
//! # Where this implementation reads the rules its own way
//! * A harbour is a coastal sub-province of the state's with a Port, a
//!   Naval Base or a Shipyard, or its province's capital (KK-REC-12).
//! * A ship pays one movement point a step; a ship that has not moved may
//!   always take one step (as on land, GAP-36).
//! * Land units carried by sea and landings (KK-NAV-04, KK-NAV-05) are in
//!   `transport`: ships carry them wherever they sail or retreat, and lose
//!   them when sunk or taken.
//! * River gunboats (GAP-26 RIVER_SHIP) sail by the same action but keep to
//!   the rivers and the seas at their mouths, and fight on land there: their
//!   rules are in `river`.

use crate::Ev;
use crate::action::Group;
use crate::data::buildings::Building;
use crate::data::units::{Ability, Family, Kind, UnitType};
use crate::event::{Event, Travel};
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;

/// GAP-26 — whether units of `kind` are ships.
#[must_use]
pub fn is_ship(kind: Kind) -> bool {
    kind.template().kind.family() == Family::Naval
}

/// KK-NAV-01, KK-UNIT-20 — whether a unit of `kind` fights at `at`: ships
/// at sea, land units (and river gunboats) on land.
#[must_use]
pub fn fights(kind: Kind, at: RegionId) -> bool {
    if map().is_sea(at) { is_ship(kind) } else { crate::movement::fights_as_land(kind, at) }
}

/// KK-REC-12 — whether `r` is a harbour of `p`'s: a coastal sub-province of
/// its with a Port, a Naval Base or a Shipyard, or a coastal province capital.
#[must_use]
pub fn is_harbour(s: &State, p: Player, r: RegionId) -> bool {
    let sub = map().sub(r);
    let dock = matches!(s.building(r), Some(Building::Port | Building::NavalBase | Building::Shipyard));
    s.owner_at(r) == Some(p) && sub.coastal && (dock || sub.capital)
}

/// KK-REC-11, KK-REC-12, GAP-33 — where ships recruited in `province` appear:
/// its first harbour free of enemy land units.
#[must_use]
pub fn harbour_in(s: &State, p: Player, province: ProvinceId) -> Option<RegionId> {
    let subs = &map().province(province).subs;
    subs.iter().copied().find(|&r| is_harbour(s, p, r) && !crate::movement::closed(s, r, Some(p)))
}

/// Hostile ships at `r` for `owner`.
#[must_use]
pub fn hostile_ships(s: &State, r: RegionId, owner: Owner) -> bool {
    s.units_at(r).any(|u| is_ship(u.kind) && s.hostile(u.owner, owner))
}

/// Whether a ship of `owner` may stand at `r`: a sea free of hostile ships,
/// or a harbour of its state's.
#[must_use]
pub fn may_stand(s: &State, owner: Owner, r: RegionId) -> bool {
    match owner {
        Some(p) if !map().is_sea(r) => is_harbour(s, p, r),
        _ => map().is_sea(r) && !hostile_ships(s, r, owner),
    }
}

/// KK-NAV-06, GAP-26 — seagoing ships: every ship but river gunboats
/// (`river`), which keep to the rivers and the seas at their mouths.
#[must_use]
pub fn seagoing(kind: Kind) -> bool {
    is_ship(kind) && kind.template().kind != UnitType::RiverShip
}

/// GAP-36, KK-NAV — whether `p` may sail `group` from `from` one step to
/// `to`: into a neighbouring sea, or from the sea into a harbour of its own.
///
/// # Errors
/// The rule the step breaks.
pub fn check_sail(s: &State, p: Player, from: RegionId, to: RegionId, group: &Group) -> Result<Vec<UnitId>, Refuse> {
    let m = map();
    if from.index() >= m.subs.len() || to.index() >= m.subs.len() || m.edge(from, to).is_none() {
        return Err(Refuse::NotAStep);
    }
    if let Some(b) = &s.battle {
        // GAP-36 (3): ships may join a sea battle before its first engagement.
        if b.at != to || b.begun {
            return Err(Refuse::BattleFirst);
        }
    }
    // GAP-44: never where a peace partner's units are.
    if crate::diplomacy::barred(s, p, to) {
        return Err(Refuse::AtPeace);
    }
    // GAP-26: river gunboats keep to the rivers and the seas at their mouths.
    if group.iter().any(|(kind, n)| *n > 0 && crate::river::is_river_ship(*kind)) {
        return crate::river::check_sail(s, p, from, to, group);
    }
    if (!m.is_sea(from) && !m.is_sea(to)) || (!m.is_sea(to) && !is_harbour(s, p, to)) {
        return Err(Refuse::NoHarbour);
    }
    if group.iter().any(|(kind, _)| !seagoing(*kind)) {
        return Err(Refuse::NoSuchUnits);
    }
    crate::movement::pick(s, p, from, group, |u| crate::movement::may_step(u, 2))
}

/// The step at sea: points paid, mines met (GAP-13), a battle where hostile
/// ships wait (KK-NAV-01).
pub fn sail(s: &mut State, p: Player, from: RegionId, to: RegionId, ids: Vec<UnitId>, dice: &mut Dice, ev: &mut Ev) {
    if ids.iter().any(|&id| s.unit(id).is_some_and(|u| crate::river::is_river_ship(u.kind))) {
        crate::river::sail(s, p, from, to, ids, dice, ev);
        return;
    }
    ev.emit(s, Event::UnitsMoved { units: ids.clone(), from, to, travel: Travel::March, cost: 2, rain: Vec::new() });
    mines(s, p, to, &ids, dice, ev);
    let left: Vec<(UnitId, RegionId)> =
        ids.into_iter().filter(|id| s.unit(*id).is_some()).map(|id| (id, from)).collect();
    if !left.is_empty() && hostile_ships(s, to, Some(p)) {
        crate::battle::join(s, Some(p), to, left, ev);
    }
}

/// GAP-13 — ships of `p` entering `to`: where an enemy barrier lies, a d6
/// each, Losses on 1–2.
pub fn mines(s: &mut State, p: Player, to: RegionId, ids: &[UnitId], dice: &mut Dice, ev: &mut Ev) {
    if s.subs.get(to.index()).and_then(|x| x.mines).is_some_and(|owner| s.hostile(Some(owner), Some(p))) {
        for &unit in ids {
            let die = dice.die(6, "GAP-13 a ship in a mine barrier");
            ev.emit(s, Event::MineStruck { unit, die });
            if mine_hits(die) {
                crate::battle::add_losses(s, unit, 1, ev);
            }
        }
    }
}

/// GAP-13 — a ship entering an enemy barrier suffers Losses on a d6 of 1–2.
#[must_use]
pub const fn mine_hits(die: u8) -> bool {
    die <= 2
}

/// GAP-13 — whether `p` may lay a barrier with `unit`: a minelayer of its at
/// sea, able to end its move there, where no barrier lies.
///
/// # Errors
/// The rule it breaks.
pub fn check_lay_mines(s: &State, p: Player, unit: UnitId) -> Result<(), Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    let here = s.subs.get(u.at.index()).and_then(|x| x.mines);
    if !minelayer(u) || !map().is_sea(u.at) || here.is_some() || u.acted || u.fresh {
        return Err(Refuse::NoMines);
    }
    Ok(())
}

/// GAP-13 — whether `p` may clear the barrier at `at`: its own, or any with
/// a minelayer of its there that has not moved.
///
/// # Errors
/// The rule it breaks.
pub fn check_sweep(s: &State, p: Player, at: RegionId) -> Result<(), Refuse> {
    let owner = s.subs.get(at.index()).and_then(|x| x.mines).ok_or(Refuse::NoMines)?;
    let sweeper = s.army(Some(p), at).any(|u| minelayer(u) && !u.moved && !u.acted);
    if owner == p || sweeper { Ok(()) } else { Err(Refuse::NoMines) }
}

fn minelayer(u: &Unit) -> bool {
    u.kind.template().has(Ability::Mines)
}

/// GAP-13 — the barrier laid; the minelayer's move ends there.
pub fn lay_mines(s: &mut State, p: Player, unit: UnitId, ev: &mut Ev) {
    let Some(at) = s.unit(unit).map(|u| u.at) else { return };
    ev.emit(s, Event::MinesLaid { at, by: p });
    ev.emit(s, Event::Acted { unit });
}

/// GAP-13 — the barrier cleared, by its owner or by a minelayer (which
/// then does not move).
pub fn sweep(s: &mut State, p: Player, at: RegionId, ev: &mut Ev) {
    let own = s.subs.get(at.index()).and_then(|x| x.mines) == Some(p);
    let sweeper = if own { None } else { s.army(Some(p), at).find(|u| minelayer(u) && !u.moved).map(|u| u.id) };
    ev.emit(s, Event::MinesSwept { at, by: p });
    if let Some(unit) = sweeper {
        ev.emit(s, Event::Acted { unit });
    }
}

/// KK-NAV-03 — where a beaten ship goes: from rules 4, towards the nearest
/// harbour of its state's (a Port, Naval Base, Shipyard or coastal capital,
/// `is_harbour`) as far as the Speed it has left this turn takes it, a step
/// a movement point (`Unit::mp` counts half points); with none left, one
/// step ("an adjacent sub-province"), towards home where a way leads there,
/// else into a neighbouring sea free of hostile ships. Rules 1–3 sent it
/// home only within its full Speed, else to the first free sea. None: it is
/// lost (KK-CMB-19).
#[must_use]
pub fn refuge(s: &State, u: &Unit) -> Option<RegionId> {
    if s.rules < 4 {
        return refuge_within_speed(s, u);
    }
    homeward(s, u, u32::from(u.mp / 2).max(1))
}

/// KK-NAV-02, AMB-51 — a fleeing ship moves away up to its full Speed, on
/// the way home (rules 4; the way its owner is assumed to choose).
#[must_use]
pub fn flight(s: &State, u: &Unit) -> Option<RegionId> {
    homeward(s, u, u32::from(u.kind.template().speed).max(1))
}

/// Up to `steps` steps from where `u` stands along a shortest way to the
/// nearest harbour of its state's through seas free of hostile ships,
/// stopping in the harbour; with no way home, a neighbouring free sea.
fn homeward(s: &State, u: &Unit, steps: u32) -> Option<RegionId> {
    let m = map();
    // GAP-44: never where a peace partner's ships are, nor into a harbour
    // of its own where a partner's units stand (they may stay where peace
    // found them, and partners never share ground).
    let barred = |r: RegionId| u.owner.is_some_and(|p| crate::diplomacy::barred(s, p, r));
    let open = |r: RegionId| m.is_sea(r) && !hostile_ships(s, r, u.owner) && !barred(r);
    let home = |r: RegionId| !m.is_sea(r) && u.owner.is_some_and(|p| is_harbour(s, p, r)) && !barred(r);
    let to_home = to_harbours(s, u);
    let mut at = u.at;
    for _ in 0..steps {
        let here = to_home[at.index()];
        let next = m
            .neighbours(at)
            .filter(|&r| open(r) || home(r))
            .filter(|&r| to_home[r.index()] < here)
            .min_by_key(|&r| (to_home[r.index()], r));
        let Some(next) = next else { break };
        at = next;
        if home(at) {
            break;
        }
    }
    if at == u.at { m.neighbours(u.at).filter(|&r| open(r)).min() } else { Some(at) }
}

/// Sea steps from `from` to `to` (through any sea, into a harbour at the
/// end), for the invariant of KK-NAV-03; `u32::MAX` when none.
#[must_use]
pub fn steps_between(from: RegionId, to: RegionId) -> u32 {
    let m = map();
    let dist =
        m.board.distances(from, &[engine::board::Link::Sea, engine::board::Link::Coast], |r| m.is_sea(r) || r == to);
    dist.get(to.index()).copied().flatten().unwrap_or(u32::MAX)
}

/// Steps from every sub-province to the nearest harbour of `u`'s state, by
/// sea through seas free of hostile ships (`u32::MAX`: no way).
fn to_harbours(s: &State, u: &Unit) -> Vec<u32> {
    let m = map();
    let mut dist = vec![u32::MAX; m.subs.len()];
    let mut queue = std::collections::VecDeque::new();
    let usable = |p: Player, r: RegionId| is_harbour(s, p, r) && !crate::diplomacy::barred(s, p, r);
    for r in m.board.ids().filter(|&r| !m.is_sea(r) && u.owner.is_some_and(|p| usable(p, r))) {
        dist[r.index()] = 0;
        queue.push_back(r);
    }
    while let Some(r) = queue.pop_front() {
        for n in m.neighbours(r) {
            if dist[n.index()] != u32::MAX || !m.is_sea(n) {
                continue;
            }
            dist[n.index()] = dist[r.index()] + 1;
            // The battle's own sea holds hostile ships: it is left, not crossed.
            if !hostile_ships(s, n, u.owner) {
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Rules 1–3's KK-NAV-02/03 reading: the nearest harbour of its state's
/// within its full Speed by sea, through seas free of hostile ships; else a
/// neighbouring free sea.
fn refuge_within_speed(s: &State, u: &Unit) -> Option<RegionId> {
    let m = map();
    let speed = u32::from(u.kind.template().speed);
    let open = |r: RegionId| m.is_sea(r) && !hostile_ships(s, r, u.owner);
    let dist = m.board.distances(u.at, &[engine::board::Link::Sea, engine::board::Link::Coast], |r| {
        open(r) || u.owner.is_some_and(|p| is_harbour(s, p, r))
    });
    let home = m
        .board
        .ids()
        .filter(|&r| !m.is_sea(r) && u.owner.is_some_and(|p| is_harbour(s, p, r)))
        .filter_map(|r| dist.get(r.index()).copied().flatten().filter(|&d| d <= speed).map(|d| (d, r)))
        .min();
    home.map(|(_, r)| r).or_else(|| m.neighbours(u.at).filter(|&r| open(r)).min())
}

/// KK-UNIT-18, AMB-44 — ships docked where hostile land units stand and none
/// of their state's: at a Naval Base they put to a free neighbouring sea
/// (KK-UNIT-21), elsewhere (or with no free sea) they change sides, fresh
/// (KK-UNIT-19: a fleet in an undefended port; seaplanes are taken in
/// `air::take_bases`). KK-UNIT-19, KK-UNIT-20: a river gunboat fights for
/// its sub-province, so it is taken only where it stands with hostile land
/// units outside a battle (see `river`).
pub fn take_harbours(s: &mut State, ev: &mut Ev) {
    let m = map();
    let mut taken: Vec<(UnitId, Player, Option<RegionId>)> = Vec::new();
    let fighting = |u: &Unit| crate::river::is_river_ship(u.kind) && s.battle.as_ref().is_some_and(|b| b.at == u.at);
    for u in s.units.iter().filter(|u| is_ship(u.kind) && !m.is_sea(u.at) && !fighting(u)) {
        let holders: Vec<&Unit> = s.units_at(u.at).filter(|h| crate::movement::counts(h.kind)).collect();
        if holders.iter().any(|h| h.owner == u.owner) {
            continue;
        }
        let Some(by) = crate::air::taker(s, &holders, u.owner) else { continue };
        let escape = (s.building(u.at) == Some(Building::NavalBase))
            .then(|| m.neighbours(u.at).filter(|&r| m.is_sea(r) && !hostile_ships(s, r, u.owner)).min())
            .flatten();
        taken.push((u.id, by, escape));
    }
    for (unit, by, escape) in taken {
        match escape {
            Some(to) => {
                let from = s.unit(unit).map_or(to, |u| u.at);
                let units = vec![unit];
                ev.emit(s, Event::UnitsMoved { units, from, to, travel: Travel::Retreat, cost: 0, rain: Vec::new() });
            }
            None => ev.emit(s, Event::BaseTaken { unit, by }),
        }
    }
}

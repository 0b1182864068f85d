//! River gunboats (KK-UNIT-20, KK-UNIT-19, GAP-26 RIVER_SHIP, GAP-33
//! RIVER_GUNBOAT, GAP-27 `RIVER_ONLY`): ships recruited at Workshops on a
//! river, that sail the rivers and the sea at their mouths, and in a river
//! sub-province fight like any other unit.
//!
//! # Where this implementation reads the rules its own way
//! * Recruited (GAP-33: "Workshops in an `isRiver` sub-province"; "river
//!   gunboats appear at their Workshops") in a province of the state where
//!   Workshops stand in a sub-province with a river (`map::Sub::river`):
//!   that sub-province is where they are recruited and appear, fresh
//!   (KK-REC-08); they take no room (KK-TERR-07: ships), so any number may.
//!   Workshops elsewhere in the province let it build siege engines but no
//!   gunboats (`Refuse::NoRiverYard`); hostile units at the Workshops bar
//!   recruiting there (`Refuse::EnemyHolds`).
//! * Movement (GAP-26: "moves only between adjacent `isRiver`
//!   sub-provinces and into the adjoining sea"): one step at a time by
//!   `Sail`, between two neighbouring sub-provinces that both have a
//!   river, from a river sub-province into a sea next to it, and from that
//!   sea back into any river sub-province next to it. Never from sea to
//!   sea: the open sea is for seagoing ships (`sea::check_sail` keeps them
//!   off the rivers as before). A step costs one movement point whatever
//!   the terrain, roads or rain, as a ship's does (`sea`); Speed is the
//!   template's 2 (−1 starting in snow, as any unit). Any other step, and
//!   any `Move` or `Rail` of a gunboat, is refused with `Refuse::RiverOnly`
//!   (`Logistics` carries no ships: `Refuse::NoLogistics`). A gunboat
//!   never sails in a group with seagoing ships.
//! * In a river sub-province it fights as a land unit (KK-UNIT-20): a step
//!   where hostile units stand opens a battle, or joins one before its
//!   first engagement (GAP-36 (3)); hostile units stepping where it stands
//!   must fight it (`movement::hostile_here`); it attacks, supports and
//!   defends with its Strength 3 and Morale 2 and every modifier a land
//!   unit has there (terrain, the capital, its Stronghold, experience, its
//!   general's Command, Losses); it fires (`RNG 1`) and may be fired at,
//!   struck from the air, routed, regrouped, rested and taken prisoner. It
//!   sails along the river rather than across it, and lands nowhere: it
//!   never takes the river's or a landing's −2 (GAP-37, KK-TERR-13).
//!   So it keeps its state's province while it stands there, as a land
//!   unit would: the enemy must beat it or drive it off first (KK-CAP-03,
//!   `movement::settle`). Still a ship: it never takes a province nor
//!   occupies a Stronghold (AMB-19 (2) names ships among the units that do
//!   not), takes no room (KK-TERR-07; `battle::close` sends no gunboat back
//!   over the stacking limit), needs no supply (KK-SUP's units are land
//!   units) and plunders nothing.
//! * At sea it is a ship (KK-NAV-01): it fights hostile ships that sail in
//!   or that it meets, counts for blockades (KK-TRADE-12) and strikes mines
//!   (GAP-13). Seagoing ships docked in a harbour do not fight on land, as
//!   before; one that sails into a harbour where a hostile gunboat stands
//!   fights it there.
//! * Beaten (AMB-20, KK-NAV-03 read for a river): a losing attacker goes
//!   back where it came from; else a routed gunboat makes for the nearest
//!   river sub-province of its state's along its waterway (through places
//!   free of hostile units), and a beaten one for a neighbouring river
//!   sub-province or sea free of them, its state's first. With nowhere to
//!   go it is taken prisoner (GAP-42) or lost; won over or freed, it
//!   appears in the nearest river sub-province of its state's.
//! * Taken (KK-UNIT-19, AMB-44): a gunboat defends the sub-province where
//!   it stands, so it is "undefended" only when a state's hostile land
//!   units stand with it outside a battle and no land unit of its own state
//!   does (units placed there, never units that marched in: those fight it
//!   first); it then changes sides, fresh, as ships in a harbour do
//!   (`sea::take_harbours`). Independent units take no ships: the Red Guard
//!   rising or marching where a gunboat stands leave it be, and
//!   independents and the Red Guard attack land units only (GAP-46).
//! * Generals ashore command it in a river sub-province, where it fights as
//!   a land unit; an admiral commands it as any ship (KK-GENL-19).

use crate::Ev;
use crate::action::Group;
use crate::data::buildings::Building;
use crate::data::units::{Kind, UnitType};
use crate::event::{Event, Travel};
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::map::map;
use crate::movement::{hostile_here, may_step};
use crate::refusal::Refuse;
use crate::sea::hostile_ships;
use crate::state::{State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;
use std::collections::VecDeque;

/// GAP-26 RIVER_SHIP — whether units of `kind` are river ships.
#[must_use]
pub fn is_river_ship(kind: Kind) -> bool {
    kind.template().kind == UnitType::RiverShip
}

/// Whether `r` is a land sub-province with a river.
#[must_use]
pub fn has_river(r: RegionId) -> bool {
    let m = map();
    r.index() < m.subs.len() && !m.is_sea(r) && m.sub(r).river
}

/// GAP-26, GAP-27 `RIVER_ONLY` — whether a river ship may step from `from`
/// to `to`: neighbours, both with a river, or one with a river and the
/// other the sea next to it.
#[must_use]
pub fn waterway(from: RegionId, to: RegionId) -> bool {
    let m = map();
    if from.index() >= m.subs.len() || to.index() >= m.subs.len() || m.edge(from, to).is_none() {
        return false;
    }
    (has_river(from) && (has_river(to) || m.is_sea(to))) || (m.is_sea(from) && has_river(to))
}

/// The places a river ship at `r` may step to.
pub fn reach(r: RegionId) -> impl Iterator<Item = RegionId> {
    map().neighbours(r).filter(move |&n| waterway(r, n))
}

/// GAP-33 — the Workshops of `p` in `province` where river gunboats are
/// recruited and appear: in a sub-province with a river, free of hostile
/// units (the first by id).
///
/// # Errors
/// `NoRiverYard` with no Workshops on a river there, `EnemyHolds` when
/// hostile units stand at every one.
pub fn yard_in(s: &State, p: Player, province: ProvinceId) -> Result<RegionId, Refuse> {
    let yards: Vec<RegionId> = map()
        .province(province)
        .subs
        .iter()
        .copied()
        .filter(|&r| has_river(r) && s.building(r) == Some(Building::Workshops) && s.owner_at(r) == Some(p))
        .collect();
    if yards.is_empty() {
        return Err(Refuse::NoRiverYard);
    }
    yards.into_iter().find(|&r| !crate::movement::closed(s, r, Some(p))).ok_or(Refuse::EnemyHolds)
}

/// Whether a river ship of `owner` may stand at `r` (a retreat's end): a
/// river sub-province free of hostile units, or a sea free of hostile ships.
#[must_use]
pub fn may_stand(s: &State, owner: Owner, r: RegionId) -> bool {
    // GAP-44: nor where a peace partner stands (`movement::closed`).
    let barred = owner.is_some_and(|p| crate::diplomacy::barred(s, p, r));
    if map().is_sea(r) {
        !hostile_ships(s, r, owner) && !barred
    } else {
        has_river(r) && !hostile_here(s, r, owner) && !barred
    }
}

/// GAP-26, GAP-36 — whether `p` may sail the river ships of `group` from
/// `from` one step to `to` (checked by `sea::check_sail` after the battle
/// and the step's ends): along the waterway, each unit a river ship of
/// `p`'s at `from` able to take a step of one point.
///
/// # Errors
/// `RiverOnly` off the waterway, `NoSuchUnits` without the units.
pub fn check_sail(s: &State, p: Player, from: RegionId, to: RegionId, group: &Group) -> Result<Vec<UnitId>, Refuse> {
    if group.iter().any(|(kind, n)| *n > 0 && !is_river_ship(*kind)) || !waterway(from, to) {
        return Err(Refuse::RiverOnly);
    }
    crate::movement::pick(s, p, from, group, |u| is_river_ship(u.kind) && may_step(u, 2))
}

/// The step: a point paid; at sea, mines (GAP-13), a battle where hostile
/// ships are, and the province left looked at again (the gunboat kept it);
/// on a river, a battle where hostile units stand (KK-UNIT-20), the
/// province entered, generals caught.
pub fn sail(s: &mut State, p: Player, from: RegionId, to: RegionId, ids: Vec<UnitId>, dice: &mut Dice, ev: &mut Ev) {
    ev.emit(s, Event::UnitsMoved { units: ids.clone(), from, to, travel: Travel::March, cost: 2, rain: Vec::new() });
    if map().is_sea(to) {
        crate::sea::mines(s, p, to, &ids, dice, ev);
        let left: Vec<(UnitId, RegionId)> =
            ids.into_iter().filter(|id| s.unit(*id).is_some()).map(|id| (id, from)).collect();
        if !left.is_empty() && hostile_ships(s, to, Some(p)) {
            crate::battle::join(s, Some(p), to, left, ev);
        }
        crate::movement::settle(s, ev);
        return;
    }
    crate::movement::entered(s, p, from, to, &ids, ev);
    crate::generals::capture(s, ev);
}

/// AMB-20, KK-NAV-03 — where a beaten river ship goes: routed, the nearest
/// river sub-province of its state's along the waterway, through places
/// free of hostile units; else a neighbouring place on the waterway free
/// of them, its state's river sub-provinces first, then others, then the
/// sea. None: it is taken or lost.
#[must_use]
pub fn refuge(s: &State, u: &Unit) -> Option<RegionId> {
    let m = map();
    let free = |r: RegionId| may_stand(s, u.owner, r);
    if !u.routed {
        return reach(u.at).filter(|&r| free(r)).min_by_key(|&r| (m.is_sea(r), s.owner_at(r) != u.owner, r));
    }
    let dist = steps_to(&[u.at], &free);
    m.board
        .ids()
        .filter(|&r| r != u.at && has_river(r) && u.owner.is_some() && s.owner_at(r) == u.owner)
        .filter_map(|r| dist.get(r.index()).copied().filter(|&d| d < u32::MAX).map(|d| (d, r)))
        .min()
        .map(|(_, r)| r)
}

/// `p`'s river ships at `from` able to take a step, by kind.
#[must_use]
pub fn flotilla(s: &State, p: Player, from: RegionId) -> Group {
    let mut group: Group = Vec::new();
    for u in s.army(Some(p), from).filter(|u| is_river_ship(u.kind) && may_step(u, 2)) {
        match group.iter_mut().find(|(k, _)| *k == u.kind) {
            Some(x) => x.1 += 1,
            None => group.push((u.kind, 1)),
        }
    }
    group
}

/// Steps along the waterway from every place to the nearest of `targets`
/// (`u32::MAX` where none is reached), through places `open` lets pass.
#[must_use]
pub fn steps_to(targets: &[RegionId], open: &dyn Fn(RegionId) -> bool) -> Vec<u32> {
    let m = map();
    let mut dist = vec![u32::MAX; m.subs.len()];
    let mut queue: VecDeque<RegionId> = VecDeque::new();
    for &t in targets {
        if t.index() < dist.len() {
            dist[t.index()] = 0;
            queue.push_back(t);
        }
    }
    while let Some(r) = queue.pop_front() {
        // The waterway runs both ways, so the steps into `r` are those out of it.
        for n in reach(r) {
            if dist[n.index()] == u32::MAX && open(n) {
                dist[n.index()] = dist[r.index()] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

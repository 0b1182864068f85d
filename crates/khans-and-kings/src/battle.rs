//! The battle (KK-CMB-01…KK-CMB-22, 6.2): units that entered hostile ground
//! fight it out one engagement at a time; losers are routed, retreat
//! (AMB-20) or are lost (KK-CMB-19); ranged fire (KK-CMB-28…30, AMB-28).

use crate::Ev;
use crate::combat::{self, Crossing, exempt_attacker, may_target};
use crate::data::tables::loss_table;
use crate::data::terrain::Role;
use crate::event::{Engagement, Event, Loss, Travel};
use crate::ids::{Owner, Player, UnitId};
use crate::map::map;
use crate::movement::{counts, hostile_here, may_enter, room};
use crate::refusal::Refuse;
use crate::sea::fights;
use crate::state::{Battle, State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;
use std::collections::VecDeque;

/// KK-CMB-01 — units of `p` entered `at`, where hostile units stand: a
/// battle opens (or these join the one there).
pub fn join(s: &mut State, p: Owner, at: RegionId, units: Vec<(UnitId, RegionId)>, ev: &mut Ev) {
    match &s.battle {
        Some(b) if b.at == at => ev.emit(s, Event::BattleJoined { units }),
        _ => {
            let defenders: Vec<UnitId> = s
                .units_at(at)
                .filter(|u| fights(u.kind, at) && s.hostile(u.owner, p) && u.owner != p)
                .map(|u| u.id)
                .collect();
            let battle = Battle { at, attacker: p, attackers: units, acted: Vec::new(), defenders, begun: false };
            ev.emit(s, Event::BattleOpened { battle });
        }
    }
}

/// The defending units still in the battle.
#[must_use]
pub fn defenders(s: &State) -> Vec<UnitId> {
    let Some(b) = &s.battle else { return Vec::new() };
    s.units_at(b.at)
        .filter(|u| fights(u.kind, b.at) && s.hostile(u.owner, b.attacker) && u.owner != b.attacker)
        .map(|u| u.id)
        .collect()
}

/// AMB-23, KK-CMB-09 — the attacking units that may still attack or
/// support: in the battle, not routed, not yet acted, or Armoured with a
/// point left to pay for another act ([`crate::movement::points_after_acting`]).
#[must_use]
pub fn ready(s: &State) -> Vec<UnitId> {
    let Some(b) = &s.battle else { return Vec::new() };
    b.attackers
        .iter()
        .filter_map(|(id, _)| s.unit(*id))
        .filter(|u| u.at == b.at && !u.routed)
        .filter(|u| !b.acted.contains(&u.id) || (s.rules >= 2 && crate::movement::is_armoured(u.kind) && u.mp >= 1))
        .map(|u| u.id)
        .collect()
}

/// Where an attacking unit came from.
fn came_from(s: &State, id: UnitId) -> Option<RegionId> {
    s.battle.as_ref()?.attackers.iter().find(|(u, _)| *u == id).map(|(_, from)| *from)
}

/// KK-CMB-03 — whether `p` may engage `target` with `attacker` and `support` supporters.
///
/// # Errors
/// The rule the engagement breaks.
pub fn check_engage(s: &State, p: Player, attacker: UnitId, target: UnitId, support: u32) -> Result<(), Refuse> {
    let Some(b) = &s.battle else { return Err(Refuse::NoBattle) };
    if b.attacker != Some(p) {
        return Err(Refuse::NoBattle);
    }
    let ready = ready(s);
    if !ready.contains(&attacker) {
        return Err(Refuse::NotReady);
    }
    let defenders = defenders(s);
    let (Some(a), Some(t)) = (s.unit(attacker), s.unit(target)) else { return Err(Refuse::NoSuchUnits) };
    if !defenders.contains(&target) {
        return Err(Refuse::NoSuchUnits);
    }
    if !may_target(s, a, t, &defenders) {
        return Err(Refuse::Covered);
    }
    if usize::try_from(support).unwrap_or(usize::MAX) > ready.len() - 1 {
        return Err(Refuse::NotReady);
    }
    Ok(())
}

/// AMB-24, KK-CMB-16 — the supporters (any number): the strongest ready units but the attacker;
/// only the aggressor's (KK-CMB-17). Supporting uses the unit's action and
/// its points (`Event::Acted`, KK-CMB-18).
#[must_use]
pub fn supporters(s: &State, attacker: UnitId, support: u32) -> Vec<UnitId> {
    let mut list: Vec<&Unit> = ready(s).into_iter().filter(|&id| id != attacker).filter_map(|id| s.unit(id)).collect();
    list.sort_unstable_by_key(|u| (std::cmp::Reverse(u.kind.template().strength), u.losses, u.id));
    list.iter().take(usize::try_from(support).unwrap_or(0)).map(|u| u.id).collect()
}

/// The count of an attacking unit (its crossing from where it came; a
/// river gunboat sails along the river and lands nowhere, `river`).
fn attack_count(s: &State, u: &Unit, die: u8, at: RegionId, opponent: &Unit) -> crate::event::Count {
    let crossed = came_from(s, u.id).map_or(Crossing::Dry, |from| combat::crossing_of(s, u, from, at));
    combat::count(s, u, die, Role::Attacker, at, Some(opponent), crossed)
}

/// The engagement as counted from four-sided dice: the attacker's, the
/// target's and each supporter's (6.2).
#[must_use]
pub fn resolve(
    s: &State,
    attacker: UnitId,
    target: UnitId,
    support: &[UnitId],
    dice: (u8, u8, &[u8]),
) -> Option<Engagement> {
    let at = s.battle.as_ref().map_or_else(|| s.unit(target).map(|u| u.at), |b| Some(b.at))?;
    let (a, t) = (s.unit(attacker)?, s.unit(target)?);
    let attack = attack_count(s, a, dice.0, at, t);
    let defence = combat::count(s, t, dice.1, Role::Defender, at, Some(a), Crossing::Dry);
    let support: Vec<(UnitId, i32)> = support
        .iter()
        .zip(dice.2)
        .filter_map(|(&id, &die)| {
            let u = s.unit(id)?;
            Some((id, combat::ceil_div(attack_count(s, u, die, at, t).total, 2)))
        })
        .collect();
    let total_a = attack.total + support.iter().map(|(_, n)| n).sum::<i32>();
    let attacker_wins = total_a > defence.total;
    let (loser, loser_role) = if attacker_wins { (t, Role::Defender) } else { (a, Role::Attacker) };
    let morale = combat::morale(s, loser, loser_role, at);
    let (high, low) = if attacker_wins { (total_a, defence.total) } else { (defence.total, total_a) };
    let rout = combat::routs(high, low, morale) && !(loser.id == a.id && exempt_attacker(a));
    Some(Engagement { attack, support, defence, attacker_wins, morale, rout, losses: loss_table(dice.0, dice.1) })
}

/// KK-CMB-03…09, 6.2 — an engagement fought: the dice, the count, rout
/// and retreat, the loss table, experience; then the battle goes on or ends.
pub fn engage(s: &mut State, attacker: UnitId, target: UnitId, support: u32, dice: &mut Dice, ev: &mut Ev) {
    let helpers = supporters(s, attacker, support);
    let a_die = dice.die(4, "KK-CMB-04 the attacker's d4");
    let d_die = dice.die(4, "AMB-22 the defender's d4");
    let s_dice: Vec<u8> = helpers.iter().map(|_| dice.die(4, "AMB-24 a supporter's d4")).collect();
    let Some(mut e) = resolve(s, attacker, target, &helpers, (a_die, d_die, &s_dice)) else { return };
    if let Some((a_die, d_die)) = crate::decisions::fortune(s, &e, dice, ev) {
        e = resolve(s, attacker, target, &helpers, (a_die, d_die, &s_dice)).unwrap_or(e);
    }
    ev.emit(s, Event::Engaged { engagement: e.clone() });
    for &(id, _) in &e.support {
        ev.emit(s, Event::Acted { unit: id });
    }
    ev.emit(s, Event::Acted { unit: attacker });
    if let Some(at) = s.battle.as_ref().map(|b| b.at) {
        crate::contamination::contaminate(s, attacker, at, ev);
    }
    outcome(s, &e, true, ev);
    after_engagement(s, ev);
}

/// What an engagement or a volley does: the loser routed (or, routed
/// already, lost), retreats; the loss table; experience (GAP-38).
fn outcome(s: &mut State, e: &Engagement, battle: bool, ev: &mut Ev) {
    let (a, t) = (e.attack.unit, e.defence.unit);
    let (winner, loser) = if e.attacker_wins { (a, t) } else { (a, a) };
    let loser_exempt = !e.attacker_wins && (!battle || s.unit(a).is_some_and(exempt_attacker));
    let (da, dd) = combat::losses(e.losses, e.attack.die, e.defence.die);
    let attacker_exempt = !battle || s.unit(a).is_some_and(exempt_attacker);
    let owners = (s.unit(a).and_then(|u| u.owner), s.unit(t).and_then(|u| u.owner));
    let mut lost_enemy = false;
    if e.attacker_wins || !loser_exempt {
        let loser = if e.attacker_wins { t } else { loser };
        // GAP-42: the opponent in the engagement takes prisoners.
        let by = s.unit(if e.attacker_wins { a } else { t }).and_then(|u| u.owner);
        let was_routed = s.unit(loser).is_some_and(|u| u.routed);
        if was_routed && (e.attacker_wins || battle) {
            // GAP-28, GAP-42 (4): routed and beaten again — taken, or lost.
            crate::prisoners::take(s, loser, by, Loss::Overrun, ev);
            lost_enemy = e.attacker_wins;
        } else {
            if e.rout {
                ev.emit(s, Event::Routed { unit: loser, routed: true });
                lost_enemy = e.attacker_wins;
            }
            if battle || e.rout {
                retreat(s, loser, loser == a, by, ev);
            }
        }
    }
    if !attacker_exempt {
        add_losses(s, a, da, ev);
    }
    add_losses(s, t, dd, ev);
    // GAP-08 WARLORD: a unit destroyed or taken counts for its opponent.
    crate::objectives::credit(s, owners.0, (t, owners.1), ev);
    crate::objectives::credit(s, owners.1, (a, owners.0), ev);
    if e.attacker_wins {
        let gained = 1 + u32::from(lost_enemy || s.unit(t).is_none());
        experience(s, winner, gained, ev);
    } else if battle {
        experience(s, t, 1, ev);
    }
}

/// GAP-28 — a unit's loss level rises by `n`; at 3 it is destroyed.
pub fn add_losses(s: &mut State, id: UnitId, n: u8, ev: &mut Ev) {
    let Some(u) = s.unit(id) else { return };
    if n == 0 {
        return;
    }
    let level = u.losses + n;
    if level >= 3 {
        remove(s, id, Loss::Destroyed, ev);
    } else {
        ev.emit(s, Event::LossLevel { unit: id, level });
    }
}

/// A unit lost, counted for its enemies (GAP-12, GAP-08).
pub fn remove(s: &mut State, id: UnitId, why: Loss, ev: &mut Ev) {
    if s.unit(id).is_some() {
        ev.emit(s, Event::UnitRemoved { unit: id, why });
        crate::transport::cargo_lost(s, ev);
    }
}

/// KK-XP-01, GAP-38, GAP-34 — experience for a unit (for the actions of
/// GAP-38; plunder's in `build::plunder`) and for the general commanding
/// it (KK-XP-05).
pub fn experience(s: &mut State, id: UnitId, gained: u32, ev: &mut Ev) {
    let Some(u) = s.unit(id) else { return };
    if u.owner.is_none() {
        return;
    }
    let general = crate::generals::commander(s, u);
    ev.emit(s, Event::Experience { unit: id, gained });
    if let Some((player, number)) = general {
        ev.emit(s, Event::GeneralExperience { player, number, gained: 1 });
    }
}

/// AMB-20, KK-CMB-19 — where a beaten unit goes: a losing attacker back
/// where it came from; a routed unit to the nearest sub-province of its
/// own state's provinces; any other to a neighbouring sub-province; each
/// free of hostile units, with room, not barred to it, reached without
/// crossing hostile units. Independent units keep to their province
/// (KK-NPU-06). With nowhere to go the unit is taken prisoner by `by`
/// (GAP-42 (1)), or lost.
pub fn retreat(s: &mut State, id: UnitId, attacker: bool, by: Owner, ev: &mut Ev) {
    let Some(u) = s.unit(id) else { return };
    let from = u.at;
    let to = if attacker { came_from(s, id).filter(|&r| fits(s, u, r)).or_else(|| refuge(s, u)) } else { refuge(s, u) };
    if let Some(to) = to.filter(|_| crate::sea::seagoing(u.kind) && s.rules >= 4) {
        let steps = crate::sea::steps_between(from, to);
        s.trail.0.push(crate::state::Note::ShipRetreat { unit: id, steps, left: u32::from(u.mp / 2) });
    }
    match to {
        Some(to) => ev.emit(
            s,
            Event::UnitsMoved { units: vec![id], from, to, travel: Travel::Retreat, cost: 0, rain: Vec::new() },
        ),
        None => crate::prisoners::take(s, id, by, Loss::Trapped, ev),
    }
}

/// Whether `u` may retreat into `r`.
fn fits(s: &State, u: &Unit, r: RegionId) -> bool {
    if crate::river::is_river_ship(u.kind) {
        return crate::river::waterway(u.at, r) && crate::river::may_stand(s, u.owner, r);
    }
    if crate::sea::is_ship(u.kind) {
        return crate::sea::may_stand(s, u.owner, r);
    }
    may_enter(u.kind, r) && !hostile_here(s, r, u.owner) && room(s, r, u.owner) > 0 && !peace_bars(s, u.owner, r)
}

/// GAP-44 — `owner`'s units may not go into `r` (a peace partner's).
fn peace_bars(s: &State, owner: Owner, r: RegionId) -> bool {
    owner.is_some_and(|p| crate::diplomacy::barred(s, p, r))
}

/// AMB-20, AMB-72 — a routed unit's nearest friendly sub-province, or a
/// beaten one's neighbouring free sub-province.
fn refuge(s: &State, u: &Unit) -> Option<RegionId> {
    if crate::river::is_river_ship(u.kind) {
        return crate::river::refuge(s, u);
    }
    if crate::sea::is_ship(u.kind) {
        return crate::sea::refuge(s, u);
    }
    let m = map();
    let owner: Owner = u.owner;
    let province = m.province_of(u.at);
    let allowed = |r: RegionId| owner.is_some() || m.province_of(r) == province;
    if !u.routed {
        let mut options: Vec<RegionId> = m.land_neighbours(u.at).filter(|&r| allowed(r) && fits(s, u, r)).collect();
        options.sort_unstable_by_key(|&r| (!friendly(s, owner, r), r));
        return options.first().copied();
    }
    // Breadth first through passable, unoccupied ground.
    let mut seen = vec![false; m.subs.len()];
    let mut queue = VecDeque::from([u.at]);
    seen[u.at.index()] = true;
    while let Some(r) = queue.pop_front() {
        let mut next: Vec<RegionId> = m.land_neighbours(r).filter(|n| !seen[n.index()]).collect();
        next.sort_unstable();
        for n in next {
            seen[n.index()] = true;
            if !allowed(n) || !may_enter(u.kind, n) || hostile_here(s, n, owner) || peace_bars(s, owner, n) {
                continue;
            }
            if (owner.is_none() || friendly(s, owner, n)) && room(s, n, owner) > 0 {
                return Some(n);
            }
            queue.push_back(n);
        }
    }
    None
}

/// AMB-72, GAP-44 — whether `r` lies in an "allied province" of `owner`'s:
/// its own or an ally's.
fn friendly(s: &State, owner: Owner, r: RegionId) -> bool {
    let holder = s.owner_at(r);
    holder.is_some() && (holder == owner || crate::diplomacy::allied(s, holder, owner))
}

/// KK-CMB-10, KK-CMB-11 — after an engagement: the battle ends when the
/// defenders are gone, or when no attacking unit can act (the rest go back).
fn after_engagement(s: &mut State, ev: &mut Ev) {
    if s.battle.is_none() {
        return;
    }
    if defenders(s).is_empty() {
        close(s, ev);
    } else if ready(s).is_empty() {
        withdraw(s, ev);
    } else if s.rules >= 4 {
        s.trail.0.push(crate::state::Note::BattleGoesOn);
        ask_defenders(s, ev);
    }
}

/// KK-CMB-21, AMB-50 (rules 4) — the battle goes on: each state defending
/// in it is asked whether it flees, before the next engagement. Independent
/// defenders never flee (they hold their positions, KK-NPU-07), and an
/// independent unit's assault is one engagement (`independent::assault`).
fn ask_defenders(s: &mut State, ev: &mut Ev) {
    if s.battle.as_ref().is_none_or(|b| b.attacker.is_none()) {
        return;
    }
    let ids = defenders(s);
    let mut states: Vec<Player> = ids.iter().filter_map(|&id| s.unit(id).and_then(|u| u.owner)).collect();
    states.sort_unstable();
    states.dedup();
    for p in states {
        ev.emit(s, Event::Asked { ask: crate::state::Ask::Flee(p) });
    }
}

/// KK-CMB-21, AMB-50 — `p` flees the battle: each of its units there goes
/// to the nearest sub-province with room that holds no hostile units (ships
/// their full Speed towards home, KK-NAV-02, AMB-51), not routed; a unit
/// with nowhere to go is taken by the attacker or lost (KK-CMB-19). With
/// no defender left the battle ends with the attacker holding the ground.
pub fn flee(s: &mut State, p: Player, ev: &mut Ev) {
    let Some(b) = s.battle.clone() else { return };
    let mine: Vec<UnitId> =
        defenders(s).into_iter().filter(|&id| s.unit(id).is_some_and(|u| u.owner == Some(p))).collect();
    for id in mine {
        let Some(u) = s.unit(id) else { continue };
        match flight_place(s, u) {
            Some(to) => ev.emit(
                s,
                Event::UnitsMoved { units: vec![id], from: b.at, to, travel: Travel::Fled, cost: 0, rain: Vec::new() },
            ),
            None => crate::prisoners::take(s, id, b.attacker, Loss::Trapped, ev),
        }
    }
    if defenders(s).is_empty() {
        close(s, ev);
    }
}

/// KK-CMB-21, KK-CMB-19 — whether every unit of `p`'s in the battle has
/// somewhere to flee to (else fleeing gives it up to the attacker).
#[must_use]
pub fn may_all_flee(s: &State, p: Player) -> bool {
    defenders(s)
        .into_iter()
        .filter_map(|id| s.unit(id))
        .filter(|u| u.owner == Some(p))
        .all(|u| flight_place(s, u).is_some())
}

/// AMB-50, KK-NAV-02 — where a unit leaving a battle (or a sub-province it
/// may no longer share, GAP-44) goes: a river gunboat along its river, a
/// ship its full Speed towards home, a land unit to the nearest free
/// sub-province with room.
#[must_use]
pub fn flight_place(s: &State, u: &Unit) -> Option<RegionId> {
    if crate::river::is_river_ship(u.kind) {
        crate::river::refuge(s, u)
    } else if crate::sea::is_ship(u.kind) {
        crate::sea::flight(s, u)
    } else {
        nearest_free(s, u)
    }
}

/// AMB-50 — the nearest land sub-province (fewest steps, through ground
/// free of hostile units and open to it) with room and no hostile units;
/// at equal distance one of its state's provinces, then the lowest id.
fn nearest_free(s: &State, u: &Unit) -> Option<RegionId> {
    let m = map();
    let owner = u.owner;
    let mut seen = vec![false; m.subs.len()];
    let mut ring = vec![u.at];
    seen[u.at.index()] = true;
    while !ring.is_empty() {
        let mut next: Vec<RegionId> = Vec::new();
        for &r in &ring {
            for n in m.land_neighbours(r) {
                if !seen[n.index()] && may_enter(u.kind, n) && !hostile_here(s, n, owner) && !peace_bars(s, owner, n) {
                    seen[n.index()] = true;
                    next.push(n);
                }
            }
        }
        next.sort_unstable_by_key(|&r| (s.owner_at(r) != owner, r));
        if let Some(&to) = next.iter().find(|&&r| room(s, r, owner) > 0) {
            return Some(to);
        }
        ring = next;
    }
    None
}

/// KK-CMB-10 — the battle ends with the attacker's units going back to
/// their starting positions, none of its units able to act (or, for an
/// independent unit's assault, its one engagement fought).
pub fn withdraw(s: &mut State, ev: &mut Ev) {
    withdraw_as(s, false, ev);
}

/// KK-CMB-10, KK-CMB-21 — the attacker's units in the battle go back to
/// their starting positions: `chosen` when the attacker calls it off.
pub fn withdraw_as(s: &mut State, chosen: bool, ev: &mut Ev) {
    let Some(b) = s.battle.clone() else { return };
    let ready = if b.attacker.is_some() { ready(s).len() } else { 0 };
    s.trail.0.push(crate::state::Note::Withdrawn { chosen, ready });
    for (id, from) in b.attackers {
        let Some(u) = s.unit(id) else { continue };
        if u.at != b.at {
            continue;
        }
        if from == b.at {
            // AMB-37, AMB-20 (rules 4): a unit that rose in the battle's own
            // sub-province (the Red Guard) has no starting position to go
            // back to: it goes as a beaten attacker would, or is taken or
            // lost (KK-CMB-19). Rules 1–3 left it beside the defenders with
            // no battle (found by the invariant of KK-CMB-01).
            if s.rules >= 4 {
                let by = defenders(s).first().and_then(|&d| s.unit(d)).and_then(|d| d.owner);
                retreat(s, id, false, by, ev);
            }
            continue;
        }
        let to = if fits(s, u, from) { Some(from) } else { refuge(s, u) };
        match to {
            Some(to) => ev.emit(
                s,
                Event::UnitsMoved {
                    units: vec![id],
                    from: b.at,
                    to,
                    travel: Travel::Return,
                    cost: 0,
                    rain: Vec::new(),
                },
            ),
            None => remove(s, id, Loss::NoRoom, ev),
        }
    }
    ev.emit(s, Event::BattleClosed);
    crate::movement::settle(s, ev);
}

/// KK-CMB-08, AMB-54 — the attacker holds the sub-province: units over
/// the stacking limit go back where they came from (or are lost); ships,
/// river gunboats too, take no room (KK-TERR-07).
fn close(s: &mut State, ev: &mut Ev) {
    let Some(b) = s.battle.clone() else { return };
    let limit = usize::from(crate::movement::stack_limit(s, b.at));
    let mut here: Vec<(UnitId, RegionId)> = b
        .attackers
        .iter()
        .copied()
        .filter(|(id, _)| s.unit(*id).is_some_and(|u| u.at == b.at && counts(u.kind)))
        .collect();
    // The strongest stay.
    here.sort_by_key(|(id, _)| s.unit(*id).map_or(0, |u| -u.kind.template().strength));
    for (id, from) in here.into_iter().skip(limit) {
        let Some(u) = s.unit(id) else { continue };
        if fits(s, u, from) {
            ev.emit(
                s,
                Event::UnitsMoved {
                    units: vec![id],
                    from: b.at,
                    to: from,
                    travel: Travel::Return,
                    cost: 0,
                    rain: Vec::new(),
                },
            );
        } else {
            remove(s, id, Loss::NoRoom, ev);
        }
    }
    ev.emit(s, Event::BattleClosed);
    crate::movement::settle(s, ev);
    crate::generals::capture(s, ev);
}

/// KK-CMB-28, AMB-28 — the units `unit` may fire on: hostile land units
/// (and river gunboats on a river, KK-UNIT-20) within its range, out of battle.
#[must_use]
pub fn targets_in_range(s: &State, unit: &Unit) -> Vec<UnitId> {
    let range = u32::from(unit.kind.template().range());
    if range == 0 {
        return Vec::new();
    }
    let m = map();
    let dist = m.board.distances(unit.at, &[engine::board::Link::Land, engine::board::Link::Coast], |_| true);
    s.units
        .iter()
        .filter(|t| crate::movement::fights_as_land(t.kind, t.at) && s.hostile(t.owner, unit.owner))
        .filter(|t| dist.get(t.at.index()).copied().flatten().is_some_and(|d| d >= 1 && d <= range))
        .map(|t| t.id)
        .collect()
}

/// KK-CMB-28…30, AMB-28 — ranged fire: no reply; if the firer's total beats
/// the target's, the target may be routed and takes the loss table.
pub fn fire(s: &mut State, unit: UnitId, target: UnitId, dice: &mut Dice, ev: &mut Ev) {
    let a_die = dice.die(4, "KK-CMB-29 the firer's d4");
    let d_die = dice.die(4, "AMB-28 the target's d4");
    let at = s.unit(target).map(|t| t.at);
    volley(s, unit, target, (a_die, d_die), ev);
    if let Some(at) = at {
        crate::contamination::contaminate(s, unit, at, ev);
    }
}

/// KK-CMB-29, KK-CMB-30, KK-AIR-04 — an attack that gets no reply (ranged
/// fire, an aircraft's strike), counted from the two d4: if the attacker's
/// total beats the target's, the target may be routed and takes the loss
/// table.
pub fn volley(s: &mut State, unit: UnitId, target: UnitId, (a_die, d_die): (u8, u8), ev: &mut Ev) {
    let (Some(u), Some(t)) = (s.unit(unit), s.unit(target)) else { return };
    let attack = combat::count(s, u, a_die, Role::Attacker, t.at, Some(t), Crossing::Dry);
    let defence = combat::count(s, t, d_die, Role::Defender, t.at, Some(u), Crossing::Dry);
    let attacker_wins = attack.total > defence.total;
    let morale = combat::morale(s, t, Role::Defender, t.at);
    // Aircraft are at their base already: never routed (KK-AIR-04).
    let rout = attacker_wins && attack.total - defence.total > morale && !crate::air::flies(t.kind);
    let losses = if attacker_wins { loss_table(a_die, d_die) } else { crate::data::tables::LossResult::None };
    let e = Engagement { attack, support: Vec::new(), defence, attacker_wins, morale, rout, losses };
    ev.emit(s, Event::Fired { engagement: e.clone() });
    if attacker_wins {
        outcome(s, &e, false, ev);
    }
    crate::movement::settle(s, ev);
}

/// KK-CMB-31, KK-CMB-32, GAP-27 — whether `unit` may bombard the building
/// at `at`: it has `BLDFIRE`, has not acted, is not routed; the building is
/// within its range, in a province not its state's.
///
/// # Errors
/// The rule it breaks.
pub fn check_bombard(s: &State, p: Player, unit: UnitId, at: RegionId) -> Result<(), Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    let t = u.kind.template();
    if !t.has(crate::data::units::Ability::BuildingFire) || u.acted || u.routed || u.fresh {
        return Err(Refuse::NoBombard);
    }
    if s.building(at).is_none() || s.owner_at(at) == Some(p) || s.battle.is_some() {
        return Err(Refuse::NoBombard);
    }
    let dist = map().board.distances(u.at, &[engine::board::Link::Land, engine::board::Link::Coast], |_| true);
    let range = u32::from(t.range());
    if dist.get(at.index()).copied().flatten().is_some_and(|d| d <= range) {
        Ok(())
    } else {
        Err(Refuse::OutOfRange { range: t.range() })
    }
}

/// KK-CMB-31, KK-CMB-32 — a d4 (a d8 at a Stronghold): a 4 (an 8) destroys it.
pub fn bombard(s: &mut State, unit: UnitId, at: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let Some(building) = s.building(at) else { return };
    let stronghold = building.is_stronghold();
    let die = if stronghold {
        dice.die(8, "KK-CMB-32 the bombardment's d8")
    } else {
        dice.die(4, "KK-CMB-31 the bombardment's d4")
    };
    ev.emit(s, Event::Bombarded { unit, at, die, stronghold });
    ev.emit(s, Event::Acted { unit });
    crate::contamination::contaminate(s, unit, at, ev);
    if combat::bombard_destroys(stronghold, die) {
        ev.emit(s, Event::Demolished { at, building });
        crate::tribal::note_ruin(s, at, building, ev);
        let by = s.unit(unit).and_then(|u| u.owner);
        crate::prisoners::camp_gone(s, at, by, ev);
        experience(s, unit, 1, ev);
    }
}

//! Where the computer's armies go (SR-6…SR-13, SR-G10, SR-G13): each army
//! picks the hostile city it can take at the best worth for the distance,
//! keeps the fields that let it lay siege (SR-G13) and the garrisons its
//! cities need, avoids fields a stronger army could strike next turn, and
//! opens a battle only when the exact odds favour it.

use super::guard::{guard, hostile_bs};
use super::{FIGHT, pick};
use crate::action::{Action, Group};
use crate::check::check;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{SHADOW_LANDS, map, pos};
use crate::siege::bordering;
use crate::state::{STEPS, State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;

/// Supplies kept back from marching for a siege and a storm (SR-13, SR-17).
const SIEGE_FUND: u32 = 2;

/// How much a city is worth taking: its income (SR-G4, SR-G5), more for a
/// capital (its realm can no longer win, SR-G7, and may become a vassal,
/// SR-40), and more the nearer its owner is to winning.
fn worth(s: &State, f: Faction, city: RegionId) -> i64 {
    let m = map();
    let owner = s.owner(city);
    let capital = owner.is_some_and(|o| m.capital(o) == city);
    let leader = s.seated().filter(|&o| o != f).max_by_key(|&o| s.faction(o).influence);
    let urgency = match owner {
        Some(o) if Some(o) == leader => i64::from(s.faction(o).influence.saturating_sub(12)),
        _ => 0,
    };
    2 + 4 * i64::from(capital) + urgency
}

/// The steps from field `from` to every field, through passable fields.
fn distances(from: RegionId) -> Vec<Option<u32>> {
    let m = map();
    m.board.distances(from, &[engine::board::Link::Land], |r| m.is_field(r) && m.passable(r))
}

/// Whether `f` would still border `city` without its units in `field`.
fn bordering_without(s: &State, f: Faction, field: RegionId, city: RegionId) -> bool {
    let mut without = s.clone();
    without.units.retain(|u| !(u.at == field && u.owner == Some(f)));
    bordering(&without, f, city)
}

/// SR-G13 — a field `f` must keep holding: next to the field of a city it
/// besieges or stands before, which it borders only through this field.
fn needed_link(s: &State, f: Faction, field: RegionId) -> bool {
    let m = map();
    m.is_field(field)
        && m.city_of(field).is_none()
        && m.neighbours(field).filter_map(|n| m.city_of(n)).any(|c| {
            let ours_before = s.city(c).and_then(|cs| cs.siege).is_some_and(|siege| siege.by == f)
                || s.army(Some(f), map().field_of(c).unwrap_or(c)).next().is_some();
            s.hostile(s.owner(c), Some(f)) && ours_before && !bordering_without(s, f, field, c)
        })
}

/// The units an army at `from` may send away: those with steps left but
/// the ships (the computer does not sail), less what stays: a city's guard
/// (the kard stays in the capital), a siege's army, a supply line's unit.
fn sendable(s: &State, f: Faction, from: RegionId) -> Vec<&Unit> {
    let m = map();
    let mut free: Vec<&Unit> = s.army(Some(f), from).filter(|u| u.steps < STEPS && u.kind != UnitKind::Ship).collect();
    // Kept first: the kard at home, then the cheapest units.
    free.sort_unstable_by_key(|u| (u.kind != UnitKind::Ruler, u.kind == UnitKind::Catapult, u.sword, u.id));
    if m.is_city(from) {
        let mut kept: u32 =
            s.army(Some(f), from).filter(|u| !free.iter().any(|x| x.id == u.id)).map(|u| u.kind.bs()).sum();
        let need = guard(s, f, from);
        let at_capital = from == m.capital(f);
        while let Some(u) = free.first() {
            let stays = (at_capital && u.kind == UnitKind::Ruler) || kept < need;
            if !stays {
                break;
            }
            kept += u.kind.bs();
            free.remove(0);
        }
        return free;
    }
    let besieging =
        m.city_of(from).is_some_and(|c| s.city(c).and_then(|cs| cs.siege).is_some_and(|siege| siege.by == f));
    if besieging {
        return Vec::new();
    }
    if needed_link(s, f, from) && !free.is_empty() {
        let keep = free.iter().position(|u| u.kind != UnitKind::Ruler).unwrap_or(0);
        free.remove(keep);
    }
    free
}

fn group_of(units: &[&Unit]) -> Group {
    let mut group = Group::default();
    for u in units {
        group.set(u.kind, group.count(u.kind) + 1);
        group.swords += u32::from(u.sword);
    }
    group
}

/// The strength of `units` as a side of battle.
fn strength(s: &State, units: &[&Unit]) -> u32 {
    let ids: Vec<UnitId> = units.iter().map(|u| u.id).collect();
    crate::battle::side(s, &ids, &[]).strength()
}

/// The city an army of `strength` at `field` goes for: the best worth for
/// the distance among those it is strong enough to besiege and storm.
fn goal(s: &State, f: Faction, field: RegionId, strength: u32) -> Option<(i64, RegionId, u32)> {
    let m = map();
    let dist = distances(field);
    m.cities()
        .filter(|&c| s.hostile(s.owner(c), Some(f)))
        .filter(|&c| s.city(c).and_then(|cs| cs.siege).is_none_or(|siege| siege.by == f))
        .filter_map(|c| {
            let d = dist.get(m.field_of(c)?.index()).copied().flatten()?;
            // Strong enough to lay siege (SR-13) with a margin for the storm.
            let enough = strength >= crate::siege::defence(s, c).strength() + 2;
            enough.then_some((worth(s, f, c) * 10 - i64::from(d) * 4, c, d))
        })
        .max_by_key(|g| (g.0, std::cmp::Reverse(g.1)))
}

/// The hostile BS that could strike an army at `to` next turn.
fn danger(s: &State, f: Faction, to: RegionId) -> u32 {
    let m = map();
    match m.field_of(to) {
        Some(field) if m.is_field(to) => m.neighbours(field).map(|r| hostile_bs(s, f, r)).sum(),
        _ => 0,
    }
}

/// A march worth making: the next step of an army towards its goal, a
/// battle the exact odds favour, or the Shadow Lands (SR-G6).
pub fn march(s: &State, f: Faction, rng: &mut Dice) -> Option<Action> {
    let m = map();
    let mut froms: Vec<RegionId> =
        s.units.iter().filter(|u| u.owner == Some(f) && u.steps < STEPS).map(|u| u.at).collect();
    froms.sort_unstable();
    froms.dedup();
    let mut best: Vec<(i64, Action)> = Vec::new();
    for from in froms {
        let mut units = sendable(s, f, from);
        let Some(field) = m.field_of(from) else { continue };
        if units.is_empty() {
            continue;
        }
        let power = strength(s, &units);
        let goal = goal(s, f, field, power);
        // SR-G13: stepping into the goal's field from a field it borders
        // only through, one unit stays behind to hold it.
        if let Some((_, c, 1)) = goal
            && m.is_field(from)
            && !bordering_without(s, f, from, c)
            && units.len() > 1
            && let Some(i) = units.iter().position(|u| u.kind != UnitKind::Ruler)
        {
            units.remove(i);
        }
        let group = group_of(&units);
        let targets: Vec<RegionId> = if m.is_city(from) { vec![field] } else { m.neighbours(field).collect() };
        for to in targets {
            let a = Action::Move { from, to, group };
            if check(s, f, &a).is_err() || !affordable(s, f, &a) {
                continue;
            }
            let toward = goal.and_then(|(score, c, d)| {
                let there = m.field_of(c)?;
                let closer = m.is_city(from) || distances(to).get(there.index()).copied().flatten()? < d;
                closer.then_some(score)
            });
            if let Some(score) = forecast(s, f, &a, to, toward) {
                best.push((score, a));
            }
        }
    }
    let top = best.iter().map(|b| b.0).max()?;
    let ties: Vec<Action> = best.into_iter().filter(|b| b.0 == top).map(|b| b.1).collect();
    pick(&ties, rng)
}

/// SR-6 — a step leaves the supplies for a siege and a storm.
fn affordable(s: &State, f: Faction, a: &Action) -> bool {
    let Action::Move { from, to, group } = a else { return true };
    crate::movement::step(s, f, *from, *to)
        .is_ok_and(|step| s.faction(f).supplies >= crate::movement::cost(step, *to, group) + SIEGE_FUND)
}

/// What a step is worth once taken: a battle only when the exact odds
/// favour it; no field a stronger army could strike next turn; a step
/// towards the goal its worth; onto the Shadow Lands a little.
fn forecast(s: &State, f: Faction, a: &Action, to: RegionId, toward: Option<i64>) -> Option<i64> {
    let mut after = s.clone();
    let mut ev = crate::Ev::default();
    crate::execute(&mut after, f, a, &mut Dice::from_seed("forecast"), &mut ev);
    if after.engaged.iter().any(|e| e.at == to) {
        let odds = crate::odds::of_action(&after, f, &Action::Attack { at: to })?;
        return (odds.win >= FIGHT).then(|| 40 + i64::from(engine::odds::per_mille(odds.win)) / 50);
    }
    let here: Vec<&Unit> = after.army(Some(f), to).collect();
    if map().is_field(to) && danger(&after, f, to) > strength(&after, &here) {
        return None;
    }
    if to == pos(SHADOW_LANDS) && !s.holds(f, to) {
        return Some(toward.unwrap_or(0).max(30));
    }
    toward
}

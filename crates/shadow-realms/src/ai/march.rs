//! How the computer's armies march (SR-6…SR-13, SR-G10, SR-G13): each
//! takes the next step towards the goal `goals::plan` gave it, keeps the
//! fields that let it lay siege (SR-G13) and the garrisons its cities
//! need, avoids fields a stronger army could strike next turn, and opens
//! a battle only when the exact odds favour it.

use super::goals::{Goal, steps, stops};
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
pub const SIEGE_FUND: u32 = 2;

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
#[must_use]
pub fn sendable(s: &State, f: Faction, from: RegionId, guards: super::Guards) -> Vec<&Unit> {
    let m = map();
    let mut free: Vec<&Unit> = s.army(Some(f), from).filter(|u| u.steps < STEPS && u.kind != UnitKind::Ship).collect();
    // Kept first: the kard at home, then the cheapest units.
    free.sort_unstable_by_key(|u| (u.kind != UnitKind::Ruler, u.kind == UnitKind::Catapult, u.sword, u.id));
    if m.is_city(from) {
        let mut kept: u32 =
            s.army(Some(f), from).filter(|u| !free.iter().any(|x| x.id == u.id)).map(|u| u.kind.bs()).sum();
        let need = guard(s, f, from, guards);
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
    let besieged = m.city_of(from).filter(|&c| s.city(c).and_then(|cs| cs.siege).is_some_and(|siege| siege.by == f));
    if let Some(city) = besieged {
        return surplus(s, f, city, free);
    }
    if needed_link(s, f, from) && !free.is_empty() {
        let keep = free.iter().position(|u| u.kind != UnitKind::Ruler).unwrap_or(0);
        free.remove(keep);
    }
    free
}

/// SR-G13 — a siege whose border was lost (another army entered the field
/// that gave it) sends what it can spare to win it back: the units beyond
/// those that keep the siege (SR-14), catapults kept for the storm.
fn surplus<'a>(s: &State, f: Faction, city: RegionId, mut free: Vec<&'a Unit>) -> Vec<&'a Unit> {
    if bordering(s, f, city) {
        return Vec::new();
    }
    let hold = crate::siege::defence(s, city).strength() + 1;
    free.sort_unstable_by_key(|u| (u.kind != UnitKind::Catapult, std::cmp::Reverse(u.kind.bs()), u.id));
    let mut kept = 0;
    while kept < free.len() && strength(s, &free[..kept]) < hold {
        kept += 1;
    }
    free.split_off(kept)
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
#[must_use]
pub fn strength(s: &State, units: &[&Unit]) -> u32 {
    let ids: Vec<UnitId> = units.iter().map(|u| u.id).collect();
    crate::battle::side(s, &ids, &[]).strength()
}

/// The hostile strength that could strike an army at `to` next turn: the
/// strongest army next to it, or the garrison of a hostile realm's city
/// there, which may come out without its walls (neutrals never do).
/// Summing every neighbour, or counting both, kept the armies at home:
/// measured, the strongest one did best.
fn danger(s: &State, f: Faction, to: RegionId) -> u32 {
    let m = map();
    if !m.is_field(to) {
        return 0;
    }
    let garrison = m
        .city_of(to)
        .filter(|&c| s.owner(c).is_some() && s.hostile(s.owner(c), Some(f)))
        .map_or(0, |c| crate::battle::side(s, &crate::siege::garrison(s, c), &[]).strength());
    m.neighbours(to).map(|r| hostile_bs(s, f, r)).max().unwrap_or(0).max(garrison)
}

/// A march worth making: the next step of an army towards its goal, a
/// battle the exact odds favour, or the Shadow Lands (SR-G6).
pub fn march(
    s: &State,
    f: Faction,
    goals: &[(RegionId, Goal)],
    rng: &mut Dice,
    profile: super::Profile,
) -> Option<Action> {
    let m = map();
    let mut best: Vec<(i64, Action)> = Vec::new();
    for &(from, goal) in goals {
        let mut units = sendable(s, f, from, profile.guards);
        let Some(field) = m.field_of(from) else { continue };
        // SR-G13: stepping into the goal's field from a field it borders
        // only through, one unit stays behind to hold it.
        let into_goal = m.field_of(goal.city) == Some(goal.via) && m.is_field(from) && m.adjacent(from, goal.via);
        if into_goal && !bordering_without(s, f, from, goal.city) {
            match units.iter().position(|u| u.kind != UnitKind::Ruler) {
                Some(i) if units.len() > 1 => {
                    units.remove(i);
                }
                _ => continue,
            }
        }
        if units.is_empty() {
            continue;
        }
        let group = group_of(&units);
        // The march's strength: with `together`, every army of the plan
        // heading for the same city.
        let together: u32 = if profile.together {
            goals
                .iter()
                .filter(|(_, g)| g.city == goal.city)
                .map(|&(at, _)| strength(s, &sendable(s, f, at, profile.guards)))
                .sum()
        } else {
            0
        };
        let targets: Vec<RegionId> = if m.is_city(from) { vec![field] } else { m.neighbours(field).collect() };
        for to in targets {
            let a = Action::Move { from, to, group };
            if check(s, f, &a).is_err() || !affordable(s, f, &a) {
                continue;
            }
            if let Some(score) = forecast(s, f, &a, to, toward(s, f, (from, to), goal), profile, together) {
                best.push((score, a));
            }
        }
    }
    let top = best.iter().map(|b| b.0).max()?;
    let ties: Vec<Action> = best.into_iter().filter(|b| b.0 == top).map(|b| b.1).collect();
    pick(&ties, rng)
}

/// The worth of the step `from` → `to` for an army with `goal`: its score
/// when it comes nearer the field it heads for.
fn toward(s: &State, f: Faction, (from, to): (RegionId, RegionId), goal: Goal) -> Option<i64> {
    let m = map();
    let here = m.field_of(from)?;
    if m.is_city(from) {
        return Some(goal.score);
    }
    // Going on from a field where the march stops costs the rest of a turn.
    let after = steps(s, f, to, goal.via)? + 1 + if stops(s, f, to) { 2 } else { 0 };
    (to == goal.via || after <= steps(s, f, here, goal.via)?).then_some(goal.score)
}

/// SR-6 — a step leaves the supplies for a siege and a storm.
fn affordable(s: &State, f: Faction, a: &Action) -> bool {
    let Action::Move { from, to, group } = a else { return true };
    crate::movement::step(s, f, *from, *to)
        .is_ok_and(|step| s.faction(f).supplies >= crate::movement::cost(step, *to, group) + SIEGE_FUND)
}

/// What a step is worth once taken: a battle only when the exact odds
/// favour it; no field a stronger army could strike next turn (than this
/// army there, or the march's strength `together`); a step
/// towards the goal its worth; onto the Shadow Lands a little.
fn forecast(
    s: &State,
    f: Faction,
    a: &Action,
    to: RegionId,
    toward: Option<i64>,
    profile: super::Profile,
    together: u32,
) -> Option<i64> {
    let mut after = s.clone();
    let mut ev = crate::Ev::default();
    crate::execute(&mut after, f, a, &mut Dice::from_seed("forecast"), &mut ev);
    if after.engaged.iter().any(|e| e.at == to) {
        let odds = crate::odds::of_action(&after, f, &Action::Attack { at: to })?;
        // A battle on the way, or against an army at one of our cities.
        let home = map().city_of(to).is_some_and(|c| s.owner(c) == Some(f));
        // SR-27, SR-40: a rival's kard there is worth a battle of its own.
        let kard = profile.kards
            && s.units_at(to).any(|u| u.kind == UnitKind::Ruler && u.owner.is_some() && s.hostile(u.owner, Some(f)));
        let worth = toward.or_else(|| (home || kard).then_some(40))? + if kard { 30 } else { 0 };
        return (odds.win >= FIGHT).then(|| worth + i64::from(engine::odds::per_mille(odds.win)) / 50);
    }
    let here: Vec<&Unit> = after.army(Some(f), to).collect();
    if map().is_field(to) && danger(&after, f, to) > strength(&after, &here).max(together) {
        return None;
    }
    if to == pos(SHADOW_LANDS) && !s.holds(f, to) {
        return Some(toward.unwrap_or(0).max(30));
    }
    toward
}

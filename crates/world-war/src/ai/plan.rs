//! The computer's action slot: finish a pending attack, pick a new one
//! where the exact odds favour it, bomb enemy factories in
//! range, import with merchants, move idle interior units to the front,
//! then end the slot.

use super::{Profile, defence, free_to_leave, land_attackers, pick, strength, trade_voyage, value, voyage, willing_as};
use crate::action::Action;
use crate::ids::{Faction, UnitKind};
use crate::map::map;
use crate::reach::AIR_RANGE;
use crate::state::{State, Task};
use engine::board::RegionId;
use engine::dice::Dice;

/// Supply kept back for defenders (WW-G5).
fn reserve(s: &State, f: Faction) -> u32 {
    (s.faction(f).stock.s / 3).min(4)
}

fn ordered_cost(s: &State, f: Faction) -> u32 {
    s.units_of(f).filter(|u| matches!(u.task, Task::Ordered(_)) && !u.paid).map(|u| u.kind.supply()).sum()
}

/// The Supply still free for new orders.
pub(super) fn spare(s: &State, f: Faction) -> u32 {
    s.faction(f).stock.s.saturating_sub(reserve(s, f) + ordered_cost(s, f))
}

/// The attackers the computer would send against `target`, within Supply.
fn force(s: &State, f: Faction, target: RegionId) -> (u32, Vec<crate::ids::UnitId>) {
    let mut budget = spare(s, f);
    let mut units = land_attackers(s, f, target);
    units.sort_by_key(|u| (std::cmp::Reverse(strength(u.kind)), u.id));
    let mut total = 0;
    let mut ids = Vec::new();
    for u in units {
        if u.kind.supply() <= budget {
            budget -= u.kind.supply();
            total += strength(u.kind);
            ids.push(u.id);
        }
    }
    (total, ids)
}

/// The exact chance (WW-17 odds) that `f` takes `target` with what is
/// ordered against it and the units `more` added to it.
pub(super) fn chance_with(s: &State, f: Faction, target: RegionId, more: &[crate::ids::UnitId]) -> f64 {
    let mut t = s.clone();
    // A copy for the forecast only: the orders are never played.
    t.units.iter_mut().filter(|u| more.contains(&u.id)).for_each(|u| u.task = Task::Ordered(target));
    crate::odds::land(&t, f, target).capture
}

/// The chance of taking a target below which the computer does not start
/// an attack, and up to which it adds units before launching.
pub(super) const START: f64 = 0.6;
const ENOUGH: f64 = 0.85;

/// The best land target worth attacking: the most valuable of those the
/// available force takes with a good chance, by the exact odds.
#[must_use]
pub fn best_target(s: &State, f: Faction, rng: Option<&mut Dice>, profile: Profile) -> Option<RegionId> {
    let m = map();
    let mut scored: Vec<(u32, RegionId)> = Vec::new();
    for t in m.land_ids().filter(|&t| s.owner(t) != Some(f) && willing_as(s, f, s.owner(t), profile)) {
        let (attack, ids) = force(s, f, t);
        // Far weaker forces are not worth a forecast.
        if ids.is_empty() || attack * 10 < defence(s, t) * 8 {
            continue;
        }
        let chance = chance_with(s, f, t, &ids);
        if chance >= START {
            scored.push((value(t) * engine::odds::per_mille(chance), t));
        }
    }
    let best = scored.iter().map(|x| x.0).max()?;
    let ties: Vec<RegionId> = scored.iter().filter(|x| x.0 == best).map(|x| x.1).collect();
    match rng {
        Some(rng) => pick(&ties, rng),
        None => ties.first().copied(),
    }
}

/// One slot step.
pub fn slot(s: &State, f: Faction, rng: &mut Dice, profile: Profile) -> Option<Action> {
    pending(s, f, profile)
        .or_else(|| new_attack(s, f, rng, profile))
        .or_else(|| if profile.landings { super::landing::start(s, f, rng, profile) } else { None })
        .or_else(|| bombing(s, f))
        .or_else(|| strike_at_sea_or_air(s, f))
        .or_else(|| trade_voyage(s, f))
        .or_else(|| voyage(s, f))
        .or_else(|| if profile.diplomacy { None } else { super::diplomacy::trade_in_slot(s, f) })
        .or_else(|| profile.aid.then(|| super::aid::send(s, f)).flatten())
        .or_else(|| reinforce(s, f))
        .or_else(|| cover(s, f))
        .or(Some(Action::EndSlot))
}

/// Completes a pending attack: add the rest of the planned force (land
/// units next to it, the rest of a landing, bombers to strike), then launch.
fn pending(s: &State, f: Faction, profile: Profile) -> Option<Action> {
    let target = s.units_of(f).find_map(|u| match u.task {
        Task::Ordered(t) => Some(t),
        _ => None,
    })?;
    let ordered: Vec<_> = s.ordered_at(f, target).collect();
    let landing = ordered.iter().any(|u| u.kind == UnitKind::Navy);
    if map().is_land(target) && (ordered.iter().any(|u| u.kind.is_land()) || landing) {
        if crate::odds::land(s, f, target).capture < ENOUGH {
            let by_land = force(s, f, target).1.first().map(|&unit| Action::Order { unit, target });
            let by_sea = || landing.then(|| super::landing::more(s, f, target)).flatten();
            // WW-G6 step 4: bombers strike the defenders before the dice.
            let strikes = || profile.landings.then(|| more_for(s, f, target, UnitKind::Bomber)).flatten();
            if let Some(order) = by_land.or_else(by_sea).or_else(strikes) {
                return Some(order);
            }
        }
        if ordered.iter().any(|u| u.kind.is_land()) {
            return Some(Action::Launch { target });
        }
    }
    if map().is_sea(target) && ordered.iter().any(|u| u.kind == UnitKind::Navy) {
        return Some(more_for(s, f, target, UnitKind::Navy).unwrap_or(Action::NavalAttack { target }));
    }
    if ordered.iter().any(|u| u.kind == UnitKind::Bomber) {
        return Some(Action::Bomb { target });
    }
    if ordered.iter().all(|u| u.kind == UnitKind::Fighter) && crate::air::check_sweep(s, f, target).is_ok() {
        return Some(more_for(s, f, target, UnitKind::Fighter).unwrap_or(Action::Sweep { target }));
    }
    ordered.first().map(|u| Action::Order { unit: u.id, target })
}

/// Idle units of `kind` that can act against `target` (navy in its zone
/// or next to it, fighters within range), within the Supply to spare.
fn available(s: &State, f: Faction, target: RegionId, kind: UnitKind) -> Vec<crate::ids::UnitId> {
    let m = map();
    let mut budget = spare(s, f);
    let mut out = Vec::new();
    for u in s.units_of(f).filter(|u| u.kind == kind && u.task == Task::Idle) {
        let near = match kind {
            UnitKind::Navy => u.at == target || m.sea_neighbours(u.at).any(|z| z == target),
            _ => m.steps(u.at, target) <= AIR_RANGE,
        };
        if near && u.kind.supply() <= budget && crate::check::check(s, f, &Action::Order { unit: u.id, target }).is_ok()
        {
            budget -= u.kind.supply();
            out.push(u.id);
        }
    }
    out
}

/// The next unit of `kind` to add to the attack on `target`, if any.
fn more_for(s: &State, f: Faction, target: RegionId, kind: UnitKind) -> Option<Action> {
    available(s, f, target, kind).first().map(|&unit| Action::Order { unit, target })
}

/// WW-36, WW-35, WW-G8, WW-G7 — a naval attack or a fighter sweep where
/// the exact odds (`crate::odds`) expect at least half a unit more of the
/// enemy's lost than of ours, with every unit that can join: the best
/// such target gets its first unit ordered.
fn strike_at_sea_or_air(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    let enemy_at = |t: RegionId, air: bool| {
        s.units_at(t).any(|u| s.at_war(f, u.faction) && if air { u.kind.is_air() } else { u.kind.is_ship() })
    };
    let mut best: Option<(f64, crate::ids::UnitId, RegionId)> = None;
    for t in m.board.ids() {
        let (kind, air) = if m.is_sea(t) { (UnitKind::Navy, false) } else { (UnitKind::Fighter, true) };
        if !enemy_at(t, air) {
            continue;
        }
        let units = available(s, f, t, kind);
        let Some(&first) = units.first() else { continue };
        let mut copy = s.clone();
        // A copy for the forecast only: the orders are never played.
        copy.units.iter_mut().filter(|u| units.contains(&u.id)).for_each(|u| u.task = Task::Ordered(t));
        let gain = if air {
            let o = crate::odds::sweep(&copy, f, t);
            o.kills - o.losses
        } else {
            let o = crate::odds::naval_attack(&copy, f, t);
            o.sunk - o.losses
        };
        if gain >= 0.5 && best.is_none_or(|(g, _, _)| gain > g) {
            best = Some((gain, first, t));
        }
    }
    best.map(|(_, unit, target)| Action::Order { unit, target })
}

fn new_attack(s: &State, f: Faction, rng: &mut Dice, profile: Profile) -> Option<Action> {
    let target = best_target(s, f, Some(rng), profile)?;
    let unit = *force(s, f, target).1.first()?;
    Some(Action::Order { unit, target })
}

/// WW-34 — an idle bomber goes for an undamaged enemy facility in range.
fn bombing(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    if spare(s, f) < 2 {
        return None;
    }
    s.units_of(f).filter(|u| u.kind == UnitKind::Bomber && u.task == Task::Idle).find_map(|u| {
        let target = m.land_ids().find(|&t| {
            let enemy = s.owner(t).is_some_and(|o| s.at_war(f, o));
            let facility = m.info(t).is_some_and(|i| i.factory || i.well);
            enemy && facility && !s.is_damaged(t) && m.steps(u.at, t) <= AIR_RANGE
        })?;
        Some(Action::Order { unit: u.id, target })
    })
}

/// Moves an idle land unit from a quiet interior region to the neediest
/// own border region it can reach by land.
fn reinforce(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    let quiet = |r: RegionId| m.land_neighbours(r).all(|n| s.owner(n) == Some(f));
    let unit =
        s.units_of(f).find(|u| u.kind.is_land() && u.task == Task::Idle && quiet(u.at) && free_to_leave(s, u))?;
    let reach = crate::reach::own_land_reach(s, f, unit.at);
    let to = s
        .owned(f)
        .filter(|&r| !quiet(r) && reach.get(r.index()).copied().flatten().is_some())
        .max_by_key(|&r| (value(r) + u32::from(super::front(s, f, r)) * 10, std::cmp::Reverse(r)))?;
    Some(Action::Rebase { unit: unit.id, to })
}

/// WW-14 — idle fighters cover the most valuable own region in range.
fn cover(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    if !Faction::ALL.iter().any(|&o| s.at_war(f, o)) {
        return None;
    }
    let u = s.units_of(f).find(|u| u.kind == UnitKind::Fighter && u.task == Task::Idle)?;
    let region =
        s.owned(f).filter(|&r| m.steps(u.at, r) <= AIR_RANGE).max_by_key(|&r| (value(r), std::cmp::Reverse(r)))?;
    Some(Action::Cover { unit: u.id, region })
}

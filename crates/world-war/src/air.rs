//! Air combat: interception (WW-14, WW-G7), strategic bombing (WW-30,
//! WW-31, WW-34) and fighter sweeps (WW-35).

use crate::combat::{HIT, count, hits, roll_each};
use crate::event::{Event, FireKind};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{ALL_LINKS, map};
use crate::refusal::Refuse;
use crate::state::{InterceptFirst, State, Task};
use crate::{Ev, neutral, supply};
use engine::board::RegionId;
use engine::dice::Dice;

/// Losses of one interception round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interception {
    /// Bombers shot down.
    pub bombers_lost: usize,
    /// Escort fighters shot down.
    pub escorts_lost: usize,
    /// Interceptors shot down.
    pub interceptors_lost: usize,
}

/// WW-G7 — how `hits` of the interceptors fall on `bombers` and `escorts`,
/// the target its owner's standing orders shoot at first taking them
/// until none is left: (bombers lost, escorts lost).
#[must_use]
pub fn interceptor_hits(hits: usize, bombers: usize, escorts: usize, first: InterceptFirst) -> (usize, usize) {
    match first {
        InterceptFirst::Bombers => (hits.min(bombers), (hits - hits.min(bombers)).min(escorts)),
        InterceptFirst::Escorts => ((hits - hits.min(escorts)).min(bombers), hits.min(escorts)),
    }
}

/// WW-14, WW-35, WW-G7 — one simultaneous interception round: each
/// interceptor's 4–6 downs a bomber or an escort (the defender's choice,
/// `first`); each escort's 4–6 downs an interceptor. Bombers do not shoot.
#[must_use]
pub fn interception(
    interceptor_faces: &[u8],
    escort_faces: &[u8],
    bombers: usize,
    escorts: usize,
    first: InterceptFirst,
) -> Interception {
    let (bombers_lost, escorts_lost) = interceptor_hits(hits(interceptor_faces, HIT), bombers, escorts, first);
    let interceptors_lost = hits(escort_faces, HIT).min(interceptor_faces.len());
    Interception { bombers_lost, escorts_lost, interceptors_lost }
}

/// WW-30, WW-31, WW-34, WW-AMB-18 — one bomber die per bomber; any 4–6
/// damages the facility, further hits add nothing.
#[must_use]
pub fn bombing_damages(faces: &[u8]) -> bool {
    hits(faces, HIT) > 0
}

/// The land nodes bombers cross on their way to `target` (after their
/// bases, the target included: WW-AMB-7), farthest first.
pub(crate) fn flight_nodes(s: &State, bombers: &[UnitId], target: RegionId) -> Vec<RegionId> {
    let m = map();
    let mut nodes: Vec<RegionId> = Vec::new();
    for id in bombers {
        let Some(base) = s.unit(*id).map(|u| u.at) else { continue };
        let path = m.board.path(base, target, &ALL_LINKS, |_| true).unwrap_or_default();
        for &n in path.iter().skip(1) {
            if m.is_land(n) && !nodes.contains(&n) {
                nodes.push(n);
            }
        }
    }
    nodes.sort_by_key(|&n| (std::cmp::Reverse(m.steps(n, target)), n));
    nodes
}

/// WW-14, WW-G7 — bombers (with escorts) fly to `target`; fighters of
/// factions at war with `f` covering a land node on the way intercept
/// automatically. Returns the bombers that get through.
pub fn fly(
    s: &mut State,
    f: Faction,
    bombers: &[UnitId],
    escorts: &[UnitId],
    target: RegionId,
    dice: &mut Dice,
    ev: &mut Ev,
) -> Vec<UnitId> {
    let mut bombers = bombers.to_vec();
    let mut escorts: Vec<UnitId> = escorts.iter().copied().filter(|id| s.unit(*id).is_some_and(|u| u.paid)).collect();
    for node in flight_nodes(s, &bombers, target) {
        if bombers.is_empty() {
            break;
        }
        let interceptors = interceptors_over(s, f, node, ev);
        if interceptors.is_empty() {
            continue;
        }
        intercept_round(s, f, node, &interceptors, &mut bombers, &mut escorts, dice, ev);
    }
    bombers
}

/// WW-14, WW-G7 — the fighters covering `node` for factions at war with
/// `f` that can be paid for: they intercept bombers flying over it.
pub(crate) fn interceptors_over(s: &mut State, f: Faction, node: RegionId, ev: &mut Ev) -> Vec<UnitId> {
    let covering: Vec<UnitId> =
        s.units.iter().filter(|u| u.task == Task::Covering(node) && s.at_war(u.faction, f)).map(|u| u.id).collect();
    covering.into_iter().filter(|id| supply::pay_defender(s, *id, ev)).collect()
}

#[allow(clippy::too_many_arguments)]
fn intercept_round(
    s: &mut State,
    f: Faction,
    node: RegionId,
    interceptors: &[UnitId],
    bombers: &mut Vec<UnitId>,
    escorts: &mut Vec<UnitId>,
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let name = map().key(node).to_owned();
    let i_faces = roll_each(dice, interceptors.len(), &format!("WW-14 interception over {name}: interceptor"));
    let e_faces = roll_each(dice, escorts.len(), &format!("WW-G7 escort over {name}: escort"));
    let by = s.unit(interceptors[0]).map(|u| u.faction);
    let first = by.map(|d| s.faction(d).defence.intercept).unwrap_or_default();
    let r = interception(&i_faces, &e_faces, bombers.len(), escorts.len(), first);
    ev.emit(
        s,
        Event::Fire {
            kind: FireKind::Interception,
            node,
            by,
            faces: i_faces,
            hits: count(r.bombers_lost + r.escorts_lost),
        },
    );
    if !e_faces.is_empty() {
        ev.emit(
            s,
            Event::Fire { kind: FireKind::Escort, node, by: Some(f), faces: e_faces, hits: count(r.interceptors_lost) },
        );
    }
    let lost: Vec<UnitId> = bombers
        .drain(..r.bombers_lost)
        .chain(escorts.drain(..r.escorts_lost))
        .chain(interceptors.iter().copied().take(r.interceptors_lost))
        .collect();
    for unit in lost {
        crate::event::lose(s, unit, ev);
    }
}

/// WW-G7 — a pending strategic bombing may be launched.
///
/// # Errors
/// Why not.
pub fn check_bomb(s: &State, f: Faction, target: RegionId) -> Result<(), Refuse> {
    let info = map().info(target).ok_or(Refuse::BadTarget)?;
    if s.owner(target) == Some(f) {
        return Err(Refuse::BadTarget);
    }
    if !info.factory && !info.well {
        return Err(Refuse::NoFacility);
    }
    if !s.ordered_at(f, target).any(|u| u.kind == UnitKind::Bomber) {
        return Err(Refuse::NothingOrdered);
    }
    Ok(())
}

/// Pays the ordered air units of `kind` (and escorts); unpaid ones drop out.
pub(crate) fn pay_air(s: &mut State, f: Faction, target: RegionId, ev: &mut Ev) -> (Vec<UnitId>, Vec<UnitId>) {
    let air: Vec<(UnitId, UnitKind)> =
        s.ordered_at(f, target).filter(|u| u.kind.is_air()).map(|u| (u.id, u.kind)).collect();
    let (mut bombers, mut fighters) = (Vec::new(), Vec::new());
    for (id, kind) in air {
        if !supply::pay(s, id, ev) {
            ev.emit(s, Event::TaskSet { unit: id, task: Task::Idle });
        } else if kind == UnitKind::Bomber {
            bombers.push(id);
        } else {
            fighters.push(id);
        }
    }
    (bombers, fighters)
}

fn spend(s: &mut State, ids: &[UnitId], ev: &mut Ev) {
    for &unit in ids {
        if s.unit(unit).is_some() {
            ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
        }
    }
}

/// WW-30, WW-31, WW-34, WW-G7 — strategic bombing: fly, then each surviving
/// bomber rolls; one 4–6 damages the facility.
pub fn bomb(s: &mut State, f: Faction, target: RegionId, dice: &mut Dice, ev: &mut Ev) {
    neutral::declare_attack(s, f, target, ev);
    let (bombers, escorts) = pay_air(s, f, target, ev);
    let through = fly(s, f, &bombers, &escorts, target, dice, ev);
    let name = map().key(target).to_owned();
    let faces = roll_each(dice, through.len(), &format!("WW-34 strategic bombing {name}: bomber"));
    let damaged = bombing_damages(&faces);
    if !faces.is_empty() {
        ev.emit(
            s,
            Event::Fire {
                kind: FireKind::Bombing,
                node: target,
                by: Some(f),
                faces: faces.clone(),
                hits: count(hits(&faces, HIT)),
            },
        );
    }
    if damaged {
        ev.emit(s, Event::FacilityDamaged { region: target });
    }
    spend(s, &bombers, ev);
    spend(s, &escorts, ev);
}

/// WW-35, WW-G7 — a pending fighter sweep may be launched.
///
/// # Errors
/// Why not.
pub fn check_sweep(s: &State, f: Faction, target: RegionId) -> Result<(), Refuse> {
    if !map().is_land(target) || !s.units_at(target).any(|u| u.kind.is_air() && u.faction != f) {
        return Err(Refuse::BadTarget);
    }
    if !s.ordered_at(f, target).any(|u| u.kind == UnitKind::Fighter) {
        return Err(Refuse::NothingOrdered);
    }
    Ok(())
}

/// The sides of a fighter sweep once it is paid for.
pub(crate) struct SweepSides {
    /// The attacking fighters that fly.
    pub attackers: Vec<UnitId>,
    /// The air units the attackers may shoot down, fighters first.
    pub victims: Vec<UnitId>,
    /// The defenders' idle fighters there that fire back.
    pub defenders: Vec<UnitId>,
    /// The faction that fires back.
    pub defender: Option<Faction>,
}

/// WW-35, WW-G7, WW-18 — a sweep's sides: the ordered fighters pay, war
/// follows with the owner of the air units there, and their idle fighters
/// commit and pay to fire back.
pub(crate) fn sweep_sides(s: &mut State, f: Faction, target: RegionId, ev: &mut Ev) -> SweepSides {
    let (_, attackers) = pay_air(s, f, target, ev);
    let victims: Vec<(UnitId, UnitKind, Faction, Task)> = s
        .units_at(target)
        .filter(|u| u.kind.is_air() && u.faction != f)
        .map(|u| (u.id, u.kind, u.faction, u.task))
        .collect();
    if let Some(&(_, _, on, _)) = victims.first() {
        neutral::declare_war(s, f, on, ev);
    }
    let mut defenders = Vec::new();
    for &(id, kind, _, task) in &victims {
        if kind == UnitKind::Fighter && task == Task::Idle {
            ev.emit(s, Event::TaskSet { unit: id, task: Task::Defending(target) });
            if supply::pay_defender(s, id, ev) {
                defenders.push(id);
            }
        }
    }
    let defender = victims.first().map(|v| v.2);
    let mut pool: Vec<(UnitId, UnitKind)> = victims.iter().map(|v| (v.0, v.1)).collect();
    pool.sort_by_key(|(id, k)| (*k != UnitKind::Fighter, *id));
    SweepSides { attackers, victims: pool.into_iter().map(|p| p.0).collect(), defenders, defender }
}

/// WW-35, WW-G7, WW-18 — a fighter sweep: one simultaneous round; the
/// attackers pick fighters first, the defenders' uncommitted fighters there
/// fire back at the attacking fighters. No losses or mutual losses may follow.
pub fn sweep(s: &mut State, f: Faction, target: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let sides = sweep_sides(s, f, target, ev);
    let name = map().key(target).to_owned();
    let a_faces = roll_each(dice, sides.attackers.len(), &format!("WW-35 fighter sweep {name}: attacker"));
    let d_faces = roll_each(dice, sides.defenders.len(), &format!("WW-35 fighter sweep {name}: defender"));
    let (a_hits, d_hits) = (hits(&a_faces, HIT), hits(&d_faces, HIT));
    ev.emit(s, Event::Fire { kind: FireKind::Sweep, node: target, by: Some(f), faces: a_faces, hits: count(a_hits) });
    if !d_faces.is_empty() {
        let by = sides.defender;
        ev.emit(s, Event::Fire { kind: FireKind::Sweep, node: target, by, faces: d_faces, hits: count(d_hits) });
    }
    let lost: Vec<UnitId> =
        sides.victims.iter().take(a_hits).copied().chain(sides.attackers.iter().copied().take(d_hits)).collect();
    for unit in lost {
        crate::event::lose(s, unit, ev);
    }
    spend(s, &sides.attackers, ev);
}

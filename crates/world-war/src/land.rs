//! Land battle (WW-17, WW-G6, WW-AMB-3, WW-AMB-21, WW-AMB-22) and landings (WW-20).

use crate::combat::{casualty_rank, roll_each};
use crate::event::Event;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{State, Task, Unit};
use crate::{Ev, air, convoy, neutral, reach, supply};
use engine::board::{Link, RegionId};
use engine::dice::{Dice, DiceExpr};

/// The totals and winner of a land battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LandResult {
    /// Attacker's sum.
    pub attack: u32,
    /// Defender's sum.
    pub defence: u32,
    /// Attacker total > defender total; ties go to the defender (WW-AMB-3).
    pub attacker_wins: bool,
}

/// WW-17, WW-G6, WW-AMB-3 — sums the faces; the attacker wins only with the
/// higher total, the defender holds on a tie.
#[must_use]
pub fn land_battle_result(attacker_faces: &[u8], defender_faces: &[u8]) -> LandResult {
    let sum = |f: &[u8]| f.iter().map(|&x| u32::from(x)).sum::<u32>();
    let (attack, defence) = (sum(attacker_faces), sum(defender_faces));
    LandResult { attack, defence, attacker_wins: attack > defence }
}

/// WW-34, WW-AMB-21 — a bomber strike kills one land division per 6.
#[must_use]
pub fn strike_hits(faces: &[u8]) -> u32 {
    u32::try_from(faces.iter().filter(|&&f| f == 6).count()).unwrap_or(0)
}

/// WW-20, WW-EX-23 — a sea landing: one navy per land unit, and only
/// infantry may land in a region the mover does not own.
///
/// # Errors
/// `NeedEscort` or `TanksUnderFire`.
pub const fn landing_allowed(infantry: u32, tanks: u32, navy: u32, into_own: bool) -> Result<(), Refuse> {
    if navy < infantry + tanks {
        return Err(Refuse::NeedEscort);
    }
    if tanks > 0 && !into_own {
        return Err(Refuse::TanksUnderFire);
    }
    Ok(())
}

fn is_landing(u: &Unit, target: RegionId) -> bool {
    u.kind.is_land() && !map().board.touches(u.at, target, &[Link::Land])
}

/// WW-G6, WW-20 — a pending land attack may be launched.
///
/// # Errors
/// Why not.
pub fn check_launch(s: &State, f: Faction, target: RegionId) -> Result<(), Refuse> {
    if !map().is_land(target) || s.owner(target) == Some(f) {
        return Err(Refuse::BadTarget);
    }
    let ordered: Vec<&Unit> = s.ordered_at(f, target).collect();
    if !ordered.iter().any(|u| u.kind.is_land() || u.kind == UnitKind::Bomber) {
        return Err(Refuse::NothingOrdered);
    }
    let landing: Vec<&&Unit> = ordered.iter().filter(|u| is_landing(u, target)).collect();
    if landing.is_empty() {
        return Ok(());
    }
    let escorts: Vec<&&Unit> = ordered.iter().filter(|u| u.kind == UnitKind::Navy).collect();
    let count = |k| u32::try_from(landing.iter().filter(|u| u.kind == k).count()).unwrap_or(u32::MAX);
    let navy = u32::try_from(escorts.len()).unwrap_or(0);
    landing_allowed(count(UnitKind::Infantry), count(UnitKind::Tank), navy, false)?;
    let zone = escorts.first().map(|e| e.at).ok_or(Refuse::NeedEscort)?;
    let together = escorts.iter().all(|e| e.at == zone);
    if !together || !landing.iter().all(|u| reach::landing_zone_ok(zone, u.at, target)) {
        return Err(Refuse::NeedEscort);
    }
    Ok(())
}

/// The units of one side of a land battle.
#[derive(Debug, Default)]
pub(crate) struct Side {
    /// Land units that roll.
    pub active: Vec<UnitId>,
    /// Land units that share the side's fate without rolling.
    pub passive: Vec<UnitId>,
    /// Bombers striking for this side.
    pub bombers: Vec<UnitId>,
}

/// WW-17, WW-G6 — resolves the pending attack on `target` (execute of `Launch`).
pub fn launch(s: &mut State, f: Faction, target: RegionId, dice: &mut Dice, ev: &mut Ev) {
    neutral::declare_attack(s, f, target, ev);
    let mut attack = pay_attackers(s, f, target, ev);
    convoy::landing_passage(s, f, target, ev, dice);
    attack.active.retain(|id| s.unit(*id).is_some_and(|u| u.task == Task::Ordered(target)));
    let mut defence = collect_defence(s, target, ev);
    let escorts: Vec<UnitId> = s.ordered_at(f, target).filter(|u| u.kind == UnitKind::Fighter).map(|u| u.id).collect();
    attack.bombers = air::fly(s, f, &attack.bombers, &escorts, target, dice, ev);
    strikes(s, f, target, &mut attack, &mut defence, dice, ev);
    if !attack.active.is_empty() {
        fight(s, f, target, &attack, &defence, dice, ev);
    }
    spend_ordered(s, f, target, ev);
    crate::victory::check_eliminations(s, ev);
}

/// WW-G5 — the attacker pays for every ordered unit; unpaid ones drop out.
pub(crate) fn pay_attackers(s: &mut State, f: Faction, target: RegionId, ev: &mut Ev) -> Side {
    let mut ids: Vec<(UnitKind, UnitId)> = s.ordered_at(f, target).map(|u| (u.kind, u.id)).collect();
    ids.sort_by_key(|(k, _)| match k {
        UnitKind::Navy => 0,
        UnitKind::Infantry => 1,
        UnitKind::Tank => 2,
        _ => 3,
    });
    let mut side = Side::default();
    for (kind, id) in ids {
        if !supply::pay(s, id, ev) {
            ev.emit(s, Event::TaskSet { unit: id, task: Task::Idle });
        } else if kind.is_land() {
            side.active.push(id);
        } else if kind == UnitKind::Bomber {
            side.bombers.push(id);
        }
    }
    side
}

/// WW-G4, WW-G6 step 2 — defenders commit automatically: the owner's land
/// units in the region (those already spent are passive), units with a
/// standing `Defend` order for it, and defending bombers. Everything is paid
/// when Supply allows, less its owner's reserve, so the defending player is
/// never asked in the middle of another player's slot (hot-seat and e-mail
/// play): their standing orders decide (WW-G5).
pub(crate) fn collect_defence(s: &mut State, target: RegionId, ev: &mut Ev) -> Side {
    let mut side = Side::default();
    let Some(owner) = s.owner(target) else { return side };
    let candidates: Vec<Unit> =
        s.units_of(owner).filter(|u| u.kind.is_land() || u.kind == UnitKind::Bomber).cloned().collect();
    for u in candidates {
        let here = u.at == target && u.kind.is_land();
        let standing = u.task == Task::Defending(target);
        if here && !(u.task == Task::Idle || standing) {
            side.passive.push(u.id);
            continue;
        }
        if !here && !standing {
            continue;
        }
        if u.task == Task::Idle {
            ev.emit(s, Event::TaskSet { unit: u.id, task: Task::Defending(target) });
        }
        let paid = supply::pay_defender(s, u.id, ev);
        match (u.kind.is_land(), paid) {
            (true, true) => side.active.push(u.id),
            (true, false) => side.passive.push(u.id),
            (false, true) => side.bombers.push(u.id),
            (false, false) => {}
        }
    }
    side
}

/// WW-G6 step 4, WW-34, WW-AMB-21 — bomber strikes, simultaneous.
#[allow(clippy::too_many_arguments)]
fn strikes(
    s: &mut State,
    f: Faction,
    target: RegionId,
    attack: &mut Side,
    defence: &mut Side,
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let name = map().key(target).to_owned();
    let a_faces = roll_each(dice, attack.bombers.len(), &format!("WW-34 bomber strike {name}: attacker"));
    let d_faces = roll_each(dice, defence.bombers.len(), &format!("WW-34 bomber strike {name}: defender"));
    let (a_hits, d_hits) = (strike_hits(&a_faces), strike_hits(&d_faces));
    let owner = s.owner(target);
    if !a_faces.is_empty() {
        ev.emit(
            s,
            Event::Fire {
                kind: crate::event::FireKind::Strike,
                node: target,
                by: Some(f),
                faces: a_faces,
                hits: a_hits,
            },
        );
    }
    if !d_faces.is_empty() {
        ev.emit(
            s,
            Event::Fire { kind: crate::event::FireKind::Strike, node: target, by: owner, faces: d_faces, hits: d_hits },
        );
    }
    if owner.is_none() {
        let count = a_hits.min(s.region(target).map_or(0, |r| r.garrison));
        if count > 0 {
            ev.emit(s, Event::GarrisonLost { region: target, count });
        }
    } else {
        let mut pool: Vec<UnitId> = defence.passive.iter().chain(&defence.active).copied().collect();
        pool.sort_by_key(|id| casualty_rank(s, *id));
        for id in pool.into_iter().take(a_hits as usize) {
            crate::event::lose(s, id, ev);
        }
        defence.active.retain(|id| s.unit(*id).is_some());
        defence.passive.retain(|id| s.unit(*id).is_some());
    }
    let mut pool = attack.active.clone();
    pool.sort_by_key(|id| casualty_rank(s, *id));
    for id in pool.into_iter().take(d_hits as usize) {
        crate::event::lose(s, id, ev);
    }
    attack.active.retain(|id| s.unit(*id).is_some());
}

/// WW-17 — the land dice of one side: infantry 1d6, tanks 2d6.
fn land_faces(s: &State, ids: &[UnitId], dice: &mut Dice, purpose: &str) -> Vec<u8> {
    let mut faces = Vec::new();
    for id in ids {
        let expr = if s.unit(*id).is_some_and(|u| u.kind == UnitKind::Tank) { DiceExpr::TWO_D6 } else { DiceExpr::D6 };
        faces.extend(dice.roll(expr, format!("{purpose} {}", s.unit(*id).map_or("", |u| u.kind.id()))).faces);
    }
    faces
}

/// WW-17, WW-G6 steps 5–8 — totals, result, losses, capture.
fn fight(s: &mut State, f: Faction, target: RegionId, attack: &Side, defence: &Side, dice: &mut Dice, ev: &mut Ev) {
    let name = map().key(target).to_owned();
    let a_faces = land_faces(s, &attack.active, dice, &format!("WW-17 land battle {name}: attacker"));
    let neutral_rollers = if s.is_neutral(target) { supply::pay_garrison(s, target, ev) } else { 0 };
    let mut d_faces = land_faces(s, &defence.active, dice, &format!("WW-17 land battle {name}: defender"));
    d_faces.extend(roll_each(dice, neutral_rollers as usize, &format!("WW-17 land battle {name}: neutral infantry")));
    let result = land_battle_result(&a_faces, &d_faces);
    let defender = s.owner(target);
    ev.emit(
        s,
        Event::LandBattle {
            region: target,
            attacker: f,
            defender,
            attack: a_faces,
            defence: d_faces,
            attacker_won: result.attacker_wins,
        },
    );
    if result.attacker_wins {
        capture(s, f, target, attack, defence, ev);
    } else {
        for &unit in &attack.active {
            crate::event::lose(s, unit, ev);
        }
    }
}

/// WW-G6 step 8, WW-G15 — the attacker takes the region: defenders and the
/// old owner's land units there are removed, its air units rebase within 2
/// steps or are lost, the attacking divisions move in.
fn capture(s: &mut State, f: Faction, target: RegionId, attack: &Side, defence: &Side, ev: &mut Ev) {
    let from = s.owner(target);
    for &unit in defence.active.iter().chain(&defence.passive) {
        crate::event::lose(s, unit, ev);
    }
    let left: Vec<Unit> = s.units_at(target).filter(|u| Some(u.faction) == from).cloned().collect();
    for u in left {
        let refuge = u.kind.is_air().then(|| air_refuge(s, &u)).flatten();
        match refuge {
            Some(to) => ev.emit(s, Event::UnitMoved { unit: u.id, to }),
            None => crate::event::lose(s, u.id, ev),
        }
    }
    let garrison = s.region(target).map_or(0, |r| r.garrison);
    if garrison > 0 {
        ev.emit(s, Event::GarrisonLost { region: target, count: garrison });
    }
    ev.emit(s, Event::RegionCaptured { region: target, by: f, from });
    for &unit in &attack.active {
        ev.emit(s, Event::UnitMoved { unit, to: target });
    }
}

/// WW-G6 step 8 — the nearest own region within 2 steps for a displaced air unit.
fn air_refuge(s: &State, u: &Unit) -> Option<RegionId> {
    let m = map();
    s.owned(u.faction)
        .filter(|&r| r != u.at && m.steps(u.at, r) <= reach::AIR_RANGE)
        .min_by_key(|&r| (m.steps(u.at, r), r))
}

/// Every unit that took part is spent; escorts end in their last zone.
fn spend_ordered(s: &mut State, f: Faction, target: RegionId, ev: &mut Ev) {
    let ids: Vec<UnitId> = s.ordered_at(f, target).map(|u| u.id).collect();
    for unit in ids {
        ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
    }
}

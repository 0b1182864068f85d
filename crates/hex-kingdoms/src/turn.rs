//! G-5, G-6, G-8, G-20, G-25 — manoeuvres, the end of a turn, rounds,
//! achievements, elimination, victory points and the end of the game.

use crate::Ev;
use crate::event::Event;
use crate::ids::{Achievement, PlayerId, StructKind, UnitId, UnitKind};

use crate::refusal::Refuse;
use crate::state::{Finish, LAST_ROUND, STACK, State, Step};
use engine::board::RegionId;

/// G-6, G-9 — another army joins the manoeuvring formation.
///
/// # Errors
/// G-6, HK-8, HK-87, G-9.
pub fn check_join(s: &State, p: PlayerId, from: RegionId, to: RegionId) -> Result<(), Refuse> {
    let Step::AfterManoeuvre(selected) = &s.step else {
        return Err(Refuse::WrongStep { step: "hk.step.after_manoeuvre" });
    };
    if selected.len() >= s.formation_limit(p) {
        return Err(Refuse::FormationFull);
    }
    if selected.contains(&from) || !selected.iter().any(|&h| s.map().distance(h, from) <= 2) {
        return Err(Refuse::NotYourArmy);
    }
    check_move(s, p, from, to, false)
}

/// G-6 — the army joins: it moves and is exhausted like the first.
pub fn join(s: &mut State, p: PlayerId, from: RegionId, to: RegionId, ev: &mut Ev) {
    let all = s.army(from);
    if to != from {
        ev.emit(s, Event::UnitsMoved { units: all.clone(), to });
    }
    ev.emit(s, Event::Exhausted { units: all, dice: 1 });
    take_relic(s, p, to, ev);
    ev.emit(s, Event::Joined { at: to });
}

/// G-6 — a manoeuvre of the army on `from` to `to`.
///
/// # Errors
/// G-5, G-6, HK-87, G-9.
pub fn check_manoeuvre(s: &State, p: PlayerId, from: RegionId, to: RegionId, leave: bool) -> Result<(), Refuse> {
    if s.step != Step::Actions {
        return Err(Refuse::WrongStep { step: "hk.step.actions" });
    }
    if s.player(p).action_dice == 0 {
        return Err(Refuse::NoActionDice);
    }
    check_move(s, p, from, to, leave)
}

fn check_move(s: &State, p: PlayerId, from: RegionId, to: RegionId, leave: bool) -> Result<(), Refuse> {
    if s.army_owner(from) != Some(p) {
        return Err(Refuse::NotYourArmy);
    }
    let moving = moving_units(s, from, leave);
    if moving.is_empty() || (leave && (to == from || moving.len() == s.units_at(from).count())) {
        return Err(Refuse::CannotReach);
    }
    check_moving(s, p, from, to, &moving)
}

/// G-6 — `moving` units of the army on `from` may manoeuvre to `to`.
fn check_moving(s: &State, p: PlayerId, from: RegionId, to: RegionId, moving: &[UnitId]) -> Result<(), Refuse> {
    if s.exhausted(from) {
        return Err(Refuse::Exhausted);
    }
    let kinds: Vec<UnitKind> = moving.iter().filter_map(|id| s.units.get(id)).map(|u| u.kind).collect();
    if !crate::movement::destinations_of(s, p, from, &kinds).contains_key(&to) {
        return Err(Refuse::CannotReach);
    }
    let there = if to == from { 0 } else { s.units_at(to).count() };
    if there + moving.len() > STACK {
        return Err(Refuse::StackFull);
    }
    Ok(())
}

fn moving_units(s: &State, from: RegionId, leave_peasants: bool) -> Vec<UnitId> {
    s.units_at(from).filter(|(_, u)| !leave_peasants || u.kind != UnitKind::Peasants).map(|(i, _)| i).collect()
}

/// HK-85 — the units of the army on `from` that move when `leave` of each
/// kind stay (the first of each kind stay), or `None` if `leave` asks for
/// more of a kind than there are.
fn split_units(s: &State, from: RegionId, leave: &[u32]) -> Option<Vec<UnitId>> {
    if leave.len() > UnitKind::ALL.len() {
        return None;
    }
    let mut stay = leave.to_vec();
    let mut moving = Vec::new();
    for (id, u) in s.units_at(from) {
        match stay.get_mut(u.kind.position()) {
            Some(n) if *n > 0 => *n -= 1,
            _ => moving.push(id),
        }
    }
    stay.iter().all(|&n| n == 0).then_some(moving)
}

/// HK-85, G-6 — a split may be made: something stays, something moves,
/// and the moving part may manoeuvre.
///
/// # Errors
/// Why not.
pub fn check_split(s: &State, p: PlayerId, from: RegionId, to: RegionId, leave: &[u32]) -> Result<(), Refuse> {
    if s.step != Step::Actions {
        return Err(Refuse::WrongStep { step: "hk.step.actions" });
    }
    if s.player(p).action_dice == 0 {
        return Err(Refuse::NoActionDice);
    }
    if s.army_owner(from) != Some(p) {
        return Err(Refuse::NotYourArmy);
    }
    let moving = split_units(s, from, leave).ok_or(Refuse::BadSplit)?;
    if to == from || moving.is_empty() || moving.len() == s.units_at(from).count() {
        return Err(Refuse::BadSplit);
    }
    check_moving(s, p, from, to, &moving)
}

/// HK-85, G-6 — the split: the moving part manoeuvres like an army.
pub fn split(s: &mut State, p: PlayerId, from: RegionId, to: RegionId, leave: &[u32], ev: &mut Ev) {
    let moving = split_units(s, from, leave).unwrap_or_default();
    move_army(s, p, from, to, moving, ev);
}

/// G-6, G-8, G-20, HK-85 — move, exhaust (the detached peasants too), take a relic.
pub fn manoeuvre(s: &mut State, p: PlayerId, from: RegionId, to: RegionId, leave: bool, ev: &mut Ev) {
    let moving = moving_units(s, from, leave);
    move_army(s, p, from, to, moving, ev);
}

/// G-6, G-8, G-20 — `moving` units of the army on `from` go to `to`; the
/// whole army is exhausted (what stays behind too), a relic is taken.
fn move_army(s: &mut State, p: PlayerId, from: RegionId, to: RegionId, moving: Vec<UnitId>, ev: &mut Ev) {
    ev.emit(s, Event::Paid { player: p, gold: 0, dice: 1 });
    let all = s.army(from);
    if to != from {
        ev.emit(s, Event::UnitsMoved { units: moving.clone(), to });
    }
    ev.emit(s, Event::Exhausted { units: all, dice: 1 });
    take_relic(s, p, to, ev);
    ev.emit(s, Event::Manoeuvred { armies: vec![to] });
}

/// G-21 — the army on `from` advances into the emptied target at no cost.
pub fn advance(s: &mut State, from: RegionId, ev: &mut Ev) {
    if let Step::Advance { target, .. } = s.step {
        let units = s.army(from);
        let p = s.active;
        ev.emit(s, Event::UnitsMoved { units, to: target });
        take_relic(s, p, target, ev);
    }
    ev.emit(s, Event::ManoeuvreEnded);
}

/// G-20 — a military unit ending a manoeuvre on a holy site takes its relic.
fn take_relic(s: &mut State, p: PlayerId, to: RegionId, ev: &mut Ev) {
    let holy = s.map().holy.iter().position(|&h| h == to);
    let soldier = s.units_at(to).any(|(_, u)| u.kind.is_military());
    if let Some(i) = holy
        && soldier
        && s.relics.get(i) == Some(&None)
    {
        ev.emit(s, Event::RelicTaken { relic: u8::try_from(i).unwrap_or(0), by: p });
    }
}

/// G-25 — the victory points of a player.
#[must_use]
pub fn points(s: &State, p: PlayerId) -> u32 {
    let n = |k: StructKind| u32::try_from(s.built(p, k)).unwrap_or(0);
    let buildings = s.structures.values().filter(|x| x.owner == p && matches!(x.kind, StructKind::Building(_)));
    let pl = s.player(p);
    let relics = u32::try_from(s.relics.iter().filter(|r| **r == Some(p)).count()).unwrap_or(0);
    3 * n(StructKind::City)
        + 2 * n(StructKind::Castle)
        + u32::try_from(buildings.count()).unwrap_or(0)
        + u32::try_from(pl.techs.len()).unwrap_or(0)
        + 2 * relics
        + 3 * u32::try_from(pl.achievements.len()).unwrap_or(0)
}

fn claim(s: &mut State, p: PlayerId, ev: &mut Ev) {
    let pl = s.player(p);
    let met = [
        (Achievement::Builder, s.built(p, StructKind::City) >= 3),
        (Achievement::Scholar, pl.techs.len() >= 4),
        (Achievement::Steadfast, pl.defended >= 2),
    ];
    for (a, ok) in met {
        if ok && !s.player(p).achievements.contains(&a) {
            ev.emit(s, Event::AchievementClaimed { player: p, achievement: a });
        }
    }
}

/// G-25 — whether a player still has pieces on the map.
#[must_use]
pub fn on_map(s: &State, p: PlayerId) -> bool {
    s.units.values().any(|u| u.owner == p) || s.structures.values().any(|x| x.owner == p)
}

/// G-25 — the winners by points (tie-break gold, then experience).
#[must_use]
pub fn finish_by_points(s: &State) -> Finish {
    let pts: Vec<u32> = s.player_ids().map(|p| points(s, p)).collect();
    let key = |p: PlayerId| (pts[p.index()], s.player(p).gold, s.player(p).experience);
    let alive: Vec<PlayerId> = s.player_ids().filter(|&p| !s.player(p).out).collect();
    let best = alive.iter().map(|&p| key(p)).max();
    let winners = alive.into_iter().filter(|&p| Some(key(p)) == best).collect();
    Finish { winners, sudden_death: false, points: pts }
}

/// G-5 phase 4, G-25 — end the turn: achievements, elimination, round end,
/// sudden death, game end, then the next player's Refresh and Income.
pub fn end_turn(s: &mut State, p: PlayerId, ev: &mut Ev) {
    claim(s, p, ev);
    for q in s.player_ids().collect::<Vec<_>>() {
        if !s.player(q).out && !on_map(s, q) {
            ev.emit(s, Event::PlayerOut { player: q });
        }
    }
    let n = u8::try_from(s.players.len()).unwrap_or(1);
    let mut next = p;
    let mut round = s.round;
    for _ in 0..n {
        next = PlayerId((next.0 + 1) % n);
        if next == s.first {
            round += 1;
            if let Some(f) = round_end(s) {
                ev.emit(s, Event::GameEnded(f));
                return;
            }
        }
        if !s.player(next).out {
            break;
        }
    }
    let alive = s.player_ids().filter(|&q| !s.player(q).out).count();
    if alive <= 1 {
        let mut f = finish_by_points(s);
        f.sudden_death = true;
        ev.emit(s, Event::GameEnded(f));
        return;
    }
    ev.emit(s, Event::TurnEnded { next, round });
    let income = crate::economy::income(s, next);
    ev.emit(s, Event::TurnStarted { player: next, round, income });
}

/// G-25 — at the end of a round: sudden death, or the end after round 12.
fn round_end(s: &State) -> Option<Finish> {
    let with_city: Vec<PlayerId> = s.player_ids().filter(|&q| s.built(q, StructKind::City) > 0).collect();
    if let [only] = with_city[..] {
        let mut f = finish_by_points(s);
        f.winners = vec![only];
        f.sudden_death = true;
        return Some(f);
    }
    (s.round >= LAST_ROUND).then(|| finish_by_points(s))
}

//! Which city each of the computer's armies marches on. Armies combine:
//! the city worth most for the time it takes gets the nearest armies
//! whose strength together lays a siege to it (SR-13) with a margin for
//! the storm, then the next city the remaining armies are enough for;
//! armies enough for none join the best of those already chosen. An army
//! that does not border its goal (SR-G13) goes first to a field next to
//! it that it can hold.

use super::Profile;
use super::march::{sendable, strength};
use super::race::worth;
use crate::ids::{Faction, UnitId};
use crate::map::map;
use crate::siege::bordering;
use crate::state::State;
use engine::board::RegionId;

/// Strength beyond the defence an army wants before it marches on a city:
/// enough to lay the siege (SR-13: strictly more) and a little for losses.
const MARGIN: u32 = 2;
/// The least strength an army enough for no city alone needs to join a
/// march: a lone troop would spend a supply a step for little.
const JOIN: u32 = 3;

/// SR-G10 — whether a march into field `r` must stop there: a hostile
/// city's field, or a hostile army's.
#[must_use]
pub fn stops(s: &State, f: Faction, r: RegionId) -> bool {
    map().city_of(r).is_some_and(|c| s.hostile(s.owner(c), Some(f))) || crate::movement::hostile_army(s, f, r)
}

/// Steps from field `from` to every field for `f`, through passable
/// fields (SR-9); going on from a field where the march must stop costs
/// the rest of a turn.
fn ways(s: &State, f: Faction, from: RegionId) -> Vec<Option<u32>> {
    let m = map();
    let stops = |r: RegionId| stops(s, f, r);
    let mut dist: Vec<Option<u32>> = vec![None; m.info.len()];
    let mut open: Vec<(u32, RegionId)> = vec![(0, from)];
    while let Some(i) = open.iter().enumerate().min_by_key(|(_, x)| **x).map(|(i, _)| i) {
        let (d, at) = open.swap_remove(i);
        if dist.get(at.index()).copied().flatten().is_some() {
            continue;
        }
        if let Some(slot) = dist.get_mut(at.index()) {
            *slot = Some(d);
        }
        let on = d + if at != from && stops(at) { 3 } else { 1 };
        for to in m.neighbours(at).filter(|&r| m.passable(r)) {
            if dist.get(to.index()).copied().flatten().is_none() {
                open.push((on, to));
            }
        }
    }
    dist
}

/// Steps from field `a` to field `b` for `f` (see [`ways`]).
#[must_use]
pub fn steps(s: &State, f: Faction, a: RegionId, b: RegionId) -> Option<u32> {
    ways(s, f, a).get(b.index()).copied().flatten()
}

/// Where an army goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    /// The city it marches on.
    pub city: RegionId,
    /// The field it heads for now: the city's, or one next to it that
    /// gives the border SR-G13 asks for.
    pub via: RegionId,
    /// How much the march is worth (worth ten a point, less per step).
    pub score: i64,
}

/// The way from `from` to `city`: the field to head for and the steps to
/// the city's field, or `None` when `f` cannot come to border it.
fn approach(s: &State, f: Faction, from: RegionId, city: RegionId) -> Option<(RegionId, u32)> {
    let m = map();
    let here = m.field_of(from)?;
    let there = m.field_of(city)?;
    let leave = u32::from(m.is_city(from));
    let ways = ways(s, f, here);
    let way = |to: RegionId| ways.get(to.index()).copied().flatten();
    // SR-18: a relief goes to the besiegers in its own city's field.
    if bordering(s, f, city) || s.owner(city) == Some(f) {
        return Some((there, leave + way(there)?));
    }
    // SR-G13: by a region without a city next to it, held on the way.
    m.neighbours(there)
        .filter(|&a| m.city_of(a).is_none() && m.passable(a))
        .filter_map(|a| Some((a, way(a)? + if crate::movement::hostile_army(s, f, a) { 3 } else { 1 })))
        .min_by_key(|&(a, d)| (d, a))
        .map(|(a, d)| if a == here { (there, leave + 1) } else { (a, leave + d) })
}

/// SR-G13 — what taking `city` opens: half the worth of the best hostile
/// city next to it that `f` does not border yet (its region then borders it).
fn gateway(s: &State, f: Faction, city: RegionId) -> i64 {
    let m = map();
    let Some(field) = m.field_of(city) else { return 0 };
    m.neighbours(field)
        .filter_map(|r| m.city_of(r))
        .filter(|&t| s.hostile(s.owner(t), Some(f)) && !bordering(s, f, t))
        .map(|t| worth(s, f, t, 2) / 2)
        .max()
        .unwrap_or(0)
}

/// The turns until `city` is taken by an army `steps` away: the march
/// (three steps a turn, SR-G10), the siege laid, a storm a turn later
/// (SR-17), and one more where the walls stand (SR-G11).
fn turns(s: &State, city: RegionId, steps: u32) -> u32 {
    let siege = u32::from(s.city(city).and_then(|c| c.siege).is_none());
    steps.div_ceil(3) + siege + u32::from(crate::siege::walls(s, city))
}

/// The cities `f` could march on: hostile, and not besieged by another;
/// with `relief`, also its own cities a hostile realm besieges (SR-18).
fn targets(s: &State, f: Faction, relief: bool) -> Vec<RegionId> {
    map()
        .cities()
        .filter(|&c| {
            let siege = s.city(c).and_then(|cs| cs.siege);
            if s.owner(c) == Some(f) {
                relief && siege.is_some_and(|siege| s.hostile(Some(siege.by), Some(f)))
            } else {
                s.hostile(s.owner(c), Some(f)) && siege.is_none_or(|siege| siege.by == f)
            }
        })
        .collect()
}

/// SR-18 — what it takes to relieve `f`'s besieged `city`: the besiegers'
/// strength and a margin, less its garrison's (it fights beside the
/// relievers, without its walls); and what keeping the city is worth, its
/// capital most (SR-G7: a realm without its capital cannot win).
fn relief_need(s: &State, f: Faction, city: RegionId) -> Option<(u32, i64)> {
    let siege = s.city(city)?.siege?;
    let besiegers = crate::siege::besiegers(s, siege.by, city).strength();
    let garrison = crate::battle::side(s, &crate::siege::garrison(s, city), &[]).strength();
    let capital = map().capital(f) == city;
    Some(((besiegers + MARGIN).saturating_sub(garrison), if capital { 24 } else { 4 }))
}

/// An army that may march: where it stands and its strength.
struct Force {
    at: RegionId,
    power: u32,
    units: Vec<UnitId>,
}

/// The goal of every army of `f` that may march (by where it stands).
#[must_use]
pub fn plan(s: &State, f: Faction, profile: Profile) -> Vec<(RegionId, Goal)> {
    let m = map();
    let mut froms: Vec<RegionId> = s.units.iter().filter(|u| u.owner == Some(f)).map(|u| u.at).collect();
    froms.sort_unstable();
    froms.dedup();
    let mut forces: Vec<Force> = froms
        .into_iter()
        .filter(|&at| m.field_of(at).is_some())
        .filter_map(|at| {
            let units = sendable(s, f, at, profile.guards);
            (!units.is_empty()).then(|| Force {
                at,
                power: strength(s, &units),
                units: units.iter().map(|u| u.id).collect(),
            })
        })
        .collect();
    let cities = targets(s, f, profile.relief);
    let mut out: Vec<(RegionId, Goal)> = Vec::new();
    let mut chosen: Vec<RegionId> = Vec::new();
    loop {
        let mut best: Option<(i64, RegionId, Vec<usize>)> = None;
        for &c in &cities {
            if chosen.contains(&c) {
                continue;
            }
            // Our armies already before the city (a siege's among them).
            let there = m.field_of(c).map_or(0, |field| {
                let staying: Vec<_> =
                    s.army(Some(f), field).filter(|u| !forces.iter().any(|x| x.units.contains(&u.id))).collect();
                strength(s, &staying)
            });
            let (need, extra) = if s.owner(c) == Some(f) {
                relief_need(s, f, c).unwrap_or((0, 0))
            } else {
                (crate::siege::defence(s, c).strength() + MARGIN, 0)
            };
            let mut near: Vec<(u32, usize)> =
                forces.iter().enumerate().filter_map(|(i, x)| Some((approach(s, f, x.at, c)?.1, i))).collect();
            near.sort_unstable();
            let (mut power, mut used, mut far) = (there, Vec::new(), 0);
            for (d, i) in near {
                if power >= need {
                    break;
                }
                power += forces[i].power;
                used.push(i);
                far = far.max(d);
            }
            if power < need || used.is_empty() {
                continue;
            }
            let opens = if profile.gateway { gateway(s, f, c) } else { 0 };
            let score = (worth(s, f, c, turns(s, c, far)) + opens + extra) * 10 - profile.step * i64::from(far);
            if best.as_ref().is_none_or(|b| (score, std::cmp::Reverse(c)) > (b.0, std::cmp::Reverse(b.1))) {
                best = Some((score, c, used));
            }
        }
        let Some((score, c, used)) = best else { break };
        chosen.push(c);
        let mut used = used;
        used.sort_unstable_by(|a, b| b.cmp(a));
        for i in used {
            let x = forces.remove(i);
            if let Some((via, _)) = approach(s, f, x.at, c) {
                out.push((x.at, Goal { city: c, via, score }));
            }
        }
    }
    // Armies enough for no city alone join the best march within reach,
    // the way there only breaking ties: weighed as a march's own steps
    // (`Profile::step`), they joined nearer, lesser marches (measured over
    // 1,000 games against random players: 166 lost against 141).
    for x in forces.into_iter().filter(|x| x.power >= JOIN) {
        let join = cities
            .iter()
            .filter(|c| chosen.is_empty() || chosen.contains(c))
            .filter_map(|&c| {
                let (via, d) = approach(s, f, x.at, c)?;
                Some(Goal { city: c, via, score: worth(s, f, c, turns(s, c, d)) * 10 - i64::from(d) - 10 })
            })
            .max_by_key(|g| (g.score, std::cmp::Reverse(g.city)));
        if let Some(goal) = join {
            out.push((x.at, goal));
        }
    }
    out
}

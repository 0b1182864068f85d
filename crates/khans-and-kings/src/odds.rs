//! Exact odds of an engagement or a volley (KK-CMB-04…07, 6.2): every face
//! of every d4 thrown, counted by the same functions the battle uses. Each
//! unit is counted once (its total is its flat sum with the die added,
//! then its losses' multiplier), and the supporters' halves are combined
//! as a distribution, so the odds cost a handful of counts.

use crate::combat::{Crossing, ceil_div, count, with_losses};
use crate::data::terrain::Role;
use crate::ids::UnitId;
use crate::state::{State, Unit};

/// A unit's total for each face of its d4 (1–4).
fn totals(
    s: &State,
    u: &Unit,
    role: Role,
    at: engine::board::RegionId,
    opponent: &Unit,
    crossed: Crossing,
) -> [i32; 4] {
    let c = count(s, u, 0, role, at, Some(opponent), crossed);
    let flat: i32 = c.parts.iter().map(|(_, n)| n).sum();
    [1, 2, 3, 4].map(|d| with_losses(flat + d, u.losses).max(0))
}

/// The distribution of a sum of independent parts, as (value, ways).
fn add(dist: &[(i32, u32)], part: &[i32]) -> Vec<(i32, u32)> {
    let mut out: Vec<(i32, u32)> = Vec::new();
    for &(v, w) in dist {
        for &p in part {
            match out.iter_mut().find(|(x, _)| *x == v + p) {
                Some(x) => x.1 += w,
                None => out.push((v + p, w)),
            }
        }
    }
    out
}

/// The chance an engagement of `attacker` against `target` with `support`
/// supporters is won by the attacker (ties fail, AMB-21), the loser's d4
/// re-rolled where it holds Fortune of War (GAP-05).
#[must_use]
pub fn engagement(s: &State, attacker: UnitId, target: UnitId, support: u32) -> Option<f64> {
    let b = s.battle.as_ref()?;
    let (a, t) = (s.unit(attacker)?, s.unit(target)?);
    let crossed = |u: &Unit| {
        b.attackers
            .iter()
            .find(|(id, _)| *id == u.id)
            .map_or(Crossing::Dry, |(_, from)| crate::combat::crossing_of(s, u, *from, b.at))
    };
    let attack = totals(s, a, Role::Attacker, b.at, t, crossed(a));
    let defence = totals(s, t, Role::Defender, b.at, a, Crossing::Dry);
    let mut dist: Vec<(i32, u32)> = vec![(0, 1)];
    for id in crate::battle::supporters(s, attacker, support) {
        let u = s.unit(id)?;
        let halves = totals(s, u, Role::Attacker, b.at, t, crossed(u)).map(|v| ceil_div(v, 2));
        dist = add(&dist, &halves);
    }
    // In quarters: a re-rolled die wins on so many of its four faces.
    let (mut won, mut all) = (0u64, 0u64);
    for &(v, w) in &dist {
        for &a_total in &attack {
            for &d in &defence {
                all += 4 * u64::from(w);
                let quarters = if a_total + v > d {
                    if t.fortune { defence.iter().filter(|&&d2| a_total + v > d2).count() } else { 4 }
                } else if a.fortune {
                    attack.iter().filter(|&&a2| a2 + v > d).count()
                } else {
                    0
                };
                won += u64::try_from(quarters).unwrap_or(0) * u64::from(w);
            }
        }
    }
    Some(won as f64 / all.max(1) as f64)
}

/// The chance a volley of `unit` at `target` hits (KK-CMB-29).
#[must_use]
pub fn fire(s: &State, unit: UnitId, target: UnitId) -> Option<f64> {
    let (u, t) = (s.unit(unit)?, s.unit(target)?);
    let attack = totals(s, u, Role::Attacker, t.at, t, Crossing::Dry);
    let defence = totals(s, t, Role::Defender, t.at, u, Crossing::Dry);
    let hit = attack.iter().flat_map(|a| defence.iter().map(move |d| u32::from(a > d))).sum::<u32>();
    Some(f64::from(hit) / 16.0)
}

/// KK-AIR-04…08 — an air strike's chances: that it hits once over the
/// defences, and that it gets over them (past the fighter that would meet it
/// and each gun's d6, not counting losses that may bring it down), with the
/// fighters and guns that can meet it.
#[must_use]
pub fn air_strike(s: &State, unit: UnitId, target: UnitId) -> Option<(f64, f64, (u32, u32))> {
    let at = s.unit(target)?.at;
    let fighter = crate::air::interceptor(s, unit, at);
    let guns = u32::try_from(crate::air::guns(s, unit, at).len()).unwrap_or(u32::MAX);
    let past_fighter = fighter.map_or(Some(1.0), |f| fire(s, f, unit).map(|win| 1.0 - win))?;
    let through = past_fighter * (4.0_f64 / 6.0).powi(i32::try_from(guns).unwrap_or(i32::MAX));
    Some((through * fire(s, unit, target)?, through, (u32::from(fighter.is_some()), guns)))
}

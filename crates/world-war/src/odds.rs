//! Exact odds of an attack before it is launched, shown to the attacker:
//! land battles (WW-17, WW-AMB-3), bomber strikes (WW-34, WW-AMB-21),
//! interceptions (WW-14, WW-G7), strategic bombing (WW-30, WW-31), fighter
//! sweeps (WW-35) and naval attacks (WW-36, WW-G8).
//!
//! A forecast runs the attack's deterministic steps on a copy of the state
//! with the same functions the attack uses (war declared, Supply paid by
//! each side, defenders committed, interceptors on the route), then
//! combines the distributions of the dice exactly (`engine::odds`). Only the
//! fire a landing meets at sea on its way in is not counted, and a forecast
//! says so.

use crate::action::Action;
use crate::air;
use crate::combat::HIT;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::land::{self, Side};
use crate::state::State;
use crate::{Ev, convoy, naval, neutral, supply};
use engine::board::RegionId;
use engine::odds::Dist;

/// Faces of a d6 that hit on `HIT` or more (4–6: three faces).
const HITTING: u8 = 7 - HIT;

/// The odds of a land attack.
#[derive(Clone, Debug, PartialEq)]
pub struct LandOdds {
    /// Dice the paid attacking divisions throw before any strike.
    pub attack_dice: u32,
    /// Dice the paid defenders throw before any strike.
    pub defence_dice: u32,
    /// Attacking bombers that take off.
    pub bombers: u32,
    /// Bombers expected past the interceptors.
    pub bombers_through: f64,
    /// Divisions expected lost to the attacker's strikes.
    pub strike_hits: f64,
    /// Attacking divisions expected lost to the defender's strikes.
    pub strike_losses: f64,
    /// The chance that the attacker takes the region.
    pub capture: f64,
    /// Some divisions land from the sea; fire on their crossing is not counted.
    pub from_sea: bool,
}

/// The odds of a strategic bombing.
#[derive(Clone, Debug, PartialEq)]
pub struct BombingOdds {
    /// Bombers that take off.
    pub bombers: u32,
    /// Bombers expected past the interceptors.
    pub through: f64,
    /// The chance that the facility is damaged.
    pub damage: f64,
}

/// The odds of a fighter sweep.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepOdds {
    /// Attacking fighters.
    pub fighters: u32,
    /// Enemy air units there.
    pub targets: u32,
    /// Enemy fighters that fire back.
    pub defenders: u32,
    /// Enemy air units expected shot down.
    pub kills: f64,
    /// Own fighters expected lost.
    pub losses: f64,
}

/// The odds of a naval attack.
#[derive(Clone, Debug, PartialEq)]
pub struct NavalOdds {
    /// Attacking navy that fires.
    pub navy: u32,
    /// Enemy ships in the zone.
    pub ships: u32,
    /// Enemy ships expected sunk.
    pub sunk: f64,
    /// The chance that every enemy ship is sunk.
    pub all_sunk: f64,
    /// Own navy expected lost.
    pub losses: f64,
}

/// The odds of one of the attacks that roll dice.
#[derive(Clone, Debug, PartialEq)]
pub enum Odds {
    /// `Launch`.
    Land(LandOdds),
    /// `Bomb`.
    Bombing(BombingOdds),
    /// `Sweep`.
    Sweep(SweepOdds),
    /// `NavalAttack`.
    Naval(NavalOdds),
}

/// The odds of `a` for faction `f`, if it is an attack that may be launched.
#[must_use]
pub fn of_action(s: &State, f: Faction, a: &Action) -> Option<Odds> {
    match *a {
        Action::Launch { target } => land::check_launch(s, f, target).ok().map(|()| Odds::Land(land(s, f, target))),
        Action::Bomb { target } => air::check_bomb(s, f, target).ok().map(|()| Odds::Bombing(bombing(s, f, target))),
        Action::Sweep { target } => air::check_sweep(s, f, target).ok().map(|()| Odds::Sweep(sweep(s, f, target))),
        Action::NavalAttack { target } => {
            naval::check_naval_attack(s, f, target).ok().map(|()| Odds::Naval(naval_attack(s, f, target)))
        }
        _ => None,
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// WW-14, WW-G7 — how many of `bombers` get past the fighters covering the
/// land nodes on their route: at each node every paid interceptor downs a
/// bomber or an escort on 4–6, whichever its owner's orders shoot at first
/// (`air::interceptor_hits`), so the escorts left matter node by node.
fn past_interceptors(
    t: &mut State,
    f: Faction,
    bombers: &[UnitId],
    escorts: &[UnitId],
    target: RegionId,
    ev: &mut Ev,
) -> Dist {
    let escorts = escorts.iter().filter(|id| t.unit(**id).is_some_and(|u| u.paid)).count();
    // Chances of each (bombers, escorts) still flying.
    let mut flying: Vec<((usize, usize), f64)> = vec![((bombers.len(), escorts), 1.0)];
    if bombers.is_empty() {
        return Dist::certain(0);
    }
    for node in air::flight_nodes(t, bombers, target) {
        let interceptors = air::interceptors_over(t, f, node, ev);
        let Some(by) = interceptors.first().and_then(|id| t.unit(*id)).map(|u| u.faction) else { continue };
        let first = t.faction(by).defence.intercept;
        let shots = Dist::hits(interceptors.len(), HITTING, 6);
        let mut next: Vec<((usize, usize), f64)> = Vec::new();
        for &((b, e), p) in &flying {
            for (h, q) in shots.outcomes() {
                let (bl, el) = air::interceptor_hits(h, b, e, first);
                let to = (b - bl, e - el);
                match next.iter_mut().find(|(k, _)| *k == to) {
                    Some(entry) => entry.1 += p * q,
                    None => next.push((to, p * q)),
                }
            }
        }
        flying = next;
    }
    Dist::mixture(flying.into_iter().map(|((b, _), p)| (p, Dist::certain(b))))
}

/// WW-17 — infantry throw one die, tanks two.
fn dice_of(s: &State, ids: &[UnitId]) -> u32 {
    ids.iter().map(|id| if s.unit(*id).is_some_and(|u| u.kind == UnitKind::Tank) { 2 } else { 1 }).sum()
}

/// The dice a side still throws after losing `hits` units to strikes, and
/// whether any of its rolling units is left (losses in the owner's order,
/// `crate::combat::casualty_rank`).
fn after_strikes(s: &State, side: &Side, hits: usize) -> (u32, bool) {
    let mut pool: Vec<UnitId> = side.passive.iter().chain(&side.active).copied().collect();
    pool.sort_by_key(|id| crate::combat::casualty_rank(s, *id));
    let lost = &pool[..hits.min(pool.len())];
    let left: Vec<UnitId> = side.active.iter().copied().filter(|id| !lost.contains(id)).collect();
    (dice_of(s, &left), !left.is_empty())
}

/// WW-8, WW-G5 — the neutral infantry that roll after losing `hits` of its
/// garrison to strikes (each paid once per turn from the region's Supply).
fn neutral_dice(t: &State, target: RegionId, hits: usize) -> u32 {
    let mut u = t.clone();
    let mut ev = Ev::default();
    let count = count(hits).min(u.region(target).map_or(0, |r| r.garrison));
    if count > 0 {
        ev.emit(&mut u, crate::event::Event::GarrisonLost { region: target, count });
    }
    supply::pay_garrison(&mut u, target, &mut ev)
}

/// WW-17, WW-G6, WW-AMB-3, WW-34 — the chance that an attack takes
/// `target`: interceptions, then simultaneous strikes, then the land dice
/// (the attacker must roll strictly higher; ties hold the region).
#[must_use]
pub fn land(s: &State, f: Faction, target: RegionId) -> LandOdds {
    let mut t = s.clone();
    let mut ev = Ev::default();
    neutral::declare_attack(&mut t, f, target, &mut ev);
    let mut attack = land::pay_attackers(&mut t, f, target, &mut ev);
    let sea = convoy::landing(&t, f, target);
    attack.active.retain(|id| !sea.behind.contains(id));
    let defence = land::collect_defence(&mut t, target, &mut ev);
    let neutral = t.owner(target).is_none();
    let escorts: Vec<UnitId> = t.ordered_at(f, target).filter(|u| u.kind == UnitKind::Fighter).map(|u| u.id).collect();
    let through = past_interceptors(&mut t, f, &attack.bombers, &escorts, target, &mut ev);
    let strikes = Dist::mixture(through.outcomes().map(|(b, p)| (p, Dist::hits(b, 1, 6))));
    let replies = Dist::hits(defence.bombers.len(), 1, 6);
    let mut capture = 0.0;
    for (hits, p_hits) in strikes.outcomes() {
        let defence_dice = if neutral { neutral_dice(&t, target, hits) } else { after_strikes(&t, &defence, hits).0 };
        let defending = Dist::sum_of_dice(defence_dice, 6);
        for (losses, p_losses) in replies.outcomes() {
            let (attack_dice, rolls) = after_strikes(&t, &attack, losses);
            if rolls {
                capture += p_hits * p_losses * Dist::sum_of_dice(attack_dice, 6).beats(&defending);
            }
        }
    }
    LandOdds {
        attack_dice: dice_of(&t, &attack.active),
        defence_dice: if neutral { neutral_dice(&t, target, 0) } else { dice_of(&t, &defence.active) },
        bombers: count(attack.bombers.len()),
        bombers_through: through.mean(),
        strike_hits: strikes.mean(),
        strike_losses: replies.map(|h| h.min(attack.active.len())).mean(),
        capture,
        from_sea: !sea.carried.is_empty(),
    }
}

/// WW-30, WW-31, WW-34, WW-AMB-18 — the chance that bombing damages the
/// facility: one 4–6 among the bombers past the interceptors.
#[must_use]
pub fn bombing(s: &State, f: Faction, target: RegionId) -> BombingOdds {
    let mut t = s.clone();
    let mut ev = Ev::default();
    neutral::declare_attack(&mut t, f, target, &mut ev);
    let (bombers, escorts) = air::pay_air(&mut t, f, target, &mut ev);
    let through = past_interceptors(&mut t, f, &bombers, &escorts, target, &mut ev);
    let damage = through.outcomes().map(|(b, p)| p * Dist::hits(b, HITTING, 6).at_least(1)).sum();
    BombingOdds { bombers: count(bombers.len()), through: through.mean(), damage }
}

/// WW-35, WW-G7 — the expected losses of a fighter sweep's single round.
#[must_use]
pub fn sweep(s: &State, f: Faction, target: RegionId) -> SweepOdds {
    let mut t = s.clone();
    let mut ev = Ev::default();
    let sides = air::sweep_sides(&mut t, f, target, &mut ev);
    let (fighters, targets) = (sides.attackers.len(), sides.victims.len());
    SweepOdds {
        fighters: count(fighters),
        targets: count(targets),
        defenders: count(sides.defenders.len()),
        kills: Dist::hits(fighters, HITTING, 6).map(|h| h.min(targets)).mean(),
        losses: Dist::hits(sides.defenders.len(), HITTING, 6).map(|h| h.min(fighters)).mean(),
    }
}

/// WW-36, WW-34, WW-G8 — the ships a naval attack is expected to sink and
/// lose: the navy's 4–6 sink navy first, then merchants; each bomber past
/// the interceptors throws its die as `naval::bomber_die` reads it.
#[must_use]
pub fn naval_attack(s: &State, f: Faction, target: RegionId) -> NavalOdds {
    let mut t = s.clone();
    let mut ev = Ev::default();
    let sides = naval::naval_sides(&mut t, f, target, &mut ev);
    let through = past_interceptors(&mut t, f, &sides.bombers, &[], target, &mut ev);
    let defence = naval::naval_defence(&mut t, target, &sides.victims, &mut ev);
    let (navy, merchants) = (defence.navy.len(), defence.merchants.len());
    let first = t.faction(f).defence.sink;
    // Chances of each (navy sunk, merchants sunk) after the navy's fire.
    let sunk: Vec<((usize, usize), f64)> = Dist::hits(sides.navy.len(), HITTING, 6)
        .outcomes()
        .map(|(h, p)| (naval::split_hits(h, navy, merchants, first), p))
        .collect();
    let mut outcome: Vec<((usize, usize), f64)> = Vec::new();
    for (bombers, p_bombers) in through.outcomes() {
        let mut now: Vec<((usize, usize), f64)> = sunk.iter().map(|&(k, p)| (k, p * p_bombers)).collect();
        for _ in 0..bombers {
            let mut next: Vec<((usize, usize), f64)> = Vec::new();
            for (k, p) in now {
                for face in 1..=6 {
                    let to = naval::bomber_die(face, k, navy, merchants, first);
                    match next.iter_mut().find(|(n, _)| *n == to) {
                        Some(entry) => entry.1 += p / 6.0,
                        None => next.push((to, p / 6.0)),
                    }
                }
            }
            now = next;
        }
        outcome.append(&mut now);
    }
    let ships = navy + merchants;
    NavalOdds {
        navy: count(sides.navy.len()),
        ships: count(ships),
        sunk: outcome.iter().map(|((a, b), p)| (a + b) as f64 * p).sum(),
        all_sunk: outcome.iter().filter(|((a, b), _)| a + b == ships).map(|(_, p)| p).sum(),
        losses: Dist::hits(defence.firing.len(), HITTING, 6).map(|h| h.min(sides.navy.len())).mean(),
    }
}

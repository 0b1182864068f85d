//! Phase 1 — the computer's reorganisation, spending and marches.

use super::{Profile, hostile_strength, own_armies, threat};
use crate::action::{Action, Holder};
use crate::army::ArmyId;
use crate::check::{MIN_STORM_SIEGE_PS, MORALE_COST, RECRUIT_COST, check};
use crate::map::{land, map};
use crate::nation::Nation;
use crate::state::{Movement, State};
use crate::turn::morale_modifier;
use engine::board::RegionId;
use engine::dice::Dice;

/// Where an army threatened by a much stronger enemy goes: into its own
/// fortress, or to the neighbouring own or allied land that is least
/// threatened, if that is safer than staying. Soaks against random play
/// showed armies left standing in the way of twice their number lose most
/// of their PS to the superiority table (DC-SUP-1) in one battle.
fn shelter(s: &State, n: Nation, id: ArmyId) -> Option<Movement> {
    let a = &s.armies[&id];
    let here = threat(s, n, a.land);
    if here * 2 <= a.strength * 3 {
        return None;
    }
    let fortress = map().info(a.land).fortress && s.land(a.land).owner == n && s.land(a.land).siege.is_none();
    if fortress && !a.in_fortress {
        return Some(Movement::EnterFortress);
    }
    map()
        .neighbours(a.land)
        .filter(|&l| s.allied(n, s.land(l).owner))
        .map(|l| (threat(s, n, l), l))
        .filter(|&(t, _)| t < here / 2)
        .min()
        .map(|(_, l)| Movement::Move(l))
}

fn homes(n: Nation) -> Vec<RegionId> {
    match n {
        Nation::Tat => vec![land("crimea")],
        Nation::Tur => vec![land("moldavia"), land("yedisan")],
        _ => Vec::new(),
    }
}

/// DC-TRE-9 — the surplus over 100 ducats recruited into the largest army
/// standing in an own land that is not besieged.
fn recruit(s: &State, n: Nation) -> Option<Action> {
    let ducats = s.nation(n).ducats;
    if ducats <= 150 {
        return None;
    }
    let army = own_armies(s, n)
        .into_iter()
        .filter(|id| {
            let l = s.armies[id].land;
            s.land(l).owner == n && s.land(l).siege.is_none()
        })
        .max_by_key(|id| s.armies[id].strength)?;
    let ps = u32::try_from((ducats - 100) / RECRUIT_COST).unwrap_or(0);
    (ps > 0).then_some(Action::Recruit { army, ps })
}

/// DC-TRE-11, DC-MOR-2 — morale bought only where it turns into a tabletop
/// modifier: up to 90 (+1) when that costs at most 5 points, or out of the
/// −1 at 10 and below.
fn morale(s: &State, n: Nation) -> Option<Action> {
    let st = s.nation(n);
    let want = if morale_modifier(st.morale) < 0 {
        11 - st.morale
    } else if st.morale < 90 && st.morale >= 85 {
        90 - st.morale
    } else {
        return None;
    };
    (st.ducats >= MORALE_COST * i64::from(want)).then_some(Action::BuyMorale { pct: want })
}

/// PS a garrison keeps in a land the computer holds with an army: enough
/// that a fortress fields a raid (2 × 10) and a storm must bring 60 PS.
const GARRISON: u32 = 10;

/// DC-REORG-2 — a land taken has no garrison (GAP-15): the army there
/// leaves one, so that a passing enemy cannot take it back by a storm on
/// nobody (DC-CAPT-7).
fn garrison(s: &State, n: Nation, id: ArmyId) -> Option<Action> {
    let a = &s.armies[&id];
    let l = s.land(a.land);
    let want = GARRISON.saturating_sub(l.garrison);
    (l.owner == n && l.siege.is_none() && want > 0 && a.strength >= 4 * GARRISON && a.movement.is_none())
        .then_some(Action::Transfer { army: id, from: Holder::Army(id), to: Holder::Garrison, ps: want })
}

/// DC-ARMY-2, DC-REORG-3 — a large army that may split does, where there
/// is more than one hostile land to march on and no enemy to face here:
/// a second army takes a second land.
fn split(s: &State, n: Nation, id: ArmyId) -> Option<Action> {
    let a = &s.armies[&id];
    let slot = id.slots().find(|slot| !s.armies.contains_key(slot))?;
    let fronts = map().neighbours(a.land).filter(|&l| s.hostile(n, s.land(l).owner)).count();
    let calm = threat(s, n, a.land) * 2 < a.strength;
    (a.strength >= 4 * MIN_STORM_SIEGE_PS && fronts >= 2 && calm && !a.in_fortress && a.movement.is_none())
        .then_some(Action::Split { parent: id, slot, ps: a.strength / 2 })
}

/// A hostile land within reach that the army may take (issue 37): the
/// fewer defenders, the better, a land next to its own before a land
/// deeper in (it is held more easily), none where enemies it would have to
/// flee from can reach it (but for raiders). The Tatars and the Turks, and the
/// computer before issue 37: any land it outnumbers 3 to 2, the richest
/// first (yasyr), a die roll breaking ties.
fn target(s: &State, n: Nation, id: ArmyId, rng: &mut Dice, p: Profile) -> Option<RegionId> {
    let a = &s.armies[&id];
    let reach = n.reach(false);
    let mut targets: Vec<(i64, RegionId)> = map()
        .ids()
        .filter(|&l| map().distance(a.land, l).is_some_and(|d| d >= 1 && d <= reach))
        .filter(|&l| s.hostile(n, s.land(l).owner))
        .filter(|&l| {
            let enemy = hostile_strength(s, n, l);
            a.strength * 2 >= enemy * 3
        })
        // Not into the reach of an enemy it would have to flee from at
        // once (the shelter rule): a land taken there is lost again. The
        // raiders (Tatars, Turks) take yasyr and go: soaks showed the
        // Tatars' score fall from 136 to 15 against the previous computer
        // when they kept away.
        .filter(|&l| !p.targets || n.takes_yasyr() || threat(s, n, l) * 2 <= a.strength * 3)
        .map(|l| {
            let roll = i64::from(rng.die(6, "computer"));
            // The Turks and the Tatars march for yasyr: the richest land.
            if !p.targets || n.takes_yasyr() {
                return (i64::from(s.land(l).resources) + roll, l);
            }
            let defenders = i64::from(hostile_strength(s, n, l));
            let next_to_own = map().neighbours(l).any(|x| s.land(x).owner == n);
            (100 - defenders.min(100) + if next_to_own { 30 } else { 0 } + roll, l)
        })
        .collect();
    targets.sort_unstable_by(|x, y| y.cmp(x));
    targets.first().map(|&(_, l)| l)
}

/// Phase 1's wishes, most wanted first.
pub fn wishes(s: &State, n: Nation, rng: &mut Dice, p: Profile) -> Vec<Action> {
    let mut out = Vec::new();
    out.extend(recruit(s, n));
    if p.morale {
        out.extend(morale(s, n));
    }
    for id in own_armies(s, n) {
        let a = &s.armies[&id];
        if p.reorganise {
            out.extend(garrison(s, n, id));
            out.extend(split(s, n, id));
        }
        // Out of the fortress once the danger has passed.
        let safe = threat(s, n, a.land) * 2 <= a.strength * 3;
        let leave = Action::Move { army: id, movement: Movement::LeaveFortress };
        if a.in_fortress && a.movement.is_none() && safe && check(s, n, &leave).is_ok() {
            out.push(leave);
            continue;
        }
        if a.movement.is_some() || a.besieging || a.in_fortress {
            continue;
        }
        if let Some(movement) =
            shelter(s, n, id).filter(|m| check(s, n, &Action::Move { army: id, movement: *m }).is_ok())
        {
            out.push(Action::Move { army: id, movement });
            continue;
        }
        // Carry yasyr home.
        if a.yasyr > 0 {
            let home = homes(n);
            if home.contains(&a.land) {
                continue;
            }
            let step = map()
                .neighbours(a.land)
                .min_by_key(|&x| home.iter().filter_map(|&h| map().distance(x, h)).min().unwrap_or(99));
            out.extend(step.map(|to| Action::Move { army: id, movement: Movement::Move(to) }));
            continue;
        }
        let here_hostile = s.hostile(n, s.land(a.land).owner);
        if let Some(to) = target(s, n, id, rng, p).filter(|_| !here_hostile) {
            out.push(Action::Move { army: id, movement: Movement::Move(to) });
            continue;
        }
        // DC-MOVE-4: rest needs an own land; in an ally's the army waits
        // (the freeze of issue 37 came from resting there).
        if !here_hostile && a.strength < 150 && (!p.every_wish || s.land(a.land).owner == n) {
            out.push(Action::Move { army: id, movement: Movement::Rest });
        }
    }
    out
}

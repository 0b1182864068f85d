//! Phase 2 — the computer's plans, orders and diplomacy.

use super::{Profile, hostile_strength, own_armies, side_strength, side_total, threat};
use crate::action::Action;
use crate::army::ArmyId;
use crate::check::{MIN_STORM_SIEGE_PS, check};
use crate::map::map;
use crate::nation::Nation;
use crate::resolver::{Matchup, odds};
use crate::state::{AfterVictory, Order, Phase, Retreat, State};
use crate::turn::morale_modifier;
use engine::board::RegionId;

/// The most points the computer pays the Tatars for an alliance: enough
/// for their help, little against a score it is ranked by (GAP-6).
const MOST_TATAR_PAYMENT: u32 = 60;

/// How many times its defenders' fighting strength (a fortress's counted
/// twice) a garrison must be outnumbered for the computer to storm it at
/// once (issue 37): the resolver's 2·log2 of the ratio then outweighs the
/// dice, and the defeated garrison, unable to retreat, loses all.
const STORM_EDGE: u32 = 5;

/// DC-ORD-1…5 — the order of an army in the field with no order yet.
fn order(s: &State, n: Nation, id: ArmyId, p: Profile) -> Option<Order> {
    let a = &s.armies[&id];
    let l = a.land;
    let targets: Vec<ArmyId> = s.hostile_field_armies(l, n).map(|(t, _)| t).collect();
    if !targets.is_empty() {
        let theirs: u32 = targets.iter().map(|t| s.armies[t].strength).sum();
        return Some(if side_strength(s, n, l) * 5 >= theirs * 6 { Order::Attack(targets) } else { Order::Defend });
    }
    if !s.hostile(n, s.land(l).owner) {
        return None;
    }
    let defenders = hostile_strength(s, n, l);
    if n.takes_yasyr() && s.land(l).resources > 0 && (n == Nation::Tat || a.strength < MIN_STORM_SIEGE_PS) {
        return Some(Order::TakeYasyr);
    }
    if a.strength < MIN_STORM_SIEGE_PS || n == Nation::Tat {
        return None;
    }
    // A storm doubles the stormer's losses (DC-LOSS-3), and a beaten
    // stormer cannot retreat from under the walls: soaks showed a 600 PS
    // army lost to a 40 PS garrison. Computer 1 and 2 besieged first and
    // stormed a worn garrison only with a crushing edge, or (issue 37) one
    // outnumbered at once; computer 4 storms by the resolver's odds.
    let storm = if p.odds {
        storm_odds(s, n, id)
    } else {
        let worn = s.land(l).siege.is_some_and(|t| t >= 3);
        let crushing = p.storm && side_strength(s, n, l) >= defenders.max(1) * STORM_EDGE;
        (a.besieging && worn && a.strength >= defenders * 6) || crushing
    };
    // DC-STORM-1: with hostile armies in the field a storm needs a turn
    // of siege first; the siege is then the order.
    let storm = storm && check(s, n, &Action::Command { army: id, order: Order::Storm }).is_ok();
    if !map().info(l).fortress || storm {
        Some(Order::Storm)
    } else if !a.besieging {
        Some(Order::Siege)
    } else {
        None
    }
}

/// Whether the resolver would likely give army `id` the fortress it
/// stands before if it stormed now (GAP-10's odds, DC-FORT-1's doubled
/// defenders and their reroll, both nations' morale), and the army could
/// hold it: it storms at [`STORM_WIN`] % or better with at most
/// [`STORM_LOSS`] % to be beaten.
///
/// Random-legal soaks (issue 37): storming only at five or six times the
/// defenders' strength left the Crown's and Lithuania's armies besieging
/// one fortress for ten turns.
fn storm_odds(s: &State, n: Nation, id: ArmyId) -> bool {
    let a = &s.armies[&id];
    let defenders = s.defenders(a.land);
    let ours = side_strength(s, n, a.land);
    let owner = s.land(a.land).owner;
    let m = Matchup {
        eff: [a.strength, 2 * defenders],
        privileged: Some((1, defenders <= ours)),
        morale: [morale_modifier(s.nation(n).morale), morale_modifier(s.nation(owner).morale)],
    };
    let o = odds(&m);
    // The fortress must be one it can hold: the same measure as the
    // lands it marches on. Against computer 1, Lithuania storming where
    // stronger enemies could reach it ended 529 points down on average
    // in 40 campaigns, 411 when it stormed only where it could hold.
    let hold = threat(s, n, a.land) * 2 <= a.strength * 3;
    hold && o.win_percent() >= STORM_WIN && o.loss_percent() <= STORM_LOSS
}

/// The least chance of winning, in percent, with which the computer
/// storms (issue 37). Against random players over 40 campaigns a seat, 40
/// and 25 gave Lithuania a mean gain of 653 (55 and 10: 564; the old rule:
/// 324) and the Crown 385 (339; 265), before the storm had to be one it
/// could hold (Lithuania then 524, the Crown 388).
const STORM_WIN: u32 = 40;
/// The most chance of being beaten, in percent, with which it storms.
const STORM_LOSS: u32 = 25;

/// DC-PLAN-3, GAP-19 — where an army would rather retreat: the own (then
/// allied) neighbour least threatened, the larger garrison first.
fn retreat(s: &State, n: Nation, id: ArmyId) -> Option<Retreat> {
    let a = &s.armies[&id];
    map()
        .neighbours(a.land)
        .filter(|&l| s.allied(n, s.land(l).owner))
        .min_by_key(|&l| (s.land(l).owner != n, threat(s, n, l), std::cmp::Reverse(s.land(l).garrison), l))
        .map(Retreat::To)
}

/// DC-PLAN-1…6 (issue 37) — the plan, set before the order that locks it:
/// a retreat target where a battle may come, and in an enemy land a siege
/// (or yasyr) once the field is won.
fn plan(s: &State, n: Nation, id: ArmyId) -> Vec<Action> {
    let a = &s.armies[&id];
    let l = a.land;
    let mut out = Vec::new();
    let battle_here = s.hostile_field_armies(l, n).next().is_some() || threat(s, n, l) > 0;
    if battle_here
        && a.plan.retreat.is_none()
        && let Some(target) = retreat(s, n, id)
    {
        out.push(Action::RetreatTo { army: id, target });
    }
    if s.hostile(n, s.land(l).owner) && a.plan.after_victory == AfterVictory::StayInField && battle_here {
        let plan = if n.takes_yasyr() { AfterVictory::TakeYasyr } else { AfterVictory::BeginSiege };
        out.push(Action::AfterVictory { army: id, plan });
    }
    out
}

/// Phase 2's wishes, most wanted first.
pub fn wishes(s: &State, n: Nation, p: Profile) -> Vec<Action> {
    let mut out = diplomacy(s, n, p);
    for id in own_armies(s, n) {
        let a = &s.armies[&id];
        let l = a.land;
        if a.in_fortress {
            let besiegers: u32 = s.besiegers(l).map(|(_, b)| b.strength).sum();
            if a.order.is_none() && s.land(l).siege.is_some() && a.strength > besiegers * 2 {
                out.push(Action::Command { army: id, order: Order::BreakSiege });
            }
            continue;
        }
        if p.plans && a.order.is_none() {
            out.extend(plan(s, n, id).into_iter().filter(|x| check(s, n, x).is_ok()));
        }
        if a.order.is_none()
            && let Some(order) =
                order(s, n, id, p).filter(|o| check(s, n, &Action::Command { army: id, order: o.clone() }).is_ok())
        {
            out.push(Action::Command { army: id, order });
            if !p.plans {
                continue;
            }
        }
        // Before issue 37 the after-victory plan came after the order.
        if !p.plans && s.hostile(n, s.land(l).owner) && a.plan.after_victory == AfterVictory::StayInField {
            let plan = if n.takes_yasyr() { AfterVictory::TakeYasyr } else { AfterVictory::BeginSiege };
            let act = Action::AfterVictory { army: id, plan };
            if check(s, n, &act).is_ok() && s.hostile_field_armies(l, n).next().is_some() {
                out.push(act);
            }
        }
    }
    out
}

/// Whether a nation's armies stand next to (or in) `n`'s lands.
fn borders(s: &State, n: Nation, other: Nation) -> bool {
    s.armies
        .iter()
        .filter(|(id, _)| id.nation() == other)
        .any(|(_, a)| s.land(a.land).owner == n || map().neighbours(a.land).any(|x: RegionId| s.land(x).owner == n))
}

/// DC-DIP-3 — the Tatars sell their alliance: they ask every nation not
/// yet allied for points, as much as it can give up to a price. Others
/// accept an offer from a stronger nation, and pay the Tatars only a
/// modest price. Issue 37: a nation asks a stronger neighbour whose armies
/// stand at its borders for an alliance (free between other nations).
fn diplomacy(s: &State, n: Nation, p: Profile) -> Vec<Action> {
    let mut out = Vec::new();
    for prop in &s.proposals {
        let affordable = prop.points <= MOST_TATAR_PAYMENT || n == Nation::Tat;
        if prop.to == n
            && !prop.accepted
            && affordable
            && (n == Nation::Tat || side_total(s, prop.from) > side_total(s, n))
        {
            out.push(Action::Accept { from: prop.from });
        }
    }
    let asked = |o: Nation| s.proposals.iter().any(|q| crate::state::pair(q.from, q.to) == crate::state::pair(n, o));
    if n == Nation::Tat && s.phase == Phase::Orders {
        for other in Nation::ALL.into_iter().filter(|&o| o != n && s.alive(o) && !s.allied(n, o) && !asked(o)) {
            let points = s.most_payment(other).min(MOST_TATAR_PAYMENT * 2);
            if points > 0 {
                out.push(Action::Propose { to: other, points });
                if !p.every_wish {
                    break;
                }
            }
        }
    } else if p.alliances && s.phase == Phase::Orders {
        let mine = side_total(s, n);
        for other in Nation::ALL.into_iter().filter(|&o| o != n && o != Nation::Tat) {
            if s.alive(other)
                && !s.allied(n, other)
                && !asked(other)
                && side_total(s, other) > mine
                && borders(s, n, other)
            {
                out.push(Action::Propose { to: other, points: 0 });
            }
        }
    }
    out
}

//! What independent units aim at in the independent step, from rules 2 on
//! (`crate::RULES`; under rules 1 they only attack a neighbour,
//! `independent::act`): KK-NPU-06…08, AMB-36, AMB-47, GAP-46. Readings:
//!
//! - Where (AMB-47): in a province of no state they attack the players'
//!   units there, else take the best position (KK-NPU-06, KK-NPU-07); in a
//!   state's province they first plunder as many buildings as they can,
//!   then attack, then take the best position (KK-NPU-08). Units risen in
//!   an uprising against the province's owner (`Origin::Uprising`, set
//!   from rules 2 on) attack first, then plunder, then take position
//!   (KK-REV-04, AMB-36); the Red Guard keep their own step (`revolution`).
//! - One thing each, once a turn, never leaving their province (KK-NPU-06):
//!   a march of template Speed (GAP-46: `movement::speed`, in half points,
//!   roads counted, `movement::step_cost`; a unit may always take one
//!   step) through sub-provinces of the province free of the players' land
//!   units, ending where the stacking limit leaves room.
//! - Plunder (KK-NPU-08): the nearest sub-province (cheapest march, then
//!   the lowest id) with a building and no player's unit; reached this
//!   turn, the unit plunders it on arrival (plunder costs no movement,
//!   KK-PLN-02; once a turn, KK-PLN-03), else it marches towards it. Each
//!   unit takes the nearest building left, so a band spreads over as many
//!   buildings as it can. The building is destroyed for nobody's gain:
//!   independents are no state and hold no stockpile (GAP-46). Roads,
//!   railways and bridges are left: they are not counted as buildings
//!   (the building table's notes, KK-BLD-13), and KK-PLN-04's choice is a
//!   player's.
//! - Attack (KK-NPU-06): the weakest player's land unit of the province
//!   (then the lowest id) it may reach and pick under the cover rule: from
//!   a sub-province next to it, the cheapest, with the step into it paid
//!   (or its first step); else it marches towards the nearest such unit.
//!   It attacks as the aggressor (`independent::assault`).
//! - Position (KK-NPU-07): the sub-province of the province where it
//!   would defend best — a unit's count as a defender there
//!   (`combat::count` with no die: terrain, capital, a Stronghold that
//!   serves it, contaminated ground); a Stronghold serves independents in
//!   a province of no state (`combat::count`, rules 2) — ties: where it
//!   stands, then the nearest, then the lowest id. No die: GAP-46's last
//!   tie-break (a die) is never reached by these.
//! - A routed independent unit only regroups, when no player's land unit
//!   is within one step (GAP-30, as the states' units do).

use crate::Ev;
use crate::data::terrain::Role;
pub use crate::event::Aim;
use crate::event::{Event, Travel};
use crate::ids::UnitId;
use crate::map::map;
use crate::movement::{counts, may_enter, room, step_cost};
use crate::state::{Origin, State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;

/// A sub-province the unit may march to within its province: what the
/// march costs (half points) and the sub-province before it on the way.
struct Node {
    at: RegionId,
    cost: u32,
    prev: Option<usize>,
}

/// GAP-46, AMB-36, AMB-47 — independent unit `id`'s one thing this turn.
pub fn act(s: &mut State, id: UnitId, dice: &mut Dice, ev: &mut Ev) {
    let m = map();
    let Some(u) = s.unit(id).filter(|_| s.finish.is_none()) else { return };
    if u.routed {
        regroup(s, id, ev);
        return;
    }
    let Some(owner) = m.province_of(u.at).map(|pr| s.owner(pr)) else { return };
    let uprising = owner.is_some() && u.origin.is_some_and(|o| Some(o) == owner.map(Origin::Uprising));
    let order: &[Aim] = match (owner, uprising) {
        (None, _) => &[Aim::Attack, Aim::Position],
        (Some(_), true) => &[Aim::Attack, Aim::Plunder, Aim::Position],
        (Some(_), false) => &[Aim::Plunder, Aim::Attack, Aim::Position],
    };
    for &aim in order {
        let done = match aim {
            Aim::Plunder => plunder(s, id, ev),
            Aim::Attack => attack(s, id, dice, ev),
            _ => position(s, id, ev),
        };
        if done {
            return;
        }
    }
}

/// GAP-30 — a routed independent unit regroups with no player's land unit
/// within one step.
fn regroup(s: &mut State, id: UnitId, ev: &mut Ev) {
    let Some(at) = s.unit(id).map(|u| u.at) else { return };
    let near = std::iter::once(at).chain(map().land_neighbours(at));
    if !near.flat_map(|r| s.units_at(r)).any(|x| x.owner.is_some() && counts(x.kind)) {
        ev.emit(s, Event::Routed { unit: id, routed: false });
    }
}

/// Whether a player's land unit stands at `r`.
fn players_at(s: &State, r: RegionId) -> bool {
    s.units_at(r).any(|x| crate::movement::holds_ground(s, x, r))
}

/// GAP-46 — every sub-province of its province `u` may march to, free of
/// the players' land units, with the cheapest way there (its own first).
fn ways(s: &State, u: &Unit) -> Vec<Node> {
    let m = map();
    let home = m.province_of(u.at);
    let mut nodes = vec![Node { at: u.at, cost: 0, prev: None }];
    let mut done = vec![false];
    while let Some(i) = (0..nodes.len()).filter(|&i| !done[i]).min_by_key(|&i| (nodes[i].cost, nodes[i].at)) {
        done[i] = true;
        for n in m.land_neighbours(nodes[i].at) {
            if m.province_of(n) != home || !may_enter(u.kind, n) || players_at(s, n) {
                continue;
            }
            let cost = nodes[i].cost + u32::from(step_cost(s, nodes[i].at, n));
            match nodes.iter().position(|x| x.at == n) {
                Some(j) if nodes[j].cost <= cost => {}
                Some(j) => (nodes[j].cost, nodes[j].prev) = (cost, Some(i)),
                None => {
                    nodes.push(Node { at: n, cost, prev: Some(i) });
                    done.push(false);
                }
            }
        }
    }
    nodes
}

/// The unit's movement this step, in half points (GAP-46: template Speed).
fn budget(s: &State, u: &Unit) -> u32 {
    2 * u32::from(crate::movement::speed(s, u))
}

/// Whether node `i` is within this step's march: paid for, or the first step.
fn within(nodes: &[Node], i: usize, budget: u32) -> bool {
    nodes[i].cost <= budget || nodes[i].prev == Some(0)
}

/// The way from where the unit stands to node `i`, start excluded.
fn way(nodes: &[Node], i: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = Some(i);
    while let Some(j) = at.filter(|&j| j != 0) {
        out.push(j);
        at = nodes[j].prev;
    }
    out.reverse();
    out
}

/// GAP-46 — the steps of this turn's march towards node `goal`: as far as
/// the unit's movement goes, up to the last sub-province with room on the
/// way (none: it stays).
fn steps(s: &State, id: UnitId, nodes: &[Node], goal: usize) -> Vec<usize> {
    let Some(u) = s.unit(id) else { return Vec::new() };
    let limit = budget(s, u);
    let mut reach: Vec<usize> = way(nodes, goal).into_iter().take_while(|&i| within(nodes, i, limit)).collect();
    let stop = reach.iter().rposition(|&i| room(s, nodes[i].at, None) > 0).map_or(0, |i| i + 1);
    reach.truncate(stop);
    reach
}

/// The unit marches along `steps` (as [`steps`] gives them), each logged with
/// its cost; where it stops (a node index, 0 where it stood).
fn march(s: &mut State, id: UnitId, nodes: &[Node], steps: &[usize], ev: &mut Ev) -> usize {
    let mut from = 0;
    for &i in steps {
        let cost = u8::try_from(nodes[i].cost - nodes[from].cost).unwrap_or(u8::MAX);
        let (a, b) = (nodes[from].at, nodes[i].at);
        ev.emit(
            s,
            Event::UnitsMoved { units: vec![id], from: a, to: b, travel: Travel::March, cost, rain: Vec::new() },
        );
        from = i;
    }
    from
}

/// The unit sets out (`Event::Independent`) and marches towards `goal`;
/// whether it moved.
fn set_out(s: &mut State, id: UnitId, nodes: &[Node], goal: usize, aim: Aim, at: RegionId, ev: &mut Ev) -> bool {
    let way = steps(s, id, nodes, goal);
    if way.is_empty() {
        return false;
    }
    ev.emit(s, Event::Independent { unit: id, aim, at });
    march(s, id, nodes, &way, ev);
    true
}

/// KK-NPU-08, KK-PLN-03, GAP-46 — the unit plunders the nearest building of
/// its province it can reach, or marches towards it; whether it did either.
fn plunder(s: &mut State, id: UnitId, ev: &mut Ev) -> bool {
    let Some(u) = s.unit(id).filter(|u| !u.plundered) else { return false };
    let nodes = ways(s, u);
    let Some(goal) = (0..nodes.len()).filter(|&i| s.building(nodes[i].at).is_some()).min_by_key(|&i| {
        let (n, room) = (&nodes[i], i == 0 || room(s, nodes[i].at, None) > 0);
        (!room, n.cost, n.at)
    }) else {
        return false;
    };
    let at = nodes[goal].at;
    let way = steps(s, id, &nodes, goal);
    if way.last().copied().unwrap_or(0) != goal {
        return set_out(s, id, &nodes, goal, Aim::Loot, at, ev);
    }
    march(s, id, &nodes, &way, ev);
    if let Some(building) = s.building(at) {
        ev.emit(s, Event::Independent { unit: id, aim: Aim::Plunder, at });
        ev.emit(s, Event::Demolished { at, building });
        crate::tribal::note_ruin(s, at, building, ev);
        crate::prisoners::camp_gone(s, at, None, ev);
        ev.emit(s, Event::Plundered { unit: id });
    }
    true
}

/// KK-NPU-06, KK-NPU-08 — the unit attacks the weakest player's land unit
/// of its province it can reach this step, or marches towards the nearest
/// one; whether it did either.
fn attack(s: &mut State, id: UnitId, dice: &mut Dice, ev: &mut Ev) -> bool {
    let m = map();
    let Some(u) = s.unit(id) else { return false };
    let home = m.province_of(u.at);
    let nodes = ways(s, u);
    let limit = budget(s, u);
    let mut targets: Vec<&Unit> = s
        .units
        .iter()
        .filter(|t| t.owner.is_some() && counts(t.kind) && t.aboard.is_none() && m.province_of(t.at) == home)
        .filter(|t| may_enter(u.kind, t.at))
        .filter(|t| {
            let defenders: Vec<UnitId> = s.army(t.owner, t.at).filter(|d| counts(d.kind)).map(|d| d.id).collect();
            crate::combat::may_target(s, u, t, &defenders)
        })
        .collect();
    targets.sort_unstable_by_key(|t| (t.kind.template().strength, t.id));
    // From node i: next to the target, or where it stands (a shared place).
    let next_to = |i: usize, t: &Unit| nodes[i].at == t.at || m.land_neighbours(nodes[i].at).any(|r| r == t.at);
    let now = targets.iter().find_map(|t| {
        (0..nodes.len())
            .filter(|&i| next_to(i, t))
            .filter(|&i| i == 0 || nodes[i].cost + u32::from(step_cost(s, nodes[i].at, t.at)) <= limit)
            .filter(|&i| i == 0 || room(s, nodes[i].at, None) > 0)
            .min_by_key(|&i| (nodes[i].cost, nodes[i].at))
            .map(|i| (t.id, i))
    });
    if let Some((target, from)) = now {
        let way = steps(s, id, &nodes, from);
        if way.last().copied().unwrap_or(0) == from {
            march(s, id, &nodes, &way, ev);
            crate::independent::assault(s, id, target, dice, ev);
            return true;
        }
    }
    let nearest = targets
        .iter()
        .flat_map(|t| (1..nodes.len()).filter(move |&i| next_to(i, t)).map(move |i| (i, t.at)))
        .min_by_key(|&(i, _)| (nodes[i].cost, nodes[i].at));
    nearest.is_some_and(|(goal, at)| set_out(s, id, &nodes, goal, Aim::Attack, at, ev))
}

/// KK-NPU-07, GAP-46 — how well `u` would defend at `r`: its count as a
/// defender there with no die and no opponent.
fn defence(s: &State, u: &Unit, r: RegionId) -> i32 {
    let there = Unit { at: r, ..u.clone() };
    crate::combat::count(s, &there, 0, Role::Defender, r, None, crate::combat::Crossing::Dry).total
}

/// KK-NPU-07 — the unit marches towards the best position of its province
/// (it stays where it stands when that is as good); whether it moved.
fn position(s: &mut State, id: UnitId, ev: &mut Ev) -> bool {
    let Some(u) = s.unit(id) else { return false };
    let nodes = ways(s, u);
    let best = (0..nodes.len())
        .filter(|&i| i == 0 || room(s, nodes[i].at, None) > 0)
        .max_by_key(|&i| (defence(s, u, nodes[i].at), i == 0, std::cmp::Reverse((nodes[i].cost, nodes[i].at))));
    best.is_some_and(|goal| goal != 0 && set_out(s, id, &nodes, goal, Aim::Position, nodes[goal].at, ev))
}

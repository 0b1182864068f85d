//! GAP-9, DC-ORD-6, DC-DEF-2, DC-BRK-1/2, DC-AUTO-1…5 — turning the
//! revealed orders into battles, and filling in automatic defeats.

use crate::army::ArmyId;
use crate::battle::{Battle, Entry, Fighter, Level, Losses, ResultState, Role, Source, Unit, Verdict};
use crate::map::map;
use crate::state::{Order, State};
use engine::board::RegionId;

/// A node of a land's battle graph: an army, or the fortress (its
/// garrison and the armies inside that do not break out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Army(ArmyId),
    Fortress,
}

/// DC-ORD-6 — a field army facing hostile field armies with no order takes
/// a defensive posture; any other army without an order holds.
pub fn default_orders(s: &mut State) {
    let facing: Vec<ArmyId> = s
        .armies
        .iter()
        .filter(|(id, a)| {
            a.order.is_none() && !a.in_fortress && s.hostile_field_armies(a.land, id.nation()).count() > 0
        })
        .map(|(&id, _)| id)
        .collect();
    for id in facing {
        if let Some(a) = s.armies.get_mut(&id) {
            a.order = Some(Order::Defend);
        }
    }
}

/// The edges of a land's graph: who attacks whom (GAP-9 step 2).
fn edges(s: &State, land: RegionId) -> Vec<(Node, Node)> {
    let mut out = Vec::new();
    for (id, a) in s.armies_in(land) {
        match &a.order {
            Some(Order::Attack(targets)) if !a.in_fortress => {
                for t in targets {
                    if s.armies.get(t).is_some_and(|x| x.land == land && !x.in_fortress) {
                        out.push((Node::Army(id), Node::Army(*t)));
                    }
                }
            }
            Some(Order::Storm) if !a.in_fortress => out.push((Node::Army(id), Node::Fortress)),
            Some(Order::BreakSiege) if a.in_fortress => {
                for (b, _) in s.besiegers(land) {
                    out.push((Node::Army(id), Node::Army(b)));
                }
            }
            _ => {}
        }
    }
    out
}

/// GAP-9 steps 2–3 — split the edges into connected battles, each with two
/// sides where every edge crosses and no side holds hostile nations; a
/// component that cannot be split so becomes one battle per attacking
/// army, the strongest first (a unit already attacked defends only in the
/// first of them).
fn components(edges: &[(Node, Node)]) -> Vec<Vec<(Node, Node)>> {
    let mut groups: Vec<Vec<(Node, Node)>> = Vec::new();
    for &e in edges {
        let touching: Vec<usize> = (0..groups.len())
            .filter(|&g| groups[g].iter().any(|&(a, b)| [a, b].contains(&e.0) || [a, b].contains(&e.1)))
            .collect();
        let mut merged = vec![e];
        for &g in touching.iter().rev() {
            merged.extend(groups.remove(g));
        }
        groups.push(merged);
    }
    groups
}

fn colour(s: &State, land: RegionId, group: &[(Node, Node)]) -> Option<Vec<(Node, u8)>> {
    let mut sides: Vec<(Node, u8)> = vec![(group[0].0, 0)];
    let mut changed = true;
    while changed {
        changed = false;
        for &(a, b) in group {
            let sa = sides.iter().find(|(n, _)| *n == a).map(|&(_, x)| x);
            let sb = sides.iter().find(|(n, _)| *n == b).map(|&(_, x)| x);
            match (sa, sb) {
                (Some(x), Some(y)) if x == y => return None,
                (Some(x), None) => {
                    sides.push((b, 1 - x));
                    changed = true;
                }
                (None, Some(y)) => {
                    sides.push((a, 1 - y));
                    changed = true;
                }
                _ => {}
            }
        }
    }
    // No two hostile nations on one side.
    let nations = |node: Node| -> Vec<crate::nation::Nation> {
        match node {
            Node::Army(id) => vec![id.nation()],
            Node::Fortress => fortress_members(s, land).iter().map(|f| f.nation).collect(),
        }
    };
    for (i, &(a, x)) in sides.iter().enumerate() {
        for &(b, y) in &sides[i + 1..] {
            if x == y && nations(a).iter().any(|&n| nations(b).iter().any(|&m| s.hostile(n, m))) {
                return None;
            }
        }
    }
    Some(sides)
}

/// The fortress's defenders: the garrison and the armies inside that do not break out.
fn fortress_members(s: &State, land: RegionId) -> Vec<Fighter> {
    let owner = s.land(land).owner;
    let mut out = vec![Fighter {
        unit: Unit::Garrison(land),
        nation: owner,
        role: Role::FortressDefence,
        strength: s.land(land).garrison,
    }];
    for (id, a) in s.armies_in(land) {
        if a.in_fortress && !matches!(a.order, Some(Order::BreakSiege)) {
            out.push(Fighter {
                unit: Unit::Army(id),
                nation: id.nation(),
                role: Role::FortressDefence,
                strength: a.strength,
            });
        }
    }
    out
}

/// How an army fights: by its order, or DC-BRK-1/2 when it is attacked
/// while besieging; an attacked army that gave no attack defends.
fn role_of(s: &State, id: ArmyId, attacking: bool) -> Role {
    let a = &s.armies[&id];
    match &a.order {
        Some(Order::Storm) if attacking => Role::Storm,
        Some(Order::BreakSiege) => Role::BreakOut,
        Some(Order::Attack(_)) if attacking => Role::Attack,
        _ => Role::Defensive,
    }
}

fn build(s: &State, land: RegionId, id: u32, sides: &[(Node, u8)], attackers: &[Node]) -> Battle {
    let mut fighters: [Vec<Fighter>; 2] = [Vec::new(), Vec::new()];
    for &(node, side) in sides {
        match node {
            Node::Army(a) => fighters[usize::from(side)].push(Fighter {
                unit: Unit::Army(a),
                nation: a.nation(),
                role: role_of(s, a, attackers.contains(&node)),
                strength: s.armies[&a].strength,
            }),
            Node::Fortress => fighters[usize::from(side)].extend(fortress_members(s, land)),
        }
    }
    for side in &mut fighters {
        side.sort_by_key(|f| f.unit);
    }
    let fortress = map().info(land).fortress && sides.iter().any(|&(n, _)| n == Node::Fortress);
    let mut b = Battle { id, land, sides: fighters, numbers: [0, 0], fortress, result: ResultState::Empty, entries: 0 };
    b.numbers = [numbers(s, &b, 0), numbers(s, &b, 1)];
    b
}

/// DC-SUP-2, AMB-11 — a side's numbers: its units' PS, the RON levy, and
/// every other own or allied army in the land that did not fight.
fn numbers(s: &State, b: &Battle, side: u8) -> u32 {
    let fighting: Vec<Unit> = b.sides.iter().flatten().map(|f| f.unit).collect();
    let own = &b.sides[usize::from(side)];
    let main = b.main_nation(side);
    let levy: u32 = own
        .iter()
        .filter_map(|f| if let Unit::Army(a) = f.unit { s.armies.get(&a).map(|x| x.levy) } else { None })
        .sum();
    let bystanders: u32 = s
        .armies_in(b.land)
        .filter(|(id, _)| !fighting.contains(&Unit::Army(*id)) && s.allied(main, id.nation()))
        .map(|(_, a)| a.strength + a.levy)
        .sum();
    own.iter().map(|f| f.strength).sum::<u32>() + levy + bystanders
}

/// GAP-9 — the battles of this turn, numbered from 1.
#[must_use]
pub fn form_battles(s: &State) -> Vec<Battle> {
    let mut battles = Vec::new();
    for land in map().ids() {
        let e = edges(s, land);
        for group in components(&e) {
            let attackers: Vec<Node> = group.iter().map(|&(a, _)| a).collect();
            if let Some(sides) = colour(s, land, &group) {
                let first = sides.iter().find(|(n, _)| attackers.contains(n)).map_or(0, |&(_, x)| x);
                let sides: Vec<(Node, u8)> =
                    sides.into_iter().map(|(n, x)| (n, if first == 0 { x } else { 1 - x })).collect();
                battles.push(build(s, land, next_id(&battles), &sides, &attackers));
                continue;
            }
            // Three or more mutually hostile parties: one battle per attacker.
            let mut by_attacker: Vec<Node> = Vec::new();
            for &a in &attackers {
                if !by_attacker.contains(&a) {
                    by_attacker.push(a);
                }
            }
            by_attacker.sort_by_key(|n| match n {
                Node::Army(id) => (std::cmp::Reverse(s.armies[id].strength), *id),
                Node::Fortress => (std::cmp::Reverse(0), ArmyId(u8::MAX)),
            });
            let mut used: Vec<Node> = Vec::new();
            for a in by_attacker {
                if used.contains(&a) {
                    continue;
                }
                let targets: Vec<Node> =
                    group.iter().filter(|&&(x, t)| x == a && !used.contains(&t)).map(|&(_, t)| t).collect();
                if targets.is_empty() {
                    continue;
                }
                let mut sides = vec![(a, 0)];
                sides.extend(targets.iter().map(|&t| (t, 1)));
                used.push(a);
                used.extend(targets);
                battles.push(build(s, land, next_id(&battles), &sides, &[a]));
            }
        }
    }
    battles
}

fn next_id(battles: &[Battle]) -> u32 {
    u32::try_from(battles.len()).unwrap_or(0) + 1
}

/// DC-AUTO-1…5, GAP-12 — the result of a battle a side cannot field a
/// minimal raid for: a tactical defeat losing all its PS, or, when both
/// sides are short, a draw with no losses. `None` when both can field one.
#[must_use]
pub fn automatic_result(b: &Battle) -> Option<Entry> {
    let short = |side: u8| b.fieldable(side) < b.main_nation(side).min_raid();
    let entry = |verdict, losses| Entry::new(verdict, losses, Source::AutoDefeat);
    match (short(0), short(1)) {
        (false, false) => None,
        (true, true) => Some(entry(Verdict::Draw, [Losses::default(); 2])),
        (a_short, _) => {
            let loser = u8::from(!a_short);
            let mut losses = [Losses::default(); 2];
            losses[usize::from(loser)].destroyed = b.sides[usize::from(loser)].iter().map(|f| f.strength).sum();
            Some(entry(Verdict::Won(1 - loser, Level::Tactical), losses))
        }
    }
}

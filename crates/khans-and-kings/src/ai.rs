//! The computer player. In its economy window a state picks its colour on
//! White, replenishes, recruits the best fighting unit it can afford where
//! it has room, builds what yields, takes a general and places him with
//! its largest army. In its movement phase it fights the battle at hand
//! while the exact odds favour it, fires, plunders, regroups, and marches
//! each army towards the nearest province not its own, entering a hostile
//! sub-province only when it is clearly the stronger. `rng` only breaks ties.

use crate::action::{Action, Group};
use crate::check::check;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::data::tables::Colour;
use crate::data::units::Kind;
use crate::ids::Player;
use crate::map::map;
use crate::movement::{counts, hostile_here};
use crate::state::{GeneralAt, Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// The chance of winning an engagement below which it is not fought.
const FIGHT: f64 = 0.5;
/// Gold kept back in the economy window.
const RESERVE_GOLD: u32 = 3;

/// The computer's next action for `p`; always legal, ending its window or
/// phase when nothing is worth doing.
#[must_use]
pub fn computer_action(s: &State, p: Player, rng: &mut Dice) -> Option<Action> {
    if s.acting() != Some(p) {
        return None;
    }
    let choice = match s.phase {
        Phase::Economy => economy(s, p),
        Phase::Movement => movement(s, p, rng),
    };
    let end = if s.phase == Phase::Economy { Action::EndEconomy } else { Action::EndMovement };
    match choice {
        Some(a) if check(s, p, &a).is_ok() => Some(a),
        _ if check(s, p, &end).is_ok() => Some(end),
        _ => crate::legal::legal_actions(s, p).into_iter().next(),
    }
}

fn economy(s: &State, p: Player) -> Option<Action> {
    if s.colour.is_none() && s.player(p).white.is_none() {
        return Some(Action::PickColour(best_colour(s, p)));
    }
    if let Some(a) = answer_offers(s, p) {
        return Some(a);
    }
    let legal = crate::legal::legal_actions(s, p);
    let gold = s.player(p).stock.get(Resource::Gold);
    if let Some(a) = legal.iter().find(|a| matches!(a, Action::Replenish { .. })) {
        return Some(a.clone());
    }
    if gold > RESERVE_GOLD + 4
        && let Some(a) = legal.iter().find(|a| matches!(a, Action::RecruitGeneral))
    {
        return Some(a.clone());
    }
    if let Some(a) = place_general(s, p, &legal) {
        return Some(a);
    }
    if let Some(a) = build(s, p, &legal) {
        return Some(a);
    }
    recruit(s, p, &legal)
}

/// What a resource is worth to the computer (gold and metal are scarce).
const fn price(r: Resource) -> u32 {
    match r {
        Resource::Gold | Resource::Metal => 2,
        _ => 1,
    }
}

/// GAP-44 — offers made to `p`: accepted when they bring a fifth more than
/// they cost, else declined (so none lingers).
fn answer_offers(s: &State, p: Player) -> Option<Action> {
    let (index, o) = s.offers.iter().enumerate().find(|(_, o)| o.to == p)?;
    let gain = o.give.1 * price(o.give.0) + if o.strategic.is_some() { 3 } else { 0 };
    let cost = o.get.1 * price(o.get.0);
    let accept = Action::Accept { index };
    if gain * 5 >= cost * 6 && check(s, p, &accept).is_ok() { Some(accept) } else { Some(Action::Decline { index }) }
}

/// GAP-01 — the colour that pays `p` the most.
fn best_colour(s: &State, p: Player) -> Colour {
    let m = map();
    Colour::ALL
        .into_iter()
        .max_by_key(|&c| {
            s.provinces_of(p)
                .filter(|&pr| m.province(pr).colour == c)
                .map(|pr| crate::economy::wealth_level(s, pr))
                .sum::<u32>()
        })
        .unwrap_or(Colour::Yellow)
}

/// A general from the pool goes to the largest army in the state's land.
fn place_general(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let pool = s.player(p).generals.iter().find(|g| g.at == GeneralAt::Pool)?;
    let size = |r: RegionId| s.army(Some(p), r).filter(|u| counts(u.kind)).count();
    legal
        .iter()
        .filter(|a| matches!(a, Action::PlaceGeneral { number, .. } if *number == pool.number))
        .max_by_key(|a| if let Action::PlaceGeneral { at, .. } = a { size(*at) } else { 0 })
        .cloned()
}

/// Builds what yields every turn, while gold allows.
fn build(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let gold = s.player(p).stock.get(Resource::Gold);
    if gold < RESERVE_GOLD + 3 {
        return None;
    }
    let wanted = [
        Building::Market,
        Building::Farm,
        Building::Mine,
        Building::Quarry,
        Building::LumberCamp,
        Building::Brickworks,
        Building::OilWell,
    ];
    wanted
        .iter()
        .find_map(|b| legal.iter().find(|a| matches!(a, Action::Build { building, .. } if building == b)).cloned())
}

/// The strongest unit for its cost it can recruit, as many as it can.
fn recruit(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let worth = |k: &Kind| {
        let cost = crate::economy::unit_cost(s, p, *k).map_or(99, |c| c.total().max(1));
        (k.template().strength * 100) / i32::try_from(cost).unwrap_or(99)
    };
    let best = legal
        .iter()
        .filter_map(|a| if let Action::Recruit { province, kind, .. } = a { Some((*province, *kind)) } else { None })
        .filter(|(_, k)| k.template().strength >= 3)
        .max_by_key(|(_, k)| worth(k))?;
    let most = crate::recruit::most(s, p, best.0, best.1);
    Some(Action::Recruit { province: best.0, kind: best.1, count: most.clamp(1, 2), upgrade: 0 })
}

fn movement(s: &State, p: Player, rng: &mut Dice) -> Option<Action> {
    if let Some(b) = &s.battle {
        if b.attacker != Some(p) {
            return None;
        }
        return fight(s);
    }
    let legal = crate::legal::legal_actions(s, p);
    if let Some(a) = legal.iter().find(|a| matches!(a, Action::Regroup { .. } | Action::Plunder { .. })) {
        return Some(a.clone());
    }
    let fire = legal
        .iter()
        .filter_map(|a| {
            if let Action::Fire { unit, target } = a {
                crate::odds::fire(s, *unit, *target).map(|w| (w, a))
            } else {
                None
            }
        })
        .filter(|(w, _)| *w >= FIGHT)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((_, a)) = fire {
        return Some(a.clone());
    }
    march(s, p, &legal, rng)
}

/// The battle at hand: the best engagement with every ready supporter
/// while the odds favour it, else the attacker withdraws.
fn fight(s: &State) -> Option<Action> {
    let ready = crate::battle::ready(s);
    let defenders = crate::battle::defenders(s);
    let support = u32::try_from(ready.len().saturating_sub(1)).unwrap_or(0);
    let mut best: Option<(f64, Action)> = None;
    for &attacker in &ready {
        for &target in &defenders {
            let a = Action::Engage { attacker, target, support };
            let Some(win) = crate::odds::engagement(s, attacker, target, support.min(3)) else { continue };
            if best.as_ref().is_none_or(|b| win > b.0) {
                best = Some((win, a));
            }
        }
    }
    match best {
        Some((win, a)) if win >= FIGHT => Some(a),
        _ => Some(Action::Withdraw),
    }
}

/// The land strength of the units at `r` hostile to `p`.
fn hostile_strength(s: &State, p: Player, r: RegionId) -> i32 {
    s.units_at(r).filter(|u| counts(u.kind) && s.hostile(u.owner, Some(p))).map(|u| u.kind.template().strength).sum()
}

/// Steps over land from every sub-province to the nearest of `targets`.
fn steps_to(targets: &[RegionId]) -> Vec<u32> {
    let m = map();
    let mut dist = vec![u32::MAX; m.subs.len()];
    let mut queue: std::collections::VecDeque<RegionId> = targets.iter().copied().collect();
    for t in targets {
        dist[t.index()] = 0;
    }
    while let Some(r) = queue.pop_front() {
        for n in m.land_neighbours(r) {
            if dist[n.index()] == u32::MAX {
                dist[n.index()] = dist[r.index()] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Each army steps towards the nearest sub-province of a province not its
/// own; the home capital keeps two units; a hostile sub-province is
/// entered only with half as much strength again.
fn march(s: &State, p: Player, legal: &[Action], rng: &mut Dice) -> Option<Action> {
    let m = map();
    let targets: Vec<RegionId> = m.board.ids().filter(|&r| !m.is_sea(r) && s.owner_at(r) != Some(p)).collect();
    if targets.is_empty() {
        return None;
    }
    let home = m.homes.get(&p).and_then(|h| h.first()).map(|&pr| m.province(pr).capital);
    let goal = steps_to(&targets);
    let mut best: Vec<(u32, Action)> = Vec::new();
    for a in legal {
        let Action::Move { from, to, group } = a else { continue };
        let mut group: Group = group.clone();
        if Some(*from) == home {
            // The capital keeps two of its units.
            let mut keep = 2u32;
            for g in group.iter_mut().rev() {
                let take = keep.min(g.1);
                g.1 -= take;
                keep -= take;
            }
            group.retain(|g| g.1 > 0);
        }
        if group.is_empty() {
            continue;
        }
        let strength: i32 = group.iter().map(|(k, n)| k.template().strength * i32::try_from(*n).unwrap_or(0)).sum();
        if hostile_here(s, *to, Some(p)) && strength * 2 < hostile_strength(s, p, *to) * 3 {
            continue;
        }
        if goal[to.index()] >= goal[from.index()] {
            continue;
        }
        let mv = Action::Move { from: *from, to: *to, group };
        if check(s, p, &mv).is_ok() {
            best.push((goal[to.index()], mv));
        }
    }
    let top = best.iter().map(|b| b.0).min()?;
    let ties: Vec<Action> = best.into_iter().filter(|b| b.0 == top).map(|b| b.1).collect();
    let i =
        if ties.len() > 1 { rng.pick(u8::try_from(ties.len().min(100)).unwrap_or(1), "computer tie-break") } else { 0 };
    ties.get(i).cloned()
}

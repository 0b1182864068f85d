//! The computer's movement phase: the battle at hand, fire, plunder and
//! regrouping, the march towards land not its own, and (since version 2)
//! generals brought after their armies.

use super::Profile;
use crate::action::{Action, Group};
use crate::check::check;
use crate::ids::Player;
use crate::map::map;
use crate::movement::{counts, hostile_here};
use crate::state::State;
use engine::board::RegionId;
use engine::dice::Dice;

/// KK-REC-19 — every version calls an open levy (a free unit it would
/// otherwise lose at the phase's end): the strongest unit offered, by
/// Strength then Morale, in the first place offered.
fn levy(legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter(|a| matches!(a, Action::CallLevy { .. }))
        .min_by_key(|a| match a {
            Action::CallLevy { kind, .. } => std::cmp::Reverse((kind.template().strength, kind.template().morale)),
            _ => std::cmp::Reverse((0, 0)),
        })
        .cloned()
}

/// The chance of winning an engagement below which it is not fought.
const FIGHT: f64 = 0.5;

pub(super) fn movement(s: &State, p: Player, rng: &mut Dice, profile: Profile) -> Option<Action> {
    if let Some(b) = &s.battle {
        if b.attacker != Some(p) {
            return None;
        }
        if profile.river_ships
            && let Some(a) = super::river::join(s, p)
        {
            return Some(a);
        }
        if profile.kit
            && let Some(a) = join(s, p, profile)
        {
            return Some(a);
        }
        return fight(s, p, profile);
    }
    let legal = crate::legal::legal_actions(s, p);
    if let Some(a) = levy(&legal) {
        return Some(a);
    }
    let plunder = |a: &Action| match a {
        Action::Plunder { what: 0, .. } | Action::Regroup { .. } => Some(a.clone()),
        Action::Plunder { .. } if profile.lines => lines(s, p, a),
        _ => None,
    };
    if let Some(a) = legal.iter().find_map(plunder) {
        return Some(a);
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
    let goal = if profile.kit { goal_steps(s, p) } else { None };
    if let Some(a) = super::kit::movement(s, p, &legal, goal.as_deref(), profile) {
        return Some(a);
    }
    if profile.transports
        && let Some(a) = super::transport::lift(s, p, &legal)
    {
        return Some(a);
    }
    if profile.doctrine
        && let Some(a) = super::admirals::admirals(s, p)
    {
        return Some(a);
    }
    if profile.air_and_sea
        && let Some(a) = super::air::mission(s, &legal).or_else(|| super::sea::sail(s, p, profile))
    {
        return Some(a);
    }
    if profile.river_ships
        && let Some(a) = super::river::sail(s, p, profile)
    {
        return Some(a);
    }
    march(s, p, &legal, rng, profile).or_else(|| if profile.leads { lead(s, p) } else { None })
}

/// The battle at hand: the best engagement with every ready supporter
/// while the odds favour it (by the doctrine's threshold,
/// `ai/doctrine.rs`), else the attacker withdraws. Version 6
/// (`Profile::flees`) spends its units instead: [`fight_sparingly`].
fn fight(s: &State, p: Player, profile: Profile) -> Option<Action> {
    if profile.flees {
        return fight_sparingly(s, p, profile);
    }
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
        Some((win, a)) if win >= super::doctrine::fight_threshold(s, p, profile) => Some(a),
        _ => Some(Action::Withdraw),
    }
}

/// How far above the doctrine's threshold an engagement's odds are sought
/// before more supporters are spent on it.
const MARGIN: f64 = 0.25;

/// KK-CMB-18, AMB-23, AMB-24 — supporters are used up with the attacker,
/// and a battle whose attacker has no ready unit left while defenders
/// remain sends every attacking unit back (KK-CMB-10). So each engagement
/// takes the fewest supporters that bring its odds to the threshold and a
/// margin, within the units the remaining defenders leave it (the ready
/// units shared among them); failing that, the fewest that reach the
/// threshold; failing that, the best odds with every supporter, if they
/// reach it. Ties go to the better odds. Else the attacker withdraws.
fn fight_sparingly(s: &State, p: Player, profile: Profile) -> Option<Action> {
    let ready = crate::battle::ready(s);
    let defenders = crate::battle::defenders(s);
    if ready.is_empty() || defenders.is_empty() {
        return Some(Action::Withdraw);
    }
    let threshold = super::doctrine::fight_threshold(s, p, profile);
    let wanted = (threshold + MARGIN).min(0.9);
    let budget = (ready.len() / defenders.len()).max(1);
    let most = u32::try_from(ready.len() - 1).unwrap_or(0);
    // (units spent, odds, action) of each engagement at the fewest supporters reaching `bar`.
    let cheapest = |bar: f64, within: usize| -> Option<(usize, f64, Action)> {
        let mut best: Option<(usize, f64, Action)> = None;
        for &attacker in &ready {
            for &target in &defenders {
                let found = (0..=most).find_map(|k| {
                    let spent = usize::try_from(k).unwrap_or(usize::MAX) + 1;
                    if spent > within {
                        return None;
                    }
                    crate::odds::engagement(s, attacker, target, k).filter(|&w| w >= bar).map(|w| (spent, w, k))
                });
                let Some((spent, win, support)) = found else { continue };
                let better = best.as_ref().is_none_or(|b| spent < b.0 || (spent == b.0 && win > b.1));
                if better {
                    best = Some((spent, win, Action::Engage { attacker, target, support }));
                }
            }
        }
        best
    };
    let plan = cheapest(wanted, budget)
        .or_else(|| cheapest(threshold, budget))
        .or_else(|| cheapest(wanted, ready.len()))
        .or_else(|| cheapest(threshold, ready.len()));
    Some(plan.map_or(Action::Withdraw, |(_, _, a)| a))
}

/// GAP-36 (3) (version 6) — before the first engagement, the state's land
/// units next to the battle join it (each sub-province keeping its
/// garrison: the home capital's, or the one a province the enemy is near
/// needs), so that the battle is fought by all it can bring.
fn join(s: &State, p: Player, profile: Profile) -> Option<Action> {
    let b = s.battle.as_ref()?;
    if b.begun {
        return None;
    }
    let home = map().homes.get(&p).and_then(|h| h.first()).map(|&pr| map().province(pr).capital);
    crate::legal::legal_actions(s, p).into_iter().find_map(|a| {
        let Action::Move { from, to, group } = a else { return None };
        let keep =
            if Some(from) == home { super::doctrine::capital_keeps(s, p, profile) } else { garrison(s, p, from) };
        let mut group = group;
        let mut keep = keep;
        for g in group.iter_mut().rev() {
            let take = keep.min(g.1);
            g.1 -= take;
            keep -= take;
        }
        group.retain(|g| g.1 > 0);
        let mv = Action::Move { from, to, group };
        (!matches!(&mv, Action::Move { group, .. } if group.is_empty()) && check(s, p, &mv).is_ok()).then_some(mv)
    })
}

/// The strength `p` can bring into `to` this phase: its movable land units
/// in the sub-provinces next to it (version 6 enters a hostile
/// sub-province when all of them together are strong enough, the rest
/// joining before the first engagement).
fn strength_around(s: &State, p: Player, to: RegionId) -> i32 {
    map()
        .land_neighbours(to)
        .flat_map(|r| s.army(Some(p), r))
        .filter(|u| counts(u.kind) && !u.fresh && !u.routed && u.mp > 0)
        .map(|u| u.kind.template().strength)
        .sum()
}

/// The land strength of the units at `r` hostile to `p` (river gunboats
/// on a river fight there as land units, KK-UNIT-20).
pub(super) fn hostile_strength(s: &State, p: Player, r: RegionId) -> i32 {
    s.units_at(r)
        .filter(|u| crate::movement::fights_as_land(u.kind, r) && s.hostile(u.owner, Some(p)))
        .map(|u| u.kind.template().strength)
        .sum()
}

/// Steps over land from every sub-province to the nearest of `targets`.
pub(super) fn steps_to(targets: &[RegionId]) -> Vec<u32> {
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

/// Steps from every sub-province to the nearest land not `p`'s own; `None`
/// when all of it is.
pub(super) fn goal_steps(s: &State, p: Player) -> Option<Vec<u32>> {
    let m = map();
    // GAP-44: a partner's land (at peace or allied) is no goal.
    let goal = |r: RegionId| s.owner_at(r).is_none_or(|q| s.hostile(Some(q), Some(p)));
    let targets: Vec<RegionId> = m.board.ids().filter(|&r| !m.is_sea(r) && goal(r)).collect();
    (!targets.is_empty()).then(|| steps_to(&targets))
}

/// Version 6 — steps to the nearest land of a state at war with `p`: the
/// provinces the turn limit counts (GAP-51) are taken from the states, not
/// from independent units holding the best ground in a province of no
/// state's (those only when no state's land is left to take).
pub(super) fn states_steps(s: &State, p: Player) -> Option<Vec<u32>> {
    let m = map();
    let targets: Vec<RegionId> = m
        .board
        .ids()
        .filter(|&r| !m.is_sea(r) && s.owner_at(r).is_some_and(|q| q != p && s.hostile(Some(q), Some(p))))
        .collect();
    (!targets.is_empty()).then(|| steps_to(&targets))
}

/// How many of `p`'s fighting units stand at `r`.
pub(super) fn army_size(s: &State, p: Player, r: RegionId) -> usize {
    s.army(Some(p), r).filter(|u| counts(u.kind)).count()
}

/// Where `p`'s largest army stands.
pub(super) fn largest_army(s: &State, p: Player) -> Option<RegionId> {
    s.units
        .iter()
        .filter(|u| u.owner == Some(p) && counts(u.kind) && u.aboard.is_none())
        .map(|u| u.at)
        .max_by_key(|&r| (army_size(s, p, r), std::cmp::Reverse(r)))
}

/// Each army steps towards the nearest sub-province of a province not its
/// own; the home capital keeps two units; a hostile sub-province is
/// entered only with half as much strength again (both by the doctrine
/// with `Profile::doctrine`, `ai/doctrine.rs`).
fn march(s: &State, p: Player, legal: &[Action], rng: &mut Dice, profile: Profile) -> Option<Action> {
    let pulled = if profile.objectives { super::objectives::goal_steps(s, p) } else { None };
    if !profile.kit {
        let goal = pulled.or_else(|| goal_steps(s, p))?;
        return march_to(s, p, legal, rng, profile, &goal);
    }
    // Version 6: its set's pull, else the states' land, else any land not
    // its own — each only while it gives a step (a pull towards ground it
    // cannot enter no longer holds the whole army back).
    [pulled, states_steps(s, p), goal_steps(s, p)]
        .into_iter()
        .flatten()
        .find_map(|goal| march_to(s, p, legal, rng, profile, &goal))
}

/// The march's step towards `goal` (steps from every sub-province).
fn march_to(s: &State, p: Player, legal: &[Action], rng: &mut Dice, profile: Profile, goal: &[u32]) -> Option<Action> {
    let m = map();
    let home = m.homes.get(&p).and_then(|h| h.first()).map(|&pr| m.province(pr).capital);
    let mut best: Vec<(u32, Action)> = Vec::new();
    for a in legal {
        // KK-BLD-10, KK-BLD-16 (version 6): a journey by rail or between
        // logistics centres is a step towards its end (never into the enemy).
        let (from, to, group) = match a {
            Action::Move { from, to, group } => (from, to, group),
            Action::Rail { from, to, group } | Action::Logistics { from, to, group } if profile.kit => {
                (from, to, group)
            }
            _ => continue,
        };
        let mut group: Group = group.clone();
        let keep = if Some(*from) == home {
            super::doctrine::capital_keeps(s, p, profile)
        } else if profile.river_ships && super::river::guarded(s, p, *from) {
            0
        } else if profile.works {
            garrison(s, p, *from)
        } else {
            0
        };
        if keep > 0 {
            // The capital keeps two of its units; a province the enemy is
            // near keeps one, unless a stronghold holds it.
            let mut keep = keep;
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
        let (ours, theirs) = super::doctrine::entry_ratio(s, p, profile);
        // Version 6 counts all it can bring from around (they join before the first engagement).
        let strength = if profile.kit { strength.max(strength_around(s, p, *to)) } else { strength };
        if hostile_here(s, *to, Some(p)) && strength * theirs < hostile_strength(s, p, *to) * ours {
            continue;
        }
        if goal[to.index()] >= goal[from.index()] {
            continue;
        }
        let mv = match a {
            Action::Rail { .. } => Action::Rail { from: *from, to: *to, group },
            Action::Logistics { .. } => Action::Logistics { from: *from, to: *to, group },
            _ => Action::Move { from: *from, to: *to, group },
        };
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

/// AMB-19 — the units `from` keeps so its province stays `p`'s: one when
/// they are the last of `p`'s land units in a province the enemy is near
/// and no Castle or Fortress holds it.
pub(super) fn garrison(s: &State, p: Player, from: RegionId) -> u32 {
    let m = map();
    let Some(province) = m.province_of(from).filter(|&q| s.owner(q) == Some(p)) else { return 0 };
    let elsewhere = m.province(province).subs.iter().any(|&r| r != from && army_size(s, p, r) > 0);
    let exposed = !super::works::held_by_stronghold(s, province) && super::works::threatened(s, p, province);
    u32::from(!elsewhere && exposed)
}

/// KK-GENL-07 — a general whose sub-province holds fewer of his state's
/// units than the next one steps there, or, with none at all, towards the
/// nearest army: his Influence counts where the armies are.
pub(super) fn lead(s: &State, p: Player) -> Option<Action> {
    let m = map();
    let armies: Vec<RegionId> = m.board.ids().filter(|&r| army_size(s, p, r) > 0).collect();
    let to_army = steps_to(&armies);
    crate::generals::on_map(s, p).into_iter().find_map(|(number, at)| {
        let here = army_size(s, p, at);
        let to = m
            .land_neighbours(at)
            .filter(|&n| crate::generals::check_move(s, p, number, n).is_ok())
            .filter(|&n| if here == 0 { to_army[n.index()] < to_army[at.index()] } else { army_size(s, p, n) > here })
            .max_by_key(|&n| (army_size(s, p, n), std::cmp::Reverse(n)))?;
        Some(Action::MoveGeneral { number, to })
    })
}

/// KK-PLN-04, AMB-43 (`Profile::lines`) — where no building is left, the
/// plunder takes the enemy's railway tracks touching the sub-province (its
/// rail moves and logistics, KK-BLD-10, KK-BLD-16), else its roads, unless
/// one of them leads into a province of the plunderer's own (its own way
/// to the front: then it does not plunder there).
fn lines(s: &State, p: Player, a: &Action) -> Option<Action> {
    use crate::build::{Loot, spoils};
    match a {
        Action::Plunder { unit, what: 3 } => {
            let at = s.unit(*unit).map_or(RegionId(0), |u| u.at);
            if !spoils(s, at, Loot::Tracks).1.is_empty() {
                return Some(Action::Plunder { unit: *unit, what: 2 });
            }
            let m = map();
            let ours =
                |e: usize| m.edges.get(e).is_some_and(|e| s.owner_at(e.a) == Some(p) || s.owner_at(e.b) == Some(p));
            let roads = spoils(s, at, Loot::Roads).1;
            (!roads.iter().any(|&(e, _)| ours(e))).then_some(Action::Plunder { unit: *unit, what: 1 })
        }
        _ => Some(a.clone()),
    }
}

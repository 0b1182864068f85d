//! The computer's sea lift (`Profile::transports`, KK-NAV-04, KK-NAV-05):
//! an army on a coast or in a harbour whose nearest land not its state's is
//! unreachable over land, or much farther over land than by sea, boards the
//! ships there; loaded ships sail towards the nearest sea next to such land
//! and the army lands there (attacking only when clearly the stronger, as
//! the march does). In the economy window a state with no ship that carries
//! units recruits one transport when a harbour of its has such a sea route.

use super::war::{garrison, goal_steps};
use crate::action::{Action, Group};
use crate::check::check;
use crate::data::units::{Kind, UnitType};
use crate::ids::Player;
use crate::map::map;
use crate::movement::{counts, hostile_here};
use crate::sea::{hostile_ships, is_ship};
use crate::state::State;
use crate::transport::{capacity, cargo};
use engine::board::RegionId;

/// Steps by sea from every sea to the nearest sea next to land not `p`'s
/// where no hostile land unit stands and units of `kinds` may land (a
/// landing unopposed).
fn landing_steps(s: &State, p: Player, kinds: &[Kind]) -> Vec<Option<u32>> {
    let open = |n: RegionId| {
        s.owner_at(n) != Some(p)
            && !hostile_here(s, n, Some(p))
            && usize::from(crate::movement::room(s, n, Some(p))) >= kinds.len()
            && kinds.iter().all(|&k| crate::movement::may_enter(k, n))
    };
    let m = map();
    let mut dist: Vec<Option<u32>> = vec![None; m.subs.len()];
    let mut queue = std::collections::VecDeque::new();
    for r in m.board.ids().filter(|&r| m.is_sea(r)) {
        if m.neighbours(r).any(|n| !m.is_sea(n) && open(n)) {
            dist[r.index()] = Some(0);
            queue.push_back(r);
        }
    }
    while let Some(r) = queue.pop_front() {
        let next = dist[r.index()].map_or(0, |d| d + 1);
        for n in m.neighbours(r).filter(|&n| m.is_sea(n)) {
            if dist[n.index()].is_none() {
                dist[n.index()] = Some(next);
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Whether an army at `from` gains by going by sea: boarding, a sea voyage
/// at three steps a turn and landing beat the march over land.
fn by_sea(s: &State, p: Player, from: RegionId, goal: &[u32], sea: &[Option<u32>]) -> bool {
    let m = map();
    let seas = m.neighbours(from).filter(|&r| m.is_sea(r));
    let Some(voyage) = seas.filter_map(|r| sea.get(r.index()).copied().flatten()).min() else { return false };
    let land = goal.get(from.index()).copied().unwrap_or(u32::MAX);
    crate::sea::is_harbour(s, p, from) && (land == u32::MAX || 3 + voyage.div_ceil(3) < land)
}

/// The movement phase: land a loaded army, sail loaded ships, or board.
pub(super) fn lift(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let goal = goal_steps(s, p)?;
    let sea = landing_steps(s, p, &[]);
    let m = map();
    // Land on land not its own from a sea next to it (with none in reach, anywhere).
    let near = |r: RegionId| {
        let kinds: Vec<Kind> =
            s.units.iter().filter(|u| u.owner == Some(p) && u.at == r && u.aboard.is_some()).map(|u| u.kind).collect();
        landing_steps(s, p, &kinds).get(r.index()).copied().flatten()
    };
    let landing = legal
        .iter()
        .filter_map(|a| match a {
            Action::Disembark { from, to, group } if m.is_sea(*from) && near(*from).is_none_or(|d| d == 0) => {
                let strength: i32 =
                    group.iter().map(|(k, n)| k.template().strength * i32::try_from(*n).unwrap_or(0)).sum();
                let foes: i32 = s
                    .units_at(*to)
                    .filter(|u| counts(u.kind) && s.hostile(u.owner, Some(p)))
                    .map(|u| u.kind.template().strength)
                    .sum();
                let ours = goal[to.index()] > 0 && near(*from).is_some();
                (!ours && (!hostile_here(s, *to, Some(p)) || strength * 2 >= foes * 3)).then_some((goal[to.index()], a))
            }
            _ => None,
        })
        .min_by_key(|(d, _)| *d);
    if let Some((_, a)) = landing {
        return Some(a.clone());
    }
    // Loaded ships make for the nearest sea where their units may land.
    for u in s.units.iter().filter(|u| u.owner == Some(p) && is_ship(u.kind) && u.mp > 0 && !u.fresh) {
        let kinds: Vec<Kind> = cargo(s, u.id).map(|c| c.kind).collect();
        if kinds.is_empty() {
            continue;
        }
        let sea = landing_steps(s, p, &kinds);
        let near = |r: RegionId| sea.get(r.index()).copied().flatten();
        if near(u.at) == Some(0) {
            continue;
        }
        let here = if m.is_sea(u.at) { near(u.at).unwrap_or(u32::MAX) } else { u32::MAX };
        let next = m
            .neighbours(u.at)
            .filter(|&r| m.is_sea(r) && !hostile_ships(s, r, Some(p)))
            .filter_map(|r| Some((near(r)?, r)))
            .min()
            .filter(|(d, _)| *d < here);
        if let Some((_, to)) = next {
            let group = fleet(s, p, u.at);
            let a = Action::Sail { from: u.at, to, group };
            if check(s, p, &a).is_ok() {
                return Some(a);
            }
        }
    }
    // Board where the sea is the shorter way.
    let home = m.homes.get(&p).and_then(|h| h.first()).map(|&pr| m.province(pr).capital);
    legal.iter().find_map(|a| {
        let Action::Embark { from, to, group } = a else { return None };
        if !by_sea(s, p, *from, &goal, &sea) {
            return None;
        }
        let mut keep = if Some(*from) == home { 2 } else { garrison(s, p, *from) };
        let mut group: Group = group.clone();
        for g in group.iter_mut().rev() {
            let take = keep.min(g.1);
            g.1 -= take;
            keep -= take;
        }
        group.retain(|g| g.1 > 0);
        let a = Action::Embark { from: *from, to: *to, group };
        check(s, p, &a).is_ok().then_some(a)
    })
}

/// `p`'s ships at `at` that carry units and may sail, by kind.
fn fleet(s: &State, p: Player, at: RegionId) -> Group {
    let mut group: Group = Vec::new();
    for u in s.army(Some(p), at).filter(|u| is_ship(u.kind) && capacity(u.kind) > 0 && crate::movement::may_step(u, 2))
    {
        match group.iter_mut().find(|(k, _)| *k == u.kind) {
            Some(x) => x.1 += 1,
            None => group.push((u.kind, 1)),
        }
    }
    group
}

/// The economy window: one transport when the state has no ship that
/// carries units and a harbour of its has a sea route worth taking.
pub(super) fn recruit(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if s.units.iter().any(|u| u.owner == Some(p) && is_ship(u.kind) && capacity(u.kind) > 0) {
        return None;
    }
    let goal = goal_steps(s, p)?;
    let sea = landing_steps(s, p, &[]);
    let m = map();
    let worth = m.board.ids().any(|r| !m.is_sea(r) && by_sea(s, p, r, &goal, &sea));
    if !worth {
        return None;
    }
    legal.iter().find_map(|a| match a {
        Action::Recruit { province, kind, .. } if kind.template().kind == UnitType::Transport => {
            Some(Action::Recruit { province: *province, kind: *kind, count: 1, upgrade: 0 })
        }
        _ => None,
    })
}

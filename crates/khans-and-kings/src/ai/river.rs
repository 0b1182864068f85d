//! The computer's river gunboats (`Profile::river_ships`, KK-UNIT-20,
//! GAP-26): a state whose rivers reach land not its own keeps a few
//! gunboats, recruited at its Workshops on a river (and, with none, it
//! puts Workshops on a free river sub-province of its own that its rivers
//! lead to such land). In its movement phase each gunboat joins a battle
//! its state opened next to it by the river, attacks hostile units next to
//! it by the river when clearly the stronger (by the doctrine's entry ratio,
//! with no river penalty to pay), stays where it stands guard on a river
//! sub-province of its state's that the enemy is next to, and otherwise
//! sails to the nearest such post. A province a gunboat keeps (KK-CAP-03)
//! needs no land unit left behind as its garrison (`war::garrison`).

use super::Profile;
use super::economy::RESERVE_GOLD;
use crate::action::Action;
use crate::check::check;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::ids::Player;
use crate::map::map;
use crate::movement::{fights_as_land, hostile_here, may_step};
use crate::river::{has_river, is_river_ship, reach, steps_to};
use crate::sea::hostile_ships;
use crate::state::State;
use engine::board::RegionId;

/// The gunboats a state keeps.
pub(super) const RIVER_SHIPS: usize = 2;

/// Whether `n` is land not `p`'s or holds units hostile to `p` that fight there.
fn foreign(s: &State, p: Player, n: RegionId) -> bool {
    s.owner_at(n) != Some(p) || s.units_at(n).any(|u| fights_as_land(u.kind, n) && s.hostile(u.owner, Some(p)))
}

/// The river sub-provinces of `p`'s where a gunboat stands guard: next to
/// land not its own or to hostile units; those the enemy stands next to first.
fn posts(s: &State, p: Player) -> (Vec<RegionId>, Vec<RegionId>) {
    let m = map();
    let threat = |n: RegionId| {
        s.units_at(n).any(|u| fights_as_land(u.kind, n) && s.hostile(u.owner, Some(p)) && u.owner.is_some())
    };
    let own: Vec<RegionId> =
        m.board.ids().filter(|&r| has_river(r) && s.owner_at(r) == Some(p) && !hostile_here(s, r, Some(p))).collect();
    let front = own.iter().copied().filter(|&r| m.land_neighbours(r).any(|n| foreign(s, p, n))).collect();
    let threatened = own.into_iter().filter(|&r| m.land_neighbours(r).any(threat)).collect();
    (threatened, front)
}

/// Whether gunboats from `from` reach a post along the waterway.
fn leads_to_front(s: &State, p: Player, from: RegionId) -> bool {
    let (_, front) = posts(s, p);
    steps_to(&front, &|_| true).get(from.index()).is_some_and(|&d| d < u32::MAX)
}

/// The economy window: a gunboat at a Workshops on a river whose waterway
/// leads to the front, while the state has fewer than [`RIVER_SHIPS`];
/// with no Workshops on a river at all, Workshops on a free river
/// sub-province of its own that leads there.
pub(super) fn flotilla(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if s.player(p).stock.get(Resource::Gold) < RESERVE_GOLD + 2 {
        return None;
    }
    let own = s.units.iter().filter(|u| u.owner == Some(p) && is_river_ship(u.kind)).count();
    if own >= RIVER_SHIPS {
        return None;
    }
    let recruit = legal.iter().find_map(|a| match a {
        Action::Recruit { province, kind, .. } if is_river_ship(*kind) => {
            let yard = crate::river::yard_in(s, p, *province).ok()?;
            let one = Action::Recruit { province: *province, kind: *kind, count: 1, upgrade: 0 };
            leads_to_front(s, p, yard).then_some(one)
        }
        _ => None,
    });
    if recruit.is_some() {
        return recruit;
    }
    let m = map();
    let yards =
        m.board.ids().any(|r| has_river(r) && s.owner_at(r) == Some(p) && s.building(r) == Some(Building::Workshops));
    if yards || s.player(p).stock.get(Resource::Gold) < RESERVE_GOLD + 3 {
        return None;
    }
    // A yard it can use: no hostile units there nor in its province.
    let usable = |at: RegionId| {
        has_river(at)
            && !hostile_here(s, at, Some(p))
            && m.province_of(at).is_some_and(|pr| !crate::economy::occupied(s, pr))
    };
    let (_, front) = posts(s, p);
    let dist = steps_to(&front, &|_| true);
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Build { at, building: Building::Workshops } if usable(*at) => {
                Some((dist.get(at.index()).copied().unwrap_or(u32::MAX), *at, a))
            }
            _ => None,
        })
        .filter(|(d, ..)| *d < u32::MAX)
        .min_by_key(|(d, at, _)| (*d, *at))
        .map(|(.., a)| a.clone())
}

/// KK-CAP-03, KK-UNIT-20 — whether a gunboat of `p`'s keeps the province
/// of `r` (it stands on a river there), so no land unit need stay behind.
pub(super) fn guarded(s: &State, p: Player, r: RegionId) -> bool {
    let m = map();
    let Some(province) = m.province_of(r) else { return false };
    m.province(province).subs.iter().any(|&x| s.army(Some(p), x).any(|u| is_river_ship(u.kind) && has_river(x)))
}

/// GAP-36 (3) — a gunboat of `p`'s next to the battle `p` opened joins it
/// by the river before the first engagement.
pub(super) fn join(s: &State, p: Player) -> Option<Action> {
    let b = s.battle.as_ref().filter(|b| b.attacker == Some(p) && !b.begun)?;
    let at = b.at;
    reach(at).find_map(|from| {
        let group = crate::river::flotilla(s, p, from);
        let a = Action::Sail { from, to: at, group };
        check(s, p, &a).is_ok().then_some(a)
    })
}

/// The movement phase: each gunboat's attack, guard or step towards its post.
pub(super) fn sail(s: &State, p: Player, profile: Profile) -> Option<Action> {
    let boats: Vec<_> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && is_river_ship(u.kind) && may_step(u, 2) && !u.fresh)
        .map(|u| (u.id, u.at, u.kind, u.losses))
        .collect();
    if boats.is_empty() {
        return None;
    }
    let (threatened, front) = posts(s, p);
    let m = map();
    let open = |r: RegionId| if m.is_sea(r) { !hostile_ships(s, r, Some(p)) } else { !hostile_here(s, r, Some(p)) };
    let to_threat = steps_to(&threatened, &open);
    let to_front = steps_to(&front, &open);
    let (ours, theirs) = super::doctrine::entry_ratio(s, p, profile);
    for (_, at, kind, losses) in boats {
        let group = vec![(kind, 1)];
        // An attack where it is clearly the stronger.
        let strength = crate::combat::with_losses(kind.template().strength, losses);
        let attack = reach(at)
            .filter(|&n| !m.is_sea(n) && hostile_here(s, n, Some(p)))
            .filter(|&n| strength * theirs >= super::war::hostile_strength(s, p, n) * ours)
            .min_by_key(|&n| (super::war::hostile_strength(s, p, n), n));
        if let Some(to) = attack {
            let a = Action::Sail { from: at, to, group: group.clone() };
            if check(s, p, &a).is_ok() {
                return Some(a);
            }
        }
        // On guard where the enemy is next to it (or at a post, none threatened).
        let dist = if threatened.is_empty() { &to_front } else { &to_threat };
        let here = dist.get(at.index()).copied().unwrap_or(u32::MAX);
        if here == 0 {
            continue;
        }
        let step = reach(at)
            .filter(|&n| open(n) && dist.get(n.index()).is_some_and(|&d| d < here))
            .min_by_key(|&n| (dist.get(n.index()).copied().unwrap_or(u32::MAX), n));
        if let Some(to) = step {
            let a = Action::Sail { from: at, to, group };
            if check(s, p, &a).is_ok() {
                return Some(a);
            }
        }
    }
    None
}

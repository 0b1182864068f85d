//! The computer's fleet (since version 3): a warship or two and a
//! minelayer where its harbours allow them; warships attack enemy ships
//! next to them when the odds favour it and otherwise sail to blockade the
//! nearest enemy port (KK-TRADE-12); a minelayer lays its barrier off an
//! enemy port (GAP-13). With `Profile::doctrine` a warship in harbour
//! waits there for a general coming aboard (`ai/admirals.rs`).

use super::economy::RESERVE_GOLD;
use crate::action::Action;
use crate::check::check;
use crate::data::buildings::Building;
use crate::data::resources::{Org, Resource};
use crate::data::units::{Availability, Kind, UnitType};
use crate::ids::Player;
use crate::map::map;
use crate::sea::{hostile_ships, is_ship};
use crate::state::{State, Unit};
use engine::board::{Link, RegionId};

/// The warships a state keeps, and its minelayers.
const WARSHIPS: usize = 2;

pub(super) fn warship(kind: Kind) -> bool {
    matches!(kind.template().kind, UnitType::Warship | UnitType::LargeSteelShip)
}

/// The economy window: a warship while it has fewer than two, then a minelayer.
pub(super) fn navy(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if s.player(p).stock.get(Resource::Gold) < RESERVE_GOLD + 2 {
        return None;
    }
    let own: Vec<Kind> = s.units.iter().filter(|u| u.owner == Some(p) && is_ship(u.kind)).map(|u| u.kind).collect();
    let warships = own.iter().filter(|k| warship(**k)).count();
    let layers = own.iter().filter(|k| k.template().kind == UnitType::Minelayer).count();
    let wanted =
        |k: Kind| (warship(k) && warships < WARSHIPS) || (k.template().kind == UnitType::Minelayer && layers == 0);
    let recruit = legal
        .iter()
        .filter_map(|a| if let Action::Recruit { province, kind, .. } = a { Some((*province, *kind)) } else { None })
        .find(|(_, k)| wanted(*k))
        .map(|(province, kind)| Action::Recruit { province, kind, count: 1, upgrade: 0 });
    if recruit.is_some() || warships >= WARSHIPS {
        return recruit;
    }
    // The buildings its warship needs, in a province of its that has a harbour.
    let org = |k: Kind| match k.template().org {
        Availability::Craft => p.org() == Org::Craft,
        Availability::Industrial => p.org() == Org::Industrial,
        Availability::Both | Availability::Neutral => true,
        Availability::Regional | Availability::Independent => false,
    };
    let ship = Kind::all()
        .filter(|&k| warship(k) && org(k))
        .min_by_key(|&k| crate::economy::unit_cost(s, p, k).map_or(u32::MAX, |c| c.total()))?;
    let (at, building) = s
        .provinces_of(p)
        .filter(|&pr| crate::sea::harbour_in(s, p, pr).is_some())
        .find_map(|pr| super::works::next_of(s, p, pr, ship.template().requires))?;
    let build = Action::Build { at, building };
    if legal.contains(&build) {
        Some(build)
    } else {
        super::economy::trade_for(s, p, &crate::economy::building_cost(s, p, building)?)
    }
}

/// The seas off the ports of `p`'s enemies, where a blockade or a barrier bites.
fn targets(s: &State, p: Player) -> Vec<RegionId> {
    let m = map();
    let mut seas: Vec<RegionId> = m
        .board
        .ids()
        .filter(|&r| {
            s.building(r) == Some(Building::Port) && s.hostile(s.owner_at(r), Some(p)) && s.owner_at(r).is_some()
        })
        .flat_map(|r| m.neighbours(r).filter(|&x| m.is_sea(x)).collect::<Vec<_>>())
        .collect();
    seas.sort_unstable();
    seas.dedup();
    seas
}

/// The movement phase: the fleet's next step, barrier or attack.
pub(super) fn sail(s: &State, p: Player, profile: super::Profile) -> Option<Action> {
    let targets = targets(s, p);
    let m = map();
    // Steps to the nearest target sea, over the sea.
    let mut dist: Vec<Option<u32>> = vec![None; m.subs.len()];
    for &t in &targets {
        let d = m.board.distances(t, &[Link::Sea], |r| m.is_sea(r));
        for (x, y) in dist.iter_mut().zip(d) {
            *x = match (*x, y) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
    }
    let ships: Vec<&Unit> =
        s.units.iter().filter(|u| u.owner == Some(p) && is_ship(u.kind) && u.mp > 0 && !u.fresh).collect();
    for u in ships {
        if u.kind.template().kind == UnitType::Minelayer && targets.contains(&u.at) {
            let lay = Action::LayMines { unit: u.id };
            if check(s, p, &lay).is_ok() {
                return Some(lay);
            }
            continue;
        }
        if !warship(u.kind) && u.kind.template().kind != UnitType::Minelayer {
            continue;
        }
        if profile.doctrine && warship(u.kind) && super::admirals::awaited(s, p, u) {
            continue;
        }
        let here = dist.get(u.at.index()).copied().flatten();
        let next = m.neighbours(u.at).filter(|&r| m.is_sea(r)).min_by_key(|&r| {
            let enemy = hostile_ships(s, r, Some(p)) && warship(u.kind);
            (!enemy, dist.get(r.index()).copied().flatten().unwrap_or(u32::MAX), r)
        })?;
        let closer = dist.get(next.index()).copied().flatten().is_some_and(|d| here.is_none_or(|h| d < h));
        let attack = hostile_ships(s, next, Some(p)) && warship(u.kind);
        if closer || attack || !m.is_sea(u.at) {
            let a = Action::Sail { from: u.at, to: next, group: vec![(u.kind, 1)] };
            if check(s, p, &a).is_ok() {
                return Some(a);
            }
        }
    }
    None
}

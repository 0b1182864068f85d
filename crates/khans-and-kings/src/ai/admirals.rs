//! The computer's admirals (KK-GENL-19…23, AMB-60; `Profile::doctrine`):
//! with warships, a general who is free — another general stays ashore, or
//! no army of four needs one — boards the strongest of them as his
//! flagship, walking to it first when it lies within two steps; he stays
//! aboard while the fleet acts and goes ashore when his flagship is no
//! warship, or when no general is left ashore and an army of four needs one.

use crate::action::Action;
use crate::check::check;
use crate::ids::Player;
use crate::map::map;
use crate::state::{GeneralAt, State, Unit};
use engine::board::RegionId;

/// The smallest army that needs a general more than the fleet does.
const ARMY: usize = 4;
/// The farthest a general walks (in steps over land) to his flagship.
const WALK: u32 = 2;

/// The computer's next admiral action in its movement phase, if any.
pub(super) fn admirals(s: &State, p: Player) -> Option<Action> {
    ashore(s, p).or_else(|| board(s, p))
}

/// Whether `p` has an army of at least four fighting units somewhere.
fn army_needs_general(s: &State, p: Player) -> bool {
    map().board.ids().any(|r| super::war::army_size(s, p, r) >= ARMY)
}

/// `p`'s generals on land on the map who have not moved: `(number, where)`.
fn ashore_generals(s: &State, p: Player) -> Vec<(u8, RegionId, bool)> {
    s.player(p)
        .generals
        .iter()
        .filter(|g| g.flagship.is_none())
        .filter_map(|g| if let GeneralAt::Map(r) = g.at { Some((g.number, r, g.moved)) } else { None })
        .collect()
}

/// KK-GENL-19 — the flagship the fleet wants: its strongest warship (then
/// the lowest id), none of transports and minelayers alone.
fn flagship(s: &State, p: Player) -> Option<&Unit> {
    s.units
        .iter()
        .filter(|u| u.owner == Some(p) && super::sea::warship(u.kind))
        .max_by_key(|u| (u.kind.template().strength, std::cmp::Reverse(u.id)))
}

/// KK-GENL-20, KK-GENL-22 — an admiral goes ashore when his flagship is no
/// warship (the fleet's warships are lost: he commands nothing worth it),
/// or when no general is left ashore and an army of four needs one (an
/// army's battles weigh more than the fleet's). Where he lands: the first
/// place the rules allow.
fn ashore(s: &State, p: Player) -> Option<Action> {
    let none_ashore = ashore_generals(s, p).is_empty();
    let admiral = s.player(p).generals.iter().find(|g| {
        let ship = g.flagship.and_then(|id| s.unit(id));
        !g.moved
            && ship.is_some()
            && (ship.is_some_and(|u| !super::sea::warship(u.kind)) || (none_ashore && army_needs_general(s, p)))
    })?;
    crate::admirals::choices(s, p)
        .into_iter()
        .filter(|a| matches!(a, Action::GoAshore { number, .. } if *number == admiral.number))
        .find(|a| check(s, p, a).is_ok())
}

/// KK-GENL-19, KK-GENL-20 — with no admiral yet, a free general boards the
/// fleet's flagship where he stands or next to its sea, or walks towards
/// it when it lies within two steps. Free: another general stays ashore,
/// or no army of four needs him (the exact opposite of going ashore, so he
/// does not go back and forth).
fn board(s: &State, p: Player) -> Option<Action> {
    if s.player(p).generals.iter().any(|g| g.flagship.is_some()) {
        return None;
    }
    let ship = flagship(s, p)?;
    let ashore = ashore_generals(s, p);
    let free = ashore.len() >= 2 || !army_needs_general(s, p);
    if !free {
        return None;
    }
    let ready: Vec<(u8, RegionId)> = ashore.iter().filter(|g| !g.2).map(|g| (g.0, g.1)).collect();
    if let Some(a) =
        ready.iter().map(|&(number, _)| Action::BoardShip { number, ship: ship.id }).find(|a| check(s, p, a).is_ok())
    {
        return Some(a);
    }
    walk(s, p, ship, &ready)
}

/// KK-GENL-07 — the general nearest the flagship's shore, within two steps,
/// takes a step towards it.
fn walk(s: &State, p: Player, ship: &Unit, ready: &[(u8, RegionId)]) -> Option<Action> {
    let m = map();
    let shore: Vec<RegionId> =
        if m.is_sea(ship.at) { m.neighbours(ship.at).filter(|&r| !m.is_sea(r)).collect() } else { vec![ship.at] };
    let dist = super::war::steps_to(&shore);
    let &(number, at) = ready
        .iter()
        .filter(|g| dist[g.1.index()] <= WALK && dist[g.1.index()] > 0)
        .min_by_key(|g| (dist[g.1.index()], g.0))?;
    let to = m
        .land_neighbours(at)
        .filter(|&n| dist[n.index()] < dist[at.index()])
        .find(|&n| crate::generals::check_move(s, p, number, n).is_ok())?;
    Some(Action::MoveGeneral { number, to })
}

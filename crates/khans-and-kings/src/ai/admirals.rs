//! The computer's admirals (KK-GENL-19…23, AMB-60; `Profile::doctrine`):
//! with warships, a general who is free — another general stays ashore, or
//! no army of four needs one — boards the strongest of them he can reach
//! as his flagship, walking to it first when it lies within three steps (a
//! general from the pool is placed on its shore); he stays aboard while
//! the fleet acts and goes ashore when his flagship is no
//! warship or has taken losses, when no general is left ashore and an
//! army of four needs one, or to lead an army of four next to him that no
//! general leads. A general who alone leads an army of four stays with it.

use crate::action::Action;
use crate::check::check;
use crate::ids::Player;
use crate::map::map;
use crate::state::{GeneralAt, State, Unit};
use engine::board::RegionId;

/// The smallest army that needs a general more than the fleet does.
const ARMY: usize = 4;
/// The farthest a general walks (in steps over land, one a turn) to his
/// flagship.
const WALK: u32 = 3;

/// The computer's next admiral action in its movement phase, if any.
pub(super) fn admirals(s: &State, p: Player) -> Option<Action> {
    ashore(s, p).or_else(|| to_army(s, p)).or_else(|| board(s, p))
}

/// Whether `p` has an army of at least four fighting units somewhere.
fn army_needs_general(s: &State, p: Player) -> bool {
    map().board.ids().any(|r| super::war::army_size(s, p, r) >= ARMY)
}

/// `p`'s generals on land on the map: `(number, where, moved this turn)`.
fn ashore_generals(s: &State, p: Player) -> Vec<(u8, RegionId, bool)> {
    s.player(p)
        .generals
        .iter()
        .filter(|g| g.flagship.is_none())
        .filter_map(|g| if let GeneralAt::Map(r) = g.at { Some((g.number, r, g.moved)) } else { None })
        .collect()
}

/// KK-GENL-19 — `p`'s warships without losses, strongest first (then the
/// lowest id): the flagship is the strongest one a general can reach;
/// transports and minelayers alone are no fleet to command.
fn warships(s: &State, p: Player) -> Vec<&Unit> {
    let mut ships: Vec<&Unit> =
        s.units.iter().filter(|u| u.owner == Some(p) && super::sea::warship(u.kind) && u.losses == 0).collect();
    ships.sort_unstable_by_key(|u| (std::cmp::Reverse(u.kind.template().strength), u.id));
    ships
}

/// The land sub-provinces from which a general may board `ship`: its
/// harbour, or every coast of its sea.
fn shore(ship: &Unit) -> Vec<RegionId> {
    let m = map();
    if m.is_sea(ship.at) { m.neighbours(ship.at).filter(|&r| !m.is_sea(r)).collect() } else { vec![ship.at] }
}

/// KK-GENL-20, KK-GENL-22 — an admiral goes ashore when his flagship is no
/// warship (the fleet's warships are lost: he commands nothing worth it),
/// when it has taken losses (KK-GENL-21: he would die with it; he boards
/// again once it is whole), or when no general is left ashore and an army
/// of four needs one (an army's battles weigh more than the fleet's).
/// Where he lands: the first place the rules allow.
fn ashore(s: &State, p: Player) -> Option<Action> {
    let none_ashore = ashore_generals(s, p).is_empty();
    let admiral = s.player(p).generals.iter().find(|g| {
        let ship = g.flagship.and_then(|id| s.unit(id));
        !g.moved
            && ship.is_some()
            && (ship.is_some_and(|u| !super::sea::warship(u.kind) || u.losses > 0)
                || (none_ashore && army_needs_general(s, p)))
    })?;
    crate::admirals::choices(s, p)
        .into_iter()
        .filter(|a| matches!(a, Action::GoAshore { number, .. } if *number == admiral.number))
        .find(|a| check(s, p, a).is_ok())
}

/// Whether `p`'s army at `r` has four units or more and no general ashore
/// whose Influence (his sub-province and its neighbours, KK-GENL-07)
/// reaches it.
fn leaderless(s: &State, p: Player, r: RegionId) -> bool {
    leaderless_but(s, p, r, None)
}

/// Whether `p`'s army at `r` has four units or more and no general ashore
/// but `but` reaches it with his Influence.
fn leaderless_but(s: &State, p: Player, r: RegionId, but: Option<u8>) -> bool {
    let m = map();
    super::war::army_size(s, p, r) >= ARMY
        && !ashore_generals(s, p)
            .iter()
            .any(|g| Some(g.0) != but && (g.1 == r || m.land_neighbours(r).any(|n| n == g.1)))
}

/// KK-GENL-20, KK-GENL-07 — an admiral next to an army of four that no
/// general leads goes ashore to it: an army's battles weigh more than the
/// fleet's.
fn to_army(s: &State, p: Player) -> Option<Action> {
    let admirals: Vec<u8> =
        s.player(p).generals.iter().filter(|g| g.flagship.is_some() && !g.moved).map(|g| g.number).collect();
    crate::admirals::choices(s, p).into_iter().find(|a| {
        matches!(a, Action::GoAshore { number, to } if admirals.contains(number) && leaderless(s, p, *to))
            && check(s, p, a).is_ok()
    })
}

/// KK-GENL-19, KK-GENL-20 — with no admiral yet, a free general boards the
/// strongest warship he can, where he stands or next to its sea, or walks
/// towards one when it lies within three steps. Free: another general stays ashore,
/// or no army of four needs him (the exact opposite of going ashore, so he
/// does not go back and forth).
fn board(s: &State, p: Player) -> Option<Action> {
    if s.player(p).generals.iter().any(|g| g.flagship.is_some()) {
        return None;
    }
    let ships = warships(s, p);
    let ashore = ashore_generals(s, p);
    let free = ashore.len() >= 2 || !army_needs_general(s, p);
    if !free {
        return None;
    }
    // A general who alone leads an army of four stays with it (the
    // opposite of `to_army`, so he does not go back and forth).
    let ready: Vec<(u8, RegionId)> =
        ashore.iter().filter(|g| !g.2 && !leaderless_but(s, p, g.1, Some(g.0))).map(|g| (g.0, g.1)).collect();
    let boarding =
        ships.iter().flat_map(|ship| ready.iter().map(|&(number, _)| Action::BoardShip { number, ship: ship.id }));
    if let Some(a) = boarding.into_iter().find(|a| check(s, p, a).is_ok()) {
        return Some(a);
    }
    ships.iter().find_map(|ship| walk(s, p, ship, &ready))
}

/// KK-GENL-07 — the general nearest the flagship's shore, within three steps,
/// takes a step towards it.
fn walk(s: &State, p: Player, ship: &Unit, ready: &[(u8, RegionId)]) -> Option<Action> {
    let m = map();
    let dist = super::war::steps_to(&shore(ship));
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

/// KK-GENL-19, GAP-31 — in the economy window, with warships and no
/// admiral, a general from the pool is placed on a warship's shore
/// (its harbour, or a coast of its sea) rather than with the largest army,
/// when another general is ashore to lead the armies (or no army of four
/// needs one): the nearest way to give the fleet a commander.
pub(super) fn place(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if s.player(p).generals.iter().any(|g| g.flagship.is_some()) {
        return None;
    }
    if ashore_generals(s, p).is_empty() && army_needs_general(s, p) {
        return None;
    }
    warships(s, p).into_iter().find_map(|ship| {
        let shore = shore(ship);
        legal.iter().find(|a| matches!(a, Action::PlaceGeneral { at, .. } if shore.contains(at))).cloned()
    })
}

/// KK-GENL-19 — whether warship `ship`, docked in its harbour, waits
/// there for its admiral: none is aboard any ship yet, a general is free,
/// and one stands within three steps of the harbour (the fleet sails with
/// its commander rather than before he can reach it).
pub(super) fn awaited(s: &State, p: Player, ship: &Unit) -> bool {
    if map().is_sea(ship.at) || s.player(p).generals.iter().any(|g| g.flagship.is_some()) {
        return false;
    }
    let ashore = ashore_generals(s, p);
    if ashore.len() < 2 && army_needs_general(s, p) {
        return false;
    }
    let dist = super::war::steps_to(&[ship.at]);
    ashore.iter().any(|g| dist[g.1.index()] <= WALK)
}

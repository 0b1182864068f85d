//! The rest of the computer's kit (version 6, `Profile::kit`): the actions
//! earlier versions never took, each where it serves.
//!
//! * **Vassals** (KK-REC-28…31, GAP-06): a Feudal Monarchy grants privileges
//!   to its national province of the lowest Wealth with the most buildings
//!   (it gives up that level of Wealth for a free Heavy Cavalry with a PD a
//!   building), two such at most, and calls the vassals of a privileged
//!   province whenever none of them stand.
//! * **Upgrades** (KK-UNIT-14…16, GAP-32): a recruit takes the upgrade of the
//!   most Strength it may have at half price when that leaves its reserve;
//!   with gold to spare, its strongest unit without one is upgraded.
//! * **Generals** (KK-GENL-07): a general with no unit of his within two
//!   steps goes back to the pool, to be placed by the largest army.
//! * **Rail and logistics** (KK-BLD-10, KK-BLD-16): in the march, a journey
//!   by rail or between logistics centres counts as a step towards its end.
//! * **Bombardment** (KK-CMB-31/32): heavy guns and large steel ships
//!   bombard an enemy Stronghold in range, else its most costly building.
//! * **Sappers** (KK-BLD-07, GAP-27 `BUILD`): they blow up a building of
//!   their own state's where the enemy is stronger next to them, and lay a
//!   road towards the front where none runs.
//! * **Aircraft** (KK-AIR-01): an aircraft with nothing in reach moves to
//!   its state's base nearest the enemy.
//! * **Mines** (GAP-13): a minelayer clears an enemy barrier it meets.
//!
//! Surrender (KK-POW-08) is left out: giving a unit to the enemy never
//! serves the attacker more than going back to its starting position.

use super::Profile;
use super::economy::RESERVE_GOLD;
use crate::action::Action;
use crate::check::check;
use crate::data::resources::Resource;
use crate::data::tables::Government;
use crate::data::upgrades::Upgrade;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::{GeneralAt, State};
use engine::board::RegionId;

/// How many provinces a Feudal Monarchy keeps under privileges.
const PRIVILEGED: usize = 2;

/// KK-REC-29…31 — privileges granted, or vassals called.
pub(super) fn vassals(s: &State, p: Player) -> Option<Action> {
    if s.player(p).government != Government::FeudalMonarchy {
        return None;
    }
    let own: Vec<ProvinceId> = s.provinces_of(p).collect();
    if let Some(a) = own.iter().map(|&province| Action::CallVassals { province }).find(|a| check(s, p, a).is_ok()) {
        return Some(a);
    }
    let granted = own.iter().filter(|&&pr| s.province(pr).privileged).count();
    if granted >= PRIVILEGED {
        return None;
    }
    own.iter()
        .copied()
        .filter(|pr| s.player(p).national.contains(pr) && !super::works::threatened(s, p, *pr))
        .min_by_key(|&pr| {
            let buildings = crate::recruit::buildings_in(s, pr).len();
            (crate::economy::wealth_level(s, pr), std::cmp::Reverse(buildings), pr.0)
        })
        .map(|province| Action::GrantPrivileges { province })
        .filter(|a| check(s, p, a).is_ok())
}

/// KK-UNIT-16 — the upgrade index (into `Upgrade::ALL`, plus one) a recruit
/// of `kind` in `province` takes: the most Strength for its half price, if
/// the state can pay both and keep its reserve of gold.
pub(super) fn recruit_upgrade(s: &State, p: Player, province: ProvinceId, kind: crate::data::units::Kind) -> u8 {
    let Some(unit) = crate::economy::unit_cost(s, p, kind) else { return 0 };
    let stock = s.player(p).stock;
    let mut best = (0, 0);
    for (i, u) in Upgrade::ALL.iter().enumerate() {
        let index = u8::try_from(i + 1).unwrap_or(0);
        let Ok(Some((_, half))) = crate::recruit::recruit_upgrade(s, p, province, kind, index) else { continue };
        let mut total = unit;
        for (r, n) in half.amounts() {
            total.add(r, n);
        }
        let keeps = stock.get(Resource::Gold) >= total.get(Resource::Gold) + RESERVE_GOLD;
        let gain = u.strength(false) * 2 + u.morale();
        if stock.covers(&total) && keeps && gain > best.1 {
            best = (index, gain);
        }
    }
    best.0
}

/// KK-UNIT-14, KK-UNIT-15 — with gold to spare, the strongest unit without
/// an upgrade of its own gets the one of most Strength it may have.
pub(super) fn upgrade(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    if s.player(p).stock.get(Resource::Gold) < RESERVE_GOLD + 4 {
        return None;
    }
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Upgrade { unit, upgrade } => s.unit(*unit).map(|u| (u, *upgrade, a)),
            _ => None,
        })
        .filter(|(u, _, _)| u.upgrades.is_empty() && crate::movement::counts(u.kind))
        .max_by_key(|(u, g, _)| (u.kind.template().strength, g.strength(false), std::cmp::Reverse(u.id)))
        .map(|(_, _, a)| a.clone())
}

/// KK-GENL-07 — a general on the map with no unit of his state's within two
/// steps goes back to the pool (to be placed by the largest army).
pub(super) fn withdraw_general(s: &State, p: Player) -> Option<Action> {
    let m = map();
    s.player(p).generals.iter().find_map(|g| {
        let GeneralAt::Map(at) = g.at else { return None };
        let near = m.board.distances(at, &[engine::board::Link::Land], |_| true);
        let alone = !s
            .units
            .iter()
            .any(|u| u.owner == Some(p) && near.get(u.at.index()).copied().flatten().is_some_and(|d| d <= 2));
        let a = Action::WithdrawGeneral { number: g.number };
        (alone && check(s, p, &a).is_ok()).then_some(a)
    })
}

/// KK-CMB-31, KK-CMB-32 — a bombardment: an enemy Stronghold in range
/// first, else its most costly building.
pub(super) fn bombard(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let value = |at: RegionId| {
        s.building(at).map_or(0, |b| {
            let cost = crate::economy::building_cost(s, p, b).map_or(0, |c| c.total());
            (u32::from(b.is_stronghold()) * 100) + cost
        })
    };
    legal
        .iter()
        .filter_map(|a| if let Action::Bombard { at, .. } = a { Some((value(*at), a)) } else { None })
        .filter(|(_, a)| check(s, p, a).is_ok())
        .max_by_key(|(v, _)| *v)
        .map(|(_, a)| a.clone())
}

/// KK-BLD-07, AMB-41 — Sappers blow up their state's building where hostile
/// land units next to them are stronger than its units there: the enemy
/// gets no use of it, the state its plunder yield.
pub(super) fn blow_up(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    legal.iter().find_map(|a| {
        let Action::BlowUp { unit } = a else { return None };
        let at = s.unit(*unit)?.at;
        let ours: i32 = s.army(Some(p), at).map(|u| u.kind.template().strength).sum();
        let theirs: i32 = map().land_neighbours(at).map(|r| super::war::hostile_strength(s, p, r)).sum();
        (theirs > ours).then(|| a.clone())
    })
}

/// GAP-27 `BUILD(ROAD)` — Sappers lay a road on an edge towards the front
/// (towards `goal`) where none runs, when the state can pay it.
pub(super) fn field_works(s: &State, p: Player, legal: &[Action], goal: &[u32]) -> Option<Action> {
    let m = map();
    legal.iter().find_map(|a| {
        let Action::FieldWorks { unit, edge, what: crate::data::buildings::EdgeBuilding::Road } = a else {
            return None;
        };
        let at = s.unit(*unit)?.at;
        let e = m.edges.get(*edge)?;
        let other = if e.a == at { e.b } else { e.a };
        let road = s.edges.get(*edge).is_some_and(|x| x.road || x.railway);
        (!road
            && goal.get(other.index()) < goal.get(at.index())
            && s.player(p).stock.get(Resource::Gold) > RESERVE_GOLD)
            .then(|| a.clone())
    })
}

/// KK-AIR-01 — an aircraft with no mission in reach flies to its state's
/// base nearest the enemy (fewest steps to a hostile land unit).
pub(super) fn rebase(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let enemy: Vec<RegionId> = s
        .units
        .iter()
        .filter(|u| crate::movement::counts(u.kind) && s.hostile(u.owner, Some(p)) && u.owner.is_some())
        .map(|u| u.at)
        .collect();
    if enemy.is_empty() {
        return None;
    }
    let steps = super::war::steps_to(&enemy);
    let busy = |unit| {
        legal
            .iter()
            .any(|a| matches!(a, Action::AirStrike { unit: u, .. } | Action::Bomb { unit: u, .. } if *u == unit))
    };
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Rebase { unit, to } if !busy(*unit) => {
                let from = s.unit(*unit)?.at;
                (steps[to.index()] < steps[from.index()]).then_some((steps[to.index()], a))
            }
            _ => None,
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, a)| a.clone())
}

/// GAP-13 — a minelayer of `p`'s clears an enemy barrier where it stands.
pub(super) fn sweep(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .find(|a| matches!(a, Action::Sweep { at } if s.subs.get(at.index()).and_then(|x| x.mines).is_some_and(|o| o != p)))
        .cloned()
}

/// The movement phase's uses of the kit, before the march.
pub(super) fn movement(
    s: &State,
    p: Player,
    legal: &[Action],
    goal: Option<&[u32]>,
    profile: Profile,
) -> Option<Action> {
    if !profile.kit {
        return None;
    }
    bombard(s, p, legal)
        .or_else(|| blow_up(s, p, legal))
        .or_else(|| sweep(s, p, legal))
        .or_else(|| goal.and_then(|g| field_works(s, p, legal, g)))
        .or_else(|| rebase(s, p, legal))
}

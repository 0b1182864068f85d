//! The air war (KK-AIR, GAP-25, GAP-40): aircraft stand at their bases and
//! fly one mission a turn — an attack on a unit, a bombing raid on a
//! building, or a flight to another base. The enemy's fighters meet it
//! first (KK-AIR-07, AMB-49), then its anti-aircraft fire (KK-AIR-05,
//! KK-AIR-06, AMB-69); a base left without land units is taken with its
//! aircraft (KK-UNIT-18, AMB-44).
//!
//! # Where this implementation reads the rules its own way
//! * Airships (type FLYING, GAP-40) fly missions from an Airfield like
//!   aircraft. Four Crowns has no mooring masts, and one way of flying keeps
//!   every air rule in one place; an airship is still not a land unit
//!   (KK-AIR-12: it takes no room and holds no province).
//! * AMB-49 speaks of a mission's path; a mission here goes straight to its
//!   target, so a fighter intercepts when the target lies within
//!   ⌈Speed/2⌉ steps of its base (EX-68).
//! * Aircraft are never routed and never retreat: beaten, they are back at
//!   their base already (KK-AIR-04, KK-AIR-08); they take the loss table's
//!   losses like any unit.

use crate::Ev;
use crate::battle::{add_losses, experience, resolve, volley};
use crate::data::buildings::Building;
use crate::data::terrain::Tag;
use crate::data::units::{Ability, Family, Kind, UnitType};
use crate::event::{Event, Travel};
use crate::ids::{Player, ProvinceId, UnitId};
use crate::map::map;
use crate::movement::hostile_here;
use crate::refusal::Refuse;
use crate::state::{State, Unit};
use engine::board::{Link, RegionId};
use engine::dice::Dice;

/// KK-AIR-12 — whether units of `kind` fly (aviation and airships): they
/// take no room and hold no ground.
#[must_use]
pub fn flies(kind: Kind) -> bool {
    matches!(kind.template().kind.family(), Family::Aviation | Family::Flying)
}

/// GAP-40, KK-AIR-10 — the bombing value of `kind`, if it bombs.
#[must_use]
pub fn bombing(kind: Kind) -> Option<u8> {
    kind.template().abilities.iter().find_map(|a| if let Ability::Bomb(v) = a { Some(*v) } else { None })
}

/// KK-AIR-01, KK-AIR-02 — whether `r` is a base of `p` for `kind`: an
/// Airfield in `p`'s hands; for a seaplane also a river, swamp or coastal
/// sub-province.
#[must_use]
pub fn is_base(s: &State, p: Player, kind: Kind, r: RegionId) -> bool {
    if s.owner_at(r) != Some(p) {
        return false;
    }
    if s.building(r) == Some(Building::Airfield) {
        return true;
    }
    let sub = map().sub(r);
    kind.template().kind == UnitType::Seaplane
        && (sub.river || sub.coastal || map().terrain(r).is_some_and(|t| t.has(Tag::Swamp)))
}

/// GAP-33 — where aircraft recruited in `province` appear: its first base
/// free of enemy units.
#[must_use]
pub fn base_in(s: &State, p: Player, province: ProvinceId, kind: Kind) -> Option<RegionId> {
    map()
        .province(province)
        .subs
        .iter()
        .copied()
        .find(|&r| is_base(s, p, kind, r) && !crate::movement::closed(s, r, Some(p)))
}

/// Steps from `from` to every sub-province: aircraft fly over land and sea.
fn steps(from: RegionId) -> Vec<Option<u32>> {
    map().board.distances(from, &[Link::Land, Link::Coast, Link::Sea], |_| true)
}

/// The number of steps between two sub-provinces by air.
#[must_use]
pub fn distance(from: RegionId, to: RegionId) -> Option<u32> {
    steps(from).get(to.index()).copied().flatten()
}

/// KK-AIR-01, GAP-40 — an aircraft's range: its Speed.
#[must_use]
pub fn range(kind: Kind) -> u32 {
    u32::from(kind.template().speed)
}

/// KK-AIR-07, AMB-49, EX-68 — a fighter intercepts within half its flight
/// range, rounded up: Speed 4 reaches 2 steps.
#[must_use]
pub fn intercept_radius(kind: Kind) -> u32 {
    range(kind).div_ceil(2)
}

/// KK-AIR-05, EX-67 — anti-aircraft fire reaches one step.
pub const AA_RADIUS: u32 = 1;

/// KK-AIR-06, EX-65, EX-66 — the anti-aircraft d6 turns a mission back on
/// a 5 or a 6.
#[must_use]
pub const fn aborts(die: u8) -> bool {
    die >= 5
}

/// KK-AIR-10, AMB-62, EX-69 — a bomb destroys the building when the d8
/// reaches the aircraft's bombing value.
#[must_use]
pub const fn bomb_hits(die: u8, value: u8) -> bool {
    die >= value
}

/// KK-AIR-01 — `p`'s aircraft `unit`, able to fly a mission now: at a
/// base, not yet flown this turn, not fresh.
///
/// # Errors
/// The rule it breaks.
fn ready(s: &State, p: Player, unit: UnitId) -> Result<&Unit, Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p) && flies(u.kind)).ok_or(Refuse::NoSuchUnits)?;
    if u.acted || u.fresh || !is_base(s, p, u.kind, u.at) {
        return Err(Refuse::NoMission);
    }
    if s.battle.is_some() {
        return Err(Refuse::BattleFirst);
    }
    Ok(u)
}

/// KK-AIR-01 — the target lies within the aircraft's range of its base.
fn within_range(u: &Unit, at: RegionId) -> Result<(), Refuse> {
    let range = range(u.kind);
    if distance(u.at, at).is_some_and(|d| d <= range) {
        Ok(())
    } else {
        Err(Refuse::AirRange { range: u8::try_from(range).unwrap_or(u8::MAX) })
    }
}

/// KK-AIR-03, KK-AIR-04, GAP-25 — whether `p`'s aircraft `unit` may attack
/// `target`: a hostile unit within range; aircraft only by fighters.
///
/// # Errors
/// The rule it breaks.
pub fn check_strike(s: &State, p: Player, unit: UnitId, target: UnitId) -> Result<(), Refuse> {
    let u = ready(s, p, unit)?;
    let t = s.unit(target).filter(|t| s.hostile(t.owner, Some(p))).ok_or(Refuse::NoSuchUnits)?;
    if flies(t.kind) && !u.kind.template().has(Ability::Intercept) {
        return Err(Refuse::AirTarget);
    }
    within_range(u, t.at)
}

/// KK-AIR-10, KK-AIR-11 — whether `p`'s aircraft `unit` may bomb the
/// building at `at`: it carries bombs, the building stands in a province
/// not `p`'s, within range.
///
/// # Errors
/// The rule it breaks.
pub fn check_bomb(s: &State, p: Player, unit: UnitId, at: RegionId) -> Result<(), Refuse> {
    let u = ready(s, p, unit)?;
    if bombing(u.kind).is_none() || s.building(at).is_none() || !s.hostile(s.owner_at(at), Some(p)) {
        return Err(Refuse::NoBombing);
    }
    within_range(u, at)
}

/// KK-AIR-01, KK-AIR-02 — whether `p`'s aircraft `unit` may fly to the base
/// `to` within its range (its mission for the turn).
///
/// # Errors
/// The rule it breaks.
pub fn check_rebase(s: &State, p: Player, unit: UnitId, to: RegionId) -> Result<(), Refuse> {
    let u = ready(s, p, unit)?;
    if to == u.at || !is_base(s, p, u.kind, to) || hostile_here(s, to, Some(p)) {
        return Err(Refuse::NoBase);
    }
    within_range(u, to)
}

/// KK-AIR-01 — the flight to another base.
pub fn rebase(s: &mut State, unit: UnitId, to: RegionId, ev: &mut Ev) {
    let Some(from) = s.unit(unit).map(|u| u.at) else { return };
    ev.emit(s, Event::UnitsMoved { units: vec![unit], from, to, travel: Travel::Flight, cost: 0, rain: Vec::new() });
    ev.emit(s, Event::Acted { unit });
}

/// KK-AIR-04, KK-AIR-05…09 — an attack on a unit: the enemy's fighters and
/// guns first; if the aircraft gets through, it attacks with no reply.
pub fn strike(s: &mut State, unit: UnitId, target: UnitId, dice: &mut Dice, ev: &mut Ev) {
    let Some(at) = s.unit(target).map(|t| t.at) else { return };
    if defences(s, unit, at, Some(target), dice, ev) {
        let a_die = dice.die(4, "KK-AIR-04 the aircraft's d4");
        let d_die = dice.die(4, "KK-AIR-04 the target's d4");
        volley(s, unit, target, (a_die, d_die), ev);
        crate::contamination::contaminate(s, unit, at, ev);
    }
}

/// KK-AIR-10, KK-AIR-11, AMB-62 — a bombing raid: the defences, then a d8
/// that must reach the aircraft's bombing value.
pub fn bomb(s: &mut State, unit: UnitId, at: RegionId, dice: &mut Dice, ev: &mut Ev) {
    if !defences(s, unit, at, None, dice, ev) {
        return;
    }
    let (Some(building), Some(need)) = (s.building(at), s.unit(unit).and_then(|u| bombing(u.kind))) else { return };
    let die = dice.die(8, "KK-AIR-10 the bombing d8");
    ev.emit(s, Event::Bombed { unit, at, die, need });
    crate::contamination::contaminate(s, unit, at, ev);
    if bomb_hits(die, need) {
        ev.emit(s, Event::Demolished { at, building });
        crate::tribal::note_ruin(s, at, building, ev);
        // KK-BLD-21, KK-POW-09 (rules 4): a camp bombed frees or passes on
        // its prisoners as any camp destroyed (rules 1–3 left them in a camp
        // no longer there; found by the invariant of KK-POW-01).
        if s.rules >= 4 {
            let by = s.unit(unit).and_then(|u| u.owner);
            crate::prisoners::camp_gone(s, at, by, ev);
        }
        experience(s, unit, 1, ev);
    }
}

/// AMB-49, AMB-69 — the enemy's fighters, then its guns, meet the mission
/// of `unit` against `at` (aimed at `target`, if a unit). Whether it goes
/// on: a beaten aircraft, one shot down, or one turned back by the d6 ends
/// its mission at its base.
fn defences(s: &mut State, unit: UnitId, at: RegionId, target: Option<UnitId>, dice: &mut Dice, ev: &mut Ev) -> bool {
    ev.emit(s, Event::Acted { unit });
    if let Some(fighter) = interceptor(s, unit, at) {
        let a_die = dice.die(4, "KK-AIR-08 the interceptor's d4");
        let d_die = dice.die(4, "KK-AIR-08 the intercepted aircraft's d4");
        let Some(mut e) = resolve(s, fighter, unit, &[], (a_die, d_die, &[])) else { return false };
        e.rout = false;
        ev.emit(s, Event::Intercepted { engagement: e.clone() });
        let (da, dd) = crate::combat::losses(e.losses, a_die, d_die);
        let owners = (owner(s, fighter), owner(s, unit));
        add_losses(s, fighter, da, ev);
        add_losses(s, unit, dd, ev);
        crate::objectives::credit(s, owners.0, (unit, owners.1), ev);
        crate::objectives::credit(s, owners.1, (fighter, owners.0), ev);
        if e.attacker_wins {
            experience(s, fighter, 1, ev);
            ev.emit(s, Event::MissionAborted { unit });
            return false;
        }
        experience(s, unit, 1, ev);
    }
    for gun in guns(s, unit, at) {
        if s.unit(unit).is_none() {
            return false;
        }
        let a_die = dice.die(4, "KK-AIR-05 the anti-aircraft gun's d4");
        let d_die = dice.die(4, "KK-AIR-05 the aircraft's d4");
        let abort = dice.die(6, "KK-AIR-06 the anti-aircraft d6");
        let Some(mut e) = resolve(s, gun, unit, &[], (a_die, d_die, &[])) else { continue };
        e.rout = false;
        ev.emit(s, Event::AntiAircraft { engagement: e.clone(), die: abort });
        let (da, dd) = crate::combat::losses(e.losses, a_die, d_die);
        let owners = (owner(s, gun), owner(s, unit));
        if e.attacker_wins {
            add_losses(s, unit, dd, ev);
        } else if target == Some(gun) {
            // AMB-69: the gun the aircraft is after fights an ordinary engagement.
            add_losses(s, gun, da, ev);
        }
        crate::objectives::credit(s, owners.0, (unit, owners.1), ev);
        crate::objectives::credit(s, owners.1, (gun, owners.0), ev);
        if s.unit(unit).is_none() || aborts(abort) {
            if s.unit(unit).is_some() {
                ev.emit(s, Event::MissionAborted { unit });
            }
            return false;
        }
    }
    s.unit(unit).is_some()
}

/// KK-AIR-07, AMB-49 — the enemy fighter that meets a mission against
/// `at`: at its base, not yet intercepting this phase, with `at` within
/// half its range; the strongest (then the lowest number) goes up.
pub(crate) fn interceptor(s: &State, unit: UnitId, at: RegionId) -> Option<UnitId> {
    let owner = s.unit(unit)?.owner;
    let dist = steps(at);
    s.units
        .iter()
        .filter(|f| s.hostile(f.owner, owner) && f.kind.template().has(Ability::Intercept) && !f.intercepted)
        .filter(|f| f.owner.is_some_and(|q| is_base(s, q, f.kind, f.at)))
        .filter(|f| dist.get(f.at.index()).copied().flatten().is_some_and(|d| d <= intercept_radius(f.kind)))
        .min_by_key(|f| (std::cmp::Reverse(f.kind.template().strength), f.losses, f.id))
        .map(|f| f.id)
}

/// KK-AIR-05, AMB-69 — the enemy's anti-aircraft units within one step of
/// `at` that have not fired this turn, each firing once.
pub(crate) fn guns(s: &State, unit: UnitId, at: RegionId) -> Vec<UnitId> {
    let Some(owner) = s.unit(unit).map(|u| u.owner) else { return Vec::new() };
    let dist = steps(at);
    s.units
        .iter()
        .filter(|g| s.hostile(g.owner, owner) && g.kind.template().has(Ability::AntiAircraft))
        .filter(|g| !g.aa_fired && !g.routed)
        .filter(|g| dist.get(g.at.index()).copied().flatten().is_some_and(|d| d <= AA_RADIUS))
        .map(|g| g.id)
        .collect()
}

/// KK-UNIT-18, AMB-44 — aircraft whose base hostile land units hold, with
/// none of their own state's land units left there, change sides, fresh.
pub fn take_bases(s: &mut State, ev: &mut Ev) {
    let mut taken: Vec<(UnitId, Player)> = Vec::new();
    for u in s.units.iter().filter(|u| flies(u.kind)) {
        let holders: Vec<&Unit> = s.units_at(u.at).filter(|h| crate::movement::counts(h.kind)).collect();
        if holders.iter().any(|h| h.owner == u.owner) {
            continue;
        }
        if let Some(by) = taker(s, &holders, u.owner) {
            taken.push((u.id, by));
        }
    }
    for (unit, by) in taken {
        ev.emit(s, Event::BaseTaken { unit, by });
    }
}

/// KK-UNIT-18, AMB-44 — the state whose land units take a base or harbour
/// of `owner`'s from among `holders`: the first hostile one that is a
/// state's. Independent units take nothing (GAP-46), and from rules 4 one
/// standing there with a state's units no longer hides them (rules 1–3 took
/// the first hostile unit found, and took nothing when it was independent).
pub(crate) fn taker(s: &State, holders: &[&Unit], owner: crate::ids::Owner) -> Option<crate::ids::Player> {
    let mut hostile = holders.iter().filter(|h| s.hostile(h.owner, owner));
    if s.rules >= 4 { hostile.find_map(|h| h.owner) } else { hostile.next().and_then(|h| h.owner) }
}

/// A unit's owner (GAP-08: whose kill it is).
fn owner(s: &State, id: UnitId) -> crate::ids::Owner {
    s.unit(id).and_then(|u| u.owner)
}

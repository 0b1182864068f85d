//! G-10…G-12, G-17, G-18, G-24 — income, recruiting, building, repair,
//! research and reform: one check and one execution per rule.

use crate::Ev;
use crate::event::Event;
use crate::ids::{BuildingKind, Government, PlayerId, StructId, StructKind, Tech, Terrain, UnitKind};
use crate::refusal::Refuse;
use crate::state::{STACK, State, Step, Structure, Unit};
use engine::board::RegionId;
use std::collections::BTreeMap;

type Checked<T = ()> = Result<T, Refuse>;

/// G-10 — gold gained at the Income phase.
#[must_use]
pub fn income(s: &State, p: PlayerId) -> u32 {
    let m = s.map();
    let cities = u32::try_from(s.built(p, StructKind::City)).unwrap_or(0);
    let mut peasants: BTreeMap<u8, u32> = BTreeMap::new();
    for u in s.units.values().filter(|u| u.owner == p && u.kind == UnitKind::Peasants) {
        if s.in_territory(p, u.at) {
            *peasants.entry(m.info(u.at).province).or_default() += 1;
        }
    }
    let peasants: u32 = peasants.values().map(|&n| n.min(3)).sum();
    let gov = s.player(p).government;
    let markets = u32::try_from(s.built(p, StructKind::Building(BuildingKind::Market))).unwrap_or(0);
    let temples = u32::try_from(s.built(p, StructKind::Building(BuildingKind::Temple))).unwrap_or(0);
    let market_gold = if gov == Government::Democracy { 2 } else { 1 };
    let temple_gold = u32::from(gov == Government::Theocracy);
    2 * cities + peasants + markets * market_gold + temples * temple_gold
}

fn actions_step(s: &State) -> Checked {
    if s.step == Step::Actions { Ok(()) } else { Err(Refuse::WrongStep { step: "hk.step.actions" }) }
}

fn afford(s: &State, p: PlayerId, gold: u32, dice: u8) -> Checked {
    let pl = s.player(p);
    if pl.action_dice < dice {
        return Err(Refuse::NoActionDice);
    }
    if pl.gold < gold {
        return Err(Refuse::NotEnoughGold { cost: gold, have: pl.gold });
    }
    Ok(())
}

/// G-11 — where a recruited unit goes: the site, or for a galley an adjacent free water hex.
fn recruit_place(s: &State, p: PlayerId, at: RegionId, kind: UnitKind) -> Option<RegionId> {
    let free = |h: RegionId| s.army_owner(h).is_none_or(|o| o == p) && s.units_at(h).count() < STACK;
    if kind == UnitKind::Galley {
        return s.map().adjacent(at).into_iter().find(|&h| s.map().is_water(h) && free(h));
    }
    free(at).then_some(at)
}

/// G-11 — the price of a unit at a site (Barracks: 1 less, minimum 1).
#[must_use]
pub fn recruit_cost(s: &State, p: PlayerId, at: RegionId, kind: UnitKind) -> u32 {
    let barracks = s.has(at, p, StructKind::Building(BuildingKind::Barracks));
    if barracks { kind.cost().saturating_sub(1).max(1) } else { kind.cost() }
}

/// G-11 — recruiting one unit at a city or castle.
///
/// # Errors
/// The G-11, G-4, G-5, G-9 or G-10 refusal.
pub fn check_recruit(s: &State, p: PlayerId, at: RegionId, kind: UnitKind) -> Checked<RegionId> {
    actions_step(s)?;
    let site = s.seat_at(at).filter(|(_, x)| x.owner == p).map(|(_, x)| x.kind).ok_or(Refuse::NotRecruitSite)?;
    if (site == StructKind::Castle && !kind.is_military()) || (kind == UnitKind::Galley && !s.map().info(at).coastal) {
        return Err(Refuse::NotRecruitSite);
    }
    if matches!(kind, UnitKind::Trebuchet | UnitKind::Galley)
        && !s.has(at, p, StructKind::Building(BuildingKind::Workshop))
    {
        return Err(Refuse::NeedWorkshop);
    }
    let done = s.flags.recruited.get(&at).copied().unwrap_or(0);
    let limit = if s.player(p).government == Government::Monarchy { 3 } else { 2 };
    if done >= limit {
        return Err(Refuse::RecruitLimit);
    }
    if s.fielded(p, kind) >= kind.supply() {
        return Err(Refuse::NoSupply);
    }
    afford(s, p, recruit_cost(s, p, at, kind), u8::from(done == 0))?;
    recruit_place(s, p, at, kind).ok_or(Refuse::StackFull)
}

/// G-11 — recruit: pay, place with 1 exhaustion die.
pub fn recruit(s: &mut State, p: PlayerId, at: RegionId, kind: UnitKind, ev: &mut Ev) {
    let Ok(place) = check_recruit(s, p, at, kind) else { return };
    let first = !s.flags.recruited.contains_key(&at);
    ev.emit(s, Event::Paid { player: p, gold: recruit_cost(s, p, at, kind), dice: u8::from(first) });
    let unit = Unit { owner: p, kind, at: place, exhaustion: 1 };
    ev.emit(s, Event::UnitPlaced { id: crate::ids::UnitId(s.next_id), unit, site: Some(at) });
}

fn check_city_site(s: &State, p: PlayerId, at: RegionId) -> Checked {
    let m = s.map();
    let terrain_ok = matches!(m.terrain(at), Terrain::Plains | Terrain::Forest | Terrain::Hills);
    let peasants = s.units_at(at).any(|(_, u)| u.owner == p && u.kind == UnitKind::Peasants);
    let prov = m.info(at).province;
    let cities = s.structures.values().filter(|x| x.kind == StructKind::City);
    let crowded = cities.clone().any(|x| m.info(x.at).province == prov || m.distance(x.at, at) < 3);
    let enemy_near = m.adjacent(at).iter().any(|&n| s.army_owner(n).is_some_and(|o| o != p));
    if !terrain_ok || !peasants || crowded || enemy_near || s.seat_at(at).is_some() {
        return Err(Refuse::BadSite);
    }
    Ok(())
}

fn check_site(s: &State, p: PlayerId, at: RegionId, kind: StructKind) -> Checked {
    let m = s.map();
    if m.is_water(at) || s.army_owner(at).is_some_and(|o| o != p) {
        return Err(Refuse::BadSite);
    }
    match kind {
        StructKind::City => check_city_site(s, p, at),
        StructKind::Castle => {
            let soldier = s.units_at(at).any(|(_, u)| u.owner == p && u.kind.is_military());
            let near = s.structures.values().any(|x| x.kind == StructKind::Castle && m.distance(x.at, at) <= 1);
            let ok = s.in_territory(p, at) && soldier && !near && s.seat_at(at).is_none();
            if ok { Ok(()) } else { Err(Refuse::BadSite) }
        }
        StructKind::Building(b) => {
            let city = s.has(at, p, StructKind::City);
            let count = s.structures_at(at).filter(|(_, x)| matches!(x.kind, StructKind::Building(_))).count();
            let ok = city && count < 3 && !s.has(at, p, StructKind::Building(b));
            if ok { Ok(()) } else { Err(Refuse::BadSite) }
        }
        StructKind::Wall(e) | StructKind::Palisade(e) => {
            let mine = s.in_territory(p, at) || s.has(at, p, StructKind::Castle);
            let taken = s.structures_at(at).any(|(_, x)| x.kind.edge() == Some(e));
            let done = s.flags.segments.get(&at).copied().unwrap_or(0);
            let ok = e < 6 && mine && !taken && done < 3;
            if ok { Ok(()) } else { Err(Refuse::BadSite) }
        }
    }
}

/// G-12 — building one structure (walls: up to 3 segments per hex for one die).
///
/// # Errors
/// The G-12, G-4, G-5 or G-10 refusal.
pub fn check_build(s: &State, p: PlayerId, at: RegionId, kind: StructKind) -> Checked {
    actions_step(s)?;
    check_site(s, p, at, kind)?;
    if s.built(p, kind) >= s.pieces(p, kind) {
        return Err(Refuse::NoSupply);
    }
    let free = kind.edge().is_some() && s.flags.segments.contains_key(&at);
    afford(s, p, kind.cost(), u8::from(!free))
}

/// G-12 — build: pay, place; a city takes the place of one peasants unit.
pub fn build(s: &mut State, p: PlayerId, at: RegionId, kind: StructKind, ev: &mut Ev) {
    let free = kind.edge().is_some() && s.flags.segments.contains_key(&at);
    ev.emit(s, Event::Paid { player: p, gold: kind.cost(), dice: u8::from(!free) });
    let peasant = s.units_at(at).find(|(_, u)| u.owner == p && u.kind == UnitKind::Peasants).map(|(i, _)| i);
    if kind == StructKind::City
        && let Some(id) = peasant
    {
        ev.emit(s, Event::UnitRemoved { id });
    }
    let structure = Structure { owner: p, kind, at, damage: 0 };
    ev.emit(s, Event::Built { id: StructId(s.next_id), structure });
}

/// G-24 — repair: 1 gold per black die, no enemy unit adjacent.
///
/// # Errors
/// G-24, G-5 or G-10.
pub fn check_repair(s: &State, p: PlayerId, id: StructId) -> Checked {
    actions_step(s)?;
    let x = s.structures.get(&id).filter(|x| x.owner == p && x.damage > 0).ok_or(Refuse::NothingToRepair)?;
    let m = s.map();
    let enemy = std::iter::once(x.at).chain(m.adjacent(x.at)).any(|h| s.army_owner(h).is_some_and(|o| o != p));
    if enemy {
        return Err(Refuse::NothingToRepair);
    }
    afford(s, p, u32::from(x.damage), 1)
}

/// G-24 — repair.
pub fn repair(s: &mut State, p: PlayerId, id: StructId, ev: &mut Ev) {
    let gold = s.structures.get(&id).map_or(0, |x| u32::from(x.damage));
    ev.emit(s, Event::Paid { player: p, gold, dice: 1 });
    ev.emit(s, Event::Repaired { id });
}

/// G-18 — research cost: 5 gold plus 1 per technology owned.
#[must_use]
pub fn research_cost(s: &State, p: PlayerId) -> u32 {
    5 + u32::try_from(s.player(p).techs.len()).unwrap_or(0)
}

/// G-18 — research once per turn.
///
/// # Errors
/// G-18, G-5 or G-10.
pub fn check_research(s: &State, p: PlayerId, tech: Tech) -> Checked {
    actions_step(s)?;
    if s.player(p).techs.contains(&tech) {
        return Err(Refuse::AlreadyOwned);
    }
    if s.flags.researched {
        return Err(Refuse::AlreadyDone);
    }
    afford(s, p, research_cost(s, p), 1)
}

/// G-18 — research.
pub fn research(s: &mut State, p: PlayerId, tech: Tech, ev: &mut Ev) {
    ev.emit(s, Event::Paid { player: p, gold: research_cost(s, p), dice: 1 });
    ev.emit(s, Event::Researched { player: p, tech });
}

/// G-17 — reform (4 gold) once per turn.
///
/// # Errors
/// G-17, G-5 or G-10.
pub fn check_reform(s: &State, p: PlayerId, g: Government) -> Checked {
    actions_step(s)?;
    if s.player(p).government == g {
        return Err(Refuse::AlreadyOwned);
    }
    if s.flags.reformed {
        return Err(Refuse::AlreadyDone);
    }
    afford(s, p, 4, 1)
}

/// G-17 — reform; experience dice move to the new card.
pub fn reform(s: &mut State, p: PlayerId, government: Government, ev: &mut Ev) {
    ev.emit(s, Event::Paid { player: p, gold: 4, dice: 1 });
    ev.emit(s, Event::Reformed { player: p, government });
}

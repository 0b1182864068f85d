//! Movement (GAP-36): stacking (KK-TERR-03…07, GAP-16), terrain costs and
//! barred terrain (GAP-15), roads (GAP-21) and railways (KK-BLD-10/11),
//! weather (GAP-03), entering hostile ground, and who holds a province
//! afterwards (KK-CAP-03, AMB-19, GAP-19).

use crate::Ev;
use crate::action::Group;
use crate::data::tables::{Doctrine, Strategic, Weather};
use crate::data::units::{Family, Kind, UnitType};
use crate::event::{Event, Travel};
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{State, Unit};
use engine::board::RegionId;

/// KK-BLD-10, AMB-15 — the most rail edges a unit rides in a turn.
pub const RAIL_MAX_MOVES: u32 = 6;

/// KK-TERR-03, GAP-16 — a sub-province's stacking limit: the least of its terrain
/// tags, +2 for a province capital, plus its Stronghold's bonus (KK-TERR-04:
/// terrain limits are not added, built-up terrain's is).
#[must_use]
pub fn stack_limit(s: &State, r: RegionId) -> u8 {
    let m = map();
    let Some(terrain) = m.terrain(r) else { return u8::MAX };
    let capital = if m.sub(r).capital { 2 } else { 0 };
    let building = s.building(r).map_or(0, |b| b.info().stack);
    terrain.stack() + capital + building
}

/// KK-TERR-07 — whether a unit counts toward stacking.
#[must_use]
pub fn counts(kind: Kind) -> bool {
    kind.template().kind.is_land()
}

/// KK-UNIT-20, GAP-26 — whether a unit of `kind` at `r` fights there as a
/// land unit does: a land unit, or a river gunboat on land (it stands only
/// in river sub-provinces, `river`). Hostile ones stop a move and open a
/// battle, and are targets of fire, as land units are, and a state's keep
/// its province (`settle`); they take no room ([`counts`]) and take no
/// province.
#[must_use]
pub fn fights_as_land(kind: Kind, r: RegionId) -> bool {
    counts(kind) || (crate::river::is_river_ship(kind) && !map().is_sea(r))
}

/// How many more land units fit in `r` (KK-TERR-05; at sea, no limit).
#[must_use]
pub fn room(s: &State, r: RegionId, _owner: Owner) -> u8 {
    let here = s.units_at(r).filter(|u| counts(u.kind)).count();
    stack_limit(s, r).saturating_sub(u8::try_from(here).unwrap_or(u8::MAX))
}

/// KK-TERR-05 — the refusal that says how many units may stand at `r` and
/// how many more fit.
#[must_use]
pub fn no_room(s: &State, r: RegionId, p: crate::ids::Player) -> Refuse {
    Refuse::NoRoom { limit: stack_limit(s, r), room: room(s, r, Some(p)) }
}

/// KK-TERR-09, GAP-15 — whether a land unit of `kind` may ever stand in `r`.
#[must_use]
pub fn may_enter(kind: Kind, r: RegionId) -> bool {
    let t = kind.template().kind;
    match map().terrain(r) {
        Some(terrain) => t.is_land() && !terrain.bars(t),
        None => false,
    }
}

/// Hostile land units (or river gunboats, KK-UNIT-20) at `r` for `owner`
/// (what stops a move and starts a battle).
#[must_use]
pub fn hostile_here(s: &State, r: RegionId, owner: Owner) -> bool {
    s.units_at(r).any(|u| fights_as_land(u.kind, r) && s.hostile(u.owner, owner))
}

/// KK-UNIT-20, KK-CAP-03 — whether `u` holds the ground at `r` against
/// independent units (their marches, positions and liberations): a land
/// unit, or from rules 4 a river gunboat on its river too, as it does
/// against the states (`taker`); rules 1–3 counted land units only.
#[must_use]
pub fn holds_ground(s: &State, u: &Unit, r: RegionId) -> bool {
    u.owner.is_some() && if s.rules >= 4 { fights_as_land(u.kind, r) } else { counts(u.kind) }
}

/// KK-TERR-05, GAP-44 — whether units of `owner` may not be placed at `r`
/// (recruited, called, freed, won over): hostile units stand there, or a
/// peace partner's ground or units bar it (rules 4).
#[must_use]
pub fn closed(s: &State, r: RegionId, owner: Owner) -> bool {
    hostile_here(s, r, owner) || owner.is_some_and(|p| crate::diplomacy::barred(s, p, r))
}

/// GAP-21 — whether a road or a railway runs along the edge `from`–`to`.
#[must_use]
pub fn road(s: &State, from: RegionId, to: RegionId) -> bool {
    map().edge(from, to).and_then(|e| s.edges.get(e)).is_some_and(|e| e.road || e.railway)
}

/// GAP-15, GAP-21 — a step's cost in half points: half a point along a
/// road, else the entered sub-province's move cost (KK-BLD-09: a road
/// speeds the unit and spares it the terrain's cost).
#[must_use]
pub fn step_cost(s: &State, from: RegionId, to: RegionId) -> u8 {
    // KK-CMB-34, AMB-29 (3): entering contaminated ground costs a point more.
    let poisoned = if crate::contamination::contaminated(s, to) { 2 } else { 0 };
    if road(s, from, to) {
        return 1 + poisoned;
    }
    map().terrain(to).map_or(2, |t| 2 * t.move_cost()) + poisoned
}

/// AMB-52, GAP-03, GAP-04 — the weather in a sub-province this turn: snow
/// only where snow may fall, rain elsewhere.
#[must_use]
pub fn weather_at(s: &State, r: RegionId) -> Weather {
    let m = map();
    match s.weather {
        Weather::Snow => {
            let zone = m.province_of(r).is_some_and(|p| m.province(p).snow);
            if m.terrain(r).is_some_and(|t| t.snowy(zone)) { Weather::Snow } else { Weather::Rain }
        }
        w => w,
    }
}

/// GAP-36 (1), GAP-03, GAP-07, GAP-18, GAP-34 — a unit's Speed for its
/// movement phase: its template's, +1 for cavalry and armour under the
/// Mobile doctrine, +1 for armour with Oil, −1 where it starts in snow
/// (at least 1). Rain's −1 is paid on the first step off the roads.
#[must_use]
pub fn speed(s: &State, u: &Unit) -> u8 {
    let t = u.kind.template();
    let mut speed = i32::from(t.speed);
    if let Some(p) = u.owner {
        let family = t.kind.family();
        if s.player(p).doctrine == Doctrine::Mobile && matches!(family, Family::Cavalry | Family::Armoured) {
            speed += 1;
        }
        if crate::economy::holds(s, p, Strategic::Oil) && family == Family::Armoured {
            speed += 1;
        }
        if family == Family::Cavalry && crate::generals::horse_master(s, u) {
            speed += 1;
        }
    }
    if weather_at(s, u.at) == Weather::Snow {
        speed -= 1;
    }
    // KK-CMB-34, AMB-29 (3): starting on contaminated ground.
    if crate::contamination::contaminated(s, u.at) {
        speed -= 1;
    }
    u8::try_from(speed.max(1)).unwrap_or(1)
}

/// GAP-03 — whether rain costs this unit a point on its first step off roads.
#[must_use]
pub fn rain_penalty(s: &State, u: &Unit) -> bool {
    weather_at(s, u.at) == Weather::Rain && speed(s, u) > 1
}

/// The units a group stands for at `from`: of each kind, those with the
/// most movement points, then the fewest losses, then the most experience.
///
/// # Errors
/// `NoSuchUnits` when `from` has not that many of a kind able to move.
pub fn pick(
    s: &State,
    p: Player,
    from: RegionId,
    group: &Group,
    movable: impl Fn(&Unit) -> bool,
) -> Result<Vec<UnitId>, Refuse> {
    let mut chosen = Vec::new();
    if group.iter().all(|(_, n)| *n == 0) {
        return Err(Refuse::NoSuchUnits);
    }
    for &(kind, n) in group {
        let mut here: Vec<&Unit> = s.army(Some(p), from).filter(|u| u.kind == kind && movable(u)).collect();
        here.sort_unstable_by_key(|u| (std::cmp::Reverse(u.mp), u.losses, std::cmp::Reverse(u.xp), u.id));
        if here.len() < usize::try_from(n).unwrap_or(usize::MAX) {
            return Err(Refuse::NoSuchUnits);
        }
        chosen.extend(here.iter().take(usize::try_from(n).unwrap_or(0)).map(|u| u.id));
    }
    Ok(chosen)
}

/// GAP-36 (2) — whether a unit may take the step: fresh and routed units
/// stand (KK-REC-08; a routed unit only retreats), and a unit needs the
/// points unless it has not moved yet this phase.
#[must_use]
pub fn may_step(u: &Unit, cost: u8) -> bool {
    !u.fresh && !u.routed && !u.acted_in_battle() && (u.mp >= cost || (!u.moved && u.mp > 0))
}

/// KK-CMB-18, KK-CMB-22, AMB-23 — the movement points a unit keeps after
/// it attacked, supported, fired or worked: none, but an Armoured unit
/// pays 1 for the act and may act again or move on with the rest (from
/// rules 2 on, `armour_acts_again`; under rules 1 every act took all).
#[must_use]
pub fn points_after_acting(u: &Unit, armour_acts_again: bool) -> u8 {
    if armour_acts_again && is_armoured(u.kind) { u.mp.saturating_sub(1) } else { 0 }
}

impl Unit {
    /// KK-CMB-22 — whether a battle ended its move (acted and no points left).
    #[must_use]
    pub fn acted_in_battle(&self) -> bool {
        self.acted && self.mp == 0 && !self.moved
    }
}

/// GAP-36 — whether `p` may move `group` from `from` one step to `to`.
///
/// # Errors
/// The rule the step breaks.
pub fn check_move(s: &State, p: Player, from: RegionId, to: RegionId, group: &Group) -> Result<Vec<UnitId>, Refuse> {
    let m = map();
    if from.index() >= m.subs.len() || to.index() >= m.subs.len() || m.edge(from, to).is_none() {
        return Err(Refuse::NotAStep);
    }
    if hostile_here(s, from, Some(p)) && s.battle.as_ref().is_some_and(|b| b.at == from) {
        return Err(Refuse::InBattle);
    }
    if let Some(b) = &s.battle {
        // GAP-36 (3): the battle is fought before any unit heads elsewhere.
        if b.at != to || b.begun {
            return Err(Refuse::BattleFirst);
        }
    }
    // GAP-26: river gunboats sail (`river`), they never march.
    if group.iter().any(|(kind, n)| *n > 0 && crate::river::is_river_ship(*kind)) {
        return Err(Refuse::RiverOnly);
    }
    // GAP-44: never into a peace partner's province or sub-province.
    if crate::diplomacy::barred(s, p, to) {
        return Err(Refuse::AtPeace);
    }
    let cost = step_cost(s, from, to);
    let ids = pick(s, p, from, group, |u| may_step(u, cost))?;
    for &id in &ids {
        let Some(u) = s.unit(id) else { return Err(Refuse::NoSuchUnits) };
        if !may_enter(u.kind, to) {
            return Err(Refuse::Barred);
        }
    }
    let fit = ids.iter().filter(|&&id| s.unit(id).is_some_and(|u| counts(u.kind))).count();
    // KK-TERR-06, KK-CMB-38: a battle may overfill a sub-province.
    if !hostile_here(s, to, Some(p)) && usize::from(room(s, to, Some(p))) < fit {
        return Err(no_room(s, to, p));
    }
    Ok(ids)
}

/// GAP-36 — the step: points paid (rain's point with the first step off
/// the roads), a battle opened or joined where hostile units stand, then
/// who holds the provinces touched.
pub fn step(s: &mut State, p: Player, from: RegionId, to: RegionId, ids: Vec<UnitId>, ev: &mut Ev) {
    let cost = step_cost(s, from, to);
    let on_road = road(s, from, to);
    let rain: Vec<UnitId> = ids.iter().copied().filter(|&id| !on_road && s.unit(id).is_some_and(|u| u.rain)).collect();
    ev.emit(s, Event::UnitsMoved { units: ids.clone(), from, to, travel: Travel::March, cost, rain });
    entered(s, p, from, to, &ids, ev);
}

/// After units of `p` entered `to`: a battle where hostile units stand
/// (stopping them), the province entered and perhaps taken.
pub fn entered(s: &mut State, p: Player, from: RegionId, to: RegionId, ids: &[UnitId], ev: &mut Ev) {
    let barred = crate::diplomacy::barred(s, p, to);
    s.trail.0.push(crate::state::Note::Entered { player: p, at: to, barred });
    if hostile_here(s, to, Some(p)) {
        crate::battle::join(s, Some(p), to, ids.iter().map(|&id| (id, from)).collect(), ev);
    }
    let m = map();
    if let Some(province) = m.province_of(to)
        && m.province_of(from) != Some(province)
        && s.hostile(s.owner(province), Some(p))
    {
        ev.emit(s, Event::ProvinceEntered { province, by: p });
        if crate::tribal::entered(s, province, ev) {
            return; // KK-REC-23: the holder is settled once its state answers.
        }
    }
    settle(s, ev);
}

/// AMB-19, GAP-19, KK-WIN-06 — every province whose holder has changed:
/// it passes to the hostile state with a land unit there (not routed, the
/// first to enter) once no land unit of its owner remains and no Castle
/// or Fortress of its owner stands unoccupied; then states with no
/// province left are out.
pub fn settle(s: &mut State, ev: &mut Ev) {
    let m = map();
    for province in m.province_ids() {
        if let Some(taker) = taker(s, province) {
            let from = s.owner(province);
            ev.emit(s, Event::ProvinceTaken { province, by: Some(taker) });
            crate::prisoners::camps_taken(s, province, taker, ev);
            crate::contentment::on_taken(s, province, from, taker, ev);
            crate::decisions::region_taken(s, province, taker, ev);
        }
    }
    crate::air::take_bases(s, ev);
    crate::sea::take_harbours(s, ev);
    crate::transport::cargo_lost(s, ev);
    crate::victory::eliminate(s, ev);
}

/// AMB-19 — who takes `province` now, if anyone. Only units count:
/// generals neither defend nor capture (KK-CAP-06). KK-UNIT-20, KK-CAP-03:
/// a river gunboat on a river fights like any other unit, so it keeps its
/// state's province until it is beaten or driven off; it never takes one
/// (AMB-19 (2) names ships), nor does it occupy a Stronghold (GAP-19).
fn taker(s: &State, province: ProvinceId) -> Option<Player> {
    let m = map();
    let owner = s.owner(province);
    let subs = &m.province(province).subs;
    let land = |u: &&Unit| counts(u.kind);
    let defended = subs.iter().any(|&r| {
        s.units_at(r)
            .filter(|u| fights_as_land(u.kind, r))
            .any(|u| u.owner == owner || crate::diplomacy::allied(s, u.owner, owner))
    });
    if defended && owner.is_some() {
        return None;
    }
    let castle_holds = owner.is_some()
        && subs.iter().any(|&r| {
            s.building(r).is_some_and(crate::data::buildings::Building::controls_province)
                && !s.units_at(r).filter(land).any(|u| s.hostile(u.owner, owner))
        });
    if castle_holds {
        return None;
    }
    let mut takers: Vec<Player> = subs
        .iter()
        .flat_map(|&r| s.units_at(r).filter(land))
        .filter(|u| !u.routed && s.hostile(u.owner, owner))
        .filter_map(|u| u.owner)
        .collect();
    takers.dedup();
    // Independent units in an unowned province keep it from everyone.
    let independents = subs.iter().any(|&r| s.units_at(r).filter(land).any(|u| u.owner.is_none()));
    if owner.is_none() && independents {
        return None;
    }
    let first = s.province(province).entered_by.filter(|p| takers.contains(p));
    first.or_else(|| takers.first().copied())
}

/// KK-BLD-10, KK-BLD-11, AMB-15 — the sub-provinces reachable by rail from
/// `from`: along railway edges, at most 6, through no hostile units (nor a
/// peace partner's ground, GAP-44).
#[must_use]
pub fn rail_reach(s: &State, p: Player, from: RegionId) -> Vec<RegionId> {
    let m = map();
    let mut seen = vec![from];
    let mut frontier = vec![from];
    for _ in 0..RAIL_MAX_MOVES {
        let mut next = Vec::new();
        for &r in &frontier {
            for n in m.land_neighbours(r) {
                let rail = m.edge(r, n).and_then(|e| s.edges.get(e)).is_some_and(|e| e.railway);
                // GAP-44: the journey enters no peace partner's ground either.
                if rail && !seen.contains(&n) && !hostile_here(s, n, Some(p)) && !crate::diplomacy::barred(s, p, n) {
                    seen.push(n);
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    seen.retain(|&r| r != from);
    seen
}

/// Whether a unit of `kind` is a cavalry one (for speed and terrain rules).
#[must_use]
pub fn is_cavalry(kind: Kind) -> bool {
    kind.template().kind.family() == Family::Cavalry
}

/// Whether a unit of `kind` is an armoured one.
#[must_use]
pub fn is_armoured(kind: Kind) -> bool {
    kind.template().kind == UnitType::Armoured
}

//! Sieges and storms (SR-13…SR-18, SR-G11, SR-G13, SR-G15): laying a
//! siege, storming the walls and then the fortress, sorties, attrition,
//! and the siege broken when the besiegers grow weaker than the defence.

use crate::Ev;
use crate::battle::{self, fight};
use crate::combat::Side;
use crate::event::{BattleKind, Event, Loss, SiegeEnd, Why};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{Siege, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// SR-1 — a siege, a storm or a sortie costs 1 supply.
pub const COST: u32 = 1;

/// The units of `f` in the field around `city`.
#[must_use]
pub fn field_army(s: &State, f: Faction, city: RegionId) -> Vec<UnitId> {
    map().field_of(city).map_or_else(Vec::new, |field| s.army(Some(f), field).map(|u| u.id).collect())
}

/// The units of the city's owner inside it (its garrison; ships in port
/// included, SR-G8).
#[must_use]
pub fn garrison(s: &State, city: RegionId) -> Vec<UnitId> {
    s.army(s.owner(city), city).map(|u| u.id).collect()
}

/// SR-5, SR-G11 — whether the city's walls stand: fortified, and the
/// defenders have not withdrawn into the fortress.
#[must_use]
pub fn walls(s: &State, city: RegionId) -> bool {
    map().info(city).fortified && s.city(city).is_some_and(|c| !c.walls_lost)
}

/// SR-13, SR-AMB-4 — the defence of a city: its garrison's BS, its kard,
/// and the walls' defence.
#[must_use]
pub fn defence(s: &State, city: RegionId) -> Side {
    Side { walls: walls(s, city), ..battle::side(s, &garrison(s, city), &[]) }
}

/// SR-13, SR-AMB-4 — the besiegers' strength: their BS and kard.
#[must_use]
pub fn besiegers(s: &State, f: Faction, city: RegionId) -> Side {
    battle::side(s, &field_army(s, f, city), &[])
}

/// SR-G13, SR-AMB-8 — the realm borders the city's area: the area is next
/// to a city region of the realm, its lord or its vassal, or to a region
/// without a city that the realm holds; or the city is a port on a sea
/// where the realm owns a port city.
#[must_use]
pub fn bordering(s: &State, f: Faction, city: RegionId) -> bool {
    let m = map();
    let Some(field) = m.field_of(city) else { return false };
    let friendly =
        |o: Option<Faction>| o.is_some_and(|o| o == f || s.faction(f).lord == Some(o) || s.faction(o).lord == Some(f));
    let by_land = m.neighbours(field).any(|r| match m.city_of(r) {
        Some(c) => friendly(s.owner(c)),
        None => s.holds(f, r),
    });
    let by_sea = m.seas(city).iter().any(|sea| s.cities_of(f).any(|c| m.seas(c).contains(sea)));
    by_land || by_sea
}

/// SR-13, SR-42, SR-G15 — whether `f` may lay siege to `city`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_besiege(s: &State, f: Faction, city: RegionId) -> Result<(), Refuse> {
    if !map().is_city(city) || !s.hostile(s.owner(city), Some(f)) {
        return Err(if s.owner(city).is_some_and(|o| o != f) { Refuse::AttackLord } else { Refuse::NotEnemyCity });
    }
    if field_army(s, f, city).is_empty() {
        return Err(Refuse::NotInField);
    }
    if s.city(city).is_some_and(|c| c.siege.is_some()) {
        return Err(Refuse::AlreadyBesieged);
    }
    if !bordering(s, f, city) {
        return Err(Refuse::NotBordering);
    }
    if besiegers(s, f, city).strength() <= defence(s, city).strength() {
        return Err(Refuse::TooWeak);
    }
    crate::economy::pay(s, f, COST)
}

/// SR-13 — the siege begins: 1 supply paid, its round and turn recorded.
pub fn besiege(s: &mut State, f: Faction, city: RegionId, ev: &mut Ev) {
    ev.emit(s, Event::Treasury { faction: f, supplies: -i64::from(COST), influence: 0, why: Why::Siege });
    ev.emit(s, Event::SiegeBegun { city, siege: Siege { by: f, round: s.round, turn: s.turn } });
}

/// SR-17, SR-G3, SR-G13 — whether `f` may storm `city`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_storm(s: &State, f: Faction, city: RegionId) -> Result<(), Refuse> {
    let c = s.city(city).ok_or(Refuse::NotEnemyCity)?;
    match c.siege {
        Some(siege) if siege.by == f && siege.turn < s.turn => {}
        _ => return Err(Refuse::NotBesiegedLong),
    }
    if s.rules >= 2 && !s.hostile(c.owner, Some(f)) {
        // SR-42, SR-45: never a lord's or a vassal's city.
        return Err(Refuse::AttackLord);
    }
    if c.stormed {
        return Err(Refuse::StormedAlready);
    }
    if !bordering(s, f, city) {
        return Err(Refuse::NotBordering);
    }
    if field_army(s, f, city).is_empty() {
        return Err(Refuse::NotInField);
    }
    crate::economy::pay(s, f, COST)
}

/// SR-17, SR-20, SR-21, SR-23, SR-G11 — the storm: the besiegers (catapults
/// counting 3) against the garrison, with the walls' defence while they
/// stand. Beaten behind standing walls, the defenders withdraw into the
/// fortress and the city holds; beaten in the fortress or an open city,
/// they are captured and the city taken. A failed storm on the fortress
/// gives the city its walls back.
pub fn storm(s: &mut State, f: Faction, city: RegionId, dice: &mut Dice, ev: &mut Ev) {
    ev.emit(s, Event::Treasury { faction: f, supplies: -i64::from(COST), influence: 0, why: Why::Storm });
    ev.emit(s, Event::Stormed { city });
    let walls_stand = walls(s, city);
    let (kind, attack, defence) = storm_sides(s, f, city);
    let fought = fight(s, (kind, city), &attack, &defence, dice, ev);
    let Some(field) = map().field_of(city) else { return };
    // SR-16, SR-AMB-16 (rules 2): with no defender left, nobody withdraws
    // into the fortress: the city is taken.
    let into_fortress = walls_stand && (s.rules < 2 || !fought.defenders.is_empty());
    if fought.attacker_wins {
        if into_fortress {
            ev.emit(s, Event::WallsLost { city });
        } else {
            let was_neutral = s.owner(city).is_none();
            battle::capture(s, &fought.defenders, Some(f), city, ev);
            ev.emit(s, Event::CityTaken { city, by: Some(f) });
            ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Taken });
            if s.rules >= 2 && was_neutral {
                crate::prisoners::city_falls(s, city, f, ev);
            }
            let army: Vec<UnitId> = s.army(Some(f), field).map(|u| u.id).collect();
            battle::withdraw(s, army, field, city, ev);
        }
    } else if kind == BattleKind::Fortress {
        ev.emit(s, Event::WallsRestored { city });
    }
    after_battle(s, ev);
}

/// SR-17, SR-G8, SR-G11 — the sides of a storm: the besiegers (catapults
/// counting 3) against the garrison with its walls while they stand, or
/// against the fortress once they are lost.
#[must_use]
pub fn storm_sides(s: &State, f: Faction, city: RegionId) -> (BattleKind, Side, Side) {
    let fortress = map().info(city).fortified && !walls(s, city);
    let kind = if fortress { BattleKind::Fortress } else { BattleKind::Storm };
    (kind, Side { storming: true, ..besiegers(s, f, city) }, defence(s, city))
}

/// SR-G15 — the sides of a sortie: the garrison without its walls
/// against the besiegers.
#[must_use]
pub fn sortie_sides(s: &State, city: RegionId) -> (Side, Side) {
    let by = s.city(city).and_then(|c| c.siege).map(|siege| siege.by);
    let besiegers = by.map_or_else(Vec::new, |by| field_army(s, by, city));
    (battle::side(s, &garrison(s, city), &[]), battle::side(s, &besiegers, &[]))
}

/// SR-G15 — whether `f`'s garrison in `city` may sally out.
///
/// # Errors
/// The rule that forbids it.
pub fn check_sortie(s: &State, f: Faction, city: RegionId) -> Result<(), Refuse> {
    let siege = s.city(city).and_then(|c| c.siege);
    if s.owner(city) != Some(f) || siege.is_none() || garrison(s, city).is_empty() {
        return Err(Refuse::NoGarrison);
    }
    if s.rules >= 2 && siege.is_some_and(|siege| !s.hostile(Some(siege.by), Some(f))) {
        // SR-42, SR-45: a vassal never sallies against its lord, nor a lord.
        return Err(Refuse::AttackLord);
    }
    let units = u32::try_from(garrison(s, city).len()).unwrap_or(u32::MAX);
    crate::economy::pay(s, f, crate::movement::step_cost(units, 1))
}

/// SR-G15 — a sortie: the garrison attacks the besiegers without its walls,
/// paying to leave the city; its survivors return whatever the result.
/// Beaten, the besiegers withdraw and the siege ends.
pub fn sortie(s: &mut State, f: Faction, city: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let Some(field) = map().field_of(city).filter(|_| s.city(city).is_some_and(|c| c.siege.is_some())) else {
        return;
    };
    let units = u32::try_from(garrison(s, city).len()).unwrap_or(u32::MAX);
    let price = i64::from(crate::movement::step_cost(units, 1));
    ev.emit(s, Event::Treasury { faction: f, supplies: -price, influence: 0, why: Why::Sortie });
    let (attack, defence) = sortie_sides(s, city);
    let fought = fight(s, (BattleKind::Sortie, city), &attack, &defence, dice, ev);
    if fought.attacker_wins {
        ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Relieved });
        battle::retreat_or_capture(s, fought.defenders, field, &[], Some(f), ev);
    }
    after_battle(s, ev);
}

/// SR-14 — sieges whose besiegers are now weaker than the defence are
/// broken: the besiegers stay in the field, their catapults pass to the
/// city's owner (SR-EX-17: equal strength keeps the siege).
pub fn check_breaks(s: &mut State, ev: &mut Ev) {
    let sieges: Vec<(RegionId, Faction)> =
        s.cities.iter().filter_map(|c| c.siege.map(|siege| (c.city, siege.by))).collect();
    for (city, by) in sieges {
        if besiegers(s, by, city).strength() >= defence(s, city).strength() {
            continue;
        }
        ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Broken });
        let owner = s.owner(city);
        let catapults: Vec<UnitId> = field_army(s, by, city)
            .into_iter()
            .filter(|id| s.unit(*id).is_some_and(|u| u.kind == UnitKind::Catapult))
            .collect();
        for unit in catapults {
            ev.emit(s, Event::UnitTaken { unit, owner, at: city });
        }
    }
}

/// SR-15, SR-G15, SR-EX-20 — at the end of a round, every siege in its
/// second year or later kills one unit of the garrison, the one its owner
/// gives up first by its standing order (rules 1: its cheapest); a ruler
/// is never the one.
pub fn attrition(s: &mut State, ev: &mut Ev) {
    // SR-AMB-7: a year is a round, or two (a scenario's option); a defender
    // dies at the end of each year from the second.
    let per_year = s.options.rounds_per_year();
    let year_ends = |begun: u32| s.round >= begun + per_year && (s.round + 1 - begun).is_multiple_of(per_year);
    let sieges: Vec<RegionId> =
        s.cities.iter().filter(|c| c.siege.is_some_and(|siege| year_ends(siege.round))).map(|c| c.city).collect();
    for city in sieges {
        let side = battle::side(s, &garrison(s, city), &[]);
        let mut units: Vec<crate::combat::Fighter> = side.units;
        units.retain(|u| u.kind != UnitKind::Ruler);
        let victim = match &side.losses {
            Some(order) => units.into_iter().min_by_key(|u| (crate::combat::tier(*u, order), u.id)),
            None => units.into_iter().min_by_key(|u| (u.worth(), u.id)),
        };
        if let Some(victim) = victim {
            ev.emit(s, Event::UnitRemoved { unit: victim.id, why: Loss::Attrition });
        }
    }
    check_breaks(s, ev);
}

/// SR-42, SR-45, SR-G15 (rules 2) — sieges that no longer stand: between
/// a lord and its vassal (at peace, SR-G12), and those whose besiegers
/// have all left the field (withdrawn after a battle).
pub fn end_hollow_sieges(s: &mut State, ev: &mut Ev) {
    let sieges: Vec<(RegionId, Faction)> =
        s.cities.iter().filter_map(|c| c.siege.map(|siege| (c.city, siege.by))).collect();
    for (city, by) in sieges {
        if !s.hostile(s.owner(city), Some(by)) {
            ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Peace });
        } else if field_army(s, by, city).is_empty() {
            ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Left });
        }
    }
}

/// What follows every battle: sieges broken (SR-14), vassals made (SR-40).
pub fn after_battle(s: &mut State, ev: &mut Ev) {
    check_breaks(s, ev);
    crate::vassal::check(s, ev);
}

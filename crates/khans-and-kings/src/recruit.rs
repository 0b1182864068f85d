//! Recruitment and the free units (KK-REC): who may recruit what where
//! (KK-REC-02…13), the three kinds of conditional units (KK-REC-17): the
//! levy (KK-REC-18…21, in `levy`), tribal warriors (KK-REC-22…27, in `tribal`),
//! vassals (KK-REC-28…31), disbanding (KK-REC-32), replenishment (GAP-29)
//! and upgrades (KK-UNIT-14…16, GAP-32).

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::{Stock, half_up, refund, resolve};
use crate::data::tables::{Doctrine, Government};
use crate::data::units::{Availability, GUARD_STRONGHOLDS, Kind, Template, UnitType};
use crate::data::upgrades::Upgrade;
use crate::event::{Event, Why};
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::map::map;
use crate::movement::{hostile_here, may_enter, room};
use crate::refusal::Refuse;
use crate::state::{Origin, State, Unit};
use crate::turn_event::TurnEvent;
use engine::board::RegionId;

/// The buildings standing in a province.
#[must_use]
pub fn buildings_in(s: &State, province: ProvinceId) -> Vec<Building> {
    map().province(province).subs.iter().filter_map(|&r| s.building(r)).collect()
}

/// KK-REC-02…05, KK-REC-09, KK-NPU, GAP-33 — whether `p` may recruit `kind`
/// in `province` at all (place, buildings, organisation, Elite limit).
/// KK-REC-03: the buildings standing now count, so one erected this turn
/// gives access at once. KK-NPU-01, KK-NPU-02: regional units in a
/// province of theirs the state owns, with their requirements; KK-NPU-03:
/// generally available units by any state that meets theirs. GAP-33,
/// KK-UNIT-20: river gunboats at Workshops standing in a sub-province with
/// a river, free of hostile units (`river::yard_in`; Workshops elsewhere in
/// the province are not enough).
///
/// # Errors
/// The rule that forbids it.
pub fn check_kind(s: &State, p: Player, province: ProvinceId, kind: Kind) -> Result<(), Refuse> {
    let t = kind.template();
    if s.owner(province) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    let allowed = match t.org {
        Availability::Craft => p.org() == crate::data::resources::Org::Craft,
        Availability::Industrial => p.org() == crate::data::resources::Org::Industrial,
        Availability::Both | Availability::Neutral => true,
        Availability::Regional => map().province(province).regional.contains(&kind),
        Availability::Independent => false,
    };
    let flies = crate::air::flies(kind);
    let river = crate::river::is_river_ship(kind);
    let ship = crate::sea::is_ship(kind) && !river;
    if !allowed || !t.recruitable() || !(t.kind.is_land() || flies || ship || river) {
        return Err(Refuse::NotRecruitable);
    }
    let here = buildings_in(s, province);
    let free_companies =
        kind == Kind::of("mercenaries").unwrap_or(kind) && TurnEvent::of(s.event) == TurnEvent::FreeCompanies;
    let needs_met = t.requires.iter().all(|b| here.contains(b) || (free_companies && *b == Building::Market));
    let guard = t.kind != UnitType::Elite || GUARD_STRONGHOLDS.iter().any(|b| here.contains(b));
    if !needs_met || !guard {
        return Err(Refuse::NeedsBuilding);
    }
    if flies && crate::air::base_in(s, p, province, kind).is_none() {
        return Err(Refuse::NoBase);
    }
    if ship && crate::sea::harbour_in(s, p, province).is_none() {
        return Err(Refuse::NoHarbour);
    }
    if river {
        crate::river::yard_in(s, p, province)?;
    }
    if !flies && !ship && !river && !may_enter(kind, map().province(province).capital) {
        return Err(Refuse::CapitalBarred);
    }
    if !elite_allows(s, p, kind) {
        return Err(Refuse::EliteLimit);
    }
    Ok(())
}

/// KK-REC-09, KK-NPU-09, AMB-38, EX-32 — whether a unit of template `t`
/// counts towards the Elite limit: an Elite type that is not neutral
/// (GAP-14: neutral is `org = N`). GAP-33's table has no neutral Elite, so
/// the exemption is tested on a constructed template (`ex_32_neutral_elite`).
#[must_use]
pub fn counts_for_elite_limit(t: &Template) -> bool {
    t.kind == UnitType::Elite && t.org != Availability::Neutral
}

/// KK-REC-09, AMB-39 — `p`'s Elite units that count towards the limit
/// (its units held prisoner by others do not: they are not on the map).
#[must_use]
pub fn elites(s: &State, p: Player) -> usize {
    s.units.iter().filter(|u| u.owner == Some(p) && counts_for_elite_limit(u.kind.template())).count()
}

/// KK-REC-09, AMB-39 — whether `p` may gain a unit of `kind` (recruited,
/// won over, returned) without holding more than one Elite unit.
#[must_use]
pub fn elite_allows(s: &State, p: Player, kind: Kind) -> bool {
    !counts_for_elite_limit(kind.template()) || elites(s, p) == 0
}

/// KK-REC-01, KK-REC-06, KK-REC-10 — the most of `kind` `p` may recruit in
/// `province` now: within its stockpile and the capital's room.
#[must_use]
pub fn most(s: &State, p: Player, province: ProvinceId, kind: Kind) -> u32 {
    if check_kind(s, p, province, kind).is_err() {
        return 0;
    }
    let Some(cost) = crate::economy::unit_cost(s, p, kind) else { return 0 };
    let stock = s.player(p).stock;
    let afford = crate::data::resources::Resource::ALL
        .iter()
        .filter(|r| cost.get(**r) > 0)
        .map(|r| stock.get(*r) / cost.get(*r))
        .min()
        .unwrap_or(u32::MAX);
    let capital = map().province(province).capital;
    let fits = if crate::air::flies(kind) || crate::sea::is_ship(kind) {
        u32::MAX
    } else if crate::movement::closed(s, capital, Some(p)) {
        0
    } else {
        u32::from(room(s, capital, Some(p)))
    };
    let elite = if kind.template().kind == UnitType::Elite { 1 } else { u32::MAX };
    afford.min(fits).min(elite)
}

/// KK-UNIT-16, KK-REC-13, AMB-63 — the upgrade `index` (0 none) fitted at recruitment
/// in `province`: it fits the unit, an Armoury stands anywhere in the state
/// and the upgrade's buildings in this province; half its price each.
///
/// # Errors
/// The rule that forbids it.
pub fn recruit_upgrade(
    s: &State,
    p: Player,
    province: ProvinceId,
    kind: Kind,
    index: u8,
) -> Result<Option<(Upgrade, Stock)>, Refuse> {
    if index == 0 {
        return Ok(None);
    }
    let upgrade = *Upgrade::ALL.get(usize::from(index) - 1).ok_or(Refuse::NoUpgrade)?;
    let t = kind.template().kind;
    if !upgrade.fits(t) {
        return Err(Refuse::NoUpgrade);
    }
    let armoury = s.provinces_of(p).any(|pr| buildings_in(s, pr).contains(&Building::Armoury));
    let here = buildings_in(s, province);
    if !armoury || !upgrade.requires(t).iter().all(|b| here.contains(b)) {
        return Err(Refuse::NeedsBuilding);
    }
    let full = resolve(upgrade.cost(), p.org()).ok_or(Refuse::NotUsed)?;
    Ok(Some((upgrade, Stock(full.0.map(half_up)))))
}

/// KK-REC-01…13 — whether `p` may recruit `count` of `kind` in `province`
/// (with an upgrade at half price, KK-UNIT-16).
///
/// # Errors
/// The rule that forbids it.
pub fn check_recruit(
    s: &State,
    p: Player,
    province: ProvinceId,
    kind: Kind,
    count: u32,
    upgrade: u8,
) -> Result<(), Refuse> {
    check_kind(s, p, province, kind)?;
    let mut cost = crate::economy::unit_cost(s, p, kind).ok_or(Refuse::NotUsed)?;
    if let Some((_, extra)) = recruit_upgrade(s, p, province, kind, upgrade)? {
        for (r, n) in extra.amounts() {
            cost.add(r, n);
        }
    }
    let total = Stock(cost.0.map(|n| n * count));
    if count == 0 || !s.player(p).stock.covers(&total) {
        return Err(crate::refusal::short_of(&total, &s.player(p).stock));
    }
    // KK-AIR-12, KK-NAV-06: aircraft and ships take no room; they appear at
    // a base, a harbour or (river gunboats) their Workshops (GAP-33).
    if crate::air::flies(kind) || crate::sea::is_ship(kind) {
        return Ok(());
    }
    let capital = map().province(province).capital;
    if hostile_here(s, capital, Some(p)) {
        return Err(Refuse::EnemyHolds);
    }
    if crate::diplomacy::barred(s, p, capital) {
        return Err(Refuse::AtPeace); // GAP-44: a peace partner's units stand there
    }
    if u32::from(room(s, capital, Some(p))) < count {
        return Err(crate::movement::no_room(s, capital, p));
    }
    Ok(())
}

/// KK-REC-01, KK-REC-06, KK-REC-08, KK-UNIT-16 — the units are paid for
/// and appear, fresh, in the province capital, with their upgrade.
pub fn recruit(s: &mut State, p: Player, province: ProvinceId, kind: Kind, count: u32, upgrade: u8, ev: &mut Ev) {
    let Some(mut cost) = crate::economy::unit_cost(s, p, kind) else { return };
    let fitted = recruit_upgrade(s, p, province, kind, upgrade).ok().flatten();
    if let Some((_, extra)) = fitted {
        for (r, n) in extra.amounts() {
            cost.add(r, n);
        }
    }
    let total = Stock(cost.0.map(|n| n * count));
    crate::economy::pay(s, p, &total, Why::Recruit, ev);
    let at = arrival(s, p, province, kind);
    for _ in 0..count {
        // What each cost is kept for its refund (AMB-63).
        let id = place_unit(s, Some(p), kind, at, None, (cost, true), ev);
        if let Some((upgrade, _)) = fitted {
            ev.emit(s, Event::Upgraded { unit: id, upgrade, paid: Stock::default() });
        }
    }
}

/// KK-REC-06, GAP-33 — where recruits of `kind` appear: the province
/// capital; aircraft at its base (KK-AIR-01, KK-AIR-02); ships in its
/// harbour (KK-REC-12); river gunboats at its Workshops on a river.
fn arrival(s: &State, p: Player, province: ProvinceId, kind: Kind) -> RegionId {
    let capital = map().province(province).capital;
    if crate::river::is_river_ship(kind) {
        crate::river::yard_in(s, p, province).unwrap_or(capital)
    } else if crate::air::flies(kind) {
        crate::air::base_in(s, p, province, kind).unwrap_or(capital)
    } else if crate::sea::is_ship(kind) {
        crate::sea::harbour_in(s, p, province).unwrap_or(capital)
    } else {
        capital
    }
}

/// A free unit appears at `at`, fresh (KK-REC-14…16): KK-REC-16, it moves
/// from the next turn.
pub fn place(s: &mut State, owner: Owner, kind: Kind, at: RegionId, origin: Option<Origin>, ev: &mut Ev) -> UnitId {
    place_unit(s, owner, kind, at, origin, (Stock::default(), owner.is_some()), ev)
}

/// A unit appears at `at` having cost `paid`, fresh (KK-REC-08) or not.
pub fn place_unit(
    s: &mut State,
    owner: Owner,
    kind: Kind,
    at: RegionId,
    origin: Option<Origin>,
    (paid, fresh): (Stock, bool),
    ev: &mut Ev,
) -> UnitId {
    let id = UnitId(s.next_unit);
    let unit = Unit {
        id,
        kind,
        owner,
        at,
        losses: 0,
        routed: false,
        fresh,
        unsupplied: false,
        xp: 0,
        upgrades: Vec::new(),
        mp: 0,
        rain: false,
        acted: false,
        moved: false,
        plundered: false,
        replenished: false,
        aa_fired: false,
        intercepted: false,
        paid,
        origin,
        hold: false,
        fortune: false,
        aboard: None,
        regrouped: 0,
    };
    ev.emit(s, Event::UnitPlaced { unit });
    id
}

/// KK-REC-15, AMB-40 — where a free unit of `kind` goes: the capital of one
/// of `p`'s provinces (national first) with no hostile units, room, and
/// terrain it may enter.
#[must_use]
pub fn free_unit_place(s: &State, p: Player, kind: Kind) -> Option<RegionId> {
    let national = &s.player(p).national;
    let mut provinces: Vec<ProvinceId> = s.provinces_of(p).collect();
    provinces.sort_unstable_by_key(|pr| (!national.contains(pr), *pr));
    provinces
        .into_iter()
        .map(|pr| map().province(pr).capital)
        .find(|&c| may_enter(kind, c) && !crate::movement::closed(s, c, Some(p)) && room(s, c, Some(p)) > 0)
}

/// KK-REC-28, KK-REC-29 — whether `p` may grant privileges to `province`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_privileges(s: &State, p: Player, province: ProvinceId) -> Result<(), Refuse> {
    if s.player(p).government != Government::FeudalMonarchy {
        return Err(Refuse::NoVassals);
    }
    if s.owner(province) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    if s.province(province).privileged { Err(Refuse::NoVassals) } else { Ok(()) }
}

/// KK-REC-30, KK-REC-31, EX-30 — whether `p` may call the vassals of `province`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_vassals(s: &State, p: Player, province: ProvinceId) -> Result<RegionId, Refuse> {
    if s.owner(province) != Some(p) || !s.province(province).privileged {
        return Err(Refuse::NoVassals);
    }
    if s.player(p).government != Government::FeudalMonarchy
        || s.units.iter().any(|u| u.origin == Some(Origin::Vassal(province)))
    {
        return Err(Refuse::NoVassals);
    }
    let capital = map().province(province).capital;
    let kind = Kind::of("heavy_cavalry").ok_or(Refuse::NoVassals)?;
    if !may_enter(kind, capital) {
        return Err(Refuse::CapitalBarred);
    }
    if hostile_here(s, capital, Some(p)) {
        return Err(Refuse::EnemyHolds);
    }
    if crate::diplomacy::barred(s, p, capital) {
        return Err(Refuse::AtPeace);
    }
    if room(s, capital, Some(p)) == 0 {
        return Err(crate::movement::no_room(s, capital, p));
    }
    Ok(capital)
}

/// KK-REC-30 — the vassals: a free Heavy Cavalry with 1 PD a building (one
/// of KK-REC-17's three conditional units, with the levy and tribal warriors).
pub fn call_vassals(s: &mut State, p: Player, province: ProvinceId, at: RegionId, ev: &mut Ev) {
    let Some(kind) = Kind::of("heavy_cavalry") else { return };
    let id = place(s, Some(p), kind, at, Some(Origin::Vassal(province)), ev);
    let buildings = u32::try_from(buildings_in(s, province).len()).unwrap_or(0);
    if buildings > 0 {
        ev.emit(s, Event::Experience { unit: id, gained: buildings });
    }
}

/// KK-REC-32, AMB-63, EX-34 — a disband refund: half of what was paid, rounded up.
#[must_use]
pub fn disband_refund(u: &Unit) -> Stock {
    refund(&u.paid)
}

/// GAP-29 (1), KK-UNIT-10 (the other way: rest, `turn::end_movement`) —
/// whether `p` may pay to replenish `unit`: it has losses, was
/// not replenished this turn, is supplied, stands in a province of its
/// state with no enemy, where it could be recruited (any national province
/// for a unit without building needs); the cost is half its recruitment
/// cost (a quarter under Total War), rounded up.
///
/// # Errors
/// The rule that forbids it.
/// KK-UNIT-11: each replenishment takes one level of losses off.
pub fn check_replenish(s: &State, p: Player, unit: UnitId) -> Result<Stock, Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if u.losses == 0 || u.replenished || u.unsupplied {
        return Err(Refuse::NoReplenish);
    }
    let Some(province) = map().province_of(u.at).filter(|&pr| s.owner(pr) == Some(p)) else {
        return Err(Refuse::NoReplenish);
    };
    if crate::economy::occupied(s, province) {
        return Err(Refuse::EnemyPresent);
    }
    let t = u.kind.template();
    let here = buildings_in(s, province);
    let place_ok = if t.requires.is_empty() {
        s.player(p).national.contains(&province)
    } else {
        t.requires.iter().all(|b| here.contains(b))
    };
    if !place_ok {
        return Err(Refuse::NoReplenish);
    }
    let base = resolve(t.cost, p.org()).ok_or(Refuse::NotUsed)?;
    let quarter = s.player(p).doctrine == Doctrine::TotalWar;
    let cost = Stock(base.0.map(|n| if quarter { n.div_ceil(4) } else { half_up(n) }));
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

/// KK-UNIT-14…16, GAP-32 — whether `p` may fit `upgrade` to `unit`: it fits
/// and the unit has it not; an Armoury anywhere in the state and the
/// upgrade's buildings together in one of its provinces; the unit on the
/// state's territory; the price.
///
/// # Errors
/// The rule that forbids it.
pub fn check_upgrade(s: &State, p: Player, unit: UnitId, upgrade: Upgrade) -> Result<Stock, Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    let kind = u.kind.template().kind;
    if !upgrade.fits(kind) || u.upgrades.contains(&upgrade) {
        return Err(Refuse::NoUpgrade);
    }
    let provinces: Vec<ProvinceId> = s.provinces_of(p).collect();
    let armoury = provinces.iter().any(|&pr| buildings_in(s, pr).contains(&Building::Armoury));
    let together = provinces.iter().any(|&pr| {
        let here = buildings_in(s, pr);
        upgrade.requires(kind).iter().all(|b| here.contains(b))
    });
    if !armoury || !together {
        return Err(Refuse::NeedsBuilding);
    }
    if s.owner_at(u.at) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    let cost = resolve(upgrade.cost(), p.org()).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

//! Supplies, influence, recruitment and victory (SR-G4…SR-G7).

use crate::Ev;
use crate::action::Item;
use crate::event::{Event, Why};
use crate::ids::Faction;
use crate::map::{SHADOW_LANDS, map, pos};
use crate::prisoners::place;
use crate::refusal::Refuse;
use crate::state::{Finish, KardAt, LAST_ROUND, State};
use engine::board::RegionId;

/// SR-G4 — supplies a city gives each supply phase.
pub const SUPPLIES_PER_CITY: u32 = 2;
/// SR-G4 — and one more for holding one's own capital.
pub const CAPITAL_BONUS: u32 = 1;
/// SR-G5 — influence a city gives.
pub const INFLUENCE_PER_CITY: u32 = 1;
/// SR-G6 — items a city raises in one turn.
pub const ITEMS_PER_CITY: u32 = 2;
/// SR-G7 — influence that wins at the end of a round.
pub const WINNING_INFLUENCE: u32 = 25;

/// SR-G4, SR-G5 — a realm's income this supply phase: 2 supplies a city
/// and 1 for its own capital; 1 influence a city (vassals too, SR-41).
#[must_use]
pub fn income(s: &State, f: Faction) -> (u32, u32) {
    let cities = s.city_count(f);
    let capital = u32::from(s.owner(map().capital(f)) == Some(f));
    (SUPPLIES_PER_CITY * cities + CAPITAL_BONUS * capital, INFLUENCE_PER_CITY * cities)
}

/// SR-G3 step 2 — the supply phase: every seated realm's income, then
/// the vassals' tribute (SR-44).
pub fn supply_phase(s: &mut State, ev: &mut Ev) {
    for f in s.seated().collect::<Vec<_>>() {
        let (supplies, influence) = income(s, f);
        if supplies + influence > 0 {
            let (supplies, influence) = (i64::from(supplies), i64::from(influence));
            ev.emit(s, Event::Treasury { faction: f, supplies, influence, why: Why::Income });
        }
    }
    crate::vassal::pay_tributes(s, ev);
}

/// SR-G6 — where `item` is raised for `f`: a city of its own not
/// besieged (ships in a port city), or, for fanatics and shadows, the
/// Shadow Lands' field while `f` holds it.
#[must_use]
pub fn place_ok(s: &State, f: Faction, at: RegionId, item: Item) -> bool {
    let m = map();
    if item.of_shadow_lands() {
        return at == pos(SHADOW_LANDS) && s.holds(f, at);
    }
    m.is_city(at)
        && s.owner(at) == Some(f)
        && s.city(at).is_some_and(|c| c.siege.is_none())
        && (item != Item::Ship || !m.seas(at).is_empty())
}

/// SR-G6 — items already raised this turn where `at` counts them (the
/// Shadow Lands count the fanatics and shadows raised there).
fn raised(s: &State, at: RegionId) -> u32 {
    s.city(at).map_or_else(|| u32::from(s.shadow_raised), |c| u32::from(c.raised))
}

/// SR-G8 — the troops, fanatics and shadows at `at` without a sword.
fn free_carriers(s: &State, f: Faction, at: RegionId) -> u32 {
    u32::try_from(s.army(Some(f), at).filter(|u| u.kind.carries_sword() && !u.sword).count()).unwrap_or(0)
}

/// SR-G6 — the most of `item` `f` may raise at `at` now.
#[must_use]
pub fn most(s: &State, f: Faction, at: RegionId, item: Item) -> u32 {
    if !place_ok(s, f, at, item) {
        return 0;
    }
    let room = ITEMS_PER_CITY.saturating_sub(raised(s, at));
    let affordable = s.faction(f).supplies / item.cost();
    let carriers = if item == Item::Sword { free_carriers(s, f, at) } else { u32::MAX };
    room.min(affordable).min(carriers)
}

/// SR-G6, SR-G8 — whether `f` may raise `count` of `item` at `at`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_recruit(s: &State, f: Faction, at: RegionId, item: Item, count: u32) -> Result<(), Refuse> {
    if !place_ok(s, f, at, item) {
        return Err(Refuse::BadRecruitPlace);
    }
    if count == 0 || raised(s, at) + count > ITEMS_PER_CITY {
        return Err(Refuse::TooManyItems);
    }
    if item == Item::Sword && free_carriers(s, f, at) < count {
        return Err(Refuse::NoCarrier);
    }
    pay(s, f, count * item.cost())
}

/// SR-G4 — whether `f` has the `cost` in supplies; the refusal says what it
/// costs and what the realm has.
///
/// # Errors
/// SR-G4 when it has not.
pub fn pay(s: &State, f: Faction, cost: u32) -> Result<(), Refuse> {
    let have = s.faction(f).supplies;
    if have < cost { Err(Refuse::NoSupplies { cost, have }) } else { Ok(()) }
}

/// SR-G6 — the items are paid and placed (a sword on a carrier without one).
pub fn recruit(s: &mut State, f: Faction, at: RegionId, item: Item, count: u32, ev: &mut Ev) {
    let price = i64::from(count * item.cost());
    ev.emit(s, Event::Treasury { faction: f, supplies: -price, influence: 0, why: Why::Recruit });
    ev.emit(s, Event::Raised { at, item, count });
    for _ in 0..count {
        match item.unit() {
            Some(kind) => {
                place(s, Some(f), kind, at, ev);
            }
            None => {
                let carrier = s.army(Some(f), at).find(|u| u.kind.carries_sword() && !u.sword).map(|u| u.id);
                if let Some(unit) = carrier {
                    ev.emit(s, Event::Sword { unit, carries: true });
                }
            }
        }
    }
}

/// SR-27, SR-G7 — a realm may win: its ruler free, its capital its own,
/// no lord.
#[must_use]
pub fn eligible(s: &State, f: Faction) -> bool {
    let fs = s.faction(f);
    fs.seated && fs.kard == KardAt::Free && fs.lord.is_none() && s.owner(map().capital(f)) == Some(f)
}

/// SR-G7 — at the end of a round: an eligible realm with 25 influence or
/// more wins (the most influence; then the most cities; else shared);
/// after the last round the eligible realm with the most influence; with
/// none eligible, a draw.
#[must_use]
pub fn victory(s: &State) -> Option<Finish> {
    let eligible: Vec<Faction> = s.seated().filter(|&f| eligible(s, f)).collect();
    let enough = eligible.iter().any(|&f| s.faction(f).influence >= WINNING_INFLUENCE);
    if !enough && s.round < LAST_ROUND {
        return None;
    }
    let best_influence = eligible.iter().map(|&f| s.faction(f).influence).max();
    let first: Vec<Faction> =
        eligible.iter().copied().filter(|&f| Some(s.faction(f).influence) == best_influence).collect();
    let most_cities = first.iter().map(|&f| s.city_count(f)).max();
    let winners = first.into_iter().filter(|&f| Some(s.city_count(f)) == most_cities).collect();
    Some(Finish { winners, round: s.round, influence: Faction::ALL.iter().map(|&f| s.faction(f).influence).collect() })
}

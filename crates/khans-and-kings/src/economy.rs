//! The resource phase (KK-TURN-07/08, KK-PROV-03, KK-RES-07/08, AMB-06,
//! AMB-07, AMB-10) and what things cost (KK-RES-05, KK-RES-09/10, AMB-09).

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::{Item, Org, Resource, Stock, reduce, resolve};
use crate::data::tables::{Colour, Government, Season, Strategic};
use crate::data::units::{Family, Kind};
use crate::event::{Event, Why};
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::State;
use crate::turn_event::TurnEvent;

/// The colour `p` is paid for this turn: the die's, or its own pick on White.
#[must_use]
pub fn colour_for(s: &State, p: Player) -> Option<Colour> {
    s.colour.or(s.player(p).white)
}

/// AMB-06, L48 — a province's Wealth level: its token's, one more with a
/// Manufactory, at most III (KK-PROV-05: changed by a building; no event
/// of GAP-02 changes it, and decisions do not yet).
#[must_use]
pub fn wealth_level(s: &State, province: ProvinceId) -> u32 {
    let m = map();
    let manufactory = m.province(province).subs.iter().any(|&r| s.building(r) == Some(Building::Manufactory));
    (m.province(province).level + u32::from(manufactory)).min(3)
}

/// AMB-70 — hostile land units in a province stop its Wealth income.
#[must_use]
pub fn occupied(s: &State, province: ProvinceId) -> bool {
    let owner = s.owner(province);
    map()
        .province(province)
        .subs
        .iter()
        .any(|&r| s.units_at(r).any(|u| u.kind.template().kind.is_land() && s.hostile(u.owner, owner)))
}

/// KK-PROV-03, AMB-07 — what `p` receives from Wealth: each of its
/// provinces of the colour, not privileged (KK-REC-29, KK-PROV-08), not
/// occupied (KK-CAP-04, KK-PROV-09), yields its level of the colour's
/// resource (the FW and BM slots resolved to its organisation); a Drought
/// takes the FOOD. KK-PROV-04's "one unit" is a level-I province's (AMB-06).
#[must_use]
pub fn wealth_income(s: &State, p: Player) -> Stock {
    let mut out = Stock::default();
    let Some(colour) = colour_for(s, p) else { return out };
    let org = p.org();
    let Some(r) = colour.item().resolve(org) else { return out };
    if r == Resource::Food && TurnEvent::of(s.event) == TurnEvent::Drought {
        return out;
    }
    let strikes = s.player(p).strikes;
    for province in s.provinces_of(p) {
        let pr = s.province(province);
        // GAP-11: a group of provinces on strike yields no Wealth.
        let on_strike = if s.player(p).national.contains(&province) { strikes.0 } else { strikes.1 };
        if map().province(province).colour == colour && !pr.privileged && !occupied(s, province) && !on_strike {
            out.add(r, wealth_level(s, province));
        }
    }
    out
}

/// KK-TURN-08b, GAP-20, GAP-04, GAP-18 — what `p`'s buildings produce:
/// every producing building in its provinces, whatever the colour (Farms
/// +1 in autumn and nothing in winter; Steelworks +1 METAL with Coal);
/// also in provinces enemy units have entered, until plundered (KK-PLN-06).
#[must_use]
pub fn building_income(s: &State, p: Player) -> Stock {
    let org = p.org();
    let season = Season::of_turn(s.turn);
    let coal = holds(s, p, Strategic::Coal);
    let mut out = Stock::default();
    for province in s.provinces_of(p) {
        for &r in &map().province(province).subs {
            let Some(b) = s.building(r) else { continue };
            for &(item, n) in b.info().produces {
                let Some(res) = item.resolve(org) else { continue };
                let n = match (b, season) {
                    (Building::Farm, Season::Autumn) => n + 1,
                    (Building::Farm, Season::Winter) => 0,
                    (Building::Steelworks, _) if coal => n + 1,
                    _ => n,
                };
                out.add(res, n);
            }
        }
    }
    if let Some(bm) = crate::prisoners::labour_resource(p) {
        out.add(bm, crate::prisoners::labour(s, p));
    }
    out
}

/// KK-RES-15 — whether `p` holds at least one unit of `resource`.
#[must_use]
pub fn holds(s: &State, p: Player, resource: Strategic) -> bool {
    s.player(p).strategic.iter().any(|(r, _)| *r == resource)
}

/// KK-RES-07, AMB-10 — the growth modifiers of `p` by resource this turn:
/// its government (GAP-06), Silk (GAP-18), a Good Harvest (GAP-02) and
/// enthusiastic contentment (GAP-10).
#[must_use]
pub fn growth(s: &State, p: Player) -> Vec<(Resource, i64)> {
    let org = p.org();
    let ps = s.player(p);
    let mut items: Vec<(Item, i64)> = Vec::new();
    match ps.government {
        Government::FeudalMonarchy => items.push((Item::Gold, -1)),
        Government::TribalKhanate => items.push((Item::Bm, -1)),
        Government::MerchantRepublic => items.push((Item::Gold, 1)),
        Government::Autocracy => {}
    }
    if holds(s, p, Strategic::Silk) {
        items.push((Item::Gold, 1));
    }
    if TurnEvent::of(s.event) == TurnEvent::GoodHarvest {
        items.push((Item::Food, 2));
    }
    if crate::contentment::national(s, p) == 4 {
        items.push((Item::Food, 1));
    }
    let mut out: Vec<(Resource, i64)> = Vec::new();
    for (item, n) in items {
        let Some(r) = item.resolve(org) else { continue };
        match out.iter_mut().find(|(x, _)| *x == r) {
            Some(x) => x.1 += n,
            None => out.push((r, n)),
        }
    }
    out
}

/// KK-RES-07, KK-RES-08, AMB-10 — what is received of a resource when
/// `base` came from provinces and buildings and the growth modifiers sum to
/// `modifier`: nothing changes when nothing came, and never below 0.
#[must_use]
pub fn grown(base: u32, modifier: i64) -> u32 {
    if base == 0 {
        return 0;
    }
    u32::try_from((i64::from(base) + modifier).max(0)).unwrap_or(u32::MAX)
}

/// KK-TURN-08, AMB-10 — the resource phase for `p`: Wealth, buildings,
/// then each growth modifier only on a resource it received (never below 0).
pub fn collect(s: &mut State, p: Player, ev: &mut Ev) {
    let wealth = wealth_income(s, p);
    let buildings = building_income(s, p);
    let changes = |stock: &Stock| stock.amounts().map(|(r, n)| (r, i64::from(n))).collect::<Vec<_>>();
    if wealth.total() > 0 {
        ev.emit(s, Event::Stock { player: p, changes: changes(&wealth), why: Why::Wealth });
    }
    if buildings.total() > 0 {
        ev.emit(s, Event::Stock { player: p, changes: changes(&buildings), why: Why::Buildings });
    }
    let growth: Vec<(Resource, i64)> = growth(s, p)
        .into_iter()
        .filter_map(|(r, n)| {
            let base = wealth.get(r) + buildings.get(r);
            let change = i64::from(grown(base, n)) - i64::from(base);
            (change != 0).then_some((r, change))
        })
        .collect();
    if !growth.is_empty() {
        ev.emit(s, Event::Stock { player: p, changes: growth, why: Why::Growth });
    }
}

/// KK-RES-05 — whether `p` may pay for something costed in these items.
#[must_use]
pub fn affordable(s: &State, p: Player, cost: &Stock) -> bool {
    s.player(p).stock.covers(cost)
}

/// KK-REC-01, KK-RES-09/10, GAP-06, GAP-18 — what a unit of `kind` costs
/// `p`: its table cost in `p`'s resources, cavalry 1 less for a Tribal
/// Khanate and 1 less with Horses; `None` when it names a resource `p`
/// does not use.
#[must_use]
pub fn unit_cost(s: &State, p: Player, kind: Kind) -> Option<Stock> {
    let t = kind.template();
    let cost = resolve(t.cost, p.org())?;
    let cavalry = t.kind.family() == Family::Cavalry;
    let mut generic = 0;
    if cavalry && s.player(p).government == Government::TribalKhanate {
        generic += 1;
    }
    if cavalry && holds(s, p, Strategic::Horses) {
        generic += 1;
    }
    Some(reduce(cost, &[], generic))
}

/// KK-BLD, GAP-07 — what a building costs `p` (Strongholds 1 GOLD more
/// under the Mobile doctrine, added before any reduction, AMB-09).
#[must_use]
pub fn building_cost(s: &State, p: Player, building: Building) -> Option<Stock> {
    let mut cost = resolve(building.info().cost, p.org())?;
    if building.is_stronghold() && s.player(p).doctrine == crate::data::tables::Doctrine::Mobile {
        cost.add(Resource::Gold, 1);
    }
    Some(cost)
}

/// Pays `cost` (a check has made sure it is there).
pub fn pay(s: &mut State, p: Player, cost: &Stock, why: Why, ev: &mut Ev) {
    let changes: Vec<(Resource, i64)> = cost.amounts().map(|(r, n)| (r, -i64::from(n))).collect();
    if !changes.is_empty() {
        ev.emit(s, Event::Stock { player: p, changes, why });
    }
}

/// Receives `gain`. KK-RES-03 (rules 4): never a resource `p` does not use
/// (rules 1–3 let a refund of a unit won over from a state of the other
/// organisation bring one; found by the invariant of KK-RES-03).
pub fn receive(s: &mut State, p: Player, gain: &Stock, why: Why, ev: &mut Ev) {
    let used = |r: &Resource| s.rules < 4 || r.used_by(p.org());
    let changes: Vec<(Resource, i64)> =
        gain.amounts().filter(|(r, _)| used(r)).map(|(r, n)| (r, i64::from(n))).collect();
    if !changes.is_empty() {
        ev.emit(s, Event::Stock { player: p, changes, why });
    }
}

/// The organisation of `p`.
#[must_use]
pub const fn org(p: Player) -> Org {
    p.org()
}

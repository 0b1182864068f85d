//! [`apply`]: the only mutator of a [`State`].

use crate::event::{Event, good_bundle};
use crate::ids::{Faction, Resources, UnitId};
use crate::state::{Phase, Purchase, State, Task, Unit};
use engine::board::RegionId;
use engine::side::Side;

/// The only mutator of a [`State`].
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::Bought { faction, purchase } => s.factions[faction.index()].pending.push(*purchase),
        Event::PurchaseFinished { faction } => s.factions[faction.index()].done = true,
        Event::PurchasesRevealed { purchases } => apply_reveal(s, purchases),
        Event::TurnBegan { turn } => apply_turn_began(s, *turn),
        Event::Income { faction, gain } => add(s, *faction, *gain),
        Event::PhaseBegan { phase } => {
            s.phase = *phase;
            s.factions.iter_mut().for_each(|f| f.done = false);
        }
        Event::InitiativeChosen { faction, timing } => {
            let f = &mut s.factions[faction.index()];
            f.timing = Some(*timing);
            f.done = true;
        }
        Event::InitiativeRolled { faction, roll } => s.factions[faction.index()].initiative_roll = Some(*roll),
        Event::OrderSet { order } => s.order.clone_from(order),
        Event::TaskSet { unit, task } => with_unit(s, *unit, |u| u.task = *task),
        Event::SupplyPaid { unit, faction, amount } => {
            with_unit(s, *unit, |u| u.paid = true);
            let stock = &mut s.factions[faction.index()].stock;
            stock.s = stock.s.saturating_sub(*amount);
        }
        Event::NeutralPaid { region, units } => with_region(s, *region, |r| {
            r.supply = r.supply.saturating_sub(*units);
            r.garrison_paid += units;
        }),
        Event::UnitMoved { unit, to } => with_unit(s, *unit, |u| u.at = *to),
        Event::UnitLost { unit, .. } => s.units.retain(|u| u.id != *unit),
        Event::GarrisonLost { region, count } => with_region(s, *region, |r| {
            r.garrison = r.garrison.saturating_sub(*count);
            r.garrison_paid = r.garrison_paid.min(r.garrison);
        }),
        Event::WarDeclared { by, on } | Event::WarProclaimed { by, on } => apply_war(s, *by, *on),
        Event::PeaceOffered { by, to } => s.factions[by.index()].peace_offers.push(*to),
        Event::PeaceMade { a, b } => apply_peace(s, *a, *b),
        Event::NeutralHostile { faction, country } => {
            if let Some(c) = s.countries.get_mut(country.index()) {
                c.hostile.push(*faction);
            }
        }
        Event::TreatySigned { treaty } => s.treaties.push(treaty.clone()),
        Event::TreatyEnded { buyer, country } | Event::TreatyExpired { buyer, country } => {
            s.treaties.retain(|t| !(t.buyer == *buyer && t.country == *country));
        }
        Event::RegionCaptured { region, by, .. } => with_region(s, *region, |r| {
            r.owner = Some(*by);
            r.garrison = 0;
            r.garrison_paid = 0;
        }),
        Event::FacilityDamaged { region } => {
            let turn = s.turn;
            with_region(s, *region, |r| r.damaged_turn = Some(turn));
        }
        Event::Imported { faction, good, .. } => add(s, *faction, good_bundle(*good, 1)),
        Event::TradeDelivered { faction, country, good, quantity, .. } => {
            add(s, *faction, good_bundle(*good, *quantity));
            if let Some(t) = s.treaties.iter_mut().find(|t| t.buyer == *faction && t.country == *country) {
                t.shipped = true;
            }
        }
        Event::ResourcesSent { from, cargo, .. } => {
            let stock = &mut s.factions[from.index()].stock;
            *stock = stock.minus(*cargo);
        }
        Event::ResourcesReceived { faction, cargo } => add(s, *faction, *cargo),
        Event::AidReceived { region, cargo } => apply_aid(s, *region, *cargo),
        Event::NeutralRaised { region } => apply_raise(s, *region),
        Event::FactionEliminated { faction } => {
            s.units.retain(|u| u.faction != *faction);
            let f = &mut s.factions[faction.index()];
            f.eliminated = true;
            f.stock = Resources::default();
            f.pending.clear();
        }
        Event::GameOver { finish } => {
            s.finish = Some(finish.clone());
            s.phase = Phase::Over;
        }
        Event::DefenceOrdersSet { faction, orders } => s.factions[faction.index()].defence = *orders,
        Event::InitiativeRevealed { .. }
        | Event::HeldBack { .. }
        | Event::Unsupplied { .. }
        | Event::LandBattle { .. }
        | Event::Fire { .. } => {}
    }
}

fn add(s: &mut State, f: Faction, r: Resources) {
    let stock = &mut s.factions[f.index()].stock;
    *stock = stock.plus(r);
}

fn with_unit(s: &mut State, id: UnitId, f: impl FnOnce(&mut Unit)) {
    if let Ok(i) = s.units.binary_search_by_key(&id, |u| u.id) {
        f(&mut s.units[i]);
    }
}

fn with_region(s: &mut State, r: RegionId, f: impl FnOnce(&mut crate::state::RegionState)) {
    if crate::map::map().is_land(r)
        && let Some(reg) = s.regions.get_mut(r.index())
    {
        f(reg);
    }
}

fn apply_reveal(s: &mut State, purchases: &[(Faction, Purchase)]) {
    for (faction, p) in purchases {
        let stock = &mut s.factions[faction.index()].stock;
        *stock = stock.minus(p.kind.cost());
        let id = UnitId(s.next_unit);
        s.next_unit += 1;
        s.units.push(Unit { id, faction: *faction, kind: p.kind, at: p.place, task: Task::Idle, paid: false });
    }
    for f in &mut s.factions {
        f.pending.clear();
    }
}

fn apply_turn_began(s: &mut State, turn: u32) {
    s.turn = turn;
    s.order.clear();
    for u in &mut s.units {
        u.task = Task::Idle;
        u.paid = false;
    }
    for r in &mut s.regions {
        r.garrison_paid = 0;
    }
    for t in &mut s.treaties {
        t.shipped = false;
    }
    for f in &mut s.factions {
        f.timing = None;
        f.initiative_roll = None;
        f.done = false;
    }
}

fn apply_war(s: &mut State, a: Faction, b: Faction) {
    let pair = crate::state::war_pair(a, b);
    if a != b && !s.wars.contains(&pair) {
        s.wars.push(pair);
        s.wars.sort();
    }
    s.factions[a.index()].peace_offers.retain(|x| *x != b);
    s.factions[b.index()].peace_offers.retain(|x| *x != a);
}

fn apply_peace(s: &mut State, a: Faction, b: Faction) {
    s.wars.retain(|p| *p != crate::state::war_pair(a, b));
    s.factions[a.index()].peace_offers.retain(|x| *x != b);
    s.factions[b.index()].peace_offers.retain(|x| *x != a);
}

fn apply_aid(s: &mut State, region: RegionId, cargo: Resources) {
    with_region(s, region, |r| r.supply += cargo.s);
    let country = crate::map::map().info(region).and_then(|i| i.country);
    if let Some(c) = country.and_then(|c| s.countries.get_mut(c.index())) {
        c.account = c.account.plus(Resources::new(cargo.mp, cargo.p, 0));
    }
}

fn apply_raise(s: &mut State, region: RegionId) {
    let country = crate::map::map().info(region).and_then(|i| i.country);
    if let Some(c) = country.and_then(|c| s.countries.get_mut(c.index())) {
        c.account = c.account.minus(crate::neutral::RAISE_COST);
    }
    with_region(s, region, |r| r.garrison += 1);
}

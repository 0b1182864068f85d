//! `check`: pure, never panics, refuses with a typed reason (rule id).

use crate::action::Action;
use crate::ids::{Faction, Resources, UnitKind};
use crate::map::map;
use crate::reach;
use crate::refusal::{Able, Refuse, own_unit};
use crate::state::{Phase, State, Task, Unit};
use engine::board::RegionId;
use engine::refusal::TurnRefusal;

/// Whether `f` may take `a` now.
///
/// # Errors
/// The reason it may not.
pub fn check(s: &State, f: Faction, a: &Action) -> Result<(), Refuse> {
    if s.finish.is_some() || s.phase == Phase::Over {
        return Err(Refuse::Turn(TurnRefusal::GameOver));
    }
    let to_act = crate::turn::to_act(s);
    if !to_act.contains(&f) {
        return Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: to_act.first().copied() }));
    }
    match a {
        Action::Buy { unit, place, count } => check_buy(s, f, *unit, *place, *count),
        Action::FinishPurchase => in_phase(s, f, Phase::Purchase),
        Action::ChooseInitiative(_) => in_phase(s, f, Phase::Initiative),
        Action::Defend { unit, region } => check_standing(s, f).and_then(|()| check_defend(s, f, *unit, *region)),
        Action::Cover { unit, region } => check_standing(s, f).and_then(|()| check_cover(s, f, *unit, *region)),
        // Any reserve reads: one above the stock means "never pay".
        Action::KeepSupply { .. } | Action::InterceptFirst(_) | Action::LossesFirst(_) | Action::SinkFirst(_) => {
            check_standing(s, f)
        }
        Action::DeclareWar { on } => check_diplomacy(s, f).and_then(|()| check_war(s, f, *on)),
        Action::OfferPeace { .. } | Action::OfferTrade { .. } if s.phase == Phase::Initiative => {
            check_diplomacy(s, f).and_then(|()| check_slot_action_terms(s, f, a))
        }
        _ => check_slot_action(s, f, a),
    }
}

fn check_slot_action(s: &State, f: Faction, a: &Action) -> Result<(), Refuse> {
    if s.acting() != Some(f) {
        // Offers belong to the diplomacy step; everything else to one's slot.
        let offer = matches!(a, Action::OfferPeace { .. } | Action::OfferTrade { .. });
        let phase = if offer { Phase::Initiative } else { Phase::Action { slot: 0 } };
        return Err(Refuse::WrongPhase { phase });
    }
    match a {
        Action::Order { unit, target } => check_order(s, f, *unit, *target),
        Action::Launch { target } => crate::land::check_launch(s, f, *target),
        Action::Bomb { target } => crate::air::check_bomb(s, f, *target),
        Action::Sweep { target } => crate::air::check_sweep(s, f, *target),
        Action::NavalAttack { target } => crate::naval::check_naval_attack(s, f, *target),
        Action::Rebase { unit, to } => check_rebase(s, f, *unit, *to),
        Action::Voyage { unit, edge, .. } => crate::merchant::check_voyage(s, f, *unit, *edge),
        Action::TradeVoyage { unit, to, seller } => crate::merchant::check_trade_voyage(s, f, *unit, *to, *seller),
        Action::Transport { unit, to, cargo } => crate::merchant::check_transport(s, f, *unit, *to, *cargo),
        Action::Transfer { to, cargo } => crate::merchant::check_transfer(s, f, *to, *cargo),
        // Offers made in one's slot: how the game read them before the
        // diplomacy step had them (old files replay); none is offered there now.
        Action::OfferPeace { .. } | Action::OfferTrade { .. } => check_slot_action_terms(s, f, a),
        _ => Ok(()),
    }
}

/// The terms of a peace or trade offer, wherever it is made.
fn check_slot_action_terms(s: &State, f: Faction, a: &Action) -> Result<(), Refuse> {
    match a {
        Action::OfferPeace { with } => check_peace(s, f, *with),
        Action::OfferTrade { .. } => {
            crate::trade::offer_of(a).map_or(Err(Refuse::BadTerms), |offer| crate::trade::check_offer(s, f, &offer))
        }
        _ => Ok(()),
    }
}

/// WW-G3 step 3 — diplomacy (talks, treaties, declarations of war and
/// peace) is done in the initiative phase, before the faction chooses its
/// timing, which ends its part of the phase.
fn check_diplomacy(s: &State, f: Faction) -> Result<(), Refuse> {
    in_phase(s, f, Phase::Initiative)
}

/// WW-G12 — war may be declared on another faction still in the game and at peace.
fn check_war(s: &State, f: Faction, on: Faction) -> Result<(), Refuse> {
    if on == f || s.at_war(f, on) || s.faction(on).eliminated {
        return Err(Refuse::BadWar);
    }
    Ok(())
}

fn in_phase(s: &State, f: Faction, phase: Phase) -> Result<(), Refuse> {
    if s.phase != phase {
        return Err(Refuse::WrongPhase { phase });
    }
    if s.faction(f).done {
        return Err(Refuse::AlreadyDone);
    }
    Ok(())
}

/// WW-1, WW-38 — what the pending buys of a purchase cost.
#[must_use]
pub fn pending_cost(s: &State, f: Faction) -> Resources {
    s.faction(f).pending.iter().fold(Resources::default(), |acc, p| acc.plus(p.kind.cost()))
}

/// The MP and P still free during a purchase: stock minus pending buys.
#[must_use]
pub fn budget_left(s: &State, f: Faction) -> Resources {
    let spent = pending_cost(s, f);
    let stock = s.faction(f).stock;
    Resources::new(stock.mp.saturating_sub(spent.mp), stock.p.saturating_sub(spent.p), stock.s)
}

/// WW-1 — how many units of `kind` the budget left still pays for.
#[must_use]
pub fn most_affordable(s: &State, f: Faction, kind: UnitKind) -> u32 {
    let (left, cost) = (budget_left(s, f), kind.cost());
    [(left.mp, cost.mp), (left.p, cost.p), (left.s, cost.s)]
        .into_iter()
        .filter(|&(_, c)| c > 0)
        .map(|(have, c)| have / c)
        .min()
        .unwrap_or(0)
}

/// WW-1, WW-2, WW-G13 — a purchase must fit the budget and be placed in own
/// regions or seas next to own coasts.
fn check_buy(s: &State, f: Faction, kind: UnitKind, place: RegionId, count: u32) -> Result<(), Refuse> {
    in_phase(s, f, Phase::Purchase)?;
    if !reach::placement_ok(s, f, kind, place) {
        return Err(Refuse::BadPlacement);
    }
    if count == 0 {
        return Err(Refuse::NoUnits);
    }
    if count > most_affordable(s, f, kind) {
        let cost = kind.cost();
        let cost =
            Resources::new(cost.mp.saturating_mul(count), cost.p.saturating_mul(count), cost.s.saturating_mul(count));
        return Err(Refuse::OverBudget { cost, left: budget_left(s, f) });
    }
    Ok(())
}

/// Standing orders are given in the initiative phase or in one's own slot.
/// The most Supply the field of a standing order offers to keep from
/// defence: more than stocks reach, so "never pay for defence" is in it.
pub const MOST_KEPT: u32 = 99;

fn check_standing(s: &State, f: Faction) -> Result<(), Refuse> {
    match s.phase {
        Phase::Initiative if !s.faction(f).done => Ok(()),
        Phase::Action { .. } if s.acting() == Some(f) => Ok(()),
        Phase::Initiative => Err(Refuse::AlreadyDone),
        _ => Err(Refuse::WrongPhase { phase: Phase::Initiative }),
    }
}

fn idle_unit(s: &State, f: Faction, id: crate::ids::UnitId) -> Result<&Unit, Refuse> {
    let u = own_unit(s, f, id)?;
    if u.task == Task::Idle { Ok(u) } else { Err(Refuse::UnitBusy) }
}

/// WW-G4 — a standing defence: land units for an adjacent own region,
/// bombers for an own region or a sea zone within 2 steps (WW-G8).
fn check_defend(s: &State, f: Faction, id: crate::ids::UnitId, region: RegionId) -> Result<(), Refuse> {
    let u = idle_unit(s, f, id)?;
    let sea_watch = u.kind == UnitKind::Bomber && map().is_sea(region);
    if !sea_watch && (!map().is_land(region) || s.owner(region) != Some(f)) {
        return Err(Refuse::BadTarget);
    }
    let ok = match u.kind {
        UnitKind::Infantry | UnitKind::Tank => map().land_neighbours(u.at).any(|r| r == region),
        UnitKind::Bomber => map().steps(u.at, region) <= reach::AIR_RANGE,
        _ => return Err(Refuse::WrongUnit { able: Able::Defend }),
    };
    let reach = if u.kind == UnitKind::Bomber { reach::AIR_RANGE } else { 1 };
    if ok { Ok(()) } else { Err(Refuse::OutOfRange { reach }) }
}

/// WW-14 — a fighter covers a land region within 2 steps.
fn check_cover(s: &State, f: Faction, id: crate::ids::UnitId, region: RegionId) -> Result<(), Refuse> {
    let u = idle_unit(s, f, id)?;
    if u.kind != UnitKind::Fighter {
        return Err(Refuse::WrongUnit { able: Able::Cover });
    }
    if !map().is_land(region) {
        return Err(Refuse::BadTarget);
    }
    if map().steps(u.at, region) <= reach::AIR_RANGE {
        Ok(())
    } else {
        Err(Refuse::OutOfRange { reach: reach::AIR_RANGE })
    }
}

/// WW-12, WW-G4, WW-20 — ordering a unit into a pending attack; ordering it
/// again onto the same target takes it back out.
fn check_order(s: &State, f: Faction, id: crate::ids::UnitId, target: RegionId) -> Result<(), Refuse> {
    let u = own_unit(s, f, id)?;
    if u.task == Task::Ordered(target) {
        return Ok(());
    }
    if u.task != Task::Idle {
        return Err(Refuse::UnitBusy);
    }
    if !map().is_node(target) {
        return Err(Refuse::BadTarget);
    }
    reach::order_range(u, target)?;
    if !reach::attackable(s, f, target) {
        return Err(if map().is_sea(target) { Refuse::NoShips } else { Refuse::BadTarget });
    }
    Ok(())
}

/// WW-12, WW-G4 — rebasing: land units along own land or by sea with an
/// escort, air units up to 4 steps, ships anywhere reachable by sea.
fn check_rebase(s: &State, f: Faction, id: crate::ids::UnitId, to: RegionId) -> Result<(), Refuse> {
    let u = idle_unit(s, f, id)?;
    let m = map();
    if to == u.at || !m.is_node(to) {
        return Err(Refuse::BadTarget);
    }
    if u.kind.is_ship() {
        return if m.is_sea(to) && m.sea_steps(u.at, to).is_some() { Ok(()) } else { Err(Refuse::NoRoute) };
    }
    if s.owner(to) != Some(f) {
        return Err(Refuse::BadTarget);
    }
    if u.kind.is_air() {
        return if m.steps(u.at, to) <= reach::AIR_REBASE {
            Ok(())
        } else {
            Err(Refuse::OutOfRange { reach: reach::AIR_REBASE })
        };
    }
    let by_land = reach::own_land_reach(s, f, u.at).get(to.index()).copied().flatten().is_some();
    if by_land || reach::sea_lift(s, f, u.at, to).is_some() { Ok(()) } else { Err(Refuse::NoRoute) }
}

/// WW-G12 — peace may be offered to a faction at war, once.
fn check_peace(s: &State, f: Faction, with: Faction) -> Result<(), Refuse> {
    if !s.at_war(f, with) || s.faction(f).peace_offers.contains(&with) {
        return Err(Refuse::BadPeace);
    }
    Ok(())
}

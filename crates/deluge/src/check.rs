//! Whether a nation may take an action now; the reason if not.

use crate::action::{Action, Holder};
use crate::army::ArmyId;
use crate::battle::{Losses, MOST_ENTRIES, ResultState, Verdict};
use crate::map::map;
use crate::nation::Nation;
use crate::refusal::{MOST_COMMENT, MOST_NAME, MOST_PERSONS, Refuse};
use crate::state::{AfterVictory, Army, Mode, Movement, Order, Phase, Retreat, State};
use engine::board::RegionId;
use engine::refusal::TurnRefusal;

/// DC-STORM-1, DC-SIEGE-1 — the strength a storm or siege needs.
pub const MIN_STORM_SIEGE_PS: u32 = 60;
/// DC-TRE-9 — ducats per recruited PS.
pub const RECRUIT_COST: i64 = 10;
/// DC-TRE-10 — ducats per invested resource.
pub const INVEST_COST: i64 = 5;
/// DC-TRE-11 — ducats per point of morale.
pub const MORALE_COST: i64 = 100;

type Checked = Result<(), Refuse>;

/// Checks `action` for `nation`.
///
/// # Errors
/// The reason it is refused.
pub fn check(s: &State, nation: Nation, action: &Action) -> Checked {
    if s.phase == Phase::Over {
        return Err(Refuse::Turn(TurnRefusal::GameOver));
    }
    if s.nation(nation).done {
        return Err(Refuse::PhaseEnded);
    }
    match (s.phase, action) {
        (_, Action::EndPhase(phase)) if *phase == s.phase => end_phase(s, nation),
        (Phase::Movement, Action::Transfer { army, from, to, ps }) => transfer(s, nation, *army, *from, *to, *ps),
        (Phase::Movement, Action::Split { parent, slot, ps }) => split(s, nation, *parent, *slot, *ps),
        (Phase::Movement, Action::Move { army, movement }) => movement_order(s, nation, *army, *movement),
        (Phase::Movement, Action::Recruit { army, ps }) => recruit(s, nation, *army, *ps),
        (Phase::Movement, Action::Invest { land, n }) => invest(s, nation, *land, *n),
        (Phase::Movement, Action::BuyMorale { pct }) => buy_morale(s, nation, *pct),
        (Phase::Orders, Action::Command { army, order }) => {
            order_open(s, nation, *army, Refuse::OrderGiven)?;
            command(s, nation, *army, order)
        }
        (Phase::Orders, Action::StayAfterTacticalDefeat { army, .. }) => {
            order_open(s, nation, *army, Refuse::PlanLocked)
        }
        (Phase::Orders, Action::RetreatTo { army, target }) => {
            order_open(s, nation, *army, Refuse::PlanLocked)?;
            retreat_to(s, nation, *army, *target)
        }
        (Phase::Orders, Action::AfterVictory { army, plan }) => {
            order_open(s, nation, *army, Refuse::PlanLocked)?;
            after_victory(s, nation, *army, *plan)
        }
        (Phase::Orders | Phase::Results, Action::NameCommander { name }) => name_commander(s, nation, name),
        (Phase::Orders | Phase::Results, Action::Propose { to, points }) => propose(s, nation, *to, *points),
        (Phase::Orders | Phase::Results, Action::Accept { from }) => accept(s, nation, *from),
        (Phase::Orders | Phase::Results, Action::Withdraw { to }) => s
            .proposals
            .iter()
            .any(|p| p.from == nation && p.to == *to && !p.accepted)
            .then_some(())
            .ok_or(Refuse::BadDiplomacy),
        (Phase::Orders | Phase::Results, Action::Break { with }) => {
            (*with != nation && s.allied(nation, *with) && !s.breaks.contains(&crate::state::pair(nation, *with)))
                .then_some(())
                .ok_or(Refuse::BadDiplomacy)
        }
        (_, Action::Propose { .. } | Action::Accept { .. } | Action::Withdraw { .. } | Action::Break { .. }) => {
            Err(Refuse::NotDiplomacyPhase)
        }
        (Phase::Results, Action::EnterResult { battle, verdict, losses_0, losses_1, commander, comment }) => {
            enter_result(s, nation, *battle, *verdict, [*losses_0, *losses_1])?;
            commander_and_comment(s, nation, *battle, *commander, comment)
        }
        (Phase::Results, Action::Resolve { battle }) => resolve(s, nation, *battle),
        (Phase::Results, Action::Confirm { battle, commander }) => {
            confirm(s, nation, *battle)?;
            commander_and_comment(s, nation, *battle, *commander, "")
        }
        (Phase::Results, Action::Deadline { battle }) => deadline(s, nation, *battle),
        _ => Err(Refuse::WrongPhase { phase: Some(action.phase()) }),
    }
}

/// DC-PLAN-1 (rules 2) — the plan is set before the order, which locks
/// both: `locked` says which of them was asked for.
fn order_open(s: &State, nation: Nation, army: ArmyId, locked: Refuse) -> Checked {
    let a = own_army(s, nation, army)?;
    if s.under(2) && a.order.is_some() { Err(locked) } else { Ok(()) }
}

/// DC-RES-5 (rules 2) — a new person of the nation: a name of 1 to
/// [`MOST_NAME`] characters that the nation has not named yet, and at most
/// [`MOST_PERSONS`] persons a nation.
fn name_commander(s: &State, nation: Nation, name: &str) -> Checked {
    if !s.under(2) {
        return Err(Refuse::EarlierRules);
    }
    let name = name.trim();
    let length = u32::try_from(name.chars().count()).unwrap_or(u32::MAX);
    let own: Vec<&str> = s.persons.iter().filter(|p| p.nation == nation).map(|p| p.name.as_str()).collect();
    let taken = own.iter().any(|n| n.trim().eq_ignore_ascii_case(name));
    if length == 0 || length > MOST_NAME || taken || own.len() >= MOST_PERSONS {
        return Err(Refuse::BadName);
    }
    Ok(())
}

/// DC-RES-5, GAP-12 (rules 2) — the commander a side names is a person of
/// a nation on that side; a comment is short. Rules 1 name neither.
fn commander_and_comment(s: &State, nation: Nation, battle: u32, commander: Option<u32>, comment: &str) -> Checked {
    if !s.under(2) {
        return if commander.is_none() && comment.is_empty() { Ok(()) } else { Err(Refuse::EarlierRules) };
    }
    if u32::try_from(comment.chars().count()).unwrap_or(u32::MAX) > MOST_COMMENT {
        return Err(Refuse::LongComment);
    }
    let Some(c) = commander else { return Ok(()) };
    let b = s.battle(battle).ok_or(Refuse::NotYourBattle)?;
    let side = b.side_of(nation).ok_or(Refuse::NotYourBattle)?;
    let eligible = s.commanders(b, side, nation);
    if usize::try_from(c).is_ok_and(|c| c < eligible.len()) { Ok(()) } else { Err(Refuse::BadCommander) }
}

/// The nation's own army on the map.
///
/// # Errors
/// [`Refuse::NotYourArmy`].
pub fn own_army(s: &State, nation: Nation, army: ArmyId) -> Result<&Army, Refuse> {
    s.armies.get(&army).filter(|_| army.nation() == nation).ok_or(Refuse::NotYourArmy)
}

fn end_phase(s: &State, nation: Nation) -> Checked {
    if s.phase == Phase::Results && s.battles.iter().any(|b| b.side_of(nation).is_some() && !b.confirmed()) {
        return Err(Refuse::ResultsOpen);
    }
    Ok(())
}

/// DC-REORG-4 — a garrison, or an army inside the fortress, of a besieged land.
fn under_siege(s: &State, land: RegionId, holder_in_fortress: bool) -> bool {
    s.land(land).siege.is_some() && holder_in_fortress
}

/// DC-REORG-1, DC-REORG-2, DC-REORG-4, DC-REORG-5.
fn transfer(s: &State, nation: Nation, army: ArmyId, from: Holder, to: Holder, ps: u32) -> Checked {
    let a = own_army(s, nation, army)?;
    if from == to || (from != Holder::Army(army) && to != Holder::Army(army)) {
        return Err(Refuse::BadTransfer);
    }
    if ps == 0 {
        return Err(Refuse::Zero);
    }
    let mut available = 0;
    for (holder, giving) in [(from, true), (to, false)] {
        match holder {
            Holder::Army(id) => {
                let other = own_army(s, nation, id).map_err(|_| Refuse::BadTransfer)?;
                if other.land != a.land {
                    return Err(Refuse::BadTransfer);
                }
                if other.movement.is_some() {
                    return Err(Refuse::AlreadyOrdered);
                }
                if under_siege(s, other.land, other.in_fortress) {
                    return Err(Refuse::UnderSiege);
                }
                if giving {
                    // The giving army keeps 1 PS: an army is removed only by losses (GAP-18).
                    available = other.strength.saturating_sub(1);
                }
            }
            Holder::Garrison => {
                if s.land(a.land).owner != nation {
                    return Err(Refuse::BadTransfer);
                }
                if under_siege(s, a.land, true) {
                    return Err(Refuse::UnderSiege);
                }
                if giving {
                    available = s.land(a.land).garrison;
                }
            }
        }
    }
    if ps > available { Err(Refuse::TooMany { most: available }) } else { Ok(()) }
}

/// DC-ARMY-2, DC-REORG-3, GAP-18.
fn split(s: &State, nation: Nation, parent: ArmyId, slot: ArmyId, ps: u32) -> Checked {
    let a = own_army(s, nation, parent)?;
    if !parent.slots().any(|x| x == slot) || s.armies.contains_key(&slot) {
        return Err(Refuse::BadSplit);
    }
    if a.movement.is_some() {
        return Err(Refuse::AlreadyOrdered);
    }
    if under_siege(s, a.land, a.in_fortress) {
        return Err(Refuse::UnderSiege);
    }
    if ps == 0 || ps >= a.strength {
        return Err(Refuse::BadSplit);
    }
    Ok(())
}

/// DC-MOVE-1…6.
fn movement_order(s: &State, nation: Nation, army: ArmyId, movement: Movement) -> Checked {
    let a = own_army(s, nation, army)?;
    let land = s.land(a.land);
    match movement {
        Movement::Move(to) => {
            if a.in_fortress {
                return Err(Refuse::InFortress);
            }
            if !s.is_land(to) || to == a.land {
                return Err(Refuse::NotAdjacent);
            }
            let reach = nation.reach(a.yasyr > 0);
            match map().distance(a.land, to) {
                Some(d) if d <= reach => Ok(()),
                _ => Err(Refuse::NotAdjacent),
            }
        }
        Movement::EnterFortress => {
            if a.in_fortress {
                return Err(Refuse::InFortress);
            }
            if land.owner != nation {
                return Err(Refuse::NotOwnLand);
            }
            if !map().info(a.land).fortress {
                return Err(Refuse::NoFortress);
            }
            // An army in the field cannot get in: "break out" is for those inside.
            if land.siege.is_some() { Err(Refuse::FortressBesieged) } else { Ok(()) }
        }
        Movement::LeaveFortress => {
            if !a.in_fortress {
                return Err(Refuse::OrderUnavailable);
            }
            if land.siege.is_some() { Err(Refuse::Besieged) } else { Ok(()) }
        }
        Movement::Rest => {
            if a.in_fortress {
                return Err(Refuse::InFortress);
            }
            if land.owner == nation { Ok(()) } else { Err(Refuse::NotOwnLand) }
        }
    }
}

/// DC-TRE-8 — whether the treasury pays `cost` (nothing is bought at 0 or below, GAP-7).
fn affordable(s: &State, nation: Nation, cost: i64) -> Checked {
    let ducats = s.nation(nation).ducats;
    if ducats <= 0 || cost > ducats { Err(Refuse::NotEnoughDucats { cost, have: ducats }) } else { Ok(()) }
}

/// DC-TRE-9.
fn recruit(s: &State, nation: Nation, army: ArmyId, ps: u32) -> Checked {
    let a = own_army(s, nation, army)?;
    if ps == 0 {
        return Err(Refuse::Zero);
    }
    let land = s.land(a.land);
    if land.owner != nation || land.siege.is_some() {
        return Err(Refuse::BadRecruitSite);
    }
    affordable(s, nation, RECRUIT_COST * i64::from(ps))
}

/// DC-TRE-10, AMB-31.
fn invest(s: &State, nation: Nation, land: RegionId, n: u32) -> Checked {
    if nation == Nation::Tat || !s.is_land(land) || s.land(land).owner != nation || s.land(land).invested {
        return Err(Refuse::BadInvestment);
    }
    if n == 0 {
        return Err(Refuse::Zero);
    }
    affordable(s, nation, INVEST_COST * i64::from(n))
}

/// DC-TRE-11.
fn buy_morale(s: &State, nation: Nation, pct: u32) -> Checked {
    if pct == 0 {
        return Err(Refuse::Zero);
    }
    if s.nation(nation).morale + pct > 100 {
        return Err(Refuse::MoraleFull { most: 100u32.saturating_sub(s.nation(nation).morale) });
    }
    affordable(s, nation, MORALE_COST * i64::from(pct))
}

/// DC-ORD-1…5, DC-STORM-1, DC-SIEGE-1, DC-YAS-1, DC-BRK-1, AMB-3, AMB-37.
fn command(s: &State, nation: Nation, army: ArmyId, order: &Order) -> Checked {
    let a = own_army(s, nation, army)?;
    let land = s.land(a.land);
    if a.in_fortress {
        return if matches!(order, Order::BreakSiege) && land.siege.is_some() {
            Ok(())
        } else {
            Err(Refuse::OrderUnavailable)
        };
    }
    let facing = s.hostile_field_armies(a.land, nation).count() > 0;
    let enemy_land = s.hostile(nation, land.owner);
    match order {
        Order::Attack(targets) => {
            if targets.is_empty() {
                return Err(Refuse::BadTarget);
            }
            let mut seen = Vec::new();
            for t in targets {
                let ok = s.armies.get(t).is_some_and(|x| x.land == a.land && !x.in_fortress)
                    && s.hostile(nation, t.nation())
                    && !seen.contains(t);
                if !ok {
                    return Err(Refuse::BadTarget);
                }
                seen.push(*t);
            }
            Ok(())
        }
        Order::Defend => {
            if facing {
                Ok(())
            } else {
                Err(Refuse::OrderUnavailable)
            }
        }
        Order::Storm => {
            storm_or_siege(nation, a)?;
            if !enemy_land {
                return Err(Refuse::OrderUnavailable);
            }
            // AMB-3: facing hostile field armies, a storm needs one completed siege turn.
            if facing && !(a.besieging && land.siege.is_some_and(|t| t >= 2)) {
                return Err(Refuse::OrderUnavailable);
            }
            Ok(())
        }
        Order::Siege => {
            storm_or_siege(nation, a)?;
            if facing || !enemy_land {
                return Err(Refuse::OrderUnavailable);
            }
            if map().info(a.land).fortress { Ok(()) } else { Err(Refuse::NoFortress) }
        }
        Order::TakeYasyr => {
            if !nation.takes_yasyr() {
                return Err(Refuse::NoYasyr);
            }
            if facing || !enemy_land { Err(Refuse::OrderUnavailable) } else { Ok(()) }
        }
        Order::BreakSiege => Err(Refuse::OrderUnavailable),
    }
}

/// DC-ORD-5, DC-STORM-1, DC-SIEGE-1.
fn storm_or_siege(nation: Nation, a: &Army) -> Checked {
    if nation == Nation::Tat {
        return Err(Refuse::TatarsCannot);
    }
    if a.strength < MIN_STORM_SIEGE_PS {
        Err(Refuse::TooWeak { need: MIN_STORM_SIEGE_PS, have: a.strength })
    } else {
        Ok(())
    }
}

/// DC-PLAN-3.
fn retreat_to(s: &State, nation: Nation, army: ArmyId, target: Retreat) -> Checked {
    let a = own_army(s, nation, army)?;
    match target {
        Retreat::To(to) => {
            if s.is_land(to) && map().adjacent(a.land, to) && s.allied(nation, s.land(to).owner) {
                Ok(())
            } else {
                Err(Refuse::BadRetreat)
            }
        }
        Retreat::Fortress => {
            if s.land(a.land).owner == nation && map().info(a.land).fortress {
                Ok(())
            } else {
                Err(Refuse::BadRetreat)
            }
        }
    }
}

/// DC-PLAN-6.
fn after_victory(s: &State, nation: Nation, army: ArmyId, plan: AfterVictory) -> Checked {
    let a = own_army(s, nation, army)?;
    match plan {
        AfterVictory::StayInField => Ok(()),
        AfterVictory::BeginSiege => {
            storm_or_siege(nation, a)?;
            if map().info(a.land).fortress { Ok(()) } else { Err(Refuse::NoFortress) }
        }
        AfterVictory::TakeYasyr => {
            if nation.takes_yasyr() {
                Ok(())
            } else {
                Err(Refuse::NoYasyr)
            }
        }
    }
}

/// DC-DIP-3, DC-DIP-4, GAP-22.
fn propose(s: &State, nation: Nation, to: Nation, points: u32) -> Checked {
    if to == nation || s.allied(nation, to) || !s.alive(to) {
        return Err(Refuse::BadDiplomacy);
    }
    if s.proposals.iter().any(|p| crate::state::pair(p.from, p.to) == crate::state::pair(nation, to)) {
        return Err(Refuse::BadDiplomacy);
    }
    match State::tatar_payer(nation, to) {
        None if points == 0 => Ok(()),
        Some(payer) if points > 0 => affordable_payment(s, payer, points),
        _ => Err(Refuse::BadPayment),
    }
}

/// GAP-22 as refined in [`State::most_payment`]: checked when the alliance
/// is proposed and again when it is accepted, as the payer's score moves.
fn affordable_payment(s: &State, payer: Nation, points: u32) -> Checked {
    let most = s.most_payment(payer);
    if points > most { Err(Refuse::PaymentAboveScore { most }) } else { Ok(()) }
}

/// DC-DIP-4, GAP-22 — accepting a standing proposal the payer can still pay.
fn accept(s: &State, nation: Nation, from: Nation) -> Checked {
    let p = s.proposals.iter().find(|p| p.from == from && p.to == nation && !p.accepted).ok_or(Refuse::BadDiplomacy)?;
    match State::tatar_payer(p.from, p.to) {
        Some(payer) => affordable_payment(s, payer, p.points),
        None => Ok(()),
    }
}

/// The side of `battle` that `nation` may enter or confirm for.
fn my_side(s: &State, nation: Nation, battle: u32) -> Result<u8, Refuse> {
    s.battle(battle).and_then(|b| b.side_of(nation)).ok_or(Refuse::NotYourBattle)
}

/// DC-RES-2…6.
fn enter_result(s: &State, nation: Nation, battle: u32, verdict: Verdict, losses: [Losses; 2]) -> Checked {
    if s.mode == Mode::Auto {
        return Err(Refuse::WrongPhase { phase: None });
    }
    may_enter(s, nation, battle)?;
    let b = s.battle(battle).ok_or(Refuse::NotYourBattle)?;
    if let Verdict::Won(w, _) = verdict
        && w > 1
    {
        return Err(Refuse::NotYourBattle);
    }
    for (i, l) in losses.iter().enumerate() {
        let i = u8::try_from(i).unwrap_or(0);
        if l.destroyed.saturating_add(l.fled) > b.fieldable(i) {
            return Err(Refuse::TooManyLosses { most: b.fieldable(i) });
        }
    }
    Ok(())
}

/// DC-RES-6 — whether `nation` may enter a result of `battle` now (its
/// own or the resolver's): one not yet confirmed. Rules 2: where the
/// other side's entry waits for this side's word (a dispute) or nothing
/// was entered, and not beyond [`MOST_ENTRIES`] (GAP-17).
fn may_enter(s: &State, nation: Nation, battle: u32) -> Checked {
    let side = my_side(s, nation, battle)?;
    let b = s.battle(battle).ok_or(Refuse::NotYourBattle)?;
    match &b.result {
        ResultState::Confirmed(_) => Err(Refuse::NotYourBattle),
        ResultState::Pending { by, .. } if *by == side && s.under(2) => Err(Refuse::AwaitingAnswer),
        _ if s.under(2) && b.entries >= MOST_ENTRIES => Err(Refuse::DeadlineDue { most: MOST_ENTRIES }),
        _ => Ok(()),
    }
}

/// GAP-10.
fn resolve(s: &State, nation: Nation, battle: u32) -> Checked {
    if s.mode == Mode::Auto {
        return Err(Refuse::NoResolver);
    }
    may_enter(s, nation, battle)
}

/// GAP-17 (rules 2) — the side asked to confirm a result that disputed its
/// own lets the deadline decide instead.
fn deadline(s: &State, nation: Nation, battle: u32) -> Checked {
    if !s.under(2) {
        return Err(Refuse::EarlierRules);
    }
    if s.mode == Mode::Auto {
        return Err(Refuse::NoResolver);
    }
    let side = my_side(s, nation, battle)?;
    match s.battle(battle).map(|b| (&b.result, b.entries)) {
        Some((ResultState::Pending { by, .. }, entries)) if *by != side && entries >= 2 => Ok(()),
        Some((ResultState::Pending { by, .. }, _)) if *by != side => Err(Refuse::NoDispute),
        _ => Err(Refuse::CannotConfirm),
    }
}

/// DC-RES-6.
fn confirm(s: &State, nation: Nation, battle: u32) -> Checked {
    let side = my_side(s, nation, battle)?;
    match s.battle(battle).map(|b| &b.result) {
        Some(ResultState::Pending { by, .. }) if *by != side => Ok(()),
        _ => Err(Refuse::CannotConfirm),
    }
}

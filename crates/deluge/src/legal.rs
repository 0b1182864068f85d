//! Every legal action of a nation now, for the UI and the computer. An
//! action with amounts is listed once, with the amounts' ranges beside it
//! ([`amounts`]): choosing how many is one control, not one action per count.

use crate::action::{Action, Holder};
use crate::army::ArmyId;
use crate::battle::{Level, Losses, ResultState, Verdict};
use crate::check::{INVEST_COST, MORALE_COST, RECRUIT_COST, check};
use crate::map::map;
use crate::nation::Nation;
use crate::refusal::{MOST_COMMENT, MOST_NAME};
use crate::state::{AfterVictory, Movement, Order, Phase, Retreat, State};
use engine::rules::Amount;
use engine::side::Side;
use engine::text::Text;

/// The legal actions of `n`.
#[must_use]
pub fn legal_actions(s: &State, n: Nation) -> Vec<Action> {
    if s.phase == Phase::Over || s.nation(n).done {
        return Vec::new();
    }
    let mut out = match s.phase {
        Phase::Movement => movement_phase(s, n),
        Phase::Orders => {
            let mut v = orders_phase(s, n);
            v.extend(diplomacy(s, n));
            v
        }
        Phase::Results => {
            let mut v = results_phase(s, n);
            v.extend(diplomacy(s, n));
            v
        }
        Phase::Over => Vec::new(),
    };
    out.push(Action::EndPhase(s.phase));
    out.retain(|a| check(s, n, a).is_ok());
    out
}

/// DC-RES-6, DC-RES-7 — whether `n` has something to do with the results
/// now (enter, confirm, or end the phase), rather than wait for the other
/// side's word: only then is it asked to act.
#[must_use]
pub fn has_results_work(s: &State, n: Nation) -> bool {
    !s.nation(n).done
        && (check(s, n, &Action::EndPhase(s.phase)).is_ok()
            || results_phase(s, n).iter().any(|a| check(s, n, a).is_ok()))
}

fn own_armies(s: &State, n: Nation) -> Vec<ArmyId> {
    s.armies.keys().copied().filter(|id| id.nation() == n).collect()
}

fn affordable(s: &State, n: Nation, price: i64) -> u32 {
    u32::try_from((s.nation(n).ducats / price).max(0)).unwrap_or(0)
}

fn movement_phase(s: &State, n: Nation) -> Vec<Action> {
    let mut out = Vec::new();
    for id in own_armies(s, n) {
        let a = &s.armies[&id];
        if a.movement.is_none() {
            out.push(Action::Transfer { army: id, from: Holder::Army(id), to: Holder::Garrison, ps: 1 });
            out.push(Action::Transfer { army: id, from: Holder::Garrison, to: Holder::Army(id), ps: 1 });
            for (other, _) in s.armies_in(a.land).filter(|(o, _)| *o != id && o.nation() == n) {
                out.push(Action::Transfer { army: id, from: Holder::Army(id), to: Holder::Army(other), ps: 1 });
            }
            for slot in id.slots() {
                out.push(Action::Split { parent: id, slot, ps: (a.strength / 2).max(1) });
            }
        }
        let reach = n.reach(a.yasyr > 0);
        for to in map().ids() {
            if a.movement != Some(Movement::Move(to))
                && map().distance(a.land, to).is_some_and(|d| d >= 1 && d <= reach)
            {
                out.push(Action::Move { army: id, movement: Movement::Move(to) });
            }
        }
        for m in [Movement::EnterFortress, Movement::LeaveFortress, Movement::Rest] {
            if a.movement != Some(m) {
                out.push(Action::Move { army: id, movement: m });
            }
        }
        let most = affordable(s, n, RECRUIT_COST);
        if most > 0 {
            out.push(Action::Recruit { army: id, ps: most });
        }
    }
    let invest = affordable(s, n, INVEST_COST);
    if invest > 0 {
        for l in map().ids().filter(|&l| s.land(l).owner == n) {
            out.push(Action::Invest { land: l, n: invest.min(10) });
        }
    }
    let morale = affordable(s, n, MORALE_COST).min(100 - s.nation(n).morale.min(100));
    if morale > 0 {
        out.push(Action::BuyMorale { pct: morale });
    }
    out
}

/// Whether an army may meet a battle where it stands: hostile armies there,
/// or a hostile land it may storm or besiege.
fn may_fight(s: &State, id: ArmyId) -> bool {
    let a = &s.armies[&id];
    s.hostile(id.nation(), s.land(a.land).owner) || s.armies_in(a.land).any(|(o, _)| s.hostile(id.nation(), o.nation()))
}

/// DC-ORD-1 — the targets an attack may name: every non-empty set of the
/// hostile field armies, up to [`MOST_SUBSETS`] targets (63 sets); with
/// more, each one alone, each all-but-one, and all of them.
fn attack_sets(targets: &[ArmyId]) -> Vec<Vec<ArmyId>> {
    let n = targets.len();
    if n <= MOST_SUBSETS {
        return (1u32..(1 << n))
            .map(|mask| targets.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, &t)| t).collect())
            .collect();
    }
    let mut out: Vec<Vec<ArmyId>> = targets.iter().map(|&t| vec![t]).collect();
    out.extend((0..n).map(|skip| targets.iter().enumerate().filter(|&(i, _)| i != skip).map(|(_, &t)| t).collect()));
    out.push(targets.to_vec());
    out
}

/// The most hostile armies in one land whose every set is offered as an
/// attack's targets.
pub const MOST_SUBSETS: usize = 6;

fn orders_phase(s: &State, n: Nation) -> Vec<Action> {
    let mut out = Vec::new();
    for id in own_armies(s, n) {
        let a = &s.armies[&id];
        // DC-PLAN-1: the plan comes first; under rules 2 the order locks it.
        if !a.in_fortress && may_fight(s, id) {
            out.push(Action::StayAfterTacticalDefeat { army: id, stay: !a.plan.stay_after_tactical_defeat });
            for to in map().neighbours(a.land) {
                if a.plan.retreat != Some(Retreat::To(to)) {
                    out.push(Action::RetreatTo { army: id, target: Retreat::To(to) });
                }
            }
            if a.plan.retreat != Some(Retreat::Fortress) {
                out.push(Action::RetreatTo { army: id, target: Retreat::Fortress });
            }
            if s.hostile(n, s.land(a.land).owner) {
                for plan in [AfterVictory::StayInField, AfterVictory::BeginSiege, AfterVictory::TakeYasyr] {
                    if a.plan.after_victory != plan {
                        out.push(Action::AfterVictory { army: id, plan });
                    }
                }
            }
        }
        let targets: Vec<ArmyId> = s.hostile_field_armies(a.land, n).map(|(t, _)| t).collect();
        let mut orders: Vec<Order> = attack_sets(&targets).into_iter().map(Order::Attack).collect();
        orders.extend([Order::Defend, Order::Storm, Order::Siege, Order::TakeYasyr, Order::BreakSiege]);
        for order in orders {
            if a.order.as_ref() != Some(&order) {
                out.push(Action::Command { army: id, order });
            }
        }
    }
    out
}

fn diplomacy(s: &State, n: Nation) -> Vec<Action> {
    let mut out = Vec::new();
    for other in Nation::ALL.into_iter().filter(|&o| o != n) {
        // The offer starts at 50 points, or all the payer can give.
        let points = State::tatar_payer(n, other).map_or(0, |payer| s.most_payment(payer).min(50));
        out.push(Action::Propose { to: other, points });
        out.push(Action::Accept { from: other });
        out.push(Action::Withdraw { to: other });
        out.push(Action::Break { with: other });
    }
    // DC-RES-5 (rules 2): a person to command battles, named in a field
    // that starts with a free placeholder ("RON 2") the player writes over.
    let named = s.persons.iter().filter(|p| p.nation == n).count();
    let free = (named + 1..named + 1 + crate::refusal::MOST_PERSONS)
        .map(|k| format!("{} {k}", n.id().to_uppercase()))
        .find(|name| crate::check::check(s, n, &Action::NameCommander { name: name.clone() }).is_ok());
    out.extend(free.map(|name| Action::NameCommander { name }));
    out
}

/// DC-RES-2…6, GAP-10, GAP-17 — what a side may do with its battles'
/// results: confirm the other side's, let the deadline decide a dispute,
/// ask the resolver, or enter its own (each filtered by `check`).
fn results_phase(s: &State, n: Nation) -> Vec<Action> {
    let mut out = Vec::new();
    for b in &s.battles {
        let Some(side) = b.side_of(n) else { continue };
        match &b.result {
            ResultState::Confirmed(_) => continue,
            ResultState::Pending { by, .. } if *by == side => continue,
            ResultState::Pending { .. } => {
                out.push(Action::Confirm { battle: b.id, commander: None });
                out.push(Action::Deadline { battle: b.id });
            }
            ResultState::Empty => {}
        }
        out.push(Action::Resolve { battle: b.id });
        let mut verdicts = vec![Verdict::Draw];
        for w in 0..2 {
            verdicts.extend(Level::ALL.map(|l| Verdict::Won(w, l)));
        }
        for verdict in verdicts {
            out.push(Action::EnterResult {
                battle: b.id,
                verdict,
                losses_0: Losses::default(),
                losses_1: Losses::default(),
                commander: None,
                comment: String::new(),
            });
        }
    }
    out
}

/// DC-RES-5 (rules 2) — the list of persons a side names its commander
/// from, where there is a choice.
fn commander_amount(s: &State, n: Nation, battle: u32, pointer: &str) -> Option<Amount> {
    let b = s.battle(battle)?;
    let side = b.side_of(n)?;
    let eligible = s.commanders(b, side, n);
    let options: Vec<Text> = eligible
        .iter()
        .filter_map(|&p| s.persons.get(usize::try_from(p).ok()?))
        .map(crate::aftermath::person_text)
        .collect();
    (s.under(2) && options.len() > 1).then(|| Amount::pick(pointer, Text::key("dc.amount.commander"), options))
}

fn amount(pointer: &str, label: &str, min: u32, max: u32) -> Amount {
    Amount::new(pointer, Text::key(label), min, max)
}

/// The amounts an action's player chooses, with their ranges.
#[must_use]
pub fn amounts(s: &State, n: Nation, a: &Action) -> Vec<Amount> {
    match a {
        Action::Transfer { from, .. } => {
            let most = match from {
                Holder::Army(id) => s.armies.get(id).map_or(0, |x| x.strength.saturating_sub(1)),
                Holder::Garrison => {
                    let Action::Transfer { army, .. } = a else { return Vec::new() };
                    s.armies.get(army).map_or(0, |x| s.land(x.land).garrison)
                }
            };
            vec![amount("/Transfer/ps", "dc.amount.ps", 1, most)]
        }
        Action::Split { parent, .. } => {
            let most = s.armies.get(parent).map_or(1, |x| x.strength.saturating_sub(1));
            vec![amount("/Split/ps", "dc.amount.ps", 1, most)]
        }
        Action::Recruit { .. } => vec![amount("/Recruit/ps", "dc.amount.recruit", 1, affordable(s, n, RECRUIT_COST))],
        Action::Invest { .. } => vec![amount("/Invest/n", "dc.amount.invest", 1, affordable(s, n, INVEST_COST))],
        Action::BuyMorale { .. } => {
            let most = affordable(s, n, MORALE_COST).min(100 - s.nation(n).morale.min(100));
            vec![amount("/BuyMorale/pct", "dc.amount.morale", 1, most)]
        }
        Action::Propose { to, .. } => State::tatar_payer(n, *to).map_or_else(Vec::new, |payer| {
            vec![amount("/Propose/points", "dc.amount.points", 1, s.most_payment(payer))]
        }),
        Action::NameCommander { .. } => {
            vec![Amount::text("/NameCommander/name", Text::key("dc.amount.name"), 1, MOST_NAME)]
        }
        Action::Confirm { battle, .. } => commander_amount(s, n, *battle, "/Confirm/commander").into_iter().collect(),
        Action::EnterResult { battle, .. } => {
            let Some(b) = s.battle(*battle) else { return Vec::new() };
            let mut v = Vec::new();
            for side in 0..2u8 {
                let most = b.fieldable(side);
                let nation = b.main_nation(side).key();
                for what in ["destroyed", "fled"] {
                    v.push(Amount::new(
                        format!("/EnterResult/losses_{side}/{what}"),
                        Text::key(format!("dc.amount.{what}")).name("nation", nation.clone()),
                        0,
                        most,
                    ));
                }
            }
            if s.under(2) {
                v.extend(commander_amount(s, n, *battle, "/EnterResult/commander"));
                v.push(Amount::text("/EnterResult/comment", Text::key("dc.amount.comment"), 0, MOST_COMMENT));
            }
            v
        }
        _ => Vec::new(),
    }
}

//! Player-facing texts: the turn, actions, events, the outcome.

use crate::action::{Action, Holder};
use crate::army::ArmyId;
use crate::battle::{Level, Verdict};
use crate::event::Event;
use crate::nation::Nation;
use crate::report::land_key;
use crate::state::{AfterVictory, Movement, Order, Phase, Retreat, State};
use engine::board::RegionId;
use engine::rules::Outcome;
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// GAP-6 — a turn's quarter and year: turn 1 is July–September 1655.
#[must_use]
pub const fn calendar(turn: u32) -> (u32, u32) {
    let q = turn + 1;
    (q % 4, 1655 + q / 4)
}

/// "Jul–Sep 1655 — movement and reorganisation".
#[must_use]
pub fn turn_label(s: &State) -> Text {
    let (season, year) = calendar(s.turn);
    Text::key("dc.turn_label")
        .plain("turn", s.turn)
        .plain("last", s.last_turn)
        .name("season", format!("dc.season.{season}"))
        .plain("year", year)
        .name("phase", s.phase.key())
}

fn army(id: ArmyId) -> Text {
    Text::key(id.key())
}

fn holder(h: Holder, land: Option<RegionId>) -> Text {
    match (h, land) {
        (Holder::Army(id), _) => army(id),
        (Holder::Garrison, Some(l)) => Text::key("dc.unit.garrison").name("land", land_key(l)),
        (Holder::Garrison, None) => Text::key("dc.unit.garrison_here"),
    }
}

/// The text of an order.
#[must_use]
pub fn order_text(o: &Order) -> Text {
    match o {
        Order::Attack(targets) => {
            let names: Vec<Text> = targets.iter().map(|&t| army(t)).collect();
            let mut t = Text::key("dc.order.attack").plain("count", names.len());
            if let Some(first) = names.first() {
                t = t.text("target", first.clone());
            }
            t
        }
        Order::Defend => Text::key("dc.order.defend"),
        Order::Storm => Text::key("dc.order.storm"),
        Order::Siege => Text::key("dc.order.siege"),
        Order::TakeYasyr => Text::key("dc.order.yasyr"),
        Order::BreakSiege => Text::key("dc.order.break"),
    }
}

/// The catalog key of an after-victory plan (DC-PLAN-6).
#[must_use]
pub const fn after_victory_key(plan: AfterVictory) -> &'static str {
    match plan {
        AfterVictory::StayInField => "dc.plan.stay",
        AfterVictory::BeginSiege => "dc.plan.siege",
        AfterVictory::TakeYasyr => "dc.plan.yasyr",
    }
}

/// The text of a verdict from side 0's view.
#[must_use]
pub fn verdict_text(v: Verdict) -> Text {
    match v {
        Verdict::Draw => Text::key("dc.verdict.draw"),
        Verdict::Won(w, level) => {
            Text::key(if w == 0 { "dc.verdict.a_wins" } else { "dc.verdict.b_wins" }).name("level", level_key(level))
        }
    }
}

/// The catalog key of a level.
#[must_use]
pub fn level_key(level: Level) -> String {
    format!("dc.level.{}", level.id())
}

/// The text of a movement order.
#[must_use]
pub fn movement_text(m: Movement) -> Text {
    match m {
        Movement::Move(to) => Text::key("dc.move.to").name("land", land_key(to)),
        Movement::EnterFortress => Text::key("dc.move.enter"),
        Movement::LeaveFortress => Text::key("dc.move.leave"),
        Movement::Rest => Text::key("dc.move.rest"),
    }
}

/// An action as its button reads: with amounts to pick, without the
/// numbers the fields show (the same action's log line has them).
#[must_use]
pub fn choice_label(s: &State, n: Nation, a: &Action) -> Text {
    if crate::legal::amounts(s, n, a).is_empty() {
        return action(s, a);
    }
    match a {
        Action::Transfer { army: id, from, to, .. } => {
            let land = s.armies.get(id).map(|x| x.land);
            Text::key("dc.choice.transfer").text("from", holder(*from, land)).text("to", holder(*to, land))
        }
        Action::Split { parent, slot, .. } => {
            Text::key("dc.choice.split").text("parent", army(*parent)).text("slot", army(*slot))
        }
        Action::Recruit { army: id, .. } => Text::key("dc.choice.recruit").text("army", army(*id)),
        Action::Invest { land, .. } => Text::key("dc.choice.invest").name("land", land_key(*land)),
        Action::BuyMorale { .. } => Text::key("dc.choice.morale"),
        Action::Propose { to, .. } => Text::key("dc.choice.propose").name("nation", to.key()),
        Action::NameCommander { .. } => Text::key("dc.choice.name_commander"),
        Action::EnterResult { battle, verdict, .. } => {
            let (a, b) = sides(s, *battle);
            Text::key("dc.choice.enter_result")
                .plain("battle", battle)
                .text("verdict", verdict_text(*verdict).text("a", a).text("b", b))
        }
        _ => action(s, a),
    }
}

/// An action, as a log line reads.
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    match a {
        Action::Transfer { army: id, from, to, ps } => {
            let land = s.armies.get(id).map(|x| x.land);
            Text::key("dc.action.transfer")
                .plain("ps", ps)
                .text("from", holder(*from, land))
                .text("to", holder(*to, land))
        }
        Action::Split { parent, slot, ps } => {
            Text::key("dc.action.split").text("parent", army(*parent)).text("slot", army(*slot)).plain("ps", ps)
        }
        Action::Move { army: id, movement } => {
            Text::key("dc.action.move").text("army", army(*id)).text("what", movement_text(*movement))
        }
        Action::Recruit { army: id, ps } => {
            Text::key("dc.action.recruit").text("army", army(*id)).plain("ps", ps).plain("cost", 10 * ps)
        }
        Action::Invest { land, n } => {
            Text::key("dc.action.invest").name("land", land_key(*land)).plain("n", n).plain("cost", 5 * n)
        }
        Action::BuyMorale { pct } => Text::key("dc.action.morale").plain("pct", pct).plain("cost", 100 * pct),
        Action::Command { army: id, order } => {
            Text::key("dc.action.command").text("army", army(*id)).text("order", order_text(order))
        }
        Action::StayAfterTacticalDefeat { army: id, stay } => {
            Text::key(if *stay { "dc.action.stay" } else { "dc.action.no_stay" }).text("army", army(*id))
        }
        Action::RetreatTo { army: id, target } => match target {
            Retreat::To(l) => Text::key("dc.action.retreat_to").text("army", army(*id)).name("land", land_key(*l)),
            Retreat::Fortress => Text::key("dc.action.retreat_fortress").text("army", army(*id)),
        },
        Action::AfterVictory { army: id, plan } => {
            Text::key("dc.action.after_victory").text("army", army(*id)).name("plan", after_victory_key(*plan))
        }
        Action::Propose { to, points } => {
            Text::key("dc.action.propose").name("nation", to.key()).plain("points", points)
        }
        Action::Accept { from } => Text::key("dc.action.accept").name("nation", from.key()),
        Action::Withdraw { to } => Text::key("dc.action.withdraw").name("nation", to.key()),
        Action::Break { with } => Text::key("dc.action.break").name("nation", with.key()),
        Action::EnterResult { battle, verdict, losses_0, losses_1, .. } => {
            let (a, b) = sides(s, *battle);
            Text::key("dc.action.enter_result")
                .plain("battle", battle)
                .text("verdict", verdict_text(*verdict).text("a", a.clone()).text("b", b.clone()))
                .text("a", a)
                .text("b", b)
                .plain("da", losses_0.destroyed)
                .plain("fa", losses_0.fled)
                .plain("db", losses_1.destroyed)
                .plain("fb", losses_1.fled)
        }
        // Rules 2: the resolver's answer is the side's entry (DC-RES-6).
        Action::Resolve { battle } => {
            Text::key(if s.under(2) { "dc.action.resolve_entry" } else { "dc.action.resolve" }).plain("battle", battle)
        }
        Action::Confirm { battle, .. } => {
            let mut t = Text::key("dc.action.confirm").plain("battle", battle);
            if let Some(crate::battle::ResultState::Pending { entry, .. }) = s.battle(*battle).map(|b| &b.result) {
                let (a, b) = sides(s, *battle);
                t = t.text("verdict", verdict_text(entry.verdict).text("a", a).text("b", b));
            } else {
                t = t.plain("verdict", "—");
            }
            t
        }
        Action::Deadline { battle } => Text::key("dc.action.deadline").plain("battle", battle),
        Action::NameCommander { name } => Text::key("dc.action.name_commander").plain("name", name.trim()),
        Action::EndPhase(phase) => Text::key("dc.action.end_phase").name("phase", phase.key()),
    }
}

/// The person `p` of the campaign, or "—" for none.
fn person(s: &State, p: Option<u32>) -> Text {
    p.and_then(|p| s.persons.get(usize::try_from(p).ok()?))
        .map_or_else(|| Text::key("dc.value").plain("v", "—"), crate::aftermath::person_text)
}

/// The two sides of a battle, by their main nations.
fn sides(s: &State, battle: u32) -> (Text, Text) {
    s.battle(battle).map_or_else(
        || (Text::key("dc.side.a"), Text::key("dc.side.b")),
        |b| (Text::key(b.main_nation(0).key()), Text::key(b.main_nation(1).key())),
    )
}

/// An event, as the log reads.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    match e {
        Event::Report(line) | Event::Resolved { line, .. } => {
            Text::key("dc.report.line").plain("rule", &line.rule).text("text", line.text.clone())
        }
        Event::PhaseEnded { nation } => Text::key("dc.event.phase_ended").name("nation", nation.key()),
        Event::Advanced(next) => turn_label(next),
        Event::Confirmed { battle, person: None, .. } => Text::key("dc.event.confirmed").plain("battle", battle),
        Event::Confirmed { battle, person: p, .. } => {
            Text::key("dc.event.confirmed_by").plain("battle", battle).text("person", person(s, *p))
        }
        Event::ResultEntered { battle, by, entry } => match entry.people[usize::from(*by & 1)] {
            None => Text::key("dc.event.entered").plain("battle", battle),
            p => Text::key("dc.event.entered_by")
                .plain("battle", battle)
                .text("person", person(s, p))
                .plain("comment", if entry.comment.is_empty() { "—" } else { entry.comment.as_str() }),
        },
        Event::DeadlinePassed { battle, .. } => Text::key("dc.event.deadline_draw").plain("battle", battle),
        Event::PersonNamed { nation, name } => {
            Text::key("dc.event.person_named").name("nation", nation.key()).plain("name", name)
        }
        Event::Transferred { army: id, from, to, ps } => {
            action(s, &Action::Transfer { army: *id, from: *from, to: *to, ps: *ps })
        }
        Event::Split { parent, slot, ps } => action(s, &Action::Split { parent: *parent, slot: *slot, ps: *ps }),
        Event::MovementSet { army: id, movement } => action(s, &Action::Move { army: *id, movement: *movement }),
        Event::Recruited { army: id, ps } => action(s, &Action::Recruit { army: *id, ps: *ps }),
        Event::Invested { land, n } => action(s, &Action::Invest { land: *land, n: *n }),
        Event::MoraleBought { pct, .. } => action(s, &Action::BuyMorale { pct: *pct }),
        Event::Commanded { army: id, order } => action(s, &Action::Command { army: *id, order: order.clone() }),
        Event::StaySet { army: id, stay } => action(s, &Action::StayAfterTacticalDefeat { army: *id, stay: *stay }),
        Event::RetreatSet { army: id, target } => action(s, &Action::RetreatTo { army: *id, target: *target }),
        Event::AfterVictorySet { army: id, plan } => action(s, &Action::AfterVictory { army: *id, plan: *plan }),
        Event::Proposed { from, to, points } => {
            Text::key("dc.event.proposed").name("from", from.key()).name("to", to.key()).plain("points", points)
        }
        Event::Accepted { from, to } => Text::key("dc.event.accepted").name("from", from.key()).name("to", to.key()),
        Event::Withdrawn { from, to } => Text::key("dc.event.withdrawn").name("from", from.key()).name("to", to.key()),
        Event::BreakAnnounced { by, with } => Text::key("dc.event.break").name("from", by.key()).name("to", with.key()),
    }
}

/// The land an action is about.
#[must_use]
pub fn action_region(s: &State, a: &Action) -> Option<RegionId> {
    let of = |id: &ArmyId| s.armies.get(id).map(|x| x.land);
    match a {
        Action::Transfer { army: id, .. }
        | Action::Move { army: id, .. }
        | Action::Recruit { army: id, .. }
        | Action::Command { army: id, .. }
        | Action::StayAfterTacticalDefeat { army: id, .. }
        | Action::RetreatTo { army: id, .. }
        | Action::AfterVictory { army: id, .. } => of(id),
        Action::Split { parent, .. } => of(parent),
        Action::Invest { land, .. } => Some(*land),
        Action::EnterResult { battle, .. }
        | Action::Resolve { battle }
        | Action::Confirm { battle, .. }
        | Action::Deadline { battle } => s.battle(*battle).map(|b| b.land),
        _ => None,
    }
}

/// The land an army's order goes to (issue 36): a march or a retreat.
#[must_use]
pub fn action_target(_s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::Move { movement: crate::state::Movement::Move(to), .. }
        | Action::RetreatTo { target: crate::state::Retreat::To(to), .. } => Some(*to),
        _ => None,
    }
}

/// GAP-6 — after the last turn: the nation whose score grew most since the
/// start beyond its par wins (the relative ranking; absolute scores favour
/// the nations that start with many lands). Under rules 1 and 2 every par
/// is 0, so the growth alone ranks ([`State::par`]). Ties share the victory.
#[must_use]
pub fn outcome(s: &State) -> Option<Outcome> {
    if s.phase != Phase::Over {
        return None;
    }
    let scores: Vec<i64> = Nation::ALL.into_iter().map(|n| s.beyond_par(n)).collect();
    let best = scores.iter().copied().max()?;
    let winners: Vec<SeatId> =
        Nation::ALL.into_iter().filter(|n| scores[n.index()] == best).map(Nation::seat).collect();
    let first = Nation::ALL.into_iter().find(|n| scores[n.index()] == best).unwrap_or(Nation::Ron);
    let text = Text::key("dc.outcome")
        .name("nation", first.key())
        .plain("gain", best + s.par(first))
        .plain("par", s.par(first))
        .plain("beyond", best);
    Some(Outcome { scores, winners, text })
}

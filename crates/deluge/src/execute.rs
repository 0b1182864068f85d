//! Carrying out a checked action: its events, and the phase closing when
//! the last nation ends it (DC-TURN-2).

use crate::Ev;
use crate::action::Action;
use crate::battle::{Battle, Entry, Losses, Source, Verdict};
use crate::event::Event;
use crate::nation::Nation;
use crate::report::{Line, Lines};
use crate::resolver::{D6, resolve};
use crate::state::{Mode, Phase, State};
use crate::turn::{close_movement, close_orders, compute_turn, morale_modifier, resolver_line};
use engine::text::Text;

/// Carries out `a` for `n` (it passed `check`).
pub fn execute(s: &mut State, n: Nation, a: &Action, dice: &mut dyn D6, ev: &mut Ev) {
    let e = match a {
        Action::Transfer { army, from, to, ps } => Event::Transferred { army: *army, from: *from, to: *to, ps: *ps },
        Action::Split { parent, slot, ps } => Event::Split { parent: *parent, slot: *slot, ps: *ps },
        Action::Move { army, movement } => Event::MovementSet { army: *army, movement: *movement },
        Action::Recruit { army, ps } => Event::Recruited { army: *army, ps: *ps },
        Action::Invest { land, n } => Event::Invested { land: *land, n: *n },
        Action::BuyMorale { pct } => Event::MoraleBought { nation: n, pct: *pct },
        Action::Command { army, order } => Event::Commanded { army: *army, order: order.clone() },
        Action::StayAfterTacticalDefeat { army, stay } => Event::StaySet { army: *army, stay: *stay },
        Action::RetreatTo { army, target } => Event::RetreatSet { army: *army, target: *target },
        Action::AfterVictory { army, plan } => Event::AfterVictorySet { army: *army, plan: *plan },
        Action::Propose { to, points } => Event::Proposed { from: n, to: *to, points: *points },
        Action::Accept { from } => Event::Accepted { from: *from, to: n },
        Action::Withdraw { to } => Event::Withdrawn { from: n, to: *to },
        Action::Break { with } => Event::BreakAnnounced { by: n, with: *with },
        Action::EnterResult { battle, verdict, losses_0, losses_1, commander, comment } => {
            let by = s.battle(*battle).and_then(|b| b.side_of(n)).unwrap_or(0);
            let mut entry = Entry::new(*verdict, [*losses_0, *losses_1], Source::Players);
            entry.commanders[usize::from(by)] = Some(n);
            if s.under(2) {
                entry.people[usize::from(by)] = named(s, n, *battle, *commander);
                comment.trim().clone_into(&mut entry.comment);
            }
            Event::ResultEntered { battle: *battle, by, entry }
        }
        Action::Resolve { battle } => {
            let Some(b) = s.battle(*battle).cloned() else { return };
            let by = b.side_of(n).unwrap_or(0);
            let morale = [0, 1].map(|side| morale_modifier(s.nation(b.main_nation(side)).morale));
            let (mut entry, trace) = resolve(&b, morale, dice);
            if s.under(2) {
                // The asking side's word: the other side's confirms it.
                entry.commanders[usize::from(by)] = Some(n);
            }
            let line = Line { rule: "GAP-10".into(), text: resolver_line(&b, &trace) };
            // Rules 2, DC-RES-6: the resolver's answer is this side's entry,
            // for the other side to confirm; rules 1 let it stand at once in MIXED.
            let confirmed = s.mode == Mode::Mixed && !s.under(2);
            Event::Resolved { battle: *battle, by, entry, confirmed, line }
        }
        Action::Confirm { battle, commander } => {
            let person = if s.under(2) { named(s, n, *battle, *commander) } else { None };
            Event::Confirmed { battle: *battle, nation: n, person }
        }
        Action::Deadline { battle } => {
            let Some(b) = s.battle(*battle).cloned() else { return };
            ev.emit(s, Event::Report(Line { rule: "GAP-17".into(), text: deadline_line(&b, s.mode) }));
            if s.mode == Mode::Mixed {
                // GAP-10 MIXED: at the deadline the resolver decides, and it stands.
                let morale = [0, 1].map(|side| morale_modifier(s.nation(b.main_nation(side)).morale));
                let (entry, trace) = resolve(&b, morale, dice);
                let line = Line { rule: "GAP-10".into(), text: resolver_line(&b, &trace) };
                let by = b.side_of(n).unwrap_or(0);
                Event::Resolved { battle: *battle, by, entry, confirmed: true, line }
            } else {
                // GAP-17: no result the sides agree on is a draw with no losses.
                let entry = Entry::new(Verdict::Draw, [Losses::default(); 2], Source::Deadline);
                Event::DeadlinePassed { battle: *battle, entry }
            }
        }
        Action::NameCommander { name } => Event::PersonNamed { nation: n, name: name.trim().to_owned() },
        Action::EndPhase(_) => Event::PhaseEnded { nation: n },
    };
    ev.emit(s, e);
    if matches!(a, Action::EndPhase(_)) && s.nations.iter().all(|x| x.done) {
        close_phase(s, dice, ev);
    }
}

/// DC-RES-5 — the person a side names (a place in its list of commanders),
/// or its commander-in-chief.
fn named(s: &State, n: Nation, battle: u32, commander: Option<u32>) -> Option<u32> {
    let b = s.battle(battle)?;
    let side = b.side_of(n)?;
    let eligible = s.commanders(b, side, n);
    commander.and_then(|c| eligible.get(usize::try_from(c).ok()?).copied()).or_else(|| eligible.first().copied())
}

/// The line that says the deadline decided a battle (GAP-17).
fn deadline_line(b: &Battle, mode: Mode) -> Text {
    Text::key(if mode == Mode::Mixed { "dc.report.deadline_resolver" } else { "dc.report.deadline_draw" })
        .plain("battle", b.id)
}

/// The phase closes: its breakdown lines, then the state that follows.
fn close_phase(s: &mut State, dice: &mut dyn D6, ev: &mut Ev) {
    let (next, lines): (State, Lines) = match s.phase {
        Phase::Movement => close_movement(s),
        Phase::Orders => close_orders(s, dice),
        Phase::Results => compute_turn(s),
        Phase::Over => return,
    };
    for line in lines.0 {
        ev.emit(s, Event::Report(line));
    }
    ev.emit(s, Event::Advanced(Box::new(next)));
}

//! Carrying out a checked action: its events, and the phase closing when
//! the last nation ends it (DC-TURN-2).

use crate::Ev;
use crate::action::Action;
use crate::battle::{Entry, Source};
use crate::event::Event;
use crate::nation::Nation;
use crate::report::{Line, Lines};
use crate::resolver::{D6, resolve};
use crate::state::{Mode, Phase, State};
use crate::turn::{close_movement, close_orders, compute_turn, morale_modifier, resolver_line};

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
        Action::EnterResult { battle, verdict, losses_0, losses_1 } => {
            let by = s.battle(*battle).and_then(|b| b.side_of(n)).unwrap_or(0);
            let mut commanders = [None, None];
            commanders[usize::from(by)] = Some(n);
            let entry =
                Entry { verdict: *verdict, losses: [*losses_0, *losses_1], commanders, source: Source::Players };
            Event::ResultEntered { battle: *battle, by, entry }
        }
        Action::Resolve { battle } => {
            let Some(b) = s.battle(*battle).cloned() else { return };
            let by = b.side_of(n).unwrap_or(0);
            let morale = [0, 1].map(|side| morale_modifier(s.nation(b.main_nation(side)).morale));
            let (entry, trace) = resolve(&b, morale, dice);
            let line = Line { rule: "GAP-10".into(), text: resolver_line(&b, &trace) };
            Event::Resolved { battle: *battle, by, entry, confirmed: s.mode == Mode::Mixed, line }
        }
        Action::Confirm { battle } => Event::Confirmed { battle: *battle, nation: n },
        Action::EndPhase(_) => Event::PhaseEnded { nation: n },
    };
    ev.emit(s, e);
    if matches!(a, Action::EndPhase(_)) && s.nations.iter().all(|x| x.done) {
        close_phase(s, dice, ev);
    }
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

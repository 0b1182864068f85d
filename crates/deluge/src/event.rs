//! What actions cause, and the only function that changes a state.

use crate::action::Holder;
use crate::army::ArmyId;
use crate::battle::{Entry, ResultState};
use crate::check::{INVEST_COST, MORALE_COST, RECRUIT_COST};
use crate::nation::Nation;
use crate::report::Line;
use crate::state::{AfterVictory, Movement, Order, Person, Proposal, Retreat, State, pair};
use crate::timetable::new_army;
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// An event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// DC-REORG-1/2.
    Transferred {
        /// The army whose land it is.
        army: ArmyId,
        /// The holder that gave the PS.
        from: Holder,
        /// The holder that received them.
        to: Holder,
        /// PS.
        ps: u32,
    },
    /// DC-REORG-3.
    Split {
        /// Parent.
        parent: ArmyId,
        /// New army.
        slot: ArmyId,
        /// PS.
        ps: u32,
    },
    /// DC-MOVE-*.
    MovementSet {
        /// The army.
        army: ArmyId,
        /// Its order.
        movement: Movement,
    },
    /// DC-TRE-9.
    Recruited {
        /// The army.
        army: ArmyId,
        /// PS.
        ps: u32,
    },
    /// DC-TRE-10.
    Invested {
        /// The land.
        land: RegionId,
        /// Resources.
        n: u32,
    },
    /// DC-TRE-11.
    MoraleBought {
        /// The nation.
        nation: Nation,
        /// Points.
        pct: u32,
    },
    /// DC-ORD-*.
    Commanded {
        /// The army.
        army: ArmyId,
        /// Its order.
        order: Order,
    },
    /// DC-PLAN-2.
    StaySet {
        /// The army.
        army: ArmyId,
        /// Stay?
        stay: bool,
    },
    /// DC-PLAN-3.
    RetreatSet {
        /// The army.
        army: ArmyId,
        /// Where the army retreats to if beaten.
        target: Retreat,
    },
    /// DC-PLAN-6.
    AfterVictorySet {
        /// The army.
        army: ArmyId,
        /// What the army does after a victory.
        plan: AfterVictory,
    },
    /// DC-DIP-4.
    Proposed {
        /// The nation that proposes.
        from: Nation,
        /// The nation asked.
        to: Nation,
        /// Points for the Tatars.
        points: u32,
    },
    /// DC-DIP-4.
    Accepted {
        /// Who proposed.
        from: Nation,
        /// Who accepted.
        to: Nation,
    },
    /// DC-DIP-4.
    Withdrawn {
        /// Who proposed.
        from: Nation,
        /// To whom.
        to: Nation,
    },
    /// DC-DIP-4.
    BreakAnnounced {
        /// Who breaks.
        by: Nation,
        /// With whom.
        with: Nation,
    },
    /// DC-RES-6 — a result entered by side `by`.
    ResultEntered {
        /// The battle.
        battle: u32,
        /// The side.
        by: u8,
        /// The result.
        entry: Entry,
    },
    /// GAP-10 — a battle resolved by the computer, confirmed at once in
    /// mode MIXED, pending the other side's word in mode TABLETOP.
    Resolved {
        /// The battle.
        battle: u32,
        /// The asking side.
        by: u8,
        /// The result.
        entry: Entry,
        /// Confirmed at once.
        confirmed: bool,
        /// What the dice and numbers were (the line of the breakdown).
        line: Line,
    },
    /// DC-RES-6 — confirmed by `nation`, who commanded its side (DC-RES-5).
    Confirmed {
        /// The battle.
        battle: u32,
        /// The confirming nation.
        nation: Nation,
        /// Rules 2: the person who commanded the confirming side.
        person: Option<u32>,
    },
    /// GAP-17 (rules 2) — the deadline decided a disputed battle on the
    /// tabletop: this result (a draw with no losses) stands.
    DeadlinePassed {
        /// The battle.
        battle: u32,
        /// The result.
        entry: Entry,
    },
    /// DC-RES-5 (rules 2) — a nation named a person to command its battles.
    PersonNamed {
        /// The nation.
        nation: Nation,
        /// The name.
        name: String,
    },
    /// DC-TURN-2 — a nation ended its phase.
    PhaseEnded {
        /// The nation whose phase ended.
        nation: Nation,
    },
    /// One line of a phase's breakdown (no change of state).
    Report(Line),
    /// A phase closed: the state that follows it (movement resolved,
    /// battles formed, or phase 4 and the next turn's start), computed by
    /// `turn`.
    Advanced(Box<State>),
}

/// Applies an event.
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::Transferred { army, from, to, ps } => {
            let land = s.armies.get(army).map(|a| a.land);
            let Some(land) = land else { return };
            for (holder, delta) in [(from, -i64::from(*ps)), (to, i64::from(*ps))] {
                let target = match holder {
                    Holder::Army(id) => s.armies.get_mut(id).map(|a| &mut a.strength),
                    Holder::Garrison => Some(&mut s.land_mut(land).garrison),
                };
                if let Some(v) = target {
                    *v = u32::try_from((i64::from(*v) + delta).max(0)).unwrap_or(0);
                }
            }
        }
        Event::Split { parent, slot, ps } => {
            let Some(p) = s.armies.get_mut(parent) else { return };
            p.strength -= (*ps).min(p.strength);
            let mut a = new_army(p.land, *ps);
            a.in_fortress = p.in_fortress;
            s.armies.insert(*slot, a);
        }
        Event::MovementSet { army, movement } => {
            if let Some(a) = s.armies.get_mut(army) {
                a.movement = Some(*movement);
            }
        }
        Event::Recruited { army, ps } => {
            if let Some(a) = s.armies.get_mut(army) {
                a.strength += ps;
            }
            s.nation_mut(army.nation()).ducats -= RECRUIT_COST * i64::from(*ps);
        }
        Event::Invested { land, n } => {
            let owner = s.land(*land).owner;
            let l = s.land_mut(*land);
            l.resources += n;
            l.resources_max += n;
            l.invested = true;
            s.nation_mut(owner).ducats -= INVEST_COST * i64::from(*n);
        }
        Event::MoraleBought { nation, pct } => {
            let st = s.nation_mut(*nation);
            st.morale = (st.morale + pct).min(100);
            st.ducats -= MORALE_COST * i64::from(*pct);
        }
        Event::Commanded { army, order } => {
            if let Some(a) = s.armies.get_mut(army) {
                a.order = Some(order.clone());
            }
        }
        Event::StaySet { army, stay } => {
            if let Some(a) = s.armies.get_mut(army) {
                a.plan.stay_after_tactical_defeat = *stay;
            }
        }
        Event::RetreatSet { army, target } => {
            if let Some(a) = s.armies.get_mut(army) {
                a.plan.retreat = Some(*target);
            }
        }
        Event::AfterVictorySet { army, plan } => {
            if let Some(a) = s.armies.get_mut(army) {
                a.plan.after_victory = *plan;
            }
        }
        Event::Proposed { from, to, points } => {
            s.proposals.push(Proposal { from: *from, to: *to, points: *points, accepted: false });
        }
        Event::Accepted { from, to } => {
            if let Some(p) = s.proposals.iter_mut().find(|p| p.from == *from && p.to == *to) {
                p.accepted = true;
            }
        }
        Event::Withdrawn { from, to } => s.proposals.retain(|p| !(p.from == *from && p.to == *to)),
        Event::BreakAnnounced { by, with } => {
            s.breaks.insert(pair(*by, *with));
        }
        Event::ResultEntered { battle, by, entry } => {
            count_entry(s, *battle);
            set_result(s, *battle, ResultState::Pending { by: *by, entry: entry.clone() });
        }
        Event::Resolved { battle, by, entry, confirmed, .. } => {
            let r = if *confirmed {
                ResultState::Confirmed(entry.clone())
            } else {
                count_entry(s, *battle);
                ResultState::Pending { by: *by, entry: entry.clone() }
            };
            set_result(s, *battle, r);
        }
        Event::Confirmed { battle, nation, person } => {
            if let Some(b) = s.battles.iter_mut().find(|b| b.id == *battle)
                && let ResultState::Pending { entry, .. } = &b.result
            {
                let mut entry = entry.clone();
                if let Some(side) = b.side_of(*nation) {
                    entry.commanders[usize::from(side)].get_or_insert(*nation);
                    if person.is_some() {
                        entry.people[usize::from(side)] = *person;
                    }
                }
                b.result = ResultState::Confirmed(entry);
            }
        }
        Event::DeadlinePassed { battle, entry } => set_result(s, *battle, ResultState::Confirmed(entry.clone())),
        Event::PersonNamed { nation, name } => {
            s.persons.push(Person { name: name.clone(), nation: *nation, individual: 0 });
        }
        Event::PhaseEnded { nation } => s.nation_mut(*nation).done = true,
        Event::Report(_) => {}
        Event::Advanced(next) => *s = (**next).clone(),
    }
}

/// GAP-17 (rules 2) — one more result entered for a battle (rules 1 kept
/// no count: their states hash as they did).
fn count_entry(s: &mut State, battle: u32) {
    let counted = s.under(2);
    if let Some(b) = s.battles.iter_mut().find(|b| b.id == battle).filter(|_| counted) {
        b.entries += 1;
    }
}

fn set_result(s: &mut State, battle: u32, r: ResultState) {
    if let Some(b) = s.battles.iter_mut().find(|b| b.id == battle) {
        b.result = r;
    }
}

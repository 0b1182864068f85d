//! `Rules::check` — whether a player may take an action now, with the rule
//! that forbids it if not.

use crate::action::Action;
use crate::bag::Side;
use crate::battle::{draw_limit, may_redraw, reaction_sources};
use crate::ids::{PlayerId, Tech};
use crate::movement::reaction_moves;
use crate::prepare::{attacking_armies, fabian_max, target_owner};
use crate::refusal::Refuse;
use crate::state::{BattleStep, State, Step};
use crate::{economy, turn};
use engine::refusal::TurnRefusal;

/// The player who decides now.
#[must_use]
pub fn decider(s: &State) -> PlayerId {
    s.battle().map_or(s.active, |b| b.players[b.step.side().index()])
}

/// Whether `p` may take `a` now.
///
/// # Errors
/// The refusal with its rule id.
pub fn check(s: &State, p: PlayerId, a: &Action) -> Result<(), Refuse> {
    if s.finish.is_some() {
        return Err(Refuse::Turn(TurnRefusal::GameOver));
    }
    if decider(s) != p {
        return Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: s.colour(decider(s)) }));
    }
    match a {
        Action::Manoeuvre { from, to, leave_peasants } => turn::check_manoeuvre(s, p, *from, *to, *leave_peasants),
        Action::Split { from, to, leave } => turn::check_split(s, p, *from, *to, leave),
        Action::Attack { target } => check_attack(s, p, *target),
        Action::Join { from, to } => turn::check_join(s, p, *from, *to),
        Action::Advance { from } => match &s.step {
            Step::Advance { armies, .. } if armies.contains(from) => Ok(()),
            Step::Advance { .. } => Err(Refuse::NotYourArmy),
            _ => Err(Refuse::WrongStep { step: "hk.step.advance" }),
        },
        Action::EndManoeuvre => match s.step {
            Step::AfterManoeuvre(_) | Step::Advance { .. } => Ok(()),
            _ => Err(Refuse::WrongStep { step: "hk.step.after_manoeuvre" }),
        },
        Action::Recruit { at, kind } => economy::check_recruit(s, p, *at, *kind).map(|_| ()),
        Action::Build { at, kind } => economy::check_build(s, p, *at, *kind),
        Action::Repair { structure } => economy::check_repair(s, p, *structure),
        Action::Research { tech } => economy::check_research(s, p, *tech),
        Action::Reform { government } => economy::check_reform(s, p, *government),
        Action::EndTurn => {
            if s.step == Step::Actions {
                Ok(())
            } else {
                Err(Refuse::WrongStep { step: "hk.step.actions" })
            }
        }
        _ => check_battle(s, p, a),
    }
}

/// HK-1, G-6 — an attack after a manoeuvre.
fn check_attack(s: &State, p: PlayerId, target: engine::board::RegionId) -> Result<(), Refuse> {
    let Step::AfterManoeuvre(selected) = &s.step else {
        return Err(Refuse::WrongStep { step: "hk.step.after_manoeuvre" });
    };
    if target_owner(s, p, target).is_none() {
        return Err(Refuse::BadTarget);
    }
    if attacking_armies(s, p, selected, target).is_empty() {
        return Err(Refuse::OutOfReach);
    }
    Ok(())
}

/// The battle decisions (HK-5…HK-50).
fn check_battle(s: &State, p: PlayerId, a: &Action) -> Result<(), Refuse> {
    let b = s.battle().ok_or(Refuse::WrongStep { step: a.step_key() })?;
    let techs = &s.player(p).techs;
    match (a, b.step) {
        (Action::React { from, to }, BattleStep::React) => {
            if !reaction_sources(s).contains(from) {
                return Err(if s.exhausted(*from) { Refuse::Exhausted } else { Refuse::BadReaction });
            }
            if !reaction_moves(s, p, *from).contains(to) { Err(Refuse::BadReaction) } else { Ok(()) }
        }
        (Action::NoReaction, BattleStep::React) => Ok(()),
        (Action::Prepare { action_dice, experience, fabian, omit_defence }, BattleStep::Prepare(x)) => {
            let pl = s.player(p);
            let (_, neutral, _) = crate::prepare::strength(s, b, x);
            if *action_dice > pl.action_dice || *experience > pl.experience || u32::from(*omit_defence) > neutral {
                return Err(Refuse::TooManyDice);
            }
            if u32::from(*fabian) > fabian_max(s, b, x) { Err(Refuse::BadFabian) } else { Ok(()) }
        }
        (Action::DrawTokens(n), BattleStep::Draw(x)) => {
            let n = u32::from(*n);
            if n == 0 || n > draw_limit(s, b, x) { Err(Refuse::BadDraw) } else { Ok(()) }
        }
        (Action::StopDrawing, BattleStep::Draw(x)) => {
            if x == Side::Attacker && b.attacker_drew == 0 {
                Err(Refuse::BadDraw)
            } else {
                Ok(())
            }
        }
        (Action::UseTactics, BattleStep::PostDraw(x)) => {
            let i = x.index();
            let ok = techs.contains(&Tech::Tactics) && !b.tactics_used[i] && !b.regular_used[i];
            if ok && b.drawn.total() > 0 { Ok(()) } else { Err(Refuse::TechUnavailable) }
        }
        (Action::UseRegularArmy(t), BattleStep::PostDraw(x)) => {
            let ok = techs.contains(&Tech::RegularArmy) && !b.regular_used[x.index()] && b.bag.total() > 0;
            if !ok || !may_redraw(s, b, x) {
                return Err(Refuse::TechUnavailable);
            }
            if b.drawn.count(*t) == 0 { Err(Refuse::NotDrawn) } else { Ok(()) }
        }
        (Action::KeepDraw, BattleStep::PostDraw(_)) => Ok(()),
        (Action::Convert(u), BattleStep::Convert(x)) => {
            if crate::conversion::conversion_targets(s, x).contains(u) {
                Ok(())
            } else {
                Err(Refuse::NotParticipant)
            }
        }
        (Action::Recover(u), BattleStep::Recover(x)) => {
            if crate::conversion::recovery_targets(s, x).contains(u) {
                Ok(())
            } else {
                Err(Refuse::NotParticipant)
            }
        }
        (Action::SkipCheck, BattleStep::Convert(_) | BattleStep::Recover(_)) => Ok(()),
        (Action::Land(h), BattleStep::Land(_)) => match crate::conversion::pending_landing(s) {
            Some((_, _, hexes)) if hexes.contains(h) => Ok(()),
            _ => Err(Refuse::BadLanding),
        },
        (Action::ReturnBuilding(_), BattleStep::ReturnBuildings) => Ok(()),
        (Action::AssignLoss(t), BattleStep::Assign(x)) => crate::losses::may_assign(s, b, x, *t).map(|_| ()),
        _ => Err(Refuse::WrongStep { step: a.step_key() }),
    }
}

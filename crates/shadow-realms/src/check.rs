//! `check`: pure, never panics, refuses with a typed reason (rule id).

use crate::action::{Action, Group};
use crate::choices;
use crate::ids::{Faction, UnitKind};
use crate::movement;
use crate::prisoners;
use crate::refusal::Refuse;
use crate::state::{Choice, KardAt, Stage, State};
use engine::board::RegionId;
use engine::refusal::TurnRefusal;

/// The most supplies a standing order keeps from ransoms (SR-23).
pub const MOST_KEPT: u32 = 99;

/// Whether `f` may take `a` now.
///
/// # Errors
/// The reason it may not.
pub fn check(s: &State, f: Faction, a: &Action) -> Result<(), Refuse> {
    if s.finish.is_some() {
        return Err(Refuse::Turn(TurnRefusal::GameOver));
    }
    if s.decider() != Some(f) {
        return Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: s.decider() }));
    }
    // Rules 2: a pending choice of the owner's comes before all else.
    if !s.pending.is_empty() {
        return match a {
            Action::Withdraw { to } => choices::check(s, f, Choice::Withdraw, *to),
            Action::Place { to } => choices::check(s, f, Choice::Place, *to),
            _ => Err(Refuse::ChoiceFirst),
        };
    }
    let pending = !s.engaged.is_empty();
    match a {
        Action::RansomKard => check_ransom(s, f, None),
        Action::RansomKardTo { to } => {
            if s.rules < 2 {
                return Err(Refuse::NotAChoice);
            }
            check_ransom(s, f, Some(*to))
        }
        Action::Withdraw { .. } | Action::Place { .. } => Err(Refuse::NotAChoice),
        Action::LoseFirst(kind) => {
            let lost = *kind != UnitKind::Ruler && s.rules >= 2;
            if lost { Ok(()) } else { Err(Refuse::NotAChoice) }
        }
        Action::Revolt => {
            in_stage(s, Stage::Start)?;
            if crate::vassal::may_revolt(s, f) { Ok(()) } else { Err(Refuse::NoRevolt) }
        }
        Action::Recruit { at, item, count } => {
            in_stage(s, Stage::Recruit)?;
            crate::economy::check_recruit(s, f, *at, *item, *count)
        }
        Action::Move { from, to, group } => check_move(s, f, *from, *to, group),
        // SR-G10: the battle an entry opened is fought first.
        Action::Besiege { .. } | Action::Storm { .. } | Action::Sortie { .. } | Action::EndTurn if pending => {
            Err(Refuse::BattlePending)
        }
        Action::Besiege { city } => crate::siege::check_besiege(s, f, *city),
        Action::Storm { city } => crate::siege::check_storm(s, f, *city),
        Action::Sortie { city } => crate::siege::check_sortie(s, f, *city),
        Action::Attack { at } => crate::attack::check(s, f, *at),
        Action::KeepSupplies { supplies } => {
            if *supplies > MOST_KEPT {
                Err(Refuse::BadOrder)
            } else {
                Ok(())
            }
        }
        Action::DemandTribute(_) | Action::EndTurn => Ok(()),
    }
}

/// SR-24, SR-G9 — whether `f` may ransom its kard now (into `to`, rules 2).
fn check_ransom(s: &State, f: Faction, to: Option<RegionId>) -> Result<(), Refuse> {
    in_stage(s, Stage::Start)?;
    if !matches!(s.faction(f).kard, KardAt::Captive { .. }) {
        return Err(Refuse::NoRansom { short: None });
    }
    if s.faction(f).supplies < prisoners::KARD_SUPPLIES {
        return Err(Refuse::NoRansom { short: Some((prisoners::KARD_SUPPLIES, s.faction(f).supplies)) });
    }
    match to {
        None if prisoners::kard_home(s, f).is_none() => Err(Refuse::NoCityForKard),
        Some(city) if !prisoners::ransom_places(s, f).contains(&city) => Err(Refuse::NotAChoice),
        _ => Ok(()),
    }
}

/// SR-G3 — ransom and revolt come first in a turn, then recruiting, then
/// the campaign: an action of an earlier stage is refused once a later one began.
fn in_stage(s: &State, latest: Stage) -> Result<(), Refuse> {
    let rank = |st: Stage| match st {
        Stage::Start => 0,
        Stage::Recruit => 1,
        Stage::Campaign => 2,
    };
    if rank(s.stage) <= rank(latest) { Ok(()) } else { Err(Refuse::WrongStage { stage: latest }) }
}

/// SR-6…SR-12, SR-G10 — a step of `group` from `from` to `to`.
///
/// # Errors
/// The rule the move breaks.
pub fn check_move(s: &State, f: Faction, from: RegionId, to: RegionId, group: &Group) -> Result<(), Refuse> {
    let step = movement::step(s, f, from, to)?;
    movement::check_group(s, f, from, step, group)?;
    movement::pick(s, f, from, group)?;
    movement::check_source(s, from, to)?;
    crate::economy::pay(s, f, movement::cost(step, to, group))
}

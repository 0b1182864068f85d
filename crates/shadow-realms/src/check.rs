//! `check`: pure, never panics, refuses with a typed reason (rule id).

use crate::action::{Action, Group};
use crate::captives::{self, home};
use crate::ids::Faction;
use crate::movement;
use crate::refusal::Refuse;
use crate::state::{KardAt, Stage, State};
use engine::board::RegionId;

/// The most supplies a standing order keeps from ransoms (SR-23).
pub const MOST_KEPT: u32 = 99;

/// Whether `f` may take `a` now.
///
/// # Errors
/// The reason it may not.
pub fn check(s: &State, f: Faction, a: &Action) -> Result<(), Refuse> {
    if s.finish.is_some() {
        return Err(Refuse::GameOver);
    }
    if s.acting() != Some(f) {
        return Err(Refuse::NotYourTurn { waiting: s.acting() });
    }
    let pending = !s.engaged.is_empty();
    match a {
        Action::RansomKard => {
            in_stage(s, Stage::Start)?;
            if !matches!(s.faction(f).kard, KardAt::Captive { .. }) {
                return Err(Refuse::NoRansom { short: None });
            }
            if s.faction(f).supplies < captives::KARD_SUPPLIES {
                return Err(Refuse::NoRansom { short: Some((captives::KARD_SUPPLIES, s.faction(f).supplies)) });
            }
            if home(s, f).is_none() { Err(Refuse::NoCityForKard) } else { Ok(()) }
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

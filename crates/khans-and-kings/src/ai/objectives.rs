//! The computer's set of victory conditions (KK-GOV-07, GAP-08): on FREE
//! CHOICE it takes the set it is closest to; then a light pull towards its
//! set — TREASURY keeps its GOLD, BUILDER builds Strongholds and Markets,
//! HEGEMON marches on its two regions (CONQUEROR and WARLORD already march
//! and fight as the computer always does).

use super::economy::RESERVE_GOLD;
use super::war::steps_to;
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::ids::Player;
use crate::map::map;
use crate::objectives::{Objective, TREASURY_GOLD, progress};
use crate::state::State;

/// GOLD from which a TREASURY state stops spending it.
const TREASURY_SAVES: u32 = TREASURY_GOLD / 2;

/// How close `p` is to `set`, in thousandths: its weakest part.
fn closeness(s: &State, p: Player, set: Objective) -> u32 {
    progress(s, p, set).iter().map(|&(have, need)| have.min(need) * 1000 / need.max(1)).min().unwrap_or(0)
}

/// GAP-08 (6) — the set `p` is closest to (ties to the lower die face).
fn choose(s: &State, p: Player) -> Action {
    let sets = Objective::ALL.into_iter().filter(|&o| o != Objective::FreeChoice);
    let set = sets.max_by_key(|&o| (closeness(s, p, o), std::cmp::Reverse(o))).unwrap_or(Objective::Conqueror);
    Action::ChooseObjectives { set }
}

/// The economy window's pull: FREE CHOICE first; TREASURY ends its window
/// once it holds half the GOLD it needs (it spends no more); BUILDER
/// builds the Stronghold or Market it lacks.
pub(super) fn economy(s: &State, p: Player) -> Option<Action> {
    if crate::objectives::must_choose(s, p) {
        return Some(choose(s, p));
    }
    let gold = s.player(p).stock.get(Resource::Gold);
    match s.player(p).objectives? {
        Objective::Treasury if gold >= TREASURY_SAVES => Some(Action::EndEconomy),
        Objective::Builder if gold >= RESERVE_GOLD + 3 => {
            // The Strongholds first (it lacks more of them), then the Markets.
            let lacks = progress(s, p, Objective::Builder);
            let want = [lacks[0].0 < lacks[0].1, lacks[1].0 < lacks[1].1];
            let legal = crate::legal::legal_actions(s, p);
            let build = |stronghold: bool| {
                legal.iter().find(|a| {
                    matches!(a, Action::Build { building, .. }
                        if if stronghold { building.is_stronghold() } else { *building == Building::Market })
                })
            };
            [true, false].into_iter().filter(|&k| want[usize::from(!k)]).find_map(build).cloned()
        }
        _ => None,
    }
}

/// HEGEMON's march: steps to the nearest sub-province of its two regions
/// it does not own yet (`None`: another set, or it owns them all).
pub(super) fn goal_steps(s: &State, p: Player) -> Option<Vec<u32>> {
    if s.player(p).objectives != Some(Objective::Hegemon) {
        return None;
    }
    let m = map();
    let named = crate::objectives::named(p, Objective::Hegemon);
    let targets: Vec<_> = named
        .iter()
        .filter(|&&pr| s.owner(pr).is_none_or(|q| s.hostile(Some(q), Some(p))))
        .flat_map(|&pr| m.province(pr).subs.clone())
        .collect();
    (!targets.is_empty()).then(|| steps_to(&targets))
}

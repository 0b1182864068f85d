//! The computer's answers to the questions of rules 4 (`crate::answers`):
//! whether a defending state flees a battle (KK-CMB-21, AMB-50) and which
//! tribal warriors it calls (KK-REC-23). Every version answers; version 6
//! (`Profile::flees`) flees a battle it cannot hold, where earlier versions
//! (which met no such question) stand, and calls the strongest warriors
//! offered, where they call the kind rules 1–3 always called.

use super::Profile;
use crate::action::Action;
use crate::ids::Player;
use crate::state::{Ask, State};

/// The chance the attacker's best next engagement wins at or above which a
/// defender weaker by half again gives the ground up.
const HOPELESS: f64 = 0.8;

/// The answer to the question before `p`.
pub(super) fn answer(s: &State, p: Player, ask: Ask, profile: Profile) -> Option<Action> {
    match ask {
        Ask::Flee(_) => Some(if profile.flees && hopeless(s, p) { Action::Withdraw } else { Action::Stand }),
        Ask::Tribes(_, province) => {
            let offered = crate::tribal::kinds(s, p, province);
            let old = crate::tribal::first_kind(province).filter(|k| offered.contains(k));
            let strongest = offered.iter().copied().max_by_key(|k| {
                let t = k.template();
                (t.strength, t.speed, t.morale, std::cmp::Reverse(t.id))
            });
            let kind = if profile.flees { strongest } else { old.or(strongest) };
            Some(kind.map_or(Action::NoTribes { province }, |kind| Action::CallTribes { province, kind }))
        }
    }
}

/// KK-CMB-21 — the battle is lost for `p`'s units in it: the attacker's
/// ready units are half as strong again as them, and its best engagement
/// (with up to three supporters, as `odds::engagement` counts) wins at
/// least [`HOPELESS`]; and each of them has somewhere to go, so fleeing
/// keeps the army.
fn hopeless(s: &State, p: Player) -> bool {
    let ready = crate::battle::ready(s);
    let mine: Vec<_> =
        crate::battle::defenders(s).into_iter().filter_map(|id| s.unit(id)).filter(|u| u.owner == Some(p)).collect();
    if mine.is_empty() || ready.is_empty() {
        return false;
    }
    let strength = |ids: &mut dyn Iterator<Item = &crate::state::Unit>| -> i32 {
        ids.map(|u| crate::combat::with_losses(u.kind.template().strength, u.losses)).sum()
    };
    let theirs = strength(&mut ready.iter().filter_map(|&id| s.unit(id)));
    let ours = strength(&mut mine.iter().copied());
    let support = u32::try_from(ready.len().saturating_sub(1).min(3)).unwrap_or(0);
    let best = ready
        .iter()
        .flat_map(|&a| mine.iter().filter_map(move |t| crate::odds::engagement(s, a, t.id, support)))
        .fold(0.0_f64, f64::max);
    2 * theirs >= 3 * ours && best >= HOPELESS && crate::battle::may_all_flee(s, p)
}

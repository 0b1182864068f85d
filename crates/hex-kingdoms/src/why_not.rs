//! What a newcomer looks for at a hex but cannot do now, and why (issue 36:
//! "Recruit appears only once the army has left the city; Attack only after
//! clicking the enemy"): shown with the hex, under "Not possible now", each
//! with the refusal the rules give, rule id included.

use crate::action::Action;
use crate::economy::check_recruit;
use crate::ids::{PlayerId, StructKind, UnitKind};
use crate::refusal::Refuse;
use crate::state::{State, Step};
use engine::board::RegionId;
use engine::rules::Refusal;
use engine::text::Text;

/// The rows of the hex's "Not possible now" section for player `p` (none
/// when it is not `p`'s turn to decide).
#[must_use]
pub fn rows(s: &State, r: RegionId, p: PlayerId) -> Vec<(Text, Text)> {
    if s.finish.is_some() || crate::check::decider(s) != p {
        return Vec::new();
    }
    let why = |refuse: Refuse| Refusal::from(refuse).text;
    let mut rows = Vec::new();
    match &s.step {
        Step::Actions => {
            if let Some(refused) = recruit_refused(s, r, p) {
                rows.push((Text::key("hk.not_now.recruit"), why(refused)));
            }
            if let Some(refused) = manoeuvre_refused(s, r, p) {
                rows.push((Text::key("hk.not_now.manoeuvre"), why(refused)));
            }
        }
        // G-6 — an attack is chosen on the enemy's hex, not on the army's.
        Step::AfterManoeuvre(selected) if selected.contains(&r) => {
            rows.push((Text::key("hk.not_now.attack"), Text::key("hk.value.attack_there")));
        }
        _ => {}
    }
    rows
}

/// G-11 — at `p`'s city or castle where no unit can be recruited: why the
/// unit a newcomer tries first (peasants in a city, spearmen in a castle)
/// cannot.
fn recruit_refused(s: &State, r: RegionId, p: PlayerId) -> Option<Refuse> {
    let (_, site) = s.seat_at(r).filter(|(_, x)| x.owner == p)?;
    if UnitKind::ALL.iter().any(|&kind| check_recruit(s, p, r, kind).is_ok()) {
        return None;
    }
    let first = if site.kind == StructKind::Castle { UnitKind::Spearmen } else { UnitKind::Peasants };
    check_recruit(s, p, r, first).err()
}

/// G-5, HK-87, G-6 — `p`'s army on `r` that cannot manoeuvre: no action die
/// left, exhausted, or nowhere to go.
fn manoeuvre_refused(s: &State, r: RegionId, p: PlayerId) -> Option<Refuse> {
    if s.army_owner(r) != Some(p) {
        return None;
    }
    let moves = crate::legal::legal_actions(s, p);
    if moves.iter().any(|a| matches!(a, Action::Manoeuvre { from, to, .. } if *from == r && to != from)) {
        return None;
    }
    Some(if s.player(p).action_dice == 0 {
        Refuse::NoActionDice
    } else if s.exhausted(r) {
        Refuse::Exhausted
    } else {
        Refuse::CannotReach
    })
}

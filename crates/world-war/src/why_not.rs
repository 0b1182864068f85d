//! What a newcomer looks for at a region but cannot do now, and why (issue
//! 36: "'What now?' says why, in a line, whenever the obvious thing is not
//! possible"): shown with the region, under "Not possible now", each with
//! the refusal `check` gives, rule id included, so no rule is written twice.

use crate::action::Action;
use crate::check::check;
use crate::ids::{Faction, UnitKind};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{Phase, State, Task};
use engine::board::RegionId;
use engine::refusal::Reason;
use engine::text::Text;

/// The rows of the region's "Not possible now" section for faction `f`
/// (none when `f` has nothing to decide now: another faction's slot, or
/// its own part of a phase already ended).
#[must_use]
pub fn rows(s: &State, r: RegionId, f: Faction) -> Vec<(Text, Text)> {
    if s.finish.is_some() || !crate::turn::to_act(s).contains(&f) || !map().is_node(r) {
        return Vec::new();
    }
    let row = |what: &str, refused: Refuse| {
        (Text::key(what), Text::key("ww.value.refused").text("reason", refused.text()).plain("rule", refused.rule()))
    };
    let mut rows = Vec::new();
    match s.phase {
        Phase::Purchase => rows.extend(buy_refused(s, r, f).map(|x| row("ww.not_now.buy", x))),
        Phase::Action { .. } => {
            rows.extend(units_refused(s, r, f).map(|x| row("ww.not_now.units", x)));
            rows.extend(attack_refused(s, r, f).map(|x| row("ww.not_now.attack", x)));
        }
        Phase::Initiative | Phase::Over => {}
    }
    rows
}

/// WW-1, WW-2, WW-G13 — at `f`'s own land region where no unit can be
/// bought: why the division a newcomer tries first (infantry) cannot.
fn buy_refused(s: &State, r: RegionId, f: Faction) -> Option<Refuse> {
    if !map().is_land(r) || s.owner(r) != Some(f) {
        return None;
    }
    let offered = crate::legal::legal_actions(s, f);
    if offered.iter().any(|a| matches!(a, Action::Buy { place, .. } if *place == r)) {
        return None;
    }
    check(s, f, &Action::Buy { unit: UnitKind::Infantry, place: r, count: 1 }).err()
}

/// WW-12 — `f`'s units at `r` that can neither attack nor rebase because
/// every one of them has already acted or is committed this turn. (Idle
/// units with no enemy in reach say nothing: no attack is expected there.)
fn units_refused(s: &State, r: RegionId, f: Faction) -> Option<Refuse> {
    let mut own = s.units_at(r).filter(|u| u.faction == f).peekable();
    let first = own.peek().map(|u| u.id)?;
    if own.any(|u| matches!(u.task, Task::Idle | Task::Ordered(_))) {
        return None;
    }
    check(s, f, &Action::Order { unit: first, target: r }).err()
}

/// WW-G6, WW-G8, WW-20 — `r`, against which `f` has ordered units, where
/// no attack can be resolved: the refusal of the land attack (or of the
/// naval attack at sea), for example a landing without its escort.
fn attack_refused(s: &State, r: RegionId, f: Faction) -> Option<Refuse> {
    if !s.ordered_at(f, r).any(|_| true) {
        return None;
    }
    let attacks = [
        Action::Launch { target: r },
        Action::Bomb { target: r },
        Action::Sweep { target: r },
        Action::NavalAttack { target: r },
    ];
    if attacks.iter().any(|a| check(s, f, a).is_ok()) {
        return None;
    }
    let main = if map().is_sea(r) { Action::NavalAttack { target: r } } else { Action::Launch { target: r } };
    check(s, f, &main).err()
}

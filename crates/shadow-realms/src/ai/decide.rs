//! The computer's choices for its own units (rules 2, SR-G9): a beaten
//! army withdraws where it is safest (its own city, else the field where
//! it stands strongest against what could strike it next, nearest home);
//! ransomed units go where a city lacks its guard most.

use super::guard::{hostile_bs, shortfall};
use crate::action::Action;
use crate::ids::Faction;
use crate::map::map;
use crate::state::{Choice, State};
use engine::board::RegionId;

/// The computer's choice for the first pending decision of `f`.
#[must_use]
pub fn choose(s: &State, f: Faction) -> Option<Action> {
    let d = s.pending.first().filter(|d| d.by == f)?;
    match d.kind {
        Choice::Withdraw => {
            let to = d.options.iter().copied().max_by_key(|&to| (safety(s, f, to), std::cmp::Reverse(to)))?;
            Some(Action::Withdraw { to })
        }
        Choice::Place => {
            let to = d
                .options
                .iter()
                .copied()
                .max_by_key(|&c| (shortfall(s, f, c, super::Profile::CURRENT.guards), std::cmp::Reverse(c)))?;
            Some(Action::Place { to })
        }
    }
}

/// How safe `to` is for `f`'s withdrawing army: its own city best; a field
/// by the strength of `f` there less the strongest foe next to it, then
/// nearness to its capital.
fn safety(s: &State, f: Faction, to: RegionId) -> (i64, i64) {
    let m = map();
    if m.is_city(to) {
        return (i64::MAX, 0);
    }
    let ours: i64 = s.army(Some(f), to).map(|u| i64::from(u.kind.bs())).sum();
    let danger = m.neighbours(to).map(|r| i64::from(hostile_bs(s, f, r))).max().unwrap_or(0);
    let home = m.field_of(m.capital(f)).unwrap_or(to);
    let near = super::goals::steps(s, f, to, home).map_or(-99, |d| -i64::from(d));
    (ours - danger, near)
}

//! Issue 19 — what a power can do now and why, in a few lines for a player
//! who has not read the rules, with the rule to read more (an id of the
//! rules summary, `ww-summary`).

use crate::check::budget_left;
use crate::ids::Faction;
use crate::state::{Phase, State};
use engine::rules::Guide;
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// The guide of `seat` as `state` (its view) stands; `None` once the game
/// is over or for a seat that is no power.
#[must_use]
pub fn guide(state: &State, seat: SeatId) -> Option<Guide> {
    let f = Faction::of_seat(seat)?;
    if state.finish.is_some() {
        return None;
    }
    let (key, rule) = match state.phase {
        // WW-1 — turn zero: the starting army, bought in secret with twice
        // the income; nobody sees it before all have finished (WW-4).
        Phase::Purchase if state.turn == 0 => ("ww.guide.purchase_zero", "WW-1"),
        // WW-G3 step 2, WW-G13 — the secret, simultaneous purchase from
        // what was saved.
        Phase::Purchase => ("ww.guide.purchase", "WW-G3"),
        // WW-19 — the secret SOONER/LATER choice, with the diplomacy step
        // and the standing orders before it (WW-G3 step 3).
        Phase::Initiative => ("ww.guide.initiative", "WW-19"),
        // WW-12 — the power's slot: each unit does one thing per turn.
        Phase::Action { .. } => ("ww.guide.action", "WW-12"),
        Phase::Over => return None,
    };
    let text = match state.phase {
        Phase::Purchase => {
            let left = budget_left(state, f);
            Text::key(key).plain("mp", left.mp).plain("p", left.p)
        }
        Phase::Action { .. } => Text::key(key).plain("supply", state.faction(f).stock.s),
        _ => Text::key(key),
    };
    Some(Guide { text, rule: rule.to_owned() })
}

#[cfg(test)]
mod tests {
    use super::guide;
    use crate::ids::Faction;
    use crate::setup::initial_state;
    use crate::state::Phase;
    use engine::side::Side;

    /// WW-1 — a new game is turn zero's secret purchase: the guide says so,
    /// with the whole budget still to spend.
    #[test]
    fn the_setup_is_turn_zeros_purchase() {
        let s = initial_state();
        let g = guide(&s, Faction::Axis.seat()).expect("a guide");
        assert_eq!(g.text.key, "ww.guide.purchase_zero");
        assert_eq!(g.rule, "WW-1");
        let budget = crate::turn::turn_zero_budget(&s, Faction::Axis);
        assert!(g.text.args.contains(&("mp".to_owned(), engine::text::Arg::Plain(budget.mp.to_string()))));
    }

    /// WW-19 — the initiative phase and WW-12 a slot have guides of their own.
    #[test]
    fn initiative_and_actions_have_their_own_guides() {
        let mut s = initial_state();
        s.turn = 1;
        s.phase = Phase::Initiative;
        assert_eq!(guide(&s, Faction::Ussr.seat()).map(|g| g.rule), Some("WW-19".to_owned()));
        s.phase = Phase::Action { slot: 0 };
        assert_eq!(guide(&s, Faction::Ussr.seat()).map(|g| g.text.key), Some("ww.guide.action".to_owned()));
    }
}

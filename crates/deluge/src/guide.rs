//! Issue 19 — what a nation can do now and why, in a few lines for a player
//! who has not read the rules, with the rule to read more (an id of the
//! rules summary, `dc-rules_summary`).

use crate::battle::ResultState;
use crate::nation::Nation;
use crate::state::{Phase, State};
use engine::rules::Guide;
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// Where a nation stands in phase 3 (DC-RES-6).
enum Results {
    /// The other side entered a result of one of its battles.
    Confirm,
    /// One of its battles has no result of its own yet.
    Enter,
    /// Every result of its battles is confirmed: only the phase's end is left.
    Done,
}

fn results(state: &State, n: Nation) -> Results {
    let open = state.battles.iter().filter_map(|b| Some((b.side_of(n)?, &b.result)));
    let mut enter = false;
    for (side, result) in open {
        match result {
            ResultState::Pending { by, .. } if *by != side => return Results::Confirm,
            ResultState::Empty => enter = true,
            _ => {}
        }
    }
    if enter { Results::Enter } else { Results::Done }
}

/// The guide of `seat` as `state` (its view) stands; `None` once the
/// campaign is over or for a seat that is no nation.
#[must_use]
pub fn guide(state: &State, seat: SeatId) -> Option<Guide> {
    let n = Nation::of_seat(seat)?;
    let (text, rule) = match state.phase {
        // DC-MOVE-1, DC-REORG, DC-TRE-8 — phase 1, secret and at once: one
        // movement order per army, PS moved between armies, and the only
        // spending of ducats.
        Phase::Movement => (Text::key("dc.guide.movement").plain("ducats", state.nation(n).ducats), "DC-MOVE-1"),
        // DC-ORD-1, DC-PLAN — phase 2, secret and at once: attack or defend,
        // storm or besiege, each army's plan, and alliances.
        Phase::Orders => (Text::key("dc.guide.orders"), "DC-ORD-1"),
        Phase::Results => match results(state, n) {
            // DC-RES-6 — the other side's entry is confirmed or replaced.
            Results::Confirm => (Text::key("dc.guide.results_confirm"), "DC-RES-6"),
            // DC-RES-6, GAP-10 — a result is entered from the tabletop or
            // asked of the computer.
            Results::Enter => (Text::key("dc.guide.results_enter"), "DC-RES-6"),
            // DC-CALC-1 — the end of phase 3 starts the computation.
            Results::Done => (Text::key("dc.guide.results_done"), "DC-CALC-1"),
        },
        Phase::Over => return None,
    };
    Some(Guide { text, rule: rule.to_owned() })
}

#[cfg(test)]
mod tests {
    use super::guide;
    use crate::state::{Mode, Phase};
    use engine::seat::SeatId;

    /// DC-MOVE-1 — a campaign begins with phase 1, movement and
    /// reorganisation, the only time the nation's ducats are spent.
    #[test]
    fn a_campaign_begins_with_movement() {
        let mut s = crate::setup::initial(Mode::Mixed);
        let g = guide(&s, SeatId(0)).expect("a guide");
        assert_eq!(g.text.key, "dc.guide.movement");
        assert_eq!(g.rule, "DC-MOVE-1");
        s.phase = Phase::Orders;
        assert_eq!(guide(&s, SeatId(0)).map(|g| g.rule), Some("DC-ORD-1".to_owned()));
        s.phase = Phase::Over;
        assert_eq!(guide(&s, SeatId(0)), None);
    }
}

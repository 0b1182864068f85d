//! Issue 19 — what the acting realm can do now and why, in a few lines for
//! a player who has not read the rules, with the rule to read more (an id
//! of the rules summary, `sr-summary`).

use crate::action::Action;
use crate::ids::Faction;
use crate::state::{Stage, State};
use engine::rules::Guide;
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// The guide of `seat` as `state` (its view) stands; `None` once the game
/// is over or when it is not the realm's turn.
#[must_use]
pub fn guide(state: &State, seat: SeatId) -> Option<Guide> {
    let f = Faction::of_seat(seat)?;
    if state.finish.is_some() || state.decider() != Some(f) {
        return None;
    }
    if !state.pending.is_empty() {
        // SR-G9 — the owner chooses where its beaten or ransomed units go.
        return Some(Guide { text: Text::key("sr.guide.choice"), rule: "SR-G9".to_owned() });
    }
    let may = |a: &Action| crate::check::check(state, f, a).is_ok();
    let supplies = state.faction(f).supplies;
    let (text, rule) = if !state.engaged.is_empty() {
        // SR-12, SR-G10 — an entry into a field with a hostile army: the
        // battle is fought before the turn ends.
        (Text::key("sr.guide.battle"), "SR-12")
    } else if state.stage == Stage::Start && may(&Action::RansomKard) {
        // SR-22…SR-26 — a captive kard is ransomed at the start of the turn.
        (Text::key("sr.guide.ransom").plain("supplies", supplies), "SR-22")
    } else if state.stage == Stage::Start && may(&Action::Revolt) {
        // SR-40…SR-44 — a vassal with more cities than its lord may revolt.
        (Text::key("sr.guide.revolt"), "SR-40")
    } else if state.stage == Stage::Campaign {
        // SR-6…SR-12 — moving costs supplies; sieges and storms follow.
        (Text::key("sr.guide.campaign").plain("supplies", supplies), "SR-6")
    } else {
        // SR-G3 — recruiting comes before the campaign.
        (Text::key("sr.guide.recruit").plain("supplies", supplies), "SR-G3")
    };
    Some(Guide { text, rule: rule.to_owned() })
}

#[cfg(test)]
mod tests {
    use super::guide;
    use crate::state::Stage;
    use engine::side::Side;

    /// SR-G3 — a realm's turn begins with recruiting (no kard to ransom, no
    /// revolt); once it moves, SR-6 its campaign.
    #[test]
    fn a_turn_begins_with_recruiting() {
        let seats = crate::tests::seats(3, engine::seat::Controller::Human);
        let mut dice = engine::dice::Dice::from_seed("guide");
        let mut s = crate::setup::setup(crate::setup::SCENARIO, &seats, &mut dice, crate::RULES).expect("a game");
        let first = s.acting().expect("a realm acts");
        let seat = first.seat();
        let g = guide(&s, seat).expect("a guide");
        assert_eq!(g.text.key, "sr.guide.recruit");
        assert_eq!(g.rule, "SR-G3");
        s.stage = Stage::Campaign;
        assert_eq!(guide(&s, seat).map(|g| g.rule), Some("SR-6".to_owned()));
    }
}

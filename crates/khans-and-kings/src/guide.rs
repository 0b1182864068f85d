//! Issue 19 — what the acting state can do now and why, in a few lines for
//! a player who has not read the rules, with the rule to read more (an id
//! of the rules summary, `kk-summary`).

use crate::ids::Player;
use crate::state::{Phase, State};
use engine::rules::Guide;
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// The guide of `seat` as `state` (its view) stands; `None` once the game
/// is over or when it is not the state's window or movement.
#[must_use]
pub fn guide(state: &State, seat: SeatId) -> Option<Guide> {
    let p = Player::of_seat(seat)?;
    if state.acting() != Some(p) {
        return None;
    }
    let (text, rule) = match (crate::answers::pending(state, p), state.phase) {
        // KK-CMB-21, AMB-50 — between engagements a defender may flee.
        (Some(crate::state::Ask::Flee(_)), _) => (
            Text::key("kk.guide.flee").name(
                "place",
                state.battle.as_ref().map_or_else(|| "kk.sub.unknown".to_owned(), |b| crate::names::place(b.at)),
            ),
            "KK-CMB-21",
        ),
        // KK-REC-23 — hostile units crossed into a province with tribes.
        (Some(crate::state::Ask::Tribes(_, province)), _) => {
            (Text::key("kk.guide.tribes").name("province", crate::map::map().province_key(province)), "KK-REC-23")
        }
        (None, phase) => guide_of_phase(state, p, phase),
    };
    Some(Guide { text, rule: rule.to_owned() })
}

/// The guide of `p`'s own window or movement phase.
fn guide_of_phase(state: &State, p: Player, phase: Phase) -> (Text, &'static str) {
    match phase {
        // GAP-08 (6) — FREE CHOICE: the set of victory conditions first.
        Phase::Economy if crate::objectives::must_choose(state, p) => {
            (Text::key("kk.guide.choose_objectives"), "KK-GOV-07")
        }
        // GAP-01 — White on the Colour Die: each state picks its colour
        // before anything else in its window.
        Phase::Economy if state.colour.is_none() && state.player(p).white.is_none() => {
            (Text::key("kk.guide.pick_colour"), "GAP-01")
        }
        // KK-TURN-10…12, AMB-53 — trade, recruiting (KK-REC) and building
        // in one window, in seat order.
        // GAP-05 — the season's Decision card, or one over the hand limit, first.
        Phase::Economy if crate::decisions::owed(state, p) => (Text::key("kk.guide.decisions"), "GAP-05"),
        Phase::Economy => (Text::key("kk.guide.economy"), "KK-REC"),
        Phase::Movement => match &state.battle {
            // KK-CMB — a battle opened by entering a sub-province where
            // hostile units stand.
            Some(b) => (Text::key("kk.guide.battle").name("place", crate::names::place(b.at)), "KK-CMB"),
            // KK-AIR-01 — aircraft at their bases may each fly a mission.
            None if crate::legal::has_air_mission(state, p) => (Text::key("kk.guide.movement_air"), "KK-AIR"),
            // GAP-36, GAP-21 — movement by Speed, in Strategic Initiative order.
            None => (Text::key("kk.guide.movement"), "GAP-36"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::guide;
    use crate::state::Phase;
    use engine::side::Side;

    /// KK-REC, AMB-53 — a game begins with the first state's trade and
    /// building window (GAP-01: its colour first when White was rolled);
    /// GAP-36 its movement follows.
    #[test]
    fn a_game_begins_with_trade_and_building() {
        let mut dice = engine::dice::Dice::from_seed("guide");
        let mut s = crate::setup::initial(&mut dice);
        let p = s.acting().expect("a state acts");
        let seat = p.seat();
        s.colour = Some(crate::data::tables::Colour::ALL[0]);
        let g = guide(&s, seat).expect("a guide");
        assert_eq!(g.text.key, "kk.guide.economy");
        assert_eq!(g.rule, "KK-REC");
        s.colour = None;
        s.players[p.index()].white = None;
        assert_eq!(guide(&s, seat).map(|g| g.rule), Some("GAP-01".to_owned()));
        s.phase = Phase::Movement;
        s.order = s.seated.clone();
        s.slot = 0;
        let first = s.acting().expect("a state moves");
        let seat = first.seat();
        assert_eq!(guide(&s, seat).map(|g| g.text.key), Some("kk.guide.movement".to_owned()));
    }
}

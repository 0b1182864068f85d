//! Issue 19 — what the deciding player can do now and why, in a few lines
//! for a player who has not read the rules, with the rule to read more (an
//! id of the rules summary, `hk-rules_summary`).

use crate::bag::Side;
use crate::ids::PlayerId;
use crate::state::{BattleStep, State, Step};
use engine::rules::Guide;
use engine::seat::SeatId;
use engine::text::Text;

/// The guide of `seat` as `state` (its view) stands; `None` once the game
/// is over or for a seat that is no player.
#[must_use]
pub fn guide(state: &State, seat: SeatId) -> Option<Guide> {
    let p = PlayerId(seat.0);
    if state.finish.is_some() || usize::from(seat.0) >= state.players.len() {
        return None;
    }
    let (key, rule) = match &state.step {
        // G-5 — the actions phase: each action costs one action die.
        Step::Actions => ("hk.guide.actions", "G-5"),
        // G-6 — after a manoeuvre: one attack may be declared.
        Step::AfterManoeuvre(_) => ("hk.guide.after_manoeuvre", "G-6"),
        // G-21 — the winning attacker may advance into the emptied hex.
        Step::Advance { .. } => ("hk.guide.advance", "G-21"),
        Step::Battle(b) => match b.step {
            // HK-5 — the defender may react with unexhausted armies.
            BattleStep::React => ("hk.guide.react", "HK-5"),
            // HK-13, HK-17, HK-80 — extra dice, left-out defence, Fabian Tactics.
            BattleStep::Prepare(_) => ("hk.guide.prepare", "HK-13"),
            // HK-30 — Theocracy's conversion checks, the defender first.
            BattleStep::Convert(_) => ("hk.guide.convert", "HK-30"),
            // HK-36 — the attacker draws from one up to its courage.
            BattleStep::Draw(Side::Attacker) => ("hk.guide.draw", "HK-36"),
            // HK-38 — the defender may draw more, up to its own courage.
            BattleStep::Draw(Side::Defender) => ("hk.guide.draw_more", "HK-38"),
            // HK-42, HK-43 — Tactics and Regular Army redraw.
            BattleStep::PostDraw(_) => ("hk.guide.redraw", "HK-42"),
            // HK-48, HK-50 — damage is assigned in the destruction priority.
            BattleStep::Assign(_) => ("hk.guide.assign", "HK-50"),
            // HK-58 — Democracy's recovery checks, the defender first.
            BattleStep::Recover(_) => ("hk.guide.recover", "HK-58"),
            // HK-74, HK-75 — the loser of buildings says what each one was.
            BattleStep::ReturnBuildings => ("hk.guide.return_buildings", "HK-75"),
            // G-15 step 6, HK-33 — the unit of a passed check is placed.
            BattleStep::Land(_) => ("hk.guide.land", "G-15"),
        },
    };
    let text = match state.step {
        Step::Actions => {
            let player = state.player(p);
            Text::key(key).plain("dice", player.action_dice).plain("gold", player.gold)
        }
        _ => Text::key(key),
    };
    Some(Guide { text, rule: rule.to_owned() })
}

#[cfg(test)]
mod tests {
    use super::guide;
    use crate::state::Step;
    use engine::seat::{Controller, SeatConfig, SeatId};

    /// G-5 — a new game begins with the first player's actions, three
    /// action dice in the pool; G-6 after a manoeuvre an attack may follow.
    #[test]
    fn a_new_game_begins_with_the_first_players_actions() {
        let seats: Vec<SeatConfig> = ["red", "blue", "green"]
            .iter()
            .map(|r| SeatConfig {
                name: (*r).into(),
                role: (*r).into(),
                colour: "#000000".into(),
                controller: Controller::Human,
            })
            .collect();
        let mut dice = engine::dice::Dice::from_seed("guide");
        let mut s = crate::setup::setup(crate::setup::FOUR_REALMS, &seats, &mut dice).expect("a game");
        let g = guide(&s, SeatId(0)).expect("a guide");
        assert_eq!(g.text.key, "hk.guide.actions");
        assert_eq!(g.rule, "G-5");
        let dice_left = s.player(crate::ids::PlayerId(0)).action_dice;
        assert!(g.text.args.contains(&("dice".to_owned(), engine::text::Arg::Plain(dice_left.to_string()))));
        s.step = Step::AfterManoeuvre(Vec::new());
        assert_eq!(guide(&s, SeatId(0)).map(|g| g.rule), Some("G-6".to_owned()));
    }
}

//! Issue 40 — the computer decides only from what its state may see.
//! Hidden from a state (`decisions::view`, `objectives::hide_from`): the
//! others' Decision cards, unless it spies on that hand (KK-GOV-02), the
//! order of the decks, and the others' victory conditions (GAP-08). Before
//! every decision of whole computer games these are changed, and the dice
//! to come are reseeded; the state's view and the computer's decision must
//! stay the same.

use super::new_game;
use crate::Player;
use crate::decisions::Card;
use crate::objectives::Objective;
use crate::state::State;
use engine::dice::Dice;
use engine::fairness::check_fair;
use engine::seat::{Controller, SeatId};
use engine::side::Side;

/// Another world the state at `seat` cannot tell from this one: other
/// hands, decks in another order, other victory conditions.
fn hide(s: &State, seat: SeatId, dice: &mut Dice) -> Option<State> {
    let me = *Player::ALL.get(seat.index())?;
    let spied = s.player(me).spying;
    let mut other = s.clone();
    for p in Player::ALL.into_iter().filter(|&p| p != me && Some(p) != spied) {
        let ps = &mut other.players[p.index()];
        for card in &mut ps.hand {
            *card = Card::ALL[dice.pick(13, "card")];
        }
        ps.hand.push(Card::ALL[dice.pick(13, "card")]);
        // Hegemon names provinces, which `hide_from` takes out of the
        // national ones: the others change among the sets that name none.
        if let Some(set) = ps.objectives.filter(|&o| o != Objective::Hegemon) {
            let others: Vec<Objective> =
                Objective::ALL.into_iter().filter(|&o| o != set && o != Objective::Hegemon).collect();
            ps.objectives = Some(others[dice.pick(u8::try_from(others.len()).unwrap_or(1), "objective")]);
        }
    }
    for deck in &mut other.decks {
        deck.reverse();
    }
    other.shuffle = other.shuffle.wrapping_add(1);
    Some(other)
}

#[test]
fn the_computer_decides_the_same_whatever_its_state_cannot_see() {
    let mut game = new_game("fair-1", Controller::Computer);
    let report = check_fair(&mut game, 1_200, &hide).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(report.hidden_changed > 1_000, "{report:?}");
    eprintln!("{report:?}");
}

//! The desk plays whole turns by e-mail for any rules: a secret purchase is
//! committed sealed and revealed once both have committed; battles follow;
//! whose file is due is computed from the file alone; a player who begins
//! the same turn again gets the same dice.

mod common;

use common::players::{Players, new_game, system};
use common::{Action, translated};
use engine::seat::SeatId;
use pbem::DiceMode;
use pbem::desk;

#[test]
fn a_secret_purchase_is_committed_sealed_then_revealed_and_battles_follow() {
    let mut t = new_game(DiceMode::Open);
    // Alice's first turn starts the game and commits her purchase.
    let mut draft = t.begin(0);
    Players::act(&mut draft, &Action::Buy(3));
    let file = t.send(&draft);
    assert!(!file.contains("Buy"), "the purchase is sealed, not readable in the file");
    assert_eq!(t.env.state.commits.len(), 1);
    assert_eq!(t.next(), Some(1), "Bob buys next");

    let mut draft = t.begin(1);
    assert!(draft.start.reveal.is_empty(), "nothing to reveal before both committed");
    Players::act(&mut draft, &Action::Buy(2));
    let file = t.send(&draft);
    assert!(!file.contains("Buy"), "still sealed after Bob's commitment");
    assert_eq!(t.next(), Some(0), "both committed: Alice reveals first");

    let draft = t.begin(0);
    assert_eq!(draft.start.reveal, vec![(0, 0)], "Alice's due reveal is applied at the start of her turn");
    t.send(&draft);
    assert_eq!(t.next(), Some(1), "Bob reveals next");

    let draft = t.begin(1);
    assert_eq!(draft.start.reveal, vec![(0, 1)]);
    assert_eq!(draft.game.turn(), 1, "both purchases revealed: the battle turns begin");
    t.send(&draft);
    let file = t.files.last().expect("file");
    assert!(file.contains("Buy"), "after the reveal the purchases are in the clear");
    assert_eq!(t.next(), Some(0), "Alice attacks first");

    // Battles: an attack rolls a die from Alice's turn seed.
    let mut draft = t.begin(0);
    Players::act(&mut draft, &Action::Attack);
    let first_roll = draft.game.log_lines(None).last().expect("line").rolls.clone();
    assert_eq!(first_roll.len(), 1, "the attack rolled a die");
    // Beginning the same turn again (reload, retry) gives the same roll.
    let mut again = t.begin(0);
    Players::act(&mut again, &Action::Attack);
    assert_eq!(again.game.log_lines(None).last().expect("line").rolls, first_roll, "no re-rolling");
    Players::act(&mut draft, &Action::Pass);
    t.send(&draft);
    assert_eq!(t.next(), Some(1));

    let mut draft = t.begin(1);
    Players::act(&mut draft, &Action::Attack);
    Players::act(&mut draft, &Action::Pass);
    t.send(&draft);
    assert_eq!(t.next(), Some(0));
    let public = desk::public_game(&t.env, &system()).expect("replays");
    assert_eq!(public.log_len(), 6, "two purchases, two attacks, two passes");
    assert_eq!(desk::seats_of(&t.env, 1), vec![SeatId(1)]);
}

#[test]
fn an_unfinished_turn_saved_as_actions_replays_to_the_same_state() {
    let mut t = new_game(DiceMode::Open);
    let mut draft = t.begin(0);
    Players::act(&mut draft, &Action::Buy(1));
    t.send(&draft);
    let mut draft = t.begin(1);
    Players::act(&mut draft, &Action::Buy(3));
    let saved = draft.actions();
    let mut resumed = t.begin(1);
    resumed.replay(&saved).expect("replays");
    assert_eq!(resumed.game.hash(), draft.game.hash());
    let refused = resumed.replay(&saved).expect_err("a second purchase is refused with a reason");
    assert_eq!(refused.key, "pbem.desk.draft_refused");
    translated(&refused);
}

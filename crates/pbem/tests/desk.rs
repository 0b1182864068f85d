//! The desk plays whole turns by e-mail for any rules: a secret purchase is
//! committed sealed and revealed once both have committed; battles follow;
//! whose file is due is computed from the file alone; a player who begins
//! the same turn again gets the same dice.

mod common;

use common::{Action, Duel, replay, report_translated, rng, stamp, translated};
use engine::any::SystemOf;
use engine::save::{ScenarioRef, scenario_hash};
use engine::seat::{Controller, SeatConfig, SeatId};
use pbem::desk::{self, TurnDraft};
use pbem::{Envelope, NewGame, SeatKeys};
use serde_json::json;

struct Players {
    keys: [SeatKeys; 2],
    env: Envelope,
    joins: Vec<String>,
    rng: rand_chacha::ChaCha20Rng,
    files: Vec<String>,
}

fn system() -> SystemOf<Duel> {
    SystemOf::default()
}

fn new_game() -> Players {
    let mut rng = rng(5);
    let keys = [SeatKeys::generate("Alice", &mut rng), SeatKeys::generate("Bob", &mut rng)];
    let seat = |n: &str| SeatConfig {
        name: n.into(),
        role: String::new(),
        colour: "#000".into(),
        controller: Controller::Human,
    };
    let spec = NewGame {
        system: "duel".into(),
        scenario: ScenarioRef { id: "field".into(), hash: scenario_hash("a field") },
        rules_version: 1,
        seats: vec![seat("Alice"), seat("Bob")],
        holders: vec![0, 1],
        title: "Duel by post".into(),
    };
    let env = Envelope::create(&keys[0], spec, &stamp(0), &mut rng).expect("create");
    let invitation = env.invitation(&keys[0], 1).expect("invite");
    let join = pbem::verify(&invitation, None, None).envelope.expect("valid").join(&keys[1]).expect("join");
    Players { keys, env, joins: vec![join], rng, files: Vec::new() }
}

impl Players {
    fn begin(&self, player: u8) -> TurnDraft {
        desk::begin_turn(&self.env, &self.keys[usize::from(player)], &system(), &self.joins).expect("begin")
    }

    fn act(draft: &mut TurnDraft, action: &Action) {
        let seat = *draft.seats_to_act().first().expect("a seat to act");
        draft.game.act(seat, &json!(action)).expect("legal");
    }

    /// Ends the turn and checks the file as the receiver would.
    fn send(&mut self, draft: &TurnDraft) -> String {
        assert!(draft.done(), "the turn ends when none of the player's seats is to act");
        let known = self.env.known();
        let keys = &self.keys[usize::from(draft.start.player)];
        let ending = desk::Ending { keys, joins: &self.joins, note: String::new(), stamp: stamp(9) };
        desk::end_turn(&mut self.env, draft.game.as_ref(), &draft.start, ending, &mut self.rng).expect("end");
        let text = self.env.to_text();
        let verified = pbem::verify(&text, Some(&known), Some(&mut |i| replay(i)));
        assert!(verified.report.is_valid(), "{}", verified.report);
        report_translated(&verified.report);
        self.files.push(text.clone());
        text
    }

    fn next(&self) -> Option<u8> {
        let public = desk::public_game(&self.env, &system()).expect("replays");
        desk::next_player(&self.env, public.as_ref())
    }
}

#[test]
fn a_secret_purchase_is_committed_sealed_then_revealed_and_battles_follow() {
    let mut t = new_game();
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
    let mut t = new_game();
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

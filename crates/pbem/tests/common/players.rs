//! Two players' desks (Alice creates, Bob joins) playing the duel by
//! e-mail the way the app does, each file checked as its receiver would.

use super::{Action, Duel, replay, report_translated, rng, stamp};
use engine::any::SystemOf;
use engine::save::{ScenarioRef, scenario_hash};
use engine::seat::{Controller, SeatConfig};
use pbem::desk::{self, TurnDraft};
use pbem::{DiceMode, Envelope, NewGame, SeatKeys};
use serde_json::json;

pub struct Players {
    pub keys: [SeatKeys; 2],
    pub env: Envelope,
    pub joins: Vec<String>,
    pub rng: rand_chacha::ChaCha20Rng,
    pub files: Vec<String>,
}

pub fn system() -> SystemOf<Duel> {
    SystemOf::default()
}

pub fn new_game(dice_mode: DiceMode) -> Players {
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
        dice_mode,
        rekeying: pbem::Rekeying::Never,
        computer: 1,
    };
    let env = Envelope::create(&keys[0], spec, &stamp(0), &mut rng).expect("create");
    let invitation = env.invitation(&keys[0], 1).expect("invite");
    let join = pbem::verify(&invitation, None, None).envelope.expect("valid").join(&keys[1]).expect("join");
    Players { keys, env, joins: vec![join], rng, files: Vec::new() }
}

impl Players {
    pub fn begin(&self, player: u8) -> TurnDraft {
        desk::begin_turn(&self.env, &self.keys[usize::from(player)], &system(), &self.joins).expect("begin")
    }

    pub fn act(draft: &mut TurnDraft, action: &Action) {
        let seat = *draft.seats_to_act().first().expect("a seat to act");
        draft.act(seat, &json!(action)).expect("legal");
    }

    /// Ends the turn and checks the file as the receiver would.
    pub fn send(&mut self, draft: &TurnDraft) -> String {
        assert!(draft.done(), "the turn ends when none of the player's seats is to act");
        let known = self.env.known();
        let keys = &self.keys[usize::from(draft.start.player)];
        let ending =
            desk::Ending { keys, joins: &self.joins, note: String::new(), stamp: stamp(9), rekeys: Vec::new() };
        desk::end_turn(&mut self.env, draft.game.as_ref(), &draft.start, ending, &mut self.rng).expect("end");
        let text = self.env.to_text();
        let verified = pbem::verify(&text, Some(&known), Some(&mut |i| replay(i)));
        assert!(verified.report.is_valid(), "{}", verified.report);
        report_translated(&verified.report);
        self.files.push(text.clone());
        text
    }

    pub fn next(&self) -> Option<u8> {
        let public = desk::public_game(&self.env, &system()).expect("replays");
        desk::next_player(&self.env, public.as_ref())
    }
}

//! A tiny rule system ("duel") and helpers that play real games into
//! envelopes: a secret, simultaneous turn-zero purchase, then turns of d6
//! battle rolls.
#![allow(dead_code, clippy::unwrap_used, clippy::missing_panics_doc)]

use engine::board::{Board, RegionId};
use engine::dice::{Dice, DiceExpr};
use engine::game::{Game, GameSetup};
use engine::rules::{Events, NameKeys, Outcome, PanelSection, Refusal, RegionView, Rules, ScenarioInfo, SystemInfo};
use engine::save::{Checkpoint, LoggedAction, ScenarioRef};
use engine::seat::{Controller, SeatConfig, SeatId};
use engine::text::{Arg, Catalog, LANGUAGES, Text};
use pbem::build::{NewCommit, Turn};
use pbem::{Envelope, NewGame, SeatKeys, Stamp};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng as _, SeedableRng};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

pub mod players;

#[derive(Clone, Debug, PartialEq)]
pub struct Duel;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub turn: u32,
    pub current: u8,
    pub bought: Vec<Option<u8>>,
    pub score: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Buy(u8),
    Attack,
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Bought(u8, u8),
    Began,
    Hit(u8, u8),
    Passed(u8),
}

fn refuse(rule: &str) -> Refusal {
    Refusal::new(rule, Text::key("duel.refusal"))
}

/// The duel's two seats; its setup leaves their roles blank, so the engine
/// names none of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duellist {
    First,
    Second,
}

impl engine::side::Side for Duellist {
    const IN_SEAT_ORDER: &'static [Self] = &[Self::First, Self::Second];
    const NAME_KEYS: NameKeys = NameKeys::with_prefix("duel");
    fn id(self) -> &'static str {
        match self {
            Self::First => "first",
            Self::Second => "second",
        }
    }
    fn colour(self) -> &'static str {
        "#000000"
    }
}

impl Rules for Duel {
    type State = State;
    type Action = Action;
    type Event = Event;

    type Side = Duellist;
    const ID: &'static str = "duel";

    fn info() -> SystemInfo {
        SystemInfo { id: Self::ID, name: "duel", roles: vec![], rules_summary: "duel" }
    }
    fn scenarios() -> Vec<ScenarioInfo> {
        vec![ScenarioInfo {
            id: "field",
            name: "field",
            hash: "2991887e29fc7ffab426ec0cf381065d3b2fc65def4ba2f16e41f88f822a36b3",
            min_seats: 2,
            max_seats: 8,
            geometry: None,
            superseded_by: None,
        }]
    }
    fn scenario_content(scenario: &str) -> Option<&'static str> {
        (scenario == "field").then_some("a field")
    }
    fn board(_: &str) -> Option<&'static Board> {
        None
    }
    fn setup(scenario: &str, seats: &[SeatConfig], _: &mut Dice) -> Result<State, Refusal> {
        if scenario != "field" || seats.len() < 2 {
            return Err(refuse("setup"));
        }
        Ok(State { turn: 0, current: 0, bought: vec![None; seats.len()], score: vec![0; seats.len()] })
    }
    fn to_act(s: &State) -> Vec<SeatId> {
        if s.turn == 0 {
            (0..s.bought.len()).filter(|&i| s.bought[i].is_none()).map(|i| SeatId(i as u8)).collect()
        } else {
            vec![SeatId(s.current)]
        }
    }
    fn legal_actions(s: &State, _: SeatId) -> Vec<Action> {
        if s.turn == 0 {
            vec![Action::Buy(1), Action::Buy(2), Action::Buy(3)]
        } else {
            vec![Action::Attack, Action::Pass]
        }
    }
    fn check(s: &State, seat: SeatId, a: &Action) -> Result<(), Refusal> {
        match (s.turn, a) {
            (0, Action::Buy(n)) if (1..=3).contains(n) && s.bought[seat.index()].is_none() => Ok(()),
            (t, Action::Attack | Action::Pass) if t > 0 && seat.0 == s.current => Ok(()),
            _ => Err(refuse("duel-1")),
        }
    }
    fn execute(s: &mut State, seat: SeatId, a: &Action, dice: &mut Dice, ev: &mut Events<Self>) {
        match a {
            Action::Buy(n) => {
                ev.emit(s, Event::Bought(seat.0, *n));
                if s.bought.iter().all(Option::is_some) {
                    ev.emit(s, Event::Began);
                }
            }
            Action::Attack => {
                let face = dice.roll(DiceExpr::D6, "duel attack").faces[0];
                ev.emit(s, Event::Hit(seat.0, face));
            }
            Action::Pass => ev.emit(s, Event::Passed(seat.0)),
        }
    }
    fn apply(s: &mut State, e: &Event) {
        match e {
            Event::Bought(seat, n) => s.bought[usize::from(*seat)] = Some(*n),
            Event::Began => s.turn = 1,
            Event::Hit(seat, face) => {
                let bonus = s.bought[usize::from(*seat)].unwrap_or(0);
                s.score[usize::from(*seat)] += u32::from(*face) + u32::from(bonus);
            }
            Event::Passed(seat) => {
                s.current = (seat + 1) % s.bought.len() as u8;
                if s.current == 0 {
                    s.turn += 1;
                }
            }
        }
    }
    fn view(s: &State, viewer: Option<SeatId>) -> State {
        let mut v = s.clone();
        if s.turn == 0 {
            for (i, b) in v.bought.iter_mut().enumerate() {
                if viewer.map(SeatId::index) != Some(i) {
                    *b = None;
                }
            }
        }
        v
    }
    /// Purchases are secret until both have bought; battles are public.
    fn action_visible(s: &State, actor: SeatId, a: &Action, viewer: Option<SeatId>) -> bool {
        viewer == Some(actor) || !matches!(a, Action::Buy(_)) || s.turn > 0
    }
    fn event_reveals(e: &Event) -> bool {
        matches!(e, Event::Began)
    }
    fn outcome(s: &State) -> Option<Outcome> {
        (s.turn > 1000).then(|| Outcome { winners: vec![], text: Text::key("duel.over"), scores: Vec::new() })
    }
    fn turn(s: &State) -> u32 {
        s.turn
    }
    fn turn_label(_: &State) -> Text {
        Text::key("duel.turn")
    }
    fn describe_action(_: &State, _: &Action) -> Text {
        Text::key("duel.action")
    }
    fn describe_event(_: &State, _: &Event) -> Text {
        Text::key("duel.event")
    }
    fn action_region(_: &State, _: &Action) -> Option<RegionId> {
        None
    }
    fn map_view(_: &State, _: Option<SeatId>) -> Vec<RegionView> {
        Vec::new()
    }
    fn panel(_: &State, _: Option<SeatId>) -> Vec<PanelSection> {
        Vec::new()
    }
    fn region_panel(_: &State, _: RegionId, _: Option<SeatId>) -> Vec<PanelSection> {
        Vec::new()
    }
    /// The first legal action: a purchase of 1, then always an attack.
    fn computer_action(s: &State, seat: SeatId, _: &mut Dice) -> Option<Action> {
        Self::legal_actions(s, seat).into_iter().next()
    }
}

pub fn rng(seed: u64) -> ChaCha20Rng {
    ChaCha20Rng::seed_from_u64(seed)
}

pub fn stamp(n: u32) -> Stamp {
    Stamp { app_version: "0.1.0".into(), saved: format!("2026-11-22T00:{:02}:00Z", n % 60) }
}

pub fn la(seat: u8, action: &Action) -> LoggedAction {
    LoggedAction { seat: SeatId(seat), action: serde_json::to_value(action).unwrap() }
}

/// The replay callback the app would pass: the engine replays the log
/// with the file's dice segments, then the computer seats are checked.
pub fn replay(input: &pbem::verify::ReplayInput<'_>) -> Result<pbem::verify::Replayed, Text> {
    let game = engine::save::load::<Duel>(input.save).map_err(|e| e.text())?;
    let line = Text::key("pbem.replay.checked").plain("count", game.log().len());
    Ok(pbem::verify::Replayed::of(input.envelope, &game, line))
}

/// The engine's and pbem's messages in each of the five languages.
pub fn catalogs() -> &'static [Catalog] {
    static CATALOGS: OnceLock<Vec<Catalog>> = OnceLock::new();
    CATALOGS.get_or_init(|| LANGUAGES.iter().map(|(code, _)| pbem::catalog(code)).collect())
}

/// Asserts that `text` renders completely (its message exists, every
/// argument it uses is given) in every language; returns it in English.
pub fn translated(text: &Text) -> String {
    for catalog in catalogs() {
        if let Err((shown, problems)) = catalog.render_checked(text) {
            panic!("{} in {}: {shown:?}: {problems:?}", text.key, catalog.language());
        }
    }
    pbem::english().render(text)
}

/// Every line of a report renders completely in every language.
pub fn report_translated(report: &pbem::Report) {
    for line in &report.lines {
        translated(line.status.text());
    }
    if let Some(history) = &report.history {
        translated(&history.describe());
    }
}

/// The value of argument `name` of a message.
pub fn arg<'a>(text: &'a Text, name: &str) -> &'a str {
    text.args
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, a)| match a {
            Arg::Plain(v) | Arg::Key(v) => v.as_str(),
            Arg::Text(quoted) => quoted.key.as_str(),
        })
        .unwrap_or_else(|| panic!("{} has no argument {name}", text.key))
}

/// A refused build step: its message, checked in every language.
pub fn refusal(err: &pbem::BuildError) -> Text {
    let text = err.text();
    assert_eq!(translated(&text), err.to_string(), "Display is the English text");
    text
}

/// Two players with keys, a game between them, and the engine game.
pub struct Table {
    pub alice: SeatKeys,
    pub bob: SeatKeys,
    pub env: Envelope,
    pub game: Game<Duel>,
    pub rng: ChaCha20Rng,
    pub clock: u32,
    /// Texts of every file written, in order.
    pub files: Vec<String>,
}

/// Seat `seat`'s secret purchase of `n` for the turn-zero round.
pub fn commit(seat: u8, n: u8) -> NewCommit {
    NewCommit { seat, round: 0, seats: vec![0, 1], orders: vec![la(seat, &Action::Buy(n))] }
}

impl Table {
    /// Alice creates (seat 0), Bob joins by invitation (seat 1); started.
    pub fn new(seed: u64) -> Self {
        Self::with_start(seed, Turn::default())
    }

    /// As [`Table::new`], Alice's start file carrying `first` (no engine actions).
    pub fn with_start(seed: u64, first: Turn) -> Self {
        Self::created(seed, first, pbem::Rekeying::Never)
    }

    /// As [`Table::with_start`], in a game whose creation says whether a
    /// lost key may be replaced.
    pub fn created(seed: u64, first: Turn, rekeying: pbem::Rekeying) -> Self {
        let mut rng = rng(seed);
        let alice = SeatKeys::generate("Alice", &mut rng);
        let bob = SeatKeys::generate("Bob", &mut rng);
        let seats = ["Alice", "Bob"]
            .iter()
            .map(|n| SeatConfig {
                name: (*n).into(),
                role: String::new(),
                colour: "#000000".into(),
                controller: Controller::Human,
            })
            .collect();
        let spec = NewGame {
            system: "duel".into(),
            scenario: ScenarioRef { id: "field".into(), hash: engine::save::scenario_hash("a field") },
            rules_version: 1,
            seats,
            holders: vec![0, 1],
            title: "Duel at dawn".into(),
            dice_mode: pbem::DiceMode::Open,
            rekeying,
            computer: 1,
        };
        let mut env = Envelope::create(&alice, spec, &stamp(0), &mut rng).unwrap();
        let invitation = env.invitation(&alice, 1).unwrap();
        let opened = pbem::verify(&invitation, None, None);
        assert!(opened.report.is_valid(), "{}", opened.report);
        let join = opened.envelope.unwrap().join(&bob).unwrap();
        let seed = env.start_seed(&alice, std::slice::from_ref(&join)).unwrap();
        let setup = GameSetup {
            reseed: Vec::new(),
            system: "duel".into(),
            scenario: "field".into(),
            seats: env.state.setup.seats.clone(),
            seed,
        };
        let game = Game::<Duel>::new(setup).unwrap();
        let cp = Checkpoint { index: 0, turn: 0, hash: game.hash() };
        env.start(&alice, &[join], Turn { checkpoints: vec![cp], ..first }, &stamp(1), &mut rng).unwrap();
        let files = vec![invitation, env.to_text()];
        Self { alice, bob, env, game, rng, clock: 2, files }
    }

    /// The table of a file written earlier by [`Table::with_start`] with the
    /// same `seed` (so the same players' keys, as keys were made then: two
    /// secrets each, stored in local storage's first format), the engine
    /// game replayed from the file.
    pub fn from_file(seed: u64, text: &str) -> Self {
        let mut rng = rng(seed);
        let mut older_key = |name: &str| {
            let (mut sign, mut enc) = ([0u8; 32], [0u8; 32]);
            rng.fill_bytes(&mut sign);
            rng.fill_bytes(&mut enc);
            let stored = serde_json::json!({
                "format": pbem::identity::STORED_FORMAT, "version": 1, "name": name,
                "sign_secret": pbem::codec::b64(&sign), "enc_secret": pbem::codec::b64(&enc),
            });
            SeatKeys::from_local_storage(&stored.to_string()).unwrap()
        };
        let (alice, bob) = (older_key("Alice"), older_key("Bob"));
        let verified = pbem::verify(text, None, Some(&mut replay));
        assert!(verified.report.is_valid(), "{}", verified.report);
        let env = verified.envelope.unwrap();
        let game = engine::save::load::<Duel>(&env.render()).unwrap();
        let clock = u32::try_from(env.entries.len()).unwrap();
        Self { alice, bob, env, game, rng, clock, files: vec![text.to_owned()] }
    }

    pub fn keys(&self, seat: u8) -> &SeatKeys {
        if seat == 0 { &self.alice } else { &self.bob }
    }

    /// Plays `actions` in the engine and sends them as `seat`'s turn file,
    /// revealing `reveal` and committing `commits` first.
    pub fn turn(&mut self, seat: u8, reveal: Vec<(u32, u8)>, actions: Vec<Action>, commits: Vec<NewCommit>) -> String {
        self.turn_with(seat, Turn { reveal, commits, ..Turn::default() }, actions)
    }

    pub fn turn_with(&mut self, seat: u8, mut turn: Turn, actions: Vec<Action>) -> String {
        // A turn that adds to the log throws its dice from its own seed.
        if !turn.reveal.is_empty() || !actions.is_empty() {
            let keys = if seat == 0 { self.alice.clone() } else { self.bob.clone() };
            // A player whose own replaced key this turn carries plays from
            // the game with the new key in its place.
            let base = self.env.with_own_rekey(&keys, &turn.rekeys).unwrap_or_else(|_| self.env.clone());
            let (_, seed) = base.next_seed(&keys).unwrap();
            self.game.reseed_next(seed);
        }
        for &(round, s) in &turn.reveal {
            let own = self.env.own_pending_orders(if s == 0 { &self.alice } else { &self.bob });
            let (_, _, orders) = own.into_iter().find(|(r, st, _)| *r == round && *st == s).unwrap();
            for o in orders {
                self.game.act(o.seat, serde_json::from_value(o.action).unwrap()).unwrap();
            }
        }
        for a in &actions {
            self.game.act(SeatId(seat), a.clone()).unwrap();
        }
        turn.actions = actions.iter().map(|a| la(seat, a)).collect();
        let log_len = self.game.log().len();
        turn.checkpoints = vec![Checkpoint { index: log_len, turn: self.game.state().turn, hash: self.game.hash() }];
        let keys = if seat == 0 { self.alice.clone() } else { self.bob.clone() };
        self.clock += 1;
        self.env.append_turn(&keys, turn, &stamp(self.clock), &mut self.rng).unwrap();
        let text = self.env.to_text();
        self.files.push(text.clone());
        text
    }

    /// The standard opening: both commit a secret purchase, both reveal,
    /// then `battles` turns of attacks.
    pub fn play(seed: u64, battles: usize) -> Self {
        Self::play_in(seed, battles, pbem::Rekeying::Never)
    }

    /// As [`Table::play`], in a game whose creation says whether a lost key
    /// may be replaced.
    pub fn play_in(seed: u64, battles: usize, rekeying: pbem::Rekeying) -> Self {
        let mut t = Self::created(seed, Turn { commits: vec![commit(0, 3)], ..Turn::default() }, rekeying);
        t.turn(1, vec![], vec![], vec![commit(1, 2)]);
        t.turn(0, vec![(0, 0)], vec![], vec![]);
        t.turn(1, vec![(0, 1)], vec![], vec![]);
        for i in 0..battles {
            let seat = t.game.state().current;
            t.turn(seat, vec![], vec![Action::Attack, Action::Attack, Action::Pass], vec![]);
            let _ = i;
        }
        t
    }
}

/// `payload` signed by `keys` (a modified app signs what it likes).
pub fn resign(keys: &SeatKeys, payload: &pbem::envelope::Payload) -> pbem::envelope::Signed {
    let p = serde_json::to_string(payload).unwrap();
    pbem::envelope::Signed { s: pbem::codec::b64(&keys.sign(p.as_bytes()).to_bytes()), p }
}

/// Replaces the chain of a valid file and writes it back in canonical form,
/// as an attacker with a modified app would.
pub fn with_chain(text: &str, edit: impl FnOnce(&mut Vec<pbem::envelope::Signed>)) -> String {
    let mut save: engine::save::SaveFile = serde_json::from_str(text).unwrap();
    let mut ext: pbem::envelope::PbemExtension = serde_json::from_value(save.extensions["pbem"].clone()).unwrap();
    edit(&mut ext.chain);
    save.extensions.insert("pbem".into(), serde_json::to_value(ext).unwrap());
    serde_json::to_string(&save).unwrap()
}

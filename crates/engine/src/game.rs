//! A game in progress: its setup, state, dice stream and action log.
//!
//! The log is the truth: a game is its setup plus the actions taken, and
//! [`Game::replay`] rebuilds every state from them, re-checking each action.

use crate::dice::{Dice, Roll};
use crate::refusal::TurnRefusal;
use crate::rules::{Events, Refusal, Rules};
use crate::seat::{Controller, SeatConfig, SeatId};
use crate::side::Side;
use crate::text::Text;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What a game was set up from; enough, with the log, to rebuild it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// System id.
    pub system: String,
    /// Scenario id.
    pub scenario: String,
    /// The seats in order.
    pub seats: Vec<SeatConfig>,
    /// Seed material of the dice stream.
    pub seed: String,
    /// Points where the dice stream starts afresh from a new seed (play by
    /// e-mail derives one per turn from every seat's committed secrets, so
    /// no seat chooses its rolls). Empty for ordinary games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reseed: Vec<Reseed>,
}

/// A fresh dice stream from log position `from` on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reseed {
    /// The number of actions before the first one that uses the new stream.
    pub from: usize,
    /// Its seed material.
    pub seed: String,
}

/// One logged action with what it caused.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<R: Rules> {
    /// Who acted.
    pub seat: SeatId,
    /// What they did.
    pub action: R::Action,
    /// How the action read when it was taken (a later state could describe
    /// it differently, e.g. "attack with 3 units" after the units are gone).
    pub label: Text,
    /// What happened, in order.
    pub events: Vec<R::Event>,
    /// The events as they read when they happened ([`Events::emit`]):
    /// described against a later state, a unit that has since been lost
    /// would read as "a unit in an unknown place" in the log of a past turn.
    pub event_texts: Vec<Text>,
    /// Every die thrown, with its purpose.
    pub rolls: Vec<Roll>,
    /// The turn the action was taken in.
    pub turn: u32,
    /// The state hash after the action.
    pub hash: String,
}

/// Why a log did not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The setup itself was refused.
    #[error("the game could not be set up: {0}")]
    Setup(Refusal),
    /// Action number `index` (from 0) is not legal at that point.
    #[error("action {index} is not legal at that point: {refusal}")]
    Illegal {
        /// Position in the log.
        index: usize,
        /// Why it was refused.
        refusal: Refusal,
    },
}

/// A game of system `R`.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    setup: GameSetup,
    /// The rules version it is played under ([`Rules::setup_under`]).
    rules_version: u32,
    state: R::State,
    dice: Dice,
    setup_rolls: Vec<Roll>,
    log: Vec<LogEntry<R>>,
    /// Every viewer sees everything (the replay of a finished game, where
    /// nothing is secret any more). Not part of the state, its hash or a save.
    pub(crate) open_book: bool,
}

/// Which computer player decides ([`Game::computer_choice`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerPlayer {
    /// Today's ([`Rules::computer_action`]).
    Current,
    /// The one before its latest change ([`Rules::previous_computer_action`]).
    Previous,
    /// Today's, looking ahead within a budget ([`crate::search`]).
    Thoughtful(crate::search::Budget),
}

/// What the computer `player` chooses for `seat` in `state`, seeing only
/// what the seat sees ([`Rules::computer_view`]); [`Game::computer_choice`] with
/// the game's own stream.
pub fn computer_choice_in<R: Rules>(
    state: &R::State,
    seat: SeatId,
    rng: &mut Dice,
    player: ComputerPlayer,
) -> Option<R::Action> {
    let seen = R::computer_view(state, seat);
    match player {
        ComputerPlayer::Current => R::computer_action(&seen, seat, rng),
        ComputerPlayer::Previous => R::previous_computer_action(&seen, seat, rng),
        // A system's module carries the search only if it offers it; the
        // native soak measures it before it is offered.
        ComputerPlayer::Thoughtful(_) if cfg!(target_arch = "wasm32") && R::thoughtful_budget().is_none() => {
            R::computer_action(&seen, seat, rng)
        }
        ComputerPlayer::Thoughtful(budget) => crate::search::thoughtful_action::<R>(&seen, seat, rng, budget),
    }
}

/// The stable state hash: SHA-256 of the state's compact JSON serialization
/// (fields in declaration order, maps ordered), as lowercase hex. States hold
/// only integers, strings and ordered collections, so it is the same natively
/// and in wasm.
#[must_use]
pub fn state_hash<T: Serialize>(state: &T) -> String {
    let bytes = serde_json::to_vec(state).unwrap_or_default();
    hex(&Sha256::digest(&bytes))
}

/// Lowercase hex of bytes.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

impl<R: Rules> Game<R> {
    /// Sets up a new game.
    ///
    /// # Errors
    /// The system's refusal of the scenario or seats.
    pub fn new(setup: GameSetup) -> Result<Self, Refusal> {
        Self::new_under(setup, R::rules_version())
    }

    /// Sets up a game under rules version `rules_version` (a game begun
    /// under older rules, loaded: [`Rules::setup_under`]).
    ///
    /// # Errors
    /// The system's refusal of the scenario or seats.
    pub fn new_under(setup: GameSetup, rules_version: u32) -> Result<Self, Refusal> {
        if setup.system != R::ID {
            return Err(Refusal::new(
                "wrong-system",
                Text::key("engine.refusal.wrong_system").plain("system", &setup.system),
            ));
        }
        let mut dice = Dice::from_seed(&setup.seed);
        let state = R::setup_under(&setup.scenario, &setup.seats, &mut dice, rules_version)?;
        let setup_rolls = dice.take_rolls();
        Ok(Self { setup, rules_version, state, dice, setup_rolls, log: Vec::new(), open_book: false })
    }

    /// The rules version the game is played under.
    #[must_use]
    pub const fn rules_version(&self) -> u32 {
        self.rules_version
    }

    /// Rebuilds a game from its setup and actions, checking each one.
    ///
    /// # Errors
    /// The first action that is not legal where it stands.
    pub fn replay(
        setup: GameSetup,
        actions: impl IntoIterator<Item = (SeatId, R::Action)>,
    ) -> Result<Self, ReplayError> {
        Self::replay_under(setup, R::rules_version(), actions)
    }

    /// [`Game::replay`] under rules version `rules_version`.
    ///
    /// # Errors
    /// The first action that is not legal where it stands.
    pub fn replay_under(
        setup: GameSetup,
        rules_version: u32,
        actions: impl IntoIterator<Item = (SeatId, R::Action)>,
    ) -> Result<Self, ReplayError> {
        let mut game = Self::new_under(setup, rules_version).map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in actions.into_iter().enumerate() {
            game.act(seat, action).map_err(|refusal| ReplayError::Illegal { index, refusal })?;
        }
        Ok(game)
    }

    /// Takes an action for `seat`: refused with a reason, or executed and logged.
    ///
    /// # Errors
    /// Not this seat's turn, the game is over, or the rules refuse it.
    pub fn act(&mut self, seat: SeatId, action: R::Action) -> Result<&LogEntry<R>, Refusal> {
        if seat.index() >= self.setup.seats.len() {
            return Err(Refusal::new("no-such-seat", Text::key("engine.refusal.no_such_seat")));
        }
        if R::outcome(&self.state).is_some() {
            return Err(TurnRefusal::<R::Side>::GameOver.into());
        }
        let to_act = R::to_act(&self.state);
        if !to_act.contains(&seat) {
            // Named by its seat's role: where seats choose their sides (Hex
            // Kingdoms' colours), a side's place is not its seat.
            let role = |w: &SeatId| self.setup.seats.get(w.index()).and_then(|s| R::Side::from_id(&s.role));
            let waiting = to_act.first().and_then(role);
            return Err(TurnRefusal::NotYourTurn { waiting }.into());
        }
        R::check(&self.state, seat, &action)?;
        if let Some(reseed) = self.setup.reseed.iter().find(|r| r.from == self.log.len()) {
            self.dice = Dice::from_seed(&reseed.seed);
        }
        let turn = R::turn(&self.state);
        let label = R::describe_action(&self.state, &action);
        let mut events = Events::<R>::default();
        R::execute(&mut self.state, seat, &action, &mut self.dice, &mut events);
        let rolls = self.dice.take_rolls();
        let hash = state_hash(&self.state);
        let (events, event_texts) = events.into_parts();
        self.log.push(LogEntry { seat, action, label, events, event_texts, rolls, turn, hash });
        Ok(self.log.last().expect("just pushed"))
    }

    /// Starts a fresh dice stream from seed `seed` at the next action (play by
    /// e-mail: each turn file's seed). Recorded in the setup, so replay and
    /// undo follow it; a second call before any action replaces the first.
    pub fn reseed_next(&mut self, seed: String) {
        let from = self.log.len();
        self.setup.reseed.retain(|r| r.from != from);
        self.setup.reseed.push(Reseed { from, seed });
    }

    /// Whether `seat` may undo its last action: it was the last action of
    /// the game, it is still that seat's turn, no die was rolled and nothing
    /// hidden was revealed by it.
    #[must_use]
    pub fn can_undo(&self, seat: SeatId) -> bool {
        self.undo_blocked(seat).is_none()
    }

    /// Why `seat` may not undo now (what the disabled button tells the
    /// player), or `None` when it may.
    #[must_use]
    pub fn undo_blocked(&self, seat: SeatId) -> Option<Text> {
        let why = match self.log.last() {
            None => "engine.undo.nothing",
            Some(last) if last.seat != seat => "engine.undo.not_yours",
            Some(last) if !last.rolls.is_empty() => "engine.undo.dice",
            Some(last) if last.events.iter().any(R::event_reveals) => "engine.undo.revealed",
            Some(_) if !R::to_act(&self.state).contains(&seat) => "engine.undo.turn_passed",
            Some(_) => return None,
        };
        Some(Text::key(why))
    }

    /// Takes back `seat`'s last action.
    ///
    /// # Errors
    /// When [`Game::can_undo`] is false.
    pub fn undo(&mut self, seat: SeatId) -> Result<(), Refusal> {
        if !self.can_undo(seat) {
            return Err(Refusal::new("undo", Text::key("engine.refusal.cannot_undo")));
        }
        let keep: Vec<_> = self.log[..self.log.len() - 1].iter().map(|e| (e.seat, e.action.clone())).collect();
        // Replaying a prefix of an accepted log cannot fail; if it somehow
        // does, the game is left as it was.
        if let Ok(rebuilt) = Self::replay_under(self.setup.clone(), self.rules_version, keep) {
            *self = rebuilt;
        }
        Ok(())
    }

    /// From now on every viewer sees the whole state and every action: the
    /// replay of a finished game shows everything, secrets included.
    pub fn open_the_book(&mut self) {
        self.open_book = true;
    }

    /// Whether everything is shown to everyone: the book was opened
    /// ([`Game::open_the_book`]), or the game is over and nothing is
    /// secret any more.
    #[must_use]
    pub fn book_open(&self) -> bool {
        self.open_book || R::outcome(&self.state).is_some()
    }

    /// The state as `viewer` may see it ([`Rules::view`]), or whole when
    /// the book is open ([`Game::book_open`]).
    #[must_use]
    pub fn seen_by(&self, viewer: Option<SeatId>) -> R::State {
        if self.book_open() { self.state.clone() } else { R::view(&self.state, viewer) }
    }

    /// Whether `viewer` may read the logged `action` of `actor`.
    #[must_use]
    pub fn action_seen_by(&self, actor: SeatId, action: &R::Action, viewer: Option<SeatId>) -> bool {
        self.book_open() || R::action_visible(&self.state, actor, action, viewer)
    }

    /// The current state (full, with every secret: show players a view).
    #[must_use]
    pub const fn state(&self) -> &R::State {
        &self.state
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The log.
    #[must_use]
    pub fn log(&self) -> &[LogEntry<R>] {
        &self.log
    }

    /// Dice thrown during setup.
    #[must_use]
    pub fn setup_rolls(&self) -> &[Roll] {
        &self.setup_rolls
    }

    /// The hash of the current state.
    #[must_use]
    pub fn hash(&self) -> String {
        self.log.last().map_or_else(|| state_hash(&self.state), |e| e.hash.clone())
    }

    /// A copy of the dice stream as it stands, for trying an action on a
    /// copy of the state ([`Game::acts_in_secret`]); the game's own stream
    /// is untouched.
    pub(crate) fn dice_copy(&self) -> Dice {
        self.dice.clone()
    }

    /// The computer's stream for its next decision: seeded from the game
    /// seed and the log length, separate from the game's dice.
    #[must_use]
    pub fn computer_rng(&self) -> Dice {
        Dice::from_seed(&format!("computer:{}:{}", self.setup.seed, self.log.len()))
    }

    /// The seats the rules let act at each of `positions` of the log (before
    /// the action at that position; the log's length is the present), in
    /// one replay from the setup. Play by e-mail asks it to check a file's
    /// steps against the rules: who a simultaneous step is for, and that a
    /// file does not end while its sender still has to act.
    #[must_use]
    pub fn to_act_at(&self, positions: &[usize]) -> Vec<Vec<SeatId>> {
        let to_act =
            |game: &Self| if R::outcome(game.state()).is_some() { Vec::new() } else { R::to_act(game.state()) };
        let mut wanted: Vec<(usize, usize)> = positions.iter().copied().enumerate().map(|(i, p)| (p, i)).collect();
        wanted.sort_unstable();
        let mut found = vec![Vec::new(); positions.len()];
        let Ok(mut game) = Self::new_under(self.setup().clone(), self.rules_version()) else { return found };
        let mut next = wanted.iter().peekable();
        for index in 0..=self.log().len() {
            while let Some(&(_, slot)) = next.next_if(|(p, _)| *p == index) {
                found[slot] = to_act(&game);
            }
            let Some(entry) = self.log().get(index) else { break };
            // The log was built by these rules from this setup: it replays.
            if game.act(entry.seat, entry.action.clone()).is_err() {
                break;
            }
        }
        found
    }

    /// What the computer player chooses for `seat` now, with its own stream
    /// ([`Game::computer_rng`]).
    ///
    /// It decides from the state as `seat` sees it ([`Rules::computer_view`]:
    /// the redaction the seat's screen gets), never from the whole state:
    /// another seat's secrets cannot reach its decision, and the game's dice
    /// are not in the state at all. This is the one place the engine asks
    /// the computer (every step, the e-mail check of its choices), so a
    /// computer seat plays fair in every system by construction; each
    /// system's `fairness` test changes what the seat cannot see and shows
    /// that no decision changes (issue 40).
    #[must_use]
    pub fn computer_choice(&self, seat: SeatId, player: ComputerPlayer) -> Option<R::Action> {
        computer_choice_in::<R>(&self.state, seat, &mut self.computer_rng(), player)
    }

    /// The computer player the setup gives `seat`: the thoughtful one where
    /// the seat asks for it and the system offers it, else the quick one.
    #[must_use]
    pub fn computer_player_of(&self, seat: SeatId) -> ComputerPlayer {
        let thoughtful =
            self.setup.seats.get(seat.index()).is_some_and(|c| c.controller == Controller::ThoughtfulComputer);
        match R::thoughtful_budget() {
            Some(budget) if thoughtful => ComputerPlayer::Thoughtful(budget),
            _ => ComputerPlayer::Current,
        }
    }

    /// Lets the computer take one action for `seat` (the player its setup
    /// gives it, [`Game::computer_player_of`]). Returns `None` when it has
    /// no legal action or the rules refused its choice.
    pub fn computer_step(&mut self, seat: SeatId) -> Option<&LogEntry<R>> {
        let action = self.computer_choice(seat, self.computer_player_of(seat))?;
        self.act(seat, action).ok()
    }

    /// [`Game::computer_step`] by the computer player as it was before its
    /// latest change ([`Rules::previous_computer_action`]).
    pub fn previous_computer_step(&mut self, seat: SeatId) -> Option<&LogEntry<R>> {
        let action = self.computer_choice(seat, ComputerPlayer::Previous)?;
        self.act(seat, action).ok()
    }
}

//! Type-erased games, so the app and the CLI can hold a game of any system.

use crate::board::{Board, RegionId};
use crate::chart::Chart;
use crate::computer::{ComputerCheck, ComputerError, Deferred};
use crate::dice::Roll;
use crate::game::{ComputerPlayer, Game, GameSetup};
use crate::rules::{Amount, Guide, Outcome, PanelSection, Refusal, RegionView, Rules, ScenarioInfo, SystemInfo};
use crate::save::{self, Checkpoint, LoadError, LoggedAction, Metadata, SaveFile};
pub use crate::seat::NextAtTable;
use crate::seat::next_to_play;
use crate::seat::{SeatConfig, SeatId};
use crate::text::Text;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::marker::PhantomData;

/// One legal action as the UI offers it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// What the button says.
    pub label: Text,
    /// The region it belongs to, if any.
    pub region: Option<RegionId>,
    /// Where it goes, if elsewhere ([`Rules::action_target`]): the map
    /// lights it up while the player points at the button (issue 36).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<RegionId>,
    /// The action, to hand back to [`AnyGame::act`].
    pub action: Value,
    /// Numbers the player picks before acting (how many PS, how many
    /// losses): each sets one field of `action`, within its range.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub amounts: Vec<Amount>,
}

/// One line of the log as a viewer may read it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLine {
    /// Position among the lines this viewer reads, from 0. Not the position
    /// in the log: the hidden actions of a seat read as one line, and
    /// numbering by the log would tell how many that line stands for.
    pub index: usize,
    /// Who acted.
    pub seat: SeatId,
    /// The turn.
    pub turn: u32,
    /// The action, or `engine.log.secret_choices` for a seat's hidden
    /// actions (however many).
    pub action: Text,
    /// What happened.
    pub events: Vec<Text>,
    /// The dice thrown.
    pub rolls: Vec<Roll>,
}

/// The one line that stands for a seat's hidden actions in a stretch of the
/// log where nothing is visible: the same line for one action or many, in
/// any order among other seats' hidden actions, so the next person at the
/// screen learns only that the seat chose something in secret. No events
/// or dice: those can tell what the actions were.
/// Makes sure `action` has the field an amount sets: a system may leave a
/// default out of its serialised actions (so logs written before the field
/// existed read back byte for byte), but the page and the random player set
/// amounts by pointer and need the field there.
fn amount_slot(action: &mut Value, amount: &Amount) {
    if field_mut(action, &amount.pointer).is_some() {
        return;
    }
    let Some((parent, key)) = amount.pointer.rsplit_once('/') else { return };
    if let Some(Value::Object(fields)) = field_mut(action, parent) {
        let start = if amount.text { Value::from("") } else { amount.min.into() };
        fields.insert(key.to_owned(), start);
    }
}

/// The value at a JSON pointer made of plain names and indices, as a
/// system's amounts write them (`/Buy/count`, `/Split/leave/3`): without
/// the `~` escapes of `serde_json`'s own `pointer_mut`, whose string
/// searching cost each module 1 KB gzip.
#[must_use]
pub fn field_mut<'a>(value: &'a mut Value, pointer: &str) -> Option<&'a mut Value> {
    pointer.split('/').skip(1).try_fold(value, |at, part| match at {
        Value::Object(fields) => fields.get_mut(part),
        Value::Array(items) => part.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
        _ => None,
    })
}

fn secret_line(index: usize, seat: SeatId, turn: u32) -> LogLine {
    LogLine { index, seat, turn, action: Text::key("engine.log.secret_choices"), events: Vec::new(), rolls: Vec::new() }
}

/// The lines of `game`'s log as `viewer` reads them: for each, the place in
/// the log of its first action and whether that action is seen. An action
/// seen is a line; other seats' hidden actions are one line per seat and
/// stretch of hidden actions.
fn log_shape<R: Rules>(game: &Game<R>, viewer: Option<SeatId>) -> Vec<(usize, bool)> {
    let mut lines = Vec::new();
    // Seats with a line in the current stretch of hidden actions.
    let mut hiding: Vec<SeatId> = Vec::new();
    for (at, e) in game.log().iter().enumerate() {
        if game.action_seen_by(e.seat, &e.action, viewer) {
            hiding.clear();
            lines.push((at, true));
        } else if !hiding.contains(&e.seat) {
            hiding.push(e.seat);
            lines.push((at, false));
        }
    }
    lines
}

/// A game of some system.
pub trait AnyGame: Send + Sync {
    /// The setup.
    fn setup(&self) -> &GameSetup;
    /// The board.
    fn board(&self) -> &'static Board;
    /// Seats that may act now.
    fn to_act(&self) -> Vec<SeatId>;
    /// The turn number.
    fn turn(&self) -> u32;
    /// The turn and phase, for people.
    fn turn_label(&self) -> Text;
    /// Legal actions of `seat`.
    fn choices(&self, seat: SeatId) -> Vec<Choice>;
    /// Takes an action given as JSON; returns the texts of its events.
    ///
    /// # Errors
    /// A malformed or illegal action.
    fn act(&mut self, seat: SeatId, action: &Value) -> Result<Vec<Text>, Refusal>;
    /// Takes an action given as JSON unless it throws a die: then the game
    /// stays as it was (play by e-mail with answered dice, where this device
    /// cannot know the roll).
    ///
    /// # Errors
    /// A malformed or illegal action.
    fn act_unless_dice(&mut self, seat: SeatId, action: &Value) -> Result<Step, Refusal>;
    /// Lets the computer act once for `seat`; `false` if it could not.
    /// The rules' invariants that do not hold now ([`Rules::invariants`]).
    /// Native only: the simulations that check them run natively, and in
    /// the browser the checks would only weigh on every module.
    #[cfg(not(target_arch = "wasm32"))]
    fn broken_invariants(&self) -> Vec<Text>;
    fn computer_step(&mut self, seat: SeatId) -> bool;
    /// As [`AnyGame::computer_step`], by the computer player before its
    /// latest change ([`Rules::previous_computer_action`]).
    fn previous_computer_step(&mut self, seat: SeatId) -> bool;
    /// Lets the computer `player` act once for `seat` ([`Game::computer_choice`]).
    fn computer_step_as(&mut self, seat: SeatId, player: ComputerPlayer) -> bool;
    /// Lets the computer act once for `seat` unless its action throws a
    /// die ([`AnyGame::act_unless_dice`]); `None` if it found no action.
    fn computer_step_unless_dice(&mut self, seat: SeatId) -> Option<Step>;
    /// Why `seat` may not undo now, or `None` when it may.
    fn undo_blocked(&self, seat: SeatId) -> Option<Text>;
    /// Whether `seat` may undo now.
    fn can_undo(&self, seat: SeatId) -> bool {
        self.undo_blocked(seat).is_none()
    }
    /// Undoes `seat`'s last action.
    ///
    /// # Errors
    /// When undo is not allowed.
    fn undo(&mut self, seat: SeatId) -> Result<(), Refusal>;
    /// The map as `viewer` sees it.
    fn map_view(&self, viewer: Option<SeatId>) -> Vec<RegionView>;
    /// The side panel for `viewer`.
    fn panel(&self, viewer: Option<SeatId>) -> Vec<PanelSection>;
    /// A region's details for `viewer`.
    fn region_panel(&self, region: RegionId, viewer: Option<SeatId>) -> Vec<PanelSection>;
    /// What `seat` can do now and why, for a newcomer ([`Rules::guide`]).
    fn guide(&self, seat: SeatId) -> Option<Guide>;
    /// The log as `viewer` may read it: other seats' hidden actions are one
    /// line per seat and stretch, so their number does not show.
    fn log_lines(&self, viewer: Option<SeatId>) -> Vec<LogLine> {
        self.log_lines_from(viewer, 0)
    }
    /// [`AnyGame::log_lines`] from line `from` on (a screen that holds the
    /// lines before is sent only these; `host::log_sent`).
    fn log_lines_from(&self, viewer: Option<SeatId>, from: usize) -> Vec<LogLine>;
    /// A key for each of [`AnyGame::log_lines`], cheap to make: the state
    /// hash after the line's first action, and whether it is seen. Two logs
    /// of one game whose keys agree up to a line read the same up to it
    /// (an undo can replay an action with another that leaves the same
    /// state: after an undo, compare nothing).
    fn log_keys(&self, viewer: Option<SeatId>) -> Vec<u64>;
    /// From now on every viewer sees everything ([`Game::open_the_book`]).
    fn open_the_book(&mut self);
    /// Each side's measures at the start of every turn and now, as
    /// `viewer` could see them then ([`Game::chart`]).
    fn chart(&self, viewer: Option<SeatId>) -> Chart;
    /// Number of actions taken.
    fn log_len(&self) -> usize;
    /// The position in the log where turn `turn` begins: its first action
    /// (the log's length when that turn has not begun).
    fn turn_start(&self, turn: u32) -> usize;
    /// The game as it stood after its first `len` actions (all of them when
    /// `len` is more), replayed from the setup: what a replay shows there.
    fn rewound(&self, len: usize) -> Box<dyn AnyGame>;
    /// The outcome, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// The current state hash.
    fn hash(&self) -> String;
    /// The game as a save file.
    fn save(&self, app_version: &str, metadata: Metadata) -> SaveFile;
    /// The logged actions from position `from` on, as a save lists them.
    fn actions_from(&self, from: usize) -> Vec<LoggedAction>;
    /// Whether the action at `index` is, in the current state, still hidden
    /// from every seat but its own (a secret purchase before the reveal).
    fn hidden_from_others(&self, index: usize) -> bool;
    /// Whether a secret step is open: an action of the log is still hidden
    /// from every seat but its own (a purchase or a choice not revealed yet;
    /// World War hides earlier turns' too while such a step lasts, so there
    /// it is the whole step).
    fn secret_step_open(&self) -> bool {
        (0..self.log_len()).any(|index| self.hidden_from_others(index))
    }
    /// Why the game may not leave this device as a file now, or `None` when
    /// it may: while a secret step is open ([`AnyGame::secret_step_open`]).
    /// A save holds every action in clear, so such a file would show the
    /// hidden purchases to whoever opens it, and the seats of a game at one
    /// screen have no keys to seal them to. Once the step is over they are
    /// public and the file may go.
    fn export_blocked(&self) -> Option<Refusal> {
        self.secret_step_open().then(|| Refusal::new("secret-step-open", Text::key("engine.export.secret_step_open")))
    }
    /// The game as a file to take to another device or person (an export;
    /// the autosave, which stays on this device, is [`AnyGame::save`]).
    ///
    /// # Errors
    /// See [`AnyGame::export_blocked`].
    fn export(&self, app_version: &str, metadata: Metadata) -> Result<SaveFile, Refusal> {
        self.export_blocked().map_or_else(|| Ok(self.save(app_version, metadata)), Err)
    }
    /// The checkpoint after the first `len` actions, if known here (the
    /// state after setup only while the log is empty).
    fn checkpoint_after(&self, len: usize) -> Option<Checkpoint>;
    /// Starts a fresh dice stream at the next action ([`Game::reseed_next`]).
    fn reseed_next(&mut self, seed: String);
    /// Whether a die fell in the actions from log position `from` on.
    fn dice_thrown_since(&self, from: usize) -> bool {
        self.dice_thrown_in(from..self.log_len())
    }
    /// Whether a die fell in the actions at log positions `range`.
    fn dice_thrown_in(&self, range: std::ops::Range<usize>) -> bool;
    /// Checks that every action of a computer seat is the computer
    /// player's choice ([`Game::check_computer_seats`]).
    ///
    /// # Errors
    /// The first action that differs.
    fn check_computer_seats(&self, deferred: &[Deferred]) -> Result<ComputerCheck, ComputerError>;
    /// [`AnyGame::check_computer_seats`], each action judged by the version
    /// of the computer player that played it ([`Game::check_computer_seats_by`]).
    ///
    /// # Errors
    /// The first action of this version that is not the computer's choice.
    fn check_computer_seats_by(
        &self,
        deferred: &[Deferred],
        played_by: &dyn Fn(usize) -> u32,
    ) -> Result<ComputerCheck, ComputerError>;
    /// Checks orders sealed by e-mail where they were decided
    /// ([`Game::check_sealed_orders`]).
    ///
    /// # Errors
    /// The first sealing the rules contradict.
    fn check_sealed_orders(&self, drafts: &[Deferred]) -> Result<(), crate::sealed::SealedError>;
    /// The version of this system's computer player ([`Rules::computer_version`]).
    fn computer_version(&self) -> u32;
    /// The seats to act at each of `positions` of the log ([`Game::to_act_at`]).
    fn to_act_at(&self, positions: &[usize]) -> Vec<Vec<SeatId>>;
}

/// What a step of play did where dice may not fall ([`AnyGame::act_unless_dice`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The action was taken; the texts of its events.
    Taken(Vec<Text>),
    /// The action throws dice: not taken, waiting for them.
    WaitsForDice {
        /// The action.
        action: LoggedAction,
        /// What it is, for people.
        label: Text,
    },
}

impl<R: Rules> Game<R> {
    /// `trial` (this game after one more action) becomes this game unless
    /// its last action threw a die.
    fn keep_unless_dice(&mut self, trial: Self, events: Vec<Text>) -> Step {
        let len = trial.log().len();
        if AnyGame::dice_thrown_in(&trial, len.saturating_sub(1)..len) {
            let action = trial.actions_from(len.saturating_sub(1)).pop();
            let label = trial.log().last().map(|e| e.label.clone());
            if let (Some(action), Some(label)) = (action, label) {
                return Step::WaitsForDice { action, label };
            }
        }
        *self = trial;
        Step::Taken(events)
    }
}

impl<R: Rules> AnyGame for Game<R> {
    fn setup(&self) -> &GameSetup {
        Self::setup(self)
    }
    fn board(&self) -> &'static Board {
        static EMPTY: Board = Board::EMPTY;
        R::board(&self.setup().scenario).unwrap_or(&EMPTY)
    }
    fn to_act(&self) -> Vec<SeatId> {
        if R::outcome(self.state()).is_some() { Vec::new() } else { R::to_act(self.state()) }
    }
    fn turn(&self) -> u32 {
        R::turn(self.state())
    }
    fn turn_label(&self) -> Text {
        R::turn_label(self.state())
    }
    fn choices(&self, seat: SeatId) -> Vec<Choice> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let state = self.state();
        R::legal_actions(state, seat)
            .into_iter()
            .map(|a| {
                let amounts = R::action_amounts(state, seat, &a);
                let mut action = serde_json::to_value(&a).unwrap_or(Value::Null);
                for amount in &amounts {
                    amount_slot(&mut action, amount);
                }
                let region = R::action_region(state, &a);
                let target = R::action_target(state, &a).filter(|t| Some(*t) != region);
                Choice { label: R::choice_label(state, seat, &a), region, target, action, amounts }
            })
            .collect()
    }
    fn act(&mut self, seat: SeatId, action: &Value) -> Result<Vec<Text>, Refusal> {
        let action: R::Action = serde_json::from_value(action.clone())
            .map_err(|_| Refusal::new("malformed", Text::key("engine.refusal.malformed_action")))?;
        Ok(Game::act(self, seat, action)?.event_texts.clone())
    }
    fn act_unless_dice(&mut self, seat: SeatId, action: &Value) -> Result<Step, Refusal> {
        let mut trial = self.clone();
        let events = AnyGame::act(&mut trial, seat, action)?;
        Ok(self.keep_unless_dice(trial, events))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn broken_invariants(&self) -> Vec<Text> {
        R::invariants(self.state())
    }
    fn computer_step(&mut self, seat: SeatId) -> bool {
        Game::computer_step(self, seat).is_some()
    }
    fn previous_computer_step(&mut self, seat: SeatId) -> bool {
        Game::previous_computer_step(self, seat).is_some()
    }
    fn computer_step_as(&mut self, seat: SeatId, player: ComputerPlayer) -> bool {
        self.computer_choice(seat, player).is_some_and(|action| self.act(seat, action).is_ok())
    }
    fn computer_step_unless_dice(&mut self, seat: SeatId) -> Option<Step> {
        let mut trial = self.clone();
        Game::computer_step(&mut trial, seat)?;
        let events = trial.log().last()?.event_texts.clone();
        Some(self.keep_unless_dice(trial, events))
    }
    fn undo_blocked(&self, seat: SeatId) -> Option<Text> {
        Game::undo_blocked(self, seat)
    }
    fn undo(&mut self, seat: SeatId) -> Result<(), Refusal> {
        Game::undo(self, seat)
    }
    fn map_view(&self, viewer: Option<SeatId>) -> Vec<RegionView> {
        R::map_view(&self.seen_by(viewer), viewer)
    }
    fn panel(&self, viewer: Option<SeatId>) -> Vec<PanelSection> {
        R::panel(&self.seen_by(viewer), viewer)
    }
    fn region_panel(&self, region: RegionId, viewer: Option<SeatId>) -> Vec<PanelSection> {
        R::region_panel(&self.seen_by(viewer), region, viewer)
    }
    fn guide(&self, seat: SeatId) -> Option<Guide> {
        R::guide(&self.seen_by(Some(seat)), seat)
    }
    fn open_the_book(&mut self) {
        Game::open_the_book(self);
    }
    fn chart(&self, viewer: Option<SeatId>) -> Chart {
        Game::chart(self, viewer)
    }
    fn log_lines_from(&self, viewer: Option<SeatId>, from: usize) -> Vec<LogLine> {
        let log = self.log();
        log_shape(self, viewer)
            .into_iter()
            .enumerate()
            .skip(from)
            .filter_map(|(index, (at, seen))| {
                let e = log.get(at)?;
                Some(if seen {
                    LogLine {
                        index,
                        seat: e.seat,
                        turn: e.turn,
                        action: e.label.clone(),
                        events: e.event_texts.clone(),
                        rolls: e.rolls.clone(),
                    }
                } else {
                    secret_line(index, e.seat, e.turn)
                })
            })
            .collect()
    }
    fn log_keys(&self, viewer: Option<SeatId>) -> Vec<u64> {
        let log = self.log();
        log_shape(self, viewer)
            .into_iter()
            .map(|(at, seen)| {
                let hash = log.get(at).map_or("", |e| e.hash.get(..16).unwrap_or_default());
                u64::from_str_radix(hash, 16).unwrap_or_default() ^ u64::from(seen)
            })
            .collect()
    }
    fn turn_start(&self, turn: u32) -> usize {
        self.log().iter().position(|e| e.turn >= turn).unwrap_or(self.log().len())
    }
    fn rewound(&self, len: usize) -> Box<dyn AnyGame> {
        let keep = self.log().iter().take(len).map(|e| (e.seat, e.action.clone()));
        // A prefix of a log that was accepted replays; were it ever not to,
        // the replay shows the game as it is rather than nothing.
        Box::new(Game::replay_under(self.setup().clone(), self.rules_version(), keep).unwrap_or_else(|_| self.clone()))
    }
    fn log_len(&self) -> usize {
        self.log().len()
    }
    fn outcome(&self) -> Option<Outcome> {
        R::outcome(self.state())
    }
    fn hash(&self) -> String {
        Game::hash(self)
    }
    fn save(&self, app_version: &str, metadata: Metadata) -> SaveFile {
        save::save(self, app_version, metadata)
    }
    fn actions_from(&self, from: usize) -> Vec<LoggedAction> {
        self.log()
            .iter()
            .skip(from)
            .map(|e| LoggedAction { seat: e.seat, action: serde_json::to_value(&e.action).unwrap_or(Value::Null) })
            .collect()
    }
    fn hidden_from_others(&self, index: usize) -> bool {
        self.log().get(index).is_some_and(|e| !R::action_visible(self.state(), e.seat, &e.action, None))
    }
    fn checkpoint_after(&self, len: usize) -> Option<Checkpoint> {
        match len.checked_sub(1) {
            None => self.log().is_empty().then(|| Checkpoint { index: 0, turn: 0, hash: Game::hash(self) }),
            Some(last) => self.log().get(last).map(|e| Checkpoint { index: len, turn: e.turn, hash: e.hash.clone() }),
        }
    }
    fn reseed_next(&mut self, seed: String) {
        Game::reseed_next(self, seed);
    }
    fn dice_thrown_in(&self, range: std::ops::Range<usize>) -> bool {
        self.log().get(range).is_some_and(|entries| entries.iter().any(|e| !e.rolls.is_empty()))
    }
    fn check_computer_seats_by(
        &self,
        deferred: &[Deferred],
        played_by: &dyn Fn(usize) -> u32,
    ) -> Result<ComputerCheck, ComputerError> {
        Game::check_computer_seats_by(self, deferred, played_by)
    }
    fn check_sealed_orders(&self, drafts: &[Deferred]) -> Result<(), crate::sealed::SealedError> {
        Game::check_sealed_orders(self, drafts)
    }
    fn computer_version(&self) -> u32 {
        R::computer_version()
    }
    fn check_computer_seats(&self, deferred: &[Deferred]) -> Result<ComputerCheck, ComputerError> {
        Game::check_computer_seats(self, deferred)
    }
    fn to_act_at(&self, positions: &[usize]) -> Vec<Vec<SeatId>> {
        Game::to_act_at(self, positions)
    }
}

/// What the menu, the new-game form and the saved-games list know of a
/// system: names, roles, scenarios and texts, but no rules. The app lists
/// systems through this trait alone, so its module links none of their rules
/// (each system's rules come in their own module, see `crates/host`).
pub trait SystemMeta: Sync {
    /// Name and roles.
    fn info(&self) -> SystemInfo;
    /// Its scenarios.
    fn scenarios(&self) -> Vec<ScenarioInfo>;
    /// The version of its rules ([`Rules::rules_version`]).
    fn rules_version(&self) -> u32;
    /// The version of its computer player ([`Rules::computer_version`]):
    /// a game by e-mail signs it at its creation.
    fn computer_version(&self) -> u32;
    /// Whether it offers the thoughtful computer ([`Rules::thoughtful_budget`]).
    fn thoughtful(&self) -> bool;
    /// The catalog key of a region's name.
    fn region_name_key(&self, region_key: &str) -> String;
    /// The catalog key of a role's name.
    fn role_name_key(&self, role: &str) -> String;
}

/// A system with its rules: what starts and loads games.
pub trait System: SystemMeta {
    /// Starts a new game.
    ///
    /// # Errors
    /// The system's refusal of the scenario or seats.
    fn new_game(&self, scenario: &str, seats: Vec<SeatConfig>, seed: &str) -> Result<Box<dyn AnyGame>, Refusal>;
    /// Loads a save of this system.
    ///
    /// # Errors
    /// See [`LoadError`].
    fn load(&self, save: &SaveFile) -> Result<Box<dyn AnyGame>, LoadError>;
    /// A scenario's data ([`Rules::scenario_content`]).
    fn scenario_content(&self, scenario: &str) -> Option<&'static str>;
}

/// The [`System`] of a [`Rules`] type.
pub struct SystemOf<R>(PhantomData<fn() -> R>);

impl<R> SystemOf<R> {
    /// The system value (a constant, so systems can be listed statically).
    #[must_use]
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

impl<R> Default for SystemOf<R> {
    fn default() -> Self {
        Self::new()
    }
}

impl<R: Rules> SystemMeta for SystemOf<R> {
    fn info(&self) -> SystemInfo {
        R::info()
    }
    fn scenarios(&self) -> Vec<ScenarioInfo> {
        R::scenarios()
    }
    fn rules_version(&self) -> u32 {
        R::rules_version()
    }
    fn computer_version(&self) -> u32 {
        R::computer_version()
    }
    fn thoughtful(&self) -> bool {
        R::thoughtful_budget().is_some()
    }
    fn region_name_key(&self, region_key: &str) -> String {
        R::region_name_key(region_key)
    }
    fn role_name_key(&self, role: &str) -> String {
        R::role_name_key(role)
    }
}

impl<R: Rules> System for SystemOf<R> {
    fn new_game(&self, scenario: &str, seats: Vec<SeatConfig>, seed: &str) -> Result<Box<dyn AnyGame>, Refusal> {
        let setup = GameSetup {
            reseed: Vec::new(),
            system: R::ID.to_owned(),
            scenario: scenario.to_owned(),
            seats,
            seed: seed.to_owned(),
        };
        Ok(Box::new(Game::<R>::new(setup)?))
    }
    fn scenario_content(&self, scenario: &str) -> Option<&'static str> {
        R::scenario_content(scenario)
    }
    fn load(&self, save: &SaveFile) -> Result<Box<dyn AnyGame>, LoadError> {
        Ok(Box::new(save::load::<R>(save)?))
    }
}

/// Picks the seat to play next: computer seats first (so they never keep a
/// person waiting in a simultaneous phase), then people in seat order.
#[must_use]
pub fn next_at_table(game: &dyn AnyGame) -> NextAtTable {
    next_among(game, |_| true)
}

/// [`next_at_table`] among the seats played at this screen (`here`).
#[must_use]
pub fn next_among(game: &dyn AnyGame, here: impl Fn(SeatId) -> bool) -> NextAtTable {
    next_to_play(game.to_act(), &game.setup().seats, here)
}

/// Finds the system of a save among `systems` and loads it.
///
/// # Errors
/// Unknown systems and every [`LoadError`] of the file.
pub fn load_any(systems: &[&dyn System], text: &str) -> Result<Box<dyn AnyGame>, LoadError> {
    let file = save::parse(text)?;
    let system = systems
        .iter()
        .find(|s| s.info().id == file.system)
        .ok_or_else(|| LoadError::UnknownSystem(file.system.clone()))?;
    system.load(&file)
}

#[cfg(test)]
mod tests {
    use super::{amount_slot, field_mut};
    use crate::rules::Amount;
    use crate::text::Text;
    use serde_json::json;

    /// A field a system leaves out of its serialised action (a default)
    /// is put in for the page: a number's smallest value, a text empty.
    #[test]
    fn amount_slots_start_at_their_least_and_texts_empty() {
        let mut action = json!({ "Enter": { "battle": 1 } });
        amount_slot(&mut action, &Amount::new("/Enter/lost", Text::key("lost"), 2, 9));
        amount_slot(&mut action, &Amount::text("/Enter/comment", Text::key("comment"), 0, 200));
        assert_eq!(action, json!({ "Enter": { "battle": 1, "lost": 2, "comment": "" } }));
    }

    #[test]
    fn amounts_find_their_fields_by_name_and_index() {
        let mut action = json!({ "Split": { "from": 3, "leave": [0, 2, 0] } });
        *field_mut(&mut action, "/Split/leave/1").expect("an index") = 1.into();
        assert_eq!(action, json!({ "Split": { "from": 3, "leave": [0, 1, 0] } }));
        assert!(field_mut(&mut action, "/Split/from").is_some());
        for missing in ["/Split/to", "/Split/leave/7", "/Split/leave/x", "/Split/from/0", "/Buy/count"] {
            assert!(field_mut(&mut action, missing).is_none(), "{missing}");
        }
    }
}

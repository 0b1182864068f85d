//! The interface every rule system implements.
//!
//! The flow is action → check → execute (events) → apply, as in Zemeroth:
//! * [`Rules::check`] is pure and refuses an illegal action with a reason;
//! * [`Rules::execute`] runs only after `check` passed; it rolls dice through
//!   the game's [`Dice`] and emits events through [`Events::emit`], which
//!   applies each one at once, so later steps see earlier outcomes;
//! * [`Rules::apply`] is the only function that changes a state; replaying
//!   events never rolls dice.

use crate::board::{Board, RegionId};
use crate::dice::Dice;
pub use crate::refusal::Refusal;
use crate::seat::{Controller, SeatConfig, SeatId};
pub use crate::side::RoleInfo;
use crate::side::Side;
use crate::standing::{self, Measure};
pub use crate::text::NameKeys;
use crate::text::Text;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// What the menu shows about a system.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SystemInfo {
    /// Stable id, e.g. `world-war`.
    pub id: &'static str,
    /// Translation key of its name.
    pub name: &'static str,
    /// The seats' roles in order, e.g. axis, ussr, allies.
    pub roles: Vec<RoleInfo>,
    /// Translation key of the rules reference page.
    pub rules_summary: &'static str,
}

/// How far the thoughtful computer looks ahead ([`crate::search`]; here,
/// below the search, because a system states its own in
/// [`Rules::thoughtful_budget`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Candidates weighed, the quick computer's choice among them.
    pub candidates: usize,
    /// Games played out for each candidate.
    pub playouts: usize,
    /// Actions in each game played out, after the candidate.
    pub horizon: usize,
}

impl Budget {
    /// The thoughtful computer of the new-game form.
    pub const THOUGHTFUL: Self = Self { candidates: 6, playouts: 4, horizon: 60 };
}

impl SystemInfo {
    /// The first `count` roles' seats (at most every role's), each named
    /// after its role and played by `controller`: the table of a
    /// computer-only game, a test or a tool.
    #[must_use]
    pub fn seats(&self, count: usize, controller: Controller) -> Vec<SeatConfig> {
        self.roles.iter().take(count).map(|r| r.seat(controller)).collect()
    }
}

/// A scenario a game can start from.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ScenarioInfo {
    /// Stable id, e.g. `europe-1939`.
    pub id: &'static str,
    /// Translation key of its name.
    pub name: &'static str,
    /// The SHA-256 (hex) of the scenario's data ([`Rules::scenario_content`],
    /// [`crate::save::scenario_hash`]), written out so that the page, which
    /// names scenarios when it creates a game by e-mail, needs neither the
    /// data nor SHA-256; it goes into every save so a save made against
    /// other data is recognised. A test of every system keeps it equal to
    /// the hash of the data.
    pub hash: &'static str,
    /// The fewest seats it can be played with (the first roles are seated).
    pub min_seats: u8,
    /// The most seats.
    pub max_seats: u8,
    /// The map's drawing, when it is a file of its own ([`Geometry`],
    /// a path relative to the page, e.g. `maps/world-war-europe-1939.json`)
    /// rather than drawn by the rules' board itself (hexes are computed).
    ///
    /// [`Geometry`]: crate::board::Geometry
    pub geometry: Option<&'static str>,
    /// For a scenario kept only so that the games begun on it still load
    /// and play (its content changed under a new id): the id of the one new
    /// games are offered instead.
    pub superseded_by: Option<&'static str>,
}

impl ScenarioInfo {
    /// Whether a new game may be started on it.
    #[must_use]
    pub const fn is_offered(&self) -> bool {
        self.superseded_by.is_none()
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The winning seats (several for a shared victory, none for a draw).
    pub winners: Vec<SeatId>,
    /// Why, for the players.
    pub text: Text,
    /// Each seat's final measure, by seat index, in the system's own terms
    /// (victory points, a score's gain): what the winner was picked by.
    /// A soak compares a computer's result in a seat with a random
    /// player's in the same seat through it. Empty when a system has none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i64>,
}

/// What the seat at the screen can do now, and why, for a player who has
/// not read the rules (issue 19): a few lines, and the id of the rule they
/// come from (the app opens that rule's part of the reference).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Guide {
    /// What to do now and why.
    pub text: Text,
    /// The rule it comes from (`WW-G3`, `DC-ORD-1`).
    pub rule: String,
}

/// What a region looks like to a viewer: owner, counters and marks.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RegionView {
    /// The region.
    pub region: Option<RegionId>,
    /// Owner's role id (`axis`, `neutral`, …), if any.
    pub owner: Option<String>,
    /// Terrain (`plains`, `forest`, `hills`, `mountains`, `water`) on maps
    /// where terrain matters: the app then fills the region by terrain and
    /// draws the owner as a coloured border.
    pub terrain: Option<String>,
    /// Unit counters in the region.
    pub counters: Vec<Counter>,
    /// Map symbols (factory, oil well, capital, damage, …).
    pub marks: Vec<Mark>,
}

/// A stack of identical units drawn as one counter.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counter {
    /// Owner's role id.
    pub owner: String,
    /// Short label drawn on the counter (`INF` in English, `PIE` in
    /// Polish): a message, since each language abbreviates its own words.
    pub label: Text,
    /// How many units the counter stands for.
    pub count: u32,
    /// Full description for tooltips and screen readers.
    pub title: Text,
}

/// A symbol on a region.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Mark {
    /// Symbol id the app draws: `factory`, `oil`, `capital`, `damaged`, `edge`, …
    pub symbol: String,
    /// Tooltip.
    pub title: Text,
    /// For a piece that stands on a side of its region rather than in it (a
    /// wall on a hex edge): that side of the region's outline, from its
    /// corner `edge` to the next. The app draws the mark as a thick line
    /// along it ([`crate::board::Outline::edge_line`]) instead of as a
    /// symbol beside the counters. A region lists such marks after its
    /// symbols. Absent from the JSON when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edge: Option<u8>,
    /// The role whose piece it is, when the app should show it (an edge mark
    /// is drawn with its owner's colour). Absent from the JSON when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
}

/// A titled block of label/value rows for the side panel.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PanelSection {
    /// Heading.
    pub title: Text,
    /// Rows: label and value.
    pub rows: Vec<(Text, Text)>,
}

/// A number a player picks for an action (how many PS to recruit, how
/// many bases were lost): one control, not one action per count.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Amount {
    /// The JSON pointer of the number in the serialised action, e.g.
    /// `/Recruit/ps`.
    pub pointer: String,
    /// What the control is labelled.
    pub label: Text,
    /// The smallest value.
    pub min: u32,
    /// The largest value.
    pub max: u32,
    /// When not empty, the value picks one of these (`options[value -
    /// min]`), and the page shows a list instead of a number field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<Text>,
    /// When true, the value is a text the player writes (a name, a
    /// comment) of `min` to `max` characters, and the page shows a text
    /// field: a string is written at `pointer`, not a number.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub text: bool,
}

impl Amount {
    /// A number from `min` to `max` at `pointer`, labelled `label`.
    #[must_use]
    pub fn new(pointer: impl Into<String>, label: Text, min: u32, max: u32) -> Self {
        Self { pointer: pointer.into(), label, min, max, options: Vec::new(), text: false }
    }

    /// One of `options` at `pointer` (its index is written), labelled `label`.
    #[must_use]
    pub fn pick(pointer: impl Into<String>, label: Text, options: Vec<Text>) -> Self {
        let max = u32::try_from(options.len().saturating_sub(1)).unwrap_or(0);
        Self { pointer: pointer.into(), label, min: 0, max, options, text: false }
    }

    /// A text of `min` to `max` characters at `pointer` (a name, a
    /// comment), labelled `label`.
    #[must_use]
    pub fn text(pointer: impl Into<String>, label: Text, min: u32, max: u32) -> Self {
        Self { pointer: pointer.into(), label, min, max, options: Vec::new(), text: true }
    }
}

/// The events of one executed action; each emitted event is applied at once.
#[derive(Debug)]
pub struct Events<R: Rules> {
    list: Vec<R::Event>,
    /// Each event as it read just before it was applied: a unit committed,
    /// paid for and lost in one battle is still there to be named when its
    /// commitment and its Supply are told, and events that create
    /// something carry what they create.
    texts: Vec<Text>,
    /// Events of a game played in the computer's head ([`crate::search`]):
    /// nobody reads their texts, so they are not written.
    quiet: bool,
}

impl<R: Rules> Default for Events<R> {
    fn default() -> Self {
        Self { list: Vec::new(), texts: Vec::new(), quiet: false }
    }
}

impl<R: Rules> Events<R> {
    /// Applies `event` to `state` and records it, with its text.
    pub fn emit(&mut self, state: &mut R::State, event: R::Event) {
        if !self.quiet {
            self.texts.push(R::describe_event(state, &event));
        }
        R::apply(state, &event);
        self.list.push(event);
    }

    /// Events whose texts are not written: for games the computer plays
    /// in its head, where nobody reads them.
    #[must_use]
    pub fn quiet() -> Self {
        Self { quiet: true, ..Self::default() }
    }

    /// The events emitted so far.
    #[must_use]
    pub fn as_slice(&self) -> &[R::Event] {
        &self.list
    }

    /// Takes the recorded events.
    #[must_use]
    pub fn into_vec(self) -> Vec<R::Event> {
        self.list
    }

    /// Takes the recorded events and their texts.
    #[must_use]
    pub fn into_parts(self) -> (Vec<R::Event>, Vec<Text>) {
        (self.list, self.texts)
    }
}

/// A rule system.
/// (The supertraits only let games and logs derive `Clone`, `Debug` and
/// `PartialEq`; a system is a unit struct that derives them.)
pub trait Rules: 'static + Sized + Clone + Debug + PartialEq + Send + Sync {
    /// The whole game state (integers and ordered maps only, so its hash is
    /// the same on every platform).
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A player's intent.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// An outcome of an action; carries dice results.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// Its sides, one per seat ([`Side`]).
    type Side: Side;

    /// Its stable id, e.g. `world-war` ([`SystemInfo::id`]), which games,
    /// saves and files name it by.
    const ID: &'static str;

    /// How its text catalog names regions and roles: as its sides state it.
    const NAME_KEYS: NameKeys = <Self::Side as Side>::NAME_KEYS;

    /// Name, roles and reference text.
    fn info() -> SystemInfo;

    /// The scenarios this system ships.
    fn scenarios() -> Vec<ScenarioInfo>;

    /// A scenario's data, whose hash its [`ScenarioInfo::hash`] states.
    fn scenario_content(scenario: &str) -> Option<&'static str>;

    /// The board of a scenario.
    fn board(scenario: &str) -> Option<&'static Board>;

    /// Sets a game up. Setup may roll dice (they are logged as setup rolls).
    ///
    /// # Errors
    /// An unknown scenario or a seat list the system cannot seat.
    fn setup(scenario: &str, seats: &[SeatConfig], dice: &mut Dice) -> Result<Self::State, Refusal>;

    /// Sets a game up under rules version `version`, from
    /// [`Rules::oldest_rules_version`] to [`Rules::rules_version`]: a game
    /// keeps the rules it was begun under, so a game saved before an update
    /// that changed the setup or the course of play still loads and goes on.
    ///
    /// # Errors
    /// As [`Rules::setup`].
    fn setup_under(
        scenario: &str,
        seats: &[SeatConfig],
        dice: &mut Dice,
        version: u32,
    ) -> Result<Self::State, Refusal> {
        let _ = version;
        Self::setup(scenario, seats, dice)
    }

    /// The seats that may act now: one, several, or all (simultaneous phases).
    /// Empty once the game is over.
    fn to_act(state: &Self::State) -> Vec<SeatId>;

    /// Every legal action of `seat` now, for the UI and computer players.
    fn legal_actions(state: &Self::State, seat: SeatId) -> Vec<Self::Action>;

    /// Whether `seat` may take `action` now; the reason if not. Never panics.
    ///
    /// # Errors
    /// The refusal with its rule id.
    fn check(state: &Self::State, seat: SeatId, action: &Self::Action) -> Result<(), Refusal>;

    /// Carries out an action that passed [`Rules::check`].
    fn execute(
        state: &mut Self::State,
        seat: SeatId,
        action: &Self::Action,
        dice: &mut Dice,
        events: &mut Events<Self>,
    );

    /// The only mutator of a state.
    fn apply(state: &mut Self::State, event: &Self::Event);

    /// The state as `viewer` may see it: other seats' secrets removed.
    /// `None` is a spectator (the hand-over screen) and sees no secrets.
    fn view(state: &Self::State, viewer: Option<SeatId>) -> Self::State;

    /// What the computer playing `seat` decides from: the seat's view
    /// ([`Rules::view`]), unless the rules' own choices tell the seat more
    /// than its screen shows (what it is offered depends on something the
    /// view hides); then a system adds that back here, and no more, so the
    /// computer never chooses an action its seat would not be offered.
    fn computer_view(state: &Self::State, seat: SeatId) -> Self::State {
        Self::view(state, Some(seat))
    }

    /// Whether `viewer` may read what `actor`'s `action` was (a secret
    /// purchase is hidden until revealed).
    fn action_visible(state: &Self::State, actor: SeatId, action: &Self::Action, viewer: Option<SeatId>) -> bool {
        let _ = (state, action);
        viewer == Some(actor)
    }

    /// What the charts follow besides each side's strength and territory
    /// (which the map gives, [`crate::chart`]): the system's income, score
    /// and the like, each for every side by role id, as `state` (a viewer's
    /// view of it) shows them.
    fn standing(state: &Self::State) -> Vec<Measure> {
        let _ = state;
        Vec::new()
    }

    /// How well `seat` stands in `state` (a seat's view of it), from 0
    /// (lost) to 1 (won): what the thoughtful computer's look-ahead
    /// weighs ([`crate::search`]). By default the outcome once there is
    /// one, before that the seat's share of each measure of
    /// [`Rules::standing`].
    fn value(state: &Self::State, seat: SeatId) -> f64 {
        Self::outcome(state).map_or_else(
            || standing::share_of_measures(&Self::standing(state), seat),
            |outcome| standing::won_share(&outcome.winners, seat),
        )
    }

    /// What `seat` can do now and why, for a newcomer, as `state` (the
    /// seat's view of it) stands; `None` when there is nothing to say.
    fn guide(state: &Self::State, seat: SeatId) -> Option<Guide> {
        let _ = (state, seat);
        None
    }

    /// Whether an event reveals hidden information (undo is refused after it).
    fn event_reveals(event: &Self::Event) -> bool;

    /// The outcome, once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The current turn number (0 for a set-up or turn-zero phase).
    fn turn(state: &Self::State) -> u32;

    /// "Autumn 1939 — purchase", for the panel and file names.
    fn turn_label(state: &Self::State) -> Text;

    /// A player-facing description of an action.
    fn describe_action(state: &Self::State, action: &Self::Action) -> Text;

    /// What a choice's button says for `seat`, where it should differ from
    /// the action's description: an action with amounts
    /// ([`Rules::action_amounts`]) is best offered without the numbers the
    /// player is about to pick, which its fields show. The log keeps
    /// [`Rules::describe_action`], numbers and all.
    fn choice_label(state: &Self::State, seat: SeatId, action: &Self::Action) -> Text {
        let _ = seat;
        Self::describe_action(state, action)
    }

    /// A player-facing description of an event.
    fn describe_event(state: &Self::State, event: &Self::Event) -> Text;

    /// The region an action is about, so the UI lists it with that region.
    fn action_region(state: &Self::State, action: &Self::Action) -> Option<RegionId>;

    /// Where an action goes or strikes, when that is another region than
    /// [`Rules::action_region`] (a march's destination, an attack's
    /// target): the map shows it while the player points at the choice.
    fn action_target(_state: &Self::State, _action: &Self::Action) -> Option<RegionId> {
        None
    }

    /// What every region looks like to the viewer (called on a view).
    fn map_view(state: &Self::State, viewer: Option<SeatId>) -> Vec<RegionView>;

    /// The side panel: turn, phase, the viewer's resources.
    fn panel(state: &Self::State, viewer: Option<SeatId>) -> Vec<PanelSection>;

    /// Details of one region.
    fn region_panel(state: &Self::State, region: RegionId, viewer: Option<SeatId>) -> Vec<PanelSection>;

    /// The numbers a player picks for `action` (one of
    /// [`Rules::legal_actions`], listed once with a default value), with
    /// their ranges; [`Rules::check`] accepts every value in them.
    fn action_amounts(state: &Self::State, seat: SeatId, action: &Self::Action) -> Vec<Amount> {
        let _ = (state, seat, action);
        Vec::new()
    }

    /// The rules that must hold after every action, each broken one said
    /// with its rule id (for example "SR-42: Lake City besieges its own
    /// vassal Heilbron"). A broken one is a fault of the code, never of a
    /// player: `sandtable soak` and the proptests check them after every
    /// action of whole games ([`crate::sim`]), so a machine finds the next
    /// fault before a player does. Empty where a system states none.
    fn invariants(state: &Self::State) -> Vec<Text> {
        let _ = state;
        Vec::new()
    }

    /// The computer player's next action for `seat`, chosen among the legal
    /// ones. `state` is the seat's view ([`Rules::computer_view`]): the engine never
    /// hands the computer more than its seat may see
    /// ([`crate::game::Game::computer_choice`]). `rng` is the computer's
    /// own stream, never the game's dice.
    fn computer_action(state: &Self::State, seat: SeatId, rng: &mut Dice) -> Option<Self::Action>;

    /// The computer player as it was before its latest change of play
    /// (a version raised only because the computer now decides from its
    /// seat's view, [`crate::game::Game::computer_choice`], kept the
    /// player it had), kept so that the change is
    /// measured against what it replaced (`sandtable soak --versus
    /// previous`); the same player until a system keeps one.
    fn previous_computer_action(state: &Self::State, seat: SeatId, rng: &mut Dice) -> Option<Self::Action> {
        Self::computer_action(state, seat, rng)
    }

    /// How far the thoughtful computer looks ahead in this system
    /// ([`crate::search`]), or `None` where it is not offered: a system
    /// offers it once `sandtable soak --versus quick` measures it better
    /// than the quick computer.
    fn thoughtful_budget() -> Option<Budget> {
        None
    }

    /// The version of the computer player: raise it whenever a change makes
    /// it choose differently. Files by e-mail record the version that
    /// played their computer seats, and an action this app's computer
    /// would not choose is refused only when the same version played it
    /// (`engine::computer`): an update never makes a game unplayable.
    fn computer_version() -> u32 {
        1
    }

    /// The version of the rules as code. Raise it whenever a change makes
    /// old logs replay differently (a new field in the state counts): saves
    /// record it, and a save from other rules is refused with a message that
    /// says so, instead of looking tampered with.
    fn rules_version() -> u32 {
        1
    }

    /// The oldest rules version whose games these rules still play
    /// ([`Rules::setup_under`]); saves of older ones are refused with a
    /// message that says so.
    fn oldest_rules_version() -> u32 {
        Self::rules_version()
    }

    /// The catalog key of a region's name ([`Rules::NAME_KEYS`]).
    fn region_name_key(region_key: &str) -> String {
        Self::NAME_KEYS.region(region_key)
    }

    /// The catalog key of a role's name ([`Rules::NAME_KEYS`]).
    fn role_name_key(role: &str) -> String {
        Self::NAME_KEYS.role(role)
    }
}

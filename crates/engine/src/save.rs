//! Save format v1 (documented in `docs/save-format.md`).
//!
//! A save is the game's setup, its action log and checkpoints. Loading
//! replays the log, re-checking every action, and compares the state hash at
//! each checkpoint, so a corrupt or edited file is found, never trusted.

use crate::game::{Game, GameSetup, ReplayError, state_hash};
use crate::rules::{Refusal, Rules};
use crate::seat::{SeatConfig, SeatId};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The `format` field of every Sandtable save.
pub const FORMAT: &str = "sandtable-save";
/// The newest format version this build reads and writes.
pub const VERSION: u32 = 1;

/// A save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// Format version.
    pub version: u32,
    /// The app version that wrote it.
    pub app_version: String,
    /// System id.
    pub system: String,
    /// Scenario id and the hash of its data.
    pub scenario: ScenarioRef,
    /// The version of the system's rules that wrote the log (files from
    /// before this field were written by rules version 1).
    #[serde(default = "first_rules_version")]
    pub rules_version: u32,
    /// The seats.
    pub seats: Vec<SeatConfig>,
    /// Seed material of the dice stream.
    pub seed: String,
    /// The actions, in order.
    pub log: Vec<LoggedAction>,
    /// State hashes at points of the log.
    pub checkpoints: Vec<Checkpoint>,
    /// Free metadata (title, mode, times).
    #[serde(default)]
    pub metadata: Metadata,
    /// Reserved for later formats' additions (signatures, dice commitments,
    /// encrypted secrets); v1 writes it empty and ignores its content.
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub extensions: serde_json::Map<String, Value>,
}

const fn first_rules_version() -> u32 {
    1
}

/// Which scenario, and which version of its data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioRef {
    /// Scenario id.
    pub id: String,
    /// SHA-256 (hex) of the scenario data.
    pub hash: String,
}

/// One action in a save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoggedAction {
    /// The seat that acted.
    pub seat: SeatId,
    /// The system's action, as JSON.
    pub action: Value,
}

/// The state hash after `index` actions (0 = right after setup).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Number of actions replayed.
    pub index: usize,
    /// The turn at that point.
    pub turn: u32,
    /// The state hash there.
    pub hash: String,
}

/// Metadata shown in menus.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metadata {
    /// The game's title.
    #[serde(default)]
    pub title: String,
    /// `hot_seat` or `pbem`.
    #[serde(default)]
    pub mode: String,
    /// When it was first saved (ISO 8601, as the app's clock says).
    #[serde(default)]
    pub created: String,
    /// When it was last saved.
    #[serde(default)]
    pub saved: String,
    /// Notes on points of the game, shown in its replay (a teacher's
    /// commentary): kept with the save, never part of the game's state or
    /// its hashes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
}

/// A note on a point of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// The number of actions before the point.
    pub at: usize,
    /// What it says.
    pub text: String,
}

/// Why a file could not be loaded. Every variant is a message a player can
/// act on; none of them touches existing saves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// The JSON ends early.
    #[error("the file is incomplete: it ends before the game does (was it cut off while copying?)")]
    Truncated,
    /// Not JSON at all.
    #[error("this is not a Sandtable save: it is not readable as a save file ({0})")]
    NotJson(String),
    /// JSON, but not a Sandtable save.
    #[error("this is not a Sandtable save file")]
    Foreign,
    /// A Sandtable save with fields missing or of the wrong type.
    #[error("the save file is damaged: {0}")]
    Malformed(String),
    /// Written by a newer Sandtable.
    #[error("this save was made by a newer version of Sandtable (format {0}); update the game to open it")]
    TooNew(u32),
    /// A system this build does not have.
    #[error("this save is for a game system this version does not have: {0}")]
    UnknownSystem(String),
    /// The log was written by another version of the system's rules.
    #[error("this save was made with version {file} of the rules; this Sandtable plays version {here}")]
    RulesVersion {
        /// The file's rules version.
        file: u32,
        /// This build's.
        here: u32,
    },
    /// The scenario id is unknown or its data differs.
    #[error("the save was made with different scenario data ({0}); it cannot be replayed here")]
    ScenarioMismatch(String),
    /// An action in the log is not of this system's form.
    #[error("action {0} of the log is damaged")]
    BadAction(usize),
    /// The log does not replay.
    #[error("the log does not replay: {0}")]
    Replay(ReplayError),
    /// A checkpoint hash differs: the file was edited or corrupted.
    #[error("the file was changed after it was saved: the state after action {0} does not match its checkpoint")]
    CheckpointMismatch(usize),
}

impl LoadError {
    /// The player's message: what is wrong with the file, and that nothing
    /// was changed.
    #[must_use]
    pub fn text(&self) -> crate::text::Text {
        use crate::text::Text;
        match self {
            Self::Truncated => Text::key("engine.load.truncated"),
            Self::NotJson(_) | Self::Foreign => Text::key("engine.load.foreign"),
            Self::Malformed(detail) => Text::key("engine.load.malformed").plain("detail", detail),
            Self::TooNew(v) => Text::key("engine.load.too_new").plain("format", v),
            Self::UnknownSystem(s) => Text::key("engine.load.unknown_system").plain("system", s),
            Self::ScenarioMismatch(s) => Text::key("engine.load.scenario").plain("scenario", s),
            Self::RulesVersion { file, here } if file > here => {
                Text::key("engine.load.rules_newer").plain("version", file)
            }
            Self::RulesVersion { file, .. } => Text::key("engine.load.rules_older").plain("version", file),
            Self::BadAction(i) => Text::key("engine.load.bad_action").plain("number", i + 1),
            Self::Replay(e) => Text::key("engine.load.replay").plain("reason", e),
            Self::CheckpointMismatch(i) => Text::key("engine.load.tampered").plain("move", i),
        }
    }
}

/// Reads the envelope of a save: format, version, fields. The system and its
/// replay are checked by [`load`].
///
/// # Errors
/// Truncated, foreign, malformed or too-new files.
pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| if e.is_eof() { LoadError::Truncated } else { LoadError::NotJson(e.to_string()) })?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(LoadError::Foreign);
    }
    let version =
        value.get("version").and_then(Value::as_u64).ok_or_else(|| LoadError::Malformed("no version".into()))?;
    if version > u64::from(VERSION) {
        return Err(LoadError::TooNew(u32::try_from(version).unwrap_or(u32::MAX)));
    }
    serde_json::from_value(value).map_err(|e| LoadError::Malformed(e.to_string()))
}

/// What a save file says about itself, read without its game: the system
/// and scenario that open it and its metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveHead {
    /// System id.
    pub system: String,
    /// Scenario id and the hash of its data.
    pub scenario: ScenarioRef,
    /// Title, mode and times.
    pub metadata: Metadata,
}

/// Reads a save's [`SaveHead`], skipping its log and checkpoints: the page
/// lists and opens the saves it stored with this alone, and the rules
/// module reads the whole file. ([`parse`] took 6.6 ms natively for a
/// late game of Khans & Kings, 150 KB, on the page's thread before a
/// resumed map could be drawn: it builds a JSON tree of the whole file.)
///
/// # Errors
/// As [`parse`] for a file that is not JSON, is cut short, is not a save,
/// or is newer; a damaged head is [`LoadError::Malformed`].
pub fn parse_head(text: &str) -> Result<SaveHead, LoadError> {
    /// The fields read; serde skips the others unread.
    #[derive(Deserialize)]
    struct Head {
        #[serde(default)]
        format: String,
        version: Option<u64>,
        system: Option<String>,
        scenario: Option<ScenarioRef>,
        #[serde(default)]
        metadata: Metadata,
    }
    let head: Head = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            LoadError::Truncated
        } else if e.is_data() {
            LoadError::Malformed(e.to_string())
        } else {
            LoadError::NotJson(e.to_string())
        }
    })?;
    if head.format != FORMAT {
        return Err(LoadError::Foreign);
    }
    let version = head.version.ok_or_else(|| LoadError::Malformed("no version".into()))?;
    if version > u64::from(VERSION) {
        return Err(LoadError::TooNew(u32::try_from(version).unwrap_or(u32::MAX)));
    }
    match (head.system, head.scenario) {
        (Some(system), Some(scenario)) => Ok(SaveHead { system, scenario, metadata: head.metadata }),
        _ => Err(LoadError::Malformed("no system or scenario".into())),
    }
}

/// The SHA-256 (hex) of a scenario's data.
#[must_use]
pub fn scenario_hash(content: &str) -> String {
    crate::game::hex(&Sha256::digest(content.as_bytes()))
}

/// Replays a parsed save into a game of system `R`, checking the scenario,
/// every action and every checkpoint.
///
/// # Errors
/// See [`LoadError`].
pub fn load<R: Rules>(save: &SaveFile) -> Result<Game<R>, LoadError> {
    if save.system != R::ID {
        return Err(LoadError::UnknownSystem(save.system.clone()));
    }
    if !(R::oldest_rules_version()..=R::rules_version()).contains(&save.rules_version) {
        return Err(LoadError::RulesVersion { file: save.rules_version, here: R::rules_version() });
    }
    let scenario = R::scenarios().into_iter().find(|s| s.id == save.scenario.id);
    match scenario {
        Some(s) if s.hash == save.scenario.hash => {}
        _ => return Err(LoadError::ScenarioMismatch(save.scenario.id.clone())),
    }
    let setup = GameSetup {
        reseed: reseeds(save),
        system: save.system.clone(),
        scenario: save.scenario.id.clone(),
        seats: save.seats.clone(),
        seed: save.seed.clone(),
    };
    let mut game =
        Game::<R>::new_under(setup, save.rules_version).map_err(|r| LoadError::Replay(ReplayError::Setup(r)))?;
    let mut checkpoints = save.checkpoints.iter().peekable();
    for index in 0..=save.log.len() {
        while let Some(cp) = checkpoints.next_if(|cp| cp.index == index) {
            if cp.hash != game.hash() {
                return Err(LoadError::CheckpointMismatch(index));
            }
        }
        let Some(logged) = save.log.get(index) else {
            break;
        };
        let action: R::Action =
            serde_json::from_value(logged.action.clone()).map_err(|_| LoadError::BadAction(index))?;
        game.act(logged.seat, action).map_err(|refusal| LoadError::Replay(ReplayError::Illegal { index, refusal }))?;
    }
    if checkpoints.next().is_some() {
        return Err(LoadError::CheckpointMismatch(save.log.len()));
    }
    Ok(game)
}

/// Writes a game as a v1 save. Checkpoints are taken after setup, at the
/// first action of every turn, and after the last action.
#[must_use]
pub fn save<R: Rules>(game: &Game<R>, app_version: &str, metadata: Metadata) -> SaveFile {
    let setup = game.setup();
    let hash = R::scenarios().into_iter().find(|s| s.id == setup.scenario).map_or("", |s| s.hash);
    let mut checkpoints = vec![Checkpoint { index: 0, turn: 0, hash: initial_hash(game) }];
    let mut last_turn = None;
    for (i, entry) in game.log().iter().enumerate() {
        if last_turn != Some(entry.turn) || i + 1 == game.log().len() {
            checkpoints.push(Checkpoint { index: i + 1, turn: entry.turn, hash: entry.hash.clone() });
            last_turn = Some(entry.turn);
        }
    }
    SaveFile {
        format: FORMAT.to_owned(),
        version: VERSION,
        app_version: app_version.to_owned(),
        system: setup.system.clone(),
        scenario: ScenarioRef { id: setup.scenario.clone(), hash: hash.to_owned() },
        rules_version: game.rules_version(),
        seats: setup.seats.clone(),
        seed: setup.seed.clone(),
        log: game
            .log()
            .iter()
            .map(|e| LoggedAction { seat: e.seat, action: serde_json::to_value(&e.action).unwrap_or(Value::Null) })
            .collect(),
        checkpoints,
        metadata,
        extensions: reseed_extension(setup),
    }
}

/// A game played on from a point of another (a replay's *Play on from
/// here*) throws fresh dice from there: its save records where and with
/// what (`extensions.reseed`), so the file replays. Games by e-mail record
/// theirs in their own envelope (`extensions.pbem.dice`).
fn reseed_extension(setup: &crate::game::GameSetup) -> serde_json::Map<String, Value> {
    let mut extensions = serde_json::Map::new();
    if !setup.reseed.is_empty() {
        extensions.insert("reseed".into(), serde_json::to_value(&setup.reseed).unwrap_or(Value::Null));
    }
    extensions
}

/// The re-seeding schedule of a file: a play-by-e-mail file's
/// (`extensions.pbem.dice`) or a game played on from a point of another
/// (`extensions.reseed`), entries `{from, seed}`; empty otherwise.
fn reseeds(save: &SaveFile) -> Vec<crate::game::Reseed> {
    save.extensions
        .get("pbem")
        .and_then(|p| p.get("dice"))
        .or_else(|| save.extensions.get("reseed"))
        .and_then(|d| serde_json::from_value::<Vec<crate::game::Reseed>>(d.clone()).ok())
        .unwrap_or_default()
}

fn initial_hash<R: Rules>(game: &Game<R>) -> String {
    Game::<R>::new_under(game.setup().clone(), game.rules_version())
        .map_or_else(|_| String::new(), |fresh| state_hash(fresh.state()))
}

/// Refusal of a load, as a refusal (for the generic layer).
impl From<LoadError> for Refusal {
    fn from(e: LoadError) -> Self {
        Self::new("load", crate::text::Text::key("engine.load_error").plain("reason", e))
    }
}

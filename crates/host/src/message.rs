//! The messages between the app and a system's module.

use crate::desk::{JoinAdded, Joined, KeyCard, MailFacts, Received, Standing};
use crate::seating::Seating;
use engine::any::{Choice, LogLine, NextAtTable};
use engine::board::Board;
use engine::game::GameSetup;
use engine::rules::{Outcome, PanelSection, Refusal, RegionView};
use engine::save::{LoggedAction, Metadata};
use engine::seat::{SeatConfig, SeatId};
use engine::text::Text;
use pbem::desk::TurnStart;
use pbem::{NewGame, Stamp};
use serde::{Deserialize, Serialize};

/// A request, numbered (its answer carries the same number), with the
/// seating whose eyes the reply's snapshot shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ask {
    /// The request's number.
    pub id: u64,
    /// Who sits at the screen.
    pub seating: Seating,
    /// What is asked.
    pub request: Request,
}

/// The answer to [`Ask`] number `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The request's number.
    pub id: u64,
    /// The reply.
    pub reply: Reply,
}

/// What the app asks a system's module.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Starts a new game.
    New {
        /// Scenario id.
        scenario: String,
        /// The seats.
        seats: Vec<SeatConfig>,
        /// Seed material of the dice.
        seed: String,
    },
    /// Opens a save file (its text).
    Open {
        /// The file.
        text: String,
    },
    /// Takes an action for a seat.
    Act {
        /// The seat.
        seat: SeatId,
        /// The action, as a [`Choice`] carries it.
        action: serde_json::Value,
    },
    /// Undoes a seat's last action.
    Undo {
        /// The seat.
        seat: SeatId,
    },
    /// Lets the computer act once for a seat.
    ComputerStep {
        /// The seat.
        seat: SeatId,
    },
    /// The game as it stands (after a hand-over).
    Show,
    /// The details of one region for the screen's viewer (a new selection:
    /// only the region's panel, not the whole snapshot).
    Region {
        /// The region.
        region: engine::board::RegionId,
    },
    /// The game as a save file.
    Save {
        /// The app's version, recorded in the file.
        app_version: String,
        /// Title, mode and dates.
        metadata: Metadata,
    },
    /// The game as a file to take elsewhere (*Export file*): refused while a
    /// secret step is open, since the file would show the hidden choices.
    Export {
        /// The app's version, recorded in the file.
        app_version: String,
        /// Title, mode and dates.
        metadata: Metadata,
    },
    /// A stored save (its text) checked before it is exported from the
    /// saved-games list, as [`Request::Export`]; the open game stays open.
    ExportSaved {
        /// The stored save.
        text: String,
    },
    /// By e-mail: this player's turn from the latest file, resumed with the
    /// actions already played (`draft`); or, with `watch`, a look at the game
    /// with the player's own committed orders applied.
    MailOpen {
        /// The latest file of the game.
        file: String,
        /// The player's key, as the app stores it.
        keys: String,
        /// The creator's join files received before the start.
        joins: Vec<String>,
        /// Actions of the unfinished turn.
        draft: Vec<LoggedAction>,
        /// Only looking: another player's turn, or the game is over.
        watch: bool,
    },
    /// By e-mail: ends the turn being played: the next file, signed.
    MailEnd {
        /// The latest file of the game (the turn began from it).
        file: String,
        /// The player's key.
        keys: String,
        /// The creator's join files (the start entry lists them).
        joins: Vec<String>,
        /// The player's note for the others.
        note: String,
        /// The app's version and clock.
        stamp: Stamp,
    },
    /// Wraps a player's key in a backup file (Argon2id: slow on purpose, so
    /// it runs in a worker, never on the page's thread).
    KeyBackup {
        /// The player's key, as the app stores it.
        keys: String,
        /// The passphrase that will unlock the backup.
        passphrase: String,
    },
    /// Unwraps a key backup file.
    KeyRestore {
        /// The backup file.
        file: String,
        /// Its passphrase.
        passphrase: String,
    },
    /// A new key for this browser (the keys module: key generation needs
    /// the curves' code, which the page does not carry).
    KeyCreate {
        /// The player's name (blank: "Player").
        name: String,
    },
    /// The card of the stored key: its name and fingerprint, the key
    /// checked (refused when damaged).
    KeyRead {
        /// The player's key, as the app stores it.
        keys: String,
    },
    /// The e-mail desk (the keys module): creates a game by e-mail, signed
    /// by its creator, player 0.
    MailCreate {
        /// The creator's key.
        keys: String,
        /// The game as the creator set it up.
        game: NewGame,
        /// The app's version and clock.
        stamp: Stamp,
    },
    /// The e-mail desk: the creator's invitation file for a remote player.
    MailInvitation {
        /// The game's file (before the start).
        file: String,
        /// The creator's key.
        keys: String,
        /// The invited player.
        player: u8,
    },
    /// The e-mail desk: joins the game of an invitation.
    MailJoin {
        /// The invitation.
        invitation: String,
        /// The joiner's key.
        keys: String,
    },
    /// The e-mail desk: a join file received by the creator, read into the
    /// game before the start.
    MailAddJoin {
        /// The game's file.
        file: String,
        /// The join files received before.
        joins: Vec<String>,
        /// The join file received now.
        join: String,
    },
    /// The e-mail desk: a received file, verified by its system's module,
    /// read for this player (an invitation, not this player's game, or the
    /// record to keep).
    MailReceived {
        /// The file.
        file: String,
        /// This browser's key, if it has one.
        keys: Option<String>,
        /// The system's module replayed it ([`Verification::replayed`]).
        replayed: bool,
        /// Who writes the next file ([`Verification::next_player`]).
        next_player: Option<u8>,
    },
    /// The e-mail desk: a file as the page keeps and shows it.
    MailDescribe {
        /// The file.
        file: String,
        /// What decides its status for this player.
        standing: Standing,
    },
    /// The e-mail desk: the name to save a game's latest file under again.
    MailFileName {
        /// The file.
        file: String,
        /// Whom it is for (`Status::recipient` of the page's record).
        recipient: String,
    },
    /// Verifies a received file: every protocol check and the rules' replay.
    MailVerify {
        /// The received file.
        text: String,
        /// The latest file this player accepted for the game, if any (to
        /// tell an old file or a fork from the next one).
        known: Option<String>,
    },
}

/// What a system's module answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// A game was started or opened.
    Loaded(Box<Loaded>),
    /// The game after the request.
    Game(Box<Snapshot>),
    /// The action, undo or export was refused; nothing changed.
    Refused(Refusal),
    /// The file could not be opened (the player's message).
    LoadFailed(Text),
    /// The game as a save file (JSON).
    Saved(String),
    /// By e-mail: the turn (or the look) is open.
    MailOpened(Box<MailOpened>),
    /// By e-mail: the turn's file.
    MailEnded(Box<MailEnded>),
    /// By e-mail: the verification of a received file.
    Verified(Box<Verification>),
    /// A key backup file.
    Key(String),
    /// This browser's key, made, read or restored.
    KeyCard(KeyCard),
    /// By e-mail: a file as the page keeps and shows it.
    MailFacts(Box<MailFacts>),
    /// By e-mail: a file to save, and its name (an invitation).
    MailFile {
        /// The file name.
        name: String,
        /// The file.
        text: String,
    },
    /// By e-mail: the name to save a file under.
    MailFileName(String),
    /// By e-mail: a game joined.
    MailJoined(Box<Joined>),
    /// By e-mail: a join file accepted by the creator.
    JoinAdded(Box<JoinAdded>),
    /// By e-mail: a received file read for this player.
    MailReceived(Box<Received>),
    /// The details of a region.
    Region(Vec<PanelSection>),
    /// By e-mail: the protocol or the rules refused the step (the player's
    /// message: a damaged file or key, a refused turn); nothing changed.
    MailRefused(Text),
    /// The request could not be carried out (no game open, a request this
    /// module does not answer); nothing changed.
    Failed(String),
}

/// A game just started or opened: what the screen needs once, and the
/// first snapshot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Loaded {
    /// The map.
    pub board: Board,
    /// The setup (system, scenario, seats, seed).
    pub setup: GameSetup,
    /// The game as it stands.
    pub snapshot: Snapshot,
}

/// Everything the game screen draws, for one seating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Who acts next at this screen.
    pub next: NextAtTable,
    /// Seats the rules let act now.
    pub to_act: Vec<SeatId>,
    /// The seat the screen must be handed to before play goes on.
    pub handover_to: Option<SeatId>,
    /// Whose eyes the screen shows.
    pub viewer: Option<SeatId>,
    /// The seat that may act from this screen.
    pub acting: Option<SeatId>,
    /// Its legal actions.
    pub choices: Vec<Choice>,
    /// Why it may not undo now (shown on the disabled button), or `None`
    /// when it may.
    pub undo_blocked: Option<Text>,
    /// The turn number.
    pub turn: u32,
    /// The turn and phase, for people.
    pub turn_label: Text,
    /// The map as the viewer sees it.
    pub map: Vec<RegionView>,
    /// The side panel.
    pub panel: Vec<PanelSection>,
    /// The details of the selected region.
    pub region_panel: Vec<PanelSection>,
    /// The log as the viewer may read it.
    pub log: Vec<LogLine>,
    /// Actions taken.
    pub log_len: usize,
    /// The outcome, once over.
    pub outcome: Option<Outcome>,
    /// The state hash.
    pub hash: String,
    /// By e-mail: the unfinished turn's actions (kept so a reload resumes it).
    pub draft: Vec<LoggedAction>,
}

/// A game by e-mail on screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MailOpened {
    /// The game.
    pub loaded: Loaded,
    /// Where the player's turn began.
    pub start: TurnStart,
}

/// The file a finished turn made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailEnded {
    /// The new file (the whole chain).
    pub file: String,
    /// The player who writes the next file; `None` once the game is over.
    pub next_player: Option<u8>,
}

/// A received file, checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verification {
    /// Every check.
    pub report: pbem::Report,
    /// Whether the file is valid and its game has started (it was replayed).
    pub replayed: bool,
    /// Once replayed: the player who writes the next file; `None` once the
    /// game is over.
    pub next_player: Option<u8>,
    /// A refused fork: the player who signed both continuations.
    pub fork_by: Option<String>,
}

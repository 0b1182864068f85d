//! The messages between the app and a system's module.

#[cfg(doc)]
use crate::desk::{DeskReply, DeskRequest};
use crate::seating::Seating;
use engine::any::{Choice, LogLine, NextAtTable};
use engine::board::Board;
use engine::game::GameSetup;
use engine::rules::{Guide, Outcome, PanelSection, Refusal, RegionView};
use engine::save::{LoggedAction, Metadata};
use engine::seat::{SeatConfig, SeatId};
use engine::text::Text;
use pbem::Stamp;
use pbem::desk::TurnStart;
use serde::{Deserialize, Serialize};

/// A request, numbered (its answer carries the same number), with the
/// seating whose eyes the reply's snapshot shows. A system's module is
/// asked [`Request`]s; the keys module [`DeskRequest`]s (their own types,
/// so that a system's module carries no code for the desk's messages).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ask<Q = Request> {
    /// The request's number.
    pub id: u64,
    /// Who sits at the screen.
    pub seating: Seating,
    /// What is asked.
    pub request: Q,
}

/// The answer to [`Ask`] number `id`: a [`Reply`] from a system's module,
/// a [`DeskReply`] from the keys module.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer<A = Reply> {
    /// The request's number.
    pub id: u64,
    /// The reply.
    pub reply: A,
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
    /// A replay: the game as it stood at a point of its log, for the
    /// screen's viewer (what the rules let that viewer see then), with no
    /// action possible. The open game itself does not change.
    Replay {
        /// Where to.
        to: ReplayTo,
    },
    /// Each side's measures at every turn and the moments that threw dice
    /// ([`engine::chart::Chart`]), as the screen's viewer may see them (a
    /// finished game shows everything).
    Chart,
    /// A new game from a point of the open one: its first `at` actions,
    /// then fresh dice from `seed` (what comes next is not known from the
    /// game it came from). Not for a game by e-mail.
    PlayFrom {
        /// The number of actions kept.
        at: usize,
        /// Seed material of the dice from there.
        seed: String,
    },
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
    /// The game as a save file for its autosave, with the screen to show
    /// when it is resumed ([`Reply::Autosaved`]).
    Autosave {
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
        /// Key replacement requests with every consent: one of them may be
        /// this player's own, its turn then played with the new key.
        #[serde(default)]
        rekeys: Vec<String>,
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
        /// Key replacement requests with every consent, to carry.
        #[serde(default)]
        rekeys: Vec<String>,
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

/// Where a replay goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReplayTo {
    /// After this many actions (the whole game when more).
    Action(usize),
    /// The beginning of the turn the replay stands in, or of the turn
    /// before when it stands at a turn's beginning already.
    PreviousTurn,
    /// The beginning of the next turn (the end of the game after the last).
    NextTurn,
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
    /// The game as a save file, and as the screen shows it to nobody seated
    /// yet (a [`Loaded`] as JSON): kept beside the autosave, it lets the map
    /// of a resumed game be drawn before its module has opened the save
    /// (issue 35). The page stores both texts as they come.
    Autosaved {
        /// The save file (JSON).
        save: String,
        /// The game opened from it, for [`Seating::default`] (JSON).
        resume: String,
    },
    /// By e-mail: the turn (or the look) is open.
    MailOpened(Box<MailOpened>),
    /// By e-mail: the turn's file.
    MailEnded(Box<MailEnded>),
    /// By e-mail: the verification of a received file.
    Verified(Box<Verification>),
    /// The details of a region.
    Region(Vec<PanelSection>),
    /// The game's chart.
    Chart(Box<engine::chart::Chart>),
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
    /// The region `region_panel` describes: the one selected when the
    /// request left. The screen may have selected another since (a click
    /// while the computer plays), and then asks for that one's details.
    #[serde(default)]
    pub region_panel_of: Option<engine::board::RegionId>,
    /// What the acting seat can do now and why, for a newcomer.
    pub guide: Option<Guide>,
    /// The log as the viewer may read it, from line `log_from` on: the
    /// lines before are the screen's own ([`Snapshot::join_log`]).
    pub log: Vec<LogLine>,
    /// The first line `log` carries (0: every line).
    #[serde(default)]
    pub log_from: usize,
    /// The number of this snapshot's whole log, which the screen sends back
    /// while it holds it ([`Seating::log_held`]; 0: not numbered).
    #[serde(default)]
    pub log_id: u64,
    /// The number of the log whose first `log_from` lines this one shares
    /// (0: it carries every line).
    #[serde(default)]
    pub log_base: u64,
    /// Actions taken.
    pub log_len: usize,
    /// The outcome, once over.
    pub outcome: Option<Outcome>,
    /// The state hash.
    pub hash: String,
    /// By e-mail: the unfinished turn's actions (kept so a reload resumes it).
    pub draft: Vec<LoggedAction>,
    /// By e-mail: a die fell in this turn (it may not be started again).
    pub turn_dice_thrown: bool,
    /// By e-mail with answered dice: what ended the turn because the next
    /// file throws its dice (the file goes now; the result comes back).
    pub dice_wait: Option<Text>,
}

impl Snapshot {
    /// Takes the place of `held`, the snapshot on screen: the log lines this
    /// one does not carry are `held`'s. Were `held`'s log not the one this
    /// snapshot was cut from (never, as requests are answered in order),
    /// only the lines carried are shown, and the next reply carries all.
    pub fn join_log(&mut self, held: &mut Self) {
        if self.log_from == 0 {
            return;
        }
        if self.log_base == held.log_id && held.log.len() >= self.log_from {
            held.log.truncate(self.log_from);
            held.log.append(&mut self.log);
            std::mem::swap(&mut self.log, &mut held.log);
        } else {
            self.log_id = 0;
        }
        self.log_from = 0;
        self.log_base = 0;
    }
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

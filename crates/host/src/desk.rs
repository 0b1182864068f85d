//! The page's desk of play by e-mail, answered by the keys module: what the
//! page stores and shows about a game by e-mail (title, entry number, whose
//! file is awaited, names, file names, the e-mail text), and the steps that
//! sign something (create a game, invite, join, read a join, make a key).
//!
//! Each of them reads or signs a file, so it needs the protocol's crypto
//! (Ed25519, X25519, SHA-2, the chain's checks): here, in a worker, that
//! code stays out of the page's first load. It needs no rules: where the
//! rules decide (who writes the next file), the page passes on what the
//! system's module answered.

use engine::text::Text;
use pbem::build::slug;
use pbem::{Envelope, NewGame, SeatKeys, Stamp, desk};
use serde::{Deserialize, Serialize};

/// What the page asks the keys module ([`crate::keys::handle`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DeskRequest {
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
    /// A new key for this browser (key generation needs the curves' code,
    /// which the page does not carry).
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
    /// Creates a game by e-mail, signed by its creator, player 0.
    MailCreate {
        /// The creator's key.
        keys: String,
        /// The game as the creator set it up.
        game: NewGame,
        /// The app's version and clock.
        stamp: Stamp,
    },
    /// The creator's invitation file for a remote player.
    MailInvitation {
        /// The game's file (before the start).
        file: String,
        /// The creator's key.
        keys: String,
        /// The invited player.
        player: u8,
    },
    /// Joins the game of an invitation.
    MailJoin {
        /// The invitation.
        invitation: String,
        /// The joiner's key.
        keys: String,
    },
    /// A join file received by the creator, read into the game before the
    /// start.
    MailAddJoin {
        /// The game's file.
        file: String,
        /// The join files received before.
        joins: Vec<String>,
        /// The join file received now.
        join: String,
        /// Whether it replaces another key's join of the same player (the
        /// creator decided a [`JoinConflict`]); without it, such a join is
        /// answered with the conflict and nothing changes.
        #[serde(default)]
        replace: bool,
    },
    /// A received file, verified by its system's module, read for this
    /// player (an invitation, not this player's game, or the record to keep).
    MailReceived {
        /// The file.
        file: String,
        /// This browser's key, if it has one.
        keys: Option<String>,
        /// The system's module replayed it ([`crate::Verification::replayed`]).
        replayed: bool,
        /// Who writes the next file ([`crate::Verification::next_player`]).
        next_player: Option<u8>,
    },
    /// A file as the page keeps and shows it.
    MailDescribe {
        /// The file.
        file: String,
        /// What decides its status for this player.
        standing: Standing,
    },
    /// The name to save a game's latest file under again.
    MailFileName {
        /// The file.
        file: String,
        /// Whom it is for ([`Status::recipient`] of the page's record).
        recipient: String,
    },
    /// A request to take player `player`'s place in the game of `file`
    /// with this browser's key (its old key lost): the file to send to the
    /// other players.
    RekeyRequest {
        /// The game's latest file.
        file: String,
        /// This browser's key.
        keys: String,
        /// The player whose place is taken.
        player: u8,
    },
    /// A key replacement request read against the game of `file`.
    RekeyRead {
        /// The game's latest file (this player's record).
        file: String,
        /// This browser's key.
        keys: String,
        /// The request file.
        request: String,
    },
    /// This player's consent added to a key replacement request.
    RekeyConsent {
        /// The game's latest file.
        file: String,
        /// This browser's key.
        keys: String,
        /// The request file.
        request: String,
    },
    /// What a file opened by the player is ([`crate::file_kind`]): read
    /// here, off the page's thread.
    FileKind {
        /// The file's text.
        text: String,
    },
    /// The stored key opened, for a rules module's step by e-mail (it
    /// travels from the keys module to that module through the page's
    /// memory, never to storage).
    KeyOpen {
        /// The player's key, as the app stores it.
        keys: String,
    },
}

impl DeskRequest {
    /// The key the request carries as the page stores it: the keys module
    /// opens it (sealed at rest in the browser) before the step.
    pub fn stored_key_mut(&mut self) -> Option<&mut String> {
        match self {
            Self::KeyBackup { keys, .. }
            | Self::KeyRead { keys }
            | Self::MailCreate { keys, .. }
            | Self::MailInvitation { keys, .. }
            | Self::MailJoin { keys, .. }
            | Self::RekeyRequest { keys, .. }
            | Self::RekeyRead { keys, .. }
            | Self::RekeyConsent { keys, .. }
            | Self::KeyOpen { keys } => Some(keys),
            Self::MailReceived { keys, .. } => keys.as_mut(),
            Self::KeyRestore { .. }
            | Self::KeyCreate { .. }
            | Self::MailAddJoin { .. }
            | Self::MailDescribe { .. }
            | Self::MailFileName { .. }
            | Self::FileKind { .. } => None,
        }
    }
}

/// `format` of the stored key sealed at rest by the keys module in the
/// browser (the worker's `at_rest`); the plain form is pbem's
/// `STORED_FORMAT`, still read.
pub const SEALED_KEY_FORMAT: &str = "sandtable-seat-key-sealed";

/// `format` of the handle local storage keeps where the browser cannot seal
/// a key at rest (no IndexedDB or WebCrypto): the keys module holds the key
/// in its memory until the tab closes, and the page says so.
pub const SESSION_KEY_FORMAT: &str = "sandtable-seat-key-session";

/// What the keys module answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DeskReply {
    /// A key backup file.
    Key(String),
    /// This browser's key, made, read or restored.
    KeyCard(KeyCard),
    /// A file as the page keeps and shows it.
    MailFacts(Box<MailFacts>),
    /// A file to save, and its name (an invitation).
    MailFile {
        /// The file name.
        name: String,
        /// The file.
        text: String,
    },
    /// The name to save a file under.
    MailFileName(String),
    /// A game joined.
    MailJoined(Box<Joined>),
    /// A join file accepted by the creator.
    JoinAdded(Box<JoinAdded>),
    /// A join for a player who joined already with another key: nothing
    /// changed; the creator decides.
    JoinConflict(Box<JoinConflict>),
    /// A received file read for this player.
    MailReceived(Box<Received>),
    /// The protocol refused the step (the player's message: a damaged file
    /// or key, a wrong passphrase); nothing changed.
    MailRefused(Text),
    /// The request could not be carried out; nothing changed.
    Failed(String),
    /// The stored key, opened ([`DeskRequest::KeyOpen`]).
    KeyOpened(String),
    /// A key replacement request, read ([`DeskRequest::RekeyRead`]).
    Rekey(Box<RekeyView>),
    /// A key replacement with this player's consent added.
    Rekeyed(Box<Rekeyed>),
    /// What a file is ([`DeskRequest::FileKind`]).
    FileKind(Box<crate::file_kind::FileKind>),
}

impl DeskReply {
    /// The key a reply hands the page to store: the keys module seals it
    /// at rest first.
    pub fn key_to_store_mut(&mut self) -> Option<&mut String> {
        match self {
            Self::KeyCard(card) => Some(&mut card.stored),
            _ => None,
        }
    }
}

/// Where a game stands for this player.
///
/// The page keeps it in its record of the game (localStorage): its serde
/// form must stay as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Status {
    /// The creator waits for join files (these players' labels).
    Lobby {
        /// Remote players not joined yet: (player, label).
        missing: Vec<(u8, String)>,
    },
    /// Every player joined: the creator may start.
    ReadyToStart,
    /// This player joined and waits for the creator's start.
    Joined {
        /// The creator's name.
        creator: String,
    },
    /// This player's turn.
    YourTurn,
    /// Another player's turn.
    Waiting {
        /// Their name.
        player: String,
        /// The file in which they sealed orders that every seat has now
        /// committed to: their next file must reveal them, and the game
        /// waits for it (shown to everyone as the evidence). Absent in
        /// records of earlier versions.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reveal_due: Option<u64>,
    },
    /// The game is over.
    Over,
}

impl Status {
    /// Whose name a file in this state is saved for: the player awaited,
    /// or everyone (`desk::recipient`: the next file is never written by
    /// the player who wrote this one).
    #[must_use]
    pub fn recipient(&self) -> String {
        match self {
            Self::Waiting { player, .. } => player.clone(),
            _ => desk::EVERYONE.into(),
        }
    }
}

/// What decides a game's status for this player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// The creator's game before the start, with the join files received.
    Lobby {
        /// The join files.
        joins: Vec<String>,
    },
    /// A started game its rules replayed (the system's module said who is
    /// next: the keys module knows no rules).
    Playing {
        /// This player.
        player: u8,
        /// The player who writes the next file; `None` once it is over.
        next: Option<u8>,
    },
}

/// A file by e-mail as the page keeps it and shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailFacts {
    /// The game id.
    pub game: String,
    /// The title.
    pub title: String,
    /// The system id.
    pub system: String,
    /// The file, rendered again from its chain (what the page stores).
    pub file: String,
    /// The number of its latest entry.
    pub seq: u64,
    /// Whether the game has started (every player joined).
    pub started: bool,
    /// Where it stands for this player.
    pub status: Status,
    /// Whom the file is for ([`Status::recipient`]).
    pub recipient: String,
    /// The name to save it under.
    pub file_name: String,
    /// A short text to paste into the e-mail.
    pub summary: String,
}

/// This browser's key: its stored form, and the public card's name and
/// fingerprint the page shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyCard {
    /// The key as the page stores it.
    pub stored: String,
    /// The player's name.
    pub name: String,
    /// The public keys' fingerprint.
    pub fingerprint: String,
}

/// A received invitation or turn file (verified by its system's module),
/// read for this player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Received {
    /// An invitation to a game not started.
    Invitation(Box<Invitation>),
    /// This player's key is not one of the game's: the players, whose
    /// place it could ask to take (a lost key) where the game's creation
    /// allows it (none otherwise).
    NotPlayer {
        /// Each player's number and name, when the game lets a lost key be
        /// replaced with the others' consent; empty otherwise.
        players: Vec<(u8, String)>,
    },
    /// This player's key was a player's of the game, and was replaced:
    /// who, at which entry, with whose consent.
    Replaced {
        /// The player's name in the game.
        player: String,
        /// The entry that carried the replacement.
        seq: u64,
        /// The players who consented.
        consented: String,
        /// The new key's fingerprint.
        fingerprint: String,
    },
    /// A game of this player's.
    Game {
        /// This player.
        player: u8,
        /// The file as the page keeps it.
        facts: Box<MailFacts>,
    },
}

/// An invitation as the joiner sees it before joining: what it agrees to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invitation {
    /// This player created the game (it is their own invitation).
    pub own: bool,
    /// The game's title.
    pub title: String,
    /// The creator's name.
    pub creator: String,
    /// The creator's fingerprint (to compare by phone or in person).
    pub fingerprint: String,
    /// The invited player's seats.
    pub seats: String,
    /// The system's id.
    pub system: String,
    /// The version of the rules the game is played under.
    pub rules_version: u32,
    /// When the dice of a file are thrown.
    pub dice_mode: pbem::DiceMode,
    /// Whether a lost key may be replaced with the others' consent.
    pub rekeying: pbem::Rekeying,
    /// Whether some seat is played by the creator's computer, and by which
    /// version of the computer player (0: not said).
    pub computer: Option<u32>,
    /// Why this app does not join it (made under an older protocol), if so.
    pub refused: Option<Text>,
}

/// A second join for a player who has joined already, with another key:
/// the creator decides which one plays (each holds that player's
/// invitation, so the invitation was passed on, or someone took it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinConflict {
    /// The player both joined as.
    pub player: u8,
    /// That player's seats.
    pub seats: String,
    /// The join kept so far: its name and fingerprint.
    pub kept: (String, String),
    /// The new join: its name and fingerprint.
    pub new: (String, String),
    /// The new join file (to take instead, if the creator says so).
    pub join: String,
}

/// A join file accepted into the creator's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinAdded {
    /// The join files now kept (one per player: a newer join replaces one
    /// of the same player).
    pub joins: Vec<String>,
    /// The joiner's name.
    pub name: String,
    /// The joiner's fingerprint.
    pub fingerprint: String,
    /// The game as the page keeps it, with its new lobby status.
    pub facts: MailFacts,
}

/// A game joined: the join file to send back and the joiner's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    /// The join file.
    pub join: String,
    /// Its file name.
    pub file_name: String,
    /// The joiner's player index.
    pub player: u8,
    /// The invitation as the joiner keeps it.
    pub facts: MailFacts,
}

/// A request as the page shows it to a player asked to consent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RekeyView {
    /// The game's title.
    pub title: String,
    /// The name of the player whose key is replaced.
    pub player: String,
    /// The new key's name and fingerprint (to check with its owner).
    pub name: String,
    /// The new key's fingerprint.
    pub fingerprint: String,
    /// Whether this player has still to consent.
    pub mine: bool,
    /// Whether the new key is this browser's (its own request).
    pub own: bool,
    /// Whether every other player has consented.
    pub complete: bool,
}

/// A request with this player's consent added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rekeyed {
    /// The request file, with the consent.
    pub text: String,
    /// Its file name.
    pub name: String,
    /// Players whose consent is still missing (none: it goes with this
    /// player's next turn file).
    pub missing: Vec<String>,
}

/// The platform's cryptographic generator (in the browser,
/// `crypto.getRandomValues`).
pub(crate) fn rng() -> pbem::rand_core::UnwrapErr<getrandom::SysRng> {
    pbem::rand_core::UnwrapErr(getrandom::SysRng)
}

/// A key in the form the page stores it, or the player's message.
pub(crate) fn stored_key(stored: &str) -> Result<SeatKeys, Text> {
    SeatKeys::from_local_storage(stored).map_err(|e| {
        let detail = match e {
            pbem::BackupError::Damaged(detail) => detail,
            other => other.to_string(),
        };
        Text::key("pbem.build.key_damaged").plain("detail", detail)
    })
}

pub(crate) fn read(file: &str) -> Result<Envelope, DeskReply> {
    Envelope::read(file).map_err(|f| DeskReply::MailRefused(f.text))
}

pub(crate) fn key(stored: &str) -> Result<SeatKeys, DeskReply> {
    stored_key(stored).map_err(DeskReply::MailRefused)
}

/// The status of a started game for `player`, from the player who writes
/// the next file (`None`: the game is over).
fn status_of(env: &Envelope, player: u8, next: Option<u8>) -> Status {
    match next {
        None => Status::Over,
        Some(p) if p == player => Status::YourTurn,
        Some(p) => Status::Waiting {
            player: desk::player_label(env, p),
            reveal_due: desk::reveals_due(env).iter().find(|due| due.player == p).map(|due| due.committed_in),
        },
    }
}

/// The lobby status of a creator's game before the start.
fn lobby_status(env: &Envelope, joins: &[String]) -> Status {
    let joined: Vec<pbem::envelope::Join> =
        joins.iter().filter_map(|j| env.read_join(j).ok()).map(|(j, _)| j).collect();
    let missing: Vec<(u8, String)> =
        env.missing_players(&joined).into_iter().map(|p| (p, desk::player_label(env, p))).collect();
    if missing.is_empty() { Status::ReadyToStart } else { Status::Lobby { missing } }
}

fn status(env: &Envelope, standing: &Standing) -> Status {
    match standing {
        Standing::Lobby { joins } => lobby_status(env, joins),
        Standing::Playing { player, next } => status_of(env, *player, *next),
    }
}

fn facts(env: &Envelope, status: Status) -> MailFacts {
    let recipient = status.recipient();
    MailFacts {
        game: env.game.clone(),
        title: env.state.setup.title.clone(),
        system: env.state.setup.system.clone(),
        file: env.to_text(),
        seq: env.head().payload.seq,
        started: env.started(),
        file_name: env.file_name(&recipient),
        summary: env.summary(),
        recipient,
        status,
    }
}

/// A file as the page keeps it, for this player's standing.
pub(crate) fn describe(file: &str, standing: &Standing) -> DeskReply {
    match read(file) {
        Ok(env) => DeskReply::MailFacts(Box::new(facts(&env, status(&env, standing)))),
        Err(refused) => refused,
    }
}

/// The name to save a game's file under for `recipient` ([`Status::recipient`]);
/// refused when the file no longer reads (storage can be edited).
pub(crate) fn file_name(file: &str, recipient: &str) -> DeskReply {
    match read(file) {
        Ok(env) => DeskReply::MailFileName(env.file_name(recipient)),
        Err(refused) => refused,
    }
}

/// A new game by e-mail, created by the holder of `keys` (player 0).
pub(crate) fn create(keys: &str, game: NewGame, stamp: &Stamp) -> DeskReply {
    let run = || {
        let keys = key(keys)?;
        let env = Envelope::create(&keys, game, stamp, &mut rng()).map_err(|e| DeskReply::MailRefused(e.text()))?;
        Ok(facts(&env, lobby_status(&env, &[])))
    };
    run().map_or_else(|refused| refused, |f| DeskReply::MailFacts(Box::new(f)))
}

/// The creator's invitation file for remote player `player`, and its name.
pub(crate) fn invitation(file: &str, keys: &str, player: u8) -> DeskReply {
    let run = || {
        let env = read(file)?;
        let text = env.invitation(&key(keys)?, player).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let label = desk::player_label(&env, player);
        let name = format!("{}-invitation-for-{}.sandtable.json", slug(&env.state.setup.title), slug(&label));
        Ok(DeskReply::MailFile { name, text })
    };
    run().unwrap_or_else(|refused| refused)
}

/// Joins the game of an invitation with `keys`: the join file to send back.
pub(crate) fn join(invitation: &str, keys: &str) -> DeskReply {
    let run = || {
        let env = read(invitation)?;
        let keys = key(keys)?;
        let join = env.join(&keys).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let file_name = format!("{}-join-{}.sandtable.json", slug(&env.state.setup.title), slug(keys.name()));
        // The record's file is the invitation itself (rendered from the same chain).
        let facts = facts(&env, Status::Joined { creator: env.state.player_name(0) });
        Ok(Joined { join, file_name, player: env.invited().unwrap_or(0), facts })
    };
    run().map_or_else(|refused| refused, |joined| DeskReply::MailJoined(Box::new(joined)))
}

/// A join file read into the creator's game: the joins kept and the lobby
/// status. A join answers one invitation for one player: the same key's
/// join again changes nothing; another key's join for a player who joined
/// already is a conflict the creator sees and decides (`replace`), never a
/// silent replacement.
pub(crate) fn add_join(file: &str, joins: Vec<String>, join: String, replace: bool) -> DeskReply {
    let run = || {
        let env = read(file)?;
        let (read_join, _) = env.read_join(&join).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let earlier = joins.iter().find_map(|j| env.read_join(j).ok().filter(|(o, _)| o.player == read_join.player));
        let mut joins = joins;
        match earlier {
            Some((kept, _)) if kept.card.same_keys(&read_join.card) => {}
            Some((kept, _)) if !replace => {
                return Err(DeskReply::JoinConflict(Box::new(JoinConflict {
                    player: read_join.player,
                    seats: desk::player_label(&env, read_join.player),
                    kept: (kept.card.name, kept.card.fingerprint),
                    new: (read_join.card.name.clone(), read_join.card.fingerprint.clone()),
                    join,
                })));
            }
            _ => {
                joins.retain(|j| env.read_join(j).is_ok_and(|(other, _)| other.player != read_join.player));
                joins.push(join);
            }
        }
        let status = lobby_status(&env, &joins);
        Ok(JoinAdded {
            joins,
            name: read_join.card.name.clone(),
            fingerprint: read_join.card.fingerprint.clone(),
            facts: facts(&env, status),
        })
    };
    run().map_or_else(|refused| refused, |added| DeskReply::JoinAdded(Box::new(added)))
}

/// A verified invitation or turn file read for the holder of `keys` (if
/// this browser has one): `replayed` and `next` are the system module's
/// answer ([`crate::Verification`]).
pub(crate) fn received(file: &str, keys: Option<&str>, replayed: bool, next: Option<u8>) -> DeskReply {
    let env = match read(file) {
        Ok(env) => env,
        Err(refused) => return refused,
    };
    // A damaged stored key counts as none, as on the page before.
    let keys = keys.and_then(|k| stored_key(k).ok());
    let received = if env.invite.is_some() && !env.started() {
        Received::Invitation(Box::new(invitation_of(&env, keys.as_ref())))
    } else {
        match keys.as_ref().and_then(|k| env.player_of(k)) {
            None if !env.started() => Received::NotPlayer { players: Vec::new() },
            None => not_player(&env, keys.as_ref()),
            Some(player) => {
                let standing =
                    if replayed { Standing::Playing { player, next } } else { Standing::Lobby { joins: Vec::new() } };
                Received::Game { player, facts: Box::new(facts(&env, status(&env, &standing))) }
            }
        }
    };
    DeskReply::MailReceived(Box::new(received))
}

/// What an invitation agrees to, for its joiner to read before joining.
fn invitation_of(env: &Envelope, keys: Option<&SeatKeys>) -> Invitation {
    let setup = &env.state.setup;
    let computer_seats = setup.seats.iter().any(|s| s.controller.is_computer());
    Invitation {
        own: keys.is_some_and(|k| env.player_of(k) == Some(0)),
        title: setup.title.clone(),
        creator: env.state.player_name(0),
        fingerprint: setup.creator.fingerprint.clone(),
        seats: env.invited().map(|p| desk::player_label(env, p)).unwrap_or_default(),
        system: setup.system.clone(),
        rules_version: setup.rules_version,
        dice_mode: setup.dice_mode,
        rekeying: setup.rekeying,
        computer: computer_seats.then_some(setup.computer),
        refused: env.joinable().err().map(|e| e.text()),
    }
}

/// A started game whose players this browser's key is none of: if it was
/// one of theirs and was replaced, who replaced it and when; otherwise the
/// players whose place it could ask to take, where the game allows it.
fn not_player(env: &Envelope, keys: Option<&SeatKeys>) -> Received {
    let card = keys.map(SeatKeys::card);
    let replaced = env.state.replaced.iter().rev().find(|r| card.as_ref().is_some_and(|c| r.old.same_keys(c)));
    if let Some(r) = replaced {
        let consented: Vec<String> = r.consented.iter().map(|&p| env.state.player_name(p)).collect();
        return Received::Replaced {
            player: r.new.name.clone(),
            seq: r.seq,
            consented: consented.join(", "),
            fingerprint: r.new.fingerprint.clone(),
        };
    }
    if env.state.setup.rekeying != pbem::Rekeying::Consent {
        return Received::NotPlayer { players: Vec::new() };
    }
    Received::NotPlayer {
        players: (0..env.state.cards.len())
            .filter_map(|p| u8::try_from(p).ok())
            .map(|p| (p, env.state.player_name(p)))
            .collect(),
    }
}

/// The card of a stored key (refused when the key is damaged).
pub(crate) fn card(stored: &str) -> DeskReply {
    match key(stored) {
        Ok(keys) => DeskReply::KeyCard(key_card(&keys)),
        Err(refused) => refused,
    }
}

/// A new key for `name` (or "Player" when it is blank).
pub(crate) fn new_key(name: &str) -> DeskReply {
    let name = if name.trim().is_empty() { "Player" } else { name.trim() };
    DeskReply::KeyCard(key_card(&SeatKeys::generate(name, &mut rng())))
}

/// What the page keeps and shows of `keys`.
pub(crate) fn key_card(keys: &SeatKeys) -> KeyCard {
    KeyCard {
        stored: keys.to_local_storage().to_string(),
        name: keys.name().to_owned(),
        fingerprint: keys.card().fingerprint,
    }
}

//! Games by e-mail in localStorage, one key per game:
//! `sandtable:v1:mail:<game id>` holds this player's record of it, packed
//! (`engine::pack`). The latest accepted file is kept whole: its entry
//! hashes are the chain this player knows, against which old and forked
//! files are found. The unfinished turn's actions live apart, in
//! `sandtable:v1:mail-draft:<game id>`, so the write after every action is
//! small.

use crate::storage::{self, StorageError};
use engine::save::LoggedAction;
use host::desk::MailFacts;
pub use host::desk::Status;
use serde::{Deserialize, Serialize};

const PREFIX: &str = "sandtable:v1:mail:";
const DRAFT_PREFIX: &str = "sandtable:v1:mail-draft:";
/// Records of games deleted from the list while under way ([`delete`]).
const KEPT_PREFIX: &str = "sandtable:v1:mail-kept:";

/// This player's record of a game by e-mail.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MailRecord {
    /// The game id.
    pub game: String,
    /// The title.
    pub title: String,
    /// The system id.
    pub system: String,
    /// The latest accepted file (or, for a joiner before the start, the invitation).
    pub file: String,
    /// This player's index.
    pub player: u8,
    /// Where it stands.
    pub status: Status,
    /// The creator's join files received before the start.
    #[serde(default)]
    pub joins: Vec<String>,
    /// A joiner's own join file, to save again.
    #[serde(default)]
    pub join_file: String,
    /// The number of the latest entry.
    pub seq: u64,
    /// When the record last changed.
    pub updated: String,
    /// Key replacement requests with every consent, to go with this
    /// player's next turn file.
    #[serde(default)]
    pub rekeys: Vec<String>,
}

impl MailRecord {
    /// A record of the file `facts` describes, for `player`.
    pub fn new(facts: &MailFacts, player: u8) -> Self {
        Self {
            game: facts.game.clone(),
            title: facts.title.clone(),
            system: facts.system.clone(),
            file: facts.file.clone(),
            player,
            status: facts.status.clone(),
            joins: Vec::new(),
            join_file: String::new(),
            seq: facts.seq,
            updated: crate::session::now_iso(),
            rekeys: Vec::new(),
        }
    }
}

fn parse(stored: &str) -> Option<MailRecord> {
    serde_json::from_str(&engine::pack::unpack(stored).ok()?).ok()
}

/// Every record, most recently changed first. Damaged records are skipped
/// (and left in storage untouched).
pub fn list() -> Vec<MailRecord> {
    let mut records: Vec<MailRecord> =
        storage::keys_with_prefix(PREFIX).iter().filter_map(|k| storage::get(k)).filter_map(|v| parse(&v)).collect();
    records.sort_unstable_by(|a, b| b.updated.cmp(&a.updated));
    records
}

/// The record of game `game`.
pub fn read(game: &str) -> Option<MailRecord> {
    storage::get(&format!("{PREFIX}{game}")).and_then(|v| parse(&v))
}

/// Stores a record whole (or, if storage refuses, leaves the old one).
///
/// # Errors
/// Storage unavailable or full.
pub fn write(record: &MailRecord) -> Result<(), StorageError> {
    let mut record = record.clone();
    record.updated = crate::session::now_iso();
    let json = serde_json::to_string(&record).map_err(|_| StorageError::Full)?;
    storage::set(&format!("{PREFIX}{}", record.game), &engine::pack::pack(&json))?;
    // Back on the list: a record kept after a deletion is this one now.
    storage::remove(&format!("{KEPT_PREFIX}{}", record.game));
    Ok(())
}

/// Takes a game off the list. A game under way keeps, out of sight, what
/// guards its dice: its record (the files received, against which old and
/// forked files are found) and its unfinished turn. Without them, a player
/// who had seen a die fall could delete the game, open the same file again
/// as a new game and play the turn anew, knowing the dice; opening any of
/// its files again brings both back ([`read_kept`], [`write`]). A game not
/// started or over is deleted whole.
pub fn delete(game: &str) {
    let key = format!("{PREFIX}{game}");
    let under_way = read(game).is_some_and(|r| matches!(r.status, Status::YourTurn | Status::Waiting { .. }));
    match storage::get(&key) {
        // The same bytes under another key: removed first, so the move
        // never needs more room than the record took.
        Some(packed) if under_way => {
            storage::remove(&key);
            if storage::set(&format!("{KEPT_PREFIX}{game}"), &packed).is_err() {
                // Put back as it was rather than lose what guards the dice.
                let _ = storage::set(&key, &packed);
            }
        }
        _ => {
            storage::remove(&key);
            storage::remove(&format!("{DRAFT_PREFIX}{game}"));
        }
    }
}

/// The record of a game deleted from the list while under way ([`delete`]).
pub fn read_kept(game: &str) -> Option<MailRecord> {
    storage::get(&format!("{KEPT_PREFIX}{game}")).and_then(|v| parse(&v))
}

/// The actions of an unfinished turn, with the file entry it began from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Draft {
    seq: u64,
    actions: Vec<LoggedAction>,
}

/// The unfinished turn begun from entry `seq` of game `game` (replayed on
/// resume: a turn's dice depend only on the file and the player's key). A
/// draft of an older entry is not this turn's and reads as empty.
pub fn read_draft(game: &str, seq: u64) -> Vec<LoggedAction> {
    storage::get(&format!("{DRAFT_PREFIX}{game}"))
        .and_then(|json| serde_json::from_str::<Draft>(&json).ok())
        .filter(|d| d.seq == seq)
        .map(|d| d.actions)
        .unwrap_or_default()
}

/// Keeps the unfinished turn begun from entry `seq`.
///
/// # Errors
/// Storage unavailable or full.
pub fn write_draft(game: &str, seq: u64, actions: Vec<LoggedAction>) -> Result<(), StorageError> {
    let json = serde_json::to_string(&Draft { seq, actions }).map_err(|_| StorageError::Full)?;
    storage::set(&format!("{DRAFT_PREFIX}{game}"), &json)
}

/// Drops the unfinished turn.
pub fn clear_draft(game: &str) {
    storage::remove(&format!("{DRAFT_PREFIX}{game}"));
}

/// This browser's own key replacement request for `game`, back with every
/// consent: kept to go with this player's next file, which it may write now.
///
/// # Errors
/// No such game here, or storage refused.
pub fn keep_rekey(game: &str, request: String) -> Result<(), StorageError> {
    let Some(mut record) = read(game) else { return Err(StorageError::Missing) };
    record.rekeys = vec![request];
    record.status = Status::YourTurn;
    write(&record)
}

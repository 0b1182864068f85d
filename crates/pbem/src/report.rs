//! The words of a verification's report (`crate::verify`): which check,
//! how it went, and how a file stands to the chain this player has seen. Below the chain, the envelope and the key
//! replacements, which name the check a failure belongs to, so that they
//! need not import the verification that runs them all.

use engine::text::Text;
use serde::{Deserialize, Serialize};

/// The checks, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    /// Readable as a Sandtable play-by-e-mail file.
    Format,
    /// Every entry's `prev` is the hash of the entry before.
    Chain,
    /// Entries numbered in order, kinds in order, log continuous.
    Sequence,
    /// The players' cards and joins.
    Players,
    /// Whose keys were replaced, when and with whose consent (or that the
    /// game lets none be replaced).
    Keys,
    /// Every entry (and every action's seat) signed by its player's key.
    Signatures,
    /// Dice reveals match the commitments.
    Dice,
    /// Commit-then-reveal of simultaneous orders.
    Orders,
    /// Sealed secrets well formed.
    Secrets,
    /// The readable save equals what the signed entries say, byte for byte.
    Content,
    /// Newer than, or a fork of, what this player has seen.
    History,
    /// The rules replay the log and reach every checkpoint (done by the caller).
    Checkpoints,
    /// Every action of a computer seat is the computer player's own choice
    /// (on the caller's replay, [`crate::computer::check`]).
    Computer,
}

impl Check {
    /// All checks in order.
    pub const ALL: [Self; 13] = [
        Self::Format,
        Self::Chain,
        Self::Sequence,
        Self::Players,
        Self::Keys,
        Self::Dice,
        Self::Orders,
        Self::Secrets,
        Self::Content,
        Self::Signatures,
        Self::History,
        Self::Checkpoints,
        Self::Computer,
    ];

    /// Its name in the report.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Format => "format",
            Self::Chain => "chain",
            Self::Sequence => "sequence",
            Self::Players => "players",
            Self::Keys => "keys",
            Self::Signatures => "signatures",
            Self::Dice => "dice",
            Self::Orders => "orders",
            Self::Secrets => "secrets",
            Self::Content => "content",
            Self::History => "history",
            Self::Checkpoints => "checkpoints",
            Self::Computer => "computer",
        }
    }
}

/// The result of one check, with its message (`pbem.ok.…`, `pbem.fail.…`,
/// `pbem.skipped.…`, `pbem.history.…`, or the replay's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Passed, with what was checked.
    Ok(Text),
    /// Failed, with what failed.
    Failed(Text),
    /// Not run (an earlier check failed, or nothing to check against).
    Skipped(Text),
}

impl Status {
    /// Its message.
    #[must_use]
    pub const fn text(&self) -> &Text {
        match self {
            Self::Ok(t) | Self::Failed(t) | Self::Skipped(t) => t,
        }
    }

    /// ✓, ✗ or –.
    #[must_use]
    pub const fn mark(&self) -> &'static str {
        match self {
            Self::Ok(_) => "✓",
            Self::Failed(_) => "✗",
            Self::Skipped(_) => "–",
        }
    }
}

/// How a file relates to what this player has already accepted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum History {
    /// No earlier file of this game is known.
    New,
    /// The same file (head) as already known.
    Same {
        /// Head seq.
        seq: u64,
    },
    /// A newer file continuing the known one.
    Newer {
        /// Known head seq.
        known: u64,
        /// This file's head seq.
        file: u64,
    },
    /// An old file: the known chain already goes further (a replay).
    Older {
        /// Known head seq.
        known: u64,
        /// This file's head seq.
        file: u64,
    },
    /// Two different continuations of entry `at - 1`.
    Fork {
        /// First entry number where they differ.
        at: u64,
        /// Known head seq.
        known: u64,
        /// This file's head seq.
        file: u64,
    },
    /// Another game.
    OtherGame,
}

impl History {
    /// A sentence for the player.
    #[must_use]
    pub fn describe(&self) -> Text {
        match self {
            Self::New => Text::key("pbem.history.new"),
            Self::Same { seq } => Text::key("pbem.history.same").plain("seq", seq),
            Self::Newer { known, file } => Text::key("pbem.history.newer").plain("known", known).plain("file", file),
            Self::Older { known, file } => Text::key("pbem.history.older").plain("known", known).plain("file", file),
            Self::Fork { at, known, file } => Text::key("pbem.history.fork")
                .plain("at", at)
                .plain("before", at.saturating_sub(1))
                .plain("known", known)
                .plain("file", file),
            Self::OtherGame => Text::key("pbem.history.other_game"),
        }
    }

    /// Whether the file may be accepted.
    #[must_use]
    pub const fn acceptable(&self) -> bool {
        matches!(self, Self::New | Self::Same { .. } | Self::Newer { .. })
    }
}

/// The entry hashes of the chain this player last accepted for a game (the
/// app keeps one per game in local storage).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownChain {
    /// The game id.
    pub game: String,
    /// Entry hashes (hex), in order.
    pub hashes: Vec<String>,
}

impl KnownChain {
    /// Compares a chain with this one.
    #[must_use]
    pub fn compare(&self, other: &Self) -> History {
        if self.game != other.game {
            return History::OtherGame;
        }
        if self.hashes.is_empty() || other.hashes.is_empty() {
            return History::New;
        }
        let (known, file) = (self.hashes.len() as u64 - 1, other.hashes.len() as u64 - 1);
        if let Some(at) = self.hashes.iter().zip(&other.hashes).position(|(a, b)| a != b) {
            return History::Fork { at: at as u64, known, file };
        }
        match file.cmp(&known) {
            std::cmp::Ordering::Equal => History::Same { seq: file },
            std::cmp::Ordering::Greater => History::Newer { known, file },
            std::cmp::Ordering::Less => History::Older { known, file },
        }
    }

    /// Merges a newer chain in (keeps the longer of two consistent chains).
    pub fn update(&mut self, newer: &Self) {
        if matches!(self.compare(newer), History::Newer { .. } | History::New) && newer.game == self.game {
            self.hashes.clone_from(&newer.hashes);
        }
    }
}

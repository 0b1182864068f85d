//! The signed messages of a turn file: entries (create, start, turn) with
//! their payloads, joins, invitations, commitments, reveals and secrets.

use crate::codec::tagged_hash;
use crate::dice::{DiceCommitment, DiceSegment};
use crate::identity::SeatCard;
use crate::seal::SealedBox;
use engine::save::{Checkpoint, LoggedAction, ScenarioRef};
use engine::seat::SeatConfig;
use serde::{Deserialize, Serialize};

/// A signed message: the exact payload text and the Ed25519 signature over
/// its UTF-8 bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Signed {
    /// The payload, compact JSON, exactly as signed.
    pub p: String,
    /// The signature, base64 (64 bytes).
    pub s: String,
}

/// What kind of entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// The game's creation (seq 0).
    Create,
    /// All players joined (seq 1).
    Start,
    /// A player's turn file.
    Turn,
}

/// The game as its creator set it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// System id.
    pub system: String,
    /// Scenario id and data hash.
    pub scenario: ScenarioRef,
    /// The system's rules version the log is played under.
    pub rules_version: u32,
    /// The seats (v1 meaning).
    pub seats: Vec<SeatConfig>,
    /// For each seat, the player holding it: 0 is the creator (its hot-seat
    /// and computer seats), 1… are remote players, each with its own keys.
    pub holders: Vec<u8>,
    /// Title shown in menus.
    pub title: String,
    /// Creation time (ISO 8601, the creator's clock).
    pub created: String,
    /// The creator's card.
    pub creator: SeatCard,
    /// The creator's dice commitment.
    pub creator_dice: DiceCommitment,
    /// When a file's dice are thrown (absent: [`DiceMode::Open`], so files
    /// of earlier versions read as they were written).
    #[serde(default, skip_serializing_if = "DiceMode::is_open")]
    pub dice_mode: DiceMode,
    /// Whether a player's lost key may be replaced with every other
    /// player's consent ([`crate::rekey`]). Absent ([`Rekeying::Never`]):
    /// never; a lost key is restored from its backup. Every player sees it
    /// before joining, since it lets the others hand a seat to a new key.
    #[serde(default, skip_serializing_if = "Rekeying::is_never")]
    pub rekeying: Rekeying,
    /// The version of the computer player that plays the computer seats
    /// (`Rules::computer_version` of the creator's app), signed here so no
    /// file can claim another ([`crate::computer`]). 0 (absent) in games
    /// created before PBEM 4, whose entries each said theirs.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub computer: u32,
}

/// Whether a game lets a lost key be replaced (PBEM 4; protocol section 2.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rekeying {
    /// Never: a seat is played only with the key that joined it, and a
    /// lost key is restored from its backup. Games created before PBEM 4
    /// read so, whatever their files carry.
    #[default]
    Never,
    /// With every other player's consent: the new key takes the seat once
    /// all the others co-signed its statement. With two players, that is
    /// the opponent's word alone.
    Consent,
}

impl Rekeying {
    /// Whether this is [`Rekeying::Never`].
    #[must_use]
    pub const fn is_never(&self) -> bool {
        matches!(self, Self::Never)
    }
}

/// When the dice of a file's actions are thrown (protocol section 4.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceMode {
    /// With the sender's own next link: the sender sees its rolls as it
    /// plays, and a modified app could see them before it chooses.
    #[default]
    Open,
    /// With the next file's link, from another player: the rolls of a file
    /// are known only once the sender is bound to its actions. Each file
    /// that throws dice waits for an answer before its sender goes on.
    Answered,
}

impl DiceMode {
    /// Whether this is [`DiceMode::Open`].
    #[must_use]
    pub const fn is_open(&self) -> bool {
        matches!(self, Self::Open)
    }
}

impl Setup {
    /// Number of players (key holders).
    #[must_use]
    pub fn players(&self) -> usize {
        self.holders.iter().map(|&h| usize::from(h) + 1).max().unwrap_or(1)
    }
}

/// A remote player's join (signed by the joiner).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Join {
    /// Always `join`.
    pub kind: String,
    /// PBEM version.
    pub pbem: u32,
    /// The game.
    pub game: String,
    /// Hash of the create entry (hex): what the joiner saw.
    pub create: String,
    /// The player index the joiner takes.
    pub player: u8,
    /// The joiner's card.
    pub card: SeatCard,
    /// The joiner's dice commitment.
    pub dice: DiceCommitment,
    /// The invitation it answers, as the creator signed it (PBEM 4 on): a
    /// join is for the player that invitation names and no other, so only
    /// who holds that invitation can take that seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invite: Option<Signed>,
}

/// The creator's invitation to one player (signed by the creator).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Invite {
    /// Always `invite`.
    pub kind: String,
    /// PBEM version.
    pub pbem: u32,
    /// The game.
    pub game: String,
    /// Hash of the create entry (hex).
    pub create: String,
    /// The invited player index.
    pub to: u8,
}

/// A sealed commitment to simultaneous orders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Commit {
    /// The seat whose orders these are.
    pub seat: u8,
    /// The round of simultaneous orders (chosen by the app, e.g. the turn).
    pub round: u32,
    /// Every seat that must commit in this round before anyone reveals.
    pub seats: Vec<u8>,
    /// The commitment (hex).
    pub commitment: String,
    /// The opening, sealed to the seat's holder.
    pub sealed: SealedBox,
}

/// The reveal of a commitment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reveal {
    /// The seat.
    pub seat: u8,
    /// The round.
    pub round: u32,
    /// The salt (base64).
    pub salt: String,
    /// The exact committed bytes: compact JSON array of log entries.
    pub orders: String,
}

/// A secret for one seat (a hand of cards, a hidden purchase kept for later).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Secret {
    /// The owner seat.
    pub seat: u8,
    /// What it is, for the app (readable by all).
    pub label: String,
    /// The content, sealed to the seat's holder.
    pub sealed: SealedBox,
}

/// The signed content of an entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payload {
    /// PBEM version.
    pub pbem: u32,
    /// The game id (32 hex digits).
    pub game: String,
    /// Position in the chain.
    pub seq: u64,
    /// Hash of the previous entry (hex); absent only at seq 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prev: Option<String>,
    /// The sending player.
    pub from: u8,
    /// The kind.
    pub kind: EntryKind,
    /// The sender's app version.
    pub app_version: String,
    /// When it was written (sender's clock).
    pub saved: String,
    /// `create` only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Setup>,
    /// `start` only: every remote player's signed [`Join`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joins: Vec<Signed>,
    /// The sender's next dice-chain link (hex); every `start` and `turn`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<String>,
    /// Log length before this entry's actions.
    pub log_start: usize,
    /// Reveals of earlier commitments (their orders join the log first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reveals: Vec<Reveal>,
    /// Public actions (join the log after the revealed orders).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<LoggedAction>,
    /// New commitments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub commits: Vec<Commit>,
    /// Sealed secrets.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub secrets: Vec<Secret>,
    /// Checkpoints after this entry's actions (v1 meaning).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checkpoints: Vec<Checkpoint>,
    /// A short text for the e-mail (free, signed).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// `turn` only: other players' keys replaced ([`crate::rekey`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rekeys: Vec<Rekey>,
    /// The version of the computer player of the sender's app
    /// ([`engine::rules::Rules::computer_version`]), which played any
    /// computer seat in this entry; 0 (left out) in files of apps that did
    /// not say ([`crate::computer`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub computer: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// One entry of the chain.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The transmitted text and signature.
    pub signed: Signed,
    /// Its parsed payload.
    pub payload: Payload,
    /// `SHA-256(tag ‖ payload bytes ‖ signature bytes)`.
    pub hash: [u8; 32],
}

/// Hash of an entry over its exact bytes.
#[must_use]
pub fn entry_hash(signed: &Signed) -> [u8; 32] {
    let sig = crate::codec::unb64(&signed.s).unwrap_or_default();
    tagged_hash("sandtable-pbem/entry/v1", &[signed.p.as_bytes(), &sig])
}

/// `extensions.pbem`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PbemExtension {
    /// PBEM version.
    pub v: u32,
    /// The game id.
    pub game: String,
    /// Every entry, in order.
    pub chain: Vec<Signed>,
    /// Where the engine re-seeds its dice (derived; checked).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<DiceSegment>,
    /// Present in invitation files: the creator's signed [`Invite`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invite: Option<Signed>,
}

/// What the player with the new key states (signed by the new key).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statement {
    /// Always `rekey`.
    pub kind: String,
    /// PBEM version.
    pub pbem: u32,
    /// The game.
    pub game: String,
    /// Hash of the creation entry (hex).
    pub create: String,
    /// The entry the request was made after: it is refused before it.
    pub after: u64,
    /// The player whose key is replaced.
    pub player: u8,
    /// The new card.
    pub card: SeatCard,
    /// The new dice commitment.
    pub dice: DiceCommitment,
}

/// One player's consent: its signature over the statement's exact text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cosign {
    /// The co-signing player.
    pub player: u8,
    /// Its Ed25519 signature over the statement text (base64).
    pub s: String,
}

/// A replacement as a turn file carries it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rekey {
    /// The statement, signed by the new key.
    pub statement: Signed,
    /// Every other player's consent.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cosigns: Vec<Cosign>,
}

impl Rekey {
    /// The statement of this replacement when it replaces player `player`'s key (read
    /// only: `ChainState::check_statement` checks it).
    pub(crate) fn statement_for(&self, player: u8) -> Option<Statement> {
        serde_json::from_str::<Statement>(&self.statement.p).ok().filter(|s| s.player == player)
    }
}

//! Turn files ("envelopes"): a save file whose `extensions.pbem` holds the
//! game's signed, hash-chained entries. The readable save fields are a
//! rendering of the chain; the verifier rebuilds them from the signed entries
//! and compares the whole file byte for byte.
//!
//! Entry kinds, in chain order:
//! * `create` (seq 0, player 0): the setup, the creator's card and dice
//!   commitment;
//! * `start` (seq 1, player 0): every other player's signed join (card and
//!   dice commitment) and the creator's first dice reveal; the game's setup
//!   seed is fixed here; it may carry the creator's first turn;
//! * `turn` (seq 2…, any player): that player's next dice reveal, its actions,
//!   order commitments and reveals, sealed secrets and the checkpoints.

use crate::codec::{hex, tagged_hash, unb64_array, unhex32};
use crate::dice::{DiceCommitment, DiceSegment, reveal_follows, seed_material};
use crate::identity::{SeatCard, SeatKeys};
use crate::orders::Opening;
use crate::seal::SealedBox;
use crate::verify::Check;
use ed25519_dalek::Signature;
use engine::save::{Checkpoint, LoggedAction, Metadata, SaveFile, ScenarioRef};
use engine::seat::SeatConfig;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Version of the PBEM data (`extensions.pbem.v` and every payload's `pbem`).
pub const PBEM_VERSION: u32 = 1;
/// The save-format `version` a turn file carries. It is 2 because a v1
/// reader must not replay it: it would ignore the per-turn dice seeds in
/// `extensions.pbem.dice` and throw other dice. Every v1 field keeps its
/// meaning.
pub const SAVE_VERSION: u32 = 2;
/// Largest file accepted (bytes).
pub const MAX_FILE_BYTES: usize = 32 * 1024 * 1024;

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

/// What the chain implies so far (the protocol's own replay, no rules).
#[derive(Clone, Debug, PartialEq)]
pub struct ChainState {
    /// The setup.
    pub setup: Setup,
    /// Each player's card, once known.
    pub cards: Vec<Option<SeatCard>>,
    /// Each player's dice commitment.
    pub commitments: Vec<Option<DiceCommitment>>,
    /// Each player's latest link (anchor before the first reveal).
    pub links: Vec<[u8; 32]>,
    /// Links revealed per player.
    pub revealed: Vec<u32>,
    /// The log so far.
    pub log: Vec<LoggedAction>,
    /// The checkpoints so far.
    pub checkpoints: Vec<Checkpoint>,
    /// The setup seed (fixed by `start`).
    pub setup_seed: Option<String>,
    /// Re-seeding points.
    pub segments: Vec<DiceSegment>,
    /// Commitments: (round, seat) → (commit, seq of its entry, revealed?).
    pub commits: BTreeMap<(u32, u8), (Commit, u64, bool)>,
    /// Seats of each round.
    pub rounds: BTreeMap<u32, Vec<u8>>,
    /// Number of sealed secrets seen.
    pub secrets: usize,
    /// The player whose dice link was revealed last.
    pub last_revealer: Option<u8>,
}

/// A failed protocol rule: which check and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The check that failed.
    pub check: Check,
    /// What failed, for the player.
    pub message: String,
}

pub(crate) fn fail<T>(check: Check, message: impl Into<String>) -> Result<T, Failure> {
    Err(Failure { check, message: message.into() })
}

/// The signature of a signed message, checked against `card`.
pub(crate) fn check_signature(signed: &Signed, card: &SeatCard) -> Result<(), String> {
    let key = card.verifying_key().map_err(|e| e.to_string())?;
    let sig: [u8; 64] = unb64_array(&signed.s).map_err(|e| format!("unreadable signature ({e})"))?;
    key.verify_strict(signed.p.as_bytes(), &Signature::from_bytes(&sig))
        .map_err(|_| format!("the signature does not match {}'s key ({})", card.name, card.fingerprint))
}

fn parse_hex_link(text: &str, check: Check, what: &str) -> Result<[u8; 32], Failure> {
    unhex32(text).map_err(|e| Failure { check, message: format!("{what} is damaged ({e})") })
}

impl ChainState {
    /// The state after the create entry.
    ///
    /// # Errors
    /// An invalid setup.
    pub fn from_create(entry: &Entry) -> Result<Self, Failure> {
        let p = &entry.payload;
        if p.kind != EntryKind::Create || p.seq != 0 {
            return fail(Check::Players, "the first entry is not the game's creation");
        }
        let Some(setup) = p.setup.clone() else {
            return fail(Check::Players, "the creation entry has no setup");
        };
        if setup.seats.is_empty() || setup.seats.len() != setup.holders.len() || setup.seats.len() > 64 {
            return fail(Check::Players, "the setup's seats and holders do not match");
        }
        let players = setup.players();
        if (0..players).any(|pl| !setup.holders.iter().any(|&h| usize::from(h) == pl)) {
            return fail(Check::Players, "a player in the setup holds no seat");
        }
        setup.creator.keys().map_err(|e| Failure { check: Check::Players, message: e.to_string() })?;
        let anchor = parse_hex_link(&setup.creator_dice.anchor, Check::Dice, "the creator's dice commitment")?;
        let mut links = vec![[0u8; 32]; players];
        links[0] = anchor;
        let mut cards = vec![None; players];
        cards[0] = Some(setup.creator.clone());
        let mut commitments = vec![None; players];
        commitments[0] = Some(setup.creator_dice.clone());
        if p.from != 0
            || p.log_start != 0
            || !p.actions.is_empty()
            || !p.reveals.is_empty()
            || !p.commits.is_empty()
            || !p.secrets.is_empty()
            || !p.joins.is_empty()
            || !p.checkpoints.is_empty()
            || p.dice.is_some()
            || p.prev.is_some()
        {
            return fail(Check::Players, "the creation entry carries turn data");
        }
        Ok(Self {
            setup,
            cards,
            commitments,
            links,
            revealed: vec![0; players],
            log: Vec::new(),
            checkpoints: p.checkpoints.clone(),
            setup_seed: None,
            segments: Vec::new(),
            commits: BTreeMap::new(),
            rounds: BTreeMap::new(),
            secrets: 0,
            last_revealer: None,
        })
    }

    /// Whether every player has joined.
    #[must_use]
    pub fn started(&self) -> bool {
        self.setup_seed.is_some()
    }

    /// The player holding `seat`.
    #[must_use]
    pub fn holder(&self, seat: u8) -> Option<u8> {
        self.setup.holders.get(usize::from(seat)).copied()
    }

    /// The card of player `player`.
    #[must_use]
    pub fn card(&self, player: u8) -> Option<&SeatCard> {
        self.cards.get(usize::from(player)).and_then(Option::as_ref)
    }

    /// The player index of `keys` in this game.
    #[must_use]
    pub fn player_of(&self, card: &SeatCard) -> Option<u8> {
        self.cards.iter().position(|c| c.as_ref().is_some_and(|c| c.same_keys(card))).and_then(|i| u8::try_from(i).ok())
    }

    /// A name for player `player` (its card's name, or `player N` before it joined).
    #[must_use]
    pub fn player_name(&self, player: u8) -> String {
        self.card(player).map_or_else(|| format!("player {player}"), |c| c.name.clone())
    }
}

/// Checks an entry's signature against its sender's card.
pub(crate) fn check_entry_signature(state: &ChainState, entry: &Entry) -> Result<(), Failure> {
    let p = &entry.payload;
    let card = state.card(p.from).ok_or_else(|| Failure {
        check: Check::Signatures,
        message: format!("entry #{} is from player {}, who has not joined", p.seq, p.from),
    })?;
    check_signature(&entry.signed, card).map_err(|m| Failure {
        check: Check::Signatures,
        message: format!("entry #{} claims to be from {}: {m}", p.seq, card.name),
    })
}

impl ChainState {
    /// Applies entry `seq ≥ 1` (chain links already checked).
    ///
    /// # Errors
    /// The first rule the entry breaks.
    pub fn apply(&mut self, game: &str, entry: &Entry, create_hash: &[u8; 32]) -> Result<(), Failure> {
        self.apply_with(game, entry, create_hash, true)
    }

    /// [`ChainState::apply`]; join signatures are checked only if asked (the
    /// verifier checks every signature in a later pass).
    fn apply_with(
        &mut self,
        game: &str,
        entry: &Entry,
        create_hash: &[u8; 32],
        verify_joins: bool,
    ) -> Result<(), Failure> {
        let p = &entry.payload;
        if usize::from(p.from) >= self.cards.len() {
            return fail(
                Check::Players,
                format!("entry #{} is from player {}, who is not in this game", p.seq, p.from),
            );
        }
        match p.kind {
            EntryKind::Create => return fail(Check::Sequence, format!("entry #{} is a second creation", p.seq)),
            EntryKind::Start => {
                if p.seq != 1 || p.from != 0 {
                    return fail(Check::Sequence, format!("entry #{} starts the game again", p.seq));
                }
                let mut seen = vec![false; self.cards.len()];
                for signed in &p.joins {
                    let join = self.check_join_with(game, signed, create_hash, verify_joins)?;
                    let i = usize::from(join.player);
                    if seen[i] {
                        return fail(Check::Players, format!("player {} joined twice", join.player));
                    }
                    seen[i] = true;
                    if self.cards.iter().flatten().any(|c| c.same_keys(&join.card)) {
                        return fail(
                            Check::Players,
                            format!("{} joined with keys another player already uses", join.card.name),
                        );
                    }
                    self.links[i] = parse_hex_link(&join.dice.anchor, Check::Dice, "a dice commitment")?;
                    self.cards[i] = Some(join.card);
                    self.commitments[i] = Some(join.dice);
                }
                if let Some(missing) = (1..self.cards.len()).find(|&i| !seen[i]) {
                    return fail(Check::Players, format!("the game started before player {missing} joined"));
                }
                if !p.reveals.is_empty() {
                    return fail(Check::Orders, "the start entry reveals orders");
                }
            }
            EntryKind::Turn => {
                if !self.started() || p.seq < 2 {
                    return fail(Check::Sequence, format!("entry #{} is a turn before the game started", p.seq));
                }
                if !p.joins.is_empty() {
                    return fail(Check::Players, format!("entry #{} carries joins", p.seq));
                }
                // A player gets a new dice seed only after another player
                // revealed a fresh link: otherwise it could append empty
                // entries until it likes its next seed.
                if self.cards.len() > 1 && self.last_revealer == Some(p.from) {
                    return fail(
                        Check::Sequence,
                        format!(
                            "entry #{}: two files in a row from {} (another player must add a file between them)",
                            p.seq,
                            self.player_name(p.from)
                        ),
                    );
                }
            }
        }
        if p.setup.is_some() {
            return fail(Check::Players, format!("entry #{} carries a second setup", p.seq));
        }
        self.apply_dice(entry)?;
        let seed = seed_material(game, p.seq, &self.links);
        if p.kind == EntryKind::Start {
            self.setup_seed = Some(seed.clone());
        }
        self.apply_orders_and_actions(game, entry, &seed)?;
        for secret in &p.secrets {
            if usize::from(secret.seat) >= self.setup.seats.len() {
                return fail(Check::Secrets, format!("entry #{}: a secret for a seat that does not exist", p.seq));
            }
            secret
                .sealed
                .check_form()
                .map_err(|e| Failure { check: Check::Secrets, message: format!("entry #{}: {e}", p.seq) })?;
            self.secrets += 1;
        }
        self.checkpoints.extend(p.checkpoints.iter().cloned());
        Ok(())
    }

    fn apply_dice(&mut self, entry: &Entry) -> Result<(), Failure> {
        let p = &entry.payload;
        let i = usize::from(p.from);
        let name = self.player_name(p.from);
        let Some(reveal) = &p.dice else {
            return fail(Check::Dice, format!("entry #{} from {name} has no dice reveal", p.seq));
        };
        let reveal = parse_hex_link(reveal, Check::Dice, "a dice reveal")?;
        let length = self.commitments[i].as_ref().map_or(0, |c| c.length);
        if self.revealed[i] >= length {
            return fail(Check::Dice, format!("{name}'s dice chain is used up"));
        }
        if !reveal_follows(&self.links[i], &reveal) {
            return fail(
                Check::Dice,
                format!("entry #{}: {name}'s dice reveal does not match the commitment (dice re-rolled?)", p.seq),
            );
        }
        self.links[i] = reveal;
        self.revealed[i] += 1;
        self.last_revealer = Some(p.from);
        Ok(())
    }

    fn seat_of_sender(&self, seat: u8, entry: &Payload, what: &str) -> Result<(), Failure> {
        match self.holder(seat) {
            Some(h) if h == entry.from => Ok(()),
            Some(h) => fail(
                Check::Signatures,
                format!(
                    "entry #{}: {what} for seat {seat} ({}) is signed by {}, not by its holder {}",
                    entry.seq,
                    self.setup.seats[usize::from(seat)].name,
                    self.player_name(entry.from),
                    self.player_name(h)
                ),
            ),
            None => fail(Check::Signatures, format!("entry #{}: {what} for a seat that does not exist", entry.seq)),
        }
    }

    fn apply_orders_and_actions(&mut self, game: &str, entry: &Entry, seed: &str) -> Result<(), Failure> {
        let p = &entry.payload;
        if p.log_start != self.log.len() {
            return fail(
                Check::Sequence,
                format!("entry #{} continues the log at {} but the log has {}", p.seq, p.log_start, self.log.len()),
            );
        }
        let before = self.log.len();
        for reveal in &p.reveals {
            self.seat_of_sender(reveal.seat, p, "a reveal")?;
            let Some(seats) = self.rounds.get(&reveal.round) else {
                return fail(Check::Orders, format!("entry #{}: a reveal for a round with no commitments", p.seq));
            };
            if let Some(missing) =
                seats.iter().find(|s| self.commits.get(&(reveal.round, **s)).is_none_or(|(_, seq, _)| *seq >= p.seq))
            {
                return fail(
                    Check::Orders,
                    format!(
                        "entry #{}: seat {} revealed its orders before seat {missing} committed (round {})",
                        p.seq, reveal.seat, reveal.round
                    ),
                );
            }
            let Some((commit, _, done)) = self.commits.get_mut(&(reveal.round, reveal.seat)) else {
                return fail(Check::Orders, format!("entry #{}: a reveal without a commitment", p.seq));
            };
            if *done {
                return fail(Check::Orders, format!("entry #{}: orders revealed twice", p.seq));
            }
            let opening = Opening { salt: reveal.salt.clone(), orders: reveal.orders.clone() };
            if !opening.matches(game, reveal.round, reveal.seat, &commit.commitment) {
                return fail(
                    Check::Orders,
                    format!(
                        "entry #{}: seat {}'s revealed orders do not match its commitment (round {})",
                        p.seq, reveal.seat, reveal.round
                    ),
                );
            }
            *done = true;
            let orders: Vec<LoggedAction> = serde_json::from_str(&reveal.orders).map_err(|e| Failure {
                check: Check::Orders,
                message: format!("entry #{}: revealed orders are not a list of actions ({e})", p.seq),
            })?;
            if orders.iter().any(|o| o.seat.0 != reveal.seat) {
                return fail(Check::Orders, format!("entry #{}: revealed orders for another seat", p.seq));
            }
            self.log.extend(orders);
        }
        for action in &p.actions {
            self.seat_of_sender(action.seat.0, p, "an action")?;
            self.log.push(action.clone());
        }
        for commit in &p.commits {
            self.seat_of_sender(commit.seat, p, "a commitment")?;
            let mut seats = commit.seats.clone();
            seats.sort_unstable();
            seats.dedup();
            if seats != commit.seats
                || !seats.contains(&commit.seat)
                || seats.iter().any(|&s| usize::from(s) >= self.setup.seats.len())
            {
                return fail(Check::Orders, format!("entry #{}: a commitment lists bad seats", p.seq));
            }
            if self.rounds.get(&commit.round).is_some_and(|s| *s != seats) {
                return fail(Check::Orders, format!("entry #{}: commitments of one round list other seats", p.seq));
            }
            if self.commits.values().any(|(c, _, done)| c.round == commit.round && *done) {
                return fail(Check::Orders, format!("entry #{}: a commitment after reveals began", p.seq));
            }
            if self.commits.contains_key(&(commit.round, commit.seat)) {
                return fail(Check::Orders, format!("entry #{}: seat {} committed twice", p.seq, commit.seat));
            }
            parse_hex_link(&commit.commitment, Check::Orders, "a commitment")?;
            commit.sealed.check_form().map_err(|e| Failure { check: Check::Orders, message: e.to_string() })?;
            self.rounds.insert(commit.round, seats);
            self.commits.insert((commit.round, commit.seat), (commit.clone(), p.seq, false));
        }
        // Actions of the start entry (the creator's first turn) continue the
        // setup's stream; every turn entry re-seeds.
        if self.log.len() > before && p.kind == EntryKind::Turn {
            self.segments.push(DiceSegment { from: before, seq: p.seq, seed: seed.to_owned() });
        }
        Ok(())
    }
}

impl ChainState {
    /// Checks a join against this game (for `start` and for the lobby).
    ///
    /// # Errors
    /// A join for another game, a bad card or signature.
    pub fn check_join(&self, game: &str, signed: &Signed, create_hash: &[u8; 32]) -> Result<Join, Failure> {
        self.check_join_with(game, signed, create_hash, true)
    }

    fn check_join_with(
        &self,
        game: &str,
        signed: &Signed,
        create_hash: &[u8; 32],
        verify_signature: bool,
    ) -> Result<Join, Failure> {
        let join: Join = serde_json::from_str(&signed.p)
            .map_err(|e| Failure { check: Check::Format, message: format!("a join is damaged ({e})") })?;
        if join.kind != "join" || join.pbem != PBEM_VERSION {
            return fail(Check::Format, "a join is not a version-1 join");
        }
        if join.game != game || join.create != hex(create_hash) {
            return fail(Check::Players, format!("{}'s join is for another game", join.card.name));
        }
        if join.player == 0 || usize::from(join.player) >= self.cards.len() {
            return fail(Check::Players, format!("{}'s join names a player that does not exist", join.card.name));
        }
        join.card.keys().map_err(|e| Failure { check: Check::Players, message: e.to_string() })?;
        if verify_signature {
            check_signature(signed, &join.card).map_err(|m| Failure {
                check: Check::Signatures,
                message: format!("{}'s join: {m}", join.card.name),
            })?;
        }
        parse_hex_link(&join.dice.anchor, Check::Dice, "a dice commitment")?;
        if join.dice.length == 0 {
            return fail(Check::Dice, "a dice commitment has no links");
        }
        Ok(join)
    }
}

/// A parsed chain whose every protocol rule holds.
#[derive(Clone, Debug)]
pub struct Envelope {
    /// The game id.
    pub game: String,
    /// The entries.
    pub entries: Vec<Entry>,
    /// What they imply.
    pub state: ChainState,
    /// The invitation, in an invitation file.
    pub invite: Option<Signed>,
}

fn parse_entry(i: usize, signed: &Signed, game: &str) -> Result<Entry, Failure> {
    let payload: Payload = serde_json::from_str(&signed.p)
        .map_err(|e| Failure { check: Check::Format, message: format!("entry #{i} is damaged ({e})") })?;
    if payload.pbem != PBEM_VERSION {
        return fail(Check::Format, format!("entry #{i} is of PBEM version {}", payload.pbem));
    }
    if payload.game != game {
        return fail(Check::Chain, format!("entry #{i} belongs to another game ({})", payload.game));
    }
    if payload.seq != i as u64 {
        return fail(Check::Sequence, format!("entry #{i} says it is #{}", payload.seq));
    }
    let expected = match i {
        0 => EntryKind::Create,
        1 => EntryKind::Start,
        _ => EntryKind::Turn,
    };
    if payload.kind != expected {
        return fail(Check::Sequence, format!("entry #{i} is a {:?} entry where a {expected:?} belongs", payload.kind));
    }
    unb64_array::<64>(&signed.s)
        .map_err(|e| Failure { check: Check::Signatures, message: format!("entry #{i} is unsigned ({e})") })?;
    Ok(Entry { hash: entry_hash(signed), signed: signed.clone(), payload })
}

impl Envelope {
    /// Reads a turn file and checks it completely: format, links, players,
    /// dice, orders, secrets, that the text is exactly the rendering of the
    /// signed entries, and every signature (newest first). `passed` receives
    /// each check as it passes.
    ///
    /// # Errors
    /// The first failure.
    pub fn parse(text: &str, passed: &mut dyn FnMut(Check, String)) -> Result<Self, Failure> {
        let format = |m: String| Failure { check: Check::Format, message: m };
        if text.len() > MAX_FILE_BYTES {
            return Err(format("the file is too large".into()));
        }
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            format(if e.is_eof() {
                "the file is incomplete (cut off while copying?)".into()
            } else {
                format!("the file is damaged: not readable JSON ({e})")
            })
        })?;
        if value.get("format").and_then(serde_json::Value::as_str) != Some(engine::save::FORMAT) {
            return Err(format("this is not a Sandtable file".into()));
        }
        let version = value.get("version").and_then(serde_json::Value::as_u64).unwrap_or(0);
        if version > u64::from(SAVE_VERSION) {
            return Err(format(format!("made by a newer version of Sandtable (format {version})")));
        }
        let Some(pbem) = value.get("extensions").and_then(|e| e.get("pbem")) else {
            return Err(format("this is an ordinary save, not a play-by-e-mail file (nothing is signed)".into()));
        };
        let ext: PbemExtension = serde_json::from_value(pbem.clone())
            .map_err(|e| format(format!("the play-by-e-mail data is damaged ({e})")))?;
        if ext.v != PBEM_VERSION {
            return Err(format(format!("play-by-e-mail data of version {} is not readable here", ext.v)));
        }
        let envelope = Self::from_chain_unsigned(&ext.game, &ext.chain, ext.invite.clone(), passed)?;
        let expected = envelope.to_text();
        if expected != text {
            return fail(Check::Content, content_difference(&expected, &value));
        }
        passed(Check::Content, "the readable save is exactly what the signed entries say".into());
        envelope.check_signatures()?;
        passed(Check::Signatures, format!("all {} entries signed by their players' keys", envelope.entries.len()));
        Ok(envelope)
    }

    /// [`Envelope::parse`] without the list of passed checks.
    ///
    /// # Errors
    /// The first failure.
    pub fn read(text: &str) -> Result<Self, Failure> {
        Self::parse(text, &mut |_, _| {})
    }

    /// Every signature: entries newest first, then the joins and invitation.
    fn check_signatures(&self) -> Result<(), Failure> {
        for entry in self.entries.iter().rev() {
            check_entry_signature(&self.state, entry)?;
        }
        if let Some(start) = self.entries.get(1) {
            for signed in &start.payload.joins {
                self.state.check_join(&self.game, signed, &self.entries[0].hash)?;
            }
        }
        if let Some(invite) = &self.invite {
            check_signature(invite, &self.state.setup.creator)
                .map_err(|m| Failure { check: Check::Signatures, message: format!("the invitation: {m}") })?;
        }
        Ok(())
    }

    fn from_chain_unsigned(
        game: &str,
        chain: &[Signed],
        invite: Option<Signed>,
        passed: &mut dyn FnMut(Check, String),
    ) -> Result<Self, Failure> {
        if chain.is_empty() {
            return fail(Check::Format, "the file holds no entries");
        }
        let entries = chain.iter().enumerate().map(|(i, s)| parse_entry(i, s, game)).collect::<Result<Vec<_>, _>>()?;
        passed(Check::Format, format!("a play-by-e-mail file of game {}, {} entries", short(game), entries.len()));
        for pair in entries.windows(2) {
            if pair[1].payload.prev.as_deref() != Some(hex(&pair[0].hash).as_str()) {
                return fail(
                    Check::Chain,
                    format!(
                        "entry #{} does not follow entry #{} (an entry was changed, removed or inserted)",
                        pair[1].payload.seq, pair[0].payload.seq
                    ),
                );
            }
        }
        let head = &entries[entries.len() - 1];
        passed(
            Check::Chain,
            format!("every entry links to the one before; head #{} {}", head.payload.seq, short(&hex(&head.hash))),
        );
        passed(
            Check::Sequence,
            format!("entries numbered 0 to {}, creation, start and turns in order", entries.len() - 1),
        );
        // The protocol's own replay: players, dice, orders, secrets.
        let create_hash = entries[0].hash;
        let mut state = ChainState::from_create(&entries[0])?;
        for entry in &entries[1..] {
            state.apply_with(game, entry, &create_hash, false)?;
        }
        if let Some(invite) = &invite {
            let inv: Invite = serde_json::from_str(&invite.p)
                .map_err(|e| Failure { check: Check::Format, message: format!("the invitation is damaged ({e})") })?;
            if inv.kind != "invite" || inv.game != game || inv.create != hex(&create_hash) {
                return fail(Check::Players, "the invitation is for another game");
            }
            if entries.len() != 1 {
                return fail(Check::Players, "an invitation inside a game that has started");
            }
        }
        let names: Vec<String> = (0..state.cards.len())
            .filter_map(|i| u8::try_from(i).ok())
            .filter(|&i| state.card(i).is_some())
            .map(|i| format!("{} {}", state.player_name(i), state.card(i).map_or("", |c| c.fingerprint.as_str())))
            .collect();
        passed(
            Check::Players,
            format!("{} of {} players joined: {}", names.len(), state.cards.len(), names.join(", ")),
        );
        let reveals: u32 = state.revealed.iter().sum();
        passed(
            Check::Dice,
            format!("{reveals} dice reveals match their commitments; {} dice segments derived", state.segments.len()),
        );
        passed(
            Check::Orders,
            format!(
                "{} commitments, {} revealed, each matching",
                state.commits.len(),
                state.commits.values().filter(|(_, _, d)| *d).count()
            ),
        );
        passed(Check::Secrets, format!("{} sealed secrets, readable only by their owners", state.secrets));
        Ok(Self { game: game.to_owned(), entries, state, invite })
    }

    /// The save file this chain renders to (v1 fields from the chain).
    #[must_use]
    pub fn render(&self) -> SaveFile {
        let setup = &self.state.setup;
        let last = &self.entries[self.entries.len() - 1].payload;
        let created = &self.entries[0].payload.saved;
        let ext = PbemExtension {
            v: PBEM_VERSION,
            game: self.game.clone(),
            chain: self.entries.iter().map(|e| e.signed.clone()).collect(),
            dice: self.state.segments.clone(),
            invite: self.invite.clone(),
        };
        let mut extensions = serde_json::Map::new();
        extensions.insert("pbem".into(), serde_json::to_value(ext).unwrap_or_default());
        SaveFile {
            format: engine::save::FORMAT.into(),
            version: SAVE_VERSION,
            app_version: last.app_version.clone(),
            system: setup.system.clone(),
            scenario: setup.scenario.clone(),
            rules_version: setup.rules_version,
            seats: setup.seats.clone(),
            seed: self.state.setup_seed.clone().unwrap_or_default(),
            log: self.state.log.clone(),
            checkpoints: self.state.checkpoints.clone(),
            metadata: Metadata {
                title: setup.title.clone(),
                mode: "pbem".into(),
                created: created.clone(),
                saved: last.saved.clone(),
            },
            extensions,
        }
    }

    /// The file's text: compact JSON of [`Envelope::render`]. This is the
    /// only text the verifier accepts for this chain.
    #[must_use]
    pub fn to_text(&self) -> String {
        serde_json::to_string(&self.render()).unwrap_or_default()
    }

    /// The last entry.
    #[must_use]
    pub fn head(&self) -> &Entry {
        &self.entries[self.entries.len() - 1]
    }

    /// The player `keys` hold in this game.
    #[must_use]
    pub fn player_of(&self, keys: &SeatKeys) -> Option<u8> {
        self.state.player_of(&keys.card())
    }

    /// Whether the game has started (every player joined).
    #[must_use]
    pub fn started(&self) -> bool {
        self.state.started()
    }
}

/// The first 12 characters of an id or hash.
#[must_use]
pub fn short(id: &str) -> &str {
    id.get(..12).unwrap_or(id)
}

/// Names the top-level fields that differ from the signed content.
fn content_difference(expected: &str, actual: &serde_json::Value) -> String {
    let Ok(expected) = serde_json::from_str::<serde_json::Value>(expected) else {
        return "the file differs from its signed content".into();
    };
    let mut fields: Vec<String> = Vec::new();
    if let (Some(e), Some(a)) = (expected.as_object(), actual.as_object()) {
        for (k, v) in e {
            if a.get(k) != Some(v) {
                fields.push(k.clone());
            }
        }
        fields.extend(a.keys().filter(|k| !e.contains_key(*k)).cloned());
    }
    if fields.is_empty() {
        "the file's bytes differ from the signed content (edited formatting or encoding)".into()
    } else {
        format!("{} changed after signing (does not match the signed entries)", fields.join(", "))
    }
}

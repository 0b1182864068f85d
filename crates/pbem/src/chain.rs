//! The protocol's own replay of a chain, without rules: players, dice
//! reveals, commit-then-reveal of orders, secrets and the log they imply.
//! Each rule a file can break is refused here with the check it fails.

use crate::codec::{hex, unb64_array, unhex32};
use crate::dice::{DiceCommitment, DiceSegment, reveal_follows, seed_material};
use crate::entry::{Commit, DiceMode, Entry, EntryKind, Invite, Join, Payload, Reveal, Setup, Signed};
use crate::identity::{CardError, SeatCard};
use crate::orders::Opening;
use crate::report::Check;
use crate::seal::{BLOCK, Layout, SealError, SealedBox, TAG};
use crate::version::{ANSWERED_SINCE, BOUND_SINCE, readable_version};
use ed25519_dalek::Signature;
use engine::save::{Checkpoint, LoggedAction};
use engine::text::Text;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

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
    /// With [`DiceMode::Answered`]: the last entry's actions, whose dice
    /// wait for the next entry's link (not in the rendered log yet).
    pub awaiting: Option<Awaiting>,
    /// Commitments: (round, seat) → (commit, seq of its entry, revealed?).
    pub commits: BTreeMap<(u32, u8), (Commit, u64, bool)>,
    /// Seats of each round.
    pub rounds: BTreeMap<u32, Vec<u8>>,
    /// Each seat's open commitment: seat → its round (at most one per seat).
    pub open: BTreeMap<u8, u32>,
    /// Rounds every seat has committed to: round → the entry that brought
    /// the last commitment (from the next entry on, reveals are due).
    pub complete: BTreeMap<u32, u64>,
    /// Rounds whose reveals have begun (no commitment joins them any more).
    pub revealing: BTreeSet<u32>,
    /// Where each start and turn entry left the log, for the rules' check
    /// that no file ends while its sender still has to act ([`crate::steps`]).
    pub ends: Vec<EntryEnd>,
    /// Number of sealed secrets seen.
    pub secrets: usize,
    /// The player whose dice link was revealed last.
    pub last_revealer: Option<u8>,
    /// The PBEM version of the newest entry so far (it never goes back).
    pub version: u32,
    /// The PBEM version of the creation entry: what the game was made under.
    pub created_under: u32,
    /// Per player, what its links are mixed with in the seeds since its key
    /// was replaced ([`crate::rekey`]): the co-signatures of the
    /// replacement, which its requester could not compute when it chose its
    /// new chain, so no roll depends only on values it chose.
    pub salts: Vec<Option<[u8; 32]>>,
    /// Every key replaced, in order: shown in every report from then on.
    pub replaced: Vec<Replacement>,
    /// The version of the computer player in force (PBEM 4 on: the
    /// creation's, raised by the computer seats' holder's later entries).
    pub computer: u32,
    /// Where the computer seats' holder raised it: (entry, version).
    pub computer_raised: Vec<(u64, u32)>,
}

/// A key replaced in the game ([`crate::rekey`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    /// The player whose key it was.
    pub player: u8,
    /// The entry that carried the replacement.
    pub seq: u64,
    /// The key it replaced.
    pub old: SeatCard,
    /// The new key.
    pub new: SeatCard,
    /// The players who consented.
    pub consented: Vec<u8>,
}

/// Actions whose dice wait for an answer ([`DiceMode::Answered`]): where
/// they begin in the log and who sent them. The next entry, always another
/// player's, throws them with its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Awaiting {
    /// Log index of the first waiting action.
    pub from: usize,
    /// The sender of the entry that added them.
    pub player: u8,
}

/// Where an entry left the game: its sender, the log's length after it, and
/// the seats whose orders were sealed then (they wait for the round, so the
/// rules still list them as to act in the public game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryEnd {
    /// The entry.
    pub seq: u64,
    /// Its sender.
    pub from: u8,
    /// The log's length before it.
    pub log_start: usize,
    /// The log's length after it.
    pub log_len: usize,
    /// Seats with sealed orders not yet revealed after it.
    pub sealed: Vec<u8>,
}

/// A failed protocol rule: which check and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The check that failed.
    pub check: Check,
    /// What failed, for the player (a `pbem.fail.…` message, or the
    /// message of a bad card or sealed secret).
    pub text: Text,
}

/// In English (logs and tests); players read [`Failure::text`] in their
/// language.
impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::english().render(&self.text))
    }
}

pub(crate) fn fail<T>(check: Check, text: Text) -> Result<T, Failure> {
    Err(Failure { check, text })
}

/// A message of an entry (`entry #{ $seq } …`).
pub(crate) fn entry_text(key: &str, seq: impl ToString) -> Text {
    Text::key(key).plain("seq", seq)
}

/// Why a signature was refused.
pub(crate) enum BadSignature {
    /// The signer's card is invalid.
    Card(CardError),
    /// The signature is not base64 of 64 bytes.
    Unreadable(String),
    /// The signature does not verify under the signer's key.
    Mismatch,
}

/// What a signature was checked on, for the message.
#[derive(Clone, Copy)]
pub(crate) enum Signer {
    /// Entry `seq`.
    Entry(u64),
    /// The invitation.
    Invitation,
    /// A join.
    Join,
}

/// A part of an entry signed for a seat.
#[derive(Clone, Copy)]
enum Part {
    Reveal,
    Action,
    Commitment,
}

impl BadSignature {
    /// The message: what was signed, by whom, and what is wrong.
    pub(crate) fn text(self, signer: Signer, card: &SeatCard) -> Text {
        let key = match (&self, signer) {
            (Self::Card(e), _) => return e.text(),
            (Self::Unreadable(_), Signer::Entry(_)) => "pbem.fail.entry_signature_unreadable",
            (Self::Mismatch, Signer::Entry(_)) => "pbem.fail.entry_signature_mismatch",
            (Self::Unreadable(_), Signer::Invitation) => "pbem.fail.invitation_signature_unreadable",
            (Self::Mismatch, Signer::Invitation) => "pbem.fail.invitation_signature_mismatch",
            (Self::Unreadable(_), Signer::Join) => "pbem.fail.join_signature_unreadable",
            (Self::Mismatch, Signer::Join) => "pbem.fail.join_signature_mismatch",
        };
        let mut text = Text::key(key);
        if let Signer::Entry(seq) = signer {
            text = text.plain("seq", seq);
        }
        text = text.plain("player", &card.name);
        match self {
            Self::Unreadable(detail) => text.plain("detail", detail),
            _ => text.plain("fingerprint", &card.fingerprint),
        }
    }
}

/// The signature of a signed message, checked against `card`.
pub(crate) fn check_signature(signed: &Signed, card: &SeatCard) -> Result<(), BadSignature> {
    let key = card.verifying_key().map_err(BadSignature::Card)?;
    let sig: [u8; 64] = unb64_array(&signed.s).map_err(BadSignature::Unreadable)?;
    key.verify_strict(signed.p.as_bytes(), &Signature::from_bytes(&sig)).map_err(|_| BadSignature::Mismatch)
}

/// A hex link (dice commitment or reveal, order commitment); `key` names
/// what it is in the message (`pbem.fail.…_damaged`, with `$detail`).
fn parse_hex_link(text: &str, check: Check, key: &str) -> Result<[u8; 32], Failure> {
    unhex32(text).map_err(|e| Failure { check, text: Text::key(key).plain("detail", e) })
}

/// A sealed box of entry `p`, for `seat`, must be well formed and, from
/// PBEM 2 on, of a padded size: a box of any other size could tell what is
/// inside (how many units were bought). `damaged` is the message for a box
/// that is not well formed (sealed orders or a secret); `check` the check
/// that refuses it.
fn check_sealed(sealed: &SealedBox, p: &Payload, seat: u8, check: Check, damaged: &str) -> Result<(), Failure> {
    sealed
        .check_form()
        .map_err(|e| Failure { check, text: entry_text(damaged, p.seq).plain("detail", seal_detail(e)) })?;
    if Layout::of_version(p.pbem) == Layout::Padded {
        sealed.check_size().map_err(|size| Failure {
            check,
            text: entry_text("pbem.fail.sealed_size", p.seq)
                .plain("seat", seat)
                .plain("size", size)
                .plain("smallest", BLOCK + TAG),
        })?;
    }
    Ok(())
}

/// The technical detail of a sealed box that is not well formed.
fn seal_detail(e: SealError) -> String {
    match e {
        SealError::Damaged(detail) => detail,
        SealError::NotOpened => e.to_string(),
    }
}

impl ChainState {
    /// The state after the create entry.
    ///
    /// # Errors
    /// An invalid setup.
    pub fn from_create(entry: &Entry) -> Result<Self, Failure> {
        let p = &entry.payload;
        if p.kind != EntryKind::Create || p.seq != 0 {
            return fail(Check::Players, Text::key("pbem.fail.first_not_creation"));
        }
        let Some(setup) = p.setup.clone() else {
            return fail(Check::Players, Text::key("pbem.fail.no_setup"));
        };
        if setup.seats.is_empty() || setup.seats.len() != setup.holders.len() || setup.seats.len() > 64 {
            return fail(Check::Players, Text::key("pbem.fail.seats_holders"));
        }
        let players = setup.players();
        if (0..players).any(|pl| !setup.holders.iter().any(|&h| usize::from(h) == pl)) {
            return fail(Check::Players, Text::key("pbem.fail.player_without_seat"));
        }
        setup.creator.keys().map_err(|e| Failure { check: Check::Players, text: e.text() })?;
        if p.pbem < BOUND_SINCE && (!setup.rekeying.is_never() || setup.computer != 0) {
            return fail(Check::Format, Text::key("pbem.fail.setup_version").plain("version", p.pbem));
        }
        if setup.dice_mode == DiceMode::Answered {
            // Nobody else could answer a lone player's files, and an older
            // app must not take such a game for an open one.
            if players < 2 {
                return fail(Check::Dice, Text::key("pbem.fail.answered_alone"));
            }
            if p.pbem < ANSWERED_SINCE {
                return fail(Check::Format, Text::key("pbem.fail.answered_version").plain("version", p.pbem));
            }
        }
        let anchor = parse_hex_link(&setup.creator_dice.anchor, Check::Dice, "pbem.fail.creator_dice_damaged")?;
        let computer = setup.computer;
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
            return fail(Check::Players, Text::key("pbem.fail.creation_turn_data"));
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
            awaiting: None,
            commits: BTreeMap::new(),
            rounds: BTreeMap::new(),
            open: BTreeMap::new(),
            complete: BTreeMap::new(),
            revealing: BTreeSet::new(),
            ends: Vec::new(),
            secrets: 0,
            last_revealer: None,
            version: p.pbem,
            created_under: p.pbem,
            salts: vec![None; players],
            replaced: Vec::new(),
            computer,
            computer_raised: Vec::new(),
        })
    }

    /// Each player's latest link as the seeds take it: mixed with the salt
    /// of a replacement where its key was replaced ([`ChainState::salts`]).
    #[must_use]
    pub fn seed_links(&self) -> Vec<[u8; 32]> {
        self.links.iter().zip(&self.salts).map(|(link, salt)| salted_link(link, salt.as_ref())).collect()
    }

    /// The seed of entry `seq` were `player` to reveal `link` in it.
    #[must_use]
    pub fn seed_with(&self, game: &str, seq: u64, player: u8, link: [u8; 32]) -> String {
        let mut links = self.seed_links();
        let i = usize::from(player);
        if let Some(slot) = links.get_mut(i) {
            *slot = salted_link(&link, self.salts.get(i).and_then(Option::as_ref));
        }
        seed_material(game, seq, &links)
    }

    /// The log as far as its dice are known: all of it, but for the
    /// actions waiting for an answer ([`Awaiting`]).
    #[must_use]
    pub fn settled_len(&self) -> usize {
        self.awaiting.map_or(self.log.len(), |a| a.from)
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

/// A link as the seeds take it: itself, or mixed with a replacement's salt.
fn salted_link(link: &[u8; 32], salt: Option<&[u8; 32]>) -> [u8; 32] {
    salt.map_or(*link, |salt| crate::codec::tagged_hash("sandtable-pbem/rekeyed-link/v1", &[link, salt]))
}

/// Checks an entry's signature against its sender's card.
pub(crate) fn check_entry_signature(state: &ChainState, entry: &Entry) -> Result<(), Failure> {
    let p = &entry.payload;
    if usize::from(p.from) >= state.cards.len() {
        return fail(Check::Players, entry_text("pbem.fail.entry_from_stranger", p.seq).plain("player", p.from));
    }
    // An entry that carries the replacement of its sender's own key is
    // signed with the new key (the replacement is checked in full, every
    // other player's consent included, when the entry is applied).
    let own_new_card = p.rekeys.iter().find_map(|r| r.statement_for(p.from).map(|s| s.card));
    let card = own_new_card.as_ref().or_else(|| state.card(p.from)).ok_or_else(|| Failure {
        check: Check::Signatures,
        text: entry_text("pbem.fail.entry_from_unjoined", p.seq).plain("player", p.from),
    })?;
    check_signature(&entry.signed, card)
        .map_err(|bad| Failure { check: Check::Signatures, text: bad.text(Signer::Entry(p.seq), card) })
}

impl ChainState {
    /// Applies entry `seq ≥ 1` (chain links already checked).
    ///
    /// # Errors
    /// The first rule the entry breaks.
    pub fn apply(&mut self, game: &str, entry: &Entry, create_hash: &[u8; 32]) -> Result<(), Failure> {
        let p = &entry.payload;
        self.apply_version(p)?;
        if usize::from(p.from) >= self.cards.len() {
            return fail(Check::Players, entry_text("pbem.fail.entry_from_stranger", p.seq).plain("player", p.from));
        }
        match p.kind {
            EntryKind::Create => return fail(Check::Sequence, entry_text("pbem.fail.second_creation", p.seq)),
            EntryKind::Start => {
                if p.seq != 1 || p.from != 0 {
                    return fail(Check::Sequence, entry_text("pbem.fail.second_start", p.seq));
                }
                let mut seen = vec![false; self.cards.len()];
                for signed in &p.joins {
                    let join = self.check_join(game, signed, create_hash)?;
                    let i = usize::from(join.player);
                    if seen[i] {
                        return fail(Check::Players, Text::key("pbem.fail.joined_twice").plain("player", join.player));
                    }
                    seen[i] = true;
                    if self.cards.iter().flatten().any(|c| c.same_keys(&join.card)) {
                        return fail(
                            Check::Players,
                            Text::key("pbem.fail.keys_in_use").plain("player", &join.card.name),
                        );
                    }
                    self.links[i] =
                        parse_hex_link(&join.dice.anchor, Check::Dice, "pbem.fail.dice_commitment_damaged")?;
                    self.cards[i] = Some(join.card);
                    self.commitments[i] = Some(join.dice);
                }
                if let Some(missing) = (1..self.cards.len()).find(|&i| !seen[i]) {
                    return fail(Check::Players, Text::key("pbem.fail.started_early").plain("player", missing));
                }
                if !p.reveals.is_empty() {
                    return fail(Check::Orders, Text::key("pbem.fail.start_reveals"));
                }
            }
            EntryKind::Turn => {
                if !self.started() || p.seq < 2 {
                    return fail(Check::Sequence, entry_text("pbem.fail.turn_before_start", p.seq));
                }
                if !p.joins.is_empty() {
                    return fail(Check::Players, entry_text("pbem.fail.turn_joins", p.seq));
                }
                // A player gets a new dice seed only after another player
                // revealed a fresh link: otherwise it could append empty
                // entries until it likes its next seed.
                if self.cards.len() > 1 && self.last_revealer == Some(p.from) {
                    return fail(
                        Check::Sequence,
                        entry_text("pbem.fail.two_in_a_row", p.seq).plain("player", self.player_name(p.from)),
                    );
                }
            }
        }
        if p.setup.is_some() {
            return fail(Check::Players, entry_text("pbem.fail.second_setup", p.seq));
        }
        self.apply_computer_version(p)?;
        // The sender's own key replaced: it takes over before this entry's
        // dice link, the first of its new chain.
        let (own, others): (Vec<_>, Vec<_>) = p.rekeys.iter().partition(|r| r.statement_for(p.from).is_some());
        if !p.rekeys.is_empty() && p.kind != EntryKind::Turn {
            return fail(Check::Players, entry_text("pbem.fail.rekey_in_start", p.seq));
        }
        for rekey in own {
            self.apply_rekey(game, create_hash, rekey, p.seq)?;
        }
        self.apply_dice(entry)?;
        let seed = seed_material(game, p.seq, &self.seed_links());
        // Answered dice: this entry's link throws the previous entry's
        // dice. Entries alternate between players (`two_in_a_row`), so the
        // sender of those actions could not know this link when it chose
        // them.
        if let Some(awaiting) = self.awaiting.take() {
            self.segments.push(DiceSegment { from: awaiting.from, seq: p.seq, seed: seed.clone() });
        }
        if p.kind == EntryKind::Start {
            self.setup_seed = Some(seed.clone());
        }
        // Keys replaced take over after this entry's seed is fixed (the
        // sender computed it from the links it knew).
        for rekey in others {
            self.apply_rekey(game, create_hash, rekey, p.seq)?;
        }
        self.apply_orders_and_actions(game, entry, &seed)?;
        for secret in &p.secrets {
            if usize::from(secret.seat) >= self.setup.seats.len() {
                return fail(Check::Secrets, entry_text("pbem.fail.secret_no_seat", p.seq));
            }
            check_sealed(&secret.sealed, p, secret.seat, Check::Secrets, "pbem.fail.secret_damaged")?;
            self.secrets += 1;
        }
        self.checkpoints.extend(p.checkpoints.iter().cloned());
        Ok(())
    }

    /// The computer player's version (PBEM 4 on): the creation's, raised
    /// only by the holder of the computer seats, and never lowered. An
    /// update of the creator's app plays its computer seats with its own,
    /// newer version from its next file on, which a receiver with the same
    /// app checks and an older app reports as unchecked (never as a pass);
    /// a file cannot name an older version, or another player's, to have
    /// its computer actions go unchecked.
    fn apply_computer_version(&mut self, p: &Payload) -> Result<(), Failure> {
        if self.created_under < BOUND_SINCE || p.computer == 0 || p.computer == self.computer {
            return Ok(());
        }
        let holds_computer = self
            .setup
            .holders
            .iter()
            .zip(&self.setup.seats)
            .any(|(&holder, seat)| holder == p.from && seat.controller.is_computer());
        if !holds_computer || p.computer < self.computer {
            return fail(
                Check::Computer,
                entry_text("pbem.fail.computer_version_claimed", p.seq)
                    .plain("player", self.player_name(p.from))
                    .plain("claimed", p.computer)
                    .plain("version", self.computer),
            );
        }
        self.computer = p.computer;
        self.computer_raised.push((p.seq, p.computer));
        Ok(())
    }

    /// An entry's version may not be older than the one before: a game
    /// begun under PBEM 1 goes on under 2, but once an entry pads its
    /// sealed boxes no later entry may leave them unpadded.
    fn apply_version(&mut self, p: &Payload) -> Result<(), Failure> {
        if p.pbem < self.version {
            return fail(
                Check::Format,
                entry_text("pbem.fail.version_back", p.seq).plain("version", p.pbem).plain("newest", self.version),
            );
        }
        self.version = p.pbem;
        Ok(())
    }

    fn apply_dice(&mut self, entry: &Entry) -> Result<(), Failure> {
        let p = &entry.payload;
        let i = usize::from(p.from);
        let name = self.player_name(p.from);
        let Some(reveal) = &p.dice else {
            return fail(Check::Dice, entry_text("pbem.fail.no_dice", p.seq).plain("player", name));
        };
        let reveal = parse_hex_link(reveal, Check::Dice, "pbem.fail.dice_reveal_damaged")?;
        let length = self.commitments[i].as_ref().map_or(0, |c| c.length);
        if self.revealed[i] >= length {
            return fail(Check::Dice, Text::key("pbem.fail.dice_used_up").plain("player", name));
        }
        if !reveal_follows(&self.links[i], &reveal) {
            return fail(Check::Dice, entry_text("pbem.fail.dice_mismatch", p.seq).plain("player", name));
        }
        self.links[i] = reveal;
        self.revealed[i] += 1;
        self.last_revealer = Some(p.from);
        Ok(())
    }

    fn seat_of_sender(&self, seat: u8, entry: &Payload, what: Part) -> Result<(), Failure> {
        match self.holder(seat) {
            Some(h) if h == entry.from => Ok(()),
            Some(h) => {
                let key = match what {
                    Part::Reveal => "pbem.fail.reveal_wrong_signer",
                    Part::Action => "pbem.fail.action_wrong_signer",
                    Part::Commitment => "pbem.fail.commitment_wrong_signer",
                };
                fail(
                    Check::Signatures,
                    entry_text(key, entry.seq)
                        .plain("seat", seat)
                        .plain("seat_name", &self.setup.seats[usize::from(seat)].name)
                        .plain("signer", self.player_name(entry.from))
                        .plain("holder", self.player_name(h)),
                )
            }
            None => {
                let key = match what {
                    Part::Reveal => "pbem.fail.reveal_no_seat",
                    Part::Action => "pbem.fail.action_no_seat",
                    Part::Commitment => "pbem.fail.commitment_no_seat",
                };
                fail(Check::Signatures, entry_text(key, entry.seq))
            }
        }
    }

    fn apply_orders_and_actions(&mut self, game: &str, entry: &Entry, seed: &str) -> Result<(), Failure> {
        let p = &entry.payload;
        if p.log_start != self.log.len() {
            return fail(
                Check::Sequence,
                entry_text("pbem.fail.log_gap", p.seq).plain("start", p.log_start).plain("length", self.log.len()),
            );
        }
        let before = self.log.len();
        for reveal in &p.reveals {
            self.seat_of_sender(reveal.seat, p, Part::Reveal)?;
            self.apply_reveal(game, p.seq, reveal)?;
        }
        self.check_no_reveal_overdue(p)?;
        for action in &p.actions {
            self.seat_of_sender(action.seat.0, p, Part::Action)?;
            self.check_not_committed(action.seat.0, p.seq)?;
            self.log.push(action.clone());
        }
        for commit in &p.commits {
            self.seat_of_sender(commit.seat, p, Part::Commitment)?;
            self.apply_commit(commit, p)?;
        }
        // Open dice: actions of the start entry (the creator's first turn)
        // continue the setup's stream; every turn entry re-seeds with its
        // own link. Answered dice: every entry's actions wait for the next.
        if self.log.len() > before {
            if self.setup.dice_mode == DiceMode::Answered {
                self.awaiting = Some(Awaiting { from: before, player: p.from });
            } else if p.kind == EntryKind::Turn {
                self.segments.push(DiceSegment { from: before, seq: p.seq, seed: seed.to_owned() });
            }
        }
        let sealed = self.open.keys().copied().collect();
        self.ends.push(EntryEnd { seq: p.seq, from: p.from, log_start: before, log_len: self.log.len(), sealed });
        Ok(())
    }

    /// The reveal of a seat's committed orders: allowed once every seat of
    /// the round committed in an earlier entry; the exact committed bytes;
    /// the orders join the log.
    fn apply_reveal(&mut self, game: &str, seq: u64, reveal: &Reveal) -> Result<(), Failure> {
        let Some(seats) = self.rounds.get(&reveal.round) else {
            return fail(Check::Orders, entry_text("pbem.fail.reveal_no_round", seq));
        };
        if self.complete.get(&reveal.round).is_none_or(|&at| at >= seq) {
            let missing =
                seats.iter().find(|s| !self.commits.contains_key(&(reveal.round, **s))).unwrap_or(&reveal.seat);
            return fail(
                Check::Orders,
                entry_text("pbem.fail.reveal_early", seq)
                    .plain("seat", reveal.seat)
                    .plain("missing", missing)
                    .plain("round", reveal.round),
            );
        }
        let Some((commit, _, done)) = self.commits.get_mut(&(reveal.round, reveal.seat)) else {
            return fail(Check::Orders, entry_text("pbem.fail.reveal_no_commitment", seq));
        };
        if *done {
            return fail(Check::Orders, entry_text("pbem.fail.revealed_twice", seq));
        }
        let opening = Opening { salt: reveal.salt.clone(), orders: reveal.orders.clone() };
        if !opening.matches(game, reveal.round, reveal.seat, &commit.commitment) {
            return fail(
                Check::Orders,
                entry_text("pbem.fail.reveal_mismatch", seq).plain("seat", reveal.seat).plain("round", reveal.round),
            );
        }
        *done = true;
        self.open.remove(&reveal.seat);
        self.revealing.insert(reveal.round);
        let orders: Vec<LoggedAction> = serde_json::from_str(&reveal.orders).map_err(|e| Failure {
            check: Check::Orders,
            text: entry_text("pbem.fail.reveal_not_actions", seq).plain("detail", e),
        })?;
        if orders.iter().any(|o| o.seat.0 != reveal.seat) {
            return fail(Check::Orders, entry_text("pbem.fail.reveal_other_seat", seq));
        }
        self.log.extend(orders);
        Ok(())
    }

    /// A commitment binds: once every seat of its round has committed, the
    /// holder's next entry reveals it. Without this a player could see every
    /// other seat's orders revealed and then never reveal its own.
    fn check_no_reveal_overdue(&self, p: &Payload) -> Result<(), Failure> {
        let overdue = self.open.iter().find(|&(&seat, round)| {
            self.holder(seat) == Some(p.from) && self.complete.get(round).is_some_and(|&at| at < p.seq)
        });
        match overdue {
            None => Ok(()),
            Some((&seat, &round)) => fail(
                Check::Orders,
                entry_text("pbem.fail.reveal_overdue", p.seq)
                    .plain("seat_name", self.seat_name(seat))
                    .plain("round", round)
                    .plain("committed", self.commits.get(&(round, seat)).map_or(0, |(_, at, _)| *at)),
            ),
        }
    }

    /// A seat whose orders are sealed and not yet revealed takes no public
    /// action: it could otherwise act on what the reveals of others show
    /// while its own choice stays hidden.
    fn check_not_committed(&self, seat: u8, seq: u64) -> Result<(), Failure> {
        match self.open.get(&seat) {
            None => Ok(()),
            Some(round) => fail(
                Check::Orders,
                entry_text("pbem.fail.action_while_committed", seq)
                    .plain("seat_name", self.seat_name(seat))
                    .plain("round", round),
            ),
        }
    }

    /// A commitment of a seat's orders: one open commitment per seat, in a
    /// round that is still collecting commitments, with the same seats as
    /// the round's others. A new round is named after the log position where
    /// it begins (the end of this entry's public actions), so the file does
    /// not choose it, and the rules can say who acts there.
    fn apply_commit(&mut self, commit: &Commit, p: &Payload) -> Result<(), Failure> {
        let seq = p.seq;
        let mut seats = commit.seats.clone();
        seats.sort_unstable();
        seats.dedup();
        if seats != commit.seats
            || !seats.contains(&commit.seat)
            || seats.iter().any(|&s| usize::from(s) >= self.setup.seats.len())
        {
            return fail(Check::Orders, entry_text("pbem.fail.commitment_bad_seats", seq));
        }
        match self.rounds.get(&commit.round) {
            Some(round_seats) if *round_seats != seats => {
                return fail(Check::Orders, entry_text("pbem.fail.commitment_other_seats", seq));
            }
            Some(_) => {}
            None if usize::try_from(commit.round).ok() != Some(self.log.len()) => {
                return fail(
                    Check::Orders,
                    entry_text("pbem.fail.commitment_round", seq)
                        .plain("round", commit.round)
                        .plain("expected", self.log.len()),
                );
            }
            None => {}
        }
        if self.revealing.contains(&commit.round) {
            return fail(Check::Orders, entry_text("pbem.fail.commitment_late", seq));
        }
        if self.commits.contains_key(&(commit.round, commit.seat)) {
            return fail(Check::Orders, entry_text("pbem.fail.committed_twice", seq).plain("seat", commit.seat));
        }
        if let Some(open) = self.open.get(&commit.seat) {
            return fail(
                Check::Orders,
                entry_text("pbem.fail.commitment_open", seq)
                    .plain("seat_name", self.seat_name(commit.seat))
                    .plain("round", open),
            );
        }
        parse_hex_link(&commit.commitment, Check::Orders, "pbem.fail.commitment_damaged")?;
        check_sealed(&commit.sealed, p, commit.seat, Check::Orders, "pbem.fail.sealed_orders_damaged")?;
        self.open.insert(commit.seat, commit.round);
        self.commits.insert((commit.round, commit.seat), (commit.clone(), seq, false));
        if seats.iter().all(|s| self.commits.contains_key(&(commit.round, *s))) {
            self.complete.insert(commit.round, seq);
        }
        self.rounds.insert(commit.round, seats);
        Ok(())
    }

    /// A seat's name in the setup.
    fn seat_name(&self, seat: u8) -> &str {
        self.setup.seats.get(usize::from(seat)).map_or("", |s| s.name.as_str())
    }
}

impl ChainState {
    /// A join of a game of PBEM 4 on answers the invitation of the player it
    /// joins as, signed by the creator: a player holding one invitation
    /// cannot take another player's seat.
    fn check_join_invited(&self, game: &str, join: &Join, create_hash: &[u8; 32]) -> Result<(), Failure> {
        let uninvited = || Failure {
            check: Check::Players,
            text: Text::key("pbem.fail.join_uninvited").plain("player", &join.card.name).plain("seat", join.player),
        };
        let signed = join.invite.as_ref().ok_or_else(uninvited)?;
        let invite: Invite = serde_json::from_str(&signed.p).map_err(|_| uninvited())?;
        if invite.kind != "invite"
            || invite.game != game
            || invite.create != hex(create_hash)
            || invite.to != join.player
        {
            return Err(uninvited());
        }
        let creator = &self.setup.creator;
        check_signature(signed, creator)
            .map_err(|bad| Failure { check: Check::Signatures, text: bad.text(Signer::Invitation, creator) })
    }

    /// Checks a join against this game (for `start` and for the lobby).
    ///
    /// # Errors
    /// A join for another game, a bad card or signature.
    pub fn check_join(&self, game: &str, signed: &Signed, create_hash: &[u8; 32]) -> Result<Join, Failure> {
        let join: Join = serde_json::from_str(&signed.p).map_err(|e| Failure {
            check: Check::Format,
            text: Text::key("pbem.fail.join_damaged").plain("detail", e),
        })?;
        if join.kind != "join" || !readable_version(join.pbem) {
            return fail(Check::Format, Text::key("pbem.fail.join_version").plain("version", join.pbem));
        }
        if join.game != game || join.create != hex(create_hash) {
            return fail(Check::Players, Text::key("pbem.fail.join_other_game").plain("player", &join.card.name));
        }
        if join.player == 0 || usize::from(join.player) >= self.cards.len() {
            return fail(Check::Players, Text::key("pbem.fail.join_no_player").plain("player", &join.card.name));
        }
        join.card.keys().map_err(|e| Failure { check: Check::Players, text: e.text() })?;
        check_signature(signed, &join.card)
            .map_err(|bad| Failure { check: Check::Signatures, text: bad.text(Signer::Join, &join.card) })?;
        if self.created_under >= BOUND_SINCE {
            self.check_join_invited(game, &join, create_hash)?;
        }
        parse_hex_link(&join.dice.anchor, Check::Dice, "pbem.fail.dice_commitment_damaged")?;
        if join.dice.length == 0 {
            return fail(Check::Dice, Text::key("pbem.fail.dice_no_links"));
        }
        Ok(join)
    }
}

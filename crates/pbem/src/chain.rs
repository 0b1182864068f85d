//! The protocol's own replay of a chain, without rules: players, dice
//! reveals, commit-then-reveal of orders, secrets and the log they imply.
//! Each rule a file can break is refused here with the check it fails.

use crate::codec::{hex, unb64_array, unhex32};
use crate::dice::{DiceCommitment, DiceSegment, reveal_follows, seed_material};
use crate::entry::{Commit, Entry, EntryKind, Join, Payload, Setup, Signed};
use crate::envelope::PBEM_VERSION;
use crate::identity::SeatCard;
use crate::orders::Opening;
use crate::verify::Check;
use ed25519_dalek::Signature;
use engine::save::{Checkpoint, LoggedAction};
use std::collections::BTreeMap;

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
    pub(crate) fn apply_with(
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

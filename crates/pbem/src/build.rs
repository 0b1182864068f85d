//! Writing files: creating a game, invitations, joins, the start and turns.

use crate::codec::{b64, hex, unhex32};
use crate::dice::{DiceChain, seed_material};
use crate::envelope::{
    ChainState, Commit, Entry, EntryKind, Envelope, Failure, Invite, Join, PBEM_VERSION, Payload, Reveal, Secret,
    Setup, Signed, check_entry_signature, entry_hash, short,
};
use crate::identity::{SeatCard, SeatKeys};
use crate::orders::Opening;
use crate::seal::{Layout, seal};
use engine::save::{Checkpoint, LoggedAction, ScenarioRef};
use engine::seat::SeatConfig;
use engine::text::Text;
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a file could not be built; each carries the player's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The input breaks a protocol rule.
    Invalid(Text),
    /// These keys hold no player of the game.
    NotAPlayer,
    /// A join or invitation could not be read.
    Refused(Text),
}

impl BuildError {
    /// The player's message.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            Self::Invalid(t) | Self::Refused(t) => t.clone(),
            Self::NotAPlayer => Text::key("pbem.build.not_a_player"),
        }
    }

    pub(crate) fn invalid(key: &str) -> Self {
        Self::Invalid(Text::key(key))
    }

    /// A value that could not be written (JSON, a commitment, a seal): a
    /// fault of this program, not of the player.
    pub(crate) fn unwritable(detail: impl ToString) -> Self {
        Self::Invalid(Text::key("pbem.build.unwritable").plain("detail", detail))
    }
}

/// In English (logs, tests, tools); players read [`BuildError::text`] in
/// their language.
impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::english().render(&self.text()))
    }
}

impl std::error::Error for BuildError {}

impl From<Failure> for BuildError {
    fn from(f: Failure) -> Self {
        Self::Invalid(f.text)
    }
}

/// The app's version and clock for a new entry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    /// The app version.
    pub app_version: String,
    /// Now, ISO 8601.
    pub saved: String,
}

/// A new game, as the creator sets it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGame {
    /// System id.
    pub system: String,
    /// Scenario.
    pub scenario: ScenarioRef,
    /// The system's rules version (`Rules::rules_version`).
    pub rules_version: u32,
    /// The seats.
    pub seats: Vec<SeatConfig>,
    /// Per seat, its player: 0 the creator (hot-seat and computer seats),
    /// 1… one per remote player.
    pub holders: Vec<u8>,
    /// Title.
    pub title: String,
    /// When the dice of a file are thrown.
    pub dice_mode: crate::entry::DiceMode,
    /// Whether a lost key may be replaced with the others' consent.
    #[serde(default)]
    pub rekeying: crate::entry::Rekeying,
    /// The version of the computer player that will play the computer
    /// seats (`Rules::computer_version` of the creator's app).
    #[serde(default)]
    pub computer: u32,
}

/// New orders to commit.
#[derive(Clone, Debug, PartialEq)]
pub struct NewCommit {
    /// The seat.
    pub seat: u8,
    /// The round.
    pub round: u32,
    /// Every seat of the round.
    pub seats: Vec<u8>,
    /// The orders (kept secret until revealed).
    pub orders: Vec<LoggedAction>,
}

/// A new secret for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSecret {
    /// The owner seat.
    pub seat: u8,
    /// What it is (public).
    pub label: String,
    /// The content.
    pub data: Vec<u8>,
}

/// What a player's turn file adds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Turn {
    /// Commitments of this player's seats to reveal now: (round, seat).
    pub reveal: Vec<(u32, u8)>,
    /// Public actions, in order (after the revealed orders).
    pub actions: Vec<LoggedAction>,
    /// Orders to commit.
    pub commits: Vec<NewCommit>,
    /// Secrets to seal.
    pub secrets: Vec<NewSecret>,
    /// Checkpoints after the actions.
    pub checkpoints: Vec<Checkpoint>,
    /// A note for the e-mail.
    pub note: String,
    /// Other players' keys replaced, every co-signature gathered
    /// ([`crate::rekey`]).
    pub rekeys: Vec<crate::entry::Rekey>,
    /// The version of the computer player that played this turn's computer
    /// seats (0: not said).
    pub computer: u32,
}

/// A file-name-safe form of a title or name: lower case, runs of other
/// characters as one `-`.
#[must_use]
pub fn slug(s: &str) -> String {
    let t: String = s.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    t.split('-').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("-")
}

/// `format` of a join file.
pub const JOIN_FORMAT: &str = "sandtable-pbem-join";

/// The file a joiner sends back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinFile {
    /// [`JOIN_FORMAT`].
    pub format: String,
    /// 1.
    pub version: u32,
    /// The signed [`Join`].
    pub join: Signed,
}

/// An entry's payload with nothing in it yet (entry 0, empty log).
fn empty_payload(game: &str, from: u8, kind: EntryKind, stamp: &Stamp) -> Payload {
    Payload {
        pbem: PBEM_VERSION,
        game: game.to_owned(),
        seq: 0,
        prev: None,
        from,
        kind,
        app_version: stamp.app_version.clone(),
        saved: stamp.saved.clone(),
        setup: None,
        joins: Vec::new(),
        dice: None,
        log_start: 0,
        reveals: Vec::new(),
        actions: Vec::new(),
        commits: Vec::new(),
        secrets: Vec::new(),
        checkpoints: Vec::new(),
        note: String::new(),
        rekeys: Vec::new(),
        computer: 0,
    }
}

pub(crate) fn sign(keys: &SeatKeys, payload: &impl Serialize) -> Result<Signed, BuildError> {
    let p = serde_json::to_string(payload).map_err(BuildError::unwritable)?;
    let s = b64(&keys.sign(p.as_bytes()).to_bytes());
    Ok(Signed { p, s })
}

impl Envelope {
    fn push(&mut self, keys: &SeatKeys, payload: &Payload) -> Result<(), BuildError> {
        let signed = sign(keys, payload)?;
        let entry = Entry { hash: entry_hash(&signed), signed, payload: payload.clone() };
        let mut state = self.state.clone();
        state.apply(&self.game, &entry, &self.entries[0].hash)?;
        check_entry_signature(&state, &entry)?;
        self.state = state;
        self.entries.push(entry);
        self.invite = None;
        Ok(())
    }

    fn next_payload(&self, from: u8, kind: EntryKind, stamp: &Stamp) -> Payload {
        Payload {
            seq: self.entries.len() as u64,
            prev: Some(hex(&self.head().hash)),
            log_start: self.state.log.len(),
            ..empty_payload(&self.game, from, kind, stamp)
        }
    }

    /// The dice link player `player` reveals next, and the seed material the
    /// next entry's actions (or, for `start`, the setup) are thrown with.
    ///
    /// # Errors
    /// Not a player, or its chain is used up.
    pub fn next_seed(&self, keys: &SeatKeys) -> Result<(String, String), BuildError> {
        let player = self.player_of(keys).ok_or(BuildError::NotAPlayer)?;
        let i = usize::from(player);
        let chain = self.dice_chain(keys, player);
        let link =
            chain.link(self.state.revealed[i] + 1).ok_or_else(|| BuildError::invalid("pbem.build.dice_used_up"))?;
        Ok((hex(&link), self.state.seed_with(&self.game, self.entries.len() as u64, player, link)))
    }

    /// Creates a game: the creation entry, signed by the creator (player 0).
    ///
    /// # Errors
    /// An inconsistent setup.
    pub fn create(keys: &SeatKeys, game: NewGame, stamp: &Stamp, rng: &mut impl CryptoRng) -> Result<Self, BuildError> {
        let mut id = [0u8; 16];
        rng.fill_bytes(&mut id);
        let id = hex(&id);
        let setup = Setup {
            system: game.system,
            scenario: game.scenario,
            rules_version: game.rules_version,
            seats: game.seats,
            holders: game.holders,
            title: game.title,
            created: stamp.saved.clone(),
            creator: keys.card(),
            creator_dice: DiceChain::new(keys, &id, 0, None).commitment(),
            dice_mode: game.dice_mode,
            rekeying: game.rekeying,
            computer: game.computer,
        };
        let payload = Payload { setup: Some(setup), ..empty_payload(&id, 0, EntryKind::Create, stamp) };
        let signed = sign(keys, &payload)?;
        let entry = Entry { hash: entry_hash(&signed), signed, payload };
        let state = ChainState::from_create(&entry)?;
        Ok(Self { game: id, entries: vec![entry], state, invite: None })
    }

    /// Player `player`'s dice chain in this game with `keys`: from the dice
    /// secret for games created under PBEM 3 on, from the signing key for
    /// older ones.
    #[must_use]
    pub fn dice_chain(&self, keys: &SeatKeys, player: u8) -> DiceChain {
        let creation = &self.entries[0];
        if creation.payload.pbem < 3 {
            return DiceChain::legacy(keys, &self.game, player);
        }
        DiceChain::new(keys, &self.game, player, (player != 0).then_some(&creation.hash))
    }

    /// The invitation file for remote player `to` (1…): the creation entry
    /// and the creator's signed invitation.
    ///
    /// # Errors
    /// Not the creator, the game already started, or no such player.
    pub fn invitation(&self, keys: &SeatKeys, to: u8) -> Result<String, BuildError> {
        if self.entries.len() != 1 || self.player_of(keys) != Some(0) {
            return Err(BuildError::invalid("pbem.build.only_creator_invites"));
        }
        if to == 0 || usize::from(to) >= self.state.cards.len() {
            return Err(BuildError::Invalid(Text::key("pbem.build.no_remote_player").plain("player", to)));
        }
        let invite = Invite {
            kind: "invite".into(),
            pbem: PBEM_VERSION,
            game: self.game.clone(),
            create: hex(&self.entries[0].hash),
            to,
        };
        let mut file = self.clone();
        file.invite = Some(sign(keys, &invite)?);
        Ok(file.to_text())
    }

    /// The invited player index of an invitation file.
    #[must_use]
    pub fn invited(&self) -> Option<u8> {
        let invite: Invite = serde_json::from_str(&self.invite.as_ref()?.p).ok()?;
        Some(invite.to)
    }

    /// The joiner's answer to an invitation (a small signed file to send
    /// back to the creator).
    ///
    /// # Errors
    /// Not an invitation.
    pub fn join(&self, keys: &SeatKeys) -> Result<String, BuildError> {
        let to = self.invited().ok_or_else(|| BuildError::Refused(Text::key("pbem.build.not_invitation")))?;
        if self.entries.len() != 1 {
            return Err(BuildError::Refused(Text::key("pbem.build.already_started")));
        }
        self.joinable()?;
        let join = Join {
            kind: "join".into(),
            pbem: PBEM_VERSION,
            game: self.game.clone(),
            create: hex(&self.entries[0].hash),
            player: to,
            card: keys.card(),
            dice: self.dice_chain(keys, to).commitment(),
            invite: self.invite.clone(),
        };
        let signed = sign(keys, &join)?;
        let file = JoinFile { format: JOIN_FORMAT.into(), version: 1, join: signed };
        serde_json::to_string(&file).map_err(BuildError::unwritable)
    }

    /// Whether this app joins the game: only one created under the current
    /// protocol ([`crate::envelope::CURRENT_GAMES_SINCE`]); an older
    /// creation is refused with its version, whatever the invitation says.
    ///
    /// # Errors
    /// The creation's version is older.
    pub fn joinable(&self) -> Result<(), BuildError> {
        let version = self.entries[0].payload.pbem;
        if version < crate::envelope::CURRENT_GAMES_SINCE {
            return Err(BuildError::Refused(
                Text::key("pbem.build.invitation_old")
                    .plain("version", version)
                    .plain("current", crate::envelope::CURRENT_GAMES_SINCE),
            ));
        }
        Ok(())
    }

    /// Reads and checks a join file against this game.
    ///
    /// # Errors
    /// Damaged, foreign or forged joins.
    pub fn read_join(&self, text: &str) -> Result<(Join, Signed), BuildError> {
        let file: JoinFile = serde_json::from_str(text)
            .map_err(|e| BuildError::Refused(Text::key("pbem.build.join_unreadable").plain("detail", e)))?;
        if file.format != JOIN_FORMAT || file.version != 1 {
            return Err(BuildError::Refused(Text::key("pbem.build.not_join_file")));
        }
        let join = self
            .state
            .check_join(&self.game, &file.join, &self.entries[0].hash)
            .map_err(|f| BuildError::Refused(f.text))?;
        Ok((join, file.join))
    }

    /// Which remote players have not joined yet, given the joins received.
    #[must_use]
    pub fn missing_players(&self, joins: &[Join]) -> Vec<u8> {
        (1..self.state.cards.len())
            .filter_map(|i| u8::try_from(i).ok())
            .filter(|&i| !joins.iter().any(|j| j.player == i))
            .collect()
    }

    fn read_all_joins(&self, joins: &[String]) -> Result<Vec<(Join, Signed)>, BuildError> {
        let mut read = Vec::new();
        for text in joins {
            read.push(self.read_join(text)?);
        }
        // By player, the first join given for each (what a stable sort and
        // a dedup give, without a stable sort's code in every module).
        let read: Vec<(Join, Signed)> = (0..=u8::MAX)
            .filter_map(|p| read.iter().position(|(j, _)| j.player == p).map(|i| read[i].clone()))
            .collect();
        let missing = self.missing_players(&read.iter().map(|(j, _)| j.clone()).collect::<Vec<_>>());
        if !missing.is_empty() {
            let players = missing.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
            return Err(BuildError::Invalid(
                Text::key("pbem.build.waiting_for").plain("players", players).plain("count", missing.len()),
            ));
        }
        Ok(read)
    }

    /// Starts the game once every remote player's join is in: the start
    /// entry with the joins, the creator's first dice reveal, the setup
    /// checkpoint and, if the creator moves first, its first turn (whose
    /// dice continue the setup's stream). Compute the setup with
    /// [`Envelope::start_seed`] first.
    ///
    /// # Errors
    /// A missing or bad join, not the creator, or a bad turn.
    pub fn start(
        &mut self,
        keys: &SeatKeys,
        joins: &[String],
        turn: Turn,
        stamp: &Stamp,
        rng: &mut impl CryptoRng,
    ) -> Result<(), BuildError> {
        if self.entries.len() != 1 || self.player_of(keys) != Some(0) {
            return Err(BuildError::invalid("pbem.build.only_creator_starts"));
        }
        let read = self.read_all_joins(joins)?;
        let (link, _) = self.next_seed(keys)?;
        let mut payload = self.next_payload(0, EntryKind::Start, stamp);
        payload.joins = read.into_iter().map(|(_, s)| s).collect();
        payload.dice = Some(link);
        // The commitments and secrets need the joiners' cards: apply the joins first.
        let mut joined = self.clone();
        for signed in &payload.joins {
            let join = joined.state.check_join(&self.game, signed, &self.entries[0].hash)?;
            joined.state.cards[usize::from(join.player)] = Some(join.card);
        }
        joined.fill_turn(keys, &mut payload, turn, rng)?;
        self.push(keys, &payload)
    }

    /// The setup seed the start entry will fix, given the joins.
    ///
    /// # Errors
    /// As [`Envelope::start`].
    pub fn start_seed(&self, keys: &SeatKeys, joins: &[String]) -> Result<String, BuildError> {
        if self.player_of(keys) != Some(0) {
            return Err(BuildError::NotAPlayer);
        }
        let mut links = self.state.links.clone();
        for (join, _) in self.read_all_joins(joins)? {
            links[usize::from(join.player)] = unhex32(&join.dice.anchor)
                .map_err(|e| BuildError::Invalid(Text::key("pbem.fail.dice_commitment_damaged").plain("detail", e)))?;
        }
        links[0] = self.dice_chain(keys, 0).link(1).ok_or_else(|| BuildError::invalid("pbem.build.dice_used_up"))?;
        Ok(seed_material(&self.game, 1, &links))
    }

    /// Appends `keys`' turn.
    ///
    /// # Errors
    /// Not a player, or the turn breaks a rule (wrong seat, bad reveal, …).
    pub fn append_turn(
        &mut self,
        keys: &SeatKeys,
        turn: Turn,
        stamp: &Stamp,
        rng: &mut impl CryptoRng,
    ) -> Result<(), BuildError> {
        if !self.started() {
            return Err(BuildError::invalid("pbem.build.not_started"));
        }
        // A player whose own lost key this turn replaces plays from the
        // game with the new key in its place (its new chain's first link).
        let replaced = self.with_own_rekey(keys, &turn.rekeys).ok();
        let base = replaced.as_ref().unwrap_or(self);
        let from = base.player_of(keys).ok_or(BuildError::NotAPlayer)?;
        let (link, _) = base.next_seed(keys)?;
        let mut payload = self.next_payload(from, EntryKind::Turn, stamp);
        payload.dice = Some(link);
        base.fill_turn(keys, &mut payload, turn, rng)?;
        self.push(keys, &payload)
    }

    fn fill_turn(
        &self,
        keys: &SeatKeys,
        payload: &mut Payload,
        turn: Turn,
        rng: &mut impl CryptoRng,
    ) -> Result<(), BuildError> {
        let seq = payload.seq;
        for (round, seat) in turn.reveal {
            let (commit, commit_seq, _) = self.state.commits.get(&(round, seat)).ok_or_else(|| {
                BuildError::Invalid(Text::key("pbem.build.no_commitment").plain("seat", seat).plain("round", round))
            })?;
            let layout = self.layout_at(*commit_seq);
            let plain = commit
                .sealed
                .open(keys, &self.game, *commit_seq, seat, layout)
                .map_err(|e| BuildError::Invalid(e.text()))?;
            let opening = Opening::from_content(&plain, layout)
                .map_err(|e| BuildError::Invalid(Text::key("pbem.build.opening_damaged").plain("detail", e)))?;
            payload.reveals.push(Reveal { seat, round, salt: opening.salt, orders: opening.orders });
        }
        payload.actions = turn.actions;
        payload.rekeys = turn.rekeys;
        for c in turn.commits {
            let card = self.holder_card(c.seat)?;
            let orders = serde_json::to_string(&c.orders).map_err(BuildError::unwritable)?;
            let opening = Opening::new(orders, rng);
            let commitment = opening.commitment(&self.game, c.round, c.seat).map_err(BuildError::unwritable)?;
            let plain = opening.to_content().map_err(BuildError::unwritable)?;
            let sealed =
                seal(&card, &self.game, seq, c.seat, &plain, rng).map_err(|e| BuildError::Invalid(e.text()))?;
            payload.commits.push(Commit { seat: c.seat, round: c.round, seats: c.seats, commitment, sealed });
        }
        for s in turn.secrets {
            let card = self.holder_card(s.seat)?;
            let sealed =
                seal(&card, &self.game, seq, s.seat, &s.data, rng).map_err(|e| BuildError::Invalid(e.text()))?;
            payload.secrets.push(Secret { seat: s.seat, label: s.label, sealed });
        }
        payload.checkpoints = turn.checkpoints;
        payload.note = turn.note;
        payload.computer = turn.computer;
        Ok(())
    }

    fn holder_card(&self, seat: u8) -> Result<SeatCard, BuildError> {
        self.state
            .holder(seat)
            .and_then(|h| self.state.card(h))
            .cloned()
            .ok_or_else(|| BuildError::Invalid(Text::key("pbem.build.no_seat").plain("seat", seat)))
    }

    /// Every secret of the chain `keys` can open: (seq, seat, label, content).
    #[must_use]
    pub fn open_secrets(&self, keys: &SeatKeys) -> Vec<(u64, u8, String, Vec<u8>)> {
        let mut out = Vec::new();
        for e in &self.entries {
            for s in &e.payload.secrets {
                let layout = Layout::of_version(e.payload.pbem);
                if let Ok(plain) = s.sealed.open(keys, &self.game, e.payload.seq, s.seat, layout) {
                    out.push((e.payload.seq, s.seat, s.label.clone(), plain.to_vec()));
                }
            }
        }
        out
    }

    /// This player's own committed but unrevealed orders (to show them in
    /// its view): (round, seat, orders).
    #[must_use]
    pub fn own_pending_orders(&self, keys: &SeatKeys) -> Vec<(u32, u8, Vec<LoggedAction>)> {
        self.state
            .commits
            .iter()
            .filter(|(_, (_, _, done))| !*done)
            .filter_map(|((round, seat), (c, seq, _))| {
                let layout = self.layout_at(*seq);
                let plain = c.sealed.open(keys, &self.game, *seq, *seat, layout).ok()?;
                let opening = Opening::from_content(&plain, layout).ok()?;
                Some((*round, *seat, serde_json::from_str(&opening.orders).ok()?))
            })
            .collect()
    }

    /// What the app stores to recognise old and forked files later.
    #[must_use]
    pub fn known(&self) -> crate::report::KnownChain {
        crate::report::KnownChain {
            game: self.game.clone(),
            hashes: self.entries.iter().map(|e| hex(&e.hash)).collect(),
        }
    }

    /// A file name: `<title>-<seq>-for-<recipient>.sandtable.json`.
    #[must_use]
    pub fn file_name(&self, recipient: &str) -> String {
        format!(
            "{}-{:03}-for-{}.sandtable.json",
            slug(&self.state.setup.title),
            self.head().payload.seq,
            slug(recipient)
        )
    }

    /// A short text to paste into the e-mail.
    #[must_use]
    pub fn summary(&self) -> String {
        let head = &self.head().payload;
        // What this file adds, so the e-mail says more than a number.
        let revealed = head.reveals.len();
        let mut added = vec![format!("{} actions", head.actions.len())];
        if !head.commits.is_empty() {
            added.push(format!("{} sealed orders", head.commits.len()));
        }
        if revealed > 0 {
            added.push(format!("{revealed} orders revealed"));
        }
        let mut text = format!(
            "Sandtable play by e-mail — {}\nFile #{} from {}: {}; {} actions in the log.\nGame {} · file fingerprint {}",
            self.state.setup.title,
            head.seq,
            self.state.player_name(head.from),
            added.join(", "),
            self.state.log.len(),
            short(&self.game),
            short(&hex(&self.head().hash)),
        );
        if !head.note.is_empty() {
            text = format!("{text}\n\n{}", head.note);
        }
        text
    }
}

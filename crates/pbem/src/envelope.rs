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

use crate::codec::{hex, unb64_array};
use crate::identity::SeatKeys;
use crate::report::Check;
use crate::version::readable_version;
use engine::save::{LoggedAction, Metadata, SaveFile};
use engine::text::Text;

pub use crate::chain::{ChainState, Failure};
pub(crate) use crate::chain::{Signer, check_entry_signature, check_signature, entry_text, fail};
pub use crate::entry::{
    Commit, Entry, EntryKind, Invite, Join, Payload, PbemExtension, Reveal, Secret, Setup, Signed, entry_hash,
};

pub use crate::version::{
    ANSWERED_SINCE, BOUND_SINCE, CURRENT_GAMES_SINCE, OLDEST_PBEM_VERSION, PADDED_SINCE, PBEM_VERSION,
};

/// The save-format `version` a turn file carries. It is 2 because a v1
/// reader must not replay it: it would ignore the per-turn dice seeds in
/// `extensions.pbem.dice` and throw other dice. Every v1 field keeps its
/// meaning.
pub const SAVE_VERSION: u32 = 2;
/// Largest file accepted (bytes).
pub const MAX_FILE_BYTES: usize = 32 * 1024 * 1024;
/// Most entries a chain may have (a game of hundreds of turns among many
/// players stays far below it).
pub const MAX_ENTRIES: usize = 100_000;
/// Most actions (and checkpoints) one entry may carry: a player's turn is
/// tens of actions, a long hot-seat turn of several seats a few hundred.
pub const MAX_ACTIONS_PER_ENTRY: usize = 10_000;
/// Most sealed secrets one entry may carry.
pub const MAX_SECRETS_PER_ENTRY: usize = 256;

/// The sizes an entry may have: actions, checkpoints and secrets up to the
/// limits above, and at most one commitment, reveal and join per seat.
/// Without them a file of tens of thousands of commitments would be legal
/// to parse and slow to check.
///
/// # Errors
/// The first list that is too long (its field name, its length, the limit).
pub fn check_entry_bounds(p: &Payload, seats: usize) -> Result<(), Failure> {
    let lists = [
        ("actions", p.actions.len(), MAX_ACTIONS_PER_ENTRY),
        ("checkpoints", p.checkpoints.len(), MAX_ACTIONS_PER_ENTRY + 1),
        ("secrets", p.secrets.len(), MAX_SECRETS_PER_ENTRY),
        ("commits", p.commits.len(), seats),
        ("reveals", p.reveals.len(), seats),
        ("joins", p.joins.len(), seats),
        ("rekeys", p.rekeys.len(), seats),
    ];
    match lists.into_iter().find(|(_, count, max)| count > max) {
        None => Ok(()),
        Some((what, count, max)) => fail(
            Check::Format,
            entry_text("pbem.fail.entry_oversized", p.seq).plain("what", what).plain("count", count).plain("max", max),
        ),
    }
}

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
    let payload: Payload = serde_json::from_str(&signed.p).map_err(|e| Failure {
        check: Check::Format,
        text: entry_text("pbem.fail.entry_damaged", i).plain("detail", e),
    })?;
    if !readable_version(payload.pbem) {
        return fail(Check::Format, entry_text("pbem.fail.entry_version", i).plain("version", payload.pbem));
    }
    if payload.game != game {
        return fail(Check::Chain, entry_text("pbem.fail.entry_other_game", i).plain("game", &payload.game));
    }
    if payload.seq != i as u64 {
        return fail(Check::Sequence, entry_text("pbem.fail.entry_number", i).plain("claimed", payload.seq));
    }
    let expected = match i {
        0 => EntryKind::Create,
        1 => EntryKind::Start,
        _ => EntryKind::Turn,
    };
    if payload.kind != expected {
        return fail(
            Check::Sequence,
            entry_text("pbem.fail.entry_kind", i)
                .name("kind", kind_key(payload.kind))
                .name("expected", kind_key(expected)),
        );
    }
    unb64_array::<64>(&signed.s).map_err(|e| Failure {
        check: Check::Signatures,
        text: entry_text("pbem.fail.entry_unsigned", i).plain("detail", e),
    })?;
    Ok(Entry { hash: entry_hash(signed), signed: signed.clone(), payload })
}

/// The name of an entry kind (a message of its own, so that a translation
/// may ask for its cases).
const fn kind_key(kind: EntryKind) -> &'static str {
    match kind {
        EntryKind::Create => "pbem.kind.create",
        EntryKind::Start => "pbem.kind.start",
        EntryKind::Turn => "pbem.kind.turn",
    }
}

impl Envelope {
    /// Reads a turn file and checks it completely: format, links, players,
    /// dice, orders, secrets, that the text is exactly the rendering of the
    /// signed entries, and every signature (newest first). `passed` receives
    /// each check as it passes.
    ///
    /// # Errors
    /// The first failure.
    pub fn parse(text: &str, passed: &mut dyn FnMut(Check, Text)) -> Result<Self, Failure> {
        let format = |text: Text| Failure { check: Check::Format, text };
        if text.len() > MAX_FILE_BYTES {
            return Err(format(Text::key("pbem.fail.too_large")));
        }
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            format(if e.is_eof() {
                Text::key("pbem.fail.incomplete")
            } else {
                Text::key("pbem.fail.not_json").plain("detail", e)
            })
        })?;
        if value.get("format").and_then(serde_json::Value::as_str) != Some(engine::save::FORMAT) {
            return Err(format(Text::key("pbem.fail.not_sandtable")));
        }
        let version = value.get("version").and_then(serde_json::Value::as_u64).unwrap_or(0);
        if version > u64::from(SAVE_VERSION) {
            return Err(format(Text::key("pbem.fail.too_new").plain("format", version)));
        }
        let Some(pbem) = value.get("extensions").and_then(|e| e.get("pbem")) else {
            return Err(format(Text::key("pbem.fail.ordinary_save")));
        };
        let ext: PbemExtension = serde_json::from_value(pbem.clone())
            .map_err(|e| format(Text::key("pbem.fail.data_damaged").plain("detail", e)))?;
        if !readable_version(ext.v) {
            return Err(format(Text::key("pbem.fail.data_version").plain("version", ext.v)));
        }
        let envelope = Self::from_chain(&ext.game, &ext.chain, ext.invite.clone(), passed)?;
        let expected = envelope.to_text();
        if expected != text {
            return fail(Check::Content, content_difference(&expected, &value));
        }
        passed(Check::Content, Text::key("pbem.ok.content"));
        passed(Check::Signatures, Text::key("pbem.ok.signatures").plain("count", envelope.entries.len()));
        Ok(envelope)
    }

    /// A chain read without a file around it, every check of the chain
    /// made (the content check needs the file's text, and there is none):
    /// for tools that write chains to check, such as `sandtable fuzz`,
    /// which re-signs mutated entries and sends the file this renders to
    /// through [`crate::verify`].
    ///
    /// # Errors
    /// The first failure.
    pub fn from_entries(game: &str, chain: &[Signed]) -> Result<Self, Failure> {
        Self::from_chain(game, chain, None, &mut |_, _| {})
    }

    /// [`Envelope::parse`] without the list of passed checks.
    ///
    /// # Errors
    /// The first failure.
    pub fn read(text: &str) -> Result<Self, Failure> {
        Self::parse(text, &mut |_, _| {})
    }

    /// The chain read entry by entry. Each entry's signature (and the joins'
    /// in the start entry) is checked before anything the entry says is
    /// applied, and no entry may hold more than [`check_entry_bounds`]
    /// allows: a file nobody signed, or one built to be slow, is refused
    /// before its contents cost any work.
    fn from_chain(
        game: &str,
        chain: &[Signed],
        invite: Option<Signed>,
        passed: &mut dyn FnMut(Check, Text),
    ) -> Result<Self, Failure> {
        if chain.is_empty() {
            return fail(Check::Format, Text::key("pbem.fail.no_entries"));
        }
        if chain.len() > MAX_ENTRIES {
            return fail(
                Check::Format,
                Text::key("pbem.fail.too_many_entries").plain("count", chain.len()).plain("max", MAX_ENTRIES),
            );
        }
        let entries = chain.iter().enumerate().map(|(i, s)| parse_entry(i, s, game)).collect::<Result<Vec<_>, _>>()?;
        passed(Check::Format, Text::key("pbem.ok.format").plain("game", short(game)).plain("count", entries.len()));
        for pair in entries.windows(2) {
            if pair[1].payload.prev.as_deref() != Some(hex(&pair[0].hash).as_str()) {
                return fail(
                    Check::Chain,
                    entry_text("pbem.fail.chain_broken", pair[1].payload.seq).plain("previous", pair[0].payload.seq),
                );
            }
        }
        let head = &entries[entries.len() - 1];
        passed(
            Check::Chain,
            Text::key("pbem.ok.chain").plain("seq", head.payload.seq).plain("hash", short(&hex(&head.hash))),
        );
        passed(Check::Sequence, Text::key("pbem.ok.sequence").plain("last", entries.len() - 1));
        // The protocol's own replay: players, dice, orders, secrets.
        let create_hash = entries[0].hash;
        let mut state = ChainState::from_create(&entries[0])?;
        // The creation is the creator's word on everything after it (seats,
        // holders, the rules): signed by the key it names, like every entry.
        check_entry_signature(&state, &entries[0])?;
        for entry in &entries[1..] {
            check_entry_bounds(&entry.payload, state.setup.seats.len())?;
            check_entry_signature(&state, entry)?;
            state.apply(game, entry, &create_hash)?;
        }
        if let Some(invite) = &invite {
            let inv: Invite = serde_json::from_str(&invite.p).map_err(|e| Failure {
                check: Check::Format,
                text: Text::key("pbem.fail.invitation_damaged").plain("detail", e),
            })?;
            if inv.kind != "invite" || inv.game != game || inv.create != hex(&create_hash) {
                return fail(Check::Players, Text::key("pbem.fail.invitation_other_game"));
            }
            let creator = &state.setup.creator;
            check_signature(invite, creator)
                .map_err(|bad| Failure { check: Check::Signatures, text: bad.text(Signer::Invitation, creator) })?;
            if entries.len() != 1 {
                return fail(Check::Players, Text::key("pbem.fail.invitation_started"));
            }
        }
        let names: Vec<String> = (0..state.cards.len())
            .filter_map(|i| u8::try_from(i).ok())
            .filter(|&i| state.card(i).is_some())
            .map(|i| format!("{} {}", state.player_name(i), state.card(i).map_or("", |c| c.fingerprint.as_str())))
            .collect();
        passed(
            Check::Players,
            Text::key("pbem.ok.players")
                .plain("joined", names.len())
                .plain("count", state.cards.len())
                .plain("names", names.join(", ")),
        );
        for line in key_lines(&state) {
            passed(Check::Keys, line);
        }
        let reveals: u32 = state.revealed.iter().sum();
        let dice = Text::key("pbem.ok.dice").plain("reveals", reveals).plain("segments", state.segments.len());
        // Answered dice: what the next file's link will throw, and whose.
        let dice = match state.awaiting {
            Some(awaiting) => Text::key("pbem.ok.dice_awaiting")
                .text("dice", dice)
                .plain("waiting", state.log.len() - awaiting.from)
                .plain("player", state.player_name(awaiting.player)),
            None => dice,
        };
        passed(Check::Dice, dice);
        passed(
            Check::Orders,
            Text::key("pbem.ok.orders")
                .plain("count", state.commits.len())
                .plain("revealed", state.commits.values().filter(|(_, _, d)| *d).count()),
        );
        passed(Check::Secrets, Text::key("pbem.ok.secrets").plain("count", state.secrets));
        Ok(Self { game: game.to_owned(), entries, state, invite })
    }

    /// The save file this chain renders to (v1 fields from the chain).
    #[must_use]
    pub fn render(&self) -> SaveFile {
        let setup = &self.state.setup;
        let last = &self.entries[self.entries.len() - 1].payload;
        let created = &self.entries[0].payload.saved;
        let settled = self.state.settled_len();
        let ext = PbemExtension {
            v: self.version(),
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
            // Actions whose dice wait for an answer are not in the log yet:
            // nobody can replay them before the next file (see `awaiting`).
            log: self.state.log[..settled].to_vec(),
            checkpoints: self.state.checkpoints.iter().filter(|c| c.index <= settled).cloned().collect(),
            metadata: Metadata {
                title: setup.title.clone(),
                mode: "pbem".into(),
                created: created.clone(),
                saved: last.saved.clone(),
                notes: Vec::new(),
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

    /// The actions of the last entry whose dice wait for the next file
    /// ([`crate::DiceMode::Answered`]), with their sender; empty otherwise.
    #[must_use]
    pub fn awaiting(&self) -> (&[LoggedAction], Option<u8>) {
        let from = self.state.settled_len();
        (&self.state.log[from..], self.state.awaiting.map(|a| a.player))
    }

    /// The last entry.
    #[must_use]
    pub fn head(&self) -> &Entry {
        &self.entries[self.entries.len() - 1]
    }

    /// The file's PBEM version: its newest entry's (versions never go back
    /// along a chain), so an app that cannot read every entry says so first.
    #[must_use]
    pub fn version(&self) -> u32 {
        self.head().payload.pbem
    }

    /// The layout of the sealed boxes in entry `seq` (by its version).
    #[must_use]
    pub fn layout_at(&self, seq: u64) -> crate::seal::Layout {
        let version =
            usize::try_from(seq).ok().and_then(|i| self.entries.get(i)).map_or(PBEM_VERSION, |e| e.payload.pbem);
        crate::seal::Layout::of_version(version)
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

/// The keys line(s) of the report: each key replaced, at which entry, with
/// whose consent, in every report from then on; with none, what the game's
/// creation allows.
fn key_lines(state: &ChainState) -> Vec<Text> {
    if state.replaced.is_empty() {
        let key = match state.setup.rekeying {
            crate::entry::Rekeying::Never => "pbem.ok.keys_never",
            crate::entry::Rekeying::Consent => "pbem.ok.keys_consent",
        };
        return vec![Text::key(key)];
    }
    state
        .replaced
        .iter()
        .map(|r| {
            let names: Vec<String> = r.consented.iter().map(|&p| state.player_name(p)).collect();
            let seats: Vec<&str> = state
                .setup
                .holders
                .iter()
                .zip(&state.setup.seats)
                .filter(|(h, _)| **h == r.player)
                .map(|(_, s)| s.name.as_str())
                .collect();
            Text::key("pbem.ok.keys_replaced")
                .plain("player", &r.new.name)
                .plain("seats", seats.join(", "))
                .plain("seq", r.seq)
                .plain("consented", names.join(", "))
                .plain("old", &r.old.fingerprint)
                .plain("new", &r.new.fingerprint)
        })
        .collect()
}

/// The first 12 characters of an id or hash.
#[must_use]
pub fn short(id: &str) -> &str {
    id.get(..12).unwrap_or(id)
}

/// Names the top-level fields that differ from the signed content.
fn content_difference(expected: &str, actual: &serde_json::Value) -> Text {
    let Ok(expected) = serde_json::from_str::<serde_json::Value>(expected) else {
        return Text::key("pbem.fail.content_differs");
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
        Text::key("pbem.fail.content_bytes")
    } else {
        Text::key("pbem.fail.content_fields").plain("fields", fields.join(", "))
    }
}

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
use crate::verify::Check;
use engine::save::{Metadata, SaveFile};

pub use crate::chain::{ChainState, Failure};
pub(crate) use crate::chain::{check_entry_signature, check_signature, fail};
pub use crate::entry::{
    Commit, Entry, EntryKind, Invite, Join, Payload, PbemExtension, Reveal, Secret, Setup, Signed, entry_hash,
};

/// Version of the PBEM data (`extensions.pbem.v` and every payload's `pbem`).
pub const PBEM_VERSION: u32 = 1;
/// The save-format `version` a turn file carries. It is 2 because a v1
/// reader must not replay it: it would ignore the per-turn dice seeds in
/// `extensions.pbem.dice` and throw other dice. Every v1 field keeps its
/// meaning.
pub const SAVE_VERSION: u32 = 2;
/// Largest file accepted (bytes).
pub const MAX_FILE_BYTES: usize = 32 * 1024 * 1024;

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

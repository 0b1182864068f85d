//! A player's key replaced in a game under way (a lost device, a new key),
//! without restarting it — only in a game whose creation said so
//! ([`Rekeying::Consent`], PBEM 4), shown to every player before joining.
//! In every other game a seat is played only with the key that joined it,
//! and a lost key is restored from its backup: with two players, "every
//! other player's consent" is the opponent's word alone, and an opponent
//! who opened the file in a second browser could take the seat.
//!
//! The player, with its new key, signs a **statement**: this game (its id
//! and creation entry), which player it is, its new card and a new dice
//! commitment (the old chain's next links are gone with the old key). Every
//! other player **co-signs** the same statement with its own key, having
//! checked the new fingerprint with the player out of band: the new key
//! takes over only with everyone's consent. From then on the player's links
//! are mixed with the co-signatures in the seeds, so no roll depends only
//! on the chain its requester chose ([`ChainState::salts`]), and every
//! report names the replacement ([`ChainState::replaced`]). A turn file carries the statement and its
//! co-signatures: the player's own first file, signed with the new key (it
//! takes over before that file's dice link, the first of the new chain), or
//! another player's (it takes over after that file's seed). The old key can
//! sign nothing more.
//!
//! Sealed orders of the player's seats that nobody has begun to reveal are
//! void (they were sealed to the old key) and the seat commits again; once
//! a round's reveals have begun, a replacement waits until it is over, as
//! new orders then could be chosen knowing others'.

use crate::build::{BuildError, sign};
use crate::chain::{ChainState, Failure, Replacement, check_signature, fail};
use crate::codec::{b64, hex, unhex32};
pub use crate::entry::{Cosign, Rekey, Statement};
use crate::entry::{Rekeying, Signed};
use crate::envelope::{Envelope, PBEM_VERSION};
use crate::identity::SeatKeys;
use crate::report::Check;
use engine::text::Text;
use serde::{Deserialize, Serialize};

/// `format` of a replacement request file (the statement and the
/// co-signatures gathered so far).
pub const REKEY_FORMAT: &str = "sandtable-pbem-rekey";

/// The request file: `{"format": REKEY_FORMAT, "version": 1, "rekey": …}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RekeyFile {
    /// [`REKEY_FORMAT`].
    pub format: String,
    /// 1.
    pub version: u32,
    /// The replacement.
    pub rekey: Rekey,
}

fn rekey_text(key: &str, seq: u64) -> Text {
    Text::key(key).plain("seq", seq)
}

impl ChainState {
    /// The statement of `rekey`, checked against the game so far (before
    /// entry `seq`): its game, its player, the new card and its signature,
    /// and the new dice commitment. Co-signatures are not looked at.
    ///
    /// # Errors
    /// The first thing that does not hold.
    pub fn check_statement(
        &self,
        game: &str,
        create_hash: &[u8; 32],
        rekey: &Rekey,
        seq: u64,
    ) -> Result<Statement, Failure> {
        let statement: Statement = serde_json::from_str(&rekey.statement.p).map_err(|e| Failure {
            check: Check::Players,
            text: rekey_text("pbem.fail.rekey_damaged", seq).plain("detail", e),
        })?;
        if statement.kind != "rekey" || statement.game != game || statement.create != hex(create_hash) {
            return fail(Check::Players, rekey_text("pbem.fail.rekey_other_game", seq));
        }
        if statement.after >= seq {
            return fail(Check::Players, rekey_text("pbem.fail.rekey_early", seq).plain("after", statement.after));
        }
        let Some(old) = self.card(statement.player) else {
            return fail(
                Check::Players,
                rekey_text("pbem.fail.rekey_no_player", seq).plain("player", statement.player),
            );
        };
        let name = &old.name;
        statement.card.keys().map_err(|e| Failure { check: Check::Players, text: e.text() })?;
        if self.cards.iter().flatten().any(|c| c.same_keys(&statement.card)) {
            return fail(Check::Players, rekey_text("pbem.fail.rekey_keys_in_use", seq).plain("player", name));
        }
        check_signature(&rekey.statement, &statement.card).map_err(|_| Failure {
            check: Check::Signatures,
            text: rekey_text("pbem.fail.rekey_signature", seq).plain("player", name),
        })?;
        if unhex32(&statement.dice.anchor).is_err() || statement.dice.length == 0 {
            return fail(Check::Dice, rekey_text("pbem.fail.rekey_dice", seq).plain("player", name));
        }
        Ok(statement)
    }

    /// Applies a replacement carried by entry `seq` from player `from`:
    /// the statement, every other player's co-signature, the sealed orders
    /// it voids; then the new card and dice chain take over.
    ///
    /// # Errors
    /// The first rule it breaks.
    pub(crate) fn apply_rekey(
        &mut self,
        game: &str,
        create_hash: &[u8; 32],
        rekey: &Rekey,
        seq: u64,
    ) -> Result<(), Failure> {
        if self.setup.rekeying != Rekeying::Consent {
            return fail(Check::Players, rekey_text("pbem.fail.rekey_not_allowed", seq));
        }
        let statement = self.check_statement(game, create_hash, rekey, seq)?;
        let player = statement.player;
        let name = self.player_name(player);
        self.check_cosigns(rekey, player, seq)?;
        let seats: Vec<u8> = self.open.keys().copied().filter(|&s| self.holder(s) == Some(player)).collect();
        for seat in seats {
            let round = self.open[&seat];
            if self.revealing.contains(&round) {
                return fail(Check::Orders, rekey_text("pbem.fail.rekey_reveals_begun", seq).plain("player", &name));
            }
            // Sealed to the old key, and nobody has seen any orders of the
            // round: void, to be committed again.
            self.open.remove(&seat);
            self.commits.remove(&(round, seat));
            self.complete.remove(&round);
        }
        let i = usize::from(player);
        self.links[i] = unhex32(&statement.dice.anchor).unwrap_or_default();
        self.revealed[i] = 0;
        self.commitments[i] = Some(statement.dice);
        self.salts[i] = Some(salt(rekey));
        let old = self.cards[i].replace(statement.card.clone());
        let mut consented: Vec<u8> = rekey.cosigns.iter().map(|c| c.player).collect();
        consented.sort_unstable();
        if let Some(old) = old {
            self.replaced.push(Replacement { player, seq, old, new: statement.card, consented });
        }
        Ok(())
    }

    /// Every player but `player` co-signed, once each, with its own key.
    fn check_cosigns(&self, rekey: &Rekey, player: u8, seq: u64) -> Result<(), Failure> {
        let mut seen = vec![false; self.cards.len()];
        for cosign in &rekey.cosigns {
            let i = usize::from(cosign.player);
            let card = self.card(cosign.player).filter(|_| cosign.player != player && !seen[i]);
            let Some(card) = card else {
                return fail(
                    Check::Players,
                    rekey_text("pbem.fail.rekey_cosigner", seq).plain("player", cosign.player),
                );
            };
            let signed = Signed { p: rekey.statement.p.clone(), s: cosign.s.clone() };
            check_signature(&signed, card).map_err(|_| Failure {
                check: Check::Signatures,
                text: rekey_text("pbem.fail.rekey_cosign_mismatch", seq).plain("player", &card.name),
            })?;
            seen[i] = true;
        }
        let missing: Vec<String> = (0..self.cards.len())
            .filter(|&i| i != usize::from(player) && !seen[i])
            .filter_map(|i| u8::try_from(i).ok())
            .map(|i| self.player_name(i))
            .collect();
        if !missing.is_empty() {
            return fail(
                Check::Players,
                rekey_text("pbem.fail.rekey_unsigned", seq).plain("players", missing.join(", ")),
            );
        }
        Ok(())
    }
}

impl Envelope {
    /// The request of the holder of `new_keys` to take over player
    /// `player`'s place in this game: the statement signed by the new key,
    /// as a file to send to the other players.
    ///
    /// # Errors
    /// Not started, no such player, or keys already in the game.
    pub fn rekey_request(&self, new_keys: &SeatKeys, player: u8) -> Result<String, BuildError> {
        if !self.started() {
            return Err(BuildError::invalid("pbem.build.not_started"));
        }
        if self.state.setup.rekeying != Rekeying::Consent {
            return Err(BuildError::invalid("pbem.build.rekey_not_allowed"));
        }
        let statement = Statement {
            kind: "rekey".into(),
            pbem: PBEM_VERSION,
            game: self.game.clone(),
            create: hex(&self.entries[0].hash),
            after: self.head().payload.seq,
            player,
            card: new_keys.card(),
            dice: self.dice_chain(new_keys, player).commitment(),
        };
        let rekey = Rekey { statement: sign(new_keys, &statement)?, cosigns: Vec::new() };
        // The same checks every receiver makes, as of the next entry.
        self.state.check_statement(&self.game, &self.entries[0].hash, &rekey, self.entries.len() as u64)?;
        to_file(rekey)
    }

    /// Reads a request file for this game, checked as of the next entry.
    ///
    /// # Errors
    /// Not a request, or not one this game accepts.
    pub fn read_rekey(&self, text: &str) -> Result<(Rekey, Statement), BuildError> {
        let file: RekeyFile = serde_json::from_str(text)
            .ok()
            .filter(|f: &RekeyFile| f.format == REKEY_FORMAT && f.version == 1)
            .ok_or_else(|| BuildError::invalid("pbem.build.not_rekey_file"))?;
        let seq = self.entries.len() as u64;
        let statement = self.state.check_statement(&self.game, &self.entries[0].hash, &file.rekey, seq)?;
        Ok((file.rekey, statement))
    }

    /// This player's consent added to a request file (after checking the
    /// new fingerprint with its owner).
    ///
    /// # Errors
    /// Not a request for this game, or not a player of it.
    pub fn cosign_rekey(&self, keys: &SeatKeys, request: &str) -> Result<String, BuildError> {
        let (mut rekey, statement) = self.read_rekey(request)?;
        let me = self.player_of(keys).ok_or(BuildError::NotAPlayer)?;
        if me == statement.player {
            return Err(BuildError::NotAPlayer);
        }
        rekey.cosigns.retain(|c| c.player != me);
        rekey.cosigns.push(Cosign { player: me, s: b64(&keys.sign(rekey.statement.p.as_bytes()).to_bytes()) });
        // One cosign per player: an unstable sort gives the same order.
        rekey.cosigns.sort_unstable_by_key(|c| c.player);
        to_file(rekey)
    }
}

impl Envelope {
    /// This file as the holder of `keys` continues it when `rekeys` holds
    /// the replacement of its own lost key, every consent gathered: the new
    /// key in its player's place, its new dice chain not yet begun. Its
    /// turn is played on it; the file it sends carries the replacement.
    ///
    /// # Errors
    /// No replacement of `keys` in `rekeys`, or one the game refuses.
    pub fn with_own_rekey(&self, keys: &SeatKeys, rekeys: &[Rekey]) -> Result<Self, BuildError> {
        let card = keys.card();
        let seq = self.entries.len() as u64;
        let own = rekeys
            .iter()
            .find(|r| serde_json::from_str::<Statement>(&r.statement.p).is_ok_and(|s| s.card.same_keys(&card)));
        let rekey = own.ok_or(BuildError::NotAPlayer)?;
        let mut env = self.clone();
        env.state.apply_rekey(&self.game, &self.entries[0].hash, rekey, seq)?;
        Ok(env)
    }
}

/// What a replaced player's links are mixed with in the seeds from then
/// on: a hash of the statement's and every consent's signatures. The
/// requester chose its new chain before anyone consented, and cannot
/// compute another player's Ed25519 signature, so it cannot grind keys
/// offline for a first link that gives it (or, with answered dice, the
/// previous sender) the rolls it wants.
fn salt(rekey: &Rekey) -> [u8; 32] {
    let mut cosigns: Vec<&Cosign> = rekey.cosigns.iter().collect();
    cosigns.sort_unstable_by_key(|c| c.player);
    let mut parts: Vec<&[u8]> = vec![rekey.statement.s.as_bytes()];
    parts.extend(cosigns.iter().map(|c| c.s.as_bytes()));
    crate::codec::tagged_hash("sandtable-pbem/rekey-salt/v1", &parts)
}

fn to_file(rekey: Rekey) -> Result<String, BuildError> {
    serde_json::to_string(&RekeyFile { format: REKEY_FORMAT.into(), version: 1, rekey }).map_err(BuildError::unwritable)
}

//! Secrets only their owner can read: ephemeral X25519 → HKDF-SHA256 →
//! XChaCha20-Poly1305, with the game id, the entry's sequence number and the
//! owner's seat as associated data (a sealed box moved to another game,
//! entry or seat fails to open).

use crate::codec::{b64, tagged_hash, unb64, unb64_array};
use crate::identity::{SeatCard, SeatKeys};
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{KeyInit, XChaCha20Poly1305, XNonce};
use engine::text::Text;
use hkdf::Hkdf;
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use x25519_dalek::{PublicKey, StaticSecret};
use zeroize::Zeroizing;

/// An encrypted secret (all fields base64).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SealedBox {
    /// The sender's ephemeral X25519 public key.
    pub epk: String,
    /// The 24-byte XChaCha20 nonce.
    pub nonce: String,
    /// Ciphertext with its 16-byte Poly1305 tag.
    pub ct: String,
}

/// Why a sealed box did not open.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    /// Bad base64, lengths or key.
    #[error("the sealed secret is damaged ({0})")]
    Damaged(String),
    /// Authentication failed: not for this key, or changed.
    #[error("the sealed secret cannot be opened with this key (not yours, or changed)")]
    NotOpened,
}

impl SealError {
    /// The player's message.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            Self::Damaged(detail) => Text::key("pbem.seal.damaged").plain("detail", detail),
            Self::NotOpened => Text::key("pbem.seal.not_opened"),
        }
    }
}

/// The associated data of a box: `tag ‖ game ‖ seq ‖ seat` (length-prefixed).
fn aad(game: &str, seq: u64, seat: u8) -> [u8; 32] {
    tagged_hash("sandtable-pbem/seal-aad/v1", &[game.as_bytes(), &seq.to_be_bytes(), &[seat]])
}

fn box_key(shared: &[u8; 32], epk: &[u8; 32], rpk: &[u8; 32]) -> Zeroizing<[u8; 32]> {
    let mut salt = [0u8; 64];
    salt[..32].copy_from_slice(epk);
    salt[32..].copy_from_slice(rpk);
    let hk = Hkdf::<Sha256>::new(Some(&salt), shared);
    let mut key = Zeroizing::new([0u8; 32]);
    let _ = hk.expand(b"sandtable-pbem/seal/v1", key.as_mut());
    key
}

/// Seals `plaintext` to `recipient`'s X25519 key for (`game`, `seq`, `seat`).
///
/// # Errors
/// The recipient card is invalid.
pub fn seal(
    recipient: &SeatCard,
    game: &str,
    seq: u64,
    seat: u8,
    plaintext: &[u8],
    rng: &mut impl CryptoRng,
) -> Result<SealedBox, SealError> {
    let rpk = recipient.encryption_key().map_err(|e| SealError::Damaged(e.to_string()))?;
    let mut eph = Zeroizing::new([0u8; 32]);
    let mut nonce = [0u8; 24];
    rng.fill_bytes(eph.as_mut());
    rng.fill_bytes(&mut nonce);
    let eph = StaticSecret::from(*eph);
    let epk = PublicKey::from(&eph);
    let shared = eph.diffie_hellman(&rpk);
    if !shared.was_contributory() {
        return Err(SealError::Damaged("low-order recipient key".into()));
    }
    let key = box_key(shared.as_bytes(), epk.as_bytes(), rpk.as_bytes());
    let cipher = XChaCha20Poly1305::new_from_slice(key.as_ref()).map_err(|e| SealError::Damaged(e.to_string()))?;
    let aad = aad(game, seq, seat);
    let ct = cipher
        .encrypt(&XNonce::from(nonce), Payload { msg: plaintext, aad: &aad })
        .map_err(|_| SealError::Damaged("encryption failed".into()))?;
    Ok(SealedBox { epk: b64(epk.as_bytes()), nonce: b64(&nonce), ct: b64(&ct) })
}

impl SealedBox {
    /// Checks the encodings and lengths (anyone can; only the owner can open).
    ///
    /// # Errors
    /// Bad base64 or lengths.
    pub fn check_form(&self) -> Result<(), SealError> {
        unb64_array::<32>(&self.epk).map_err(SealError::Damaged)?;
        unb64_array::<24>(&self.nonce).map_err(SealError::Damaged)?;
        if unb64(&self.ct).map_err(SealError::Damaged)?.len() < 16 {
            return Err(SealError::Damaged("ciphertext too short".into()));
        }
        Ok(())
    }

    /// Opens the box with the owner's keys.
    ///
    /// # Errors
    /// Not this key's box, or changed.
    pub fn open(&self, keys: &SeatKeys, game: &str, seq: u64, seat: u8) -> Result<Zeroizing<Vec<u8>>, SealError> {
        let epk = PublicKey::from(unb64_array::<32>(&self.epk).map_err(SealError::Damaged)?);
        let nonce: [u8; 24] = unb64_array(&self.nonce).map_err(SealError::Damaged)?;
        let ct = unb64(&self.ct).map_err(SealError::Damaged)?;
        let secret = keys.encryption_secret();
        let rpk = PublicKey::from(secret);
        let shared = secret.diffie_hellman(&epk);
        if !shared.was_contributory() {
            return Err(SealError::NotOpened);
        }
        let key = box_key(shared.as_bytes(), epk.as_bytes(), rpk.as_bytes());
        let cipher = XChaCha20Poly1305::new_from_slice(key.as_ref()).map_err(|e| SealError::Damaged(e.to_string()))?;
        let aad = aad(game, seq, seat);
        cipher
            .decrypt(&XNonce::from(nonce), Payload { msg: &ct, aad: &aad })
            .map(Zeroizing::new)
            .map_err(|_| SealError::NotOpened)
    }
}

//! Secrets only their owner can read: ephemeral X25519 → HKDF-SHA256 →
//! XChaCha20-Poly1305, with the game id, the entry's sequence number and the
//! owner's seat as associated data (a sealed box moved to another game,
//! entry or seat fails to open).
//!
//! Encryption hides the content but not its length, and a length can say a
//! lot: World War's initiative choice "sooner" is one byte longer than
//! "later", and a purchase grows with every unit bought. Since PBEM version
//! 2 every box is therefore [`Layout::Padded`]: its plaintext is padded to
//! [`BLOCK`] bytes (or a power-of-two multiple of it for longer contents),
//! and the verifier refuses any other size ([`SealedBox::check_size`]).

use crate::codec::{b64, tagged_hash, unb64, unb64_array};
use crate::identity::{SeatCard, SeatKeys};
use crate::version::PADDED_SINCE;
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{KeyInit, XChaCha20Poly1305, XNonce};
use engine::text::Text;
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use x25519_dalek::{PublicKey, StaticSecret};
use zeroize::Zeroizing;

/// The padded plaintext size of every box whose content fits (almost every
/// order of a normal game: 16 World War purchases, an initiative choice); a
/// longer content takes the next power-of-two multiple of it.
pub const BLOCK: usize = 1024;
/// The largest padded plaintext (16 MiB): in base64 it fills two thirds of
/// the largest file accepted (32 MiB), so the next size (32 MiB) could never
/// travel in a file anyway.
pub const MAX_PADDED: usize = 16 * 1024 * 1024;
/// Bytes of the content's length at the start of a padded plaintext.
const LENGTH_PREFIX: usize = 4;
/// Bytes of the Poly1305 tag at the end of every ciphertext.
pub const TAG: usize = 16;

/// How the plaintext of a box is laid out. It is fixed by the PBEM version
/// of the entry that carries the box, so a file cannot choose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// PBEM version 1: the content as it is. Its length shows through the
    /// ciphertext; still read, so that games begun before version 2 go on.
    Bare,
    /// PBEM version 2 on: the content's length (4 bytes, big-endian), the
    /// content, then zero bytes up to [`padded_size`].
    Padded,
}

impl Layout {
    /// The layout of the boxes in an entry of PBEM version `version`.
    #[must_use]
    pub const fn of_version(version: u32) -> Self {
        if version >= PADDED_SINCE { Self::Padded } else { Self::Bare }
    }
}

/// The padded plaintext size for `content` bytes: [`BLOCK`], or the
/// smallest power-of-two multiple of it with room for the content and its
/// length. Powers of two keep the sizes few (a size says at most "between
/// half and all of this"), at most doubling what a long content costs.
/// `None` above [`MAX_PADDED`].
#[must_use]
pub fn padded_size(content: usize) -> Option<usize> {
    let needed = content.checked_add(LENGTH_PREFIX)?;
    let mut size = BLOCK;
    while size < needed {
        size = size.checked_mul(2)?;
    }
    (size <= MAX_PADDED).then_some(size)
}

/// Whether `ciphertext` bytes (tag included) is a size a padded box can
/// have: [`BLOCK`] times a power of two, up to [`MAX_PADDED`], plus the tag.
#[must_use]
pub fn allowed_ciphertext_size(ciphertext: usize) -> bool {
    ciphertext.checked_sub(TAG).is_some_and(|plain| {
        (BLOCK..=MAX_PADDED).contains(&plain) && plain % BLOCK == 0 && (plain / BLOCK).is_power_of_two()
    })
}

/// The padded plaintext of `content`: its length, itself, then zeros.
fn pad(content: &[u8]) -> Result<Zeroizing<Vec<u8>>, SealError> {
    let size = padded_size(content.len()).ok_or_else(|| SealError::Damaged("too large to seal".into()))?;
    let length = u32::try_from(content.len()).map_err(|_| SealError::Damaged("too large to seal".into()))?;
    let mut padded = Zeroizing::new(Vec::with_capacity(size));
    padded.extend_from_slice(&length.to_be_bytes());
    padded.extend_from_slice(content);
    padded.resize(size, 0);
    Ok(padded)
}

/// The content of a padded plaintext. The padding must be zeros, so that a
/// box has exactly one content (its sealer cannot hide more in it).
fn unpad(padded: &[u8]) -> Result<Zeroizing<Vec<u8>>, SealError> {
    let damaged = || SealError::Damaged("bad padding".into());
    let prefix: [u8; LENGTH_PREFIX] =
        padded.get(..LENGTH_PREFIX).and_then(|p| p.try_into().ok()).ok_or_else(damaged)?;
    let length = usize::try_from(u32::from_be_bytes(prefix)).map_err(|_| damaged())?;
    let rest = &padded[LENGTH_PREFIX..];
    if length > rest.len() || rest[length..].iter().any(|&b| b != 0) {
        return Err(damaged());
    }
    Ok(Zeroizing::new(rest[..length].to_vec()))
}

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
    crate::codec::hkdf32(shared, Some(&salt), b"sandtable-pbem/seal/v1")
}

/// Seals `content` to `recipient`'s X25519 key for (`game`, `seq`, `seat`),
/// padded ([`Layout::Padded`]: this app writes only current entries).
///
/// # Errors
/// The recipient card is invalid, or the content is over [`MAX_PADDED`].
pub fn seal(
    recipient: &SeatCard,
    game: &str,
    seq: u64,
    seat: u8,
    content: &[u8],
    rng: &mut impl CryptoRng,
) -> Result<SealedBox, SealError> {
    let plaintext = pad(content)?;
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
        .encrypt(&XNonce::from(nonce), Payload { msg: &plaintext, aad: &aad })
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

    /// The ciphertext's size, if it is not one a padded box can have (anyone
    /// can check this; a box of another size could tell what is inside).
    ///
    /// # Errors
    /// The size in bytes (tag included), or 0 for bad base64.
    pub fn check_size(&self) -> Result<(), usize> {
        let size = unb64(&self.ct).map_or(0, |ct| ct.len());
        if allowed_ciphertext_size(size) { Ok(()) } else { Err(size) }
    }

    /// Opens the box with the owner's keys: its content, read per `layout`
    /// (the layout of the entry that carries it).
    ///
    /// # Errors
    /// Not this key's box, or changed, or a padded box with bad padding.
    pub fn open(
        &self,
        keys: &SeatKeys,
        game: &str,
        seq: u64,
        seat: u8,
        layout: Layout,
    ) -> Result<Zeroizing<Vec<u8>>, SealError> {
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
        let plaintext = cipher
            .decrypt(&XNonce::from(nonce), Payload { msg: &ct, aad: &aad })
            .map(Zeroizing::new)
            .map_err(|_| SealError::NotOpened)?;
        match layout {
            Layout::Bare => Ok(plaintext),
            Layout::Padded => unpad(&plaintext),
        }
    }
}

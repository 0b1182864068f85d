//! A player's keys: Ed25519 to sign, X25519 to receive secrets; the public
//! [`SeatCard`]; the passphrase-protected backup file.

use crate::codec::{b64, hkdf32, tagged_hash, unb64, unb64_array};
use argon2::{Algorithm, Argon2, Params, Version};
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{KeyInit, XChaCha20Poly1305, XNonce};
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use engine::text::Text;
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use x25519_dalek::{PublicKey, StaticSecret};
use zeroize::{Zeroize, Zeroizing};

/// `format` of a key backup file.
pub const BACKUP_FORMAT: &str = "sandtable-seat-key";
/// `format` of the key as the app keeps it in local storage.
pub const STORED_FORMAT: &str = "sandtable-seat-key-local";

/// A player's secret keys (one pair per browser profile; the same keys can
/// hold several seats, e.g. hot-seat seats at one screen).
#[derive(Clone)]
pub struct SeatKeys {
    name: String,
    signing: SigningKey,
    encryption: StaticSecret,
    /// The secret the dice chains of games of PBEM 3 on grow from, apart
    /// from the signing key (keys made before it derive it from the signing
    /// key, so their games go on: [`SeatKeys::legacy_dice_secret`]).
    dice: Zeroizing<[u8; 32]>,
}

impl std::fmt::Debug for SeatKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SeatKeys").field("name", &self.name).field("fingerprint", &self.card().fingerprint).finish()
    }
}

/// The public half of a player's keys, shown to and stored by the others.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCard {
    /// The player's display name (chosen by the player, not verified).
    pub name: String,
    /// Ed25519 public key, base64.
    pub sign_key: String,
    /// X25519 public key, base64.
    pub enc_key: String,
    /// Short fingerprint of both keys, to compare by phone or in person.
    pub fingerprint: String,
}

/// Why a card is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// A key is not valid base64 of 32 bytes or not a valid point.
    #[error("the player card of {0} holds an invalid key")]
    BadKey(String),
    /// The fingerprint does not belong to the keys.
    #[error("the player card of {0} has a fingerprint that does not match its keys")]
    BadFingerprint(String),
}

impl CardError {
    /// The player's message.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            Self::BadKey(name) => Text::key("pbem.fail.card_bad_key").plain("player", name),
            Self::BadFingerprint(name) => Text::key("pbem.fail.card_bad_fingerprint").plain("player", name),
        }
    }
}

/// Fingerprint of a key pair: the first 10 bytes of a tagged SHA-256 of both
/// public keys, as five groups of four hex digits.
#[must_use]
pub fn fingerprint(sign_key: &[u8; 32], enc_key: &[u8; 32]) -> String {
    let h = tagged_hash("sandtable-pbem/fingerprint/v1", &[sign_key, enc_key]);
    h[..10].chunks(2).map(crate::codec::hex).collect::<Vec<_>>().join("-")
}

impl SeatCard {
    /// The Ed25519 key, after checking the card.
    ///
    /// # Errors
    /// An invalid key or fingerprint.
    pub fn verifying_key(&self) -> Result<VerifyingKey, CardError> {
        let (sign, _) = self.keys()?;
        Ok(sign)
    }

    /// The X25519 key, after checking the card.
    ///
    /// # Errors
    /// An invalid key or fingerprint.
    pub fn encryption_key(&self) -> Result<PublicKey, CardError> {
        let (_, enc) = self.keys()?;
        Ok(enc)
    }

    /// Checks both keys and the fingerprint.
    ///
    /// # Errors
    /// An invalid key or fingerprint.
    pub fn keys(&self) -> Result<(VerifyingKey, PublicKey), CardError> {
        let bad = || CardError::BadKey(self.name.clone());
        let sign: [u8; 32] = unb64_array(&self.sign_key).map_err(|_| bad())?;
        let enc: [u8; 32] = unb64_array(&self.enc_key).map_err(|_| bad())?;
        if fingerprint(&sign, &enc) != self.fingerprint {
            return Err(CardError::BadFingerprint(self.name.clone()));
        }
        let vk = VerifyingKey::from_bytes(&sign).map_err(|_| bad())?;
        if vk.is_weak() {
            return Err(bad());
        }
        Ok((vk, PublicKey::from(enc)))
    }

    /// Whether two cards hold the same keys (names may differ).
    #[must_use]
    pub fn same_keys(&self, other: &Self) -> bool {
        self.sign_key == other.sign_key && self.enc_key == other.enc_key
    }
}

/// Argon2id cost of a backup (stored in the file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KdfCost {
    /// Memory in KiB.
    pub m_kib: u32,
    /// Passes.
    pub t: u32,
    /// Lanes.
    pub p: u32,
}

impl KdfCost {
    /// The default: Argon2id with 64 MiB and 3 passes (OWASP's second
    /// recommended setting is 19 MiB × 2; a key backup is opened rarely, so
    /// it can afford more).
    pub const DEFAULT: Self = Self { m_kib: 64 * 1024, t: 3, p: 1 };
    /// Low cost, for tests only.
    pub const TEST_ONLY: Self = Self { m_kib: 64, t: 1, p: 1 };
    /// Largest accepted on import, so a crafted file cannot exhaust memory.
    const MAX_M_KIB: u32 = 1024 * 1024;
    const MAX_T: u32 = 64;
}

/// The backup file (JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BackupFile {
    format: String,
    version: u32,
    name: String,
    fingerprint: String,
    kdf: BackupKdf,
    cipher: String,
    nonce: String,
    ciphertext: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BackupKdf {
    alg: String,
    m_kib: u32,
    t: u32,
    p: u32,
    salt: String,
}

/// The key as kept in the browser's local storage (not encrypted: local
/// storage is the player's own profile; the backup file is what travels).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredKey {
    format: String,
    version: u32,
    name: String,
    sign_secret: String,
    enc_secret: String,
    /// Since version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dice_secret: Option<String>,
}

/// Why a backup or stored key could not be opened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BackupError {
    /// Not a key file, or fields missing / damaged.
    #[error("this is not a readable Sandtable key backup ({0})")]
    Damaged(String),
    /// Made by a newer version.
    #[error("this key backup was made by a newer version of Sandtable (version {0})")]
    TooNew(u32),
    /// Decryption failed: wrong passphrase (or a changed file).
    #[error("wrong passphrase (or the backup file was changed)")]
    WrongPassphrase,
    /// Argon2 refused the parameters.
    #[error("the backup's key-derivation settings are not acceptable ({0})")]
    Kdf(String),
}

impl BackupError {
    /// The player's message.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            Self::Damaged(detail) => Text::key("pbem.backup.damaged").plain("detail", detail),
            Self::TooNew(version) => Text::key("pbem.backup.too_new").plain("version", version),
            Self::WrongPassphrase => Text::key("pbem.backup.wrong_passphrase"),
            Self::Kdf(detail) => Text::key("pbem.backup.kdf").plain("detail", detail),
        }
    }
}

fn backup_aad(name: &str, fingerprint: &str, kdf: &BackupKdf) -> Vec<u8> {
    tagged_hash(
        "sandtable-pbem/backup/v1",
        &[
            name.as_bytes(),
            fingerprint.as_bytes(),
            kdf.alg.as_bytes(),
            &kdf.m_kib.to_be_bytes(),
            &kdf.t.to_be_bytes(),
            &kdf.p.to_be_bytes(),
            kdf.salt.as_bytes(),
        ],
    )
    .to_vec()
}

fn derive_backup_key(passphrase: &str, salt: &[u8], cost: KdfCost) -> Result<Zeroizing<[u8; 32]>, BackupError> {
    let params = Params::new(cost.m_kib, cost.t, cost.p, Some(32)).map_err(|e| BackupError::Kdf(e.to_string()))?;
    let mut key = Zeroizing::new([0u8; 32]);
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(passphrase.as_bytes(), salt, key.as_mut())
        .map_err(|e| BackupError::Kdf(e.to_string()))?;
    Ok(key)
}

impl SeatKeys {
    /// New keys from the given generator (the app passes the browser's
    /// `crypto.getRandomValues` through getrandom; tests pass a seeded one).
    pub fn generate(name: &str, rng: &mut impl CryptoRng) -> Self {
        let mut sign = Zeroizing::new([0u8; 32]);
        let mut enc = Zeroizing::new([0u8; 32]);
        let mut dice = Zeroizing::new([0u8; 32]);
        rng.fill_bytes(sign.as_mut());
        rng.fill_bytes(enc.as_mut());
        rng.fill_bytes(dice.as_mut());
        Self::from_secrets(name, &sign, &enc, Some(&dice))
    }

    /// Keys from their secrets; `dice` is `None` for keys made before the
    /// dice secret existed.
    fn from_secrets(name: &str, sign: &[u8; 32], enc: &[u8; 32], dice: Option<&[u8; 32]>) -> Self {
        let signing = SigningKey::from_bytes(sign);
        let dice = dice.map_or_else(|| Self::legacy_dice_secret(&signing), |d| Zeroizing::new(*d));
        Self { name: name.to_owned(), signing, encryption: StaticSecret::from(*enc), dice }
    }

    /// The dice secret of keys made before it was a secret of its own:
    /// derived from the signing key, the same on every device that has it.
    fn legacy_dice_secret(signing: &SigningKey) -> Zeroizing<[u8; 32]> {
        hkdf32(Zeroizing::new(signing.to_bytes()).as_ref(), None, b"sandtable-pbem/dice-secret/v1")
    }

    /// The dice secret ([`crate::dice::DiceChain`] of PBEM 3 games).
    pub(crate) fn dice_secret(&self) -> &[u8; 32] {
        &self.dice
    }

    /// The display name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Renames the player (the keys stay).
    pub fn set_name(&mut self, name: &str) {
        name.clone_into(&mut self.name);
    }

    /// The public card.
    #[must_use]
    pub fn card(&self) -> SeatCard {
        let sign = self.signing.verifying_key().to_bytes();
        let enc = PublicKey::from(&self.encryption).to_bytes();
        SeatCard {
            name: self.name.clone(),
            sign_key: b64(&sign),
            enc_key: b64(&enc),
            fingerprint: fingerprint(&sign, &enc),
        }
    }

    /// Signs `message` (Ed25519, deterministic).
    #[must_use]
    pub fn sign(&self, message: &[u8]) -> Signature {
        self.signing.sign(message)
    }

    pub(crate) const fn encryption_secret(&self) -> &StaticSecret {
        &self.encryption
    }

    /// A 32-byte secret for `purpose`, derived from the signing key by
    /// HKDF-SHA256 (salt = `context`). Used for the dice chains, so a restored
    /// backup also restores every game's chain.
    pub(crate) fn derive_secret(&self, purpose: &str, context: &[u8]) -> Zeroizing<[u8; 32]> {
        hkdf32(Zeroizing::new(self.signing.to_bytes()).as_ref(), Some(context), purpose.as_bytes())
    }

    /// The passphrase-protected backup file: Argon2id(passphrase, random
    /// salt) → 32-byte key → XChaCha20-Poly1305 (random 24-byte nonce) over
    /// both secret keys; name, fingerprint and KDF settings are authenticated
    /// as associated data. JSON with base64.
    ///
    /// # Errors
    /// Only if Argon2 refuses `cost`.
    pub fn export_backup(
        &self,
        passphrase: &str,
        cost: KdfCost,
        rng: &mut impl CryptoRng,
    ) -> Result<String, BackupError> {
        let mut salt = [0u8; 16];
        let mut nonce = [0u8; 24];
        rng.fill_bytes(&mut salt);
        rng.fill_bytes(&mut nonce);
        let card = self.card();
        let kdf = BackupKdf { alg: "argon2id-v19".into(), m_kib: cost.m_kib, t: cost.t, p: cost.p, salt: b64(&salt) };
        let key = derive_backup_key(passphrase, &salt, cost)?;
        let mut plain = Zeroizing::new([0u8; 96]);
        plain[..32].copy_from_slice(&self.signing.to_bytes());
        plain[32..64].copy_from_slice(self.encryption.as_bytes());
        plain[64..].copy_from_slice(self.dice.as_ref());
        let aad = backup_aad(&card.name, &card.fingerprint, &kdf);
        let cipher = XChaCha20Poly1305::new_from_slice(key.as_ref()).map_err(|e| BackupError::Kdf(e.to_string()))?;
        let ciphertext = cipher
            .encrypt(&XNonce::from(nonce), Payload { msg: plain.as_ref(), aad: &aad })
            .map_err(|_| BackupError::Kdf("encryption failed".into()))?;
        let file = BackupFile {
            format: BACKUP_FORMAT.into(),
            version: 2,
            name: card.name,
            fingerprint: card.fingerprint,
            kdf,
            cipher: "xchacha20poly1305".into(),
            nonce: b64(&nonce),
            ciphertext: b64(&ciphertext),
        };
        serde_json::to_string_pretty(&file).map_err(|e| BackupError::Damaged(e.to_string()))
    }

    /// Opens a backup file.
    ///
    /// # Errors
    /// A damaged or foreign file, a newer version, or a wrong passphrase.
    pub fn import_backup(text: &str, passphrase: &str) -> Result<Self, BackupError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| BackupError::Damaged(e.to_string()))?;
        if value.get("format").and_then(serde_json::Value::as_str) != Some(BACKUP_FORMAT) {
            return Err(BackupError::Damaged("not a key backup".into()));
        }
        let version = value.get("version").and_then(serde_json::Value::as_u64).unwrap_or(0);
        if version > 2 {
            return Err(BackupError::TooNew(u32::try_from(version).unwrap_or(u32::MAX)));
        }
        let file: BackupFile = serde_json::from_value(value).map_err(|e| BackupError::Damaged(e.to_string()))?;
        if !(1..=2).contains(&file.version) || file.kdf.alg != "argon2id-v19" || file.cipher != "xchacha20poly1305" {
            return Err(BackupError::Damaged("unknown algorithm".into()));
        }
        if file.kdf.m_kib > KdfCost::MAX_M_KIB || file.kdf.t > KdfCost::MAX_T || file.kdf.p != 1 {
            return Err(BackupError::Kdf("cost out of range".into()));
        }
        let salt = unb64(&file.kdf.salt).map_err(BackupError::Damaged)?;
        let nonce: [u8; 24] = unb64_array(&file.nonce).map_err(BackupError::Damaged)?;
        let ciphertext = unb64(&file.ciphertext).map_err(BackupError::Damaged)?;
        // Version 1 holds the two keys; version 2 the dice secret too.
        let secrets = if file.version == 1 { 64 } else { 96 };
        if ciphertext.len() != secrets + 16 {
            return Err(BackupError::Damaged("the encrypted key has the wrong length".into()));
        }
        let cost = KdfCost { m_kib: file.kdf.m_kib, t: file.kdf.t, p: file.kdf.p };
        let key = derive_backup_key(passphrase, &salt, cost)?;
        let aad = backup_aad(&file.name, &file.fingerprint, &file.kdf);
        let cipher = XChaCha20Poly1305::new_from_slice(key.as_ref()).map_err(|e| BackupError::Kdf(e.to_string()))?;
        let mut plain = cipher
            .decrypt(&XNonce::from(nonce), Payload { msg: &ciphertext, aad: &aad })
            .map_err(|_| BackupError::WrongPassphrase)?;
        let mut sign = Zeroizing::new([0u8; 32]);
        let mut enc = Zeroizing::new([0u8; 32]);
        let mut dice = Zeroizing::new([0u8; 32]);
        sign.copy_from_slice(&plain[..32]);
        enc.copy_from_slice(&plain[32..64]);
        let has_dice = plain.len() == 96;
        if has_dice {
            dice.copy_from_slice(&plain[64..96]);
        }
        plain.zeroize();
        let keys = Self::from_secrets(&file.name, &sign, &enc, has_dice.then_some(&*dice));
        if keys.card().fingerprint != file.fingerprint {
            return Err(BackupError::Damaged("the keys do not match the fingerprint".into()));
        }
        Ok(keys)
    }

    /// The key as the app keeps it in local storage (plain JSON, secret:
    /// never send it; send [`SeatKeys::card`] and export a backup instead).
    #[must_use]
    pub fn to_local_storage(&self) -> Zeroizing<String> {
        let stored = StoredKey {
            format: STORED_FORMAT.into(),
            version: 2,
            name: self.name.clone(),
            sign_secret: b64(&self.signing.to_bytes()),
            enc_secret: b64(self.encryption.as_bytes()),
            dice_secret: Some(b64(self.dice.as_ref())),
        };
        Zeroizing::new(serde_json::to_string(&stored).unwrap_or_default())
    }

    /// Reads [`SeatKeys::to_local_storage`].
    ///
    /// # Errors
    /// Damaged text.
    pub fn from_local_storage(text: &str) -> Result<Self, BackupError> {
        let stored: StoredKey = serde_json::from_str(text).map_err(|e| BackupError::Damaged(e.to_string()))?;
        if stored.format != STORED_FORMAT || !(1..=2).contains(&stored.version) {
            return Err(BackupError::Damaged("not a stored key".into()));
        }
        let sign = Zeroizing::new(unb64_array::<32>(&stored.sign_secret).map_err(BackupError::Damaged)?);
        let enc = Zeroizing::new(unb64_array::<32>(&stored.enc_secret).map_err(BackupError::Damaged)?);
        let dice = match &stored.dice_secret {
            Some(d) => Some(Zeroizing::new(unb64_array::<32>(d).map_err(BackupError::Damaged)?)),
            None if stored.version == 1 => None,
            None => return Err(BackupError::Damaged("the dice secret is missing".into())),
        };
        Ok(Self::from_secrets(&stored.name, &sign, &enc, dice.as_deref()))
    }
}

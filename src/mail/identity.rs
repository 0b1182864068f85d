//! This browser's player key: made on first use, kept in localStorage,
//! moved to another device with a passphrase-protected backup file (made
//! and opened by the keys module, off the page's thread).

use crate::i18n::I18n;
use crate::module::Module;
use crate::storage::{self, StorageError};
use host::{Reply, Request, Seating};
use pbem::SeatKeys;
use pbem::rand_core::UnwrapErr;

const KEY: &str = "sandtable:v1:keys";

/// The browser's cryptographic generator (`crypto.getRandomValues`).
pub fn rng() -> UnwrapErr<getrandom::SysRng> {
    UnwrapErr(getrandom::SysRng)
}

/// The stored key, if any.
pub fn load() -> Option<SeatKeys> {
    storage::get(KEY).and_then(|text| SeatKeys::from_local_storage(&text).ok())
}

/// The stored key, or a new one named `name` (stored at once).
///
/// # Errors
/// Storage refused the new key.
pub fn load_or_create(name: &str) -> Result<SeatKeys, StorageError> {
    if let Some(keys) = load() {
        return Ok(keys);
    }
    let name = if name.trim().is_empty() { "Player" } else { name.trim() };
    let keys = SeatKeys::generate(name, &mut rng());
    store(&keys)?;
    Ok(keys)
}

/// Stores `keys` as this browser's key.
///
/// # Errors
/// Storage unavailable or full.
pub fn store(keys: &SeatKeys) -> Result<(), StorageError> {
    storage::set(KEY, &keys.to_local_storage())
}

/// Asks the keys module (a worker: Argon2id takes seconds on purpose, and
/// the page must not freeze meanwhile).
async fn ask_keys(request: Request, i18n: I18n) -> Result<String, String> {
    match Module::of("keys")?.ask(Seating::default(), request).await {
        Reply::Key(text) => Ok(text),
        Reply::MailRefused(why) => Err(i18n.render(&why)),
        Reply::Failed(why) => Err(why),
        _ => Err(i18n.t("app.mail.error.no_answer")),
    }
}

/// The backup file of the stored key: (file name, text).
///
/// # Errors
/// No key, or the key derivation failed.
pub async fn backup(passphrase: String, i18n: I18n) -> Result<(String, String), String> {
    let keys = load().ok_or_else(|| i18n.t("app.mail.error.no_key"))?;
    let request = Request::KeyBackup { keys: keys.to_local_storage().to_string(), passphrase };
    let text = ask_keys(request, i18n).await?;
    let slug: String =
        keys.name().chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    Ok((format!("sandtable-key-{slug}.json"), text))
}

/// Restores a backup as this browser's key.
///
/// # Errors
/// A damaged or foreign file, a wrong passphrase, or storage refused.
pub async fn restore(file: String, passphrase: String, i18n: I18n) -> Result<SeatKeys, String> {
    let stored = ask_keys(Request::KeyRestore { file, passphrase }, i18n).await?;
    let keys = SeatKeys::from_local_storage(&stored).map_err(|e| i18n.render(&e.text()))?;
    store(&keys).map_err(|e| i18n.t(e.key()))?;
    Ok(keys)
}

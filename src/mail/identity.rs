//! This browser's player key: made on first use, kept in localStorage,
//! moved to another device with a passphrase-protected backup file.

use crate::storage::{self, StorageError};
use pbem::rand_core::UnwrapErr;
use pbem::{KdfCost, SeatKeys};

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

/// The backup file of the stored key.
///
/// # Errors
/// No key, or the key derivation failed.
pub fn backup(passphrase: &str) -> Result<(String, String), String> {
    let keys = load().ok_or("no key")?;
    let text = keys.export_backup(passphrase, KdfCost::DEFAULT, &mut rng()).map_err(|e| e.to_string())?;
    let slug: String =
        keys.name().chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    Ok((format!("sandtable-key-{slug}.json"), text))
}

/// Restores a backup as this browser's key.
///
/// # Errors
/// A damaged or foreign file, a wrong passphrase, or storage refused.
pub fn restore(text: &str, passphrase: &str) -> Result<SeatKeys, String> {
    let keys = SeatKeys::import_backup(text, passphrase).map_err(|e| e.to_string())?;
    store(&keys).map_err(|e| e.key().to_owned())?;
    Ok(keys)
}

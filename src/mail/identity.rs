//! This browser's player key: made on first use, kept in localStorage,
//! moved to another device with a passphrase-protected backup file. The
//! page only stores the key's text: the keys module makes it, reads it and
//! wraps it (key generation and Argon2id are its code, not the page's).

use super::{ask_desk, refusal};
use crate::i18n::I18n;
use crate::storage;
use host::desk::{DeskReply as Reply, DeskRequest as Request, KeyCard, SEALED_KEY_FORMAT, SESSION_KEY_FORMAT};

const KEY: &str = "sandtable:v1:keys";

/// Whether a key is stored (read or not: [`load`] reads it).
pub fn exists() -> bool {
    storage::get(KEY).is_some()
}

/// The stored key and its card, if there is one that reads (a damaged key
/// counts as none).
pub async fn load() -> Option<KeyCard> {
    read_reply().await.ok().flatten()
}

/// The stored key and its card (`None`: no key stored), or why the stored
/// key cannot be read now (damaged, or sealed and its opening key gone).
///
/// # Errors
/// The player's message.
pub async fn read(i18n: I18n) -> Result<Option<KeyCard>, String> {
    read_reply().await.map_err(|reply| refusal(reply, i18n))
}

/// How this browser keeps its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Sealed at rest (the usual case).
    Sealed,
    /// Only in the keys module's memory, until the tab closes: the browser
    /// cannot seal it (no IndexedDB or WebCrypto, as in some private windows).
    Session,
    /// Stored plain by an earlier version, in a browser that cannot seal it.
    Plain,
}

/// How the stored key is kept ([`Kept`]), if there is one.
pub fn kept() -> Option<Kept> {
    let stored = storage::get(KEY)?;
    Some(if stored.contains(SEALED_KEY_FORMAT) {
        Kept::Sealed
    } else if stored.contains(SESSION_KEY_FORMAT) {
        Kept::Session
    } else {
        Kept::Plain
    })
}

/// A key stored plain where the browser cannot seal it: kept from now on
/// only for this session, once the player has backed it up (the keys module
/// holds it; local storage keeps the handle, not the key).
///
/// # Errors
/// No such key, or storage refused.
pub async fn keep_plain_for_session(i18n: I18n) -> Result<(), String> {
    let card = read(i18n).await?.ok_or_else(|| i18n.t("app.mail.error.no_key"))?;
    if !card.stored.contains(SESSION_KEY_FORMAT) {
        return Err(i18n.t("app.mail.error.no_key"));
    }
    store(&card).map_err(|e| i18n.t(e.key()))
}

/// [`read`], with the keys module's refusal as it came.
async fn read_reply() -> Result<Option<KeyCard>, Reply> {
    let Some(keys) = storage::get(KEY) else { return Ok(None) };
    let sealed = keys.contains(SEALED_KEY_FORMAT);
    match ask_desk(Request::KeyRead { keys }).await {
        Reply::KeyCard(card) => {
            // A key stored plain before keys were sealed at rest is sealed
            // now (the reply's form); if storage refuses, it stays as it was.
            // Where it cannot be sealed, the plain key is not replaced by a
            // session's handle unasked: the player backs it up first.
            if !sealed && card.stored.contains(SEALED_KEY_FORMAT) {
                let _ = store(&card);
            }
            Ok(Some(card))
        }
        other => Err(other),
    }
}

/// The stored key opened (it is sealed at rest), to hand to a module that
/// signs with it.
///
/// # Errors
/// No key, or it cannot be opened (the player's message).
pub async fn opened(i18n: I18n) -> Result<String, String> {
    let keys = storage::get(KEY).ok_or_else(|| i18n.t("app.mail.error.no_key"))?;
    match ask_desk(Request::KeyOpen { keys }).await {
        Reply::KeyOpened(plain) => Ok(plain),
        other => Err(refusal(other, i18n)),
    }
}

/// The stored key, or a new one named `name` (stored at once).
///
/// # Errors
/// Storage refused the new key, or the keys module did not answer.
pub async fn load_or_create(name: &str, i18n: I18n) -> Result<KeyCard, String> {
    // A stored key that cannot be read now is never replaced unasked: it
    // may open again (IndexedDB busy), and its games need it. Restoring a
    // backup replaces it, after a question.
    if let Some(card) = read(i18n).await? {
        return Ok(card);
    }
    match ask_desk(Request::KeyCreate { name: name.to_owned() }).await {
        Reply::KeyCard(card) => {
            store(&card).map_err(|e| i18n.t(e.key()))?;
            Ok(card)
        }
        other => Err(refusal(other, i18n)),
    }
}

/// Stores `card`'s key as this browser's key.
///
/// # Errors
/// Storage unavailable or full.
fn store(card: &KeyCard) -> Result<(), storage::StorageError> {
    storage::set(KEY, &card.stored)
}

/// The backup file of the stored key: (file name, text). Argon2id takes
/// seconds on purpose; it runs in the keys module, and the page does not
/// freeze meanwhile.
///
/// # Errors
/// No key, or the key derivation failed.
pub async fn backup(passphrase: String, i18n: I18n) -> Result<(String, String), String> {
    let card = load().await.ok_or_else(|| i18n.t("app.mail.error.no_key"))?;
    let text = match ask_desk(Request::KeyBackup { keys: card.stored, passphrase }).await {
        Reply::Key(text) => text,
        other => return Err(refusal(other, i18n)),
    };
    let slug: String =
        card.name.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    Ok((format!("sandtable-key-{slug}.json"), text))
}

/// Restores a backup as this browser's key.
///
/// # Errors
/// A damaged or foreign file, a wrong passphrase, or storage refused.
pub async fn restore(file: String, passphrase: String, i18n: I18n) -> Result<KeyCard, String> {
    let card = match ask_desk(Request::KeyRestore { file, passphrase }).await {
        Reply::KeyCard(card) => card,
        other => return Err(refusal(other, i18n)),
    };
    store(&card).map_err(|e| i18n.t(e.key()))?;
    Ok(card)
}

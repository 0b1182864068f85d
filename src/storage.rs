//! Saved games in localStorage.
//!
//! Layout: `sandtable:v1:index` holds the list of slots (what the Continue
//! screen shows); `sandtable:v1:game:<id>` holds each save file, packed
//! (`engine::pack`; a save stored before packing still reads). A write puts
//! the file first and the index after, and `setItem` either stores a value
//! whole or leaves the old one, so a full storage never costs an existing
//! save: the player gets a message and every slot is as it was.
//!
//! `sandtable:v1:kept-screen` keeps the screen of the game last autosaved
//! (packed: its slot id, the save's `saved` stamp and the module's
//! [`host::Loaded`] as JSON), so that a resumed game is drawn before its
//! module has opened the save (issue 35). It is a cache: dropped before the
//! save it follows is written, so it never takes a save's room, and used
//! only for the very save it was kept with.
//!
//! `sandtable:v1:shell-menu` and `sandtable:v1:shell-game` are what
//! index.html draws on the next visit before the page's module has come
//! (`crate::shell`): the menu's words, dropped whenever the saved games
//! or games by e-mail change, and the picture of the game Resume opens
//! (its HTML), dropped with any autosave of another state of the game
//! (`sandtable:v1:shell-game-of` says which game, save and state it
//! shows). Like the kept screen, a full storage lets go of it first.

use gloo_storage::{LocalStorage, Storage as _};
use serde::{Deserialize, Serialize};

const INDEX_KEY: &str = "sandtable:v1:index";
const GAME_PREFIX: &str = "sandtable:v1:game:";
const KEPT_SCREEN_KEY: &str = "sandtable:v1:kept-screen";
/// The menu's words for index.html's first paint (`crate::shell`).
pub const SHELL_MENU_KEY: &str = "sandtable:v1:shell-menu";
/// The picture of the last autosaved game for index.html (`crate::shell`).
pub const SHELL_GAME_KEY: &str = "sandtable:v1:shell-game";
/// What the picture shows, a line each: its slot, the `saved` stamp of the
/// autosave that holds it (empty until one does) and the game's hash.
pub const SHELL_GAME_OF_KEY: &str = "sandtable:v1:shell-game-of";
/// Games by e-mail: a change to one changes the menu's words.
const MAIL_PREFIX: &str = "sandtable:v1:mail:";
/// The files the kept screen is drawn with, for the page's start script
/// (`pwa/precompress.mjs`), which fetches them on the next visit as soon as
/// the page's wasm has come: the game's id and the files' paths, a line
/// each (JSON cost the page 1.3 KB more).
const KEPT_SCREEN_FILES_KEY: &str = "sandtable:v1:kept-screen-files";

/// What the Continue screen shows about a slot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SlotInfo {
    /// Storage id.
    pub id: String,
    /// The player's name for the slot; empty for a game's autosave.
    #[serde(default)]
    pub name: String,
    /// The game's title.
    pub title: String,
    /// System id.
    pub system: String,
    /// Scenario id.
    pub scenario: String,
    /// Turn and phase, rendered when the game was saved (what an older
    /// copy stored; see `turn_label`).
    pub turn: String,
    /// Turn and phase as a message, drawn in the language of the moment.
    #[serde(default)]
    pub turn_label: Option<engine::text::Text>,
    /// Who is to play, rendered.
    pub to_play: String,
    /// When it was saved (ISO 8601).
    pub saved: String,
}

/// Why storage failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser offers no localStorage (private mode, disabled).
    Unavailable,
    /// The browser refused the write (usually: storage is full).
    Full,
    /// No slot with that id.
    Missing,
    /// The stored value is cut off.
    Truncated,
    /// The stored value is damaged.
    Damaged,
}

impl StorageError {
    /// The locale key of the message.
    pub const fn key(&self) -> &'static str {
        match self {
            Self::Unavailable => "app.storage.unavailable",
            Self::Full => "app.storage.full",
            Self::Missing => "app.storage.missing",
            Self::Truncated => "engine.load.truncated",
            Self::Damaged => "app.storage.damaged",
        }
    }
}

/// localStorage through gloo-storage; `Unavailable` when the browser has none
/// (private mode, disabled). Packed values are plain strings, not JSON, so
/// they go through the raw `Storage` (gloo would quote them, and every value
/// stored so far is unquoted).
fn storage() -> Result<web_sys::Storage, StorageError> {
    let window_has_storage = web_sys::window().is_some_and(|w| w.local_storage().ok().flatten().is_some());
    if window_has_storage { Ok(LocalStorage::raw()) } else { Err(StorageError::Unavailable) }
}

/// Every slot, newest first. The index is only a summary: a game stored
/// without an entry (the index damaged, lost or written by an older copy)
/// is listed again from its own file, and the repaired index is kept, so no
/// stored game is ever orphaned.
pub fn list() -> Vec<SlotInfo> {
    if storage().is_err() {
        return Vec::new();
    }
    let mut slots: Vec<SlotInfo> = LocalStorage::get(INDEX_KEY).unwrap_or_default();
    let stored: Vec<String> =
        keys_with_prefix(GAME_PREFIX).into_iter().map(|k| k[GAME_PREFIX.len()..].to_owned()).collect();
    // An entry whose game is gone is dropped; a game with no entry is added.
    let listed = slots.len();
    slots.retain(|s| stored.contains(&s.id));
    let mut repaired = slots.len() != listed;
    for id in stored {
        if !slots.iter().any(|s| s.id == id) {
            slots.push(recovered_slot(&id));
            repaired = true;
        }
    }
    if repaired {
        // Best effort: the list shown is right even if the write fails.
        let _ = write_index(&slots);
    }
    // Unstable sorts throughout the page: a stable sort's code is kilobytes
    // for each kind of element, and no list here needs one.
    slots.sort_unstable_by(|a, b| b.saved.cmp(&a.saved));
    slots
}

/// The slot of a stored game the index did not list, read from the game's
/// own file (a damaged file is still listed, so it can be exported or
/// deleted; opening it says what is wrong).
fn recovered_slot(id: &str) -> SlotInfo {
    let file = read(id).ok().and_then(|text| engine::save::parse_head(&text).ok());
    SlotInfo {
        id: id.to_owned(),
        name: String::new(),
        title: file.as_ref().map_or_else(String::new, |f| f.metadata.title.clone()),
        system: file.as_ref().map_or_else(String::new, |f| f.system.clone()),
        scenario: file.as_ref().map_or_else(String::new, |f| f.scenario.id.clone()),
        turn: String::new(),
        turn_label: None,
        to_play: String::new(),
        saved: file.map_or_else(String::new, |f| f.metadata.saved),
    }
}

/// Rewrites the index (JSON, as gloo-storage writes it).
fn write_index(slots: &[SlotInfo]) -> Result<(), StorageError> {
    remove(SHELL_MENU_KEY);
    set(INDEX_KEY, &serde_json::to_string(slots).map_err(|_| StorageError::Full)?)
}

/// Stores a save file under `info.id` and lists it.
///
/// # Errors
/// [`StorageError::Full`] when the browser refuses; nothing else changed.
pub fn write(info: &SlotInfo, save_json: &str) -> Result<(), StorageError> {
    set(&format!("{GAME_PREFIX}{}", info.id), &engine::pack::pack(save_json))?;
    let mut slots = list();
    slots.retain(|s| s.id != info.id);
    slots.insert(0, info.clone());
    write_index(&slots)
}

/// Writes a game's autosave and, after it, the screen to resume it with
/// (`kept`, the module's [`host::Reply::Autosaved`]) and the files that
/// screen is drawn with (`files`, `$` in place of the language); `saved` is
/// the stamp in the save's metadata. The old kept screen goes first: a full
/// storage refuses the save as before, never for the cache's sake, and a
/// kept screen that does not fit is simply not kept. The game's picture
/// for the first paint (`crate::shell::keep_game`) goes too, unless it
/// shows the game as saved now (its `hash`): then it takes the new stamp.
///
/// # Errors
/// As [`write`].
pub fn write_autosave(
    info: &SlotInfo,
    save_json: &str,
    saved: &str,
    kept: &str,
    files: &[String],
    hash: &str,
) -> Result<(), StorageError> {
    remove(KEPT_SCREEN_KEY);
    let pictured = get(SHELL_GAME_OF_KEY).is_some_and(|of| {
        let mut lines = of.split('\n');
        lines.next() == Some(&info.id) && lines.nth(1) == Some(hash)
    });
    remove(SHELL_GAME_OF_KEY);
    if !pictured {
        remove(SHELL_GAME_KEY);
    }
    write(info, save_json)?;
    if set(KEPT_SCREEN_KEY, &engine::pack::pack(&format!("{}\n{saved}\n{kept}", info.id))).is_err() {
        remove(KEPT_SCREEN_KEY);
    } else {
        let _ = set(KEPT_SCREEN_FILES_KEY, &format!("{}\n{}", info.id, files.join("\n")));
    }
    // Stamped as the menu's Resume is (the listing's `saved`).
    if pictured {
        let _ = set(SHELL_GAME_OF_KEY, &format!("{}\n{}\n{hash}", info.id, info.saved));
    }
    Ok(())
}

/// The screen kept with the autosave of slot `id` whose metadata says
/// `saved`, as the module's JSON; `None` when the kept screen is another
/// save's, or none was kept.
pub fn kept_screen(id: &str, saved: &str) -> Option<String> {
    let text = engine::pack::unpack(&get(KEPT_SCREEN_KEY)?).ok()?;
    let mut parts = text.splitn(3, '\n');
    (parts.next()? == id && parts.next()? == saved).then(|| parts.next().map(str::to_owned))?
}

/// The save file text of a slot.
///
/// # Errors
/// Missing slot or no storage.
pub fn read(id: &str) -> Result<String, StorageError> {
    let stored = storage()?.get_item(&format!("{GAME_PREFIX}{id}")).ok().flatten().ok_or(StorageError::Missing)?;
    engine::pack::unpack(&stored).map_err(|e| match e {
        engine::pack::PackError::Truncated => StorageError::Truncated,
        engine::pack::PackError::Damaged(_) => StorageError::Damaged,
    })
}

/// Deletes a slot.
///
/// # Errors
/// No storage, or the index could not be rewritten.
pub fn delete(id: &str) -> Result<(), StorageError> {
    storage()?;
    let mut slots = list();
    slots.retain(|s| s.id != id);
    write_index(&slots)?;
    LocalStorage::delete(format!("{GAME_PREFIX}{id}"));
    Ok(())
}

/// Reads a raw key (other stores, e.g. games by e-mail, keep their own keys
/// under the `sandtable:v1:` prefix).
pub fn get(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

/// Writes a raw key: stored whole or not at all. A full storage first lets
/// go of the caches (the kept screen, the game's picture): they never take
/// a game's room.
///
/// # Errors
/// No storage, or the browser refused (full).
pub fn set(key: &str, value: &str) -> Result<(), StorageError> {
    if key.starts_with(MAIL_PREFIX) {
        remove(SHELL_MENU_KEY);
    }
    let store = storage()?;
    store
        .set_item(key, value)
        .or_else(|_| {
            for cache in [SHELL_GAME_KEY, SHELL_GAME_OF_KEY, KEPT_SCREEN_KEY] {
                let _ = store.remove_item(cache);
            }
            store.set_item(key, value)
        })
        .map_err(|_| StorageError::Full)
}

/// Removes a raw key.
pub fn remove(key: &str) {
    if key.starts_with(MAIL_PREFIX) {
        remove(SHELL_MENU_KEY);
    }
    if storage().is_ok() {
        LocalStorage::delete(key);
    }
}

/// Every key that starts with `prefix`.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Ok(store) = storage() else { return Vec::new() };
    let n = store.length().unwrap_or(0);
    (0..n).filter_map(|i| store.key(i).ok().flatten()).filter(|k| k.starts_with(prefix)).collect()
}

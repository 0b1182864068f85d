//! The player's key at rest in the browser: sealed with AES-256-GCM under a
//! WebCrypto key that is not extractable and lives in IndexedDB
//! (`sandtable-keys` / `wrap` / `v1`), so local storage holds only
//! ciphertext. Page scripts cannot read the wrapping key's bytes
//! (`exportKey` refuses), a copy of local storage alone opens nothing, and
//! clearing the site's data removes both together.
//!
//! Why not the backup's Argon2id passphrase, unlocked once per visit: it
//! would protect a stolen profile better, but every visit would start with
//! a passphrase, and a forgotten one loses every game. The backup file
//! stays the way a key travels (and survives a cleared browser).
//!
//! What it does not stop: a script running in the page (it could ask this
//! module to open the key), or malware that copies the whole profile
//! (IndexedDB keeps the wrapping key's material on disk).
//!
//! Where the browser has no IndexedDB or WebCrypto (some private windows),
//! the key is never stored in the clear: this module keeps it in its own
//! memory for the session ([`keep_for_session`]), local storage holds only
//! a handle to it, and the page says so: back the key up, and restore it
//! after the tab closes.

use js_sys::{Array, Object, Promise, Reflect, Uint8Array};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{CryptoKey, IdbDatabase, IdbRequest, IdbTransactionMode, WorkerGlobalScope};

use host::desk::SEALED_KEY_FORMAT as SEALED_FORMAT;

const DATABASE: &str = "sandtable-keys";
const STORE: &str = "wrap";
const WRAP_KEY: &str = "v1";

/// `format` of the handle local storage keeps for a key held only in this
/// module's memory ([`keep_for_session`]).
pub use host::desk::SESSION_KEY_FORMAT as SESSION_FORMAT;

thread_local! {
    /// Keys kept for the session: handle id → the stored key's text.
    static SESSION: std::cell::RefCell<Vec<(String, String)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Keeps `plain` (the stored key's text) in this module's memory only, for
/// a browser that cannot seal it at rest: the handle to store instead.
///
/// # Errors
/// No random numbers for the handle's id.
pub fn keep_for_session(plain: &str) -> Result<String, JsValue> {
    let mut id = [0u8; 16];
    getrandom::fill(&mut id).map_err(|e| JsValue::from_str(&e.to_string()))?;
    let id = hex(&id);
    SESSION.with(|keys| keys.borrow_mut().push((id.clone(), plain.to_owned())));
    Ok(serde_json::json!({ "format": SESSION_FORMAT, "version": 1, "id": id }).to_string())
}

/// The key a session handle stands for, while this module lives.
fn session_key(stored: &serde_json::Value) -> Result<String, JsValue> {
    let id = stored.get("id").and_then(serde_json::Value::as_str).unwrap_or_default();
    SESSION
        .with(|keys| keys.borrow().iter().find(|(k, _)| k == id).map(|(_, plain)| plain.clone()))
        .ok_or_else(|| JsValue::from_str("the session that kept this key has ended"))
}

/// Whether `stored` is a sealed key (else it is the plain stored key).
#[must_use]
pub fn is_sealed(stored: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(stored)
        .is_ok_and(|v| v.get("format").and_then(serde_json::Value::as_str) == Some(SEALED_FORMAT))
}

/// `plain` (the stored key's text) sealed for local storage.
///
/// # Errors
/// No IndexedDB or WebCrypto here (the caller keeps the key plain).
pub async fn seal(plain: &str) -> Result<String, JsValue> {
    let key = wrapping_key().await?;
    let mut iv = [0u8; 12];
    getrandom::fill(&mut iv).map_err(|e| JsValue::from_str(&e.to_string()))?;
    let data = Uint8Array::from(plain.as_bytes());
    let sealed = subtle()?.encrypt_with_object_and_buffer_source(&gcm(&iv)?, &key, &data)?;
    let sealed = Uint8Array::new(&JsFuture::from(sealed).await?).to_vec();
    let text = serde_json::json!({ "format": SEALED_FORMAT, "version": 1, "iv": hex(&iv), "data": hex(&sealed) });
    Ok(text.to_string())
}

/// The stored key's text: `stored` itself when plain, else opened.
///
/// # Errors
/// The wrapping key is gone (site data cleared in part) or the text was
/// changed.
pub async fn open(stored: &str) -> Result<String, Opening> {
    let value: serde_json::Value = match serde_json::from_str(stored) {
        Ok(value) => value,
        Err(_) => return Ok(stored.to_owned()),
    };
    if value.get("format").and_then(serde_json::Value::as_str) == Some(SESSION_FORMAT) {
        return session_key(&value).map_err(|_| Opening::SessionEnded);
    }
    if !is_sealed(stored) {
        return Ok(stored.to_owned());
    }
    open_sealed(&value).await.map_err(|_| Opening::Lost)
}

/// Why a stored key does not open.
pub enum Opening {
    /// Sealed, and its wrapping key is gone (site data cleared in part).
    Lost,
    /// Kept for a session that has ended (the tab was closed).
    SessionEnded,
}

async fn open_sealed(value: &serde_json::Value) -> Result<String, JsValue> {
    let field = |name: &str| unhex(value.get(name).and_then(serde_json::Value::as_str).unwrap_or_default());
    let (iv, data) = (field("iv")?, field("data")?);
    let key = stored_wrapping_key(&database().await?).await?.ok_or_else(|| JsValue::from_str("no wrapping key"))?;
    let opened = subtle()?.decrypt_with_object_and_u8_array(&gcm(&iv)?, &key, &data)?;
    let opened = Uint8Array::new(&JsFuture::from(opened).await?).to_vec();
    String::from_utf8(opened).map_err(|e| JsValue::from_str(&e.to_string()))
}

fn scope() -> WorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn subtle() -> Result<web_sys::SubtleCrypto, JsValue> {
    Ok(scope().crypto()?.subtle())
}

fn gcm(iv: &[u8]) -> Result<Object, JsValue> {
    let params = Object::new();
    Reflect::set(&params, &"name".into(), &"AES-GCM".into())?;
    Reflect::set(&params, &"iv".into(), &Uint8Array::from(iv))?;
    Ok(params)
}

/// The wrapping key: the stored one, or a new one. Two tabs may make one at
/// once: `add` keeps the first, and both then use it.
async fn wrapping_key() -> Result<CryptoKey, JsValue> {
    let db = database().await?;
    if let Some(key) = stored_wrapping_key(&db).await? {
        return Ok(key);
    }
    let params = Object::new();
    Reflect::set(&params, &"name".into(), &"AES-GCM".into())?;
    Reflect::set(&params, &"length".into(), &256.into())?;
    let usages = Array::of2(&"encrypt".into(), &"decrypt".into());
    let made = subtle()?.generate_key_with_object(&params, false, &usages)?;
    let key: CryptoKey = JsFuture::from(made).await?.unchecked_into();
    let store = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?.object_store(STORE)?;
    // Refused if another tab stored one first: that one is read below.
    let _ = done(&store.add_with_key(&key, &WRAP_KEY.into())?).await;
    stored_wrapping_key(&db).await?.ok_or_else(|| JsValue::from_str("the wrapping key was not stored"))
}

async fn stored_wrapping_key(db: &IdbDatabase) -> Result<Option<CryptoKey>, JsValue> {
    let store = db.transaction_with_str(STORE)?.object_store(STORE)?;
    let found = done(&store.get(&WRAP_KEY.into())?).await?;
    Ok(found.dyn_into::<CryptoKey>().ok())
}

async fn database() -> Result<IdbDatabase, JsValue> {
    let factory = scope().indexed_db()?.ok_or_else(|| JsValue::from_str("no IndexedDB"))?;
    let request = factory.open_with_u32(DATABASE, 1)?;
    let upgrade = Closure::once_into_js(move |event: web_sys::Event| {
        let db = event
            .target()
            .and_then(|t| t.dyn_into::<IdbRequest>().ok())
            .and_then(|r| r.result().ok())
            .and_then(|r| r.dyn_into::<IdbDatabase>().ok());
        if let Some(db) = db {
            let _ = db.create_object_store(STORE);
        }
    });
    request.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    done(&request).await?.dyn_into::<IdbDatabase>()
}

/// An IndexedDB request's result, once it succeeded.
async fn done(request: &IdbRequest) -> Result<JsValue, JsValue> {
    let promise = Promise::new(&mut |resolve, reject| {
        let ok = request.clone();
        let on_success = Closure::once_into_js(move || {
            let _ = resolve.call1(&JsValue::NULL, &ok.result().unwrap_or(JsValue::UNDEFINED));
        });
        let failed = request.clone();
        let on_error = Closure::once_into_js(move || {
            let why = failed.error().ok().flatten().map_or_else(|| JsValue::from_str("failed"), JsValue::from);
            let _ = reject.call1(&JsValue::NULL, &why);
        });
        request.set_onsuccess(Some(on_success.unchecked_ref()));
        request.set_onerror(Some(on_error.unchecked_ref()));
    });
    JsFuture::from(promise).await
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Result<Vec<u8>, JsValue> {
    if !text.len().is_multiple_of(2) {
        return Err(JsValue::from_str("damaged sealed key"));
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).map_err(|_| JsValue::from_str("damaged sealed key")))
        .collect()
}

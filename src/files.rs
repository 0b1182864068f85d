//! Save files in and out: download an export, read a picked or dropped file.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Offers `text` as a download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    download_as(name, text, "application/json")
}

/// Offers `text` as a file named `name` of the given media type.
pub fn download_as(name: &str, text: &str, media_type: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(media_type);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| "blob")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "url")?;
    let anchor: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(|_| "anchor")?.dyn_into().map_err(|_| "anchor")?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Reads a file's text. Files larger than 20 MB are refused: no save is that
/// big, and reading one would only freeze the page.
pub async fn read_text(file: web_sys::File) -> Result<String, String> {
    const LIMIT: f64 = 20.0 * 1024.0 * 1024.0;
    if file.size() > LIMIT {
        return Err("too-large".into());
    }
    let text = JsFuture::from(file.text()).await.map_err(|_| "unreadable".to_owned())?;
    text.as_string().ok_or_else(|| "unreadable".to_owned())
}

/// A file of the site carried inside the page itself, as the classroom copy
/// carries every file (`pwa/classroom.mjs`): its text, or for a module's
/// loader the address to start it from. `None` on the web, where files are
/// fetched.
pub fn bundled(name: &str) -> Option<String> {
    js_sys::Reflect::get(&bundle()?, &name.into()).ok()?.as_string()
}

/// Whether this page is the classroom copy (one file, opened from a disk).
pub fn is_classroom_copy() -> bool {
    bundle().is_some()
}

fn bundle() -> Option<wasm_bindgen::JsValue> {
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    js_sys::Reflect::get(&window, &"sandtableBundle".into()).ok().filter(|b| !b.is_undefined())
}

thread_local! {
    /// The loads under way, each with the callers waiting for it to end.
    static RUNNING: std::cell::RefCell<Vec<(String, Vec<futures::channel::oneshot::Sender<()>>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `load` for `key` once at a time: a caller that comes while it runs
/// waits for it to end, then finds what it stored, so a file warmed up by
/// the menu and asked for again by a resumed game is fetched once (issue 35).
pub async fn once_at_a_time<F: std::future::Future<Output = ()>>(key: &str, load: impl FnOnce() -> F) {
    let waiting = RUNNING.with_borrow_mut(|running| match running.iter_mut().find(|(k, _)| k == key) {
        Some((_, waiters)) => {
            let (send, receive) = futures::channel::oneshot::channel();
            waiters.push(send);
            Some(receive)
        }
        None => {
            running.push((key.to_owned(), Vec::new()));
            None
        }
    });
    if let Some(receive) = waiting {
        let _ = receive.await;
        return;
    }
    load().await;
    let waiters = RUNNING.with_borrow_mut(|running| {
        running.iter().position(|(k, _)| k == key).map(|i| running.swap_remove(i).1).unwrap_or_default()
    });
    for waiter in waiters {
        let _ = waiter.send(());
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `pwa/unpack.js`, which the build puts in the page: fetches a file
    /// the build stored compressed and resolves to a `Response` of its
    /// plain bytes.
    #[wasm_bindgen(js_name = sandtableUnpack)]
    fn unpack(source: &str, media_type: &str) -> js_sys::Promise;
}

/// Fetches a file of the site (a path relative to the page) as text. The
/// build stores texts and maps gzip-compressed as `<path>.gz`
/// (`pwa/precompress.mjs`), so a server that does not compress still sends
/// a third of the bytes.
pub async fn fetch_text(path: &str) -> Result<String, String> {
    if let Some(text) = bundled(path) {
        return Ok(text);
    }
    if let Some(text) = fetched_early(path).await {
        return Ok(text);
    }
    let failed = |e: wasm_bindgen::JsValue| {
        let why = e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).unwrap_or_default();
        format!("could not fetch {path} {why}").trim_end().to_owned()
    };
    let response: web_sys::Response = JsFuture::from(unpack(&format!("{path}.gz"), "text/plain"))
        .await
        .map_err(failed)?
        .dyn_into()
        .map_err(failed)?;
    let text = JsFuture::from(response.text().map_err(failed)?).await.map_err(failed)?;
    text.as_string().ok_or_else(|| format!("could not read {path}"))
}

/// A text the page's start script began to fetch while the wasm was still on
/// its way (the menu's catalogs, `pwa/precompress.mjs`), taken once: a later
/// fetch of the same file (another language chosen and back) goes to the
/// network. `None` if it was not fetched early or the fetch failed.
async fn fetched_early(path: &str) -> Option<String> {
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    let early =
        js_sys::Reflect::get(&window, &"sandtableEarly".into()).ok().filter(wasm_bindgen::JsValue::is_object)?;
    let promise: js_sys::Promise = js_sys::Reflect::get(&early, &path.into()).ok()?.dyn_into().ok()?;
    let _ = js_sys::Reflect::delete_property(early.unchecked_ref::<js_sys::Object>(), &path.into());
    JsFuture::from(promise).await.ok()?.as_string()
}

//! The loop of a system's module: each message from the app is an
//! [`host::Ask`] as JSON; each answer goes back as an [`host::Answer`].
//!
//! In the browser it is a Web Worker (`cargo xtask dist` builds
//! `src/bin/<system>.rs` with `data-type="worker"`). Natively the same loop reads one request per
//! line on standard input and writes one answer per line, so the protocol
//! can be driven from a terminal or a test.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
mod at_rest;

use engine::any::System;
use host::desk::DeskReply;
use host::{Answer, Ask, Host, Reply};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Answers one message (JSON text) with JSON text. A message that is not
/// an `Ask` gets a `Failed` answer numbered 0.
pub fn answer(host: &mut Host, message: &str) -> String {
    answer_with(message, |ask: Ask| host.handle(ask.request, &ask.seating), Reply::Failed)
}

/// Answers one message of requests `Q` with a reply `A` (`failed` says why
/// a message is not a request).
fn answer_with<Q: DeserializeOwned, A: Serialize>(
    message: &str,
    mut handle: impl FnMut(Ask<Q>) -> A,
    failed: fn(String) -> A,
) -> String {
    let answer = match serde_json::from_str::<Ask<Q>>(message) {
        Ok(ask) => Answer { id: ask.id, reply: handle(ask) },
        Err(e) => Answer { id: 0, reply: failed(format!("not a request: {e}")) },
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

/// Runs the module of `system` until the page closes it.
pub fn serve(system: &'static dyn System) {
    let mut host = Host::new(system);
    run(move |message| answer(&mut host, message));
}

/// Runs the keys module (the player's key and the page's desk by e-mail, no rules).
#[cfg(not(target_arch = "wasm32"))]
pub fn serve_keys() {
    run(|message| answer_with(message, |ask| host::keys::handle(ask.request), DeskReply::Failed));
}

/// Runs the keys module in the browser: as natively, with the stored key
/// sealed at rest ([`at_rest`]): opened before each step that needs it,
/// sealed before the page stores it.
#[cfg(target_arch = "wasm32")]
pub fn serve_keys() {
    run_async(keys_answer);
}

#[cfg(target_arch = "wasm32")]
async fn keys_answer(message: String) -> String {
    use host::desk::DeskRequest;
    let ask = match serde_json::from_str::<Ask<DeskRequest>>(&message) {
        Ok(ask) => ask,
        Err(e) => {
            return answer_with(&message, |_: Ask<DeskRequest>| DeskReply::Failed(e.to_string()), DeskReply::Failed);
        }
    };
    let id = ask.id;
    let mut request = ask.request;
    if let Some(keys) = request.stored_key_mut() {
        match at_rest::open(keys).await {
            Ok(plain) => *keys = plain,
            Err(why) => {
                let key = match why {
                    at_rest::Opening::Lost => "pbem.build.key_sealed_lost",
                    at_rest::Opening::SessionEnded => "pbem.build.key_session_ended",
                };
                let refused = DeskReply::MailRefused(engine::text::Text::key(key));
                return serde_json::to_string(&Answer { id, reply: refused }).unwrap_or_default();
            }
        }
    }
    let mut reply = host::keys::handle(request);
    if let Some(stored) = reply.key_to_store_mut() {
        // Without IndexedDB or WebCrypto the key is never stored in the
        // clear: this module keeps it for the session, and the page says so.
        match at_rest::seal(stored).await {
            Ok(sealed) => *stored = sealed,
            Err(_) => match at_rest::keep_for_session(stored) {
                Ok(handle) => *stored = handle,
                Err(_) => reply = DeskReply::Failed("no random numbers".into()),
            },
        }
    }
    serde_json::to_string(&Answer { id, reply }).unwrap_or_default()
}

/// The message loop for answers that take time (WebCrypto, IndexedDB):
/// each message is answered when its answer is ready; the page matches
/// answers to questions by their numbers.
#[cfg(target_arch = "wasm32")]
fn run_async<F: std::future::Future<Output = String> + 'static>(respond: fn(String) -> F) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let reply_to = reply_to.clone();
        let answer = respond(text);
        wasm_bindgen_futures::spawn_local(async move {
            let _ = reply_to.post_message(&JsValue::from_str(&answer.await));
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// The message loop: in the browser, the worker's messages.
#[cfg(target_arch = "wasm32")]
fn run(mut respond: impl FnMut(&str) -> String + 'static) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let _ = reply_to.post_message(&JsValue::from_str(&respond(&text)));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages posted before the handler existed are lost: the page waits
    // for this one before it sends anything.
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// The message loop natively: one JSON message per line on standard input,
/// one answer per line on standard output.
#[cfg(not(target_arch = "wasm32"))]
fn run(mut respond: impl FnMut(&str) -> String) {
    use std::io::{BufRead, Write};
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let mut out = stdout.lock();
        if writeln!(out, "{}", respond(&line)).and_then(|()| out.flush()).is_err() {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::answer;
    use host::{Answer, Host, Reply};

    #[test]
    fn a_message_that_is_not_a_request_is_answered_with_why() {
        let mut host = Host::new(&systems::HEX_KINGDOMS);
        let reply: Answer = serde_json::from_str(&answer(&mut host, "{\"id\": 7}")).expect("an answer");
        assert_eq!(reply.id, 0);
        assert!(matches!(reply.reply, Reply::Failed(ref why) if why.starts_with("not a request")));
    }

    #[test]
    fn a_request_is_answered_under_its_number() {
        let mut host = Host::new(&systems::HEX_KINGDOMS);
        let ask = r#"{"id": 42, "seating": {"at_screen": null, "mail": null, "region": null}, "request": "Show"}"#;
        let reply: Answer = serde_json::from_str(&answer(&mut host, ask)).expect("an answer");
        assert_eq!(reply.id, 42);
        assert!(matches!(reply.reply, Reply::Failed(_)), "no game is open yet");
    }
}

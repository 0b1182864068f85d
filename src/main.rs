//! Sandtable's browser app: mounts the root component.
#![forbid(unsafe_code)]

mod app;
mod dialog;
mod files;
mod game;
mod i18n;
mod mail;
mod map;
mod markup;
mod module;
mod opening;
mod play;
mod screens;
mod session;
mod shell;
mod state;
mod storage;

fn main() {
    console_error_panic_hook::set_once();
    // The texts come first: the page draws nothing until it can say it in
    // the player's language (from the service worker's cache, at once).
    // (The wasm-bindgen executor: Leptos's own is set up by mounting.)
    wasm_bindgen_futures::spawn_local(async {
        let preferred = i18n::preferred_language();
        let catalog = match i18n::load(preferred).await {
            Ok(c) => Ok(c),
            Err(_) if preferred != "en" => i18n::load("en").await,
            Err(e) => Err(e),
        };
        match catalog {
            Ok(catalog) => {
                i18n::mark_document(catalog.language());
                let i18n = i18n::I18n::new(catalog);
                // The first paint gives way to it by itself (shell/).
                leptos::mount::mount_to_body(move || leptos::view! { <app::App i18n /> });
            }
            // Without its texts the page can only say this, in English.
            Err(e) => leptos::mount::mount_to_body(move || {
                use leptos::prelude::*;
                view! { <p class="notice error">"Sandtable could not load its texts (" {e} "). Check the connection and reload the page."</p> }
            }),
        }
    });
}

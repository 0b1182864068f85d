//! The main menu: new game, continue, open a file, rules.

use crate::files;
use crate::i18n::use_i18n;
use crate::opening;
use crate::state::{AppState, Screen};
use crate::storage;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

/// Opens a picked or dropped file as a game.
pub fn open_file(app: AppState, file: web_sys::File) {
    let i18n = use_i18n();
    // The report of an earlier file by e-mail goes at once: the new one
    // comes when this file has been read and checked.
    app.opened.set(None);
    spawn_local(async move {
        match files::read_text(file).await {
            Ok(text) => opening::open_text(app, i18n, text),
            Err(e) if e == "too-large" => app.error(i18n.t("app.load.too_large")),
            Err(_) => app.error(i18n.t("app.load.unreadable")),
        }
    });
}

/// The file picker, as a button.
#[component]
pub fn OpenFileButton() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let on_change = move |ev: web_sys::Event| {
        let input: Option<web_sys::HtmlInputElement> = ev.target().and_then(|t| t.dyn_into().ok());
        if let Some(input) = input {
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                open_file(app, file);
            }
            input.set_value("");
        }
    };
    view! {
        <label class="button" data-testid="open-file">
            {i18n.t("app.menu.open")}
            <input type="file" accept=".json,application/json" class="visually-hidden" on:change=on_change data-testid="file-input" />
        </label>
    }
}

/// The main menu.
#[component]
pub fn Menu() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let labels = crate::shell::MenuLabels::now(i18n);
    crate::shell::keep_menu(i18n, &labels);
    let crate::shell::MenuLabels { resume, continue_label, mail_label, your_turn } = labels;
    // The game Resume opens is made ready while the menu is read.
    if let Some((slot, _)) = &resume {
        crate::session::warm(&slot.system, &slot.scenario);
    }
    let dragging = RwSignal::new(false);
    let on_drop = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        dragging.set(false);
        if let Some(file) = ev.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
            open_file(app, file);
        }
    };
    let resume = resume.map(|(slot, label)| {
        view! {
            <button class="button primary" data-testid="resume" on:click=move |_| {
                match storage::read(&slot.id) {
                    Ok(text) => opening::open_stored(app, i18n, text, slot.id.clone()),
                    Err(e) => app.error(i18n.t(e.key())),
                }
            }>{label}</button>
        }
    });
    let your_turn = your_turn
        .into_iter()
        .map(|(game, label)| {
            view! { <button class="button primary" data-testid="your-turn" on:click=move |_| opening::open_mail_game(app, &game)>{label}</button> }
        })
        .collect::<Vec<_>>();
    view! {
        <main class="menu" class:dragging=move || dragging.get()
            on:dragover=move |ev: web_sys::DragEvent| { ev.prevent_default(); dragging.set(true); }
            on:dragleave=move |_| dragging.set(false)
            on:drop=on_drop>
            <header class="menu-head">
                // The icon drawn in the page (no request: the classroom copy
                // opened from a disk could not fetch it).
                <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
                    <rect width="64" height="64" rx="12" fill="#1d2a35" />
                    <path d="M10 44 L22 20 L32 34 L40 24 L54 44 Z" fill="#c9a45c" />
                    <circle cx="44" cy="16" r="5" fill="#e8dcc0" />
                </svg>
                <h1>"Sandtable"</h1>
                <p class="tagline">{i18n.t("app.menu.tagline")}</p>
            </header>
            <nav class="menu-buttons">
                {your_turn}
                {resume}
                <button class="button" data-testid="new-game" on:click=move |_| app.screen.set(Screen::NewGame)>{i18n.t("app.menu.new")}</button>
                <button class="button" data-testid="continue" on:click=move |_| app.screen.set(Screen::Continue)>{continue_label}</button>
                <button class="button" data-testid="mail-games" on:click=move |_| app.screen.set(Screen::Mail)>{mail_label}</button>
                <OpenFileButton />
                <button class="button" data-testid="rules" on:click=move |_| app.screen.set(Screen::Rules)>{i18n.t("app.menu.rules")}</button>
            </nav>
            <p class="hint">{i18n.t("app.menu.drop_hint")}</p>
            <crate::screens::language::LanguagePicker />
        </main>
    }
}

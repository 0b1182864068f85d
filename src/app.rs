//! The root component: the screen that is up, the notice and the dialog
//! over it.

use crate::i18n::I18n;
use crate::screens::{mail::MailScreen, menu::Menu, new_game::NewGame, rules::RulesScreen, saves::Saves};
use crate::state::{AppState, Screen};
use leptos::prelude::*;

/// The app.
#[component]
pub fn App(
    /// The texts, in the language the page starts in.
    i18n: I18n,
) -> impl IntoView {
    provide_context(i18n);
    let app = AppState {
        screen: RwSignal::new(Screen::Menu),
        session: RwSignal::new(None),
        notice: RwSignal::new(None),
        opened: RwSignal::new(None),
        pending: RwSignal::new(0),
        dialog: RwSignal::new(None),
        safe_colours: RwSignal::new(crate::game::safe_colours_chosen()),
    };
    provide_context(app);
    register_service_worker();
    // What the next visit draws before the page's module has come.
    let _ = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if document().hidden() {
            crate::shell::keep(app, i18n);
        }
    });

    let notice = move || {
        app.notice.get().map(|n| {
            view! {
                <div class="notice" class:error=n.error role="alert" data-testid="notice">
                    <span>{n.text}</span>
                    <button class="close" aria-label=i18n.t("app.close") on:click=move |_| app.notice.set(None)>"×"</button>
                </div>
            }
        })
    };
    view! {
        {notice}
        <crate::dialog::host::DialogHost />
        // A change of language draws the screen again in it (and a
        // system's texts arriving, the screens that show them before);
        // the game and every other state live above the screens and stay.
        {move || {
            let screen = app.screen.get();
            i18n.language();
            if matches!(screen, Screen::Rules | Screen::Continue) {
                i18n.track_system_texts();
            }
            match screen {
                Screen::Menu => view! { <Menu /> }.into_any(),
                Screen::NewGame => view! { <NewGame /> }.into_any(),
                Screen::Continue => view! { <Saves /> }.into_any(),
                Screen::Rules => view! { <RulesScreen /> }.into_any(),
                Screen::Game => view! { <crate::game::GameScreen /> }.into_any(),
                Screen::Mail => view! { <MailScreen /> }.into_any(),
            }
        }}
    }
}

/// Installs the service worker that keeps the game playable offline. The
/// classroom copy needs none (and from a disk could not have one).
fn register_service_worker() {
    if crate::files::is_classroom_copy() {
        return;
    }
    if let Some(window) = web_sys::window() {
        let container = window.navigator().service_worker();
        let _ = container.register("./sw.js");
    }
}

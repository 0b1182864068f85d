//! The root component: screens, the game session and notices.

use crate::i18n::I18n;
use crate::screens::{menu::Menu, new_game::NewGame, rules::RulesScreen, saves::Saves};
use crate::session::Session;
use engine::save::LoadError;
use engine::text::Text;
use leptos::prelude::*;

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The main menu.
    Menu,
    /// Setting up a new game.
    NewGame,
    /// The saved games.
    Continue,
    /// The rules reference.
    Rules,
    /// Playing.
    Game,
    /// Games by e-mail.
    Mail,
}

/// A message at the top of the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Error or information.
    pub error: bool,
    /// The text.
    pub text: String,
}

/// The app's shared handles, passed through context.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The screen.
    pub screen: RwSignal<Screen>,
    /// The game being played.
    pub session: RwSignal<Option<Session>>,
    /// The current notice.
    pub notice: RwSignal<Option<Notice>>,
    /// The report of the file by e-mail opened last.
    pub opened: RwSignal<Option<crate::mail::inbox::Opened>>,
}

impl AppState {
    /// Shows an error.
    pub fn error(self, text: String) {
        self.notice.set(Some(Notice { error: true, text }));
    }

    /// Shows information.
    pub fn info(self, text: String) {
        self.notice.set(Some(Notice { error: false, text }));
    }

    /// Opens save-file text: on success the game is stored (as a new slot
    /// unless it came from slot `id`) and shown; on failure a message says
    /// why and no saved game is touched.
    pub fn open_text(self, i18n: I18n, text: &str, id: Option<String>) {
        if crate::mail::inbox::is_mail_file(text) {
            self.notice.set(None);
            self.opened.set(Some(crate::mail::inbox::open(text)));
            self.screen.set(Screen::Mail);
            return;
        }
        match Session::open(text, id) {
            Ok(session) => {
                if let Err(e) = session.autosave(i18n) {
                    self.error(i18n.t(e.key()));
                } else {
                    self.notice.set(None);
                }
                self.session.set(Some(session));
                self.screen.set(Screen::Game);
            }
            Err(e) => self.error(i18n.render(&load_error_text(&e))),
        }
    }
}

/// The player-facing message of a load error.
pub fn load_error_text(error: &LoadError) -> Text {
    match error {
        LoadError::Truncated => Text::key("app.load.truncated"),
        LoadError::NotJson(_) | LoadError::Foreign => Text::key("app.load.foreign"),
        LoadError::Malformed(detail) => Text::key("app.load.malformed").plain(detail),
        LoadError::TooNew(v) => Text::key("app.load.too_new").plain(v),
        LoadError::UnknownSystem(s) => Text::key("app.load.unknown_system").plain(s),
        LoadError::ScenarioMismatch(s) => Text::key("app.load.scenario").plain(s),
        LoadError::RulesVersion { file, here } if file > here => Text::key("app.load.rules_newer").plain(file),
        LoadError::RulesVersion { file, .. } => Text::key("app.load.rules_older").plain(file),
        LoadError::BadAction(i) => Text::key("app.load.bad_action").plain(i + 1),
        LoadError::Replay(e) => Text::key("app.load.replay").plain(e),
        LoadError::CheckpointMismatch(i) => Text::key("app.load.tampered").plain(i),
    }
}

/// The app.
#[component]
pub fn App() -> impl IntoView {
    let i18n = I18n::english();
    provide_context(i18n);
    let app = AppState {
        screen: RwSignal::new(Screen::Menu),
        session: RwSignal::new(None),
        notice: RwSignal::new(None),
        opened: RwSignal::new(None),
    };
    provide_context(app);
    register_service_worker();

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
        {move || match app.screen.get() {
            Screen::Menu => view! { <Menu /> }.into_any(),
            Screen::NewGame => view! { <NewGame /> }.into_any(),
            Screen::Continue => view! { <Saves /> }.into_any(),
            Screen::Rules => view! { <RulesScreen /> }.into_any(),
            Screen::Game => view! { <crate::game::GameScreen /> }.into_any(),
            Screen::Mail => view! { <crate::screens::mail::MailScreen /> }.into_any(),
        }}
    }
}

/// Installs the service worker that keeps the game playable offline.
fn register_service_worker() {
    if let Some(window) = web_sys::window() {
        let container = window.navigator().service_worker();
        let _ = container.register("./sw.js");
    }
}

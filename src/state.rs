//! The app's shared handles (`AppState`, passed through context), the
//! screen that is up and the notice at its top: the floor every screen and
//! the game stand on (issue 41).

use crate::dialog::Dialog;
use crate::mail::inbox::Opened;
use crate::session::Session;
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
    pub opened: RwSignal<Option<Opened>>,
    /// The question the app's dialog asks, if any.
    pub dialog: RwSignal<Option<Dialog>>,
    /// Requests about the game on screen still awaiting their module's
    /// answer (the page shows it; tests wait for zero).
    pub pending: RwSignal<u32>,
    /// The sides are drawn in colours safe for colour-blind eyes.
    pub safe_colours: RwSignal<bool>,
}

impl AppState {
    /// Shows an error.
    pub fn error(self, text: String) {
        self.notice.set(Some(Notice { error: true, text }));
    }

    /// Asks a question in the app's dialog.
    pub fn ask(self, dialog: Dialog) {
        self.dialog.set(Some(dialog));
    }

    /// Shows information.
    pub fn info(self, text: String) {
        self.notice.set(Some(Notice { error: false, text }));
    }
}

//! What index.html draws before this module has come (shell/first-paint.js,
//! issue 35), kept here: a returning player's menu (the first visitor's copy
//! of the app's own, with the words of [`keep_menu`]) and, on Resume, the
//! picture of the game as it was left ([`keep_game`]). The first paint
//! gives way to the app by itself, and presses again on the app's menu a
//! button pressed on its own.

use crate::i18n::I18n;
use crate::state::{AppState, Screen};
use crate::storage::{self, SHELL_GAME_KEY, SHELL_GAME_OF_KEY, SHELL_MENU_KEY};
use leptos::prelude::*;
use std::cell::RefCell;

/// What the menu's buttons say, from the games kept on this device: the
/// menu draws them, and index.html draws them again on the next visit
/// before the page's module has come ([`keep_menu`]).
pub struct MenuLabels {
    /// The game Resume opens (the last saved), and the button's words.
    pub resume: Option<(storage::SlotInfo, String)>,
    /// Continue, with the number of saved games.
    pub continue_label: String,
    /// Games by e-mail, with the number waiting for this player.
    pub mail_label: String,
    /// Each game by e-mail waiting for this player: its id and button.
    pub your_turn: Vec<(String, String)>,
}

impl MenuLabels {
    /// The labels as the games kept here stand now.
    pub fn now(i18n: I18n) -> Self {
        let slots = storage::list();
        let resume = slots.first().cloned().map(|slot| {
            let turn = crate::screens::slot_turn(&slot, i18n);
            let label = i18n.tf("app.menu.resume", &[("title", &slot.title), ("turn", &turn)]);
            (slot, label)
        });
        let continue_label = i18n.tf("app.menu.continue", &[("count", &slots.len().to_string())]);
        let your_turn: Vec<_> = crate::mail::store::list()
            .into_iter()
            .filter(|r| r.status == crate::mail::store::Status::YourTurn)
            .map(|r| {
                let label = i18n.tf("app.menu.your_turn", &[("title", &r.title)]);
                (r.game, label)
            })
            .collect();
        let mail_label = i18n.tf("app.menu.mail", &[("count", &your_turn.len().to_string())]);
        MenuLabels { resume, continue_label, mail_label, your_turn }
    }
}

/// Keeps the menu's words for the next visit's first paint, a line each:
/// the language, the slot Resume opens and its `saved` stamp, the words of
/// Resume, Continue and Games by e-mail, then each game waiting for this
/// player. Storage drops them whenever the games change (`storage::set`).
pub fn keep_menu(i18n: I18n, labels: &MenuLabels) {
    let (slot, saved, resume) = labels.resume.as_ref().map_or(("", "", ""), |(s, words)| (&s.id, &s.saved, words));
    let mut kept =
        format!("{}\n{slot}\n{saved}\n{resume}\n{}\n{}", i18n.language(), labels.continue_label, labels.mail_label);
    for (_, words) in &labels.your_turn {
        kept.push('\n');
        kept.push_str(words);
    }
    let _ = storage::set(SHELL_MENU_KEY, &kept);
}

thread_local! {
    /// The last autosave written: its slot, its listing's `saved` stamp, and the hash of
    /// the game it holds.
    static AUTOSAVED: RefCell<Option<(String, String, String)>> = const { RefCell::new(None) };
}

/// Notes the autosave just written (`play::autosave`); out of the game
/// screen (an autosave as it is left), the menu's words again, which the
/// save's listing dropped.
pub fn autosaved(app: AppState, i18n: I18n, (slot, saved, hash): (&str, &str, &str)) {
    AUTOSAVED.with_borrow_mut(|a| *a = Some((slot.to_owned(), saved.to_owned(), hash.to_owned())));
    if app.screen.get_untracked() != Screen::Game {
        keep_menu(i18n, &MenuLabels::now(i18n));
    }
}

/// Keeps the game screen as drawn, for the next visit's first paint to
/// show on Resume before the page's module has come (issue 35: on a phone
/// that is three seconds sooner). Only what resuming would show: a game of
/// this device, not a replay, with nobody seated whom the next person may
/// not see (one person at the table, or a hand-over up). It carries the
/// stamp of the autosave it shows, or none until an autosave of the game as
/// shown gives it one (`storage::write_autosave`: left while the computer
/// plays, the game is saved as it is left).
pub fn keep_game(app: AppState) {
    let of = app.session.with_untracked(|s| {
        let s = s.as_ref()?;
        let public = s.at_screen.is_none() || s.handover_to().is_some();
        let saved = AUTOSAVED.with_borrow(|a| {
            a.as_ref().filter(|(slot, _, hash)| (slot, hash) == (&s.id, &s.view.hash)).map(|a| a.1.clone())
        });
        (public && s.mail.is_none() && s.replay.is_none())
            .then(|| format!("{}\n{}\n{}", s.id, saved.unwrap_or_default(), s.view.hash))
    });
    let screen = document().query_selector("body > .game").ok().flatten();
    if let (Some(of), Some(screen), 0) = (of, screen, app.pending.get_untracked()) {
        storage::remove(SHELL_GAME_OF_KEY);
        // Unpacked: unpacking it took the first paint 80–190 ms, beside the
        // page's module starting; a full storage lets go of it first.
        if storage::set(SHELL_GAME_KEY, &screen.outer_html()).is_ok() {
            let _ = storage::set(SHELL_GAME_OF_KEY, &of);
        }
    }
}

/// Keeps, as the page is hidden (closed, or another app in front), what
/// the next visit draws first.
pub fn keep(app: AppState, i18n: I18n) {
    keep_menu(i18n, &MenuLabels::now(i18n));
    if app.screen.get_untracked() == Screen::Game {
        keep_game(app);
    }
}

//! Teaching with a replay (issue 18): notes on points of the game, kept in
//! its saves and shown when the replay stands there; a list of the notes
//! and battles to jump to; presentation mode for a projector, stepped by
//! keys; and a new game played on from any point, so a lesson starts where
//! the teacher wants.

use super::replay::{go, set, set_playing};
use crate::dialog::Dialog;
use crate::i18n::{I18n, use_i18n};
use crate::markup::escape;
use crate::opening;
use crate::play;
use crate::session::{Mode, Session, new_id, now_iso};
use crate::state::AppState;
use engine::save::Note;
use host::{ReplayTo, Request};
use leptos::prelude::*;

/// Writes, changes or (emptied) removes the note at point `at`, then saves
/// the game with it.
pub fn write_note(app: AppState, at: usize) {
    let i18n = use_i18n();
    let old = app.session.with_untracked(|s| {
        s.as_ref().and_then(|s| s.notes.iter().find(|n| n.at == at).map(|n| n.text.clone())).unwrap_or_default()
    });
    let prompt = i18n.tf("app.replay.note_prompt", &[("at", &at.to_string())]);
    let save = move |text: String| {
        app.session.update(|s| {
            if let Some(s) = s.as_mut() {
                s.notes.retain(|n| n.at != at);
                if !text.is_empty() {
                    let place = s.notes.partition_point(|n| n.at < at);
                    s.notes.insert(place, Note { at, text });
                }
            }
        });
        leptos::task::spawn_local(play::autosave(app, i18n));
    };
    app.ask(Dialog::note(prompt, old, i18n.t("app.replay.note_save"), save));
}

/// The note at point `at`, if there is one, as markup.
pub fn note_markup(s: &Session, at: usize) -> String {
    s.notes.iter().find(|n| n.at == at).map_or_else(String::new, |n| {
        format!(
            "<aside class=\"replay-note\" data-testid=\"replay-note-text\" aria-live=\"polite\">{}</aside>",
            escape(&n.text)
        )
    })
}

/// A list of the game's notes and battles, as markup: choosing one takes
/// the replay there. The slider marks the same points.
pub fn jump_markup(s: &Session, i18n: I18n) -> String {
    let turn = |turn: u32| i18n.tf("app.replay.turn", &[("turn", &turn.to_string())]);
    let label = i18n.t("app.replay.jump");
    let mut options = format!("<option value=\"\">{label}</option>");
    let mut marks = String::new();
    let notes = s.notes.iter().map(|n| (n.at, format!("✎ {}", n.text)));
    let moments = s.chart.iter().flat_map(|c| &c.moments);
    let moments = moments.map(|m| (m.at, format!("⚔ {} — {}", turn(m.turn), i18n.render(&m.label))));
    for (at, text) in notes.chain(moments) {
        options += &format!("<option value=\"{at}\">{}</option>", escape(&text));
        marks += &format!("<option value=\"{at}\"></option>");
    }
    format!(
        "<datalist id=\"replay-marks\">{marks}</datalist>\
         <select class=\"replay-jump\" data-testid=\"replay-jump\" aria-label=\"{label}\">{options}</select>"
    )
}

/// Starts a new game from point `at` of the one on screen (fresh dice from
/// there), with the notes up to that point; it is saved as a game of its
/// own and the one it came from stays as it was.
pub fn play_from(app: AppState, at: usize) {
    let i18n = use_i18n();
    let Some((system, scenario, title, notes)) = app.session.with_untracked(|s| {
        s.as_ref().map(|s| {
            let notes: Vec<Note> = s.notes.iter().filter(|n| n.at <= at).cloned().collect();
            (s.setup.system.clone(), s.setup.scenario.clone(), s.title.clone(), notes)
        })
    }) else {
        return;
    };
    leave_full_screen();
    let seed = format!("{}-{}", new_id(), new_id());
    opening::open_game(app, i18n, (&system, &scenario), Request::PlayFrom { at, seed }, move |loaded| {
        let title = i18n.tf("app.replay.play_from_title", &[("title", &title), ("at", &at.to_string())]);
        let mut session = Session::loaded(loaded, Mode::HotSeat, title, now_iso(), None);
        session.notes = notes;
        session
    });
}

/// Turns presentation mode on or off: the map fills the screen, the type
/// grows, and keys step through the game.
pub fn toggle_presenting(app: AppState) {
    let on = app.session.with_untracked(|s| s.as_ref().and_then(|s| s.replay).is_some_and(|r| !r.presenting));
    set(app, |r| r.presenting = on);
    let root = document().document_element();
    if on {
        // A projector's whole screen, where the browser allows it.
        let _ = root.map(|e| e.request_fullscreen());
    } else {
        leave_full_screen();
    }
}

/// Leaves the browser's full screen, if presentation mode took it.
pub fn leave_full_screen() {
    if document().fullscreen_element().is_some() {
        document().exit_fullscreen();
    }
}

/// In presentation mode the keys step through the game: → and ← an
/// action, Page Down and Page Up (↓ ↑) a turn, Home and End, Space to play
/// or pause, Escape to leave. Keys typed in a field, or taken by the map,
/// are left to them.
pub fn present_by_keyboard(app: AppState) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let Some((at, replay)) =
            app.session.with_untracked(|s| s.as_ref().and_then(|s| s.replay.map(|r| (s.view.log_len, r))))
        else {
            return;
        };
        // A key the map already took (an arrow moving between regions) is
        // not a step of the replay too.
        if !replay.presenting || super::help::typing(&ev) || ev.default_prevented() {
            return;
        }
        let to = match ev.key().as_str() {
            "ArrowRight" => ReplayTo::Action(at + 1),
            "ArrowLeft" => ReplayTo::Action(at.saturating_sub(1)),
            "PageDown" | "ArrowDown" => ReplayTo::NextTurn,
            "PageUp" | "ArrowUp" => ReplayTo::PreviousTurn,
            "Home" => ReplayTo::Action(0),
            "End" => ReplayTo::Action(replay.total),
            " " => {
                ev.prevent_default();
                return set_playing(app, !replay.playing);
            }
            "Escape" => return toggle_presenting(app),
            _ => return,
        };
        ev.prevent_default();
        go(app, to);
    });
    on_cleanup(move || keys.remove());
}

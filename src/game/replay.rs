//! The replay (issue 18): the game as it stood at any point of its log, by
//! action and by turn, or stepping on by itself. The map, the panels and
//! the log show that point as the screen's viewer could see it then; nothing
//! can be played from it, and the game itself waits, unchanged, until the
//! replay closes.

use super::GameCtx;
use crate::i18n::use_i18n;
use crate::play;
use crate::session::{self, Replaying};
use crate::state::AppState;
use host::{ReplayTo, Reply, Request};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::time::Duration;

/// Time between two actions when the replay plays.
const STEP: Duration = Duration::from_millis(600);

/// Opens the replay where the game stands.
fn open(app: AppState) {
    app.session.update(|s| {
        if let Some(s) = s.as_mut() {
            s.replay = Some(Replaying { total: s.view.log_len, ..Replaying::default() });
        }
    });
    go(app, ReplayTo::Action(usize::MAX));
}

/// Shows the point `to` of the replay.
pub fn go(app: AppState, to: ReplayTo) {
    spawn_local(async move {
        let Some(Reply::Game(snapshot)) = play::ask(app, Request::Replay { to }).await else { return };
        app.session.update(|s| {
            if let Some(s) = s.as_mut() {
                // A computer's action answered just before the replay opened
                // belongs to the game too.
                let Some(replay) = s.replay.as_mut() else { return };
                replay.total = replay.total.max(snapshot.log_len);
                s.take(*snapshot);
            }
        });
    });
}

pub fn set_playing(app: AppState, playing: bool) {
    set(app, |r| r.playing = playing);
}

/// Closes the replay: the game as it stands comes back.
fn close(app: AppState) {
    super::lesson::leave_full_screen();
    app.session.update(|s| {
        if let Some(s) = s.as_mut() {
            s.replay = None;
            s.chart = None;
        }
    });
    spawn_local(async move {
        if let Some(Reply::Game(snapshot)) = play::ask(app, Request::Show).await {
            app.session.update(|s| {
                if let Some(s) = s.as_mut() {
                    s.take(*snapshot);
                    s.busy = false;
                }
            });
        }
    });
}

/// The button that opens the replay (in the top bar): always there, so
/// the bar does not shift (issue 36), and usable once something has
/// happened, not while the screen waits to be handed over (while the
/// computer thinks too: the replay holds its play until it closes) nor
/// while a replay is open.
#[component]
pub fn ReplayButton() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    let usable = move || ctx.with(|s| s.replay.is_none() && s.view.log_len > 0 && s.view.handover_to.is_none());
    view! {
        <button class="button" data-testid="replay-open" title=i18n.t("app.replay.hint") disabled=move || !usable()
            on:click=move |_| open(app)>{i18n.t("app.replay.open")}</button>
    }
}

/// Changes what the replay shows besides the game (charts, the note's
/// editor, presentation mode).
pub fn set(app: AppState, f: impl FnOnce(&mut Replaying)) {
    app.session.update(|s| {
        if let Some(r) = s.as_mut().and_then(|s| s.replay.as_mut()) {
            f(r);
        }
    });
}

/// What a button of the replay does (its `data-do`), where it stands.
fn press(app: AppState, what: &str, at: usize, replay: Replaying) {
    match what {
        "previous-turn" => go(app, ReplayTo::PreviousTurn),
        "previous" => go(app, ReplayTo::Action(at.saturating_sub(1))),
        "next" => go(app, ReplayTo::Action(at + 1)),
        "next-turn" => go(app, ReplayTo::NextTurn),
        "play" => set_playing(app, !replay.playing),
        "charts" => super::chart::toggle(app),
        "present" => super::lesson::toggle_presenting(app),
        "note" => super::lesson::write_note(app, at),
        "play-from" => super::lesson::play_from(app, at),
        "close" => close(app),
        _ => {}
    }
}

/// The replay's controls, above the map while it is open, with the note of
/// the point shown and the charts. Made afresh at each point as markup in
/// one string, with one handler for every click (a button's `data-do`, a
/// chart point's `data-at`) and one for every change (the slider, the list
/// to jump to): a reactive view per control cost the page many times the
/// code.
#[component]
pub fn ReplayBar() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    // Playing: each point shown schedules the next, until the end.
    Effect::new(move || {
        let Some((at, replaying)) = ctx.with(|s| s.replay.map(|r| (s.view.log_len, r))) else { return };
        if !replaying.playing {
            return;
        }
        if at >= replaying.total {
            return set_playing(app, false);
        }
        set_timeout(
            move || {
                let still = app.session.with_untracked(|s| {
                    s.as_ref().is_some_and(|s| s.view.log_len == at && s.replay.is_some_and(|r| r.playing))
                });
                if still {
                    go(app, ReplayTo::Action(at + 1));
                }
            },
            STEP,
        );
    });
    super::lesson::present_by_keyboard(app);
    let point = move || app.session.with_untracked(|s| s.as_ref().and_then(|s| s.replay.map(|r| (s.view.log_len, r))));
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(target) = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) else {
            return;
        };
        let Some((at, replay)) = point() else { return };
        if let Some(what) = target.closest("[data-do]").ok().flatten().and_then(|b| b.get_attribute("data-do")) {
            press(app, &what, at, replay);
        } else if let Some(to) = target.get_attribute("data-at").and_then(|a| a.parse().ok()) {
            go(app, ReplayTo::Action(to));
        }
    };
    let on_change = move |ev: leptos::ev::Event| {
        if let Ok(to) = event_target_value(&ev).parse() {
            go(app, ReplayTo::Action(to));
        }
    };
    let markup = move || {
        ctx.with(|s| {
            let replay = s.replay?;
            let at = s.view.log_len;
            let mut html = bar(s, at, replay, i18n);
            html += &super::lesson::note_markup(s, at);
            if replay.charts {
                html += &super::chart::markup(s, app.safe_colours.get(), i18n);
            }
            Some(html)
        })
    };
    // Made again as the replay moves, keeping the keyboard on its button.
    let section = NodeRef::<leptos::html::Section>::new();
    Effect::new(move || {
        if let (Some(element), Some(html)) = (section.get(), markup()) {
            crate::markup::set_keeping_focus(&element, &html);
        }
    });
    move || {
        ctx.with(|s| s.replay.is_some()).then(|| {
            view! {
                <section class="replay" data-testid="replay" aria-label=i18n.t("app.replay.title") on:click=on_click
                    on:change=on_change node_ref=section />
            }
        })
    }
}

/// The bar: where the replay stands, its buttons and the list to jump to.
fn bar(s: &session::Session, at: usize, replay: Replaying, i18n: crate::i18n::I18n) -> String {
    let Replaying { total, playing, charts, presenting, .. } = replay;
    let title = i18n.t("app.replay.title");
    let position = i18n.tf("app.replay.at", &[("at", &at.to_string()), ("total", &total.to_string())]);
    let mut html = format!(
        "<div class=\"replay-bar\" role=\"toolbar\" aria-label=\"{title}\" data-testid=\"replay-bar\">\
         <strong class=\"replay-title\">{title}</strong>\
         <input type=\"range\" class=\"replay-slider\" data-testid=\"replay-slider\" min=\"0\" max=\"{total}\" \
         value=\"{at}\" aria-label=\"{}\" aria-valuetext=\"{position}\" list=\"replay-marks\">\
         <span class=\"replay-position\" data-testid=\"replay-position\">{position}</span>",
        i18n.t("app.replay.position"),
    );
    let play = if playing { "app.replay.pause" } else { "app.replay.play" };
    let present = if presenting { "app.replay.present_end" } else { "app.replay.present" };
    // (what it does, label, pressed: for a toggle)
    let mut buttons = vec![
        ("previous-turn", "app.replay.previous_turn", None),
        ("previous", "app.replay.previous", None),
        ("next", "app.replay.next", None),
        ("next-turn", "app.replay.next_turn", None),
        ("play", play, None),
        ("charts", "app.replay.charts", Some(charts)),
        ("present", present, Some(presenting)),
    ];
    // A game by e-mail lives in its signed files: no notes, no new game from it.
    if s.mail.is_none() {
        buttons.extend([("note", "app.replay.note", None), ("play-from", "app.replay.play_from", None)]);
    }
    buttons.push(("close", "app.replay.close", None));
    for (what, key, pressed) in buttons {
        let pressed = pressed.map_or_else(String::new, |p| format!(" aria-pressed=\"{p}\""));
        html += &format!(
            "<button class=\"button\" data-testid=\"replay-{what}\" data-do=\"{what}\"{pressed}>{}</button>",
            i18n.t(key)
        );
    }
    html += &super::lesson::jump_markup(s, i18n);
    html + "</div>"
}

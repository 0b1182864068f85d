//! The replay (issue 18): the game as it stood at any point of its log, by
//! action and by turn, or stepping on by itself. The map, the panels and
//! the log show that point as the screen's viewer could see it then; nothing
//! can be played from it, and the game itself waits, unchanged, until the
//! replay closes.

use super::GameCtx;
use crate::app::AppState;
use crate::i18n::use_i18n;
use crate::session::{self, Replaying};
use host::{ReplayTo, Reply, Request};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::time::Duration;

/// What a button of the replay does, given where it stands and whether it plays.
type Press = fn(AppState, usize, bool);

/// Time between two actions when the replay plays.
const STEP: Duration = Duration::from_millis(600);

/// Opens the replay where the game stands.
fn open(app: AppState) {
    app.session.update(|s| {
        if let Some(s) = s.as_mut() {
            s.replay = Some(Replaying { total: s.view.log_len, playing: false });
        }
    });
    go(app, ReplayTo::Action(usize::MAX));
}

/// Shows the point `to` of the replay.
pub fn go(app: AppState, to: ReplayTo) {
    spawn_local(async move {
        let Some(Reply::Game(snapshot)) = session::ask(app, Request::Replay { to }).await else { return };
        app.session.update(|s| {
            if let Some(s) = s.as_mut() {
                // A computer's action answered just before the replay opened
                // belongs to the game too.
                let Some(replay) = s.replay.as_mut() else { return };
                replay.total = replay.total.max(snapshot.log_len);
                s.view = *snapshot;
            }
        });
    });
}

fn set_playing(app: AppState, playing: bool) {
    app.session.update(|s| {
        if let Some(r) = s.as_mut().and_then(|s| s.replay.as_mut()) {
            r.playing = playing;
        }
    });
}

/// Closes the replay: the game as it stands comes back.
fn close(app: AppState) {
    app.session.update(|s| {
        if let Some(s) = s.as_mut() {
            s.replay = None;
        }
    });
    spawn_local(async move {
        if let Some(Reply::Game(snapshot)) = session::ask(app, Request::Show).await {
            app.session.update(|s| {
                if let Some(s) = s.as_mut() {
                    s.view = *snapshot;
                    s.busy = false;
                }
            });
        }
    });
}

/// The button that opens the replay (in the top bar): once something has
/// happened, and not while the screen waits to be handed over (while the
/// computer thinks too: the replay holds its play until it closes).
#[component]
pub fn ReplayButton() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    move || {
        let shown = ctx.with(|s| s.replay.is_none() && s.view.log_len > 0 && s.view.handover_to.is_none());
        shown.then(|| {
            view! {
                <button class="button" data-testid="replay-open" title=i18n.t("app.replay.hint")
                    on:click=move |_| open(app)>{i18n.t("app.replay.open")}</button>
            }
        })
    }
}

/// The replay's controls, above the map while it is open. One view made
/// afresh at each point shown, its buttons from a table: reactive parts of
/// their own would each add their code to the page.
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
    move || {
        let (at, Replaying { total, playing }) = ctx.with(|s| s.replay.map(|r| (s.view.log_len, r)))?;
        let play = if playing { "app.replay.pause" } else { "app.replay.play" };
        // (test id, label, what it does)
        let buttons: [(&str, &str, Press); 6] = [
            ("replay-previous-turn", "app.replay.previous_turn", |app, _, _| go(app, ReplayTo::PreviousTurn)),
            ("replay-previous", "app.replay.previous", |app, at, _| go(app, ReplayTo::Action(at.saturating_sub(1)))),
            ("replay-next", "app.replay.next", |app, at, _| go(app, ReplayTo::Action(at + 1))),
            ("replay-next-turn", "app.replay.next_turn", |app, _, _| go(app, ReplayTo::NextTurn)),
            ("replay-play", play, |app, _, playing| set_playing(app, !playing)),
            ("replay-close", "app.replay.close", |app, _, _| close(app)),
        ];
        let buttons = buttons
            .into_iter()
            .map(|(id, key, press)| {
                view! { <button class="button" data-testid=id on:click=move |_| press(app, at, playing)>{i18n.t(key)}</button> }
            })
            .collect::<Vec<_>>();
        let position = i18n.tf("app.replay.at", &[("at", &at.to_string()), ("total", &total.to_string())]);
        Some(view! {
            <div class="replay-bar" role="toolbar" aria-label=i18n.t("app.replay.title") data-testid="replay-bar">
                <strong class="replay-title">{i18n.t("app.replay.title")}</strong>
                <input type="range" class="replay-slider" data-testid="replay-slider" min="0" max=total.to_string()
                    value=at.to_string() aria-label=i18n.t("app.replay.position") aria-valuetext=position.clone()
                    on:change=move |ev| {
                        if let Ok(to) = event_target_value(&ev).parse() {
                            go(app, ReplayTo::Action(to));
                        }
                    } />
                <span class="replay-position" data-testid="replay-position">{position}</span>
                {buttons}
            </div>
        })
    }
}

//! What happens, said aloud (issue 19): a live region that a screen reader
//! reads whenever the game moves on — each new line of the log as the
//! screen's viewer may read it (who did what, what came of it, the dice),
//! in the chosen language — whether a person, the computer or the replay
//! moved it. Whose turn it is has its own live text in the top bar.

use super::GameCtx;
use crate::i18n::{I18n, use_i18n};
use crate::session::Session;
use engine::any::LogLine;
use leptos::prelude::*;

/// At most this many lines are read at once (the computer may play many
/// actions between two readings; the log keeps them all).
const READ_AT_ONCE: usize = 4;

/// One log line as a sentence or two: who did what, what came of it, the dice.
fn said(s: &Session, line: &LogLine, i18n: I18n) -> String {
    let mut text = format!("{}: {}.", s.seat_name(line.seat), i18n.render(&line.action));
    for event in &line.events {
        text += &format!(" {}.", i18n.render(event));
    }
    for roll in &line.rolls {
        let faces: Vec<String> = roll.faces.iter().map(ToString::to_string).collect();
        text += &format!(" {} ({}): {}.", roll.purpose, roll.expr, faces.join(", "));
    }
    text
}

/// The live region of the game screen.
#[component]
pub fn Announcer() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let text = RwSignal::new(String::new());
    // Lines already read: on a new game screen, none is news.
    Effect::new(move |read: Option<usize>| {
        let (lines, news) = ctx.with(|s| {
            let lines = s.view.log.len();
            let from = read.unwrap_or(lines).max(lines.saturating_sub(READ_AT_ONCE));
            let news: Vec<String> =
                s.view.log.get(from..).unwrap_or_default().iter().map(|l| said(s, l, i18n)).collect();
            (lines, news)
        });
        if !news.is_empty() {
            text.set(news.join(" "));
        }
        lines
    });
    view! { <div class="visually-hidden" role="status" aria-live="polite" data-testid="announcer">{text}</div> }
}

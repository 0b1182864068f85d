//! What happens, said aloud (issue 19): a live region that a screen reader
//! reads whenever the game moves on — each new line of the log as the
//! screen's viewer may read it (who did what, what came of it, the dice),
//! in the chosen language — whether a person, the computer or the replay
//! moved it. Whose turn it is has its own live text in the top bar.

use super::GameCtx;
use crate::i18n::{I18n, use_i18n};
use crate::session::Session;
use engine::any::LogLine;
use engine::seat::SeatId;
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
    // Lines already read, and for whom: on a new game screen none is news,
    // and when the screen is handed over what the last viewer heard goes
    // (it may tell their secrets) and nothing is read until the next one
    // sits down.
    Effect::new(move |read: Option<(Option<SeatId>, usize)>| {
        let (now, news) = ctx.with(|s| {
            let now = (s.view.viewer, s.view.log.len());
            if s.view.handover_to.is_some() || read.is_some_and(|(viewer, _)| viewer != now.0) {
                return (now, None);
            }
            let from = read.map_or(now.1, |(_, lines)| lines).max(now.1.saturating_sub(READ_AT_ONCE));
            let lines = s.view.log.get(from..).unwrap_or_default();
            (now, Some(lines.iter().map(|l| said(s, l, i18n)).collect::<Vec<_>>()))
        });
        match news {
            None => text.set(String::new()),
            Some(news) if !news.is_empty() => text.set(news.join(" ")),
            Some(_) => {}
        }
        now
    });
    view! { <div class="visually-hidden" role="status" aria-live="polite" data-testid="announcer">{text}</div> }
}

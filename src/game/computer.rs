//! The computer's turns: whenever a computer seat is to act here, its
//! module takes one action after a short pause (so people can follow). The
//! rules think in the module's worker, so the page stays responsive; the
//! top bar shows who is thinking.
//!
//! The game is autosaved when a person is to act next, when it ends, when
//! the screen is left, and every [`SAVE_EVERY`] computer actions in a row
//! between: an autosave carries the whole game and the screen to resume it
//! with, and after every computer action it took a fifth of the page's time
//! (issue 41). What a reload may take back is only computer actions, which
//! the computer plays again; nothing a person did.

use super::show;
use crate::i18n::I18n;
use crate::play;
use crate::state::AppState;
use engine::any::NextAtTable;
use host::{Reply, Request};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::time::Duration;

/// Pause between two computer actions.
const PAUSE: Duration = Duration::from_millis(40);

/// Computer actions in a row between two autosaves.
const SAVE_EVERY: u32 = 20;

pub fn drive(app: AppState, i18n: I18n) {
    // Computer actions since the last autosave.
    // (A signal no view reads: a `StoredValue` of its own would add code.)
    let unsaved = RwSignal::new(0_u32);
    Effect::new(move || {
        let next = app.session.with(|s| s.as_ref().map(|s| (s.next(), s.busy, s.id.clone())));
        let Some((NextAtTable::Computer(seat), false, id)) = next else { return };
        app.session.update_untracked(|s| {
            if let Some(s) = s.as_mut() {
                s.busy = true;
            }
        });
        set_timeout(
            move || {
                spawn_local(async move {
                    let Some(reply) = play::ask(app, Request::ComputerStep { seat }).await else { return };
                    if !app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.id == id)) {
                        return;
                    }
                    // A failure leaves `busy` set: the computer stops and
                    // the player reads why, instead of a loop of errors.
                    match reply {
                        Reply::Failed(_) => app.error(i18n.t("app.game.computer_stuck")),
                        reply => {
                            if show(app, i18n, reply) {
                                let computer_next = app.session.with_untracked(|s| {
                                    s.as_ref().is_some_and(|s| matches!(s.next(), NextAtTable::Computer(_)))
                                });
                                // (The screen may have been left meanwhile, and its count with it.)
                                let steps = unsaved.try_get_untracked().unwrap_or(0) + 1;
                                if computer_next && steps < SAVE_EVERY {
                                    unsaved.try_set(steps);
                                } else {
                                    unsaved.try_set(0);
                                    play::autosave(app, i18n).await;
                                }
                            }
                        }
                    }
                });
            },
            PAUSE,
        );
    });
    // Leaving the screen while the computer thinks must not leave it stuck.
    on_cleanup(move || {
        app.session.try_update_untracked(|s| {
            if let Some(s) = s.as_mut() {
                s.busy = false;
            }
        });
        if unsaved.try_get_untracked().unwrap_or(0) > 0 {
            spawn_local(play::autosave(app, i18n));
        }
    });
}

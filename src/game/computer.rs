//! The computer's turns: whenever a computer seat is to act here, its
//! module takes one action after a short pause (so people can follow) and
//! the game is autosaved. The rules think in the module's worker, so the
//! page stays responsive; the top bar shows who is thinking.

use super::show;
use crate::app::AppState;
use crate::i18n::I18n;
use crate::session;
use engine::any::NextAtTable;
use host::{Reply, Request};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::time::Duration;

/// Pause between two computer actions.
const PAUSE: Duration = Duration::from_millis(40);

pub fn drive(app: AppState, i18n: I18n) {
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
                    let Some(reply) = session::ask(app, Request::ComputerStep { seat }).await else { return };
                    if !app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.id == id)) {
                        return;
                    }
                    // A failure leaves `busy` set: the computer stops and
                    // the player reads why, instead of a loop of errors.
                    match reply {
                        Reply::Failed(_) => app.error(i18n.t("app.game.computer_stuck")),
                        reply => {
                            if show(app, i18n, reply) {
                                session::autosave(app, i18n).await;
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
    });
}

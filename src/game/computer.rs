//! The computer's turns: whenever a computer seat is to act, it takes one
//! action after a short pause (so people can follow), and autosaves.

use super::autosave;
use crate::app::AppState;
use crate::i18n::I18n;
use engine::any::NextAtTable;
use leptos::prelude::*;
use std::time::Duration;

/// Pause between two computer actions.
const PAUSE: Duration = Duration::from_millis(40);

pub fn drive(app: AppState, i18n: I18n) {
    Effect::new(move || {
        let next = app.session.with(|s| s.as_ref().map(crate::session::Session::next));
        let Some(NextAtTable::Computer(seat)) = next else { return };
        set_timeout(
            move || {
                let acted = app
                    .session
                    .try_update_untracked(|s| {
                        let session = s.as_mut()?;
                        // Only if the same seat is still due (a newer effect may have acted).
                        (session.next() == NextAtTable::Computer(seat) && session.game.computer_step(seat))
                            .then(|| autosave(app, i18n, session))
                    })
                    .flatten();
                if acted.is_some() {
                    app.session.notify();
                } else if app
                    .session
                    .with_untracked(|s| s.as_ref().is_some_and(|s| s.next() == NextAtTable::Computer(seat)))
                {
                    app.error(i18n.t("app.game.computer_stuck"));
                }
            },
            PAUSE,
        );
    });
}

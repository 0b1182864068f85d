//! The game on screen, asked of its module: its actions and answers
//! (`ask`), and kept: the autosave, a named copy, a file to export.

use crate::i18n::I18n;
use crate::mail::turn::Phase;
use crate::module::Module;
use crate::session::{self, Session};
use crate::state::AppState;
use crate::storage;
use host::{Reply, Request};
use leptos::prelude::*;

/// Sends `request` about the game on screen to its module, for the
/// screen's current seating. `None` when no game is on screen.
pub async fn ask(app: AppState, request: Request) -> Option<Reply> {
    let (system, seating) =
        app.session.with_untracked(|s| s.as_ref().map(|s| (s.setup.system.clone(), s.seating())))?;
    app.pending.update(|n| *n += 1);
    let reply = match Module::of(&system) {
        Ok(module) => module.ask(seating, request).await,
        Err(e) => Reply::Failed(e),
    };
    app.pending.update(|n| *n = n.saturating_sub(1));
    Some(reply)
}

/// The game as a save file (JSON), from its module.
pub async fn save_json(app: AppState) -> Option<String> {
    let (app_version, metadata) =
        (env!("CARGO_PKG_VERSION").to_owned(), app.session.with_untracked(|s| s.as_ref().map(Session::metadata))?);
    match ask(app, Request::Save { app_version, metadata }).await? {
        Reply::Saved(json) => Some(json),
        _ => None,
    }
}

/// The game as a file to take elsewhere (*Export file*), from its module:
/// [`Reply::Saved`], or [`Reply::Refused`] while a secret step is open,
/// when the file would show the hidden choices to whoever opens it. (The
/// autosave, [`save_json`], stays in this browser and keeps them.)
pub async fn export_json(app: AppState) -> Option<Reply> {
    let metadata = app.session.with_untracked(|s| s.as_ref().map(Session::metadata))?;
    ask(app, Request::Export { app_version: env!("CARGO_PKG_VERSION").to_owned(), metadata }).await
}

/// Writes the autosave: by e-mail the unfinished turn's actions, otherwise
/// the whole save in the game's slot, with the screen to resume it with
/// ([`storage::write_autosave`]). A failure is shown; the older save stays.
pub async fn autosave(app: AppState, i18n: I18n) {
    let mail = app.session.with_untracked(|s| s.as_ref().map(|s| (s.mail.clone(), s.view.draft.clone())));
    let result = match mail {
        None => return,
        Some((Some(mail), draft)) if mail.phase == Phase::Playing => crate::mail::save_draft(&mail, draft),
        Some((Some(_), _)) => Ok(()),
        Some((None, _)) => {
            let Some(metadata) = app.session.with_untracked(|s| s.as_ref().map(Session::metadata)) else { return };
            let saved = metadata.saved.clone();
            let app_version = env!("CARGO_PKG_VERSION").to_owned();
            match ask(app, Request::Autosave { app_version, metadata }).await {
                Some(Reply::Autosaved { save, resume }) => {
                    let info = app
                        .session
                        .with_untracked(|s| s.as_ref().map(|s| (s.slot_info(i18n, &s.id, ""), s.view.hash.clone())));
                    info.map_or(Ok(()), |(info, hash)| {
                        let files = session::drawn_with(&info.system, &info.scenario);
                        storage::write_autosave(&info, &save, &saved, &resume, &files, &hash)?;
                        crate::shell::autosaved(app, i18n, (&info.id, &info.saved, &hash));
                        Ok(())
                    })
                }
                _ => return,
            }
        }
    };
    if let Err(e) = result {
        app.error(i18n.t(e.key()));
    }
}

/// Writes a named copy in a new slot.
///
/// # Errors
/// When storage refuses.
pub async fn save_as(app: AppState, i18n: I18n, name: &str) -> Result<(), storage::StorageError> {
    let json = save_json(app).await.ok_or(storage::StorageError::Unavailable)?;
    let info = app.session.with_untracked(|s| s.as_ref().map(|s| s.slot_info(i18n, &session::new_id(), name)));
    info.map_or(Ok(()), |info| storage::write(&info, &json))
}

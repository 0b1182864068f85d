//! Opening a game: a file the player picked or dropped, a game saved on
//! this device, or a new one, each in its system's module; the page shows
//! that the rules are loading, then the game, or why not.

use crate::i18n::I18n;
use crate::module::Module;
use crate::session::{Mode, Session};
use crate::state::{AppState, Screen};
use host::desk::{DeskReply, DeskRequest};
use host::file_kind::{FileKind, SaveFacts};
use host::{Loaded, Reply, Request, Seating};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Opens a file the player picked or dropped: on success the game is
/// stored as a new slot and shown; on failure a message says why and no
/// saved game is touched. A file by e-mail goes to the desk, which
/// checks it in its system's module.
pub fn open_text(app: AppState, i18n: I18n, text: String) {
    // The file is read in the keys module, off the page's thread: a
    // large file never freezes the page, even while it is refused.
    app.info(i18n.t("app.load.reading"));
    spawn_local(async move {
        let kind = match crate::mail::ask_desk(DeskRequest::FileKind { text: text.clone() }).await {
            DeskReply::FileKind(kind) => *kind,
            other => FileKind::Refused(engine::text::Text::key("app.mail.refused.other").plain(
                "detail",
                match other {
                    DeskReply::Failed(why) => why,
                    _ => String::new(),
                },
            )),
        };
        match kind {
            FileKind::Save(facts) => open_save(app, i18n, text, *facts, None, None),
            FileKind::Refused(why) => app.error(i18n.render(&why)),
            mail => {
                app.info(i18n.t("app.mail.checking"));
                let opened = crate::mail::inbox::open(&text, mail).await;
                app.notice.set(None);
                app.opened.set(Some(opened));
                app.screen.set(Screen::Mail);
            }
        }
    });
}

/// Opens a game saved on this device (an autosave or a named slot): an
/// ordinary save this app wrote, read here, not through the keys module
/// (which files from elsewhere go through, [`open_text`]).
pub fn open_stored(app: AppState, i18n: I18n, text: String, id: String) {
    // Its head only: the module reads the whole file.
    match engine::save::parse_head(&text) {
        Ok(file) => {
            // The screen kept with this very autosave, if any, is drawn
            // while the module opens the save (issue 35).
            let kept = crate::storage::kept_screen(&id, &file.metadata.saved)
                .and_then(|json| serde_json::from_str::<Loaded>(&json).ok());
            let facts = SaveFacts {
                system: file.system,
                scenario: file.scenario.id,
                title: file.metadata.title,
                created: file.metadata.created,
                notes: file.metadata.notes,
            };
            open_save(app, i18n, text, facts, Some(id), kept);
        }
        Err(e) => app.error(i18n.render(&e.text())),
    }
}

/// Opens an ordinary save whose facts the keys module read.
fn open_save(app: AppState, i18n: I18n, text: String, facts: SaveFacts, id: Option<String>, kept: Option<Loaded>) {
    let SaveFacts { system, scenario, title, created, notes } = facts;
    if systems::meta(&system).is_none() {
        return app.error(i18n.render(&engine::save::LoadError::UnknownSystem(system).text()));
    }
    // An ordinary save is played at one screen, whatever mode it
    // records (an unsigned file of an older version marked "pbem"
    // included): only a signed game by e-mail is played by e-mail.
    let session = move |loaded| {
        let mut session = Session::loaded(loaded, Mode::HotSeat, title, created, id);
        session.notes = notes;
        session
    };
    open_game_with(app, i18n, (&system, &scenario), Request::Open { text }, Box::new(session), kept);
}

/// Starts or opens a game in the module of `system`: the page shows that
/// the rules are loading, then the game (autosaved), or why not.
pub fn open_game(
    app: AppState,
    i18n: I18n,
    (system, scenario): (&str, &str),
    request: Request,
    session: impl FnOnce(Loaded) -> Session + 'static,
) {
    open_game_with(app, i18n, (system, scenario), request, Box::new(session), None);
}

/// [`open_game`], once in the page's code for every caller; with
/// `kept`, the screen kept with the game's autosave, drawn as soon as
/// its map and texts are here and played once the module has opened
/// the game (issue 35: on a phone the module is most of a resume's
/// wait). The request is sent first, so whatever the player does
/// meanwhile reaches the module behind it.
fn open_game_with(
    app: AppState,
    i18n: I18n,
    (system, scenario): (&str, &str),
    request: Request,
    session: Box<dyn FnOnce(Loaded) -> Session>,
    kept: Option<Loaded>,
) {
    let module = match Module::of(system) {
        Ok(module) => module,
        Err(e) => return app.error(e),
    };
    app.info(i18n.t("app.game.loading"));
    let (system, scenario) = (system.to_owned(), scenario.to_owned());
    spawn_local(async move {
        let session = std::cell::Cell::new(Some(session));
        let kept_hash = kept.as_ref().map(|k| k.snapshot.hash.clone());
        let show_kept = async {
            let kept = kept?;
            let (geometry, ()) =
                futures::join!(crate::session::fetch_geometry(&system, &scenario), crate::i18n::need_system(&system));
            geometry.ok()?;
            app.pending.update(|n| *n += 1);
            app.session.set(Some(session.take()?(kept)));
            app.screen.set(Screen::Game);
            Some(())
        };
        // The rules and the map's drawing load side by side.
        let (reply, geometry, shown) = futures::join!(
            module.ask(Seating::default(), request),
            crate::session::fetch_geometry(&system, &scenario),
            show_kept
        );
        if shown.is_some() {
            app.pending.update(|n| *n = n.saturating_sub(1));
        }
        if let Err(e) = geometry {
            return app.error(i18n.tf("app.game.map_failed", &[("reason", &e)]));
        }
        match reply {
            Reply::Loaded(loaded) => {
                match session.take() {
                    // Its first snapshot is already for this screen:
                    // nobody seated yet, and a table with one person
                    // seats them.
                    Some(session) => {
                        app.session.set(Some(session(*loaded)));
                        app.screen.set(Screen::Game);
                    }
                    // The kept screen is on: the module's game takes its
                    // place only if it differs (another copy of the page
                    // wrote the save), and only while the kept one shows.
                    None if kept_hash.as_ref() != Some(&loaded.snapshot.hash) => app.session.update(|s| {
                        if let Some(s) = s.as_mut().filter(|s| Some(&s.view.hash) == kept_hash.as_ref()) {
                            s.view = loaded.snapshot;
                            s.at_screen = None;
                            s.region = None;
                        }
                    }),
                    // The same game, seen by the same eyes (nobody seated
                    // yet): the kept screen holds the module's log lines,
                    // which need not come again with the next action.
                    None => app.session.update_untracked(|s| {
                        let kept = |s: &&mut Session| Some(&s.view.hash) == kept_hash.as_ref() && s.view.log_id == 0;
                        if let Some(s) = s.as_mut().filter(kept) {
                            s.view.log_id = loaded.snapshot.log_id;
                        }
                    }),
                }
                app.notice.set(None);
                crate::play::autosave(app, i18n).await;
            }
            failed => {
                if shown.is_some()
                    && app.session.with_untracked(|s| s.as_ref().map(|s| s.view.hash.clone())) == kept_hash
                {
                    // The kept screen was of a save its module refuses.
                    app.session.set(None);
                    app.screen.set(Screen::Menu);
                }
                match failed {
                    Reply::LoadFailed(text) => app.error(i18n.render(&text)),
                    Reply::Refused(refusal) => app.error(i18n.render(&refusal.text)),
                    Reply::Failed(why) => app.error(why),
                    _ => app.error(i18n.t("app.game.module_failed")),
                }
            }
        }
    });
}

/// Opens a game by e-mail on the game screen (its module replays it).
pub fn open_mail_game(app: AppState, game: &str) {
    let game = game.to_owned();
    let i18n = crate::i18n::use_i18n();
    app.info(i18n.t("app.game.loading"));
    leptos::task::spawn_local(async move {
        match crate::mail::session(&game, i18n).await {
            Ok(session) => {
                app.notice.set(None);
                app.session.set(Some(session));
                app.screen.set(Screen::Game);
            }
            Err(e) => app.error(e),
        }
    });
}

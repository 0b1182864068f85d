//! The root component: screens, the game session and notices.

use crate::i18n::I18n;
use crate::module::Module;
use crate::screens::{menu::Menu, new_game::NewGame, rules::RulesScreen, saves::Saves};
use crate::session::{Mode, Session};
use host::desk::{DeskReply, DeskRequest};
use host::file_kind::{FileKind, SaveFacts};
use host::{Loaded, Reply, Request, Seating};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The main menu.
    Menu,
    /// Setting up a new game.
    NewGame,
    /// The saved games.
    Continue,
    /// The rules reference.
    Rules,
    /// Playing.
    Game,
    /// Games by e-mail.
    Mail,
}

/// A message at the top of the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Error or information.
    pub error: bool,
    /// The text.
    pub text: String,
}

/// The app's shared handles, passed through context.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The screen.
    pub screen: RwSignal<Screen>,
    /// The game being played.
    pub session: RwSignal<Option<Session>>,
    /// The current notice.
    pub notice: RwSignal<Option<Notice>>,
    /// The report of the file by e-mail opened last.
    pub opened: RwSignal<Option<crate::mail::inbox::Opened>>,
    /// The question the app's dialog asks, if any.
    pub dialog: RwSignal<Option<crate::dialog::Dialog>>,
    /// Requests about the game on screen still awaiting their module's
    /// answer (the page shows it; tests wait for zero).
    pub pending: RwSignal<u32>,
    /// The sides are drawn in colours safe for colour-blind eyes.
    pub safe_colours: RwSignal<bool>,
}

impl AppState {
    /// Shows an error.
    pub fn error(self, text: String) {
        self.notice.set(Some(Notice { error: true, text }));
    }

    /// Asks a question in the app's dialog.
    pub fn ask(self, dialog: crate::dialog::Dialog) {
        self.dialog.set(Some(dialog));
    }

    /// Shows information.
    pub fn info(self, text: String) {
        self.notice.set(Some(Notice { error: false, text }));
    }

    /// Opens a file the player picked or dropped: on success the game is
    /// stored as a new slot and shown; on failure a message says why and no
    /// saved game is touched. A file by e-mail goes to the desk, which
    /// checks it in its system's module.
    pub fn open_text(self, i18n: I18n, text: String) {
        // The file is read in the keys module, off the page's thread: a
        // large file never freezes the page, even while it is refused.
        self.info(i18n.t("app.load.reading"));
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
                FileKind::Save(facts) => self.open_save(i18n, text, *facts, None, None),
                FileKind::Refused(why) => self.error(i18n.render(&why)),
                mail => {
                    self.info(i18n.t("app.mail.checking"));
                    let opened = crate::mail::inbox::open(&text, mail).await;
                    self.notice.set(None);
                    self.opened.set(Some(opened));
                    self.screen.set(Screen::Mail);
                }
            }
        });
    }

    /// Opens a game saved on this device (an autosave or a named slot): an
    /// ordinary save this app wrote, read here, not through the keys module
    /// (which files from elsewhere go through, [`Self::open_text`]).
    pub fn open_stored(self, i18n: I18n, text: String, id: String) {
        match engine::save::parse(&text) {
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
                self.open_save(i18n, text, facts, Some(id), kept);
            }
            Err(e) => self.error(i18n.render(&e.text())),
        }
    }

    /// Opens an ordinary save whose facts the keys module read.
    fn open_save(self, i18n: I18n, text: String, facts: SaveFacts, id: Option<String>, kept: Option<Loaded>) {
        let SaveFacts { system, scenario, title, created, notes } = facts;
        if systems::meta(&system).is_none() {
            return self.error(i18n.render(&engine::save::LoadError::UnknownSystem(system).text()));
        }
        // An ordinary save is played at one screen, whatever mode it
        // records (an unsigned file of an older version marked "pbem"
        // included): only a signed game by e-mail is played by e-mail.
        let session = move |loaded| {
            let mut session = Session::loaded(loaded, Mode::HotSeat, title, created, id);
            session.notes = notes;
            session
        };
        self.open_game_with(i18n, (&system, &scenario), Request::Open { text }, Box::new(session), kept);
    }

    /// Starts or opens a game in the module of `system`: the page shows that
    /// the rules are loading, then the game (autosaved), or why not.
    pub fn open_game(
        self,
        i18n: I18n,
        (system, scenario): (&str, &str),
        request: Request,
        session: impl FnOnce(Loaded) -> Session + 'static,
    ) {
        self.open_game_with(i18n, (system, scenario), request, Box::new(session), None);
    }

    /// [`Self::open_game`], once in the page's code for every caller; with
    /// `kept`, the screen kept with the game's autosave, drawn as soon as
    /// its map and texts are here and played once the module has opened
    /// the game (issue 35: on a phone the module is most of a resume's
    /// wait). The request is sent first, so whatever the player does
    /// meanwhile reaches the module behind it.
    fn open_game_with(
        self,
        i18n: I18n,
        (system, scenario): (&str, &str),
        request: Request,
        session: Box<dyn FnOnce(Loaded) -> Session>,
        kept: Option<Loaded>,
    ) {
        let module = match Module::of(system) {
            Ok(module) => module,
            Err(e) => return self.error(e),
        };
        self.info(i18n.t("app.game.loading"));
        let (system, scenario) = (system.to_owned(), scenario.to_owned());
        spawn_local(async move {
            let session = std::cell::Cell::new(Some(session));
            let kept_hash = kept.as_ref().map(|k| k.snapshot.hash.clone());
            let show_kept = async {
                let kept = kept?;
                let (geometry, ()) = futures::join!(
                    crate::session::fetch_geometry(&system, &scenario),
                    crate::i18n::need_system(&system)
                );
                geometry.ok()?;
                self.pending.update(|n| *n += 1);
                self.session.set(Some(session.take()?(kept)));
                self.screen.set(Screen::Game);
                Some(())
            };
            // The rules and the map's drawing load side by side.
            let (reply, geometry, shown) = futures::join!(
                module.ask(Seating::default(), request),
                crate::session::fetch_geometry(&system, &scenario),
                show_kept
            );
            if shown.is_some() {
                self.pending.update(|n| *n = n.saturating_sub(1));
            }
            if let Err(e) = geometry {
                return self.error(i18n.tf("app.game.map_failed", &[("reason", &e)]));
            }
            match reply {
                Reply::Loaded(loaded) => {
                    match session.take() {
                        // Its first snapshot is already for this screen:
                        // nobody seated yet, and a table with one person
                        // seats them.
                        Some(session) => {
                            self.session.set(Some(session(*loaded)));
                            self.screen.set(Screen::Game);
                        }
                        // The kept screen is on: the module's game takes its
                        // place only if it differs (another copy of the page
                        // wrote the save), and only while the kept one shows.
                        None if kept_hash.as_ref() != Some(&loaded.snapshot.hash) => self.session.update(|s| {
                            if let Some(s) = s.as_mut().filter(|s| Some(&s.view.hash) == kept_hash.as_ref()) {
                                s.view = loaded.snapshot;
                                s.at_screen = None;
                                s.region = None;
                            }
                        }),
                        None => {}
                    }
                    self.notice.set(None);
                    crate::session::autosave(self, i18n).await;
                }
                failed => {
                    if shown.is_some()
                        && self.session.with_untracked(|s| s.as_ref().map(|s| s.view.hash.clone())) == kept_hash
                    {
                        // The kept screen was of a save its module refuses.
                        self.session.set(None);
                        self.screen.set(Screen::Menu);
                    }
                    match failed {
                        Reply::LoadFailed(text) => self.error(i18n.render(&text)),
                        Reply::Refused(refusal) => self.error(i18n.render(&refusal.text)),
                        Reply::Failed(why) => self.error(why),
                        _ => self.error(i18n.t("app.game.module_failed")),
                    }
                }
            }
        });
    }
}

/// The app.
#[component]
pub fn App(
    /// The texts, in the language the page starts in.
    i18n: I18n,
) -> impl IntoView {
    provide_context(i18n);
    let app = AppState {
        screen: RwSignal::new(Screen::Menu),
        session: RwSignal::new(None),
        notice: RwSignal::new(None),
        opened: RwSignal::new(None),
        pending: RwSignal::new(0),
        dialog: RwSignal::new(None),
        safe_colours: RwSignal::new(crate::game::safe_colours_chosen()),
    };
    provide_context(app);
    register_service_worker();

    let notice = move || {
        app.notice.get().map(|n| {
            view! {
                <div class="notice" class:error=n.error role="alert" data-testid="notice">
                    <span>{n.text}</span>
                    <button class="close" aria-label=i18n.t("app.close") on:click=move |_| app.notice.set(None)>"×"</button>
                </div>
            }
        })
    };
    view! {
        {notice}
        <crate::dialog::DialogHost />
        // A change of language draws the screen again in it (and a
        // system's texts arriving, the screens that show them before);
        // the game and every other state live above the screens and stay.
        {move || {
            let screen = app.screen.get();
            i18n.language();
            if matches!(screen, Screen::Rules | Screen::Continue) {
                i18n.track_system_texts();
            }
            match screen {
                Screen::Menu => view! { <Menu /> }.into_any(),
                Screen::NewGame => view! { <NewGame /> }.into_any(),
                Screen::Continue => view! { <Saves /> }.into_any(),
                Screen::Rules => view! { <RulesScreen /> }.into_any(),
                Screen::Game => view! { <crate::game::GameScreen /> }.into_any(),
                Screen::Mail => view! { <crate::screens::mail::MailScreen /> }.into_any(),
            }
        }}
    }
}

/// Installs the service worker that keeps the game playable offline. The
/// classroom copy needs none (and from a disk could not have one).
fn register_service_worker() {
    if crate::files::is_classroom_copy() {
        return;
    }
    if let Some(window) = web_sys::window() {
        let container = window.navigator().service_worker();
        let _ = container.register("./sw.js");
    }
}

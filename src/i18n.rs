//! The translation layer: every text a player reads is rendered here, in the
//! language the player chose, from Fluent catalogs fetched with the page.
//!
//! The catalogs are not compiled into the page: each language is a set of
//! `.ftl` files (`locales/<part>/<lang>.ftl`: the app's, the engine's and
//! each system's), fetched when the language is chosen and kept by the
//! service worker, so five languages cost the first load only the one shown.
//! Of each rule system the page first fetches only what the menu shows
//! (`<lang>.menu.ftl`: its name, scenarios and roles, written by
//! `pwa/menu-texts.mjs`); the rest comes with its module, the first time a
//! game or file of it is opened, or with the rules screen ([`need_system`]).

use engine::text::{Catalog, LANGUAGES, Text};
use leptos::prelude::*;

/// Where the player's choice of language is remembered.
const LANGUAGE_KEY: &str = "sandtable:language";

/// The active language and its catalog, shared through context.
#[derive(Clone, Copy)]
pub struct I18n {
    catalog: StoredValue<Catalog>,
    language: RwSignal<&'static str>,
}

thread_local! {
    /// The page's one `I18n`, for code outside the views (the modules).
    static CURRENT: std::cell::Cell<Option<I18n>> = const { std::cell::Cell::new(None) };
    /// Counts the systems' whole texts as they arrive ([`need_system`]).
    /// Kept here, not in `I18n`: a third field copied wherever `I18n` goes
    /// cost the page 2 KB.
    static SYSTEM_TEXTS: std::cell::Cell<Option<RwSignal<u32>>> = const { std::cell::Cell::new(None) };
    /// The systems whose whole texts are in the catalog.
    static SYSTEMS: std::cell::RefCell<std::collections::BTreeSet<String>> = const { std::cell::RefCell::new(std::collections::BTreeSet::new()) };
}

impl I18n {
    /// The catalog of a language that has been loaded.
    pub fn new(catalog: Catalog) -> Self {
        let language = language_code(catalog.language());
        let i18n = Self { catalog: StoredValue::new(catalog), language: RwSignal::new(language) };
        SYSTEM_TEXTS.set(Some(RwSignal::new(0)));
        CURRENT.set(Some(i18n));
        i18n
    }

    /// The language shown (a code of [`LANGUAGES`]). Reading it in a view
    /// makes the view follow a change of language.
    pub fn language(self) -> &'static str {
        self.language.get()
    }

    /// Makes the view that calls it follow the arrival of a system's
    /// texts: only the screens drawn before them (the rules, the saved
    /// games) need to be drawn again; a game's screen waits for them, and
    /// drawing the menu again cost a phone a third of a second (issue 35).
    pub fn track_system_texts(self) {
        if let Some(count) = SYSTEM_TEXTS.get() {
            count.track();
        }
    }

    /// Switches to another language: its catalogs are fetched, then every
    /// screen is drawn again in it; the game in progress stays as it is.
    ///
    /// # Errors
    /// The language's files could not be fetched (offline before its first
    /// use); the language shown stays.
    pub async fn switch(self, code: &str) -> Result<(), String> {
        let mut catalog = load(code).await?;
        let systems: Vec<String> = SYSTEMS.with_borrow(|s| s.iter().cloned().collect());
        for system in systems {
            let file = crate::files::fetch_text(&system_texts_path(&system, catalog.language())).await?;
            let _ = catalog.add_ftl(&file);
        }
        let language = language_code(catalog.language());
        self.catalog.set_value(catalog);
        crate::storage::set(LANGUAGE_KEY, language).ok();
        mark_document(language);
        self.language.set(language);
        Ok(())
    }

    /// A UI string by key.
    pub fn t(self, key: &str) -> String {
        self.catalog.with_value(|c| c.get(key))
    }

    /// A UI string with named arguments (`{ $name }` in the message).
    pub fn tf(self, key: &str, args: &[(&str, &str)]) -> String {
        let text = args.iter().fold(Text::key(key), |t, (name, value)| t.plain(name, value));
        self.render(&text)
    }

    /// Whether the catalog has message `key` (a system's texts come with
    /// its module: until then its keys are missing).
    pub fn has(self, key: &str) -> bool {
        self.catalog.with_value(|c| c.has(key))
    }

    /// A rules message.
    pub fn render(self, text: &Text) -> String {
        self.catalog.with_value(|c| c.render(text))
    }

    /// A date and time (ISO 8601, as saves record it) the language's way.
    pub fn date_time(self, iso: &str) -> String {
        let date = js_sys::Date::new(&iso.into());
        if date.get_time().is_nan() {
            return iso.to_owned();
        }
        let options = js_sys::Object::new();
        for (field, value) in [("dateStyle", "medium"), ("timeStyle", "short")] {
            let _ = js_sys::Reflect::set(&options, &field.into(), &value.into());
        }
        date.to_locale_string(self.language.get_untracked(), &options).into()
    }
}

/// The name of `system`'s role `role` in the language shown: what a seat
/// left unnamed is called (issue 36).
pub fn role_name(system: &str, role: &str) -> String {
    let key = systems::meta(system).map_or_else(|| role.to_owned(), |m| m.role_name_key(role));
    CURRENT.get().map_or_else(|| key.clone(), |i18n| i18n.t(&key))
}

/// The code of [`LANGUAGES`] that names `code`'s language, if Sandtable is
/// written in it (`pl-PL` is `pl`).
fn supported(code: &str) -> Option<&'static str> {
    let base = code.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
    LANGUAGES.iter().map(|(c, _)| *c).find(|c| *c == base)
}

/// [`supported`], or English.
pub fn language_code(code: &str) -> &'static str {
    supported(code).unwrap_or("en")
}

/// The language to start in: the player's last choice, else the first of
/// the browser's languages that Sandtable is written in, else English.
pub fn preferred_language() -> &'static str {
    if let Some(chosen) = crate::storage::get(LANGUAGE_KEY).as_deref().and_then(supported) {
        return chosen;
    }
    let wanted: Option<Vec<String>> =
        web_sys::window().map(|w| w.navigator().languages().iter().filter_map(|l| l.as_string()).collect());
    wanted.unwrap_or_default().iter().find_map(|l| supported(l)).unwrap_or("en")
}

/// The files of the catalog the page starts with: the app's, the engine's,
/// play by e-mail's, and every system's menu texts.
fn parts(code: &str) -> Vec<String> {
    ["app", "engine", "pbem"]
        .into_iter()
        .map(|part| format!("locales/{part}/{code}.ftl"))
        .chain(systems::menu().iter().map(|s| format!("locales/{}/{code}.menu.ftl", s.info().id)))
        .collect()
}

/// The file of system `id`'s whole texts in language `code`.
pub fn system_texts_path(id: &str, code: &str) -> String {
    format!("locales/{id}/{code}.ftl")
}

/// Adds system `id`'s whole texts to the catalog, once: called before its
/// module's first request, so its views and refusals read in the player's
/// language. The screen is drawn again when they arrive. Offline before
/// its first use the texts stay missing (keys are shown), as its module
/// would be missing too.
pub async fn need_system(id: &str) {
    let Some(i18n) = CURRENT.get() else { return };
    if SYSTEMS.with_borrow(|s| s.contains(id)) || systems::meta(id).is_none() {
        return;
    }
    let code = i18n.language.get_untracked();
    let path = system_texts_path(id, code);
    crate::files::once_at_a_time(&path, || async {
        let Ok(file) = crate::files::fetch_text(&path).await else { return };
        // Another request may have loaded it meanwhile, or the language changed.
        if SYSTEMS.with_borrow(|s| s.contains(id)) || i18n.language.get_untracked() != code {
            return;
        }
        i18n.catalog.update_value(|c| {
            // Its menu messages are in already: those repeat and are skipped.
            let _ = c.add_ftl(&file);
        });
        SYSTEMS.with_borrow_mut(|s| s.insert(id.to_owned()));
        if let Some(count) = SYSTEM_TEXTS.get() {
            count.set(count.get_untracked() + 1);
        }
    })
    .await;
}

/// Fetches and builds the catalog of `code`.
///
/// # Errors
/// A file could not be fetched.
pub async fn load(code: &str) -> Result<Catalog, String> {
    let code = language_code(code);
    let files = futures::future::join_all(
        parts(code).into_iter().map(|path| async move { crate::files::fetch_text(&path).await }),
    )
    .await;
    let mut catalog = Catalog::new(code);
    for file in files {
        // A message that does not parse shows as its key; the build's tests
        // keep every file valid.
        let _ = catalog.add_ftl(&file?);
    }
    Ok(catalog)
}

/// `<html lang>` follows the language, so that the browser reads, hyphenates
/// and spell-checks the page as that language.
pub fn mark_document(code: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", code);
    }
}

/// The catalog from context.
pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}

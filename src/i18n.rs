//! The translation layer: every text a player reads is rendered here, in the
//! language the player chose, from Fluent catalogs fetched with the page.
//!
//! The catalogs are not compiled into the page: each language is a set of
//! `.ftl` files (`locales/<part>/<lang>.ftl`: the app's, the engine's and
//! each system's), fetched when the language is chosen and kept by the
//! service worker, so five languages cost the first load only the one shown.

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

impl I18n {
    /// The catalog of a language that has been loaded.
    pub fn new(catalog: Catalog) -> Self {
        let language = language_code(catalog.language());
        Self { catalog: StoredValue::new(catalog), language: RwSignal::new(language) }
    }

    /// The language shown (a code of [`LANGUAGES`]). Reading it in a view
    /// makes the view follow a change of language.
    pub fn language(self) -> &'static str {
        self.language.get()
    }

    /// Switches to another language: its catalogs are fetched, then every
    /// screen is drawn again in it; the game in progress stays as it is.
    ///
    /// # Errors
    /// The language's files could not be fetched (offline before its first
    /// use); the language shown stays.
    pub async fn switch(self, code: &str) -> Result<(), String> {
        let catalog = load(code).await?;
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

/// The parts of the catalog: the app, the engine, play by e-mail, every
/// system of the menu.
fn parts() -> Vec<String> {
    ["app", "engine", "pbem"]
        .into_iter()
        .map(str::to_owned)
        .chain(systems::menu().iter().map(|s| s.info().id.to_owned()))
        .collect()
}

/// Fetches and builds the catalog of `code`.
///
/// # Errors
/// A file could not be fetched.
pub async fn load(code: &str) -> Result<Catalog, String> {
    let code = language_code(code);
    let files = futures::future::join_all(
        parts()
            .into_iter()
            .map(|part| async move { crate::files::fetch_text(&format!("locales/{part}/{code}.ftl")).await }),
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

//! The translation layer: every text a player reads is rendered here, from
//! the engine's and systems' catalogs plus the app's own locale file.

use engine::text::{Catalog, Text};
use leptos::prelude::*;

/// The app's English texts.
const APP_EN: &str = include_str!("../locales/en.json");

/// The active catalog, shared through context.
#[derive(Clone, Copy)]
pub struct I18n(StoredValue<Catalog>);

impl I18n {
    /// The English catalog of everything.
    pub fn english() -> Self {
        let mut catalog = systems::catalog_en();
        // The locale file is part of the build; a broken one shows keys.
        let _ = catalog.add_json(APP_EN);
        Self(StoredValue::new(catalog))
    }

    /// A UI string by key.
    pub fn t(self, key: &str) -> String {
        self.0.with_value(|c| c.get(key).to_owned())
    }

    /// A UI string with arguments.
    pub fn tf(self, key: &str, args: &[&str]) -> String {
        let text = args.iter().fold(Text::key(key), |t, a| t.plain(a));
        self.render(&text)
    }

    /// A rules message.
    pub fn render(self, text: &Text) -> String {
        self.0.with_value(|c| c.render(text))
    }
}

/// The catalog from context.
pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}

//! Player-facing text as translation keys, never as finished English.
//!
//! Rules produce [`Text`] values (a key and its arguments); the app and the CLI
//! render them through a [`Catalog`] built from locale files (JSON objects of
//! `key -> template`, placeholders `{0}`, `{1}`, …). An argument may itself be
//! a key (a unit or region name), so names are translated too.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    /// Shown as it is (numbers, player names).
    Plain(String),
    /// Looked up in the catalog first (names of units, regions, phases).
    Key(String),
}

/// A message: a catalog key and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    /// The catalog key, e.g. `ww.action.buy`.
    pub key: String,
    /// Values for `{0}`, `{1}`, … in the template.
    pub args: Vec<Arg>,
}

impl Text {
    /// A message without arguments.
    #[must_use]
    pub fn key(key: impl Into<String>) -> Self {
        Self { key: key.into(), args: Vec::new() }
    }

    /// Adds an argument shown as it is.
    #[must_use]
    pub fn plain(mut self, value: impl ToString) -> Self {
        self.args.push(Arg::Plain(value.to_string()));
        self
    }

    /// Adds an argument that is itself a catalog key.
    #[must_use]
    pub fn name(mut self, key: impl Into<String>) -> Self {
        self.args.push(Arg::Key(key.into()));
        self
    }
}

/// A locale's messages.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    entries: BTreeMap<String, String>,
}

impl Catalog {
    /// Adds the entries of a locale file (a flat JSON object of strings).
    ///
    /// # Errors
    /// Returns the parse error when the file is not a flat object of strings.
    pub fn add_json(&mut self, json: &str) -> Result<(), serde_json::Error> {
        let entries: BTreeMap<String, String> = serde_json::from_str(json)?;
        self.entries.extend(entries);
        Ok(())
    }

    /// Whether the catalog has `key`.
    #[must_use]
    pub fn has(&self, key: &str) -> bool {
        self.entries.contains_key(key)
    }

    /// The template of `key`, or the key itself so a missing entry is visible
    /// but never breaks the screen.
    #[must_use]
    pub fn get<'a>(&'a self, key: &'a str) -> &'a str {
        self.entries.get(key).map_or(key, String::as_str)
    }

    /// Renders a message.
    ///
    /// ```
    /// use engine::text::{Catalog, Text};
    /// let mut c = Catalog::default();
    /// c.add_json(r#"{"buy":"Buy {0} in {1}","unit.inf":"infantry"}"#).unwrap();
    /// assert_eq!(c.render(&Text::key("buy").name("unit.inf").plain("Berlin")), "Buy infantry in Berlin");
    /// ```
    #[must_use]
    pub fn render(&self, text: &Text) -> String {
        let mut out = self.get(&text.key).to_owned();
        for (i, arg) in text.args.iter().enumerate() {
            let value = match arg {
                Arg::Plain(v) => v.as_str(),
                Arg::Key(k) => self.get(k),
            };
            out = out.replace(&format!("{{{i}}}"), value);
        }
        out
    }

    /// Keys of `self` that `other` lacks (used by tests to keep locales in step).
    #[must_use]
    pub fn missing_in(&self, other: &Self) -> Vec<String> {
        self.entries.keys().filter(|k| !other.has(k)).cloned().collect()
    }
}

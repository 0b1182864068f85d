//! The app's own dialogs, instead of the browser's blocking `prompt` and
//! `confirm`: they match the game's look, work the same on every browser,
//! can be answered with the keyboard (Enter, Escape), and never freeze the
//! page (the computer and the rules modules keep working behind them).

pub mod host;

use leptos::prelude::*;

/// A question on screen.
#[derive(Clone)]
pub struct Dialog {
    /// What is asked.
    pub text: String,
    /// A text field's first value, for a question that wants a name.
    pub field: Option<String>,
    /// The confirming button's label.
    pub confirm: String,
    /// Whether confirming destroys something (the button is red).
    pub danger: bool,
    /// Called with the field's text (empty without a field) on confirm.
    pub on_confirm: Callback<String>,
    /// The field takes a longer text and may be emptied (a note).
    pub note: bool,
}

impl Dialog {
    /// Asks to confirm an action.
    pub fn confirm(text: String, confirm: String, on_confirm: impl Fn() + Send + Sync + 'static) -> Self {
        let on_confirm = Callback::new(move |_: String| on_confirm());
        Self { text, field: None, confirm, danger: false, on_confirm, note: false }
    }

    /// Asks to confirm an action that destroys something.
    pub fn destroy(text: String, confirm: String, on_confirm: impl Fn() + Send + Sync + 'static) -> Self {
        Self { danger: true, ..Self::confirm(text, confirm, on_confirm) }
    }

    /// Asks for a name; `on_confirm` gets it, trimmed and not empty.
    pub fn name(text: String, confirm: String, on_confirm: impl Fn(String) + Send + Sync + 'static) -> Self {
        Self {
            text,
            field: Some(String::new()),
            confirm,
            danger: false,
            on_confirm: Callback::new(on_confirm),
            note: false,
        }
    }

    /// Asks for a note, starting from `old`; `on_confirm` gets it trimmed,
    /// empty when the player cleared it.
    pub fn note(
        text: String,
        old: String,
        confirm: String,
        on_confirm: impl Fn(String) + Send + Sync + 'static,
    ) -> Self {
        Self { field: Some(old), note: true, ..Self::name(text, confirm, on_confirm) }
    }
}

//! The app's own dialogs, instead of the browser's blocking `prompt` and
//! `confirm`: they match the game's look, work the same on every browser,
//! can be answered with the keyboard (Enter, Escape), and never freeze the
//! page (the computer and the rules modules keep working behind them).

use crate::app::AppState;
use crate::i18n::use_i18n;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

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

/// The dialog on screen, if any.
#[component]
pub fn DialogHost() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // Escape closes the dialog wherever the focus is.
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && app.dialog.with_untracked(Option::is_some) {
            app.dialog.set(None);
        }
    });
    on_cleanup(move || escape.remove());
    move || {
        let dialog = app.dialog.get()?;
        let value = RwSignal::new(dialog.field.clone().unwrap_or_default());
        let with_field = dialog.field.is_some();
        let note = dialog.note;
        let on_confirm = dialog.on_confirm;
        let answer = move || {
            let text = value.get_untracked().trim().to_owned();
            if with_field && text.is_empty() && !note {
                return;
            }
            app.dialog.set(None);
            on_confirm.run(text);
        };
        let on_key = move |ev: web_sys::KeyboardEvent| {
            if ev.key() == "Enter" && with_field {
                ev.prevent_default();
                answer();
            }
        };
        // Focus goes to the field, or to the confirming button, as soon as
        // the dialog is in the page (the effect runs once the ref is set).
        let field_ref = NodeRef::<leptos::html::Input>::new();
        let button_ref = NodeRef::<leptos::html::Button>::new();
        Effect::new(move || match (field_ref.get(), button_ref.get()) {
            (Some(field), _) => drop(field.focus()),
            (None, Some(button)) => drop(button.focus()),
            _ => {}
        });
        let field = with_field.then(|| {
            view! {
                <input type="text" class="dialog-field" data-testid="dialog-field" maxlength=if note { "500" } else { "80" } node_ref=field_ref
                    prop:value=move || value.get()
                    on:input=move |ev| {
                        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            value.set(input.value());
                        }
                    } />
            }
        });
        Some(view! {
            <div class="dialog-backdrop" on:keydown=on_key>
                <div class="dialog card" role="dialog" aria-modal="true" aria-labelledby="dialog-text" data-testid="dialog">
                    <p id="dialog-text">{dialog.text.clone()}</p>
                    {field}
                    <div class="row">
                        <button class="button" data-testid="dialog-cancel" on:click=move |_| app.dialog.set(None)>{i18n.t("app.cancel")}</button>
                        <button class="button primary" class:danger=dialog.danger data-testid="dialog-confirm" node_ref=button_ref
                            on:click=move |_| answer()>{dialog.confirm.clone()}</button>
                    </div>
                </div>
            </div>
        })
    }
}

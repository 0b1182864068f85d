//! The dialog on screen: drawn over every screen by the app, answered by
//! its buttons or the keyboard.

use crate::i18n::use_i18n;
use crate::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

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

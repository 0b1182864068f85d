//! The choice of language, on the menu and in a game: each language named
//! in itself, applied at once.

use crate::i18n::use_i18n;
use crate::state::AppState;
use engine::text::LANGUAGES;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// A list of the five languages; choosing one redraws the page in it.
#[component]
pub fn LanguagePicker(
    /// Codes ("PL") instead of names, for the game's top bar on a phone.
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let current = i18n.language();
    let on_change = move |ev: web_sys::Event| {
        let code = event_target_value(&ev);
        spawn_local(async move {
            if i18n.switch(&code).await.is_err() {
                app.error(i18n.t("app.language.failed"));
            }
        });
    };
    view! {
        <label class="language" class:compact=compact>
            <span class="visually-hidden">{i18n.t("app.language.choose")}</span>
            <select data-testid="language" on:change=on_change>
                {LANGUAGES
                    .iter()
                    .map(|(code, name)| {
                        let label = if compact { code.to_uppercase() } else { (*name).to_owned() };
                        view! { <option value=*code lang=*code title=*name selected=*code == current>{label}</option> }
                    })
                    .collect::<Vec<_>>()}
            </select>
        </label>
    }
}

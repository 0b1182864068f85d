//! The rules reference of each system.

use crate::app::{AppState, Screen};
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// One section per system: its summary, roles and scenarios.
#[component]
pub fn RulesScreen() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let sections = systems::all()
        .into_iter()
        .map(|system| {
            let info = system.info();
            let paragraphs: Vec<_> =
                i18n.t(info.rules_summary).split("\n\n").map(|p| view! { <p>{p.to_owned()}</p> }).collect();
            view! {
                <section class="card">
                    <h2>{i18n.t(info.name)}</h2>
                    {paragraphs}
                </section>
            }
        })
        .collect::<Vec<_>>();
    view! {
        <main class="page">
            <header class="page-head">
                <button class="button" on:click=move |_| app.screen.set(Screen::Menu)>{i18n.t("app.back")}</button>
                <h1>{i18n.t("app.menu.rules")}</h1>
            </header>
            {sections}
        </main>
    }
}

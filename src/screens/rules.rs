//! The rules reference of each system.

use crate::i18n::use_i18n;
use crate::state::{AppState, Screen};
use leptos::prelude::*;

/// A block of the reference text: a heading (`## `), a list (`- ` lines)
/// or a paragraph.
pub fn block(text: &str) -> AnyView {
    let mut lines = text.lines();
    let heading =
        text.strip_prefix("## ").map(|_| lines.next().unwrap_or_default().trim_start_matches("## ").to_owned());
    let rest: Vec<&str> = lines.collect();
    let body = if rest.iter().all(|l| l.starts_with("- ")) && !rest.is_empty() {
        let items = rest.iter().map(|l| view! { <li>{l.trim_start_matches("- ").to_owned()}</li> }).collect::<Vec<_>>();
        view! { <ul>{items}</ul> }.into_any()
    } else if rest.is_empty() {
        ().into_any()
    } else {
        view! { <p>{rest.join(" ")}</p> }.into_any()
    };
    view! { {heading.map(|h| view! { <h3>{h}</h3> })}{body} }.into_any()
}

/// One section per system: its summary, roles and scenarios.
#[component]
pub fn RulesScreen() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // The summaries are in each system's whole texts; the screen is drawn
    // again as they arrive.
    for system in systems::menu() {
        leptos::task::spawn_local(async move { crate::i18n::need_system(system.info().id).await });
    }
    let sections = systems::menu()
        .into_iter()
        .map(|system| {
            let info = system.info();
            let paragraphs: Vec<_> = i18n.t(info.rules_summary).split("\n\n").map(block).collect();
            view! {
                <section class="card rules">
                    <h2>{i18n.t(info.name)}</h2>
                    {paragraphs}
                </section>
            }
        })
        .collect::<Vec<_>>();
    view! {
        <main class="page">
            <header class="page-head">
                <button class="button" data-testid="back" on:click=move |_| app.screen.set(Screen::Menu)>{i18n.t("app.back")}</button>
                <h1>{i18n.t("app.menu.rules")}</h1>
            </header>
            {sections}
        </main>
    }
}

//! Saved games: continue, export, delete.

use crate::dialog::Dialog;
use crate::files;
use crate::i18n::{I18n, use_i18n};
use crate::module::Module;
use crate::opening;
use crate::screens::menu::OpenFileButton;
use crate::state::{AppState, Screen};
use crate::storage::{self, SlotInfo};
use host::{Reply, Request, Seating};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Exports a stored game, once its system's module has checked that no
/// secret step is open (the file would show the hidden choices to whoever
/// opens it); otherwise says why not.
fn export_slot(app: AppState, i18n: I18n, id: &str, name: String, system: String) {
    let text = match storage::read(id) {
        Ok(text) => text,
        Err(e) => return app.error(i18n.t(e.key())),
    };
    spawn_local(async move {
        let reply = match Module::of(&system) {
            Ok(module) => module.ask(Seating::default(), Request::ExportSaved { text }).await,
            Err(e) => Reply::Failed(e),
        };
        match reply {
            Reply::Saved(text) if files::download(&name, &text).is_ok() => {}
            Reply::Refused(refusal) => app.error(i18n.render(&refusal.text)),
            _ => app.error(i18n.t("app.game.export_failed")),
        }
    });
}

/// The list of slots.
#[component]
pub fn Saves() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let slots = RwSignal::new(storage::list());
    // The turn of each saved game reads in its system's texts.
    let listed: std::collections::BTreeSet<String> =
        slots.with_untracked(|l| l.iter().map(|s| s.system.clone()).collect());
    for system in listed {
        spawn_local(async move { crate::i18n::need_system(&system).await });
    }
    let row = move |slot: SlotInfo| {
        let (open_id, export_id, delete_id) = (slot.id.clone(), slot.id.clone(), slot.id.clone());
        let export_system = slot.system.clone();
        let export_name = format!("{}_{}_{}.json", slot.system, slot.scenario, slot.saved.get(..10).unwrap_or(""));
        // A game listed again from its own file may have no title to show.
        let title = if slot.title.is_empty() { i18n.t("app.saves.recovered") } else { slot.title.clone() };
        let title = if slot.name.is_empty() { title } else { format!("{} — {}", slot.name, title) };
        let system = systems::meta(&slot.system);
        let system_name = system.map_or_else(|| slot.system.clone(), |s| i18n.t(s.info().name));
        let scenario_name = system
            .and_then(|s| s.scenarios().into_iter().find(|c| c.id == slot.scenario))
            .map_or_else(|| slot.scenario.clone(), |c| i18n.t(c.name));
        view! {
            <li class="slot" data-testid="slot">
                <div class="slot-text">
                    <strong>{title}</strong>
                    <span>{[system_name, scenario_name, crate::screens::slot_turn(&slot, i18n)].into_iter().filter(|p| !p.is_empty()).collect::<Vec<_>>().join(" · ")}</span>
                    <span class="muted">{i18n.tf("app.saves.to_play", &[("players", &slot.to_play)])}" · "{i18n.date_time(&slot.saved)}</span>
                </div>
                <div class="slot-buttons">
                    <button class="button primary" data-testid="slot-open" on:click=move |_| match storage::read(&open_id) {
                        Ok(text) => opening::open_stored(app, i18n, text, open_id.clone()),
                        Err(e) => app.error(i18n.t(e.key())),
                    }>{i18n.t("app.saves.open")}</button>
                    <button class="button" data-testid="slot-export"
                        on:click=move |_| export_slot(app, i18n, &export_id, export_name.clone(), export_system.clone())>
                        {i18n.t("app.saves.export")}</button>
                    <button class="button danger" data-testid="slot-delete" on:click=move |_| {
                        let id = delete_id.clone();
                        app.ask(Dialog::destroy(i18n.t("app.saves.confirm_delete"), i18n.t("app.saves.delete"), move || {
                            if let Err(e) = storage::delete(&id) { app.error(i18n.t(e.key())); }
                            slots.set(storage::list());
                        }));
                    }>{i18n.t("app.saves.delete")}</button>
                </div>
            </li>
        }
    };
    view! {
        <main class="page">
            <header class="page-head">
                <button class="button" data-testid="back" on:click=move |_| app.screen.set(Screen::Menu)>{i18n.t("app.back")}</button>
                <h1>{i18n.t("app.saves.title")}</h1>
                <OpenFileButton />
            </header>
            <Show when=move || !slots.with(Vec::is_empty) fallback=move || view! { <p class="card">{i18n.t("app.saves.none")}</p> }>
                <ul class="slots">{move || slots.get().into_iter().map(row).collect::<Vec<_>>()}</ul>
            </Show>
        </main>
    }
}

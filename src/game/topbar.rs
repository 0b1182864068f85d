//! The bar above the map: menu, title, turn, who acts, undo, save, export.

use super::GameCtx;
use crate::dialog::Dialog;
use crate::files;
use crate::i18n::use_i18n;
use crate::play;
use crate::state::Screen;
use engine::any::NextAtTable;
use host::Reply;
use leptos::prelude::*;
use leptos::task::spawn_local;

#[component]
pub fn TopBar() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    let turn = move || ctx.with(|s| i18n.render(&s.view.turn_label));
    let title = move || ctx.with(|s| s.title.clone());
    let to_act = move || {
        ctx.with(|s| {
            // A replay shows the past: nobody is to play in it.
            if let Some(replay) = s.replay {
                let at = i18n
                    .tf("app.replay.at", &[("at", &s.view.log_len.to_string()), ("total", &replay.total.to_string())]);
                return i18n.tf("app.game.replaying", &[("position", &at)]);
            }
            if let NextAtTable::Computer(seat) = s.next() {
                return i18n.tf("app.game.thinking", &[("player", &s.seat_name(seat))]);
            }
            let names: Vec<String> = s.view.to_act.iter().map(|&seat| s.seat_name(seat)).collect();
            if names.is_empty() {
                i18n.t("app.game.over")
            } else {
                i18n.tf("app.game.to_act", &[("players", &names.join(", "))])
            }
        })
    };
    // Why Undo is disabled, in the player's words (on the button's tooltip).
    let undo_blocked = move || ctx.with(|s| s.view.undo_blocked.as_ref().map(|why| i18n.render(why)));
    let thinking = move || ctx.with(|s| matches!(s.next(), NextAtTable::Computer(_)));
    // Refused, with the reason, while a secret step is open.
    let export = move |_| {
        let name = ctx.with(|s| s.export_name());
        spawn_local(async move {
            let json = match play::export_json(app).await {
                Some(Reply::Saved(json)) => json,
                Some(Reply::Refused(refusal)) => return app.error(i18n.render(&refusal.text)),
                _ => return app.error(i18n.t("app.game.export_failed")),
            };
            let pretty = serde_json::from_str::<serde_json::Value>(&json)
                .ok()
                .and_then(|v| serde_json::to_string_pretty(&v).ok());
            if pretty.is_none_or(|json| files::download(&name, &json).is_err()) {
                app.error(i18n.t("app.game.export_failed"));
            }
        });
    };
    let save_as = move |_| {
        let save = move |name: String| {
            spawn_local(async move {
                match play::save_as(app, i18n, &name).await {
                    Ok(()) => app.info(i18n.tf("app.game.saved_as", &[("name", &name)])),
                    Err(e) => app.error(i18n.t(e.key())),
                }
            });
        };
        app.ask(Dialog::name(i18n.t("app.game.save_as_prompt"), i18n.t("app.game.save_as_confirm"), save));
    };
    let by_mail = move || ctx.with(|s| s.mail.is_some());
    // On a phone the buttons used now and then fold behind "⋯" (issue 36:
    // the bar took a quarter of the screen); elsewhere they stand in a row.
    let more = RwSignal::new(false);
    view! {
        <header class="topbar" class:more-open=move || more.get()>
            <button class="button" data-testid="to-menu" on:click=move |_| {
                crate::shell::keep_game(app);
                app.screen.set(Screen::Menu);
            }>{i18n.t("app.game.menu")}</button>
            // Each part on one line, cut short with its whole text on hover,
            // so the bar keeps one height in every language.
            <div class="topbar-title">
                <div class="topbar-line">
                    <strong class="game-title" title=title>{title}</strong>
                    <span class="to-act" class:thinking=thinking data-testid="to-act" aria-live="polite" title=to_act>{to_act}</span>
                </div>
                <span class="turn-label" data-testid="turn-label" title=turn>{turn}</span>
            </div>
            <div class="topbar-buttons">
                <button class="button" data-testid="undo" disabled=move || undo_blocked().is_some()
                    title=undo_blocked on:click=move |_| ctx.undo(i18n)>{i18n.t("app.game.undo")}</button>
                <super::help::Help />
                <button class="button icon topbar-more" data-testid="topbar-more" aria-expanded=move || more.get().to_string()
                    aria-controls="topbar-extra" aria-label=i18n.t("app.game.more") title=i18n.t("app.game.more")
                    on:click=move |_| more.update(|m| *m = !*m)>"⋯"</button>
                <div class="topbar-extra" id="topbar-extra" on:click=move |ev| {
                    // A button chosen in the folded list closes it.
                    let on_button = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                        .is_some_and(|e| e.closest("button").ok().flatten().is_some());
                    if on_button { more.set(false) }
                }>
                    <super::replay::ReplayButton />
                    // A game by e-mail lives in its signed files, not in slots.
                    <Show when=move || !by_mail() fallback=move || view! { <span class="chip">{i18n.t("app.mail.chip")}</span> }>
                        <button class="button" data-testid="save-as" on:click=save_as>{i18n.t("app.game.save_as")}</button>
                        <button class="button" data-testid="export" on:click=export>{i18n.t("app.game.export")}</button>
                    </Show>
                    <crate::screens::language::LanguagePicker compact=true />
                </div>
            </div>
        </header>
    }
}

//! By e-mail, the end of a turn: once none of this player's seats is to
//! act, the turn becomes the next signed file, named for the next player,
//! with a short text to paste into the e-mail. While another player has the
//! game, a bar says whose file is awaited.

use super::GameCtx;
use crate::dialog::Dialog;
use crate::files;
use crate::i18n::use_i18n;
use crate::mail::{
    self,
    turn::{Phase, SentFile},
};
use crate::state::Screen;
use engine::any::NextAtTable;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

/// What the bar shows.
#[derive(Clone, Debug, Default, PartialEq)]
enum Bar {
    #[default]
    Hidden,
    TurnDone,
    Sent(SentFile),
    Watching {
        over: bool,
    },
}

fn save(app: crate::state::AppState, i18n: crate::i18n::I18n, file: &SentFile) {
    if files::download(&file.name, &file.text).is_err() {
        app.error(i18n.t("app.game.export_failed"));
    }
}

#[component]
pub fn SendBar() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    let note = RwSignal::new(String::new());
    let bar = Memo::new(move |_| {
        ctx.with(|s| {
            // A replay shows a past point: nothing to send from it.
            let Some(m) = s.mail.as_ref().filter(|_| s.replay.is_none()) else { return Bar::Hidden };
            match (&m.phase, s.next()) {
                (Phase::Playing, NextAtTable::Elsewhere | NextAtTable::Over) => Bar::TurnDone,
                (Phase::Playing, _) => Bar::Hidden,
                (Phase::Sent(file), _) => Bar::Sent(file.clone()),
                (Phase::Watching, next) => Bar::Watching { over: next == NextAtTable::Over },
            }
        })
    });
    // Who the file will be for: the turn ended on a copy, nothing stored.
    let recipient = RwSignal::new(String::new());
    Effect::new(move || {
        if bar.get() != Bar::TurnDone {
            return;
        }
        let Some(mail) = ctx.app.session.with_untracked(|s| s.as_ref().and_then(|s| s.mail.clone())) else { return };
        spawn_local(async move {
            if let Ok(file) = mail::end_turn(&mail, String::new(), false, i18n).await {
                let _ = recipient.try_set(file.recipient);
            }
        });
    });
    let end_turn = move |_| {
        let Some(mail) = app.session.with_untracked(|s| s.as_ref().and_then(|s| s.mail.clone())) else { return };
        let note = note.get_untracked();
        spawn_local(async move {
            match mail::end_turn(&mail, note, true, i18n).await {
                Ok(file) => {
                    app.session.update(|s| {
                        if let Some(m) = s.as_mut().and_then(|s| s.mail.as_mut()) {
                            m.phase = Phase::Sent(file.clone());
                        }
                    });
                    save(app, i18n, &file);
                }
                Err(e) => app.error(i18n.tf("app.mail.end_failed", &[("reason", &e)])),
            }
        });
    };
    // Starting the turn again is offered only until the first die of the
    // turn falls: the dice of a turn are fixed by the file, so a second try
    // after a roll would be a choice made against known rolls.
    let dice_thrown = Memo::new(move |_| ctx.with(|s| s.mail.is_some() && s.view.turn_dice_thrown));
    // Answered dice: what waits for the next file's dice, and how many
    // waiting actions of the last file this turn's file throws.
    let dice_wait = Memo::new(move |_| ctx.with(|s| s.view.dice_wait.as_ref().map(|t| i18n.render(t))));
    let answers = Memo::new(move |_| ctx.with(|s| s.mail.as_ref().map_or(0, |m| m.start.answers)));
    let restart = move |_| {
        if dice_thrown.get_untracked() {
            return;
        }
        let Some(game) = ctx.with(|s| s.mail.as_ref().map(|m| m.game.clone())) else { return };
        let restart = move || {
            let game = game.clone();
            spawn_local(async move {
                match mail::restart(&game, i18n).await {
                    Ok(session) => app.session.set(Some(session)),
                    Err(e) => app.error(e),
                }
            });
        };
        app.ask(Dialog::destroy(i18n.t("app.mail.restart_confirm"), i18n.t("app.mail.restart"), restart));
    };
    let on_note = move |ev: web_sys::Event| {
        if let Some(t) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
            note.set(t.value());
        }
    };
    move || {
        match bar.get() {
        Bar::Hidden => ().into_any(),
        Bar::TurnDone => view! {
            // Busy until the name of the file's recipient is known.
            <aside class="sendbar" role="dialog" aria-label=i18n.t("app.mail.turn_done") data-testid="sendbar"
                aria-busy=move || recipient.with(String::is_empty).to_string()>
                <h2>{move || i18n.tf("app.mail.turn_done_for", &[("player", &recipient.get())])}</h2>
                // The recipient's name comes with the sent file, after the
                // bar is drawn: the sentence waits for it (a fast screen
                // showed "; 's answer throws them").
                {move || dice_wait.get().filter(|_| !recipient.with(String::is_empty)).map(|action| view! {
                    <p class="dice-wait" data-testid="dice-wait">{move || i18n.tf("app.mail.dice_wait", &[("action", &action), ("player", &recipient.get())])}</p>
                })}
                {move || (answers.get() > 0).then(|| view! {
                    <p data-testid="dice-answers">{i18n.tf("app.mail.answers", &[("count", &answers.get().to_string())])}</p>
                })}
                <p>{i18n.t("app.mail.turn_done_hint")}</p>
                <label class="note">{i18n.t("app.mail.note")}
                    <textarea rows="2" on:input=on_note data-testid="mail-note"></textarea>
                </label>
                <div class="row">
                    <button class="button" on:click=restart data-testid="mail-restart"
                        disabled=move || dice_thrown.get()
                        title=move || dice_thrown.get().then(|| i18n.t("app.mail.restart_after_dice"))>
                        {i18n.t("app.mail.restart")}
                    </button>
                    <button class="button primary big" on:click=end_turn data-testid="mail-send">{move || i18n.tf("app.mail.send", &[("player", &recipient.get())])}</button>
                </div>
            </aside>
        }
        .into_any(),
        Bar::Sent(file) => {
            let again = file.clone();
            view! {
                <aside class="sendbar" role="dialog" aria-label=i18n.t("app.mail.sent") data-testid="sent">
                    <h2>{i18n.tf("app.mail.sent_to", &[("player", &file.recipient)])}</h2>
                    <p>{i18n.tf("app.mail.sent_hint", &[("file", &file.name)])}</p>
                    <label class="note">{i18n.t("app.mail.summary")}
                        <textarea rows="4" readonly=true prop:value=file.summary.clone() data-testid="mail-summary"></textarea>
                    </label>
                    <div class="row">
                        <button class="button" on:click=move |_| save(app, i18n, &again) data-testid="mail-save-again">{i18n.t("app.mail.save_again")}</button>
                        <button class="button primary" on:click=move |_| app.screen.set(Screen::Mail) data-testid="mail-done">{i18n.t("app.mail.to_games")}</button>
                    </div>
                </aside>
            }
            .into_any()
        }
        Bar::Watching { over } => {
            let waiting = ctx.with(|s| s.mail.as_ref().and_then(|m| mail::waiting_for(&m.game)));
            let text = match waiting {
                Some(player) if !over => i18n.tf("app.mail.waiting_for", &[("player", &player)]),
                _ => i18n.t("app.mail.over"),
            };
            // Answered dice: what that file will throw.
            let text = match dice_wait.get_untracked() {
                Some(action) if !over => format!("{text} {}", i18n.tf("app.mail.watching_dice", &[("action", &action)])),
                _ => text,
            };
            view! {
                <aside class="sendbar slim" data-testid="watching">
                    <span>{text}</span>
                    <button class="button" on:click=move |_| app.screen.set(Screen::Mail)>{i18n.t("app.mail.to_games")}</button>
                </aside>
            }
            .into_any()
        }
    }
    }
}

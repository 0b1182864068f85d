//! The hand-over screen: between two people's turns, an opaque screen asks
//! to pass the device (hot-seat) or to send the file (by e-mail). Until the
//! next player confirms, the page renders only what every seat may see.

use super::GameCtx;
use crate::app::Screen;
use crate::files;
use crate::i18n::use_i18n;
use crate::session::Mode;
use leptos::prelude::*;

#[component]
pub fn Handover() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    move || {
        let (seat, name, mode, previous) =
            ctx.with(|s| s.handover_to().map(|seat| (seat, s.seat_name(seat), s.mode, s.at_screen)))?;
        let confirm = move |_| {
            app.session.update(|s| {
                if let Some(s) = s.as_mut() {
                    s.confirm_handover(seat);
                }
            });
        };
        // By e-mail, the player who just finished sends the file on; the one
        // who opens it (nobody seated yet) takes the seat.
        let sending = mode == Mode::ByEmail && previous.is_some();
        let body = if sending {
            let export = move |_| {
                let (file, json) =
                    ctx.with(|s| (s.export_name(), serde_json::to_string_pretty(&s.save_file()).unwrap_or_default()));
                if files::download(&file, &json).is_err() {
                    app.error(i18n.t("app.game.export_failed"));
                }
            };
            view! {
                <h2>{i18n.tf("app.handover.send", &[&name])}</h2>
                <p>{i18n.t("app.handover.send_hint")}</p>
                <button class="button primary big" data-testid="handover-export" on:click=export>{i18n.tf("app.handover.save_for", &[&name])}</button>
                <button class="button" on:click=move |_| app.screen.set(Screen::Menu)>{i18n.t("app.game.menu")}</button>
            }
            .into_any()
        } else {
            view! {
                <h2 data-testid="handover-title">{i18n.tf("app.handover.pass", &[&name])}</h2>
                <p>{i18n.tf("app.handover.hint", &[&name])}</p>
                <button class="button primary big" data-testid="handover-confirm" on:click=confirm>{i18n.tf("app.handover.confirm", &[&name])}</button>
            }
            .into_any()
        };
        Some(
            view! { <div class="handover" role="dialog" aria-modal="true" data-testid="handover"><div class="handover-card">{body}</div></div> },
        )
    }
}

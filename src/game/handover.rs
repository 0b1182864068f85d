//! The hand-over screen: between two people's turns at one screen, an
//! opaque screen asks to pass the device. Until the next player confirms,
//! the page renders only what every seat may see. (By e-mail, the end of a
//! turn is the send screen instead: `send.rs`.)

use super::GameCtx;
use crate::i18n::use_i18n;
use leptos::prelude::*;

#[component]
pub fn Handover() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let app = ctx.app;
    // The card takes the focus: Enter passes the screen (issue 19).
    let confirm_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move || {
        if let Some(button) = confirm_ref.get() {
            let _ = button.focus();
        }
    });
    move || {
        let (seat, name) = ctx.with(|s| s.handover_to().map(|seat| (seat, s.seat_name(seat))))?;
        let confirm = move |_| {
            app.session.update_untracked(|s| {
                if let Some(s) = s.as_mut() {
                    s.at_screen = Some(seat);
                }
            });
            // The seated player's view comes from the module; until it
            // arrives the screen still shows only what everyone may see.
            super::send(app, i18n, host::Request::Show, false);
        };
        Some(view! {
            <div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title" data-testid="handover">
                <div class="handover-card">
                    <h2 id="handover-title" data-testid="handover-title">{i18n.tf("app.handover.pass", &[("player", &name)])}</h2>
                    <p>{i18n.tf("app.handover.hint", &[("player", &name)])}</p>
                    <button class="button primary big" data-testid="handover-confirm" node_ref=confirm_ref on:click=confirm>{i18n.tf("app.handover.confirm", &[("player", &name)])}</button>
                </div>
            </div>
        })
    }
}

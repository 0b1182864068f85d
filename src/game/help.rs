//! The help (issues 19, 36): `?` (or the top bar's ? button) tells how to
//! play a first game, opens the rules of the system in play and lists the
//! game screen's keys; `W` — "What can I do?" — marks the regions where
//! the seat at the screen can act and takes the focus to the first; and the
//! colours can be made safe for colour-blind eyes.

use crate::i18n::use_i18n;
use crate::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Where the choice of colours is kept in this browser.
const SAFE_COLOURS_KEY: &str = "sandtable:v1:safe-colours";

/// Okabe and Ito's colours, told apart with every common kind of colour
/// blindness: the sides' colours, in seat order, when the player asks.
const SAFE_COLOURS: [&str; 8] =
    ["#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#F0E442", "#000000"];

/// Whether this browser shows the colour-safe palette.
pub fn safe_colours_chosen() -> bool {
    crate::storage::get(SAFE_COLOURS_KEY).is_some_and(|v| v == "1")
}

/// The colour of seat `index` (its own `colour` unless the colour-safe
/// palette is on).
pub fn seat_colour(safe: bool, index: usize, colour: &str) -> String {
    if safe { SAFE_COLOURS[index % SAFE_COLOURS.len()].to_owned() } else { colour.to_owned() }
}

/// Whether a key press was typed into a field (and is the field's).
pub fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    target.is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// "What can I do?": the regions where the seat can act are marked for a
/// few seconds and the focus goes to the first, so the arrow keys go on
/// from there; with none, to the panel's first action.
fn what_can_i_do() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(game) = document.query_selector(".game").ok().flatten() {
        let _ = game.class_list().add_1("hinting");
        set_timeout(move || drop(game.class_list().remove_1("hinting")), std::time::Duration::from_secs(4));
    }
    // Where the map has nothing to do, the panel's actions (end the phase…).
    let first = document.query_selector(".region.actionable").ok().flatten();
    if let Some(region) = first.and_then(|r| r.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = region.focus();
    } else if let Some(button) = document
        .query_selector("[data-testid=general-choices] button, [data-testid=general-choices] input")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = button.focus();
    }
}

/// `T`: the map as a table, or back (its button beside the zoom's).
fn show_table() {
    let toggle = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=table-toggle]").ok().flatten())
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(toggle) = toggle {
        toggle.click();
    }
}

/// The ? button, the help it opens and the keys `?` and `W`.
#[component]
pub fn Help() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() || app.dialog.with_untracked(Option::is_some) {
            return;
        }
        match ev.key().as_str() {
            "?" => open.update(|o| *o = !*o),
            "Escape" => open.set(false),
            "w" | "W" => what_can_i_do(),
            "t" | "T" => show_table(),
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());
    let toggle_colours = move |_| {
        let safe = !app.safe_colours.get_untracked();
        let _ = crate::storage::set(SAFE_COLOURS_KEY, if safe { "1" } else { "0" });
        app.safe_colours.set(safe);
    };
    // The focus goes into the help, to its closing button, once it is there.
    let close_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move || {
        if let Some(button) = close_ref.get() {
            let _ = button.focus();
        }
    });
    // The system in play: its rules go in the help (issue 36: it listed
    // keys only), below the steps of a first game.
    let system = app.session.with_untracked(|s| s.as_ref().and_then(|s| systems::meta(&s.setup.system)));
    let dialog = move || {
        open.get().then(|| {
            let rows = ["arrows", "enter", "tab", "what", "table", "help", "escape", "replay"]
                .iter()
                .map(|row| view! { <li>{i18n.t(&format!("app.help.{row}"))}</li> })
                .collect::<Vec<_>>();
            let steps = ["read", "where", "point", "end", "log"]
                .iter()
                .map(|step| view! { <li>{i18n.t(&format!("app.help.how.{step}"))}</li> })
                .collect::<Vec<_>>();
            let rules = system.map(|system| {
                let info = system.info();
                let blocks: Vec<_> =
                    i18n.t(info.rules_summary).split("\n\n").map(crate::screens::rules::block).collect();
                view! {
                    <details class="help-rules rules" data-testid="help-rules">
                        <summary>{i18n.tf("app.help.rules", &[("system", &i18n.t(info.name))])}</summary>
                        {blocks}
                    </details>
                }
            });
            view! {
                <div class="dialog-backdrop" on:click=move |ev| {
                    if ev.target() == ev.current_target() { open.set(false) }
                }>
                    <div class="dialog card help" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help">
                        <h2 id="help-title">{i18n.t("app.help.heading")}</h2>
                        <section data-testid="help-how">
                            <h3>{i18n.t("app.help.how.title")}</h3>
                            <ol class="help-keys">{steps}</ol>
                            {rules}
                        </section>
                        <h3>{i18n.t("app.help.title")}</h3>
                        <ul class="help-keys">{rows}</ul>
                        <label class="check">
                            <input type="checkbox" data-testid="safe-colours" prop:checked=move || app.safe_colours.get()
                                on:change=toggle_colours />
                            {i18n.t("app.help.safe_colours")}
                        </label>
                        <div class="row">
                            <button class="button primary" data-testid="help-close" node_ref=close_ref on:click=move |_| open.set(false)>
                                {i18n.t("app.close")}
                            </button>
                        </div>
                    </div>
                </div>
            }
        })
    };
    view! {
        <button class="button icon" data-testid="help-open" aria-keyshortcuts="?" title=i18n.t("app.help.heading")
            aria-label=i18n.t("app.help.heading") on:click=move |_| open.update(|o| *o = !*o)>"?"</button>
        {dialog}
    }
}

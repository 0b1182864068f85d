//! The side panel: the acting seat's situation, the selected region and the
//! actions legal there, other actions, and the log.

use super::GameCtx;
use super::log::GameLog;
use crate::i18n::{I18n, use_i18n};
use engine::any::Choice;
use engine::rules::PanelSection;
use leptos::prelude::*;

fn sections_view(i18n: I18n, sections: Vec<PanelSection>) -> impl IntoView {
    sections
        .into_iter()
        .map(|section| {
            let rows = section
                .rows
                .iter()
                .map(|(label, value)| view! { <dt>{i18n.render(label)}</dt><dd>{i18n.render(value)}</dd> })
                .collect::<Vec<_>>();
            view! {
                <section class="panel-section">
                    <h3>{i18n.render(&section.title)}</h3>
                    <dl>{rows}</dl>
                </section>
            }
        })
        .collect::<Vec<_>>()
}

/// The actions as a list (a screen reader says how many there are), each
/// a button, or a form for one with amounts.
fn choice_buttons(ctx: GameCtx, i18n: I18n, choices: Vec<Choice>) -> impl IntoView {
    choices
        .into_iter()
        .map(|choice| {
            // Pointing at a choice that goes somewhere lights that place.
            let goes = choice.target.map(|to| (choice.region, to));
            let point = move |_| ctx.pointed.set(goes);
            let unpoint = move |_| ctx.pointed.set(None);
            let item = if choice.amounts.is_empty() {
                let action = choice.action.clone();
                view! {
                    <button class="button choice" data-testid="choice" on:click=move |_| ctx.act(i18n, &action)>
                        {i18n.render(&choice.label)}
                    </button>
                }
                .into_any()
            } else {
                amount_choice(ctx, i18n, choice).into_any()
            };
            view! {
                <li on:mouseenter=point on:mouseleave=unpoint
                    on:focusin=move |_| ctx.pointed.set(goes) on:focusout=move |_| ctx.pointed.set(None)>{item}</li>
            }
        })
        .collect::<Vec<_>>()
}

/// An action with numbers to choose (how many PS, how many bases lost):
/// one field each, within its range, and one button. A text amount (a
/// name, a comment) is a text field of its length.
fn amount_choice(ctx: GameCtx, i18n: I18n, choice: Choice) -> impl IntoView {
    // A field starts from what the player typed into it (the panel is drawn
    // again whenever another seat acts), else from the choice's own value.
    let label = i18n.render(&choice.label);
    let key = |pointer: &str| format!("{label}{pointer}");
    let typed = |pointer: &str| ctx.typed.with_value(|t| t.get(&key(pointer)).cloned());
    let values: Vec<(engine::rules::Amount, RwSignal<u64>, String)> = choice
        .amounts
        .iter()
        .filter(|a| !a.text)
        .map(|a| {
            let own = choice.action.pointer(&a.pointer).and_then(serde_json::Value::as_u64);
            let first = typed(&a.pointer).and_then(|t| t.parse().ok()).or(own).unwrap_or(0);
            (a.clone(), RwSignal::new(first.clamp(u64::from(a.min), u64::from(a.max))), key(&a.pointer))
        })
        .collect();
    let texts: Vec<(engine::rules::Amount, RwSignal<String>, String)> = choice
        .amounts
        .iter()
        .filter(|a| a.text)
        .map(|a| {
            let own = choice.action.pointer(&a.pointer).and_then(serde_json::Value::as_str).unwrap_or_default();
            (a.clone(), RwSignal::new(typed(&a.pointer).unwrap_or_else(|| own.to_owned())), key(&a.pointer))
        })
        .collect();
    let keep = move |key: &str, value: String| {
        ctx.typed.update_value(|t| {
            t.insert(key.to_owned(), value);
        });
    };
    let fields = values
        .iter()
        .map(|(a, value, key)| {
            let (min, max, value, key) = (a.min, a.max, *value, key.clone());
            let set = move |ev| {
                if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                    let n = n.clamp(u64::from(min), u64::from(max));
                    value.set(n);
                    keep(&key, n.to_string());
                }
            };
            // An amount with options picks one of them: a list, its value
            // the option's number.
            let control = if a.options.is_empty() {
                view! {
                    <input type="number" inputmode="numeric" min=min max=max data-testid="amount"
                        prop:value=move || value.get().to_string() on:input=set />
                    <span class="muted">{format!("{min}–{max}")}</span>
                }
                .into_any()
            } else {
                let options = (u64::from(min)..)
                    .zip(&a.options)
                    .map(|(n, o)| view! { <option value=n.to_string()>{i18n.render(o)}</option> })
                    .collect::<Vec<_>>();
                view! {
                    <select data-testid="amount-pick" prop:value=move || value.get().to_string() on:change=set>
                        {options}
                    </select>
                }
                .into_any()
            };
            view! { <label class="amount"><span>{i18n.render(&a.label)}</span>{control}</label> }.into_any()
        })
        .chain(texts.iter().map(|(a, value, key)| {
            let (value, key) = (*value, key.clone());
            let set = move |ev| {
                let text = event_target_value(&ev);
                keep(&key, text.clone());
                value.set(text);
            };
            let control = view! {
                <input type="text" maxlength=a.max data-testid="amount-text"
                    prop:value=move || value.get() on:input=set />
            };
            view! { <label class="amount"><span>{i18n.render(&a.label)}</span>{control}</label> }.into_any()
        }))
        .collect::<Vec<_>>();
    let action = choice.action.clone();
    let go = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut chosen = action.clone();
        for (a, value, _) in &values {
            if let Some(slot) = chosen.pointer_mut(&a.pointer) {
                *slot = serde_json::Value::from(value.get_untracked());
            }
        }
        for (a, value, _) in &texts {
            if let Some(slot) = chosen.pointer_mut(&a.pointer) {
                *slot = serde_json::Value::from(value.get_untracked().trim());
            }
        }
        ctx.act(i18n, &chosen);
    };
    view! {
        <form class="choice amount-choice" data-testid="amount-choice" on:submit=go>
            <span class="amount-label">{label}</span>
            {fields}
            <button class="button" type="submit" data-testid="amount-go">{i18n.t("app.game.amount_go")}</button>
        </form>
    }
}

/// Scrolls the side panel just enough to show `actions` (a list of
/// choices) whole, never past the top of `head` (the heading of the place
/// they belong to), if they are not in view: only the panel moves, never
/// the page (on a phone the panel is a sheet).
fn into_view(panel: &web_sys::HtmlElement, head: &web_sys::Element, actions: &web_sys::Element) {
    let view = panel.get_bounding_client_rect();
    let (head, actions) = (head.get_bounding_client_rect(), actions.get_bounding_client_rect());
    let up_to = head.top() - view.top() - 8.0;
    let by = if actions.top() < view.top() || head.top() < view.top() {
        up_to
    } else if actions.bottom() > view.bottom() {
        (actions.bottom() - view.bottom() + 8.0).min(up_to)
    } else {
        return;
    };
    panel.set_scroll_top(panel.scroll_top() + by as i32);
}

/// At most this many "act here" buttons are listed (the map shows the rest).
const MAX_PLACES: usize = 16;

#[component]
pub fn SidePanel(names: StoredValue<Vec<String>>) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    let status = move || sections_view(i18n, ctx.with(|s| s.view.panel.clone()));
    let outcome = move || {
        ctx.with(|s| s.view.outcome.clone()).map(|o| {
            view! { <section class="panel-section outcome" data-testid="outcome"><h3>{i18n.t("app.game.over")}</h3><p>{i18n.render(&o.text)}</p></section> }
        })
    };
    let region = move || {
        ctx.selected.get().map(|id| {
            let name = names.with_value(|n| n.get(id.index()).cloned().unwrap_or_default());
            // The module sends the details of the region the seating names.
            let details = sections_view(
                i18n,
                ctx.with(|s| if s.region == Some(id) { s.view.region_panel.clone() } else { Vec::new() }),
            );
            let here: Vec<Choice> = ctx.choices.with(|c| c.iter().filter(|c| c.region == Some(id)).cloned().collect());
            let actions = (!here.is_empty()).then(|| {
                view! {
                    <ul class="choices" data-testid="region-choices">{choice_buttons(ctx, i18n, here)}</ul>
                }
            });
            view! {
                <section class="panel-region" data-testid="region-panel">
                    <h2>{name}</h2>
                    {details}
                    {actions}
                </section>
            }
        })
    };
    let general = move || {
        let general: Vec<Choice> = ctx.choices.with(|c| c.iter().filter(|c| c.region.is_none()).cloned().collect());
        (!general.is_empty()).then(|| {
            view! {
                <section class="panel-section general">
                    <h3>{i18n.t("app.game.actions")}</h3>
                    <ul class="choices" data-testid="general-choices">{choice_buttons(ctx, i18n, general)}</ul>
                </section>
            }
        })
    };
    // Regions where the acting seat can act, other than the selected one: a
    // button each, so nobody has to hunt the map for where play goes on.
    let elsewhere = move || {
        let selected = ctx.selected.get();
        let mut places: Vec<(engine::board::RegionId, usize)> = Vec::new();
        ctx.choices.with(|c| {
            for region in c.iter().filter_map(|c| c.region).filter(|r| Some(*r) != selected) {
                match places.iter_mut().find(|(r, _)| *r == region) {
                    Some((_, n)) => *n += 1,
                    None => places.push((region, 1)),
                }
            }
        });
        (!places.is_empty()).then(|| {
            let buttons = places
                .into_iter()
                .take(MAX_PLACES)
                .map(|(region, n)| {
                    let name = names.with_value(|v| v.get(region.index()).cloned().unwrap_or_default());
                    view! {
                        <button class="button place" data-testid="place" on:click=move |_| ctx.selected.set(Some(region))
                            on:mouseenter=move |_| ctx.pointed.set(Some((None, region)))
                            on:mouseleave=move |_| ctx.pointed.set(None)
                            on:focus=move |_| ctx.pointed.set(Some((None, region)))
                            on:blur=move |_| ctx.pointed.set(None)>
                            {i18n.tf("app.game.place", &[("name", &name), ("count", &n.to_string())])}
                        </button>
                    }
                })
                .collect::<Vec<_>>();
            view! {
                <section class="panel-section">
                    <h3>{i18n.t("app.game.elsewhere")}</h3>
                    <div class="places">{buttons}</div>
                </section>
            }
        })
    };
    // The actions where the eye is (issue 36): a place chosen on the map
    // brings its actions into view, and so does an action taken; the
    // pointed choice's light goes when the list changes under it.
    let panel_ref = NodeRef::<leptos::html::Aside>::new();
    let bring_into_view = move || {
        request_animation_frame(move || {
            let Some(panel) = panel_ref.get_untracked() else { return };
            let find = |selector: &str| panel.query_selector(selector).ok().flatten();
            let parts = match find("[data-testid=region-panel]") {
                Some(region) => Some((region.clone(), find("[data-testid=region-choices]").unwrap_or(region))),
                None => find("[data-testid=general-choices]").map(|actions| (actions.clone(), actions)),
            };
            if let Some((head, actions)) = parts {
                into_view(&panel, &head, &actions);
            }
        });
    };
    Effect::new(move |previous: Option<Option<engine::board::RegionId>>| {
        let now = ctx.selected.get();
        if previous.is_some_and(|p| p != now) && now.is_some() {
            bring_into_view();
        }
        now
    });
    Effect::new(move |previous: Option<usize>| {
        let len = ctx.with(|s| s.view.log_len);
        ctx.pointed.set(None);
        let mine = ctx.app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.acting_seat().is_some()));
        if previous.is_some_and(|p| p != len) && mine {
            bring_into_view();
        }
        len
    });
    // On a phone the panel is a sheet over the lower part of the screen:
    // its handle pulls it up or down, a tap on it opens or folds it.
    let sheet = RwSignal::new(None::<f64>);
    let drag = StoredValue::new(None::<(f64, bool)>);
    let height = move |y: f64| {
        let whole = web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(740.0);
        ((whole - y) / whole).clamp(0.2, 0.9)
    };
    let handle_down = move |ev: web_sys::PointerEvent| {
        if let Some(t) = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
            let _ = t.set_pointer_capture(ev.pointer_id());
        }
        drag.set_value(Some((f64::from(ev.client_y()), false)));
    };
    let handle_move = move |ev: web_sys::PointerEvent| {
        let Some((start, moved)) = drag.get_value() else { return };
        let y = f64::from(ev.client_y());
        if moved || (y - start).abs() > 6.0 {
            drag.set_value(Some((start, true)));
            sheet.set(Some(height(y)));
        }
    };
    let handle_up = move |_| {
        if let Some((_, false)) = drag.get_value() {
            sheet.update(|h| *h = if h.is_some_and(|h| h > 0.6) { None } else { Some(0.85) });
        }
        drag.set_value(None);
    };
    let sheet_style = move || sheet.get().map(|h| format!("--sheet: {h:.3}"));
    let open = move || sheet.get().is_some_and(|h| h > 0.6);
    view! {
        <aside class="side-panel" data-testid="side-panel" node_ref=panel_ref style=sheet_style>
            <button class="sheet-handle" data-testid="sheet-handle" aria-expanded=move || open().to_string()
                aria-label=move || i18n.t(if open() { "app.game.sheet_fold" } else { "app.game.sheet_open" })
                title=move || i18n.t(if open() { "app.game.sheet_fold" } else { "app.game.sheet_open" })
                on:pointerdown=handle_down on:pointermove=handle_move on:pointerup=handle_up
                on:pointercancel=move |_| drag.set_value(None)
                on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    sheet.update(|h| *h = if h.is_some_and(|h| h > 0.6) { None } else { Some(0.85) });
                }><span class="grip" /></button>
            {outcome}
            <super::guide::Guide />
            {general}
            {region}
            {elsewhere}
            {status}
            <GameLog />
        </aside>
    }
}

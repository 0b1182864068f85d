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
            view! { <li>{item}</li> }
        })
        .collect::<Vec<_>>()
}

/// An action with numbers to choose (how many PS, how many bases lost):
/// one field each, within its range, and one button. A text amount (a
/// name, a comment) is a text field of its length.
fn amount_choice(ctx: GameCtx, i18n: I18n, choice: Choice) -> impl IntoView {
    let start = |pointer: &str| choice.action.pointer(pointer).and_then(serde_json::Value::as_u64).unwrap_or(0);
    let values: Vec<(engine::rules::Amount, RwSignal<u64>)> = choice
        .amounts
        .iter()
        .filter(|a| !a.text)
        .map(|a| (a.clone(), RwSignal::new(start(&a.pointer).clamp(u64::from(a.min), u64::from(a.max)))))
        .collect();
    let written =
        |pointer: &str| choice.action.pointer(pointer).and_then(serde_json::Value::as_str).unwrap_or_default();
    let texts: Vec<(engine::rules::Amount, RwSignal<String>)> = choice
        .amounts
        .iter()
        .filter(|a| a.text)
        .map(|a| (a.clone(), RwSignal::new(written(&a.pointer).to_owned())))
        .collect();
    let fields = values
        .iter()
        .map(|(a, value)| {
            let (min, max, value) = (a.min, a.max, *value);
            let set = move |ev| {
                if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                    value.set(n.clamp(u64::from(min), u64::from(max)));
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
        .chain(texts.iter().map(|(a, value)| {
            let value = *value;
            let control = view! {
                <input type="text" maxlength=a.max data-testid="amount-text"
                    prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev)) />
            };
            view! { <label class="amount"><span>{i18n.render(&a.label)}</span>{control}</label> }.into_any()
        }))
        .collect::<Vec<_>>();
    let action = choice.action.clone();
    let go = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut chosen = action.clone();
        for (a, value) in &values {
            if let Some(slot) = chosen.pointer_mut(&a.pointer) {
                *slot = serde_json::Value::from(value.get_untracked());
            }
        }
        for (a, value) in &texts {
            if let Some(slot) = chosen.pointer_mut(&a.pointer) {
                *slot = serde_json::Value::from(value.get_untracked().trim());
            }
        }
        ctx.act(i18n, &chosen);
    };
    view! {
        <form class="choice amount-choice" data-testid="amount-choice" on:submit=go>
            <span class="amount-label">{i18n.render(&choice.label)}</span>
            {fields}
            <button class="button" type="submit" data-testid="amount-go">{i18n.t("app.game.amount_go")}</button>
        </form>
    }
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
                <section class="panel-section">
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
                        <button class="button place" data-testid="place" on:click=move |_| ctx.selected.set(Some(region))>
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
    view! {
        <aside class="side-panel" data-testid="side-panel">
            {outcome}
            <super::guide::Guide />
            {status}
            {general}
            {region}
            {elsewhere}
            <GameLog />
        </aside>
    }
}

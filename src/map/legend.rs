//! The map's legend: what the colours, symbols and counters on this map
//! mean, listing only what the map shows (each symbol with the rules' own
//! words for it, e.g. "Factory: +3 Production per turn").

use super::counters::mark_shape;
use super::emblem;
use super::{NEUTRAL_FILL, Palette, terrain_fill};
use crate::i18n::use_i18n;
use engine::rules::{Mark, RegionView};
use leptos::prelude::*;
use std::collections::BTreeMap;

/// Terrains the app colours, in the legend's order.
const TERRAINS: [&str; 6] = ["plains", "forest", "hills", "marsh", "mountains", "water"];

/// The legend, folded until the player opens it.
#[component]
pub fn Legend(
    regions: Signal<Vec<RegionView>>,
    /// Each seat's role and name.
    owners: Signal<Vec<(String, String)>>,
    /// Role colours.
    palette: Signal<Palette>,
    /// Owners' emblems by role id, shown beside their colours.
    emblems: &'static BTreeMap<String, String>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Each kind of symbol on the map once, in the order first met.
    let marks = Memo::new(move |_| {
        let mut seen: Vec<Mark> = Vec::new();
        regions.with(|list| {
            for mark in list.iter().flat_map(|r| &r.marks) {
                if !seen.iter().any(|s| s.symbol == mark.symbol) {
                    seen.push(mark.clone());
                }
            }
        });
        seen
    });
    let terrains = Memo::new(move |_| {
        regions.with(|list| {
            TERRAINS.into_iter().filter(|t| list.iter().any(|r| r.terrain.as_deref() == Some(t))).collect::<Vec<_>>()
        })
    });
    // A counter of this map, to show how one reads.
    let sample = Memo::new(move |_| {
        regions.with(|list| list.iter().flat_map(|r| &r.counters).next().map(|c| (c.label.clone(), c.count)))
    });
    // Each kind of counter once (issue 36: the legend read INF but not
    // MER, TNK or FTR): its code and what it stands for, the unit its
    // title names, or the code's own `.legend` text where a counter is no
    // kind of unit (an army in the field, a garrison).
    let kinds = Memo::new(move |_| {
        let mut seen: Vec<engine::rules::Counter> = Vec::new();
        regions.with(|list| {
            for c in list.iter().flat_map(|r| &r.counters) {
                if !seen.iter().any(|s| s.label == c.label) {
                    seen.push(c.clone());
                }
            }
        });
        seen
    });
    let meaning = move |c: &engine::rules::Counter| {
        let unit = c.title.args.iter().find_map(|(name, arg)| match arg {
            engine::text::Arg::Key(key) if name == "unit" => Some(key.clone()),
            _ => None,
        });
        let own = format!("{}.legend", c.label.key);
        match unit {
            Some(key) => i18n.t(&key),
            None if i18n.has(&own) => i18n.t(&own),
            None => i18n.render(&c.title),
        }
    };
    let kind_rows = move || {
        kinds
            .get()
            .into_iter()
            .map(|c| {
                view! {
                    <li data-testid="legend-counter">
                        <svg class="legend-icon counter-icon" viewBox="0 0 28 21" aria-hidden="true">
                            <rect x="1" y="1" width="26" height="19" rx="3" class="counter-body" fill="#eee" stroke-width="1.4" />
                            <text x="14" y="13.5" font-size="8.5" text-anchor="middle" class="counter-label">{i18n.render(&c.label)}</text>
                        </svg>
                        <span><b>{i18n.render(&c.label)}</b>" — "{meaning(&c)}</span>
                    </li>
                }
            })
            .collect::<Vec<_>>()
    };
    let neutral =
        Memo::new(move |_| regions.with(|list| list.iter().any(|r| r.owner.is_none() && r.terrain.is_none())));
    // A colour, and over it a pattern or nothing ("none").
    let swatch = |fill: String, pattern: String| {
        view! {
            <svg class="legend-icon" viewBox="0 0 20 14" aria-hidden="true">
                <rect x="1" y="1" width="18" height="12" rx="2" fill=fill />
                <rect x="1" y="1" width="18" height="12" rx="2" fill=pattern />
            </svg>
        }
    };
    // With the colour-safe palette each owner's pattern too (`patterns`).
    let safe = use_context::<crate::app::AppState>().map(|a| a.safe_colours);
    let owner_rows = move || {
        let safe = safe.is_some_and(|s| s.get());
        owners
            .get()
            .into_iter()
            .enumerate()
            .map(|(index, (role, name))| {
                let colour = palette.with(|p| p.get(&role).cloned()).unwrap_or_else(|| NEUTRAL_FILL.to_owned());
                let pattern = if safe { format!("url(#owner-pattern-{index})") } else { "none".to_owned() };
                let arms = emblems.get(&role).map(|svg| {
                    view! { <svg class="legend-icon emblem-icon" viewBox="0 0 20 24" aria-hidden="true">{emblem::emblem(svg, 0.0, 0.0, 24.0)}</svg> }
                });
                view! { <li data-testid="legend-owner">{swatch(colour, pattern)}{arms}{name}</li> }
            })
            .collect::<Vec<_>>()
    };
    let terrain_rows = move || {
        terrains
            .get()
            .into_iter()
            .map(
                |t| view! { <li>{swatch(terrain_fill(t).to_owned(), "none".to_owned())}{i18n.t(&format!("app.legend.terrain.{t}"))}</li> },
            )
            .collect::<Vec<_>>()
    };
    let mark_rows = move || {
        marks
            .get()
            .into_iter()
            .map(|m| {
                view! {
                    <li data-testid="legend-mark">
                        <svg class="legend-icon" viewBox="-10 -7 20 14" aria-hidden="true">{mark_shape(&m.symbol, 0.0, 0.0, 6.0)}</svg>
                        {i18n.render(&m.title)}
                    </li>
                }
            })
            .collect::<Vec<_>>()
    };
    view! {
        <details class="legend" data-testid="legend">
            <summary>{i18n.t("app.legend.title")}</summary>
            <ul>
                {owner_rows}
                <Show when=move || neutral.get()>
                    <li>{swatch(NEUTRAL_FILL.to_owned(), "none".to_owned())}{i18n.t("app.legend.neutral")}</li>
                </Show>
                {terrain_rows}
                {mark_rows}
                {move || sample.get().map(|(label, count)| view! {
                    <li>
                        <svg class="legend-icon counter-icon" viewBox="0 0 28 21" aria-hidden="true">
                            <rect x="1" y="1" width="26" height="19" rx="3" class="counter-body" fill="#eee" stroke-width="1.4" />
                            <text x="14" y="9" font-size="8" text-anchor="middle" class="counter-label">{i18n.render(&label)}</text>
                            <text x="14" y="18.5" font-size="10" text-anchor="middle" class="counter-count">{count.to_string()}</text>
                        </svg>
                        {i18n.t("app.legend.counter")}
                    </li>
                })}
                {kind_rows}
            </ul>
        </details>
    }
}

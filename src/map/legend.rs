//! The map's legend: what the colours, symbols and counters on this map
//! mean, listing only what the map shows (each symbol with the rules' own
//! words for it, e.g. "Factory: +3 Production per turn").

use super::counters::mark_markup;
use super::emblem;
use super::{NEUTRAL_FILL, Palette, terrain_fill};
use crate::i18n::use_i18n;
use crate::markup::escape;
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
    let neutral =
        Memo::new(move |_| regions.with(|list| list.iter().any(|r| r.owner.is_none() && r.terrain.is_none())));
    // With the colour-safe palette each owner's pattern too (`patterns`).
    let safe = use_context::<crate::state::AppState>().map(|a| a.safe_colours);
    // One block of markup (`crate::markup`): a typed view per row cost the
    // page kilobytes, and nothing in a row reacts on its own.
    let rows = move || {
        let mut html = String::new();
        let safe = safe.is_some_and(|s| s.get());
        for (index, (role, name)) in owners.get().into_iter().enumerate() {
            let colour = palette.with(|p| p.get(&role).cloned()).unwrap_or_else(|| NEUTRAL_FILL.to_owned());
            let pattern = if safe { format!("url(#owner-pattern-{index})") } else { "none".to_owned() };
            let arms = emblems.get(&role).map_or(String::new(), |svg| {
                format!(
                    "<svg class=\"legend-icon emblem-icon\" viewBox=\"0 0 20 24\" aria-hidden=\"true\">{}</svg>",
                    emblem::markup(svg, 0.0, 0.0, 24.0)
                )
            });
            html +=
                &format!("<li data-testid=\"legend-owner\">{}{arms}{}</li>", swatch(&colour, &pattern), escape(&name));
        }
        if neutral.get() {
            html += &format!("<li>{}{}</li>", swatch(NEUTRAL_FILL, "none"), escape(&i18n.t("app.legend.neutral")));
        }
        for t in terrains.get() {
            let name = i18n.t(&format!("app.legend.terrain.{t}"));
            html += &format!("<li>{}{}</li>", swatch(terrain_fill(t), "none"), escape(&name));
        }
        for m in marks.get() {
            html += &format!(
                "<li data-testid=\"legend-mark\"><svg class=\"legend-icon\" viewBox=\"-10 -7 20 14\" aria-hidden=\"true\">{}</svg>{}</li>",
                mark_markup(&m.symbol, 0.0, 0.0, 6.0),
                escape(&i18n.render(&m.title))
            );
        }
        if let Some((label, count)) = sample.get() {
            html += &format!(
                "<li>{}{}</li>",
                counter_icon(&i18n.render(&label), Some(count)),
                escape(&i18n.t("app.legend.counter"))
            );
        }
        for c in kinds.get() {
            let label = i18n.render(&c.label);
            html += &format!(
                "<li data-testid=\"legend-counter\">{}<span><b>{}</b> — {}</span></li>",
                counter_icon(&label, None),
                escape(&label),
                escape(&meaning(&c))
            );
        }
        html
    };
    // The list is built when the legend is first opened (issue 35: on
    // Khans & Kings' map it is 150 elements of a resumed game's first
    // build that nobody reads until they open it), then kept. (A click on
    // the summary, the keyboard's too, opens it: the list is there before
    // the browser draws the open legend.)
    let opened = RwSignal::new(false);
    view! {
        <details class="legend" data-testid="legend">
            <summary on:click=move |_| opened.set(true)>{i18n.t("app.legend.title")}</summary>
            <Show when=move || opened.get()>
                <ul inner_html=rows />
            </Show>
        </details>
    }
}

/// A colour, and over it a pattern or nothing ("none").
fn swatch(fill: &str, pattern: &str) -> String {
    let (fill, pattern) = (escape(fill), escape(pattern));
    format!(
        "<svg class=\"legend-icon\" viewBox=\"0 0 20 14\" aria-hidden=\"true\">\
         <rect x=\"1\" y=\"1\" width=\"18\" height=\"12\" rx=\"2\" fill=\"{fill}\"/>\
         <rect x=\"1\" y=\"1\" width=\"18\" height=\"12\" rx=\"2\" fill=\"{pattern}\"/></svg>"
    )
}

/// A counter as the legend shows one: its code, and with `count` the
/// number under it.
fn counter_icon(label: &str, count: Option<u32>) -> String {
    let label = escape(label);
    let text = match count {
        Some(n) => format!(
            "<text x=\"14\" y=\"9\" font-size=\"8\" text-anchor=\"middle\" class=\"counter-label\">{label}</text>\
             <text x=\"14\" y=\"18.5\" font-size=\"10\" text-anchor=\"middle\" class=\"counter-count\">{n}</text>"
        ),
        None => format!(
            "<text x=\"14\" y=\"13.5\" font-size=\"8.5\" text-anchor=\"middle\" class=\"counter-label\">{label}</text>"
        ),
    };
    format!(
        "<svg class=\"legend-icon counter-icon\" viewBox=\"0 0 28 21\" aria-hidden=\"true\">\
         <rect x=\"1\" y=\"1\" width=\"26\" height=\"19\" rx=\"3\" class=\"counter-body\" fill=\"#eee\" stroke-width=\"1.4\"/>{text}</svg>"
    )
}

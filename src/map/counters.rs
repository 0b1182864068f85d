//! Unit counters and map symbols at a region's anchor. Counters stand in
//! rows side by side so they never hide each other; they keep a readable
//! screen size when zoomed in and shrink no further than the map when zoomed
//! out, so neighbouring regions stay readable.

use super::{NEUTRAL_FILL, Palette, emblem};
use crate::i18n::use_i18n;
use crate::markup::escape;
use engine::rules::{Counter, Mark, RegionView};
use leptos::prelude::*;
use map_layout::stacking::{COUNTER_WIDTH, Stacking, emblem_width};
use std::collections::BTreeMap;

/// Dark or light text, whichever reads on `fill` (`#rrggbb`).
fn ink_on(fill: &str) -> &'static str {
    let channel = |i: usize| fill.get(i..i + 2).and_then(|h| u8::from_str_radix(h, 16).ok()).map_or(0.0, f64::from);
    let luminance = 0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5);
    if luminance > 150.0 { "#1d1d1d" } else { "#ffffff" }
}

/// The counters and marks of one region.
///
/// Written as one block of markup per region (issue 35): Khans & Kings'
/// map holds about 1,100 counter elements, and building each as a typed
/// view was most of the game screen's first build on a phone; the
/// browser's own parser makes the same elements several times faster.
/// Nothing in a counter reacts on its own: the block is written again
/// when the region's view changes.
#[component]
pub fn RegionCounters(
    anchor: [f32; 2],
    view: Signal<RegionView>,
    palette: Signal<Palette>,
    upp: Signal<f64>,
    /// Owners' emblems by role id: the owner's stands beside the counters.
    emblems: &'static BTreeMap<String, String>,
    /// How the counters stand in this region.
    stacking: Stacking,
) -> impl IntoView {
    let per_row = stacking.per_row;
    let i18n = use_i18n();
    let [ax, ay] = anchor.map(f64::from);
    // Laid out once per change of the region's view, at full size around
    // the origin; a zoom step only changes the group's transform, so a pinch
    // does not rebuild any counter.
    let transform = move || format!("translate({ax:.2},{ay:.2}) scale({:.4})", stacking.scale(upp.get()));
    let content = move || {
        let w = COUNTER_WIDTH;
        let h = w * 0.74;
        let gap = w * 0.12;
        view.with(|region| {
            let mut markup = marks_row(&region.marks, 0.0, stacking.marks_y(region.counters.len()), w * 0.5, i18n);
            let rows = region.counters.chunks(per_row).count();
            let top = -(rows as f64 * (h + gap)) / 2.0;
            for (i, counter) in region.counters.iter().enumerate() {
                let (row, col) = (i / per_row, i % per_row);
                let in_row = region.counters.len().saturating_sub(row * per_row).min(per_row) as f64;
                let x = -(in_row * (w + gap) - gap) / 2.0 + col as f64 * (w + gap);
                let y = top + row as f64 * (h + gap);
                markup += &counter_markup(counter, x, y, w, h, palette, i18n);
            }
            // The owner's coat of arms left of the first row of counters,
            // or at the anchor when the land holds none.
            if let Some(parts) = region.owner.as_ref().and_then(|o| emblems.get(o)) {
                let height = h * 1.1;
                let width = emblem_width(height);
                let first_row = region.counters.len().min(per_row) as f64;
                let (x, y) = if region.counters.is_empty() {
                    (-width / 2.0, -height / 2.0)
                } else {
                    (-(first_row * (w + gap) - gap) / 2.0 - gap - width, top - (height - h) / 2.0)
                };
                markup += &emblem::markup(parts, x, y, height);
            }
            markup
        })
    };
    view! { <g class="region-counters" transform=transform inner_html=content /> }
}

/// One counter's markup: its owner's colour, its code and its count, and
/// its title (what it is, in words) for a pointer resting on it.
fn counter_markup(
    counter: &Counter,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    palette: Signal<Palette>,
    i18n: crate::i18n::I18n,
) -> String {
    let fill = palette.with(|p| p.get(&counter.owner).cloned()).unwrap_or_else(|| NEUTRAL_FILL.to_owned());
    let ink = ink_on(&fill);
    let title = escape(&i18n.render(&counter.title));
    let label = escape(&i18n.render(&counter.label));
    let (fill, rx, mid) = (escape(&fill), w * 0.12, x + w / 2.0);
    // A light halo under the dark edge: a counter stands out even on land
    // of its own owner's colour.
    format!(
        "<g class=\"counter\" data-testid=\"counter\"><title>{title}</title>\
         <rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"{rx}\" class=\"counter-halo\" stroke-width=\"{}\"/>\
         <rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"{rx}\" fill=\"{fill}\" class=\"counter-body\" stroke-width=\"{}\"/>\
         <text x=\"{mid}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" class=\"counter-label\" fill=\"{ink}\">{label}</text>\
         <text x=\"{mid}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" class=\"counter-count\" fill=\"{ink}\">{}</text></g>",
        w * 0.18,
        w * 0.06,
        y + h * 0.42,
        w * 0.3,
        y + h * 0.88,
        w * 0.38,
        counter.count,
    )
}

fn marks_row(marks: &[Mark], ax: f64, y: f64, size: f64, i18n: crate::i18n::I18n) -> String {
    // Marks on a side of the region come last and are drawn on that side
    // (`SvgMap`), not here.
    let marks = &marks[..marks.iter().position(|m| m.edge.is_some()).unwrap_or(marks.len())];
    let start = ax - (marks.len() as f64 * size * 1.2) / 2.0;
    marks
        .iter()
        .enumerate()
        .map(|(i, mark)| {
            let cx = start + (i as f64 + 0.5) * size * 1.2;
            let title = escape(&i18n.render(&mark.title));
            format!("<g><title>{title}</title>{}</g>", mark_markup(&mark.symbol, cx, y, size / 2.0))
        })
        .collect()
}

/// A map symbol of half-size `s` centred at (`cx`, `y`), as drawn on the map
/// and in its legend: its markup.
pub fn mark_markup(symbol: &str, cx: f64, y: f64, s: f64) -> String {
    let path = |class: &str, width: Option<f64>, d: String| match width {
        Some(w) => format!("<path class=\"mark {class}\" stroke-width=\"{w}\" d=\"{d}\"/>"),
        None => format!("<path class=\"mark {class}\" d=\"{d}\"/>"),
    };
    match symbol {
        "factory" => {
            path("factory", None, format!("M{cx},{} L{},{y} L{cx},{} L{},{y} Z", y - s, cx + s, y + s, cx - s))
        }
        "oil" => {
            path("oil", None, format!("M{cx},{} L{},{} L{},{} Z", y - s, cx + s, y + s * 0.8, cx - s, y + s * 0.8))
        }
        "capital" => format!(
            "<circle class=\"mark capital\" cx=\"{cx}\" cy=\"{y}\" r=\"{}\" stroke-width=\"{}\"/>",
            s * 0.8,
            s * 0.35
        ),
        "edge" => path(
            "edge",
            Some(s * 0.3),
            format!(
                "M{},{} L{},{} L{},{} Z M{},{} L{},{}",
                cx - s * 1.4,
                y,
                cx - s * 0.4,
                y - s * 0.7,
                cx - s * 0.4,
                y + s * 0.7,
                cx - s * 0.4,
                y,
                cx + s * 1.4,
                y
            ),
        ),
        "damaged" => path(
            "damaged",
            Some(s * 0.4),
            format!("M{},{} L{},{} M{},{} L{},{}", cx - s, y - s, cx + s, y + s, cx + s, y - s, cx - s, y + s),
        ),
        "city" => path(
            "city",
            None,
            format!(
                "M{},{} L{},{} L{cx},{} L{},{} L{},{} Z",
                cx - s * 0.8,
                y + s * 0.8,
                cx - s * 0.8,
                y - s * 0.1,
                y - s * 0.9,
                cx + s * 0.8,
                y - s * 0.1,
                cx + s * 0.8,
                y + s * 0.8
            ),
        ),
        "castle" => path(
            "castle",
            None,
            format!(
                "M{},{} v{} h{} v{} h{} v{} h{} v{} h{} v{} Z",
                cx - s * 0.9,
                y + s * 0.8,
                -s * 1.6,
                s * 0.5,
                s * 0.5,
                s * 0.8,
                -s * 0.5,
                s * 0.5,
                s * 1.6,
                -s * 1.8,
                0.0
            ),
        ),
        "relic" => path(
            "relic",
            None,
            format!(
                "M{cx},{} L{},{} L{},{} L{},{} L{},{} Z",
                y - s,
                cx + s * 0.6,
                y + s * 0.8,
                cx - s * 0.95,
                y - s * 0.3,
                cx + s * 0.95,
                y - s * 0.3,
                cx - s * 0.6,
                y + s * 0.8
            ),
        ),
        "siege" => path(
            "siege",
            Some(s * 0.35),
            format!(
                "M{},{} L{},{} M{},{} L{},{} M{},{} L{},{}",
                cx - s,
                y + s,
                cx + s,
                y - s,
                cx - s,
                y - s,
                cx + s,
                y + s,
                cx - s * 0.9,
                y,
                cx - s * 0.3,
                y
            ),
        ),
        // A road, and a wall or palisade, which stand on a side of a hex: a
        // line, as drawn there (`SvgMap`).
        "road" | "walls" | "palisade" => {
            let (w, l) = if symbol == "road" { (0.35, 1.0) } else { (0.7, 1.3) };
            path(symbol, Some(s * w), format!("M{},{y} L{},{y}", cx - s * l, cx + s * l))
        }
        _ => format!("<circle class=\"mark other\" cx=\"{cx}\" cy=\"{y}\" r=\"{}\"/>", s * 0.6),
    }
}

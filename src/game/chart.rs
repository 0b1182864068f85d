//! Charts of every side over time (issue 18): one small SVG chart per
//! measure the module gives ([`engine::chart`]: strength, territory and the
//! system's own, such as income and score), a line per side in its colour,
//! a point at the start of every turn. A point's title tells its numbers on
//! hover, clicking it takes the replay to that turn, and a line marks where
//! the replay stands. Drawn with the page's own SVG, not a plotting crate:
//! a few polylines cost the page far less code than a crate's backend.

use super::replay::set;
use crate::i18n::I18n;
use crate::markup::escape;
use crate::play;
use crate::session::Session;
use crate::state::AppState;
use engine::chart::Chart;
use host::{Reply, Request};
use leptos::prelude::{Update, WithUntracked};
use leptos::task::spawn_local;

/// The size of one chart, in its own units.
const WIDTH: f64 = 260.0;
const HEIGHT: f64 = 120.0;
/// Room for the axis' title and numbers, left, and the turns with their
/// title, below.
const LEFT: f64 = 44.0;
const BOTTOM: f64 = 26.0;

/// Shows or hides the charts; the first showing asks the module for them.
pub fn toggle(app: AppState) {
    set(app, |r| r.charts = !r.charts);
    if app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.chart.is_none())) {
        spawn_local(async move {
            if let Some(Reply::Chart(chart)) = play::ask(app, Request::Chart).await {
                app.session.update(|s| {
                    if let Some(s) = s.as_mut() {
                        s.chart = Some(*chart);
                    }
                });
            }
        });
    }
}

/// The charts, under the replay's bar, as markup: the legend, then a
/// chart per measure (a point's `data-at` takes the replay there).
pub fn markup(s: &Session, safe: bool, i18n: I18n) -> String {
    let Some(chart) = s.chart.as_ref() else { return String::new() };
    // Each side in its seat's colour, named by its first seat.
    let sides: Vec<(String, String)> = chart
        .roles
        .iter()
        .map(|role| {
            let seat = s.setup.seats.iter().enumerate().find(|(_, x)| &x.role == role);
            seat.map_or_else(Default::default, |(i, x)| {
                let name = s.seat_name(engine::seat::SeatId(u8::try_from(i).unwrap_or(0)));
                (escape(&name), super::help::seat_colour(safe, i, &x.colour))
            })
        })
        .collect();
    let mut html = format!(
        "<section class=\"charts\" data-testid=\"charts\" aria-label=\"{}\"><ul class=\"charts-legend\">",
        i18n.t("app.replay.charts")
    );
    for (name, colour) in &sides {
        html += &format!("<li><span class=\"swatch\" style=\"background:{colour}\"></span>{name}</li>");
    }
    html += "</ul>";
    for m in 0..chart.measures.len() {
        html += &measure(chart, m, s.view.log_len, &sides, i18n);
    }
    html + "</section>"
}

/// The markup of measure `m`'s chart, with the replay at `at`.
fn measure(chart: &Chart, m: usize, at: usize, sides: &[(String, String)], i18n: I18n) -> String {
    let name = escape(&i18n.render(&chart.measures[m]));
    let values = |side: usize| chart.points.iter().map(move |p| p.values[m].get(side).copied().unwrap_or(0));
    let all = (0..sides.len()).flat_map(values);
    let (low, high) = all.fold((0_i64, 1_i64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let last = chart.points.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| LEFT + (WIDTH - LEFT - 4.0) * i as f64 / last;
    let y = |v: i64| 4.0 + (HEIGHT - BOTTOM - 4.0) * (high - v) as f64 / (high - low) as f64;
    let base = HEIGHT - BOTTOM;
    let first_turn = chart.points.first().map_or(0, |p| p.turn);
    let last_turn = chart.points.last().map_or(0, |p| p.turn);
    let mut svg = format!(
        "<figure class=\"chart\" data-testid=\"chart\"><figcaption>{name}</figcaption>\
         <svg viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" aria-label=\"{name}\">\
         <line class=\"chart-axis\" x1=\"{LEFT}\" y1=\"{base}\" x2=\"{WIDTH}\" y2=\"{base}\"/>\
         <text class=\"chart-number\" x=\"{:.1}\" y=\"{:.1}\">{high}</text>\
         <text class=\"chart-number\" x=\"{:.1}\" y=\"{:.1}\">{low}</text>\
         <text class=\"chart-turn\" x=\"{LEFT}\" y=\"{:.1}\">{first_turn}</text>\
         <text class=\"chart-turn end\" x=\"{:.1}\" y=\"{:.1}\">{last_turn}</text>\
         <text class=\"chart-title\" data-testid=\"chart-x-title\" x=\"{:.1}\" y=\"{:.1}\">{}</text>\
         <text class=\"chart-title\" data-testid=\"chart-y-title\" transform=\"translate(9 {:.1}) rotate(-90)\">{name}</text>",
        LEFT - 3.0,
        y(high) + 4.0,
        LEFT - 3.0,
        y(low),
        base + 11.0,
        WIDTH - 4.0,
        base + 11.0,
        (LEFT + WIDTH) / 2.0,
        HEIGHT - 2.0,
        escape(&i18n.t("app.replay.axis_turn")),
        (HEIGHT - BOTTOM) / 2.0,
    );
    for (side, (_, colour)) in sides.iter().enumerate() {
        let points: Vec<String> = values(side).enumerate().map(|(i, v)| format!("{:.1},{:.1}", x(i), y(v))).collect();
        svg += &format!("<polyline points=\"{}\" stroke=\"{colour}\"/>", points.join(" "));
    }
    // Where the replay stands: the last point at or before it.
    let here = x(chart.points.iter().rposition(|p| p.at <= at).unwrap_or(0));
    svg += &format!(
        "<line class=\"chart-here\" data-testid=\"chart-here\" x1=\"{here:.1}\" y1=\"0\" x2=\"{here:.1}\" y2=\"{base}\"/>"
    );
    // One target per point of the game: its title gives every side's number.
    for (i, p) in chart.points.iter().enumerate() {
        let turn = i18n.tf("app.replay.turn", &[("turn", &p.turn.to_string())]);
        let numbers: Vec<String> = p.values[m].iter().map(ToString::to_string).collect();
        svg += &format!(
            "<rect class=\"chart-point\" data-at=\"{}\" x=\"{:.1}\" y=\"0\" width=\"8\" height=\"{base}\">\
             <title>{name}, {turn}: {}</title></rect>",
            p.at,
            x(i) - 4.0,
            numbers.join(" / "),
        );
    }
    svg + "</svg></figure>"
}

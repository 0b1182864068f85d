//! Owners' emblems (coats of arms) from the map's geometry file: drawn on
//! the lands they own and in the legend, so an owner is told by a sign and
//! not by colour alone.

use engine::board::EmblemPart;
use leptos::prelude::*;

/// The box an emblem is drawn in ([`EmblemPart`]).
const BOX: (f64, f64) = (20.0, 24.0);

/// An emblem's width for a height.
pub fn width_for(height: f64) -> f64 {
    height * BOX.0 / BOX.1
}

/// `parts` drawn `height` high with the top left corner at (`x`, `y`).
pub fn emblem(parts: &[EmblemPart], x: f64, y: f64, height: f64) -> AnyView {
    let scale = height / BOX.1;
    let shapes = parts
        .iter()
        .map(|p| {
            view! {
                <path d=p.d.clone() fill=p.fill.clone() stroke=p.stroke.clone()
                    stroke-width=p.width.map(|w| w.to_string()) stroke-linejoin="round" />
            }
        })
        .collect::<Vec<_>>();
    view! {
        <g class="emblem" transform=format!("translate({x:.2},{y:.2}) scale({scale:.4})") aria-hidden="true">{shapes}</g>
    }
    .into_any()
}

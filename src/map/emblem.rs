//! Owners' emblems (coats of arms) from the map's geometry file: drawn on
//! the lands they own and in the legend, so an owner is told by a sign and
//! not by colour alone.

/// An emblem's markup, checked by `engine::board::emblem_svg` to be paths
/// of plain colours and path data, drawn `height` high with its top left
/// corner at (`x`, `y`). Markup, not a view per path: each shape of a
/// typed view costs the page kilobytes, and every emblem is alike.
pub fn markup(svg: &str, x: f64, y: f64, height: f64) -> String {
    let scale = height / map_layout::stacking::EMBLEM_BOX.1;
    format!(
        "<g class=\"emblem\" transform=\"translate({x:.2},{y:.2}) scale({scale:.4})\" aria-hidden=\"true\">{svg}</g>"
    )
}

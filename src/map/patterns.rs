//! Owners told apart by pattern as well as colour (issue 19): with the
//! colour-safe palette on, every seat's land carries its own hatching, so no
//! one needs to tell two colours apart to read the map. The patterns are
//! one block of markup (as the edges and emblems are): a typed view per
//! pattern would cost the page kilobytes for what is static drawing.

use engine::board::Board;
use engine::rules::RegionView;

/// The pattern of seat `index`, as the inside of an SVG `<pattern>` one
/// tile of `t` board units wide: lines at four angles, dots, rings, a
/// cross-hatch and a grid.
fn tile(index: usize, t: f64) -> String {
    let ink = "stroke=\"#1d1d1d\" stroke-opacity=\".45\"";
    let w = t / 7.0;
    let (h, r) = (t / 2.0, t / 5.0);
    let line = format!("<path d=\"M{h} 0V{t}\" {ink} stroke-width=\"{w:.2}\"/>");
    let cross = format!("<path d=\"M{h} 0V{t}M0 {h}H{t}\" {ink} stroke-width=\"{w:.2}\"/>");
    let (inside, angle) = match index % 8 {
        0 => (line, 45),
        1 => (format!("<circle cx=\"{h}\" cy=\"{h}\" r=\"{r:.2}\" fill=\"#1d1d1d\" fill-opacity=\".45\"/>"), 0),
        2 => (line, 0),
        3 => (line, 135),
        4 => (cross, 45),
        5 => (line, 90),
        6 => (format!("<circle cx=\"{h}\" cy=\"{h}\" r=\"{r:.2}\" fill=\"none\" {ink} stroke-width=\"{w:.2}\"/>"), 0),
        _ => (cross, 0),
    };
    format!(
        "<pattern id=\"owner-pattern-{index}\" width=\"{t}\" height=\"{t}\" patternUnits=\"userSpaceOnUse\" \
         patternTransform=\"rotate({angle})\">{inside}</pattern>"
    )
}

/// The patterns and, over each seat's regions, one path filled with its
/// pattern; `roles` are the seats' roles in seat order. Clicks pass
/// through (CSS `.owner-patterns`).
pub fn markup(board: &Board, regions: &[RegionView], roles: &[String]) -> String {
    let [_, _, width, _] = board.view_box;
    // About 180 tiles across the board: fine on the whole map, visible on
    // a small region.
    let t = (f64::from(width) / 180.0).max(1.0).round();
    let mut svg = String::from("<defs>");
    for index in 0..roles.len() {
        svg.push_str(&tile(index, t));
    }
    svg.push_str("</defs>");
    for (index, role) in roles.iter().enumerate() {
        let d: String = regions
            .iter()
            .filter(|r| r.owner.as_ref() == Some(role))
            .filter_map(|r| board.regions().get(r.region?.index()))
            .map(|region| region.outline.path.as_str())
            .collect();
        if !d.is_empty() {
            svg.push_str(&format!("<path d=\"{d}\" fill=\"url(#owner-pattern-{index})\"/>"));
        }
    }
    svg
}

//! Moving between regions with the keyboard: arrow keys go to the neighbour
//! that lies most in that direction (focus selects it); Enter and Space go
//! on to the region's first action in the side panel, if it has any.

use engine::board::{Board, RegionId};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

pub fn on_key(board: &Board, from: RegionId, ev: &web_sys::KeyboardEvent, selected: RwSignal<Option<RegionId>>) {
    let direction = match ev.key().as_str() {
        "ArrowRight" => (1.0, 0.0),
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        "Enter" | " " => {
            ev.prevent_default();
            selected.set(Some(from));
            // The panel shows the region's actions on the next frame.
            request_animation_frame(focus_first_action);
            return;
        }
        _ => return,
    };
    ev.prevent_default();
    if let Some(to) = neighbour_towards(board, from, direction) {
        focus(&board.region(to).key);
    }
}

/// The linked region whose anchor is best aligned with `direction`.
fn neighbour_towards(board: &Board, from: RegionId, direction: (f32, f32)) -> Option<RegionId> {
    let [fx, fy] = board.region(from).outline.anchor;
    board
        .links(from)
        .iter()
        .filter_map(|&(to, _)| {
            let [tx, ty] = board.region(to).outline.anchor;
            let (dx, dy) = (tx - fx, ty - fy);
            let length = dx.hypot(dy).max(0.001);
            let alignment = (dx * direction.0 + dy * direction.1) / length;
            (alignment > 0.3).then_some((to, alignment - length / 4000.0))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(to, _)| to)
}

fn focus(key: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("region-{key}")))
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Focuses the selected region's first action: its button, or the first
/// field of an action with amounts (Enter there takes the action).
pub fn focus_first_action() {
    const FIRST: &str =
        "[data-testid=region-choices] [data-testid=choice], [data-testid=region-choices] [data-testid=amount]";
    let button = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(FIRST).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(button) = button {
        let _ = button.focus();
    }
}

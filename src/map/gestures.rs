//! Pointer gestures on the map: drag to pan, wheel to zoom at the cursor,
//! two-finger pinch to zoom; a press that moved is not a click.

use super::camera::Camera;
use leptos::prelude::*;
use std::collections::BTreeMap;

/// A press that moves further than this (in pixels) is a drag, not a click.
const CLICK_SLOP: f64 = 6.0;

/// The map's gesture state (all handles, so it is `Copy` into closures).
#[derive(Clone, Copy)]
pub struct Gestures {
    camera: RwSignal<Camera>,
    size: RwSignal<(f64, f64)>,
    bounds: [f32; 4],
    svg: NodeRef<leptos::svg::Svg>,
    /// Pointers down, by id, at their last position.
    pointers: StoredValue<BTreeMap<i32, (f64, f64)>>,
    /// How far the current press has travelled.
    travelled: StoredValue<f64>,
}

impl Gestures {
    pub fn new(
        camera: RwSignal<Camera>,
        size: RwSignal<(f64, f64)>,
        bounds: [f32; 4],
        svg: NodeRef<leptos::svg::Svg>,
    ) -> Self {
        Self {
            camera,
            size,
            bounds,
            svg,
            pointers: StoredValue::new(BTreeMap::new()),
            travelled: StoredValue::new(0.0),
        }
    }

    /// A client point relative to the map's corner.
    fn local(&self, client_x: i32, client_y: i32) -> (f64, f64) {
        self.svg.get_untracked().map_or((0.0, 0.0), |el| {
            let rect = el.get_bounding_client_rect();
            (f64::from(client_x) - rect.left(), f64::from(client_y) - rect.top())
        })
    }

    /// The board point under a client point.
    pub fn board_at(&self, client_x: i32, client_y: i32) -> (f64, f64) {
        let (px, py) = self.local(client_x, client_y);
        self.camera.get_untracked().board_point(self.bounds, self.size.get_untracked(), px, py)
    }

    /// Whether the last press was a drag.
    pub fn was_drag(&self) -> bool {
        self.travelled.get_value() > CLICK_SLOP
    }

    pub fn wheel(&self, ev: &web_sys::WheelEvent) {
        ev.prevent_default();
        let (px, py) = self.local(ev.client_x(), ev.client_y());
        // Lines (mode 1) are about 16 pixels.
        let delta = if ev.delta_mode() == 1 { ev.delta_y() * 16.0 } else { ev.delta_y() };
        let factor = (-delta * 0.0015).exp();
        let size = self.size.get_untracked();
        self.camera.update(|c| c.zoom_at(self.bounds, size, px, py, factor));
    }

    pub fn zoom_centre(&self, factor: f64) {
        let size = self.size.get_untracked();
        self.camera.update(|c| c.zoom_at(self.bounds, size, size.0 / 2.0, size.1 / 2.0, factor));
    }

    pub fn down(&self, ev: &web_sys::PointerEvent) {
        let at = self.local(ev.client_x(), ev.client_y());
        self.pointers.update_value(|p| {
            p.insert(ev.pointer_id(), at);
        });
        if self.pointers.with_value(BTreeMap::len) == 1 {
            self.travelled.set_value(0.0);
        }
    }

    pub fn moved(&self, ev: &web_sys::PointerEvent) {
        let id = ev.pointer_id();
        let Some(previous) = self.pointers.with_value(|p| p.get(&id).copied()) else { return };
        let at = self.local(ev.client_x(), ev.client_y());
        let size = self.size.get_untracked();
        let others: Vec<(f64, f64)> =
            self.pointers.with_value(|p| p.iter().filter(|(k, _)| **k != id).map(|(_, v)| *v).collect());
        if let [other] = others.as_slice() {
            // Pinch: the distance between the fingers scales the zoom around their midpoint.
            let before = distance(previous, *other);
            let after = distance(at, *other);
            if before > 1.0 {
                let mid = ((at.0 + other.0) / 2.0, (at.1 + other.1) / 2.0);
                self.camera.update(|c| c.zoom_at(self.bounds, size, mid.0, mid.1, after / before));
            }
        } else {
            let (dx, dy) = (at.0 - previous.0, at.1 - previous.1);
            self.travelled.update_value(|t| *t += dx.hypot(dy));
            if self.was_drag() {
                self.camera.update(|c| c.pan(self.bounds, size, dx, dy));
            }
        }
        if others.len() == 1 {
            self.travelled.set_value(CLICK_SLOP + 1.0);
        }
        self.pointers.update_value(|p| {
            p.insert(id, at);
        });
    }

    pub fn up(&self, ev: &web_sys::PointerEvent) {
        self.pointers.update_value(|p| {
            p.remove(&ev.pointer_id());
        });
    }
}

fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

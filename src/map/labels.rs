//! Region names on the map. A name is drawn once its region is big enough on
//! screen to hold it, and only where it overlaps neither a name already
//! placed (larger regions are placed first) nor a map symbol, so neither
//! the whole-map view nor a phone shows names written over each other or
//! over a factory's diamond. Where its place is taken, a name tries below
//! and then above its region's symbols before it gives way.

use super::counters;
use engine::board::{Board, RegionId, RegionKind};

/// One region's name and where it may stand.
pub struct Label {
    pub id: RegionId,
    pub name: String,
    pub is_sea: bool,
    /// Where the name stands on the board, unless counters push it down.
    pub x: f64,
    pub y: f64,
    /// The counters' anchor: a name goes below the counters, and the
    /// region's symbols stand above it.
    anchor_x: f64,
    anchor_y: f64,
    /// The region's larger side, in board units.
    extent: f64,
    /// Screen pixels the region needs before its name is drawn.
    min_px: f64,
    /// The font's screen size.
    pub font_px: f64,
}

/// The labels of every region of `board`, in region order.
pub fn all(board: &Board, names: &[String]) -> Vec<Label> {
    board
        .ids()
        .map(|id| {
            let region = board.region(id);
            let is_sea = matches!(region.kind, RegionKind::Sea);
            // Hexes are named only close up: their symbols say more.
            let is_hex = matches!(region.kind, RegionKind::Hex { .. });
            let [x, y] = region.outline.label;
            Label {
                id,
                name: names.get(id.index()).cloned().unwrap_or_default(),
                is_sea,
                x: f64::from(x),
                y: f64::from(y),
                anchor_x: f64::from(region.outline.anchor[0]),
                anchor_y: f64::from(region.outline.anchor[1]),
                extent: region.outline.bounds().map_or(0.0, |[_, _, w, h]| f64::from(w.max(h))),
                min_px: if is_hex {
                    130.0
                } else if is_sea {
                    70.0
                } else {
                    36.0
                },
                font_px: if is_sea { 10.5 } else { 11.5 },
            }
        })
        .collect()
}

impl Label {
    /// The name's baseline at this zoom: below the counters when the region
    /// has some.
    fn y_at(&self, upp: f64, has_counters: bool) -> f64 {
        let below = self.anchor_y + counters::counter_height(upp) * 0.75 + upp * 11.0;
        if has_counters { self.y.max(below) } else { self.y }
    }

    /// Where the name may stand, in order of preference: its own place
    /// (below the counters), then below and above its region's `marks`
    /// symbols ([`counters::marks_box`]).
    fn places(&self, upp: f64, has_counters: bool, marks: usize) -> [f64; 3] {
        let first = self.y_at(upp, has_counters);
        let Some([_, top, _, bottom]) = counters::marks_box(self.anchor_x, self.anchor_y, marks, upp) else {
            return [first; 3];
        };
        let size = self.font_px * upp;
        [first, first.max(bottom + size * 0.95), top - size * 0.3]
    }

    /// The name's box on the board at this zoom with its baseline at `y`,
    /// estimated from its length (measuring text would cost a layout): the
    /// widest names measured in Chromium, bold with their halo, take 0.81
    /// em a letter and 1.21 em of height.
    fn bounds(&self, upp: f64, y: f64) -> [f64; 4] {
        let size = self.font_px * upp;
        let width = self.name.chars().count() as f64 * size * 0.82;
        [self.x - width / 2.0, y - size * 0.95, self.x + width / 2.0, y + size * 0.27]
    }
}

fn clear(b: [f64; 4], taken: &[[f64; 4]]) -> bool {
    taken.iter().all(|p| b[2] <= p[0] || p[2] <= b[0] || b[3] <= p[1] || p[3] <= b[1])
}

/// Where each label is drawn at this zoom (`upp`: board units per pixel):
/// its baseline, or `None` where it is not drawn. `has_counters` and
/// `marks` tell each region's counters and number of symbols.
pub fn placement(
    labels: &[Label],
    upp: f64,
    has_counters: impl Fn(RegionId) -> bool,
    marks: impl Fn(RegionId) -> usize,
) -> Vec<Option<f64>> {
    // Every symbol on the map is taken before any name is placed.
    let mut taken: Vec<[f64; 4]> =
        labels.iter().filter_map(|l| counters::marks_box(l.anchor_x, l.anchor_y, marks(l.id), upp)).collect();
    let mut order: Vec<&Label> = labels.iter().filter(|l| l.extent / upp >= l.min_px).collect();
    // Ties in region order, as a stable sort would leave them (an unstable
    // one is kilobytes less of the page's code).
    order.sort_unstable_by(|a, b| b.extent.total_cmp(&a.extent).then(a.id.cmp(&b.id)));
    let mut shown = vec![None; labels.len()];
    for label in order {
        let places = label.places(upp, has_counters(label.id), marks(label.id));
        let Some(y) = places.into_iter().find(|&y| clear(label.bounds(upp, y), &taken)) else { continue };
        taken.push(label.bounds(upp, y));
        if let Some(s) = shown.get_mut(label.id.index()) {
            *s = Some(y);
        }
    }
    shown
}

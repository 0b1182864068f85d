//! Region names on the map. A name is drawn once its region is big enough on
//! screen to hold it, and only where it does not overlap a name already
//! placed (larger regions are placed first), so neither the whole-map view
//! nor a phone shows a wall of names written over each other.

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
    /// The counters' anchor's height: a name goes below them.
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
    pub fn y_at(&self, upp: f64, has_counters: bool) -> f64 {
        let below = self.anchor_y + counters::counter_height(upp) * 0.75 + upp * 11.0;
        if has_counters { self.y.max(below) } else { self.y }
    }

    /// The name's box on the board at this zoom, estimated from its length
    /// (measuring text would cost a layout): the widest names measured in
    /// Chromium, bold with their halo, take 0.81 em a letter and 1.21 em of
    /// height.
    fn bounds(&self, upp: f64, has_counters: bool) -> [f64; 4] {
        let size = self.font_px * upp;
        let width = self.name.chars().count() as f64 * size * 0.82;
        let y = self.y_at(upp, has_counters);
        [self.x - width / 2.0, y - size * 0.95, self.x + width / 2.0, y + size * 0.27]
    }
}

/// Which labels are drawn at this zoom (`upp`: board units per pixel).
pub fn placement(labels: &[Label], upp: f64, has_counters: impl Fn(RegionId) -> bool) -> Vec<bool> {
    let mut order: Vec<&Label> = labels.iter().filter(|l| l.extent / upp >= l.min_px).collect();
    // Ties in region order, as a stable sort would leave them (an unstable
    // one is kilobytes less of the page's code).
    order.sort_unstable_by(|a, b| b.extent.total_cmp(&a.extent).then(a.id.cmp(&b.id)));
    let mut shown = vec![false; labels.len()];
    let mut placed: Vec<[f64; 4]> = Vec::new();
    for label in order {
        let b = label.bounds(upp, has_counters(label.id));
        let clear = placed.iter().all(|p| b[2] <= p[0] || p[2] <= b[0] || b[3] <= p[1] || p[3] <= b[1]);
        if clear {
            placed.push(b);
            if let Some(s) = shown.get_mut(label.id.index()) {
                *s = true;
            }
        }
    }
    shown
}

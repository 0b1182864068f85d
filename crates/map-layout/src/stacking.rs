//! How a region's counters and symbols stand around its anchor at each
//! zoom, and the boxes they take, which names keep clear of.

use engine::board::{Region, RegionKind};

/// The box an owner's emblem is drawn in (`engine::board::Geometry::emblems`).
pub const EMBLEM_BOX: (f64, f64) = (20.0, 24.0);

/// An emblem's width for a height.
#[must_use]
pub fn emblem_width(height: f64) -> f64 {
    height * EMBLEM_BOX.0 / EMBLEM_BOX.1
}

/// Counters per row.
const PER_ROW: usize = 4;

/// How a region's counters stand: in rows of `per_row`, scaled no larger
/// than `largest` (a share of full size).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stacking {
    /// Counters in a row.
    pub per_row: usize,
    /// The largest share of full size they are drawn at.
    pub largest: f64,
}

impl Stacking {
    /// Rows of four at full size; in a hex, rows of two no wider than the
    /// hex (issue 36: neighbouring armies' counters overlapped in Hex
    /// Kingdoms, a row of three being wider than a hex and a half).
    ///
    /// Only a hex's outline is measured (six corners): the names are placed
    /// again after every action, and measuring every province's outline
    /// each time was a second of the page's time in 30 s of Khans & Kings'
    /// play.
    #[must_use]
    pub fn of(region: &Region) -> Self {
        let hex_width = match region.kind {
            RegionKind::Hex { .. } => region.outline.bounds().map(|[_, _, width, _]| width),
            _ => None,
        };
        match hex_width {
            Some(width) => {
                let row = 2.0 * COUNTER_WIDTH * 1.12 - COUNTER_WIDTH * 0.12;
                Self { per_row: 2, largest: (f64::from(width) * 0.95 / row).min(1.0) }
            }
            None => Self { per_row: PER_ROW, largest: 1.0 },
        }
    }

    /// The counters' scale at this zoom.
    #[must_use]
    pub fn scale(self, upp: f64) -> f64 {
        counter_scale(upp).min(self.largest)
    }

    /// Where the row of symbols stands above `count` counters at full size:
    /// above the first row when there are several, not on it.
    #[must_use]
    pub fn marks_y(self, count: usize) -> f64 {
        let (w, h, gap) = (COUNTER_WIDTH, COUNTER_WIDTH * 0.74, COUNTER_WIDTH * 0.12);
        let rows = count.div_ceil(self.per_row);
        if rows > 1 { -(rows as f64 * (h + gap)) / 2.0 - w * 0.3 } else { -h * 0.9 }
    }
}

/// A counter's width in board units at full size.
pub const COUNTER_WIDTH: f64 = 28.0;

/// How much counters are scaled down at the current zoom: 28 pixels on
/// screen, but never more than 28 board units, so at the whole-map view the
/// counters of small neighbouring regions do not cover each other.
fn counter_scale(upp: f64) -> f64 {
    upp.min(1.0)
}

/// Where the marks row of a region with `marks` symbols stands on the
/// board at this zoom: `[left, top, right, bottom]`, as the page's counters (`src/map/counters.rs`)
/// draws it (a row centred above the anchor), or `None` without symbols.
#[must_use]
pub fn marks_box(ax: f64, ay: f64, marks: usize, counters: usize, upp: f64, stacking: Stacking) -> Option<[f64; 4]> {
    if marks == 0 {
        return None;
    }
    let scale = stacking.scale(upp);
    let size = COUNTER_WIDTH * 0.5;
    let (half_w, y) = (marks as f64 * size * 1.2 / 2.0 * scale, ay + stacking.marks_y(counters) * scale);
    Some([ax - half_w, y - size * 0.5 * scale, ax + half_w, y + size * 0.5 * scale])
}

/// Where the counters of a region with `count` counters (and its owner's
/// coat of arms when `arms`) stand on the board at this zoom, as
/// the page's counters (`src/map/counters.rs`) draws them: `[left, top, right, bottom]`, or `None`
/// when nothing stands there. Names keep clear of it (issue 36: "Essen"
/// read "sen" under a neighbour's counters).
#[must_use]
pub fn counters_box(ax: f64, ay: f64, count: usize, arms: bool, upp: f64, stacking: Stacking) -> Option<[f64; 4]> {
    let (scale, per_row) = (stacking.scale(upp), stacking.per_row);
    let (w, h, gap) = (COUNTER_WIDTH, COUNTER_WIDTH * 0.74, COUNTER_WIDTH * 0.12);
    let arms_w = if arms { emblem_width(h * 1.1) } else { 0.0 };
    let [left, top, right, bottom] = if count == 0 {
        if !arms {
            return None;
        }
        [-arms_w / 2.0, -h * 0.55, arms_w / 2.0, h * 0.55]
    } else {
        let rows = count.div_ceil(per_row) as f64;
        let half = (count.min(per_row) as f64 * (w + gap) - gap) / 2.0;
        let extra = if arms { gap + arms_w } else { 0.0 };
        let half_h = rows * (h + gap) / 2.0;
        [-half - extra, -half_h.max(h * 0.55), half, half_h]
    };
    Some([ax + left * scale, ay + top * scale, ax + right * scale, ay + bottom * scale])
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::board::Outline;

    fn region(kind: RegionKind, path: &str) -> Region {
        Region { key: "r".into(), kind, outline: Outline { path: path.into(), ..Outline::default() } }
    }

    /// Issue 36: in a hex (Hex Kingdoms', 52 units wide) counters stand two
    /// to a row, and a row is no wider than the hex, so an army's counters
    /// never lie on its neighbour's.
    #[test]
    fn counters_in_a_hex_stand_two_to_a_row_within_its_width() {
        let hex = region(RegionKind::Hex { q: 0, r: 0 }, "M26 -15L26 15L0 30L-26 15L-26 -15L0 -30Z");
        let stacking = Stacking::of(&hex);
        assert_eq!(stacking.per_row, 2);
        let [left, _, right, _] = counters_box(0.0, 0.0, 3, false, 1.0, stacking).expect("counters");
        assert!(right - left <= 52.0, "a row {} units wide in a hex 52 wide", right - left);
        // Elsewhere, rows of four at full size.
        let land = region(RegionKind::Land, "M0 0L300 0L300 200Z");
        assert_eq!(Stacking::of(&land), Stacking { per_row: PER_ROW, largest: 1.0 });
        let [left, _, right, _] = counters_box(0.0, 0.0, 3, false, 1.0, Stacking::of(&land)).expect("counters");
        assert!(right - left > 52.0, "three counters side by side");
    }

    /// A hex's symbols (its city, its castle) stand above its counters,
    /// not under the first of two rows.
    #[test]
    fn symbols_stand_above_two_rows_of_counters() {
        let hex = region(RegionKind::Hex { q: 0, r: 0 }, "M26 -15L26 15L0 30L-26 15L-26 -15L0 -30Z");
        let stacking = Stacking::of(&hex);
        let [_, top, _, _] = counters_box(0.0, 0.0, 3, false, 1.0, stacking).expect("counters");
        let [_, _, _, bottom] = marks_box(0.0, 0.0, 1, 3, 1.0, stacking).expect("symbols");
        assert!(bottom <= top, "symbols end at {bottom}, counters begin at {top}");
    }
}

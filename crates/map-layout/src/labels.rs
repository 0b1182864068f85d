//! Region names on the map. A name is drawn once its region is big enough on
//! screen to hold it, and only where it overlaps neither a name already
//! placed (larger regions are placed first) nor a map symbol nor a counter,
//! so neither the whole-map view nor a phone shows names written over each
//! other, over a factory's diamond or under an army. Where its place is
//! taken, a name tries below and then above its region's symbols before it
//! gives way. The places where the player can act, and the selected one,
//! are named first and at every zoom, beside their counters if need be
//! (issue 36); the player's own lands next.

use engine::board::{Board, RegionId, RegionKind};

/// One region's name and where it may stand.
pub struct Label {
    pub id: RegionId,
    pub name: String,
    pub is_sea: bool,
    /// Where the name stands on the board, unless counters push it down.
    pub x: f64,
    pub y: f64,
    /// The region's larger side, in board units.
    extent: f64,
    /// The region's outline's corners, to keep the name within it where
    /// it can.
    ring: Vec<[f32; 2]>,
    /// Screen pixels the region needs before its name is drawn.
    min_px: f64,
    /// The font's screen size.
    pub font_px: f64,
}

/// A land's name's size on screen, in pixels.
pub const LAND_FONT_PX: f64 = 11.5;
/// A sea's name's size on screen, in pixels.
pub const SEA_FONT_PX: f64 = 10.5;

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
            let (bounds, ring) = region.outline.bounds_and_corners();
            Label {
                id,
                name: names.get(id.index()).cloned().unwrap_or_default(),
                is_sea,
                x: f64::from(x),
                y: f64::from(y),
                extent: bounds.map_or(0.0, |[_, _, w, h]| f64::from(w.max(h))),
                ring,
                min_px: if is_hex {
                    130.0
                } else if is_sea {
                    70.0
                } else {
                    36.0
                },
                font_px: if is_sea { SEA_FONT_PX } else { LAND_FONT_PX },
            }
        })
        .collect()
}

/// How much a region's name matters to the player now (issue 36): the
/// places where the player can act, and the one selected, are named at
/// every zoom and placed first; the player's own lands next.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    Other,
    Own,
    Must,
}

/// What stands at a region's anchor, on the board at the current zoom.
#[derive(Clone, Copy, Default)]
pub struct Pieces {
    /// Its counters and coat of arms ([`crate::stacking::counters_box`]).
    pub counters: Option<[f64; 4]>,
    /// Its row of symbols ([`crate::stacking::marks_box`]).
    pub marks: Option<[f64; 4]>,
}

impl Label {
    /// Where the name may stand (its centre and baseline), in order of
    /// preference: its own place, below the counters; then below and
    /// above its region's symbols; a name that must be shown also above
    /// the counters and beside them.
    fn places(&self, upp: f64, pieces: Pieces, must: bool) -> Vec<(f64, f64)> {
        let size = self.font_px * upp;
        let first = pieces.counters.map_or(self.y, |[_, _, _, bottom]| self.y.max(bottom + size * 0.95));
        let mut out = vec![(self.x, first)];
        if let Some([_, top, _, bottom]) = pieces.marks {
            out.push((self.x, first.max(bottom + size * 0.95)));
            out.push((self.x, top - size * 0.3));
        }
        if must {
            let [left, top, right, bottom] =
                pieces.counters.or(pieces.marks).unwrap_or([self.x, self.y, self.x, self.y]);
            let half = self.width(upp) / 2.0 + size * 0.3;
            let middle = (top + bottom) / 2.0 + size * 0.35;
            let above = pieces.marks.map_or(top, |[_, t, _, _]| t.min(top)) - size * 0.3;
            out.extend([
                (self.x, above),
                (right + half, middle),
                (left - half, middle),
                (self.x, first + size * 1.2),
                (self.x, above - size * 1.2),
            ]);
            // Then a widening ring around its counters: on a crowded map
            // (Germany's small regions, the Khanate's camps among their
            // arms) the near places are all taken, and a name a little
            // off is still read as the place's, where no name is not.
            for step in [1.0, 2.0, 3.0] {
                let (dx, dy) = (half * step, size * 1.2 * step);
                out.extend([
                    (right + dx, middle - dy),
                    (right + dx, middle + dy),
                    (left - dx, middle - dy),
                    (left - dx, middle + dy),
                    (self.x, first + size * 1.2 + dy),
                    (self.x, above - size * 1.2 - dy),
                    (right + half + dx, middle),
                    (left - half - dx, middle),
                ]);
            }
        }
        out
    }

    /// The name's width on the board at this zoom, estimated from its
    /// length (measuring text would cost a layout): the widest names
    /// measured in Chromium, bold with their halo, take 0.81 em a letter.
    fn width(&self, upp: f64) -> f64 {
        self.name.chars().count() as f64 * self.font_px * upp * 0.82
    }

    /// Whether the name's middle at `(x, y)` lies within its region.
    #[allow(clippy::cast_possible_truncation)]
    fn covers(&self, upp: f64, (x, y): (f64, f64)) -> bool {
        let middle = y - self.font_px * upp * 0.35;
        engine::board::Outline::ring_contains(&self.ring, [x as f32, middle as f32])
    }

    /// The name's box on the board at this zoom centred on `x` with its
    /// baseline at `y` (1.21 em of height).
    pub fn bounds(&self, upp: f64, (x, y): (f64, f64)) -> [f64; 4] {
        let size = self.font_px * upp;
        let half = self.width(upp) / 2.0;
        [x - half, y - size * 0.95, x + half, y + size * 0.27]
    }
}

fn clear(b: [f64; 4], taken: &[[f64; 4]]) -> bool {
    taken.iter().all(|p| b[2] <= p[0] || p[2] <= b[0] || b[3] <= p[1] || p[3] <= b[1])
}

/// A line from a name set aside from its place to the place's anchor
/// (board units: x1, y1, x2, y2), when the name stands so far from it that
/// it might be read as its neighbour's: more than its own half-width to
/// the side or three lines above or below.
#[must_use]
pub fn leader(label: &Label, upp: f64, (x, y): (f64, f64), [ax, ay]: [f64; 2]) -> Option<[f64; 4]> {
    let size = label.font_px * upp;
    let half = label.width(upp) / 2.0;
    let middle = y - size * 0.35;
    let (dx, dy) = (ax - x, ay - middle);
    if dx.abs() <= half && dy.abs() <= size * 3.0 {
        return None;
    }
    // From the name's edge nearest the anchor.
    let from_x = if dx.abs() > half { x + half.copysign(dx) } else { x };
    let from_y = if dx.abs() > half { middle } else { middle + (size * 0.6).copysign(dy) };
    Some([from_x, from_y, ax, ay])
}

/// Where each label is drawn at this zoom (`upp`: board units per pixel):
/// its centre and baseline, or `None` where it is not drawn. `pieces`
/// tells what stands at each region's anchor, `rank` how much its name
/// matters now. A name never covers a counter or a symbol, nor another
/// name; a name the player must see may stand beside its counters. A name
/// stays within `frame` (the board: left, top, right, bottom) where it can.
pub fn placement(
    labels: &[Label],
    upp: f64,
    frame: [f64; 4],
    pieces: impl Fn(RegionId) -> Pieces,
    rank: impl Fn(RegionId) -> Rank,
) -> Vec<Option<(f64, f64)>> {
    let pieces: Vec<Pieces> = labels.iter().map(|l| pieces(l.id)).collect();
    // Every counter and symbol on the map is taken before any name.
    let mut taken: Vec<[f64; 4]> = pieces.iter().flat_map(|p| p.counters.into_iter().chain(p.marks)).collect();
    // The counters and symbols: a name the player must see may, as a last
    // resort, lie over another name, never over these.
    let pieces_taken = taken.len();
    let ranks: Vec<Rank> = labels.iter().map(|l| rank(l.id)).collect();
    // An own land is named from half the size of the others.
    let shown = |i: usize, l: &Label| match ranks[i] {
        Rank::Must => true,
        Rank::Own => l.extent / upp >= l.min_px / 2.0,
        Rank::Other => l.extent / upp >= l.min_px,
    };
    let mut order: Vec<usize> = (0..labels.len()).filter(|&i| shown(i, &labels[i])).collect();
    // Ties in region order, as a stable sort would leave them (an unstable
    // one is kilobytes less of the page's code).
    order.sort_unstable_by(|&a, &b| {
        ranks[b].cmp(&ranks[a]).then(labels[b].extent.total_cmp(&labels[a].extent)).then(a.cmp(&b))
    });
    let mut out = vec![None; labels.len()];
    for i in order {
        let label = &labels[i];
        let places = label.places(upp, pieces[i], ranks[i] == Rank::Must);
        // A place whose middle lies within the region first: a name
        // set over a neighbour is read as the neighbour's.
        let free = |at: &(f64, f64)| clear(label.bounds(upp, *at), &taken);
        let inside = |at: &(f64, f64)| label.covers(upp, *at);
        let framed = |at: &(f64, f64)| {
            let [left, top, right, bottom] = label.bounds(upp, *at);
            left >= frame[0] && top >= frame[1] && right <= frame[2] && bottom <= frame[3]
        };
        let Some(at) = [true, false]
            .into_iter()
            .find_map(|home| places.iter().copied().find(|at| (!home || inside(at)) && framed(at) && free(at)))
            .or_else(|| places.iter().copied().find(free))
            .or_else(|| {
                let must = ranks[i] == Rank::Must;
                places.iter().copied().find(|at| must && clear(label.bounds(upp, *at), &taken[..pieces_taken]))
            })
        else {
            continue;
        };
        taken.push(label.bounds(upp, at));
        if let Some(slot) = out.get_mut(label.id.index()) {
            *slot = Some(at);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(name: &str) -> Label {
        Label {
            id: RegionId(0),
            name: name.to_owned(),
            is_sea: false,
            x: 100.0,
            y: 100.0,
            extent: 50.0,
            ring: vec![[75.0, 75.0], [125.0, 75.0], [125.0, 125.0], [75.0, 125.0]],
            min_px: 40.0,
            font_px: 12.0,
        }
    }

    /// A name in its own place needs no line; one set aside to the side
    /// of its counters, or far below, is tied to its anchor from its
    /// nearest edge (issue 36: Breslau's name stood among Poland's).
    #[test]
    fn a_name_set_aside_is_tied_to_its_place() {
        let l = label("Breslau");
        assert_eq!(leader(&l, 1.0, (100.0, 110.0), [100.0, 98.0]), None, "just below its anchor");
        let half = l.width(1.0) / 2.0;
        let [x1, y1, x2, y2] = leader(&l, 1.0, (200.0, 110.0), [100.0, 98.0]).expect("to the right: a line");
        assert!((x1 - (200.0 - half)).abs() < 1e-9, "from the name's left edge");
        assert!((y1 - (110.0 - 12.0 * 0.35)).abs() < 1e-9);
        assert_eq!([x2, y2], [100.0, 98.0]);
        assert!(leader(&l, 1.0, (100.0, 160.0), [100.0, 98.0]).is_some(), "five lines below");
    }

    /// A name the player must see, whose own place a counter takes, stands
    /// beside it within its region, clear of the counter (issue 36).
    #[test]
    fn a_place_to_act_is_named_beside_its_counters_within_its_region() {
        let mut l = label("Essen");
        l.ring = vec![[40.0, 60.0], [160.0, 60.0], [160.0, 140.0], [40.0, 140.0]];
        let counter = [88.0, 92.0, 112.0, 118.0];
        let pieces = |_| Pieces { counters: Some(counter), marks: None };
        let shown = placement(std::slice::from_ref(&l), 1.0, [0.0, 0.0, 1000.0, 1000.0], pieces, |_| Rank::Must);
        let at = shown[0].expect("named");
        assert!(clear(l.bounds(1.0, at), &[counter]), "{at:?} is clear of the counter");
        assert!(l.covers(1.0, at), "{at:?} lies within the region");
        // Too small a region for its name at this zoom: not named unless
        // the player must see it.
        let tiny = placement(std::slice::from_ref(&l), 10.0, [0.0, 0.0, 1000.0, 1000.0], pieces, |_| Rank::Other);
        assert_eq!(tiny[0], None);
    }

    /// Places to act crowded together are each named, over one another's
    /// names if they must, never over a counter; ordinary names give way.
    #[test]
    fn places_to_act_are_named_even_where_names_crowd_them() {
        let crowd: Vec<Label> =
            (0..40u16).map(|i| Label { id: RegionId(i), name: format!("Crowded place {i}"), ..label("x") }).collect();
        let counter = [95.0, 95.0, 105.0, 105.0];
        let pieces = |_| Pieces { counters: Some(counter), marks: None };
        let frame = [-1e4, -1e4, 1e4, 1e4];
        let shown = placement(&crowd, 1.0, frame, pieces, |_| Rank::Must);
        for (l, at) in crowd.iter().zip(&shown) {
            let at = at.unwrap_or_else(|| panic!("{} is named", l.name));
            assert!(clear(l.bounds(1.0, at), &[counter]), "{} never over the counter", l.name);
        }
        let ordinary = placement(&crowd, 1.0, frame, pieces, |_| Rank::Other);
        assert!(ordinary.iter().filter(|p| p.is_some()).count() < 5, "ordinary names give way");
    }
}

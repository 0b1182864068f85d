//! The map camera: centre and zoom, and the viewBox they give for a screen
//! of a given size. Pure arithmetic, so pan, wheel and pinch share it.

/// Where the map looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Centre, in board units.
    pub cx: f64,
    /// Centre, in board units.
    pub cy: f64,
    /// 1 shows the whole board.
    pub zoom: f64,
}

/// Zoom limits: a whole continent down to a few regions.
pub const MIN_ZOOM: f64 = 0.8;
/// See [`MIN_ZOOM`].
pub const MAX_ZOOM: f64 = 8.0;

impl Camera {
    /// The camera that shows the whole board.
    pub fn fit(board: [f32; 4]) -> Self {
        let [x, y, w, h] = board.map(f64::from);
        Self { cx: x + w / 2.0, cy: y + h / 2.0, zoom: 1.0 }
    }

    /// The camera that fills a screen of `size` with the board (cropping the
    /// board's sides on a tall phone screen, where fitting the whole board
    /// would leave most of the screen empty), at most 2× the fit.
    pub fn fill(board: [f32; 4], size: (f64, f64)) -> Self {
        let (bw, bh) = (f64::from(board[2]), f64::from(board[3]));
        let (sw, sh) = (size.0.max(1.0), size.1.max(1.0));
        // Only a board wider than a portrait screen is cropped; a tall board
        // on a wide screen is shown whole.
        let zoom = if sh > sw && bw / sw > bh / sh { ((bw / sw) / (bh / sh)).clamp(1.0, 2.0) } else { 1.0 };
        Self { zoom, ..Self::fit(board) }
    }

    /// Board units per screen pixel for a screen `size` (width, height).
    pub fn units_per_px(&self, board: [f32; 4], size: (f64, f64)) -> f64 {
        let (bw, bh) = (f64::from(board[2]), f64::from(board[3]));
        let (sw, sh) = (size.0.max(1.0), size.1.max(1.0));
        // Whole-board fit: the tighter of the two axes decides.
        (bw / sw).max(bh / sh) / self.zoom
    }

    /// The SVG viewBox for a screen of `size`.
    pub fn view_box(&self, board: [f32; 4], size: (f64, f64)) -> [f64; 4] {
        let upp = self.units_per_px(board, size);
        let (w, h) = (size.0.max(1.0) * upp, size.1.max(1.0) * upp);
        [self.cx - w / 2.0, self.cy - h / 2.0, w, h]
    }

    /// The board point under screen point `(px, py)` (relative to the map's corner).
    pub fn board_point(&self, board: [f32; 4], size: (f64, f64), px: f64, py: f64) -> (f64, f64) {
        let vb = self.view_box(board, size);
        let upp = self.units_per_px(board, size);
        (vb[0] + px * upp, vb[1] + py * upp)
    }

    /// Zooms by `factor`, keeping the board point under `(px, py)` in place.
    pub fn zoom_at(&mut self, board: [f32; 4], size: (f64, f64), px: f64, py: f64, factor: f64) {
        let (bx, by) = self.board_point(board, size, px, py);
        self.zoom = (self.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        let upp = self.units_per_px(board, size);
        self.cx = bx - (px - size.0 / 2.0) * upp;
        self.cy = by - (py - size.1 / 2.0) * upp;
        self.keep_on_board(board, size);
    }

    /// Moves by a screen-pixel drag.
    pub fn pan(&mut self, board: [f32; 4], size: (f64, f64), dx: f64, dy: f64) {
        let upp = self.units_per_px(board, size);
        self.cx -= dx * upp;
        self.cy -= dy * upp;
        self.keep_on_board(board, size);
    }

    /// The map cannot be lost: along an axis where the whole board fits on
    /// the screen it stands in the middle (issue 36: zoomed out with the
    /// wheel on a phone it stuck in a corner), and elsewhere at most a
    /// third of the screen shows what lies beyond its edge.
    fn keep_on_board(&mut self, board: [f32; 4], size: (f64, f64)) {
        let [x, y, w, h] = board.map(f64::from);
        let upp = self.units_per_px(board, size);
        let keep = |centre: f64, start: f64, extent: f64, screen: f64| {
            let seen = screen.max(1.0) * upp;
            if seen >= extent {
                return start + extent / 2.0;
            }
            let slack = seen / 2.0 - seen / 3.0;
            centre.clamp(start + slack, start + extent - slack)
        };
        self.cx = keep(self.cx, x, w, size.0);
        self.cy = keep(self.cy, y, h, size.1);
    }
}

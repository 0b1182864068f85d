//! The board every system plays on: regions (provinces, sub-provinces, seas,
//! hexes) with names, outlines and typed adjacency, and the distance and path
//! queries the rules ask of it.
//!
//! Regions are addressed by a dense [`RegionId`] (an index) so rules can keep
//! per-region data in plain vectors; the string `key` is the stable name used
//! in scenario files, saves and translations.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};

/// Index of a region on its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RegionId(pub u16);

impl RegionId {
    /// The index into the board's region list.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// What kind of space a region is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RegionKind {
    /// A land province.
    Land,
    /// A part of a province (systems with sub-provinces).
    SubProvince,
    /// A sea zone.
    Sea,
    /// One hex, at axial coordinates `q`, `r`.
    Hex {
        /// Axial column.
        q: i32,
        /// Axial row.
        r: i32,
    },
}

/// How two regions touch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Link {
    /// A land border.
    Land,
    /// A coastal region and its sea zone.
    Coast,
    /// Two sea zones.
    Sea,
}

/// Where and how a region is drawn (in the board's `view_box` plane).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Outline {
    /// SVG path data.
    pub path: String,
    /// Where the unit counters go.
    pub anchor: [f32; 2],
    /// Where the name goes.
    pub label: [f32; 2],
}

impl Outline {
    /// The bounding box `[x, y, width, height]` of the path, or `None` for an
    /// empty one. Understands the straight-line commands (`M L H V Z`, upper
    /// and lower case), which is all map outlines use; other commands' numbers
    /// are read as absolute points.
    ///
    /// ```
    /// use engine::board::Outline;
    /// let o = Outline { path: "M10 10l5 0 0 8h-9Z".into(), ..Outline::default() };
    /// assert_eq!(o.bounds(), Some([6.0, 10.0, 9.0, 8.0]));
    /// ```
    #[must_use]
    pub fn bounds(&self) -> Option<[f32; 4]> {
        self.bounds_and_corners().0
    }

    /// The corners of the outline's first ring, in the order the path
    /// visits them, up to its close (`Z`) or the next move; a closing point
    /// equal to the first is not counted twice. The same commands as
    /// [`Self::bounds`].
    ///
    /// ```
    /// use engine::board::Outline;
    /// let o = Outline { path: "M0 0L10 0 10 10Z M50 50l1 1".into(), ..Outline::default() };
    /// assert_eq!(o.corners(), vec![[0.0, 0.0], [10.0, 0.0], [10.0, 10.0]]);
    /// ```
    #[must_use]
    pub fn corners(&self) -> Vec<[f32; 2]> {
        self.bounds_and_corners().1
    }

    /// [`Self::bounds`] and [`Self::corners`] in one reading of the path:
    /// the map reads both of every region when a game opens, and reading a
    /// large map's paths twice showed on a phone (issue 35).
    ///
    /// ```
    /// use engine::board::Outline;
    /// let o = Outline { path: "M0 0L10 0 10 10Z M50 50l1 1".into(), ..Outline::default() };
    /// assert_eq!(o.bounds_and_corners(), (Some([0.0, 0.0, 51.0, 51.0]), vec![[0.0, 0.0], [10.0, 0.0], [10.0, 10.0]]));
    /// ```
    #[must_use]
    pub fn bounds_and_corners(&self) -> (Option<[f32; 4]>, Vec<[f32; 2]>) {
        let mut walker = PathWalker::default();
        let mut ring_end = None;
        for token in path_tokens(&self.path) {
            if let (None, PathToken::Command(c)) = (ring_end, token) {
                let moved = c.eq_ignore_ascii_case(&'m') && !walker.points.is_empty();
                if moved || c.eq_ignore_ascii_case(&'z') {
                    ring_end = Some(walker.points.len());
                }
            }
            walker.step(token);
        }
        let bounds = walker.bounds.map(|[x0, y0, x1, y1]| [x0, y0, x1 - x0, y1 - y0]);
        let mut points = walker.points;
        points.truncate(ring_end.unwrap_or(points.len()));
        if points.len() > 1 && points.first() == points.last() {
            points.pop();
        }
        (bounds, points)
    }

    /// Whether `point` lies within the outline's first ring (even–odd
    /// rule; a region's islands after the first are not asked): the map
    /// keeps a name within its own region where it can.
    ///
    /// ```
    /// use engine::board::Outline;
    /// let ell = Outline { path: "M0 0H10V4H4V10H0Z".into(), ..Outline::default() };
    /// assert!(ell.contains([2.0, 8.0]));
    /// assert!(!ell.contains([8.0, 8.0]), "the notch of the L");
    /// assert!(!ell.contains([12.0, 2.0]));
    /// ```
    #[must_use]
    pub fn contains(&self, point: [f32; 2]) -> bool {
        Self::ring_contains(&self.corners(), point)
    }

    /// Whether `point` lies within the polygon `ring` ([`Outline::corners`],
    /// kept by a caller that asks often), by the even–odd rule.
    #[must_use]
    pub fn ring_contains(ring: &[[f32; 2]], [x, y]: [f32; 2]) -> bool {
        let mut inside = false;
        for (i, &[x1, y1]) in ring.iter().enumerate() {
            let [x2, y2] = ring[(i + 1) % ring.len()];
            if (y1 > y) != (y2 > y) && x < x1 + (y - y1) / (y2 - y1) * (x2 - x1) {
                inside = !inside;
            }
        }
        inside
    }

    /// Where a mark on side `side` of the region is drawn
    /// ([`crate::rules::Mark::edge`]): the line `[x1, y1, x2, y2]` from
    /// corner `side` to the next (the last side closes the ring), moved a
    /// tenth of the way in toward the anchor, so that it reads as this
    /// region's (a wall of the neighbour on the same side is drawn on the
    /// other side of the border). `None` past the last side.
    ///
    /// ```
    /// use engine::board::Outline;
    /// let square = Outline { path: "M0 0H10V10H0Z".into(), anchor: [5.0, 5.0], ..Outline::default() };
    /// assert_eq!(square.edge_line(1), Some([9.5, 0.5, 9.5, 9.5]));
    /// assert_eq!(square.edge_line(3), Some([0.5, 9.5, 0.5, 0.5]));
    /// assert_eq!(square.edge_line(4), None);
    /// ```
    #[must_use]
    pub fn edge_line(&self, side: u8) -> Option<[f32; 4]> {
        let corners = self.corners();
        let i = usize::from(side);
        if corners.len() < 3 || i >= corners.len() {
            return None;
        }
        let [ax, ay] = self.anchor;
        let inward = |[x, y]: [f32; 2]| [ax + (x - ax) * 0.9, ay + (y - ay) * 0.9];
        let ([x1, y1], [x2, y2]) = (inward(corners[i]), inward(corners[(i + 1) % corners.len()]));
        Some([x1, y1, x2, y2])
    }
}

#[derive(Clone, Copy)]
enum PathToken {
    Command(char),
    Number(f32),
}

fn path_tokens(path: &str) -> impl Iterator<Item = PathToken> + '_ {
    let mut rest = path;
    std::iter::from_fn(move || {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        let first = rest.chars().next()?;
        if first.is_ascii_alphabetic() {
            rest = &rest[1..];
            return Some(PathToken::Command(first));
        }
        // A number: sign, digits, one dot (a second dot or a sign starts the next number).
        let mut end = usize::from(first == '-' || first == '+');
        let mut dot = false;
        for c in rest[end..].chars() {
            match c {
                '0'..='9' => end += 1,
                '.' if !dot => {
                    dot = true;
                    end += 1;
                }
                _ => break,
            }
        }
        let (number, tail) = rest.split_at(end.max(1));
        rest = tail;
        Some(PathToken::Number(number.parse().unwrap_or(0.0)))
    })
}

#[derive(Default)]
struct PathWalker {
    command: char,
    at: [f32; 2],
    start: [f32; 2],
    pending: Option<f32>,
    bounds: Option<[f32; 4]>,
    points: Vec<[f32; 2]>,
}

impl PathWalker {
    fn step(&mut self, token: PathToken) {
        match token {
            PathToken::Command(c) => {
                self.command = c;
                self.pending = None;
                if c.eq_ignore_ascii_case(&'z') {
                    self.at = self.start;
                }
            }
            PathToken::Number(n) => self.number(n),
        }
    }

    fn number(&mut self, n: f32) {
        let relative = self.command.is_ascii_lowercase();
        let base = if relative { self.at } else { [0.0, 0.0] };
        match self.command.to_ascii_uppercase() {
            'H' => self.visit([base[0] + n, self.at[1]]),
            'V' => self.visit([self.at[0], base[1] + n]),
            _ => match self.pending.take() {
                None => self.pending = Some(n),
                Some(x) => {
                    let point = [base[0] + x, base[1] + n];
                    if self.command.eq_ignore_ascii_case(&'m') {
                        self.start = point;
                        // Later pairs after a move are lines.
                        self.command = if relative { 'l' } else { 'L' };
                    }
                    self.visit(point);
                }
            },
        }
    }

    fn visit(&mut self, point: [f32; 2]) {
        self.at = point;
        self.points.push(point);
        let [x, y] = point;
        self.bounds = Some(match self.bounds {
            None => [x, y, x, y],
            Some([x0, y0, x1, y1]) => [x0.min(x), y0.min(y), x1.max(x), y1.max(y)],
        });
    }
}

/// One region of a board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Region {
    /// Stable id, e.g. `berlin`; also the translation key suffix of its name.
    pub key: String,
    /// The region's kind.
    pub kind: RegionKind,
    /// Its drawing.
    pub outline: Outline,
}

/// A map's drawing, as a file the app fetches when a game of its scenario
/// is shown: outlines, counter anchors and label points by region key. The
/// rules never need it, so no system module carries it (see
/// [`crate::rules::ScenarioInfo::geometry`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Geometry {
    /// The drawing plane `[x, y, width, height]`.
    #[serde(default)]
    pub view_box: [f32; 4],
    /// Each region's drawing.
    #[serde(default)]
    pub regions: Vec<RegionGeometry>,
    /// Land drawn as scenery that belongs to no region.
    #[serde(default)]
    pub background_land: String,
    /// Rivers drawn over the land (open SVG paths), for maps where they
    /// help a player find their way; no rule reads them.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub rivers: String,
    /// Decorative terrain drawn over the land and sea by kind (e.g.
    /// `mountains`, `forest`, `marsh`, `waves`): open SVG paths the page
    /// draws as `<path class="decor KIND">` under the counters and names,
    /// styled by the page; no rule reads them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub decor: BTreeMap<String, String>,
    /// Each owner's emblem (a coat of arms) by role id, drawn on the lands
    /// it owns and in the legend, so an owner is told by a sign as well as
    /// by a colour. Maps without them show colours alone. Each is a list of
    /// shapes in a box 20 wide and 24 high (a shield), written compactly as
    /// `fill;stroke;width;path|…` ([`emblem_svg`]): a JSON object per
    /// shape would cost the page's code kilobytes to read.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub emblems: BTreeMap<String, String>,
}

/// An emblem of [`Geometry::emblems`] as SVG markup (`<path …/>` elements,
/// for a `<g>` that places and scales it), or `None` when any of it is not
/// plainly a colour, a width or path data: the markup goes into the page as
/// it is, so nothing that could be read as another attribute or element
/// may pass.
#[must_use]
pub fn emblem_svg(compact: &str) -> Option<String> {
    let colour =
        |c: &str| c == "none" || (c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|x| x.is_ascii_hexdigit()));
    let path = |d: &str| !d.is_empty() && d.chars().all(|x| x.is_ascii_alphanumeric() || " ,.-".contains(x));
    let mut svg = String::new();
    for part in compact.split('|') {
        let mut fields = part.splitn(4, ';');
        let (fill, stroke, width, d) = (fields.next()?, fields.next()?, fields.next()?, fields.next()?);
        if !colour(fill) || !(stroke.is_empty() || colour(stroke)) || !path(d) {
            return None;
        }
        svg.push_str(&format!("<path d=\"{d}\" fill=\"{fill}\""));
        if !stroke.is_empty() {
            let number = !width.is_empty() && width.chars().all(|x| x.is_ascii_digit() || x == '.');
            let width = if number { width } else { "1" };
            svg.push_str(&format!(" stroke=\"{stroke}\" stroke-width=\"{width}\" stroke-linejoin=\"round\""));
        }
        svg.push_str("/>");
    }
    Some(svg)
}

/// One region's drawing in a [`Geometry`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RegionGeometry {
    /// The region key.
    pub id: String,
    /// SVG path data.
    #[serde(default)]
    pub path: String,
    /// Where the name goes.
    #[serde(default)]
    pub label: [f32; 2],
    /// Where the counters go.
    #[serde(default)]
    pub anchor: [f32; 2],
}

/// A board: regions and the links between them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Board {
    regions: Vec<Region>,
    /// `links[i]` lists the neighbours of region `i` with the kind of link.
    links: Vec<Vec<(RegionId, Link)>>,
    /// The drawing plane: `[x, y, width, height]`.
    pub view_box: [f32; 4],
    /// Land drawn as scenery that belongs to no region.
    pub background: String,
    /// Rivers drawn over the land ([`Geometry::rivers`]).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub rivers: String,
    /// Decorative terrain by kind ([`Geometry::decor`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub decor: BTreeMap<String, String>,
    /// Owners' emblems by role id, as SVG markup ([`emblem_svg`]). Not
    /// part of a board sent between the page and a module: the page applies
    /// the geometry itself.
    #[serde(skip)]
    pub emblems: BTreeMap<String, String>,
}

/// An error in board data (a scenario file naming a region that is not there).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// A link or lookup named an unknown region.
    #[error("unknown region '{0}'")]
    UnknownRegion(String),
    /// Two regions share a key.
    #[error("region '{0}' is defined twice")]
    DuplicateRegion(String),
    /// Too many regions for a `RegionId`.
    #[error("a board holds at most 65535 regions")]
    TooManyRegions,
}

impl Board {
    /// Draws the board with `geometry`: each region named there gets its
    /// outline; the drawing plane and the scenery come from it too. Regions
    /// it does not name keep theirs.
    pub fn apply_geometry(&mut self, geometry: &Geometry) {
        self.view_box = geometry.view_box;
        self.background.clone_from(&geometry.background_land);
        self.rivers.clone_from(&geometry.rivers);
        self.decor.clone_from(&geometry.decor);
        self.emblems.clear();
        for (role, compact) in &geometry.emblems {
            if let Some(svg) = emblem_svg(compact) {
                self.emblems.insert(role.clone(), svg);
            }
        }
        for g in &geometry.regions {
            if let Some(region) = self.regions.iter_mut().find(|r| r.key == g.id) {
                region.outline = Outline { path: g.path.clone(), anchor: g.anchor, label: g.label };
            }
        }
    }

    /// A board with no regions (what an unknown scenario draws).
    pub const EMPTY: Self = Self {
        regions: Vec::new(),
        links: Vec::new(),
        view_box: [0.0; 4],
        background: String::new(),
        rivers: String::new(),
        decor: BTreeMap::new(),
        emblems: BTreeMap::new(),
    };

    /// Adds a region and returns its id.
    ///
    /// # Errors
    /// Refuses a key that is already on the board.
    pub fn add_region(&mut self, key: &str, kind: RegionKind, outline: Outline) -> Result<RegionId, BoardError> {
        if self.find(key).is_some() {
            return Err(BoardError::DuplicateRegion(key.to_owned()));
        }
        let id = RegionId(u16::try_from(self.regions.len()).map_err(|_| BoardError::TooManyRegions)?);
        self.regions.push(Region { key: key.to_owned(), kind, outline });
        self.links.push(Vec::new());
        Ok(id)
    }

    /// Links two regions both ways (a repeated link is kept once).
    ///
    /// # Errors
    /// Refuses unknown keys.
    pub fn link(&mut self, a: &str, b: &str, kind: Link) -> Result<(), BoardError> {
        let (a, b) = (self.id(a)?, self.id(b)?);
        for (from, to) in [(a, b), (b, a)] {
            let list = &mut self.links[from.index()];
            if !list.iter().any(|&(r, _)| r == to) {
                list.push((to, kind));
            }
        }
        Ok(())
    }

    /// The id of a region key.
    ///
    /// # Errors
    /// [`BoardError::UnknownRegion`] when no region has that key.
    pub fn id(&self, key: &str) -> Result<RegionId, BoardError> {
        self.find(key).ok_or_else(|| BoardError::UnknownRegion(key.to_owned()))
    }

    /// The id of a region key, if any.
    #[must_use]
    pub fn find(&self, key: &str) -> Option<RegionId> {
        self.regions.iter().position(|r| r.key == key).and_then(|i| u16::try_from(i).ok()).map(RegionId)
    }

    /// The region with this id. Ids come from this board, so this is total
    /// for them; a foreign id falls back to the first region.
    #[must_use]
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.index().min(self.regions.len().saturating_sub(1))]
    }

    /// The key of a region.
    #[must_use]
    pub fn key(&self, id: RegionId) -> &str {
        &self.region(id).key
    }

    /// All regions in id order.
    #[must_use]
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// All region ids.
    pub fn ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        (0..self.regions.len()).filter_map(|i| u16::try_from(i).ok()).map(RegionId)
    }

    /// Number of regions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.regions.len()
    }

    /// Whether the board has no regions.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.regions.is_empty()
    }

    /// Neighbours of `id` with the kind of link.
    #[must_use]
    pub fn links(&self, id: RegionId) -> &[(RegionId, Link)] {
        self.links.get(id.index()).map_or(&[], Vec::as_slice)
    }

    /// Neighbours of `id` over links of the given kinds.
    pub fn neighbours<'a>(&'a self, id: RegionId, kinds: &'a [Link]) -> impl Iterator<Item = RegionId> + 'a {
        self.links(id).iter().filter(move |(_, k)| kinds.contains(k)).map(|&(r, _)| r)
    }

    /// Whether `a` and `b` are linked by a link of one of `kinds`.
    #[must_use]
    pub fn touches(&self, a: RegionId, b: RegionId, kinds: &[Link]) -> bool {
        self.neighbours(a, kinds).any(|r| r == b)
    }

    /// Steps from `from` to every region, moving only over `kinds` of links
    /// and only into regions `may_enter` allows (the start is always in).
    /// `None` marks a region out of reach.
    pub fn distances(&self, from: RegionId, kinds: &[Link], may_enter: impl Fn(RegionId) -> bool) -> Vec<Option<u32>> {
        let mut dist = vec![None; self.regions.len()];
        let Some(slot) = dist.get_mut(from.index()) else {
            return dist;
        };
        *slot = Some(0);
        let mut queue = VecDeque::from([from]);
        while let Some(at) = queue.pop_front() {
            let next = dist[at.index()].unwrap_or(0) + 1;
            for to in self.neighbours(at, kinds) {
                if dist[to.index()].is_none() && may_enter(to) {
                    dist[to.index()] = Some(next);
                    queue.push_back(to);
                }
            }
        }
        dist
    }

    /// Steps between two regions over `kinds`, through any region.
    #[must_use]
    pub fn distance(&self, from: RegionId, to: RegionId, kinds: &[Link]) -> Option<u32> {
        self.distances(from, kinds, |_| true).get(to.index()).copied().flatten()
    }

    /// A shortest path from `from` to `to` (both included) over `kinds`,
    /// entering only regions `may_enter` allows (the goal must be allowed too).
    pub fn path(
        &self,
        from: RegionId,
        to: RegionId,
        kinds: &[Link],
        may_enter: impl Fn(RegionId) -> bool,
    ) -> Option<Vec<RegionId>> {
        let mut came_from: Vec<Option<RegionId>> = vec![None; self.regions.len()];
        let mut queue = VecDeque::from([from]);
        let mut seen = vec![false; self.regions.len()];
        *seen.get_mut(from.index())? = true;
        while let Some(at) = queue.pop_front() {
            if at == to {
                let mut path = vec![to];
                let mut cur = to;
                while let Some(prev) = came_from[cur.index()] {
                    path.push(prev);
                    cur = prev;
                }
                path.reverse();
                return Some(path);
            }
            for next in self.neighbours(at, kinds) {
                if !seen[next.index()] && may_enter(next) {
                    seen[next.index()] = true;
                    came_from[next.index()] = Some(at);
                    queue.push_back(next);
                }
            }
        }
        None
    }
}

/// Hex helpers on axial coordinates (pointy-top), for hex boards.
pub mod hex {
    /// Distance in hex steps between two axial coordinates.
    ///
    /// ```
    /// assert_eq!(engine::board::hex::distance((0, 0), (2, -1)), 2);
    /// ```
    #[must_use]
    pub const fn distance(a: (i32, i32), b: (i32, i32)) -> u32 {
        let dq = a.0 - b.0;
        let dr = a.1 - b.1;
        (dq.unsigned_abs() + dr.unsigned_abs() + (dq + dr).unsigned_abs()) / 2
    }

    /// The six axial neighbours.
    #[must_use]
    pub const fn neighbours(at: (i32, i32)) -> [(i32, i32); 6] {
        let (q, r) = at;
        [(q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)]
    }

    /// The pixel centre of a pointy-top hex of the given size (centre to corner).
    #[must_use]
    pub fn centre(at: (i32, i32), size: f32) -> [f32; 2] {
        #[allow(clippy::cast_precision_loss)] // board coordinates are small
        let (q, r) = (at.0 as f32, at.1 as f32);
        [size * 3f32.sqrt() * (q + r / 2.0), size * 1.5 * r]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_emblem_becomes_paths_and_anything_but_colours_widths_and_path_data_is_refused() {
        let svg = super::emblem_svg("#c8102e;;;M0,0 H20 V12 Z|none;#2b2118;0.9;M0,0 H20").expect("a plain emblem");
        assert_eq!(
            svg,
            "<path d=\"M0,0 H20 V12 Z\" fill=\"#c8102e\"/><path d=\"M0,0 H20\" fill=\"none\" stroke=\"#2b2118\" stroke-width=\"0.9\" stroke-linejoin=\"round\"/>"
        );
        for bad in [
            "red;;;M0,0",
            "#c8102e;;;M0,0\" onload=\"x",
            "#c8102e;;;M0,0<script>",
            "#c8102e;url(#x);1;M0,0",
            "#c8102e;;",
            "#c8102e;;;",
        ] {
            assert_eq!(super::emblem_svg(bad), None, "{bad}");
        }
        assert!(super::emblem_svg("none;#000000;0.9\" x=\"1;M0,0").is_some_and(|s| s.contains("stroke-width=\"1\"")));
    }

    use super::*;

    #[test]
    fn decor_is_optional_and_carried_to_the_board_like_rivers() {
        let plain: Geometry = serde_json::from_str(r#"{"view_box":[0,0,10,10],"regions":[]}"#).expect("no decor");
        assert!(plain.decor.is_empty());
        assert!(!serde_json::to_string(&plain).expect("json").contains("decor"), "maps without decor stay as they are");
        let text = r#"{"view_box":[0,0,10,10],"regions":[],"decor":{"forest":"M1 1V3","waves":"M0 5q1 -1 2 0"}}"#;
        let geometry: Geometry = serde_json::from_str(text).expect("decor");
        let mut board = line_board();
        board.apply_geometry(&geometry);
        assert_eq!(board.decor.get("forest").map(String::as_str), Some("M1 1V3"));
        assert_eq!(board.decor.keys().collect::<Vec<_>>(), ["forest", "waves"]);
        board.apply_geometry(&plain);
        assert!(board.decor.is_empty(), "a drawing without decor clears it");
    }

    fn line_board() -> Board {
        let mut b = Board::default();
        for k in ["a", "b", "c", "sea1", "sea2"] {
            let kind = if k.starts_with("sea") { RegionKind::Sea } else { RegionKind::Land };
            b.add_region(k, kind, Outline::default()).expect("fresh key");
        }
        b.link("a", "b", Link::Land).expect("known");
        b.link("b", "c", Link::Land).expect("known");
        b.link("a", "sea1", Link::Coast).expect("known");
        b.link("sea1", "sea2", Link::Sea).expect("known");
        b.link("sea2", "c", Link::Coast).expect("known");
        b
    }

    #[test]
    fn distances_follow_link_kinds() {
        let b = line_board();
        let (a, c) = (b.id("a").expect("a"), b.id("c").expect("c"));
        assert_eq!(b.distance(a, c, &[Link::Land]), Some(2));
        assert_eq!(b.distance(a, c, &[Link::Coast, Link::Sea]), Some(3));
        assert_eq!(b.distance(a, b.id("sea2").expect("sea2"), &[Link::Land]), None);
    }

    #[test]
    fn path_respects_may_enter() {
        let b = line_board();
        let (a, c, mid) = (b.id("a").expect("a"), b.id("c").expect("c"), b.id("b").expect("b"));
        let all = [Link::Land, Link::Coast, Link::Sea];
        assert_eq!(b.path(a, c, &all, |_| true).map(|p| p.len()), Some(3));
        let around = b.path(a, c, &all, |r| r != mid).expect("sea route");
        assert_eq!(around.iter().map(|&r| b.key(r)).collect::<Vec<_>>(), ["a", "sea1", "sea2", "c"]);
    }

    #[test]
    fn unknown_and_duplicate_regions_are_errors() {
        let mut b = line_board();
        assert_eq!(b.link("a", "zz", Link::Land), Err(BoardError::UnknownRegion("zz".into())));
        assert_eq!(
            b.add_region("a", RegionKind::Land, Outline::default()),
            Err(BoardError::DuplicateRegion("a".into()))
        );
    }

    #[test]
    fn outline_bounds_follow_relative_commands() {
        let outline = |path: &str| Outline { path: path.into(), ..Outline::default() };
        let b = outline("M643.5 685.6l12 -26.4 5.6 -0.8Z").bounds().expect("bounds");
        for (got, want) in b.iter().zip([643.5, 658.4, 17.6, 27.2]) {
            assert!((got - want).abs() < 1e-3, "{b:?}");
        }
        assert_eq!(outline("M0,0L10,0L10,5ZM20 20l1 1").bounds(), Some([0.0, 0.0, 21.0, 21.0]));
        assert_eq!(outline("M1-2.5.5-2.5z").bounds(), Some([0.5, -2.5, 0.5, 0.0]));
        assert_eq!(outline("").bounds(), None);
    }

    /// Edge marks (`Mark::edge`): an outline's corners follow relative
    /// commands, stop at its first ring and count a repeated closing point
    /// once; a side's line lies just inside the region, toward its anchor.
    #[test]
    fn outline_corners_and_edge_lines() {
        let outline = |path: &str| Outline { path: path.into(), anchor: [5.0, 5.0], ..Outline::default() };
        assert_eq!(
            outline("m0 0 10 0 0 10 -10 0z").corners(),
            vec![[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]]
        );
        assert_eq!(outline("M0 0L10 0L10 10L0 0ZM5 5L6 6").corners().len(), 3);
        assert_eq!(outline("M0 0H10V10H0Z").edge_line(0), Some([0.5, 0.5, 9.5, 0.5]));
        assert_eq!(outline("M0 0H10V10H0Z").edge_line(2), Some([9.5, 9.5, 0.5, 9.5]));
        assert_eq!(outline("M0 0L10 0").edge_line(0), None, "no ring");
        assert_eq!(outline("").edge_line(0), None);
    }

    #[test]
    fn hex_distance_and_neighbours() {
        for n in hex::neighbours((3, -2)) {
            assert_eq!(hex::distance((3, -2), n), 1);
        }
        assert_eq!(hex::distance((0, 0), (3, 3)), 6);
    }
}

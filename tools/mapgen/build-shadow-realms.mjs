#!/usr/bin/env node
// Builds public/maps/shadow-realms.json: the invented continent of Shadow
// Realms (rules shared/rules/shadow-realms.md, SR-G1): 17 fields, 2 sea
// zones, 12 cities drawn on top of their fields, the lake of Lake City,
// islands, two rivers, decorative terrain and the five factions' arms.
//
// Method (all deterministic: one seeded PRNG per purpose, no data files)
//  1. The coastline is a hand-placed polyline (`COAST`, from the west edge
//     of the frame round the south-west cape to the east edge) refined by
//     seeded midpoint displacement. Land is north-east of it; the continent
//     runs off the map to the north and east.
//  2. Fields: a jittered grid of points covers the frame; each point goes to
//     the field whose design seed (`SEEDS`, on the grid hints of SR-G1) is
//     nearest after a smooth domain warp, so borders wander. The Voronoi
//     cells of the points are merged per field (a shared topology), contacts
//     that SR-G1 does not list are collapsed to a point (four fields then
//     meet there), and every border is smoothed and given a gentle meander,
//     still shared exactly by both sides. Fields are cut to the land.
//  3. The lake of Lake City is a hole in its field; islands are background
//     land; the water is split into the two seas at the south-west cape.
//  4. Cities are small regions inside their fields: a bastioned trace for a
//     fortified city, a rounded town for an open one.
//  5. Rivers are hand-placed courses, smoothed and cut at the coast and lake.
//  6. Decor: glyphs scattered (seeded) in the fields whose terrain they
//     show, clear of borders, cities, rivers, counters and names.
//  7. The factions' arms (`emblems-shadow-realms.mjs`).
//
// Run: `npm ci && node build-shadow-realms.mjs` (see README.md).

import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as topojson from 'topojson-client';
import { topology } from 'topojson-server';
import { Delaunay } from 'd3-delaunay';
import { EMBLEMS } from './emblems-shadow-realms.mjs';
import { FIELDS, SEAS, CITIES, cityId, ADJ, NAMES, pairKey } from './shadow-realms-spec.mjs';
import { mulberry32, waveNoise, snap, pc, ringArea, polyArea, mpArea, ringContains, polyContains, mpContains, segDist2, boundaryDist, lineDist, bbox, dist, arcLength, eq, resample, fractalLine, closeRing, r1, t10, num, strokes, rel, ringsPath } from './geometry.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../public/maps/shadow-realms.json');

const W = 1400;
const H = 1100;
const FRAME = [[[0, 0], [W, 0], [W, H], [0, H], [0, 0]]];

// ---------------------------------------------------------------- helpers
const chaikin = (line, passes = 2, closed = false) => {
  let out = line;
  for (let it = 0; it < passes; it++) {
    const next = closed ? [] : [out[0]];
    const n = out.length;
    for (let i = 0; i < (closed ? n : n - 1); i++) {
      const [a, b] = [out[i], out[(i + 1) % n]];
      if (closed || i > 0) next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]]);
      if (closed || i < n - 2) next.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    if (!closed) next.push(out[n - 1]);
    out = next;
  }
  return out;
};
/** A blob: a noisy circle or ellipse, closed ring. */
function blob([cx, cy], rx, ry, seed, rough = 0.18, n = 40, rot = 0) {
  const rnd = mulberry32(seed);
  const harm = [2, 3, 4, 5, 7].map((k) => ({ k, a: (rnd() * 2 - 1) * rough / Math.sqrt(k - 1), ph: rnd() * 2 * Math.PI }));
  const pts = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * 2 * Math.PI;
    const f = 1 + harm.reduce((s, h) => s + h.a * Math.cos(h.k * t + h.ph), 0);
    const [x, y] = [rx * f * Math.cos(t), ry * f * Math.sin(t)];
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return closeRing(pts);
}

// ---------------------------------------------------------------- 1. coast
// From the west edge of the frame (inside Kerdurin) south along the west
// coast, round Malmo's cape, east along the south coast to the east edge
// (inside Baria). Land lies to the left when walking it.
const COAST = [
  // Kerdurin's headland and the bay of Lomen
  [0, 238], [30, 250], [60, 248], [82, 266], [66, 292], [40, 318], [44, 346], [80, 356], [118, 342], [152, 356],
  [178, 384], [206, 404], [234, 424], [248, 452], [236, 480], [204, 494], [160, 504], [122, 520], [100, 548],
  // Malmo's coast, the cove north of its cape
  [116, 576], [156, 590], [194, 612], [208, 640], [188, 668], [150, 690], [128, 722], [138, 762], [160, 800],
  [146, 840], [112, 872], [84, 908], [72, 946],
  // the cape's tip (CAPE): the seas part here
  [92, 978], [132, 992], [176, 1000], [228, 992], [286, 1004], [338, 1000], [380, 982], [420, 958],
  // the bay of Ostius, Baria's delta, the long southern shore
  [452, 930], [492, 918], [530, 926], [562, 950], [594, 976], [644, 990], [700, 996], [742, 1014], [780, 1038],
  [822, 1046], [862, 1030], [900, 1012], [940, 990], [985, 968], [1030, 962], [1075, 975], [1110, 1000],
  [1150, 1030], [1200, 1052], [1250, 1048], [1290, 1025], [1330, 1000], [1370, 990], [W, 985],
];
const CAPE = [72, 946];
const SPLIT_END = [0, 1060]; // the seas' border runs from CAPE to here
let coast = fractalLine(COAST, 7, 0.25, 4);
coast = chaikin(coast, 1).filter((p, i, all) => i === 0 || i === all.length - 1 || dist(p, all[i - 1]) >= 1.2);
const capeIndex = coast.reduce((best, p, i) => (dist(p, CAPE) < dist(coast[best], CAPE) ? i : best), 0);
const landRing = [[0, 0], [W, 0], ...[...coast].reverse(), [0, 0]];
const LAND = pc.intersection([landRing], FRAME);
console.log(`coast: ${coast.length} points, land ${LAND.length} part(s), ${Math.round(mpArea(LAND))} units^2`);

// ---------------------------------------------------------------- 2. fields
// Design seeds [x, y, weight]: a point goes to the seed with the least
// (distance - weight) after the warp. Several seeds give a field its shape.
// Inside the land the main seeds stand on a grid of rectangles (columns
// `CX`, rows `RY`), so the corners where SR-G1 wants no diagonal contact
// are four-way before the warp; a heavily weighted seed on a corner makes a
// diagonal contact SR-G1 asks for (Lake City-Heran, Shadow Lands-Zlatka,
// Tribal Forest-Baria). Other extra seeds only shape the coast and the edges.
const CX = [285, 540, 790, 1035, 1285];
const RY = [290, 505, 718, 912];
const corner = (c, r) => [(CX[c] + CX[c + 1]) / 2, (RY[r] + RY[r + 1]) / 2];
const SEEDS = {
  giants_land: [[100, 60], [300, 40], [520, 70], [740, 50], [960, 80], [1180, 60], [1380, 70]],
  kerdurin: [[CX[0], RY[0]], [70, 290, 15]],
  mineur: [[CX[1], RY[0]]],
  heilbron: [[CX[2], RY[0]]],
  wild_hills: [[CX[3], RY[0]], [CX[4], RY[0]]],
  lomen: [[CX[0], RY[1]]],
  rotstain: [[CX[1], RY[1]]],
  rudern: [[CX[2], RY[1]]],
  lake_city: [[CX[3], RY[1]], [...corner(2, 1), -100]],
  shadow_lands: [[CX[4], RY[1]], [...corner(3, 1), -100]],
  malmo: [[CX[0], RY[2]], [CX[0], RY[3]]],
  wild_forest: [[CX[1], RY[2]], [...corner(1, 2), -100]],
  heran: [[CX[2], RY[2]]],
  zlatka: [[CX[3], RY[2]]],
  impassable_swamps: [[CX[4], RY[2]]],
  ostius: [[CX[1], RY[3]]],
  baria: [[CX[2], RY[3]], [CX[3], RY[3]], [CX[4], RY[3]]],
};
const fieldIds = Object.keys(FIELDS);
const designSeeds = fieldIds.flatMap((id) => SEEDS[id].map(([x, y, w = 0]) => ({ id, x, y, w })));
const WARP_SEED = Number(process.env.WARP_SEED || 16);
const WARP = Number(process.env.WARP || 54);
const MID = Number(process.env.MID || 0.8);
const warpX = waveNoise(WARP_SEED, [[480, 1, 3], [200, MID, 4], [90, 0.2, 5]]);
const warpY = waveNoise(WARP_SEED + 1000, [[480, 1, 3], [200, MID, 4], [90, 0.2, 5]]);
const fieldAt = ([x, y]) => {
  const [qx, qy] = [x + WARP * warpX(x, y), y + WARP * warpY(x, y)];
  let best = null, bestD = Infinity;
  for (const s of designSeeds) {
    const d = Math.hypot(qx - s.x, qy - s.y) - s.w;
    if (d < bestD) { bestD = d; best = s.id; }
  }
  return best;
};
const points = [];
{
  const rnd = mulberry32(21);
  const S = 18;
  for (let y = -60; y <= H + 60; y += S) for (let x = -60; x <= W + 60; x += S) {
    const p = [x + (rnd() - 0.5) * S * 0.8, y + (rnd() - 0.5) * S * 0.8];
    points.push({ p, id: fieldAt(p) });
  }
}
const vor = Delaunay.from(points.map((s) => s.p)).voronoi([-200, -200, W + 200, H + 200]);
const cellTopo = topology({
  cells: {
    type: 'FeatureCollection',
    features: points.map((s, i) => ({ type: 'Feature', properties: { id: s.id }, geometry: { type: 'Polygon', coordinates: [vor.cellPolygon(i)] } })),
  },
});
const terrTopo = topology({
  terr: {
    type: 'FeatureCollection',
    features: fieldIds.map((id) => ({
      type: 'Feature', properties: { id },
      geometry: topojson.merge(cellTopo, cellTopo.objects.cells.geometries.filter((g) => g.properties.id === id)),
    })),
  },
});
// Which fields each arc separates.
const arcOwners = terrTopo.arcs.map(() => []);
for (const g of terrTopo.objects.terr.geometries) {
  const polys = g.type === 'Polygon' ? [g.arcs] : g.type === 'MultiPolygon' ? g.arcs : [];
  for (const poly of polys) for (const ring of poly) for (const a of ring) arcOwners[a < 0 ? ~a : a].push(g.properties.id);
}
const allowed = new Set();
for (const [a, bs] of Object.entries(ADJ)) for (const b of bs.split(' ')) allowed.add(pairKey(a, b));
for (let k = 0; k < terrTopo.arcs.length; k++) {
  const owners = arcOwners[k];
  if (owners.length !== 2 || allowed.has(pairKey(owners[0], owners[1]))) continue;
  const arc = terrTopo.arcs[k];
  if (!arc.some((p) => mpContains(LAND, p))) continue;
  const [a, b] = [arc[0], arc[arc.length - 1]];
  const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  console.log(`collapse ${owners.join('|')}: ${arcLength(arc).toFixed(1)} units at ${m.map(Math.round)}`);
  for (const other of terrTopo.arcs) {
    if (eq(other[0], a) || eq(other[0], b)) other[0] = m;
    const l = other.length - 1;
    if (eq(other[l], a) || eq(other[l], b)) other[l] = m;
  }
  terrTopo.arcs[k] = [m, m];
}
if (process.env.EXPLORE) process.exit(0);
// Smooth every border, then give it a gentle meander (ends fixed, so the
// junctions stay put and both sides keep the same line).
function smoothArc(arc, k) {
  if (arc.length < 2 || arcLength(arc) < 1e-6) return arc;
  let pts = resample(arc, 2.5);
  for (let pass = 0; pass < 3; pass++) {
    pts = pts.map((p, i) => {
      const h = Math.min(7, i, pts.length - 1 - i);
      if (h === 0) return p;
      let sx = 0, sy = 0;
      for (let j = i - h; j <= i + h; j++) { sx += pts[j][0]; sy += pts[j][1]; }
      return [sx / (2 * h + 1), sy / (2 * h + 1)];
    });
  }
  const rnd = mulberry32(500 + k);
  const L = arcLength(pts);
  // long borders wander more
  const big = Math.min(1.7, Math.max(1, L / 160));
  const waves = [[130, 5 * big], [52, 2.2], [21, 0.9]].map(([len, amp]) => ({ len: len * (0.8 + 0.4 * rnd()), amp, ph: rnd() * 2 * Math.PI }));
  let s = 0;
  let out = pts.map((p, i) => {
    if (i > 0) s += dist(pts[i - 1], p);
    if (i === 0 || i === pts.length - 1) return p;
    const [a, b] = [pts[i - 1], pts[i + 1]];
    const len = dist(a, b) || 1;
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    const fade = Math.min(1, s / 22, (L - s) / 22);
    const d = fade * waves.reduce((acc, w) => acc + w.amp * Math.sin((2 * Math.PI * s) / w.len + w.ph), 0);
    return [p[0] + nx * d, p[1] + ny * d];
  });
  out = chaikin(out, 1);
  const thin = [out[0]];
  for (let i = 1; i < out.length - 1; i++) if (dist(out[i], thin[thin.length - 1]) >= 3) thin.push(out[i]);
  thin.push(out[out.length - 1]);
  return thin;
}
terrTopo.arcs = terrTopo.arcs.map(smoothArc);
const fields = {};
for (const f of topojson.feature(terrTopo, terrTopo.objects.terr).features) {
  const g = f.geometry;
  const terr = !g ? [] : g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  fields[f.properties.id] = pc.intersection(terr, LAND);
}
// Pieces cut off from a field's main part (by the coast) join the
// neighbour they share most border with.
function sharedLength(part, other) {
  const segs = [];
  for (const p of other) for (const r of p) for (let i = 0; i < r.length - 1; i++) segs.push([r[i], r[i + 1]]);
  let len = 0;
  for (const r of part) for (let i = 0; i < r.length - 1; i++) {
    const m = [(r[i][0] + r[i + 1][0]) / 2, (r[i][1] + r[i + 1][1]) / 2];
    for (const [s0, s1] of segs) if (segDist2(m, s0, s1) < 0.01) { len += dist(r[i], r[i + 1]); break; }
  }
  return len;
}
for (const id of fieldIds) {
  const mp = fields[id];
  if (mp.length < 2) continue;
  const largest = mp.reduce((a, b) => (polyArea(a) > polyArea(b) ? a : b));
  for (const part of mp) {
    if (part === largest) continue;
    let best = null, bestLen = 0;
    for (const o of fieldIds) if (o !== id) {
      const l = sharedLength(part, fields[o]);
      if (l > bestLen) { bestLen = l; best = o; }
    }
    console.log(`${id}: a piece of ${Math.round(polyArea(part))} units^2 at ${bbox([part]).map(Math.round)} ${best ? `joins ${best}` : "stays"}`);
    if (best) {
      fields[best] = pc.union(fields[best], [part]);
      fields[id] = fields[id].filter((p) => p !== part);
    }
  }
}

// ---------------------------------------------------------------- 3. lake, islands, seas
const LAKE_AT = [1070, 478];
const lake = [blob(LAKE_AT, 50, 30, 31, 0.16, 48, -0.25)];
fields.lake_city = pc.difference(fields.lake_city, lake);
const ISLANDS = [
  blob([70, 420], 26, 15, 41, 0.28, 36, 1.2),
  blob([96, 468], 9, 6, 42, 0.25, 20, 0.4),
  blob([62, 700], 20, 12, 43, 0.3, 32, 0.3),
  blob([58, 1040], 30, 16, 44, 0.25, 36, -0.3),
  blob([470, 1050], 24, 11, 45, 0.3, 32, 0.1),
  blob([512, 1068], 8, 5, 46, 0.2, 20, 0),
  blob([1030, 1062], 32, 13, 47, 0.25, 36, -0.08),
];
const islands = pc.union(...ISLANDS.map((r) => [[r]]));
const water = pc.difference(FRAME, LAND);
// the west sea is the water west of the west coast, down from the cape's tip
// south-west to the bottom edge of the frame
const westSide = [[[0, coast[0][1]], ...coast.slice(0, capeIndex + 1), SPLIT_END, [0, coast[0][1]]]];
const seas = {
  west_sea: pc.difference(pc.intersection(water, westSide), islands),
  south_sea: pc.difference(pc.difference(water, westSide), islands),
};

// ---------------------------------------------------------------- 4. cities
// Centres (hand-placed on the generated fields), radius, and for a
// fortified city its trace: 'star' (bastions) or 'walls' (round, towers).
const CITY = {
  kerdurin: { at: [228, 322], trace: 'star', n: 5, rot: -0.3 },
  mineur: { at: [560, 282] },
  heilbron: { at: [800, 288], trace: 'walls' },
  lomen: { at: [290, 498] },
  rotstain: { at: [520, 512] },
  rudern: { at: [770, 520], trace: 'star', n: 6, rot: 0.2 },
  lake_city: { shore: Math.PI * 0.8, trace: 'walls' }, // on the lake's shore, this way from its middle
  malmo: { at: [196, 884], trace: 'star', n: 5, rot: 0.5 },
  heran: { at: [790, 718] },
  zlatka: { at: [1040, 712] },
  ostius: { at: [540, 880], trace: 'star', n: 5, rot: 0.1 },
  baria: { at: [770, 958] },
};
/** A bastioned trace: n arrow-head bastions on a regular polygon. */
function starFort([cx, cy], n, rot, R = 26) {
  const pts = [];
  const at = (r, t) => [cx + r * Math.cos(t), cy + r * Math.sin(t)];
  for (let i = 0; i < n; i++) {
    const t = rot + (i * 2 * Math.PI) / n;
    const half = Math.PI / n;
    pts.push(at(R * 0.64, t - half * 0.52)); // curtain meets the flank
    pts.push(at(R * 0.8, t - half * 0.5)); // left shoulder
    pts.push(at(R, t)); // salient
    pts.push(at(R * 0.8, t + half * 0.5)); // right shoulder
    pts.push(at(R * 0.64, t + half * 0.52));
  }
  return closeRing(pts);
}
/** A walled town: a ring of wall with a round tower at each corner. */
function walledTown([cx, cy], corners = 7, R = 19, seed = 1) {
  const rnd = mulberry32(seed);
  const wall = [];
  const towers = [];
  for (let i = 0; i < corners; i++) {
    const t = (i * 2 * Math.PI) / corners + (rnd() - 0.5) * 0.25;
    const r = R * (0.93 + 0.14 * rnd());
    const [x, y] = [cx + r * Math.cos(t), cy + r * Math.sin(t)];
    wall.push([x, y]);
    const tower = [];
    for (let k = 0; k < 12; k++) tower.push([x + 0.8 * Math.cos(t) + 4.6 * Math.cos((k * Math.PI) / 6), y + 0.8 * Math.sin(t) + 4.6 * Math.sin((k * Math.PI) / 6)]);
    towers.push([closeRing(tower)]);
  }
  const shape = pc.union([closeRing(wall)], ...towers);
  return shape[0][0];
}
const cityRing = (id, at) => {
  const c = CITY[id];
  const seed = 60 + Object.keys(CITY).indexOf(id);
  return !CITIES[id] ? blob(at, 21, 19, seed, 0.12, 30, seed)
    : c.trace === 'walls' ? walledTown(at, 6, 19, seed) : starFort(at, c.n, c.rot);
};
// The city of Lake City stands on the lake's shore, 3 units clear of the water.
for (let d = 20; !CITY.lake_city.at; d += 1) {
  const at = [LAKE_AT[0] + d * Math.cos(CITY.lake_city.shore), LAKE_AT[1] + d * Math.sin(CITY.lake_city.shore)];
  const ring = cityRing('lake_city', at);
  if (ring.every((p) => !ringContains(lake[0], p) && boundaryDist([lake], p) >= 3) && !lake[0].some((p) => ringContains(ring, p))) CITY.lake_city.at = at;
}
const cities = {};
for (const [id, c] of Object.entries(CITY)) {
  const ring = cityRing(id, c.at);
  cities[id] = [[ring]];
  const inside = pc.difference(cities[id], fields[id]);
  // (the lake's shore does not count: Lake City stands on it)
  const clear = ring.reduce((m, p) => Math.min(m, boundaryDist(fields[id].map((poly) => [poly[0]]), p)), Infinity);
  if (mpArea(inside) > 0.01 || clear < 8) console.warn(`city ${id}: ${mpArea(inside) > 0.01 ? 'outside its field' : `only ${clear.toFixed(1)} from its border`}`);
}

// ---------------------------------------------------------------- 5. rivers
const RIVERS = [
  // from the Tribal Hills down into the lake of Lake City
  [[1122, 240], [1110, 290], [1128, 340], [1108, 392], [1100, 430], [1092, 462]],
  // out of the lake, down the border of Heran and Zlatka, through Baria's swamp to the south sea
  [[1070, 492], [1058, 530], [1028, 566], [990, 598], [962, 640], [948, 700], [934, 760], [910, 820], [902, 880],
    [884, 930], [888, 985], [872, 1060]],
  // from under the Giants' Land past Rotstain, through Lomen south of its town, to the tip of its cape
  [[640, 185], [625, 240], [650, 300], [625, 360], [590, 410], [575, 455], [510, 462], [450, 466], [400, 476],
    [350, 494], [330, 520], [295, 538], [250, 542], [200, 536], [150, 532], [96, 538]],
];
const riverLines = [];
for (const [i, course] of RIVERS.entries()) {
  const rnd = mulberry32(80 + i);
  let line = resample(chaikin(course, 2), 6).map(([x, y], j, all) => (j === 0 || j === all.length - 1 ? [x, y] : [x + (rnd() - 0.5) * 3, y + (rnd() - 0.5) * 3]));
  line = chaikin(line, 2).filter((p, i, all) => i % 2 === 0 || i === all.length - 1);
  // keep what is on land and out of the lake
  let run = [];
  for (const p of line) {
    const ok = mpContains(LAND, p) && !ringContains(lake[0], p);
    if (ok) run.push(p);
    else if (run.length) { if (run.length > 1) riverLines.push(run); run = []; }
  }
  if (run.length > 1) riverLines.push(run);
}
for (const [id, mp] of Object.entries(cities)) if (riverLines.some((l) => l.some((p) => mpContains(mp, p) || boundaryDist(mp, p) < 4))) console.warn(`a river runs through city ${id}`);

// ---------------------------------------------------------------- 6. anchors & labels
const textWidth = (name) => name.length * 7.2 + 6; // at the page's 11.5 px names, ~1 unit per px
function textBox([x, y], name) {
  const w = textWidth(name), h = 13;
  const pts = [];
  for (let i = 0; i <= 6; i++) for (const fy of [-0.75, -0.25, 0.2]) pts.push([x - w / 2 + (w * i) / 6, y + fy * h]);
  return pts;
}
const cityList = Object.values(cities);
const nearCity = (p, margin) => cityList.some((mp) => mpContains(mp, p) || boundaryDist(mp, p) < margin);
/** The best spot in `mp` near `target`: roomy, clear of cities, the lake and `avoid` points. */
function placeAnchor(mp, target, { want = 26, cityMargin = 34, avoid = [] } = {}) {
  const [x0, y0, x1, y1] = bbox(mp);
  let best = null, bestScore = -Infinity;
  for (let x = x0 + 2; x < x1; x += 4) for (let y = y0 + 2; y < y1; y += 4) {
    const p = [x, y];
    if (!mpContains(mp, p) || nearCity(p, cityMargin) || dist(p, LAKE_AT) < 70) continue;
    if (avoid.some(([q, r]) => dist(p, q) < r)) continue;
    const score = Math.min(boundaryDist(mp, p), want) * 4 - dist(p, target);
    if (score > bestScore) { bestScore = score; best = p; }
  }
  return best;
}
function placeLabel(mp, anchor, name, dy = 22) {
  let best = null, bestScore = -Infinity;
  for (let oy = dy - 8; oy <= dy + 30; oy += 2) for (let ox = -40; ox <= 40; ox += 4) {
    const c = [anchor[0] + ox, anchor[1] + oy];
    const pts = textBox(c, name);
    if (!pts.every((q) => mpContains(mp, q) && !nearCity(q, 6) && !ringContains(lake[0], q))) continue;
    const clear = Math.min(...pts.map((q) => boundaryDist(mp, q)));
    const score = Math.min(clear, 8) * 3 - 0.4 * Math.hypot(ox, oy - dy);
    if (score > bestScore) { bestScore = score; best = c; }
  }
  if (!best) console.warn(`no room for the name of ${name}`);
  return best || [anchor[0], anchor[1] + dy];
}
// Preferred spots for the counters of fields (else the field's centre).
const ANCHOR_AT = {
  giants_land: [700, 110], kerdurin: [330, 260], mineur: [500, 330], heilbron: [760, 340], wild_hills: [1200, 310],
  lomen: [320, 560], rotstain: [560, 560], rudern: [820, 470], lake_city: [1030, 430], shadow_lands: [1290, 510],
  malmo: [300, 720], wild_forest: [540, 720], heran: [750, 770], zlatka: [1050, 770], impassable_swamps: [1290, 720],
  ostius: [480, 900], baria: [1080, 920], west_sea: [70, 580], south_sea: [700, 1065],
};
const places = {};
for (const id of fieldIds) {
  const mp = fields[id];
  const anchor = placeAnchor(mp, ANCHOR_AT[id], { avoid: CITY[id] ? [[CITY[id].at, 85]] : [] });
  places[id] = { anchor, label: placeLabel(mp, anchor, NAMES[id]) };
}
for (const id of Object.keys(SEAS)) {
  const anchor = placeAnchor(seas[id], ANCHOR_AT[id], { want: 24, cityMargin: 0 });
  places[id] = { anchor, label: placeLabel(seas[id], anchor, NAMES[id], 20) };
}
for (const [id, c] of Object.entries(CITY)) {
  const [, , , y1] = bbox(cities[id]);
  places[cityId(id)] = { anchor: c.at, label: [c.at[0], y1 + 12] };
}

// ---------------------------------------------------------------- 7. decor
const linePath = (run) => strokes([run]);
const keepOut = Object.values(places).flatMap(({ anchor, label }, i) => [[anchor, 24], ...textBox(label, 'xxxxxxxxxx').map((p) => [p, 10])]);
const labelBoxes = Object.entries(places).map(([id, { label }]) => {
  const name = NAMES[id] || NAMES[id.replace(/^city_/, '')] || id;
  const w = textWidth(name);
  return [label[0] - w / 2 - 4, label[1] - 13, label[0] + w / 2 + 4, label[1] + 5];
});
const inLabel = ([x, y], m = 0) => labelBoxes.some(([a, b, c, d]) => x > a - m && x < c + m && y > b - m && y < d + m);
/** Dart-throwing: up to `n` spots in `mp`, `gap` apart, `margin` from its border. */
function scatter(mp, seed, { n, gap, margin, extra = () => true, tries = 30 }) {
  const rnd = mulberry32(seed);
  const [x0, y0, x1, y1] = bbox(mp);
  const got = [];
  for (let t = 0; t < n * tries && got.length < n; t++) {
    const p = [x0 + rnd() * (x1 - x0), y0 + rnd() * (y1 - y0)];
    if (!mpContains(mp, p) || boundaryDist(mp, p) < margin) continue;
    if (got.some((q) => Math.abs(q[0] - p[0]) < gap && Math.abs(q[1] - p[1]) < gap * 0.8)) continue;
    if (nearCity(p, 12) || inLabel(p, 3) || lineDist(riverLines, p) < 9 || ringContains(lake[0], p) || boundaryDist([lake], p) < 8) continue;
    if (Object.values(places).some(({ anchor }) => dist(anchor, p) < 24)) continue;
    if (!extra(p)) continue;
    got.push(p);
  }
  return got.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}
const decor = { mountains: [], hills: [], forest: [], marsh: [], waves: [] };
// Giants' Land: dense peaks with a shaded right slope, lower towards the
// edge of the range.
for (const [x, y] of scatter(fields.giants_land, 101, { n: 400, gap: 21, margin: 13 })) {
  const rnd = mulberry32(Math.round(x * 7 + y * 13));
  const k = Math.min(1, 0.6 + boundaryDist(fields.giants_land, [x, y]) / 90);
  const w = (9 + rnd() * 4) * k, h = (12 + rnd() * 8) * k, px = x + (rnd() - 0.5) * 3;
  const lines = [[[x - w, y], [px, y - h], [x + w, y]]];
  // a shaded right face, or now and then a lower peak leaning on it
  if (rnd() < 0.3) lines.push([[x + w * 0.45, y - h * 0.45], [x + w * 1.05, y - h * 0.72], [x + w * 1.55, y]]);
  else lines.push([[px + 1.5, y - h + 4], [px + w * 0.25, y - h * 0.35], [px + w * 0.5, y - 1]]);
  decor.mountains.push(strokes(lines));
}
// Tribal Hills: low rounded humps with a little shading, some doubled.
for (const [x, y] of scatter(fields.wild_hills, 102, { n: 70, gap: 30, margin: 14 })) {
  const rnd = mulberry32(Math.round(x * 5 + y * 11));
  const w = 10 + rnd() * 4, h = 6 + rnd() * 3;
  let d = `M${rel(x - w, y)}c${rel(w * 0.5, -h * 1.3, w * 1.5, -h * 1.3, w * 2, 0)}`
    + `m${rel(-w * 0.75, -h * 0.45)}l${rel(w * 0.12, h * 0.35)}m${rel(w * 0.13, -h * 0.25)}l${rel(w * 0.1, h * 0.3)}`;
  if (rnd() < 0.45) d += `M${rel(x + w * 0.55, y - h * 0.6)}c${rel(w * 0.35, -h * 0.75, w * 0.85, -h * 0.6, w * 1.15, h * 0.6 - 0.5)}`;
  decor.hills.push(d);
}
// Tribal Forest: round-crowned trees on a trunk, and a few firs.
for (const [x, y] of scatter(fields.wild_forest, 103, { n: 260, gap: 13, margin: 9 })) {
  const rnd = mulberry32(Math.round(x * 3 + y * 17));
  if (rnd() < 0.3) {
    const h = 9 + rnd() * 3;
    decor.forest.push(strokes([[[x, y + 2], [x, y - h]], [[x - 4, y - 1], [x, y - h], [x + 4, y - 1]]]));
  } else {
    const r = 3.6 + rnd() * 1.2;
    decor.forest.push(`${strokes([[[x, y + 2], [x, y - 2]]])}m${rel(-r * 0.7, 0.5)}a${rel(r, r)} 0 1 1 ${rel(r * 1.4, 0)}`);
  }
}
// Swamps: reed tufts over a line of water, and pools.
const tuft = (x, y, rnd) => {
  const s = 0.85 + rnd() * 0.4;
  return strokes([[[x - 6 * s, y], [x + 6 * s, y]], [[x, y], [x, y - 7 * s]], [[x - 2.5 * s, y], [x - 4 * s, y - 5 * s]],
    [[x + 2.5 * s, y], [x + 4 * s, y - 5 * s]]]);
};
const pool = (x, y, rnd) => strokes([[[x - 5, y + 4.5], [x - 2 + rnd() * 2, y + 4.5]], [[x + 1, y + 4.5], [x + 3 + rnd() * 2, y + 4.5]],
  [[x - 2, y + 7.5], [x + 1 + rnd() * 2, y + 7.5]]]);
// The Impassable Swamps: dense reeds and pools; Baria's swamp: sparser.
for (const [x, y] of scatter(fields.impassable_swamps, 104, { n: 300, gap: 14, margin: 9 })) {
  const rnd = mulberry32(Math.round(x * 3 + y * 5));
  decor.marsh.push(rnd() < 0.3 ? pool(x, y - 4, rnd) : tuft(x, y, rnd));
}
for (const [x, y] of scatter(fields.baria, 105, { n: 110, gap: 24, margin: 11 })) {
  const rnd = mulberry32(Math.round(x * 3 + y * 5));
  decor.marsh.push(tuft(x, y, rnd) + (rnd() < 0.25 ? pool(x + 3, y, rnd) : ''));
}
// A few waves on each sea, away from the coast.
for (const [id, n] of [['west_sea', 9], ['south_sea', 12]]) {
  const allLand = [...LAND, ...islands];
  for (const [x, y] of scatter(seas[id], 106 + n, { n, gap: 70, margin: 16, extra: (p) => boundaryDist(allLand, p) > 24 })) {
    decor.waves.push(`M${rel(x - 8, y)}q4-3.5 8 0t8 0m-13 5q3-2.5 6 0t6 0`);
  }
}
// Ripples along the coasts: lines at fixed distances offshore (iso-lines
// of the distance to the shore, traced by marching squares).
decor.coast = [];
{
  const shores = [coast, ...islands.map((p) => p[0])];
  const B = 16; // bucket size
  const buckets = new Map();
  for (const line of shores) for (let i = 0; i < line.length - 1; i++) {
    const [a, b] = [line[i], line[i + 1]];
    for (let bx = Math.floor(Math.min(a[0], b[0]) / B) - 1; bx <= Math.floor(Math.max(a[0], b[0]) / B) + 1; bx++)
      for (let by = Math.floor(Math.min(a[1], b[1]) / B) - 1; by <= Math.floor(Math.max(a[1], b[1]) / B) + 1; by++) {
        const k = bx * 10000 + by;
        if (!buckets.has(k)) buckets.set(k, []);
        buckets.get(k).push([a, b]);
      }
  }
  const G = 2;
  const nx = Math.ceil(W / G) + 1, ny = Math.ceil(H / G) + 1;
  const field = new Float32Array(nx * ny);
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) {
    const p = [i * G, j * G];
    let d2 = B * B;
    for (const [a, b] of buckets.get(Math.floor(p[0] / B) * 10000 + Math.floor(p[1] / B)) || []) d2 = Math.min(d2, segDist2(p, a, b));
    field[j * nx + i] = Math.sqrt(d2);
  }
  const allLand = [...LAND, ...islands];
  for (const level of [6, 12]) {
    const segs = [];
    const v = (i, j) => field[j * nx + i];
    const lerp = (p, q, a, b) => { const t = (level - a) / (b - a); return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]; };
    for (let j = 0; j < ny - 1; j++) for (let i = 0; i < nx - 1; i++) {
      const c = [[i * G, j * G], [(i + 1) * G, j * G], [(i + 1) * G, (j + 1) * G], [i * G, (j + 1) * G]];
      const d = [v(i, j), v(i + 1, j), v(i + 1, j + 1), v(i, j + 1)];
      const cross = [];
      for (let e = 0; e < 4; e++) {
        const [a, b] = [d[e], d[(e + 1) % 4]];
        if ((a < level) !== (b < level)) cross.push(lerp(c[e], c[(e + 1) % 4], a, b));
      }
      if (cross.length === 2) segs.push(cross);
      else if (cross.length === 4) segs.push([cross[0], cross[1]], [cross[2], cross[3]]);
    }
    // join the pieces into lines
    const key = ([x, y]) => `${Math.round(x * 100)},${Math.round(y * 100)}`;
    const ends = new Map();
    for (const [k, sg] of segs.entries()) for (const p of sg) {
      if (!ends.has(key(p))) ends.set(key(p), []);
      ends.get(key(p)).push(k);
    }
    const used = new Set();
    for (let k = 0; k < segs.length; k++) {
      if (used.has(k)) continue;
      used.add(k);
      const line = [...segs[k]];
      for (const dir of [1, -1]) {
        for (;;) {
          const tip = dir === 1 ? line[line.length - 1] : line[0];
          const next = (ends.get(key(tip)) || []).find((n) => !used.has(n));
          if (next === undefined) break;
          used.add(next);
          const [a, b] = segs[next];
          const far = key(a) === key(tip) ? b : a;
          if (dir === 1) line.push(far); else line.unshift(far);
        }
      }
      // offshore only, thinned, long enough to read
      let run = [];
      const flush = () => {
        if (run.length > 1 && arcLength(run) > 30) decor.coast.push(strokes([run]));
        run = [];
      };
      for (const p of line) {
        const last = run[run.length - 1];
        if (last && dist(last, p) < 4) continue;
        if (mpContains(allLand, p) || ringContains(lake[0], p) || p[0] < 1 || p[1] < 1 || p[0] > W - 1 || p[1] > H - 1) flush();
        else run.push(p);
      }
      flush();
    }
  }
}
for (const [k, v] of Object.entries(decor)) console.log(`decor ${k}: ${v.length} glyphs`);

// ---------------------------------------------------------------- 8. output
// Outlines in the maps' compact relative syntax (geometry.mjs).
const pathOf = ringsPath;
const pt = (p) => [r1(p[0]), r1(p[1])];
const order = [...fieldIds, ...Object.keys(SEAS), ...Object.keys(CITIES).map(cityId)];
const shapes = { ...fields, ...seas, ...Object.fromEntries(Object.entries(cities).map(([id, mp]) => [cityId(id), mp])) };
const result = {
  source: 'Invented map (no geographic data): coast, borders, islands, lake and rivers generated with seeded noise '
    + 'and a Voronoi diagram of points on the grid of rules SR-G1; generated by tools/mapgen/build-shadow-realms.mjs',
  view_box: [0, 0, W, H],
  regions: order.map((id) => ({ id, path: pathOf(shapes[id]), label: pt(places[id].label), anchor: pt(places[id].anchor) })),
  background_land: pathOf(islands),
  rivers: riverLines.map(linePath).join(''),
  decor: Object.fromEntries(Object.entries(decor).map(([k, v]) => [k, v.join('')])),
  // The factions' arms (SR-G2), drawn in emblems-shadow-realms.mjs, in the
  // compact form engine::board::Geometry::emblems reads.
  emblems: Object.fromEntries(Object.entries(EMBLEMS).map(([role, parts]) =>
    [role, parts.map((p) => [p.fill, p.stroke ?? '', p.width ?? '', p.d].join(';')).join('|')])),
};
mkdirSync(dirname(OUT), { recursive: true });
const json = JSON.stringify(result);
writeFileSync(OUT, json + '\n');
console.log(`wrote ${OUT}: ${(json.length / 1024).toFixed(0)} KB, ${order.length} regions, view_box 0 0 ${W} ${H}`);

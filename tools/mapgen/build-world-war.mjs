#!/usr/bin/env node
// Builds public/maps/world-war-europe-1939.json: SVG outlines of the 55 land
// regions and 15 sea zones of the World War scenario (rules WW-G1), drawn from
// Natural Earth 1:50m country polygons (public domain, npm `world-atlas`).
//
// Method
//  1. Simplify the country topology (topology-preserving, so shared borders
//     stay shared), project it with a Lambert conformal conic centred on
//     Europe, clip it to the map frame.
//  2. Each modern country may be claimed by a short list of regions (1939
//     borders do not follow modern ones). A country claimed by several regions
//     is split by a Voronoi diagram of those regions' seed points (the main
//     city plus hint points that shape the region); pieces are unioned per
//     region. Land claimed by no region becomes `background_land`.
//  3. The water inside the frame is split the same way among sea-zone seeds.
//  4. Detached slivers are merged into the neighbour they touch; anchors and
//     labels are placed well inside each region.
//  Lakes enclosed by land are filled into the surrounding region. Water that
//  leaves the frame without touching a sea zone (Red Sea and Gulf of Suez,
//  Persian Gulf, Kara Sea inlets) is left uncovered: it is off the map.
//
// Run: `npm ci && node build-world-war.mjs` (see README.md). Deterministic.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import * as topojson from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import { geoConicConformal } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { snap, pc, ringArea, polyArea, mpArea, ringContains, polyContains, mpContains, segDist2, boundaryDist, bbox, r1, ringsPath } from './geometry.mjs';


const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../public/maps/world-war-europe-1939.json');
const ATLAS_VERSION = require('world-atlas/package.json').version;
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));

// ---------------------------------------------------------------- parameters
const SIMPLIFY_STERADIANS = 7e-8; // Visvalingam weight threshold
const STRAIT = 4; // pieces closer than this to their region's main part are kept
const MIN_PART_AREA = 6;
const MIN_SEGMENT = 1.5; // drop outline points closer than this to the previous one // drop islands smaller than this (projected units^2)
const W = 1600; // output width
// Frame in raw projection units (scale 1000, origin at lon 18 / lat 50).
const RAW_FRAME = { x0: -490, x1: 515, y0: -445, y1: 386 };
const K = W / (RAW_FRAME.x1 - RAW_FRAME.x0);
const H = Math.round((RAW_FRAME.y1 - RAW_FRAME.y0) * K);

const projection = geoConicConformal()
  .parallels([35, 65])
  .rotate([-18, 0])
  .center([0, 50])
  .scale(1000 * K)
  .translate([-RAW_FRAME.x0 * K, -RAW_FRAME.y0 * K]);
const P = (lonlat) => projection(lonlat);
const FRAME = [[[0, 0], [W, 0], [W, H], [0, H], [0, 0]]];

// ---------------------------------------------------------------- spec data
// Land regions: id -> [lon, lat] of the main city (WW-G1 table G1.1), owner.
const LAND = {
  berlin: [13.40, 52.52, 'axis'], hamburg: [9.99, 53.55, 'axis'], ruhr: [7.01, 51.46, 'axis'],
  munich: [11.58, 48.14, 'axis'], konigsberg: [20.51, 54.71, 'axis'], breslau: [17.03, 51.11, 'axis'],
  prague: [14.44, 50.08, 'axis'], vienna: [16.37, 48.21, 'axis'], milan: [9.19, 45.46, 'axis'],
  rome: [12.50, 41.90, 'axis'], naples: [14.27, 40.85, 'axis'], tripoli: [13.19, 32.89, 'axis'],
  tirana: [19.82, 41.33, 'axis'],
  moscow: [37.62, 55.76, 'ussr'], leningrad: [30.31, 59.94, 'ussr'], murmansk: [33.08, 68.97, 'ussr'],
  minsk: [27.57, 53.90, 'ussr'], kiev: [30.52, 50.45, 'ussr'], kharkov: [36.23, 49.99, 'ussr'],
  odessa: [30.72, 46.48, 'ussr'], stalingrad: [44.51, 48.71, 'ussr'], baku: [49.87, 40.41, 'ussr'],
  sverdlovsk: [60.61, 56.84, 'ussr'],
  london: [-0.13, 51.51, 'allies'], birmingham: [-1.89, 52.49, 'allies'], glasgow: [-4.25, 55.86, 'allies'],
  paris: [2.35, 48.86, 'allies'], marseille: [5.37, 43.30, 'allies'], algiers: [3.06, 36.75, 'allies'],
  tunis: [10.18, 36.81, 'allies'], cairo: [31.24, 30.04, 'allies'], jerusalem: [35.21, 31.77, 'allies'],
  damascus: [36.29, 33.51, 'allies'], baghdad: [44.37, 33.31, 'allies'],
  warsaw: [21.01, 52.23, 'neutral'], lwow: [24.03, 49.84, 'neutral'], riga: [24.11, 56.95, 'neutral'],
  helsinki: [24.94, 60.17, 'neutral'], stockholm: [18.07, 59.33, 'neutral'], oslo: [10.75, 59.91, 'neutral'],
  copenhagen: [12.57, 55.68, 'neutral'], amsterdam: [4.90, 52.37, 'neutral'], brussels: [4.35, 50.85, 'neutral'],
  bern: [7.45, 46.95, 'neutral'], madrid: [-3.70, 40.42, 'neutral'], lisbon: [-9.14, 38.72, 'neutral'],
  dublin: [-6.26, 53.35, 'neutral'], budapest: [19.04, 47.50, 'neutral'], bucharest: [26.10, 44.43, 'neutral'],
  belgrade: [20.45, 44.79, 'neutral'], sofia: [23.32, 42.70, 'neutral'], athens: [23.73, 37.98, 'neutral'],
  istanbul: [28.98, 41.01, 'neutral'], ankara: [32.86, 39.93, 'neutral'], tehran: [51.39, 35.69, 'neutral'],
};
// Sea zones: id -> approx [lon, lat] (table G1.3).
const SEA = {
  north_atlantic: [-20, 55], south_atlantic: [-15, 35], norwegian_sea: [3, 67], barents_sea: [38, 72],
  north_sea: [3, 56], english_channel: [-2, 50], bay_of_biscay: [-5, 45], baltic_sea: [19, 57],
  western_med: [5, 39], central_med: [16, 35], adriatic_sea: [15, 43], eastern_med: [29, 34],
  aegean_sea: [25, 39], black_sea: [34, 43], caspian_sea: [51, 42],
};

// Hint seeds [lon, lat] that shape each region inside the countries it may
// claim (the main city is always a seed too). 'bg' = background land.
const HINTS = {
  berlin: [[12.37, 51.34], [13.74, 51.05], [11.03, 50.98], [11.63, 52.13], [12.1, 54.09], [13.4, 54.1],
    [14.55, 53.43], [16.17, 54.19], [17.03, 54.46], [15.24, 52.73], [16.5, 53.3], [14.5, 51.9]],
  hamburg: [[9.2, 54.5], [10.13, 54.32], [8.8, 53.08], [9.73, 52.37], [8.0, 53.2], [11.4, 53.63], [10.5, 52.3], [7.6, 52.8]],
  ruhr: [[6.96, 50.94], [7.63, 51.96], [7.59, 50.36], [7.0, 49.23], [9.5, 51.3], [8.68, 50.11], [8.27, 49.99], [6.4, 50.2], [9.0, 51.6], [8.0, 49.6]],
  munich: [[9.18, 48.78], [11.08, 49.45], [9.93, 49.79], [7.85, 47.99], [8.4, 49.0], [12.1, 49.0], [10.9, 47.6], [13.0, 48.6]],
  konigsberg: [[20.49, 53.78], [19.4, 54.16], [21.8, 53.9], [21.9, 54.6]],
  breslau: [[17.93, 50.67], [16.16, 51.21], [16.28, 50.77], [15.6, 51.7], [18.67, 50.29], [16.9, 51.6]],
  prague: [[16.61, 49.2], [13.38, 49.75], [15.8, 50.2], [17.25, 49.6], [18.26, 49.83], [17.11, 48.15], [19.15, 48.73],
    [21.26, 48.72], [20.3, 49.1], [14.47, 48.97], [12.9, 50.2]],
  vienna: [[14.29, 48.31], [13.04, 47.81], [11.39, 47.27], [9.75, 47.25], [15.44, 47.07], [14.3, 46.62], [12.5, 47.2]],
  milan: [[7.69, 45.07], [8.93, 44.41], [12.33, 45.44], [11.34, 44.49], [13.78, 45.65], [10.99, 45.44], [11.35, 46.5],
    [13.65, 45.96], [13.85, 44.95], [10.3, 44.8], [12.2, 44.3]],
  rome: [[11.25, 43.77], [13.5, 43.6], [12.39, 43.11], [14.2, 42.46], [13.4, 42.35], [10.4, 43.7], [11.1, 42.8],
    [9.11, 39.22], [8.56, 40.73], [9.2, 40.1]],
  naples: [[16.87, 41.12], [15.65, 38.11], [17.24, 40.47], [13.36, 38.12], [15.09, 37.5], [16.25, 39.3], [15.55, 41.46],
    [18.17, 40.35], [14.0, 37.5], [12.5, 37.8], [15.8, 40.6]],
  tripoli: [[20.07, 32.12], [15.09, 32.38], [16.6, 31.2], [22.64, 32.77], [12.0, 30.5], [18.5, 29.8], [23.96, 32.08], [14.4, 29.5]],
  tirana: [[20.0, 40.0], [19.5, 42.0], [20.3, 40.7]],
  moscow: [[32.05, 54.78], [35.9, 56.86], [39.89, 57.63], [39.9, 59.22], [41.0, 57.8], [44.0, 56.33], [49.1, 55.8],
    [49.67, 58.6], [50.8, 61.67], [46.65, 61.25], [53.7, 63.56], [52.0, 62.5], [39.7, 54.63], [37.6, 54.2], [34.37, 53.24], [36.07, 52.97],
    [41.45, 52.72], [45.0, 53.2], [39.2, 51.67], [48.4, 54.3], [44.3, 59.3], [36.0, 58.5]],
  leningrad: [[28.33, 57.82], [31.27, 58.52], [33.6, 59.64], [30.53, 56.34], [29.0, 59.2], [35.5, 60.5], [30.0, 60.8]],
  murmansk: [[32.0, 67.5], [36.0, 68.0], [34.35, 61.79], [40.52, 64.54], [34.58, 64.95], [44.2, 65.85], [31.0, 64.0],
    [33.0, 62.8], [38.5, 62.5], [42.5, 63.3], [48.0, 66.5], [46.0, 64.0], [38.0, 66.8], [51.5, 67.2], [50.0, 65.5]],
  minsk: [[28.5, 54.23], [30.2, 55.19], [30.33, 53.9], [31.0, 52.43], [29.2, 53.14], [28.8, 55.5], [27.9, 52.9],
    [29.24, 52.05], [28.3, 55.85]],
  kiev: [[28.66, 50.25], [28.47, 49.23], [31.29, 51.5], [32.06, 49.44], [32.26, 48.51], [30.22, 48.75], [27.3, 48.8],
    [27.0, 49.9], [33.1, 50.6], [29.5, 51.3], [28.2, 48.45]],
  kharkov: [[37.8, 48.0], [39.3, 48.57], [35.04, 48.46], [34.55, 49.59], [34.8, 50.91], [35.14, 47.84], [36.19, 51.73],
    [36.59, 50.6], [38.5, 49.4], [37.6, 50.9]],
  odessa: [[32.0, 46.97], [32.6, 46.64], [34.1, 44.95], [33.52, 44.6], [36.1, 45.3], [35.37, 46.85], [36.8, 46.75],
    [37.55, 47.1], [33.4, 45.7], [31.0, 47.3], [30.0, 47.4], [29.9, 47.8], [34.2, 46.6]],
  stalingrad: [[46.03, 51.53], [48.03, 46.35], [39.7, 47.24], [38.9, 47.2], [44.27, 46.31], [50.1, 53.2], [41.5, 49.5],
    [43.0, 50.8], [41.3, 47.5], [47.2, 49.2], [49.0, 51.5], [42.5, 46.8], [46.4, 47.6], [44.2, 52.5]],
  baku: [[37.2, 45.2], [38.98, 45.04], [41.97, 45.04], [45.7, 43.32], [47.5, 42.98], [43.6, 43.49], [37.8, 44.7], [39.72, 43.6],
    [44.79, 41.72], [42.7, 42.27], [41.64, 41.64], [44.51, 40.18], [46.36, 38.91], [47.0, 40.3], [48.6, 41.3],
    [40.5, 44.3], [44.0, 44.5], [45.4, 39.2]],
  sverdlovsk: [[56.25, 58.0], [56.77, 59.63], [61.4, 55.16], [55.96, 54.74], [55.1, 51.77], [53.2, 56.85], [58.98, 53.4],
    [60.54, 59.6], [52.4, 54.9], [57.5, 61.0], [59.0, 57.5], [52.5, 52.8], [58.2, 52.2]],
  london: [[-1.4, 50.9], [-3.53, 50.72], [-4.14, 50.37], [-5.0, 50.3], [-0.14, 50.83], [1.3, 51.13], [-1.26, 51.75],
    [0.12, 52.2], [1.3, 52.63], [-2.59, 51.45], [-2.2, 50.9], [0.5, 51.6], [-3.6, 51.1], [-4.3, 50.9], [-3.0, 51.15]],
  birmingham: [[-2.24, 53.48], [-1.55, 53.8], [-1.61, 54.97], [-2.98, 53.41], [-3.18, 51.48], [-4.08, 52.41],
    [-1.15, 52.95], [-2.93, 54.89], [-3.8, 53.1], [-0.5, 53.6], [-2.7, 52.2], [-4.5, 51.8]],
  glasgow: [[-3.19, 55.95], [-2.1, 57.15], [-4.22, 57.48], [-3.6, 55.3], [-5.0, 56.5], [-3.3, 58.4], [-2.5, 55.7],
    [-6.3, 57.4], [-4.8, 55.2]],
  paris: [[3.06, 50.63], [1.1, 49.44], [-1.68, 48.11], [-4.49, 48.39], [-1.55, 47.22], [7.75, 48.58], [6.18, 48.69],
    [4.03, 49.26], [1.9, 47.9], [5.04, 47.32], [6.02, 47.24], [0.69, 47.39], [-0.6, 49.2], [-3.0, 48.0], [3.1, 47.4], [7.3, 47.8]],
  marseille: [[4.84, 45.76], [6.13, 45.9], [1.26, 45.83], [3.09, 45.78], [-0.58, 44.84], [1.44, 43.6], [7.26, 43.7],
    [3.88, 43.61], [0.34, 46.58], [-1.15, 46.16], [8.74, 41.93], [9.2, 42.4], [5.7, 45.2], [-1.0, 43.7], [2.4, 44.4]],
  algiers: [[-7.59, 33.57], [-5.0, 34.03], [-1.9, 34.68], [0.63, 35.7], [-6.84, 34.02], [-8.0, 31.63], [5.41, 36.19],
    [6.61, 36.37], [4.0, 35.0], [2.8, 33.8], [-2.2, 33.0], [-4.5, 32.0], [7.5, 34.0], [-9.6, 30.4], [5.0, 32.5]],
  tunis: [[10.6, 35.8], [10.1, 33.9], [8.8, 36.4], [9.5, 34.7], [9.3, 33.0]],
  cairo: [[29.92, 31.2], [32.3, 31.26], [27.2, 31.3], [32.55, 29.97], [33.8, 30.5], [34.0, 29.0], [25.6, 29.5], [28.5, 29.5],
    [31.0, 28.5], [30.0, 30.5]],
  jerusalem: [[34.78, 32.08], [35.0, 32.8], [35.93, 31.95], [36.5, 30.5], [35.0, 30.0], [37.5, 31.5], [36.0, 32.5], [38.5, 32.5]],
  damascus: [[35.5, 33.89], [36.72, 34.73], [37.16, 36.2], [38.0, 35.0], [40.1, 35.3], [39.0, 36.5], [41.2, 36.7], [36.0, 35.4], [38.0, 33.4]],
  baghdad: [[43.13, 36.34], [44.39, 35.47], [47.78, 30.5], [44.3, 32.0], [42.0, 34.0], [40.5, 33.5], [45.8, 33.5],
    [44.0, 36.9], [46.0, 31.0], [42.5, 32.0]],
  warsaw: [[19.46, 51.76], [16.93, 52.41], [18.0, 53.12], [18.65, 54.35], [18.6, 53.01], [19.94, 50.06], [19.02, 50.26],
    [20.63, 50.87], [22.57, 51.25], [21.15, 51.4], [20.5, 53.1], [21.5, 50.3], [23.0, 50.7], [17.8, 51.7], [19.5, 52.6]],
  lwow: [[22.77, 49.78], [22.2, 49.45], [23.16, 53.13], [22.93, 54.1], [23.83, 53.68], [25.3, 53.89], [23.69, 52.1],
    [26.1, 52.11], [26.0, 53.13], [26.83, 55.11], [27.0, 55.6], [25.33, 50.75], [26.25, 50.62], [25.59, 49.55],
    [24.71, 48.92], [24.7, 51.2], [24.3, 52.5], [26.8, 51.6], [23.8, 48.6]],
  riga: [[25.28, 54.69], [23.9, 54.9], [21.14, 55.7], [24.75, 59.44], [26.72, 58.38], [21.5, 57.3], [26.5, 56.5],
    [27.5, 57.3], [22.5, 58.4], [23.3, 56.2], [25.5, 58.9]],
  helsinki: [[22.27, 60.45], [23.76, 61.5], [25.47, 65.01], [25.72, 66.5], [27.7, 62.9], [28.2, 61.06], [22.0, 63.0],
    [28.5, 68.0], [24.5, 68.5], [20.0, 60.2], [29.5, 64.5], [26.5, 60.5]],
  stockholm: [[11.97, 57.71], [13.0, 55.6], [17.64, 59.86], [15.6, 58.4], [16.3, 56.7], [22.15, 65.58], [20.26, 63.83],
    [17.3, 62.4], [14.6, 63.2], [20.2, 67.85], [13.5, 60.7], [18.0, 65.5], [18.5, 57.5], [14.0, 57.0]],
  oslo: [[5.32, 60.39], [10.4, 63.43], [18.96, 69.65], [14.4, 67.28], [5.73, 58.97], [8.0, 58.15], [7.2, 62.7],
    [23.7, 70.0], [29.0, 70.0], [9.0, 61.5], [12.3, 65.5], [16.5, 68.5], [11.5, 61.3]],
  copenhagen: [[10.2, 56.16], [9.92, 57.05], [8.45, 55.47], [10.4, 55.4], [11.8, 55.4], [14.9, 55.1], [9.5, 56.5]],
  amsterdam: [[4.48, 51.92], [5.12, 52.09], [6.57, 53.22], [5.5, 51.44], [6.0, 52.5], [5.7, 50.85]],
  brussels: [[4.4, 51.22], [3.72, 51.05], [5.57, 50.63], [6.13, 49.61], [4.87, 50.47], [5.4, 50.0], [3.0, 51.0]],
  bern: [[8.54, 47.37], [6.14, 46.2], [8.95, 46.0], [9.8, 46.7], [7.6, 47.5], [9.5, 47.15]],
  madrid: [[2.17, 41.39], [-0.38, 39.47], [-5.98, 37.39], [-4.42, 36.72], [-8.54, 42.88], [-2.93, 43.26], [-4.72, 41.65],
    [-0.88, 41.65], [2.9, 39.6], [-6.3, 39.5], [-1.1, 37.98], [-3.6, 37.18], [-1.6, 42.8], [1.5, 42.5]],
  lisbon: [[-8.61, 41.15], [-8.0, 37.1], [-7.9, 40.0], [-7.7, 38.6]],
  dublin: [[-8.47, 51.9], [-9.05, 53.27], [-5.93, 54.6], [-7.31, 55.0], [-8.0, 54.3], [-7.6, 52.6], [-9.5, 52.2]],
  budapest: [[21.63, 47.53], [20.15, 46.25], [17.91, 47.1], [22.3, 48.62], [22.72, 48.44], [23.3, 48.17], [18.2, 46.1],
    [20.8, 48.1]],
  bucharest: [[23.6, 46.77], [21.23, 45.75], [27.6, 47.16], [28.65, 44.18], [25.94, 48.29], [28.84, 45.35], [28.61, 45.68],
    [28.86, 47.0], [24.0, 44.3], [25.6, 45.65], [26.9, 46.0], [28.0, 48.0], [29.3, 46.3]],
  belgrade: [[14.5, 46.05], [15.65, 46.55], [15.98, 45.81], [16.44, 43.51], [15.23, 44.12], [18.69, 45.55], [15.55, 45.49],
    [15.37, 44.55], [18.41, 43.86], [17.2, 44.8], [19.26, 42.44], [21.43, 42.0], [21.9, 43.3], [20.9, 42.66],
    [22.0, 44.5], [18.1, 42.65], [14.8, 45.3], [17.8, 43.3]],
  sofia: [[24.75, 42.15], [27.91, 43.21], [27.47, 42.5], [25.6, 43.1], [23.0, 43.7], [26.5, 41.8], [23.5, 41.6]],
  athens: [[22.94, 40.64], [21.74, 38.25], [22.42, 39.64], [20.85, 39.66], [25.14, 35.34], [24.0, 35.3], [26.0, 41.1],
    [24.4, 40.9], [22.0, 37.2], [26.2, 39.2], [28.0, 36.4], [25.4, 37.0], [24.0, 38.6], [20.0, 39.5]],
  istanbul: [[26.56, 41.68], [27.5, 40.98], [26.67, 40.41], [27.22, 41.73], [28.0, 41.4], [29.25, 41.0]],
  ankara: [[27.14, 38.42], [29.06, 40.19], [29.92, 40.77], [26.41, 40.15], [30.7, 36.9], [35.32, 37.0], [32.48, 37.87],
    [36.33, 41.29], [39.72, 41.0], [41.27, 39.9], [35.48, 38.73], [40.22, 37.91], [43.38, 38.5], [28.0, 39.6],
    [38.3, 38.4], [31.5, 41.2], [34.0, 41.5], [43.0, 40.6], [36.2, 36.6], [28.4, 37.2], [33.5, 36.5], [31.0, 39.0], [27.97, 40.35], [29.27, 40.65], [28.6, 40.4]],
  tehran: [[46.29, 38.08], [47.08, 34.31], [51.67, 32.65], [59.6, 36.3], [48.67, 31.32], [45.5, 37.5], [49.6, 37.3],
    [53.0, 36.5], [55.0, 37.0], [57.3, 37.4], [50.0, 34.0], [54.4, 34.0], [57.0, 32.0], [48.3, 30.3], [52.5, 29.6]],
  bg: [
    // Russia east of the Urals and the far north-east
    [65.53, 57.15], [65.34, 55.44], [68.25, 58.2], [69.0, 61.0], [64.0, 67.5], [58.0, 66.0], [56.0, 68.0],
    [60.0, 64.0], [66.0, 63.0], [63.0, 60.5], [58.5, 66.0], [70.0, 66.0], [67.0, 54.0],
    // Libya, Egypt, Algeria: deep desert
  ],
};

// Which regions may claim each country (by Natural Earth name). Unlisted
// countries are background. `parts` can route whole polygon parts (islands)
// by their lon/lat centroid before the Voronoi split; `bgSouthOf` cuts off
// desert south of a latitude.
const COUNTRIES = {
  Germany: { regions: ['berlin', 'hamburg', 'ruhr', 'munich'] },
  Poland: { regions: ['berlin', 'breslau', 'konigsberg', 'warsaw', 'lwow'] },
  Russia: {
    regions: ['konigsberg', 'leningrad', 'murmansk', 'moscow', 'kharkov', 'stalingrad', 'sverdlovsk', 'baku', 'odessa', 'bg'],
    parts: (lon, lat) => (lon < 23 ? 'konigsberg' : lat > 68.8 && lon > 45 ? 'bg' : null),
  },
  Belarus: { regions: ['lwow', 'minsk'] },
  Ukraine: { regions: ['lwow', 'kiev', 'kharkov', 'odessa', 'bucharest', 'budapest'] },
  Moldova: { regions: ['bucharest'] },
  Romania: { regions: ['bucharest'] },
  Hungary: { regions: ['budapest'] },
  Czechia: { regions: ['prague'] },
  Slovakia: { regions: ['prague'] },
  Austria: { regions: ['vienna'] },
  Liechtenstein: { regions: ['bern'] },
  Switzerland: { regions: ['bern'] },
  Slovenia: { regions: ['belgrade', 'milan'] },
  Croatia: { regions: ['belgrade', 'milan'] },
  'Bosnia and Herz.': { regions: ['belgrade'] },
  Serbia: { regions: ['belgrade'] },
  Montenegro: { regions: ['belgrade'] },
  Kosovo: { regions: ['belgrade'] },
  Macedonia: { regions: ['belgrade'] },
  Albania: { regions: ['tirana'] },
  Greece: { regions: ['athens'] },
  Bulgaria: { regions: ['sofia'] },
  Turkey: { regions: ['istanbul', 'ankara'] },
  Italy: { regions: ['milan', 'rome', 'naples'] },
  'San Marino': { regions: ['rome'] },
  Vatican: { regions: ['rome'] },
  France: { regions: ['paris', 'marseille'] },
  Monaco: { regions: ['marseille'] },
  Andorra: { regions: ['madrid'] },
  Spain: { regions: ['madrid'], parts: (lon, lat) => (lon < -10 || lat < 36 ? 'bg' : null) },
  Portugal: { regions: ['lisbon'], parts: (lon) => (lon < -10 ? 'bg' : null) },
  Belgium: { regions: ['brussels'] },
  Luxembourg: { regions: ['brussels'] },
  Netherlands: { regions: ['amsterdam'] },
  Denmark: { regions: ['copenhagen'] },
  Norway: { regions: ['oslo'], parts: (lon, lat) => (lat > 73.5 || lon < 0 ? 'bg' : null) },
  Sweden: { regions: ['stockholm'] },
  Finland: { regions: ['helsinki'] },
  'Åland': { regions: ['helsinki'] },
  Estonia: { regions: ['riga'] },
  Latvia: { regions: ['riga'] },
  Lithuania: { regions: ['riga'] },
  'United Kingdom': {
    regions: ['london', 'birmingham', 'glasgow'],
    parts: (lon, lat) => (lon < -5.4 && lat < 55.4 && lat > 54 ? 'dublin' : null),
  },
  Ireland: { regions: ['dublin'] },
  Georgia: { regions: ['baku'] },
  Armenia: { regions: ['baku'] },
  Azerbaijan: { regions: ['baku'] },
  Iran: { regions: ['tehran'] },
  Iraq: { regions: ['baghdad'] },
  Syria: { regions: ['damascus'] },
  Lebanon: { regions: ['damascus'] },
  Israel: { regions: ['jerusalem'] },
  Palestine: { regions: ['jerusalem'] },
  Jordan: { regions: ['jerusalem'] },
  Egypt: { regions: ['cairo'], bgSouthOf: 28.4 },
  Libya: { regions: ['tripoli'], bgSouthOf: 29.3 },
  Tunisia: { regions: ['tunis'] },
  Algeria: { regions: ['algiers'], bgSouthOf: 31.0 },
  Morocco: { regions: ['algiers'], bgSouthOf: 29.8 },
};

// Sea seeds: the spec's point plus hints.
const SEA_HINTS = {
  north_atlantic: [[-25, 62], [-15, 58], [-11, 53], [-9, 57], [-5.0, 54.0], [-4.5, 53.5], [-3.6, 54.3], [-5.6, 52.3],
    [-4.5, 51.35], [-14, 50], [-18, 47], [-10, 60.5], [-22, 48], [-7.5, 55.8], [-6.5, 51.2], [-25, 69], [-8.5, 50],
    [-8.2, 48.6], [-10.5, 47.5], [-14, 46.5]],
  south_atlantic: [[-20, 41.5], [-15, 41.5], [-12, 38], [-10.5, 36.5], [-7.5, 36.5], [-6.2, 36.0], [-12, 31], [-18, 36], [-10.5, 41], [-11.5, 33]],
  norwegian_sea: [[0, 64], [10, 69.5], [-8, 67], [4.5, 62.5], [14, 70.2], [18, 71.2], [-2, 71], [8, 66], [22, 72.5], [26, 71.6], [28.8, 71.2], [30.2, 70.1], [31.3, 70.6]],
  barents_sea: [[34, 71.3], [31.6, 69.95], [33, 70.6], [45, 70], [52, 70], [38, 65.5], [36.5, 65.3], [39.2, 64.8], [55, 69], [33, 69.8], [57, 71.5]],
  north_sea: [[2, 53], [4, 54], [6, 55], [0, 58], [3.0, 51.9], [7.5, 54.2], [8.0, 57.3], [9.5, 58.2], [10.3, 58.6], [1.5, 60], [4.0, 58.5], [-1, 56.5]],
  english_channel: [[0, 50.2], [1.3, 50.6], [-4, 49.8], [2.2, 51.15], [-5.6, 49.6], [-3.5, 48.9], [-1.2, 49.8], [-5.3, 48.0], [-3.4, 47.4], [-2.6, 47.1], [-2.5, 46.9]],
  bay_of_biscay: [[-3, 44], [-2, 46], [-7, 44.3], [-8, 46], [-4, 46.2], [-2.0, 46.2], [-1.8, 43.6], [-8.8, 44]],
  baltic_sea: [[15, 55], [12.9, 55.6], [11.8, 56.7], [11.2, 58.2], [20, 59.5], [25, 59.8], [28.2, 60], [20, 62],
    [22, 64.5], [23.5, 57.6], [17.5, 58], [14, 54.5], [19.3, 54.6], [10.7, 54.5], [12.3, 54.4], [19.5, 60.5], [24, 65.3], [20.5, 55.8]],
  western_med: [[0, 38], [-3, 36.2], [-4.8, 36.0], [4, 42], [6, 43], [8.5, 43.8], [10.8, 40.5], [12, 40], [13.5, 39.3],
    [9.5, 38], [3, 37.5], [6, 38], [1.5, 40.5], [10.5, 42.5], [12.2, 38.6], [11.0, 37.6]],
  central_med: [[18, 37.5], [13, 35], [12, 33.7], [11.3, 35], [18, 32], [20, 34], [17.2, 39.7], [20, 37], [21.4, 36.1],
    [15.3, 36.5], [17, 38.4], [19.8, 38.3], [19.0, 39.6], [14.5, 34]],
  adriatic_sea: [[13, 44.5], [17, 42], [18.7, 41.5], [12.8, 45.3], [14.5, 44.5], [16.0, 43.2], [19.2, 40.8], [19.1, 40.2]],
  eastern_med: [[26, 33.5], [33, 34], [34.2, 32.5], [31, 32], [24.5, 33.5], [34.8, 35.7], [35.6, 36.5], [30.5, 36.3],
    [27.5, 35.3], [29, 35.6], [32.5, 35.9], [24.5, 34.5], [26, 34.8], [22.6, 35.95], [23.3, 35.6]],
  aegean_sea: [[24.5, 37.5], [25.5, 36.6], [26, 40.3], [23.5, 40.2], [27.5, 40.7], [28.7, 40.8], [27.0, 37.6], [24, 39],
    [26.2, 38.4], [23.3, 36.7], [26.5, 35.8], [24.8, 39.5]],
  black_sea: [[31, 43.5], [29.5, 43], [38, 43], [40, 42], [36, 45.8], [37.3, 46.4], [33, 45.9], [31.2, 46.4], [29.5, 42],
    [35, 42.4], [37, 44.5], [41.3, 42], [29.2, 41.3]],
  caspian_sea: [[50, 40], [51, 38], [49, 44.5], [51, 46.2], [52.5, 37.5], [52.5, 41], [50.5, 43]],
};

// ---------------------------------------------------------------- geometry utils
const safeUnion = (geoms) => {
  const g = geoms.filter((x) => x && x.length);
  if (!g.length) return [];
  // union in a balanced tree: faster and more robust than one huge call
  let layer = g;
  while (layer.length > 1) {
    const next = [];
    for (let i = 0; i < layer.length; i += 2) next.push(i + 1 < layer.length ? pc.union(layer[i], layer[i + 1]) : layer[i]);
    layer = next;
  }
  return layer[0];
};
// Rough lon/lat of a projected point
const inv = (pt) => projection.invert(pt);

// ---------------------------------------------------------------- 1. countries
const simple = simplify(presimplify(topo, sphericalTriangleArea), SIMPLIFY_STERADIANS);
// Then drop arc points closer than MIN_SEGMENT (projected units) to the
// previous kept point. Arcs are shared by neighbouring countries, so borders
// stay identical on both sides.
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

const LONLAT_BOX = [[[-45, 18], [100, 18], [100, 84], [-45, 84], [-45, 18]]];
function projectCountry(geom) {
  if (!geom) return [];
  const polys = (geom.type === 'Polygon' ? [geom.coordinates] : geom.coordinates)
    // unwrap rings that cross the antimeridian (Russia's Chukotka)
    .map((p) => p.filter((r) => r.length >= 4).map((r) => {
      const xs = r.map((c) => c[0]);
      const wraps = Math.max(...xs) - Math.min(...xs) > 180;
      return r.map(([x, y]) => [wraps && x < 0 ? x + 360 : x, y]);
    }))
    .filter((p) => p.length && p[0].length >= 4);
  if (!polys.length) return [];
  let clipped = pc.intersection(polys, LONLAT_BOX);
  if (!clipped.length) return [];
  // densify long edges (box cuts) before projecting so they curve properly
  const proj = clipped.map((p) => p.map((r) => {
    const out = [];
    for (let i = 0; i < r.length - 1; i++) {
      const [a, b] = [r[i], r[i + 1]];
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.5));
      for (let k = 0; k < n; k++) out.push(P([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]));
    }
    out.push(out[0]);
    return out;
  }));
  const inFrame = pc.intersection(proj, FRAME);
  return inFrame;
}

const pieces = {}; // region id -> list of multipolygons
const add = (id, mp) => { if (mp.length) (pieces[id] ||= []).push(mp); };
const seedPts = (id) => [LAND[id] ? LAND[id].slice(0, 2) : null, ...(HINTS[id] || [])].filter(Boolean);
const usedCountries = new Set();

const projected = features.map((f) => ({ name: f.properties.name, mp: projectCountry(f.geometry) })).filter((c) => c.mp.length);
// Small islands (whole land masses below MIN_PART_AREA) are dropped; tiny
// countries and exclaves that touch other land are kept.
const tinyIslands = safeUnion(projected.map((c) => c.mp)).filter((p) => polyArea(p) < MIN_PART_AREA).map((p) => bbox([p]));
const isTinyIsland = (part) => {
  if (polyArea(part) >= MIN_PART_AREA) return false;
  const [x0, y0, x1, y1] = bbox([part]);
  return tinyIslands.some((b) => x0 >= b[0] - 1e-6 && y0 >= b[1] - 1e-6 && x1 <= b[2] + 1e-6 && y1 <= b[3] + 1e-6);
};

for (const { name, mp: all } of projected) {
  const rule = COUNTRIES[name];
  let mp = all.filter((p) => !isTinyIsland(p));
  if (!mp.length) continue;
  if (!rule) { add('bg', mp); continue; }
  usedCountries.add(name);
  if (rule.bgSouthOf !== undefined) {
    const lat = rule.bgSouthOf;
    const south = [[]];
    for (let lon = -30; lon <= 70; lon += 0.5) south[0].push(P([lon, lat]));
    for (let lon = 70; lon >= -30; lon -= 0.5) south[0].push(P([lon, 10]));
    south[0].push(P([-30, lat]));
    add('bg', pc.intersection(mp, south));
    mp = pc.difference(mp, south);
  }
  // route whole parts
  const rest = [];
  for (const part of mp) {
    const b = bbox([part]);
    const c = inv([(b[0] + b[2]) / 2, (b[1] + b[3]) / 2]);
    const to = rule.parts ? rule.parts(c[0], c[1]) : null;
    if (to) add(to, [part]); else rest.push(part);
  }
  if (!rest.length) continue;
  if (rule.regions.length === 1) { add(rule.regions[0], rest); continue; }
  const seeds = [];
  for (const id of rule.regions) for (const s of seedPts(id)) seeds.push({ id, pt: P(s) });
  const vor = Delaunay.from(seeds.map((s) => s.pt)).voronoi([-4000, -4000, W + 4000, H + 4000]);
  seeds.forEach((s, i) => {
    const cell = vor.cellPolygon(i);
    if (!cell) return;
    add(s.id, pc.intersection(rest, [cell]));
  });
}
for (const n of Object.keys(COUNTRIES)) if (!usedCountries.has(n)) console.warn('note: country too small at this resolution or not found:', n);

const regions = {};
for (const id of [...Object.keys(LAND), 'bg']) {
  regions[id] = safeUnion(pieces[id] || []);
  if (!regions[id].length) console.warn('EMPTY region', id);
}

// ---------------------------------------------------------------- sliver clean-up
// A part of region A that touches another region B along a border but not
// A's own largest part is a Voronoi exclave: give it to the neighbour sharing
// most of its outline. Islands (touching nobody) stay.
function sharedLength(part, other) {
  // length of `part`'s outline lying on `other`'s outline (within eps)
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
        // a piece just across a narrow strait from its own region stays
        const nearOwn = part[0].some((v) => boundaryDist([largest], v) < STRAIT);
        const crumb = polyArea(part) < MIN_PART_AREA; // Voronoi crumbs always go
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
const landIds = Object.keys(LAND);
cleanSlivers(regions, landIds, [...landIds, 'bg']);

// ---------------------------------------------------------------- 3. seas
const landAll = safeUnion(Object.values(regions));
let water = pc.difference(FRAME, landAll);
// Water bodies without any sea seed (lakes, Persian Gulf, Red Sea gulfs)
const seaSeeds = [];
for (const id of Object.keys(SEA)) for (const s of [SEA[id], ...(SEA_HINTS[id] || [])]) seaSeeds.push({ id, pt: P(s) });
const offMapWater = [];
water = water.filter((part) => {
  if (seaSeeds.some((s) => polyContains(part, s.pt))) return true;
  offMapWater.push(part);
  return false;
});
for (const s of seaSeeds) {
  if (!mpContains(water, s.pt)) console.warn('sea seed on land:', s.id, inv(s.pt).map((v) => v.toFixed(1)).join(','));
}
const seaVor = Delaunay.from(seaSeeds.map((s) => s.pt)).voronoi([-4000, -4000, W + 4000, H + 4000]);
const seaPieces = {};
seaSeeds.forEach((s, i) => {
  const cell = seaVor.cellPolygon(i);
  const g = pc.intersection(water, [cell]);
  if (g.length) (seaPieces[s.id] ||= []).push(g);
});
const seas = {};
for (const id of Object.keys(SEA)) seas[id] = safeUnion(seaPieces[id] || []);
cleanSlivers(seas, Object.keys(SEA));

// Off-map water: lakes become part of the surrounding land; open water that
// leaves the map (Persian Gulf, Gulf of Suez) is background.
for (const part of offMapWater) {
  let best = 'bg', bestLen = 0;
  for (const id of [...landIds, 'bg']) {
    const l = sharedLength(part, regions[id]);
    if (l > bestLen) { bestLen = l; best = id; }
  }
  const touchesFrame = part[0].some(([x, y]) => x < 0.01 || y < 0.01 || x > W - 0.01 || y > H - 0.01);
  if (touchesFrame) best = '(left uncovered)';
  else regions[best] = pc.union(regions[best], [part]);
  console.log('off-map water', Math.round(polyArea(part)), 'at', inv(part[0][0]).map((v) => v.toFixed(1)).join(','), '->', best, touchesFrame ? '(frame)' : '');
}

// ---------------------------------------------------------------- 4. anchors & labels
function placeAnchor(mp, target, want) {
  // Point of the region's largest part, at least `want` from the outline if
  // possible, closest to `target`.
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
  // Centre of a text box (about 6.2 units per character, 12 high) that lies
  // inside the region with some clearance, does not cover the anchor, and is
  // as close as possible to the preferred spot (just below the anchor). In
  // narrow regions the box is shrunk step by step (the name will overhang).
  for (const shrink of [1, 0.8, 0.6, 0.4]) {
    const w = text.length * 6.2 * shrink, h = 12 * Math.max(shrink, 0.6);
    const box = ([x, y]) => {
      const pts = [];
      for (let i = 0; i <= 6; i++) for (const fy of [-0.5, 0, 0.5]) pts.push([x - w / 2 + (w * i) / 6, y + fy * h]);
      return pts;
    };
    let best = null, bestScore = -Infinity;
    for (let dy = -40; dy <= 40; dy += 2) for (let dx = -48; dx <= 48; dx += 3) {
      const c = [anchor[0] + dx, anchor[1] + dy];
      // keep clear of the anchor (counters sit there)
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
// Where the counters should go when the city itself is on a narrow strip
// (the search then looks for a roomy spot near this point instead).
const ANCHOR_AT = { athens: [23.0, 38.55] };
const out = [];
for (const id of landIds) {
  const mp = regions[id];
  const anchor = placeAnchor(mp, P(ANCHOR_AT[id] || LAND[id].slice(0, 2)), 16);
  const label = placeLabel(mp, anchor, id, [0, 15]);
  out.push({ id, mp, anchor, label });
  const d = Math.hypot(anchor[0] - P(LAND[id])[0], anchor[1] - P(LAND[id])[1]);
  if (d > 20) console.log(`anchor of ${id} is ${d.toFixed(0)} units from the city`);
}
for (const id of Object.keys(SEA)) {
  const mp = seas[id];
  const anchor = placeAnchor(mp, P(SEA[id]), 14);
  const label = placeLabel(mp, anchor, id.replace(/_/g, ' '), [0, 16]);
  out.push({ id, mp, anchor, label });
}

// ---------------------------------------------------------------- 5. output
// Outlines in the maps' compact relative syntax (geometry.mjs).
const pathOf = ringsPath;
const pt = (p) => [r1(p[0]), r1(p[1])];
// edge marks: open-ocean points near the west frame edge of the edge zones
const edgeMarks = ['north_atlantic', 'south_atlantic'].map((id) => {
  const mp = seas[id];
  let best = null;
  const ys = id === 'north_atlantic' ? [0.30, 0.35, 0.25, 0.4, 0.2] : [0.85, 0.8, 0.9, 0.75];
  for (const fy of ys) {
    const p = [30, fy * H];
    if (mpContains(mp, p) && boundaryDist(mp, p) > 15 && !best) best = p;
  }
  return { id, label: pt(best || placeAnchor(mp, [30, H / 2], 15)) };
});

const result = {
  source: `Natural Earth 1:50m via world-atlas@${ATLAS_VERSION}; projection Lambert conformal conic (d3.geoConicConformal, parallels 35N/65N, central meridian 18E); generated by tools/mapgen/build-world-war.mjs`,
  view_box: [0, 0, W, H],
  regions: out.map(({ id, mp, anchor, label }) => ({ id, path: pathOf(mp), label: pt(label), anchor: pt(anchor) })),
  background_land: pathOf(regions.bg),
  edge_marks: edgeMarks,
};
mkdirSync(dirname(OUT), { recursive: true });
const json = JSON.stringify(result);
writeFileSync(OUT, json + '\n');
console.log(`wrote ${OUT}: ${(json.length / 1024).toFixed(0)} KB, ${out.length} regions, view_box 0 0 ${W} ${H}`);

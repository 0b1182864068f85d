#!/usr/bin/env node
// Renders public/maps/world-war-europe-1939.json into a standalone HTML/SVG
// preview for eyeballing the geometry, and runs sanity checks.
// Usage: node preview.mjs [out.html]   (default /tmp/mapgen/preview.html)
// Screenshot: chromium --headless --no-sandbox --disable-gpu \
//   --screenshot=/tmp/mapgen/preview.png --window-size=1600,1300 file:///tmp/mapgen/preview.html
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRings } from './geometry.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '../../public/maps/world-war-europe-1939.json');
const OUT = resolve(process.argv[2] || '/tmp/mapgen/preview.html');
// optional crop: node preview.mjs out.html X Y WIDTH  (zoomed view, same aspect)
const CROP = process.argv.length >= 6 ? process.argv.slice(3, 6).map(Number) : null;
const map = JSON.parse(readFileSync(SRC, 'utf8'));

// Start owners and sea ids from rules WW-G1 (G1.1 / G1.3).
const OWNER = {
  axis: 'berlin hamburg ruhr munich konigsberg breslau prague vienna milan rome naples tripoli tirana',
  ussr: 'moscow leningrad murmansk minsk kiev kharkov odessa stalingrad baku sverdlovsk',
  allies: 'london birmingham glasgow paris marseille algiers tunis cairo jerusalem damascus baghdad',
  neutral: 'warsaw lwow riga helsinki stockholm oslo copenhagen amsterdam brussels bern madrid lisbon dublin budapest bucharest belgrade sofia athens istanbul ankara tehran',
};
const SEAS = 'north_atlantic south_atlantic norwegian_sea barents_sea north_sea english_channel bay_of_biscay baltic_sea western_med central_med adriatic_sea eastern_med aegean_sea black_sea caspian_sea'.split(' ');
const FILL = { axis: '#8a97ab', ussr: '#d9726b', allies: '#b9c48a', neutral: '#eadfc4', sea: '#bcd9ee' };
const ownerOf = {};
for (const [o, ids] of Object.entries(OWNER)) for (const id of ids.split(' ')) ownerOf[id] = o;
for (const id of SEAS) ownerOf[id] = 'sea';

// ---------------------------------------------------------------- checks
const problems = [];
const ids = map.regions.map((r) => r.id);
for (const id of Object.keys(ownerOf)) if (!ids.includes(id)) problems.push(`missing id ${id}`);
for (const id of ids) if (!ownerOf[id]) problems.push(`unknown id ${id}`);
if (ids.length !== 70) problems.push(`expected 70 regions, got ${ids.length}`);

const parsePath = parseRings;
const inRings = (rings, [x, y]) => {
  let inside = false;
  for (const r of rings) for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i], [xj, yj] = r[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const area = (rings) => rings.reduce((s, r) => {
  let a = 0;
  for (let i = 0; i < r.length; i++) { const p = r[i], q = r[(i + 1) % r.length]; a += p[0] * q[1] - q[0] * p[1]; }
  return s + a / 2;
}, 0);
const [, , W, H] = map.view_box;
const parsed = {};
for (const r of map.regions) {
  if (!r.path || !/^M/.test(r.path)) { problems.push(`${r.id}: empty path`); continue; }
  const rings = parsePath(r.path);
  parsed[r.id] = rings;
  for (const k of ['anchor', 'label']) {
    const p = r[k];
    if (!Array.isArray(p) || p.length !== 2) { problems.push(`${r.id}: bad ${k}`); continue; }
    if (!inRings(rings, p)) problems.push(`${r.id}: ${k} ${p} outside its region`);
    if (p[0] < 0 || p[1] < 0 || p[0] > W || p[1] > H) problems.push(`${r.id}: ${k} outside view box`);
  }
  // anchor must not fall inside any other region
  for (const o of map.regions) if (o.id !== r.id && o.path && inRings(parsePath(o.path), r.anchor)) problems.push(`${r.id}: anchor also inside ${o.id}`);
}
const bgRings = parsePath(map.background_land);
for (const r of map.regions) if (inRings(bgRings, r.anchor)) problems.push(`${r.id}: anchor inside background_land`);
const size = statSync(SRC).size;
if (size > 400 * 1024) problems.push(`file is ${size} bytes (> 400 KB)`);
// coverage: sample a grid, every point should be in exactly one of regions + background
let holes = 0, overlaps = 0, samples = 0;
const holePts = [], overlapPts = [];
for (let x = 2.513; x < W; x += 5) for (let y = 2.537; y < H; y += 5) {
  samples++;
  let n = inRings(bgRings, [x, y]) ? 1 : 0;
  const hit = [];
  for (const [id, rings] of Object.entries(parsed)) if (inRings(rings, [x, y])) { n++; hit.push(id); }
  if (n === 0) { holes++; if (holePts.length < 400) holePts.push([x, y]); }
  if (n > 1) { overlaps++; if (overlapPts.length < 400) overlapPts.push([x, y, hit.join('+')]); }
}

// ---------------------------------------------------------------- adjacency vs rules
// Regions sharing >= 2 outline vertices share a border (the generator emits
// identical vertices on both sides of a border).
const ADJ = {
  berlin: 'hamburg ruhr munich prague breslau warsaw', hamburg: 'ruhr amsterdam copenhagen', ruhr: 'munich amsterdam brussels paris',
  munich: 'prague vienna bern paris', konigsberg: 'warsaw riga', breslau: 'prague warsaw', prague: 'vienna warsaw lwow budapest',
  vienna: 'budapest belgrade milan bern', milan: 'bern marseille rome belgrade', rome: 'naples', tripoli: 'tunis cairo',
  tirana: 'belgrade athens', moscow: 'leningrad murmansk minsk kiev kharkov stalingrad sverdlovsk', leningrad: 'murmansk minsk riga helsinki',
  murmansk: 'helsinki', minsk: 'riga lwow kiev', kiev: 'lwow kharkov odessa', kharkov: 'odessa stalingrad', odessa: 'stalingrad bucharest',
  stalingrad: 'baku sverdlovsk', baku: 'ankara tehran', london: 'birmingham', birmingham: 'glasgow', paris: 'brussels marseille bern',
  marseille: 'bern madrid', algiers: 'tunis', cairo: 'jerusalem', jerusalem: 'damascus baghdad', damascus: 'baghdad ankara',
  baghdad: 'ankara tehran', warsaw: 'lwow', lwow: 'budapest bucharest riga', helsinki: 'stockholm oslo', stockholm: 'oslo',
  amsterdam: 'brussels', madrid: 'lisbon', budapest: 'belgrade bucharest', bucharest: 'belgrade sofia', belgrade: 'sofia athens',
  sofia: 'athens istanbul', athens: 'istanbul', istanbul: 'ankara', ankara: 'tehran',
};
const COAST = {
  north_atlantic: 'birmingham glasgow dublin', south_atlantic: 'algiers madrid lisbon', norwegian_sea: 'oslo', barents_sea: 'murmansk',
  north_sea: 'hamburg london birmingham glasgow oslo copenhagen amsterdam brussels', english_channel: 'london paris brussels',
  bay_of_biscay: 'marseille madrid', baltic_sea: 'berlin hamburg konigsberg leningrad warsaw riga helsinki stockholm copenhagen',
  western_med: 'milan rome naples marseille algiers tunis madrid', central_med: 'naples tripoli tunis athens', adriatic_sea: 'milan tirana belgrade',
  eastern_med: 'tripoli cairo jerusalem damascus ankara', aegean_sea: 'athens istanbul ankara', black_sea: 'odessa stalingrad baku bucharest sofia istanbul ankara',
  caspian_sea: 'stalingrad baku tehran',
};
const SEA_ADJ = {
  north_atlantic: 'norwegian_sea north_sea english_channel bay_of_biscay south_atlantic', south_atlantic: 'bay_of_biscay western_med',
  norwegian_sea: 'barents_sea north_sea', north_sea: 'english_channel baltic_sea', english_channel: 'bay_of_biscay',
  western_med: 'central_med', central_med: 'adriatic_sea eastern_med', eastern_med: 'aegean_sea', aegean_sea: 'black_sea',
};
const want = new Set();
const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
for (const table of [ADJ, COAST, SEA_ADJ]) for (const [a, bs] of Object.entries(table)) for (const b of bs.split(' ')) want.add(key(a, b));
const vertexOwners = new Map();
for (const [id, rings] of Object.entries(parsed)) for (const r of rings) for (const [x, y] of r) {
  const k = `${Math.round(x * 10)},${Math.round(y * 10)}`;
  if (!vertexOwners.has(k)) vertexOwners.set(k, new Set());
  vertexOwners.get(k).add(id);
}
// shared outline length per pair: ring edges whose both ends belong to both
const shared = new Map();
const vk = ([x, y]) => `${Math.round(x * 10)},${Math.round(y * 10)}`;
for (const [id, rings] of Object.entries(parsed)) for (const r of rings) for (let i = 0; i < r.length; i++) {
  const a = r[i], b = r[(i + 1) % r.length];
  const oa = vertexOwners.get(vk(a)), ob = vertexOwners.get(vk(b));
  for (const o of oa) if (o > id && ob.has(o)) shared.set(key(id, o), (shared.get(key(id, o)) || 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
}
const MIN_SHARED = 2; // units of outline
const have = new Set([...shared].filter(([, n]) => n >= MIN_SHARED).map(([k]) => k));
const missingAdj = [...want].filter((k) => !have.has(k)).sort();
const extraAdj = [...have].filter((k) => !want.has(k)).sort();

// ---------------------------------------------------------------- svg
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const name = (id) => id.replace(/_/g, ' ');
const vb = CROP ? [CROP[0], CROP[1], CROP[2], (CROP[2] * H) / W] : [0, 0, W, H];
let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.join(' ')}" width="${W}" height="${H}" font-family="sans-serif">`;
svg += `<rect width="${W}" height="${H}" fill="#fff"/>`;
svg += `<path d="${map.background_land}" fill="#c8c8c8" stroke="#999" stroke-width="0.4"/>`;
for (const r of map.regions) {
  svg += `<path d="${r.path}" fill="${FILL[ownerOf[r.id]] || '#f0f'}" stroke="${ownerOf[r.id] === 'sea' ? '#7fa8c8' : '#333'}" stroke-width="${ownerOf[r.id] === 'sea' ? 0.8 : 0.7}" stroke-linejoin="round"><title>${r.id}</title></path>`;
}
for (const [x, y] of holePts) svg += `<circle cx="${x}" cy="${y}" r="1.5" fill="#f0f"/>`;
for (const [x, y] of overlapPts) svg += `<circle cx="${x}" cy="${y}" r="1.5" fill="#0a0"/>`;
for (const r of map.regions) {
  const sea = ownerOf[r.id] === 'sea';
  svg += `<circle cx="${r.anchor[0]}" cy="${r.anchor[1]}" r="3" fill="${sea ? '#2a6a9a' : '#000'}"/>`;
  svg += `<text x="${r.label[0]}" y="${r.label[1]}" font-size="${sea ? 12 : 11}" text-anchor="middle" dominant-baseline="middle" fill="${sea ? '#2a5a80' : '#111'}" ${sea ? 'font-style="italic"' : ''} paint-order="stroke" stroke="#fff" stroke-width="2.5" stroke-opacity="0.7" stroke-linejoin="round">${esc(name(r.id))}</text>`;
}
for (const e of map.edge_marks || []) {
  svg += `<text x="${e.label[0]}" y="${e.label[1]}" font-size="14" fill="#c00" font-weight="bold">&#8592; edge</text>`;
}
svg += `<rect width="${W}" height="${H}" fill="none" stroke="#000" stroke-width="2"/></svg>`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;overflow:hidden}svg{display:block}</style></head><body>${svg}</body></html>`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, html);
writeFileSync(OUT.replace(/\.html$/, '.svg'), svg);

console.log(`${ids.length} regions, file ${(size / 1024).toFixed(1)} KB, view_box ${map.view_box.join(' ')}`);
console.log(`coverage grid: ${samples} samples, ${holes} uncovered (magenta), ${overlaps} overlapping (green)`);
if (overlapPts.length) console.log('overlaps e.g.', overlapPts.slice(0, 8).map((p) => p.join(',')).join(' | '));
for (const r of map.regions) console.log(`  ${r.id.padEnd(16)} area ${Math.round(Math.abs(area(parsed[r.id] || [])) ).toString().padStart(7)}  parts ${(r.path.match(/M/g) || []).length}`);
console.log(`adjacency (rules G1.2/G1.3 vs shared outlines): ${want.size} expected, ${missingAdj.length} missing, ${extraAdj.length} extra`);
if (missingAdj.length) console.log('  missing:', missingAdj.map((k) => `${k}(${Math.round(shared.get(k) || 0)})`).join(' '));
if (extraAdj.length) console.log('  extra:  ', extraAdj.map((k) => `${k}(${Math.round(shared.get(k))})`).join(' '));
if (problems.length) { console.log('PROBLEMS:\n  ' + problems.join('\n  ')); process.exitCode = 1; } else console.log('all checks passed');
console.log('wrote', OUT);

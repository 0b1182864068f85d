#!/usr/bin/env node
// Renders public/maps/deluge-1655.json into a standalone HTML/SVG preview and
// runs sanity checks: all 44 ids, anchors and labels inside their own region,
// file size, overlaps, and the drawn contacts against rules GAP-2.
// Usage: node preview-deluge.mjs [out.html [X Y WIDTH]]  (default /tmp/mapgen/deluge-preview.html)
// Screenshot: chromium --headless --no-sandbox --disable-gpu \
//   --screenshot=/tmp/mapgen/deluge.png --window-size=1600,1300 file:///tmp/mapgen/deluge-preview.html
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRings } from './geometry.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '../../public/maps/deluge-1655.json');
const OUT = resolve(process.argv[2] || '/tmp/mapgen/deluge-preview.html');
const CROP = process.argv.length >= 6 ? process.argv.slice(3, 6).map(Number) : null;
const map = JSON.parse(readFileSync(SRC, 'utf8'));

// Start owners (rules GAP-1).
const OWNER = {
  RON: 'pomeranian malbork chelmno ducal_prussia poznan kalisz kuyavia sieradz_leczyca masovia podlasie krakow sandomierz lublin ruthenian belz volhynia podolia',
  LIT: 'wilno troki samogitia nowogrodek brest_lit minsk inflanty_voiv courland',
  SWE: 'west_pomerania swedish_livonia estonia',
  MOS: 'vitebsk polotsk mstislavl smolensk moscow novgorod pskov kursk',
  COS: 'braclaw kiev chernihiv zaporizhia',
  TAT: 'crimea',
  TUR: 'moldavia yedisan budjak',
};
const FILL = { RON: '#e7b6b0', LIT: '#b9c9e6', SWE: '#f2dc8c', MOS: '#b8d6a4', COS: '#e8c79a', TAT: '#d9b3dc', TUR: '#a9d8d0' };
const ownerOf = {};
for (const [o, ids] of Object.entries(OWNER)) for (const id of ids.split(' ')) ownerOf[id] = o;
const ALL = Object.keys(ownerOf);

// Adjacency: the neighbour lists of rules GAP-2, as given there (100 symmetric edges).
const ADJ = {
  west_pomerania: 'pomeranian poznan',
  pomeranian: 'west_pomerania poznan kuyavia chelmno malbork',
  malbork: 'pomeranian chelmno ducal_prussia',
  chelmno: 'pomeranian malbork ducal_prussia kuyavia masovia',
  ducal_prussia: 'malbork chelmno masovia podlasie troki samogitia',
  poznan: 'west_pomerania pomeranian kuyavia kalisz',
  kalisz: 'poznan kuyavia sieradz_leczyca',
  kuyavia: 'poznan pomeranian chelmno masovia sieradz_leczyca kalisz',
  sieradz_leczyca: 'kalisz kuyavia masovia krakow sandomierz',
  masovia: 'chelmno ducal_prussia kuyavia sieradz_leczyca sandomierz lublin podlasie',
  podlasie: 'masovia ducal_prussia troki brest_lit lublin',
  krakow: 'sieradz_leczyca sandomierz ruthenian',
  sandomierz: 'krakow sieradz_leczyca masovia lublin ruthenian',
  lublin: 'masovia podlasie brest_lit sandomierz ruthenian belz',
  ruthenian: 'krakow sandomierz lublin belz volhynia podolia moldavia',
  belz: 'lublin ruthenian volhynia',
  volhynia: 'belz ruthenian podolia braclaw kiev brest_lit',
  podolia: 'ruthenian volhynia braclaw moldavia',
  braclaw: 'podolia volhynia kiev zaporizhia yedisan moldavia',
  kiev: 'volhynia braclaw zaporizhia chernihiv minsk',
  chernihiv: 'kiev minsk mstislavl kursk',
  zaporizhia: 'kiev braclaw yedisan crimea kursk',
  wilno: 'troki samogitia courland inflanty_voiv polotsk minsk nowogrodek',
  troki: 'wilno samogitia ducal_prussia podlasie brest_lit nowogrodek',
  samogitia: 'wilno troki ducal_prussia courland',
  courland: 'samogitia wilno swedish_livonia inflanty_voiv',
  inflanty_voiv: 'courland wilno polotsk swedish_livonia pskov',
  swedish_livonia: 'courland inflanty_voiv estonia pskov',
  estonia: 'swedish_livonia pskov novgorod',
  nowogrodek: 'wilno troki brest_lit minsk',
  brest_lit: 'troki nowogrodek minsk podlasie lublin volhynia',
  minsk: 'wilno nowogrodek brest_lit kiev chernihiv mstislavl vitebsk polotsk',
  vitebsk: 'polotsk minsk mstislavl smolensk',
  polotsk: 'pskov inflanty_voiv wilno minsk vitebsk',
  mstislavl: 'vitebsk smolensk minsk chernihiv',
  smolensk: 'moscow vitebsk mstislavl',
  moscow: 'novgorod smolensk kursk',
  novgorod: 'moscow pskov estonia',
  pskov: 'novgorod estonia swedish_livonia inflanty_voiv polotsk',
  kursk: 'moscow chernihiv zaporizhia',
  crimea: 'zaporizhia yedisan',
  yedisan: 'crimea zaporizhia braclaw moldavia budjak',
  budjak: 'yedisan moldavia',
  moldavia: 'ruthenian podolia braclaw yedisan budjak',
};

// ---------------------------------------------------------------- checks
const problems = [];
const ids = map.regions.map((r) => r.id);
for (const id of ALL) if (!ids.includes(id)) problems.push(`missing id ${id}`);
for (const id of ids) if (!ownerOf[id]) problems.push(`unknown id ${id}`);
if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
if (ids.length !== 44) problems.push(`expected 44 regions, got ${ids.length}`);

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
  parsed[r.id] = parsePath(r.path);
}
const bgRings = parsePath(map.background_land || '');
for (const r of map.regions) {
  const rings = parsed[r.id];
  if (!rings) continue;
  for (const k of ['anchor', 'label']) {
    const p = r[k];
    if (!Array.isArray(p) || p.length !== 2) { problems.push(`${r.id}: bad ${k}`); continue; }
    if (!inRings(rings, p)) problems.push(`${r.id}: ${k} ${p} outside its region`);
    if (p[0] < 0 || p[1] < 0 || p[0] > W || p[1] > H) problems.push(`${r.id}: ${k} outside view box`);
    for (const [o, orings] of Object.entries(parsed)) if (o !== r.id && inRings(orings, p)) problems.push(`${r.id}: ${k} also inside ${o}`);
    if (inRings(bgRings, p)) problems.push(`${r.id}: ${k} inside background_land`);
  }
}
const size = statSync(SRC).size;
if (size > 300 * 1024) problems.push(`file is ${size} bytes (> 300 KB)`);
if (typeof map.rivers !== 'string' || !/^M/.test(map.rivers)) problems.push('rivers missing or not a path');
// overlaps on a grid (water is simply uncovered here)
let overlaps = 0, samples = 0;
const overlapPts = [];
for (let x = 2.513; x < W; x += 5) for (let y = 2.537; y < H; y += 5) {
  samples++;
  const hit = inRings(bgRings, [x, y]) ? ['bg'] : [];
  for (const [id, rings] of Object.entries(parsed)) if (inRings(rings, [x, y])) hit.push(id);
  if (hit.length > 1) { overlaps++; if (overlapPts.length < 400) overlapPts.push([x, y, hit.join('+')]); }
}
if (overlaps) problems.push(`${overlaps} grid points covered twice`);

// ---------------------------------------------------------------- adjacency vs rules
const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const want = new Set();
for (const [a, bs] of Object.entries(ADJ)) for (const b of bs.split(' ')) {
  want.add(key(a, b));
  if (!ADJ[b] || !ADJ[b].split(' ').includes(a)) problems.push(`GAP-2 table not symmetric: ${a} -> ${b}`);
}
const vk = ([x, y]) => `${Math.round(x * 10)},${Math.round(y * 10)}`;
const vertexOwners = new Map();
for (const [id, rings] of Object.entries(parsed)) for (const r of rings) for (const v of r) {
  if (!vertexOwners.has(vk(v))) vertexOwners.set(vk(v), new Set());
  vertexOwners.get(vk(v)).add(id);
}
const shared = new Map();
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
// fit into a 1600 x 1300 window
const scale = Math.min(1600 / W, 1300 / H);
let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.join(' ')}" width="${Math.round(W * scale)}" height="${Math.round(H * scale)}" font-family="sans-serif">`;
svg += `<rect x="${vb[0]}" y="${vb[1]}" width="${vb[2]}" height="${vb[3]}" fill="#cfe3f1"/>`;
svg += `<path d="${map.background_land}" fill="#d8d4cc" stroke="#a09a90" stroke-width="0.5"/>`;
for (const r of map.regions) {
  svg += `<path d="${r.path}" fill="${FILL[ownerOf[r.id]] || '#f0f'}" stroke="#444" stroke-width="0.8" stroke-linejoin="round"><title>${r.id}</title></path>`;
}
svg += `<path d="${map.rivers}" fill="none" stroke="#3d7fb8" stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round"/>`;
for (const [x, y] of overlapPts) svg += `<circle cx="${x}" cy="${y}" r="1.5" fill="#0a0"/>`;
for (const r of map.regions) {
  svg += `<circle cx="${r.anchor[0]}" cy="${r.anchor[1]}" r="3" fill="#000"/>`;
  svg += `<text x="${r.label[0]}" y="${r.label[1]}" font-size="11" text-anchor="middle" dominant-baseline="middle" fill="#111" paint-order="stroke" stroke="#fff" stroke-width="2.5" stroke-opacity="0.7" stroke-linejoin="round">${esc(name(r.id))}</text>`;
}
let ly = vb[1] + 20;
for (const [o, c] of Object.entries(FILL)) {
  svg += `<rect x="${vb[0] + 12}" y="${ly - 9}" width="16" height="12" fill="${c}" stroke="#444" stroke-width="0.6"/><text x="${vb[0] + 34}" y="${ly + 1}" font-size="12">${o}</text>`;
  ly += 17;
}
svg += `<rect x="${vb[0]}" y="${vb[1]}" width="${vb[2]}" height="${vb[3]}" fill="none" stroke="#000" stroke-width="2"/></svg>`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;overflow:hidden;background:#fff}svg{display:block}</style></head><body>${svg}</body></html>`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, html);
writeFileSync(OUT.replace(/\.html$/, '.svg'), svg);

console.log(`${ids.length} regions, file ${(size / 1024).toFixed(1)} KB, view_box ${map.view_box.join(' ')}, rivers ${(map.rivers || '').split('M').length - 1} lines`);
console.log(`overlap grid: ${samples} samples, ${overlaps} covered twice (green)`);
if (overlapPts.length) console.log('overlaps e.g.', overlapPts.slice(0, 8).map((p) => p.join(',')).join(' | '));
if (process.env.VERBOSE) for (const r of map.regions) console.log(`  ${r.id.padEnd(16)} area ${Math.round(Math.abs(area(parsed[r.id] || []))).toString().padStart(7)}  parts ${(r.path.match(/M/g) || []).length}`);
console.log(`adjacency (rules GAP-2 vs shared outlines): ${want.size} expected, ${missingAdj.length} missing, ${extraAdj.length} extra`);
if (missingAdj.length) console.log('  missing:', missingAdj.map((k) => `${k}(${Math.round(shared.get(k) || 0)})`).join(' '));
if (extraAdj.length) console.log('  extra:  ', extraAdj.map((k) => `${k}(${Math.round(shared.get(k))})`).join(' '));
if (problems.length) { console.log('PROBLEMS:\n  ' + problems.join('\n  ')); process.exitCode = 1; } else console.log('all checks passed');
console.log('wrote', OUT);

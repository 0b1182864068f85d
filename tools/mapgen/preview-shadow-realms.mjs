#!/usr/bin/env node
// Checks public/maps/shadow-realms.json against rules SR-G1 and renders it
// as a standalone HTML/SVG preview (fields coloured by their SR-G2 start
// owner, cities, decor as the page draws it, rivers, anchors, names, arms).
// Checks: all 31 ids with paths; anchors and names inside their own region
// and no other (a city's name may stand in its own field, just below it);
// no two fields or seas overlap; every city inside its field; the contacts
// the outlines draw (a shared border >= 2 units) equal SR-G1's; file size.
// Usage: node preview-shadow-realms.mjs [out.html [X Y WIDTH]]  (default /tmp/mapgen/sr-preview.html)
// Screenshot: chromium --headless --no-sandbox --disable-gpu \
//   --screenshot=/tmp/mapgen/sr.png --window-size=1500,1300 file:///tmp/mapgen/sr-preview.html
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIELDS, SEAS, CITIES, cityId, ADJ, OWNER, NAMES, wantedContacts, pairKey } from './shadow-realms-spec.mjs';
import { EMBLEMS } from './emblems-shadow-realms.mjs';
import { parseRings } from './geometry.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '../../public/maps/shadow-realms.json');
const CSS = resolve(HERE, '../../style/main.css');
const OUT = resolve(process.argv[2] || '/tmp/mapgen/sr-preview.html');
const CROP = process.argv.length >= 6 ? process.argv.slice(3, 6).map(Number) : null;
const map = JSON.parse(readFileSync(SRC, 'utf8'));

const fieldIds = Object.keys(FIELDS);
const seaIds = Object.keys(SEAS);
const cityOf = Object.fromEntries(Object.keys(CITIES).map((f) => [cityId(f), f]));
const ALL = [...fieldIds, ...seaIds, ...Object.keys(cityOf)];
const ownerOf = {};
for (const [o, ids] of Object.entries(OWNER)) for (const id of ids) ownerOf[id] = o;
const FILL = { kerdurin: '#c9b8e3', heilbron: '#eeb0a8', rudern: '#f0d68c', lake_city: '#a9cfee', malmo: '#acd9bd', neutral: '#d9d2c3' };
const CITY_FILL = { kerdurin: '#a48cc9', heilbron: '#d9857a', rudern: '#dcb85a', lake_city: '#73acd9', malmo: '#79bb93', neutral: '#b8ad98' };
const NONE_FILL = '#d8cba8'; // the page's fill of land nobody owns

// ---------------------------------------------------------------- checks
const problems = [];
const ids = map.regions.map((r) => r.id);
for (const id of ALL) if (!ids.includes(id)) problems.push(`missing id ${id}`);
for (const id of ids) if (!ALL.includes(id)) problems.push(`unknown id ${id}`);
if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
if (ids.join(' ') !== ALL.join(' ')) problems.push('regions are not in board order (fields, seas, cities)');
const edges = [...wantedContacts()].filter((k) => !k.includes('_sea'));
if (edges.length !== 34) problems.push(`SR-G1 land adjacency has ${edges.length} edges, not 34`);
for (const [a, bs] of Object.entries(ADJ)) for (const b of bs.split(' ')) if (!ADJ[b].split(' ').includes(a)) problems.push(`SR-G1 list not symmetric: ${a} -> ${b}`);

const parsePath = parseRings;
const inRings = (rings, [x, y]) => {
  let inside = false;
  for (const r of rings) for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i], [xj, yj] = r[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const [, , W, H] = map.view_box;
const parsed = {};
for (const r of map.regions) {
  if (!r.path || !/^M/.test(r.path)) { problems.push(`${r.id}: empty path`); continue; }
  parsed[r.id] = parsePath(r.path);
}
const islands = parsePath(map.background_land || '');
const boxes = Object.fromEntries(Object.entries(parsed).map(([id, rings]) => {
  const vs = rings.flat();
  return [id, [Math.min(...vs.map((v) => v[0])), Math.min(...vs.map((v) => v[1])), Math.max(...vs.map((v) => v[0])), Math.max(...vs.map((v) => v[1]))]];
}));
const inRegion = (id, [x, y]) => {
  const b = boxes[id];
  return !!b && x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3] && inRings(parsed[id], [x, y]);
};
for (const r of map.regions) {
  if (!parsed[r.id]) continue;
  for (const k of ['anchor', 'label']) {
    const p = r[k];
    if (!Array.isArray(p) || p.length !== 2) { problems.push(`${r.id}: bad ${k}`); continue; }
    if (p[0] < 0 || p[1] < 0 || p[0] > W || p[1] > H) problems.push(`${r.id}: ${k} outside view box`);
    const field = cityOf[r.id];
    // a city's name may stand just below the city, in its own field
    const own = inRings(parsed[r.id], p) || (k === 'label' && field && inRings(parsed[field], p));
    if (!own) problems.push(`${r.id}: ${k} ${p} outside its region`);
    for (const [o, rings] of Object.entries(parsed)) {
      if (o === r.id || (field && o === field)) continue;
      if (inRings(rings, p)) problems.push(`${r.id}: ${k} also inside ${o}`);
    }
    if (inRings(islands, p)) problems.push(`${r.id}: ${k} on an island`);
  }
}
const size = statSync(SRC).size;
if (size > 250 * 1024) problems.push(`file is ${size} bytes (> 250 KB)`);
if (typeof map.rivers !== 'string' || !/^M/.test(map.rivers)) problems.push('rivers missing');
for (const k of ['mountains', 'forest', 'hills', 'marsh', 'waves']) if (!map.decor?.[k]) problems.push(`decor ${k} missing`);
for (const k of Object.keys(OWNER).filter((o) => o !== 'neutral')) if (!map.emblems?.[k]) problems.push(`emblem of ${k} missing`);
// Overlaps of fields, seas and islands on a grid; and land or water that nothing covers.
let overlaps = 0, holes = 0, samples = 0;
const overlapPts = [];
const holePts = [];
const plane = [...fieldIds, ...seaIds];
for (let x = 1.513; x < W; x += 4) for (let y = 1.537; y < H; y += 4) {
  samples++;
  const hit = inRings(islands, [x, y]) ? ['island'] : [];
  for (const id of plane) if (inRegion(id, [x, y])) hit.push(id);
  if (hit.length > 1) { overlaps++; if (overlapPts.length < 200) overlapPts.push([x, y, hit.join('+')]); }
  if (!hit.length) {
    holes++;
    // only the lake of Lake City (a hole in its field) may be uncovered
    const outer = (parsed.lake_city || []).filter((r) => !inRings(parsed.lake_city.filter((o) => o !== r), r[0]));
    if (!inRings(outer, [x, y]) && holePts.length < 20) holePts.push([x, y].map(Math.round));
  }
}
if (holePts.length) problems.push(`covered by nothing outside the lake: ${holePts.map((p) => p.join(',')).join(' ')}`);
if (overlaps) problems.push(`${overlaps} grid points covered by two fields or seas`);
// holes: only the lake of Lake City should be uncovered
// Cities: every vertex inside its field, clear of its border; no two cities overlap.
const segDist = ([px, py], [ax, ay], [bx, by]) => {
  const dx = bx - ax, dy = by - ay, l = dx * dx + dy * dy;
  const t = l ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l)) : 0;
  return Math.hypot(ax + t * dx - px, ay + t * dy - py);
};
const ringsDist = (rings, p) => Math.min(...rings.flatMap((r) => r.map((a, i) => segDist(p, a, r[(i + 1) % r.length]))));
const cityClear = {};
for (const [c, f] of Object.entries(cityOf)) {
  if (!parsed[c] || !parsed[f]) continue;
  const vs = parsed[c].flat();
  if (!vs.every((v) => inRings(parsed[f], v))) problems.push(`${c} is not inside ${f}`);
  // clearance from the field's outer border (the lake's shore, a hole in
  // Lake City's field, does not count: the city stands on it)
  const outer = parsed[f].filter((r) => !inRings(parsed[f].filter((o) => o !== r), r[0]));
  cityClear[c] = Math.min(...vs.map((v) => ringsDist(outer, v)));
  if (parsed[f].some((r) => !outer.includes(r) && vs.some((v) => inRings([r], v)))) problems.push(`${c} stands in the water`);
  if (cityClear[c] < 4) problems.push(`${c} touches the border of ${f} (${cityClear[c].toFixed(1)})`);
  const xs = vs.map((v) => v[0]), ys = vs.map((v) => v[1]);
  const across = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (across < 38 || across > 58) problems.push(`${c} is ${across.toFixed(0)} units across`);
  for (const [o] of Object.entries(cityOf)) if (o !== c && parsed[o] && vs.some((v) => inRings(parsed[o], v))) problems.push(`${c} overlaps ${o}`);
}

// ---------------------------------------------------------------- adjacency
const vk = ([x, y]) => `${Math.round(x * 10)},${Math.round(y * 10)}`;
const vertexOwners = new Map();
for (const id of plane) for (const r of parsed[id] || []) for (const v of r) {
  if (!vertexOwners.has(vk(v))) vertexOwners.set(vk(v), new Set());
  vertexOwners.get(vk(v)).add(id);
}
const shared = new Map();
for (const id of plane) for (const r of parsed[id] || []) for (let i = 0; i < r.length; i++) {
  const a = r[i], b = r[(i + 1) % r.length];
  const oa = vertexOwners.get(vk(a)), ob = vertexOwners.get(vk(b));
  for (const o of oa) if (o > id && ob.has(o)) shared.set(pairKey(id, o), (shared.get(pairKey(id, o)) || 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
}
const want = wantedContacts();
const have = new Set([...shared].filter(([, n]) => n >= 2).map(([k]) => k));
const missingAdj = [...want].filter((k) => !have.has(k)).sort();
const extraAdj = [...have].filter((k) => !want.has(k)).sort();
if (missingAdj.length || extraAdj.length) problems.push('drawn contacts differ from SR-G1');

// ---------------------------------------------------------------- svg
const css = readFileSync(CSS, 'utf8').split('\n').filter((l) => /^\.(decor|rivers)\b/.test(l)).join('\n');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const vb = CROP ? [CROP[0], CROP[1], CROP[2], (CROP[2] * H) / W] : [0, 0, W, H];
const scale = Math.min(1500 / W, 1300 / H);
let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.join(' ')}" width="${Math.round(W * scale)}" height="${Math.round(H * scale)}" font-family="sans-serif">`;
svg += `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8c6da"/><stop offset="1" stop-color="#93b6cf"/></linearGradient></defs>`;
svg += `<rect x="${vb[0]}" y="${vb[1]}" width="${vb[2]}" height="${vb[3]}" fill="#9dbdd3"/>`;
svg += `<path d="${map.background_land}" fill="#cfc8b6" stroke="#9d9481" stroke-width="0.6"/>`;
for (const r of map.regions) {
  const isSea = seaIds.includes(r.id);
  const field = cityOf[r.id];
  const o = ownerOf[field || r.id];
  const fill = isSea ? 'url(#sea)' : field ? CITY_FILL[o] : o ? FILL[o] : NONE_FILL;
  const stroke = isSea ? 'stroke="#7fa3bd" stroke-width="0.6" stroke-dasharray="3 2"' : `stroke="#5b5242" stroke-width="${field ? 1 : 0.8}"`;
  // as the page: land at 82 % opacity over the water colour
  svg += `<path d="${r.path}" fill="${fill}"${isSea ? '' : ' fill-opacity=".82"'} ${stroke} stroke-linejoin="round"><title>${r.id}</title></path>`;
}
for (const [k, d] of Object.entries(map.decor || {})) svg += `<path class="decor ${k}" d="${d}"/>`;
svg += `<path class="rivers" d="${map.rivers}"/>`;
for (const [x, y] of overlapPts) svg += `<circle cx="${x}" cy="${y}" r="1.5" fill="#f0f"/>`;
for (const r of map.regions) {
  const field = cityOf[r.id];
  const name = NAMES[field || r.id];
  svg += `<circle cx="${r.anchor[0]}" cy="${r.anchor[1]}" r="${field ? 2.2 : 3}" fill="#000"/>`;
  const style = seaIds.includes(r.id) ? 'fill="#1f4a6b" font-style="italic"' : field ? 'fill="#3a2410" font-size="10"' : 'fill="#221d14" font-weight="600"';
  svg += `<text x="${r.label[0]}" y="${r.label[1]}" font-size="11.5" text-anchor="middle" ${style} paint-order="stroke" stroke="rgba(255,252,240,.85)" stroke-width="3" stroke-linejoin="round">${esc(name)}</text>`;
}
// the arms, large and at 16 px
let lx = vb[0] + vb[2] - 200, ly = vb[1] + 14;
if (!CROP) {
const k = vb[2] / W;
for (const [role, parts] of Object.entries(EMBLEMS)) {
  const shapes = parts.map((p) => `<path d="${p.d}" fill="${p.fill}"${p.stroke ? ` stroke="${p.stroke}" stroke-width="${p.width}" stroke-linejoin="round"` : ''}/>`).join('');
  svg += `<g transform="translate(${lx} ${ly}) scale(${1.6 * k})">${shapes}</g>`;
  svg += `<g transform="translate(${lx + 40 * k} ${ly + 8 * k}) scale(${(16 / 24) * k / scale})">${shapes}</g>`;
  svg += `<text x="${lx + 62 * k}" y="${ly + 24 * k}" font-size="${12 * k}">${role}</text>`;
  ly += 44 * k;
}
}
svg += `<rect x="${vb[0]}" y="${vb[1]}" width="${vb[2]}" height="${vb[3]}" fill="none" stroke="#000" stroke-width="2"/></svg>`;
const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;overflow:hidden;background:#fff}svg{display:block}\n${css}</style></head><body>${svg}</body></html>`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, html);

console.log(`${ids.length} regions, file ${(size / 1024).toFixed(1)} KB, view_box ${map.view_box.join(' ')}, rivers ${(map.rivers || '').split('M').length - 1} lines, decor ${Object.keys(map.decor || {}).join(' ')}`);
console.log(`overlap grid: ${samples} samples, ${overlaps} covered twice (magenta), ${holes} covered by nothing (the lake)`);
if (overlapPts.length) console.log('overlaps e.g.', overlapPts.slice(0, 8).map((p) => p.join(',')).join(' | '));
console.log(`cities: clearance from their field's border ${Object.entries(cityClear).map(([c, d]) => `${c.slice(5)} ${d.toFixed(0)}`).join(', ')}`);
console.log(`adjacency (SR-G1 vs shared outlines, land and sea): ${want.size} expected, ${missingAdj.length} missing, ${extraAdj.length} extra`);
if (missingAdj.length) console.log('  missing:', missingAdj.map((k) => `${k}(${Math.round(shared.get(k) || 0)})`).join(' '));
if (extraAdj.length) console.log('  extra:  ', extraAdj.map((k) => `${k}(${Math.round(shared.get(k))})`).join(' '));
if (problems.length) { console.log('PROBLEMS:\n  ' + problems.join('\n  ')); process.exitCode = 1; } else console.log('all checks passed');
console.log('wrote', OUT);

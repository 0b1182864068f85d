#!/usr/bin/env node
// Checks the map of Khans & Kings' "Four Crowns" — the data file
// crates/khans-and-kings/data/four-crowns.txt against the map requirements
// of rules GAP-45 (1–11) and the starting roads and railways, and the
// drawing public/maps/khans-and-kings.json against the data — and renders
// the drawing as a standalone HTML/SVG preview (land coloured by home
// region, decor and rivers as the page draws them, capitals, names culled
// as the page culls them, the arms large and at 16 px).
// Usage: node preview-khans-and-kings.mjs [out.html [X Y WIDTH]]   (default /tmp/mapgen/kk-preview.html)
// Screenshot: chromium --headless --no-sandbox --disable-gpu \
//   --screenshot=/tmp/mapgen/kk.png --window-size=1640,1250 file:///tmp/mapgen/kk-preview.html
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMap, pairKey, tags, terrainClass, TERRAIN_MIX, PLAYERS, englishNames } from './khans-and-kings-spec.mjs';
import { EMBLEMS } from './emblems-khans-and-kings.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '../../public/maps/khans-and-kings.json');
const CSS = resolve(HERE, '../../style/main.css');
const OUT = resolve(process.argv[2] || '/tmp/mapgen/kk-preview.html');
const CROP = process.argv.length >= 6 ? process.argv.slice(3, 6).map(Number) : null;
const geo = JSON.parse(readFileSync(SRC, 'utf8'));
const MAP = parseMap();
const NAMES = englishNames(MAP);
const { regions, provinces, homes, subs, seas, edges, order } = MAP;

const problems = [];
const fail = (msg) => problems.push(msg);
const figures = [];
const say = (msg) => figures.push(msg);
const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
const landIds = order.subs;
const edgeList = [...edges.values()];
const landEdges = edgeList.filter((e) => e.kind === 'land');
const hasEdge = (a, b) => edges.has(pairKey(a, b));
const neighbours = {};
for (const e of edgeList) { (neighbours[e.a] ||= []).push(e.b); (neighbours[e.b] ||= []).push(e.a); }
const regionOf = (id) => subs[id]?.region;

// ======================================================================== GAP-45 on the data
// Players and regions (GAP-45 table)
for (const [player, { region }] of Object.entries(PLAYERS)) {
  if (regions[region]?.home !== player) fail(`region ${region} is not ${player}'s home`);
  const list = homes[player];
  if (!list || list.length !== 6) { fail(`${player}: home needs 6 provinces`); continue; }
  if (new Set(list).size !== 6) fail(`${player}: a home province twice`);
  for (const p of list) if (provinces[p]?.region !== region) fail(`${player}: ${p} is not in ${region}`);
  if (regions[region].provinces.length !== 6) fail(`${region} has ${regions[region].provinces.length} provinces, not 6`);
}
// 1. Provinces
const nProv = order.provinces.length;
if (nProv !== 28) fail(`${nProv} provinces, not 28`);
const r5 = Object.values(regions).filter((r) => r.home === null);
if (r5.length !== 1 || r5[0].provinces.length !== 4) fail('there must be one unowned region (R5) of 4 provinces');
const R5 = r5[0]?.id;
for (const p of Object.values(provinces)) {
  if (p.subs.length < 2 || p.subs.length > 4) fail(`${p.id} has ${p.subs.length} sub-provinces`);
  const caps = p.subs.filter((s) => subs[s].capital);
  if (caps.length !== 1) fail(`${p.id} has ${caps.length} capitals`);
}
for (const [player, list] of Object.entries(homes)) if (provinces[list[0]]?.subs.length !== 4) fail(`${player}'s home capital province ${list[0]} has ${provinces[list[0]]?.subs.length} sub-provinces, not 4`);
const nSub = landIds.length;
if (nSub < 78 || nSub > 90) fail(`${nSub} land sub-provinces, not about 84`);
say(`1. provinces ${nProv} (${Object.values(regions).map((r) => `${r.id} ${r.provinces.length}`).join(', ')}); land sub-provinces ${nSub} `
  + `(${[2, 3, 4].map((k) => `${Object.values(provinces).filter((p) => p.subs.length === k).length}×${k}`).join(' ')}); each with one capital; home capital provinces 4 each`);
// 2. Capitals
const BASES = ['PLAINS', 'HILLS', 'MOUNTAINS', 'SWAMP', 'DESERT'];
for (const s of Object.values(subs)) {
  if (!BASES.includes(s.base)) fail(`${s.id}: base ${s.base}`);
  for (const c of s.covers) if (!['FOREST', 'JUNGLE', 'DESERT'].includes(c)) fail(`${s.id}: cover ${c}`);
  if (s.capital && (!['PLAINS', 'HILLS'].includes(s.base) || tags(s).has('SWAMP'))) fail(`capital ${s.id} is ${s.base}`);
}
say(`2. capitals: ${Object.values(subs).filter((s) => s.capital).length}, all PLAINS or HILLS (${Object.values(subs).filter((s) => s.capital && s.base === 'HILLS').length} on hills), none in swamp`);
// 3. Sea
const west = order.seas.filter((s) => seas[s].sea === 'West');
const east = order.seas.filter((s) => seas[s].sea === 'East');
if (west.length !== 4 || east.length !== 4 || order.seas.length !== 8) fail(`seas: ${west.length} West, ${east.length} East`);
const seaEdges = edgeList.filter((e) => e.kind === 'sea');
const straits = seaEdges.filter((e) => seas[e.a].sea !== seas[e.b].sea);
if (straits.length !== 1) fail(`${straits.length} edges join the two seas, not 1`);
for (const e of edgeList) if (e.flags.has('strait') !== straits.includes(e)) fail(`edge ${e.a}|${e.b}: the strait flag belongs on the one edge between the seas`);
const connected = (nodes, linkOk) => {
  if (!nodes.length) return true;
  const seen = new Set([nodes[0]]);
  const todo = [nodes[0]];
  while (todo.length) for (const n of neighbours[todo.pop()] || []) if (nodes.includes(n) && !seen.has(n) && linkOk(n)) { seen.add(n); todo.push(n); }
  return seen.size === nodes.length;
};
if (!connected(west, () => true) || !connected(east, () => true)) fail('a sea is not connected within itself');
for (const id of landIds) {
  const s = subs[id];
  const onSea = (neighbours[id] || []).some((n) => seas[n]);
  if (s.coastal !== onSea) fail(`${id}: coastal ${s.coastal ? 'yes' : 'no'} but ${onSea ? 'borders' : 'does not border'} the sea`);
}
const coastalProv = (p) => provinces[p].subs.some((s) => subs[s].coastal);
for (const [player, list] of Object.entries(homes)) {
  const n = list.filter(coastalProv).length;
  if (n < 2) fail(`${player} has ${n} coastal provinces`);
  if (!coastalProv(list[2])) fail(`${player}'s province 3 (${list[2]}) is not coastal`);
}
if (R5 && !regions[R5].provinces.some(coastalProv)) fail('R5 has no coastal province');
const coastalCaps = Object.values(subs).filter((s) => s.capital && s.coastal);
say(`3. seas: West ${west.length} (${west.join(' ')}), East ${east.length}; one strait ${straits.map((e) => `${e.a}–${e.b}`)}; `
  + `coastal provinces ${Object.entries(homes).map(([pl, l]) => `${pl} ${l.filter(coastalProv).length}`).join(', ')}, ${R5} ${regions[R5].provinces.filter(coastalProv).length}; `
  + `coastal sub-provinces ${Object.values(subs).filter((s) => s.coastal).length}, coastal capitals ${coastalCaps.length} (each borders the sea)`);
// 4. Terrain mix
const classes = {};
for (const s of Object.values(subs)) classes[terrainClass(s)] = (classes[terrainClass(s)] || 0) + 1;
const TOL = 3.5;
const mix = Object.entries(TERRAIN_MIX).map(([k, want]) => {
  const got = (100 * (classes[k] || 0)) / nSub;
  if (Math.abs(got - want) > TOL) fail(`terrain ${k}: ${got.toFixed(1)}% against ${want}% (more than ${TOL} points off)`);
  return `${k} ${classes[k] || 0} = ${got.toFixed(1)}% (${want}%)`;
});
const tagCount = (t) => Object.values(subs).filter((s) => tags(s).has(t)).length;
const md = Object.values(subs).filter((s) => s.base === 'MOUNTAINS' && s.covers.includes('DESERT'));
const mj = Object.values(subs).filter((s) => s.base === 'MOUNTAINS' && s.covers.includes('JUNGLE'));
if (!md.length) fail('no MOUNTAINS+DESERT sub-province');
if (!mj.length) fail('no MOUNTAINS+JUNGLE sub-province');
const deserts = Object.values(subs).filter((s) => tags(s).has('DESERT'));
const desertR1R5 = deserts.filter((s) => s.region === PLAYERS.khanate.region || s.region === R5).length;
if (desertR1R5 < deserts.length * 0.75) fail(`only ${desertR1R5} of ${deserts.length} desert sub-provinces in R1 and R5`);
const jungles = Object.values(subs).filter((s) => tags(s).has('JUNGLE'));
if (jungles.some((s) => s.region !== PLAYERS.republic.region)) fail('jungle outside R4');
say(`4. terrain mix (each sub-province once: jungle or forest cover, then desert, then base): ${mix.join(', ')}`);
say(`   tags: MOUNTAINS ${tagCount('MOUNTAINS')}, DESERT ${tagCount('DESERT')} (${desertR1R5} in R1+R5), FOREST ${tagCount('FOREST')}, JUNGLE ${tagCount('JUNGLE')}; `
  + `MOUNTAINS+DESERT ${md.map((s) => s.id)}, MOUNTAINS+JUNGLE ${mj.map((s) => s.id)}`);
// 5. Rivers
const riverEdges = landEdges.filter((e) => e.flags.has('river'));
for (const e of edgeList) if (e.kind !== 'land' && (e.flags.has('river') || e.flags.has('road') || e.flags.has('railway') || e.flags.has('bridge'))) fail(`edge ${e.a}|${e.b}: river, road, railway and bridge are land edges' flags`);
const onRiver = new Set(riverEdges.flatMap((e) => [e.a, e.b]));
for (const s of Object.values(subs)) if (s.river !== onRiver.has(s.id)) fail(`${s.id}: river ${s.river ? 'yes' : 'no'} but ${onRiver.has(s.id) ? 'on' : 'on no'} river edge`);
if (riverEdges.length < 8) fail(`${riverEdges.length} river edges`);
if (onRiver.size < 6) fail(`${onRiver.size} river sub-provinces`);
const homeRegions = Object.values(PLAYERS).map((p) => p.region);
const regionPairs = new Map();
for (const e of landEdges) {
  const [ra, rb] = [regionOf(e.a), regionOf(e.b)];
  if (ra === rb) continue;
  const k = pairKey(ra, rb);
  const v = regionPairs.get(k) || { edges: 0, river: 0 };
  v.edges++;
  if (e.flags.has('river')) v.river++;
  regionPairs.set(k, v);
}
const homeBorders = [...regionPairs].filter(([k]) => k.split('|').every((r) => homeRegions.includes(r)));
for (const [k, v] of homeBorders) if (!v.river) fail(`no river edge on the border ${k}`);
say(`5. rivers: ${riverEdges.length} river edges, ${onRiver.size} river sub-provinces; home-region borders: ${homeBorders.map(([k, v]) => `${k} ${v.river}/${v.edges}`).join(', ')}`);
// 6. Snow zone
const centre = {};
for (const r of geo.regions) centre[r.id] = r.anchor;
const provY = (p) => provinces[p].subs.reduce((s, id) => s + (centre[id]?.[1] || 0), 0) / provinces[p].subs.length;
for (const p of Object.values(provinces)) {
  if (p.region === PLAYERS.empire.region && !p.snow) fail(`${p.id} (R3) is not in the snow zone`);
  if (p.region !== PLAYERS.empire.region && p.region !== PLAYERS.kingdom.region && p.snow) fail(`${p.id} is in the snow zone`);
}
const r2 = regions[PLAYERS.kingdom.region].provinces;
const r2snow = r2.filter((p) => provinces[p].snow);
if (r2snow.length !== 3) fail(`${r2snow.length} of R2's provinces in the snow zone, not half`);
const southmostSnow = Math.max(...r2snow.map(provY));
const northmostDry = Math.min(...r2.filter((p) => !provinces[p].snow).map(provY));
if (!(southmostSnow < northmostDry)) fail('R2\'s snow provinces are not its northern half');
say(`6. snow zone: ${Object.values(provinces).filter((p) => p.snow).length} provinces (R3 all 6; R2 ${r2snow.join(' ')}, mean y ≤ ${southmostSnow.toFixed(0)} against ≥ ${northmostDry.toFixed(0)} for the rest)`);
// 7. Connectivity
if (!connected(landIds, () => true)) fail('the land graph is not connected');
const regionNeighbours = {};
for (const k of regionPairs.keys()) { const [a, b] = k.split('|'); (regionNeighbours[a] ||= new Set()).add(b); (regionNeighbours[b] ||= new Set()).add(a); }
for (const r of homeRegions) if ((regionNeighbours[r]?.size || 0) < 2) fail(`${r} borders ${regionNeighbours[r]?.size || 0} regions`);
for (const r of homeRegions) if (!regionNeighbours[R5]?.has(r)) fail(`R5 does not border ${r}`);
say(`7. land graph connected (${landIds.length} sub-provinces, ${landEdges.length} land edges); region borders: ${Object.entries(regionNeighbours).map(([r, s]) => `${r}–{${[...s].join(',')}}`).join(' ')}`);
// 8. Wealth
const sorted = (a) => [...a].sort().join(',');
for (const r of homeRegions) {
  const ps = regions[r].provinces.map((p) => provinces[p]);
  if (sorted(ps.map((p) => p.level)) !== '1,1,2,2,3,3') fail(`${r}: levels ${sorted(ps.map((p) => p.level))}`);
  if (sorted(ps.map((p) => p.colour)) !== sorted(['GREEN', 'GREEN', 'BROWN', 'GREY', 'BLUE', 'YELLOW'])) fail(`${r}: colours ${sorted(ps.map((p) => p.colour))}`);
}
{
  const ps = regions[R5].provinces.map((p) => provinces[p]);
  if (ps.some((p) => p.level !== 2)) fail('R5 provinces are not all level II');
  if (sorted(ps.map((p) => p.colour)) !== sorted(['YELLOW', 'YELLOW', 'BLUE', 'GREEN'])) fail(`R5 colours ${sorted(ps.map((p) => p.colour))}`);
}
say(`8. wealth: ${Object.values(regions).map((r) => `${r.id} ${r.provinces.map((p) => `${provinces[p].colour[0]}${provinces[p].colour === 'GREY' ? 'y' : provinces[p].colour === 'BROWN' ? 'r' : ''}${provinces[p].level}`).join(' ')}`).join('; ')}`);
// 9. Strategic sources
const WANT_STRATEGIC = { HORSES: PLAYERS.khanate.region, SALTPETRE: PLAYERS.kingdom.region, COAL: PLAYERS.empire.region, OIL: PLAYERS.republic.region, SPICES: R5, SILK: R5 };
const sources = Object.values(provinces).filter((p) => p.strategic);
for (const [res, region] of Object.entries(WANT_STRATEGIC)) {
  const at = sources.filter((p) => p.strategic === res);
  if (at.length !== 1 || at[0].region !== region) fail(`${res}: ${at.map((p) => p.id).join(',') || 'nowhere'} (wanted one in ${region})`);
}
for (const p of sources) if (!WANT_STRATEGIC[p.strategic]) fail(`${p.id}: unknown strategic resource ${p.strategic}`);
for (const p of sources) if (!p.subs.some((s) => subs[s].base !== 'SWAMP')) fail(`${p.id}: no room for a caravanserai`);
say(`9. strategic sources (caravanserai provinces): ${sources.map((p) => `${p.strategic} ${p.id}`).join(', ')}`);
// 10. Regional units
for (const p of Object.values(provinces)) {
  const desert = p.subs.some((s) => tags(subs[s]).has('DESERT'));
  const want = (p.region === PLAYERS.khanate.region || p.region === R5) && desert;
  if (p.regional.includes('BEDOUINS') !== want) fail(`${p.id}: BEDOUINS ${want ? 'missing' : 'where GAP-45 does not ask'}`);
  for (const u of p.regional) if (u !== 'BEDOUINS') fail(`${p.id}: regional unit ${u}`);
}
say(`10. BEDOUINS in ${Object.values(provinces).filter((p) => p.regional.includes('BEDOUINS')).map((p) => p.id).join(' ')}`);
// 11. Independent units: R5 unowned, room for 2 Partisans in distinct sub-provinces
const owned = new Set(Object.values(homes).flat());
for (const p of regions[R5].provinces) {
  if (owned.has(p)) fail(`${p} (R5) is someone's home`);
  if (provinces[p].subs.length < 2) fail(`${p}: no two sub-provinces for its Partisans`);
}
say(`11. R5 unowned, ${regions[R5].provinces.map((p) => `${p} ${provinces[p].subs.length} sub-provinces`).join(', ')}`);

// Starting roads and railways (GAP-45 "Starting state per player").
const linked = (from, to, flag) => {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length) {
    const n = todo.pop();
    if (n === to) return true;
    for (const m of neighbours[n] || []) if (!seen.has(m) && edges.get(pairKey(n, m)).flags.has(flag)) { seen.add(m); todo.push(m); }
  }
  return false;
};
const cap = (p) => provinces[p].capital;
const used = { road: new Set(), railway: new Set() };
/** The edges on a shortest flagged path (to tell which flagged edges a link uses). */
function pathEdges(from, to, flag) {
  const prev = new Map([[from, null]]);
  const todo = [from];
  while (todo.length) {
    const n = todo.shift();
    if (n === to) break;
    for (const m of neighbours[n] || []) if (!prev.has(m) && edges.get(pairKey(n, m)).flags.has(flag)) { prev.set(m, n); todo.push(m); }
  }
  const out = [];
  for (let n = to; prev.get(n); n = prev.get(n)) out.push(pairKey(n, prev.get(n)));
  return out;
}
const links = [];
const need = (player, a, b, flag) => {
  const [ca, cb] = [cap(homes[player][a - 1]), cap(homes[player][b - 1])];
  if (!linked(ca, cb, flag)) fail(`${player}: no ${flag} from the capital of province ${a} to that of province ${b}`);
  const path = pathEdges(ca, cb, flag);
  for (const k of path) used[flag].add(k);
  for (const k of path) if (k.split('|').some((s) => regionOf(s) !== PLAYERS[player].region)) fail(`${player}: its ${flag} ${a}–${b} leaves its region`);
  links.push(`${player} ${flag} ${a}–${b} ${path.length} edge(s)`);
};
for (const [player, { organisation }] of Object.entries(PLAYERS)) {
  if (organisation === 'craft') { need(player, 1, 2, 'road'); need(player, 2, 3, 'road'); } else { need(player, 1, 2, 'railway'); need(player, 2, 5, 'railway'); need(player, 1, 3, 'road'); }
}
for (const e of landEdges) if (e.flags.has('railway') && (subs[e.a].base === 'SWAMP' || subs[e.b].base === 'SWAMP')) fail(`railway into swamp: ${e.a}|${e.b}`);
// The caravan road of the Silk Road: R5's capitals linked by road, within R5.
const r5caps = regions[R5].provinces.map(cap);
for (const c of r5caps.slice(1)) if (!linked(r5caps[0], c, 'road')) fail(`the Silk Road's road does not reach ${c}`);
const caravan = landEdges.filter((e) => e.flags.has('road') && regionOf(e.a) === R5 && regionOf(e.b) === R5);
for (const e of landEdges) {
  const k = pairKey(e.a, e.b);
  if (e.flags.has('railway') && !used.railway.has(k)) fail(`railway ${k} is on no starting link`);
  if (e.flags.has('road') && !used.road.has(k) && !caravan.includes(e)) fail(`road ${k} is on no starting link`);
}
say(`roads and railways: ${links.join('; ')}; the Silk Road's caravan road ${caravan.length} edges linking ${r5caps.length} capitals; `
  + `${landEdges.filter((e) => e.flags.has('road')).length} road and ${landEdges.filter((e) => e.flags.has('railway')).length} railway edges in all`);
// The starting buildings of GAP-45 fit their provinces' terrain (GAP-20).
{
  const T = (s) => tags(subs[s]);
  const clear = (s) => ['PLAINS', 'HILLS'].includes(subs[s].base) && !['FOREST', 'JUNGLE', 'DESERT'].some((c) => T(s).has(c));
  const RULE = {
    BARRACKS: (s) => !T(s).has('SWAMP'), GENERAL_STAFF: (s) => !T(s).has('SWAMP') && !T(s).has('JUNGLE'), DEPOT: () => true,
    CASTLE: (s) => !T(s).has('SWAMP'), FORT: () => true, FARM: clear,
    STABLES: (s) => ['PLAINS', 'HILLS', 'DESERT'].includes(subs[s].base) && !T(s).has('FOREST') && !T(s).has('JUNGLE'),
    STEELWORKS: clear, FACTORY: clear, ARMS_FACTORY: clear, BRICKWORKS: (s) => ['PLAINS', 'HILLS'].includes(subs[s].base),
    PORT: (s) => subs[s].coastal && !T(s).has('MOUNTAINS') && !T(s).has('SWAMP'), MARKET: (s) => !T(s).has('SWAMP'),
    MINE: (s) => ['HILLS', 'MOUNTAINS'].includes(subs[s].base), QUARRY: (s) => ['HILLS', 'MOUNTAINS'].includes(subs[s].base),
    LUMBER_CAMP: (s) => T(s).has('FOREST') || T(s).has('JUNGLE'), WORKSHOPS: (s) => !T(s).has('SWAMP'),
  };
  const fits = (list, free) => {
    if (!list.length) return true;
    const [b, ...rest] = list;
    return free.some((s) => RULE[b](s) && fits(rest, free.filter((x) => x !== s)));
  };
  for (const [player, { organisation }] of Object.entries(PLAYERS)) {
    const craft = organisation === 'craft';
    const h = homes[player].map((p) => provinces[p]);
    const p1 = h[0];
    if (!RULE.BARRACKS(p1.capital)) fail(`${player}: no barracks in the home capital`);
    const want = [
      [p1, ['GENERAL_STAFF', 'DEPOT', craft ? 'CASTLE' : 'FORT'], p1.subs.filter((s) => s !== p1.capital)],
      [h[1], ['FARM', craft ? 'STABLES' : 'STEELWORKS']], [h[2], ['PORT', 'MARKET']],
      [h[3], ['MINE', craft ? 'QUARRY' : 'BRICKWORKS']], [h[4], craft ? ['LUMBER_CAMP', 'WORKSHOPS'] : ['FACTORY', 'ARMS_FACTORY']],
    ];
    for (const [p, list, free = p.subs] of want) {
      if (!fits(list, free)) fail(`${player}: ${list.join(' + ')} do not fit ${p.id}`);
      // placed one by one in that order, each in the first sub-province that takes it, the capital first
      const left = [...free].sort((a, b) => (b === p.capital) - (a === p.capital));
      for (const b of list) {
        const at = left.find((s) => RULE[b](s));
        if (!at) fail(`${player}: placed in order, capital first, ${b} finds no room in ${p.id}`);
        else left.splice(left.indexOf(at), 1);
      }
    }
  }
  say('starting buildings of GAP-45 fit their provinces\' terrain (one building a sub-province), also when placed in GAP-45\'s order, the capital first');
}

// ======================================================================== the drawing
function parsePath(d) {
  const rings = [];
  let ring = null, cur = [0, 0], start = [0, 0], cmd = null, nums = [];
  const flush = () => {
    for (let i = 0; i + 1 < nums.length; i += 2) {
      const rel = cmd === 'm' || cmd === 'l';
      const p = rel ? [cur[0] + nums[i], cur[1] + nums[i + 1]] : [nums[i], nums[i + 1]];
      if ((cmd === 'M' || cmd === 'm') && i === 0) { ring = [p]; rings.push(ring); start = p; } else ring.push(p);
      cur = p;
    }
    nums = [];
  };
  for (const m of d.matchAll(/([MmLlZz])|(-?\d*\.?\d+)/g)) {
    if (m[1]) {
      flush();
      cmd = m[1];
      if (cmd === 'z' || cmd === 'Z') cur = start;
    } else nums.push(parseFloat(m[2]));
  }
  flush();
  return rings.map((r) => r.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]));
}
const inRings = (rings, [x, y]) => {
  let inside = false;
  for (const r of rings) for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i], [xj, yj] = r[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const [, , W, H] = geo.view_box;
const ALL = [...order.subs, ...order.seas];
const ids = geo.regions.map((r) => r.id);
for (const id of ALL) if (!ids.includes(id)) fail(`missing id ${id}`);
for (const id of ids) if (!ALL.includes(id)) fail(`unknown id ${id}`);
if (ids.join(' ') !== ALL.join(' ')) fail('regions are not in the data file\'s order (sub lines, then sea lines)');
const parsed = {};
for (const r of geo.regions) {
  if (!r.path || !/^M/.test(r.path)) { fail(`${r.id}: empty path`); continue; }
  parsed[r.id] = parsePath(r.path);
}
const shore = parsePath(geo.background_land || '');
const boxes = Object.fromEntries(Object.entries(parsed).map(([id, rings]) => {
  const vs = rings.flat();
  return [id, [Math.min(...vs.map((v) => v[0])), Math.min(...vs.map((v) => v[1])), Math.max(...vs.map((v) => v[0])), Math.max(...vs.map((v) => v[1]))]];
}));
const inRegion = (id, [x, y]) => {
  const b = boxes[id];
  return !!b && x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3] && inRings(parsed[id], [x, y]);
};
for (const r of geo.regions) {
  if (!parsed[r.id]) continue;
  for (const k of ['anchor', 'label']) {
    const p = r[k];
    if (!Array.isArray(p) || p.length !== 2) { fail(`${r.id}: bad ${k}`); continue; }
    if (!inRegion(r.id, p)) fail(`${r.id}: ${k} ${p} outside its region`);
    for (const o of ALL) if (o !== r.id && inRegion(o, p)) fail(`${r.id}: ${k} also inside ${o}`);
  }
}
const size = statSync(SRC).size;
if (size > 250 * 1024) fail(`file is ${size} bytes (> 250 KB)`);
if (typeof geo.rivers !== 'string' || !/^M/.test(geo.rivers)) fail('rivers missing');
const KINDS = ['province', 'road', 'railway', 'snow', 'mountains', 'hills', 'forest', 'marsh', 'desert', 'jungle', 'waves'];
for (const k of KINDS) if (!geo.decor?.[k]) fail(`decor ${k} missing`);
for (const k of Object.keys(PLAYERS)) if (!geo.emblems?.[k]) fail(`emblem of ${k} missing`);
for (const [k, v] of Object.entries(geo.emblems || {})) for (const part of v.split('|')) {
  const [fill, stroke, , d] = part.split(';');
  const colour = (c) => c === 'none' || /^#[0-9a-fA-F]{6}$/.test(c);
  if (!colour(fill) || (stroke && !colour(stroke)) || !/^[A-Za-z0-9 ,.-]+$/.test(d)) fail(`emblem ${k}: a part emblem_svg refuses`);
}
// Overlaps and gaps, on a grid.
let overlaps = 0, holes = 0, samples = 0;
const overlapPts = [];
const holePts = [];
for (let x = 1.513; x < W; x += 4) for (let y = 1.537; y < H; y += 4) {
  samples++;
  const hit = inRings(shore, [x, y]) ? ['shore'] : [];
  for (const id of ALL) if (inRegion(id, [x, y])) hit.push(id);
  if (hit.length > 1) { overlaps++; if (overlapPts.length < 200) overlapPts.push([x, y, hit.join('+')]); }
  if (!hit.length) { holes++; if (holePts.length < 200) holePts.push([x, y]); }
}
if (overlaps) fail(`${overlaps} grid points covered twice`);
if (holes) fail(`${holes} grid points covered by nothing, e.g. ${holePts.slice(0, 6).map((p) => p.map(Math.round).join(',')).join(' ')}`);

// Contacts: a border shared (within 0.2 units) for at least 2 units.
const segDist2 = ([px, py], [ax, ay], [bx, by]) => {
  const dx = bx - ax, dy = by - ay, l = dx * dx + dy * dy;
  const t = l ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l)) : 0;
  const x = ax + t * dx - px, y = ay + t * dy - py;
  return x * x + y * y;
};
const shared = new Map();
{
  const B = 8;
  const grid = new Map();
  const segs = [];
  for (const [id, rings] of Object.entries(parsed)) for (const r of rings) for (let i = 0; i < r.length; i++) {
    const s = { id, a: r[i], b: r[(i + 1) % r.length] };
    segs.push(s);
    for (let gx = Math.floor(Math.min(s.a[0], s.b[0]) / B); gx <= Math.floor(Math.max(s.a[0], s.b[0]) / B); gx++)
      for (let gy = Math.floor(Math.min(s.a[1], s.b[1]) / B); gy <= Math.floor(Math.max(s.a[1], s.b[1]) / B); gy++) {
        const k = gx * 100000 + gy;
        if (!grid.has(k)) grid.set(k, []);
        grid.get(k).push(s);
      }
  }
  for (const s of segs) {
    const l = Math.hypot(s.b[0] - s.a[0], s.b[1] - s.a[1]);
    const n = Math.max(1, Math.round(l / 2));
    for (let j = 0; j < n; j++) {
      const t = (j + 0.5) / n;
      const m = [s.a[0] + (s.b[0] - s.a[0]) * t, s.a[1] + (s.b[1] - s.a[1]) * t];
      const near = new Set();
      for (const o of grid.get(Math.floor(m[0] / B) * 100000 + Math.floor(m[1] / B)) || []) if (o.id > s.id && segDist2(m, o.a, o.b) < 0.04) near.add(o.id);
      for (const o of near) shared.set(pairKey(s.id, o), (shared.get(pairKey(s.id, o)) || 0) + l / n);
    }
  }
}
const have = new Set([...shared].filter(([, n]) => n >= 2).map(([k]) => k));
const want = new Set(edges.keys());
const missingAdj = [...want].filter((k) => !have.has(k)).sort();
const extraAdj = [...have].filter((k) => !want.has(k)).sort();
if (missingAdj.length || extraAdj.length) fail('drawn contacts differ from the data\'s edges');
const shortest = [...want].filter((k) => have.has(k)).map((k) => [k, shared.get(k)]).sort((a, b) => a[1] - b[1]).slice(0, 5);
// Rivers drawn along the river edges, and only there; roads and railways across their edges.
const lines = (d) => parsePath(d || '').filter((r) => r.length > 1);
const riverLinesDrawn = lines(geo.rivers);
const riverPts = riverLinesDrawn.flat();
const nearLines = (ls, p, r) => ls.some((l) => l.some((a, i) => i > 0 && segDist2(p, l[i - 1], a) < r * r));
const near = (pts, p, r) => pts.some((q) => Math.abs(q[0] - p[0]) < r && Math.abs(q[1] - p[1]) < r && Math.hypot(q[0] - p[0], q[1] - p[1]) < r);
const borderPoints = (a, b) => {
  const out = [];
  for (const r of parsed[a] || []) for (let i = 0; i < r.length; i++) {
    const [p, q] = [r[i], r[(i + 1) % r.length]];
    const m = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    if ((parsed[b] || []).some((rb) => rb.some((u, j) => segDist2(m, u, rb[(j + 1) % rb.length]) < 0.04))) out.push(m);
  }
  return out;
};
let riverCover = 0, riverAll = 0;
for (const e of riverEdges) {
  const pts = borderPoints(e.a, e.b);
  const on = pts.filter((p) => nearLines(riverLinesDrawn, p, 2)).length;
  riverCover += on; riverAll += pts.length;
  if (on < pts.length * 0.9) fail(`river edge ${e.a}|${e.b}: only ${on} of ${pts.length} border points on a drawn river`);
}
const riverBorder = riverEdges.flatMap((e) => borderPoints(e.a, e.b));
const stray = riverPts.filter((p, i) => i % 3 === 0 && !near(riverBorder, p, 4));
if (stray.length) fail(`${stray.length} drawn river points along no river edge, e.g. ${stray.slice(0, 3).map((p) => p.map(Math.round).join(','))}`);
for (const flag of ['road', 'railway']) {
  const pts = lines(geo.decor?.[flag]).flat();
  for (const e of landEdges.filter((x) => x.flags.has(flag))) {
    const b = borderPoints(e.a, e.b);
    if (!b.some((p) => near(pts, p, 3))) fail(`${flag} edge ${e.a}|${e.b} is not drawn across its border`);
    for (const id of [e.a, e.b]) if (!near(pts, geo.regions.find((r) => r.id === id).anchor, 1)) fail(`${flag} edge ${e.a}|${e.b} does not reach ${id}'s anchor`);
  }
}

// ======================================================================== render
const css = readFileSync(CSS, 'utf8').split('\n').filter((l) => /^\.(decor|rivers)\b/.test(l)).join('\n');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const FILL = { steppe: '#ecd79a', heartland: '#b9d39a', north: '#c9d3de', coast: '#a9d6cf', silk_road: '#e8c49a' };
const vb = CROP ? [CROP[0], CROP[1], CROP[2], (CROP[2] * H) / W] : [0, 0, W, H];
const PX = 1640;
const scale = PX / vb[2]; // screen px per unit
const upp = 1 / scale;
let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.join(' ')}" width="${PX}" height="${Math.round(PX * vb[3] / vb[2])}" font-family="sans-serif">`;
svg += '<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8c6da"/><stop offset="1" stop-color="#93b6cf"/></linearGradient></defs>';
svg += `<rect x="${vb[0]}" y="${vb[1]}" width="${vb[2]}" height="${vb[3]}" fill="#9dbdd3"/>`;
svg += `<path d="${geo.background_land}" fill="#cfc8b6" stroke="#9d9481" stroke-width="0.6"/>`;
for (const r of geo.regions) {
  const isSea = !!seas[r.id];
  const fill = isSea ? 'url(#sea)' : FILL[subs[r.id].region];
  const stroke = isSea ? 'stroke="#7fa3bd" stroke-width="0.6" stroke-dasharray="3 2"' : 'stroke="#5b5242" stroke-width="0.7"';
  svg += `<path d="${r.path}" fill="${fill}"${isSea ? '' : ' fill-opacity=".82"'} ${stroke} stroke-linejoin="round"><title>${r.id}</title></path>`;
}
for (const [k, d] of Object.entries(geo.decor || {})) svg += `<path class="decor ${k}" d="${d}"/>`;
svg += `<path class="rivers" d="${geo.rivers}"/>`;
for (const [x, y] of overlapPts) svg += `<circle cx="${x}" cy="${y}" r="1.5" fill="#f0f"/>`;
for (const [x, y] of holePts) svg += `<circle cx="${x}" cy="${y}" r="1.5" fill="#f00"/>`;
// capitals and anchors
for (const r of geo.regions) {
  if (subs[r.id]?.capital) svg += `<circle cx="${r.anchor[0]}" cy="${r.anchor[1]}" r="${4.5 * upp * 1.6}" fill="#fff6d6" stroke="#111" stroke-width="${upp * 1.4}"/>`;
  else svg += `<circle cx="${r.anchor[0]}" cy="${r.anchor[1]}" r="${1.6 * upp * 1.6}" fill="#000"/>`;
}
// names as the page draws them: a fixed screen size, larger regions first, none over another
const fontPx = (id) => (seas[id] ? 10.5 : 11.5);
const placed = [];
const byExtent = geo.regions.map((r) => ({ r, ext: Math.max(boxes[r.id][2] - boxes[r.id][0], boxes[r.id][3] - boxes[r.id][1]) })).sort((a, b) => b.ext - a.ext);
let shown = 0;
for (const { r, ext } of byExtent) {
  if (ext * scale < (seas[r.id] ? 70 : 36)) continue;
  const name = NAMES[r.id];
  const f = fontPx(r.id) * upp;
  const w = name.length * f * 0.56;
  const box = [r.label[0] - w / 2, r.label[1] - f * 0.8, r.label[0] + w / 2, r.label[1] + f * 0.25];
  if (placed.some((b) => b[0] < box[2] && box[0] < b[2] && b[1] < box[3] && box[1] < b[3])) continue;
  placed.push(box);
  shown++;
  const style = seas[r.id] ? 'fill="#1f4a6b" font-style="italic"' : 'fill="#221d14" font-weight="600"';
  svg += `<text x="${r.label[0]}" y="${r.label[1]}" font-size="${f}" text-anchor="middle" ${style} paint-order="stroke" stroke="rgba(255,252,240,.85)" stroke-width="${3 * upp}" stroke-linejoin="round">${esc(name)}</text>`;
}
if (!CROP) {
  let ly = H - 4 * 44 - 8;
  const lx = 14;
  svg += `<rect x="${lx - 8}" y="${ly - 10}" width="152" height="${4 * 44 + 10}" fill="#fff" fill-opacity=".75"/>`;
  for (const [role, parts] of Object.entries(EMBLEMS)) {
    const shapes = parts.map((p) => `<path d="${p.d}" fill="${p.fill}"${p.stroke ? ` stroke="${p.stroke}" stroke-width="${p.width}" stroke-linejoin="round"` : ''}/>`).join('');
    svg += `<g transform="translate(${lx} ${ly}) scale(1.6)">${shapes}</g>`;
    svg += `<g transform="translate(${lx + 40} ${ly + 8}) scale(${(16 / 24) * upp})">${shapes}</g>`;
    svg += `<text x="${lx + 62}" y="${ly + 24}" font-size="12">${role}</text>`;
    ly += 44;
  }
}
svg += `<rect x="${vb[0]}" y="${vb[1]}" width="${vb[2]}" height="${vb[3]}" fill="none" stroke="#000" stroke-width="${2 * upp}"/></svg>`;
const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;overflow:hidden;background:#fff}svg{display:block}\n${css}</style></head><body>${svg}</body></html>`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, html);

// ======================================================================== report
console.log('GAP-45 map requirements (data):');
for (const f of figures) console.log(`  ${f}`);
console.log('drawing:');
console.log(`  ${ids.length} regions in the data's order, file ${(size / 1024).toFixed(1)} KB (< 250), view_box ${geo.view_box.join(' ')}`);
console.log(`  decor ${Object.entries(geo.decor || {}).map(([k, v]) => `${k} ${(v.length / 1024).toFixed(1)}K`).join(', ')}; rivers ${(geo.rivers.length / 1024).toFixed(1)}K`);
console.log(`  grid: ${samples} samples, ${overlaps} covered twice, ${holes} covered by nothing`);
console.log(`  contacts (outlines sharing >= 2 units vs data edges, land, coast and sea): ${want.size} edges, ${missingAdj.length} missing, ${extraAdj.length} extra; `
  + `by kind land ${landEdges.length}, coast ${edgeList.filter((e) => e.kind === 'coast').length}, sea ${seaEdges.length}; shortest ${shortest.map(([k, l]) => `${k} ${l.toFixed(0)}`).join(', ')}`);
if (missingAdj.length) console.log('    missing:', missingAdj.map((k) => `${k}(${Math.round(shared.get(k) || 0)})`).join(' '));
if (extraAdj.length) console.log('    extra:  ', extraAdj.map((k) => `${k}(${Math.round(shared.get(k))})`).join(' '));
console.log(`  rivers drawn on ${riverCover} of ${riverAll} river-border points; names shown at this scale: ${shown} of ${geo.regions.length}`);
if (problems.length) { console.log(`PROBLEMS (${problems.length}):\n  ${problems.join('\n  ')}`); process.exitCode = 1; } else console.log('all checks passed');
console.log('wrote', OUT);

// The map of Khans & Kings' scenario "Four Crowns" (rules GAP-45,
// shared/rules/khans-and-kings.md), read from the data file the rules crate
// reads: crates/khans-and-kings/data/four-crowns.txt. One source of truth:
// the build (build-khans-and-kings.mjs) draws it and the checks
// (preview-khans-and-kings.mjs) hold the drawing and the data to GAP-45.

import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DATA_FILE = resolve(HERE, '../../crates/khans-and-kings/data/four-crowns.txt');

const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
export { key as pairKey };

/** Parses the data file's grammar (see its header). Throws on a malformed line. */
export function parseMap(text = readFileSync(DATA_FILE, 'utf8')) {
  const regions = {};
  const provinces = {};
  const homes = {};
  const subs = {};
  const seas = {};
  const edges = new Map();
  const order = { subs: [], seas: [], provinces: [], regions: [] };
  const list = (s) => (s === '-' ? [] : s.split(',').map((x) => x.trim()).filter(Boolean));
  const yes = (s, n) => {
    if (s !== 'yes' && s !== 'no') throw new Error(`line ${n}: expected yes or no, found ${s}`);
    return s === 'yes';
  };
  text.split('\n').forEach((raw, i) => {
    const n = i + 1;
    const line = raw.split('#')[0].trim();
    if (!line) return;
    const w = line.split(/\s+/);
    const need = (k) => { if (w.length !== k) throw new Error(`line ${n}: ${w[0]} needs ${k - 1} fields: ${line}`); };
    switch (w[0]) {
      case 'region':
        need(3);
        regions[w[1]] = { id: w[1], home: w[2] === 'none' ? null : w[2], provinces: [] };
        order.regions.push(w[1]);
        break;
      case 'province': {
        need(8);
        const [, id, region, colour, level, snow, strategic, regional] = w;
        if (!regions[region]) throw new Error(`line ${n}: unknown region ${region}`);
        provinces[id] = {
          id, region, colour, level: Number(level), snow: yes(snow, n),
          strategic: strategic === '-' ? null : strategic, regional: list(regional), subs: [], capital: null,
        };
        regions[region].provinces.push(id);
        order.provinces.push(id);
        break;
      }
      case 'home':
        need(8);
        homes[w[1]] = w.slice(2);
        break;
      case 'sub': {
        need(8);
        const [, id, province, base, covers, capital, coastal, river] = w;
        if (!provinces[province]) throw new Error(`line ${n}: unknown province ${province}`);
        subs[id] = {
          id, province, region: provinces[province].region, base, covers: list(covers),
          capital: yes(capital, n), coastal: yes(coastal, n), river: yes(river, n),
        };
        provinces[province].subs.push(id);
        if (subs[id].capital) provinces[province].capital = id;
        order.subs.push(id);
        break;
      }
      case 'sea':
        need(3);
        seas[w[1]] = { id: w[1], sea: w[2] };
        order.seas.push(w[1]);
        break;
      case 'edge': {
        need(4);
        const [, a, b, flags] = w;
        for (const x of [a, b]) if (!subs[x] && !seas[x]) throw new Error(`line ${n}: unknown sub-province ${x}`);
        const k = key(a, b);
        if (edges.has(k)) throw new Error(`line ${n}: edge ${a} ${b} twice`);
        const kind = seas[a] && seas[b] ? 'sea' : seas[a] || seas[b] ? 'coast' : 'land';
        edges.set(k, { a, b, kind, flags: new Set(list(flags)) });
        break;
      }
      default:
        throw new Error(`line ${n}: unknown record ${w[0]}`);
    }
  });
  return { regions, provinces, homes, subs, seas, edges, order };
}

/** Terrain tags of a land sub-province: its base and its covers. */
export const tags = (s) => new Set([s.base, ...s.covers]);

/**
 * The one class a sub-province counts under in GAP-45's terrain mix (each
 * counted once): a JUNGLE or FOREST cover names it, then DESERT (base or
 * cover), then its base. So MOUNTAINS+DESERT counts as desert and
 * MOUNTAINS+JUNGLE as jungle.
 */
export function terrainClass(s) {
  const t = tags(s);
  if (t.has('JUNGLE')) return 'JUNGLE';
  if (t.has('FOREST')) return 'FOREST';
  if (t.has('DESERT')) return 'DESERT';
  return s.base;
}

/** GAP-45's approximate terrain mix, in per cent of land sub-provinces. */
export const TERRAIN_MIX = { PLAINS: 35, HILLS: 15, FOREST: 15, MOUNTAINS: 12, DESERT: 10, SWAMP: 5, JUNGLE: 3 };

/** GAP-45's players: organisation and home region. */
export const PLAYERS = {
  khanate: { organisation: 'craft', region: 'steppe' },
  kingdom: { organisation: 'craft', region: 'heartland' },
  empire: { organisation: 'industrial', region: 'north' },
  republic: { organisation: 'industrial', region: 'coast' },
};

/**
 * English display names, for the labels' room and the preview: the rules
 * crate's English catalogue (crates/khans-and-kings/locales/en.ftl, where
 * a sea's name is `kk-sub-sea_…`), or a `map-en.ftl` beside it.
 */
export function englishNames(map) {
  const NAMES = {};
  const dir = resolve(HERE, '../../crates/khans-and-kings/locales');
  const file = existsSync(resolve(dir, 'map-en.ftl')) ? resolve(dir, 'map-en.ftl') : resolve(dir, 'en.ftl');
  const ftl = readFileSync(file, 'utf8');
  for (const m of ftl.matchAll(/^kk-(region|province|sub|sea)-([a-z0-9_]+)\s*=\s*(.+)$/gm)) NAMES[m[2]] = m[3].trim();
  for (const id of [...map.order.subs, ...map.order.seas]) if (!NAMES[id]) NAMES[id] = id;
  return NAMES;
}

// Geometry and drawing helpers the map generators share: a seeded random
// stream and smooth noise, polygon areas, containment and distances,
// polygon clipping that retries on snapped coordinates, line resampling and
// fractal coastlines, and the compact relative SVG path syntax of the maps.
import polygonClipping from 'polygon-clipping';

export function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Smooth 2D noise: a sum of plane waves, about -1..1. `waves`: [wavelength, weight, count]. */
export function waveNoise(seed, waves) {
  const rnd = mulberry32(seed);
  const comps = [];
  let total = 0;
  for (const [len, weight, n] of waves) {
    for (let i = 0; i < n; i++) {
      const th = rnd() * 2 * Math.PI;
      comps.push({ kx: (Math.cos(th) * 2 * Math.PI) / len, ky: (Math.sin(th) * 2 * Math.PI) / len, ph: rnd() * 2 * Math.PI, a: weight / Math.sqrt(n) });
    }
    total += weight;
  }
  return (x, y) => comps.reduce((s, c) => s + c.a * Math.sin(c.kx * x + c.ky * y + c.ph), 0) / total;
}
export const snap = (g) => g.map((p) => p.map((r) => r.map(([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4])));
export const pc = Object.fromEntries(['union', 'intersection', 'difference'].map((op) => [op, (...gs) => {
  try { return polygonClipping[op](...gs); } catch (e) {
    console.warn(`polygon-clipping ${op} failed (${e.message.slice(0, 60)}…), retrying snapped`);
    return polygonClipping[op](...gs.map(snap));
  }
}]));
export const ringArea = (r) => {
  let a = 0;
  for (let i = 0, n = r.length - 1; i < n; i++) a += r[i][0] * r[i + 1][1] - r[i + 1][0] * r[i][1];
  return a / 2;
};
export const polyArea = (p) => p.reduce((s, r, i) => s + (i === 0 ? Math.abs(ringArea(r)) : -Math.abs(ringArea(r))), 0);
export const mpArea = (mp) => mp.reduce((s, p) => s + polyArea(p), 0);
export const ringContains = (r, [x, y]) => {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i], [xj, yj] = r[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
export const polyContains = (p, pt) => ringContains(p[0], pt) && !p.slice(1).some((h) => ringContains(h, pt));
export const mpContains = (mp, pt) => mp.some((p) => polyContains(p, pt));
export const segDist2 = ([px, py], [ax, ay], [bx, by]) => {
  const dx = bx - ax, dy = by - ay;
  const l = dx * dx + dy * dy;
  let t = l ? ((px - ax) * dx + (py - ay) * dy) / l : 0;
  t = Math.max(0, Math.min(1, t));
  const x = ax + t * dx - px, y = ay + t * dy - py;
  return x * x + y * y;
};
export const boundaryDist = (mp, pt) => {
  let d = Infinity;
  for (const p of mp) for (const r of p) for (let i = 0; i < r.length - 1; i++) d = Math.min(d, segDist2(pt, r[i], r[i + 1]));
  return Math.sqrt(d);
};
export const lineDist = (lines, pt) => {
  let d = Infinity;
  for (const l of lines) for (let i = 0; i < l.length - 1; i++) d = Math.min(d, segDist2(pt, l[i], l[i + 1]));
  return Math.sqrt(d);
};
export const bbox = (mp) => {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of mp) for (const r of p) for (const [x, y] of r) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
};
export const dist = (a, b) => Math.hypot(b[0] - a[0], b[1] - a[1]);
export const arcLength = (arc) => arc.reduce((s, p, i) => (i ? s + dist(arc[i - 1], p) : 0), 0);
export const eq = (a, b) => a[0] === b[0] && a[1] === b[1];
/** Points every `step` along a polyline (ends kept). */
export function resample(line, step) {
  const out = [line[0]];
  let carry = 0;
  for (let i = 0; i < line.length - 1; i++) {
    const [a, b] = [line[i], line[i + 1]];
    const len = dist(a, b);
    let t = step - carry;
    while (t < len) { out.push([a[0] + ((b[0] - a[0]) * t) / len, a[1] + ((b[1] - a[1]) * t) / len]); t += step; }
    carry = len - (t - step);
  }
  const last = line[line.length - 1];
  if (dist(out[out.length - 1], last) < step * 0.4 && out.length > 1) out.pop();
  out.push(last);
  return out;
}
export function fractalLine(points, seed, rough, minLen) {
  const rnd = mulberry32(seed);
  const out = [points[0]];
  const rec = (a, b) => {
    const len = dist(a, b);
    if (len < minLen) { out.push(b); return; }
    const d = (rnd() * 2 - 1) * len * rough;
    const m = [(a[0] + b[0]) / 2 - ((b[1] - a[1]) / len) * d, (a[1] + b[1]) / 2 + ((b[0] - a[0]) / len) * d];
    rec(a, m);
    rec(m, b);
  };
  for (let i = 0; i < points.length - 1; i++) rec(points[i], points[i + 1]);
  return out;
}
export const closeRing = (pts) => [...pts, pts[0]];
export const r1 = (v) => Math.round(v * 10) / 10;
export const t10 = (v) => Math.round(v * 10);
export const num = (n10) => (n10 / 10).toString().replace(/^(-?)0\./, '$1.');
/** Subpaths of absolute points as `M x y l… m… l…` (tenths, relative). */
export function strokes(lines) {
  let out = '';
  let cur = null;
  for (const line of lines) {
    const q = line.map(([x, y]) => [t10(x), t10(y)]);
    out += cur ? `m${num(q[0][0] - cur[0])} ${num(q[0][1] - cur[1])}` : `M${num(q[0][0])} ${num(q[0][1])}`;
    cur = q[0];
    out += 'l' + q.slice(1).map(([x, y]) => {
      const d = `${num(x - cur[0])} ${num(y - cur[1])}`;
      cur = [x, y];
      return d;
    }).join(' ');
  }
  return out.replace(/ -/g, '-');
}
/** A multipolygon's rings as one closed path in the same compact relative
 *  syntax (`M x y l… z m… l… z`, tenths; after `z` a move is relative to
 *  the ring's start, as SVG has it): about 40 % less gzip than absolute
 *  coordinates (issue 35). Points that round to the one before are dropped,
 *  the closing point is implied by `z`, and rings of fewer than three
 *  points are left out. */
export function ringsPath(mp) {
  let out = '';
  let cur = null;
  for (const poly of mp) for (const ring of poly) {
    const pts = [];
    for (const [x, y] of ring.slice(0, -1)) {
      const q = [t10(x), t10(y)];
      if (!pts.length || !eq(pts[pts.length - 1], q)) pts.push(q);
    }
    while (pts.length > 1 && eq(pts[0], pts[pts.length - 1])) pts.pop();
    if (pts.length < 3) continue;
    out += cur ? `m${num(pts[0][0] - cur[0])} ${num(pts[0][1] - cur[1])}` : `M${num(pts[0][0])} ${num(pts[0][1])}`;
    let at = pts[0];
    out += 'l' + pts.slice(1).map(([x, y]) => {
      const d = `${num(x - at[0])} ${num(y - at[1])}`;
      at = [x, y];
      return d;
    }).join(' ') + 'z';
    cur = pts[0];
  }
  return out.replace(/ -/g, '-');
}
export const rel = (...v) => v.map((x) => num(t10(x))).join(' ').replace(/ -/g, '-');

/** The rings of a path in the maps' syntaxes (`M`/`L`/`Z` absolute or
 *  `m`/`l`/`z` relative; after a close a move is relative to the ring's
 *  start), as absolute points: what the previews check. */
export function parseRings(d) {
  const rings = [];
  const re = /([MmLlZz])|(-?\d*\.?\d+(?:e-?\d+)?)/g;
  let cmd = null, nums = [], cur = [0, 0], ring = null;
  const flush = () => {
    while (nums.length >= 2) {
      const [a, b] = nums.splice(0, 2);
      if (cmd === 'M') { ring = [[a, b]]; rings.push(ring); cur = [a, b]; cmd = 'L'; }
      else if (cmd === 'm') { cur = [cur[0] + a, cur[1] + b]; ring = [cur]; rings.push(ring); cmd = 'l'; }
      else if (cmd === 'L') { cur = [a, b]; ring.push(cur); }
      else if (cmd === 'l') { cur = [cur[0] + a, cur[1] + b]; ring.push(cur); }
    }
  };
  for (const m of d.matchAll(re)) {
    if (m[1]) { flush(); cmd = m[1]; if (cmd === 'Z' || cmd === 'z') { if (ring) cur = ring[0]; } }
    else nums.push(parseFloat(m[2]));
  }
  flush();
  return rings;
}

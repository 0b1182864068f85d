// Arms of the four players of Khans & Kings' "Four Crowns" (GAP-45), by
// player id: khanate (the Steppe), kingdom (the Heartland), empire (the
// North), republic (the Coast). Invented heraldry, one bold charge each so
// it reads at 16 screen pixels. Each emblem is an ordered list of SVG path
// parts in a 20 x 24 box: the heater shield in the field's tincture, the
// charge, then a thin dark outline. Parts: { d, fill, stroke?, width? }.
// Path data may use only letters, digits, spaces, commas, dots and minus
// signs (engine::board::emblem_svg).

const SHIELD = 'M0,0 H20 V12 C20,18.5 14.5,22.5 10,24 C5.5,22.5 0,18.5 0,12 Z';
const shield = (field, ...charge) => [
  { d: SHIELD, fill: field },
  ...charge,
  { d: SHIELD, fill: 'none', stroke: '#2b2118', width: 0.9 },
];
const r2 = (n) => Math.round(n * 100) / 100;
const poly = (pts) => `M${pts.map(([x, y]) => `${r2(x)},${r2(y)}`).join(' L')} Z`;
const disc = (cx, cy, r) =>
  `M${r2(cx - r)},${r2(cy)} A${r2(r)},${r2(r)} 0 1,0 ${r2(cx + r)},${r2(cy)} A${r2(r)},${r2(r)} 0 1,0 ${r2(cx - r)},${r2(cy)} Z`;
/** A star of `n` points. */
const star = (cx, cy, R, r, n, rot = -Math.PI / 2) => poly(Array.from({ length: 2 * n }, (_, i) => {
  const t = rot + (i * Math.PI) / n;
  const rr = i % 2 ? r : R;
  return [cx + rr * Math.cos(t), cy + rr * Math.sin(t)];
}));

export const EMBLEMS = {
  // The Khanate: a gold horse-bow drawn, its arrow on the string, on crimson
  khanate: shield(
    '#a3262a',
    { d: 'M6,3.6 C13.6,6.2 13.6,15.8 6,18.4', fill: 'none', stroke: '#f2c230', width: 2.3 },
    { d: 'M6,3.6 L6,18.4', fill: 'none', stroke: '#f4efe2', width: 0.8 },
    { d: 'M3.4,11 L15.2,11', fill: 'none', stroke: '#f4efe2', width: 1.3 },
    { d: poly([[17.6, 11], [14.2, 8.8], [14.9, 11], [14.2, 13.2]]), fill: '#f4efe2' },
  ),
  // The Kingdom: a gold crown on royal blue
  kingdom: shield(
    '#2a4f9e',
    { d: poly([[3.6, 15.6], [3, 7], [6.6, 10.8], [10, 5.2], [13.4, 10.8], [17, 7], [16.4, 15.6]]), fill: '#f2c230' },
    { d: 'M3.6,16.4 H16.4 V18.6 H3.6 Z', fill: '#f2c230' },
    { d: disc(3, 6.6, 1.3), fill: '#f2c230' },
    { d: disc(10, 4.6, 1.4), fill: '#f2c230' },
    { d: disc(17, 6.6, 1.3), fill: '#f2c230' },
  ),
  // The Empire: a silver star of eight points, the northern star, on black-blue
  empire: shield(
    '#22303f',
    { d: star(10, 10.6, 8, 3.2, 8, -Math.PI / 2), fill: '#e9eef2' },
    { d: disc(10, 10.6, 1.8), fill: '#22303f' },
  ),
  // The Republic: a gold anchor on sea green
  republic: shield(
    '#1f6b64',
    { d: 'M10,5.8 V18.6', fill: 'none', stroke: '#f2c230', width: 2 },
    { d: 'M6.2,8.6 H13.8', fill: 'none', stroke: '#f2c230', width: 1.7 },
    { d: 'M10,2 A1.9,1.9 0 1,1 9.99,2', fill: 'none', stroke: '#f2c230', width: 1.3 },
    { d: 'M3.6,13 C4.4,18 7.6,19.4 10,19.4 C12.4,19.4 15.6,18 16.4,13', fill: 'none', stroke: '#f2c230', width: 1.9 },
    { d: poly([[2.6, 12.4], [5.6, 12.8], [3.6, 15.2]]), fill: '#f2c230' },
    { d: poly([[17.4, 12.4], [14.4, 12.8], [16.4, 15.2]]), fill: '#f2c230' },
  ),
};

// Arms of the five factions of Shadow Realms (rules SR-G2), by faction id:
// kerdurin (Robert), heilbron (Petros), rudern (Rim), lake_city (Kalamé),
// malmo (Jaromír). Invented fantasy heraldry, one bold charge each so it
// reads at 16 screen pixels. Each emblem is an ordered list of SVG path
// parts in a 20 x 24 box: the heater shield in the field's tincture, the
// charge, then a thin dark outline. Parts: { d, fill, stroke?, width? }.

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
/** A five-pointed star. */
const star = (cx, cy, R, r = R * 0.4) => poly(Array.from({ length: 10 }, (_, i) => {
  const t = -Math.PI / 2 + (i * Math.PI) / 5;
  const rr = i % 2 ? r : R;
  return [cx + rr * Math.cos(t), cy + rr * Math.sin(t)];
}));
/** An axe: a haft from `foot` to `head`, and a bearded blade at the head on
 *  side `side` (+1 right of the haft looking up it, -1 left). */
const axe = (foot, head, side, colour, blade) => {
  const [dx, dy] = [head[0] - foot[0], head[1] - foot[1]];
  const len = Math.hypot(dx, dy);
  const [ux, uy] = [dx / len, dy / len]; // along the haft, towards the head
  const [nx, ny] = [-uy * side, ux * side]; // across it, towards the blade
  const at = (a, n) => [head[0] + ux * a + nx * n, head[1] + uy * a + ny * n];
  const edge = [at(-0.6, 0.4), at(0.2, 1.4), at(1.6, 4.4), at(0.4, 5.2), at(-1.6, 5.4), at(-3.6, 5.0), at(-4.6, 4.2),
    at(-3.4, 2.2), at(-2.6, 0.4)];
  return [
    { d: `M${r2(foot[0])},${r2(foot[1])} L${r2(head[0] + ux * 1.2)},${r2(head[1] + uy * 1.2)}`, fill: 'none', stroke: colour, width: 1.5 },
    { d: poly(edge), fill: blade },
  ];
};

export const EMBLEMS = {
  // Kerdurin: a silver tower on purple, the fortress under the Giants' mountains
  kerdurin: shield(
    '#5b3d86',
    { d: 'M5.5,19 V9.5 H4.5 V5 H7 V7 H8.8 V5 H11.2 V7 H13 V5 H15.5 V9.5 H14.5 V19 Z', fill: '#eeeae0' },
    { d: 'M8.4,19 V15.6 A1.6,1.6 0 0 1 11.6,15.6 V19 Z', fill: '#5b3d86' },
    { d: 'M9.2,10 H10.8 V12.6 H9.2 Z', fill: '#5b3d86' },
  ),
  // Heilbron: two gold-hafted silver axes crossed on red
  heilbron: shield(
    '#a6262b',
    ...axe([4.2, 19.5], [14.2, 5.2], 1, '#e8b923', '#eeeae0'),
    ...axe([15.8, 19.5], [5.8, 5.2], -1, '#e8b923', '#eeeae0'),
  ),
  // Rudern: a black wolf's head on gold
  rudern: shield(
    '#e0ad2a',
    {
      d: poly([[13.6, 20], [16.4, 15.2], [16.2, 10.4], [17, 4], [13.9, 6.9], [12.4, 3.2], [10.6, 7.1], [8.4, 7.9],
        [4.2, 10.6], [2.8, 11.6], [3.2, 12.6], [5.4, 12.8], [4.4, 13.6], [6.2, 14.2], [8.8, 14], [10, 16.6], [9.6, 20]]),
      fill: '#221d1a',
    },
    { d: poly([[9.2, 9.6], [11.4, 9.2], [10.2, 10.6]]), fill: '#e0ad2a' },
  ),
  // Lake City: a gold star over silver waves on azure
  lake_city: shield(
    '#3d86c2',
    { d: star(10, 7.6, 4.6), fill: '#f2c200' },
    { d: 'M2.6,14.2 q1.85,-1.9 3.7,0 t3.7,0 t3.7,0 t3.7,0', fill: 'none', stroke: '#f4f1e8', width: 1.6 },
    { d: 'M4.4,18.4 q1.4,-1.6 2.8,0 t2.8,0 t2.8,0 t2.8,0', fill: 'none', stroke: '#f4f1e8', width: 1.5 },
  ),
  // Malmo: a silver ship on sea green, the port on both seas
  malmo: shield(
    '#2f6d52',
    { d: 'M10,3.2 V14.6', fill: 'none', stroke: '#eeeae0', width: 1.1 },
    { d: 'M10.7,4.2 C14.8,5.8 15.4,10.6 10.7,13.4 Z', fill: '#eeeae0' },
    { d: 'M9.3,5.6 C6.6,7.4 6.4,11 9.3,13.2 Z', fill: '#eeeae0' },
    { d: 'M10,3.2 L13.4,3.9 L10,4.6 Z', fill: '#e8b923' },
    { d: 'M2.8,14.6 H17.2 L14.6,18.6 H5.4 Z', fill: '#e8b923' },
  ),
};

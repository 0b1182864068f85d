// Coats of arms for the Deluge 1655 campaign map (rule DC-MAP-1).
// Order of nations: RON, SWE, MOS, TAT, TUR, COS, LIT.
// Each emblem is an ordered list of SVG path parts drawn in a 20 x 24 box:
// first the heater shield filled with the field tincture, then the charge,
// last a thin dark outline of the shield (`shield`). Parts: { d, fill,
// stroke?, width? }.

const SHIELD = "M0,0 H20 V12 C20,18.5 14.5,22.5 10,24 C5.5,22.5 0,18.5 0,12 Z";

/** An emblem: the shield in the field's colour, the charge, the outline. */
const shield = (field, ...charge) => [
  { d: SHIELD, fill: field },
  ...charge,
  { d: SHIELD, fill: "none", stroke: "#2b2118", width: 0.9 },
];

const r2 = (n) => Math.round(n * 100) / 100;

/** A filled circle of radius `r` at (`cx`, `cy`), as path data. */
const disc = (cx, cy, r) =>
  `M${r2(cx - r)},${r2(cy)} A${r2(r)},${r2(r)} 0 1,0 ${r2(cx + r)},${r2(cy)} A${r2(r)},${r2(r)} 0 1,0 ${r2(cx - r)},${r2(cy)} Z`;

/** One of Sweden's open crowns, the top-left one moved by (`dx`, `dy`):
 *  its body, the band across it, and a ball on each of its three points. */
const crown = (dx, dy) => {
  const gold = "#f2c200";
  const at = (x, y) => `${r2(x + dx)},${r2(y + dy)}`;
  const body = [[2.25, 8.7], [8.55, 8.7], [8.55, 7.33], [9.08, 4.5], [7.08, 6.28], [5.4, 3.87], [3.72, 6.28], [1.73, 4.5], [2.25, 7.33]];
  return [
    { d: `M${body.map(([x, y]) => at(x, y)).join(" L")} Z`, fill: gold },
    { d: `M${at(2.25, 7.39)} H${r2(8.55 + dx)}`, fill: "none", stroke: "#a67c00", width: 0.3 },
    { d: disc(1.725 + dx, 4.13 + dy, 0.63), fill: gold },
    { d: disc(5.4 + dx, 3.45 + dy, 0.6825), fill: gold },
    { d: disc(9.08 + dx, 4.13 + dy, 0.63), fill: gold },
  ];
};

export const EMBLEMS = {
  // Crown of Poland: white crowned eagle on red
  ron: shield(
    "#c8102e",
    { d: "M10,6.8 L11.2,7 L12.4,6.2 L13.8,4.6 L15.4,3.2 L17.2,2.3 L18.3,2.6 L18.4,4.2 L17.4,4.6 L18.6,6.3 L17.2,6.6 L18.2,8.6 L16.6,8.6 L17.3,10.6 L15.6,10.4 L15.6,12.4 L12.4,11.3 L11.8,12.8 L11.6,14.6 L12.9,17.7 L11.5,17.2 L10,19 L8.5,17.2 L7.1,17.7 L8.4,14.6 L8.2,12.8 L7.6,11.3 L4.4,12.4 L4.4,10.4 L2.7,10.6 L3.4,8.6 L1.8,8.6 L2.8,6.6 L1.4,6.3 L2.6,4.6 L1.6,4.2 L1.7,2.6 L2.8,2.3 L4.6,3.2 L6.2,4.6 L7.6,6.2 L8.8,7 Z", fill: "#f4f1e8" },
    { d: "M8.2,5.5 A1.5,1.5 0 1,0 11.2,5.5 A1.5,1.5 0 1,0 8.2,5.5 Z", fill: "#f4f1e8" },
    { d: "M11.3,13 L12.9,13.4 L14.3,13.1 L13.7,14 L14.5,14.6 L13.1,14.5 L12.6,15.2 L11.6,14.4 Z", fill: "#f2c200" },
    { d: "M8.7,13 L7.1,13.4 L5.7,13.1 L6.3,14 L5.5,14.6 L6.9,14.5 L7.4,15.2 L8.4,14.4 Z", fill: "#f2c200" },
    { d: "M8.4,4.8 L6.6,5.4 L7.2,5.7 L8.4,6.3 Z", fill: "#f2c200" },
    { d: "M8.1,4.2 L7.8,2 L8.8,2.8 L9.7,1.3 L10.6,2.8 L11.6,2 L11.3,4.2 Z", fill: "#f2c200" },
  ),
  // Sweden: three gold crowns on blue
  swe: shield("#1f5aa6", ...crown(0, 0), ...crown(9.2, 0), ...crown(4.6, 9)),
  // Tsardom of Muscovy: gold double-headed eagle on red
  mos: shield(
    "#b71c1c",
    { d: "M10,8 L11.5,5.3 L13.3,5.7 L12.5,7.5 L13.6,6.6 L15.3,4.6 L17.7,1.6 L17.8,3.9 L18.5,4.8 L17.5,5.5 L18.2,6.7 L17.1,7.3 L17.6,8.6 L16.4,9.1 L16.8,10.5 L15.4,10.7 L15.3,12 L13,11.6 L12.3,13 L13,13.6 L14.2,13.3 L13.5,14.3 L14.2,14.9 L12.7,14.9 L11.5,14.5 L12.1,16.4 L13.1,18 L11.8,17.9 L11.3,19 L10,18.5 L8.7,19 L8.2,17.9 L6.9,18 L7.9,16.4 L8.5,14.5 L7.3,14.9 L5.8,14.9 L6.5,14.3 L5.8,13.3 L7,13.6 L7.7,13 L7,11.6 L4.7,12 L4.6,10.7 L3.2,10.5 L3.6,9.1 L2.4,8.6 L2.9,7.3 L1.8,6.7 L2.5,5.5 L1.5,4.8 L2.2,3.9 L2.3,1.6 L4.7,4.6 L6.4,6.6 L7.5,7.5 L6.7,5.7 L8.5,5.3 Z", fill: "#e8b923" },
    { d: "M13.6,4 L15.6,4.7 L13.7,5.9 Z", fill: "#e8b923", stroke: "#b71c1c", width: 0.4 },
    { d: "M6.4,4 L4.4,4.7 L6.3,5.9 Z", fill: "#e8b923", stroke: "#b71c1c", width: 0.4 },
    { d: "M11.15,4.9 A1.45,1.45 0 1,0 14.05,4.9 A1.45,1.45 0 1,0 11.15,4.9 Z", fill: "#e8b923" },
    { d: "M5.95,4.9 A1.45,1.45 0 1,0 8.85,4.9 A1.45,1.45 0 1,0 5.95,4.9 Z", fill: "#e8b923" },
    { d: "M11.6,3.5 L11.5,2 L12.2,2.6 L12.7,1.6 L13.2,2.6 L13.8,2 L13.6,3.5 Z", fill: "#e8b923" },
    { d: "M8.4,3.5 L8.5,2 L7.8,2.6 L7.3,1.6 L6.8,2.6 L6.2,2 L6.4,3.5 Z", fill: "#e8b923" },
    { d: "M8.9,4.6 L8.7,2.6 L9.5,3.2 L10,1.8 L10.5,3.2 L11.3,2.6 L11.1,4.6 Z", fill: "#e8b923" },
  ),
  // Crimean Khanate: gold Giray tamga on light blue
  tat: shield(
    "#3d8fd1",
    { d: "M10,3.4 V15.6", fill: "none", stroke: "#f2c200", width: 2.2 },
    { d: "M10,15.2 C5.6,15.2 4.3,11 5.0,4.6", fill: "none", stroke: "#f2c200", width: 2 },
    { d: "M10,15.2 C14.4,15.2 15.7,11 15.0,4.6", fill: "none", stroke: "#f2c200", width: 2 },
    { d: "M6.4,18.2 H13.6", fill: "none", stroke: "#f2c200", width: 1.9 },
  ),
  // Ottoman Empire: white crescent and star on green
  tur: shield(
    "#1b7f3b",
    { d: "M12.62,6.39 A6.4,6.4 0 1,0 12.62,16.01 A5.3,5.3 0 1,1 12.62,6.39 Z", fill: "#ffffff" },
    { d: "M11.1,11.2 L13.21,10.41 L13.31,8.16 L14.72,9.92 L16.89,9.32 L15.65,11.2 L16.89,13.08 L14.72,12.48 L13.31,14.24 L13.21,11.99 Z", fill: "#ffffff" },
  ),
  // Zaporozhian Host: two crossed gold bulavas on crimson
  cos: shield(
    "#9b1b30",
    { d: "M4.4,18.2 L13.04,6.91", fill: "none", stroke: "#e8b923", width: 1.6 },
    { d: "M11.95,6.7 L13.54,7.91", fill: "none", stroke: "#e8b923", width: 0.7 },
    { d: "M12.92,7.07 A2.1,1.9 -52.56142842766697 1,0 15.48,3.73 A2.1,1.9 -52.56142842766697 1,0 12.92,7.07 Z", fill: "#e8b923" },
    { d: "M12.92,7.07 Q15.79,6.62 15.48,3.73 M12.92,7.07 Q12.61,4.18 15.48,3.73 M12.92,7.07 L15.48,3.73", fill: "none", stroke: "#7a4e0c", width: 0.3 },
    { d: "M15.14,3.45 A0.55,0.55 0 1,0 16.24,3.45 A0.55,0.55 0 1,0 15.14,3.45 Z", fill: "#e8b923" },
    { d: "M3.6,18.2 A0.8,0.8 0 1,0 5.2,18.2 A0.8,0.8 0 1,0 3.6,18.2 Z", fill: "#e8b923" },
    { d: "M15.6,18.2 L6.96,6.91", fill: "none", stroke: "#e8b923", width: 1.6 },
    { d: "M6.46,7.91 L8.05,6.7", fill: "none", stroke: "#e8b923", width: 0.7 },
    { d: "M7.08,7.07 A2.1,1.9 -127.43857157233307 1,0 4.52,3.73 A2.1,1.9 -127.43857157233307 1,0 7.08,7.07 Z", fill: "#e8b923" },
    { d: "M7.08,7.07 Q7.39,4.18 4.52,3.73 M7.08,7.07 Q4.21,6.62 4.52,3.73 M7.08,7.07 L4.52,3.73", fill: "none", stroke: "#7a4e0c", width: 0.3 },
    { d: "M3.76,3.45 A0.55,0.55 0 1,0 4.86,3.45 A0.55,0.55 0 1,0 3.76,3.45 Z", fill: "#e8b923" },
    { d: "M14.8,18.2 A0.8,0.8 0 1,0 16.4,18.2 A0.8,0.8 0 1,0 14.8,18.2 Z", fill: "#e8b923" },
  ),
  // Grand Duchy of Lithuania: Pahonia, white rider on red
  lit: shield(
    "#c8102e",
    { d: "M1.3,10.0 L1.6,9.0 L3.6,6.9 L3.9,5.2 L4.6,6.3 C6.3,6.5 7.6,8.4 8.4,10.3 L11.0,10.7 C12.4,10.9 13.6,10.2 15.0,10.3 C16.2,10.4 16.8,11.2 16.8,12.4 C16.8,13.6 16.2,14.6 15.0,14.9 L8.0,15.0 C6.6,15.0 5.4,14.2 5.0,12.8 C4.8,11.8 4.5,11.0 4.2,10.3 L3.3,10.8 L1.8,10.7 Z", fill: "#f4f1e8" },
    { d: "M16.3,11.0 C17.6,10.6 18.8,11.6 18.6,13.6 C18.5,14.6 18.0,15.6 17.4,16.4 C17.6,15.0 17.4,13.6 16.6,12.8 Z", fill: "#f4f1e8" },
    { d: "M6.4,13.4 L3.9,13.0 L4.2,15.3 M7.4,14.2 L5.4,16.4 L4.3,17.9 M15.4,14.2 L17.0,16.6 L16.1,18.8 M13.6,14.4 L14.6,16.8 L13.6,18.8 M10.4,10.8 L9.4,12.6 L10.0,15.8", fill: "none", stroke: "#f4f1e8", width: 1.15 },
    { d: "M9.5,11.0 L9.6,8.0 C9.7,7.3 10.4,7.0 11.1,7.0 L11.8,7.2 L13.3,6.0 L12.6,4.2 L13.5,3.8 L14.5,6.1 L12.6,8.6 L12.4,11.0 Z", fill: "#f4f1e8" },
    { d: "M9.95,6.1 A1.05,1.05 0 1,0 12.05,6.1 A1.05,1.05 0 1,0 9.95,6.1 Z", fill: "#f4f1e8" },
    { d: "M13.0,3.9 L13.9,3.4 M13.4,2.9 L14.1,4.1 M13.9,3.4 L18.3,1.0", fill: "none", stroke: "#f4f1e8", width: 0.7 },
  ),
};

// Names the hexes of Hex Kingdoms (run once; output committed): a player
// reads "Attack Ashford" rather than "Attack Hex 0,5". Each coordinate gets
// a place name made of an old English-sounding first part and ending, picked
// by a hash of the coordinate (so a hex keeps its name in every scenario and
// in every run of this script) and unique across the map.
// Usage: node tools/hexnames/names.mjs   (rewrites the hk-region-h_* messages
// of crates/hex-kingdoms/locales/en.ftl in place; the hash is taken of the
// key as the code writes it, hk.region.h_q_r)
import { readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";

const FIRST = [
  "Ash", "Alder", "Bar", "Beck", "Birch", "Black", "Bram", "Brook", "Cold", "Crow", "Dale", "Deer", "Dun",
  "East", "Elm", "Fair", "Fen", "Frost", "Glen", "Gold", "Grey", "Hale", "Hart", "Hazel", "Holly", "Iron",
  "Kings", "Lark", "Long", "Marl", "Mill", "Moss", "North", "Oak", "Pike", "Queens", "Raven", "Red", "Rook",
  "Rush", "Salt", "South", "Stone", "Swan", "Thorn", "West", "White", "Wolf", "Wren", "Yew",
];
const LAST = ["ford", "ley", "ton", "by", "wick", "ham", "bury", "stead", "combe", "mere", "field", "thorpe", "worth", "well"];

const file = join(import.meta.dirname, "..", "..", "crates", "hex-kingdoms", "locales", "en.ftl");
const source = readFileSync(file, "utf8");
// One message a line: `hk-region-h_-1_2 = Dunby`.
const MESSAGE = /^hk-region-(h_[-\d]+_[-\d]+) = .*$/gm;
const keys = [...source.matchAll(MESSAGE)].map((m) => `hk.region.${m[1]}`).sort();
const names = {};
const taken = new Set();
const all = FIRST.flatMap((f) => LAST.map((l) => f + l));
for (const key of keys) {
  const hash = createHash("sha256").update(key).digest().readUInt32BE(0);
  let i = hash % all.length;
  while (taken.has(all[i])) i = (i + 1) % all.length;
  taken.add(all[i]);
  names[key] = all[i];
}
writeFileSync(file, source.replace(MESSAGE, (_, id) => `hk-region-${id} = ${names[`hk.region.${id}`]}`));
console.log(`${keys.length} hexes named`);

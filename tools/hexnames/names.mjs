// Names the hexes of Hex Kingdoms (run once; output committed): a player
// reads "Attack Ashford" rather than "Attack Hex 0,5". Each coordinate gets
// a place name made of an old English-sounding first part and ending, picked
// by a hash of the coordinate (so a hex keeps its name in every scenario and
// in every run of this script) and unique across the map.
// Usage: node tools/hexnames/names.mjs   (rewrites the hk.region.* entries
// of crates/hex-kingdoms/locales/en.json in place)
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

const file = join(import.meta.dirname, "..", "..", "crates", "hex-kingdoms", "locales", "en.json");
const locale = JSON.parse(readFileSync(file, "utf8"));
const keys = Object.keys(locale).filter((k) => k.startsWith("hk.region.h_")).sort();
const taken = new Set();
const all = FIRST.flatMap((f) => LAST.map((l) => f + l));
for (const key of keys) {
  const hash = createHash("sha256").update(key).digest().readUInt32BE(0);
  let i = hash % all.length;
  while (taken.has(all[i])) i = (i + 1) % all.length;
  taken.add(all[i]);
  locale[key] = all[i];
}
writeFileSync(file, JSON.stringify(locale, null, 1) + "\n");
console.log(`${keys.length} hexes named`);

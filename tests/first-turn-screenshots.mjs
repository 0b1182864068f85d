// Every system's first turn as a newcomer sees it (issue 36), one seat
// against the computer, at 1280×800 and 375×740, written to
// docs/screenshots/first-turn-<system>-<width>.png (or to $OUT):
//
//   node tests/first-turn-screenshots.mjs
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { start, openMenu, firstSeatAgainstComputer } from "./helpers.mjs";

const out = process.env.OUT ?? join(fileURLToPath(new URL(".", import.meta.url)), "..", "docs", "screenshots");
const SYSTEMS = [
  ["World War 1939", "world-war"],
  ["Hex Kingdoms", "hex-kingdoms"],
  ["The Deluge 1655", "the-deluge"],
  ["Shadow Realms", "shadow-realms"],
  ["Khans & Kings", "khans-and-kings"],
];
const env = await start();
for (const [width, height] of [[1280, 800], [375, 740]]) {
  for (const [system, slug] of SYSTEMS) {
    const { context, page } = await openMenu(env, { width, height });
    await firstSeatAgainstComputer(page, system);
    await page.screenshot({ path: join(out, `first-turn-${slug}-${width}.png`) });
    await context.close();
  }
}
await env.close();

// Measures, in the real browser with the CPU slowed 4× (the phone profile's
// CPU), how long each computer action takes late in a long game: Khans &
// Kings' game of computers cut at turn 47 of 48 (tests/fixtures), played on
// from there (the page's pause, the module's decision and snapshot, the
// message, the page's reading and drawing, the autosaves), and how many
// bytes the module's answers carry. Not a test:
// `[SANDTABLE_DIST=dir] node tests/bench_late_game.mjs [actions]`.
import { readFile } from "node:fs/promises";
import { start, openMenu, actionTimes, quantile as pct } from "./helpers.mjs";

const ACTIONS = Number(process.argv[2] ?? 60);

const env = await start();
const { context, page } = await openMenu(env);
// The bytes of every message a module posts to the page.
await context.addInitScript(() => {
  window.__bytes = [];
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (typeof e.data === "string") window.__bytes.push(e.data.length);
      });
    }
  };
});
await page.reload();
const cdp = await context.newCDPSession(page);
const text = await readFile(new URL("./fixtures/khans-and-kings-last-turns.json", import.meta.url), "utf8");
await page.getByTestId("file-input").setInputFiles({ name: "last-turns.json", mimeType: "application/json", buffer: Buffer.from(text) });
await page.getByTestId("game").waitFor();
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.evaluate(() => { window.__bytes = []; });
const times = await actionTimes(page, ACTIONS);
const bytes = await page.evaluate(() => window.__bytes);
await context.close();
await env.close();
console.log(`Khans & Kings, turn 47 of 48, CPU 4× slower: ${times.length} computer actions, median ${pct(times, 0.5).toFixed(0)} ms, ` +
  `90th percentile ${pct(times, 0.9).toFixed(0)} ms; the module's messages: median ${(pct(bytes, 0.5) / 1024).toFixed(1)} KB, ` +
  `largest ${(Math.max(...bytes) / 1024).toFixed(1)} KB (${bytes.length} messages)`);

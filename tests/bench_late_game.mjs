// Measures, in the real browser with the CPU slowed 4× (the phone profile's
// CPU), how long each computer action takes late in a long game: Khans &
// Kings' game of computers cut at turn 47 of 48 (tests/fixtures), played on
// from there (the page's pause, the module's decision and snapshot, the
// message, the page's reading and drawing, the autosaves), and how many
// bytes the module's answers carry. Not a test:
// `[SANDTABLE_DIST=dir] node tests/bench_late_game.mjs [actions]`.
import { readFile } from "node:fs/promises";
import { start, openMenu } from "./helpers.mjs";

const ACTIONS = Number(process.argv[2] ?? 60);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

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
await page.evaluate(() => {
  window.__marks = [];
  window.__bytes = [];
  const game = document.querySelector("[data-testid=game]");
  const read = () => {
    const len = Number(game.dataset.logLen ?? 0);
    if (window.__marks.at(-1)?.len !== len) window.__marks.push({ len, t: performance.now() });
  };
  new MutationObserver(read).observe(game, { attributes: true, attributeFilter: ["data-log-len"] });
  read();
});
const first = await page.evaluate(() => window.__marks[0].len);
await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) >= n
  || document.querySelector("[data-testid=outcome]"), first + ACTIONS, { timeout: 900000, polling: 200 });
const { marks, bytes } = await page.evaluate(() => ({ marks: window.__marks, bytes: window.__bytes }));
await context.close();
await env.close();
const times = [];
for (let i = 1; i < marks.length; i++) times.push((marks[i].t - marks[i - 1].t) / (marks[i].len - marks[i - 1].len));
console.log(`Khans & Kings, turn 47 of 48, CPU 4× slower: ${times.length} computer actions, median ${pct(times, 0.5).toFixed(0)} ms, ` +
  `90th percentile ${pct(times, 0.9).toFixed(0)} ms; the module's messages: median ${(pct(bytes, 0.5) / 1024).toFixed(1)} KB, ` +
  `largest ${(Math.max(...bytes) / 1024).toFixed(1)} KB (${bytes.length} messages)`);

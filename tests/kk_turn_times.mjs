// Measures, in the real browser, how long each computer state's turn takes
// in a computer-only game of Khans & Kings (its economy window and its
// movement phase, pauses between actions included): the figure issue #16
// asks to stay under a second. Not a test: `node tests/kk_turn_times.mjs [dist]`.
import { start, openMenu, settled } from "./helpers.mjs";

const env = await start();
const { context, page } = await openMenu(env);
await page.getByTestId("new-game").click();
await page.getByTestId("system").selectOption({ label: "Khans & Kings" });
const rows = page.getByTestId("seat-controller");
for (let i = 0; i < 4; i++) await rows.nth(i).selectOption("computer");
await page.getByTestId("start").click();
await settled(page);
// The page records every change of the turn label with its time and the log's length.
await page.evaluate(() => {
  window.__marks = [];
  const read = () => {
    const label = document.querySelector("[data-testid=turn-label]")?.innerText ?? "";
    const len = Number(document.querySelector("[data-testid=game]")?.dataset.logLen ?? 0);
    const last = window.__marks.at(-1);
    if (!last || last.label !== label) window.__marks.push({ label, len, t: performance.now() });
  };
  new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  read();
});
const limit = Number(process.env.TURNS ?? 12);
await page.waitForFunction((n) => {
  const label = document.querySelector("[data-testid=turn-label]")?.innerText ?? "";
  const m = label.match(/Turn (\d+)/);
  return (m && Number(m[1]) > n) || document.querySelector("[data-testid=outcome]");
}, limit, { timeout: 900000, polling: 200 });
const marks = await page.evaluate(() => window.__marks);
// A state's turn: its windows in one turn (economy, then movement).
const turns = new Map();
for (let i = 0; i + 1 < marks.length; i++) {
  const m = marks[i].label.match(/^Turn (\d+) of \d+ \([^)]*\): ([^,]+),/);
  if (!m) continue;
  const key = `${m[1]} ${m[2]}`;
  const t = turns.get(key) ?? { ms: 0, actions: 0 };
  t.ms += marks[i + 1].t - marks[i].t;
  t.actions += marks[i + 1].len - marks[i].len;
  turns.set(key, t);
}
// The page pauses 40 ms before each computer action so people can follow
// (src/game/computer.rs); the rest is the worker thinking, the page drawing
// and the autosave.
const PAUSE_MS = 40;
for (const t of turns.values()) t.working = t.ms - PAUSE_MS * t.actions;
const all = [...turns.values()];
const working = all.map((t) => t.working).sort((a, b) => a - b);
const ms = all.map((t) => t.ms).sort((a, b) => a - b);
const actions = all.reduce((n, t) => n + t.actions, 0);
const total = ms.reduce((a, b) => a + b, 0);
console.log(JSON.stringify({
  state_turns: all.length, actions,
  mean_ms: Math.round(total / all.length), median_ms: Math.round(ms[Math.floor(ms.length / 2)]),
  p90_ms: Math.round(ms[Math.floor(ms.length * 0.9)]), max_ms: Math.round(ms.at(-1)),
  ms_per_action: Math.round(total / Math.max(1, actions)),
  most_actions: Math.max(...all.map((t) => t.actions)),
  without_pauses: {
    mean_ms: Math.round(working.reduce((a, b) => a + b, 0) / all.length),
    p90_ms: Math.round(working[Math.floor(working.length * 0.9)]), max_ms: Math.round(working.at(-1)),
  },
}));
await context.close();
await env.close();

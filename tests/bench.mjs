// Page benchmark (run by `cargo xtask bench` after the release builds):
// gzip size of everything the page loads, and the time from navigation to an
// interactive map next to a minimal Leptos page built the same way, measured
// in the same run so the ratio holds whatever the machine's speed.
import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { serve } from "./serve.mjs";
import { CHROMIUM_ARGS } from "./helpers.mjs";
import { report } from "./sizes.mjs";
import { savedGames, holding } from "./bench_phone.mjs";
import { MAP, PLAYABLE, framed, watchFrames, frameWith } from "./bench_frames.mjs";

const [dist = "dist", minimalDist = "target/bench-minimal", floorDir] = process.argv.slice(2);
const RUNS = 7;

function sizes(dir) {
  let raw = 0, gz = 0;
  const rows = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // The service worker is fetched in the background, not by the page.
    if (statSync(path).isDirectory() || name === "sw.js") continue;
    const bytes = readFileSync(path);
    // A file the build compressed (`.gz`, `.zst`) is sent as it is.
    const g = /\.(gz|zst)$/.test(name) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length; gz += g;
    rows.push([name, bytes.length, g]);
  }
  return { raw, gz, rows };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeTo(browser, url, prepare, ready) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "commit" });
    times.push(await ready(page));
    await context.close();
  }
  return times;
}

const app = await serve(dist, 0);
const minimal = await serve(minimalDist, 0);
const appUrl = `http://127.0.0.1:${app.address().port}/`;
const minimalUrl = `http://127.0.0.1:${minimal.address().port}/`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });

// A saved game of each system to resume, made once through the real UI.
const saved = await savedGames(browser, appUrl);
// Each figure is the first frame that shows it, noted in the page
// (tests/bench_frames.mjs).
const readyAt = (selector) => (page) => frameWith(page, selector);
const minimalTimes = await timeTo(browser, minimalUrl, framed("[data-testid=ready]"), readyAt("[data-testid=ready]"));
// The menu is painted from index.html before the page's module has come
// (shell/); it works once the module has mounted the app's own.
const menuTimes = await timeTo(browser, appUrl, framed("[data-testid=new-game]"), readyAt("[data-testid=new-game]"));
const workingTimes = await timeTo(browser, appUrl, framed("main.menu:not(#shell *)"), readyAt("main.menu:not(#shell *)"));
// Resume pressed in the frame it shows: the map is drawn from the picture
// kept when the game was left (src/shell.rs), and playable once the
// module has opened the save.
const mapTimes = [];
for (const [name, storage] of saved) {
  const playable = [];
  mapTimes.push([name, await timeTo(browser, appUrl, async (ctx) => {
    await holding(storage)(ctx);
    await watchFrames(ctx, [MAP, PLAYABLE], { pressResume: true });
  }, async (page) => {
    playable.push(await frameWith(page, PLAYABLE));
    return frameWith(page, MAP);
  }), playable]);
}
// A browser context holding a saved game, and a page that resumed it.
async function resumed(storage, options = {}) {
  const context = await browser.newContext({ serviceWorkers: "block", ...options });
  await holding(storage)(context);
  const page = await context.newPage();
  await page.goto(appUrl);
  await page.getByTestId("resume").click();
  return { context, page };
}

// From a click on an action to the map redrawn with its result (the rules
// answer from their worker): median over several actions of each system.
const actionTimes = [];
for (const [name, storage] of saved) {
  const { context, page } = await resumed(storage);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    // Hot-seat: the next person takes the screen first.
    await page.waitForFunction(() => document.querySelector("[data-testid=handover-confirm]")
      || (document.querySelector("[data-testid=game]")?.dataset.acting
        && document.querySelector("[data-testid=game]").dataset.pending === "0"
        && document.querySelector("[data-testid=choice], [data-testid=amount-go]")), null, { timeout: 60000 });
    if (await page.getByTestId("handover-confirm").isVisible()) {
      await page.getByTestId("handover-confirm").click();
      i--;
      continue;
    }
    // An action on a region when there is one (the map's own path), else
    // the first of the general actions.
    const region = page.locator("path.region.actionable").first();
    const list = (await region.count()) ? "region-choices" : "general-choices";
    if (list === "region-choices") await region.click();
    // A plain action or one with amounts (its button), whichever is first.
    await page.getByTestId(list).locator("[data-testid=choice], [data-testid=amount-go]").first().waitFor();
    const before = await page.getByTestId("game").getAttribute("data-log-len");
    times.push(await page.evaluate(([n, list]) => new Promise((done) => {
      const game = document.querySelector("[data-testid=game]");
      const start = performance.now();
      const seen = new MutationObserver(() => {
        if (game.dataset.logLen !== n) {
          seen.disconnect();
          // The frame that shows it.
          requestAnimationFrame(() => done(performance.now() - start));
        }
      });
      seen.observe(game, { attributes: true });
      document.querySelector(`[data-testid=${list}] [data-testid=choice], [data-testid=${list}] [data-testid=amount-go]`).click();
    }), [before, list]));
  }
  actionTimes.push([name, times]);
  await context.close();
}
// A pinch on a phone (375 px, touch): frames drawn while two fingers spread
// over the map, for each system's resumed game.
const pinchFrames = [];
for (const [name, storage] of saved) {
  const { context, page } = await resumed(storage, { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  await page.locator("path.region").first().waitFor();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.pending === "0");
  const map = await page.locator("svg.map").boundingBox();
  const [cx, cy] = [map.x + map.width / 2, map.y + map.height / 2];
  const cdp = await context.newCDPSession(page);
  const touch = (type, spread) => cdp.send("Input.dispatchTouchEvent", {
    type,
    touchPoints: type === "touchEnd" ? [] : [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }],
  });
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => { window.__frames.push(t); if (!window.__stop) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await touch("touchStart", 10);
  for (let spread = 12; spread <= 160; spread += 2) await touch("touchMove", spread);
  await touch("touchEnd", 0);
  const frames = await page.evaluate(() => { window.__stop = true; return window.__frames; });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const seconds = (frames.at(-1) - frames[0]) / 1000;
  pinchFrames.push([name, { fps: gaps.length / seconds, worst: Math.max(...gaps), moves: 75 }]);
  await context.close();
}
await browser.close(); app.close(); minimal.close();

const a = sizes(dist), m = sizes(minimalDist);
console.log("\n== Every file of the build (gzip -9) ==");
for (const [name, raw, gz] of a.rows) console.log(`  ${name.padEnd(44)} ${String(raw).padStart(9)} B  gz ${String(gz).padStart(8)} B`);
report(dist);
// The floor of a module (`cargo xtask bench` builds it): the worker, the
// host and play by e-mail around the engine's test system, no real rules.
if (floorDir) {
  const floor = ["floor.js", "floor_bg.wasm"].map((n) => readFileSync(join(floorDir, n)));
  const raw = floor.reduce((n, b) => n + b.length, 0);
  const gz = floor.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  console.log(`  module floor (no rules: the engine's test system): ${raw} B  gzip ${gz} B`);
}
console.log(`  minimal Leptos page, first load:    gzip ${m.gz} B (${(m.gz / 1024).toFixed(1)} KiB)`);
console.log(`\n== Navigation to ready, headless Chromium, median of ${RUNS} ==`);
console.log(`  minimal Leptos page, button shown:        ${median(minimalTimes).toFixed(0)} ms`);
console.log(`  Sandtable menu shown:                     ${median(menuTimes).toFixed(0)} ms  (ratio ${(median(menuTimes) / median(minimalTimes)).toFixed(2)}, target 1.5)`);
console.log(`  Sandtable menu working (module mounted):  ${median(workingTimes).toFixed(0)} ms  (ratio ${(median(workingTimes) / median(minimalTimes)).toFixed(2)})`);
for (const [name, times, playable] of mapTimes) {
  console.log(`  ${(name + " resumed, map drawn:").padEnd(41)} ${median(times).toFixed(0)} ms  (ratio ${(median(times) / median(minimalTimes)).toFixed(2)}, target 2.5)`);
  console.log(`  ${(name + " resumed, playable:").padEnd(41)} ${median(playable).toFixed(0)} ms  (ratio ${(median(playable) / median(minimalTimes)).toFixed(2)})`);
}
console.log(`\n== From a click on an action to the map redrawn (worker round trip included), median of ${RUNS} ==`);
for (const [name, times] of actionTimes) {
  console.log(`  ${name.padEnd(41)} ${median(times).toFixed(1)} ms  (max ${Math.max(...times).toFixed(1)} ms; one frame is 16.7 ms)`);
}
console.log("\n== A pinch on a phone (375 px): 75 finger moves over the resumed map ==");
for (const [name, f] of pinchFrames) {
  console.log(`  ${name.padEnd(41)} ${f.fps.toFixed(0)} frames/s  (longest frame ${f.worst.toFixed(1)} ms)`);
}

// Where a resumed game's time goes on the phone profile (issue 35): one
// cold resume of a system, each request's start and end in milliseconds
// from navigation (the page's and its workers'), then when the menu's
// Resume button and the map showed.
//
//   node tests/bench_timeline.mjs [system index] [--plain]
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";
import { CHROMIUM_ARGS } from "./helpers.mjs";
const systemIndex = process.argv[2] ?? "0";
const plain = process.argv.includes("--plain");
const app = await serve("dist", 0, { gzip: !plain });
const url = `http://127.0.0.1:${app.address().port}/`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const maker = await browser.newContext({ serviceWorkers: "block" });
const p = await maker.newPage();
await p.goto(url);
await p.getByTestId("new-game").click();
await p.getByTestId("system").selectOption(systemIndex);
await p.getByTestId("start").click();
await p.locator("path.region, .hex").first().waitFor({ timeout: 60000 });
await p.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.pending === "0");
const storage = (await maker.storageState()).origins[0]?.localStorage ?? [];
await maker.close();
const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
await context.addInitScript((s) => { if (!localStorage.length) for (const { name, value } of s) localStorage.setItem(name, value); }, storage);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const t0 = Date.now();
const rows = [];
context.on("request", (r) => rows.push({ url: r.url().replace(url, ""), start: Date.now() - t0, r }));
context.on("requestfinished", (r) => { const row = rows.find((x) => x.r === r); if (row) row.end = Date.now() - t0; });
await page.goto(url, { waitUntil: "commit" });
await page.getByTestId("resume").waitFor({ timeout: 120000 });
const menu = Date.now() - t0;
await page.getByTestId("resume").click();
await page.locator("path.region, .hex").first().waitFor({ timeout: 120000 });
const map = Date.now() - t0;
for (const r of rows.sort((a, b) => a.start - b.start)) console.log(String(r.start).padStart(6), String(r.end ?? "-").padStart(6), r.url.slice(0, 70));
console.log("menu (resume button)", menu, "map", map);
await browser.close(); app.close();

// Lighthouse's mobile performance score of the menu (issue 35), beside the
// minimal Leptos page, from a server that compresses and from one that
// sends files as they are. `cargo xtask bench` installs Lighthouse into
// target/lighthouse (it is not one of the tests' tools) and runs this:
//
//   node tests/bench_lighthouse.mjs [dist] [minimal-dist] [runs]
//
// Both of Lighthouse's throttlings are printed. "Simulated" (its default)
// loads the page unthrottled and estimates a phone's times from that
// load; "applied" loads it throttled (562 ms round trip, 1.6 Mbit/s, the
// CPU slowed 4×). The simulated estimate counts, in the largest paint,
// every request that ended before that paint in the unthrottled load: the
// page's wasm, preloaded, ends first there, so the menu's paint at 0.1 s
// is estimated as late as the wasm (docs/DESIGN.md).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "./serve.mjs";

const [dist = "dist", minimalDist = "target/bench-minimal", runsArg = "3"] = process.argv.slice(2);
const RUNS = Number(runsArg);
const LIGHTHOUSE = "target/lighthouse/node_modules/.bin/lighthouse";
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = mkdtempSync(join(tmpdir(), "sandtable-lighthouse-"));

// Asynchronously: the server answering Lighthouse's browser runs in this process.
async function lighthouse(url, throttling) {
  const report = join(out, "report.json");
  await promisify(execFile)(LIGHTHOUSE, [url, "--quiet", `--throttling-method=${throttling}`, "--only-categories=performance",
    "--chrome-flags=--headless=new --no-sandbox", "--output=json", `--output-path=${report}`],
  { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" } });
  const r = JSON.parse(readFileSync(report, "utf8"));
  const ms = (id) => r.audits[id].numericValue;
  return {
    score: Math.round(r.categories.performance.score * 100),
    fcp: ms("first-contentful-paint"), lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"), tti: ms("interactive"),
  };
}

const sites = [
  ["minimal Leptos page", minimalDist, true],
  ["Sandtable menu, gzip", dist, true],
  ["Sandtable menu, no compression", dist, false],
];
console.log(`\n== Lighthouse 12, mobile, performance, the menu (median of ${RUNS}) ==`);
for (const throttling of ["simulate", "devtools"]) {
  for (const [label, dir, gzip] of sites) {
    const server = await serve(dir, 0, { gzip });
    const url = `http://127.0.0.1:${server.address().port}/`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url, throttling));
    server.close();
    const m = (k) => median(runs.map((r) => r[k]));
    const name = throttling === "simulate" ? "simulated" : "applied";
    console.log(`  ${`${label} (${name}):`.padEnd(44)} ${String(m("score")).padStart(3)}  `
      + `first paint ${(m("fcp") / 1000).toFixed(1)} s, largest ${(m("lcp") / 1000).toFixed(1)} s, `
      + `blocking ${m("tbt").toFixed(0)} ms, interactive ${(m("tti") / 1000).toFixed(1)} s  (scores ${runs.map((r) => r.score).join(", ")})`);
  }
}
rmSync(out, { recursive: true, force: true });

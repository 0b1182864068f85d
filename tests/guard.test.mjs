// The browser tests' guard: a Rust panic or an uncaught page error fails
// the test whose page raised it (tests/helpers.mjs, `guard`).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("a panic printed by a page fails its test when the context closes", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.url);
  await page.evaluate(() => console.error("panicked at src/app.rs:1:1: a test of the guard"));
  await assert.rejects(context.close(), /the page failed: panicked at/);
});

test("an uncaught error fails its test; a quiet page does not", async () => {
  const noisy = await env.browser.newContext();
  const page = await noisy.newPage();
  await page.goto(env.url);
  // Waits for the error itself: a fixed pause lost the race on a loaded CI machine.
  const raised = noisy.waitForEvent("weberror");
  await page.evaluate(() => setTimeout(() => { throw new Error("uncaught in the page"); }, 0));
  await raised;
  await assert.rejects(noisy.close(), /uncaught in the page/);

  const quiet = await env.browser.newContext();
  await (await quiet.newPage()).goto(env.url);
  await quiet.close();
});

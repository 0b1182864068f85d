// The map is usable by keyboard: regions are focusable, labelled elements;
// arrow keys move to a neighbour, which becomes the selected region.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("arrow keys move between neighbouring regions and select them", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  const berlin = page.locator('path[data-region="berlin"]');
  assert.equal(await berlin.getAttribute("aria-label"), "Berlin");
  await berlin.focus();
  assert.equal(await page.getByTestId("region-panel").locator("h2").innerText(), "Berlin");
  await page.keyboard.press("ArrowLeft");
  const focused = await page.evaluate(() => document.activeElement?.dataset.region);
  assert.ok(focused && focused !== "berlin", `focus moved west of Berlin (to ${focused})`);
  const name = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
  assert.equal(await page.getByTestId("region-panel").locator("h2").innerText(), name);
  await page.keyboard.press("Enter");
  assert.equal(await page.locator(`path[data-region="${focused}"]`).getAttribute("aria-pressed"), "true");
  await context.close();
});

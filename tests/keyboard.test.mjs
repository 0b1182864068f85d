// The map is usable by keyboard: regions are focusable, labelled elements;
// arrow keys move to a neighbour, which becomes the selected region.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, waitToAct } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("arrow keys move between neighbouring regions and select them", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  const berlin = page.locator('path[data-region="berlin"]');
  assert.match(await berlin.getAttribute("aria-label"), /^Berlin, Axis/);
  await berlin.focus();
  assert.equal(await page.getByTestId("region-panel").locator("h2").innerText(), "Berlin");
  await page.keyboard.press("ArrowLeft");
  const focused = await page.evaluate(() => document.activeElement?.dataset.region);
  assert.ok(focused && focused !== "berlin", `focus moved west of Berlin (to ${focused})`);
  const name = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
  assert.ok(name.startsWith(await page.getByTestId("region-panel").locator("h2").innerText()), name);
  assert.equal(await page.locator(`path[data-region="${focused}"]`).getAttribute("aria-pressed"), "true");

  // Enter on a region with actions goes on to its first action; Enter there
  // takes it (Berlin: the Axis buys at turn zero).
  assert.equal(await waitToAct(page), "axis");
  await berlin.focus();
  await page.keyboard.press("Enter");
  // A purchase has a field for how many: the focus lands in it.
  await page.waitForFunction(() => ["choice", "amount"].includes(document.activeElement?.dataset.testid));
  assert.match(await page.evaluate(() => document.activeElement.closest("[data-testid=amount-choice], [data-testid=choice]").textContent), /Berlin/);
  const before = Number(await page.getByTestId("game").getAttribute("data-log-len"));
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  await context.close();
});

// After one visit the game loads and plays with no network (service worker).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("offline reload still loads and plays", async () => {
  const { context, page } = await openMenu(env);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId("new-game").waitFor({ timeout: 15000 });
  await newGame(page, [0]);
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await page.waitForFunction(() => Number(document.querySelector("[data-testid=game]").dataset.logLen) > 0);
  assert.ok(await page.locator("path.region").count() > 50);
  await context.close();
});

// A full localStorage: the player is told, and the last good autosave stays.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, settled, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("when storage is full the earlier autosave is kept and the player is told", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await page.locator("path.region.actionable").first().click();
  const choices = page.getByTestId("region-choices").locator(ACTION);
  await choices.first().click();
  await settled(page);
  const saved = () => page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("sandtable:v1:game:")));
  const before = await saved();
  assert.equal(before.length, 1);

  // Fill the rest of the storage with ballast until the browser refuses.
  const fill = () => page.evaluate(() => {
    const chunk = "x".repeat(256 * 1024);
    let i = localStorage.length;
    for (;;) {
      try { localStorage.setItem(`ballast-${i++}`, chunk); } catch { break; }
    }
    for (let size = 128 * 1024; size >= 1; size = Math.floor(size / 2)) {
      try { localStorage.setItem(`ballast-${i++}`, "x".repeat(size)); } catch { /* smaller next */ }
    }
  });
  await fill();
  // The screen kept to resume the game with (issue 35) is a cache: the next
  // autosave drops it to make room, and it does not come back while full.
  assert.ok(await page.evaluate(() => localStorage.getItem("sandtable:v1:kept-screen") !== null));
  await choices.first().click();
  await settled(page);
  assert.equal(await page.evaluate(() => localStorage.getItem("sandtable:v1:kept-screen")), null, "the cache gave way");
  assert.equal(await page.getByTestId("notice").count(), 0, "the save itself fitted");
  await fill();
  const hashBefore = await page.getByTestId("game").getAttribute("data-hash");
  // Saves are packed, so one more action may add only a few bytes (the
  // storage keeps a few bytes free past the ballast's last key): act until
  // an autosave no longer fits. Six actions were not always enough on a
  // loaded machine; thirty are.
  const notice = page.getByTestId("notice");
  let lastFitted = await saved();
  let acted = 0;
  for (; acted < 30 && !(await notice.isVisible()); acted++) {
    lastFitted = await saved();
    await choices.first().click();
    await settled(page);
  }
  assert.ok(await notice.isVisible(), `the player is told after ${acted} actions`);
  assert.match(await notice.innerText(), /storage is full/);
  assert.notEqual(await page.getByTestId("game").getAttribute("data-hash"), hashBefore, "play goes on");
  assert.deepEqual(await saved(), lastFitted, "the last autosave that fitted is intact");
  await context.close();
});

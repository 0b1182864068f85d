// Hot-seat: start, hand over, act, reload, continue from the autosave.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, confirmHandover, screenshot, settled, waitToAct, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("a hot-seat game survives a reload and continues from its autosave", async () => {
  const { context, page } = await openMenu(env);
  await screenshot(page, "menu-1280");
  await newGame(page, [0, 1, 2]);
  // Three people at one screen: the first hand-over comes before anything is shown.
  await page.getByTestId("handover").waitFor();
  assert.match(await page.getByTestId("handover-title").innerText(), /Pass the screen to/);
  await confirmHandover(page);
  assert.equal(await page.locator("path.region").count() > 10, true, "the map has regions");

  const game = page.getByTestId("game");
  const choices = page.locator(ACTION);
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").waitFor();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen === "1");
  assert.equal(await page.getByTestId("log-line").count(), 1);
  const hash = await game.getAttribute("data-hash");
  const turn = await page.getByTestId("turn-label").innerText();
  await screenshot(page, "game-1280");

  await page.reload();
  await page.getByTestId("resume").click();
  await confirmHandover(page);
  await page.getByTestId("game").waitFor();
  assert.equal(await page.getByTestId("game").getAttribute("data-hash"), hash, "same state after reload");
  assert.equal(await page.getByTestId("turn-label").innerText(), turn);
  assert.ok((await choices.count()) > 0, "the resumed player can act again");
  await context.close();
});

test("undo takes back an action without dice", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await waitToAct(page);
  const initial = await page.getByTestId("game").getAttribute("data-hash");
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen !== "0");
  await settled(page);
  const undo = page.getByTestId("undo");
  assert.equal(await undo.isEnabled(), true);
  const before = Number(await page.getByTestId("game").getAttribute("data-log-len"));
  await undo.click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) < n, before);
  await settled(page);
  assert.equal(await page.getByTestId("game").getAttribute("data-hash"), initial, "the state before the action is back");
  await context.close();
});

test("a resumed game is drawn from its kept screen before its rules module has come, and played once it has", async () => {
  // No service worker: every file comes through the route below.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(env.url);
  await newGame(page, [0, 1, 2]);
  await confirmHandover(page);
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen === "1");
  await settled(page);
  const hash = await page.getByTestId("game").getAttribute("data-hash");

  // The rules' module is held back: what the screen shows until it comes
  // is the autosave's kept screen alone.
  let release;
  const held = new Promise((r) => { release = r; });
  let asked = 0;
  await context.route(/world-war[^/]*_bg\.wasm(\.zst)?$/, async (route) => { asked += 1; await held; await route.continue(); });
  await page.reload();
  await page.getByTestId("resume").click();
  await page.getByTestId("handover").waitFor();
  const game = page.getByTestId("game");
  assert.equal(await game.getAttribute("data-hash"), hash, "the kept screen is the game saved");
  assert.equal(await game.getAttribute("data-log-len"), "1");
  assert.equal(await game.getAttribute("data-pending"), "1", "the module has not answered");
  await page.getByTestId("handover-confirm").click();
  assert.ok((await page.locator("path.region").count()) > 10, "the map is drawn");
  assert.ok(asked > 0, "the module was asked for");
  assert.equal(await game.getAttribute("data-pending") !== "0", true, "still waiting for the rules");

  release();
  await settled(page);
  assert.equal(await game.getAttribute("data-hash"), hash, "the module opened the same game");
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen === "2");
  await context.close();
});

test("a returning player's game files start as soon as the page's wasm has come, before its menu is drawn, and only once", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(env.url);
  await newGame(page, [0]);
  await waitToAct(page);
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen !== "0");
  await settled(page);
  const [game, ...files] = (await page.evaluate(() => localStorage.getItem("sandtable:v1:kept-screen-files"))).split("\n");
  assert.deepEqual(files, ["locales/world-war/$.ftl", "maps/world-war-europe-1939.json"], "what the kept screen is drawn with");

  await context.addInitScript(() => {
    // The app's menu (the first paint's, drawn from index.html, comes sooner).
    new MutationObserver((_, seen) => {
      if (!document.querySelector("body > main.menu [data-testid=resume]")) return;
      window.menuDrawnAt = performance.now();
      seen.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // A slower CPU, as on a phone, between the wasm's arrival and the menu.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const timing = async () => page.evaluate(() => {
    const entries = performance.getEntriesByType("resource");
    const find = (re) => entries.filter((e) => re.test(e.name));
    return {
      wasm: find(/\/app-[^/]*_bg\.wasm\.zst$/).map((e) => e.responseEnd),
      map: find(/\/maps\/world-war-europe-1939\.json\.gz$/).map((e) => e.startTime),
      texts: find(/\/locales\/world-war\/en\.ftl\.gz$/).map((e) => e.startTime),
      menu: window.menuDrawnAt,
    };
  });
  await page.reload();
  await page.getByTestId("resume").click();
  await settled(page);
  const t = await timing();
  assert.equal(t.wasm.length, 1);
  for (const file of ["map", "texts"]) {
    assert.equal(t[file].length, 1, `the ${file} fetched once: the page took the early fetch`);
    assert.ok(t[file][0] >= t.wasm[0], `the ${file} did not share the line with the page's wasm (${t[file][0]} < ${t.wasm[0]})`);
    assert.ok(t[file][0] < t.menu, `the ${file} started before the menu was drawn (${t[file][0]} ≥ ${t.menu})`);
  }

  // A game no longer stored: nothing fetched for it.
  await page.evaluate((id) => localStorage.removeItem(`sandtable:v1:game:${id}`), game);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual((await timing()).map, [], "no map for a game that is gone");
  await context.close();
});

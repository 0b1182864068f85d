// Each rule system is its own module (a Web Worker), fetched the first time
// a game of it is opened: never for the menu, the new-game form, the saved
// games or the e-mail desk. After one visit every module works offline.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, settled, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const MODULES = ["world-war", "hex-kingdoms", "deluge", "shadow-realms", "khans-and-kings"];

/** The rules modules the page has asked for so far. */
function watchModules(page) {
  const asked = new Set();
  page.on("request", (r) => {
    for (const m of MODULES) {
      if (r.url().includes(`/${m}_`) || r.url().includes(`/${m}.js`)) asked.add(m);
      // A system's whole texts come with its module; the menu has its .menu.ftl.
      if (new RegExp(`/locales/${m}/[a-z]+\\.ftl\\.gz$`).test(r.url())) asked.add(`${m} texts`);
    }
  });
  return asked;
}

async function chooseSystem(page, index) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption(String(index));
}

test("the menu, the new-game form, the saved games and the e-mail desk load no rules", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const asked = watchModules(page);
  await page.goto(env.url);
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption("1");
  await page.getByTestId("back").click();
  await page.getByTestId("continue").click();
  await page.getByTestId("back").click();
  await page.getByTestId("mail-games").click();
  await page.getByTestId("back").click();
  assert.deepEqual([...asked], [], "no rules module was fetched");

  await chooseSystem(page, 1);
  await page.getByTestId("start").click();
  await settled(page);
  assert.deepEqual([...asked].sort(), ["hex-kingdoms", "hex-kingdoms texts"], "only the played system's module and texts were fetched");
  await context.close();
});

test("after one visit a game of every system opens and plays with no network", async () => {
  const { context, page } = await openMenu(env);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await context.setOffline(true);
  for (const [index, name] of MODULES.entries()) {
    await page.reload();
    await page.getByTestId("new-game").waitFor({ timeout: 15000 });
    await chooseSystem(page, index);
    const rows = page.getByTestId("seat-controller");
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
    await page.getByTestId("start").click();
    await settled(page);
    assert.ok(await page.locator("path.region").count() > 20, `${name}: the map is drawn offline`);
    const before = Number(await page.getByTestId("game").getAttribute("data-log-len"));
    await page.waitForFunction(() => document.querySelector("path.region.actionable")
      || [...document.querySelectorAll("[data-testid=general-choices] [data-testid=choice]")].some((b) => /White face/.test(b.textContent)),
    null, { timeout: 20000 });
    // A choice that must come first (Khans & Kings' colour on a White roll)
    // is offered in the general list; otherwise an action on the map.
    const first = page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: /White face/ });
    if (await first.count()) {
      await first.first().click();
    } else {
      await page.locator("path.region.actionable").first().click();
      await page.getByTestId("region-choices").locator(ACTION).first().click();
    }
    await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  }
  await context.close();
});

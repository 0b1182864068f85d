// The first paint (issue 35): before the page's module has come, a first
// visitor sees the app's own menu in their language (shell/), and a button
// pressed on it works once the module has come.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, screenshot } from "./helpers.mjs";
import { appMenu } from "./shell.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const PAGE_MODULE = /\/app-[^/]*_bg\.wasm(\.zst)?$/;

/** A fresh context whose page module is held back until `release()`. */
async function held(options = {}) {
  const context = await env.browser.newContext({ serviceWorkers: "block", ...options });
  let release;
  const gate = new Promise((r) => { release = r; });
  await context.route(PAGE_MODULE, async (route) => { await gate; await route.continue(); });
  const page = await context.newPage();
  await page.goto(env.url, { waitUntil: "domcontentloaded" });
  return { context, page, release };
}

const firstPaintMenu = (page) => page.evaluate(() => document.querySelector("#shell main.menu")?.outerHTML ?? null);

test("before the page's module has come a first visitor sees the menu it draws, in their language", async () => {
  const { languages } = await appMenu(env.browser, env.url, "en-US");
  assert.deepEqual(languages, ["en", "pl", "cs", "uk", "ru"]);
  for (const language of languages) {
    const { context, page, release } = await held({ locale: `${language}-XX`, viewport: { width: 375, height: 740 } });
    await page.locator("#shell [data-testid=new-game]").waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), language);
    const early = await firstPaintMenu(page);
    if (language === "uk") await screenshot(page, "first-paint-uk-phone");
    release();
    const { html } = await appMenu(env.browser, env.url, `${language}-XX`);
    // The disabled controls are the first paint's own (nothing works there yet).
    assert.equal(early.replaceAll(' disabled=""', ""), html,
      `shell/menus.html is not the app's ${language} menu: run \`node tests/shell.mjs\` on a fresh build`);
    await context.close();
  }
});

test("a button pressed on the first paint's menu is pressed on the app's when its module comes", async () => {
  const { context, page, release } = await held({ locale: "en-US" });
  await page.locator("#shell [data-testid=new-game]").click();
  assert.equal(await page.locator("#shell [data-testid=new-game]").getAttribute("aria-busy"), "true");
  // The file picker and the language wait for the module.
  assert.equal(await page.locator("#shell [data-testid=language]").isDisabled(), true);
  release();
  await page.getByTestId("system").waitFor();
  assert.equal(await page.locator("#shell").count(), 0);
  await context.close();
});

test("a player's language choice picks the first paint's menu; someone with games sees none", async () => {
  const chosen = await env.browser.newContext({ serviceWorkers: "block", locale: "en-US" });
  await chosen.addInitScript(() => { if (location.protocol.startsWith("http")) localStorage.setItem("sandtable:language", "cs"); });
  await chosen.route(PAGE_MODULE, () => {});
  const czech = await chosen.newPage();
  await czech.goto(env.url, { waitUntil: "domcontentloaded" });
  await czech.locator("#shell [data-testid=new-game]").waitFor();
  assert.equal(await czech.evaluate(() => document.documentElement.lang), "cs");
  await chosen.close();

  const { context, page, release } = await held({ locale: "en-US" });
  // A game made through the real app, then the page opened again.
  release();
  await page.getByTestId("new-game").click();
  await page.getByTestId("start").click();
  await page.getByTestId("game").waitFor();
  const again = await context.newPage();
  let asked;
  const gate = new Promise((r) => { asked = r; });
  await context.unroute(PAGE_MODULE);
  await context.route(PAGE_MODULE, async (route) => { await gate; await route.continue(); });
  await again.goto(env.url, { waitUntil: "domcontentloaded" });
  await again.waitForTimeout(300);
  assert.equal(await firstPaintMenu(again), null, "a menu without the player's saved games was drawn");
  asked();
  await again.getByTestId("resume").waitFor();
  await context.close();
});

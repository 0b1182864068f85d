// The first paint (issue 35): before the page's module has come, a first
// visitor sees the app's own menu in their language (shell/), and a button
// pressed on it works once the module has come; a returning player sees
// their own menu, and on Resume the picture of the game as they left it,
// which is played once the module has come; nothing of a seat's secrets
// is ever in that picture.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, screenshot, newGame, confirmHandover, settled } from "./helpers.mjs";
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

test("a player's language choice picks the first paint's menu; games changed since the menu was kept: none", async () => {
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
  assert.equal(await firstPaintMenu(again), null, "a menu without the player's new game was drawn");
  asked();
  await again.getByTestId("resume").waitFor();
  await context.close();
});

/** The game's picture kept for the next visit (src/shell.rs
 *  `keep_game`); null if there is none. */
const picture = (page) => page.evaluate(() => {
  const html = localStorage.getItem("sandtable:v1:shell-game");
  if (!html) return null;
  const [slot, saved, hash] = localStorage.getItem("sandtable:v1:shell-game-of")?.split("\n") ?? [];
  return { slot, saved, hash, html };
});

/** Waits until the picture is stamped with the autosave Resume opens. */
const pictured = (page) => page.waitForFunction(() => {
  const kept = localStorage.getItem("sandtable:v1:shell-game-of")?.split("\n");
  const [slot] = JSON.parse(localStorage.getItem("sandtable:v1:index") ?? "[]");
  return localStorage.getItem("sandtable:v1:shell-menu") && kept?.[1] === slot?.saved;
});

/** The page hidden, as when it is closed or another app comes in front. */
const hide = (page) => page.evaluate(() => {
  Object.defineProperty(document, "hidden", { value: true, configurable: true });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
});

/** A context (no service worker: it would send the page's module past a
 *  held route) with a page on the app's menu. */
async function onMenu() {
  const context = await env.browser.newContext({ serviceWorkers: "block", locale: "en-US", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.waitForFunction(() => !document.getElementById("shell") && document.querySelector("main.menu"));
  return { context, page };
}

test("a returning player's own menu comes first, and Resume shows the game as left, played once the module comes", async () => {
  const { context, page } = await onMenu();
  await newGame(page, [0]);
  await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.acting);
  const hash = await page.getByTestId("game").getAttribute("data-hash");
  await page.getByTestId("to-menu").click();
  await pictured(page);
  const menu = (await page.evaluate(() => document.querySelector("main.menu").outerHTML)).replaceAll("<!---->", "");

  let release;
  const gate = new Promise((r) => { release = r; });
  await context.route(PAGE_MODULE, async (route) => { await gate; await route.continue(); });
  const again = await context.newPage();
  await again.goto(env.url, { waitUntil: "domcontentloaded" });
  await again.locator("#shell [data-testid=resume]").waitFor();
  assert.equal((await firstPaintMenu(again)).replaceAll(' disabled=""', ""), menu, "the first paint is not the app's menu");
  await again.locator("#shell [data-testid=resume]").click();
  await again.locator("#shell path.region").first().waitFor();
  await screenshot(again, "resume-picture-1280");
  assert.equal(await again.locator("#shell .game").getAttribute("data-hash"), hash, "the picture is of the game as left");
  assert.equal(await again.locator("#shell [data-testid]").count(), 0, "the picture offers nothing to click");
  assert.equal(await again.locator("#shell [aria-live], #shell [role=status]").count(), 0, "the picture is read out");
  // A click on the picture is taken by nobody.
  await again.locator("#shell path.region").first().click({ force: true });
  release();
  await settled(again);
  assert.equal(await again.locator("#shell").count(), 0, "the picture is gone once the game is played");
  assert.equal(await again.getByTestId("game").getAttribute("data-hash"), hash);
  await again.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.acting);

  // A picture of another save of the game shows nothing, and the game still opens.
  await again.getByTestId("to-menu").click();
  await pictured(again);
  await again.evaluate(() => {
    const [slot, , hash] = localStorage.getItem("sandtable:v1:shell-game-of").split("\n");
    localStorage.setItem("sandtable:v1:shell-game-of", `${slot}\n2000-01-01T00:00:00.000Z\n${hash}`);
  });
  let releaseAgain;
  const gateAgain = new Promise((r) => { releaseAgain = r; });
  await context.unroute(PAGE_MODULE);
  await context.route(PAGE_MODULE, async (route) => { await gateAgain; await route.continue(); });
  const broken = await context.newPage();
  await broken.goto(env.url, { waitUntil: "domcontentloaded" });
  await broken.locator("#shell [data-testid=resume]").click();
  await broken.waitForTimeout(300);
  assert.equal(await broken.locator("#shell path.region").count(), 0, "another save's picture was drawn");
  releaseAgain();
  await settled(broken);
  assert.equal(await broken.getByTestId("game").getAttribute("data-hash"), hash);
  await context.close();
});

test("a purchase kept secret is never in the game's picture: it is taken only when nobody's secrets show", async () => {
  const { context, page } = await onMenu();
  await newGame(page, [0, 1, 2]);
  await page.getByTestId("handover").waitFor();
  await hide(page);
  assert.match((await picture(page)).html, /class="handover"/, "the picture is taken behind the hand-over");

  await confirmHandover(page);
  await page.locator('path[data-region="berlin"]').click();
  const buy = page.getByTestId("region-choices").getByTestId("amount-choice").filter({ hasText: /tank/i }).first();
  await buy.getByTestId("amount-go").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen === "1");
  assert.match(await page.getByTestId("log").innerText(), /tank/i);
  // The buyer sits at the screen: neither leaving nor hiding the page keeps it.
  await hide(page);
  assert.equal(await picture(page), null, "the buyer's screen was kept");
  await page.getByTestId("to-menu").click();
  await page.getByTestId("resume").waitFor();
  await page.waitForTimeout(500);
  assert.equal(await picture(page), null, "the buyer's screen was kept");

  await page.getByTestId("resume").click();
  await confirmHandover(page);
  await page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: /finish/i }).click();
  await page.getByTestId("handover").waitFor();
  await settled(page);
  await hide(page);
  const kept = await picture(page);
  assert.ok(kept, "the hand-over screen was not kept");
  assert.ok(!/tank/i.test(kept.html), "the purchase is in the picture of the hand-over screen");
  await context.close();
});

// Five languages, as a Czech or Ukrainian teacher meets them: the page opens
// in the browser's language, a turn of each system is played in it, and no
// key, no "{ $placeholder }" and no English sentence is left on the screen;
// a change of language during a game applies at once and keeps the game, and
// is remembered. Screenshots of the menu and a map in each language.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { start, settled, waitToAct, screenshot, confirmHandover, DIST, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const LANGUAGES = { pl: "pl-PL", cs: "cs-CZ", uk: "uk-UA", ru: "ru-RU" };

/** English sentences of every catalog (three words or more, no arguments):
 *  none of them may show on a screen in another language. */
const englishSentences = (() => {
  const out = new Set();
  for (const part of readdirSync(join(DIST, "locales"))) {
    // The build stores texts gzip-compressed (pwa/precompress.mjs).
    const text = gunzipSync(readFileSync(join(DIST, "locales", part, "en.ftl.gz"))).toString("utf8");
    for (const m of text.matchAll(/^[a-z][\w-]* = ([^{\n]+)$/gm)) {
      const value = m[1].trim();
      if (value.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 3) out.add(value);
    }
  }
  return [...out];
})();

/** What on the page is not in its language: keys, placeholders, English. */
async function leftovers(page) {
  const text = await page.locator("body").innerText();
  const found = [];
  for (const m of text.matchAll(/\b(?:app|engine|pbem|ww|hk)[.-][a-z_]+[.-][\w.-]+/g)) found.push(`key ${m[0]}`);
  for (const m of text.matchAll(/\{\s*\$[\w-]+\s*\}/g)) found.push(`placeholder ${m[0]}`);
  for (const sentence of englishSentences) if (text.includes(sentence)) found.push(`English "${sentence}"`);
  return found;
}

async function openIn(locale, viewport = { width: 1280, height: 800 }) {
  const context = await env.browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.getByTestId("new-game").waitFor({ timeout: 30000 });
  return { context, page };
}

/** Starts a game of the system at `index` with the first seat a person's,
 *  and plays one action of that seat. */
async function playATurn(page, index) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption(String(index));
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
  await page.getByTestId("start").click();
  await settled(page);
  await confirmHandover(page);
  await waitToAct(page);
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await settled(page);
}

for (const [code, locale] of Object.entries(LANGUAGES)) {
  test(`${code}: the page opens in the browser's language and a turn of each system is played in it`, async () => {
    const { context, page } = await openIn(locale);
    assert.equal(await page.evaluate(() => document.documentElement.lang), code);
    assert.equal(await page.getByTestId("language").inputValue(), code);
    assert.deepEqual(await leftovers(page), [], "the menu");
    await screenshot(page, `language-${code}-menu`);
    for (const [index, system] of [[0, "world-war"], [1, "hex-kingdoms"]]) {
      await playATurn(page, index);
      assert.deepEqual(await leftovers(page), [], `${system} after an action`);
      await screenshot(page, `language-${code}-${system}`);
      await page.getByTestId("to-menu").click();
    }
    await page.getByTestId("rules").click();
    assert.deepEqual(await leftovers(page), [], "the rules reference");
    await page.getByTestId("back").click();
    await page.getByTestId("continue").click();
    assert.deepEqual(await leftovers(page), [], "the saved games");
    await page.getByTestId("back").click();
    await page.getByTestId("mail-games").click();
    assert.deepEqual(await leftovers(page), [], "the e-mail desk");
    await screenshot(page, `language-${code}-mail`);
    // A refused file, opened from the menu: the reason is said in the language too.
    await page.getByTestId("back").click();
    for (const [name, text] of [
      ["join.json", '{"format": "sandtable-pbem-join", "join": {"p": "{}"}}'],
      ["no-entries.json", '{"format": "sandtable-save", "system": "world-war", "extensions": {"pbem": {"game": "g"}}}'],
    ]) {
      await page.getByTestId("file-input").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
      await page.getByTestId("report").waitFor();
      assert.equal(await page.getByTestId("report").getAttribute("data-ok"), "false", name);
      assert.deepEqual(await leftovers(page), [], `the report on ${name}`);
    }
    await screenshot(page, `language-${code}-mail-refused`);
    await context.close();
  });
}

test("a change of language in a game applies at once, keeps the game and is remembered", async () => {
  const { context, page } = await openIn("en-US");
  await playATurn(page, 0);
  const turn = await page.getByTestId("turn-label").innerText();
  const logLines = await page.locator("[data-testid=log] li").count();
  await page.getByTestId("language").selectOption("uk");
  await page.waitForFunction(() => document.documentElement.lang === "uk");
  await settled(page);
  assert.notEqual(await page.getByTestId("turn-label").innerText(), turn, "the turn is said in Ukrainian");
  assert.equal(await page.locator("[data-testid=log] li").count(), logLines, "the game is the same game");
  assert.deepEqual(await leftovers(page), []);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "uk", "the choice is remembered");
  await context.close();
});

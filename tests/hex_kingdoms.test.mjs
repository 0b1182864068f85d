// Hex Kingdoms in the browser: two people at one screen play rounds, and a
// computer-only game plays to its end with battles; a player chooses where
// a recovered unit lands.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { start, openMenu, confirmHandover, screenshot, waitToAct, settled } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

async function setUp(page, humans) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: "Hex Kingdoms" });
  await page.getByTestId("scenario").selectOption("two-kingdoms-3");
  const rows = page.getByTestId("seat-controller");
  assert.equal(await rows.count(), 2, "two-kingdoms seats two players");
  for (let i = 0; i < 2; i++) await rows.nth(i).selectOption(humans.includes(i) ? "human" : "computer");
  await page.getByTestId("start").click();
  await page.getByTestId("game").waitFor();
}

const logLen = (page) => page.getByTestId("game").getAttribute("data-log-len").then(Number);

test("two people play Hex Kingdoms hot-seat into round 3", async () => {
  const { context, page } = await openMenu(env);
  await setUp(page, [0, 1]);
  for (let step = 0; step < 200; step++) {
    if (/Round 3/.test(await page.getByTestId("turn-label").innerText())) break;
    await confirmHandover(page);
    const general = page.getByTestId("general-choices").getByTestId("choice");
    const end = general.filter({ hasText: /End the turn/ });
    const before = await logLen(page);
    // Recruit once where the rules allow it, then end the turn.
    const recruit = page.getByTestId("choice").filter({ hasText: /^Recruit/ });
    if (step < 4 && (await recruit.count()) === 0) {
      const city = page.locator("path.region.actionable").first();
      if (await city.count()) await city.click();
    }
    if (step < 4 && (await page.getByTestId("choice").filter({ hasText: /^Recruit/ }).count())) {
      await page.getByTestId("choice").filter({ hasText: /^Recruit/ }).first().click();
    } else if (await end.count()) {
      await end.first().click();
    } else {
      await general.first().click();
    }
    await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  }
  assert.match(await page.getByTestId("turn-label").innerText(), /Round 3/);
  await confirmHandover(page);
  await screenshot(page, "hex-kingdoms-1280");
  await context.close();
});

test("a computer-only Hex Kingdoms game plays to its end in the browser, autosaved every 20 actions and at its end", async () => {
  const { context, page } = await openMenu(env);
  // Counts the writes of saved games (src/game/computer.rs: not after every computer action).
  await page.evaluate(() => {
    window.gameWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith("sandtable:v1:game:")) window.gameWrites += 1;
      return setItem.call(this, key, value);
    };
  });
  await setUp(page, []);
  await page.getByTestId("outcome").waitFor({ timeout: 120000 });
  await settled(page);
  const log = await page.getByTestId("log").innerText();
  const actions = await logLen(page);
  assert.ok(actions > 50, "many actions were played");
  assert.match(log, /Draw|draw/, "battles drew from the bag");
  const writes = await page.evaluate(() => window.gameWrites);
  assert.ok(writes >= 1 && writes <= Math.ceil(actions / 20) + 2, `${writes} autosaves for ${actions} computer actions`);
  // The end was saved: the game resumes as it ended.
  await page.reload();
  await page.getByTestId("resume").click();
  await settled(page);
  assert.equal(await logLen(page), actions);
  await page.getByTestId("outcome").waitFor();
  await context.close();
});

test("a player splits one spearman off an army, one field per kind (HK-85)", async () => {
  const { context, page } = await openMenu(env);
  await setUp(page, [0, 1]);
  await confirmHandover(page);
  // A split is offered on the hex it goes to: look through the places.
  const form = page.getByTestId("amount-choice").filter({ hasText: /Split the army/ }).first();
  const places = page.getByTestId("place");
  for (let i = 0; i < (await places.count()) && !(await form.count()); i++) await places.nth(i).click();
  assert.ok(await form.count(), "a split is offered");
  const labels = await form.locator("label").allInnerTexts();
  assert.deepEqual(labels.map((l) => l.split("\n")[0]), ["Staying: peasants", "Staying: spearmen", "Staying: archers"]);
  const fields = form.getByTestId("amount");
  for (const [i, n] of [2, 1, 1].entries()) await fields.nth(i).fill(String(n));
  const before = await logLen(page);
  await form.getByTestId("amount-go").click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  assert.match(await page.getByTestId("log").innerText(), /Split the army: 4 units stay in .*, the rest manoeuvre to/);
  await screenshot(page, "hex-kingdoms-split");
  await context.close();
});

// A computer game on two-kingdoms-3 cut right after a recovery check passed
// with more than one legal hex (both seats made people). Regenerate with
// `cargo test -p hex-kingdoms --lib write_browser_landing_fixture -- --ignored`.
const LANDING = new URL("./fixtures/hex-kingdoms-landing.json", import.meta.url);

test("a player chooses the legal hex a recovered unit lands on (G-15)", async () => {
  const { context, page } = await openMenu(env);
  await page.getByTestId("file-input").setInputFiles({ name: "landing.json", mimeType: "application/json", buffer: await readFile(LANDING) });
  await page.getByTestId("game").waitFor();
  await confirmHandover(page);
  assert.match(await page.getByTestId("log").innerText(), /chooses a hex next to .+ for the .+ \(G-15\)/);
  assert.match(await page.getByTestId("side-panel").innerText(), /placing the unit/, "the battle panel names the step");
  // Nothing but the landing to choose: one place per legal hex, each
  // highlighted on the map.
  assert.equal(await page.getByTestId("general-choices").count(), 0);
  const places = page.getByTestId("place");
  const n = await places.count();
  assert.ok(n >= 2, `a choice of hexes (${n})`);
  assert.ok((await page.locator("path.region.actionable").count()) >= n, "the map highlights them");
  await places.nth(n - 1).click();
  const choice = page.getByTestId("region-choices").getByTestId("choice");
  assert.equal(await choice.count(), 1, "one landing on that hex");
  const label = await choice.innerText();
  const [, kind, unit, hex] = label.match(/^Place the (recovered|converted) (.+) at (.+)$/) ?? [];
  assert.ok(hex, label);
  await screenshot(page, "hex-kingdoms-landing-choice");
  const before = await logLen(page);
  await choice.click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  const log = await page.getByTestId("log").innerText();
  const landed = kind === "recovered" ? `A ${unit} is recovered at ${hex}` : `a new ${unit} appears at ${hex}`;
  assert.ok(log.includes(landed), `the log says where it landed: ${landed}`);
  assert.doesNotMatch(await page.getByTestId("side-panel").innerText(), /placing the unit/);
  await context.close();
});

test("a person plays Hex Kingdoms against the thoughtful computer (issue 40)", async () => {
  const { context, page } = await openMenu(env);
  await page.getByTestId("new-game").click();
  // Khans & Kings does not offer it (too slow for a phone at its budget).
  await page.getByTestId("system").selectOption({ label: "Khans & Kings" });
  assert.equal(await page.locator("[data-testid=seat-controller] option[value=thoughtful]").count(), 0);
  await page.getByTestId("system").selectOption({ label: "Hex Kingdoms" });
  await page.getByTestId("scenario").selectOption("two-kingdoms-3");
  const rows = page.getByTestId("seat-controller");
  await rows.nth(0).selectOption("human");
  const thoughtful = rows.nth(1).locator("option[value=thoughtful]");
  assert.equal(await thoughtful.innerText(), "the computer, thoughtful");
  await rows.nth(1).selectOption("thoughtful");
  await page.getByTestId("start").click();
  await page.getByTestId("game").waitFor();
  // The person ends two turns; the thoughtful computer plays its own.
  for (let turn = 0; turn < 2; turn++) {
    await waitToAct(page);
    await confirmHandover(page);
    const before = await logLen(page);
    await page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: /End the turn/ }).first().click();
    await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n + 1,
      before, { timeout: 60000 });
  }
  await waitToAct(page);
  assert.match(await page.getByTestId("turn-label").innerText(), /Round 3/);
  const log = await page.getByTestId("log").innerText();
  assert.ok((await logLen(page)) > 6, "the computer played its turns");
  assert.match(log, /Red|Blue|Gold|Green/);
  await context.close();
});

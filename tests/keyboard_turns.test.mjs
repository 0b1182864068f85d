// Everyone can play (issue 19), part 2: a whole turn of every system by
// keyboard alone — W finds where to act, Enter opens a region and takes an
// action, Tab reaches the panel's actions and Enter ends the phase, Enter
// passes the hand-over — with the newcomer's guide (and its rule) at each
// step; the map as a table in step with the map; regions named with their
// owner and units; owners told apart by pattern as well as colour.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { start, openMenu, settled, screenshot, confirmHandover, clickChoice } from "./helpers.mjs";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's violations on the page as it is now (WCAG 2 A and AA, best practices). */
async function violations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations);
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const SYSTEMS = ["World War 1939", "Hex Kingdoms", "The Deluge 1655", "Shadow Realms", "Khans & Kings"];
// The panel's actions that end a step, in each system's words.
const ENDS = /^(Finish|End|Confirm|Accept|Done|Pass)\b/;

const game = (page, key) => page.evaluate((k) => document.querySelector("[data-testid=game]")?.dataset[k], key);
const focus = (page) => page.evaluate(() => {
  const a = document.activeElement;
  if (!a) return "none";
  if (a.classList.contains("region")) return "region";
  if (a.closest("[data-testid=general-choices]")) return "general";
  if (a.closest("[data-testid=region-choices]")) return a.tagName === "SELECT" ? "pick" : "choice";
  if (a.closest("[role=dialog]")) return "dialog";
  return `${a.tagName}.${a.className}`;
});

/** Presses Tab until the focus is in the panel's actions (at most `n` times). */
async function tabToPanelActions(page, n = 800) {
  for (let i = 0; i < n; i++) {
    await page.keyboard.press("Tab");
    if ((await focus(page)) === "general") return true;
  }
  return false;
}

/** One step by keys: the first action of the `k`-th region where the seat
 *  can act (at most `regionSteps` such steps in a row, unless the panel has
 *  no action), reached through the map as a table (T, then Tab from the
 *  map to its row); else the action of the panel that ends the step (or,
 *  `avoidEnd` after ending was refused, another). Returns what it did. */
async function keyStep(page, regionSteps, avoidEnd, k) {
  if (await page.locator(".dialog-backdrop [role=dialog], .dialog[role=dialog]").count()) {
    await page.keyboard.press("Enter");
    return "dialog";
  }
  // Keys typed in a field are the field's: leave it first, as a person would.
  for (let i = 0; i < 10 && (await page.evaluate(() => ["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement?.tagName))); i++) {
    await page.keyboard.press("Shift+Tab");
  }
  if (!(await page.getByTestId("region-table").count())) await page.keyboard.press("t");
  await page.getByTestId("region-table").waitFor();
  // W: the first region where the seat can act (the map comes before the
  // table in the Tab order), or the panel's actions when there is none.
  await page.keyboard.press("w");
  const where = await focus(page);
  const places = await page.locator("[data-testid=region-table] tr.actionable button").count();
  // With nothing among the panel's actions (a battle to fight first, whose
  // choices are its region's), a region's action even after `regionSteps`.
  const panelActions = await page.locator("[data-testid=general-choices] button").count();
  if (where === "region" && places > 0 && (regionSteps > 0 || panelActions === 0)) {
    const want = k % places;
    for (let i = 0; i < 600; i++) {
      await page.keyboard.press("Tab");
      const at = await page.evaluate(() =>
        [...document.querySelectorAll("[data-testid=region-table] tr.actionable button")].indexOf(document.activeElement));
      if (at === want) break;
    }
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => ["choice", "amount", "amount-pick"].includes(document.activeElement?.dataset.testid), null, { timeout: 5000 });
    // A list to pick from is left as it is: Tab goes on to its button.
    while ((await focus(page)) === "pick") await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    return "region";
  }
  if (where !== "general" && !(await tabToPanelActions(page))) return `lost (${where})`;
  // Among the panel's actions, Tab to the one that ends the step (else
  // the first is taken).
  // When ending was refused (a battle to fight first), another of them.
  const labels = await page.locator("[data-testid=general-choices] button").allInnerTexts();
  const wanted = (l) => ENDS.test(l) !== avoidEnd;
  if (labels.some((l) => wanted(l.trim()))) {
    for (let i = 0; i < 40; i++) {
      const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      if (wanted(text)) break;
      await page.keyboard.press("Tab");
    }
  }
  const label = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  await page.keyboard.press("Enter");
  return `panel: ${label}`;
}

for (const system of SYSTEMS) {
  test(`${system}: a whole turn by keyboard alone, with the newcomer's guide`, { timeout: 240000 }, async () => {
    const { context, page } = await openMenu(env);
    await page.getByTestId("new-game").click();
    await page.getByTestId("system").selectOption({ label: system });
    const rows = page.getByTestId("seat-controller");
    // Two people at one screen (the others the computer): the hand-over
    // between them is passed by keyboard too.
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i < 2 ? "human" : "computer");
    await page.getByTestId("start").click();
    await settled(page);
    // Every refusal shown, as the player reads it.
    await page.evaluate(() => {
      window.refusals = [];
      new MutationObserver((changes) => {
        for (const c of changes) for (const n of c.addedNodes) {
          const notice = n.nodeType === 1 && (n.matches("[data-testid=notice].error") ? n : n.querySelector?.("[data-testid=notice].error"));
          if (notice) window.refusals.push(notice.textContent);
        }
      }).observe(document.body, { subtree: true, childList: true });
    });
    // The hand-over takes the focus: Enter passes it.
    await page.getByTestId("handover-confirm").waitFor();
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "handover-confirm", null, { timeout: 5000 });
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.acting, null, { timeout: 60000 });
    await settled(page);
    const startTurn = Number(await game(page, "turn"));
    const seen = new Set();
    const did = [];
    let regionSteps = 3;
    let avoidEnd = false;
    for (let step = 0; step < 250; step++) {
      await settled(page);
      if (Number(await game(page, "turn")) > startTurn) break;
      if (await page.getByTestId("handover-confirm").isVisible()) {
        await page.keyboard.press("Enter");
        continue;
      }
      if (!(await game(page, "acting"))) {
        await page.waitForTimeout(200);
        continue;
      }
      const guide = page.getByTestId("guide");
      if (await guide.count()) seen.add(await guide.locator("p").first().innerText());
      const refusals = await page.evaluate(() => window.refusals.length);
      const what = await keyStep(page, regionSteps, avoidEnd, step);
      did.push(what);
      if (what === "region") regionSteps -= 1;
      if (what.startsWith("panel")) [regionSteps, avoidEnd] = [3, false];
      assert.ok(!what.startsWith("lost"), `${system}: the keyboard lost its way: ${did.join(" | ")}`);
      await settled(page);
      if ((await page.evaluate(() => window.refusals.length)) > refusals) {
        // Nothing happened (a refusal): after a region's action the next
        // steps end the phase; after ending, another action first.
        if (what === "region") regionSteps = 0;
        else [regionSteps, avoidEnd] = [0, true];
        did.push(`(refused: ${await page.evaluate(() => window.refusals.at(-1))})`);
      }
    }
    if (Number(await game(page, "turn")) <= startTurn) await screenshot(page, `keyboard-turn-failed-${system.replace(/\W+/g, "-").toLowerCase()}`);
    assert.ok(Number(await game(page, "turn")) > startTurn, `${system}: the turn ended (${did.slice(0, 40).join(" | ")})`);
    assert.ok(seen.size >= 1, `${system}: the guide spoke (${[...seen].join(" / ")})`);
    console.log(`${system}: ${did.length} keyboard steps; guide: ${[...seen].slice(0, 3).join(" / ")}`);
    await screenshot(page, `keyboard-turn-${system.replace(/\W+/g, "-").toLowerCase()}`);
    await context.close();
  });
}

test("the guide opens its rule; the map as a table in step with the map; regions named in full; owners by pattern", async () => {
  const { context, page } = await openMenu(env);
  await page.getByTestId("new-game").click();
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
  await page.getByTestId("start").click();
  await settled(page);
  await confirmHandover(page);
  await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.acting, null, { timeout: 60000 });
  await settled(page);
  // The guide: what to do at turn zero, and its rule opened in place.
  const guide = page.getByTestId("guide");
  assert.match(await guide.locator("p").first().innerText(), /buy/i);
  await guide.locator("summary").click();
  const rule = await guide.locator("summary").innerText();
  const id = rule.replace(/^Rule /, "");
  assert.match(id, /^WW-/);
  assert.ok((await guide.locator("details").innerText()).includes(id), "the rule's part of the reference names it");
  // Only that part: WW-1's section, not every one naming WW-12 or WW-19.
  assert.equal(await guide.locator("details h3").count(), 1);
  await guide.scrollIntoViewIfNeeded();
  await screenshot(page, "guide-rule");
  // A region's name says its owner and what stands there.
  const berlin = await page.locator('path[data-region="berlin"]').getAttribute("aria-label");
  assert.match(berlin, /^Berlin, Axis, /);
  // T: the map as a table; a row's button selects the region.
  await page.locator("body").press("t");
  const table = page.getByTestId("region-table");
  await table.waitFor();
  const berlinRow = table.locator("tr", { has: page.locator('button[data-region="berlin"]') });
  assert.match(await berlinRow.innerText(), /Axis/);
  const acting = await table.locator("tr.actionable").count();
  assert.ok(acting > 0, "the regions where the seat can act are marked");
  await page.locator('button[data-region="berlin"]').click();
  assert.equal(await page.getByTestId("region-panel").locator("h2").innerText(), "Berlin");
  // In step: when the purchases are revealed the table changes with the
  // map, and a region's row says what its name on the map says.
  const tableText = await table.innerText();
  assert.ok(await clickChoice(page, "general-choices", /Finish buying/));
  await page.waitForFunction((t) => document.querySelector("[data-testid=region-table]")?.innerText !== t, tableText, { timeout: 60000 });
  await settled(page);
  const label = await page.locator('path[data-region="berlin"]').getAttribute("aria-label");
  const row = await berlinRow.innerText();
  for (const part of label.split(", ").slice(2)) assert.ok(row.includes(part), `the row of Berlin says "${part}"`);
  await screenshot(page, "region-table");
  assert.deepEqual(await violations(page), [], "axe-core with the table and the guide's rule open");
  await page.keyboard.press("t");
  await table.waitFor({ state: "detached" });
  // With the colour-safe palette, every side's land is patterned too.
  assert.equal(await page.locator(".owner-patterns").count(), 0);
  await page.getByTestId("help-open").click();
  await page.getByTestId("safe-colours").check();
  await page.getByTestId("help-close").click();
  await page.locator(".owner-patterns path[fill^='url(#owner-pattern-']").first().waitFor();
  const patterned = await page.locator(".owner-patterns path").count();
  assert.ok(patterned >= 3, `a pattern per side (${patterned})`);
  await screenshot(page, "owner-patterns");
  assert.deepEqual(await violations(page), [], "axe-core with the owners' patterns");
  await context.close();
});

/** Tab until the focus is on the control with `testid` (whose text
 *  matches `text`, if given). */
async function tabTo(page, testid, text = /./, n = 120) {
  for (let i = 0; i < n; i++) {
    const here = await page.evaluate((t) => {
      const a = document.activeElement;
      return a?.dataset.testid === t ? (a.closest("[data-testid=slot]") ?? a).textContent : null;
    }, testid);
    if (here !== null && text.test(here)) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${testid} (${text})`);
}

test("a game started, played, saved under a name, left and opened again by keyboard alone", { timeout: 120000 }, async () => {
  const { context, page } = await openMenu(env);
  await tabTo(page, "new-game");
  await page.keyboard.press("Enter");
  await page.getByTestId("start").waitFor();
  await tabTo(page, "start");
  await page.keyboard.press("Enter");
  await settled(page);
  if (await page.getByTestId("handover-confirm").isVisible()) await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.acting, null, { timeout: 60000 });
  await settled(page);
  // W, Enter on the region, Enter on its action.
  const before = await game(page, "log-len");
  await page.keyboard.press("w");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => ["choice", "amount"].includes(document.activeElement?.dataset.testid));
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => document.querySelector("[data-testid=game]").dataset.logLen !== n, before);
  await settled(page);
  const played = await game(page, "log-len");
  // Save as…: the dialog's field takes the focus; Enter saves.
  await tabTo(page, "save-as");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.classList.contains("dialog-field"));
  await page.keyboard.type("Played by keys");
  await page.keyboard.press("Enter");
  await page.getByText("Played by keys").first().waitFor();
  await tabTo(page, "to-menu");
  await page.keyboard.press("Enter");
  await tabTo(page, "continue");
  await page.keyboard.press("Enter");
  await page.getByTestId("slot").first().waitFor();
  await tabTo(page, "slot-open", /Played by keys/);
  await page.keyboard.press("Enter");
  await settled(page);
  if (await page.getByTestId("handover-confirm").isVisible()) await page.keyboard.press("Enter");
  await settled(page);
  assert.equal(await game(page, "log-len"), played, "the game opened where it was saved");
  await context.close();
});

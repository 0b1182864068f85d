// A first game that reads itself (issue 36): the places the panel talks
// about are named on the map and no name hides under a counter; pointing
// at a choice lights where it goes; the legend tells every counter's code;
// the help says how to play; the resume button speaks words after a reload;
// seat names follow the language; a phone gives the map and the actions
// the room; in Ukrainian the bar keeps to one row and no word runs past the
// panel (the old page: 65 px, and "бомбардувальники" past the edge).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, firstSeatAgainstComputer, settled, screenshot, clickChoice } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** The boxes (screen pixels) of the shown names and of the counters. */
async function namesAndCounters(page) {
  return page.evaluate(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const names = [...document.querySelectorAll("svg.map text.label:not(.hidden)")]
      .map((e) => ({ name: e.textContent, box: box(e) }));
    const counters = [...document.querySelectorAll("svg.map [data-testid=counter] .counter-body")].map(box);
    return { names, counters };
  });
}

const overlaps = (a, b, slack = 1) => a[0] < b[2] - slack && b[0] < a[2] - slack && a[1] < b[3] - slack && b[1] < a[3] - slack;

for (const [system, shot] of [["World War 1939", "world-war"], ["The Deluge 1655", "the-deluge"], ["Khans & Kings", "khans-and-kings"]]) {
  test(`${system}: every place the panel lists is named on the map, and no name lies on a counter`, async () => {
    const { context, page } = await openMenu(env);
    await firstSeatAgainstComputer(page, system);
    // Khans & Kings: when the Colour Die comes up White, the state first
    // picks the colour it is paid in (GAP-01); the places come after.
    if (await clickChoice(page, "general-choices", /for the White face \(GAP-01\)/)) await settled(page);
    await screenshot(page, `first-turn-${shot}-1280`);
    const places = await page.getByTestId("place").allInnerTexts();
    assert.ok(places.length, "places to act in are listed");
    const { names, counters } = await namesAndCounters(page);
    const shown = new Set(names.map((n) => n.name));
    const unnamed = places.map((p) => p.replace(/ \(\d+\)$/, "")).filter((p) => !shown.has(p));
    assert.deepEqual(unnamed, [], "places listed in the panel but not named on the map");
    const covered = names.filter((n) => counters.some((c) => overlaps(n.box, c))).map((n) => n.name);
    assert.deepEqual(covered, [], "names lying on counters");
    await context.close();
  });
}

test("pointing at a manoeuvre lights the hex it goes to; its name is on the map", async () => {
  const { context, page } = await openMenu(env);
  await firstSeatAgainstComputer(page, "Hex Kingdoms");
  // A manoeuvre is listed with the army's hex: select a place until one shows.
  const places = page.getByTestId("place");
  let manoeuvre = null;
  for (let i = 0; i < (await places.count()) && !manoeuvre; i++) {
    await places.nth(i).click();
    await settled(page);
    const found = page.getByTestId("region-choices").getByTestId("choice").filter({ hasText: /^Manoeuvre from .+ to / }).first();
    if (await found.count()) manoeuvre = found;
  }
  assert.ok(manoeuvre, "a manoeuvre is offered at the start");
  // The place button clicked last is under the mouse, and lights its own
  // hex: the mouse goes away first.
  await page.mouse.move(5, 5);
  await page.getByTestId("pointed").waitFor({ state: "detached" });
  await manoeuvre.hover();
  const lit = page.getByTestId("pointed");
  await lit.waitFor();
  const where = (await manoeuvre.innerText()).match(/ to (.+)$/)[1].trim();
  const named = await page.locator(`svg.map text.label[data-label="${await lit.getAttribute("data-region")}"]`);
  assert.equal(await named.textContent(), where, "the lit hex is the one the button names");
  assert.ok(!(await named.evaluate((e) => e.classList.contains("hidden"))), "the hex gone to is named on the map");
  await page.mouse.move(5, 5);
  await page.getByTestId("pointed").waitFor({ state: "detached" });
  await context.close();
});

test("the legend tells what every counter's code on the map stands for", async () => {
  const { context, page } = await openMenu(env);
  await firstSeatAgainstComputer(page, "Khans & Kings");
  const codes = [...new Set(await page.locator("svg.map [data-testid=counter] .counter-label").allTextContents())];
  assert.ok(codes.length >= 5, `several kinds of counters (${codes})`);
  await page.getByTestId("legend").locator("summary").click();
  // Each row: the counter's picture, then its code and meaning.
  const rows = (await page.getByTestId("legend-counter").allInnerTexts()).map((r) => r.split("\n").pop());
  for (const code of codes) {
    const row = rows.find((r) => r.startsWith(`${code} — `));
    assert.ok(row, `the legend explains ${code} (${rows.join(" | ")})`);
    assert.ok(!/\b[a-z]+\.[a-z_.]+\b/.test(row), `no raw key in "${row}"`);
  }
  assert.ok(rows.some((r) => /^LCV — light cavalry/.test(r)), rows.join(" | "));
  await context.close();
});

test("the help says how to play and opens the rules of the game in play; Replay stands in the bar from the start", async () => {
  const { context, page } = await openMenu(env);
  await firstSeatAgainstComputer(page, "Shadow Realms");
  const replay = page.getByTestId("replay-open");
  assert.ok(await replay.isVisible(), "the Replay button is there before the first action");
  await page.getByTestId("help-open").click();
  const how = page.getByTestId("help-how");
  await how.waitFor();
  assert.ok((await how.locator("li").count()) >= 4, "steps of a first game");
  await page.getByTestId("help-rules").locator("summary").click();
  assert.match(await page.getByTestId("help-rules").innerText(), /Shadow Realms/);
  assert.match(await page.getByTestId("help-rules").innerText(), /SR-[A-Z]+-?\d+|SR-\d+/, "the rules with their ids");
  await page.keyboard.press("Escape");
  await context.close();
});

test("after a reload the resume button names the turn in words, in every system", async () => {
  const { context, page } = await openMenu(env);
  for (const system of ["World War 1939", "Hex Kingdoms", "The Deluge 1655", "Shadow Realms", "Khans & Kings"]) {
    await firstSeatAgainstComputer(page, system);
    await page.getByTestId("to-menu").click();
    await page.reload();
    const resume = page.getByTestId("resume");
    await resume.waitFor();
    const label = await resume.innerText();
    assert.ok(!/\b[a-z]{2}\.[a-z_.]+\b/.test(label), `${system}: a raw key in "${label}"`);
  }
  await context.close();
});

test("a game begun in English shows its seats' Polish names once the language is Polish", async () => {
  const { context, page } = await openMenu(env);
  await firstSeatAgainstComputer(page, "World War 1939");
  assert.match(await page.locator("header.topbar").innerText(), /Axis/, "English first");
  await page.getByTestId("language").last().selectOption("pl");
  await page.waitForFunction(() => document.documentElement.lang === "pl");
  await settled(page);
  const bar = await page.locator("header.topbar").innerText();
  assert.ok(!/\b(Axis|Allies)\b/.test(bar), `English seat names in the Polish bar: ${bar}`);
  await context.close();
});

test("on a phone the bar is one compact row, the panel a sheet that pulls up, and Save as… is a tap away", async () => {
  const { context, page } = await openMenu(env, { width: 375, height: 740 });
  await firstSeatAgainstComputer(page, "World War 1939");
  const bar = await page.locator("header.topbar").boundingBox();
  assert.ok(bar.height <= 100, `the top bar takes ${bar.height} px`);
  const map = await page.locator("svg.map").boundingBox();
  assert.ok(map.height >= 300, `the map gets ${map.height} px`);
  const handle = page.getByTestId("sheet-handle");
  assert.ok(await handle.isVisible(), "the sheet's handle");
  const panel = page.getByTestId("side-panel");
  const low = await panel.boundingBox();
  await handle.click();
  await page.waitForTimeout(400);
  const high = await panel.boundingBox();
  assert.ok(high.y < low.y - 100, `the sheet is pulled up (${low.y} → ${high.y})`);
  assert.equal(await handle.getAttribute("aria-expanded"), "true");
  await page.getByTestId("topbar-more").click();
  assert.ok(await page.getByTestId("save-as").isVisible(), "Save as… behind ⋯");
  const saveAs = await page.getByTestId("save-as").boundingBox();
  assert.ok(saveAs.height < 48, `Save as… on one line (${saveAs.height} px)`);
  await screenshot(page, "first-turn-world-war-375");
  await context.close();
});

/** Elements of the side panel whose content runs past their own right edge
 *  or past the panel's (text that does not wrap). */
const overflowing = (page) => page.evaluate(() => {
  const panel = document.querySelector("[data-testid=side-panel]");
  const edge = panel.getBoundingClientRect().right;
  return [...panel.querySelectorAll("*")]
    .filter((e) => e.getClientRects().length && getComputedStyle(e).overflowX === "visible")
    .filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 || e.getBoundingClientRect().right > edge + 1)
    .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent.trim().slice(0, 40)}`);
});

test("in Ukrainian at 1280 px the bar is one row and no word runs past the panel, in World War, The Deluge and Khans & Kings", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "uk-UA" });
  const page = await context.newPage();
  for (const [system, shot] of [["Світова війна 1939", "world-war"], ["Потоп 1655", "the-deluge"], ["Хани і королі", "khans-and-kings"]]) {
    await page.goto(env.url);
    await page.getByTestId("new-game").waitFor({ timeout: 30000 });
    await firstSeatAgainstComputer(page, system);
    const bar = await page.locator("header.topbar").boundingBox();
    assert.ok(bar.height <= 56, `${system}: the top bar takes ${bar.height} px (one row is 49; two were 65)`);
    assert.deepEqual(await overflowing(page), [], `${system}: text running past the panel's edge`);
    await screenshot(page, `first-turn-${shot}-uk-1280`);
  }
  await context.close();
});

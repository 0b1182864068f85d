// The map as a player reads it: names never written over each other or over
// a symbol, at the whole-map view and zoomed in, on a laptop and on a phone;
// and a disabled Undo says why.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, settled, waitToAct, ACTION, shownNames, overlaps } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** Screen boxes of the map's symbols (a factory's diamond, a capital's ring…). */
const marks = (page) => page.locator("svg.map .mark").evaluateAll((els) =>
  els.map((el) => { const r = el.getBoundingClientRect(); return { name: el.closest("g")?.textContent || "mark", x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }; }));

/** Names drawn over a symbol. */
function onMarks(names, symbols) {
  const found = [];
  for (const a of names) {
    for (const b of symbols) {
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (w > 2 && h > 2) found.push(`${a.name} on ${b.name}`);
    }
  }
  return found;
}

for (const [label, viewport, least] of [["1280 px", { width: 1280, height: 800 }, 25], ["390 px", { width: 390, height: 844 }, 5]]) {
  test(`World War at ${label}: names do not overlap, whole map and zoomed in`, async () => {
    const { context, page } = await openMenu(env, viewport);
    await newGame(page, [0]);
    // The map fits itself to the screen once laid out.
    await page.waitForTimeout(400);
    const whole = await shownNames(page);
    assert.ok(whole.length >= least, `at least ${least} names at the whole-map view (${whole.length})`);
    assert.deepEqual(overlaps(whole), [], "no names overlap at the whole-map view");
    assert.deepEqual(onMarks(whole, await marks(page)), [], "no name is written over a symbol");
    for (let i = 0; i < 2; i++) await page.getByTestId("zoom-in").click();
    await page.waitForTimeout(100);
    const zoomed = await shownNames(page);
    assert.ok(zoomed.length >= least / 2, `names shown zoomed in (${zoomed.length})`);
    assert.deepEqual(overlaps(zoomed), [], "no names overlap zoomed in");
    assert.deepEqual(onMarks(zoomed, await marks(page)), [], "no name is written over a symbol, zoomed in");
    for (let i = 0; i < 2; i++) await page.getByTestId("zoom-in").click();
    await page.waitForTimeout(100);
    const close = await shownNames(page);
    assert.deepEqual(overlaps(close), [], "no names overlap close up");
    assert.deepEqual(onMarks(close, await marks(page)), [], "no name is written over a symbol close up");
    await context.close();
  });
}

test("a disabled Undo says why", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await waitToAct(page);
  const undo = page.getByTestId("undo");
  assert.ok(await undo.isDisabled());
  // The computer seats bought first (turn zero is simultaneous).
  assert.match(await undo.getAttribute("title"), /another player/);
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await settled(page);
  assert.ok(await undo.isEnabled(), "a purchase can be taken back");
  assert.equal(await undo.getAttribute("title"), null);
  await context.close();
});

test("the legend says what the map's colours, symbols and counters mean", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  const legend = page.getByTestId("legend");
  await legend.locator("summary").click();
  const text = await legend.innerText();
  for (const words of ["Axis", "USSR", "Allies", "Neutral", "Factory: +3 Production per turn", "Oil well", "Capital", "A counter"]) {
    assert.ok(text.includes(words), `the World War legend names "${words}"`);
  }
  assert.ok(await legend.getByTestId("legend-mark").count() >= 4);
  await page.getByTestId("to-menu").click();

  // Hex Kingdoms: terrain colours and its own symbols.
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption("1");
  await page.getByTestId("start").click();
  await settled(page);
  await legend.locator("summary").click();
  const hex = await legend.innerText();
  for (const words of ["Red", "Forest", "Mountains", "City", "Road"]) assert.ok(hex.includes(words), `the Hex Kingdoms legend names "${words}"`);
  assert.ok(!hex.includes("Oil well"), "only what this map shows");
  await context.close();
});

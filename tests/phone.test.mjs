// A phone: the game at 375 px wide fits the screen, the map can be pinched
// to zoom in, and a region tapped shows its panel.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, newGame, waitToAct, screenshot, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const viewBoxWidth = (page) => page.locator("svg.map").getAttribute("viewBox").then((v) => Number(v.split(" ")[2]));

test("at 375 px the game fits the screen, pinches to zoom and taps to select", async () => {
  const context = await env.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.getByTestId("new-game").waitFor();
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 375), "the menu has no sideways scroll");
  await newGame(page, [0]);
  await waitToAct(page);
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 375), "the game has no sideways scroll");
  const onScreen = async (id) => {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `${id} is on screen`);
  };
  for (const id of ["undo", "topbar-more", "to-menu"]) await onScreen(id);
  // The buttons used now and then fold behind "⋯" on a phone (issue 36).
  await page.getByTestId("topbar-more").click();
  for (const id of ["save-as", "export"]) await onScreen(id);
  await page.getByTestId("topbar-more").click();

  // Two fingers spread apart over the map: the map zooms in.
  const map = await page.locator("svg.map").boundingBox();
  const [cx, cy] = [map.x + map.width / 2, map.y + map.height / 2];
  const before = await viewBoxWidth(page);
  const cdp = await context.newCDPSession(page);
  const touch = (type, spread) => cdp.send("Input.dispatchTouchEvent", {
    type,
    touchPoints: type === "touchEnd" ? [] : [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }],
  });
  await touch("touchStart", 20);
  for (let spread = 30; spread <= 120; spread += 10) await touch("touchMove", spread);
  await touch("touchEnd", 0);
  const after = await viewBoxWidth(page);
  assert.ok(after < before * 0.6, `pinching out zooms in (view ${before.toFixed(0)} → ${after.toFixed(0)} units wide)`);
  await screenshot(page, "phone-375-pinched");

  // A tap on an actionable region shows its panel with its actions.
  await page.locator("path.region.actionable").first().tap();
  await page.getByTestId("region-panel").waitFor();
  assert.ok(await page.getByTestId("region-choices").locator(ACTION).count() > 0);
  await context.close();
});

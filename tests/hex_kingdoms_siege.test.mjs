// Hex Kingdoms hot-seat with a siege: a two-person game (fixture: a computer
// game cut just before Red attacks the walled hex 0,5 in round 7, with both
// seats made people) is fought through the UI — bag preparation, checks,
// draws, losses and the wall — and then played on into the next rounds.
// Regenerate with `sandtable simulate --system hex-kingdoms --scenario
// two-kingdoms --seed siege-2 --out x.json` and keep the first 56 actions.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { start, openMenu, confirmHandover, screenshot, SHOTS } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const FIXTURE = new URL("./fixtures/hex-kingdoms-before-siege.json", import.meta.url);
const logLen = (page) => page.getByTestId("game").getAttribute("data-log-len").then(Number);

/** Takes the first action offered (region actions first), as a player clicking through. */
async function actOnce(page) {
  await confirmHandover(page);
  const before = await logLen(page);
  const here = page.getByTestId("region-choices").getByTestId("choice");
  const general = page.getByTestId("general-choices").getByTestId("choice");
  if (await here.count()) await here.first().click();
  else if (await general.count()) await general.first().click();
  else {
    await page.getByTestId("place").first().click();
    await page.getByTestId("region-choices").getByTestId("choice").first().click();
  }
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
}

test("two people fight a siege and play on into later rounds", async () => {
  const { context, page } = await openMenu(env);
  await page.getByTestId("file-input").setInputFiles({ name: "siege.json", mimeType: "application/json", buffer: await readFile(FIXTURE) });
  await page.getByTestId("game").waitFor();
  await confirmHandover(page);
  assert.match(await page.getByTestId("turn-label").innerText(), /Round 7 - Red/);

  // HK-73, G-23: each wall segment is a thick line on the side of its hex,
  // in stone (a palisade in wood), with its owner's colour down the middle;
  // the legend shows it too.
  const walls = page.locator("svg.map path.edge-base.walls");
  assert.ok((await walls.count()) > 0, "walls are drawn on their edges");
  const cores = await page.locator("svg.map path.edge-owner").evaluateAll((els) => els.map((el) => getComputedStyle(el).stroke));
  assert.ok(cores.length >= (await walls.count()), "each segment shows its owner");
  assert.ok(cores.includes("rgb(46, 111, 216)") || cores.includes("rgb(192, 57, 43)"), `in an owner's colour: ${cores}`);
  await page.getByTestId("legend").locator("summary").click();
  assert.ok(await page.getByTestId("legend-mark").filter({ hasText: /^Wall$/ }).locator("path.mark.walls").count(), "the legend's wall");
  const box = await page.locator('path[data-region="h_0_5"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -300);
  await page.waitForTimeout(300);
  const zoomed = await page.locator('path[data-region="h_0_5"]').boundingBox();
  const m = 2.2 * zoomed.width;
  const [x, y] = [Math.max(0, zoomed.x - m), Math.max(0, zoomed.y - m)];
  const clip = { x, y, width: Math.min(1280 - x, zoomed.width + 2 * m), height: Math.min(800 - y, zoomed.height + 2 * m) };
  await page.screenshot({ path: `${SHOTS}/hex-kingdoms-walls.png`, clip });
  await page.getByTestId("legend").locator("summary").click();
  await page.locator(".zoom-buttons button").nth(2).click();

  // The walled hex, and Red's attack on it with its odds before the bag is
  // prepared (the panel says what they leave out).
  await page.locator('path[data-region="h_0_5"]').click();
  const panel = await page.getByTestId("region-panel").innerText();
  assert.match(panel, /wall/i, "the target hex is walled");
  assert.match(panel, /What is counted.*Not known yet, so not counted: optional dice, reactions \(HK-5\), the defender's extra draw \(HK-38\)/is);
  const attack = page.getByTestId("region-choices").getByTestId("choice").filter({ hasText: /^Attack .*before the bag is prepared: \d+\.\d% to destroy every defender/ });
  await attack.first().click();
  await screenshot(page, "hex-kingdoms-siege-start-1280");

  // Both sides click through the battle until it is over; once the bag is
  // prepared, the draw buttons carry the exact odds of that draw.
  let drawOdds = null;
  for (let i = 0; i < 60; i++) {
    const log = await page.getByTestId("log").innerText();
    if (/Losses removed/.test(log)) break;
    await confirmHandover(page);
    const draw = page.getByTestId("choice").filter({ hasText: /^Draw \d+ from the bag — exact odds: \d+\.\d% to destroy every enemy participant; expected damage \d+\.\d dealt, \d+\.\d taken/ });
    if (!drawOdds && (await draw.count())) drawOdds = await draw.first().innerText();
    await actOnce(page);
  }
  assert.ok(drawOdds, "a draw button showed its exact odds");
  const log = await page.getByTestId("log").innerText();
  assert.match(log, /Losses removed: \d+ units?, \d+ structures?; \d+ structures? damaged/, "the siege was resolved");
  assert.match(log, /puts \d+ own and \d+ neutral tokens? into the bag/, "the bag was shown");
  assert.ok(await page.locator(".die").count() > 0, "draws are shown as dice");
  await screenshot(page, "hex-kingdoms-siege-1280");

  // Then the game goes on: round 8 and round 9.
  for (let i = 0; i < 200 && !/Round 9/.test(await page.getByTestId("turn-label").innerText()); i++) {
    await confirmHandover(page);
    const end = page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: /End the turn/ });
    if (await end.count()) {
      const before = await logLen(page);
      await end.first().click();
      await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
    } else {
      await actOnce(page);
    }
  }
  assert.match(await page.getByTestId("turn-label").innerText(), /Round 9/);
  await context.close();
});

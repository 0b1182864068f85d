// The map as a picture (issue 18): printing the game screen keeps the map,
// its legend (open) and the turn, and drops the controls; the map saves as
// a stand-alone SVG file with the whole board and the page's styles in it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { start, openMenu, newGame, settled, saveDownload, SHOTS } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("the map prints with its legend and turn, and saves as an SVG picture", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await settled(page);
  // Zoomed in on screen; the file and the print show the whole board.
  await page.getByTestId("zoom-in").click();
  const file = await saveDownload(page, page.getByTestId("save-svg"));
  assert.equal(file.name, "map.svg");
  assert.match(file.text, /^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(file.text, /<style>[^]*\.region[^]*<\/style>/, "the page's styles go with it");
  const viewBox = file.text.match(/viewBox="([^"]+)"/)[1].split(" ").map(Number);
  const onScreen = (await page.getByTestId("map").getAttribute("viewBox")).split(" ").map(Number);
  assert.ok(viewBox[2] > onScreen[2] * 1.2, `the whole board (${viewBox}), not the zoomed view (${onScreen})`);
  assert.ok((file.text.match(/class="region/g) ?? []).length > 50, "every region");

  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  assert.equal(await page.locator("details.legend").getAttribute("open"), "", "the legend opens to print");
  // Its list too: the legend builds it when first opened.
  await page.getByTestId("legend-owner").first().waitFor({ state: "attached", timeout: 2000 });
  assert.ok(await page.getByTestId("legend-owner").count() > 0, "the printed legend lists the owners");
  assert.ok(await page.getByTestId("map").isVisible());
  assert.ok(await page.getByTestId("turn-label").isVisible(), "the turn is printed");
  for (const hidden of ["side-panel", "undo", "zoom-in", "save-svg"]) {
    assert.equal(await page.getByTestId(hidden).isVisible(), false, `${hidden} is not printed`);
  }
  // Beside the screenshots, wherever the tests are run from.
  mkdirSync(SHOTS, { recursive: true });
  const pdf = await page.pdf({ path: join(SHOTS, "print.pdf"), landscape: true });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  assert.equal(pages, 1, "one page");
  await context.close();
});

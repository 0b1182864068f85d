// The classroom copy: the whole game in one HTML file, opened from a disk
// (file://, no server, no service worker, no network). It is copied alone
// into an empty folder, so it can only work if it carries everything.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { copyFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { start, DIST, newGame, waitToAct, settled, screenshot } from "./helpers.mjs";

let env, url;
before(async () => {
  env = await start();
  const folder = await mkdtemp(join(tmpdir(), "sandtable-usb-"));
  await copyFile(join(DIST, "sandtable-classroom.html"), join(folder, "sandtable.html"));
  url = pathToFileURL(join(folder, "sandtable.html")).href;
});
after(async () => { await env.close(); });

test("the classroom copy opened from a disk plays World War and Hex Kingdoms, and keeps the game", async () => {
  const context = await env.browser.newContext({ offline: true });
  const requests = [];
  const failed = [];
  context.on("requestfailed", (r) => failed.push(r.url()));
  context.on("request", (r) => { if (!r.url().startsWith("file:") && !r.url().startsWith("blob:") && !r.url().startsWith("data:")) requests.push(r.url()); });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId("new-game").waitFor({ timeout: 30000 });

  // World War: its module starts from inside the file, its map is drawn,
  // the computer plays its seats, and a person plays an action.
  await newGame(page, [0]);
  await waitToAct(page);
  assert.ok(await page.locator('path[data-region="berlin"]').count(), "the World War map is drawn");
  const before = Number(await page.getByTestId("game").getAttribute("data-log-len"));
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator("[data-testid=choice], [data-testid=amount-go]").first().click();
  await settled(page);
  assert.ok(Number(await page.getByTestId("game").getAttribute("data-log-len")) > before, "the action was taken");
  await screenshot(page, "classroom-world-war");

  // Reopened from the disk, the game is still there.
  await page.reload();
  await page.getByTestId("resume").click();
  await settled(page);
  assert.ok(Number(await page.getByTestId("game").getAttribute("data-log-len")) > before, "the game was kept");

  // Hex Kingdoms too.
  await page.getByTestId("to-menu").click();
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption("1");
  await page.getByTestId("start").click();
  await settled(page);
  assert.ok(await page.locator("path.region").count() >= 127, "the hex map is drawn");
  assert.deepEqual(requests, [], "nothing was fetched from a network");
  assert.deepEqual(failed, [], "nothing the page asked for was missing");
  await context.close();
});

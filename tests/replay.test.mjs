// Replay (issue 18): a World War game played by the computer is watched
// again — back and forth by action, by turn and with the slider, and
// playing by itself; every point shown is the game as it stood (the state
// hashes its save recorded there, and the same map and panels as the save
// cut at that point and opened as a file), and the game goes on after.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, settled, screenshot, logLen } from "./helpers.mjs";
import { slideTo, looks, saves, openCut } from "./replay_helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const hash = (page) => page.getByTestId("game").getAttribute("data-hash");
const position = (page) => page.getByTestId("replay-position").innerText();

test("a game replays by action, by turn and by itself, each point the game as it stood", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, []);
  await page.waitForFunction(() => Number(document.querySelector("[data-testid=game]").dataset.logLen) >= 140, null, { timeout: 120000 });
  await page.getByTestId("replay-open").click();
  await page.getByTestId("replay-bar").waitFor();
  await settled(page);
  // The game waits: the computer does not play while the replay is open.
  const total = await logLen(page);
  assert.match(await position(page), new RegExp(`^Action ${total} of ${total}$`));
  await page.waitForTimeout(500);
  assert.equal(await logLen(page), total, "nothing is played during a replay");
  assert.equal(await page.locator("[data-testid=choice]").count(), 0, "nothing can be played from a replay");

  // The save (the autosave of this browser) records the state hash at points of the log.
  const [save] = await saves(page);
  const points = save.checkpoints.filter((c) => c.index > 0 && c.index <= total);
  assert.ok(points.length >= 3, "checkpoints to compare with");
  for (const c of [points[1], points.at(-1), points[0]]) {
    await slideTo(page, c.index);
    assert.equal(await hash(page), c.hash, `the state after ${c.index} actions`);
  }

  // By action and by turn.
  const k = points[1].index;
  await slideTo(page, k);
  await page.getByTestId("replay-next").click();
  await page.waitForFunction((v) => document.querySelector("[data-testid=game]").dataset.logLen === String(v), k + 1);
  await page.getByTestId("replay-previous").click();
  await page.waitForFunction((v) => document.querySelector("[data-testid=game]").dataset.logLen === String(v), k);
  assert.equal(await hash(page), points[1].hash);
  await page.getByTestId("replay-next-turn").click();
  await page.waitForFunction((v) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > v, k);
  await settled(page);
  const nextTurn = await logLen(page);
  const label = await page.getByTestId("turn-label").innerText();
  await page.getByTestId("replay-previous").click();
  await page.waitForFunction((v) => document.querySelector("[data-testid=game]").dataset.logLen === String(v), nextTurn - 1);
  await settled(page);
  assert.notEqual(await page.getByTestId("turn-label").innerText(), label, "one action back is the turn before");
  await page.getByTestId("replay-previous-turn").click();
  await page.waitForFunction((v) => Number(document.querySelector("[data-testid=game]").dataset.logLen) < v - 1, nextTurn);
  await settled(page);

  // Playing by itself, then paused.
  const from = await logLen(page);
  await page.getByTestId("replay-play").click();
  await page.waitForFunction((v) => Number(document.querySelector("[data-testid=game]").dataset.logLen) >= v + 2, from);
  await page.getByTestId("replay-play").click();
  await settled(page);
  const paused = await logLen(page);
  await page.waitForTimeout(1000);
  assert.equal(await logLen(page), paused, "paused");

  // A point of the replay looks as the save cut there and opened as a file.
  await slideTo(page, k);
  const replayed = await looks(page);
  await screenshot(page, "replay");
  const other = await openCut(env, save, k);
  assert.equal(await hash(other.page), points[1].hash);
  assert.deepEqual(await looks(other.page), replayed);
  await other.context.close();

  // Back to the game: it goes on from where it stood.
  await page.getByTestId("replay-close").click();
  await page.getByTestId("replay-bar").waitFor({ state: "detached" });
  await page.waitForFunction((v) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > v, total, { timeout: 30000 });
  await context.close();
});

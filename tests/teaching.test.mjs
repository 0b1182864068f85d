// Teaching with a replay (issue 18): a finished World War and Hex Kingdoms
// game is scrubbed back and forth, each point the same map and panels as
// the game cut there and opened as a file; the charts follow every side
// and the replay, their points jump to turns; the list jumps to a battle;
// a note survives saving and opening again; presentation mode steps by
// keys; a new game is played on from a point.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { start, openMenu, settled, screenshot, logLen, shownNames, overlaps } from "./helpers.mjs";
import { atLen, slideTo, looks, saves, openCut } from "./replay_helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** The autosave of the one game in this browser. */
async function autosave(page) {
  const all = await saves(page);
  assert.equal(all.length, 1, "one saved game");
  return all[0];
}

/** A computer-only game of `system` (its scenario `scenario`) played to its end. */
async function finishedGame(system, scenario) {
  const { context, page } = await openMenu(env);
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: system });
  if (scenario) await page.getByTestId("scenario").selectOption(scenario);
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption("computer");
  await page.getByTestId("start").click();
  await page.getByTestId("outcome").waitFor({ timeout: 240000 });
  await settled(page);
  return { context, page };
}

/** Scrubs the finished game back and forth: each chosen point looks as the
 *  save cut there and opened as a file (people in every seat, so it waits). */
async function scrubs(page, save) {
  const total = await logLen(page);
  await page.getByTestId("replay-open").click();
  await page.getByTestId("replay-bar").waitFor();
  await settled(page);
  const turns = save.checkpoints.filter((c) => c.index > 0 && c.index < total);
  const chosen = [turns[Math.floor(turns.length / 2)], turns[1], turns.at(-1)];
  for (const c of chosen) {
    await slideTo(page, c.index);
    assert.equal(await page.getByTestId("game").getAttribute("data-hash"), c.hash, `the state after ${c.index} actions`);
    // Where that turn began: the game as it stood, nothing half-chosen.
    const at = c.index - 1;
    await slideTo(page, at);
    const replayed = await looks(page);
    const other = await openCut(env, save, at);
    assert.deepEqual(await looks(other.page), replayed, `the point after ${at} actions`);
    await other.context.close();
  }
  return chosen;
}

/** A finished game of `tests/fixtures/` opened as a file: World War's
 *  game of computers took a minute and a half of CI to play in the browser
 *  (the fixture is `sandtable simulate --system world-war --seed teaching-1`,
 *  its seats named as the new-game form names them). */
async function openedFinishedGame(name) {
  const { context, page } = await openMenu(env);
  const buffer = readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url));
  await page.getByTestId("file-input").setInputFiles({ name: `${name}.json`, mimeType: "application/json", buffer });
  await page.getByTestId("outcome").waitFor();
  await settled(page);
  return { context, page };
}

test("a finished World War game scrubs back and forth, jumps to a battle and charts every side", async () => {
  const { context, page } = await openedFinishedGame("world-war-finished");
  const save = await autosave(page);
  await scrubs(page, save);

  // The charts: one per measure, a line per power, and a mark where the replay stands.
  await page.getByTestId("replay-charts").click();
  await page.getByTestId("charts").waitFor();
  const captions = await page.locator("[data-testid=chart] figcaption").allInnerTexts();
  assert.deepEqual(captions, ["Strength (units)", "Territory (regions)", "Income", "Score"]);
  assert.equal(await page.locator("[data-testid=chart]").first().locator("polyline").count(), 3, "a line per power");
  const here = () => page.getByTestId("chart-here").first().getAttribute("x1");
  const before = await here();
  await page.getByTestId("replay-previous-turn").click();
  await settled(page);
  await page.getByTestId("replay-previous-turn").click();
  await settled(page);
  assert.notEqual(await here(), before, "the mark follows the replay");
  // A point's title gives the numbers; clicking it goes to its turn.
  const point = page.locator("[data-testid=chart]").nth(3).locator("rect.chart-point").nth(2);
  assert.match(await point.locator("title").textContent(), /^Score, turn \d+: \d+ \/ \d+ \/ \d+$/);
  await point.click({ force: true });
  await settled(page);
  // The third point is where turn 2 began (turns 0, 1, 2…): the save's
  // checkpoint of a turn is after its first action.
  const turnTwo = save.checkpoints.find((c) => c.turn === 2).index - 1;
  await atLen(page, turnTwo);

  // Jump to a battle: the list's battles are the actions that threw dice.
  const jump = page.getByTestId("replay-jump");
  const battle = jump.locator("option", { hasText: "⚔" }).nth(2);
  const to = Number(await battle.getAttribute("value"));
  await jump.selectOption(String(to));
  await atLen(page, to);
  await settled(page);
  assert.ok(await page.getByTestId("log-line").first().locator(".roll").count() > 0, "the battle's dice are the log's latest line");
  await screenshot(page, "replay-charts");

  // Presentation mode names the map larger for the back of the room, and
  // places the names at that size: none is written over another.
  const tallest = (names) => Math.max(...names.map((n) => n.y1 - n.y0));
  const usual = tallest(await shownNames(page));
  await page.getByTestId("replay-present").click();
  await page.locator(".game.presenting").waitFor();
  await page.waitForTimeout(300);
  const presented = await shownNames(page);
  assert.ok(presented.length >= 10, `names shown in presentation (${presented.length})`);
  const ratio = tallest(presented) / usual;
  assert.ok(ratio > 1.25 && ratio < 1.35, `names 1.3 times their usual height (${ratio.toFixed(2)})`);
  assert.deepEqual(overlaps(presented), [], "no names overlap in presentation");
  await screenshot(page, "replay-presenting-world-war");
  await context.close();
});

test("a finished Hex Kingdoms game scrubs back and forth; a note survives saving and opening; presentation steps by keys; play goes on from a point", async () => {
  const { context, page } = await finishedGame("Hex Kingdoms", "two-kingdoms-3");
  const save = await autosave(page);
  const [middle] = await scrubs(page, save);

  // A note on a point: shown there, not elsewhere.
  await slideTo(page, middle.index);
  await page.getByTestId("replay-note").click();
  await page.getByTestId("dialog-field").fill("Here the north falls: watch the cavalry.");
  await page.getByTestId("dialog-confirm").click();
  await page.getByTestId("replay-note-text").waitFor();
  assert.equal(await page.locator("[data-testid=replay-note-text]").innerText(), "Here the north falls: watch the cavalry.");
  await slideTo(page, middle.index - 1);
  assert.equal(await page.locator("[data-testid=replay-note-text]").count(), 0);
  // It is kept with the save, not in the game: the hashes are the same.
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.pending === "0");
  await page.waitForTimeout(300);
  const saved = await autosave(page);
  assert.deepEqual(saved.metadata.notes, [{ at: middle.index, text: "Here the north falls: watch the cavalry." }]);
  assert.deepEqual(saved.checkpoints, save.checkpoints, "a note changes no hash");

  // Presentation mode: keys step through the game.
  await page.getByTestId("replay-present").click();
  await page.locator(".game.presenting").waitFor();
  await page.keyboard.press("ArrowRight");
  await atLen(page, middle.index);
  await page.locator("[data-testid=replay-note-text]").waitFor();
  await page.keyboard.press("ArrowLeft");
  await atLen(page, middle.index - 1);
  await page.keyboard.press("PageUp");
  await page.waitForFunction((v) => Number(document.querySelector("[data-testid=game]").dataset.logLen) < v, middle.index - 1);
  await settled(page);
  const turnStart = await logLen(page);
  assert.ok(save.checkpoints.some((c) => c.index - 1 === turnStart), "a turn's beginning (a checkpoint is after its first action)");
  await page.keyboard.press("End");
  await atLen(page, save.log.length);
  await page.keyboard.press("Home");
  await atLen(page, 0);
  await screenshot(page, "replay-presenting");
  await page.keyboard.press("Escape");
  await page.locator(".game.presenting").waitFor({ state: "detached" });

  // Opened again from the saved games, the note is there.
  await page.getByTestId("replay-close").click();
  await page.getByTestId("to-menu").click();
  await page.getByTestId("continue").click();
  await page.getByTestId("slot-open").first().click();
  await page.getByTestId("game").waitFor();
  await settled(page);
  await page.getByTestId("replay-open").click();
  await page.getByTestId("replay-bar").waitFor();
  await slideTo(page, middle.index);
  assert.equal(await page.locator("[data-testid=replay-note-text]").innerText(), "Here the north falls: watch the cavalry.");

  // A new game from this point: it stands there, its own save, the note with it.
  await page.getByTestId("replay-play-from").click();
  await page.getByTestId("replay-bar").waitFor({ state: "detached" });
  await page.waitForFunction((v) => Number(document.querySelector("[data-testid=game]").dataset.logLen) >= v, middle.index);
  assert.match(await page.locator(".topbar-title strong").innerText(), new RegExp(`\\(from action ${middle.index}\\)$`));
  await page.waitForTimeout(500);
  const all = await saves(page);
  assert.equal(all.length, 2, "the new game is saved beside the finished one");
  const branch = all.find((x) => x.metadata.title.includes("(from action"));
  assert.deepEqual(branch.log.slice(0, middle.index), save.log.slice(0, middle.index), "it begins as the game did");
  assert.deepEqual(branch.metadata.notes, [{ at: middle.index, text: "Here the north falls: watch the cavalry." }]);
  assert.ok(all.some((x) => x.log.length === save.log.length), "the finished game stays as it was");
  await context.close();
});

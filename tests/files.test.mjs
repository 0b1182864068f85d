// Export a game, import it in a fresh browser (separate storage): the same
// state. Damaged, foreign, too-new and tampered files: a clear message, and
// every saved game is exactly as it was. A game is not exported while a
// secret step is open: the file would show the hidden purchases.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { start, openMenu, newGame, settled, waitToAct } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

async function playOneBuy(page) {
  await page.locator("path.region.actionable").first().click();
  // A plain action or one with amounts, whichever comes first.
  await page.getByTestId("region-choices").locator("[data-testid=choice], [data-testid=amount-go]").first().click();
  await settled(page);
}

/** A Hex Kingdoms game (no secret steps, so it may be exported at any
 *  time): one person against the computer, one action played. */
async function hexGameWithOneAction(page) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: "Hex Kingdoms" });
  await page.getByTestId("scenario").selectOption("two-kingdoms-3");
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < 2; i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
  await page.getByTestId("start").click();
  await waitToAct(page);
  await playOneBuy(page);
}

async function exportGame(page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

async function openText(page, name, text) {
  await page.getByTestId("file-input").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
}

test("an exported game imports in a fresh browser with the identical state", async () => {
  const a = await openMenu(env);
  await hexGameWithOneAction(a.page);
  const hash = await a.page.getByTestId("game").getAttribute("data-hash");
  const { name, text } = await exportGame(a.page);
  assert.match(name, /^hex-kingdoms_two-kingdoms-3_turn-\d+_.+-to-play\.json$/);
  await a.context.close();

  const b = await openMenu(env);
  await openText(b.page, name, text);
  await b.page.getByTestId("game").waitFor();
  assert.equal(await b.page.getByTestId("game").getAttribute("data-hash"), hash);
  await b.context.close();
});

test("a save file dropped on the menu opens", async () => {
  const a = await openMenu(env);
  await hexGameWithOneAction(a.page);
  const hash = await a.page.getByTestId("game").getAttribute("data-hash");
  const { name, text } = await exportGame(a.page);
  await a.context.close();

  const b = await openMenu(env);
  const drop = await b.page.evaluateHandle(([n, t]) => {
    const data = new DataTransfer();
    data.items.add(new File([t], n, { type: "application/json" }));
    return data;
  }, [name, text]);
  await b.page.locator("main.menu").dispatchEvent("drop", { dataTransfer: drop });
  await b.page.getByTestId("game").waitFor();
  assert.equal(await b.page.getByTestId("game").getAttribute("data-hash"), hash);
  await b.context.close();
});

test("bad files are refused with a clear message and no save is touched", async () => {
  const { context, page } = await openMenu(env);
  await hexGameWithOneAction(page);
  const { text } = await exportGame(page);
  await page.getByTestId("to-menu").click();
  const storage = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const before = await storage();

  const save = JSON.parse(text);
  const tampered = structuredClone(save);
  tampered.checkpoints.at(-1).hash = "0".repeat(64);
  const tooNew = { ...save, version: 99 };
  const cases = [
    ["truncated.json", text.slice(0, Math.floor(text.length / 2)), /incomplete/],
    ["foreign.json", JSON.stringify({ hello: "world" }), /not a Sandtable save/],
    ["garbage.json", "\u0000\u0001 not json at all", /not a Sandtable save/],
    ["newer.json", JSON.stringify(tooNew), /newer version/],
    ["tampered.json", JSON.stringify(tampered), /changed after it was saved/],
  ];
  for (const [name, body, message] of cases) {
    await openText(page, name, body);
    // The error, not the "loading the rules" notice that may come first.
    const notice = page.locator("[data-testid=notice].error");
    await notice.waitFor();
    assert.match(await notice.innerText(), message, name);
    assert.equal(await storage(), before, `${name} left every save as it was`);
    await notice.getByRole("button").click();
  }
  await context.close();
});

test("a corrupt saved slot shows a message and stays listed", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await playOneBuy(page);
  await page.getByTestId("to-menu").click();
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sandtable:v1:game:"));
    localStorage.setItem(key, localStorage.getItem(key).slice(0, 200));
  });
  await page.getByTestId("continue").click();
  await page.getByTestId("slot-open").click();
  const notice = page.getByTestId("notice");
  await notice.waitFor();
  assert.match(await notice.innerText(), /incomplete/);
  assert.equal(await page.getByTestId("slot").count(), 1, "the slot is still there to export or delete");
  await context.close();
});

test("a World War game is not exported while its purchase is secret", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await waitToAct(page);
  await playOneBuy(page);
  const refused = async () => {
    const notice = page.getByTestId("notice");
    await notice.waitFor();
    assert.match(await notice.innerText(), /cannot be exported during a secret step/);
    await notice.getByRole("button").click();
  };
  let downloaded = false;
  page.on("download", () => { downloaded = true; });
  await page.getByTestId("export").click();
  await refused();
  // The saved-games list asks the rules too before the stored game leaves.
  await page.getByTestId("to-menu").click();
  await page.getByTestId("continue").click();
  await page.getByTestId("slot-export").click();
  await refused();
  assert.equal(downloaded, false, "no file left the browser");
  await context.close();
});

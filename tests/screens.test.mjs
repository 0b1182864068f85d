// The screens around a game: Save as and deleting a slot through the app's
// own dialogs, a lost list of saved games rebuilt from the games themselves,
// the rules reference, and a key backup restored with a wrong passphrase.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { start, openMenu, newGame, settled, ACTION } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

async function playOne(page) {
  await page.locator("path.region.actionable").first().click();
  await page.getByTestId("region-choices").locator(ACTION).first().click();
  await settled(page);
}

test("Save as names a copy; deleting asks first and can be cancelled", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await playOne(page);
  await page.getByTestId("save-as").click();
  await page.getByTestId("dialog").waitFor();
  await page.getByTestId("dialog-confirm").click();
  assert.ok(await page.getByTestId("dialog").isVisible(), "an empty name is not accepted");
  await page.getByTestId("dialog-field").fill("Before the war");
  await page.keyboard.press("Enter");
  await page.getByTestId("notice").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /Before the war/);
  assert.equal(await page.getByTestId("dialog").count(), 0);

  await page.getByTestId("to-menu").click();
  await page.getByTestId("continue").click();
  const slots = page.getByTestId("slot");
  assert.equal(await slots.count(), 2, "the autosave and the named copy");
  assert.equal(await slots.filter({ hasText: "Before the war" }).count(), 1);

  await slots.filter({ hasText: "Before the war" }).getByTestId("slot-delete").click();
  await page.getByTestId("dialog-cancel").click();
  assert.equal(await slots.count(), 2, "cancelled: nothing deleted");
  await slots.filter({ hasText: "Before the war" }).getByTestId("slot-delete").click();
  await page.keyboard.press("Escape");
  assert.equal(await slots.count(), 2, "Escape cancels too");
  await slots.filter({ hasText: "Before the war" }).getByTestId("slot-delete").click();
  await page.getByTestId("dialog-confirm").click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=slot]").length === 1);
  assert.equal(await slots.filter({ hasText: "Before the war" }).count(), 0);
  await context.close();
});

test("a damaged list of saved games is rebuilt from the games, which still open", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0]);
  await playOne(page);
  const hash = await page.getByTestId("game").getAttribute("data-hash");
  await page.getByTestId("to-menu").click();
  await page.evaluate(() => localStorage.setItem("sandtable:v1:index", "{ damaged"));
  await page.reload();
  await page.getByTestId("continue").click();
  assert.equal(await page.getByTestId("slot").count(), 1, "the game is listed again");
  await page.getByTestId("slot-open").click();
  await settled(page);
  assert.equal(await page.getByTestId("game").getAttribute("data-hash"), hash);
  const index = await page.evaluate(() => JSON.parse(localStorage.getItem("sandtable:v1:index")));
  assert.equal(index.length, 1, "the repaired list is stored");
  await context.close();
});

test("the rules reference has a section for every system", async () => {
  const { context, page } = await openMenu(env);
  await page.getByTestId("rules").click();
  const sections = page.locator("section.rules h2");
  assert.deepEqual(await sections.allInnerTexts(), ["World War 1939", "Hex Kingdoms", "The Deluge 1655", "Shadow Realms", "Khans & Kings"]);
  // A system's summary comes with its whole texts, fetched for this screen.
  await page.waitForFunction(() => /DC-CALC-1/.test(document.querySelector("main")?.innerText ?? ""));
  await page.waitForFunction(() => /SR-G7/.test(document.querySelector("main")?.innerText ?? ""));
  await page.waitForFunction(() => /GAP-51/.test(document.querySelector("main")?.innerText ?? ""));
  await page.getByTestId("back").click();
  await page.getByTestId("new-game").waitFor();
  await context.close();
});

test("a key backup restored with a wrong passphrase is refused and changes nothing", async () => {
  const { context, page } = await openMenu(env);
  // A game by e-mail gives this browser a player key.
  await page.getByTestId("new-game").click();
  await page.getByTestId("mode-pbem").check();
  const rows = page.getByTestId("seat-controller");
  await rows.nth(0).selectOption("human");
  await rows.nth(1).selectOption("remote");
  await rows.nth(2).selectOption("computer");
  await page.getByTestId("seat-name").nth(0).fill("Vera");
  await page.getByTestId("start").click();
  await page.getByTestId("mail-game").waitFor();
  const fingerprint = await page.getByTestId("key-fingerprint").innerText();
  await page.locator(".key summary").click();
  await page.getByTestId("backup-pass").fill("right passphrase");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("backup-save").click()]);
  const dir = await mkdtemp(join(tmpdir(), "sandtable-key-"));
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);

  const other = await openMenu(env);
  await other.page.getByTestId("mail-games").click();
  await other.page.locator(".key summary").click();
  await other.page.getByTestId("restore-file").setInputFiles(path);
  await other.page.getByTestId("restore-pass").fill("wrong passphrase");
  await other.page.getByTestId("restore-go").click();
  const notice = other.page.getByTestId("notice");
  await notice.waitFor({ timeout: 60000 });
  assert.match(await notice.innerText(), /passphrase|could not/i);
  assert.equal(await other.page.getByTestId("key-name").count(), 0, "no key was stored");

  // The same file with the right passphrase gives the same key.
  await other.page.getByTestId("restore-pass").fill("right passphrase");
  await other.page.getByTestId("restore-go").click();
  await other.page.getByTestId("key-name").waitFor({ timeout: 60000 });
  assert.equal(await other.page.getByTestId("key-fingerprint").innerText(), fingerprint);
  await other.context.close();
  await context.close();
});

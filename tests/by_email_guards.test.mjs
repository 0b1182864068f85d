// Play by e-mail, third round (#34), in the browser as players meet it:
// the invitation says what joining agrees to; a second key answering one
// invitation is a conflict the creator decides; a game deleted from the list
// while under way comes back with its unfinished turn when its file is opened
// again (no new dice by deleting); a file is read off the page's thread, so a
// 19 MB file is refused while the page stays responsive; and where the
// browser has no IndexedDB the key is kept only for the session, never in
// local storage in the clear.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, untilText, screenshot, saveDownload, openFile, fillWorldWarByEmail, actWithAmounts } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** Anna creates a World War game by e-mail (Boris by e-mail, her computer
 * the Allies) and saves Boris's invitation. */
async function invitation(anna, options) {
  await fillWorldWarByEmail(anna.page, options);
  await anna.page.getByTestId("start").click();
  return saveDownload(anna.page, anna.page.getByTestId("save-invitation"));
}

test("an invitation says what joining agrees to; a second key for one invitation is the creator's to decide", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  const mallory = await openMenu(env);
  const invited = await invitation(anna, { answered: true });
  let opened = await openFile(boris.page, invited);
  assert.ok(opened.ok, opened.headline);
  assert.match(opened.headline, /Anna \(key [0-9a-f]{4}-[0-9a-f-]+\) invites you to .* as Boris\. By joining you agree to:/);
  const terms = await boris.page.getByTestId("invitation-terms").innerText();
  assert.match(terms, /the rules of version \d+ \(this app plays version \d+\)/);
  assert.match(terms, /answered dice: each file's rolls are thrown by the next player's file/);
  assert.match(terms, /a lost key is restored only from its backup/);
  assert.match(terms, /computer seats played by version \d+ of the computer player/);
  await screenshot(boris.page, "by-email-invitation-terms");
  await boris.page.getByTestId("join-name").fill("Boris");
  const borisJoin = await saveDownload(boris.page, boris.page.getByTestId("join"));

  // The invitation was passed on: Mallory joins with it too.
  await openFile(mallory.page, invited);
  await mallory.page.getByTestId("join-name").fill("Boris");
  const malloryJoin = await saveDownload(mallory.page, mallory.page.getByTestId("join"));

  opened = await openFile(anna.page, borisJoin);
  assert.ok(opened.ok, opened.headline);
  opened = await openFile(anna.page, malloryJoin);
  assert.ok(!opened.ok, "nothing changes until Anna decides");
  assert.match(opened.headline, /Someone else joined as Boris too\. First: Boris \(key [0-9a-f-]+\)\. Now: Boris \(key [0-9a-f-]+\)/);
  await screenshot(anna.page, "by-email-join-conflict");
  await anna.page.getByTestId("join-keep").click();
  assert.match(await anna.page.getByTestId("report-headline").innerText(), /The first join stays/);
  assert.equal(await anna.page.getByTestId("mail-game").getAttribute("data-status"), "ready");
  // Taking the new one instead replaces the first.
  opened = await openFile(anna.page, malloryJoin);
  await anna.page.getByTestId("join-take").click();
  // "Someone else joined" is on screen until the second join is taken.
  await untilText(anna.page.getByTestId("report-headline"), /Boris joined .* \(key [0-9a-f-]+\)/, "the second join taken");
  for (const c of [anna, boris, mallory]) await c.context.close();
});

test("a received turn file deleted and opened again resumes the same turn", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  const invited = await invitation(anna);
  await openFile(boris.page, invited);
  await boris.page.getByTestId("join-name").fill("Boris");
  const join = await saveDownload(boris.page, boris.page.getByTestId("join"));
  await openFile(anna.page, join);
  await anna.page.getByTestId("mail-play").click();
  await anna.page.getByTestId("game").waitFor();
  // Anna's turn zero: her computer and she buy; her file goes to Boris.
  const { playWorldWarTurn } = await import("./helpers.mjs");
  await playWorldWarTurn(anna.page, []);
  const first = await saveDownload(anna.page, anna.page.getByTestId("mail-send"));
  await anna.page.getByTestId("mail-done").click();

  // Boris begins his turn: a purchase in Moscow, then leaves it unfinished.
  let opened = await openFile(boris.page, first);
  assert.ok(opened.ok, opened.headline);
  await boris.page.getByTestId("report-play").click();
  await boris.page.getByTestId("game").waitFor();
  await boris.page.locator('path[data-region="moscow"]').click();
  await actWithAmounts(boris.page, "region-choices", /infantry/, [2]);
  const began = Number(await boris.page.getByTestId("game").getAttribute("data-log-len"));
  await boris.page.getByTestId("to-menu").click();
  await boris.page.getByTestId("mail-games").click();
  await boris.page.getByTestId("mail-delete").click();
  await boris.page.getByTestId("dialog-confirm").click();
  await boris.page.waitForFunction(() => !document.querySelector("[data-testid=mail-game]"));

  // He opens Anna's file again: not a new game, but his, with his turn as he left it.
  opened = await openFile(boris.page, first);
  assert.ok(opened.ok, opened.headline);
  assert.match(opened.headline, /It is your turn/);
  await boris.page.getByTestId("report-play").click();
  await boris.page.getByTestId("game").waitFor();
  await boris.page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) === n, began);
  assert.equal(Number(await boris.page.getByTestId("game").getAttribute("data-log-len")), began, "the unfinished turn is back");
  await screenshot(boris.page, "by-email-resumed-after-delete");
  for (const c of [anna, boris]) await c.context.close();
});

test("a 19 MB file is read off the page's thread: the page stays responsive while it is refused", async () => {
  const { page, context } = await openMenu(env);
  // The file is made in the page and handed to the file input as a player's
  // pick would be (not through the test driver, whose own transfer of a
  // large file takes the page's thread for seconds).
  const size = await page.evaluate(() => {
    const junk = JSON.stringify({ format: "sandtable-save", version: 1, system: "world-war",
      log: Array.from({ length: 175000 }, (_, i) => ({ seat: i % 3, action: { Buy: "x".repeat(80) } })) });
    const transfer = new DataTransfer();
    transfer.items.add(new File([junk], "big.json", { type: "application/json" }));
    window.__bigFiles = transfer.files;
    return junk.length;
  });
  assert.ok(size > 19e6 && size < 20 * 1024 * 1024, `${size}`);
  // Frames keep coming while the file is read: the longest gap between two.
  await page.evaluate(() => {
    window.__gap = 0;
    let last = performance.now();
    const tick = (t) => { window.__gap = Math.max(window.__gap, t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__gap = 0;
    const input = document.querySelector("[data-testid=file-input]");
    input.files = window.__bigFiles;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await page.locator(".notice.error").waitFor({ timeout: 60000 });
  const gap = await page.evaluate(() => window.__gap);
  console.log(`longest frame gap while a 19 MB file was read and refused: ${gap.toFixed(0)} ms`);
  // Measured 650 ms here (copying the text to the keys module); parsing it on
  // the page, as before, took seconds.
  assert.ok(gap < 1500, `the page froze for ${gap} ms`);
  await context.close();
});

test("without IndexedDB the key is kept for the session only, never in local storage in the clear", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, locale: "en-US" });
  // The keys module's worker runs in a browser without IndexedDB.
  await context.route("**/keys_loader.js", async (route) => {
    const response = await route.fetch();
    const body = `Object.defineProperty(self, "indexedDB", { get() { return undefined; } });\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.getByTestId("new-game").waitFor({ timeout: 30000 });
  const anna = { page, context };
  await invitation(anna);
  const stored = await page.evaluate(() => localStorage.getItem("sandtable:v1:keys"));
  assert.match(stored, /sandtable-seat-key-session/);
  assert.doesNotMatch(stored, /sign_secret|enc_secret|dice_secret/, "no secret in local storage");
  await page.getByTestId("key-session").waitFor();
  assert.match(await page.getByTestId("key-session").innerText(), /kept only until this tab is closed/);
  await screenshot(page, "by-email-key-session");
  // A new tab (a new keys module) cannot open it: restore the backup.
  await page.reload();
  await page.getByTestId("mail-games").click();
  await page.getByTestId("key-unreadable").waitFor();
  assert.match(await page.getByTestId("key-unreadable").innerText(), /kept only for the session .* Restore it from its backup|restore it from its backup/i);
  await context.close();
});

// A lost key replaced during a game (#11.5, #34): only in a game created to
// allow it. Boris loses his device while it is his turn. On a new browser he
// opens Anna's latest file and asks to take his place again; Anna checks the
// new fingerprint and consents; Boris opens his request back and plays his
// turn with the new key; the file carries the replacement, Anna's app accepts
// it and its report names it, and the old key is told it was replaced.
// In a game created without it (the default), the attack of #34 fails: Boris
// cannot take Anna's seat by "consenting" to a key of his own.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, screenshot, saveDownload, openFile, playWorldWarTurn,
  fillWorldWarByEmail, createAndJoin } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("the opponent cannot take a seat by replacing its key in a game that does not allow it", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  await fillWorldWarByEmail(anna.page);
  await createAndJoin(anna, boris);
  await anna.page.getByTestId("mail-play").click();
  await playWorldWarTurn(anna.page, []);
  const first = await saveDownload(anna.page, anna.page.getByTestId("mail-send"));
  await anna.page.getByTestId("mail-done").click();
  // Boris opens Anna's file in a second profile: genuine, not his, and no
  // way to claim her place there: a lost key is restored from its backup.
  const second = await openMenu(env);
  const opened = await openFile(second.page, first);
  assert.ok(!opened.ok);
  assert.match(opened.headline, /restore your key backup/);
  assert.equal(await second.page.locator(".take-place").count(), 0, "no request to take a place is offered");
  assert.match(opened.lines, /Every seat is played with the key that joined it/);
  for (const c of [anna, boris, second]) await c.context.close();
});

test("a player who lost the key takes the place again with everyone's consent", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  await fillWorldWarByEmail(anna.page, { rekeying: true });
  await createAndJoin(anna, boris);
  await anna.page.getByTestId("mail-play").click();
  await playWorldWarTurn(anna.page, []);
  const first = await saveDownload(anna.page, anna.page.getByTestId("mail-send"));
  await anna.page.getByTestId("mail-done").click();

  // Boris's device is lost. On a new browser, Anna's file is genuine but
  // not his: he asks to take his place again.
  const again = await openMenu(env);
  let opened = await openFile(again.page, first);
  assert.ok(!opened.ok);
  await again.page.locator(".take-place summary").click();
  await screenshot(again.page, "rekey-take-place");
  const request = await saveDownload(again.page, again.page.getByTestId("take-place").filter({ hasText: "Boris" }));
  assert.match(await again.page.getByTestId("report-headline").innerText(), /send it to the other players/);

  // Anna sees the new fingerprint, checks it with Boris, consents.
  opened = await openFile(anna.page, request);
  assert.ok(opened.ok, opened.headline);
  assert.match(opened.headline, /Boris asks to take their place again.*fingerprint [0-9a-f]{4}-/s);
  await screenshot(anna.page, "rekey-consent");
  const consented = await saveDownload(anna.page, anna.page.getByTestId("rekey-consent"));
  assert.match(await anna.page.getByTestId("report-headline").innerText(), /Every player has consented/);

  // Boris opens his request back and plays his turn with the new key.
  opened = await openFile(again.page, consented);
  assert.ok(opened.ok, opened.headline);
  assert.match(opened.headline, /Play your turn/);
  await again.page.getByTestId("report-play").click();
  await again.page.getByTestId("game").waitFor();
  await playWorldWarTurn(again.page, []);
  const answer = await saveDownload(again.page, again.page.getByTestId("mail-send"));
  await again.page.getByTestId("mail-done").click();

  // Anna's app accepts the file with the replacement; the old key is out.
  opened = await openFile(anna.page, answer);
  assert.ok(opened.ok, `${opened.headline}\n${opened.lines}`);
  assert.match(opened.lines, /A player's key was replaced: check that this is what that player asked for/);
  await anna.page.locator("[data-check=keys] summary").click();
  assert.match(await anna.page.locator("[data-check=keys]").innerText(), /Boris's key \(Boris\) was replaced at #\d+ with the consent of Anna/);
  await screenshot(anna.page, "rekey-reported");
  await anna.page.getByTestId("report-play").click();
  await anna.page.getByTestId("game").waitFor();
  opened = await openFile(boris.page, answer);
  assert.ok(!opened.ok, "Boris's old key is no player's any more");
  assert.match(opened.headline, /Your key no longer plays in this game: Boris's key was replaced at file #\d+ with the consent of Anna/);
  for (const c of [anna, boris, again]) await c.context.close();
});

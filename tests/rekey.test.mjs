// A lost key replaced during a game (#11.5): Boris loses his device while
// it is his turn. On a new browser he opens Anna's latest file and asks to
// take his place again; Anna checks the new fingerprint and consents; Boris
// opens his request back and plays his turn with the new key; the file
// carries the replacement, Anna's app accepts it, and the old key is out.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, screenshot, saveDownload, openFile, playWorldWarTurn,
  fillWorldWarByEmail, createAndJoin } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("a player who lost the key takes the place again with everyone's consent", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  await fillWorldWarByEmail(anna.page);
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
  await anna.page.getByTestId("report-play").click();
  await anna.page.getByTestId("game").waitFor();
  opened = await openFile(boris.page, answer);
  assert.ok(!opened.ok, "Boris's old key is no player's any more");
  for (const c of [anna, boris, again]) await c.context.close();
});

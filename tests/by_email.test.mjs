// Play by e-mail between two browsers with separate storage (Anna: the Axis
// here and the Allies by her computer; Boris: the USSR). Create, invite,
// join, then turns by passing signed files: the secret turn-zero purchase
// (sealed, then revealed), initiative, and a battle. Then the threats: a
// tampered file, a file re-signed by a foreign key, an old file sent again,
// and a fork made with Boris's key restored from its backup on a third
// browser: each refused with its own message.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { generateKeyPairSync, sign } from "node:crypto";
import { start, openMenu, screenshot, saveDownload, openFile, actWithAmounts, playWorldWarTurn, fillWorldWarByEmail } from "./helpers.mjs";

let env;
before(async () => {
  env = await start();
});
after(async () => { await env.close(); });

/** Opens a received file, plays the turn, saves the next file. */
async function takeTurn(page, file, did) {
  const opened = await openFile(page, file);
  assert.ok(opened.ok, opened.headline);
  await page.getByTestId("report-play").click();
  await page.getByTestId("game").waitFor();
  const before = did.length;
  await playWorldWarTurn(page, did);
  if (did.slice(before).includes("attacked")) {
    // A turn whose dice have fallen cannot be started again (#11.2).
    assert.ok(await page.getByTestId("mail-restart").isDisabled(), "no second try after the battle's dice");
    assert.match(await page.getByTestId("mail-restart").getAttribute("title"), /Dice were thrown/);
  }
  const sent = await saveDownload(page, page.getByTestId("mail-send"));
  await page.getByTestId("sent").waitFor();
  const summary = await page.getByTestId("mail-summary").inputValue();
  assert.match(summary, /Sandtable play by e-mail/);
  await page.getByTestId("mail-done").click();
  return sent;
}

test("two browsers play World War by e-mail; tampered, foreign, old and forked files are refused", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);

  // Anna creates the game: the Axis is hers, the USSR Boris's, the Allies her computer's.
  await fillWorldWarByEmail(anna.page);
  await anna.page.getByTestId("start").click();
  await anna.page.getByTestId("mail-game").waitFor();
  assert.equal(await anna.page.getByTestId("mail-game").getAttribute("data-status"), "lobby");
  await screenshot(anna.page, "by-email-lobby");
  const invitation = await saveDownload(anna.page, anna.page.getByTestId("save-invitation"));
  assert.match(invitation.name, /invitation-for-boris/);

  // Boris opens the invitation, checks it and joins.
  let opened = await openFile(boris.page, invitation);
  assert.ok(opened.ok, opened.headline);
  assert.match(opened.headline, /invites you/);
  await boris.page.getByTestId("join-name").fill("Boris");
  const joinFile = await saveDownload(boris.page, boris.page.getByTestId("join"));
  await boris.page.getByTestId("key-name").waitFor();
  assert.equal(await boris.page.getByTestId("key-name").innerText(), "Boris", "joining made his key, shown at once");
  await screenshot(boris.page, "by-email-joined");

  // Anna opens the join file: everyone is in; she starts and plays turn zero.
  opened = await openFile(anna.page, joinFile);
  assert.ok(opened.ok, opened.headline);
  assert.match(opened.headline, /Boris joined/);
  assert.equal(await anna.page.getByTestId("mail-game").getAttribute("data-status"), "ready");
  await anna.page.getByTestId("mail-play").click();
  const did = [];
  await playWorldWarTurn(anna.page, did);
  assert.ok(await anna.page.getByTestId("mail-restart").isEnabled(), "no die has fallen: the turn may start again");
  await screenshot(anna.page, "by-email-turn-done");
  await anna.page.setViewportSize({ width: 390, height: 844 });
  await screenshot(anna.page, "by-email-turn-done-phone");
  await anna.page.setViewportSize({ width: 1280, height: 800 });
  let file = await saveDownload(anna.page, anna.page.getByTestId("mail-send"));
  assert.match(file.name, /-001-for-boris\.sandtable\.json$/);
  assert.ok(!/infantry/i.test(file.text), "the secret purchase is sealed: not readable in the file");
  await anna.page.getByTestId("sent").waitFor();
  await screenshot(anna.page, "by-email-sent");
  await anna.page.getByTestId("mail-done").click();
  const files = [file];

  // Boris begins his turn; an unfinished turn survives a reload unchanged.
  opened = await openFile(boris.page, file);
  assert.ok(opened.ok, opened.headline);
  // The report speaks plainly; the protocol's account stays folded.
  assert.match(opened.lines, /nobody chose them/);
  assert.match(opened.lines, /exactly what the players signed/);
  assert.doesNotMatch(opened.lines, /segments|commitments|entries numbered/);
  await boris.page.getByTestId("report-play").click();
  await boris.page.locator('path[data-region="moscow"]').click();
  await actWithAmounts(boris.page, "region-choices", /infantry/, [1]);
  const unfinished = await boris.page.getByTestId("game").getAttribute("data-hash");
  await boris.page.reload();
  await boris.page.getByTestId("your-turn").click();
  await boris.page.getByTestId("game").waitFor();
  assert.equal(await boris.page.getByTestId("game").getAttribute("data-hash"), unfinished);
  await playWorldWarTurn(boris.page, did);
  file = await saveDownload(boris.page, boris.page.getByTestId("mail-send"));
  await boris.page.getByTestId("mail-done").click();
  files.push(file);

  // Turns by e-mail until the Axis has fought a battle and Boris has seen it.
  const players = [anna, boris];
  for (let i = 0; i < 16 && !(did.includes("attacked") && players[i % 2] === boris); i++) {
    const who = players[i % 2];
    file = await takeTurn(who.page, file, did);
    files.push(file);
  }
  assert.ok(did.includes("axis bought") && did.includes("ussr bought"), did.join(", "));
  assert.ok(did.includes("attacked"), `the Axis attacked Warsaw: ${did.join(", ")}`);
  assert.ok(/infantry/.test(files.at(-1).text), "after the reveal the purchases are in the clear");
  assert.ok(/Launch/.test(files.at(-1).text), "the battle is in the file");

  // Boris receives the battle file and sees the battle in the log.
  opened = await openFile(boris.page, file);
  assert.ok(opened.ok, opened.headline);
  await screenshot(boris.page, "by-email-report");
  // The menu lists the game as waiting for him.
  await boris.page.getByTestId("back").click();
  assert.match(await boris.page.getByTestId("mail-games").innerText(), /1 your turn/);
  await screenshot(boris.page, "by-email-menu");
  await boris.page.getByTestId("your-turn").click();
  await boris.page.getByTestId("game").waitFor();
  assert.match(await boris.page.getByTestId("log").innerText(), /Warsaw/);
  await boris.page.getByTestId("to-menu").click();

  // 1. A tampered file: one purchase in the log changed.
  const tampered = { name: file.name, text: file.text.replace('"unit":"infantry"', '"unit":"armour"') };
  assert.notEqual(tampered.text, file.text);
  opened = await openFile(boris.page, tampered);
  assert.ok(!opened.ok);
  assert.match(opened.headline, /changed after it was signed/);

  // 2. The last entry re-signed by a key that is not its player's.
  const save = JSON.parse(file.text);
  const last = save.extensions.pbem.chain.at(-1);
  const { privateKey } = generateKeyPairSync("ed25519");
  const forged = sign(null, Buffer.from(last.p), privateKey).toString("base64url");
  const foreign = { name: file.name, text: file.text.replace(last.s, forged) };
  assert.notEqual(foreign.text, file.text);
  opened = await openFile(boris.page, foreign);
  assert.ok(!opened.ok);
  assert.match(opened.headline, /signature/);

  // 3. An old file sent again: Anna already has Boris's newer files.
  opened = await openFile(anna.page, files[1]);
  assert.ok(!opened.ok);
  assert.match(opened.headline, /OLD FILE/);

  // 4. A fork: Boris's key, backed up and restored on a third browser, plays
  // a second, different answer to a file Boris already answered.
  await boris.page.locator(".key summary").click();
  await boris.page.getByTestId("backup-pass").fill("correct horse battery");
  const backup = await saveDownload(boris.page, boris.page.getByTestId("backup-save"));
  assert.ok(!/correct horse/.test(backup.text) && /sandtable-seat-key/.test(backup.text));
  const twin = await openMenu(env);
  await twin.page.getByTestId("mail-games").click();
  await twin.page.locator(".key summary").click();
  await twin.page.getByTestId("restore-file").setInputFiles(backup.path);
  await twin.page.getByTestId("restore-pass").fill("correct horse battery");
  await twin.page.getByTestId("restore-go").click();
  await twin.page.getByTestId("key-name").waitFor({ timeout: 60000 });
  assert.equal(await twin.page.getByTestId("key-name").innerText(), "Boris");
  // files[k] went Anna → Boris; Boris answered with files[k + 1]. The twin answers files[k] again.
  const k = files.length - 3;
  const fork = await takeTurn(twin.page, files[k], []);
  assert.notEqual(fork.text, files[k + 1].text);
  opened = await openFile(anna.page, fork);
  assert.ok(!opened.ok);
  assert.match(opened.headline, /FORK/);
  assert.match(opened.headline, /Boris signed both continuations/);
  await screenshot(anna.page, "by-email-fork-refused");

  // The refused files changed nothing: Anna still waits for Boris's answer.
  assert.equal(await anna.page.getByTestId("mail-game").first().getAttribute("data-status"), "waiting");
  await anna.page.getByTestId("mail-look").click();
  await anna.page.getByTestId("watching").waitFor();
  await screenshot(anna.page, "by-email-watching");
  for (const c of [anna, boris, twin]) await c.context.close();
});

// Answered dice by e-mail (#11.2): Anna creates World War with the dice
// thrown by the next player's file. Her attack on Warsaw is not played on
// her screen: her turn stops, the file goes to Boris, his file throws the
// die (he sees the battle first), and Anna goes on from the result.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, screenshot, saveDownload, openFile, logLen, playWorldWarTurn,
  fillWorldWarByEmail, createAndJoin } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const waits = [];

/** Opens `file`, plays the turn and sends the next file (noting what the
 * turn waited for). */
async function takeTurn(page, file, did) {
  const opened = await openFile(page, file);
  assert.ok(opened.ok, `${opened.headline}\n${opened.lines}`);
  // Each file is someone's to answer: the game is never shown as over.
  assert.ok(await page.getByTestId("report-play").isVisible(), `${did.join(", ")}: ${opened.headline}`);
  await page.getByTestId("report-play").click();
  await page.getByTestId("game").waitFor();
  await playWorldWarTurn(page, did, "by-email-dice-battle");
  // The bar is busy until it knows whom the file is for.
  await page.locator('[data-testid="sendbar"][aria-busy="false"]').waitFor();
  if (await page.getByTestId("dice-wait").isVisible()) {
    waits.push(await page.getByTestId("dice-wait").innerText());
    if (did.includes("attacked")) await screenshot(page, "by-email-dice-wait");
  }
  const sent = await saveDownload(page, page.getByTestId("mail-send"));
  await page.getByTestId("mail-done").click();
  return sent;
}

test("with answered dice an attack waits for the other player's file, which throws its die", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  await fillWorldWarByEmail(anna.page, { answered: true });
  await screenshot(anna.page, "by-email-dice-option");
  await createAndJoin(anna, boris);
  await anna.page.getByTestId("mail-play").click();
  const did = [];
  await playWorldWarTurn(anna.page, did);
  let file = await saveDownload(anna.page, anna.page.getByTestId("mail-send"));
  await anna.page.getByTestId("mail-done").click();
  assert.ok(JSON.parse(file.text).extensions.pbem.v >= 3, "a game with answered dice is of PBEM version 3 or later");

  // Files go back and forth until Anna's attack stops her turn.
  const players = [boris, anna];
  let i = 0;
  for (; i < 16 && !did.includes("attacked"); i++) file = await takeTurn(players[i % 2].page, file, did);
  assert.ok(did.includes("attacked"), did.join(", "));
  assert.equal(players[(i - 1) % 2], anna, "Anna attacked");
  assert.match(waits.at(-1), /Attack Warsaw.*its dice are thrown by the next file.*Boris's answer throws them/s);
  // Her sent turn, looked at again: the attack is not played on her screen.
  await anna.page.getByTestId("mail-look").first().click();
  await anna.page.getByTestId("watching").waitFor();
  const annaSees = await logLen(anna.page);

  // Boris's file throws the die: he sees the battle, has nothing else to do.
  let opened = await openFile(boris.page, file);
  assert.ok(opened.ok, opened.headline);
  await boris.page.getByTestId("report-play").click();
  await boris.page.getByTestId("sendbar").waitFor();
  assert.match(await boris.page.getByTestId("dice-answers").innerText(), /throws the dice that the last file waits for/);
  assert.ok(await logLen(boris.page) > annaSees, "Boris's link threw the attack: he sees it played");
  await screenshot(boris.page, "by-email-dice-answer");
  file = await saveDownload(boris.page, boris.page.getByTestId("mail-send"));
  await boris.page.getByTestId("mail-done").click();

  // Anna goes on from the result.
  opened = await openFile(anna.page, file);
  assert.ok(opened.ok, opened.headline);
  await anna.page.getByTestId("report-play").click();
  await anna.page.getByTestId("game").waitFor();
  assert.ok(await logLen(anna.page) > annaSees, "and now Anna does");
  await anna.context.close();
  await boris.context.close();
});

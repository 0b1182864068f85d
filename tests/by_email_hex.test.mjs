// By e-mail, one remote friend can hold two seats: Hex Kingdoms, four
// realms. Anna plays the first realm here and the fourth by her computer;
// Boris plays the second and third (two seats named alike: one invitation,
// and a hand-over between his own seats on his screen).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, confirmHandover, saveDownload, logLen } from "./helpers.mjs";
import { openFile as open } from "./helpers.mjs";

const openFile = async (page, file) => (await open(page, file)).ok;

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** Ends every turn of this player's seats; returns the roles that acted. */
async function playTurn(page, acted) {
  for (let step = 0; step < 100; step++) {
    await page.waitForFunction(() => document.querySelector("[data-testid=sendbar]")
      || document.querySelector("[data-testid=handover]") || document.querySelector("[data-testid=game]")?.dataset.acting);
    if (await page.getByTestId("sendbar").isVisible()) return;
    if (await page.getByTestId("handover").isVisible()) { await confirmHandover(page); continue; }
    acted.add(await page.getByTestId("game").getAttribute("data-acting"));
    const general = page.getByTestId("general-choices").getByTestId("choice");
    const end = general.filter({ hasText: /End the turn/ });
    const before = await logLen(page);
    await ((await end.count()) ? end.first() : general.first()).click();
    await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  }
  throw new Error("the turn did not end");
}

test("a friend by e-mail plays two seats of Hex Kingdoms", async () => {
  const anna = await openMenu(env);
  const boris = await openMenu(env);
  const page = anna.page;
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: "Hex Kingdoms" });
  await page.getByTestId("mode-pbem").check();
  const rows = page.getByTestId("seat-controller");
  assert.equal(await rows.count(), 4);
  for (const [i, who] of [[0, "human"], [1, "remote"], [2, "remote"], [3, "computer"]]) await rows.nth(i).selectOption(who);
  const names = page.getByTestId("seat-name");
  await names.nth(0).fill("Anna");
  await names.nth(1).fill("Boris");
  await names.nth(2).fill("Boris");
  await page.getByTestId("start").click();
  const invite = page.getByTestId("save-invitation");
  await invite.first().waitFor();
  assert.equal(await invite.count(), 1, "one invitation for the player of two seats");
  assert.match(await invite.innerText(), /for Boris$/);
  const invitation = await saveDownload(page, invite);

  assert.ok(await openFile(boris.page, invitation));
  assert.match(await boris.page.getByTestId("report-headline").innerText(), /as Boris\./);
  await boris.page.getByTestId("join-name").fill("Boris");
  const join = await saveDownload(boris.page, boris.page.getByTestId("join"));
  assert.ok(await openFile(page, join));
  await page.getByTestId("mail-play").click();

  const acted = { anna: new Set(), boris: new Set() };
  await playTurn(page, acted.anna);
  let file = await saveDownload(page, page.getByTestId("mail-send"));
  for (let i = 0; i < 4; i++) {
    const [who, set] = i % 2 === 0 ? [boris.page, acted.boris] : [page, acted.anna];
    assert.ok(await openFile(who, file), `file ${i + 1} is accepted`);
    await who.getByTestId("report-play").click();
    await playTurn(who, set);
    file = await saveDownload(who, who.getByTestId("mail-send"));
    await who.getByTestId("mail-done").click();
  }
  assert.equal(acted.boris.size, 2, `Boris played both his seats: ${[...acted.boris]}`);
  assert.equal(acted.anna.size, 1, `Anna played her seat; her computer played its own: ${[...acted.anna]}`);
  await anna.context.close();
  await boris.context.close();
});

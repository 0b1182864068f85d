// World War turn zero: a purchase stays out of the page for every other seat,
// on the hand-over screen and after the next player sits down (WW-1, WW-4).
// The Deluge: a nation's march in phase 1 stays out of the next nation's
// page (GAP-9), and no nation reads another's treasury (GAP-23).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, confirmHandover, screenshot } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test("the turn-zero purchase is hidden from the next seat", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0, 1, 2]);
  await confirmHandover(page);
  await page.locator('path[data-region="berlin"]').click();
  const buy = page.getByTestId("region-choices").getByTestId("amount-choice").filter({ hasText: /tank/i }).first();
  const label = (await buy.locator(".amount-label").innerText()).trim();
  await buy.getByTestId("amount-go").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]").dataset.logLen === "1");
  const bought = await page.getByTestId("log").innerText();
  assert.match(bought, /tank/i, "the buyer sees their purchase in the log");

  await page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: /finish/i }).click();
  await page.getByTestId("handover").waitFor();
  await screenshot(page, "handover-1280");
  const html = await page.content();
  assert.ok(!html.includes(label), "no trace of the purchase behind the hand-over screen");
  assert.ok(!/tank division in Berlin/i.test(html));

  await confirmHandover(page);
  // The screen reader's live region forgot what the buyer heard (issue 19).
  assert.equal(await page.getByTestId("announcer").textContent(), "", "nothing of the purchase is read to the next seat");
  const seen = await page.content();
  assert.ok(!/tank division in Berlin/i.test(seen), "the next seat cannot read the purchase");
  // One line for the purchase, whatever it held, numbered among the lines
  // shown (issue 11): "#1 <Axis>: Secret choices".
  const log = await page.getByTestId("log").innerText();
  assert.match(log, /Secret choices/);
  assert.ok(!/\d+ secret/i.test(log), "no count of the secret actions");
  await context.close();
});

test("The Deluge: the Crown's march is hidden from Sweden, and neither reads the other's treasury", async () => {
  const { context, page } = await openMenu(env);
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: "The Deluge 1655" });
  await page.getByTestId("scenario").selectOption("deluge-1655-tabletop");
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < 7; i++) await rows.nth(i).selectOption(i < 2 ? "human" : "computer");
  await page.getByTestId("start").click();
  // Phase 1 is played by every nation at once: the five computer nations
  // give their orders first, then the screen is handed to the Crown.
  await page.getByTestId("handover").waitFor({ timeout: 60_000 });
  await confirmHandover(page);
  await page.getByTestId("place").filter({ hasText: "Podolia" }).first().click();
  const march = page.getByTestId("region-choices").getByTestId("choice").filter({ hasText: /1st Army of Ukraine: march to Moldavia/ });
  const before = Number(await page.getByTestId("game").getAttribute("data-log-len"));
  await march.first().click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  assert.match(await page.getByTestId("log").innerText(), /march to Moldavia/, "the Crown reads its own order");
  await page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: /^End movement and reorganisation/ }).click();
  await page.getByTestId("handover").waitFor();
  assert.ok(!/march to Moldavia/.test(await page.content()), "nothing of the march behind the hand-over screen");
  await confirmHandover(page);
  const seen = await page.content();
  assert.ok(!/march to Moldavia/.test(seen), "Sweden cannot read the Crown's march");
  assert.match(await page.getByTestId("log").innerText(), /Secret choices/);
  assert.ok(!/Treasury of/.test(seen), "no nation's balance on Sweden's screen");
  await context.close();
});

// World War, three people at one screen: turn zero, then turn 1 to its end
// and into turn 2, with a battle, every hand-over confirmed by the next player.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openMenu, newGame, confirmHandover, screenshot, settled, actWithAmounts } from "./helpers.mjs";

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const logLen = (page) => page.getByTestId("game").getAttribute("data-log-len").then(Number);

async function clickGeneral(page, pattern) {
  const choice = page.getByTestId("general-choices").getByTestId("choice").filter({ hasText: pattern }).first();
  if (!(await choice.count())) return false;
  const before = await logLen(page);
  await choice.click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  return true;
}

/** Axis orders every unit that can attack Warsaw, then launches the
 *  attack; fails unless a battle was fought (dice thrown, in the log). */
async function attackWarsaw(page) {
  await page.locator('path[data-region="warsaw"]').click();
  const orders = page.getByTestId("region-choices").getByTestId("choice").filter({ hasText: /^Order the .* against Warsaw/ });
  let ordered = 0;
  while (await orders.count()) {
    const before = await logLen(page);
    await orders.first().click();
    await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
    ordered++;
  }
  assert.ok(ordered > 0, "the Axis has units to order against Warsaw");
  const launch = page.getByTestId("region-choices").getByTestId("choice").filter({ hasText: /^Attack Warsaw/ });
  assert.ok(await launch.count(), "the attack on Warsaw can be launched");
  // WW-17, WW-AMB-3: the exact odds are on the button and in Warsaw's panel.
  const label = await launch.first().innerText();
  const chance = label.match(/exact odds: (\d+(?:\.\d)?)% to take it/);
  assert.ok(chance, `the attack's button shows its odds: ${label}`);
  const panel = await page.getByTestId("region-panel").innerText();
  assert.match(panel, /Exact odds of the attack \(WW-17/i, "the panel shows the odds");
  assert.ok(panel.includes(`${chance[1]}%`), `the panel's chance is the button's: ${panel}`);
  await screenshot(page, "world-war-odds-1280");
  const dice = await page.locator(".die").count();
  const before = await logLen(page);
  await launch.first().click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  await settled(page);
  assert.ok(await page.locator(".die").count() > dice, "the battle threw dice");
  assert.match(await page.getByTestId("log").innerText(), /Warsaw/, "the battle is in the log");
}

test("three people play turn zero and turn 1 into turn 2", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0, 1, 2]);
  let attacked = false;
  let keptSupply = false;
  let traded = false;
  for (let step = 0; step < 400; step++) {
    if (/Winter 1939/.test(await page.getByTestId("turn-label").innerText())) break;
    await confirmHandover(page);
    const who = await page.getByTestId("game").getAttribute("data-acting");
    const turn = await page.getByTestId("turn-label").innerText();
    if (/Turn zero/.test(turn)) {
      // Each power buys three infantry in a home region, then finishes.
      const home = { axis: "berlin", ussr: "moscow", allies: "london" }[who];
      await page.locator(`path[data-region="${home}"]`).click();
      // Three divisions in one field and one click (issue 13).
      assert.ok(await actWithAmounts(page, "region-choices", /infantry/, [3]), `${who} buys infantry`);
      await clickGeneral(page, /Finish buying/);
    } else if (/initiative/.test(turn)) {
      if (who === "ussr" && !keptSupply) {
        // WW-G5: the USSR's standing order keeps 5 Supply from defence, one field.
        assert.ok(await actWithAmounts(page, "general-choices", /Supply kept from defence/, [5]), "a standing order");
        assert.match(await page.getByTestId("side-panel").innerText(), /Supply kept from defence \(WW-G5\)\s+5/i);
        await screenshot(page, "world-war-standing-orders-1280");
        keptSupply = true;
      }
      if (who === "ussr" && !traded) {
        // WW-G3 step 3, WW-G11: the diplomacy step — Romania's oil for 4
        // turns at 6 MP a turn, with a promise of territory: numbers in
        // fields, the pledge from a list.
        await page.locator('path[data-region="bucharest"]').click();
        assert.ok(
          await actWithAmounts(page, "region-choices", /treaty/, [3, 6, 0, 4], ["a promise of territory"]),
          "the USSR offers Romania a treaty",
        );
        const panel = await page.getByTestId("side-panel").innerText();
        assert.match(panel, /Treaty \(WW-G11\)\s+3 Supply a turn from Romania for 6 MP, 0 P, 0 S; until Autumn 1940 \(4 more\); pledge: a promise of territory/);
        assert.match(await page.getByTestId("log").innerText(), /for 4 turns; pledge: a promise of territory/);
        await screenshot(page, "world-war-diplomacy-1280");
        traded = true;
      }
      if (!(await clickGeneral(page, /SOONER|sooner/i))) await clickGeneral(page, /^Choose/);
    } else if (/purchase/.test(turn)) {
      await clickGeneral(page, /Finish buying/);
    } else {
      if (!attacked && who === "axis") {
        attacked = true;
        await attackWarsaw(page);
        await screenshot(page, "world-war-battle-1280");
      }
      await clickGeneral(page, /End your actions/);
    }
  }
  assert.match(await page.getByTestId("turn-label").innerText(), /Winter 1939/);
  assert.ok(attacked, "the Axis attacked Warsaw");
  assert.ok(keptSupply, "the USSR gave a standing order for its defence");
  assert.ok(traded, "the USSR signed a treaty in the diplomacy step");
  await context.close();
});

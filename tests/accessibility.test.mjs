// Everyone can play (issue 19): axe-core finds no violation on any screen
// nor on any system's map (nor in the help, nor in a replay's charts); a
// screen reader hears what happens, battles and dice included, in the live
// region; the keys open the help, find where to act, open a region and act;
// the colours can be made safe for colour-blind eyes.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { start, openMenu, newGame, settled, confirmHandover, logLen } from "./helpers.mjs";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** axe-core's violations on the page as it is now (WCAG 2 A and AA, best practices). */
async function violations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations);
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

async function noViolations(page, where) {
  assert.deepEqual(await violations(page), [], `axe-core on ${where}`);
}

const SYSTEMS = ["World War 1939", "Hex Kingdoms", "The Deluge 1655", "Shadow Realms", "Khans & Kings"];

test("axe-core finds no violation on the menus, the help, a replay's charts and every system's map", async () => {
  const { context, page } = await openMenu(env);
  await noViolations(page, "the menu");
  await page.getByTestId("rules").click();
  await page.waitForTimeout(300);
  await noViolations(page, "the rules");
  await page.goto(env.url);
  await page.getByTestId("new-game").click();
  await noViolations(page, "the new-game form");
  for (const system of SYSTEMS) {
    await page.getByTestId("system").selectOption({ label: system });
    const rows = page.getByTestId("seat-controller");
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
    await page.getByTestId("start").click();
    await page.getByTestId("game").waitFor();
    await settled(page);
    await noViolations(page, `${system}: the hand-over`);
    await confirmHandover(page);
    await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.acting, null, { timeout: 60000 });
    await settled(page);
    await noViolations(page, `${system}: the map`);
    await page.getByTestId("to-menu").click();
    await page.getByTestId("new-game").click();
  }
  await page.goto(env.url);
  await page.getByTestId("continue").click();
  await page.getByTestId("slot").first().waitFor();
  await noViolations(page, "the saved games");
  await page.goto(env.url);
  await newGame(page, []);
  await page.waitForFunction(() => Number(document.querySelector("[data-testid=game]").dataset.logLen) > 30, null, { timeout: 60000 });
  await page.keyboard.press("?");
  await page.getByTestId("help").waitFor();
  await noViolations(page, "the help");
  await page.keyboard.press("Escape");
  await page.getByTestId("help").waitFor({ state: "detached" });
  await page.getByTestId("replay-open").click();
  await page.getByTestId("replay-charts").click();
  await page.getByTestId("charts").waitFor();
  await noViolations(page, "a replay with its charts");
  await context.close();
});

test("the live region says what happens, a battle's result and dice included", async () => {
  const { context, page } = await openMenu(env);
  // Every sentence the live region reads, as a screen reader would hear it.
  await page.evaluate(() => {
    window.heard = [];
    new MutationObserver(() => {
      const region = document.querySelector("[data-testid=announcer]");
      if (region?.textContent) window.heard.push(region.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await newGame(page, []);
  await page.waitForFunction(() => window.heard.some((t) => /wins the battle/.test(t)), null, { timeout: 120000 });
  const battle = await page.evaluate(() => window.heard.find((t) => /wins the battle/.test(t)));
  assert.match(battle, /^[^:]+: /, "who acted");
  assert.match(battle, /WW-\d+/, "the rule that decided it");
  assert.match(battle, /\): \d+(, \d+)*\./, "the dice thrown");
  const role = await page.getByTestId("announcer").getAttribute("role");
  assert.equal(role, "status");
  await context.close();
});

test("by keyboard: the help, what can I do, a region opened and an action taken; colours safe for colour blindness", async () => {
  const { context, page } = await openMenu(env);
  await newGame(page, [0, 1, 2]);
  await confirmHandover(page);
  await settled(page);
  await page.keyboard.press("?");
  await page.getByTestId("help").waitFor();
  await page.waitForFunction(() => document.activeElement?.dataset.testid === "help-close", null, { timeout: 5000 });
  assert.match(await page.getByTestId("help").innerText(), /What can I do\?/);
  await page.keyboard.press("Escape");
  await page.getByTestId("help").waitFor({ state: "detached" });
  // W: where the seat can act, and the focus on the first such region.
  await page.keyboard.press("w");
  await page.locator(".game.hinting").waitFor();
  const focused = await page.evaluate(() => document.activeElement?.classList.contains("actionable"));
  assert.ok(focused, "the focus is on a region where the seat can act");
  // Enter opens it and goes to its first action; Enter takes the action.
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.dataset.testid === "choice" || document.activeElement?.dataset.testid === "amount");
  const before = await logLen(page);
  if (await page.evaluate(() => document.activeElement?.dataset.testid === "amount")) {
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n, before);
  // The colour-safe palette, chosen in the help, draws the sides anew and is kept.
  const fills = () => page.locator("path.region").evaluateAll((paths) => [...new Set(paths.map((p) => p.getAttribute("fill")))]);
  assert.ok(!(await fills()).includes("#0072B2"));
  await page.getByTestId("help-open").click();
  await page.getByTestId("safe-colours").check();
  await page.getByTestId("help-close").click();
  await page.waitForFunction(() => [...document.querySelectorAll("path.region")].some((p) => p.getAttribute("fill") === "#0072B2"));
  assert.ok((await fills()).includes("#D55E00"), "the second side's colour-safe colour");
  assert.equal(await page.evaluate(() => localStorage.getItem("sandtable:v1:safe-colours")), "1");
  await context.close();
});

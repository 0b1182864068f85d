// Shared setup of the browser tests: the built game served on a free port,
// Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.SANDTABLE_DIST ?? join(here, "..", "dist");
export const SHOTS = join(here, "screenshots");

export const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/** A Rust panic (console_error_panic_hook prints it) or a wasm trap. */
const PANIC = /panicked at|RuntimeError|unreachable/;

/** Watches a context: page errors and Rust panics (in the page or in a rules
 *  module's worker) are printed, and closing the context then throws, so
 *  the test that caused them fails. */
function guard(context) {
  const errors = [];
  const watch = (where) => (m) => {
    if (m.type() !== "error") return;
    console.error(`console error (${where}):`, m.text().slice(0, 1500));
    if (PANIC.test(m.text())) errors.push(m.text().slice(0, 300));
  };
  context.on("weberror", (e) => { console.error("page error:", e.error().message); errors.push(e.error().message); });
  context.on("page", (page) => {
    page.on("console", watch("page"));
    page.on("worker", (worker) => worker.on("console", watch("worker")));
  });
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await close(...args);
    if (errors.length) throw new Error(`the page failed: ${errors.join(" | ")}`);
  };
  return context;
}

/** Starts the server and the browser; returns { browser, url, close }. Every
 *  context the tests open is guarded (see `guard`). */
export async function start() {
  const server = await serve(DIST, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => guard(await newContext(...args));
  return {
    browser, url,
    close: async () => { await browser.close(); server.close(); },
  };
}

/** A fresh context (its own localStorage) with a page on the menu. */
export async function openMenu(env, viewport = { width: 1280, height: 800 }) {
  // English, whatever the machine's language (tests/languages.test.mjs opens the others).
  const context = await env.browser.newContext({ viewport, acceptDownloads: true, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.getByTestId("new-game").waitFor({ timeout: 30000 });
  // The app's own menu, not the first paint's copy of it (shell/).
  await page.waitForFunction(() => !document.getElementById("shell"));
  return { context, page };
}

/** Sets up a new game; `humans` lists which seat rows are people. */
export async function newGame(page, humans) {
  await page.getByTestId("new-game").click();
  const rows = page.getByTestId("seat-controller");
  const n = await rows.count();
  for (let i = 0; i < n; i++) await rows.nth(i).selectOption(humans.includes(i) ? "human" : "computer");
  await page.getByTestId("start").click();
  await settled(page);
}

/** A new game of `system` (its label on the form) with the first seat a
 *  person and the others the computer, up to the person's first screen. */
export async function firstSeatAgainstComputer(page, system) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: system });
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
  await page.getByTestId("start").click();
  await settled(page);
  await waitToAct(page);
  await confirmHandover(page);
}

/** Waits until the game screen shows and no request to its rules module
 *  is awaiting an answer (the rules run in a worker, so every action is
 *  answered a moment later). */
export async function settled(page) {
  await page.getByTestId("game").waitFor();
  await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.pending === "0");
}

/** Waits until `locator`'s text matches `pattern` (details of a selected
 *  place come from the rules' worker a moment after the click); fails
 *  with the text last seen. */
export async function untilText(locator, pattern, message, timeout = 15000) {
  const end = Date.now() + timeout;
  let text = "";
  while (Date.now() < end) {
    // A short wait per look: a missing element must not hold the loop for
    // the driver's default 30 s.
    text = await locator.innerText({ timeout: 200 }).catch(() => "");
    if (pattern.test(text)) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${message ?? "text"}: ${pattern} not in ${JSON.stringify(text.slice(0, 1500))}`);
}

/** Waits until a person's seat may act at this screen (computer seats
 *  play first in a simultaneous phase); returns its role. */
export async function waitToAct(page) {
  await page.waitForFunction(() => document.querySelector("[data-testid=game]")?.dataset.acting, null, { timeout: 30000 });
  await settled(page);
  return page.getByTestId("game").getAttribute("data-acting");
}

/** Confirms a hand-over if one is showing. */
export async function confirmHandover(page) {
  await settled(page);
  const button = page.getByTestId("handover-confirm");
  if (await button.isVisible()) {
    await button.click();
    await settled(page);
  }
}

export async function screenshot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

// ---- Play by e-mail -------------------------------------------------------

/** Clicks `button` and reads the download it starts: { path, name, text }
 * (the path lasts as long as the page's browser context). */
export async function saveDownload(page, button) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = await download.path();
  return { path, name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

/** Opens a file through the picker of the current screen (menu, saves,
 * e-mail): the report's verdict, headline and lines. */
export async function openFile(page, file) {
  if (await page.getByTestId("to-menu").isVisible()) await page.getByTestId("to-menu").click();
  await page.getByTestId("file-input").setInputFiles({ name: file.name, mimeType: "application/json", buffer: Buffer.from(file.text) });
  await page.getByTestId("report").waitFor();
  // A report without checks has no lines: asked for, they would hold the
  // test for the driver's default 30 s.
  const lines = page.getByTestId("report-lines");
  return {
    ok: (await page.getByTestId("report").getAttribute("data-ok")) === "true",
    headline: await page.getByTestId("report-headline").innerText(),
    lines: (await lines.count()) ? await lines.innerText() : "",
  };
}

/** An action's button in a list: a plain action, or the button of one with
 * amounts (a purchase with its "how many" field). */
export const ACTION = "[data-testid=choice], [data-testid=amount-go]";

/** The number of actions in the game on screen. */
export const logLen = (page) => page.getByTestId("game").getAttribute("data-log-len").then(Number);

/** Clicks the first choice of `list` matching `pattern` and waits until it
 * is played (or, by e-mail with answered dice, until the turn stops to wait
 * for the next file's dice); false if there is no such choice. */
export async function clickChoice(page, list, pattern) {
  const choice = page.getByTestId(list).getByTestId("choice").filter({ hasText: pattern }).first();
  if (!(await choice.count())) return false;
  const before = await logLen(page);
  await choice.click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n
    || document.querySelector("[data-testid=dice-wait]"), before);
  return true;
}

/** Takes the action with amounts of `list` whose label matches `pattern`
 * with `values` in its number fields (one control, not a click per unit)
 * and the options labelled `picks` in its lists, and waits until it is
 * played; false if there is no such action. */
export async function actWithAmounts(page, list, pattern, values, picks = []) {
  const form = page.getByTestId(list).getByTestId("amount-choice").filter({ hasText: pattern }).first();
  if (!(await form.count())) return false;
  const fields = form.getByTestId("amount");
  for (let i = 0; i < values.length; i++) await fields.nth(i).fill(String(values[i]));
  const lists = form.getByTestId("amount-pick");
  for (let i = 0; i < picks.length; i++) await lists.nth(i).selectOption({ label: picks[i] });
  const before = await logLen(page);
  await form.getByTestId("amount-go").click();
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) > n
    || document.querySelector("[data-testid=dice-wait]"), before);
  return true;
}

/** Plays this player's World War seats until the turn is done (the Axis
 * attacks Warsaw once), pushing what it did to `did`. */
export async function playWorldWarTurn(page, did, shot = "by-email-battle") {
  for (let step = 0; step < 200; step++) {
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=sendbar]") || document.querySelector("[data-testid=game]")?.dataset.acting);
    if (await page.getByTestId("sendbar").isVisible()) return;
    const who = await page.getByTestId("game").getAttribute("data-acting");
    const turn = await page.getByTestId("turn-label").innerText();
    if (/Turn zero/.test(turn)) {
      const home = { axis: "berlin", ussr: "moscow", allies: "london" }[who];
      await page.locator(`path[data-region="${home}"]`).click();
      await actWithAmounts(page, "region-choices", /infantry/, [2]);
      await clickChoice(page, "general-choices", /Finish buying/);
      did.push(`${who} bought`);
    } else if (/initiative/.test(turn)) {
      if (!(await clickChoice(page, "general-choices", /sooner/i))) await clickChoice(page, "general-choices", /^Choose/);
      did.push(`${who} chose initiative`);
    } else if (/purchase/.test(turn)) {
      await clickChoice(page, "general-choices", /Finish buying/);
    } else {
      if (who === "axis" && !did.includes("attacked")) {
        await page.locator('path[data-region="warsaw"]').click();
        while (await clickChoice(page, "region-choices", /^Order the .* against Warsaw/));
        if (await clickChoice(page, "region-choices", /^Attack Warsaw/)) did.push("attacked");
        await screenshot(page, shot);
      }
      await clickChoice(page, "general-choices", /End your actions/);
    }
  }
  throw new Error("the turn did not end");
}


/** Fills the new-game form for World War by e-mail: the Axis is Anna's at
 * this screen, the USSR Boris's by e-mail, the Allies Anna's computer
 * (`answered`: dice thrown by the next file; `rekeying`: a lost key may be
 * replaced with the others' consent). Not started yet. */
export async function fillWorldWarByEmail(page, { answered = false, rekeying = false } = {}) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("mode-pbem").check();
  if (answered) await page.getByTestId("dice-answered").check();
  if (rekeying) await page.getByTestId("rekeying-consent").check();
  const rows = page.getByTestId("seat-controller");
  await rows.nth(0).selectOption("human");
  await rows.nth(1).selectOption("remote");
  await rows.nth(2).selectOption("computer");
  await page.getByTestId("seat-name").nth(0).fill("Anna");
  await page.getByTestId("seat-name").nth(1).fill("Boris");
}

/** Anna creates the filled game and invites Boris; he joins and Anna
 * reads his join file: the game is ready to start on Anna's screen. */
export async function createAndJoin(anna, boris) {
  await anna.page.getByTestId("start").click();
  const invitation = await saveDownload(anna.page, anna.page.getByTestId("save-invitation"));
  if (!(await openFile(boris.page, invitation)).ok) throw new Error("the invitation was refused");
  await boris.page.getByTestId("join-name").fill("Boris");
  const join = await saveDownload(boris.page, boris.page.getByTestId("join"));
  if (!(await openFile(anna.page, join)).ok) throw new Error("the join file was refused");
}

/** Screen boxes of the map's names drawn now. */
export const shownNames = (page) => page.locator("text.label:not(.hidden)").evaluateAll((els) =>
  els.map((el) => { const r = el.getBoundingClientRect(); return { name: el.textContent, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }; }));

/** The pairs of boxes written over each other ("A / B"). */
export function overlaps(boxes) {
  const found = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      // Glyph boxes include line spacing: a sliver of 2 px is no collision.
      if (w > 2 && h > 2) found.push(`${a.name} / ${b.name}`);
    }
  }
  return found;
}

/** The computer's waits (benches): from now, the time per action of each
 *  change of the game's log length until it reaches `more` actions beyond
 *  now or the game ends; ms per action, one figure per change. */
export async function actionTimes(page, more) {
  const first = await page.evaluate(() => {
    window.__marks = [];
    const game = document.querySelector("[data-testid=game]");
    const read = () => {
      const len = Number(game.dataset.logLen ?? 0);
      if (window.__marks.at(-1)?.len !== len) window.__marks.push({ len, t: performance.now() });
    };
    new MutationObserver(read).observe(game, { attributes: true, attributeFilter: ["data-log-len"] });
    read();
    return window.__marks[0].len;
  });
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) >= n
    || document.querySelector("[data-testid=outcome]"), first + more, { timeout: 900000, polling: 200 });
  const marks = await page.evaluate(() => window.__marks);
  const times = [];
  for (let i = 1; i < marks.length; i++) times.push((marks[i].t - marks[i - 1].t) / (marks[i].len - marks[i - 1].len));
  return times;
}

/** The `p` quantile of `xs` (benches). */
export const quantile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

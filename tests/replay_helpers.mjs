// What the replay's browser tests share: moving the slider, what a point
// looks like, the saves of this browser, and a save cut at a point and
// opened in a fresh page.
import { inflateRawSync } from "node:zlib";
import { openMenu, settled } from "./helpers.mjs";

/** Waits until the game screen shows `n` actions. */
export const atLen = (page, n) =>
  page.waitForFunction((v) => document.querySelector("[data-testid=game]").dataset.logLen === String(v), n);

/** Moves the slider to `n` actions and waits until the screen shows them.
 *  The replay's bar is made afresh whenever the game screen changes, so a
 *  slider found just before that is gone when its change fires: the move
 *  is made again on the new one until the point shows. */
export async function slideTo(page, n) {
  for (let attempt = 0; ; attempt++) {
    await page.getByTestId("replay-slider").evaluate((el, v) => {
      el.value = String(v);
      el.dispatchEvent(new Event("change", { bubbles: true }));
    }, n);
    try {
      await page.waitForFunction((v) => document.querySelector("[data-testid=game]").dataset.logLen === String(v), n, { timeout: 10000 });
      break;
    } catch (e) {
      if (attempt === 2) throw e;
    }
  }
  await settled(page);
}

/** The map's regions and counters and the side panel's sections, as
 *  shown (not the log: a finished game's replay reads every secret action,
 *  where the same point opened as a file reads "secret choices"). An empty
 *  style is no style: a region that had one at another point keeps the
 *  attribute, empty. */
export async function looks(page) {
  return {
    turn: await page.getByTestId("turn-label").innerText(),
    map: await page.locator("path.region").evaluateAll((paths) => paths.map((p) => `${p.getAttribute("class")} ${p.getAttribute("fill")} ${p.getAttribute("style") ?? ""}`).join("|")),
    counters: await page.getByTestId("counter").allInnerTexts(),
    panel: await page.locator("[data-testid=side-panel] .panel-section:not(.log)").allInnerTexts(),
  };
}

/** Every game saved in this browser, unpacked (stored packed by
 *  engine::pack: "z1:" and base64 of raw deflate). */
export async function saves(page) {
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("sandtable:v1:game:")).map((k) => localStorage.getItem(k)));
  return stored.map((v) => JSON.parse(v.startsWith("z1:") ? inflateRawSync(Buffer.from(v.slice(3), "base64")).toString() : v));
}

/** Opens `save` cut after `at` actions as a file in a fresh page, people
 *  in every seat so that it waits instead of playing on. */
export async function openCut(env, save, at) {
  const cut = {
    ...save,
    log: save.log.slice(0, at),
    checkpoints: save.checkpoints.filter((c) => c.index <= at),
    seats: save.seats.map((s) => ({ ...s, controller: "human" })),
  };
  const other = await openMenu(env);
  await other.page.getByTestId("file-input").setInputFiles({ name: "cut.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(cut)) });
  await other.page.getByTestId("game").waitFor();
  await settled(other.page);
  return other;
}

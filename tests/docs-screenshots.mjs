// Regenerates docs/screenshots/ from the built game (dist/): the menu, the
// new-game form, and the World War and Hex Kingdoms maps at desktop and
// phone sizes, zoomed out and in, with the legend open; then every other
// picture of the docs from the browser tests' latest run (tests/screenshots:
// battles, sieges, play by e-mail, the classroom copy, each language).
// Usage: `cargo xtask screenshots` (builds, runs the browser tests, then this).
import { join } from "node:path";
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { start, openMenu, SHOTS } from "./helpers.mjs";

const OUT = join(import.meta.dirname, "..", "docs", "screenshots");
const shot = (page, name) => page.screenshot({ path: join(OUT, `${name}.png`) });
const env = await start();
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const { context, page } = await openMenu(env, { width: w, height: h });
  await shot(page, `menu-${w}`);
  await page.getByTestId("new-game").click();
  await shot(page, `new-game-${w}`);
  await page.getByTestId("start").click();
  await page.locator("path.region.actionable").first().waitFor();
  await page.waitForTimeout(500);
  await shot(page, `world-war-map-${w}`);
  await page.getByTestId("legend").locator("summary").click();
  await shot(page, `world-war-legend-${w}`);
  await page.getByTestId("legend").locator("summary").click();
  await page.locator('path[data-region="berlin"]').click({ force: true });
  for (let i = 0; i < 3; i++) await page.getByTestId("zoom-in").click();
  await page.waitForTimeout(300);
  await shot(page, `world-war-zoomed-${w}`);
  await context.close();

  const hk = await openMenu(env, { width: w, height: h });
  await hk.page.getByTestId("new-game").click();
  await hk.page.getByTestId("system").selectOption({ label: "Hex Kingdoms" });
  await hk.page.getByTestId("start").click();
  await hk.page.locator("path.region").first().waitFor();
  await hk.page.waitForTimeout(4000);
  await shot(hk.page, `hex-kingdoms-map-${w}`);
  for (let i = 0; i < 3; i++) await hk.page.getByTestId("zoom-in").click();
  await hk.page.waitForTimeout(300);
  await shot(hk.page, `hex-kingdoms-zoomed-${w}`);
  await hk.context.close();
}
await env.close();

// The flows' pictures, as the browser tests took them.
const flows = ["by-email-", "handover-", "world-war-battle-", "hex-kingdoms-siege-", "phone-375-", "classroom-", "language-"];
for (const name of existsSync(SHOTS) ? readdirSync(SHOTS) : []) {
  if (flows.some((f) => name.startsWith(f))) copyFileSync(join(SHOTS, name), join(OUT, name));
}

// Regenerates docs/screenshots/ from the built game (dist/): the menu, the
// new-game form, and the World War and Hex Kingdoms maps at desktop and
// phone sizes, zoomed out and in.
// Usage: node tests/docs-screenshots.mjs   (after `cargo xtask dist`)
import { join } from "node:path";
import { start, openMenu, newGame } from "./helpers.mjs";

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

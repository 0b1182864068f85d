import { start, openMenu, newGame, waitToAct } from "./helpers.mjs";
const out = process.env.OUT ?? "/tmp/explore";
const env = await start();
const systems = (process.env.SYSTEMS ?? "World War 1939,Hex Kingdoms,The Deluge 1655,Shadow Realms,Khans & Kings").split(",");
for (const [w, h] of [[1280, 800], [375, 740]]) {
  for (const sys of systems) {
    const { context, page } = await openMenu(env, { width: w, height: h });
    await page.getByTestId("new-game").click();
    const opts = await page.getByTestId("system").locator("option").allInnerTexts();
    const label = opts.find((o) => o.startsWith(sys.split(" ")[0]));
    await page.getByTestId("system").selectOption({ label });
    const rows = page.getByTestId("seat-controller");
    const n = await rows.count();
    for (let i = 0; i < n; i++) await rows.nth(i).selectOption(i === 0 ? "human" : "computer");
    await page.getByTestId("start").click();
    await waitToAct(page);
    await page.waitForTimeout(800);
    const slug = sys.split(" ")[0].toLowerCase();
    await page.screenshot({ path: `${out}/${slug}-${w}.png` });
    await context.close();
  }
}
await env.close();

// Measures, in the real browser with the CPU slowed 4× (the phone
// profile's CPU), how long a player waits for each action of the computer
// (its pause, the module's decision, the page's update and autosave), in
// computer-only games of the systems that offer the thoughtful computer,
// beside the quick one (issue 40: at most a second at the 90th
// percentile). Not a test: `node tests/thoughtful_times.mjs [actions]`.
import { start, openMenu, settled } from "./helpers.mjs";

const ACTIONS = Number(process.argv[2] ?? 120);
const GAMES = [
  { system: "Hex Kingdoms", scenario: "two-kingdoms-3" },
  { system: "Shadow Realms", scenario: null },
];

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function waits(env, { system, scenario }, player) {
  const { context, page } = await openMenu(env);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.getByTestId("new-game").click();
  await page.getByTestId("system").selectOption({ label: system });
  if (scenario) await page.getByTestId("scenario").selectOption(scenario);
  const rows = page.getByTestId("seat-controller");
  for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption(player);
  await page.getByTestId("start").click();
  await settled(page);
  // Every change of the log's length, with its time.
  await page.evaluate(() => {
    window.__marks = [];
    const game = document.querySelector("[data-testid=game]");
    const read = () => {
      const len = Number(game.dataset.logLen ?? 0);
      if (window.__marks.at(-1)?.len !== len) window.__marks.push({ len, t: performance.now() });
    };
    new MutationObserver(read).observe(game, { attributes: true, attributeFilter: ["data-log-len"] });
    read();
  });
  await page.waitForFunction((n) => Number(document.querySelector("[data-testid=game]").dataset.logLen) >= n
    || document.querySelector("[data-testid=outcome]"), ACTIONS, { timeout: 900000, polling: 200 });
  const marks = await page.evaluate(() => window.__marks);
  await context.close();
  const times = [];
  for (let i = 1; i < marks.length; i++) times.push((marks[i].t - marks[i - 1].t) / (marks[i].len - marks[i - 1].len));
  return times;
}

const env = await start();
console.log(`\n== The computer's actions in the browser, CPU 4× slower, ${ACTIONS} actions of a computer-only game ==`);
for (const game of GAMES) {
  for (const player of ["computer", "thoughtful"]) {
    const times = await waits(env, game, player);
    console.log(`  ${game.system.padEnd(14)} ${player.padEnd(10)} median ${pct(times, 0.5).toFixed(0).padStart(5)} ms, 90th percentile ${pct(times, 0.9).toFixed(0).padStart(5)} ms, longest ${Math.max(...times).toFixed(0).padStart(5)} ms (${times.length} waits)`);
  }
}
await env.close();

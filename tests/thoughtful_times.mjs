// Measures, in the real browser with the CPU slowed 4× (the phone
// profile's CPU), how long a player waits for each action of the computer
// (its pause, the module's decision, the page's update and autosave), in
// computer-only games of the systems that offer the thoughtful computer,
// beside the quick one (issue 40: at most a second at the 90th
// percentile). Not a test: `[ONLY=name] node tests/thoughtful_times.mjs [actions]`
// (ONLY: the systems whose name contains it).
import { start, openMenu, settled, actionTimes, quantile as pct } from "./helpers.mjs";

const ACTIONS = Number(process.argv[2] ?? 120);
const GAMES = [
  { system: "Hex Kingdoms", scenario: "two-kingdoms-3" },
  { system: "Shadow Realms", scenario: null },
  { system: "World War 1939", scenario: null },
];

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
  const times = await actionTimes(page, ACTIONS);
  await context.close();
  return times;
}

const env = await start();
console.log(`\n== The computer's actions in the browser, CPU 4× slower, ${ACTIONS} actions of a computer-only game ==`);
for (const game of GAMES.filter((g) => g.system.includes(process.env.ONLY ?? ""))) {
  for (const player of ["computer", "thoughtful"]) {
    const times = await waits(env, game, player);
    console.log(`  ${game.system.padEnd(14)} ${player.padEnd(10)} median ${pct(times, 0.5).toFixed(0).padStart(5)} ms, 90th percentile ${pct(times, 0.9).toFixed(0).padStart(5)} ms, longest ${Math.max(...times).toFixed(0).padStart(5)} ms (${times.length} waits)`);
  }
}
await env.close();

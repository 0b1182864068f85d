// Writes shell/menus.html: the app's own menu as a first visitor sees it, in
// each of its languages, which index.html draws before the page's module has
// come (shell/first-paint.js, issue 35). Run it on a fresh build whenever the
// menu changes; tests/first_paint.test.mjs fails until the copies match.
//
//   node tests/shell.mjs [dist]
import { chromium } from "playwright-core";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./serve.mjs";
import { CHROMIUM_ARGS, DIST } from "./helpers.mjs";

export const SHELL = join(dirname(fileURLToPath(import.meta.url)), "..", "shell", "menus.html");

/** The menu the app draws in a fresh browser whose language is `locale`,
 *  as HTML without the framework's empty marker comments. */
export async function appMenu(browser, url, locale) {
  const context = await browser.newContext({ serviceWorkers: "block", locale });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById("shell") && document.querySelector("main.menu"));
  const html = await page.evaluate(() => document.querySelector("main.menu").outerHTML);
  const languages = await page.evaluate(() => [...document.querySelectorAll("[data-testid=language] option")].map((o) => o.value));
  await context.close();
  return { html: html.replaceAll("<!---->", ""), languages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serve(process.argv[2] ?? DIST, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const { languages } = await appMenu(browser, url, "en-US");
  const menus = [];
  for (const language of languages) {
    const { html } = await appMenu(browser, url, language);
    menus.push(`  <template lang="${language}">${html}</template>`);
  }
  await browser.close();
  server.close();
  writeFileSync(SHELL, [
    "<!-- Written by `node tests/shell.mjs` from the app's own menu: do not edit.",
    "     A first visitor's menu in each language, drawn before the page's module",
    "     has come (shell/first-paint.js). -->",
    `<div id="shell">`, ...menus, "</div>", "",
  ].join("\n"));
  console.log(`wrote ${SHELL}: ${languages.join(", ")}`);
}

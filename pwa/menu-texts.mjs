// A step of the build's finish (before the precache list and the classroom copy):
// writes each rule system's menu texts, locales/<system>/<lang>.menu.ftl —
// its name, scenarios and roles — out of its whole catalog.
// The page fetches only these with the menu; a system's other texts come
// with its module, the first time a game of it is opened (src/i18n.rs).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const stage = process.env.SANDTABLE_STAGE;

// The parts every screen needs, fetched whole with the page.
const BASE = new Set(["app", "engine", "pbem"]);
// What the menu, the new-game form and the lists show of a system: message
// ids `<prefix>-name`, `-scenario-…`, `-role-…`/`-faction-…` (crates/systems'
// test `menu_texts_follow_the_names_the_page_splits_by` keeps the systems
// so). The rules screen fetches the systems' whole texts for their summaries.
const MENU = /^[a-z]+-(name|scenario-[A-Za-z0-9_-]+|role-[A-Za-z0-9_-]+|faction-[A-Za-z0-9_-]+)$/;

/** The messages of a Fluent file whose ids match, with their comments dropped. */
export function menuMessages(source) {
  const out = [];
  let keep = false;
  for (const line of source.split("\n")) {
    const start = line.match(/^([A-Za-z][A-Za-z0-9_-]*)\s*=/);
    if (start) keep = MENU.test(start[1]);
    else if (!/^\s/.test(line) || line.trim() === "") {
      // A comment or a blank line ends a message unless the message goes
      // on with indented lines (blank lines inside a multi-line value).
      if (!/^\s*$/.test(line)) keep = false;
    }
    if (keep) out.push(line);
  }
  return out.join("\n").replace(/\n+$/, "") + "\n";
}

// Run in the build's finish (imported by a test, it only lends menuMessages).
if (stage) await writeMenuTexts(join(stage, "locales"));

async function writeMenuTexts(root) {
  let written = 0;
  for (const part of await readdir(root)) {
    if (BASE.has(part)) continue;
    for (const file of await readdir(join(root, part))) {
      if (!/^[a-z]+\.ftl$/.test(file)) continue;
      const source = await readFile(join(root, part, file), "utf8");
      await writeFile(join(root, part, file.replace(/\.ftl$/, ".menu.ftl")), menuMessages(source));
      written++;
    }
  }
  console.log(`menu texts: ${written} files`);
}

// A step of the build's finish (after the menu texts, before the precache list and
// the classroom copy): every wasm file of the build is stored
// zstd-compressed (`*_bg.wasm.zst`), every text catalog and map drawing
// gzip-compressed (`locales/**/*.ftl.gz`, `maps/*.json.gz`), and the page and
// each module's loader unpack them as they arrive (pwa/unpack.js;
// src/files.rs for texts and maps). A server that compresses sends fewer
// bytes than before (zstd: the page's wasm 437 KB, gzip -9 540 KB; a phone's
// line takes half a second less); one that does not (a school's own) sends
// a third of them (issue 35). Texts and maps stay gzip: browsers unpack it
// natively, and zstd would save them a tenth (7 KB of the largest map). The
// plain files are removed, so the service worker does not precache both.
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { UNPACK as unpack, moduleStart } from "./unpack-script.mjs";

const stage = process.env.SANDTABLE_STAGE ?? process.argv[2];
if (!stage) throw new Error("SANDTABLE_STAGE is not set: run this from the build's finish (cargo xtask dist), or pass the dist folder");

/** Replaces `from` in `text` once; a build whose shape changed fails here. */
function replaceOnce(text, from, to, where) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`precompress: expected "${from}" once in ${where}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const names = await readdir(stage);
const wasms = names.filter((n) => n.endsWith("_bg.wasm"));
if (!wasms.length) throw new Error("precompress: no wasm file in the build");
let before = 0;
let after = 0;
// The build's npm tools are the tests' (`cargo xtask setup` installs them).
const { compress: zstd, init: zstdInit } = createRequire(new URL("../tests/package.json", import.meta.url))("@bokuweb/zstd-wasm");
await zstdInit();
async function pack(path) {
  const bytes = await readFile(path);
  const wasm = path.endsWith(".wasm");
  // Level 19: higher levels gave this wasm nothing more.
  const packed = wasm ? zstd(bytes, 19) : gzipSync(bytes, { level: 9 });
  await writeFile(`${path}.${wasm ? "zst" : "gz"}`, packed);
  await rm(path);
  before += bytes.length;
  after += packed.length;
}
/** The files of `dir` (relative to the stage) and its folders that `keep` picks. */
async function filesIn(dir, keep) {
  const path = join(stage, dir);
  if (!(await stat(path).catch(() => null))?.isDirectory()) return [];
  const out = [];
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const inner = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesIn(inner, keep)));
    else if (keep(entry.name)) out.push(inner);
  }
  return out;
}
const files = [...wasms, ...(await filesIn("locales", (n) => n.endsWith(".ftl"))), ...(await filesIn("maps", (n) => n.endsWith(".json")))];
for (const file of files) await pack(join(stage, file));

/** A script that starts fetching the texts the menu needs while the page's
 *  wasm is still on its way (issue 35: they were fetched only once it ran,
 *  a round trip and more after it): the catalogs `parts()` of src/i18n.rs
 *  lists, in the language the first paint chose (shell/first-paint.js, as
 *  `preferred_language()` picks it), for `files::fetch_text` to take. A
 *  guess that differs from the page's choice only costs the page a fetch of
 *  its own. And, once the page's wasm has come (sooner they would share the
 *  line with it), the files the screen kept with the last autosave is drawn
 *  with (its system's texts, its map: `storage::write_autosave`), so a game
 *  resumed at once finds them on their way: the menu asked for them only
 *  when it was drawn. */
async function earlyTexts() {
  const languages = (await readdir(join(stage, "locales", "app"))).map((f) => f.replace(/\.ftl\.gz$/, "")).sort();
  const parts = [];
  for (const part of (await readdir(join(stage, "locales"))).sort()) {
    const files = await readdir(join(stage, "locales", part));
    if (files.some((f) => f.endsWith(".menu.ftl.gz"))) parts.push(`locales/${part}/$.menu.ftl`);
    else if (["app", "engine", "pbem"].includes(part)) parts.push(`locales/${part}/$.ftl`);
  }
  return `{
  // The language index.html's first paint chose (shell/first-paint.js).
  const languages = ${JSON.stringify(languages)};
  const code = languages.includes(document.documentElement.lang) ? document.documentElement.lang : "en";
  const fetchText = (path) => sandtableUnpack(\`\${path}.gz\`, "text/plain").then((r) => r.text()).catch(() => null);
  const early = globalThis.sandtableEarly = Object.fromEntries(${JSON.stringify(parts)}.map((p) => p.replace("$", code))
    .map((path) => [path, fetchText(path)]));
  // Only while that game is still stored; storage may be refused or the key damaged.
  let kept = [];
  try {
    const [game, ...files] = localStorage.getItem("sandtable:v1:kept-screen-files")?.split("\\n") ?? [];
    if (game && localStorage.getItem(\`sandtable:v1:game:\${game}\`) !== null) kept = files;
  } catch {}
  globalThis.sandtablePageArrived = () => {
    for (const path of kept.map((f) => f.replace("$", code))) early[path] ??= fetchText(path);
  };
}`;
}

// The page: its start script and its preload of the wasm (xtask/src/build/page.rs).
const indexPath = join(stage, "index.html");
let index = await readFile(indexPath, "utf8");
const page = wasms.find((n) => /^app-[0-9a-f]+_bg\.wasm$/.test(n));
if (!page) throw new Error("precompress: the page's wasm (app-<hash>_bg.wasm) is missing");
index = replaceOnce(index, `module_or_path: './${page}'`,
  `module_or_path: sandtableUnpack('./${page}.zst', 'application/wasm', () => sandtablePageArrived())`, "index.html");
index = replaceOnce(index, "<script type=\"module\">", `<script type="module">\n${unpack}\n${await earlyTexts()}`, "index.html");
// The preload fetches what the start script fetches (same address, no
// integrity to differ on), so the bytes come once.
index = index.replace(new RegExp(`<link rel="preload" href="\\./${page}"[^>]*>`),
  `<link rel="preload" href="./${page}.zst" crossorigin="anonymous" as="fetch">`);
if (!index.includes(`href="./${page}.zst"`)) throw new Error("precompress: the wasm's preload link was not found in index.html");
await writeFile(indexPath, index);

// Each module's loader (the build's shim: `importScripts(glue); wasm_bindgen(wasm)`)
// becomes one script with the glue inside, so a module starts after two
// requests in a row, not three (a round trip less: 150 ms on a phone).
for (const loader of names.filter((n) => n.endsWith("_loader.js"))) {
  const id = loader.slice(0, -"_loader.js".length);
  const path = join(stage, loader);
  const shim = await readFile(path, "utf8");
  if (shim.trim() !== `importScripts("./${id}.js");wasm_bindgen("./${id}_bg.wasm");`) {
    throw new Error(`precompress: ${loader} is not the shim this step knows: ${shim}`);
  }
  const glue = await readFile(join(stage, `${id}.js`), "utf8");
  await writeFile(path, `${unpack}\n${glue}\n${moduleStart(id)}\n`);
  await rm(join(stage, `${id}.js`));
}
console.log(`precompress: ${files.length} files (${wasms.length} wasm), ${before} B → ${after} B packed`);

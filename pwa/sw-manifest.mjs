// A step of the build's finish (pwa/post-build.mjs): lists every file of the staged build in sw.js, with a
// version derived from their contents, so the service worker precaches exactly
// this build and a new build replaces the old cache.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

const stage = process.env.SANDTABLE_STAGE;
if (!stage) throw new Error("SANDTABLE_STAGE is not set: run this from the build's finish (cargo xtask dist)");

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

// The classroom copy (pwa/classroom.mjs) is a download for teachers, not
// part of the site the service worker keeps.
const all = (await files(stage)).filter((f) => !f.endsWith("sw.js") && !f.endsWith("sandtable-classroom.html")).sort();
const hash = createHash("sha256");
for (const f of all) hash.update(relative(stage, f)).update(await readFile(f));
const version = hash.digest("hex").slice(0, 16);
const list = ["./", ...all.map((f) => "./" + relative(stage, f).split("\\").join("/"))];
const swPath = join(stage, "sw.js");
const sw = (await readFile(swPath, "utf8"))
  .replace("__BUILD_VERSION__", version)
  .replace("__PRECACHE_LIST__", JSON.stringify(list));
await writeFile(swPath, sw);
console.log(`sw.js: ${list.length} files precached, version ${version}`);

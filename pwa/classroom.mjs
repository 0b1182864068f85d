// A step of the build's finish (pwa/post-build.mjs): the classroom copy, `sandtable-classroom.html`.
//
// A service worker only runs on https or localhost, and a page opened from a
// USB stick (file://) may fetch nothing, not even its own files. So this copy
// is one file with everything inside: the page's script, wasm and style, each
// rule system's module (its glue and wasm, started as a Web Worker from a
// blob), the map drawings and the texts of every language. The app finds them in `window.sandtableBundle`
// (src/files.rs, src/module.rs) and fetches nothing. Saves still live in the
// browser's storage and in exported files, as in the web version.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { UNPACK as unpack, moduleStart } from "./unpack-script.mjs";

const stage = process.env.SANDTABLE_STAGE ?? process.argv[2];
if (!stage) throw new Error("SANDTABLE_STAGE is not set: run this from the build's finish (cargo xtask dist), or pass the dist folder");
const NAME = "sandtable-classroom.html";

const names = await readdir(stage);
const text = (name) => readFile(join(stage, name), "utf8");
const bytes = (name) => readFile(join(stage, name));
const one = (pattern) => {
  const found = names.filter((n) => pattern.test(n));
  if (found.length !== 1) throw new Error(`classroom copy: expected one file like ${pattern}, found ${found.join(", ") || "none"}`);
  return found[0];
};

// Text placed inside a <script> element must not close it early.
const safe = (s, what) => {
  if (/<\/script/i.test(s)) throw new Error(`classroom copy: ${what} contains "</script"`);
  return s;
};
// Each file inside is compressed as the build stores it (wasm zstd, texts
// and maps gzip) and then base64 (issue 35: the copy was
// 10.1 MB with its files as they are), and unpacked when the page opens.
// Texts and maps are stored so by the build (pwa/precompress.mjs); they are
// carried under their plain names, which the app asks for (src/files.rs).
// A module's loader is carried as text: its wasm inside is packed already.
const data = (name, packed) =>
  `<script type="text/x-sandtable" data-name="${name}" data-packed>${packed.toString("base64")}</script>\n`;
const script = (name, body) => `<script type="text/x-sandtable" data-name="${name}">${safe(body, name)}</script>\n`;

const appJs = one(/^app-[0-9a-f]+\.js$/);
const appWasm = one(/^app-[0-9a-f]+_bg\.wasm\.zst$/);

// Each module: its no-modules glue, then its wasm started from the bytes.
let bundle = "";
for (const loader of names.filter((n) => n.endsWith("_loader.js")).sort()) {
  const id = loader.slice(0, -"_loader.js".length);
  // The loader carries the glue and starts the wasm from an address
  // (pwa/precompress.mjs); here it starts from the bytes inside.
  const wasm = (await bytes(`${id}_bg.wasm.zst`)).toString("base64");
  const fromBytes = `wasm_bindgen({ module_or_path: sandtableUnpack(Uint8Array.from(atob("${wasm}"), (c) => c.charCodeAt(0)), "application/wasm") });`;
  const worker = (await text(loader)).replace(moduleStart(id), () => fromBytes);
  if (!worker.includes(fromBytes)) throw new Error(`classroom copy: ${loader} does not end with its module's start`);
  bundle += script(loader, worker);
}
const plain = (name) => name.replace(/\.gz$/, "");
for (const map of names.includes("maps") ? (await readdir(join(stage, "maps"))).sort() : []) {
  bundle += data(`maps/${plain(map)}`, await bytes(join("maps", map)));
}
// Every language's texts (src/i18n.rs fetches locales/<part>/<lang>.ftl).
for (const part of names.includes("locales") ? (await readdir(join(stage, "locales"))).sort() : []) {
  for (const file of (await readdir(join(stage, "locales", part))).sort()) {
    bundle += data(`locales/${part}/${plain(file)}`, await bytes(join("locales", part, file)));
  }
}

const icon = `data:image/svg+xml;base64,${(await bytes("icon.svg")).toString("base64")}`;
const index = await text("index.html");
const head = index.match(/<meta[^>]*>|<title>[^<]*<\/title>/g).join("\n    ");
// The style sheet, inlined in the page by the build (xtask/src/build.rs).
const style = index.match(/<style>[\s\S]*?<\/style>/)?.[0];
if (!style) throw new Error("classroom copy: index.html has no <style>");
const html = `<!DOCTYPE html>
<html lang="en">
  <head>
    ${head}
    <link rel="icon" href="${icon}" type="image/svg+xml" />
    ${style}
${bundle}
    <script type="module">
${safe(await text(appJs), appJs)}
${safe(unpack, "unpack.js")}
// The classroom copy fetches nothing: modules start from blobs, files are read from the page.
const fromBase64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
window.sandtableBundle = {};
await Promise.all([...document.querySelectorAll('script[type="text/x-sandtable"]')].map(async (el) => {
  const name = el.dataset.name;
  const text = "packed" in el.dataset
    ? await (await sandtableUnpack(fromBase64(el.textContent), "text/plain")).text()
    : el.textContent;
  window.sandtableBundle[name] = name.endsWith("_loader.js")
    ? URL.createObjectURL(new Blob([text], { type: "text/javascript" }))
    : text;
}));
await __wbg_init({ module_or_path: sandtableUnpack(fromBase64("${(await bytes(appWasm)).toString("base64")}"), "application/wasm") });
    </script>
  </head>
  <body></body>
</html>
`;
await writeFile(join(stage, NAME), html);
console.log(`${NAME}: ${(html.length / 1e6).toFixed(1)} MB, everything inside`);

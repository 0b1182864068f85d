// The text of pwa/unpack.js as the build inlines it into the page, each
// module's loader and the classroom copy, after the zstd decoder it uses
// (fzstd, from tests/node_modules: its licence comment is kept): the
// comments of unpack.js stay in the source.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const FZSTD = readFileSync(join(here, "..", "tests", "node_modules", "fzstd", "umd", "index.js"), "utf8").trim();
export const UNPACK = `// fzstd 0.1.1 (c) Arjun Barrett, MIT licence: https://github.com/101arrowz/fzstd
${FZSTD}
${readFileSync(join(here, "unpack.js"), "utf8").replace(/^\s*\/\/.*\n/gm, "")}`;

/** The last line of module `id`'s loader: its wasm, unpacked as it arrives.
 *  The classroom copy replaces it with the wasm's bytes (pwa/classroom.mjs). */
export const moduleStart = (id) =>
  `wasm_bindgen({ module_or_path: sandtableUnpack("./${id}_bg.wasm.zst", "application/wasm") });`;

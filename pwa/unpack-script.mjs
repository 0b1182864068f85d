// The text of pwa/unpack.js as the build inlines it into the page, each
// module's loader and the classroom copy: its comments stay in the source.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const UNPACK = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "unpack.js"), "utf8")
  .replace(/^\s*\/\/.*\n/gm, "");

/** The last line of module `id`'s loader: its wasm, unpacked as it arrives.
 *  The classroom copy replaces it with the wasm's bytes (pwa/classroom.mjs). */
export const moduleStart = (id) =>
  `wasm_bindgen({ module_or_path: sandtableUnpack("./${id}_bg.wasm.gz", "application/wasm") });`;

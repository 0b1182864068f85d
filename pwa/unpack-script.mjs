// The text of pwa/unpack.js as the build inlines it into the page, each
// module's loader and the classroom copy: its comments stay in the source.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const UNPACK = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "unpack.js"), "utf8")
  .replace(/^\s*\/\/.*\n/gm, "");

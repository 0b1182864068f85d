// A small static file server for the built game (dist/), bound to 127.0.0.1.
// Used by `cargo xtask serve` and by the browser tests; Node is all it needs.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".css": "text/css", ".json": "application/json",
  ".svg": "image/svg+xml", ".gz": "application/gzip", ".zst": "application/zstd", ".png": "image/png", ".ico": "image/x-icon", ".webmanifest": "application/manifest+json",
};

/** Serves `dir` on `port`. With `gzip`, a request that accepts gzip gets it,
 * as hosting services send (`cargo xtask bench` measures the phone profile
 * so); without it, files go as they are, as from a school's own server. */
export function serve(dir, port, { gzip = false } = {}) {
  const root = resolve(dir);
  const zipped = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    let path = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!path.startsWith(root)) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(path)).isDirectory()) path = join(path, "index.html");
      const body = await readFile(path);
      // The service worker and the page must be revalidated so a new build is seen.
      const cache = /(index\.html|sw\.js)$/.test(path) ? "no-cache" : "public, max-age=3600";
      const headers = { "content-type": TYPES[extname(path)] ?? "application/octet-stream", "cache-control": cache };
      // Files the build compressed already (`.gz`, `.zst`) go as they are, as
      // hosting services send compressed types.
      const compressible = !/\.(gz|zst)$/.test(path);
      if (gzip && compressible && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && body.length > 512) {
        if (!zipped.has(path)) zipped.set(path, gzipSync(body, { level: 6 }));
        res.writeHead(200, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" });
        res.end(zipped.get(path));
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  return new Promise((ok) => server.listen(port, "127.0.0.1", () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = "dist", port = "8080"] = process.argv.slice(2);
  await serve(dir, Number(port));
  console.log(`serving ${dir} at http://127.0.0.1:${port}/`);
}

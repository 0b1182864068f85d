// The build stores the wasm files zstd-compressed (`*_bg.wasm.zst`: a fifth
// fewer bytes than gzip -9, issue 35) and texts and maps gzip-compressed
// (`*.gz`), pwa/precompress.mjs, so a server that sends files as they are (a
// school's own, `python3 -m http.server`) sends a third of the bytes, and
// the classroom copy carries a third. This function, inlined by the build
// into the page and into each module's loader, gives back a Response of the
// plain bytes with the media type `type`, streamed so the browser compiles
// the wasm while it arrives. `source` is an address or the bytes themselves
// (the classroom copy); `arrived`, if given, is called once all its bytes
// have come. Browsers unpack gzip themselves (DecompressionStream) but not
// zstd: fzstd (MIT, inlined before this by pwa/unpack-script.mjs) unpacks it
// block by block. A server that decodes a file on its own (Content-Encoding)
// hands over plain bytes: they pass as they are. It is a global because the
// page's wasm calls it too (src/files.rs).
//
// On the page (not in a module's worker), the unpacking gives the main
// thread back after every 32 KB of packed bytes. When the bytes are all
// there at once (a fast line, a cache), unpacking the page's wasm was one
// task of about 80 ms on a desktop and 300–400 ms on a phone's CPU, during
// which a tap waited (Lighthouse's total blocking time, throttled as a
// phone: 290 ms → 90–196 ms).
globalThis.sandtableUnpack = async (source, type, arrived) => {
  let body;
  if (typeof source === "string") {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    body = response.body;
  } else {
    body = new Blob([source]).stream();
  }
  // One branch is read for the format's magic number, the other is the body.
  if (arrived) body = body.pipeThrough(new TransformStream({ flush: arrived }));
  const [peek, whole] = body.tee();
  const reader = peek.getReader();
  const head = [];
  for (let chunk; head.length < 4 && !(chunk = await reader.read()).done;) head.push(...chunk.value.subarray(0, 4 - head.length));
  reader.cancel();
  const is = (...magic) => magic.every((b, i) => head[i] === b);
  let plain = whole;
  if (is(0x1f, 0x8b)) plain = whole.pipeThrough(new DecompressionStream("gzip"));
  else if (is(0x28, 0xb5, 0x2f, 0xfd)) {
    let unpacked;
    const zstd = new fzstd.Decompress((bytes) => bytes.length && unpacked.enqueue(bytes));
    plain = whole.pipeThrough(new TransformStream({
      start: (out) => { unpacked = out; },
      transform: async (chunk) => {
        for (let at = 0; at < chunk.length; at += 32768) {
          zstd.push(chunk.subarray(at, at + 32768));
          if (globalThis.document) await (globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go)));
        }
      },
      flush: () => zstd.push(new Uint8Array(0), true),
    }));
  }
  return new Response(plain, { headers: { "content-type": type } });
};

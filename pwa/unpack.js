// The build stores the wasm files, texts and maps gzip-compressed (`*.gz`,
// pwa/precompress.mjs), so a server that sends files as they are (a
// school's own, `python3 -m http.server`) sends a third of the bytes, and
// the classroom copy carries a third. This function, inlined by the build
// into the page and into each module's loader, gives back a Response of the
// plain bytes with the media type `type`, streamed so the browser compiles
// the wasm while it arrives. `source` is an address or the bytes themselves
// (the classroom copy). A server that decodes `.gz` on its own
// (Content-Encoding: gzip) hands over plain bytes: they pass as they are.
// It is a global because the page's wasm calls it too (src/files.rs).
globalThis.sandtableUnpack = async (source, type) => {
  let body;
  if (typeof source === "string") {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    body = response.body;
  } else {
    body = new Blob([source]).stream();
  }
  // One branch is read for gzip's magic (1f 8b), the other is the body.
  const [peek, whole] = body.tee();
  const reader = peek.getReader();
  const first = (await reader.read()).value ?? [];
  const second = first.length === 1 ? (await reader.read()).value ?? [] : [];
  reader.cancel();
  const gzipped = first[0] === 0x1f && (first[1] ?? second[0]) === 0x8b;
  const plain = gzipped ? whole.pipeThrough(new DecompressionStream("gzip")) : whole;
  return new Response(plain, { headers: { "content-type": type } });
};

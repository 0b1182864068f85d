// The steps that finish a build (`cargo xtask dist` runs this on the stage,
// xtask/src/build.rs), in this order, each reading what the one before
// wrote: each system's menu texts, the wasm files stored compressed, then
// the service worker's precache list, then the classroom copy.
await import("./menu-texts.mjs");
await import("./precompress.mjs");
await import("./sw-manifest.mjs");
await import("./classroom.mjs");

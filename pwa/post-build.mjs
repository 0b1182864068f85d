// Trunk post_build hook: the steps that finish a build, in this order
// (Trunk may run the hooks of one stage at once, and each step reads what
// the one before wrote): each system's menu texts, the wasm files stored
// gzip-compressed, then the service worker's precache list, then the
// classroom copy.
await import("./menu-texts.mjs");
await import("./precompress.mjs");
await import("./sw-manifest.mjs");
await import("./classroom.mjs");

// Sandtable's service worker: precaches the build so the game loads and plays
// with no network (a classroom without internet). The build hook
// (pwa/sw-manifest.mjs) replaces the two placeholders below; a new build
// therefore has a new version, installs a fresh cache and drops the old one.
const VERSION = "__BUILD_VERSION__";
const PRECACHE = __PRECACHE_LIST__;
const CACHE = `sandtable-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sandtable-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The page: the network first (a new build shows at once), the cache offline.
    event.respondWith(fetch(request).catch(() => caches.match("./index.html", { cacheName: CACHE })));
    return;
  }
  // Hashed assets never change: the cache first.
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});

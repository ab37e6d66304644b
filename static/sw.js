// The offline service worker. build.py writes dist/sw.js as this file preceded
// by `const PRECACHE = {version, files}`: every file of the built site and a
// version hashed from their contents. A new build is a new sw.js, which the
// browser installs next to the old one; it takes over once the player reloads.
const CACHE_PREFIX = "oddsevens-";
const CACHE_NAME = CACHE_PREFIX + PRECACHE.version;
const SITE_ROOT = new URL("./", self.location);
const PRECACHED = new Set(PRECACHE.files.map((file) => new URL(file, SITE_ROOT).href));

async function precache() {
  const cache = await caches.open(CACHE_NAME);
  // "no-cache" revalidates with the server: unchanged files come back as a
  // cheap 304 from the HTTP cache, changed ones are fetched afresh.
  await cache.addAll(
    PRECACHE.files.map((file) => new Request(new URL(file, SITE_ROOT), { cache: "no-cache" })),
  );
}

async function deleteOldCaches() {
  const names = await caches.keys();
  const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
  await Promise.all(old.map((name) => caches.delete(name)));
}

// The precached file a request asks for, or null: pages are the same file
// whatever their query (?game=...), and a folder means its index.html.
function precachedUrl(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return PRECACHED.has(url.href) ? url.href : null;
}

async function cacheFirst(url, request) {
  const cache = await caches.open(CACHE_NAME);
  return (await cache.match(url)) || fetch(request);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(deleteOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = precachedUrl(event.request);
  if (url !== null) event.respondWith(cacheFirst(url, event.request));
});

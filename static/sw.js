// The offline service worker. The build (sitebuild.offline) writes dist/sw.js as this file preceded
// by `const PRECACHE = {version, files, unpacked, pyodide}`: every file of the built
// site, a version hashed from their contents, the files stored
// compressed only (the memory snapshot), which it keeps unpacked, and
// Pyodide's version. A new build is a new sw.js, which the
// browser installs next to the old one; it takes over once the player reloads.
const CACHE_PREFIX = "oddsevens-";
const CACHE_NAME = CACHE_PREFIX + PRECACHE.version;
const SITE_ROOT = new URL("./", self.location);
// Pyodide's WebAssembly has a cache of its own, named by Pyodide's version,
// which outlasts the site's versions: Chromium keeps the machine code it
// compiled from the module beside its entry (static/offline.js), and a new
// version of the site keeps it too.
const WEBASSEMBLY = new URL("vendor/pyodide/pyodide.asm.wasm", SITE_ROOT).href;
const WEBASSEMBLY_CACHE = `${CACHE_PREFIX}pyodide-${PRECACHE.pyodide}`;
const PRECACHED = new Set([...PRECACHE.files, ...PRECACHE.unpacked].map((file) => new URL(file, SITE_ROOT).href));

// "no-cache" revalidates with the server: unchanged files come back as a
// cheap 304 from the HTTP cache, changed ones are fetched afresh.
function revalidated(file) {
  return new Request(new URL(file, SITE_ROOT), { cache: "no-cache" });
}

// A file stored compressed only, kept unpacked: as the page fetches it
// (static/pyodide-snapshot.mjs), by its name where the host sends its
// copies (then the HTTP cache may hold it from the page's own fetch), else
// its gzip form by name, gunzipped here.
async function cacheUnpacked(cache, file) {
  let response = await fetch(revalidated(file));
  if (response.status === 404) response = await fetch(revalidated(`${file}.gz`));
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const packed = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const body = packed ? new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")) : bytes;
  const unpacked = await new Response(body).arrayBuffer();
  await cache.put(new URL(file, SITE_ROOT), new Response(unpacked, { headers: { "Content-Type": "application/octet-stream" } }));
}

// Pyodide's WebAssembly, unless an earlier version of the site stored it.
async function cacheWebAssembly() {
  const cache = await caches.open(WEBASSEMBLY_CACHE);
  if (!(await cache.match(WEBASSEMBLY))) await cache.add(revalidated(WEBASSEMBLY));
}

async function precache() {
  const cache = await caches.open(CACHE_NAME);
  const files = PRECACHE.files.filter((file) => new URL(file, SITE_ROOT).href !== WEBASSEMBLY);
  await Promise.all([
    cache.addAll(files.map(revalidated)),
    cacheWebAssembly(),
    ...PRECACHE.unpacked.map((file) => cacheUnpacked(cache, file)),
  ]);
}

async function deleteOldCaches() {
  const names = await caches.keys();
  const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME && name !== WEBASSEMBLY_CACHE);
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
  const cache = await caches.open(url === WEBASSEMBLY ? WEBASSEMBLY_CACHE : CACHE_NAME);
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

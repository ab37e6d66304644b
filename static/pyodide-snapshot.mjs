// PyScript's `interpreter` for game pages and the bots' worker (static/boot.js
// decides how it starts): Pyodide's own loadPyodide,
// started from that snapshot (Python with the games already imported: no
// Python start-up to wait for), or booted from scratch as before whenever the
// snapshot is missing, damaged, from another Pyodide build or refused, and
// where the page found the network too slow for it (boot.js's snapshotPays:
// this module imported as pyodide-snapshot.mjs?start=boot, by the page and,
// with the page's configuration, by the worker).
// Either way it writes our package where the pages import it from: restored,
// the zips hold only what the snapshot lacks (sitebuild.package.SNAPSHOT_STDLIB,
// SNAPSHOT_PACKAGE), so a first visit downloads each module once. A build
// without a snapshot has pages import it as pyodide-snapshot.mjs?start=boot.
import { loadPyodide as loadPyodideItself, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const restoring = new URL(import.meta.url).searchParams.get("start") !== "boot";
// sitebuild.package.SNAPSHOT, stored compressed only: a host that keeps the
// build's copies sends it compressed in transit, others answer 404 and the
// gzip form is fetched by name.
const snapshotURL = new URL("../vendor/pyodide/snapshot.bin", import.meta.url).href;
// The standard library a page boots with, cut to what the site imports
// (sitebuild.package.IMPORTED_STDLIB); restored, only what the snapshot
// lacks of it; and the whole of it, for a module the cut left out
// (app.stdlib_on_demand, which finds its address in WHOLE_STDLIB_MODULE).
const stdlibURLs = {
  restored: new URL("../vendor/pyodide/snapshot-stdlib.zip", import.meta.url).href,
  booted: new URL("../vendor/pyodide/imported-stdlib.zip", import.meta.url).href,
  whole: new URL("../vendor/pyodide/python_stdlib.zip", import.meta.url).href,
};
const packageURLs = {
  restored: new URL("../vendor/pyodide/snapshot-oddsevens.zip", import.meta.url).href,
  booted: new URL("../oddsevens.zip", import.meta.url).href,
};
// PACKAGE_ARCHIVE, where the pages' scripts put our package on sys.path,
// and WHOLE_STDLIB_MODULE come from Python: the build declares them above this module
// (app.package_archive, sitebuild.pages.SHARED_VALUES).

// A file stored compressed only (sitebuild.package.STARTING_ZIPS, the
// snapshot): as the host sent it, compressed in transit where it keeps the
// build's copies, or else fetched by its gzip name and unpacked here (gzip
// data starts with 1f 8b).
async function fetchCompressedOnly(url) {
  let response = await fetch(url);
  if (response.status === 404) response = await fetch(`${url}.gz`);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
}

// Pyodide fetches its standard library itself, from an address: that of
// the bytes fetched above, given up once Pyodide has read them.
async function addressOfBytes(url) {
  return URL.createObjectURL(new Blob([await fetchCompressedOnly(url)]));
}

// A game page the offline cache serves reads the snapshot from the cache
// itself: through the service worker's fetch its 31 MB took twice as long,
// and the start waits for it (sitebuild.pages.READ_FROM_OFFLINE_CACHE).
// The cache keeps it unpacked. Null where there is none or storage is refused.
async function snapshotFromOfflineCache() {
  if (!globalThis.document || !navigator.serviceWorker?.controller) return null;
  try {
    const kept = await caches.match(snapshotURL);
    return kept?.ok ? new Uint8Array(await kept.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

// The snapshot's bytes: from the offline cache, or fetched.
async function fetchSnapshot() {
  return (await snapshotFromOfflineCache()) ?? fetchCompressedOnly(snapshotURL);
}

// html[data-python-start]: "snapshot" or "boot", for the tests and the bench
// (a worker has no document and says nothing).
function showStart(how) {
  if (globalThis.document) document.documentElement.dataset.pythonStart = how;
}

// Pyodide keeps its options for the page's lifetime, and a promise keeps its
// value: handed over as a promise, the 30 MB snapshot would stay in memory
// after the restore. This thenable gives the bytes once and keeps nothing.
function handOverOnce(promise) {
  let pending = promise;
  return {
    then(resolve, reject) {
      const bytes = pending;
      pending = null;
      return bytes.then(resolve, reject);
    },
  };
}

async function start(options) {
  return restoring ? restore(options) : boot(options);
}

async function restore(options) {
  // Fetched while Pyodide downloads and compiles its WebAssembly.
  const snapshot = fetchSnapshot();
  const restoredStdlib = addressOfBytes(stdlibURLs.restored);
  const restoredPackage = fetchCompressedOnly(packageURLs.restored);
  for (const download of [snapshot, restoredStdlib, restoredPackage]) download.catch(() => {});  // a failure is loadPyodide's, below
  try {
    const stdLibURL = await restoredStdlib;
    const pyodide = await loadPyodideItself({ ...options, indexURL, stdLibURL, _loadSnapshot: handOverOnce(snapshot) });
    URL.revokeObjectURL(stdLibURL);
    if (pyodide.runPython("1 + 1") !== 2) throw new Error("the restored Python does not compute");
    pyodide.FS.writeFile(PACKAGE_ARCHIVE, await restoredPackage);
    pyodide.registerJsModule(WHOLE_STDLIB_MODULE, { url: stdlibURLs.whole });
    showStart("snapshot");
    return pyodide;
  } catch (error) {
    console.info(`Odds & Evens: starting Python without its snapshot (${error})`);
  }
  return boot(options);
}

async function boot(options) {
  const bootedPackage = fetchCompressedOnly(packageURLs.booted);
  bootedPackage.catch(() => {});  // a failure is reported below, once Pyodide has started
  const stdLibURL = await addressOfBytes(stdlibURLs.booted);
  const pyodide = await loadPyodideItself({ ...options, indexURL, stdLibURL });
  URL.revokeObjectURL(stdLibURL);
  pyodide.FS.writeFile(PACKAGE_ARCHIVE, await bootedPackage);
  pyodide.registerJsModule(WHOLE_STDLIB_MODULE, { url: stdlibURLs.whole });
  showStart("boot");
  return pyodide;
}

// Where Python's output goes: to PyScript's handlers once it asks for Python,
// to the console before that.
const output = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
let started = null;

// Starts Python before PyScript asks for it (static/boot.js on a game page):
// PyScript's own start (its bundle, its plugins, its storage) takes some
// 300 ms that Pyodide's download, compile and restore can overlap.
export function startEarly() {
  if (!started) {
    started = start({ stdout: (text) => output.stdout(text), stderr: (text) => output.stderr(text) });
    started.catch(() => {});  // PyScript's loadPyodide below reports it
  }
  return started;
}

// PyScript's call. It passes its output handlers and Pyodide's folder, which
// this module sets itself (indexURL above); it asks for no packages.
export function loadPyodide({ stdout, stderr } = {}) {
  if (stdout) output.stdout = stdout;
  if (stderr) output.stderr = stderr;
  return startEarly();
}

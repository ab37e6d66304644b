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

export const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
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
// WHOLE_STDLIB_MODULE and WORKER_BOOT_MEASURE come from Python: the build declares them above this module
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

// Runs `start` (a loadPyodide) with Pyodide's own fetch of its WebAssembly
// answered from `wasm`, bytes fetched already: a page that boots Python in
// a worker fetches them once for both.
export async function fetchingWebAssemblyFrom(wasm, start) {
  const fetchItself = globalThis.fetch;
  globalThis.fetch = function fetchOrHandOver(input, init) {
    if (String(input instanceof Request ? input.url : input) !== wasmURL) return fetchItself.call(this, input, init);
    return Promise.resolve(new Response(wasm, { headers: { "Content-Type": "application/wasm" } }));
  };
  try {
    return await start();
  } finally {
    globalThis.fetch = fetchItself;
  }
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

// Settles once what Python's start needs first has come: on a page that
// boots Python in a worker, Pyodide's WebAssembly and the standard library
// the worker boots from; at once otherwise. The page's other downloads wait
// for it (oddsevens.zip here, PyScript in static/boot.js): needed only once
// the worker has booted Python, fetched alongside they held the boot back
// by about 2 s on slow 4G.
let firstDownloadsDone;
export const firstDownloads = new Promise((resolve) => {
  firstDownloadsDone = resolve;
});

async function start(options) {
  if (restoring) {
    firstDownloadsDone();
    return restore(options);
  }
  return boot(options);
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

// A page boots Python in a worker (static/python-boot-worker.mjs) and
// restores the snapshot the worker makes of it: the main thread then never
// runs Pyodide's start from scratch, seconds long on a slow phone. Whatever
// fails there, the page boots Python itself. The bots' worker, which has no
// page to keep answering, boots it itself at once.
async function boot(options) {
  const stdlib = fetchCompressedOnly(stdlibURLs.booted);
  stdlib.catch(() => {});  // a failure is reported below, once Pyodide has started
  if (!globalThis.document || !globalThis.Worker) {
    const bootedPackage = fetchCompressedOnly(packageURLs.booted);
    bootedPackage.catch(() => {});
    return bootHere(options, await stdlib, bootedPackage);
  }
  const booter = bootingWorker();
  let bootedPackage = null;
  let wasm = null;
  try {
    const response = await fetch(wasmURL);
    if (!response.ok) throw new Error(`${wasmURL} answered HTTP ${response.status}`);
    wasm = new Uint8Array(await response.arrayBuffer());
    const stdlibBytes = await stdlib;
    // The rest is needed only once Python has booted: fetched from now on,
    // it leaves the network to what the boot needs.
    bootedPackage = fetchCompressedOnly(packageURLs.booted);
    bootedPackage.catch(() => {});
    firstDownloadsDone();
    return await restoreBootedInWorker(options, booter, { wasm, stdlib: stdlibBytes, archive: bootedPackage });
  } catch (error) {
    console.info(`Odds & Evens: booting Python on the page, not in a worker (${error})`);
  } finally {
    booter.worker.terminate();
    firstDownloadsDone();
  }
  const stdlibBytes = await stdlib;  // its failure, if it failed, is the start's
  const bootHereWith = () => bootHere(options, stdlibBytes, bootedPackage ?? fetchCompressedOnly(packageURLs.booted));
  return wasm ? fetchingWebAssemblyFrom(wasm, bootHereWith) : bootHereWith();
}

async function bootHere(options, stdlib, bootedPackage) {
  const stdLibURL = URL.createObjectURL(new Blob([stdlib]));
  const pyodide = await loadPyodideItself({ ...options, indexURL, stdLibURL });
  URL.revokeObjectURL(stdLibURL);
  pyodide.FS.writeFile(PACKAGE_ARCHIVE, await bootedPackage);
  pyodide.registerJsModule(WHOLE_STDLIB_MODULE, { url: stdlibURLs.whole });
  showStart("boot");
  return pyodide;
}

// Copies of `bytes` for a worker, and what to transfer of them: the page
// keeps its own for the restore.
function copiesToSend(bytes) {
  const copies = Object.fromEntries(Object.entries(bytes).map(([name, value]) => [name, value.slice()]));
  return [copies, Object.values(copies).map((copy) => copy.buffer)];
}

// The worker, started as soon as the page boots Python, so that it has
// loaded its modules by the time the bytes are here; and its answer, an
// error included (its script refused, say) whenever it comes.
// `snapshotOf(bytes)` hands it the WebAssembly and the standard library, to
// boot from, then oddsevens.zip once downloaded. Its time is the performance
// measure WORKER_BOOT_MEASURE (a shared value), with the worker's phases as
// its detail: Chromium's CPU slowdown reaches the page's main thread alone,
// so the bench slows the worker's share itself (bench/site.py).
function bootingWorker() {
  const worker = new Worker(new URL("./python-boot-worker.mjs", import.meta.url), { type: "module" });
  const answer = new Promise((resolve, reject) => {
    worker.addEventListener("message", ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(data)));
    worker.addEventListener("error", (event) => reject(new Error(event.message || "the worker did not start")));
  });
  answer.catch(() => {});  // heard once the bytes are handed over
  async function snapshotOf({ wasm, stdlib, archive }) {
    const handedOver = performance.now();
    worker.postMessage(...copiesToSend({ wasm, stdlib }));
    worker.postMessage(...copiesToSend({ archive: await archive }));
    const { snapshot, phases } = await answer;
    performance.measure(WORKER_BOOT_MEASURE, { start: handedOver, detail: phases });
    return snapshot;
  }
  return { worker, snapshotOf };
}

async function restoreBootedInWorker(options, booter, bytes) {
  const snapshot = booter.snapshotOf(bytes);
  const stdLibURL = URL.createObjectURL(new Blob([bytes.stdlib]));
  try {
    const pyodide = await fetchingWebAssemblyFrom(bytes.wasm, () => loadPyodideItself({
      ...options, indexURL, stdLibURL, _loadSnapshot: handOverOnce(snapshot),
    }));
    if (pyodide.runPython("1 + 1") !== 2) throw new Error("the restored Python does not compute");
    pyodide.FS.writeFile(PACKAGE_ARCHIVE, await bytes.archive);
    pyodide.registerJsModule(WHOLE_STDLIB_MODULE, { url: stdlibURLs.whole });
    showStart("boot");
    document.documentElement.dataset.pythonBootedIn = "worker";
    return pyodide;
  } finally {
    URL.revokeObjectURL(stdLibURL);
  }
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

// PyScript's `interpreter` for game pages and the bots' worker when the build
// made a memory snapshot (static/boot.js decides): Pyodide's own loadPyodide,
// started from that snapshot (Python with the games already imported: no
// Python start-up to wait for), or booted from scratch as before whenever the
// snapshot is missing, damaged, from another Pyodide build or refused.
import { loadPyodide as loadPyodideItself, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const snapshotURL = new URL("../vendor/pyodide/snapshot.bin.gz", import.meta.url).href;

// The snapshot's bytes, gunzipped here unless the host already did (sending
// it with Content-Encoding: gzip): gzip data starts with 1f 8b.
async function fetchSnapshot() {
  const response = await fetch(snapshotURL);
  if (!response.ok) throw new Error(`the snapshot answered HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
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

export async function loadPyodide(options = {}) {
  // Fetched while Pyodide downloads and compiles its WebAssembly.
  const snapshot = fetchSnapshot();
  snapshot.catch(() => {});  // a failure is loadPyodide's, below
  try {
    const pyodide = await loadPyodideItself({ ...options, indexURL, _loadSnapshot: handOverOnce(snapshot) });
    if (pyodide.runPython("1 + 1") !== 2) throw new Error("the restored Python does not compute");
    showStart("snapshot");
    return pyodide;
  } catch (error) {
    console.info(`Odds & Evens: starting Python without its snapshot (${error})`);
  }
  const pyodide = await loadPyodideItself({ ...options, indexURL });
  showStart("boot");
  return pyodide;
}

// Boots Python off the page's main thread, for a page that boots it rather
// than restore the build's snapshot (static/pyodide-snapshot.mjs, on a slow
// network): Pyodide's start from scratch is one task of seconds on a slow
// phone, and here it freezes nothing. This worker boots Python from the bytes
// the page fetched, imports what the build's snapshot holds, and answers
// with a memory snapshot of it, which the page restores in a task of a few
// hundred milliseconds. It then has nothing more to do.
// Messages in: { wasm, stdlib } (Pyodide's WebAssembly and the standard
// library's zip: the boot starts), then { archive } (oddsevens.zip, which
// may still be downloading meanwhile). Out: { snapshot, phases } or
// { error }; `phases`, in ms: bootMs (Pyodide's start), archiveMs (from
// the start of the boot to the archive's arrival), importMs (the imports
// and the snapshot).
// PACKAGE_ARCHIVE, SNAPSHOT_IMPORTS and SNAPSHOT_PREPARATION come from Python:
// the build declares them above (sitebuild.pages.SHARED_VALUES), the same the
// build makes its own snapshot with (sitebuild.package.SNAPSHOT_MAKER).
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { fetchingWebAssemblyFrom, indexURL } from "./pyodide-snapshot.mjs";
// What loadPyodide imports, loaded with the rest while the page still downloads.
import "../vendor/pyodide/pyodide.asm.mjs";

let archiveArrived;
const archive = new Promise((resolve) => {
  archiveArrived = resolve;
});
let archiveTime = null;

async function snapshotOfBootedPython({ wasm, stdlib }) {
  const booting = performance.now();
  const stdLibURL = URL.createObjectURL(new Blob([stdlib]));
  const pyodide = await fetchingWebAssemblyFrom(wasm, () => loadPyodide({
    indexURL,
    stdLibURL,
    _makeSnapshot: true,
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
  }));
  URL.revokeObjectURL(stdLibURL);
  const booted = performance.now();
  const bytes = await archive;
  const importing = performance.now();
  const initialHeap = pyodide._module.HEAP8.length;
  pyodide.FS.writeFile(PACKAGE_ARCHIVE, bytes);
  pyodide.globals.set("archive_path", PACKAGE_ARCHIVE);
  pyodide.globals.set("snapshot_imports", SNAPSHOT_IMPORTS.join(","));
  pyodide.runPython(SNAPSHOT_PREPARATION);
  // A snapshot larger than the initial heap cannot be restored (Pyodide #6254).
  if (pyodide._module.HEAP8.length !== initialHeap) throw new Error("the imports grew Python's heap");
  const snapshot = pyodide.makeMemorySnapshot();
  const phases = { bootMs: booted - booting, archiveMs: archiveTime - booting, importMs: performance.now() - importing };
  return { snapshot, phases };
}

addEventListener("message", async ({ data }) => {
  if (data.archive) {
    archiveTime = performance.now();
    archiveArrived(data.archive);
    return;
  }
  try {
    const { snapshot, phases } = await snapshotOfBootedPython(data);
    postMessage({ snapshot, phases }, [snapshot.buffer]);
  } catch (error) {
    postMessage({ error: String(error) });
  }
});

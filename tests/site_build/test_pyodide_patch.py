"""The build's patches to Pyodide's restore of a memory snapshot (PYODIDE_PATCHES):
it must leave the memory exactly as the unpatched copy would, without
writing the blocks that are zero on both sides (which would make the browser
commit them), and take back a snapshot the build shipped as its difference
from the memory as instantiated."""

from __future__ import annotations

import base64
import json
import shutil
import struct
import subprocess

import pytest

from sitebuild import install, package, project, vendor

BLOCK = 65536

# Node applies the patched copy to a "fresh memory" (zero but for a block a
# data segment filled) from a snapshot, and reports which blocks it wrote.
CHECK = """
const copy = eval(process.argv[1]);
const heap = new Uint8Array(4 * 65536);
heap.fill(7, 2 * 65536, 3 * 65536);            // block 2: non-zero in the fresh memory
const snapshot = new Uint8Array(4 * 65536);
snapshot[65536 + 5] = 1;                       // block 1: non-zero in the snapshot
const written = [];
const set = heap.set.bind(heap);
heap.set = (part, at) => { written.push(at / 65536); set(part, at); };
copy(heap, snapshot);
const same = heap.every((value, index) => value === snapshot[index]);
console.log(JSON.stringify({ written, same }));
"""


def test_the_patch_is_written_for_the_pinned_pyodide():
    pinned = json.loads((project.ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]
    assert pinned == vendor.PATCHED_PYODIDE == vendor.pyodide_version()


def test_the_patch_matches_the_restore_once():
    install.ensure_node_modules()
    runtime = (project.NODE_MODULES / "pyodide" / "pyodide.asm.mjs").read_text(encoding="utf-8")
    patched = vendor.patch_pyodide(runtime, vendor.pyodide_version())
    assert "Module.HEAP8.set(t)" not in patched and vendor.ZERO_SKIPPING_COPY in patched


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_patched_restore_writes_every_block_but_those_zero_on_both_sides():
    result = subprocess.run(["node", "-e", CHECK, vendor.ZERO_SKIPPING_COPY], capture_output=True, text=True, check=True)
    outcome = json.loads(result.stdout)
    assert outcome == {"written": [1, 2], "same": True}


# Node runs the patch's undoing on a snapshot (base64, argv[2]) with the
# memory as instantiated (argv[3], or none) and prints what it made of it.
UNDO = """
const undo = (Module) => eval(process.argv[1]);
const snapshot = Uint8Array.from(Buffer.from(process.argv[2], "base64"));
const Module = { memoryAsInstantiated: process.argv[3] ? Uint8Array.from(Buffer.from(process.argv[3], "base64")) : null };
try {
  undo(Module)(snapshot);
  console.log(JSON.stringify({ snapshot: Buffer.from(snapshot).toString("base64"), kept: Module.memoryAsInstantiated }));
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
}
"""

SNAPSHOT_HEAP_START = 32
PYODIDE_SNAPSHOT_MAGIC = 1886286592


def pyodide_like_snapshot(heap: bytes) -> bytes:
    """A snapshot as makeMemorySnapshot lays it out: the header's four words, JSON, then the heap."""
    header = struct.pack("<4I", PYODIDE_SNAPSHOT_MAGIC, SNAPSHOT_HEAP_START, 2, 0)
    return header + b"{}" + bytes(SNAPSHOT_HEAP_START - len(header) - 2) + heap


def undone(snapshot: bytes, instantiated: bytes | None) -> dict[str, object]:
    arguments = [base64.b64encode(snapshot).decode(), base64.b64encode(instantiated).decode() if instantiated else ""]
    result = subprocess.run(["node", "-e", UNDO, vendor.DIFFERENCE_UNDONE, *arguments], capture_output=True, text=True, check=True)
    outcome: dict[str, object] = json.loads(result.stdout)
    return outcome


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_restore_takes_back_the_heap_the_build_shipped_as_its_difference():
    instantiated = bytes(range(1, 200)) + bytes(57)  # 256 bytes: data segments, then zeros
    heap = bytearray(instantiated + bytes(64))
    heap[3] = 99  # static data Python changed
    heap[300] = 5  # the heap proper
    snapshot = pyodide_like_snapshot(bytes(heap))
    shipped = package.as_difference_from_instantiated_memory(snapshot, instantiated)
    assert struct.unpack_from("<4I", shipped)[3] == len(instantiated)
    assert shipped[SNAPSHOT_HEAP_START : SNAPSHOT_HEAP_START + 256].count(0) == 255, "unchanged bytes become zeros"
    outcome = undone(shipped, instantiated + bytes(16))
    assert base64.b64decode(str(outcome["snapshot"])) == snapshot, "Pyodide's own snapshot again, its fourth word 0"
    assert outcome["kept"] is None, "the memory as instantiated is let go"


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_a_snapshot_in_pyodides_own_form_is_restored_as_it_is():
    snapshot = pyodide_like_snapshot(bytes(range(64)))
    outcome = undone(snapshot, bytes(64))
    assert base64.b64decode(str(outcome["snapshot"])) == snapshot


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_a_difference_without_the_memory_as_instantiated_fails_the_restore_rather_than_corrupt_it():
    shipped = package.as_difference_from_instantiated_memory(pyodide_like_snapshot(bytes(64)), bytes(range(1, 33)))
    assert "not at hand" in str(undone(shipped, None)["error"])
    assert "not at hand" in str(undone(shipped, bytes(8))["error"]), "a shorter memory than the difference covers"


def test_the_memory_as_instantiated_is_kept_and_the_difference_undone_once_each():
    install.ensure_node_modules()
    runtime = (project.NODE_MODULES / "pyodide" / "pyodide.asm.mjs").read_text(encoding="utf-8")
    patched = vendor.patch_pyodide(runtime, vendor.pyodide_version())
    assert patched.count(vendor.MEMORY_AS_INSTANTIATED) == 1
    assert patched.count(vendor.DIFFERENCE_UNDONE) == 1


def test_another_pyodide_version_stops_the_build():
    with pytest.raises(vendor.PatchError, match="written for"):
        vendor.patch_pyodide("", "0.0.1")


def test_the_start_is_split_into_tasks_where_pyodide_would_run_it_in_one():
    """Instantiating, linking, starting the runtime, restoring the snapshot
    and finishing Python's setup each end with a pause for the page (issue 47)."""
    install.ensure_node_modules()
    runtime = (project.NODE_MODULES / "pyodide" / "pyodide.asm.mjs").read_text(encoding="utf-8")
    loader = (project.NODE_MODULES / "pyodide" / "pyodide.mjs").read_text(encoding="utf-8")
    patched_runtime = vendor.patch_pyodide(runtime, vendor.pyodide_version())
    patched_loader = vendor.patch_pyodide_loader(loader, vendor.pyodide_version())
    assert "setTimeout(()=>{try{resolve(receiveInstance(inst,mod))}" in patched_runtime
    assert f"await {vendor.YIELD_TO_THE_PAGE};wasmExports=await (createWasm());await {vendor.YIELD_TO_THE_PAGE};run();" in patched_runtime
    assert patched_loader.count(f"await {vendor.YIELD_TO_THE_PAGE}") == 2
    with pytest.raises(vendor.PatchError, match="written for"):
        vendor.patch_pyodide_loader(loader, "0.0.1")


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_patched_loader_still_starts_python(tmp_path):
    """The patched pyodide.mjs and pyodide.asm.mjs, beside the rest of
    Pyodide, boot Python under Node as the shipped ones do."""
    install.ensure_node_modules()
    folder = tmp_path / "pyodide"
    shutil.copytree(project.NODE_MODULES / "pyodide", folder)
    for name, patch in (("pyodide.asm.mjs", vendor.patch_pyodide), ("pyodide.mjs", vendor.patch_pyodide_loader)):
        (folder / name).write_text(patch((folder / name).read_text(encoding="utf-8"), vendor.pyodide_version()), encoding="utf-8")
    script = (
        f"const {{ loadPyodide }} = await import({json.dumps((folder / 'pyodide.mjs').as_uri())});"
        "const pyodide = await loadPyodide();"
        "console.log(pyodide.runPython('6 * 7'));"
    )
    result = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True, timeout=300)
    assert result.stdout.strip().splitlines()[-1] == "42"

"""The build's patch to Pyodide's restore of a memory snapshot (PYODIDE_PATCHES):
it must leave the memory exactly as the unpatched copy would, without
writing the blocks that are zero on both sides (which would make the browser
commit them)."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from sitebuild import install, project, vendor

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
    assert f"await {vendor.YIELD_TO_THE_PAGE};run();" in patched_runtime
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

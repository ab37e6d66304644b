"""Pyodide and PyScript from node_modules, copied into the site with the
patches their shipped code needs here."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from pathlib import Path

from app.rooms.link import PEERJS_LIBRARY
from sitebuild.project import NODE_MODULES, BuildError

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


class PatchError(BuildError):
    """A patch to PyScript or Pyodide that no longer fits the version installed."""


@dataclasses.dataclass(frozen=True)
class SourcePatch:
    """One textual change to PyScript's or Pyodide's shipped code, found by
    a pattern that must match exactly `count` times (PyScript's bundle holds
    the main thread's code and, as a string, its workers' code: twice)."""

    why: str
    pattern: str
    replacement: str
    count: int = 2


PATCHED_PYSCRIPT = "0.7.31"
"""The @pyscript/core version PYSCRIPT_PATCHES were written for."""
PYSCRIPT_PATCHES = (
    # Where the browser refuses IndexedDB (a game embedded in another site's
    # frame, some private windows), PyScript 0.7.31 never starts Python: its
    # IndexedDB-backed map of cached packages is read before Pyodide boots and
    # closed after, and both reject. We install no packages, so an empty cache
    # kept in memory loses nothing.
    SourcePatch(
        "its open request's error handler re-dispatches the browser's own event, which throws InvalidStateError",
        r"onerror\((\w)\)\{(\w)\(\1\),this\.dispatchEvent\(\1\)\}",
        r"onerror(\1){\2(\1)}",
    ),
    SourcePatch(
        "a refused database is an unhandled rejection for stores nobody reads (the @pyscript.fs one)",
        r"(return e\}\))(\}dispatchEvent\()",
        r"\1,this.#e.catch(()=>{})\2",
    ),
    SourcePatch(
        "reading the packages cache from a refused database stops the start: read it as empty",
        r"(this\.#o=this\.#s\.entries\(\)\.then\((\w)=>\{for\(const\[(\w),(\w)\]of \2\)super\.set\(\3,\4\)\}\))",
        r"\1.catch(()=>{})",
    ),
    SourcePatch(
        "closing a refused database after the start stops it too: there is nothing to close",
        r"async close\(\)\{\(await this\.#e\)\.close\(\)\}",
        r"async close(){(await this.#e.catch(()=>null))?.close()}",
    ),
)


PYSCRIPT_TASK_PATCHES = (
    # Before a page's script, PyScript writes its Python package to the file
    # system and imports it, in one task: some 650 ms on a phone (CPU 4x
    # slower) with the page frozen (issue 47). Where the script runs
    # asynchronously (a game page's does), the import gets a task of its own.
    SourcePatch(
        "PyScript imports its package in the task that wrote it",
        r'(\w+)\((\w),(\w),"codeBeforeRunAsync",(\w)\)',
        r'\1(\2,\3,"codeBeforeRunAsync",\4.replace("import pyscript as _pyscript",'
        r'"import asyncio as _asyncio\\nawait _asyncio.sleep(0)\\ndel _asyncio\\nimport pyscript as _pyscript"))',
        count=1,
    ),
)


def apply_patches(source: str, patches: tuple[SourcePatch, ...], label: str) -> str:
    for patch in patches:
        source, found = re.subn(patch.pattern, patch.replacement, source)
        if found != patch.count:
            raise PatchError(f"{label} patch ({patch.why}) matched {found} times, not {patch.count}")
    return source


def patch_pyscript(bundle: str, version: str) -> str:
    """PyScript's core bundle with PYSCRIPT_PATCHES and PYSCRIPT_TASK_PATCHES applied; a version they
    were not written for, or a pattern that no longer matches as often as it
    should, stops the build rather than ship an embed that never starts."""
    if version != PATCHED_PYSCRIPT:
        raise PatchError(
            f"@pyscript/core is {version}, but sitebuild.vendor's PYSCRIPT_PATCHES were written for {PATCHED_PYSCRIPT}: "
            "check whether the new version still fails without IndexedDB and update or drop the patches"
        )
    return apply_patches(apply_patches(bundle, PYSCRIPT_PATCHES, "PyScript"), PYSCRIPT_TASK_PATCHES, "PyScript")


ZERO_SKIPPING_COPY = (
    "((heap,bytes)=>{"
    "const zero=(part)=>{const words=part.byteOffset%4===0&&part.length%4===0"
    "?new Uint32Array(part.buffer,part.byteOffset,part.length/4):part;"
    "for(let i=0;i<words.length;i++)if(words[i]!==0)return false;return true};"
    "for(let at=0;at<bytes.length;at+=65536){const part=bytes.subarray(at,at+65536);"
    "if(!zero(part)||!zero(heap.subarray(at,at+part.length)))heap.set(part,at)}})"
)
"""heap.set(bytes) without writing the 64 KiB blocks that are zero in both."""

MEMORY_AS_INSTANTIATED = (
    "Module.memoryAsInstantiated=Module.noInitialRun"
    "?new Uint8Array(inst.exports.memory.buffer,0,inst.exports.__stack_low.value).slice():null;"
)
"""Keeps, where a snapshot is to be restored (Emscripten's noInitialRun),
a copy of the memory below the stack as instantiation left it: zeros and
the module's data segments, before any of its code has run."""

DIFFERENCE_UNDONE = (
    "((snapshot)=>{const image=Module.memoryAsInstantiated;Module.memoryAsInstantiated=null;"
    "const header=new Uint32Array(snapshot.buffer,snapshot.byteOffset,4),length=header[3];"
    "if(!length)return;"
    "if(!image||length>image.length||header[1]%4)"
    'throw new Error("the snapshot holds its difference from the memory as instantiated, which is not at hand");'
    "const heap=snapshot.subarray(header[1]),words=length>>2;"
    "const heapWords=new Uint32Array(heap.buffer,heap.byteOffset,words),imageWords=new Uint32Array(image.buffer,0,words);"
    "for(let i=0;i<words;i++)heapWords[i]^=imageWords[i];"
    "for(let i=words*4;i<length;i++)heap[i]^=image[i];"
    "header[3]=0})"
)
"""Turns a snapshot whose fourth header word is a length (sitebuild.package.
as_difference_from_instantiated_memory: that many bytes of the heap XORed
with the memory as instantiated) back into Pyodide's own form, in place; a
snapshot with 0 there (Pyodide writes 0, a worker's snapshot keeps it) is
left as it is."""

YIELD_TO_THE_PAGE = "new Promise((go)=>setTimeout(go,0))"
"""A pause that lets the page's event loop run: a tap, a scroll, a paint."""

PATCHED_PYODIDE = "314.0.7"
"""The pyodide version PYODIDE_PATCHES were written for."""
PYODIDE_PATCHES = (
    # The build ships the snapshot's static data (3.8 MB, the module's data
    # segments, 98 % unchanged by the time of the snapshot) as its
    # difference from the memory as instantiated: zeros where unchanged, so
    # the snapshot downloads 1 MB smaller (sitebuild.package.SNAPSHOT). The
    # memory as instantiated is kept until the restore, which undoes the
    # difference; the fourth word of the snapshot's header, which Pyodide
    # writes as 0 and never reads, says how many bytes it covers.
    SourcePatch(
        "restoreSnapshot takes the snapshot as Pyodide wrote it",
        r"API\.restoreSnapshot=function\((\w)\)\{",
        r"API.restoreSnapshot=function(\1){" + DIFFERENCE_UNDONE + r"(\1);",
        count=1,
    ),
    # Restoring a snapshot copies all of it into the WebAssembly memory, zeros
    # included, so the browser commits every page of the 30 MB heap (about
    # 16 MB of it zeros that a normal start never touches), in the page and
    # again in the bots' worker. Blocks that are zero in the snapshot and in
    # the fresh memory are left alone: the same memory, committed only where used.
    SourcePatch(
        "restoreSnapshot writes the whole heap, zero pages included",
        r"return Module\.HEAP8\.set\((\w)\),(\w)\}",
        "return " + ZERO_SKIPPING_COPY + r"(Module.HEAP8,\1),\2}",
        count=1,
    ),
    # Once the WebAssembly is instantiated, Emscripten links it (its global
    # offset table, its function table) and starts its runtime in the same
    # task as the instantiation: about 700 ms on a phone (CPU 4x slower),
    # with the page frozen (issue 47). The linking and the runtime's start
    # each get a task of their own, and so does the instantiation, which
    # came in the task that set up the module's JavaScript (its file
    # system, its devices): together up to 1 s at 4x slower. Before any of
    # it runs, the memory as instantiated is kept for the snapshot's restore
    # (MEMORY_AS_INSTANTIATED).
    SourcePatch(
        "Emscripten links the module in the task that instantiated it",
        r'Module\["instantiateWasm"\]\(info,\(inst,mod\)=>\{resolve\(receiveInstance\(inst,mod\)\)\}\)',
        r'Module["instantiateWasm"](info,(inst,mod)=>{' + MEMORY_AS_INSTANTIATED
        + r"setTimeout(()=>{try{resolve(receiveInstance(inst,mod))}"
        r"catch(error){reject(error)}},0)})",
        count=1,
    ),
    SourcePatch(
        "Emscripten starts its runtime in the task that linked the module, and"
        " starts the instantiation in the task that set up its JavaScript",
        r"wasmExports=await \(createWasm\(\)\);run\(\);",
        r"await " + YIELD_TO_THE_PAGE + r";wasmExports=await (createWasm());await " + YIELD_TO_THE_PAGE + r";run();",
        count=1,
    ),
)

PYODIDE_LOADER_PATCHES = (
    # loadPyodide instantiates the WebAssembly, restores the snapshot and
    # finishes Python's setup one after the other in a single task: over a
    # second on a phone (CPU 4x slower), during which the page answers
    # nothing (issue 47). Each step becomes a task of its own.
    SourcePatch(
        "loadPyodide restores the snapshot right after the WebAssembly is instantiated",
        r"(\w)=await (\w+)\((\w),(\w)\);(\w+)\(\1,(\w)\);let (\w)=(\w+)\(\1,(\w),\6\);",
        r"\1=await \2(\3,\4);\5(\1,\6);await " + YIELD_TO_THE_PAGE + r";let \7=await \8(\1,\9,\6);",
        count=1,
    ),
    SourcePatch(
        "Python's setup follows the snapshot's restore",
        r"function (\w+)\((\w),(\w),(\w)\)\{let (\w)=\2\.API,(\w);return \3&&\(\6=\5\.restoreSnapshot\(\3\)\),",
        r"async function \1(\2,\3,\4){let \5=\2.API,\6;return \3&&(\6=\5.restoreSnapshot(\3),await " + YIELD_TO_THE_PAGE + r"),",
        count=1,
    ),
)


def check_pyodide_version(version: str) -> None:
    if version != PATCHED_PYODIDE:
        raise PatchError(
            f"pyodide is {version}, but sitebuild.vendor's PYODIDE_PATCHES were written for {PATCHED_PYODIDE}: "
            "check whether restoring a snapshot still writes zero pages and still runs in one task, and update or drop the patches"
        )


def patch_pyodide(runtime: str, version: str) -> str:
    """pyodide.asm.mjs with PYODIDE_PATCHES applied; another version, or a
    pattern that no longer matches, stops the build."""
    check_pyodide_version(version)
    return apply_patches(runtime, PYODIDE_PATCHES, "Pyodide")


def patch_pyodide_loader(loader: str, version: str) -> str:
    """pyodide.mjs with PYODIDE_LOADER_PATCHES applied, under the same conditions."""
    check_pyodide_version(version)
    return apply_patches(loader, PYODIDE_LOADER_PATCHES, "Pyodide's loader")


def pyodide_version() -> str:
    return str(json.loads((NODE_MODULES / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"])


def pyscript_version() -> str:
    return str(json.loads((NODE_MODULES / "@pyscript" / "core" / "package.json").read_text(encoding="utf-8"))["version"])


def copy_vendor(dest: Path) -> None:
    """Pyodide into dest/vendor/pyodide (all of PYODIDE_FILES but
    python_stdlib.zip, which sitebuild.package.copy_stdlib prunes) and
    PyScript into dest/vendor/pyscript, both patched; PeerJS's browser build
    for rooms (app.rooms.link.PEERJS_LIBRARY)."""
    pyodide = dest / "vendor" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "pyodide.asm.mjs":
            runtime = (NODE_MODULES / "pyodide" / name).read_text(encoding="utf-8")
            (pyodide / name).write_text(patch_pyodide(runtime, pyodide_version()), encoding="utf-8")
        elif name == "pyodide.mjs":
            loader = (NODE_MODULES / "pyodide" / name).read_text(encoding="utf-8")
            (pyodide / name).write_text(patch_pyodide_loader(loader, pyodide_version()), encoding="utf-8")
        elif name != "python_stdlib.zip":
            shutil.copy2(NODE_MODULES / "pyodide" / name, pyodide / name)
    peerjs = dest / PEERJS_LIBRARY
    peerjs.parent.mkdir(parents=True)
    shutil.copy2(NODE_MODULES / "peerjs" / "dist" / peerjs.name, peerjs)
    pyscript = dest / "vendor" / "pyscript"
    shutil.copytree(NODE_MODULES / "@pyscript" / "core" / "dist", pyscript, ignore=shutil.ignore_patterns("*.map"))
    (bundle,) = pyscript.glob("core-*.js")
    bundle.write_text(patch_pyscript(bundle.read_text(encoding="utf-8"), pyscript_version()), encoding="utf-8")

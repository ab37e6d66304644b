"""The build's patch to PyScript, without which a game embedded in another
site's frame never starts (see PYSCRIPT_PATCHES). It is written for one
PyScript version: these tests fail as soon as package.json pins another, so
whoever upgrades checks whether the new version still needs it."""

from __future__ import annotations

import json
import re

import pytest

from sitebuild import install, project, vendor


def pinned_pyscript() -> str:
    return json.loads((project.ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["@pyscript/core"]


def bundle() -> str:
    install.ensure_node_modules()
    (path,) = (project.NODE_MODULES / "@pyscript" / "core" / "dist").glob("core-*.js")
    return path.read_text(encoding="utf-8")


def test_the_patches_are_written_for_the_pinned_pyscript():
    assert pinned_pyscript() == vendor.PATCHED_PYSCRIPT == vendor.pyscript_version()


def test_each_patch_changes_the_page_and_the_worker_copy_of_the_code():
    original = bundle()
    for patch in vendor.PYSCRIPT_PATCHES:
        assert len(re.findall(patch.pattern, original)) == patch.count == 2, patch.why
    patched = vendor.patch_pyscript(original, vendor.PATCHED_PYSCRIPT)
    rethrow, _, _, close = vendor.PYSCRIPT_PATCHES
    assert re.findall(rethrow.pattern, patched) == [] and re.findall(close.pattern, patched) == []
    assert patched.count(".catch(()=>{})") - original.count(".catch(()=>{})") == 4


def test_another_pyscript_version_stops_the_build():
    with pytest.raises(vendor.PatchError, match="written for 0.7.31"):
        vendor.patch_pyscript(bundle(), "0.8.0")


def test_a_patch_that_no_longer_matches_stops_the_build():
    changed = bundle().replace("async close(){(await this.#e).close()}", "async close(){}")
    with pytest.raises(vendor.PatchError, match="matched 0 times, not 2"):
        vendor.patch_pyscript(changed, vendor.PATCHED_PYSCRIPT)


def test_a_game_page_imports_pyscripts_package_in_a_task_of_its_own():
    """PYSCRIPT_TASK_PATCHES: the code PyScript runs before an asynchronous
    script (a game page's) pauses for the page between writing its package
    and importing it (issue 47); the synchronous one (the computer's worker)
    stays as it is."""
    original = bundle()
    (split,) = vendor.PYSCRIPT_TASK_PATCHES
    assert len(re.findall(split.pattern, original)) == split.count == 1
    patched = vendor.patch_pyscript(original, vendor.PATCHED_PYSCRIPT)
    assert patched.count("await _asyncio.sleep(0)") == 1
    assert '"codeBeforeRun",n)' in patched, "the synchronous code is unchanged"

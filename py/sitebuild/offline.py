"""The offline service worker: dist/sw.js, static/sw.js after the list of
every file of the built site to cache and a version hashed from them all."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from sitebuild.compress import is_copy
from sitebuild.package import SNAPSHOT
from sitebuild.project import ROOT

SERVICE_WORKER = "sw.js"


def precache_manifest(dest: Path) -> dict:
    """Every file of the built site (but the service worker and the
    compressed copies, which the browser never asks for by name), a version hashed
    from them all, and those the service worker keeps gunzipped: the memory
    snapshot, which every visit would otherwise gunzip again (30 MB, about a
    quarter of a second of the page's start, and as much in the bots' worker)."""
    files = sorted(
        path.relative_to(dest).as_posix()
        for path in dest.rglob("*")
        if path.is_file() and path.relative_to(dest).as_posix() != SERVICE_WORKER and not is_copy(path)
    )
    digest = hashlib.sha256()
    for file in files:
        digest.update(file.encode() + b"\0" + hashlib.sha256((dest / file).read_bytes()).digest())
    return {"version": digest.hexdigest()[:16], "files": files, "gunzipped": [file for file in files if file == SNAPSHOT]}


def write_service_worker(dest: Path) -> None:
    """dist/sw.js; run it after every other file is written."""
    manifest = json.dumps(precache_manifest(dest), separators=(",", ":"))
    source = (ROOT / "static" / SERVICE_WORKER).read_text(encoding="utf-8")
    (dest / SERVICE_WORKER).write_text(f"const PRECACHE = {manifest};\n{source}", encoding="utf-8")

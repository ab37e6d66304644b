"""The offline service worker: dist/sw.js, static/sw.js after the list of
every file of the built site to cache and a version hashed from them all."""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

from app.rooms.link import PEERJS_LIBRARY, ROOMS_SCRIPT
from app.rooms.qr_loader import SEGNO_ARCHIVE
from sitebuild import compress, vendor
from sitebuild.package import SNAPSHOT, STARTING_ZIPS
from sitebuild.pages import AHEAD
from sitebuild.project import ROOT

SERVICE_WORKER = "sw.js"

NOT_PRECACHED = (ROOMS_SCRIPT, PEERJS_LIBRARY, SEGNO_ARCHIVE)
"""Files the page fetches only when a player opens or joins a room, left to
the network and the HTTP cache, so that a visit that never does downloads
none of them: the room's connections (rooms.js, PeerJS) and segno, which
draws its invitation; a room needs the network anyway. Nor the lessons'
and puzzles' first screens (sitebuild.pages.AHEAD): 12 MB for all the
languages, of which a visit reads one file; offline, Python draws it."""


def precache_manifest(dest: Path) -> dict[str, Any]:
    """Every file of the built site but the service worker, NOT_PRECACHED and
    the compressed copies (which the browser never asks for by name), a version
    hashed from them all, and those stored compressed only, which the
    service worker keeps unpacked: the memory snapshot, which every visit
    would otherwise gunzip again (31 MB, about a quarter of a second of the
    page's start, and as much in the bots' worker), and the zips Python
    starts from (STARTING_ZIPS, not yet compressed when this runs)."""
    stored_forms = compress.compressed_only(dest / SNAPSHOT)
    zips = {name: zip_forms for name in STARTING_ZIPS if (zip_forms := compress.compressed_only(dest / name)) or (dest / name).is_file()}
    unpacked = ([SNAPSHOT] if stored_forms else []) + list(zips)
    forms = {*stored_forms.values(), *(form for zip_forms in zips.values() for form in zip_forms.values())}
    files = sorted(
        name
        for path in dest.rglob("*")
        if path.is_file() and not compress.is_copy(path) and path not in forms
        and (name := path.relative_to(dest).as_posix()) not in (SERVICE_WORKER, *NOT_PRECACHED, *unpacked)
        and not name.startswith(f"{AHEAD}/")
    )
    digest = hashlib.sha256()
    for file in files + [form.relative_to(dest).as_posix() for form in stored_forms.values()]:
        digest.update(file.encode() + b"\0" + hashlib.sha256((dest / file).read_bytes()).digest())
    # The zips are hashed unpacked, the same before and after compress turns them into copies.
    for name, zip_forms in zips.items():
        content = gzip.decompress(zip_forms[compress.GZIP].read_bytes()) if zip_forms else (dest / name).read_bytes()
        digest.update(name.encode() + b"\0" + hashlib.sha256(content).digest())
    return {"version": digest.hexdigest()[:16], "files": files, "unpacked": unpacked, "pyodide": vendor.pyodide_version()}


def write_service_worker(dest: Path) -> None:
    """dist/sw.js; run it after every other file is written."""
    manifest = json.dumps(precache_manifest(dest), separators=(",", ":"))
    source = (ROOT / "static" / SERVICE_WORKER).read_text(encoding="utf-8")
    (dest / SERVICE_WORKER).write_text(f"const PRECACHE = {manifest};\n{source}", encoding="utf-8")

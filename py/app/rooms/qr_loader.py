"""segno, the library that draws the invitation's QR code (app.rooms.qr), loaded
into the page when a room opens: the build ships its package as a zip
(sitebuild.segno_archive) that the offline precache leaves out, so that a
first visit, and any visit that never opens a room, downloads none of it.

The browser's modules (js, pyodide_js) are imported inside `load_segno`, so
that this module imports anywhere (the build reads SEGNO_ARCHIVE from it)."""

from __future__ import annotations

import importlib
import sys

SEGNO_ARCHIVE = "vendor/segno.zip"
"""Where the build writes segno's package, from the site's root."""

LIBRARIES = "/home/pyodide/libraries"
"""The folder of Pyodide's file system that the archive is unpacked into,
put on sys.path: it then holds the package folder segno/."""


async def load_segno(archive_url: str) -> bool:
    """Whether segno can be imported, once fetched from `archive_url` (the
    site's SEGNO_ARCHIVE) and unpacked where needed. Any failure, from the
    network to the import, gives False: the lobby shows no QR code, and the
    link and the share button as ever."""
    if segno_imports():
        return True
    import js

    try:
        import pyodide_js
        from pyodide.ffi import to_js

        response = await js.fetch(archive_url)
        if not response.ok:
            js.console.warn(f"{archive_url}: HTTP {response.status}; the invitation has no QR code")
            return False
        archive = await response.arrayBuffer()
        pyodide_js.unpackArchive(archive, "zip", to_js({"extractDir": LIBRARIES}, dict_converter=js.Object.fromEntries))
    except Exception as error:  # the network, a truncated zip, the file system: the room goes on without it
        js.console.warn(f"{archive_url} could not be loaded ({error}); the invitation has no QR code")
        return False
    if LIBRARIES not in sys.path:
        sys.path.append(LIBRARIES)
    importlib.invalidate_caches()
    if segno_imports():
        return True
    js.console.warn(f"{archive_url} holds no segno that imports; the invitation has no QR code")
    return False


def segno_imports() -> bool:
    """Whether `import segno` works now."""
    try:
        importlib.import_module("segno")
    except Exception:  # an ImportError, or a broken module's own error
        return False
    return True

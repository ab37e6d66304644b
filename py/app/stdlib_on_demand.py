"""The standard library's modules a page starts without, fetched when first imported.

A page boots Python with the standard library cut to the modules the site
imports as it loads (sitebuild.package.IMPORTED_STDLIB: 0.9 MB of Pyodide's
2 MB, which a slow network feels). The cut zip lists the file names it
leaves out (LEFT_OUT_LISTING). Should a module among them ever be imported,
on a path the build did not follow, `LeftOutFinder` fetches the site's whole
python_stdlib.zip once, synchronously as an import must be answered, and
imports from it: slower, never broken.

static/pyodide-snapshot.mjs names that zip's address in the JavaScript
module WHOLE_STDLIB_MODULE; a Python started some other way (the whole
standard library, no listing) has nothing to install.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import zipimport
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

LEFT_OUT_LISTING = "left-out-of-this-zip.txt"
"""In the cut zip: the file names of the whole python_stdlib.zip it leaves out, one per line."""

WHOLE_STDLIB_MODULE = "site_whole_stdlib"
"""The JavaScript module static/pyodide-snapshot.mjs registers, whose `url` is the whole zip's address."""

STDLIB_ZIP = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"
"""Where Pyodide writes the standard library it boots with."""

WHOLE_STDLIB_ZIP = "/lib/python_stdlib_whole.zip"
"""Where the whole standard library is written once fetched."""


class LeftOutFinder(importlib.abc.MetaPathFinder):
    """Last on sys.meta_path: finds a module the cut zip left out in the whole one."""

    def __init__(self, left_out: frozenset[str], url: str) -> None:
        self.left_out = left_out
        self.url = url

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        stem = fullname.replace(".", "/")
        if not {f"{stem}.py", f"{stem}/__init__.py"} & self.left_out:
            return None
        if WHOLE_STDLIB_ZIP not in sys.path:
            fetch_whole_stdlib(self.url)
            sys.path.append(WHOLE_STDLIB_ZIP)
        # A submodule of a package the cut zip holds is looked for where the
        # package lies in the whole zip.
        search = [WHOLE_STDLIB_ZIP] if path is None else [
            entry.replace(STDLIB_ZIP, WHOLE_STDLIB_ZIP, 1) for entry in path if entry.startswith(STDLIB_ZIP)
        ]
        return importlib.machinery.PathFinder.find_spec(fullname, search)


USER_DEFINED_TO_BYTES = {0xF780 + low: 0x80 + low for low in range(0x80)}
"""x-user-defined's characters to Latin-1's, byte for byte: a synchronous
request can only read text, and that charset maps each byte to one
character (0x00-0x7f to themselves, 0x80-0xff to U+F780-U+F7FF). Latin-1
is the codec Python encodes with without importing one."""


def fetch_whole_stdlib(url: str) -> None:
    """Writes the whole standard library, fetched from `url`, to WHOLE_STDLIB_ZIP."""
    from js import XMLHttpRequest

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send()
    if request.status != 200:
        raise ImportError(f"the standard library at {url} answered HTTP {request.status}")
    with open(WHOLE_STDLIB_ZIP, "wb") as whole:
        whole.write(str(request.responseText).translate(USER_DEFINED_TO_BYTES).encode("latin-1"))


def install() -> None:
    """Puts LeftOutFinder last on sys.meta_path, once, where Python booted
    from a cut standard library that says what it left out."""
    if any(isinstance(finder, LeftOutFinder) for finder in sys.meta_path):
        return
    try:
        # zipimport, which imports from that zip, has read its index already.
        listing = zipimport.zipimporter(STDLIB_ZIP).get_data(f"{STDLIB_ZIP}/{LEFT_OUT_LISTING}").decode()
        url = str(importlib.import_module(WHOLE_STDLIB_MODULE).url)
    except (OSError, KeyError, ImportError):
        return
    sys.meta_path.append(LeftOutFinder(frozenset(listing.splitlines()), url))

"""Brotli and gzip copies beside the built site's files, for a server that
sends the copy a browser accepts (sitebuild.serve; on a static host, nginx's
gzip_static and brotli_static or Caddy's `precompressed` read the same names).

Which files: those whose suffix is in COMPRESSIBLE, and a copy only where it
is at least MIN_SAVING smaller than its original. The zips are left out:
they are deflated inside already (brotli 11 took python_stdlib.zip from
1.94 MB to 1.90 MB, 2 %, in 9 s; oddsevens.zip 1.8 %), as are the images
(PNG) and the memory snapshot (gzip already).

How hard: gzip at level 9 (about 2 s for the whole site, most of it the
WebAssembly), and brotli at quality 11 (10 for files under SMALL_FILE). On this 2-core machine quality 11
took 47 s for pyodide.asm.wasm (9.6 MB -> 2.74 MB), quality 10 26 s
(2.79 MB) and quality 9 2.5 s (3.10 MB): every first visit gets the 50 kB
that quality 10 would leave, which kept a first visit under 9 MB up to ready
once the site spoke four languages. Copies of files over CACHED_ABOVE
(Pyodide's WebAssembly and pyodide.asm.mjs, the same in every build) are
kept in node_modules/.cache/compressed by the hash of their content and
level (the entries the last build used), so only a build with a new Pyodide
spends that time, while the tests that need no site run beside it; the
other files take a few seconds.

Names: the copies of X are X.br and X.gz. No suffix in COMPRESSIBLE is .br
or .gz, so a file that ends in one of those is never copied (no X.gz.gz),
and a copy is X.br or X.gz only where X exists and is compressible
(is_copy).

Stored compressed only: the memory snapshot (sitebuild.package.SNAPSHOT)
and the zips a page fetches as Python starts (sitebuild.package.STARTING_ZIPS,
written stored, which compress_site turns into copies alone) are no files
of the site, only X.br and X.gz, the snapshot's written by the build from
its 31 MB: a server that sends copies sends one of them (nginx's
gzip_static and brotli_static do without the original); elsewhere X is not
found and the page fetches X.gz by name and unpacks it itself
(compressed_only). Each copy gets its original's modification time,
and current_copy() gives a copy only while the times still match, so a file
rewritten after the build (as the tests do to stand for a new build) is
sent as it is now, never as its stale copy.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import brotli

from sitebuild.project import NODE_MODULES, BuildError, log

COMPRESSIBLE = frozenset({".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".wasm", ".mo"})
MIN_SAVING = 0.05
CACHED_ABOVE = 1_000_000
SMALL_FILE = 64_000
"""Brotli takes these at quality 10: the lessons' and puzzles' first screens
(sitebuild.pages.AHEAD, 688 files of about 17 kB) took 15 ms each at
quality 11 and 5 ms at 10, for 4 % more bytes."""
CACHE = NODE_MODULES / ".cache" / "compressed"


@dataclass(frozen=True)
class Encoding:
    name: str
    """As Accept-Encoding and Content-Encoding spell it."""
    suffix: str
    level: Callable[[int], int]
    """The compression level for a file of so many bytes."""
    compress_at: Callable[[bytes, int], bytes]

    def compress(self, data: bytes, used: set[Path]) -> bytes:
        """`data` compressed; from the cache (adding the entry to `used`) where it is big."""
        level = self.level(len(data))
        if len(data) <= CACHED_ABOVE:
            return self.compress_at(data, level)
        cached = CACHE / f"{hashlib.sha256(data).hexdigest()[:24]}-{level}{self.suffix}"
        used.add(cached)
        if cached.exists():
            return cached.read_bytes()
        packed = self.compress_at(data, level)
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = cached.with_name(f"{cached.name}.{os.getpid()}")
        partial.write_bytes(packed)
        partial.replace(cached)
        return packed


ENCODINGS = (
    Encoding(
        "br",
        ".br",
        lambda size: 11 if size > SMALL_FILE else 10,
        lambda data, quality: brotli.compress(data, quality=quality),
    ),
    # No time in gzip's header, so that a build gives the same bytes each time.
    Encoding("gzip", ".gz", lambda size: 9, lambda data, level: gzip.compress(data, compresslevel=level, mtime=0)),
)
"""In the order a server prefers them when a browser accepts both alike."""
BROTLI, GZIP = ENCODINGS


def is_compressible(path: Path) -> bool:
    return path.suffix in COMPRESSIBLE


def is_copy(path: Path) -> bool:
    """Whether `path` names a compressed copy of another file (which need not be current)."""
    original = path.with_suffix("")
    return any(path.suffix == encoding.suffix for encoding in ENCODINGS) and is_compressible(original) and original.is_file()


def compressed_only(missing: Path) -> dict[Encoding, Path]:
    """The copies of a file that is stored compressed only (see above), by encoding; {} for any other path."""
    if missing.exists() or is_compressible(missing):
        return {}
    copies = {encoding: missing.with_name(missing.name + encoding.suffix) for encoding in ENCODINGS}
    return copies if all(copy.is_file() for copy in copies.values()) else {}


def current_copy(original: Path, encoding: Encoding) -> Path | None:
    """The copy of `original` in `encoding`, unless there is none or it is
    older or newer than the original (see above)."""
    if not is_compressible(original):
        return None
    copy = original.with_name(original.name + encoding.suffix)
    try:
        return copy if copy.stat().st_mtime_ns == original.stat().st_mtime_ns else None
    except FileNotFoundError:
        return None


def prune_cache(used: set[Path]) -> None:
    """Drops the cached copies this build did not use (those of an earlier
    Pyodide); not a copy another build is still writing (named .<pid>)."""
    suffixes = {encoding.suffix for encoding in ENCODINGS}
    for stale in (path for path in CACHE.glob("*") if path.suffix in suffixes and path not in used):
        stale.unlink(missing_ok=True)


def store_compressed_only(original: Path, used: set[Path]) -> None:
    """Replaces `original` by its copies in every encoding."""
    data = original.read_bytes()
    for encoding in ENCODINGS:
        original.with_name(original.name + encoding.suffix).write_bytes(encoding.compress(data, used))
    original.unlink()


def compress_site(dest: Path, stored_only: Sequence[str] = ()) -> None:
    """Writes the copies for every file of `dest`, and replaces the files
    named in `stored_only` by their copies; run it after every other file is written."""
    started = time.monotonic()
    used: set[Path] = set()
    for name in stored_only:
        store_compressed_only(dest / name, used)
    originals = sorted(path for path in dest.rglob("*") if path.is_file() and is_compressible(path))
    before = written = 0
    after = dict.fromkeys((encoding.name for encoding in ENCODINGS), 0)
    for original in originals:
        data = original.read_bytes()
        before += len(data)
        status = original.stat()
        for encoding in ENCODINGS:
            copy = original.with_name(original.name + encoding.suffix)
            if copy.exists():
                raise BuildError(f"{copy.relative_to(dest)} is a file of the site, where the {encoding.name} copy of {original.name} goes")
            packed = encoding.compress(data, used)
            if len(packed) > len(data) * (1 - MIN_SAVING):
                after[encoding.name] += len(data)
                continue
            copy.write_bytes(packed)
            os.utime(copy, ns=(status.st_atime_ns, status.st_mtime_ns))
            after[encoding.name] += len(packed)
            written += 1
    prune_cache(used)
    sizes = ", ".join(f"{name} {size / 1e6:.2f} MB" for name, size in after.items())
    log(f"{written} compressed copies of {len(originals)} files ({before / 1e6:.2f} MB): {sizes}, in {time.monotonic() - started:.0f} s")

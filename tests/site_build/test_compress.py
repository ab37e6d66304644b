"""The build's brotli and gzip copies: beside compressible files only, equal
to their originals once decompressed, never of a file that is gzip already,
and not in the service worker's list; over the real built site too."""

from __future__ import annotations

import gzip
import http.client
import json
import os
import urllib.parse
from pathlib import Path

import brotli
import pytest

from sitebuild import compress, offline, package
from sitebuild.project import BuildError

TEXT = "".join(f"<p data-cell='{n % 7},{n % 5}'>Odds and evens, line {n}</p>\n" for n in range(400)).encode()
DECODE = {"br": brotli.decompress, "gzip": gzip.decompress}


def make_site(folder: Path) -> dict[str, bytes]:
    """A small built site: text of every compressible kind, and files that must get no copy."""
    files = {
        "index.html": TEXT,
        "rules/dualities.html": TEXT.replace(b"Odds", b"Rules"),
        "static/site.css": b"".join(b".cell-%d { fill: #%06x; }\n" % (n, n * 999) for n in range(300)),
        "static/boot.mjs": TEXT.replace(b"<p", b"<li"),
        "static/icon.svg": b"<svg>" + b"<circle r='1'/>" * 200 + b"</svg>",
        "manifest.webmanifest": json.dumps({"name": "Odds & Evens", "icons": [{"src": f"icon-{n}.png"} for n in range(40)]}).encode(),
        "vendor/pyodide/pyodide.asm.wasm": bytes(range(256)) * 64,
        "vendor/pyodide/pyodide-lock.json": json.dumps({"packages": {f"p{n}": {"version": "1.0"} for n in range(100)}}).encode(),
        "vendor/pyodide/snapshot.bin.gz": gzip.compress(TEXT),
        "vendor/pyodide/python_stdlib.zip": TEXT,
        "static/icon-192.png": TEXT,
        "build.json": b'{"package": "0123456789ab"}\n',
        "static/noise.js": os.urandom(4000),
    }
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return files


@pytest.fixture
def small_site(tmp_path: Path) -> tuple[Path, dict[str, bytes]]:
    files = make_site(tmp_path)
    compress.compress_site(tmp_path)
    return tmp_path, files


def copies(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if compress.is_copy(path)}


def test_the_copies_are_beside_the_compressible_files_and_decompress_to_them(small_site):
    folder, files = small_site
    compressed = {
        "index.html", "rules/dualities.html", "static/site.css", "static/boot.mjs", "static/icon.svg",
        "manifest.webmanifest", "vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/pyodide-lock.json",
    }  # fmt: skip
    assert copies(folder) == {name + suffix for name in compressed for suffix in (".br", ".gz")}
    for name in compressed:
        assert brotli.decompress((folder / f"{name}.br").read_bytes()) == files[name]
        assert gzip.decompress((folder / f"{name}.gz").read_bytes()) == files[name]


def test_files_gzip_already_images_zips_and_files_that_would_not_shrink_get_no_copy(small_site):
    folder, _ = small_site
    for name in (
        "vendor/pyodide/snapshot.bin.gz",
        "vendor/pyodide/python_stdlib.zip",
        "static/icon-192.png",
        "build.json",
        "static/noise.js",
    ):
        assert not (folder / f"{name}.br").exists()
        assert not (folder / f"{name}.gz").exists()


def test_an_original_ending_in_gz_is_no_copy_and_a_copy_is_known_by_its_original(small_site):
    folder, _ = small_site
    assert not compress.is_copy(folder / "vendor/pyodide/snapshot.bin.gz")
    assert compress.is_copy(folder / "index.html.gz")
    assert compress.is_copy(folder / "index.html.br")
    assert not compress.is_copy(folder / "static/site.css")
    (folder / "static/site.css").unlink()
    assert not compress.is_copy(folder / "static/site.css.br"), "without its original it is just a file"


def test_each_copy_has_its_originals_time_and_is_current_until_the_original_changes(small_site):
    folder, _ = small_site
    original = folder / "static" / "site.css"
    for encoding in compress.ENCODINGS:
        copy = compress.current_copy(original, encoding)
        assert copy == original.with_name("site.css" + encoding.suffix)
        assert copy.stat().st_mtime_ns == original.stat().st_mtime_ns
    original.write_text("/* next build */\n")
    assert [compress.current_copy(original, encoding) for encoding in compress.ENCODINGS] == [None, None]


def test_a_site_file_named_like_a_copy_stops_the_build(tmp_path):
    make_site(tmp_path)
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(b"someone else's"))
    with pytest.raises(BuildError, match=r"index\.html\.gz"):
        compress.compress_site(tmp_path)


def test_big_copies_come_from_the_cache_and_the_cache_keeps_only_what_the_build_used(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setattr(compress, "CACHE", cache)
    monkeypatch.setattr(compress, "CACHED_ABOVE", 10_000)
    first = tmp_path / "first"
    make_site(first)
    compress.compress_site(first)
    wasm_copy = (first / "vendor/pyodide/pyodide.asm.wasm.br").read_bytes()
    entry = next(path for path in cache.iterdir() if path.read_bytes() == wasm_copy)
    stale, partial = cache / "0123456789ab0123456789ab-11.br", cache / f"{entry.name}.99999"
    stale.write_bytes(b"an older Pyodide")
    partial.write_bytes(b"another build writing")
    entry.write_bytes(brotli.compress(b"from the cache"))

    again = tmp_path / "again"
    make_site(again)
    compress.compress_site(again)
    assert brotli.decompress((again / "vendor/pyodide/pyodide.asm.wasm.br").read_bytes()) == b"from the cache"
    assert not stale.exists()
    assert partial.exists()


def test_the_service_worker_lists_no_copies(small_site):
    folder, files = small_site
    listed = offline.precache_manifest(folder)["files"]
    assert sorted(listed) == sorted(files)
    assert not set(listed) & copies(folder)


def fetch(base: str, path: str, accept: str | None) -> tuple[http.client.HTTPResponse, bytes]:
    """The response and its body, with this Accept-Encoding (None: no such header)."""
    address = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname or "127.0.0.1", address.port, timeout=60)
    try:
        connection.putrequest("GET", path, skip_accept_encoding=True)
        if accept is not None:
            connection.putheader("Accept-Encoding", accept)
        connection.endheaders()
        response = connection.getresponse()
        return response, response.read()
    finally:
        connection.close()


def test_the_built_site_sends_each_file_compressed_where_it_pays_decoding_to_the_file_itself(site):
    """`site` is conftest's: the real build on its server. Every file the
    service worker lists (and no copy is among them) decodes to the same
    bytes in whichever encoding it comes."""
    _, sw = fetch(site, "/sw.js", None)
    listed = json.loads(sw.decode().splitlines()[0].removeprefix("const PRECACHE = ").removesuffix(";"))["files"]
    assert not [name for name in listed if name.endswith(".br") or name.endswith(".gz") and name[:-3] in listed]
    encodings: dict[str, set[str]] = {}
    for name in listed:
        plain, original = fetch(site, "/" + name, None)
        assert plain.status == 200 and plain.getheader("Content-Encoding") is None
        for accept in ("br", "gzip"):
            response, body = fetch(site, "/" + name, f"{accept}, identity;q=0.5")
            assert response.status == 200
            assert response.getheader("Content-Type") == plain.getheader("Content-Type")
            assert int(response.getheader("Content-Length")) == len(body)
            coding = response.getheader("Content-Encoding")
            assert coding in (None, accept)
            assert (DECODE[coding](body) if coding else body) == original, name
            encodings.setdefault(name, set()).add(coding or "identity")
            assert (response.getheader("Vary") == "Accept-Encoding") == compress.is_compressible(Path(name))
    for name in ("index.html", "embed.html", "static/site.css", "vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/pyodide.asm.mjs"):
        assert encodings[name] == {"br", "gzip"}, name
    for name in ("vendor/pyodide/python_stdlib.zip", "static/icon-192.png"):
        assert encodings[name] == {"identity"}, name
    for stored_only in (package.SNAPSHOT, *package.STARTING_ZIPS):
        assert fetch(site, "/" + stored_only, None)[0].status == 404, f"{stored_only} is stored compressed only"
        unpacked = gzip.decompress(fetch(site, f"/{stored_only}.gz", "br")[1])
        for accept in ("br", "gzip"):
            response, body = fetch(site, "/" + stored_only, accept)
            assert response.getheader("Content-Encoding") == accept and DECODE[accept](body) == unpacked, stored_only

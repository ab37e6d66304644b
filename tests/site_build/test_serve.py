"""The local server: quiet when a browser drops a download, loud otherwise;
each file in the encoding the request accepts (sitebuild.compress's copies)."""

from __future__ import annotations

import gzip
import http.client
import os
import threading
import urllib.parse

import brotli
import pytest

from sitebuild import compress, serve


@pytest.fixture
def server(tmp_path):
    made = serve.make_server(tmp_path, 0)
    yield made
    made.server_close()


@pytest.mark.parametrize("dropped", [ConnectionResetError, BrokenPipeError])
def test_a_download_the_browser_dropped_prints_nothing(server, capsys, dropped):
    try:
        raise dropped()
    except dropped:
        server.handle_error(None, ("127.0.0.1", 1))
    assert capsys.readouterr().err == ""


def test_any_other_error_in_a_request_is_reported(server, capsys):
    try:
        raise ValueError("a broken handler")
    except ValueError:
        server.handle_error(None, ("127.0.0.1", 1))
    assert "a broken handler" in capsys.readouterr().err


TEXT = "".join(f"<p data-cell='{n % 7},{n % 5}'>Odds and evens, line {n}</p>\n" for n in range(300)).encode()


@pytest.fixture
def folder(tmp_path):
    """A small built site with its copies: pages, a module, the WebAssembly, a
    picture, the snapshot stored compressed only (gzip and brotli), a stray
    brotli file without its original, and a brotli file beside the snapshot's
    gzip form that no build writes."""
    files = {
        "index.html": TEXT,
        "rules/index.html": TEXT.replace(b"Odds", b"Rules"),
        "static/boot.mjs": TEXT.replace(b"<p", b"<li"),
        "vendor/pyodide/pyodide.asm.wasm": bytes(range(256)) * 64,
        "static/icon-192.png": TEXT,
        "vendor/pyodide/snapshot.bin.gz": gzip.compress(TEXT),
        "vendor/pyodide/snapshot.bin.br": brotli.compress(TEXT),
    }
    for name, data in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    compress.compress_site(tmp_path)
    (tmp_path / "gone.js.br").write_bytes(brotli.compress(TEXT))
    beside_snapshot = tmp_path / "vendor/pyodide/snapshot.bin.gz.br"
    beside_snapshot.write_bytes(brotli.compress(b"not the snapshot"))
    snapshot_time = (tmp_path / "vendor/pyodide/snapshot.bin.gz").stat().st_mtime_ns
    os.utime(beside_snapshot, ns=(snapshot_time, snapshot_time))
    return tmp_path


@pytest.fixture
def base(folder):
    running = serve.make_server(folder, 0)
    threading.Thread(target=running.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{running.server_address[1]}"
    running.shutdown()
    running.server_close()


def request(base, path, accept=None, method="GET", **headers):
    """Status, headers (lower-cased names) and body; no Accept-Encoding unless `accept`."""
    address = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    try:
        connection.putrequest(method, path, skip_accept_encoding=True)
        for name, value in {"Accept-Encoding": accept, **headers}.items():
            if value is not None:
                connection.putheader(name.replace("_", "-"), value)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, {name.lower(): value for name, value in response.getheaders()}, response.read()
    finally:
        connection.close()


def decoded(headers, body):
    return {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}[headers.get("content-encoding")](body)


@pytest.mark.parametrize(
    "accept, sent",
    [
        (None, None),
        ("", None),
        ("gzip, deflate, br, zstd", "br"),
        ("br", "br"),
        ("BR;Q=1", "br"),
        ("gzip", "gzip"),
        ("deflate, gzip;q=1.0, *;q=0.5", "gzip"),
        ("br;q=0.5, gzip;q=0.8", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("gzip;q=0, br;q=0", None),
        ("*", "br"),
        ("*;q=0, gzip", "gzip"),
        ("br;q=0.4, identity;q=0.9", None),
        ("identity", None),
        ("deflate, zstd", None),
        ("br;q=bad, gzip", "gzip"),
        ("br;q=2, gzip;q=0.1", "gzip"),
    ],
)
def test_the_encoding_follows_accept_encoding_and_its_weights(base, folder, accept, sent):
    status, headers, body = request(base, "/static/boot.mjs", accept)
    assert status == 200
    assert headers.get("content-encoding") == sent
    assert headers["vary"] == "Accept-Encoding"
    assert headers["content-type"] == "text/javascript"
    assert int(headers["content-length"]) == len(body)
    copy = folder / "static" / ("boot.mjs" + {"br": ".br", "gzip": ".gz", None: ""}[sent])
    assert body == copy.read_bytes()
    assert decoded(headers, body) == (folder / "static" / "boot.mjs").read_bytes()


def test_the_webassembly_keeps_its_type_compressed(base):
    status, headers, body = request(base, "/vendor/pyodide/pyodide.asm.wasm", "br")
    assert (status, headers["content-type"], headers["content-encoding"]) == (200, "application/wasm", "br")
    assert decoded(headers, body) == bytes(range(256)) * 64


def test_a_folder_sends_its_index_compressed_and_a_folder_without_its_slash_is_redirected(base):
    for path, text in (("/", TEXT), ("/rules/", TEXT.replace(b"Odds", b"Rules")), ("/?game=dualities", TEXT)):
        status, headers, body = request(base, path, "gzip, br")
        assert (status, headers["content-type"], headers["content-encoding"]) == (200, "text/html", "br")
        assert decoded(headers, body) == text
    status, headers, _ = request(base, "/rules", "gzip, br")
    assert status == 301 and headers["location"] == "/rules/"
    assert "content-encoding" not in headers


def test_head_gives_the_headers_of_the_compressed_copy_without_a_body(base, folder):
    status, headers, body = request(base, "/index.html", "gzip", method="HEAD")
    assert status == 200 and body == b""
    assert headers["content-encoding"] == "gzip" and headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == (folder / "index.html.gz").stat().st_size


def test_a_file_already_compressed_goes_as_it_is_without_vary(base, folder):
    for path in ("/vendor/pyodide/snapshot.bin.gz", "/static/icon-192.png"):
        status, headers, body = request(base, path, "gzip, deflate, br, zstd")
        assert status == 200
        assert "content-encoding" not in headers and "vary" not in headers
        assert body == (folder / path.lstrip("/")).read_bytes()


def test_a_copy_is_never_sent_for_a_file_that_does_not_exist_nor_asked_for_by_name(base):
    for path in ("/gone.js", "/index.html.br", "/index.html.gz", "/static/boot.mjs.gz", "/vendor/pyodide/pyodide.bin"):
        status, headers, _ = request(base, path, "gzip, br")
        assert status == 404, path
        assert "content-encoding" not in headers


@pytest.mark.parametrize("accept, sent", [("gzip, deflate, br, zstd", "br"), ("gzip", "gzip"), ("br;q=0.5, gzip", "gzip")])
def test_a_file_stored_compressed_only_goes_in_the_encoding_accepted(base, folder, accept, sent):
    status, headers, body = request(base, "/vendor/pyodide/snapshot.bin", accept)
    assert (status, headers.get("content-encoding"), headers["vary"]) == (200, sent, "Accept-Encoding")
    assert decoded(headers, body) == TEXT
    assert headers["content-type"] == "application/octet-stream"


@pytest.mark.parametrize("accept", [None, "identity", "deflate, zstd"])
def test_a_file_stored_compressed_only_is_not_found_by_a_request_that_takes_neither_copy(base, accept):
    status, headers, _ = request(base, "/vendor/pyodide/snapshot.bin", accept)
    assert status == 404 and "content-encoding" not in headers


def test_a_copy_older_or_newer_than_its_original_is_not_sent(base, folder):
    page = folder / "index.html"
    page.write_bytes(b"<p>the next build</p>")
    status, headers, body = request(base, "/index.html", "gzip, br")
    assert status == 200 and "content-encoding" not in headers
    assert body == b"<p>the next build</p>"
    assert headers["vary"] == "Accept-Encoding"


def test_a_range_request_gets_the_whole_original_as_before(base, folder):
    status, headers, body = request(base, "/static/boot.mjs", "gzip, br", Range="bytes=0-99")
    assert status == 200 and "content-encoding" not in headers
    assert body == (folder / "static" / "boot.mjs").read_bytes()


def test_an_unchanged_file_is_not_sent_again_and_the_answer_still_varies(base):
    _, first, _ = request(base, "/static/boot.mjs", "br")
    status, headers, body = request(base, "/static/boot.mjs", "br", If_Modified_Since=first["last-modified"])
    assert (status, body) == (304, b"")
    assert headers["vary"] == "Accept-Encoding" and "content-encoding" not in headers

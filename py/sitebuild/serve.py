"""Serving a built site locally, with the types browsers insist on, and
compressed as the browser accepts (the build's copies: sitebuild.compress;
the memory snapshot is stored compressed only)."""

from __future__ import annotations

import functools
import http.server
import math
import os
import socket
import sys
import urllib.parse
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Any, BinaryIO

from sitebuild import compress
from sitebuild.project import log

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
}


def accepted(header: str) -> dict[str, float]:
    """{coding: weight} of an Accept-Encoding header, codings in lower case; a
    weight that is no number from 0 to 1 counts as 0 (refused)."""
    weights: dict[str, float] = {}
    for item in header.split(","):
        coding, *parameters = (part.strip() for part in item.split(";"))
        if not coding:
            continue
        weight = 1.0
        for parameter in parameters:
            name, _, value = parameter.partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
                if math.isnan(weight) or not 0 <= weight <= 1:
                    weight = 0.0
        weights[coding.lower()] = weight
    return weights


def choose_encoding(header: str | None, offered: list[compress.Encoding]) -> compress.Encoding | None:
    """Which of `offered` to send for this Accept-Encoding, None for the
    original: the one weighted highest above 0 (on a tie, the first offered),
    unless the header weights identity higher still. No header asks for the
    original, and so does a header that refuses everything: this server has
    no 406 to give, the original is the answer every client can read."""
    if not header:
        return None
    weights = accepted(header)
    best: compress.Encoding | None = None
    best_weight = 0.0
    for encoding in offered:
        weight = weights.get(encoding.name, weights.get("*", 0.0))
        if weight > best_weight:
            best, best_weight = encoding, weight
    if best is not None and weights.get("identity", 0.0) > best_weight:
        return None
    return best


@dataclass(frozen=True)
class Chosen:
    """What a request for a compressible file gets: the original or one of its copies."""

    original: Path
    file: Path
    encoding: str | None


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Files of one folder; no request log where ODDSEVENS_QUIET is set (the tests).

    A compressible file goes in the best encoding the request accepts that
    has a current copy (sitebuild.compress), with Vary: Accept-Encoding
    whichever it is. The copies themselves are no files of the site: asked
    for by name, they are not found. The parent's send_head still answers
    every GET and HEAD (a folder's index.html, the redirect to a folder's
    slash, Last-Modified and 304, 404): send_head picks the file before it
    runs, and translate_path, guess_type and send_response hand it the
    copy, the original's type and the encoding's headers."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    chosen: Chosen | None = None

    def send_head(self) -> BinaryIO | None:
        requested = self.requested_file()
        if requested is not None and compress.is_copy(requested):
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        self.chosen = None
        if requested is not None and compress.is_compressible(requested):
            self.chosen = self.choose(requested)
        elif requested is None:
            self.chosen = self.choose_stored_copy()
        return super().send_head()

    def requested_file(self) -> Path | None:
        """The file a GET of this path sends, as the parent finds it; None
        where it sends no file (a redirect, a folder's listing, a 404)."""
        path = Path(super().translate_path(self.path))
        if path.is_dir():
            if not urllib.parse.urlsplit(self.path).path.endswith("/"):
                return None
            return next((index for name in ("index.html", "index.htm") if (index := path / name).is_file()), None)
        return path if path.is_file() else None

    def choose(self, original: Path) -> Chosen:
        """A Range asks for bytes at offsets of the file itself: it gets the
        original, whole, as it always did here (this server sends no parts)."""
        if "Range" in self.headers:
            return Chosen(original, original, None)
        copies = {
            encoding: copy for encoding in compress.ENCODINGS if (copy := compress.current_copy(original, encoding)) is not None
        }
        encoding = choose_encoding(self.headers.get("Accept-Encoding"), list(copies))
        if encoding is None:
            return Chosen(original, original, None)
        return Chosen(original, copies[encoding], encoding.name)

    def choose_stored_copy(self) -> Chosen | None:
        """For a file stored compressed only (compress.compressed_only), the
        copy the request accepts; None (so: not found) where it accepts none."""
        missing = Path(super().translate_path(self.path))
        copies = compress.compressed_only(missing)
        encoding = choose_encoding(self.headers.get("Accept-Encoding"), list(copies))
        return None if encoding is None else Chosen(missing, copies[encoding], encoding.name)

    def translate_path(self, path: str) -> str:
        return str(self.chosen.file) if self.chosen is not None else super().translate_path(path)

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return super().guess_type(str(self.chosen.original) if self.chosen is not None else path)

    def send_response(self, code: int, message: str | None = None) -> None:
        super().send_response(code, message)
        if self.chosen is not None and code in (HTTPStatus.OK, HTTPStatus.NOT_MODIFIED):
            self.send_header("Vary", "Accept-Encoding")
            if code == HTTPStatus.OK and self.chosen.encoding is not None:
                self.send_header("Content-Encoding", self.chosen.encoding)

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("ODDSEVENS_QUIET") is None:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        """A browser that drops a download half way (a page closed or left
        while Pyodide loads) is routine, not a failure worth a traceback."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int, host: str = "127.0.0.1") -> SiteServer:
    handler = functools.partial(StaticHandler, directory=str(directory))
    return SiteServer((host, port), handler)


def serve_forever(directory: Path, port: int, host: str = "localhost") -> None:
    """Serves `directory` on http://<host>:<port> until Ctrl+C."""
    server = make_server(directory, port, host=host)
    log(f"serving {directory.name}/ on http://{host}:{port} (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()

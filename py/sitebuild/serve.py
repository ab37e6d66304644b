"""Serving a built site locally, with the types browsers insist on."""

from __future__ import annotations

import functools
import http.server
import os
from pathlib import Path

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


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Files of one folder; no request log where ODDSEVENS_QUIET is set (the tests)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("ODDSEVENS_QUIET") is None:
            super().log_message(format, *args)


def make_server(directory: Path, port: int, host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    handler = functools.partial(StaticHandler, directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve_forever(directory: Path, port: int) -> None:
    """Serves `directory` on http://localhost:<port> until Ctrl+C."""
    server = make_server(directory, port, host="localhost")
    log(f"serving {directory.name}/ on http://localhost:{port} (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()

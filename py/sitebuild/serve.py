"""Serving a built site locally, with the types browsers insist on."""

from __future__ import annotations

import functools
import http.server
import os
import sys
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


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        """A browser that drops a download half way (a page closed or left
        while Pyodide loads) is routine, not a failure worth a traceback."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int, host: str = "127.0.0.1") -> SiteServer:
    handler = functools.partial(StaticHandler, directory=str(directory))
    return SiteServer((host, port), handler)


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

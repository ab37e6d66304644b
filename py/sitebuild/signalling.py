"""A local signalling service for rooms: PeerJS's own PeerServer (the `peer`
package from npm), which `build.py serve` and the browser tests run on this
machine, so that playing in a room here, on a home network or in a test
needs nothing outside."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path

from sitebuild.project import NODE_MODULES, BuildError

SERVER = NODE_MODULES / "peer" / "dist" / "bin" / "peerjs.js"
DEFAULT_PORT = 9000
LOCAL_SERVICE = "http://*:{port}/"
"""ODDSEVENS_ROOM_SERVICE for a local server: the page's own host, so that a
phone on the home network that opens the site by this machine's address
finds the service there too."""


def start_signalling(port: int = DEFAULT_PORT, log: Path | None = None) -> subprocess.Popen[bytes]:
    """The PeerServer on `port` (every interface), once it answers."""
    node = shutil.which("node")
    if node is None or not SERVER.exists():
        raise BuildError("the local signalling service needs Node.js and `npm ci` (the peer package)")
    output = open(log, "wb") if log is not None else subprocess.DEVNULL
    process = subprocess.Popen([node, str(SERVER), "--port", str(port)], stdout=output, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise BuildError(f"the signalling service stopped at once (exit {process.returncode}); is port {port} taken?")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise BuildError(f"the signalling service did not answer on port {port} within 20 s")

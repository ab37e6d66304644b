"""The build's settings for rooms (friends each on their own device): the
signalling service through which their devices find each other, and the STUN
and TURN servers their WebRTC connections may use. Both are written into the
site (static/rooms.js reads ROOM_SERVICE; the pages' Content Security Policy
allows the service). docs/rooms.md says when to change them.

    ODDSEVENS_ROOM_SERVICE  a PeerServer's address (PeerJS's `peer` package),
        http(s)://host[:port]/path; the host `*` means the page's own host
        (`build.py serve` runs one there). Default: PeerJS's public server.
    ODDSEVENS_ICE_SERVERS   RTCPeerConnection's iceServers, as JSON. Default:
        one public STUN server; "[]" for devices on one network.
"""

from __future__ import annotations

import json
import os
import urllib.parse
from typing import Any

from sitebuild.project import BuildError

SERVICE_VARIABLE = "ODDSEVENS_ROOM_SERVICE"
ICE_VARIABLE = "ODDSEVENS_ICE_SERVERS"
DEFAULT_SERVICE = "https://0.peerjs.com/"
"""PeerJS's own public PeerServer, free and maintained by the PeerJS project:
a site published as it is works with it."""
DEFAULT_ICE_SERVERS: list[dict[str, Any]] = [{"urls": "stun:stun.l.google.com:19302"}]
"""A public STUN server, which lets devices behind most home routers reach
each other; some mobile networks need a TURN server besides (docs/rooms.md)."""
PAGE_HOST = "*"
SERVICE_KEY = "peerjs"
"""The PeerServer's key: its default, which PeerJS's public server takes."""


def room_service(environ: dict[str, str] | None = None) -> dict[str, Any]:
    """The settings static/rooms.js reads (ROOM_SERVICE): PeerJS's options
    and the ICE servers. A host of None is the page's own; secure None
    follows the page's scheme."""
    environ = dict(os.environ) if environ is None else environ
    address = environ.get(SERVICE_VARIABLE) or DEFAULT_SERVICE
    parts = urllib.parse.urlsplit(address)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise BuildError(f"{SERVICE_VARIABLE}={address!r}: give http(s)://host[:port]/path, the host * for the page's own")
    try:
        ice_servers = json.loads(environ.get(ICE_VARIABLE) or json.dumps(DEFAULT_ICE_SERVERS))
    except ValueError as error:
        raise BuildError(f"{ICE_VARIABLE} is not JSON ({error})") from None
    if not isinstance(ice_servers, list) or not all(isinstance(server, dict) and "urls" in server for server in ice_servers):
        raise BuildError(f"{ICE_VARIABLE}: give a JSON list of {{\"urls\": ...}} objects, as RTCPeerConnection takes")
    page_host = parts.hostname == PAGE_HOST
    return {
        "host": None if page_host else parts.hostname,
        "port": parts.port or (443 if parts.scheme == "https" else 80),
        "path": parts.path or "/",
        "secure": None if page_host else parts.scheme == "https",
        "key": SERVICE_KEY,
        "ice_servers": ice_servers,
    }


def policy_sources(service: dict[str, Any]) -> str:
    """The Content Security Policy's connect-src sources that let a page
    reach the signalling service (its web address and its WebSocket). A
    service on the page's own host (`build.py serve`, the tests) is allowed
    by scheme alone: a host-source's `*` matches no IP address, and a phone
    on the home network opens the site by one (http://192.168.1.20:8000)."""
    if service["host"] is None:
        return "http: https: ws: wss:"
    schemes = ("https", "wss") if service["secure"] else ("http", "ws")
    return " ".join(f"{scheme}://{service['host']}:{service['port']}" for scheme in schemes)

"""`python -m sitebuild build` builds dist/; `messages` updates the catalogues; `python -m sitebuild serve
[--port 8000]` builds it and serves it. build.py runs these in .venv, after
installing what they need."""

from __future__ import annotations

import argparse
import os
import sys

import sitebuild
from sitebuild import languages, room_service, signalling
from sitebuild.project import BuildError
from sitebuild.serve import serve_forever


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m sitebuild", description="Build dist/ (and serve it).")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="build dist/")
    commands.add_parser("messages", help="bring every language's catalogue (locales/) up to date with the sources")
    serve_parser = commands.add_parser("serve", help="build dist/ and serve it")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--host", default="localhost", help="0.0.0.0 serves the home network too (phones in a room)")
    serve_parser.add_argument("--signalling-port", type=int, default=signalling.DEFAULT_PORT)
    args = parser.parse_args()
    if args.command == "messages":
        languages.update_catalogues()
        return 0
    if args.command == "serve":
        # Rooms on this machine and the home network: a local signalling service, no STUN (one network needs none).
        os.environ.setdefault(room_service.SERVICE_VARIABLE, signalling.LOCAL_SERVICE.format(port=args.signalling_port))
        os.environ.setdefault(room_service.ICE_VARIABLE, "[]")
    try:
        dist = sitebuild.build()
        service = signalling.start_signalling(args.signalling_port) if args.command == "serve" else None
    except BuildError as error:
        sys.exit(f"[build] stopped: {error}")
    if service is not None:
        try:
            serve_forever(dist, args.port, args.host)
        finally:
            service.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`python -m sitebuild build` builds dist/; `messages` updates the catalogues; `python -m sitebuild serve
[--port 8000]` builds it and serves it. build.py runs these in .venv, after
installing what they need."""

from __future__ import annotations

import argparse
import sys

import sitebuild
from sitebuild import languages
from sitebuild.project import BuildError
from sitebuild.serve import serve_forever


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m sitebuild", description="Build dist/ (and serve it).")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="build dist/")
    commands.add_parser("messages", help="bring every language's catalogue (locales/) up to date with the sources")
    serve_parser = commands.add_parser("serve", help="build dist/ and serve it")
    serve_parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    if args.command == "messages":
        languages.update_catalogues()
        return 0
    try:
        dist = sitebuild.build()
    except BuildError as error:
        sys.exit(f"[build] stopped: {error}")
    if args.command == "serve":
        serve_forever(dist, args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())

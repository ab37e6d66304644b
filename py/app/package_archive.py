"""Where the browser's Python finds our package: oddsevens.zip lies at
PACKAGE_ARCHIVE, written there by static/pyodide-snapshot.mjs as Python
starts, and is imported from where it lies: each script of ours starts with ON_PATH
(the page's, from static/boot.js; the bots' worker's, app.bots_worker).

The build packs the zip for this path (sitebuild.package) and declares it
in the scripts that need it (sitebuild.pages.SHARED_VALUES)."""

from __future__ import annotations

import json

PACKAGE_ARCHIVE = "/home/pyodide/oddsevens.zip"

ON_PATH = (
    f"import sys\nsys.path.insert(0, {json.dumps(PACKAGE_ARCHIVE)})\n"
    "from app.stdlib_on_demand import install\ninstall()\n"
)
"""The first lines of every script of ours: the package first on sys.path,
and the standard library's left-out modules on demand (app.stdlib_on_demand)."""

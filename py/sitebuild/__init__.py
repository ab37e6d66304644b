"""Building the static site in dist/ from py/, static/, seeds/ and node_modules.

One module per job: vendor (Pyodide and PyScript, patched), package (our
Python as oddsevens.zip with its bytecode, the pruned standard library, the
memory snapshot), languages (the message catalogues), pages (the menu, embed.html and the start boards), rules
(the rules pages and panels with their diagrams), styles (the stylesheet:
the shared one and each game's), icons (the PNG icons, the web app
manifest), offline (the service worker's precache), compress (brotli and
gzip copies beside the files), serve (a local server) and install (npm and
.venv). `python -m sitebuild build|serve` runs it; build.py does, with the
Python of .venv.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from sitebuild.project import DIST, ROOT, log


def build(dest: Path = DIST) -> Path:
    """Builds the whole site into `dest` (emptied first) and gives `dest`."""
    # Imported here, not above: build.py imports sitebuild.install under the
    # bare system Python, where the libraries these modules need are missing.
    from sitebuild import compress, icons, languages, offline, package, pages, rules, segno_archive, styles, vendor

    catalogues = languages.compile_catalogues()
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    log(f"building {dest}")
    vendor.copy_vendor(dest)
    package.copy_stdlib(dest / "vendor" / "pyodide" / "python_stdlib.zip")
    package.write_imported_stdlib(dest)
    # The service worker and the games' stylesheets are written below, into sw.js and site.css.
    not_copied = shutil.ignore_patterns(offline.SERVICE_WORKER, styles.GAME_STYLESHEETS.name)
    shutil.copytree(ROOT / "static", dest / "static", ignore=not_copied)
    pages.write_shared_values(dest)
    package.package_zip(dest / package.PACKAGE)
    segno_archive.write_segno_archive(dest)
    snapshot = package.make_snapshot(dest / "vendor" / "pyodide", dest / package.PACKAGE)
    if snapshot is not None:
        package.write_snapshot_companions(dest, snapshot)
    entries = pages.games()
    styles.write_stylesheet(dest, entries)
    languages.write_catalogues(dest, catalogues)
    (dest / "rules").mkdir()
    for language in languages.LANGUAGES:
        with languages.speaking(language, catalogues.get(language.code)):
            seeds = pages.read_seeds(language)
            panels = rules.rules_panels(entries, seeds, language)
            pages.write_pages(dest, language, entries, seeds, panels, snapshot=snapshot is not None)
            rules.write_rules_pages(dest, language, entries, seeds)
    digest = hashlib.sha256((dest / package.PACKAGE).read_bytes()).hexdigest()[:12]
    (dest / "build.json").write_text(json.dumps({"package": digest}) + "\n")
    icons.write_app_files(dest, entries)
    offline.write_service_worker(dest)
    compress.compress_site(dest, stored_only=[name for name in package.STARTING_ZIPS if (dest / name).is_file()])
    return dest

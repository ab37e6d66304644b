"""The code's layers: core below the games, the games below the drawings and
the bots, those below the pages, the build on top; no module imports one
above its own layer, and no modules import each other in a ring."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

from conftest import ROOT

PY = ROOT / "py"
LAYERS = [
    ("oddsevens.core",),
    ("oddsevens.games", "oddsevens"),
    ("oddsevens.notation", "oddsevens.render", "oddsevens.ai"),
    ("app",),
    ("sitebuild", "puzzlemaker"),
]
"""Lowest first; a module belongs to the longest prefix that names it."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PY).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PY.rglob("*.py")}


def layer(module: str) -> int:
    matches = [
        (len(prefix), level)
        for level, prefixes in enumerate(LAYERS)
        for prefix in prefixes
        if module == prefix or module.startswith(prefix + ".")
    ]
    return max(matches)[1]


def imported_by(module: str) -> set[str]:
    """Our modules that `module` imports, at the top or inside a function."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found |= {name for name in names if name in MODULES and name != module}
    return found


IMPORTS = {module: imported_by(module) for module in MODULES}


def test_no_module_imports_a_layer_above_its_own():
    upward = [
        f"{module} imports {name}"
        for module, names in sorted(IMPORTS.items())
        for name in sorted(names)
        if layer(name) > layer(module)
    ]
    assert not upward


def test_no_modules_import_each_other_in_a_ring():
    """A package importing its own modules is not a ring; everything else is."""
    graph = {
        module: {name for name in names if not module.startswith(name + ".")}
        for module, names in IMPORTS.items()
    }
    graphlib.TopologicalSorter(graph).prepare()  # raises CycleError naming the ring


def test_the_layer_check_sees_an_upward_import():
    assert layer("oddsevens.core.game") < layer("oddsevens.games.dualities") < layer("oddsevens.render.board")
    assert layer("oddsevens.render.board") < layer("app.controller") < layer("sitebuild.package")
    assert "oddsevens.core.registry" in IMPORTS["oddsevens.core"]

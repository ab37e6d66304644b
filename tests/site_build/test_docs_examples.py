"""The Python examples of README.md and docs/*.md run as written.

An example is a ```python block written as an interactive session (`>>>`
lines, then what Python prints), checked the way doctest checks a
docstring; the blocks of one file run in order, in one namespace, as one
session. A ```python block without `>>>` would go unchecked, so there is none.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PYTHON_BLOCK = re.compile(r"^```(?:python|py|pycon)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def python_blocks(document: Path) -> list[tuple[int, str]]:
    """Each ```python block of `document`: the line before its first line, and its text."""
    text = document.read_text(encoding="utf-8")
    return [(text.count("\n", 0, block.start(1)), block[1]) for block in PYTHON_BLOCK.finditer(text)]


def name_of(document: Path) -> str:
    return document.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("document", DOCUMENTS, ids=name_of)
def test_every_python_block_is_a_session(document: Path) -> None:
    unchecked = [line + 1 for line, block in python_blocks(document) if not doctest.DocTestParser().get_examples(block)]
    assert not unchecked, f"{name_of(document)}: the ```python blocks at lines {unchecked} have no >>> examples to check"


@pytest.mark.parametrize("document", DOCUMENTS, ids=name_of)
def test_python_examples_print_what_they_show(document: Path) -> None:
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=OPTIONS)
    namespace: dict[str, object] = {"__name__": "__docs__"}
    report: list[str] = []
    for line, block in python_blocks(document):
        session = doctest.DocTest(parser.get_examples(block), namespace, name_of(document), str(document), line, block)
        runner.run(session, out=report.append, clear_globs=False)
    assert runner.failures == 0, "".join(report)

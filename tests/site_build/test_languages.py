"""The site in every language (sitebuild.languages): a catalogue that lacks a
message stops the build, every page is built in every language with its
<html lang>, nothing English is left on them, and the translated rules
draw the same diagrams as the English ones."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from english_left import english_left, lines_with_english
from sitebuild import languages, offline, pages
from sitebuild.project import ROOT, BuildError

TRANSLATED = [language.code for language in languages.TRANSLATED]
GAMES = sorted(path.stem for path in (ROOT / "seeds").glob("*.md"))
TEST_GAME_TEMPLATES = re.compile(r'<template data-board="even-takes".*?</template>', re.DOTALL)
"""The tests' sixth game (tests/support/even_takes.py) speaks English only."""


def built_pages(site: Path, language: languages.Language) -> dict[str, str]:
    stems = ["index", "embed"] + [f"rules/{game}" for game in GAMES]
    return {stem: (site / language.page(stem)).read_text(encoding="utf-8") for stem in stems}


def diagrams(markdown: str) -> list[dict]:
    return [json.loads(body) for body in re.findall(r"^```diagram \S+\n(.*?)^```", markdown, re.DOTALL | re.MULTILINE)]


def test_a_message_missing_from_a_catalogue_stops_the_build_naming_it(monkeypatch):
    template = Catalog()
    template.add("Roll")
    template.add("Undo", locations=[("py/app/controller.py", 1)])
    template.add(("{count} move", "{count} moves"))
    partial = Catalog(locale="es")
    partial.add("Roll", "Tirar")
    partial.add(("{count} move", "{count} moves"), ("{count} movimiento", ""))
    monkeypatch.setattr(languages, "read_catalogue", lambda language: partial)
    with pytest.raises(BuildError) as stopped:
        languages.check_complete(template)
    assert "locales/es/messages.po lacks 2 message(s)" in str(stopped.value), "a plural with an empty form is missing too"
    assert "python3 build.py messages" in str(stopped.value)


def test_a_fuzzy_translation_counts_as_missing():
    template = Catalog()
    template.add("Undo")
    catalogue = Catalog(locale="ja")
    catalogue.add("Undo", "取り消し", flags=["fuzzy"])
    assert languages.missing_messages(catalogue, template) == ["Undo"]


def test_no_message_hides_in_an_f_string_where_extraction_cannot_see_it():
    """Babel reads an f-string as one token: a `_("...")` inside one never reaches the catalogues."""
    hidden = []
    for path in sorted((ROOT / "py").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                hidden += [
                    f"{path.relative_to(ROOT)}:{call.lineno}"
                    for call in ast.walk(node)
                    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in languages.KEYWORDS
                    and call.args and isinstance(call.args[0], ast.Constant)
                ]
    assert hidden == []


def test_every_catalogue_translates_every_message_of_the_sources():
    template = languages.extract()
    assert len(template) > 30, "the sources mark their words"
    for code in TRANSLATED:
        catalogue = languages.read_catalogue(next(language for language in languages.TRANSLATED if language.code == code))
        assert languages.missing_messages(catalogue, template) == [], code


def test_a_language_without_a_games_rules_stops_the_build(monkeypatch, tmp_path):
    folder = tmp_path / "locales" / "es"
    (folder / "rules").mkdir(parents=True)
    monkeypatch.setattr(languages, "LOCALES", tmp_path / "locales")
    (folder / "rules" / "dualities.md").write_text("# Dualities\n", encoding="utf-8")
    with pytest.raises(BuildError, match="lacks the rules of beat-the-odds"):
        pages.read_seeds(languages.Language("es", "Español"))


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game_id", GAMES)
def test_translated_rules_draw_the_english_diagrams_with_their_own_captions(code, game_id):
    english = diagrams((ROOT / "seeds" / f"{game_id}.md").read_text(encoding="utf-8"))
    translated = diagrams((ROOT / "locales" / code / "rules" / f"{game_id}.md").read_text(encoding="utf-8"))
    assert [{**spec, "caption": None} for spec in translated] == [{**spec, "caption": None} for spec in english]
    assert all(ours["caption"] != theirs["caption"] for ours, theirs in zip(translated, english, strict=True))


@pytest.mark.parametrize("language", languages.LANGUAGES, ids=lambda language: language.code)
def test_every_page_is_built_in_every_language_and_says_which(site_folder, language):
    for stem, markup in built_pages(site_folder, language).items():
        assert re.search(rf'<html [^>]*\blang="{re.escape(language.code)}"', markup), stem
        assert f'<option value="{language.code}" lang="{language.code}" selected>' in markup or stem == "embed", stem
        head = markup.split("</head>")[0]
        assert f"<script>{pages.language_script()}</script>" in head, f"{stem} chooses the reader's language first"
        policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', head)
        assert policy and pages.script_hash(pages.language_script()) in policy.group(1), f"{stem} lets that script run"


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_is_left_on_the_built_pages(site_folder, code):
    language = next(language for language in languages.TRANSLATED if language.code == code)
    for stem, markup in built_pages(site_folder, language).items():
        shown = TEST_GAME_TEMPLATES.sub("", markup)
        assert english_left(shown, code) == [], f"{language.page(stem)}: {lines_with_english(shown, code)[:8]}"


def test_the_english_pages_stay_english(site_folder):
    index = (site_folder / "index.html").read_text(encoding="utf-8")
    assert "Five games where even meets odd" in index and re.search(r'<html [^>]*\blang="en"', index)


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_has_its_catalogue_where_pages_fetch_it_and_offline(site_folder, code):
    language = next(language for language in languages.TRANSLATED if language.code == code)
    path = languages.catalogue_path(language)
    assert (site_folder / path).read_bytes()[:4] in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde"), "a gettext .mo file"
    index = (site_folder / language.page("index")).read_text(encoding="utf-8")
    assert f'href="{path}" as="fetch" crossorigin' in index, "preloaded with Python's own downloads"
    assert path in offline.precache_manifest(site_folder)["files"]
    assert language.page("index") in offline.precache_manifest(site_folder)["files"]


def test_a_translated_rules_page_gives_the_embed_code_in_its_language(site_folder):
    page = (site_folder / "rules" / "dualities.ja.html").read_text(encoding="utf-8")
    assert "embed.html?game=dualities&amp;lang=ja" in page
    assert 'href="../index.ja.html?game=dualities"' in page, "its Play link stays in Japanese"
    assert 'src="../embed.ja.html?game=dualities' not in page, "live boards open the Japanese embed"
    assert "embed.ja.html?game=dualities" in page, "live boards open the Japanese embed"

"""The site's languages and their message catalogues.

A language is a folder of locales/: its gettext catalogue (messages.po,
edited by translators) and its rules (rules/<game>.md, written from the
English ones in seeds/). English is the source language and has neither.

The messages are what the sources mark: `_`, `ngettext` and `pgettext` in
the page layer (py/app) and the build (py/sitebuild), gettext's `N_` and
`counted` beside the games' rules (oddsevens.core.phrases), and `_` in the
two page templates (index.html, embed.html, Jinja2's i18n extension).
Babel extracts them (`python3 build.py messages` brings every catalogue up
to date with the sources, new messages untranslated); the build stops on a
message some catalogue lacks (`check_complete`) and compiles each
catalogue into the site's locales/<lang>.mo, which the page loads.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from app import words
from sitebuild.project import ROOT, BuildError, log

LOCALES = ROOT / "locales"
CATALOGUE = "messages.po"
PAGE_TEMPLATES = ("index.html", "embed.html")
SOURCE_FOLDERS = ("py/app", "py/oddsevens", "py/sitebuild")
SCRIPTS = "static"
"""The page's scripts, whose `_("...")` static/words.js looks up in the table
the build puts in each page (sitebuild.pages.page_words)."""
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "counted": (1, 2)}
"""Babel's keyword specifications: the argument that is the message (and the
plural, and the context)."""
TRANSLATOR_COMMENTS = ("Translators:",)
HEADER_COMMENT = """\
# The words of Odds & Evens, one language (see docs/languages.md).
# {field} fields are filled in by the page: keep each one, in any order."""


@dataclass(frozen=True)
class Language:
    code: str
    """As <html lang>, lang= and the page names spell it (BCP 47)."""
    name: str
    """In the language itself, for the language switch."""

    @property
    def locale(self) -> str:
        """As Babel and gettext spell it (pt_BR)."""
        return self.code.replace("-", "_")

    @property
    def folder(self) -> Path:
        return LOCALES / self.code

    def page(self, stem: str) -> str:
        """The file name of page `stem` (index, embed, rules/dualities) in this language."""
        return words.page_file_in(stem, self.code)


def named_in_itself(code: str) -> str:
    """The language's name in that language, from Unicode's CLDR (Babel), capitalised as a menu item."""
    name = Locale.parse(code.replace("-", "_")).get_display_name(code.replace("-", "_"))
    if name is None:
        raise BuildError(f"Unicode's CLDR has no name for the language of locales/{code}")
    return name[:1].upper() + name[1:]


ENGLISH = Language(words.ENGLISH, "English")
LANGUAGES = (
    ENGLISH,
    *(Language(folder.name, named_in_itself(folder.name)) for folder in sorted(LOCALES.iterdir()) if (folder / CATALOGUE).exists()),
)
"""Every language of the site, English first (the fallback): each folder of
locales/ with a catalogue."""
TRANSLATED = LANGUAGES[1:]

FoundMessage = tuple[Path, int, str | tuple[str, ...], list[str], str | None]
"""A message the sources mark: its file and line, the message (singular and
plural for `ngettext`), its translators' comments and its context."""


def extract() -> Catalog:
    """Every message the sources mark, with where each comes from."""
    template = Catalog(project="Odds & Evens", fuzzy=False)
    found: list[FoundMessage] = []
    for folder in SOURCE_FOLDERS:
        found += [
            (Path(folder) / filename, lineno, message, comments, context)
            for filename, lineno, message, comments, context in extract_from_dir(
                ROOT / folder, [("**.py", "python")], keywords=KEYWORDS, comment_tags=TRANSLATOR_COMMENTS, strip_comment_tags=True
            )
        ]
    for name in PAGE_TEMPLATES:
        with (ROOT / name).open("rb") as file:
            found += [
                (Path(name), lineno, message, comments, context)
                for lineno, message, comments, context in extract_from_file(
                    "jinja2", file.name, keywords=KEYWORDS, comment_tags=TRANSLATOR_COMMENTS, strip_comment_tags=True
                )
            ]
    found += script_messages_found()
    for path, lineno, message, comments, context in found:
        template.add(message, locations=[(path.as_posix(), lineno)], auto_comments=comments, context=context)
    return template


def script_messages_found() -> list[FoundMessage]:
    return [
        (Path(SCRIPTS) / filename, lineno, message, comments, context)
        for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / SCRIPTS, [("*.js", "javascript"), ("*.mjs", "javascript")], keywords={"_": None},
            comment_tags=TRANSLATOR_COMMENTS, strip_comment_tags=True,
        )
    ]


def script_messages() -> list[str]:
    """The messages of the page's scripts, each once."""
    return sorted({message for _path, _line, message, _comments, _context in script_messages_found() if isinstance(message, str)})


def catalogue_path(language: Language) -> str:
    """Where the site keeps `language`'s compiled catalogue, as the page fetches it."""
    return f"locales/{language.code}.mo"


@contextmanager
def speaking(language: Language, compiled_catalogue: bytes | None) -> Iterator[None]:
    """The page layer's words (app.words) in `language` for the build's
    drawings and pages, and English again after."""
    words.use_catalogue(language.code, compiled_catalogue)
    words.speak_among([other.code for other in LANGUAGES])
    try:
        yield
    finally:
        words.use_catalogue(ENGLISH.code, None)


def write_catalogues(dest: Path, catalogues: dict[str, bytes]) -> None:
    """The compiled catalogues where the pages fetch them."""
    for language in TRANSLATED:
        target = dest / catalogue_path(language)
        target.parent.mkdir(exist_ok=True)
        target.write_bytes(catalogues[language.code])


def read_catalogue(language: Language) -> Catalog:
    path = language.folder / CATALOGUE
    if not path.exists():
        raise BuildError(f"{path.relative_to(ROOT)} is missing: every language of LANGUAGES has a catalogue")
    with path.open("rb") as file:
        return read_po(file, locale=language.locale)


def missing_messages(catalogue: Catalog, template: Catalog) -> list[str]:
    """The messages of `template` that `catalogue` does not translate (absent,
    empty, a plural form empty, or marked fuzzy)."""
    missing = []
    for message in template:
        if not message.id:
            continue
        translated = catalogue.get(message.id, message.context)
        strings = translated.string if translated is not None else None
        forms = strings if isinstance(strings, (tuple, list)) else (strings,)
        if translated is None or translated.fuzzy or not all(forms):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


def check_complete(template: Catalog) -> dict[str, Catalog]:
    """Each translated language's catalogue, once every one translates every
    message of `template`; otherwise the build stops, naming what is missing where."""
    catalogues = {language.code: read_catalogue(language) for language in TRANSLATED}
    problems = []
    for code, catalogue in catalogues.items():
        missing = missing_messages(catalogue, template)
        if missing:
            shown = "; ".join(repr(message) for message in missing[:5])
            more = f" and {len(missing) - 5} more" if len(missing) > 5 else ""
            problems.append(f"locales/{code}/{CATALOGUE} lacks {len(missing)} message(s): {shown}{more}")
    if problems:
        raise BuildError("\n".join(problems) + "\n(python3 build.py messages adds them, untranslated, to every catalogue)")
    return catalogues


def compiled(catalogue: Catalog) -> bytes:
    """The catalogue as a gettext .mo file, as Python's gettext reads it."""
    output = io.BytesIO()
    write_mo(output, catalogue, use_fuzzy=False)
    return output.getvalue()


def compile_catalogues() -> dict[str, bytes]:
    """{language code: its compiled catalogue} for every translated language;
    the build stops on a message missing from any of them."""
    catalogues = check_complete(extract())
    return {code: compiled(catalogue) for code, catalogue in catalogues.items()}


def update_catalogues() -> None:
    """Brings every catalogue up to date with the sources (and starts one in
    each folder of locales/ that has none): new messages added untranslated,
    vanished ones kept as obsolete comments."""
    template = extract()
    for language in [Language(folder.name, "") for folder in sorted(LOCALES.iterdir()) if folder.is_dir()]:
        path = language.folder / CATALOGUE
        if path.exists():
            catalogue = read_catalogue(language)
        else:
            catalogue = Catalog(locale=language.locale, project="Odds & Evens", version="1", fuzzy=False)
        catalogue.header_comment = HEADER_COMMENT
        catalogue.msgid_bugs_address = ""
        catalogue.last_translator = catalogue.language_team = "Odds & Evens"
        catalogue.update(template, no_fuzzy_matching=True, update_creation_date=False)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as file:
            write_po(file, catalogue, width=100, sort_by_file=True)
        missing = missing_messages(catalogue, template)
        log(f"{path.relative_to(ROOT)}: {len(template) - len(missing)} of {len(template)} messages translated")

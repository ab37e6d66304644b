"""The page's words in the reader's language.

Every word a player sees or hears goes through `_` (or `ngettext`,
`pgettext`) with gettext's own catalogues: locales/<lang>/messages.po,
compiled by the build into locales/<lang>.mo (sitebuild.languages) and
loaded by the page (`use_catalogue`) before it draws anything. Without one,
the words stay English. Words are looked up when shown, never when a module
is imported: a table of words marks them with `N_` and says them with `_`. What the engine returns as a Phrase
(oddsevens.core.phrases) is worded here by `say`.
"""

from __future__ import annotations

import gettext
import io
from typing import Any

from oddsevens.core.phrases import N_, Phrase, english  # noqa: F401  (N_ and english: for the page layer too)

ENGLISH = "en"
PARAMETER = "lang"
"""The address's choice of language (static/language.js), on any page and
in embeds: a blog in Japanese embeds its games in Japanese."""

_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH
_spoken: tuple[str, ...] = (ENGLISH,)
"""Every language of the site (as <html lang> and lang= spell them), English
first: the folders of locales/ (sitebuild.languages), which the build names
in each page's html[data-languages]."""


def speak_among(languages: list[str]) -> None:
    """The site's languages, as the page lists them."""
    global _spoken
    _spoken = tuple(languages) if ENGLISH in languages else (ENGLISH, *languages)


def spoken_languages() -> tuple[str, ...]:
    return _spoken


def use_catalogue(language: str, compiled: bytes | None) -> None:
    """Speaks `language` from here on, with its compiled catalogue (a .mo
    file's bytes); None (or English) speaks English."""
    global _catalogue, _language
    _language = language
    _catalogue = gettext.GNUTranslations(io.BytesIO(compiled)) if compiled else gettext.NullTranslations()


def spoken(tag: str) -> str | None:
    """The site's language for a language tag (pt, pt-PT and pt-BR all give
    pt-BR), as static/language.js chooses it; None where the site has none."""
    exact = next((code for code in _spoken if code.lower() == tag.lower()), None)
    primary = tag.lower().split("-")[0]
    return exact or next((code for code in _spoken if code.lower().split("-")[0] == primary), None)


def language() -> str:
    """The language the page speaks, as <html lang> spells it."""
    return _language


def page_file_in(stem: str, language: str) -> str:
    """The file of page `stem` (index, embed, rules/dualities) in `language`:
    the name the build writes it under and the pages link to
    (static/language.js spells the same rule for the browser)."""
    return f"{stem}.html" if language == ENGLISH else f"{stem}.{language}.html"


def page_file(stem: str) -> str:
    """The file of page `stem` in the page's language."""
    return page_file_in(stem, _language)


def _(message: str) -> str:
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _catalogue.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    return _catalogue.pgettext(context, message)


def say(said: Any) -> Any:
    """A Phrase in the page's language (its values said first); anything else as it is."""
    if not isinstance(said, Phrase):
        return said
    if said.plural is not None:
        message = ngettext(said.message, said.plural, said.values["count"])
    else:
        message = _(said.message)
    return message.format(**{name: say(value) for name, value in said.values.items()})

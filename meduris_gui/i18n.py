"""Translations: gettext catalogs (locales/<lang>.po) read with Babel, looked up with gettext.

    from meduris_gui.i18n import _, ngettext, set_language
    set_language("de")
    _("Roll the die")                       -> "Würfeln"
    _("{player} builds a hut", player=...)  -> formatted after translation
    ngettext("{n} hut left", "{n} huts left", n)

The only mutable state is the current language (STYLE.md). Message ids are the English texts;
placeholders use str.format names, identical in every catalog (tests check that).
"""

from __future__ import annotations

import gettext
import io
import logging
from functools import lru_cache
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from .paths import data_dir

LANGUAGES = ("it", "es", "de", "en")            # Italian, Spanish, German, English
DEFAULT_LANGUAGE = "en"
DOMAIN = "meduris"
log = logging.getLogger(__name__)


class CatalogError(ValueError):
    """A catalog file that cannot be read; the message names the file and the problem."""


def catalog_path(language: str) -> Path:
    return data_dir("locales") / f"{language}.po"


@lru_cache(maxsize=None)
def load_catalog(language: str) -> gettext.NullTranslations:
    """The translations of `language`. English falls back to the message ids themselves."""
    path = catalog_path(language)
    if not path.exists():
        if language != DEFAULT_LANGUAGE:
            log.warning("no catalog for %r at %s: falling back to English", language, path)
        return gettext.NullTranslations()
    try:
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=language, domain=DOMAIN, abort_invalid=True)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        return gettext.GNUTranslations(buffer)
    except Exception as error:  # noqa: BLE001 - Babel raises several kinds; all mean a broken file
        raise CatalogError(f"{path}: {error}") from error


class _Current:
    __slots__ = ("language", "translations")

    def __init__(self) -> None:
        self.language = DEFAULT_LANGUAGE
        self.translations: gettext.NullTranslations = gettext.NullTranslations()


_current = _Current()


def set_language(language: str) -> None:
    """Switch every text to `language` (one of LANGUAGES)."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} ({', '.join(LANGUAGES)})")
    _current.translations = load_catalog(language)
    _current.language = language


def language() -> str:
    return _current.language


def _(message: str, **values) -> str:
    """Translate `message` and fill in its {placeholders}."""
    text = _current.translations.gettext(message)
    return text.format(**values) if values else text


def ngettext(singular: str, plural: str, n: int, **values) -> str:
    """Translate with the plural form for `n` ({n} is available as a placeholder)."""
    text = _current.translations.ngettext(singular, plural, n)
    return text.format(n=n, **values)


def pgettext(context: str, message: str, **values) -> str:
    """Translate `message` in `context` (the same English word can need two translations)."""
    text = _current.translations.pgettext(context, message)
    return text.format(**values) if values else text


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet (translated where shown)."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark a message in a context for extraction (translated where shown with pgettext)."""
    return message

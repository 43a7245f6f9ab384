"""Translations: compiled gettext catalogs (locales/compiled/<lang>.mo), read with the standard library.

    from meduris_gui.i18n import _, ngettext, set_language
    set_language("de")
    _("Roll the die")                       -> "Würfeln"
    _("{player} builds a hut", player=...)  -> formatted after translation
    ngettext("{n} hut left", "{n} huts left", n)

The only mutable state is the current language (STYLE.md). Message ids are the English texts;
placeholders use str.format names, identical in every catalog (tests check that).

Translators edit locales/<lang>.po; the game reads its compiled form, <lang>.mo, with
gettext.GNUTranslations (meduris_gui/catalogs.py says where the .mo files come from: an installed
wheel carries them; in a checkout a .mo that is missing or was built from another .po is rebuilt here
when Babel is importable, else the game shows English and says how to build them).

The checks (issue 10, B6) run when a catalog is compiled: an entry whose {placeholders} differ from
the English message's (another name, a format spec or conversion the English has not, unbalanced
braces) or whose plural forms are wrong is left out, so that entry shows in English. At load the
same entry check runs on the .mo (for one damaged or edited by hand), a plural formula that fails
or gives a form that does not exist is replaced by the English rule, and a catalog without
translated entries is said. Each is a CatalogProblem (catalog_problems(), catalog_notice() for the
window). A file that cannot be read at all (a .po that does not parse, a damaged .mo) is a
CatalogError. Lookups stay plain dictionary reads; a formatting error at run time (which the checks
should make impossible) falls back to the English text, logged once.
"""

from __future__ import annotations

import gettext
import io
import logging
import os
import re
import struct
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

from . import catalogs
from .catalogs import MAX_PLURAL_FORMS, PLURAL_CHECK_RANGE  # noqa: F401 - part of this module's interface
from .paths import data_dir
from .fileformat import FileFormatError, Text, Unreadable, read_checked

LANGUAGES = ("it", "es", "de", "en")            # Italian, Spanish, German, English
DEFAULT_LANGUAGE = "en"
DOMAIN = catalogs.DOMAIN
log = logging.getLogger(__name__)


class CatalogError(FileFormatError):
    """A catalog file that cannot be read: CatalogError(file, field, problem). The field is
    "(file)" when the file as a whole cannot be parsed; the message then stays "<file>: <problem>"
    as it always was, else "<file>: <field>: <problem>"."""

    @staticmethod
    def describe(file: str, field: str, problem: str) -> str:
        return f"{file}: {problem}" if field == "(file)" else f"{file}: {field}: {problem}"


@dataclass(frozen=True)
class CatalogProblem:
    """What is wrong with one entry of a catalog (or its plural rule, or the whole catalog).
    `message` is an English text marked with N_ and filled with `values`, translated when shown.
    kind: "entry" (the entry shows in English), "plural-rule" (the English rule is used),
    "empty" (no translated entries: the language shows English) or "uncompiled" (a checkout
    without the compiled catalog nor Babel to build it: English is shown)."""

    path: Path
    entry: str                      # the English message (its singular), "" for the whole file
    context: str | None
    message: str
    values: tuple[tuple[str, str], ...] = ()
    kind: str = "entry"

    def problem(self) -> str:
        """The problem in the current language."""
        return _(self.message, **dict(self.values))

    def __str__(self) -> str:       # English, for the log
        where = f"{self.path}: " + (f"{self.entry!r}" + (f" (context {self.context!r})" if self.context else "")
                                    if self.entry else self.kind)
        return f"{where}: {self.message.format(**dict(self.values))}"


def catalog_path(language: str) -> Path:
    """The catalog translators edit (absent from an installed wheel, which has only compiled_path)."""
    return data_dir("locales") / f"{language}.po"


def compiled_path(language: str) -> Path:
    """The compiled catalog the game reads: beside catalog_path, in compiled/<language>.mo."""
    return catalogs.compiled_path(catalog_path(language))


def catalog_exists(language: str) -> bool:
    """Whether `language` has a catalog, compiled or to compile."""
    return os.path.lexists(catalog_path(language)) or os.path.lexists(compiled_path(language))


def catalog_file(language: str) -> Path:
    """The file to name to a player: the .po where there is one (a checkout), else the .mo."""
    path = catalog_path(language)
    return path if os.path.lexists(path) or not os.path.lexists(compiled_path(language)) else compiled_path(language)


class CheckedTranslations(gettext.GNUTranslations):
    """The translations of a catalog that passed the checks: `problems` says what was left out or
    replaced (the entries of those problems are not in it)."""

    problems: tuple[CatalogProblem, ...] = ()


class MissingTranslations(gettext.NullTranslations):
    """English, for a catalog that is there to compile but cannot be: `problems` says so."""

    problems: tuple[CatalogProblem, ...] = ()


def _english_plural(forms: int) -> Callable[[int], int]:
    return lambda n: min(int(n != 1), forms - 1)


class _PluralRule:
    """A plural formula that was checked for PLURAL_CHECK_RANGE; for another n that makes it fail
    (or leave the forms), the English rule answers, logged once."""

    def __init__(self, formula: Callable[[int], int], forms: int, path: Path) -> None:
        self.formula, self.forms, self.path = formula, forms, path
        self.english = _english_plural(forms)
        self.warned = False

    def __call__(self, n: int) -> int:
        try:
            index = self.formula(n)
        except Exception as error:  # noqa: BLE001 - any failure of a formula read from a file
            index, reason = None, repr(error)
        else:
            reason = f"form {index} of {self.forms}"
        if isinstance(index, int) and 0 <= index < self.forms:
            return index
        if not self.warned:
            self.warned = True
            log.warning("%s: the plural formula gives %s for n=%r: the English rule is used", self.path, reason, n)
        return self.english(n)


# Our catalogs are some 150 kB; a file ten times that is not one of ours (and a FIFO or a device is
# refused without waiting: fileformat.read_checked).
MAX_CATALOG_BYTES = 4_000_000
_NPLURALS_INFO = re.compile(r"nplurals\s*=\s*([0-9]+)")


def _read(path: Path) -> bytes:
    try:
        return read_checked(path, MAX_CATALOG_BYTES)
    except Unreadable as error:
        raise CatalogError(str(path), "(file)", error.english) from None


def _parse_mo(data: bytes, mo: Path) -> CheckedTranslations:
    try:
        return CheckedTranslations(io.BytesIO(data))
    except Exception as error:  # noqa: BLE001 - struct, OSError, Unicode, c2py: all mean a damaged file
        raise CatalogError(str(mo), "(file)", f"damaged compiled catalog ({error})") from error


def _compile(source: bytes, language: str, po: Path, mo: Path) -> bytes | None:
    """The .mo of `source` (the .po's bytes), written to `mo` (atomically) when the folder allows;
    None without Babel. CatalogError (naming the .po) for a .po that cannot be used."""
    try:
        data, _problems = catalogs.compile_po(source, language)
    except catalogs.NoBabel:
        return None
    except catalogs.CompileError as error:
        raise CatalogError(str(po), error.field, error.problem) from error
    try:
        catalogs.write_atomic(mo, data)
        log.info("compiled %s into %s", po, mo)
    except OSError as error:            # a read-only checkout: this run uses it from memory
        log.warning("cannot write the compiled catalog %s (%s): it is rebuilt at every start", mo, error)
    return data


def _uncompiled(language: str, po: Path, mo: Path) -> gettext.NullTranslations:
    log.warning("%s is not compiled (no %s) and Babel is not installed to compile it: %s is shown in English. "
                "Install Babel (pip install babel, or pip install -e '.[test]') and start again, "
                "or run python -m meduris_gui.catalogs", po, mo, language)
    translations = MissingTranslations()
    if language != DEFAULT_LANGUAGE:
        translations.problems = (CatalogProblem(po, "", None, N_("the translations are not compiled"),
                                                kind="uncompiled"),)
    return translations


def _check_loaded(translations: CheckedTranslations, data: bytes, mo: Path, shown: Path) -> list[CatalogProblem]:
    """The checks at load, on the parsed .mo: the problems recorded when it was compiled, then
    its plural formula, its entries (a bad one is taken out), whether any entry is left."""
    _format, _digest, dropped = catalogs.read_build_info(translations._catalog.pop(catalogs.BUILD_KEY, None))
    problems = [CatalogProblem(shown, *problem) for problem in dropped]
    found = _NPLURALS_INFO.search(translations.info().get("plural-forms", ""))
    forms = int(found.group(1)) if found else 2
    if not 1 <= forms <= MAX_PLURAL_FORMS:
        raise CatalogError(str(mo), "Plural-Forms", f"nplurals={forms} is not 1 to {MAX_PLURAL_FORMS}")
    formula = translations.plural
    wrong = catalogs.plural_problem(formula, forms)
    if wrong:
        problems.append(CatalogProblem(shown, "", None, *wrong, kind="plural-rule"))
        formula = _english_plural(forms)
    translations.plural = _PluralRule(formula, forms, shown)
    catalog, charset = translations._catalog, translations.charset() or "ascii"
    for raw_id, raw_string in catalogs.mo_entries(data):
        if not raw_id or raw_id == catalogs.BUILD_KEY.encode():
            continue
        key = raw_id.decode(charset)
        context, _sep, ids = key.rpartition("\x04") if "\x04" in key else (None, "", key)
        ids, strings = tuple(ids.split("\x00")), tuple(raw_string.decode(charset).split("\x00"))
        wrong = catalogs.entry_problem(ids, strings, forms)
        if wrong is None:
            continue
        problems.append(CatalogProblem(shown, ids[0], context, *wrong))
        first = key.split("\x00")[0]
        for stale in ([(first, index) for index in range(len(strings))] if len(ids) > 1 else [key]):
            catalog.pop(stale, None)
    if not any(key != "" for key in catalog):
        problems.append(CatalogProblem(shown, "", None, N_("it has no translated entries"), kind="empty"))
    return problems


@lru_cache(maxsize=None)
def load_catalog(language: str) -> gettext.NullTranslations:
    """The translations of `language`, checked (see CatalogProblem; the problems are logged and
    kept as the translations' `problems`). English falls back to the message ids themselves.

    Where the .po is there (a checkout), the .mo must have been built from it: one that is missing,
    damaged or built from another .po (or by another FORMAT) is rebuilt when Babel is importable;
    without Babel a stale .mo is used (with a warning) and a missing one means English (said)."""
    po, mo = catalog_path(language), compiled_path(language)
    have_source = os.path.lexists(po)
    if not have_source and not os.path.lexists(mo):
        if language != DEFAULT_LANGUAGE:
            log.warning("no catalog for %r at %s: falling back to English", language, po)
        return gettext.NullTranslations()
    if not have_source:                 # an installed wheel: only the .mo, never compiled here
        data = _read(mo)
        translations = _parse_mo(data, mo)
    else:
        source = _read(po)
        data = _read(mo) if os.path.lexists(mo) else None
        translations, damaged = None, None
        if data is not None:
            try:
                translations = _parse_mo(data, mo)
            except CatalogError as error:
                damaged = error
        format_, digest, _dropped = catalogs.read_build_info(
            translations._catalog.get(catalogs.BUILD_KEY) if translations is not None else None)
        if translations is None or format_ != catalogs.FORMAT or digest != catalogs.source_digest(source):
            built = _compile(source, language, po, mo)
            if built is not None:
                if damaged is not None:
                    log.warning("%s: rebuilt from %s", damaged, po)
                data, translations = built, _parse_mo(built, mo)
            elif damaged is not None:
                raise damaged
            elif translations is None:
                return _uncompiled(language, po, mo)
            else:
                log.warning("%s was not built from the current %s and Babel is not installed to rebuild it: "
                            "the older translations are shown", mo, po)
    try:
        problems = _check_loaded(translations, data, mo, po if have_source else mo)
    except (struct.error, UnicodeDecodeError) as error:    # gettext read it, so this is only belt and braces
        raise CatalogError(str(mo), "(file)", f"damaged compiled catalog ({error})") from error
    translations.problems = tuple(problems)
    for problem in problems:
        log.warning("catalog problem: %s", problem)
    return translations


def catalog_problems(language: str) -> tuple[CatalogProblem, ...]:
    """What the check found in the catalog of `language` (loading it if needed; CatalogError if
    it cannot be read at all). Nothing for a missing catalog (that is said on its own)."""
    return getattr(load_catalog(language), "problems", ())


def catalog_notice(language: str) -> str:
    """One notice for the player, in the current language, of what is wrong with the catalog of
    `language` ("" when nothing is)."""
    problems = catalog_problems(language)
    if not problems:
        return ""
    file = problems[0].path.name
    if any(problem.kind == "uncompiled" for problem in problems):
        return _("The translations are not compiled ({file}): English is shown. Install Babel "
                 "(pip install babel) and start again.", file=file)
    if any(problem.kind == "empty" for problem in problems):
        return _("{file} has no translated texts: English is shown", file=file)
    sentences = []
    for problem in problems:
        if problem.kind == "plural-rule":
            sentences.append(_("The plural rule of {file} is wrong ({problem}): the English rule is used",
                               file=file, problem=problem.problem()))
    entries = [problem for problem in problems if problem.kind == "entry"]
    if entries:
        first = _("“{entry}”: {problem}", entry=entries[0].entry, problem=entries[0].problem())
        sentences.append(ngettext("{n} entry of {file} was wrong and is shown in English: {first}",
                                  "{n} entries of {file} were wrong and are shown in English; the first: {first}",
                                  len(entries), file=file, first=first))
    return " ".join(sentences)


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


_FORMAT_ERRORS = (KeyError, IndexError, ValueError, AttributeError, TypeError)
_warned_texts: set[str] = set()


def _fill(text: str, english: str, values: dict) -> str:
    """`text` with its placeholders filled. A translation that cannot be filled (the check at load
    should make that impossible) gives the English text, logged once; an English text that cannot
    be filled is a bug of the code and raises."""
    try:
        return text.format(**values)
    except _FORMAT_ERRORS as error:
        if text == english:
            raise
        if text not in _warned_texts:
            _warned_texts.add(text)
            log.warning("the %s translation %r of %r cannot be filled (%r): English is shown",
                        _current.language, text, english, error)
        return english.format(**values)


def _(message: str, **values) -> str:
    """Translate `message` and fill in its {placeholders}."""
    text = _current.translations.gettext(message)
    return _fill(text, message, values) if values else text


def ngettext(singular: str, plural: str, n: int, **values) -> str:
    """Translate with the plural form for `n` ({n} is available as a placeholder)."""
    text = _current.translations.ngettext(singular, plural, n)
    return _fill(text, singular if n == 1 else plural, dict(values, n=n))


def pgettext(context: str, message: str, **values) -> str:
    """Translate `message` in `context` (the same English word can need two translations)."""
    text = _current.translations.pgettext(context, message)
    return _fill(text, message, values) if values else text


def translate(text: object) -> str:
    """A problem of the rules core (fileformat.Text: an English template marked with N_ and its
    values) in the current language, its values that are Texts (words like "a mapping") too.
    Any other text is shown as it is (English: a problem the core gives without a template)."""
    if not isinstance(text, Text):
        return str(text)
    if text.context is not None:
        return pgettext(text.context, text.template)
    values = {key: translate(value) if isinstance(value, Text) else value for key, value in text.values.items()}
    return _(text.template, **values)


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet (translated where shown)."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark a message in a context for extraction (translated where shown with pgettext)."""
    return message

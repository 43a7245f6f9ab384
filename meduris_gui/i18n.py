"""Translations: gettext catalogs (locales/<lang>.po) read with Babel, looked up with gettext.

    from meduris_gui.i18n import _, ngettext, set_language
    set_language("de")
    _("Roll the die")                       -> "Würfeln"
    _("{player} builds a hut", player=...)  -> formatted after translation
    ngettext("{n} hut left", "{n} huts left", n)

The only mutable state is the current language (STYLE.md). Message ids are the English texts;
placeholders use str.format names, identical in every catalog (tests check that).

A catalog is checked once, when it is loaded (issue 10, B6): an entry whose {placeholders} differ
from the English message's (another name, a format spec or conversion the English has not,
unbalanced braces) or whose plural forms are wrong is left out, so that entry shows in English; a
plural formula that fails or gives a form that does not exist is replaced by the English rule.
Each is a CatalogProblem (catalog_problems(), catalog_notice() for the window). A file that
cannot be parsed at all is a CatalogError. Lookups stay plain dictionary reads; a formatting error
at run time (which the check should make impossible) falls back to the English text, logged once.
"""

from __future__ import annotations

import gettext
import io
import logging
import os
import re
import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from .paths import data_dir
from .rules.fileformat import FileFormatError, Text, Unreadable, read_checked

LANGUAGES = ("it", "es", "de", "en")            # Italian, Spanish, German, English
DEFAULT_LANGUAGE = "en"
DOMAIN = "meduris"
log = logging.getLogger(__name__)


class CatalogError(FileFormatError):
    """A catalog file that cannot be read: CatalogError(file, field, problem). The field is
    "(file)" when the file as a whole cannot be parsed; the message then stays "<file>: <problem>"
    as it always was, else "<file>: <field>: <problem>"."""

    @staticmethod
    def describe(file: str, field: str, problem: str) -> str:
        return f"{file}: {problem}" if field == "(file)" else f"{file}: {field}: {problem}"


# No language has more than six plural forms; Babel makes a list of `nplurals` strings for every
# plural entry while it reads, so a huge number must be refused before Babel sees the file.
MAX_PLURAL_FORMS = 6
_NPLURALS = re.compile(rb"Plural-Forms:[^\n]*?nplurals\s*=\s*([0-9]+)", re.IGNORECASE)
PLURAL_CHECK_RANGE = range(0, 201)         # the plural formula is tried for these n when loaded
_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class CatalogProblem:
    """What is wrong with one entry of a catalog (or its plural rule, or the whole catalog).
    `message` is an English text marked with N_ and filled with `values`, translated when shown.
    kind: "entry" (the entry shows in English), "plural-rule" (the English rule is used) or
    "empty" (no translated entries: the language shows English)."""

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
    return data_dir("locales") / f"{language}.po"


class CheckedTranslations(gettext.GNUTranslations):
    """The translations of a catalog that passed the check at load: `problems` says what was left
    out or replaced (the entries of those problems are not in it)."""

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


def _check_plural_formula(catalog: Catalog, path: Path) -> tuple[Callable[[int], int], CatalogProblem | None]:
    """The catalog's plural formula if it gives a form that exists for every n of
    PLURAL_CHECK_RANGE, else the English rule and the problem. A formula that is not even a formula
    is a CatalogError (the file cannot be used)."""
    forms = catalog.num_plurals
    try:
        formula = gettext.c2py(catalog.plural_expr)
    except (ValueError, SyntaxError, RecursionError) as error:  # c2py compiles the formula
        raise CatalogError(str(path), "Plural-Forms", str(error)) from error
    for n in PLURAL_CHECK_RANGE:
        try:
            index = formula(n)
        except Exception as error:  # noqa: BLE001 - (n / 0) and the like
            message, values = N_("the plural rule fails for n = {n}: {reason}"), (("n", str(n)), ("reason", repr(error)))
        else:
            if 0 <= index < forms:
                continue
            message = N_("the plural rule gives form {index} for n = {n}, but there are {count} forms")
            values = (("index", str(index)), ("n", str(n)), ("count", str(forms)))
        problem = CatalogProblem(path, "", None, message, values, kind="plural-rule")
        return _english_plural(forms), problem
    return formula, None


def _fields(text: str) -> list[tuple[str, str | None, str]]:
    """(name, conversion, format spec) of each {placeholder} of `text`; ValueError when its braces
    are unbalanced or a placeholder is malformed."""
    return [(name, conversion, spec or "") for _literal, name, spec, conversion in _FORMATTER.parse(text)
            if name is not None]


def _forms(value) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


def _show(field_: tuple[str, str | None, str]) -> str:
    name, conversion, spec = field_
    return "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"


def _entry_problem(message: Message, forms: int) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """Why this translated entry cannot be used (an N_ text and its values), or None. Its
    placeholders must be exactly the English ones, each with no format spec or conversion the
    English has not; braces balanced; a plural entry has `forms` non-empty forms, each likewise."""
    try:
        english = {field_ for text in _forms(message.id) for field_ in _fields(text)}
    except ValueError as error:
        return N_("the English message is broken: {reason}"), (("reason", str(error)),)
    names = {name for name, _conversion, _spec in english}
    strings = _forms(message.string)
    if isinstance(message.id, (list, tuple)):
        if len(strings) != forms:
            return N_("{count} plural forms instead of {expected}"), (("count", str(len(strings))),
                                                                     ("expected", str(forms)))
        if not all(strings):
            return N_("a plural form is empty"), ()
    for text in strings:
        try:
            found = _fields(text)
        except ValueError as error:
            return N_("unbalanced braces: {reason}"), (("reason", str(error)),)
        for field_ in found:
            if field_[0] not in names:
                return N_("unknown placeholder {placeholder}"), (("placeholder", _show(field_)),)
            if field_ not in english:
                return N_("{placeholder} has a format or conversion the English has not"), \
                    (("placeholder", _show(field_)),)
        missing = sorted(names - {name for name, _conversion, _spec in found})
        if missing:
            return N_("placeholder {placeholder} is missing"), (("placeholder", "{" + missing[0] + "}"),)
    return None


def check_catalog(catalog: Catalog, path: Path) -> tuple[Callable[[int], int], list[CatalogProblem]]:
    """Check every translated entry of `catalog` and its plural formula: the entries that fail are
    deleted from `catalog` (they show in English). Returns the plural rule to use and the problems."""
    plural, plural_problem = _check_plural_formula(catalog, path)
    problems = [plural_problem] if plural_problem else []
    translated = 0
    for message in list(catalog):
        if not message.id or message.fuzzy or not any(_forms(message.string)):
            continue                # the header; fuzzy and untranslated entries are not used anyway
        found = _entry_problem(message, catalog.num_plurals)
        if found is None:
            translated += 1
            continue
        problems.append(CatalogProblem(path, _forms(message.id)[0], message.context, *found))
        catalog.delete(message.id, message.context)
    if not translated:
        problems.append(CatalogProblem(path, "", None, N_("it has no translated entries"), kind="empty"))
    return plural, problems


# Our catalogs are some 150 kB; a file ten times that is not one of ours (and a FIFO or a device is
# refused without waiting: fileformat.read_checked).
MAX_CATALOG_BYTES = 4_000_000


def _read(path: Path, language: str) -> Catalog:
    try:
        data = read_checked(path, MAX_CATALOG_BYTES)
    except Unreadable as error:
        raise CatalogError(str(path), "(file)", error.english) from None
    for number in _NPLURALS.findall(data):
        if not 1 <= int(number) <= MAX_PLURAL_FORMS:
            raise ValueError(f"Plural-Forms: nplurals={int(number)} is not 1 to {MAX_PLURAL_FORMS}")
    return read_po(io.BytesIO(data), locale=language, domain=DOMAIN, abort_invalid=True)


@lru_cache(maxsize=None)
def load_catalog(language: str) -> gettext.NullTranslations:
    """The translations of `language`, checked (see CatalogProblem; the problems are logged and
    kept as the translations' `problems`). English falls back to the message ids themselves."""
    path = catalog_path(language)
    if not os.path.lexists(path):
        if language != DEFAULT_LANGUAGE:
            log.warning("no catalog for %r at %s: falling back to English", language, path)
        return gettext.NullTranslations()
    try:
        catalog = _read(path, language)
    except CatalogError:
        raise
    except Exception as error:  # noqa: BLE001 - Babel raises several kinds; all mean a broken file
        raise CatalogError(str(path), "(file)", str(error)) from error
    plural, problems = check_catalog(catalog, path)
    try:
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        translations = CheckedTranslations(buffer)
    except Exception as error:  # noqa: BLE001 - as above
        raise CatalogError(str(path), "(file)", str(error)) from error
    translations.plural = _PluralRule(plural, catalog.num_plurals, path)
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

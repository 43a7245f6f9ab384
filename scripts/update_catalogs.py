#!/usr/bin/env python3
"""Extract the interface texts of meduris_gui and merge them into the translation catalogs.

    python3 scripts/update_catalogs.py           # write locales/meduris.pot, update it/es/de/en.po
    python3 scripts/update_catalogs.py --check   # change nothing; exit 1 listing every problem

Extraction uses Babel (keywords `_`, `N_`, `ngettext`, `pgettext`; comments starting with
"Translators:" go to the translators). Merging keeps every translation: a message whose English
text changed keeps its old translation marked fuzzy (the old text in a "previous English" comment
until the fuzzy mark is removed), a new message is added untranslated, a message gone from the
code is kept at the end as obsolete (`#~`) and comes back translated if the code uses it again. The English catalog is filled from the
message ids themselves (English is the source language), so that `--check` treats all four alike.

The output depends only on the code and the catalogs: messages sorted by file and line, fixed
dates in the headers. Running the script twice changes nothing the second time.
"""

from __future__ import annotations

import argparse
import io
import re
import string
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "meduris_gui"
LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "meduris.pot"

sys.path.insert(0, str(ROOT))
from meduris_gui import __version__
from meduris_gui.i18n import DOMAIN, LANGUAGES

SOURCE_LANGUAGE = "en"
KEYWORDS = {"_": None, "N_": None, "NC_": ((1, "c"), 2), "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
COMMENT_TAGS = ("Translators:",)
METHOD_MAP = [("**.py", "python")]
# Fixed header dates: a run changes the files only when the messages change.
FIXED_DATE = datetime(2026, 11, 20, 0, 0, tzinfo=timezone.utc)
HEADER_COMMENT = (
    "# Meduris: the texts of the game window{language}.\n"
    "# This file is distributed under the same licence as the Meduris project (MIT).\n"
    "# Made by scripts/update_catalogs.py: translate the msgstr lines, keep the {{placeholders}}.\n"
    "#"
)
LANGUAGE_NAMES = {"it": "Italian", "es": "Spanish", "de": "German", "en": "English"}
# The plural rule of each catalog: GNU gettext's for these languages (one form for n = 1, one for
# the rest), fixed here rather than taken from Babel's CLDR data, which changes between Babel
# releases (Babel 2.19 gives Italian and Spanish a third form, for millions, that no text of the
# game ever counts to) and would then call every catalog wrong.
PLURAL_FORMS = {language: "nplurals=2; plural=(n != 1);" for language in LANGUAGE_NAMES}


@dataclass(frozen=True)
class RuntimeMessage:
    """A text the code translates at run time that extraction cannot see (not marked in the code).

    Listed here so the catalogs carry its translation until the code marks it (N_() / pgettext).
    The text must still be spelt as a string literal in `path`: a changed or removed text is
    reported as stale (--check fails), and one the code now marks itself as redundant.
    """
    msgid: str
    context: str | None
    path: str
    how: str


MATERIAL_HOW = ('material_name() and face_name() as pgettext("material", MATERIAL[m]); MATERIAL is marked '
                'with N_(), which extracts the names without their context')
RUNTIME_MESSAGES: tuple = ()   # every text shown to players is marked in the code now

# Strings the extractor takes for messages that are not texts: (msgid, file) -> why.
NOT_MESSAGES: dict = {}


# -- messages -----------------------------------------------------------------------------------

def key_of(message: Message) -> tuple[str, str | None]:
    msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return msgid, message.context


def describe(message: Message) -> str:
    msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return f"[{message.context}] {msgid!r}" if message.context else repr(msgid)


def placeholders(text: str) -> set[str]:
    """The str.format field names of `text` ({player} -> 'player'); ValueError for stray braces."""
    names = set()
    for _literal, field, _spec, _conversion in string.Formatter().parse(text):
        if field is not None:
            names.add(field)
    return names


def forms(value) -> tuple[str, ...]:
    if value is None:
        return ("",)
    return tuple(value) if isinstance(value, (list, tuple)) else (value,)


def new_catalog(language: str | None) -> Catalog:
    name = f" ({LANGUAGE_NAMES[language]})" if language else ", translation template"
    team = f"Meduris {LANGUAGE_NAMES[language]}" if language else "LANGUAGE"
    catalog = Catalog(locale=language, domain=DOMAIN, header_comment=HEADER_COMMENT.format(language=name),
                      project="Meduris", version=__version__, copyright_holder="the Meduris project",
                      msgid_bugs_address="", creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                      last_translator="Meduris localisation", language_team=team, charset="utf-8",
                      fuzzy=language is None)
    if language:
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]
    return catalog


def literal_line(path: str, literal: str) -> int | None:
    """The first line of `path` that spells `literal` as a Python string, or None."""
    file = ROOT / path
    if not file.exists():
        return None
    pattern = re.compile(r"""(["'])""" + re.escape(literal) + r"\1")
    for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
        if pattern.search(line):
            return number
    return None


def extract() -> tuple[Catalog, list[str]]:
    """The template catalog of every message of meduris_gui, and notes about the extra lists."""
    template = new_catalog(None)
    notes = []
    ignored_seen = set()
    for filename, lineno, message, comments, context in extract_from_dir(
            PACKAGE, METHOD_MAP, keywords=KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True):
        path = f"{PACKAGE.name}/{Path(filename).as_posix()}"
        msgid = message[0] if isinstance(message, (list, tuple)) else message
        if (msgid, path) in NOT_MESSAGES:
            ignored_seen.add((msgid, path))
            continue
        flags = ["python-brace-format"] if any(placeholders(text) for text in forms(message)) else []
        template.add(message, None, [(path, lineno)], auto_comments=comments, flags=flags, context=context)
    for msgid, path in sorted(set(NOT_MESSAGES) - ignored_seen):
        notes.append(f"note: NOT_MESSAGES entry {msgid!r} ({path}) is no longer extracted: remove it")
    for extra in RUNTIME_MESSAGES:
        if template.get(extra.msgid, extra.context) is not None:
            notes.append(f"note: runtime message {describe(Message(extra.msgid, context=extra.context))} "
                         f"is now extracted from the code: remove it from RUNTIME_MESSAGES")
            continue
        line = literal_line(extra.path, extra.msgid)
        if line is None:
            notes.append(f"stale: runtime message {describe(Message(extra.msgid, context=extra.context))} "
                         f"is no longer in {extra.path}: update RUNTIME_MESSAGES")
            continue
        comment = f"Not extracted from the code: looked up at run time by {extra.how}."
        template.add(extra.msgid, None, [(extra.path, line)], auto_comments=[comment], context=extra.context)
    extract_lessons(template)
    return template, notes


def extract_lessons(template: Catalog) -> None:
    """The guided games' titles and texts (assets/lessons/NN-*.yaml, Meduris's, and
    assets/lessons/<game>/NN-*.yaml, another game's: meduris_gui/games/meduris/lessons.py): data, translated where
    shown. Each is noted with its file and line."""
    import yaml
    lessons = ROOT / "assets" / "lessons"
    for path in sorted(lessons.glob("[0-9][0-9]-*.yaml")) + sorted(lessons.glob("*/[0-9][0-9]-*.yaml")):
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text)
        lines = text.splitlines()
        where = path.relative_to(ROOT).as_posix()

        def line_of(value: str) -> int:
            return next((n for n, line in enumerate(lines, start=1) if value in line), 1)

        comment = "Not extracted from the code: a text of the guided game (Learn to play), shown in its lesson box."
        template.add(data["title"], None, [(where, line_of(data["title"]))], auto_comments=[comment])
        for step in data["steps"]:
            template.add(step["say"], None, [(where, line_of(step["say"]))], auto_comments=[comment])


# -- catalogs -----------------------------------------------------------------------------------

def catalog_file(language: str) -> Path:
    return LOCALES / f"{language}.po"


def read_catalog(path: Path, language: str | None) -> Catalog:
    """A catalog file, strictly: a syntax error raises babel's PoFileError naming the line."""
    with path.open("rb") as handle:
        return read_po(handle, locale=language, domain=DOMAIN, abort_invalid=True)


def render(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_by_file=True)
    return buffer.getvalue()


def fill_english(catalog: Catalog) -> None:
    """English is the source language: an empty or fuzzy entry takes the message id itself."""
    for message in catalog:
        if not message.id:
            continue
        if message.fuzzy or not all(forms(message.string)):
            message.string = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
            message.flags.discard("fuzzy")
            message.previous_id = []


PREVIOUS = "previous English: "


def note_previous(message: Message) -> None:
    """A changed message keeps its old English text in a translator comment while it is fuzzy.

    (Babel writes the old text as `#| msgid` but reads such lines back as plain comments, so the
    script keeps it in a comment of its own and drops it once the translation is reviewed.)
    """
    # The note is the last comment; write_po wraps a long one onto several comment lines, which
    # come back as comments of their own: the lines after it are the rest of it.
    own = list(message.user_comments)
    for index, comment in enumerate(own):
        if comment.startswith(PREVIOUS):
            own[index:] = [" ".join(own[index:])]
            break
    comments = [c for c in own if not c.startswith("|") and not c.startswith(PREVIOUS)]
    if message.fuzzy:
        previous = [c for c in own if c.startswith(PREVIOUS)]
        if message.previous_id:
            old = " / ".join(message.previous_id) if len(message.previous_id) > 1 else message.previous_id[0]
            previous = [PREVIOUS + old.replace("\n", "\\n")]
        comments += previous
    message.user_comments = comments
    message.previous_id = []


def merge(template: Catalog, language: str) -> tuple[Catalog, dict]:
    path = catalog_file(language)
    catalog = read_catalog(path, language) if path.exists() else new_catalog(language)
    catalog.project, catalog.version, catalog.msgid_bugs_address = template.project, template.version, ""
    catalog.fuzzy = False
    catalog.update(template, update_creation_date=True)
    # Back from the obsolete: a message the code uses again gets its old translation back (better
    # than a fuzzy guess from a similar message).
    old = {key_of(message): message for message in catalog.obsolete.values() if any(forms(message.string))}
    for message in catalog:
        returning = old.get(key_of(message))
        if not message.id or returning is None or (all(forms(message.string)) and not message.fuzzy):
            continue
        if isinstance(message.id, (list, tuple)) == isinstance(returning.id, (list, tuple)):
            message.string = returning.string
            message.user_comments = list(returning.user_comments)
            message.flags = (message.flags - {"fuzzy"}) | (returning.flags & {"fuzzy"})
            message.previous_id = []
            for obsolete_key, obsolete in list(catalog.obsolete.items()):
                if obsolete is returning:
                    del catalog.obsolete[obsolete_key]
    # Obsolete entries are kept only for their translations.
    for obsolete_key, obsolete in list(catalog.obsolete.items()):
        if not any(forms(obsolete.string)):
            del catalog.obsolete[obsolete_key]
    if language == SOURCE_LANGUAGE:
        fill_english(catalog)
    for message in catalog:
        note_previous(message)
    counts = {"messages": 0, "untranslated": 0, "fuzzy": 0, "obsolete": len(catalog.obsolete)}
    for message in catalog:
        if message.id:
            counts["messages"] += 1
            counts["fuzzy"] += message.fuzzy
            counts["untranslated"] += not all(forms(message.string))
    return catalog, counts


def shown(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def update() -> int:
    template, notes = extract()
    for note in notes:
        print(note)
    changed = write_if_changed(TEMPLATE, render(template))
    print(f"{shown(TEMPLATE)}: {sum(1 for m in template if m.id)} messages"
          f"{' (written)' if changed else ''}")
    for language in LANGUAGES:
        catalog, counts = merge(template, language)
        path = catalog_file(language)
        changed = write_if_changed(path, render(catalog))
        print(f"{shown(path)}: {counts['messages']} messages, {counts['untranslated']} untranslated, "
              f"{counts['fuzzy']} fuzzy, {counts['obsolete']} obsolete{' (written)' if changed else ''}")
    return 0


# -- checking -----------------------------------------------------------------------------------

def message_problems(message: Message, translated: Message | None, num_plurals: int) -> list[str]:
    """What is wrong with the translation of template `message` (empty list: nothing)."""
    name = describe(message)
    if translated is None:
        return [f"missing {name}"]
    if isinstance(message.id, (list, tuple)) != isinstance(translated.id, (list, tuple)):
        return [f"plural forms do not match the code for {name}"]
    texts = forms(translated.string)
    problems = []
    if translated.fuzzy:
        problems.append(f"fuzzy {name}")
    if not all(texts) or (isinstance(message.id, (list, tuple)) and len(texts) != num_plurals):
        problems.append(f"untranslated {name}")
    expected = set().union(*(placeholders(text) for text in forms(message.id)))
    for text in texts:
        if not text:
            continue
        try:
            found = placeholders(text)
        except ValueError as error:
            problems.append(f"bad braces in the translation of {name}: {error}")
            continue
        if found != expected:
            problems.append(f"placeholders {sorted(found)} instead of {sorted(expected)} in the translation "
                            f"of {name}")
    return problems


def problems(template: Catalog | None = None, notes: list[str] | None = None) -> list[str]:
    """Everything --check reports: stale runtime messages, unreadable catalogs, and per language the
    messages missing, untranslated, fuzzy or with other placeholders than the code's."""
    if template is None:
        template, notes = extract()
    result = [note for note in notes or () if note.startswith("stale:")]
    for language in LANGUAGES:
        path = catalog_file(language)
        if not path.exists():
            result.append(f"{language}: no catalog at {shown(path)}")
            continue
        try:
            catalog = read_catalog(path, language)
        except Exception as error:  # noqa: BLE001 - any failure to read is the problem to report
            result.append(f"{language}: {shown(path)} cannot be read: {error}")
            continue
        expected_plurals = int(PLURAL_FORMS[language].split(";")[0].split("=")[1])
        if catalog.num_plurals != expected_plurals:
            result.append(f"{language}: Plural-Forms gives {catalog.num_plurals} forms, expected {expected_plurals}")
        for message in template:
            if message.id:
                translated = catalog.get(message.id, message.context)
                result.extend(f"{language}: {problem}"
                              for problem in message_problems(message, translated, catalog.num_plurals))
    return result


def check() -> int:
    template, notes = extract()
    for note in notes:
        if note.startswith("note:"):
            print(note)
    found = problems(template, notes)
    for problem in found:
        print(problem)
    if found:
        print(f"{len(found)} problems: run scripts/update_catalogs.py, then translate", file=sys.stderr)
        return 1
    print(f"ok: {sum(1 for m in template if m.id)} messages translated in {', '.join(LANGUAGES)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 listing messages missing, untranslated or fuzzy in any catalog")
    args = parser.parse_args(argv)
    return check() if args.check else update()


if __name__ == "__main__":
    sys.exit(main())

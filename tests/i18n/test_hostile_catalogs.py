"""Hostile catalogs (issue 10, B6): every entry is checked when its catalog is loaded. An entry
whose placeholders differ from the English message's, with unbalanced braces, a format spec or
conversion the English has not, or wrong plural forms, shows in English and is reported naming the
file, the entry and the problem; a plural formula that fails or gives a form that does not exist is
replaced by the English rule; an empty catalog is said; the window shows one notice and goes on.

Each case is the real de.po with one thing changed, in a temporary folder (i18n.catalog_path is
pointed there), so every other entry stays German: the fallback is for that entry only.

The checks run when a .po is compiled (meduris_gui/catalogs.py; the game compiles a checkout's
changed .po when it loads it) and again at load on the compiled .mo. The `either` fixture runs a
case both ways: "po" (the .po is compiled, its check leaves the entry out and records it), "mo"
(a .mo compiled from the hostile .po without any check, as one edited by hand or by another tool,
with no .po beside it, as in an installed wheel: the check at load must catch it).
"""

from __future__ import annotations

import io
import logging
import os
import re
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")        # the App tests below run headless
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from meduris_gui import catalogs, i18n

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "meduris" / "ui"))    # the UI tests' helpers
from helpers import headless_app, start_game  # noqa: E402

REAL = i18n.data_dir("locales")
HUT = "{player} builds a hut on space {space}"
HUT_DE = "{player} baut eine Hütte auf Feld {space}"
PLURAL_HEADER = '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"'


pytestmark = pytest.mark.usefixtures("english_afterwards")    # tests/i18n/conftest.py


def german(replace: str = "", by: str = "") -> str:
    text = (REAL / "de.po").read_text(encoding="utf-8")
    if replace:
        assert text.count(replace) == 1, replace
        text = text.replace(replace, by)
    return text


def hut(msgstr: str) -> str:
    """de.po with the msgstr of the hut message replaced."""
    return german(f'msgstr "{HUT_DE}"', f'msgstr "{msgstr}"')


def points(singular: str, plural: str) -> str:
    return german('msgstr[0] "{n} Punkt"\nmsgstr[1] "{n} Punkte"',
                  f'msgstr[0] "{singular}"\nmsgstr[1] "{plural}"')


def plural_rule(rule: str) -> str:
    return german(PLURAL_HEADER, f'"Plural-Forms: {rule}\\n"')


@pytest.fixture
def hostile(tmp_path, monkeypatch):
    """Write `text` as de.po in tmp_path and point i18n at it (the other languages stay real)."""
    def write(text: str) -> Path:
        path = tmp_path / "de.po"
        path.write_text(text, encoding="utf-8")
        monkeypatch.setattr(i18n, "catalog_path",
                            lambda language: path if language == "de" else REAL / f"{language}.po")
        i18n.load_catalog.cache_clear()
        return path
    return write


def make_mo(entries: list[tuple[bytes, bytes]]) -> bytes:
    """A .mo file (GNU format, little-endian) of (msgid, msgstr) pairs, as they are."""
    entries = sorted(entries)
    count, ids, strings, table = len(entries), b"", b"", []
    for key, value in entries:
        table.append((len(key), len(ids), len(value), len(strings)))
        ids, strings = ids + key + b"\0", strings + value + b"\0"
    start_ids = 28 + 16 * count
    start_strings = start_ids + len(ids)
    originals = b"".join(struct.pack("<2I", length, start_ids + offset) for length, offset, _l, _o in table)
    translations = b"".join(struct.pack("<2I", length, start_strings + offset) for _l, _o, length, offset in table)
    return (struct.pack("<7I", 0x950412DE, 0, count, 28, 28 + 8 * count, 0, 0) + originals + translations
            + ids + strings)


RULE = re.compile(r'"Plural-Forms: ([^"\\]*)\\n"')


def unchecked_mo(text: str) -> bytes:
    """`text` (a .po) as a .mo, every translated entry as it is (no check; not even Babel's
    write_mo, which fills an empty plural form with the English); its Plural-Forms header put in
    verbatim (Babel would not read a huge nplurals)."""
    from babel.messages import pofile
    rule = RULE.search(text).group(1)
    readable = RULE.sub(PLURAL_HEADER.replace("\\", "\\\\"), text)
    catalog = pofile.read_po(io.StringIO(readable), locale="de", domain=i18n.DOMAIN)
    header = "".join(f"{name}: {value}\n" for name, value in catalog.mime_headers if name != "Plural-Forms")
    entries = [(b"", (header + f"Plural-Forms: {rule}\n").encode())]
    for message in catalog:
        if message.id and message.string and not message.fuzzy:
            ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
            strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
            key = (f"{message.context}\x04" if message.context else "") + "\x00".join(ids)
            entries.append((key.encode(), "\x00".join(strings).encode()))
    return make_mo(entries)


@pytest.fixture(params=["po", "mo"])
def either(request, tmp_path, monkeypatch):
    """As `hostile`, once as a .po the game compiles, once as a .mo compiled without the checks
    and no .po (an installed game). Returns the file the problems must name."""
    def write(text: str) -> Path:
        po = tmp_path / "de.po"
        monkeypatch.setattr(i18n, "catalog_path", lambda language: po if language == "de" else REAL / f"{language}.po")
        i18n.load_catalog.cache_clear()
        if request.param == "po":
            po.write_text(text, encoding="utf-8")
            return po
        mo = catalogs.compiled_path(po)
        mo.parent.mkdir()
        mo.write_bytes(unchecked_mo(text))
        return mo
    write.way = request.param
    return write


def test_unchecked_mo_keeps_what_it_is_given():
    """The helper itself: a wrong entry and a wrong rule reach the .mo as they are."""
    import gettext
    data = unchecked_mo(plural_rule("nplurals=2; plural=(n / 0);").replace(f'msgstr "{HUT_DE}"', 'msgstr "{x}"'))
    translations = gettext.GNUTranslations(io.BytesIO(data))
    assert translations.gettext(HUT) == "{x}" and "(n / 0)" in translations.info()["plural-forms"]


# (the de.po text, the English message of the entry, the words the problem must have)
ENTRY_CASES = {
    "wrong placeholder name": (lambda: hut("{spieler} baut eine Hütte auf Feld {space}"), HUT,
                               "unknown placeholder {spieler}"),
    "unbalanced brace": (lambda: hut("{player baut eine Hütte auf Feld {space}"), HUT, "unbalanced braces"),
    "lone closing brace": (lambda: hut("{player} baut eine Hütte} auf Feld {space}"), HUT, "unbalanced braces"),
    "huge format spec": (lambda: hut("{player:>99999999} baut eine Hütte auf Feld {space}"), HUT,
                         "{player:>99999999} has a format or conversion the English has not"),
    "conversion": (lambda: hut("{player!r} baut eine Hütte auf Feld {space}"), HUT,
                   "{player!r} has a format or conversion the English has not"),
    "attribute of a placeholder": (lambda: hut("{player.__class__} baut eine Hütte auf Feld {space}"), HUT,
                                   "unknown placeholder {player.__class__}"),
    "positional placeholder": (lambda: hut("{} baut eine Hütte auf Feld {space}"), HUT, "unknown placeholder {}"),
    "missing placeholder": (lambda: hut("Jemand baut eine Hütte auf Feld {space}"), HUT,
                            "placeholder {player} is missing"),
    "wrong name in a plural form": (lambda: points("{n} Punkt", "{anzahl} Punkte"), "{n} point",
                                    "unknown placeholder {anzahl}"),
    "huge spec in a plural form": (lambda: points("{n:>99999999} Punkt", "{n} Punkte"), "{n} point",
                                   "{n:>99999999} has a format or conversion the English has not"),
    "empty plural form": (lambda: points("{n} Punkt", ""), "{n} point", "a plural form is empty"),
}


def english_of(entry: str) -> str:
    if entry == HUT:
        return i18n._(HUT, player="Rot", space=12)
    return i18n.ngettext("{n} point", "{n} points", 2) + " / " + i18n.ngettext("{n} point", "{n} points", 1)


EXPECTED_ENGLISH = {HUT: "Rot builds a hut on space 12", "{n} point": "2 points / 1 point"}


@pytest.mark.parametrize("case", sorted(ENTRY_CASES))
def test_a_wrong_entry_falls_back_to_english_and_is_reported(case, either):
    text, entry, words = ENTRY_CASES[case]
    path = either(text())
    i18n.set_language("de")                                    # no exception: the catalog is usable
    assert english_of(entry) == EXPECTED_ENGLISH[entry]         # that entry only is in English...
    assert i18n._("Roll the die") == "Würfeln"                  # ...every other one is German
    assert i18n.ngettext("{n} wood", "{n} wood", 3) == "3 Holz"
    problems = i18n.catalog_problems("de")
    assert len(problems) == 1
    problem = problems[0]
    assert problem.kind == "entry" and problem.path == path and problem.entry == entry
    assert words in str(problem) and str(path) in str(problem) and entry in str(problem)


def test_the_problem_is_said_in_the_players_language(hostile):
    hostile(hut("{spieler} baut eine Hütte auf Feld {space}"))
    i18n.set_language("de")
    notice = i18n.catalog_notice("de")
    assert notice == ("1 Eintrag von de.po war falsch und wird auf Englisch angezeigt: "
                      f"„{HUT}“: unbekannter Platzhalter {{spieler}}")


def test_several_wrong_entries_are_counted_and_the_first_named(hostile):
    text = german(f'msgstr "{HUT_DE}"', 'msgstr "{spieler} baut"')
    text = text.replace('msgstr[0] "{n} Punkt"', 'msgstr[0] "{n!s} Punkt"')
    hostile(text)
    i18n.set_language("it")
    problems = i18n.catalog_problems("de")
    assert [problem.entry for problem in problems] == [HUT, "{n} point"]
    notice = i18n.catalog_notice("de")                          # in the window's language (Italian)
    assert notice.startswith("2 voci di de.po erano sbagliate e sono mostrate in inglese; la prima: ")
    assert HUT in notice and "{spieler}" in notice and "{n!s}" not in notice


# -- the plural formula ---------------------------------------------------------------------------

@pytest.mark.parametrize("rule, words", [
    ("nplurals=2; plural=(n / 0);", "fails for n = 0: ZeroDivisionError"),
    ("nplurals=2; plural=(n > 1 ? 2 : n);", "gives form 2 for n = 2, but there are 2 forms"),
    ("nplurals=2; plural=(n - 1);", "gives form -1 for n = 0"),
    ("nplurals=2; plural=(n == 150 ? n % 0 : n != 1);", "fails for n = 150"),
])
def test_a_broken_plural_rule_is_replaced_by_the_english_one(rule, words, either):
    path = either(plural_rule(rule))
    i18n.set_language("de")
    for n, expected in [(0, "0 Punkte"), (1, "1 Punkt"), (2, "2 Punkte"), (150, "150 Punkte")]:
        assert i18n.ngettext("{n} point", "{n} points", n) == expected
    problems = i18n.catalog_problems("de")
    assert [problem.kind for problem in problems] == ["plural-rule"]
    assert words in str(problems[0]) and str(path) in str(problems[0])
    notice = i18n.catalog_notice("de")                          # in the window's language
    assert notice.startswith(f"Die Pluralregel von {path.name} ist falsch (die Pluralregel ")
    assert notice.endswith("): die englische wird verwendet")


def test_a_plural_rule_failing_beyond_the_checked_range_gives_the_english_form_logged_once(hostile, caplog):
    """Belt and braces: the formula is tried for 0..200 when loaded; past that it may still fail."""
    hostile(plural_rule("nplurals=2; plural=(n == 500 ? n % 0 : n != 1);"))
    i18n.set_language("de")
    assert not i18n.catalog_problems("de")
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert i18n.ngettext("{n} point", "{n} points", 500) == "500 Punkte"
        assert i18n.ngettext("{n} point", "{n} points", 500) == "500 Punkte"
    assert len([r for r in caplog.records if "plural formula" in r.getMessage()]) == 1


def test_three_plural_forms_with_two_in_an_entry_falls_back(either):
    """Babel pads the entry to three forms with an empty one (a .mo holds the two): that entry shows
    in English."""
    text = plural_rule("nplurals=3; plural=(n == 1 ? 0 : n == 2 ? 1 : 2);")
    path = either(text)
    words = "a plural form is empty" if either.way == "po" else "2 plural forms instead of 3"
    i18n.set_language("de")
    problems = i18n.catalog_problems("de")
    assert problems and all(problem.kind == "entry" for problem in problems)
    assert any(problem.entry == "{n} point" and words in str(problem)
               for problem in problems)
    assert i18n.ngettext("{n} point", "{n} points", 5) == "5 points"
    assert i18n._("Roll the die") == "Würfeln"
    assert str(path) in str(problems[0])


@pytest.mark.parametrize("count", ["0", "7", "99999999"])
def test_an_impossible_number_of_plural_forms_is_a_catalog_error(count, either):
    """Babel makes a list of nplurals strings for every plural entry: 99999999 would eat the memory."""
    path = either(plural_rule(f"nplurals={count}; plural=(n != 1);"))
    with pytest.raises(i18n.CatalogError, match=re.escape(str(path))):
        i18n.set_language("de")
    assert i18n.language() == "en"


# -- an empty catalog -----------------------------------------------------------------------------

def empty_catalog() -> str:
    header = german().split("\n\n")[0]
    return header + '\n\nmsgid "Roll the die"\nmsgstr ""\n'


def test_an_empty_catalog_is_reported_and_shows_english(either):
    path = either(empty_catalog())
    i18n.set_language("de")
    assert i18n._("Roll the die") == "Roll the die"
    assert i18n.ngettext("{n} point", "{n} points", 2) == "2 points"
    problems = i18n.catalog_problems("de")
    assert [problem.kind for problem in problems] == ["empty"]
    assert str(path) in str(problems[0]) and "no translated entries" in str(problems[0])
    assert i18n.catalog_notice("de") == f"{path.name} has no translated texts: English is shown"


def test_a_catalog_of_only_wrong_entries_is_empty_too(either):
    header = german().split("\n\n")[0]
    either(header + f'\n\nmsgid "{HUT}"\nmsgstr "{{spieler}} baut"\n')
    i18n.set_language("de")
    kinds = [problem.kind for problem in i18n.catalog_problems("de")]
    assert kinds == ["entry", "empty"]
    assert "no translated texts" in i18n.catalog_notice("de")


# -- run time: never a crash for a catalog that passed loading -----------------------------------

def test_a_translation_that_cannot_be_filled_at_run_time_gives_english_logged_once(caplog):
    """Belt and braces: were a bad text to get past the check, the lookup still never raises."""
    i18n.set_language("de")
    catalog = i18n.load_catalog("de")._catalog
    catalog[HUT] = "{spieler} baut {"
    catalog[("{n} point", 1)] = "{anzahl} Punkte"
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        for _ in range(3):
            assert i18n._(HUT, player="Rot", space=12) == "Rot builds a hut on space 12"
            assert i18n.ngettext("{n} point", "{n} points", 4) == "4 points"
    warnings = [r.getMessage() for r in caplog.records if "cannot be filled" in r.getMessage()]
    assert len(warnings) == 2
    with pytest.raises(KeyError):                               # a bug of the code still shows
        i18n._("Roll the die {x}", y=1)


# -- the good catalogs ---------------------------------------------------------------------------

@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_repositorys_catalogs_have_no_problem(language):
    assert i18n.catalog_problems(language) == ()
    assert i18n.catalog_notice(language) == ""


# -- the window ----------------------------------------------------------------------------------

def test_the_window_shows_the_notice_once_and_goes_on(hostile):
    hostile(hut("{spieler} baut eine Hütte auf Feld {space}"))
    app = headless_app("it")
    assert app.notice == ""
    app.set_language("de")
    assert app.settings.language == "de"                       # the switch happened
    assert "de.po" in app.notice and HUT in app.notice and "{spieler}" in app.notice
    assert app.notice.startswith("1 Eintrag von de.po war falsch")   # in the window's new language
    app.step()                                                 # still draws
    app.notice = ""
    app.set_language("it")
    app.set_language("de")
    assert app.notice == ""                                    # said once
    app.step()


def test_the_window_with_an_empty_catalog_says_so(hostile):
    hostile(empty_catalog())
    app = headless_app("it")
    app.set_language("de")
    assert app.settings.language == "de" and app.notice == "de.po has no translated texts: English is shown"
    app.step()


def test_a_game_plays_on_with_every_hostile_entry_at_once(hostile):
    """The log re-renders every line on a language switch: with a catalog holding each hostile kind,
    a game started in German plays on and switches language without an exception."""
    text = german(f'msgstr "{HUT_DE}"', 'msgstr "{spieler} baut eine Hütte auf Feld {space:>99999999}"')
    text = text.replace('msgstr[0] "{n} Punkt"\nmsgstr[1] "{n} Punkte"',
                        'msgstr[0] "{n!r} Punkt"\nmsgstr[1] "{n Punkte"')
    text = text.replace(PLURAL_HEADER, '"Plural-Forms: nplurals=2; plural=(n / 0);\\n"')
    hostile(text)
    app = App_in_german()
    assert "de.po" in app.notice
    app.notice = ""                                            # read (a click on it would close it)
    player = start_game(app, 3, seed=3, seats=["human", "easy", "easy"])
    for _ in range(150):
        player.step()
    app.set_language("es")
    app.step()
    app.set_language("de")
    app.step()
    assert i18n._(HUT, player="Rot", space=3) == "Rot builds a hut on space 3"


def App_in_german():  # noqa: N802 - reads as what it makes
    from meduris_gui.table.app import App, Settings
    from meduris_gui.table.scenes.title import TitleScene

    app = App(size=(1366, 768), settings=Settings(language="de", speed="instant", seed=7), headless=True)
    app.stack.push(TitleScene())
    app.step()
    return app


@pytest.mark.parametrize("formula", ["(n !=! 1)", "(n ? : 1)"])
def test_a_plural_formula_that_is_not_a_formula_is_a_catalog_error(formula, either):
    """gettext.c2py raises SyntaxError for some broken formulas, not only ValueError: the app
    must get the CatalogError it handles, not a crash."""
    path = either(plural_rule(f"nplurals=2; plural={formula};"))
    with pytest.raises(i18n.CatalogError, match=re.escape(str(path))):
        i18n.set_language("de")
    assert i18n.language() == "en"

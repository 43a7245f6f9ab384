"""Compiled catalogs (issue 20, item 4): the game reads locales/compiled/<lang>.mo with the standard
library and never imports Babel to start; a checkout rebuilds a .mo that is missing, damaged or
built from another .po when Babel is importable (atomically: pytest-xdist runs two processes);
without Babel it shows English and says how to build them; a damaged .mo of an installed game
(no .po beside it) is a CatalogError and the window goes on in English.
"""

from __future__ import annotations

import ast
import gettext
import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from meduris_gui import catalogs, i18n

ROOT = Path(__file__).resolve().parents[2]
REAL = i18n.data_dir("locales")
HUT = "{player} builds a hut on space {space}"
HUT_DE = "{player} baut eine Hütte auf Feld {space}"


pytestmark = pytest.mark.usefixtures("english_afterwards")    # tests/i18n/conftest.py


@pytest.fixture
def locales(tmp_path, monkeypatch):
    """A copy of the real .po files in tmp_path/locales, i18n pointed at it (nothing compiled yet)."""
    folder = tmp_path / "locales"
    folder.mkdir()
    for language in i18n.LANGUAGES:
        (folder / f"{language}.po").write_bytes((REAL / f"{language}.po").read_bytes())
    monkeypatch.setattr(i18n, "data_dir", lambda name: folder)
    i18n.load_catalog.cache_clear()
    return folder


@pytest.fixture
def no_babel(monkeypatch):
    """Babel cannot be imported (as on a player's machine): an import of it raises ImportError."""
    for name in [name for name in sys.modules if name == "babel" or name.startswith("babel.")]:
        monkeypatch.delitem(sys.modules, name)
    for name in ("babel", "babel.messages", "babel.messages.pofile", "babel.messages.mofile"):
        monkeypatch.setitem(sys.modules, name, None)


@pytest.fixture(scope="module")
def good_mo() -> dict[str, bytes]:
    """The real catalogs compiled (set up before a test's `no_babel`)."""
    built = {}
    for language in i18n.LANGUAGES:
        built[language], problems = catalogs.compile_po((REAL / f"{language}.po").read_bytes(), language)
        assert problems == []
    return built


def headless_app(language: str):
    from meduris_gui.table.app import App, Settings
    app = App(size=(1366, 768), settings=Settings(language=language, speed="instant"), headless=True)
    app.stack.push("title")
    app.step()
    return app


# -- run time without Babel ------------------------------------------------------------------------

def test_starting_to_the_title_imports_no_babel():
    """What `meduris` does up to the title, in a fresh process, in German: Babel stays out of it."""
    for language in i18n.LANGUAGES:           # the checkout's .mo files up to date (built if needed)
        i18n.load_catalog(language)
    child = textwrap.dedent("""
        import sys
        from meduris_gui.settings import SettingsStore
        from meduris_gui.table.app import App
        from meduris_gui import i18n
        app = App(size=(1366, 768), store=SettingsStore(), headless=True, language="de")
        app.stack.push("title")
        app.step()
        print([name for name in sys.modules if name.split(".")[0] == "babel"], i18n._("Roll the die"), app.notice)
    """)
    result = subprocess.run([sys.executable, "-c", child], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            check=False, env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[] Würfeln", result.stdout


def test_babel_is_imported_only_to_compile():
    """In the package, Babel is imported in one place: catalogs._babel, called by compile_po."""
    found = []
    for path in sorted((ROOT / "meduris_gui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.relative_to(ROOT)}:{node.lineno}" for name in names if name.split(".")[0] == "babel"]
    assert len(found) == 1 and found[0].startswith("meduris_gui/catalogs.py:"), found


def test_a_checkout_without_babel_nor_compiled_catalogs_shows_english_and_says_how(locales, no_babel, caplog):
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        app = headless_app("de")
    assert app.settings.language == "de"                       # kept: it works once they are built
    assert i18n._("Roll the die") == "Roll the die"
    assert i18n.ngettext("{n} point", "{n} points", 2) == "2 points"
    assert "not compiled" in app.notice and "pip install babel" in app.notice and "de.po" in app.notice
    logged = " ".join(record.getMessage() for record in caplog.records)
    assert str(locales / "de.po") in logged and "pip install babel" in logged
    assert "python -m meduris_gui.catalogs" in logged
    assert not (locales / "compiled").exists()
    app.step()


def test_the_notice_of_uncompiled_catalogs_is_translated(good_mo, locales, no_babel):
    """The window's language is one whose .mo exists, the language switched to is not compiled."""
    (locales / "compiled").mkdir()
    (locales / "compiled" / "it.mo").write_bytes(good_mo["it"])
    i18n.set_language("it")
    assert i18n._("Roll the die") == "Tira il dado"
    assert i18n.catalog_notice("de").startswith("Le traduzioni non sono compilate (de.po)")


def test_english_needs_no_compiled_catalog(locales, no_babel):
    i18n.set_language("en")
    assert i18n.catalog_problems("en") == () and i18n._("Roll the die") == "Roll the die"


# -- a checkout rebuilds what is missing, damaged or stale -----------------------------------------

def test_the_first_load_compiles_and_the_next_reads_the_mo(locales):
    i18n.set_language("de")
    mo = locales / "compiled" / "de.mo"
    assert i18n._("Roll the die") == "Würfeln" and mo.is_file()
    assert mo.read_bytes()[:4] == b"\xde\x12\x04\x95"
    built = mo.stat().st_mtime_ns, mo.stat().st_ino
    i18n.load_catalog.cache_clear()
    i18n.set_language("de")
    assert (mo.stat().st_mtime_ns, mo.stat().st_ino) == built      # up to date: not written again
    assert not [p for p in mo.parent.iterdir() if p.suffix == ".tmp"]


def test_a_changed_po_is_compiled_again(locales):
    i18n.set_language("de")
    po = locales / "de.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Würfeln"', 'msgstr "Würfle"'), encoding="utf-8")
    os.utime(po, ns=(0, 0))            # older than the .mo: the times do not decide, the contents do
    i18n.load_catalog.cache_clear()
    i18n.set_language("de")
    assert i18n._("Roll the die") == "Würfle"


def test_a_mo_of_another_builder_format_is_compiled_again(locales, monkeypatch):
    i18n.set_language("de")
    monkeypatch.setattr(catalogs, "FORMAT", catalogs.FORMAT + 1)
    i18n.load_catalog.cache_clear()
    i18n.set_language("de")
    translations = gettext.GNUTranslations((locales / "compiled" / "de.mo").open("rb"))
    assert catalogs.read_build_info(translations._catalog[catalogs.BUILD_KEY])[0] == catalogs.FORMAT


def test_a_stale_mo_without_babel_is_used_and_the_log_says_so(locales, monkeypatch, caplog):
    i18n.set_language("de")
    po = locales / "de.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Würfeln"', 'msgstr "Würfle"'), encoding="utf-8")
    for name in ("babel.messages", "babel.messages.pofile", "babel.messages.mofile"):
        monkeypatch.setitem(sys.modules, name, None)
    i18n.load_catalog.cache_clear()
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        i18n.set_language("de")
    assert i18n._("Roll the die") == "Würfeln"                   # the older translations
    assert any("was not built from the current" in record.getMessage() for record in caplog.records)


def test_a_damaged_mo_in_a_checkout_is_rebuilt(locales, caplog):
    (locales / "compiled").mkdir()
    (locales / "compiled" / "de.mo").write_bytes(b"not a catalog at all")
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        i18n.set_language("de")
    assert i18n._("Roll the die") == "Würfeln"
    assert any("damaged compiled catalog" in record.getMessage() and "rebuilt from" in record.getMessage()
               for record in caplog.records)


def test_a_damaged_mo_in_a_checkout_without_babel_is_a_catalog_error(locales, no_babel):
    (locales / "compiled").mkdir()
    (locales / "compiled" / "de.mo").write_bytes(b"\x00" * 40)
    with pytest.raises(i18n.CatalogError, match="damaged compiled catalog"):
        i18n.set_language("de")


def test_compiling_in_two_processes_at_once_leaves_whole_files(tmp_path):
    """pytest-xdist's workers may build the same .mo at the same moment: each writes a temporary
    file and renames it, so the file is always a whole catalog and no temporary file stays."""
    for language in i18n.LANGUAGES:
        (tmp_path / f"{language}.po").write_bytes((REAL / f"{language}.po").read_bytes())
    code = ("import sys; from pathlib import Path; from meduris_gui import catalogs\n"
            "for _ in range(5): catalogs.compile_folder(Path(sys.argv[1]))\n")
    children = [subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT) for _ in range(2)]
    assert [child.wait(timeout=120) for child in children] == [0, 0]
    compiled = tmp_path / "compiled"
    assert sorted(p.name for p in compiled.iterdir()) == sorted(f"{language}.mo" for language in i18n.LANGUAGES)
    with (compiled / "de.mo").open("rb") as handle:
        assert gettext.GNUTranslations(handle).gettext("Roll the die") == "Würfeln"


# -- an installed game: only .mo files, never compiled ---------------------------------------------

def _installed(tmp_path, monkeypatch, data: bytes) -> Path:
    """A locales folder as an installed wheel has it (compiled/de.mo, no .po), de.mo being `data`."""
    mo = tmp_path / "locales" / "compiled" / "de.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(data)
    monkeypatch.setattr(i18n, "catalog_path", lambda language: tmp_path / "locales" / f"{language}.po"
                        if language == "de" else REAL / f"{language}.po")
    i18n.load_catalog.cache_clear()
    return mo


def test_an_installed_game_reads_the_mo_without_babel(good_mo, tmp_path, monkeypatch, no_babel):
    mo = _installed(tmp_path, monkeypatch, good_mo["de"])
    i18n.set_language("de")
    assert i18n._("Roll the die") == "Würfeln" and i18n.catalog_problems("de") == ()
    assert i18n.catalog_file("de") == mo and i18n.catalog_exists("de")


DAMAGED = {
    "bad magic": lambda good: b"\x00\x01\x02\x03" + good[4:],
    "truncated": lambda good: good[: len(good) // 2],
    "cut in the header": lambda good: good[:10],
    "empty": lambda good: b"",
    "bad version": lambda good: good[:4] + b"\x00\x00\x09\x00" + good[8:],
    "not UTF-8": lambda good: good.replace("Würfeln".encode(), b"W\xff\xferfeln"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_a_damaged_mo_is_a_catalog_error_naming_it(kind, good_mo, tmp_path, monkeypatch):
    mo = _installed(tmp_path, monkeypatch, DAMAGED[kind](good_mo["de"]))
    with pytest.raises(i18n.CatalogError) as raised:
        i18n.set_language("de")
    assert str(mo) in str(raised.value) and raised.value.field == "(file)"
    assert i18n.language() == "en"


def test_the_window_goes_on_in_english_with_a_damaged_mo(good_mo, tmp_path, monkeypatch):
    _installed(tmp_path, monkeypatch, DAMAGED["truncated"](good_mo["de"]))
    app = headless_app("de")
    assert app.settings.language == "en" and "de.mo" in app.notice
    assert app.notice.startswith("A translation file is broken")
    assert i18n._("Roll the die") == "Roll the die"
    app.step()


# -- the builder -------------------------------------------------------------------------------------

def test_the_build_reports_and_leaves_out_a_refused_entry(tmp_path, capsys):
    for language in i18n.LANGUAGES:
        (tmp_path / f"{language}.po").write_bytes((REAL / f"{language}.po").read_bytes())
    po = tmp_path / "de.po"
    po.write_text(po.read_text(encoding="utf-8").replace(f'msgstr "{HUT_DE}"', 'msgstr "{spieler} baut"'),
                  encoding="utf-8")
    assert catalogs.main(["--locales", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "de.mo: built, 1 problem(s)" in out and f"{HUT!r}: unknown placeholder {{spieler}}" in out
    with (tmp_path / "compiled" / "de.mo").open("rb") as handle:
        translations = gettext.GNUTranslations(handle)
    assert HUT not in translations._catalog and translations.gettext("Roll the die") == "Würfeln"
    _format, digest, dropped = catalogs.read_build_info(translations._catalog[catalogs.BUILD_KEY])
    assert digest == catalogs.source_digest(po.read_bytes())
    assert [(p.entry, p.values) for p in dropped] == [(HUT, (("placeholder", "{spieler}"),))]


def test_the_build_refuses_a_catalog_it_cannot_read(tmp_path, capsys):
    (tmp_path / "de.po").write_text("this is not a catalog\n", encoding="utf-8")
    assert catalogs.main(["--locales", str(tmp_path)]) == 1
    assert str(tmp_path / "de.po") in capsys.readouterr().err
    assert not (tmp_path / "compiled").exists()


def test_the_repositorys_catalogs_build_without_a_problem(tmp_path):
    results = catalogs.compile_folder(REAL, tmp_path)
    assert sorted(p.name for p in results) == sorted(f"{language}.mo" for language in i18n.LANGUAGES)
    assert all(problems == [] for problems in results.values())

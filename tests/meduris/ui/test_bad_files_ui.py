"""Broken data files are named in the window and on the command line; the game goes on."""

from __future__ import annotations

import pytest

from meduris_gui import i18n
from meduris_gui.cli import main
from meduris_gui.games.meduris.rules import board as board_module

from helpers import headless_app


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")
    i18n.load_catalog.cache_clear()


def test_a_broken_catalog_keeps_the_language_and_names_the_file(tmp_path, monkeypatch):
    bad = tmp_path / "de.po"
    bad.write_text('this is not a catalog\n', encoding="utf-8")
    app = headless_app("it")
    monkeypatch.setattr(i18n, "catalog_path", lambda language: bad if language == "de" else
                        i18n.data_dir("locales") / f"{language}.po")
    i18n.load_catalog.cache_clear()
    app.set_language("de")
    assert app.settings.language == "it" and "de.po" in app.notice
    app.step()                                                # still draws


def test_a_missing_catalog_falls_back_to_english_with_a_warning(tmp_path, monkeypatch, caplog):
    app = headless_app("it")
    monkeypatch.setattr(i18n, "catalog_path", lambda language: tmp_path / f"{language}.po")
    i18n.load_catalog.cache_clear()
    app.set_language("es")
    assert app.settings.language == "es" and "es.po" in app.notice
    assert i18n._("Roll the die") == "Roll the die"
    assert any("falling back to English" in r.message for r in caplog.records)


def test_a_broken_board_file_is_named_on_the_command_line(tmp_path, monkeypatch, capsys):
    broken = tmp_path / "2-3p.yaml"
    broken.write_text("format: meduris-board\nversion: 1\nspaces: 7\n", encoding="utf-8")
    monkeypatch.setattr(board_module, "board_path", lambda side: broken)
    board_module.load_side.cache_clear()
    try:
        assert main(["sim", "--players", "2", "--games", "1"]) == 2
        assert "2-3p.yaml" in capsys.readouterr().err
    finally:
        board_module.load_side.cache_clear()

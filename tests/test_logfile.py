"""Issue 20 item 6: the log a player can attach to a bug report. Warnings and errors of the window
and of the tools go to a rotating meduris.log in the per-user log folder ($MEDURIS_LOG_DIR here, a
folder of each test's own: tests/conftest.py); a folder that cannot be written stops nothing."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pytest

import meduris_gui
from meduris_gui import logfile
from meduris_gui.cli import main
from meduris_gui.i18n import set_language
from meduris_gui.settings import SettingsStore

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def closed_afterwards():
    yield
    logfile.stop()
    set_language("en")


def _log(folder: Path) -> str:
    return (folder / logfile.FILE_NAME).read_text(encoding="utf-8")


def test_the_folder_follows_the_environment_like_the_saves_and_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(tmp_path / "logs"))
    assert logfile.log_dir() == tmp_path / "logs"
    assert logfile.start("window") == tmp_path / "logs" / "meduris.log"
    assert logfile.current() == tmp_path / "logs" / "meduris.log"
    monkeypatch.delenv("MEDURIS_LOG_DIR")
    import platformdirs
    assert logfile.log_dir() == Path(platformdirs.user_log_dir("meduris", appauthor=False))


def test_a_warning_of_the_window_lands_in_the_log(tmp_path, monkeypatch):
    """A broken settings file: the window says so in a notice, and the log keeps it with the
    version and who wrote it."""
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(tmp_path / "logs"))
    logfile.start("window")
    settings = tmp_path / "settings.yaml"
    settings.write_text("language: [unclosed\n", encoding="utf-8")
    from meduris_gui.table.app import App
    app = App(size=(1366, 768), headless=True, store=SettingsStore(settings))
    assert app.notice, "the window shows the problem"
    text = _log(tmp_path / "logs")
    assert "WARNING" in text and "meduris_gui.table.app" in text and "settings.yaml" in text
    assert f"[meduris {meduris_gui.__version__} window, pid {os.getpid()}]" in text


def test_meduris_starts_the_log_for_the_window(tmp_path, monkeypatch):
    """`meduris` (no command) opens the log before the window: what the window logs is in it."""
    import meduris_gui.table.main as ui_main

    def window(language=None) -> int:
        logging.getLogger("meduris_gui.table.thinker").error("computer player failed (%r)", "boom")
        return 0

    monkeypatch.setattr(ui_main, "run", window)
    assert main([]) == 0
    text = _log(Path(os.environ["MEDURIS_LOG_DIR"]))
    assert "ERROR" in text and "computer player failed ('boom')" in text and " window, pid" in text


def test_a_tools_error_lands_in_the_log(tmp_path, capsys):
    record = tmp_path / "broken.yaml"
    record.write_text("format: meduris-record\nversion: 1\nplayers: seven\n", encoding="utf-8")
    assert main(["replay", str(record)]) == 2
    assert "broken.yaml" in capsys.readouterr().err
    text = _log(Path(os.environ["MEDURIS_LOG_DIR"]))
    assert " replay, pid" in text and "broken.yaml" in text


def test_info_lines_stay_out_and_the_log_says_nothing_when_all_is_well(tmp_path, monkeypatch):
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(tmp_path))
    assert main(["sim", "--players", "2", "--games", "1", "--seed", "1"]) == 0
    logging.getLogger("meduris_gui.test").info("not a warning")
    assert _log(tmp_path) == ""


def test_an_uncaught_exception_is_logged(tmp_path, monkeypatch):
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(tmp_path))
    logfile.start("window")
    seen = []
    monkeypatch.setattr(logfile, "_previous_hook", lambda *info: seen.append(info))
    try:
        raise RuntimeError("the window fell over")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert seen, "Python still prints it"
    text = _log(tmp_path)
    assert "CRITICAL" in text and "RuntimeError: the window fell over" in text and "Traceback" in text


def test_rotation_bounds_the_size(tmp_path, monkeypatch):
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(logfile, "MAX_BYTES", 20_000)
    logfile.start("window")
    log = logging.getLogger("meduris_gui.test")
    for k in range(400):                         # 400 lines of some 300 bytes: 6 times the bound
        log.warning("line %04d %s", k, "x" * 200)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["meduris.log", "meduris.log.1", "meduris.log.2", "meduris.log.3"], files
    for path in tmp_path.iterdir():
        assert path.stat().st_size <= 20_000, (path.name, path.stat().st_size)
    assert "line 0399" in _log(tmp_path), "the newest lines are in meduris.log"
    assert "line 0000" not in "".join(p.read_text() for p in tmp_path.iterdir()), "the oldest were dropped"


def test_the_real_bounds_keep_the_log_and_its_backups_small():
    assert 100_000 <= logfile.MAX_BYTES <= 1_000_000 and 1 <= logfile.BACKUPS <= 5
    assert logfile.MAX_BYTES * (logfile.BACKUPS + 1) <= 4_000_000


def test_a_log_folder_that_cannot_be_written_does_not_stop_the_game(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the log folder should be", encoding="utf-8")
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(blocker / "logs"))
    assert logfile.start("window") is None
    assert "the log cannot be written" in capsys.readouterr().err
    assert logfile.current() is None
    logging.getLogger("meduris_gui.test").warning("nowhere to go")      # no crash

    # The tools and the window run as usual.
    assert main(["sim", "--players", "2", "--games", "1", "--seed", "1"]) == 0
    captured = capsys.readouterr()
    assert '"games": 1' in captured.out and "the log cannot be written" in captured.err
    import meduris_gui.table.main as ui_main
    monkeypatch.setattr(ui_main, "run", lambda language=None: 0)
    assert main([]) == 0


def test_a_full_disk_while_logging_does_not_stop_the_game(tmp_path, monkeypatch, capsys):
    """The file was opened, then a write fails (a full disk): logging reports it on stderr and
    the game goes on."""
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(tmp_path))
    logfile.start("window")
    handler = logfile._handler

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(handler.stream, "write", full)
    logging.getLogger("meduris_gui.test").warning("disk full")          # must not raise
    assert "No space left on device" in capsys.readouterr().err

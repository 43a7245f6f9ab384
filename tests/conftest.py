"""Every test writes saves into a temporary folder, never into the user's data folder, and finds
its settings file in a fresh temporary config folder, never the user's.

The suite runs in parallel (pytest-xdist, `-n auto --dist worksteal` in pyproject.toml): every
folder a test writes is its own (tmp_path, the two fixtures below; each worker process also gets
its own MEDURIS_DATA_DIR and MEDURIS_CONFIG_DIR at import), and the tests marked slow run first so
that no long test starts last while the other worker has nothing left to do."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("MEDURIS_DATA_DIR", tempfile.mkdtemp(prefix="meduris-tests-"))
# Also for code run at import time and in subprocesses started outside a test.
os.environ["MEDURIS_CONFIG_DIR"] = tempfile.mkdtemp(prefix="meduris-tests-config-")
os.environ["MEDURIS_LOG_DIR"] = tempfile.mkdtemp(prefix="meduris-tests-log-")


def pytest_collection_modifyitems(config, items):
    """The slow tests (builds, installs, whole games through the window) first, each group in its
    collected order. In parallel a worker that runs out of tests takes over the tests the other
    one has not begun (worksteal): a long test started near the end would run alone."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True)
def _config_dir(tmp_path_factory, monkeypatch):
    """A settings folder of its own for every test (empty: a first start)."""
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("MEDURIS_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _log_dir(tmp_path_factory, monkeypatch):
    """A log folder of its own for every test: `meduris` (cli.main) starts the log there, never in
    the user's log folder."""
    folder = tmp_path_factory.mktemp("log")
    monkeypatch.setenv("MEDURIS_LOG_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _data_dir(tmp_path_factory, monkeypatch):
    """A saves folder of its own for every test: an unfinished autosave another test left would
    otherwise be kept by New game (with a notice that takes the next click)."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("MEDURIS_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _decisions_by_steps_only(monkeypatch):
    """The window's computers answer by their step budget, never cut by the clock: a seeded game
    through the window plays the same on a quiet and a loaded machine (the safety net past
    thinker.SAFETY is tested on the players themselves, with a deadline of their own)."""
    monkeypatch.setattr("meduris_gui.table.thinker.SAFETY", 600.0)


@pytest.fixture
def never_open_special_files(monkeypatch):
    """On code that reads saves with open() (today's main), opening a device, a FIFO or a huge file
    in the saves folder fails the test at once instead of eating the memory or hanging."""
    import builtins
    import io
    import stat as stat_module
    real_open = builtins.open

    def guarded(file, *args, **kwargs):
        folder = os.environ.get("MEDURIS_DATA_DIR")
        if folder and isinstance(file, (str, os.PathLike)) and str(file).startswith(folder):
            try:
                info = os.stat(file)
            except OSError:
                info = None
            if info is not None and (not stat_module.S_ISREG(info.st_mode) or info.st_size > 10_000_000):
                raise AssertionError(f"{file}: a special or huge file was opened to be read")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", guarded)
    monkeypatch.setattr(io, "open", guarded)


@pytest.fixture
def broken_board(tmp_path, monkeypatch):
    """Call it to make the game read a copy of the boards folder whose 2-3p.yaml has an unknown
    field (the repository's files are untouched)."""
    from meduris_gui.games.meduris.rules import board as board_module
    boards = tmp_path / "boards"
    shutil.copytree(Path(__file__).resolve().parent.parent / "boards", boards)
    with open(boards / "2-3p.yaml", "a", encoding="utf-8") as out:
        out.write("x: 5\n")
    board_module.load_side.cache_clear()

    def use() -> None:
        monkeypatch.setattr(board_module, "board_path", lambda side: boards / f"{side}.yaml")
        board_module.load_side.cache_clear()

    yield use
    board_module.load_side.cache_clear()


@pytest.fixture
def broken_lesson(tmp_path):
    """Call it as broken_lesson(game, name, old, new): the LessonError of loading a copy of
    `game`'s lessons in which file `name` has `old` (which must be there) replaced by `new` (the
    repository's files are untouched); a load that succeeds fails the test."""
    from meduris_gui.lessons import LessonError, Tutorial, lesson_rules

    def load(game: str, name: str, old: str, new: str) -> LessonError:
        folder = tmp_path / game
        shutil.copytree(lesson_rules(game).folder(), folder)
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text, (name, old)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        with pytest.raises(LessonError) as caught:
            Tutorial.load(folder, game=game)
        return caught.value

    return load

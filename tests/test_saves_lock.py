"""One window per data folder (issue 19 item 12) and the temporary files of killed writes (item 18).

Two windows on one data folder once lost a whole game: the second set the first one's running game
aside, then both rewrote the same autosave. Another process holds the folder's lock here (a real
OS lock, filelock); this process must write nothing into the saves folder while it does."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from meduris_gui import atomic, saves
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.record import Record

HOLDER = ("import sys\nfrom meduris_gui import saves\n"
          "print('held' if saves.claim_folder() else 'refused', flush=True)\n"
          "sys.stdin.read()\n")


def a_game() -> Game:
    game = Game.new(["purple", "blue"], 0, seed=3)
    game.apply(game.legal_actions()[0])
    return game


class Holder:
    """Another Meduris (a process) holding the data folder until stop()."""

    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, env=dict(os.environ))
        self.answer = self.process.stdout.readline().strip()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(timeout=60)


@pytest.fixture
def holder():
    other = Holder()
    assert other.answer == "held"
    yield other
    other.stop()


@pytest.fixture
def data_dir_saves() -> Path:
    return saves.save_dir()               # conftest gives every test a data folder of its own


@pytest.fixture(autouse=True)
def no_lock_left():
    yield
    saves.release_folder()


def test_a_second_process_never_writes_the_autosave_of_the_first(data_dir_saves, holder):
    assert saves.folder_in_use()
    assert not saves.claim_folder()                       # this one is the second window
    with pytest.raises(saves.SavesInUse) as raised:
        saves.save_game(a_game())
    assert isinstance(raised.value, OSError)              # every caller reports a failed save already
    assert "another window of Meduris" in raised.value.strerror
    assert not (data_dir_saves / "autosave.yaml").exists()
    assert not list(data_dir_saves.glob(".*.tmp"))


def test_the_first_windows_game_is_never_set_aside_or_deleted(data_dir_saves, holder):
    data_dir_saves.mkdir(parents=True, exist_ok=True)
    running = data_dir_saves / "autosave.yaml"
    running.write_text("the first window's game", encoding="utf-8")
    (data_dir_saves / "old.yaml").write_text("a save", encoding="utf-8")
    with pytest.raises(saves.SavesInUse):
        saves.keep_unfinished_autosave()                  # New game in the second window
    with pytest.raises(saves.SaveError):
        saves.delete_save("old")
    with pytest.raises(saves.SaveError) as raised:
        saves.load_game()                                 # damaged, but not this process's to move
    assert raised.value.moved_to is None
    assert sorted(p.name for p in data_dir_saves.iterdir()) == ["autosave.yaml", "old.yaml"]
    assert running.read_text(encoding="utf-8") == "the first window's game"


def test_the_folder_is_free_again_once_the_other_window_is_gone(data_dir_saves, holder):
    assert not saves.claim_folder()
    holder.stop()
    assert saves.claim_folder()                           # "Try again"
    assert saves.save_game(a_game()).exists()
    other = Holder()                                      # now a third window is the second one
    try:
        assert other.answer == "refused"
    finally:
        other.stop()


def test_a_window_holding_the_folder_writes_as_usual(data_dir_saves):
    assert saves.claim_folder() and not saves.folder_in_use()
    path = saves.save_game(a_game())
    assert path.exists() and Record.of(saves.load_game().game).actions == Record.of(a_game()).actions


# -- item 18: temporary files of killed writes -----------------------------------------------------

def orphans(folder: Path, count: int, age: float = 0.0) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for k in range(count):
        path = folder / f".autosave.yaml.abc{k:05d}.tmp"
        path.write_text("half a game", encoding="utf-8")
        if age:
            os.utime(path, (time.time() - age, time.time() - age))
        made.append(path)
    return made


def test_every_write_of_a_save_removes_the_temporary_files_of_killed_writes(data_dir_saves):
    """Up to 52 `.autosave.yaml.*.tmp` were found beside the saves after writes were killed outside
    the window: a write under the folder's lock knows no other writer is at work, so every file of
    write_atomic's pattern is an orphan, however young."""
    made = orphans(data_dir_saves, 52)
    keep = data_dir_saves / ".notes.tmp"                  # not write_atomic's pattern: not ours
    keep.write_text("mine", encoding="utf-8")
    saves.save_game(a_game())
    assert not any(path.exists() for path in made)
    assert keep.exists()
    assert sorted(p.name for p in data_dir_saves.iterdir()) == [".notes.tmp", "autosave.yaml"]


def test_the_window_removes_them_when_it_takes_the_folder(data_dir_saves):
    made = orphans(data_dir_saves, 5)
    assert saves.claim_folder()
    assert not any(path.exists() for path in made)


def test_without_the_lock_only_old_ones_go(data_dir_saves, holder):
    """Another window holds the folder: its write in progress may be one of them, so only files
    older than atomic.STALE_AFTER go (by the title's sweep), never a fresh one."""
    young = orphans(data_dir_saves, 2)
    old = data_dir_saves / ".autosave.yaml.old00001.tmp"
    old.write_text("killed long ago", encoding="utf-8")
    os.utime(old, (time.time() - 10 * atomic.STALE_AFTER,) * 2)
    saves.remove_stale_temporaries()
    assert all(path.exists() for path in young) and not old.exists()

"""Saved games: game records in the user's data folder, written atomically.

A save is a game record (setup plus every decision, docs/NOTATION.md) with the players' names, so
loading it replays the game exactly: same state, same log. A game with computer players says who
plays each seat (the record's `seats: [human, easy, strong]`); a save without it, or from before
computer players, is a game of humans. The autosave is rewritten after every
decision; named saves are copies under a name. A file is written to a temporary file in the same
folder, flushed to disk and renamed over the old one, so a process killed in the middle of a
write leaves either the old save or the new one, never a broken one.

A save that cannot be read (corrupt, truncated, foreign, written by a newer version) is moved
aside with a ".broken-<time>" suffix, never deleted, and reported; the game goes on.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from .rules.game import Game
from .rules.record import Record, RecordError, ReplayError

AUTOSAVE = "autosave"
SUFFIX = ".yaml"
ENV_DIR = "MEDURIS_DATA_DIR"          # tests and portable installs point this elsewhere
_NAME = re.compile(r"^[^/\\:*?\"<>|\x00-\x1f]{1,40}$")
HUMAN = "human"


class SaveError(ValueError):
    """A save that cannot be used; `moved_to` says where the file was put aside (if it was)."""

    def __init__(self, message: str, moved_to: Path | None = None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def save_dir() -> Path:
    """The per-user folder of saves (platformdirs), or $MEDURIS_DATA_DIR/saves."""
    base = os.environ.get(ENV_DIR) or platformdirs.user_data_dir("meduris", appauthor=False)
    return Path(base) / "saves"


def save_path(name: str) -> Path:
    if not _NAME.match(name) or name.strip() != name or name in (".", ".."):
        raise SaveError(f"{name!r} cannot be a save name (1-40 characters, no / \\ : * ? \" < > |)")
    return save_dir() / f"{name}{SUFFIX}"


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers see the old or the new file, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def save_game(game: Game, names: list | None = None, name: str = AUTOSAVE, seats: list | None = None) -> Path:
    """Write the game's record under `name`; `seats` says who plays each seat (None: humans).
    The seats are written only when a computer plays: a save of humans is a plain record."""
    record = game.record()
    record.names = list(names) if names else None
    if seats is not None and any(kind != HUMAN for kind in seats):
        record.seats = list(seats)
    path = save_path(name)
    write_atomic(path, record.dumps())
    return path


@dataclass
class Loaded:
    game: Game
    names: list | None
    events: list          # every event of the replay, for the game log
    seats: list | None = None       # who plays each seat (None: humans)


def load_game(name: str = AUTOSAVE) -> Loaded:
    """Replay a save. A bad one is moved aside and SaveError says what was wrong and where it went."""
    path = save_path(name)
    if not path.exists():
        raise SaveError(f"no save called {name!r}")
    try:
        record = Record.load(path)
        game = record.new_game()
        events: list = []
        for text in record.actions:
            events.extend(game.apply(text))
    except (RecordError, ReplayError, ValueError) as error:
        moved = move_aside(path)
        raise SaveError(f"{path}: {error}", moved) from None
    return Loaded(game, record.names, events, record.seats)


def move_aside(path: Path) -> Path | None:
    """Keep a bad file next to the saves under a new name (never delete a player's file)."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def list_saves() -> list[tuple[str, float]]:
    """(name, modification time) of the named saves, newest first (the autosave not included)."""
    folder = save_dir()
    if not folder.is_dir():
        return []
    found = [(p.name[:-len(SUFFIX)], p.stat().st_mtime) for p in folder.glob(f"*{SUFFIX}")
             if p.name != f"{AUTOSAVE}{SUFFIX}" and not p.name.startswith(".")]
    return sorted(found, key=lambda item: -item[1])


def has_autosave() -> bool:
    return save_path(AUTOSAVE).exists()


def delete_save(name: str) -> None:
    save_path(name).unlink(missing_ok=True)

"""Saved games: game records in the user's data folder, written atomically.

A save is a game record (setup plus every decision, docs/NOTATION.md) with the players' names, so
loading it replays the game exactly: same state, same log. A game with computer players says who
plays each seat (the record's `seats: [human, easy, strong]`); a save without it, or from before
computer players, is a game of humans. The autosave is rewritten after every decision; named saves
are copies under a name. Files are written whole (atomic.py): a process killed in the middle of a
write leaves either the old save or the new one, never a broken one; the temporary files such a
kill leaves behind are removed at start.

A save says its game (issue 21: `game: dolmengoetter` for Die Dolmengötter; a save without `game`
is Meduris's): read_record returns that game's record, replay that game's Game, and Loaded says
which (`game_name`). What a game's records are (their class, version and errors) its entry says
(meduris_gui/games: the registry): this module knows no game.

A save that cannot be read (corrupt, truncated, foreign, written by a newer version, not a regular
file, too large) is moved aside with a ".broken-<time>" suffix, never deleted, and reported with
the reason in the player's language (SaveError.reason). Only regular files are read, and at most
MAX_BYTES of them: a link to /dev/zero, a FIFO or a huge file is refused without reading it. A
broken board file is not the save's fault: load_game raises the game's BoardError (one of
game_data_errors()) and leaves the save where it is.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import threading
import time
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import platformdirs
from filelock import FileLock, Timeout

from .atomic import move_aside, os_reason, remove_stale, sync_folder, translated, write_atomic
from .i18n import N_, _, translate
from .fileformat import FileFormatError, Text, Unreadable, YamlProblem, load_yaml, read_checked, short_text
from .games import DEFAULT, GAMES, TITLES, entries, entry, entry_of, record_game

AUTOSAVE = "autosave"
SUFFIX = ".yaml"
ENV_DIR = "MEDURIS_DATA_DIR"          # tests and portable installs point this elsewhere
NAME_LIMIT = 40
_NAME = re.compile(r"^[^/\\:*?\"<>|]{1,40}$")
HUMAN = "human"
# A finished game's record is a few kilobytes; 1 MB is some 200 times that and still parses in
# about two seconds, so a bigger file is not a save of ours and is refused without reading it.
MAX_BYTES = 1_000_000


class SaveError(FileFormatError):
    """A save that cannot be used (or named, or deleted); `moved_to` says where the file was put
    aside (if it was). str() is "<file>: <field>: <problem>", the English detail for logs and the
    command line; `message` is what the player reads, an English text marked with N_ and filled
    with `values`: reason() gives it in the player's language."""

    # Translators: this and the other reasons of saves.py fill {reason} in "The saved game could not
    # be read: {reason}."; "it" is the saved game (the file as the player knows it).
    def __init__(self, file: str, field: str, problem: str, message: str = N_("it is damaged"),
                 moved_to: Path | None = None, keep: bool = False, **values) -> None:
        super().__init__(file, field, problem)
        self.message = message
        self.moved_to = moved_to
        self.keep = keep              # the file is fine, the system refused it (a permission): never moved
        self.values = values

    def reason(self) -> str:
        return _(self.message, **{key: translate(value) if isinstance(value, Text) else value
                                  for key, value in self.values.items()})


def save_dir() -> Path:
    """The per-user folder of saves (platformdirs), or $MEDURIS_DATA_DIR/saves."""
    base = os.environ.get(ENV_DIR) or platformdirs.user_data_dir("meduris", appauthor=False)
    return Path(base) / "saves"


# -- one window per data folder ------------------------------------------------------------------
#
# Two windows on one data folder once rewrote the same autosave in turn, and the second had set the
# first one's running game aside: a whole game was lost. The window holds a lock on the data folder
# for its whole life (claim_folder, the maintained `filelock`: an OS lock, released by the system
# when the process ends, even killed); every write into the saves folder happens under that lock,
# or, outside the window (tools, tests), under the same lock taken for that one write. A write while
# another process holds it raises SavesInUse and writes nothing.

LOCK_NAME = "meduris.lock"
_held: FileLock | None = None
_writes = threading.Lock()             # this process's own writes without the window's lock, one at a time


class SavesInUse(OSError):
    """Another Meduris holds the data folder: nothing was written (an OSError, like any write that
    the system refused: every caller that reports a failed save reports this one)."""

    def __init__(self, folder: Path) -> None:
        super().__init__(errno.EBUSY, _("another window of Meduris uses these saves"), str(folder))


def lock_path() -> Path:
    """The lock file of the data folder (beside saves/, not in it: the saves list never sees it)."""
    return save_dir().parent / LOCK_NAME


def _holding() -> bool:
    return _held is not None and _held.is_locked and Path(_held.lock_file) == lock_path()


def _new_lock(path: Path) -> FileLock | None:
    """The data folder's lock, taken at once; None when no lock can be made there at all (a
    read-only or missing folder: then nothing can be written either, and each write says why).
    Timeout when another process holds it."""
    lock = FileLock(str(path), timeout=0, thread_local=False)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except Timeout:
        raise
    except OSError:
        return None
    return lock


def claim_folder() -> bool:
    """Hold the data folder's lock until release_folder() or the end of the process (the window
    calls this at start and at "Try again"). False: another Meduris holds it, this one must not
    write. The temporary files of killed writes go now: no one else writes while it is held."""
    global _held
    if _holding():
        return True
    release_folder()
    try:
        lock = _new_lock(lock_path())
    except Timeout:
        return False
    _held = lock
    remove_stale_temporaries(older_than=0 if lock is not None else None)
    return True


def release_folder() -> None:
    global _held
    if _held is not None:
        lock, _held = _held, None
        try:
            lock.release(force=True)
        except OSError:
            pass


def folder_in_use() -> bool:
    """Whether another process holds the data folder now (this one does not)."""
    if _holding():
        return False
    try:
        lock = _new_lock(lock_path())
    except Timeout:
        return True
    if lock is not None:
        lock.release(force=True)
    return False


@contextmanager
def _writing() -> Iterator[None]:
    """Around every write into the saves folder: under the window's lock, or under the same lock
    taken for this write; SavesInUse when another process holds it. The temporary files of
    killed writes are removed first (none can be another writer's: it would hold the lock)."""
    if _holding():
        yield
        return
    with _writes:
        try:
            lock = _new_lock(lock_path())
        except Timeout:
            raise SavesInUse(save_dir()) from None
        try:
            if lock is not None:
                remove_stale_temporaries(older_than=0)
            yield
        finally:
            if lock is not None:
                lock.release(force=True)


def folder_problem() -> str | None:
    """Why saves cannot be kept at all (the folder's path is a file), in the player's language."""
    folder = save_dir()
    if os.path.lexists(folder) and not folder.is_dir():
        return _("{folder} is a file, not a folder: games cannot be saved", folder=str(folder))
    return None


def text_problem(text: object) -> str | None:
    """Why `text` cannot be shown or written as a name (None: it can): a NUL, a control character
    or a lone surrogate (from a hand-edited file) breaks text rendering and UTF-8 writing."""
    if not isinstance(text, str):
        return "not text"
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cs"):
            return f"it holds the character U+{ord(char):04X}"
    return None


def is_save_name(name: str) -> bool:
    """A name a save can be written under and listed by: 1-40 characters, no path or shell
    characters, no control characters, not starting with a dot (dot files are hidden), no spaces
    around it, not the autosave's (in any case: some file systems ignore it)."""
    return (bool(_NAME.match(name)) and name.strip() == name and not name.startswith(".")
            and text_problem(name) is None and name.casefold() != AUTOSAVE)


def save_path(name: str) -> Path:
    if name != AUTOSAVE and not is_save_name(name):
        raise SaveError(repr(name), "(name)", "cannot be a save name (1-40 characters, no / \\ : * ? \" < > |)",
                        N_("{name} cannot be a save name"), name=printable(name))
    return save_dir() / f"{name}{SUFFIX}"


def _listed_path(name: str) -> Path:
    """The file of a save list_saves() showed: its name may be odd (a ? or a backslash on Linux,
    over 40 characters), but it never leaves the saves folder."""
    if not name or name in (".", "..") or "\x00" in name or any(sep and sep in name for sep in (os.sep, os.altsep)):
        raise SaveError(repr(name), "(name)", "not a save", N_("{name} cannot be a save name"), name=printable(name))
    return save_dir() / f"{name}{SUFFIX}"


def printable(name: str) -> str:
    """`name` as it can be drawn: unshowable characters (a newline, a byte that was not UTF-8) as "?"."""
    return "".join("?" if unicodedata.category(char) in ("Cc", "Cs") else char for char in name)


def remove_stale_temporaries(folder: Path | None = None, now: float | None = None,
                             older_than: float | None = None) -> list[str]:
    """Remove the temporary files that killed writes left in the saves folder (atomic.py): those
    older than atomic.STALE_AFTER, or all (`older_than=0`) under the folder's lock."""
    if older_than is None:
        return remove_stale(save_dir() if folder is None else folder, now)
    return remove_stale(save_dir() if folder is None else folder, now, older_than)


def save_game(game, names: list | None = None, name: str = AUTOSAVE, seats: list | None = None,
              hints: list | None = None) -> Path:
    """Write the game's record under `name`; `seats` says who plays each seat (None: humans),
    `hints` how many hints each seat asked for. The seats are written only when a computer plays
    and the hints only when some were asked for: a save of humans without hints is a plain record."""
    record = entry_of(game).records().record_class.of(game)
    record.names = list(names) if names else None
    if seats is not None and any(kind != HUMAN for kind in seats):
        record.seats = list(seats)
    if hints is not None and any(hints):
        record.hints = list(hints)
    path = save_path(name)
    with _writing():
        write_atomic(path, record.dumps())
    return path


def save_exists(name: str) -> bool:
    """Whether a save of that name is there (Save as asks before replacing it)."""
    return os.path.lexists(save_path(name))


@dataclass
class Loaded:
    game: object          # a Game of the game `game_name`
    names: list | None
    events: list          # every event of the replay, for the game log
    seats: list | None = None       # who plays each seat (None: humans)
    hints: list | None = None       # hints each seat asked for (None: none)
    game_name: str = DEFAULT        # which game (meduris_gui.games.GAMES): the type of `game`


def read_bytes(path: Path) -> bytes:
    """The bytes of a save; SaveError (not moved) when it is not a regular file or is too large
    (fileformat.read_checked: a FIFO never blocks the window, a huge file is not read). A file
    the system will not let us read (a permission) is a SaveError with `keep`: it is not the
    save's fault, and it must still be there when the permission is fixed."""
    try:
        return read_checked(path, MAX_BYTES)
    except Unreadable as error:
        file = str(path)
        if error.kind == "not-regular":
            raise SaveError(file, "(file)", error.english, N_("it is not a regular file")) from None
        if error.kind == "too-large":
            raise SaveError(file, "(file)", f"{error.size} bytes, more than a save's {MAX_BYTES}",
                            N_("it is too large to be a saved game ({megabytes} MB)"),
                            megabytes=max(1, round(error.size / 1_000_000))) from None
        if error.kind in ("missing", "unnamed"):
            raise SaveError(file or "(no file)", "(file)", error.english, N_("there is no such file"),
                            keep=True) from None
        raise SaveError(file, "(file)", error.english, N_("it cannot be read ({reason})"), keep=True,
                        reason=os_reason(error.error)) from None


def read_record(path: Path, games: tuple[str, ...] = GAMES):
    """The record in a save file (of the game it names: its entry's Record), checked field by
    field; SaveError (not moved) says why not. `games`: the games the reader plays (the window's,
    GAMES; `meduris replay` passes TOOL_GAMES): a record of another game is refused and kept."""
    file = str(path)
    data = _parse(file, read_bytes(path))
    name = record_game(data) or DEFAULT
    if name not in games:
        raise SaveError(file, "game", f"a record of {TITLES[name]}, a game this window does not play",
                        N_("it is a game of {title}, which this window cannot play yet"), keep=True,
                        title=TITLES[name])
    game = entry(name)
    if not isinstance(data, dict) or data.get("format") != game.record_format:
        raise SaveError(file, "format", f"not a {game.record_format}", N_("it is not a saved game of {title}"),
                        title=TITLES[name])
    kit = game.records()
    version = data.get("version")
    if type(version) is int and version > kit.version:
        raise SaveError(file, "version", f"{version}, this game reads {kit.version}",
                        N_("it was written by a newer version of the game (save version {version}, "
                           "this one reads {known})"), version=version, known=kit.version)
    try:
        record = kit.record_class.from_dict(data, file)
    except kit.record_error as error:
        raise damaged(error) from None
    for index, name in enumerate(record.names or []):
        problem = text_problem(name)
        if problem is not None:
            raise SaveError(file, f"names[{index}]", problem, N_("a player's name in it cannot be shown"))
    return record


def damaged(error: FileFormatError) -> SaveError:
    """A save the record reader refused: the window names the same field and problem as
    `meduris replay` does (the problem in the record reader's words)."""
    # Translators: {place} names the place in the file (e.g. actions[3]), {detail} is the record
    # reader's own description, as `meduris replay` prints it.
    return SaveError(error.file, error.field, error.problem, N_("it is damaged at {place}: {detail}"),
                     place=error.field, detail=error.problem)


def _parse(file: str, raw: bytes) -> object:
    """The YAML document of a save (fileformat.load_yaml: safe, bounded, no aliases, UTF-8)."""
    try:
        return load_yaml(raw)
    except YamlProblem as error:
        if error.kind == "nested":
            raise SaveError(file, "(file)", "nested too deeply to be a record",
                            N_("it nests lists or tables too deeply to be a saved game")) from None
        if error.kind == "expansion":
            raise SaveError(file, f"line {error.line}", error.detail,
                            N_("its YAML aliases (*) stand for far too many values")) from None
        if error.kind == "encoding":
            raise SaveError(file, f"line {error.line}", error.detail,
                            N_("it is not UTF-8 text (line {line})"), line=error.line) from None
        if error.line is None:
            raise SaveError(file, "(file)", f"not valid YAML ({error.detail})") from None
        raise SaveError(file, f"line {error.line}", f"not valid YAML ({error.detail})",
                        N_("it is damaged at line {line}"), line=error.line) from None


def game_data_errors() -> tuple[type, ...]:
    """What the games' data files (a board) raise when broken, as load_game lets them up: the
    board's fault, not the save's."""
    return tuple(error for game in entries() for error in game.records().data_errors)


def replay(record) -> tuple:
    """The game of a record (of the game it says: a Dolmengötter record gives a Dolmengötter game)
    and the events of its replay. A broken board file raises the game's BoardError: the board's
    fault, not the save's (the side itself is the save's: an unknown one is SaveError)."""
    game_entry = entry(record.game)
    kit = game_entry.records()
    game_entry.check_record_data(record)      # a BoardError goes up as it is
    try:
        game = record.new_game()
    except kit.data_errors:
        raise
    except kit.record_error as error:         # the side, players, start player or tokens
        raise damaged(error) from None
    except (ValueError, TypeError, KeyError, IndexError) as error:
        raise damaged(FileFormatError(record.source, "(setup)", short_text(str(error)))) from None
    events: list = []
    for index, text in enumerate(record.actions):
        try:
            events.extend(game.apply(text))
        except (ValueError, TypeError, KeyError, IndexError) as error:
            # Any failure of a move read from a file is the file's: the engine never saw it valid.
            # Translators: {action} is the move in the game's notation (build hut 17), {detail} the
            # engine's reason, as `meduris replay` prints them.
            detail = getattr(error, "reason", None) or getattr(error, "problem", None) or str(error)
            if not isinstance(detail, Text):      # a Text's values are bounded; cutting it would lose its template
                detail = short_text(detail)
            raise SaveError(record.source, f"actions[{index}]", str(error),
                            N_("it is damaged: move {number} ({action}) is not allowed: {detail}"),
                            number=index + 1, action=short_text(text, 60), detail=detail) from None
    return game, events


def load_game(name: str = AUTOSAVE) -> Loaded:
    """Replay a save. A bad one is moved aside and SaveError says what was wrong and where it went;
    a broken board file raises BoardError and the save stays where it is."""
    path = save_path(name) if name == AUTOSAVE else _listed_path(name)
    if not os.path.lexists(path):
        raise SaveError(str(path), "(file)", f"no save called {name!r}", N_("there is no save called {name}"),
                        name=printable(name))
    try:
        record = read_record(path)
        game, events = replay(record)
    except SaveError as error:
        if not error.keep:
            error.moved_to = _move_aside(path)
        raise
    return Loaded(game, record.names, events, record.seats, record.hints, record.game)


def _move_aside(path: Path) -> Path | None:
    """Put a bad save aside under the folder's lock (None: it stays, another window holds the
    folder or the system refused)."""
    try:
        with _writing():
            return move_aside(path)
    except SavesInUse:
        return None


def keep_unfinished_autosave() -> str | None:
    """Before a new game's autosave replaces the old one: keep an unfinished game (or one that
    cannot be read, so cannot be known finished) as a named save "unfinished <date time>".
    Returns the name it was kept under, None when there was nothing to keep. SavesInUse (an
    OSError) when another window holds the folder: its running game is never touched."""
    with _writing():
        return _keep_unfinished_autosave()


def _keep_unfinished_autosave() -> str | None:
    path = save_path(AUTOSAVE)
    try:
        info = os.stat(path)
    except OSError:
        if os.path.lexists(path):             # a dangling link: nothing of a game in it
            move_aside(path)
        return None
    if not stat.S_ISREG(info.st_mode):
        move_aside(path)                      # a folder, a FIFO, a device: not a game to list
        return None
    try:
        game, _events = replay(read_record(path))
        if game.is_over():
            return None                       # a finished game: its result was seen at the end
    except Exception:  # noqa: BLE001 - whatever is wrong with it, the player may still want it
        pass
    when = time.strftime("%Y-%m-%d %H.%M", time.localtime(info.st_mtime))
    # Translators: the name a kept unfinished game gets in Saved games; a file name: no / \ : * ? " < > |
    base = _("unfinished {date}", date=when)
    if not is_save_name(base):
        base = f"unfinished {when}"           # a translation a file cannot be named by
    name, counter = base, 2
    while os.path.lexists(save_path(name)):
        name = f"{base} ({counter})"
        counter += 1
    try:
        os.replace(path, save_path(name))
    except OSError as error:
        raise translated(error) from error
    sync_folder(path.parent)
    return name


def list_saves() -> list[tuple[str, float]]:
    """(name, modification time) of the named saves, newest first (the autosave not included).
    Only regular files are saves (a folder called x.yaml is not); an entry that cannot be looked
    at (a dangling link, no permission) is skipped, never an error."""
    folder = save_dir()
    try:
        entries = list(os.scandir(folder))
    except OSError:                           # no folder yet, or a file in its place
        return []
    found = []
    for entry in entries:
        name = entry.name
        if not name.endswith(SUFFIX) or name.startswith(".") or name == f"{AUTOSAVE}{SUFFIX}":
            continue
        try:
            if entry.is_file():
                found.append((name[:-len(SUFFIX)], entry.stat().st_mtime))
        except OSError:
            continue
    return sorted(found, key=lambda item: (-item[1], item[0]))


def has_autosave() -> bool:
    return os.path.lexists(save_path(AUTOSAVE))


def delete_save(name: str) -> None:
    """Delete a listed save (deleting one that is gone already is fine); SaveError when it cannot be."""
    path = _listed_path(name)
    try:
        with _writing():
            path.unlink(missing_ok=True)
    except OSError as error:
        raise SaveError(str(path), "(file)", f"cannot delete it ({error})", N_("{name} could not be deleted ({reason})"),
                        name=printable(name), reason=os_reason(error)) from None

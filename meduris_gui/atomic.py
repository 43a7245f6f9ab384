"""Files written whole and files put aside: the saves and the settings file.

A file is written to a temporary file in the same folder, flushed to disk and renamed over the old
one (and the folder flushed too, where the platform allows it), so a process killed in the middle
of a write leaves either the old file or the new one, never a broken one; the temporary files such
a kill leaves behind are removed later (remove_stale). A file that cannot be used is moved aside
with a ".broken-<time>" suffix, never deleted.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from .i18n import _

# What write_atomic's tempfile.mkstemp names its files: ".<file>." + 8 random characters + ".tmp".
_TEMPORARY = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
STALE_AFTER = 60.0                    # seconds: a write takes milliseconds; an older one was killed


def sync_folder(folder: Path) -> None:
    """Flush the folder's entries, so a power cut cannot lose the rename (POSIX only: Windows
    cannot open a folder; a file system that refuses is not an error of the game)."""
    if os.name == "nt":
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers see the old or the new file, never half of one."""
    if os.path.lexists(path.parent) and not path.parent.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, _("{folder} is a file, not a folder", folder=str(path.parent)),
                                 str(path.parent))
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
    sync_folder(path.parent)


def remove_stale(folder: Path, now: float | None = None) -> list[str]:
    """Remove the temporary files that killed writes left in `folder` (only regular files named
    as write_atomic names them, older than STALE_AFTER: another copy of the game may be writing
    one right now). Returns the names removed."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMPORARY.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER:
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            continue
    return removed


def move_aside(path: Path) -> Path | None:
    """Keep a bad file next to the saves under a new name (never delete a player's file)."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target

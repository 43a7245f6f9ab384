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

from .i18n import N_, _

# The system's reasons a player meets when files are read or written, by errno: strerror is
# always English (and differs by platform), so the window says these in the player's language.
_OS_REASONS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("the operation is not permitted"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOENT: N_("there is no such file or folder"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EIO: N_("the disk reported an input/output error"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EMFILE: N_("too many files are open"),
    errno.EEXIST: N_("a file of that name exists already"),
    errno.ENOTEMPTY: N_("the folder is not empty"),
}
if hasattr(errno, "EDQUOT"):
    _OS_REASONS[errno.EDQUOT] = N_("the disk quota is used up")


def os_reason(error: BaseException | None) -> str:
    """Why the system refused, in the player's language for the common reasons (by errno), else
    the system's own words."""
    if error is None:
        return ""
    text = _OS_REASONS.get(getattr(error, "errno", None))
    if text is not None:
        return _(text)
    return getattr(error, "strerror", None) or str(error) or type(error).__name__


def translated(error: OSError) -> OSError:
    """The same error (same class by errno, same file) with its reason in the player's language."""
    if getattr(error, "errno", None) not in _OS_REASONS:
        return error
    return OSError(error.errno, os_reason(error), error.filename)

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
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise translated(error) from error
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(error, OSError):
            raise translated(error) from error
        raise
    sync_folder(path.parent)


def remove_stale(folder: Path, now: float | None = None, older_than: float = STALE_AFTER) -> list[str]:
    """Remove the temporary files that killed writes left in `folder` (only regular files named
    as write_atomic names them, older than `older_than` seconds: another copy of the game may be
    writing one right now; a writer that holds the folder's lock (saves.py) knows none does and
    passes 0). Returns the names removed."""
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
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
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

"""The log a player can attach to a bug report: warnings and errors of the window and the tools.

`start("window")` (or the tool's name) adds a rotating file handler to the root logger, so every
`logging.getLogger(__name__).warning(...)` of the game lands in `meduris.log` in the per-user log
folder (platformdirs: ~/.local/state/meduris/log on Linux, ~/Library/Logs/meduris on macOS,
%LOCALAPPDATA%\\meduris\\Logs on Windows), or in $MEDURIS_LOG_DIR (tests, portable installs), as
saves.py and settings.py choose their folders. The file is bounded: at MAX_BYTES it is renamed
meduris.log.1 (up to BACKUPS old files are kept, the oldest dropped). Python's warnings and
uncaught exceptions are logged too.

A log folder that cannot be written never stops the game: start() says so on stderr once and
the game goes on without a log.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path

import platformdirs

from . import __version__

ENV_DIR = "MEDURIS_LOG_DIR"           # tests and portable installs point this elsewhere
FILE_NAME = "meduris.log"
MAX_BYTES = 512 * 1024                # about five thousand lines; a bug report needs the last few
BACKUPS = 3                           # meduris.log.1 .. .3: at most 2 MB in all
FORMAT = "%(asctime)s %(levelname)s [meduris {version} {tool}, pid %(process)d] %(name)s: %(message)s"

_handler: logging.Handler | None = None
_previous_hook = None


def log_dir() -> Path:
    """The per-user log folder (platformdirs), or $MEDURIS_LOG_DIR."""
    return Path(os.environ.get(ENV_DIR) or platformdirs.user_log_dir("meduris", appauthor=False))


def log_file() -> Path:
    return log_dir() / FILE_NAME


def current() -> Path | None:
    """The file this process logs to (None: no log, e.g. the folder could not be written)."""
    return Path(_handler.baseFilename) if isinstance(_handler, logging.FileHandler) else None


def start(tool: str) -> Path | None:
    """Send warnings and errors to the log file; `tool` ("window", "replay", ...) names who wrote
    a line. Called again (another command in the same process, a test) it moves to the folder the
    environment names now. Returns the file, or None when it cannot be written (said on stderr)."""
    global _handler
    stop()
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                       encoding="utf-8")
    except OSError as error:
        print(f"meduris: the log cannot be written in {path.parent}: {error.strerror or error}; "
              "the game goes on without a log", file=sys.stderr)
        return None
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter(FORMAT.format(version=__version__, tool=tool)))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level > logging.WARNING or root.level == logging.NOTSET:
        root.setLevel(logging.WARNING)
    logging.captureWarnings(True)            # warnings.warn(...) of the game and its libraries
    _handler = handler
    _hook_uncaught()
    return path


def stop() -> None:
    """Close the log file (the next start() opens it again)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


def _hook_uncaught() -> None:
    """An exception nobody caught (a crash) goes to the log before Python prints it."""
    global _previous_hook
    if _previous_hook is not None:
        return
    _previous_hook = sys.excepthook

    def hook(kind, value, traceback) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger("meduris_gui").critical("uncaught exception", exc_info=(kind, value, traceback))
        _previous_hook(kind, value, traceback)

    sys.excepthook = hook

"""`meduris install-desktop`: Meduris in the application menu of a Linux desktop.

Following the freedesktop.org specifications (Desktop Entry 1.4, Icon Theme, Base Directory):
- the desktop entry `$XDG_DATA_HOME/applications/meduris.desktop` (XDG_DATA_HOME defaults to
  ~/.local/share), whose Exec= is the program that opens the window without a console:
  the `meduris-window` gui-script of this installation, or the standalone application's
  `meduris-window` beside the running executable;
- our icon (assets/icons/meduris-<N>.png, drawn by table/app_icon.py) as
  `$XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/meduris.png` for each size.

A file already there that Meduris did not write is never replaced silently: the install stops
before writing anything and names it, and `--force` replaces it (saying so). The desktop entry
carries the key X-Meduris-Installed-By, which is how a later install or `--uninstall` knows it;
an icon counts as ours while our desktop entry is there, or when it is byte for byte ours.
`--uninstall` removes only our files.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

from . import __version__
from .atomic import write_atomic
from .i18n import LANGUAGES, N_, load_catalog
from .paths import data_dir
from .fileformat import Unreadable, read_checked

APP_ID = "meduris"                    # meduris.desktop, Icon=meduris, the window's WM_CLASS (table/app.py)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)    # table/app_icon.SIZES (a test compares)
MARK = "X-Meduris-Installed-By"
WINDOW_COMMAND = "meduris-window"     # pyproject's gui-scripts; the app's windowed executable

ENTRY_MAX_BYTES = 64_000            # a desktop entry is a few hundred bytes
ICON_MAX_BYTES = 4_000_000          # our largest icon (512 px) is some 50 kB
GENERIC_NAME = N_("Board game")
COMMENT = N_("Huts, temples and the druid of the sacred mountain")


class DesktopError(Exception):
    """The desktop entry cannot be installed here; str() says why."""


def data_home(environ=os.environ) -> Path:
    """$XDG_DATA_HOME if set to an absolute path (the spec ignores a relative one), else ~/.local/share."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def entry_path(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}.desktop"


def icon_path(home: Path, size: int) -> Path:
    return home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def icon_source(size: int) -> Path:
    return data_dir("assets") / "icons" / f"{APP_ID}-{size}.png"


def window_command() -> list[str]:
    """The command that opens the window without a console, absolute: the frozen application's
    windowed executable beside the running one; else the gui-script of this environment (or of
    the user's scripts folder, or on PATH); else this interpreter running the package."""
    suffix = ".exe" if os.name == "nt" else ""
    if getattr(sys, "frozen", False):
        running = Path(sys.executable).resolve()
        beside = running.with_name(WINDOW_COMMAND + suffix)
        return [str(beside if beside.is_file() else running)]
    folders = [sysconfig.get_path("scripts")]
    try:
        folders.append(sysconfig.get_path("scripts", f"{os.name}_user"))
    except KeyError:
        pass
    for folder in folders:
        if folder and (Path(folder) / (WINDOW_COMMAND + suffix)).is_file():
            return [str(Path(folder).resolve() / (WINDOW_COMMAND + suffix))]
    found = shutil.which(WINDOW_COMMAND)
    if found:
        return [str(Path(found).resolve())]
    return [str(Path(sys.executable).resolve()), "-m", "meduris_gui"]


_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_quote(argument: str) -> str:
    """One argument of Exec= (Desktop Entry spec, "The Exec key"): quoted in double quotes when it
    holds a reserved character, with ", `, $ and \\ escaped inside; then the string escapes of
    every value (a backslash doubled); a literal % doubled."""
    if argument and not (_RESERVED & set(argument)):
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def _value(text: str) -> str:
    """A localestring value: one line, backslashes escaped."""
    return text.replace("\\", "\\\\").replace("\n", " ").replace("\r", " ").replace("\t", " ")


def _translations(message: str) -> list[tuple[str, str]]:
    found = []
    for language in LANGUAGES:
        if language == "en":
            continue
        try:
            text = load_catalog(language).gettext(message)
        except Exception:  # noqa: BLE001 - a broken catalog leaves that language out, never the entry
            continue
        if text and text != message:
            found.append((language, text))
    return found


def desktop_entry(command: list[str]) -> str:
    """The text of meduris.desktop for the window started by `command` (absolute paths)."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Meduris",
        f"GenericName={_value(GENERIC_NAME)}",
        *(f"GenericName[{language}]={_value(text)}" for language, text in _translations(GENERIC_NAME)),
        f"Comment={_value(COMMENT)}",
        *(f"Comment[{language}]={_value(text)}" for language, text in _translations(COMMENT)),
        "Exec=" + " ".join(exec_quote(part) for part in command),
        f"TryExec={_value(command[0])}" if len(command) == 1 else None,
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board;game;druid;Meduris;",
        f"StartupWMClass={APP_ID}",
        f"{MARK}=meduris-gui {__version__}",
    ]
    return "\n".join(line for line in lines if line is not None) + "\n"


def _is_our_entry(path: Path) -> bool:
    """Whether `path` is a desktop entry we wrote (one that cannot be read is not)."""
    try:
        text = read_checked(path, ENTRY_MAX_BYTES)
    except Unreadable:
        return False
    return any(line.startswith(MARK.encode() + b"=") for line in text.splitlines())


@dataclass
class Report:
    """What an install or uninstall did (each a path), for the command to print."""
    written: list[Path] = field(default_factory=list)
    replaced: list[Path] = field(default_factory=list)     # files that were not ours, replaced by --force
    removed: list[Path] = field(default_factory=list)
    left: list[Path] = field(default_factory=list)         # not ours: not removed

    def lines(self) -> list[str]:
        return ([f"wrote {p}" for p in self.written] + [f"replaced {p} (it was not written by Meduris)"
                                                         for p in self.replaced]
                + [f"removed {p}" for p in self.removed]
                + [f"left {p}: not written by Meduris" for p in self.left])


def _icons() -> list[tuple[int, bytes]]:
    icons = []
    for size in ICON_SIZES:
        source = icon_source(size)
        try:
            icons.append((size, read_checked(source, ICON_MAX_BYTES)))
        except Unreadable as error:
            raise DesktopError(f"{source}: the icon cannot be used: {error.english}") from None
    return icons


def _foreign(home: Path, icons: list[tuple[int, bytes]]) -> list[Path]:
    """The files the install would write over that Meduris did not write."""
    entry = entry_path(home)
    ours = _is_our_entry(entry)
    foreign = [entry] if os.path.lexists(entry) and not ours else []
    for size, data in icons:
        target = icon_path(home, size)
        if os.path.lexists(target) and not ours and not _same(target, data):
            foreign.append(target)
    return foreign


def _same(path: Path, data: bytes) -> bool:
    """Whether `path` holds exactly `data` (read no further than its length)."""
    try:
        return read_checked(path, len(data)) == data
    except Unreadable:
        return False


def _write_bytes(path: Path, data: bytes) -> None:
    """Written whole, as the saves are: a temporary file renamed over the old one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(data)
        os.replace(temporary, path)
    finally:
        if temporary.exists():
            temporary.unlink()


def install(home: Path | None = None, command: list[str] | None = None, force: bool = False) -> Report:
    """Write the desktop entry and the icons under `home` (default: data_home()). DesktopError,
    with nothing written, when a file there is not ours and not `force`."""
    home = home if home is not None else data_home()
    command = command if command is not None else window_command()
    icons = _icons()
    foreign = _foreign(home, icons)
    if foreign and not force:
        names = ", ".join(str(p) for p in foreign)
        raise DesktopError(f"not written by Meduris, left as they are: {names} (--force replaces them)")
    report = Report()
    for size, data in icons:
        target = icon_path(home, size)
        (report.replaced if target in foreign else report.written).append(target)
        if not _same(target, data):
            _write_bytes(target, data)
    entry = entry_path(home)
    write_atomic(entry, desktop_entry(command))
    (report.replaced if entry in foreign else report.written).append(entry)
    try:     # icon theme caches look at the folder's time to notice a new icon
        os.utime(home / "icons" / "hicolor")
    except OSError:
        pass
    return report


def uninstall(home: Path | None = None) -> Report:
    """Remove our desktop entry and our icons under `home`; files that are not ours stay."""
    home = home if home is not None else data_home()
    report = Report()
    entry = entry_path(home)
    ours = _is_our_entry(entry)
    for size in ICON_SIZES:
        target = icon_path(home, size)
        if not os.path.lexists(target):
            continue
        try:
            mine = ours or _same(target, read_checked(icon_source(size), ICON_MAX_BYTES))
        except Unreadable:
            mine = ours
        if mine:
            target.unlink()
            report.removed.append(target)
        else:
            report.left.append(target)
    if os.path.lexists(entry):
        if ours:
            entry.unlink()
            report.removed.append(entry)
        else:
            report.left.append(entry)
    return report


def main(uninstall_it: bool, force: bool) -> int:
    """`meduris install-desktop [--uninstall] [--force]`."""
    if sys.platform in ("win32", "darwin"):
        print("meduris install-desktop: the desktop entry is for Linux and other freedesktop.org desktops; "
              "on Windows and macOS build the application: python scripts/build_app.py", file=sys.stderr)
        return 2
    try:
        report = uninstall() if uninstall_it else install(force=force)
    except DesktopError as error:
        print(f"meduris install-desktop: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"meduris install-desktop: {error.filename or ''}: {error.strerror or error}", file=sys.stderr)
        return 1
    for line in report.lines():
        print(line)
    if uninstall_it and not report.removed and not report.left:
        print("nothing to remove: Meduris was not in the application menu")
    return 0

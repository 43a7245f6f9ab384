"""`meduris install-desktop`: a freedesktop desktop entry and our icon under $XDG_DATA_HOME,
never over a file Meduris did not write unless asked (--force), removed again by --uninstall."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from meduris_gui import desktop
from meduris_gui.cli import main

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop desktops only")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def _entry(home: Path) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str          # keys are case-sensitive
    parser.read(desktop.entry_path(home), encoding="utf-8")
    return parser


def _program(exec_value: str) -> str:
    """The program of an Exec= value of one argument: desktop.exec_quote undone (the string
    escapes of every value, then the quoting of Exec's arguments)."""
    text = re.sub(r"\\(.)", r"\1", exec_value).replace("%%", "%")
    if text.startswith('"'):
        assert text.endswith('"')
        text = re.sub(r"\\(.)", r"\1", text[1:-1])
    return text


def test_install_writes_a_valid_entry_and_every_icon(home, capsys):
    assert main(["install-desktop"]) == 0
    out = capsys.readouterr().out
    entry_file = home / "applications" / "meduris.desktop"
    assert f"wrote {entry_file}" in out
    text = entry_file.read_text(encoding="utf-8")
    assert text.startswith("[Desktop Entry]\n")
    entry = _entry(home)["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Name"] == "Meduris"
    assert entry["Icon"] == "meduris" and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["GenericName[de]"] == "Brettspiel"
    assert entry["Comment[de]"] == "Hütten, Tempel und der Druide des heiligen Berges"
    program = _program(entry["Exec"])
    assert Path(program).is_absolute() and os.access(program, os.X_OK), f"Exec= {program} is not a program"
    assert Path(program).name == "meduris-window", "the gui-script: no console window"
    assert entry["TryExec"] == program
    assert entry["StartupWMClass"] == "meduris"
    assert entry[desktop.MARK].startswith("meduris-gui ")
    for size in desktop.ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "meduris.png"
        assert icon.read_bytes() == desktop.icon_source(size).read_bytes(), f"{icon} is not our icon"
    validator = shutil.which("desktop-file-validate")      # Debian: apt-get install desktop-file-utils
    if validator:
        result = subprocess.run([validator, str(entry_file)], capture_output=True, text=True, timeout=60)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_installed_icons_have_their_declared_sizes(home):
    import pygame
    desktop.install(command=["/opt/meduris/meduris-window"])
    for size in desktop.ICON_SIZES:
        image = pygame.image.load(str(desktop.icon_path(home, size)))
        assert image.get_size() == (size, size)


def test_a_second_install_replaces_our_own_files(home, capsys):
    desktop.install(command=["/old/meduris-window"])
    report = desktop.install(command=["/new/meduris-window"])
    assert not report.replaced
    assert _entry(home)["Desktop Entry"]["Exec"] == "/new/meduris-window"


def test_a_desktop_file_that_is_not_ours_is_left_unless_forced(home, capsys):
    foreign = home / "applications" / "meduris.desktop"
    foreign.parent.mkdir(parents=True)
    foreign.write_text("[Desktop Entry]\nType=Application\nName=Another Meduris\nExec=other\n", encoding="utf-8")
    assert main(["install-desktop"]) == 1
    err = capsys.readouterr().err
    assert str(foreign) in err and "--force" in err
    assert "Another Meduris" in foreign.read_text(encoding="utf-8")
    assert not (home / "icons").exists(), "nothing is written when something is in the way"
    assert main(["install-desktop", "--force"]) == 0
    assert f"replaced {foreign} (it was not written by Meduris)" in capsys.readouterr().out
    assert _entry(home)["Desktop Entry"]["Name"] == "Meduris"


def test_an_icon_that_is_not_ours_is_left_unless_forced(home):
    icon = desktop.icon_path(home, 48)
    icon.parent.mkdir(parents=True)
    icon.write_bytes(b"somebody else's icon")
    with pytest.raises(desktop.DesktopError, match="48x48"):
        desktop.install(command=["/x/meduris-window"])
    assert icon.read_bytes() == b"somebody else's icon"
    assert not desktop.entry_path(home).exists()
    assert desktop.uninstall().left == [icon], "uninstall leaves it too"
    report = desktop.install(command=["/x/meduris-window"], force=True)
    assert report.replaced == [icon]


def test_uninstall_removes_only_our_files(home, capsys):
    desktop.install(command=["/x/meduris-window"])
    other = home / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\nName=Other\n", encoding="utf-8")
    assert main(["install-desktop", "--uninstall"]) == 0
    out = capsys.readouterr().out
    assert f"removed {desktop.entry_path(home)}" in out
    assert not desktop.entry_path(home).exists()
    assert not any(desktop.icon_path(home, size).exists() for size in desktop.ICON_SIZES)
    assert other.exists()
    assert main(["install-desktop", "--uninstall"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_xdg_data_home_is_honoured_when_absolute():
    assert desktop.data_home({"XDG_DATA_HOME": "/srv/data"}) == Path("/srv/data")
    default = Path.home() / ".local" / "share"
    assert desktop.data_home({"XDG_DATA_HOME": "relative/path"}) == default, "the spec ignores a relative one"
    assert desktop.data_home({}) == default


@pytest.mark.parametrize(("argument", "quoted"), [
    ("/usr/bin/meduris-window", "/usr/bin/meduris-window"),
    ("/home/a b/meduris-window", '"/home/a b/meduris-window"'),
    ('/x/"q"$y', '"/x/\\\\"q\\\\"\\\\$y"'),
    ("/x/100%", "/x/100%%"),
])
def test_exec_arguments_are_quoted_as_the_spec_says(argument, quoted):
    assert desktop.exec_quote(argument) == quoted
    assert _program(quoted) == argument


def test_exec_is_the_apps_windowed_program_when_frozen(tmp_path, monkeypatch):
    folder = tmp_path / "meduris"
    folder.mkdir()
    (folder / "meduris").write_bytes(b"")
    (folder / "meduris-window").write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(folder / "meduris"))
    assert desktop.window_command() == [str((folder / "meduris-window").resolve())]


def test_names_agree_with_the_window_and_the_icon():
    from meduris_gui.table import app
    from meduris_gui.table import app_icon
    assert app.WINDOW_CLASS == desktop.APP_ID == app_icon.NAME
    assert desktop.ICON_SIZES == app_icon.SIZES


def test_the_window_names_its_class_for_the_entry(monkeypatch):
    # importing pygame sets them to the program's name when they are not set
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "python3")
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "python3")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from meduris_gui.table.app import App
    App(size=(960, 600), headless=True)
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "meduris"


def test_the_window_command_runs_without_standard_streams(monkeypatch):
    """Windows starts a gui-script (pythonw) and the app's windowed program without stdout and
    stderr (None). print() and argparse cope with that, but code that writes to the streams
    itself (sys.stderr.write, a logging handler, faulthandler) would fail: the window command
    gives them streams that drop what is written."""
    from meduris_gui.cli import window
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    with pytest.raises(SystemExit) as done:
        window(["--version"])
    assert done.value.code == 0
    assert sys.stdout.write("written nowhere") == len("written nowhere")
    sys.stderr.write("nor this")
    sys.stderr.flush()
    assert window(["sim", "--players", "9", "--games", "1"]) == 2       # its complaint goes nowhere

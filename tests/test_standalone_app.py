"""The standalone application (scripts/build_app.py, PyInstaller, packaging/meduris.spec).

The frozen application finds its data in its bundle (paths.data_root). The slow test builds the
application for this machine into a temporary folder (never the repository's dist/ or build/) and
runs the built programs: --version, and a screenshot of the game that needs the boards, the fonts
and the catalogs from inside the bundle.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import meduris_gui
from meduris_gui import paths

ROOT = Path(__file__).resolve().parents[1]
BUILD_TIMEOUT = 1200   # seconds: the build takes about 20 s alone on 2 cores, minutes on a loaded machine
RUN_TIMEOUT = 180      # one run of a built program


def _is_junk(name: str) -> bool:          # as setup.py's and the spec's
    return name.startswith(".") or name == "__pycache__" or name.endswith(("~", ".pyc"))


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and not any(_is_junk(part) for part in p.relative_to(folder).parts)}


def test_a_frozen_app_reads_the_data_in_its_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.frozen_bundle() == tmp_path
    assert paths.data_root() == tmp_path


def test_without_freezing_the_checkout_is_read(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/somewhere", raising=False)     # a stray one alone is not a bundle
    assert paths.frozen_bundle() is None
    assert paths.data_root() == ROOT


def test_build_script_builds_for_this_system_from_the_spec():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_app
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    assert build_app.SPEC.is_file()
    programs = build_app.built_programs(Path("/d"))
    suffix = ".exe" if sys.platform == "win32" else ""
    assert programs == {"window": Path(f"/d/meduris/meduris-window{suffix}"), "console": Path(f"/d/meduris/meduris{suffix}")}
    spec = build_app.SPEC.read_text(encoding="utf-8")
    assert "console=False" in spec and "upx=False" in spec
    for icon in ("meduris.ico", "meduris.icns"):
        assert icon in spec and (ROOT / "assets" / "icons" / icon).is_file()


def _run(command: list, timeout: float, **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=timeout, **kwargs)
    assert result.returncode == 0, (f"{' '.join(map(str, command))} exited {result.returncode}\n"
                                    f"--- stdout\n{result.stdout[-3000:]}\n--- stderr\n{result.stderr[-5000:]}")
    return result


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="the slow build test runs on Linux (CI's system)")
def test_built_app_runs_its_tools_and_draws_the_game(tmp_path):
    import pygame
    dist, work = tmp_path / "dist", tmp_path / "work"
    _run([sys.executable, ROOT / "scripts" / "build_app.py", "--dist", dist, "--work", work], BUILD_TIMEOUT, cwd=tmp_path)
    folder = dist / "meduris"
    console, window = folder / "meduris", folder / "meduris-window"
    assert os.access(console, os.X_OK) and os.access(window, os.X_OK)
    for name in paths.DATA_FOLDERS:
        bundled = folder / "_internal" / name
        # of locales/ only the compiled catalogs, as in the wheel: the app never compiles
        expected = ({f"compiled/{file}" for file in _files(ROOT / name / "compiled")} if name == "locales"
                    else _files(ROOT / name))
        assert _files(bundled) == expected, f"the app's {name}/ differs from the checkout's"
    assert sorted(p.name for p in (folder / "_internal" / "locales" / "compiled").iterdir()) == [
        "de.mo", "en.mo", "es.mo", "it.mo"]
    assert not (folder / "_internal" / "babel").exists(), "Babel builds the catalogs, the app does not need it"

    elsewhere = tmp_path / "elsewhere"             # not the repository
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               MEDURIS_DATA_DIR=str(tmp_path / "user-data"), MEDURIS_CONFIG_DIR=str(tmp_path / "user-config"))
    for program in (console, window):
        assert _run([program, "--version"], RUN_TIMEOUT, cwd=elsewhere, env=env).stdout == (
            f"meduris {meduris_gui.__version__}\n")
    _run([console, "screenshot", "out.png", "--scene", "game", "--lang", "de", "--moves", "30"], RUN_TIMEOUT,
         cwd=elsewhere, env=env)
    shot = elsewhere / "out.png"
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1366, 768)
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 1366, 37) for y in range(0, 768, 29)}
    assert len(colours) > 20, "a picture of the game, not a blank one"

    # the built app puts itself in the application menu: Exec= is its windowed program
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg-data")
    _run([console, "install-desktop"], RUN_TIMEOUT, cwd=elsewhere, env=env)
    entry = (tmp_path / "xdg-data" / "applications" / "meduris.desktop").read_text(encoding="utf-8")
    assert f"\nExec={window.resolve()}\n" in entry
    assert (tmp_path / "xdg-data" / "icons" / "hicolor" / "256x256" / "apps" / "meduris.png").is_file()

"""Every promised Python runs the game: pyproject.toml says `requires-python = ">=3.10"`, and the
project is tested on 3.10 to 3.13.

The slow test installs the wheel, as a player gets it, with the oldest and with the newest of those
Pythons found on this machine (on PATH as python3.X, or in pyenv's versions folder) into fresh
virtual environments, its dependencies from the package index, and runs the installed `meduris`
from a folder that is not the repository: `--version`, a screenshot of the game and a short `sim`.
A promised Python that is missing here is named in a warning; with none found the test skips.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import warnings
from functools import lru_cache
from pathlib import Path

import pytest
from packaging.version import Version
from test_packaging import _run, wheel  # noqa: F401 - wheel: the fixture, built once for this module

import meduris_gui
from meduris_gui.games.meduris.rules.kinds import SacrificeKind, StrEnum, _StrEnum
from meduris_gui.games.meduris.ai.sim import simulate

ROOT = Path(__file__).resolve().parents[1]
PROMISED = range(10, 14)          # 3.10 to 3.13 (README, pyproject.toml's requires-python)
INSTALL_TIMEOUT = 600             # seconds: pip fetches pygame-ce, pymunk, babel... from the index
SHOT_SIZE = (1024, 640)
SIM_TIMING = ("seconds", "games_per_second", "decisions_per_second")   # the only fields that vary


# -- the StrEnum stand-in of Python 3.10 (fast) -----------------------------------------------------

class _Kind(_StrEnum):
    ONE = "one"
    TOKEN = "token"


def test_requires_python_is_the_oldest_promised_python():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^requires-python = ">=3\.10"$', text, re.MULTILINE), "pyproject.toml: requires-python"
    assert "3.10 to 3.13 are tested" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("kind", [SacrificeKind, _Kind], ids=["SacrificeKind", "_StrEnum"])
def test_sacrifice_kinds_print_format_and_serialise_as_their_word(kind):
    """What events carry (Sacrificed.choice) reads as the word with every Python: 3.10 uses the
    stand-in _StrEnum (tested here on every Python), 3.11+ enum.StrEnum."""
    one = kind("one")
    assert one is kind.ONE and one == "one" and isinstance(one, str) and hash(one) == hash("one")
    assert str(one) == f"{one}" == "%s" % one == format(one, "") == "one"
    assert format(one, ">5") == "  one"
    assert repr(one) == f"<{kind.__name__}.ONE: 'one'>"
    assert json.dumps({kind.TOKEN: [one]}) == '{"token": ["one"]}'
    assert {"one": 1}[one] == 1 and sorted([kind.TOKEN, one]) == ["one", "token"]


def test_strenum_is_the_standard_one_from_python_3_11():
    if sys.version_info >= (3, 11):
        import enum
        assert StrEnum is enum.StrEnum and issubclass(SacrificeKind, enum.StrEnum)
    else:
        assert StrEnum is _StrEnum


# -- the installed game on the oldest and the newest Python (slow) ----------------------------------

def _version_of(python: Path) -> tuple[int, int] | None:
    """(major, minor) of a working interpreter, or None (not there, or a pyenv shim of a version
    that is not active, or broken)."""
    try:
        result = subprocess.run([str(python), "-c", "import sys; print(*sys.version_info[:2])"],
                                capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    try:
        major, minor = map(int, result.stdout.split())
    except ValueError:
        return None
    return (major, minor) if result.returncode == 0 else None


@lru_cache(maxsize=1)
def _pythons() -> dict[int, Path]:
    """The promised minor versions found on this machine, each with one interpreter: python3.X on
    PATH first, else the newest of pyenv's 3.X.* versions."""
    pyenv = Path(os.environ.get("PYENV_ROOT") or Path.home() / ".pyenv") / "versions"
    found: dict[int, Path] = {}
    for minor in PROMISED:
        candidates = []
        for folder in os.environ.get("PATH", "").split(os.pathsep):
            if folder and os.access(Path(folder) / f"python3.{minor}", os.X_OK):
                candidates.append(Path(folder) / f"python3.{minor}")
        versions = [p for p in pyenv.glob(f"3.{minor}.*") if re.fullmatch(rf"3\.{minor}\.\d+", p.name)]
        candidates += [p / "bin" / "python3" for p in sorted(versions, key=lambda p: Version(p.name), reverse=True)]
        for python in candidates:
            if _version_of(python) == (3, minor):
                found[minor] = python
                break
    return found


def _fake_python(path: Path, prints: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho {prints}\n")
    path.chmod(0o755)
    return path


@pytest.mark.skipif(os.name != "posix", reason="the stand-in interpreters are shell scripts")
def test_pythons_are_found_on_path_and_in_pyenv_and_checked(tmp_path, monkeypatch):
    on_path = _fake_python(tmp_path / "bin" / "python3.12", "3 12")
    _fake_python(tmp_path / "bin" / "python3.11", "3 9")                  # lies about its version: not used
    older = _fake_python(tmp_path / "pyenv" / "versions" / "3.10.2" / "bin" / "python3", "3 10")
    newer = _fake_python(tmp_path / "pyenv" / "versions" / "3.10.12" / "bin" / "python3", "3 10")
    _fake_python(tmp_path / "pyenv" / "versions" / "3.13-dev" / "bin" / "python3", "3 13")   # not a release
    _fake_python(tmp_path / "pyenv" / "versions" / "3.11.4" / "bin" / "python3", "3 11")
    (tmp_path / "pyenv" / "versions" / "3.11.4" / "bin" / "python3").chmod(0o644)          # cannot run
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "pyenv"))
    found = _pythons.__wrapped__()
    assert found == {10: newer, 12: on_path}, "PATH first, then pyenv's newest release; each one asked its version"
    assert older != newer
    assert _found_text(found) == f"found 3.10 ({newer}), 3.12 ({on_path}); missing 3.11, 3.13"


def _found_text(found: dict[int, Path]) -> str:
    named = ", ".join(f"3.{minor} ({python})" for minor, python in found.items()) or "none"
    missing = ", ".join(f"3.{minor}" for minor in PROMISED if minor not in found) or "none"
    return f"found {named}; missing {missing}"


def _install(python: Path, venv: Path, wheel: Path, env: dict) -> Path:
    """A fresh virtual environment of `python` with the wheel and its dependencies installed from
    the package index; its interpreter. The environment's own pip installs (the one `python`
    bundles): `pip --python` from this environment would save its setting up, but runs this pip's
    code under `python`, and an older pip breaks on a newer Python (pip 23.0 on 3.13: no
    pkgutil.ImpImporter)."""
    _run([python, "-m", "venv", venv], env=env)
    _run([venv / "bin" / "python", "-m", "pip", "install", "-q", "--disable-pip-version-check", wheel],
         timeout=INSTALL_TIMEOUT, env=env)
    return venv / "bin" / "python"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


@pytest.mark.slow
@pytest.mark.parametrize("end", ["oldest", "newest"])
def test_installed_game_runs_on_the_oldest_and_newest_python(end, wheel, tmp_path):  # noqa: F811
    found = _pythons()
    print(f"Pythons 3.10 to 3.13 on this machine: {_found_text(found)}")
    if not found:
        pytest.skip(f"no Python 3.10 to 3.13 on this machine: {_found_text(found)}")
    minor = min(found) if end == "oldest" else max(found)
    if end == "newest" and minor == min(found):
        pytest.skip(f"only Python 3.{minor} on this machine, tested once as the oldest: {_found_text(found)}")
    promised = PROMISED[0] if end == "oldest" else PROMISED[-1]
    if minor != promised:
        warnings.warn(f"Python 3.{promised} is not on this machine: the {end} Python tested is 3.{minor} "
                      f"({_found_text(found)})", stacklevel=1)

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV")}
    env.update(PYTHONNOUSERSITE="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               MEDURIS_DATA_DIR=str(tmp_path / "data"), MEDURIS_CONFIG_DIR=str(tmp_path / "config"),
               MEDURIS_LOG_DIR=str(tmp_path / "log"))
    python = _install(found[minor], tmp_path / "venv", wheel, env)
    meduris = python.parent / "meduris"
    elsewhere = tmp_path / "elsewhere"             # not the repository: no boards/ etc. next to it
    elsewhere.mkdir()

    def meduris_run(*args: str) -> str:
        return _run([meduris, *args], cwd=elsewhere, env=env).stdout

    probe = "import json, sys, meduris_gui; print(json.dumps([sys.version_info[:2], meduris_gui.__file__]))"
    version, module = json.loads(_run([python, "-c", probe], cwd=elsewhere, env=env).stdout)
    assert version == [3, minor], f"{python} runs Python {version}, not 3.{minor}"
    assert Path(module).resolve().is_relative_to((tmp_path / "venv").resolve()), f"the game ran from {module}"

    assert meduris_run("--version") == f"meduris {meduris_gui.__version__}\n"

    shot = elsewhere / "shot.png"
    meduris_run("screenshot", shot.name, "--scene", "game", "--lang", "de", "--size", "x".join(map(str, SHOT_SIZE)))
    assert _png_size(shot.read_bytes()) == SHOT_SIZE
    import pygame                                  # decoded here: a whole picture, not just a header
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == SHOT_SIZE
    colours = {tuple(picture.get_at((x, y))) for x in range(0, SHOT_SIZE[0], 16) for y in range(0, SHOT_SIZE[1], 16)}
    assert len(colours) > 50, f"a nearly blank picture ({len(colours)} colours)"

    sim = json.loads(meduris_run("sim", "--players", "2", "--games", "3", "--seed", "7"))
    expected = simulate(2, 3, 7)
    for key in SIM_TIMING:
        sim.pop(key), expected.pop(key)
    assert sim == expected, f"Python 3.{minor} played other games than Python {sys.version_info[0]}.{sys.version_info[1]}"

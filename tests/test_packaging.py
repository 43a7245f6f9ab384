"""An installable game: `pip install .` gives a `meduris` that runs from any folder.

The data folders (boards/, locales/, assets/) stay top-level in the repository; the build copies
them into the wheel as meduris_gui/_data/<name> (setup.py), and meduris_gui.paths.data_dir reads
the checkout's folders from a checkout and the packaged ones from an installed wheel.

The slow tests build the real wheel and sdist, install the wheel into a fresh virtual environment
and run the installed `meduris` from a folder that is not the repository.
"""

from __future__ import annotations

import ast
import importlib.metadata
import json
import os
import shutil
import site
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import meduris_gui
from meduris_gui import paths
from meduris_gui.rules.record import Record, summary

ROOT = Path(__file__).resolve().parents[1]
PACKAGED = "meduris_gui/_data"
EXPECTED = {
    "boards": ["2-3p.yaml", "4p.yaml"],
    "locales": ["it.po", "es.po", "de.po", "en.po", "meduris.pot"],
    "assets": ["fonts/NotoSans-Regular.ttf", "fonts/NotoSans-Bold.ttf", "fonts/EBGaramond12-Regular.otf",
               "fonts/OFL-1.1.txt", "fonts/README.md"],
}
GOLDEN = ROOT / "tests" / "rules" / "golden" / "game-2p.yaml"
TIMEOUT = 180          # seconds for one pip or meduris run: a hang fails instead of blocking the suite


def _is_junk(name: str) -> bool:          # the same rule as setup.py's
    return name.startswith(".") or name == "__pycache__" or name.endswith(("~", ".pyc"))


def _checkout_files(name: str) -> set[str]:
    """The files of the checkout's data folder `name`, relative to it (what the wheel must carry)."""
    folder = ROOT / name
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and not any(_is_junk(part) for part in p.relative_to(folder).parts)}


# -- data_dir in the checkout (fast) ------------------------------------------------------------------

def test_data_dir_reads_the_checkouts_top_level_folders():
    assert paths.DATA_FOLDERS == tuple(EXPECTED)
    for name, files in EXPECTED.items():
        folder = paths.data_dir(name)
        assert folder == ROOT / name, "from a checkout the top-level folders are read in place"
        for file in files:
            assert (folder / file).is_file(), f"{name}/{file} missing"


def test_data_dir_refuses_an_unknown_folder():
    with pytest.raises(ValueError, match="unknown data folder 'docs'"):
        paths.data_dir("docs")


def test_setup_py_ships_the_folders_paths_reads():
    """setup.py cannot import the package at build time, so it keeps its own list: the same one."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    lists = [ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
             and any(isinstance(t, ast.Name) and t.id == "DATA_FOLDERS" for t in node.targets)]
    assert lists == [paths.DATA_FOLDERS]


# -- building (slow) -------------------------------------------------------------------------------

def _copy_source(into: Path) -> Path:
    """A copy of the source tree to build in. pip builds in place, and setuptools writes build/ and
    *.egg-info/ into the source folder: building a copy leaves the working tree alone, keeps runs in
    parallel apart, and no stale build/ from earlier can slip old files into the wheel."""
    def ignore(directory: str, names: list[str]) -> set[str]:
        skip = {".git", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis", ".ruff_cache",
                ".benchmarks", ".mypy_cache"}
        return {n for n in names if n in skip or n.endswith(".egg-info")
                or os.path.exists(os.path.join(directory, n, "pyvenv.cfg"))}     # .venv and the like
    target = into / "src"
    shutil.copytree(ROOT, target, ignore=ignore, symlinks=True)
    return target


def _isolation_args() -> list[str]:
    """--no-build-isolation when this interpreter has pyproject's build requirements (the test extras
    install them: the build then needs no index at all). Otherwise pip builds in an isolated
    environment and fetches setuptools and wheel from its configured index."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:                                 # Python 3.10: the same parser, from the test extras
        import tomli as tomllib
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    for text in requires:
        requirement = Requirement(text)
        try:
            version = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            return []
        if not requirement.specifier.contains(version, prereleases=True):
            return []
    return ["--no-build-isolation"]


def _run(command: list, timeout: float = TIMEOUT, **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=timeout, **kwargs)
    assert result.returncode == 0, (f"{' '.join(map(str, command))} exited {result.returncode}\n"
                                    f"--- stdout\n{result.stdout[-3000:]}\n--- stderr\n{result.stderr[-5000:]}")
    return result


def _pip_wheel(source: Path | str, out: Path, cwd: Path) -> Path:
    _run([sys.executable, "-m", "pip", "wheel", source, "--no-deps", *_isolation_args(), "-q", "-w", out], cwd=cwd)
    wheels = list(out.glob("meduris_gui-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """`pip wheel .` of the source tree."""
    base = tmp_path_factory.mktemp("wheel")
    source = _copy_source(base)
    return _pip_wheel(".", base / "dist", cwd=source)


def _check_wheel_data(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    for name, files in EXPECTED.items():
        packaged = {n[len(f"{PACKAGED}/{name}/"):] for n in names if n.startswith(f"{PACKAGED}/{name}/")}
        for file in files:
            assert file in packaged, f"{wheel.name} lacks {PACKAGED}/{name}/{file}"
        assert packaged == _checkout_files(name), f"{wheel.name}: {PACKAGED}/{name} differs from {name}/"
    package = Path(meduris_gui.__file__).parent
    sources = {f"meduris_gui/{p.relative_to(package).as_posix()}" for p in package.rglob("*.py")
               if "_data" not in p.parts}
    missing = sorted(sources - names)
    assert not missing, f"{wheel.name} lacks modules (a folder without __init__.py?): {missing}"


@pytest.mark.slow
def test_wheel_carries_boards_locales_and_assets(wheel):
    _check_wheel_data(wheel)
    with zipfile.ZipFile(wheel) as archive:
        info = f"meduris_gui-{meduris_gui.__version__}.dist-info"
        assert "meduris = meduris_gui.cli:main" in archive.read(f"{info}/entry_points.txt").decode()
        assert f"\nVersion: {meduris_gui.__version__}\n" in archive.read(f"{info}/METADATA").decode()


def _third_party_imports(package: Path) -> dict[str, str]:
    """Top-level modules the package imports, other than its own and the standard library's, each
    with a file that imports it. Imports under `try:` (optional) or `if TYPE_CHECKING:` don't count."""
    found: dict[str, str] = {}
    for file in sorted(package.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        guarded = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Try) or (isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)):
                guarded.update(id(inner) for statement in node.body for inner in ast.walk(statement))
        for node in ast.walk(tree):
            if id(node) in guarded:
                continue
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                if top not in sys.stdlib_module_names and top not in ("__future__", "meduris_gui"):
                    found.setdefault(top, file.relative_to(ROOT).as_posix())
    return found


@pytest.mark.slow
def test_wheel_requires_every_library_the_game_imports(wheel):
    """A fresh `pip install .` gets the game's dependencies from the wheel's Requires-Dist only."""
    with zipfile.ZipFile(wheel) as archive:
        metadata = archive.read(f"meduris_gui-{meduris_gui.__version__}.dist-info/METADATA").decode()
    required = {canonicalize_name(Requirement(line.split(":", 1)[1]).name) for line in metadata.splitlines()
                if line.startswith("Requires-Dist:") and "extra ==" not in line}
    # Python 3.10's packages_distributions() knows only distributions with a top_level.txt (not
    # pygame-ce's, platformdirs', filelock's): the backport reads their file lists, as 3.11+ does.
    if sys.version_info >= (3, 11):
        from importlib.metadata import packages_distributions
    else:
        from importlib_metadata import packages_distributions
    providers = packages_distributions()
    missing = {module: where for module, where in _third_party_imports(ROOT / "meduris_gui").items()
               if not {canonicalize_name(d) for d in providers.get(module, [])} & required}
    assert not missing, f"imported but not in pyproject's dependencies (module: a file importing it): {missing}"


@pytest.mark.slow
def test_sdist_carries_the_data_and_builds_a_complete_wheel(tmp_path):
    source = _copy_source(tmp_path)
    # pip makes no sdists: call the build backend's PEP 517 hook, as `python -m build --sdist` would.
    hook = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    _run([sys.executable, "-c", hook, tmp_path / "sdist"], cwd=source)
    (sdist,) = (tmp_path / "sdist").glob("meduris*.tar.gz")
    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for name in EXPECTED:
        missing = {f"{name}/{file}" for file in _checkout_files(name)} - members
        assert not missing, f"{sdist.name} lacks {sorted(missing)}"
    assert {"setup.py", "pyproject.toml", "meduris_gui/paths.py"} <= members
    _check_wheel_data(_pip_wheel(sdist, tmp_path / "dist", cwd=tmp_path))


# -- the installed game (slow) ---------------------------------------------------------------------

@pytest.mark.slow
def test_installed_wheel_runs_from_any_folder(wheel, tmp_path):
    venv = tmp_path / "venv"
    python, meduris = venv / "bin" / "python", venv / "bin" / "meduris"
    _run([sys.executable, "-m", "venv", venv])
    # The environment holds nothing but the wheel while pip installs it, so pip sees no other
    # meduris-gui (e.g. the checkout's editable install) to skip the install for or to uninstall.
    _run([python, "-m", "pip", "install", "--no-deps", "--no-index", "-q", wheel])
    purelib = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())

    # Dependencies, offline: the venv gets this interpreter's site-packages folders (where pygame-ce,
    # pymunk, pyyaml, babel, platformdirs are) as plain path entries of a .pth file. Not
    # `--system-site-packages`: from CI's .venv that exposes the base Python's folders, not the ones
    # holding the dependencies. And unlike a site folder, a path entry's own .pth files are not
    # processed, so the checkout's editable install (a .pth and an import hook) cannot come along;
    # anyway the venv's site-packages comes first on sys.path. The checks below print which copy runs.
    parents = site.getsitepackages() + ([site.getusersitepackages()] if site.ENABLE_USER_SITE else [])
    (purelib / "_test_dependencies.pth").write_text("".join(f"{p}\n" for p in parents if os.path.isdir(p)))

    elsewhere = tmp_path / "elsewhere"             # not the repository: no boards/ etc. next to it
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(PYTHONNOUSERSITE="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", MEDURIS_DATA_DIR=str(tmp_path / "user-data"))

    def meduris_run(*args: str) -> str:
        return _run([meduris, *args], cwd=elsewhere, env=env).stdout

    # Which copy runs, and where its data comes from: the venv's site-packages, not the repository.
    probe = ("import json, meduris_gui, meduris_gui.paths as p, meduris_gui.i18n as i;"
             "i.set_language('de');"
             "print(json.dumps({'module': meduris_gui.__file__, 'boards': str(p.data_dir('boards')),"
             " 'fonts': str(p.data_dir('assets') / 'fonts'), 'roll': i._('Roll the die')}))")
    where = json.loads(_run([python, "-c", probe], cwd=elsewhere, env=env).stdout)
    for key in ("module", "boards", "fonts"):
        location = Path(where[key]).resolve()
        assert location.is_relative_to(purelib.resolve()), f"{key} from {location}, not from the venv {purelib}"
        assert not location.is_relative_to(ROOT), f"{key} from the repository: {location}"
    assert Path(where["boards"]) == purelib / PACKAGED / "boards"
    assert where["roll"] != "Roll the die", "the German catalog was not found in the wheel"

    assert meduris_run("--version") == f"meduris {meduris_gui.__version__}\n"

    sim = json.loads(meduris_run("sim", "--players", "2", "--games", "2", "--seed", "1"))
    assert sim["games"] == 2 and sim["players"] == 2

    shutil.copy(GOLDEN, elsewhere / GOLDEN.name)
    replayed = json.loads(meduris_run("replay", GOLDEN.name))
    assert replayed == json.loads(json.dumps(summary(Record.load(GOLDEN).replay()))), "same game as the checkout's"

    meduris_run("screenshot", "shot.png", "--scene", "game", "--lang", "de", "--moves", "20")
    assert (elsewhere / "shot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

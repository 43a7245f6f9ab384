"""An installable game: `pip install .` gives a `meduris` that runs from any folder.

The data folders (boards/, locales/, assets/) stay top-level in the repository; the build copies
them into the wheel as meduris_gui/_data/<name> (setup.py), and meduris_gui.paths.data_dir reads
the checkout's folders from a checkout and the packaged ones from an installed wheel. The catalogs go
into the wheel compiled (locales/compiled/<lang>.mo), without their .po files: the installed game
reads them with the standard library, and runs in every language without Babel.

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
from filelock import FileLock
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import meduris_gui
from meduris_gui import paths
from meduris_gui.games.meduris.rules.record import Record, summary

ROOT = Path(__file__).resolve().parents[1]
PACKAGED = "meduris_gui/_data"
EXPECTED = {
    "boards": ["2-3p.yaml", "4p.yaml"],
    "locales": ["it.po", "es.po", "de.po", "en.po", "meduris.pot"],
    "assets": ["fonts/NotoSans-Regular.ttf", "fonts/NotoSans-Bold.ttf", "fonts/EBGaramond12-Regular.otf",
               "fonts/OFL-1.1.txt", "fonts/README.md"],
}
# The wheel's locales/: the catalogs compiled, not their sources (setup.py).
WHEEL_LOCALES = ["compiled/it.mo", "compiled/es.mo", "compiled/de.mo", "compiled/en.mo"]
ROLL = {"it": "Tira il dado", "es": "Tirar el dado", "de": "Würfeln", "en": "Roll the die"}
GOLDEN = ROOT / "tests" / "meduris" / "rules" / "golden" / "game-2p.yaml"
TIMEOUT = 180          # seconds for one pip or meduris run: a hang fails instead of blocking the suite


def _is_junk(name: str) -> bool:          # the same rule as setup.py's
    return name.startswith(".") or name == "__pycache__" or name.endswith(("~", ".pyc"))


def _checkout_files(name: str) -> set[str]:
    """The files of the checkout's data folder `name`, relative to it (what the sdist must carry);
    not locales/compiled/, the checkout's git-ignored build cache."""
    folder = ROOT / name
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and not any(_is_junk(part) for part in p.relative_to(folder).parts)
            and not (name == "locales" and p.relative_to(folder).parts[0] == "compiled")}


def _wheel_files(name: str) -> set[str]:
    """What the wheel carries of the data folder `name`: the checkout's files, except that
    locales/ has each <lang>.po compiled (compiled/<lang>.mo) and no .po or .pot."""
    if name != "locales":
        return _checkout_files(name)
    return {f"compiled/{Path(file).stem}.mo" for file in _checkout_files(name) if file.endswith(".po")}


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


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    """`pip wheel .` of the source tree, built once per run: in parallel (pytest-xdist) the first
    worker to ask builds it into the run's shared temporary folder under a lock, the others wait
    and reuse it (a failed build is not kept: the next one to ask builds again)."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):           # not in parallel (-n 0, -p no:xdist)
        base = tmp_path_factory.mktemp("wheel")
        return _pip_wheel(".", base / "dist", cwd=_copy_source(base))
    shared = tmp_path_factory.getbasetemp().parent          # the run's folder, above each worker's
    with FileLock(shared / "wheel.lock"):
        done = shared / "wheel-dist"
        built = list(done.glob("meduris_gui-*.whl"))
        if built:
            return built[0]
        base = shared / "wheel-build"
        shutil.rmtree(base, ignore_errors=True)
        base.mkdir()
        wheel = _pip_wheel(".", base / "dist", cwd=_copy_source(base))
        os.replace(base / "dist", done)          # whole or not at all
        return done / wheel.name


def _check_wheel_data(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    for name, files in EXPECTED.items():
        packaged = {n[len(f"{PACKAGED}/{name}/"):] for n in names if n.startswith(f"{PACKAGED}/{name}/")}
        for file in (WHEEL_LOCALES if name == "locales" else files):
            assert file in packaged, f"{wheel.name} lacks {PACKAGED}/{name}/{file}"
        assert packaged == _wheel_files(name), f"{wheel.name}: {PACKAGED}/{name} differs from {name}/"
    with zipfile.ZipFile(wheel) as archive:
        for file in WHEEL_LOCALES:
            data = archive.read(f"{PACKAGED}/locales/{file}")
            assert data[:4] == b"\xde\x12\x04\x95", f"{file} is not a compiled catalog"
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
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
        assert "meduris = meduris_gui.cli:main" in entry_points
        assert "[gui_scripts]\nmeduris-window = meduris_gui.cli:window" in entry_points, "the window without a console"
        assert f"\nVersion: {meduris_gui.__version__}\n" in archive.read(f"{info}/METADATA").decode()


# -- metadata (issue 20 item 5) -------------------------------------------------------------------------

CLASSIFIERS = {           # what a player or a packager searching an index should find the game under
    "Development Status :: 4 - Beta",
    "Environment :: X11 Applications", "Environment :: Win32 (MS Windows)", "Environment :: MacOS X",
    "Intended Audience :: End Users/Desktop",
    "Natural Language :: English", "Natural Language :: German", "Natural Language :: Italian",
    "Natural Language :: Spanish",
    "Operating System :: OS Independent",
    "Programming Language :: Python :: 3 :: Only",
    *(f"Programming Language :: Python :: 3.{minor}" for minor in range(10, 14)),
    "Topic :: Games/Entertainment :: Board Games",
}


def _metadata(wheel: Path) -> tuple[str, set[str]]:
    """The wheel's METADATA text and the names of its dist-info files."""
    info = f"meduris_gui-{meduris_gui.__version__}.dist-info"
    with zipfile.ZipFile(wheel) as archive:
        return archive.read(f"{info}/METADATA").decode(), {n[len(info) + 1:] for n in archive.namelist()
                                                            if n.startswith(info + "/")}


def _field(metadata: str, name: str) -> list[str]:
    head = metadata.split("\n\n", 1)[0]              # the headers; the README follows the blank line
    return [line.split(":", 1)[1].strip() for line in head.splitlines() if line.startswith(name + ":")]


@pytest.mark.slow
def test_wheel_metadata_says_the_licence_classifiers_and_a_current_summary(wheel):
    metadata, files = _metadata(wheel)
    assert _field(metadata, "License-Expression") == ["MIT"]
    assert not _field(metadata, "License"), "the deprecated License field next to the SPDX expression"
    assert "LICENSE" in _field(metadata, "License-File")
    with zipfile.ZipFile(wheel) as archive:
        shipped = archive.read(f"meduris_gui-{meduris_gui.__version__}.dist-info/licenses/LICENSE")
    assert shipped == (ROOT / "LICENSE").read_bytes()
    assert "licenses/assets/fonts/OFL-1.1.txt" in files, "the fonts' licence travels with the fonts"
    classifiers = set(_field(metadata, "Classifier"))
    assert CLASSIFIERS <= classifiers, sorted(CLASSIFIERS - classifiers)
    assert not [c for c in classifiers if c.startswith("License ::")], "PEP 639: the expression alone says it"
    keywords = {k.strip() for k in _field(metadata, "Keywords")[0].split(",")}
    assert {"board game", "pygame"} <= keywords
    (summary_line,) = _field(metadata, "Summary")
    assert "soon" not in summary_line.lower() and "board game" in summary_line
    assert not _field(metadata, "Project-URL"), "no made-up addresses: the project has none yet"


def test_classifiers_are_known_to_the_package_index():
    """A misspelt classifier makes PyPI refuse the upload: every one is in PyPA's list."""
    from trove_classifiers import classifiers as known
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = text.split("classifiers = [", 1)[1].split("]", 1)[0]
    ours = {line.strip().strip(",").strip('"') for line in block.splitlines() if line.strip().startswith('"')}
    assert CLASSIFIERS <= ours
    assert not ours - set(known), sorted(ours - set(known))


def test_build_requires_a_setuptools_that_reads_the_spdx_licence():
    """PEP 639's `license = "MIT"` and license-files need setuptools 77; the test extra installs the
    same, so the offline wheel build (--no-build-isolation) keeps working."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'requires = ["setuptools>=77"' in text and '"setuptools>=77",' in text
    assert 'license = "MIT"' in text
    assert Requirement("setuptools>=77").specifier.contains(importlib.metadata.version("setuptools"))


def test_changelog_names_the_current_version():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = next(line for line in changelog.splitlines() if line.startswith("## "))
    assert first.startswith(f"## {meduris_gui.__version__} "), (first, meduris_gui.__version__)


def test_readme_says_the_game_is_an_unofficial_adaptation():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "unofficial" in readme and "HABA" in readme


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
    assert not [m for m in members if m.startswith("locales/compiled")], "the checkout's build cache went in"
    assert {"setup.py", "pyproject.toml", "meduris_gui/paths.py"} <= members
    _check_wheel_data(_pip_wheel(sdist, tmp_path / "dist", cwd=tmp_path))


@pytest.mark.slow
def test_a_catalog_entry_the_check_refuses_fails_the_wheel_build(tmp_path):
    """A wheel never ships a catalog whose entry the check refuses: the build stops and names it."""
    source = _copy_source(tmp_path)
    shutil.rmtree(source / "locales" / "compiled", ignore_errors=True)
    po = source / "locales" / "de.po"
    text = po.read_text(encoding="utf-8")
    good = 'msgstr "{player} baut eine Hütte auf Feld {space}"'
    assert text.count(good) == 1
    po.write_text(text.replace(good, 'msgstr "{spieler} baut eine Hütte auf Feld {space}"'), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", *_isolation_args(), "-q",
                             "-w", str(tmp_path / "dist")], cwd=source, capture_output=True, text=True, timeout=TIMEOUT)
    assert result.returncode != 0 and not list((tmp_path / "dist").glob("*.whl"))
    output = result.stdout + result.stderr
    assert "de.mo" in output and "unknown placeholder {spieler}" in output, output[-3000:]


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
    # pymunk, pyyaml, platformdirs are), less Babel (a build and test dependency: the game must run
    # without it), as folders of links, plain path entries of a .pth file. Not
    # `--system-site-packages`: from CI's .venv that exposes the base Python's folders, not the ones
    # holding the dependencies. And unlike a site folder, a path entry's own .pth files are not
    # processed, so the checkout's editable install (a .pth and an import hook) cannot come along;
    # anyway the venv's site-packages comes first on sys.path. The checks below print which copy runs.
    parents = site.getsitepackages() + ([site.getusersitepackages()] if site.ENABLE_USER_SITE else [])
    folders = []
    for number, parent in enumerate(p for p in parents if os.path.isdir(p)):
        folder = tmp_path / "dependencies" / str(number)
        folder.mkdir(parents=True)
        for entry in Path(parent).iterdir():
            if not entry.name.lower().startswith("babel"):          # babel/, Babel-2.x.dist-info
                (folder / entry.name).symlink_to(entry)
        folders.append(folder)
    (purelib / "_test_dependencies.pth").write_text("".join(f"{folder}\n" for folder in folders))

    elsewhere = tmp_path / "elsewhere"             # not the repository: no boards/ etc. next to it
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(PYTHONNOUSERSITE="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", MEDURIS_DATA_DIR=str(tmp_path / "user-data"))

    def meduris_run(*args: str) -> str:
        return _run([meduris, *args], cwd=elsewhere, env=env).stdout

    # Which copy runs, and where its data comes from: the venv's site-packages, not the repository.
    probe = ("import json, sys, importlib.util, meduris_gui, meduris_gui.paths as p, meduris_gui.i18n as i;"
             "roll = {l: (i.set_language(l), i._('Roll the die'), i.catalog_problems(l))[1] for l in i.LANGUAGES};"
             "print(json.dumps({'module': meduris_gui.__file__, 'boards': str(p.data_dir('boards')),"
             " 'fonts': str(p.data_dir('assets') / 'fonts'), 'roll': roll,"
             " 'babel': importlib.util.find_spec('babel') is not None or 'babel' in sys.modules}))")
    where = json.loads(_run([python, "-c", probe], cwd=elsewhere, env=env).stdout)
    for key in ("module", "boards", "fonts"):
        location = Path(where[key]).resolve()
        assert location.is_relative_to(purelib.resolve()), f"{key} from {location}, not from the venv {purelib}"
        assert not location.is_relative_to(ROOT), f"{key} from the repository: {location}"
    assert Path(where["boards"]) == purelib / PACKAGED / "boards"
    assert where["babel"] is False, "Babel is installed in the venv: the test proves nothing"
    assert where["roll"] == ROLL, "the compiled catalogs were not found in the wheel"
    assert not list((purelib / PACKAGED / "locales").glob("*.po")), "an installed game has no .po to compile"

    assert meduris_run("--version") == f"meduris {meduris_gui.__version__}\n"
    window = _run([venv / "bin" / "meduris-window", "--version"], cwd=elsewhere, env=env).stdout
    assert window == f"meduris {meduris_gui.__version__}\n", "the gui-script is installed and runs the same program"

    sim = json.loads(meduris_run("sim", "--players", "2", "--games", "2", "--seed", "1"))
    assert sim["games"] == 2 and sim["players"] == 2

    shutil.copy(GOLDEN, elsewhere / GOLDEN.name)
    replayed = json.loads(meduris_run("replay", GOLDEN.name))
    assert replayed == json.loads(json.dumps(summary(Record.load(GOLDEN).replay()))), "same game as the checkout's"

    meduris_run("screenshot", "shot.png", "--scene", "game", "--lang", "de", "--moves", "20")
    assert (elsewhere / "shot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

"""Build steps pyproject.toml cannot say: ship the data folders inside the package, compile the catalogs.

All the project's configuration is in pyproject.toml. The game finds its data through
meduris_gui.paths.data_dir: in a checkout (or an editable install) the repository's top-level
boards/, locales/ and assets/; an installed wheel has no repository, so build_py copies the three
folders into the built package as meduris_gui/_data/<name>.

The same files are build_py's source files, and setuptools builds an sdist's file list from every
build_py's get_source_files(): so an sdist carries the folders too (no MANIFEST.in needed) and a
wheel built from that sdist has them.

The catalogs: the wheel carries locales/*.po compiled and checked, as meduris_gui/_data/locales/
compiled/<lang>.mo (meduris_gui/catalogs.py, with Babel from [build-system] requires), and not the
.po files nor the template: an installed game reads .mo files with the standard library and never
compiles. A catalog with an entry the check refuses fails the build (it names the entry). An
editable install (`pip install -e .`) compiles them into the checkout's git-ignored
locales/compiled/, where the game finds them, and only warns about a refused entry (the game shows
it in English and says so).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

PACKAGE = "meduris_gui"
DATA_FOLDERS = ("boards", "locales", "assets")    # as meduris_gui/paths.py (tests/test_packaging.py)
COMPILED = os.path.join("locales", "compiled")    # a checkout's build cache of .mo files: never shipped as it is
SOURCE_ONLY = (".po", ".pot")                     # locales/ files the sdist carries and the wheel does not


def _is_junk(name: str) -> bool:
    return name.startswith(".") or name == "__pycache__" or name.endswith(("~", ".pyc"))


def data_files() -> list[str]:
    """Every file of the data folders, relative to the project root (setuptools' working directory)."""
    files = []
    for folder in DATA_FOLDERS:
        if not os.path.isdir(folder):
            raise FileNotFoundError(f"{os.path.abspath(folder)}: data folder missing, the game would not run")
        for directory, subdirectories, names in os.walk(folder):
            subdirectories[:] = sorted(d for d in subdirectories
                                       if not _is_junk(d) and os.path.join(directory, d) != COMPILED)
            files.extend(os.path.join(directory, name) for name in sorted(names) if not _is_junk(name))
    return files


def _catalogs():
    """meduris_gui/catalogs.py, loaded by its path: importing the package would need its dependencies."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), PACKAGE, "catalogs.py")
    spec = importlib.util.spec_from_file_location("_meduris_catalogs", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module                  # NamedTuple looks its module up while it loads
    spec.loader.exec_module(module)
    return module


def compile_catalogs(target: str, strict: bool) -> None:
    """Compile locales/*.po into `target` (checked; see meduris_gui/catalogs.py). strict: any
    problem fails the build; else it is printed."""
    catalogs = _catalogs()
    try:
        results = catalogs.compile_folder(Path("locales"), Path(target))
    except catalogs.CompileError as error:
        raise SystemExit(f"cannot compile the catalogs: {error.problem}") from None
    problems = [f"{mo}: {problem.english()}" for mo, found in results.items() for problem in found]
    if problems and strict:
        raise SystemExit("the catalogs have entries the check refuses (fix them, see README, Translations):\n  "
                         + "\n  ".join(problems))
    for problem in problems:
        print(f"warning: {problem} (shown in English)", file=sys.stderr)


def catalog_names() -> list[str]:
    return sorted(name[:-3] + ".mo" for name in os.listdir("locales") if name.endswith(".po"))


class BuildPyWithData(build_py):
    """build_py that also copies the data folders to <build_lib>/meduris_gui/_data/, the catalogs
    compiled (locales/compiled/<lang>.mo) instead of their .po files."""

    def _data_target(self) -> str:
        return os.path.join(self.build_lib, PACKAGE, "_data")

    def _data_targets(self) -> list[tuple[str, str]]:
        target = self._data_target()
        return [(source, os.path.join(target, source)) for source in data_files()
                if not (source.startswith("locales" + os.sep) and source.endswith(SOURCE_ONLY))]

    def _catalog_targets(self) -> list[str]:
        return [os.path.join(self._data_target(), COMPILED, name) for name in catalog_names()]

    def _editable(self) -> bool:
        # `pip install -e .`: nothing is copied, the checkout's folders are read in place.
        return bool(getattr(self, "editable_mode", False))

    def run(self) -> None:
        super().run()
        if self._editable():
            compile_catalogs(COMPILED, strict=False)     # the checkout's own cache, read in place
            return
        for source, target in self._data_targets():
            self.mkpath(os.path.dirname(target))
            self.copy_file(source, target, preserve_mode=False)
        compile_catalogs(os.path.join(self._data_target(), COMPILED), strict=True)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if self._editable():
            return outputs
        return outputs + [target for _, target in self._data_targets()] + self._catalog_targets()

    def get_source_files(self) -> list[str]:
        return super().get_source_files() + data_files()


setup(cmdclass={"build_py": BuildPyWithData})

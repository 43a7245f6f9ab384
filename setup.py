"""One build step pyproject.toml cannot say: ship the top-level data folders inside the package.

All the project's configuration is in pyproject.toml. The game finds its data through
meduris_gui.paths.data_dir: in a checkout (or an editable install) the repository's top-level
boards/, locales/ and assets/; an installed wheel has no repository, so build_py copies the three
folders into the built package as meduris_gui/_data/<name>.

The same files are build_py's source files, and setuptools builds an sdist's file list from every
build_py's get_source_files(): so an sdist carries the folders too (no MANIFEST.in needed) and a
wheel built from that sdist has them.
"""

from __future__ import annotations

import os

from setuptools import setup
from setuptools.command.build_py import build_py

PACKAGE = "meduris_gui"
DATA_FOLDERS = ("boards", "locales", "assets")    # as meduris_gui/paths.py (tests/test_packaging.py)


def _is_junk(name: str) -> bool:
    return name.startswith(".") or name == "__pycache__" or name.endswith(("~", ".pyc"))


def data_files() -> list[str]:
    """Every file of the data folders, relative to the project root (setuptools' working directory)."""
    files = []
    for folder in DATA_FOLDERS:
        if not os.path.isdir(folder):
            raise FileNotFoundError(f"{os.path.abspath(folder)}: data folder missing, the game would not run")
        for directory, subdirectories, names in os.walk(folder):
            subdirectories[:] = sorted(d for d in subdirectories if not _is_junk(d))
            files.extend(os.path.join(directory, name) for name in sorted(names) if not _is_junk(name))
    return files


class BuildPyWithData(build_py):
    """build_py that also copies the data folders to <build_lib>/meduris_gui/_data/."""

    def _data_targets(self) -> list[tuple[str, str]]:
        target = os.path.join(self.build_lib, PACKAGE, "_data")
        return [(source, os.path.join(target, source)) for source in data_files()]

    def _editable(self) -> bool:
        # `pip install -e .`: nothing is copied, the checkout's folders are read in place.
        return bool(getattr(self, "editable_mode", False))

    def run(self) -> None:
        super().run()
        if self._editable():
            return
        for source, target in self._data_targets():
            self.mkpath(os.path.dirname(target))
            self.copy_file(source, target, preserve_mode=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if self._editable():
            return outputs
        return outputs + [target for _, target in self._data_targets()]

    def get_source_files(self) -> list[str]:
        return super().get_source_files() + data_files()


setup(cmdclass={"build_py": BuildPyWithData})

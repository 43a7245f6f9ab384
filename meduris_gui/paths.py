"""Where the project's data folders live (boards, locales, assets).

- In a source checkout (and so in an editable install, `pip install -e .`) they are the
  repository's top-level folders, read in place: edits show at once, and tests use the real files.
- An installed wheel has no repository: the build (setup.py) copies the three folders into the
  package as `meduris_gui/_data/<name>`, and an installed game reads those.
- The standalone application (scripts/build_app.py, PyInstaller) is frozen: `sys.frozen` is set
  and the bundle's folder is `sys._MEIPASS`, where the build puts the three folders at the top
  (`_internal/boards` ... beside the executable in a one-folder build).
Which one is decided from where this file is (or the bundle), never from the working directory.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

DATA_FOLDERS = ("boards", "locales", "assets")   # setup.py ships the same ones (tests/test_packaging.py)

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent
"""The repository root in a checkout; the site-packages folder in an installed wheel."""


def _from_checkout(root: Path) -> bool:
    """A source tree (a git checkout or an unpacked sdist): the package sits next to pyproject.toml."""
    return (root / "pyproject.toml").is_file()


def _packaged() -> Path:
    # pip installs wheels unpacked, so the package's resources are real folders on disk.
    return Path(str(resources.files(__package__) / "_data"))


def frozen_bundle() -> Path | None:
    """The folder of the standalone application's files when this is one (PyInstaller sets
    sys.frozen and sys._MEIPASS), else None."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return None


def data_root() -> Path:
    """The folder holding boards/, locales/ and assets/: the frozen application's bundle, the
    checkout, or the installed package's _data."""
    bundle = frozen_bundle()
    if bundle is not None:
        return bundle
    return ROOT if _from_checkout(ROOT) else _packaged()


DATA_ROOT = data_root()
"""The folder holding boards/, locales/ and assets/ for this copy of the game."""


def data_dir(name: str) -> Path:
    """The folder `name` ('boards', 'locales', 'assets') of the installation."""
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r} (expected one of {', '.join(DATA_FOLDERS)}; "
                         "a new one must be added to DATA_FOLDERS here and in setup.py)")
    return DATA_ROOT / name

"""Where the project's data folders live (boards, locales, assets).

- In a source checkout (and so in an editable install, `pip install -e .`) they are the
  repository's top-level folders, read in place: edits show at once, and tests use the real files.
- An installed wheel has no repository: the build (setup.py) copies the three folders into the
  package as `meduris_gui/_data/<name>`, and an installed game reads those. Which one is decided
  from where this file is, never from the working directory.
"""

from __future__ import annotations

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


DATA_ROOT = ROOT if _from_checkout(ROOT) else _packaged()
"""The folder holding boards/, locales/ and assets/ for this copy of the game."""


def data_dir(name: str) -> Path:
    """The folder `name` ('boards', 'locales', 'assets') of the installation."""
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r} (expected one of {', '.join(DATA_FOLDERS)}; "
                         "a new one must be added to DATA_FOLDERS here and in setup.py)")
    return DATA_ROOT / name

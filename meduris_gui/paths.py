"""Where the project's data folders live (boards, locales, assets)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """The folder `name` ('boards', 'locales', 'assets') of the installation."""
    return ROOT / name

"""Every test writes saves into a temporary folder, never into the user's data folder, and finds
its settings file in a fresh temporary config folder, never the user's."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("MEDURIS_DATA_DIR", tempfile.mkdtemp(prefix="meduris-tests-"))
# Also for code run at import time and in subprocesses started outside a test.
os.environ["MEDURIS_CONFIG_DIR"] = tempfile.mkdtemp(prefix="meduris-tests-config-")


@pytest.fixture(autouse=True)
def _config_dir(tmp_path_factory, monkeypatch):
    """A settings folder of its own for every test (empty: a first start)."""
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("MEDURIS_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _data_dir(tmp_path_factory, monkeypatch):
    """A saves folder of its own for every test: an unfinished autosave another test left would
    otherwise be kept by New game (with a notice that takes the next click)."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("MEDURIS_DATA_DIR", str(folder))
    return folder

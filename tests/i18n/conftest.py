"""Fixtures of the catalog tests."""

from __future__ import annotations

import pytest

from meduris_gui import i18n


@pytest.fixture
def english_afterwards():
    """Nothing cached from before or for after; the language back to English from the real files
    (used by the modules that load damaged or temporary catalogs)."""
    i18n.load_catalog.cache_clear()
    yield
    i18n.load_catalog.cache_clear()
    i18n.set_language("en")

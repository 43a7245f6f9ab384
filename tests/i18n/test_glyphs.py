"""Every text of every catalog can be drawn: each character has a glyph in the interface's fonts
(Noto Sans regular and bold). A character the font lacks draws as an empty box (seen in the
guided game: the lesson "The die and “−1”" with a minus sign U+2212 the font does not have)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame.freetype  # noqa: E402

from meduris_gui import i18n  # noqa: E402
from meduris_gui.table import theme  # noqa: E402

LOCALES = Path(__file__).resolve().parents[2] / "locales"


def _texts(language: str) -> set[str]:
    with open(LOCALES / f"{language}.po", "rb") as handle:
        catalog = read_po(handle, locale=language)
    texts = set()
    for message in catalog:
        if not message.id:
            continue
        for part in (message.id, message.string):
            texts.update(p for p in (part if isinstance(part, (tuple, list)) else (part,)) if p)
    return texts


def _font(name: str):
    """FreeType answers None for a character without a glyph (pygame.font draws the empty box
    and gives its metrics)."""
    pygame.freetype.init()
    return pygame.freetype.Font(theme.font_path(name), 16)


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_character_of_every_translation_has_a_glyph(language, bold):
    font = _font(theme.FONT_BOLD if bold else theme.FONT_TEXT)
    characters = {c for text in _texts(language) for c in text if c not in "\n\t"}
    missing = sorted(c for c in characters if font.get_metrics(c)[0] is None)
    assert not missing, f"{language}: no glyph for {[f'U+{ord(c):04X} {c}' for c in missing]}"


def test_the_check_finds_a_character_the_font_lacks():
    font = _font(theme.FONT_TEXT)
    assert font.get_metrics("–")[0] is not None
    assert font.get_metrics("\u2212")[0] is None      # the minus sign: why the lessons write an en dash

"""Eiszeit's cards (issue 22, item 3): every card of the table has a face with its title and
short text in every language, the text never cut at the hand's sizes of 1366x768 and 1920x1080
and each interface scale; light and dark faces and backs are clearly different; the faces are
cached per card, size and language; the hand of five fits the window."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui.games.eiszeit.rules.board import load_board
from meduris_gui.games.eiszeit.rules.cards import DARK_KINDS, LIGHT_KINDS, load_cards
from meduris_gui.games.eiszeit.ui import cards, texts
from meduris_gui.i18n import LANGUAGES, language, set_language
from meduris_gui.table import theme, widgets

WINDOWS = [(1366, 768), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def _mean_light(surf: pygame.Surface) -> float:
    return sum(pygame.transform.average_color(surf)[:3]) / 3


def test_ez_every_card_kind_has_a_title_and_a_text():
    table = load_cards()
    codes = cards.card_codes()
    assert set(codes) == set(table.colour)
    assert {table.kind[c] for c in codes} == set(LIGHT_KINDS + DARK_KINDS)
    assert len([c for c in codes if table.kind[c] == "L1"]) == len(load_board().kinds)
    assert set(texts.TITLES) | {"L1"} == set(LIGHT_KINDS + DARK_KINDS)
    assert set(texts.TEXTS) | {"L1"} == set(LIGHT_KINDS + DARK_KINDS)
    assert set(texts.L1_TEXTS) == set(texts.KIND_NAMES) == set(load_board().kinds)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ez_every_card_draws_in_every_language_without_cut_text(lang):
    set_language(lang)
    table = load_cards()
    for window in WINDOWS:
        for factor in theme.UI_SCALES.values():
            size = cards.card_size(window, factor)
            cards._face_cached.cache_clear()
            for code in cards.card_codes():
                widgets.TRACE = []
                try:
                    face = cards.card_face(code, size)
                    drawn = list(widgets.TRACE)
                finally:
                    widgets.TRACE = None
                assert face.get_size() == size
                assert widgets.cut(drawn) == [], (lang, window, factor, code, widgets.cut(drawn))
                assert len(drawn) == 2, (code, drawn)          # its title and its text
                kind, land = table.kind[code], table.land[code]
                title, text = drawn
                assert " ".join(title.lines) == texts.card_title(kind, land)
                assert " ".join(text.lines) == " ".join(texts.card_text(kind, land).split())
                assert text.size >= cards.MIN_TEXT and title.size >= cards.MIN_TEXT
                # the text's lines stay inside the card
                assert pygame.Rect((0, 0), size).contains(text.ink), (code, text.ink)


def test_ez_card_texts_are_translated():
    table = load_cards()
    english = {c: texts.card_text(table.kind[c], table.land[c]) for c in cards.card_codes()}
    for lang in ("it", "es", "de"):
        set_language(lang)
        for code, text in english.items():
            assert texts.card_text(table.kind[code], table.land[code]) != text, (lang, code)
    set_language("de")
    assert texts.kind_name("forest") == "Wald"
    assert texts.card_title("D6") == "Kult"
    assert "Jäger" in texts.card_text("L1", "steppe")


def test_ez_light_and_dark_cards_are_clearly_different():
    size = cards.card_size((1366, 768))
    light = [_mean_light(cards.card_face(c, size)) for c in cards.card_codes() if c.startswith("l")]
    dark = [_mean_light(cards.card_face(c, size)) for c in cards.card_codes() if c.startswith("d")]
    assert min(light) > max(dark) + 50
    assert _mean_light(cards.card_back("light", size)) > _mean_light(cards.card_back("dark", size)) + 50
    # the two Cults (L6, D6) share a picture but not a family
    assert _mean_light(cards.card_face("l6", size)) > _mean_light(cards.card_face("d6", size)) + 50


def test_ez_faces_are_cached_per_card_size_and_language():
    size = cards.card_size((1366, 768))
    first = cards.card_face("l2", size)
    assert cards.card_face("l2", size) is first
    assert cards.card_face("l3", size) is not first
    set_language("it")
    assert language() == "it"
    italian = cards.card_face("l2", size)
    assert italian is not first
    assert pygame.image.tobytes(italian, "RGBA") != pygame.image.tobytes(first, "RGBA")
    assert cards.card_back("dark", size) is cards.card_back("dark", size)


@pytest.mark.parametrize("window", WINDOWS)
def test_ez_a_hand_of_five_fits_the_window(window):
    w, h = cards.card_size(window)
    assert h == round(w * cards.CARD_RATIO)
    assert 5 * w < window[0] * 0.55           # five side by side beside the board's width
    assert h < window[1] * 0.3
    assert cards.card_size(window, max(theme.UI_SCALES.values()))[0] > w
    assert cards.card_size(window, min(theme.UI_SCALES.values()))[0] >= cards.CARD_WIDTH


def test_a_cards_picture_is_the_same_in_every_run():
    """The picture's scatter was seeded by hash(kind), salted per process: two runs drew two
    different cards (seen comparing screenshots). Two processes with different salts agree."""
    import os
    import subprocess
    import sys
    code = ("import os, zlib; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import pygame; pygame.init();"
            "from meduris_gui.games.eiszeit.ui import cards;"
            f"kinds = {sorted(LIGHT_KINDS + DARK_KINDS)!r};"
            "print(zlib.crc32(b''.join(pygame.image.tobytes(cards.picture(k, 'hills', 'light', (120, 60)), 'RGB')"
            " for k in kinds)))")
    sums = set()
    for salt in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=salt, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        sums.add(out.stdout.strip())
    assert len(sums) == 1

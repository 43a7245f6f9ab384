"""Eiszeit's pieces (issue 22, item 3): the five player colours differ in paint and, for
colour-blind players, in a second cue (each colour its own mark, so hunters differ even in
grey); fire tokens face down all look alike (H4) and face up show their value; every piece
draws at the sizes the window uses."""

from __future__ import annotations

import itertools

import pygame
import pytest

from meduris_gui.games.eiszeit.rules.actions import COLOURS as RULE_COLOURS
from meduris_gui.games.eiszeit.ui import colours, pieces
from meduris_gui.games.eiszeit.ui.colours import COLOURS, MARK, RGB, colour_name, draw_mark
from meduris_gui.i18n import set_language


def _grey(surf: pygame.Surface) -> list:
    w, h = surf.get_size()
    out = []
    for y in range(h):
        for x in range(w):
            c = surf.get_at((x, y))
            out.append(round((c.r * 0.3 + c.g * 0.59 + c.b * 0.11) / 32) if c.a > 128 else -1)
    return out


def _mark_mask(colour: str, r: int = 12) -> pygame.mask.Mask:
    surf = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    draw_mark(surf, colour, r + 2, r + 2, r, (255, 255, 255))
    return pygame.mask.from_surface(surf)


def test_ez_every_colour_of_the_rules_has_paint_mark_and_name():
    assert set(COLOURS) == set(RULE_COLOURS) == set(RGB) == set(MARK) == set(colours.INK) == set(colours.RIM)
    assert len(set(MARK.values())) == len(COLOURS)
    assert len(set(RGB.values())) == len(COLOURS)
    set_language("de")
    try:
        assert colour_name("black") == "Schwarz"
    finally:
        set_language("en")


def test_ez_the_colour_cues_differ_in_shape_for_all_five_colours():
    masks = {c: _mark_mask(c) for c in COLOURS}
    for c, mask in masks.items():
        assert mask.count() > 20, c
    for a, b in itertools.combinations(COLOURS, 2):
        differ = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
        assert differ > 0.25 * max(masks[a].count(), masks[b].count()), (a, b)


@pytest.mark.parametrize("height", [28, 44])
def test_ez_hunters_of_the_five_colours_differ_in_grey(height):
    """Seen without colour (greyscale, 8 levels) every pair of hunters still differs: the mark."""
    greys = {c: _grey(pieces.hunter(c, height)) for c in COLOURS}
    for a, b in itertools.combinations(COLOURS, 2):
        differing = sum(1 for p, q in zip(greys[a], greys[b]) if p != q)
        assert differing > height * 0.6, (a, b, differing)


def test_ez_the_marks_of_light_and_dark_colours_contrast_with_their_paint():
    for c in COLOURS:
        paint, ink = RGB[c], colours.INK[c]
        assert abs(sum(paint) - sum(ink)) > 250, c


def test_ez_fire_tokens_face_down_show_no_value_face_up_do():
    down = pieces.fire_token(30)
    assert _grey(pieces.fire_token(30, None)) == _grey(down)
    up = {v: pieces.fire_token(30, v) for v in (0, 1, 2)}
    for a, b in itertools.combinations(up.values(), 2):
        assert _grey(a) != _grey(b)
    for v in up.values():
        assert _grey(v) != _grey(down)


@pytest.mark.parametrize("size", [14, 30, 60])
def test_ez_every_piece_draws_at_the_window_sizes(size):
    images = [pieces.hunter(c, size) for c in COLOURS + ("fur",)]
    images += [pieces.mammoth(size), pieces.mammoth(size, 1), pieces.club(size), pieces.stone(size),
               pieces.stone_pile(0, size), pieces.stone_pile(7, size), pieces.stone_pile(25, size),
               pieces.fire_token(size), pieces.player_badge("black", size)]
    for image in images:
        assert image.get_width() > 0 and image.get_height() > 0
        assert pygame.mask.from_surface(image).count() > 0
    # a mammoth facing right is the mirror image of one facing left
    left, right = pieces.mammoth(size), pieces.mammoth(size, 1)
    assert pygame.image.tobytes(pygame.transform.flip(left, True, False), "RGBA") == pygame.image.tobytes(right, "RGBA")


def test_ez_stone_piles_grow_with_their_count():
    counts = [pygame.mask.from_surface(pieces.stone_pile(n, 40)).count() for n in (1, 3, 6, 9)]
    assert counts == sorted(counts) and counts[0] < counts[-1]

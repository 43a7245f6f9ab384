"""Small art: material chips, runes, rune stones, player marks, bonus tokens and die faces (who
plays a seat is the program's: meduris_gui/table/icons.py).

Every function returns a cached, shared surface (size x size, per-pixel alpha): callers blit it
and never draw on it. Shapes are drawn supersampled so that edges stay smooth from 16 to 96 px.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from meduris_gui.table import draw as _draw
from meduris_gui.table.draw import mark_points
from .palette import (INK, MATERIAL_COLOURS, MATERIAL_DARK, MATERIAL_LIGHT, PLAYER_COLOURS,
                      PLAYER_MARKS, PLAYER_OUTLINES, mix)
from .runes import GLYPHS, draw_glyph

TOKEN_KINDS = ("plus2", "free", "druid")


def _check_material(material: int) -> None:
    if material not in range(4):
        raise ValueError(f"unknown material {material!r} (expected 0 wood, 1 wool, 2 copper, 3 stone)")


def _check_colour(colour_name: str) -> None:
    if colour_name not in PLAYER_COLOURS:
        expected = ", ".join(PLAYER_COLOURS)
        raise ValueError(f"unknown player colour {colour_name!r} (expected one of {expected})")


def hexagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A pointy-topped hexagon: the chip shape, also used by the board's plots."""
    return [(cx + r * math.cos(math.radians(90 + 60 * k)), cy - r * math.sin(math.radians(90 + 60 * k)))
            for k in range(6)]


# -- material icons, in a unit box scaled to `r` around (cx, cy) ------------------------------

def draw_material_icon(surf: pygame.Surface, material: int, cx: float, cy: float, r: float) -> None:
    """The material's picture alone (no chip): a tree, a fleece, a nugget or a block."""
    def p(x: float, y: float) -> tuple[float, float]:
        return (cx + x * r, cy + y * r)

    dark = MATERIAL_DARK[material]
    if material == 0:  # wood: a fir tree, its silhouette readable at any size
        _draw.poly(surf, (92, 58, 30), [p(-0.14, 0.5), p(0.14, 0.5), p(0.14, 0.95), p(-0.14, 0.95)])
        for top, bottom, half in ((-0.95, -0.25, 0.42), (-0.6, 0.15, 0.56), (-0.25, 0.58, 0.72)):
            _draw.poly(surf, dark, [p(0, top), p(half, bottom), p(-half, bottom)])
        for top, bottom, half in ((-0.95, -0.25, 0.42), (-0.6, 0.15, 0.56), (-0.25, 0.58, 0.72)):
            _draw.poly(surf, (58, 120, 46), [p(0, top + 0.12), p(-half * 0.7, bottom - 0.05),
                                              p(-half * 0.15, bottom - 0.1)])
    elif material == 1:  # wool: a fleece of curls with a dark outline, so white on cream reads
        curls = [(-0.5, 0.12, 0.36), (-0.18, -0.26, 0.4), (0.26, -0.22, 0.38), (0.52, 0.16, 0.34),
                 (0.16, 0.34, 0.4), (-0.24, 0.36, 0.38)]
        for x, y, rr in curls:
            pygame.draw.circle(surf, dark, p(x, y), rr * r + r * 0.13)
        for x, y, rr in curls:
            pygame.draw.circle(surf, (255, 255, 252), p(x, y), rr * r)
        for x, y, rr in curls:
            _draw.thick_line(surf, (196, 186, 164), _draw.arc_points(*p(x, y), rr * r * 0.5, 0.5, 4.4, 10),
                             r * 0.09)
    elif material == 2:  # copper: a faceted ore nugget
        outline = [p(-0.8, 0.2), p(-0.5, -0.45), p(0.0, -0.75), p(0.55, -0.5), p(0.85, 0.1),
                   p(0.5, 0.65), p(-0.2, 0.72), p(-0.7, 0.5)]
        _draw.poly(surf, (86, 34, 10), outline)
        inner = [p(-0.62, 0.18), p(-0.4, -0.32), p(0.0, -0.56), p(0.42, -0.38), p(0.66, 0.1),
                 p(0.4, 0.5), p(-0.18, 0.55), p(-0.54, 0.4)]
        _draw.poly(surf, (176, 84, 30), inner)
        _draw.poly(surf, (254, 196, 128), [p(-0.4, -0.32), p(0.0, -0.56), p(0.1, -0.1), p(-0.28, 0.02)])
        _draw.poly(surf, (232, 142, 70), [p(0.1, -0.1), p(0.42, -0.38), p(0.66, 0.1), p(0.3, 0.2)])
        _draw.poly(surf, (130, 56, 18), [p(-0.28, 0.02), p(0.1, -0.1), p(0.3, 0.2), p(0.4, 0.5),
                                         p(-0.18, 0.55)])
    else:  # stone: a cut block, three shaded faces
        top = [p(0, -0.78), p(0.78, -0.4), p(0, -0.02), p(-0.78, -0.4)]
        left = [p(-0.78, -0.4), p(0, -0.02), p(0, 0.82), p(-0.78, 0.42)]
        right = [p(0, -0.02), p(0.78, -0.4), p(0.78, 0.42), p(0, 0.82)]
        for face, col in ((top, (236, 238, 242)), (left, (176, 180, 190)), (right, (98, 102, 114))):
            _draw.poly(surf, col, face)
        edge = max(1, round(r * 0.08))
        for face in (top, left, right):
            _draw.poly(surf, (44, 48, 58), face, edge)


def draw_chip(surf: pygame.Surface, material: int, cx: float, cy: float, r: float) -> None:
    """A chip of outer radius r drawn straight onto a surface (the die and the plots use it)."""
    _draw.poly(surf, MATERIAL_DARK[material], hexagon(cx, cy, r))
    _draw.poly(surf, MATERIAL_COLOURS[material], hexagon(cx, cy, r * 0.86))
    # a lit upper-left bevel makes it a chip rather than a flat sticker
    _draw.poly(surf, MATERIAL_LIGHT[material], hexagon(cx - r * 0.04, cy - r * 0.05, r * 0.8))
    _draw.poly(surf, mix(MATERIAL_COLOURS[material], MATERIAL_LIGHT[material], 0.25),
               hexagon(cx + r * 0.02, cy + r * 0.03, r * 0.76))
    draw_material_icon(surf, material, cx, cy + r * 0.02, r * 0.64)


def _centred(size: int, reach: float, paint, what) -> pygame.Surface:
    """A size x size icon: paint(surface, what, cx, cy, r) at the centre, r = reach x half the size."""
    def draw(big: pygame.Surface, s: float) -> None:
        c = size * s / 2
        paint(big, what, c, c, c * reach)

    return _draw.supersampled(size, draw)


@functools.lru_cache(maxsize=256)
def material_chip(material: int, size: int) -> pygame.Surface:
    """A hexagonal chip: the material's colour with its icon, readable from 16 px up."""
    _check_material(material)
    return _centred(size, 0.97, draw_chip, material)


# -- runes ----------------------------------------------------------------------------------

def rune(rune_id: str, size: int, colour: tuple[int, ...] = INK) -> pygame.Surface:
    """One of the nine rune glyphs in a flat colour (any RGB or RGBA sequence)."""
    return _rune(rune_id, size, tuple(int(c) for c in colour))


@functools.lru_cache(maxsize=256)
def _rune(rune_id: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    if rune_id not in GLYPHS:
        raise ValueError(f"unknown rune {rune_id!r} (expected one of {', '.join(GLYPHS)})")

    def draw(big: pygame.Surface, s: float) -> None:
        half = size * s / 2
        draw_glyph(big, rune_id, (half, half), half * 0.84, colour, max(s, half * 0.15))

    return _draw.supersampled(size, draw)


@functools.lru_cache(maxsize=128)
def rune_stone(rune_id: str, size: int) -> pygame.Surface:
    """A grey pebble with the rune cut into it: dark groove, lit lower lip."""
    if rune_id not in GLYPHS:
        raise ValueError(f"unknown rune {rune_id!r} (expected one of {', '.join(GLYPHS)})")
    rnd = random.Random(f"stone-{rune_id}")

    def draw(big: pygame.Surface, s: float) -> None:
        c = size * s / 2
        outline = _draw.blob(c, c * 1.02, c * 0.92, c * 0.84, rnd, 48, 0.08)
        _draw.poly(big, (70, 72, 78), outline)
        inner = [(c + (x - c) * 0.93 - c * 0.03, c + (y - c) * 0.93 - c * 0.04) for x, y in outline]
        _draw.poly(big, (150, 152, 156), inner)
        shine = [(c + (x - c) * 0.7 - c * 0.1, c + (y - c) * 0.62 - c * 0.16) for x, y in outline]
        _draw.poly(big, (176, 178, 182), shine)
        for _ in range(int(size * 0.8)):  # speckles: granite rather than plastic
            x, y = rnd.uniform(0.3, 1.7) * c, rnd.uniform(0.3, 1.7) * c
            pygame.draw.circle(big, rnd.choice(((120, 122, 128), (196, 196, 200))), (x, y), s * 0.6)
        half, width = c * 0.6, max(s, c * 0.11)
        draw_glyph(big, rune_id, (c + width * 0.3, c + width * 0.3), half, (214, 216, 220), width)
        draw_glyph(big, rune_id, (c, c), half, (42, 40, 44), width)

    return _draw.supersampled(size, draw)


# -- player marks ---------------------------------------------------------------------------

def draw_mark(surf: pygame.Surface, colour_name: str, cx: float, cy: float, r: float,
              fill: tuple[int, ...] | None = None) -> None:
    """A player's mark with a dark outline, drawn onto a (supersampled) piece."""
    mark = PLAYER_MARKS[colour_name]
    outline = PLAYER_OUTLINES[colour_name]
    _draw.poly(surf, outline, mark_points(mark, cx, cy, r))
    _draw.poly(surf, fill or PLAYER_COLOURS[colour_name], mark_points(mark, cx, cy, r * 0.72))
    if mark == "circle":  # a ring, as on the pieces, so that it never passes for a square
        _draw.poly(surf, outline, mark_points(mark, cx, cy, r * 0.34))


@functools.lru_cache(maxsize=64)
def player_mark(colour_name: str, size: int) -> pygame.Surface:
    """The player's shape (circle, square, triangle, diamond) in the player's colour, outlined."""
    _check_colour(colour_name)
    return _centred(size, 0.96, draw_mark, colour_name)


# -- bonus tokens and silhouettes -------------------------------------------------------------

def draw_hut_shape(surf: pygame.Surface, colour: tuple[int, ...], cx: float, cy: float, r: float) -> None:
    """A hut silhouette: walls and a steep thatched roof, centred in a box of half-size r."""
    _draw.poly(surf, colour, [(cx - r * 0.62, cy + r * 0.8), (cx - r * 0.62, cy), (cx - r * 0.85, cy),
                              (cx, cy - r * 0.85), (cx + r * 0.85, cy), (cx + r * 0.62, cy),
                              (cx + r * 0.62, cy + r * 0.8)])


def draw_druid_shape(surf: pygame.Surface, colour: tuple[int, ...], cx: float, cy: float, r: float) -> None:
    """A hooded druid with a crooked staff, as one silhouette."""
    _draw.poly(surf, colour, [(cx - r * 0.05, cy - r * 0.82), (cx + r * 0.28, cy - r * 0.5),
                              (cx + r * 0.3, cy - r * 0.2), (cx + r * 0.5, cy + r * 0.85),
                              (cx - r * 0.56, cy + r * 0.85), (cx - r * 0.3, cy - r * 0.2),
                              (cx - r * 0.3, cy - r * 0.5)])
    _draw.thick_line(surf, colour, [(cx + r * 0.62, cy + r * 0.85), (cx + r * 0.62, cy - r * 0.62)], r * 0.13)
    crook = _draw.arc_points(cx + r * 0.5, cy - r * 0.62, r * 0.13, 0, -math.pi * 1.4, 8)
    _draw.thick_line(surf, colour, crook,
                     r * 0.11)


@functools.lru_cache(maxsize=64)
def token(kind: str, size: int) -> pygame.Surface:
    """A round bonus chip: "plus2" (a big 2), "free" (a hut) or "druid" (the druid)."""
    if kind not in TOKEN_KINDS:
        raise ValueError(f"unknown token {kind!r} (expected one of {', '.join(TOKEN_KINDS)})")

    def draw(big: pygame.Surface, s: float) -> None:
        c = size * s / 2
        pygame.draw.circle(big, (96, 62, 30), (c, c), c * 0.97)
        big.blit(_draw.radial(round(c * 1.72), (252, 236, 196), (206, 170, 110), 16, (0.38, 0.34)),
                 (round(c - c * 0.86), round(c - c * 0.86)))
        pygame.draw.circle(big, (150, 112, 62), (c, c), c * 0.7, max(1, round(c * 0.04)))
        if kind == "plus2":
            _draw.text(big, "2", (c, c), c * 0.88, INK)
        elif kind == "free":
            draw_hut_shape(big, INK, c, c + c * 0.04, c * 0.56)
            pygame.draw.rect(big, (226, 200, 150), (c - c * 0.1, c + c * 0.16, c * 0.2, c * 0.34))
        else:
            draw_druid_shape(big, INK, c - c * 0.04, c, c * 0.58)

    return _draw.supersampled(size, draw)


# -- the die ------------------------------------------------------------------------------
#
# The printed die shows the four materials and "+1" / "-1" written as numbers (RULES.md T1-T3).
# A face is drawn flat and upright; a tumbling die turns it (cached by whole degree) and the
# board view adds the cube's sides and its shadow (die_sides, die_shadow), which keep their
# direction while the face turns: the light comes from the top left.

DIE_FACE = 0.74            # the face's side as a fraction of its box: it fits at every angle
DIE_BODY = (246, 238, 218)       # the die's wood, a warm ivory
DIE_EDGE = (150, 126, 92)        # its rim
DIE_SIDE = (176, 150, 108)       # its sides, seen past the top face
SIGN_BOX = (-0.36, -0.14, 0.34, 0.28)  # the sign's box: x, y, w, h in face sides from the centre


def die_face(face: int, size: int, tilt: float = 0.0) -> pygame.Surface:
    """A die face (0-3 materials, 4 "+1", 5 "-1") turned by `tilt` degrees (anticlockwise).

    The face is DIE_FACE of the box with rounded corners, which keeps it inside the box at every
    angle: a tumbling die keeps its size. Tilt is cached by whole degree.
    """
    if face not in range(6):
        raise ValueError(f"unknown die face {face!r} (expected 0 to 5)")
    tilt = round(tilt) % 360
    if tilt:
        return _turned(_die_face(face, size), tilt)
    return _die_face(face, size)


def die_sides(size: int, tilt: float = 0.0) -> pygame.Surface:
    """The face's silhouette in the colour of the die's sides, turned like the face: blitted a
    few pixels down and to the right of the face it gives the cube its depth."""
    tilt = round(tilt) % 360
    return _turned(_die_solid(size, DIE_SIDE), tilt) if tilt else _die_solid(size, DIE_SIDE)


@functools.lru_cache(maxsize=16)
def die_shadow(size: int) -> pygame.Surface:
    """A soft round shadow under the die (round, so that it needs no turning): a disc of half a
    face side, blurred by under 0.08 face sides (geometry.DIE_SHADOW_REACH)."""
    out = _draw.canvas(size)
    pygame.draw.circle(out, (20, 24, 10, 120), (size / 2, size / 2), size * DIE_FACE * 0.5)
    return _draw.finish(_draw.soften(out, size * DIE_FACE * 0.07))


@functools.lru_cache(maxsize=240)
def _turned(flat: pygame.Surface, tilt: int) -> pygame.Surface:
    """A cached face or silhouette turned by a whole degree, in a box of its own size."""
    turned = pygame.transform.rotozoom(flat, tilt, 1.0)
    out = _draw.canvas(flat.get_width())
    out.blit(turned, turned.get_rect(center=(flat.get_width() / 2, flat.get_height() / 2)))
    return _draw.finish(out)


def _face_rect(full: float) -> tuple[float, float, float]:
    side = full * DIE_FACE
    return (full - side) / 2, side, round(side * 0.18)


@functools.lru_cache(maxsize=16)
def _die_solid(size: int, colour: tuple[int, ...]) -> pygame.Surface:
    def draw(big: pygame.Surface, s: float) -> None:
        x0, side, radius = _face_rect(size * s)
        pygame.draw.rect(big, colour, (x0, x0, side, side), border_radius=radius)

    return _draw.supersampled(size, draw)


def draw_die_body(big: pygame.Surface, full: float) -> None:
    """The blank top face: ivory, a lit top-left rim and a dark bottom-right rim (a cube's edge)."""
    x0, side, radius = _face_rect(full)
    pygame.draw.rect(big, DIE_EDGE, (x0, x0, side, side), border_radius=radius)
    pygame.draw.rect(big, (255, 252, 240), (x0, x0, side * 0.97, side * 0.97), border_radius=radius)
    inset = side * 0.05
    pygame.draw.rect(big, DIE_BODY, (x0 + inset, x0 + inset, side - 2 * inset, side - 2 * inset),
                     border_radius=round(radius * 0.7))


def draw_die_number(big: pygame.Surface, full: float, sign: int) -> None:
    """"+1" or "-1" as big numerals: the sign as bars (the font has no minus sign), then the 1.

    The sign stays inside SIGN_BOX and the "1" to its right, so the two faces differ only
    there: never an arrow or any other mark that could read as "turn" or "refresh".
    """
    _x0, side, _r = _face_rect(full)
    c = full / 2
    bar, thick = side * 0.28, side * 0.085
    sx, sy = c + side * (SIGN_BOX[0] + SIGN_BOX[2] / 2), c
    pygame.draw.rect(big, INK, (sx - bar / 2, sy - thick / 2, bar, thick), border_radius=round(thick * 0.3))
    if sign > 0:
        pygame.draw.rect(big, INK, (sx - thick / 2, sy - bar / 2, thick, bar), border_radius=round(thick * 0.3))
    _draw.text(big, "1", (c + side * 0.16, c), side * 0.5, INK)


@functools.lru_cache(maxsize=64)
def _die_face(face: int, size: int) -> pygame.Surface:
    def draw(big: pygame.Surface, s: float) -> None:
        full = size * s
        draw_die_body(big, full)
        c = full / 2
        if face < 4:   # the material's own chip, as on the board's plots and supply piles
            draw_chip(big, face, c, c, full * DIE_FACE * 0.4)
        else:
            draw_die_number(big, full, +1 if face == 4 else -1)

    return _draw.supersampled(size, draw)

"""Eiszeit's pieces, drawn in code (our own design): hunters as small fur-clad figures with a spear
in the five player colours, each with its colour's mark (colours.MARK) on the chest; mammoths as
shaggy herds with tusks; fire tokens as round embers, face down (a glowing back, no value: H4)
or face up with their value 0, 1 or 2 (the digit and as many flames: two cues); clubs; stones as
grey pebbles, a player's stones as a pile with their count. Each piece is a small surface cached
by its size; the scenes blit them over the board."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from meduris_gui.table import theme
from .colours import INK, RGB, RIM, draw_mark

FUR = (150, 112, 72)
FUR_DARK = (96, 68, 40)
FUR_LIGHT = (186, 148, 102)
TUSK = (244, 236, 214)
SKIN = (222, 178, 136)
WOOD = (126, 84, 44)
WOOD_DARK = (78, 50, 24)
PEBBLE = (156, 150, 140)
PEBBLE_DARK = (96, 92, 86)
PEBBLE_LIGHT = (204, 200, 190)
EMBER = (58, 36, 30)
EMBER_GLOW = (236, 110, 34)
FLAME = (250, 170, 40)
FLAME_CORE = (255, 236, 150)
ASH = (176, 168, 160)


def darker(colour, factor: float = 0.6) -> tuple[int, int, int]:
    return tuple(max(0, int(c * factor)) for c in colour[:3])


def lighter(colour, amount: float = 0.35) -> tuple[int, int, int]:
    return tuple(min(255, int(c + (255 - c) * amount)) for c in colour[:3])


def _shadow(surf: pygame.Surface, rect) -> None:
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(shade, (0, 0, 0, 80), rect)
    surf.blit(shade, (0, 0))


# -- hunters ---------------------------------------------------------------------------------------

@lru_cache(maxsize=128)
def hunter(colour: str, height: int) -> pygame.Surface:
    """A hunter: a figure in a fur cloak of the player's colour with a hood, a spear, his mark on
    the chest; the outline (colours.RIM) keeps black hunters visible on dark ground. `colour`
    "fur" is nobody's hunter (the cards' pictures of "your" hunters): a plain fur cloak."""
    if colour == "fur":
        return _figure(max(12, height), FUR_LIGHT, FUR_DARK, None)
    return _figure(max(12, height), RGB[colour], RIM[colour], colour)


def _figure(h: int, base, rim, colour: str | None) -> pygame.Surface:
    w = round(h * 0.72)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w * 0.44
    _shadow(surf, pygame.Rect(w * 0.06, h * 0.86, w * 0.8, h * 0.13))
    # the spear behind him, its stone point up
    shaft = max(1, round(h * 0.045))
    pygame.draw.line(surf, WOOD_DARK, (w * 0.84, h * 0.95), (w * 0.84, h * 0.14), shaft + 1)
    pygame.draw.polygon(surf, PEBBLE_DARK, [(w * 0.84, h * 0.02), (w * 0.84 + h * 0.05, h * 0.15),
                                            (w * 0.84 - h * 0.05, h * 0.15)])
    # legs
    for dx in (-0.12, 0.1):
        leg = ((cx + w * dx, h * 0.72), (cx + w * dx * 1.2, h * 0.92))
        pygame.draw.line(surf, FUR_DARK, *leg, max(2, round(h * 0.08)))
    # the cloak: a rounded bell
    cloak = [(cx - w * 0.14, h * 0.3), (cx + w * 0.14, h * 0.3), (cx + w * 0.33, h * 0.58),
             (cx + w * 0.3, h * 0.8), (cx, h * 0.84), (cx - w * 0.3, h * 0.8), (cx - w * 0.33, h * 0.58)]
    pygame.draw.polygon(surf, rim, cloak)
    inner = [(cx + (x - cx) * 0.84, h * 0.31 + (y - h * 0.3) * 0.92) for x, y in cloak]
    pygame.draw.polygon(surf, base, inner)
    fold = ((cx - w * 0.1, h * 0.36), (cx - w * 0.24, h * 0.7))
    pygame.draw.line(surf, lighter(base, 0.3), *fold, max(1, round(h * 0.03)))
    # a fur hem along the bottom
    pygame.draw.line(surf, FUR_LIGHT, (cx - w * 0.26, h * 0.79), (cx + w * 0.26, h * 0.79), max(1, round(h * 0.05)))
    # the arm holding the spear
    pygame.draw.line(surf, rim, (cx + w * 0.2, h * 0.45), (w * 0.84, h * 0.5), max(2, round(h * 0.07)))
    # hood and face
    pygame.draw.circle(surf, rim, (cx, h * 0.2), h * 0.15)
    pygame.draw.circle(surf, base, (cx, h * 0.2), h * 0.15 - max(1, h * 0.025))
    pygame.draw.circle(surf, FUR_LIGHT, (cx, h * 0.22), h * 0.095)
    pygame.draw.circle(surf, SKIN, (cx, h * 0.225), h * 0.07)
    if colour is not None:
        draw_mark(surf, colour, cx, h * 0.56, h * 0.15, INK[colour])
    return surf


@lru_cache(maxsize=64)
def player_badge(colour: str, size: int) -> pygame.Surface:
    """The player's round badge: his colour with his mark (panels, log, the score track)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surf, RIM[colour], (c, c), c - 0.5)
    pygame.draw.circle(surf, RGB[colour], (c, c), c - max(1.5, size * 0.09))
    draw_mark(surf, colour, c, c, size * 0.27)
    return surf


# -- mammoths --------------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def mammoth(height: int, facing: int = -1) -> pygame.Surface:
    """A mammoth seen from the side: a shaggy domed body, a high head with a trunk and two curved
    tusks; facing -1 looks left, +1 right."""
    h = max(14, height)
    w = round(h * 1.3)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(5)
    _shadow(surf, pygame.Rect(w * 0.1, h * 0.84, w * 0.8, h * 0.15))
    # legs
    for x in (0.28, 0.42, 0.66, 0.8):
        pygame.draw.rect(surf, FUR_DARK, pygame.Rect(w * x - h * 0.07, h * 0.6, h * 0.14, h * 0.32),
                         border_radius=max(1, round(h * 0.04)))
    # the body: a domed back higher at the shoulders, hair hanging down
    body = pygame.Rect(w * 0.18, h * 0.2, w * 0.72, h * 0.56)
    pygame.draw.ellipse(surf, FUR_DARK, body)
    pygame.draw.ellipse(surf, FUR, body.inflate(-h * 0.05, -h * 0.05))
    pygame.draw.circle(surf, FUR, (w * 0.38, h * 0.3), h * 0.2)       # the shoulder hump
    for _ in range(max(8, h // 2)):                                    # shaggy strands
        x = rng.uniform(body.left + h * 0.1, body.right - h * 0.1)
        y = rng.uniform(h * 0.42, h * 0.62)
        strand = (x + rng.uniform(-1, 1), y + h * 0.09)
        pygame.draw.line(surf, darker(FUR, 0.78), (x, y), strand, max(1, round(h * 0.025)))
    hem = [(body.left + h * 0.08 + k * (body.width - h * 0.16) / 8, h * 0.72 + (k % 2) * h * 0.05) for k in range(9)]
    pygame.draw.lines(surf, FUR_DARK, False, hem, max(1, round(h * 0.03)))           # the hanging fringe
    for _ in range(max(5, h // 4)):
        x, y = rng.uniform(body.left + h * 0.1, body.right - h * 0.15), rng.uniform(h * 0.22, h * 0.45)
        pygame.draw.line(surf, FUR_LIGHT, (x, y), (x + h * 0.05, y + h * 0.08), 1)
    # the head, trunk and tusks (drawn facing left; flipped below for right)
    head = (w * 0.2, h * 0.36)
    pygame.draw.circle(surf, FUR_DARK, head, h * 0.17)
    pygame.draw.circle(surf, FUR, head, h * 0.15)
    trunk = [(w * 0.14, h * 0.4), (w * 0.08, h * 0.56), (w * 0.07, h * 0.72), (w * 0.1, h * 0.8)]
    pygame.draw.lines(surf, FUR_DARK, False, trunk, max(3, round(h * 0.1)))
    pygame.draw.lines(surf, FUR, False, trunk, max(1, round(h * 0.06)))
    tusk = [(w * 0.17, h * 0.5), (w * 0.12, h * 0.64), (w * 0.02, h * 0.66), (w * 0.0 + 1, h * 0.56)]
    pygame.draw.lines(surf, darker(TUSK, 0.7), False, tusk, max(2, round(h * 0.07)))
    pygame.draw.lines(surf, TUSK, False, tusk, max(1, round(h * 0.045)))
    pygame.draw.circle(surf, (30, 20, 14), (w * 0.18, h * 0.32), max(1, h * 0.025))
    if facing > 0:
        surf = pygame.transform.flip(surf, True, False)
    return surf


# -- fire tokens -----------------------------------------------------------------------------------

def _flame(surf, x: float, base: float, height: float) -> None:
    w = height * 0.42
    outer = [(x, base - height), (x + w * 0.5, base - height * 0.45), (x + w * 0.45, base - height * 0.1),
             (x, base), (x - w * 0.45, base - height * 0.1), (x - w * 0.5, base - height * 0.45)]
    pygame.draw.polygon(surf, FLAME, outer)
    core = [(x, base - height * 0.55), (x + w * 0.25, base - height * 0.2), (x, base - height * 0.02),
            (x - w * 0.25, base - height * 0.2)]
    pygame.draw.polygon(surf, FLAME_CORE, core)


@lru_cache(maxsize=32)
def fire_token(size: int, value: int | None = None) -> pygame.Surface:
    """A fire token: face down (value None) a dark disc of embers with glowing cracks, the same for
    every token; face up a lighter disc with its value as a digit and as many flames (0: ashes)."""
    s = max(12, size)
    surf = pygame.Surface((s + 2, s + 3), pygame.SRCALPHA)
    c = s / 2
    pygame.draw.circle(surf, (0, 0, 0, 90), (c + 1, c + 2), c)
    if value is None:
        pygame.draw.circle(surf, (24, 14, 10), (c, c), c)
        pygame.draw.circle(surf, EMBER, (c, c), c - max(1.5, s * 0.07))
        rng = random.Random(9)
        for k in range(6):                      # glowing cracks from the middle outward
            a = k * math.pi / 3 + rng.uniform(-0.3, 0.3)
            mid = (c + math.cos(a) * c * 0.35, c + math.sin(a) * c * 0.35)
            end = (c + math.cos(a + 0.3) * c * 0.72, c + math.sin(a + 0.3) * c * 0.72)
            pygame.draw.lines(surf, EMBER_GLOW, False, [(c, c), mid, end], max(1, round(s * 0.06)))
        pygame.draw.circle(surf, FLAME, (c, c), max(1.5, s * 0.1))
        return surf
    pygame.draw.circle(surf, (90, 44, 20), (c, c), c)
    pygame.draw.circle(surf, (246, 226, 190), (c, c), c - max(1.5, s * 0.07))
    if value <= 0:                              # ashes: grey specks, no flame
        for k in range(5):
            speck = (c - s * 0.2 + k * s * 0.1, c + s * 0.24 - (k % 2) * s * 0.05)
            pygame.draw.circle(surf, ASH, speck, max(1, s * 0.05))
    else:
        for k in range(value):
            _flame(surf, c + (k - (value - 1) / 2) * s * 0.24, c + s * 0.38, s * 0.42)
    f = theme.font(max(8, round(s * 0.48)), True)
    image = f.render(str(value), True, (70, 30, 10))
    surf.blit(image, image.get_rect(center=(c, c - s * 0.14)))
    return surf


# -- clubs and stones ------------------------------------------------------------------------------

@lru_cache(maxsize=32)
def club(length: int) -> pygame.Surface:
    """A wooden club lying slanted: a thin grip thickening to a knobbly head."""
    n = max(12, length)
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    grip, head = (n * 0.12, n * 0.88), (n * 0.78, n * 0.22)
    pygame.draw.line(surf, WOOD_DARK, grip, head, max(3, round(n * 0.14)))
    pygame.draw.line(surf, WOOD, grip, head, max(2, round(n * 0.09)))
    pygame.draw.circle(surf, WOOD_DARK, head, n * 0.2)
    pygame.draw.circle(surf, WOOD, head, n * 0.2 - max(1, n * 0.04))
    pygame.draw.circle(surf, lighter(WOOD, 0.3), (head[0] - n * 0.06, head[1] - n * 0.06), n * 0.06)
    for a in (0.4, 1.9, 3.6, 5.0):              # knots
        pygame.draw.circle(surf, WOOD_DARK, (head[0] + math.cos(a) * n * 0.12, head[1] + math.sin(a) * n * 0.12),
                           max(1, n * 0.03))
    return surf


@lru_cache(maxsize=32)
def stone(size: int, tone: int = 0) -> pygame.Surface:
    """One stone (the money): a grey pebble, lit from the upper left; `tone` varies its grey."""
    s = max(6, size)
    surf = pygame.Surface((s + 2, round(s * 0.8) + 2), pygame.SRCALPHA)
    base = tuple(max(0, min(255, v + tone)) for v in PEBBLE)
    body = pygame.Rect(0, 0, s, round(s * 0.78))
    pygame.draw.ellipse(surf, (0, 0, 0, 80), body.move(1, 2))
    pygame.draw.ellipse(surf, darker(base, 0.62), body)
    pygame.draw.ellipse(surf, base, body.inflate(-max(2, s * 0.12), -max(2, s * 0.12)))
    pygame.draw.ellipse(surf, lighter(base, 0.5), pygame.Rect(s * 0.2, s * 0.12, s * 0.34, s * 0.2))
    return surf


# Where the stones of a pile lie, as (x, y) fractions of the pile's box, the first at the bottom.
_PILE = ((0.2, 0.78), (0.5, 0.8), (0.8, 0.78), (0.35, 0.6), (0.65, 0.6), (0.5, 0.42), (0.22, 0.5),
         (0.78, 0.5), (0.5, 0.24))


@lru_cache(maxsize=128)
def stone_pile(count: int, size: int) -> pygame.Surface:
    """A heap of up to nine pebbles for `count` stones (more lie hidden under them) with the count
    on a small tag: a player's stones, or a reserve's."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pebble = max(6, round(size * 0.34))
    for k, (x, y) in enumerate(_PILE[:max(0, min(count, len(_PILE)))]):
        image = stone(pebble, ((k * 37) % 30) - 15)
        surf.blit(image, image.get_rect(center=(x * size, y * size)))
    f = theme.font(max(8, round(size * 0.34)), True)
    image = f.render(str(count), True, theme.INK)
    tag = image.get_rect(bottomright=(size - 1, size - 1)).inflate(6, 0)
    pygame.draw.rect(surf, theme.LIGHT, tag, border_radius=tag.height // 2)
    pygame.draw.rect(surf, theme.PANEL_EDGE, tag, 1, border_radius=tag.height // 2)
    surf.blit(image, image.get_rect(center=tag.center))
    return surf

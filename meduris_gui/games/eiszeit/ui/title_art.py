"""The title picture of Eiszeit (our own art, drawn in code): a cold dawn over the tundra, the
glacier's wall along the horizon, a herd of mammoths crossing the steppe and the hunters of the
five colours round a fire in the foreground. Composed once per window size."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ..rules.actions import COLOURS
from . import pieces
from .board_art import ICE, ICE_DEEP, ICE_EDGE, ICE_SHADE, KIND_PAINT
from .pieces import darker

SKY_TOP = (34, 48, 92)
SKY_BOTTOM = (246, 198, 150)
TUNDRA_FAR = (120, 130, 136)
TUNDRA = (132, 142, 116)
STEPPE = KIND_PAINT["steppe"]["ground"]


def _gradient(surf: pygame.Surface, top: int, bottom: int, a, b) -> None:
    for y in range(top, bottom):
        t = (y - top) / max(1, bottom - top - 1)
        pygame.draw.line(surf, [round(a[k] + (b[k] - a[k]) * t) for k in range(3)], (0, y), (surf.get_width(), y))


def _ridge(surf, colour, base: float, amplitude: float, waves: float, phase: float, jagged: float = 0.0,
           rng: random.Random | None = None) -> list:
    width, height = surf.get_size()
    points = [(0, height)]
    for x in range(0, width + 8, 8):
        y = base - amplitude * (0.6 * math.sin(x / width * waves * math.pi + phase)
                                + 0.4 * math.sin(x / width * waves * 2.7 * math.pi + phase * 1.3))
        if jagged and rng is not None:
            y -= rng.uniform(0, jagged)
        points.append((x, y))
    points.append((width, height))
    pygame.draw.polygon(surf, colour, points)
    return points[1:-1]


def _fire(surf, x: float, y: float, s: float) -> None:
    glow = pygame.Surface((round(s * 8), round(s * 5)), pygame.SRCALPHA)
    for k in range(6, 0, -1):
        pygame.draw.ellipse(glow, (255, 170, 60, 14 * (7 - k)), glow.get_rect().inflate(-k * s * 0.9, -k * s * 0.55))
    surf.blit(glow, glow.get_rect(center=(x, y - s * 0.3)))
    for k in range(4):                                   # logs
        a = k * math.pi / 4 + 0.3
        pygame.draw.line(surf, pieces.WOOD_DARK, (x - math.cos(a) * s, y + math.sin(a) * s * 0.25),
                         (x + math.cos(a) * s, y - math.sin(a) * s * 0.25), max(2, round(s * 0.22)))
    for dx, hgt in ((-0.35, 1.3), (0.3, 1.6), (0.0, 2.1)):
        pieces._flame(surf, x + dx * s, y, hgt * s)


# The herd crossing from the right: (x, y below the horizon, as fractions of the window; size at
# 768 px high), the far ones smaller and drawn first; right of the title's menu (its middle column).
HERD = ((0.94, 0.115, 70), (0.855, 0.13, 92), (0.66, 0.14, 84), (0.75, 0.155, 120))


def _horizon(height: int, top: int) -> int:
    return max(top + 40, round(height * 0.5))


def _herd(width: int, height: int, horizon: int) -> list:
    """The herd's mammoths and where each stands."""
    unit = height / 768
    out = []
    for fx, fy, size in HERD:
        image = pieces.mammoth(round(size * unit), -1)
        out.append((image, image.get_rect(midbottom=(width * fx, horizon + height * fy))))
    return out


def herd_rects(width: int, height: int, top: int) -> list:
    """Where the title picture's mammoths stand (a test keeps them clear of the title's menu)."""
    return [rect for _image, rect in _herd(width, height, _horizon(height, top))]


@lru_cache(maxsize=4)
def title_picture(width: int, height: int, top: int) -> pygame.Surface:
    rng = random.Random(29)
    surf = pygame.Surface((width, height))
    horizon = _horizon(height, top)
    _gradient(surf, 0, horizon + 40, SKY_TOP, SKY_BOTTOM)
    for _ in range(70):                                  # the last stars
        x, y = rng.uniform(0, width), rng.uniform(0, horizon * 0.45)
        surf.set_at((round(x), round(y)), (226, 230, 246))
    sun = (round(width * 0.64), horizon - round(height * 0.03))
    pygame.draw.circle(surf, (252, 226, 170), sun, round(height * 0.045))
    # the glacier: a white wall along the horizon with blue shadows and crevasses
    wall = _ridge(surf, ICE_SHADE, horizon - height * 0.02, height * 0.05, 2.2, 0.4, height * 0.012, rng)
    lit = [(x, y + height * 0.006) for x, y in wall]
    pygame.draw.polygon(surf, ICE, [(0, height)] + lit + [(width, height)])
    for x, y in wall[::5]:
        pygame.draw.line(surf, ICE_DEEP, (x, y + height * 0.02), (x + rng.uniform(-6, 6), y + height * 0.07), 2)
    pygame.draw.lines(surf, ICE_EDGE, False, wall, 2)
    _ridge(surf, TUNDRA_FAR, horizon + height * 0.05, height * 0.02, 3, 1.1)
    _ridge(surf, TUNDRA, horizon + height * 0.1, height * 0.025, 2, 2.5)
    _ridge(surf, STEPPE, horizon + height * 0.2, height * 0.03, 1.4, 0.9)
    near = horizon + height * 0.18
    for _ in range(int(width * 0.9)):                    # steppe grass in the foreground
        x, y = rng.uniform(0, width), rng.uniform(near, height)
        tone = rng.choice((KIND_PAINT["steppe"]["a"], KIND_PAINT["steppe"]["b"], darker(STEPPE, 0.8)))
        tall = 3 + (y - near) / max(1, height - near) * 8
        pygame.draw.line(surf, tone, (x, y), (x + rng.uniform(-2, 2), y - tall), 1)
    unit = height / 768
    for image, rect in _herd(width, height, horizon):
        surf.blit(image, rect)
    # the hunters round the fire, lower left: a half ring behind it, the fire in front
    fx, fy = width * 0.25, horizon + height * 0.4
    for k, colour in enumerate(COLOURS):
        a = math.pi * (1.08 + 0.84 * k / (len(COLOURS) - 1))
        x, y = fx + math.cos(a) * 130 * unit, fy + math.sin(a) * 40 * unit
        image = pieces.hunter(colour, round(80 * unit))
        surf.blit(image, image.get_rect(midbottom=(x, y + 12 * unit)))
    _fire(surf, fx, fy, 18 * unit)
    image = pieces.club(round(34 * unit))
    surf.blit(image, image.get_rect(center=(fx + 60 * unit, fy + 40 * unit)))
    for k in range(3):
        image = pieces.stone(round(18 * unit), k * 9 - 9)
        surf.blit(image, (fx - 70 * unit + k * 14 * unit, fy + 44 * unit))
    # falling snow, lighter in front
    flakes = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(160):
        x, y = rng.uniform(0, width), rng.uniform(0, height)
        pygame.draw.circle(flakes, (255, 255, 255, rng.randint(90, 200)), (x, y), rng.choice((1, 1, 2)))
    surf.blit(flakes, (0, 0))
    # a darker sky at the top, so the words stay readable
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(top + 40):
        pygame.draw.line(shade, (12, 16, 36, round(120 * (1 - y / (top + 40)))), (0, y), (width, y))
    surf.blit(shade, (0, 0))
    return surf


__all__ = ["HERD", "herd_rects", "title_picture"]

"""The title picture of Die Dolmengötter (our own art, drawn in code): dusk over the heath, low
hills, a great stone circle seen from the side with druids of the five colours, a dolmen (two
standing stones and a capstone) on a rise. Composed once per window size."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from . import art
from .colours import COLOURS

SKY_TOP = (38, 30, 70)
SKY_BOTTOM = (236, 150, 96)
HILL_FAR = (104, 92, 120)
HILL_MID = (70, 104, 66)
HEATH = (58, 88, 54)
STONE = (150, 142, 150)
STONE_DARK = (98, 92, 104)


def _gradient(surf: pygame.Surface, top: int, bottom: int, a, b) -> None:
    for y in range(top, bottom):
        t = (y - top) / max(1, bottom - top - 1)
        pygame.draw.line(surf, [round(a[k] + (b[k] - a[k]) * t) for k in range(3)], (0, y), (surf.get_width(), y))


def _hills(surf, colour, base: float, amplitude: float, waves: float, phase: float) -> None:
    width, height = surf.get_size()
    points = [(0, height)]
    for x in range(0, width + 8, 8):
        y = base - amplitude * (0.6 * math.sin(x / width * waves * math.pi + phase)
                                + 0.4 * math.sin(x / width * waves * 2.3 * math.pi + phase * 1.7))
        points.append((x, y))
    points.append((width, height))
    pygame.draw.polygon(surf, colour, points)


def _menhir(surf, x: float, y: float, w: float, h: float, lit: float = 0.35) -> None:
    body = [(x - w * 0.5, y), (x - w * 0.42, y - h * 0.8), (x - w * 0.1, y - h), (x + w * 0.35, y - h * 0.92),
            (x + w * 0.5, y)]
    pygame.draw.polygon(surf, STONE_DARK, body)
    pygame.draw.polygon(surf, art.lighter(STONE, lit), body[:3] + [(x, y - h * 0.5), (x - w * 0.1, y)])


@lru_cache(maxsize=4)
def title_picture(width: int, height: int, top: int) -> pygame.Surface:
    rng = random.Random(11)
    surf = pygame.Surface((width, height))
    horizon = max(top + 40, round(height * 0.55))
    _gradient(surf, 0, horizon + 60, SKY_TOP, SKY_BOTTOM)
    for _ in range(90):                                  # the first stars
        x, y = rng.uniform(0, width), rng.uniform(0, horizon * 0.5)
        surf.set_at((round(x), round(y)), (230, 226, 240))
    sun = (round(width * 0.72), horizon - round(height * 0.02))
    pygame.draw.circle(surf, (250, 206, 130), sun, round(height * 0.05))
    _hills(surf, HILL_FAR, horizon, height * 0.04, 3, 0.7)
    _hills(surf, HILL_MID, horizon + height * 0.06, height * 0.05, 2, 2.1)
    _hills(surf, HEATH, horizon + height * 0.16, height * 0.04, 1.5, 4.0)
    # heath texture on the near ground
    near = horizon + height * 0.12
    for _ in range(int(width * 0.6)):
        x, y = rng.uniform(0, width), rng.uniform(near, height)
        tone = rng.choice((art.HEATH, art.MOSS, art.GRASS_LIGHT))
        pygame.draw.line(surf, tone, (x, y), (x + rng.uniform(-2, 2), y - rng.uniform(2, 6)), 1)
    # the great stone circle, seen from the side: the far stones first, smaller and darker
    cx, cy = width * 0.3, horizon + height * 0.3
    rx, ry = width * 0.17, height * 0.07
    unit = height / 768
    stones = []
    for k in range(12):
        a = 2 * math.pi * k / 12 + 0.2
        x, y = cx + math.cos(a) * rx, cy + math.sin(a) * ry
        scale = 0.75 + 0.25 * (math.sin(a) + 1) / 2
        stones.append((y, x, scale))
    pygame.draw.ellipse(surf, art.CLEARING, pygame.Rect(cx - rx * 1.1, cy - ry * 1.2, rx * 2.2, ry * 2.4))
    def ring(front: bool) -> None:
        for y, x, scale in sorted(stones):
            if (y > cy) == front:
                _menhir(surf, x, y, 26 * unit * scale, 80 * unit * scale, lit=0.2 + 0.2 * scale)

    ring(front=False)                                   # the far half of the ring, then the druids inside
    for k, colour in enumerate(COLOURS):
        x = cx - rx * 0.6 + k * rx * 0.3
        y = cy + (k % 2) * ry * 0.4 - ry * 0.1
        image = art.druid(colour, round(56 * unit), lying=False)
        surf.blit(image, image.get_rect(midbottom=(x, y)))
    ring(front=True)
    # a dolmen on a rise to the right: two uprights and a capstone
    dx, dy = width * 0.78, horizon + height * 0.26
    pygame.draw.ellipse(surf, art.MOSS, pygame.Rect(dx - 150 * unit, dy - 20 * unit, 300 * unit, 60 * unit))
    _menhir(surf, dx - 55 * unit, dy + 10 * unit, 34 * unit, 100 * unit)
    _menhir(surf, dx + 55 * unit, dy + 10 * unit, 34 * unit, 96 * unit)
    cap = [(dx - 110 * unit, dy - 86 * unit), (dx + 100 * unit, dy - 100 * unit), (dx + 115 * unit, dy - 76 * unit),
           (dx - 100 * unit, dy - 62 * unit)]
    pygame.draw.polygon(surf, STONE_DARK, cap)
    pygame.draw.polygon(surf, art.lighter(STONE, 0.3), cap[:2] + [(dx + 104 * unit, dy - 90 * unit),
                                                                  (dx - 104 * unit, dy - 76 * unit)])
    # the stones of the five colours at the dolmen's foot
    for k, colour in enumerate(COLOURS):
        image = art.stone(colour, round(36 * unit))
        surf.blit(image, image.get_rect(midbottom=(dx - 90 * unit + k * 45 * unit, dy + 40 * unit)))
    # dusk: a little darker at the top, so the words stay readable
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(top + 40):
        pygame.draw.line(shade, (10, 8, 24, round(110 * (1 - y / (top + 40)))), (0, y), (width, y))
    surf.blit(shade, (0, 0))
    return surf

"""The druid's temple in the board's corner, a stone circle round a paved floor, and the flat rock
slabs that lead him from it to the ring."""

from __future__ import annotations

import math
import random

import pygame

from ..geometry import BoardGeometry
from meduris_gui.table import draw as _draw


def draw_temple(surf: pygame.Surface, g: BoardGeometry, rnd: random.Random) -> None:
    """A stone circle round a paved floor (where the druid stands) with a dolmen behind it."""
    x, y = g.druid_temple()
    r = g.space_radius
    pygame.draw.circle(surf, (70, 96, 50), (x + 2, y + 3), r * 1.45)
    pygame.draw.circle(surf, (150, 176, 96), (x, y), r * 1.42)
    pygame.draw.circle(surf, (120, 116, 108), (x, y), r * 0.88)
    pygame.draw.circle(surf, (182, 176, 164), (x, y), r * 0.82)
    for k in range(10):  # flagstones
        a = math.tau * k / 10
        pygame.draw.line(surf, (140, 134, 124), (x + math.cos(a) * r * 0.3, y + math.sin(a) * r * 0.3),
                         (x + math.cos(a) * r * 0.82, y + math.sin(a) * r * 0.82), max(1, round(r * 0.04)))
    pygame.draw.circle(surf, (140, 134, 124), (x, y), r * 0.3, max(1, round(r * 0.04)))
    stones = []
    for k in range(9):
        a = math.tau * k / 9 - math.pi / 2 + 0.2
        stones.append((x + math.cos(a) * r * 1.16, y + math.sin(a) * r * 1.1))
    for sx, sy in sorted(stones, key=lambda p: p[1]):
        _standing_stone(surf, sx, sy, r * 0.2, r * 0.36, rnd)
    # the dolmen: two uprights and a capstone at the back of the floor
    dx, dy = x, y - r * 0.5
    _standing_stone(surf, dx - r * 0.3, dy, r * 0.14, r * 0.3, rnd)
    _standing_stone(surf, dx + r * 0.3, dy, r * 0.14, r * 0.3, rnd)
    cap = _draw.blob(dx, dy - r * 0.3, r * 0.52, r * 0.17, rnd, 24, 0.1)
    _draw.poly(surf, (70, 70, 76), [(px + 2, py + 3) for px, py in cap])
    _draw.poly(surf, (160, 160, 164), cap)
    _draw.poly(surf, (200, 200, 204), [(px, py - r * 0.04) for px, py in cap[14:23]] + [(dx, dy - r * 0.3)])


def _standing_stone(surf: pygame.Surface, x: float, y: float, w: float, h: float, rnd: random.Random) -> None:
    rect = pygame.Rect(0, 0, max(2, round(w * 2)), max(3, round(h * 2)))
    rect.midbottom = (round(x), round(y + h * 0.5))
    radius = max(1, round(w * 0.8))
    pygame.draw.ellipse(surf, (40, 50, 30), (rect.x + w * 0.3, rect.bottom - w * 0.6, rect.w + w * 0.6, w))
    pygame.draw.rect(surf, (84, 84, 92), rect, border_radius=radius)
    pygame.draw.rect(surf, (150, 150, 156), rect.inflate(-max(1, w * 0.35), -max(1, w * 0.3)).move(-1, -1),
                     border_radius=radius)
    pygame.draw.ellipse(surf, (196, 196, 200),  # the lit top
                        (rect.x + w * 0.2, rect.y + w * 0.1, rect.w - w * 0.6, w * 0.7))
    if rnd.random() < 0.5:
        pygame.draw.circle(surf, (110, 150, 80), (rect.x + w * 0.5, rect.bottom - w * 0.6), max(1, w * 0.3))


def draw_rock(surf: pygame.Surface, g: BoardGeometry, k: int, rnd: random.Random) -> None:
    """A flat rock slab: one of the druid's stepping stones towards the ring."""
    x, y = g.rock(k)
    r = g.space_radius
    slab = _draw.blob(x, y, r * 0.62, r * 0.46, rnd, 28, 0.16, rnd.uniform(-0.5, 0.5))
    _draw.poly(surf, (50, 56, 44), [(px + r * 0.06, py + r * 0.1) for px, py in slab])
    _draw.poly(surf, (112, 112, 118), slab)
    top = [(x + (px - x) * 0.86 - r * 0.04, y + (py - y) * 0.8 - r * 0.06) for px, py in slab]
    _draw.poly(surf, (168, 168, 172), top)
    shine = [(x + (px - x) * 0.5 - r * 0.12, y + (py - y) * 0.4 - r * 0.12) for px, py in slab]
    _draw.poly(surf, (190, 190, 194), shine)
    crack = max(1, round(r * 0.05))
    pygame.draw.line(surf, (120, 120, 126), (x - r * 0.2, y - r * 0.1), (x + r * 0.1, y + r * 0.16), crack)

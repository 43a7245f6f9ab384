"""The board's frame: a wooden border carrying the score track 0-99.

Cell centres come from BoardGeometry.track so markers drawn by the game land in the cells; cell
borders lie halfway between neighbouring centres. Every fifth cell is darker and numbered, every
tenth a little more so, so a score can be counted at a glance.
"""

from __future__ import annotations

import random

import pygame

from ..geometry import TRACK_CELLS, BoardGeometry
from meduris_gui.table import draw as _draw
from .palette import INK, PARCHMENT, PARCHMENT_DARK, WOOD_FRAME, WOOD_FRAME_DARK, mix, shade


def cell_rect(g: BoardGeometry, score: int) -> pygame.Rect:
    """The rectangle of score cell `score` (0-99) on a board at g.left, g.top."""
    cell = score % TRACK_CELLS
    side, along = divmod(cell, 25)
    x, y = g.track(cell)
    step = (g.size - g.band) / 25
    half = step / 2
    band = g.band
    if along == 0:  # a corner: from the board's corner to its neighbours' borders
        mid_x, mid_y = g.left + g.size / 2, g.top + g.size / 2
        x0, x1 = (g.left, x + half) if x < mid_x else (x - half, g.left + g.size)
        y0, y1 = (g.top, y + half) if y < mid_y else (y - half, g.top + g.size)
        return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
    if side in (0, 2):
        return pygame.Rect(round(x - half), round(y - band / 2), round(step), band)
    return pygame.Rect(round(x - band / 2), round(y - half), band, round(step))


def frame(surf: pygame.Surface, g: BoardGeometry, rnd: random.Random) -> None:
    """Draw the frame band and its 100 cells onto a board-local surface (g.left = g.top = 0)."""
    size, band = g.size, g.band
    wood = pygame.Surface((size, size), pygame.SRCALPHA)
    wood.fill(WOOD_FRAME)
    wood.blit(_draw.noise(size, size, max(2, size // 200), WOOD_FRAME_DARK, 140, rnd), (0, 0))
    hole = pygame.Rect(band, band, size - 2 * band, size - 2 * band)
    wood.fill((0, 0, 0, 0), hole)
    # the map sits recessed: the frame throws a shadow onto its edge
    shadow = _draw.canvas(size)
    shadow.fill((0, 0, 0, 170))
    shadow.fill((0, 0, 0, 0), hole.inflate(-band * 0.3, -band * 0.3).move(band * 0.08, band * 0.1))
    surf.blit(_draw.soften(shadow, band * 0.25), (0, 0))
    surf.blit(wood, (0, 0))
    pygame.draw.rect(surf, shade(WOOD_FRAME, 1.35), (0, 0, size, size), max(1, band // 14))
    pygame.draw.rect(surf, WOOD_FRAME_DARK, hole.inflate(4, 4), max(2, band // 12))
    pygame.draw.rect(surf, shade(WOOD_FRAME, 1.25), hole.inflate(band // 5, band // 5), max(1, band // 20))
    gap = max(1, band // 16)
    for score in range(TRACK_CELLS):
        rect = cell_rect(g, score).inflate(-gap * 2, -gap * 2)
        if score % 10 == 0:
            colour = mix(PARCHMENT_DARK, (190, 150, 96), 0.5)
        elif score % 5 == 0:
            colour = PARCHMENT_DARK
        else:
            colour = PARCHMENT if score % 2 else shade(PARCHMENT, 0.96)
        radius = max(1, band // 8)
        pygame.draw.rect(surf, shade(colour, 0.6), rect.move(1, 1), border_radius=radius)
        pygame.draw.rect(surf, colour, rect, border_radius=radius)
        pygame.draw.rect(surf, shade(colour, 1.3), (rect.x + 1, rect.y + 1, rect.w - 2, max(1, rect.h // 5)),
                         border_radius=radius)
        if score % 5 == 0:
            _draw.text(surf, str(score), rect.center, band * (0.3 if score < 10 else 0.27), INK)

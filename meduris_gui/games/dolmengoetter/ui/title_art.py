"""The title picture of Die Dolmengötter: the heath at dusk with a few stone circles of the board
rising below the title (composed once per window size)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..rules.board import load_board
from . import art


@lru_cache(maxsize=4)
def title_picture(width: int, height: int, top: int) -> pygame.Surface:
    surf = art.landscape(width, height, seed=5)
    try:
        board = load_board()
    except (OSError, ValueError):          # a broken board file: the landscape alone
        board = None
    if board is not None:
        side = max(200, int(width * 0.9))
        g = art.BoardGeometry(board, 0, 0, side)
        picture = art.board_picture(g)
        # the board seen from above, its middle band filling the lower part of the window
        band = picture.subsurface(pygame.Rect(0, side // 3, side, min(side - side // 3, height - top)))
        band = band.copy()
        band.set_alpha(215)
        surf.blit(band, ((width - side) // 2, top))
    # dusk: the sky darker towards the top, so the words stay readable
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = int(200 * max(0.0, 1 - y / max(1, top + 40)))
        if y > top:
            alpha = 95
        pygame.draw.line(shade, (16, 22, 30, alpha), (0, y), (width, y))
    surf.blit(shade, (0, 0))
    return surf

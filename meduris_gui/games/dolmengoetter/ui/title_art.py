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
        band = picture.subsurface(pygame.Rect(0, side // 3, side, min(side - side // 3, height - top))).copy()
        # a few pieces on the heath: stones of every colour, druids standing and one lying
        pieces = (("stone", "red", 30), ("stone", "yellow", 31), ("druid", "blue", 40), ("stone", "green", 48),
                  ("stone", "white", 39), ("druid", "red", 50), ("lying", "green", 57), ("stone", "blue", 58),
                  ("druid", "yellow", 22), ("stone", "red", 49))
        for kind, colour, place in pieces:
            if place >= board.places:
                continue
            x, y = g.points[place]
            y -= side // 3
            if kind == "stone":
                image = art.stone(colour, round(g.cell * 0.42))
                band.blit(image, image.get_rect(midbottom=(x, y + g.radius * 0.6)))
            else:
                image = art.druid(colour, round(g.cell * 0.52), kind == "lying")
                band.blit(image, image.get_rect(center=(x, y)) if kind == "lying"
                          else image.get_rect(midbottom=(x, y + g.radius * 0.7)))
        surf.blit(band, ((width - side) // 2, top))
    # dusk: the sky darker towards the top, so the words stay readable
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = int(200 - 105 * min(1.0, y / max(1, top)))      # 200 at the top, 95 from the board down
        pygame.draw.line(shade, (16, 22, 30, alpha), (0, y), (width, y))
    surf.blit(shade, (0, 0))
    return surf

"""What Meduris's guided game draws over the game scene: the board dimmed but for what the step is
about, under the table's lesson box (over the log) and its ring with an arrow at the place to
click (table/scenes/tutorial.py)."""

from __future__ import annotations

import pygame

from meduris_gui.table.scenes.tutorial import draw_lesson_box, ring_and_arrow
from .game_layout import GameLayout

DIM = 140                 # alpha of the shade over the rest of the board while a step points


def box_rect(layout: GameLayout) -> pygame.Rect:
    """The lesson box: where the log is (the lesson says what matters now)."""
    return layout.log


def draw_lesson(surface, scene) -> None:
    layout = scene.layout
    if layout is None:
        return
    spot = scene.pointed()
    area = scene.pointed_area()
    if area or (spot is not None and spot.place != "button"):
        _dim_board(surface, scene, area + ([spot] if spot is not None else []))
    draw_lesson_box(surface, scene, layout.scale)
    if spot is not None:
        ring_and_arrow(surface, spot, layout.scale)


def _dim_board(surface, scene, spots) -> None:
    """A shade over the board with a clear hole round each spot."""
    board = pygame.Rect(scene.view.geometry.rect)
    shade = pygame.Surface(board.size, pygame.SRCALPHA)
    shade.fill((20, 16, 10, DIM))
    for spot in spots:
        if spot.place == "button":
            continue
        r = max(spot.rect.width, spot.rect.height) // 2 + 10
        pygame.draw.circle(shade, (0, 0, 0, 0), (spot.rect.centerx - board.left, spot.rect.centery - board.top), r)
    surface.blit(shade, board.topleft)


__all__ = ["box_rect", "draw_lesson"]

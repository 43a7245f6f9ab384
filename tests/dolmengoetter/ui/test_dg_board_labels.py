"""The board names what the log names: every place carries its number in its socket, every circle
its letter beside the multiplier stone (the log and the prompts say "place 63", "hexagon c")."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui.games.dolmengoetter.rules.board import load_board
from meduris_gui.games.dolmengoetter.ui import art


@pytest.fixture(scope="module")
def picture():
    pygame.init()
    geometry = art.BoardGeometry(load_board(), 0, 0, 688)       # the board's side at 1366x768
    return geometry, art.board_picture(geometry)


def _count(surface, rect: pygame.Rect, colour) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == colour)


def test_every_socket_carries_its_number(picture):
    geometry, surface = picture
    inner = geometry.radius - max(1, geometry.radius // 6) - 1
    for place, (x, y) in enumerate(geometry.points):
        box = pygame.Rect(0, 0, inner * 2 * 0.7, inner * 2 * 0.7)
        box.center = (round(x), round(y))
        # the number is carved in the socket's edge colour inside the plain socket
        assert _count(surface, box, art.SOCKET_EDGE) >= 4, f"place {place} shows no number"


def test_every_circle_shows_its_letter_beside_its_multiplier(picture):
    geometry, surface = picture
    for circle in geometry.board.circles:
        stone_rect, _slab, _beside = geometry.stack_layout(circle)
        left = pygame.Rect(stone_rect.left - stone_rect.height * 2, stone_rect.top - 2,
                           stone_rect.height * 2, stone_rect.height + 4)
        assert _count(surface, left, art.RUNE) >= 4, f"circle {circle.id} shows no letter"

"""A druid lying on an edge place never covers the rune beside it (found in the real-window
playtest: the rune was hidden under the lying figure, and the rune is how a player sees where
the walk over the edge leads, B4)."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui.games.dolmengoetter.rules.board import load_board
from meduris_gui.games.dolmengoetter.ui import art
from meduris_gui.games.dolmengoetter.ui.scenes.draw import _blit_druid, _piece_height


@pytest.mark.parametrize("side", [499, 688, 963])          # the board at 960x600, 1366x768, 1920x1080
def test_a_lying_druid_on_an_edge_place_leaves_its_rune_free(side):
    pygame.init()
    geometry = art.BoardGeometry(load_board(), 20, 30, side)
    druid_h = _piece_height(geometry, "druid")        # as the scene draws it
    for _rune, a, b in geometry.board.runes:
        for place in (a, b):
            surface = pygame.Surface((side + 60, side + 80), pygame.SRCALPHA)
            _blit_druid(surface, geometry, place, "blue", True, druid_h)
            rx, ry = art.rune_spot(geometry, place)
            r = round(side * 0.05 * 0.33)
            covered = [(x, y) for x in range(round(rx) - r, round(rx) + r + 1)
                       for y in range(round(ry) - r, round(ry) + r + 1) if surface.get_at((x, y)).a]
            assert not covered, f"the lying druid on place {place} covers its rune at {side}px"

"""Board answers ring neighbours: clockwise (the druid's way) and back, wrapping round."""

from __future__ import annotations

import pytest

from meduris_gui.games.meduris.rules.board import SIDES, load_side


@pytest.mark.parametrize("side", SIDES)
def test_the_ring_wraps_at_both_ends(side):
    board = load_side(side)
    last = board.n - 1
    assert board.ahead(last) == 0 and board.behind(0) == last
    assert board.ahead(3) == 4 and board.behind(3) == 2
    assert board.ahead(last, 3) == 2 and board.behind(1, 3) == last - 1
    assert board.neighbours(0) == (last, 1) and board.neighbours(last) == (last - 1, 0)
    assert board.steps(last, 0) == 1 and board.steps(0, last) == last and board.steps(5, 5) == 0
    for space in range(board.n):
        assert board.behind(board.ahead(space, 7), 7) == space
        assert board.ahead(space, board.steps(space, 2)) == 2

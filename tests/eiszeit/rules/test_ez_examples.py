"""The worked examples of the rulebook (X1-X12), each replayed."""

from __future__ import annotations

import pytest

from ez_position import (BLACK, BLUE, GREEN, RED, YELLOW, clear_board, do, legal, mammoth, put, refresh, set_hand,
                         set_stones, started, to_pile)

from meduris_gui.games.eiszeit.rules import engine
from meduris_gui.games.eiszeit.rules.actions import COLOURS
from meduris_gui.games.eiszeit.rules.events import Took
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.rules.scoring import capacity, conflict, score_rows, top_up


def test_X1_capacity():
    assert capacity(0, []) == 3
    assert capacity(1, [2]) == 6
    assert capacity(3, [0, 2]) == 8


def test_X2_conflict_one():
    steps, left = conflict([2, 3, 4], [0, 0, 0], 5)      # red, blue, yellow
    assert [len(s) for s in steps] == [1, 1, 1, 1] and left == (0, 2, 3)


def test_X3_conflict_two_tied_players_remove_together():
    # red, blue, black, green, yellow
    steps, left = conflict([2, 2, 2, 3, 4], [0, 0, 0, 0, 0], 7)
    assert steps == ((0, 1, 2), (3,), (4,), (0, 1, 2))
    assert left == (0, 0, 0, 2, 3) and sum(left) == 5


def test_X4_a_club_keeps_its_hunter():
    steps, left = conflict([1, 2, 4], [1, 0, 0], 5)      # red with a club, yellow, blue
    assert left == (1, 1, 3)


@pytest.mark.parametrize("region_11_mammoths", [0, 1])
def test_X5_scoring(region_11_mammoths):
    hunters = [[0] * 5 for _ in range(12)]
    mammoths = [0] * 12
    hunters[8][YELLOW], hunters[8][BLUE], hunters[8][RED] = 3, 1, 1
    mammoths[8] = 2
    hunters[9][BLUE], hunters[9][GREEN] = 3, 2
    mammoths[9] = 1
    mammoths[10] = region_11_mammoths
    hunters[10][RED] = 2 if region_11_mammoths == 0 else 1
    rows = {(r, s): p for r, s, _k, _v, p in score_rows(hunters, mammoths, [False] * 12)}
    assert rows == {(9, YELLOW): 9, (9, BLUE): 3, (9, RED): 3, (10, BLUE): 6, (10, GREEN): 4, (11, RED): 2}


def test_X6_top_up():
    reserve, given, stones = top_up(6, [1, 5, 3])
    assert reserve == 11 and given == (1, 2, 2) and stones == [0, 3, 1]


def test_X7_shortfall_on_steppe():
    game = clear_board(started(3))
    set_hand(game, RED, ["l1-steppe", "l2", "d4", "d4", "d5"])
    put(game, 7, RED, 6)
    put(game, 12, RED, 5)
    do(game, "play l1-steppe", "place 11", "move red 7 5", "move red 12 11")
    s = game.state
    assert s.hunters[4][RED] == 1 and s.hunters[10][RED] == 2 and s.reserve[RED] == 0


def test_X8_swap():
    game = clear_board(started(3))
    set_hand(game, RED, ["l2", "l9", "d4", "d4", "d5"])          # Michele plays red here
    put(game, 6, BLUE)
    put(game, 9, RED)
    do(game, "play l2", "swap blue 6 red 9")
    s = game.state
    assert s.hunters[8][BLUE] == 1 and s.hunters[5][RED] == 1 and s.hunters[5][BLUE] == 0


def test_X9_scatter():
    game = clear_board(started(5))
    set_hand(game, GREEN, ["l3", "l9", "d4", "d4", "d5"])
    s = game.state
    s.active = s.decider = GREEN                                 # Michele plays green here
    refresh(game)
    put(game, 4, RED)
    put(game, 4, BLUE)
    put(game, 8, YELLOW)
    do(game, "play l3", "move red 4 7", "move blue 4 8", "move yellow 8 12")
    assert s.hunters[6][RED] == 1 and s.hunters[7][BLUE] == 1 and s.hunters[11][YELLOW] == 1
    assert s.step == "discard"


def test_X10_Cult_copies_the_top_dark_card():
    game = clear_board(started(3))
    set_hand(game, RED, ["l6", "l9", "d4", "d4", "d5"])          # Lucia plays red
    to_pile(game, "l3")
    to_pile(game, "d8")
    mammoth(game, 10)
    s = game.state
    do(game, "play l6")
    assert s.pile["light"][0] == "l6"                            # under the light pile
    events = do(game, "copy dark")
    assert Took(RED, 3, 0) in events and s.stones[RED] == 7
    do(game, "target yellow")
    assert legal(game) == {"cull 10", "done"}
    game = clear_board(started(3))
    set_hand(game, RED, ["l6", "l9", "d4", "d4", "d5"])
    set_stones(game, RED, 8)
    to_pile(game, "l3")
    to_pile(game, "d8")
    assert engine.copy_options(game.state, RED) == ["light"]


@pytest.mark.parametrize("n, regions", [(3, [5, 6, 7, 8]), (4, [2, 3, 5, 6, 7, 8]), (5, [1, 2, 3, 4])])
def test_X11_first_glacier(n, regions):
    assert engine.glacier_regions(Game.new(COLOURS[:n]).state) == regions


@pytest.mark.parametrize("last", [False, True])
def test_X12_short_reserve(last):
    game = clear_board(started(3))
    set_hand(game, RED, ["d2", "l9", "d4", "d4", "d5"])
    s = game.state
    s.round = 4 if last else 2
    s.stones[BLUE] += s.dark_reserve - 1 - 5
    s.dark_reserve, s.light_reserve = 1, 5
    refresh(game)
    events = do(game, "play d2")
    if last:
        assert s.stones[RED] == 4 and s.light_reserve == 6 and s.dark_reserve == 0 and game.is_over()
    else:
        assert Took(RED, 1, 2) in events and s.stones[RED] == 7 and s.light_reserve == 3 and s.step == "target"


def test_X3_through_the_engine_with_five_players():
    game = clear_board(started(5))
    s = game.state
    set_hand(game, RED, ["d7", "l2", "l9", "d4", "d4"])
    for r in range(1, 13):
        s.fire_beside += s.fire[r - 1]
        s.fire[r - 1] = []
    s.fire_beside.sort()
    s.fire_beside.remove(2)
    s.fire_beside.remove(2)
    s.fire[5] = [2, 2]                                           # capacity 3 + 0 + 4 = 7
    s.stones[BLUE] += s.dark_reserve - 1
    s.dark_reserve = 1
    refresh(game)
    for seat, k in ((RED, 2), (BLUE, 2), (BLACK, 2), (GREEN, 3), (YELLOW, 4)):
        put(game, 6, seat, k)
    events = do(game, "play d7", "target blue")
    if s.step == "act":
        events += do(game, "done")
    events += do(game, "discard none")
    while s.step in ("draw", "deal"):
        events += game.apply(game.legal_actions()[0])
    fought = [e for e in events if e.kind == "conflict"][0]
    assert fought.capacity == 7 and fought.left == (0, 0, 3, 2, 0)   # seats: red, blue, yellow, green, black

"""Majorities and dolmens: M1-M9 (docs/RULES-dolmengoetter.md)."""

from __future__ import annotations

import random

import pytest

from dg_position import BOARD, circle, count_of, kinds, position, resolve, stack_of, stone_turn
from meduris_gui.games.dolmengoetter.rules.actions import IllegalActionError
from meduris_gui.games.dolmengoetter.rules.engine import majority_event

RED, YELLOW, BLUE, GREEN = 0, 1, 2, 3
O = circle("o").places          # an octagon: 12 13 14 21 30 29 28 20


def majority_events(events, cid):
    index = circle(cid).index
    return [(e.kind, e.seat) for e in events if e.kind in ("majority", "equalized") and e.circle == index]


def test_M1_stones_count_in_every_circle_of_their_place_druids_never():
    game = position(2, druids={RED: [13], YELLOW: [14]})
    place = 10                                     # on a, c and m
    stone_turn(game, RED, place)
    for cid in ("a", "c", "m"):
        assert count_of(game, cid) == [1, 0]
    assert count_of(game, "o") == [0, 0]           # druids on 13 and 14 count for nothing


@pytest.mark.parametrize("counts, placer, expected", [
    ([1, 2, 1], BLUE, YELLOW),                     # yellow 2, red 1, blue 1: more than each other
    ([2, 2, 1], BLUE, None),
    ([0, 3, 0], YELLOW, None),                     # one colour: no majority
    ([1, 1, 0], YELLOW, None),
    ([1, 1, 1], BLUE, None),
])
def test_M2_a_majority_is_more_than_each_other_colour_one_by_one(counts, placer, expected):
    got = majority_event(counts, -1, placer)
    assert got == (None if expected is None else (expected, "first"))


def test_M3_the_holder_keeps_the_majority_while_others_are_level():
    game = position(3)
    for seat, place in zip([YELLOW, RED, BLUE, YELLOW, RED, BLUE], O):
        stone_turn(game, seat, place)
        resolve(game)
    assert count_of(game, "o") == [2, 2, 2] and game.state.holder[circle("o").index] == YELLOW
    events = stone_turn(game, YELLOW, O[6])        # a third yellow: nothing
    assert majority_events(events, "o") == []
    resolve(game)


def test_M4_first_change_equalize_and_nothing():
    assert majority_event([2, 1], -1, RED) == (RED, "first")
    assert majority_event([1, 1], -1, YELLOW) is None                 # a second colour: no equalization
    assert majority_event([2, 2], RED, YELLOW) == (YELLOW, "equal")
    assert majority_event([2, 3], RED, YELLOW) == (YELLOW, "change")
    assert majority_event([3, 1], RED, RED) is None                   # the holder adding
    assert majority_event([3, 3, 4], RED, BLUE) == (BLUE, "change")
    assert majority_event([3, 4, 4], RED, BLUE) is None               # above the holder, level with yellow


def test_M4_rights_first_on_top_and_under():
    game = position(2)
    log = []
    for seat, place, value in [(RED, O[0], None), (RED, O[1], None), (YELLOW, O[2], 1), (YELLOW, O[3], 2),
                               (YELLOW, O[4], 3)]:
        events = stone_turn(game, seat, place)
        log.append(majority_events(events, "o"))
        resolve(game, {"o": [value]} if value is not None else {})
    assert log == [[], [], [("majority", RED)], [("equalized", YELLOW)], [("majority", YELLOW)]]
    assert stack_of(game, "o") == [(YELLOW, 3), (RED, 1), (YELLOW, 2)]


def test_M4_equalizing_again_gives_another_right():
    # Decision: yellow levels at 2, red goes to 3, yellow levels again at 3: another right under.
    game = position(2)
    log = []
    for seat, place in zip([RED, RED, YELLOW, YELLOW, RED, YELLOW], O):
        events = stone_turn(game, seat, place)
        log.append(majority_events(events, "o"))
        resolve(game, {"o": [1]} if log[-1] and log[-1][0][1] == YELLOW else {})
    assert log == [[], [], [("majority", RED)], [("equalized", YELLOW)], [], [("equalized", YELLOW)]]
    assert count_of(game, "o") == [3, 3] and game.state.holder[circle("o").index] == RED
    assert stack_of(game, "o") == [(YELLOW, 1), (YELLOW, 1)]


def test_M5_the_gift_first_majority_for_another_player():
    game = position(2, stones={O[0]: RED, O[1]: RED})
    events = stone_turn(game, YELLOW, O[2])
    assert majority_events(events, "o") == [("majority", RED)]
    right = game.pending_right()
    while BOARD.circles[right.circle].id != "o":
        game.apply("dolmen none")
        right = game.pending_right()
    assert right.seat == RED and right.kind == "first"


def test_M6_any_value_at_once_or_decline_and_no_right_without_dolmens():
    game = position(2, stones={O[0]: RED, O[1]: RED}, hands={RED: [4, 1, 1], YELLOW: [2]})
    stone_turn(game, YELLOW, O[2])
    while BOARD.circles[game.pending_right().circle].id != "o":
        game.apply("dolmen none")
    assert {str(a) for a in game.legal_actions()} == {"dolmen 4", "dolmen 1", "dolmen none"}
    with pytest.raises(IllegalActionError):
        game.apply("dolmen 3")
    game.apply("dolmen 1")
    assert stack_of(game, "o") == [(RED, 1)] and game.state.hand[RED] == [4, 1]
    # no dolmen left: no right (the majority still changes hands)
    game = position(2, stones={O[0]: RED, O[1]: RED}, hands={RED: []})
    events = stone_turn(game, YELLOW, O[2])
    assert majority_events(events, "o") == [("majority", RED)]
    assert game.pending_right() is None or game.pending_right().seat != RED


def test_M6_declining_costs_nothing():
    game = position(2, stones={O[0]: RED, O[1]: RED})
    stone_turn(game, YELLOW, O[2])
    before = list(game.state.score)
    resolve(game)
    assert game.state.score == before and stack_of(game, "o") == []


def test_M7_the_active_player_decides_first_then_clockwise_each_in_circle_order():
    # 4 players; blue (active) leaves a stone on 10 (on a, c and m). a: red 2 alone, so blue's
    # stone gives red the first majority (a gift); c: green holds it 2 to 1, blue levels;
    # m: blue holds it already. Blue decides first, then clockwise: green (none), red.
    stones = {0: RED, 1: RED, 2: GREEN, 11: GREEN, 26: BLUE, 18: BLUE, 17: YELLOW}
    game = position(4, stones=stones)
    assert count_of(game, "c") == [1, 0, 1, 2] and game.state.holder[circle("c").index] == GREEN
    events = stone_turn(game, BLUE, 10)
    assert majority_events(events, "a") == [("majority", RED)]          # a gift (M5)
    assert majority_events(events, "c") == [("equalized", BLUE)]
    assert majority_events(events, "m") == []                            # blue holds m already
    rights = []
    while game.pending_right() is not None:
        right = game.pending_right()
        rights.append((right.seat, BOARD.circles[right.circle].id, right.kind))
        game.apply("dolmen none")
    assert rights == [(BLUE, "c", "bottom"), (RED, "a", "first")]


def test_M8_the_stack_never_grows_beyond_its_maximum_in_random_play():
    rng = random.Random(8)
    from meduris_gui.games.dolmengoetter.rules.game import Game
    biggest = {}
    for _ in range(20):
        game = Game.new(["red", "yellow", "blue", "green", "white"], start_player=rng.randrange(5))
        while not game.is_over():
            legal = game.legal_actions()
            # prefer placing dolmens to fill stacks
            dolmens = [a for a in legal if a.verb == "dolmen" and a.a]
            game.apply(dolmens[0] if dolmens else rng.choice(legal))
            for c, stack in enumerate(game.state.stack):
                assert len(stack) <= BOARD.circles[c].max_stack
                biggest[c] = max(biggest.get(c, 0), len(stack))
    assert max(biggest.values()) >= 2


def test_M8_a_square_gets_at_most_two_dolmens():
    sq = circle("u").places
    game = position(2)
    scored = []
    for seat, place in zip([RED, YELLOW, RED, YELLOW], sq):
        events = stone_turn(game, seat, place)
        events += resolve(game, {"u": [1]} if majority_events(events, "u") else {})
        scored += [e for e in events if e.kind == "scored" and e.circle == circle("u").index]
    # red 2 against yellow 1: first; yellow levels on the last place: under. n - 2 = 2 dolmens.
    assert [rows for e in scored for rows in [e.rows]] == [((RED, 1, 3, 3), (YELLOW, 1, 2, 2))]


def test_M9_a_view_never_shows_other_players_values():
    game = position(2, stones={O[0]: RED, O[1]: RED})
    stone_turn(game, YELLOW, O[2])
    while BOARD.circles[game.pending_right().circle].id != "o":
        game.apply("dolmen none")
    events = game.apply("dolmen 3")
    placed = next(e for e in events if e.kind == "dolmen")
    assert placed.value == 3 and placed.public().value is None
    index = circle("o").index
    assert game.view(YELLOW)["circles"][index]["stack"] == [[RED, None]]
    assert game.view(RED)["circles"][index]["stack"] == [[RED, 3]]
    assert game.view(YELLOW)["players"][RED]["hand"] is None

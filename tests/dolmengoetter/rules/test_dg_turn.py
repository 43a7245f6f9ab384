"""The turn: T1-T9 (docs/RULES-dolmengoetter.md)."""

from __future__ import annotations

import pytest

from dg_position import BOARD, circle, kinds, position, stone_turn
from meduris_gui.games.dolmengoetter.rules.actions import IllegalActionError
from meduris_gui.games.dolmengoetter.rules.game import Game

RED, YELLOW, BLUE = 0, 1, 2


def refused(game, action):
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.to_json() == before


def test_T1_one_action_walk_herbs_or_fly_and_pass_only_when_forced():
    game = position(2, druids={RED: [3, 40], YELLOW: [60]}, lying=[40])
    verbs = {a.verb for a in game.legal_actions()}
    assert verbs == {"walk", "herbs", "fly"}
    refused(game, "pass")
    refused(game, "stone")
    refused(game, "dolmen 1")


def test_T1_a_player_who_cannot_move_passes_automatically():
    # Red has no druid at all (a built position): his turn is a pass the engine takes.
    game = position(2, druids={RED: [], YELLOW: [60]})
    assert game.current_player() == YELLOW
    events = game.apply("herbs 60")
    assert kinds(events) == ["herbs", "passed"] and game.current_player() == YELLOW


def test_T1_when_nobody_can_ever_move_the_game_ends():
    game = position(2, druids={RED: [], YELLOW: []})
    assert game.is_over()


def test_T2_a_walk_to_an_adjacent_free_place_ends_there():
    game = position(2, druids={RED: [20]})
    ends = game.walk_targets(20)
    assert set(ends) == set(BOARD.adjacent[20])
    assert all(path == (20, end) for end, path in ends.items())


def test_T2_stones_block_and_are_never_jumped():
    near = sorted(BOARD.adjacent[20])
    game = position(2, druids={RED: [20]}, stones={p: YELLOW for p in near})
    # no walk: herbs was red's only legal action, so the engine took it for him
    assert game.state.lying[20] and game.current_player() == YELLOW
    game = position(2, druids={RED: [20, 40]}, stones={p: YELLOW for p in near})
    assert game.walk_targets(20) == {}
    assert {str(a) for a in game.legal_actions() if a.a == 20} == {"herbs 20"}


def test_T2_a_chain_jumps_any_druid_own_or_lying_and_never_ends_on_its_start():
    # 3-4-5-6 along the top: red's own druid on 4, a lying yellow druid on 5.
    game = position(2, druids={RED: [3, 4], YELLOW: [5]}, lying=[5])
    ends = game.walk_targets(3)
    assert ends[6] == (3, 4, 5, 6)
    assert 3 not in ends and 4 not in ends and 5 not in ends
    # every end is reached by a path of druids only
    for end, path in ends.items():
        assert all(game.state.druid[p] >= 0 for p in path[1:-1])
        assert all(b in BOARD.adjacent[a] for a, b in zip(path, path[1:]))
        assert len(set(path)) == len(path)


def test_T2_each_end_place_is_offered_once():
    game = position(2, druids={RED: [3, 4, 12]})
    walks = [a for a in game.legal_actions() if a.verb == "walk" and a.a == 3]
    assert len(walks) == len({a.b for a in walks})


def test_T3_runes_and_corners_are_adjacent():
    game = position(2, druids={RED: [0, 9]})
    assert {8, 64, 72} <= set(game.walk_targets(0))                     # corners (B5)
    rune = next((a, b) for _r, a, b in BOARD.runes if 9 in (a, b))
    assert (rune[1] if rune[0] == 9 else rune[0]) in game.walk_targets(9)   # rune partner (B4)


def test_T4_the_stone_goes_on_the_place_left():
    game = position(2, druids={RED: [20]})
    game.apply("walk 20 19")
    assert {str(a) for a in game.legal_actions()} == {"stone", "point"}
    events = game.apply("stone")
    assert game.state.stone[20] == RED and game.state.stones[RED] == 15
    assert events[0].kind == "stone" and events[0].place == 20


def test_T5_a_point_instead_never_below_one_and_nothing_without_stones():
    game = position(2, druids={RED: [20]}, scores={RED: 2})
    game.apply("walk 20 19")
    game.apply("point")
    assert game.state.score[RED] == 1 and game.state.stone[20] == -1
    game = position(2, druids={RED: [20]}, scores={RED: 1})
    events = game.apply("walk 20 19")                                  # the stone is forced
    assert kinds(events)[:2] == ["walked", "stone"] and game.current_player() == YELLOW
    game = position(2, druids={RED: [20]}, in_hand={RED: 0})
    events = game.apply("walk 20 19")
    assert kinds(events) == ["walked"] and game.state.score[RED] == 4 and game.current_player() == YELLOW


def test_T6_herbs_lays_the_druid_down_without_stone_or_penalty():
    game = position(2, druids={RED: [20]})
    events = game.apply("herbs 20")
    assert kinds(events) == ["herbs"] and game.state.lying[20] and game.current_player() == YELLOW
    assert game.state.score[RED] == 4 and game.state.stones[RED] == 16


def test_T7_a_lying_druid_flies_standing_to_any_free_place_then_stone_or_point():
    game = position(2, druids={RED: [20], YELLOW: [50]}, lying=[20], stones={30: YELLOW})
    targets = set(game.fly_targets(20))
    assert targets == {p for p in range(73) if p not in (20, 50, 30) and game.state.druid[p] < 0}
    refused(game, "fly 20 30")                                           # a stone
    refused(game, "fly 20 50")                                           # a druid
    events = game.apply("fly 20 72")
    assert kinds(events) == ["flew"] and not game.state.lying[72] and game.state.druid[20] == -1
    game.apply("stone")
    assert game.state.stone[20] == RED


def test_T8_a_lying_druid_cannot_walk_or_rest_again_may_wait_and_is_jumped():
    game = position(2, druids={RED: [4, 40], YELLOW: [60]}, lying=[4])
    refused(game, "walk 4 5")
    refused(game, "herbs 4")
    game.apply("herbs 40")                         # red does something else: 4 stays lying
    game.apply("herbs 60")
    assert game.state.lying[4] and any(a.verb == "fly" and a.a == 4 for a in game.legal_actions())
    game = position(2, druids={RED: [3], YELLOW: [4]}, lying=[4])
    assert game.walk_targets(3)[5] == (3, 4, 5)


def test_T9_order_move_stone_majority_dolmen_scoring_next_player():
    # Square a: red 0, red 1, yellow 9; red's druid leaves 10: first majority, then completion.
    game = position(2, druids={RED: [10]}, stones={0: RED, 1: RED, 9: YELLOW}, holders={"a": RED},
                    stacks={"a": [(RED, 1)]})
    events = game.apply("walk 10 18") + game.apply("stone")
    order = kinds(events)
    assert order[:2] == ["walked", "stone"]
    assert game.pending_right() is None or game.pending_right().seat == RED
    while game.pending_right() is not None:
        right = game.pending_right()
        events = game.apply("dolmen 4" if BOARD.circles[right.circle].id == "a" else "dolmen none")
        order += kinds(events)
    assert order.index("stone") < order.index("scored")
    assert game.current_player() == YELLOW and game.state.done[circle("a").index]


def test_T9_events_of_a_stone_in_three_circles_come_in_circle_order():
    game = position(3, stones={1: YELLOW, 2: YELLOW, 0: BLUE, 18: BLUE})
    events = stone_turn(game, RED, 10)        # 10: a, c, m
    circles = [e.circle for e in events if e.kind in ("majority", "equalized")]
    assert circles == sorted(circles)


def test_walk_targets_and_fly_targets_are_empty_for_what_cannot_move_now():
    game = position(2, druids={RED: [20], YELLOW: [50]}, lying=[50])
    assert game.walk_targets(50) == {} and game.fly_targets(50) == () and game.fly_targets(20) == ()
    assert game.walk_targets(999) == {} and game.walk_targets(-1) == {}
    assert set(game.walk_targets(20)) == set(BOARD.adjacent[20]) - {50}
    assert game.fly_targets(999) == () and Game.fly_targets(game, -1) == ()

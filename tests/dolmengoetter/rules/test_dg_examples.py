"""The worked examples X1-X7 of docs/RULES-dolmengoetter.md, played on the shipped board."""

from __future__ import annotations

from dg_position import BOARD, circle, count_of, kinds, position, resolve, stack_of, stone_turn

RED, YELLOW, BLUE, GREEN = 0, 1, 2, 3


def _octagon_sequence(game, cid, order, values):
    """Stones of `order` (seats) on the circle's places in turn; `values[k]`: the dolmen the k-th
    stone's right in this circle places (None: no right expected there)."""
    places = circle(cid).places
    log = []
    for k, (seat, place) in enumerate(zip(order, places)):
        events = stone_turn(game, seat, place)
        mine = [e for e in events if getattr(e, "circle", None) == circle(cid).index]
        log.append([(e.kind, e.seat) + ((e.how,) if e.kind == "majority" else ()) for e in mine])
        value = values[k]
        events += resolve(game, {cid: [value]} if value is not None else {})
        log[-1] += [e.kind for e in events if e.kind == "scored" and e.circle == circle(cid).index]
    return log


def test_X1_stacking_in_an_octagon_M2_M3_M4_P3():
    game = position(3)
    order = [RED, YELLOW, BLUE, YELLOW, RED, BLUE, BLUE, RED]
    values = [None, None, None, 4, 3, 2, 3, 2]
    log = _octagon_sequence(game, "o", order, values)
    assert log[:3] == [[], [], []]                                    # no majority, no equalization
    assert log[3] == [("majority", YELLOW, "first")]
    assert log[4] == [("equalized", RED)]
    assert log[5] == [("equalized", BLUE)]                           # yellow still holds it (M3)
    assert log[6] == [("majority", BLUE, "change")]
    assert log[7] == [("equalized", RED), "scored"]
    # Scored B3 x5, Y4 x4, R3 x3, B2 x2, R2 x1 (P3: five dolmens of six)
    scored = game.state.circle_points
    assert scored[BLUE]["o"] == 15 + 4 and scored[YELLOW]["o"] == 16 and scored[RED]["o"] == 9 + 2
    assert stack_of(game, "o") == [] and game.state.done[circle("o").index]


def test_X1_the_holder_adding_the_seventh_stone_gets_nothing_M3():
    game = position(3)
    order = [RED, YELLOW, BLUE, YELLOW, RED, BLUE, YELLOW]
    log = _octagon_sequence(game, "o", order, [None, None, None, 4, 3, 2, None])
    assert log[6] == []
    assert [s for s, _v in stack_of(game, "o")] == [YELLOW, RED, BLUE]


def test_X2_scoring_an_octagon_of_five_dolmens_P2_P3():
    game = position(3)
    order = [BLUE, YELLOW, BLUE, YELLOW, RED, RED, YELLOW, BLUE]
    values = [None, None, 2, 1, None, 3, 4, 4]
    log = _octagon_sequence(game, "o", order, values)
    assert log[2] == [("majority", BLUE, "first")]
    assert log[7] == [("equalized", BLUE), "scored"]
    points = game.state.circle_points
    assert (points[YELLOW]["o"], points[BLUE]["o"], points[RED]["o"]) == (23, 12, 6)


def test_X3_the_gift_and_who_decides_first_M5_M7():
    # Square a holds two red stones (0, 1); hexagon c has red 1 (place 1) and yellow 1 (place 2).
    game = position(2, stones={0: RED, 1: RED, 2: YELLOW})
    events = stone_turn(game, YELLOW, 10)                  # 10 is on a, c and m
    majorities = [(BOARD.circles[e.circle].id, e.seat) for e in events if e.kind == "majority"]
    assert sorted(majorities) == [("a", RED), ("c", YELLOW)]
    first = game.pending_right()
    assert (first.seat, BOARD.circles[first.circle].id, first.kind) == (YELLOW, "c", "first")
    game.apply("dolmen 1")
    second = game.pending_right()
    assert (second.seat, BOARD.circles[second.circle].id) == (RED, "a")
    game.apply("dolmen 4")
    assert stack_of(game, "a") == [(RED, 4)] and stack_of(game, "c") == [(YELLOW, 1)]


def test_X4_declining_down_to_one_then_the_stone_is_forced_T5():
    game = position(4, druids={GREEN: [40]}, scores={GREEN: 2}, active=GREEN, in_hand={GREEN: 1})
    game.state._legal = None
    end = next(iter(game.walk_targets(40)))
    game.apply(f"walk 40 {end}")
    game.apply("point")
    assert game.state.score[GREEN] == 1 and game.state.stone[40] == -1
    # next time: the stone is forced (the engine leaves it: no decision)
    state = game.state
    state.active = state.decider = GREEN
    state._legal = None
    here = end
    target = next(iter(game.walk_targets(here)))
    events = game.apply(f"walk {here} {target}")
    assert "stone" in kinds(events) and state.stone[here] == GREEN and state.score[GREEN] == 1
    assert state.stones[GREEN] == 0
    # with no stone left: nothing, and still 1 (E5)
    state.active = state.decider = GREEN
    state.step = "move"
    state._legal = None
    events = game.apply(f"walk {target} {next(iter(game.walk_targets(target)))}")
    assert kinds(events)[0] == "walked" and "stone" not in kinds(events) and "point_lost" not in kinds(events)
    assert state.score[GREEN] == 1 and state.stone[target] == -1


def test_X5_two_circles_completed_by_one_stone_P5_M6_M7():
    # a = 0 1 10 9; c = 1 2 11 19 18 10; m = 9 10 18 26 25 17. Red's stone on 10 completes a and c.
    stones = {0: YELLOW, 1: YELLOW, 9: RED, 2: RED, 11: YELLOW, 19: RED, 18: YELLOW}
    game = position(2, stones=stones, stacks={"a": [(YELLOW, 3)], "c": [(YELLOW, 2)]})
    assert count_of(game, "a") == [1, 2] and count_of(game, "c") == [2, 3]
    events = stone_turn(game, RED, 10)
    assert [(e.kind, BOARD.circles[e.circle].id) for e in events if e.kind in ("majority", "equalized")] == [
        ("equalized", "a"), ("equalized", "c"), ("majority", "m")]
    assert "scored" not in kinds(events)                        # the rights come first
    events = resolve(game, {"a": [2], "c": [4], "m": [None]})
    assert kinds(events) == ["dolmen", "dolmen", "declined", "scored", "scored"]
    a, c = (e for e in events if e.kind == "scored")
    assert (a.circle, c.circle) == (circle("a").index, circle("c").index)
    assert a.rows == ((YELLOW, 3, 3, 9), (RED, 2, 2, 4))
    assert c.rows == ((YELLOW, 2, 4, 8), (RED, 4, 3, 12))
    assert game.state.score == [4 + 4 + 12, 4 + 9 + 8]


def test_X6_final_scoring_of_an_unfinished_hexagon_E3():
    # Hexagon c with 3 of 6 stones, blue 3 on top of red 2; the last stone of all elsewhere (E2).
    game = position(3, stones={1: BLUE, 2: BLUE, 11: RED}, stacks={"c": [(BLUE, 3), (RED, 2)]},
                    in_hand={RED: 1, YELLOW: 0, BLUE: 0})
    events = stone_turn(game, RED, 72)
    final = next(e for e in events if e.kind == "final_scoring")
    assert final.rows == ((circle("c").index, BLUE, 3, 4, 12), (circle("c").index, RED, 2, 3, 6))
    assert game.is_over()
    assert game.outcome().breakdown[BLUE]["final"] == 12 and game.outcome().breakdown[RED]["final"] == 6


def test_X7_a_chain_walk_jumps_two_druids_T2():
    # 3-4-5-6 along the top edge: druids on 4 and 5 (any colours), 6 empty.
    game = position(2, druids={RED: [3, 5], YELLOW: [4]})
    targets = game.walk_targets(3)
    assert targets[6] == (3, 4, 5, 6)
    events = game.apply("walk 3 6")
    assert events[0].path == (3, 4, 5, 6)
    game.apply("stone")
    assert game.state.stone[3] == RED                           # T4: on the place left


def test_X7_a_stone_behind_the_first_druid_stops_the_chain_there():
    game = position(2, druids={RED: [3], YELLOW: [4]}, stones={5: YELLOW})
    targets = game.walk_targets(3)
    assert 6 not in targets and 5 not in targets
    assert set(targets) == {p for p in BOARD.adjacent[3] | BOARD.adjacent[4]
                            if p not in (3, 4, 5)}

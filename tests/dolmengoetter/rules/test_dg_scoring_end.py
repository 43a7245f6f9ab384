"""Scoring and the end: P1-P6, E1-E5 (docs/RULES-dolmengoetter.md)."""

from __future__ import annotations

import pytest

from dg_position import BOARD, circle, kinds, position, resolve, stack_of, stone_turn
from meduris_gui.games.dolmengoetter.rules.engine import decide_winners, stack_rows

RED, YELLOW, BLUE = 0, 1, 2
O = circle("o").places
U = circle("u").places          # a square: 21 22 31 30


def scored_in(events, cid):
    return [e for e in events if e.kind == "scored" and e.circle == circle(cid).index]


def test_P1_a_completed_circle_is_scored_after_the_rights_of_the_completing_stone():
    game = position(2, stones={U[0]: RED, U[1]: RED, U[2]: YELLOW}, holders={"u": RED},
                    stacks={"u": [(RED, 1)]})
    events = stone_turn(game, YELLOW, U[3])               # yellow levels 2-2 on the last place
    assert scored_in(events, "u") == []
    events = resolve(game, {"u": [4]})                   # the last dolmen still goes in
    (scored,) = scored_in(events, "u")
    assert scored.rows == ((RED, 1, 3, 3), (YELLOW, 4, 2, 8))
    assert kinds(events).index("dolmen") < kinds(events).index("scored")


@pytest.mark.parametrize("cid, multipliers", [("u", [3, 2]), ("c", [4, 3, 2, 1]), ("o", [5, 4, 3, 2, 1, 0])])
def test_P2_each_position_scores_one_less_from_the_circles_multiplier(cid, multipliers):
    c = circle(cid)
    stack = [(RED, 2)] * c.max_stack
    assert [m for _s, _v, m, _p in stack_rows(stack, c.multiplier)] == multipliers
    assert [p for _s, _v, _m, p in stack_rows(stack, c.multiplier)] == [2 * m for m in multipliers]


def test_P3_a_stack_not_full_starts_from_the_top_multiplier():
    assert stack_rows([(RED, 4), (YELLOW, 2)], 5) == [(RED, 4, 5, 20), (YELLOW, 2, 4, 8)]


def test_P4_scored_values_are_shown_points_added_dolmens_removed_and_the_circle_is_done():
    game = position(2, stones={U[0]: RED, U[1]: RED, U[2]: YELLOW}, holders={"u": RED},
                    stacks={"u": [(RED, 3), (YELLOW, 2)]})
    hands = [list(h) for h in game.state.hand]
    events = stone_turn(game, RED, U[3]) + resolve(game)
    (scored,) = scored_in(events, "u")
    assert scored.public() is scored and scored.rows[0][1] == 3        # values public
    assert game.state.score == [4 + 9, 4 + 4]
    assert stack_of(game, "u") == [] and game.state.done[circle("u").index]
    assert game.state.hand == hands                                    # never given back
    assert game.state.circle_points[RED] == {"u": 9}


def test_P5_a_stone_completing_several_circles_scores_them_all_in_circle_order():
    # a = 0 1 10 9 and m = 9 10 18 26 25 17 share 9 and 10: the stone on 10 completes both.
    stones = {0: RED, 1: RED, 9: YELLOW, 18: YELLOW, 26: RED, 25: YELLOW, 17: RED}
    game = position(2, stones=stones, stacks={"a": [(RED, 1)], "m": [(YELLOW, 2)]})
    events = stone_turn(game, YELLOW, 10) + resolve(game)
    scored = [BOARD.circles[e.circle].id for e in events if e.kind == "scored"]
    assert scored == ["a", "m"]


def test_P6_a_completed_circle_without_dolmens_scores_nothing():
    game = position(2, stones={U[0]: RED, U[1]: YELLOW, U[2]: RED}, holders={"u": RED})
    before = list(game.state.score)
    events = stone_turn(game, YELLOW, U[3]) + resolve(game)
    (scored,) = scored_in(events, "u")
    assert scored.rows == () and game.state.score == before


def _last_dolmen_by(game, seat, active):
    """`active` leaves a stone that gives `seat` (holding one dolmen) a first majority in o."""
    events = stone_turn(game, active, O[2])
    events += resolve(game, {"o": [game.state.hand[seat][0]]})
    return events


def test_E1_after_the_last_dolmen_every_other_player_has_one_more_turn():
    game = position(3, stones={O[0]: RED, O[1]: YELLOW}, hands={RED: [2]})
    events = _last_dolmen_by(game, RED, RED)
    assert "last_dolmen" in kinds(events) and game.state.trigger == RED
    played = []
    while not game.is_over():
        played.append(game.current_player())
        game.apply(next(a for a in game.legal_actions() if a.verb == "herbs"))
    assert played == [YELLOW, BLUE]                                     # red skipped


def test_E1_a_trigger_outside_the_turn_gives_the_active_player_the_last_turn():
    # Blue's stone gives red (one dolmen left) the first majority: red runs out in blue's turn.
    game = position(3, stones={O[0]: RED, O[1]: RED}, hands={RED: [3]})
    _last_dolmen_by(game, RED, BLUE)
    played = []
    while not game.is_over():
        played.append(game.current_player())
        game.apply(next(a for a in game.legal_actions() if a.verb == "herbs"))
    assert played == [YELLOW, BLUE]               # red (ran out) skipped; blue, the active, last
    game = position(4, stones={O[0]: RED, O[1]: RED}, hands={RED: [3]})
    _last_dolmen_by(game, RED, BLUE)
    played = []
    while not game.is_over():
        played.append(game.current_player())
        game.apply(next(a for a in game.legal_actions() if a.verb == "herbs"))
    assert played == [3, YELLOW, BLUE]


def test_E1_the_trigger_counts_once_and_dolmens_may_still_be_placed():
    game = position(3, stones={O[0]: RED, O[1]: YELLOW, U[0]: YELLOW, U[1]: YELLOW},
                    hands={RED: [2], YELLOW: [1]})
    _last_dolmen_by(game, RED, RED)
    assert game.state.last_turns == [BLUE] and game.current_player() == YELLOW
    game.apply(next(a for a in game.legal_actions() if a.verb == "herbs"))
    # blue's last turn: his stone in u (yellow 2 alone) gives yellow her last dolmen's place
    events = stone_turn(game, BLUE, U[2]) + resolve(game, {"u": [1]})
    assert "last_dolmen" not in kinds(events) and game.state.trigger == RED
    assert stack_of(game, "u") == [(YELLOW, 1)] and game.state.hand[YELLOW] == []
    assert game.is_over()


def test_E2_the_last_stone_of_all_ends_the_game_after_its_rights_and_scoring():
    game = position(2, stones={U[0]: RED, U[1]: RED, U[2]: YELLOW}, holders={"u": RED},
                    in_hand={RED: 0, YELLOW: 1})
    events = stone_turn(game, YELLOW, U[3])
    assert not game.is_over() and game.pending_right().seat == YELLOW
    events += resolve(game, {"u": [4]})
    assert kinds(events)[-3:] == ["scored", "final_scoring", "game_over"]
    assert game.is_over() and game.current_player() == -2


def test_E2_cuts_the_last_turns_of_E1_short():
    game = position(3, stones={O[0]: RED, O[1]: YELLOW}, hands={RED: [2]}, in_hand={RED: 1, YELLOW: 0, BLUE: 1})
    _last_dolmen_by(game, RED, RED)
    assert game.current_player() == YELLOW
    game.apply("herbs " + str(game.state.druids[YELLOW][0]))
    stone_turn(game, BLUE, 72)                                           # the last stone of all
    resolve(game)
    assert game.is_over()


def test_E3_every_dolmen_left_scores_with_full_multipliers_even_unfinished():
    game = position(2, stones={O[0]: RED, O[1]: RED, O[2]: YELLOW},
                    stacks={"o": [(YELLOW, 4), (RED, 1), (YELLOW, 2)]}, in_hand={RED: 1, YELLOW: 0})
    events = stone_turn(game, RED, 72)
    (final,) = [e for e in events if e.kind == "final_scoring"]
    index = circle("o").index
    assert final.rows == ((index, YELLOW, 4, 5, 20), (index, RED, 1, 4, 4), (index, YELLOW, 2, 3, 6))
    assert game.state.score == [4 + 4, 4 + 26]
    # once over, the board's values are public in every view (E3)
    assert game.view(RED)["circles"][index]["stack"][0] == [YELLOW, 4]


@pytest.mark.parametrize("scores, placed, winners, tie_break", [
    ([10, 8, 9], [1, 5, 5], [0], "points"),
    ([10, 10, 9], [3, 4, 9], [1], "dolmens"),
    ([10, 10, 9], [4, 4, 9], [0, 1], "shared"),
])
def test_E4_most_points_then_most_dolmens_placed_then_shared(scores, placed, winners, tie_break):
    assert decide_winners(scores, placed) == (winners, tie_break)


def test_E4_the_outcome_names_winners_and_breakdown_by_source():
    game = position(2, stones={O[0]: RED, O[1]: RED, O[2]: YELLOW}, stacks={"o": [(YELLOW, 4)]},
                    in_hand={RED: 1, YELLOW: 0}, scores={RED: 6})
    stone_turn(game, RED, 72)
    outcome = game.outcome()
    assert outcome.winners == (YELLOW,) and outcome.tie_break == "points" and outcome.scores == (6, 24)
    row = outcome.breakdown[YELLOW]
    assert row["final"] == 20 and row["total"] == 24
    assert position(2).outcome() is None


def test_E5_without_stones_a_player_still_moves_without_dolmens_he_only_loses_rights():
    game = position(2, in_hand={RED: 0}, druids={RED: [20]})
    game.apply("walk 20 19")
    assert game.current_player() == YELLOW and game.state.score[RED] == 4
    game = position(2, stones={O[0]: RED, O[1]: RED}, hands={RED: []})
    events = stone_turn(game, YELLOW, O[2])
    assert any(e.kind == "majority" and e.seat == RED for e in events)
    assert all(r[0] != RED for r in game.state.rights)

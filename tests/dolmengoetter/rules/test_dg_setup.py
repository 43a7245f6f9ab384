"""Components and setup: C1-C3, S1-S6 (docs/RULES-dolmengoetter.md)."""

from __future__ import annotations

import pytest

from meduris_gui.games.dolmengoetter.rules.game import Game, SetupError
from meduris_gui.games.dolmengoetter.rules.state import COLOURS, SETS, START_SCORE, dolmen_set

FIVE = ["red", "yellow", "blue", "green", "white"]


def test_C1_the_five_colours():
    assert COLOURS == tuple(FIVE)
    Game.new(FIVE)
    with pytest.raises(SetupError, match="C1"):
        Game.new(["red", "purple"])


@pytest.mark.parametrize("players, stones, values", [
    (2, 16, [4] + [3] * 3 + [2] * 4 + [1] * 5),
    (3, 13, [4] + [3] * 2 + [2] * 3 + [1] * 4),
    (4, 12, [4] + [3] * 1 + [2] * 3 + [1] * 4),
    (5, 10, [4] + [3] * 1 + [2] * 2 + [1] * 3),
])
def test_C2_each_player_gets_the_set_of_his_player_count(players, stones, values):
    game = Game.new(FIVE[:players])
    assert game.state.stones == [stones] * players
    assert game.state.hand == [values] * players
    assert dolmen_set(players) == values and SETS[players][0] == stones
    assert len(values) == {2: 13, 3: 10, 4: 9, 5: 7}[players]


def test_C3_scores_start_on_4():
    assert START_SCORE == 4
    assert Game.new(FIVE[:3]).state.score == [4, 4, 4]


@pytest.mark.parametrize("colours", [["red"], FIVE + ["red"], ["red", "red"], []])
def test_S1_two_to_five_players_of_distinct_colours(colours):
    with pytest.raises(SetupError, match="S1"):
        Game.new(colours)


def test_S2_three_druids_each_none_on_the_board_before_placement():
    game = Game.new(FIVE[:2])
    assert game.state.druids == [[], []]
    while game.state.step == "place":
        game.apply(game.legal_actions()[0])
    assert [len(d) for d in game.state.druids] == [3, 3]
    assert all(not game.state.lying[p] for d in game.state.druids for p in d)     # standing


def test_S3_a_player_sees_only_his_own_dolmens():
    game = Game.new(FIVE[:3])
    view = game.view(1)
    assert view["players"][1]["hand"] == dolmen_set(3)
    assert view["players"][0]["hand"] is None and view["players"][2]["hand"] is None
    assert view["players"][0]["dolmens"] == 10                       # how many: public


@pytest.mark.parametrize("start", [-1, 3, "0", True])
def test_S4_the_start_player_is_a_seat(start):
    with pytest.raises(SetupError, match="S4"):
        Game.new(FIVE[:3], start_player=start)


def test_S5_druids_placed_one_at_a_time_clockwise_from_the_start_player_on_free_places():
    game = Game.new(FIVE[:3], start_player=2)
    order = []
    for k in range(9):
        seat = game.current_player()
        order.append(seat)
        legal = game.legal_actions()
        occupied = {p for d in game.state.druids for p in d}
        assert {a.a for a in legal} == set(range(73)) - occupied
        assert all(a.verb == "place" for a in legal)
        target = sorted(occupied)[0] if occupied else None
        if target is not None:
            before = game.to_json()
            with pytest.raises(Exception):
                game.apply(f"place {target}")                         # not free
            assert game.to_json() == before
        game.apply(legal[k])
    assert order == [2, 0, 1] * 3
    assert game.state.stones_on_board() == 0                          # no stone during setup


def test_S6_the_start_player_takes_the_first_turn():
    game = Game.new(FIVE[:4], start_player=3)
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    assert game.state.step == "move" and game.current_player() == 3
    assert all(a.verb in ("walk", "herbs", "fly") for a in game.legal_actions())

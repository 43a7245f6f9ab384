"""Setup of Eiszeit by player count (S1-S11)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ez_position import legal, started

from meduris_gui.games.eiszeit.rules.actions import COLOURS
from meduris_gui.games.eiszeit.rules.game import CHANCE, Game, SetupError
from meduris_gui.games.eiszeit.rules.state import FIRE_TOKENS


@pytest.mark.parametrize("colours", [COLOURS[:2], COLOURS + ("white",), ("red", "red", "blue"),
                                     ("red", "pink", "blue")])
def test_S1_three_to_five_players_of_distinct_colours(colours):
    with pytest.raises(SetupError):
        Game.new(colours)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_S1_each_player_has_twelve_hunters_in_reserve_and_none_on_the_board(n):
    s = Game.new(COLOURS[:n]).state
    assert s.reserve == [12] * n and s.score == [0] * n and sum(map(sum, s.hunters)) == 0


@pytest.mark.parametrize("n, ice", [(3, [1, 2, 3, 4]), (4, [1, 4]), (5, [])])
def test_S2_ice_by_player_count(n, ice):
    s = Game.new(COLOURS[:n]).state
    assert [r + 1 for r in range(12) if s.ice[r]] == ice


@pytest.mark.parametrize("n, regions, reserve", [(3, [5, 6, 7, 8], 0), (4, [2, 3, 6, 7], 1), (5, [1, 2, 3, 4], 2)])
def test_S3_mammoths_by_player_count(n, regions, reserve):
    s = Game.new(COLOURS[:n]).state
    assert [r + 1 for r in range(12) if s.mammoths[r]] == regions and max(s.mammoths) == 1
    assert s.mammoth_reserve == reserve


def test_S4_two_decks_shuffled_apart_with_empty_piles():
    s = Game.new(COLOURS[:3]).state
    assert len(s.deck["light"]) == 33 and len(s.deck["dark"]) == 22
    assert s.pile == {"light": [], "dark": []} and s.bottom == {"light": [], "dark": []}


@pytest.mark.parametrize("n, dark, total", [(3, 20, 32), (4, 25, 41), (5, 30, 50)])
def test_S5_four_stones_each_and_the_dark_reserve(n, dark, total):
    s = Game.new(COLOURS[:n]).state
    assert s.stones == [4] * n and s.dark_reserve == dark and s.light_reserve == 0
    assert sum(s.stones) + s.dark_reserve + s.light_reserve == total


@pytest.mark.parametrize("n", [3, 4, 5])
def test_S6_one_fire_token_face_down_on_every_free_region_as_chance_outcomes(n):
    game = Game.new(COLOURS[:n])
    assert game.current_player() == CHANCE
    outcomes = dict(game.chance_outcomes())
    assert sum(outcomes.values()) == pytest.approx(1.0)
    assert {str(a) for a in outcomes} == {f"token {game.state.tokens[0]} {v}" for v in (0, 1, 2)}
    rng = random.Random(2)
    while game.current_player() == CHANCE:
        game.apply(game.sample_chance(rng))
    s = game.state
    assert [len(f) for f in s.fire] == [0 if s.ice[r] else 1 for r in range(12)]
    assert Counter(s.fire_beside + [v for f in s.fire for v in f]) == Counter(FIRE_TOKENS)


def test_S7_six_clubs_in_the_supply():
    s = Game.new(COLOURS[:4]).state
    assert s.club_supply == 6 and s.kept == [0] * 4


def test_S8_the_start_player_is_chosen_or_drawn_with_a_seed():
    assert Game.new(COLOURS[:4], 2).state.start_player == 2
    drawn = {Game.new(COLOURS[:4], None, seed=k).state.start_player for k in range(40)}
    assert drawn == {0, 1, 2, 3}
    drawn_twice = [Game.new(COLOURS[:4], None, seed=7).state.start_player for _ in range(2)]
    assert drawn_twice[0] == drawn_twice[1]
    with pytest.raises(SetupError):
        Game.new(COLOURS[:3], 3)


def test_S9_initial_placement_clockwise_from_the_start_player_six_each_on_free_regions():
    game = Game.new(COLOURS[:3], 1)
    rng = random.Random(1)
    while game.current_player() == CHANCE:
        game.apply(game.sample_chance(rng))
    order = []
    while game.state.step == "initial":
        order.append(game.current_player())
        assert legal(game) == {f"place {r}" for r in range(5, 13)}       # never on ice
        game.apply("place 9")                                              # several on one region
    assert order == [1, 2, 0] * 6
    assert game.state.hunters[8] == [6, 6, 6] and game.state.reserve == [6, 6, 6]


def test_S10_hands_of_two_light_and_three_dark_cards():
    game = started(4, start=2)
    s = game.state
    for seat in range(4):
        colours = Counter(s.cards.colour[c] for c in s.hand[seat])
        assert colours == {"light": 2, "dark": 3}
    assert len(s.deck["light"]) == 33 - 8 and len(s.deck["dark"]) == 22 - 12
    assert game.current_player() == 2 and s.round == 1


def test_S11_hunters_stones_and_clubs_are_open_in_every_view():
    game = started(3)
    view = game.view(1)
    for seat, player in enumerate(view["players"]):
        assert player["stones"] == game.state.stones[seat] and player["reserve"] == game.state.reserve[seat]
        assert player["kept_clubs"] == game.state.kept[seat]
    assert [r["hunters"] for r in view["regions"]] == game.state.hunters

"""RULES.md, Setup (S1-S10): a new game as the rulebook's "Disposizione" describes it."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.game import CHANCE, Game
from meduris_gui.games.meduris.rules.setup import SetupError, check_bonus_tokens, place_bonus_tokens
from meduris_gui.games.meduris.rules.kinds import Phase, Token

from position import assert_illegal, assert_materials_conserved, of_type

TOKENS = {0: "plus2", 5: "plus2", 10: "free", 15: "free", 20: "druid", 25: "druid"}


# -- S1 players and colours ------------------------------------------------------------------------

@pytest.mark.parametrize("colours", [["purple"], ["purple", "blue", "green", "red", "purple"], []])
def test_S1_two_to_four_players(colours):
    with pytest.raises(SetupError, match="S1|2 to 4"):
        Game.new(colours, seed=1)


@pytest.mark.parametrize("colours", [["purple", "red"], ["green", "blue"], ["red", "green"]])
def test_S1_two_players_play_only_purple_and_blue(colours):
    with pytest.raises(SetupError, match="purple and blue"):
        Game.new(colours, seed=1)


def test_S1_each_player_a_colour_of_his_own_from_the_four():
    assert Game.new(["blue", "purple"], seed=1).state.colours == ("blue", "purple")
    assert Game.new(["red", "green", "blue"], seed=1).state.players == 3
    with pytest.raises(SetupError, match="S1"):
        Game.new(["red", "red", "blue"], seed=1)
    with pytest.raises(SetupError, match="unknown colour"):
        Game.new(["red", "orange", "blue"], seed=1)


# -- S2 board side -----------------------------------------------------------------------------------

@pytest.mark.parametrize("colours, side", [
    (["purple", "blue"], "2-3p"),
    (["purple", "blue", "green"], "2-3p"),
    (["purple", "blue", "green", "red"], "4p"),
])
def test_S2_board_side_follows_the_player_count(colours, side):
    assert Game.new(colours, seed=1).state.board.side == side


def test_S2_the_other_side_is_refused_unless_asked_for_as_a_variant():
    with pytest.raises(SetupError, match="S2"):
        Game.new(["purple", "blue"], seed=1, board=load_side("4p"))
    game = Game.new(["purple", "blue"], seed=1, board=load_side("4p"), any_side=True)
    assert game.state.board.side == "4p"


# -- S3 stock, S4 buildings, S5 supply, S6 score -------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_S3_each_player_starts_with_one_of_each_material(players):
    game = Game.new(["purple", "blue", "green", "red"][:players], seed=3)
    assert game.state.stock == [[1, 1, 1, 1]] * players


def test_S3_only_materials_are_hidden_behind_the_screen():
    game = Game.new(["purple", "blue", "green"], seed=3)
    view = game.view(1)
    assert view["players"][1]["materials"] == {"wood": 1, "wool": 1, "copper": 1, "stone": 1}
    for other in (0, 2):
        player = view["players"][other]
        assert player["materials"] is None
        assert (player["huts"], player["temples"], player["score"]) == (8, 2, 5)   # public
    assert "rune_stones" in view and "buildings" in view                          # public


@pytest.mark.parametrize("players, huts", [(2, 12), (3, 8), (4, 8)])
def test_S4_huts_and_two_temples_per_player(players, huts):
    state = Game.new(["purple", "blue", "green", "red"][:players], seed=3).state
    assert state.huts == [huts] * players
    assert state.temples == [2] * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_S5_all_other_materials_are_the_board_supply(players):
    game = Game.new(["purple", "blue", "green", "red"][:players], seed=3)
    assert game.state.supply == [18 - players] * 4
    assert_materials_conserved(game)


def test_S5_every_material_totals_18_at_every_moment_of_a_game():
    """A seeded random game of 600 decisions: supply + stocks stay 18 of each kind."""
    rng = random.Random(5)
    game = Game.new(["purple", "blue", "green"], seed=5)
    for _ in range(600):
        if game.is_over():
            break
        if game.current_player() == CHANCE:
            game.roll(rng)
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        assert_materials_conserved(game)
        assert min(game.state.supply) >= 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_S6_every_score_marker_starts_on_5(players):
    assert Game.new(["purple", "blue", "green", "red"][:players], seed=3).state.score == [5] * players


# -- S7 bonus tokens -----------------------------------------------------------------------------

def _free_spaces_between(spaces, board):
    spaces = sorted(spaces)
    return [board.steps(s, spaces[(i + 1) % len(spaces)]) - 1 for i, s in enumerate(spaces)]


@pytest.mark.parametrize("side", ["2-3p", "4p"])
def test_S7_six_tokens_two_of_each_kind_at_least_three_free_spaces_apart(side):
    board = load_side(side)
    for seed in range(200):
        tokens = place_bonus_tokens(board, random.Random(seed))
        assert sorted(tokens.values()) == ["druid", "druid", "free", "free", "plus2", "plus2"]
        assert min(_free_spaces_between(tokens, board)) >= 3      # along the ring, wrap included


def test_S7_the_random_placement_is_seeded():
    assert Game.new(["purple", "blue"], seed=11).tokens == Game.new(["purple", "blue"], seed=11).tokens


def test_S7_tokens_chosen_at_will_lie_face_up_on_their_spaces():
    state = Game.new(["purple", "blue"], seed=1, tokens=TOKENS).state
    assert state.token[0] == state.token[5] == Token.PLUS2
    assert state.token[10] == state.token[15] == Token.FREE
    assert state.token[20] == state.token[25] == Token.DRUID
    assert sum(1 for t in state.token if t != Token.NONE) == 6


def test_S7_spacing_is_measured_along_the_ring_across_the_river():
    board = load_side("2-3p")
    exactly_three = {1: "plus2", 5: "plus2", 9: "free", 13: "free", 17: "druid", 29: "druid"}
    assert check_bonus_tokens(board, exactly_three) == exactly_three     # 29 -> 1: 30, 31, 0 free
    with pytest.raises(SetupError, match="2 free spaces"):
        check_bonus_tokens(board, {**{k: v for k, v in exactly_three.items() if k != 29}, 30: "druid"})
    with pytest.raises(SetupError, match="2 free spaces"):
        check_bonus_tokens(board, {0: "plus2", 3: "plus2", 8: "free", 12: "free", 16: "druid", 20: "druid"})


def test_S7_the_six_tokens_are_two_of_each_kind():
    board = load_side("2-3p")
    with pytest.raises(SetupError, match="S7"):
        check_bonus_tokens(board, {0: "plus2", 5: "plus2", 10: "plus2", 15: "free", 20: "druid", 25: "druid"})
    with pytest.raises(SetupError, match="S7"):
        check_bonus_tokens(board, {0: "plus2", 5: "plus2", 10: "free", 15: "free", 20: "druid"})


# -- S8 druid ----------------------------------------------------------------------------------------

def test_S8_the_druid_starts_on_his_temple():
    state = Game.new(["purple", "blue", "green"], seed=1).state
    assert state.druid_rock == 0            # not yet on a rock space
    assert state.druid_space == -1          # not on his path


# -- S9 workers -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players, workers", [(2, 3), (3, 2), (4, 2)])
def test_S9_workers_per_player_placed_one_at_a_time_clockwise_from_the_start_player(players, workers):
    colours = ["purple", "blue", "green", "red"][:players]
    game = Game.new(colours, start_player=1, seed=2)
    assert game.state.phase == Phase.SETUP
    order = []
    for k in range(players * workers):
        order.append(game.current_player())
        events = game.apply(["place wood", "place wool", "place copper", "place stone"][k % 4])
        assert isinstance(events[0], E.WorkerPlaced)
    assert order == [(1 + k) % players for k in range(players * workers)]
    for seat in range(players):
        assert sum(tower.count(seat) for tower in game.state.towers) == workers
    # all placed: the start player's first turn begins with the die
    assert game.state.phase == Phase.ROLL and game.current_player() == CHANCE and game.state.turn == 1


def test_S9_a_highland_holds_at_most_three_workers_stacked_new_ones_on_top():
    game = Game.new(["purple", "blue"], seed=2)
    heights = [game.apply("place stone")[0].height for _ in range(3)]
    assert heights == [1, 2, 3]
    assert game.state.towers[3] == [0, 1, 0]          # bottom -> top, in placing order
    assert "place stone" not in map(str, game.legal_actions())
    assert_illegal(game, "place stone", "3 workers", "S9")
    game.apply("place wood")
    assert game.state.towers[0] == [1]


# -- S10 start player -------------------------------------------------------------------------------

def test_S10_the_chosen_start_player_places_first_and_plays_first():
    game = Game.new(["purple", "blue", "green"], start_player=2, seed=4)
    assert game.current_player() == 2
    for highland in ["wood", "wool", "copper", "stone", "wood", "wool"]:
        game.apply(f"place {highland}")
    events = game.apply("roll -1")
    assert of_type(events, E.Rolled)[0].player == 2


@pytest.mark.parametrize("start", [-1, 3, "blue"])
def test_S10_the_start_player_is_a_seat(start):
    with pytest.raises(SetupError, match="S10"):
        Game.new(["purple", "blue", "green"], start_player=start, seed=1)

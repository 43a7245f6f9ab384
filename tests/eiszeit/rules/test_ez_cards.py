"""Every card of Eiszeit (L1-L9, D1-D8) and the general card rules (A1-A7): place versus move, the
shortfall, whose hunters, clubs, adjacency under ice."""

from __future__ import annotations

import pytest

from ez_position import (BLUE, RED, YELLOW, clear_board, do, legal, mammoth, put, refresh, set_hand, set_stones,
                         started, to_pile)

from meduris_gui.games.eiszeit.rules.game import IllegalActionError


def game_with(hand, stones=9, n=3):
    game = clear_board(started(n))
    set_hand(game, RED, hand)
    set_stones(game, RED, stones)
    return game


FILL = ["d4", "d4", "d5"]


def test_A1_place_takes_from_the_reserve_onto_a_free_region():
    game = game_with(["l1-steppe", "l2"] + FILL)
    do(game, "play l1-steppe")
    assert "place 1" not in legal(game)                                # under ice (3 players)
    do(game, "place 5")
    assert game.state.reserve[RED] == 11 and game.state.hunters[4][RED] == 1


def test_A2_move_takes_a_hunter_already_on_the_board():
    game = game_with(["l7", "l2"] + FILL)
    put(game, 6, RED, 2)
    do(game, "play l7", "move red 6 7")
    assert game.state.hunters[5][RED] == 1 and game.state.hunters[6][RED] == 1 and game.state.reserve[RED] == 10


def test_A3_shortfall_places_all_then_moves_his_own_hunters():
    game = game_with(["l1-steppe", "l2"] + FILL)
    put(game, 9, RED, 11)
    do(game, "play l1-steppe")
    assert "place 5" in legal(game) and not any(a.startswith("move") for a in legal(game))
    do(game, "place 5")
    assert legal(game) == {"move red 9 5", "move red 9 11", "move red 5 11", "done"}   # his own, to steppe
    do(game, "move red 9 11", "move red 9 11")
    assert game.state.step == "discard" and game.state.hunters[10][RED] == 2


def test_A3_shortfall_for_dark_placements_too():
    game = game_with(["d4", "l2", "l9", "d5", "d5"], stones=2)
    put(game, 9, BLUE, 12)
    do(game, "play d4")
    assert game.current_player() == BLUE
    assert "move blue 9 5" in legal(game) and not any(a.startswith("place") for a in legal(game))


def test_A4_cards_move_only_the_actors_own_hunters_unless_they_say_any():
    game = game_with(["l7", "l2"] + FILL)
    put(game, 6, RED)
    put(game, 6, BLUE)
    do(game, "play l7")
    assert not any("blue" in a for a in legal(game))


def test_A5_a_club_is_kept_or_put_at_once_under_his_own_hunter_and_armed_later():
    game = game_with(["l5", "l1-steppe"] + FILL)
    put(game, 6, RED)
    put(game, 7, BLUE)
    do(game, "play l5")
    assert {"club keep", "club 6"} <= legal(game) and "club 7" not in legal(game)
    do(game, "club keep")
    assert game.state.kept[RED] == 1 and game.state.club_supply == 5
    s = game.state
    s.active = s.decider = RED
    s.step = "play"
    s.job = None
    set_hand(game, RED, ["l1-steppe", "l2"] + FILL)
    do(game, "play l1-steppe", "place 5 club")
    assert s.clubbed[4][RED] == 1 and s.kept[RED] == 0


def test_A5_no_club_when_the_supply_is_empty():
    game = game_with(["l5", "l2"] + FILL)
    game.state.club_supply, game.state.kept[BLUE] = 0, 6
    refresh(game)
    do(game, "play l5")
    assert not any(a.startswith("club") for a in legal(game))


def test_A6_a_clubbed_hunter_is_moved_by_no_opponent_and_removed_by_none():
    game = game_with(["l3", "d5", "l2", "d4", "d4"])
    put(game, 6, BLUE, 1, clubbed=1)
    put(game, 6, RED, 1, clubbed=1)
    do(game, "play l3")
    moves = legal(game)
    assert "move blue 6 5" not in moves and "move red 6* 5" in moves     # the owner moves it, club and all
    do(game, "move red 6* 5")
    assert game.state.clubbed[4][RED] == 1 and game.state.clubbed[5][RED] == 0
    game = game_with(["d5", "l2", "l9", "d4", "d4"], stones=2)
    put(game, 6, BLUE, 1, clubbed=1)
    put(game, 6, YELLOW, 1, clubbed=1)
    do(game, "play d5", "target blue")
    assert legal(game) == {"remove blue 6*", "done"}                  # his own, with its club
    do(game, "remove blue 6*")
    assert game.state.club_supply == 5 and game.state.reserve[BLUE] == 12


def test_A7_adjacency_across_ice_does_not_count():
    game = game_with(["l3", "l2"] + FILL, n=4)        # regions 1 and 4 under ice
    put(game, 2, BLUE)
    do(game, "play l3")
    assert {a for a in legal(game) if a.startswith("move blue 2")} == {"move blue 2 3", "move blue 2 6"}


def test_L1_three_hunters_on_the_kind_split_or_two_on_any_one_region():
    game = game_with(["l1-steppe", "l2"] + FILL)
    do(game, "play l1-steppe", "place 5")
    assert legal(game) == {"place 5", "place 11", "done"}
    do(game, "place 11", "place 11")
    assert game.state.step == "discard" and game.state.stones[RED] == 6
    game = game_with(["l1-steppe", "l2"] + FILL)
    do(game, "play l1-steppe", "place 7")
    assert legal(game) == {"place 7", "done"}
    do(game, "place 7")
    assert game.state.step == "discard" and game.state.hunters[6][RED] == 2


def test_L2_two_hunters_of_different_colours_on_adjacent_regions_change_places():
    game = game_with(["l2", "l9"] + FILL)
    put(game, 6, BLUE)
    put(game, 9, RED)
    put(game, 11, YELLOW)
    do(game, "play l2")
    assert legal(game) == {"swap blue 6 red 9", "done"}               # 11 borders neither 6 nor 9
    with pytest.raises(IllegalActionError):
        game.apply("swap red 9 yellow 11")


def test_L3_up_to_three_hunters_one_step_never_more_than_two_of_a_colour():
    game = game_with(["l3", "l2"] + FILL)
    put(game, 7, BLUE, 3)
    do(game, "play l3", "move blue 7 8", "move blue 7 11")
    assert not any(a.startswith("move blue") for a in legal(game))
    game = game_with(["l3", "l2"] + FILL)
    put(game, 7, BLUE)
    do(game, "play l3", "move blue 7 8")
    assert not any(a.startswith("move blue 8") for a in legal(game))   # one step each (Decision)


def test_L4_two_hunters_and_a_mammoth_on_one_region_or_a_mammoth_moved_there():
    game = game_with(["l4", "l2"] + FILL)
    s = game.state
    do(game, "play l4", "herd 9")
    assert legal(game) == {"place 9", "done"}
    do(game, "place 9", "place 9")
    assert s.mammoths[8] == 1 and s.hunters[8][RED] == 2 and s.stones[RED] == 5
    game = game_with(["l4", "l2"] + FILL)
    s = game.state
    s.mammoth_reserve, s.mammoths[5] = 0, 4
    refresh(game)
    do(game, "play l4", "place 10")
    assert "herd 6 10" in legal(game) and "herd 10" not in legal(game)


def test_L5_a_club_or_a_mammoth_placed_or_stepped_to_an_adjacent_region():
    game = game_with(["l5", "l2"] + FILL)
    do(game, "play l5")
    assert {"club keep", "herd 9"} <= legal(game)
    game = game_with(["l5", "l2"] + FILL)
    s = game.state
    s.mammoth_reserve, s.mammoths[5] = 0, 4
    refresh(game)
    do(game, "play l5")
    assert {a for a in legal(game) if a.startswith("herd")} == {"herd 6 5", "herd 6 7", "herd 6 9", "herd 6 10"}


def test_L6_a_Cult_copies_a_top_card_and_lies_under_its_own_pile():
    game = game_with(["l6", "l2"] + FILL, stones=4)
    to_pile(game, "l9")
    to_pile(game, "d8")
    mammoth(game, 10)
    do(game, "play l6")
    assert legal(game) == {"copy light", "copy dark"}
    do(game, "copy dark")
    s = game.state
    assert s.pile["light"] == ["l6", "l9"] and s.pile["dark"] == ["d8"] and s.stones[RED] == 7
    assert s.step == "target"


def test_L6_a_copied_light_card_is_paid_by_the_player():
    game = game_with(["d6", "l2"] + FILL, stones=4)
    to_pile(game, "l1-steppe")
    do(game, "play d6")
    s = game.state
    assert s.stones[RED] == 1 and s.pile["dark"][0] == "d6" and s.job["card"] == "L1"


def test_L7_up_to_three_hunters_and_a_mammoth_from_one_region_to_one_adjacent():
    game = game_with(["l7", "l2"] + FILL)
    put(game, 7, RED, 4)
    mammoth(game, 7)
    do(game, "play l7", "herd 7 11")
    assert legal(game) == {"move red 7 11", "done"}
    do(game, "move red 7 11", "move red 7 11", "move red 7 11")
    assert game.state.hunters[10][RED] == 3 and game.state.step == "discard"


def test_L8_place_2_move_adjacent_3_anywhere_5():
    game = game_with(["l8", "l2"] + FILL, stones=5)
    s = game.state
    s.mammoths[4] += s.mammoth_reserve
    s.mammoth_reserve = 0
    refresh(game)
    do(game, "play l8")
    assert s.stones[RED] == 3 and "herd 5 6" in legal(game) and "herd 5 12" in legal(game)
    do(game, "herd 5 12")
    assert s.stones[RED] == 0 and s.light_reserve == 5
    game = game_with(["l8", "l2"] + FILL, stones=3)
    s = game.state
    s.mammoths[4] += s.mammoth_reserve
    s.mammoth_reserve = 0
    refresh(game)
    do(game, "play l8")
    assert "herd 5 6" in legal(game) and "herd 5 12" not in legal(game)      # 5 stones: too dear now


def test_L9_a_fire_token_moves_unseen_between_free_regions():
    game = game_with(["l9", "l2"] + FILL)
    s = game.state
    do(game, "play l9")
    assert "fire 5 1" not in legal(game)
    value = s.fire[4][-1]
    do(game, "fire 5 6")
    assert s.fire[5][-1] == value and not s.fire[4] and game.view(RED)["regions"][5]["fire"] == [None, None]


def test_D1_every_opponent_from_his_left_places_up_to_two_anywhere():
    game = game_with(["d1", "l2", "l9", "d5", "d5"], stones=2)
    do(game, "play d1")
    assert game.current_player() == BLUE
    do(game, "place 5", "place 12")
    assert game.current_player() == YELLOW
    do(game, "place 7", "done")
    assert game.state.step == "discard" and game.current_player() == RED


def test_D2_remove_two_hunters_of_two_different_colours():
    game = game_with(["d2", "l2", "l9", "d5", "d5"], stones=2)
    put(game, 6, RED, 2)
    put(game, 7, YELLOW)
    do(game, "play d2", "target blue", "remove red 6")
    assert legal(game) == {"remove yellow 7", "done"}


def test_D3_a_club_or_two_own_hunters_from_anywhere_to_one_region():
    game = game_with(["d3", "l2", "l9", "d5", "d5"], stones=2)
    put(game, 5, BLUE)
    put(game, 12, BLUE)
    do(game, "play d3", "target blue")
    assert "club keep" in legal(game) and "move blue 5 9" in legal(game)
    do(game, "move blue 5 9")
    assert legal(game) == {"move blue 12 9", "done"}


def test_D4_every_opponent_places_one():
    game = game_with(["d4", "l2", "l9", "d5", "d5"], stones=2)
    do(game, "play d4", "place 6", "place 6")
    assert game.state.hunters[5] == [0, 1, 1]


def test_D5_remove_any_one_hunter():
    game = game_with(["d5", "l2", "l9", "d4", "d4"], stones=2)
    put(game, 6, RED)
    do(game, "play d5", "target yellow")
    assert legal(game) == {"remove red 6", "done"}


def test_D6_a_dark_Cult_copies_and_lies_under_the_dark_pile():
    game = game_with(["d6", "l2", "l9", "d4", "d4"], stones=2)
    to_pile(game, "d7")
    do(game, "play d6")
    assert game.state.pile["dark"] == ["d6", "d7"] and game.state.stones[RED] == 3     # d7's 1 stone


def test_D7_an_opponent_moves_a_fire_token():
    game = game_with(["d7", "l2", "l9", "d4", "d4"], stones=2)
    do(game, "play d7", "target blue")
    assert game.current_player() == BLUE and "fire 5 6" in legal(game)


def test_D8_an_opponent_removes_a_mammoth_to_the_common_reserve():
    game = game_with(["d8", "l2", "l9", "d4", "d4"], stones=2)
    mammoth(game, 9)
    do(game, "play d8", "target blue")
    assert legal(game) == {"cull 9", "done"}
    do(game, "cull 9")
    assert game.state.mammoth_reserve == 4 and game.state.mammoths[8] == 0

"""The end of a round of Eiszeit: conflict (K1-K7), scoring (P1-P2), glacier (G1-G5), the next round
(N1-N4) and the end of the game (E1-E4)."""

from __future__ import annotations

from collections import Counter

import pytest

from ez_position import BLUE, RED, YELLOW, clear_board, do, legal, mammoth, put, refresh, set_hand, started

from meduris_gui.games.eiszeit.rules.events import Conflict, FireRevealed, GameOver, Scored
from meduris_gui.games.eiszeit.rules.game import CHANCE
from meduris_gui.games.eiszeit.rules.scoring import conflict, decide_winners, glacier_candidates, top_up
from meduris_gui.games.eiszeit.rules.state import FIRE_TOKENS


def set_fire(game, region: int, values) -> None:
    """The fire tokens on `region` become `values` (taken from beside the board)."""
    s = game.state
    s.fire_beside += s.fire[region - 1]
    s.fire[region - 1] = []
    for v in values:
        s.fire_beside.remove(v)
        s.fire[region - 1].append(v)
    s.fire_beside.sort()
    refresh(game)


def no_fire(game) -> None:
    for r in range(1, 13):
        set_fire(game, r, [])


def ending(n=3, rnd=1):
    """A game whose next card (RED's d7, declined by blue) ends colonization."""
    game = clear_board(started(n))
    s = game.state
    s.round = rnd
    set_hand(game, RED, ["d7", "l2", "l9", "d4", "d4"])
    s.stones[BLUE] += s.dark_reserve - 1
    s.dark_reserve = 1
    no_fire(game)
    return game


def end(game) -> list:
    events = do(game, "play d7")
    if game.state.step == "target":
        events += do(game, "target blue")
    if game.state.step == "act":
        events += do(game, "done")
    if game.state.step == "discard":
        events += do(game, "discard none")
    while game.state.step in ("draw", "deal"):
        events += game.apply(game.legal_actions()[0])
    return events


def test_K1_every_fire_token_is_turned_face_up():
    game = ending()
    set_fire(game, 5, [2])
    set_fire(game, 9, [0, 1])
    events = end(game)
    revealed = [e for e in events if isinstance(e, FireRevealed)]
    assert revealed == [FireRevealed(((5, (2,)), (9, (0, 1))))]


def test_K2_capacity_is_three_plus_mammoths_plus_fire():
    game = ending()
    set_fire(game, 6, [2, 1])
    mammoth(game, 6)
    put(game, 6, BLUE, 8)
    put(game, 6, YELLOW, 1)
    events = end(game)
    fought = [e for e in events if isinstance(e, Conflict)]
    assert fought[0].region == 6 and fought[0].capacity == 7 and sum(fought[0].left) == 7


def test_K3_fewest_first_tied_together_repeated_in_the_same_order():
    steps, left = conflict([2, 3, 4], [0, 0, 0], 5)                 # X2
    assert steps == ((0,), (1,), (2,), (0,)) and left == (0, 2, 3)


def test_K4_removal_stops_as_soon_as_within_capacity_and_a_tied_group_removes_together():
    steps, left = conflict([2, 2, 2, 3, 4], [0] * 5, 7)              # X3
    assert steps == ((0, 1, 2), (3,), (4,), (0, 1, 2)) and left == (0, 0, 0, 2, 3)
    steps, left = conflict([1, 5], [0, 0], 5)
    assert steps == ((0,),) and left == (0, 5)


def test_K5_clubbed_hunters_stay_and_a_region_of_clubs_may_stay_over():
    steps, left = conflict([1, 2, 4], [1, 0, 0], 5)                  # X4
    assert steps == ((1,), (2,)) and left == (1, 1, 3)
    steps, left = conflict([3, 2], [3, 2], 3)
    assert steps == () and left == (3, 2)


def test_K6_the_order_is_fixed_from_the_counts_before_any_removal():
    # blue starts with 3, yellow with 4: after one pass blue 2 < yellow 3 still; red, first with 1,
    # is skipped once empty, the order does not change.
    steps, left = conflict([1, 3, 4], [0, 0, 0], 3)
    assert steps == ((0,), (1,), (2,), (1,), (2,)) and left == (0, 1, 2)


def test_K7_every_token_and_every_placed_club_goes_back_kept_clubs_stay():
    game = ending()
    set_fire(game, 7, [1])
    put(game, 8, BLUE, 1, clubbed=1)
    s = game.state
    s.club_supply -= 1
    s.kept[YELLOW] = 1
    refresh(game)
    end(game)
    assert all(not f for f in s.fire) and Counter(s.fire_beside) == Counter(FIRE_TOKENS)
    assert s.clubbed[7] == [0, 0, 0] and s.club_supply == 5 and s.kept[YELLOW] == 1
    assert s.hunters[7][BLUE] == 1


def test_P1_one_two_or_three_points_per_hunter_by_mammoths():
    game = ending()
    put(game, 5, BLUE, 2)
    mammoth(game, 6)
    put(game, 6, BLUE, 1)
    mammoth(game, 7, 3)
    put(game, 7, YELLOW, 1)
    events = end(game)
    scored = [e for e in events if isinstance(e, Scored)][0]
    assert scored.rows == ((5, BLUE, 2, 1, 2), (6, BLUE, 1, 2, 2), (7, YELLOW, 1, 3, 3))
    assert game.state.points[BLUE][0] == {5: 2, 6: 2} and game.state.score[BLUE] == 4


def test_P2_points_have_no_upper_limit():
    game = ending()
    s = game.state
    s.score[BLUE] = 500
    s.points[BLUE][0] = {12: 500}
    refresh(game)
    put(game, 5, BLUE)
    end(game)
    assert s.score[BLUE] == 501


def test_G1_the_player_with_fewest_points_then_hunters_then_stones_then_a_lot():
    assert glacier_candidates([5, 3, 3], [4, 6, 5], [1, 1, 1]) == [2]
    assert glacier_candidates([3, 3, 3], [4, 4, 5], [2, 1, 0]) == [1]
    assert glacier_candidates([3, 3, 3], [4, 4, 5], [1, 1, 0]) == [0, 1]
    game = ending()
    put(game, 5, RED)
    put(game, 5, BLUE)
    s = game.state
    s.stones[YELLOW], s.stones[BLUE] = s.stones[BLUE], s.stones[YELLOW]
    refresh(game)
    end(game)
    assert s.step == "glacier" and game.current_player() == YELLOW     # no points, no hunters
    assert "ice none" in legal(game)


def test_G1_a_lot_decides_between_players_tied_on_everything():
    game = ending()
    s = game.state
    s.stones = [3, 4, 4]                # d7 gives RED its stone: then all hold 4
    s.dark_reserve, s.light_reserve = 1, 32 - 11 - 1
    refresh(game)
    end(game)
    assert s.step == "lot" and game.current_player() == CHANCE
    assert legal(game) == {"lot red", "lot blue", "lot yellow"}
    do(game, "lot blue")
    assert s.step == "glacier" and game.current_player() == BLUE


@pytest.mark.parametrize("n, regions", [(3, {5, 6, 7, 8}), (4, {2, 3, 5, 6, 7, 8}), (5, {1, 2, 3, 4})])
def test_G2_the_glacier_goes_along_the_top_edge_or_next_to_the_ice(n, regions):
    game = ending(n)
    end(game)
    while game.current_player() == CHANCE:
        game.apply(game.legal_actions()[0])
    assert legal(game) == {"ice none"} | {f"ice {r}" for r in regions}


def test_G3_the_iced_region_sends_hunters_and_mammoths_back():
    game = ending()
    put(game, 6, BLUE, 2)
    put(game, 6, YELLOW, 1)
    mammoth(game, 6, 2)
    end(game)
    while game.current_player() == CHANCE:
        game.apply(game.legal_actions()[0])
    s = game.state
    seat = game.current_player()
    do(game, "ice 6")
    assert s.ice[5] and s.hunters[5] == [0, 0, 0] and s.mammoths[5] == 0 and s.mammoth_reserve == 4
    assert s.reserve[BLUE] == 12 and s.reserve[YELLOW] == 12 and s.round == 2 and seat in (RED, YELLOW, BLUE)
    assert not s.fire[5]                                             # N3: no token on ice


def test_G4_nothing_is_placed_or_moved_onto_ice():
    game = clear_board(started(3))
    set_hand(game, RED, ["l1-tundra", "l2", "d4", "d4", "d5"])
    do(game, "play l1-tundra")
    assert "place 1" not in legal(game) and "place 7" in legal(game)


def test_G5_no_glacier_in_the_last_round():
    game = ending(3, rnd=4)
    end(game)
    assert game.is_over()


def test_N1_N2_the_light_reserve_goes_dark_and_the_top_up_reaches_ten():
    game = ending()
    s = game.state
    s.stones = [0, 25, 4]
    s.dark_reserve, s.light_reserve = 1, 2
    refresh(game)
    events = end(game)
    while s.round == 1:
        events += game.apply(game.legal_actions()[0])
    # d7 took the last stone (RED 1); N1: dark 0 + light 2; N2: k = 3 (RED gives his 1), still 9:
    # again with BLUE and YELLOW, k = 1 (O7)
    started_round = [e for e in events if e.kind == "round"][0]
    assert started_round.given == (1, 4, 4) and started_round.dark == 11
    assert s.dark_reserve == 11 and s.light_reserve == 0 and s.stones == [0, 21, 0]


def test_N2_the_top_up_example_and_the_repeat_when_still_short():
    assert top_up(6, [1, 5, 3])[:2] == (11, (1, 2, 2))               # X6
    reserve, given, stones = top_up(0, [1, 1, 30])
    assert reserve == 10 and given == (1, 1, 8) and stones == [0, 0, 22]
    assert top_up(3, [0, 0, 0])[0] == 3


def test_N3_fire_tokens_dealt_again_on_every_free_region():
    game = ending()
    end(game)
    while game.state.step != "glacier":
        game.apply(game.legal_actions()[0])
    do(game, "ice 5")
    s = game.state
    assert s.step == "token" and s.tokens[0] == 6
    while game.current_player() == CHANCE:
        game.apply(game.legal_actions()[0])
    assert [len(f) for f in s.fire] == [0 if s.ice[r] else 1 for r in range(12)]


def test_N4_the_next_round_begins_left_of_who_ended_colonization():
    game = ending()
    end(game)
    while game.state.step != "play":
        game.apply(game.legal_actions()[0])
    assert game.state.round == 2 and game.current_player() == BLUE and game.state.ender == RED


def test_E1_the_last_rounds_last_card_has_no_action_and_gives_nothing():
    game = ending(3, rnd=4)
    s = game.state
    light = s.light_reserve
    events = do(game, "play d7")
    assert game.is_over() and s.stones[RED] == 4 and s.light_reserve == light + 1 and s.dark_reserve == 0
    assert [e.ignored for e in events if e.kind == "colonization_ended"] == [True]


def test_E2_E3_the_short_game_ends_after_three_rounds_without_a_third_glacier():
    game = ending(3, rnd=3)
    game.state.rounds = 3
    game.state.points = [p[:3] for p in game.state.points]
    refresh(game)
    end(game)
    assert game.is_over() and len(game.outcome().points[0]) == 3


def test_E4_most_points_then_hunters_then_stones_then_shared():
    assert decide_winners([5, 7, 7], [1, 2, 3], [0, 0, 0]) == ((2,), "hunters")
    assert decide_winners([5, 7, 7], [3, 3, 3], [1, 2, 0]) == ((1,), "stones")
    assert decide_winners([7, 7, 7], [3, 3, 3], [2, 2, 1]) == ((0, 1), "shared")
    assert decide_winners([9, 7, 7], [0, 3, 3], [0, 2, 1]) == ((0,), "points")
    game = ending(3, rnd=4)
    put(game, 9, YELLOW, 2)
    events = end(game)
    over = [e for e in events if isinstance(e, GameOver)][0]
    assert over.winners == (YELLOW,) and game.outcome().by_round(YELLOW)[3] == 2

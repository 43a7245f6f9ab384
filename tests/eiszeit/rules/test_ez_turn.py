"""The colonization turn of Eiszeit (T1-T11): play, discard, draw; light and dark cards; eight stones;
reshuffles; the end of colonization."""

from __future__ import annotations

import pytest

from ez_position import BLUE, RED, YELLOW, clear_board, do, legal, put, refresh, set_hand, set_stones, started, to_pile

from meduris_gui.games.eiszeit.rules.events import ColonizationEnded, Reshuffled, Took
from meduris_gui.games.eiszeit.rules.game import CHANCE, IllegalActionError
from meduris_gui.games.eiszeit.rules.serial import state_to_dict


def game_with(hand, stones=4, n=3):
    game = clear_board(started(n))
    set_hand(game, RED, hand)
    set_stones(game, RED, stones)
    return game


def draw_all(game, rng_pick=0):
    """Finish the draws of the turn: first legal deck, first card dealt."""
    while game.state.step in ("draw", "deal"):
        game.apply(game.legal_actions()[rng_pick if game.current_player() != CHANCE else 0])


def test_T1_a_turn_is_play_then_discard_then_draw_then_the_next_player_clockwise():
    game = game_with(["l2", "l9", "d4", "d5", "d7"])
    do(game, "play l9", "done")
    assert game.state.step == "discard" and game.current_player() == RED
    do(game, "discard none")
    assert game.state.step in ("draw", "deal")
    draw_all(game)
    assert game.current_player() == BLUE and game.state.step == "play" and len(game.state.hand[RED]) == 5


def test_T2_the_card_goes_face_up_on_its_pile_and_acts_at_once():
    game = game_with(["l2", "l9", "d4", "d5", "d7"])
    put(game, 5, BLUE)
    do(game, "play l9")
    assert game.state.pile["light"][-1] == "l9" and game.state.step == "act"
    assert "fire 5 6" in legal(game)


def test_T3_a_light_card_is_paid_into_the_light_reserve_and_never_unpaid():
    game = game_with(["l1-steppe", "l2", "d4", "d5", "d7"], stones=2)
    assert "play l1-steppe" not in legal(game)                     # costs 3
    with pytest.raises(IllegalActionError) as caught:
        game.apply("play l1-steppe")
    assert "T3" in caught.value.reason
    do(game, "play l2")
    assert game.state.stones[RED] == 1 and game.state.light_reserve == 1


def test_T4_a_dark_card_gives_its_stones_and_an_opponent_he_chooses_acts():
    game = game_with(["l2", "l9", "d5", "d5", "d7"])
    put(game, 5, RED)
    events = do(game, "play d5")
    assert Took(RED, 2, 0) in events and game.state.stones[RED] == 6 and game.state.dark_reserve == 18
    assert legal(game) == {"target blue", "target yellow"}          # never himself
    do(game, "target yellow")
    assert game.current_player() == YELLOW and "remove red 5" in legal(game)


def test_T5_from_eight_stones_no_dark_card_but_a_Cult_may_copy_the_top_light_card():
    game = game_with(["l2", "l9", "d5", "d6", "d7"], stones=8)
    assert legal(game) == {"play l2", "play l9"}                    # nothing light on the pile: no Cult
    to_pile(game, "l3")
    to_pile(game, "d2")
    assert legal(game) == {"play l2", "play l9", "play d6"}
    events = do(game, "play d6")                                    # the only copy: taken at once
    assert [(e.colour, e.card) for e in events if e.kind == "copied"] == [("light", "l3")]   # not the dark d2
    game = game_with(["l2", "l9", "d5", "d6", "d7"], stones=11)    # no upper limit
    assert game.state.stones[RED] == 11


def test_T6_too_poor_for_every_light_card_he_must_play_a_dark_one():
    game = game_with(["l1-steppe", "l4", "d5", "d2", "d7"], stones=2)
    assert legal(game) == {"play d2", "play d5", "play d7"}


def test_T6_a_Cult_with_nothing_to_copy_only_when_no_other_card_is_legal_and_pass_when_none_is():
    game = game_with(["l1-steppe", "l1-steppe", "l4", "l6", "l7"], stones=8)
    assert "play l6" not in legal(game)
    set_stones(game, RED, 0)
    assert legal(game) == {"play l6"}
    do(game, "play l6")
    events = do(game, "copy none") if game.state.step == "copy" else []
    assert game.state.step == "discard" and game.state.pile["light"][0] == "l6"
    assert events == [] or events[0].kind == "copied"
    game = game_with(["l1-steppe", "l1-steppe", "l4", "l4", "l7"], stones=0)
    assert legal(game) == {"pass"} or game.current_player() == BLUE   # forced: taken by the engine


def test_T7_every_number_is_up_to_and_a_declined_light_card_is_still_paid():
    game = game_with(["l1-steppe", "l2", "d4", "d5", "d7"])
    do(game, "play l1-steppe", "place 5")
    assert "done" in legal(game)
    do(game, "done")
    assert game.state.step == "discard" and game.state.stones[RED] == 1 and game.state.hunters[4][RED] == 1
    game = game_with(["l2", "l9", "d4", "d5", "d7"])
    do(game, "play d4", "place 9", "done")
    assert game.current_player() == YELLOW or game.state.step == "discard"


def test_T8_one_card_may_go_face_down_under_its_own_deck():
    game = game_with(["l2", "l9", "d4", "d5", "d7"])
    do(game, "play l9", "done")
    assert legal(game) == {"discard none", "discard l2", "discard d4", "discard d5", "discard d7"}
    do(game, "discard d5")
    assert game.state.bottom["dark"] == [[RED, "d5"]] and "d5" not in game.state.pile["dark"]
    assert game.view(BLUE)["decks"]["dark"]["bottom"] == [[RED, None]]
    assert game.view(RED)["decks"]["dark"]["bottom"] == [[RED, "d5"]]


def test_T9_the_hand_of_five_is_never_all_one_colour():
    game = game_with(["l2", "l9", "l3", "l5", "d7"])
    put(game, 5, BLUE)
    do(game, "play d7", "target blue", "done", "discard none")
    assert game.state.step == "deal" and game.state.deals == [[RED, "dark"]]     # the only draw, taken
    game = game_with(["l2", "l9", "l3", "d5", "d7"])
    do(game, "play d7", "target blue", "done", "discard d5")
    assert legal(game) == {"draw light", "draw dark"}               # the second card decides
    do(game, "draw light")
    game.apply(game.legal_actions()[0])                             # the light card dealt
    assert game.state.step == "deal" and game.state.deals == [[RED, "dark"]]     # then dark, forced


def test_T10_an_empty_deck_is_the_pile_reshuffled_but_its_top_card():
    game = game_with(["l2", "l9", "d4", "d5", "d7"])
    s = game.state
    while s.deck["dark"]:
        s.pile["dark"].append(s.deck["dark"].pop())
    top = s.pile["dark"][-1]
    refresh(game)
    events = do(game, "play l9", "done", "discard none", "draw dark")
    reshuffled = [e for e in events if isinstance(e, Reshuffled)]
    assert reshuffled and reshuffled[0].colour == "dark"
    assert s.pile["dark"] == [top]
    assert game.current_player() == CHANCE or len(s.hand[RED]) == 5


def test_T10_both_dark_deck_and_pile_exhausted_the_light_deck_and_the_colour_rule_waived():
    game = game_with(["l2", "l9", "l3", "l5", "d7"])
    s = game.state
    # every other dark card into the other hands: after d7 the pile is that card alone
    others = s.deck["dark"]
    s.hand[BLUE] += others[:len(others) // 2]
    s.hand[YELLOW] += others[len(others) // 2:]
    s.deck["dark"] = []
    refresh(game)
    put(game, 5, BLUE)
    do(game, "play d7", "target blue", "done", "discard none")
    assert s.pile["dark"] == ["d7"] and s.step == "deal" and s.deals == [[RED, "light"]]   # all light: waived


def test_T11_the_last_stone_of_the_dark_reserve_ends_colonization_after_the_action_discard_and_draw():
    game = game_with(["l2", "l9", "d5", "d4", "d7"])
    s = game.state
    s.light_reserve, s.dark_reserve = 5, 1                         # X12-like: short reserve
    s.stones[BLUE] += 14
    refresh(game)
    put(game, 5, BLUE)
    events = do(game, "play d5")
    assert Took(RED, 1, 1) in events and s.dark_reserve == 0 and s.light_reserve == 4
    events = do(game, "target blue", "remove blue 5")
    assert any(isinstance(e, ColonizationEnded) for e in events)
    assert s.step == "discard" and game.current_player() == RED     # O8: he still discards and draws
    do(game, "discard none")
    draw_all(game)
    assert len(s.hand[RED]) == 5 and s.round == 1 and s.step in ("glacier", "lot")   # K, P done
    while s.step != "play":
        game.apply(game.legal_actions()[0])                         # the lot, ice none, fire tokens
    assert s.round == 2 and game.current_player() == BLUE           # N4: left of him


def test_T11_both_reserves_short_he_takes_what_there_is():
    game = game_with(["l2", "l9", "d1", "d4", "d7"])
    s = game.state
    s.stones[BLUE] += s.dark_reserve - 1
    s.dark_reserve = 1
    refresh(game)
    events = do(game, "play d1")
    assert Took(RED, 1, 0) in events and s.dark_reserve == 0 and s.light_reserve == 0


def test_T2_a_refused_action_leaves_the_state_unchanged():
    game = game_with(["l2", "l9", "d4", "d5", "d7"])
    before = state_to_dict(game.state)
    for text in ("play l4", "draw light", "place 1", "target red", "ice 5", "deal l2"):
        with pytest.raises(IllegalActionError):
            game.apply(text)
        assert state_to_dict(game.state) == before


def test_T6_when_nobody_can_play_a_card_every_player_passes_and_colonization_ends():
    game = clear_board(started(3))
    s = game.state
    hands = (["l1-steppe", "l1-steppe", "l4", "l7", "l7"], ["l1-marsh", "l1-marsh", "l4", "l1-hills", "l1-hills"],
             ["l1-lakes", "l1-lakes", "l1-tundra", "l1-tundra", "l1-forest"])
    for seat, hand in enumerate(hands):
        set_hand(game, seat, hand)
    for seat in range(3):
        set_stones(game, seat, 0)
    assert legal(game) == {"pass"}
    game.apply("pass")                                       # forced: the rest the engine takes
    assert s.round == 1 and s.step in ("glacier", "lot") and s.ender == YELLOW

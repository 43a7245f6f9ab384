"""Hidden information of Eiszeit (H1-H6): views, determinisation from a view, events for others,
undo within one's own turn, chance outcomes in the history."""

from __future__ import annotations

import json
import random

import pytest

from ez_position import BLUE, RED, YELLOW, started

from meduris_gui.games.eiszeit.rules.actions import COLOURS
from meduris_gui.games.eiszeit.rules.game import CHANCE, Game, IllegalActionError, determinise
from meduris_gui.games.eiszeit.rules.serial import StateError, state_to_dict


def midgame(n=4, seed=3, steps=250) -> Game:
    rng = random.Random(seed)
    game = Game.new(COLOURS[:n], 0)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    while game.current_player() == CHANCE:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_H1_a_view_holds_its_own_hand_and_only_the_colours_of_the_others():
    game = midgame()
    s = game.state
    for seat in range(s.n):
        view = game.view(seat)
        for other, player in enumerate(view["players"]):
            if other == seat:
                assert player["hand"] == s.hand[seat]
            else:
                assert set(player["hand"]) <= {None} and len(player["hand"]) == len(s.hand[other])
            assert player["hand_colours"]["light"] + player["hand_colours"]["dark"] == len(s.hand[other])
        text = json.dumps(view)
        assert all(f'"{code}"' not in text for other in range(s.n) if other != seat for code in s.hand[other]
                   if code not in s.hand[seat] and code not in s.pile["light"] + s.pile["dark"]
                   and code not in [c for o, c in s.bottom["light"] + s.bottom["dark"] if o == seat])


def test_H2_the_decks_order_and_others_buried_cards_are_hidden():
    game = midgame()
    s = game.state
    s.bottom["light"].append([BLUE, s.deck["light"].pop()])
    view = game.view(RED)
    for colour in ("light", "dark"):
        assert view["decks"][colour]["shuffled"] == [None] * len(s.deck[colour])
        assert all(code is None for owner, code in view["decks"][colour]["bottom"] if owner != RED)


def test_H3_the_discard_piles_are_public():
    game = midgame()
    assert game.view(YELLOW)["piles"] == game.state.pile


def test_H4_no_view_holds_a_fire_value_not_even_the_movers():
    game = midgame()
    for seat in range(game.state.n):
        view = game.view(seat)
        assert all(v is None for r in view["regions"] for v in r["fire"])
        assert all(v is None for v in view["fire_beside"])
    events = Game.new(COLOURS[:3]).apply("token 5 2")
    assert events[0].value == 2 and events[0].public().value is None


def test_H5_stones_hunters_clubs_mammoths_ice_reserves_scores_are_public():
    game = midgame()
    view, data = game.view(BLUE), state_to_dict(game.state)
    for key in ("mammoth_reserve", "club_supply", "dark_reserve", "light_reserve", "round", "active"):
        assert view[key] == data[key]
    assert [(r["hunters"], r["clubbed"], r["mammoths"], r["ice"]) for r in view["regions"]] == \
        [(r["hunters"], r["clubbed"], r["mammoths"], r["ice"]) for r in data["regions"]]


def test_H6_the_history_holds_every_chance_outcome_and_replays_without_a_generator():
    game = midgame(steps=400)
    assert any(a.is_chance for a in game.history)
    again = Game.new(COLOURS[:4], 0)
    for action in game.history:
        again.apply(str(action))
    assert again.to_json() == game.to_json()


def test_H1_a_drawn_card_is_seen_by_its_drawer_only_in_the_events():
    game = started(3)
    rng = random.Random(4)
    drawn = []
    while len(drawn) < 3 and not game.is_over():
        for event in game.apply(rng.choice(game.legal_actions())):
            if event.kind == "drew":
                drawn.append(event)
    assert drawn and all(e.public().card is None and e.public_for(e.seat).card == e.card for e in drawn)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_H1_H2_H4_determinise_keeps_the_view_and_deals_the_rest_again(seed):
    game = midgame(seed=seed)
    seat = game.current_player()
    view = game.view(seat)
    guess = determinise(view, random.Random(seed))
    assert guess.view(seat) == view
    assert not guess.from_setup and not guess.history
    # a legal state (conserved, checked on load) whose seat has the same choices
    assert set(guess.legal_actions()) == set(game.legal_actions())
    hidden = [game.determinise(seat, random.Random(k)).state.hand[(seat + 1) % game.state.n] for k in range(20)]
    assert len({tuple(h) for h in hidden}) > 1


def test_H6_a_view_is_not_a_state_it_can_only_be_determinised():
    game = midgame()
    with pytest.raises(StateError):
        Game.from_json(json.dumps({"state": game.view(0), "history": [], "deciders": [], "turns": [],
                                   "reveals": []}))


def test_undo_within_ones_own_turn_never_past_a_draw_or_another_player():
    game = Game.new(COLOURS[:3], 0)
    rng = random.Random(9)
    while game.state.step != "play" or game.current_player() != 0:
        game.apply(rng.choice(game.legal_actions()))
    assert not game.can_undo()                                        # chance dealt the hand
    s = game.state
    light = [a for a in game.legal_actions() if s.cards.colour[a.who] == "light"]
    before = game.to_json()
    game.apply(light[0])
    assert game.current_player() == 0 and game.state.step in ("act", "copy", "discard")
    assert game.can_undo()
    game.undo()
    assert json.loads(game.to_json())["state"] == json.loads(before)["state"]
    while game.state.step != "draw" and not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    if game.state.step == "draw":
        game.apply(game.legal_actions()[0])
        assert not game.can_undo()
        with pytest.raises(IllegalActionError):
            game.undo()


def test_chance_outcomes_have_the_true_odds():
    game = Game.new(COLOURS[:3])
    odds = {str(a): p for a, p in game.chance_outcomes()}
    assert odds == pytest.approx({"token 5 0": 4 / 14, "token 5 1": 5 / 14, "token 5 2": 5 / 14})
    assert game.current_player() == CHANCE and not started(3).chance_outcomes()
    assert YELLOW == 2

"""The notation of Dolmengötter actions (docs/NOTATION.md) and a fuzz of malformed and illegal
actions: every text is either an action, or an InvalidActionError; every action is either legal
or an IllegalActionError with the state unchanged."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meduris_gui.games.dolmengoetter.rules.actions import Action, IllegalActionError, InvalidActionError
from meduris_gui.games.dolmengoetter.rules.game import Game

from game_checks import applied_or_refused


@pytest.mark.parametrize("text", ["place 12", "walk 12 30", "herbs 12", "fly 12 40", "stone", "point",
                                  "dolmen 3", "dolmen none", "pass"])
def test_every_verb_round_trips(text):
    action = Action.parse(text)
    assert str(action) == text and Action.parse(str(action)) is action
    assert eval(repr(action)) == action


def test_parsing_tolerates_case_and_spaces_only():
    assert Action.parse("  WALK 3   4 ") == Action.parse("walk 3 4")
    assert Action.parse("Dolmen NONE") == Action.parse("dolmen none")


@pytest.mark.parametrize("text", ["", "   ", "jump 1 2", "walk 1", "walk 1 2 3", "place x", "place -1",
                                  "dolmen 5", "dolmen 0", "dolmen", "stone 1", "place 1.5", "place ١٢",
                                  "walk 99999999 1", "x" * 200, "place 123456"])
def test_malformed_notation_is_an_invalid_action(text):
    with pytest.raises(InvalidActionError):
        Action.parse(text)


@pytest.mark.parametrize("value", [None, 3, ["walk", 1, 2], b"stone"])
def test_non_text_is_an_invalid_action(value):
    with pytest.raises(InvalidActionError):
        Action.parse(value)


def _midgame(seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(["red", "yellow", "blue"])
    for _ in range(rng.randrange(0, 80)):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


GAMES = [_midgame(seed) for seed in range(6)]
WORDS = st.sampled_from(["place", "walk", "herbs", "fly", "stone", "point", "dolmen", "pass", "none", "-1",
                         "0", "72", "73", "4", "12", "x", ""])


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(GAMES) - 1), st.lists(WORDS, max_size=4) | st.text(max_size=20))
def test_fuzz_any_text_is_applied_or_refused_cleanly(index, words):
    game = GAMES[index]
    text = " ".join(words) if isinstance(words, list) else words
    applied_or_refused(game, text, Action, InvalidActionError, IllegalActionError)

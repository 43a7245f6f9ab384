"""The notation of Eiszeit actions (docs/NOTATION.md, section Eiszeit) and a fuzz: every text is an
action or an InvalidActionError; every action is legal or an IllegalActionError, the state
unchanged (compared as JSON before and after)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meduris_gui.games.eiszeit.rules.actions import COLOURS, Action, IllegalActionError, InvalidActionError
from meduris_gui.games.eiszeit.rules.game import Game

from game_checks import applied_or_refused

EVERY_VERB = ["place 5", "place 5 club", "move red 3 5", "move red 3* 5", "move red 3 5 club",
              "swap red 6 blue 9", "swap red 6* blue 9*", "remove red 3", "remove blue 3*", "herd 5", "herd 3 5",
              "cull 5", "fire 3 5", "club keep", "club 4", "play l1-steppe", "play l2", "play d6", "copy light",
              "copy dark", "copy none", "target blue", "done", "discard none", "discard d2", "draw light",
              "draw dark", "ice 7", "ice none", "pass", "deal l6", "deal l1-tundra", "token 5 2", "lot black"]


@pytest.mark.parametrize("text", EVERY_VERB)
def test_every_verb_round_trips(text):
    action = Action.parse(text)
    assert str(action) == text and Action.parse(str(action)) is action
    assert eval(repr(action)) == action


def test_parsing_tolerates_case_and_spaces_only():
    assert Action.parse("  MOVE Red 3*   5 ") == Action.parse("move red 3* 5")
    assert Action.parse("Play L1-Steppe") == Action.parse("play l1-steppe")


@pytest.mark.parametrize("text", ["", "   ", "jump 1", "place", "place 0", "place 13", "place x", "place 5 bat",
                                  "move pink 3 5", "move red 3", "move red 3* 5 club", "swap red 6 blue",
                                  "play l1", "play l2-steppe", "play d9", "play l10", "copy both", "draw grey",
                                  "token 5 3", "token 5", "ice", "club", "done now", "lot", "target 2",
                                  "place ١٢", "x" * 200, "herd", "herd 1 2 3", "remove red"])
def test_malformed_notation_is_an_invalid_action(text):
    with pytest.raises(InvalidActionError):
        Action.parse(text)


@pytest.mark.parametrize("value", [None, 3, ["place", 1], b"done"])
def test_non_text_is_an_invalid_action(value):
    with pytest.raises(InvalidActionError):
        Action.parse(value)


def _midgame(seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(COLOURS[:3 + seed % 3], 0)
    for _ in range(rng.randrange(0, 400)):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


GAMES = [_midgame(seed) for seed in range(8)]
WORDS = st.sampled_from(["place", "move", "swap", "remove", "herd", "cull", "fire", "club", "play", "copy", "target",
                         "done", "discard", "draw", "ice", "pass", "deal", "token", "lot", "red", "blue", "yellow",
                         "green", "black", "light", "dark", "none", "keep", "l2", "d4", "l1-steppe", "l6", "0", "1",
                         "2", "5", "5*", "7", "12", "13", "club", ""])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(GAMES) - 1), st.lists(WORDS, max_size=5) | st.text(max_size=20))
def test_fuzz_any_text_is_applied_or_refused_cleanly(index, words):
    game = GAMES[index]
    text = " ".join(words) if isinstance(words, list) else words
    applied_or_refused(game, text, Action, InvalidActionError, IllegalActionError)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(GAMES) - 1), st.data())
def test_fuzz_every_legal_action_prints_and_parses_back(index, data):
    game = GAMES[index]
    if game.is_over():
        return
    action = data.draw(st.sampled_from(game.legal_actions()))
    assert Action.parse(str(action)) == action

"""Action notation (docs/NOTATION.md): every legal action formats and parses back to itself, repr
is code, and text that is not notation raises InvalidActionError saying what is wrong."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meduris_gui.games.meduris.rules.actions import (
    HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE, Action, IllegalActionError,
    InvalidActionError, format_materials, parse_materials,
)
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.game import CHANCE, Game
from meduris_gui.games.meduris.rules.serial import state_to_dict

COLOURS = ("purple", "blue", "green", "red")


def positions(players: int, side: str, seed: int):
    rng = random.Random(seed)
    game = Game.new(list(COLOURS[:players]), rng.randrange(players), rng=rng, board=load_side(side),
                    any_side=True)
    while not game.is_over():
        yield game
        if game.current_player() == CHANCE:
            game.roll(rng)
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])


def check_round_trip(action: Action) -> None:
    text = str(action)
    assert Action.parse(text) == action, text
    assert Action.parse(text.upper()) == action
    assert Action.parse(f"  {text}  ") == action
    assert eval(repr(action), {"Action": Action}) == action
    assert repr(action) == f"Action.parse({text!r})"


@pytest.mark.parametrize(("players", "side", "seed"), [(2, "2-3p", 1), (3, "2-3p", 2), (4, "4p", 3), (2, "4p", 4)])
def test_every_legal_action_round_trips(players, side, seed):
    verbs = set()
    for game in positions(players, side, seed):
        for action in game.legal_actions():
            check_round_trip(action)
            verbs.add(action.verb)
            if action.verb in (HUT, TEMPLE):
                for pay in game.payments_for(action)[:5]:
                    check_round_trip(action._replace(pay=pay))
    assert verbs == {PLACE, ROLL, TAKE, RETURN, HARVEST, HUT, TEMPLE, PAY, SACRIFICE}


@pytest.mark.parametrize(("text", "action"), [
    ("place wood", Action.place(0)),
    ("roll +1", Action.roll(4)),
    ("roll -1", Action.roll(5)),
    ("roll \u22121", Action.roll(5)),                       # the rulebook's minus sign
    ("roll stone", Action.roll(3)),
    ("take copper", Action.take(2)),
    ("return wool", Action.give_back(1)),
    ("harvest wood/1 stone", Action.harvest(0, 1, 3)),
    ("harvest copper/3 wool", Action.harvest(2, 3, 1)),
    ("build hut 17", Action.hut(17)),
    ("build temple 0", Action.temple(0)),
    ("build hut 17 pay 2wood,2wool", Action.hut(17, (2, 2, 0, 0))),
    ("build hut 5 pay nothing", Action.hut(5, (0, 0, 0, 0))),
    ("pay wood,copper,copper,copper", Action.paying((1, 0, 3, 0))),
    ("pay wood+3copper", Action.paying((1, 0, 3, 0))),
    ("pay stone,wood", Action.paying((1, 0, 0, 1))),
    ("sacrifice none", Action.sacrifice()),
    ("sacrifice token", Action.sacrifice(token=True)),
    ("sacrifice wool", Action.sacrifice((0, 1, 0, 0))),
    ("sacrifice 2copper,stone", Action.sacrifice((0, 0, 2, 1))),
    ("  SACRIFICE   Wood,Wool ", Action.sacrifice((1, 1, 0, 0))),
])
def test_notation_examples(text, action):
    assert Action.parse(text) == action
    check_round_trip(action)


def test_canonical_form():
    assert str(Action.parse("pay stone,wood,wood")) == "pay 2wood,stone"
    assert str(Action.parse("roll \u22121")) == "roll -1"
    assert format_materials((0, 0, 0, 0)) == "nothing"
    assert parse_materials("wood,wood,3wood") == (5, 0, 0, 0)


@pytest.mark.parametrize(("text", "words"), [
    ("", ["empty"]),
    ("   ", ["empty"]),
    ("dance", ["unknown action", "dance", "place"]),
    ("build castle 3", ["build hut N"]),
    ("place gold", ["gold", "not a material"]),
    ("take", ["take", "1 word"]),
    ("return wool stone", ["return", "1 word"]),
    ("place wood wool", ["place", "1 word"]),
    ("roll 7", ["7", "not a die face"]),
    ("roll", ["roll", "1 word"]),
    ("harvest wood stone", ["highland/level", "wood/1"]),
    ("harvest wood/x stone", ["highland/level"]),
    ("harvest wood/1", ["harvest", "2 word"]),
    ("harvest gold/1 stone", ["gold", "not a material"]),
    ("harvest wood/1 gold", ["gold", "not a material"]),
    ("build hut", ["build hut N"]),
    ("build hut x", ["'x' is not a space number"]),
    ("build hut -3", ["not a space number"]),
    ("build hut 3 wood,wool", ["build hut N"]),
    ("build hut 3 with wood,wool", ["expected 'pay'"]),
    ("pay", ["pay", "1 word"]),
    ("pay 0wood", ["count must be at least 1"]),
    ("pay 2gold", ["2gold", "not a material"]),
    ("pay wood,,wool", ["not a material"]),
    ("pay wood, wool", ["pay", "1 word"]),
    ("pay -1wood", ["not a material"]),
    ("sacrifice", ["sacrifice", "1 word"]),
    ("sacrifice all", ["'all' is not a material"]),
    ("sacrifice wood wool", ["sacrifice", "1 word"]),
])
def test_invalid_notation(text, words):
    with pytest.raises(InvalidActionError) as info:
        Action.parse(text)
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    assert isinstance(info.value, ValueError)
    assert not isinstance(info.value, IllegalActionError)


@pytest.mark.parametrize("value", [None, 3, b"place wood", ["place", "wood"]])
def test_parse_wants_text(value):
    with pytest.raises(InvalidActionError, match="text"):
        Action.parse(value)


def test_game_apply_refuses_bad_notation_and_non_actions():
    game = Game.new(["purple", "blue"], seed=1)
    before = state_to_dict(game.state)
    with pytest.raises(InvalidActionError):
        game.apply("place gold")
    with pytest.raises(InvalidActionError):
        game.apply(42)
    with pytest.raises(IllegalActionError, match="place a worker"):
        game.apply("roll wood")
    assert state_to_dict(game.state) == before
    assert game.apply("PLACE  Wood")             # notation is accepted wherever an action is


WORDS = st.sampled_from(["place", "roll", "take", "return", "harvest", "build", "hut", "temple", "pay",
                         "sacrifice", "none", "token", "wood", "wool", "copper", "stone", "+1", "-1",
                         "wood/1", "stone/3", "wool/0", "2wood", "wood,wool", "3copper+stone", "17", "0",
                         "nothing", "x", ",", "/", "-3"])


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.lists(WORDS, max_size=5).map(" ".join), st.text(max_size=30)))
def test_parse_either_round_trips_or_is_invalid(text):
    """Any text: a canonical action that parses back to itself, or InvalidActionError."""
    try:
        action = Action.parse(text)
    except InvalidActionError as error:
        assert str(error)
        return
    assert Action.parse(str(action)) == action
    assert eval(repr(action), {"Action": Action}) == action


@pytest.mark.parametrize("text", ["build hut \u00b2", "harvest wood/\u00b2 stone"])
def test_superscript_digits_are_invalid_notation(text):
    with pytest.raises(InvalidActionError):
        Action.parse(text)

"""The fast path (random_action, apply_legal, Game.playout, engine.playout: what random playouts
and the search use) plays the very games of the validating path (apply(rng.choice(legal_actions())):
the same legal action lists, the same actions, the same states as JSON, the same events when
asked for; and apply still refuses what the fast path would not check."""

from __future__ import annotations

import json
import random

import pytest

from meduris_gui.games.eiszeit.rules import engine
from meduris_gui.games.eiszeit.rules.actions import COLOURS, DEAL, TOKEN, Action
from meduris_gui.games.eiszeit.rules.game import CHANCE, Game, IllegalActionError
from meduris_gui.games.eiszeit.rules.serial import state_to_dict
from meduris_gui.games.eiszeit.rules.state import DEAL as DEAL_STEP, TOKEN as TOKEN_STEP


def dump(game: Game) -> str:
    return json.dumps(state_to_dict(game.state), sort_keys=True)


@pytest.mark.parametrize("n, short, seed", [(4, False, 0), (4, False, 1), (3, False, 2), (5, False, 3),
                                            (3, True, 4), (5, True, 5)])
def test_fast_and_validating_paths_play_the_same_game(n, short, seed):
    checked, fast, eventful = (Game.new(COLOURS[:n], seed % n, short=short) for _ in range(3))
    rng_checked, rng_fast, rng_eventful = (random.Random(seed) for _ in range(3))
    decisions = chance = 0
    while not checked.is_over():
        assert not fast.is_over() and fast.current_player() == checked.current_player()
        legal = checked.legal_actions()
        if checked.current_player() == CHANCE:
            chance += 1
            # the fast path never lists the chance outcomes: draw first, then compare the list
            action_fast = fast.random_action(rng_fast)
            assert fast.legal_actions() == legal
        else:
            assert fast.legal_actions() == legal
            action_fast = fast.random_action(rng_fast)
        action = rng_checked.choice(legal)
        assert action_fast is action                     # interned: the very object
        assert eventful.random_action(rng_eventful) is action
        events = checked.apply(action)
        assert fast.apply_legal(action_fast, events=False) == []
        assert eventful.apply_legal(action, events=True) == events
        assert dump(fast) == dump(checked) == dump(eventful)
        decisions += 1
    assert fast.is_over() and eventful.is_over()
    assert fast.history == checked.history and fast.deciders == checked.deciders
    assert fast.turns == checked.turns and fast.reveals == checked.reveals
    assert fast.to_json() == checked.to_json()
    assert decisions > 300 and chance > 50


@pytest.mark.parametrize("n, seed", [(3, 7), (4, 8), (5, 9), (4, 10)])
def test_playouts_play_the_same_game_as_the_validating_path(n, seed):
    checked = Game.new(COLOURS[:n], seed % n)
    rng = random.Random(seed)
    while not checked.is_over():
        checked.apply(rng.choice(checked.legal_actions()))
    recorded = Game.new(COLOURS[:n], seed % n)
    taken = recorded.playout(random.Random(seed))
    assert taken == len(checked.history) and recorded.to_json() == checked.to_json()
    bare = Game.new(COLOURS[:n], seed % n).state.copy()
    assert engine.playout(bare, random.Random(seed)) == taken
    assert json.dumps(state_to_dict(bare), sort_keys=True) == dump(checked)


def test_a_playout_stops_after_its_limit_and_goes_on_from_there():
    whole = Game.new(COLOURS[:4], 2)
    whole.playout(random.Random(11))
    parts = Game.new(COLOURS[:4], 2)
    rng = random.Random(11)
    assert parts.playout(rng, limit=100) == 100 and len(parts.history) == 100 and not parts.is_over()
    state = parts.state.copy()
    left = engine.playout(state, rng, limit=50)
    assert left == 50 and parts.playout(random.Random(0), limit=0) == 0
    rng = random.Random(11)
    parts = Game.new(COLOURS[:4], 2)
    parts.playout(rng, limit=100)
    parts.playout(rng)
    assert parts.to_json() == whole.to_json()


def test_sample_chance_draws_what_a_choice_among_the_listed_outcomes_draws():
    game = Game.new(COLOURS[:4], 0)
    rng = random.Random(3)
    seen = {TOKEN: 0, DEAL: 0}
    while not game.is_over() and min(seen.values()) < 30:
        if game.current_player() == CHANCE:
            twin = random.Random()
            twin.setstate(rng.getstate())
            expected = twin.choice(game.legal_actions())
            action = game.sample_chance(rng)
            assert action is expected and rng.getstate() == twin.getstate()
            seen[action.verb] = seen.get(action.verb, 0) + 1
            game.apply(action)
        else:
            game.apply(rng.choice(game.legal_actions()))
    assert min(seen.values()) >= 30


def test_a_deck_or_token_pool_of_one_value_is_settled_by_the_engine():
    """settle no longer lists chance outcomes: one value left, however many copies, is forced."""
    game = Game.new(COLOURS[:4], 0)
    state = game.state.copy()
    assert state.step == TOKEN_STEP and len(set(state.fire_beside)) > 1
    state.fire_beside = [2] * len(state.fire_beside)
    engine.settle(state, None)
    assert state.step != TOKEN_STEP and all(f == [2] for r, f in enumerate(state.fire) if not state.ice[r])
    game = Game.new(COLOURS[:4], 0)
    game.playout(random.Random(1), limit=40)
    while game.state.step != DEAL_STEP:
        game.apply(game.legal_actions()[0])
    state = game.state.copy()
    colour = state.deals[0][1]
    code = state.deck[colour][0]
    state.deck[colour] = [code] * len(state.deck[colour])
    events: list = []
    engine.settle(state, events)
    assert events and events[0].kind == "drew" and events[0].card == code


def test_the_public_apply_still_refuses_what_the_fast_path_does_not_check():
    game = Game.new(COLOURS[:4], 0)
    game.playout(random.Random(2), limit=60)
    while game.current_player() == CHANCE:
        game.apply(game.sample_chance(random.Random(4)))
    before = dump(game)
    wrong = Action.parse("deal d1")
    assert wrong not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply(wrong)
    with pytest.raises(IllegalActionError):
        game.apply("ice 5")
    assert dump(game) == before

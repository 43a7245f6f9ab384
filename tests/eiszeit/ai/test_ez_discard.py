"""The discard by the rule of thumb (T8; issue 23): with `discard`, the weakest card in hand goes
under its deck when it is worth less than that; a card he could not play is worth the least; the
rule of before (no `discard`) never puts a card under a deck."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.ai.arena import new_game
from meduris_gui.games.eiszeit.ai.evaluate import estimate, utility
from meduris_gui.games.eiszeit.ai.players import TREE_DISCARD, make_player
from meduris_gui.games.eiszeit.ai.policy import UNPLAYABLE, RulePolicy
from meduris_gui.games.eiszeit.rules import engine
from meduris_gui.games.eiszeit.rules.cards import CULTS
from meduris_gui.games.eiszeit.rules.game import CHANCE
from meduris_gui.games.eiszeit.rules.state import DISCARD, EIGHT, PLAY


def _discards(seed: int, policy: RulePolicy, players: int = 3):
    """Every discard decision of a game played by `policy` (chance by a seeded generator): the
    game before it and the action taken."""
    rng = random.Random(seed)
    game = new_game(players, rng)
    while not game.is_over():
        if game.current_player() == CHANCE:
            game.apply(game.sample_chance(rng))
            continue
        legal = game.legal_actions()
        action = policy.choose(game.state, legal)
        if game.state.step == DISCARD:
            yield game, action
        game.apply(action)


def _first_discard(seed: int = 3):
    """The first discard whose hand holds three kinds of card, a light one that costs stones and a
    dark one (neither a Cult)."""
    for game, _action in _discards(seed, RulePolicy()):
        state = game.state
        hand = state.hand[state.decider]
        cards = state.cards
        if (len(set(hand)) >= 3 and any(cards.colour[c] == "light" and cards.kind[c] not in CULTS and cards.cost[c] > 0 for c in hand)
                and any(cards.colour[c] == "dark" and cards.kind[c] not in CULTS for c in hand)):
            return game
    raise AssertionError("no such discard in the game")


def test_the_rule_of_before_never_discards():
    taken = [action.who for _game, action in _discards(4, RulePolicy())]
    assert taken and set(taken) == {"none"}


def test_a_card_he_cannot_play_goes_under_its_deck():
    """T3: a light card costs stones; with none left, every light card that costs any is
    unplayable and is the one put under its deck (the dark ones he could still play)."""
    game = _first_discard()
    state = game.state.copy()
    seat = state.decider
    cards = state.cards
    hand = state.hand[seat]
    light = [c for c in hand if cards.colour[c] == "light" and cards.kind[c] not in CULTS]
    state.stones[seat] = 0
    policy = RulePolicy(discard=TREE_DISCARD)
    worth = policy.hand_worth(state)
    assert all(worth[c] == UNPLAYABLE for c in light if cards.cost[c] > 0)
    choice = policy.choose(state, engine.legal_actions(state))
    assert choice.who in light and cards.cost[choice.who] > 0
    # T5: from 8 stones a dark card is the one he cannot play.
    state.stones[seat] = EIGHT
    dark = [c for c in hand if cards.colour[c] == "dark" and cards.kind[c] not in CULTS]
    worth = policy.hand_worth(state)
    assert all(worth[c] == UNPLAYABLE for c in dark)
    assert policy.choose(state, engine.legal_actions(state)).who in dark


def test_the_weakest_card_goes_only_when_worth_less_than_the_threshold():
    game = _first_discard()
    state = game.state
    worth = RulePolicy(discard=0.0).hand_worth(state)
    weakest = min(worth.values())
    legal = engine.legal_actions(state)
    assert RulePolicy(discard=weakest - 0.01).choose(state, legal).who == "none"
    taken = RulePolicy(discard=weakest + 0.01).choose(state, legal).who
    assert taken != "none" and worth[taken] == weakest
    assert state.step == DISCARD           # weighed on copies: the position is unchanged


def test_every_worth_is_what_playing_the_card_now_would_gain():
    game = _first_discard()
    state = game.state
    seat = state.decider
    policy = RulePolicy(discard=0.0)
    worth = policy.hand_worth(state)
    assert set(worth) == set(state.hand[seat])
    now = state.copy()
    now.step, now._legal = PLAY, None
    playable = set(engine.play_options(now))
    for code, value in worth.items():
        if engine.PLAYS[code] in playable:
            base = utility(estimate(now), seat)
            assert value == pytest.approx(RulePolicy().carried_out(now, engine.PLAYS[code]) - base)
        else:
            assert value == UNPLAYABLE


def test_the_futures_discard_as_the_seat_does_in_the_turn_it_weighs_and_only_then():
    """The tree seat's futures (own_discard): the searching seat's discard in the turn of the
    search goes by TREE_DISCARD, as it will in the game; another seat's (the strong players never
    discard) and its own of a later turn (no future judges it) by the rule of before."""
    tree = make_player("ismcts", 0, 3, seed=1)
    rules = tree.search.game.rules
    assert DISCARD in tree.by_rule and tree.search.policy.discard == TREE_DISCARD
    assert rules.discard == TREE_DISCARD and tree.search.own_discard
    rng = random.Random(11)
    threshold = RulePolicy(discard=TREE_DISCARD)
    game, legal, taken = next((g, engine.legal_actions(g.state), a) for g, a in _discards(6, threshold)
                              if a.who != "none")
    state = game.state
    seat, turn = state.decider, state.turn
    rules.discard_at = (seat, turn)
    assert rules.choose(state, legal) == taken
    for other in ((seat, turn + 3), ((seat + 1) % 3, turn)):
        rules.discard_at = other
        assert rules.choose(state, legal).who == "none"
    # A search of the seat's card sets it: its own seat and turn.
    root = game.copy()
    while root.current_player() == CHANCE or root.state.step != PLAY or len(root.legal_actions()) < 2:
        root.apply(root.sample_chance(rng) if root.current_player() == CHANCE else RulePolicy().choose(root.state, root.legal_actions()))
    root = root.state
    search = make_player("ismcts", root.decider, 3, seed=1, strong_steps=60).search
    search.choose(root.copy(), random.Random(1))
    assert search.game.rules.discard_at == (root.decider, root.turn)
    assert make_player("flat", 0, 3, seed=1).search.policy.discard is None       # the strong player of before
    assert make_player("strong", 0, 4, seed=1).search.policy.discard is None     # ... at 4 and 5 players
    game = _first_discard()
    seat = game.state.decider
    view = game.view(seat)
    expected = RulePolicy(discard=TREE_DISCARD).choose(game.state, game.legal_actions())
    assert make_player("ismcts", seat, 3, seed=2).decide(view, game.legal_actions()) == expected

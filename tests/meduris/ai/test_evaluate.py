"""The evaluation and the rule of thumb behind the computer players."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from meduris_gui.games.meduris.ai.evaluate import estimate, utility
from meduris_gui.games.meduris.ai.policy import RulePolicy
from meduris_gui.games.meduris.rules.actions import SACRIFICE
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.payment import payments
from meduris_gui.games.meduris.rules.payment import cheapest_count
from meduris_gui.games.meduris.rules.scoring import settlement_size, settlement_sizes
from meduris_gui.games.meduris.rules.kinds import Building, Phase
from meduris_gui.games.meduris.ai.sim import random_game


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([0, 1, 2]), min_size=3, max_size=40))
def test_settlement_sizes_agree_with_the_rules(kinds):
    n = len(kinds)
    sizes = settlement_sizes(kinds, n)
    for s in range(n):
        assert sizes[s] == (settlement_size(kinds, n, s) if kinds[s] == Building.HUT else 0)


def test_the_estimate_of_a_finished_game_is_its_score():
    state, _ = random_game(3, random.Random(4))
    assert estimate(state) == [float(x) for x in state.score]


def test_the_estimate_counts_runes_huts_temples_and_materials():
    game = Game.new(["purple", "blue"], seed=1)
    base = estimate(game.state)
    assert base[0] == base[1]                       # the same start for both
    richer = game.state.copy()
    richer.stock[0][0] += 3
    assert estimate(richer)[0] > base[0]
    runes = game.state.copy()
    runes.rune[0] = 1
    assert estimate(runes)[1] > base[1]


def test_utility_is_the_lead_over_the_best_other():
    assert utility([10.0, 7.0, 12.0], 0) == -2.0
    assert utility([10.0, 7.0, 3.0], 0) == 3.0


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=4, max_size=4), st.integers(1, 5),
       st.sampled_from([(0, 1), (2, 3), (1, 3)]))
def test_cheapest_count_is_the_size_of_the_cheapest_payment(stock, size, pair):
    a, b = pair
    found = payments(tuple(stock), size, a, b)
    if found:
        assert cheapest_count(stock, size, a, b) == sum(found[0])


def test_the_rule_of_thumb_sacrifices_both_for_a_settlement_and_one_for_a_lone_hut():
    game = Game.new(["purple", "blue"], seed=2)
    rng = random.Random(3)
    policy = RulePolicy()
    seen = set()
    for _ in range(400):
        if game.is_over():
            break
        state = game.state
        if state.decider >= 0 and state.phase == Phase.SACRIFICE:
            action = policy.choose(state, rng)
            assert action in game.legal_actions() and action.verb == SACRIFICE
            space = state.ritual[0]
            size = settlement_size(state.kind, state.board.n, space)
            a, b = state.board.space_materials[space]
            stock = state.stock[state.decider]
            if stock[a] and stock[b] and size >= 2:
                assert action.payment is not None and sum(action.payment) == 2, (size, stock, action)
                seen.add("both")
            if size == 1 and (stock[a] or stock[b]):
                assert action.payment is not None and sum(action.payment) == 1
                seen.add("one")
            game.apply(action)
        else:
            legal = game.legal_actions()
            game.apply(policy.choose(state, rng) if state.decider >= 0 else legal[rng.randrange(6)])
    assert seen

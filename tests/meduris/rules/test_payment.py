"""Payments (R0 substitution, R1 settlement cost) against a brute-force reference, and the PAY and
SACRIFICE legal actions (`Choices`) built from them."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meduris_gui.games.meduris.rules.actions import PAY, SACRIFICE, Action
from meduris_gui.games.meduris.rules.board import load_side
from meduris_gui.games.meduris.rules.choices import Choices
from meduris_gui.games.meduris.rules.game import CHANCE, Game
from meduris_gui.games.meduris.rules.legal import pay_actions, sacrifice_actions
from meduris_gui.games.meduris.rules.payment import can_pay, payments, single_payments
from meduris_gui.games.meduris.rules.kinds import Building, Phase
from meduris_gui.games.meduris.rules.scoring import settlement_size


def substitutes(replaced: int) -> list[tuple]:
    """R0: every multiset of three materials other than the replaced one, as count vectors."""
    others = [m for m in range(4) if m != replaced]
    vectors = []
    for combo in itertools.combinations_with_replacement(others, 3):
        vector = [0, 0, 0, 0]
        for m in combo:
            vector[m] += 1
        vectors.append(tuple(vector))
    return vectors


def add(u: tuple, v: tuple) -> tuple:
    return tuple(x + y for x, y in zip(u, v))


def within(v: tuple, stock: tuple) -> bool:
    return all(x <= s for x, s in zip(v, stock))


def reference_payments(stock: tuple, n: int, a: int, b: int) -> set:
    """Brute force: choose how many of the n a-units and n b-units are substituted, then every
    multiset of 3 substitutes per substituted unit; keep the count vectors within the stock."""
    found = set()
    for sub_a in range(n + 1):
        for sub_b in range(n + 1):
            direct = [0, 0, 0, 0]
            direct[a] += n - sub_a
            direct[b] += n - sub_b
            vectors = {tuple(direct)}
            for replaced in [a] * sub_a + [b] * sub_b:
                # Pruning by stock is safe: every later unit only adds materials.
                vectors = {add(v, s) for v in vectors for s in substitutes(replaced) if within(add(v, s), stock)}
            found |= {v for v in vectors if within(v, stock)}
    return found


def reference_single(stock: tuple, a: int, b: int) -> set:
    """One unit of a or of b, paid directly or by three others (D3 'one', R0)."""
    found = set()
    for wanted in (a, b):
        direct = tuple(1 if m == wanted else 0 for m in range(4))
        found |= {v for v in [direct] + substitutes(wanted) if within(v, stock)}
    return found


STOCKS = st.tuples(*[st.integers(0, 9)] * 4)
PAIRS = st.sampled_from([(a, b) for a in range(4) for b in range(4) if a != b])


def check_list(found: tuple, expected: set) -> None:
    assert set(found) == expected
    assert len(found) == len(set(found)), "a payment is listed twice"
    totals = [sum(v) for v in found]
    assert totals == sorted(totals), "not cheapest first"
    assert all(isinstance(v, tuple) and len(v) == 4 for v in found)


@settings(max_examples=200, deadline=None)
@given(stock=STOCKS, n=st.integers(1, 4), pair=PAIRS)
def test_payments_match_brute_force(stock, n, pair):
    a, b = pair
    expected = reference_payments(stock, n, a, b)
    found = payments(stock, n, a, b)
    check_list(found, expected)
    assert can_pay(stock, n, a, b) == bool(expected)
    assert can_pay(list(stock), n, a, b) == bool(expected)


@settings(max_examples=300, deadline=None)
@given(stock=STOCKS, pair=PAIRS)
def test_single_payments_match_brute_force(stock, pair):
    a, b = pair
    found = single_payments(stock, a, b)
    check_list(found, reference_single(stock, a, b))
    assert single_payments(list(stock), a, b) == found


@pytest.mark.parametrize("n", [1, 2])
def test_payments_exhaustive_small_stocks(n):
    """Every stock of 0..3 per material, every pair: exact agreement with the reference."""
    for stock in itertools.product(range(4), repeat=4):
        for a, b in itertools.permutations(range(4), 2):
            expected = reference_payments(stock, n, a, b)
            assert set(payments(stock, n, a, b)) == expected, (stock, n, a, b)
            assert can_pay(stock, n, a, b) == bool(expected), (stock, n, a, b)


def test_payment_examples():
    wood, wool, copper, stone = range(4)
    assert payments((1, 1, 0, 0), 1, wood, wool) == ((1, 1, 0, 0),)
    assert payments((0, 1, 3, 0), 1, wood, wool) == ((0, 1, 3, 0),)      # R0: wood as 3 copper
    assert payments((0, 0, 0, 0), 1, wood, wool) == ()
    assert not can_pay((2, 1, 0, 2), 2, wood, wool)                       # R1: 2 + 2, one wool short
    assert can_pay((2, 1, 0, 3), 2, wood, wool)                           # ... or 3 stone for it
    assert (2, 1, 0, 3) in payments((2, 1, 0, 3), 2, wood, wool)
    # "three other" means other than the replaced one: 3 wood may stand in for the wool, but
    # not for the wood, so 6 wood never pay wood + wool.
    assert payments((4, 0, 0, 0), 1, wood, wool) == ((4, 0, 0, 0),)
    assert payments((6, 0, 0, 0), 1, wood, wool) == ((4, 0, 0, 0),)
    assert payments((0, 9, 0, 0), 2, wood, wool) == ((0, 8, 0, 0),)       # 2 wool + 6 wool for 2 wood
    assert payments((0, 7, 0, 0), 2, wood, wool) == ()
    assert payments((0, 8, 0, 0), 1, wood, wool) == ((0, 4, 0, 0),)
    assert single_payments((0, 0, 0, 0), wood, wool) == ()
    assert single_payments((1, 0, 0, 0), wood, wool) == ((1, 0, 0, 0),)


# -- the legal actions made of payments ------------------------------------------------------------

def check_choices(choices: Choices, verb: str, vectors: set, head: tuple = ()) -> None:
    listed = list(choices)
    assert len(choices) == len(listed) == len(head) + len(vectors)
    assert tuple(listed[:len(head)]) == head
    assert {action.payment for action in listed[len(head):]} == vectors
    assert all(action == Action(verb, pay=action.payment) for action in listed[len(head):])   # no other part
    for index, action in enumerate(listed):
        assert choices[index] == action and choices[index - len(listed)] == action
        assert action in choices
        assert Action.parse(str(action)) in choices
    assert choices[1:3] == tuple(listed[1:3])
    assert choices == tuple(listed) and choices == listed
    with pytest.raises(IndexError):
        choices[len(listed)]


def non_members(verb: str, vectors: set) -> list:
    rng = random.Random(len(vectors))
    outside = [v for v in itertools.product(range(7), repeat=4) if v not in vectors]
    actions = [Action(verb, pay=v) for v in rng.sample(outside, 40)]
    some = next(iter(vectors), (1, 1, 0, 0))
    other = PAY if verb == SACRIFICE else SACRIFICE
    actions += [Action(other, pay=some), Action(verb, 3, pay=some), Action(verb, pay=list(some)),
                Action(verb, pay=some[:3]), Action(verb, pay=None), "pay wood", Action("hut", 3),
                Action(verb, b=7)]
    return actions


@settings(max_examples=100, deadline=None)
@given(stock=STOCKS, n=st.integers(1, 4), pair=PAIRS)
def test_pay_actions_are_exactly_the_payments(stock, n, pair):
    a, b = pair
    vectors = reference_payments(stock, n, a, b)
    choices = pay_actions(stock, n, a, b)
    check_choices(choices, PAY, vectors)
    for action in non_members(PAY, vectors):
        assert action not in choices, action


@settings(max_examples=150, deadline=None)
@given(stock=STOCKS, pair=PAIRS, token=st.booleans())
def test_sacrifice_actions_are_none_token_one_and_both(stock, pair, token):
    a, b = pair
    vectors = reference_single(stock, a, b) | reference_payments(stock, 1, a, b)
    head = (Action.sacrifice(), Action.sacrifice(token=True)) if token else (Action.sacrifice(),)
    choices = sacrifice_actions(stock, a, b, token)
    check_choices(choices, SACRIFICE, vectors, head)
    for action in non_members(SACRIFICE, vectors):
        assert action not in choices, action
    if not token:
        assert Action.sacrifice(token=True) not in choices


def test_pay_and_sacrifice_phases_in_games():
    """In real games, the PAY and SACRIFICE legal actions are the reference sets for the
    decider's stock, the space's two materials and the settlement size (R1; temples size 1)."""
    seen = {Phase.PAY: 0, Phase.SACRIFICE: 0}
    for seed, (players, side) in enumerate([(2, "2-3p"), (3, "2-3p"), (4, "4p")] * 2):
        rng = random.Random(seed)
        game = Game.new(["purple", "blue", "green", "red"][:players], 0, rng=rng, board=load_side(side))
        while not game.is_over():
            state = game.state
            if state.phase in seen:
                seen[state.phase] += 1
                stock = tuple(state.stock[state.decider])
                if state.phase == Phase.PAY:
                    kind, space, size = state.pending
                    expected_size = 1 if kind == Building.TEMPLE else settlement_size(state.kind, state.board.n, space)
                    assert size == expected_size
                    a, b = state.board.space_materials[space]
                    vectors = reference_payments(stock, size, a, b)
                    check_choices(game.legal_actions(), PAY, vectors)
                    assert len(vectors) >= 2            # one way to pay is a forced step
                else:
                    a, b = state.board.space_materials[state.ritual[0]]
                    vectors = reference_single(stock, a, b) | reference_payments(stock, 1, a, b)
                    assert {act.payment for act in game.legal_actions() if act.payment is not None} == vectors
            if game.current_player() == CHANCE:
                game.roll(rng)
            else:
                legal = game.legal_actions()
                game.apply(legal[rng.randrange(len(legal))])
    assert seen[Phase.PAY] > 20 and seen[Phase.SACRIFICE] > 20


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 8), min_size=4, max_size=4), st.sampled_from([(0, 1), (1, 2), (3, 0)]),
       st.booleans())
def test_cheapest_sacrifices_are_the_fewest_materials_of_each_kind(stock, pair, token):
    """Choices.cheapest: none (and token), then the cheapest "one" and "both" ways (D3, R0)."""
    from meduris_gui.games.meduris.rules.legal import sacrifice_actions
    choices = sacrifice_actions(tuple(stock), pair[0], pair[1], token)
    everything = list(choices)
    expected = [a for a in everything if a.payment is None]
    for kind in ((1, 3), (2, 4, 6)):
        group = [a for a in everything if a.payment is not None and sum(a.payment) in kind]
        if group:
            least = min(sum(a.payment) for a in group)
            expected += [a for a in group if sum(a.payment) == least]
    assert list(choices.cheapest()) == expected

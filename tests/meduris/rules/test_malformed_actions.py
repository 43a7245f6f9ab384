"""Issue 10, B8: a malformed action (wrong types, bools, floats, negative counts, missing parts,
wrong tuple lengths, strings where ints belong) is refused by Game.apply with the typed error
(InvalidActionError or IllegalActionError, both ValueErrors), and the game is left exactly as it
was: state, history and deciders."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meduris_gui.games.meduris.rules.actions import (
    HARVEST, HUT, PAY, PLACE, RETURN, ROLL, SACRIFICE, TAKE, TEMPLE, Action, IllegalActionError,
    InvalidActionError,
)
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.setup import default_colours
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.games.meduris.rules.serial import state_to_dict

TYPED = (InvalidActionError, IllegalActionError)
VERBS = (PLACE, ROLL, TAKE, RETURN, HARVEST, HUT, TEMPLE, PAY, SACRIFICE)


def played(players: int, seed: int, steps: int) -> Game:
    """A game after `steps` random decisions (die rolls included), through the checked API."""
    rng = random.Random(seed)
    game = Game.new(default_colours(players), rng.randrange(players), rng=rng)
    for _ in range(steps):
        if game.is_over():
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def first_game_in(phase: int, seeds: int = 60) -> Game:
    """The first random game that reaches `phase` (stopped right there)."""
    for seed in range(seeds):
        rng = random.Random(seed)
        game = Game.new(default_colours(2), rng.randrange(2), rng=rng)
        while not game.is_over():
            if game.state.phase == phase:
                return game
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    raise AssertionError(f"no random game reached phase {phase}")


def snapshot(game: Game) -> tuple:
    return game.state.copy(), state_to_dict(game.state), list(game.history), list(game.deciders)


def assert_unchanged(game: Game, before: tuple) -> None:
    state, data, history, deciders = before
    assert game.state == state
    assert state_to_dict(game.state) == data
    assert game.history == history and game.deciders == deciders
    assert len(game.history) == len(game.deciders)
    # Every count is still a plain int (a float payment once turned stocks into floats).
    assert all(type(n) is int for stock in game.state.stock for n in stock)
    assert all(type(n) is int for n in game.state.supply)


# -- the three cases the issue names ------------------------------------------------------------

def test_a_pay_action_without_a_payment_is_refused_with_the_typed_error():
    game = first_game_in(Phase.PAY)
    before = snapshot(game)
    with pytest.raises(TYPED):
        game.apply(Action(PAY))
    assert_unchanged(game, before)


def test_a_float_field_does_not_pass_as_an_int():
    game = played(2, 1, 0)                       # setup: place a worker
    before = snapshot(game)
    assert Action(PLACE, 1) in game.legal_actions()
    with pytest.raises(TYPED):
        game.apply(Action(PLACE, 1.0))
    assert_unchanged(game, before)
    game.apply(Action(PLACE, 1))                 # the well-formed one still plays


def test_a_float_payment_equal_to_a_legal_one_is_refused_and_the_record_replays():
    game = first_game_in(Phase.PAY)
    legal = game.legal_actions()[0]
    before = snapshot(game)
    with pytest.raises(TYPED):
        game.apply(Action(PAY, pay=tuple(float(n) for n in legal.payment)))
    assert_unchanged(game, before)
    game.apply(legal)
    assert Record.of(game).replay().state == game.state


def test_a_list_payment_and_material_values_are_still_accepted():
    """Lenient where nothing is ambiguous: a list of ints is a payment, an IntEnum an int."""
    from meduris_gui.games.meduris.rules.board import Material
    game = played(2, 1, 0)
    game.apply(Action(PLACE, Material(1)))
    assert type(game.history[-1].highland) is int
    game = first_game_in(Phase.PAY)
    game.apply(Action(PAY, pay=list(game.legal_actions()[0].payment)))
    assert type(game.history[-1].payment) is tuple


# -- the property ------------------------------------------------------------------------------

WRONG_SCALARS = st.one_of(
    st.floats(allow_nan=True), st.booleans(), st.none(), st.text(max_size=5),
    st.sampled_from(["1", "0", b"1", [1], (1,), {1: 1}, 1j]),
)
WRONG_COUNTS = st.one_of(
    st.integers(max_value=-1), st.floats(), st.booleans(), st.none(), st.text(max_size=3),
)


@st.composite
def corrupted(draw, legal: Action) -> Action:
    """A legal action with one part made malformed (so it can never be legal)."""
    verb, a, b, c, pay = legal
    how = draw(st.sampled_from(["verb", "field", "unused", "pay-type", "pay-length", "pay-count",
                                "pay-missing", "pay-extra", "short"]))
    if how == "verb":
        return Action(draw(st.one_of(st.none(), st.integers(), st.floats(), st.binary(max_size=4),
                                     st.text(max_size=8).filter(lambda v: v not in VERBS))), a, b, c, pay)
    if how == "field":
        index = draw(st.sampled_from([1, 2, 3]))
        value = legal[index]
        wrong = draw(st.one_of(WRONG_SCALARS, st.sampled_from([float(value), str(value), value == 1])))
        parts = list(legal)
        parts[index] = wrong
        return Action(*parts)
    if how == "unused":
        if verb == HARVEST:
            return Action(verb, a, b, c, (0, 0, 0, 0))        # uses a, b, c: takes no payment
        # The first field the verb does not use (a sacrifice never uses a).
        index = draw(st.integers({PAY: 1, SACRIFICE: 1}.get(verb, 2), 3))
        if verb == SACRIFICE and index == 2:
            index = 3                                          # b of a sacrifice is its none/token
        parts = list(legal)
        parts[index] = draw(st.integers().filter(lambda v: v != -1))
        return Action(*parts)
    base = pay if pay is not None else (0, 0, 0, 0)
    if how == "pay-type":
        return Action(verb, a, b, c, draw(st.one_of(st.text(max_size=6), st.integers(), st.floats(),
                                                     st.just({0: 1}))))
    if how == "pay-length":
        size = draw(st.integers(0, 7).filter(lambda n: n != 4))
        return Action(verb, a, b, c, tuple(base[:size]) + (0,) * max(0, size - 4))
    if how == "pay-count":
        index = draw(st.integers(0, 3))
        counts = list(base)
        counts[index] = draw(st.one_of(WRONG_COUNTS, st.just(float(base[index]))))
        return Action(verb, a, b, c, tuple(counts))
    if how == "pay-missing" and verb == PAY:
        return Action(verb, a, b, c, None)
    if how in ("pay-missing", "pay-extra") and verb in (PLACE, ROLL, TAKE, RETURN, HARVEST):
        return Action(verb, a, b, c, tuple(draw(st.integers(0, 3)) for _ in range(4)))
    # A tuple of the wrong length wearing the Action type (tuple.__new__ does not check).
    size = draw(st.integers(0, 7).filter(lambda n: n != 5))
    return tuple.__new__(Action, (tuple(legal) + (None, None))[:size])


def not_notation(text: str) -> bool:
    try:
        Action.parse(text)
    except InvalidActionError:
        return True
    return False


JUNK = st.one_of(
    st.none(), st.integers(), st.floats(), st.booleans(), st.binary(max_size=8),
    st.text(max_size=30).filter(not_notation),
    st.tuples(st.sampled_from(VERBS), st.integers(-2, 40)),
    st.lists(st.integers(-1, 5), max_size=6),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=3),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), steps=st.integers(0, 400), data=st.data())
def test_malformed_actions_raise_the_typed_error_and_change_nothing(players, seed, steps, data):
    game = played(players, seed, steps)
    legal = game.legal_actions()
    before = snapshot(game)
    for _ in range(3):
        if legal and data.draw(st.booleans()):
            bad = data.draw(corrupted(legal[data.draw(st.integers(0, len(legal) - 1))]))
        else:
            bad = data.draw(JUNK)
        with pytest.raises(TYPED):
            game.apply(bad)
        assert_unchanged(game, before)
    if not game.is_over():
        game.apply(legal[seed % len(legal)])       # the game plays on as if nothing happened
        assert Record.of(game).replay().state == game.state


@pytest.mark.parametrize("phase", [Phase.PAY, Phase.SACRIFICE])
def test_every_wrong_count_type_in_a_payment_is_refused(phase):
    game = first_game_in(phase)
    legal = next(a for a in game.legal_actions() if a.payment is not None)
    before = snapshot(game)
    for wrong in (1.0, True, "1", None, -1, 0.5, [1]):
        counts = list(legal.payment)
        counts[0] = wrong
        with pytest.raises(TYPED):
            game.apply(legal._replace(pay=tuple(counts)))
        assert_unchanged(game, before)

"""The price of a build and why (R1, R3, C, E3), what a payment or sacrifice is (D3, R0), and the
score by source (S6, D3, D5, R3, E2-E4): the facts the window shows, asked of the engine."""

from __future__ import annotations

import random

from meduris_gui.rules.game import Game
from meduris_gui.rules.payment import payments
from meduris_gui.rules.scoring import SCORE_SOURCES
from meduris_gui.rules.kinds import Building, Phase, Token


def empty_game() -> Game:
    game = Game.new(["purple", "blue"], seed=1)
    state = game.state
    state.token = [0] * state.board.n
    return game


def test_a_hut_on_its_own_costs_one_of_each_material():                # R1
    game = empty_game()
    price = game.build_price("hut", 10)
    assert (price.units, price.size, price.joins, price.free) == (1, 1, (), False)
    assert price.materials == tuple(game.state.board.space_materials[10])


def test_a_hut_joining_huts_on_both_sides_pays_the_whole_settlement():   # R1
    game = empty_game()
    state = game.state
    for space, kind in ((8, Building.HUT), (9, Building.HUT), (11, Building.HUT), (12, Building.TEMPLE)):
        state.kind[space] = kind
        state.owner[space] = 0
    price = game.build_price("hut", 10)
    assert (price.units, price.size, price.joins) == (4, 4, (8, 9, 11))


def test_a_free_hut_token_makes_the_hut_free_and_a_token_forbids_a_temple():   # R3, C
    game = empty_game()
    game.state.token[5] = Token.FREE
    assert game.build_price("hut", 5).free and game.build_price("hut", 5).units == 0
    assert game.build_price("hut", 5).token == "free"
    assert not game.build_price("temple", 5).allowed
    game.state.token[6] = Token.PLUS2
    assert game.build_price("hut", 6).token == "plus2" and game.build_price("hut", 6).units == 1


def test_a_temple_pays_once_and_says_what_it_would_score():              # C, E3
    game = empty_game()
    state = game.state
    for space in (3, 4, 6):
        state.kind[space] = Building.HUT
        state.owner[space] = 1
    price = game.build_price("temple", 5)
    assert (price.units, price.allowed, price.joins, price.temple_points) == (1, True, (4, 6), 3)
    state.kind[5] = Building.HUT
    assert not game.build_price("temple", 5).allowed and not game.build_price("hut", 5).allowed


def random_position(seed: int, wanted) -> Game:
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green"], seed=seed)
    while not wanted(game):
        if game.current_player() < 0:
            game.roll(rng)
        else:
            game.apply(rng.choice(list(game.legal_actions())))
    return game


def test_every_legal_sacrifice_is_valued_as_the_engine_scores_it():     # D3, R0
    checked = 0
    for seed in range(12):
        game = random_position(seed, lambda g: g.state.phase == Phase.SACRIFICE or g.is_over())
        if game.is_over():
            continue
        seat = game.state.decider
        for action in game.legal_actions():
            value = game.choice_value(action)
            trial = game.copy()
            old = trial.state.score[seat]
            trial.apply(action)
            assert trial.state.score[seat] == max(0, old + value.points)
            units = {"one": 1, "both": 2}.get(value.kind, 0)
            assert value.materials == units + 2 * value.substituted
            checked += 1
    assert checked > 20


def test_a_payment_says_how_many_units_it_replaces():                    # R0
    stock, n, a, b = (3, 0, 4, 1), 2, 0, 1
    found = {sum(p) for p in payments(stock, n, a, b)}
    assert min(found) >= 2 * n
    game = random_position(4, lambda g: g.state.phase == Phase.PAY)
    for action in game.legal_actions():
        value = game.choice_value(action)
        assert value.kind == "pay" and value.materials == sum(action.payment)
        assert value.substituted == (sum(action.payment) - 2 * game.state.pending[2]) // 2


def test_the_score_breakdown_adds_up_to_every_score():                   # S6, D3, D5, R3, E2-E4
    for seed in range(8):
        game = random_position(seed, Game.is_over)
        for row, score in zip(game.score_breakdown(), game.state.score):
            assert sum(row[source] for source in SCORE_SOURCES) == row["total"] == score
            assert row["start"] == 5
        rows = game.score_breakdown()
        final = game.state.final
        assert [row["stones"] for row in rows] == [game.state.rune.count(seat) for seat in range(3)]
        assert final is not None


def test_a_position_without_history_counts_its_score_as_the_start():
    game = Game.from_json(random_position(2, lambda g: len(g.history) > 80).to_json())
    assert [row["start"] for row in game.score_breakdown()] == list(game.state.score)

"""The price of a build and why (R1, R3, C, E3), what a payment or sacrifice is (D3, R0), and the
score by source (S6, D3, D5, R3, E2-E4): the facts the window shows, asked of the engine."""

from __future__ import annotations

import random

from meduris_gui.games.meduris.rules import engine
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.rules.payment import payments
from meduris_gui.games.meduris.rules.scoring import SCORE_SOURCES
from meduris_gui.games.meduris.rules.kinds import Building, Phase, SacrificeKind, Token


def empty_game() -> Game:
    game = Game.new(["purple", "blue"], seed=1)
    state = game.state
    state.token = [Token.NONE] * state.board.n
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
            events = trial.apply(action)
            assert trial.state.score[seat] == max(0, old + value.points)
            assert isinstance(value.kind, SacrificeKind)
            assert [e.choice for e in events if isinstance(e, E.Sacrificed)][0] is value.kind
            units = {SacrificeKind.ONE: 1, SacrificeKind.BOTH: 2}.get(value.kind, 0)
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


def test_the_outcome_carries_the_final_breakdown():                       # E3-E5
    for seed in range(4):
        game = random_position(seed, lambda g: g.outcome() is not None or len(g.history) == 30)
        assert game.outcome() is None                              # not over yet: no outcome
        assert [row["total"] for row in game.score_breakdown()] == list(game.state.score)
        game = random_position(seed, Game.is_over)
        outcome = game.outcome()
        assert list(outcome.breakdown) == game.score_breakdown()
        final = game.state.final
        for seat, row in enumerate(outcome.breakdown):
            assert row["total"] == outcome.scores[seat] == game.state.score[seat]
            assert row["temples"] == sum(points for owner, _space, points in final["temples"] if owner == seat)
            assert row["runes"] == final["runes"][seat][2]


def test_the_price_shown_is_the_price_the_engine_asks():                 # R1, R3, C
    """build_price (the window), the legal moves (payments_for) and the engine (the PAY step)
    agree on every legal build along several games."""
    asked = free = 0
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new(["purple", "blue", "green"], seed=seed)
        while not game.is_over():
            if game.state.phase == Phase.MAIN:
                for action in game.legal_actions():
                    if not action.is_build:
                        continue
                    price = game.build_price(action.verb, action.space)
                    assert price.allowed
                    trial = game.copy()
                    trial.apply(action)
                    if price.units == 0:
                        assert game.payments_for(action) == ((0, 0, 0, 0),)
                        assert trial.state.pending is None and trial.state.kind[action.space] == Building.HUT
                        free += 1
                    else:
                        a, b = price.materials
                        stock = tuple(game.state.stock[game.state.decider])
                        assert game.payments_for(action) == payments(stock, price.units, a, b)
                        if trial.state.phase == Phase.PAY:   # more than one way to pay
                            assert trial.state.pending == (action.kind, action.space, price.units)
                            asked += 1
            if game.current_player() < 0:
                game.roll(rng)
            else:
                game.apply(rng.choice(list(game.legal_actions())))
    assert asked > 50 and free > 0


def test_the_game_is_driven_fast_through_the_engine_api():
    """engine.legal_actions is what Game lists; engine.play reaches the state Game.apply reaches."""
    game = random_position(5, lambda g: len(g.history) == 40)
    state = game.state.copy()
    assert tuple(engine.legal_actions(state)) == tuple(game.legal_actions())
    action = game.legal_actions()[-1]
    engine.play(state, action)
    game.apply(action)
    assert state == game.state


def test_asked_for_a_seat_the_price_allows_only_what_that_player_could_build():   # B, C, S4
    """Issue 19 item 8: a space's tooltip showed a temple's price to a player with no temple
    left. Asked with a seat, `allowed` also needs a piece of that kind in his reserve and a game
    that goes on; the price itself stays the same."""
    game = empty_game()
    state = game.state
    assert game.build_price("temple", 10, 0).allowed and game.build_price("hut", 10, 0).allowed
    state.temples[0] = 0
    assert not game.build_price("temple", 10, 0).allowed
    assert game.build_price("temple", 10, 1).allowed and game.build_price("temple", 10).allowed
    assert game.build_price("temple", 10, 0)._replace(allowed=True) == game.build_price("temple", 10)
    state.huts[1] = 0
    assert not game.build_price("hut", 10, 1).allowed and game.build_price("hut", 10, 0).allowed
    state.token[11] = Token.PLUS2                     # C: never on a token, pieces or not
    assert not game.build_price("temple", 11, 1).allowed
    state.phase = Phase.OVER
    assert not any(game.build_price(verb, 10, seat).allowed for verb in ("hut", "temple") for seat in (0, 1))


def test_the_seats_price_agrees_with_the_legal_builds_of_random_games():          # B, C
    """Every build the engine offers the decider is one its price allows him; a build it allows
    him is offered whenever his stock pays it (legal.builds with plenty of materials)."""
    from meduris_gui.games.meduris.rules.legal import builds
    rng = random.Random(19)
    for _game in range(8):
        game = Game.new(["purple", "blue", "green"], seed=rng.randrange(1000))
        while not game.is_over():
            state = game.state
            if game.current_player() >= 0 and state.phase == Phase.MAIN:
                seat = state.decider
                offered = {(a.verb, a.space) for a in builds(state, seat, [20, 20, 20, 20])}
                for space in range(state.board.n):
                    for verb in ("hut", "temple"):
                        assert game.build_price(verb, space, seat).allowed == ((verb, space) in offered), (verb, space)
            if game.current_player() < 0:
                game.roll(rng)
            else:
                game.apply(rng.choice(list(game.legal_actions())))

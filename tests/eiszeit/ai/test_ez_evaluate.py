"""Eiszeit's evaluation: the conflict expected over face-down fire tokens (K2-K6, H4), points by
mammoths (P1), the scorings still to come, the exact lead at the end (E4)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.eiszeit.ai.arena import new_game, play_game
from meduris_gui.games.eiszeit.ai.evaluate import (FIRE_SUMS, Frame, estimate, expected_left, final_lead,
                                                   per_hunter, utility)
from meduris_gui.games.eiszeit.rules.game import CHANCE


def test_the_fire_sums_have_the_tokens_odds():
    """H4: a face-down token is a 0, 1 or 2 as often as the 14 tokens (4, 5, 5) say."""
    assert FIRE_SUMS[0] == ((0, 1.0),)
    assert dict(FIRE_SUMS[1]) == pytest.approx({0: 4 / 14, 1: 5 / 14, 2: 5 / 14})
    for k in range(6):
        assert sum(p for _s, p in FIRE_SUMS[k]) == pytest.approx(1.0)


def test_the_expected_conflict_follows_the_rulebooks_examples():
    """X2 with no token: capacity 5 exactly (2 mammoths): red 0, blue 2, yellow 3 are left. With a
    token the capacity is 5, 6 or 7, and the expectation lies between."""
    assert expected_left((2, 3, 4), (0, 0, 0), 2, 0) == pytest.approx((0, 2, 3))
    with_token = expected_left((2, 3, 4), (0, 0, 0), 2, 1)
    assert all(low - 1e-9 <= x <= high + 1e-9 for x, low, high in zip(with_token, (0, 2, 3), (2, 3, 4)))
    assert sum(with_token) > 5
    assert expected_left((1, 2, 4), (1, 0, 0), 2, 0) == pytest.approx((1, 1, 3))     # X4: the club
    assert expected_left((1, 1, 1), (0, 0, 0), 0, 0) == (1, 1, 1)                     # within capacity


def test_points_per_hunter_by_mammoths():
    assert [per_hunter(m) for m in range(4)] == [1, 2, 3, 3]        # P1


def _position(seed: int, decisions: int):
    rng = random.Random(seed)
    game = new_game(3, rng)
    done = 0
    while done < decisions or game.current_player() == CHANCE:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        done += game.current_player() != CHANCE
    return game


def test_a_hunter_placed_is_worth_more_in_early_rounds_and_on_mammoths():
    game = _position(3, 40)
    state = game.state
    frame = Frame(state)
    assert frame.now == 1 and frame.later == state.rounds - state.round
    for r in range(12):
        if not state.ice[r]:
            assert frame.mult[r] == pytest.approx(frame.base[r] * per_hunter(state.mammoths[r]))
            assert frame.base[r] >= 1


def test_the_estimate_is_the_score_at_the_end_and_the_lead_is_exact():
    result = play_game(["easy", "easy", "easy"], seed=4)
    state = result["game"].state
    assert estimate(state) == [float(x) for x in state.score]
    for seat in range(3):
        lead = final_lead(state, seat)
        assert (lead > 0) == (seat in state.final["winners"])
        assert utility(estimate(state), seat) == pytest.approx(
            state.score[seat] - 0.6 * max(x for s, x in enumerate(state.score) if s != seat)
            - 0.4 * sum(x for s, x in enumerate(state.score) if s != seat) / 2)

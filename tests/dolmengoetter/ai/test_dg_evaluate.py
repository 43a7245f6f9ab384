"""The evaluation of a Dolmengötter position from one seat's view, and the rule of thumb's pieces."""

from __future__ import annotations

import random

from meduris_gui.games.dolmengoetter.ai.evaluate import estimate, expected_multiplier, facts, slots, utility
from meduris_gui.games.dolmengoetter.ai.policy import RulePolicy
from meduris_gui.games.dolmengoetter.ai.arena import new_game


def _played(players: int, seed: int, decisions: int | None):
    game = new_game(players, random.Random(seed))
    policy = RulePolicy()
    done = 0
    while not game.is_over() and (decisions is None or done < decisions):
        game.apply(policy.choose(game.state, game.legal_actions()))
        done += 1
    return game


def test_at_the_end_the_estimate_is_the_score():
    game = _played(3, seed=1, decisions=None)
    assert estimate(game.state, 0) == [float(x) for x in game.state.score]
    assert utility([10.0, 14.0, 12.0], 1) == 2.0


def test_the_estimate_does_not_read_the_other_players_values():
    """M9: the others' dolmens count as the mean of their unscored values, the same in every deal."""
    game = _played(3, seed=2, decisions=70)
    seat = game.current_player()
    first = estimate(game.determinise(seat, random.Random(1)).state, seat)
    for trial in range(2, 6):
        other = estimate(game.determinise(seat, random.Random(trial)).state, seat)
        assert [round(x, 9) for x in other] == [round(x, 9) for x in first]


def test_a_dolmen_high_in_a_stack_near_completion_expects_more():
    game = new_game(2, random.Random(3))
    f = facts(game.state.board)
    octagon = next(c.index for c in game.state.board.circles if c.shape == "octagon")
    top_near = expected_multiplier(f, octagon, 0, 1, 2)
    top_far = expected_multiplier(f, octagon, 0, 5, 2)
    bottom = expected_multiplier(f, octagon, 3, 1, 4)
    assert top_near > top_far > 0 and top_near > bottom
    assert expected_multiplier(f, octagon, 5, 0, 6) == 0       # an octagon's sixth dolmen: x0 (P2)


def test_the_rights_still_to_come_follow_the_stones_in_hand():
    game = new_game(2, random.Random(4))
    state = game.state
    many = slots(state, 0, 13)
    state.stones[0] = 2
    few = slots(state, 0, 13)
    assert sum(many) > sum(few) > 0
    assert many == sorted(many, reverse=True)

"""Random play of any game through its Game API (legal_actions, apply, is_over): the pictures of
`meduris screenshot` and the tests play seeded games on with it. Each game's own playouts for
`meduris sim` are its entry's simulate (Meduris's: games/meduris/ai/sim.py)."""

from __future__ import annotations

import random


def random_steps(game, rng: random.Random, limit: int | None = None):
    """Play `game` on through the Game API, each decision (die rolls included) uniformly among the
    legal actions; yields the events of every step. Stops at the end or after `limit` steps."""
    steps = 0
    while not game.is_over() and (limit is None or steps < limit):
        legal = game.legal_actions()
        yield game.apply(legal[rng.randrange(len(legal))])
        steps += 1


__all__ = ["random_steps"]

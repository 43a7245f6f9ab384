"""Meduris's random playouts: complete games choosing uniformly among the legal actions.

Used by `meduris sim` (through the game's entry), the benchmark in bench/ and the tests. It drives
the engine directly on a GameState (no history, no events), the way computer players search: the
loop is the engine's random_playout, which plays the same games, draw for draw, as the game
protocol's random_playout (meduris_gui/ai/protocol.py, shared with Die Dolmengötter's sim) over
the legal actions, but draws a main decision's action without listing them all; random_steps
(meduris_gui/sim.py) plays any game on through its Game API.
"""

from __future__ import annotations

import random
import statistics
import time

from meduris_gui.sim import random_steps
from ..rules import engine
from ..rules.board import load_side, side_for_players
from ..rules.game import Game
from ..rules.setup import default_colours, new_state
from ..rules.state import GameState


def new_random_game(colours, rng: random.Random, side: str | None = None) -> Game:
    """A new game with the start player and bonus tokens drawn from `rng` (any side allowed)."""
    board = load_side(side) if side else None
    return Game.new(list(colours), rng.randrange(len(colours)), rng=rng, board=board, any_side=True)


def random_game(players: int, rng: random.Random, board=None,
                chosen: list | None = None) -> tuple[GameState, int]:
    """Play one complete game; returns the final state and the number of decisions taken
    (die rolls included; forced steps the engine applied itself are not decisions). `chosen`:
    a list to append the actions decided to, in order."""
    state = new_state(default_colours(players), rng.randrange(players), board=board, rng=rng, any_side=True)
    engine.settle(state, None)           # a new state: its first forced steps, if any
    return state, engine.random_playout(state, rng, chosen)


def simulate(players: int, games: int, seed: int, side: str | None = None) -> dict:
    """Play `games` random games and report speed and final scores."""
    board = load_side(side or side_for_players(players))
    rng = random.Random(seed)
    scores: list[int] = []
    winners = [0] * players
    decisions = 0
    started = time.perf_counter()
    for _ in range(games):
        state, taken = random_game(players, rng, board)
        decisions += taken
        scores.extend(state.score)
        for seat in state.final["winners"]:
            winners[seat] += 1
    seconds = time.perf_counter() - started
    return {
        "players": players,
        "side": board.side,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "decisions": decisions,
        "decisions_per_second": round(decisions / seconds) if seconds else None,
        "mean_decisions_per_game": round(decisions / games, 1) if games else None,
        "mean_score": round(statistics.fmean(scores), 2) if scores else None,
        "min_score": min(scores) if scores else None,
        "max_score": max(scores) if scores else None,
        "wins_by_seat": winners,
    }


__all__ = ["new_random_game", "random_game", "random_steps", "simulate"]

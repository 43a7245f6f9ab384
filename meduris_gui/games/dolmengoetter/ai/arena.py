"""Die Dolmengötter's entry points for the shared arena (meduris_gui/ai/arena.py: `meduris arena
--game dolmengoetter`), `play_game` (one seeded game between computer players: benchmarks, tests)
and `meduris sim --game dolmengoetter` (random games: scores, lengths, how the games ended).

No chance (no die); the players are shown the public side of every event (M9: a dolmen's value is
its owner's). How a game ended: "last_stone" (E2: the last stone of all was placed, perhaps during
the last turns of E1) or "last_dolmen" (E1: a player placed his last dolmen and the others had
their last turn).
"""

from __future__ import annotations

import random
import statistics
import time

from meduris_gui.ai import arena
from meduris_gui.ai.arena import MAX_DECISIONS
from meduris_gui.ai.protocol import random_playout

from ..rules.game import Game
from ..rules.scoring import outcome as final_outcome
from ..rules.state import COLOURS
from .players import ARENA_KINDS, STRONG_STEPS, make_player
from .protocol import DolmenProtocol

PROTOCOL = DolmenProtocol()

NAME = "Die Dolmengötter"
PLAYERS = (2, 5)
SIDES = False                # one board
DICE = False
REPORT_NAMES_GAME = True


def default_steps() -> int:
    return STRONG_STEPS


def new_game(players: int, rng: random.Random, side: str | None = None) -> Game:
    """A new game: the first colours (C1), the start player drawn from `rng` (S4)."""
    return Game.new(list(COLOURS[:players]), rng.randrange(players))


def observed(events) -> list:
    return [event.public() for event in events]


def ending(state) -> str:
    """How a finished game ended: "last_stone" (E2) or "last_dolmen" (E1)."""
    return "last_stone" if sum(state.stones) == 0 else "last_dolmen"


def summary(game: Game) -> dict:
    return {"ending": ending(game.state), "turns": game.state.turn}


def play_game(kinds: list, seed: int, on_decision=None, strong_steps: int | None = None) -> dict:
    """One game; kinds[s] plays seat s (meduris_gui/ai/arena.py play_game). Returns scores,
    winners, decision times per seat, how it ended and how long it was."""
    return arena.play_game("dolmengoetter", kinds, seed, None, on_decision, strong_steps)


def random_game(players: int, rng: random.Random) -> tuple:
    """One game of uniformly random decisions: (its final state, decisions)."""
    state = new_game(players, rng).state
    return state, random_playout(PROTOCOL, state, rng, MAX_DECISIONS)


def simulate(players: int, games: int, seed: int) -> dict:
    """`meduris sim --game dolmengoetter`: random games; scores, lengths, how they ended."""
    rng = random.Random(seed)
    scores: list = [[] for _ in range(players)]
    wins = [0.0] * players
    lengths: list = []
    turns: list = []
    endings = {"last_dolmen": 0, "last_stone": 0}
    tie_breaks = {"points": 0, "dolmens": 0, "shared": 0}
    started = time.perf_counter()
    for _ in range(games):
        state, decisions = random_game(players, rng)
        outcome = final_outcome(state)
        for s in range(players):
            scores[s].append(outcome.scores[s])
        for s in outcome.winners:
            wins[s] += 1 / len(outcome.winners)
        lengths.append(decisions)
        turns.append(state.turn)
        endings[ending(state)] += 1
        tie_breaks[state.final["tie_break"]] += 1
    seconds = time.perf_counter() - started
    every = [x for seat in scores for x in seat]
    return {
        "game": "dolmengoetter",
        "players": players,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "mean_score": round(statistics.fmean(every), 2),
        "mean_score_by_seat": [round(statistics.fmean(s), 2) for s in scores],
        "min_score": min(every),
        "max_score": max(every),
        "wins_by_seat": [round(w, 3) for w in wins],
        "mean_decisions_per_game": round(statistics.fmean(lengths), 1),
        "min_decisions": min(lengths),
        "max_decisions": max(lengths),
        "mean_turns_per_game": round(statistics.fmean(turns), 1),
        "endings": endings,
        "tie_breaks": tie_breaks,
    }


__all__ = ["ARENA_KINDS", "NAME", "PLAYERS", "default_steps", "ending", "make_player", "new_game", "play_game",
           "random_game", "simulate"]

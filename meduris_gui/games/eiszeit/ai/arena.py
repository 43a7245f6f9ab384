"""Eiszeit's entry points for the shared arena (meduris_gui/ai/arena.py: `meduris arena --game
eiszeit`), `play_game` (one seeded game between computer players: benchmarks, tests) and `meduris
sim --game eiszeit` (random games: scores, lengths, how the games were decided).

Chance decides (cards drawn, fire tokens, G1's lot: DICE), rolled by the arena's own generator
among the legal entries, which carry the true odds. The players are shown the public side of
every event (H1, H2, H4: cards drawn or buried and fire values as None).
"""

from __future__ import annotations

import random
import statistics
import time

from meduris_gui.ai import arena
from meduris_gui.ai.arena import MAX_DECISIONS
from meduris_gui.ai.protocol import random_playout

from ..rules.actions import COLOURS
from ..rules.game import Game
from ..rules.scoring import outcome as final_outcome
from .players import ARENA_KINDS, STRONG_STEPS, make_player
from .protocol import EiszeitProtocol

PROTOCOL = EiszeitProtocol()

NAME = "Eiszeit"
PLAYERS = (3, 5)
SIDES = False                # one board
DICE = True                  # cards drawn, fire tokens and the lot are chance outcomes
REPORT_NAMES_GAME = True


def default_steps() -> int:
    return STRONG_STEPS


def new_game(players: int, rng: random.Random, side: str | None = None) -> Game:
    """A new game: the first colours (S1), the start player drawn from `rng` (S8)."""
    return Game.new(list(COLOURS[:players]), rng.randrange(players))


def observed(events) -> list:
    return [event.public() for event in events]


def summary(game: Game) -> dict:
    return {"tie_break": game.state.final["tie_break"], "turns": game.state.turn}


def play_game(kinds: list, seed: int, on_decision=None, strong_steps: int | None = None) -> dict:
    """One game; kinds[s] plays seat s (meduris_gui/ai/arena.py play_game). Returns scores,
    winners, decision times per seat, what decided it and how many turns it had."""
    return arena.play_game("eiszeit", kinds, seed, None, on_decision, strong_steps)


def random_game(players: int, rng: random.Random) -> tuple:
    """One game of uniformly random decisions (chance with its odds): (its final state, decisions)."""
    state = new_game(players, rng).state
    return state, random_playout(PROTOCOL, state, rng, MAX_DECISIONS)


def simulate(players: int, games: int, seed: int) -> dict:
    """`meduris sim --game eiszeit`: random games; scores, lengths, how the winners were decided."""
    rng = random.Random(seed)
    scores: list = [[] for _ in range(players)]
    wins = [0.0] * players
    lengths: list = []
    turns: list = []
    tie_breaks = {"points": 0, "hunters": 0, "stones": 0, "shared": 0}
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
        tie_breaks[outcome.tie_break] += 1
    seconds = time.perf_counter() - started
    every = [x for seat in scores for x in seat]
    return {
        "game": "eiszeit",
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
        "tie_breaks": tie_breaks,
    }


__all__ = ["ARENA_KINDS", "NAME", "PLAYERS", "default_steps", "make_player", "new_game", "play_game",
           "random_game", "simulate"]

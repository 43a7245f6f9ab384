"""The arena: seeded games between computer players, and how each of them did.

    meduris arena --players 2 --games 200 --seed 1 --seats strong,random

Seats are rotated from game to game (game g gives the k-th listed player seat (k + g) mod N),
so every player sits everywhere equally often; the start player and the bonus tokens come from
the game's seed. A shared victory (E5) counts 1/k of a win for each of the k winners. Every figure
except the decision times depends on the seed alone.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from ..rules.board import load_side
from ..rules.game import CHANCE, Game
from ..rules.setup import default_colours
from .players import ARENA_KINDS, make_player
from .search import Search


def play_game(kinds: list, seed: int, side: str | None = None, on_decision=None,
              strong_steps: int | None = None) -> dict:
    """One game; kinds[s] plays seat s. Returns scores, winners and decision times per seat
    (seconds, only for decisions with a choice). `on_decision(game, seat, view, player, action,
    seconds)` is called for every decision before it is applied (benchmarks, tests)."""
    players = len(kinds)
    rng = random.Random(seed)
    board = load_side(side) if side else None
    game = Game.new(default_colours(players), rng.randrange(players), rng=rng, board=board, any_side=True)
    dice = random.Random(rng.getrandbits(64))
    ais = [make_player(kind, seat, players, rng.getrandbits(64), strong_steps) for seat, kind in enumerate(kinds)]
    times: list = [[] for _ in range(players)]
    clock = time.perf_counter
    while not game.is_over():
        seat = game.current_player()
        if seat == CHANCE:
            events = game.roll(dice)
        else:
            legal = game.legal_actions()
            started = clock()
            view = game.view(seat)
            action = ais[seat].decide(view, legal)
            seconds = clock() - started
            if len(legal) > 1:
                times[seat].append(seconds)
            if on_decision is not None:
                on_decision(game, seat, view, ais[seat], action, seconds)
            events = game.apply(action)
        for ai in ais:
            ai.observe(events)
    outcome = game.outcome()
    return {"scores": list(outcome.scores), "winners": list(outcome.winners), "times": times, "game": game}


def _game(args: tuple) -> tuple:
    index, kinds, seed, side, strong_steps = args
    players = len(kinds)
    shift = index % players
    seated = [kinds[(s - shift) % players] for s in range(players)]   # listed k sits at (k + shift)
    result = play_game(seated, seed, side, strong_steps=strong_steps)
    del result["game"]                    # the report needs the figures only (and they pickle)
    return index, shift, result


def wilson(wins: float, games: int, z: float = 1.96) -> tuple:
    """95% Wilson score interval of a win rate."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_arena(kinds: list, games: int, seed: int, side: str | None = None, jobs: int = 1,
              strong_steps: int | None = None) -> dict:
    players = len(kinds)
    if not 2 <= players <= 4:
        raise ValueError("an arena game needs 2, 3 or 4 seats")
    for kind in kinds:
        if kind not in ARENA_KINDS:
            raise ValueError(f"no computer player {kind!r} (choose from {', '.join(ARENA_KINDS)})")
    if games < 1:
        raise ValueError("--games must be at least 1")
    if jobs < 1:
        raise ValueError("--jobs must be at least 1")
    seeds = random.Random(seed)
    tasks = [(g, list(kinds), seeds.getrandbits(64), side, strong_steps) for g in range(games)]
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_game, tasks, chunksize=max(1, games // (4 * jobs))))
    else:
        results = [_game(task) for task in tasks]
    seconds = time.perf_counter() - started
    wins = [0.0] * players
    scores: list = [[] for _ in range(players)]
    times: list = [[] for _ in range(players)]
    for _index, shift, result in sorted(results, key=lambda r: r[0]):
        for k in range(players):
            seat = (k + shift) % players
            scores[k].append(result["scores"][seat])
            times[k].extend(result["times"][seat])
            if seat in result["winners"]:
                wins[k] += 1 / len(result["winners"])
    seats = []
    for k, kind in enumerate(kinds):
        low, high = wilson(wins[k], games)
        seats.append({
            "seat": k,
            "player": kind,
            "wins": round(wins[k], 3),
            "win_rate": round(wins[k] / games, 4),
            "win_rate_95": [round(low, 4), round(high, 4)],
            "mean_score": round(statistics.fmean(scores[k]), 2),
            "decisions": len(times[k]),
            "mean_decision_s": round(statistics.fmean(times[k]), 5) if times[k] else None,
            "median_decision_s": round(statistics.median(times[k]), 5) if times[k] else None,
            "max_decision_s": round(max(times[k]), 4) if times[k] else None,
        })
    return {"players": players, "games": games, "seed": seed, "side": side or "rules",
            "strong_steps": strong_steps or Search().steps, "seats": seats, "seconds": round(seconds, 2)}

"""Benchmark: complete random 4-player games per second on one core (issue 2 target: >= 250).

    python bench/bench_random_games.py [--games 1000] [--repeats 5] [--players 4]

Plays `games` complete games choosing uniformly among the legal actions (meduris_gui.games.meduris.ai.sim), in
this one process (so on one core), `repeats` times, and prints the figures as JSON: games and
decisions per second per repeat, their median and best, plus the cost of copying a state (what a
computer player's search pays per node) and of the JSON round trip. The machine shares its cores
with others, so single runs vary by 20-30 %; the median and the best of several repeats are
the figures to quote.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from meduris_gui.games.meduris.rules.serial import state_from_dict, state_to_dict  # noqa: E402
from meduris_gui.games.meduris.ai.sim import random_game, simulate  # noqa: E402


def copy_cost(samples: int = 20000) -> dict:
    """Microseconds per GameState.copy() and per JSON round trip, on a mid-game 4p state."""
    rng = random.Random(5)
    state, _ = random_game(4, rng)
    started = time.perf_counter()
    for _ in range(samples):
        state.copy()
    copy_us = (time.perf_counter() - started) / samples * 1e6
    rounds = samples // 20
    started = time.perf_counter()
    for _ in range(rounds):
        state_from_dict(json.loads(json.dumps(state_to_dict(state))))
    json_us = (time.perf_counter() - started) / rounds * 1e6
    return {"copy_us": round(copy_us, 2), "json_round_trip_us": round(json_us, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    runs = [simulate(args.players, args.games, args.seed + i) for i in range(args.repeats)]
    games = [run["games_per_second"] for run in runs]
    decisions = [run["decisions_per_second"] for run in runs]
    print(json.dumps({
        "benchmark": "random complete games, one core",
        "players": args.players,
        "side": runs[0]["side"],
        "games_per_repeat": args.games,
        "games_per_second": games,
        "games_per_second_median": round(statistics.median(games), 1),
        "games_per_second_best": max(games),
        "decisions_per_second_median": round(statistics.median(decisions)),
        "mean_decisions_per_game": round(statistics.fmean(run["mean_decisions_per_game"] for run in runs), 1),
        **copy_cost(),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
    }, indent=1))


if __name__ == "__main__":
    main()

"""Benchmark: complete random Die Dolmengötter games per second on one core (issue 21 goal: >= 500
four-player games/s).

    python bench/bench_dolmengoetter.py [--games 500] [--repeats 3] [--players 4] [--seed 2026]

Plays `games` complete games through the public API (Game.new, legal_actions, apply), choosing
uniformly among the legal actions, in this one process (so on one core), `repeats` times, and
prints JSON: per repeat the games and decisions per second by CPU time (time.process_time: what
this process used) beside clock time (time.perf_counter: what the wall saw; on a shared machine
it is the larger), their medians and bests, and the cost of a state copy and of a JSON round trip
(what a computer player's search pays).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from meduris_gui.games.dolmengoetter.rules.game import Game  # noqa: E402
from meduris_gui.games.dolmengoetter.rules.state import COLOURS  # noqa: E402


def run(players: int, games: int, seed: int) -> dict:
    rng = random.Random(seed)
    colours = COLOURS[:players]
    decisions = 0
    cpu, clock = time.process_time(), time.perf_counter()
    for g in range(games):
        game = Game.new(colours, g % players)
        choice = rng.choice
        while game.state.decider >= 0:
            game.apply(choice(game.legal_actions()))
        decisions += len(game.history)
    cpu, clock = time.process_time() - cpu, time.perf_counter() - clock
    return {"games": games, "decisions": decisions, "cpu_s": round(cpu, 3), "clock_s": round(clock, 3),
            "games_per_cpu_second": round(games / cpu, 1), "games_per_clock_second": round(games / clock, 1),
            "decisions_per_cpu_second": round(decisions / cpu), "decisions_per_clock_second": round(decisions / clock)}


def costs(samples: int = 5000) -> dict:
    rng = random.Random(5)
    game = Game.new(COLOURS[:4])
    for _ in range(80):
        game.apply(rng.choice(game.legal_actions()))
    started = time.perf_counter()
    for _ in range(samples):
        game.state.copy()
    copy_us = (time.perf_counter() - started) / samples * 1e6
    rounds = samples // 10
    started = time.perf_counter()
    for _ in range(rounds):
        Game.from_json(game.to_json())
    json_us = (time.perf_counter() - started) / rounds * 1e6
    return {"state_copy_us": round(copy_us, 2), "json_round_trip_us": round(json_us, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    runs = [run(args.players, args.games, args.seed + i) for i in range(args.repeats)]

    def figures(key: str) -> dict:
        values = [r[key] for r in runs]
        return {"median": statistics.median(values), "best": max(values)}

    print(json.dumps({
        "benchmark": "Die Dolmengötter, random complete games, one core",
        "players": args.players,
        "python": platform.python_version(),
        "games_per_second": {"cpu": figures("games_per_cpu_second"), "clock": figures("games_per_clock_second")},
        "decisions_per_second": {"cpu": figures("decisions_per_cpu_second"),
                                 "clock": figures("decisions_per_clock_second")},
        "decisions_per_game": round(statistics.mean(r["decisions"] / r["games"] for r in runs), 1),
        **costs(),
        "runs": runs,
    }, indent=1))


if __name__ == "__main__":
    main()

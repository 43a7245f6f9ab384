"""Benchmark: complete random Eiszeit games per second on one core (issue 22 goal: >= 300
four-player games/s).

    python bench/bench_eiszeit.py [--games 200] [--repeats 3] [--players 4] [--short] [--seed 2026]

Plays `games` complete games through the public API (Game.new, legal_actions, apply), choosing
uniformly among the legal actions — chance outcomes (cards drawn, fire tokens, lots) included, as
the entries of legal_actions at CHANCE carry the true odds — in this one process (so on one core),
`repeats` times. Prints JSON: per repeat the games and decisions (chance outcomes included) per
second by CPU time (time.process_time) beside clock time (time.perf_counter; on a shared machine
the smaller), their medians and bests, the machine's processor, and the cost of a state copy, a
view, a determinisation and a JSON round trip (what a computer player's search pays).
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

from meduris_gui.games.eiszeit.rules.actions import COLOURS  # noqa: E402
from meduris_gui.games.eiszeit.rules.game import Game, determinise  # noqa: E402


def run(players: int, games: int, seed: int, short: bool) -> dict:
    rng = random.Random(seed)
    colours = COLOURS[:players]
    decisions = 0
    cpu, clock = time.process_time(), time.perf_counter()
    for g in range(games):
        game = Game.new(colours, g % players, short=short)
        choice = rng.choice
        state = game.state
        while state.decider != -2:
            game.apply(choice(game.legal_actions()))
        decisions += len(game.history)
    cpu, clock = time.process_time() - cpu, time.perf_counter() - clock
    return {"games": games, "decisions": decisions, "cpu_s": round(cpu, 3), "clock_s": round(clock, 3),
            "games_per_cpu_second": round(games / cpu, 1), "games_per_clock_second": round(games / clock, 1),
            "decisions_per_cpu_second": round(decisions / cpu), "decisions_per_clock_second": round(decisions / clock)}


def costs(samples: int = 2000) -> dict:
    rng = random.Random(5)
    game = Game.new(COLOURS[:4])
    for _ in range(300):
        game.apply(rng.choice(game.legal_actions()))
    while game.current_player() < 0:
        game.apply(rng.choice(game.legal_actions()))
    seat = game.current_player()

    def timed(function, count: int) -> float:
        started = time.perf_counter()
        for _ in range(count):
            function()
        return (time.perf_counter() - started) / count * 1e6

    return {"state_copy_us": round(timed(game.state.copy, samples), 2),
            "view_us": round(timed(lambda: game.view(seat), samples // 10), 1),
            "determinise_us": round(timed(lambda: determinise(game.view(seat), rng), samples // 10), 1),
            "json_round_trip_us": round(timed(lambda: Game.from_json(game.to_json()), samples // 10), 1)}


def processor() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--short", action="store_true", help="the three-round game")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    Game.new(COLOURS[:args.players])                     # the board and card files, read once
    runs = [run(args.players, args.games, args.seed + i, args.short) for i in range(args.repeats)]

    def figures(key: str) -> dict:
        values = [r[key] for r in runs]
        return {"median": statistics.median(values), "best": max(values)}

    print(json.dumps({
        "benchmark": "Eiszeit, random complete games, one core",
        "players": args.players,
        "rounds": 3 if args.short else 4,
        "python": platform.python_version(),
        "cpu": processor(),
        "games_per_second": {"cpu": figures("games_per_cpu_second"), "clock": figures("games_per_clock_second")},
        "decisions_per_second": {"cpu": figures("decisions_per_cpu_second"),
                                 "clock": figures("decisions_per_clock_second")},
        "decisions_per_game": round(statistics.mean(r["decisions"] / r["games"] for r in runs), 1),
        **costs(),
        "runs": runs,
    }, indent=1))


if __name__ == "__main__":
    main()

"""Benchmark: complete random 4-player games per second on one core (issue 2 target: >= 250).

    python bench/bench_random_games.py [--games 1000] [--repeats 5] [--players 4]
    python bench/bench_random_games.py --before CHECKOUT [--rounds 8] [--games 300] [--players 4]

Plays `games` complete games choosing uniformly among the legal actions (meduris_gui.games.meduris.ai.sim), in
this one process (so on one core), `repeats` times, and prints the figures as JSON: games and
decisions per second per repeat, their median and best, plus the cost of copying a state (what a
computer player's search pays per node) and of the JSON round trip. The machine shares its cores
with others, so single runs vary by 20-30 %; the median and the best of several repeats are
the figures to quote.

With --before (another checkout of this project, e.g. a worktree of an older commit), it times
this engine against that one instead (issue 23: "twice as fast"): `rounds` rounds, each running
one fresh process per engine, one after the other, that plays one untimed game and then `games`
timed games from the same seed, by CPU time (time.process_time: what the process used) and by
clock (time.perf_counter). Both engines play the same games when they draw alike. Prints each
round's ms per game and speed-up, then JSON with the medians (the paired speed-up: per round).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
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


# One timed process of the paired run: the engine is whichever checkout PYTHONPATH names.
_WORKER = """
import json, random, sys, time
from meduris_gui.games.meduris.ai.sim import random_game
games, seed, players = map(int, sys.argv[1:4])
rng = random.Random(seed)
random_game(players, random.Random(seed - 1))          # untimed: the board read, caches filled
cpu, clock = time.process_time(), time.perf_counter()
for _ in range(games):
    random_game(players, rng)
import meduris_gui
print(json.dumps([(time.process_time() - cpu) / games, (time.perf_counter() - clock) / games, meduris_gui.__file__]))
"""


def _timed(checkout: Path, games: int, seed: int, players: int) -> tuple:
    """(CPU, clock) seconds per game of `games` random games played by `checkout` in a fresh process."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    done = subprocess.run([sys.executable, "-c", _WORKER, str(games), str(seed), str(players)], env=env,
                          cwd=checkout, capture_output=True, text=True, timeout=3600)   # -c: the cwd comes first
    if done.returncode:
        raise SystemExit(f"the process for {checkout} failed:\n{done.stderr[-2000:]}")
    cpu, clock, package = json.loads(done.stdout.strip().splitlines()[-1])
    if not Path(package).resolve().is_relative_to(checkout):
        raise SystemExit(f"the process for {checkout} ran the engine of {package}")
    return cpu, clock


def paired(before: Path, rounds: int, games: int, players: int, seed: int) -> dict:
    """This engine against the one of `before`, alternating fresh processes (see the module docstring)."""
    here = Path(__file__).resolve().parent.parent
    times: dict = {"before": [], "now": []}
    for number in range(rounds):
        round_seed = seed + 1000 * number
        for name, checkout in (("before", before.resolve()), ("now", here)):
            times[name].append(_timed(checkout, games, round_seed, players))
        b, a = times["before"][-1], times["now"][-1]
        print(f"round {number + 1}: before {b[0] * 1e3:.2f} ms/game cpu ({b[1] * 1e3:.2f} clock), now "
              f"{a[0] * 1e3:.2f} ms/game cpu ({a[1] * 1e3:.2f} clock): {b[0] / a[0]:.2f}x cpu, "
              f"{b[1] / a[1]:.2f}x clock", flush=True)
    speedups = [(b[0] / a[0], b[1] / a[1]) for b, a in zip(times["before"], times["now"])]
    return {
        "benchmark": "random complete games, this engine against --before, alternating fresh processes",
        "players": players, "rounds": rounds, "games_per_round": games,
        "before": str(before.resolve()),
        "speedup_cpu_per_round": [round(s[0], 2) for s in speedups],
        "speedup_cpu_median": round(statistics.median(s[0] for s in speedups), 2),
        "speedup_clock_median": round(statistics.median(s[1] for s in speedups), 2),
        **{f"{name}_ms_per_game_cpu_median": round(statistics.median(t[0] for t in runs) * 1e3, 3)
           for name, runs in times.items()},
        **{f"{name}_ms_per_game_clock_median": round(statistics.median(t[1] for t in runs) * 1e3, 3)
           for name, runs in times.items()},
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="games per repeat (1000) or per process (300)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--before", type=Path, help="another checkout to time this engine against")
    parser.add_argument("--rounds", type=int, default=8, help="with --before: rounds of the paired run")
    args = parser.parse_args()
    if args.before:
        print(json.dumps(paired(args.before, args.rounds, args.games or 300, args.players, args.seed), indent=1))
        return
    args.games = args.games or 1000

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

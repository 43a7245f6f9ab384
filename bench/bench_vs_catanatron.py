"""Benchmark: a random 4-player game of Meduris against one of Catanatron, paired (issue 23 goal:
Meduris at least 25x faster per game).

    python bench/bench_vs_catanatron.py [--rounds 10] [--games 30] [--catan-games 6]
        [--catan-seconds 5.0] [--catanatron-python PATH] [--before CHECKOUT] [--seed 2026]

Catanatron (a pure-Python Settlers of Catan engine, `pip install catanatron`) is never a
dependency of this project: install it into a separate venv and name that venv's python with
--catanatron-python (or CATANATRON_PYTHON); without it the benchmark says so and stops.

Each round runs, one after the other, each engine in a fresh process (subprocess): Meduris plays
`games` complete random games (sim.random_game, uniformly among the legal actions), Catanatron at
least `catan-games` (four RandomPlayers, its Game.play) and on until its games have used
`catan-seconds` of CPU time: its games vary a lot in length (a round of 6 ranged from 42 to 74 ms a
game, rounds of some 35 still from 54 to 64 ms), so a round plays some 80 of them. In each process
one untimed game first loads the boards and fills the caches, then every game is timed by CPU time
(time.process_time: what the process used) and by clock (time.perf_counter: what the wall saw, the
larger on a shared machine). With --before, a third process per round plays the same Meduris games
from another checkout (e.g. a worktree of main): before and after in the same alternating run. The
processes alternate so that a busy moment of the machine weighs on all of them alike.

Prints, per round, the mean per-game times of each engine and the ratio (Catanatron's time per
game over Meduris's), then JSON with the medians over the rounds and over all games, and the two
ratios the goal is judged by: the median of the rounds' ratios and the ratio of the total CPU
times per game (all of Catanatron's CPU over its games, over all of Meduris's over its games).
The defaults take some 1-2 minutes on a quiet machine (about 70 s of CPU).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve()


def _meduris_worker(games: int, seed: int) -> list:
    import random
    import time

    from meduris_gui.games.meduris.ai.sim import random_game

    rng = random.Random(seed)
    random_game(4, random.Random(seed - 1))               # untimed: the board read, caches filled
    times = []
    for _ in range(games):
        cpu, clock = time.process_time(), time.perf_counter()
        random_game(4, rng)
        times.append((time.process_time() - cpu, time.perf_counter() - clock))
    return times


def _catanatron_worker(games: int, seed: int, seconds: float) -> list:
    import time

    from catanatron import Color, Game, RandomPlayer

    def play(game_seed: int) -> None:
        colours = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
        Game([RandomPlayer(colour) for colour in colours], seed=game_seed).play()

    play(seed - 1)                                         # untimed, as for Meduris
    times = []
    used = 0.0
    index = 0
    while index < games or used < seconds:                 # at least `games`, `seconds` of CPU
        cpu, clock = time.process_time(), time.perf_counter()
        play(seed + index)
        cpu = time.process_time() - cpu
        times.append((cpu, time.perf_counter() - clock))
        used += cpu
        index += 1
    return times


def _run(python: str, engine: str, games: int, seed: int, checkout: Path | None = None,
         seconds: float = 0.0) -> list:
    """Per-game (cpu, clock) seconds of the games played in a fresh process: `games` of them (for
    Catanatron at least `games`, and on until they have used `seconds` of CPU)."""
    env = dict(os.environ)
    if checkout is not None:
        env["PYTHONPATH"] = str(checkout)
    command = [python, str(HERE), "--worker", engine, "--games", str(games), "--seed", str(seed),
               "--catan-seconds", str(seconds)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=3600)
    if done.returncode:
        raise SystemExit(f"the {engine} process failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def catanatron_missing(python: str) -> str | None:
    """Why Catanatron cannot run with `python`, or None when it can."""
    try:
        done = subprocess.run([python, "-c", "import catanatron"], capture_output=True, text=True, timeout=120)
    except OSError as error:
        return f"{python} cannot be run ({error.strerror})"
    if done.returncode:
        return f"catanatron is not installed for {python}"
    return None


def _mean(times: list, which: int) -> float:
    return statistics.fmean(t[which] for t in times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--games", type=int, default=30, help="Meduris games per process")
    parser.add_argument("--catan-games", type=int, default=6, help="Catanatron games per process, at least")
    parser.add_argument("--catan-seconds", type=float, default=5.0,
                        help="CPU seconds of Catanatron games per process, at least (more games if needed)")
    parser.add_argument("--catanatron-python", default=os.environ.get("CATANATRON_PYTHON", sys.executable))
    parser.add_argument("--before", type=Path, help="another checkout of this project to time as well")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--worker", choices=("meduris", "catanatron"), help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.worker == "meduris":
        print(json.dumps(_meduris_worker(args.games, args.seed)))
        return
    if args.worker == "catanatron":
        print(json.dumps(_catanatron_worker(args.games, args.seed, args.catan_seconds)))
        return

    missing = catanatron_missing(args.catanatron_python)
    if missing:
        print(f"skipped: {missing}. Catanatron is only for this benchmark, never a dependency: "
              f"python3 -m venv /tmp/catan && /tmp/catan/bin/pip install catanatron, then "
              f"--catanatron-python /tmp/catan/bin/python (or CATANATRON_PYTHON).")
        return

    engines = {"meduris": [], "catanatron": []}
    if args.before:
        engines["before"] = []
    rounds = []
    for number in range(args.rounds):
        seed = args.seed + 1000 * number
        row = {}
        for engine in engines:
            if engine == "catanatron":
                times = _run(args.catanatron_python, engine, args.catan_games, seed, seconds=args.catan_seconds)
            else:
                checkout = args.before.resolve() if engine == "before" else ROOT
                times = _run(sys.executable, "meduris", args.games, seed, checkout)
            engines[engine] += times
            row[engine] = (_mean(times, 0), _mean(times, 1), len(times))
        ratio = row["catanatron"][0] / row["meduris"][0], row["catanatron"][1] / row["meduris"][1]
        rounds.append(ratio)
        line = (f"round {number + 1}: meduris {row['meduris'][0] * 1e3:.2f} ms/game cpu "
                f"({row['meduris'][1] * 1e3:.2f} clock), catanatron {row['catanatron'][0] * 1e3:.1f} ms/game "
                f"cpu ({row['catanatron'][1] * 1e3:.1f} clock, {row['catanatron'][2]} games): "
                f"{ratio[0]:.1f}x cpu, {ratio[1]:.1f}x clock")
        if "before" in row:
            line += (f"; before {row['before'][0] * 1e3:.2f} ms/game cpu ({row['before'][1] * 1e3:.2f} clock): "
                     f"{row['before'][0] / row['meduris'][0]:.2f}x faster now")
        print(line, flush=True)

    summary = {
        "benchmark": "random 4-player games, Meduris vs Catanatron, alternating fresh processes",
        "rounds": args.rounds, "meduris_games_per_round": args.games,
        "catanatron_games": len(engines["catanatron"]), "catanatron_cpu_seconds_per_round_floor": args.catan_seconds,
        "ratio_cpu_per_round": [round(r[0], 2) for r in rounds],
        "ratio_cpu_median": round(statistics.median(r[0] for r in rounds), 2),
        "ratio_clock_median": round(statistics.median(r[1] for r in rounds), 2),
    }
    for engine, times in engines.items():
        summary[f"{engine}_ms_per_game_cpu_mean"] = round(_mean(times, 0) * 1e3, 3)
        summary[f"{engine}_ms_per_game_clock_mean"] = round(_mean(times, 1) * 1e3, 3)
        summary[f"{engine}_ms_per_game_cpu_median"] = round(statistics.median(t[0] for t in times) * 1e3, 3)
    # the ratio of the total CPU times per game: all of Catanatron's over all of Meduris's
    summary["ratio_cpu_of_totals"] = round(_mean(engines["catanatron"], 0) / _mean(engines["meduris"], 0), 2)
    summary["ratio_clock_of_totals"] = round(_mean(engines["catanatron"], 1) / _mean(engines["meduris"], 1), 2)
    if args.before:
        summary["speedup_cpu_of_means"] = round(summary["before_ms_per_game_cpu_mean"]
                                                / summary["meduris_ms_per_game_cpu_mean"], 2)
        summary["speedup_cpu_per_round"] = [
            round(statistics.fmean(t[0] for t in engines["before"][i * args.games:(i + 1) * args.games])
                  / statistics.fmean(t[0] for t in engines["meduris"][i * args.games:(i + 1) * args.games]), 2)
            for i in range(args.rounds)]
    print(json.dumps(summary, indent=1))
    print(f"Catanatron / Meduris, CPU per game: {summary['ratio_cpu_median']}x (median of {args.rounds} rounds), "
          f"{summary['ratio_cpu_of_totals']}x (of the total CPU times); goal 25x")


if __name__ == "__main__":
    main()

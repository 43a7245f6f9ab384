"""How long Die Dolmengötter's computer players think: decision times of easy, medium and strong
over whole seeded games, as CPU time and as clock time.

    python bench/bench_dolmengoetter_decisions.py [--games 4] [--seed 1] [--players 2,4] [--kinds easy,medium,strong]

For each player count and each kind listed, plays games of that kind against easy players (seats
rotated from game to game), and prints per kind and decision step (move, stone, dolmen,
place) the number of decisions with a choice and the median, 95th percentile and longest time, CPU
(time.process_time: the thinking itself) and clock (time.perf_counter: what a player waits on this
machine, with whatever else runs). Issue 21 asks of the strong player in the window: median at most
0.5 s, never over 2 s (the window also gives it a deadline as a safety net; not used here).
bench/bench_eiszeit_decisions.py runs the same measure (`measure`) for Eiszeit.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from meduris_gui.games.dolmengoetter.ai import players as players_module  # noqa: E402
from meduris_gui.games.dolmengoetter.ai.arena import play_game  # noqa: E402


def timed_game(kinds: list, seed: int, samples: dict, players_module=players_module, play_game=play_game) -> None:
    """Play one game; time every decision with a choice (CPU and clock) by kind and step."""
    real = {kind: cls.decide for kind, cls in players_module._KINDS.items()}

    def timed(decide):
        def wrapper(self, view, legal, deadline=None):
            cpu, clock = time.process_time(), time.perf_counter()
            action = decide(self, view, legal, deadline)
            if len(legal) > 1:
                cpu, clock = time.process_time() - cpu, time.perf_counter() - clock
                for key in ((self.kind, view["step"]), (self.kind, "all")):
                    samples.setdefault(key, []).append((cpu, clock))
            return action
        return wrapper

    try:
        for kind, cls in players_module._KINDS.items():
            cls.decide = timed(real[kind])
        play_game(list(kinds), seed)
    finally:
        for kind, cls in players_module._KINDS.items():
            cls.decide = real[kind]


def p95(values: list) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main() -> int:
    return measure(__doc__, players_module, play_game, "2,4", ("place", "move", "stone", "dolmen"))


def measure(doc: str, players_module, play_game, player_counts: str, steps: tuple) -> int:
    """The command: a game's players module and play_game, its default player counts and steps."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per player count (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default=player_counts,
                        help=f"player counts, comma separated (default {player_counts})")
    parser.add_argument("--kinds", default="easy,medium,strong")
    args = parser.parse_args()
    kinds = [k.strip() for k in args.kinds.split(",")]
    counts = [int(p) for p in args.players.split(",")]
    for players in counts:
        samples: dict = {}
        started = time.perf_counter()
        for kind in kinds:
            lineup = [kind] + ["easy"] * (players - 1)
            for g in range(args.games):
                shift = g % players
                seated = [lineup[(s - shift) % players] for s in range(players)]
                timed_game(seated, args.seed + g, samples, players_module, play_game)
        print(f"{players} players: {args.games} games of each kind against easy players (seats rotated), "
              f"{time.perf_counter() - started:.1f} s")
        print(f"  {'kind':8} {'step':7} {'n':>5}   {'CPU median':>10} {'p95':>7} {'max':>7}   "
              f"{'clock median':>12} {'p95':>7} {'max':>7}")
        for kind in kinds:
            for step in ("all",) + steps:
                values = samples.get((kind, step))
                if not values:
                    continue
                cpu = [c for c, _w in values]
                clock = [w for _c, w in values]
                print(f"  {kind:8} {step:7} {len(values):5d}   {statistics.median(cpu):10.4f} {p95(cpu):7.4f} "
                      f"{max(cpu):7.4f}   {statistics.median(clock):12.4f} {p95(clock):7.4f} {max(clock):7.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long the computer players think: decision times of each kind over whole seeded games.

    python bench/bench_decisions.py [--games 6] [--seed 1]

Plays 2- and 4-player games (strong against easy players, seats rotated as in the arena) and
prints, per player kind and decision phase, the number of decisions with a choice and the median,
90th/99th percentile and longest time. Issue 5 asks: median at most 0.5 s, never over 2 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from meduris_gui.ai.arena import play_game  # noqa: E402
from meduris_gui.rules.kinds import Phase  # noqa: E402


def timed_game(kinds: list, seed: int, samples: dict) -> None:
    def record(game, seat, view, player, action, seconds) -> None:
        if len(game.legal_actions()) > 1:
            samples.setdefault((kinds[seat], Phase(game.state.phase).word), []).append(seconds)
            samples.setdefault((kinds[seat], "all"), []).append(seconds)

    play_game(kinds, seed, on_decision=record)


def quantile(values: list, q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in (2, 4):
        samples: dict = {}
        started = time.perf_counter()
        for g in range(args.games):
            kinds = ["strong"] + ["easy"] * (players - 1)
            shift = g % players
            timed_game(kinds[-shift:] + kinds[:-shift] if shift else kinds, args.seed + g, samples)
        print(f"{players} players, {args.games} games, {time.perf_counter() - started:.1f} s")
        print(f"  {'player':8} {'phase':10} {'n':>5} {'median':>8} {'p90':>8} {'p99':>8} {'max':>8} {'>0.5s':>6} {'>2s':>4}")
        for (kind, phase), times in sorted(samples.items()):
            print(f"  {kind:8} {phase:10} {len(times):5d} {statistics.median(times):8.4f} {quantile(times, 0.9):8.4f} "
                  f"{quantile(times, 0.99):8.4f} {max(times):8.4f} {sum(t > 0.5 for t in times):6d} "
                  f"{sum(t > 2 for t in times):4d}")


if __name__ == "__main__":
    main()

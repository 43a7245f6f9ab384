"""How long Eiszeit's computer players think: decision times of easy, medium and strong over
whole seeded games, as CPU time and as clock time.

    python bench/bench_eiszeit_decisions.py [--games 4] [--seed 1] [--players 3,5] [--kinds easy,medium,strong]

For each player count and each kind listed, plays games of that kind against easy players (seats
rotated from game to game), and prints per kind and decision step (initial, play, copy, target,
act, discard, draw, glacier) the number of decisions with a choice and the median, 95th
percentile and longest time, CPU (time.process_time: the thinking itself) and clock
(time.perf_counter: what a player waits on this machine, with whatever else runs). Issue 22 asks
of the strong player in the window: median at most 0.5 s, never over 2 s (the window also gives it
a deadline as a safety net; not used here). The measure is bench_dolmengoetter_decisions.py's.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

from bench_dolmengoetter_decisions import measure  # noqa: E402
from meduris_gui.games.eiszeit.ai import players as players_module  # noqa: E402
from meduris_gui.games.eiszeit.ai.arena import play_game  # noqa: E402

STEPS = ("initial", "play", "copy", "target", "act", "discard", "draw", "glacier")

if __name__ == "__main__":
    sys.exit(measure(__doc__, players_module, play_game, "3,5", STEPS))

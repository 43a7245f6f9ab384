"""How long the sounds take to make: each effect and the music, synthesised and turned into the
mixer's bytes (44100 Hz stereo, pygame's usual format), best of a few runs.

    python bench/bench_sound.py [--runs 5]

Each effect is made the first time it plays (a few milliseconds, once); the music when the game
starts with music on. The brief: all of them together well under 0.2 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from meduris_gui.ui.synth import BASE_RATE, SYNTHS, pcm  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    total = 0.0
    for kind, synth in SYNTHS.items():
        best = float("inf")
        for _run in range(runs):
            start = time.perf_counter()
            samples = synth()
            pcm(samples, 44100, 2)
            best = min(best, time.perf_counter() - start)
        total += best
        print(f"{kind:12s} {best * 1000:7.1f} ms   {len(samples) / BASE_RATE:5.2f} s of sound")
    print(f"{'all':12s} {total * 1000:7.1f} ms")


if __name__ == "__main__":
    main()

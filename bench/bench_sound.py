"""How long the sounds take to make: each effect and the music, synthesised and turned into the
mixer's bytes (44100 Hz stereo, pygame's usual format), best of a few runs; and how loud each
plays in the mix beside the music (sound.mix_level: RMS times its LOUDNESS, over its loudest
50 ms and 200 ms, as a ratio to the music's loudest 50 ms and its RMS, and in dB).

    python bench/bench_sound.py [--runs 5]

Each effect is made the first time it plays (a few milliseconds, once); the music when the game
starts with music on. The brief: all of them together well under 0.2 s. The die must stand at
least sound.DIE_OVER_MUSIC (2.0, +6 dB) over the music (tests/meduris/ui/test_sound.py checks it).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import math  # noqa: E402

from meduris_gui.table.sound import DIE_OVER_MUSIC, mix_level  # noqa: E402
from meduris_gui.table.synth import BASE_RATE, MUSIC, SYNTHS, pcm  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    total = 0.0
    music = SYNTHS[MUSIC]()
    music_50, music_rms = mix_level(MUSIC, 0.05, music), mix_level(MUSIC, 0, music)
    print(f"{'':12s} {'made in':>10s}   {'length':>12s}   {'50 ms / music 50 ms':>22s}   {'200 ms / music RMS':>21s}")
    for kind, synth in SYNTHS.items():
        best = float("inf")
        for _run in range(runs):
            start = time.perf_counter()
            samples = synth()
            pcm(samples, 44100, 2)
            best = min(best, time.perf_counter() - start)
        total += best
        short, long = mix_level(kind, 0.05, samples) / music_50, mix_level(kind, 0.2, samples) / music_rms
        print(f"{kind:12s} {best * 1000:7.1f} ms   {len(samples) / BASE_RATE:5.2f} s sound   "
              f"{short:5.2f}x {_db(short):+6.1f} dB   {long:5.2f}x {_db(long):+6.1f} dB")
    print(f"{'all':12s} {total * 1000:7.1f} ms   (the die must stand {DIE_OVER_MUSIC:.1f}x, "
          f"{_db(DIE_OVER_MUSIC):+.1f} dB, over the music)")


def _db(ratio: float) -> float:
    return 20 * math.log10(ratio) if ratio > 0 else float("-inf")


if __name__ == "__main__":
    main()

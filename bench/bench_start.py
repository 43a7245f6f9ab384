"""Benchmark: from starting `meduris` to the title screen drawn (issue 12 target: at most 1 s).

    python bench/bench_start.py [--runs 7] [--size 1366x768]

Each run starts a fresh Python process (so the interpreter, pygame, the fonts, the catalogs and
the title's art are all loaded from cold, as when a player starts the game) that does what
`meduris` does up to the first frame of the title scene: App with the player's settings store
(in a temporary folder), push the title, draw one frame. The parent measures from before it
starts the process to the child's report that the frame is drawn. Headless (SDL's dummy video
driver): opening a real window adds the window system's own time. Prints JSON: every run,
the median and the best, in seconds. One run before the measured ones lets Python write its
compiled modules, as it does on a player's machine at the first start.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import sys
sys.path.insert(0, {root!r})
from meduris_gui.settings import SettingsStore
from meduris_gui.ui.app import App
app = App(size={size!r}, store=SettingsStore(), headless=True)
app.stack.push("title")
app.step()
sys.stdout.write("drawn\\n")
sys.stdout.flush()
"""


def one_run(size: tuple[int, int], folder: str) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", MEDURIS_CONFIG_DIR=folder,
               MEDURIS_DATA_DIR=folder, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # a player's Python keeps its compiled modules
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), size=size)], env=env,
                             stdout=subprocess.PIPE, text=True)
    line = child.stdout.readline()
    elapsed = time.perf_counter() - started
    child.wait()
    if line.strip() != "drawn":
        raise SystemExit(f"the title was not drawn (exit {child.returncode})")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as folder:
        one_run(size, folder)                    # the very first start compiles the modules once
        times = [one_run(size, folder) for _ in range(args.runs)]
    print(json.dumps({
        "benchmark": "start to the title drawn (fresh process each run)",
        "size": args.size,
        "seconds": [round(t, 3) for t in times],
        "median_s": round(statistics.median(times), 3),
        "best_s": round(min(times), 3),
        "target_s": 1.0,
    }, indent=1))


if __name__ == "__main__":
    main()

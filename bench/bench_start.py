"""Benchmark: from starting `meduris` to the title screen drawn (issue 12 target: at most 1 s).

    python bench/bench_start.py [--runs 7] [--size 1366x768] [--lang de] [--root A --root B]

Each run starts a fresh Python process (so the interpreter, pygame, the fonts, the catalogs and
the title's art are all loaded from cold, as when a player starts the game) that does what
`meduris` does up to the first frame of the title scene: App with the player's settings store
(in a temporary folder), push the title, draw one frame. The parent measures from before it
starts the process to the child's report that the frame is drawn. Headless (SDL's dummy video
driver): opening a real window adds the window system's own time. Prints JSON: every run,
the median and the best, in seconds, of the clock and of the child's CPU time (user + system, as
the child reports it when the frame is drawn: the interpreter's start included; where the platform
has no getrusage, from its first line of Python). One run before the measured ones lets Python
write its compiled modules (and a checkout build its compiled catalogs), as on a player's machine
at the first start.

--root (repeatable) measures another copy of the source tree (e.g. `git archive main | tar -x -C
/tmp/before`), its runs alternating with the others' so that a busy machine weighs on all alike:
one run compares before and after a change.
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
import sys, time
sys.path.insert(0, {root!r})
from meduris_gui.settings import SettingsStore
from meduris_gui.table.app import App
app = App(size={size!r}, store=SettingsStore(), headless=True, language={lang!r})
app.stack.push("title")
app.step()
try:
    import resource
    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu = usage.ru_utime + usage.ru_stime
except ImportError:
    cpu = time.process_time()
sys.stdout.write("drawn %r\\n" % cpu)
sys.stdout.flush()
"""


def one_run(size: tuple[int, int], folder: str, root: Path = ROOT, lang: str | None = None) -> tuple[float, float]:
    """(clock seconds, the child's CPU seconds) from the start to the title drawn."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", MEDURIS_CONFIG_DIR=folder,
               MEDURIS_DATA_DIR=folder, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # a player's Python keeps its compiled modules
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(root), size=size, lang=lang)], env=env,
                             stdout=subprocess.PIPE, text=True)
    line = child.stdout.readline()
    elapsed = time.perf_counter() - started
    child.wait()
    word, _space, cpu = line.strip().partition(" ")
    if word != "drawn":
        raise SystemExit(f"the title was not drawn (exit {child.returncode})")
    return elapsed, float(cpu)


def _figures(runs: list[tuple[float, float]]) -> dict:
    clock, cpu = [run[0] for run in runs], [run[1] for run in runs]
    return {"seconds": [round(t, 3) for t in clock], "median_s": round(statistics.median(clock), 3),
            "best_s": round(min(clock), 3), "cpu_seconds": [round(t, 3) for t in cpu],
            "cpu_median_s": round(statistics.median(cpu), 3), "cpu_best_s": round(min(cpu), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--lang", default=None, help="the language to start in (default: the settings')")
    parser.add_argument("--root", type=Path, action="append",
                        help="a source tree to measure (repeatable; default: this one)")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))
    roots = [root.resolve() for root in args.root] if args.root else [ROOT]
    runs: dict[Path, list[tuple[float, float]]] = {root: [] for root in roots}
    with tempfile.TemporaryDirectory() as folder:
        for root in roots:
            one_run(size, folder, root, args.lang)    # the very first start compiles the modules once
        for _ in range(args.runs):
            for root in roots:
                runs[root].append(one_run(size, folder, root, args.lang))
    report = {"benchmark": "start to the title drawn (fresh process each run)", "size": args.size,
              "lang": args.lang or "(settings)", "target_s": 1.0}
    if len(roots) == 1:
        report.update(_figures(runs[roots[0]]))
    else:
        report["alternating"] = {str(root): _figures(runs[root]) for root in roots}
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()

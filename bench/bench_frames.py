"""Benchmark: the CPU a frame of the game scene costs while animations run, headless and in a real
X11 window, and the CPU of an idle window.

    python bench/bench_frames.py [--size 1920x1080] [--frames 1500] [--idle 10] [--rounds 1]
                                 [--against DIR] [--display :91]

Targets (issue 23 item 4): in a real X window under Xvfb at 1920x1080, the game's CPU per animated
frame at most 8 ms at the 99th percentile; an idle game window under 3 % of one core.

A 4-player Meduris game is played by synthetic clicks at normal animation speed; only frames
drawn while an animation runs are timed: the CPU time of the game's process (time.process_time:
every thread of it, the X library's and a GL driver's included) around update, draw and
presenting, and the wall-clock time beside it. Each figure comes from a child process per video
driver: SDL's dummy driver (headless: the game's own drawing, no presenting) and x11 on a private
virtual screen (Xvfb, started here, 1920x1080x24). The X server's own CPU per frame (reading the
window's pixels) is given beside it. `--against DIR` measures another checkout (the main branch)
the same way, alternating with this one round by round, so both see the same load of the machine.
The idle figure runs the real loop (App.run) with no input for --idle seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FRAMES_CHILD = """
import json, random, sys, time
sys.path.insert(0, {root!r})
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.rules.game import Game
app = App(size={size!r}, settings=Settings(language="de", speed="normal", open_screens=True, autosave=False),
          headless={headless})
rng = random.Random(3)
scene = app.stack.push(GameScene(Game.new(["purple", "blue", "green", "red"], 0, rng=rng), seed=3))
app.step()
player = ClickPlayer(app, rng)
times = []
while len(times) < {frames}:
    if isinstance(app.stack.top, GameScene) and scene.animator.busy:
        started, cpu = time.perf_counter(), time.process_time()
        app.frame(1 / 60)
        times.append((time.perf_counter() - started, time.process_time() - cpu))
    else:
        player.step()
        if scene.game.is_over():
            break
print(json.dumps(times))
"""

IDLE_CHILD = """
import os, sys, threading, time
sys.path.insert(0, {root!r})
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.rules.game import Game
app = App(size=(1920, 1080), settings=Settings(language="it", autosave=False), headless={headless})
app.stack.push(GameScene(Game.new(["purple", "blue", "green", "red"], 0, seed=1), seed=1))
app.step()
threading.Timer({seconds}, app.quit).start()
start = time.process_time()
app.run()
print(time.process_time() - start)
"""


def server_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text()[:4096].rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_display(first: int = 91) -> str:
    for number in range(first, first + 50):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return f":{number}"
    raise RuntimeError("no free X display number between :%d and :%d" % (first, first + 49))


class VirtualScreen:
    """A private Xvfb (1920x1080x24) for the real-window figures, or none when it is not installed."""

    def __init__(self, display: str | None) -> None:
        self.process = None
        self.display = display
        xvfb = shutil.which("Xvfb")
        if xvfb is None:
            return
        self.display = display or free_display()
        self.process = subprocess.Popen([xvfb, self.display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        number = self.display.lstrip(":")
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        time.sleep(0.3)

    def close(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)


def child_env(driver: str, display: str | None) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER=driver, SDL_AUDIODRIVER="dummy")
    if display:
        env["DISPLAY"] = display
    return env


def frames_of(root: Path, driver: str, screen: VirtualScreen, size, frames: int) -> dict:
    code = FRAMES_CHILD.format(root=str(root), size=tuple(size), frames=frames, headless=driver == "dummy")
    server = screen.process.pid if driver == "x11" and screen.process else None
    before = server_cpu(server) if server else 0.0
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=child_env(driver, screen.display)).stdout
    times = json.loads(out.strip().splitlines()[-1])
    result = {"wall": [t[0] * 1000 for t in times], "cpu": [t[1] * 1000 for t in times]}
    if server:
        result["server_cpu_ms"] = (server_cpu(server) - before) * 1000
    return result


def idle_of(root: Path, driver: str, screen: VirtualScreen, seconds: float) -> float:
    code = IDLE_CHILD.format(root=str(root), seconds=seconds, headless=driver == "dummy")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=child_env(driver, screen.display)).stdout
    return round(100 * float(out.strip().splitlines()[-1]) / seconds, 2)


def percentile(values: list, q: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(len(values) * q))], 2)


def summary(runs: list[dict]) -> dict:
    wall = [v for run in runs for v in run["wall"]]
    cpu = [v for run in runs for v in run["cpu"]]
    out = {"frames": len(cpu), "cpu_p50_ms": percentile(cpu, 0.5), "cpu_p99_ms": percentile(cpu, 0.99),
           "cpu_max_ms": round(max(cpu), 2), "wall_p50_ms": percentile(wall, 0.5),
           "wall_p99_ms": percentile(wall, 0.99)}
    if all("server_cpu_ms" in run for run in runs):
        # Includes the server's work for the frames between the animations (the clicks' frames).
        out["x_server_cpu_ms_per_timed_frame"] = round(sum(run["server_cpu_ms"] for run in runs) / len(cpu), 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=1, help="runs of each checkout, alternating")
    parser.add_argument("--against", type=Path, help="another checkout (e.g. main) measured the same way")
    parser.add_argument("--display", help="the X display for the private Xvfb (default: the first free from :91)")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    roots = {"this": ROOT}
    if args.against:
        roots["against"] = args.against.resolve()
    screen = VirtualScreen(args.display)
    drivers = ["dummy"] + (["x11"] if screen.process else [])
    runs: dict = {(label, driver): [] for label in roots for driver in drivers}
    idle: dict = {(label, driver): [] for label in roots for driver in drivers}
    try:
        for _ in range(args.rounds):
            for label, root in roots.items():
                for driver in drivers:
                    runs[label, driver].append(frames_of(root, driver, screen, size, args.frames))
                    if args.idle > 0:
                        idle[label, driver].append(idle_of(root, driver, screen, args.idle))
    finally:
        screen.close()
    report = {"benchmark": "game scene frames while animations run (Meduris, 4 players, clicks)",
              "size": args.size, "rounds": args.rounds, "idle_seconds": args.idle}
    for label, root in roots.items():
        entry = {"checkout": str(root)}
        for driver in drivers:
            name = "headless_dummy" if driver == "dummy" else "real_window_x11_xvfb"
            entry[name] = summary(runs[label, driver])
            if idle[label, driver]:
                # The dummy driver cannot sleep until the next event: an upper bound.
                entry[name]["idle_cpu_percent"] = max(idle[label, driver])
        report[label] = entry
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Play a whole game of Meduris in a REAL window by real mouse clicks, and check its numbers.

A maintainer's playtest, not a unit test: it starts the real game (`python -m meduris_gui`) on an
X display (Xvfb), plays the human seats by clicks sent with xdotool, takes a screenshot of the
screen at every decision (ImageMagick `import`) and at the end compares the scores the window
shows with `meduris replay` of the game's autosave.

    apt-get install -y xvfb xdotool imagemagick x11-apps      # Debian packages (x11-apps: xwd)
    Xvfb :99 -screen 0 1366x768x24 &                           # or pass --xvfb: started and stopped here
    .venv/bin/python scripts/playtest.py --out /tmp/pt-a                       # scenario A (default)
    .venv/bin/python scripts/playtest.py --scenario B --xvfb --out /tmp/pt-b   # 4 players, hot-seat, German

Scenario A: 2 players, Italian, 1366x768, "build in one click" on, hints on, a human against the
strong computer; the human clicks Suggest every --suggest-every decisions (the hint is
screenshotted, then played). Scenario B: 4 players hot-seat (two humans, a medium and a strong
computer), German, 1920x1080. Every option can be changed on the command line (--lang, --size,
--seats, --one-click/--no-one-click, --hints/--no-hints, --speed, --max-rounds ...).

How it knows where to click: a headless twin of the window (an App with SDL's dummy driver, the
same size, language and settings) runs in this process and follows the same game. The twin
computes each click with the game's own click geometry (games/meduris/ui/scenes/game_point.py `next_click`,
the buttons' rectangles), the click goes to the real window with `xdotool mousemove X Y click 1`
and the same click to the twin. The die and the computers of the real window decide with their
own randomness: the twin's computers and dice are replaced by an oracle that reads the real
window's autosave (a game record, docs/NOTATION.md) and plays the very action the window
recorded. Whenever the twin's record is not a prefix of the real one (setup, tokens, actions),
the twin's game is rebuilt from the real autosave. The real window is "caught up" when its
autosave holds the twin's decisions, its process is idle (its loop draws nothing while nothing
moves: CPU near zero) and two grabs of the screen are equal.

Each screenshot is compared row by row with the twin's frame at that moment (logged; a twin
frame that differs in more than 2 % of its rows is kept as NAME-twin.png): when they are equal,
the numbers the twin's screen model holds are the numbers the player saw. They differ where the
window itself is not deterministic: the hint (the window's strong computer searches with its own
random seed, so its suggestion may differ from the twin's; the hint played is the twin's) and the
pointer's hover before the first click. A lost click (the window's autosave stays behind the
twin) and a curtain the window does not show are found and the twin goes back to the autosave.

The human seats' decisions come from a computer player (--brain: random, easy, medium, strong)
that sees only that seat's view. A decision whose clicks end in another action than the one
chosen (the window decided for the player) is logged as "DIVERGED".

Output in --out: shot-NNNN-<what>.png (the real screen), log.txt (every click with its
position, every decision, every wait), game.yaml (the autosave at the end), replay.json, and a
summary printed at the end: scores on the screen (the twin's end table / panels) against
`meduris replay`, each end-table row's columns against its total, and the problems seen.
Exit status 0 when the scores match, 1 when they do not, 2 when the run failed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent

SCENARIOS = {
    "A": dict(players=2, lang="it", size="1366x768", seats="human,strong", one_click=True, hints=True,
              start=1, suggest_every=6),
    "B": dict(players=4, lang="de", size="1920x1080", seats="human,human,medium,strong", one_click=False,
              hints=True, start=2, suggest_every=0),
}


class RunFailed(Exception):
    pass


# -- the X display ---------------------------------------------------------------------------------

class Display:
    def __init__(self, name: str, out: Path, log) -> None:
        self.name = name
        self.out = out
        self.log = log
        self.env = dict(os.environ, DISPLAY=name)
        self.offset = (0, 0)
        self.window = None

    def run(self, *args, timeout: float = 30.0, check: bool = True) -> str:
        done = subprocess.run(list(args), env=self.env, capture_output=True, text=True, timeout=timeout)
        if check and done.returncode != 0:
            raise RunFailed(f"{' '.join(args)}: {done.stderr.strip() or done.returncode}")
        return done.stdout

    def find_window(self, pid: int, timeout: float = 60.0) -> tuple[int, int]:
        """The game's window (by its title and process): its position and size on the screen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ids = self.run("xdotool", "search", "--pid", str(pid), check=False).split() or \
                self.run("xdotool", "search", "--name", "^Meduris$", check=False).split()
            for wid in ids:
                shell = self.run("xdotool", "getwindowgeometry", "--shell", wid, check=False)
                geo = dict(line.split("=", 1) for line in shell.split() if "=" in line)
                if "WIDTH" in geo and int(geo["WIDTH"]) > 100:
                    self.window = wid
                    self.offset = (int(geo["X"]), int(geo["Y"]))
                    return int(geo["WIDTH"]), int(geo["HEIGHT"])
            time.sleep(0.3)
        raise RunFailed("the game's window did not appear")

    def click(self, pos) -> None:
        x, y = int(pos[0]) + self.offset[0], int(pos[1]) + self.offset[1]
        self.run("xdotool", "mousemove", str(x), str(y), "click", "1")

    def grab_hash(self) -> str:
        raw = subprocess.run(["xwd", "-root", "-silent"], env=self.env, capture_output=True, timeout=30).stdout
        return hashlib.md5(raw).hexdigest()

    def shot(self, path: Path) -> None:
        self.run("import", "-window", "root", str(path))


def start_xvfb(name: str, size: tuple[int, int], log) -> subprocess.Popen:
    if subprocess.run(["xdotool", "getdisplaygeometry"], env=dict(os.environ, DISPLAY=name),
                      capture_output=True).returncode == 0:
        raise RunFailed(f"the display {name} is already there: leave out --xvfb or choose another --display")
    proc = subprocess.Popen(["Xvfb", name, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if subprocess.run(["xdotool", "getdisplaygeometry"], env=dict(os.environ, DISPLAY=name),
                          capture_output=True).returncode == 0:
            log(f"Xvfb {name} {size[0]}x{size[1]} started (pid {proc.pid})")
            return proc
        time.sleep(0.1)
    proc.terminate()
    raise RunFailed(f"Xvfb {name} did not start")


# -- the real game -------------------------------------------------------------------------------

class RealGame:
    """The game's process, its autosave and whether it is idle."""

    def __init__(self, data: Path, config: Path, display: Display, out: Path) -> None:
        env = dict(display.env, SDL_AUDIODRIVER="dummy", MEDURIS_DATA_DIR=str(data), MEDURIS_CONFIG_DIR=str(config))
        env.pop("SDL_VIDEODRIVER", None)
        self.errors = open(out / "game-stderr.log", "w")
        self.proc = subprocess.Popen([sys.executable, "-m", "meduris_gui"], env=env, cwd=str(ROOT),
                                     stdout=self.errors, stderr=subprocess.STDOUT)
        self.autosave = data / "saves" / "autosave.yaml"
        self.display = display

    def record(self) -> dict | None:
        try:
            data = yaml.safe_load(self.autosave.read_bytes())
        except (OSError, yaml.YAMLError):
            return None
        return data if isinstance(data, dict) and isinstance(data.get("actions"), list) else None

    def actions(self) -> list[str]:
        record = self.record()
        return [str(a) for a in record["actions"]] if record else []

    def alive(self) -> bool:
        return self.proc.poll() is None

    def cpu_ticks(self) -> int:
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return 0
        return int(fields[11]) + int(fields[12])

    def idle(self, seconds: float = 0.4) -> bool:
        """Its loop sleeps (nothing moves, nobody thinks): under 10 % of a core for `seconds`."""
        before = self.cpu_ticks()
        time.sleep(seconds)
        return (self.cpu_ticks() - before) / os.sysconf("SC_CLK_TCK") < 0.10 * seconds

    def settle(self, decisions: int | None, log, timeout: float = 60.0) -> bool:
        """Wait until the autosave holds `decisions` decisions (None: any), the process is idle and
        the screen does not change. False (logged) on timeout."""
        start = time.monotonic()
        deadline = start + timeout
        while time.monotonic() < deadline:
            if not self.alive():
                raise RunFailed(f"the game exited with status {self.proc.returncode}")
            if decisions is not None and len(self.actions()) < decisions:
                time.sleep(0.1)
                continue
            if not self.idle():
                continue
            first = self.display.grab_hash()
            time.sleep(0.25)
            if first == self.display.grab_hash() and self.idle(0.2):
                return True
        log(f"WAIT timed out after {timeout:.0f} s (autosave {len(self.actions())} decisions, expected {decisions})")
        return False

    def stop(self) -> None:
        if self.alive():
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.errors.close()


# -- the twin --------------------------------------------------------------------------------------

class Twin:
    """A headless App that follows the real window's game; its computers and dice are an oracle
    reading the real autosave."""

    def __init__(self, size, settings_kw: dict, real: RealGame, log) -> None:
        from meduris_gui.table.app import App, Settings
        self.real = real
        self.log = log
        self.app = App(size=size, settings=Settings(autosave=False, **settings_kw), headless=True)
        self.app.stack.push("title")
        self.app.step()
        self.patched = None

    @property
    def top(self):
        return self.app.stack.top

    def game_scene(self):
        for scene in reversed(self.app.stack.scenes):
            if getattr(scene, "scene_name", "") == "game":
                return scene
        return None

    def click(self, pos) -> None:
        from meduris_gui.games.meduris.ui.autoplay import click_event
        self.app.step(click_event(pos))
        self.patch()

    def step(self, dt: float = 0.1) -> None:
        self.app.step(dt=dt)
        self.patch()

    # The oracle: the twin plays what the real window recorded.
    def patch(self) -> None:
        scene = self.game_scene()
        if scene is None or scene is self.patched:
            return
        from meduris_gui.games.meduris.ui.computers import ROLL
        real = self.real

        def next_move(dt, speed, scene=scene):
            if scene.computer_to_act() is None:
                return None
            k = len(scene.game.history)
            actions = real.actions()
            if len(actions) <= k:
                return None
            return ROLL if actions[k].startswith("roll") else actions[k]

        def roll(scene=scene):
            k = len(scene.game.history)
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                actions = real.actions()
                if len(actions) > k:
                    if not actions[k].startswith("roll"):
                        raise Diverged(f"the window recorded {actions[k]!r} where the twin rolls")
                    scene._play(lambda: scene.game.apply(actions[k]))
                    return
                if not real.alive():
                    raise RunFailed("the game exited")
                time.sleep(0.05)
            raise Diverged("the window recorded no roll")

        scene.next_move = next_move
        scene.roll = roll
        scene.play_move = lambda move, scene=scene: scene.roll() if move == ROLL else scene.act(move)
        self.patched = scene

    def record(self) -> dict | None:
        from meduris_gui.games.meduris.rules.record import Record
        scene = self.game_scene()
        if scene is None:
            return None
        return Record.of(scene.game).to_dict()

    def in_step(self, real: dict | None) -> bool:
        """The twin's game is the real one so far (setup equal, its decisions a prefix)."""
        mine = self.record()
        if mine is None or real is None:
            return True
        for key in ("side", "players", "start_player", "bonus_tokens"):
            if str(mine[key]) != str(real.get(key)):
                return False
        return [str(a) for a in real["actions"][:len(mine["actions"])]] == mine["actions"]

    def rebuild(self, path: Path, keep_viewer: bool = True) -> None:
        """The twin's game replaced by the real autosave's (as Continue loads it), its viewer kept
        so that a curtain due is shown."""
        from meduris_gui.saves import read_record, replay
        old = self.game_scene()
        viewer = getattr(old, "viewer", None)
        record = read_record(path)
        game, events = replay(record)
        stack = self.app.stack
        while stack.scenes:
            stack.pop()
        scene = stack.push("game", game=game, names=record.names, seats=record.seats, events=events,
                           hints=record.hints)
        if keep_viewer and viewer is not None and viewer in scene.table.humans():
            scene.viewer = viewer
            scene._after_change()
        self.app.step()
        self.patch()

    def settle(self, limit: float = 600.0) -> None:
        """Run the twin until a human is asked something (or the end): animations run out, the
        computers' and dice's moves come from the real autosave."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            top = self.top
            name = getattr(top, "scene_name", "")
            below = self.game_scene()
            if below is not None and below is not top and (below.animator.busy or below.hinter.thinking):
                self.step(0.1)            # the game under a curtain runs out its animations, as in the window
                continue
            if name == "game":
                if top.animator.busy or top.hinter.thinking or getattr(top, "handover", None) is not None:
                    self.step(0.1)        # ... and the moment before a curtain falls, as in the window
                    continue
                if top.computer_to_act() is not None and not top.game.is_over():
                    before = len(top.game.history)
                    self.step(0.1)
                    if len(top.game.history) == before:
                        if not self.real.alive():
                            raise RunFailed("the game exited")
                        time.sleep(0.05)
                    continue
                if top.game.is_over() and not top._ended:
                    self.step(0.1)
                    continue
                return
            if name in ("curtain", "title", "setup") and not (name == "setup" and top.loading is not None):
                if top.busy() if hasattr(top, "busy") else False:
                    self.step(0.1)
                    continue
                return
            if name == "end":
                if top.busy():
                    self.step(0.1)
                    continue
                return
            self.step(0.1)
        raise RunFailed("the twin did not come to a human's decision")


class Diverged(Exception):
    pass


# -- the player ------------------------------------------------------------------------------------

class Playtest:
    def __init__(self, args) -> None:
        self.args = args
        self.out = Path(args.out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.logfile = open(self.out / "log.txt", "w", encoding="utf-8")
        self.started = time.monotonic()
        self.shots = 0
        self.problems: list[str] = []
        self.rng = random.Random(args.seed)
        self.human_decisions = 0
        self.curtains = 0
        self.twin_rows: list[int] = []      # per screenshot: the rows where the twin's frame differs

    def log(self, text: str) -> None:
        line = f"[{time.monotonic() - self.started:7.1f}s] {text}"
        self.logfile.write(line + "\n")
        self.logfile.flush()
        if self.args.verbose:
            print(line, flush=True)

    def problem(self, text: str) -> None:
        self.problems.append(text)
        self.log("PROBLEM " + text)

    def shot(self, what: str) -> Path:
        self.shots += 1
        path = self.out / f"shot-{self.shots:04d}-{what}.png"
        self.display.shot(path)
        self.log(f"screenshot {path.name}")
        self.compare_twin(path)
        return path

    def compare_twin(self, path: Path) -> None:
        """How many pixel rows of the screenshot differ from the twin's frame (0: the twin shows
        exactly what the window shows, so its screen model is what the player sees). A twin frame
        that differs in more than 2 % of its rows is kept beside the shot (NAME-twin.png)."""
        twin = getattr(self, "twin", None)
        if twin is None:
            return
        import pygame
        app = twin.app
        app.dirty = True
        app.frame(0.0)
        width, height = app.size
        try:
            real = pygame.image.load(str(path))
            ox, oy = self.display.offset
            real = real.subsurface(pygame.Rect(ox, oy, width, height))
        except (pygame.error, ValueError) as error:
            self.log(f"twin comparison: {error}")
            return
        mine = pygame.image.tobytes(app.screen, "RGB")
        theirs = pygame.image.tobytes(real, "RGB")
        row = width * 3
        differ = [y for y in range(height) if mine[y * row:(y + 1) * row] != theirs[y * row:(y + 1) * row]]
        self.twin_rows.append(len(differ))
        if differ:
            self.log(f"twin differs from the window in {len(differ)} of {height} rows (y {differ[0]}..{differ[-1]})")
        if len(differ) > height // 50:
            pygame.image.save(app.screen, str(path.with_name(path.stem + "-twin.png")))

    def click(self, pos, what: str) -> None:
        self.log(f"click {what} at ({int(pos[0])}, {int(pos[1])})")
        self.display.click(pos)
        self.twin.click(pos)

    def button(self, name: str) -> bool:
        scene = self.twin.top
        button = scene.buttons.find(name) if hasattr(scene, "buttons") else None
        if button is None or not button.enabled:
            return False
        self.click(button.rect.center, f"button {name!r} ({button.label})")
        return True

    def wait_real(self, decisions: int | None = None) -> None:
        if not self.real.settle(decisions, self.log, timeout=self.args.timeout):
            self.problem(f"the window did not come to rest (after {self.shots} screenshots)")

    def twin_decisions(self) -> int | None:
        scene = self.twin.game_scene()
        return None if scene is None else len(scene.game.history)

    # -- setup ---------------------------------------------------------------------------------------

    def setup(self) -> None:
        a = self.args
        self.real.settle(None, self.log)
        # The pointer starts in the screen's middle (over a title button): rest it in a corner,
        # in the window and in the twin, so that both show no hover.
        import pygame
        corner = (self.twin.app.size[0] - 2, self.twin.app.size[1] - 2)
        self.display.run("xdotool", "mousemove", str(corner[0] + self.display.offset[0]),
                         str(corner[1] + self.display.offset[1]))
        self.twin.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(0, 0, 0))])
        self.real.settle(None, self.log)
        self.shot("title")
        if not self.button("new-game"):
            raise RunFailed("no New game button on the title")
        self.wait_real()
        setup = self.twin.top
        if not self.button(f"players-{a.players}"):
            raise RunFailed(f"no button for {a.players} players")
        for seat, kind in enumerate(a.seats):
            for _ in range(5):
                if setup.seats[seat] == kind:
                    break
                self.button(f"seat-{seat}")
            if setup.seats[seat] != kind:
                raise RunFailed(f"seat {seat} cannot be made {kind}")
        if a.start is not None:
            self.button(f"start-{a.start}")
        self.wait_real()
        self.shot("setup")
        self.button("start-game")

    # -- a human's decision ------------------------------------------------------------------------

    def choose(self, scene):
        """The human seat's decision, by the computer player --brain from that seat's view only."""
        game = scene.game
        seat = game.current_player()
        legal = game.legal_actions()
        if self.args.brain == "random":
            return self.rng.choice(legal)
        return self.brain(game, seat).decide(game.view(seat), legal, deadline=time.perf_counter() + 1.5)

    def brain(self, game, seat: int):
        """A computer player of the kind --brain for `seat`, told the events so far (the game's
        own players: scripts/playtest_dolmengoetter.py and playtest_eiszeit.py have theirs)."""
        from meduris_gui.games.meduris.ai.players import make_player
        brain = make_player(self.args.brain, seat, game.state.players, self.rng.randrange(1 << 30))
        brain.observe(game.events_so_far())
        return brain

    def suggest(self, scene, k: int):
        """Click Suggest, wait for the hint (twin and window), screenshot it; the hint or None."""
        if not self.button("suggest"):
            return None
        self.twin.settle()
        hint = scene.current_hint()
        self.wait_real(k)
        self.shot(f"d{k:03d}-hint")
        if hint is None:
            self.problem(f"decision {k}: Suggest showed no hint")
            return None
        self.log(f"hint: {hint.action} ({scene.hint_text()!r})")
        return hint

    def human_turn(self, scene) -> None:
        from meduris_gui.games.meduris.ui.scenes.game_point import next_click
        self.human_decisions += 1
        k = len(scene.game.history)
        seat = scene.game.current_player() if not scene.targets.roll else scene.game.state.turn
        prompt = scene.screen().prompt
        self.log(f"decision {k}: {scene.names()[seat]} ({scene.game.state.colours[seat]}) asked: {prompt!r}")
        if scene.targets.roll:
            self.shot(f"d{k:03d}-roll")
            self.button("roll")
            return
        action = None
        every = self.args.suggest_every
        want_hint = bool(every) and self.human_decisions % every == 0
        if want_hint and scene.buttons.find("suggest") is not None:
            want_hint = False
            hint = self.suggest(scene, k)
            action = hint.action if hint is not None else None
        elif self.args.hints and scene.buttons.find("suggest") is None and len(scene.game.legal_actions()) > 1:
            self.problem(f"decision {k}: hints are on but no Suggest button ({prompt!r})")
        if action is None:
            action = self.choose(scene)
        self.log(f"decision {k}: chooses {action}")
        self.shot(f"d{k:03d}-ask")
        for n in range(8 + len(scene.choosing.ordered)):
            spot = next_click(scene, action)
            if spot is None:
                taken = scene.game.history[k] if len(scene.game.history) > k else None
                if taken is None:
                    self.problem(f"decision {k}: the window offers no click toward {action}")
                    break
                break
            self.click(spot.center, f"{spot.place} {spot.name} toward {action}")
            if len(scene.game.history) > k:
                break
            self.wait_real(k)
            self.shot(f"d{k:03d}-click{n + 1}")
            if want_hint and scene.buttons.find("suggest") is not None:
                want_hint = False          # Suggest came only after a click (issue 19 item 7)
                self.problem(f"decision {k}: Suggest appeared only after the first click")
                self.suggest(scene, k)
        if len(scene.game.history) > k:
            taken = scene.game.history[k]
            if str(taken) != str(action) and not str(taken).startswith(str(action) + " pay"):
                self.problem(f"DIVERGED decision {k}: the player chose {action}, the window took {taken}")
            self.log(f"decision {k}: taken {taken}")
        else:
            # Nothing taken: fall back to any legal action by the game's own click player.
            from meduris_gui.games.meduris.ui.scenes.game_point import next_click as nc
            for fallback in scene.game.legal_actions():
                spot = nc(scene, fallback)
                if spot is not None:
                    self.problem(f"decision {k}: falls back to {fallback}")
                    self.click(spot.center, f"{spot.place} {spot.name} toward {fallback}")
                    return
            # A step of the window that is no action (a "go on" button a later version may show):
            # the one button of the prompt that is not a tool.
            tools = {"help", "undo", "cancel", "suggest", "more"} | set(getattr(scene, "bar_names", ()))
            offered = [b for b in scene.buttons.buttons if b.enabled and b.name not in tools]
            if len(offered) == 1:
                self.problem(f"decision {k}: no action offered, clicks the button {offered[0].name!r}")
                self.click(offered[0].rect.center, f"button {offered[0].name!r} ({offered[0].label})")
                return
            raise RunFailed(f"decision {k}: nothing to click")

    # -- the whole game ------------------------------------------------------------------------------

    def rounds_played(self, scene) -> int:
        rolls = sum(1 for action in scene.game.history if str(action).startswith("roll"))
        return rolls // scene.game.state.players

    def play(self) -> dict:
        a = self.args
        self.setup()
        # The game window: wait for the real autosave when a computer starts, else play on.
        for _ in range(2000):
            self.twin.settle()
            scene = self.twin.game_scene()
            real = self.real.record()
            if scene is not None and not self.twin.in_step(real):
                if real is not None and len(real["actions"]) >= len(scene.game.history):
                    self.log(f"twin rebuilt from the autosave ({len(real['actions'])} decisions)")
                    self.twin.rebuild(self.real.autosave)
                    continue
            if scene is not None and real is not None and len(real["actions"]) < len(scene.game.history):
                self.wait_real(len(scene.game.history))
                real = self.real.record()
                if real is not None and len(real["actions"]) < len(scene.game.history):
                    self.problem(f"the window did not take decision {len(real['actions'])} (a click lost?): "
                                 f"the twin goes back to the window's autosave")
                    self.twin.rebuild(self.real.autosave)
                    continue
            top = self.twin.top
            name = getattr(top, "scene_name", "")
            if name == "setup":
                self.twin.step(0.1)
                continue
            if name == "curtain":
                self.wait_real(self.twin_decisions())
                self.curtains += 1
                self.shot(f"d{self.twin_decisions():03d}-curtain")
                if self.twin_rows and self.twin_rows[-1] > self.twin.app.size[1] // 2:
                    # Most of the screen is not the twin's curtain: the window shows none (or
                    # something else). Never click blind: follow the window's autosave again.
                    self.problem(f"the twin shows a curtain at decision {self.twin_decisions()}, the window "
                                 f"does not ({self.twin_rows[-1]} rows differ)")
                    self.twin.rebuild(self.real.autosave, keep_viewer=False)
                    continue
                buttons = getattr(top, "buttons", None)
                named = [b for b in getattr(buttons, "buttons", []) if b.enabled]
                self.click(named[0].rect.center if named else self.twin.app.screen.get_rect().center, "the curtain")
                continue
            if name == "end":
                self.wait_real()
                self.shot("end")
                return self.end_scores(top)
            if name != "game":
                raise RunFailed(f"unexpected scene {name!r}")
            self.wait_real(len(top.game.history))
            if top.game.is_over():
                self.shot("game-over")
                if not self.button("final"):
                    raise RunFailed("the game is over but there is no button to the final scoring")
                continue
            if a.max_rounds and self.rounds_played(top) >= a.max_rounds and top.targets.roll:
                self.shot("stop")
                self.log(f"stopped after {self.rounds_played(top)} rounds (--max-rounds)")
                return self.panel_scores(top)
            self.human_turn(top)
        raise RunFailed("too many decisions")

    # -- the numbers -------------------------------------------------------------------------------

    def end_scores(self, end) -> dict:
        from meduris_gui.games.meduris.ui.scenes.end import COLUMNS
        shown = {}
        for seat, row in enumerate(end.rows):
            colour = end.game.state.colours[seat]
            cells = {key: end.cell(row, key) for key, _label in COLUMNS}
            shown[colour] = cells.get("total")
            parts = sum(int(row[key]) for key, _label in COLUMNS if key != "total")
            self.log(f"end table {colour}: {cells}")
            if parts != int(row["total"]):
                self.problem(f"end table row of {colour}: the columns shown sum to {parts}, the total is {row['total']}")
        return {"where": "end screen", "scores": shown}

    def panel_scores(self, scene) -> dict:
        table = scene.screen().table
        return {"where": "players' panels", "scores": {colour: str(score) for colour, score in
                                                       zip(scene.game.state.colours, table.score)}}

    def compare(self, shown: dict) -> bool:
        shutil.copy(self.real.autosave, self.out / "game.yaml")
        done = subprocess.run([sys.executable, "-m", "meduris_gui", "replay", str(self.out / "game.yaml")],
                              capture_output=True, text=True, cwd=str(ROOT))
        (self.out / "replay.json").write_text(done.stdout + done.stderr)
        if done.returncode != 0:
            self.problem(f"meduris replay failed: {done.stderr.strip()}")
            return False
        replayed = json.loads(done.stdout)["scores"]
        match = all(str(replayed.get(colour)) == str(score) for colour, score in shown["scores"].items()) \
            and set(replayed) == set(shown["scores"])
        self.log(f"scores on the {shown['where']}: {shown['scores']}; meduris replay: {replayed}; "
                 f"{'MATCH' if match else 'MISMATCH'}")
        self.comparison = (shown, replayed, match)
        return match

    def run(self) -> int:
        a = self.args
        xvfb = None
        data = Path(tempfile.mkdtemp(prefix="meduris-playtest-"))
        try:
            if a.xvfb:
                xvfb = start_xvfb(a.display, a.size, self.log)
            self.display = Display(a.display, self.out, self.log)
            geometry = self.display.run("xdotool", "getdisplaygeometry").split()
            self.log(f"display {a.display}: {geometry[0]}x{geometry[1]}")
            settings_kw = dict(language=a.lang, speed=a.speed, one_click_build=a.one_click, hints=a.hints,
                               tutorial_offered=True, muted=True, music=False, window_size=a.size)
            config = data / "config"
            config.mkdir()
            remembered = dict(settings_kw, window_size=list(a.size), games_finished=0)
            (config / "settings.yaml").write_text(yaml.safe_dump(remembered))
            self.real = RealGame(data / "data", config, self.display, self.out)
            size = self.display.find_window(self.real.proc.pid)
            self.log(f"window {self.display.window} at {self.display.offset}, {size[0]}x{size[1]}")
            if tuple(size) != tuple(a.size):
                self.problem(f"the window is {size[0]}x{size[1]}, not {a.size[0]}x{a.size[1]}")
            # The twin: same size and settings, its own empty data folder.
            os.environ["MEDURIS_DATA_DIR"] = str(data / "twin")
            os.environ["MEDURIS_CONFIG_DIR"] = str(data / "twin-config")
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
            self.twin = Twin(size, settings_kw, self.real, self.log)
            shown = self.play()
            ok = self.compare(shown)
            self.summary(ok)
            return 0 if ok else 1
        except (RunFailed, Diverged) as error:
            self.problem(f"RUN FAILED: {error}")
            try:
                self.shot("failed")
            except Exception:          # noqa: BLE001 - the display may be gone
                pass
            self.summary(False)
            return 2
        finally:
            if hasattr(self, "real"):
                self.real.stop()
            if xvfb is not None:
                xvfb.terminate()
            shutil.rmtree(data, ignore_errors=True)
            self.logfile.close()

    def summary(self, ok: bool) -> None:
        minutes = (time.monotonic() - self.started) / 60
        lines = [f"playtest: {self.args.players} players, {self.args.lang}, {self.args.size[0]}x{self.args.size[1]}, "
                 f"seats {','.join(self.args.seats)}: {minutes:.1f} min, {self.shots} screenshots in {self.out}, "
                 f"{self.human_decisions} human decisions, {self.curtains} curtains"]
        real = getattr(self, "real", None)
        rolls = sum(1 for action in (real.actions() if real else []) if action.startswith("roll"))
        rounds = rolls / self.args.players
        if rounds:
            lines.append(f"{rounds:.1f} rounds (die rolls / players): {self.curtains / rounds:.1f} curtains per round")
        if self.twin_rows:
            same = sum(1 for rows in self.twin_rows if rows == 0)
            lines.append(f"twin frame equal to the window's in {same} of {len(self.twin_rows)} screenshots "
                         f"(frames differing in >2 % of rows are kept as *-twin.png)")
        if hasattr(self, "comparison"):
            shown, replayed, match = self.comparison
            lines.append(f"scores on the {shown['where']}: {shown['scores']}")
            lines.append(f"meduris replay:            {replayed}")
            lines.append("MATCH" if match else "MISMATCH")
        if self.problems:
            # The same problem at many decisions is told once, with its count and first example.
            kinds: dict[str, list[str]] = {}
            for problem in self.problems:
                kinds.setdefault(re.sub(r"\(.*\)|\d+", "#", problem), []).append(problem)
            lines.append(f"{len(self.problems)} problem(s) (all in log.txt):")
            lines += [f"  - {found[0]}" + (f"  [x{len(found)}]" if len(found) > 1 else "") for found in kinds.values()]
        text = "\n".join(lines)
        self.log(text)
        if not self.args.verbose:
            print(text, flush=True)


def parse_args(argv=None, doc: str | None = None):
    """The command line; `doc`: the script's docstring (its first paragraph is --help's description;
    the other games' playtests give theirs)."""
    parser = argparse.ArgumentParser(description=(doc or __doc__).split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenario", choices=sorted(SCENARIOS), default="A")
    parser.add_argument("--players", type=int)
    parser.add_argument("--lang", choices=("it", "es", "de", "en"))
    parser.add_argument("--size", help="WxH of the window (and of Xvfb with --xvfb)")
    parser.add_argument("--seats", help="who plays each seat: human, easy, medium, strong (comma-separated)")
    parser.add_argument("--start", type=int, help="the start player's seat (default: a computer's, so that the "
                        "real game's setup is read before the first human decision)")
    parser.add_argument("--one-click", action=argparse.BooleanOptionalAction, default=None)
    parser.add_argument("--hints", action=argparse.BooleanOptionalAction, default=None)
    parser.add_argument("--suggest-every", type=int, help="click Suggest every N human decisions (0: never)")
    parser.add_argument("--speed", default="fast", choices=("slow", "normal", "fast", "instant"))
    parser.add_argument("--brain", default="medium", choices=("random", "easy", "medium", "strong"),
                        help="the computer player that chooses the human seats' actions")
    parser.add_argument("--max-rounds", type=int, default=0, help="stop after N rounds (0: the whole game); the "
                        "panels' scores are compared then")
    parser.add_argument("--display", default=":99")
    parser.add_argument("--xvfb", action="store_true", help="start Xvfb on --display with --size (and stop it)")
    parser.add_argument("--out", required=True, help="the folder for the screenshots and the log")
    parser.add_argument("--seed", type=int, default=1, help="seeds the human seats' choices")
    parser.add_argument("--timeout", type=float, default=60.0, help="s to wait for the window to come to rest")
    parser.add_argument("-v", "--verbose", action="store_true", help="print the log as it is written")
    args = parser.parse_args(argv)
    base = SCENARIOS[args.scenario]
    for key in ("players", "lang", "size", "seats", "one_click", "hints", "start", "suggest_every"):
        if getattr(args, key) is None:
            setattr(args, key, base[key])
    args.size = tuple(int(n) for n in str(args.size).lower().split("x"))
    args.seats = [s.strip() for s in args.seats.split(",")]
    if len(args.seats) != args.players:
        parser.error(f"--seats names {len(args.seats)} seats for {args.players} players")
    return args


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))
    return Playtest(parse_args(argv)).run()


if __name__ == "__main__":
    sys.exit(main())

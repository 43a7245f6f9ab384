#!/usr/bin/env python3
"""Play a whole game of Die Dolmengötter in a REAL window by real mouse clicks, and check its numbers.

The Dolmengötter twin of scripts/playtest.py (read its docstring: the X display, the real game's
process and autosave, the screenshots and their comparison with the twin's frame are its code,
imported from there). What differs is the game:

* the title's "Die Dolmengötter" button is clicked first (in the window and in the twin);
* the headless twin's computers are an oracle that plays the action the real window's autosave
  recorded (`Seats.update` replaced); there is no die;
* a human seat's decision is chosen by a computer player (--brain) from that seat's view
  (`game.view(seat)`) only, and clicked with the Dolmengötter scene's own geometry
  (`layout.geometry.point(place)`, the prompt's buttons): `place P` one click on P, `walk/fly A B`
  a click on the druid A (the screenshot then shows the walk's glowing ends) and one on B,
  `herbs A` A twice, `stone`, `point`, `dolmen V`, `pass` their buttons;
* the end: the end table's columns (start + points lost + circles + final = total) and its totals
  against `meduris replay` of the autosave.

The strong computer's decision time is measured in the real window: its decisions are worked out
in a thread each (ui/thinker.py); the game's process is watched through /proc/PID/task every
10 ms, and each short-lived thread's lifetime is one decision, attributed to the seat that decided
the next action the autosave recorded.

    .venv/bin/python scripts/playtest_dolmengoetter.py --scenario A --xvfb --display :97 --out /tmp/dg-a
    .venv/bin/python scripts/playtest_dolmengoetter.py --scenario B --xvfb --display :98 --out /tmp/dg-b

Without xwd (x11-apps) the screen's hash for "the window is at rest" comes from ImageMagick's
`import`. The human seats' brain defaults to medium; `--brain strong` plays closer games (more
dolmen rights and scored circles to look at).

Scenario A: 2 players, Italian, 1366x768, a human against the strong computer. Scenario B: 4
players, German, 1920x1080, two humans (hot-seat: the curtain between them), a medium and a
strong computer. Exit status 0 when the scores match, 1 when they do not, 2 when the run failed.
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import playtest as pt  # noqa: E402  (scripts/playtest.py: the display, the real game, the screenshots)

SCENARIOS = {
    "A": dict(players=2, lang="it", size="1366x768", seats="human,strong", one_click=False, hints=True,
              start=1, suggest_every=0),
    "B": dict(players=4, lang="de", size="1920x1080", seats="human,human,medium,strong", one_click=False,
              hints=True, start=2, suggest_every=0),
}


class ThinkWatch(threading.Thread):
    """The real window's short-lived threads (each a computer's decision, ui/thinker.py): their
    lifetimes, and when the autosave grew."""

    def __init__(self, real) -> None:
        super().__init__(daemon=True)
        self.real = real
        self.pid = real.proc.pid
        self.stop_now = False
        self.base: set = set()
        self.seen: dict[str, list[float]] = {}      # tid: [first seen, last seen]
        self.saves: list[tuple[float, int]] = []    # (time, mtime_ns) of each change of the autosave

    def tids(self) -> set:
        try:
            return set(os.listdir(f"/proc/{self.pid}/task"))
        except OSError:
            return set()

    def run(self) -> None:
        time.sleep(0.5)
        self.base = self.tids()
        last = None
        while not self.stop_now:
            now = time.monotonic()
            for tid in self.tids() - self.base:
                self.seen.setdefault(tid, [now, now])[1] = now
            try:
                mtime = self.real.autosave.stat().st_mtime_ns
            except OSError:
                mtime = None
            if mtime != last and mtime is not None:
                self.saves.append((now, mtime))
                last = mtime
            time.sleep(0.01)

    def lifetimes(self) -> list[tuple[float, float]]:
        """(start, seconds) of each finished thread (the last one may still run)."""
        return sorted((first, last - first + 0.01) for first, last in self.seen.values())


class DgTwin(pt.Twin):
    """scripts/playtest.py's twin on Die Dolmengötter's scenes (dg-game, dg-curtain, dg-end); a
    game on the table's seated scenes (Eiszeit: scripts/playtest_eiszeit.py) names its own."""

    game_name, curtain_name, end_name, setup_name = "dg-game", "dg-curtain", "dg-end", "dg-setup"

    def game_scene(self):
        for scene in reversed(self.app.stack.scenes):
            if getattr(scene, "scene_name", "") == self.game_name:
                return scene
        return None

    def patch(self) -> None:
        scene = self.game_scene()
        if scene is None or scene is self.patched:
            return
        from meduris_gui.games.dolmengoetter.rules.actions import Action
        real = self.real

        def update(game, dt, speed, seats=scene.seats):
            if seats.computer_to_act(game) is None:
                return None
            k = len(game.history)
            actions = real.actions()
            return Action.parse(actions[k]) if len(actions) > k else None

        scene.seats.update = update
        self.patched = scene

    def record(self) -> dict | None:
        scene = self.game_scene()
        if scene is None:
            return None
        game = scene.game
        return {"players": list(game.state.colours), "start_player": game.state.start_player,
                "actions": [str(a) for a in game.history]}

    def in_step(self, real: dict | None) -> bool:
        mine = self.record()
        if mine is None or real is None:
            return True
        if [str(c) for c in mine["players"]] != [str(c) for c in real.get("players", [])]:
            return False
        if str(mine["start_player"]) != str(real.get("start_player")):
            return False
        return [str(a) for a in real["actions"][:len(mine["actions"])]] == mine["actions"]

    def rebuild(self, path: Path, keep_viewer: bool = True) -> None:
        from meduris_gui.saves import read_record
        old = self.game_scene()
        viewer = getattr(old, "viewer", None)
        record = read_record(path)
        game = record.replay()
        stack = self.app.stack
        while stack.scenes:
            stack.pop()
        scene = stack.push(self.game_name, game=game, names=record.names, seats=record.seats, resumed=True)
        if keep_viewer and viewer is not None:
            scene.viewer = viewer
            scene._after_change()
        self.app.step()
        self.patch()

    def settle(self, limit: float = 600.0) -> None:
        """Run the twin until a human is asked something, a curtain or the end."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            self.follow()
            top = self.top
            name = getattr(top, "scene_name", "")
            if name == self.game_name:
                if top.animator.busy or top.handover is not None:
                    self.step(0.1)
                    continue
                if top.seats.computer_to_act(top.game) is not None:
                    before = len(top.game.history)
                    self.step(0.1)
                    if len(top.game.history) == before:
                        if not self.real.alive():
                            raise pt.RunFailed("the game exited")
                        time.sleep(0.05)
                    continue
                if top.game.is_over() and not top.ended:
                    self.step(0.1)
                    continue
                return
            if name in (self.curtain_name, self.end_name, "title", self.setup_name):
                return
            self.step(0.1)
        raise pt.RunFailed("the twin did not come to a human's decision")

    def follow(self) -> None:
        """Before each step of settle: a game whose twin can go astray between two human
        decisions (Eiszeit's chance at the start) goes back to the window's autosave here."""


class DgPlaytest(pt.Playtest):
    game = "dolmengoetter"          # the title's button game-<game>; the scenes are the twin's names

    def setup(self) -> None:
        import pygame
        a = self.args
        self.watch = ThinkWatch(self.real)
        self.watch.start()
        self.real.settle(None, self.log)
        corner = (self.twin.app.size[0] - 2, self.twin.app.size[1] - 2)
        self.display.run("xdotool", "mousemove", str(corner[0] + self.display.offset[0]),
                         str(corner[1] + self.display.offset[1]))
        self.twin.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(0, 0, 0))])
        self.real.settle(None, self.log)
        self.shot("title-meduris")
        if not self.button(f"game-{self.game}"):
            raise pt.RunFailed(f"no {self.game} button on the title")
        self.wait_real()
        self.shot("title")
        if not self.button("new-game"):
            raise pt.RunFailed("no New game button on the title")
        self.wait_real()
        setup = self.twin.top
        if getattr(setup, "scene_name", "") != self.twin.setup_name:
            raise pt.RunFailed(f"New game opened {getattr(setup, 'scene_name', setup)!r}, not {self.twin.setup_name}")
        if not self.button(f"players-{a.players}"):
            raise pt.RunFailed(f"no button for {a.players} players")
        for seat, kind in enumerate(a.seats):
            for _ in range(5):
                if setup.seats[seat] == kind:
                    break
                self.button(f"seat-{seat}")
            if setup.seats[seat] != kind:
                raise pt.RunFailed(f"seat {seat} cannot be made {kind}")
        if a.start is not None:
            self.button(f"start-{a.start}")
        self.more_setup(setup)
        self.wait_real()
        self.shot("setup")
        self.button("start-game")

    def more_setup(self, setup) -> None:
        """The game's own choices in its setup (Eiszeit: the short game), after the seats."""

    def brain(self, game, seat: int):
        from meduris_gui.games.dolmengoetter.ai.players import make_player
        brain = make_player(self.args.brain, seat, game.state.n, self.rng.randrange(1 << 30), board=game.state.board)
        brain.observe(game.events_so_far())
        return brain

    def place_click(self, scene, place: int, what: str) -> None:
        self.click(scene.layout.geometry.point(place), f"place {place} {what}")

    def human_turn(self, scene) -> None:
        self.human_decisions += 1
        game = scene.game
        k = len(game.history)
        seat = game.current_player()
        prompt = scene.prompt_text()
        self.log(f"decision {k}: {scene.names()[seat]} ({game.state.colours[seat]}, step {game.state.step}) "
                 f"asked: {prompt!r}; viewer {scene.viewer}")
        if scene.viewer != seat and game.state.step != "place":     # the setup shows nobody's values
            self.problem(f"decision {k}: seat {seat} decides but the screen shows seat {scene.viewer}'s values")
        action = self.choose(scene)
        self.log(f"decision {k}: chooses {action}")
        self.shot(f"d{k:03d}-{game.state.step}")
        verb = action.verb
        if verb == "place":
            self.place_click(scene, action.a, "(a druid)")
        elif verb in ("walk", "fly", "herbs"):
            self.place_click(scene, action.a, "(the druid)")
            if scene.selected != action.a:
                self.problem(f"decision {k}: the click on {action.a} did not select the druid")
            self.wait_real(k)
            ends = sorted(scene.targets())
            self.log(f"decision {k}: the druid on {action.a} shows ends {ends}")
            if verb != "herbs" and action.b not in ends:
                self.problem(f"decision {k}: {action.b} is not among the glowing ends {ends}")
            if self.human_decisions % 3 == 1:
                self.shot(f"d{k:03d}-preview")
            self.place_click(scene, action.b if verb != "herbs" else action.a, f"({verb})")
        else:
            name = {"dolmen": "dolmen-none" if action.a == 0 else f"dolmen-{action.a}"}.get(verb, verb)
            if not self.button(name):
                raise pt.RunFailed(f"decision {k}: no button {name!r} for {action}")
        if len(game.history) <= k:
            raise pt.RunFailed(f"decision {k}: the clicks took no action (wanted {action})")
        taken = game.history[k]
        if str(taken) != str(action):
            self.problem(f"DIVERGED decision {k}: the player chose {action}, the window took {taken}")
        kinds = {getattr(e, "kind", "") for e in scene.animator.events}
        if "scored" in kinds or "final_scoring" in kinds:
            time.sleep(0.35)                       # the real window is in its scoring's animation
            self.shot(f"d{k:03d}-scoring")
            time.sleep(0.8)                        # ... its rows shown one by one
            self.shot(f"d{k:03d}-scoring-rows")
        if "scored" in kinds or "final_scoring" in kinds or verb == "dolmen":
            self.wait_real(k + 1)
            self.shot(f"d{k:03d}-after")

    def play(self) -> dict:
        self.setup()
        for _ in range(3000):
            self.twin.settle()
            scene = self.twin.game_scene()
            real = self.real.record()
            if scene is not None and not self.twin.in_step(real):
                if real is not None and len(real["actions"]) >= len(scene.game.history):
                    self.problem(f"twin rebuilt from the autosave ({len(real['actions'])} decisions)")
                    self.twin.rebuild(self.real.autosave)
                    continue
            top = self.twin.top
            name = getattr(top, "scene_name", "")
            twin = self.twin
            if name == twin.setup_name:
                self.twin.step(0.1)
                continue
            if name == twin.curtain_name:
                self.wait_real(self.twin_decisions())
                self.curtains += 1
                self.shot(f"d{self.twin_decisions():03d}-curtain")
                if self.twin_rows and self.twin_rows[-1] > self.twin.app.size[1] // 2:
                    raise pt.RunFailed("the twin shows a curtain, the window does not")
                self.click((self.twin.app.size[0] // 2, self.twin.app.size[1] - 10), "the curtain")
                continue
            if name == twin.end_name:
                self.wait_real()
                self.shot("end")
                return self.end_scores(top)
            if name != twin.game_name:
                raise pt.RunFailed(f"unexpected scene {name!r}")
            self.wait_real(len(top.game.history))
            if top.game.is_over():
                self.shot("game-over")
                if not self.button("scores"):
                    raise pt.RunFailed("the game is over but there is no button to the scores")
                continue
            self.human_turn(top)
        raise pt.RunFailed("too many decisions")

    def end_scores(self, end) -> dict:
        from meduris_gui.games.dolmengoetter.ui.scenes.end import COLUMNS, columns_of
        shown = {}
        for seat, row in enumerate(end.outcome.breakdown):
            colour = end.game.state.colours[seat]
            numbers = columns_of(row)
            shown[colour] = str(numbers["total"])
            parts = sum(numbers[key] for key, _label in COLUMNS if key not in ("total", "dolmens_placed"))
            self.log(f"end table {colour}: {numbers}")
            if parts != numbers["total"]:
                self.problem(f"end table row of {colour}: the columns sum to {parts}, the total is {numbers['total']}")
        if self.twin_rows and self.twin_rows[-1]:
            self.problem(f"the end screen differs from the twin's in {self.twin_rows[-1]} rows")
        return {"where": "end screen", "scores": shown}

    def summary(self, ok: bool) -> None:
        watch = getattr(self, "watch", None)
        if watch is not None:
            watch.stop_now = True
            self.decision_times(watch)
        super().summary(ok)

    def decision_times(self, watch) -> None:
        """Each thinker thread's lifetime, by the kind of the seat whose action the autosave recorded next."""
        try:
            from meduris_gui.saves import read_record
            record = read_record(self.out / "game.yaml" if (self.out / "game.yaml").exists() else self.real.autosave)
            game = record.replay()
        except Exception as error:  # noqa: BLE001
            self.log(f"decision times: {error}")
            return
        kinds = list(record.seats or [])
        deciders = self.decision_seats(game)
        saves = [t for t, _m in watch.saves]
        by_kind: dict[str, list[float]] = {}
        for start, seconds in watch.lifetimes():
            # the save that follows the thread's end holds its decision (one decision a save)
            after = [n for n, t in enumerate(saves) if t >= start + seconds - 0.02]
            if not after:
                continue
            index = after[0]                     # saves[0] is the first decision's save
            if index >= len(deciders):
                continue
            seat = deciders[index]
            kind = kinds[seat] if seat is not None and 0 <= seat < len(kinds) else "?"
            by_kind.setdefault(kind, []).append(seconds)
        for kind, times in sorted(by_kind.items()):
            times.sort()
            self.log(f"decision time ({kind}, {len(times)} decisions, thread lifetimes in the window): median "
                     f"{statistics.median(times):.3f} s, 90% {times[int(0.9 * (len(times) - 1))]:.3f} s, "
                     f"max {times[-1]:.3f} s")
            if not self.args.verbose:
                print(f"decision time {kind}: n={len(times)} median {statistics.median(times):.3f} s "
                      f"max {times[-1]:.3f} s", flush=True)
        gaps = [b - a for a, b in zip(saves, saves[1:])]
        if gaps:
            self.log(f"autosave intervals: median {statistics.median(gaps):.3f} s, max {max(gaps):.3f} s")


    def decision_seats(self, game) -> list:
        """The seat of each decision, in the order of the autosave's writes (one a decision)."""
        return list(game.deciders)


def grab_hash(display) -> str:
    """The screen's hash by ImageMagick when xwd (x11-apps) is not installed."""
    import hashlib
    import shutil
    import subprocess
    command = ["xwd", "-root", "-silent"] if shutil.which("xwd") else ["import", "-window", "root", "rgb:-"]
    raw = subprocess.run(command, env=display.env, capture_output=True, timeout=30).stdout
    return hashlib.md5(raw).hexdigest()


def main(argv=None, scenarios=SCENARIOS, twin=DgTwin, playtest=DgPlaytest, doc: str = __doc__) -> int:
    """Run a scenario of `scenarios` with the game's `twin` and `playtest` classes (the defaults:
    Die Dolmengötter's; scripts/playtest_eiszeit.py passes Eiszeit's)."""
    pt.Display.grab_hash = grab_hash
    pt.SCENARIOS.clear()
    pt.SCENARIOS.update(scenarios)
    pt.Twin = twin
    args = pt.parse_args(argv, doc)
    os.environ.setdefault("MEDURIS_LOG_DIR", str(Path(args.out).resolve() / "window-log"))
    return playtest(args).run()


if __name__ == "__main__":
    sys.exit(main())

"""Helpers the window's tests of every game share (importable from any test folder, as
game_checks.py): what a scene draws, the real window as the playtest scripts' twin sees it, and
synthetic clicks: on a point, on a named button, and a player of the seated tables (Die
Dolmengötter, Eiszeit) that decides by clicks only (each game says what it clicks)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import yaml


def traced(app, scene) -> list:
    """What `scene` alone draws in one frame, as table.widgets.Drawn records."""
    from meduris_gui.table import widgets
    widgets.TRACE = []
    try:
        scene.draw(app.screen)
        return widgets.TRACE
    finally:
        widgets.TRACE = None


class FakeReal:
    """The real window as a playtest's twin sees it (scripts/playtest*.py): an autosave file that
    grows."""

    def __init__(self, path: Path) -> None:
        self.autosave = path

    def record(self) -> dict:
        return yaml.safe_load(self.autosave.read_text())

    def actions(self) -> list[str]:
        return [str(a) for a in self.record()["actions"]]

    def alive(self) -> bool:
        return True


def write_record(path: Path, record_class, game, decisions: int, seats) -> None:
    """The autosave of `game` (its record_class's) after its first `decisions` actions."""
    record = record_class.of(game).to_dict()
    record["actions"] = record["actions"][:decisions]
    record["seats"] = list(seats)
    path.write_text(yaml.safe_dump(record))


def click(app, pos, button: int = 1) -> None:
    """The pointer moved to `pos` and the mouse `button` pressed there (one frame)."""
    pos = (round(pos[0]), round(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)])


def click_button(app, scene, name: str) -> bool:
    """A click on `scene`'s button `name`; False (no click) when it is missing or off."""
    found = scene.buttons.find(name)
    if found is None or not found.enabled:
        return False
    click(app, found.rect.center)
    return True


class SeatedClickPlayer:
    """Plays the human seats of a seated table (table/scenes/seated.py) by clicks: the curtain
    away, the scores once the game is over, else a frame while a computer or an animation is
    due; a human's decision is the game's `decide(scene)` (one click). `step()` makes one click
    (or one frame)."""

    curtain: type = type(None)        # the game's curtain scene class
    table: type = type(None)          # the game's table scene class

    def __init__(self, app, rng: random.Random) -> None:
        self.app = app
        self.rng = rng

    def decide(self, scene) -> None:
        """One click of the human deciding at `scene`."""
        raise NotImplementedError

    def step(self) -> None:
        app = self.app
        top = app.stack.top
        if isinstance(top, self.curtain):
            click(app, (5, 5))
            return
        if not isinstance(top, self.table):
            app.step()
            return
        scene = top
        if scene.animator.busy or not scene.human_decides():
            if scene.game.is_over() and not scene.animator.busy and click_button(app, scene, "scores"):
                return
            app.step(dt=0.2)
            return
        self.decide(scene)


def play_to_end(app, player, end_scene: str, limit: int) -> int:
    """`player.step()` until the scene named `end_scene` is on top (at most `limit` steps): the steps."""
    steps = 0
    while getattr(app.stack.top, "scene_name", None) != end_scene:
        player.step()
        steps += 1
        assert steps < limit, "the game does not reach the end scene"
    return steps


class FrameCheck:
    """Every frame the window draws part by part (table/frames.py), compared with a full redraw
    of the same moment: `faults` lists (frame, rectangles that differ); `partial` counts the
    frames drawn part by part (and `shown`, those that showed anything at all)."""

    def __init__(self, app) -> None:
        self.app = app
        self.frames = self.partial = self.shown = 0
        self.faults: list = []
        self._present = app.present
        app.present = self._check

    def _check(self) -> None:
        app = self.app
        updated = []
        update = pygame.display.update
        pygame.display.update = lambda rects: updated.append(rects) or update(rects)
        flip = pygame.display.flip
        flipped = []
        pygame.display.flip = lambda: flipped.append(1) or flip()
        try:
            self._present()
        finally:
            pygame.display.update, pygame.display.flip = update, flip
        self.frames += 1
        self.partial += bool(updated)
        self.shown += bool(updated or flipped)
        full = app.screen.copy()
        full.fill((255, 0, 255))
        window, app.screen = app.screen, full        # the notice is drawn on app.screen
        try:
            app.stack.draw(full)
            app._draw_notice()
        finally:
            app.screen = window
        same = pygame.mask.from_threshold(window, (0, 0, 0, 0), (1, 1, 1, 255), full)
        width, height = window.get_size()
        if same.count() != width * height:
            same.invert()
            self.faults.append((self.frames, same.get_bounding_rects()[:8]))


def check_frames_of_a_game(app, scene, player, frames: int, partial: int) -> None:
    """Play `scene`'s game with `player` (its steps: clicks, frames) for `frames` frames or to its
    end, every frame compared with a full redraw (FrameCheck): none differs, and at least
    `partial` were drawn part by part."""
    check = FrameCheck(app)
    while check.frames < frames and not scene.game.is_over():
        player.step()
    assert check.faults == []
    assert check.frames >= frames
    assert check.partial >= partial

"""Helpers the window's tests of every game share (importable from any test folder, as
game_checks.py): what a scene draws, and the real window as the playtest scripts' twin sees it."""

from __future__ import annotations

from pathlib import Path

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


class FrameCheck:
    """Every frame the window draws part by part (table/frames.py), compared with a full redraw
    of the same moment: `faults` lists (frame, rectangles that differ); `partial` counts the
    frames drawn part by part (and `shown`, those that showed anything at all)."""

    def __init__(self, app) -> None:
        import pygame
        self.pg = pygame
        self.app = app
        self.frames = self.partial = self.shown = 0
        self.faults: list = []
        self._present = app.present
        app.present = self._check

    def _check(self) -> None:
        pygame, app = self.pg, self.app
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

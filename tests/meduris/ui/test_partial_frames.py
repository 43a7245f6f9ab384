"""Frames drawn part by part (table/frames.py, issue 23 item 4) are the full redraw's picture:
a game of Meduris played by clicks at normal speed, every frame compared pixel for pixel with the
scene drawn whole at the same moment (hovering, tooltips, flying pieces, the druid's walks, the
score markers, a notice, a resize)."""

from __future__ import annotations

import random

import pygame

from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.app import App, Settings
from meduris_gui.table.frames import Damage, Part, merge

from window_checks import FrameCheck


def test_every_frame_drawn_part_by_part_equals_the_full_redraw():
    app = App(size=(1366, 768), settings=Settings(language="de", speed="normal", open_screens=True, autosave=False),
              headless=True)
    rng = random.Random(5)
    scene = app.stack.push(GameScene(Game.new(["purple", "blue", "green", "red"], 0, rng=rng), seed=5))
    check = FrameCheck(app)
    player = ClickPlayer(app, rng)
    while check.frames < 700 and not scene.game.is_over():
        if check.frames == 300:
            app.notify("A notice over the table")            # the window's own part above the scene
        if check.frames == 450:
            app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
        player.step()
        if check.frames % 7 == 0:                             # the pointer wanders: hover, tooltips
            pos = (rng.randrange(app.size[0]), rng.randrange(app.size[1]))
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert check.faults == []
    assert check.frames >= 700
    assert check.partial > check.frames // 2            # most frames were drawn part by part


def test_an_idle_frame_shows_nothing_and_a_moving_piece_only_its_place():
    app = App(size=(1366, 768), settings=Settings(language="en", speed="normal", autosave=False), headless=True)
    app.stack.push(GameScene(Game.new(["purple", "blue"], 0, seed=2), seed=2))
    app.step()
    check = FrameCheck(app)
    app.dirty = True
    app.step()                                      # nothing changed: nothing drawn nor shown
    assert (check.frames, check.shown) == (1, 0)


def test_damage_is_the_old_and_new_place_of_a_changed_part_and_none_when_unsure():
    damage = Damage()
    size = (1000, 800)
    assert damage.changed([Part("a", (0, 0, 10, 10), 1)], size) is None        # nothing drawn before
    assert damage.changed([Part("a", (0, 0, 10, 10), 1)], size) == []
    assert damage.changed([Part("a", (100, 0, 10, 10), 1)], size) == [pygame.Rect(0, 0, 10, 10),
                                                                      pygame.Rect(100, 0, 10, 10)]
    assert damage.changed([Part("a", (100, 0, 10, 10), 2), Part("b", (0, 500, 5, 5), 0)], size) == \
        [pygame.Rect(100, 0, 10, 10), pygame.Rect(0, 500, 5, 5)]             # changed, and one that came
    assert damage.changed([Part("a", (0, 0, 990, 790), 3)], size) is None      # most of the window: whole
    assert damage.changed(None, size) is None                                   # a scene without parts


def test_merge_joins_overlapping_rectangles_and_keeps_few_passes():
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(100, 100, 5, 5)]
    assert sorted(map(tuple, merge(rects))) == [(0, 0, 15, 15), (100, 100, 5, 5)]
    assert merge([pygame.Rect(0, 0, 800, 700), pygame.Rect(790, 100, 500, 50)]) == \
        [pygame.Rect(0, 0, 800, 700), pygame.Rect(790, 100, 500, 50)]       # overlapping, apart: two passes
    many = [pygame.Rect(50 * k, 0, 10, 10) for k in range(6)]
    merged = merge(many)
    assert len(merged) <= 3
    assert all(any(m.contains(r) for m in merged) for r in many)

"""Frames drawn part by part (table/frames.py, issue 23 item 4) are the full redraw's picture in
Eiszeit too: a game played by clicks at normal speed, every frame compared pixel for pixel with
the scene drawn whole at the same moment."""

from __future__ import annotations

import random

from ez_helpers import ClickPlayer, ez_app, start_ez_game
from window_checks import check_frames_of_a_game


def test_every_frame_drawn_part_by_part_equals_the_full_redraw():
    app = ez_app("de", speed="normal", seed=4)
    scene = start_ez_game(app, ["human", "easy", "easy"], seed=4)
    check_frames_of_a_game(app, scene, ClickPlayer(app, random.Random(4)), 400, 40)

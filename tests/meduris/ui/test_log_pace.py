"""The log keeps pace with the board: a decision's lines appear as its animation shows their
events, so the log never names a score the board and the panels do not show yet (a newcomer saw
"Winner: Blue" and the temples' points in the log while the score track still showed 16 : 22)."""

from __future__ import annotations

import random

import pytest

from meduris_gui.table.app import App, Settings

from helpers import a_game


@pytest.mark.slow
def test_the_log_shows_only_the_events_the_board_shows_and_all_of_them_at_the_end():
    app = App(size=(1366, 768), settings=Settings(language="de", speed="normal", autosave=False, open_screens=True), headless=True)
    game = a_game(0, seed=5, players=2)
    scene = app.stack.push("game", game=game, seed=5)
    while app.stack.top is not scene:
        app.stack.pop()
    rng = random.Random(5)
    checked_during = 0
    for _decision in range(120):
        if game.is_over():
            break
        logged_before = len(scene.log.events)
        legal = list(game.legal_actions())
        if game.current_player() < 0:
            scene.roll()
        else:
            scene.act(legal[rng.randrange(len(legal))])
        total = len(game.events_so_far())
        while scene.animator.busy:
            shown = len(scene.animator.shown())
            assert len(scene.log.events) == logged_before + shown          # in step, never ahead
            checked_during += shown < total - logged_before
            app.step(dt=1 / 30)
        assert scene.log.events == game.events_so_far()                   # all of it once shown
    assert checked_during > 50                # the log really was behind while things moved


def test_undo_during_an_animation_leaves_the_log_equal_to_the_game():
    app = App(size=(1366, 768), settings=Settings(language="it", speed="slow", autosave=False, open_screens=True),
              headless=True)
    game = a_game(0, seed=2, players=2)
    scene = app.stack.push("game", game=game, seed=2)
    rng = random.Random(2)
    undone = 0
    for _decision in range(300):
        if game.is_over() or undone >= 3:
            break
        legal = list(game.legal_actions())
        if game.current_player() < 0:
            scene.roll()
        else:
            scene.act(legal[rng.randrange(len(legal))])
        if scene.animator.busy and scene.can_undo():            # taken back while it animates
            scene.undo()
            undone += 1
            assert scene.log.events == game.events_so_far()
        for _ in range(400):
            if not scene.animator.busy:
                break
            app.step(dt=1 / 15)
        assert scene.log.events == game.events_so_far()
    assert undone >= 1

"""The Dolmengötter log keeps pace with the scoring on the board, and a completed scoring stays
readable (the real-window playtest: the result line was in the log before the scoring box showed
it, and at speed "fast" the finished scoring vanished after ~0.6 s)."""

from __future__ import annotations

import pytest

from meduris_gui.games.dolmengoetter.ui.anim import HOLD, Animator
from meduris_gui.games.dolmengoetter.ui.texts import log_line
from meduris_gui.i18n import set_language

from test_dg_track import find, table_scene

MIN_READABLE = 1.5          # s a whole scoring result stays on screen at every speed but "instant"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def scored_with_rows(events) -> bool:
    return any(e.kind == "scored" and len(e.rows) >= 2 for e in events)


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_the_scoring_line_appears_when_the_box_shows_the_result(speed):
    game, action, events = find(2, scored_with_rows, seed=6)
    app, scene = table_scene(game, speed=speed)
    scene.act(action)
    scored = next(e for e in events if e.kind == "scored")
    line = log_line(scored.public(), scene.names(), game.state.board)
    frames_before = frames_with = 0
    while scene.animator.busy:
        head = scene.animator.head
        in_log = any(text == line for text, _seat, _k in scene.log)
        if head.kind == "scored":
            if head.rows_shown() < len(scored.rows):
                assert not in_log, "the log said the result before the box showed it"
                frames_before += 1
            else:
                assert in_log, "the box shows the result: the log says it too"
                frames_with += 1
        app.step(dt=1 / 60)
    assert frames_before > 10 and frames_with > 10
    assert [t for t, _s, _k in scene.log].count(line) == 1      # said once, in the end too


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
@pytest.mark.parametrize("kind", ["scored", "final_scoring"])
def test_a_completed_scoring_stays_readable_at_every_speed(speed, kind):
    game, action, events = find(3, lambda evs: any(e.kind == kind and e.rows for e in evs), seed=4)
    animator = Animator(speed)
    animator.play(events)
    dt, complete_for, clock, seen = 1 / 60, 0.0, 0.0, False
    while animator.busy:
        head = animator.head
        if head.kind == kind:
            seen = True
            if head.rows_shown() == len(head.event.rows):
                complete_for += dt
        animator.update(dt)
        clock += dt
    assert seen
    assert complete_for >= MIN_READABLE - 1 / 30
    assert complete_for >= HOLD >= MIN_READABLE


def test_instant_shows_no_scoring_and_logs_everything_at_once():
    game, action, events = find(2, scored_with_rows, seed=6)
    app, scene = table_scene(game, speed="instant")
    scene.act(action)
    assert not scene.animator.busy
    lines = [t for t, _s, _k in scene.log]
    scored = next(e for e in events if e.kind == "scored")
    assert log_line(scored.public(), scene.names(), game.state.board) in lines

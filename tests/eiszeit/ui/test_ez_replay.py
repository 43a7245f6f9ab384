"""Eiszeit's replay (issue 22): a golden record watched from its start to its end and back, the
screen model the engine's view at every decision (folded event by event while a decision
animates, and landing exactly on the engine's), the log in step; one viewer's view the whole way
(a finished game every hand, a saved game in play its one human's hand, none between humans); a
damaged record a notice, not a crash; it opens from the end screen and draws in every language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from meduris_gui.games.eiszeit.rules.record import Record
from meduris_gui.games.eiszeit.rules.serial import state_to_dict
from meduris_gui.games.eiszeit.ui.colours import RGB
from meduris_gui.games.eiszeit.ui.log import decision_lines
from meduris_gui.games.eiszeit.ui.model import Shown, folded
from meduris_gui.games.eiszeit.ui.scenes.replay import EiszeitReplayScene
from meduris_gui.i18n import set_language
from meduris_gui.table.main import build_scene
from meduris_gui.table.scenes.title import TitleScene

from ez_helpers import click_button, ez_app

GOLDEN = Path(__file__).resolve().parents[1] / "rules" / "golden"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def opened(scene, speed: str = "instant", language: str = "en", size=(1366, 768)):
    app = ez_app(language, size=size, speed=speed)
    app.stack.push(TitleScene())
    app.stack.push(scene)
    app.step()
    return app


def all_lines(scene, upto: int) -> list:
    names = scene.names()
    return [line for decision, events in enumerate(scene.decisions[:upto], 1)
            for line in decision_lines(events, names, decision)]


def test_a_golden_record_is_watched_to_its_end_and_back_the_screen_the_engines_at_every_decision():
    record = Record.load(GOLDEN / "ez-3p-short.yaml")
    scene = EiszeitReplayScene(record=record)
    opened(scene, speed="fast")
    engine = record.new_game()
    start = state_to_dict(engine.state)
    assert scene.everything and scene.viewer is None and state_to_dict(scene.game.state) == start
    animated = 0
    while scene.k < scene.total:
        before = scene.table()
        scene.forward()
        events = engine.apply(record.actions[scene.k - 1])
        truth = Shown.of(engine, None, True)
        frames = 0
        while scene.animator.busy:            # on its way: never ahead of the engine, never lost
            assert scene.screen().animating
            assert len(scene.log) <= len(all_lines(scene, scene.k))
            scene.update(0.05)
            frames += 1
        animated += frames > 0
        assert folded(before, events, None, True) == truth           # the events say all that changed
        assert scene.table() == truth and scene.screen().table == truth
        assert state_to_dict(scene.game.state) == state_to_dict(engine.state)
        assert list(scene.log) == all_lines(scene, scene.k)
    assert engine.is_over() and animated > scene.total // 4
    assert scene.info() and scene.log[-1][0] == scene.info()          # the winner, in the log and the prompt
    for k in range(scene.total - 1, -1, -1):
        scene.back()
        assert scene.k == k
        if k % 97 == 0:
            assert state_to_dict(scene.game.state) == state_to_dict(record.replay(upto=k).state)
            assert scene.table() == Shown.of(record.replay(upto=k), None, True)
            assert list(scene.log) == all_lines(scene, k)
    assert state_to_dict(scene.game.state) == start and list(scene.log) == []
    scene.turn_forward()
    scene.turn_forward()
    assert 0 < scene.k < scene.total and scene.turn_at[scene.k] > scene.turn_at[scene.k - 1]


@pytest.mark.parametrize("seats, viewer", [(["easy", "human", "strong"], 1), (["human", "human", "easy"], None),
                                           (["easy", "easy", "easy"], None)])
def test_a_saved_game_in_play_shows_its_one_humans_view_the_whole_way(seats, viewer):
    record = Record.load(GOLDEN / "ez-3p-short.yaml")
    record.actions = record.actions[:120]
    scene = EiszeitReplayScene(record=record, seats=seats)
    opened(scene)
    assert not scene.everything and scene.viewer == viewer
    engine = record.new_game()
    for k in range(scene.total + 1):
        if k:
            scene.forward()
            engine.apply(record.actions[k - 1])
        table = scene.table()
        assert table == Shown.of(engine, viewer, False)
        assert [seat for seat, hand in enumerate(table.hands) if hand is not None] == (
            [viewer] if viewer is not None else [])
        assert all(value is None for tokens in table.fire for value in tokens)      # H4
        assert scene.hand_seat() == viewer


def test_a_damaged_record_is_a_notice_not_a_crash():
    record = Record.load(GOLDEN / "ez-3p-short.yaml")
    record.actions = record.actions[:30] + ["place 1"] + record.actions[31:]      # region 1 lies under ice
    scene = EiszeitReplayScene(record=record)
    app = opened(scene)
    assert isinstance(app.stack.top, TitleScene)
    assert "31" in app.notice and "place 1" in app.notice
    app.step()                                                    # the window goes on


@pytest.mark.parametrize("language, size", [("it", (1366, 768)), ("es", (1920, 1080)), ("de", (1366, 768))])
def test_the_replay_draws_from_the_end_screen_and_the_screenshot(language, size):
    app = ez_app(language, size=size)
    build_scene(app, "replay", 3, 1, 0, None, 0, 1, "eiszeit")
    app.step()
    replay = app.stack.top
    assert isinstance(replay, EiszeitReplayScene) and replay.k == replay.total // 2
    s = replay.layout.scale
    label = s.role_font("button")
    for button in replay.buttons.buttons:                         # nothing cut
        assert label.size(button.label)[0] <= button.rect.width, button.name
    assert replay.controls.bottom <= replay.layout.log.top
    assert not replay.controls.colliderect(replay.layout.supply)
    # every hand shown: the hand under the board is the deciding player's, and says so by their badge
    seat = replay.hand_seat()
    assert seat is not None and replay.card_hits and replay.hand_badge is not None
    assert replay.layout.hand.contains(replay.hand_badge)
    assert not any(replay.hand_badge.colliderect(rect) for rect, _code in replay.card_hits)
    badge = replay.hand_badge
    colour = replay.game.state.colours[seat]
    inside = (badge.centerx, badge.top + round(badge.height * 0.16))      # between the rim and the mark
    assert tuple(pygame.display.get_surface().get_at(inside)[:3]) == tuple(RGB[colour])
    assert click_button(app, replay, "close")
    view = app.stack.top
    view.show_end()
    app.step()
    end = app.stack.top
    assert end.scene_name == "ez-end" and click_button(app, end, "replay")
    again = app.stack.top
    assert isinstance(again, EiszeitReplayScene) and again.everything and again.k == 0
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")])
    assert again.k == again.total and again.game.is_over()

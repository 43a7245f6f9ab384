"""Replays: a golden record watched from its start reaches its final state exactly, steps back
decision by decision to the start exactly, jumps by turn to turn starts, animates forward steps
as the game does, keeps the log in step, and is reachable from the end and the saved games."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.games.meduris.rules import events as E
from meduris_gui.games.meduris.rules.record import Record
from meduris_gui.games.meduris.rules.serial import state_to_dict
from meduris_gui.saves import save_game
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.replay import ReplayScene
from meduris_gui.table.scenes.saves import SavesOverlay
from meduris_gui.table.scenes.title import TitleScene
from meduris_gui.games.meduris.ui.screen import Table
from test_typography import check_scene

GOLDEN = Path(__file__).resolve().parents[1] / "rules" / "golden"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def app_with(scene, speed: str = "instant", language: str = "en", size=(1366, 768)) -> App:
    app = App(size=size, settings=Settings(language=language, speed=speed, autosave=False), headless=True)
    app.stack.push(TitleScene())
    app.stack.push(scene)
    app.step()
    return app


@pytest.mark.parametrize("name", ["game-2p.yaml", "game-4p.yaml"])
def test_a_golden_record_reaches_its_end_and_steps_back_to_its_start_exactly(name):
    record = Record.load(GOLDEN / name)
    final = record.replay()
    start = state_to_dict(record.new_game().state)
    scene = ReplayScene(record=record)
    app_with(scene)
    assert state_to_dict(scene.game.state) == start
    steps = 0
    while scene.k < scene.total:
        scene.forward()
        steps += 1
    assert steps == len(record.actions) == scene.total
    assert scene.game.is_over()
    assert state_to_dict(scene.game.state) == state_to_dict(final.state)
    assert scene.log.events == final.events_so_far()          # the log in step: every event, once
    for k in range(scene.total - 1, -1, -1):
        scene.back()
        assert scene.k == k
        if k % 37 == 0:                                         # a few positions checked on the way
            assert state_to_dict(scene.game.state) == state_to_dict(record.replay(upto=k).state)
            assert len(scene.log.events) == sum(len(d) for d in scene.decisions[:k])
    assert state_to_dict(scene.game.state) == start and scene.log.events == []


def test_turn_steps_land_on_turn_starts_and_the_timeline_jumps():
    record = Record.load(GOLDEN / "game-2p.yaml")
    scene = ReplayScene(record=record)
    app = app_with(scene)
    scene.turn_forward()
    scene.turn_forward()
    # The decision that led here started turn 2: the log's last turn line is turn 2.
    assert scene.turn_at[scene.k] == 2
    assert any(isinstance(e, E.TurnStarted) and e.turn == 2 for e in scene.decisions[scene.k - 1])
    scene.turn_back()
    assert scene.turn_at[scene.k] == 1 and scene.turn_at[scene.k - 1] == 0
    line = scene.timeline()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(line.right - 1, line.centery))])
    assert scene.turn_at[scene.k] == scene.turns
    state = record.replay(upto=scene.k).state
    assert state_to_dict(scene.game.state) == state_to_dict(state)


def test_play_animates_each_decision_and_the_screen_ends_on_the_engine():
    record = Record.load(GOLDEN / "game-2p.yaml")
    scene = ReplayScene(record=record)
    app = app_with(scene, speed="fast")
    scene.play_pause()
    assert scene.playing
    animated = False
    for _frame in range(400):
        app.step()
        animated = animated or scene.animator.busy
        if scene.animator.busy:
            # Never ahead of the engine: the table shown is a step on the way to the position.
            assert scene.screen().animating
    assert animated and scene.k > 3
    scene.play_pause()
    while scene.animator.busy:
        app.step()
    assert scene.screen().table == Table.of(scene.game.state)


def test_the_end_scene_opens_the_replay_and_close_returns():
    game = Record.load(GOLDEN / "game-2p.yaml").replay()
    end = EndScene(game, ["Ann", "Bob"], None)
    app = app_with(end)
    end.buttons.find("replay").on_click()
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.total == len(game.history) and replay.k == 0
    assert replay.names() == ["Ann", "Bob"]
    replay.buttons.find("close").on_click()
    assert app.stack.top is end


def test_the_saved_games_list_opens_a_replay(tmp_path, monkeypatch):
    monkeypatch.setenv("MEDURIS_DATA_DIR", str(tmp_path))
    game = Record.load(GOLDEN / "game-2p.yaml").replay(upto=60)
    save_game(game, ["Ann", "Bob"], "halfway")
    saves = SavesOverlay()
    app = app_with(saves)
    assert saves.saves and saves.saves[0][0] == "halfway"
    saves.buttons.find("watch-0").on_click()
    saves.loading.wait()
    app.step()
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.total == 60 and replay.names() == ["Ann", "Bob"]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_replay_fits_in_every_language(language, size):
    record = Record.load(GOLDEN / "game-4p.yaml")
    scene = ReplayScene(record=record, names=["W" * 16] * 4)
    app = app_with(scene, language=language, size=size)
    scene.go_to(scene.total // 2)
    for playing in (False, True):
        scene.playing = playing
        scene._build_buttons()
        check_scene(app, scene, f"replay {language}")


def test_the_screenshot_command_renders_a_replay_at_its_middle(tmp_path):
    from meduris_gui.cli import main
    from meduris_gui.table.main import build_scene
    out = tmp_path / "replay.png"
    assert main(["screenshot", str(out), "--scene", "replay", "--lang", "de", "--players", "3", "--seed", "3"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1366, 768)
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant", autosave=False), headless=True)
    build_scene(app, "replay", 3, 3, 40)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.game.tokens is not None
    assert replay.turn_at[replay.k] == replay.turns // 2 and 0 < replay.k < replay.total


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_a_monkey_on_the_replay(speed):
    """Random clicks, keys, wheel and drags on a replay: nothing breaks, the position stays the
    record's own (the monkey's invariants replay every scene's game)."""
    from test_monkey import run_monkey, top_is
    record = Record.load(GOLDEN / "game-4p.yaml")
    app = App(size=(1366, 768), settings=Settings(language="de", speed=speed, autosave=False), headless=True)
    app.stack.push(TitleScene())
    seen, starts = [], []

    def reset(app):
        app.stack.replace(TitleScene())
        start = len(seen) * 40 % 400
        seen.append(app.stack.push(ReplayScene(record=record, at=start)))
        starts.append(start)
        app.dirty = True
        app.step()

    reset(app)
    monkey = run_monkey(app, seed=31, events=400, focused=top_is(ReplayScene), reset=reset, patience=6)
    assert monkey.sent >= 400
    for scene in seen:
        assert 0 <= scene.k <= scene.total
        assert state_to_dict(scene.game.state) == state_to_dict(record.replay(upto=scene.k).state)
        assert len(scene.log.events) == sum(len(d) for d in scene.decisions[:scene.k])
    assert any(scene.k != start for scene, start in zip(seen, starts))     # the monkey did move the replays

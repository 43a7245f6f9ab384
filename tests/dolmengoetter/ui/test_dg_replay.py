"""Die Dolmengötter's replay: a golden record watched from its start reaches its final state and
shows it (every value: the game is over), steps back to the start exactly, the screen model is the
engine's at every decision (and on its way there while a decision animates), the log is in step,
clicks and keys work in every language, nothing is cut, and it opens from the end screen and the
saved games."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from meduris_gui.games.dolmengoetter.rules.record import Record
from meduris_gui.games.dolmengoetter.rules.serial import state_to_dict
from meduris_gui.games.dolmengoetter.ui.logpace import decision_lines
from meduris_gui.games.dolmengoetter.ui.model import Shown
from meduris_gui.games.dolmengoetter.ui.scenes.end import DolmenEndScene
from meduris_gui.games.dolmengoetter.ui.scenes.replay import DolmenReplayScene
from meduris_gui.i18n import LANGUAGES, set_language
from meduris_gui.saves import save_game
from meduris_gui.table.app import App, Settings
from meduris_gui.table.scenes.saves import SavesOverlay
from meduris_gui.table.scenes.title import TitleScene

from test_dg_layout import check

GOLDEN = Path(__file__).resolve().parents[1] / "rules" / "golden"
SIZES = [(1366, 768), (1920, 1080)]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def app_with(scene, speed: str = "instant", language: str = "en", size=(1366, 768)) -> App:
    app = App(size=size, settings=Settings(language=language, speed=speed, autosave=False, game="dolmengoetter"),
              headless=True)
    app.stack.push(TitleScene())
    app.stack.push(scene)
    app.step()
    return app


def engine_table(record: Record, k: int) -> Shown:
    return Shown.of(record.replay(upto=k), None, True)


def all_lines(scene, upto: int) -> list:
    names, board = scene.names(), scene.game.state.board
    return [line for decision, events in enumerate(scene.decisions[:upto], 1)
            for line in decision_lines(events, names, board, decision)]


@pytest.mark.parametrize("name", ["dg-2p.yaml", "dg-5p.yaml"])
def test_a_golden_record_reaches_its_end_shows_it_and_steps_back_to_its_start(name):
    record = Record.load(GOLDEN / name)
    final = record.replay()
    assert final.is_over()
    scene = DolmenReplayScene(record=record)
    app_with(scene)
    start = state_to_dict(record.new_game().state)
    assert state_to_dict(scene.game.state) == start and scene.everything
    while scene.k < scene.total:
        scene.forward()
        assert scene.table() == engine_table(record, scene.k) if scene.k % 25 == 0 else True
    assert scene.total == len(record.actions)
    assert state_to_dict(scene.game.state) == state_to_dict(final.state)
    shown = scene.screen().table
    assert shown == Shown.of(final, None, True)
    assert shown.scores == list(final.outcome().scores)                      # the final scores shown
    assert all(hand is not None for hand in shown.hands)              # every value: the game is over
    assert list(scene.log) == all_lines(scene, scene.total)
    assert scene.log[-1][0] == scene.info()                            # the winner, in the log and the prompt
    for k in range(scene.total - 1, -1, -1):
        scene.back()
        assert scene.k == k
        if k % 31 == 0:
            assert state_to_dict(scene.game.state) == state_to_dict(record.replay(upto=k).state)
            assert list(scene.log) == all_lines(scene, k)
    assert state_to_dict(scene.game.state) == start and list(scene.log) == []


def test_the_screen_model_is_the_engines_at_every_decision_and_never_ahead_while_animating():
    record = Record.load(GOLDEN / "dg-2p.yaml")
    scene = DolmenReplayScene(record=record)
    app = app_with(scene, speed="fast")
    previous = engine_table(record, 0)
    animated = 0
    while scene.k < scene.total:
        scene.step()
        after = engine_table(record, scene.k)
        frames = 0
        while scene.animator.busy:
            # on its way: the decision's events shown so far folded into the table before it
            assert scene.screen().animating
            assert len(scene.log) <= len(all_lines(scene, scene.k))
            frames += 1
            app.step(dt=1 / 30)
        animated += frames > 0
        assert scene.table() == after and scene.screen().table == after
        assert list(scene.log) == all_lines(scene, scene.k)
        previous = after
    assert previous == Shown.of(record.replay(), None, True) and animated > 40


def test_a_saved_game_still_in_play_shows_no_hidden_value():
    record = Record.load(GOLDEN / "dg-2p.yaml")
    record.actions = record.actions[:60]
    scene = DolmenReplayScene(record=record)
    app_with(scene)
    scene.go_to(scene.total)
    table = scene.table()
    assert not scene.everything and all(hand is None for hand in table.hands)
    assert all(value is None for stack in table.stacks for _seat, value in stack)
    assert table == Shown.of(record.replay(), None, False)


def key(app, code) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def click(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


@pytest.mark.parametrize("language", LANGUAGES)
def test_clicks_and_keys_in_every_language(language):
    record = Record.load(GOLDEN / "dg-5p.yaml")
    scene = DolmenReplayScene(record=record)
    app = app_with(scene, language=language)
    forward = scene.buttons.find("forward")
    click(app, forward.rect.center)
    click(app, scene.buttons.find("forward").rect.center)
    assert scene.k == 2
    key(app, pygame.K_RIGHT)
    assert scene.k == 3
    key(app, pygame.K_LEFT)
    assert scene.k == 2
    key(app, pygame.K_PAGEDOWN)
    assert scene.turn_at[scene.k] == scene.turn_at[2] + 1 and scene.turn_at[scene.k - 1] == scene.turn_at[2]
    click(app, scene.buttons.find("turn-back").rect.center)
    assert scene.turn_at[scene.k] == scene.turn_at[2] and scene.k <= 2
    key(app, pygame.K_END)
    assert scene.k == scene.total and not scene.buttons.find("forward").enabled
    key(app, pygame.K_HOME)
    assert scene.k == 0 and not scene.buttons.find("back").enabled
    line = scene.timeline()
    click(app, (line.left + line.width // 2, line.centery))
    assert scene.turn_at[scene.k] == round(scene.turns / 2)
    assert state_to_dict(scene.game.state) == state_to_dict(record.replay(upto=scene.k).state)
    k = scene.k
    key(app, pygame.K_SPACE)                    # play: the record goes on by itself
    assert scene.playing
    for _frame in range(10):
        app.step(dt=0.5)
    assert scene.k > k
    click(app, scene.buttons.find("play").rect.center)
    assert not scene.playing
    speed = app.settings.speed
    click(app, scene.buttons.find("speed").rect.center)
    assert app.settings.speed != speed and scene.animator.speed == app.settings.speed
    before = len(app.stack.scenes)
    key(app, pygame.K_ESCAPE)
    assert len(app.stack.scenes) == before - 1 and scene not in app.stack.scenes


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_replay_fits_in_every_language(language, size):
    record = Record.load(GOLDEN / "dg-5p.yaml")
    scene = DolmenReplayScene(record=record, names=["Maximiliane", "Bartholomäus", "Wilhelmina", "Konstantinos",
                                                    "Guadalupe"], seats=["human", "strong", "medium", "easy", "human"])
    app = app_with(scene, language=language, size=size)
    for k in (0, scene.total // 2, scene.total):
        scene.go_to(k)
        for playing in (False, True):
            scene.playing = playing
            scene._build_buttons()
            check(app, scene, f"replay {language} {size} at {k}", scene.layout.right)
        assert scene.timeline().bottom <= scene.layout.prompt.bottom       # the controls inside the prompt
        assert scene.layout.log.top >= scene.layout.prompt.bottom


def test_the_end_scene_opens_the_replay_and_close_returns():
    game = Record.load(GOLDEN / "dg-2p.yaml").replay()
    end = DolmenEndScene(game, ["Ann", "Bob"], ["human", "strong"])
    app = app_with(end)
    end.buttons.find("replay").on_click()
    replay = app.stack.top
    assert isinstance(replay, DolmenReplayScene) and replay.total == len(game.history) and replay.k == 0
    assert replay.names() == ["Ann", "Bob"] and replay.seats.kinds == ["human", "strong"]
    replay.buttons.find("close").on_click()
    assert app.stack.top is end


def test_the_saved_games_list_opens_a_dolmengoetter_replay(tmp_path, monkeypatch):
    monkeypatch.setenv("MEDURIS_DATA_DIR", str(tmp_path))
    game = Record.load(GOLDEN / "dg-2p.yaml").replay()
    save_game(game, ["Ann", "Bob"], "finished", seats=["human", "easy"])
    saves = SavesOverlay()
    app = app_with(saves)
    assert saves.saves and saves.saves[0][0] == "finished"
    saves.buttons.find("watch-0").on_click()
    saves.loading.wait()
    app.step()
    replay = app.stack.top
    assert isinstance(replay, DolmenReplayScene) and replay.total == len(game.history)
    assert replay.names() == ["Ann", "Bob"] and replay.seats.kinds == ["human", "easy"] and replay.everything

"""Continue, undo, saved games and bad saves, through the window."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui import saves
from meduris_gui.i18n import set_language
from meduris_gui.games.meduris.rules.kinds import Phase
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.table.scenes.title import TitleScene

from helpers import finish_loading, headless_app, start_game
from meduris_gui.games.meduris.rules.serial import state_to_dict


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    yield
    set_language("en")


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


def test_continue_resumes_exactly_the_same_state_log_and_scene():
    app = headless_app("de")
    player = start_game(app, 3)
    for _ in range(120):
        player.step()
    while not isinstance(app.stack.top, GameScene):
        player.step()
    scene = app.stack.top
    state, lines = state_to_dict(scene.game.state), scene.log.lines()
    app.quit()                                              # closing the window saves and exits
    assert not app.running

    again = App(size=(1366, 768), settings=Settings(language="de", speed="instant"), headless=True)
    title = again.stack.push(TitleScene())
    again.step()
    assert title.buttons.find("continue") is not None
    title.buttons.find("continue").on_click()
    finish_loading(again)
    resumed = again.stack.find("game")
    assert isinstance(resumed, GameScene)
    assert again.stack.top.scene_name == "curtain"          # three humans: the curtain first (issue 19.4)
    assert state_to_dict(resumed.game.state) == state
    assert resumed.log.lines() == lines


def test_a_corrupt_autosave_is_reported_on_the_title_and_kept_aside():
    path = saves.save_path(saves.AUTOSAVE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("format: meduris-record\nversion: 1\nside: [", encoding="utf-8")
    app = headless_app("it")
    title = app.stack.top
    title.buttons.find("continue").on_click()
    finish_loading(app)
    assert app.stack.top is title and title.message
    assert "autosave.yaml.broken" in title.message
    assert any(p.name.startswith("autosave.yaml.broken") for p in path.parent.iterdir())
    app.step()                                              # the game goes on: the title still draws
    assert title.buttons.find("continue") is None and title.buttons.find("new-game") is not None


def test_undo_button_takes_back_a_build_while_paying_and_not_after_the_die():
    import random
    app = headless_app("en", seed=5)
    player = start_game(app, 2)
    scene = app.stack.top
    assert scene.buttons.find("undo") is None
    player.button(scene, "screens")                         # no curtain between the two players
    rng = random.Random(1)
    while not (scene.game.state.phase == Phase.PAY and scene.buttons.find("undo")):
        assert not scene.game.is_over()
        if scene.game.state.phase == Phase.MAIN:
            builds = [a for a in scene.game.legal_actions() if a.verb == "hut"]
            if builds:
                scene.act(builds[0])
                continue
        legal = scene.game.legal_actions()
        scene.act(legal[rng.randrange(len(legal))])
    history = list(scene.game.history)
    assert player.button(scene, "undo")
    assert scene.game.state.phase == Phase.MAIN and scene.game.history == history[:-1]
    # Undo never reaches past the die: right after the roll there is nothing to take back.
    assert scene.buttons.find("undo") is None


def test_save_as_load_and_delete_from_the_game_menu():
    app = headless_app("es")
    player = start_game(app, 2)
    for _ in range(30):
        player.step()
    while not isinstance(app.stack.top, GameScene):
        player.step()
    scene = app.stack.top
    assert player.button(scene, "menu")
    menu = app.stack.top
    assert player.button(menu, "saved-games")
    overlay = app.stack.top
    type_text(app, "tarde")
    assert player.button(overlay, "save-as")
    assert [name for name, _ in saves.list_saves()] == ["tarde"]
    history = list(scene.game.history)
    assert player.button(overlay, "load-0")
    finish_loading(app)
    loaded = app.stack.find("game")
    assert isinstance(loaded, GameScene) and loaded.game.history == history
    assert app.stack.top.scene_name == "curtain"            # two humans: the curtain first (issue 19.4)
    player.step()
    assert player.button(loaded, "menu") and player.button(app.stack.top, "saved-games")
    overlay = app.stack.top
    assert player.button(overlay, "delete-0") and saves.list_saves()       # asks first
    assert player.button(overlay, "delete-0") and not saves.list_saves()

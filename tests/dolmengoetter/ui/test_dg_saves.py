"""A game of Die Dolmengötter is autosaved after every decision (its file says
`game: dolmengoetter`); Continue on the title takes it up exactly where it was, behind the curtain
between two humans; a new game keeps the unfinished one in Saved games."""

from __future__ import annotations

import random

import pytest

from meduris_gui.games.dolmengoetter.ui.scenes.curtain import DolmenCurtain
from meduris_gui.games.dolmengoetter.ui.scenes.game import DolmenGameScene
from meduris_gui.i18n import set_language
from meduris_gui.saves import AUTOSAVE, list_saves, load_game

from dg_helpers import ClickPlayer, click, click_button, dolmen_app, start_dolmen_game, wait_for_setup


def leave_to_title(app, scene) -> None:
    """Menu, then Title screen (Meduris's game menu, over the Dolmengötter table)."""
    assert click_button(app, scene, "menu")
    assert click_button(app, app.stack.top, "title")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_continue_takes_up_the_game_where_it_was():
    app = dolmen_app("en")
    app.settings.autosave = True
    scene = start_dolmen_game(app, ["human", "easy", "human"], start=0)
    player = ClickPlayer(app, random.Random(4))
    while len(scene.game.history) < 25:
        player.step()
    while scene.animator.busy or app.stack.top is not scene:
        player.step()
    history = list(scene.game.history)
    loaded = load_game(AUTOSAVE)
    assert loaded.game_name == "dolmengoetter" and list(loaded.game.history) == history
    leave_to_title(app, scene)                                # leaving saves too
    title = app.stack.top
    assert title.scene_name == "title" and app.settings.game == "dolmengoetter"
    assert click_button(app, title, "continue")
    if title.loading is not None:                             # loads in the background
        title.loading.wait()
        app.step()
    assert isinstance(app.stack.top, (DolmenCurtain, DolmenGameScene))
    resumed = app.stack.find("dg-game")
    assert list(resumed.game.history) == history
    assert resumed.log                                        # the log is there again
    assert resumed.screen().table.hands[0] is None or resumed.viewer is not None


def test_a_new_game_keeps_the_unfinished_one():
    app = dolmen_app("en")
    app.settings.autosave = True
    scene = start_dolmen_game(app, ["human", "easy"], start=0)
    player = ClickPlayer(app, random.Random(2))
    while len(scene.game.history) < 10:
        player.step()
    leave_to_title(app, scene)
    assert click_button(app, app.stack.top, "new-game")
    assert click_button(app, app.stack.top, "start-game")
    wait_for_setup(app)
    assert any(name.startswith("unfinished") for name, _time in list_saves())


def test_the_game_menu_saves_the_game_under_a_name_and_opens_its_rules():
    import pygame
    app = dolmen_app("it")
    scene = start_dolmen_game(app, ["human", "strong"], start=0)
    player = ClickPlayer(app, random.Random(3))
    while len(scene.game.history) < 8:
        player.step()
    assert click_button(app, scene, "menu")
    menu = app.stack.top
    assert menu.buttons.find("space-numbers") is None and menu.buttons.find("one-click-build") is None
    assert menu.buttons.find("sound") is not None and menu.buttons.find("text-size") is not None
    assert click_button(app, menu, "rules")
    assert app.stack.top.scene_name == "dg-rules"
    app.stack.pop()
    assert click_button(app, scene, "menu")
    assert click_button(app, app.stack.top, "saved-games")
    saves = app.stack.top
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="druidi")])
    assert click_button(app, saves, "save-as")
    assert ("druidi" in [name for name, _time in list_saves()])
    loaded = load_game("druidi")
    assert loaded.game_name == "dolmengoetter" and list(loaded.game.history) == list(scene.game.history)
    assert loaded.seats == ["human", "strong"]

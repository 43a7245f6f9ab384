"""The title chooses the game: Meduris by default (its menu as before), Die Dolmengötter by a
click on its name or `meduris --game dolmengoetter`; New game then opens that game's setup."""

from __future__ import annotations

import pytest

from meduris_gui import cli
from meduris_gui.games.dolmengoetter.ui.scenes.setup import DolmenSetupScene
from meduris_gui.i18n import set_language
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene

from dg_helpers import click, click_button


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_meduris_is_the_default_and_dolmengoetter_is_a_click_away():
    app = App(size=(1366, 768), settings=Settings(language="it", speed="instant"), headless=True)
    title = app.stack.push("title")
    app.step()
    assert app.settings.game == "meduris"
    assert title.buttons.find("game-meduris").selected
    assert title.buttons.find("saved-games") is not None        # Meduris's menu as before
    assert click_button(app, title, "game-dolmengoetter")
    assert app.settings.game == "dolmengoetter" and title.buttons.find("game-dolmengoetter").selected
    assert title.buttons.find("saved-games") is not None         # its games are saved too
    assert click_button(app, title, "read-rules")                # its rules pages in its title's menu
    assert app.stack.top.scene_name == "dg-rules"
    app.stack.pop()
    assert click_button(app, title, "new-game")
    assert isinstance(app.stack.top, DolmenSetupScene)
    assert click_button(app, app.stack.top, "back")
    assert click_button(app, title, "game-meduris")
    assert click_button(app, title, "new-game")
    assert isinstance(app.stack.top, SetupScene)


def test_the_rules_button_and_f1_open_the_chosen_games_rules():
    import pygame
    app = App(size=(1366, 768), settings=Settings(language="en", speed="instant"), headless=True)
    app.settings.game = "dolmengoetter"
    title = app.stack.push("title")
    app.step()
    assert click_button(app, title, "rules")
    assert app.stack.top.scene_name == "dg-rules"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)])
    assert app.stack.top is title


def test_the_command_line_names_the_game():
    assert cli.build_parser().parse_args(["--game", "dolmengoetter"]).game == "dolmengoetter"
    assert cli.build_parser().parse_args([]).game is None

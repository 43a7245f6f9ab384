"""An Eiszeit game on the title (issue 22): autosaved after every decision (its file says
`game: eiszeit`), Continue on the title takes it up exactly where it was; the game menu's Saved
games keeps it under a name, and the title's Saved games loads it again."""

from __future__ import annotations

import random

import pygame
import pytest

from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.i18n import set_language
from meduris_gui.saves import AUTOSAVE, list_saves, load_game
from meduris_gui.table.app import App, Settings

from ez_helpers import ClickPlayer, click_button


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def played(language: str, seats, decisions: int):
    """A window on the title, Eiszeit chosen, a game of `seats` played by clicks until `decisions`
    are in its history and nothing moves."""
    app = App(size=(1366, 768), settings=Settings(language=language, speed="instant", seed=5, autosave=True),
              headless=True)
    title = app.stack.push("title")
    app.step()
    assert click_button(app, title, "game-eiszeit")
    game = Game.new(["red", "blue", "yellow", "green", "black"][:len(seats)], 1)
    scene = app.stack.push("ez-game", game=game, seats=list(seats), seed=3)
    player = ClickPlayer(app, random.Random(4), backs=0.0)
    while len(scene.game.history) < decisions:
        player.step()
    while scene.animator.busy or app.stack.top is not scene or not scene.human_decides():
        player.step()
    return app, title, scene


def wait_loaded(app, scene) -> None:
    if scene.loading is not None:                 # it loads in the background
        scene.loading.wait()
        app.step()


def test_continue_takes_up_an_eiszeit_game_where_it_was():
    app, _title, scene = played("de", ["human", "easy", "human"], 30)
    history = [str(a) for a in scene.game.history]
    loaded = load_game(AUTOSAVE)
    assert loaded.game_name == "eiszeit" and [str(a) for a in loaded.game.history] == history
    assert loaded.seats == ["human", "easy", "human"]
    assert click_button(app, scene, "menu")
    assert click_button(app, app.stack.top, "title")           # leaving saves too
    title = app.stack.top
    assert title.scene_name == "title" and app.settings.game == "eiszeit" and title.game_title() == "Eiszeit"
    assert click_button(app, title, "continue")
    wait_loaded(app, title)
    assert app.stack.top.scene_name in ("ez-curtain", "ez-game")      # two humans: the curtain first
    resumed = app.stack.find("ez-game")
    assert resumed is not scene and [str(a) for a in resumed.game.history] == history
    assert resumed.seats.kinds == ["human", "easy", "human"]
    assert len(resumed.log) >= len(scene.log) > 0               # the log is there again


def test_saved_games_keeps_an_eiszeit_game_and_the_title_loads_it():
    app, _title, scene = played("it", ["human", "strong", "medium"], 12)
    assert click_button(app, scene, "menu")
    assert click_button(app, app.stack.top, "saved-games")
    saves = app.stack.top
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="ghiaccio")])
    assert click_button(app, saves, "save-as")
    assert "ghiaccio" in [name for name, _time in list_saves()]
    kept = load_game("ghiaccio")
    assert kept.game_name == "eiszeit" and [str(a) for a in kept.game.history] == [str(a) for a in scene.game.history]
    assert kept.seats == ["human", "strong", "medium"]
    saves.close()
    assert click_button(app, app.stack.top, "menu")
    assert click_button(app, app.stack.top, "title")
    title = app.stack.top
    assert click_button(app, title, "saved-games")
    saves = app.stack.top
    row = [name for name, _time in list_saves()].index("ghiaccio")
    assert click_button(app, saves, f"load-{row}")
    wait_loaded(app, saves)
    opened = app.stack.find("ez-game")
    assert opened is not None and opened is not scene
    assert [str(a) for a in opened.game.history] == [str(a) for a in scene.game.history]
    assert app.settings.game == "eiszeit"

"""Whole games played through the window by synthetic mouse clicks, title to end scene."""

from __future__ import annotations

import pygame
import pytest

from meduris_gui.i18n import set_language
from meduris_gui.games.meduris.rules.state import CHANCE
from meduris_gui.games.meduris.ui.autoplay import click_event
from meduris_gui.table.scenes.curtain import Curtain
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene

from helpers import headless_app, play_to_end, start_game
from meduris_gui.games.meduris.rules.serial import state_to_dict
from meduris_gui.games.meduris.rules.record import Record


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.mark.parametrize(("players", "speed", "language"), [(2, "fast", "it"), (4, "instant", "de"),
                                                            (3, "instant", "es")])
@pytest.mark.slow
def test_a_whole_game_by_clicks_from_title_to_end(players, speed, language):
    app = headless_app(language, speed=speed)
    player = start_game(app, players, seed=players)
    game_scene = app.stack.top
    game = game_scene.game
    assert game.state.players == players
    assert game.state.board.side == ("4p" if players == 4 else "2-3p")        # S2
    play_to_end(app, player)
    end = app.stack.top
    assert end.game is game and game.is_over()
    assert end.rows and [row["total"] for row in end.rows] == list(game.state.score)
    # Every decision was a click: the record replays to the same final state.
    assert Record.of(game).replay().state == game.state
    assert player.button(end, "again")
    assert isinstance(app.stack.top, SetupScene)


def test_curtain_between_two_human_players_hides_materials():
    app = headless_app("en")
    player = start_game(app, 2)
    scene = app.stack.top
    before = scene.viewer
    for _ in range(200):
        before = scene.viewer
        player.step()
        if isinstance(app.stack.top, Curtain):
            break
    assert isinstance(app.stack.top, Curtain)
    seat = scene.table.seat_to_act(scene.game)
    assert scene.viewer == seat != before
    assert [scene.shows_materials(s) for s in range(2)] == [s == seat for s in range(2)]
    player.step()                                    # the next player clicks the curtain away
    assert app.stack.top is scene


def test_open_screens_show_every_player_and_skip_the_curtain():
    app = headless_app("en")
    player = start_game(app, 2)
    scene = app.stack.top
    assert player.button(scene, "screens")
    assert app.settings.open_screens
    for _ in range(40):
        player.step()
        assert not isinstance(app.stack.top, Curtain)


def test_language_switch_in_a_game_keeps_the_game_and_rerenders_the_log():
    app = headless_app("it")
    player = start_game(app, 2)
    scene = app.stack.top
    for _ in range(30):
        player.step()
    if isinstance(app.stack.top, Curtain):
        player.step()
    history = list(scene.game.history)
    italian = scene.log.lines()
    assert player.button(scene, "lang-de")
    assert app.settings.language == "de"
    assert scene.game.history == history
    german = scene.log.lines()
    assert len(german) == len(italian) and german != italian


def test_a_click_on_nothing_does_no_harm():
    app = headless_app("en")
    start_game(app, 2)
    scene = app.stack.top
    before = state_to_dict(scene.game.state)
    app.step(click_event((2, app.size[1] - 2)))          # the bottom-left corner of the frame
    assert state_to_dict(scene.game.state) == before


def test_window_resize_keeps_the_game():
    app = headless_app("en")
    player = start_game(app, 2)
    for _ in range(10):
        player.step()
    scene = app.stack.scenes[0]
    before = state_to_dict(scene.game.state)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))])
    assert app.size == (1920, 1080)
    assert scene.view.geometry.size > 1000
    assert state_to_dict(scene.game.state) == before

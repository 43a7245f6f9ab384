"""Shared helpers of the UI tests: a headless app and a player that clicks."""

from __future__ import annotations

import random

from meduris_gui.games.meduris.rules.game import Game
from meduris_gui.sim import random_steps
from meduris_gui.table.app import App, Settings
from meduris_gui.games.meduris.ui.autoplay import ClickPlayer
from meduris_gui.games.meduris.ui.scenes.end import EndScene
from meduris_gui.games.meduris.ui.scenes.game import GameScene
from meduris_gui.games.meduris.ui.scenes.setup import SetupScene
from meduris_gui.table.scenes.title import TitleScene

from window_checks import play_to_end as play_until, traced


def headless_app(language: str = "it", size=(1366, 768), speed: str = "instant", seed: int = 7) -> App:
    app = App(size=size, settings=Settings(language=language, speed=speed, seed=seed), headless=True)
    app.stack.push(TitleScene())
    app.step()
    return app


def choose_seats(player: ClickPlayer, setup, seats) -> None:
    """Click each seat's button until it says who plays it ("human", "easy", "medium",
    "strong")."""
    for seat, kind in enumerate(seats):
        for _ in range(4):
            if setup.seats[seat] == kind:
                break
            assert player.button(setup, f"seat-{seat}")
        assert setup.seats[seat] == kind


def start_game(app: App, players: int, seed: int = 1, seats=None) -> ClickPlayer:
    """Title -> setup -> game, by clicks; `seats` says who plays (default: every seat human)."""
    player = ClickPlayer(app, random.Random(seed))
    assert player.button(app.stack.top, "new-game")
    assert isinstance(app.stack.top, SetupScene)
    assert player.button(app.stack.top, f"players-{players}")
    choose_seats(player, app.stack.top, seats or ["human"] * players)
    assert player.button(app.stack.top, "start-game")
    finish_loading(app)                      # an autosave already there is kept first (issue 10, D1)
    assert isinstance(app.stack.top, GameScene)
    return player


def play_to_end(app: App, player: ClickPlayer, limit: int = 100000) -> int:
    return play_until(app, player, EndScene.scene_name, limit)


def finish_loading(app: App) -> None:
    """Wait for the save the top scene loads in the background (Continue, Load), then step the
    frame that hands it over (no timing: the loading thread is waited for). Nothing to do when a
    frame stepped already took it."""
    job = getattr(app.stack.top, "loading", None)
    if job is not None:
        job.wait()
        app.step()


def a_game(steps: int, seed: int = 3, players: int = 3) -> Game:
    """A seeded random game after `steps` decisions (die rolls included)."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], 0, rng=rng)
    for _step in random_steps(game, rng, steps):
        pass
    return game


drawn = traced          # what `scene` alone draws in one frame (the scenes below are not traced)


def finished(players: int, seed: int) -> Game:
    """A whole game of random legal decisions, over (the end scenes' tests)."""
    rng = random.Random(seed)
    game = Game.new(["purple", "blue", "green", "red"][:players], seed % players, rng=rng)
    while not game.is_over():
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def game_on_screen(game: Game, language: str = "en", size=(1366, 768), seats=None, **settings) -> tuple:
    """(app, scene): a headless window showing `game` in a GameScene, the settings given set
    first, any handover curtain lifted and one frame drawn."""
    from meduris_gui.table.scenes.curtain import Curtain
    app = headless_app(language, size=size)
    for name, value in settings.items():
        assert hasattr(app.settings, name), name
        setattr(app.settings, name, value)
    scene = GameScene(game, seats=seats, seed=1)
    app.stack.replace(scene)
    while isinstance(app.stack.top, Curtain):
        app.stack.pop()
    app.dirty = True
    app.step()
    assert app.stack.top is scene
    return app, scene


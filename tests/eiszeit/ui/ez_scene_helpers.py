"""Helpers of the tests of Eiszeit's setup, rules and end scenes: a headless app with those scenes
registered (the game is not on the title yet: issue 22), finished random games, clicks."""

from __future__ import annotations

import random

from meduris_gui.games.eiszeit.ai.arena import new_game
from meduris_gui.games.eiszeit.ui.scenes import EISZEIT_SCENES
from meduris_gui.table.app import App, Settings

from window_checks import click, click_button

__all__ = ["click", "click_button", "ez_app", "finished_game"]


def ez_app(language: str = "en", size=(1366, 768), seed: int = 7) -> App:
    app = App(size=size, settings=Settings(language=language, speed="instant", seed=seed, autosave=False),
              headless=True)
    for cls in EISZEIT_SCENES:
        app.stack.register(cls.scene_name, cls)
    app.stack.push("title")
    app.step()
    return app


def finished_game(players: int, seed: int, short: bool = False):
    """A game of uniformly random decisions (chance by its odds), played to its end."""
    rng = random.Random(seed)
    game = new_game(players, rng)
    if short:
        from meduris_gui.games.eiszeit.rules.game import Game
        game = Game.new(game.state.colours, game.state.start_player, short=True)
    events = []
    while not game.is_over():
        events += game.apply(game.random_action(rng))
    return game, events

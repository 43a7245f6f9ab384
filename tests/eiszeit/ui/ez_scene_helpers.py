"""Helpers of the tests of Eiszeit's setup, rules and end scenes: a headless app with those scenes
registered (the game is not on the title yet: issue 22), finished random games, clicks."""

from __future__ import annotations

import random

import pygame

from meduris_gui.games.eiszeit.ai.arena import new_game
from meduris_gui.games.eiszeit.ui.scenes import EISZEIT_SCENES
from meduris_gui.table.app import App, Settings


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


def click(app: App, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def click_button(app: App, scene, name: str) -> bool:
    button = scene.buttons.find(name)
    if button is None or not button.enabled:
        return False
    click(app, button.rect.center)
    return True

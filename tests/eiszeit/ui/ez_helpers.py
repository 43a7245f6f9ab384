"""Shared helpers of the Eiszeit window's tests: a headless app with Eiszeit's scenes registered
(the game is not in GAMES yet: its setup, end and rules scenes come from another branch), a
stand-in for the end scene where it is missing, and a player that decides by synthetic mouse
clicks only (glowing regions, pieces, cards, the prompt's buttons, the curtain)."""

from __future__ import annotations

import random

from meduris_gui.games.eiszeit.entry import ENTRY
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.ui.scenes.curtain import EiszeitCurtain
from meduris_gui.games.eiszeit.ui.scenes.game import EiszeitGameScene
from meduris_gui.table.app import App, Settings
from meduris_gui.table.scene import Scene

from window_checks import SeatedClickPlayer, click, click_button

__all__ = ["COLOURS", "ClickPlayer", "EndShown", "click", "click_button", "ended", "ez_app", "start_ez_game"]

COLOURS = ("red", "blue", "yellow", "green", "black")


class EndShown(Scene):
    """Where the game scene's "ez-end" lands when ui/scenes/end.py is not there yet: it keeps
    the keyword arguments it was pushed with."""

    scene_name = "ez-end"
    opaque = True

    def __init__(self, **kwargs) -> None:
        super().__init__()
        self.kwargs = kwargs

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def ez_app(language: str = "en", size=(1366, 768), speed: str = "instant", seed: int = 7) -> App:
    app = App(size=size, settings=Settings(language=language, speed=speed, seed=seed, autosave=False), headless=True)
    for cls in ENTRY.scenes():
        app.stack.register(cls.scene_name, cls)
    if "ez-end" not in app.stack.registry:
        app.stack.register("ez-end", EndShown)
    app.set_language(language)
    return app


def start_ez_game(app: App, seats, start: int = 0, seed: int = 1, short: bool = False) -> EiszeitGameScene:
    game = Game.new(list(COLOURS[:len(seats)]), start, short=short)
    scene = app.stack.push("ez-game", game=game, seats=list(seats), seed=seed)
    app.step()
    while isinstance(app.stack.top, EiszeitCurtain):
        click(app, (5, 5))
    assert app.stack.top is scene
    return scene


def ended(app: App) -> bool:
    return app.stack.top.scene_name == "ez-end"


class ClickPlayer(SeatedClickPlayer):
    """Plays the human seats by clicks (window_checks.SeatedClickPlayer): one of the glowing things
    (a region's plaque, a piece, a card, a deck or a button), now and then a step back."""

    curtain = EiszeitCurtain
    table = EiszeitGameScene

    def __init__(self, app: App, rng: random.Random, backs: float = 0.05) -> None:
        super().__init__(app, rng)
        self.backs = backs
        self.clicks = 0

    def decide(self, scene: EiszeitGameScene) -> None:
        glowing = sorted(scene.glowing())
        if scene.choice().chosen and self.rng.random() < self.backs:
            click(self.app, (scene.layout.geometry.rect.centerx, scene.layout.geometry.rect.centery), button=3)
            return
        element = self.rng.choice(glowing)
        point = scene.element_point(element)
        assert point is not None, element
        assert scene.element_at(point) == element or element.kind == "button", (element, scene.element_at(point))
        self.clicks += 1
        click(self.app, point)

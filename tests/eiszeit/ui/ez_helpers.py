"""Shared helpers of the Eiszeit window's tests: a headless app with Eiszeit's scenes registered
(the game is not in GAMES yet: its setup, end and rules scenes come from another branch), a
stand-in for the end scene where it is missing, and a player that decides by synthetic mouse
clicks only (glowing regions, pieces, cards, the prompt's buttons, the curtain)."""

from __future__ import annotations

import random

import pygame

from meduris_gui.games.eiszeit.entry import ENTRY
from meduris_gui.games.eiszeit.rules.game import Game
from meduris_gui.games.eiszeit.ui.scenes.curtain import EiszeitCurtain
from meduris_gui.games.eiszeit.ui.scenes.game import EiszeitGameScene
from meduris_gui.table.app import App, Settings
from meduris_gui.table.scene import Scene

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


def click(app: App, pos, button: int = 1) -> None:
    pos = (round(pos[0]), round(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)])


def click_button(app: App, scene, name: str) -> bool:
    found = scene.buttons.find(name)
    if found is None or not found.enabled:
        return False
    click(app, found.rect.center)
    return True


def ended(app: App) -> bool:
    return app.stack.top.scene_name == "ez-end"


class ClickPlayer:
    """Plays the human seats by clicks: the curtain away, one of the glowing things (a region's
    plaque, a piece, a card, a deck or a button), now and then a step back. `step()` makes one
    click (or one frame)."""

    def __init__(self, app: App, rng: random.Random, backs: float = 0.05) -> None:
        self.app = app
        self.rng = rng
        self.backs = backs
        self.clicks = 0

    def step(self) -> None:
        app = self.app
        top = app.stack.top
        if isinstance(top, EiszeitCurtain):
            click(app, (5, 5))
            return
        if not isinstance(top, EiszeitGameScene):
            app.step()
            return
        scene = top
        if scene.animator.busy or not scene.human_decides():
            if scene.game.is_over() and not scene.animator.busy and click_button(app, scene, "scores"):
                return
            app.step(dt=0.2)
            return
        glowing = sorted(scene.glowing())
        if scene.choice().chosen and self.rng.random() < self.backs:
            click(app, (scene.layout.geometry.rect.centerx, scene.layout.geometry.rect.centery), button=3)
            return
        element = self.rng.choice(glowing)
        point = scene.element_point(element)
        assert point is not None, element
        assert scene.element_at(point) == element or element.kind == "button", (element, scene.element_at(point))
        self.clicks += 1
        click(app, point)


def play_to_end(app: App, player: ClickPlayer, limit: int = 40000) -> int:
    steps = 0
    while not ended(app):
        player.step()
        steps += 1
        assert steps < limit, "the game does not reach the end scene"
    return steps

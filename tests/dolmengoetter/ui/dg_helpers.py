"""Shared helpers of the Dolmengötter window's tests: a headless app on the Dolmengötter title, and
a player that decides by synthetic mouse clicks only (places, druids, buttons, the curtain)."""

from __future__ import annotations

import random

import pygame

from meduris_gui.games.dolmengoetter.ui.scenes.curtain import DolmenCurtain
from meduris_gui.games.dolmengoetter.ui.scenes.end import DolmenEndScene
from meduris_gui.games.dolmengoetter.ui.scenes.game import DolmenGameScene
from meduris_gui.games.dolmengoetter.ui.scenes.setup import DolmenSetupScene
from meduris_gui.table.app import App, Settings


def dolmen_app(language: str = "en", size=(1366, 768), speed: str = "instant", seed: int = 7) -> App:
    app = App(size=size, settings=Settings(language=language, speed=speed, seed=seed, autosave=False), headless=True)
    app.settings.game = "dolmengoetter"
    app.stack.push("title")
    app.step()
    return app


def click(app: App, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])


def click_button(app: App, scene, name: str) -> bool:
    button = scene.buttons.find(name)
    if button is None or not button.enabled:
        return False
    click(app, button.rect.center)
    return True


def start_dolmen_game(app: App, seats, start: int | None = 0) -> DolmenGameScene:
    """Title -> setup -> game by clicks: `seats` ("human", "easy", ...) one per player."""
    assert click_button(app, app.stack.top, "new-game")
    setup = app.stack.top
    assert isinstance(setup, DolmenSetupScene)
    assert click_button(app, setup, f"players-{len(seats)}")
    for seat, kind in enumerate(seats):
        for _ in range(4):
            if setup.seats[seat] == kind:
                break
            assert click_button(app, setup, f"seat-{seat}")
        assert setup.seats[seat] == kind
    assert click_button(app, setup, "start-random" if start is None else f"start-{start}")
    assert click_button(app, setup, "start-game")
    wait_for_setup(app)
    while isinstance(app.stack.top, DolmenCurtain):
        click(app, (5, 5))
    assert isinstance(app.stack.top, DolmenGameScene)
    return app.stack.top


def wait_for_setup(app: App) -> None:
    """The setup keeps an unfinished autosave in the background before the game starts: wait for
    it (no timing: the thread is waited for) and step the frame that opens the game."""
    job = getattr(app.stack.top, "loading", None)
    if isinstance(app.stack.top, DolmenSetupScene) and job is not None:
        job.wait()
        app.step()


class ClickPlayer:
    """Plays the human seats by clicks: the curtain away, a glowing place, a druid then one of its
    glowing ends (or herbs), a prompt button. `step()` makes one click (or one frame)."""

    def __init__(self, app: App, rng: random.Random) -> None:
        self.app = app
        self.rng = rng

    def step(self) -> None:
        app = self.app
        top = app.stack.top
        if isinstance(top, DolmenCurtain):
            click(app, (5, 5))
            return
        if not isinstance(top, DolmenGameScene):
            app.step()
            return
        scene = top
        if scene.animator.busy or not scene.human_decides():
            if scene.game.is_over() and not scene.animator.busy and click_button(app, scene, "scores"):
                return
            app.step(dt=0.2)
            return
        choices = [b.name for b in scene.buttons.buttons
                   if b.name not in scene.bar_names and b.enabled and b.name not in ("undo", "suggest")]
        targets = sorted(scene.targets())
        g = scene.layout.geometry
        if targets and (not choices or self.rng.random() < 0.85):
            click(app, g.point(self.rng.choice(targets)))
            return
        if choices:
            click_button(app, scene, self.rng.choice(choices))
            return
        app.step()


def play_to_end(app: App, player: ClickPlayer, limit: int = 20000) -> int:
    steps = 0
    while not isinstance(app.stack.top, DolmenEndScene):
        player.step()
        steps += 1
        assert steps < limit, "the game does not reach the end scene"
    return steps

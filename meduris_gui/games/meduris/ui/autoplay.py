"""A player made of synthetic mouse clicks: finds on screen where a legal choice is and clicks it.

The headless tests play whole games through the window with it, and the frame benchmark uses it
to keep animations running. It picks one of the legal actions the game scene offers and clicks
where the scene shows it (scenes/game_point.py: the board's geometry, the buttons' rectangles),
as many clicks as that choice takes.
"""

from __future__ import annotations

import random

import pygame

from .scenes.game_point import next_click

MAX_CLICKS = 4           # a build: the space, its button, a way to pay (+ a click per page of ways)


def click_event(pos) -> list:
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


class Stalled(AssertionError):
    """The game waits for time to pass, but the window's loop would sleep until the next input."""


class ClickPlayer:
    def __init__(self, app, rng: random.Random) -> None:
        self.app = app
        self.rng = rng

    def click(self, pos) -> None:
        self.app.step(click_event(pos))

    def button(self, scene, name: str) -> bool:
        button = scene.buttons.find(name)
        if button is None or not button.enabled:
            return False
        self.click(button.rect.center)
        return True

    def step(self) -> str:
        """One click (or a few for a two-click choice). Returns the registered name of the top
        scene ("game", "curtain", "end": ui/scenes/__init__.py)."""
        scene = self.app.stack.top
        if scene.scene_name == "curtain":
            self.click(self.app.screen.get_rect().center)
        elif scene.scene_name == "game":
            self.game_click(scene)
        elif scene.scene_name != "end":
            self.app.step()
        top = self.app.stack.top
        return top.scene_name if top is not None else ""

    def wait_frame(self, scene, why: str) -> None:
        """Let time pass without a click, as the window does: its loop runs a frame only when
        the app wants one (App.wants_frame); a wait the window would sleep through forever is
        an error here (seen: a curtain that never fell in a real window)."""
        if not self.app.wants_frame():
            raise Stalled(f"the window would wait for input forever while {why} "
                          f"(phase {scene.game.state.phase!r}, nothing busy)")
        self.app.step(dt=0.05)

    def game_click(self, scene) -> None:
        if scene.animator.busy or scene.computer_to_act() is not None:
            # A computer thinks in its own thread: wait for its answer (bounded) so that the
            # frames that follow see it whatever the machine's load (a test never races it).
            job = scene.table.thinker.job
            if job is not None:
                job.done.wait(5.0)
            self.wait_frame(scene, "pieces move or a computer thinks")  # a click would skip it
            return
        if getattr(scene, "handover", None) is not None:
            self.wait_frame(scene, "the curtain is due")    # the last decision is shown, then it falls
            return
        if scene.game.is_over():
            if not self.button(scene, "final"):
                self.wait_frame(scene, "the game's end is due")
            return
        if scene.targets.roll:
            self.button(scene, "roll")
            return
        self.play(scene, self.rng.choice(scene.game.legal_actions()))

    def play(self, scene, action) -> bool:
        """Click toward `action` where the scene shows it (game_point.next_click) until it is
        taken; False when the scene does not offer it."""
        decisions = len(scene.game.history)
        for _click in range(MAX_CLICKS + len(scene.choosing.ordered)):
            spot = next_click(scene, action)
            if spot is None:
                return False
            self.click(spot.center)
            if len(scene.game.history) != decisions:
                return scene.game.history[decisions] == action
        return False

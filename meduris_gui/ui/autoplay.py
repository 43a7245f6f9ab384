"""A player made of synthetic mouse clicks: finds on screen where a legal choice is and clicks it.

The headless tests play whole games through the window with it, and the frame benchmark uses it
to keep animations running. It reads only what a player sees (button rectangles, the board's
geometry) and the legal actions the game scene offers; it never calls the engine itself.
"""

from __future__ import annotations

import random

import pygame

from ..rules.kinds import Phase


def click_event(pos) -> list:
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


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

    def game_click(self, scene) -> None:
        if scene.animator.busy or scene.computer_to_act() is not None:
            # A computer thinks in its own thread: wait for its answer (bounded) so that the
            # frames that follow see it whatever the machine's load (a test never races it).
            job = scene.table.thinker.job
            if job is not None:
                job.done.wait(5.0)
            self.app.step(dt=0.05)           # let it run (a click would skip it); computers play alone
            return
        if scene.game.is_over():
            if not self.button(scene, "final"):
                self.app.step()
            return
        targets = scene.targets
        if targets.roll:
            self.button(scene, "roll")
            return
        g = scene.view.geometry
        phase = scene.game.state.phase
        rng = self.rng
        if phase == Phase.SETUP:
            self.click(g.highland(rng.choice(sorted(targets.highlands))))
        elif phase in (Phase.TAKE, Phase.RETURN):
            self.button(scene, f"material-{rng.choice(sorted(targets.materials))}")
        elif phase == Phase.MAIN:
            choices = [("worker", w) for w in targets.workers] + [("space", s) for s in targets.spaces]
            kind, target = rng.choice(sorted(choices))
            if kind == "worker":
                highland, level = target
                x, y = g.tower_slot(highland, level)
                self.click((x, y - g.worker_height() * 0.4))
                destination = rng.choice(sorted(targets.workers[target]))
                self.click(g.highland(destination))
            else:
                self.click(g.space(target))
                if scene.choosing.pending_space == target:
                    self.button(scene, rng.choice(sorted(targets.spaces[target])))
        elif phase in (Phase.PAY, Phase.SACRIFICE):
            options = targets.payments if phase == Phase.PAY else targets.sacrifices
            wanted = rng.randrange(len(options))
            for _ in range(len(options)):
                if self.button(scene, f"choice-{wanted}"):
                    return
                if not self.button(scene, "more"):
                    break

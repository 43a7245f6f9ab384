"""Die Dolmengötter's guided first game (issue 21 item 6): the table as a scene that teaches, step
by step, as Meduris's "Learn to play" does (meduris_gui/games/meduris/ui/scenes/tutorial.py).

The game is the guided game of games/dolmengoetter/lessons.py (Red, the learner, against Blue).
Each step says what to do in the lesson box (over the log); the board glows only where the step
asks for a click (a ring and an arrow point at it), and every other click changes nothing but a
gentle word in the box. A step without a click waits for Continue; the record's other decisions
(Blue's, and those a lesson lets play) play by themselves at the game's pace. The next step's
text shows only once the board has caught up. A damaged lesson file never closes the window: the
title comes back with a notice naming the file.
"""

from __future__ import annotations

import pygame

from .....i18n import N_
from meduris_gui.lessons import Tutorial
from meduris_gui.table.scenes.tutorial import BOARD, SeatedGuidedGame, Spot, TutorialEnd, draw_lesson_over
from meduris_gui.table.theme import LIGHT
from . import draw
from .game import DolmenGameScene

GAME = "dolmengoetter"


def load_tutorial() -> Tutorial:
    return Tutorial.load(game=GAME)


class DolmenTutorialScene(SeatedGuidedGame, DolmenGameScene):
    scene_name = "dg-tutorial"
    lessons_of = GAME
    end_scene = "dg-tutorial-end"
    step_setting = "dg_tutorial_step"

    # -- what the table does differently -------------------------------------------------------

    def clicks(self) -> list[int]:
        """The board clicks the step's decision takes, in order (its buttons take none)."""
        action = self.expected()
        if action is None:
            return []
        if action.verb == "place":
            return [action.a]
        if action.verb in ("walk", "fly"):
            return [action.a, action.b]
        if action.verb == "herbs":
            return [action.a, action.a]
        return []

    def next_place(self) -> int | None:
        """The place the learner clicks next, or None (a button, Continue, or nothing)."""
        clicks = self.clicks()
        if not clicks or not self.human_decides():
            return None
        return clicks[1] if self.selected == clicks[0] else clicks[0]

    def targets(self) -> set:
        place = self.next_place()
        return set() if place is None else {place}

    def board_click(self, pos) -> None:
        if self.layout is None or self.auto or self.due or self.animator.busy:
            return                        # the record plays on: nothing to ask of the learner
        place = self.layout.geometry.place_at(pos)
        target = self.next_place()
        if target is None or place != target:
            if place >= 0 or self.expected() is not None:
                self.gentle()
            return
        self._hush()
        action = self.expected()
        if action.verb == "place" or self.selected == action.a:
            self.act(action)
            return
        self.selected = place
        self._build_buttons()

    def button_name(self) -> str | None:
        """The prompt button the step asks for, or None."""
        action = self.expected()
        if action is None or not self.human_decides():
            return None
        if action.verb in ("stone", "point"):
            return action.verb
        if action.verb == "dolmen":
            return f"dolmen-{action.a}" if action.a else "dolmen-none"
        return None

    def pointed(self) -> Spot | None:
        """Where the step points now: the next place, the prompt's button, or Continue."""
        if self.animator.busy or self.auto or self.due or self.layout is None:
            return None
        place = self.next_place()
        if place is not None:
            g = self.layout.geometry
            x, y = g.point(place)
            r = g.radius + 2
            return Spot(pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r), BOARD, str(place))
        return self.button_spot()

    def draw(self, surface) -> None:
        draw.draw_game(surface, self)
        draw_lesson(surface, self)


def draw_lesson(surface, scene) -> None:
    spot = draw_lesson_over(surface, scene, under=_circles)
    if spot is not None and spot.place == BOARD and scene.hover_place == int(spot.name):
        _tip_again(surface, scene, int(spot.name))


def _tip_again(surface, scene, place: int) -> None:
    """The place's tip (its number) stays readable over the arrow while the pointer is on it."""
    from .draw import _place_tip
    _place_tip(surface, scene, place)


def _circles(surface, scene) -> None:
    """The circles the step's text is about (those its claims name) are outlined on the board, so
    that "octagon x" is found at once."""
    if scene.animator.busy or scene.auto or scene.due:
        return
    g = scene.layout.geometry
    board = scene.game.state.board
    ids = [c.id for c in board.circles]
    for circle in step_circles(scene.step, ids):
        box = g.circle_box(board.circles[circle]).inflate(g.radius, g.radius)
        pygame.draw.rect(surface, LIGHT, box, max(2, g.radius // 3), border_radius=round(g.cell * 0.3))


def step_circles(step, ids) -> list[int]:
    claims = step.claims or {}
    found = []
    for key in ("count", "holder", "stack"):
        name = str((claims.get(key) or {}).get("circle", ""))
        if name in ids and ids.index(name) not in found:
            found.append(ids.index(name))
    return found


class DolmenTutorialEnd(TutorialEnd):
    """The guided game's last word: a real game of Die Dolmengötter (its setup) or the title."""

    scene_name = "dg-tutorial-end"
    setup_scene = "dg-setup"
    headline = N_("You have played your first game of Die Dolmengötter!")


__all__ = ["DolmenTutorialEnd", "DolmenTutorialScene", "load_tutorial"]

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

import logging
import sys
from dataclasses import dataclass

import pygame

from .....i18n import _
from meduris_gui.lessons import LessonError, Tutorial
from meduris_gui.table import theme
from meduris_gui.games.meduris.ui.computers import pause
from meduris_gui.games.meduris.ui.scenes.tutorial import TutorialEnd, lesson_notice
from meduris_gui.games.meduris.ui.scenes.tutorial_draw import _ring_and_arrow
from meduris_gui.table.scene import Scene
from meduris_gui.table.widgets import Button, draw_text, draw_wrapped, elide, panel, wrapped_height
from ...rules.actions import Action
from . import draw
from .game import DolmenGameScene

SEATS = ["human", "easy"]        # Blue is shown as a computer; its moves come from the record
GAME = "dolmengoetter"


@dataclass(frozen=True)
class Spot:
    """Where the step points: a place of the board or a button (for the ring and the arrow)."""

    rect: pygame.Rect
    place: str                   # "board" or "button"
    name: str


def load_tutorial() -> Tutorial:
    return Tutorial.load(game=GAME)


class DolmenTutorialScene(DolmenGameScene):
    scene_name = "dg-tutorial"

    def __init__(self, step: int = 0, tutorial: Tutorial | None = None) -> None:
        self.notice = ""
        if tutorial is None:
            try:
                tutorial = load_tutorial()
            except LessonError as error:
                Scene.__init__(self)          # the scene stands in for the title (enter() puts it back)
                self.notice = lesson_notice(error)
                logging.getLogger(__name__).error("%s", error)
                print(f"meduris: {error}", file=sys.stderr)
                return
        self.tutorial = tutorial
        self.all_steps = tutorial.steps
        self.index = min(max(0, step), len(self.all_steps) - 1)
        step_obj = self.all_steps[self.index][1]
        game, _events = tutorial.game_at(step_obj.at)
        super().__init__(game, None, seats=list(SEATS), seed=1)
        self.cursor = step_obj.at            # the record's decisions played
        self.auto = 0                        # the record's decisions left to play by themselves
        self.wait = 0.0
        self.finished = False
        self.due = False                     # the next step shows once the board has caught up
        self.message = ""                    # the gentle word after a click elsewhere

    # -- where we are ---------------------------------------------------------------------------

    @property
    def lesson_index(self) -> int:
        return self.all_steps[self.index][0]

    @property
    def lesson(self):
        return self.tutorial.lessons[self.lesson_index]

    @property
    def step(self):
        return self.all_steps[self.index][1]

    def expected(self):
        """The learner's decision this step waits for (None: Continue, or the game plays on)."""
        if self.auto or self.finished or self.due:
            return None
        return self.step.do

    def waiting_for_continue(self) -> bool:
        return (self.expected() is None and not self.auto and not self.due and not self.finished
                and not self.animator.busy)

    # -- lifecycle ------------------------------------------------------------------------------

    def enter(self) -> None:
        if self.notice:
            self.stack.replace("title", message=self.notice)
            return
        super().enter()
        self._remember()

    def exit(self) -> None:
        if self.notice:
            return
        super().exit()
        self._remember()

    def _remember(self, index: int | None = None) -> None:
        app = self.app
        if app is None or not hasattr(app.settings, "dg_tutorial_step"):
            return
        app.settings.dg_tutorial_step = 0 if self.finished else (self.index if index is None else index)
        app.save_settings()

    def busy(self) -> bool:
        return self.animator.busy or bool(self.auto) or self.due

    def autosave(self) -> None:
        """The guided game never touches the autosave: the player's own game stays as it was."""

    def leave(self) -> None:
        self.stack.replace("title")

    # -- the flow -------------------------------------------------------------------------------

    def act(self, action) -> None:
        """A decision of the learner (a button or a click): only the step's own is made."""
        expected = self.expected()
        if expected is None or action != expected:
            self.gentle()
            return
        self.message = ""
        super().act(action)
        self._done()

    def gentle(self) -> None:
        """A click toward something else: a kind word, nothing changes."""
        self.message = (_("Not this one: follow the arrow") if self.expected() is not None
                        else _("Click Continue in the lesson box"))
        if self.app is not None:
            self.app.dirty = True

    def _done(self) -> None:
        self.cursor += 1
        self.auto = self.step.then
        self.wait = pause(self.app.settings.speed) if self.app else 0.0
        self.due = not self.auto
        self._build_buttons()

    def go_on(self) -> None:
        """Continue (a step that only explains)."""
        if self.expected() is not None or self.auto or self.due or self.finished:
            return
        self.message = ""
        self.auto = self.step.then
        self.wait = pause(self.app.settings.speed)
        self.due = not self.auto
        self._build_buttons()

    def _play_record(self) -> None:
        """The record's next decision that plays by itself (Blue's, or one the lesson lets go)."""
        action = Action.parse(self.tutorial.record.actions[self.cursor])
        DolmenGameScene.act(self, action)
        self.cursor += 1
        self.auto -= 1
        self.wait = pause(self.app.settings.speed)
        self.due = not self.auto
        self._build_buttons()

    def update(self, dt: float) -> None:
        """The record plays on at the game's pace; the next step's text shows only once the board
        shows what led to it. No computer thinks here and the end waits for the lesson."""
        self.clock += dt
        was = self.animator.busy
        self.animator.update(dt, getattr(self.app, "sounds", None))
        self._log_shown()
        if was and not self.animator.busy:
            self._build_buttons()
        if self.animator.busy or self.app is None:
            return
        if self.auto:
            self.wait -= dt
            if self.wait <= 0:
                self._play_record()
            return
        if self.due:
            self.due = False
            self.next_step()
            self._build_buttons()

    def next_step(self) -> None:
        if self.index + 1 >= len(self.all_steps):
            self.finished = True
            self._remember()
            self.stack.push("dg-tutorial-end")
            return
        following = self.all_steps[self.index + 1][1]
        if following.at != self.cursor:          # "much later": the next lesson's own position
            self._remember(self.index + 1)
            self.stack.replace("dg-tutorial", step=self.index + 1, tutorial=self.tutorial)
            return
        self.index += 1
        self.message = ""
        self._remember()

    def show_end(self) -> None:
        self.stack.push("dg-tutorial-end")

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
        self.message = ""
        action = self.expected()
        if action.verb == "place" or self.selected == action.a:
            self.act(action)
            return
        self.selected = place
        self._build_buttons()

    def choice_buttons(self) -> list:
        """The table's buttons but undo, Suggest (the lesson says what to do) and "See the scores"
        (the lesson leads to its end); a button the step does not ask for does nothing but the
        gentle word (act)."""
        return [entry for entry in super().choice_buttons() if entry[2] not in ("undo", "scores", "suggest")]

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

    def _build_buttons(self) -> None:
        if self.app is None:
            return
        super()._build_buttons()
        if self.layout is None:
            return
        rect = box_rect(self.layout)
        s = self.layout.scale
        h = s.px(34)
        self.buttons.add(Button(pygame.Rect(rect.left + s.px(12), rect.bottom - h - s.px(10), s.px(190), h),
                                _("Leave the lesson"), self.leave, name="leave-tutorial", bold=False))
        if self.expected() is None and not self.auto and not self.finished and not self.due:
            self.buttons.add(Button(pygame.Rect(rect.right - s.px(170), rect.bottom - h - s.px(10), s.px(158), h),
                                    _("Continue"), self.go_on, name="continue", primary=True))
        aimed = self.button_name() or ("continue" if self.waiting_for_continue() else None)
        for button in self.buttons.buttons:
            button.primary = button.name == aimed

    def pointed(self) -> Spot | None:
        """Where the step points now: the next place, the prompt's button, or Continue."""
        if self.animator.busy or self.auto or self.due or self.layout is None:
            return None
        place = self.next_place()
        if place is not None:
            g = self.layout.geometry
            x, y = g.point(place)
            r = g.radius + 2
            return Spot(pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r), "board", str(place))
        name = self.button_name() or ("continue" if self.waiting_for_continue() else None)
        button = self.buttons.find(name) if name else None
        if button is None:
            return None
        return Spot(pygame.Rect(button.rect), "button", name)

    def draw(self, surface) -> None:
        draw.draw_game(surface, self)
        draw_lesson(surface, self)


def box_rect(layout) -> pygame.Rect:
    """The lesson box: where the log is (the lesson says what matters now)."""
    return layout.log


def lesson_text(scene):
    """The box's heading (and its font), the step's text, the room for it and its font: the text
    role's, or the caption's when the whole text would not fit (a small window)."""
    s = scene.layout.scale
    rect = box_rect(scene.layout)
    inner = rect.inflate(-s.px(24), -s.px(20))
    head = _("Lesson {n} of {count}: {title}", n=scene.lesson_index + 1, count=len(scene.tutorial.lessons),
             title=_(scene.lesson.title))
    f = theme.font(s.heading, bold=True)
    top = inner.top + f.get_linesize() + s.px(8)
    say = _("The guided game is over.") if scene.finished else _(scene.step.say)
    bottom = rect.bottom - s.px(56)
    if scene.message:
        bottom -= s.role_font("caption").get_linesize() + s.px(4)
    room = pygame.Rect(inner.left, top, inner.width, max(0, bottom - top))
    text = s.role_font("text")
    if wrapped_height(say, text, room.width, 1.2) > room.height:
        text = s.role_font("caption")
    return head, f, say, room, text


def draw_lesson(surface, scene) -> None:
    layout = scene.layout
    if layout is None:
        return
    s = layout.scale
    rect = box_rect(layout)
    panel(surface, rect, theme.LIGHT, theme.GOLD)
    head, f, say, room, text = lesson_text(scene)
    inner = rect.inflate(-s.px(24), -s.px(20))
    draw_text(surface, elide(head, f, inner.width), inner.topleft, f, theme.INK)
    draw_wrapped(surface, say, room, text, theme.INK, spacing=1.2)
    bottom = room.bottom
    if scene.message:
        caption = s.role_font("caption")
        draw_text(surface, elide(scene.message, caption, inner.width), (inner.left, bottom + s.px(2)), caption,
                  theme.INK_SOFT)
    for button in scene.buttons.buttons:          # the box's own buttons, over it
        if rect.contains(button.rect):
            button.draw(surface, s.button)
    _circles(surface, scene)
    spot = scene.pointed()
    if spot is not None:
        _ring_and_arrow(surface, spot, s)
        if spot.place == "board" and scene.hover_place == int(spot.name):
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
        pygame.draw.rect(surface, theme.LIGHT, box, max(2, g.radius // 3), border_radius=round(g.cell * 0.3))


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

    def real_game(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.replace("title")
        stack.push("dg-setup")

    def draw(self, surface) -> None:
        from meduris_gui.table.widgets import draw_centred_lines
        s = self.scale
        self.draw_shade(surface, 120)
        panel(surface, self.rect, theme.LIGHT, theme.GOLD)
        draw_centred_lines(surface, _("You have played your first game of Die Dolmengötter!"),
                           (self.rect.centerx, self.rect.top + s.px(50)), self.rect.width - s.px(40),
                           s.role_font("title"), theme.INK, spacing=0.95)
        draw_centred_lines(surface, _("Now play a real game: against the computer (easy, medium or strong) or with friends."),
                           (self.rect.centerx, self.rect.top + s.px(112)), self.rect.width - s.px(40),
                           s.role_font("text"), theme.INK_SOFT)
        self.buttons.draw(surface, s.button)


__all__ = ["DolmenTutorialEnd", "DolmenTutorialScene", "load_tutorial"]

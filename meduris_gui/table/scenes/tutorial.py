"""The guided first game of every game ("Learn to play"): what a game's guided scene shares.

A game's guided scene is its own game scene with `GuidedGame` mixed in before it (Meduris:
games/meduris/ui/scenes/tutorial.py, Die Dolmengötter: games/dolmengoetter/ui/scenes/tutorial.py).
The mixin holds the lesson's flow: the steps of the game's lessons (meduris_gui/lessons.py), the
decision a step waits for (only that one is made; anything else gets a gentle word and changes
nothing), Continue for a step that only explains, the record's other decisions left to play by
themselves, the next step's text shown only once the board has caught up, the step remembered in
the settings (Learn to play resumes there), and a damaged lesson file turned into a notice on the
title. It also draws the lesson box (over the log) and the ring with an arrow at what to click;
a game draws its own board under them and says where its clicks are (`pointed`).

`TutorialEnd` is the last word: play a real game (the game's setup) or back to the title.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from pathlib import Path

import pygame

from meduris_gui.i18n import N_, _
from meduris_gui.lessons import LessonError, Tutorial, lesson_rules
from meduris_gui.table import theme
from meduris_gui.table.scene import Scene
from meduris_gui.table.scenes.common import Dialog
from meduris_gui.table.widgets import (Button, button_width, draw_centred_lines, draw_text, draw_wrapped, elide,
                                       every_translation, panel, wrapped_height)
# The pause between two decisions at the game's speed.
from meduris_gui.table.speeds import pause

SEATS = ["human", "easy"]        # the learner, and the other seat shown as a computer: its moves come from the record
BUTTON, BOARD, FRAME = "button", "board", "frame"    # FRAME: framed, with the arrow (a card, a region's plaque)


@dataclass(frozen=True)
class Spot:
    """Where the step points: a place of the board or a button (for the ring and the arrow)."""

    rect: pygame.Rect
    place: str                   # BOARD, BUTTON or FRAME
    name: str


def lesson_notice(error: LessonError) -> str:
    """What the title says when a lesson file cannot be used: translated, naming the file and the
    field (the engine's own words for the problem stay for the command line and the log)."""
    return _("Learn to play cannot start: the lesson file {file} is damaged (at {field}). "
             "Reinstall Meduris to repair it.", file=Path(error.file).name, field=error.field)


class GuidedGame:
    """The lesson's flow, mixed into a game scene (before it: `class T(GuidedGame, GameScene)`).

    A game sets `lessons_of` (the game whose lessons it plays, for Tutorial.load), `end_scene`
    (its TutorialEnd's name) and `step_setting` (the Settings field remembering the step); it
    calls `start_lessons` before its game scene's __init__ and `_lessons_begin` after it, and
    says how its gentle word shows (`say_gently`)."""

    lessons_of = "meduris"
    end_scene = "tutorial-end"
    step_setting = "tutorial_step"

    def frame_parts(self):
        """The lesson's box and its arrow lie over the table wherever the lesson points, and the
        game's parts know nothing of them: the guided game is drawn whole every frame
        (table/frames.py)."""
        return None

    def load_lessons(self, step: int, tutorial: Tutorial | None):
        """The tutorial and the game at `step`'s position (with its events), or None when the
        lesson file is damaged (the scene then stands in for the title: enter() puts it back)."""
        self.notice = ""
        if tutorial is None:
            try:
                tutorial = Tutorial.load(game=self.lessons_of)
            except LessonError as error:
                Scene.__init__(self)
                self.notice = lesson_notice(error)
                logging.getLogger(__name__).error("%s", error)
                print(f"meduris: {error}", file=sys.stderr)
                return None
        self.tutorial = tutorial
        self.all_steps = tutorial.steps
        self.index = min(max(0, step), len(self.all_steps) - 1)
        return tutorial.game_at(self.step.at)

    def _lessons_begin(self) -> None:
        self.cursor = self.step.at           # the record's decisions played
        self.auto = 0                        # the record's decisions left to play by themselves
        self.wait = 0.0
        self.finished = False
        self.due = False                     # the next step shows once the board has caught up

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

    def _remember(self, index: int | None = None) -> None:
        """Learn to play resumes at this step (the first once the guided game is over)."""
        app = self.app
        if app is None:
            return
        setattr(app.settings, self.step_setting, 0 if self.finished else (self.index if index is None else index))
        app.save_settings()

    def busy(self) -> bool:
        return self.animator.busy or bool(self.auto) or self.due

    def autosave(self) -> None:
        """The guided game never touches the autosave: the player's own game stays as it was."""

    def leave(self) -> None:
        self.stack.replace("title")

    def show_end(self) -> None:
        self.stack.push(self.end_scene)

    # -- the flow -------------------------------------------------------------------------------

    def say_gently(self, text: str) -> None:
        """Show the gentle word ("" clears it)."""
        raise NotImplementedError

    def _hush(self) -> None:
        """The learner does what the step asks: a game that keeps the gentle word in the box
        clears it here (Meduris's prompt clears its own)."""

    def act(self, action) -> None:
        """A decision of the learner (a button or a click): only the step's own is made."""
        expected = self.expected()
        if expected is None or action != expected:
            self.gentle()
            return
        self._hush()
        super().act(action)
        self._done()

    def gentle(self) -> None:
        """A click toward something else: a kind word, nothing changes."""
        self.say_gently(_("Not this one: follow the arrow") if self.expected() is not None
                        else _("Click Continue in the lesson box"))

    def _done(self) -> None:
        """The learner made the step's decision: the record's next ones play, then the next step."""
        self.cursor += 1
        self._play_on()

    def go_on(self) -> None:
        """Continue (a step that only explains)."""
        if self.expected() is not None or self.auto or self.due or self.finished:
            return
        self._hush()
        self._play_on()

    def pause(self) -> float:
        """The wait before the record's next decision, at the game's speed."""
        return pause(self.app.settings.speed) if self.app is not None else 0.0

    def _play_on(self) -> None:
        self.auto = self.step.then
        self.wait = self.pause()
        self.due = not self.auto
        self._build_buttons()

    def next_step(self) -> None:
        if self.index + 1 >= len(self.all_steps):
            self.finished = True
            self._remember()
            self.stack.push(self.end_scene)
            return
        following = self.all_steps[self.index + 1][1]
        if following.at != self.cursor:          # "much later": the next lesson's own position
            self._remember(self.index + 1)
            self.stack.replace(self.scene_name, step=self.index + 1, tutorial=self.tutorial)
            return
        self.index += 1
        self.say_gently("")
        self._remember()

    def _step_shown(self) -> None:
        """The board has caught up with the step's decisions: the next step's text."""
        self.due = False
        self.next_step()
        self._build_buttons()

    # -- the lesson box -------------------------------------------------------------------------

    def box_rect(self) -> pygame.Rect:
        """The lesson box: where the log is (the lesson says what matters now)."""
        return self.layout.log

    def _lesson_buttons(self, s) -> None:
        """The box's buttons: leave the lesson, and Continue while a step only explains."""
        rect = self.box_rect()
        h = s.px(34)
        self.buttons.add(Button(pygame.Rect(rect.left + s.px(12), rect.bottom - h - s.px(10), s.px(190), h),
                                _("Leave the lesson"), self.leave, name="leave-tutorial", bold=False,
                                hint=_("Learn to play resumes here")))
        if self.expected() is None and not self.auto and not self.finished and not self.due:
            self.buttons.add(Button(pygame.Rect(rect.right - s.px(170), rect.bottom - h - s.px(10), s.px(158), h),
                                    _("Continue"), self.go_on, name="continue", primary=True))


class SeatedGuidedGame(GuidedGame):
    """The lesson's flow on a table of seated players (table/scenes/seated.py: Die Dolmengötter's,
    Eiszeit's): the gentle word in the lesson box, the record's own decisions played through the
    table's `act` (never the learner's check), and a frame in which no computer thinks and the end
    waits for the lesson."""

    def __init__(self, step: int = 0, tutorial: Tutorial | None = None) -> None:
        at = self.load_lessons(step, tutorial)
        if at is None:
            return                               # a damaged lesson file: enter() says so on the title
        game, _events = at
        learner, computer = SEATS
        super().__init__(game, None, seats=[learner] + [computer] * (game.state.n - 1), seed=1)
        self._lessons_begin()

    def _lessons_begin(self) -> None:
        super()._lessons_begin()
        self.message = ""                    # the gentle word after a click elsewhere

    def exit(self) -> None:
        if self.notice:
            return
        super().exit()
        self._remember()

    def say_gently(self, text: str) -> None:
        """The gentle word shows in the lesson box."""
        self.message = text
        if self.app is not None:
            self.app.dirty = True

    def _hush(self) -> None:
        self.message = ""

    def parse_action(self, text: str):
        """The record's decision `text` as the game's Action (its lesson rules' notation)."""
        return self.tutorial_action_class.parse(text)

    @property
    def tutorial_action_class(self):
        return lesson_rules(self.lessons_of).action_class

    def _play_record(self) -> None:
        """The record's next decision that plays by itself (an opponent's, chance's, or one the
        lesson lets go)."""
        action = self.parse_action(self.tutorial.record.actions[self.cursor])
        super(GuidedGame, self).act(action)          # the table's own act: not the learner's
        self.cursor += 1
        self.auto -= 1
        self.wait = self.pause()
        self.due = not self.auto
        self._build_buttons()

    def choice_buttons(self) -> list:
        """The table's buttons but undo, Suggest (the lesson says what to do) and "See the scores"
        (the lesson leads to its end); a button the step does not ask for does nothing but the
        gentle word."""
        return [entry for entry in super().choice_buttons() if entry[2] not in ("undo", "scores", "suggest")]

    def button_name(self) -> str | None:
        """The prompt button the step asks for next, or None."""
        raise NotImplementedError

    def aimed(self) -> str | None:
        """The button the step points at: the prompt's it asks for, or Continue."""
        return self.button_name() or ("continue" if self.waiting_for_continue() else None)

    def _build_buttons(self) -> None:
        if self.app is None:
            return
        super()._build_buttons()
        if self.layout is None:
            return
        self._lesson_buttons(self.layout.scale)
        aimed = self.aimed()
        for button in self.buttons.buttons:
            button.primary = button.name == aimed

    def button_spot(self) -> Spot | None:
        """The ring and the arrow at the button the step points at, or None."""
        name = self.aimed()
        button = self.buttons.find(name) if name else None
        if button is None:
            return None
        return Spot(pygame.Rect(button.rect), BUTTON, name)

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
            self._step_shown()


def lesson_text(scene, s, message: str = ""):
    """The box's heading (and its font), the step's text, the room for it and its font: the text
    role's, or the caption's when the whole text would not fit (a small window)."""
    rect = scene.box_rect()
    inner = rect.inflate(-s.px(24), -s.px(20))
    head = _("Lesson {n} of {count}: {title}", n=scene.lesson_index + 1, count=len(scene.tutorial.lessons),
             title=_(scene.lesson.title))
    f = theme.font(s.heading, bold=True)
    top = inner.top + f.get_linesize() + s.px(8)
    say = _("The guided game is over.") if scene.finished else _(scene.step.say)
    bottom = rect.bottom - s.px(56)
    if message:
        bottom -= s.role_font("caption").get_linesize() + s.px(4)
    room = pygame.Rect(inner.left, top, inner.width, max(0, bottom - top))
    text = s.role_font("text")
    if wrapped_height(say, text, room.width, 1.2) > room.height:
        text = s.role_font("caption")
    return head, f, say, room, text


def draw_lesson_box(surface, scene, s, message: str = "") -> None:
    """The lesson box over the log: the lesson's heading, the step's text, the gentle word (when
    the game shows it here) and the box's own buttons."""
    rect = scene.box_rect()
    panel(surface, rect, theme.LIGHT, theme.GOLD)
    head, f, say, room, text = lesson_text(scene, s, message)
    inner = rect.inflate(-s.px(24), -s.px(20))
    draw_text(surface, elide(head, f, inner.width), inner.topleft, f, theme.INK)
    draw_wrapped(surface, say, room, text, theme.INK, spacing=1.2)
    if message:
        caption = s.role_font("caption")
        draw_text(surface, elide(message, caption, inner.width), (inner.left, room.bottom + s.px(2)), caption,
                  theme.INK_SOFT)
    for button in scene.buttons.buttons:          # the box's own buttons, over it
        if rect.contains(button.rect):
            button.draw(surface, s.button)


def draw_lesson_over(surface, scene, under=None) -> Spot | None:
    """Over a seated table: the lesson box (with the gentle word), `under(surface, scene)` (what
    a game marks on its board), and the ring and arrow at where the step points; that spot."""
    layout = scene.layout
    if layout is None:
        return None
    s = layout.scale
    draw_lesson_box(surface, scene, s, scene.message)
    if under is not None:
        under(surface, scene)
    spot = scene.pointed()
    if spot is not None:
        ring_and_arrow(surface, spot, s)
    return spot


def ring_and_arrow(surface, spot, s) -> None:
    """A ring round the spot, and an arrow at it (not among a prompt's buttons)."""
    width = s.px(4)
    if spot.place in (BUTTON, FRAME):
        pygame.draw.rect(surface, theme.LIGHT, spot.rect.inflate(s.px(14), s.px(14)), width + 2, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, spot.rect.inflate(s.px(10), s.px(10)), width, border_radius=9)
    else:
        r = max(spot.rect.width, spot.rect.height) // 2 + s.px(6)
        pygame.draw.circle(surface, theme.LIGHT, spot.rect.center, r + 2, width + 2)
        pygame.draw.circle(surface, theme.GOLD, spot.rect.center, r, width)
    if spot.place == BUTTON and spot.name != "continue":
        return                    # among the prompt's buttons an arrow would hide the others
    # The arrow above the spot points down at it (below it, pointing up, near the top edge).
    size = s.px(22)
    x = spot.rect.centerx
    above = spot.rect.top - s.px(10) - 2 * size > 0
    tip_y = spot.rect.top - s.px(8) if above else spot.rect.bottom + s.px(8)
    back = -1 if above else 1
    points = [(x, tip_y), (x - size * 0.7, tip_y + back * size), (x - size * 0.28, tip_y + back * size),
              (x - size * 0.28, tip_y + back * size * 1.9), (x + size * 0.28, tip_y + back * size * 1.9),
              (x + size * 0.28, tip_y + back * size), (x + size * 0.7, tip_y + back * size)]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.INK, points, 2)


class TutorialEnd(Dialog):
    """The guided game's last word: play a real game (the game's setup, over the title) or back to
    the title. A game names its setup and says its headline."""

    scene_name = ""                           # each game's subclass names its scene
    setup_scene = "setup"
    headline = N_("You have played your first game of Meduris!")

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale
        h = s.px(44)
        w = min(max(s.px(340), button_width(every_translation("Play a real game") + every_translation("Back to the title"),
                                             s.button, h)), size[0] - s.px(80))
        self.rect = pygame.Rect(0, 0, w + s.px(40), s.px(170) + 2 * (h + s.px(10)))
        self.rect.center = (size[0] // 2, size[1] // 2)
        top = self.rect.top + s.px(150)
        self.buttons.add(Button(pygame.Rect(self.rect.left + s.px(20), top, w, h), _("Play a real game"),
                                self.real_game, name="real-game"))
        self.buttons.add(Button(pygame.Rect(self.rect.left + s.px(20), top + h + s.px(10), w, h),
                                _("Back to the title"), self.title, name="title"))

    def real_game(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.replace("title")
        stack.push(self.setup_scene)

    def title(self) -> None:
        stack = self.stack
        stack.pop(self)
        stack.replace("title")

    def close(self) -> None:
        self.title()

    def draw(self, surface) -> None:
        s = self.scale
        self.draw_shade(surface, 120)
        panel(surface, self.rect, theme.LIGHT, theme.GOLD)
        draw_centred_lines(surface, _(self.headline),
                           (self.rect.centerx, self.rect.top + s.px(50)), self.rect.width - s.px(40),
                           s.role_font("title"), theme.INK, spacing=0.95)
        draw_centred_lines(surface, _("Now play a real game: against the computer (easy, medium or strong) or with friends."),
                           (self.rect.centerx, self.rect.top + s.px(112)), self.rect.width - s.px(40),
                           s.role_font("text"), theme.INK_SOFT)
        self.buttons.draw(surface, s.button)


__all__ = ["BOARD", "BUTTON", "FRAME", "GuidedGame", "SEATS", "SeatedGuidedGame", "Spot", "TutorialEnd", "draw_lesson_box",
           "draw_lesson_over", "lesson_notice", "ring_and_arrow"]

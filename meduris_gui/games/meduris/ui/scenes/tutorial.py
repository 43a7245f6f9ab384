"""The guided first game ("Learn to play", issue 13): a game scene that teaches, step by step.

The game is the guided game of lessons.py (Purple, the learner, against Blue), its die scripted by
the record. Each step says what to do in a box (over the log), points at the place to click (a
ring and an arrow, the rest of the board dimmed) and waits for the learner's own click; the
record's other decisions play by themselves (Blue's moves, the rituals). A click toward anything
else gets a gentle word and changes nothing. Leaving (the box's button, the menu, Esc twice)
remembers the step (Settings.tutorial_step): "Learn to play" resumes there. The last step offers a
real game.

Issue 19: a step's text appears only once the board shows what the steps before did (the record's
moves and their animations are over), so a text never runs ahead of the board; the guided game
ignores "build in one click" (every build shows the step the lesson promises: the space, the
building's button, the payment), whatever that setting does in a real game; a damaged lesson file
never closes the window: the title comes back with a notice naming the file.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pygame

from meduris_gui.i18n import _
from meduris_gui.lessons import LessonError, Tutorial
from ...rules.actions import HARVEST, Action
from ..computers import pause
from meduris_gui.table import theme
from meduris_gui.table.widgets import Button, button_width, draw_centred_lines, every_translation, panel
from meduris_gui.table.scene import Scene
from meduris_gui.table.scenes.common import Dialog
from .game_base import GameBase
from .game_point import BUTTON, action_spots, button_spot, next_click
from .tutorial_draw import box_rect, draw_lesson

NAMES = None                     # the players' colour names (Purple, Blue), translated
SEATS = ["human", "easy"]        # Blue is shown as a computer; its moves come from the record


class _GuidedSettings:
    """The player's settings as the guided game sees them: "build in one click" is always off (the
    lessons promise the build's every step); everything else, read or written, is the real
    settings'."""

    def __init__(self, settings) -> None:
        object.__setattr__(self, "_real", settings)

    def __getattr__(self, name):
        if name == "one_click_build":
            return False
        return getattr(self._real, name)

    def __setattr__(self, name, value) -> None:
        setattr(self._real, name, value)


class _GuidedApp:
    """The App as the guided game sees it: its settings are _GuidedSettings; all else is the App's."""

    def __init__(self, app) -> None:
        object.__setattr__(self, "_real", app)
        object.__setattr__(self, "settings", _GuidedSettings(app.settings))

    def __getattr__(self, name):
        return getattr(self._real, name)

    def __setattr__(self, name, value) -> None:
        setattr(self._real, name, value)


def lesson_notice(error: LessonError) -> str:
    """What the title says when a lesson file cannot be used: translated, naming the file and the
    field (the engine's own words for the problem stay for the command line and the log)."""
    return _("Learn to play cannot start: the lesson file {file} is damaged (at {field}). "
             "Reinstall Meduris to repair it.", file=Path(error.file).name, field=error.field)


class TutorialScene(GameBase):
    scene_name = "tutorial"
    suggest_enabled = False      # the lesson says what to do
    guided = True                # the menu offers no saves and leaves "to resume here"

    @property
    def app(self):
        app = self.stack.app if self.stack else None
        if app is None:
            return None
        if getattr(self, "_guided_app", None) is None or self._guided_app._real is not app:
            self._guided_app = _GuidedApp(app)
        return self._guided_app

    def __init__(self, step: int = 0, tutorial: Tutorial | None = None) -> None:
        self.notice = ""
        if tutorial is None:
            try:
                tutorial = Tutorial.load()
            except LessonError as error:
                # The scene stands in for the title (enter() puts it back with the notice).
                Scene.__init__(self)
                self.notice = lesson_notice(error)
                logging.getLogger(__name__).error("%s", error)
                print(f"meduris: {error}", file=sys.stderr)
                return
        self.tutorial = tutorial
        self.all_steps = self.tutorial.steps
        self.index = min(max(0, step), len(self.all_steps) - 1)
        lesson, step_obj = self.all_steps[self.index]
        game, events = self.tutorial.game_at(step_obj.at)
        super().__init__(game, NAMES, seats=list(SEATS), seed=1, events=events)
        self.cursor = step_obj.at            # the record's decisions played
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

    def expected(self) -> Action | None:
        """The learner's decision this step waits for (None: Continue, or the game plays on)."""
        if self.auto or self.finished or self.due:
            return None
        return self.step.do

    def enter(self) -> None:
        if self.notice:
            self.stack.replace("title", message=self.notice)
            return
        super().enter()
        self._remember()

    def _remember(self) -> None:
        settings = self.app.settings
        settings.tutorial_step = 0 if self.finished else self.index
        self.app.save_settings()

    # -- the flow -------------------------------------------------------------------------------

    def act(self, action) -> None:
        expected = self.expected()
        if expected is None or action != expected:
            self.gentle()
            return
        super().act(action)
        self._done()

    def roll(self) -> None:
        expected = self.expected()
        if expected is None or expected.verb != "roll":
            self.gentle()
            return
        self._play(lambda: self.game.apply(expected))
        self._done()

    def gentle(self) -> None:
        """A click toward something else: a kind word, nothing changes."""
        self.choosing.cancel()
        self._build_buttons()
        self.choosing.message = _("Not this one: follow the arrow") if self.expected() is not None else \
            _("Click Continue in the lesson box")

    def _done(self) -> None:
        """The learner made the step's decision: the record's next ones play, then the next step."""
        self.cursor += 1
        self.auto = self.step.then
        self.wait = pause(self.app.settings.speed)
        self.due = not self.auto
        self._build_buttons()

    def go_on(self) -> None:
        """Continue (a step that only explains)."""
        if self.expected() is not None or self.auto or self.due:
            return
        if self.finished:
            return
        self.auto = self.step.then
        self.wait = pause(self.app.settings.speed)
        self.due = not self.auto
        self._build_buttons()

    def update(self, dt: float) -> None:
        """The next step's text shows only when the board shows what led to it: after the record's
        moves of the step and their animations (issue 19: "+1 point" was said while the score
        still showed the old one)."""
        super().update(dt)
        if self.due and not self.auto and not self.animator.busy and self.app is not None:
            self.due = False
            self.next_step()
            self._build_buttons()

    def next_step(self) -> None:
        if self.index + 1 >= len(self.all_steps):
            self.finished = True
            self._remember()
            self.stack.push("tutorial-end")
            return
        following = self.all_steps[self.index + 1][1]
        if following.at != self.cursor:          # "much later": the next lesson's own position
            self._remember_index(self.index + 1)
            self.stack.replace("tutorial", step=self.index + 1, tutorial=self.tutorial)
            return
        self.index += 1
        self.choosing.message = ""
        self._remember()

    def _remember_index(self, index: int) -> None:
        self.app.settings.tutorial_step = index
        self.app.save_settings()

    def next_move(self, dt: float, speed: str):
        """GameScene.update's hook: the record's next decision that plays by itself, at the game's
        pace (Blue's moves, the rituals the lesson does not ask about), or None."""
        if not self.auto:
            return None
        self.wait -= dt
        if self.wait > 0:
            return None
        self.wait = pause(speed)
        return Action.parse(self.tutorial.record.actions[self.cursor])

    def play_move(self, move) -> None:
        """Apply the record's decision (a die roll with the record's face), then go on."""
        self._play(lambda: self.game.apply(move))
        self.cursor += 1
        self.auto -= 1
        self.due = not self.auto
        self._build_buttons()

    def leave(self) -> None:
        self.stack.replace("title")

    # -- what the game scene does differently ---------------------------------------------------

    def busy(self) -> bool:
        return self.animator.busy or bool(self.auto) or self.due

    def thinking_seat(self) -> int | None:
        return None if self.animator.busy or not self.auto else self.computer_to_act()

    def can_undo(self) -> bool:
        return False

    def autosave(self) -> None:
        """The guided game never touches the autosave: the player's own game stays as it was."""

    def exit(self) -> None:
        if self.notice:
            return                    # it never was a guided game (a damaged lesson file)
        self.table.stop()
        self._remember()

    def show_end(self) -> None:
        self.stack.push("tutorial-end")

    def highlights(self) -> dict:
        return {}                              # the lesson rings its own target

    def focus_space(self) -> int:
        """A payment or a sacrifice the step asks for keeps its space ringed on the board wherever
        the pointer is (the game scene rings it only while the pointer rests on the prompt)."""
        focus = super().focus_space()
        if focus < 0 and self.expected() is not None and not self.animator.busy:
            return self.decision_space()
        return focus

    def pointed(self):
        """Where the step points now: the next click toward its decision, or Continue."""
        if self.animator.busy or self.auto or self.due:
            return None
        expected = self.expected()
        if expected is None:
            return button_spot(self, "continue")
        return next_click(self, expected)

    def pointed_area(self) -> list:
        """What the step is about on the board (lit, the rest dimmed)."""
        expected = self.expected()
        if expected is None or self.animator.busy or self.auto:
            return []
        return action_spots(self, expected)

    def _build_buttons(self) -> None:
        if self.app is None:
            return                    # the scene was just replaced by the next lesson's
        super()._build_buttons()
        if self.layout is None:
            return
        self.buttons.buttons = [b for b in self.buttons.buttons if b.name not in ("final", "undo", "suggest")]
        rect = box_rect(self.layout)
        s = self.layout.scale
        h = s.px(34)
        leave = Button(pygame.Rect(rect.left + s.px(12), rect.bottom - h - s.px(10), s.px(190), h),
                       _("Leave the lesson"), self.leave, name="leave-tutorial", bold=False,
                       hint=_("Learn to play resumes here"))
        self.buttons.add(leave)
        if self.expected() is None and not self.auto and not self.finished and not self.due:
            self.buttons.add(Button(pygame.Rect(rect.right - s.px(170), rect.bottom - h - s.px(10), s.px(158), h),
                                    _("Continue"), self.go_on, name="continue", primary=True))
        # Enter presses only the button the lesson points at (Continue, the die, the one build
        # button of the step): a key never makes another decision than the lesson's.
        spot = self.pointed()
        aimed = spot.name if spot is not None and spot.place == BUTTON else None
        for button in self.buttons.buttons:
            button.primary = button.primary and button.name == aimed

    def handle_event(self, event) -> None:
        """The lesson box lies over the log: the clicks there are the box's buttons'."""
        pos = getattr(event, "pos", None)
        if pos is not None and self.layout is not None and box_rect(self.layout).collidepoint(pos):
            if event.type == pygame.MOUSEMOTION:
                self.buttons.motion(pos)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.buttons.click(pos)
            return
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.app is not None:
            self._refuse_a_detour()

    def _refuse_a_detour(self) -> None:
        """A click that starts another decision than the step's (a worker or a space to build on
        that the lesson does not ask for) gets the gentle word at once, not after the next click
        (seen in a real window: a click on another space opened its build buttons)."""
        expected, choosing = self.expected(), self.choosing
        wrong = False
        if choosing.pending_space >= 0:
            wrong = expected is None or not expected.is_build or expected.space != choosing.pending_space
        if choosing.selected_worker is not None:
            wrong = wrong or expected is None or expected.verb != HARVEST or \
                (expected.highland, expected.level) != choosing.selected_worker
        if wrong:
            self.gentle()

    def draw(self, surface) -> None:
        super().draw(surface)
        draw_lesson(surface, self)


class TutorialEnd(Dialog):
    """The guided game's last word: play a real game (the setup) or back to the title."""

    scene_name = "tutorial-end"

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
        stack.replace("setup")

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
        draw_centred_lines(surface, _("You have played your first game of Meduris!"),
                           (self.rect.centerx, self.rect.top + s.px(50)), self.rect.width - s.px(40),
                           s.role_font("title"), theme.INK, spacing=0.95)
        draw_centred_lines(surface, _("Now play a real game: against the computer (easy, medium or strong) or with friends."),
                           (self.rect.centerx, self.rect.top + s.px(112)), self.rect.width - s.px(40),
                           s.role_font("text"), theme.INK_SOFT)
        self.buttons.draw(surface, s.button)


__all__ = ["TutorialEnd", "TutorialScene"]

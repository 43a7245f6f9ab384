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

import pygame

from meduris_gui.i18n import N_
from meduris_gui.lessons import Tutorial
from ...rules.actions import HARVEST, Action
from meduris_gui.table.speeds import pause
from meduris_gui.table.scenes.tutorial import SEATS, GuidedGame, TutorialEnd as TableTutorialEnd
from .game_base import GameBase
from .game_point import BUTTON, action_spots, button_spot, next_click
from .tutorial_draw import box_rect, draw_lesson

NAMES = None                     # the players' colour names (Purple, Blue), translated


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


class TutorialScene(GuidedGame, GameBase):
    scene_name = "tutorial"
    lessons_of = "meduris"
    end_scene = "tutorial-end"
    step_setting = "tutorial_step"
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
        at = self.load_lessons(step, tutorial)
        if at is None:
            return                               # a damaged lesson file: enter() says so on the title
        game, events = at
        super().__init__(game, NAMES, seats=list(SEATS), seed=1, events=events)
        self._lessons_begin()

    # -- the flow -------------------------------------------------------------------------------

    def roll(self) -> None:
        expected = self.expected()
        if expected is None or expected.verb != "roll":
            self.gentle()
            return
        self._play(lambda: self.game.apply(expected))
        self._done()

    def say_gently(self, text: str) -> None:
        """The gentle word shows in the prompt (a choice in the making is dropped)."""
        if text:
            self.choosing.cancel()
            self._build_buttons()
        self.choosing.message = text

    def update(self, dt: float) -> None:
        """The next step's text shows only when the board shows what led to it: after the record's
        moves of the step and their animations (issue 19: "+1 point" was said while the score
        still showed the old one)."""
        super().update(dt)
        if self.due and not self.auto and not self.animator.busy and self.app is not None:
            self._step_shown()

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

    # -- what the game scene does differently ---------------------------------------------------

    def thinking_seat(self) -> int | None:
        return None if self.animator.busy or not self.auto else self.computer_to_act()

    def can_undo(self) -> bool:
        return False

    def exit(self) -> None:
        if self.notice:
            return                    # it never was a guided game (a damaged lesson file)
        self.table.stop()
        self._remember()

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
        self._lesson_buttons(self.layout.scale)
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


class TutorialEnd(TableTutorialEnd):
    """The guided game's last word: a real game of Meduris (its setup) or the title."""

    scene_name = "tutorial-end"
    setup_scene = "setup"
    headline = N_("You have played your first game of Meduris!")


__all__ = ["TutorialEnd", "TutorialScene"]

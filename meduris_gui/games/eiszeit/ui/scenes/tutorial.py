"""Eiszeit's guided first game (issue 22): the table as a scene that teaches, step by step, as Die
Dolmengötter's "Learn to play" does (games/dolmengoetter/ui/scenes/tutorial.py; the flow is every
seated table's, table/scenes/tutorial.py).

The game is the guided game of games/eiszeit/lessons.py (Red, the learner, against Blue and
Yellow). Each step says what to do in the lesson box (over the log: the board, the hand, the
panels, the supply and the prompt, which the lessons talk about, stay in view); the board and the
hand glow only where the step asks for a click (a ring and an arrow point at it), the prompt
offers the decision's buttons as in a real game, and a click on anything but the step's own
changes nothing but a gentle word in the box. A step without a click waits for Continue; the
record's other decisions (Blue's, Yellow's, chance's: a card drawn, a fire token dealt, and those
a lesson lets play) play by themselves at the game's pace, chance exactly as recorded. The next
step's text shows only once the board has caught up. A damaged lesson file never closes the
window: the title comes back with a notice naming the file.
"""

from __future__ import annotations

from .....i18n import N_
from meduris_gui.table.scenes.tutorial import BOARD, FRAME, SeatedGuidedGame, Spot, TutorialEnd, draw_lesson_over
from ..choices import BUTTON as BUTTON_ELEMENT, CARD as CARD_ELEMENT, REGION
from . import draw
from .game import EiszeitGameScene


class EiszeitTutorialScene(SeatedGuidedGame, EiszeitGameScene):
    scene_name = "ez-tutorial"
    lessons_of = "eiszeit"
    end_scene = "ez-tutorial-end"
    step_setting = "ez_tutorial_step"

    # -- what the table does differently -------------------------------------------------------

    def after_decision(self) -> list:
        """Chance is the record's (its decisions play by themselves, as the lesson counts them):
        the scene draws nothing of its own."""
        return []

    def next_elements(self) -> set:
        """The next clicks of the step's decision after the clicks so far (a swap may start with
        either hunter), or nothing (Continue, or the game plays on)."""
        action = self.expected()
        if action is None or not self.human_decides():
            return set()
        choice = self.choice()
        k = len(choice.chosen)
        return {seq[k] for seq, done in choice.table.items()
                if done == action and seq[:k] == choice.chosen and len(seq) > k}

    def glowing(self) -> set:
        """Only the step's next click glows (on the board, in the hand, on a deck)."""
        return self.next_elements()

    def offered(self) -> set:
        """The prompt offers every button of the decision, as in a game: one the step does not ask
        for gets the gentle word (click)."""
        if not self.human_decides() or self.choice() is None:
            return set()
        return self.choice().glowing()

    def click(self, element) -> None:
        """A click of the learner: only the step's next one narrows the decision."""
        if not self.human_decides() or self.auto or self.due:
            return
        if element not in self.next_elements():
            self.gentle()
            return
        self._hush()
        super().click(element)

    def back(self) -> None:
        """Right click, Esc, the Back button: a click of the step taken back (the arrow points at
        it again)."""
        if self.auto or self.due:
            return
        super().back()

    cancel = back

    def secondary_click(self, pos) -> None:
        self.back()

    def board_click(self, pos) -> None:
        if self.layout is None or self.auto or self.due or self.animator.busy:
            return                        # the record plays on: nothing to ask of the learner
        element = self.element_at(pos)
        if element is not None:
            self.click(element)
            return
        layout = self.layout
        if self.expected() is not None or layout.geometry.rect.collidepoint(pos) or layout.hand.collidepoint(pos):
            self.gentle()

    def button_name(self) -> str | None:
        """The prompt button the step asks for next, or None."""
        names = sorted(e.who for e in self.next_elements() if e.kind == BUTTON_ELEMENT)
        return names[0] if names else None

    def pointed(self) -> Spot | None:
        """Where the step points now: the next click on the board or in the hand, the prompt's
        button, or Continue."""
        if self.animator.busy or self.auto or self.due or self.layout is None:
            return None
        name = self.button_name()
        if name is None:
            for element in sorted(self.next_elements()):
                rect = self.element_rect(element)
                if rect is not None:
                    return Spot(rect.copy(), FRAME if element.kind in (CARD_ELEMENT, REGION) else BOARD,
                                f"{element.kind} {element.who} {element.a}")
        return self.button_spot()

    def draw(self, surface) -> None:
        draw.draw_game(surface, self)
        draw_lesson_over(surface, self)


class EiszeitTutorialEnd(TutorialEnd):
    """The guided game's last word: a real game of Eiszeit (its setup) or the title."""

    scene_name = "ez-tutorial-end"
    setup_scene = "ez-setup"
    headline = N_("You have played your first game of Eiszeit!")


__all__ = ["EiszeitTutorialEnd", "EiszeitTutorialScene"]

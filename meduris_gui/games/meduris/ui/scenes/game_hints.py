"""The Suggest button of the game scene (a mixin of GameScene): in a human's decision, what the
strong computer would do, ringed on the board (or on its button) with the reason in words under
the prompt. It is never applied: the player clicks it, or something else.

On by default in a player's first games (Settings.hints_shown), switched in the menu; the scene
counts the hints each seat asked for (kept in the saves, told on the end screen).
"""

from __future__ import annotations

import pygame

from meduris_gui.i18n import _
from ..hints import Hinter, sentence
from meduris_gui.table.widgets import Button
from .game_point import Spot, action_spots, next_click

SUGGEST_W = 150          # px at 1366x768: the Suggest button, at the right of the prompt's info row


class Suggesting:
    """Reads the scene's `game`, `app`, `layout`, `buttons`, `animator`, `targets`; GameScene calls
    `_hint_setup` in its constructor, `forget_hint` when the game moves on, `poll_hint` every frame."""

    suggest_enabled = True       # a scene that teaches by itself (the guided game) turns it off

    def _hint_setup(self, hints: list | None) -> None:
        self.hinter = Hinter()            # seeded by the position itself (hints.Hinter.start)
        players = self.game.state.players
        self.hints_used = list(hints) if hints and len(hints) == players else [0] * players

    def hints_on(self) -> bool:
        return self.suggest_enabled and self.app is not None and self.app.settings.hints_shown()

    def suggest_shown(self) -> bool:
        """The Suggest button is there whenever a human is to act (every decision of a human seat
        and a human's die roll), also while the last decision still animates: it never comes and
        goes within a human's turn. Never for a computer, never once the game is over."""
        return self.hints_on() and not self.game.is_over() and self.computer_to_act() is None

    def can_suggest(self) -> bool:
        """A human decides now. The die roll is chance's (the engine's CHANCE): there is nothing to
        suggest, so the button stays in its place there, disabled, and says why."""
        return self.suggest_shown() and not self.targets.roll

    def suggest_rect(self) -> pygame.Rect:
        s, prompt = self.layout.scale, self.layout.prompt
        return pygame.Rect(prompt.right - s.px(10) - s.px(SUGGEST_W), prompt.top + s.px(60), s.px(SUGGEST_W), s.px(28))

    def add_suggest_button(self) -> None:
        if not self.suggest_shown():
            return
        if not self.can_suggest():
            self.buttons.add(Button(self.suggest_rect(), _("Suggest"), self.suggest, enabled=False, name="suggest",
                                    hint=_("Nothing to choose: the die decides. Suggest helps in the decision after the roll")))
            return
        thinking = self.hinter.thinking
        self.buttons.add(Button(self.suggest_rect(), _("Thinking…") if thinking else _("Suggest"), self.suggest,
                                enabled=not thinking, name="suggest",
                                hint=_("What the strong computer would do, and why: you still decide")))

    def suggest(self) -> None:
        """Ask for a hint (counted for the seat that decides); it shows once the answer is there."""
        if not self.can_suggest() or self.hinter.thinking:
            return
        seat = self.game.current_player()
        self.hints_used[seat] += 1
        self.hinter.start(self.game, seat)
        self._build_buttons()

    def poll_hint(self) -> None:
        hint = self.hinter.poll(self.game)
        if hint is not None:
            self._build_buttons()
            self.show_choice(hint.action)        # a payment or sacrifice: its page is shown
            if self.app:
                self.app.dirty = True

    def forget_hint(self) -> None:
        self.hinter.forget()

    def current_hint(self):
        hint = self.hinter.hint
        if hint is None or hint.position != len(self.game.history) or not self.can_suggest():
            return None
        return hint

    def hint_text(self) -> str:
        hint = self.current_hint()
        return sentence(hint.reason, self.names()) if hint is not None else ""

    def hint_spots(self) -> tuple[Spot, ...]:
        """Where the suggested action is on the board and, for the click to make now, its button."""
        hint = self.current_hint()
        if hint is None:
            return ()
        spots = list(action_spots(self, hint.action))
        now = next_click(self, hint.action)
        if now is not None and all(now.name != spot.name for spot in spots):
            spots.append(now)
        return tuple(spots)


__all__ = ["SUGGEST_W", "Suggesting"]

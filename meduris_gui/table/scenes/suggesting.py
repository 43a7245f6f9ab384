"""The Suggest button of a seated game table (a mixin of the game scene, Die Dolmengötter's and
Eiszeit's): the game's strong computer player decides from the human's own view
(`game.view(seat)`, never the state) in a background thread (table/thinker.py), and the game's
explanation says why in the player's language. The scene gives `hinter` (a Thinker), `rng`,
`hint`, `game`, `legal()`, `human_decides()`, `decider()`, `_build_buttons()`, and the hooks
`hint_player(seat)` (its strong player) and `hint_reasons(seat, action)` (translated texts)."""

from __future__ import annotations


class SuggestingTable:
    def hint_player(self, seat: int):
        raise NotImplementedError

    def hint_reasons(self, seat: int, action) -> list[str]:
        raise NotImplementedError

    def suggest(self) -> None:
        """Ask the strong computer player, from the human's own view, in the background."""
        if self.hinter.thinking or not self.human_decides():
            return
        game, seat = self.game, self.decider()
        self.hinter.start(self.hint_player(seat), game.view(seat), tuple(game.legal_actions()))
        self._build_buttons()

    def poll_hint(self) -> None:
        action = self.hinter.answer() if self.hinter.thinking else None
        if action is None:
            return
        game = self.game
        self.hint = (len(game.history), action, self.hint_reasons(self.decider(), action))
        self._build_buttons()
        if self.app:
            self.app.dirty = True

    def current_hint(self):
        """The last suggestion, while it is still about the decision being asked."""
        hint = self.hint
        if hint is None or hint[0] != len(self.game.history) or hint[1] not in self.legal():
            return None
        return hint


__all__ = ["SuggestingTable"]

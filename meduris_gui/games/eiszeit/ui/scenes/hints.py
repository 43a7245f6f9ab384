"""The Suggest button of the Eiszeit table (a mixin of the game scene): the strong computer player
decides from the human's own view (`game.view(seat)`, never the state) in a background thread, and
ai/explain.py says why in the player's language; the first click of the suggested action is ringed
in blue (a region, a piece, a card), a suggested button is marked."""

from __future__ import annotations

from .....i18n import translate
from ...ai.explain import explain
from ...ai.players import make_player
from ..sentences import describe


class Suggesting:
    def suggest(self) -> None:
        """Ask the strong computer player, from the human's own view, in the background."""
        if self.hinter.thinking or not self.human_decides():
            return
        game, seat = self.game, self.decider()
        state = game.state
        player = make_player("strong", seat, state.n, self.rng.randrange(1 << 30), board=state.board, cards=state.cards)
        self.hinter.start(player, game.view(seat), tuple(game.legal_actions()))
        self._build_buttons()

    def poll_hint(self) -> None:
        action = self.hinter.answer() if self.hinter.thinking else None
        if action is None:
            return
        game = self.game
        reasons = [translate(reason) for reason in explain(game, self.decider(), action)]
        self.hint = (len(game.history), action, reasons)
        self._build_buttons()
        if self.app:
            self.app.dirty = True

    def current_hint(self):
        """The last suggestion, while it is still about the decision being asked."""
        hint = self.hint
        if hint is None or hint[0] != len(self.game.history) or hint[1] not in self.legal():
            return None
        return hint

    def hint_elements(self) -> set:
        """The next click of the suggested action (after the clicks so far, when they agree)."""
        hint = self.current_hint()
        choice = self.choice()
        if hint is None or choice is None:
            return set()
        k = len(choice.chosen)
        for seq, action in choice.table.items():
            if action == hint[1] and seq[:k] == choice.chosen and len(seq) > k:
                return {seq[k]}
        return set()

    def describe(self, action) -> str:
        """An action in words (the Suggest line)."""
        return describe(action, self.names(), self.game.state.colours)


__all__ = ["Suggesting"]

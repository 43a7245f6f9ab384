"""The Suggest button of the Eiszeit table (a mixin of the game scene): the strong computer player
decides from the human's own view (`game.view(seat)`, never the state) in a background thread, and
ai/explain.py says why in the player's language; the first click of the suggested action is ringed
in blue (a region, a piece, a card), a suggested button is marked."""

from __future__ import annotations

from .....i18n import translate
from meduris_gui.table.scenes.suggesting import SuggestingTable
from ...ai.explain import explain
from ...ai.players import make_player
from ..sentences import describe


class Suggesting(SuggestingTable):
    def hint_player(self, seat: int):
        state = self.game.state
        return make_player("strong", seat, state.n, self.rng.randrange(1 << 30), board=state.board, cards=state.cards)

    def hint_reasons(self, seat: int, action) -> list[str]:
        return [translate(reason) for reason in explain(self.game, seat, action)]

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

"""The Suggest button of the Dolmengötter table (a mixin of the game scene): dg-ai's strong player
decides from the human's own view (`game.view(seat)`, never the state) in a background thread, and
dg-ai's `explain` says why in the player's language; the suggested places are ringed in blue, a
suggested button is marked."""

from __future__ import annotations

from .....i18n import _, translate
from meduris_gui.table.scenes.suggesting import SuggestingTable
from ...ai.explain import explain
from ...ai.players import make_player


class Suggesting(SuggestingTable):
    def hint_player(self, seat: int):
        game = self.game
        return make_player("strong", seat, game.state.n, self.rng.randrange(1 << 30), board=game.state.board)

    def hint_reasons(self, seat: int, action) -> list[str]:
        return [translate(reason) for reason in explain(self.game, seat, action)]

    def hint_places(self) -> set:
        hint = self.current_hint()
        if hint is None:
            return set()
        action = hint[1]
        return {p for p in (action.a, action.b) if action.verb in ("place", "walk", "herbs", "fly") and p >= 0}

    def describe(self, action) -> str:
        """An action in words (the Suggest line)."""
        verb = action.verb
        if verb == "place":
            return _("a druid on place {place}", place=action.a)
        if verb == "walk":
            return _("walk from place {start} to place {end}", start=action.a, end=action.b)
        if verb == "fly":
            return _("fly from place {start} to place {end}", start=action.a, end=action.b)
        if verb == "herbs":
            return _("take herbs with the druid on place {place}", place=action.a)
        if verb == "stone":
            return _("leave a stone")
        if verb == "point":
            return _("lose a point")
        if verb == "dolmen":
            return _("no dolmen") if action.a == 0 else _("a dolmen of value {value}", value=action.a)
        return str(action)

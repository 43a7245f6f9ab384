"""The Suggest button of the Dolmengötter table (a mixin of the game scene): dg-ai's strong player
decides from the human's own view (`game.view(seat)`, never the state) in a background thread, and
dg-ai's `explain` says why in the player's language; the suggested places are ringed in blue, a
suggested button is marked."""

from __future__ import annotations

from .....i18n import _, translate
from ...ai.explain import explain
from ...ai.players import make_player


class Suggesting:
    def suggest(self) -> None:
        """Ask the strong computer player, from the human's own view, in the background."""
        if self.hinter.thinking or not self.human_decides():
            return
        game, seat = self.game, self.decider()
        player = make_player("strong", seat, game.state.n, self.rng.randrange(1 << 30), board=game.state.board)
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

"""What the Dolmengötter table asks, in words (a mixin of the game scene): the prompt's sentence
and its note (what a stone costs, where a dolmen goes and what it scores: game.pending_right()),
every fact from the engine."""

from __future__ import annotations

from .....i18n import _
from ...rules.state import MOVE, RIGHT, SETUP, STONE
from ..texts import RIGHT_KINDS, circle_name, winner_text


class Asking:
    def final_heading(self) -> str:
        return _("The final scoring")

    def winner_line(self, outcome) -> str:
        return winner_text(outcome.winners, outcome.scores, self.names())

    def ask_text(self, seat: int) -> str:
        """What the human deciding is asked."""
        game, names = self.game, self.names()
        player = names[seat]
        step = game.state.step
        if step == SETUP:
            return _("{player}: put a druid on a free place", player=player)
        if step == MOVE:
            if self.selected is not None:
                if game.state.lying[self.selected]:
                    return _("{player}: click a free place to fly there", player=player)
                return _("{player}: click a glowing place to walk there, or the druid again to take herbs",
                         player=player)
            if any(a.verb == "pass" for a in self.legal()):
                return _("{player}: no druid can move", player=player)
            return _("{player}: click one of your druids to walk, take herbs or fly", player=player)
        if step == STONE:
            return _("{player}: leave a stone on place {place}, or lose a point", player=player,
                     place=game.state.left)
        if step == RIGHT:
            right = game.pending_right()
            if right is not None:
                return _("{player}: {what} in the {circle}?", player=names[right.seat], what=_(RIGHT_KINDS[right.kind]),
                         circle=circle_name(game.state.board, right.circle))
        return player

    def info_text(self) -> str:
        """What the decision costs or gives: the dolmen's stack position and multiplier (P3)."""
        game = self.game
        if game.is_over():
            return ""
        last = ""
        if game.state.trigger >= 0:             # E1: everybody sees that the last round is on
            last = _("Last round: {player} has placed their last dolmen.", player=self.names()[game.state.trigger])
        if not self.human_decides():
            return last
        hint = self.current_hint()
        suggestion = "" if hint is None else " " + _("Suggestion: {action}. {reasons}", action=self.describe(hint[1]),
                                                     reasons=" ".join(hint[2]))
        return " ".join(part for part in (last, self.decision_note(), suggestion.strip()) if part)

    def decision_note(self) -> str:
        game = self.game
        if game.state.step == RIGHT:
            right = game.pending_right()
            if right is not None:
                return _("It goes to position {position} from the top and scores its value × {multiplier} "
                         "if the circle were scored now.", position=right.position + 1, multiplier=right.multiplier)
        if game.state.step == STONE:
            seat = self.decider()
            return _("Stones left: {stones}. Score: {score}.", stones=game.state.stones[seat],
                     score=game.state.score[seat])
        return ""

"""The players' searches over Eiszeit's protocol (protocol.py), with their budgets: the shared flat
determinised Monte Carlo (meduris_gui/ai/search.py; medium, and strong at 4 and 5 players) and
the information-set tree search (TreeSearch, meduris_gui/ai/ismcts.py; strong at 3 players).

Each candidate (the rule of thumb's best) is played on in futures where every player answers with
the rule of thumb and chance deals cards and fire values, for `horizon` rounds of turns (each
player one turn per round of turns), then the evaluation of evaluate.py; the strong player's
futures (the flat search's and the tree's) go on through its own next turn (protocol.py,
`own_turn`: the evaluation alone does not see what a seat holds, its next card does), and near
the end of the last round to the end of the game (protocol.py, `endgame`).
What the seat cannot see (the others' hands, the decks, the fire values) is dealt again for every
future (knowledge.redeal), and all candidates share the n-th deal and its random numbers.
"""

from __future__ import annotations

from meduris_gui.ai import search as shared
from meduris_gui.ai.ismcts import Ismcts

from ..rules.state import ACT, INITIAL
from .evaluate import DEFAULT, Weights
from .policy import RulePolicy
from .protocol import EiszeitProtocol


class Search(shared.Search):
    """`step_width`: the candidates kept at a step of a card and at the initial placement (None:
    `width`), where the budget is a third: fewer ideas, each played on in more futures.
    `endgame`, `own_turn`: the protocol's (the last round's futures played to the end; a future
    going on through the seat's own next turn, protocol.py)."""

    def __init__(self, weights: Weights = DEFAULT, steps: int = 600, width: int = 4, horizon: int | None = 1,
                 noise: float = 0.0, step_width: int | None = None, endgame: int | None = None,
                 own_turn: bool = False) -> None:
        super().__init__(EiszeitProtocol(weights, noise, endgame, own_turn), steps, width, horizon)
        self.w = weights
        self.noise = noise
        self.step_width = step_width
        self.policy = self.game.rules          # the rule of thumb (players read its rankings)

    def candidates(self, state, legal) -> list:
        width = self.width if self.step_width is None or state.step not in UNIT_STEPS else self.step_width
        if len(legal) <= width:
            return list(legal)
        return self.game.candidates(state, legal, width)


class TreeSearch(Ismcts):
    """The information-set tree search (meduris_gui/ai/ismcts.py) over Eiszeit's protocol, whose
    `public` keys a node by what the searching seat sees (the others' draws and discards by their
    colour, fire values not at all): the strong player's at 3 players and the arena's `ismcts`
    seats (issue 23). Its futures are the flat search's (one round of turns and its own next
    turn; the last round's, near its end, to the end of the game); `noise`: its playouts'
    (EiszeitProtocol).
    `discard`: the player's own discard by the rule of thumb puts his weakest card under its deck
    when it is worth less than this (policy.RulePolicy; None: never); the playouts keep the rule of
    before (the others are not assumed to discard), unless `own_discard`: then its futures discard
    as it does in the turn it searches (its later discards no future judges). `memo`: the
    playouts' rule of thumb carries out each action once per position of a search (policy.py):
    the determinisations share what every player sees, and so the worths; the budget's steps are
    spent on new positions. `others`: Ismcts's (False: the tree holds the seat's own decisions,
    the others' are their rule of thumb's, on the hands each determinisation deals them);
    `early`, `spend`: Ismcts's (a plain answer given early, its steps kept for a later card)."""

    def __init__(self, weights: Weights = DEFAULT, steps: int = 2400, width: int = 4, horizon: int = 1,
                 explore: float = 2.0, endgame: int | None = None, own_turn: bool = True,
                 noise: float = 0.0, discard: float | None = None, memo: bool = False,
                 own_discard: bool = False, others: bool = True, early: float | None = None,
                 spend: float = 1.0) -> None:
        protocol = EiszeitProtocol(weights, noise, endgame, own_turn, memo, discard if own_discard else None)
        super().__init__(protocol, steps, width, horizon, explore, others=others, early=early, spend=spend)
        self.w = weights
        self.own_discard = own_discard and discard is not None
        # the rule of thumb the player reads for the decisions it does not search (the discard)
        self.policy = self.game.rules if discard is None else RulePolicy(weights, discard)

    def choose(self, root, rng, deadline=None, deals=None) -> tuple:
        """Ismcts.choose, with the memo emptied first (a search keeps no worths of an older one)
        and, with `own_discard`, the futures told whose discard of which turn is the seat's."""
        rules = self.game.rules
        if rules.memo is not None:
            rules.memo.clear()
        if self.own_discard:
            rules.discard_at = (root.decider, root.turn)
        return super().choose(root, rng, deadline, deals)


UNIT_STEPS = (ACT, INITIAL)            # a step of a card (A1-A6, L1-L9, D1-D8), the initial placement (S9)

__all__ = ["Search", "TreeSearch", "UNIT_STEPS"]

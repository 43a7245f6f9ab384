"""The strong player's search: the shared flat determinised Monte Carlo (meduris_gui/ai/search.py)
over Meduris's protocol (protocol.py), with Meduris's budgets.

Each candidate (the rule of thumb's best, and the best big harvest) is played on in many short
futures, the die rolled at random and every player answering with the rule of thumb, until two
rounds of turns have passed; there evaluate.py gives the deciding seat's lead. What it cannot see
(the others' materials) is filled in by memory.determinise before the search; when memory does not
account for the table, the futures cycle through several guesses (the player's `deals`).
"""

from __future__ import annotations

from meduris_gui.ai import search as shared
from meduris_gui.ai.ismcts import Ismcts

from .evaluate import DEFAULT, Weights
from .protocol import MedurisProtocol


class Search(shared.Search):
    def __init__(self, weights: Weights = DEFAULT, steps: int = 20000, width: int = 6,
                 horizon: int = 2) -> None:
        super().__init__(MedurisProtocol(weights), steps, width, horizon, stable_ties=True)
        self.w = weights
        self.policy = self.game.rules          # the rule of thumb (players read its scores)


class TreeSearch(Ismcts):
    """The information-set tree search (meduris_gui/ai/ismcts.py) over Meduris's protocol: the
    arena's `ismcts` seats and the strong player at 2-player tables (issue 23). `steps` is set so
    that a decision takes about as long as the flat search's (TREE_STEPS); `noise`: its
    playouts' (MedurisProtocol)."""

    def __init__(self, weights: Weights = DEFAULT, steps: int = 20000, width: int = 6,
                 horizon: int = 2, explore: float = 2.0, decay: float = 0.5, halving: bool = True,
                 fpu: float = 1.0, noise: float = 0.0) -> None:
        super().__init__(MedurisProtocol(weights, noise), steps, width, horizon, explore, decay, halving, fpu)
        self.w = weights
        self.policy = self.game.rules


__all__ = ["Search", "TreeSearch"]

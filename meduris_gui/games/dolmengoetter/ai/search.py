"""The medium and strong players' search: the shared flat determinised Monte Carlo
(meduris_gui/ai/search.py) over Die Dolmengötter's protocol (protocol.py), with its budgets.

Each candidate (the rule of thumb's best) is played on in futures where every player answers with
the rule of thumb, to the end of the game (or, with a `horizon`, for that many rounds, then the
evaluation of evaluate.py). Hidden values (M9) are the only hidden information: every future is
played on its own deal of the values the seat cannot see (knowledge.redeal), and all candidates
share the n-th deal. The rule of thumb being deterministic, a future is an exact "what if everyone
plays by rule of thumb from here" for that deal: choosing the best of them improves on the rule of
thumb itself (a rollout policy).

TreeSearch is the information-set tree search (meduris_gui/ai/ismcts.py) over the same protocol:
every iteration on its own deal of the hidden values (the protocol's `resample`), a node what the
searching seat knows (every action of this game is seen by everyone, so a node is the public
sequence of actions), the rule of thumb's best ideas as the priors and the playout policy.
"""

from __future__ import annotations

from meduris_gui.ai import search as shared
from meduris_gui.ai.ismcts import Ismcts

from .evaluate import DEFAULT, Weights
from .protocol import DolmenProtocol


class Search(shared.Search):
    def __init__(self, weights: Weights = DEFAULT, steps: int = 600, width: int = 4, horizon: int | None = None,
                 noise: float = 0.0) -> None:
        super().__init__(DolmenProtocol(weights, noise), steps, width, horizon)
        self.w = weights
        self.noise = noise
        self.policy = self.game.rules          # the rule of thumb (players read its rankings)


class TreeSearch(Ismcts):
    """The information-set tree search over Die Dolmengötter's protocol: the strong player of
    2-player tables and the arena's `ismcts` seats (issue 23). Its defaults are the strong player's
    futures (the rule of thumb to the end of the game, no chance: the game has no die);
    players.tree_search gives it the strong player's ideas (players.TREE_WIDTH) and a budget whose
    decision takes about as long as the flat search's (players.TREE_STEPS). Its deals are drawn from
    the seat's view alone (the protocol's `canonical`): the same view gives the same choice whatever
    the others' values are."""

    def __init__(self, weights: Weights = DEFAULT, steps: int = 1200, width: int = 5, horizon: int | None = None,
                 explore: float = 2.0, decay: float = 0.5, halving: bool = True, fpu: float = 1.0,
                 noise: float = 0.0) -> None:
        super().__init__(DolmenProtocol(weights, noise, canonical=True), steps, width, horizon, explore, decay,
                         halving, fpu)
        self.w = weights
        self.noise = noise
        self.policy = self.game.rules          # the rule of thumb (players read its rankings)


__all__ = ["Search", "TreeSearch"]

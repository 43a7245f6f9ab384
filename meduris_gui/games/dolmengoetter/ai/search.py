"""The medium and strong players' search: the shared flat determinised Monte Carlo
(meduris_gui/ai/search.py) over Die Dolmengötter's protocol (protocol.py), with its budgets.

Each candidate (the rule of thumb's best) is played on in futures where every player answers with
the rule of thumb, to the end of the game (or, with a `horizon`, for that many rounds, then the
evaluation of evaluate.py). Hidden values (M9) are the only hidden information: every future is
played on its own deal of the values the seat cannot see (knowledge.redeal), and all candidates
share the n-th deal. The rule of thumb being deterministic, a future is an exact "what if everyone
plays by rule of thumb from here" for that deal: choosing the best of them improves on the rule of
thumb itself (a rollout policy).
"""

from __future__ import annotations

from meduris_gui.ai import search as shared

from .evaluate import DEFAULT, Weights
from .protocol import DolmenProtocol


class Search(shared.Search):
    def __init__(self, weights: Weights = DEFAULT, steps: int = 600, width: int = 4, horizon: int | None = None,
                 noise: float = 0.0) -> None:
        super().__init__(DolmenProtocol(weights, noise), steps, width, horizon)
        self.w = weights
        self.noise = noise
        self.policy = self.game.rules          # the rule of thumb (players read its rankings)


__all__ = ["Search"]

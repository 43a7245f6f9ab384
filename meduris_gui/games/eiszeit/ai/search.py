"""The medium and strong players' search: the shared flat determinised Monte Carlo
(meduris_gui/ai/search.py) over Eiszeit's protocol (protocol.py), with its budgets.

Each candidate (the rule of thumb's best) is played on in futures where every player answers with
the rule of thumb and chance deals cards and fire values, for `horizon` rounds of turns (each
player one turn per round of turns), then the evaluation of evaluate.py. What the seat cannot see
(the others' hands, the decks, the fire values) is dealt again for every future (knowledge.redeal),
and all candidates share the n-th deal and its random numbers.
"""

from __future__ import annotations

from meduris_gui.ai import search as shared

from .evaluate import DEFAULT, Weights
from .protocol import EiszeitProtocol


class Search(shared.Search):
    def __init__(self, weights: Weights = DEFAULT, steps: int = 600, width: int = 4, horizon: int | None = 1,
                 noise: float = 0.0) -> None:
        super().__init__(EiszeitProtocol(weights, noise), steps, width, horizon)
        self.w = weights
        self.noise = noise
        self.policy = self.game.rules          # the rule of thumb (players read its rankings)


__all__ = ["Search"]

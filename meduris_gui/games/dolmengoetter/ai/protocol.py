"""Die Dolmengötter as the shared search sees it (meduris_gui/ai/protocol.py): the engine's legal
actions and apply, the rule of thumb of policy.py, the evaluation of evaluate.py, the hidden
dolmen values (M9) dealt again by knowledge.redeal. No chance: the game has no die. One object
per set of weights; it holds no game."""

from __future__ import annotations

import random

from meduris_gui.ai.protocol import GameProtocol, pick

from ..rules import engine
from ..rules.state import MOVE, OVER, TERMINAL
from .evaluate import DEFAULT, Weights, estimate, utility
from .knowledge import redeal
from .policy import RulePolicy


class DolmenProtocol(GameProtocol):
    """`noise`: the chance that a player in a playout takes one of his three best ideas.
    `canonical`: resample's deals depend only on the seat's view, not on where the hidden values
    lie in the state it is given (knowledge.redeal; the tree search's)."""

    title = "Die Dolmengötter"
    legal = staticmethod(engine.legal_actions)

    def __init__(self, weights: Weights = DEFAULT, noise: float = 0.0, canonical: bool = False) -> None:
        self.w = weights
        self.rules = RulePolicy(weights)
        self.noise = noise
        self.canonical = canonical

    def resample(self, state, seat: int, rng: random.Random):
        """The others' values dealt again among their slots (knowledge.redeal)."""
        return redeal(state, seat, rng, self.canonical)

    @staticmethod
    def play(state, action) -> tuple:
        engine.apply(state, action, [])
        return () if state.step == OVER else engine.legal_actions(state)

    def policy(self, state, legal, rng: random.Random) -> tuple:
        if len(legal) == 1:
            return legal[0], 0
        return pick(legal, self.rules.scores(state, legal), self.noise, rng), len(legal) >> 3

    def candidates(self, state, legal, width: int) -> list:
        order = self.rules.ranked(state, legal)
        return [legal[i] for i in order[:width]]

    def evaluate(self, state, seat: int) -> float:
        """The exact lead at the end of the game; else the expected one (evaluate.py)."""
        if state.step == OVER:
            score = state.score
            return score[seat] - max(x for s, x in enumerate(score) if s != seat)
        return utility(estimate(state, seat, self.w), seat)

    def horizon(self, state, rounds: int | None):
        return None if rounds is None else state.turn + rounds * state.n

    def past_horizon(self, state, mark: int) -> bool:
        """Turn `mark` has begun (a move is to be made)."""
        return state.turn >= mark and state.step == MOVE

    def main_decision(self, state) -> bool:
        return state.step == MOVE


assert TERMINAL == -2                    # the protocol's value (meduris_gui/ai/protocol.py)

__all__ = ["DolmenProtocol"]

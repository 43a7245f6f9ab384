"""Meduris as the shared search sees it (meduris_gui/ai/protocol.py): the engine's legal actions
and play, the rule of thumb of policy.py, the evaluation of evaluate.py, determinisations from
memory.py. One object per set of weights; it holds no game."""

from __future__ import annotations

import random

from meduris_gui.ai.protocol import GameProtocol, ranking

from ..rules import engine
from ..rules.actions import HARVEST
from ..rules.kinds import Phase
from ..rules.serial import state_to_dict
from ..rules.state import CHANCE, TERMINAL, GameState
from .evaluate import DEFAULT, Weights, estimate, utility
from .memory import determinise
from .policy import RulePolicy, cheapest

PAYMENTS_READ = 64      # payments (cheapest first) the search reads before choosing its candidates
_MAIN, _ROLL = int(Phase.MAIN), int(Phase.ROLL)      # as the engine writes them (kinds.py)


class MedurisProtocol(GameProtocol):
    """`noise`: the chance that a player in a playout takes one of his three best main moves
    instead of the best (the tree search's playouts, issue 23)."""

    title = "Meduris"
    legal = staticmethod(engine.legal_actions)
    play = staticmethod(engine.play)         # no events; returns the legal actions reached

    def __init__(self, weights: Weights = DEFAULT, noise: float = 0.0) -> None:
        self.w = weights
        self.rules = RulePolicy(weights)
        self.noise = noise

    def resample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """The others' materials dealt again at random among them (what `seat` cannot see, S3)."""
        view = state_to_dict(state)
        for index, player in enumerate(view["players"]):
            if index != seat:
                player["materials"] = None
        view["viewer"] = seat
        return determinise(view, None, rng)[0]

    def policy(self, state: GameState, legal, rng: random.Random) -> tuple:
        # The rule of thumb weighs every action of a main decision: charge for them, so that a
        # budget takes about as long early in the game as late.
        if state.phase != _MAIN:
            return self.rules.choose(state, rng, legal), 0
        cost = len(legal) >> 3
        if self.noise and len(legal) > 1 and rng.random() < self.noise:
            top = ranking(self.rules.main_scores(state, legal))[:3]
            return legal[top[rng.randrange(len(top))]], cost
        return self.rules.choose(state, rng, legal), cost

    def candidates(self, state: GameState, legal, width: int) -> list:
        policy = self.rules
        if state.phase == Phase.PAY:
            # Payments come cheapest first and may run to tens of thousands (R0 with a big
            # stock): the cheapest few, best kept stock first.
            head = [legal[i] for i in range(min(len(legal), PAYMENTS_READ))]
            scores = policy.payment_scores(state, head)
            return [head[i] for i in sorted(range(len(head)), key=lambda i: -scores[i])[:width]]
        if state.phase == Phase.SACRIFICE:
            options = cheapest(legal)
            scores = policy.sacrifice_scores(state, options)
            return [options[i] for i in sorted(range(len(options)), key=lambda i: -scores[i])[:width]]
        if state.phase != Phase.MAIN:
            return list(legal)
        scores = policy.main_scores(state, legal)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        keep = order[:width]
        # Always weigh the best big harvest too: materials now can beat a build.
        harvests = [i for i in order if legal[i].verb == HARVEST]
        if harvests and harvests[0] not in keep:
            keep[-1] = harvests[0]
        return [legal[i] for i in keep]

    def evaluate(self, state: GameState, seat: int) -> float:
        return utility(estimate(state, self.w), seat)

    def horizon(self, state: GameState, rounds: int | None):
        return None if rounds is None else state.turns + rounds * state.players

    def past_horizon(self, state: GameState, mark: int) -> bool:
        """A turn has begun (the die is to be rolled) after turn `mark`."""
        return state.turns > mark and state.phase == _ROLL

    def main_decision(self, state: GameState) -> bool:
        return state.phase in (Phase.MAIN, Phase.SETUP)


assert (CHANCE, TERMINAL) == (-1, -2)        # the protocol's values (meduris_gui/ai/protocol.py)

__all__ = ["MedurisProtocol", "PAYMENTS_READ"]

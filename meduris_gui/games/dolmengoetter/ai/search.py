"""The medium and strong players' search: determinised Monte Carlo over the rules engine.

For a decision it keeps the most promising candidates (the rule of thumb's best, policy.py), then
plays each of them on in short futures: every player answering with the rule of thumb (now and
then one of its three best ideas, so that futures differ), until the deciding seat's next turn
(`horizon` rounds), or the end of the game. Each future ends in the evaluation of evaluate.py seen
by the deciding seat (its lead over the best other player). Hidden values (M9) are the only hidden
information: each future is played on one of several determinisations of the seat's view
(knowledge.determinise), and candidates share the same determinisation and the same random
choices in the n-th future (common random numbers). The budget goes by successive halving: after
each round the worse half of the candidates is dropped.

The budget is counted in engine steps (a decision of the rule of thumb costs one more step per
eight legal actions it weighs), not in seconds, so a seed gives the same choice on any machine
(the arena is reproducible); `deadline` (time.perf_counter) is a safety net for the window only.
"""

from __future__ import annotations

import math
import random
import time

from ..rules import engine
from .evaluate import DEFAULT, Weights, estimate, utility
from .policy import RulePolicy

_MOVE = "move"


class Search:
    def __init__(self, weights: Weights = DEFAULT, steps: int = 1500, width: int = 5, horizon: int = 1,
                 noise: float = 0.25) -> None:
        self.w = weights
        self.policy = RulePolicy(weights)
        self.steps = steps          # engine steps per move decision (other decisions: a third)
        self.width = width          # candidates kept for a move decision
        self.horizon = horizon      # rounds of turns each future is played on
        self.noise = noise          # chance that a player in a future takes one of his three best ideas

    def candidates(self, state, legal) -> list:
        if len(legal) <= self.width:
            return list(legal)
        order = self.policy.ranked(state, legal)
        return [legal[i] for i in order[:self.width]]

    def choose(self, states: list, rng: random.Random, deadline: float | None = None) -> tuple:
        """The best action for the decider of states[0] (all states share the public position).
        Returns (action, stats dict)."""
        root = states[0]
        legal = engine.legal_actions(root)
        if len(legal) == 1:
            return legal[0], {"candidates": 1, "futures": 0, "steps": 0}
        seat = root.decider
        candidates = self.candidates(root, legal)
        if len(candidates) == 1:
            return candidates[0], {"candidates": 1, "futures": 0, "steps": 0}
        budget = self.steps if root.step == _MOVE else self.steps // 3
        end_turn = root.turn + self.horizon * root.n
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        alive = list(range(len(candidates)))
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        spent = 0
        future = 0
        base = rng.getrandbits(32)
        late = False
        for round_no in range(rounds):
            share = (budget - spent) // (rounds - round_no)
            used = 0
            while used < share or not any(counts[i] for i in alive):
                seed = base + future
                state = states[future % len(states)]
                future += 1
                for i in alive:
                    value, steps = self.future(state, candidates[i], seat, end_turn, seed)
                    totals[i] += value
                    counts[i] += 1
                    used += steps
                if deadline is not None and time.perf_counter() > deadline:
                    late = True
                    break
            spent += used
            if late:
                break
            if len(alive) > 1 and round_no < rounds - 1:
                alive.sort(key=lambda i: (-totals[i] / counts[i], i))
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda i: (totals[i] / counts[i], -i))
        return candidates[best], {"candidates": len(candidates), "futures": future, "steps": spent,
                                  "value": round(totals[best] / counts[best], 2)}

    def future(self, root, action, seat: int, end_turn: int, seed: int) -> tuple:
        """Play `action` and then the rule of thumb on until turn `end_turn` begins (or the game
        ends); returns (the seat's utility, steps played)."""
        st = root.copy()
        rng = random.Random(seed)
        apply = engine.apply
        legal_of = engine.legal_actions
        scores_of = self.policy.scores
        noise = self.noise
        sink: list = []
        apply(st, action, sink)
        steps = 1
        while st.step != "over" and not (st.turn >= end_turn and st.step == _MOVE):
            legal = legal_of(st)
            if len(legal) == 1:
                choice = legal[0]
            else:
                scores = scores_of(st, legal)
                steps += len(legal) >> 3
                if noise and rng.random() < noise:
                    top = sorted(range(len(legal)), key=lambda i: -scores[i])[:3]
                    choice = legal[top[rng.randrange(len(top))]]
                else:
                    best, value = 0, scores[0]
                    for i in range(1, len(scores)):
                        if scores[i] > value:
                            best, value = i, scores[i]
                    choice = legal[best]
            sink.clear()
            apply(st, choice, sink)
            steps += 1
        return utility(estimate(st, seat, self.w), seat), steps


__all__ = ["Search"]

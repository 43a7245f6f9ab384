"""The medium and strong players' search: determinised Monte Carlo rollouts over the rules engine.

For a decision it keeps the most promising candidates (the rule of thumb's best, policy.py), then
plays each of them on in futures where every player answers with the rule of thumb, to the end of
the game (or, with a `horizon`, for that many rounds, then the evaluation of evaluate.py). A future
is worth the deciding seat's lead over the best other player at its end. Hidden values (M9) are the
only hidden information: every future is played on its own deal of the values the seat cannot see
(knowledge.redeal), and all candidates share the n-th deal (common random numbers). The rule of
thumb being deterministic, a future is an exact "what if everyone plays by rule of thumb from here"
for that deal: choosing the best of them improves on the rule of thumb itself (a rollout policy).
The budget goes by successive halving: after each round the worse half of the candidates is dropped.

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
from .knowledge import redeal
from .policy import RulePolicy

_MOVE, _OVER = "move", "over"


class Search:
    def __init__(self, weights: Weights = DEFAULT, steps: int = 600, width: int = 4, horizon: int | None = None,
                 noise: float = 0.0) -> None:
        self.w = weights
        self.policy = RulePolicy(weights)
        self.steps = steps          # engine steps per move decision (other decisions: a third)
        self.width = width          # candidates kept for a move decision
        self.horizon = horizon      # rounds each future is played on (None: to the end of the game)
        self.noise = noise          # chance that a player in a future takes one of his three best ideas

    def candidates(self, state, legal) -> list:
        if len(legal) <= self.width:
            return list(legal)
        order = self.policy.ranked(state, legal)
        return [legal[i] for i in order[:self.width]]

    def choose(self, root, rng: random.Random, deadline: float | None = None) -> tuple:
        """The best action for the decider of `root` (a determinisation of his view). Returns
        (action, stats dict)."""
        legal = engine.legal_actions(root)
        if len(legal) == 1:
            return legal[0], {"candidates": 1, "futures": 0, "steps": 0}
        seat = root.decider
        candidates = self.candidates(root, legal)
        if len(candidates) == 1:
            return candidates[0], {"candidates": 1, "futures": 0, "steps": 0}
        budget = self.steps if root.step == _MOVE else self.steps // 3
        end_turn = None if self.horizon is None else root.turn + self.horizon * root.n
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
                deal = root if future == 0 else redeal(root, seat, random.Random(seed))
                future += 1
                for i in alive:
                    value, steps = self.future(deal, candidates[i], seat, end_turn, seed)
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

    def future(self, root, action, seat: int, end_turn: int | None, seed: int) -> tuple:
        """Play `action`, then the rule of thumb on to the end of the game (or until turn
        `end_turn` begins); returns (the seat's lead at the end, steps played)."""
        st = root.copy()
        apply = engine.apply
        legal_of = engine.legal_actions
        scores_of = self.policy.scores
        noise = self.noise
        rng = random.Random(seed) if noise else None
        sink: list = []
        apply(st, action, sink)
        steps = 1
        while st.step != _OVER and (end_turn is None or st.turn < end_turn or st.step != _MOVE):
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
        if st.step == _OVER:
            score = st.score
            return score[seat] - max(x for s, x in enumerate(score) if s != seat), steps
        return utility(estimate(st, seat, self.w), seat), steps


__all__ = ["Search"]

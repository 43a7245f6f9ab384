"""The strong player's search: determinised Monte Carlo over the engine.

For a decision it keeps the most promising candidates (the rule of thumb's best, policy.py),
then plays each of them on in many short futures: the die rolled at random, every player
answering with the rule of thumb, until a few turns later (or the end of the game). Each future
ends in the evaluation of evaluate.py, seen by the deciding seat (its lead over the best other
player). Candidates share the same dice in the n-th future (common random numbers), and the
budget goes by successive halving: after each round the worse half is dropped.

What it cannot see (the others' materials) is filled in by memory.determinise before the search;
when memory does not account for the table, every future draws one of several guesses.

The budget is counted in engine steps (a main decision of the rule of thumb counts one more step per
eight legal actions it weighs, so that a budget takes about as long early in the game as late), not
in seconds, so a seed gives the same choice on any
machine (the arena is reproducible); `deadline` is a safety net for the window only.
"""

from __future__ import annotations

import math
import random
import time

from ..rules import engine
from ..rules.actions import HARVEST, Action
from ..rules.kinds import Phase
from ..rules.state import CHANCE, TERMINAL, GameState
from .evaluate import DEFAULT, Weights, estimate, utility
from .policy import RulePolicy, cheapest



PAYMENTS_READ = 64      # payments (cheapest first) the search reads before choosing its candidates


class Search:
    def __init__(self, weights: Weights = DEFAULT, steps: int = 20000, width: int = 6,
                 horizon: int = 2) -> None:
        self.w = weights
        self.policy = RulePolicy(weights)
        self.steps = steps          # engine steps per main decision (other decisions: a third)
        self.width = width          # candidates kept for the main decision
        self.horizon = horizon      # rounds of turns each future is played on

    def choose(self, states: list, rng: random.Random, deadline: float | None = None) -> tuple:
        """The best action for the decider of states[0] (all states share the public position).
        Returns (action, stats dict)."""
        root = states[0]
        legal = engine.legal_actions(root)
        if len(legal) == 1:
            return legal[0], {"candidates": 1, "futures": 0, "steps": 0}
        seat = root.decider
        candidates = self._candidates(root, legal)
        if len(candidates) == 1:
            return candidates[0], {"candidates": 1, "futures": 0, "steps": 0}
        budget = self.steps if root.phase in (Phase.MAIN, Phase.SETUP) else self.steps // 3
        horizon_turns = root.turns + self.horizon * root.players
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        alive = list(range(len(candidates)))
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        spent = 0
        future = 0
        base = rng.getrandbits(32)
        for round_no in range(rounds):
            share = (budget - spent) // (rounds - round_no)
            used = 0
            while used < share or not any(counts[i] for i in alive):
                seed = base + future
                future += 1
                state = states[future % len(states)]
                for i in alive:
                    value, steps = self._future(state, candidates[i], seat, horizon_turns, seed)
                    totals[i] += value
                    counts[i] += 1
                    used += steps
                if deadline is not None and time.perf_counter() > deadline:
                    break
            spent += used
            if deadline is not None and time.perf_counter() > deadline:
                break
            if len(alive) > 1 and round_no < rounds - 1:
                alive.sort(key=lambda i: -totals[i] / counts[i])
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda i: (totals[i] / counts[i], -i))
        return candidates[best], {"candidates": len(candidates), "futures": future, "steps": spent,
                                  "value": round(totals[best] / counts[best], 2)}

    def _candidates(self, st: GameState, legal) -> list:
        if len(legal) <= self.width:
            return list(legal)
        if st.phase == Phase.PAY:
            # Payments come cheapest first and may run to tens of thousands (R0 with a big
            # stock): the cheapest few, best kept stock first.
            head = [legal[i] for i in range(min(len(legal), PAYMENTS_READ))]
            scores = self.policy.payment_scores(st, head)
            return [head[i] for i in sorted(range(len(head)), key=lambda i: -scores[i])[:self.width]]
        if st.phase == Phase.SACRIFICE:
            options = cheapest(legal)
            scores = self.policy.sacrifice_scores(st, options)
            return [options[i] for i in sorted(range(len(options)), key=lambda i: -scores[i])[:self.width]]
        if st.phase != Phase.MAIN:
            return list(legal)
        scores = self.policy.main_scores(st, legal)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        keep = order[:self.width]
        # Always weigh the best big harvest too: materials now can beat a build.
        harvests = [i for i in order if legal[i].verb == HARVEST]
        if harvests and harvests[0] not in keep:
            keep[-1] = harvests[0]
        return [legal[i] for i in keep]

    def _future(self, root: GameState, action: Action, seat: int, horizon_turns: int,
                seed: int) -> tuple:
        """Play `action` and then the rule of thumb on until `horizon_turns` turns have started
        and a turn begins (or the game ends); returns (the seat's utility, steps played)."""
        st = root.copy()
        rng = random.Random(seed)
        play = engine.play                 # returns the legal actions of the position reached
        choose = self.policy.choose
        roll, main = int(Phase.ROLL), int(Phase.MAIN)     # as the engine writes them (kinds.py)
        legal = play(st, action)
        steps = 1
        while True:
            decider = st.decider
            if decider == TERMINAL:
                break
            if decider == CHANCE:
                if st.turns > horizon_turns and st.phase == roll:
                    break
                legal = play(st, legal[rng.randrange(len(legal))])
                steps += 1
            else:
                if st.phase == main:
                    # The rule of thumb weighs every action of a main decision: charge for them,
                    # so that a budget takes about as long early in the game as late.
                    steps += len(legal) >> 3
                legal = play(st, choose(st, rng, legal))
                steps += 1
        return utility(estimate(st, self.w), seat), steps

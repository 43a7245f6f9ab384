"""The medium and strong players' search, for every game: flat determinised Monte Carlo over the
game protocol (protocol.py).

For a decision it keeps the most promising candidates (the game's rule of thumb, `candidates`),
then plays each of them on in many futures: the die rolled at random (chance is an action of its
own), every player answering with the rule of thumb (`policy`), until `horizon` rounds of turns
have passed (or the game ends), where the game's `evaluate` gives the deciding seat's lead over the
best other player. Candidates share the n-th future's determinisation and random numbers (common
random numbers), and the budget goes by successive halving: after each round the worse half of the
candidates is dropped.

What the seat cannot see is filled in by its determinisations: either a list the player drew
(`deals`: the n-th future is played on deals[(n + 1) % len(deals)]), or one per future drawn by
the game's `resample` (the first future on the root itself).

The budget is counted in engine steps (the game's policy charges extra steps for the actions it
weighs, so that a budget takes about as long early in the game as late), not in seconds, so a seed
gives the same choice on any machine (the arena is reproducible); `deadline` (time.perf_counter)
is a safety net for the window only: past it the search answers with its best so far.
"""

from __future__ import annotations

import math
import random
import time

from .protocol import GameProtocol, rollout


class Search:
    """`steps`: engine steps per main decision (other decisions: a third); `width`: candidates kept;
    `horizon`: rounds of turns each future is played on (None: to the end of the game);
    `stable_ties`: when halving, candidates of equal worth keep their order of the round before
    (else the earlier candidate goes first)."""

    def __init__(self, game: GameProtocol, steps: int, width: int, horizon: int | None,
                 stable_ties: bool = False) -> None:
        self.game = game
        self.steps = steps
        self.width = width
        self.horizon = horizon
        self.stable_ties = stable_ties

    def candidates(self, state, legal) -> list:
        if len(legal) <= self.width:
            return list(legal)
        return self.game.candidates(state, legal, self.width)

    def choose(self, root, rng: random.Random, deadline: float | None = None, deals: list | None = None) -> tuple:
        """The best action for the decider of `root` (a determinisation of his view). Returns
        (action, stats dict)."""
        game = self.game
        legal = game.legal(root)
        if len(legal) == 1:
            return legal[0], {"candidates": 1, "futures": 0, "steps": 0}
        seat = root.decider
        candidates = self.candidates(root, legal)
        if len(candidates) == 1:
            return candidates[0], {"candidates": 1, "futures": 0, "steps": 0}
        budget = self.steps if game.main_decision(root) else self.steps // 3
        mark = game.horizon(root, self.horizon)
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
                if deals is not None:
                    deal = deals[(future + 1) % len(deals)]
                else:
                    deal = root if future == 0 else game.resample(root, seat, random.Random(seed))
                future += 1
                for i in alive:
                    value, steps = self.future(deal, candidates[i], seat, mark, seed)
                    totals[i] += value
                    counts[i] += 1
                    used += steps
                if deadline is not None and time.perf_counter() > deadline:
                    break
            spent += used
            if deadline is not None and time.perf_counter() > deadline:
                break
            if len(alive) > 1 and round_no < rounds - 1:
                if self.stable_ties:
                    alive.sort(key=lambda i: -totals[i] / counts[i])
                else:
                    alive.sort(key=lambda i: (-totals[i] / counts[i], i))
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda i: (totals[i] / counts[i], -i))
        return candidates[best], {"candidates": len(candidates), "futures": future, "steps": spent,
                                  "value": round(totals[best] / counts[best], 2)}

    def future(self, root, action, seat: int, mark, seed: int) -> tuple:
        """Play `action`, then the rule of thumb (and the die) on until the game ends or the
        horizon `mark` is past; returns (the seat's worth there, steps played)."""
        st = root.copy()
        steps = 1 + rollout(self.game, st, self.game.play(st, action), random.Random(seed), mark)
        return self.game.evaluate(st, seat), steps


__all__ = ["Search"]

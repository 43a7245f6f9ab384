"""Information-set Monte Carlo tree search (single observer, SO-ISMCTS) over the game protocol
(protocol.py), for every game (issue 23).

One tree over the deciding seat's information sets. Every iteration plays on a fresh
determinisation of the seat's view (a list of deals the player drew, taken in turn, or one drawn
by the game's `resample` per iteration: the root's hidden part is never read), and walks the tree:

- a node is what the searching seat knows at that point: the root's information set and the
  public sequence of actions since (the die's faces included: every action of the games we play
  is seen by everyone; a game whose actions are partly hidden says what a seat sees of one with
  `GameProtocol.public`). The same node is reached by many determinisations;
- at a seat's decision the rule of thumb's best actions (`candidates`, the policy's own choice
  first) are the node's actions, each with a prior falling with its rank; the node chooses by
  PUCT, Q + c * P * sqrt(availability) / (1 + visits): an action's availability counts the
  visits in which it was among the actions of that determinisation (the others' payments, for
  instance, depend on their materials);
- at chance the face is drawn uniformly and followed (chance is chance, not a choice);
- the first decision the tree has not seen is added, then the game's rule of thumb (and the die)
  plays on until the protocol's horizon, where `evaluate` gives every seat on the path its lead;
  each node's actions are judged by the seat that chose among them, in units of how far the
  searching seat's values seen so far stray from their mean (their standard deviation).

The answer is the root's most visited action. The budget counts engine steps (every action
applied, in the tree and in the playouts, plus what the rule of thumb charges for weighing its
options), as the flat search does (search.py), so that a seed gives the same choice on any
machine; `deadline` (time.perf_counter) is the window's safety net: past it the search answers
with what it has. Learnt from OpenSpiel's IS-MCTS (open_spiel/algorithms/ismcts.cc); our own code.
"""

from __future__ import annotations

import math
import random
import time

from .protocol import CHANCE, TERMINAL, GameProtocol, rollout


class Node:
    """An information set of the searching seat (reached by one public sequence of actions):
    the edge statistics of the action that led here, and the nodes below it."""

    __slots__ = ("children", "visits", "total", "avail", "prior", "deal", "weighed")

    def __init__(self, prior: float = 1.0) -> None:
        self.children: dict = {}
        self.visits = 0
        self.total = 0.0           # the values of the seat that chose this node's action
        self.avail = 0             # visits of the parent in which this action was among its actions
        self.prior = prior
        self.deal = None           # the deal `weighed` was found on (one deal, one state per node)
        self.weighed: list = []    # the actions of that deal, best first


class Ismcts:
    """`steps`: engine steps per main decision (other decisions: a third, as the flat search);
    `width`: actions a node weighs (the rule of thumb's best); `horizon`: rounds of turns each
    iteration is played on (None: to the end); `explore`: PUCT's constant; `decay`: each rank of
    the rule of thumb's order keeps this share of the prior of the one before; `halving`: the
    root's actions share the budget by successive halving (else the root chooses by PUCT too and
    answers with its most visited action); `fpu`: an action not yet tried is worth the mean of
    those tried less this many spreads (first play urgency: the larger, the longer a node follows
    the rule of thumb's first ideas); `others`: the other seats' decisions are nodes of the tree
    (False: the tree holds the searching seat's own decisions and chance only, and the first
    decision of another seat hands the iteration over to the playout, whose rule of thumb takes
    his decisions with his own hidden part of the determinisation: his choices are never merged
    over the hands the searching seat guesses for him). `early` (with `halving`): the search
    answers as soon as the root's best action leads the next by this many standard errors of
    their difference (iteration by iteration: the n-th iteration of each plays the same deal;
    looked at between the rounds of the halving and half-way through the last), and keeps the
    steps it did not spend: `bank`, what this object's searches have left of their budgets so far
    (a search the deadline cut short adds nothing), from which a later main decision takes up to
    `spend` times its budget more (a decision whose answer is plain pays for one whose answer is
    not; over a game the player spends what its budget gives)."""

    def __init__(self, game: GameProtocol, steps: int, width: int = 6, horizon: int | None = 2,
                 explore: float = 2.0, decay: float = 0.5, halving: bool = True, fpu: float = 1.0,
                 others: bool = True, early: float | None = None, spend: float = 1.0) -> None:
        if steps < 1 or width < 1:
            raise ValueError(f"a search needs at least one step and one action (steps {steps}, width {width})")
        self.game = game
        self.steps = steps
        self.width = width
        self.horizon = horizon
        self.explore = explore
        self.decay = decay
        self.halving = halving
        self.fpu = fpu
        self.others = others
        self.early = early
        self.spend = spend
        self.bank = 0
        self.value = None          # the seat's value in the last iteration (None: it chose nothing)
        self.priors = [decay ** k for k in range(width + 1)]

    # -- the search ------------------------------------------------------------------------------

    def choose(self, root, rng: random.Random, deadline: float | None = None, deals: list | None = None) -> tuple:
        """The best action for the decider of `root` (a determinisation of his view: only what
        he sees of it is read, unless `deals` are given). Returns (action, stats dict)."""
        game = self.game
        legal = game.legal(root)
        if len(legal) == 1:
            return legal[0], {"candidates": 1, "iterations": 0, "steps": 0}
        seat = root.decider
        main = game.main_decision(root)
        nominal = self.steps if main else max(1, self.steps // 3)
        early = self.early if self.halving else None
        extra = min(self.bank, int(self.spend * self.steps)) if early is not None and main else 0
        budget = nominal + extra
        mark = game.horizon(root, self.horizon)
        tree = Node()
        base = rng.getrandbits(32)
        moments = [0, 0.0, 0.0]          # the seat's values seen: their count, sum and sum of squares
        spent = 0
        iteration = 0

        def deal(n: int) -> tuple:
            """The n-th iteration's determinisation, its index among the deals, its random numbers."""
            rand = random.Random(base + n)
            if deals is not None:
                return deals[n % len(deals)].copy(), n % len(deals), rand
            return game.resample(root, seat, rand), None, rand

        if self.halving:
            # The root's actions (the rule of thumb's best, read on a determinisation) share the
            # budget by successive halving; the n-th iteration of each is played on the same deal
            # and random numbers (common random numbers: the same die for every action at first).
            state, _index, rand = deal(0)
            actions, _cost = self.actions(state, game.legal(state), rand)
            alive = list(range(len(actions)))
            rounds = max(1, math.ceil(math.log2(len(actions))))
            children = tree.children
            plain = False
            seen: list = [[] for _ in actions]    # the seat's value in each iteration of each action
            for round_no in range(rounds):
                share = (budget - spent) // (rounds - round_no)
                last = round_no == rounds - 1
                look = early is not None and last and len(alive) > 1     # half-way through the last round
                used = 0
                while used < share or not all(actions[i] in children for i in alive):
                    for i in alive:
                        state, index, rand = deal(iteration)
                        used += self.iterate(tree, state, seat, rand, mark, moments, index, actions[i])
                        seen[i].append(self.value)
                    iteration += 1
                    if deadline is not None and time.perf_counter() > deadline:
                        break
                    if look and 2 * used >= share:
                        look = False
                        plain = _plain(seen, alive, early)
                        if plain:
                            break
                spent += used
                if plain or (deadline is not None and time.perf_counter() > deadline):
                    break
                if len(alive) > 1 and not last:
                    if early is not None and _plain(seen, alive, early):
                        break
                    alive.sort(key=lambda i: (-_mean(children[actions[i]]), i))
                    alive = alive[:(len(alive) + 1) // 2]
            top = max(alive, key=lambda i: (_mean(children[actions[i]]), -i))
            action = actions[top]
        else:
            while spent < budget:
                state, index, rand = deal(iteration)
                spent += self.iterate(tree, state, seat, rand, mark, moments, index)
                iteration += 1
                if deadline is not None and time.perf_counter() > deadline:
                    break
            children = tree.children
            if not children:                      # the root was past the horizon: the rule of thumb
                action, _cost = game.policy(root.copy(), legal, rng)
                return action, {"candidates": 0, "iterations": iteration, "steps": spent}
            action = max(children, key=lambda a: (children[a].visits, _mean(children[a]), children[a].prior))
        if early is not None and (deadline is None or time.perf_counter() <= deadline):
            self.bank = max(0, self.bank + nominal - spent)
        best = tree.children[action]
        return action, {"candidates": len(tree.children), "iterations": tree.visits, "steps": spent,
                        "visits": best.visits, "value": round(_mean(best), 2)}

    def iterate(self, tree: Node, state, seat: int, rng: random.Random, mark, moments: list,
                deal: int | None = None, first=None) -> int:
        """One iteration for `seat` on the determinisation `state` (played on in place); returns
        its steps. `deal`: which of the player's deals `state` is (None: a fresh one): on the same
        deal a node is the same state, and the actions it weighs are those of last time. `first`:
        the root's action this iteration plays (successive halving), else the root chooses too."""
        game = self.game
        play = game.play
        public = game.public
        past = None if mark is None else game.past_horizon
        others = self.others
        legal = game.legal(state)
        count, total, squares = moments
        spread = math.sqrt(max(squares / count - (total / count) ** 2, 0.0)) if count > 1 else 0.0
        if spread <= 1e-9:
            spread = 1.0
        node = tree
        path = []                                  # (node entered, the seat that chose it)
        steps = 0
        while True:
            decider = state.decider
            if decider == TERMINAL or (past is not None and node is not tree and past(state, mark)):
                break
            if decider == CHANCE:
                action = legal[rng.randrange(len(legal))]
                key = public(state, action, seat)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = Node()
                legal = play(state, action)
                steps += 1
                path.append((child, CHANCE))
                node = child
                continue
            if node.visits == 0 and node is not tree:
                break                              # a new decision: the playout takes it from here
            if not others and decider != seat and node is not tree:
                break                              # another seat's decision: his, in the playout
            if first is not None and node is tree:
                key = public(state, first, seat)
                child = tree.children.get(key)
                if child is None:
                    child = tree.children[key] = Node()
                child.avail += 1
                legal = play(state, first)
                steps += 1
                path.append((child, decider))
                node = child
                continue
            if deal is not None and node.deal == deal:
                actions = node.weighed
            else:
                actions, cost = self.actions(state, legal, rng)
                steps += cost
                node.deal, node.weighed = deal, actions
            child, action = self.select(node, state, actions, seat, spread)
            legal = play(state, action)
            steps += 1
            path.append((child, decider))
            node = child
        steps += rollout(game, state, legal, rng, mark)
        values: dict = {}
        for child, chooser in path:
            if chooser >= 0 and chooser not in values:
                values[chooser] = value = game.evaluate(state, chooser)
                if chooser == seat:
                    moments[0] += 1
                    moments[1] += value
                    moments[2] += value * value
        self.value = values.get(seat)
        tree.visits += 1
        for child, chooser in path:
            child.visits += 1
            if chooser >= 0:
                child.total += values[chooser]
        return steps

    def actions(self, state, legal, rng: random.Random) -> tuple:
        """The actions a node weighs in this determinisation, best first, and the steps weighing
        them cost: more than `width` legal actions, the rule of thumb's best (`candidates`); else
        all of them, the policy's own choice first (its cost charged)."""
        if len(legal) > self.width:
            return self.game.candidates(state, legal, self.width), 0
        choice, cost = self.game.policy(state, legal, rng)
        ranked = [choice]
        ranked.extend(action for action in legal if action != choice)
        return ranked, cost

    def select(self, node: Node, state, actions: list, seat: int, spread: float) -> tuple:
        """PUCT among `actions` (the ones this determinisation allows): counts their availability,
        adds the ones the node has not met, returns (the chosen child, its action). An action's
        worth is its mean in units of `spread` (how far values stray: the constant `explore`
        means the same in every game, whatever its points); one not yet tried is worth the mean
        of those tried."""
        public = self.game.public
        children = node.children
        priors = self.priors
        keyed = []
        tried, worth = 0, 0.0
        for rank, action in enumerate(actions):
            key = public(state, action, seat)
            child = children.get(key)
            if child is None:
                child = children[key] = Node(priors[rank])
            child.avail += 1
            keyed.append((child, action))
            if child.visits:
                tried += 1
                worth += child.total / child.visits
        untried = worth / tried / spread - self.fpu if tried else 0.0
        total_prior = sum(child.prior for child, _action in keyed)
        explore = self.explore / total_prior
        best, best_score = keyed[0], -math.inf
        for pair in keyed:
            child = pair[0]
            visits = child.visits
            q = child.total / visits / spread if visits else untried
            score = q + explore * child.prior * math.sqrt(child.avail) / (1 + visits)
            if score > best_score:
                best, best_score = pair, score
        return best


def matched_steps(tree_steps: int, strong_default: int, strong_steps: int | None = None, times: int = 1) -> int:
    """An arena tree seat's budget: `tree_steps` (a game's budget whose decisions take as long as
    its strong player's `strong_default` steps) scaled to the strong player's `strong_steps`
    (None: its default), `times` over (the four-times seat)."""
    steps = tree_steps if strong_steps is None else max(1, strong_steps * tree_steps // strong_default)
    return times * steps


def _plain(seen: list, alive: list, early: float) -> bool:
    """Does the best of the root's `alive` actions lead the next by `early` standard errors?
    Compared iteration by iteration (the n-th iteration of every action plays the same deal and
    random numbers): the mean of the differences over their spread, over the root of their count."""
    ranked = sorted(alive, key=lambda i: -sum(seen[i]) / max(1, len(seen[i])))
    first, second = seen[ranked[0]], seen[ranked[1]]
    count = min(len(first), len(second))
    if count < 4:
        return False
    diffs = [a - b for a, b in zip(first, second)]
    mean = sum(diffs) / count
    var = sum((d - mean) ** 2 for d in diffs) / (count - 1)
    return mean > early * math.sqrt(var / count)


def _mean(node: Node) -> float:
    return node.total / node.visits if node.visits else -math.inf


__all__ = ["Ismcts", "Node", "matched_steps"]

"""The game protocol: what the shared search (and the arena) ask of a game, OpenSpiel-like.

A game's state carries `decider`: a seat (0..players-1), CHANCE (a die: its faces are the legal
actions, each as likely) or TERMINAL (over), and `copy()`. Everything else goes through the game's
adapter (games/<game>/ai/protocol.py), one object per game and set of weights:

    legal(state)                   the decider's legal actions (a stable order)
    play(state, action)            apply a legal action and every forced step after it, without
                                   events; returns the legal actions of the position reached
    resample(state, seat, rng)     another determinisation of `seat`'s information set: the state
                                   with what `seat` cannot see dealt again, consistent with its view
    policy(state, legal, rng)      the rule of thumb's action for the decider, and what weighing
                                   it cost in steps beyond the one of playing it
    candidates(state, legal, width)  the rule of thumb's best actions (at most `width`, best
                                   first): the prior of a search
    evaluate(state, seat)          the position's worth to `seat` (its lead over the best other
                                   player; the exact lead when the game is over)
    horizon(state, rounds)         the mark `rounds` rounds of turns from `state` (None: the end)
    past_horizon(state, mark)      a playout stops here: the mark is reached at a turn's start
    main_decision(state)           a decision worth the whole budget (others get a third)
    public(state, action, seat)    what `seat` sees of the decider's `action` (the tree search's
                                   key of it): the action itself unless a game hides some

A player turns its own view into states (each game's memory or knowledge: determinise(view,
memory, rng)); the search only ever draws more of them with `resample`. Chance is chance: a
playout rolls the die as an action of its own, uniformly among the faces. `random_playout` is the
simplest loop over the protocol: the simulator's random games.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

CHANCE = -1          # the decider when a die decides (Meduris's state.CHANCE)
TERMINAL = -2        # the decider when the game is over (every game's state.TERMINAL)


class GameProtocol(ABC):
    """A game as the search sees it (the module's doc says what each method answers)."""

    title: str = ""          # the game's name in messages

    @abstractmethod
    def legal(self, state) -> Sequence: ...

    @abstractmethod
    def play(self, state, action) -> Sequence: ...

    @abstractmethod
    def resample(self, state, seat: int, rng: random.Random): ...

    @abstractmethod
    def policy(self, state, legal: Sequence, rng: random.Random) -> tuple: ...

    @abstractmethod
    def candidates(self, state, legal: Sequence, width: int) -> list: ...

    @abstractmethod
    def evaluate(self, state, seat: int) -> float: ...

    @abstractmethod
    def horizon(self, state, rounds: int | None): ...

    @abstractmethod
    def past_horizon(self, state, mark) -> bool: ...

    @abstractmethod
    def main_decision(self, state) -> bool: ...

    def public(self, state, action, seat: int):
        """What `seat` sees of `action`, taken by the decider of `state` (ismcts.py keys its tree
        by it): every action of Meduris and Die Dolmengötter is seen by everyone."""
        return action


def best(scores: Sequence) -> int:
    """The index of the highest score (ties: the first): a rule of thumb's choice."""
    top, value = 0, scores[0]
    for i in range(1, len(scores)):
        if scores[i] > value:
            top, value = i, scores[i]
    return top


def ranking(scores: Sequence) -> list:
    """Indexes of `scores`, best first (ties: in their order)."""
    return sorted(range(len(scores)), key=lambda i: (-scores[i], i))


def pick(legal: Sequence, scores: Sequence, noise: float, rng: random.Random):
    """The action of the best score; with chance `noise` one of the three best instead (the easy
    players' carelessness, the playouts' noise)."""
    if noise and rng.random() < noise:
        top = ranking(scores)[:3]
        return legal[top[rng.randrange(len(top))]]
    return legal[best(scores)]


def rollout(game: GameProtocol, state, legal: Sequence, rng: random.Random, mark) -> int:
    """The rule of thumb (and the die, uniformly among its faces) plays `state` on, in place,
    until the game ends or the horizon `mark` is past (None: the end); `legal` are the actions of
    `state`. Returns the steps played (each action one, plus what the policy charged): the
    futures of search.py and the playouts of ismcts.py."""
    play = game.play                 # returns the legal actions of the position reached
    policy = game.policy
    past = None if mark is None else game.past_horizon
    steps = 0
    while True:
        decider = state.decider
        if decider == TERMINAL or (past is not None and past(state, mark)):
            return steps
        if decider == CHANCE:
            legal = play(state, legal[rng.randrange(len(legal))])
            steps += 1
        else:
            choice, cost = policy(state, legal, rng)
            legal = play(state, choice)
            steps += 1 + cost


def random_playout(game: GameProtocol, state, rng: random.Random, limit: int | None = None) -> int:
    """Play `state` on to the end, every decision (die rolls included) uniformly among the legal
    actions (`meduris sim`, tests); returns the decisions taken (forced steps the engine takes
    itself are none). More than `limit` decisions: RuntimeError (a stuck engine fails loudly;
    None: no limit, as for Meduris, whose random games on a side too small run long but end)."""
    play = game.play
    randrange = rng.randrange
    legal = game.legal(state)
    decisions = 0
    while state.decider != TERMINAL:
        if decisions == limit:
            raise RuntimeError(f"a game of {game.title} did not end after {limit} decisions")
        legal = play(state, legal[randrange(len(legal))])
        decisions += 1
    return decisions


__all__ = ["CHANCE", "TERMINAL", "GameProtocol", "best", "pick", "random_playout", "ranking", "rollout"]

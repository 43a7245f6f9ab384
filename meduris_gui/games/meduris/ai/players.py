"""Computer players: each decides from its own view of the game and the legal actions only.

    player = make_player("strong", seat=1, players=3, seed=7)
    player.observe(events)                       # every event of the game, as they happen
    action = player.decide(game.view(1), game.legal_actions())

`decide` never sees the game state: the view hides the other players' materials (S3); the
player rebuilds them from what it remembers (memory.py). Kinds: "random" (uniform among the
legal actions: a yardstick for the arena), "easy" (the rule of thumb, with some carelessness:
policy.py), "medium" (a short search, sometimes careless: a step between the two), "strong"
(at 2-player tables the information-set tree search, search.TreeSearch; at 3 and 4 players the
flat search, search.Search). The arena has three more seats (issue 23): "ismcts" and "ismcts4x",
the tree search at the flat search's time per decision and at four times its budget, and "flat",
the flat search, the strong player of before at every table.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from meduris_gui.ai.ismcts import matched_steps
from meduris_gui.ai.protocol import best

from ..rules.actions import Action
from ..rules.kinds import Phase
from .memory import Memory, determinise
from .policy import RulePolicy
from .search import Search, TreeSearch

KINDS = ("easy", "medium", "strong")            # offered in the setup screen
ARENA_KINDS = ("random", "easy", "medium", "strong", "flat", "ismcts", "ismcts4x")
# The tree search's budget: a decision about as long as the strong player's 20000 steps (issue 23:
# its iterations weigh the rule of thumb's candidates at every node of the tree and evaluate for
# every seat on the path, some 5 % more time per step than the flat search's futures, measured in the arena).
TREE_STEPS = 19000
# The actions a node of the tree weighs: the rule of thumb's sixteen best. Screened at a quarter of
# the window's budget (2-player arenas against the flat search, seats rotated, the same seeds):
# width 6 won 26 of 50, width 10 55 of 100, width 16 35 of 50 (issue 23).
TREE_WIDTH = 16
# The tree's playouts: in 15 % of his main decisions a player takes one of the rule of thumb's three
# best moves instead of the best (as Die Dolmengötter's tree, whose playouts of the rule of thumb
# alone were one scripted line per deal). Without it the tree won 52.1 % of 94 games against the
# flat search at the window's budget; at a quarter budget with it, 8 of 12 (issue 23).
TREE_NOISE = 0.15
# A table where nobody has built for this many rounds is stuck: the searching players then take
# the rule of thumb's best build whenever they can, so that the game ends (E1). Two searchers can
# otherwise harvest and sacrifice for ever: the one who would lose if the game ended now never
# builds his last piece, and the other's two-round futures do not see that his own last builds
# would end it (found in the issue 23 arena: 2 games in 116 passed 400 decisions). Normal games:
# at most 6.5 rounds without a build in 60 2-player games, 8.5 in 30 4-player games of medium players.
STALL_ROUNDS = 12
# The tables where the strong player searches with the tree: 2 players, where it beat the flat
# search at the same time per decision (issue 23: bench/arenas/meduris-2p-ismcts-flat-23101.jsonl).
# With 3 and 4 players it keeps the flat search: the tree is not measured there (Die Dolmengötter's
# tree lost to its flat search at 4 players).
TREE_PLAYERS = (2,)


class ComputerPlayer(ABC):
    kind = "computer"

    def __init__(self, seat: int, players: int, seed: int | None = None) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.memory = Memory(players)

    def observe(self, events) -> None:
        self.memory.observe(events)

    @abstractmethod
    def decide(self, view: dict, legal, deadline: float | None = None) -> Action:
        """One of `legal`, decided from `view` (and memory) only; `deadline`: answer by then."""


class RandomPlayer(ComputerPlayer):
    kind = "random"

    def decide(self, view: dict, legal, deadline: float | None = None) -> Action:
        return legal[self.rng.randrange(len(legal))]


class EasyPlayer(ComputerPlayer):
    """The rule of thumb without looking ahead at rituals and river crossings, and careless: now
    and then it takes one of its three best ideas instead of the best."""

    kind = "easy"
    careless = 0.35

    def __init__(self, seat: int, players: int, seed: int | None = None) -> None:
        super().__init__(seat, players, seed)
        self.policy = RulePolicy(foresight=False)

    def decide(self, view: dict, legal, deadline: float | None = None) -> Action:
        if len(legal) == 1:
            return legal[0]
        state, _certain = determinise(view, self.memory, self.rng)
        rng = self.rng
        if state.phase == Phase.MAIN and rng.random() < self.careless:
            scores = self.policy.main_scores(state, legal)
            top = sorted(range(len(legal)), key=lambda i: -scores[i])[:3]
            return legal[top[rng.randrange(len(top))]]
        return self.policy.choose(state, rng)


class StrongPlayer(ComputerPlayer):
    kind = "strong"
    guesses = 4           # determinisations when memory cannot account for the table

    def __init__(self, seat: int, players: int, seed: int | None = None,
                 search: Search | TreeSearch | None = None) -> None:
        super().__init__(seat, players, seed)
        self.search = search or strong_search(players)
        self.last: dict = {}
        self.built = -1             # pieces on the board when last seen changing ...
        self.built_turn = 0         # ... and the turn it was

    def unstick(self, state, legal) -> Action | None:
        """The rule of thumb's best build when nobody has built for STALL_ROUNDS rounds of turns
        (public: the board and the turn) and this is a main decision with a build (no search:
        it would harvest again); else None."""
        built = sum(1 for k in state.kind if k)
        if built != self.built:
            self.built, self.built_turn = built, state.turns
        if state.turns - self.built_turn < STALL_ROUNDS * state.players or state.phase != Phase.MAIN:
            return None
        builds = [action for action in legal if action.is_build]
        if not builds:
            return None
        return builds[best(self.search.policy.main_scores(state, builds))]

    def decide(self, view: dict, legal, deadline: float | None = None) -> Action:
        if len(legal) == 1:
            return legal[0]
        state, certain = determinise(view, self.memory, self.rng)
        build = self.unstick(state, legal)
        if build is not None:
            return build
        states = [state]
        if not certain:
            states += [determinise(view, None, self.rng)[0] for _ in range(self.guesses - 1)]
        action, self.last = self.search.choose(state, self.rng, deadline, deals=states)
        return action


class MediumPlayer(StrongPlayer):
    """A step a learner can climb between easy and strong: the strong player's search with a small
    budget, looking one round ahead among its three best ideas, and careless now and then like the
    easy player (one of the rule of thumb's three best main moves). Measured with `meduris arena`
    (issue 13: it beats easy and loses to strong in at least 70 % of 2-player games)."""

    kind = "medium"
    careless = 0.35
    steps, width, horizon = 500, 3, 1

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None) -> None:
        super().__init__(seat, players, seed, search or Search(steps=self.steps, width=self.width,
                                                               horizon=self.horizon))

    def decide(self, view: dict, legal, deadline: float | None = None) -> Action:
        if len(legal) > 1 and self.rng.random() < self.careless:
            state, _certain = determinise(view, self.memory, self.rng)
            build = self.unstick(state, legal)
            if build is not None:
                return build
            if state.phase == Phase.MAIN:
                scores = self.search.policy.main_scores(state, legal)
                top = sorted(range(len(legal)), key=lambda i: -scores[i])[:3]
                return legal[top[self.rng.randrange(len(top))]]
        return super().decide(view, legal, deadline)


class FlatPlayer(StrongPlayer):
    """The strong player of before (the flat search, search.Search), named for the arena: its
    yardstick of the tree search (issue 23); still the strong player at 3 and 4 players."""

    kind = "flat"

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None) -> None:
        super().__init__(seat, players, seed, search or Search())


class TreePlayer(StrongPlayer):
    """The strong player with the information-set tree search; `budget`: times TREE_STEPS."""

    kind = "ismcts"
    budget = 1

    def __init__(self, seat: int, players: int, seed: int | None = None, search: TreeSearch | None = None,
                 strong_steps: int | None = None) -> None:
        """`strong_steps`: the strong player's budget this one is to match (None: its default)."""
        super().__init__(seat, players, seed, search or tree_search(strong_steps, self.budget))


class TreePlayer4x(TreePlayer):
    kind = "ismcts4x"
    budget = 4


def tree_search(strong_steps: int | None = None, times: int = 1) -> TreeSearch:
    """The tree search on the steps that take as long as the flat search's `strong_steps` (None:
    its default), `times` over."""
    steps = matched_steps(TREE_STEPS, Search().steps, strong_steps, times)
    return TreeSearch(steps=steps, width=TREE_WIDTH, noise=TREE_NOISE)


def strong_search(players: int, strong_steps: int | None = None) -> Search | TreeSearch:
    """The strong player's search at a table of `players` (its budget: `strong_steps` of the flat
    search, or the tree's steps that take as long; None: the defaults)."""
    if players in TREE_PLAYERS:
        return tree_search(strong_steps)
    return Search() if strong_steps is None else Search(steps=strong_steps)


_KINDS = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer,
          "flat": FlatPlayer, "ismcts": TreePlayer, "ismcts4x": TreePlayer4x}


def make_player(kind: str, seat: int, players: int, seed: int | None = None,
                strong_steps: int | None = None) -> ComputerPlayer:
    """A computer player of `kind` for `seat`. `strong_steps` changes the strong player's search
    budget (engine steps per main decision; tests and experiments), and the flat seat's; the tree
    seats take the budget that matches it in time (the four-times seat: four times that)."""
    if kind not in _KINDS:
        raise ValueError(f"no computer player {kind!r} (choose from {', '.join(ARENA_KINDS)})")
    if kind == "flat" and strong_steps is not None:
        return FlatPlayer(seat, players, seed, Search(steps=strong_steps))
    if kind == "strong" and strong_steps is not None:
        return StrongPlayer(seat, players, seed, strong_search(players, strong_steps))
    if kind in ("ismcts", "ismcts4x"):
        return _KINDS[kind](seat, players, seed, strong_steps=strong_steps)
    return _KINDS[kind](seat, players, seed)

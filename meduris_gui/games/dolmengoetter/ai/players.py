"""Computer players of Die Dolmengötter, with the interface of Meduris's (meduris_gui/games/meduris/ai/players.py):

    player = make_player("strong", seat=1, players=3, seed=7)
    player.observe(events)                      # every event of the game as it happens (public() is read)
    action = player.decide(game.view(1), game.legal_actions(), deadline=None)

`decide` gets the seat's view (Game.view: the other players' dolmen values are None, M9) and the
legal actions, never the game. The player turns the view into positions it can search
(knowledge.determinise: the values it cannot see dealt at random) and remembers the values scored
(P4) from the public events. Kinds: "random" (uniform among the legal actions, a yardstick), "easy"
(the rule of thumb, policy.py, careless in half of its decisions), "medium" (the rule of thumb for
its moves, a small search for the stone and the dolmen), "strong" (every decision searched: with
2 players by the information-set tree search, search.TreeSearch; with more by search.py). The arena
has three more seats (issue 23): "flat" (the flat search of search.py, the strong player of before,
named for the comparison), "ismcts" (the tree search, the strong player of 2-player tables) and
"ismcts4x" (the tree at four times its budget). Budgets are engine steps, so a seed gives the same
game on any machine; `deadline` (time.perf_counter) is only the window's safety net.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from meduris_gui.ai.ismcts import matched_steps
from meduris_gui.ai.protocol import pick

from .knowledge import Memory, determinise
from .policy import RulePolicy
from .search import Search, TreeSearch

KINDS = ("easy", "medium", "strong")            # offered in the setup screen
ARENA_KINDS = ("random", "easy", "medium", "strong", "flat", "ismcts", "ismcts4x")
STRONG_WIDTH = 5                                # candidates the flat search plays on
STRONG_STEPS = 1200                             # the flat search's budget per move decision
# The tree search's playouts: each player takes one of his three best ideas instead of the best
# in 15 % of his decisions (issue 23). With the rule of thumb alone, every playout of a deal was the
# same scripted line: more steps only sharpened the value of a line no real player follows, and
# four times the budget gained nothing (the flat search at four times against once: 14 of 30
# games on random openings). With the noise the futures weigh the others' plausible answers, and
# thinking longer pays: in screens on random openings the tree won 36.5 of 60 games against the
# flat search and, at four times its budget, 20 of 26 against itself.
TREE_NOISE = 0.15
# The tree search's budget: a decision about as long as the strong player's 1200 steps. Its
# iterations weigh the rule of thumb's ideas at every node and its playouts wander: on the same 60
# games its decisions at 1065 steps took 1.14 times the flat search's (mean 0.082 s against
# 0.072 s), so 1065 / 1.14.
TREE_STEPS = 935
# The tables where the strong player searches with the tree: 2 players. At 4 players the tree won
# fewer games against three easy players than the flat search (64.2 % of 200 against 76.5 %, seed 1,
# the same time per decision), so there the strong player keeps the flat search (issue 23).
TREE_PLAYERS = (2,)
# The ideas the tree weighs at the root and at every decision below it: the rule of thumb's eight
# best (issue 23). The same 200 games against the flat search (seed 50000, the same time per
# decision: 0.047 s each): three ideas 43.5 %, five 57.0 %, eight 67.8 %; twelve 62.4 % of the first
# 101 (eight: 66.8 % of those). With a handful of playouts per decision the rule of thumb's fifth
# idea is often the best, and a wider root costs no more time (the budget is the same steps).
TREE_WIDTH = 8


class ComputerPlayer(ABC):
    kind = "computer"

    def __init__(self, seat: int, players: int, seed: int | None = None, board=None) -> None:
        self.seat = seat
        self.players = players
        self.rng = random.Random(seed)
        self.memory = Memory(players)
        self.board = board                      # None: the shipped board

    def observe(self, events) -> None:
        self.memory.observe(events)

    def position(self, view: dict):
        """One determinisation of `view` (a rules GameState; the values this seat cannot see are a guess)."""
        return determinise(view, self.memory, self.rng, self.board)

    @abstractmethod
    def decide(self, view: dict, legal, deadline: float | None = None):
        """One of `legal`, decided from `view` (and memory) only; `deadline`: answer by then."""


class RandomPlayer(ComputerPlayer):
    kind = "random"

    def decide(self, view: dict, legal, deadline: float | None = None):
        return legal[self.rng.randrange(len(legal))]


class EasyPlayer(ComputerPlayer):
    """The rule of thumb with no look ahead, and careless: in half of its decisions it takes one of
    its three best ideas instead of the best."""

    kind = "easy"
    careless = 0.5

    def __init__(self, seat: int, players: int, seed: int | None = None, board=None) -> None:
        super().__init__(seat, players, seed, board)
        self.policy = RulePolicy()

    def decide(self, view: dict, legal, deadline: float | None = None):
        if len(legal) == 1:
            return legal[0]
        return pick(legal, self.policy.scores(self.position(view), legal), self.careless, self.rng)


class StrongPlayer(ComputerPlayer):
    """Every decision searched. With TREE_PLAYERS players by the information-set tree search
    (search.TreeSearch: its TREE_WIDTH best ideas, playouts to the end of the game by the rule of thumb
    with TREE_NOISE) on TREE_STEPS, the time the flat search took on STRONG_STEPS; with more, by the
    flat search (search.Search: its STRONG_WIDTH best ideas on STRONG_STEPS). Each where it wins
    more games (issue 23, README)."""

    kind = "strong"

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | TreeSearch | None = None,
                 board=None) -> None:
        super().__init__(seat, players, seed, board)
        self.search = search or strong_search(players)
        self.last: dict = {}

    def decide(self, view: dict, legal, deadline: float | None = None):
        if len(legal) == 1:
            return legal[0]
        action, self.last = self.search.choose(self.position(view), self.rng, deadline)
        if action not in legal:                 # never: the determinisation has the view's legal actions
            raise AssertionError(f"search chose {action}, not legal here")
        return action


class MediumPlayer(StrongPlayer):
    """A step between easy and strong: the rule of thumb without its carelessness for the moves, and
    the flat search with a small budget (its two best ideas, one future each) for the `searched`
    decisions: the stone or the point (T4, T5) and the dolmen to place (M6). Measured with `meduris
    arena --game dolmengoetter` (README: it beats easy and loses to strong). On the tree search at
    the same time it beat easy less often (81 % of 200 2-player games against 87 %, issue 23)."""

    kind = "medium"
    careless = 0.0
    steps, width = 150, 2
    searched = ("stone", "dolmen")

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None,
                 board=None) -> None:
        super().__init__(seat, players, seed, search or Search(steps=self.steps, width=self.width), board)

    def decide(self, view: dict, legal, deadline: float | None = None):
        if len(legal) == 1:
            return legal[0]
        if view["step"] in self.searched:
            return super().decide(view, legal, deadline)
        return pick(legal, self.search.policy.scores(self.position(view), legal), self.careless, self.rng)


class FlatPlayer(StrongPlayer):
    """The strong player of before: the flat search of search.py on STRONG_STEPS, its STRONG_WIDTH
    best ideas; the arena's yardstick of the tree search (issue 23)."""

    kind = "flat"

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None,
                 board=None) -> None:
        super().__init__(seat, players, seed, search or Search(steps=STRONG_STEPS, width=STRONG_WIDTH), board)


class TreePlayer(StrongPlayer):
    """Every decision by search.TreeSearch (futures to the end of the game, played by the rule of
    thumb with TREE_NOISE; its TREE_WIDTH best ideas) on `budget` times TREE_STEPS: the time of the strong
    player's decision."""

    kind = "ismcts"
    budget = 1

    def __init__(self, seat: int, players: int, seed: int | None = None, search: TreeSearch | None = None,
                 board=None, strong_steps: int | None = None) -> None:
        """`strong_steps`: the strong player's budget this one is to match in time (None: its default)."""
        super().__init__(seat, players, seed, search or tree_search(strong_steps, self.budget), board)


class TreePlayer4x(TreePlayer):
    kind = "ismcts4x"
    budget = 4


def tree_search(strong_steps: int | None = None, times: int = 1) -> TreeSearch:
    """The tree search on the steps that take as long as the flat search's `strong_steps` (None:
    STRONG_STEPS), `times` over."""
    return TreeSearch(steps=matched_steps(TREE_STEPS, STRONG_STEPS, strong_steps, times), width=TREE_WIDTH,
                      noise=TREE_NOISE)


def strong_search(players: int, strong_steps: int | None = None) -> Search | TreeSearch:
    """The strong player's search at a table of `players` (its budget: `strong_steps` of the flat
    search, or the tree's steps that take as long; None: the defaults)."""
    if players in TREE_PLAYERS:
        return tree_search(strong_steps)
    return Search(steps=STRONG_STEPS if strong_steps is None else strong_steps, width=STRONG_WIDTH)


_KINDS = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer,
          "flat": FlatPlayer, "ismcts": TreePlayer, "ismcts4x": TreePlayer4x}


def make_player(kind: str, seat: int, players: int, seed: int | None = None,
                strong_steps: int | None = None, board=None) -> ComputerPlayer:
    """A computer player of `kind` for `seat`. `strong_steps` changes the flat search's budget
    (engine steps per move decision; tests and experiments): the flat seat's, the strong player's
    at 3-5 players; the tree seats (and the strong player at 2) take the budget that matches it in
    time (the four-times seat: four times that)."""
    if kind not in _KINDS:
        raise ValueError(f"no computer player {kind!r} (choose from {', '.join(ARENA_KINDS)})")
    if kind == "flat" and strong_steps is not None:
        return FlatPlayer(seat, players, seed, Search(steps=strong_steps, width=STRONG_WIDTH), board=board)
    if kind == "strong" and strong_steps is not None:
        return StrongPlayer(seat, players, seed, strong_search(players, strong_steps), board=board)
    if kind in ("ismcts", "ismcts4x"):
        return _KINDS[kind](seat, players, seed, board=board, strong_steps=strong_steps)
    return _KINDS[kind](seat, players, seed, board=board)


__all__ = ["ARENA_KINDS", "KINDS", "STRONG_STEPS", "TREE_STEPS", "TREE_WIDTH", "ComputerPlayer", "make_player"]

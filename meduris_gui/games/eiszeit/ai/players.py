"""Computer players of Eiszeit, with the interface of the other games' (meduris_gui/games/dolmengoetter/ai/players.py):

    player = make_player("strong", seat=1, players=3, seed=7)
    player.observe(events)                      # every event as it happens (public() is read; kept for the interface)
    action = player.decide(game.view(1), game.legal_actions(), deadline=None)

`decide` gets the seat's view (Game.view: the others' hands, the decks and every fire value hidden,
H1-H4) and the legal actions, never the game. The player turns the view into positions it can
search (knowledge.determinise: the hidden rest dealt at random from what it cannot see). Kinds:
"random" (uniform among the legal actions, a yardstick), "easy" (the rule of thumb, policy.py,
careless in half of its decisions), "medium" (the flat search with a small budget, for every
decision), "strong" (at 3 players the information-set tree search, meduris_gui/ai/ismcts.py, over
its own decisions, with its own discard by the rule of thumb; at 4 and 5 the flat search with a
larger budget, never discarding; its futures on through its own next card). The arena has three
more seats (issue 23): "flat" (the flat search, the strong player of before, named for the
comparison), "ismcts" (the tree search at any table) and "ismcts4x" (the tree at four times its
budget). Budgets are engine steps, so a seed gives the same game on any machine; `deadline`
(time.perf_counter) is only the window's safety net.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from meduris_gui.ai.ismcts import matched_steps
from meduris_gui.ai.protocol import best, pick

from ..rules.state import DISCARD
from .knowledge import determinise
from .policy import RulePolicy
from .search import Search, TreeSearch

KINDS = ("easy", "medium", "strong")            # offered in the setup screen
ARENA_KINDS = ("random", "easy", "medium", "strong", "flat", "ismcts", "ismcts4x")
STRONG_WIDTH = 4                                # candidates the flat search (and the tree) plays on
STRONG_STEP_WIDTH = 2                           # ... at a step of a card and the initial placement
STRONG_STEPS = 6000                             # the flat search's budget per card to play (T2)
STRONG_ENDGAME = 9                              # last round, dark reserve this low: futures to the end
# The tree's playouts (the `ismcts` seats, issue 23): the chance that a player takes one of his
# three best ideas instead of the best (Die Dolmengötter's and Meduris's trees: with the rule of
# thumb alone the futures of a deal are one scripted line).
TREE_NOISE = 0.15
# The tree's own discard (T8; issue 23): its weakest card goes under its deck when playing it now
# would gain it less than this many points of lead (policy.RulePolicy). The flat search never
# discards.
TREE_DISCARD = 0.3
# The tree's budget: a decision as long as the flat search's on STRONG_STEPS (measured alternating
# on 460 positions of 4 games, CPU time: 6000 steps took 1.065 times the flat search's).
TREE_STEPS = 5600
# The tables where the strong player searches with the tree: 3 players, where it was measured
# against the flat search (issue 23, README); at 4 and 5 players it keeps the flat search.
TREE_PLAYERS = (3,)
# The tree answers early when its best idea leads the next by this many standard errors (of their
# difference, deal by deal), and keeps the steps for a later card to play (up to TREE_SPEND times
# its budget more; meduris_gui/ai/ismcts.py, `early`; issue 23).
TREE_EARLY = 1.5
TREE_SPEND = 1.0
MEDIUM_WIDTH = 3
MEDIUM_STEPS = 150


class ComputerPlayer(ABC):
    kind = "computer"

    def __init__(self, seat: int, players: int, seed: int | None = None, board=None, cards=None) -> None:
        self.seat = seat
        self.players = players
        self.rng = random.Random(seed)
        self.board = board                      # None: the shipped board and card table
        self.cards = cards

    def observe(self, events) -> None:
        """Events add nothing to the view here: everything public is in it (H5), the discard
        piles whole (H3)."""

    def position(self, view: dict):
        """One determinisation of `view` (a rules GameState; what this seat cannot see is a guess)."""
        if view.get("viewer") != self.seat:
            raise ValueError(f"a view of seat {view.get('viewer')!r:.10} given to the player of seat {self.seat}")
        return determinise(view, self.rng, self.board, self.cards)

    @abstractmethod
    def decide(self, view: dict, legal, deadline: float | None = None):
        """One of `legal`, decided from `view` only; `deadline`: answer by then."""


class RandomPlayer(ComputerPlayer):
    kind = "random"

    def decide(self, view: dict, legal, deadline: float | None = None):
        return legal[self.rng.randrange(len(legal))]


class EasyPlayer(ComputerPlayer):
    """The rule of thumb with no look ahead beyond its card, and careless: in some of its
    decisions it takes one of its three best ideas instead of the best."""

    kind = "easy"
    careless = 0.5

    def __init__(self, seat: int, players: int, seed: int | None = None, board=None, cards=None) -> None:
        super().__init__(seat, players, seed, board, cards)
        self.policy = RulePolicy()

    def decide(self, view: dict, legal, deadline: float | None = None):
        if len(legal) == 1:
            return legal[0]
        return pick(legal, self.policy.scores(self.position(view), legal), self.careless, self.rng)


class StrongPlayer(ComputerPlayer):
    """The search for the decisions that shape the game (the card to play, its steps, the opponent
    of a dark card, what a Cult copies, the glacier, the initial placement, the draw: its futures
    go on through the seat's own next card, so what it holds counts); the rule of thumb for the
    discard (T8), where a search finds little and costs as much. With TREE_PLAYERS players the
    tree search on TREE_STEPS (its own discard with TREE_DISCARD); with more, the flat search on
    STRONG_STEPS (it never discards): each measured where it plays (issue 23, README)."""

    kind = "strong"
    by_rule = (DISCARD,)

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None,
                 board=None, cards=None) -> None:
        super().__init__(seat, players, seed, board, cards)
        self.search = search or strong_search(players)
        self.last: dict = {}

    def decide(self, view: dict, legal, deadline: float | None = None):
        if len(legal) == 1:
            return legal[0]
        if view["step"] in self.by_rule:
            return legal[best(self.search.policy.scores(self.position(view), legal))]
        action, self.last = self.search.choose(self.position(view), self.rng, deadline)
        if action not in legal:                 # never: the determinisation has the view's legal actions
            raise AssertionError(f"search chose {action}, not legal here")
        return action


class MediumPlayer(StrongPlayer):
    """A step between easy and strong: the flat search with a smaller budget and fewer candidates,
    for every decision."""

    kind = "medium"
    by_rule = ()

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None,
                 board=None, cards=None) -> None:
        super().__init__(seat, players, seed, search or Search(steps=MEDIUM_STEPS, width=MEDIUM_WIDTH), board, cards)


class FlatPlayer(StrongPlayer):
    """The strong player of before: the flat search on STRONG_STEPS, never discarding; the arena's
    yardstick of the tree search (issue 23)."""

    kind = "flat"

    def __init__(self, seat: int, players: int, seed: int | None = None, search: Search | None = None,
                 board=None, cards=None) -> None:
        super().__init__(seat, players, seed, search or flat_search(STRONG_STEPS), board, cards)


class TreePlayer(StrongPlayer):
    """The information-set tree search at any table (issue 23; the strong player's at 3 players):
    the flat search's futures in the time of its budget, its four best ideas at every decision of
    its own; its own discard by the rule of thumb with TREE_DISCARD (its weakest card under its
    deck when worth less), and its playouts' worths kept per position for a search
    (policy.RulePolicy's memo); `budget`: times TREE_STEPS."""

    kind = "ismcts"
    budget = 1

    def __init__(self, seat: int, players: int, seed: int | None = None, search: TreeSearch | None = None,
                 board=None, cards=None, strong_steps: int | None = None) -> None:
        """`strong_steps`: the flat search's budget (None: its default); this one takes `budget`
        times the steps that last as long (TREE_STEPS to STRONG_STEPS)."""
        steps = matched_steps(TREE_STEPS, STRONG_STEPS, strong_steps, self.budget)
        super().__init__(seat, players, seed, search or tree_search(steps), board, cards)


class TreePlayer4x(TreePlayer):
    """The tree at four times its budget (does thinking longer pay? issue 23)."""

    kind = "ismcts4x"
    budget = 4


def flat_search(steps: int) -> Search:
    """The flat search (the strong player's at 4 and 5 players): its four best cards to play on
    `steps` engine steps; at a step of a card or the initial placement (a third of the budget)
    its two best ideas, so that each is played on in several futures rather than one; near the
    end of the last round its futures go on to the end of the game, judged by who wins."""
    return Search(steps=steps, width=STRONG_WIDTH, step_width=STRONG_STEP_WIDTH, endgame=STRONG_ENDGAME,
                  own_turn=True)


def tree_search(steps: int) -> TreeSearch:
    """The tree search (the `ismcts` seats', the strong player's at 3 players): the flat search's
    futures on `steps` engine steps; its tree holds its own decisions (the others' are their rule
    of thumb's on the hands each future deals them), and its futures discard as it does in the
    turn it weighs; a plain answer it gives early and keeps the steps for a later card to play
    (TREE_EARLY, TREE_SPEND)."""
    return TreeSearch(steps=steps, width=STRONG_WIDTH, endgame=STRONG_ENDGAME, own_turn=True, noise=TREE_NOISE,
                      discard=TREE_DISCARD, memo=True, own_discard=True, others=False,
                      early=TREE_EARLY, spend=TREE_SPEND)


def strong_search(players: int, strong_steps: int | None = None) -> Search | TreeSearch:
    """The strong player's search at a table of `players` (its budget: `strong_steps` of the flat
    search, or the tree's steps that take as long; None: the defaults)."""
    if players in TREE_PLAYERS:
        return tree_search(matched_steps(TREE_STEPS, STRONG_STEPS, strong_steps))
    return flat_search(STRONG_STEPS if strong_steps is None else strong_steps)


_KINDS = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer,
          "flat": FlatPlayer, "ismcts": TreePlayer, "ismcts4x": TreePlayer4x}


def make_player(kind: str, seat: int, players: int, seed: int | None = None,
                strong_steps: int | None = None, board=None, cards=None) -> ComputerPlayer:
    """A computer player of `kind` for `seat`. `strong_steps` changes the flat search's budget
    (engine steps per card to play; tests and experiments): the flat seat's, the strong player's
    at 4 and 5 players; the tree seats (and the strong player at 3) take the budget that matches
    it in time (the four-times seat: four times that)."""
    if kind not in _KINDS:
        raise ValueError(f"no computer player {kind!r} (choose from {', '.join(ARENA_KINDS)})")
    if kind == "flat" and strong_steps is not None:
        return FlatPlayer(seat, players, seed, flat_search(strong_steps), board=board, cards=cards)
    if kind == "strong" and strong_steps is not None:
        return StrongPlayer(seat, players, seed, strong_search(players, strong_steps), board=board, cards=cards)
    if kind in ("ismcts", "ismcts4x"):
        return _KINDS[kind](seat, players, seed, board=board, cards=cards, strong_steps=strong_steps)
    return _KINDS[kind](seat, players, seed, board=board, cards=cards)


__all__ = ["ARENA_KINDS", "KINDS", "STRONG_STEPS", "TREE_PLAYERS", "TREE_STEPS", "ComputerPlayer", "make_player"]

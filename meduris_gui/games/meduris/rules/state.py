"""GameState: the whole game as plain data, cheap to copy (serial.py converts it to JSON and back).

The engine (engine.py) reads and changes it; nothing else should. Seats are 0..players-1 in
clockwise order; materials, highlands and die faces are `Material` indices.
"""

from __future__ import annotations

from .board import MATERIAL_NAMES, Board
from .kinds import Phase

# Who decides: a seat (>= 0) or one of these.
CHANCE = -1
TERMINAL = -2

COLOURS = ("purple", "blue", "green", "red")   # RULES S1: purple, blue, light green, red
MATERIALS_PER_KIND = 18                        # S5
RUNE_STONES = 9


class GameState:
    """Plain data. Lists are owned by the state: `copy()` copies them, so copies are independent."""

    __slots__ = (
        "board", "colours", "start_player", "stock", "supply", "huts", "temples", "score",
        "owner", "kind", "token", "rune", "towers", "druid_rock", "druid_space",
        "phase", "turn", "decider", "queue", "placed", "pending", "ritual",
        "last_turns", "last_round", "mark", "die", "turns", "final", "_legal", "_sites",
    )

    def __init__(self) -> None:
        self.board: Board = None        # type: ignore[assignment]
        self.colours: tuple = ()
        self.start_player = 0
        self.stock: list[list[int]] = []   # per seat, 4 counts (S3: hidden behind the screen)
        self.supply: list[int] = []        # board supply per material (S5)
        self.huts: list[int] = []          # huts left in each seat's reserve (S4)
        self.temples: list[int] = []
        self.score: list[int] = []
        self.owner: list[int] = []         # per space: seat, or -1
        self.kind: list[int] = []          # per space: a Building value, as a plain int (kinds.py)
        self.token: list[int] = []         # per space: the bonus token (R3), a Token value as a plain int
        self.rune: list[int] = []          # per territory: seat holding its rune stone, or -1
        self.towers: list[list[int]] = []  # per highland, bottom -> top: seats
        self.druid_rock = 0                # D1: 0 on his temple, k on the k-th rock space
        self.druid_space = -1              # D2: the space he stands beside; -1 not on the path yet
        self.phase = Phase.SETUP           # a Phase value (the engine writes plain ints, kinds.py)
        self.turn = 0                      # whose turn it is
        self.decider = 0                   # who decides now: a seat, CHANCE or TERMINAL
        self.queue: list[int] = []         # T2/T3: seats still to choose after the decider
        self.placed = 0                    # S9: workers placed so far
        self.pending: tuple | None = None  # PAY: (kind, space, units of each material to pay)
        self.ritual: list[int] = []        # D3/E2: huts still to visit; ritual[0] is asked now
        self.last_turns = -1               # E1: last turns left after this one; -1 not triggered
        self.last_round = False            # E2
        self.mark = -1                     # E2: where the die marks the druid's place
        self.die = -1                      # the face rolled this turn
        self.turns = 0                     # turns started so far
        self.final: dict | None = None     # E3-E5 breakdown once the game is over
        self._legal = None                 # engine cache of the decider's legal actions
        self._sites = None                 # engine cache of the empty spaces (legal.Sites)

    # -- copying and comparing -------------------------------------------------------------------

    def copy(self) -> "GameState":
        new = GameState.__new__(GameState)
        new.board = self.board
        new.colours = self.colours
        new.start_player = self.start_player
        new.stock = [s[:] for s in self.stock]
        new.supply = self.supply[:]
        new.huts = self.huts[:]
        new.temples = self.temples[:]
        new.score = self.score[:]
        new.owner = self.owner[:]
        new.kind = self.kind[:]
        new.token = self.token[:]
        new.rune = self.rune[:]
        new.towers = [t[:] for t in self.towers]
        new.druid_rock = self.druid_rock
        new.druid_space = self.druid_space
        new.phase = self.phase
        new.turn = self.turn
        new.decider = self.decider
        new.queue = self.queue[:]
        new.placed = self.placed
        new.pending = self.pending
        new.ritual = self.ritual[:]
        new.last_turns = self.last_turns
        new.last_round = self.last_round
        new.mark = self.mark
        new.die = self.die
        new.turns = self.turns
        new.final = self.final          # never changed after it is set
        new._legal = self._legal        # tuples of immutable actions: safe to share
        new._sites = self._sites        # never changed once made (replaced): safe to share
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return all(
            getattr(self, name) == getattr(other, name)
            for name in self.__slots__ if name not in ("board", "_legal", "_sites")
        ) and self.board.side == other.board.side

    __hash__ = None  # type: ignore[assignment]  # mutable

    @property
    def players(self) -> int:
        return len(self.colours)

    def __repr__(self) -> str:
        return (f"<GameState {self.board.side} {'/'.join(self.colours)} phase={Phase(self.phase).word} "
                f"turn={self.colours[self.turn]} scores={self.score}>")


def material_dict(counts) -> dict:
    return {name: counts[i] for i, name in enumerate(MATERIAL_NAMES)}

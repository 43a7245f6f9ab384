"""The state of a game of Die Dolmengötter: plain lists, copied cheaply; the engine changes it.

Everything the rules need is here; hidden values (M9) are here too (the engine knows them):
Game.view(seat) hides the other players' values.
"""

from __future__ import annotations

from typing import NamedTuple

from .prepared import tables

TERMINAL = -2        # the game is over (the same value as Meduris's state.TERMINAL)

COLOURS = ("red", "yellow", "blue", "green", "white")     # C1 (Decision)
MIN_PLAYERS, MAX_PLAYERS = 2, 5                            # S1
DRUIDS = 3                                                 # S2
START_SCORE = 4                                            # C3
MIN_SCORE = 1                                              # C3, T5
# C2: per player count: stones, and the dolmen values (count of 4s, 3s, 2s, 1s).
SETS = {
    2: (16, (1, 3, 4, 5)),
    3: (13, (1, 2, 3, 4)),
    4: (12, (1, 1, 3, 4)),
    5: (10, (1, 1, 2, 3)),
}

# What the decider is asked (state.step).
SETUP = "place"      # S5
MOVE = "move"        # T1
STONE = "stone"      # T4, T5
RIGHT = "dolmen"     # M6
OVER = "over"        # E3-E5


def dolmen_set(players: int) -> list:
    """C2: one player's dolmen values, highest first."""
    fours, threes, twos, ones = SETS[players][1]
    return [4] * fours + [3] * threes + [2] * twos + [1] * ones


class Right(NamedTuple):
    """M4, M6: a pending right to place a dolmen. kind: 'first' | 'top' | 'bottom'; position:
    where the dolmen would go (0 = top); multiplier: what that position scores now (P3)."""

    seat: int
    circle: int
    kind: str
    position: int
    multiplier: int


class GameState:
    """One position. Places hold a stone (`stone[p]` = seat) or a druid (`druid[p]` = seat,
    `lying[p]`) or nothing (-1); `free` says the same as bytes (1: neither), kept in step by the
    engine for its hot paths. Stacks are per circle, top first, entries (seat, value)."""

    __slots__ = ("board", "colours", "n", "start_player", "stone", "druid", "lying", "druids", "score",
                 "stones", "hand", "placed", "count", "filled", "holder", "stack", "done", "step", "decider",
                 "active", "turn", "left", "rights", "to_score", "trigger", "last_turns", "lost", "circle_points",
                 "final_points", "final", "_legal", "free", "t")

    def copy(self) -> "GameState":
        new = GameState.__new__(GameState)
        new.board = self.board
        new.colours = self.colours
        new.n = self.n
        new.start_player = self.start_player
        new.stone = self.stone[:]
        new.druid = self.druid[:]
        new.lying = self.lying[:]
        new.druids = [d[:] for d in self.druids]
        new.score = self.score[:]
        new.stones = self.stones[:]
        new.hand = [h[:] for h in self.hand]
        new.placed = self.placed[:]
        new.count = [c[:] for c in self.count]
        new.filled = self.filled[:]
        new.holder = self.holder[:]
        new.stack = [s[:] for s in self.stack]
        new.done = self.done[:]
        new.step = self.step
        new.decider = self.decider
        new.active = self.active
        new.turn = self.turn
        new.left = self.left
        new.rights = self.rights[:]
        new.to_score = self.to_score[:]
        new.trigger = self.trigger
        new.last_turns = None if self.last_turns is None else self.last_turns[:]
        new.lost = self.lost[:]
        new.circle_points = [dict(c) for c in self.circle_points]
        new.final_points = self.final_points[:]
        new.final = None if self.final is None else dict(self.final)
        new._legal = self._legal
        new.free = self.free[:]
        new.t = self.t
        return new

    def refresh(self) -> None:
        """Derive `free` (1 where a place holds neither stone nor druid) and the board's prepared
        lists again, after the lists were set from outside (a JSON state, a test's position)."""
        self.free = free_mask(self.stone, self.druid)
        self.t = tables(self.board)
        self._legal = None

    def stones_on_board(self) -> int:
        return sum(1 for s in self.stone if s >= 0)

    def __repr__(self) -> str:
        return f"<GameState {self.n} players, step {self.step}, decider {self.decider}, turn {self.turn}>"


def new_state(colours, start_player: int, board) -> GameState:
    """S1-S6: every player's set (C2), score 4 (C3), no druid on the board yet."""
    n = len(colours)
    state = GameState.__new__(GameState)
    places = board.places
    circles = len(board.circles)
    state.board = board
    state.colours = tuple(colours)
    state.n = n
    state.start_player = start_player
    state.stone = [-1] * places
    state.druid = [-1] * places
    state.lying = [False] * places
    state.druids = [[] for _ in range(n)]
    state.score = [START_SCORE] * n
    state.stones = [SETS[n][0]] * n
    state.hand = [dolmen_set(n) for _ in range(n)]
    state.placed = [0] * n
    state.count = [[0] * n for _ in range(circles)]
    state.filled = [0] * circles
    state.holder = [-1] * circles
    state.stack = [[] for _ in range(circles)]
    state.done = [False] * circles
    state.step = SETUP
    state.decider = start_player
    state.active = start_player
    state.turn = 0
    state.left = -1
    state.rights = []
    state.to_score = []
    state.trigger = -1
    state.last_turns = None
    state.lost = [0] * n
    state.circle_points = [{} for _ in range(n)]
    state.final_points = [0] * n
    state.final = None
    state._legal = None
    state.free = free_mask(state.stone, state.druid)
    state.t = tables(board)
    return state


def free_mask(stone: list, druid: list) -> bytearray:
    return bytearray(1 if s < 0 and d < 0 else 0 for s, d in zip(stone, druid))

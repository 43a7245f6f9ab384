"""What the engine's hot paths index instead of computing: per board, prepared once."""

from __future__ import annotations

from .actions import FLY, HERBS, PLACE, WALK, Action

_TABLES: dict = {}


class Tables:
    """Lists the hot paths index instead of computing: neighbours as tuples, the interned actions
    of every place and pair of places, circle sizes and multipliers."""

    __slots__ = ("adjacent", "circles_of", "size", "multiplier", "max_stack", "place", "herbs", "walk", "fly",
                 "places")

    def __init__(self, board) -> None:
        n = board.places
        self.places = n
        self.adjacent = tuple(tuple(sorted(a)) for a in board.adjacent)
        self.circles_of = board.circles_of
        self.size = tuple(len(c.places) for c in board.circles)
        self.multiplier = tuple(c.multiplier for c in board.circles)
        self.max_stack = tuple(c.max_stack for c in board.circles)
        self.place = tuple(Action.of(PLACE, p) for p in range(n))
        self.herbs = tuple(Action.of(HERBS, p) for p in range(n))
        self.walk = tuple(tuple(Action.of(WALK, a, b) for b in range(n)) for a in range(n))
        self.fly = tuple(tuple(Action.of(FLY, a, b) for b in range(n)) for a in range(n))


def tables(board) -> Tables:
    found = _TABLES.get(id(board))
    if found is None or found[0] is not board:
        found = _TABLES[id(board)] = (board, Tables(board))
    return found[1]



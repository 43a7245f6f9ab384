"""What happened, as data: `apply()` returns these in order.

The window animates them and writes the game log from them, so each event carries everything
needed to show it without looking at the state. Players are seat numbers, materials are indices
of `Material` (or 4-tuples of counts), spaces are ring indices, highlands are material indices.
"""

from __future__ import annotations

from typing import NamedTuple


class WorkerPlaced(NamedTuple):      # S9
    player: int
    highland: int
    height: int                      # the tower's height after placing


class TurnStarted(NamedTuple):
    player: int
    turn: int                        # 1 for the first turn of the game


class Rolled(NamedTuple):            # T1-T3
    player: int
    face: int                        # 0..3 material, 4 "+1", 5 "-1"


class MaterialsGained(NamedTuple):   # T1, T2, A
    player: int
    material: int
    count: int
    source: str                      # "die" (small harvest), "choice" ("+1"), "harvest" (big harvest)
    highland: int                    # the highland (supply) they came from


class MaterialsReturned(NamedTuple):  # T3, R0, D3: back to the board supply
    player: int
    materials: tuple                 # counts per material
    reason: str                      # "die" ("-1"), "build", "sacrifice"


class NothingToTake(NamedTuple):     # T2 with an empty supply, T3 with an empty stock
    player: int
    reason: str                      # "supply-empty" or "no-materials"


class WorkerMoved(NamedTuple):       # A
    player: int
    from_highland: int
    from_level: int                  # 1 = bottom
    to_highland: int
    to_level: int
    from_height: int                 # tower heights after the move
    to_height: int


class PaymentAsked(NamedTuple):      # B, C, R0, R1: a build waits for the builder's payment
    player: int
    kind: str                        # "hut" or "temple"
    space: int
    size: int                        # units of each of the space's two materials to pay


class Built(NamedTuple):             # B, C
    player: int
    kind: str                        # "hut" or "temple"
    space: int
    size: int                        # huts of the settlement it belongs to now (1 for a temple)
    cost: int                        # R1: units of each of the two materials asked (0 for a free hut)
    paid: tuple                      # materials actually paid (R0 substitution included)


class BonusUsed(NamedTuple):         # R3
    player: int
    space: int
    token: str                       # "plus2", "free", "druid"


class RuneTaken(NamedTuple):         # B
    player: int
    territory: int
    from_player: int                 # -1 when it came from the supply


class Scored(NamedTuple):
    player: int
    points: int                      # the change actually applied (never below 0 in total)
    total: int
    reason: str                      # "bonus", "sacrifice", "interim-runes", "temple", "runes"


class DruidToRock(NamedTuple):       # D1
    rock: int                        # 1-based rock space he now stands on


class DruidStep(NamedTuple):         # D2, D3, E2: one space along the path
    from_space: int                  # -1: from the rock spaces
    to_space: int


class DruidStays(NamedTuple):        # D2: no hut on the board, he does not move
    pass


class RiverCrossed(NamedTuple):      # D5
    interim_scoring: bool            # False in the druid's last round (E2)
    points: tuple                    # per seat: 1 per rune stone held now (all 0 without scoring)


class RitualStarted(NamedTuple):     # D3
    space: int
    huts: tuple                      # the huts he will visit, in order
    last_round: bool


class Sacrificed(NamedTuple):        # D3, R3
    player: int
    space: int
    choice: str                      # "none", "one", "both", "token"
    materials: tuple                 # materials given (counts)
    points: int                      # the change actually applied
    size: int = 0                    # huts of the settlement at `space` (what both materials or the token score)


class LastTurns(NamedTuple):         # E1, E1b
    trigger: int                     # the player who built everything, or -1 when no one can build (E1b)
    players: tuple                   # who still plays one last turn, in order


class LastRound(NamedTuple):         # E2
    mark: int                        # the druid's place, marked with the die


class TempleScored(NamedTuple):      # E3
    player: int
    space: int
    points: int


class RunesScored(NamedTuple):       # E4
    player: int
    stones: int
    points: int


class GameOver(NamedTuple):          # E5
    winners: tuple
    scores: tuple
    tie_break: str                   # "points", "buildings", "materials", "shared"


def event_to_dict(event: NamedTuple) -> dict:
    """A JSON-able form of any event: {'event': 'Built', 'player': 0, ...}."""
    data = {"event": type(event).__name__}
    data.update(event._asdict())
    return data

"""The game's kinds as enums: decision phases, buildings, bonus tokens, sacrifices.

They are `IntEnum`s where the state stores them (the state stays plain data, cheap to copy and
compare, and its JSON keeps the lower-case names), and `StrEnum`s where events carry them (an
event's `choice` prints and serialises as the word; on Python 3.10, which has no `enum.StrEnum`,
`_StrEnum` behaves the same). Materials are `board.Material`.

Python 3.11 looks up an enum member on its class slowly (about 80 ns against 15 ns for a module
constant), so the engine's hottest loops bind the members they test to local names; everywhere
else reads `Phase.MAIN`, `Building.HUT`, `Token.DRUID`. The engine writes the state's phase and
per-space lists (`GameState.phase`, `.kind`, `.token`) as plain ints equal to the members, and
the rules' loops compare them with `int(Building.HUT)` copies: Python's fast path for comparing
ints takes exact ints only (an IntEnum on either side costs about a quarter more in those loops).
`state.phase == Phase.MAIN` holds anywhere else, and `Phase(state.phase)` gives the member back.
"""

from __future__ import annotations

import sys
from enum import Enum, IntEnum


class _StrEnum(str, Enum):
    """Python 3.10's stand-in for `enum.StrEnum` (3.11+): members are strings that print, format
    and serialise as their value (`str(SacrificeKind.ONE) == f"{SacrificeKind.ONE}" == "one"`), as
    StrEnum's do. A plain `(str, Enum)` would print "SacrificeKind.ONE"."""

    __str__ = str.__str__
    __format__ = str.__format__


if sys.version_info >= (3, 11):
    from enum import StrEnum
else:                                          # Python 3.10
    StrEnum = _StrEnum


class Phase(IntEnum):
    """Which kind of decision the decider faces now (GameState.phase)."""

    SETUP = 0       # S9: place a worker
    ROLL = 1        # T1: the die is rolled (chance)
    TAKE = 2        # T2: "+1", every player takes a material
    RETURN = 3      # T3: "-1", every player returns a material
    MAIN = 4        # part 2: a big harvest (A), a hut (B) or a temple (C)
    PAY = 5         # R0/R1: choose how to pay the build just chosen
    SACRIFICE = 6   # D3/E2: a hut owner's offering at a ritual
    OVER = 7        # E3-E5: the game has ended

    @property
    def word(self) -> str:
        """The lower-case name used in saved states ("main")."""
        return self.name.lower()


class Building(IntEnum):
    """What stands on a space (GameState.kind)."""

    EMPTY = 0
    HUT = 1         # B
    TEMPLE = 2      # C

    @property
    def word(self) -> str:
        return self.name.lower()


class Token(IntEnum):
    """The bonus token printed on a space (GameState.token, R3)."""

    NONE = 0
    PLUS2 = 1       # +2 points when you build there
    FREE = 2        # the build costs nothing
    DRUID = 3       # kept under the hut: one free sacrifice

    @property
    def word(self) -> str:
        return self.name.lower()


class Offer(IntEnum):
    """How a sacrifice action pays (Action.offer): materials, nothing, or the druid token."""

    MATERIALS = -1
    NONE = 0
    TOKEN = 1


class SacrificeKind(StrEnum):
    """What a sacrifice was worth (D3): nothing, one material (1 point), both (the settlement's
    size) or the druid token (counts as both, R3). Carried by events as the word."""

    NONE = "none"
    ONE = "one"
    BOTH = "both"
    TOKEN = "token"


PHASE_WORDS = tuple(phase.word for phase in Phase)
BUILDING_WORDS = tuple(kind.word for kind in Building)
TOKEN_WORDS = tuple(token.word for token in Token)

__all__ = ["Phase", "Building", "Token", "Offer", "SacrificeKind",
           "PHASE_WORDS", "BUILDING_WORDS", "TOKEN_WORDS"]

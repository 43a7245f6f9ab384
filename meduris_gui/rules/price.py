"""What a build costs and why, and what a payment or sacrifice choice is: the facts the window
shows before a player pays (R0, R1, R3, C, D3, E3). Pure data, computed from the state.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import HUT
from .scoring import run_ahead, run_back, sacrifice_value, size_if_built, temple_points
from .state import FREE, TOKEN_NAMES, GameState
from .state import HUT as K_HUT


class BuildPrice(NamedTuple):
    """The price of a hut or temple on one space, and the facts behind it."""

    verb: str                  # "hut" or "temple"
    space: int
    materials: tuple           # (a, b): the space's two materials (B, C)
    units: int                 # units of each of a and b to pay: R1 settlement size, C 1, R3 0
    size: int                  # huts of the settlement the hut would make (0 for a temple)
    joins: tuple               # the huts a new hut joins (R1), the huts beside a temple (E3)
    token: str                 # the bonus token on the space ("none", "plus2", "free", "druid")
    temple_points: int         # E3: what a temple there would score if the game ended now
    allowed: bool              # B/C: the space takes this building at all (unbuilt; a temple: no token)

    @property
    def free(self) -> bool:
        """R3: a hut on a free-hut token costs nothing."""
        return self.units == 0


def _run(n: int, space: int, step: int, count: int) -> list:
    """`count` spaces from `space` (not included) in direction `step` round the ring."""
    return [(space + step * k) % n for k in range(1, count + 1)]


def build_price(st: GameState, verb: str, space: int) -> BuildPrice:
    """R1/R3/C: the price of a build on `space` now, and whether the space takes such a building
    at all (whether the decider can pay is legal.py's business)."""
    board = st.board
    kind, n = st.kind, board.n
    materials = tuple(board.space_materials[space])
    token = TOKEN_NAMES[st.token[space]]
    beside = temple_points(kind, n, space)
    if verb == HUT:
        size = size_if_built(kind, n, space)
        back = run_back(kind, n, space)
        ahead = 0 if back == n - 1 else run_ahead(kind, n, space)
        joins = tuple(sorted(set(_run(n, space, -1, back) + _run(n, space, 1, ahead))))
        units = 0 if st.token[space] == FREE else size
        return BuildPrice(verb, space, materials, units, size, joins, token, beside, not kind[space])
    left, right = (space - 1) % n, (space + 1) % n
    joins = tuple(s for s in sorted({left, right}) if kind[s] == K_HUT)
    allowed = not kind[space] and not st.token[space]                 # C: never on a bonus token
    return BuildPrice(verb, space, materials, 1, 0, joins, token, beside, allowed)


class ChoiceValue(NamedTuple):
    """What one payment or sacrifice action is (for ordering and labelling choices)."""

    kind: str                  # sacrifices: "none", "one", "both", "token"; payments: "pay"
    points: int                # D3: points a sacrifice gives (before the floor at 0); 0 for payments
    substituted: int           # R0: units replaced by three other materials
    materials: int             # materials handed over


def choice_value(st: GameState, action) -> ChoiceValue:
    """D3/R0: the kind, points and substitutions of a `pay` or `sacrifice` action of the decider."""
    paid = action.pay
    given = sum(paid) if paid is not None else 0
    if action.verb == "sacrifice":
        space = st.ritual[0]
        kind, points = sacrifice_value(st.kind, st.board.n, space, paid, action.b == 1)
        units = {"one": 1, "both": 2}.get(kind, 0)
        return ChoiceValue(kind, points, (given - units) // 2, given)
    _kind, _space, size = st.pending
    return ChoiceValue("pay", 0, (given - 2 * size) // 2, given)


__all__ = ["BuildPrice", "ChoiceValue", "build_price", "choice_value"]

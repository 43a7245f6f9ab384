"""What a build costs and why, and what a payment or sacrifice choice is: the facts the window
shows before a player pays (R0, R1, R3, C, D3, E3). Pure data, computed from the state.

`build_units` is the one place the price of a build is worked out (the engine, the legal moves,
the loader and `build_price` all call it); `build_price` adds the reasons the window shows.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import HUT, PAY, SACRIFICE
from .kinds import Building, Offer, Phase, SacrificeKind, Token
from .scoring import run_ahead, run_back, sacrifice_value, settlement_size, temple_points
from .state import GameState

_FREE = int(Token.FREE)      # a plain int: build_units runs inside the engine's loops (engine.py)


def hut_units(token: int, size: int) -> int:
    """R1/R3: the units of each of its space's two materials a hut making a settlement of `size`
    huts asks for: nothing on a free-hut token (R3), else the settlement's size (R1)."""
    return 0 if token == _FREE else size


def build_units(kind: list, token: list, n: int, verb: str, space: int) -> int:
    """R1/R3/C: the units of each of the space's two materials a build on the empty `space` asks
    for: a temple 1 (C: never the settlement's size), a hut `hut_units`."""
    if verb != HUT:
        return 1
    return hut_units(token[space], settlement_size(kind, n, space))


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
    allowed: bool              # B/C: the space takes this building at all (unbuilt; a temple: no token);
                               # asked for a seat, also: that player has such a piece left, the game goes on
    ends: bool = False         # E1: the builder's last piece: every other player then has one last turn

    @property
    def free(self) -> bool:
        """R3: a hut on a free-hut token costs nothing."""
        return self.units == 0


def build_price(st: GameState, verb: str, space: int, seat: int | None = None) -> BuildPrice:
    """R1/R3/C: the price of a build on `space` now, and whether the space takes such a building
    at all; with `seat`, whether that player could ever build it there as the game stands: a hut
    or temple left in his reserve (B, C: "only what he still has"), the game not over. Whether his
    materials pay for it is legal.py's business (the price is what they would have to pay)."""
    price = _price(st, verb, space)
    builder = seat if seat is not None else st.decider if st.decider >= 0 else st.turn
    if _last_piece(st, verb, builder):
        price = price._replace(ends=True)
    if seat is None or not price.allowed:
        return price
    reserve = st.huts if verb == HUT else st.temples
    return price._replace(allowed=reserve[seat] > 0 and st.phase != Phase.OVER)


def _last_piece(st: GameState, verb: str, seat: int) -> bool:
    """E1: building it would leave `seat` without huts and temples, which starts the last turns
    (unless they have started already)."""
    if st.last_turns >= 0 or not 0 <= seat < st.players:
        return False
    left = st.huts[seat] if verb == HUT else st.temples[seat]
    return left == 1 and st.huts[seat] + st.temples[seat] == 1


def _price(st: GameState, verb: str, space: int) -> BuildPrice:
    board = st.board
    kind, n = st.kind, board.n
    materials = tuple(board.space_materials[space])
    token = Token(st.token[space]).word
    beside = temple_points(kind, n, space)
    units = build_units(kind, st.token, n, verb, space)
    if verb == HUT:
        back = run_back(kind, n, space)
        ahead = 0 if back == n - 1 else run_ahead(kind, n, space)
        joins = {board.behind(space, k) for k in range(1, back + 1)}
        joins.update(board.ahead(space, k) for k in range(1, ahead + 1))
        size = settlement_size(kind, n, space)
        return BuildPrice(verb, space, materials, units, size, tuple(sorted(joins)), token, beside,
                          kind[space] == Building.EMPTY)
    joins = tuple(s for s in sorted(set(board.neighbours(space))) if kind[s] == Building.HUT)
    allowed = kind[space] == Building.EMPTY and st.token[space] == Token.NONE   # C: never on a token
    return BuildPrice(verb, space, materials, units, 0, joins, token, beside, allowed)


class ChoiceValue(NamedTuple):
    """What one payment or sacrifice action is (for ordering and labelling choices)."""

    kind: str                  # sacrifices: a SacrificeKind ("none", "one", "both", "token"); payments: "pay"
    points: int                # D3: points a sacrifice gives (before the floor at 0); 0 for payments
    substituted: int           # R0: units replaced by three other materials
    materials: int             # materials handed over


_SACRIFICE_UNITS = {SacrificeKind.ONE: 1, SacrificeKind.BOTH: 2}


def choice_value(st: GameState, action) -> ChoiceValue:
    """D3/R0: the kind, points and substitutions of a `pay` or `sacrifice` action of the decider."""
    paid = action.payment
    given = sum(paid) if paid is not None else 0
    if action.verb == SACRIFICE:
        space = st.ritual[0]
        kind, points = sacrifice_value(st.kind, st.board.n, space, paid, action.offer == Offer.TOKEN)
        units = _SACRIFICE_UNITS.get(kind, 0)
        return ChoiceValue(kind, points, (given - units) // 2, given)
    _kind, _space, size = st.pending
    return ChoiceValue(PAY, 0, (given - 2 * size) // 2, given)


__all__ = ["BuildPrice", "ChoiceValue", "build_price", "build_units", "hut_units", "choice_value"]

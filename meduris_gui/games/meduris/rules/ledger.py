"""Materials and points changing hands: the small book-keeping steps every rule ends in.

The engine (engine.py, druid.py) is the only caller. Each step changes the state in place and,
when someone listens (`ev` is a list), appends the event that tells it.
"""

from __future__ import annotations

from . import events as E
from .state import GameState

ZERO = (0, 0, 0, 0)     # a payment of nothing
UNIT = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))   # UNIT[m]: one unit of material m


def gain(st: GameState, seat: int, material: int, count: int, source: str, ev) -> None:
    """T1, T2, A: `count` units of `material` from the board supply into the seat's stock."""
    st.stock[seat][material] += count
    st.supply[material] -= count
    if ev is not None:
        ev.append(E.MaterialsGained(seat, material, count, source, material))


def pay(st: GameState, seat: int, paid: tuple, reason: str, ev) -> None:
    """R0: paid, returned and sacrificed materials go back to the board supply."""
    stock = st.stock[seat]
    supply = st.supply
    p0, p1, p2, p3 = paid                  # unrolled: every build, sacrifice and "-1" pays;
    if p0:                                 # most payments leave out a material or two
        stock[0] -= p0
        supply[0] += p0
    if p1:
        stock[1] -= p1
        supply[1] += p1
    if p2:
        stock[2] -= p2
        supply[2] += p2
    if p3:
        stock[3] -= p3
        supply[3] += p3
    if ev is not None:
        ev.append(E.MaterialsReturned(seat, tuple(paid), reason))


def score(st: GameState, seat: int, points: int, reason: str, ev) -> None:
    """Scores never go below 0 (D3); events report the change actually applied."""
    old = st.score[seat]
    new = old + points
    if new < 0:
        new = 0
    st.score[seat] = new
    if ev is not None and new != old:
        ev.append(E.Scored(seat, new - old, new, reason))


__all__ = ["ZERO", "UNIT", "gain", "pay", "score"]

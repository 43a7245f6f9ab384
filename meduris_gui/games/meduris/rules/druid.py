"""The druid: his steps from the rocks along the ring (D1, D2), the river he crosses (D5), the
rituals at the huts he visits (D3, R3) and his last round (E2).

The engine (engine.py) calls these and decides what comes after: each function that may start
or continue a ritual answers whether a hut owner now has a decision to take.
"""

from __future__ import annotations

from . import events as E
from .kinds import Building, Phase, SacrificeKind, Token
from .ledger import ZERO, pay, score
from .legal import SACRIFICE_TOKEN, current_sites
from .scoring import sacrifice_value, settlement_from, settlement_size
from .state import GameState

_HUT = int(Building.HUT)             # the state's lists hold plain ints (engine.py)
_SACRIFICE, _TOKEN = int(Phase.SACRIFICE), SacrificeKind.TOKEN   # bound once (kinds.py)


def advance(st: GameState, ev) -> bool:
    """After a build. D1: one rock space per build while one is free; D2: then walk to the
    nearest hut ahead and begin its ritual (D4: from that hut on, even in the middle of its
    settlement). True if a ritual began; False: the turn goes on to its end (he stepped on a
    rock, or there is no hut to walk to and he stays, FAQ)."""
    if st.druid_space < 0 and st.druid_rock < st.board.rock_count:
        st.druid_rock += 1
        if ev is not None:
            ev.append(E.DruidToRock(st.druid_rock))
        return False
    target = next_hut(st, st.druid_space)
    if target < 0:
        if ev is not None:
            ev.append(E.DruidStays())
        return False
    walk(st, target, True, ev)
    begin_ritual(st, settlement_from(st.kind, st.board.n, target), ev)
    return True


def next_hut(st: GameState, place: int) -> int:
    """D2: the first hut strictly ahead of `place` (-1: from the rock spaces); -1 if none."""
    kind = st.kind
    board = st.board
    s = board.druid_entry if place < 0 else place + 1 if place + 1 < board.n else 0   # board.ahead
    if _HUT in kind:                           # list searches: every build asks
        return kind.index(_HUT, s) if _HUT in kind[s:] else kind.index(_HUT)
    return -1


def walk(st: GameState, target: int, interim: bool, ev) -> None:
    """Walk clockwise to `target`, one space at a time (all the way round if he is beside it).

    D5: crossing the river (from `river_after` to the next space) pauses for an interim rune
    scoring, except in the druid's last round (`interim` False).
    """
    board = st.board
    here = st.druid_space
    if here < 0:                                   # D1: from the rocks to just before the entry
        here = board.druid_entry
        if ev is not None:
            ev.append(E.DruidStep(-1, here))
        steps = (target - here) % board.n          # board.steps(here, target), inline: every walk
    else:
        steps = (target - here) % board.n or board.n
    river = board.river_after
    n = board.n
    if ev is None:                                 # nothing to tell step by step: at most one
        if (river - here) % n < steps:             # crossing (steps <= n), from `river` on
            _river(st, interim, ev)
        st.druid_space = target
        return
    for _ in range(steps):
        step = here + 1 if here + 1 < n else 0         # board.ahead(here), inline: every step
        if ev is not None:
            ev.append(E.DruidStep(here, step))
        if here == river:
            _river(st, interim, ev)
        here = step
    st.druid_space = target


def _river(st: GameState, interim: bool, ev) -> None:
    """D5: every player scores 1 point per rune stone he holds now."""
    rune = st.rune
    points = tuple(rune.count(seat) if interim else 0 for seat in range(len(st.colours)))
    if ev is not None:
        ev.append(E.RiverCrossed(interim, points))
    for seat, stones in enumerate(points):
        if stones:
            score(st, seat, stones, "interim-runes", ev)


def begin_ritual(st: GameState, huts: list, ev) -> None:
    """D3: the owner of each hut, in the druid's order, decides once per hut."""
    st.ritual = huts
    st.phase = _SACRIFICE
    st.decider = st.owner[huts[0]]
    if ev is not None:
        ev.append(E.RitualStarted(huts[0], tuple(huts), st.last_round))


def sacrifice(st: GameState, seat: int, action, ev) -> bool:
    """D3/R3: none -1 (never below 0), one +1, both or the druid token: the settlement's size.
    Then on to the next hut of the ritual: True if there is one (its owner decides now)."""
    space = st.ritual[0]
    paid = action.payment
    token = paid is None and action == SACRIFICE_TOKEN
    choice, points = sacrifice_value(st.kind, st.board.n, space, paid, token)
    if choice == _TOKEN:                          # R3: the token goes to the box
        sites = current_sites(st)                 # legal.Sites: its empty spaces stay the same
        st.token[space] = int(Token.NONE)
        st._sites = sites and sites.token_used(st.token)
        if ev is not None:
            ev.append(E.BonusUsed(seat, space, Token.DRUID.word))
    if paid is None:
        paid = ZERO
    else:
        pay(st, seat, paid, "sacrifice", ev)
    if ev is not None:
        old = st.score[seat]
        ev.append(E.Sacrificed(seat, space, choice, paid, max(0, old + points) - old,
                               settlement_size(st.kind, st.board.n, space)))
    score(st, seat, points, "sacrifice", ev)
    st.ritual.pop(0)
    if not st.ritual:
        return False
    target = st.ritual[0]
    walk(st, target, not st.last_round, ev)
    st.decider = st.owner[target]
    return True


def start_last_round(st: GameState, ev) -> bool:
    """E2: mark the druid's place; every hut is asked once, from the first ahead to his own.
    True if a ritual began; False: there is no hut and the game is scored at once."""
    st.last_round = True
    st.last_turns = 0
    st.mark = st.druid_space
    if ev is not None:
        ev.append(E.LastRound(st.mark))
    board = st.board
    first = board.druid_entry if st.druid_space < 0 else board.ahead(st.druid_space)
    kind = st.kind
    huts = [s for s in range(first, board.n) if kind[s] == _HUT]       # once round the ring,
    huts += [s for s in range(first) if kind[s] == _HUT]               # from `first` on
    if not huts:
        return False
    walk(st, huts[0], False, ev)
    begin_ritual(st, huts, ev)
    return True


__all__ = ["advance", "next_hut", "walk", "begin_ritual", "sacrifice", "start_last_round"]

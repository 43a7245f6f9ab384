"""Settlements, ritual points, temple and rune scoring, the outcome (R1, D3, E3-E5)."""

from __future__ import annotations

from typing import NamedTuple

from .events import LastRound, RunesScored, Scored
from .kinds import Building, SacrificeKind

# The ring walks below run many times per engine step: they compare with a plain int copy of the
# member (an enum member looked up on its class costs several times more, and Python's fast path
# for comparing ints takes exact ints only, see kinds.py) and step round the ring inline instead of
# asking `Board.ahead`.
_HUT = int(Building.HUT)
_NONE, _ONE, _BOTH, _TOKEN = SacrificeKind.NONE, SacrificeKind.ONE, SacrificeKind.BOTH, SacrificeKind.TOKEN


def run_back(kind: list, n: int, space: int) -> int:
    """How many huts stand directly counter-clockwise of `space`, one after another (R1, R2)."""
    count = 0
    s = space - 1 if space else n - 1
    while kind[s] == _HUT and count < n - 1:
        count += 1
        s = s - 1 if s else n - 1
    return count


def run_ahead(kind: list, n: int, space: int) -> int:
    """How many huts stand directly clockwise of `space`, one after another."""
    count = 0
    s = space + 1 if space + 1 < n else 0
    while kind[s] == _HUT and count < n - 1:
        count += 1
        s = s + 1 if s + 1 < n else 0
    return count


def settlement_size(kind: list, n: int, space: int) -> int:
    """R1: huts in the settlement of the hut on `space` (any colours; 1 for an isolated hut), or,
    for an empty `space`, in the settlement a hut built there would make: a hut that closes the
    gap between two settlements counts the whole merged settlement. The one settlement size of
    the rules (a hut's price, rituals, temples)."""
    size = 1                 # run_back and run_ahead, inline: every price and ritual asks
    s = space - 1 if space else n - 1
    while kind[s] == _HUT:
        size += 1
        if size == n:        # every other space holds a hut
            return n
        s = s - 1 if s else n - 1
    s = space + 1 if space + 1 < n else 0
    while kind[s] == _HUT:
        size += 1
        s = s + 1 if s + 1 < n else 0
    return size


def settlement_sizes(kind: list, n: int) -> list:
    """R1: for every space holding a hut the size of its settlement (1 alone), 0 elsewhere; one
    pass round the ring (computer players read it many times a second)."""
    sizes = [0] * n
    start = 0
    while start < n and kind[start] == _HUT:
        start += 1
    if start == n:                                    # the ring is all huts
        return [n] * n
    run: list = []
    s = start + 1 if start + 1 < n else 0
    for _ in range(n):                                # from a space without a hut, once round
        if kind[s] == _HUT:
            run.append(s)
        elif run:
            for hut in run:
                sizes[hut] = len(run)
            run = []
        s = s + 1 if s + 1 < n else 0
    return sizes


def settlement_from(kind: list, n: int, space: int) -> list:
    """D3: the hut on `space` and the huts of its settlement clockwise ahead of it, in order
    (D4: the huts behind it, when the ritual starts in the middle, are not visited)."""
    huts = [space]
    s = space + 1 if space + 1 < n else 0
    while kind[s] == _HUT and s != space:
        huts.append(s)
        s = s + 1 if s + 1 < n else 0
    return huts


def sacrifice_value(kind: list, n: int, space: int, paid, token: bool) -> tuple[SacrificeKind, int]:
    """D3/R3: (what it was, points) of a sacrifice at the hut on `space`: none -1, one of the two
    materials +1, both or the druid token the settlement's size. R0: one unit is 1 material or 3
    in its place, both units are 2, 4 or 6 materials, so the count tells which was given."""
    if paid is None:
        if token:
            return _TOKEN, settlement_size(kind, n, space)
        return _NONE, -1
    if sum(paid) in (1, 3):
        return _ONE, 1
    return _BOTH, settlement_size(kind, n, space)


def temple_points(kind: list, n: int, space: int) -> int:
    """E3: one point per hut of the settlement(s) or isolated hut(s) directly left and right.

    A neighbouring temple or empty space scores nothing. If one settlement touches the temple on
    both sides (it fills the rest of the ring), its huts count once.
    """
    left = space - 1 if space else n - 1
    right = space + 1 if space + 1 < n else 0
    points = 0
    if kind[left] == _HUT:
        points = settlement_size(kind, n, left)
    if kind[right] == _HUT and not (kind[left] == _HUT and points == n - 1):
        points += settlement_size(kind, n, right)
    return points


def rune_points(stones: int) -> int:
    """E4: 1 + 2 + ... + k for k rune stones."""
    return stones * (stones + 1) // 2


class Outcome(NamedTuple):
    """E5: the end of a game as data."""

    winners: tuple       # seats, several for a shared victory
    scores: tuple        # final points per seat
    tie_break: str       # what decided: "points", "buildings", "materials" or "shared"
    # Per seat, the final points by source (a dict per seat, see `score_breakdown`): what the
    # end of the game shows. `Game.outcome()` fills it from the game's events; the engine's own
    # GameOver event does not carry it (empty).
    breakdown: tuple = ()


def decide_outcome(scores: list, built: list, materials: list) -> Outcome:
    """E5: most points; tie: most huts and temples built; tie: most materials kept; else shared."""
    seats = range(len(scores))
    best = max(scores)
    leaders = [p for p in seats if scores[p] == best]
    reason = "points"
    for key, name in ((built, "buildings"), (materials, "materials")):
        if len(leaders) == 1:
            break
        top = max(key[p] for p in leaders)
        narrowed = [p for p in leaders if key[p] == top]
        if len(narrowed) < len(leaders):
            reason = name
        leaders = narrowed
    if len(leaders) > 1:
        reason = "shared"
    return Outcome(tuple(leaders), tuple(scores), reason)


SCORE_SOURCES = ("start", "sacrifices", "bonus", "river", "last_round", "temples", "runes")


def score_breakdown(events, players: int, start: int) -> list[dict]:
    """Each seat's points by source, summed from the Scored events (whose `points` are the
    changes actually applied) after the `start` score (S6): sacrifices during the game (D3), +2 tokens (R3), interim rune
    scorings at the river (D5), sacrifices in the druid's last round (E2), temples (E3), rune
    stones (E4, with `stones` held). The sources add up to the seat's score."""
    rows = [dict.fromkeys(SCORE_SOURCES + ("stones", "total"), 0) for _ in range(players)]
    for row in rows:
        row["start"] = row["total"] = start
    reason_source = {"sacrifice": "sacrifices", "bonus": "bonus", "interim-runes": "river",
                     "temple": "temples", "runes": "runes"}
    last_round = False
    for event in events:
        if isinstance(event, LastRound):
            last_round = True
        elif isinstance(event, RunesScored):
            rows[event.player]["stones"] = event.stones
        elif isinstance(event, Scored):
            source = reason_source[event.reason]
            if last_round and source == "sacrifices":
                source = "last_round"
            rows[event.player][source] += event.points
            rows[event.player]["total"] = event.total
    return rows

"""The end of a round and of the game, as pure functions: capacity and conflict (K2-K6), points
(P1), who may place the glacier (G1), the top-up (N2), the winners (E4), the outcome."""

from __future__ import annotations

from math import ceil
from typing import NamedTuple

from .state import BASE_CAPACITY, TOP_UP


def capacity(mammoths: int, fire: list) -> int:
    """K2: 3 + the mammoths + the sum of the fire tokens there."""
    return BASE_CAPACITY + mammoths + sum(fire)


def conflict(hunters: list, clubbed: list, cap: int) -> tuple:
    """K3-K6 for one region: (steps, left). `hunters[seat]` counts clubbed hunters too. The order
    is fixed from the counts before any removal (K6), fewest first; tied players remove one each at
    the same time (K3) and always together (K4: the region may end below capacity); the count is
    checked after each step (K4, O4); a clubbed hunter is never removed and a player with nothing
    removable is skipped (K5); if a whole pass removes nothing the region stays over (K5)."""
    left = list(hunters)
    total = sum(left)
    steps: list = []
    if total <= cap:
        return (), tuple(left)
    counts = sorted({k for k in left if k > 0})
    groups = [[s for s, k in enumerate(hunters) if k == count] for count in counts]
    while total > cap:
        removed_in_pass = False
        for group in groups:
            step = tuple(s for s in group if left[s] - clubbed[s] > 0)
            if not step:
                continue                                   # K5: skipped
            for s in step:
                left[s] -= 1
            total -= len(step)
            steps.append(step)
            removed_in_pass = True
            if total <= cap:
                break                                      # K4: within capacity at once
        if not removed_in_pass:
            break                                          # K5: only clubbed hunters are over
    return tuple(steps), tuple(left)


def per_hunter(mammoths: int) -> int:
    """P1: 1 without mammoths, 2 with one, 3 with two or more."""
    return 1 + min(mammoths, 2)


def score_rows(hunters: list, mammoths: list, ice: list) -> list:
    """P1: (region id, seat, hunters, points per hunter, points), region by region in order."""
    rows = []
    for r, counts in enumerate(hunters):
        if ice[r]:
            continue
        value = per_hunter(mammoths[r])
        for seat, k in enumerate(counts):
            if k:
                rows.append((r + 1, seat, k, value, k * value))
    return rows


def glacier_candidates(score: list, on_board: list, stones: list) -> list:
    """G1: the seats still tied for placing the glacier: fewest points, then fewest hunters on
    the board, then fewest stones (more than one left: a lot decides)."""
    seats = list(range(len(score)))
    for key in (score, on_board, stones):
        low = min(key[s] for s in seats)
        seats = [s for s in seats if key[s] == low]
    return seats


def top_up(reserve: int, stones: list) -> tuple:
    """N2: (new reserve, given per seat, stones left per seat). While the reserve holds fewer than 10 stones, every
    player with a stone gives k = ceil((10 - reserve) / givers), all he has if fewer; repeated
    (Decision, O7) until 10 or nobody has a stone."""
    stones = list(stones)
    given = [0] * len(stones)
    while reserve < TOP_UP:
        givers = [s for s, k in enumerate(stones) if k > 0]
        if not givers:
            break
        k = ceil((TOP_UP - reserve) / len(givers))
        for s in givers:
            gift = min(k, stones[s])
            stones[s] -= gift
            given[s] += gift
            reserve += gift
    return reserve, tuple(given), stones


def decide_winners(score: list, on_board: list, stones: list) -> tuple:
    """E4: most points; then most hunters on the board; then most stones; then shared (O12)."""
    seats = list(range(len(score)))
    for key, name in ((score, "points"), (on_board, "hunters"), (stones, "stones")):
        best = max(key[s] for s in seats)
        seats = [s for s in seats if key[s] == best]
        if len(seats) == 1:
            return tuple(seats), name
    return tuple(seats), "shared"


class Outcome(NamedTuple):
    """E4: `winners` (seats; several: a shared victory), `scores`, `tie_break` ('points',
    'hunters', 'stones', 'shared'), `points`: per seat, per round, {region id: points} (P1) — the
    parts add up to the score."""

    winners: tuple
    scores: tuple
    tie_break: str
    points: tuple

    def by_round(self, seat: int) -> list:
        return [sum(r.values()) for r in self.points[seat]]

    def by_region(self, seat: int) -> dict:
        total: dict = {}
        for rnd in self.points[seat]:
            for region, pts in rnd.items():
                total[region] = total.get(region, 0) + pts
        return total


def outcome(state) -> Outcome | None:
    """E4 once the game is over; None before."""
    if state.final is None:
        return None
    points = tuple(tuple(dict(r) for r in p) for p in state.points)
    return Outcome(tuple(state.final["winners"]), tuple(state.score), state.final["tie_break"], points)


__all__ = ["capacity", "conflict", "per_hunter", "score_rows", "glacier_candidates", "top_up", "decide_winners",
           "Outcome", "outcome"]

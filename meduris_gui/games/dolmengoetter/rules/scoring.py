"""The outcome of a game (E4) and every seat's points by source (C3, T5, P2-P4, E3)."""

from __future__ import annotations

from typing import NamedTuple

from .state import START_SCORE


class Outcome(NamedTuple):
    """E4: `winners` (seats; several: a shared victory), `scores` per seat, `tie_break`
    ('points': decided by points, 'dolmens': by dolmens placed, 'shared'), `breakdown`: per seat
    the points by source (see score_breakdown)."""

    winners: tuple
    scores: tuple
    tie_break: str
    breakdown: tuple


def score_breakdown(state) -> list:
    """Per seat: {'start': 4 (C3), 'points_lost': -k (T5), 'circles': {circle id: points} (P2-P4,
    in scoring order), 'final': points of the final scoring (E3), 'dolmens_placed': n (E4),
    'total'}. The parts add up to the total."""
    rows = []
    for seat in range(state.n):
        row = {"start": START_SCORE, "points_lost": -state.lost[seat],
               "circles": dict(state.circle_points[seat]), "final": state.final_points[seat],
               "dolmens_placed": state.placed[seat], "total": state.score[seat]}
        rows.append(row)
    return rows


def outcome(state) -> Outcome | None:
    """E4, once the game is over; None before."""
    if state.final is None:
        return None
    return Outcome(tuple(state.final["winners"]), tuple(state.score), state.final["tie_break"],
                   tuple(score_breakdown(state)))

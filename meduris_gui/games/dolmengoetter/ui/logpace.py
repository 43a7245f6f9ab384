"""The Dolmengötter log keeps pace with the board (the game and the replay alike): a decision's
lines wait and appear as the animator shows their events (`Animator.logged_upto`): an event's
line when its animation starts, those without one with the next that has one, a scoring's line
when its box shows the whole result (not before), every line once nothing moves."""

from __future__ import annotations

from .texts import log_line


def decision_lines(events, names: list[str], board, decision: int) -> list[tuple[int, str, int, int]]:
    """(event index, line, seat, decision) of the events of decision `decision` the log says
    (their public side: never a hidden value)."""
    return [(index, line, getattr(event, "seat", -1), decision)
            for index, event in enumerate(events) if (line := log_line(event.public(), names, board))]


def release(log: list, waiting: list, animator) -> None:
    """Move the `waiting` lines the animator shows by now to the end of `log` (both changed)."""
    upto = animator.logged_upto() if animator.busy else None
    while waiting and (upto is None or waiting[0][0] < upto):
        _index, line, seat, decision = waiting.pop(0)
        log.append((line, seat, decision))

"""The Dolmengötter log keeps pace with the board (the game and the replay alike): a decision's
lines wait in the table's LogPace and appear as the animator shows their events
(`Animator.logged_upto`): an event's line when its animation starts, those without one with the
next that has one, a scoring's line when its box shows the whole result (not before), every line
once nothing moves."""

from __future__ import annotations

from .log import LogLine
from .texts import log_line


def decision_lines(events, names: list[str], board, decision: int) -> list[LogLine]:
    """The lines the log says of `events` (their public side: never a hidden value), each knowing
    its decision."""
    return [LogLine(line, getattr(event, "seat", -1), decision)
            for event in events if (line := log_line(event.public(), names, board))]


def release(log, pace, animator, names: list[str], board) -> None:
    """Append to `log` the lines of the events of `pace` (meduris_gui.table.logview.LogPace) the
    animator shows by now."""
    events = pace.due(animator.logged_upto() if animator.busy else None)
    for line in decision_lines(events, names, board, pace.decision):
        log.append(line)

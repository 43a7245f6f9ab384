"""The Eiszeit log: its lines (the sentences of sentences.log_line, each with the seat it is about
and its decision), drawn by the table's BadgeLogView with Eiszeit's badges, and kept in pace with
the board: a decision's lines wait in the table's LogPace and appear as the animator shows their
events (`Animator.logged_upto`): an event's line when its animation starts, a conflict's or a
scoring's once its box shows the whole result, every line once nothing moves."""

from __future__ import annotations

from meduris_gui.table.logview import BadgeLogView, SentenceLine as LogLine, SentenceLog
from .pieces import player_badge
from .sentences import log_line

__all__ = ["EiszeitLog", "EiszeitLogView", "LogLine", "decision_lines", "release"]


class EiszeitLog(SentenceLog):
    """The lines the scene has shown so far (table.logview.SentenceLog)."""


class EiszeitLogView(BadgeLogView):
    """The table's log view with Eiszeit's badges (colour and mark: colour-blind players read them)."""

    def badge(self, colour: str, size: int):
        return player_badge(colour, size)


def decision_lines(events, names: list[str], decision: int) -> list[LogLine]:
    """The lines the log says of `events` (their public side: never a hidden value), each knowing
    its decision."""
    return [LogLine(line, getattr(event, "seat", -1), decision)
            for event in events if (line := log_line(event.public(), names))]


def release(log, pace, animator, names: list[str]) -> None:
    """Append to `log` the lines of the events of `pace` (table.logview.LogPace) the animator
    shows by now."""
    events = pace.due(animator.logged_upto() if animator.busy else None)
    for line in decision_lines(events, names, pace.decision):
        log.append(line)

"""The Dolmengötter log: its lines (the sentences of texts.log_line, each with the seat it is
about and its decision) and how the table's log view draws one (meduris_gui.table.logview's
BadgeLogView): the player's badge, then the sentence, its later rows under the sentence's first
word.
"""

from __future__ import annotations

from meduris_gui.table.logview import BadgeLogView, SentenceLine as LogLine, SentenceLog
from . import art

__all__ = ["DolmenLog", "DolmenLogView", "LogLine"]


class DolmenLog(SentenceLog):
    """The lines the scene has shown so far (table.logview.SentenceLog)."""


class DolmenLogView(BadgeLogView):
    """The table's log view with the Dolmengötter's badges."""

    def badge(self, colour: str, size: int):
        return art.player_badge(colour, size)
